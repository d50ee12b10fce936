"""The shared HTTP client: one httpx.AsyncClient over one pool of keep-alive connections.

httpcore 1.0.x assigns requests to connections by scanning the whole pool, twice per
request, and checks every idle connection's socket on each scan (O(connections**2) work,
about a millisecond per request at 32 connections, all on the event loop). It also hands an
idle HTTP/1.1 connection to a waiting request but leaves it marked idle until that request's
task next runs, so a second request arriving meanwhile is handed the same connection, fails
over it with ``ConnectionNotAvailable`` and goes round the pool again (encode/httpcore#822,
#1035). With 32 runs finishing together that costs more than the runs themselves.

:class:`FreeListPool` keeps httpcore's connections (connect, TLS, HTTP/1.1, keep-alive
expiry, timeouts, errors: all httpcore's) and replaces only the assignment: a request takes
the most recently released idle connection for its origin off a free list, in one step, so
no two requests are ever given the same connection, or opens a new one; a closed response
puts its connection back. ``max_connections`` bounds the requests in flight (waiting beyond
it is the pool timeout) and ``max_keepalive_connections`` the idle connections kept.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import httpcore
import httpx


class FreeListPool(httpcore.AsyncConnectionPool):
    """httpcore's connection pool with O(1) request-to-connection assignment (asyncio only)."""

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self._free: list[httpcore.AsyncConnectionInterface] = []  # idle, last released last
        self._slots = asyncio.Semaphore(min(self._max_connections, 1 << 30))

    async def handle_async_request(self, request: httpcore.Request) -> httpcore.Response:
        scheme = request.url.scheme.decode()
        if scheme not in ("http", "https"):
            raise httpcore.UnsupportedProtocol(
                f"Request URL has an unsupported protocol '{scheme}://'.")
        if self._slots.locked():  # every connection is busy: wait, up to the pool timeout
            try:
                async with asyncio.timeout(request.extensions.get("timeout", {}).get("pool")):
                    await self._slots.acquire()
            except TimeoutError:
                raise httpcore.PoolTimeout(
                    "no connection became free within the pool timeout") from None
        else:
            await self._slots.acquire()
        try:
            while True:
                connection = await self._take(request.url.origin)
                try:
                    response = await connection.handle_async_request(request)
                except httpcore.ConnectionNotAvailable:
                    await self._release(connection)  # it closed meanwhile: take another
                    continue
                except BaseException:
                    await self._release(connection)
                    raise
                break
        except BaseException:
            self._slots.release()
            raise
        return httpcore.Response(status=response.status, headers=response.headers,
                                 content=_Returning(response.stream, self, connection),
                                 extensions=response.extensions)

    async def _take(self, origin: httpcore.Origin) -> httpcore.AsyncConnectionInterface:
        """The most recently released usable idle connection for ``origin``, or a new one."""
        while (connection := self._pop_idle(origin)) is not None:
            if connection.is_idle() and not connection.has_expired():
                return connection
            await self._drop(connection)  # closed by the server, or kept alive too long
        if len(self._connections) >= self._max_connections and self._free:
            await self._drop(self._free.pop(0))  # the oldest idle one, of another origin
        connection = self.create_connection(origin)
        self._connections.append(connection)
        return connection

    def _pop_idle(self, origin: httpcore.Origin) -> httpcore.AsyncConnectionInterface | None:
        for index in range(len(self._free) - 1, -1, -1):
            if self._free[index].can_handle_request(origin):
                return self._free.pop(index)
        return None

    async def _release(self, connection: httpcore.AsyncConnectionInterface) -> None:
        """Back on the free list if it can carry another request; closed otherwise."""
        if (not connection.is_closed() and connection.is_idle()
                and len(self._free) < self._max_keepalive_connections):
            self._free.append(connection)
        else:
            await self._drop(connection)

    async def _drop(self, connection: httpcore.AsyncConnectionInterface) -> None:
        if connection in self._connections:
            self._connections.remove(connection)
        if not connection.is_closed():
            await connection.aclose()

    async def aclose(self) -> None:
        self._free.clear()
        await super().aclose()


class _Returning:
    """A response body that puts its connection back on the free list once closed."""

    def __init__(self, stream: Any, pool: FreeListPool,
                 connection: httpcore.AsyncConnectionInterface) -> None:
        self._stream = stream
        self._pool = pool
        self._connection = connection
        self._closed = False

    async def __aiter__(self) -> AsyncIterator[bytes]:
        try:
            async for part in self._stream:
                yield part
        except BaseException:
            await self.aclose()
            raise

    async def aclose(self) -> None:
        if self._closed:
            return
        self._closed = True
        try:
            if hasattr(self._stream, "aclose"):
                await self._stream.aclose()
        finally:
            try:
                await self._pool._release(self._connection)
            finally:
                self._pool._slots.release()


def shared_client(*, connections: int, tls: bool) -> httpx.AsyncClient:
    """The one pooled client a suite's runs share: at most ``connections`` connections, all
    kept alive (at most that many requests are ever in flight, so none is surplus)."""
    limits = httpx.Limits(max_connections=connections, max_keepalive_connections=connections)
    ssl_context = httpx.create_ssl_context(verify=tls)
    transport = httpx.AsyncHTTPTransport(limits=limits, http2=False, verify=ssl_context)
    if isinstance(getattr(transport, "_pool", None), httpcore.AsyncConnectionPool):
        # The transport keeps mapping requests, responses and errors; only its pool changes.
        transport._pool = FreeListPool(  # guarded: else httpcore's own pool stays
            ssl_context=ssl_context, max_connections=limits.max_connections,
            max_keepalive_connections=limits.max_keepalive_connections,
            keepalive_expiry=limits.keepalive_expiry, http1=True, http2=False)
    # limits and verify also reach the transports httpx mounts for proxies from the environment.
    return httpx.AsyncClient(transport=transport, limits=limits, http2=False,
                             verify=ssl_context, follow_redirects=False)


__all__ = ["FreeListPool", "shared_client"]
