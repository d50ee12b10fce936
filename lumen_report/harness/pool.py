"""The shared HTTP client: one httpx.AsyncClient, one httpcore connection pool."""

from __future__ import annotations

import httpx


def shared_client(*, connections: int, tls: bool) -> httpx.AsyncClient:
    """The one pooled client a suite's runs share: at most ``connections`` connections, all
    kept alive (at most that many requests are ever in flight, so none is surplus, and
    httpcore's pool scans every connection per request)."""
    limits = httpx.Limits(max_connections=connections, max_keepalive_connections=connections)
    return httpx.AsyncClient(limits=limits, http2=False, verify=tls, follow_redirects=False)


__all__ = ["shared_client"]
