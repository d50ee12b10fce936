"""Read a run's answer and reasoning text back from its stored transcript files.

The harness keeps, next to ``<repeat>.jsonl`` (every raw event with its arrival time), the
answer and the reasoning channel byte-exact in ``<repeat>.answer.txt`` and
``<repeat>.reasoning.txt``. A missing file yields nothing and the run page says so.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from lumen_report.results.schema import RunResult


@dataclass(frozen=True)
class RunOutput:
    answer: str | None
    reasoning: str | None
    transcript: Path | None
    answer_file: Path | None = None
    problem: str | None = None


def _sibling(path: Path, suffix: str) -> Path:
    stem = path.name[: -len(".jsonl")] if path.name.endswith(".jsonl") else path.stem
    return path.with_name(stem + suffix)


def _read(path: Path) -> str | None:
    try:
        raw = path.read_bytes()
    except OSError:
        return None
    # Shown as text: bytes that are not UTF-8 appear as U+FFFD; the file itself is linked.
    return raw.decode("utf-8", errors="replace")


def read_output(suite_folder: Path, run: RunResult) -> RunOutput:
    if run.transcript is None:
        return RunOutput(None, None, None)
    transcript = suite_folder / run.transcript
    answer_file = _sibling(transcript, ".answer.txt")
    answer = _read(answer_file)
    reasoning = _read(_sibling(transcript, ".reasoning.txt"))
    problem = None
    if not transcript.is_file():
        problem = f"The transcript file {run.transcript} is missing."
    elif answer is None:
        problem = f"The transcript {run.transcript} has no answer file next to it."
    return RunOutput(answer=answer, reasoning=reasoning or None,
                     transcript=transcript if transcript.is_file() else None,
                     answer_file=answer_file if answer is not None else None, problem=problem)
