"""``lumen-report verify`` end to end: exit codes, the SPEC 7 JSON, annotations, --fix."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from fixture_cases import read_expected, results_files

from lumen_report.cli import main
from lumen_report.drafts import load_draft
from lumen_report.results import load_results, save_results
from lumen_report.verify import verify_drafts
from lumen_report.verify.command import load_verify_results

REPO = Path(__file__).resolve().parents[2]
DRAFT = "drafts/diffusion-shared-budget.md"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    target = tmp_path / "project"
    shutil.copytree(REPO / "runs", target / "runs")
    shutil.copytree(REPO / "drafts", target / "drafts")
    return target


def invoke(project: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["verify", "--project", str(project), *args])
    return result.exit_code, result.output


def write_draft(project: Path, body: str, suites: str = "[diffusion-reasoning]") -> Path:
    path = project / "drafts" / "post.md"
    path.write_text(f"---\ntitle: Post\ndate: 2026-09-21\nsuites: {suites}\n---\n\n{body}",
                    encoding="utf-8")
    return path


def test_example_draft_verifies_with_every_number_classified() -> None:
    results = load_verify_results(REPO, None)
    report = verify_drafts([load_draft(REPO / DRAFT, REPO)], results)
    assert report.errors == [] and report.warnings == []
    by_text = {c.text: c for c in report.claims}
    assert by_text["24.2x"].status == "derived"
    assert by_text["24.2x"].formula == "85.38 / 3.53 = 24.19"
    assert by_text["616 tokens per second"].status == "derived"
    assert by_text["1,100 tokens per second"].status == "ignored"  # link text: cited
    assert by_text["4096"].unit == "flag" and by_text["4096"].status == "verified"
    assert "2,000" not in " ".join(by_text)  # inline code prose is not a claim
    assert by_text["twenty-four times"].status == "derived"
    assert by_text["85.38 seconds"].source == "vault-breach/diffusiongemma-26b/1 wall_s"
    assert by_text["85.38 seconds"].runs == ["vault-breach/diffusiongemma-26b/1"]


def test_clean_project_exits_0(project: Path) -> None:
    code, out = invoke(project)
    assert code == 0, out
    assert "0 error(s), 0 warning(s)" in out


def test_wrong_number_exits_1_with_an_actionable_message(project: Path) -> None:
    write_draft(project, "On vault-breach, DiffusionGemma 26B needed 85.83 seconds.\n")
    code, out = invoke(project, "drafts/post.md")
    assert code == 1
    assert ('drafts/post.md:7:44 error: "85.83 seconds" for DiffusionGemma 26B on vault-breach: '
            "results say 85.38 s (vault-breach/diffusiongemma-26b/1 wall_s)") in out


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_the_program_prints_everything_and_exits_with_its_code(project: Path, fmt: str) -> None:
    """Run as a program, verify ends the process at once (cli.exit_at_once): every line is
    still printed and the exit code is the in-process one."""
    write_draft(project, "On vault-breach, DiffusionGemma 26B needed 85.83 seconds.\n")
    args = ["verify", "--project", str(project), "--format", fmt]
    done = subprocess.run([sys.executable, "-m", "lumen_report", *args], capture_output=True,
                          text=True, check=False, cwd=REPO,
                          env={**os.environ, "PYTHONPATH": str(REPO)})
    code, out = invoke(project, "--format", fmt)
    assert (done.returncode, done.stdout) == (code, out) == (1, out)
    assert out.endswith("\n") and "85.83" in out


def test_json_is_spec_section_7(project: Path) -> None:
    write_draft(project, "On vault-breach, DiffusionGemma 26B needed 85.83 seconds.\n"
                         "Mercury was 24.2x faster on vault-breach.\n")
    code, out = invoke(project, "drafts/post.md", "--format", "json")
    assert code == 1
    data = json.loads(out)
    assert data["schema"] == "lumen-report/verify@1"
    assert set(data["summary"]) == {"claims", "verified", "derived", "rounding", "mismatch",
                                    "unsupported", "ignored", "errors", "warnings"}
    assert data["summary"]["mismatch"] == 1 and data["summary"]["errors"] == 1
    draft = data["drafts"][0]
    assert draft["path"] == "drafts/post.md"
    first = draft["claims"][0]
    for key in ("line", "col", "text", "value", "unit", "status", "severity", "expected",
                "source", "message"):
        assert key in first
    assert (first["line"], first["col"], first["text"], first["value"], first["unit"]) == (
        7, 44, "85.83 seconds", 85.83, "s")
    assert (first["status"], first["severity"], first["expected"], first["source"]) == (
        "mismatch", "error", 85.38, "vault-breach/diffusiongemma-26b/1 wall_s")
    ratio = draft["claims"][1]
    assert (ratio["value"], ratio["unit"], ratio["status"]) == (24.2, "x", "derived")


def test_json_units_stay_within_spec_section_7(project: Path) -> None:
    # A rate in bytes per second (output_bytes / wall_s, beyond SPEC 4) has no SPEC 7 unit:
    # `unit` is null and the extension `unit_name` says what it was checked as.
    write_draft(project, "On vault-breach, DiffusionGemma 26B wrote 24.5 bytes per second.\n")
    code, out = invoke(project, "drafts/post.md", "--format", "json")
    assert code == 0
    claim = json.loads(out)["drafts"][0]["claims"][0]
    assert (claim["text"], claim["unit"], claim["unit_name"]) == (
        "24.5 bytes per second", None, "bytes/s")
    assert (claim["status"], claim["source"]) == (  # 2,093 / 85.38 = 24.51
        "derived", "vault-breach/diffusiongemma-26b/1 bytes_per_s")


def test_github_annotations(project: Path) -> None:
    write_draft(project, "On vault-breach, DiffusionGemma 26B needed 85.83 seconds.\n")
    code, out = invoke(project, "drafts/post.md", "--format", "github")
    assert code == 1
    assert out.splitlines()[0].startswith("::error file=drafts/post.md,line=7,col=44::"
                                          '"85.83 seconds"')


def test_strict_makes_unsupported_an_error(project: Path) -> None:
    write_draft(project, "On vault-breach, DiffusionGemma 26B used 1,500 reasoning tokens.\n")
    code, out = invoke(project, "drafts/post.md")
    assert code == 0 and "warning:" in out
    code, out = invoke(project, "drafts/post.md", "--strict")
    assert code == 1 and "error:" in out


def test_bad_input_exits_2(project: Path, tmp_path: Path) -> None:
    broken = tmp_path / "summary.json"
    broken.write_text("{ torn", encoding="utf-8")
    code, out = invoke(project, "--results", str(broken))
    assert code == 2 and "not valid JSON" in out
    code, out = invoke(project, str(project / "drafts" / "missing.md"))
    assert code == 2
    bad = project / "drafts" / "bad.md"
    bad.write_text("---\ntitle: [unclosed\n---\nbody\n", encoding="utf-8")
    code, out = invoke(project, str(bad))
    assert code == 2 and "front matter" in out


def test_results_option_replaces_the_project_results(project: Path, tmp_path: Path) -> None:
    results = load_results(project / "runs" / "diffusion-reasoning" / "summary.json")
    runs = [r.model_copy(update={"wall_s": 90.0}) if r.id == "vault-breach/diffusiongemma-26b/1"
            else r for r in results.runs]
    other = tmp_path / "other.json"
    save_results(results.model_copy(update={"runs": runs}), other)
    write_draft(project, "On vault-breach, DiffusionGemma 26B needed 85.38 seconds.\n")
    assert invoke(project, "drafts/post.md")[0] == 0
    code, out = invoke(project, "drafts/post.md", "--results", str(other))
    assert code == 1 and "results say 90 s" in out


def test_rerun_that_changes_results_fails_with_old_and_new_value(project: Path) -> None:
    assert invoke(project)[0] == 0
    path = project / "runs" / "diffusion-reasoning" / "summary.json"
    results = load_results(path)
    runs = [r.model_copy(update={"wall_s": 87.1}) if r.id == "vault-breach/diffusiongemma-26b/1"
            else r for r in results.runs]
    save_results(results.model_copy(update={"runs": runs}), path)
    code, out = invoke(project)
    assert code == 1
    assert '"85.38 seconds" for DiffusionGemma 26B on vault-breach: results say 87.1 s' in out


def test_fix_proposes_a_diff_and_write_applies_it(project: Path) -> None:
    path = write_draft(project, "On vault-breach, DiffusionGemma 26B needed 85.83 seconds and\n"
                                "wrote 2\u2009039 bytes. Mercury used `--max-tokens 2048`.\n")
    code, out = invoke(project, "drafts/post.md", "--fix")
    assert code == 1
    assert "-On vault-breach, DiffusionGemma 26B needed 85.83 seconds and" in out
    assert "+On vault-breach, DiffusionGemma 26B needed 85.38 seconds and" in out
    assert "+wrote 2\u2009093 bytes. Mercury used `--max-tokens 4096`." in out
    assert "85.83" in path.read_text(encoding="utf-8")  # a diff only: nothing written
    code, out = invoke(project, "drafts/post.md", "--fix", "--write")
    assert code == 0, out
    assert path.read_text(encoding="utf-8").endswith(
        "needed 85.38 seconds and\nwrote 2\u2009093 bytes. Mercury used `--max-tokens 4096`.\n")


def test_fix_diff_header_of_a_draft_outside_the_project(project: Path, tmp_path: Path) -> None:
    outside = tmp_path / "elsewhere" / "post.md"
    outside.parent.mkdir()
    outside.write_text("---\ntitle: Post\nsuites: [diffusion-reasoning]\n---\n\n"
                       "On vault-breach, DiffusionGemma 26B needed 85.83 seconds.\n",
                       encoding="utf-8")
    code, out = invoke(project, str(outside), "--fix")
    assert code == 1
    name = str(outside).replace("\\", "/").lstrip("/")
    assert f"--- a/{name}\n+++ b/{name}\n" in out
    assert "a//" not in out and "b//" not in out


def test_fix_leaves_ambiguous_mismatches_alone(project: Path) -> None:
    # Two lanes in scope with different values: no single figure fits.
    write_draft(project, "On vault-breach both models needed 50 seconds in total.\n")
    code, out = invoke(project, "drafts/post.md", "--fix")
    assert code == 1
    assert "no mismatch with exactly one fitting value" in out


def test_findings_do_not_depend_on_the_hash_seed(tmp_path: Path) -> None:
    # rt7-comparisons-errors names where a wrong figure comes from ("0.33 s is Wren 2 Flash's
    # ttft_s"): that wording once came from iterating a set, so it changed with the seed.
    case = Path(__file__).parent / "fixtures" / "rt7-comparisons-errors"
    (tmp_path / "drafts").mkdir()
    shutil.copy(case / "draft.md", tmp_path / "drafts" / "post.md")
    (results,) = results_files(case, read_expected(case / "expected.txt")[1])
    suite = load_results(results).suite
    (tmp_path / "runs" / suite).mkdir(parents=True)
    shutil.copy(results, tmp_path / "runs" / suite / "summary.json")
    outputs = set()
    for seed in ("0", "1", "2", "3"):
        done = subprocess.run(
            [sys.executable, "-m", "lumen_report", "verify", "--project", str(tmp_path),
             "--format", "json"], capture_output=True, text=True, check=False,
            env={**os.environ, "PYTHONHASHSEED": seed})
        assert done.returncode == 1, done.stderr
        outputs.add(done.stdout)
    assert len(outputs) == 1
