"""Report pages of drafts written the way people write: markup around numbers, footnotes.

Verified by the real verifier and built by a real MkDocs build of the example project with
one more draft.
"""

from __future__ import annotations

import html
import re
import shutil
from pathlib import Path

import pytest

from lumen_report.declare import load_project
from lumen_report.drafts import load_drafts
from lumen_report.results import load_project_results
from lumen_report.site.build import build_site

DRAFT = """\
---
title: Markup around numbers
date: 2026-09-22
suites: [diffusion-reasoning]
---

# Markup around numbers

Mercury 2.5 finished vault-breach in **3.53** seconds.

> On vault-breach, DiffusionGemma 26B ran for 85.38
> seconds with 2,093 bytes of output.

Mercury 2.5 answered negative-constraints in 4.06 seconds; the vendor quotes 1,100 tokens/s[^1].

[^1]: From the vendor's page, not measured by us.
"""


@pytest.fixture(scope="module")
def marks_page(tmp_path_factory: pytest.TempPathFactory) -> str:
    repo = Path(__file__).resolve().parents[2]
    root = tmp_path_factory.mktemp("marks")
    project = root / "project"
    project.mkdir()
    shutil.copytree(repo / "runs", project / "runs")
    (project / "drafts").mkdir()
    (project / "drafts" / "marks.md").write_text(DRAFT, encoding="utf-8")
    shutil.copy(repo / "mkdocs.yml", project / "mkdocs.yml")
    decls = load_project(project)
    results = load_project_results(decls)
    drafts = load_drafts(project)
    from lumen_report import verify

    report = verify.verify_drafts(drafts, results)
    build_site(project, decls=decls, results=results, drafts=drafts, verification=report,
               site_dir=root / "site", allow_errors=False)
    page = (root / "site" / "reports" / "marks" / "index.html").read_text(encoding="utf-8")
    return html.unescape(page)


def _marked(page: str, shown: str, field: str) -> bool:
    return re.search(rf'<a class="lumen-claim" href="[^"]+" id="claim-\d+" '
                     rf'title="[^"]*{re.escape(field)}[^"]*">{re.escape(shown)}</a>',
                     page) is not None


def test_a_number_in_emphasis_is_marked_inside_it(marks_page: str) -> None:
    # "**3.53** seconds": the claim is "3.53 seconds", the link can only hold "3.53"
    assert re.search(r"<strong><a class=\"lumen-claim\"[^>]*wall_s[^>]*>3\.53</a></strong> "
                     r"seconds", marks_page), marks_page


def test_a_claim_across_blockquote_lines_is_marked(marks_page: str) -> None:
    assert _marked(marks_page, "85.38", "vault-breach/diffusiongemma-26b/1 wall_s")
    assert _marked(marks_page, "2,093 bytes", "output_bytes")
    assert "[85.38" not in marks_page


def test_every_checked_number_is_marked_in_the_text(marks_page: str) -> None:
    body = marks_page[:marks_page.index('id="numbers-checked"')]
    appendix = marks_page[marks_page.index('id="numbers-checked"'):]
    verified = len(re.findall(r"lumen-status--ok\">(?:verified|derived)<", appendix))
    assert verified >= 4
    assert len(re.findall(r'<a class="lumen-claim"', body)) == verified


def test_footnotes_render_as_footnotes(marks_page: str) -> None:
    # a footnote reference is how a draft cites a number it did not measure
    assert "[^1]" not in marks_page
    assert re.search(r'<sup id="fnref:1"><a class="footnote-ref" href="#fn:1"', marks_page)
    assert 'class="footnote"' in marks_page and "not measured by us" in marks_page
