"""Counts of runs: "7 of its 9 runs ended with exit code 0", "20 of the 27 runs succeeded".

The part (7) is the number of runs in scope that ended as the clause says; the whole (9) is
the number of runs in scope. Both are derived by counting, and compared exactly.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from decimal import ROUND_DOWN, Decimal
from itertools import combinations

from lumen_report.verify.decide import Base, finding
from lumen_report.verify.grammar import POSSESSIVE, RawClaim, count_of
from lumen_report.verify.match import compare_bound, dec
from lumen_report.verify.model import Claim, Status
from lumen_report.verify.patterns import compiled, last
from lumen_report.verify.picks import OUTCOME_CODES, ended_as, outcome_test
from lumen_report.verify.runs import Run

# The words between a count's part and its whole: "7 of its 9", "20 of the 27".
_OF = (r"\s+of\s+(?:(?:its|the|their|our|all|these|those)\s+"
       rf"|[A-Z][\w.-]*(?:\s+[\w.-]+){{0,2}}?{POSSESSIVE}\s+)?")  # ("3 of Sumcheck's 4 runs")
# After the part: " of its 9 runs", " of the 27 Contracts runs" (not attempts: retries of
# one run).
PART_OF = compiled(_OF + r"(\d{1,4})(?:\s+(?:[\w.-]+\s+){0,3}?(?:runs|repeats|failures)\b"
                   r"|(?=\s+with\s+exit\s+code\b))")  # ("answered 4 of 4 with exit code 0")
# Before the whole: "7 of its ", with its run noun after it.
WHOLE_BEFORE = compiled(r"\b\d{1,4}" + _OF + "$")
# A count's part and the start of its whole, anywhere: "7 of 9".
COUNT = compiled(r"\b\d{1,4}" + _OF + r"\d")
RUNS_AFTER = compiled(r"\s+(?:[\w.-]+\s+){0,3}?(?:runs|repeats|failures)\b"
                      r"|(?=\s+with\s+exit\s+code\b)")
# "all 18 of its runs": the whole, its runs named after it.
OF_ITS_RUNS = compiled(_OF + r"(?:[\w.-]+\s+){0,2}?(?:runs|repeats)\b")
# A bare count as a clause's subject, after the whole earlier in the sentence: "Across all 54
# runs in the suite, 52 exited with code 0".
SUBJECT_COUNT = compiled(r"(?i)\s+(?:of\s+them\s+)?(?:exited|ended|finished|completed|failed|"
                         r"succeeded|timed\s+out|were\s+truncated|got\s+HTTP)\b")
# A percentage in brackets right after a count: "on 5 of 6 runs (83.3%)".
_SMALL = (r"(?:\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
          r"fifteen|twenty)")
BRACKETED_SHARE = compiled(r"(?i)\b" + _SMALL + _OF + "(" + _SMALL +
                           r")\s+(?:[\w.-]+\s+){0,3}?runs\s*\(\s*$")  # ("one of its fifteen")
# "a success rate of 83.3%", "its success rate was 83.3%", "Success rate 60%": the share of
# runs that exited 0 (or failed: "a failure rate of 40%").
SUCCESS_RATE = compiled(r"(?i)\b(?:success|failure|error)\s+rate\s*(?:(?:of|was|is|at|came\s+to|"
                        r":)\s*)?(?:(?:about|roughly|nearly|just)\s+)?$")
# ... or the rate named after it: "a 60% success rate", "a 40% failure rate".
RATE_AFTER = compiled(r"(?i)\s+(?:success|failure|error)\s+rate\b")
# A number of runs alone: "36 runs in all" (not "5 runs per lane", "its first 2 runs", "after
# 3 runs", nor in a sentence about each lane or task: a count of each).
RUNS_ALONE = compiled(r"\s+runs\b(?!\s+(?:per|each|of\s+each|apiece|a\s+(?:lane|task|model)))"
                      r"(?!\s+[A-Z])")  # (not the verb before a name: "room 214 runs Iolite CLI")
NOT_ALONE_BEFORE = compiled(r"(?i)\b(?:first|last|after|every|per|over\s+the\s+last)\s+\Z"
                            r"|[-\d.,]\Z")
EACH = compiled(r"(?i)\b(?:each|every|per)\b")
# The repeats of each lane on each task: "6 repeats per lane and task", "5 runs of each lane on
# each task".
PER_LANE_TASK = compiled(r"(?i)\s+(?:repeats|runs)\s+(?:per|for\s+each|of\s+each|on\s+each)\s+"
                         r"(?:lane|model)(?:\s+and\s+(?:per\s+)?task|\s+(?:per|on\s+each)\s+task"
                         r"|[-\s]and[-\s]task\s+pair)\b")
# A count of runs that ended so, said by an adjective: "over its 3 successful runs", "the two
# truncated runs" (after "its", "the", "their", "all").
DESCRIBED_RUNS = compiled(r"(?i)\s+(?:successful|finished|completed|clean|failed|truncated|"
                          r"timed[-\s]out|malformed|filtered|rate[-\s]limited)\s+runs\b")
DESCRIBED_BEFORE = compiled(r"(?i)\b(?:its|the|their|all)\s+$")
# A percentage of runs: "exited 0 on 83.3% of its runs", "(80.6% of them)".
PERCENT_OF = compiled(r"(?i)\s+of\s+(?:(?:its|the|their|our|all)\s+)?(?:(\d{1,4})\s+)?"
                      r"(?:[\w-]+\s+){0,2}?runs\b|\s+of\s+them\b")
_WHOLE_IN = compiled(r"(?i)\b(\d{1,4})\s+(?:[\w-]+\s+){0,2}?runs\b")

# How the counted runs ended, as the clause says it (first match wins).
_EXIT = compiled(r"(?i)\bexit(?:ed)?\s+(?:with\s+)?(?:(?:exit\s+)?(?:code|status)\s+)?(\d{1,3})\b"
                 r"|\b(?:with|returned)\s+(?:exit\s+)?code\s+(\d{1,3})\b")
_HTTP = compiled(r"\bHTTP\s+(\d{3})\b")
_GATEWAY = compiled(r"(?i)\bgateways?\b")  # "failed at a gateway": an HTTP error status
_ENDED = compiled(r"(?i)\b(timed[-\s]+out|time-?outs?|truncated|rate[-\s]+limited|filtered"
                  r"|came\s+back\s+empty|malformed|killed|provider\s+errors?)\b")
_SUCCEEDED = compiled(r"(?i)\b(?:succeeded|successful|success|finished|completed|passed|"
                      r"clean|produced|through|managed|returned\s+(?:valid\s+|parseable\s+|"
                      r"well-formed\s+)?JSON|parseable|valid\s+JSON)\b")
# ("got 4 of 5 runs through", "returned JSON on 3 of 4 runs")
_FAILED = compiled(r"(?i)\b(?:failed|errored|failures?)\b")
# A verb of finishing, then a time it was done in: "finished in under 1 second".
_FINISHED_WITHIN = compiled(r"(?i)\b(?:finished|completed|returned|answered|came\s+back)\s+"
                            r"(?:(?:in|within)\s+)?(?P<op>under|less\s+than|below|at\s+most|"
                            r"over|more\s+than)?\s*(?P<num>\d[\d,]*(?:\.\d+)?)\s*"
                            r"(?P<unit>ms|milliseconds?|s|secs?|seconds?|min|minutes?)\b")
# A bound on a figure after a count's runs: "took over 30 seconds", "wrote at least 1,500 bytes".
_BOUND_AFTER = compiled(r"(?i)\b(?:over|under|more\s+than|less\s+than|fewer\s+than|at\s+least|"
                        r"at\s+most|within|below|above|past|beyond|longer\s+than|shorter\s+than)"
                        r"\s+(?:about\s+|roughly\s+)?\d")
# A wall time's bound after a verb of taking: "took over 30 seconds", "lasted more than 2 min".
_TOOK_WITHIN = compiled(r"(?i)\b(?:took|lasted|needed|ran(?:\s+for)?|went\s+on\s+for)\s+"
                        r"(?P<op>under|less\s+than|below|at\s+most|within|over|more\s+than|"
                        r"longer\s+than|past)\s*(?P<num>\d[\d,]*(?:\.\d+)?)\s*"
                        r"(?P<unit>ms|milliseconds?|s|secs?|seconds?|min|minutes?)\b")
_ON_BEFORE = compiled(r"(?i)\b(?:on|in|for|across)\s+$")
_THAT = compiled(r"\s+(?:that|which)\s")  # "the 3 runs that finished": a count of those
_UNREAD = "something the results do not record per run (they record how each run ended)"
_AFTER_END = compiled(r"[;:.!?,()](?!\d)|\s(?:and|but|while|whereas)\s(?!(?:lane|task)\b)")


def _clause_end(plain: str, start: int) -> int:
    """Where the part of the sentence from ``start`` (a count's runs noun) ends."""
    stop = _AFTER_END.search(plain, start)
    return len(plain) if stop is None else stop.start()


def _bound_counted(base: Base, subject: str) -> Claim:
    """The finding of a count of the runs a bound in its clause holds for (the bound is
    checked over exactly that many)."""
    return finding(base, "ignored", message=f"{subject}: the count of runs the bound in its "
                   "clause holds for, checked with that bound")


def count_claim(base: Base, raw: RawClaim, plain: str, clause_start: int, runs: list[Run],
                subject: str) -> Claim:
    """The finding of a count of runs: the whole against the runs in scope, the part against
    those that ended as its clause says."""
    total = len(runs)
    noun = RUNS_AFTER.match(plain, raw.end)
    if raw.hint == "whole" and noun is not None and noun.group(0).endswith("failures"):
        # "2 of its 4 failures were timeouts", "with 4 failures in 12 runs"
        failed = [r.id for r in runs if r.exit_code != 0]
        return _compared(base, raw, len(failed), failed,
                         f"runs in scope that failed (exit code not 0): {len(failed)} of {total}",
                         subject)
    if raw.hint is not None and raw.hint.startswith("column "):
        # a cell under "Successful runs": the runs in scope that ended as the header says
        how, ended = next(_predicate(kind, found) for kind, pattern in _PREDICATES
                          if (found := pattern.search(raw.hint)) is not None)
        kept = [r.id for r in runs if ended(r)]
        return _compared(base, raw, len(kept), kept,
                         f"runs in scope that {how}: {len(kept)} of {total}", subject)
    groups = Counter((r.lane, r.task) for r in runs)
    if raw.hint == "each":
        # "6 repeats per lane and task": every lane's runs on every task in scope number so
        sizes = sorted(set(groups.values()))
        shown = ", ".join(str(size) for size in sizes)
        count = sizes[0] if len(sizes) == 1 else next(
            (size for size in sizes if size != raw.value), sizes[0])
        return _compared(base, raw, count, [r.id for r in runs],
                         f"runs of each lane on each task in scope: {shown} ({total} runs over "
                         f"{len(groups)})", subject)
    if raw.hint == "whole" and total != raw.value and len(groups) > 1 \
            and set(groups.values()) == {int(raw.value)}:
        # "survive in all 4 runs" where no lane is named: the runs of each lane on each task
        return _compared(base, raw, int(raw.value), [r.id for r in runs],
                         f"runs of each lane on each task in scope: {int(raw.value)} ({total} "
                         f"runs over {len(groups)})", subject)
    if raw.hint == "whole" and not (noun is not None and _THAT.match(plain, noun.end())):
        ids = [r.id for r in runs]
        return _compared(base, raw, total, ids, f"runs in scope: {total}", subject)
    described = DESCRIBED_RUNS.match(plain, raw.end) if raw.hint == "described" else None
    said = _ended_as(plain, clause_start, raw) if described is None \
        else _predicate(*next((kind, found) for kind, pattern in _PREDICATES
                              if (found := pattern.search(plain, raw.end, described.end()))))
    if said is None and described is None \
            and (noun := (PART_OF.match(plain, raw.end) or OF_ITS_RUNS.match(plain, raw.end)
                          or RUNS_AFTER.match(plain, raw.end))) is not None:
        end = _clause_end(plain, noun.end())
        on = _ON_BEFORE.search(plain, max(clause_start, raw.start - 8), raw.start) is not None
        took = _TOOK_WITHIN.search(plain, noun.end(), end) \
            or (last(_TOOK_WITHIN.finditer(plain, clause_start, raw.start)) if on else None)
        if took is not None:  # "2 of Gambrel 4.2's runs took over 30 seconds"
            return _within(base, raw, runs, took, subject)
        if _BOUND_AFTER.search(plain, noun.end(), end) \
                or (on and _BOUND_AFTER.search(plain, clause_start, raw.start)):
            # "2 of its runs wrote their first token within 0.85 seconds", "wrote over 1,500
            # bytes on 2 of its 3 runs": the runs the bound holds for; the bound is checked
            # over exactly that many
            return _bound_counted(base, subject)
    if said is None:
        return finding(base, "unsupported", message=f"{subject}: a count of runs by {_UNREAD}")
    how, ended = said
    if how == "exited 0" and (timed := _FINISHED_WITHIN.search(plain, raw.end)) is not None \
            and timed.start() - raw.end < 60:
        # "7 of 8 runs finished in under 1 second": the runs whose wall time the bound after
        # it holds for
        return _within(base, raw, runs, timed, subject)
    if how == "exited 0" and (noun := (PART_OF.match(plain, raw.end)
                                       or OF_ITS_RUNS.match(plain, raw.end))) is not None \
            and _BOUND_AFTER.search(plain, noun.end(), _clause_end(plain, noun.end())):
        # "Sackbut Pro finished 2 of its 3 pitch runs under 12 seconds": the runs the bound
        # after them holds for (checked with it), not the runs that finished
        return _bound_counted(base, subject)
    kept = [r.id for r in runs if ended(r)]
    return _compared(base, raw, len(kept), kept, f"runs in scope that {how}: {len(kept)} of "
                     f"{total}", subject)


def _within(base: Base, raw: RawClaim, runs: list[Run], timed: re.Match[str],
            subject: str) -> Claim:
    """A count of the runs whose wall time the bound of ``timed`` holds for ("7 of 8 runs
    finished in under 1 second"): derived when it is right; when not, the bound says the
    error (over exactly that many runs) and the count is ignored (one error, said once)."""
    unit = timed.group("unit").lower()
    limit = Decimal(timed.group("num").replace(",", "")) \
        * (Decimal("0.001") if unit.startswith("m") and not unit.startswith("min") else
           Decimal(60) if unit.startswith("min") else Decimal(1))
    above = (timed.group("op") or "").lower().startswith(("over", "more", "longer", "past"))
    inside = [r.id for r in runs if r.wall_s is not None
              and (dec(r.wall_s) > limit if above else dec(r.wall_s) <= limit)]
    said_op = "over" if above else "within"
    formula = f"runs in scope that finished {said_op} {timed.group('num')} " \
        f"{timed.group('unit')}: {len(inside)} of {len(runs)}"
    if raw.value != len(inside):
        return finding(base, "ignored", message=f"{subject}: the count of runs the bound "
                       f"in its clause holds for, checked with that bound ({formula})")
    return _compared(base, raw, len(inside), inside, formula, subject)


def percent_claim(base: Base, raw: RawClaim, plain: str, sentence_start: int, runs: list[Run],
                  subject: str) -> Claim:
    """A percentage of runs ("exited 0 on 83.3% of its runs"): the share of the runs in scope
    that ended as its sentence says, at the precision written."""
    said = _ended_as(plain, sentence_start, raw) if not (raw.hint or "").startswith("column ") \
        else next(_predicate(kind, found) for kind, pattern in _PREDICATES
                  if (found := pattern.search(raw.hint or "")) is not None)
    # (a cell under "Success rate": the share of the row's runs that ended as the header says)
    if said is None or not runs:
        return finding(base, "unsupported", message=f"{subject}: a share of runs by {_UNREAD}")
    how, ended = said
    kept = [r.id for r in runs if ended(r)]
    share = Decimal(100 * len(kept)) / len(runs)
    formula = f"runs in scope that {how}: {len(kept)} / {len(runs)} = {share:.2f}%"
    unit = Decimal(1).scaleb(-raw.decimals)
    status: Status
    if raw.bound in ("gt", "ge", "lt", "le") and raw.high is None:
        # "at least 90% of its runs exited 0": the share against the bound
        status = "derived" if compare_bound(raw.bound, share, raw.value) else "mismatch"
        verb = "holds for" if status == "derived" else "results say"
        return finding(base, status, expected=share, source=f"share of {formula}", runs=kept,
                       formula=formula, message=f"{subject}: {verb} {share:.2f}% ({formula})")
    if abs(share - raw.value) * 2 <= unit:
        status = "derived"
    elif share.quantize(unit, rounding=ROUND_DOWN) == raw.value or abs(share - raw.value) <= unit:
        status = "rounding"
    else:
        status = "mismatch"
    verb = "matches" if status == "derived" else "results say"
    return finding(base, status, expected=share, source=f"share of {formula}", runs=kept,
                   formula=formula, message=f"{subject}: {verb} {share:.2f}% ({formula})")


def percent_whole(plain: str, sentence_start: int, raw: RawClaim) -> int | None:
    """The number of runs a percentage of runs is of: written after it ("83.3% of its 12
    runs") or, for "of them", the last number of runs before it in its sentence."""
    after = PERCENT_OF.match(plain, raw.end)
    if after is not None and after.group(1):
        return int(after.group(1))
    found = last(_WHOLE_IN.finditer(plain, sentence_start, raw.start))
    if found is not None:
        return int(found.group(1))
    spelled = BRACKETED_SHARE.search(plain, max(sentence_start, raw.start - 60), raw.start)
    return count_of(spelled.group(1)) if spelled is not None else None  # "one of its
    # fifteen runs (6.7%)"


def counted_scope(raw: RawClaim, plain: str, runs: list[Run], every: list[Run],
                  whole: int | None = None) -> list[Run]:
    """The runs a count is of: those in scope; else, when they are not as many as its whole
    says, ``every`` run the sentence may mean (those of the draft's suites when it names no
    lane or task: "In all, 20 of the 27 runs ended with exit code 0" under a task's heading)
    when they are; else the runs of the one set of tasks that are ("Marlin 2.1 failed on 2 of
    its 10 reply runs": its 5 + 5 runs of two tasks, not its single run of a third)."""
    if whole is None and raw.hint == "whole":
        whole = int(raw.value)
    elif whole is None and (part_of := PART_OF.match(plain, raw.end)) is not None:
        whole = int(part_of.group(1))
    if whole is None:
        return runs
    if len(runs) == whole:
        return runs
    if len(every) == whole:
        return every
    by_task: dict[str, list[Run]] = {}
    for run in runs:
        by_task.setdefault(run.task, []).append(run)
    if len(by_task) > 8:
        return runs
    fits = [chosen for size in range(1, len(by_task))
            for chosen in combinations(by_task, size)
            if sum(len(by_task[t]) for t in chosen) == whole]
    if len(fits) != 1:
        return runs
    return [run for task in fits[0] for run in by_task[task]]


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
    """How the clause around the count says the counted runs ended, and a test of it: the
    wording nearest after the count ("3 of the 36 runs timed out"), else the last before it
    ("Juniper 2.4 failed on 2 of its 10 runs")."""
    noun = (PART_OF.match(plain, raw.end) or RUNS_AFTER.match(plain, raw.end)
            or PERCENT_OF.match(plain, raw.end))
    begin = noun.end() if noun is not None else raw.end  # (past "of its 4 failures")
    stop = _AFTER_END.search(plain, begin)
    end = stop.start() if stop is not None else len(plain)
    after = [(m.start(), kind, m) for kind, pattern in _PREDICATES
             if (m := pattern.search(plain, begin, end)) is not None]
    if after:  # (the nearest; a specific one over "failed": "failed at a gateway")
        _, kind, found = min(after, key=lambda a: (a[1] in ("failed", "succeeded"), a[0]))
        return _predicate(kind, found)
    before = [(m.start(), kind, m) for kind, pattern in _PREDICATES
              for m in pattern.finditer(plain, start, raw.start)]
    if before:
        _, kind, found = max(before, key=lambda a: a[0])
        return _predicate(kind, found)
    return None


def _predicate(kind: str, found: re.Match[str]) -> tuple[str, Callable[[Run], bool]]:
    if kind == "exit":
        wanted = int(found.group(1) or found.group(2))
        return f"exited {wanted}", lambda r: r.exit_code == wanted
    if kind == "http":
        http = int(found.group(1))
        return f"got HTTP {http}", lambda r: r.http_status == http
    if kind == "ended":  # (as picks.outcome_test reads "its truncated run", "the timed-out run")
        how = ended_as(found.group(1))
        codes = OUTCOME_CODES.get(how)
        return ("were killed" if codes is None else f"exited {codes[0]}"), outcome_test(how)
    if kind == "gateway":
        return "got an HTTP error", lambda r: r.http_status is not None and r.http_status >= 400
    if kind == "failed":
        return "failed (exit code not 0)", lambda r: r.exit_code != 0
    return "exited 0", lambda r: r.exit_code == 0


_PREDICATES = (("exit", _EXIT), ("http", _HTTP), ("gateway", _GATEWAY), ("ended", _ENDED),
               ("failed", _FAILED), ("succeeded", _SUCCEEDED))
