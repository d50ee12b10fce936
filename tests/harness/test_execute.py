"""`run` and `rescore` end to end: up-to-date logic, durability, progress, no key leaks."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
import yaml
from harness_helpers import KEY_ENV, SENTINEL, write_suite
from rich.console import Console
from scripted_server import STANDARD, ScriptedServer, Wire, echo_auth, steady, usage_chunk

from lumen_report.errors import DeclarationError
from lumen_report.harness.execute import RunSummary, run_project
from lumen_report.harness.rescore import rescore_project
from lumen_report.results.store import load_results


async def quick(wire: Wire) -> None:
    await wire.head()
    await wire.delta(reasoning="why ")
    await wire.delta(content=f"answer to {wire.request.body['messages'][-1]['content']}")
    await wire.delta(finish="stop")
    await wire.event(usage_chunk(3, 7, 2))
    await wire.done()


def run(project: Path, **options: Any) -> tuple[RunSummary, str]:
    out = io.StringIO()
    console = Console(file=out, width=200)
    defaults: dict[str, Any] = {"suites": None, "only": None, "jobs": None, "rerun": False}
    summary = run_project(project, **{**defaults, **options}, console=console)
    return summary, out.getvalue()


def summary_of(project: Path, slug: str = "s") -> dict[str, Any]:
    data: dict[str, Any] = json.loads((project / "runs" / slug / "summary.json").read_text())
    return data


def cli(project: Path, *args: str, env: dict[str, str] | None = None,
        **popen: Any) -> subprocess.Popen[str]:
    """``lumen-report ARGS`` started in a process that Ctrl-C (SIGINT) interrupts: where the
    tests themselves ignore SIGINT, as a job started with "&" by a shell without job control
    does, the child would inherit that and finish every run instead (Python then installs
    no KeyboardInterrupt handler): a handler here leaves the child SIGINT's default."""
    ignored = signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    if ignored:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        return subprocess.Popen(
            [sys.executable, "-m", "lumen_report", *args, "--project", str(project)],
            env={**os.environ, **(env or {})}, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True, **popen)
    finally:
        if ignored:
            signal.signal(signal.SIGINT, signal.SIG_IGN)


def test_second_run_executes_nothing(server: ScriptedServer, tmp_path: Path) -> None:
    server.add("a", quick)
    server.add("b", quick)
    write_suite(tmp_path, server.base_url, ["a", "b"], tasks={"t1": "one", "t2": "two"},
                repeats=2)
    first, log = run(tmp_path)
    assert first.executed == 8 and first.outcomes == {"ok": 8}
    assert "8 to run (8 no result yet)" in log
    data = summary_of(tmp_path)
    assert [r["id"] for r in data["runs"]] == [
        "t1/a/1", "t1/a/2", "t1/b/1", "t1/b/2", "t2/a/1", "t2/a/2", "t2/b/1", "t2/b/2"]
    assert all(r["declaration_sha256"] and r["transcript"] for r in data["runs"])
    assert len(server.requests) == 8
    second, log = run(tmp_path)
    assert second.executed == 0 and len(server.requests) == 8
    assert "0 to run, 8 up to date" in log and "nothing to run" in log
    assert summary_of(tmp_path) == data


def test_rerun_only_and_edited_prompt(server: ScriptedServer, tmp_path: Path) -> None:
    server.add("a", quick)
    server.add("b", quick)
    write_suite(tmp_path, server.base_url, ["a", "b"], tasks={"t1": "one", "t2": "two"})
    run(tmp_path)
    assert run(tmp_path, rerun=True, only="t1/*")[0].executed == 2
    assert run(tmp_path, only="*/b/*")[0].executed == 0
    write_suite(tmp_path, server.base_url, ["a", "b"], tasks={"t1": "one", "t2": "two!"})
    summary, log = run(tmp_path)
    assert summary.executed == 2 and "2 declaration changed" in log
    assert [r.body["messages"][-1]["content"] for r in server.requests[-2:]] == ["two!"] * 2
    assert len(server.requests) == 4 + 2 + 2


def test_suite_filter_and_unknown_suite(server: ScriptedServer, tmp_path: Path) -> None:
    server.add("a", quick)
    write_suite(tmp_path, server.base_url, ["a"], slug="s1")
    write_suite(tmp_path, server.base_url, ["a"], slug="s2")
    assert run(tmp_path, suites=["s2"])[0].executed == 1
    assert not (tmp_path / "runs" / "s1" / "summary.json").exists()
    with pytest.raises(DeclarationError, match="no suite named 's3'"):
        run(tmp_path, suites=["s3"])


def test_hand_recorded_results_are_kept_until_rerun(server: ScriptedServer,
                                                    tmp_path: Path) -> None:
    server.add("a", quick)
    write_suite(tmp_path, server.base_url, ["a"])
    run(tmp_path)
    path = tmp_path / "runs" / "s" / "summary.json"
    data = json.loads(path.read_text())
    data["runs"][0].update(declaration_sha256=None, transcript=None, wall_s=85.38)
    path.write_text(json.dumps(data))
    assert run(tmp_path)[0].executed == 0
    assert summary_of(tmp_path)["runs"][0]["wall_s"] == 85.38
    assert run(tmp_path, rerun=True)[0].executed == 1
    assert summary_of(tmp_path)["runs"][0]["wall_s"] != 85.38


def test_a_missing_key_never_replaces_a_stored_result(server: ScriptedServer, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    server.add("a", quick)
    write_suite(tmp_path, server.base_url, ["a"], tasks={"t1": "one", "t2": "two"})
    run(tmp_path, only="t1/*")
    before = summary_of(tmp_path)["runs"]
    monkeypatch.delenv(KEY_ENV)
    summary, log = run(tmp_path, rerun=True)
    assert summary.executed == 1 and summary.suites[0].not_started == 1
    assert "the stored result was kept" in log
    runs = {r["id"]: r for r in summary_of(tmp_path)["runs"]}
    assert runs["t1/a/1"] == before[0]
    assert runs["t2/a/1"]["outcome"] == "config" and runs["t2/a/1"]["exit_code"] == 2
    monkeypatch.setenv(KEY_ENV, SENTINEL)
    again, log = run(tmp_path)
    assert again.executed == 1 and "1 previous attempt could not start" in log


def test_jobs_runs_concurrently(server: ScriptedServer, tmp_path: Path) -> None:
    server.add("slow", STANDARD["slow"])
    write_suite(tmp_path, server.base_url, ["slow"], repeats=8)
    started = time.perf_counter()
    summary, _ = run(tmp_path, jobs=8)
    assert summary.executed == 8
    assert time.perf_counter() - started < 1.5  # serially it would take 4 s


def test_one_pooled_client_reuses_connections(server: ScriptedServer, tmp_path: Path) -> None:
    server.add("steady", steady)  # chunked, keep-alive, like real providers
    write_suite(tmp_path, server.base_url, ["steady"], repeats=4, jobs=1)
    assert run(tmp_path)[0].outcomes == {"ok": 4}
    assert len(server.requests) == 4 and server.connections == 1


def test_plain_progress_lines_when_not_a_tty(server: ScriptedServer, tmp_path: Path) -> None:
    server.add("a", quick)
    server.add("e", echo_auth)
    write_suite(tmp_path, server.base_url, ["a", "e"])
    proc = cli(tmp_path, "run")
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    assert "[1/2]" in err and "[2/2]" in err
    assert "t/e/1: auth (exit 3" in err
    assert "done: 2 run(s) recorded" in err and "1 auth, 1 ok" in err


def test_bad_declaration_exits_2(tmp_path: Path) -> None:
    (tmp_path / "runs").mkdir()
    (tmp_path / "runs" / "s.yaml").write_text("lanes: {}\ntasks: {}\nbogus: 1\n")
    proc = cli(tmp_path, "run")
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 2 and "bogus" in err and "Traceback" not in err


def wait_for_runs(project: Path, count: int, timeout: float = 30) -> int:
    path = project / "runs" / "s" / "summary.json"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists():
            done = len(load_results(path).runs)
            if done >= count:
                return done
        time.sleep(0.01)
    raise AssertionError(f"fewer than {count} runs recorded in {timeout} s")


@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGINT])
def test_killed_mid_suite_resumes_without_losing_or_redoing(
        server: ScriptedServer, tmp_path: Path, how: signal.Signals) -> None:
    server.add("steady", steady)
    write_suite(tmp_path, server.base_url, ["steady"], repeats=10, jobs=2)
    proc = cli(tmp_path, "run")
    wait_for_runs(tmp_path, 3)
    proc.send_signal(how)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == (-9 if how == signal.SIGKILL else 130), err
    if how == signal.SIGINT:
        assert "finished run(s) were recorded" in err and "Traceback" not in err
    kept = load_results(tmp_path / "runs" / "s" / "summary.json").runs  # valid, not torn
    assert 3 <= len(kept) < 10
    for finished in kept:
        assert (tmp_path / "runs" / "s" / (finished.transcript or "")).is_file()
    requests_before = len(server.requests)
    proc = cli(tmp_path, "run")
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    assert f"{10 - len(kept)} to run" in err
    assert len(server.requests) - requests_before == 10 - len(kept)
    final = load_results(tmp_path / "runs" / "s" / "summary.json")
    assert len(final.runs) == 10 and {r.outcome for r in final.runs} == {"ok"}
    by_id = {r.id: r for r in final.runs}
    for finished in kept:
        assert by_id[finished.id] == finished  # not redone
    leftovers = [p for p in (tmp_path / "runs").rglob("*")
                 if p.name.endswith((".tmp", ".partial"))]
    assert leftovers == []  # what the kill left half-written is gone


def test_sentinel_key_is_in_no_file_written(server: ScriptedServer, tmp_path: Path) -> None:
    async def error_echo(wire: Wire) -> None:
        await wire.head()
        echoed = wire.request.headers["authorization"]
        await wire.event({"error": {"message": f"denied for {echoed}"}})

    for name, scenario in {"a": quick, "e": echo_auth, "m": error_echo}.items():
        server.add(name, scenario)
    write_suite(tmp_path, server.base_url, ["a", "e", "m"])
    doc = yaml.safe_load((tmp_path / "runs" / "s.yaml").read_text())
    doc["lanes"]["c"] = {"command": [sys.executable, "-c",
                                     f"import os,sys; print(os.environ['{KEY_ENV}'], "
                                     "file=sys.stderr); print(sys.stdin.read())"]}
    (tmp_path / "runs" / "s.yaml").write_text(yaml.safe_dump(doc))
    proc = cli(tmp_path, "run")
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    assert SENTINEL not in out + err
    written = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert len(written) >= 1 + 4 * 3
    for path in written:
        assert SENTINEL.encode() not in path.read_bytes(), path
    assert server.requests[0].headers["authorization"] == f"Bearer {SENTINEL}"
    outcomes = {r["lane"]: r["outcome"] for r in summary_of(tmp_path)["runs"]}
    assert outcomes == {"a": "ok", "e": "auth", "m": "provider_error", "c": "ok"}
    request = json.loads((tmp_path / "runs" / "s" / "transcripts" / "t" / "a" / "1.jsonl")
                         .read_text().splitlines()[1])
    assert request["type"] == "request" and request["headers"]["Authorization"] == "[redacted]"


def test_rescore_reproduces_results_without_a_request(server: ScriptedServer,
                                                      tmp_path: Path) -> None:
    async def limited_once(wire: Wire) -> None:
        if wire.attempt == 1:
            await wire.respond(429, {"error": {"message": "later"}}, {"Retry-After": "0"})
        else:
            await quick(wire)

    async def cut(wire: Wire) -> None:
        await wire.head()
        await wire.delta(content="<think>hm</think>partial")

    for name, scenario in {"a": quick, "r": limited_once, "x": cut,
                           "e": echo_auth}.items():
        server.add(name, scenario)
    write_suite(tmp_path, server.base_url, ["a", "r", "x", "e"], retries=1)
    doc = yaml.safe_load((tmp_path / "runs" / "s.yaml").read_text())
    doc["lanes"]["c"] = {"command": ["sh", "-c", "cat; echo oops >&2; exit 3"]}
    (tmp_path / "runs" / "s.yaml").write_text(yaml.safe_dump(doc))
    run(tmp_path)
    path = tmp_path / "runs" / "s" / "summary.json"
    recorded = path.read_text()
    requests = len(server.requests)
    out = io.StringIO()
    summary = rescore_project(tmp_path, suites=None, console=Console(file=out))
    assert (summary.rescored, summary.changed) == (5, [])
    assert path.read_text() == recorded and len(server.requests) == requests
    damaged = json.loads(recorded)
    for entry in damaged["runs"]:
        entry.update(output_bytes=1, wall_s=1.0, exit_code=0, outcome="ok", usage=None)
    path.write_text(json.dumps(damaged))
    summary = rescore_project(tmp_path, suites=["s"], console=Console(file=out))
    assert len(summary.changed) == 5
    assert json.loads(path.read_text()) == json.loads(recorded)
    assert len(server.requests) == requests


def test_rich_progress_on_a_terminal(server: ScriptedServer, tmp_path: Path) -> None:
    server.add("a", quick)
    server.add("e", echo_auth)
    write_suite(tmp_path, server.base_url, ["a", "e"], repeats=2)
    out = io.StringIO()
    console = Console(file=out, force_terminal=True, width=160)
    summary = run_project(tmp_path, suites=None, only=None, jobs=None, rerun=False,
                          console=console)
    assert summary.outcomes == {"ok": 2, "auth": 2}
    shown = out.getvalue()
    assert "4/4" in shown and "auth:2 ok:2" in shown and "ETA" in shown
    assert "t/e/1: auth (exit 3" in shown  # failures are listed above the bar


async def growing(wire: Wire) -> None:
    """Each call answers one byte more than the call before, over half a second."""
    await wire.head(keep_alive=True)
    for index in range(5):
        await wire.sleep(0.1)
        await wire.delta(content="x" * wire.attempt if index == 0 else "")
    await wire.delta(finish="stop")
    await wire.done()


def test_interrupted_rerun_keeps_each_result_with_its_own_transcript(
        server: ScriptedServer, tmp_path: Path) -> None:
    server.add("growing", growing)
    write_suite(tmp_path, server.base_url, ["growing"], repeats=6, jobs=2)
    assert run(tmp_path)[0].executed == 6  # calls 1-6: answers of 1-6 bytes
    path = tmp_path / "runs" / "s" / "summary.json"
    proc = cli(tmp_path, "run", "--rerun")
    deadline = time.monotonic() + 30
    while sum(r.output_bytes > 6 for r in load_results(path).runs) < 2:
        assert time.monotonic() < deadline, "no rerun was recorded"
        time.sleep(0.01)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, err
    runs = load_results(path).runs
    assert len(runs) == 6 and any(r.output_bytes <= 6 for r in runs)  # stopped half-way
    for result in runs:  # old or new, a result and its transcript come from the same call
        answer = (tmp_path / "runs" / "s" / (result.transcript or "")).with_suffix(".answer.txt")
        assert len(answer.read_bytes()) == result.output_bytes, result.id


@pytest.mark.parametrize("failing", ["save", "transcript"])
def test_a_failing_disk_stops_the_run_with_its_error(server: ScriptedServer, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch,
                                                     failing: str) -> None:
    import lumen_report.harness.execute as execute
    from lumen_report.harness.transcript import TranscriptWriter

    def disk_full(*args: object) -> None:
        raise OSError(28, "No space left on device")

    if failing == "save":
        monkeypatch.setattr(execute, "save_results", disk_full)
    else:
        monkeypatch.setattr(TranscriptWriter, "commit", disk_full)
    server.add("a", quick)
    write_suite(tmp_path, server.base_url, ["a"], repeats=6, jobs=2)
    started = time.perf_counter()
    with pytest.raises(OSError, match="No space left"):
        run(tmp_path)
    assert time.perf_counter() - started < 10
    assert not (tmp_path / "runs" / "s" / "summary.json").exists()
    assert [p for p in tmp_path.rglob("*") if p.name.endswith(".partial")] == []
