"""Fixtures: a scripted loopback server and a clean environment holding only the sentinel key."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from harness_helpers import KEY_ENV, SENTINEL
from scripted_server import ScriptedServer


@pytest.fixture(autouse=True)
def clean_environ(monkeypatch: pytest.MonkeyPatch) -> None:
    """No test sees a real key; every test gets the sentinel under KEY_ENV."""
    for name in list(os.environ):
        if name.endswith(("_API_KEY", "_TOKEN")) or "PROXY" in name.upper():
            monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv(KEY_ENV, SENTINEL)


@pytest.fixture
def server() -> Iterator[ScriptedServer]:
    srv = ScriptedServer().start()
    yield srv
    srv.stop()
