"""The results store: round trips, upgrades, refusals, and saves that never tear."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from lumen_report.declare import load_project
from lumen_report.errors import ResultsError
from lumen_report.results import (
    RunResult,
    SuiteResults,
    Usage,
    load_results,
    record_run,
    save_results,
    summary_path,
)

FIXTURES = Path(__file__).parent / "fixtures"
REPO = Path(__file__).resolve().parents[2]


def a_run(run_id: str = "t/l/1", wall_s: float = 1.25) -> RunResult:
    task, lane, repeat = run_id.split("/")
    return RunResult(id=run_id, task=task, lane=lane, repeat=int(repeat), exit_code=0,
                     outcome="ok", finish_reason="stop", wall_s=wall_s, output_bytes=5,
                     usage=Usage(prompt_tokens=3, completion_tokens=9, reasoning_tokens=4))


def test_round_trip_is_exact(tmp_path: Path) -> None:
    results = SuiteResults(suite="s", title="S", runs=[a_run()])
    path = tmp_path / "summary.json"
    save_results(results, path)
    loaded = load_results(path)
    assert loaded == results
    save_results(loaded, path)
    assert path.read_text(encoding="utf-8") == results.to_json()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["schema"] == "lumen-report/results@1"
    # SPEC section 4 fields are always present, null when unknown.
    assert data["runs"][0]["ttft_s"] is None
    assert "done_seen" not in data["runs"][0]  # unset extensions are not written


def test_example_results_load_and_match_the_published_figures() -> None:
    results = load_results(REPO / "runs" / "diffusion-reasoning" / "summary.json")
    by_id = {r.id: r for r in results.runs}
    mercury = by_id["vault-breach/mercury-2.5/1"]
    assert (mercury.wall_s, mercury.output_bytes) == (3.53, 1273)
    assert mercury.usage == Usage(completion_tokens=2173, reasoning_tokens=1813)
    gemma = by_id["concurrency-defects/diffusiongemma-26b/1"]
    assert (gemma.exit_code, gemma.outcome, gemma.output_bytes, gemma.usage) == (
        7, "truncated", 0, None)
    assert all(r.transcript is None and r.declaration_sha256 is None for r in results.runs)
    assert results.lanes["mercury-2.5"].label == "Mercury 2.5"


def test_torn_file_is_reported_and_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "summary.json"
    save_results(SuiteResults(suite="s", runs=[a_run()]), path)
    torn = path.read_bytes()[:-40]
    path.write_bytes(torn)
    with pytest.raises(ResultsError, match=r"summary\.json:\d+: results file is not valid JSON"):
        load_results(path)
    assert path.read_bytes() == torn


def test_newer_schema_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "summary.json"
    path.write_text(json.dumps({"schema": "lumen-report/results@7", "suite": "s"}))
    with pytest.raises(ResultsError, match="written by a newer lumen-report"):
        load_results(path)


def test_foreign_schema_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "summary.json"
    path.write_text(json.dumps({"schema": "something-else/1", "suite": "s"}))
    with pytest.raises(ResultsError, match="schema: expected 'lumen-report/results@1'"):
        load_results(path)


def test_older_schema_is_upgraded() -> None:
    results = load_results(FIXTURES / "summary-v0.json")
    (run,) = results.runs
    assert run.wall_s == 2.5
    assert run.usage == Usage(completion_tokens=40, reasoning_tokens=30)


def test_invalid_run_names_the_line_and_field(tmp_path: Path) -> None:
    path = tmp_path / "summary.json"
    save_results(SuiteResults(suite="s", runs=[a_run(), a_run("t/l/2")]), path)
    data = json.loads(path.read_text())
    data["runs"][1]["exit_code"] = "seven"
    path.write_text(json.dumps(data, indent=2))
    with pytest.raises(ResultsError) as info:
        load_results(path)
    (problem,) = info.value.problems
    line = path.read_text().splitlines().index('      "id": "t/l/2",') + 1
    assert str(problem).startswith(f"{path}:{line}: runs.1.exit_code:")


def test_record_run_keeps_declaration_order_and_copies_metadata(tmp_path: Path) -> None:
    (decl,) = [d for d in load_project(REPO) if d.slug == "diffusion-reasoning"]
    results = SuiteResults(suite=decl.slug)
    for run_id in ["negative-constraints/mercury-2.5/1", "vault-breach/mercury-2.5/1",
                   "vault-breach/diffusiongemma-26b/1"]:
        results = record_run(results, a_run(run_id), decl)
    assert [r.id for r in results.runs] == [
        "vault-breach/diffusiongemma-26b/1", "vault-breach/mercury-2.5/1",
        "negative-constraints/mercury-2.5/1"]
    replaced = record_run(results, a_run("vault-breach/mercury-2.5/1", wall_s=9.0), decl)
    assert len(replaced.runs) == 3
    assert replaced.run("vault-breach/mercury-2.5/1") == a_run("vault-breach/mercury-2.5/1", 9.0)
    assert replaced.lanes["diffusiongemma-26b"].aliases == ["DiffusionGemma"]
    assert replaced.tasks["vault-breach"].title == "Vault breach deduction"
    assert summary_path(decl) == REPO / "runs" / "diffusion-reasoning" / "summary.json"


def test_failed_write_leaves_the_old_file_and_no_temp(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "summary.json"
    save_results(SuiteResults(suite="s", runs=[a_run()]), path)
    before = path.read_bytes()

    def broken_fsync(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError, match="No space left"):
        save_results(SuiteResults(suite="s", runs=[a_run(), a_run("t/l/2")]), path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["summary.json"]


WRITER = """
import sys
from pathlib import Path
from lumen_report.results import RunResult, SuiteResults, save_results
path = Path(sys.argv[1])
def results(n):
    return SuiteResults(suite="s", runs=[
        RunResult(id=f"t/l{i}/1", task="t", lane=f"l{i}", repeat=1, exit_code=0,
                  outcome="ok", output_bytes=n, error="x" * 200) for i in range(3000)])
a, b = results(1), results(2)
print("ready", flush=True)
while True:
    save_results(a, path)
    save_results(b, path)
"""


def test_kill_9_during_saves_never_leaves_a_torn_file(tmp_path: Path) -> None:
    path = tmp_path / "summary.json"
    for delay in (0.05, 0.09, 0.13, 0.17, 0.21, 0.29, 0.37, 0.45):
        with subprocess.Popen([sys.executable, "-c", WRITER, str(path)],
                              stdout=subprocess.PIPE, text=True) as proc:
            assert proc.stdout is not None
            assert proc.stdout.readline().strip() == "ready"
            time.sleep(delay)
            proc.send_signal(signal.SIGKILL)
            proc.wait()
        if path.exists():
            loaded = load_results(path)
            assert len(loaded.runs) == 3000
            assert {r.output_bytes for r in loaded.runs} in ({1}, {2})
