"""Classify each claim of a draft: find its scope, its candidates, and decide its status."""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from lumen_report.drafts import Draft
from lumen_report.results.schema import RunResult, SuiteResults
from lumen_report.verify import match as m
from lumen_report.verify.blocks import Block, parse_blocks
from lumen_report.verify.context import (
    BlockContext,
    Key,
    Mention,
    Names,
    Scope,
    build_names,
    folded,
    norm,
    resolve,
    sentence_of,
)
from lumen_report.verify.extract import RawClaim, extract, sentence_bounds
from lumen_report.verify.model import Claim, DraftReport, Status, make_claim, severity_of
from lumen_report.verify.ratios import (
    AGAINST,
    COMPARED,
    direction,
    every_task_at,
    explicit_ratio,
    lane_slug,
    numerator,
    ratio_fields,
)
from lumen_report.verify.wording import block_stats, header_unit, statistic, window_hint

_DIGIT = re.compile(r"\d")
_SPELLED_HINT = re.compile(r"(?i)\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|"
                           r"eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|"
                           r"ninety|hundred)\b")
_CAPPED = ("max_tokens",)
Base = dict[str, Any]  # a claim's position and text, before its status is known


_Reading = tuple[m.Candidate, Decimal, Decimal]  # candidate, value in the claim's unit, rounded


@dataclass
class _Draft:
    """Everything about one draft the checks need."""

    draft: Draft
    names: Names
    runs: list[tuple[str, RunResult]]
    line_starts: list[int]
    lane_labels: dict[Key, str]
    strict: bool
    scoped: dict[object, list[RunResult]] = field(default_factory=dict)
    candidates: dict[object, list[m.Candidate]] = field(default_factory=dict)
    subjects: dict[object, str] = field(default_factory=dict)  # also suites, by run list
    # Per candidate list and claim format: each candidate's value in the claim's unit and
    # rounded to its digits; per candidate and format: the expected value and its wording.
    # Keyed by id, so each entry keeps its object alive (an id is never reused meanwhile).
    readings: dict[tuple[Any, ...], tuple[object, list[_Reading]]] = field(default_factory=dict)
    wordings: dict[tuple[Any, ...], tuple[object, tuple[Decimal, str, str]]] = field(
        default_factory=dict)

    def suite_of(self, runs: list[RunResult]) -> str | None:
        """The one suite these runs belong to, or None (cached per scoped run list)."""
        key = ("suite", id(runs))
        if key not in self.subjects:
            owners = {id(r): s for s, r in self.runs}
            found = {owners.get(id(r)) for r in runs}
            self.subjects[key] = found.pop() or "" if len(found) == 1 else ""
        return self.subjects[key] or None

    def field_candidates(self, runs: list[RunResult], fields: tuple[str, ...],
                         stat: str | None) -> list[m.Candidate]:
        """Candidates are the same for every claim with the same scope and wording: cached."""
        key = (id(runs), fields, stat)
        found = self.candidates.get(key)
        if found is None:
            found = self.candidates[key] = m.field_candidates(runs, fields, stat)
        return found

    def ratio_candidates(self, tasks: frozenset[Key] | None, tops: dict[str, str | None],
                         subject: str | None, other: str | None) -> list[m.Candidate]:
        """Ratio candidates between two lanes on the tasks in scope (cached likewise)."""
        key = ("ratio", tasks, tuple(tops.items()), subject, other)
        found = self.candidates.get(key)
        if found is None:
            runs = [r for s, r in self.runs if tasks is None or (s, r.task) in tasks]
            found = self.candidates[key] = m.ratio_candidates(runs, tops, subject, other)
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
        said = (_expected(value, raw, cand), _shown(raw, value, cand), _source(cand))
        self.wordings[key] = (cand, said)
        return said


def verify_draft(draft: Draft, results: dict[str, SuiteResults], *, strict: bool = False
                 ) -> DraftReport:
    suites = list(draft.meta.suites) if draft.meta.suites else sorted(results)
    names = build_names(results, suites)
    runs = [(s, r) for s in suites if s in results for r in results[s].runs]
    line_starts = [0, *(m.end() for m in re.finditer("\n", draft.text))]
    state = _Draft(draft, names, runs, line_starts, names.labels, strict)
    blocks = parse_blocks(draft.text)
    contexts = [_context(b, names) for b in blocks]
    groups: dict[int, list[BlockContext]] = {}
    item_blocks: dict[int, list[BlockContext]] = {}
    for ctx in contexts:
        groups.setdefault(ctx.block.group, []).append(ctx)
        if ctx.block.items:
            item_blocks.setdefault(ctx.block.items[0], []).append(ctx)
    headers: dict[tuple[int, int], BlockContext] = {}
    carry: dict[int, BlockContext] = {}  # a table row's lane and task, for the rows below it
    headings: list[BlockContext] = []
    claims: list[Claim] = []
    for ctx in contexts:
        block = ctx.block
        if block.kind == "heading":
            while headings and headings[-1].block.level >= block.level:
                headings.pop()
        if block.kind == "header" and block.table is not None and block.column is not None:
            headers[(block.table, block.column)] = ctx
        header = None
        unit = hint = None
        if block.kind == "cell" and block.table is not None and block.column is not None:
            header = headers.get((block.table, block.column))
            unit, hint = header_unit(header.block.plain if header else "")
            if unit is None:
                first = groups[block.group][0]
                if first is not ctx:
                    unit, hint = header_unit(first.block.plain)
        if not block.codes and _DIGIT.search(block.plain) is None \
                and not _SPELLED_HINT.search(block.plain):
            if block.kind == "heading":
                headings.append(ctx)
            continue
        raws = extract(block, names.exclude_re, unit, hint,
                       named=[(m.start, m.end) for m in ctx.lanes])
        if block.items:
            # Earlier paragraphs of this list item and of the items enclosing it.
            before = [c for c in item_blocks[block.items[0]]
                      if c.block.line < block.line
                      and block.items[:len(c.block.items)] == c.block.items]
            after = []
        else:
            members = groups[block.group]
            index = next(i for i, c in enumerate(members) if c is ctx)
            before = members[:index]
            after = members[index + 1:] if block.table is not None else []
            if block.table is not None:
                after = [*after, *_carried(groups, block.group, carry)]
        previous: RawClaim | None = None
        for raw in raws:
            if raw.inherit and raw.unit is None and previous is not None \
                    and previous.unit not in (None, "flag", "exit", "x"):
                start, _ = sentence_of(ctx.sentences, raw.start)
                if previous.start >= start:
                    raw.unit, raw.scale, raw.measured = previous.unit, previous.scale, True
            if raw.unit is not None:
                previous = raw
            claim = _classify(state, ctx, raw, before, after, header, headings)
            if claim is not None:
                claims.append(claim)
        if block.kind == "heading":
            headings.append(ctx)
    return DraftReport(draft=draft, claims=claims)


def _carried(groups: dict[int, list[BlockContext]], row: int,
             carry: dict[int, BlockContext]) -> list[BlockContext]:
    """A grouped table leaves the task cell empty below its first row: the empty cell keeps
    the lane or task of the row above (as a rowspan would)."""
    if row in carry:
        return [carry[row]] if carry[row].lanes or carry[row].tasks else []
    cells = groups[row]
    lanes = [mn for c in cells for mn in c.lanes]
    tasks = [mn for c in cells for mn in c.tasks]
    table = cells[0].block.table
    above = carry.get(-1 - table) if table is not None else None
    has_empty = any(not c.block.plain.strip() for c in cells)
    mine = BlockContext(cells[0].block, [0], lanes, tasks)
    if above is not None and has_empty:
        if not tasks:
            mine.tasks = above.tasks
        if not lanes:
            mine.lanes = above.lanes
    carry[row] = mine
    if table is not None:
        carry[-1 - table] = mine  # the latest row of this table, for the row below it
    inherited = BlockContext(cells[0].block, [0],
                             mine.lanes if not lanes else [], mine.tasks if not tasks else [])
    return [inherited] if inherited.lanes or inherited.tasks else []


def _context(block: Block, names: Names) -> BlockContext:
    plain = block.plain
    low = folded(plain)
    lanes, tasks = names.lanes(plain, low), names.tasks(plain, low)
    for code in block.codes:
        # `vault-breach` or a run id `vault-breach/mercury-2.5/1` in code names the task.
        parts = code.content.strip().split("/")
        task = names.task_of.get(norm(parts[0])) if parts[0] else None
        if task:
            tasks.append(Mention(code.index, code.index + 1, task))
            lane = names.lane_of.get(norm(parts[1])) if len(parts) > 1 else None
            if lane:
                lanes.append(Mention(code.index, code.index + 1, lane))
    if block.codes:
        lanes.sort(key=lambda mention: mention.start)
        tasks.sort(key=lambda mention: mention.start)
    return BlockContext(block, sentence_bounds(plain), lanes, tasks, low=low)


def _scoped(state: _Draft, scope: Scope) -> list[RunResult]:
    key = (scope.lanes, scope.tasks, scope.suites)
    cached = state.scoped.get(key)
    if cached is None:
        cached = state.scoped[key] = _scoped_runs(state, scope)
    return cached


def _scoped_runs(state: _Draft, scope: Scope) -> list[RunResult]:
    lanes, tasks = scope.lanes, scope.tasks

    def pick(use_lanes: bool, use_tasks: bool) -> list[RunResult]:
        return [r for s, r in state.runs
                if (scope.suites is None or s in scope.suites)
                and (not use_lanes or lanes is None or (s, r.lane) in lanes)
                and (not use_tasks or tasks is None or (s, r.task) in tasks)]

    found = pick(True, True)
    if not found and lanes is not None and tasks is not None:
        found = pick(True, False)  # the lane and task belong to different suites
    return found


def _position(state: _Draft, raw: RawClaim) -> tuple[int, int] | None:
    if raw.code is not None:
        start, end, _ = raw.code
        return (start, end) if start >= 0 else None
    return raw.block.span(raw.start, raw.end)


def _line_col(state: _Draft, offset: int) -> tuple[int, int]:
    line = bisect.bisect_right(state.line_starts, offset) - 1
    return line + 1, offset - state.line_starts[line] + 1


def _classify(state: _Draft, ctx: BlockContext, raw: RawClaim, before: list[BlockContext],
              after: list[BlockContext], header: BlockContext | None,
              headings: list[BlockContext]) -> Claim | None:
    if raw.ignored is None and raw.unit is None and raw.hint != "http" and not raw.measured \
            and raw.foreign is None:
        return None
    span = _position(state, raw)
    if span is None:
        return None
    offset, end_offset = span
    line, col = _line_col(state, offset)
    end_line, end_col = _line_col(state, end_offset)
    text = raw.code[2] if raw.code is not None else raw.text.replace("\n", " ")
    base: Base = {"line": line, "col": col, "end_line": end_line, "end_col": end_col,
                  "offset": offset, "end_offset": end_offset, "text": text, "value": raw.value,
                  "unit": raw.unit, "qualifier": raw.qualifier, "strict": state.strict}
    if raw.ignored is not None:
        return _with(base, "ignored", message=f'"{text}": {raw.ignored}')
    plain = ctx.block.plain
    sentence = sentence_of(ctx.sentences, raw.start)
    scope = resolve(ctx, raw.start, before, after, header, headings, raw.end)
    if ctx.every_task is None:
        ctx.every_task = every_task_at(plain, ctx.low)
    if ctx.every_task and any(sentence[0] <= at < sentence[1] for at in ctx.every_task) \
            and not any(sentence[0] <= mn.start < sentence[1] for mn in ctx.tasks):
        scope.tasks = None  # "on each of the three tasks" reaches past the heading's task
    runs = _scoped(state, scope)
    base["suite"] = state.suite_of(runs)
    stat = statistic(ctx, raw, sentence)
    if stat is None and header is not None and ctx.block.table is not None:
        if header.stats is None:
            header.stats = block_stats(header.block.plain)
        stat = header.stats[0][1] if header.stats else None  # "| Median wall (s) |"
    if stat is None and scope.all_lanes and raw.unit not in ("x", "flag"):
        stat = "all"  # "both models exited 0": true of every run the wording covers
    hint = raw.hint or window_hint(plain, raw, sentence)
    subject = _subject(state, text, scope, runs)
    if raw.foreign is not None:
        return _with(base, "unsupported",
                     message=f"{subject}: the results hold no {raw.foreign} to check it against")
    if raw.unit == "flag":
        return _flag(state, base, raw, runs, subject)
    explicit = explicit_ratio(ctx, raw, sentence, header) \
        if raw.unit in (None, "x") and ("atio" in plain or header is not None) else None
    if explicit is not None:
        raw.unit = base["unit"] = "x"  # a ratio written out in words
    if raw.unit == "x":
        return _ratio(state, base, raw, ctx, sentence, scope, runs, subject, plain, explicit)
    if raw.unit is None:
        fields: tuple[str, ...] = ("http_status",) if raw.hint == "http" else (
            *m.TIME, *m.BYTES, *m.TOKENS, *m.RATES)
    else:
        fields = m.UNIT_FIELDS.get(raw.unit, ())
        wanted = m.HINTS.get(raw.unit, {}).get(hint or "")
        if wanted is not None:
            fields = (wanted,)
    candidates = state.field_candidates(runs, fields, stat)
    if raw.bound is not None or raw.high is not None or stat == "all":
        return _bounded(base, raw, candidates, fields, stat, subject)
    anchored = not (scope.lanes is None and scope.tasks is None and scope.suites is None
                    and len({r.lane for r in runs}) > 1)
    return _point(state, base, raw, candidates, subject, anchored)


def _with(base: Base, status: Status, **changes: Any) -> Claim:
    fields = dict(base)
    strict = bool(fields.pop("strict"))
    fields.update(changes)
    fields["status"] = status
    fields["severity"] = severity_of(status, strict=strict)
    return make_claim(fields)


def _subject(state: _Draft, text: str, scope: Scope, runs: list[RunResult]) -> str:
    about = state.subjects.get(id(runs))
    if about is None:
        about = state.subjects[id(runs)] = _about(state, runs)
    return f'"{text}"{about}'


def _about(state: _Draft, runs: list[RunResult]) -> str:
    """" for DiffusionGemma 26B on vault-breach" when the runs share one lane or task."""
    lanes = sorted({r.lane for r in runs})
    tasks = sorted({r.task for r in runs})
    label = ""
    if len(lanes) == 1:
        key = next(((s, r.lane) for s, r in state.runs if r.lane == lanes[0]), None)
        label += f" for {state.lane_labels.get(key, lanes[0]) if key else lanes[0]}"
    if len(tasks) == 1:
        label += f" on {tasks[0]}"
    return label


def _in_unit(raw: RawClaim, cand: m.Candidate, scale: Decimal) -> Decimal:
    return cand.value * m.factor(raw.unit, cand.field) / scale


def _shown(raw: RawClaim, value: Decimal, cand: m.Candidate) -> str:
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


def _source(cand: m.Candidate) -> str:
    if cand.formula and cand.derived:
        return f"{cand.source}: {cand.formula}"
    return cand.source


def _point(state: _Draft, base: Base, raw: RawClaim, candidates: list[m.Candidate],
           subject: str, anchored: bool = True) -> Claim:
    """A value claim. ``anchored`` is False when nothing around it names a lane, task or
    suite: a figure no result matches is then unsupported rather than a mismatch."""
    best: tuple[int, m.Candidate, Decimal, str] | None = None
    claimed = raw.value
    for cand, value, rounded in state.read(raw, candidates):
        # Rounded equal is closeness's first test: skip the call for a plain match.
        verdict = "ok" if rounded == claimed else m.closeness(claimed, raw.decimals, value,
                                                              approx=raw.approx)
        if verdict is None or (verdict != "ok" and raw.unit == "exit"):
            continue  # exit codes are exact
        rank = (0 if verdict == "ok" else 2) + (1 if cand.derived else 0)
        if best is None or rank < best[0]:
            best = (rank, cand, value, verdict)
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
        return _with(base, status, expected=expected, source=cand.source, message=message,
                     runs=list(cand.runs), formula=cand.formula, field=cand.field,
                     lane=_one(cand.lanes), task=_one(cand.tasks))
    if not candidates:
        if raw.unit is None:
            return _with(base, "unsupported",
                         message=f"{subject}: no stored or derived value in scope equals it; "
                                 "name its unit, cite it, or mark it <!-- lumen: ignore -->")
        return _with(base, "unsupported",
                     message=f"{subject}: the results hold no {_unit_words(raw)} in scope to "
                             "check it against")
    if raw.unit is None or not anchored:
        why = "no stored or derived value in scope equals it" if raw.unit is None else (
            "no lane, task or suite is named for it and no result equals it")
        return _with(base, "unsupported",
                     message=f"{subject}: {why} (nearest: {_nearest_text(raw, candidates)})")
    nearest = min(candidates, key=lambda c: abs(_in_unit(raw, c, raw.scale[0]) - raw.value))
    value = _in_unit(raw, nearest, raw.scale[0])
    distinct = {c.value for c in candidates}
    fix, fix_span = _fix(base, raw, value) if len(distinct) == 1 else (None, None)
    elsewhere = _elsewhere(state, raw, {c.source for c in candidates})
    message = f"{subject}: results say {_shown(raw, value, nearest)} ({_source(nearest)})"
    if elsewhere:
        message += f"; {elsewhere}"
    return _with(base, "mismatch", expected=_expected(value, raw, nearest), source=nearest.source,
                 message=message, runs=list(nearest.runs), formula=nearest.formula,
                 field=nearest.field, lane=_one(nearest.lanes), task=_one(nearest.tasks),
                 fix=fix, fix_span=fix_span)


def _nearest_text(raw: RawClaim, candidates: list[m.Candidate]) -> str:
    nearest = min(candidates, key=lambda c: abs(c.value - raw.value))
    return f"{_shown(raw, nearest.value, nearest)} from {nearest.source}"


def _one(values: tuple[str, ...]) -> str | None:
    return values[0] if len(values) == 1 else None


def _unit_words(raw: RawClaim) -> str:
    return {"s": "time", "ms": "time", "bytes": "byte counts", "tokens": "token counts",
            "tokens/s": "token rates", "%": "shares", "exit": "exit codes"}.get(
        raw.unit or "", "values")


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
    literal = raw.block.plain[raw.num_start:raw.num_end]
    span = raw.block.span(raw.num_start, raw.num_end)
    if span is None or raw.high is not None:
        return None, None
    number = format_like(literal, value, raw.decimals)
    text = raw.block.plain[raw.start:raw.end]
    rel = raw.num_start - raw.start
    fixed = (text[:rel] + number + text[rel + len(literal):]).replace("\n", " ")
    return fixed, (span[0], span[1], number)


def format_like(literal: str, value: Decimal, decimals: int) -> str:
    """``value`` at ``decimals`` places, with the thousands separator ``literal`` uses."""
    new = value.quantize(m.ONE.scaleb(-decimals), ROUND_HALF_UP)
    whole, _, frac = f"{abs(new):f}".partition(".")
    sep = next((ch for ch in literal if ch in ",\u2009\u202f\u00a0"), None)
    if sep is not None or (len(whole) >= 5 and not literal.isdigit()):
        whole = f"{int(whole):,}".replace(",", sep or ",")
    number = whole + (f".{frac}" if frac else "")
    return f"-{number}" if new < 0 else number


def _elsewhere(state: _Draft, raw: RawClaim, seen: set[str]) -> str:
    """Where else in the results the claimed number appears: the wrong lane, unit or run."""
    if raw.unit in ("exit", "flag"):
        return ""
    everything = [r for _, r in state.runs]
    fields = (*m.TIME, *m.BYTES, *m.TOKENS, *m.RATES, *m.SHARES)
    for cand in m.field_candidates(everything, fields, None):
        if cand.source in seen or cand.field.startswith("mean") or " of " in cand.source:
            continue
        for unit_guess in {raw.unit, m.SHOWN.get(cand.field)}:
            if unit_guess is None:
                continue
            value = cand.value * m.factor(unit_guess, cand.field)
            if cand.field in m.SHARES:
                value = cand.value * 100
            if m.closeness(raw.value, raw.decimals, value, approx=False) == "ok":
                lane = cand.lanes[0] if cand.lanes else "?"
                label = next((state.lane_labels[(s, r.lane)] for s, r in state.runs
                              if r.lane == lane and (s, r.lane) in state.lane_labels), lane)
                return (f"{m.show(raw.value)} is {label}'s {cand.field} on "
                        f"{cand.tasks[0] if cand.tasks else '?'} ({cand.source})")
    return ""


def _bounded(base: Base, raw: RawClaim, candidates: list[m.Candidate], fields: tuple[str, ...],
             stat: str | None, subject: str) -> Claim:
    """Bounds, ranges and "every run" wording: true for every value the wording covers."""
    by_field: dict[str, list[m.Candidate]] = {}
    for cand in candidates:
        by_field.setdefault(cand.field, []).append(cand)
    order = [f for f in fields if by_field.get(f)]
    if stat is None or stat == "all":
        order = [f for f in order if f not in _CAPPED] or order
    if not order:
        return _with(base, "unsupported",
                     message=f"{subject}: the results hold no {_unit_words(raw)} in scope to "
                             "check it against")
    failure: tuple[m.Candidate, Decimal] | None = None
    for name in order:
        cands = by_field[name]
        if stat is None or stat == "all":
            cands = [c for c in cands if not c.source.startswith(("median", "mean"))]
        bad = None
        for cand in cands:
            ok = False
            for scale in raw.scale:
                value = _in_unit(raw, cand, scale)
                ok = ok or _holds(raw, value, stat)
            if not ok:
                bad = (cand, _in_unit(raw, cand, raw.scale[0]))
                break
        if bad is None:
            derived = any(c.derived for c in cands)
            status: Status = "derived" if derived else "verified"
            runs = sorted({r for c in cands for r in c.runs})
            source = cands[0].source if len(cands) == 1 else f"{name} of {len(runs)} runs"
            values = ", ".join(_shown(raw, _in_unit(raw, c, raw.scale[0]), c) for c in cands[:6])
            return _with(base, status, source=source, runs=runs, field=name,
                         expected=_in_unit(raw, cands[0], raw.scale[0]) if len(cands) == 1
                         else None,
                         message=f"{subject}: holds for {values} ({source})")
        if failure is None:
            failure = bad
    assert failure is not None
    cand, value = failure
    what = {"gt": "over", "ge": "at least", "lt": "under", "le": "at most",
            "from": "a range starting at", "to": "a range ending at"}.get(raw.bound or "")
    claim_says = f"{what} {m.show(raw.value)}" if what else f"{m.show(raw.value)} in every run"
    return _with(base, "mismatch", expected=_expected(value, raw, cand), source=cand.source,
                 runs=list(cand.runs), field=cand.field,
                 message=f"{subject}: not {claim_says}: results say "
                         f"{_shown(raw, value, cand)} ({_source(cand)})")


def _holds(raw: RawClaim, value: Decimal, stat: str | None) -> bool:
    unit = m.ONE.scaleb(-raw.decimals)
    if raw.bound == "from":
        return value >= raw.value - unit / 2
    if raw.bound == "to":
        return value < raw.value + unit / 2
    if raw.bound is not None:
        return m.compare_bound(raw.bound, value, raw.value)
    return m.closeness(raw.value, raw.decimals, value, approx=raw.approx) == "ok"


def _ratio(state: _Draft, base: Base, raw: RawClaim, ctx: BlockContext,
           sentence: tuple[int, int], scope: Scope, runs: list[RunResult], subject: str,
           plain: str, explicit: tuple[str, str, tuple[str, ...]] | None = None) -> Claim:
    """"24.2x faster than", "1.6x as many bytes as": a ratio between the lane the sentence is
    about (named before the claim) and the lane it is compared with (named after it)."""
    words = raw.ratio_words
    # The wording of this clause only: after the claim before it and the last , ; or :.
    clause = plain[max(sentence[0], raw.prev_end):raw.start]
    clause = re.split(r"[,;:]", clause)[-1]
    fields = ratio_fields(words) or ratio_fields(clause) or m.RATIO_FIELDS
    way = direction(words) or direction(clause)
    if way == "beat":
        way = "faster" if fields[0] in (*m.TIME, *m.RATES) else "more"
    before = [mn for mn in ctx.lanes if sentence[0] <= mn.start and mn.end <= raw.start]
    later = [mn for mn in ctx.lanes if raw.end <= mn.start and mn.end <= sentence[1]]
    against = AGAINST.match(plain, raw.end)
    if against is not None and not later and not before:
        # "RC2 was 1.8x slower than RC3": a comparison between things that are not lanes.
        return _with(base, "ignored",
                     message=f'"{base["text"]}": compares {against.group(1)}, not a lane')
    # The lane after "than", "over", "as … as", "beat" is the one compared with.
    compared = [mn for mn in [*before, *later]
                if COMPARED.search(plain, max(sentence[0], mn.start - 25), mn.start)]
    subjects = [mn for mn in before if mn not in compared]
    subject_lane = lane_slug(subjects[-1].keys) if subjects else None
    others = compared or later
    other_lane = lane_slug(others[0].keys) if others else None
    if subject_lane is None and other_lane is not None and later \
            and re.match(r"\s*(?:\w+\s+){0,3}?for\s+$", plain[raw.end:later[0].start]):
        subject_lane, other_lane = other_lane, None  # "a 24.2x speedup for Mercury"
    if subject_lane is None and scope.lanes is not None and not subjects:
        fallback = lane_slug(scope.lanes)  # named earlier in the list item or heading
        if fallback != other_lane:
            subject_lane = fallback
    if subject_lane == other_lane:
        other_lane = None
    tops = {name: numerator(way, name) for name in fields}
    if explicit is not None:
        subject_lane, other_lane, fields = explicit
        tops = {name: "subject" for name in fields}
    candidates = state.ratio_candidates(scope.tasks, tops, subject_lane, other_lane)
    text = base["text"]
    subject = f'"{text}"' + (f" on {next(iter(scope.tasks))[1]}"
                             if scope.tasks and len(scope.tasks) == 1 else "")
    if raw.bound is not None or raw.high is not None:
        primary = [c for c in candidates if c.field == f"{fields[0]} ratio"] or candidates
        return _bounded(base, raw, primary, tuple(sorted({c.field for c in primary})), None,
                        subject)
    return _point(state, base, raw, candidates, subject)


def _flag(state: _Draft, base: Base, raw: RawClaim, runs: list[RunResult],
          subject: str) -> Claim:
    name = (raw.flag or "").replace("-", "_")
    keys = ("max_tokens", "max_completion_tokens") if name in (
        "max_tokens", "max_completion_tokens", "max_new_tokens") else (name,)
    text = base["text"]
    flag_text = f"--{raw.flag} {text}" if "_" not in (raw.flag or "") else f"{raw.flag}: {text}"
    subject = subject.replace(f'"{text}"', f'"{flag_text}"', 1)
    known = any(k in r.params for _, r in state.runs for k in keys)
    if not known:
        if name in _REQUEST_PARAMS:
            return _with(base, "unsupported",
                         message=f"{subject}: no run in the results declares {name}")
        return _with(base, "ignored", message=f"{subject}: not a request parameter of any run")
    holding = [(r, v) for r in runs if (v := m._param(r, *keys)) is not None]
    if not holding:
        return _with(base, "unsupported",
                     message=f"{subject}: no run in scope declares {name}")
    wrong = [(r, v) for r, v in holding if not _same(v, raw.value)]
    run_ids = [r.id for r, _ in holding]
    if not wrong:
        return _with(base, "verified", expected=raw.value,
                     source=f"{holding[0][0].id} params.{name}" if len(holding) == 1
                     else f"params.{name} of {len(holding)} runs",
                     runs=run_ids, field=f"params.{name}",
                     message=f"{subject}: every run in scope was sent {name}={text}")
    run, value = wrong[0]
    expected = m.dec(value) if isinstance(value, int | float) else None
    distinct = {str(v) for _, v in holding}
    fix = str(value) if len(distinct) == 1 else None
    fix_span = (raw.code[0], raw.code[1], fix) if fix and raw.code and raw.code[0] >= 0 else None
    return _with(base, "mismatch", expected=expected, source=f"{run.id} params.{name}",
                 runs=[r.id for r, _ in wrong], field=f"params.{name}", fix=fix,
                 fix_span=fix_span,
                 message=f"{subject}: results say {name}={value} ({run.id} params.{name}"
                         + (f" and {len(wrong) - 1} more runs" if len(wrong) > 1 else "") + ")")


_REQUEST_PARAMS = {"max_tokens", "max_completion_tokens", "max_new_tokens", "temperature",
                   "top_p", "top_k", "seed", "n", "presence_penalty", "frequency_penalty",
                   "reasoning_effort", "timeout", "timeout_s", "repeats"}


def _same(stored: object, value: Decimal) -> bool:
    if isinstance(stored, bool) or not isinstance(stored, int | float):
        return False
    return m.dec(stored) == value
