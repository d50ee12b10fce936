"""Numbers inside raw HTML blocks of a draft are checked by the verifier but cannot carry
a Markdown link: the page keeps the HTML as written and lists them under "Numbers checked".

A real MkDocs build of the example project with one more draft.
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
title: Numbers in raw HTML
date: 2026-09-22
suites: [diffusion-reasoning]
---

# Numbers in raw HTML

Mercury 2.5 finished vault-breach in 3.53 seconds.

<table>
<tr><th>Model</th><th>Vault breach wall (s)</th><th>Output (bytes)</th></tr>
<tr><td>Mercury 2.5</td><td>3.53</td><td>1,273</td></tr>
<tr><td>DiffusionGemma 26B</td><td>85.38</td><td>2&#8201;093</td></tr>
</table>

<div markdown>
On vault-breach DiffusionGemma 26B took <b>85.38</b> seconds.
</div>
"""


@pytest.fixture(scope="module")
def html_page(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, object]:
    repo = Path(__file__).resolve().parents[2]
    root = tmp_path_factory.mktemp("html-numbers")
    project = root / "project"
    project.mkdir()
    shutil.copytree(repo / "runs", project / "runs")
    (project / "drafts").mkdir()
    (project / "drafts" / "raw-html.md").write_text(DRAFT, encoding="utf-8")
    shutil.copy(repo / "mkdocs.yml", project / "mkdocs.yml")
    decls = load_project(project)
    results = load_project_results(decls)
    drafts = load_drafts(project)
    from lumen_report import verify

    report = verify.verify_drafts(drafts, results)
    build_site(project, decls=decls, results=results, drafts=drafts, verification=report,
               site_dir=root / "site", allow_errors=False)
    page = (root / "site" / "reports" / "raw-html" / "index.html").read_text(encoding="utf-8")
    return html.unescape(page), report


def test_numbers_in_raw_html_are_checked(html_page: tuple[str, object]) -> None:
    _, report = html_page
    claims = report.drafts[0].claims  # type: ignore[attr-defined]
    in_html = [c for c in claims if c.in_html]
    assert [(c.text, c.status) for c in in_html] == [
        ("3.53", "verified"), ("1,273", "verified"), ("85.38", "verified"),
        ("2\u2009093", "verified"), ("85.38 seconds", "verified")]
    assert not any(c.in_html for c in claims if c.text == "3.53 seconds")


def test_raw_html_is_kept_and_its_numbers_listed_not_marked(
        html_page: tuple[str, object]) -> None:
    page, _ = html_page
    body = page[:page.index('id="numbers-checked"')]
    appendix = page[page.index('id="numbers-checked"'):]
    assert "[3.53" not in body and "[85.38" not in body and "{ #claim" not in body
    assert re.search(r"<td>3\.53</td>\s*<td>1,273</td>", body), body
    assert "<b>85.38</b> seconds" in body
    # the prose number before the table is marked; the five in HTML are only listed
    assert len(re.findall(r'<a class="lumen-claim"', body)) == 1
    assert len(re.findall(r"lumen-status--ok\">verified<", appendix)) == 6
