"""Data-driven verifier tests: each tests/verify/fixtures/<case>/ pairs a draft with its
expected findings (``LINE:COL STATUS "TEXT"``), compared on line, column and status."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from lumen_report.drafts import load_draft
from lumen_report.results import load_results
from lumen_report.verify import verify_drafts

FIXTURES = Path(__file__).parent / "fixtures"
REPO = Path(__file__).resolve().parents[2]
_LINE = re.compile(r'^(\d+):(\d+)\s+(\w+)(?:\s+"(.*)")?\s*$')
CASES = sorted(p.name for p in FIXTURES.iterdir() if (p / "draft.md").is_file())


def read_expected(path: Path) -> tuple[list[tuple[int, int, str, str]], str | None]:
    """The expected findings and the results the case names (``# results: FILE``)."""
    expected: list[tuple[int, int, str, str]] = []
    results: str | None = None
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        stripped = line.strip()
        if not stripped:
            continue
        if stripped.startswith("#"):
            named = re.match(r"#\s*results:\s*(\S+)", stripped)
            if named and results is None:
                results = named.group(1)
            continue
        match = _LINE.match(stripped)
        assert match, f"{path}:{number}: cannot read {line!r}"
        expected.append((int(match.group(1)), int(match.group(2)), match.group(3),
                         match.group(4) or ""))
    return expected, results


def case_results(case: Path, named: str | None) -> dict[str, object]:
    files = sorted(case.glob("*.json"))
    if named and named != "example":
        files = [case / named]
    if not files:
        files = sorted((REPO / "runs").glob("*/summary.json"))
    loaded = [load_results(f) for f in files]
    return {r.suite: r for r in loaded}


@pytest.mark.parametrize("name", CASES)
def test_fixture(name: str) -> None:
    case = FIXTURES / name
    expected, named = read_expected(case / "expected.txt")
    results = case_results(case, named)
    draft = load_draft(case / "draft.md")
    report = verify_drafts([draft], results)  # type: ignore[arg-type]
    claims = report.drafts[0].claims
    found = sorted((c.line, c.col, c.status) for c in claims if c.status != "ignored")
    wanted = sorted((line, col, status) for line, col, status, _ in expected
                    if status != "ignored")
    detail = {(c.line, c.col): f"{c.status} {c.text!r}: {c.message}" for c in claims}
    missing = [w for w in wanted if w not in found]
    extra = [f for f in found if f not in wanted]
    lines = [f"missing {line}:{col} {status} (got: {detail.get((line, col), 'nothing')})"
             for line, col, status in missing]
    lines += [f"unexpected {line}:{col} {detail[(line, col)]}" for line, col, _ in extra]
    for line, col, status, text in expected:
        if status == "ignored":
            at = [c for c in claims if (c.line, c.col) == (line, col) and c.status != "ignored"]
            lines += [f"should be ignored {line}:{col} {text!r}: {c.status} {c.message}"
                      for c in at]
    assert not lines, "\n".join(lines)
