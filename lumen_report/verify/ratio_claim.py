"""The finding of a ratio or difference between lanes ("a 24.2x speedup", "5.67 seconds faster
than Kestrel", "90% of Orca's"): which lane is divided by which, on which field and
statistic, checked against the derived ratios of the runs in scope (SPEC section 4)."""

from __future__ import annotations

import re
from dataclasses import replace
from decimal import Decimal

from lumen_report.verify import match as m
from lumen_report.verify.context import (
    BlockContext,
    Scope,
    clause_of,
    it_lanes,
    masked_text,
    previous_subject,
)
from lumen_report.verify.decide import (
    Base,
    DraftState,
    bounded_claim,
    finding,
    point_claim,
    source_of,
)
from lumen_report.verify.grammar import RawClaim, parse_number
from lumen_report.verify.lists import ORDINALS
from lumen_report.verify.model import Claim
from lumen_report.verify.names import Mention
from lumen_report.verify.patterns import compiled, last
from lumen_report.verify.picks import finished_said
from lumen_report.verify.ratios import (
    AGAINST,
    APPROX_ONLY,
    COMPARED,
    INTENSIFIERS,
    beside_figure,
    direction,
    fronted_compared,
    lane_slug,
    numerator,
    ratio_fields,
    ratio_metric,
)
from lumen_report.verify.runs import Run
from lumen_report.verify.wording import stats_of

_CLAUSE_MARK = compiled(r"[,;:]")
# The lane compared with said as "it": "9.3x as long as it", "2.1x faster than it".
_AS_IT = compiled(r"(?i)\s+(?:[a-z]+\s+){0,2}?(?:as|than)\s+it\b(?!['\u2019]s)")
_OPEN_BRACKET = compiled(r"\s*\(\s*")
# A statistic named after a ratio in its clause: "at the median", "on average", "by mean".
_STAT_AFTER = compiled(r"(?i)\b(?:(?:at|by|on|in)\s+(?:the\s+)?median|medians?|on\s+average|"
                       r"(?:by|on)\s+(?:the\s+)?mean|means)\b")
_CLAUSE_STOP = compiled(r"[;:!?]|\.(?!\d)|\(")
# The start of another clause with the same subject: "Vambrace Pro trails Gorget Mini by 6.89 s
# at the median and is itself 45% quicker than Sabaton 4.2".
_NEXT_CLAUSE = compiled(r",?\s+(?:and|but|while|whereas)\s+(?:is|was|are|were|has|had|runs|"
                        r"takes|took|needs|needed)\b")

# ... or another clause about another lane, its subject right after the conjunction.
_NEXT_SUBJECT = compiled(r",\s+(?:and|but|while|whereas)\s+\x00")

# Money, and the measures a run has: a ratio of prices is no run's.
_PRICE = compiled(r"(?i)\b(?:prices?|priced|costs?|costing|fees?|cheaper|dearer|pricier|"
                  r"expensive|subscriptions?)\b|[\u00a3$\u20ac]")
_MEASURE = compiled(r"(?i)\b(?:time|seconds?|ms|wall|latency|bytes?|tokens?|first|rate|"
                    r"throughput|fast|faster|"
                    r"slow|slower|quick|quicker|long|longer)\b")
# The words of the last figure before a ratio, and a wall time named after it ("... after 3.92
# seconds at the median, 28 times as long as X waited" is of first-byte times, not "... as long
# as X's complete answer").
_LAST_PART = compiled(r"\s(?:and|but|while|whereas)\s|[,;:]")
_WALL_SAID = compiled(r"(?i)\b(?:wall|end[\s-]to[\s-]end|total|whole|complete|full)\b")


def _clause_end(plain: str, start: int, end: int) -> int:
    """Where the clause that runs on from ``start`` ends (before ``end``)."""
    stop = _CLAUSE_STOP.search(plain, start, end)
    return stop.start() if stop is not None else end
# A possessive and a figure with no unit after it: "of DiffusionGemma 26B's 2,093".
_POSSESSED_FIGURE = compiled(r"['\u2019]s\s+[~\u2248]?(\d[\d,]*(?:\.\d+)?)(?![\d.,]?\d)"
                             r"(?!\s*(?:%|[a-z]))")


def _fields_of_figure(state: DraftState, scope: Scope, literal: str) -> tuple[str, ...]:
    """The ratio fields (``m.RATIO_FIELDS``) some run of the claim's tasks (any lane) holds
    ``literal`` in, as shown (to its decimals); () when none does."""
    value, decimals = parse_number(literal)
    found: set[str] = set()
    for suite, run in state.runs:
        if scope.tasks is not None and (suite, run.task) not in scope.tasks:
            continue
        values = m.run_values(run)
        found.update(name for name in m.RATIO_FIELDS if name in values and m.closeness(
            value, decimals, values[name].value, approx=False) == "ok")
    return tuple(name for name in m.RATIO_FIELDS if name in found)
# The unit a sentence says its comparison is in: "Measured in bytes, ...", "in tokens".
_MEASURED_IN = compiled(r"(?i)\b(?:measured|counted|compared)?\s*in\s+(bytes|tokens)\b")
_THAT_OF = compiled(r"\s*(?:that|those)\s+of\b")
# A lane's statistic alone, then its verb, right before a ratio: "Crook's median was ".
_STAT_WAS = compiled(r"(?i)['\u2019]s\s+(?:median|mean|average)\s+(?:was|is)\s+"
                     r"(?:about\s+|roughly\s+|around\s+|nearly\s+|only\s+|just\s+)?$")
# "2.8x Firkin 2.4's median on allergen taps": a lane's statistic with no field after it.
_POSSESSED_STAT = compiled(r"\s+[^;:]{1,40}?['\u2019]s\s+(?:median|mean|average)\b"
                           r"(?!\s+(?:first|rate|throughput|tokens?|bytes?|answer|reply|output"
                           r"|share|reasoning|time\s+to)\b)")
# (not after a size: "took 24.73 seconds, and its median answer ran to 3,048 bytes: twice
# Dace Mini's median of 1,524")
_SIZE_SAID = compiled(r"(?i)\d\s*(?:bytes|(?:[a-z]+\s+)?tokens)\b")
# A lane's possessive right after a ratio, closing its clause: "2.8x Endband's.".
_BARE_POSSESSED = compiled(r"\s+[^;:,.()]{1,40}?['\u2019]s\s*(?:[,.;:)]|$)")
# The unit of the figure a ratio stands beside: a rate, a size, else a time.
_UNIT_BESIDE = compiled(r"(?i)\d\s*(?:(tokens?\s*(?:per\s+second|/\s*s)|tok/s)"
                        r"|(?:[a-z]+\s+)?(bytes|tokens)|s|ms|sec|secs|seconds?)$")
_POSSESSED_TIME = compiled(r"['\u2019]s\s+[~\u2248]?\d[\d,.]*\s*(?:s|ms|sec|secs|seconds?)\b")


def _which_lane(ctx: BlockContext, plain: str, sentence: tuple[int, int], raw: RawClaim
                ) -> str | None:
    """The lane a relative clause before the claim belongs to ("Starling Pro, which took
    9.00 seconds, ..."), when no other lane is named between them."""
    named = [mn for mn in ctx.lanes if sentence[0] <= mn.start and mn.end <= raw.start]
    if not named or not _WHICH_AFTER.match(plain, named[-1].end):
        return None
    return lane_slug(named[-1].keys)


_RATE_FIGURE = compiled(r"(?i)\d[\d,.]*\s*(?:tokens?|tok)\s*(?:/\s*s\b|per\s+second)")
_WHICH_AFTER = compiled(r",\s+which\s")
# A relative clause up to its figure: ", which was ", ", which took about ".
# (past a possessive: "sooner than Deadeye Stiff's, which took 1.8x as long")
_WHICH_CLAUSE = compiled(r"(?:['\u2019]s)?,\s+which\s+(?:in\s+turn\s+|itself\s+)?"
                         r"(?:was|were|is|took|needed|came\s+in)\s+"
                         r"(?:(?:about|roughly|some|nearly|only|just)\s+)?$")
# A lane described, not named, as the subject of a ratio's clause: "the reasoning model",
# "the small model".
_DESCRIBED = compiled(r"(?i)\bthe\s+(?:(?P<non>non-?\s*|no-)?(?P<reasoning>reasoning)"
                      r"|(?P<small>small(?:er)?|little|tiny|compact)|(?P<large>large(?:r)?|big(?:ger)?))"
                      r"\s+(?:model|lane|one)\b")
# What a lane's label says of its model's size: "Mini", "Nano" (small) or "14B" parameters.
_SMALL_LABEL = compiled(r"(?i)\b(?:mini|nano|micro|tiny|small|lite)\b")
_PARAMETERS = compiled(r"(?i)\b(\d+(?:\.\d+)?)\s*B\b")


def _size(label: str) -> float | None:
    """A lane's model size as its label tells it (a "Mini" is smaller than any count of
    parameters), or None."""
    if _SMALL_LABEL.search(label) is not None:
        return 0.0
    count = _PARAMETERS.search(label)
    return float(count.group(1)) if count is not None else None


def _described_lane(state: DraftState, ctx: BlockContext, plain: str,
                    sentence: tuple[int, int], clause: int, raw: RawClaim) -> str | None:
    """The lane "the reasoning model" (or "the non-reasoning lane") in the claim's clause
    (from ``clause``) stands for: the one lane named earlier in the sentence whose runs
    reasoned (or did not), when no lane is named in the clause itself. "The small model"
    ("the larger one") is the smaller (larger) of two, told by their labels ("Mini",
    "14B")."""
    said = _DESCRIBED.search(plain, clause, raw.start)
    if said is None or any(clause <= mn.start < raw.start for mn in ctx.lanes):
        return None
    named = {slug: mn.keys for mn in ctx.lanes if sentence[0] <= mn.start < clause
             and (slug := lane_slug(mn.keys)) is not None}
    if said.group("reasoning") is None:
        sizes = {slug: _size(state.lane_labels.get(next(iter(keys)), "")) for slug, keys in
                 named.items()}
        if len(sizes) != 2 or None in sizes.values() or len(set(sizes.values())) != 2:
            return None
        pick = min if said.group("small") is not None else max
        return pick(sizes, key=lambda slug: sizes[slug] or 0.0)
    fits = [slug for slug in named if (
        any(r.reasoning_bytes for _, r in state.runs if r.lane == slug)
        != bool(said.group("non")))]
    return fits[0] if len(fits) == 1 else None


# A field named fronted in a ratio's sentence: "measured by first token, ...".
_MEASURED_BY = compiled(r"(?i)\b(?:measured\s+(?:by|in|on)|in\s+terms\s+of|judged\s+by)\s+"
                        r"[^,;:.]{0,40}")
# The rest of a ratio's clause after it, to a comma, a bracket or the sentence's end.
_CLAUSE_REST = compiled(r"[^,;:.(]{0,80}")
# A comparison with people's work, not a lane's: "40x faster than a person", "than by hand".
_AGAINST_PEOPLE = compiled(r"(?i)\s+(?:[\w-]+\s+){0,2}?than\s+((?:a\s+|an\s+|the\s+average\s+|"
                           r"our\s+|their\s+|your\s+)?(?:person|human|humans|people|hand|by\s+hand|"
                           r"writers?|clerks?|staff|recruiters?|typists?|editors?|colleagues?)\b)")
# "the length of", "the size of" after a ratio beside a figure: that figure's measure.
_THE_SIZE_OF = compiled(r"\s*the\s+(?:length|size|amount|number|count)\s+of\b")
# "twice as long" that ends its clause: the lane compared with is one named before it.
_TWICE_AT_CLAUSE_END = compiled(r"[Tt]wice\s+as\s+[\w-]+\s*(?:[.;:,)!?]|$)")

# Between "a third of" and the lane whose time it is: "a third of the time Halibut 2.1 takes".
_THE_TIME_BEFORE = compiled(r"(?i)\s+the\s+(?:(?:wall|median|mean)\s+)?time\s+(?:that\s+)?")


def ratio_claim(state: DraftState, base: Base, raw: RawClaim, ctx: BlockContext,
                sentence: tuple[int, int], scope: Scope, runs: list[Run], subject: str,
                plain: str, explicit: tuple[str, str, tuple[str, ...]] | None = None,
                percent: bool = False, difference: tuple[str, ...] = (),
                stat: str | None = None, signed: bool = False) -> Claim:
    """"24.2x faster than", "1.6x as many bytes as": a ratio between the lane the sentence is
    about (named before the claim) and the lane it is compared with (named after it).
    ``percent``: the same comparison as a percentage ("90% of Orca's", "10% fewer bytes than
    Orca"). ``difference``: the fields of a difference between the two lanes ("5.67 seconds
    faster than Kestrel"), checked in the claim's own unit; ``signed``: the subject's figure
    less the other's, its sign said ("X minus Y comes to -3.77 s")."""
    # (a difference's comparative may stand before its unit: "514 more bytes than")
    own_end = next_clause.start() if (next_clause := _NEXT_CLAUSE.search(
        plain, raw.end, sentence[1])) is not None else sentence[1]  # (its own clause: "trails
    # Gorget Mini by 6.89 s at the median and is itself 45% quicker than Sabaton 4.2")
    if ctx.lanes and (next_subject := _NEXT_SUBJECT.search(masked_text(ctx), raw.end,
                                                            own_end)) is not None:
        own_end = next_subject.start()  # (or another lane's: "trails Brevier 2.1's by 7.93
        # seconds, and Brevier in turn takes 2.4x as long as Pilcrow")
    reach = min(raw.end + 40, own_end)  # (not into the next sentence: "... by 18.75 s.
    # Pantile 7B leads Gambrel 4.2 by ...")
    if (percent or difference) and (rate := _RATE_FIGURE.search(plain, raw.end, raw.end + 60)) \
            is not None and rate.start() < reach:
        reach = rate.end()  # (a rate the 40 characters cut: "... Flash's 182.7 tokens per second")
    words = plain[raw.num_end if difference else raw.end:reach].lower() \
        if percent or difference else raw.ratio_words
    kind = "difference" if difference else "ratio"
    # The wording of this clause only: after the claim before it and the last , ; or :.
    clause = plain[max(sentence[0], raw.prev_end):raw.start]
    clause = re.split(r"[,;:]", clause)[-1]
    if raw.bound is not None and raw.unit == "x" and raw.num_start == raw.start \
            and clause.rstrip().lower().endswith(raw.qualifier or "\0"):
        # "less than half of X's time": the bound's words say no way round
        clause = clause.rstrip()[:-len(raw.qualifier or "")]
    clause_start = raw.start - len(clause)
    if not difference and (span := plain[clause_start:raw.start] + " " + plain[
            raw.end:_clause_end(plain, raw.end, sentence[1])].split(",", 1)[0]) \
            and _PRICE.search(span) is not None and _MEASURE.search(span) is None:
        # "Yurt 2.6: three times Hammock Air's price", "costs 2.5x as much as": prices, which
        # the results do not hold
        return finding(base, "ignored", message=f'"{base["text"]}": a ratio of prices or costs, '
                       "no run's")
    beside = (not clause.strip() or clause.strip().lower() in APPROX_ONLY
              or (raw.bound is not None and clause.strip().lower() in INTENSIFIERS)) \
        and beside_figure(plain, raw)
    if beside:
        # "wrote 3,600 bytes, 67% of Kestrel's", "used 6,000 completion tokens, 2.5x as many
        # as Osprey": a ratio of the figure it stands beside
        clause = plain[max(sentence[0], raw.prev_end - 24):raw.prev_end]
    fields = difference or ratio_metric(words, clause) or m.RATIO_FIELDS
    if beside and not difference and (of_figure := ratio_fields(clause)):
        fields = ratio_metric(words.split(",", 1)[0], clause) or of_figure  # (its own words
        # first, then the figure's: not a field the sentence names after a comma, "76.9 tokens
        # per second, well under half of Vaquita Pro's, and it still answered first")
        if _THE_SIZE_OF.match(words) is not None:
            fields = ratio_fields(plain[max(sentence[0], raw.prev_end - 60):raw.prev_end]) \
                or of_figure  # "median reasoning trace ran to 14,870 bytes, twice the length
            # of X's": the figure's own measure (its words further back), not "length" alone
    if not difference and "wall_s" in fields and raw.prev_end > sentence[0] \
            and _LENGTH_RATIO.match(words) is not None \
            and (size := _SIZE_BEFORE.search(plain, max(sentence[0], raw.prev_end - 24),
                                              raw.prev_end)) is not None \
            and _TIME_VERB.search(plain, max(sentence[0], plain.rfind(";", sentence[0],
                                                                   size.start()) + 1),
                                  raw.start) is None:
        # "Dynamo XL's median tachograph summary, at 4,106 bytes, was 1.33 times as long as
        # Camber Mini's", "ran to 2,956 bytes, 115% longer than": as long in the unit of the
        # figure before it, not in time
        fields = _size_fields(size.group(1))
    if not difference and "wall_s" in fields and _LENGTH_RATIO.match(words) is not None \
            and (bracket := _SIZE_BRACKET_AFTER.match(masked_text(ctx), raw.end)) is not None \
            and _TIME_VERB.search(plain, clause_start, raw.start) is None:
        # "Its tracing letters also run twice as long as Bodkin 2.4's (6,044 bytes against
        # 2,903, medians)": as long in the unit of the figures in the bracket after it
        fields = _size_fields(bracket.group(1))
    if not difference and "wall_s" in fields and _LENGTH_RATIO.match(words) is not None \
            and _ANSWER_IS.search(plain, max(sentence[0], raw.start - 48), raw.start) is not None:
        # "Its median postcard runs about 12% longer than Pontil 4.1's", "Parry 4.2's median
        # answer is 48% longer than Fleche XL's": an answer's length, in bytes, not a time
        fields = _size_fields("bytes")
    part = max(sentence[0], plain.rfind(";", sentence[0], raw.start) + 1)  # (its own part)
    if not difference and not percent and (fields == m.RATIO_FIELDS
                                           or set(fields) <= {*m.TIME, *m.RATES}):
        # a first token named in the sentence's own part before the clause ("measured by
        # first token, X was only 2.7 times later") or after the lane compared with ("2.7
        # times as long as Y for its first answer byte"): a ratio of those times
        measured_by = _MEASURED_BY.search(plain, part, raw.start)
        first_named = ratio_fields(measured_by.group(0)) if measured_by is not None else ()
        rest = _CLAUSE_REST.match(plain, raw.end)  # (it always matches, if only "")
        first_named = first_named or (ratio_fields(rest.group(0)) if rest is not None else ())
        if first_named in (("ttft_s",), ("ttfo_s",)):
            fields = first_named
    if not difference and " in" in plain[part:raw.start] \
            and (unit_said := _MEASURED_IN.search(plain, part, raw.start)) is not None \
            and (fields[0] in m.TIME or fields == m.RATIO_FIELDS):
        # "Measured in bytes, X's median answer was 1.4 times as long as Y's": "as long" is
        # the answer's length in the unit the sentence names, not a time
        fields = _size_fields(unit_said.group(1))
    if fields == m.RATIO_FIELDS and (
            _POSSESSED_TIME.search(words) is not None
            or (_POSSESSED_STAT.match(words) is not None
                and _TIME_VERB.search(plain, sentence[0], raw.start) is not None
                and _SIZE_SAID.search(plain, sentence[0], raw.start) is None)):
        # "a quarter of Starling Pro's 9.00 s", "Kilderkin Pro takes longer ...: 2.8x Firkin
        # 2.4's median on allergen taps": a ratio of the time the sentence names, else of wall
        # times (not of any field whose ratio happens to fit)
        fields = _time_said(plain, sentence, raw)
    elif fields == m.RATIO_FIELDS and (bare := _POSSESSED_FIGURE.search(words)) is not None:
        # "wrote 61% of DiffusionGemma 26B's 2,093": a ratio of the field the figure after the
        # possessive is a value of, in the claim's tasks (not of any field whose ratio fits)
        fields = _fields_of_figure(state, scope, bare.group(1)) or fields
    elif fields == m.RATIO_FIELDS and raw.prev_end <= sentence[0] \
            and _THAT_OF.match(plain, raw.end) is not None \
            and _STAT_WAS.search(plain, sentence[0], raw.start) is not None:
        fields = _time_said(plain, sentence, raw)  # "Spotted Crook's median was 2.7x that of
        # Languid Collar": a lane's median with no measure named is its time
    elif fields == m.RATIO_FIELDS and raw.prev_end > sentence[0] \
            and _THAT_OF.match(plain, raw.end) is not None:
        # "its median wall time of 15.28 seconds is 0.5x that of Dugong XL": a ratio of the
        # field the figure before it is of (not of any field whose ratio happens to fit)
        fields = ratio_fields(masked_text(ctx)[max(sentence[0], raw.prev_end - 80):raw.start]) \
            or fields  # (names blanked: "its rate limiter wall time" is no rate)
    elif fields == m.RATIO_FIELDS and beside \
            and _BARE_POSSESSED.match(plain, raw.end) is not None \
            and (unit := _UNIT_BESIDE.search(plain, max(sentence[0], raw.prev_end - 32),
                                             raw.prev_end)) is not None:
        # "Flyleaf Pro's median was 15.11 seconds, 2.8x Endband's": a ratio of the figure it
        # stands beside, in its unit (not of any field whose ratio happens to fit)
        fields = _size_fields(unit.group(2)) if unit.group(2) \
            else ("tokens_per_s",) if unit.group(1) else _time_said(plain, sentence, raw)
    way = direction(words) or direction(clause)
    if way in ("faster", "slower") and fields[0] not in (*m.TIME, *m.RATES):
        way = "more" if way == "slower" else "less"  # "1,817 bytes, 25% longer": more bytes
    if way == "beat":
        way = "faster" if fields[0] in (*m.TIME, *m.RATES) else "more"
    if _AGAINST_OWN_RUN.match(words):  # "1.08x faster than its first run"
        return finding(base, "unsupported", message=f'"{base["text"]}": a {kind} between runs '
                       "of one lane, which the results do not derive")
    if (own := _AGAINST_ITS.match(plain, raw.end)) is not None \
            and any(mn.start == own.end() for mn in ctx.tasks):
        # "Kite 2.1 Pro's Q3 call notes run took 6.7x as long as its 12-way intent run"
        return finding(base, "unsupported", message=f'"{base["text"]}": a {kind} between two '
                       "tasks of one lane, which the results do not derive")
    if _FIELD_AGAINST_FIELD.match(plain, raw.end) and not any(
            raw.end <= mn.start < sentence[1] for mn in ctx.lanes):
        # "4.1 times as many reasoning bytes as answer bytes": two fields of one lane
        return finding(base, "unsupported", message=f'"{base["text"]}": a ratio between two '
                       "fields of one lane, which the results do not derive")
    before = [mn for mn in ctx.lanes if sentence[0] <= mn.start and mn.end <= raw.start]
    # (not past a ";": "so Puffin was 4x faster; the Abacus CLI needed only 0.75 s")
    clause_end = plain.find(";", raw.end, sentence[1])
    later = [mn for mn in ctx.lanes if raw.end <= mn.start
             and mn.end <= (sentence[1] if clause_end < 0 else clause_end)]
    if not later and " runs" in plain[max(sentence[0], raw.start - 40):raw.start] \
            and (not before or _quote_opens(plain, before[-1].end, raw.start)) \
            and _TEXT_RUNS.search(plain, max(sentence[0], raw.start - 40), raw.start):
        # "German runs 1.3x longer; plan for it": a text's length, "runs" no run of ours (in
        # a lane's words quoted too: 'Olingo quotes rules back ("German runs 1.3x longer")')
        return finding(base, "ignored", message=f'"{base["text"]}": compares the lengths of '
                       "texts, not lanes")
    if not later and (people := _AGAINST_PEOPLE.match(plain, raw.end)) is not None:
        # "The vendor brochures promise ads written 40x faster than a person"
        return finding(base, "ignored", message=f'"{base["text"]}": compares with people\'s '
                       f'work ("than {people.group(1)}"), not a lane')
    against = AGAINST.match(plain, raw.end)
    if against is not None and not later and not before:
        # "RC2 was 1.8x slower than RC3": a comparison between things that are not lanes.
        return finding(base, "ignored",
                       message=f'"{base["text"]}": compares {against.group(1)}, not a lane')
    # The lane after "than", "over", "as … as", "beat" is the one compared with.
    compared = [mn for mn in [*before, *later]
                if COMPARED.search(plain, max(sentence[0], mn.start - 25), mn.start)]
    if later and _THE_TIME_BEFORE.fullmatch(plain, raw.end, later[0].start) is not None:
        compared = [later[0], *compared]  # "Kinglet needs a third of the time Halibut 2.1 takes"
    # "Next to Osprey, Wren wrote 50% fewer bytes": the fronted lane is the one compared with
    # (unless the clause names one after the claim: "..., 50% fewer than Wren")
    fronted = fronted_compared(ctx, raw, sentence) if percent and not any(
        mn.start >= raw.end and "," not in plain[raw.end:mn.start] for mn in compared) else None
    if fronted is not None:
        compared = [fronted]
    # "A needed one third of B's time and was 6.0x faster than C": a lane in an object
    # phrase ("of B's") is no subject.
    # Nor a lane another ratio is of: "2.2x Serac 3.5's median and 7.8x Graupel Lite's".
    ratio_objects = [mn for mn in before if _RATIO_OBJECT.search(
        plain, max(sentence[0], mn.start - 12), mn.start) is not None]
    subjects = [mn for mn in before if mn not in compared and mn not in ratio_objects
                and _OF_OBJECT.search(plain, max(sentence[0], mn.start - 8), mn.start) is None]
    subject_lane = lane_slug(subjects[-1].keys) if subjects else None
    if later and before and before[-1] in compared \
            and _WHICH_CLAUSE.match(plain, before[-1].end, raw.start) is not None:
        subject_lane = lane_slug(before[-1].keys)  # "Rothera 4 took 1.8x as long as Mawson
        # Floe, which in turn took 2.8x as long as Casey Frazil": the relative clause's lane
    if beside_figure(plain, raw) and (which := _which_lane(ctx, plain, sentence, raw)):
        subject_lane = which  # "than Starling Pro, which took 9.00 seconds, three times
        # Gecko Mini's time": the figure it stands beside is Starling Pro's
    described = _described_lane(state, ctx, plain, sentence, clause_start, raw) \
        if subjects else None
    if described is not None:  # "..., so the reasoning model needed 4.0x as long"
        subject_lane = described
    if (bracketed := [mn for mn in compared if mn.end <= raw.start]) \
            and _OPEN_BRACKET.fullmatch(plain, bracketed[-1].end, raw.start) \
            and (close := plain.find(")", raw.end, sentence[1])) >= 0 \
            and "(" not in plain[raw.end:close] \
            and not any(raw.end <= mn.start < close for mn in ctx.lanes):
        compared = [bracketed[-1]]  # "twice as long as Rennet 4.1 (2.03x) and 8.1x as long as
        # Whey Mini": the bracket restates the comparison right before it
    # "A was 2.6x faster than B, and C took 10.6 times as long as A": the lane compared
    # after the claim wins; one compared before it only in its own part of the sentence.
    compared = [mn for mn in compared if raw.end <= mn.start < own_end] \
        or [mn for mn in compared if clause_start <= mn.start < raw.start] \
        or [mn for mn in compared if mn.start >= raw.prev_end]  # ("4.8x faster than Rambutan
    # 3.1, median against median; against Soursop XL the gap is 13.3x": its own clause's)
    others = [fronted] if fronted is not None else compared or later
    if not compared and fronted is None and subjects and raw.prev_end > 0 \
            and _OPEN_BRACKET.fullmatch(plain, raw.prev_end, raw.start) \
            and (close := plain.find(")", raw.end, sentence[1])) >= 0 \
            and not any(raw.end <= mn.start < close for mn in ctx.lanes) \
            and (listed := [mn for mn in subjects[:-1] if mn.keys != subjects[-1].keys]):
        # "Cold lane 12.00 s, warm lane 30.00 s (2.5x), Joinery 0.30 s": a bracketed ratio
        # after a lane's figure in a list compares it with the lane listed before it
        others = [listed[-1]]
    other_lane = lane_slug(others[0].keys) if others else None
    if subject_lane is None and other_lane is not None and later \
            and re.match(r"\s*(?:\w+\s+){0,3}?for\s+$", plain[raw.end:later[0].start]):
        subject_lane, other_lane = other_lane, None  # "a 24.2x speedup for Mercury"
    if subject_lane is None and not subjects and before and len(ratio_objects) == len(before) \
            and (earlier := [mn for mn in ctx.lanes if mn.end <= sentence[0]]):
        subject_lane = lane_slug(earlier[-1].keys)  # "- **Firn Pro.** Its median was 14.27
        # seconds, 2.2x Serac 3.5's median and 7.8x Graupel Lite's": the item's lane
    if subject_lane is None and not subjects and before \
            and (it := it_lanes(ctx, sentence[0], before[0].start)) is not None \
            and len(it) == 1:
        subject_lane = lane_slug(it)  # "Gantline Pro is the quick one. On steerage pages it is
        # 1.8x faster than Deadeye Stiff and 2.2x faster than Deadeye Loose": "it" throughout
    if subject_lane is None and scope.lanes is not None and not subjects:
        fallback = lane_slug(scope.lanes)  # named earlier in the list item or heading
        if fallback != other_lane:
            subject_lane = fallback
    if subject_lane is not None and _AS_IT.match(plain, raw.end) is not None \
            and all(lane_slug(mn.keys) == subject_lane for mn in before) \
            and (referent := previous_subject(ctx, sentence[0])) is not None \
            and (slug := lane_slug(referent)) not in (None, subject_lane):
        other_lane = slug  # "Sickle Mini was the quick one. Thresher Pro took 9.3x as long as
        # it at the median, Auger 4.1 only 3.0x": "it" is the lane of the sentence before
        # (when its own sentence names no other lane before it: "Pontil 3.1 sits in between,
        # and Soffietta XL is 2.0x slower than it")
    if subject_lane == other_lane:
        other_lane = None
    if other_lane is None and subject_lane is not None and not later and not compared \
            and (described is not None or (percent and beside_figure(plain, raw))
                 or (subjects and not _CLAUSE_MARK.search(plain, subjects[-1].end, raw.start))) \
            and len(prior := {lane_slug(mn.keys) for mn in subjects} - {subject_lane}) == 1:
        # "Lark took 6.00 s and Puffin Max 1.50 s, so Puffin was 4x faster": with no "than",
        # the one other lane the sentence named is the one compared with
        other_lane = prior.pop()
    if other_lane is not None and subject_lane is not None and not later and before \
            and lane_slug(before[-1].keys) == other_lane \
            and _WHICH_CLAUSE.match(plain, before[-1].end, raw.start) is not None:
        # "Drogue CLI finished in 63% less time than Rokkaku 2.4, which was 3.83 s slower": the
        # relative clause is about the lane compared with, set against the subject
        subject_lane, other_lane = other_lane, subject_lane
    if (subject_lane is None or other_lane is None) \
            and _TWICE_AT_CLAUSE_END.match(plain, raw.start) is not None:
        # "the mean is 1.31 seconds, more than twice as large": with no "as X" and no two
        # lanes the sentence names, not a ratio between lanes
        return finding(base, "ignored", message=f'"{base["text"]}": compares no two lanes the '
                       "sentence names")
    tops = {name: numerator(way, name) for name in fields}
    multiple = _MULTIPLE_OF.match(words) if way is None and not difference else None
    if multiple is not None and multiple.group("name") is not None \
            and not any(mn.start == raw.end + multiple.start("name") for mn in later):
        if raw.text.endswith("times") and plain[raw.end + multiple.start("name")].isupper():
            # "3 times Monday": read as a multiple only for the capital, and no lane's name
            return finding(base, "ignored",
                           message=f'"{base["text"]}": not a multiple of a lane\'s figure')
        multiple = None  # "24.2x over the run": read as before
    if multiple is not None:
        if not later:  # "3 times what we planned"
            return finding(base, "ignored",
                           message=f'"{base["text"]}": not a multiple of a lane\'s figure')
        tops = {name: "subject" for name in fields}  # "1.9 times Juniper's": subject on top
        if multiple.group("name") is not None:  # "one third of Wren's time and 6x than Orca"
            named = next(mn for mn in later if mn.start == raw.end + multiple.start("name"))
            other_lane = lane_slug(named.keys) or other_lane
            if other_lane == subject_lane:
                other_lane = None
    if multiple is None and way is None and not difference and raw.unit == "x" \
            and raw.value < 1 and _OF_THE_TIME.match(words) is not None:
        # "the small model did the job in a third of the time": of the other lane's time
        if other_lane is None or subject_lane is None:  # "finished the write-up in half the
            return finding(base, "ignored",  # time it took last quarter"
                           message=f'"{base["text"]}": not a fraction of another lane\'s time')
        fields = ("wall_s",)
        tops = {"wall_s": "subject"}
    if explicit is not None:
        subject_lane, other_lane, fields = explicit
        tops = {name: "subject" for name in fields}
    if not difference and fields == ("wall_s",) and raw.prev_end > sentence[0] \
            and (beside or not clause.strip()) \
            and "first" in (figure_words := _LAST_PART.split(plain[clause_of(
                ctx, raw.prev_end - 1, sentence)[0]:raw.prev_end])[-1]).lower() \
            and (figure_field := ratio_fields(figure_words)) in (("ttft_s",), ("ttfo_s",)) \
            and not _WALL_SAID.search(words):
        # "the first byte of its notice only came after 3.92 seconds at the median, 28 times
        # as long as Kerman Air waited": as long as the figure's own wait
        fields = figure_field
        tops = {name: top for name, top in zip(fields, tops.values(), strict=False)}
    if percent:
        tops = {name: "subject" for name in fields}
    below = signed and raw.value < 0  # X - Y = -3.77: found as Y - X = 3.77, then turned
    if below:
        tops = {name: "other" for name in fields}
    elif signed:
        tops = {name: "subject" for name in fields}
    if (stat is None or (stat in ("mean", "median") and not any(
            sentence[0] <= at < raw.start for at, _ in stats_of(ctx)))
            or not any(clause_of(ctx, raw.start, sentence)[0] <= at < raw.start
                       for at, _ in stats_of(ctx))) \
            and (said_stat := _STAT_AFTER.search(
                plain, raw.end, _clause_end(plain, raw.end, sentence[1]))) is not None:
        # "about ten times faster than Marten R2 at the median": the medians' ratio (over a
        # statistic a heading or a lead gives: "## Mean wall times", or an earlier clause:
        # "a first reply within 2 minutes, that Salak Pro is 13.3x faster than ... at the
        # median")
        stat = "median" if "median" in said_stat.group(0).lower() else "mean"
    named_other = [mn for mn in later if lane_slug(mn.keys) == other_lane]
    cross = _cross_repeats(plain, raw, sentence, named_other[0], ctx.lanes, subject_lane) \
        if subject_lane and named_other else None
    if cross is not None:
        # "X's first run used 3,650 completion tokens, twice as many as Y's second run": each
        # lane's own run, though their repeats differ
        mine, theirs = cross
        paired = [r for s, r in state.runs if (scope.tasks is None or (s, r.task) in scope.tasks)
                  and (r.lane, r.repeat) in ((subject_lane, mine), (other_lane, theirs))]
        candidates = ratios = m.ratio_candidates(paired, tops, subject_lane, other_lane,
                                                 difference=bool(difference))
    elif stat in ("median", "mean") and finished_said(
            plain, part, sentence[1] if (semi := plain.find(";", raw.end, sentence[1])) < 0
            else semi):
        # "comparing the medians of the runs that finished, Aerotow CLI was 2.6 times quicker
        # than Vario 2.4", "... when both are measured by the median of their finished runs"
        # (in its own part of the sentence: not "its runs that finished took 4.73 and 4.96
        # seconds; its median call was 2.42 seconds slower than ...")
        candidates = ratios = [replace(c, source=f"{c.source}, runs that finished")
                               for c in _of_statistic(state.ratio_candidates(
                                   scope.tasks, tops, subject_lane, other_lane,
                                   difference=bool(difference), finished=True), stat)]
    else:
        candidates = state.ratio_candidates(scope.tasks, tops, subject_lane, other_lane,
                                            difference=bool(difference))
        candidates = ratios = _of_statistic(
            candidates, "no run" if stat is None and not _runs_said(ctx, sentence, raw) else stat)
    if below:
        candidates = ratios = [_negated(c) for c in candidates]
    if percent:
        candidates = _as_percent(candidates, way)
    text = base["text"]
    pair = (f" for {_lane_label(state, subject_lane)} against {_lane_label(state, other_lane)}"
            if subject_lane and other_lane else "")  # "4.4x slower": which two lanes
    subject = f'"{text}"{pair}' + (f" on {next(iter(scope.tasks))[1]}"
                                   if scope.tasks and len(scope.tasks) == 1 else "")
    if percent and not candidates and pair and way in _OPPOSITE and raw.bound is None \
            and raw.high is None and (turned := _as_percent(ratios, _OPPOSITE[way])):
        # "Cedar wrote 50% more bytes than Sable" when it wrote fewer: a mismatch
        near = min(turned, key=lambda c: abs(c.value - raw.value))
        expected, says, source = state.wording(raw, near, near.value)
        return finding(base, "mismatch", expected=expected, source=near.source,
                       runs=list(near.runs), field=near.field, formula=near.formula,
                       message=f"{subject}: the wrong way round: "
                               f"{_lane_label(state, subject_lane or '')} is {says} "
                               f"{_OPPOSITE[way]}, not {way} ({source})")
    if raw.bound is not None or raw.high is not None:
        primary = [c for c in candidates if c.field == f"{fields[0]} ratio"] or candidates
        return bounded_claim(base, raw, primary, tuple(sorted({c.field for c in primary})), None,
                             subject)
    if difference and not candidates and subject_lane and other_lane:
        flipped: dict[str, str | None] = {name: "other" if top == "subject" else "subject"
                                          for name, top in tops.items() if top is not None}
        backwards = _of_statistic(state.ratio_candidates(
            scope.tasks, flipped, subject_lane, other_lane, difference=True), stat)
        if backwards:  # "Kestrel was 5.67 seconds faster than Ibis": Ibis was the faster
            near = min(backwards, key=lambda c: abs(c.value - abs(raw.value)))
            return finding(base, "mismatch", source=near.source, runs=list(near.runs),
                           field=near.field, formula=near.formula,
                           message=f"{subject}: the difference is the wrong way round: it is "
                                   f"{_lane_label(state, other_lane)}'s figure less "
                                   f"{_lane_label(state, subject_lane)}'s ({source_of(near)})")
    claim = point_claim(state, base, raw, candidates, subject)
    if claim.status == "mismatch" and explicit is None and subject_lane and other_lane \
            and not percent and not difference:
        return _reversed(state, base, raw, claim, scope, tops, subject, subject_lane,
                         other_lane)
    return claim


def _negated(candidate: m.Candidate) -> m.Candidate:
    """A difference the other way round, signed: "median wall_s of t/b - t/a" worked out as
    4.71 - 0.94 = 3.77 becomes "median wall_s of t/a - t/b", 0.94 - 4.71 = -3.77."""
    top, _, rest = (candidate.formula or "").partition(" - ")
    bottom = rest.partition(" = ")[0]
    formula = f"{bottom} - {top} = -{rest.partition(' = ')[2]}" if rest else candidate.formula
    return replace(candidate, value=-candidate.value, source=m.turned(candidate.source, " - "),
                   formula=formula)


# (the ordinals that name a numbered repeat: lists.ORDINALS less "last" and "final")
_ORDINAL_WORDS = "|".join(word for word, repeat in ORDINALS.items() if repeat[7:].isdigit())
# A lane's own run, right after its name or "its": "Trilobite 2.4's second run".
_RUN_AFTER_LANE = compiled(rf"(?i)['\u2019]s\s+({_ORDINAL_WORDS})\s+(?:run|repeat|attempt)\b")
_OWN_RUN_BEFORE = compiled(rf"(?i)(?:['\u2019]s|\bits)\s+({_ORDINAL_WORDS})\s+(?:run|repeat|"
                           r"attempt)\b")


def _cross_repeats(plain: str, raw: RawClaim, sentence: tuple[int, int], compared: Mention,
                   lanes: list[Mention], subject: str) -> tuple[int, int] | None:
    """The repeats of a ratio between two lanes' runs of different repeats, when the sentence
    names both: the subject's (``lanes``: the block's lane mentions) before the claim
    ("Stegosaur XL's first run used ..."), the compared lane's right after its name ("...
    twice as many as Trilobite 2.4's second run")."""
    theirs = _RUN_AFTER_LANE.match(plain, compared.end)
    if theirs is None:
        return None
    mine = last(found for found in _OWN_RUN_BEFORE.finditer(plain, sentence[0], raw.start)
                if found.group(0)[:1] in "iI" or any(
                    mn.end == found.start() and lane_slug(mn.keys) == subject
                    for mn in lanes))  # (its own run, not another lane's named before)
    if mine is None or mine.group(1).lower() == theirs.group(1).lower():
        return None
    return (int(ORDINALS[mine.group(1).lower()][7:]),
            int(ORDINALS[theirs.group(1).lower()][7:]))


def _runs_said(ctx: BlockContext, sentence: tuple[int, int], raw: RawClaim) -> bool:
    """Whether the sentence names a run or runs ("its first go", "their first runs", "run
    2") or says a figure before the ratio ("And Dugong Mini did it in 2.48 s, i.e. Quoll 7
    took 2.56 times as long": the ratio of the figures said): else a ratio between two lanes
    is of their medians or means."""
    return any(sentence[0] <= at < sentence[1] and named.startswith("repeat")
               for at, named in stats_of(ctx)) \
        or _RUN_WORD.search(ctx.block.plain, sentence[0], sentence[1]) is not None \
        or _FIGURE_SAID.search(masked_text(ctx), sentence[0], raw.start) is not None


# A run's figure said before the ratio, with its unit (not another ratio: "roughly 3.4x
# Poolish on the duty brief and 3.6x on the repair queue").
_FIGURE_SAID = compiled(r"(?i)\d\s*(?:s|ms|sec|secs|seconds?|bytes?|tokens?)\b")
_RUN_WORD = compiled(r"(?i)\b(?:runs?|repeats?|attempts?|go|goes|tries|try|first|second|"
                     r"third|fourth|fifth|sixth)\b")


_AGGREGATES = ("median ", "mean ")  # how a ratio of two lanes' medians or means is sourced


def _of_aggregates(candidates: list[m.Candidate]) -> list[m.Candidate]:
    """The ratios or differences of two lanes' medians or means, not of two runs."""
    return [c for c in candidates if c.source.startswith(_AGGREGATES)]


def _of_statistic(candidates: list[m.Candidate], stat: str | None) -> list[m.Candidate]:
    """The ratios or differences the wording picks: of one repeat ("on its first run"), of
    the medians ("median") or means ("mean"), else all of them."""
    if stat is not None and stat.startswith("repeat ") and stat[7:].isdigit():
        end = f"/{stat[7:]}"
        return [c for c in candidates if all(run.endswith(end) for run in c.runs)]
    if stat in ("median", "mean"):  # (a task of one run each has no such pair: its runs stand)
        return [c for c in candidates if c.source.startswith(stat)] or candidates
    if stat == "no run":  # no run named: the lanes' medians or means, not two runs that
        # happen to share a repeat number ("So Chape XL needs 2.2x Pommel 3.2's time")
        return _of_aggregates(candidates) or candidates
    return candidates


def _time_said(plain: str, sentence: tuple[int, int], raw: RawClaim) -> tuple[str, ...]:
    """The time a ratio's sentence names before it (a first token or first byte), else wall
    time."""
    said = ratio_fields(plain[sentence[0]:raw.start])
    return said if said in (("ttft_s",), ("ttfo_s",)) else ("wall_s",)


def _size_fields(unit: str) -> tuple[str, ...]:
    """The fields a length said in ``unit`` ("bytes", "tokens") compares: "as long" in it."""
    return ("output_bytes",) if unit.lower() == "bytes" \
        else ("completion_tokens", "content_tokens")


# A length compared, and a size said just before: "at 4,106 bytes, was 1.33 times as long as".
_LENGTH_RATIO = compiled(r"\s*(?:as\s+long\s+as|longer\s+than|as\s+short\s+as|shorter\s+than)")
_TIME_VERB = compiled(r"(?i)\b(?:took|takes|needed|needs|ran(?!\s+to\b)|waited|lasted|spent)\b")
# ... or the bracket after the lane compared with: " as long as Bodkin 2.4's (6,044 bytes".
_SIZE_BRACKET_AFTER = compiled(r"[^.;()\d]{0,60}\(\s*(?:about\s+|median\s+)?[\d,.]+\s*"
                               r"(bytes|tokens)\b")
# An answer said to be longer, right before the figure: "answers run about", "answer is".
_ANSWER_IS = compiled(r"(?i)\b(?:answers?|repl(?:y|ies)|responses?|outputs?|letters?|emails?"
                      r"|postcards?|summar(?:y|ies)|drafts?)"
                      r"(?:\s+(?:on|for|to)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)?"  # ("on Maillon")
                      r"\s+(?:runs?|is|are|was|were"
                      r"|c(?:o|a)mes?\s+out)\s+(?:about\s+|roughly\s+|around\s+|some\s+"
                      r"|nearly\s+|only\s+|just\s+)?[~\u2248]?$")
_SIZE_BEFORE = compiled(r"\d\s*(bytes|tokens)\b[^\d]{0,12}$")
_OF_OBJECT = compiled(r"(?i)\bof\s+(?:the\s+)?$")
_RATIO_OBJECT = compiled(r"\d\s*(?:x|\u00d7|times)\s+$")
_OPPOSITE = {"more": "less", "less": "more", "faster": "slower", "slower": "faster"}
def _quote_opens(plain: str, start: int, end: int) -> bool:
    """Whether a quotation opens in [start, end) and is still open at ``end``."""
    between = plain[start:end]
    return between.count('"') % 2 == 1 or between.count("\u201c") > between.count("\u201d")


# A text said to run longer or shorter than another: "German runs", "French copy runs".
_TEXT_RUNS = compiled(r"\b[A-Z][a-z]+(?:\s+(?:text|copy|strings?|translations?|UI))?\s+runs\s+"
                      r"(?:about\s+|roughly\s+|around\s+|some\s+)?[~\u2248]?$")
_FIELD_AGAINST_FIELD = compiled(
    r"(?i)\s+(?:as\s+(?:many|much)|more|fewer|less)\s+(?:[a-z-]+\s+)?(?:tokens|bytes)\s+(?:as|than)\s+"
    r"(?:its\s+|the\s+|their\s+)?(?:[a-z-]+\s+)?(?:tokens|bytes)\b")
# "as long as its <task> run", "than its <task>": a lane against itself on another task.
_AGAINST_ITS = compiled(r"(?i)\s+(?:[a-z-]+\s+){0,3}?(?:than|as)\s+(?:its|their)\s+")
_AGAINST_OWN_RUN = compiled(r"\s+(?:[a-z-]+\s+){0,3}?(?:than|as)\s+(?:its|their|the)\s+"
                              r"(?:first|second|third|fourth|fifth|last|final|other)\b"
                              # (not another lane's: "as long as the first run of Bight 4.1")
                              r"(?!\s+(?:runs?|repeats?)\s+(?:of|by|from)\s+"
                              r"(?!(?:its|their|the|this|that)\b))")


def _as_percent(candidates: list[m.Candidate], way: str | None) -> list[m.Candidate]:
    """Ratios (subject over other, r) as the percentages the wording can mean: "90% of" is
    r; "10% more" / "10% fewer" is how far r lies above or below 1; "78% faster" reads
    either way round (time saved, 1 - r, or the other's time over the subject's, 1 / r - 1),
    so both count."""
    found = []
    for cand in candidates:
        r = cand.value
        if r == 0:
            continue
        if way is None:
            readings = [(r, "r")]
        elif way in ("faster", "slower"):
            smaller = (way == "faster") == (cand.field.split()[0] in m.TIME)
            if (r < 1) != smaller:
                continue  # the subject is not the faster (slower) one
            readings = [(1 - r, "1 - r"), (1 / r - 1, "1 / r - 1")] if smaller \
                else [(r - 1, "r - 1"), (1 - 1 / r, "1 - 1 / r")]
        elif way == "more":
            readings = [(r - 1, "r - 1")]
        else:
            readings = [(1 - r, "1 - r")]
        for value, how in readings:
            if value <= 0 and way is not None:
                continue
            pct = value * 100
            said = f"{how if how == 'r' else f'({how})'} x 100 = {m.show(pct, 2)}%"
            found.append(replace(cand, value=pct, formula=f"{cand.formula}; {said}"
                                 if cand.formula else said))
    return found


# "1.9 times Juniper 1.2's", "2.3x that of Orca": a multiple of another lane's figure, the
# subject's over the other's (``ratio_words`` is lowered; ``name``: where a name may start).
_OF_THE_TIME = compiled(r"\s+the\s+(?:median\s+|mean\s+)?(?:wall\s+)?time\b")
_MULTIPLE_OF = compiled(r"\s+(?:th(?:at|ose)\s+of\b|what\s|(?P<name>\w))")
_COMPARATIVE = compiled(r"\s*(faster|slower|quicker|longer|shorter|more|fewer|less|larger|"
                          r"smaller|bigger|higher|lower)\b")


def _reversed(state: DraftState, base: Base, raw: RawClaim, claim: Claim, scope: Scope,
              tops: dict[str, str | None], subject: str, subject_lane: str,
              other_lane: str) -> Claim:
    """A ratio that holds the other way round ("Falcon was 2.3x faster than Nova" when Nova
    was 2.3x faster than Falcon): say so, naming both lanes and both derivations."""
    flipped = state.ratio_candidates(scope.tasks, tops, other_lane, subject_lane)
    if claim.source is not None and claim.source.startswith(_AGGREGATES):
        # (held against the medians or means: not two runs' ratio the other way round)
        flipped = _of_aggregates(flipped)
    hit = next((c for c in flipped if m.closeness(
        raw.value, raw.decimals, c.value, approx=raw.approx) == "ok"), None)
    if hit is None:
        return claim
    first, second = _lane_label(state, subject_lane), _lane_label(state, other_lane)
    word = _COMPARATIVE.match(raw.ratio_words)
    reading = (f"{second} was {base['text']} {word.group(1)} than {first}" if word
               else f"{second} against {first}")
    message = (f"{subject}: the ratio is the wrong way round: {reading} "
               f"({source_of(hit)}); {first} against {second} is "
               f"{m.show(claim.expected, 2) if claim.expected is not None else '?'}x "
               f"({claim.source}{': ' + claim.formula if claim.formula else ''})")
    return replace(claim, message=message, fix=None, fix_span=None)


def _lane_label(state: DraftState, lane: str) -> str:
    return next((label for (_, slug), label in state.lane_labels.items() if slug == lane), lane)


def task_ratio(state: DraftState, base: Base, raw: RawClaim, ctx: BlockContext,
               sentence: tuple[int, int], scope: Scope, subject: str, plain: str,
               stat: str | None, percent: bool) -> Claim | None:
    """A ratio or percent change between two tasks of one lane ("For Marimba XL, the median
    Japanese answer was 122% larger in bytes than the median German one"): the results'
    ratios of that lane's medians (or means, or runs of one repeat) on the task named before
    the claim over the task named after it. None when the sentence does not name one lane
    and two such tasks."""
    lanes = {lane for _, lane in scope.lanes or ()}
    before = [mn for mn in ctx.tasks if sentence[0] <= mn.start < raw.start]
    later = [mn for mn in ctx.tasks if raw.end <= mn.start < sentence[1]]
    if len(lanes) != 1 or not before or not later:
        return None
    first, second = ({task for _, task in mn.keys} for mn in (before[-1], later[0]))
    if len(first) != 1 or len(second) != 1 or first == second:
        return None
    lane, top, bottom = lanes.pop(), first.pop(), second.pop()
    runs = [replace(run, task=run.lane, lane=run.task) for _, run in state.runs
            if run.lane == lane and run.task in (top, bottom)]  # (tasks as lanes: one "task")
    words = plain[raw.end:raw.end + 40].lower()
    fields = ratio_metric(words, plain[sentence[0]:raw.start]) or m.RATIO_FIELDS
    way = direction(words)
    tops: dict[str, str | None] = {name: "subject" if percent else numerator(way, name)
                                   for name in fields}
    candidates = _of_statistic(m.ratio_candidates(runs, tops, top, bottom), stat)
    if percent:
        candidates = _as_percent(candidates, way)
    candidates = [replace(c, source=c.source.replace(f"{lane}/{top}", f"{top}/{lane}")
                          .replace(f"{lane}/{bottom}", f"{bottom}/{lane}"),
                          lanes=(lane,), tasks=(top, bottom)) for c in candidates]
    if not candidates:
        return None
    return point_claim(state, base, raw, candidates,
                       f'"{base["text"]}" for {_lane_label(state, lane)}: {top} against {bottom}')


# "its prism-rank median": the same lane's statistic in another suite, right after a ratio.
_ITS_SUITE = compiled(r"(?i)(?:\s*(?:times|x|\u00d7))?\s+(?:(?:as\s+\w+\s+as|that\s+of)\s+)?"
                      r"(?:its|their)\s+$")
_SUITE_STAT_AFTER = compiled(r"(?i)(?:'s)?\s+(median|mean|average)\b")


def suite_ratio(state: DraftState, base: Base, raw: RawClaim, ctx: BlockContext,
                scope: Scope, plain: str) -> Claim | None:
    """A ratio between one lane's statistics on one task in two suites ("On prism-rank-long,
    Vireo 3.1's median FAQ match time was 12.41 seconds, 3.2 times its prism-rank median"):
    the results' ratio of the lane's median (or mean) in the suite in scope over the one in the
    suite named after "its". None when the words after the ratio name no other suite."""
    named = next((mn for mn in ctx.tasks if raw.end < mn.start <= raw.end + 32
                  and _ITS_SUITE.fullmatch(plain, raw.end, mn.start) is not None), None)
    other = state.suite_named(named.keys) if named is not None else None
    said = _SUITE_STAT_AFTER.match(plain, named.end) if named is not None else None
    lanes = {lane for _, lane in scope.lanes or ()}
    tasks = {task for _, task in scope.tasks or ()}
    here = {suite for suite, _ in scope.tasks or ()} - {other}
    if other is None or said is None or len(lanes) != 1 or len(here) != 1 or not tasks:
        return None
    lane, suite = lanes.pop(), here.pop()
    if len(tasks) == 1:
        task = tasks.pop()
        runs = [replace(run, lane=owner) for owner, run in state.runs
                if owner in (suite, other) and run.lane == lane and run.task == task]
    elif tasks == {run.task for owner, run in state.runs if owner == suite}:
        # "Mudskipper Mini's longhand-bench median was 35.2 times its brevity-bench median":
        # the suites share no task, so each median is over all the lane's runs in its suite
        task = "all tasks"
        runs = [replace(run, lane=owner, task=task) for owner, run in state.runs
                if owner in (suite, other) and run.lane == lane]
    else:
        return None
    stat = "median" if said.group(1).lower() == "median" else "mean"
    fields = ratio_fields(masked_text(ctx)[max(0, raw.start - 80):raw.start]) or ("wall_s",)
    tops: dict[str, str | None] = {name: "subject" for name in fields}  # (the field said
    # before it: "median FAQ match time was 12.41 seconds")
    candidates = _of_statistic(m.ratio_candidates(runs, tops, suite, other), stat)
    if not candidates:
        return None
    return point_claim(state, base, raw, candidates,
                       f'"{base["text"]}" for {_lane_label(state, lane)} on {task}: {suite} '
                       f"against {other}")


# A column of gaps to the fastest (or the slowest) lane: "Δ vs fastest (s)", "Gap to best".
GAP_TO_EXTREME = compiled(r"(?i)(?:\u0394|\bdelta\b|\bgap\b|\bdiff(?:erence)?\b|\bbehind\b)"
                          r"[^|]{0,20}?\b(?:vs\.?|to|from|over|behind)?\s*(?:the\s+)?"
                          r"(fastest|quickest|best|leader|slowest)\b")


# A column of gaps that names nothing to measure them from ("| Gap (s) |", "| Behind |"): a
# leaderboard's gaps to its leader, the fastest lane.
_BARE_GAP = compiled(r"(?i)\s*(?:\u0394|delta|gap|behind)\s*"
                     r"(?:\(\s*(?:s|ms|sec|seconds)\s*\))?\s*$")


def gap_to_extreme(state: DraftState, base: Base, raw: RawClaim, scope: Scope, header: str,
                   field: str, subject: str) -> Claim | None:
    """A cell under a column of gaps to the fastest lane ("| Xerus Flash | 1.50 | 1.00 |"
    under "Δ vs fastest (s)"): the row's lane's figure less the fastest lane's on the task
    (by their medians over repeats, else their one runs); None when the row's lane and one
    task are not known, or the row is the fastest lane's own."""
    said = GAP_TO_EXTREME.search(header)
    bare = said is None and _BARE_GAP.match(header) is not None  # "| Gap (s) |": to the leader
    lane = lane_slug(scope.lanes) if scope.lanes is not None else None
    if (said is None and not bare) or lane is None or scope.tasks is None \
            or len(scope.tasks) != 1:
        return None
    values: dict[str, list[Decimal]] = {}
    for suite, run in state.runs:
        value = m.run_values(run).get(field)
        if (suite, run.task) in scope.tasks and value is not None and value.value > 0:
            values.setdefault(run.lane, []).append(value.value)
    if lane not in values or len(values) < 2:
        return None
    medians = {name: m.AGGREGATES["median"](found) for name, found in values.items()}
    slowest = said is not None and said.group(1).lower() == "slowest"
    extreme = (max if slowest else min)(sorted(medians), key=medians.__getitem__)
    if extreme == lane:
        return None
    candidates = state.ratio_candidates(scope.tasks, {field: "other" if slowest else "subject"},
                                        lane, extreme, difference=True)
    return point_claim(state, base, raw, candidates,
                       f"{subject} against {_lane_label(state, extreme)} (the "
                       f"{'slowest' if slowest else 'fastest'})")
