"""What one chat-completions stream said, event by event, and which exit-table row it ends in.

Pure: the live run (openai_chat.py) and ``rescore`` (from a stored transcript) feed the same
events with the same arrival offsets into :class:`StreamState` and classify the same
:class:`Attempt`, so a rescored result can only differ from the live one if the code changed.
Nothing here keeps the answer in memory: text goes to the sinks as it arrives.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from lumen_report.harness.outcomes import CODE_OF, Outcome

# How an attempt's byte stream ended (or why it never began).
Ending = Literal[
    "eof",             # the server closed the stream normally
    "stopped",         # we stopped reading: an error object or a malformed event
    "reset",           # connection reset / closed mid-response (transport)
    "connect_failed",  # refused, DNS, TLS: no response at all (transport)
    "connect_timeout",
    "read_timeout",    # no byte within read_timeout_s
    "total_timeout",   # the run exceeded timeout_s
    "http_error",      # a non-2xx status; the body was read for its message
]

Sink = Callable[[bytes], object]

# The C scanner behind json.loads, without its per-call wrapper: this runs once per event.
_scan_once = json.JSONDecoder().scan_once  # type: ignore[attr-defined]

THINK_OPEN, THINK_CLOSE = "<think>", "</think>"


def _paired(text: str) -> str:
    """A JSON string value holding surrogate escapes, as text UTF-8 can carry: each escaped
    pair becomes its character, a lone surrogate U+FFFD (a run never fails on one)."""
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def _partial_suffix(text: str, tag: str) -> int:
    """Length of the longest end of ``text`` that could begin ``tag`` (split across deltas)."""
    for size in range(min(len(tag) - 1, len(text)), 0, -1):
        if text.endswith(tag[:size]):
            return size
    return 0


class ThinkTracker:
    """Counts the bytes of reasoning written inline as ``<think>...</think>`` in content."""

    __slots__ = ("inline_bytes", "inside", "seen", "tail")

    def __init__(self) -> None:
        self.inside = False
        self.seen = False
        self.inline_bytes = 0
        self.tail = ""

    def feed(self, text: str) -> None:
        if not self.inside and not self.tail and "<" not in text:
            return
        text, self.tail = self.tail + text, ""
        pos = 0
        while True:
            tag = THINK_CLOSE if self.inside else THINK_OPEN
            found = text.find(tag, pos)
            if found < 0:
                keep = _partial_suffix(text[pos:], tag)
                if self.inside:
                    self.inline_bytes += len(text[pos : len(text) - keep].encode("utf-8"))
                self.tail = text[len(text) - keep :] if keep else ""
                return
            if self.inside:
                self.inline_bytes += len(text[pos:found].encode("utf-8"))
            self.inside = not self.inside
            self.seen = True
            pos = found + len(tag)

    def close(self) -> int | None:
        if self.inside and self.tail:
            self.inline_bytes += len(self.tail.encode("utf-8"))
        self.tail = ""
        return self.inline_bytes if self.seen else None


def _one_line(text: str, limit: int = 300) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def describe_error_object(error: Any) -> str:
    """One line from an OpenAI-style ``error`` value (object or string)."""
    if isinstance(error, dict):
        message = error.get("message") or error.get("error") or json.dumps(error)[:200]
        code = error.get("code") if error.get("code") is not None else error.get("type")
        suffix = f" (code {code})" if code is not None else ""
        return _one_line(f"{message}{suffix}")
    return _one_line(str(error))


def _int_or_none(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def usage_fields(usage: dict[str, Any]) -> dict[str, int | None]:
    """prompt/completion/reasoning tokens as reported; reasoning is part of completion."""
    details = usage.get("completion_tokens_details")
    reasoning = details.get("reasoning_tokens") if isinstance(details, dict) else None
    if reasoning is None:
        reasoning = usage.get("reasoning_tokens")
    return {
        "prompt_tokens": _int_or_none(usage.get("prompt_tokens")),
        "completion_tokens": _int_or_none(usage.get("completion_tokens")),
        "reasoning_tokens": _int_or_none(reasoning),
    }


class StreamState:
    """Everything measured from the data events of one attempt."""

    __slots__ = (
        "content_bytes", "data_events", "done_seen", "error", "finish_reason", "malformed",
        "on_content", "on_reasoning", "reasoning_bytes", "stop", "think", "ttfo", "ttft",
        "usage", "usage_seen",
    )

    def __init__(self, on_content: Sink | None = None, on_reasoning: Sink | None = None) -> None:
        self.on_content = on_content
        self.on_reasoning = on_reasoning
        self.content_bytes = 0
        self.reasoning_bytes = 0
        self.ttft: float | None = None
        self.ttfo: float | None = None
        self.finish_reason: str | None = None
        self.usage: dict[str, Any] | None = None
        self.usage_seen = False
        self.done_seen = False
        self.error: str | None = None
        self.malformed: str | None = None
        self.data_events = 0
        self.stop = False
        self.think = ThinkTracker()

    @property
    def output_began(self) -> bool:
        """Whether any token of any channel arrived: from then on a retry would re-bill."""
        return self.ttft is not None

    def event(self, data: str, t: float, name: str = "message") -> None:
        """One SSE data event arriving ``t`` seconds after its request was sent."""
        if name == "error" and data != "[DONE]":
            try:
                named: Any = json.loads(data)
            except ValueError:
                named = data
            if isinstance(named, dict) and "error" in named:
                named = named["error"]
            self.error = describe_error_object(named)
            self.stop = True
            return
        if data == "[DONE]":
            self.done_seen = True
            return
        try:
            obj, end = _scan_once(data, 0)
        except (StopIteration, ValueError):
            obj, end = None, -1
        if end != len(data):
            try:  # leading or trailing whitespace, or not JSON at all
                obj = json.loads(data)
            except ValueError:
                self._malformed(f"data event is not JSON: {data[:80]!r}")
                return
        if type(obj) is not dict:
            self._malformed(f"data event is not a JSON object: {data[:80]!r}")
            return
        self.data_events += 1
        error = obj.get("error")
        if error is not None:
            self.error = describe_error_object(error)
            self.stop = True
            return
        usage = obj.get("usage")
        if usage and type(usage) is dict:
            # Cumulative on some providers: the last non-null one wins, never a sum.
            self.usage = usage
            self.usage_seen = True
        choices = obj.get("choices")
        if not choices:
            return
        if type(choices) is not list or type(choices[0]) is not dict:
            self._malformed("choices is not a list of objects")
            return
        choice = choices[0]
        delta = choice.get("delta")
        if delta:
            if type(delta) is not dict:
                self._malformed("choices[0].delta is not an object")
                return
            content = delta.get("content")
            # Most deltas hold content alone: look for reasoning only when there is more.
            if content is None or len(delta) > 1:
                self._reasoning(delta, t)
            if content and type(content) is str:
                try:
                    raw = content.encode("utf-8")
                except UnicodeEncodeError:  # a surrogate escaped in the JSON ("\ud83d")
                    content = _paired(content)
                    raw = content.encode("utf-8")
                self.content_bytes += len(raw)
                if self.ttfo is None:
                    self.ttfo = t
                    if self.ttft is None:
                        self.ttft = t
                think = self.think
                if think.inside or think.tail or "<" in content:
                    think.feed(content)
                if self.on_content is not None:
                    self.on_content(raw)
        finish = choice.get("finish_reason")
        if finish:
            self.finish_reason = str(finish)
            if finish == "error":
                self.error = self.error or "the provider ended the stream with finish_reason error"

    def _reasoning(self, delta: dict[str, Any], t: float) -> None:
        reasoning = delta.get("reasoning_content") or delta.get("reasoning")
        if not reasoning:
            details = delta.get("reasoning_details")
            if details and type(details) is list:
                reasoning = "".join(
                    d["text"] for d in details if type(d) is dict and type(d.get("text")) is str
                )
        if reasoning and type(reasoning) is str:
            try:
                raw = reasoning.encode("utf-8")
            except UnicodeEncodeError:
                raw = _paired(reasoning).encode("utf-8")
            self.reasoning_bytes += len(raw)
            if self.ttft is None:
                self.ttft = t
            if self.on_reasoning is not None:
                self.on_reasoning(raw)

    def _malformed(self, why: str) -> None:
        self.malformed = why
        self.stop = True


@dataclass
class Attempt:
    """One HTTP request of a run and how it ended: what classify() needs, nothing else."""

    number: int
    status: int | None = None
    retry_after_s: float | None = None
    body_text: str | None = None
    ending: Ending = "eof"
    ending_detail: str | None = None
    wall_s: float | None = None
    other_fields: int = 0
    state: StreamState = field(default_factory=StreamState)


@dataclass(frozen=True)
class Verdict:
    outcome: Outcome
    error: str | None
    retryable: bool


_FINISH_OUTCOME = {"length": Outcome.TRUNCATED, "content_filter": Outcome.FILTERED}


def _body_message(attempt: Attempt) -> str:
    text = attempt.body_text or ""
    try:
        obj = json.loads(text)
    except ValueError:
        obj = None
    if isinstance(obj, dict) and obj.get("error") is not None:
        return describe_error_object(obj["error"])
    return _one_line(text, 200) if text.strip() else "no body"


def classify(attempt: Attempt, *, read_timeout_s: float, timeout_s: float) -> Verdict:
    """The exit-table row of an attempt, its one-line error, and whether a retry may follow."""
    state = attempt.state
    began = state.output_began
    ending = attempt.ending
    status = attempt.status
    if ending == "http_error" and status is not None:
        message = _body_message(attempt)
        if status in (401, 403):
            return Verdict(Outcome.AUTH, f"HTTP {status}: {message}", False)
        if status == 429:
            return Verdict(Outcome.RATE_LIMITED, f"HTTP 429: {message}", True)
        return Verdict(Outcome.PROVIDER_ERROR, f"HTTP {status}: {message}", status >= 500)
    if ending == "connect_failed":
        return Verdict(Outcome.TRANSPORT, f"connection failed: {attempt.ending_detail}", True)
    if ending == "connect_timeout":
        return Verdict(Outcome.TIMEOUT, "no connection within connect_timeout_s", True)
    if state.error is not None:
        return Verdict(Outcome.PROVIDER_ERROR, f"error in stream: {state.error}", False)
    if state.malformed is not None:
        return Verdict(Outcome.MALFORMED, f"malformed stream: {state.malformed}", False)
    finish = state.finish_reason
    if finish is None:
        if ending == "total_timeout":
            return Verdict(Outcome.TIMEOUT, f"the run exceeded timeout_s ({timeout_s:g} s)", False)
        if ending == "read_timeout":
            where = ("after the last byte" if attempt.status is not None
                     else "waiting for a response")
            return Verdict(Outcome.TIMEOUT, f"no byte within read_timeout_s ({read_timeout_s:g} s) "
                                            f"{where}", False)
        if state.data_events == 0 and attempt.other_fields:
            return Verdict(Outcome.MALFORMED, "malformed stream: the body is not server-sent "
                                              "events", False)
        what = "reset" if ending == "reset" else "closed"
        detail = f" ({attempt.ending_detail})" if attempt.ending_detail else ""
        return Verdict(Outcome.TRANSPORT,
                       f"stream {what} before a finish_reason{detail}, after "
                       f"{state.content_bytes} content and {state.reasoning_bytes} reasoning "
                       "bytes", not began)
    special = _FINISH_OUTCOME.get(finish)
    if special is Outcome.TRUNCATED:
        return Verdict(special, f"finish_reason length: completion ceiling hit after "
                                f"{state.content_bytes} content and {state.reasoning_bytes} "
                                "reasoning bytes", False)
    if special is not None:
        return Verdict(special, f"finish_reason {finish}", False)
    if state.content_bytes == 0:
        return Verdict(Outcome.EMPTY, f"finish_reason {finish} with zero content bytes", False)
    return Verdict(Outcome.OK, None, False)


__all__ = [
    "Attempt",
    "Ending",
    "StreamState",
    "ThinkTracker",
    "Verdict",
    "classify",
    "describe_error_object",
    "result_fields",
    "usage_fields",
]


def result_fields(attempts: list[Attempt], verdict: Verdict) -> dict[str, Any]:
    """The measured RunResult fields of an HTTP run from its attempts (the last one counts)."""
    last = attempts[-1]
    state = last.state
    sent = last.ending not in ("connect_failed", "connect_timeout")
    return {
        "exit_code": CODE_OF[verdict.outcome],
        "outcome": verdict.outcome.value,
        "error": verdict.error,
        "finish_reason": state.finish_reason,
        "http_status": last.status,
        "attempts": len(attempts),
        "wall_s": round(last.wall_s, 6) if last.wall_s is not None and sent else None,
        "ttft_s": round(state.ttft, 6) if state.ttft is not None else None,
        "ttfo_s": round(state.ttfo, 6) if state.ttfo is not None else None,
        "output_bytes": state.content_bytes,
        "reasoning_bytes": state.reasoning_bytes,
        "usage": usage_fields(state.usage) if state.usage is not None else None,
        "done_seen": state.done_seen if last.status is not None else None,
        "usage_seen": state.usage_seen if last.status is not None else None,
        "think_inline_bytes": state.think.close(),
    }
