"""The shared HTTP client: one httpx.AsyncClient, one httpcore connection pool.

httpcore 1.0.x hands an idle HTTP/1.1 connection to a waiting request but leaves it marked
idle until that request's task next runs, so a second request arriving meanwhile is handed
the same connection, fails over it with ``ConnectionNotAvailable`` and goes round the pool
again, scanning every connection each time (encode/httpcore#822, #1035). With 32 runs
finishing together that churn costs more than the runs themselves. :class:`HandOff` lets one
request at a time through the pool's assignment: the next one enters once the previous one
holds its connection (its first connection event: connect started, or request headers
going out), so every request takes a connection nobody else was given. The pool, its
limits and its timeouts are httpcore's, unchanged.
"""

from __future__ import annotations

import asyncio
from typing import Any

import httpx


class HandOff(httpx.AsyncBaseTransport):
    """Wraps a transport so that requests enter its connection pool one at a time."""

    def __init__(self, inner: httpx.AsyncBaseTransport) -> None:
        self.inner = inner
        self.gate = asyncio.Lock()

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        await self.gate.acquire()
        held = True

        def release() -> None:
            nonlocal held
            if held:
                held = False
                self.gate.release()

        caller = request.extensions.get("trace")

        async def trace(event: str, info: dict[str, Any]) -> None:
            # The pool itself traces nothing: any event means a connection was taken.
            release()
            if caller is not None:
                await caller(event, info)

        request.extensions = {**request.extensions, "trace": trace}
        try:
            return await self.inner.handle_async_request(request)
        finally:
            release()

    async def aclose(self) -> None:
        await self.inner.aclose()


def shared_client(*, connections: int, tls: bool) -> httpx.AsyncClient:
    """The one pooled client a suite's runs share: at most ``connections`` connections, all
    kept alive (at most that many requests are ever in flight, so none is surplus)."""
    limits = httpx.Limits(max_connections=connections, max_keepalive_connections=connections)
    transport = httpx.AsyncHTTPTransport(limits=limits, http2=False, verify=tls)
    # limits and verify also reach the transports httpx mounts for proxies from the environment.
    return httpx.AsyncClient(transport=HandOff(transport), limits=limits, http2=False,
                             verify=tls, follow_redirects=False)


__all__ = ["HandOff", "shared_client"]
