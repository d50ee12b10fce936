"""Inputs validated once and kept by content (lumen_report/validated.py): a later run takes
the same values without pydantic or yaml, and the cache never changes what an input says."""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from lumen_report import validated
from lumen_report.drafts import load_draft
from lumen_report.errors import DraftError, ResultsError
from lumen_report.results.store import load_results
from lumen_report.verify.runs import Suite, load_suite, plain

REPO = Path(__file__).resolve().parent.parent
RESULTS = REPO / "runs" / "diffusion-reasoning" / "summary.json"
DRAFT = REPO / "drafts" / "diffusion-shared-budget.md"


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("LUMEN_CACHE_DIR", str(folder))
    return folder


def validated_now() -> Suite:
    results = load_results(RESULTS)
    return plain({results.suite: results})[results.suite]


def rows(suite: Suite) -> tuple[object, ...]:
    """Everything a Suite holds, comparable (its runs compare by identity)."""
    return (suite.slug, suite.title, suite.lanes, suite.tasks,
            [dataclasses.astuple(run) for run in suite.runs])


def test_a_results_file_read_again_gives_the_validated_values(cache: Path) -> None:
    fresh = load_suite(RESULTS)
    assert len(list(cache.glob("results-*.json"))) == 1
    kept = load_suite(RESULTS)
    expected = validated_now()
    assert rows(kept) == rows(fresh) == rows(expected)
    assert any(run.usage is not None for run in kept.runs)
    assert any(run.usage is None or run.wall_s is None for run in kept.runs)


def test_front_matter_read_again_gives_the_validated_values(cache: Path) -> None:
    fresh = load_draft(DRAFT)
    kept = load_draft(DRAFT)
    assert len(list(cache.glob("front-matter-*.json"))) == 1
    assert kept == fresh
    assert kept.meta.date is not None and kept.meta.suites


def _imports(code: str, cache: Path) -> list[str]:
    script = f"import sys\nfrom pathlib import Path\n{code}\n" \
             "print(' '.join(m for m in ('pydantic', 'yaml') if m in sys.modules))"
    env = {**os.environ, "LUMEN_CACHE_DIR": str(cache)}
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          env=env, check=True)
    return done.stdout.split()


def test_a_later_process_imports_neither_pydantic_nor_yaml(cache: Path) -> None:
    code = ("from lumen_report.verify.runs import load_suite\n"
            "from lumen_report.drafts import load_draft\n"
            f"load_suite(Path({str(RESULTS)!r})); load_draft(Path({str(DRAFT)!r}))")
    assert _imports(code, cache) == ["pydantic", "yaml"]  # the first validates
    assert _imports(code, cache) == []


def test_a_changed_file_is_validated_again(cache: Path, tmp_path: Path) -> None:
    path = tmp_path / "summary.json"
    shutil.copy(RESULTS, path)
    before = load_suite(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["runs"][0]["wall_s"] = 99.25
    path.write_text(json.dumps(data), encoding="utf-8")
    after = load_suite(path)
    assert after.runs[0].wall_s == 99.25 != before.runs[0].wall_s
    data["runs"][0]["wall_s"] = "slow"  # and an invalid one fails, every time
    path.write_text(json.dumps(data), encoding="utf-8")
    for _ in range(2):
        with pytest.raises(ResultsError, match="wall_s"):
            load_suite(path)
    assert len(list(cache.glob("results-*.json"))) == 2  # the two valid versions only


def test_invalid_front_matter_is_never_kept(cache: Path, tmp_path: Path) -> None:
    path = tmp_path / "bad.md"
    path.write_text("---\ntitle: x\ndate: not a date\n---\nBody 3.53 s.\n", encoding="utf-8")
    for _ in range(2):
        with pytest.raises(DraftError) as raised:
            load_draft(path)
        assert ":3" in str(raised.value) and "date" in str(raised.value)
    assert not cache.exists() or not list(cache.iterdir())


def test_a_damaged_entry_is_rebuilt(cache: Path) -> None:
    expected = rows(load_suite(RESULTS))
    (entry,) = cache.glob("results-*.json")
    for damage in ("{not json", json.dumps({"slug": "x"}), json.dumps([1, 2])):
        entry.write_text(damage, encoding="utf-8")
        assert rows(load_suite(RESULTS)) == expected
        assert json.loads(entry.read_text(encoding="utf-8"))["slug"] == expected[0]


def test_a_change_to_the_validating_code_is_a_miss(cache: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    load_suite(RESULTS)
    monkeypatch.setattr(validated, "_code_key", lambda: "another version")
    load_suite(RESULTS)
    assert len(list(cache.glob("results-*.json"))) == 2


def test_off_and_unwritable_cost_nothing_but_time(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LUMEN_CACHE_DIR", "off")
    assert rows(load_suite(RESULTS)) == rows(validated_now())
    blocked = tmp_path / "file"
    blocked.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("LUMEN_CACHE_DIR", str(blocked / "cache"))
    assert load_draft(DRAFT).meta.suites
    assert blocked.read_text(encoding="utf-8") == "not a folder"


def test_the_oldest_entries_go_past_the_limit(cache: Path, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(validated, "LIMIT", 4)
    for number in range(6):
        path = tmp_path / f"d{number}.md"
        path.write_text(f"---\ntitle: Draft {number}\n---\n", encoding="utf-8")
        load_draft(path)
        time.sleep(0.02)  # (file times are as coarse as the kernel's tick)
    kept = sorted(p.read_text(encoding="utf-8") for p in cache.glob("*.json"))
    assert 3 <= len(kept) <= 4
    assert any("Draft 5" in k for k in kept) and not any("Draft 0" in k for k in kept)


def test_the_folder_defaults_to_the_user_cache(monkeypatch: pytest.MonkeyPatch,
                                               tmp_path: Path) -> None:
    monkeypatch.delenv("LUMEN_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert validated.cache_dir() == tmp_path / "lumen-report"
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert validated.cache_dir() == Path.home() / ".cache" / "lumen-report"
