"""Shared fixtures: every test gets a clean environment with no API keys in it."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent

# The example mkdocs.yml turns Material's offline plugin on unless LUMEN_OFFLINE says
# otherwise. Tests build the web flavour (directory URLs, instant navigation), as the Pages
# workflow does; tests/site/test_site_offline.py builds the shipped default.
os.environ["LUMEN_OFFLINE"] = "false"


@pytest.fixture(autouse=True, scope="session")
def _cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Inputs validated during the tests are kept in a folder of the session, never in the
    user's cache (lumen_report/validated.py); subprocesses inherit it."""
    before = os.environ.get("LUMEN_CACHE_DIR")
    os.environ["LUMEN_CACHE_DIR"] = str(tmp_path_factory.mktemp("validated"))
    yield
    if before is None:
        os.environ.pop("LUMEN_CACHE_DIR", None)
    else:
        os.environ["LUMEN_CACHE_DIR"] = before


@pytest.fixture(autouse=True)
def _clean_environ(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Strip anything that looks like a provider key, so no test can reach a real provider."""
    for name in list(os.environ):
        if name.endswith(("_API_KEY", "_TOKEN")) or name in {"OPENAI_BASE_URL"}:
            monkeypatch.delenv(name, raising=False)
    yield


@pytest.fixture
def example_project(tmp_path: Path) -> Path:
    """A copy of the repository's example project (runs, drafts, mkdocs.yml, templates)."""
    target = tmp_path / "project"
    target.mkdir()
    for name in ("runs", "drafts", "templates"):
        if (REPO / name).exists():
            shutil.copytree(REPO / name, target / name)
    if (REPO / "mkdocs.yml").exists():
        shutil.copy(REPO / "mkdocs.yml", target / "mkdocs.yml")
    return target
