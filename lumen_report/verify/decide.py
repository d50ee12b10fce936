"""Decide a claim's status against the values in its scope, and word the finding: a point
value, a bound or range, a request flag (a ratio between lanes: ratio_claim.py); the
message names the source (run id and field, or the derivation) and the nearest value when
it is wrong."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from functools import cached_property
from typing import Any

from lumen_report.harness.outcomes import OUTCOME_OF
from lumen_report.verify import match as m
from lumen_report.verify import world
from lumen_report.verify.context import Scope
from lumen_report.verify.grammar import RawClaim
from lumen_report.verify.model import Claim, Status, make_claim, severity_of
from lumen_report.verify.names import Key, Names
from lumen_report.verify.qualifiers import negated_before
from lumen_report.verify.runs import Run

_CAPPED = ("max_tokens",)
# The field a bound or range on a unit checks when no word names one (the first of its unit).
_PRIMARY = ("wall_s", "output_bytes", "tokens_per_s")
Base = dict[str, Any]  # a claim's position and text, before its status is known
_Reading = tuple[m.Candidate, Decimal, Decimal]  # candidate, value in the claim's unit, rounded


@dataclass
class DraftState:
    """Everything about one draft the checks need."""

    names: Names
    runs: list[tuple[str, Run]]
    line_starts: list[int]
    lane_labels: dict[Key, str]
    strict: bool
    text: str = ""  # the draft's whole text (each part's process has it too)
    scoped: dict[object, list[Run]] = field(default_factory=dict)
    candidates: dict[object, list[m.Candidate]] = field(default_factory=dict)
    subjects: dict[object, str] = field(default_factory=dict)  # also suites, by run list
    # Every run list a cache is keyed by (by its id) is held here as long as the state lives:
    # a list freed after its id was cached could lend that id to another list, which would
    # then be handed the first one's candidates, subject or suite.
    held: dict[int, list[Run]] = field(default_factory=dict)
    spanning: dict[object, bool] = field(default_factory=dict)  # scopes over several suites
    # Per candidate list and claim format: each candidate's value in the claim's unit and
    # rounded to its digits; per candidate and format: the expected value and its wording.
    # Keyed by id, so each entry keeps its object alive (an id is never reused meanwhile).
    readings: dict[tuple[Any, ...], tuple[object, list[_Reading]]] = field(default_factory=dict)
    wordings: dict[tuple[Any, ...], tuple[object, tuple[Decimal, str, str]]] = field(
        default_factory=dict)
    # The runs the section has named one by one so far (by id: a claim checked against that
    # run alone), which "every other run" leaves out; emptied at each heading, where a large
    # draft may be split (so each part's findings are the whole draft's).
    told: set[str] = field(default_factory=set)

    @cached_property
    def suite_tasks(self) -> dict[str, frozenset[Key]]:
        """Each suite's tasks that hold runs, when two or more suites are checked: a mention
        of a suite's name ("on prism-rank-long") names all of them (names.py)."""
        tasks: dict[str, set[Key]] = {}
        for suite, run in self.runs:
            tasks.setdefault(suite, set()).add((suite, run.task))
        return {suite: frozenset(keys) for suite, keys in tasks.items()} if len(tasks) > 1 \
            else {}

    @cached_property
    def party_shares(self) -> frozenset[Decimal]:
        """The shares the draft gives parties or groups in a poll it quotes ("Civic Union
        48%"): read in the whole text, so every part of a split draft has them all."""
        if "%" not in self.text or world.POLL_WORDS.search(self.text) is None:
            return frozenset()
        return frozenset(Decimal(found.group(2)) for found in world.PARTY_SHARE.finditer(self.text)
                         if not self.names.lanes(found.group(1)))

    def spans_suites(self, lanes: frozenset[Key] | None, tasks: frozenset[Key] | None) -> bool:
        """Whether a scope's lanes and tasks lie in two or more suites (cached per scope)."""
        key = (lanes, tasks)
        found = self.spanning.get(key)
        if found is None:
            found = self.spanning[key] = len({suite for suite, _ in (*(lanes or ()),
                                                                     *(tasks or ()))}) > 1
        return found

    def suite_named(self, keys: frozenset[Key]) -> str | None:
        """The suite a task mention names as a whole (its name), or None."""
        suites = {suite for suite, _ in keys}
        if len(suites) != 1:
            return None
        suite = suites.pop()
        whole = self.suite_tasks.get(suite)
        return suite if whole is not None and whole <= keys else None

    def suite_of(self, runs: list[Run]) -> str | None:
        """The one suite these runs belong to, or None (cached per scoped run list)."""
        key = ("suite", id(runs))
        if key not in self.subjects:
            self.held[id(runs)] = runs
            owners = {id(r): s for s, r in self.runs}
            found = {owners.get(id(r)) for r in runs}
            self.subjects[key] = found.pop() or "" if len(found) == 1 else ""
        return self.subjects[key] or None

    def field_candidates(self, runs: list[Run], fields: tuple[str, ...],
                         stat: str | None) -> list[m.Candidate]:
        """Candidates are the same for every claim with the same scope and wording: cached."""
        key = (id(runs), fields, stat)
        found = self.candidates.get(key)
        if found is None:
            self.held[id(runs)] = runs
            found = self.candidates[key] = m.field_candidates(runs, fields, stat)
        return found

    def ratio_candidates(self, tasks: frozenset[Key] | None, tops: dict[str, str | None],
                         subject: str | None, other: str | None, difference: bool = False,
                         finished: bool = False) -> list[m.Candidate]:
        """Ratio (or difference) candidates between two lanes on the tasks in scope (cached
        likewise); ``finished``: of their runs that finished (exit code 0) only."""
        key = ("ratio", tasks, tuple(tops.items()), subject, other, difference, finished)
        found = self.candidates.get(key)
        if found is None:
            runs = [r for s, r in self.runs if (tasks is None or (s, r.task) in tasks)
                    and (not finished or r.exit_code == 0)]
            found = self.candidates[key] = m.ratio_candidates(runs, tops, subject, other,
                                                              difference=difference)
        return found

    def read(self, raw: RawClaim, candidates: list[m.Candidate]) -> list[_Reading]:
        """Each candidate (and scale) as (candidate, value in the claim's unit, that value
        rounded to the claim's decimals), computed once per candidate list and format."""
        key = (id(candidates), raw.unit, raw.scale, raw.decimals)
        hit = self.readings.get(key)
        if hit is not None and hit[0] is candidates:
            return hit[1]
        quantum = m.ONE.scaleb(-raw.decimals)
        found = []
        for cand in candidates:
            for scale in raw.scale:
                value = _in_unit(raw, cand, scale)
                found.append((cand, value, value.quantize(quantum, ROUND_HALF_UP)))
        self.readings[key] = (candidates, found)
        return found

    def wording(self, raw: RawClaim, cand: m.Candidate, value: Decimal
                ) -> tuple[Decimal, str, str]:
        """(expected, the value as shown, its source) for a claim that matches ``cand``."""
        key = (id(cand), value, raw.unit, raw.label, raw.decimals, raw.scale)
        hit = self.wordings.get(key)
        if hit is not None and hit[0] is cand:
            return hit[1]
        said = (_expected(value, raw, cand), _shown(raw, value, cand), source_of(cand))
        self.wordings[key] = (cand, said)
        return said


def finding(base: Base, status: Status, **changes: Any) -> Claim:
    """The claim ``base`` describes, with ``status``, its severity and ``changes``."""
    return make_claim(base, changes, status,
                      severity_of(status, strict=bool(base["strict"])), drop="strict")


def subject_of(state: DraftState, text: str, scope: Scope, runs: list[Run]) -> str:
    about = state.subjects.get(id(runs))
    if about is None:
        state.held[id(runs)] = runs
        about = state.subjects[id(runs)] = _about(state, runs)
    return f'"{text}"{about}'


def _about(state: DraftState, runs: list[Run]) -> str:
    """" for DiffusionGemma 26B on vault-breach" when the runs share one lane or task (" for
    Ocelot Pro and Quokka Mini" when they are two lanes')."""
    lanes = sorted({r.lane for r in runs})
    tasks = sorted({r.task for r in runs})
    label = ""
    if len(lanes) <= 2:
        names = []
        for lane in lanes:
            key = next(((s, r.lane) for s, r in state.runs if r.lane == lane), None)
            names.append(state.lane_labels.get(key, lane) if key else lane)
        label += f" for {' and '.join(names)}" if names else ""
    if len(tasks) == 1:
        label += f" on {tasks[0]}"
    return label


def _in_unit(raw: RawClaim, cand: m.Candidate, scale: Decimal) -> Decimal:
    return cand.value * m.factor(raw.unit, cand.field) / scale


def _shown(raw: RawClaim, value: Decimal, cand: m.Candidate) -> str:
    if raw.unit == "exit" and raw.scale != (m.ONE,):  # "killed by signal 9"
        return f"signal {m.show(value)} (exit code {m.show(value * raw.scale[0])})"
    if raw.label is not None and raw.label.startswith("k "):  # "3.8k tokens": 3,842 tokens
        return f"{m.show(value * raw.scale[0])} {raw.label[2:]}"
    if raw.label is not None:
        return f"{m.show(value, raw.decimals + 2)} {raw.label}"
    unit = raw.unit or m.SHOWN.get(cand.field, "")
    places = None if not cand.derived or value == value.to_integral_value() \
        else max(raw.decimals, 2)
    number = m.show(value, places) if places is not None else m.show(value)
    if unit in ("", "exit", None):
        return number
    if unit == "%":
        return f"{number}%"
    if unit == "x":
        return f"{number}x"
    if unit in ("s", "ms"):
        return f"{number} {unit}"
    return f"{number} {unit}"


def source_of(cand: m.Candidate) -> str:
    if cand.formula and cand.derived:
        return f"{cand.source}: {cand.formula}"
    return cand.source


def point_claim(state: DraftState, base: Base, raw: RawClaim, candidates: list[m.Candidate],
                subject: str, anchored: bool = True, missing: str | None = None,
                prefer: Callable[[], frozenset[str] | None] | None = None,
                loose: bool = False) -> Claim:
    """A value claim. ``anchored`` is False when nothing around it names a lane, task or
    suite: a figure no result matches is then unsupported rather than a mismatch. ``loose``:
    it also has no unit and no statistic ("smaller than in 0.3"), so a value it equals among
    every field of every run does not verify it.
    ``missing`` says which field is null when there are no candidates; ``prefer`` gives the
    runs the text around it is about (a repeat named earlier; called only for a mismatch):
    the mismatch names their value when it can."""
    if raw.unit == "exit" and negated_before(raw.block.plain, raw.start) is not None:
        return _negated_exit(base, raw, candidates, subject)
    best: tuple[int, m.Candidate, Decimal, str] | None = None
    claimed = raw.value
    for cand, value, rounded in state.read(raw, candidates):
        # Rounded equal is closeness's first test: skip the call for a plain match.
        verdict = "ok" if rounded == claimed else m.closeness(claimed, raw.decimals, value,
                                                              approx=raw.approx)
        if verdict is None or (verdict != "ok" and (raw.unit == "exit"
                                                    or raw.hint in ("http", "attempts"))):
            continue  # exit codes, HTTP statuses and counts of attempts are exact
        rank = (0 if verdict == "ok" else 2) + (1 if cand.derived else 0)
        if best is None or rank < best[0]:
            best = (rank, cand, value, verdict)
    if best is not None and loose:
        _, cand, value, _ = best
        _, says, source = state.wording(raw, cand, value)
        return finding(base, "unsupported",
                       message=f"{subject}: no unit, lane or task says what it measures (it "
                               f"happens to equal {says}, {source}); name its unit or lane, cite "
                               "it, or mark it <!-- lumen: ignore -->")
    if best is not None:
        rank, cand, value, verdict = best
        status: Status = "rounding" if rank >= 2 else ("derived" if cand.derived else "verified")
        expected, says, source = state.wording(raw, cand, value)
        if status == "rounding":
            written = m.show(raw.value) if raw.decimals == 0 else f"{raw.value:,f}"
            slip = ("is truncated" if verdict == "truncated"
                    else "is one off in the last digit")
            message = (f"{subject}: results say {says} ({source}); {written} {slip}, "
                       f"rounded it is {_rounded(value, raw)}")
        else:
            message = f"{subject}: matches {says} ({source})"
        return finding(base, status, expected=expected, source=cand.source, message=message,
                       runs=list(cand.runs), formula=cand.formula, field=cand.field,
                       lane=_one(cand.lanes), task=_one(cand.tasks), exact=cand.value)
    if not candidates:
        if raw.unit is None:
            return finding(base, "unsupported",
                           message=f"{subject}: no stored or derived value in scope equals it; "
                                   "name its unit, cite it, or mark it <!-- lumen: ignore -->")
        return finding(base, "unsupported", message=_nothing_to_check(raw, subject, missing))
    if (raw.unit is None and raw.hint not in ("http", "attempts")) or not anchored:
        why = "no stored or derived value in scope equals it" if raw.unit is None else (
            "no lane, task or suite is named for it and no result equals it")
        return finding(base, "unsupported",
                       message=f"{subject}: {why} (nearest: {_nearest_text(raw, candidates)})")
    # The nearest value of the field the wording names (the unit's first field when it names
    # none: the wall time, the answer's bytes, completion tokens, the end-to-end rate), never
    # a closer value of another field ("4.12 s" for Phi is not "0.92 s" of its ttft_s).
    first = candidates[0].field
    pool = [c for c in candidates if c.field == first]
    about = prefer() if prefer is not None else None
    if about:
        # "Qwen's first run ... The answer was 2,650 bytes": the first run's value, not the
        # nearest of another run (an editor would copy it in).
        mine = [c for c in pool if len(c.runs) == 1 and c.runs[0] in about]
        if not mine and (null := missing_field(
                [r for _, r in state.runs if r.id in about], first, None)) is not None:
            # "Its third run ... The run's time to first token, 0.64 s": that run stored none
            return finding(base, "unsupported", message=_nothing_to_check(raw, subject, null))
        pool = mine or pool
    elif raw.block.kind == "cell":
        # A cell of a per-run table ("| Aria 2 Mini | 7.84 |") is offered a run's value, not
        # a median or mean its column never named.
        pool = [c for c in pool if len(c.runs) == 1] or pool
    nearest = min(pool, key=lambda c: abs(_in_unit(raw, c, raw.scale[0]) - raw.value))
    value = _in_unit(raw, nearest, raw.scale[0])
    distinct = {c.value for c in candidates}
    fix, fix_span = _fix(base, raw, value) if len(distinct) == 1 else (None, None)
    elsewhere = _unit_slip(raw, nearest) or _elsewhere(state, raw, {c.source for c in candidates})
    said = _shown(raw, value, nearest)
    if raw.unit == "exit":
        said += _outcome(state, nearest.runs)
    message = f"{subject}: results say {said} ({source_of(nearest)})"
    if raw.unit == "exit" and raw.value in _EXIT_NAMES and raw.scale == (m.ONE,):
        message += f"; {m.show(raw.value)} is {_EXIT_NAMES[raw.value]}"
    if elsewhere:
        message += f"; {elsewhere}"
    return finding(base, "mismatch", expected=_expected(value, raw, nearest), source=nearest.source,
                   message=message, runs=list(nearest.runs), formula=nearest.formula,
                   field=nearest.field, lane=_one(nearest.lanes), task=_one(nearest.tasks),
                   fix=fix, fix_span=fix_span)


def _nothing_to_check(raw: RawClaim, subject: str, missing: str | None) -> str:
    if missing is not None:
        return f"{subject}: {missing}, so there is nothing to check it against"
    return f"{subject}: the results hold no {_unit_words(raw)} in scope to check it against"


# Derived fields and the stored field each needs.
_NEEDS = {"tokens_per_s": "completion_tokens", "decode_tokens_per_s": "completion_tokens",
          "content_tokens": "completion_tokens", "reasoning_share": "reasoning_tokens",
          "content_share": "reasoning_tokens"}
_USAGE = {"completion_tokens", "reasoning_tokens", "prompt_tokens"}


def missing_field(runs: list[Run], name: str, stat: str | None) -> str | None:
    """Why a claim on ``name`` has nothing to check against, when the runs its wording
    names hold null there: "completion_tokens is null for patch-review/llama-5-8b/3 (the
    run stored no usage)"; "no third run in scope" when no run is that repeat."""
    chosen = runs
    if stat is not None and stat.startswith("repeat"):
        wanted = stat.removeprefix("repeat ")
        if wanted == "last":
            last: dict[tuple[str, str, str], Run] = {}
            for run in runs:
                key = (run.suite, run.task, run.lane)
                if key not in last or run.repeat > last[key].repeat:
                    last[key] = run
            chosen = list(last.values())
        else:
            chosen = [r for r in runs if r.repeat == int(wanted)]
            if runs and not chosen:
                return f"no run in scope is repeat {wanted}"
    if not chosen or any(m.run_values(r).get(name) is not None for r in chosen):
        return None
    needs = _NEEDS.get(name)
    what = f"{name} is null" if needs is None else f"{name} needs {needs}, which is null"
    ids = [r.id for r in chosen]
    shown = ids[0] if len(ids) == 1 else f"{ids[0]} and {len(ids) - 1} more runs"
    why = " (the run stored no usage)" if (needs or name) in _USAGE \
        and all(r.usage is None for r in chosen) else ""
    if len(chosen) == 1 and chosen[0].exit_code not in (None, 0):
        # "... (the run stored no usage); it ended with exit 5 (provider_error)"
        why += f"; it ended with exit {chosen[0].exit_code} ({chosen[0].outcome})"
    return f"{what} for {shown}{why}"


_EXIT_NAMES = {Decimal(code): str(outcome) for code, outcome in OUTCOME_OF.items()}


def _outcome(state: DraftState, runs: tuple[str, ...]) -> str:
    """" (truncated)": the stored outcome of the run an exit code comes from."""
    if len(runs) != 1:
        return ""
    run = next((r for _, r in state.runs if r.id == runs[0]), None)
    return f" ({run.outcome})" if run is not None and run.outcome else ""


def _negated_exit(base: Base, raw: RawClaim, candidates: list[m.Candidate], subject: str
                  ) -> Claim:
    """"Granite never exited with code 7", "Phi did not exit with code 0 on its second run":
    true when no run the wording covers has that exit code."""
    runs = [c for c in candidates if c.field == "exit_code" and len(c.runs) == 1]
    if not runs:
        return finding(base, "unsupported",
                       message=f"{subject}: the results hold no exit codes in scope to check "
                               "it against")
    hit = next((c for c in runs if c.value == raw.value), None)
    if hit is not None:
        return finding(base, "mismatch", expected=hit.value, source=hit.source,
                       runs=list(hit.runs), field=hit.field, lane=_one(hit.lanes),
                       task=_one(hit.tasks),
                       message=f"{subject}: a run in scope did exit {m.show(hit.value)}: "
                               f"results say {m.show(hit.value)} ({hit.source})")
    ids = [r for c in runs for r in c.runs]
    source = runs[0].source if len(runs) == 1 else f"exit_code of {len(runs)} runs"
    codes = ", ".join(m.show(c.value) for c in runs[:6])
    return finding(base, "verified", source=source, runs=ids, field="exit_code",
                   message=f"{subject}: no run in scope exited {m.show(raw.value)} "
                           f"({source}: {codes})")


def _nearest_text(raw: RawClaim, candidates: list[m.Candidate]) -> str:
    # (in the claim's unit: "30 minutes" is nearest 0.16 min of a 9.63-second run, not 9.63)
    nearest = min(candidates, key=lambda c: abs(_in_unit(raw, c, raw.scale[0]) - raw.value))
    return f"{_shown(raw, _in_unit(raw, nearest, raw.scale[0]), nearest)} from {nearest.source}"


def _one(values: tuple[str, ...]) -> str | None:
    return values[0] if len(values) == 1 else None


def _unit_words(raw: RawClaim) -> str:
    return {"s": "time", "ms": "time", "bytes": "byte counts", "tokens": "token counts",
            "tokens/s": "token rates", "bytes/s": "byte rates", "%": "shares",
            "exit": "exit codes"}.get(raw.unit or "", "values")


def _expected(value: Decimal, raw: RawClaim, cand: m.Candidate) -> Decimal:
    if not cand.derived and m.factor(raw.unit, cand.field) == 1 and raw.scale == (m.ONE,):
        return value
    places = max(raw.decimals, 2)
    return value.quantize(m.ONE.scaleb(-places), ROUND_HALF_UP).normalize() \
        if value != value.to_integral_value() else value.quantize(m.ONE)


def _rounded(value: Decimal, raw: RawClaim) -> str:
    return m.show(value, raw.decimals)


def _fix(base: Base, raw: RawClaim, value: Decimal
         ) -> tuple[str | None, tuple[int, int, str] | None]:
    """The corrected claim text and (draft offsets of the number, the corrected number)."""
    if raw.code is not None:
        return None, None
    plain = raw.block.plain
    start = raw.num_start
    signed = raw.value < 0 and start > raw.start and plain[start - 1] in "-\u2212"
    if signed and value < 0:
        value = -value  # "-3.17 s" for -3.77: its own sign stays, its digits change
    elif signed:
        start -= 1  # "-9" for 9: the sign goes too
    literal = plain[start:raw.num_end]
    span = raw.block.span(start, raw.num_end)
    if span is None or raw.high is not None:
        return None, None
    number = format_like(literal, value, _fix_decimals(raw, value))
    text = plain[raw.start:raw.end]
    rel = start - raw.start
    fixed = (text[:rel] + number + text[rel + len(literal):]).replace("\n", " ")
    return fixed, (span[0], span[1], number)


def _fix_decimals(raw: RawClaim, value: Decimal) -> int:
    """The places a correction is written at: the claim's own, except after a slip of a
    hundredfold or more (a unit slip: "0.25 ms" for 250 ms), where the written places fit
    the wrong magnitude; then as many as the value needs ("250 ms", "0.52 s"), at most the
    claim's own (scaled up) or three (scaled down)."""
    if not value or not raw.value or (abs(raw.value) * 100 > abs(value) > abs(raw.value) / 100):
        return raw.decimals
    exponent = value.normalize().as_tuple().exponent
    needed = max(0, -exponent) if isinstance(exponent, int) else raw.decimals
    return min(needed, raw.decimals if abs(value) > abs(raw.value) else max(raw.decimals, 3))


def format_like(literal: str, value: Decimal, decimals: int) -> str:
    """``value`` at ``decimals`` places, with the thousands separator ``literal`` uses."""
    new = value.quantize(m.ONE.scaleb(-decimals), ROUND_HALF_UP)
    whole, _, frac = f"{abs(new):f}".partition(".")
    sep = next((ch for ch in literal if ch in ",\u2009\u202f\u00a0"), None)
    if sep is not None or (len(whole) >= 5 and not literal.isdigit()):
        whole = f"{int(whole):,}".replace(",", sep or ",")
    number = whole + (f".{frac}" if frac else "")
    return f"-{number}" if new < 0 else number


_EVERYTHING = ("elsewhere",)  # DraftState.candidates key of _elsewhere's candidates


_OTHER_TIME_UNIT = {"s": "ms", "ms": "s"}


def _unit_slip(raw: RawClaim, nearest: m.Candidate) -> str:
    """"0.21 s is what it holds: the unit is s, not ms" when the figure written is the value
    the results give, in the other time unit."""
    other = _OTHER_TIME_UNIT.get(raw.unit or "")
    if other is None or raw.label is not None:
        return ""
    value = nearest.value * m.factor(other, nearest.field)
    if m.closeness(raw.value, raw.decimals, value, approx=False) != "ok":
        return ""
    return f"{m.show(raw.value)} {other} is what it holds: the unit is {other}, not {raw.unit}"


def _elsewhere(state: DraftState, raw: RawClaim, seen: set[str]) -> str:
    """Where else in the results the claimed number appears: the wrong lane, unit or run,
    else another lane's or statistic's median or mean ("4.59 s is Plover 3.1's median
    wall_s on address-parsing")."""
    if raw.unit in ("exit", "flag", "x"):
        return ""  # (a ratio that equals a stored time is a coincidence, not a hint)
    everything = state.candidates.get(_EVERYTHING)
    if everything is None:  # every value of every run: the same for each mismatch of a draft
        everything = state.candidates[_EVERYTHING] = m.field_candidates(
            [r for _, r in state.runs], (*m.TIME, *m.BYTES, *m.TOKENS, *m.RATES, *m.SHARES), None)
    stored = [c for c in everything if " of " not in c.source]
    aggregates = [c for c in everything if c.source.startswith(("median of", "mean of"))
                  and "all runs in scope" not in c.source]
    for cand in (*stored, *aggregates):
        if cand.source in seen or (raw.unit == "%" and cand.field not in m.SHARES):
            continue  # (a percentage that equals a rate or a count is a coincidence)
        # the unit the field holds first, then the claim's (a fixed order: a set's would
        # change the message with the hash seed)
        for unit_guess in dict.fromkeys((m.SHOWN.get(cand.field), raw.unit)):
            if unit_guess is None:
                continue
            value = cand.value * m.factor(unit_guess, cand.field)
            if cand.field in m.SHARES:
                if raw.unit not in (None, "%"):
                    break  # a percentage is no hint for "36 ms" or "36 tokens"
                value = cand.value * 100
            if cand.field not in m.UNIT_FIELDS.get(raw.unit or "", ()) \
                    and value != raw.value and not (cand.derived and abs(value) >= 10):
                continue  # another unit's value only when it is the figure as written
            if m.closeness(raw.value, raw.decimals, value, approx=False) == "ok":
                lane = cand.lanes[0] if cand.lanes else "?"
                label = next((state.lane_labels[(s, r.lane)] for s, r in state.runs
                              if r.lane == lane and (s, r.lane) in state.lane_labels), lane)
                # "0.18 s is Juniper 1.2's ttft_s" for "0.18 ms": the unit it holds in.
                shown = m.brief(raw.value) + (f" {unit_guess}" if unit_guess and raw.unit
                                             and unit_guess != raw.unit else "")
                what = f"{cand.source.split(' of ')[0]} " if " of " in cand.source else ""
                return (f"{shown} is {label}'s {what}{cand.field} on "
                        f"{cand.tasks[0] if cand.tasks else '?'} ({cand.source})")
    return ""


def bounded_claim(base: Base, raw: RawClaim, candidates: list[m.Candidate], fields: tuple[str, ...],
                  stat: str | None, subject: str, missing: str | None = None) -> Claim:
    """Bounds, ranges and "every run" wording: true for every value the wording covers."""
    if raw.unit == "exit" and raw.bound is None \
            and negated_before(raw.block.plain, raw.start) is not None:
        return _negated_exit(base, raw, candidates, subject)  # "never exited 7 on any run"
    by_field: dict[str, list[m.Candidate]] = {}
    for cand in candidates:
        by_field.setdefault(cand.field, []).append(cand)
    order = [f for f in fields if by_field.get(f)]
    if stat is None or stat == "all":
        order = [f for f in order if f not in _CAPPED] or order
    if fields == m.UNIT_FIELDS.get(raw.unit or "") and fields[0] in _PRIMARY:
        # No word names the field: "up to 10 seconds per run", "ranged from 9.32 to 10.17
        # seconds" bound the wall time (never ttft_s), "under 2,000 bytes" the answer, a
        # rate the end-to-end rate; another field that happens to hold is no support.
        order = order[:1] if order[:1] == [fields[0]] else []
    if not order:
        return finding(base, "unsupported",
                       message=_nothing_to_check(raw, subject, missing if not candidates
                                                 else None))
    if raw.partner is not None and len(order) > 1:
        order = [_range_field(raw, raw.partner, by_field, order, stat)]
    failure: tuple[m.Candidate, Decimal] | None = None
    several = False  # the wording covers several runs: the message says "on every run"
    if stat is not None and (stat in _COUNTED or counted_runs(stat) is not None):
        return _counted(base, raw, by_field[order[0]], subject, stat)
    for name in order:
        cands = by_field[name]
        cands = _each_run(cands, stat) or cands  # (a ratio of medians: the ones there are;
        # a bound over no value holds for none)
        if name == "output_bytes" and raw.bound == "from" and raw.value > 0:
            cands = [c for c in cands if c.value != 0] or cands  # "its answers were 2,031 to
            # 2,389 bytes long": a run that wrote no answer (0 bytes) has none in the range
        bad = None
        for cand in cands:
            ok = False
            for scale in raw.scale:
                value = _in_unit(raw, cand, scale)
                ok = ok or _holds(raw, value, stat)
            if not ok:
                shown = _in_unit(raw, cand, raw.scale[0])
                # the run furthest past the bound: the lowest under "at least", the highest
                # under "under" (an editor rewrites the bound from it)
                if bad is None or (raw.bound in _LOWER and shown < bad[1]) \
                        or (raw.bound in _UPPER and shown > bad[1]):
                    bad = (cand, shown)
                if raw.bound not in _LOWER and raw.bound not in _UPPER:
                    break
        ends = [(c, _in_unit(raw, c, raw.scale[0])) for c in cands] \
            if bad is None and raw.tight and raw.bound in ("from", "to") else []
        if ends:
            cand, value = (min if raw.bound == "from" else max)(ends, key=lambda e: e[1])
        if ends and abs(value - raw.value) > m.ONE.scaleb(-raw.decimals):
            # "ranged from 58.85 to 74.20 s": every run lies in it, but its end is no run's
            # (to within a unit of its last digit: "from 0.9 to 1.4 s" over 0.97-1.31 s)
            end = "lowest" if raw.bound == "from" else "highest"
            return finding(base, "mismatch", expected=_expected(value, raw, cand),
                           source=cand.source, runs=list(cand.runs), field=cand.field,
                           message=f"{subject}: the range's {end} is "
                                   f"{_shown(raw, value, cand)} ({source_of(cand)})")
        if bad is None:
            derived = any(c.derived for c in cands)
            status: Status = "derived" if derived else "verified"
            runs = sorted({r for c in cands for r in c.runs})
            source = cands[0].source if len(cands) == 1 else f"{name} of {len(runs)} runs"
            values = ", ".join(_shown(raw, _in_unit(raw, c, raw.scale[0]), c) for c in cands[:6])
            return finding(base, status, source=source, runs=runs, field=name,
                           expected=_in_unit(raw, cands[0], raw.scale[0]) if len(cands) == 1
                           else None,
                           message=f"{subject}: holds for {values} ({source})")
        if failure is None:
            failure = bad
            several = len(cands) > 1 and len(bad[0].runs) == 1
    assert failure is not None
    cand, value = failure
    what = {"gt": "over", "ge": "at least", "lt": "under", "le": "at most",
            "from": "a range starting at", "to": "a range ending at"}.get(raw.bound or "")
    claim_says = f"{what} {m.show(raw.value)}" if what else f"{m.show(raw.value)} in every run"
    if what and raw.bound not in ("from", "to") and several:
        claim_says += " on every run"  # "not under 3.4 on every run: ... 3.47 s (run 3)"
    return finding(base, "mismatch", expected=_expected(value, raw, cand), source=cand.source,
                   runs=list(cand.runs), field=cand.field,
                   message=f"{subject}: not {claim_says}: results say "
                           f"{_shown(raw, value, cand)} ({source_of(cand)})")


# Quantifiers that count the runs a figure holds for: "on most runs" (more than half), "on
# all but one run" (every run but exactly one).
_COUNTED = {"most": "on most runs", "all but one": "on all but one run", "some": "on any run"}


def counted_runs(stat: str | None) -> int | None:
    """The number of runs a count statistic ("2 of runs": "in two of its three runs") says
    the claim holds for, else None."""
    if stat is None or not stat.endswith((" of runs", " of runs per task")):
        return None
    return int(stat.split(" ", 1)[0])


def _counted(base: Base, raw: RawClaim, cands: list[m.Candidate], subject: str, stat: str
             ) -> Claim:
    """"under two seconds on most runs", "... on all but one run": true of as many of the
    runs in scope as the quantifier says (each run's value, not a median or mean among them)."""
    cands = _each_run(cands, None) or cands
    shown = [(c, _in_unit(raw, c, raw.scale[0])) for c in cands]
    other = raw.partner if raw.bound in ("from", "to") else None
    held = [(c, v) for c, v in shown
            if any(_holds(raw, _in_unit(raw, c, scale), "all") for scale in raw.scale)
            and (other is None or any(_holds(other, _in_unit(other, c, scale), "all")
                                      for scale in other.scale))]
    # (a range's two ends hold together: "three of the four runs in between 2.1 and 2.6
    # seconds" counts the runs inside it, not those above its bottom)
    values = ", ".join(_shown(raw, v, c) for c, v in shown[:6])
    field = cands[0].field
    runs = sorted({r for c in cands for r in c.runs})
    source = f"{field} of {len(runs)} runs"
    wanted = counted_runs(stat)
    if stat is not None and stat.endswith(" per task"):
        # "once on each task": exactly one run of each task holds it
        tasks = [c.runs[0].split("/", 1)[0] for c, _ in held if c.runs]
        if len(set(tasks)) != len(tasks):
            wanted = -1  # two runs of one task: not once on each
    if len(held) == wanted if wanted is not None else {
            "most": 2 * len(held) > len(shown), "some": bool(held)}.get(
            stat, len(held) == len(shown) - 1):
        status: Status = "derived" if any(c.derived for c in cands) else "verified"
        return finding(base, status, source=source, runs=runs, field=field,
                       message=f"{subject}: holds for {len(held)} of {len(shown)} runs: "
                               f"{values} ({source})")
    what = {"gt": "over", "ge": "at least", "lt": "under", "le": "at most"}.get(
        raw.bound or "", "")
    return finding(base, "mismatch", source=source, runs=runs, field=field,
                   message=f"{subject}: not {what + ' ' if what else ''}{m.show(raw.value)} "
                           f"{_COUNTED.get(stat, _exactly(stat))}: it "
                           f"holds for {len(held)} of {len(shown)}: {values} ({source})")


def _exactly(stat: str) -> str:
    """How a counted statistic reads in a message: "on exactly 2 runs", "on exactly one run of
    each task"."""
    if stat.endswith(" per task"):
        return "on exactly one run of each task"
    count = counted_runs(stat)
    return "on exactly one run" if count == 1 else f"on exactly {count} runs"


_LOWER = ("gt", "ge", "from")
_UPPER = ("lt", "le", "to")


def _each_run(cands: list[m.Candidate], stat: str | None) -> list[m.Candidate]:
    """The candidates a bound is held to: with no statistic (or "every run"), each run's
    value, not the medians and means among them."""
    if stat is None or stat == "all":
        return [c for c in cands if not c.source.startswith(("median", "mean"))]
    return cands


def _range_field(raw: RawClaim, partner: RawClaim, by_field: dict[str, list[m.Candidate]],
                 order: list[str], stat: str | None) -> str:
    """The one field both ends of a range bound ("between 1,900 and 2,000" with no unit):
    the first whose every value in scope lies between them, else the one whose values come
    nearest, so that each end is checked against it (never each end against whichever field
    it happens to bound: 2,173 completion tokens are at least 1,900, 1,273 bytes at most
    2,000, and no field lies between)."""
    low, high = sorted((raw.value, partner.value))
    best, gap = order[0], None
    for name in order:
        cands = by_field[name]
        cands = _each_run(cands, stat) or cands
        values = [_in_unit(raw, c, raw.scale[0]) for c in cands]
        if all(_holds(raw, v, stat) and _holds(partner, v, stat) for v in values):
            return name
        far = max(max(low - v, v - high) for v in values)
        if gap is None or far < gap:
            best, gap = name, far
    return best


def _holds(raw: RawClaim, value: Decimal, stat: str | None) -> bool:
    unit = m.ONE.scaleb(-raw.decimals)
    if raw.approx and raw.decimals == 0 and raw.bound in ("from", "to") and raw.value:
        # "from roughly 2,190 to roughly 2,260 bytes": an approximation's trailing zeros are
        # not significant (as for a point value, match.closeness).
        digits = str(abs(int(raw.value)))
        unit = Decimal(10) ** (len(digits) - len(digits.rstrip("0")))
    if raw.bound == "from":
        return value >= raw.value - unit / 2
    if raw.bound == "to":
        return value < raw.value + unit / 2
    if raw.bound is not None:
        return m.compare_bound(raw.bound, value, raw.value)
    return m.closeness(raw.value, raw.decimals, value, approx=raw.approx) == "ok"


def flag_claim(state: DraftState, base: Base, raw: RawClaim, runs: list[Run],
               subject: str, widened: str | None = None, unnamed: bool = False) -> Claim:
    """A request flag (``--max-tokens 4096``) against the params of every run in scope.
    ``widened`` says why the scope holds every lane ("the sentence says \"both models\""):
    a mismatch then names it and the lane whose runs disagree. ``unnamed``: no lane is named,
    so the flag holds when some lane in scope was sent it on every run ("`max_tokens: 256`
    becomes `max_tokens: 1024`" over lanes that differ only there)."""
    name = (raw.flag or "").replace("-", "_")
    keys = ("max_tokens", "max_completion_tokens") if name in (
        "max_tokens", "max_completion_tokens", "max_new_tokens") else (name,)
    text = base["text"]
    flag_text = f"--{raw.flag} {text}" if "_" not in (raw.flag or "") else f"{raw.flag}: {text}"
    subject = subject.replace(f'"{text}"', f'"{flag_text}"', 1)
    known = any(k in r.params for _, r in state.runs for k in keys)
    if not known:
        if name in _REQUEST_PARAMS:
            return finding(base, "unsupported",
                           message=f"{subject}: no run in the results declares {name}")
        return finding(base, "ignored", message=f"{subject}: not a request parameter of any run")
    holding = [(r, v) for r in runs if (v := m._param(r, *keys)) is not None]
    if not holding:
        return finding(base, "unsupported",
                       message=f"{subject}: no run in scope declares {name}")
    wrong = [(r, v) for r, v in holding if not _same(v, raw.value)]
    if wrong and len(wrong) < len(holding):
        # One lane's label in several suites ("Kite 2.1 Flash" in kiln-summary and
        # kiln-classify) is a lane of each, sent its own params: the flag holds for the lane
        # in a suite whose every run was sent it.
        suite_of = {id(r): s for s, r in state.runs}
        right = {suite_of[id(r)] for r, _ in holding} - {suite_of[id(r)] for r, _ in wrong}
        if right and len({(suite_of[id(r)], r.lane) for r, _ in holding}) \
                == len({r.lane for r, _ in holding}) * len({suite_of[id(r)] for r, _ in holding}):
            holding = [(r, v) for r, v in holding if suite_of[id(r)] in right]
            wrong = []
    if wrong and unnamed:
        sent = sorted({r.lane for r, _ in holding} - {r.lane for r, _ in wrong})
        if sent:
            labels = [next((state.lane_labels[(s, r.lane)] for s, r in state.runs
                            if r.lane == lane and (s, r.lane) in state.lane_labels), lane)
                      for lane in sent]
            verb = "was" if len(labels) == 1 else "were"
            ids = [r.id for r, _ in holding if r.lane in sent]
            return finding(base, "verified", expected=raw.value,
                           source=f"params.{name} of {len(ids)} runs", runs=ids,
                           field=f"params.{name}",
                           message=f"{subject}: no lane is named for it; "
                                   f"{' and '.join(labels)} {verb} sent {name}={text} on "
                                   "every run")
    run_ids = [r.id for r, _ in holding]
    if not wrong:
        return finding(base, "verified", expected=raw.value,
                       source=f"{holding[0][0].id} params.{name}" if len(holding) == 1
                       else f"params.{name} of {len(holding)} runs",
                       runs=run_ids, field=f"params.{name}",
                       message=f"{subject}: every run in scope was sent {name}={text}")
    run, value = wrong[0]
    expected = m.dec(value) if isinstance(value, int | float) else None
    distinct = {str(v) for _, v in holding}
    fix = str(value) if len(distinct) == 1 else None
    fix_span = (raw.code[0], raw.code[1], fix) if fix and raw.code and raw.code[0] >= 0 else None
    lanes = {r.lane for r, _ in holding}
    if len(lanes) > 1:
        # Several lanes in scope: say why, and whose runs were sent another value.
        label = next((state.lane_labels[(s, r.lane)] for s, r in state.runs
                      if r is run and (s, r.lane) in state.lane_labels), run.lane)
        why = widened or "the wording names several lanes"
        same = sum(1 for _, v in wrong if str(v) == str(value))
        message = (f"{subject}: {why}, so the runs of {len(lanes)} lanes are in scope; "
                   f"results say "
                   f"{name}={value} for {label} ({run.id} params.{name}"
                   + (f" and {same - 1} more runs" if same > 1 else "") + ")")
    else:
        message = (f"{subject}: results say {name}={value} ({run.id} params.{name}"
                   + (f" and {len(wrong) - 1} more runs" if len(wrong) > 1 else "") + ")")
        # Whose runs were sent the figure written: "4096 is what Plover 3.1 was sent"
        others = sorted({state.lane_labels.get((s, r.lane), r.lane) for s, r in state.runs
                         if r.lane not in lanes and name in r.params
                         and _same(r.params[name], raw.value)})
        if others:
            verb = "was" if len(others) == 1 else "were"
            message += f"; {text} is what {' and '.join(others)} {verb} sent"
    return finding(base, "mismatch", expected=expected, source=f"{run.id} params.{name}",
                   runs=[r.id for r, _ in wrong], field=f"params.{name}", fix=fix,
                   fix_span=fix_span, message=message)


_REQUEST_PARAMS = {"max_tokens", "max_completion_tokens", "max_new_tokens", "temperature",
                   "top_p", "top_k", "seed", "n", "presence_penalty", "frequency_penalty",
                   "reasoning_effort", "timeout", "timeout_s", "repeats"}


def _same(stored: object, value: Decimal) -> bool:
    if isinstance(stored, bool) or not isinstance(stored, int | float):
        return False
    return m.dec(stored) == value
