"""Every exit-table row, produced by a real fault over real loopback sockets."""

from __future__ import annotations

import contextlib
import email.utils
import json
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from harness_helpers import KEY_ENV, SENTINEL, SLEPT, run_model
from scripted_server import ScriptedServer, Wire, usage_chunk

from lumen_report.harness.outcomes import CODE_OF, Outcome
from lumen_report.results.schema import RunResult


def answer_of(tmp_path: Path, run: RunResult) -> bytes:
    assert run.transcript is not None
    path = tmp_path / "runs" / "s" / run.transcript
    return path.with_name(path.name.replace(".jsonl", ".answer.txt")).read_bytes()


def reasoning_of(tmp_path: Path, run: RunResult) -> bytes:
    assert run.transcript is not None
    path = tmp_path / "runs" / "s" / run.transcript
    return path.with_name(path.name.replace(".jsonl", ".reasoning.txt")).read_bytes()


def assert_row(run: RunResult, outcome: Outcome) -> None:
    assert (run.outcome, run.exit_code) == (outcome.value, CODE_OF[outcome]), run.error
    if outcome is Outcome.OK:
        assert run.error is None
    else:
        assert run.error and "\n" not in run.error


async def ok_stream(wire: Wire) -> None:
    await wire.head()
    await wire.send(b": OPENROUTER PROCESSING\n\n")
    await wire.delta(reasoning="Let me think. ")
    await wire.delta(reasoning="Done thinking.")
    await wire.delta(content="Hello, ")
    await wire.delta(content="wörld ✓")
    await wire.delta(finish="stop")
    await wire.event(usage_chunk(12, 40, 30))
    await wire.done()


def test_ok(server: ScriptedServer, tmp_path: Path) -> None:
    server.add("m", ok_stream)
    run = run_model(server, tmp_path, "m")
    assert_row(run, Outcome.OK)
    assert answer_of(tmp_path, run) == "Hello, wörld ✓".encode()
    assert reasoning_of(tmp_path, run) == b"Let me think. Done thinking."
    assert run.output_bytes == len("Hello, wörld ✓".encode())
    assert run.reasoning_bytes == len(b"Let me think. Done thinking.")
    assert run.finish_reason == "stop" and run.http_status == 200 and run.attempts == 1
    assert run.usage is not None
    assert (run.usage.prompt_tokens, run.usage.completion_tokens,
            run.usage.reasoning_tokens) == (12, 40, 30)
    assert run.done_seen is True and run.usage_seen is True
    assert run.ttft_s is not None and run.ttfo_s is not None and run.wall_s is not None
    assert 0 < run.ttft_s <= run.ttfo_s <= run.wall_s
    (request,) = server.requests
    assert request.path == "/v1/chat/completions"
    assert request.headers["authorization"] == f"Bearer {SENTINEL}"
    assert request.body["stream"] is True
    assert request.body["stream_options"] == {"include_usage": True}
    assert request.body["max_tokens"] == 64
    assert request.body["messages"] == [{"role": "user", "content": "Say hi"}]


def test_config_when_key_unset_sends_nothing(server: ScriptedServer, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    server.add("m", ok_stream)
    monkeypatch.delenv(KEY_ENV)
    run = run_model(server, tmp_path, "m")
    assert_row(run, Outcome.CONFIG)
    assert KEY_ENV in (run.error or "")
    assert server.requests == [] and run.attempts == 0 and run.transcript is None


@pytest.mark.parametrize("status", [401, 403])
def test_auth(server: ScriptedServer, tmp_path: Path, status: int) -> None:
    async def denied(wire: Wire) -> None:
        await wire.respond(status, {"error": {"message": "invalid api key", "code": status}})

    server.add("m", denied)
    run = run_model(server, tmp_path, "m", retries=3)
    assert_row(run, Outcome.AUTH)
    assert run.http_status == status and run.attempts == 1
    assert "invalid api key" in (run.error or "")


def test_rate_limited_after_retries_honours_retry_after(server: ScriptedServer,
                                                         tmp_path: Path) -> None:
    async def limited(wire: Wire) -> None:
        await wire.respond(429, {"error": {"message": "slow down"}}, {"Retry-After": "2"})

    server.add("m", limited)
    SLEPT.clear()
    run = run_model(server, tmp_path, "m", retries=2)
    assert_row(run, Outcome.RATE_LIMITED)
    assert run.attempts == 3 == server.attempts("m")
    assert SLEPT == [2.0, 2.0]
    assert "after 3 attempts" in (run.error or "")


def test_429_then_success_with_http_date(server: ScriptedServer, tmp_path: Path) -> None:
    async def once_limited(wire: Wire) -> None:
        if wire.attempt == 1:
            when = email.utils.formatdate(time.time() + 3, usegmt=True)
            await wire.respond(429, {"error": {"message": "later"}}, {"Retry-After": when})
        else:
            await ok_stream(wire)

    server.add("m", once_limited)
    SLEPT.clear()
    run = run_model(server, tmp_path, "m", retries=2)
    assert_row(run, Outcome.OK)
    assert run.attempts == 2
    assert len(SLEPT) == 1 and 1.0 < SLEPT[0] <= 3.0
    assert answer_of(tmp_path, run) == "Hello, wörld ✓".encode()
    log = tmp_path / "runs" / "s" / (run.transcript or "")
    records = [json.loads(line) for line in log.read_text().splitlines()]
    assert [r["status"] for r in records if r.get("type") == "response"] == [429, 200]
    assert [r["type"] for r in records if r.get("type") in ("retry",)] == ["retry"]


def test_retry_after_longer_than_the_run_is_not_waited(server: ScriptedServer,
                                                       tmp_path: Path) -> None:
    async def limited(wire: Wire) -> None:
        await wire.respond(429, {"error": {"message": "quota"}}, {"Retry-After": "3600"})

    server.add("m", limited)
    run = run_model(server, tmp_path, "m", retries=2)
    assert_row(run, Outcome.RATE_LIMITED)
    assert run.attempts == 1 and "exceed timeout_s" in (run.error or "")


def test_5xx_is_retried_then_provider_error(server: ScriptedServer, tmp_path: Path) -> None:
    async def broken(wire: Wire) -> None:
        await wire.respond(503, {"error": {"message": "overloaded"}}, {"Retry-After": "0"})

    server.add("m", broken)
    run = run_model(server, tmp_path, "m", retries=1)
    assert_row(run, Outcome.PROVIDER_ERROR)
    assert run.http_status == 503 and run.attempts == 2
    assert "HTTP 503: overloaded" in (run.error or "")


def test_4xx_is_not_retried(server: ScriptedServer, tmp_path: Path) -> None:
    async def bad(wire: Wire) -> None:
        await wire.respond(400, b"max_tokens too large")

    server.add("m", bad)
    run = run_model(server, tmp_path, "m", retries=3)
    assert_row(run, Outcome.PROVIDER_ERROR)
    assert run.attempts == 1 and "max_tokens too large" in (run.error or "")


@pytest.mark.parametrize("finish", [True, False])
def test_error_object_mid_stream(server: ScriptedServer, tmp_path: Path, finish: bool) -> None:
    async def fails(wire: Wire) -> None:
        await wire.head()
        await wire.delta(content="partial ")
        error = {"error": {"message": "upstream died", "code": 502}}
        if finish:
            error["choices"] = [{"index": 0, "delta": {}, "finish_reason": "error"}]
        await wire.event(error)
        await wire.done()

    server.add("m", fails)
    run = run_model(server, tmp_path, "m", retries=2)
    assert_row(run, Outcome.PROVIDER_ERROR)
    assert "upstream died" in (run.error or "") and run.attempts == 1
    assert answer_of(tmp_path, run) == b"partial "


def test_connection_refused_is_transport(server: ScriptedServer, tmp_path: Path) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    run = run_model(server, tmp_path, "m", retries=1, base_url=f"http://127.0.0.1:{port}/v1")
    assert_row(run, Outcome.TRANSPORT)
    assert run.attempts == 2 and run.http_status is None and run.wall_s is None


def test_reset_mid_stream_is_transport_and_not_retried(server: ScriptedServer,
                                                       tmp_path: Path) -> None:
    async def resets(wire: Wire) -> None:
        await wire.head()
        await wire.delta(content="abc")
        await wire.sleep(0.05)
        wire.reset()

    server.add("m", resets)
    run = run_model(server, tmp_path, "m", retries=3)
    assert_row(run, Outcome.TRANSPORT)
    assert run.attempts == 1 == server.attempts("m")
    assert run.output_bytes == 3 and answer_of(tmp_path, run) == b"abc"


def test_reset_before_any_byte_is_retried(server: ScriptedServer, tmp_path: Path) -> None:
    async def flaky(wire: Wire) -> None:
        if wire.attempt == 1:
            wire.reset()
        else:
            await ok_stream(wire)

    server.add("m", flaky)
    run = run_model(server, tmp_path, "m", retries=1)
    assert_row(run, Outcome.OK)
    assert run.attempts == 2


def test_eof_without_finish_reason_is_transport_even_after_content(
        server: ScriptedServer, tmp_path: Path) -> None:
    async def cut(wire: Wire) -> None:
        await wire.head()
        await wire.delta(content="half an answer")

    server.add("m", cut)
    run = run_model(server, tmp_path, "m", retries=2)
    assert_row(run, Outcome.TRANSPORT)
    assert run.attempts == 1 and run.done_seen is False
    assert "before a finish_reason" in (run.error or "")


def test_eof_without_done_after_finish_reason_is_recorded(server: ScriptedServer,
                                                          tmp_path: Path) -> None:
    async def no_done(wire: Wire) -> None:
        await wire.head()
        await wire.delta(content="fine")
        await wire.delta(finish="stop")

    server.add("m", no_done)
    run = run_model(server, tmp_path, "m")
    assert_row(run, Outcome.OK)
    assert run.done_seen is False and run.usage_seen is False and run.usage is None


def test_reasoning_only_until_length_is_truncated(server: ScriptedServer,
                                                  tmp_path: Path) -> None:
    async def deliberates(wire: Wire) -> None:
        await wire.head()
        for _ in range(50):
            await wire.delta(reasoning="hmm ", key="reasoning")
        await wire.delta(finish="length")
        await wire.event(usage_chunk(10, 64, 64))
        await wire.done()

    server.add("m", deliberates)
    run = run_model(server, tmp_path, "m")
    assert_row(run, Outcome.TRUNCATED)
    assert run.output_bytes == 0 and run.reasoning_bytes == 200 and run.ttfo_s is None
    assert run.ttft_s is not None
    assert run.usage is not None and run.usage.reasoning_tokens == 64


def test_filtered(server: ScriptedServer, tmp_path: Path) -> None:
    async def filtered(wire: Wire) -> None:
        await wire.head()
        await wire.delta(content="I can")
        await wire.delta(finish="content_filter")
        await wire.done()

    server.add("m", filtered)
    assert_row(run_model(server, tmp_path, "m"), Outcome.FILTERED)


def test_stall_past_read_timeout(server: ScriptedServer, tmp_path: Path) -> None:
    async def stalls(wire: Wire) -> None:
        await wire.head()
        await wire.delta(content="start")
        await wire.sleep(3)

    server.add("m", stalls)
    started = time.perf_counter()
    run = run_model(server, tmp_path, "m", read_timeout_s=0.3, retries=2)
    assert time.perf_counter() - started < 2.5
    assert_row(run, Outcome.TIMEOUT)
    assert "read_timeout_s" in (run.error or "") and run.attempts == 1
    assert run.wall_s is not None and 0.3 <= run.wall_s < 1.0


def test_total_timeout_while_streaming(server: ScriptedServer, tmp_path: Path) -> None:
    async def trickles(wire: Wire) -> None:
        await wire.head()
        for _ in range(100):
            await wire.send(b": keep-alive\n\n")
            await wire.sleep(0.05)

    server.add("m", trickles)
    run = run_model(server, tmp_path, "m", timeout_s=0.5, read_timeout_s=1)
    assert_row(run, Outcome.TIMEOUT)
    assert "timeout_s" in (run.error or "")
    assert run.wall_s is not None and 0.45 <= run.wall_s < 1.0  # from request sent


@pytest.fixture
def unaccepting_port() -> Iterator[int]:
    """A listener whose accept queue is full, so a new connection never completes."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(0)
    port = listener.getsockname()[1]
    fillers = []
    for _ in range(4):
        filler = socket.socket()
        filler.setblocking(False)
        with contextlib.suppress(BlockingIOError):
            filler.connect(("127.0.0.1", port))
        fillers.append(filler)
    time.sleep(0.1)
    yield port
    for filler in fillers:
        filler.close()
    listener.close()


def test_connect_timeout(server: ScriptedServer, tmp_path: Path, unaccepting_port: int) -> None:
    run = run_model(server, tmp_path, "m", connect_timeout_s=0.3,
                    base_url=f"http://127.0.0.1:{unaccepting_port}/v1")
    assert_row(run, Outcome.TIMEOUT)
    assert "connect_timeout_s" in (run.error or "")


def test_empty(server: ScriptedServer, tmp_path: Path) -> None:
    async def silent(wire: Wire) -> None:
        await wire.head()
        await wire.delta(content="")
        await wire.delta(finish="stop")
        await wire.done()

    server.add("m", silent)
    run = run_model(server, tmp_path, "m")
    assert_row(run, Outcome.EMPTY)
    assert run.output_bytes == 0


def test_malformed_data_event(server: ScriptedServer, tmp_path: Path) -> None:
    async def garbage(wire: Wire) -> None:
        await wire.head()
        await wire.delta(content="ok so far")
        await wire.send(b"data: {not json\n\n")
        await wire.done()

    server.add("m", garbage)
    run = run_model(server, tmp_path, "m")
    assert_row(run, Outcome.MALFORMED)


def test_malformed_html_body(server: ScriptedServer, tmp_path: Path) -> None:
    async def html(wire: Wire) -> None:
        await wire.head(200, {"Content-Type": "text/html"})
        await wire.send(b"<html>\n<body>Gateway says hi</body>\n</html>\n")

    server.add("m", html)
    assert_row(run_model(server, tmp_path, "m"), Outcome.MALFORMED)


def test_keep_alive_comments_and_crlf(server: ScriptedServer, tmp_path: Path) -> None:
    async def chatty(wire: Wire) -> None:
        await wire.head()
        for _ in range(5):
            await wire.send(b": keep-alive\r\n\r\n")
            await wire.sleep(0.01)
        await wire.send(b":\r\n\r\ndata:" + json.dumps(
            {"choices": [{"delta": {"content": "ab"}, "finish_reason": None}]}).encode()
            + b"\r\n\r\n")
        await wire.delta(finish="stop")
        await wire.send(b"data: [DONE]")

    server.add("m", chatty)
    run = run_model(server, tmp_path, "m")
    assert_row(run, Outcome.OK)
    assert run.output_bytes == 2 and run.done_seen is True


def test_multibyte_character_split_across_tcp_writes(server: ScriptedServer,
                                                     tmp_path: Path) -> None:
    text = "naïve 😀 €"
    event = b"data: " + json.dumps({"choices": [{"delta": {"content": text}}]},
                                   ensure_ascii=False).encode() + b"\n\n"
    cut = event.index("😀".encode()) + 2

    async def split(wire: Wire) -> None:
        await wire.head()
        await wire.send(event[:cut])
        await wire.sleep(0.05)
        await wire.send(event[cut:])
        await wire.delta(finish="stop")
        await wire.done()

    server.add("m", split)
    run = run_model(server, tmp_path, "m")
    assert_row(run, Outcome.OK)
    assert answer_of(tmp_path, run) == text.encode()


def test_usage_is_the_last_non_null_never_summed(server: ScriptedServer,
                                                 tmp_path: Path) -> None:
    async def cumulative(wire: Wire) -> None:
        await wire.head()
        for index in range(1, 4):
            event = {"choices": [{"delta": {"content": "x"}, "finish_reason": None}],
                     "usage": {"prompt_tokens": 5, "completion_tokens": index}}
            await wire.event(event)
        await wire.delta(finish="stop")
        await wire.event(usage_chunk(5, 3, 0))
        await wire.event({"choices": [], "usage": None})
        await wire.done()

    server.add("m", cumulative)
    run = run_model(server, tmp_path, "m")
    assert run.usage is not None
    assert (run.usage.completion_tokens, run.usage.reasoning_tokens) == (3, 0)


@pytest.mark.parametrize("key", ["reasoning_content", "reasoning", "reasoning_details"])
def test_every_reasoning_channel(server: ScriptedServer, tmp_path: Path, key: str) -> None:
    async def thinks(wire: Wire) -> None:
        await wire.head()
        if key == "reasoning_details":
            await wire.event({"choices": [{"delta": {"reasoning_details": [
                {"type": "reasoning.text", "text": "déjà "}, {"type": "reasoning.text",
                                                             "text": "vu"}]}}]})
        else:
            await wire.delta(reasoning="déjà vu", key=key)
        await wire.delta(content="A")
        await wire.delta(finish="stop")
        await wire.done()

    server.add("m", thinks)
    run = run_model(server, tmp_path, "m")
    assert reasoning_of(tmp_path, run) == "déjà vu".encode()
    assert run.output_bytes == 1


def test_inline_think_is_kept_in_content_and_counted(server: ScriptedServer,
                                                     tmp_path: Path) -> None:
    async def inline(wire: Wire) -> None:
        await wire.head()
        for piece in ["<thi", "nk>abc", "dé</th", "ink>", "Answer"]:
            await wire.delta(content=piece)
        await wire.delta(finish="stop")
        await wire.done()

    server.add("m", inline)
    run = run_model(server, tmp_path, "m")
    assert answer_of(tmp_path, run) == "<think>abcdé</think>Answer".encode()
    assert run.think_inline_bytes == len("abcdé".encode())


def test_one_hundred_thousand_chunks(server: ScriptedServer, tmp_path: Path) -> None:
    async def many(wire: Wire) -> None:
        from scripted_server import flood

        await flood(wire, 100_000)

    server.add("m", many)
    run = run_model(server, tmp_path, "m", timeout_s=60)
    assert_row(run, Outcome.OK)
    assert run.output_bytes == 4 * 100_000
    assert run.usage is not None and run.usage.completion_tokens == 100_000


def test_key_echoed_by_provider_is_redacted(server: ScriptedServer, tmp_path: Path) -> None:
    from scripted_server import echo_auth

    server.add("m", echo_auth)
    run = run_model(server, tmp_path, "m")
    assert_row(run, Outcome.AUTH)
    assert SENTINEL not in (run.error or "") and "[redacted]" in (run.error or "")
    for path in (tmp_path / "runs").rglob("*"):
        if path.is_file():
            assert SENTINEL.encode() not in path.read_bytes(), path


def test_ttft_counts_reasoning_and_ttfo_waits_for_the_answer(server: ScriptedServer,
                                                             tmp_path: Path) -> None:
    async def paced(wire: Wire) -> None:
        await wire.head()
        await wire.send(b": keep-alive\n\n")  # a comment is not a token
        await wire.sleep(0.2)
        await wire.delta(reasoning="think")
        await wire.sleep(0.2)
        await wire.delta(content="answer")
        await wire.sleep(0.1)
        await wire.delta(finish="stop")
        await wire.done()

    server.add("m", paced)
    run = run_model(server, tmp_path, "m")
    assert run.ttft_s is not None and run.ttfo_s is not None and run.wall_s is not None
    # ttft is the reasoning delta's (0.2 s), ttfo the answer's (0.4 s); the upper bounds
    # leave room for a loaded machine without letting either pass for the other
    assert 0.2 <= run.ttft_s < 0.38
    assert 0.4 <= run.ttfo_s < 0.58
    assert run.ttfo_s - run.ttft_s >= 0.15
    assert 0.5 <= run.wall_s < 0.8


async def escaped_surrogates(wire: Wire) -> None:
    await wire.head()
    await wire.send(b'data: {"choices":[{"delta":{"reasoning_content":"\\ud83e\\udd14 "}}]}\n\n')
    await wire.send(b'data: {"choices":[{"delta":{"content":"\\ud83d\\ude00 a"}}]}\n\n')
    await wire.send(b'data: {"choices":[{"delta":{"content":" lone \\ud83d"}}]}\n\n')
    await wire.delta(finish="stop")
    await wire.done()


def test_surrogates_escaped_in_json_are_paired_or_replaced(server: ScriptedServer,
                                                         tmp_path: Path) -> None:
    server.add("m", escaped_surrogates)
    run = run_model(server, tmp_path, "m")
    assert_row(run, Outcome.OK)
    answer = "\N{GRINNING FACE} a lone \ufffd".encode()
    assert answer_of(tmp_path, run) == answer and run.output_bytes == len(answer)
    assert reasoning_of(tmp_path, run) == "\N{THINKING FACE} ".encode()


def test_a_placeholder_key_leaves_the_answer_byte_exact(server: ScriptedServer, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    # Local servers take any key: the README's Ollama example sets OLLAMA_API_KEY=unused.
    monkeypatch.setenv(KEY_ENV, "unused")
    text = "Remove the unused import; unused variables stay."

    async def answer(wire: Wire) -> None:
        await wire.head()
        await wire.delta(content=text)
        await wire.delta(finish="stop")
        await wire.done()

    server.add("m", answer)
    run = run_model(server, tmp_path, "m")
    assert_row(run, Outcome.OK)
    assert answer_of(tmp_path, run) == text.encode()
    assert run.output_bytes == len(text.encode())
    assert server.requests[0].headers["authorization"] == "Bearer unused"
    assert run.transcript is not None
    log = (tmp_path / "runs" / "s" / run.transcript).read_text()
    assert "Bearer unused" not in log and '"Authorization": "[redacted]"' in log


def test_a_response_held_open_after_done_is_not_counted_in_wall_s(server: ScriptedServer,
                                                                  tmp_path: Path) -> None:
    from lumen_report.harness.openai_chat import DONE_GRACE_S
    from lumen_report.harness.rescore import rescore_run

    async def held(wire: Wire) -> None:
        await wire.head(keep_alive=True)
        await wire.delta(content="done")
        await wire.delta(finish="stop")
        await wire.done()
        await wire.sleep(4)  # [DONE] sent, the chunked body never ended

    server.add("m", held)
    started = time.monotonic()
    run = run_model(server, tmp_path, "m", read_timeout_s=3)
    assert_row(run, Outcome.OK)
    assert run.wall_s is not None and run.wall_s < 0.5  # not the 3 s read timeout
    assert time.monotonic() - started < DONE_GRACE_S + 1.5  # and the run moved on
    assert answer_of(tmp_path, run) == b"done" and run.done_seen is True
    assert run.transcript is not None
    log = (tmp_path / "runs" / "s" / run.transcript).read_text()
    assert "stayed open" in log
    again = rescore_run(run, tmp_path / "runs" / "s", read_timeout_s=3, timeout_s=10)
    assert again == run
