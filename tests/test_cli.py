"""The CLI end to end, as a user runs it: exit codes, messages, nothing lost on bad input."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from lumen_report import __version__
from lumen_report.harness.outcomes import EXIT_TABLE

REPO = Path(__file__).resolve().parent.parent
COMMANDS = ["run", "rescore", "verify", "build", "serve", "deploy"]


def cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY")}
    return subprocess.run([sys.executable, "-m", "lumen_report", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=300)


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def test_version() -> None:
    done = cli("--version")
    assert done.returncode == 0
    assert done.stdout.strip() == f"lumen-report, version {__version__}"


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_help(command: str) -> None:
    done = cli(command, "--help")
    assert done.returncode == 0
    assert "--project" in done.stdout


def test_bad_declaration_exits_2_with_file_and_line_and_changes_nothing(
    example_project: Path,
) -> None:
    suite = example_project / "runs" / "diffusion-reasoning.yaml"
    text = suite.read_text().replace("  mercury-2.5:\n", "  mercury-2.5:\n    lable: x\n")
    suite.write_text(text)
    before = snapshot(example_project)
    for args in (["build"], ["run"]):
        done = cli(*args, "--project", str(example_project))
        assert done.returncode == 2, done.stderr
        assert "runs/diffusion-reasoning.yaml:" in done.stderr
        assert "lanes.mercury-2.5.lable: unknown key 'lable'; did you mean 'label'?" in done.stderr
        assert "Traceback" not in done.stderr
    assert snapshot(example_project) == before


def test_torn_results_exit_2_and_are_never_overwritten(example_project: Path) -> None:
    summary = example_project / "runs" / "reasoning-budget" / "summary.json"
    summary.write_bytes(summary.read_bytes()[:500])
    before = snapshot(example_project)
    for args in (["build"], ["verify"], ["run"]):
        done = cli(*args, "--project", str(example_project))
        assert done.returncode == 2, (args, done.stderr)
        assert "summary.json" in done.stderr and "not valid JSON" in done.stderr
        assert "Traceback" not in done.stderr
    assert snapshot(example_project) == before


def test_verify_passes_on_the_example_draft() -> None:
    done = cli("verify", "--project", str(REPO))
    assert done.returncode == 0, done.stdout + done.stderr


def test_build_outside_a_project_says_so(tmp_path: Path) -> None:
    done = cli("build", "--project", str(tmp_path))
    assert done.returncode == 2
    assert "mkdocs.yml" in done.stderr and "Traceback" not in done.stderr


def test_readme_documents_every_exit_code_and_the_two_commands() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    for row in EXIT_TABLE:
        assert f"| {row.code} | {row.outcome.value} |" in readme
    first_block = readme.split("```")[1]
    assert "pip install -e ." in first_block and "lumen-report build" in first_block
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    assert "python3 -m pytest" in first_block and "python3 -m pytest" in ci


def test_cli_reference_matches_the_help() -> None:
    sys.path.insert(0, str(REPO / "tools"))
    try:
        from cli_reference import TARGET, render
    finally:
        sys.path.remove(str(REPO / "tools"))
    assert TARGET.read_text(encoding="utf-8") == render(), (
        "docs/cli.md is stale: run python tools/cli_reference.py")
