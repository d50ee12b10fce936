"""Real MkDocs builds of fixture projects: pages, nav, config, drafts, verification errors."""

from __future__ import annotations

import html
import json
import re
import subprocess
import sys
from pathlib import Path

import plotly.graph_objects as go
import pytest
from site_fixtures import broken_links, build, hostile_report, make_hostile_project

from lumen_report.errors import VerificationFailed
from lumen_report.site import links

RUN_PAGES = [
    "diffusion-reasoning/vault-breach~diffusiongemma-26b~1",
    "diffusion-reasoning/vault-breach~mercury-2.5~1",
    "diffusion-reasoning/concurrency-defects~mercury-2.5~1",
    "diffusion-reasoning/concurrency-defects~diffusiongemma-26b~1",
    "diffusion-reasoning/negative-constraints~mercury-2.5~1",
    "diffusion-reasoning/negative-constraints~diffusiongemma-26b~1",
    "reasoning-budget/unconstrained~deepseek-v4.1~1",
    "reasoning-budget/rephrased~deepseek-v4.1~1",
    "reasoning-budget/budgeted~deepseek-v4.1~1",
]


def read(site: Path, page: str) -> str:
    return (site / page).read_text(encoding="utf-8")


def charts(page_html: str) -> list[dict[str, object]]:
    return [json.loads(html.unescape(m)) for m in re.findall(r"data-lumen-chart='([^']*)'",
                                                             page_html)]


def test_example_site_has_every_page(example_site: Path) -> None:
    assert (example_site / "index.html").is_file()
    assert (example_site / "exit-codes/index.html").is_file()
    assert (example_site / "reports/diffusion-shared-budget/index.html").is_file()
    for suite in ("diffusion-reasoning", "reasoning-budget"):
        assert (example_site / f"suites/{suite}/index.html").is_file()
    for run in RUN_PAGES:
        assert (example_site / f"runs/{run}/index.html").is_file(), run


def test_hand_recorded_runs_say_so(example_site: Path) -> None:
    page = read(example_site, f"runs/{RUN_PAGES[0]}/index.html")
    assert "Hand-recorded result: no answer text" in page
    assert "no transcript" in page


def test_run_pages_stay_out_of_the_nav(example_site: Path) -> None:
    home = read(example_site, "index.html")
    nav = home[home.index('<nav class="md-nav md-nav--primary"'):]
    nav = nav[:nav.index('md-sidebar--secondary')]
    assert "suites/diffusion-reasoning/" in nav
    assert "runs/" not in nav
    # ...but every run is linked from its suite page.
    suite = read(example_site, "suites/diffusion-reasoning/index.html")
    for run in RUN_PAGES[:6]:
        assert f"../../runs/{run}/" in suite


def test_suite_page_has_four_valid_charts_without_template(example_site: Path) -> None:
    figures = charts(read(example_site, "suites/diffusion-reasoning/index.html"))
    assert len(figures) == 4
    for figure in figures:
        assert "template" not in figure["layout"]  # type: ignore[operator]
        go.Figure(figure)  # plotly validates every trace and layout key
    page = read(example_site, "suites/diffusion-reasoning/index.html")
    titles = [html.unescape(t) for t in
              re.findall(r"<h3 id=\"[^\"]+\">([^<]+)<a class=\"headerlink\"", page)]
    assert titles == ["Tasks", "Wall time per task", "End-to-end throughput",
                      "The shared budget: reasoning and answer under one ceiling",
                      "Outcomes per lane"]
    captions = re.findall(r"<figcaption>([^<]+)</figcaption>", page)
    assert len(captions) == 4
    assert "Mercury 2.5: vault-breach 3.53" in html.unescape(captions[0])


def test_a_chart_with_one_lane_still_names_it(example_site: Path) -> None:
    # DiffusionGemma 26B reported no tokens: the throughput chart has Mercury's bars alone
    figures = charts(read(example_site, "suites/diffusion-reasoning/index.html"))
    alone = [f for f in figures if len(f["data"]) == 1]  # type: ignore[arg-type]
    assert alone
    for figure in alone:
        assert figure["layout"]["showlegend"] is True  # type: ignore[index]
        assert figure["data"][0]["name"] == "Mercury 2.5"  # type: ignore[index]


def test_legends_sit_above_the_plot(example_site: Path) -> None:
    # below it, two-level ticks (task, then lane) of a 100-run budget chart ran over it
    for suite in ("diffusion-reasoning", "reasoning-budget"):
        for figure in charts(read(example_site, f"suites/{suite}/index.html")):
            legend = figure["layout"]["legend"]  # type: ignore[index]
            assert legend["yanchor"] == "bottom" and legend["y"] >= 1


def test_budget_chart_stacks_reasoning_and_content_under_the_ceiling(example_site: Path) -> None:
    figures = charts(read(example_site, "suites/reasoning-budget/index.html"))
    budget = next(f for f in figures
                  if any(t["name"] == "reasoning" for t in f["data"]))  # type: ignore[attr-defined]
    traces = {t["name"]: t for t in budget["data"]}  # type: ignore[attr-defined]
    assert budget["layout"]["barmode"] == "stack"  # type: ignore[index]
    assert traces["reasoning"]["y"] == [8192, 7295]
    assert traces["content (the answer)"]["y"] == [0, 897]
    assert traces["max_tokens ceiling"]["y"] == [8192, 8192]


def test_plotly_shipped_once_and_only_referenced_by_the_chart_script(example_site: Path) -> None:
    shipped = list(example_site.rglob("plotly*.js"))
    assert [p.relative_to(example_site).as_posix() for p in shipped] == [
        f"{links.ASSETS}/plotly.min.js"]
    for page in example_site.rglob("*.html"):
        assert "plotly.min.js" not in page.read_text(encoding="utf-8"), page


def test_no_asset_from_the_network(example_site: Path) -> None:
    for page in example_site.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        assert "fonts.googleapis" not in text and "fonts.gstatic" not in text
        for tag in re.findall(r"<(?:script|link|img|iframe)\b[^>]*>", text):
            if 'rel="canonical"' in tag:
                continue
            assert not re.search(r'(?:src|href)="(?:https?:)?//', tag), (page, tag)


def test_every_internal_link_resolves(example_site: Path) -> None:
    """The link check: every href and src inside the site points at a file that exists."""
    assert broken_links(example_site) == []


def test_drafts_marked_draft_are_left_out(hostile_site: Path) -> None:
    assert (hostile_site / "reports/hostile/index.html").is_file()
    assert not (hostile_site / "reports/unfinished").exists()
    assert "Unfinished" not in read(hostile_site, "index.html")


def test_report_marks_numbers_with_their_source(hostile_site: Path) -> None:
    page = read(hostile_site, "reports/hostile/index.html")
    link = re.search(r'<a class="lumen-claim" href="([^"]+)" id="(claim-\d+)" title="([^"]+)">'
                     r"1\.5 seconds</a>", page)
    assert link is not None, page
    assert link.group(1) == "../../runs/hostile/inject~echo~1/"
    title = html.unescape(link.group(3))
    assert "inject/echo/1 wall_s" in title and "1.5" in title
    derived = re.search(r'title="([^"]+)">9\.99 seconds</a>', page)
    assert derived is not None and "wall_s of inject/teller/1" in html.unescape(derived.group(1))
    # unsupported and ignored numbers are not links, but all are in the appendix
    assert ">300 bytes</a>" not in page and ">77</a>" not in page
    appendix = page[page.index('id="numbers-checked"'):]
    for text in ("1.5 seconds", "300 bytes", "1,200 completion tokens", "9.99 seconds", "77"):
        assert text in html.unescape(appendix)
    assert "unsupported" in appendix and "verified" in appendix
    # the appendix row of a marked number leads to its mark in the text
    assert f'<a href="#{link.group(2)}">1.5 seconds</a>' in appendix
    assert "<code>inject/echo/1</code>" in appendix


def test_verification_error_blocks_the_build(tmp_path: Path) -> None:
    project = make_hostile_project(tmp_path / "project")
    drafts, report = hostile_report(project, with_error=True)
    with pytest.raises(VerificationFailed, match=r"drafts/hostile\.md:14"):
        build(project, tmp_path / "site", drafts=drafts, report=report)
    assert not (tmp_path / "site").exists()


def test_allow_errors_builds_with_a_visible_warning(tmp_path: Path) -> None:
    project = make_hostile_project(tmp_path / "project")
    drafts, report = hostile_report(project, with_error=True)
    build(project, tmp_path / "site", drafts=drafts, report=report, allow_errors=True)
    page = read(tmp_path / "site", "reports/hostile/index.html")
    assert "This report failed verification: 1 error(s)" in page
    assert "lumen-claim--error" in page
    assert "results say 1234 bytes" in html.unescape(page)


def test_user_config_is_respected_and_completed(tmp_path: Path) -> None:
    project = make_hostile_project(tmp_path / "project")
    (project / "mkdocs.yml").write_text(
        "site_name: My Bench\nsite_url: https://team.github.io/bench/\n"
        "theme:\n  name: material\n  palette:\n    primary: teal\n"
        "extra:\n  homepage: https://example.org/\n", encoding="utf-8")
    build(project, tmp_path / "site")
    home = read(tmp_path / "site", "index.html")
    assert "<title>My Bench</title>" in home
    assert 'data-md-color-primary="teal"' in home
    assert '<link rel="canonical" href="https://team.github.io/bench/">' in home
    assert "lumen.css" in home and "lumen.js" in home


def test_project_templates_override_packaged_ones(tmp_path: Path) -> None:
    project = make_hostile_project(tmp_path / "project")
    (project / "templates").mkdir()
    (project / "templates" / "home.md.j2").write_text(
        "# Our benchmarks\n\n{% for s in suites %}- {{ link(s.title, page, s.page) }}\n"
        "{% endfor %}\n", encoding="utf-8")
    build(project, tmp_path / "site")
    home = read(tmp_path / "site", "index.html")
    assert "Our benchmarks" in home and "suites/hostile/" in home
    # the other templates are still the packaged ones
    assert "Exit codes in this suite" in read(tmp_path / "site", "suites/hostile/index.html")


def test_generated_sources_build_with_plain_mkdocs(tmp_path: Path) -> None:
    """The generated config and Markdown need no plugin of ours: `mkdocs build --strict`."""
    project = make_hostile_project(tmp_path / "project")
    from lumen_report.declare import load_project
    from lumen_report.drafts import load_drafts
    from lumen_report.results import load_project_results
    from lumen_report.site.build import build_site
    from lumen_report.verify.model import VerifyReport

    decls = load_project(project)
    build_site(project, decls=decls, results=load_project_results(decls),
               drafts=load_drafts(project), verification=VerifyReport([]),
               site_dir=tmp_path / "site", allow_errors=False, build_dir=tmp_path / "src")
    assert "plugins:\n- search\n" in (tmp_path / "src" / "mkdocs.yml").read_text()
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-f",
                           str(tmp_path / "src" / "mkdocs.yml"), "-d", str(tmp_path / "plain")],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "plain" / "runs/hostile/inject~echo~1/index.html").is_file()


def test_broken_link_in_a_draft_fails_the_build(tmp_path: Path) -> None:
    from lumen_report.site.build import BuildFailed

    project = make_hostile_project(tmp_path / "project")
    draft = project / "drafts" / "hostile.md"
    draft.write_text(draft.read_text() + "\nSee [the appendix](missing.md).\n")
    with pytest.raises(BuildFailed, match=r"missing\.md"):
        build(project, tmp_path / "site")


def test_search_indexes_reports_and_suites_but_not_each_run(example_site: Path) -> None:
    index = json.loads(read(example_site, "search/search_index.json"))
    locations = {doc["location"].split("#")[0] for doc in index["docs"]}
    assert "reports/diffusion-shared-budget/" in locations
    assert "suites/diffusion-reasoning/" in locations
    # 1,000 near-identical run pages would drown every query; suite pages list each run.
    assert not any(location.startswith("runs/") for location in locations)


@pytest.mark.parametrize(("source", "target", "expected"), [
    ("index.md", "suites/a.md", "suites/a.md"),
    ("suites/a.md", "runs/a/t/l/1.md", "../runs/a/t/l/1.md"),
    ("runs/a/t/l/1.md", "suites/a.md", "../../../../suites/a.md"),
    ("runs/a/t/l/1.md", "runs/a/t/l/2.md", "2.md"),
    ("runs/a/t/l/1.md", "runs/a/u/l/1.md", "../../u/l/1.md"),
])
def test_relative_links(source: str, target: str, expected: str) -> None:
    assert links.rel(source, target) == expected


def test_run_pages_are_one_folder_per_suite() -> None:
    assert links.run_page("s", "task.x/lane-1/2") == "runs/s/task.x~lane-1~2/index.md"
    assert links.suite_page("s") == "suites/s/index.md"


@pytest.mark.parametrize(("source", "target", "directory_urls", "expected"), [
    ("index.md", "suites/a.md", True, "suites/a/"),
    ("suites/a.md", "index.md", True, "../../"),
    ("suites/a.md", "runs/a/t~l~1.md", True, "../../runs/a/t~l~1/"),
    ("runs/a/t~l~1.md", "suites/a.md#task-x", True, "../../../suites/a/#task-x"),
    ("runs/a/t~l~1.md", "runs/a/t~l~2.md", True, "../t~l~2/"),
    ("index.md", "index.md", True, "./"),
    ("suites/a.md", "#x", True, "#x"),
    ("index.md", "suites/a.md", False, "suites/a.html"),
    ("suites/a.md", "index.md", False, "../index.html"),
    ("runs/a/t~l~1.md", "suites/a.md#q", False, "../../suites/a.html#q"),
    ("sub/index.md", "index.md", True, "../"),
    ("runs/a/t~l~1/index.md", "suites/a/index.md#task-x", True, "../../../suites/a/#task-x"),
    ("suites/a/index.md", "runs/a/t~l~1/index.md", False, "../../runs/a/t~l~1/index.html"),
    ("runs/a/t~l~1/index.md", "transcripts/a/t/1.jsonl", True, "../../../transcripts/a/t/1.jsonl"),
])
def test_html_links_are_the_urls_mkdocs_gives(source: str, target: str,
                                               directory_urls: bool, expected: str) -> None:
    """Links inside raw HTML blocks are final URLs: what MkDocs makes of a Markdown link."""
    assert links.href(source, target, directory_urls) == expected


def test_html_links_follow_use_directory_urls(tmp_path: Path) -> None:
    project = make_hostile_project(tmp_path / "project")
    config = project / "mkdocs.yml"
    config.write_text(config.read_text() + "use_directory_urls: false\n")
    build(project, tmp_path / "site")
    suite = read(tmp_path / "site", "suites/hostile/index.html")
    assert 'href="../../runs/hostile/inject~echo~1/index.html"' in suite
    run = read(tmp_path / "site", "runs/hostile/inject~echo~1/index.html")
    assert 'href="../../../exit-codes.html"' in run
    assert (tmp_path / "site" / "exit-codes.html").is_file()


def test_claims_in_code_spans_and_across_lines_are_marked(example_site: Path) -> None:
    page = read(example_site, "reports/diffusion-shared-budget/index.html")
    # the number sits inside `--max-tokens 4096`: the whole code span becomes the link
    assert re.search(r'<a class="lumen-claim" href="[^"]+" id="claim-\d+" '
                     r'title="[^"]*max_tokens[^"]*">'
                     r"<code>--max-tokens 4096</code></a>", html.unescape(page))
    # "120.35\nseconds" is wrapped over two lines in the draft
    assert re.search(r'title="[^"]*wall_s[^"]*">120\.35\s+seconds</a>', html.unescape(page))


def test_no_markdown_syntax_leaks_into_pages(example_site: Path) -> None:
    for page in example_site.rglob("*.html"):
        main = read(example_site, page.relative_to(example_site).as_posix())
        main = main[main.index('<article'):main.index("</article>")]
        text = re.sub(r"<(code|pre)\b.*?</\1>", "", main, flags=re.S)
        assert "{:" not in text and "{ ." not in text and "!!!" not in text, page


def test_project_docs_pages_join_the_site_and_nav(tmp_path: Path) -> None:
    project = make_hostile_project(tmp_path / "project")
    (project / "docs").mkdir()
    (project / "docs" / "methods.md").write_text("# Methods\n\nHow we measure.\n")
    build(project, tmp_path / "site")
    assert "How we measure." in read(tmp_path / "site", "methods/index.html")
    home = read(tmp_path / "site", "index.html")
    assert 'href="methods/"' in home


def test_home_lists_reports_newest_first(tmp_path: Path) -> None:
    project = make_hostile_project(tmp_path / "project")
    for slug, front in {"older": "date: 2025-03-01", "undated": "",
                        "newest": "date: 2027-01-15"}.items():
        (project / "drafts" / f"{slug}.md").write_text(
            f"---\ntitle: Report {slug}\n{front}\n---\n\n# Report {slug}\n\nNo numbers.\n",
            encoding="utf-8")
    build(project, tmp_path / "site")
    home = read(tmp_path / "site", "index.html")
    home = home[home.index("<article"):]
    shown = [home.index(title) for title in ("Report newest", "Hostile report",
                                             "Report older", "Report undated")]
    assert shown == sorted(shown)
