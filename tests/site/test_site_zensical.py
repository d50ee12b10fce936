"""The generated docs folder and config build with Zensical too (issue 5, item 6).

Material for MkDocs reaches end of life in May 2027; Zensical is its successor and reads
mkdocs.yml. lumen-report builds with MkDocs, but the folder it generates (plain Markdown, a
plain config, no plugin of ours) must build with Zensical as it is: same pages, same links,
output still inert. Runs when Zensical is installed (the `test` extra) or LUMEN_ZENSICAL
names its executable (e.g. in a venv of its own); skipped otherwise.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest
from site_fixtures import (
    ANSWER,
    REASONING,
    broken_links,
    build,
    hostile_report,
    make_hostile_project,
    zensical_command,
)
from test_site_browser import Watched
from test_site_escape import Elements, parse

ZENSICAL = zensical_command()
pytestmark = pytest.mark.skipif(ZENSICAL is None, reason="Zensical is not installed "
                                "(pip install zensical, or set LUMEN_ZENSICAL)")

PAGES = ["index.html", "exit-codes/index.html", "reports/hostile/index.html",
         "suites/hostile/index.html", "runs/hostile/inject~echo~1/index.html",
         "runs/hostile/inject~teller~1/index.html", "runs/hostile/plain~echo~1/index.html"]


@pytest.fixture(scope="module")
def sites(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(the MkDocs site, the Zensical site) of the hostile fixture's generated folder."""
    root = tmp_path_factory.mktemp("zensical")
    project = make_hostile_project(root / "project")
    drafts, report = hostile_report(project)
    build(project, root / "mkdocs-site", drafts=drafts, report=report,
          build_dir=root / "generated")
    assert ZENSICAL is not None
    done = subprocess.run([*ZENSICAL, "build", "--strict", "-f",
                           str(root / "generated" / "mkdocs.yml")],
                          cwd=root / "generated", capture_output=True, text=True,
                          check=False, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    return root / "mkdocs-site", root / "generated" / "site"


def _article(page: Path) -> str:
    text = page.read_text(encoding="utf-8")
    return text[text.index("<article"):text.index("</article>")]


def test_every_page_is_built(sites: tuple[Path, Path]) -> None:
    _, zensical = sites
    for page in PAGES:
        assert (zensical / page).is_file(), page


def test_links_resolve_and_match_the_mkdocs_build(sites: tuple[Path, Path]) -> None:
    """Zensical rebases raw HTML links on the source's folder, MkDocs leaves them: the
    generated pages are index.md files so that both give the same, working link."""
    mkdocs, zensical = sites
    assert broken_links(zensical) == []
    for page in PAGES:
        ours = sorted(set(re.findall(r'href="([^"#][^"]*)"', _article(mkdocs / page))))
        theirs = sorted(set(re.findall(r'href="([^"#][^"]*)"', _article(zensical / page))))
        assert theirs == ours, page
        assert ours or page == "exit-codes/index.html", page


def test_model_output_stays_inert_and_byte_exact(sites: tuple[Path, Path]) -> None:
    _, zensical = sites
    for page in ("runs/hostile/inject~echo~1/index.html",
                 "runs/hostile/inject~teller~1/index.html", "suites/hostile/index.html"):
        parsed = Elements()
        parsed.feed(_article(zensical / page))
        for tag, attrs in parsed.tags:
            assert tag not in ("script", "img", "svg", "iframe"), (page, tag, attrs)
            for name, value in attrs.items():
                assert not name.startswith("on"), (page, tag, name)
                assert "javascript:" not in (value or "").replace(" ", "").lower()
    outputs = parse(zensical / "runs/hostile/inject~echo~1/index.html").outputs
    assert outputs[0] == ANSWER.replace("\x02", "").replace("\x03", "")
    assert outputs[1] == REASONING


def test_charts_assets_and_search(sites: tuple[Path, Path]) -> None:
    _, zensical = sites
    suite = (zensical / "suites/hostile/index.html").read_text(encoding="utf-8")
    assert suite.count("data-lumen-chart='") == 4
    assert "assets/lumen/lumen.js" in suite and "assets/lumen/lumen.css" in suite
    assert [p.name for p in zensical.rglob("plotly*.js")] == ["plotly.min.js"]
    index = json.loads((zensical / "search.json").read_text(encoding="utf-8"))
    locations = {item["location"].split("#")[0] for item in index["items"]}
    assert "suites/hostile/" in locations and "reports/hostile/" in locations
    assert not any(location.startswith("runs/") for location in locations)


def test_charts_sorting_and_tooltips_work_in_a_browser(sites: tuple[Path, Path], browser: Any,
                                                       serve_dir: Any) -> None:
    """Zensical ships its own UI (not Material's templates): lumen.js must still find
    ``document$``, draw the charts, sort the matrix and get tooltips, offline."""
    _, zensical = sites
    watched = Watched(browser, serve_dir(zensical))
    try:
        page = watched.goto("suites/hostile/")
        assert page.evaluate("typeof document$") == "object"
        page.wait_for_function("document.querySelectorAll('[data-lumen-drawn]').length === 4",
                               timeout=20000)
        assert page.evaluate(
            "document.querySelectorAll('.lumen-chart__plot svg.main-svg').length") >= 4
        header = page.locator("th", has_text="Wall time (s)")
        header.click()
        assert header.get_attribute("aria-sort") == "ascending"
        # the matrix's metric switch is CSS only: it works under Zensical's UI too
        shown = ("Array.from(document.querySelectorAll('.lumen-m--bytes'))"
                 ".filter(e => e.offsetParent).length")
        assert page.evaluate(shown) == 4
        page.click(".lumen-grid label:has-text('Wall time')")
        assert page.evaluate(shown) == 0
        assert page.evaluate("document.documentElement.scrollWidth") \
            <= page.viewport_size["width"]
        page = watched.goto("runs/hostile/inject~echo~1/")
        page.wait_for_timeout(300)
        assert page.evaluate("window.__pwned") is None
        page = watched.goto("reports/hostile/")
        page.locator("a.lumen-claim").first.focus()
        page.locator(".md-tooltip2--active").wait_for(state="visible", timeout=5000)
    finally:
        watched.close()
    assert watched.errors == []
    assert watched.outside == []
