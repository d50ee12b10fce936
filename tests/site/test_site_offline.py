"""The example site built with Material's offline plugin, opened from a folder (file://).

Material's offline plugin turns directory URLs off and inlines the search index, but would
load its file:// Web Worker shim from unpkg.com: lumen-report ships that shim instead.
"""

from __future__ import annotations

import os
import re
import shutil
import urllib.parse
from pathlib import Path
from typing import Any

import pytest
from test_site_browser import Watched

from lumen_report.declare import load_project
from lumen_report.drafts import load_drafts
from lumen_report.results import load_project_results
from lumen_report.site.build import build_site


@pytest.fixture(scope="module")
def offline_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    repo = Path(__file__).resolve().parents[2]
    root = tmp_path_factory.mktemp("offline")
    project = root / "project"
    project.mkdir()
    for name in ("runs", "drafts"):
        shutil.copytree(repo / name, project / name)
    shutil.copy(repo / "mkdocs.yml", project / "mkdocs.yml")  # as shipped: offline by default
    decls = load_project(project)
    results = load_project_results(decls)
    drafts = [d for d in load_drafts(project) if d.published]
    from lumen_report import verify

    report = verify.verify_drafts(drafts, results)
    saved = os.environ.pop("LUMEN_OFFLINE", None)  # unset, as on a fresh clone
    try:
        build_site(project, decls=decls, results=results, drafts=drafts, verification=report,
                   site_dir=root / "site", allow_errors=False)
    finally:
        if saved is not None:
            os.environ["LUMEN_OFFLINE"] = saved
    return root / "site"


def test_every_link_leads_to_a_file_and_nothing_to_the_network(offline_site: Path) -> None:
    pages = [p for p in offline_site.rglob("*.html") if p.name != "404.html"]
    assert len(pages) >= 14
    for page in pages:
        text = page.read_text(encoding="utf-8")
        assert "unpkg.com" not in text, page
        assert not re.search(r'<script[^>]+src="(?:https?:)?//', text), page
        for href in re.findall(r'href="([^"#]*)', text):
            if not href or href.startswith(("https:", "http:", "mailto:")):
                continue
            target = (page.parent / urllib.parse.unquote(href)).resolve()
            assert target.is_file(), f"{page.relative_to(offline_site)}: {href}"
    assert (offline_site / "assets/lumen/iframe-worker.js").is_file()
    assert (offline_site / "search/search_index.js").is_file()


def test_browsing_charts_and_search_work_from_a_folder(browser: Any,
                                                       offline_site: Path) -> None:
    watched = Watched(browser, offline_site.as_uri() + "/")
    try:
        page = watched.goto("index.html")
        page.click("article a:has-text('Diffusion language models on reasoning tasks')")
        page.wait_for_url("**/suites/diffusion-reasoning/index.html")
        page.wait_for_function(
            "document.querySelectorAll('[data-lumen-drawn] svg.main-svg').length >= 4",
            timeout=20000)
        page.keyboard.press("s")  # Material's shortcut: focus the search field
        page.keyboard.type("Mercury")
        results = page.locator(".md-search-result__item")
        results.first.wait_for(timeout=10000)
        assert "Mercury" in results.first.inner_text()
    finally:
        watched.close()
    assert watched.errors == []
    assert watched.outside == []
