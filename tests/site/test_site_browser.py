"""What a reader sees, in headless Chromium loading the built site from a loopback server."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from site_fixtures import ANSWER

SUITE = "suites/diffusion-reasoning/"


class Watched:
    """A page whose console errors and off-loopback requests are recorded."""

    def __init__(self, browser: Any, base: str, **context: Any) -> None:
        self.base = base
        self.context = browser.new_context(**context)
        self.errors: list[str] = []
        self.outside: list[str] = []
        # Anything not on the loopback server is aborted and recorded: the site is offline.
        self.context.route("**/*", self._route)
        self.page = self.context.new_page()
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error"
                     else None)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))

    def _route(self, route: Any) -> None:
        url = route.request.url
        if url.startswith(self.base) or url.startswith(("data:", "blob:", "about:")):
            route.continue_()
        else:
            self.outside.append(url)
            route.abort()

    def goto(self, path: str) -> Any:
        self.page.goto(self.base + path)
        return self.page

    def close(self) -> None:
        self.context.close()


@pytest.fixture
def example(browser: Any, serve_dir: Any, example_site: Path) -> Iterator[Watched]:
    watched = Watched(browser, serve_dir(example_site))
    yield watched
    watched.close()
    assert watched.errors == []
    assert watched.outside == []


@pytest.fixture
def hostile(browser: Any, serve_dir: Any, hostile_site: Path) -> Iterator[Watched]:
    watched = Watched(browser, serve_dir(hostile_site))
    yield watched
    watched.close()
    assert watched.outside == []


def _svg_count(page: Any) -> int:
    return int(page.evaluate(
        "document.querySelectorAll('.lumen-chart__plot svg.main-svg').length"))


def test_charts_render_as_svg(example: Watched) -> None:
    page = example.goto(SUITE)
    page.wait_for_function(
        "document.querySelectorAll('[data-lumen-drawn]').length === 4", timeout=20000)
    assert _svg_count(page) >= 4
    ticks = page.evaluate(
        "Array.from(document.querySelectorAll('#chart-wall-time .xtick text'))"
        ".map(t => t.textContent)")
    assert ticks == ["vault-breach", "concurrency-defects", "negative-constraints"]
    labels = page.evaluate(
        "Array.from(document.querySelectorAll('.lumen-chart__plot'))"
        ".map(e => e.getAttribute('aria-label'))")
    assert all("DiffusionGemma 26B" in label or "Mercury" in label for label in labels)


def test_plotly_is_loaded_only_on_chart_pages(example: Watched) -> None:
    requested: list[str] = []
    example.page.on("request", lambda r: requested.append(r.url))
    example.goto("runs/diffusion-reasoning/vault-breach~mercury-2.5~1/")
    example.goto("exit-codes/")
    assert not any("plotly" in url for url in requested)
    example.goto(SUITE)
    example.page.wait_for_function("window.Plotly !== undefined", timeout=20000)
    assert sum("plotly.min.js" in url for url in requested) == 1


def test_charts_survive_instant_navigation(example: Watched) -> None:
    page = example.goto("")
    assert page.evaluate("typeof document$") == "object"
    # Material's instant navigation rewrites links to absolute URLs: click by text.
    page.click("article a:has-text('Diffusion language models on reasoning tasks')")
    page.wait_for_url(example.base + SUITE)
    page.wait_for_function(
        "document.querySelectorAll('[data-lumen-drawn] svg.main-svg').length >= 4",
        timeout=20000)
    # navigate away and back without a full load: drawn again
    page.click("article a:has-text('exit-code table')")
    page.wait_for_url(example.base + "exit-codes/")
    page.go_back()
    page.wait_for_function(
        "document.querySelectorAll('[data-lumen-drawn] svg.main-svg').length >= 4",
        timeout=20000)


def test_charts_and_sorting_work_opened_from_a_folder(browser: Any,
                                                      example_site: Path) -> None:
    """From file:// Material's document$ never emits: lumen.js draws on the first load too."""
    watched = Watched(browser, example_site.as_uri() + "/")
    try:
        page = watched.goto(SUITE + "index.html")
        page.wait_for_function(
            "document.querySelectorAll('[data-lumen-drawn] svg.main-svg').length >= 4",
            timeout=20000)
        assert page.evaluate("document.querySelectorAll('[data-lumen-drawn]').length") == 4
        assert page.evaluate("document.querySelectorAll('table[data-lumen-sortable]').length")
    finally:
        watched.close()
    assert watched.outside == []


def test_charts_follow_the_dark_palette(example: Watched) -> None:
    page = example.goto(SUITE)
    page.wait_for_function("document.querySelectorAll('[data-lumen-drawn]').length === 4",
                           timeout=20000)
    colour = "document.querySelector('.lumen-chart__plot')._fullLayout.font.color"
    before = page.evaluate(colour)
    page.evaluate("document.body.setAttribute('data-md-color-scheme', 'slate')")
    page.wait_for_function(f"{colour} !== {before!r}", timeout=5000)


def test_ten_lanes_get_ten_colours_in_either_palette(example: Watched) -> None:
    page = example.goto(SUITE)
    page.wait_for_function("document.querySelectorAll('[data-lumen-drawn]').length === 4",
                           timeout=20000)
    colours = "document.querySelector('.lumen-chart__plot')._fullLayout.colorway"
    light = page.evaluate(colours)
    assert len(set(light)) >= 10
    page.evaluate("document.body.setAttribute('data-md-color-scheme', 'slate')")
    page.wait_for_function(f"{colours}[0] !== {light[0]!r}", timeout=5000)
    assert len(set(page.evaluate(colours))) >= 10


def test_matrix_sorts_by_a_column(example: Watched) -> None:
    page = example.goto(SUITE)
    header = page.locator("th", has_text="Wall time (s)")
    table = header.locator("xpath=ancestor::table")
    header.click()
    first = "t => t.tBodies[0].rows[0].cells[2].textContent.trim()"
    assert table.evaluate(first) == "3.53"
    header.click()
    assert table.evaluate(first) == "120.35"


def test_verified_numbers_show_their_source_on_focus(example: Watched) -> None:
    page = example.goto("reports/diffusion-shared-budget/")
    claim = page.locator("a.lumen-claim", has_text="85.38 seconds").first
    claim.focus()
    tooltip = page.locator(".md-tooltip2--active")
    tooltip.wait_for(state="visible", timeout=5000)
    text = tooltip.inner_text()
    assert "vault-breach/diffusiongemma-26b/1" in text and "wall_s" in text
    assert "85.38" in text
    href = claim.get_attribute("href", timeout=1000) or ""
    assert "/runs/diffusion-reasoning/vault-breach~diffusiongemma-26b~1/" in href


def test_search_finds_pages(example: Watched) -> None:
    page = example.goto("")
    results = page.locator(".md-search-result__item")
    for _ in range(20):  # the index loads in a worker: type again until it has answered
        page.fill("input.md-search__input", "")
        page.type("input.md-search__input", "Mercury")
        page.wait_for_timeout(500)
        if results.count():
            break
    assert results.count() > 0
    assert "Mercury" in results.first.inner_text()


def test_phone_layout_has_no_horizontal_scroll(browser: Any, serve_dir: Any,
                                               example_site: Path) -> None:
    watched = Watched(browser, serve_dir(example_site), viewport={"width": 390, "height": 844})
    try:
        for path in ("", SUITE, "reports/diffusion-shared-budget/",
                     "runs/reasoning-budget/rephrased~deepseek-v4.1~1/"):
            page = watched.goto(path)
            assert page.evaluate("document.documentElement.scrollWidth") <= 390, path
    finally:
        watched.close()
    assert watched.errors == []


def test_hostile_output_stays_inert(hostile: Watched) -> None:
    page = hostile.goto("runs/hostile/inject~echo~1/")
    page.wait_for_timeout(300)
    assert page.evaluate("window.__pwned") is None
    shown = page.evaluate("document.querySelector('pre.lumen-output code').textContent")
    assert shown == ANSWER
    # every link on the page goes somewhere real, none runs script
    hrefs = page.evaluate("Array.from(document.links).map(a => a.getAttribute('href'))")
    assert not any(h and h.replace(" ", "").lower().startswith("javascript:") for h in hrefs)
    page.click("summary:has-text('Reasoning trace')")
    page.goto(hostile.base + "runs/hostile/inject~teller~1/")
    page.wait_for_timeout(300)
    assert page.evaluate("window.__pwned") is None
    assert hostile.errors == []
