"""Classify each claim of a draft: find its scope, its candidates, and decide its status
(the decisions and their wording are in decide.py, a ratio's in ratio_claim.py)."""

from __future__ import annotations

import bisect
import re
from typing import TYPE_CHECKING

from lumen_report.verify import match as m
from lumen_report.verify.blocks import Block, lines_of, parse_blocks
from lumen_report.verify.context import (
    BlockContext,
    Scope,
    clause_of,
    elided_item,
    masked_text,
    pronoun_lanes,
    quantifier_before,
    resolve,
    run_words,
    sentence_of,
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
from lumen_report.verify.extract import RawClaim, extract, sentence_bounds
from lumen_report.verify.grammar import ORDINAL
from lumen_report.verify.lazy import lazy
from lumen_report.verify.lists import (
    ORDINALS,
    RESPECTIVE_WORD,
    bare_lists,
    coordinated,
    coordinated_subject,
    mark_list_ends,
    repeat_lists,
    respectively,
    subject_lists,
    task_pairs,
    versus,
)
from lumen_report.verify.model import Claim, DraftReport
from lumen_report.verify.names import (
    Key,
    Mention,
    Names,
    build_names,
    by_first_letter,
    folded,
    norm,
)
from lumen_report.verify.params import by_temperature, changed_lanes
from lumen_report.verify.patterns import compiled
from lumen_report.verify.picks import adjective_run, lead_run, picked_runs
from lumen_report.verify.ratio_claim import ratio_claim
from lumen_report.verify.ratios import (
    elided_subject,
    every_task_at,
    explicit_ratio,
    fronted_compared,
    subject_lanes,
    written_ratio,
)
from lumen_report.verify.runs import Run, Suite
from lumen_report.verify.wording import (
    block_stats,
    fragment_stat,
    header_flag,
    header_unit,
    statistic,
    stats_of,
    window_hint,
)

if TYPE_CHECKING:
    from lumen_report.drafts import Draft

_DIGIT = compiled(r"\d")
# A table row's first cell naming the repeat: "Run 2", "Repeat #3".
_RUN_LABEL = compiled(r"(?i)\s*(?:run|repeat|attempt|try)\s*#?\s*(\d+)\s*$")
# A first column headed "Run" or "Repeat" whose cells are the repeat numbers (1, 2, 3).
_RUN_COLUMN = compiled(r"(?i)\s*(?:runs?|repeats?|attempts?)\s*#?\s*$")
_RUN_NUMBER = compiled(r"\s*#?(\d{1,3})\s*$")
# A column headed by a repeat's number, with or without its unit: "Run 2 (s)", "Repeat 3".
# A column headed by the short statistic: "| Min (s) |", "| max. wall |" (only a header: in
# prose "max" is as often a lane's name, "Puffin Max").
_MIN_MAX_HEADER = compiled(r"(?i)\s*(min|max)\b\.?(?!\s*[_-]?\s*tokens)")
_RUN_HEADER = compiled(r"(?i)\s*(?:run|repeat|attempt|try)\s*#?\s*(\d{1,3})\b(?!\s*[-\u2013])")
# An ordinal run named after the claim in its own clause: "9.32 s was its third",
# "4.47 s on its second run" (not "its first token").
# (One scan finds both: an ordinal, group 1, or a repeat's number, group 2: "16.05 s in run
# 2", not "runs 2 and 3".)
# The ordinal words that name a repeat (the keys of ORDINALS, below).
_OWN_RUN = compiled(r"(?i)(?:\b(?:its|their|the)\s+|\x00['\u2019]s\s+|\(\s*)"
                      rf"({ORDINAL})"
                      r"(?:(?:[\s-]+\x00+)*\s+(?:run|repeat|attempt|try|time)\b"  # "first SQL run"
                      r"|(?=\s*(?:[.,;:!?)]|$)|\s+(?:and|but|while|whereas)\s+"
                      rf"(?!(?:{ORDINAL})\b)))"
                      r"|\b(?:run|repeat|attempt)\s*#?\s*([1-9])\b(?![.,]\d)"
                      r"(?!\s*(?:and|or|to|through|[-\u2013])\s*#?\d\b(?![.,]\d))")
_POST_LINK = compiled(r"\s*(?:(?:on|in|into|was|is|were|for|during|from|at|after|by)\s+)?")
# Between the two members of a coordinated pair (in masked text): at most a phrase naming
# the first one's run, then "and" / "but" / "while" or a comma, then at most another lane's
# possessive ("12.61 s into its first run and 11.72 s ...", "210 ms on its first run, Orca
# 4 Turbo's after 480 ms"), or the second's bound ("after 0.52 s on the first run, and in
# under 0.6 s on every run").
_PAIR_GAP = compiled(r"(?:\s+(?:into|on|in|for|during|of|after|at|by|from|within)\s+"
                       r"[\w'\u2019 -]{1,30}?|\s*\([\w'\u2019 -]{1,30}\))?"
                       r"(?:[,;]?\s+(?:and|but|while|whereas)\s+|[,;]\s+)"
                       r"(?:(?:in|after|within)\s+(?:under|over|less\s+than|more\s+than)\s+)?"
                       r"(?:\x00+['\u2019]s\s+(?:(?:after|at|in|of|was|took|came\s+after)\s+)?)?")
# What every _OWN_RUN match holds, in folded text ("its third", "Phi's first"; a name stands
# masked before "'s"): without it a block is not scanned ("seconds" alone is no ordinal).
_OWN_HINT = compiled(rf"(?:(?:its|their|the|['\u2019]s)\s+|\(\s*)(?:{ORDINAL})"
                       r"|(?:run|repeat|attempt)\s*#?\s*\d")
# An ordinal run right before a bracket that holds the figure: "than its first (17.34 s)".
_ORDINAL_OPEN = compiled(rf"(?i)\b(?:its|their|the)\s+({ORDINAL})"
                           r"(?:\s+(?:run|repeat|attempt|try))?\s*[(\[]$")
# (and the ratio words: "twice as long as", "a quarter of Kestrel's time")
_SPELLED_WORDS = r"\b(?:" + by_first_letter((w[0], w[1:]) for w in (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty",
    "ninety", "hundred", "twice", "thrice", "half", "third", "quarter", "fifth", "sixth",
    "seventh", "eighth", "ninth", "tenth",
)) + r")\b"
_SPELLED_HINT = compiled("(?i)" + _SPELLED_WORDS)
_SPELLED_LOW = compiled(_SPELLED_WORDS)  # the same matches in folded text, case-sensitive


def verify_draft(draft: Draft, results: dict[str, Suite], *, strict: bool = False
                 ) -> DraftReport:
    state = draft_state(draft, results, strict)
    return DraftReport(draft=draft, claims=check_blocks(state, parse_blocks(draft.text), []))


def draft_state(draft: Draft, results: dict[str, Suite], strict: bool) -> DraftState:
    suites = list(draft.meta.suites) if draft.meta.suites else sorted(results)
    names = build_names(results, suites)
    runs = [(s, r) for s in suites if s in results for r in results[s].runs]
    return DraftState(names, runs, lines_of(draft.text), names.labels, strict)


def check_blocks(state: DraftState, blocks: list[Block], headings: list[BlockContext]
                 ) -> list[Claim]:
    """The claims of ``blocks``, in order. ``headings``: the section headings above the
    first block, outermost first; left holding those above the end."""
    names = state.names
    contexts = [_context(b, names) for b in blocks]
    groups: dict[int, list[BlockContext]] = {}
    item_blocks: dict[int, list[BlockContext]] = {}
    index_of: dict[int, int] = {}  # id(ctx) -> its index in its group
    for ctx in contexts:
        members = groups.setdefault(ctx.block.group, [])
        index_of[id(ctx)] = len(members)
        members.append(ctx)
        if ctx.block.items:
            item_blocks.setdefault(ctx.block.items[0], []).append(ctx)
    headers: dict[tuple[int, int], BlockContext] = {}
    carry: dict[int, BlockContext] = {}  # a table row's lane and task, for the rows below it
    claims: list[Claim] = []
    # The last sentence of a paragraph that ends with ":" right before a list or table ("On
    # ticket routing:"): it scopes their items as a heading would, below the real headings.
    lead: BlockContext | None = None
    lead_table: int | None = None  # the table the lead-in scopes, once one follows it
    # Where each footnote is first referenced: the citing block and the headings above it.
    cites: dict[int, tuple[BlockContext, list[BlockContext]]] = {}
    # A question paragraph naming a lane or task ("**Is Marten 2.1 consistent?**"): it scopes
    # the answer below it as a heading would (but carries no statistic), up to the next
    # question or heading.
    question: BlockContext | None = None
    for ctx in contexts:
        block = ctx.block
        for note in block.notes:
            cites.setdefault(note, (ctx, [*headings, lead] if lead is not None else [*headings]))
        cited = cites.get(block.note) if block.note is not None else None
        if cited is not None and _on_results(ctx):
            # A footnote about our own runs ("[^t]: Includes Marlin's fourth run, which timed
            # out after 60.00 seconds"): its numbers are claims, read in the context of the
            # block that cites it (its row's lane, its section's task), not of the draft's end
            # where markdown-it puts the definitions.
            block.footnote = False
        else:
            cited = None
        asked = question  # the question paragraph before this block, if any
        if block.kind == "heading":
            question = None
            while headings and headings[-1].block.level >= block.level:
                headings.pop()
        elif block.kind == "paragraph" and block.table is None and not block.items \
                and cited is None and (ctx.lanes or ctx.tasks) \
                and block.plain.rstrip().endswith("?"):
            question = BlockContext(block, [0], ctx.lanes, ctx.tasks, stats=[], low=ctx.low)
        if block.table is not None:
            if lead is not None and lead_table not in (None, block.table):
                lead = None  # a second table after the lead-in's list or table
            lead_table = block.table
        elif not block.items:
            lead = _lead_in(ctx) if block.kind == "paragraph" else None
            lead_table = None
        elif block.kind == "paragraph" and (item_lead := _lead_in(ctx)) is not None:
            lead, lead_table = item_lead, None  # "- Marlin 3.2 runs, per repeat:" over a table
        if block.kind == "header" and block.table is not None and block.column is not None:
            headers[(block.table, block.column)] = ctx
        header = label = label_header = None
        unit = hint = None
        if block.kind == "cell" and block.table is not None and block.column is not None:
            header = headers.get((block.table, block.column))
            unit, hint = header_unit(header.block.plain if header else "")
            if header is not None and header.block.codes and (flag := header_flag(header.block)):
                unit, hint = "flag", flag
            first = groups[block.group][0]
            if first is not ctx:
                label = first  # the row's label: "Third run", "Mean" pick a statistic
                label_header = headers.get((block.table, first.block.column or 0))
                # (an "HTTP status" column's cells are statuses: no unit from elsewhere)
                open_unit = unit is None and hint != "http"
                if open_unit:
                    unit, hint = header_unit(first.block.plain)
                if open_unit and unit is None and label_header is not None:
                    # The corner cell names the unit of every cell ("Exit code", "Wall (s)")
                    unit, hint = header_unit(label_header.block.plain)
                if open_unit and unit is None and lead is not None \
                        and _CAPTION.match(lead.block.plain):
                    # "Table 2: exit codes on sentiment tagging." names the unit of the cells
                    # (not of the row labels: "| 3 |" under "Run" is a repeat)
                    unit, hint = header_unit(lead.block.plain)
        elif block.items and headings and headings[-1].block.kind == "heading" \
                and _UNIT_HEADING.search(headings[-1].block.plain) is not None:
            # "## Address parsing: median wall time (s)" over "- Jqx CLI: 5.44": the unit of
            # the list's bare figures, as a column header's is of its cells
            unit, hint = header_unit(headings[-1].block.plain)
        if not block.codes and _DIGIT.search(block.plain) is None \
                and not (_SPELLED_HINT.search(block.plain) if ctx.low is None
                         else _SPELLED_LOW.search(ctx.low)):
            if block.kind == "heading":
                headings.append(ctx)
            continue
        raws = extract(block, names.exclude_re, unit, hint,
                       named=[(m.start, m.end) for m in ctx.lanes], low=ctx.low,
                       products=names.products)
        above = [*headings, lead] if lead is not None and (block.items or block.table is not None) \
            else headings
        if asked is not None:
            above = [*above, asked]  # "**Is Marten 2.1 consistent?**" over its answer
        after: list[BlockContext] = []
        if cited is not None:
            citing, above = cited
            before = groups[citing.block.group]
        elif block.items:
            # Earlier paragraphs of this list item and of the items enclosing it.
            before = [c for c in item_blocks[block.items[0]]
                      if c.block.line < block.line
                      and block.items[:len(c.block.items)] == c.block.items]
        else:
            members = groups[block.group]
            index = index_of[id(ctx)]
            before = members[:index]
            after = members[index + 1:] if block.table is not None else []
            if block.table is not None:
                after = [*after, *_carried(groups, block.group, carry)]
        previous: RawClaim | None = None
        lists = bare_lists(block.plain, raws)
        if lists:
            mark_list_ends(block.plain, raws, lists)
        in_order = repeat_lists(ctx, raws, lists) if lists else {}
        if lists and ctx.own_runs != []:
            in_order = _parallel_lists(ctx, raws, lists) | in_order
        paired = (respectively(ctx, raws, lists)
                  if (ctx.low is None or "respectively" in ctx.low)
                  and RESPECTIVE_WORD.search(block.plain)
                  else subject_lists(ctx, raws, lists)) if lists and len(ctx.lanes) > 1 else {}
        if len(raws) > 1 and "versus" in run_words(ctx):
            paired = versus(ctx, raws) | paired
        if lists and (tasked := task_pairs(ctx, raws, lists)):
            # one lane's figures over the tasks in a stated order: each is its task's, not
            # one of its runs
            paired = tasked | paired
            in_order = {k: v for k, v in in_order.items() if k not in tasked}
        for index, raw in enumerate(raws):
            if raw.unit is None and previous is not None and previous.unit in ("s", "ms") \
                    and _TIME_AFTER.match(block.plain, raw.end) is not None:
                # "...; Basilisk Pro 19,740 in 118.26 s": the figure its own time follows is
                # the one before that clause's time ("spent 33,519 tokens over 4 min 23 s")
                previous = next((r for r in reversed(raws[:index])
                                 if r.unit in ("tokens", "bytes", "tokens/s")
                                 and r.start >= sentence_of(ctx.sentences, raw.start)[0]),
                                previous)
            if raw.unit is None and previous is not None and raw.ignored is None \
                    and previous.unit not in (None, "flag", "x"):
                start, _ = sentence_of(ctx.sentences, raw.start)
                if previous.start >= start:
                    if elided_item(ctx, raw.start, raw.end) \
                            and (previous.unit != "exit" or raw.decimals == 0):
                        # "Granite used 1,204 completion tokens, Phi 1,310 and OLMo 1,045":
                        # the unit and field stated once carry over the elided items.
                        raw.unit, raw.scale, raw.measured = previous.unit, previous.scale, True
                        if raw.hint is None and previous.hint is not None:
                            raw.hint, raw.hint_carried = previous.hint, True
                    elif raw.inherit and previous.unit == "exit" and raw.decimals == 0 \
                            and raw.bound is None and _EXIT_ELIDED.match(block.plain, raw.end):
                        # "exited 7 on the unconstrained task and 0 on the rephrased one"
                        raw.unit, raw.measured = "exit", True
                    elif raw.inherit and previous.unit != "exit":
                        raw.unit, raw.scale, raw.measured = previous.unit, previous.scale, True
                        if raw.unit == "tokens/s" and block.plain[raw.end:raw.end + 5].split()[:1] \
                                == ["of"]:  # "616 tokens per second, and 1,813 of them"
                            raw.unit = "tokens"
            if raw.unit is not None:
                if previous is not None and previous.unit == raw.unit \
                        and raw.start - previous.end < 60 \
                        and _PAIR_GAP.fullmatch(masked_text(ctx), previous.end, raw.start):
                    raw.pair = previous
                if not (raw.unit == "%" and previous is not None and previous.unit != "%"
                        and _ASIDE.fullmatch(block.plain, raw.start - 1, raw.end + 1)):
                    previous = raw  # (not "... 3,120 completion tokens on reasoning (80%),
                    # while Vole Mini's 520 ...": the share is an aside; 520 is tokens)
            elif names.siblings is not None and raw.ignored is None and raw.high is None \
                    and raw.bound is None and not raw.approx \
                    and _sibling(names.siblings, ctx, raw):
                raw.ignored = "a model name (another version of a lane's model)"
            claim = _classify(state, ctx, raw, before, after, header, above, label,
                              label_header, lists.get(id(raw)), in_order.get(id(raw)),
                              paired.get(id(raw)))
            if claim is not None:
                if block.html:
                    object.__setattr__(claim, "in_html", True)
                claims.append(claim)
        if block.kind == "heading":
            headings.append(ctx)
    return claims


# What marks a footnote as a source rather than a note on our runs: "The vendor's model card",
# "Published by each vendor", "retrieved 2026-11-02", "not one of our results".
_SOURCE_NOTE = compiled(
    r"(?i)\b(?:vendor|card|paper|datasheet|data\s+sheet|product\s+page|website|web\s+site"
    r"|blog|press|advertis\w*|retrieved|published|according\s+to|quot\w+|cited|citing"
    r"|invoice|appendix|leaderboard|announce\w*|report(?:ed)?\s+by|measured\s+by"
    r"|not\s+(?:one\s+of\s+)?(?:ours|our\s+(?:own\s+)?(?:results?|runs?|measurements?))"
    r"|not\s+(?:part\s+of|from)\s+our|not\s+reproduced|their\s+own)\b")


def _on_results(ctx: BlockContext) -> bool:
    """Whether a footnote definition is a note on the draft's own runs (it names a lane or a
    task, and nothing marks it as someone else's figure) rather than a source."""
    return bool(ctx.lanes or ctx.tasks) and _SOURCE_NOTE.search(ctx.block.plain) is None


# A yes/no question (after a speaker's label: "Q: Did ..."), which claims none of its bounds.
_YES_NO = compiled(r"(?i)\s*(?:[\w .]{1,24}:\s*)?(?:is|are|was|were|did|does|do|can|could|will|"
                   r"would|has|have|had|should)\b")


_ASIDE = compiled(r"\(.*\)", re.S)
_UNIT_HEADING = compiled(r"\(\s*(?:s|ms|seconds|bytes|tokens|tokens/s|%)\s*\)\s*$")
_TIME_AFTER = compiled(r"[^\S\n]*\n?[^\S\n]*(?:in|over|after|within)\s+[~\u2248]?\d[\d.,]*\s*"
                       r"(?:s|ms|sec|secs|seconds?|min|minutes?)\b")
# After an exit code carried over an elided verb: "... and 0 on the rephrased one".
_EXIT_ELIDED = compiled(r"\s+(?:on|for|in)\s+(?:the|its|their)\b")
# After a percentage: "of" or a comparative then "than", and a lane name (masked).
_PERCENT_OF_LANE = compiled(
    r"(?i)\s+(?:of\s+(?:the\s+)?|(?:more|fewer|less|larger|smaller|bigger|higher|lower|faster|"
    r"slower|quicker|longer|shorter)\b[^.;:\d\x00]{0,30}?\bthan\s+(?:the\s+)?)\x00")


def _lane_percent(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]) -> bool:
    """Whether a percentage compares the lane named before it with another named right after
    it ("Juniper 1.2's output was 90% of Orca 4 Turbo's"), not a share of its own."""
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
        subject = subject_lanes(ctx, sentence[0], raw.start)[:1]
        # "It took 12.0 s, ... 300% longer than Wren": the lane "It" stands for
        keys = subject[0].keys if subject else pronoun_lanes(ctx, sentence[0])
    if keys is None and (named := subject_lanes(ctx, sentence[0], clause[0])) \
            and _ASIDE_BETWEEN.fullmatch(masked, named[-1].end, clause[0]):
        keys = named[-1].keys  # "Plover 70B, at 6.00 seconds, was still 50% faster than ..."
    return other is not None and keys is not None and keys != other.keys


# An aside between a subject and its clause: ", at 6.00 seconds,".
_ASIDE_BETWEEN = compiled(r"\s*,\s*(?:at|with|in|after|on)\s(?:[^,;.]|\.(?=\d))*,\s*")


_DIFFERENCE_UNITS = ("s", "ms", "bytes", "tokens", "tokens/s")
_DIFFERENCE = lazy(r"(?i)\s+(?:faster|slower|sooner|later|quicker|longer|shorter|more|"
                         r"fewer|less|larger|smaller|bigger|higher|lower)\b[^.;:\d]{0,40}?"
                         r"\b(?:than|before|after)\b")
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


# A caption before a table: "Table 2: exit codes on sentiment tagging."
_CAPTION = compiled(r"(?i)\s*(?:table|fig(?:ure|\.)?)\s+\d+[a-z]?\s*[:.\u2013\u2014-]")


def _lead_in(ctx: BlockContext) -> BlockContext | None:
    """The last sentence of a paragraph ending with ":" that names a lane or task, or a
    table caption ("Table 1: median wall time in seconds"), as a context of its own (None
    for any other paragraph)."""
    plain = ctx.block.plain
    caption = _CAPTION.match(plain) is not None
    if not caption and (not (ctx.lanes or ctx.tasks) or not plain[-8:].rstrip().endswith(":")):
        return None
    start = 0 if caption else ctx.sentences[-1]
    lead = BlockContext(ctx.block, [start], [mn for mn in ctx.lanes if mn.start >= start],
                        [mn for mn in ctx.tasks if mn.start >= start], low=ctx.low)
    if not (lead.lanes or lead.tasks or caption):
        return None
    lead.stats = [(at, stat) for at, stat in block_stats(plain, ctx.low) if at >= start]
    return lead


# A lane name with a figure right after it: "Orca 5.78", "Orca's: 5.78".
_LANE_FIGURE = compiled(r"(?:['\u2019]s)?:?[ \u00a0]+[~\u2248]?\d")


def _sibling(siblings: re.Pattern[str], ctx: BlockContext, raw: RawClaim) -> bool:
    """Whether the unitless number of ``raw`` is the version in a lane's label written with
    another version ("Juniper 1.2 replaced Juniper 1.1"), not a figure in a verbless list of
    lanes and figures ("Medians: Juniper 1.4, Orca 5.8")."""
    plain = ctx.block.plain
    at = raw.num_start
    if at < 2 or not plain[at - 1].isspace() or not plain[at - 2].isalnum():
        return False
    if not any(match.start() < at and raw.num_end <= match.end()
               for match in siblings.finditer(plain, max(0, at - 60), raw.num_end + 60)):
        return False
    start, end = sentence_of(ctx.sentences, at)
    named = [match.span() for match in siblings.finditer(plain, start, min(end, len(plain)))]
    return not any(start <= mn.start < end and _LANE_FIGURE.match(plain, mn.end)
                   and not any(a <= mn.start < b for a, b in named) for mn in ctx.lanes)


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


_SUPERLATIVES = ("fastest", "slowest", "min", "max")


# A negation that quantifies over every run: "never", "at no point", "no run", "none".
_EVERY_NEGATOR = compiled(r"(?:never|(?:at|on|in)\s+no\s|no\b|none\b|not\s+one\b|nothing\b)")


def _stat_in_clause(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]) -> bool:
    """Whether a statistic word stands in the claim's own clause, before it."""
    clause = clause_of(ctx, raw.start, sentence)
    since = max(clause[0], raw.prev_end)
    return any(since <= at < raw.start for at, _ in ctx.stats or ())


def _row_stat(label: BlockContext, header: BlockContext | None) -> str | None:
    """The statistic a table row's label picks ("First run", "Run 2", "Mean", "Fastest",
    or "2" under a "Run" header), as a column header does."""
    if stats_of(label):
        return stats_of(label)[0][1]
    run = _RUN_LABEL.match(label.block.plain)
    if run is None and header is not None and _RUN_COLUMN.match(header.block.plain):
        run = _RUN_NUMBER.match(label.block.plain)
    return f"repeat {int(run.group(1))}" if run is not None else None


_OWN_WORDS = (*ORDINAL.split("|"), "run", "repeat", "attempt")  # one in each _OWN_HINT match


def _own_words(low: str) -> bool:
    """Whether folded text holds a word every _OWN_HINT match does (an ordinal, or "run",
    "repeat", "attempt"): substring tests, quicker than the regex's search of every block."""
    return any(word in low for word in _OWN_WORDS)


def _own_runs(ctx: BlockContext) -> list[tuple[int, int, str]]:
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


# Between the last figure of a clause naming its runs and a list in a parallel clause with
# another lane's possessive and the verb elided: "...; Orca's after 480 ms and 510 ms".
_PARALLEL_GAP = compiled(r"(?i)[^.;:\d\x00]{0,40}?(?:;|,\s*(?:and|while|whereas|but)?)\s+"
                           r"\x00+['\u2019]s\s+(?:(?:after|at|in|was|were|took|came|came\s+after)"
                           r"\s+)?")


def _parallel_lists(ctx: BlockContext, raws: list[RawClaim], lists: dict[int, int]
                    ) -> dict[int, str]:
    """The figures (by id) of a list in a clause parallel to the one before it, which named
    one run per figure: "Heron took 210 ms on its first run and 170 ms on its second; Orca's
    after 480 ms and 510 ms" gives 480 ms the first run and 510 ms the second, in order."""
    found: dict[int, str] = {}
    if not lists or not _own_runs(ctx):
        return found
    masked = masked_text(ctx)
    items: list[RawClaim] = []
    for index, raw in enumerate([*raws, None]):
        if raw is not None and id(raw) in lists and (
                not items or lists[id(raw)] == lists[id(items[0])]):
            items.append(raw)
            continue
        first = index - len(items)
        if len(items) > 1 and first > 0:
            prior = raws[first - 1]
            sentence = sentence_of(ctx.sentences, items[0].start)
            if prior.start >= sentence[0] and prior.unit == items[0].unit \
                    and _PARALLEL_GAP.fullmatch(masked, prior.end, items[0].start):
                clause = clause_of(ctx, items[-1].end, sentence)
                later = [at for at, _, _ in ctx.own_runs or () if items[0].start <= at < clause[1]]
                named = [stat for at, _, stat in ctx.own_runs or ()
                         if sentence[0] <= at < items[0].start]
                figures = [r for r in raws[:first] if r.start >= sentence[0]
                           and r.unit == items[0].unit]
                if not later and len(named) == len(items) == len(figures) \
                        and len(set(named)) == len(named) and "repeat last" not in named:
                    found.update((id(item), stat) for item, stat in zip(items, named, strict=True))
        items = [raw] if raw is not None and id(raw) in lists else []
    return found


# "a spread of 0.57 s", "the range was about 0.6 s", "a 0.57 s spread": max - min over runs
# (never "ranged from A to B", which is two figures).
_SPREAD_BEFORE = lazy(r"(?i)\b(?:spread|range)\s*(?:of|was|is|came\s+to|:)\s+"
                            r"(?:(?:only|just|about|roughly|around|nearly|under|over|below|"
                            r"above|less\s+than|more\s+than|at\s+most|at\s+least)\s+)?[~\u2248]?$")
_SPREAD_AFTER = lazy(r"(?i)\s*(?:spread|range)\b"
                     # "its slowest run was 0.57 s slower than its fastest"
                     r"|\s+(?:slower|longer|faster|quicker|shorter)\s+than\s+(?:its|their|the)\s+"
                     r"(?:fastest|slowest|quickest)\b")
# "its runs spanned 0.57 s", "a span of 0.57 s"
_SPANNED = lazy(r"(?i)\b(?:spann(?:ed|ing)|spans|span\s+of|span\s+was)\s+[~\u2248]?$")
_EACH_OTHER = lazy(r"(?i)\s+of\s+(?:each\s+other|one\s+another)\b")


def _spread(plain: str, raw: RawClaim, masked: str) -> str | None:
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


# "The spread of Tern 5 30B's wall times was 3.19 s" (names blanked: masked_text).
_SPREAD_OF = lazy(r"(?i)\b(?:spread|range)\s+(?:of|in|across)\s[^.;:\d]{0,60}?"
                  r"\b(?:was|is|came\s+to)\s+(?:only\s+|just\s+|about\s+|roughly\s+)?[~\u2248]?$")


def _own_statistic(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]) -> str | None:
    """An ordinal run named after the claim in its own clause ("..., and Phi's 9.32 seconds
    was its third") when nothing before it in that clause names a statistic: it wins over
    one carried from an earlier clause ("Phi's 9.84 seconds was its first run, ...")."""
    plain = ctx.block.plain
    if raw.start and plain[raw.start - 1] in "([" and (
            named := _ORDINAL_OPEN.search(plain, max(0, raw.start - 40), raw.start)) is not None:
        return ORDINALS[named.group(1).lower()]  # "than its first (17.34 s)"
    own_runs = _own_runs(ctx)
    if not own_runs:
        return None
    at = bisect.bisect_left(own_runs, (raw.end,))
    if at == len(own_runs):
        return None
    offset, _, stat = own_runs[at]
    clause = clause_of(ctx, raw.start, sentence)
    if offset >= clause[1] or _DIGIT.search(masked_text(ctx), raw.end, offset) is not None:
        return None  # past its clause, or another number's ("... and 9.32 s was its third")
    since = max(clause[0], raw.prev_end)  # a word before an earlier number is that one's
    if raw.pair is not None:
        since = raw.start  # "A on its first run and B on its second": the gap is A's
    after_previous = [(start, end) for start, end, _ in own_runs[:at]
                      if start >= since and _POST_LINK.fullmatch(plain, raw.prev_end, start)]
    for where, _ in stats_of(ctx):
        if since <= where < raw.start \
                and not any(start <= where < end for start, end in after_previous):
            return None  # its own clause names one first (not "on its first run" right
            # after the number before it: "9.84 s on its first run and 9.32 s on its third")
    return stat


def _classify(state: DraftState, ctx: BlockContext, raw: RawClaim, before: list[BlockContext],
              after: list[BlockContext], header: BlockContext | None,
              headings: list[BlockContext], label: BlockContext | None = None,
              label_header: BlockContext | None = None,
              list_start: int | None = None, list_repeat: str | None = None,
              pair: tuple[bool, frozenset[Key] | None] | None = None) -> Claim | None:
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
    if raw.bound is not None and raw.high is None and plain[sentence[0]:sentence[1]].rstrip() \
            .endswith("?") and _YES_NO.match(plain, sentence[0]) is not None:
        # "Was Marlin 2.1 ever faster than 6.95 s? No.": a bound asked, not claimed
        return finding(base, "ignored", message=f'"{text}": asked in a question, not claimed')
    if ctx.every_task is None:
        ctx.every_task = every_task_at(plain, ctx.low)
    # (a range's bottom takes the words right after its top: "ran from 1,729 to 1,806 bytes
    # on its invoice matching runs", "..., except for the malformed run")
    end = raw.partner.end if raw.bound == "from" and raw.partner is not None else raw.end
    scope = resolve(ctx, raw.start, before, after, header, headings, end)
    if raw.change is not None:
        # "Switching from Osprey 3 Cold to Osprey 3 Warm slowed the first run from 7.46 s to
        # 9.87 s": the figure before is the first lane's, the figure after the second's
        lanes = changed_lanes(ctx, sentence, raw.start)
        if lanes is not None:
            scope.lanes = lanes[0] if raw.change == "before" else lanes[1]
        elif raw.change == "before":
            return finding(base, "ignored", message=f'"{text}": the figure before a change '
                           "(name the lane or run it was to check it)")
    if scope.lanes is not None and len(scope.lanes) > 1 and ctx.low is not None \
            and "temp" in ctx.low:
        scope.lanes = by_temperature(state, scope.lanes, plain, sentence, raw) or scope.lanes
    if scope.tasks is not None and len(ctx.tasks) > 1 and pair is None \
            and (both := coordinated(plain, ctx.tasks, scope.tasks, sentence)) is not None:
        scope.tasks = both  # "on the unconstrained and rephrased tasks": every run of both
    if scope.lanes is not None and len(ctx.lanes) > 1 and pair is None \
            and (raw.bound is not None or raw.high is not None) \
            and (both := coordinated_subject(plain, ctx.lanes, scope.lanes, sentence,
                                             raw.start)) is not None:
        scope.lanes = both  # "Both Ocelot and Quokka wrote over 1,195 bytes": each of them
    if pair is not None:  # "Granite and Phi took 4.12 and 9.84 seconds respectively"
        if pair[0]:
            scope.lanes, scope.all_lanes = pair[1], False
        else:
            scope.tasks = pair[1]
    every_task = bool(ctx.every_task) \
        and any(sentence[0] <= at < sentence[1] for at in ctx.every_task) \
        and not any(sentence[0] <= mn.start < sentence[1] for mn in ctx.tasks)
    if every_task:
        scope.tasks = None  # "on each of the three tasks" reaches past the heading's task
    runs = _scoped(state, scope)
    base["suite"] = state.suite_of(runs)
    words = run_words(ctx)
    stat = list_repeat or ("spread" in words and _spread(plain, raw, masked_text(ctx))) \
        or adjective_run(plain, raw) or _own_statistic(ctx, raw, sentence) \
        or statistic(ctx, raw, sentence) or lead_run(ctx, raw, sentence, headings) \
        or fragment_stat(ctx, sentence)
    if stat is None and header is not None and ctx.block.table is not None:
        stats = stats_of(header)
        stat = stats[0][1] if stats else None  # "| Median wall (s) |"
        if stat is None and (run := _RUN_HEADER.match(header.block.plain)) is not None:
            stat = f"repeat {int(run.group(1))}"  # "| Run 2 (s) |": that repeat's cells
        if stat is None and header.block.plain.lstrip()[:3].lower() in ("min", "max") \
                and (short := _MIN_MAX_HEADER.match(header.block.plain)) is not None:
            stat = short.group(1).lower()  # "| Min (s) | Max (s) |"
    if stat is None and label is not None:
        stat = _row_stat(label, label_header)  # "| Third run | 3.96 | 9.32 |"
    if stat is None and label_header is not None and ctx.block.table is not None:
        stats = stats_of(label_header)
        stat = stats[0][1] if stats else None  # "| Median wall (s) |"

    if stat is None and headings and headings[-1].block.kind == "paragraph" \
            and len(kinds := {named for _, named in headings[-1].stats or ()}) == 1:
        stat = kinds.pop()  # "Median wall times on ticket routing:" before a list
    if stat is None and (ctx.block.table is not None or ctx.block.items):
        stat = _heading_stat(headings)  # "## Meeting minutes, median of five runs" + a table
    picked = picked_runs(state, ctx, raw, sentence, runs, stat, words, end, list_start,
                         list_repeat)
    if isinstance(picked, str):  # "its truncated run" where no run in scope ended so
        return finding(base, "unsupported",
                       message=f'"{text}": no {picked} run in scope to check it against')
    runs, stat = picked
    if stat in _SUPERLATIVES and list_start is not None \
            and not any(list_start <= at < raw.end for at, _ in ctx.stats or ()):
        # "took the longest: 27.65, 31.08 and 28.90 seconds": one superlative cannot be each
        # of several figures; the list is of runs (as without the word).
        stat = None
    if stat in ("mean", "median") and list_start is not None and pair is None \
            and _per_run_list(ctx, raw, list_start, sentence):
        stat = None  # "mean 1.54 s, median 1.51 s; output 812, 830 and 805 bytes": per run
    if raw.unit == "exit" and stat in ("mean", "median"):
        stat = None  # "mean wall time was 21.52 s, pulled up by one run that timed out (exit
        # code 9)": an exit code is a run's, never averaged
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
    first = raw.pair
    while hint is None and first is not None:  # "... and 11.72 s into its second"
        hint = first.hint or window_hint(masked_text(ctx), first, sentence)
        first = first.pair
    subject = subject_of(state, text, scope, runs)
    if raw.foreign is not None:
        return finding(base, "unsupported",
                       message=f"{subject}: the results hold no {raw.foreign} to check it against")
    if raw.unit == "flag":
        widened = None
        if scope.all_lanes:
            said = quantifier_before(ctx, raw.start)
            widened = f'the sentence says "{said}"' if said else "the sentence covers every lane"
        elif scope.lanes is None:
            widened = "no lane is named for it"
        return flag_claim(state, base, raw, runs, subject, widened)
    explicit = explicit_ratio(ctx, raw, sentence, header) \
        if raw.unit in (None, "x") and (written_ratio(plain) or header is not None) else None
    if explicit is not None:
        raw.unit = base["unit"] = "x"  # a ratio written out in words
    if raw.unit == "x":
        return ratio_claim(state, base, raw, ctx, sentence, scope, runs, subject, plain, explicit,
                           stat=stat)
    if raw.unit in _DIFFERENCE_UNITS and raw.bound is None and raw.high is None \
            and "than" in words and stat != "spread" and (_DIFFERENCE.match(plain, raw.end)
                 or (raw.compared and _THAN.match(plain, raw.end))):
        # "Ibis was 5.67 seconds faster than Kestrel": a difference between two lanes
        wanted = m.HINTS.get(raw.unit, {}).get(raw.hint or "")
        return ratio_claim(state, base, raw, ctx, sentence, scope, runs, subject, plain,
                           difference=(wanted or m.UNIT_FIELDS[raw.unit][0],), stat=stat)
    if raw.unit in (None, *_DIFFERENCE_UNITS) and raw.bound is None and raw.high is None \
            and _own_runs(ctx) and _MORE_ON_RUN.match(plain, raw.end) is not None:
        # "1,532 bytes on its first run and 76 more on its second": a difference between runs
        return finding(base, "unsupported", message=f"{subject}: a difference between runs of "
                       "one lane, which the results do not derive")
    if raw.compared:  # "3 more bytes of overhead": more than nothing the draft names
        return finding(base, "unsupported", message=f"{subject}: a difference with nothing to "
                       "compare it with (\"than\" a lane)")
    if raw.unit == "%" and raw.bound is None and _foreign_change(ctx, raw, sentence):
        return finding(base, "ignored", message=f'"{text}": a change of something that is not '
                       "a lane's run")
    if raw.unit == "%" and (_lane_percent(ctx, raw, sentence)
                            or _percent_by(ctx, raw, sentence)
                            or (_CHANGE_AFTER.match(plain, raw.end) is not None
                                and fronted_compared(ctx, raw, sentence) is not None)):
        # "90% of Orca's", "10% fewer bytes than", "Compared with Orca, Cedar used 10% fewer"
        return ratio_claim(state, base, raw, ctx, sentence, scope, runs, subject, plain,
                           percent=True, stat=stat)
    if raw.unit == "%" and raw.bound is None and _CHANGE_AFTER.match(plain, raw.end):
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
    candidates = state.field_candidates(runs, fields, stat)
    missing = missing_field(runs, fields[0], stat) \
        if not candidates and fields and raw.unit is not None else None
    if raw.bound is not None or raw.high is not None or stat in ("all", "most", "all but one"):
        return bounded_claim(base, raw, candidates, fields, stat, subject, missing)
    anchored = not (scope.lanes is None and scope.tasks is None and scope.suites is None
                    and len({r.lane for r in runs}) > 1)
    return point_claim(state, base, raw, candidates, subject, anchored, missing,
                       None if stat is not None else
                       lambda: _earlier_repeat(ctx, raw, headings, runs),
                       loose=not anchored and raw.unit is None and stat is None)


_LIST_BREAK = compiled(r"[;:(]")


def _per_run_list(ctx: BlockContext, raw: RawClaim, list_start: int,
                  sentence: tuple[int, int]) -> bool:
    """Whether a list of figures is one per run, not of the statistic named before it: the
    statistic stands before a ";", ":" or "(" that opens the list's own part ("mean 1.53 s
    (its runs: 1.42, 1.68 and 1.51 s)"), and no lane is named between its figures (not
    "Median wall times: Ocelot 5.12 s, Quokka 1.73 s", a list over lanes)."""
    if any(list_start <= mn.start < raw.end for mn in ctx.lanes):
        return False
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
        return None
    wanted = named[-1].removeprefix("repeat ")
    if wanted == "last":
        return None
    return frozenset(r.id for r in runs if r.repeat == int(wanted))
