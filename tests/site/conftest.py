"""Site test fixtures: real MkDocs builds, a loopback web server and headless Chromium."""

from __future__ import annotations

import functools
import http.server
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from site_fixtures import build, hostile_report, make_grid_project, make_hostile_project

from lumen_report.declare import load_project
from lumen_report.drafts import load_drafts
from lumen_report.results import load_project_results
from lumen_report.site.build import build_site

CHROMIUM = Path("/usr/bin/chromium")


@pytest.fixture(scope="session")
def hostile_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("hostile")
    project = make_hostile_project(root / "project")
    drafts, report = hostile_report(project)
    build(project, root / "site", drafts=drafts, report=report)
    return root / "site"


@pytest.fixture(scope="session")
def grid_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The matrix fixture (repeats, mixed outcomes, null fields, hostile labels), built."""
    root = tmp_path_factory.mktemp("grid")
    build(make_grid_project(root / "project"), root / "site")
    return root / "site"


@pytest.fixture(scope="session")
def example_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The repository's example project, verified by the real verifier, built for real."""
    repo = Path(__file__).resolve().parents[2]
    root = tmp_path_factory.mktemp("example")
    project = root / "project"
    project.mkdir()
    for name in ("runs", "drafts"):
        shutil.copytree(repo / name, project / name)
    shutil.copy(repo / "mkdocs.yml", project / "mkdocs.yml")
    decls = load_project(project)
    results = load_project_results(decls)
    drafts = [d for d in load_drafts(project) if d.published]
    from lumen_report import verify

    report = verify.verify_drafts(drafts, results)
    build_site(project, decls=decls, results=results, drafts=drafts, verification=report,
               site_dir=root / "site", allow_errors=True)
    return root / "site"


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="session")
def serve_dir() -> Iterator[Any]:
    """serve(folder) -> base URL of a loopback HTTP server for that folder."""
    servers: list[http.server.ThreadingHTTPServer] = []

    def serve(folder: Path) -> str:
        handler = functools.partial(_Quiet, directory=str(folder))
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
        return f"http://127.0.0.1:{server.server_port}/"

    yield serve
    for server in servers:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if not CHROMIUM.exists():
        pytest.skip("Debian's chromium is not installed (.ci/run installs it)")
    playwright = pytest.importorskip("playwright.sync_api")
    with playwright.sync_playwright() as driver:
        instance = driver.chromium.launch(
            executable_path=str(CHROMIUM),
            args=["--headless", "--no-sandbox", "--disable-gpu",
                  "--disable-background-networking"])
        yield instance
        instance.close()
