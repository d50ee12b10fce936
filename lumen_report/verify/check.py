"""Walk a draft's blocks in order and give each claim its context: the headings above it, the
lead-in paragraph over a list or table, a table's header and row label, the figures it is
listed or paired with; classify.py finds each claim's finding (decide.py and
ratio_claim.py word it)."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from lumen_report.verify import beside, world
from lumen_report.verify import match as m
from lumen_report.verify.blocks import Block, lines_of, parse_blocks
from lumen_report.verify.classify import (
    classify,
    header_repeat,
    is_run_column,
    own_runs,
    row_run_of,
)
from lumen_report.verify.context import (
    BlockContext,
    clause_of,
    elided_item,
    last_subject,
    masked_text,
    nearest_heading,
    opens_on_fronted_it,
    opens_on_pronoun,
    run_words,
    sentence_of,
    subjects_only,
)
from lumen_report.verify.decide import (
    DraftState,
)
from lumen_report.verify.extract import RawClaim, extract
from lumen_report.verify.grammar import DIGIT, ORDINAL
from lumen_report.verify.lists import (
    RESPECTIVE_WORD,
    bare_lists,
    flag_pairs,
    mark_list_ends,
    repeat_lists,
    respectively,
    subject_lists,
    task_pairs,
    versus,
)
from lumen_report.verify.model import Claim, DraftReport, ignored_as
from lumen_report.verify.names import (
    Key,
    Mention,
    Names,
    build_names,
    by_first_letter,
    folded,
    norm,
)
from lumen_report.verify.patterns import compiled
from lumen_report.verify.qualifiers import FIELD_LABELS
from lumen_report.verify.readings import part_kind
from lumen_report.verify.runs import Suite
from lumen_report.verify.sentences import sentence_bounds
from lumen_report.verify.wording import (
    OF_THEM,
    block_stats,
    header_flag,
    header_unit,
    label_flag,
)

if TYPE_CHECKING:
    from lumen_report.drafts import Draft

# A column of figures no run holds: a word error rate, a real-time factor, a score.
_METRIC_HEADER = compiled(r"(?i)\b(?:WER|CER|(?:word|character)\s+error\s+rate|"
                          r"real[- ]time\s+factor|RTF|BLEU|chrF|COMET|accuracy|F1|precision|"
                          r"recall|stars|prices?\s+per|list\s+prices?|"
                          # (a panel's judgement: "Weighted score (out of 5)", "Panel rating")
                          r"(?:weighted|panel|overall|total|quality)\s+(?:scores?|ratings?)|"
                          r"scores?\s+\(out\s+of\s+\d+\))\b"
                          r"|\(\s*(?:stars?|kg|km|nights?|days?)\s*\)"
                          r"|^\s*(?:scores?|ratings?|ranks?|grades?|points)\s*$")  # ("| Score |")
# (not a cost's column, "Cost per summary (USD)": a cost is a figure the results could hold,
# left `unsupported`; a vendor's list price is not: "Price per 1,000 requests (£)")
# A header naming two statistics for the two figures of each cell: "Wall, median / mean (s)".
_STAT_PAIR_HEADER = compiled(r"(?i)\b(median|mean|average|min|max|fastest|slowest)\s*/\s*"
                             r"(median|mean|average|min|max|fastest|slowest)\b")
_PAIR_STAT = {"median": "median", "mean": "mean", "average": "mean", "min": "min", "max": "max",
              "fastest": "fastest", "slowest": "slowest"}


# A rate restated as the other kind, its unit left out: ", or 389.3 end to end", "and at 254.6
# once the first token has arrived".
_OR_RATE_BEFORE = compiled(r"(?:[,;]\s+(?:(?:or|and)\s+)?|\s+(?:or|and)\s+|\s*\(\s*)"
                           r"(?:at\s+|about\s+|roughly\s+)?$")  # (", 321.6 once the first ...",
# " (165.4 end to end)")
_RATE_KIND_AFTER = compiled(r"(?i)\s+(?:end[\s-]to[\s-]end|once|after|from|counting|if)\b")
# A rate's kind right after a bare figure: "241.5 end to end", "248.4 after the first token".
_RATE_KIND_NEXT = compiled(r"(?i)\s+(?:end[\s-]to[\s-]end\b|(?:once|after|from)\s+"
                           r"(?:the\s+|its\s+)?first\s+token\b)")
_SLASH = compiled(r"\s*/\s*")
_SLASHED = frozenset({"s", "ms", "bytes", "tokens", "tokens/s"})
# What follows a figure of a list split by slashes: the next one, or the list's end.
_SLASH_NEXT = compiled(r"\s*(?:/\s*\d|[,;.)]|$)")
_NO_UNIT = frozenset({"unit", "units", "code", "codes", "exit code", "status", "-", "\u2013",
                      "\u2014", "#", "n"})


def _figure_before(raws: list[RawClaim], units: tuple[str, ...], since: int, until: int
                   ) -> RawClaim | None:
    """The last of ``raws`` in one of ``units`` that starts at ``since`` or after and ends by
    ``until``: the figure a later one in its sentence goes with."""
    return next((r for r in reversed(raws)
                 if r.unit in units and r.start >= since and r.end <= until), None)


def _units_row(row: list[BlockContext]) -> dict[int, str]:
    """The units a table's first body row gives its columns, when that row holds units and
    no figure ("| | s | bytes |" under "| Run | Wall time | Answer |"), else nothing."""
    if any(DIGIT.search(cell.block.plain) for cell in row):
        return {}
    written = {cell.block.column: cell.block.plain.strip() for cell in row
               if cell.block.column is not None and cell.block.plain.strip()
               and cell.block.plain.strip().lower().rstrip(":") not in _NO_UNIT}
    # (its label cell may say so: "| unit | s | bytes |"; a column of codes has no unit: "| |
    # s | bytes | code |", its header gives what they are)
    label = min(written, default=None)
    if label is not None and len(written) > 1 and header_unit(f"({written[label]})")[0] is None:
        del written[label]  # (a label cell of words: "| *median of two runs* | *s* | ...")
    if not written or any(header_unit(f"({text})")[0] is None for text in written.values()):
        return {}
    return {column: text for column, text in written.items() if column is not None}


@lru_cache(maxsize=256)
def _metric_header(text: str) -> bool:
    """Whether a table header heads a column of figures no run holds (``_METRIC_HEADER``, or
    a recipe's or a food label's: "Hydration (%)", "Sugar (g)")."""
    return _METRIC_HEADER.search(text) is not None or world.FOOD_HEADER.search(text) is not None


# Between the two members of a coordinated pair (in masked text): at most a phrase naming
# the first one's run, then "and" / "but" / "while" or a comma, then at most another lane's
# possessive ("12.61 s into its first run and 11.72 s ...", "210 ms on its first run, Orca
# 4 Turbo's after 480 ms"), or the second's bound ("after 0.52 s on the first run, and in
# under 0.6 s on every run").
_AGAINST_GAP = compiled(r"\s+(?:against|versus|vs\.?)\s+")
_PAIR_GAP = compiled(r"(?:\s+(?:into|on|in|for|during|of|after|at|by|from|within|across|over)\s+"
                       r"[\w'\u2019 -]{1,30}?|\s*\([\w'\u2019 -]{1,30}\))?"
                       r"(?:[,;]?\s+(?:and|but|while|whereas)\s+|[,;]\s+"
                       # (or a bracket of the other runs: "2.47 s after the first request (the
                       # other five runs: 0.31 to 0.46 s)")
                       r"|\s*\(\s*(?:the\s+|its\s+)?other\s+(?:[\w-]+\s+){0,2}?"
                       r"(?:runs?|repeats?|ones)\s*:\s*)"
                       r"(?:(?:in|after|within)\s+(?:under|over|less\s+than|more\s+than)\s+"
                       # (a bound over the same wait: "its first token arrived after 0.19 s on
                       # the first run and never later than 0.29 s")
                       r"|never\s+(?:later|longer|more|slower)\s+than\s+)?"
                       # (or a bound or range: "and Spolvero's within 0.36 s", ", Spolvero
                       # Max's from 0.29 to 0.36 s")
                       r"(?:\x00+['\u2019]s\s+(?:(?:after|at|in|of|was|took|came\s+after|within|"
                       r"under|below|from|between)\s+)?"
                       # (or the lane and its verb: "while Caladrius 3.1 waits 0.71 seconds and
                       # Vanga Pro 1.12": the first token's wait, each)
                       r"|\x00+\s+(?:(?:waits|waited|needs|needed|takes|took)\s+"
                       r"(?:(?:about|only|just)\s+)?)?)?")
# (and the ratio words: "twice as long as", "a quarter of Kestrel's time")
_SPELLED_WORDS = r"\b(?:" + by_first_letter((w[0], w[1:]) for w in (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty",
    "ninety", "hundred", "twice", "thrice", "half", "third", "quarter", "fifth", "sixth",
    "seventh", "eighth", "ninth", "tenth", "twentieth", "thirtieth", "fortieth", "fiftieth",
    "hundredth", "thousandth", "second", "minute",  # ("within a second": extract._A_SECOND)
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
    return DraftState(names, runs, lines_of(draft.text), names.labels, strict, draft.text)


def check_blocks(state: DraftState, blocks: list[Block], headings: list[BlockContext]
                 ) -> list[Claim]:
    """The claims of ``blocks``, in order. ``headings``: the section headings above the
    first block, outermost first; left holding those above the end."""
    names = state.names
    # Each block's context; "the former" and "the latter" may stand for the two lanes of the
    # heading above (the last heading before the first block is among ``headings``).
    top = nearest_heading(headings)
    section = _two_lanes(top) if top is not None else []
    contexts = []
    for b in blocks:
        contexts.append(_context(b, names, [] if b.kind == "heading" else section))
        if b.kind == "heading":
            section = _two_lanes(contexts[-1])
    groups: dict[int, list[BlockContext]] = {}
    item_blocks: dict[int, list[BlockContext]] = {}
    index_of: dict[int, int] = {}  # id(ctx) -> its index in its group
    sibling: dict[int, list[BlockContext]] = {}  # an item opened by "Its" -> the item before
    last: BlockContext | None = None
    for ctx in contexts:
        members = groups.setdefault(ctx.block.group, [])
        index_of[id(ctx)] = len(members)
        members.append(ctx)
        if ctx.block.items:
            if ctx.block.items[0] not in item_blocks and last is not None \
                    and len(last.block.items) == 1 and len(ctx.block.items) == 1 \
                    and not ctx.lanes and (_BACK_OPENING.match(ctx.block.plain) is not None or (
                        _TIMELINE.match(ctx.block.plain) is not None
                        and _TIMELINE.match(last.block.plain) is not None)):
                # "- Flue Open, second try: exit 7 ...\n- Of those tokens, 3,912 went on
                # reasoning. Its other three tries ...": the item goes on about the one before
                # (also a timeline's: "- 09:31: Mizzen's fifth booking run starts ...\n- 09:31:
                # after 13.65 s the stream ends ... with exit code 5")
                sibling[ctx.block.items[0]] = [
                    *sibling.get(last.block.items[0], []),
                    *(subjects_only(c, not ctx.tasks) for c in item_blocks[last.block.items[0]])]
                ctx.follows = item_blocks[last.block.items[0]][0]
            item_blocks.setdefault(ctx.block.items[0], []).append(ctx)
        elif last is not None and _prose(ctx) and _prose(last) and last.lanes:
            if opens_on_pronoun(ctx.block.plain):
                ctx.prior_lanes = last_subject(last)
            elif opens_on_fronted_it(ctx.block.plain) and not any(
                    mn.start < sentence_of(ctx.sentences, 0)[1] for mn in ctx.lanes):
                # (no lane of the first sentence's own) "So a Ringbone draft takes Hoof
                # Nipper 3.08 seconds on average. || On the Sidebone ... it is quicker: ..."
                ctx.prior_lanes = last_subject(last, loose=True)
        last = ctx
    headers: dict[tuple[int, int], BlockContext] = {}
    run_columns: dict[int, int] = {}  # table -> its column headed "Run" (past the first)
    row_runs: dict[int, str | None] = {}  # row (group) -> the repeat it names there
    # table -> column -> unit, from a units row under the header ("| | s | bytes |")
    units_rows: dict[int, dict[int, str]] = {}
    carry: dict[int, BlockContext] = {}  # a table row's lane and task, for the rows below it
    claims: list[Claim] = []
    rows: dict[int, list[beside.Figure]] = {}  # a table row's figures, cell by cell
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
    # The last figure of a rate in the section, for a bare figure later that names only the
    # rate's kind ("- Gambrel's third: 241.5 end to end" below "... 235.6 tokens/s end to end")
    rate: RawClaim | None = None
    for index, ctx in enumerate(contexts):
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
            question = rate = None
            state.told.clear()
            while headings and headings[-1].block.level >= block.level:
                headings.pop()
        elif block.kind == "paragraph" and block.table is None and not block.items \
                and cited is None and "?" in block.plain \
                and (asked_end := _question_end(ctx)) is not None:
            lanes = [m for m in ctx.lanes if m.end <= asked_end]
            tasks = [m for m in ctx.tasks if m.end <= asked_end]
            question = BlockContext(block, [0], lanes, tasks, stats=[], low=ctx.low) \
                if lanes or tasks else None  # (a question naming neither ends the last one's
            # scope: "**What does an empty draft look like?**")
        if block.table is None and block.items and lead_table is not None:
            lead = lead_table = None  # a list after the lead-in's table: "Wall time of every
            # Toecap run, in seconds:" over a table is not what its list items are about
        if block.table is not None:
            if lead is not None and lead_table not in (None, block.table):
                lead = None  # a second table after the lead-in's list or table
            lead_table = block.table
        elif not block.items:
            lead = _lead_in(ctx, _table_next(contexts, index)) \
                if block.kind == "paragraph" else None
            lead_table = None
        elif block.kind == "paragraph" \
                and (item_lead := _lead_in(ctx, _table_next(contexts, index))) is not None:
            lead, lead_table = item_lead, None  # "- Marlin 3.2 runs, per repeat:" over a table
        if block.kind == "header" and block.table is not None and block.column is not None:
            headers[(block.table, block.column)] = ctx
            if block.column and is_run_column(block.plain):
                run_columns.setdefault(block.table, block.column)
        header = label = label_header = None
        unit = hint = row_run = None
        if block.kind == "cell" and block.table is not None and block.column is not None:
            header = headers.get((block.table, block.column))
            if block.table in run_columns:
                if block.group not in row_runs:
                    row_runs[block.group] = row_run_of(groups[block.group],
                                                       run_columns[block.table])
                row_run = row_runs[block.group]
            unit, hint = header_unit(header.block.plain if header else "")
            if block.table not in units_rows:
                units_rows[block.table] = _units_row(groups[block.group])
            if (written := units_rows[block.table].get(block.column)) is not None \
                    and (under := header_unit(f"{header.block.plain if header else ''} "
                                              f"({written})"))[0] is not None:
                # "| Run | Wall time | Answer |" over "| | s | bytes |": the unit under it, over
                # one the header's words suggest ("First token" over "s": a time, not tokens)
                unit, hint = under
            if header is not None and header.block.codes and (flag := header_flag(header.block)):
                unit, hint = "flag", flag
            first = groups[block.group][0]
            if first is not ctx:
                label = first  # the row's label: "Third run", "Mean" pick a statistic
                label_header = headers.get((block.table, first.block.column or 0))
                # (an "HTTP status" column's cells are statuses: no unit from elsewhere)
                open_unit = unit is None and hint not in ("http", "attempts")
                if open_unit and first.block.codes and (flag := label_flag(first.block)):
                    unit, hint = "flag", flag  # "| `--max-tokens` | 4096 | 8192 |": lanes across
                elif open_unit:
                    unit, hint = header_unit(first.block.plain)
                if open_unit and unit is None and label_header is not None:
                    # The corner cell names the unit of every cell ("Exit code", "Wall (s)")
                    unit, hint = header_unit(label_header.block.plain)
                if open_unit and run_columns.get(block.table) == block.column:
                    open_unit = False  # (a "Run" column's cells are repeats: no unit from
                    # a caption: "| Caslon Roman | 1 | 9.73 |" under "Wall time in seconds")
                if open_unit and unit is None and lead is not None \
                        and (_CAPTION.match(lead.block.plain)
                             or _UNIT_HEADING.search(lead.block.plain) is not None):
                    # "Table 2: exit codes on sentiment tagging." names the unit of the cells
                    # (not of the row labels: "| 3 |" under "Run" is a repeat), as does a
                    # lead-in ending with a unit in brackets ("Median output size (bytes),
                    # failed runs included:")
                    unit, hint = header_unit(lead.block.plain)
                if open_unit and unit is None and lead is not None \
                        and (said := _unit_sentence(lead.block.plain)) is not None:
                    unit, hint = header_unit(said)  # "Reply size in bytes. Failed runs are
                    # included with what they wrote before they stopped."
                if open_unit and unit is None and lead is None and headings \
                        and headings[-1].block.kind == "heading" \
                        and (_UNIT_HEADING_NOTE.search(headings[-1].block.plain) is not None
                             or _UNIT_HEADING_TAIL.search(headings[-1].block.plain) is not None):
                    # "## Slide 4: what the reader gets (content tokens, first run)" right over
                    # the table: the unit of its cells, as a caption's
                    unit, hint = header_unit(headings[-1].block.plain)
                if open_unit and unit is not None and header is not None \
                        and (own := header_unit(f"{header.block.plain} ({unit})"))[0] == unit \
                        and own[1] is not None:
                    hint = own[1]  # "| Completion | Reasoning |" under "Table C.2: completion
                    # and reasoning tokens of each run": the column's field, in the unit
            if unit == "s" and header is not None and lead is not None \
                    and _SECONDS_SAID.search(header.block.plain) is None \
                    and (lead_unit := _unit_sentence(lead.block.plain)) is not None \
                    and header_unit(lead_unit)[0] == "ms":
                unit = "ms"  # "| Lane | First token |" under "First run of each lane on
                # Rummager, times in ms:": a time the header names, in the lead-in's unit
        elif block.items and lead is not None and lead.block.kind == "paragraph" \
                and _UNIT_HEADING.search(lead.block.plain) is not None:
            unit, hint = header_unit(lead.block.plain)  # its lead-in: "**Speed, median wall
            # time in seconds:**" (before the heading over both: "## Slide 6: speed in
            # tokens" over "Median end-to-end rate ..., in tokens per second:")
        elif block.items and headings and headings[-1].block.kind == "heading" \
                and (_UNIT_HEADING.search(headings[-1].block.plain) is not None
                     or _STAT_UNIT_NOTE.search(headings[-1].block.plain) is not None):
            # "## Address parsing: median wall time (s)" over "- Jqx CLI: 5.44": the unit of
            # the list's bare figures, as a column header's is of its cells (also in a
            # note: "## First token (median, ms)")
            unit, hint = header_unit(headings[-1].block.plain)
        elif block.items and lead is not None and lead.block.kind == "paragraph" \
                and (kind := _TOKEN_KIND_LEAD.match(block.plain)) is not None \
                and "token" in lead.block.plain.lower():
            unit, hint = "tokens", kind.group(1).lower()  # "Muller's token budget on Varnish,
            # per run in run order:" over "- completion: 1,797, 1,412, ...": the item's field
        elif block.items and block.kind == "paragraph" and (colon := block.plain.find(":")) > 0 \
                and _UNIT_HEADING.search(block.plain, 0, colon) is not None:
            # "- Patrol digest, wall time (s): Machair 5.07 median and 5.18 mean": the item's
            # own lead names the unit of its bare figures
            unit, hint = header_unit(block.plain[:colon])
        if not block.codes and DIGIT.search(block.plain) is None \
                and not (_SPELLED_HINT.search(block.plain) if ctx.low is None
                         else _SPELLED_LOW.search(ctx.low)):
            if block.kind == "heading":
                headings.append(ctx)
            continue
        raws = extract(block, names.exclude_re, unit, hint,
                       named=[(m.start, m.end) for m in ctx.lanes]
                       + [(m.start, m.end) for m in ctx.tasks
                          if DIGIT.search(block.plain, m.start, m.end) is not None],
                       low=ctx.low,
                       products=names.products, tasks=[(m.start, m.end) for m in ctx.tasks])
        if block.kind == "cell" and raws and any(r.unit == "s" for r in raws) and any(
                "\u00b0" in c.block.plain for c in groups[block.group]):
            for raw in raws:  # "| Denaturation | 95 °C | 30 s | 35 |": a protocol's step
                if raw.unit == "s":
                    raw.ignored = raw.ignored or "a step of a protocol, no run's figure"
        if header is not None and raws and _metric_header(header.block.plain):
            for raw in raws:  # "| WER |", "| Real-time factor |": figures no run holds
                raw.ignored = raw.ignored or "a figure of a column the results do not hold"
        if header is not None and unit is None and raws \
                and header_repeat(header.block.plain) is not None:
            for raw in raws:  # "| Piolet | 1,984 |" under "| First run |": a figure of that
                # run, though its row and column name no unit (not a count in a sentence
                # about no run)
                if raw.unit is None and raw.ignored is None \
                        and (raw.decimals > 0 or abs(raw.value) >= 10):
                    raw.measured = True
        if header is not None and unit is None and raws and (
                header.block.plain.strip().lower() in _NUMBERING_HEADERS
                or _names_items(state, header, block, raws)):
            for raw in raws:  # "| # | Deliverable |": "| 2.1 | ... |" numbers a row
                raw.measured = False
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
            before = [*sibling.get(block.items[0], []),
                      *(c for c in item_blocks[block.items[0]]
                        if c.block.line < block.line
                        and block.items[:len(c.block.items)] == c.block.items)]
        else:
            members = groups[block.group]
            index = index_of[id(ctx)]
            before = members[:index]
            after = members[index + 1:] if block.table is not None else []
            if block.table is not None:
                after = [*after, *_carried(groups, block.group, carry)]
        previous: RawClaim | None = None
        read_as: tuple[RawClaim, str] | None = None  # a bare figure read as a field's, its unit
        found: list[beside.Figure] = []
        lists = bare_lists(block.plain, raws)
        if lists:
            mark_list_ends(block.plain, raws, lists)
        in_order = repeat_lists(ctx, raws, lists) if lists else {}
        if header is not None and len(raws) == 2 and "/" in header.block.plain \
                and (pair_stats := _STAT_PAIR_HEADER.search(header.block.plain)) is not None \
                and "/" in block.plain[raws[0].end:raws[1].start]:
            # "| Wall, median / mean (s) |" over "| 0.89 / 0.92 |": each its statistic
            in_order = {**in_order, id(raws[0]): _PAIR_STAT[pair_stats.group(1).lower()],
                        id(raws[1]): _PAIR_STAT[pair_stats.group(2).lower()]}
        if lists and (ctx.own_runs != [] or in_order):
            in_order = _parallel_lists(ctx, raws, lists, in_order) | in_order
        paired = _paired_lists(ctx, raws, lists)
        if len(raws) > 1 and len(ctx.lanes) > 1 and block.codes:
            paired = flag_pairs(ctx, raws) | paired  # "`--temperature 0.2` and `... 0.9`
            # respectively" (or "in the same order", or the two lists' order alone)
        if len(raws) > 1 and "versus" in run_words(ctx):
            paired = versus(ctx, raws) | paired
        if lists and (tasked := task_pairs(ctx, raws, lists)):
            # one lane's figures over the tasks in a stated order: each is its task's, not
            # one of its runs
            paired = tasked | paired
            in_order = {k: v for k, v in in_order.items() if k not in tasked}
        for index, raw in enumerate(raws):
            if index and raw.unit is None and read_as is not None \
                    and read_as[0] is raws[index - 1] and raw.ignored is None \
                    and raw.bound is None and not raw.settled \
                    and read_as[0].start >= sentence_of(ctx.sentences, raw.start)[0] \
                    and elided_item(ctx, raw.start, raw.end):
                # "- Pressure Flaker: Eraillure 4.36, Denticulate 5.17, Tranchet 6.24": the
                # first figure read as the time it matches, the items after it, their unit
                # elided, are times too (not of its field: "- Quern 2.4: 842 and 371", its
                # completion and reasoning tokens)
                raw.unit, raw.measured = read_as[1], True
            if raw.unit is None and previous is not None and previous.unit in ("s", "ms") \
                    and _TIME_AFTER.match(block.plain, raw.end) is not None:
                # "...; Basilisk Pro 19,740 in 118.26 s": the figure its own time follows is
                # the one before that clause's time ("spent 33,519 tokens over 4 min 23 s")
                previous = _figure_before(raws[:index], ("tokens", "bytes", "tokens/s"),
                                          sentence_of(ctx.sentences, raw.start)[0],
                                          raw.start) or previous
            if raw.unit is None and raw.inherit and previous is not None and (
                    (previous.unit in ("s", "ms", "%")
                     and OF_THEM.match(block.plain, raw.end) is not None)
                    or (previous.unit == "%" and block.plain[raw.end:raw.end + 6] == " left ")
                    or (previous.unit == "exit" and raw.bound is None
                        and ("leav" in block.plain[previous.end:raw.start]
                             or _OF_WHICH.search(block.plain, max(0, raw.start - 14), raw.start))
                        and _EXIT_ELIDED.match(block.plain, raw.end) is None)):
                # "at 8,192 completion tokens after 47.91 seconds, having spent 7,903 of them on
                # reasoning": "them" are the tokens counted before the time, not its seconds
                # (nor a share: "... 71.6% of them on reasoning; its third run used 2,659,
                # 2,132 of them reasoning"); "... ran out at 4,096 completion tokens (exit code
                # 7), of which 3,688 were reasoning, leaving 408 for the answer": the part and
                # what is left are of the tokens, not an exit code ("exited 7 on one task and 0
                # on the other" is one); "it reasoned for 1,987 tokens, 97.0% of what it used,
                # and had only 61 left for the answer": what is left is of the tokens, not of
                # the share
                previous = _figure_before(raws[:index], ("tokens", "bytes"),
                                          sentence_of(ctx.sentences, raw.start)[0],
                                          previous.start) or previous
            if raw.unit is None and raw.ignored is None and previous is not None \
                    and previous.unit == "%" and "leav" in block.plain[previous.end:raw.start] \
                    and (_LEAVING_TOKENS.fullmatch(block.plain, previous.end, raw.start)
                         is not None
                         or (_LEFT_RIGHT_AFTER.fullmatch(block.plain, previous.end, raw.start)
                             is not None
                             and " tokens" in block.plain[sentence_of(ctx.sentences,
                                                                      raw.start)[0]:
                                                          previous.start])):
                # (or the tokens said before the share: "1,130 of 1,534 completion tokens were
                # reasoning, a share of 73.7%, leaving 404 for the reply")
                # "spent 77.7% of its first run's completion tokens on reasoning, leaving 434
                # for the summary itself": the tokens left for the answer, not a share
                raw.unit, raw.hint, raw.measured = "tokens", "content", True
            if raw.unit is None and raw.ignored is None and previous is not None \
                    and previous.unit == "%" and " left" in block.plain[raw.end:raw.end + 12] \
                    and _WERE_LEFT_FOR.match(block.plain, raw.end) is not None \
                    and " tokens" in block.plain[sentence_of(ctx.sentences, raw.start)[0]:
                                                 previous.start]:
                raw.unit, raw.hint, raw.measured = "tokens", "content", True  # "1,717 of 2,133
                # completion tokens were reasoning, a share of 78.5%; 416 were left for the
                # letter": the tokens left, not a share
            if raw.unit is None and previous is not None and previous.unit == "%" \
                    and _THAN.search(block.plain, previous.end, raw.start) is not None:
                # "Simplon's median answer, 3,190 bytes, was only 8% longer than Grimsel's
                # 2,956": the figure compared with is in the unit of the one compared, not a share
                previous = _figure_before(raws[:index], ("s", "ms", "tokens", "bytes", "tokens/s"),
                                          sentence_of(ctx.sentences, raw.start)[0],
                                          previous.start)
            if raw.unit is None and previous is not None and index > 0 \
                    and raws[index - 1].unit is None and raws[index - 1] is not previous \
                    and _OF_WHICH.search(block.plain, max(0, raw.start - 14), raw.start):
                previous = None  # "..., an 83.4% share; X's first run used 1,034, of which
                # 771 were reasoning": a part of the bare whole before it, not of the share
            if raw.unit is None and previous is not None and raw.ignored is None \
                    and not raw.settled and previous.unit not in (None, "flag", "x", "runs") \
                    and previous.ignored is None \
                    and _OWN_NOUN.match(block.plain, raw.end) is None:
                # (not from "a 7-minute call with 3 ...", nor to "with 9 fields each")
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
                    elif previous.unit == "tokens/s" and raw.bound is None \
                            and _OR_RATE_BEFORE.search(block.plain, previous.end, raw.start) \
                            and _RATE_KIND_AFTER.match(block.plain, raw.end) is not None:
                        # "then 429.6 tokens per second, or 389.3 end to end", "..., and at
                        # 254.6 once the first token has arrived": the same rate, the other kind
                        raw.unit, raw.scale, raw.measured = previous.unit, previous.scale, True
                    elif raw.inherit and previous.unit != "exit" \
                            and _verb_fits(block.plain, raw.start, previous.unit):
                        raw.unit, raw.scale, raw.measured = previous.unit, previous.scale, True
                        if raw.unit == "tokens/s" and block.plain[raw.end:raw.end + 5].split()[:1] \
                                == ["of"]:  # "616 tokens per second, and 1,813 of them"
                            raw.unit = "tokens"
                        if raw.unit == "tokens" and raw.hint is None \
                                and (part := part_kind(block.plain, raw.end)) is not None:
                            raw.hint = part  # "used 1,512 completion tokens, 1,236 of which
                            # were reasoning": the part of them it names
            if raw.unit is None and raw.ignored is None and raw.bound is None \
                    and index + 1 < len(raws) and (after_it := raws[index + 1]).unit in _SLASHED \
                    and _SLASH.fullmatch(block.plain, raw.end, after_it.start) is not None:
                # "Spiccato Flick: 2.31 / 2.47 s": two runs' figures, the unit said once
                raw.unit, raw.scale, raw.measured = after_it.unit, after_it.scale, True
            elif raw.unit is None and raw.ignored is None and raw.bound is None and index \
                    and (before_it := raws[index - 1]).unit in _SLASHED \
                    and before_it.ignored is None and before_it.high is None \
                    and _SLASH.fullmatch(block.plain, before_it.end, raw.start) is not None \
                    and _SLASH_NEXT.match(block.plain, raw.end) is not None:
                # "- output bytes: 1,402 / 1,489 / 1,356": the unit said once, before the first
                raw.unit, raw.scale, raw.measured = before_it.unit, before_it.scale, True
                raw.hint = raw.hint or before_it.hint
            if raw.unit is None and rate is not None and raw.ignored is None \
                    and raw.bound is None and raw.high is None \
                    and _RATE_KIND_NEXT.match(block.plain, raw.end) is not None:
                # "- Gambrel's third: 241.5 end to end and 248.4 after the first token" under
                # an item that gave "tokens/s": each a rate of the kind it names
                raw.unit, raw.scale, raw.measured = rate.unit, rate.scale, True
            if raw.unit is not None:
                rate = raw if raw.unit == "tokens/s" and raw.ignored is None else None
                if previous is not None and (previous.unit == raw.unit
                                             or {previous.unit, raw.unit} == {"s", "ms"}) \
                        and raw.start - previous.end < 60 \
                        and (_PAIR_GAP.fullmatch(masked_text(ctx), previous.end, raw.start)
                             or (raw.unit in ("s", "ms") and _AGAINST_GAP.fullmatch(
                                 block.plain, previous.end, raw.start) is not None)):
                    # (times set against each other: "its first token came at 1.41 s against
                    # 0.32 to 0.37 s for the others"; not sizes, often of two fields: "its
                    # reasoning trace was 2,217 bytes against 1,098")
                    raw.pair = previous
                    if previous.list_end and previous.hint is None:
                        # "first token came after 0.07 or 0.08 s, Glockenspiel Pro's after
                        # 0.76 to 0.91 s": the list's first figure, whose words name the field
                        raw.pair = next((r for r in raws[:index]
                                         if r.list_end == previous.list_end), previous)
                if not (raw.unit == "%" and previous is not None and previous.unit != "%"
                        and _ASIDE.fullmatch(block.plain, raw.start - 1, raw.end + 1)):
                    previous = raw  # (not "... 3,120 completion tokens on reasoning (80%),
                    # while Vole Mini's 520 ...": the share is an aside; 520 is tokens)
            elif names.versions and raw.unit is None and raw.ignored is None \
                    and raw.hint is None and raw.text in names.versions \
                    and (_VERSION_WORDING_BEFORE.search(block.plain, max(0, raw.start - 16),
                                                        raw.start) is not None
                         or _VERSION_WORDING_AFTER.match(block.plain, raw.end) is not None):
                raw.ignored = "a version of a lane's model, said alone"  # "upgrading from 2.5
                # to 3.0", "(2.5, 2.6 and 3.0)", "2.6's median"
            elif names.siblings is not None and raw.ignored is None and raw.high is None \
                    and raw.bound is None and not raw.approx \
                    and _sibling(names.siblings, ctx, raw):
                raw.ignored = "a model name (another version of a lane's model)"
            claim = classify(state, ctx, raw, before, after, header, above, label,
                              label_header, lists.get(id(raw)), in_order.get(id(raw)),
                              paired.get(id(raw)), row_run)
            if claim is not None and claim.unit == "%" \
                    and claim.status in ("mismatch", "unsupported", "rounding") \
                    and claim.value in state.party_shares:
                # "All three models kept 48% and 44%" after "Civic Union 48%, People's Front
                # 44%": the poll's shares again, no run's
                claim = ignored_as(claim, "a share the draft gives a party in the poll it "
                                          "quotes, no run's figure")
            read_as = (raw, _ELIDED_UNITS[claim.field]) \
                if claim is not None and raw.unit is None and raw.measured \
                and claim.status in ("verified", "derived") and claim.field in _ELIDED_UNITS \
                else None
            if claim is not None:
                if block.html:
                    object.__setattr__(claim, "in_html", True)
                if len(claim.runs) == 1 and claim.status != "ignored":
                    state.told.add(claim.runs[0])
                found.append((raw, claim))
        if found:
            row = rows.setdefault(block.group, []) if block.kind == "cell" else []
            if any(c.status in ("mismatch", "unsupported") or (row and c.unit == "x")
                   or (c.unit == "%" and c.message.endswith(beside.FOREIGN_CHANGE))
                   for _, c in found):
                beside.rework(ctx, found, row, header.block.plain if header is not None
                              else None, _lane_statistic(state))  # "..., 1.58 seconds
                # longer, or 7.0%", "9.47 s, 3.35 s over its median"
            claims.extend(c for _, c in found)
            row.extend(found)
        if block.kind == "heading":
            headings.append(ctx)
    return claims


# The unit of each field whose figures carry it over to elided items after a bare figure
# read as one of them.
_ELIDED_UNITS = {field: unit for field, (unit, _) in FIELD_LABELS.items()
                 if unit in ("s", "bytes", "tokens")}


# What marks a footnote as a source rather than a note on our runs: "The vendor's model card",
# "Published by each vendor", "retrieved 2026-11-02", "not one of our results".
_SOURCE_NOTE = compiled(
    r"(?i)\b(?:vendor|card|paper|datasheet|data\s+sheet|product\s+page|website|web\s+site"
    r"|blog|press|advertis\w*|retrieved|published|according\s+to|quot\w+|cited|citing"
    r"|invoice|appendix|leaderboard|announce\w*|report(?:ed)?\s+by|measured\s+by"
    r"|not\s+(?:one\s+of\s+)?(?:ours|our\s+(?:own\s+)?(?:results?|runs?|measurements?))"
    r"|not\s+(?:part\s+of|from)\s+our|not\s+reproduced|their\s+own)\b")


def _lane_statistic(state: DraftState) -> beside.Aggregate:
    """A run's lane's median or mean of a field on the run's task (its suite's runs)."""
    def of(run_id: str, field: str, stat: str) -> m.Candidate | None:
        run = next((r for _, r in state.runs if r.id == run_id), None)
        if run is None:
            return None
        same = [r for _, r in state.runs
                if (r.suite, r.task, r.lane) == (run.suite, run.task, run.lane)]
        found = m.field_candidates(same, (field,), stat)
        return found[0] if len(same) > 1 and len(found) == 1 else None
    return of


def _paired_lists(ctx: BlockContext, raws: list[RawClaim], lists: dict[int, int]
                  ) -> dict[int, tuple[bool, frozenset[Key] | None]]:
    """The figures (by id) of the block's lists paired with names in order: with a list of
    lanes right before them ("Kestrel, Wren and Ibis wrote A, B and C bytes"), and, in a block
    that says "respectively", with the lanes or tasks a list names (one lane's figures over
    tasks too: "1.48 and 2.08 seconds for the adit reminder and the winze chaser,
    respectively")."""
    if not lists or (len(ctx.lanes) < 2 and len(ctx.tasks) < 2):
        return {}
    paired = subject_lists(ctx, raws, lists) if len(ctx.lanes) > 1 else {}
    if (ctx.low is None or "respectively" in ctx.low) \
            and RESPECTIVE_WORD.search(ctx.block.plain) is not None:
        paired |= respectively(ctx, raws, lists)
    return paired


def _question_end(ctx: BlockContext) -> int | None:
    """Where the question a paragraph asks ends, if it asks one: the whole paragraph ends
    with "?", or its first sentence does and one or two short sentences follow ("**Why not
    use Botallack Crowns? It beat the others at the median.**"); None otherwise."""
    plain = ctx.block.plain.rstrip()
    if plain.endswith("?"):
        return len(plain)
    if not 1 < len(ctx.sentences) <= 3 or len(plain) > 240:
        return None
    first = plain[:ctx.sentences[1]].rstrip()
    return len(first) if first.endswith("?") else None


def _on_results(ctx: BlockContext) -> bool:
    """Whether a footnote definition is a note on the draft's own runs (it names a lane or a
    task, and nothing marks it as someone else's figure) rather than a source."""
    return bool(ctx.lanes or ctx.tasks) and _SOURCE_NOTE.search(ctx.block.plain) is None


_ASIDE = compiled(r"\(.*\)", re.S)
_NUMBERING_HEADERS = frozenset({"#", "no", "no.", "nr", "id", "item", "step", "ref"})
_ONE_WORD = compiled(r"\s*([A-Z][a-z]+)\s*")
_WHOLE = compiled(r"\s*\d+\s*")


def _names_items(state: DraftState, header: BlockContext, cell: Block,
                 raws: list[RawClaim]) -> bool:
    """Whether a cell's bare whole number names an item its column header is the noun of, as
    the draft writes it elsewhere: "| Macro |" over "| 12 |" where a heading reads "Macro 12"."""
    word = _ONE_WORD.fullmatch(header.block.plain)
    if word is None or header.lanes or header.tasks or len(raws) != 1 \
            or raws[0].unit is not None or _WHOLE.fullmatch(cell.plain) is None:
        return False
    return f"{word.group(1)} {cell.plain.strip()}" in state.text


# A list item led by a kind of tokens alone: "completion: 1,797, 1,412, 1,913".
_TOKEN_KIND_LEAD = compiled(r"(?i)\s*(completion|reasoning|content|prompt)(?:\s+tokens)?\s*:\s*\d")
_UNIT_HEADING = compiled(r"(?:\(\s*(?:s|ms|seconds|bytes|tokens|tokens/s|%)\s*\)"
                         r"(?:\s*,\s*[^(),]{1,30})?"  # (", first runs" may follow)
                         # (or "### Median wall time, in seconds")
                         r"|,?\s+in\s+(?:seconds|milliseconds|bytes|tokens(?:\s+per\s+second|/s)?)"
                         # (a bracket may follow: "..., in seconds (two runs per lane and task):",
                         # or an exception: "..., in seconds unless marked:")
                         r"(?:\s*\([^()]{0,60}\)|\s+unless\s+(?:marked|stated|noted|shown|"
                         r"otherwise\s+(?:marked|stated|noted)))?)\s*:?\s*$")
# ... or a unit with words around it, in the brackets ending a heading right over a table:
# "(content tokens, first run)", "(s, median)", "(median output bytes)".
_UNIT_HEADING_NOTE = compiled(r"\(\s*(?:[a-z]+\s+){0,2}(?:s|ms|seconds|bytes|tokens|tokens/s|%)"
                              r"(?:\s*,[^()]{0,40})?\)\s*$")
# ... or a statistic and a unit alone in the brackets ending a heading: "(median, ms)".
_STAT_UNIT_NOTE = compiled(r"(?i)\(\s*(?:medians?|means?|averages?)\s*,\s*"
                           r"(?:s|ms|seconds|bytes|tokens|tokens/s|%)\s*\)\s*$")
# ... or a unit ending a heading right over a table, after a comma or a colon: "Slide 5:
# Cribbage CLI, output bytes per run", "Euchre Bower: wall time in seconds".
_UNIT_HEADING_TAIL = compiled(r"(?i)[,:]\s+(?:[a-z-]+\s+){0,3}(?:seconds|milliseconds|bytes|tokens|"
                              r"tokens/s)(?:\s+(?:per|by|for\s+each|of\s+each)\s+(?:run|repeat))?"
                              r"\s*$")
_TIME_AFTER = compiled(r"[^\S\n]*\n?[^\S\n]*(?:in|over|after|within)\s+[~\u2248]?\d[\d.,]*\s*"
                       r"(?:s|ms|sec|secs|seconds?|min|minutes?)\b")
# After an exit code carried over an elided verb: "... and 0 on the rephrased one".
_EXIT_ELIDED = compiled(r"\s+(?:on|for|in)\s+(?:the|its|their)\b")


_TIME_VERB_BEFORE = compiled(r"(?i)\b(?:took|needed|lasted)\s+$")
_WROTE_BEFORE = compiled(r"(?i)\b(?:wrote|produced)\s+$")
_USED_BEFORE = compiled(r"(?i)\bused\s+$")


def _verb_fits(plain: str, start: int, unit: str | None) -> bool:
    """Whether the unit of the figure before can be that of the bare figure at ``start``,
    given the verb right before it ("took 9.46" a time, "wrote 1,204" bytes, "used 2,048"
    tokens)."""
    if _TIME_VERB_BEFORE.search(plain, max(0, start - 10), start) is not None:
        return unit in ("s", "ms")
    if _WROTE_BEFORE.search(plain, max(0, start - 10), start) is not None:
        return unit == "bytes"
    if _USED_BEFORE.search(plain, max(0, start - 10), start) is not None:
        return unit == "tokens"
    return True


# A list item opened by a clock time, an entry of a timeline.
_TIMELINE = compiled(r"\s*\d{1,2}:\d{2}\b")
# A list item opened by words that go on about the item before it: "Its", "Of those".
_BACK_OPENING = compiled(r"\s*(?:Its?|Of\s+(?:those|these|them|which)|Those|These|That)\b")
# A lead-in pointing back at the sentence before it: "He gave them in seconds per reply:".
_BACK_TO_STATS = compiled(r"(?i)\b(?:them|these|those)\b")
# A caption before a table: "Table 2: exit codes on sentiment tagging."
# A caption that is a statistic's name alone, over the table after it: "Median wall time over
# three repeats." (or over a list, a word or two before it: "Speed, median wall time in
# seconds:", "Median wall time (s):")
_STAT_CAPTION = compiled(r"(?i)\s*(?:[a-z]+(?:\s+[a-z]+)?\s*[,.:\u2013\u2014-]\s+)?(?:the\s+)?"
                         # (a plural too: "Medians first, wall time in seconds:")
                         # (and a note after a semicolon: "Median time per draft in seconds;
                         # every run counted, failed ones too.")
                         r"(?:median|mean|average)s?\s+[a-z ,;()/-]{0,80}[.:]?\s*$"
                         # (or the statistic last: "Time to the first word of the notice, at
                         # the median:", "Wall time, median:")
                         r"|\s*[a-z][a-z ,()/-]{0,70}?(?:,\s*|\s+)(?:at\s+the\s+|the\s+|by\s+)?"
                         r"(?:median|mean|average)s?\s*[.:]\s*$")
# A table's or figure's label, after a paragraph's number too: "Table 2", "3.2 Table 2",
# "C.3 Table C2" (a lettered one), "Table C.2" (an appendix's), "Figure 4b", "Table A" (a
# letter alone).
_LABEL = (r"(?i)\s*(?:(?:\d+|[a-z])(?:\.\d+)+\s+)?(?:table|fig(?:ure|\.)?)\s+"
          r"(?:(?:[a-z]\.?)?\d+(?:\.\d+)?[a-z]?|[a-z]\b)")
_CAPTION = compiled(r"(?i)\s*(?:table|fig(?:ure|\.)?)\s*:"  # (unnumbered: "Table: median ...")
                    r"|" + _LABEL.removeprefix("(?i)") + r"\s*(?:[:.\u2013\u2014-]"
                    # (or a sentence saying what it holds: "Table 1 gives the median time
                    # ...", "Table 2 gives every Retting run in completion tokens")
                    r"|\s+(?:gives|shows|lists|sets\s+out|holds|reports|compares|summari[sz]es)\b)")
# ... the sentence's own quantifier says which runs its rows are, no bound on each cell:
# "Table 2 lists every run that did not end normally".
_CAPTION_SAYS = compiled(_LABEL + r"\s+[a-z]")


# A short paragraph opening with the measure and unit of the table after it: "Reply size in
# bytes. Failed runs are included ...", "Wall time (s), every run." (after a bold lead too:
# "**Answer length.** Per run, in bytes of answer text:")
_UNIT_SENTENCE = compiled(r"\s*(?:[A-Z][a-z]+(?:\s+[a-z]+)?\.\s+)?"
                          r"([A-Z][^.:;!?\d]{0,60}?(?:\(\s*(?:s|ms|seconds|bytes|tokens|"
                          r"tokens/s)\s*\)|,?\s+in\s+(?:seconds|milliseconds|ms|bytes|"
                          r"tokens(?:\s+per\s+second|/s)?)))"
                          # (what it is taken over may follow: "Mean reply length in bytes over
                          # all five runs, failures included:", "Wall time in seconds on Styrax
                          # resinoid, run by run, ...:")
                          r"(?:\s+(?:over|across|for|per|of|on)\b[^.:;!?\d]{0,60}?)?"
                          # (and a note: "Wall time of every run, in seconds (failed runs
                          # marked):")
                          r"(?:\s*\([^()\d]{1,40}\))?\s*[.,:;]")


# A short paragraph saying what statistic the cells of the table after it are: "Each cell is
# the median of the assistant's three runs", "Medians over each assistant's three runs; ...".
_CELLS_ARE_STATS = compiled(r"(?i)(?:^|[.;:]\s+)(?:(?:each|every)\s+(?:cell|figure|value|number)"
                            r"\s+is|(?:the\s+|all\s+)?(?:cells|figures|values|numbers)\s+are)"
                            r"\s+(?:the\s+|a\s+)?(?:medians?|means?|averages?)\b"
                            r"|^\s*(?:medians|means|averages)\s+(?:over|of|across|for)\b")


# A header that says its time is in seconds: "Wall (s)", "First token, seconds".
_SECONDS_SAID = compiled(r"(?i)\(\s*s\s*\)|\b(?:secs?|seconds?)\b")


def _unit_sentence(plain: str) -> str | None:
    """The opening words of a short paragraph with no figure that name the unit of the table
    after it ("Reply size in bytes"), if it opens so."""
    if len(plain) > 200 or DIGIT.search(plain) is not None:
        return None
    said = _UNIT_SENTENCE.match(plain)
    return said.group(1) if said is not None else None


def _prose(ctx: BlockContext) -> bool:
    """Whether a block is a paragraph of running prose (not a list item, cell or heading)."""
    return ctx.block.kind == "paragraph" and not ctx.block.items and ctx.block.table is None


def _table_next(contexts: list[BlockContext], index: int) -> bool:
    """Whether the block after ``contexts[index]`` is a table's."""
    return index + 1 < len(contexts) and contexts[index + 1].block.table is not None


def _lead_in(ctx: BlockContext, table_next: bool = False) -> BlockContext | None:
    """The last sentence of a paragraph ending with ":" that names a lane or task (or, right
    before a table, a median or mean), or a table caption ("Table 1: median wall time in
    seconds"), as a context of its own (None for any other paragraph)."""
    plain = ctx.block.plain
    figureless = len(plain) <= 200 and DIGIT.search(plain) is None
    caption = _CAPTION.match(plain) is not None or (figureless and (
        (len(plain) < 90 and _STAT_CAPTION.match(plain) is not None)
        or _UNIT_SENTENCE.match(plain) is not None
        or _CELLS_ARE_STATS.search(plain) is not None))  # ("*Median wall time over three
    # repeats.*", "Reply size in bytes. ...", "Each cell is the median of its three runs.")
    titled = not caption and bool(ctx.lanes) and not plain[:ctx.lanes[0].start].strip() \
        and _TITLE_ONLY.fullmatch(plain, ctx.lanes[0].end) is not None  # ("**Clover
    # Decanter** (quote: £1,150 a year)" over its list: a lane's name as a title)
    if not caption and not titled and not plain[-8:].rstrip().endswith(":"):
        return None
    start = 0 if caption or titled else ctx.sentences[-1]
    stats = block_stats(plain, ctx.low)
    if not caption and len(ctx.sentences) > 1 and _BACK_TO_STATS.search(plain, start) \
            and not any(at >= start for at, _ in stats):
        start = ctx.sentences[-2]  # "... asked for the medians of both sets in one place. He
        # gave them in seconds per reply:": the statistic the sentence before names
    lead = BlockContext(ctx.block, [start], [mn for mn in ctx.lanes if mn.start >= start],
                        [mn for mn in ctx.tasks if mn.start >= start], low=ctx.low)
    lead.stats = [(at, stat) for at, stat in stats if at >= start
                  and not (stat == "all" and _CAPTION_SAYS.match(plain) is not None)]
    if not (lead.lanes or lead.tasks or caption
            or (table_next and any(stat in ("median", "mean") for _, stat in lead.stats))
            or (table_next and _UNIT_HEADING.search(plain, start) is not None)):
        return None  # (a lead-in naming no lane or task may name the statistic of a table's
        # cells, or their unit: "Completion tokens include the hidden reasoning. Per run, in
        # tokens:"; not of a list's items, which name their own runs: "pulled down by that
        # 0.21-second refusal")
    return lead


# What may follow a lane's name in a paragraph that is its title alone: a bracket, a stop.
_TITLE_ONLY = compiled(r"\s*(?:\([^()]*\))?\s*[.:]?\s*")


# A lane name with a figure right after it: "Orca 5.78", "Orca's: 5.78".
_LANE_FIGURE = compiled(r"(?:['\u2019]s)?:?[ \u00a0]+[~\u2248]?\d")


# A lane's version said alone, in a version's wording: "from 2.5 to 3.0", "skipping 2.6",
# "(2.5, 2.6 and 3.0)", "drops 2.5 from", "2.5 → 3.0", "2.6's median".
_VERSION_WORDING_BEFORE = compiled(r"(?i)(?:\b(?:from|to|and|or|skipping|skips?|drops?|dropping|"
                                   r"pin|pinned|keep|upgrading|moving|move|versions?|than|on|"
                                   r"about|with|SDK|API)|[(,\u2192])\s*$")
_VERSION_WORDING_AFTER = compiled(r"['\u2019]s\b|\s*\u2192|\s*\?|\s+(?:to|and|or)\s+\d+\.\d")


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


def _two_lanes(heading: BlockContext) -> list[frozenset[Key]]:
    """The two lanes a heading names, in order ("### Salak Pro and Soursop XL"); else none."""
    keys: list[frozenset[Key]] = []
    for mention in heading.lanes:
        if mention.keys not in keys:
            keys.append(mention.keys)
    return keys if len(keys) == 2 else []


def _context(block: Block, names: Names, section: list[frozenset[Key]]) -> BlockContext:
    """``block``'s names and sentences; ``section``: the two lanes of the heading above it, if
    it names two, for "the former" and "the latter"."""
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
    if (len(lanes) > 1 or section) and low is not None and ("former" in low or "latter" in low):
        lanes = _former_latter(low, lanes, section)
    return BlockContext(block, sentence_bounds(plain), lanes, tasks, low=low,
                        lane_count=names.lane_count, labels=names.labels)


# A part of the whole right before it: "1,034, of which 771".
_OF_WHICH = compiled(r"(?i)\bof\s+(?:which|them|these|those)\s+$")
# A comparison's "than", also at a line's end ("64.2% quicker than\nLinocut's 9.02").
_THAN = compiled(r"\sthan\s")
# A share, then what it leaves, the tokens named before the share: "1,130 of 1,534 completion
# tokens were reasoning, a share of 73.7%, leaving 404".
_LEFT_RIGHT_AFTER = compiled(r"(?i)(?:\s+share)?\)?,?\s+(?:leaving|which\s+left)\s+"
                             r"(?:just\s+|only\s+)?")  # (or after the share's bracket: "(an
# 81.6% share), leaving 568 for the reply")
# ... or named after it: "77.7% of its ... completion tokens on reasoning, leaving " (the
# figure after it is the tokens left).
_LEAVING_TOKENS = compiled(r"(?i)\s+of\s+[^.;:%\d]{0,60}?\btokens\b[^.;:%\d]{0,40}?,?\s+"
                           r"(?:leaving|which\s+left|left)\s+(?:just\s+|only\s+)?")
# What is left for the answer, said after the figure: " were left for the letter".
_WERE_LEFT_FOR = compiled(r"(?i)\s+(?:were|was)\s+left\s+(?:over\s+)?(?:for|to)\s+"
                          r"(?:the|its|their)\s")
# A plural noun of a figure's own right after it: "9 fields", "3 speakers" (no unit to carry).
_OWN_NOUN = compiled(r"\s+(?:[a-z]{3,}\s+)??(?!(?:runs|times|seconds|tokens|bytes|words|lines|ms|"
                     r"secs)\b)[a-z]{3,}s\b")  # (perhaps after an adjective: "2 free days")
_FORMER_LATTER = compiled(r"\bthe\s+(former|latter)\b")


def _former_latter(low: str, lanes: list[Mention], section: list[frozenset[Key]]
                   ) -> list[Mention]:
    """``lanes`` with "the former" and "the latter" as mentions of the first and second of
    the last two lanes named before them: "Juniper Cool finished in 1.80 seconds and Juniper
    Warm in 2.70 seconds, so the former was 50% faster than the latter"; with fewer than two
    named before them, of the two lanes of ``section`` (the heading above: "### Salak Pro and
    Soursop XL" ... "Of the two, the latter is the one that thinks")."""
    found = list(lanes)
    for word in _FORMER_LATTER.finditer(low):
        last: list[frozenset[Key]] = []
        for mention in lanes:
            if mention.start >= word.start():
                break
            if not last or mention.keys != last[-1]:
                last = [*last[-1:], mention.keys]
        pair = last if len(last) == 2 else section
        if pair:
            keys = pair[0] if word.group(1) == "former" else pair[1]
            found.append(Mention(word.start(), word.end(), keys))
    found.sort(key=lambda mention: mention.start)
    return found


# Between the last figure of a clause naming its runs and a list in a parallel clause with
# another lane's possessive and the verb elided: "...; Orca's after 480 ms and 510 ms".
_PARALLEL_GAP = compiled(r"(?i)[^.;:\d\x00]{0,60}?(?:;|,\s*(?:and|while|whereas|but)?)\s+"
                           r"\x00+(?:['\u2019]s)?\s+(?:(?:after|at|in|was|were|took|came|"
                           r"came\s+after)\s+)?")  # (or the verb elided after the name: "...
# on its second, Uspallata Cumbre 9.42 and 10.16")


_ORDINALS_SAID = compiled(rf"(?i)\b(?:{ORDINAL})\b")


def _parallel_lists(ctx: BlockContext, raws: list[RawClaim], lists: dict[int, int],
                    known: dict[int, str]) -> dict[int, str]:
    """The figures (by id) of a list in a clause parallel to the one before it, which named
    one run per figure: "Heron took 210 ms on its first run and 170 ms on its second; Orca's
    after 480 ms and 510 ms" gives 480 ms the first run and 510 ms the second, in order (as
    does a list whose runs ``known`` holds: "needed 2.87 and 3.11 seconds on its first and
    second runs respectively, Lougre Sardin 4.62 and 4.16")."""
    found: dict[int, str] = {}
    if not lists or (not own_runs(ctx) and not known):
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
            if prior.start >= sentence[0] and items[0].unit in (prior.unit, None) \
                    and _PARALLEL_GAP.fullmatch(masked, prior.end, items[0].start):
                clause = clause_of(ctx, items[-1].end, sentence)
                later = [at for at, _, _ in ctx.own_runs or () if items[0].start <= at < clause[1]]
                named = [stat for at, _, stat in ctx.own_runs or ()
                         if sentence[0] <= at < items[0].start]
                figures = [r for r in raws[:first] if r.start >= sentence[0]
                           and (r.unit == items[0].unit or None in (r.unit, items[0].unit))]
                if not named and figures and all(id(r) in known for r in figures) \
                        and _ORDINALS_SAID.search(ctx.block.plain, figures[-1].end,
                                                  items[0].start):
                    named = [known[id(r)] for r in figures]  # (runs named by ordinals, not
                    # "Genoa Mini's two good runs took 4.12 and 3.89 seconds, and Jib XL's
                    # 9.58 and 10.13": its good runs, which need not be the same repeats)
                # (a figure whose unit its neighbour gives counts: "took 4.37 seconds on its
                # first run and 4.81 on its second")
                if not later and len(named) == len(items) == len(figures) \
                        and len(set(named)) == len(named) and "repeat last" not in named:
                    found.update((id(item), stat) for item, stat in zip(items, named, strict=True))
        items = [raw] if raw is not None and id(raw) in lists else []
    return found


