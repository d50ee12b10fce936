"""One claim's finding: its scope (lane, task, suite), the statistic its wording picks, the
runs and fields it is checked against, and which decision applies (a point value, a bound,
a ratio, a flag); the draft walk that gives it its context is check.py."""

from __future__ import annotations

import bisect
import re
from decimal import Decimal
from itertools import chain
from typing import TYPE_CHECKING

from lumen_report.verify import match as m
from lumen_report.verify.beside import FOREIGN_CHANGE
from lumen_report.verify.context import (
    BlockContext,
    Scope,
    clause_of,
    last_in,
    masked_text,
    nearest_heading,
    pronoun_lanes,
    quantifier_before,
    resolve,
    run_words,
    sentence_of,
)
from lumen_report.verify.counts import (
    BRACKETED_SHARE,
    COUNT,
    PART_OF,
    PERCENT_OF,
    RATE_AFTER,
    RUNS_AFTER,
    SUCCESS_RATE,
    count_claim,
    counted_scope,
    percent_claim,
    percent_whole,
)
from lumen_report.verify.decide import (
    Base,
    DraftState,
    bounded_claim,
    finding,
    flag_claim,
    missing_field,
    point_claim,
    subject_of,
)
from lumen_report.verify.grammar import DIGIT, ORDINAL, RawClaim, count_of
from lumen_report.verify.lazy import lazy
from lumen_report.verify.lists import (
    ORDINALS,
    coordinated,
    coordinated_subject,
)
from lumen_report.verify.model import Claim
from lumen_report.verify.names import (
    Key,
)
from lumen_report.verify.params import by_temperature, changed_lanes
from lumen_report.verify.patterns import compiled, last
from lumen_report.verify.picks import (
    adjective_run,
    finished_caption,
    finished_in,
    finished_runs,
    lead_run,
    outcome_test,
    picked_runs,
)
from lumen_report.verify.ratio_claim import gap_to_extreme, ratio_claim, suite_ratio, task_ratio
from lumen_report.verify.ratios import (
    beside_figure,
    elided_subject,
    every_task_at,
    explicit_ratio,
    fronted_compared,
    lane_slug,
    ratio_fields,
    subject_lanes,
    written_ratio,
)
from lumen_report.verify.runs import Run
from lumen_report.verify.wording import (
    STAT_GAP,
    fragment_stat,
    hint_of,
    statistic,
    stats_of,
    window_hint,
)
from lumen_report.verify.world import CLAUSE_END, round_world_figure, world_clause

if TYPE_CHECKING:
    pass

# A table row's first cell naming the repeat: "Run 2", "Repeat #3".
_RUN_LABEL = compiled(r"(?i)\s*(?:run|repeat|attempt|try)\s*#?\s*(\d+)\s*$")
# A first column headed "Run" or "Repeat" whose cells are the repeat numbers (1, 2, 3).
_RUN_COLUMN = compiled(r"(?i)\s*(?:runs?|repeats?|attempts?)\s*#?\s*$")
# ... or a task's name and "run" (names blanked): "| Spotline run |".
_TASK_RUN_COLUMN = compiled(r"(?i)\s*\x00+\s+(?:runs?|repeats?)\s*#?\s*")
_RUN_NUMBER = compiled(r"\s*#?(\d{1,3})\s*$")
# ... or headed by the lane and the run together: "| Lane, run |" over "| Spiller 4, first |".
_LANE_RUN_COLUMN = compiled(r"(?i)\s*(?:lanes?|models?|assistants?)\s*(?:,|/|and|&)\s*"
                            r"(?:runs?|repeats?)\s*$")
# A note in brackets after a row's label: "| Second (HTTP 500) |" is the second run's row.
_NOTE_AFTER = compiled(r"\s*\([^()]*\)\s*$")
# A column headed by the short statistic: "| Min (s) |", "| max. wall |" (only a header: in
# prose "max" is as often a lane's name, "Puffin Max").
_MIN_MAX_HEADER = compiled(r"(?i)\s*(min|max)\b\.?(?!\s*[_-]?\s*tokens)")
# A column headed by a repeat's number, with or without its unit: "Run 2 (s)", "Repeat 3".
# A column of figures without the failed runs: "| Median without (s) |", "| Mean, excluding
# failures |" (beside "| Median with (s) |").
_WITHOUT_HEADER = compiled(r"(?i)\b(?:without|excluding|excl\.)(?!\s+(?:reasoning|thinking)\b)")
# A column headed by an ordinal alone: "| First |", "| Fifth run |" (not "last": which repeat
# is last depends on the lane).
_ORDINAL_HEADER = compiled(rf"(?i)\s*(?!(?:last|final)\b)({ORDINAL})(?:\s+(?:run|repeat|try))?\s*")
_RUN_HEADER = compiled(r"(?i)\s*(?:run|repeat|attempt|try)\s*#?\s*(\d{1,3}|one|two|three|four|five|"
                       r"six|seven|eight|nine|ten)\b(?!\s*[-\u2013])")  # ("Run 2", "Run two")
# An ordinal run named after the claim in its own clause: "9.32 s was its third",
# "4.47 s on its second run" (not "its first token"). One scan finds both: an ordinal (group
# 1, a key of ORDINALS) or a repeat's number (group 2): "16.05 s in run 2", not "runs 2 and 3".
_OWN_RUN = compiled(r"(?i)(?:\b(?:its|their|the)\s+|\x00['\u2019]s\s+|\(\s*)"
                      rf"({ORDINAL})"
                      r"(?:(?:[\s-]+\x00+)*\s+(?:run|repeat|attempt|try|time)\b"  # "first SQL run"
                      r"|(?=['\u2019]s\b|\s*(?:[.,;:!?)]|$)|\s+(?:and|but|while|whereas)\s+"
                      rf"(?!(?:{ORDINAL})\b)))"
                      r"|\b(?:run|repeat|attempt)\s*#?\s*([1-9])\b(?![.,]\d)"
                      r"(?!\s*(?:and|or|to|through|[-\u2013])\s*#?\d\b(?![.,]\d))")
_POST_LINK = compiled(r"\s*(?:(?:on|in|into|was|is|were|for|during|from|at|after|by|of)\s+)?")


# What every _OWN_RUN match holds, in folded text ("its third", "Phi's first"; a name stands
# masked before "'s"): without it a block is not scanned ("seconds" alone is no ordinal).
_OWN_HINT = compiled(rf"(?:(?:its|their|the|['\u2019]s)\s+|\(\s*)(?:{ORDINAL})"
                       r"|(?:run|repeat|attempt)\s*#?\s*\d")


# An ordinal run right before a bracket that holds the figure: "than its first (17.34 s)".
_ORDINAL_OPEN = compiled(rf"(?i)\b(?:its|their|the)\s+({ORDINAL})"
                           r"(?:\s+(?:run|repeat|(attempt|try)))?\s*[(\[]$")
_TRIES_AFTER = compiled(r"(?i)\s+(?:attempts|tries)\b")


# A yes/no question (after a speaker's label: "Q: Did ..."), which claims none of its bounds.
_YES_NO = compiled(r"(?i)\s*(?:[\w .]{1,24}:\s*)?[\"\u201c]?(?:is|are|was|were|did|does|do|can|"
                   r"could|will|would|has|have|had|should)\b")


# After a percentage: "of" or a comparative then "than", and a lane name (masked).
_PERCENT_OF_LANE = compiled(
    r"(?i)\s+(?:of\s+(?:the\s+)?|(?:more|fewer|less|larger|smaller|bigger|higher|lower|faster|"
    r"slower|quicker|sooner|earlier|later|longer|shorter)\b[^.;:\d\x00]{0,30}?\bthan\s+"
    r"(?:th(?:at|ose)\s+of\s+)?"
    r"(?:the\s+)?"
    # ("its median was 55% below Perron 2.4's")
    r"|(?:below|above|under|behind|ahead\s+of)\s+(?:the\s+)?)\x00")


def _lane_percent(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int],
                  scoped: frozenset[Key] | None = None) -> bool:
    """Whether a percentage compares the lane named before it with another named right after
    it ("Juniper 1.2's output was 90% of Orca 4 Turbo's"), not a share of its own; ``scoped``:
    the claim's lanes, which "Its" opening the sentence stands for when no lane is named in
    the block before it (a heading's)."""
    masked = masked_text(ctx)
    after = _PERCENT_OF_LANE.match(masked, raw.end)
    if after is None:
        return False
    other = next((mn for mn in ctx.lanes if mn.start == after.end() - 1), None)
    clause = clause_of(ctx, raw.start, sentence)  # not "Juniper ..., vs 90% of Orca's"
    # (a clause with its subject elided is about the sentence's: "Cedar used 25% of Sable's
    # tokens, and 75% fewer completion tokens than Sable")
    subject = subject_lanes(ctx, clause[0], raw.start)
    keys = subject[-1].keys if subject else None
    if keys is None and elided_subject(ctx, clause[0], raw):
        named = subject_lanes(ctx, sentence[0], raw.start)
        subject = named[:1]
        # "It took 12.0 s, ... 300% longer than Wren": the lane "It" stands for
        if other is not None and (beside_figure(ctx.block.plain, raw)
                                  or (subject and subject[0].keys == other.keys)):
            subject = [mn for mn in named if mn.keys != other.keys][-1:] or subject
            # "..., while Clepsydra CLI's median letter was 1,634 bytes, 37% fewer than
            # Polos's": the lane whose figure it stands beside; the last other lane too when
            # the sentence opens on the one compared with ("We compared Sampan CLI and Umiak
            # Nimble: the latter's came to 1,206 bytes at the median, 9% fewer than Sampan's")
        keys = subject[0].keys if subject else pronoun_lanes(ctx, sentence[0])
    if keys is None and (named := subject_lanes(ctx, sentence[0], clause[0])) \
            and _ASIDE_BETWEEN.fullmatch(masked, named[-1].end, clause[0]):
        keys = named[-1].keys  # "Plover 70B, at 6.00 seconds, was still 50% faster than ..."
    said = after.group(0).lower()
    comparing = "than" in said or "below" in said or "above" in said or "under" in said \
        or "behind" in said or "ahead" in said  # (not "90% of Orca's": a share of its own)
    if keys is None and other is not None and comparing \
            and not subject_lanes(ctx, sentence[0], raw.start):
        keys = pronoun_lanes(ctx, sentence[0]) or (
            scoped if scoped and _IT_PRONOUN.search(ctx.block.plain, sentence[0], raw.start)
            else None)
        # "Its median alert came to 1,047 bytes, 47% fewer than Chambray Pro's", "On the medal
        # roll it writes 28% more bytes than Torchon 2.6": the lane "Its" or "it" stands for,
        # named sentences before or in the heading
    if keys is None and other is not None and comparing:
        # "Vole 9B's median FD leak time, 2.43 s, is 92% less than Stoat R2's", "..., which
        # made it 50% faster than Stoat R2": the lane named last before it, not the other
        keys = next((mn.keys for mn in reversed(ctx.lanes)
                     if sentence[0] <= mn.start and mn.end <= raw.start
                     and mn.keys != other.keys), None)
    if keys is None and other is not None and comparing:
        keys = scoped  # "The first took 18.36 s, 148% longer than Smoker 2.4's first" under a
        # lane's heading or list item: with no lane of its own, the one in scope
    return other is not None and keys is not None and keys != other.keys


# "It", "its", "they" or "their" anywhere in the sentence before the figure.
_IT_PRONOUN = compiled(r"(?i)\b(?:it|its|they|their)\b")
# An aside between a subject and its clause: ", at 6.00 seconds,".
_ASIDE_BETWEEN = compiled(r"\s*,\s*(?:at|with|in|after|on)\s(?:[^,;.]|\.(?=\d))*,\s*")


_DIFFERENCE_UNITS = ("s", "ms", "bytes", "tokens", "tokens/s", "bytes/s")
# A difference written out, in masked text (lanes' names blanked): "X minus Y comes to ",
# "X's median minus Y's is ".
_MINUS = compiled(r"\x00+(?:['\u2019]s?)?(?:\s+(?:median|mean|average|time|wall\s+time))?\s+minus"
                  r"\s+\x00+(?:['\u2019]s?)?(?:\s+[a-z]+){0,2}?\s+(?:comes\s+to|is|was|equals|"
                  r"gives|makes|=)\s*[~\u2248]?$")


# A comparative and "by" before a figure: "slower by 18.00 seconds", "faster by about 2 s".
_BY_DIFFERENCE = compiled(r"(?i)(?:\b(?:faster|slower|sooner|later|quicker|longer|shorter|more|"
                          r"fewer|less|larger|smaller|bigger|higher|lower|ahead|behind)"
                          # "Juniper Cool beat Juniper Warm on every task, by 510 ms"
                          r"|\b(?:beat|beats|outpaced|outpaces|outran|led|leads|trailed|trails"
                          r"|exceeds|exceeded|exceeding|tops|topped)\b"
                          r"[^.;:\d]{0,60}?,?)\s+by"
                          r"\s+(?:(?:about|roughly|around|nearly|almost|just|only)\s+)?"
                          r"[~\u2248]?\s*$")
_DIFFERENCE = lazy(r"(?i)\s+(?:faster|slower|sooner|later|quicker|longer|shorter|more|"
                         r"fewer|less|larger|smaller|bigger|higher|lower)\b[^.;:\d]{0,40}?"
                         r"\b(?:than|before|after)\b"
                         # "0.30 seconds ahead of Juniper Cool", "510 ms above Juniper Cool's",
                         # "came in 3.92 s under Guzheng"
                         r"|\s+(?:ahead\s+of|behind|above|below|under)\s+(?=(?-i:[A-Z]))"
                         r"|\s+ahead\s+of\s+(?:it|them)\b")
# ("... was 2.6x faster than Torchon 2.6 and finished 4.62 seconds ahead of it": the lane
# compared with before; not "2,848 reasoning tokens behind it", the tokens under an answer)


def _parallel_lanes(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]) -> bool:
    """Whether a figure's clause names one lane and its sentence one other lane before that
    clause: the two a difference with its "than" left out is between ("Pantile's median was
    1.94 seconds; Gambrel's was 4.79 seconds longer")."""
    start = clause_of(ctx, raw.start, sentence)[0]
    own = {slug for mn in ctx.lanes if start <= mn.start < raw.start
           and (slug := lane_slug(mn.keys)) is not None}
    before = {slug for mn in ctx.lanes if sentence[0] <= mn.start < start
              and (slug := lane_slug(mn.keys)) is not None} - own
    if not before and (its := pronoun_lanes(ctx, sentence[0])) is not None \
            and (slug := lane_slug(its)) is not None:
        before = {slug} - own  # "Its median reply took 14.73 seconds against 3.56 for Hotset,
        # so Hotset was 81.2% quicker": the lane "Its" stands for
    return len(own) == 1 and len(before) == 1


# A comparative with its "than" left out, and a "than <lane>" before the figure in its sentence.
_ELIDED_THAN = lazy(r"(?i)\s+(?:faster|slower|sooner|later|quicker|longer|shorter)"
                   r"(?:\s+(?:at|on|by)\s+(?:the\s+)?(?:median|mean|average))?\s*(?:[.,;)]|$)")
# (a statistic may close it: "the latter took 40.47 seconds longer at the median.")
_THAN_LANE = lazy(r"(?i)\b(?:than|against|versus|vs\.?|as\s+[a-z]+\s+as)\s+(?:the\s+)?\x00+")
# (or "lined Shantung 2.4 up against Brocade Pro, and the latter took ... longer")
# Behind the lane of the clause before, said as "it": "with Scroll CLI 1.97 s behind it".
_BEHIND_IT = lazy(r"(?i)\s+(?:behind|back\s+from|ahead\s+of)\s+(?:it|them|that\s+one)\b")
# A ratio restated as a difference: "..., or 12.58 s in absolute terms".
_IN_ABSOLUTE_TERMS = lazy(r"(?i)\s+in\s+absolute\s+terms\b")
# A percent change whose "than" is left out: "... and came back with 43% fewer bytes."
_ELIDED_THAN_PERCENT = lazy(r"(?i)\s+(?:fewer|more|less|smaller|larger|shorter|longer|faster|"
                            r"slower|quicker)(?:\s+in\s+[a-z]+|\s+[a-z]+)?\s*(?:[.,;)]|$)")
# (or the unit it is in: "answers that were 47% longer in bytes.")
# ... or said as "than it" of the lane compared with before: "3.4x faster than Spleenwort Pro
# and wrote 29% fewer bytes than it".
_THAN_IT_AFTER = lazy(r"(?i)\s+(?:fewer|more|less|smaller|larger|shorter|longer|faster|slower|"
                      r"quicker)(?:\s+[a-z]+)?\s+than\s+(?:it|that\s+one)\b")
_THAN_OR_AS_LANE = lazy(r"(?i)\b(?:than|as)\s+(?:the\s+)?\x00+")
# A difference named before its figure: "a gap of 480 ms", "a margin of about 0.4 s".
_GAP_OF = lazy(r"(?i)\b(?:a|the)\s+(?:gap|difference|margin)\s+(?:was\s+|is\s+)?of\s+"
               r"(?:(?:about|roughly|around|nearly|almost|just|only)\s+)?[~\u2248]?\s*$")

# "The gap between Ocotillo 4.1 and Yucca Sprout is 3.28 seconds", "Between X and Y, the median
# gap is ...": the difference between the two lanes it names (masked: their names are NULs)
_GAP_BETWEEN = lazy(r"(?i)\b(?:gap|difference|margin)\s+between\s+\x00[\x00\s]*\s+and\s+\x00"
                    r"[^.;:\d]{0,40}$"
                    r"|\bbetween\s+\x00[\x00\s]*\s+and\s+\x00[\x00\s]*,?\s+(?:the\s+|their\s+)?"
                    r"(?:(?:median|mean)\s+)?(?:gap|difference|margin)\b[^.;:\d]{0,30}$")
# "the gap to Billhook 4.1 is ", "the difference from X was " (masked: the lane's name is NULs)
_GAP_TO_BEFORE = lazy(r"(?i)\b(?:gap|difference|margin)\s+(?:to|from|with)\s+(?:the\s+)?\x00+"
                      r"(?:['\u2019]s?)?\s+(?:is|was|comes\s+to|came\s+to|stands\s+at|of)\s+"
                      r"(?:(?:about|roughly|around|nearly|almost|just|only)\s+)?[~\u2248]?\s*$")
# "... of 2.97 seconds to Billhook 4.1" (masked)
_TO_LANE_AFTER = lazy(r"\s+(?:to|from|on|over)\s+(?:the\s+)?\x00")


# A difference from another run of the lane: "76 more on its second", "0.34 s longer in the
# third".
_MORE_ON_RUN = lazy(rf"(?i)\s*(?:[a-z]+\s+){{0,2}}?(?:more|less|fewer|longer|shorter|slower|faster|"
                    rf"quicker|later|sooner)\s+(?:on|in|for|with)\s+(?:its|their|the)\s+"
                    rf"(?:{ORDINAL})\b")


_THAN = lazy(r"(?i)[^.;:\d]{0,40}?\bthan\b")


_CHANGE_AFTER = lazy(r"(?i)\s+(?:more|fewer|less|larger|smaller|bigger|higher|lower|"
                           r"faster|slower|quicker|longer|shorter|cheaper|lighter|heavier)\b")


_PRONOUN = lazy(r"(?i)\b(?:it|its|they|their|them|both|each|all|every)\b")


def _foreign_change(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]) -> bool:
    """Whether a percentage is a change of something that is no lane's run ("`build` is 30%
    faster on large sites"): no lane or task is named in its sentence and its clause has no
    pronoun that could stand for one."""
    if _CHANGE_AFTER.match(ctx.block.plain, raw.end) is None:
        return False
    if any(sentence[0] <= mn.start < sentence[1] for mn in (*ctx.lanes, *ctx.tasks)):
        return False
    clause = clause_of(ctx, raw.start, sentence)
    return _PRONOUN.search(ctx.block.plain, clause[0], raw.start) is None


# "Compared with Kestrel, Ibis cuts the wall time by 75%": a change between two lanes
_BY_CHANGE = lazy(r"(?i)\b(?:cut|trim|shave|slash|reduce|lower|drop|increase|raise|grow|"
                        r"grew)\w*\s+(?:[\w-]+\s+){0,6}?by\s+(?:about\s+|roughly\s+|some\s+)?$")


def _percent_by(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]) -> bool:
    """Whether a percentage is the change "by N%" between the lane its clause is about and
    another lane its sentence names."""
    if _BY_CHANGE.search(ctx.block.plain, max(sentence[0], raw.start - 60), raw.start) is None:
        return False
    named = {mn.keys for mn in ctx.lanes if sentence[0] <= mn.start < sentence[1]}
    return len(named) == 2


def _heading_stat(headings: list[BlockContext]) -> str | None:
    """"median" or "mean" when the nearest section heading naming a statistic names that one
    alone ("## Latency, median of five runs"): the statistic of the table cells and list
    items under it that name none (a heading's "fastest" is about a lane, not its runs)."""
    for heading in reversed(headings):
        if heading.block.kind != "heading":
            continue
        kinds = {named for _, named in stats_of(heading)}
        if kinds:
            return kinds.pop() if len(kinds) == 1 and kinds <= {"median", "mean"} else None
    return None


def _heading_run(headings: list[BlockContext], lanes: frozenset[Key] | None) -> str | None:
    """"repeat N" when the nearest section heading names one run of the claim's lane and no
    other statistic ("## Scorp Pro, run 3 (malformed)", "### Curdharp 2.4, third run"): the
    run a paragraph under it is about where its own words name none."""
    heading = nearest_heading(headings)
    if heading is None or lanes is None or len(heading.lanes) != 1 \
            or heading.lanes[0].keys != lanes:
        return None
    kinds = {named for _, named in stats_of(heading)}
    kinds |= {f"repeat {int(n)}" for n in _HEADING_RUN.findall(heading.block.plain)}
    return kinds.pop() if len(kinds) == 1 and next(iter(kinds)).startswith("repeat ") \
        and next(iter(kinds)) != "repeat last" else None


# Words of a sentence about runs other than a heading's one.
_RUNS_OWN = compiled(r"(?i)\b(?:runs|repeats|other|others|every|each|all|both|median|mean|"
                     r"average|first|second|third|fourth|fifth|sixth|last)\b"
                     r"(?![\s-]+(?:token|byte|answer|output|reasoning|content|chunk|word)s?\b)")
# A run numbered in a heading: "Scorp Pro, run 3 (malformed)" (not "runs 2 and 3", "run 2-3").
_HEADING_RUN = compiled(r"(?i)\b(?:run|repeat)\s*#?\s*(\d{1,3})\b(?!\s*(?:[-\u2013,]|and\b|to\b))")


def _marked(marks: dict[str, re.Pattern[str]], plain: str, sentence: tuple[int, int],
            raw: RawClaim | None) -> list[str]:
    """The suite whose mark (names.Names.suite_marks) is first after the claim in its clause
    ("took 8.91 seconds at the median in January"), else nearest before it in its sentence;
    for no claim (a heading), the suites any mark in it names."""
    start, end = max(sentence[0], 0), min(sentence[1], len(plain))
    found = [(match.start(), match.end(), suite) for suite, mark in marks.items()
             for match in mark.finditer(plain, start, end)]
    if raw is None:
        return sorted({suite for _, _, suite in found})
    if raw.bound == "to" and raw.partner is not None:
        raw = raw.partner  # a range's top goes with its bottom ("February runs ranged from 8.12
        # to 9.27 seconds")
    # the first after it in its own clause ("a median of 2,562 bytes in January and 2,517 in
    # February", "77.6% on its first January run, 77.0% on its first February run"), else the
    # nearest before it in its sentence, past any figure before ("In January, Clove 2.1 needed
    # 8.91 seconds")
    closed = CLAUSE_END.search(plain, raw.end, end)
    high = closed.start() if closed is not None else end
    after = [(a, suite) for a, b, suite in found if raw.end <= a and b <= high
             and DIGIT.search(plain, raw.end, a) is None]  # (not past the next figure: "from
    # 1.12 seconds in November to 1.29 seconds in December")
    if after:
        return [min(after)[1]]
    before = [(a, suite) for a, _, suite in found if raw.prev_end <= a < raw.start
              and not (raw.prev_end > start and CLAUSE_END.search(plain, raw.prev_end, a) is None)]
    return [max(before)[1]] if before else []  # (one before an earlier figure of the sentence,
    # or in its clause after it, is that one's: "took 1.35 seconds in December and 1.21
    # seconds the month before")


def _one_suite(state: DraftState, ctx: BlockContext, raw: RawClaim, scope: Scope,
               header: BlockContext | None, label: BlockContext | None,
               headings: list[BlockContext]) -> None:
    """Narrow a scope whose lanes or tasks are in several of the draft's suites (the same
    lane and task names in two suites) to the suite named nearest before the claim: in its
    sentence, its table's column header or row label, the headings above it (one naming
    several suites, "# tide-bench and shell-bench", narrows nothing), else earlier in its
    block."""
    sentence = sentence_of(ctx.sentences, raw.start)
    earlier = [(mn.start, found) for mn in ctx.tasks if mn.start < raw.start
               and (found := state.suite_named(mn.keys)) is not None][-1:]
    named = [found for at, found in earlier if at >= sentence[0]]
    marks = state.names.suite_marks
    if not named and marks:
        named = _marked(marks, ctx.block.plain, sentence, raw)
    for cell in (header, label, *reversed(headings)):
        if named:
            break
        if cell is not None:
            named = list({found for mn in cell.tasks
                          if (found := state.suite_named(mn.keys)) is not None})
            if not named and marks:
                named = _marked(marks, cell.block.plain, (0, len(cell.block.plain)), None)
    if not named:
        # a suite an earlier sentence of the block named, when no heading names one (a heading
        # does win: "in marram-bench, for comparison, the same model's median was 9.13
        # seconds. At the median, Wolverine 7B took 1.9 times as long" under "## shingle-bench")
        named = [found for _, found in earlier]
    if len(named) != 1:
        return
    _narrow(scope, named[0])


def _narrow(scope: Scope, suite: str) -> None:
    """Narrow a scope to one suite's lanes and tasks (unless it names none of that suite's)."""
    lanes = frozenset(k for k in scope.lanes if k[0] == suite) if scope.lanes else None
    tasks = frozenset(k for k in scope.tasks if k[0] == suite) if scope.tasks else None
    if (scope.lanes and not lanes) or (scope.tasks and not tasks):
        return  # (the lane or task named is not in that suite)
    scope.lanes, scope.tasks, scope.suites = lanes, tasks, frozenset((suite,))


def _scoped(state: DraftState, scope: Scope) -> list[Run]:
    key = (scope.lanes, scope.tasks, scope.suites)
    cached = state.scoped.get(key)
    if cached is None:
        cached = state.scoped[key] = _scoped_runs(state, scope)
    if scope.excluded:
        without = (scope.lanes, scope.tasks, scope.suites, "except", scope.excluded)
        kept = state.scoped.get(without)
        if kept is None:
            ids = {id(r) for r in cached}
            kept = state.scoped[without] = [r for s, r in state.runs if id(r) in ids
                                        and (s, r.lane) not in scope.excluded]
        return kept
    return cached


def _scoped_runs(state: DraftState, scope: Scope) -> list[Run]:
    lanes, tasks = scope.lanes, scope.tasks

    def pick(use_lanes: bool, use_tasks: bool) -> list[Run]:
        return [r for s, r in state.runs
                if (scope.suites is None or s in scope.suites)
                and (not use_lanes or lanes is None or (s, r.lane) in lanes)
                and (not use_tasks or tasks is None or (s, r.task) in tasks)]

    found = pick(True, True)
    if not found and lanes is not None and tasks is not None:
        found = pick(True, False)  # the lane and task belong to different suites
    return found


def _position(state: DraftState, raw: RawClaim) -> tuple[int, int] | None:
    if raw.code is not None:
        start, end, _ = raw.code
        return (start, end) if start >= 0 else None
    return raw.block.span(raw.start, raw.end)


def _line_col(state: DraftState, offset: int) -> tuple[int, int]:
    line = bisect.bisect_right(state.line_starts, offset) - 1
    return line + 1, offset - state.line_starts[line] + 1


_TO_FIRST = compiled(r"(?i)\s+(?:faster|slower|sooner|later|quicker)\s+to\s+(?:the\s+|its\s+)?"
                     r"first\s+(token|(?:output|answer|visible)\s+(?:byte|character)|paint)\b")
# The time between a run's first token and its answer's first byte (match: first_byte_gap_s).
_GAP_AFTER = compiled(r"(?i)\s+(?:after|later\s+than)\s+(?:its|the|their)\s+first\s+token\b")
_AFTER_ELIDED = compiled(r"\s+after\s*(?:[.;,]|$)")  # "... and Plover Think's came 61.2 s after."
_GAP_BEFORE = compiled(r"(?i)\bgap\s+between\b[^.;]{0,80}?\bfirst\s+token\b[^.;]{0,60}?"
                       r"\bfirst\s+(?:output|visible|answer)\s+(?:byte|character)\s+(?:was|is|of|:)\s*"
                       r"[~\u2248]?$"
                       # "first answer byte trailed its first token by 3.23 seconds"
                       r"|\b(?:trailed|lagged|followed)\s+(?:its|the)\s+first\s+token\s+by\s+$"
                       # "a first token after 0.61 s but its first answer byte came only at 1.88 s,
                       # a gap of 1.27 seconds"
                       r"|\bfirst\s+token\b(?:[^.;]|\.\d){0,120}?\bfirst\s+(?:output|visible|answer)"
                       r"\s+(?:byte|character)\b(?:[^.;]|\.\d){0,60}?[,:\u2014]\s*(?:a\s+)?gap\s+of\s+$")
# A sentence opened by the time it ranks or compares by: "By median wall time ...".
_FIELD_OPENER = compiled(
    r"(?i)\s*(?:by|on|in|ranked\s+by|sorted\s+by)\s+(?:the\s+)?(?:(?:median|mean|average)\s+)?"
    r"(?:(?P<wall>wall[\s-]*(?:clock\s+)?time|end[\s-]to[\s-]end\s+time|total\s+time)"
    r"|(?P<ttft>time\s+to\s+(?:the\s+)?first\s+token|first[\s-]token\s+time)"
    r"|(?P<ttfo>time\s+to\s+(?:the\s+)?first\s+(?:output\s+|answer\s+)?byte))\b")
_WAIT_HINT = {"token": "ttft", "byte": "ttfo"}  # a first token's wait, a first byte's
# A heading that names one wait and nothing else: "First token", "Time to first output byte
# (s)", "Median time to first token".
_TIME_HEADING = compiled(r"(?i)(?:(?:the\s+)?(?:median|mean|average)\s+)?"
                         r"(?:time\s+to\s+(?:the\s+)?)?first\s+(?:(?:output|answer|content)\s+)?(token|byte)s?"
                         r"(?:\s+times?)?(?:\s*\((?:s|ms|seconds)\))?")

# A sentence going on about the figures the one before named: "... these were between".
_THESE_WERE = compiled(r"(?i)\b(?:these|they|those)\s+(?:were|are|ranged|sat|stayed)\b")


def _time_heading(text: str) -> re.Match[str] | None:
    """The wait a heading is about, said whole, in its last brackets or after its colon."""
    text = text.strip()
    if (whole := _TIME_HEADING.fullmatch(text)) is not None:
        return whole
    if text.endswith(")") and "(" in text:
        return _TIME_HEADING.fullmatch(text[text.rindex("(") + 1:-1].strip())
    return _TIME_HEADING.fullmatch(text.rpartition(":")[2].strip()) if ":" in text else None


# A paragraph led by the wait it is about: "First tokens: ...", "Time to first output byte:".
# (Both name the wait by its last word, "token" or "byte": _WAIT_HINT.)
_FIELD_LEAD = compiled(r"(?i)\s*(?:\*\*)?(?:time\s+to\s+(?:the\s+)?)?first\s+"
                       r"(?:(?:output|answer)\s+)?(token|byte)s?(?:\*\*)?\s*[:.](?:\*\*)?\s")
_SPENT_BEFORE = compiled(r"(?i)\bspent\s+(?:about\s+|roughly\s+)?[~\u2248]?$")
_REASONING_AFTER = compiled(r"(?i)\s+(?:of\s+)?(?:(?:pure|silent|hidden|quiet)\s+)?"
                            r"(?:reasoning|thinking)\b")
# ... or said after a first token and a first output byte: "first token after 0.52 seconds,
# but the first byte ... at 4.87 seconds: 4.35 seconds of silent reasoning", "the first output
# byte followed only 4.60 seconds later"
_TOKEN_THEN_BYTE = compiled(r"(?i)\bfirst\s+token\b(?:[^.;]|\.\d)*?\bfirst\s+(?:(?:output|answer|"
                            r"visible|content)\s+)?byte\b")
_LATER_AFTER = compiled(r"(?i)\s+later\b(?!\s+than)")
# ... or as how long it thinks before it writes: "it reasons for 6.60 s before it writes a word"
_THINKS_FOR = compiled(r"(?i)\b(?:reasons|reasoned|thinks|thought|reasoning|thinking)\s+for\s+"
                       r"(?:about\s+|roughly\s+)?[~\u2248]?$")
_BEFORE_WRITING = compiled(r"(?i)\s+before\s+(?:it|they)\s+(?:writes|wrote|answers|answered|"
                           r"says|said|starts|started|replies|replied)\b")
_ATTEMPTS_QUANTIFIED = compiled(r"(?i)(?:every|each|all)\s+(?:\w+\s+)?(?:attempts?|tries|try)\b")
_BYTES_OF_OTHER = compiled(r"(?i)\s+of\s+(?!(?:[\w-]+\s+){0,2}(?:reason|think|thought))[a-z]")
_BUDGET_CELL = compiled(r"(?i)\b(?:budget|ceiling|max[_\s-]tokens)\b")
_CLAUSE_COMMA = compiled(r",(?!\d)")
_REASONING_NEAR = compiled(r"(?i)\b(?:reasoning|thinking|reasoned|thought)\b")
# A percentage of the run's token ceiling: "93 percent of the 8,192-token ceiling" (not "97.7%
# of the budget went to reasoning": the reasoning share).
# ("92.8% of its `--max-tokens 4096` budget", "88.3% of the `--max-tokens 8192` it was given")
_OF_CEILING = compiled(r"(?i)\s+of\s+(?:"
                       # "half of what `--max-tokens 4096` allows"
                       r"what\s+(?:\ufffc|`?--max[-_](?:completion[-_])?tokens[ =]\d+`?)\s+"
                       r"(?:allows|allowed|permits|permitted|gives|gave)\b"
                       r"|(?:the|its|their|that|this)\s+(?:"
                       r"(?:\ufffc|`?--max[-_](?:completion[-_])?tokens[ =]\d+`?)"
                       r"(?=\s+(?:budget|ceiling|limit|cap|it\s+was\s+given|it\s+had)\b)"
                       r"|(?:[\d,]+[- ]token\s+|token\s+)?"
                       r"(?:ceiling|budget|max_tokens|token\s+limit)\b))")
_OF_ITS_OWN = compiled(r"(?i)\s+of\s+(?:its|their)\s+own\b")
# Statistics over runs the results do not derive (SPEC 4): percentiles, spread measures.
_UNDERIVED = compiled(r"(?i)\b(?:p(?:75|90|95|99)|(?:75|90|95|99)th\s+percentile|percentiles?|"
                      r"standard\s+deviation|std\.?\s*dev\b\.?|stddev|variance|"
                      r"interquartile\s+range|iqr|(?-i:SDs?)|s\.d|confidence\s+intervals?)\b"
                      r"|(?-i:\bCIs?\b)(?=\s*(?:[\[(:=]|of\b|\d))|\u00b1|\+/-|\u03c3")
# A clause of its own between a figure and a quantifier after it: "(11 of its 12 runs exited 0)
# but slower than Caracal Mini on every task".
_CLAUSE_PAST = compiled(r"\)|;|\s(?:but|while|whereas|although|though)\s")
# A coordinated clause of its own between a quantifier and a figure: "... faster on both
# classification tasks, and its only failure on record is an HTTP 503".
_NEW_CLAUSE = compiled(r"[,;]\s+(?:and|but|while|whereas|although|though)\s+(?:its|their|it|the)\b")
_SUPERLATIVES = ("fastest", "slowest", "fastest run", "slowest run", "min", "max")


# A negation that quantifies over every run: "never", "at no point", "no run", "none".
_EVERY_NEGATOR = compiled(r"(?:never|(?:at|on|in)\s+no\s|no\b|none\b|not\s+one\b|nothing\b)")


_NONE_OF_RUNS = compiled(r"(?:none|neither|never|no\b|not\s+one\b)")
# ... or said before the bound's own words: "not one of the five waited more than 0.9 seconds".
_NOT_ONE_OF = compiled(r"(?i)\b(?:not\s+(?:a\s+single|one)|none|neither)\s+of\b")


def _stat_in_clause(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]) -> bool:
    """Whether a statistic word stands in the claim's own clause, before it."""
    clause = clause_of(ctx, raw.start, sentence)
    since = max(clause[0], raw.prev_end)
    plain = ctx.block.plain
    return any(since <= at < raw.start
               and not (raw.prev_end >= clause[0]
                        and STAT_GAP.fullmatch(plain, raw.prev_end, at))
               for at, _ in ctx.stats or ())  # (not the figure before's: "took 3.18 seconds
    # at the median and never more than 3.46 seconds")


def is_run_column(header: str) -> bool:
    """Whether a table header heads the repeat numbers or ordinals ("Run", "Repeat #")."""
    return _RUN_COLUMN.match(header) is not None


def run_header(header: BlockContext) -> bool:
    """``is_run_column``, or a task's or lane's name and "run" ("| Spotline run | Batten 4.2 |"
    over "| first | 7.83 |", "| Planisher run | Wall (s) |" over "| Second | 13.27 |"): the
    column's cells name the repeats."""
    return is_run_column(header.block.plain) or (
        bool(header.tasks or header.lanes)
        and _TASK_RUN_COLUMN.fullmatch(masked_text(header)) is not None)


def header_repeat(header: str) -> str | None:
    """The repeat a column header names ("| Run 2 (s) |", "| First |", "| Fifth run |"): its
    cells are that repeat's figures."""
    if (run := _RUN_HEADER.match(header)) is not None:
        return f"repeat {count_of(run.group(1))}"
    if (ordinal := _ORDINAL_HEADER.fullmatch(header)) is not None:
        return ORDINALS[ordinal.group(1).lower()]
    return None


def row_run_of(row: list[BlockContext], column: int) -> str | None:
    """The repeat a table row names in its column headed "Run" past its first (``column``:
    "| Juniper 2.4 | Contracts | first | 5 |"): its other cells are that run's."""
    cell = next((c for c in row if c.block.column == column), None)
    if cell is None:
        return None
    # (past a note on how it ended: "| third, rate-limited |", "| 3 (timeout) |")
    text = re.split(r"[,(]", cell.block.plain, maxsplit=1)[0].strip().lower()
    for noun in (" run", " repeat", " try"):  # ("| Piston 3.1 | first run | 9.12 |")
        text = text.removesuffix(noun)
    if text in ORDINALS and text not in ("last", "final"):
        return ORDINALS[text]
    number = _RUN_NUMBER.match(text)
    return f"repeat {int(number.group(1))}" if number is not None else None


def _row_stat(label: BlockContext, header: BlockContext | None) -> str | None:
    """The statistic a table row's label picks ("First run", "Run 2", "Mean", "Fastest",
    or "2" under a "Run" header), as a column header does."""
    note = _NOTE_AFTER.search(label.block.plain)
    own = [stat for at, stat in stats_of(label) if note is None or at < note.start()]
    if own:  # (not the note's: "| Stoop (first reply) | 11.29 |" is a task described)
        return own[0]
    if _SPREAD_LABEL.search(masked_text(label)) is not None:
        return "spread"  # "| Haiku, output spread (bytes) | 0 | 33 | 159 |" (not "| Premium
        # spread |", a task's name)
    bare = _NOTE_AFTER.sub("", label.block.plain)  # ("| Second (HTTP 500) | 2.47 |")
    run = _RUN_LABEL.match(bare)
    word = bare.strip().lower()
    if run is None and header is not None and run_header(header):
        run = _RUN_NUMBER.match(bare)
        if run is None and word in ORDINALS:
            return ORDINALS[word]  # "| third | 5.41 | ..." under a "Run" header
    if run is None and label.lanes and header is not None \
            and (_RUN_COLUMN.match(header.block.plain)
                 or _LANE_RUN_COLUMN.match(header.block.plain)):
        word = word.rpartition(",")[2].strip()
        if word in ORDINALS and word not in ("last", "final"):
            return ORDINALS[word]  # "| Pauldron Fierce, third | filtered | 8 |" under "Run"
            # or "Lane, run"
        run = _RUN_LABEL.match(word)  # ("| Goatskin, run 1 | 14.21 |")
    return f"repeat {int(run.group(1))}" if run is not None else None


_OWN_WORDS = (*ORDINAL.split("|"), "run", "repeat", "attempt")  # one in each _OWN_HINT match


def _own_words(low: str) -> bool:
    """Whether folded text holds a word every _OWN_HINT match does (an ordinal, or "run",
    "repeat", "attempt"): substring tests, quicker than the regex's search of every block."""
    return any(word in low for word in _OWN_WORDS)


def own_runs(ctx: BlockContext) -> list[tuple[int, int, str]]:
    """The runs named by ordinal or number in the block ("its third", "run 2"), in order."""
    if ctx.own_runs is None:
        low = ctx.low
        if low is not None and (not _own_words(low) or _OWN_HINT.search(low) is None):
            ctx.own_runs = []
        else:
            ctx.own_runs = [(m.start(), m.end(), ORDINALS[m.group(1).lower()]
                             if m.group(1) else f"repeat {m.group(2)}")
                            for m in _OWN_RUN.finditer(masked_text(ctx))]
    return ctx.own_runs


# "a spread of 0.57 s", "the range was about 0.6 s", "a 0.57 s spread": max - min over runs
# (never "ranged from A to B", which is two figures).
_SPREAD_BEFORE = lazy(r"(?i)\b(?:spread|range)"
                      # ("Spread, fastest to slowest: 38.89 s")
                      r"(?:\s*,\s*(?:fastest|quickest|slowest)\s+to\s+(?:fastest|quickest|"
                      r"slowest))?"
                      r"\s*(?:of|was|is|came\s+to|:)\s+"
                      r"(?:(?:only|just|about|roughly|around|nearly|under|over|below|"
                      r"above|less\s+than|more\s+than|at\s+most|at\s+least)\s+)?[~\u2248]?$")


_SPREAD_AFTER = lazy(r"(?i)\s*(?:spread|range)\b"
                     # "its slowest run was 0.57 s slower than its fastest"
                     r"|\s+(?:slower|longer|faster|quicker|shorter)\s+than\s+(?:its|their|the)\s+"
                     r"(?:fastest|slowest|quickest)\b"
                     # "with 5.44 seconds between its quickest and its slowest run"
                     r"|\s+between\s+(?:its|their|the)\s+(?:fastest|quickest|slowest)\s+"
                     r"(?:runs?\s+)?and\s+(?:its\s+|their\s+|the\s+)?(?:fastest|quickest|slowest)\b")


# "its runs spanned 0.57 s", "a span of 0.57 s"
_SPANNED = lazy(r"(?i)\b(?:spann(?:ed|ing)|spans|span\s+of|span\s+was)\s+[~\u2248]?$")


_EACH_OTHER = lazy(r"(?i)\s+of\s+(?:each\s+other|one\s+another)\b")


def _spread(plain: str, raw: RawClaim, masked: str, stats: list[tuple[int, str]],
            sentence_start: int) -> str | None:
    if raw.unit in ("s", "ms", "bytes", "tokens", "tokens/s") and raw.bound is None \
            and _GAP_OF_EXTREMES.search(plain, max(0, raw.start - 24), raw.start) is not None \
            and {_EXTREME_KIND.get(stat) for at, stat in stats
                 if sentence_start <= at < raw.start} >= {"low", "high"}:
        return "spread"  # "its fastest run took 6.88 s and its slowest 11.63 s, a gap of 4.75
        # seconds": the slowest less the fastest
    if raw.unit in ("s", "ms", "bytes", "tokens", "tokens/s") \
            and _EACH_OTHER.match(plain, raw.end) is not None:
        if raw.bound is None:
            raw.bound = "le"  # "within 1.5 s of each other": a spread of at most 1.5 s
        return "spread"
    if raw.unit in (None, "s", "ms", "bytes", "tokens", "tokens/s") and (
            _SPREAD_BEFORE.search(plain, max(0, raw.start - 40), raw.start)
            or _SPREAD_AFTER.match(plain, raw.end)
            or (raw.high is None and raw.bound is None and raw.partner is None
                and _SPANNED.search(plain, max(0, raw.start - 16), raw.start))
            or _SPREAD_OF.search(masked, max(0, raw.start - 90), raw.start)):
        return "spread"
    return None


_CONFIGURED = compiled(r"(?i)\b(?:which|as|that)\s+is\s+how\b|\b(?:configured|run|sent)\s+"
                       r"(?:with|for)\b|\bwhat\s+\w+\s+(?:uses|used|was\s+sent)\b")
_ADVICE = compiled(r"(?i)\b(?:if\s+(?:you|your)|you\s+(?:can|could|should|may|might)|pin\s+it|"
                   r"set\s+it|we\s+recommend|recommended|make\s+sure)\b")
_SPREAD_LABEL = compiled(r"(?i)\bspread\b")
# A gap said after a lane's least and greatest figures ("a gap of 4.75 seconds").
_GAP_OF_EXTREMES = compiled(r"(?i)\b(?:a\s+)?(?:gap|difference)\s+of\s+(?:only\s+|just\s+)?$")
_EXTREME_KIND = {"fastest": "low", "fastest run": "low", "min": "low", "slowest": "high",
                 "slowest run": "high", "max": "high"}
# "The spread of Tern 5 30B's wall times was 3.19 s" (names blanked: masked_text).
_SPREAD_OF = lazy(r"(?i)\b(?:spread|range)\s+(?:of|in|across|between)\s[^.;:\d]{0,60}?"
                  r"\b(?:was|is|came\s+to)\s+(?:only\s+|just\s+|about\s+|roughly\s+)?[~\u2248]?$")


# A sentence about every suite the draft checks: "in all three suites", "across the suites".
_ALL_SUITES = compiled(r"(?i)\b(?:in|across|over|for)\s+(?:all|every|each|both)?\s*(?:of\s+)?"
                       r"(?:the\s+)?(?:two\s+|three\s+|four\s+|five\s+)?suites\b")


def _every_suite(state: DraftState, scope: Scope) -> None:
    """Widen a scope a suite's heading narrowed to the same lanes and tasks in every suite."""
    scope.suites = None
    if scope.tasks is not None:
        suites = {suite for suite, _ in scope.tasks}
        whole = len(suites) == 1 and scope.tasks == {
            (suite, run.task) for suite, run in state.runs if suite in suites}
        tasks = {task for _, task in scope.tasks}
        scope.tasks = None if whole else frozenset(  # (a suite's heading names all its tasks)
            (suite, run.task) for suite, run in state.runs if run.task in tasks)
    if scope.lanes is not None:
        lanes = {lane for _, lane in scope.lanes}
        scope.lanes = frozenset((suite, run.lane) for suite, run in state.runs if run.lane in lanes)


_WHICH = compiled(r",\s+(?:which|whose)\s")  # (", whose stream was malformed (exit code 11")
_STATUS_BRACKET_OPEN = compiled(r"(?i)\((?:exit(?:\s+code)?|code|signal|HTTP)\s+[-\u2212]?\d+"
                                r"[^()]*$")
_HTTP_SAID = compiled(r"\bHTTP\s+[1-5]\d\d\b")
_FIGURE_THEN_CODE = compiled(r"(?i)[\d.,]+\s*(?:s|seconds|ms|bytes)\s*"
                             r"\((?:exit\s+code|exit|code)\s+$")
_STATUS_BRACKET = compiled(r"(?i)\((?:exit(?:\s+code)?|code|signal|HTTP)\s+[-\u2212]?\d+\)")
# A ratio of a lane's own figure on another task: "4.0 times its median on the 32k haystack".
_ITS_OWN_ON = compiled(r"(?i)(?:\s*(?:times|x|\u00d7))?\s+(?:(?:as\s+\w+\s+as|that\s+of)\s+)?"
                       r"(?:its|their)\s+(?:own\s+)?(?:[\w-]+\s+){0,4}?(?:on|for|in)\s")
_AND_CLAUSE = compiled(r"[;,)]?\s+(?:and|but|while|whereas)\s+(?:the\s+)?$|;")


def _numbered_run(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]) -> str | None:
    """A run named by its number before the claim in its own clause, or in the clause a
    "which" after it continues ("..., and run 6 (cold cache) took 88 ms"; "hides run 4, which
    ran for 1.184 s"), with no number or statistic between: that repeat, over a statistic
    named earlier in the sentence ("a median of 33.5 ms")."""
    runs = own_runs(ctx)
    at = bisect.bisect_left(runs, (raw.start,)) if runs else 0
    if at == 0 or runs[at - 1][0] < sentence[0]:
        return None
    start, end, stat = runs[at - 1]
    masked = masked_text(ctx)
    which = _WHICH.match(masked, end) is not None
    if masked[start:start + 3].lower() not in ("run", "rep", "att") and not which:
        return None  # (ordinals are read with the statistics, but for "its fourth run,
        # which took 9.06 seconds": that run's, past "pulled up by")
    clause = clause_of(ctx, raw.start, sentence)[0]
    if not which and start < clause \
            and not (masked[end:end + 1] == "," and masked[max(0, start - 2):start] == ", ") \
            and not ((masked[end:raw.start] in (", ", ": ")
                      or _OF_LANE_COLON.fullmatch(masked, end, raw.start) is not None)
                     and _STAT_AFTER_FIGURE.match(masked, raw.end) is None) \
            and not (_IT_GOES_ON.match(masked, clause) is not None
                     and not any(end <= m.start < raw.start for m in ctx.lanes)):
        return None  # (but "the exception, run 3, ... closed after 6.18 s": an apposition;
        # "Longest reply of the lane on run 2, 2,468 bytes": the run's figure right after it;
        # "run 2 was killed with SIGTERM; by then it had produced 118 completion tokens": "it"
        # goes on about the run)
    between = masked[end:raw.start]
    if "(" in between:  # (the run's own status in brackets is no other figure: "run 4, which
        between = _STATUS_BRACKET.sub("", between)  # timed out (exit code 9) at 30.00 s")
        between = _STATUS_BRACKET_OPEN.sub("", between)  # (nor in the bracket the figure
        # stands in: "run 4, whose stream was malformed (exit code 11 after 1.07 s, HTTP 200")
    if "HTTP" in between:  # (nor its HTTP status told on the way: "Porter Clearer's fourth,
        between = _HTTP_SAID.sub("", between)  # which the provider refused with HTTP 403
        # after 0.19 seconds")
    if between.endswith(" "):  # (nor the run's figure its exit code's bracket follows:
        between = _FIGURE_THEN_CODE.sub("", between)  # "... after 0.19 seconds (exit code 3)")
    if (DIGIT.search(between) is not None and _RUN_FIGURE_THEN.fullmatch(between) is None) \
            or any(end <= where < raw.start for where, _ in stats_of(ctx)):
        return None  # (but "Run 3 hit the time limit at 30.00 s (exit code 9) after 4,410
        # completion tokens", "run 2 stopped at 4,096 completion tokens (exit code 7) after
        # 11.83 s": the run's own figure, then its next)
    return stat


# The lane and task a numbered run is of, then a colon before its figure: "Run 1 of Birlinn
# 4.1 on the Fourareen deferral reply: 2,731 completion tokens" (the names blanked).
_OF_LANE_COLON = compiled(r"\s+(?:of|for|by)\s+\x00+(?:(?:'s)?\s+(?:on|in|for)\s+(?:the\s+)?"
                          r"\x00+(?:\s+[a-z]+){0,2})?\s*:\s+")
# A statistic named right after a figure: "4.11 s the median", "4.11 s, its mean".
_STAT_AFTER_FIGURE = compiled(r"(?i),?\s+(?:the|its|their|a)\s+(?:median|mean|average)\b")
# A clause going on about the run named before it: "; by then it had", "; it then wrote",
# "run 2 starts; its first token arrives after 1.44 s".
_IT_GOES_ON = compiled(r"(?i)\s*(?:(?:and|but|so)\s+)?(?:by\s+then\s+|then\s+|before\s+that\s+)?"
                       r"(?:it\s+(?!was\s+(?:the|a|an)\b)|its\s+)")
# A run's own figure before its next one: " hit the time limit at 30.00 s after ", " stopped at
# 4,096 completion tokens after ".
_RUN_FIGURE_THEN = compiled(r"(?i)(?:,\s+which)?\s+(?:[a-z-]+\s+){1,6}?"
                            r"(?:(?:at|in|after)\s+|(?<=took\s))[\d.,]+\s*"
                            r"(?:s|seconds|ms|bytes|(?:completion\s+|reasoning\s+|output\s+)?tokens)"
                            r"\s+(?:after|with|having)\s+(?:[a-z-]+\s+){0,3}"
                            # ("run 3 took 9.47 s with 2,046 completion and 1,541 reasoning
                            # tokens": the run's figure, then its next two)
                            r"(?:[\d.,]+\s+(?:completion|reasoning|content|output)\s+"
                            r"(?:tokens\s+)?(?:,\s*)?and\s+)?"
                            # ("run 1 ran at 160.9 tokens/s end to end and 164.9 tokens/s once
                            # the first token arrived": the run's figure, then its next)
                            r"|\s+(?:[a-z-]+\s+){1,4}?(?:at\s+|in\s+|after\s+)?[\d.,]+\s*"
                            r"(?:s|seconds|ms|bytes|tokens/s|tokens\s+per\s+second|"
                            r"(?:completion\s+|reasoning\s+|output\s+)?tokens)"
                            r"(?:\s+end[\s-]to[\s-]end)?,?\s+and\s+(?:[a-z-]+\s+){0,3}?(?:at\s+)?")


def _own_statistic(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]) -> str | None:
    """An ordinal run named after the claim in its own clause ("..., and Phi's 9.32 seconds
    was its third") when nothing before it in that clause names a statistic: it wins over
    one carried from an earlier clause ("Phi's 9.84 seconds was its first run, ...")."""
    plain = ctx.block.plain
    if raw.start and plain[raw.start - 1] in "([" and (
            named := _ORDINAL_OPEN.search(plain, max(0, raw.start - 40), raw.start)) is not None \
            and not (named.group(2) is not None and _TRIES_AFTER.match(plain, raw.end)):
        return ORDINALS[named.group(1).lower()]  # "than its first (17.34 s)" (not "succeeded on
        # its second try (2 attempts, ...)": the tries of the run named before)
    runs = own_runs(ctx)
    if not runs:
        return None
    at = bisect.bisect_left(runs, (raw.end,))
    if at == len(runs):
        return None
    offset, _, stat = runs[at]
    clause = clause_of(ctx, raw.start, sentence)
    if offset >= clause[1] or DIGIT.search(masked_text(ctx), raw.end, offset) is not None \
            or "(" in plain[raw.end:offset] \
            or any(raw.end <= mn.start < offset
                   and _AND_CLAUSE.search(plain, raw.end, mn.start) is not None
                   for mn in ctx.lanes):
        return None  # past its clause, or another number's ("... and 9.32 s was its third"),
        # or in brackets after it ("... on the three runs that answered (its second run got"),
        # or another lane's ("(exit code 5) and Scaup 2.1's sixth run timed out")
    if ")" in plain[raw.end:offset] and plain.rfind("(", 0, raw.start) > plain.rfind(")", 0,
                                                                              raw.start):
        return None  # past the brackets it is in: "its second run timed out at 25.00 seconds
        # (exit code 9) and its third run took 23.17 seconds"
    since = max(clause[0], raw.prev_end)  # a word before an earlier number is that one's
    if raw.pair is not None:
        since = raw.start  # "A on its first run and B on its second": the gap is A's
    after_previous = [(start, end) for start, end, _ in runs[:at]
                      if start >= since and _POST_LINK.fullmatch(plain, raw.prev_end, start)]
    for where, _ in stats_of(ctx):
        if since <= where < raw.start \
                and not any(start <= where < end for start, end in after_previous):
            return None  # its own clause names one first (not "on its first run" right
            # after the number before it: "9.84 s on its first run and 9.32 s on its third")
    return stat


# A build's or a CI job's time, no run's: "Build times:", "`cargo build --release` ... takes
# 52 seconds on CI", "compile time".
_BUILD = compiled(r"(?i)\b(?:build|compile|compilation|link)\s+times?\b"
                  r"|\b(?:cargo|go|npm\s+run|yarn|gradle|mvn|bazel|docker)\s+build\b"
                  r"|(?-i:\bon\s+CI\b|\bCI\s+(?:builds?|jobs?|pipelines?)\b)")


# What a size in megabytes is of, before it: a build's product, not an answer.
_ARTIFACT = compiled(r"(?i)\b(?:binary|binaries|executables?|artifacts?|wheels?|packages?|"
                     r"bundles?|images?|containers?|crates?|downloads?|installers?)\b")
_MEGA = Decimal(10**6)
_KILO = Decimal(1000)
# What a size in kilobytes or more is of, around it: a file, not an answer.
_MEDIA = compiled(r"(?i)\b(?:photos?|photographs?|pictures?|(?<!docker\s)(?<!container\s)"
                  r"(?<!disk\s)(?<!system\s)images?|attachments?|scans?|videos?|PDFs?|uploads?|"
                  r"clips?|screenshots?|files?|archives?|spreadsheets?|backups?|folders?|"
                  r"transcripts?|recordings?|datasets?|exports?|dumps?|CSVs?|zips?|tarballs?|"
                  r"(?:shared|network|hard)\s+drives?)\b")
# (a container's image is a build's, see _ARTIFACT)


def _far_beyond_answers(raw: RawClaim, runs: list[Run]) -> bool:
    """Whether a size in megabytes is a hundred times every stored size of ``runs`` (their
    answers' and reasoning's bytes), and no size of theirs is the figure in bytes or kilobytes
    (a unit slip: "4.2 MB" for 4,200 bytes)."""
    sizes = [size for run in runs for size in (run.output_bytes, run.reasoning_bytes)
             if size is not None and size > 0]
    if not sizes:
        return False
    written = raw.value * raw.scale[0]
    if written < 100 * max(sizes):
        return False
    near = Decimal(1).scaleb(-raw.decimals)  # (rounded, truncated or one off: a slip)
    return not any(abs(Decimal(size) / scale - raw.value) <= near
                   for size in sizes for scale in (1, 1000))


_HALF = Decimal("0.5")


def _far_beyond_times(raw: RawClaim, runs: list[Run]) -> bool:
    """Whether a time in whole minutes or hours is five times every stored time of ``runs``
    (wall, first token, first output byte), and no time of theirs is the figure in seconds (a
    unit slip: "took 12 minutes" for 12.3 seconds)."""
    times = [Decimal(str(time)) for run in runs for time in (run.wall_s, run.ttft_s, run.ttfo_s)
             if time is not None and time > 0]
    if not times or raw.value * raw.scale[0] < 5 * max(times):
        return False
    return not any(raw.value - _HALF <= time < raw.value + 1 for time in times)  # (rounded or
    # truncated)


# A heading that keeps some runs only: "finished runs only", "clean runs only".
_ONLY_SAID = compiled(r"(?i)\bruns\s+only\b|\bonly\s+(?:the\s+)?(?:finished|completed|successful|"
                      r"good|clean)\b")
# A count of runs that finished (or ended with exit code 0) within a bound.
_FINISHED_BEFORE = compiled(r"(?i)\b(?:finished|completed|came\s+back|succeeded|answered)\b"
                            r"[^.;:,\d]{0,30}$")
_EXIT_ZERO_AFTER = compiled(r"\s+(?:and\s+)?with\s+exit\s+(?:code\s+|status\s+)?0\b")


# "every ... run" before a figure: a figure said of each run of its subject.
_EVERY_RUN_BEFORE = compiled(r"(?i)\b(?:every|each|all)\s+(?:of\s+(?:its|their|the)\s+)?"
                             r"(?:[\w-]+\s+){0,3}?(?:runs?|repeats?)\b")


# Runs a list after it gives one figure each: "Dugong XL's rate limiter runs took 34.12 s,
# 31.87 s and 36.58 s" (after "**Averages.**", still each run's).
_RUNS_LISTED = compiled(r"(?i)\b(?:runs|repeats)\s+(?:took|lasted|ran\s+for|came\s+to|"
                        r"finished\s+in|wrote|produced|used)\s+$")


def classify(state: DraftState, ctx: BlockContext, raw: RawClaim, before: list[BlockContext],
              after: list[BlockContext], header: BlockContext | None,
              headings: list[BlockContext], label: BlockContext | None = None,
              label_header: BlockContext | None = None,
              list_start: int | None = None, list_repeat: str | None = None,
              pair: tuple[bool, frozenset[Key] | None] | None = None,
              row_run: str | None = None) -> Claim | None:
    if raw.ignored is None and raw.unit is None and raw.hint not in ("http", "attempts") \
            and not raw.measured \
            and raw.foreign is None:
        return None
    span = _position(state, raw)
    if span is None:
        return None
    offset, end_offset = span
    line, col = _line_col(state, offset)
    starts = state.line_starts
    if line == len(starts) or end_offset < starts[line]:  # on the same line: no search
        end_line, end_col = line, end_offset - starts[line - 1] + 1
    else:
        end_line, end_col = _line_col(state, end_offset)
    text = raw.code[2] if raw.code is not None else raw.text.replace("\n", " ")
    base: Base = {"line": line, "col": col, "end_line": end_line, "end_col": end_col,
                  "offset": offset, "end_offset": end_offset, "text": text, "value": raw.value,
                  "unit": raw.unit, "qualifier": raw.qualifier, "strict": state.strict}
    if raw.ignored is not None:
        return finding(base, "ignored", message=f'"{text}": {raw.ignored}')
    plain = ctx.block.plain
    sentence = sentence_of(ctx.sentences, raw.start)
    if ((raw.bound is not None and raw.high is None) or raw.unit == "x") \
            and plain[sentence[0]:sentence[1]].rstrip().rstrip("\"\u201d").endswith("?") \
            and _YES_NO.match(plain, sentence[0]) is not None:
        # "Was Marlin 2.1 ever faster than 6.95 s? No.", "Would a 2x faster desktop help?": a
        # bound or a ratio asked, not claimed
        return finding(base, "ignored", message=f'"{text}": asked in a question, not claimed')
    if ctx.every_task is None:
        ctx.every_task = every_task_at(plain, ctx.low)
    # (a range's bottom takes the words right after its top: "ran from 1,729 to 1,806 bytes
    # on its invoice matching runs", "..., except for the malformed run")
    end = raw.partner.end if raw.bound == "from" and raw.partner is not None else raw.end
    if raw.unit == "runs" and raw.hint == "part" \
            and (whole := PART_OF.match(plain, raw.end)) is not None:
        end = whole.end()  # a count's part is scoped as its whole ("answered 4 of 4 with exit
        # code 0 on the diff review task")
    if raw.list_end > end:
        end = raw.list_end  # a list of figures takes the words after its last ("took 1.39, 1.52
        # and 1.43 seconds on its three tramadol runs": each of them is on tramadol)
    scope = resolve(ctx, raw.start, before, after, header, headings, end, label_header)
    if "suites" in plain and _ALL_SUITES.search(plain, sentence[0], sentence[1]) is not None:
        _every_suite(state, scope)  # "... on every run, in all three suites": past its heading's
    if raw.change is not None:
        # "Switching from Osprey 3 Cold to Osprey 3 Warm slowed the first run from 7.46 s to
        # 9.87 s": the figure before is the first lane's, the figure after the second's
        lanes = changed_lanes(ctx, sentence, raw.start)
        if lanes is not None:
            scope.lanes = lanes[0] if raw.change == "before" else lanes[1]
        elif len(state.suite_tasks) == 2 and state.spans_suites(scope.lanes, scope.tasks):
            # "Its median fell from 5.84 seconds to 4.12 seconds after the rewording" in a draft
            # over two suites (a baseline week and a later one): the figure before is the first
            # suite's, the figure after the second's
            earlier_suite, later_suite = state.suite_tasks
            _narrow(scope, earlier_suite if raw.change == "before" else later_suite)
        elif raw.change == "before":
            return finding(base, "ignored", message=f'"{text}": the figure before a change '
                           "(name the lane or run it was to check it)")
    if scope.lanes is not None and len(scope.lanes) > 1 and ctx.low is not None \
            and "temp" in ctx.low:
        scope.lanes = by_temperature(state, scope.lanes, plain, sentence, raw) or scope.lanes
    elif ctx.low is not None and "temp" in ctx.low and not scope.all_lanes \
            and (scope.lanes is None
                 or not any(sentence[0] <= mn.start < raw.start for mn in ctx.lanes)) \
            and (tempered := by_temperature(state, frozenset(
                (suite, run.lane) for suite, run in state.runs
                if scope.suites is None or suite in scope.suites), plain, sentence, raw)) \
            and len(tempered) == 1:
        # "At temperature 0.8 the same model needed 64.30 s", "the third run at temperature
        # 0.8": with no lane named before the claim in its sentence, the temperature names
        # the one lane that was sent it (over a lane carried from an earlier sentence)
        scope.lanes = tempered
    if scope.tasks is not None and len(ctx.tasks) > 1 and pair is None \
            and (both := coordinated(plain, ctx.tasks, scope.tasks, sentence)) is not None:
        scope.tasks = both  # "on the unconstrained and rephrased tasks": every run of both
    if scope.lanes is not None and len(ctx.lanes) > 1 and pair is None \
            and (raw.bound is not None or raw.high is not None
                 or _EVERY_RUN_BEFORE.search(plain, sentence[0], raw.start) is not None) \
            and (both := coordinated_subject(plain, ctx.lanes, scope.lanes, sentence,
                                             raw.start)) is not None:
        scope.lanes = both  # "Both Ocelot and Quokka wrote over 1,195 bytes": each of them;
        # "Naiad and Thalassa finished every guest bio run with exit code 0": every run of both
    if pair is not None:  # "Granite and Phi took 4.12 and 9.84 seconds respectively"
        if pair[0]:
            scope.lanes, scope.all_lanes = pair[1], False
        else:
            scope.tasks = pair[1]
    every_task = bool(ctx.every_task) \
        and any(sentence[0] <= at < sentence[1]
                and (at > raw.start or _NEW_CLAUSE.search(plain, at, raw.start) is None)
                for at in ctx.every_task) \
        and not any(sentence[0] <= mn.start < sentence[1] for mn in ctx.tasks)
    if every_task:
        scope.tasks = None  # "on each of the three tasks" reaches past the heading's task
        # (but says "every run" only of a figure in its own clause: not of "(11 of its 12 runs
        # exited 0) but slower than Caracal Mini on every task")
        every_task = any(sentence[0] <= at < sentence[1] and (
            _NEW_CLAUSE.search(plain, at, raw.start) is None if at < raw.start
            else _CLAUSE_PAST.search(plain, raw.end, at) is None) for at in ctx.every_task)
    if state.suite_tasks and state.spans_suites(scope.lanes, scope.tasks) and not (
            "suites" in plain and _ALL_SUITES.search(plain, sentence[0], sentence[1])):
        _one_suite(state, ctx, raw, scope, header, label, headings)
    runs = _scoped(state, scope)
    base["suite"] = state.suite_of(runs)
    if scope.lanes is None and scope.tasks is None and scope.suites is None \
            and len({run.lane for run in runs}) > 1 \
            and round_world_figure(plain, sentence, raw):
        return finding(base, "ignored", message=f'"{text}": a round figure in a sentence that '
                       "names no lane, task or suite and speaks of no run: the world's, no run's")
    if raw.block.kind != "cell" and world_clause(plain, sentence, raw,
                                                 chain(ctx.lanes, ctx.tasks)):
        return finding(base, "ignored", message=f'"{text}": a round figure in a clause that names '
                       "no lane or task and speaks of no run: the world's, no run's")
    if raw.unit == "exit" and raw.scale[0] < 0 and runs \
            and all(run.model is not None and run.exit_code >= 0 for run in runs):
        return finding(base, "ignored", message=f'"{text}": a signal no run in scope could '
                       "record: only a command lane's exit code says a signal killed it (SPEC "
                       "5); an HTTP run ends on the harness's own code")  # ("the pricket server
        # was killed by signal 9; the harness logged exit code 6")
    if raw.unit == "runs" or (raw.unit == "%" and raw.high is None
                              and (raw.bound is None or raw.bound in ("ge", "gt", "le", "lt"))
                              and (PERCENT_OF.match(plain, raw.end) is not None
                                   or (raw.hint or "").startswith("column ")
                                   or _share_of_runs(plain, raw)
                                   or _elided_share(ctx, raw, sentence))):
        of_runs = _count(state, ctx, raw, base, scope, runs, sentence)
        if of_runs is not None:
            return of_runs
    if raw.unit in ("s", "ms") and ("uild" in plain or "CI" in plain or "ompil" in plain) \
            and scope.lanes is None \
            and any(not any(mn.start < built.end() and built.start() < mn.end
                            for mn in ctx.tasks)  # (not a task's name: "its CI pipeline run")
                    for built in _BUILD.finditer(plain, sentence[0], sentence[1])):
        # "`cargo build --release` for the rate limiter crate now takes 52 seconds on CI"
        return finding(base, "unsupported", message=f'"{text}": a build or CI time, which the '
                       "results do not hold (they time the runs' requests and commands)")
    if raw.unit == "bytes" and raw.scale[0] >= _KILO \
            and _MEDIA.search(plain, max(sentence[0], raw.start - 60),
                              min(sentence[1], raw.end + 60)) is not None \
            and not any(sentence[0] <= mn.start < raw.start for mn in ctx.lanes):
        # "photos (up to 5 MB each)", "- 5 MB: the largest customer photo we accept", "its card
        # image came in at 1.8 MB": a file's size, not an answer's (not "Lark's caption for the
        # first photo came to 1.2 KB", a lane's answer)
        return finding(base, "ignored", message=f'"{text}": the size of a file (a photo, an '
                       "image, an attachment), no answer's")
    if raw.unit == "bytes" and raw.scale[0] >= _MEGA \
            and _ARTIFACT.search(plain, max(sentence[0], raw.start - 60), raw.start) is not None:
        # "The Chamois 2.4 CSV parser binary is 1.8 MB stripped": not its answer's bytes
        return finding(base, "unsupported", message=f'"{text}": the size of a binary or package, '
                       "which the results do not hold (they give each answer's bytes)")
    if raw.unit == "bytes" and raw.scale[0] >= _MEGA and raw.value > 0 \
            and _far_beyond_answers(raw, runs or [run for _, run in state.runs]):
        # "the relay caps attachments at 5 MB", "keep attachments under 5 MB": megabytes where
        # every answer is a few kilobytes, and no unit slipped (a "4.2 MB" for 4,200 bytes)
        return finding(base, "ignored", message=f'"{text}": a size far beyond any answer\'s '
                       "(megabytes), no run's")
    if raw.unit == "s" and (raw.label in ("min", "h") or "min" in plain[raw.start:raw.end]) \
            and raw.decimals == 0 and raw.value > 0 \
            and _far_beyond_times(raw, runs or [run for _, run in state.runs]):
        # "the 90-minute board meeting", "a 15-minute callback window", "about 2 minutes" of a
        # person's where every run in scope took seconds
        return finding(base, "ignored", message=f'"{text}": a time far beyond any run\'s (whole '
                       "minutes or hours where the runs took seconds), no run's")
    if "underived" in run_words(ctx) and (underived := _UNDERIVED.search(
            plain, max(sentence[0], raw.prev_end), raw.start)) is not None \
            and (underived.group(0) not in ("\u00b1", "+/-")
                 or not plain[underived.end():raw.start].strip()):
        # (a "±" is the spread of the figure right after it, not of a later one: "the
        # ±3.1-point margin in its 1,742-byte summary")
        # "a p95 wall time of 37.00 s", "a standard deviation of 0.64 seconds"
        named = underived.group(0)
        what = "a spread given as \u00b1 (a standard deviation or error)" \
            if named in ("\u00b1", "+/-", "\u03c3") or named.lower() in ("sd", "sds", "s.d") \
            else "a confidence interval" if named.lower().startswith(("ci", "confidence")) \
            else f"a {named}"
        return finding(base, "unsupported", message=f'"{text}": {what}, which the results do not '
                       "derive (they give medians, means and each run)")
    words = run_words(ctx)
    stat = list_repeat or ("spread" in words and _spread(plain, raw, masked_text(ctx),
                                                         stats_of(ctx), sentence[0])) \
        or _set_against(ctx, raw, sentence) or _apposed_run(ctx, raw, sentence) \
        or _the_run(ctx, raw, sentence) \
        or adjective_run(plain, raw) \
        or _own_statistic(ctx, raw, sentence) or _numbered_run(ctx, raw, sentence) \
        or statistic(ctx, raw, sentence) or lead_run(ctx, raw, sentence, headings) \
        or (fragment_stat(ctx, sentence) if list_start is None or _RUNS_LISTED.search(
            plain, sentence[0], list_start) is None else None)
    if stat == "all" and (ctx.block.items or label is not None) \
            and ("attempt" in plain or "tries" in plain or " try" in plain) \
            and any(named == "all" and sentence[0] <= at < sentence[1]
                    and _ATTEMPTS_QUANTIFIED.match(plain, at) is not None
                    for at, named in stats_of(ctx)) \
            and (lead := lead_run(ctx, raw, sentence, headings) if ctx.block.items
                 else _row_stat(label, label_header) if label is not None else None) \
            is not None and lead.startswith("repeat"):
        stat = lead  # "- **Capybara Large, second run.** ... HTTP 503 on every attempt and the
        # run ended with exit code 5 after 3.07 seconds", a table row "| X, fifth run | ... |
        # HTTP 500 on every attempt |": the attempts are that run's retries
    if stat is None and header is not None and ctx.block.table is not None \
            and "pread" in header.block.plain and _SPREAD_LABEL.search(masked_text(header)):
        stat = "spread"  # "| Spread, fastest to slowest (s) |": the slowest less the fastest
        # (not a task's name: "| Premium spread |")
    if stat is None and header is not None and ctx.block.table is not None:
        stats = stats_of(header)
        stat = stats[0][1] if stats else None  # "| Median wall (s) |"
        if stat in ("fastest", "slowest") and len(stats) > 1 \
                and stats[1][1] in ("median", "mean") and "(" in header.block.plain:
            stat = stats[1][1]  # "| Slowest (median) |" over "| Purfling 4.1, 34.23 s |":
            # the slowest lane by its median, that median
        if stat is None:
            stat = header_repeat(header.block.plain)  # "| Run 2 (s) |", "| First | Second |"
            # under "..., run by run, with the median of all five:": each column its repeat
        if stat is None and header.block.plain.lstrip()[:3].lower() in ("min", "max") \
                and (short := _MIN_MAX_HEADER.match(header.block.plain)) is not None:
            stat = short.group(1).lower()  # "| Min (s) | Max (s) |"
    if stat is None and label is not None:
        stat = _row_stat(label, label_header)  # "| Third run | 3.96 | 9.32 |"
    if stat is None and label is None and header is not None and ctx.block.table is not None \
            and (note := _NOTE_AFTER.search(plain)) is not None and note.start() <= raw.start:
        stat = _row_stat(ctx, header)  # "| Second (HTTP 500) | 2.47 |": the label's own note
        # is that run's
    if row_run is not None and stat in (None, "all"):
        stat = row_run  # "| Juniper 2.4 | Contracts | first | HTTP 502 on every attempt |"
    if stat is None and label_header is not None and ctx.block.table is not None:
        stats = stats_of(label_header)
        stat = stats[0][1] if stats else None  # "| Median wall (s) |"

    if stat is None and headings and headings[-1].block.kind == "paragraph" \
            and len(kinds := {named for _, named in headings[-1].stats or ()
                              if not named.endswith(" of runs")}) == 1:
        stat = kinds.pop()  # "Median wall times on ticket routing:" before a list
    if stat is None and (ctx.block.table is not None or ctx.block.items):
        stat = _heading_stat(headings)  # "## Meeting minutes, median of five runs" + a table
    headed = _heading_run(headings, scope.lanes) \
        if ctx.block.kind == "paragraph" or ctx.block.item else None
    if stat is None and headed is not None \
            and _RUNS_OWN.search(plain, 0, sentence[1]) is None:
        stat = headed  # "## Scorp Pro, run 3 (malformed)": the run the section is about (not
        # in a paragraph on runs of its own: "The other three Kanna Jack runs finished in ...",
        # "Its other two runs were normal. On its first, ...")
    heading = nearest_heading(headings) if headed is not None else None
    picked = picked_runs(state, ctx, raw, sentence, runs, stat, words, end, list_start,
                         list_repeat, headed, last_in(heading.tasks) if heading else None)
    if isinstance(picked, str) and scope.tasks is not None and scope.lanes is not None \
            and not any(sentence[0] <= mn.start < sentence[1] for mn in ctx.tasks):
        # "Tilewright's second Inlay run ... Litharge Keyed's truncated run stopped at 2,048
        # completion tokens": the lane's run that ended so, on a task of its own when the
        # task carried from before holds none
        lane_runs = _scoped(state, Scope(lanes=scope.lanes, suites=scope.suites))
        retried = picked_runs(state, ctx, raw, sentence, lane_runs, stat, words, end,
                              list_start, list_repeat, headed,
                              last_in(heading.tasks) if heading else None)
        if not isinstance(retried, str) and len({run.task for run in retried[0]}) == 1:
            picked = retried
    if isinstance(picked, str):  # "its truncated run" where no run in scope ended so
        return finding(base, "unsupported",
                       message=f'"{text}": no {picked} run in scope to check it against')
    runs, stat = picked
    if ctx.block.table is not None and (finished_in(header) or finished_in(label_header)
                                        or (header is not None and _WITHOUT_HEADER.search(
                                            header.block.plain) is not None)):
        runs = finished_runs(state, runs)  # "| Median of finished runs (s) |", a table headed
        # "| Suture aftercare, finished runs | Median wall |": the runs that finished
    elif ctx.block.table is not None and headings and headings[-1].block.kind == "paragraph" \
            and finished_caption(headings[-1]):
        runs = finished_runs(state, runs)  # a caption: "Table C1. Seconds per reply, over the
        # runs that completed normally." over "| Bourgeois | Minion | 5.02 |"
    elif ctx.block.items and headings and (heading := nearest_heading(headings)) is not None \
            and _ONLY_SAID.search(heading.block.plain) is not None and finished_in(heading):
        runs = finished_runs(state, runs)  # "### Median answer size, finished runs only
        # (bytes)" over "- Cornet 2.4: 1,139": the list's figures are of the runs that finished
    ended: list[Run] | None = None
    if raw.bound is not None and stat is not None and stat.endswith(" of runs") \
            and (_FINISHED_BEFORE.search(plain, max(sentence[0], raw.start - 60), raw.start)
                 or _EXIT_ZERO_AFTER.match(plain, raw.end)) \
            and (finished := [run for run in runs if run.exit_code == 0]):
        if _EXIT_ZERO_AFTER.match(plain, raw.end) is None:
            ended = runs  # (kept: "finished" may mean "ended" too, below; not "... with exit
            # code 0")
        runs = finished  # "Two of its three runs finished in under 60 seconds; the third died
        # with HTTP 503": the runs that failed are none of those that finished in time
    if stat == "once per task":  # one run of each task in scope: as many as the tasks
        stat = f"{len({run.task for run in runs})} of runs per task"
    if raw.bound is not None and raw.high is None and stat in ("median", "mean") \
            and (clause_count := COUNT.search(plain, clause_of(ctx, raw.start, sentence)[0],
                                              raw.start)) is not None \
            and PART_OF.match(plain, clause_count.start()
                              + len(clause_count.group(0).split()[0])):
        # "its p50 time was 533 ms, 4 of 5 runs finished in under 600 ms": the bound holds for
        # as many runs as its clause counts, not for the statistic named before it
        stat = f"{int(clause_count.group(0).split()[0])} of runs"
    if stat is not None and stat.endswith(" of runs") and list_start is not None \
            and raw.bound is None and raw.high is None:
        stat = "some"  # "two of the three runs were fast (3.17 and 3.42 seconds)": a figure
        # of each of those runs, not of all of them
    if stat == "some" and raw.bound is None and raw.high is None:
        stat = None  # one run of several: any run in scope may be it
    if stat in _SUPERLATIVES and list_start is not None \
            and not any(list_start <= at < raw.end for at, _ in ctx.stats or ()):
        # "took the longest: 27.65, 31.08 and 28.90 seconds": one superlative cannot be each
        # of several figures; the list is of runs (as without the word).
        stat = None
    if stat in ("mean", "median") and list_start is not None and pair is None \
            and _per_run_list(ctx, raw, list_start, sentence):
        stat = None  # "mean 1.54 s, median 1.51 s; output 812, 830 and 805 bytes": per run
    if stat is not None and (stat.endswith(" of runs") or stat == "all") \
            and (count := COUNT.search(plain, sentence[0], raw.start)) is not None \
            and (raw.unit == "exit" or raw.hint == "http" or ":" in plain[count.end():raw.start]):
        stat = None  # "7 of 9 runs ended with exit code 0": the count is the claim (counts.py);
        # the code is one some run in scope ended with
    if (raw.unit == "exit" or raw.hint == "http") \
            and stat in ("mean", "median", *_SUPERLATIVES):
        stat = None  # "mean wall time was 21.52 s, pulled up by one run that timed out (exit
        # code 9)", "median was 1.51 seconds, pulled up by the run that got HTTP 503": an exit
        # code or HTTP status is a run's, never averaged
    if stat == "all" and list_start is not None and raw.bound is None and raw.high is None:
        # "Its runs all wrote 1,512, 1,488 and 1,571 bytes": several figures cannot each hold
        # for every run; the list is one figure per run.
        stat = None
    if stat in ("mean", "median", "most", "all but one") and raw.bound is not None \
            and _EVERY_NEGATOR.match(raw.qualifier or "") \
            and not _stat_in_clause(ctx, raw, sentence):
        # "It averaged 4.18 s and never went past 4.47 s": "never" is about every run; the
        # statistic of the clause before it is not carried over.
        stat = None
    if stat is not None and (stat.startswith("repeat") or stat in _SUPERLATIVES
                             or stat.endswith(" of runs")) and raw.bound is not None \
            and (_NONE_OF_RUNS.match(raw.qualifier or "") is not None
                 or (stat.endswith(" of runs") and _NOT_ONE_OF.search(
                     plain, clause_of(ctx, raw.start, sentence)[0], raw.start) is not None)) \
            and not _stat_in_clause(ctx, raw, sentence):
        stat = None  # "Neckar XL's second ... run took 19.87 seconds, and none of Neckar XL's
        # ... runs went past 20 seconds", "its fastest run at 3.92 seconds; none of its three
        # runs went past 5 seconds": every run, not the one named before (nor the runs
        # counted before: "Four of its five runs exited 0, and not one of the five waited more
        # than 0.9 seconds")
    if stat is None and (scope.all_lanes or every_task) and raw.unit not in ("x", "flag") \
            and list_start is None:
        # "both models exited 0", "exited 0 on every task": true of every run the wording
        # covers (a list is one figure per run or task)
        stat = "all"
    # (a field carried from the list's first item yields to one its own words name: "4,500
    # completion tokens: 3,240 for reasoning and 1,260 for the answer")
    hint = raw.hint if not raw.hint_carried else \
        window_hint(masked_text(ctx), raw, sentence) or raw.hint
    hint = hint or window_hint(masked_text(ctx), raw, sentence)
    if raw.unit == "bytes" and hint in ("reasoning", "thinking") and (
            _ANSWERING_BEFORE.search(plain, max(0, raw.start - 24), raw.start) is not None
            or ("-" in raw.text and _OUTPUT_NOUN_AFTER.match(plain, raw.end) is not None)
            or _BYTES_OF_OTHER.match(plain, raw.end) is not None):
        # Reasoning named before, yet the words at the figure say what the bytes are: "spent
        # 2,131 reasoning tokens before answering in 1,466 bytes", "... for a 1,412-byte
        # email", "3,702 bytes of reasoning for 1,130 bytes of usable German"
        hint = "output"
    first = raw.pair if raw.pair is not None or raw.bound != "to" else raw.partner
    while hint is None and first is not None:  # "... and 11.72 s into its second"
        # (a range's top, by its bottom's: ", Spolvero Max's from 0.29 to 0.36 s")
        hint = first.hint or window_hint(masked_text(ctx), first, sentence)
        first = first.pair
    if hint is None and raw.unit in ("s", "ms") \
            and (opener := _FIELD_OPENER.match(plain, sentence[0])) is not None:
        hint = opener.lastgroup  # "By median wall time Phalarope XS led at 2.06 seconds ...;
        # Dowitcher XL's median, 17.75 seconds, was the slowest": every time in the sentence
    if hint is None and raw.unit in ("s", "ms") and ctx.block.kind == "paragraph" \
            and (led := _FIELD_LEAD.match(plain)) is not None \
            and ((said := hint_of(plain[max(sentence[0], led.end()):min(sentence[1], len(plain))],
                                  raw.unit)) is None
                 or (said == _WAIT_HINT[led.group(1).lower()]
                     and ";" in plain[sentence[0]:raw.start])):  # (not where the sentence
        # names a time of its own: "... and the reply itself started 4.04 s in"; but "**First
        # token.** X showed its first token after 200 ms; ... no Twlc run waited more than
        # 0.23 s": the part after the semicolon names none, and the lead's is the sentence's)
        hint = _WAIT_HINT[led.group(1).lower()]  # "First tokens:
        # Whittle Mini showed something in 90 to 170 ms ... Sloyd XL makes you wait 2.71 to
        # 3.96 s": every time of the paragraph its lead names
    if hint is None and raw.unit in ("s", "ms") and sentence[0] > 0 \
            and _THESE_WERE.search(plain, sentence[0], raw.start) is not None:
        # "- Timing footer with the time to first token. For Tiercel 2.4 on the painkiller
        # chart these were between 0.39 and 0.47 seconds": the times the sentence before named
        hint = hint_of(plain[sentence_of(ctx.sentences, sentence[0] - 1)[0]:sentence[0]],
                       raw.unit)
    if hint is None and raw.unit in ("s", "ms") and ctx.block.items and headings \
            and headings[-1].block.kind == "paragraph" and headings[-1].block.table is None:
        hint = hint_of(headings[-1].block.plain[headings[-1].sentences[0]:], raw.unit)
        # "Median wall times:" over "- Ballista 3: 6.17 s": the time its lead-in (its last
        # sentence) names (not any run's first word)
    if hint is None and raw.unit in ("s", "ms") and ctx.block.table is None \
            and (heading := nearest_heading(headings)) is not None \
            and (titled := _time_heading(heading.block.plain)) is not None:
        hint = _WAIT_HINT[titled.group(1).lower()]  # "### First token", "## Slide 3: waiting
        # for the first word (time to first token)", "## Carer bay: first byte"
        # over "Arriccio Mini and Spolvero Max both responded in under 400 ms on every run":
        # the section's time, where the sentence names none
    if raw.unit in ("s", "ms") and (_GAP_AFTER.match(plain, raw.end) is not None
                                    or _GAP_BEFORE.search(plain, max(0, raw.start - 160),
                                                          raw.start) is not None
                                    or (_SPENT_BEFORE.search(plain, max(0, raw.start - 12),
                                                             raw.start) is not None
                                        and _REASONING_AFTER.match(plain, raw.end) is not None)
                                    or (_AFTER_ELIDED.match(plain, raw.end) is not None
                                        and "first token" in plain[sentence[0]:raw.start])
                                    or ((_REASONING_AFTER.match(plain, raw.end) is not None
                                         or _LATER_AFTER.match(plain, raw.end) is not None)
                                        and _TOKEN_THEN_BYTE.search(plain, sentence[0],
                                                                    raw.start) is not None)
                                    or (_THINKS_FOR.search(plain, max(0, raw.start - 32),
                                                           raw.start) is not None
                                        and _BEFORE_WRITING.match(plain, raw.end) is not None)):
        # "its first visible byte came 12.6 s after its first token", "the gap between its
        # first token and its first output byte was 41.2 seconds", "spent 41.2 s reasoning"
        hint = "gap"
    elif raw.unit == "%" and hint in (None, "completion", "output", "reasoning", "thinking") \
            and (_OF_CEILING.match(plain, raw.end) is not None
                 or (_OF_ITS_OWN.match(plain, raw.end) is not None  # "..., and Y used 42.6%
                     and _OF_CEILING.search(plain, sentence[0], raw.start) is not None)):
        # "used 93 percent of the 8,192-token ceiling"; "its 8,192 reasoning tokens filled two
        # thirds of its 12,288-token budget": of the ceiling, by reasoning tokens alone; "83.4%
        # of the budget went to thinking": that, or the reasoning share (writers call the
        # tokens a run used its budget too)
        comma = _CLAUSE_COMMA.search(plain, raw.end, sentence[1])  # (not "8,192")
        if _REASONING_NEAR.search(plain, raw.end,
                                  sentence[1] if comma is None else comma.start()):
            hint = "reasoning or budget"
        elif _REASONING_NEAR.search(plain, clause_of(ctx, raw.start, sentence)[0], raw.start):
            hint = "reasoning budget"
        elif hint not in ("reasoning", "thinking"):
            hint = "budget"
    elif raw.unit == "%" and hint in (None, "ceiling") and ctx.block.table is not None \
            and ((header is not None and _BUDGET_CELL.search(header.block.plain) is not None)
                 or (label is not None and _BUDGET_CELL.search(label.block.plain) is not None)):
        hint = "budget"  # a table's "| budget used |" column or row: the share of the ceiling
    subject = subject_of(state, text, scope, runs)
    if raw.foreign is not None:
        return finding(base, "unsupported",
                       message=f"{subject}: the results hold no {raw.foreign} to check it against")
    if raw.unit == "flag" and scope.lanes is None and not scope.all_lanes \
            and len(later := {mn.keys for mn in ctx.lanes
                              if raw.end <= mn.start < sentence[1]}) == 1 \
            and _CONFIGURED.search(plain, raw.end, sentence[1]) is not None:
        # "pin it with `--temperature 0` and `--seed 4242`, which is how Thrush T0 is
        # configured": the lane named after the flags, as the suite declares it
        scope.lanes = later.pop()
        runs = _scoped(state, scope)
        subject = subject_of(state, text, scope, runs)
    if raw.unit == "flag" and scope.lanes is None and not scope.all_lanes \
            and _ADVICE.search(plain, sentence[0], sentence[1]) is not None:
        # "If your client sends `--temperature 0.7` by default, ...", "pin it explicitly with
        # `--temperature 0`": advice to the reader, no lane's run
        return finding(base, "ignored", message=f'"{text}": advice to the reader, not a flag a '
                       "run was sent")
    if raw.unit == "flag":
        widened = None
        if scope.all_lanes:
            said = quantifier_before(ctx, raw.start)
            widened = f'the sentence says "{said}"' if said else "the sentence covers every lane"
        elif scope.lanes is None:
            widened = "no lane is named for it"
        return flag_claim(state, base, raw, runs, subject, widened,
                          unnamed=scope.lanes is None and not scope.all_lanes)
    explicit = explicit_ratio(ctx, raw, sentence, header) \
        if raw.unit in (None, "x") and raw.hint not in ("http", "attempts") \
        and (written_ratio(plain) or header is not None) else None  # (not "an HTTP 429")
    if explicit is not None:
        raw.unit = base["unit"] = "x"  # a ratio written out in words
    if raw.unit == "x" and len(ctx.tasks) > 1 and (own := _ITS_OWN_ON.match(plain, raw.end)) \
            and not any(raw.end <= mn.start < own.end() for mn in ctx.lanes) \
            and (between := task_ratio(state, base, raw, ctx, sentence, scope, subject, plain,
                                       stat, percent=False)) is not None:
        return between  # "its median wall time was 4.0 times its median on the 32k haystack"
    if raw.unit == "x" and state.suite_tasks and " its " in plain[raw.end:raw.end + 24] \
            and (between := suite_ratio(state, base, raw, ctx, scope, plain)) is not None:
        return between  # "12.41 seconds, 3.2 times its prism-rank median"
    if raw.unit == "x":
        return ratio_claim(state, base, raw, ctx, sentence, scope, runs, subject, plain, explicit,
                           stat=stat)
    if raw.points and raw.high is None:
        # "85.3% ... and Dormouse Flash 50.0%, a gap of 35.3 percentage points"
        return ratio_claim(state, base, raw, ctx, sentence, scope, runs, subject, plain,
                           difference=(m.HINTS["%"].get(hint or "", "reasoning_share"),),
                           stat=stat)
    if raw.unit in _DIFFERENCE_UNITS and raw.bound is None and raw.high is None \
            and "than" in words and stat != "spread" and hint != "gap" \
            and (_DIFFERENCE.match(plain, raw.end)
                 or (raw.compared and _THAN.match(plain, raw.end))
                 or ((_ELIDED_THAN.match(plain, raw.end) is not None
                      or _IN_ABSOLUTE_TERMS.match(plain, raw.end) is not None)
                     and _THAN_LANE.search(masked_text(ctx), sentence[0], raw.start))):
        # (or its comparison said before it: "produced 39% fewer bytes than Trapeze 4.2 and
        # finished 6.25 seconds sooner", "2.7x slower than Ratline 4.1 at the median, or
        # 12.58 s in absolute terms")
        # "Ibis was 5.67 seconds faster than Kestrel": a difference between two lanes ("97 ms
        # faster to first token than": of that field)
        to_first = _TO_FIRST.match(plain, raw.end)
        wanted = ("ttft_s" if to_first.group(1).lower() == "token" else "ttfo_s") \
            if to_first is not None else m.HINTS.get(raw.unit, {}).get(raw.hint or hint or "")
        # (the field named before it in its clause too: "the Farandole Mazurka's first token
        # came 1.47 s later than the Tarantella Mazurka's")
        return ratio_claim(state, base, raw, ctx, sentence, scope, runs, subject, plain,
                           difference=(wanted or m.UNIT_FIELDS[raw.unit][0],), stat=stat)
    if raw.unit in _DIFFERENCE_UNITS and raw.bound is None and raw.high is None \
            and stat != "spread" and hint != "gap" \
            and (_ELIDED_THAN.match(plain, raw.end) is not None
                 or _BEHIND_IT.match(plain, raw.end) is not None) \
            and _parallel_lanes(ctx, raw, sentence):
        # "Pantile's median was 1.94 seconds; Gambrel's was 4.79 seconds longer", "Spiccato
        # Flick led again at 1.79 seconds, with Scroll CLI 1.97 s behind it": the difference
        # from the lane of the clause before
        wanted = m.HINTS.get(raw.unit, {}).get(raw.hint or "") or m.UNIT_FIELDS[raw.unit][0]
        return ratio_claim(state, base, raw, ctx, sentence, scope, runs, subject, plain,
                           difference=(wanted,), stat=stat)
    if raw.unit in _DIFFERENCE_UNITS and raw.bound is None and raw.high is None \
            and stat != "spread" and hint != "gap" \
            and (" by " in (near := plain[max(0, raw.start - 24):raw.start])
                 or " by\n" in near or "\nby " in near) \
            and _BY_DIFFERENCE.search(masked_text(ctx), max(0, raw.start - 96), raw.start):
        # "the warm lane was slower by 18.00 seconds": a difference from the other lane
        wanted = m.HINTS.get(raw.unit, {}).get(raw.hint or "")
        return ratio_claim(state, base, raw, ctx, sentence, scope, runs, subject, plain,
                           difference=(wanted or m.UNIT_FIELDS[raw.unit][0],), stat=stat)
    if raw.unit in _DIFFERENCE_UNITS and raw.bound is None and raw.high is None \
            and ("gap" in (low := ctx.low or plain.lower()) or "difference" in low
                 or "margin" in low) \
            and _GAP_OF.search(plain, max(sentence[0], raw.start - 40), raw.start) is not None \
            and len(frozenset().union(*(mn.keys for mn in ctx.lanes
                                        if sentence[0] <= mn.start < raw.start))) == 2:
        # "Civet Mini's first byte came after 120 ms and Marlin 2.1's after 600 ms, a gap of
        # 480 ms": the difference between the two lanes' figures before it (also past both
        # named at once: "the two Flue lanes are close: 5.34 and 6.04 s for Flue Damped and
        # Flue Open respectively, a gap of 0.70 s")
        wanted = m.HINTS.get(raw.unit, {}).get(hint or "") \
            or next(iter(ratio_fields(plain[sentence[0]:raw.start])), None)
        return ratio_claim(state, base, raw, ctx, sentence, scope, runs, subject, plain,
                           difference=(wanted or m.UNIT_FIELDS[raw.unit][0],), stat=stat)
    if raw.unit in _DIFFERENCE_UNITS and raw.bound is None and raw.high is None \
            and "etween" in plain[sentence[0]:raw.start] \
            and _GAP_BETWEEN.search(masked_text(ctx), max(sentence[0], raw.start - 160),
                                    raw.start) is not None \
            and len({mn.keys for mn in ctx.lanes if sentence[0] <= mn.start < raw.start}) == 2:
        # "The gap between Ocotillo 4.1 and Yucca Sprout is 3.28 seconds at the median": the
        # difference between the two lanes it names
        wanted = m.HINTS.get(raw.unit, {}).get(hint or "") \
            or next(iter(ratio_fields(plain[sentence[0]:raw.start])), None)
        return ratio_claim(state, base, raw, ctx, sentence, scope, runs, subject, plain,
                           difference=(wanted or m.UNIT_FIELDS[raw.unit][0],), stat=stat)
    if raw.unit in _DIFFERENCE_UNITS and raw.bound is None and raw.high is None \
            and ("gap" in (low := ctx.low or plain.lower()) or "difference" in low
                 or "margin" in low) \
            and (_GAP_TO_BEFORE.search(masked_text(ctx), max(sentence[0], raw.start - 60),
                                       raw.start) is not None
                 or (_GAP_OF.search(plain, max(sentence[0], raw.start - 40), raw.start)
                     is not None and _TO_LANE_AFTER.match(masked_text(ctx), raw.end))):
        # "Besom CLI: ...; the gap to Billhook 4.1 is 2.97 seconds", "a gap of 2.97 seconds to
        # Billhook 4.1": the difference between the lane and the one named after "to"
        wanted = m.HINTS.get(raw.unit, {}).get(hint or "")
        return ratio_claim(state, base, raw, ctx, sentence, scope, runs, subject, plain,
                           difference=(wanted or m.UNIT_FIELDS[raw.unit][0],), stat=stat)
    if header is not None and raw.unit in _DIFFERENCE_UNITS and raw.bound is None \
            and raw.high is None and ctx.block.kind == "cell" \
            and (gap := gap_to_extreme(state, base, raw, scope, header.block.plain,
                                       m.HINTS.get(raw.unit, {}).get(hint or "")
                                       or m.UNIT_FIELDS[raw.unit][0], subject)) is not None:
        return gap  # "| Xerus Flash | 1.50 | 1.00 |" under "Δ vs fastest (s)"
    if raw.unit in _DIFFERENCE_UNITS and raw.bound is None and raw.high is None \
            and "minus" in plain[sentence[0]:raw.start] \
            and _MINUS.search(masked_text(ctx), max(sentence[0], raw.start - 120), raw.start):
        # "At the median, Shelduck Mini minus Redstart 2.1 comes to -3.77 s": the first
        # lane's figure less the second's, signed
        wanted = m.HINTS.get(raw.unit, {}).get(hint or "") \
            or next(iter(ratio_fields(plain[sentence[0]:raw.start])), None)
        return ratio_claim(state, base, raw, ctx, sentence, scope, runs, subject, plain,
                           difference=(wanted or m.UNIT_FIELDS[raw.unit][0],), stat=stat,
                           signed=True)
    if raw.unit in (None, *_DIFFERENCE_UNITS) and raw.bound is None and raw.high is None \
            and own_runs(ctx) and _MORE_ON_RUN.match(plain, raw.end) is not None:
        # "1,532 bytes on its first run and 76 more on its second": a difference between runs
        return finding(base, "unsupported", message=f"{subject}: a difference between runs of "
                       "one lane, which the results do not derive")
    if raw.compared:  # "3 more bytes of overhead": more than nothing the draft names
        return finding(base, "unsupported", message=f"{subject}: a difference with nothing to "
                       "compare it with (\"than\" a lane)")
    if raw.unit == "%" and raw.bound is None and _foreign_change(ctx, raw, sentence):
        return finding(base, "ignored", message=f'"{text}": {FOREIGN_CHANGE}')
    so_lanes = False
    if raw.unit == "%" and (_lane_percent(ctx, raw, sentence, scope.lanes)
                            or _percent_by(ctx, raw, sentence)
                            or (_CHANGE_AFTER.match(plain, raw.end) is not None
                                and beside_figure(plain, raw)
                                and len({mn.keys for mn in ctx.lanes
                                         if sentence[0] <= mn.start < raw.start}) == 2)
                            or (_CHANGE_AFTER.match(plain, raw.end) is not None
                                and fronted_compared(ctx, raw, sentence) is not None)
                            or (so_lanes := _so_two_lanes(ctx, raw, sentence, plain))
                            or (raw.bound is None and _CHANGE_AFTER.match(plain, raw.end)
                                is not None and _ELIDED_THAN_PERCENT.match(plain, raw.end)
                                is not None and _THAN_LANE.search(masked_text(ctx), sentence[0],
                                                                  raw.start) is not None)
                            or (raw.bound is None and _ELIDED_THAN_PERCENT.match(plain, raw.end)
                                is not None and _parallel_lanes(ctx, raw, sentence))
                            or (raw.bound is None and _THAN_IT_AFTER.match(plain, raw.end)
                                is not None and _THAN_OR_AS_LANE.search(
                                    masked_text(ctx), sentence[0], raw.start) is not None)):
        # "90% of Orca's", "10% fewer bytes than", "Compared with Orca, Cedar used 10% fewer",
        # "2x faster than Chafer Pro's first and came back with 43% fewer bytes" (its "than"
        # said before it)
        if so_lanes and stat is None:
            stat = next((named for at, named in reversed(stats_of(ctx))
                         if sentence[0] <= at < raw.start and named in ("median", "mean")), None)
            # (the statistic of the figures it is drawn from: "Nashiji's median was 3.13 s,
            # Chinkin's 5.87 s, so Nashiji was 46.7% quicker")
        return ratio_claim(state, base, raw, ctx, sentence, scope, runs, subject, plain,
                           percent=True, stat=stat)
    if raw.unit == "%" and raw.bound is None and _CHANGE_AFTER.match(plain, raw.end):
        if len(ctx.tasks) > 1 and (between := task_ratio(
                state, base, raw, ctx, sentence, scope, subject, plain, stat, percent=True)):
            return between  # "the median Japanese answer was 122% larger than the German one"
        return finding(base, "unsupported",
                       message=f"{subject}: a percent change against nothing the results hold "
                               "(they derive one between two lanes: \"N% faster than\" a lane)")
    if raw.unit is None:
        fields: tuple[str, ...] = ("http_status",) if raw.hint == "http" else (
            ("attempts",) if raw.hint == "attempts" else (
                *m.TIME, *m.BYTES, *m.TOKENS, *m.RATES))
    else:
        fields = m.UNIT_FIELDS.get(raw.unit, ())
        wanted = m.HINTS.get(raw.unit, {}).get(hint or "")
        if wanted is not None:
            fields = (wanted,)
        elif hint == "reasoning or budget":
            fields = ("reasoning_share", "reasoning_budget_share")
        elif raw.unit == "tokens" and "max_tokens" in fields \
                and _USED_BEFORE.search(plain, max(sentence[0], raw.start - 24), raw.start):
            fields = tuple(name for name in fields if name != "max_tokens")  # "and used 1,846
            # tokens": tokens a run used, never its ceiling
    counted = stat == "some" or (stat is not None and stat.endswith((" of runs",
                                                                     " of runs per task")))
    candidates = state.field_candidates(runs, fields, None if counted else stat)
    missing = missing_field(runs, fields[0], stat) \
        if not candidates and fields and raw.unit is not None else None
    if raw.bound is not None or raw.high is not None \
            or counted or stat in ("all", "most", "all but one"):
        found = bounded_claim(base, raw, candidates, fields, stat, subject, missing)
        if found.status == "mismatch" and counted and ended is not None \
                and (over_all := bounded_claim(base, raw, state.field_candidates(
                    ended, fields, None), fields, stat, subject)).status == "verified":
            return over_all  # "5 of its 6 runs finished in under 3.3 seconds" with one of the
            # five an HTTP 503 after 2.87 s: "finished" as "ended", as the count of them reads
        if found.status == "mismatch" and not counted and stat in (None, "all") \
                and _EVERY_SUITE.search(plain, sentence[0], sentence[1]) is None:
            return _in_one_suite(base, raw, runs, fields, stat, subject) or found
        return found
    anchored = not (scope.lanes is None and scope.tasks is None and scope.suites is None
                    and len({r.lane for r in runs}) > 1)
    return point_claim(state, base, raw, candidates, subject, anchored, missing,
                       None if stat is not None else
                       lambda: _earlier_repeat(ctx, raw, headings, runs),
                       loose=not anchored and raw.unit is None and stat is None
                       and raw.hint not in ("http", "attempts"))  # ("with HTTP 200 and 1
    # attempt" says what it measures, as a unit would)


def _so_two_lanes(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int],
                  plain: str) -> bool:
    """Whether a percent change is drawn, after "so", from two lanes' figures given before it
    in its sentence: "Nashiji's median was 3.13 s, Chinkin's 5.87 s, so Nashiji was 46.7%
    quicker" (set against the other lane)."""
    return raw.bound is None and _CHANGE_AFTER.match(plain, raw.end) is not None \
        and _SO_LANE_WAS.search(masked_text(ctx), sentence[0], raw.start) is not None \
        and len({mn.keys for mn in ctx.lanes if sentence[0] <= mn.start < raw.start}) == 2


# A conclusion drawn from two lanes' figures just given: "Nashiji's median was 3.13 s,
# Chinkin's 5.87 s, so Nashiji was 48.2% quicker" (the other lane is what it is set against).
_SO_LANE_WAS = compiled(r"(?i),\s+so\s+\x00+\s+(?:was|is|ran|came\s+in)\s+"
                        r"(?:about\s+|roughly\s+)?$")


_LIST_BREAK = compiled(r"[;:(]")
# A verb of tokens spent, right before a count: "used 1,846 tokens", "burned 2,000 tokens".
_USED_BEFORE = compiled(r"(?i)\b(?:used|using|spent|spending|burn(?:ed|t|ing)|generated|produced|"
                        r"consumed|emitted)\s+(?:about\s+|roughly\s+|only\s+|just\s+|some\s+)?$")


# Wording that covers every suite's runs: "in all three suites", "across both weeks".
_EVERY_SUITE = lazy(r"(?i)\b(?:suites|weeks|months|rounds|both|either|each|every\s+suite)\b")


def _in_one_suite(base: Base, raw: RawClaim, runs: list[Run], fields: tuple[str, ...],
                  stat: str | None, subject: str) -> Claim | None:
    """A bound or range over runs in two or more suites (one lane's runs before and after a
    change), true of every run of one of them: "its three runs ranged from 4.78 to 5.23 s"
    under a heading about the reworded week, as a median is checked against each suite's.
    A range holds only if both its ends hold in the same suite."""
    suites = sorted({run.suite for run in runs})
    if len(suites) < 2:
        return None
    for suite in suites:
        own = m.field_candidates([run for run in runs if run.suite == suite], fields, stat)
        found = bounded_claim(base, raw, own, fields, stat, subject)
        if found.status in ("verified", "derived") and (raw.partner is None or bounded_claim(
                base, raw.partner, own, fields, stat, subject).status in ("verified", "derived")):
            return found
    return None


def _share_of_runs(plain: str, raw: RawClaim) -> bool:
    """A percentage that is a share of runs without "of its runs" after it: in brackets right
    after a count ("on 5 of 6 runs (83.3%)"), or a success or failure rate ("its success rate
    was 83.3%", "a 40% failure rate")."""
    before = max(0, raw.start - 60)
    return (plain[raw.start - 1:raw.start] == "(" and "runs" in plain[before:raw.start]
            and BRACKETED_SHARE.search(plain, before, raw.start) is not None) \
        or (" rate" in plain[before:raw.start]
            and SUCCESS_RATE.search(plain, before, raw.start) is not None) \
        or RATE_AFTER.match(plain, raw.end) is not None


_ANSWERING_BEFORE = compiled(r"(?i)\b(?:answer(?:ing|ed|s)?|repl(?:ying|ied))\s+(?:in|with)\s+$")
# What a run wrote, after a size that is its adjective: "a 1,412-byte email".
_OUTPUT_NOUN_AFTER = compiled(r"(?i)\s+(?:[\w-]+\s+)?(?:email|answer|reply|summary|response|output|"
                              r"explanation|essay|story|draft|translation|letter|message)s?\b")
# A run named by one ordinal and placed by another: "Acorn 3B's first warm email reply run, the
# second of the session, took 6.12 seconds".
_APPOSED_RUN = compiled(rf"(?i)\b(?:{ORDINAL})\s+(?:[\w-]+\s+){{0,4}}?(?:run|repeat),\s+the\s+"
                        rf"({ORDINAL})\s+(?:of\s+(?:the|its|their)\s+(?:session|day|series|"
                        r"sequence|batch|suite)|overall|in\s+(?:the\s+)?(?:order|sequence))\s*,")


def _apposed_run(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]) -> str | None:
    """The repeat an apposition places a run at ("its first warm run, the second of the
    session, took 6.12 seconds": run 2), for a figure right after it in its clause."""
    plain = ctx.block.plain
    if ", the " not in plain[sentence[0]:raw.start]:
        return None
    placed = last(_APPOSED_RUN.finditer(plain, sentence[0], raw.start))
    if placed is None or any(mark in plain[placed.end():raw.start] for mark in ",;:") \
            or DIGIT.search(plain, placed.end(), raw.start) is not None:
        return None
    return ORDINALS[placed.group(1).lower()]


# "the run" (or "that run") as a clause's subject, right before its figure.
_THE_RUN_BEFORE = compiled(r"(?i)\b(?:the|that|this)\s+run\b[^.;:,\d]{0,60}$")


def _the_run(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]) -> str | None:
    """The run "the run" stands for, when its sentence named one run before it ("Bluefin
    Pro's third run is the failure: HTTP 503 after retries, and the run still reported 538
    prompt tokens")."""
    plain = ctx.block.plain
    if " run" not in plain[sentence[0]:raw.start]:
        return None
    said = _THE_RUN_BEFORE.search(plain, max(sentence[0], raw.start - 80), raw.start)
    if said is None:
        return None
    if any(said.start() <= at < raw.start for at, _ in stats_of(ctx)):
        return None  # ("that run is included in its pairwise mean of 1.18 seconds")
    named = {stat for at, stat in stats_of(ctx) if sentence[0] <= at < said.start()
             and stat.startswith("repeat")}
    return named.pop() if len(named) == 1 else None


# A figure set against another run's: "(5,602 completion tokens against the first run's 5,214)".
_AGAINST_RUNS = compiled(rf"(?i)\s+(?:against|versus|vs\.?|compared\s+with)\s+(?:the|its)\s+"
                         rf"({ORDINAL})\s+(?:run|repeat)['\u2019]s\s+[~\u2248]?\d")


def _set_against(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]) -> str | None:
    """The run of a figure set against another run's ("... wrote 388 more completion tokens
    than its first (5,602 completion tokens against the first run's 5,214)"): the other run
    its sentence names, not the one named after it."""
    if "against" not in ctx.block.plain and " vs" not in ctx.block.plain \
            and "versus" not in ctx.block.plain and "compared" not in ctx.block.plain:
        return None
    other = _AGAINST_RUNS.match(ctx.block.plain, raw.end)
    if other is None:
        return None
    theirs = ORDINALS[other.group(1).lower()]
    named = [stat for at, stat in stats_of(ctx) if sentence[0] <= at < raw.start
             and stat.startswith("repeat") and stat != theirs]
    return named[0] if len(set(named)) == 1 else None


# A share of runs said in full: "succeeded on 92% of their runs".
_SHARE_OF_RUNS = compiled(r"(?i)%\s+of\s+(?:(?:their|its|the|all)\s+)?(?:[\w-]+\s+)?runs\b")
_ELIDED_LEAD = compiled(r"\s*[;,]\s*(?:(?:and|while|but|whereas)\s+)?")
_ELIDED_TAIL = compiled(r"(?:['\u2019]s)?\s*(?:on|with|at|:)?\s*")


def _elided_share(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]) -> bool:
    """A percentage that is the elided parallel of a share of runs before it in its sentence:
    "Tansy Pro and Nettle 3B each succeeded on 92% of their runs, Hazel 7B on 83%" (a lane's
    name, and nothing else, between the two)."""
    plain = ctx.block.plain
    if "runs" not in plain:
        return False
    full = last(_SHARE_OF_RUNS.finditer(plain, sentence[0], raw.start))
    if full is None:
        return False
    return any(full.end() <= mn.start and mn.end <= raw.start
               and _ELIDED_LEAD.fullmatch(plain, full.end(), mn.start) is not None
               and _ELIDED_TAIL.fullmatch(plain, mn.end, raw.start) is not None
               for mn in ctx.lanes)


def _count(state: DraftState, ctx: BlockContext, raw: RawClaim, base: Base, scope: Scope,
           runs: list[Run], sentence: tuple[int, int]) -> Claim | None:
    """A count of runs ("7 of its 9 runs ended with exit code 0", "36 runs in all") or a share
    of them ("exited 0 on 83.3% of its runs", "(80.6% of them)" after a count), over the runs
    its whole says when the scope holds another number of them (counts.counted_scope)."""
    plain = ctx.block.plain
    if raw.unit == "runs":
        clause = clause_of(ctx, raw.start, sentence)
        begin, end, whole = clause[0], clause[1], None
        noun = (PART_OF if raw.hint == "part" else RUNS_AFTER).match(plain, raw.end)
        inside = [mn for mn in (*ctx.lanes, *ctx.tasks)
                  if noun is not None and raw.end < mn.start < noun.end()]
        if any(mention in ctx.tasks for mention in inside):  # the task named there, not
            # the one in scope: "...; it finished 4 of its 4 incident-recap runs"
            runs = _scoped(state, Scope(lanes=scope.lanes, suites=scope.suites))
        for mention in inside:  # "1 of the 3 Juniper 2.4 runs", "3 of its 4 paper-gist runs"
            keys = {name for _, name in mention.keys}
            runs = [r for r in runs if (r.lane if mention in ctx.lanes else r.task) in keys]
        if raw.hint == "whole" and plain[max(0, raw.start - 6):raw.start].lower() == "other " \
                and (named := {int(stat.removeprefix("repeat ")) for at, _, stat in own_runs(ctx)
                               if sentence[0] <= at < raw.start and stat[7:].isdigit()}):
            # "pulled up by run 4, ...; the other 5 runs exited 0": not the run named
            runs = [r for r in runs if r.repeat not in named]
        elif raw.hint == "whole" and state.told \
                and plain[max(0, raw.start - 6):raw.start].lower() == "other ":
            # "- Sackbut Alto, hiatus counteroffer, third run: exit code 7 ...\n- The other
            # 22 runs finished normally": not the failed runs the section named one by one
            runs = [r for r in runs if r.exit_code == 0 or r.id not in state.told]
    else:
        begin, end, whole = sentence[0], raw.start, percent_whole(plain, sentence[0], raw)
        if whole is None and "them" in plain[raw.end:raw.end + 12]:
            return None  # "3,120 tokens, 80% of them reasoning": not runs
    if whole is not None and len(runs) != whole and scope.tasks is not None \
            and len(lane_runs := _scoped(state, Scope(lanes=scope.lanes, suites=scope.suites))) \
            == whole:
        runs = lane_runs  # "filtered one of its fifteen runs (6.7%), on jailbreak refusal": the
        # whole is the lane's runs; the task said after is where it happened
    if whole is not None or raw.unit == "runs":
        unnamed = not any(sentence[0] <= mn.start < end for mn in (*ctx.lanes, *ctx.tasks))
        every = _scoped(state, Scope(suites=scope.suites)) if unnamed else runs
        runs = counted_scope(raw, plain, runs, every, whole)
    subject = subject_of(state, base["text"], scope, runs)
    if raw.unit == "runs":
        return count_claim(base, raw, plain, begin, runs, subject)
    return percent_claim(base, raw, plain, begin, runs, subject)


# A run named by number or ordinal: "run 2", "its third run".
_RUN_NAMED = compiled(rf"(?i)\b(?:run|repeat|attempt)\s*#?\d"
                      rf"|\b(?:{ORDINAL})\s+(?:[\w-]+\s+){{0,2}}?(?:run|repeat|attempt)\b")
# The kinds of unit a list's figures may carry (one per field).
_LIST_UNITS = (("time", compiled(r"\d\s*(?:s|ms|sec|secs|seconds?)\b")),
               ("bytes", compiled(r"\d\s*(?:bytes?|KB|kB)\b")),
               ("tokens", compiled(r"\d\s*(?:[a-z]+\s+)?tokens?\b(?!\s*(?:/|per))")))


def _per_run_list(ctx: BlockContext, raw: RawClaim, list_start: int,
                  sentence: tuple[int, int]) -> bool:
    """Whether a list of figures is one per run, not of the statistic named before it: the
    statistic stands before a ";", ":" or "(" that opens the list's own part ("mean 1.53 s
    (its runs: 1.42, 1.68 and 1.51 s)"), and no lane is named between its figures (not
    "Median wall times: Ocelot 5.12 s, Quokka 1.73 s", a list over lanes)."""
    if any(list_start <= mn.start < raw.end for mn in ctx.lanes):
        return False
    listed = ctx.block.plain[list_start:max(raw.end, raw.list_end)]
    if len({kind for kind, unit in _LIST_UNITS if unit.search(listed) is not None}) > 1 \
            and _RUN_NAMED.search(ctx.block.plain, sentence[0], list_start) is None:
        return False  # "median: 2.47 seconds and 1,742 bytes": one figure of each field (not
        # "median 6.38 s; run 2 died after 4.72 s and 0 bytes": the run's)
    stats = [at for at, _ in ctx.stats or () if sentence[0] <= at < raw.end]
    if not stats or stats[-1] >= list_start:
        return False
    return _LIST_BREAK.search(ctx.block.plain, stats[-1], list_start) is not None


def _earlier_repeat(ctx: BlockContext, raw: RawClaim, headings: list[BlockContext],
                    runs: list[Run]) -> frozenset[str] | None:
    """The runs of the repeat named last before the claim in its block ("Qwen's first run
    took 5.62 s. The answer was 2,650 bytes"), else in the headings above it ("## Test
    writing: the first run"): a mismatch names their value."""
    named = [stat for at, stat in stats_of(ctx) if at < raw.start and stat.startswith("repeat")]
    for heading in reversed(headings):
        if named:
            break
        named = [stat for _, stat in stats_of(heading) if stat.startswith("repeat")]
    if not named:
        return _ended_before(ctx, raw, runs)
    wanted = named[-1].removeprefix("repeat ")
    if wanted == "last":
        return None
    return frozenset(r.id for r in runs if r.repeat == int(wanted))


def _ended_before(ctx: BlockContext, raw: RawClaim, runs: list[Run]) -> frozenset[str] | None:
    """The one run of ``runs`` that ended as the claim's sentence, or the one before, last says
    ("One of Sabaton 4.2's ran out of time after 60.00 seconds (exit code 9) ...; it had used
    6,240 completion tokens by then"): the run told of."""
    index = bisect.bisect_right(ctx.sentences, raw.start) - 1
    since = ctx.sentences[index - 1] if index > 0 else 0
    said = last(_ENDED_SAID.finditer(ctx.block.plain, since, raw.start))
    if said is None:
        return None
    if said.group(1) is not None:
        code = int(said.group(1).replace("\u2212", "-"))
        ended = [r for r in runs if r.exit_code == code]
    else:
        ended = [r for r in runs if outcome_test("timed-out")(r)]
    return frozenset({ended[0].id}) if len(ended) == 1 else None


# How a run ended, said before a figure of it: "(exit code 9)", "exited with code 7", "ran out
# of time" or "timed out" (exit 9).
_ENDED_SAID = compiled(r"(?i)\bexit(?:ed)?\s+(?:with\s+)?(?:code\s+)?([\u2212-]?\d{1,3})\b"
                       r"|\b(?:ran\s+out\s+of\s+time|timed[-\s]out)\b")
