"""Data-driven verifier tests: each tests/verify/fixtures/<case>/ pairs a draft with its
expected findings (``LINE:COL STATUS "TEXT"``), compared on line, column and status."""

from __future__ import annotations

import pytest
from fixture_cases import FIXTURES, case_results, read_expected

from lumen_report.drafts import load_draft
from lumen_report.verify import verify_drafts

__all__ = ["case_results", "read_expected"]  # (the held-out rounds' runners import them here)

CASES = sorted(p.name for p in FIXTURES.iterdir() if (p / "draft.md").is_file())


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
