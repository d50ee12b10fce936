"""Read the answer and reasoning text of a run back from its stored transcript.

The transcript keeps every raw stream event (SPEC section 5); the site shows the answer
byte-exact, so it is rebuilt from the events unless the transcript already carries it.
A missing or unreadable transcript yields nothing: the run page then says so.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lumen_report.results.schema import RunResult


@dataclass(frozen=True)
class RunOutput:
    answer: str | None
    reasoning: str | None
    path: Path | None
    problem: str | None = None


_ANSWER_KEYS = ("content", "answer", "output", "stdout")
_REASONING_KEYS = ("reasoning", "reasoning_content")


def read_output(suite_folder: Path, run: RunResult) -> RunOutput:
    if run.transcript is None:
        return RunOutput(None, None, None)
    path = suite_folder / run.transcript
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return RunOutput(None, None, None, f"transcript {run.transcript} is missing")
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        return RunOutput(None, None, path, f"transcript {run.transcript} is unreadable: {exc}")
    if not isinstance(data, dict):
        return RunOutput(None, None, path, f"transcript {run.transcript} is not an object")
    answer = _first_text(data, _ANSWER_KEYS)
    reasoning = _first_text(data, _REASONING_KEYS)
    if answer is None or reasoning is None:
        events = data.get("events")
        if isinstance(events, list):
            streamed, thought = _from_events(events)
            answer = answer if answer is not None else streamed
            reasoning = reasoning if reasoning is not None else thought
    return RunOutput(answer, reasoning or None, path)


def _first_text(data: dict[str, Any], keys: tuple[str, ...]) -> str | None:
    for key in keys:
        value = data.get(key)
        if isinstance(value, str):
            return value
    return None


def _from_events(events: list[Any]) -> tuple[str | None, str]:
    """Concatenate content and reasoning deltas of OpenAI-style chunks, in arrival order."""
    content: list[str] = []
    reasoning: list[str] = []
    seen_chunk = False
    for event in events:
        raw = event.get("data") if isinstance(event, dict) else event
        if isinstance(raw, str):
            if raw.strip() == "[DONE]":
                continue
            try:
                raw = json.loads(raw)
            except json.JSONDecodeError:
                continue
        if not isinstance(raw, dict):
            continue
        choices = raw.get("choices")
        if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
            continue
        seen_chunk = True
        delta = choices[0].get("delta") or {}
        if not isinstance(delta, dict):
            continue
        if isinstance(delta.get("content"), str):
            content.append(delta["content"])
        for key in ("reasoning_content", "reasoning"):
            if isinstance(delta.get(key), str):
                reasoning.append(delta[key])
                break
        else:
            for detail in delta.get("reasoning_details") or []:
                if isinstance(detail, dict) and isinstance(detail.get("text"), str):
                    reasoning.append(detail["text"])
    return ("".join(content) if seen_chunk else None), "".join(reasoning)
