"""Counts of runs: "7 of its 9 runs ended with exit code 0", "20 of the 27 runs succeeded".

The part (7) is the number of runs in scope that ended as the clause says; the whole (9) is
the number of runs in scope. Both are derived by counting, and compared exactly.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import Decimal

from lumen_report.verify.decide import Base, finding
from lumen_report.verify.grammar import RawClaim
from lumen_report.verify.model import Claim
from lumen_report.verify.patterns import compiled
from lumen_report.verify.runs import Run

# After the part: " of its 9 runs", " of the 27 Contracts runs" (not attempts: retries of
# one run).
PART_OF = compiled(r"\s+of\s+(?:(?:its|the|their|all|these|those)\s+)?(\d{1,4})\s+"
                   r"(?:[\w.-]+\s+){0,3}?(?:runs|repeats)\b")
# Before the whole: "7 of its ", with its run noun after it.
WHOLE_BEFORE = compiled(r"\b\d{1,4}\s+of\s+(?:(?:its|the|their|all|these|those)\s+)?$")
RUNS_AFTER = compiled(r"\s+(?:[\w.-]+\s+){0,3}?(?:runs|repeats)\b")

# How the counted runs ended, as the clause says it (first match wins).
_EXIT = compiled(r"(?i)\bexit(?:ed)?\s+(?:with\s+)?(?:(?:exit\s+)?(?:code|status)\s+)?(\d{1,3})\b"
                 r"|\b(?:with|returned)\s+(?:exit\s+)?code\s+(\d{1,3})\b")
_HTTP = compiled(r"\bHTTP\s+(\d{3})\b")
_ENDED = compiled(r"(?i)\b(timed[- ]out|truncated|rate[- ]limited|filtered|came\s+back\s+empty"
                  r"|malformed|killed)\b")
_SUCCEEDED = compiled(r"(?i)\b(?:succeeded|successful|finished|completed|passed|clean)\b")
_FAILED = compiled(r"(?i)\b(?:failed|errored|failures?)\b")
_CODES = {"timed": 9, "truncated": 7, "rate": 4, "filtered": 8, "came": 10, "malformed": 11}
_CLAUSE_END = compiled(r"[;.!?](?!\d)|\s(?:but|while|whereas)\s")


def count_claim(base: Base, raw: RawClaim, plain: str, clause_start: int, runs: list[Run],
                subject: str) -> Claim:
    """The finding of a count of runs: the whole against the runs in scope, the part against
    those that ended as its clause says."""
    total = len(runs)
    if raw.hint == "whole":
        ids = [r.id for r in runs]
        return _compared(base, raw, total, ids, f"runs in scope: {total}", subject)
    said = _ended_as(plain, clause_start, raw)
    if said is None:
        return finding(base, "unsupported", message=f"{subject}: a count of runs by something "
                       "the results do not record per run (they record how each run ended)")
    how, ended = said
    kept = [r.id for r in runs if ended(r)]
    return _compared(base, raw, len(kept), kept, f"runs in scope that {how}: {len(kept)} of "
                     f"{total}", subject)


def counted_scope(raw: RawClaim, plain: str, runs: list[Run], every: list[Run]) -> list[Run]:
    """The runs a count in a sentence naming no lane or task is of: those in scope, or every
    run of the draft's suites when only they are as many as its whole says ("In all, 20 of
    the 27 runs ended with exit code 0" under a task's heading)."""
    if raw.hint == "whole":
        whole = int(raw.value)
    elif (part_of := PART_OF.match(plain, raw.end)) is not None:
        whole = int(part_of.group(1))
    else:
        return runs
    return every if len(runs) != whole and len(every) == whole else runs


def _compared(base: Base, raw: RawClaim, count: int, ids: list[str], formula: str,
              subject: str) -> Claim:
    expected = Decimal(count)
    source = f"count of {formula}"
    if raw.value == expected:
        return finding(base, "derived", expected=expected, source=source, runs=ids,
                       formula=formula, message=f"{subject}: matches {count} ({formula})")
    return finding(base, "mismatch", expected=expected, source=source, runs=ids,
                   formula=formula, message=f"{subject}: results say {count} ({formula})")


def _ended_as(plain: str, start: int, raw: RawClaim) -> tuple[str, Callable[[Run], bool]] | None:
    """How the clause around the part says the counted runs ended, and a test of it."""
    stop = _CLAUSE_END.search(plain, raw.end)
    text = plain[start:stop.start() if stop is not None else len(plain)]
    if (code := _EXIT.search(text)) is not None:
        wanted = int(code.group(1) or code.group(2))
        return f"exited {wanted}", lambda r: r.exit_code == wanted
    if (status := _HTTP.search(text)) is not None:
        http = int(status.group(1))
        return f"got HTTP {http}", lambda r: r.http_status == http
    if (ended := _ENDED.search(text)) is not None:
        word = ended.group(1).lower()
        if word == "killed":
            return "were killed", lambda r: r.exit_code is not None and r.exit_code < 0
        exit_code = _CODES[re.split(r"[- ]", word)[0]]
        return f"exited {exit_code}", lambda r: r.exit_code == exit_code
    if _FAILED.search(text) is not None:
        return "failed (exit code not 0)", lambda r: r.exit_code != 0
    if _SUCCEEDED.search(text) is not None:
        return "exited 0", lambda r: r.exit_code == 0
    return None
