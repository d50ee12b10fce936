"""What a claim is about: its suites, lane and task, from the words around it.

The lane and task are the ones named nearest before the claim in its clause (the text since
the last ``,`` ``;`` ``:`` or the sentence start), else one named right after it in the same
clause ("4.18 s mean on log triage", "exit code 9 for OLMo"), else the nearest before it in its
sentence; a sentence that starts with "It", "Its" or "The model" (or says "the same task")
refers to the lane (task) of the sentence before it; then its list item or table row (and a
table column's header); then, for a task, an earlier sentence of its paragraph (see
``_earlier_task``); then the section headings above it. With none named, every lane or
task of the draft's suites is in scope.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

from lumen_report.verify.blocks import Block
from lumen_report.verify.grammar import ORDINAL
from lumen_report.verify.lazy import lazy
from lumen_report.verify.names import ALL_LANES, Key, Mention, all_lanes_at
from lumen_report.verify.patterns import compiled
from lumen_report.verify.sentences import blanked


@dataclass
class BlockContext:
    """Mentions found in one block, by sentence."""

    block: Block
    sentences: list[int]
    lanes: list[Mention]
    tasks: list[Mention]
    stats: list[tuple[int, str]] | None = None  # statistic wording, computed when needed
    all_lanes: list[int] | None = None  # where "both models", "each model" start
    every_task: list[int] | None = None  # where "on each of the three tasks" starts
    low: str | None = None  # folded(block.plain), when computed
    # Computed when a claim first needs them (see _clauses and _posted):
    masked: str | None = None  # plain with every lane and task name blanked to NUL
    clauses: list[int] | None = None  # where each clause starts (after "," ";" ":")
    posted: set[int] | None = None  # ids of mentions attached after an earlier number
    # "was its third" (start, end, repeat), found by check.py
    own_runs: list[tuple[int, int, str]] | None = None
    compared: set[int] | None = None  # ids of lanes named as what another is compared with
    others: frozenset[str] | None = None  # the run-picking wordings it holds (wording.py)
    lane_count: int = 0  # how many lanes the draft's suites hold ("the fastest of the three")
    labels: dict[Key, str] | None = None  # every lane of the draft's suites, with its label
    # the list item before one opened by "It" or "Of those" (its first block), set by check.py
    follows: BlockContext | None = None
    # the lane the paragraph before ends on, for a paragraph opened by "It" or "Its" (check.py)
    prior_lanes: frozenset[Key] | None = None


@dataclass(slots=True)
class Scope:
    lanes: frozenset[Key] | None = None  # None: every lane of the draft's suites
    tasks: frozenset[Key] | None = None
    all_lanes: bool = False  # "both models", "each model"
    suites: frozenset[str] | None = None  # with no lane or task named: the block's suites
    excluded: frozenset[Key] | None = None  # "every lane ... except Wren and Ibis"


# Wordings that pick runs or a statistic over them, each tried only in a block holding one
# of its words (found once per block, as substrings of its lowered text): "its other runs",
# "the runs that finished", "its truncated run", "except on ...", "a spread of", "on most
# runs", "on all but one run".
_RUN_NEEDLES = (
    ("other", ("other",)),
    # "its unretried runs", "without the retries ... its other runs" (picks._UNRETRIED)
    ("retry", ("retried", "retries")),
    ("finished", ("finished", "completed", "succe", "produced", "returned", "gave", "good ",
                  "answered", "clean ", "did finish", "did complete", "did answer",
                  "did succeed", "got going",
                  "got through", "came through", "that worked", "went through", "complete ",
                  "that arrived", "that wrote", "which wrote", "did write", "did produce",
                  "did return")),
    ("ended", ("truncat", "timed", "limited", "filtered", "empty", "malformed", "failed",
               "errored", "timeout", "time-out", "killed", "crash", "failure", "refused",
               "rejected", "stalled", "reset", "filter stopped", "filter blocked", "filter cut",
               "harness killed", "harness stopped", "provider refused", "provider rejected",
               "provider turned")),
    # "the run that exited with code 2 after 0.84 seconds" (picks._RUN_EXITED)
    ("exited", ("run that exited", "run which exited")),
    ("spared", ("xcept", "xcluding", "apart from", "aside from", "leaving out", "without",
                "save", "but not", "run but ", "runs but ", "run but\n", "runs but\n")),
    ("spread", ("spread", "range", "each other", "one another", "spann", "spans", "gap of",
                "difference of",
                "than its fastest", "than its slowest", "than its quickest",
                "between its fastest", "between its quickest", "between its slowest",
                "between their fastest", "between their quickest", "between the fastest",
                "between the quickest")),
    ("most", ("most", "majority")),
    # "one run took ...", "on one of them", "a single run" (wording.statistic)
    ("one", ("one ", "single ")),
    # "its first two runs", "the last three repeats" (picks._FIRST_N)
    ("first_n", ("first two", "first three", "first four", "first five", "last two",
                 "last three", "last four", "last five", "first 2", "first 3", "first 4",
                 "last 2", "last 3", "last 4")),
    # statistics the results do not derive (classify._UNDERIVED)
    ("underived", ("p75", "p90", "p95", "p99", "percentile", "deviation", "std", "variance",
                   "interquartile", "iqr", "sd", "s.d", "ci", "confidence", "\u00b1", "+/-",
                   "\u03c3")),
    ("but one", ("but one", "but 1")),
    ("than", ("than", "before", "after", "ahead of", "behind", "above", "below", "against",
              "versus", "vs", "s under ")),  # ("3.92 s under Guzheng")
    ("versus", ("vs", "versus", "against")),
    # "the first, second and fourth runs": a list of ordinals (lists.named_repeats)
    ("ordinals", ("first,", "first and", "second,", "second and", "third,", "third and",
                  "fourth,", "fourth and")),
)


def run_words(ctx: BlockContext) -> frozenset[str]:
    """Which of the run-picking wordings (``_RUN_NEEDLES``) the block may hold (substring
    tests of its lowered text: far cheaper than a regex scan of it)."""
    if ctx.others is None:
        low = ctx.low if ctx.low is not None else ctx.block.plain.lower()
        if "\n" in low:
            low = low.replace("\n", " ")  # (a wording broken over lines: "its good\nruns")
        found = []
        for name, needles in _RUN_NEEDLES:
            for needle in needles:
                if needle in low:
                    found.append(name)
                    break
        ctx.others = frozenset(found)
    return ctx.others


def sentence_of(bounds: list[int], position: int) -> tuple[int, int]:
    """The sentence [start, end) holding ``position``; ``bounds`` are its block's sorted
    sentence starts."""
    index = bisect.bisect_right(bounds, position) - 1
    if index < 0:
        return 0, 10**12
    return bounds[index], bounds[index + 1] if index + 1 < len(bounds) else 10**12


def nearest(mentions: list[Mention], start: int, end: int, position: int) -> frozenset[Key] | None:
    """The mention nearest before ``position`` within its sentence [start, end)."""
    found = None
    for mention in mentions:
        if mention.end > position:
            break
        if mention.start >= start:
            found = mention.keys
    return found


def nearest_heading(headings: list[BlockContext]) -> BlockContext | None:
    """The nearest real heading of those over a block (not a lead-in paragraph standing in
    for one)."""
    return next((h for h in reversed(headings) if h.block.kind == "heading"), None)


def last_in(mentions: list[Mention]) -> frozenset[Key] | None:
    return mentions[-1].keys if mentions else None


def all_in(mentions: list[Mention]) -> frozenset[Key] | None:
    """Every lane (or task) a heading names: "Mercury and DiffusionGemma" scopes both."""
    return frozenset().union(*(m.keys for m in mentions)) if mentions else None


# (and an aside that opens a comparison: "Kestrel took 9.48 s (against 4.74 s for Wren)")
# (Written to start with one character class, as sentences._SENTENCE_END: the regex engine then
# skips to those characters instead of trying both branches at every position.)
_CLAUSE_BREAK = compiled(r"[,;:(](?:(?<=[,;:])(?=\s)|(?<=\()(?=(?:[Aa]gainst|[Vv]ersus|[Vv]s\b|"
                           r"[Cc]ompared\b)))")
# What may stand between a number (with its unit) and a lane or task named right after it in
# the same clause: a few words ("mean", "completion tokens", another name) ending in a
# preposition: "4.18 s mean on log triage", "exit code 9 for OLMo on the SQL review".
# A conjunction or comparison in between ("4.12 s while Phi ...", "less than Phi") starts
# something else.
_NOT_LINK = r"(?!(?:and|or|but|while|whereas|than|versus|vs|as|unlike|like)\b)"
_POST_GAP = compiled(
    rf"[%\u00d7]?\)?\s*(?:{_NOT_LINK}(?:[a-z][\w'\u2019-]*|\x00+(?:['\u2019]s)?)\s+){{0,4}}?"
    r"(?:on|for|in|with|by|from|at|across|during|of)\s+(?:(?:the|its|their)\s+)?"
    rf"(?:{_NOT_LINK}[a-z][\w-]*\s+){{0,2}}"  # "on its first invoice parsing run"
)
_PART_OF = compiled(r"\s+(?:out\s+)?of\s+")
_OPEN_BRACKET = compiled(r"[%\u00d7]?\s*(?:[a-z/]+\s*)?\(\s*")  # (a unit before it: "8.26 s (")
_CLOSE_BRACKET = compiled(r"\s*\)")
# "9.97 seconds was Mistral's mean": a copula, then the lane's possessive.
_COPULA_GAP = compiled(r"[%\u00d7]?\s*(?:[a-z/]+\s+){0,2}?(?:was|is|were)\s+")
_POSSESSIVE = compiled(r"['\u2019]s?\b")
# A possessive that names a figure of its own: "divided by Granite's 2.85 seconds" (not one
# whose noun is left out before another figure set against it: "3.13 s for Piassava's against
# 5.08 s for Kitul's").
_OWN_FIGURE = compiled(r"['\u2019]s?\s+(?!(?:against|versus|vs|and|or|but|while|whereas)\b)"
                       r"(?:[a-z-]+\s+){0,2}?[~\u2248]?\d")
_PRONOUN = compiled(r"[\"'\u201c\u2018(]*(?:It|Its|They|Their|The\s+model|This\s+model|"
                      r"That\s+model|These\s+models|Both"
                      # (or no subject at all, a note's style: "**Patina (Ferramenta).** Ran
                      # with `--max-tokens 8192`.")
                      r"|(?:Ran|Runs|Took|Takes|Used|Uses|Needed|Needs|Wrote|Writes|Spent|"
                      r"Averaged|Answered|Finished)(?=\s+(?:(?:with|at|in|on|for|about|under|"
                      r"over|only|just|every|all|each|its|the|a|an)\b|[~\u2248\d`])))\b")
# A sentence opening on a run of the lane before, by its ordinal or as the rest: "Flyleaf had
# its own wobble. The second run died ...; the other four returned ..." (under no heading that
# names a lane: "## Wren 2 Flash ... Ibis 7B's median on this task was 1.91 seconds. The fourth
# run was truncated" is Wren's)
_RUN_BACK = compiled(rf"(?:The\s+(?:{ORDINAL})\s+(?:run|repeat|attempt)"
                     r"|The\s+other\s+(?:two|three|four|five|six|seven|eight|nine|[2-9])"
                     r"(?!\s+(?:lanes?|models?|tasks?)\b)"
                     # ("Timpani 4.1 never finished this one. All three runs stopped at 4,096
                     # completion tokens": its runs)
                     r"|(?:All|Both)\s+(?:(?:two|three|four|five|six|seven|eight|[2-9])\s+)?"
                     r"(?:runs|repeats|attempts))\b")
# A sentence opening on a singular pronoun, and a name not opening a list of names.
_SINGULAR = compiled(r"\s*[\"'\u201c\u2018(]*(?:It|Its)\b")
# ... its verb right after it: "Lathekin Reamy reasoned for longer" (not "X's median", "X and Y").
_OPENS_AS_SUBJECT = compiled(r"\s+(?:[a-z]+ly\s+)?(?:was|is|reasoned|took|needed|ran|used|wrote|"
                             r"spent|finished|answered|came|averaged|produced|returned)\b")
IT = compiled(r"\b[Ii]ts?\b")  # "Over its runs ... it averaged": the lane's, mid-sentence
# A run named as the one just told of: "Before the first 502, the run's time to first token was
# 0.92 seconds" (the lane of the sentence before, as "its" would be).
# (or the run as a subject: "... so the run ended after 6.84 s. The run still used 540
# completion tokens")
_THE_RUN = compiled(r"\b(?:[Tt]he|[Tt]hat|[Tt]his)\s+run(?:['\u2019]s\b|\s+(?:still\s+|also\s+|"
                    r"then\s+|had\s+|has\s+|only\s+)?(?:[a-z]+ed|took|got|wrote|ran|spent|came|"
                    r"made|hit)\b)")
_SAME_TASK = compiled(r"\b(?:the\s+same|that|this)\s+task\b", re.I)


def masked_text(ctx: BlockContext) -> str:
    """The block's plain text with every lane and task name blanked (same offsets)."""
    if ctx.masked is None:
        if not ctx.lanes and not ctx.tasks:
            ctx.masked = ctx.block.plain
            return ctx.masked
        plain = ctx.block.plain
        masked = blanked(plain, [(mention.start, mention.end)
                                 for mention in [*ctx.lanes, *ctx.tasks]])
        for mention in ctx.lanes:
            end = mention.end
            if plain[end - 1:end] == "s" and plain[end:end + 1] in ("'", "\u2019") \
                    and not plain[end + 1:end + 2].isalpha():
                # "Lipper Jacks' first and third runs": read as the possessive "'s" after
                # the blanked name, as any other name's (same length, same offsets after)
                masked = f"{masked[:end - 1]}{plain[end]}s{masked[end + 1:]}"
        ctx.masked = masked
    return ctx.masked


def _clauses(ctx: BlockContext) -> list[int]:
    """Sorted offsets where a clause starts: each sentence start and after "," ";" ":"."""
    if ctx.clauses is None:
        found = {*ctx.sentences, *(m.end() for m in _CLAUSE_BREAK.finditer(ctx.block.plain))}
        ctx.clauses = sorted(found)
    return ctx.clauses


def clause_of(ctx: BlockContext, position: int, sentence: tuple[int, int]) -> tuple[int, int]:
    """The clause [start, end) holding ``position``, within its sentence."""
    bounds = _clauses(ctx)
    index = bisect.bisect_right(bounds, position) - 1
    start = max(bounds[index] if index >= 0 else 0, sentence[0])
    end = bounds[index + 1] if index + 1 < len(bounds) else 10**12
    return start, min(end, sentence[1])


# An elided item of a list: a lane or task name (possessive or not), an optional bound or
# approximation word, then the number: ", Phi 1,310", "and Phi's 9.32", ", Phi (1,980)".
_ELIDED_BEFORE = compiled(
    # (or a comparison's other lane: "... 1,102 bytes is close to Lynx 2's 1,164")
    r"(?:[,;]|\b(?:and|or)|\b(?:close\s+to|than|against|versus|vs\.?|next\s+to|"
    r"compared\s+(?:with|to)|behind|ahead\s+of)\s+(?=\x00+['\u2019]s\s))\s*"
    # (a task after "its", with the statistic: "..., and its median reassurance note 3.74")
    r"(?:(?:its|their)\s+(?:(?:median|mean|average|fastest|slowest|first|last)\s+)?)?"
    r"\x00+(?:['\u2019]s)?\s*[(:]?\s*"
    # (its answers, then "all" before a bound: "..., its casenote answers all under 1,900")
    r"(?:(?:answers|replies|responses|outputs|runs)\s+all\s+(?=(?:under|over|below|above)\s))?"
    r"(?:in\s+(?=(?:under|about|around|roughly|just|only)\s))?"  # ("..., and Flam 4.1 in under 5")
    r"(?:(?:about|around|roughly|nearly|almost|just|exactly|only|under|over|below|above|"
    r"at\s+most|at\s+least|more\s+than|less\s+than|fewer\s+than|up\s+to)\s+)?$"
    # (or the lane's statistic by "its" alone: "its fastest run took 16.93 and its slowest
    # 21.60")
    r"|(?:,|\band)\s+(?:its|their)\s+(?:median|mean|average|fastest|slowest|quickest|best"
    r"|worst|first|second|third|fourth|fifth|last)\s+$",
    re.I,
)
# What may follow an elided item: the end of its clause, or the next item.
# (an adverb may end the clause: "close to Lynx 2's 1,164 anyway.")
_ELIDED_AFTER = compiled(
    r"\s*(?:(?:anyway|too|again|instead|though|then|overall|here|there|as\s+well)\s*"
    r"(?=$|[,;.:)!?\]]))?"
    r"(?:$|[,;.:)!?\]]|(?:and|or|but|while|whereas|on|in|for|respectively)\b)", re.I)


def elided_item(ctx: BlockContext, start: int, end: int) -> bool:
    """Whether the number at plain[start:end] is an item whose verb and unit are elided
    ("Granite used 1,204 completion tokens, Phi 1,310 and OLMo 1,045")."""
    if not ctx.lanes and not ctx.tasks:
        return False
    masked = masked_text(ctx)
    return _ELIDED_BEFORE.search(masked, max(0, start - 80), start) is not None \
        and _ELIDED_AFTER.match(masked, end) is not None


_LAST_DIGIT = compiled(r".*\d", re.S)  # matched up to the last digit of its span


def _posted(ctx: BlockContext) -> set[int]:
    """The mentions (by id) named right after a number in their clause ("4.12 s on log
    triage"): they belong to that number, not to a later one in the clause."""
    if ctx.posted is None:
        ctx.posted = set()
        masked = masked_text(ctx)
        # A code span with a number ("`--max-tokens 8192` for Kestrel") is a figure too.
        codes = [c.index for c in ctx.block.codes if _ANY_DIGIT.search(c.content)]
        for mention in [*ctx.lanes, *ctx.tasks]:
            sentence = sentence_of(ctx.sentences, mention.start)
            start, _ = clause_of(ctx, mention.start, sentence)
            digit = _LAST_DIGIT.match(masked, start, mention.start)
            end = digit.end() if digit is not None else -1
            for index in codes:
                if start <= index < mention.start:
                    end = max(end, index + 1)
            if end >= 0 and _follows(masked, end, mention):
                ctx.posted.add(id(mention))
    return ctx.posted


def _follows(masked: str, end: int, mention: Mention) -> bool:
    """Whether ``mention`` is named right after a number ending at ``end``: "4.12 s on log
    triage", "exit code 9 for OLMo", "9.97 s was Mistral's mean"; not "... divided by
    Granite's 2.85 s", where the possessive names a figure of its own."""
    if _COPULA_GAP.fullmatch(masked, end, mention.start) is not None:
        return _POSSESSIVE.match(masked, mention.end) is not None
    if _OPEN_BRACKET.fullmatch(masked, end, mention.start) is not None:
        # "9.37 (Rouletting), 12.42 (Dottle)": the name alone in a bracket after the figure
        return _CLOSE_BRACKET.match(masked, mention.end) is not None
    if _PART_OF.fullmatch(masked, end, mention.start) is not None:
        return True  # "4,391 of Sinopia's 5,236 completion tokens": a part of that lane's
    if _OWN_FIGURE.match(masked, mention.end):
        return False
    return _POST_GAP.fullmatch(masked, end, mention.start) is not None \
        and _INSTEAD_OF.search(masked, max(end, mention.start - 16), mention.start) is None


# A clause of the subject's own after a lane compared with: ", and its first words ...".
_ITS_AFTER_COMPARED = compiled(r"(?i)(?:,|;|\band\b)\s+(?:and\s+)?(?:its|their)\s")
_COMPARISON_WORD = compiled(r"(?i)\b(?:than|as\s+[a-z]+\s+as|against|versus|vs|unlike|compared)\b")


# "Hairline (`--max-tokens 2048`) instead of Swell": the lane after is another, not the
# figure's.
_INSTEAD_OF = compiled(r"(?i)\b(?:instead|place|rather)\s+of\s+(?:the\s+)?$")


def attached(ctx: BlockContext, mentions: list[Mention], claim_end: int,
             clause_end: int) -> frozenset[Key] | None:
    """A lane or task named right after the claim in its clause ("2,093 bytes on
    vault-breach", "exit code 9 for OLMo on the SQL review")."""
    for mention in mentions:
        if mention.start >= claim_end:
            if mention.start < clause_end and _follows(masked_text(ctx), claim_end, mention):
                return mention.keys
            return None
    return None


# A lane named as what another is compared with: "faster than OLMo", "unlike Phi", "beat
# Phi and OLMo", "in a quarter of Tern's time". A figure later in the sentence is the
# subject's, not theirs.
_COMPARED_BEFORE = compiled(
    r"\b(?:than|versus|vs\.?|against|unlike|(?<=,\s)like|compared\s+(?:with|to)|relative\s+to|"
    r"behind|"  # (", like Lathekin, ...": an aside comparing it)
    r"ahead\s+of|above|below|beat|beats|beating|outpaced|outran|outperformed|as\s+[a-z]+\s+as|"
    r"trails|trailed|trailing|lags|lagged|lagging|leads|leading|"  # ("X trails Y by 2.56 s")
    r"exceeds|exceeded|exceeding|"  # ("X's mean (8.26) exceeds Y's by 1.12 s")
    # "writes more: 2,876 bytes ..., against 1,582 for Tabor Mini" (a figure set against one
    # of the lane named after it)
    r"(?:against|versus|vs\.?)\s+(?:about\s+|around\s+|roughly\s+|[~\u2248]\s*)?\d[\d,.]*"
    r"(?:\s*(?:s|ms|seconds?|bytes?|tokens?|%)\b)?\s+(?:for|from|by|on)|"
    r"same\s+(?:[a-z-]+\s+){0,2}?as|"  # ("- Kanna Smoother: on the same weights as Kanna Jack")
    r"twice|thrice|half|"  # ("Its median of 17.03 seconds is twice Veery 2.7's")
    r"(?:times|twice|[\d.]x)\s+what|"  # ("about 3.5 times what Cavatappi Mini needed")
    r"(?:(?:an?|one|two|three)[\s-]+(?:thirds?|quarters?|fifths?|sixths?|sevenths?|eighths?|"
    r"ninths?|tenths?|twentieths?|thirtieths?|fortieths?|fiftieths?|hundredths?|thousandths?)"
    r"|half)\s+of"
    # "ran 1.2x the size of Bastion SQL's"
    r"|\d[\d,.]*\s*(?:x|\u00d7|times)\s+(?:the\s+)?(?:size|length|time|speed|rate|output)\s+of"
    r"|\d[\d,.]*\s*(?:x|\u00d7|times)\s+(?:that|those)\s+of"  # "3.1x that of Chamois 2.4"
    # "2.5 times Smew Large's", "7.7x the median Dipper Mini run"
    r"|\d[\d,.]*\s*(?:x|\u00d7|times)(?:\s+the)?(?:\s+(?:median|mean|average|typical))?"
    # "took 5.00 s to Marten Flash's 2.50 s" (a unit's words between, not "RefillRight 5.2
    # hands the reminder to Cortado 7B")
    r"|\d[\d,.]*\s*(?:(?:s|ms|secs?|seconds?|min|mins|minutes?|bytes?|kb|mb|tokens?|t/s|"
    r"tok/s|per|second|%)\s+){0,3}?to)"
    r"\s+(?:(?:that|those)\s+of\s+)?"  # ("72.1% lower than that of Duchesse Wholestitch")
    r"(?:the\s+(?:[a-z-]+\s+)?)?$", re.I)  # (an adjective after "the": "than the hosted X")
# "took 6.0 seconds, 50% of Kestrel's, and used ...": a percentage of a lane's own figure,
# the possessive standing for it (a noun and verb after it, "50% of Kestrel's tokens were
# reasoning", make it a share of Kestrel's instead).
_PERCENT_OF = compiled(r"\d\s*(?:%|per\s?cent)\s+of\s+(?:the\s+)?$")
_BARE_POSSESSIVE = compiled(r"['\u2019]s?(?:\s+[a-z-]+){0,2}\s*(?:[,;.)]|$)")
_LIST_BEFORE = compiled(r"\x00\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)$")
# ... but not a lane after ", and" that goes on as a clause's subject: "faster than Redshank
# 4.1, and Phalarope XS, at 2.06 seconds, beat everything".
_SUBJECT_AFTER = compiled(r"['\u2019]?\s*,\s*(?:at|with|in|after)\s+[~\u2248]?\d|\s+(?:was|is|took|"
                          r"beat|came|finished|ran|needed|wrote|led|answered|spent|used)\b")
# A figure in parentheses right after a name is that name's: "Phi-5 Mini (9.96 s mean)".
_OWNED = compiled(r"['\u2019]?s?\s*[(\[]\s*(?:(?:median|mean|average)\s+(?:of\s+)?)?"
                  r"(?:[~\u2248]\s*|(?:about|around|roughly)\s+)?")  # (or "than Bobstay Pro's
# (median 2,263 bytes)")
# ... or past its run: "beat Curlew 2.1's fastest run (68.93 seconds)".
_OWNED_RUN = compiled(r"['\u2019]s?\s+(?:[a-z-]+\s+){0,2}?(?:run|repeat|attempt|try)\s*[(\[]\s*"
                      r"(?:[~\u2248]\s*|(?:about|around|roughly)\s+)?")
# A possessive right before the figure it owns: "faster than Orca's 8.82 s", "Orca's mean
# of about 5.8 s", "Tamarin's mean (481.8 ms)".
_POSSESSED = compiled(r"['\u2019]s?\s+(?:[a-z-]+\s+){0,2}?(?:[(\[]\s*)?(?:[~\u2248]\s*|(?:about|"
                        r"around|roughly|approximately|nearly)\s+)?")
# A relative clause ("..., which took 2.85 s") is about the name right before it.
_RELATIVE = compiled(r"\s*(?:which|who|whose)\b")
# A clause that goes on with the same (unnamed) subject: ", and ", "; ", ", with ".
_COORDINATED = compiled(r"[,;]\s*(?:(?:and|but|with|while)\s+)?")


def compared_with(ctx: BlockContext, mention: Mention) -> bool:
    """Whether ``mention`` names a lane another is compared with ("than Sabaton 4.2")."""
    return id(mention) in _compared(ctx)


def subjects_only(ctx: BlockContext, tasks: bool) -> BlockContext:
    """``ctx`` as the item before one that goes on about it ("- Of those tokens, ..."): its
    lanes that are not only compared with, and its tasks if ``tasks`` (not when the item
    names its own: "- It also exited with code 3 once, on cabin reallocation")."""
    compared = _compared(ctx)
    return BlockContext(ctx.block, ctx.sentences,
                        [mn for mn in ctx.lanes if id(mn) not in compared],
                        ctx.tasks if tasks else [])


def _compared(ctx: BlockContext) -> set[int]:
    """The lane mentions (by id) that name what another lane is compared with."""
    if ctx.compared is None:
        ctx.compared = set()
        if ctx.lanes:
            masked = masked_text(ctx)
            previous: Mention | None = None
            for mention in ctx.lanes:
                window = max(0, mention.start - 30)
                if _COMPARED_BEFORE.search(masked, window, mention.start) or (
                        ("%" in masked[window:mention.start]
                         or "cent" in masked[window:mention.start])
                        and _PERCENT_OF.search(masked, window, mention.start)
                        and _BARE_POSSESSIVE.match(masked, mention.end)) or (
                        previous is not None and id(previous) in ctx.compared
                        and (joined := _LIST_BEFORE.search(masked, previous.start,
                                                           mention.start)) is not None
                        and not ("," in joined.group(0) and "and" in joined.group(0)
                                 and _SUBJECT_AFTER.match(masked, mention.end))):
                    ctx.compared.add(id(mention))
                previous = mention
    return ctx.compared


# An apposition setting a lane beside the one before it: ", the same model as ".
_SAME_AS = compiled(r"(?i)[\s,]*(?:the\s+)?same\s+(?:[a-z-]+\s+){0,2}?as\s+(?:the\s+)?")
# Between a claim and a task named later in its clause past a comparison: "3.6x quicker than
# Cobalt (4.37s) on invoice extraction" (no conjunction: "..., and on X" starts another); or
# "191 and 207 bytes per menu lines run"; a range's start, "and" right after it, and a lane's
# possessive before the task: "Between 1,764 and 2,036 bytes for Lewis Pitcher's Scappling
# drafts".
_LATER_TASK = compiled(r"(?i)(?:\s+(?:and|to)\s+(?=\d)"  # (right after the claim)
                       r"|(?:(?!\b(?:and|or|but|while|whereas)\b)[^.;:,\d])*?)"
                       r"(?:\d+(?:[.,]\d+)*(?:(?!\b(?:and|or|but|while|whereas)\b)[^.;:,\d])*?)?"
                       r"\b(?:on|for|in|across|during|per)\s+(?:the\s+|each\s+|every\s+)?"
                       r"(?:\x00+['\u2019]s\s+)?")


def _task_later(ctx: BlockContext, mentions: list[Mention], claim_end: int,
                clause_end: int) -> frozenset[Key] | None:
    """The first task named later in the claim's clause, past at most one other figure, when
    none is named before it there."""
    for mention in mentions:
        if mention.start >= claim_end:
            if mention.start < clause_end and mention.start - claim_end <= 80 \
                    and _LATER_TASK.fullmatch(masked_text(ctx), claim_end, mention.start):
                return mention.keys
            return None
    return None


_CLOSING = lazy(r"(?i)(?:\s+task)?[\s.!?)\]*_\"'\u201d\u2019]*")
_ON_TASK = lazy(r"(?i)\b(?:on|for|in|across|during)\s+(?:the\s+)?$")


def _closing_task(ctx: BlockContext, claim_end: int,
                  sentence: tuple[int, int]) -> frozenset[Key] | None:
    """The task a sentence ends on ("Heron took 6.42 s, 3.2x slower than Marlin (3.12 s) on
    code review."), for a figure before it that nothing else gives a task: the closing phrase
    is about the whole sentence, up to a ";" before it."""
    plain = ctx.block.plain
    for mention in ctx.tasks:
        if mention.start < claim_end or mention.start >= sentence[1]:
            continue
        if _CLOSING.fullmatch(plain, mention.end, sentence[1]) is None:
            return None
        near = max(claim_end, mention.start - 12)
        if ";" in plain[claim_end:mention.start] \
                or _ON_TASK.search(plain, near, mention.start) is None:
            return None
        return mention.keys
    return None


_RUN_AFTER = compiled(r"\s+runs?\b")


def _adjective_task(ctx: BlockContext, mentions: list[Mention], position: int,
                    claim_end: int) -> frozenset[Key] | None:
    """The task of "<task> run" right after a figure used as its adjective: "Bison Large's
    30.00-second Invoice parsing run" is that task's run, whatever the clause named before."""
    plain = ctx.block.plain
    if "-" not in plain[position:claim_end] or plain[claim_end:claim_end + 1] != " ":
        return None
    for mention in mentions:
        if mention.start == claim_end + 1:
            return mention.keys if _RUN_AFTER.match(plain, mention.end) else None
    return None


# A bracket opened right after a lane's name, before its figure: "ahead of Scroll CLI (3.76 s)".
_BRACKETED = compiled(r"(?:['\u2019]s)?\s*\(\s*(?:(?:median|mean|average)[:\s]\s*)?"
                      r"(?:about\s+|roughly\s+|~\s*)?")  # ("than Deadbolt Chill (median 9.12)")
# A figure set against the one before it, its lane named after it: "against 1.25 for X".
_CONTRAST_BEFORE = compiled(r"(?i)\b(?:against|versus|vs\.?|compared\s+(?:with|to))\s+"
                            r"(?:[~\u2248]\s*|(?:about|around|roughly|just|only)\s+)?$")


def _named(ctx: BlockContext, mentions: list[Mention], sentence: tuple[int, int],
           clause: tuple[int, int], position: int, claim_end: int,
           lanes: bool = False) -> frozenset[Key] | None:
    """Nearest before the claim in its clause (a name that belongs to an earlier number
    does not count), else right after it in the clause, else nearest before in the
    sentence. A lane compared with ("slower than Granite") counts only when no other lane
    is named, or right before a relative clause ("than Granite, which took 2.85 s")."""
    found: Mention | None = None
    subject = None
    posted: set[int] | None = None
    compared = _compared(ctx) if lanes else set()
    if not lanes and (own := _adjective_task(ctx, mentions, position, claim_end)) is not None:
        return own
    for mention in mentions:
        if mention.end > position:
            break
        if mention.start >= clause[0]:
            if posted is None:
                posted = _posted(ctx)
            if id(mention) not in posted:
                found = mention
                if id(mention) not in compared:
                    subject = mention.keys
    if found is not None:
        if lanes and _CONTRAST_BEFORE.search(ctx.block.plain, max(found.end, position - 40),
                                             position) is not None \
                and (after := attached(ctx, mentions, claim_end, clause[1])) is not None:
            return after  # "Pike took 8.00 s against 1.25 for Cobalt": Cobalt's 1.25
        if _OWNED.fullmatch(ctx.block.plain, found.end, position) \
                or (position - found.end < 40 and _OWNED_RUN.fullmatch(ctx.block.plain,
                                                                      found.end, position)) \
                or _POSSESSED.fullmatch(ctx.block.plain, found.end, position):
            return found.keys  # "beat Phi-5 Mini (9.96 s mean)", "than Orca's 8.82 s"
        if subject is None and _PRONOUN.match(ctx.block.plain, sentence[0]):
            return None  # "It took 12.0 s, twice as long as Osprey and 300% longer": It's
        if subject is None and _SAME_AS.fullmatch(masked_text(ctx), clause[0], found.start) \
                and (apposed := [mn for mn in mentions if sentence[0] <= mn.start
                                 and mn.end <= clause[0] and id(mn) not in compared]):
            return apposed[-1].keys  # "Eclair Mignon, the same model as Eclair Royale but run
            # with `--max-tokens 1536`": the lane the apposition is about
        return subject if subject is not None else found.keys
    if lanes and "(" in ctx.block.plain[max(sentence[0], position - 4):position]:
        last = next((mn for mn in reversed(mentions)
                     if sentence[0] <= mn.start and mn.end <= position), None)
        if last is not None and _BRACKETED.fullmatch(ctx.block.plain, last.end, position):
            return last.keys  # "1.97 s ahead of Scroll CLI (3.76 s)": the bracket right after
            # a lane's name holds that lane's figure, compared with or not
    after = attached(ctx, mentions, claim_end, clause[1])
    if after is not None:
        return after
    if not lanes and (later := _task_later(ctx, mentions, claim_end, clause[1])) is not None:
        return later
    if compared and not _RELATIVE.match(ctx.block.plain, clause[0]):
        subject = None
        for mention in mentions:
            if mention.end > position:
                break
            if mention.start >= sentence[0] and id(mention) not in compared:
                subject = mention.keys
        if subject is not None:
            return subject
        last_compared = next((mn for mn in reversed(mentions) if sentence[0] <= mn.start
                              and mn.end <= position and id(mn) in compared), None)
        if last_compared is not None and _ITS_AFTER_COMPARED.search(
                ctx.block.plain, last_compared.end, position) is not None \
                and _COMPARISON_WORD.search(ctx.block.plain, sentence[0],
                                            last_compared.start) is not None:
            return None  # "it took 2.6x as long as Torus Bead at the median, and its first
            # words of reply came after 12.42 seconds": "its" is the subject's, not the lane
            # compared with
        if clause[0] > sentence[0] and _COORDINATED.fullmatch(ctx.block.plain, clause[0] - 1,
                                                                position) \
                and any(sentence[0] <= mn.start and id(mn) in compared
                        for mn in mentions if mn.end <= position):
            # "> Three times as long as Egret 1.4, and 4,500 bytes long." under "## Tern 5
            # 30B": the lane compared with is not the subject of the later figure
            return None
    return nearest(mentions, sentence[0], sentence[1], position)


# Before a lane, the words joining its clause on to the sentence's: ", and ", "; ", ", while ".
_JOINED_CLAUSE = compiled(r"(?:,\s*(?:and|but|while|whereas)|;)\s+$")


def _referent(ctx: BlockContext, sentence: int, mentions: list[Mention],
              refers: re.Pattern[str], initial: bool) -> frozenset[Key] | None:
    """What the sentence before ``sentence`` (an index into ``ctx.sentences``) names, or
    refers to in turn: every lane (task) it names, so an ambiguous one scopes them all."""
    bounds = ctx.sentences
    plain = ctx.block.plain
    fallback: list[Mention] = []  # lanes only compared with, if no subject comes before them
    back = 0  # sentences passed that name no lane
    singular = initial and _SINGULAR.match(plain, bounds[sentence]) is not None
    while sentence > 0:
        start, end = bounds[sentence - 1], bounds[sentence]
        named = [m for m in mentions if start <= m.start < end]
        if named:
            if initial:  # "Phi was twice as slow as Granite. It ...": Phi
                compared = _compared(ctx)
                subjects = [m for m in named if id(m) not in compared]
                if not subjects:
                    # "It took 6.0 s, twice as long as Wren. Its ...": the lane that "It"
                    # stood for, not Wren ("On the slugify tests it produced 600 tokens per
                    # second, against Ibis Max's 300. ... it spent 0 reasoning tokens"); and
                    # "Girandole Pro writes the longest letters. ... the runs that finished had
                    # a median of 1,927 bytes, 59% more than Rushlight CLI's 1,212. It also
                    # thinks ...": the subject before, not the lane compared with
                    if refers.match(plain, start) is None and IT.search(plain, start, end) is None:
                        # (kept only when no subject is named earlier; a sentence that refers
                        # back itself never stands for the lane it compares with)
                        fallback = fallback or named
                    sentence -= 1
                    continue
                if refers.match(plain, start) is not None and all(
                        _JOINED_CLAUSE.search(plain, max(start, m.start - 16), m.start)
                        for m in subjects):
                    sentence -= 1  # "It came out ahead ...: its mean was 4.05 seconds, and
                    continue  # Gamp Ribbing took 1.5x as long there. Its Marquise replies
                    # ...": the lane "It" stood for, not the one of a clause joined on
                named = subjects
                if singular and len({m.keys for m in named}) > 1 \
                        and not plain[start:named[0].start].strip(" *_\"'\u201c\u2018") \
                        and _OPENS_AS_SUBJECT.match(plain, named[0].end) is not None \
                        and ";" not in plain[start:end]:
                    named = [named[0]]  # "Lathekin Reamy reasoned for longer ... (median 1,528
                    # bytes for Lathekin Seedy, 1,579 for Lathekin Reamy). Its reasoning share
                    # ...": "Its" is the lane the sentence before opens on, its subject
            return frozenset().union(*(m.keys for m in named))
        back += 1
        if not _refers(plain, start, end, refers, initial) and not ctx.block.items \
                and _CONTINUES.match(plain, start) is None \
                and not (refers is _RUN_BACK and back <= 2) \
                and not (_SHORT_REPLY.fullmatch(plain, start, end) is not None
                         and plain[:start].rstrip(" *_\n").endswith("?")):
            break  # (a list item's lead names its topic past a sentence that names
            # nothing: "- **Grebe 7B.** Mid-pack on speed. ... it never came near ..."; and
            # a sentence opened by "That" or "So" goes on about what came before: "X's second
            # run spent 3,912 reasoning tokens. That leaves 184 content tokens. Its other ...";
            # and "The other four" reaches back past two sentences about the one run: "Girder
            # XL's second run is the odd one out. The stream opened ... The other four took");
            # a short reply to a question does not either: "**Why not Axletree Oak?** Time.
            # ... its median was 18.64 seconds"
        sentence -= 1
    return frozenset().union(*(m.keys for m in fallback)) if fallback else None


# A reply of a few words to the question before it: "Time.", "Not yet."
_SHORT_REPLY = compiled(r"\s*(?:[A-Za-z'\u2019-]+\s+){0,2}[A-Za-z'\u2019-]+[.!]\s*")
# A sentence that goes on about the one before it: "That leaves ...", "So ...".
_CONTINUES = compiled(r"\s*(?:That|This|These|Those|So|Which)\b")


def previous_subject(ctx: BlockContext, sentence_start: int) -> frozenset[Key] | None:
    """The lane the sentence before the one at ``sentence_start`` is about, as "it" would
    stand for it ("Sickle Mini was the quick one. Thresher Pro took 9.3x as long as it")."""
    index = bisect.bisect_right(ctx.sentences, sentence_start) - 1
    return _referent(ctx, index, ctx.lanes, _PRONOUN, True) if index > 0 and ctx.lanes else None


def last_subject(ctx: BlockContext, loose: bool = False) -> frozenset[Key] | None:
    """The one lane the last sentence of a paragraph names as its subject, with its verb
    ("The short version: Textura is the one to pilot."), else (``loose``) the one lane it
    names at all, else None."""
    plain, start = ctx.block.plain, ctx.sentences[-1]
    subjects = {mn.keys for mn in ctx.lanes
                if mn.start >= start and _OPENS_AS_SUBJECT.match(plain, mn.end) is not None}
    if not subjects and loose:  # (the one lane it names, not as the subject: "So a Ringbone
        # draft takes Hoof Nipper 3.08 seconds on average")
        compared = _compared(ctx)  # (not one compared with: "roughly 3x Sickle Mini's time")
        subjects = {mn.keys for mn in ctx.lanes if mn.start >= start and id(mn) not in compared}
    return subjects.pop() if len(subjects) == 1 else None


def opens_on_pronoun(plain: str) -> bool:
    """Whether a block's text opens with "It", "Its", "They" or "The model"."""
    return _PRONOUN.match(plain, len(plain) - len(plain.lstrip())) is not None


def opens_on_fronted_it(plain: str) -> bool:
    """Whether a block's text opens with a phrase fronted before "it" ("On the Sidebone
    departure amendment it is quicker: ...")."""
    return _FRONTED_IT.match(plain, len(plain) - len(plain.lstrip())) is not None


# A phrase fronted before "it" and its verb, opening a paragraph: "On the Sidebone departure
# amendment it is quicker".
_FRONTED_IT = compiled(r"(?:On|For|In|Across|Over)\s+[^.,;:\d]{1,60}?\bit\s+(?:is|was|took|ran|"
                       r"wrote|needed|came|spent|used|does|did|answers|answered)\b")


def pronoun_lanes(ctx: BlockContext, sentence_start: int) -> frozenset[Key] | None:
    """The lane a sentence opening with "It", "Its" or "The model" is about (the one the
    sentence before it names), as for its figures; None when it opens otherwise."""
    if not ctx.lanes or _PRONOUN.match(ctx.block.plain, sentence_start) is None:
        return None
    index = bisect.bisect_right(ctx.sentences, sentence_start) - 1
    return _referent(ctx, index, ctx.lanes, _PRONOUN, True) if index > 0 else None


def it_lanes(ctx: BlockContext, sentence_start: int, end: int) -> frozenset[Key] | None:
    """The lane "it" stands for in a sentence that names none before ``end`` but says "it"
    there ("On steerage pages it is 1.8x faster than X and 2.2x faster than Y"): the one the
    sentence before names; None otherwise."""
    if not ctx.lanes or IT.search(ctx.block.plain, sentence_start, end) is None \
            or any(sentence_start <= mn.start < end and not _IT_BEFORE.search(
                ctx.block.plain, sentence_start, mn.start) for mn in ctx.lanes):
        return None
    index = bisect.bisect_right(ctx.sentences, sentence_start) - 1
    return _referent(ctx, index, ctx.lanes, _PRONOUN, True) if index > 0 else None


# "it" before a lane's name in its sentence: the subject, the lane after it compared with.
_IT_BEFORE = compiled(r"\b[Ii]ts?\b")  # (or "its": "its median was 2.14 seconds, 41% quicker
# than Sgoth Niseach's at the median, and its first reply ...")


def _refers(plain: str, start: int, end: int, refers: re.Pattern[str], initial: bool) -> bool:
    """Whether the sentence [start, end) refers back: it starts with "It"/"Its"/"The model"
    or says "it"/"its" (``initial``: a lane), or says "the same task" anywhere."""
    if initial:
        return refers.match(plain, start) is not None \
            or IT.search(plain, start, end) is not None \
            or _THE_RUN.search(plain, start, end) is not None
    return refers.search(plain, start, end) is not None


def _anaphora(ctx: BlockContext, position: int, scope: Scope) -> None:
    """A sentence naming no lane that starts with "It", "Its" or "The model", or says "it"
    or "its", is about the lane of the sentence before it; "the same task" or "that task"
    keeps its task."""
    plain = ctx.block.plain
    index = bisect.bisect_right(ctx.sentences, position) - 1
    if index == 0 and scope.lanes is None and not scope.all_lanes and ctx.prior_lanes \
            and not any(mn.start < position for mn in ctx.lanes):
        scope.lanes = ctx.prior_lanes  # "... The short version: Textura is the one to pilot.
        # || Its median reply took 4.62 seconds": the lane the paragraph before ends on
    if index <= 0:
        return
    start = ctx.sentences[index]
    end = ctx.sentences[index + 1] if index + 1 < len(ctx.sentences) else len(plain)
    if scope.lanes is None and not scope.all_lanes and ctx.lanes \
            and _refers(plain, start, end, _PRONOUN, True):
        scope.lanes = _referent(ctx, index, ctx.lanes, _PRONOUN, True)
    if scope.lanes is None and not scope.all_lanes and ctx.lanes \
            and _BARE_QUESTION.fullmatch(masked_text(ctx), ctx.sentences[index - 1], start):
        # "Cirrocumulus Pro? Never over 4.9 seconds": the answer to a question naming a lane
        scope.lanes = next((mn.keys for mn in ctx.lanes
                            if ctx.sentences[index - 1] <= mn.start < start), None)
    if scope.tasks is None and ctx.tasks and _SAME_TASK.search(plain, start, end):
        scope.tasks = _referent(ctx, index, ctx.tasks, _SAME_TASK, False)


_PRONOUN_FIRST = "BITtRUNWSAF\"'(\u201c\u2018"  # what a _PRONOUN match can start with
# A sentence that is a lane's name asked about: "Cirrocumulus Pro? " (masked).
_BARE_QUESTION = compiled(r"\s*(?:(?:and|but|what\s+about|as\s+for)\s+)?\x00+\?\s*", re.I)


# "Hairline is capped at `--max-tokens 2048`; the other one gets `--max-tokens 8192`": the
# other of the two lanes the block names (not "the other one" of runs: "... the other one run").
# What follows a lane said as "the first" or "the other": its verb or its "with".
_LANE_VERB = "with|at|took|ran|was|had|got|wrote|used|needed"
_THE_OTHER_ONE = compiled(r"(?i)\bthe\s+other\s+(?:one|model|lane)\b(?!\s+(?:run|repeat|attempt))"
                          # (or bare, before its verb: "the first ran with `--max-tokens 1024`,
                          # the other with `--max-tokens 4096`")
                          rf"|\bthe\s+other(?=\s+(?:{_LANE_VERB})\b)")
# "the first" of two lanes named before it in its sentence: "Pestle 1K and Pestle 4K are one
# model with two ceilings: the first ran with `--max-tokens 1024`".
_THE_FIRST_LANE = compiled(r"(?i)\bthe\s+first(?:\s+(?:one|model|lane))?"
                           rf"(?=\s+(?:{_LANE_VERB}|is|runs|takes|writes|uses|needs)\b|\s*[,:;])")
# ... up to the next of them named, which takes over: "the first ..., the other ...".
_THE_SECOND = compiled(r"(?i)\bthe\s+(?:other|second|latter)\b")


_THE_FIRST = compiled(r"(?i)\bthe\s+(?:first|former)\b")
_RUNS_SAID = compiled(r"(?i)(?<!\bevery\s)(?<!\beach\s)(?<!\ball\s)\b(?:runs?|repeats?|attempts?)\b"
                      # (but "The latter stayed between 6.57 and 8.13 s on every run; the other
                      # one spread from ..." is about lanes)
                      # (nor of runs counted, or of a pair the sentence describes: "2 of its 3
                      # digests ..., and the other one was killed", "Of the two HTTP models")
                      r"|\b(?:\d+|one|two|three|four|five|six)\s+of\s+(?:its|their|the)\b"
                      r"|\bof\s+the\s+two\b")


def _the_first_lane(ctx: BlockContext, at: int) -> frozenset[Key] | None:
    """The lane "the first" at ``at`` stands for: the first of exactly two lanes its sentence
    names before it."""
    sentence = sentence_of(ctx.sentences, at)
    named: list[frozenset[Key]] = []
    for mn in ctx.lanes:
        if sentence[0] <= mn.start and mn.end <= at and mn.keys not in named:
            named.append(mn.keys)
    return named[0] if len(named) == 2 else None


def _the_other_lane(ctx: BlockContext, at: int) -> frozenset[Key] | None:
    """The lane "the other one" at ``at`` stands for: when the block names exactly two lanes
    before it and its sentence names one of them, the other."""
    before = [mn for mn in ctx.lanes if mn.end <= at]
    named = {mn.keys for mn in before}
    sentence = sentence_of(ctx.sentences, at)
    own = [mn for mn in before if mn.start >= sentence[0]]
    if not own or _RUNS_SAID.search(ctx.block.plain, sentence[0], at) is not None:
        return None  # (not after runs: "Four of Stoat R2's five runs took under 27 seconds;
        # the other one hit the run timeout")
    if len(named) == 1 and ctx.lane_count == 2 and ctx.labels is not None:
        # "Harpoon 2.4's median answer was 1,236 bytes ...; the other one wrote 3,604": the
        # other of the draft's two lanes
        mine = {ctx.labels.get(key) for key in own[-1].keys}
        return frozenset(key for key, label in ctx.labels.items() if label not in mine) or None
    if len(named) != 2:
        return None
    if len({mn.keys for mn in own}) == 2:
        # "Bodkin 4.1 and Gouge Mini never failed; the first took a median of 5.58 s and the
        # other one 3.12": the one named second, after "the first" (else no telling)
        # ("Pumice 2.4 and Tuff Mini ...: Tuff Mini at about 269 tokens per second, the
        # other one at about 285": the one not named again)
        if _THE_FIRST.search(ctx.block.plain, own[-1].end, at) is not None:
            return next(mn.keys for mn in own if mn.keys != own[0].keys)
        if not any(mn.keys == own[-1].keys for mn in own[:-1]):
            return None
    return next(iter(named - {own[-1].keys}))


def _pronoun_subject(ctx: BlockContext, start: int, position: int) -> frozenset[Key] | None:
    """The lane of a sentence that opens with "Its" and names other lanes before the claim
    only as what it is compared with ("Its median ... was 27,842 tokens against Gecko Mini's
    4,918, and its median wall time was 214.36 s"): the sentence before's, not Gecko Mini."""
    named = [mn for mn in ctx.lanes if start <= mn.start and mn.end <= position]
    if not named or _POSSESSED.fullmatch(ctx.block.plain, named[-1].end, position) \
            or _BRACKETED.fullmatch(ctx.block.plain, named[-1].end, position):
        return None  # ("Gecko Mini's 4,918" is Gecko Mini's, as is "Gecko Mini (median 9.12)")
    compared = _compared(ctx)
    if any(id(mn) not in compared for mn in named):
        return None
    return pronoun_lanes(ctx, start)


def _it_over_compared(ctx: BlockContext, start: int, clause_start: int, position: int
                      ) -> frozenset[Key] | None:
    """The lane "it" stands for when the sentence names, before the claim's clause, only lanes
    it is compared with ("On Escalator jam it is 11.77 seconds quicker than Cicero Pro ..., and
    its briefs are shorter too: 2,607 bytes"): the sentence before's, not the one compared."""
    named = [mn for mn in ctx.lanes if start <= mn.start < position]
    if not named or any(mn.end > clause_start or not compared_with(ctx, mn) for mn in named) \
            or IT.search(ctx.block.plain, start, named[0].start) is None:
        return None
    return it_lanes(ctx, start, position)


# A lane's name alone in brackets right after a figure: " (Runnel)", "` (Shiitake Hypha)".
# (or the lane as a noun's: "`--max-tokens 2048` (the Hank lane)")
_OPENS_BRACKET = compiled(r"`?\s*\(\s*(?:the\s+)?")
_CLOSES_BRACKET = compiled(r"(?:\s+(?:lane|one|model|setting))?\s*\)")
# A lane named in apposition right after a flag: "`--temperature 0.2`, which we called
# Maestro, and `--temperature 1.0`, Garzone)".
_FLAG_APPOSED = compiled(r"`?,\s+(?:(?:which|that)\s+(?:we\s+)?(?:call(?:ed)?|named?)\s+|"
                         r"(?:i\.e\.|for|the)\s+)?")
_APPOSED_ENDS = compiled(r"(?:\s+lane)?\s*(?:[,;.)]|$)")


def _owned_before(ctx: BlockContext, plain: str, owner: Mention, position: int, start: int,
                  end: int) -> bool:
    """Whether a flag followed by a bare ", <lane>" already has its lane right before it, the
    lane after it opening the next clause with its verb left out: "Vernier runs with
    `--max-tokens 2048`, Tribrach, the same model, with `--max-tokens 6144`"."""
    if plain[end:owner.start].strip(" `,") != "":
        return False  # ("`--temperature 0.2`, which we called Maestro": an apposition)
    before = [mn for mn in ctx.lanes if start <= mn.start and mn.end <= position]
    if not before or len(before[-1].keys) != 1:
        return False
    between = plain[before[-1].end:position]
    return "," not in between and ")" not in between and " and " not in between  # (not
    # "..., which we called Maestro, and `--temperature 1.0`, Garzone": a list of pairs)


def _lane_right_after(ctx: BlockContext, end: int, reach: int, opens: re.Pattern[str],
                      closes: re.Pattern[str]) -> Mention | None:
    """The lane named within ``reach`` characters after a figure ending at ``end``, with only
    ``opens`` between ("` (the ", "`, which we called ") and ``closes`` right after it."""
    plain = ctx.block.plain
    return next((mn for mn in ctx.lanes if end < mn.start <= end + reach
                 and opens.fullmatch(plain, end, mn.start) is not None
                 and closes.match(plain, mn.end) is not None), None)


def resolve(ctx: BlockContext, position: int, before: list[BlockContext],
            after: list[BlockContext], header: BlockContext | None,
            headings: list[BlockContext], claim_end: int | None = None,
            corner: BlockContext | None = None) -> Scope:
    """The scope of a claim at ``position`` in ``ctx.block``: the lane and task named in its
    clause (before it, else right after it), else before it in its sentence, and so on (a
    table cell: its row, its column's header, the table's corner cell, then the headings)."""
    plain = ctx.block.plain
    sentence = sentence_of(ctx.sentences, position)
    start = sentence[0]
    scope = Scope()
    flag_owner: frozenset[Key] | None = None  # the lane "for" names after a flag
    after_end = claim_end if claim_end is not None else position
    if ctx.lanes or ctx.tasks:
        clause = clause_of(ctx, position, sentence)
        if after_end > clause[1]:  # (a list's first figure: "took 1.39, 1.52 and 1.43 seconds
            # on its three tramadol runs", its clause runs to the list's end)
            clause = (clause[0], clause_of(ctx, after_end - 1, sentence)[1])
        if ctx.lanes:
            scope.lanes = _named(ctx, ctx.lanes, sentence, clause, position, after_end, True)
        if ctx.tasks:
            scope.tasks = _named(ctx, ctx.tasks, sentence, clause, position, after_end)
            if scope.tasks is not None and len(ctx.tasks) > 1:
                scope.tasks = _narrowed(ctx, scope.tasks, sentence, position)
        if scope.lanes is None and ctx.lanes:
            scope.lanes = _fronted_subject(ctx, position, after_end, sentence)
        if scope.lanes is not None and len(scope.lanes) > 1:
            scope.lanes = _narrowed_lanes(ctx, scope.lanes, sentence, position)
        if scope.lanes is not None and plain[start:start + 1] in _PRONOUN_FIRST \
                and _PRONOUN.match(plain, start) is not None \
                and not any(after_end < mn.start <= after_end + 5
                            and _FOR_LANE.fullmatch(plain, after_end, mn.start) is not None
                            for mn in ctx.lanes):  # (not "..., against 8.37 seconds for Duplex
            # 4 and 4.83 for Rattrapante Pawl": the lane after "for" is the figure's own)
            scope.lanes = _pronoun_subject(ctx, start, position) or scope.lanes
        elif scope.lanes is not None and ctx.lanes:
            scope.lanes = _it_over_compared(ctx, start, clause[0], position) or scope.lanes
        if ctx.lanes and "(" in plain[after_end:after_end + 4] and (owner := _lane_right_after(
                ctx, after_end, 9, _OPENS_BRACKET, _CLOSES_BRACKET)) is not None:
            scope.lanes = owner.keys  # "`--max-tokens 2048` (Shiitake Hypha)", "1,556 (Runnel)
            # and 1,604 (Skerry)": the lane in brackets right after the figure is its own
        if ctx.lanes and plain[after_end - 1:after_end] == "\ufffc" \
                and "," in plain[after_end:after_end + 2] and (owner := _lane_right_after(
                    ctx, after_end, 30, _FLAG_APPOSED, _APPOSED_ENDS)) is not None \
                and not _owned_before(ctx, plain, owner, position, sentence[0], after_end):
            scope.lanes = owner.keys  # "`--temperature 0.2`, which we called Maestro, and
            # `--temperature 1.0`, Garzone": the lane named right after a flag is its own
        if ctx.lanes and plain[after_end - 1:after_end] == "\ufffc" \
                and (flagged := _FLAGS_FOR.match(plain, after_end)) is not None \
                and (owner := next((mn for mn in ctx.lanes if mn.start == flagged.end()),
                                   None)) is not None:
            scope.lanes, flag_owner = owner.keys, owner.keys  # "`--max-tokens 4096` and
            # `--temperature 0.3` for Nilas Rime, `--max-tokens 2048` ... for Tussock 2": the
            # lane each group of flags is given for
        if len(ctx.lanes) > 1 \
                and (first := _THE_FIRST_LANE.search(plain, clause[0], position)) is not None \
                and _THE_SECOND.search(plain, first.end(), position) is None:
            scope.lanes = _the_first_lane(ctx, first.start()) or scope.lanes
        if ctx.lanes and (other := _THE_OTHER_ONE.search(plain, clause[0], position)) \
                is not None:
            scope.lanes = _the_other_lane(ctx, other.start()) or scope.lanes
    if ctx.all_lanes is None:
        ctx.all_lanes = all_lanes_at(plain, ctx.low)
    if ctx.all_lanes and any(start <= at < position for at in ctx.all_lanes) \
            and not _named_after_quantifier(ctx, position, sentence) \
            and not ((excepting := bool(run_words(ctx) & _EXCEPTING))
                     and _in_exception(ctx, position, sentence)):
        scope.all_lanes = True
        named = [m.keys for m in ctx.lanes if start <= m.start and m.end <= position]
        scope.lanes = frozenset().union(*named) if len(named) > 1 else None
        said = ALL_LANES.match(plain, max(at for at in ctx.all_lanes if start <= at < position))
        inside = [m.keys for m in ctx.lanes
                  if said is not None and said.start() <= m.start and m.end <= said.end()]
        if inside:  # "both Mambo lanes get `--max-tokens 4096`": the lanes the quantifier
            # names, not every lane of the sentence ("Balboa gets ...; both Mambo lanes ...")
            scope.lanes = frozenset().union(*inside)
        if excepting:
            scope.excluded = _excepted(ctx, position, sentence)
    if flag_owner is not None and scope.all_lanes:  # (over "each lane's ceiling:
        scope.all_lanes, scope.lanes, scope.excluded = False, flag_owner, None  # `--max-tokens
        # 8192` for Ballista 3 and ...": each flag is its own lane's)
    if (scope.lanes is None and not scope.all_lanes) or scope.tasks is None:
        _anaphora(ctx, position, scope)
    if (scope.lanes is None and not scope.all_lanes) or scope.tasks is None:
        lanes, tasks = _from_group(ctx, start, before, after)
        if scope.lanes is None and not scope.all_lanes:
            scope.lanes = lanes
        if scope.tasks is None:
            scope.tasks = tasks
    for cell in (header, corner):  # ("| Quickstep 2.1 | Wall | First token |": the corner's)
        if cell is not None:
            if scope.lanes is None and not scope.all_lanes:
                scope.lanes = last_in(cell.lanes)
            if scope.tasks is None:
                scope.tasks = last_in(cell.tasks)
    if scope.tasks is None and ctx.tasks and ctx.block.kind == "paragraph" \
            and not ctx.block.item:
        own_end = clause_of(ctx, position, sentence)[1]
        later = [m.keys for m in ctx.tasks if position <= m.start < own_end
                 and _RUN_AFTER_TASK.match(plain, m.end) is not None]
        scope.tasks = frozenset().union(*later) if later \
            else _earlier_task(ctx, start, any(h.tasks for h in headings))  # (the sentence's
        # own run of a task, named after the figure in its clause, over an earlier sentence's
        # task: "took 3.92 s to its first word of summary on its first frame-claim run")
    if scope.lanes is None and not scope.all_lanes and ctx.lanes and ctx.lanes[0].start == 0 \
            and ctx.block.kind == "paragraph" \
            and _TITLE_END.fullmatch(plain, ctx.lanes[0].end,
                                     sentence_of(ctx.sentences, 0)[1]) is not None:
        scope.lanes = ctx.lanes[0].keys  # "**Rimshot XL.** The gateway was overloaded ...
        # the helper ran with `--max-tokens 4096`": a paragraph titled by the lane alone
    for heading in reversed(headings):
        if scope.tasks is not None and (scope.lanes is not None or scope.all_lanes):
            break  # nothing left for a heading to give
        if scope.lanes is None and not scope.all_lanes:
            scope.lanes = all_in(heading.lanes)
        if scope.tasks is None:
            scope.tasks = all_in(heading.tasks)
    if scope.tasks is None and ctx.tasks:
        scope.tasks = _closing_task(ctx, after_end, sentence)
    if scope.lanes is None and not scope.all_lanes and ctx.lanes \
            and _RUN_BACK.match(plain, start) is not None:
        index = bisect.bisect_right(ctx.sentences, start) - 1
        scope.lanes = _referent(ctx, index, ctx.lanes, _RUN_BACK, True) if index > 0 else None
    if scope.lanes is None and scope.tasks is None:
        mentioned = [k for c in [*before, ctx, *after] for m in [*c.lanes, *c.tasks]
                     for k in m.keys]
        if mentioned:
            scope.suites = frozenset(suite for suite, _ in mentioned)
    return scope


# After a flag, up to the lane it is given for, past other flags of the group: "`--max-tokens
# 4096` and `--temperature 0.3` for Nilas Rime".
_FLAGS_FOR = compiled(r"(?:\s*(?:,\s*and|,|and)\s*\ufffc)*\s+for\s+(?:the\s+)?")
# Between a figure and the lane it is given for: "4.83 for Rattrapante Pawl".
_FOR_LANE = compiled(r"\s+(?:for|by)\s+")


# A paragraph's first sentence that is a lane's name alone: "Rimshot XL." (bold on the page),
# with a note in brackets too: "Cheekend (ours)."
_TITLE_END = compiled(r"\s*(?:\([^()]*\))?\s*[.:]\s*")


def _narrowed(ctx: BlockContext, tasks: frozenset[Key], sentence: tuple[int, int],
              position: int) -> frozenset[Key]:
    """A suite named after one of its tasks in a sentence keeps that task: "Vireo 3.1's median
    Shelf search time was 6.12 seconds; on prism-rank-long its median was 22.64 seconds" is
    Shelf search's on prism-rank-long, not every task's there."""
    names = {task for _, task in tasks}
    for mention in reversed(ctx.tasks):
        if not sentence[0] <= mention.start < position or mention.keys == tasks:
            continue
        theirs = {task for _, task in mention.keys}
        if theirs < names:
            return frozenset(key for key in tasks if key[1] in theirs)
    return tasks


# A sentence opened by a phrase holding the figure: "At 1.25 seconds, Cobalt Mini was the
# fastest", "With 2,340 bytes, Pike's menu was the longest", "In just 1.25 s, Cobalt ...".
_FRONTING = compiled(r"(?i)\s*(?:at|with|in|after|taking|needing|using|writing|producing|"
                     r"finishing\s+in)(?:\s+(?:just|only|roughly|about|around|nearly|under|"
                     r"over|a|an|the|mere|temperature|temp))*\s*[~\u2248]?$")
_FRONTED_END = compiled(r"[^,;:.!?]*,\s*")


def _narrowed_lanes(ctx: BlockContext, lanes: frozenset[Key], sentence: tuple[int, int],
                    position: int) -> frozenset[Key]:
    """Lanes a shared name gives ("Ketch 12B", the model of two lanes) narrowed to the one
    lane named before it in the sentence among them: "| Ketch Steady | Ketch 12B | `--temperature
    0.2` |", "Ketch Steady is the Ketch model at `--temperature 0.2`"."""
    named = [mn.keys for mn in ctx.lanes
             if sentence[0] <= mn.start and mn.end <= position and mn.keys < lanes]
    if named and all(keys == named[-1] for keys in named):
        return named[-1]
    return lanes


def _fronted_subject(ctx: BlockContext, position: int, claim_end: int,
                     sentence: tuple[int, int]) -> frozenset[Key] | None:
    """The lane that a sentence's opening phrase holding the claim is about: the one named
    right after that phrase's comma, the sentence's subject."""
    plain = ctx.block.plain
    if _FRONTING.fullmatch(plain, sentence[0], position) is None:
        return None
    rest = _FRONTED_END.match(plain, claim_end)
    if rest is None or rest.end() >= sentence[1]:
        return None
    for mention in ctx.lanes:
        if mention.start == rest.end():
            return mention.keys
    return None


def _earlier_task(ctx: BlockContext, sentence_start: int,
                  headed: bool) -> frozenset[Key] | None:
    """The task(s) the nearest earlier sentence of the paragraph names ("The
    negative-constraints task shows the same failure. Mercury answered in 4.06 seconds"):
    they carry over its later sentences that name none. A sentence that only introduces
    the task (no figure of its own) wins over a heading's task; one that names it for a
    figure of its own ("On concurrency-defects, Mercury took 6.51 s.") carries over only
    where no heading names a task. "On all three tasks" in between stops the carry-over."""
    named = [m for m in ctx.tasks if m.end <= sentence_start]
    if not named:
        return None
    last = named[-1].start
    if ctx.every_task and any(last < at < sentence_start for at in ctx.every_task):
        return None
    index = bisect.bisect_right(ctx.sentences, last) - 1
    since = ctx.sentences[index] if index >= 0 else 0
    until = ctx.sentences[index + 1] if index + 1 < len(ctx.sentences) else sentence_start
    if headed and _ANY_DIGIT.search(masked_text(ctx), since, until) is not None:
        return None
    return frozenset().union(*(m.keys for m in named if m.start >= since))


_ANY_DIGIT = compiled(r"\d")
_RUN_AFTER_TASK = compiled(r"(?i)\s+(?:runs?|repeats?)\b")


_EXCEPTING = frozenset({"spared", "other"})  # the run_words an "except ..." needs
_EXCEPT = lazy(r"(?i)\b(?:except(?:\s+for)?|but\s+not|other\s+than|apart\s+from|"
                     r"aside\s+from|excluding|save\s+for)\s+")


def _exception(ctx: BlockContext, position: int, sentence: tuple[int, int]
               ) -> re.Match[str] | None:
    """"except" after the sentence's last quantifier before ``position``."""
    assert ctx.all_lanes is not None
    quantifier = max(at for at in ctx.all_lanes if sentence[0] <= at < position)
    return _EXCEPT.search(ctx.block.plain, quantifier, min(sentence[1], len(ctx.block.plain)))


def _in_exception(ctx: BlockContext, position: int, sentence: tuple[int, int]) -> bool:
    """Whether the claim stands in the "except ..." part after the quantifier ("Every lane
    ran with `--temperature 0` except Wren (`--temperature 0.3`)"): it is about the lane
    named there, not every lane."""
    found = _exception(ctx, position, sentence)
    return found is not None and found.start() < position \
        and any(found.end() <= m.start and m.end <= position for m in ctx.lanes)


def _excepted(ctx: BlockContext, position: int, sentence: tuple[int, int]
              ) -> frozenset[Key] | None:
    """The lanes an "except ..." after the claim takes out of its quantifier."""
    found = _exception(ctx, position, sentence)
    if found is None or found.start() < position:
        return None
    named = [m.keys for m in ctx.lanes if found.end() <= m.start < sentence[1]]
    return frozenset().union(*named) if named else None


def _named_after_quantifier(ctx: BlockContext, position: int,
                            sentence: tuple[int, int]) -> bool:
    """Whether the claim's own clause names a lane before it, after the sentence's last
    "each lane" / "both models" ("... and each lane kept its ceiling: Qwen ran with
    `--max-tokens 6144`, Mistral with `--max-tokens 3072`"): that lane is its scope."""
    if not ctx.lanes or ctx.all_lanes is None:
        return False
    clause = clause_of(ctx, position, sentence)
    quantifier = max(at for at in ctx.all_lanes if sentence[0] <= at < position)
    plain = ctx.block.plain
    # (or in its part of the sentence after a semicolon or a colon: "Every lane ran at its
    # declared settings; Graupel Lite, for instance, ran with `--max-tokens 2048`")
    part = max(plain.rfind(";", quantifier, position), plain.rfind(":", quantifier, position))
    return (quantifier < clause[0]
            and any(clause[0] <= m.start and m.end <= position for m in ctx.lanes)) \
        or (part > quantifier and any(part < m.start and m.end <= position for m in ctx.lanes))


def _from_group(ctx: BlockContext, sentence_start: int, before: list[BlockContext],
                after: list[BlockContext]) -> tuple[frozenset[Key] | None, frozenset[Key] | None]:
    """In a list item: nearest before the sentence, then earlier in the item; in a table row:
    the other cells, nearest before first. A paragraph's other sentences are not context."""
    if not ctx.block.item and ctx.block.table is None:
        return None, None
    earlier = [m for m in ctx.lanes if m.end <= sentence_start]
    if len(earlier) > 1:  # (not a lane named only as what another is compared with: "- **X:**
        # ... about 3.3x as long as Trilobite's first. The second ran out of room ...": X's)
        compared = _compared(ctx)
        earlier = [m for m in earlier if id(m) not in compared] or earlier
    lanes = last_in(earlier) if earlier else None
    tasks = last_in([m for m in ctx.tasks if m.end <= sentence_start]) if ctx.tasks else None
    for other in [*reversed(before), *after]:
        if lanes is not None and tasks is not None:
            break
        if lanes is None:
            lanes = last_in(other.lanes)
        elif len(lanes) > 1 and (narrower := last_in(other.lanes)) is not None \
                and len(narrower) == 1 and narrower < lanes:
            lanes = narrower  # "| Ketch Steady | Ketch 12B | ...": the lane, not its model's
        if tasks is None:
            tasks = last_in(other.tasks)
    return lanes, tasks


def quantifier_before(ctx: BlockContext, position: int) -> str | None:
    """The "both models" / "each lane" wording nearest before ``position`` in its sentence
    that put every lane in a claim's scope, as written."""
    if not ctx.all_lanes:
        return None
    start, _ = sentence_of(ctx.sentences, position)
    found = [at for at in ctx.all_lanes if start <= at < position]
    hit = ALL_LANES.match(ctx.block.plain, found[-1]) if found else None
    return " ".join(hit.group(0).split()) if hit is not None else None
