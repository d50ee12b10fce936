"""Adopt a held-out round after its single run: passing cases become fixtures, the others go
to fixtures/open/ with their first disagreement, the results file to fixtures/results/, the
round's README to fixtures/rtNNN-README.md with the run's result and the adoption appended.
Usage: python tools/rounds/adopt.py /work/rtNNN RUN1.txt "DATE (session S)" """

from __future__ import annotations

import filecmp
import re
import shutil
import sys
from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[2] / "tests" / "verify" / "fixtures"


def outcomes(run1: Path) -> tuple[dict[str, list[str]], str]:
    cases: dict[str, list[str]] = {}
    current = ""
    lines = run1.read_text(encoding="utf-8").splitlines()
    for line in lines[:-1]:
        if line.startswith("  "):
            cases[current].append(line.strip())
        else:
            current = line.split(":")[0]
            cases[current] = []
    return cases, lines[-1]


def adopt(round_dir: Path, run1: Path, when: str) -> None:
    number = round_dir.name
    cases, last = outcomes(run1)
    head = re.search(r" at (\w+):", last)
    assert head, last
    for name in cases:
        case = round_dir / "cases" / name
        named = re.search(r"#\s*results:\s*(\S+)", (case / "expected.txt").read_text())
        assert named, name
        target = FIXTURES / "results" / named.group(1)
        if target.exists() and not filecmp.cmp(target, case / named.group(1), shallow=False):
            sys.exit(f"adopt: {target} exists and differs")
        shutil.copyfile(case / named.group(1), target)
        home = FIXTURES / name if not cases[name] else FIXTURES / "open" / name
        if home.exists() or (FIXTURES / name).exists() or (FIXTURES / "open" / name).exists():
            sys.exit(f"adopt: {name} exists already")
        home.mkdir()
        for file in ("draft.md", "expected.txt"):
            shutil.copyfile(case / file, home / file)
    result = last.split(": ", 1)[1]
    readme = (round_dir / "README.md").read_text(encoding="utf-8").rstrip("\n")
    readme += (f"\n\n## Result of the single run\n\nRun once at {head.group(1)} (before any fix of"
               f" its own; `/work/rtshared/{number}-run1.txt`): {result}.\n\n"
               f"## Adoption (lead, {when.split()[0]})\n\nAdopted on {when} right after its single"
               " run, before any fix of its own. Cases that pass at adoption are fixtures; the"
               " rest are in `fixtures/open/` with their first disagreement (open/README.md);"
               " those a later fix makes pass are moved up there, naming the fix. No expectation"
               " was changed.\n")
    (FIXTURES / f"{number}-README.md").write_text(readme, encoding="utf-8")
    failing = [f"`{name}` (at adoption: {lines[0]}"
               + (f" (and {len(lines) - 1} more))" if len(lines) > 1 else ")")
               for name, lines in cases.items() if lines]
    note = "; ".join(failing) if failing else "every case passed at adoption"
    with (FIXTURES / "open" / "README.md").open("a", encoding="utf-8") as out:
        out.write(f"- {number} (run at {head.group(1)}): {note}.\n")
    print(f"{number}: {len(cases) - len(failing)} fixtures, {len(failing)} open")


if __name__ == "__main__":
    adopt(Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3])
