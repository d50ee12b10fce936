"""Command lanes: prompt on stdin, stdout byte-exact, exit code as is, process group killed."""

from __future__ import annotations

import asyncio
import os
import sys
import time
from pathlib import Path

import yaml

from lumen_report.declare import load_suite
from lumen_report.harness.command import run_command
from lumen_report.harness.redact import Redactor
from lumen_report.results.schema import RunResult


def run_cmd(tmp_path: Path, command: list[str], prompt: str = "héllo\n",
            timeout_s: float = 10) -> RunResult:
    runs = tmp_path / "runs"
    runs.mkdir(exist_ok=True)
    doc = {"suite": "s", "lanes": {"c": {"command": command}},
           "tasks": {"t": {"prompt": prompt}}, "timeout_s": timeout_s}
    (runs / "s.yaml").write_text(yaml.safe_dump(doc))
    decl = load_suite(runs / "s.yaml", tmp_path)
    (spec,) = decl.runs()
    return asyncio.run(run_command(spec, folder=decl.folder, redactor=Redactor()))


def answer(tmp_path: Path) -> bytes:
    return (tmp_path / "runs" / "s" / "transcripts" / "t" / "c" / "1.answer.txt").read_bytes()


def test_stdin_to_stdout_byte_exact(tmp_path: Path) -> None:
    run = run_cmd(tmp_path, ["cat"], prompt="héllo\r\nwörld\u2028!")
    assert (run.outcome, run.exit_code) == ("ok", 0)
    assert answer(tmp_path) == "héllo\r\nwörld\u2028!".encode()
    assert run.output_bytes == len("héllo\r\nwörld\u2028!".encode())
    assert run.wall_s is not None and run.ttfo_s is not None and run.command == ["cat"]


def test_undecodable_output_is_kept_byte_exact(tmp_path: Path) -> None:
    code = "import sys; sys.stdout.buffer.write(b'\\xff\\xfe ok \\xe2\\x82')"
    run_cmd(tmp_path, [sys.executable, "-c", code])
    assert answer(tmp_path) == b"\xff\xfe ok \xe2\x82"


def test_exit_code_recorded_as_is_with_stderr(tmp_path: Path) -> None:
    run = run_cmd(tmp_path, ["sh", "-c", "cat >/dev/null; echo 'model not loaded' >&2; exit 42"])
    assert (run.outcome, run.exit_code) == ("command_failed", 42)
    assert run.error == "command exited with code 42: model not loaded"
    assert run.stderr == "model not loaded\n"


def test_missing_program_is_config(tmp_path: Path) -> None:
    run = run_cmd(tmp_path, ["definitely-not-a-program-xyz"])
    assert (run.outcome, run.exit_code) == ("config", 2)
    assert "definitely-not-a-program-xyz" in (run.error or "")


def test_timeout_kills_the_whole_process_group(tmp_path: Path) -> None:
    pidfile = tmp_path / "child.pid"
    script = f"sleep 30 & echo $! > {pidfile}; echo started; wait"
    started = time.perf_counter()
    run = run_cmd(tmp_path, ["sh", "-c", script], timeout_s=0.5)
    assert time.perf_counter() - started < 5
    assert (run.outcome, run.exit_code) == ("timeout", 9)
    assert answer(tmp_path) == b"started\n"
    child = int(pidfile.read_text())
    deadline = time.monotonic() + 2
    while time.monotonic() < deadline and _alive(child):
        time.sleep(0.02)
    assert not _alive(child)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie is dead but not yet reaped by its (re)parent.
    stat = Path(f"/proc/{pid}/stat")
    return not (stat.exists() and stat.read_text().split(")")[-1].split()[0] == "Z")


def test_a_key_printed_by_the_command_is_redacted_even_split(tmp_path: Path) -> None:
    secret = "sk-cmd-SECRET-0123456789"
    code = ("import sys,time; s=sys.argv[1]; sys.stdout.write('a'+s[:7]); sys.stdout.flush();"
            "time.sleep(0.1); sys.stdout.write(s[7:]+'b'); sys.stderr.write(s)")
    runs = tmp_path / "runs"
    runs.mkdir()
    doc = {"suite": "s", "lanes": {"c": {"command": [sys.executable, "-c", code, secret]}},
           "tasks": {"t": {"prompt": "x"}}}
    (runs / "s.yaml").write_text(yaml.safe_dump(doc))
    decl = load_suite(runs / "s.yaml", tmp_path)
    (spec,) = decl.runs()
    # The secret is passed on argv here (in real use it comes from the environment); the
    # declaration file itself is the test's, so only what the harness writes is checked.
    run = asyncio.run(run_command(spec, folder=decl.folder, redactor=Redactor([secret])))
    assert run.outcome == "ok" and run.output_bytes == len(secret) + 2
    assert answer(tmp_path) == b"a[redacted]b"
    for path in (tmp_path / "runs" / "s").rglob("*"):
        if path.is_file():
            assert secret.encode() not in path.read_bytes(), path
    assert run.stderr == "[redacted]"
