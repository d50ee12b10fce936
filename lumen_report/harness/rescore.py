"""Rescore: recompute every run's measurements from its stored transcript, no request sent.

The transcript's events are replayed, with their recorded arrival offsets, through the same
:class:`StreamState` and :func:`classify` the live run used, so a rescore after a fix to the
measuring code updates the results, and a rescore without one changes nothing.
"""

from __future__ import annotations

import codecs
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console

from lumen_report.declare import load_project
from lumen_report.errors import ResultsError
from lumen_report.harness.chat_stream import Attempt, StreamState, classify, result_fields
from lumen_report.harness.command import CommandState, command_fields
from lumen_report.harness.openai_chat import final_error, parse_retry_after
from lumen_report.harness.sse import Frame, SSEEvent, SSEParser
from lumen_report.harness.transcript import read_records
from lumen_report.results.schema import RunResult, Usage
from lumen_report.results.store import load_results, save_results, summary_path

# Fields a rescore may change; identity, parameters and the declaration hash stay.
MEASURED = ("exit_code", "outcome", "error", "finish_reason", "http_status", "attempts",
            "wall_s", "ttft_s", "ttfo_s", "output_bytes", "reasoning_bytes", "usage",
            "done_seen", "usage_seen", "think_inline_bytes", "stderr")


@dataclass
class RescoreSummary:
    rescored: int = 0
    changed: list[str] = field(default_factory=list)
    skipped: int = 0


def replay_http(records: Iterable[dict[str, Any]], *, read_timeout_s: float,
                timeout_s: float) -> dict[str, Any]:
    """Measured result fields of an HTTP run from its transcript records."""
    attempts: list[Attempt] = []
    note: str | None = None
    attempt: Attempt | None = None
    parser = SSEParser()
    for record in records:
        if "raw" in record and attempt is not None:
            t = float(record["t"])
            _replay(attempt, parser.feed(str(record["raw"]).encode("utf-8", "surrogateescape")),
                    t)
            continue
        if record.get("eof") and attempt is not None:
            _replay(attempt, parser.close(), float(record["t"]))
            continue
        kind = record.get("type")
        if kind == "request":
            attempt = Attempt(int(record["attempt"]), state=StreamState())
            attempts.append(attempt)
            parser = SSEParser()
        elif attempt is None:
            continue
        elif kind == "response":
            attempt.status = record.get("status")
            headers = {k.lower(): v for k, v in (record.get("headers") or {}).items()}
            attempt.retry_after_s = parse_retry_after(headers.get("retry-after"))
        elif kind == "body":
            attempt.body_text = record.get("text")
        elif kind == "end":
            attempt.ending = record.get("ending", "eof")
            attempt.ending_detail = record.get("detail")
            attempt.wall_s = record.get("t")
            attempt.other_fields = int(record.get("other_fields") or 0)
        elif kind == "retry_skipped":
            note = record.get("note")
    if not attempts:
        raise ValueError("no request recorded")
    verdict = classify(attempts[-1], read_timeout_s=read_timeout_s, timeout_s=timeout_s)
    fields = result_fields(attempts, verdict)
    fields["error"] = final_error(verdict, attempts, note)
    return fields


def _replay(attempt: Attempt, frames: list[Frame], t: float) -> None:
    state = attempt.state
    for frame in frames:
        if state.stop:  # the live run stopped reading here too
            return
        if isinstance(frame, SSEEvent):
            state.event(frame.data, t, frame.event)


def replay_command(records: Iterable[dict[str, Any]], *, timeout_s: float) -> dict[str, Any]:
    """Measured result fields of a command run from its transcript records."""
    state = CommandState()
    decoder = codecs.getincrementaldecoder("utf-8")("replace")  # as the live run decodes
    for record in records:
        if "stdout" in record:
            size = len(str(record["stdout"]).encode("utf-8", "surrogateescape"))
            state.stdout(float(record["t"]), size)
        elif "stderr" in record:
            state.stderr(decoder.decode(str(record["stderr"]).encode("utf-8", "surrogateescape")))
        elif record.get("type") == "end":
            state.ending = record.get("ending", "exit")
            state.returncode = record.get("returncode")
            state.wall_s = record.get("t")
            state.detail = record.get("detail")
    return command_fields(state, timeout_s)


def rescore_run(run: RunResult, folder: Path, *, read_timeout_s: float,
                timeout_s: float) -> RunResult:
    """``run`` with its measurements recomputed from its transcript."""
    assert run.transcript is not None
    path = folder / run.transcript
    if run.command is not None:
        fields = replay_command(read_records(path), timeout_s=timeout_s)
    else:
        fields = replay_http(read_records(path), read_timeout_s=read_timeout_s,
                             timeout_s=timeout_s)
    update = {name: fields[name] for name in MEASURED if name in fields}
    if update.get("usage") is not None:
        update["usage"] = Usage.model_validate(update["usage"])
    return run.model_copy(update=update)


def rescore_project(project: Path, *, suites: list[str] | None,
                    console: Console | None = None) -> RescoreSummary:
    """Rescore every run with a transcript in the project's (selected) suites."""
    console = console or Console(stderr=True)
    summary = RescoreSummary()
    for decl in load_project(project, suites):
        path = summary_path(decl)
        if not path.exists():
            continue
        results = load_results(path)
        specs = {s.id: s for s in decl.runs()}
        runs: list[RunResult] = []
        for run in results.runs:
            spec = specs.get(run.id)
            if run.transcript is None or spec is None:
                summary.skipped += 1
                runs.append(run)
                continue
            try:
                new = rescore_run(run, decl.folder, read_timeout_s=spec.read_timeout_s,
                                  timeout_s=spec.timeout_s)
            except (OSError, ValueError, KeyError, TypeError) as exc:
                raise ResultsError(f"{decl.folder / run.transcript}: cannot rescore "
                                   f"{run.id}: {exc}") from None
            summary.rescored += 1
            if new != run:
                summary.changed.append(f"{decl.slug}/{run.id}")
            runs.append(new)
        if any(name.startswith(f"{decl.slug}/") for name in summary.changed):
            save_results(results.model_copy(update={"runs": runs}), path)
    console.print(f"rescored {summary.rescored} run(s) from transcripts, "
                  f"{len(summary.changed)} changed, {summary.skipped} without transcript",
                  highlight=False)
    for name in summary.changed:
        console.print(f"  changed: {name}", highlight=False)
    return summary


__all__ = ["RescoreSummary", "replay_command", "replay_http", "rescore_project", "rescore_run"]
