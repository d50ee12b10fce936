"""A comparison worked out from the two figures stated beside it.

"Hoopoe R1's first run took 22.48 seconds and its last 24.06 seconds: 1.58 seconds longer, or
7.0%"; "on prism-rank its median was 3.84 seconds; on prism-rank-long 12.41 seconds, 3.2 times
as long"; a table row "| 3.84 | 12.41 | 3.2x |". The results derive ratios and differences
between lanes of one task (SPEC section 4), not between two runs of one lane or one lane's
medians on two suites, yet an editor checks such a figure against the two it compares. So a
comparison the results' own derivations do not hold (a mismatch, or unsupported) is worked out
from two figures of one field that its sentence (or its table row) states and that the results
hold: their ratio, difference or percent change, from the stored values they were checked
against. It is derived when it fits one of them; otherwise its finding stands.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from decimal import Decimal
from typing import TYPE_CHECKING

from lumen_report.verify import match as m
from lumen_report.verify.context import sentence_of
from lumen_report.verify.model import severity_of
from lumen_report.verify.patterns import compiled

if TYPE_CHECKING:
    from lumen_report.verify.context import BlockContext
    from lumen_report.verify.grammar import RawClaim
    from lumen_report.verify.model import Claim

# A figure with its own comparative: "1.58 seconds longer", "388 more completion tokens".
_COMPARATIVE_AFTER = compiled(r"(?i)\s*(?:longer|shorter|more|fewer|less|faster|quicker|slower|"
                              r"later|earlier|sooner|higher|lower|larger|smaller|bigger|behind|ahead)\b")
_COMPARATIVE_BEFORE_UNIT = compiled(r"(?i)\s+(?:more|fewer|less)\b")
_DIFFERENCE_UNITS = {"s": m.TIME, "ms": m.TIME, "tokens": m.TOKENS, "bytes": m.BYTES,
                     "tokens/s": m.RATES}
_FAILED = ("mismatch", "unsupported")
_HELD = ("verified", "derived", "rounding")

Figure = tuple["RawClaim", "Claim"]


def kind(raw: RawClaim, previous: RawClaim | None = None, header: str | None = None
         ) -> str | None:
    """The comparison a figure may be: "ratio" ("3.2x", "3.2 times"), "percent" ("7.0%"),
    "difference" ("1.58 seconds longer"; "26% faster ..., or 660 ms" after a comparison; a
    cell headed "B - A" (any dash) or "Difference"), or None."""
    if raw.bound is not None or raw.high is not None or raw.value <= 0:
        return None
    if raw.unit == "x":
        return "ratio"
    if raw.unit == "%":
        return "percent"
    plain = raw.block.plain
    if raw.unit in _DIFFERENCE_UNITS and (
            _COMPARATIVE_AFTER.match(plain, raw.end) is not None
            or _COMPARATIVE_BEFORE_UNIT.match(plain, raw.num_end) is not None
            or (previous is not None and previous.unit in ("%", "x")
                and _RESTATED.search(plain, max(0, raw.start - 8), raw.start) is not None)
            or (header is not None and raw.block.kind == "cell"
                and _DIFFERENCE_HEADER.search(header) is not None)):
        return "difference"
    return None


# A sentence restating the figures before it: "That's 21% shorter", "So Pantile was 40% faster".
_RESTATING = compiled(r"\s*(?:That['\u2019]s|That\s+is|This\s+is|That\s+makes|Which\s+is|So)\b")
_LESS_AFTER = compiled(r"(?i)\s*(?:shorter|fewer|less|faster|quicker|smaller|lower|cheaper)\b")
# The reason classify gives a percent change it reads as no lane's.
FOREIGN_CHANGE = "a change of something that is not a lane's run"
# "26% faster than Juniper Warm on the median, or 660 ms per query": the same comparison again.
_RESTATED = compiled(r",\s+or\s+$")
# A column of differences: "B - A" (any dash), "Difference", "Delta", "Δ (s)".
_DIFFERENCE_HEADER = compiled(r"(?i)\b[A-Z]\s*[\u2212\u2013-]\s*[A-Z]\b|\bdiff(?:erence)?\b|"
                              r"\bdelta\b|\u0394|\bgap\b")


# A difference from the lane's own statistic, right after it: "3.35 s over its median",
# "6.65 s longer than its median".
_OWN_STAT_AFTER = compiled(r"(?i)\s*(?:(?P<more>longer|more|slower|later|over|above|beyond)|"
                           r"shorter|fewer|less|faster|quicker|sooner|earlier|under|below)\s+"
                           r"(?:than\s+)?(?:its|their|the)\s+(?:own\s+)?(?P<stat>median|mean|average)\b")
# The statistic of a run's lane and task: (run id, field, "median" or "mean") to its value.
Aggregate = Callable[[str, str, str], m.Candidate | None]


def rework(ctx: BlockContext, found: list[Figure], row: list[Figure],
           header: str | None = None, aggregate: Aggregate | None = None) -> None:
    """Rework in ``found`` (one block's figures, in order) each failed comparison the two
    figures beside it hold. ``row``: the figures of the table row's earlier cells;
    ``header``: a cell's column header; ``aggregate``: a run's lane's statistic, for a
    difference from it ("9.47 s, 3.35 s over its median")."""
    for index, (raw, claim) in enumerate(found):
        if aggregate is not None and claim.status in _FAILED and raw.unit in _DIFFERENCE_UNITS \
                and raw.bound is None \
                and (own := _OWN_STAT_AFTER.match(raw.block.plain, raw.end)) is not None \
                and (better := _from_own_stat(ctx, raw, claim, found, index, own, aggregate)):
            found[index] = (raw, better)
            continue
        if claim.unit == "x" and claim.status in _HELD and claim.formula:
            _operands_bracketed(raw, claim, found, index)  # "1.77x as long as Kanna Smoother
            # (16.48 against 9.30)"
        if (how := kind(raw, found[index - 1][0] if index else None, header)) is None:
            continue
        if claim.status == "ignored" and how == "percent" \
                and claim.message.endswith(FOREIGN_CHANGE) \
                and _RESTATING.match(raw.block.plain,
                                     sentence_of(ctx.sentences, raw.start)[0]) is not None \
                and (pairs := _pairs(ctx, raw, found, index, row)):
            # "... wrote 2,921 bytes per reply on average, against 3,704 for Sabaton 4.2. That's
            # 21% shorter": the two figures before it, not a change of something else
            better = _derived(raw, claim, how, *pairs[0])
            if better is None and (readings := _readings(raw, how, *pairs[0])):
                reading = readings[-1 if _LESS_AFTER.match(raw.block.plain, raw.end)
                                   else 0]  # ("21% shorter": 1 - low / high)
                better = _mismatch(raw, claim, reading, pairs[0], "before it")
            if better is not None:
                found[index] = (raw, better)
            continue
        if claim.status not in _FAILED:
            if raw.block.kind == "cell" and how == "ratio":
                _other_field(raw, claim, row, found, index)
            continue
        pairs = _pairs(ctx, raw, found, index, row)
        for first, second in pairs:
            better = _derived(raw, claim, how, first, second)
            if better is not None:
                found[index] = (raw, better)
                break
        else:
            # "1.10 seconds behind (Comice's median 8.05 s, Bramley's 6.95 s)": the bracket
            # right after it names the two figures it compares
            both = _bracketed(raw, found, index)
            if both and (better := _derived(raw, claim, how, *both)) is not None:
                found[index] = (raw, better)
                continue
            readings = _readings(raw, how, *pairs[0]) if pairs else []
            if readings and claim.status == "mismatch":
                # "..., 7.57 seconds longer": say what the figures beside it give too
                value, formula = readings[0]
                found[index] = (raw, replace(claim, fix=None, fix_span=None, message=(
                    f"{claim.message}; the two figures beside it give {_show(value)} "
                    f"({formula})")))  # (no fix: which of the two readings is meant is open)
            elif both and (readings := _readings(raw, how, *both)):
                # "398 more completion tokens than its first (5,602 ... against the first
                # run's 5,214)": the bracket gives the two figures it compares
                found[index] = (raw, _mismatch(raw, claim, readings[0], both,
                                               "in brackets after it"))


def _mismatch(raw: RawClaim, claim: Claim, reading: tuple[Decimal, str],
              pair: tuple[Claim, Claim], where: str) -> Claim:
    """``claim`` as a mismatch against what the two figures ``where`` ("before it", "in
    brackets after it") give: ``reading``, a value and its formula."""
    value, formula = reading
    top, bottom = sorted(pair, key=lambda c: c.exact or 0, reverse=True)
    return replace(claim, status="mismatch", severity=severity_of("mismatch"),
                   expected=value.quantize(Decimal(1).scaleb(-raw.decimals)), formula=formula,
                   source=f"the figures {where}: {top.source} and {bottom.source}",
                   runs=sorted({*top.runs, *bottom.runs}), field=top.field, fix=None,
                   fix_span=None,
                   message=f'"{claim.text}": the two figures {where} give '
                           f"{_show(value)}{'%' if raw.unit == '%' else ''} ({formula})")


def _operands_bracketed(raw: RawClaim, claim: Claim, found: list[Figure], index: int) -> None:
    """The two figures in a bracket right after a ratio that holds, set against each other
    ("1.77x as long as Kanna Smoother at the median (16.48 against 9.30)"): the ratio's own two
    figures, checked against them (in either order) rather than on their own."""
    after = found[index + 1:index + 3]
    operands = _OPERANDS.search(claim.formula or "")
    if len(after) < 2 or operands is None or any(r.unit not in (None, "s", "ms", "bytes",
                                                                 "tokens") for r, _ in after):
        return
    plain = raw.block.plain
    (first, _), (second, _) = after
    opened = plain.find("(", raw.end, first.start)
    if opened < 0 or any(mark in plain[raw.end:opened] for mark in ".;:") \
            or plain[opened + 1:first.start].strip() \
            or _AGAINST.fullmatch(plain, first.end, second.start) is None:
        return
    values = [Decimal(operands.group(i).replace(",", "")) for i in (1, 2)]
    if (_fits(first, values[1]) or _fits(second, values[0])) \
            and not (_fits(first, values[0]) or _fits(second, values[1])):
        values.reverse()  # ("(9.30 against 16.48)": the other lane's first)
    for (figure, held), value in zip(after, values, strict=True):
        position = found.index((figure, held))
        fits = _fits(figure, value)
        if fits and held.status in _HELD:
            continue  # (a stored value it equals on its own: "(9.48 s vs 1.58 s)" stays verified)
        found[position] = (figure, replace(
            held, status="derived" if fits else "mismatch",
            severity=severity_of("derived" if fits else "mismatch"),
            expected=value.quantize(Decimal(1).scaleb(-figure.decimals)), exact=value,
            source=f"the figures of the ratio before it ({claim.source})", runs=claim.runs,
            formula=claim.formula, field=held.field, fix=None, fix_span=None,
            message=f'"{held.text}": {"matches" if fits else "the ratio before it is of"} '
                    f"{_show(value)}, one of the two figures of the ratio before it "
                    f"({claim.formula})"))


# A ratio's two figures at the end of its formula: "... : 16.48 / 9.3 = 1.77".
_OPERANDS = compiled(r"([\d,.]+) / ([\d,.]+) = [\d,.]+$")
_AGAINST = compiled(r"\s+(?:against|versus|vs\.?|to)\s+")


def _fits(figure: RawClaim, value: Decimal) -> bool:
    """Whether a figure, as written, shows ``value``."""
    return m.closeness(figure.value, figure.decimals, value, approx=figure.approx) == "ok"


def _from_own_stat(ctx: BlockContext, raw: RawClaim, claim: Claim, found: list[Figure],
                   index: int, own: re.Match[str], aggregate: Aggregate) -> Claim | None:
    """A difference between the run's figure before it (in its sentence, else the sentence
    before) and that run's lane's median or mean on its task: "Saker 2.1's second run took
    9.47 s, 3.35 s over its median" is 9.47 - 6.12."""
    before = _figures_before(ctx, raw, found, index)
    if not before or len(before[-1].runs) != 1 or before[-1].exact is None \
            or before[-1].field not in _DIFFERENCE_UNITS.get(raw.unit or "", ()):
        return None
    figure = before[-1]
    exact, field = figure.exact, figure.field
    stat = "mean" if own.group("stat").lower() in ("mean", "average") else "median"
    if exact is None or field is None or (of := aggregate(figure.runs[0], field, stat)) is None:
        return None
    top, bottom = (exact, of.value) if own.group("more") else (of.value, exact)
    gap = top - bottom
    formula = f"{m.shown_as(top, field)} - {m.shown_as(bottom, field)} = {m.shown_as(gap, field)}"
    value = gap * m.factor(raw.unit, field) / raw.scale[0]
    expected = value.quantize(Decimal(1).scaleb(-raw.decimals))
    source = f"{figure.source} and {of.source}"
    runs = sorted({*figure.runs, *of.runs})
    if m.closeness(raw.value, raw.decimals, value, approx=raw.approx) == "ok":
        return replace(claim, status="derived", severity=severity_of("derived"),
                       expected=expected, source=source, formula=formula, runs=runs,
                       field=field, fix=None, fix_span=None,
                       message=f'"{claim.text}": matches {formula}, the gap between the run\'s '
                               f"figure before it and its lane's {stat} ({source})")
    return replace(claim, status="mismatch", severity=severity_of("mismatch"),
                   expected=expected, source=source, formula=formula, runs=runs,
                   field=field, fix=None, fix_span=None,
                   message=f'"{claim.text}": the gap between the run\'s figure before it and its '
                           f"lane's {stat} is {m.show(value, 2)} ({formula}; {source})")


def _show(value: Decimal) -> str:
    return m.show(value) if value == value.to_integral_value() else m.show(value, 2)


def _bracketed(raw: RawClaim, found: list[Figure], index: int) -> tuple[Claim, Claim] | None:
    """The two figures of one field in the bracket right after a comparison, when the
    results hold both."""
    after = found[index + 1:index + 3]
    if len(after) < 2 or not all(_usable(c) for _, c in after) \
            or after[0][1].field != after[1][1].field or after[0][1].field not in m.RATIO_FIELDS:
        return None
    plain = raw.block.plain
    opened = plain.find("(", raw.end, after[0][0].start)
    if opened < 0 or any(mark in plain[raw.end:opened] for mark in ".;:,") \
            or ")" in plain[opened:after[1][0].start]:
        return None
    return after[0][1], after[1][1]


def _pairs(ctx: BlockContext, raw: RawClaim, found: list[Figure], index: int,
           row: list[Figure]) -> list[tuple[Claim, Claim]]:
    """The pairs of figures a comparison may be of, nearest first: the two before it in its
    sentence (or its row), the one before and the one after, the two after; then the last two
    of the sentence before, when its own names none before it ("Put the other way, ...")."""
    if raw.block.kind == "cell":
        before = [c for _, c in row if _usable(c)]
        after: list[Claim] = []
    else:
        end = sentence_of(ctx.sentences, raw.start)[1]
        before = _figures_before(ctx, raw, found, index)
        after = [c for r, c in found[index + 1:] if r.start < end and _usable(c)
                 and (c is not found[index + 1][1] or _joined(ctx, raw, r))][:2]
    pairs = []
    if len(before) >= 2:
        pairs.append((before[-2], before[-1]))
    if before and after:
        pairs.append((before[-1], after[0]))  # "4.86 seconds is 3.4 times its ... of 1.42 s"
    if len(after) >= 2:
        pairs.append((after[0], after[1]))
    return [(a, b) for a, b in pairs if a.field == b.field and a.field in m.RATIO_FIELDS
            and (raw.block.kind == "cell" or not _others_named(ctx, raw, a, b))]


def _figures_before(ctx: BlockContext, raw: RawClaim, found: list[Figure], index: int
                    ) -> list[Claim]:
    """The usable figures before the claim in its sentence, else those of the sentence before
    it ("Put the other way, ...")."""
    start, _ = sentence_of(ctx.sentences, raw.start)
    before = [c for r, c in found[:index] if start <= r.start and _usable(c)]
    if not before and start > 0:
        previous = sentence_of(ctx.sentences, start - 1)
        before = [c for r, c in found[:index] if previous[0] <= r.start < start and _usable(c)]
    return before


def _other_field(raw: RawClaim, claim: Claim, row: list[Figure], found: list[Figure],
                 index: int) -> None:
    """A ratio cell right after two cells of one field ("| 1.42 | 4.86 | 3.9x |") is their
    ratio: one that matched only another field's ratio (a rate's, of another pair of runs)
    is held to theirs."""
    cells = [c for _, c in row if _usable(c)][-2:]
    if len(cells) < 2 or cells[0].field != cells[1].field \
            or claim.field == f"{cells[0].field} ratio" or cells[0].field not in m.RATIO_FIELDS:
        return
    readings = _readings(raw, "ratio", *cells)
    if not readings:
        return
    value, formula = readings[0]
    if m.closeness(raw.value, raw.decimals, value, approx=raw.approx) == "ok":
        better = _derived(raw, claim, "ratio", *cells)
    else:
        better = replace(
            claim, status="mismatch", severity=severity_of("mismatch"),
            expected=value.quantize(Decimal(1).scaleb(-raw.decimals)), formula=formula,
            source=f"the cells before it: {cells[1].source} and {cells[0].source}",
            runs=sorted({*cells[0].runs, *cells[1].runs}), field=f"{cells[0].field} ratio",
            fix=None, fix_span=None, lane=None, task=None,
            message=f'"{claim.text}": the two cells before it give {_show(value)}x '
                    f"({formula}); it equals only another ratio ({claim.source}"
                    f"{': ' + claim.formula if claim.formula else ''})")
    if better is not None:
        found[index] = (raw, better)


def _usable(claim: Claim) -> bool:
    """A figure a comparison may be worked out from: one the results hold, of a plain field
    (not itself a ratio or share) and of one lane (not a difference between two: "5.34 and
    6.04 s ..., a gap of 0.70 s. Put the other way, ... is 13% slower")."""
    return claim.status in _HELD and claim.exact is not None and claim.field in m.RATIO_FIELDS \
        and len({run.rsplit("/", 2)[-2] for run in claim.runs}) <= 1


def _joined(ctx: BlockContext, raw: RawClaim, after: RawClaim) -> bool:
    """Whether the figure right after a comparison is its object: no clause mark (but ", at":
    "16% longer, at 2,242") and no lane's name between them (not "warm lane 30.00 s (100x),
    Joinery 0.30 s", nor "...; the CLI needed 0.75 s")."""
    between = raw.block.plain[raw.end:after.start]
    return (not any(mark in between for mark in ",;:")
            or _AT_FIGURE.fullmatch(between) is not None) \
        and not any(raw.end <= mn.start < after.start for mn in ctx.lanes)


# The figure a comparison comes to, after a comma: "Gouda Lite's ran 16% longer, at 2,242".
_AT_FIGURE = compiled(r"(?i)(?:\s+(?:longer|shorter|more|fewer|less|faster|quicker|slower|larger|"
                      r"smaller|bigger|higher|lower))?,\s*(?:at|to)\s+(?:about\s+|roughly\s+)?")


def _others_named(ctx: BlockContext, raw: RawClaim, first: Claim, second: Claim) -> bool:
    """Whether the comparison's sentence names a lane or task neither figure is of ("On
    negative-constraints Mercury's speedup is 18.5x as well": another task's ratio). A
    clause after a semicolon past the comparison is another statement ("..., 1.52 seconds
    later; Tabla 3.1 wrote the one I would have printed")."""
    runs = [run.split("/") for run in (*first.runs, *second.runs)]
    lanes = {parts[1] for parts in runs if len(parts) > 2}
    tasks = {parts[0] for parts in runs if len(parts) > 2}
    start, end = sentence_of(ctx.sentences, raw.start)
    if (semicolon := raw.block.plain.find(";", raw.end, end)) >= 0:
        end = semicolon
    return any(start <= mn.start < end and not any(key[1] in lanes for key in mn.keys)
               for mn in ctx.lanes) \
        or any(start <= mn.start < end and not any(key[1] in tasks for key in mn.keys)
               for mn in ctx.tasks)


def _derived(raw: RawClaim, claim: Claim, how: str, first: Claim, second: Claim
             ) -> Claim | None:
    """``claim`` derived from the two figures, or None when no reading of them fits it."""
    top, bottom = (second, first) if (second.exact or 0) > (first.exact or 0) else (first, second)
    for value, formula in _readings(raw, how, first, second):
        if m.closeness(raw.value, raw.decimals, value, approx=raw.approx) != "ok":
            continue
        sources = f"{_source(top, bottom)} and {_source(bottom, top)}"
        return replace(claim, status="derived", severity=severity_of("derived"),
                       expected=value.quantize(Decimal(1).scaleb(-raw.decimals)),
                       source=f"the figures beside it: {sources}", formula=formula,
                       runs=sorted({*top.runs, *bottom.runs}), field=top.field, fix=None,
                       fix_span=None, lane=None, task=None,
                       message=f'"{claim.text}": matches {formula}, worked out from the two '
                               f"figures beside it ({top.text} and {bottom.text}: {sources})")
    return None


def _source(figure: Claim, other: Claim) -> str:
    """A figure's source, with its suite when the other figure's is another."""
    return f"{figure.source} on {figure.suite}" if figure.suite != other.suite \
        and figure.suite else figure.source or ""


def _readings(raw: RawClaim, how: str, first: Claim, second: Claim
              ) -> list[tuple[Decimal, str]]:
    """What a comparison of two figures can be, in the claim's unit, each with its formula
    (none when they are not two different positive values)."""
    a, b = first.exact, second.exact
    field = first.field or ""
    if a is None or b is None or a <= 0 or b <= 0 or a == b:
        return []
    low, high = (a, b) if a < b else (b, a)
    shown = {id(first): m.shown_as(a, field), id(second): m.shown_as(b, field)}
    top, bottom = (second, first) if b > a else (first, second)
    readings: list[tuple[Decimal, str]]
    if how == "ratio":
        readings = [(high / low, f"{shown[id(top)]} / {shown[id(bottom)]} = "
                                 f"{m.show(high / low, 2)}")]
    elif how == "percent":
        readings = [((high / low - 1) * 100, f"({shown[id(top)]} / {shown[id(bottom)]} - 1) x 100"
                                             f" = {m.show((high / low - 1) * 100, 2)}%"),
                    ((1 - low / high) * 100, f"(1 - {shown[id(bottom)]} / {shown[id(top)]}) x 100"
                                             f" = {m.show((1 - low / high) * 100, 2)}%")]
    else:
        if field not in _DIFFERENCE_UNITS.get(raw.unit or "", ()):
            return []
        value = (high - low) * m.factor(raw.unit, field) / raw.scale[0]
        readings = [(value, f"{shown[id(top)]} - {shown[id(bottom)]} = "
                            f"{m.shown_as(high - low, field)}")]
    return readings
