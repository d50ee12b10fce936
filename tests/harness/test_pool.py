"""The shared client's pool: one connection per request in flight, reused, replaced when closed."""

from __future__ import annotations

import asyncio
import time

import httpx
import pytest
from scripted_server import ScriptedServer, Wire

from lumen_report.harness.pool import FreeListPool, shared_client


async def held(wire: Wire) -> None:
    """A keep-alive streamed answer after 0.1 s, as providers send them."""
    await wire.head(keep_alive=True)
    await wire.sleep(0.1)
    await wire.delta(content="ok")
    await wire.done()


async def hang_up(wire: Wire) -> None:
    """Says keep-alive, then closes the connection once the answer is complete."""
    await held(wire)
    await wire.finish()
    wire.chunked = False
    wire.keep_alive = False  # the server closes it: the client finds out when it reuses it


async def post(client: httpx.AsyncClient, url: str, model: str,
               timeout: httpx.Timeout | None = None) -> bytes:
    extra = {"timeout": timeout} if timeout is not None else {}
    async with client.stream("POST", url + "/chat/completions", json={"model": model},
                             **extra) as response:
        assert response.status_code == 200
        return await response.aread()


def test_the_client_uses_the_free_list_pool() -> None:
    async def go() -> None:
        async with shared_client(connections=3, tls=False) as client:
            transport = client._transport
            assert isinstance(transport, httpx.AsyncHTTPTransport)
            assert isinstance(transport._pool, FreeListPool)

    asyncio.run(go())


def test_each_request_in_flight_has_its_own_connection_and_reuses_it(
        server: ScriptedServer) -> None:
    server.add("held", held)

    async def go() -> float:
        async with shared_client(connections=4, tls=False) as client:

            async def worker() -> None:
                for _ in range(3):
                    assert b"ok" in await post(client, server.base_url, "held")

            started = time.perf_counter()
            await asyncio.gather(*(worker() for _ in range(4)))
            return time.perf_counter() - started

    elapsed = asyncio.run(go())
    assert len(server.requests) == 12
    assert server.connections == 4  # four in flight at once, each connection used three times
    assert elapsed < 1.0  # 12 x 0.1 s in four lanes, not one after another


def test_a_connection_the_server_closed_is_replaced(server: ScriptedServer) -> None:
    server.add("hang-up", hang_up)

    async def go() -> None:
        async with shared_client(connections=2, tls=False) as client:
            for _ in range(3):
                assert b"ok" in await post(client, server.base_url, "hang-up")
                await asyncio.sleep(0.05)  # the server's FIN arrives

    asyncio.run(go())
    assert len(server.requests) == 3 and server.connections == 3


def test_requests_beyond_max_connections_wait_for_a_free_one(server: ScriptedServer) -> None:
    server.add("held", held)

    async def go() -> float:
        async with shared_client(connections=1, tls=False) as client:
            started = time.perf_counter()
            await asyncio.gather(*(post(client, server.base_url, "held") for _ in range(3)))
            return time.perf_counter() - started

    assert asyncio.run(go()) >= 0.3  # one after another on the one connection
    assert len(server.requests) == 3 and server.connections == 1


def test_waiting_longer_than_the_pool_timeout_fails(server: ScriptedServer) -> None:
    server.add("held", held)

    async def go() -> None:
        async with shared_client(connections=1, tls=False) as client:
            first = asyncio.ensure_future(post(client, server.base_url, "held"))
            await asyncio.sleep(0.02)
            with pytest.raises(httpx.PoolTimeout):
                await post(client, server.base_url, "held", httpx.Timeout(5, pool=0.02))
            assert b"ok" in await first
            # The slot the timed-out request never got is still free for the next one.
            assert b"ok" in await post(client, server.base_url, "held")

    asyncio.run(go())
    assert server.connections == 1


def test_a_failed_request_gives_its_slot_back(server: ScriptedServer) -> None:
    async def go() -> None:
        async with shared_client(connections=1, tls=False) as client:
            with pytest.raises(httpx.ConnectError):
                await post(client, "http://127.0.0.1:1/v1", "held")
            server.add("held", held)
            assert b"ok" in await post(client, server.base_url, "held",
                                       httpx.Timeout(5, pool=0.5))

    asyncio.run(go())
