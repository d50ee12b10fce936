"""Run a held-out round once at the committed tree and record what it gave.
Usage: python tools/rounds/run1.py /work/rtNNN [OUT]  (OUT: /work/rtshared/rtNNN-run1.txt)

Refuses to run while lumen_report/ has uncommitted changes (the round must meet a tree that a
commit names). Prints, per case, PASS or FAIL with every disagreement (as the fixtures' test
words them), a SILENT PLANT line for a planted error that passed as right, and a last line
``rtNNN at HEAD: passed X of N; checked claims C; planted P: flagged F, exact E``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests" / "verify"))

from fixture_cases import read_expected  # type: ignore[import-not-found]  # noqa: E402

from lumen_report.drafts import load_draft  # noqa: E402
from lumen_report.results import load_results  # noqa: E402
from lumen_report.verify import verify_drafts  # noqa: E402

_OK = {"verified", "derived", "ignored"}


def planted_positions(expected: Path) -> set[tuple[int, int]]:
    """The positions whose block holds a ``# PLANTED`` line."""
    planted, pending = set(), False
    for line in expected.read_text(encoding="utf-8").splitlines():
        stripped = line.strip()
        if stripped.startswith("# PLANTED"):
            pending = True
        elif stripped and not stripped.startswith("#"):
            if pending:
                where = stripped.split()[0].split(":")
                planted.add((int(where[0]), int(where[1])))
            pending = False
    return planted


def run_case(case: Path) -> tuple[list[str], int, int, int, int]:
    expected, named = read_expected(case / "expected.txt")
    files = [case / n for n in (named or "").split()] or sorted(case.glob("*.json"))
    results = {r.suite: r for r in map(load_results, files)}
    report = verify_drafts([load_draft(case / "draft.md")], results, jobs=1)
    claims = report.drafts[0].claims
    found = {(c.line, c.col): c for c in claims if c.status != "ignored"}
    wanted = {(line, col): status for line, col, status, _ in expected if status != "ignored"}
    lines = []
    for where, status in sorted(wanted.items()):
        got = found.get(where)
        if got is None or got.status != status:
            detail = f"{got.status} {got.text!r}: {got.message}" if got else "nothing"
            lines.append(f"missing {where[0]}:{where[1]} {status} (got: {detail})")
    lines += [f"unexpected {w[0]}:{w[1]} {c.status} {c.text!r}: {c.message}"
              for w, c in sorted(found.items()) if w not in wanted]
    for line, col, status, text in expected:
        if status == "ignored" and (line, col) in found:
            c = found[(line, col)]
            lines.append(f"should be ignored {line}:{col} {text!r}: {c.status} {c.message}")
    planted = planted_positions(case / "expected.txt")
    flagged = exact = 0
    for where in sorted(planted):
        got = found.get(where)
        if got is not None and got.status not in _OK:
            flagged += 1
            exact += got.status == wanted.get(where)
        else:
            lines.append(f"SILENT PLANT {where[0]}:{where[1]} "
                         f"({got.status + ' ' + repr(got.text) if got else 'no claim'})")
    return lines, len(found), len(planted), flagged, exact


def main(round_dir: Path, out: Path) -> None:
    dirty = subprocess.run(["git", "status", "--porcelain", "--", "lumen_report"], cwd=REPO,
                           capture_output=True, text=True, check=True).stdout
    if dirty.strip():
        sys.exit("run1: lumen_report/ has uncommitted changes; commit them first")
    head = subprocess.run(["git", "rev-parse", "--short=8", "HEAD"], cwd=REPO,
                          capture_output=True, text=True, check=True).stdout.strip()
    report, passed, totals = [], 0, [0, 0, 0, 0]
    cases = sorted(p for p in (round_dir / "cases").iterdir() if (p / "draft.md").is_file())
    for case in cases:
        lines, checked, planted, flagged, exact = run_case(case)
        passed += not lines
        for i, n in enumerate((checked, planted, flagged, exact)):
            totals[i] += n
        report.append(f"{case.name}: {'PASS' if not lines else 'FAIL'}")
        report += ["  " + x for x in lines]
    report.append(f"{round_dir.name} at {head}: passed {passed} of {len(cases)}; checked claims "
                  f"{totals[0]}; planted {totals[1]}: flagged {totals[2]}, exact {totals[3]}")
    out.write_text("\n".join(report) + "\n", encoding="utf-8")
    print("\n".join(report))


if __name__ == "__main__":
    here = Path(sys.argv[1])
    main(here, Path(sys.argv[2]) if len(sys.argv) > 2
         else Path("/work/rtshared") / f"{here.name}-run1.txt")
