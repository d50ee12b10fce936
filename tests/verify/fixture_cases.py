"""The fixtures' cases (tests/verify/fixtures/<case>/): a draft, its expected findings
(``LINE:COL STATUS "TEXT"``) and the results it is checked against. A case names its
results files (``# results: FILE [FILE...]``, one per suite): each in its own folder, else
one shared by several cases in ``fixtures/results/``; a case naming none is checked against
the JSON files in its folder, else the example project's results."""

from __future__ import annotations

import re
from pathlib import Path

from lumen_report.results import SuiteResults, load_results

FIXTURES = Path(__file__).parent / "fixtures"
SHARED = FIXTURES / "results"
REPO = Path(__file__).resolve().parents[2]
_LINE = re.compile(r'^(\d+):(\d+)\s+(\w+)(?:\s+"(.*)")?\s*$')


def read_expected(path: Path) -> tuple[list[tuple[int, int, str, str]], str | None]:
    """The expected findings and the results the case names (``# results: FILE``)."""
    expected: list[tuple[int, int, str, str]] = []
    results: str | None = None
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        stripped = line.strip()
        if not stripped:
            continue
        if stripped.startswith("#"):
            named = re.match(r"#\s*results:\s*(\S+(?:\s+\S+\.json)*)", stripped)
            if named and results is None:
                results = named.group(1)
            continue
        match = _LINE.match(stripped)
        assert match, f"{path}:{number}: cannot read {line!r}"
        expected.append((int(match.group(1)), int(match.group(2)), match.group(3),
                         match.group(4) or ""))
    return expected, results


def results_files(case: Path, named: str | None) -> list[Path]:
    """The results files of ``case`` (see the module's docstring)."""
    if named == "example":
        files = []
    elif named:
        files = [case / name if (case / name).is_file() else SHARED / name
                 for name in named.split()]
    else:
        files = sorted(case.glob("*.json"))
    return files or sorted((REPO / "runs").glob("*/summary.json"))


def case_results(case: Path, named: str | None) -> dict[str, SuiteResults]:
    loaded = [load_results(f) for f in results_files(case, named)]
    return {r.suite: r for r in loaded}
