"""``lumen-report build`` on the example project, end to end, into a temporary folder."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from rich.console import Console

from lumen_report.pipeline import StageLog, build_project


def build(project: Path, site: Path, **options: bool) -> tuple[int, str]:
    console = Console(record=True, width=200, file=open("/dev/null", "w"))  # noqa: SIM115
    try:
        code = build_project(project, site_dir=site, log=StageLog(console), **options)
    finally:
        console.file.close()
    return code, console.export_text()


def page_text(site: Path, page: str) -> str:
    raw = (site / page / "index.html").read_text(encoding="utf-8")
    return html.unescape(re.sub(r"<[^>]+>", " ", raw))


def test_example_builds_every_page_with_the_published_figures(
    example_project: Path, tmp_path: Path
) -> None:
    site = tmp_path / "site"
    code, log = build(example_project, site)
    assert code == 0, log
    stages = [line.split()[0] for line in log.splitlines() if line and not line.startswith(" ")]
    assert stages == ["declare", "run", "verify", "site"]
    assert "0 up to date, 9 hand-recorded, 0 pending" in log
    assert "0 mismatch" in log

    assert (site / "index.html").is_file()
    suites = sorted(p.parent.name for p in (site / "suites").glob("*/index.html"))
    assert suites == ["diffusion-reasoning", "reasoning-budget"]
    runs = sorted(str(p.parent.relative_to(site / "runs")) for p in
                  (site / "runs").rglob("index.html"))
    assert len(runs) == 9
    assert "diffusion-reasoning/vault-breach~mercury-2.5~1" in runs

    report = page_text(site, "reports/diffusion-shared-budget")
    for figure in ("3.53", "1,273", "85.38", "24.2x", "8,192", "7,295", "4,808"):
        assert figure in report
    assert "Numbers checked" in report
    suite = page_text(site, "suites/diffusion-reasoning")
    for figure in ("120.35", "83.39", "truncated"):
        assert figure in suite
    run = page_text(site, "runs/diffusion-reasoning/vault-breach~mercury-2.5~1")
    assert "3.53" in run and "1273" in run.replace(",", "")
    # Building changes nothing in the project but site/ (here: elsewhere).
    assert not (example_project / "site").exists()


def test_a_wrong_number_blocks_the_build_naming_draft_and_line(
    example_project: Path, tmp_path: Path
) -> None:
    draft = example_project / "drafts" / "diffusion-shared-budget.md"
    text = draft.read_text(encoding="utf-8").replace("needed 85.38 seconds", "needed 85.83 seconds")
    draft.write_text(text, encoding="utf-8")
    line = next(n for n, row in enumerate(text.splitlines(), 1) if "85.83 seconds" in row)
    site = tmp_path / "site"
    code, log = build(example_project, site)
    assert code == 1
    assert f"drafts/diffusion-shared-budget.md:{line}:" in log
    assert "85.38" in log
    assert not site.exists()

    code, log = build(example_project, site, allow_errors=True)
    assert code == 0
    assert "85.83" in page_text(site, "reports/diffusion-shared-budget")


def test_drafts_marked_draft_are_left_out(example_project: Path, tmp_path: Path) -> None:
    (example_project / "drafts" / "wip.md").write_text(
        "---\ntitle: Work in progress\nstatus: draft\n---\n\nMercury took 99.99 seconds.\n",
        encoding="utf-8")
    code, log = build(example_project, tmp_path / "site")
    assert code == 0, log
    assert not (tmp_path / "site" / "reports" / "wip").exists()


def test_pending_runs_are_skipped_without_a_key_and_say_why(
    example_project: Path, tmp_path: Path
) -> None:
    suite = example_project / "runs" / "reasoning-budget.yaml"
    suite.write_text(suite.read_text().replace(
        "  budgeted:\n", "  terse:\n    prompt: Fix it.\n  budgeted:\n"), encoding="utf-8")
    before = (example_project / "runs" / "reasoning-budget" / "summary.json").read_bytes()
    code, log = build(example_project, tmp_path / "site")
    assert code == 0, log
    assert "1 pending" in log
    skipped = "reasoning-budget: skipped 1 pending run(s) (1 no result yet): "
    assert f"{skipped}DEEPSEEK_API_KEY not set" in log
    code, log = build(example_project, tmp_path / "site2", no_run=True)
    assert "skipped 1 pending run(s) (1 no result yet): --no-run" in log
    assert (example_project / "runs" / "reasoning-budget" / "summary.json").read_bytes() == before


@pytest.mark.parametrize("strict", [False, True])
def test_strict_is_passed_through(example_project: Path, tmp_path: Path, strict: bool) -> None:
    draft = example_project / "drafts" / "diffusion-shared-budget.md"
    draft.write_text(draft.read_text(encoding="utf-8") +
                     "\nDeepSeek's budgeted run produced 512 reasoning tokens.\n",
                     encoding="utf-8")
    code, log = build(example_project, tmp_path / "site", strict=strict)
    assert "1 unsupported" in log
    assert code == (1 if strict else 0)
