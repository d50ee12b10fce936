"""Which runs are up to date, hand-recorded or pending, and why."""

from __future__ import annotations

from pathlib import Path

from lumen_report.declare import SuiteDecl, load_suite
from lumen_report.harness.plan import missing_keys, plan_suite
from lumen_report.results.schema import RunResult, SuiteResults

YAML = """\
suite: s
providers:
  p: {base_url: "http://127.0.0.1:9/v1", api_key_env: PLAN_TEST_KEY}
lanes:
  a: {provider: p, model: m}
  c: {command: [cat]}
tasks:
  t1: {prompt: one}
  t2: {prompt: two}
repeats: 2
"""


def _decl(tmp_path: Path, text: str = YAML) -> SuiteDecl:
    (tmp_path / "runs").mkdir(exist_ok=True)
    path = tmp_path / "runs" / "s.yaml"
    path.write_text(text, encoding="utf-8")
    return load_suite(path, tmp_path)


def _result(run_id: str, sha: str | None) -> RunResult:
    task, lane, repeat = run_id.split("/")
    return RunResult(id=run_id, task=task, lane=lane, repeat=int(repeat),
                     declaration_sha256=sha, exit_code=0, outcome="ok")


def test_everything_pending_without_results(tmp_path: Path) -> None:
    planned = plan_suite(_decl(tmp_path), None)
    assert [p.spec.id for p in planned] == [
        "t1/a/1", "t1/a/2", "t1/c/1", "t1/c/2", "t2/a/1", "t2/a/2", "t2/c/1", "t2/c/2"]
    assert {(p.status, p.reason) for p in planned} == {("pending", "no result yet")}


def test_statuses_and_reasons(tmp_path: Path) -> None:
    decl = _decl(tmp_path)
    specs = {s.id: s for s in decl.runs()}
    results = SuiteResults(suite="s", runs=[
        _result("t1/a/1", specs["t1/a/1"].declaration_sha256),
        _result("t1/a/2", "0" * 64),
        _result("t1/c/1", None),
    ])
    by_id = {p.spec.id: p for p in plan_suite(decl, results)}
    assert by_id["t1/a/1"].status == "up_to_date"
    assert (by_id["t1/a/2"].status, by_id["t1/a/2"].reason) == ("pending", "declaration changed")
    assert by_id["t1/c/1"].status == "hand_recorded"
    assert by_id["t1/c/2"].reason == "no result yet"
    rerun = {p.spec.id: p for p in plan_suite(decl, results, rerun=True)}
    assert {p.status for p in rerun.values()} == {"pending"}
    assert rerun["t1/c/1"].reason == "--rerun"


def test_a_run_that_could_not_start_is_pending_again(tmp_path: Path) -> None:
    decl = _decl(tmp_path)
    spec = decl.runs()[0]
    config = _result(spec.id, spec.declaration_sha256).model_copy(
        update={"outcome": "config", "exit_code": 2})
    (first, *_) = plan_suite(decl, SuiteResults(suite="s", runs=[config]))
    assert (first.status, first.reason) == ("pending", "previous attempt could not start")


def test_editing_one_prompt_reruns_only_its_runs(tmp_path: Path) -> None:
    decl = _decl(tmp_path)
    results = SuiteResults(suite="s", runs=[_result(s.id, s.declaration_sha256)
                                            for s in decl.runs()])
    edited = _decl(tmp_path, YAML.replace("prompt: two", "prompt: two edited"))
    pending = [p.spec.id for p in plan_suite(edited, results) if p.pending]
    assert pending == ["t2/a/1", "t2/a/2", "t2/c/1", "t2/c/2"]


def test_only_glob_selects_run_ids(tmp_path: Path) -> None:
    planned = plan_suite(_decl(tmp_path), None, only="*/c/*")
    assert [p.spec.id for p in planned] == ["t1/c/1", "t1/c/2", "t2/c/1", "t2/c/2"]


def test_missing_keys_only_for_pending_http_runs(tmp_path: Path) -> None:
    decl = _decl(tmp_path)
    planned = plan_suite(decl, None)
    assert missing_keys(decl, planned, {}) == {"PLAN_TEST_KEY"}
    assert missing_keys(decl, planned, {"PLAN_TEST_KEY": "k"}) == set()
    commands_only = plan_suite(decl, None, only="*/c/*")
    assert missing_keys(decl, commands_only, {}) == set()
    done = SuiteResults(suite="s", runs=[_result(s.id, s.declaration_sha256)
                                         for s in decl.runs()])
    assert missing_keys(decl, plan_suite(decl, done), {}) == set()


def test_more_repeats_add_runs_and_keep_the_ones_done(tmp_path: Path) -> None:
    decl = _decl(tmp_path)
    results = SuiteResults(suite="s", runs=[_result(s.id, s.declaration_sha256)
                                            for s in decl.runs()])
    more = _decl(tmp_path, YAML.replace("repeats: 2", "repeats: 3"))
    planned = plan_suite(more, results)
    # each repeat is its own run: the third is new, the first two stay as measured
    assert [p.spec.id for p in planned if p.pending] == ["t1/a/3", "t1/c/3", "t2/a/3", "t2/c/3"]
    assert {p.status for p in planned if not p.pending} == {"up_to_date"}
