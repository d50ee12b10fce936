"""The suite page's task x lane matrix (issue 5, item 3), in a real MkDocs build."""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from site_fixtures import GRID_LANE_LABEL, GRID_RUNS, GRID_TASK_TITLE, broken_links
from test_site_browser import Watched

from lumen_report.site import grid

SUITE = "suites/grid/index.html"
LANES = ["alpha", "beta", "gamma", "delta", "epsilon"]


@dataclass
class Cell:
    css: str
    lines: dict[str, str] = field(default_factory=dict)  # metric -> text, and "runs"
    links: list[str] = field(default_factory=list)
    text: str = ""


class Grid(HTMLParser):
    """The matrix of a suite page: its column heads, and per row the task's heading and,
    per lane, the cell's class, lines (by metric), run links and every tag inside."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.heads: list[str] = []
        self.rows: list[tuple[str, list[Cell]]] = []
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self._depth = 0  # inside table.lumen-grid__table
        self._text: list[str] | None = None
        self._cell: Cell | None = None
        self._line: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        css = found.get("class") or ""
        if tag == "table" and "lumen-grid__table" in css:
            self._depth = 1
        if not self._depth:
            return
        self.tags.append((tag, found))
        if tag == "th":
            self._text = []
        elif tag == "br" and self._text is not None:
            self._text.append(" ")
        elif tag == "td":
            self._cell = Cell(css)
        elif tag == "span" and self._cell is not None:
            metric = re.search(r"lumen-m--(\w+)", css)
            self._line = metric.group(1) if metric else "runs"
            self._cell.lines[self._line] = ""
        elif tag == "a" and self._cell is not None:
            self._cell.links.append(found["href"] or "")

    def handle_endtag(self, tag: str) -> None:
        if not self._depth:
            return
        if tag == "table":
            self._depth = 0
        elif tag == "th" and self._text is not None:
            text = " ".join("".join(self._text).split())
            if not self.rows and len(self.heads) <= len(LANES):
                self.heads.append(text)
            else:
                self.rows.append((text, []))
            self._text = None
        elif tag == "td" and self._cell is not None:
            self.rows[-1][1].append(self._cell)
            self._cell = None
        elif tag == "span" and self._cell is not None and self._line:
            self._cell.lines[self._line] = " ".join(self._cell.lines[self._line].split())
            self._line = None

    def handle_data(self, data: str) -> None:
        if self._text is not None:
            self._text.append(data)
        if self._cell is not None:
            self._cell.text += data
            if self._line:
                self._cell.lines[self._line] += data


@pytest.fixture(scope="module")
def matrix(grid_site: Path) -> Grid:
    parsed = Grid()
    parsed.feed((grid_site / SUITE).read_text(encoding="utf-8"))
    return parsed


def _cell(matrix: Grid, task: int, lane: str) -> Cell:
    return matrix.rows[task][1][LANES.index(lane)]


def test_tasks_are_rows_and_lanes_columns(matrix: Grid) -> None:
    assert matrix.heads == ["Task", GRID_LANE_LABEL, "Beta [x](javascript:alert(1)) {{ 7 * 7 }}",
                            "Gamma 7B", "Delta", "Epsilon 70B Instruct"]
    assert [title for title, _ in matrix.rows] == [f"{GRID_TASK_TITLE} sum", "Story story",
                                                    "haiku"]
    assert all(len(cells) == len(LANES) for _, cells in matrix.rows)


def test_repeats_show_the_median_with_the_range(matrix: Grid) -> None:
    cell = _cell(matrix, 0, "alpha")
    assert cell.lines == {"wall": "11.00 s 10.00\u201312.50", "bytes": "200 B",
                             "tokens": "1,100 tok 500 reasoning", "exit": "0 ok \u00d73",
                             "runs": "runs 1 2 3"}
    assert "failed" not in str(cell.css)
    # equal repeats: no range; an even count: the mean of the middle two
    assert _cell(matrix, 2, "delta").lines == {
        "wall": "1.50 s", "bytes": "71 B", "tokens": "91 tok 0 reasoning",
        "exit": "0 ok \u00d72", "runs": "runs 1 2"}


def test_mixed_outcomes_name_every_code_and_tint_the_cell(matrix: Grid) -> None:
    cell = _cell(matrix, 0, "beta")
    assert cell.lines["exit"] == "0 ok \u00d72, 7 truncated"
    assert cell.lines["wall"] == "6.00 s 5.00\u20139.00"
    assert "lumen-grid__failed" in str(cell.css)


def test_a_timed_out_run_without_usage_is_left_out_and_said_so(matrix: Grid) -> None:
    assert _cell(matrix, 0, "gamma").lines == {
        "wall": "31.50 s 3.00\u201360.00", "bytes": "50 B 1 of 2 runs",
        "tokens": "300 tok 0 reasoning \u00b7 1 of 2 runs", "exit": "0 ok, 9 timeout",
        "runs": "runs 1 2"}
    # a single run that recorded nothing but its exit: dashes, never zeros
    assert _cell(matrix, 1, "beta").lines == {
        "wall": "\u2014 s", "bytes": "\u2014 B", "tokens": "\u2014 tok", "exit": "9 timeout"}
    # usage without a reasoning count
    assert _cell(matrix, 1, "gamma").lines["tokens"] == "500 tok \u2014 reasoning"


def test_a_pair_never_run_is_a_dash(matrix: Grid) -> None:
    for task, lane in ((0, "delta"), (2, "alpha"), (2, "beta"), (2, "gamma")):
        cell = _cell(matrix, task, lane)
        assert str(cell.text).strip() == "\u2014"
        assert cell.links == []


def test_every_cell_links_to_each_of_its_runs(grid_site: Path, matrix: Grid) -> None:
    linked = []
    for row, (_, cells) in enumerate(matrix.rows):
        for lane, cell in zip(LANES, cells, strict=True):
            for href in cell.links:
                target = (grid_site / "suites/grid" / href / "index.html").resolve()
                page = target.read_text(encoding="utf-8")
                run_id = target.parent.name.replace("~", "/")
                assert run_id.split("/")[:2] == [["sum", "story", "haiku"][row], lane]
                assert run_id in page
                linked.append(run_id)
    assert sorted(linked) == sorted(run.id for run in GRID_RUNS)
    assert broken_links(grid_site) == []


def test_hostile_labels_stay_inert(matrix: Grid) -> None:
    for tag, attrs in matrix.tags:
        assert tag not in ("script", "img", "svg", "iframe"), (tag, attrs)
        for name, value in attrs.items():
            assert not name.startswith("on"), (tag, name)
            assert "javascript:" not in (value or "").replace(" ", "").lower(), (tag, name)


def test_all_runs_table_follows_and_stays_sortable(grid_site: Path) -> None:
    page = (grid_site / SUITE).read_text(encoding="utf-8")
    assert page.index('id="matrix"') < page.index("lumen-grid__table") \
        < page.index('id="all-runs"') < page.index('class="lumen-results"')
    assert page.count('<div class="lumen-results"><table>') == 1


@pytest.mark.parametrize(("values", "expected"), [
    ([], grid.Spread(None, None, None, 0, 0)),
    ([None, None], grid.Spread(None, None, None, 0, 2)),
    ([3.0, None, 1.0], grid.Spread(2.0, 1.0, 3.0, 2, 3)),
    ([4, 1, 2, 3], grid.Spread(2.5, 1, 4, 4, 4)),
])
def test_spread_is_over_recorded_values(values: list[float | None],
                                        expected: grid.Spread) -> None:
    spread = grid.Spread.of(values)
    assert spread == expected
    assert spread.partial == (0 < expected.recorded < expected.runs)


# --- in a browser --------------------------------------------------------------------------

MEASURE = """() => {
  const box = document.querySelector('.lumen-grid__scroll');
  const table = box.querySelector('table');
  const heads = Array.from(table.tHead.rows[0].cells);
  const cells = Array.from(table.querySelectorAll('th, td'));
  const clipped = cells.filter(c => c.scrollWidth > c.clientWidth + 1).length;
  const scrolls = box.scrollWidth > box.clientWidth;
  box.scrollLeft = box.scrollWidth;
  const b = box.getBoundingClientRect();
  const last = heads[heads.length - 1].getBoundingClientRect();
  const task = table.tBodies[0].rows[0].cells[0].getBoundingClientRect();
  const result = {
    page: document.documentElement.scrollWidth, scrolls, clipped,
    overflow: getComputedStyle(box).overflowX, boxRight: b.right,
    lastShown: last.left >= b.left - 1 && last.right <= b.right + 1,
    taskStays: Math.abs(task.left - b.left) <= 2,
    font: parseFloat(getComputedStyle(table).fontSize),
  };
  box.scrollLeft = 0;
  return result;
}"""

# The contrast of every piece of text in the grid against what is painted behind it
# (translucent tints and colours composited down to the page), as WCAG computes it.
CONTRAST = """() => {
  // rgb()/rgba(), or color(srgb r g b / a) with channels from 0 to 1 (from color-mix)
  const rgba = s => { const m = s.match(/[\\d.]+/g).map(Number);
                      const k = s.startsWith('color(') ? 255 : 1;
                      return [m[0] * k, m[1] * k, m[2] * k, m.length > 3 ? m[3] : 1]; };
  const over = (top, under) => top.slice(0, 3).map((c, i) => c * top[3] + under[i] * (1 - top[3]));
  const lum = c => { const v = c.map(x => { x /= 255;
    return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); });
    return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2]; };
  const backdrop = el => { const layers = [];
    for (let e = el; e; e = e.parentElement) layers.push(rgba(getComputedStyle(e).backgroundColor));
    let colour = [255, 255, 255];
    layers.reverse().forEach(l => { colour = over(l, colour); });
    return colour; };
  const worst = {};
  document.querySelectorAll('.lumen-grid__table :is(th, td, span, small, strong, a, code)')
    .forEach(el => {
      const own = Array.from(el.childNodes).some(n => n.nodeType === 3 && n.textContent.trim());
      if (!own || !el.offsetParent) return;
      const bg = backdrop(el);
      const fg = over(rgba(getComputedStyle(el).color), bg);
      const [l1, l2] = [lum(fg), lum(bg)].sort((a, b) => b - a);
      const ratio = (l1 + 0.05) / (l2 + 0.05);
      const key = el.tagName.toLowerCase();
      worst[key] = Math.min(worst[key] || 99, ratio);
    });
  return worst;
}"""


# Text in cells that a squeezed column may break mid-word ("7 truncat|ed"), as Material's
# rules for links and content allow: a 10-lane grid showed it, this fixture is too small to.
SPLIT = """() => Array.from(document.querySelectorAll('.lumen-grid__table td *'))
  .filter(e => { const s = getComputedStyle(e);
                 return s.wordBreak !== 'normal' || s.overflowWrap === 'anywhere'; })
  .map(e => e.tagName + ': ' + e.textContent)"""


def _shots() -> Path | None:
    folder = os.environ.get("LUMEN_SCREENSHOTS")
    return Path(folder) if folder else None


@pytest.mark.parametrize("scheme", ["default", "slate"])
@pytest.mark.parametrize("width", [390, 1280])
def test_grid_is_readable_on_phone_and_desktop(browser: Any, serve_dir: Any, grid_site: Path,
                                               tmp_path: Path, width: int,
                                               scheme: str) -> None:
    watched = Watched(browser, serve_dir(grid_site), viewport={"width": width, "height": 900})
    try:
        page = watched.goto("suites/grid/")
        page.evaluate(f"document.body.setAttribute('data-md-color-scheme', '{scheme}')")
        page.locator(".lumen-grid").scroll_into_view_if_needed()
        folder = _shots() or tmp_path
        folder.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(folder / f"grid-{width}-{scheme}.png"))
        seen = page.evaluate(MEASURE)
        assert seen["page"] <= width, "the page itself scrolls sideways"
        assert seen["boxRight"] <= width
        assert seen["clipped"] == 0, "a cell cuts its text"
        assert seen["overflow"] == "auto"
        # On a phone the grid scrolls in its container, the task column stays in view and
        # the last lane can be reached; on a desktop five lanes fit without scrolling.
        assert seen["scrolls"] == (width < 600)
        assert seen["lastShown"] and seen["taskStays"]
        assert seen["font"] >= 12
        contrast = page.evaluate(CONTRAST)
        assert set(contrast) >= {"th", "span", "small", "strong", "a"}
        assert min(contrast.values()) >= 4.5, contrast
        assert page.evaluate(SPLIT) == []
        assert page.evaluate("window.__pwned") is None
    finally:
        watched.close()
    assert watched.errors == []
    assert watched.outside == []


def _shown(page: Any, selector: str) -> int:
    return int(page.evaluate(
        f"Array.from(document.querySelectorAll('{selector}')).filter(e => e.offsetParent)"
        ".length"))


def test_the_switch_shows_one_figure_and_keeps_failures_in_view(browser: Any, serve_dir: Any,
                                                                grid_site: Path) -> None:
    watched = Watched(browser, serve_dir(grid_site), viewport={"width": 1280, "height": 900})
    try:
        page = watched.goto("suites/grid/")
        ran = 11  # task x lane pairs with runs
        assert _shown(page, ".lumen-m") == 4 * ran
        page.click(".lumen-grid label:has-text('Wall time')")
        assert _shown(page, ".lumen-m--wall") == ran
        assert _shown(page, ".lumen-m--bytes") + _shown(page, ".lumen-m--tokens") == 0
        assert _shown(page, ".lumen-m--exit") == 3  # the three cells with a failed run
        page.click(".lumen-grid label:has-text('Exit')")
        assert _shown(page, ".lumen-m") == _shown(page, ".lumen-m--exit") == ran
        # keyboard: the switch is a radio group
        page.focus(".lumen-grid input[value='exit']")
        page.keyboard.press("ArrowRight")
        assert _shown(page, ".lumen-m") == 4 * ran
        assert _shown(page, ".lumen-grid__runs") == 4
    finally:
        watched.close()
    assert watched.errors == []


def test_search_skips_the_grid_but_not_what_follows(grid_site: Path) -> None:
    """The grid repeats the All runs table's figures: search indexes them once."""
    index = json.loads((grid_site / "search/search_index.json").read_text(encoding="utf-8"))
    sections = {doc["location"]: doc["text"] for doc in index["docs"]
                if doc["location"].startswith("suites/grid/")}
    assert "One cell per task and lane" in sections["suites/grid/#matrix"]
    assert "1,100" not in sections["suites/grid/#matrix"]
    assert "1,100" in sections["suites/grid/#all-runs"]
    assert "sum/beta/3" in sections["suites/grid/#exit-codes-in-this-suite"]
