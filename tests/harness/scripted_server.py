"""A scripted OpenAI-style server on loopback, speaking raw HTTP/1.1 over real sockets.

Each scenario is an async function of a :class:`Wire`, chosen by the request's ``model``,
so a test decides byte by byte what goes on the wire: status lines, SSE events, TCP writes
split mid-character, stalls, resets (RST), EOF without ``[DONE]``. The server runs its own
event loop on a thread (like httpx's test server) or, for benchmarks, in its own process
(``python scripted_server.py``) so it does not compete with the client for the GIL.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import socket
import struct
import sys
import threading
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

Scenario = Callable[["Wire"], Awaitable[None]]


@dataclass
class Request:
    method: str
    path: str
    headers: dict[str, str]
    body: dict[str, Any]


class Wire:
    """What a scenario can do to the connection."""

    def __init__(self, writer: asyncio.StreamWriter, request: Request, attempt: int) -> None:
        self.writer = writer
        self.request = request
        self.attempt = attempt  # 1 for the first request of this model, 2 for the next, ...
        self.received = time.perf_counter()  # the whole request has arrived
        self.chunked = False  # body framed with Transfer-Encoding: chunked (keep-alive)
        self.keep_alive = False

    async def send(self, data: bytes) -> None:
        """One TCP write (one chunk of a chunked body), flushed before returning."""
        if self.chunked and data:
            data = b"%x\r\n%s\r\n" % (len(data), data)
        self.writer.write(data)
        await self.writer.drain()

    async def finish(self) -> bool:
        """End the response; True when the connection stays open for another request."""
        if self.chunked:
            self.writer.write(b"0\r\n\r\n")
            await self.writer.drain()
        return self.keep_alive

    async def head(self, status: int = 200, headers: dict[str, str] | None = None,
                   *, stream: bool = True, keep_alive: bool = False) -> None:
        """Status line and headers. ``keep_alive`` streams a chunked body, as providers do,
        and keeps the connection for the client's pool; otherwise the body ends at close."""
        lines = [f"HTTP/1.1 {status} X"]
        base = {"Content-Type": "text/event-stream", "Cache-Control": "no-cache",
                "Connection": "close"} if stream else {"Connection": "close"}
        if keep_alive and stream:
            base["Connection"] = "keep-alive"
            base["Transfer-Encoding"] = "chunked"
        for name, value in {**base, **(headers or {})}.items():
            lines.append(f"{name}: {value}")
        await self.send(("\r\n".join(lines) + "\r\n\r\n").encode())
        self.chunked = self.keep_alive = keep_alive and stream

    async def respond(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
        raw = body if isinstance(body, bytes) else json.dumps(body).encode()
        await self.head(status, {"Content-Type": "application/json",
                                 "Content-Length": str(len(raw)), **(headers or {})},
                        stream=False)
        await self.send(raw)

    async def event(self, obj: Any) -> None:
        await self.send(b"data: " + json.dumps(obj).encode() + b"\n\n")

    async def delta(self, content: str | None = None, reasoning: str | None = None,
                    finish: str | None = None, key: str = "reasoning_content") -> None:
        await self.event(chunk(content, reasoning, finish, key))

    async def done(self) -> None:
        await self.send(b"data: [DONE]\n\n")

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(seconds)

    def reset(self) -> None:
        """Abort with a TCP RST (SO_LINGER 0), as a crashed proxy does."""
        sock = self.writer.get_extra_info("socket")
        if sock is not None:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.writer.transport.abort()


def chunk(content: str | None = None, reasoning: str | None = None, finish: str | None = None,
          key: str = "reasoning_content", usage: dict[str, Any] | None = None) -> dict[str, Any]:
    delta: dict[str, Any] = {}
    if content is not None:
        delta["content"] = content
    if reasoning is not None:
        delta[key] = reasoning
    return {"id": "c", "object": "chat.completion.chunk",
            "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
            "usage": usage}


def usage_chunk(prompt: int, completion: int, reasoning: int | None = None) -> dict[str, Any]:
    usage: dict[str, Any] = {"prompt_tokens": prompt, "completion_tokens": completion,
                             "total_tokens": prompt + completion}
    if reasoning is not None:
        usage["completion_tokens_details"] = {"reasoning_tokens": reasoning}
    return {"id": "c", "object": "chat.completion.chunk", "choices": [], "usage": usage}


@dataclass
class ScriptedServer:
    scenarios: dict[str, Scenario] = field(default_factory=dict)
    requests: list[Request] = field(default_factory=list)
    host: str = "127.0.0.1"
    port: int = 0
    _attempts: Counter[str] = field(default_factory=Counter)
    _writers: list[asyncio.StreamWriter] = field(default_factory=list)
    _loop: asyncio.AbstractEventLoop | None = None
    _server: asyncio.Server | None = None
    _thread: threading.Thread | None = None

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}/v1"

    def add(self, model: str, scenario: Scenario) -> None:
        self.scenarios[model] = scenario

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self._writers.append(writer)
        sock = writer.get_extra_info("socket")
        if sock is not None:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        try:
            while True:  # keep-alive: one connection may carry many requests
                try:
                    head = await reader.readuntil(b"\r\n\r\n")
                except asyncio.IncompleteReadError:
                    break
                lines = head.decode("latin-1").split("\r\n")
                method, path, _ = lines[0].split(" ", 2)
                headers = {}
                for line in lines[1:]:
                    if ":" in line:
                        name, value = line.split(":", 1)
                        headers[name.strip().lower()] = value.strip()
                raw = await reader.readexactly(int(headers.get("content-length", "0")))
                body = json.loads(raw) if raw else {}
                request = Request(method, path, headers, body)
                self.requests.append(request)
                model = str(body.get("model", ""))
                self._attempts[model] += 1
                scenario = self.scenarios.get(model)
                wire = Wire(writer, request, self._attempts[model])
                if scenario is None:
                    await wire.respond(404, {"error": {"message": f"no scenario {model!r}"}})
                else:
                    await scenario(wire)
                if writer.transport.is_closing():
                    return
                if not await wire.finish():
                    break
            if not writer.transport.is_closing():
                writer.close()
        except (ConnectionError, asyncio.IncompleteReadError):
            pass
        except asyncio.CancelledError:
            # Shutting down with the connection still open. Ending normally, not cancelled:
            # on Python 3.11 asyncio's stream callback logs a cancelled handler as an error.
            writer.transport.abort()

    def start(self) -> ScriptedServer:
        ready = threading.Event()

        def serve() -> None:
            loop = asyncio.new_event_loop()
            self._loop = loop
            self._server = loop.run_until_complete(
                asyncio.start_server(self._handle, self.host, self.port, backlog=512))
            self.port = self._server.sockets[0].getsockname()[1]
            ready.set()
            loop.run_forever()
            loop.close()

        self._thread = threading.Thread(target=serve, daemon=True)
        self._thread.start()
        ready.wait(5)
        return self

    async def _shutdown(self) -> None:
        """Close the listener and every connection, so no transport outlives the loop."""
        if self._server is not None:
            self._server.close()
        current = asyncio.current_task()
        handlers = [t for t in asyncio.all_tasks() if t is not current]
        for task in handlers:
            task.cancel()
        await asyncio.gather(*handlers, return_exceptions=True)
        for writer in self._writers:
            writer.transport.abort()
        for _ in range(3):
            await asyncio.sleep(0)

    def stop(self) -> None:
        if self._loop is not None and self._loop.is_running():
            future = asyncio.run_coroutine_threadsafe(self._shutdown(), self._loop)
            with contextlib.suppress(Exception):
                future.result(5)
            self._loop.call_soon_threadsafe(self._loop.stop)
        if self._thread is not None:
            self._thread.join(5)

    @property
    def connections(self) -> int:
        return len(self._writers)

    def attempts(self, model: str) -> int:
        return self._attempts[model]


# Scenarios the benchmarks (and the subprocess tests) use, by model name.

async def flood(wire: Wire, count: int = 50_000) -> None:
    """``count`` one-token chunks, written in batches as fast as the socket takes them."""
    await wire.head(keep_alive=True)
    token = b'data: {"id":"c","object":"chat.completion.chunk","choices":[{"index":0,"delta":' \
            b'{"content":"tok "},"finish_reason":null}],"usage":null}\n\n'
    batch = token * 500
    for _ in range(count // 500):
        await wire.send(batch)
    await wire.send(token * (count % 500))
    await wire.delta(finish="stop")
    await wire.event(usage_chunk(10, count))
    await wire.done()


async def paced(wire: Wire) -> None:
    """First byte at 300 ms, then 20 chunks 10 ms apart.

    With LUMEN_TIMELINE set, appends what the server actually did (monotonic clock, shared
    by every process on the machine) so a benchmark can tell harness error from sleep jitter.
    """
    await wire.head(keep_alive=True)
    await wire.sleep(0.3)
    first = time.perf_counter()
    for index in range(20):
        if index:
            await wire.sleep(0.01)
        await wire.delta(content=f"t{index} ")
    await wire.delta(finish="stop")
    await wire.done()
    await wire.finish()
    wire.chunked = False  # the body is complete: nothing more to frame
    closed = time.perf_counter()
    timeline = os.environ.get("LUMEN_TIMELINE")
    if timeline:
        with open(timeline, "a", encoding="utf-8") as handle:
            handle.write(json.dumps({"ttft_s": first - wire.received,
                                     "wall_s": closed - wire.received}) + "\n")


async def slow_half_second(wire: Wire) -> None:
    """Headers at once, then half a second of server-side work before the answer."""
    timeline = os.environ.get("LUMEN_TIMELINE")
    if timeline:
        with open(timeline, "a", encoding="utf-8") as handle:
            handle.write(json.dumps({"received": wire.received}) + "\n")
    await wire.head(keep_alive=True)
    await wire.sleep(0.5)
    await wire.delta(content="ok")
    await wire.delta(finish="stop")
    await wire.done()


async def big(wire: Wire, total: int = 50 * 1024 * 1024) -> None:
    """About ``total`` bytes of answer content in 4 KiB deltas."""
    await wire.head(keep_alive=True)
    piece = "x" * 4096
    for _ in range(total // 4096):
        await wire.delta(content=piece)
    await wire.delta(finish="stop")
    await wire.done()


async def steady(wire: Wire) -> None:
    """Twenty chunks 50 ms apart: long enough to be killed mid-suite."""
    await wire.head(keep_alive=True)
    for index in range(20):
        await wire.sleep(0.05)
        await wire.delta(content=f"{index} ")
    await wire.delta(finish="stop")
    await wire.event(usage_chunk(5, 20))
    await wire.done()


async def echo_auth(wire: Wire) -> None:
    """A careless provider that echoes the Authorization header into its error body."""
    await wire.respond(401, {"error": {"message": "bad key " + wire.request.headers.get(
        "authorization", "")}})


STANDARD: dict[str, Scenario] = {
    "flood": flood, "paced": paced, "slow": slow_half_second, "big": big, "steady": steady,
    "echo-auth": echo_auth,
}


def main() -> None:
    """Serve the standard scenarios in this process; print the port, run until stdin closes."""
    server = ScriptedServer(scenarios=dict(STANDARD)).start()
    print(server.port, flush=True)
    sys.stdin.read()
    server.stop()


if __name__ == "__main__":
    main()
