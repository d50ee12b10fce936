"""One run of an HTTP lane: a streamed POST to ``{base_url}/chat/completions``.

Times are taken on the monotonic ``perf_counter`` clock, from just before the request is
sent; every SSE frame is written to the transcript with the offset of the read that
completed it. Retries (429, 5xx, connection failures) happen only before the first token
of any channel, honour Retry-After, and never outlast the run's ``timeout_s``.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import os
from collections.abc import Awaitable, Callable, Mapping
from email.utils import parsedate_to_datetime
from pathlib import Path
from time import perf_counter
from typing import Any

import httpx

from lumen_report.declare.suite import RunSpec
from lumen_report.harness.chat_stream import (
    Attempt,
    StreamState,
    Verdict,
    classify,
    result_fields,
)
from lumen_report.harness.outcomes import CODE_OF, Outcome
from lumen_report.harness.record import spec_fields, utc_now
from lumen_report.harness.redact import Redactor
from lumen_report.harness.sse import Frame, SSEEvent, SSEParser
from lumen_report.harness.transcript import Stage, TranscriptWriter, relative_transcript
from lumen_report.results.schema import RunResult

BACKOFF_BASE_S = 0.5
# After ``data: [DONE]`` nothing more can come: a server (or proxy) that then holds the
# response open is given this long to end it before the run stops reading, so the hold is
# not added to wall_s (it would add read_timeout_s, 60 s by default, to a finished run).
DONE_GRACE_S = 1.0
BACKOFF_MAX_S = 30.0
ERROR_BODY_LIMIT = 64 * 1024

Sleep = Callable[[float], Awaitable[object]]


def backoff_s(attempt: int) -> float:
    """Wait before retry number ``attempt`` (1-based) when the server gave no Retry-After."""
    return float(min(BACKOFF_MAX_S, BACKOFF_BASE_S * 2 ** (attempt - 1)))


def parse_retry_after(value: str | None, now: dt.datetime | None = None) -> float | None:
    """Seconds to wait from a Retry-After header: delta-seconds or an HTTP date."""
    if value is None:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=dt.UTC)
    return max(0.0, (when - (now or dt.datetime.now(dt.UTC))).total_seconds())


def request_body(spec: RunSpec) -> dict[str, Any]:
    """The JSON body: model, messages, the lane's params as given, and streaming with usage."""
    params = dict(spec.lane_decl.params)
    options = params.pop("stream_options", None)
    body: dict[str, Any] = {"model": spec.lane_decl.model, "messages": spec.messages, **params}
    body["stream"] = True
    body["stream_options"] = {**(options if isinstance(options, dict) else {}),
                              "include_usage": True}
    return body


def chat_url(spec: RunSpec) -> str:
    assert spec.provider is not None
    return spec.provider.base_url.rstrip("/") + "/chat/completions"


def final_error(verdict: Verdict, attempts: list[Attempt], note: str | None) -> str | None:
    """The run's one-line error: the last attempt's, with how many attempts it took."""
    if verdict.error is None:
        return None
    error = verdict.error
    if len(attempts) > 1:
        error += f" (after {len(attempts)} attempts)"
    if note:
        error += f"; {note}"
    return error


async def run_http(spec: RunSpec, *, client: httpx.AsyncClient, folder: Path,
                   redactor: Redactor, environ: Mapping[str, str] | None = None,
                   sleep: Sleep = asyncio.sleep, stage: Stage | None = None) -> RunResult:
    """Execute one HTTP run, stream its transcript to disk, and return its result.

    The finished transcript files are moved into place before this returns, or, with
    ``stage``, the writer is handed to it, finished but not closed, for whoever records the
    result to close and move into place (off the event loop, before the results file that
    records the run), so that the next request goes out without waiting for the disk.
    """
    env = os.environ if environ is None else environ
    provider = spec.provider
    assert provider is not None
    fields = spec_fields(spec) | {"started_at": utc_now()}
    key_env = provider.api_key_env
    key = env.get(key_env) if key_env else None
    if key_env and not key:
        return RunResult(**fields, exit_code=CODE_OF[Outcome.CONFIG], outcome=Outcome.CONFIG.value,
                         error=f"{key_env} is not set; no request sent", attempts=0)
    if key:
        redactor.add(key)
    url = chat_url(spec)
    body = request_body(spec)
    headers = {**provider.headers, "Accept": "text/event-stream"}
    if key:
        headers["Authorization"] = f"Bearer {key}"
    writer = TranscriptWriter(folder, spec.id, redactor)
    try:
        writer.record(type="run", id=spec.id, suite=spec.suite, started_at=fields["started_at"],
                      declaration_sha256=spec.declaration_sha256, clock="monotonic")
        attempts, verdict, note = await _attempts(spec, client, url, headers, body, writer,
                                                  redactor, sleep)
        error = final_error(verdict, attempts, note)
        measured = result_fields(attempts, verdict)
        writer.record(type="result", outcome=measured["outcome"],
                      exit_code=measured["exit_code"], error=error)
        if stage is None:
            await off_loop(writer.close)  # flushing and closing the files
            writer.commit()  # the renames, in the step that returns the result to be recorded
        else:
            stage(writer)  # closed and moved into place off the loop, by the recorder
    except BaseException:
        writer.abort()
        raise
    measured["error"] = redactor.scrub(error) if error else None
    return RunResult(**fields, **measured, transcript=relative_transcript(spec.id))


async def _attempts(spec: RunSpec, client: httpx.AsyncClient, url: str, headers: dict[str, str],
                    body: dict[str, Any], writer: TranscriptWriter, redactor: Redactor,
                    sleep: Sleep) -> tuple[list[Attempt], Verdict, str | None]:
    run_start = perf_counter()
    deadline = run_start + spec.timeout_s
    attempts: list[Attempt] = []
    note: str | None = None
    for number in range(1, spec.retries + 2):
        if number > 1:
            writer.restart_text()
        attempt = Attempt(number, state=StreamState())
        attempts.append(attempt)
        writer.record(type="request", attempt=number, at=round(perf_counter() - run_start, 6),
                      method="POST", url=url, headers=redactor.headers(headers), body=body)
        await _one_attempt(spec, client, url, headers, body, attempt, writer, redactor, deadline)
        writer.record(type="end", attempt=number, t=_round(attempt.wall_s),
                      ending=attempt.ending, detail=attempt.ending_detail,
                      other_fields=attempt.other_fields)
        verdict = classify(attempt, read_timeout_s=spec.read_timeout_s, timeout_s=spec.timeout_s)
        if not verdict.retryable or number > spec.retries or attempt.state.output_began:
            break
        wait = attempt.retry_after_s
        wait = backoff_s(number) if wait is None else wait
        if perf_counter() + wait >= deadline:
            note = f"no retry: waiting {wait:g} s would exceed timeout_s ({spec.timeout_s:g} s)"
            writer.record(type="retry_skipped", attempt=number, wait_s=wait, note=note)
            break
        writer.record(type="retry", attempt=number, wait_s=wait, reason=verdict.error)
        await sleep(wait)
    return attempts, verdict, note


async def off_loop(work: Callable[[], object]) -> None:
    """Run a transcript file operation in a thread, so creating and closing files (about a
    millisecond each on a busy disk) never holds up the other runs' requests and reads.

    If the run is cancelled meanwhile, the operation is still waited for before the
    cancellation goes on, so the writer is never touched from two threads at once.
    """
    done = asyncio.ensure_future(asyncio.to_thread(work))
    try:
        await asyncio.shield(done)
    except asyncio.CancelledError:
        while not done.done():
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.wait([done])
        if not done.cancelled():
            done.exception()  # retrieved: the cancellation is what goes on
        raise


def _round(value: float | None) -> float | None:
    return round(value, 6) if value is not None else None


async def _one_attempt(spec: RunSpec, client: httpx.AsyncClient, url: str,
                       headers: dict[str, str], body: dict[str, Any], attempt: Attempt,
                       writer: TranscriptWriter, redactor: Redactor, deadline: float) -> None:
    """Send one request and stream its answer; fills ``attempt`` whatever happens."""
    timeout = httpx.Timeout(connect=spec.connect_timeout_s, read=spec.read_timeout_s,
                            write=spec.read_timeout_s, pool=spec.timeout_s)
    state = attempt.state
    parser = SSEParser()
    feed = parser.feed
    on_event = state.event
    loop = asyncio.get_running_loop()

    write_raw = writer.raw

    # Text is gathered per network read and written once per read, not once per delta.
    answer: list[bytes] = []
    reasoning: list[bytes] = []
    state.on_content = answer.append
    state.on_reasoning = reasoning.append

    def handle(frames: list[Frame], t: float) -> bool:
        """Measure the frames that arrived at ``t``; True once reading should stop."""
        stop = False
        for frame in frames:
            if type(frame) is SSEEvent:
                on_event(frame[0], t, frame[1])
                if state.stop:
                    stop = True
                    break
        if answer:
            answer_sink(b"".join(answer))
            answer.clear()
        if reasoning:
            reasoning_sink(b"".join(reasoning))
            reasoning.clear()
        return stop

    # "Request sent" (SPEC section 4) is when the request headers start out on an open
    # connection: pool waits, DNS, connect and TLS are not the model's latency. httpcore's
    # trace hook marks that moment; until it fires (or if it never does) the start counts.
    marks: dict[str, float] = {}

    async def trace(event: str, info: dict[str, Any]) -> None:
        if event.endswith("send_request_headers.started"):
            marks.setdefault("sent", perf_counter())
        elif event.endswith("connect_tcp.started"):
            marks.setdefault("connect", perf_counter())

    done_at: float | None = None  # offset of the read that brought [DONE]
    held_open = False  # the response stayed open past DONE_GRACE_S after [DONE]
    t0 = started = perf_counter()
    # asyncio's deadline is on the loop clock (also monotonic); map ours onto it.
    loop_deadline = loop.time() + (deadline - started)
    try:
        async with asyncio.timeout_at(loop_deadline) as run_timeout, client.stream(
            "POST", url, json=body, headers=headers, timeout=timeout,
            extensions={"trace": trace},
        ) as response:
            t0 = marks.get("sent", started)
            attempt.status = response.status_code
            await off_loop(writer.open)
            answer_sink, reasoning_sink = writer.answer_sink, writer.reasoning_sink
            writer.record(type="response", attempt=attempt.number, t=_round(perf_counter() - t0),
                          status=response.status_code, http_version=response.http_version,
                          headers=redactor.headers(dict(response.headers)))
            if not 200 <= response.status_code < 300:
                attempt.ending = "http_error"
                attempt.retry_after_s = parse_retry_after(response.headers.get("retry-after"))
                raw = b""
                async for chunk in response.aiter_bytes():
                    raw += chunk
                    if len(raw) >= ERROR_BODY_LIMIT:
                        break
                attempt.body_text = raw[:ERROR_BODY_LIMIT].decode("utf-8", "replace")
                writer.record(type="body", attempt=attempt.number,
                              t=_round(perf_counter() - t0), text=attempt.body_text)
            else:
                async for chunk in response.aiter_bytes():
                    t = perf_counter() - t0
                    write_raw(t, chunk)
                    if handle(feed(chunk), t):
                        attempt.ending = "stopped"
                        break
                    if done_at is None and state.done_seen:
                        done_at = t
                        run_timeout.reschedule(min(loop_deadline, loop.time() + DONE_GRACE_S))
                else:
                    t = perf_counter() - t0
                    writer.eof(t)
                    stopped = handle(parser.close(), t)
                    attempt.ending = "stopped" if stopped else "eof"
    except TimeoutError:
        held_open = done_at is not None and loop.time() < loop_deadline
        if held_open:
            attempt.ending = "eof"  # finished at [DONE]; the server held the response open
            attempt.ending_detail = (f"the response stayed open {DONE_GRACE_S:g} s after "
                                     "[DONE]; reading stopped")
        else:
            attempt.ending = "total_timeout"
    except httpx.ConnectTimeout:
        attempt.ending = "connect_timeout"
    except httpx.TimeoutException:
        attempt.ending = "read_timeout"
    except httpx.ConnectError as exc:
        attempt.ending = "connect_failed"
        attempt.ending_detail = redactor.scrub(_describe(exc))
    except httpx.HTTPError as exc:
        attempt.ending = "reset"
        attempt.ending_detail = redactor.scrub(_describe(exc))
    t0 = marks.get("sent", started)
    attempt.wall_s = done_at if held_open else perf_counter() - t0
    attempt.other_fields = parser.other_fields
    if "sent" in marks:
        writer.record(type="sent", attempt=attempt.number,
                      after_s=_round(marks["sent"] - started),
                      connect_s=_round(marks["sent"] - marks["connect"])
                      if "connect" in marks else None)


def _describe(exc: BaseException) -> str:
    text = " ".join(str(exc).split()) or type(exc).__name__
    return f"{type(exc).__name__}: {text}"[:200]


__all__ = ["backoff_s", "chat_url", "parse_retry_after", "request_body", "run_http"]
