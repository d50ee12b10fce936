"""One run of a command lane: the prompt on stdin, stdout is the answer, the exit code as is.

The command runs in its own session (process group), so the timeout kills everything it
started, not just the first process. stdout goes to disk as it arrives, byte-exact.
"""

from __future__ import annotations

import asyncio
import codecs
import contextlib
import os
import signal
from dataclasses import dataclass
from pathlib import Path
from time import perf_counter
from typing import Any

from lumen_report.declare.suite import RunSpec
from lumen_report.harness.outcomes import CODE_OF, Outcome
from lumen_report.harness.record import spec_fields, utc_now
from lumen_report.harness.redact import Redactor
from lumen_report.harness.transcript import Stage, TranscriptWriter, relative_transcript
from lumen_report.results.schema import RunResult

READ_SIZE = 64 * 1024
STDERR_TAIL = 2000


@dataclass
class CommandState:
    """What a command run produced, enough to decide its result (live or from a transcript)."""

    output_bytes: int = 0
    first_byte_s: float | None = None
    ending: str = "exit"  # exit | timeout | spawn_failed
    returncode: int | None = None
    wall_s: float | None = None
    detail: str | None = None
    stderr_tail: str = ""

    def stdout(self, t: float, size: int) -> None:
        if size and self.first_byte_s is None:
            self.first_byte_s = t
        self.output_bytes += size

    def stderr(self, text: str) -> None:
        self.stderr_tail = (self.stderr_tail + text)[-STDERR_TAIL:]


def command_fields(state: CommandState, timeout_s: float) -> dict[str, Any]:
    """The measured RunResult fields of a command run."""
    if state.ending == "spawn_failed":
        outcome, code = Outcome.CONFIG, CODE_OF[Outcome.CONFIG]
        error: str | None = f"command could not start: {state.detail}"
    elif state.ending == "timeout":
        outcome, code = Outcome.TIMEOUT, CODE_OF[Outcome.TIMEOUT]
        error = f"the run exceeded timeout_s ({timeout_s:g} s); its process group was killed"
    else:
        code = state.returncode if state.returncode is not None else 1
        if code < 0:  # killed by a signal: the shell's convention
            code = 128 - code
        outcome = Outcome.OK if code == 0 else Outcome.COMMAND_FAILED
        error = None if code == 0 else f"command exited with code {code}"
        tail = state.stderr_tail.strip().splitlines()
        if error and tail:
            error += f": {tail[-1][:200]}"
    sent = state.ending != "spawn_failed"
    return {
        "exit_code": code,
        "outcome": outcome.value,
        "error": error,
        "attempts": 1 if sent else 0,
        "wall_s": round(state.wall_s, 6) if state.wall_s is not None and sent else None,
        "ttft_s": _round(state.first_byte_s),
        "ttfo_s": _round(state.first_byte_s),
        "output_bytes": state.output_bytes if sent else None,
        "reasoning_bytes": None,
        "stderr": state.stderr_tail or None,
    }


def _round(value: float | None) -> float | None:
    return round(value, 6) if value is not None else None


def _kill_group(pid: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, signal.SIGKILL)


async def run_command(spec: RunSpec, *, folder: Path, redactor: Redactor,
                      stage: Stage | None = None) -> RunResult:
    """Execute one command run, stream its stdout to disk, and return its result
    (``stage``: as for :func:`lumen_report.harness.openai_chat.run_http`)."""
    argv = list(spec.lane_decl.command or [])
    fields = spec_fields(spec) | {"started_at": utc_now()}
    writer = TranscriptWriter(folder, spec.id, redactor)
    writer.open()
    state = CommandState()
    try:
        writer.record(type="run", id=spec.id, suite=spec.suite, started_at=fields["started_at"],
                      declaration_sha256=spec.declaration_sha256, clock="monotonic")
        writer.record(type="request", attempt=1, at=0.0, command=argv)
        await _execute(spec, argv, writer, state, redactor)
        writer.record(type="end", attempt=1, t=_round(state.wall_s), ending=state.ending,
                      returncode=state.returncode, detail=state.detail)
        measured = command_fields(state, spec.timeout_s)
        writer.record(type="result", outcome=measured["outcome"],
                      exit_code=measured["exit_code"], error=measured["error"])
        if stage is None:
            writer.commit()
        else:
            stage(writer)
    except BaseException:
        writer.abort()
        raise
    for name in ("error", "stderr"):
        if measured[name]:
            measured[name] = redactor.scrub(measured[name])
    return RunResult(**fields, **measured, transcript=relative_transcript(spec.id))


async def _execute(spec: RunSpec, argv: list[str], writer: TranscriptWriter,
                   state: CommandState, redactor: Redactor) -> None:
    t0 = perf_counter()
    try:
        proc = await asyncio.create_subprocess_exec(
            *argv, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE, start_new_session=True,
        )
    except OSError as exc:
        state.ending = "spawn_failed"
        state.detail = redactor.scrub(f"{argv[0]}: {exc.strerror or exc}")
        state.wall_s = perf_counter() - t0
        return
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    stdin, stdout, stderr = proc.stdin, proc.stdout, proc.stderr

    async def feed() -> None:
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):
            stdin.write(spec.prompt.encode("utf-8"))
            await stdin.drain()
        stdin.close()

    answer = writer.answer_sink

    async def pump_stdout() -> None:
        while chunk := await stdout.read(READ_SIZE):
            t = perf_counter() - t0
            state.stdout(t, len(chunk))
            answer(chunk)
            writer.raw(t, chunk, "stdout")

    async def pump_stderr() -> None:
        decoder = codecs.getincrementaldecoder("utf-8")("replace")
        while chunk := await stderr.read(READ_SIZE):
            state.stderr(decoder.decode(chunk))
            writer.raw(perf_counter() - t0, chunk, "stderr")

    try:
        async with asyncio.timeout(spec.timeout_s):
            await asyncio.gather(feed(), pump_stdout(), pump_stderr())
            state.returncode = await proc.wait()
    except TimeoutError:
        state.ending = "timeout"
        _kill_group(proc.pid)
        await proc.wait()
    except BaseException:
        _kill_group(proc.pid)
        await asyncio.shield(proc.wait())
        raise
    state.wall_s = perf_counter() - t0
    # Children left behind after a normal exit would outlive the run: end them too.
    _kill_group(proc.pid)


__all__ = ["CommandState", "command_fields", "run_command"]
