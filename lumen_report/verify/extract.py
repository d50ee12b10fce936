"""Find the numbers in a draft's prose and read what kind of claim each one makes.

Works on the plain text of each block (see blocks.py), so that emphasis, escapes and
entities never split a number, and maps every finding back to its exact place on disk.
The number grammar is in grammar.py, the wording right before a number in qualifiers.py.
"""

from __future__ import annotations

import re
from dataclasses import replace
from decimal import Decimal
from itertools import pairwise

from lumen_report.verify import counts, world
from lumen_report.verify.blocks import CODE, NOTE, Block
from lumen_report.verify.grammar import (
    DIGIT,
    NUM,
    NUMBER,
    NUMBER_WORDS,
    ORDINAL,
    ORDINAL_AFTER,
    PARAM_NAMES,
    PART_OWNER,
    UNIT,
    RawClaim,
    apply_unit,
    new_claim,
    parse_number,
    set_scale,
    spelled_numbers,
    spelled_value,
)
from lumen_report.verify.patterns import compiled, last
from lumen_report.verify.qualifiers import (
    BEFORE_WORDS,
    FIELD_LABELS,
    FOREIGN_LABELS,
    FOREIGN_UNITS,
    MEMORY_UNITS,
    MONEY_UNITS,
    MONTH_WORDS,
    NEGATED_BOUND,
    REFERENCE_WORDS,
    SCORE_LABELS,
    exit_before,
    label_before,
    negated_before,
    wording_before,
)
from lumen_report.verify.readings import read_figures, time_about_no_run
from lumen_report.verify.sentences import blanked, lane_in, overlaps, sentence_span

__all__ = ["RawClaim", "extract", "parse_number"]

# Numbers that are parts of something else. Each pattern starts at a digit, so scanning is
# cheap; URLs and domains are looked for only in blocks that can hold one.
_EXCLUDE = compiled(
    r"\d(?:\d{3}-\d{1,2}-\d{1,2}(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?"  # ISO dates
    r"|\d?/\d{1,2}/\d{2,4}\b"  # 9/21/2026
    r"|\d?:\d{2}(?::\d{2})?(?:\s?[ap]\.?m\.?)?(?:\s?(?:UTC|GMT|Z))?"  # clock times
    r"|\d?\s?[ap]\.?m\.?(?!\w)"  # 9 am
    r"|\d*(?:\.\d+){2,}\b|\d*(?:\.\d+)+\.[xX*](?!\w)"  # versions: 2.5.1, 0.3.x
    r"|\d*(?:st|nd|rd|th)\b"  # ordinals
    r"|\d*(?:\.\d+)?[BMK]\b(?:-param(?:eter)?s?\b)?(?![\w-])"  # sizes: 26B, 40B-parameter
    r"|\d*/\d+\b"  # fractions and paths: 3/5
    r"|(?<=\bthe\s\d)\d*0s(?=[.,;:!?)]|\s+(?:and|or)\b|$))"  # "the 900s", "the 80s": classes
)
_URL = compiled(
    r"(?:https?://|ftp://|www\.)\S+"
    r"|\b[\w.-]+@[\w-]+\.[\w.]+"  # e-mail addresses
    r"|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|ai|dev|app|co|edu|gov)\b(?:/\S*)?"
)
# Text that a URL or address needs: a block without any skips the _URL scan.
_URL_HINT = compiled(r"://|www\.|@|\.(?:com|org|net|io|ai|dev|app|co|edu|gov)")
_MONTH_AFTER = compiled(r"(?:st|nd|rd|th)?\s+(?:of\s+)?([A-Za-z]+)")
# The other days of a date range or list before its month: "24-27 November", "between 3 and
# 5 March", "24, 25 and 27 Nov". Tried only when a whole number of at most two digits is
# followed by one of these separators.
_DAYS_BEFORE_MONTH = compiled(
    r"(?:(?:\s*[\u2013\u2014-]\s*|\s+(?:to|and|or|until|till|through|thru)\s+|,\s*(?:and\s+)?)"
    r"\d{1,2}(?:st|nd|rd|th)?){1,3}\s+(?:of\s+)?([A-Za-z]+)")
# The numbers before it in a list after a plural reference word: "runs 1 and 2", "steps
# 3-5", "sections 2, 4 and 6" (the first is skipped as a reference, see REFERENCE_WORDS).
_REFERENCE_LIST = compiled(
    r"(?i)\b(?:runs|repeats|attempts|steps|sections|figures|figs\.?|tables|issues|items|"
    r"questions|chapters|pages|lines|rounds|phases|prompts|variants|cases|examples|tests|"
    r"PRs|weeks|days|sprints|months|wards|rooms)\s+#?\d{1,3}(?:(?:\s*[\u2013-]\s*|\s+(?:to|and|or|through)\s+|,\s*(?:and\s+)?)"
    r"#?\d{1,3}){0,4}(?:\s*[\u2013-]\s*|\s+(?:to|and|or|through)\s+|,\s*(?:and\s+)?)#?$")
_DAY_SEPARATORS = ("-", "\u2013", "\u2014", ",", " to", " and", " or", "until", "till",
                   "through", "thru")
# The days before it in a date range or list after its month: "between November 24 and 27",
# "Dec 2, 4 and 9", "November 24 through 27" (a month's name, not "Marlin 2, and 8x").
_DAYS_AFTER_MONTH = compiled(
    r"\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|"
    r"Sep(?:t|tember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\b\.?\s+\d{1,2}"
    r"(?:(?:\s*[\u2013\u2014-]\s*|\s+(?:to|and|or|until|till|through|thru)\s+|,\s*(?:and\s+)?)"
    r"\d{1,2}){0,3}(?:\s*[\u2013\u2014-]\s*|\s+(?:to|and|or|until|till|through|thru)\s+|"
    r",\s*(?:and\s+)?)$")
# A count of some noun, then the percentage it stands at: "1,850 bushels at 19.4%" (not of
# the runs' own nouns: "3 runs at 100%").
_COUNTED_AT = compiled(r"\s+(?!(?:runs?|repeats?|attempts?|answers?|requests?|replies|tokens?|"
                       r"bytes?|seconds?)\b)[a-z]{3,}(?:\s+[a-z]{3,})?\s+at\s+")
# The nouns of an identifier said with "is" or "was" before it: "our ticket is 5531".
_IDENTIFIER_WORDS = {"ticket", "incident", "reference", "order", "invoice", "id", "pr", "issue",
                     "extension"}  # (the number ending its clause: not "was 45 minutes")
_INHERIT_2 = {"of which", "of these", "of those", "of them"}
# ("2,781 bytes on that run and a median of 2,993 over all six": the unit of the figure before)
_INHERIT_3 = {"a median of", "a mean of", "an average of", "its median of", "its mean of"}
# A measuring verb right before a bare figure that ends its clause: "Triblet 7B took 2.38 s
# while Graver 2.4's good run took 9.46." (the unit of the figure before, if it fits the verb)
_MEASURING_VERBS = {"took", "needed", "lasted", "wrote", "produced", "used"}
_IN_TIME_WORDS = {"back", "other", "finished", "done", "answered", "replied", "ready", "returned"}
_CLAUSE_ENDS = compiled(r"\s*(?:[,.;:)]|$)")
# A currency's code before a sum ("EUR 0.004"), an area's unit after a figure ("12 ha").
_CURRENCY_CODES = {"eur", "usd", "gbp", "chf", "jpy", "aud", "cad", "sek", "nok", "dkk", "inr",
                   "nzd", "zar"}
_AREA_UNITS = {"ha", "hectares", "hectare", "acres", "acre"}
# Before "run" or "repeat", an ordinal names the run already: "first run 820" is its figure,
# of the unit of the figure before it ("857 tokens at the median; first run 820, second 893").
_ORDINAL_WORDS = set(ORDINAL.split("|"))
_ORDINAL_RUN = compiled(rf"(?i)\b(?:{ORDINAL})"
                        r"(?:\s+(?:run|repeat|attempt|try))?\s+(?:at\s+)?$")
_RUN_WORDS = {"run", "repeat", "attempt", "try"}
_SUPERLATIVE_WORDS = {"fastest", "slowest", "quickest", "longest", "shortest", "best", "worst"}
# "1.5-1.8", "from 11.9 to 13.2", "from about 11.9 to about 13.2", "between ~1.5 and ~1.8".
_RANGE = compiled(rf"(?P<sep>\s*[\u2013\u2014-]\s*|\s+to\s+|\s+and\s+)"
                    rf"(?:(?:about|around|roughly|approximately|nearly|almost)\s+|[~\u2248]\s*)?"
                    rf"(?P<num2>{NUM})")
_APPROX_WORDS = ("about", "around", "roughly", "approximately", "nearly", "almost", "~", "\u2248")
_BOUND_AFTER = compiled(
    r"\s*(?:(?P<ge>or\s+more|or\s+longer|and\s+up|or\s+above)|(?P<le>or\s+less|or\s+fewer|"
    r"or\s+below|or\s+under))\b"
    # ("needed 6 seconds at most", "wrote 900 bytes at the least": closing its clause)
    r"|\s+at\s+(?:the\s+)?(?:(?P<le2>most)|(?P<ge2>least))"
    r"(?=\s*(?:[,.;:)!?]|$|\s+(?:and|but|on|in|for|across|over|per)\b))",
    re.I,
)
# "all 3,072 of its completion tokens": the count is of the unit after the possessive.
# "all 3,072 of its completion tokens", "1,163 of Veil Pro's tokens", "1,893 of its first
# run's 2,617 completion tokens" (the whole written before its unit)
# (or "those": "only 562 bytes of reply; 3,958 of those tokens were reasoning")
_OF_OWN = compiled(rf"\s+(?:out\s+)?of\s+(?:{PART_OWNER}|those|these)(?P<whole>\s+\d[\d,]*)?(?=\s)",
                   re.I)
_OF_OWN_UNITS = ("tokq", "tok", "bq", "b")
# ("3,317 reasoning tokens, 1,049 left for the answer")
_LEFT_OVER = compiled(r"(?i)\s+left\s+(?:over\s+)?(?:for|to|on)\s+(?:the|its|their)\s")
_LEFT_FOR = compiled(r"\s+(?:for|to|on)\s|\s*(?:[,.;:)]|$)")
# A breakdown after a colon: "4,800 completion tokens: 4,100 for reasoning and 700 for the
# answer" (the parts take the unit of the figure before the colon, their own words the field).
_FOR_PART = compiled(r"(?i)\s+(?:for|on)\s+(?:the\s+)?"
                     r"(?:reasoning|thinking|answer|output|content|visible)\b")
# A bracket opened right after a figure's unit: "2.32 seconds (2.18 if you leave out the run that
# got rate limited)": the figure in it is in the same unit.
_BRACKET_AFTER_UNIT = compiled(r"\d\s*(?:s|ms|seconds?|milliseconds?|bytes|tokens)\s*\(\s*$")
_INHERIT_AFTER = compiled(r"\s+(?:of\s+(?:them|which|those|these|it)|were|was|went)\b", re.I)
_FLAG = compiled(
    r"(?<![\w-])--?(?P<name>[A-Za-z][\w-]*)(?:=|\s+)(?P<num>[-+]?\d+(?:\.\d+)?)(?![\w.])"
)
# A request flag written in prose, right before its value: "Punty Pro at --max-tokens 4096".
_BARE_FLAG = compiled(r"(?<![\w-])--(max-tokens|max_tokens|temperature|top-p|top_p|seed)"
                      r"(?:=|[ \u00a0])$")
# A blog's own metadata, not a result: "Reading time: 6 minutes", "5 min read".
_READING_TIME = compiled(r"(?i)\bread(?:ing)?\s+time\W*$")
_MIN_READ = compiled(r"(?i)[\s-]*min(?:ute)?s?\.?\s+read\b")
_DIGITS = compiled(r"\d+")
_COMPOUND = compiled(r"-[A-Za-z]")
_ELIDED_TOKENS = compiled(r"\s+(completion|reasoning)(?=\s*[),.;/=]|\s*$|\s+and\s+\d)", re.I)
# (or before the next figure: "1,912 completion tokens, 1,530 reasoning and 382 for the reply")
# The answer's part of tokens told just before, the unit elided: "so 463 of reply", "302 content".
_ELIDED_CONTENT = compiled(r"(?i)\s+(?:of\s+)?(?:the\s+)?(?:content|answer|reply)"
                           r"(?=\s*[),.;]|\s*$)")
# (not past bytes said since: "... of its completion tokens on reasoning, and that run wrote
# 14,262 bytes of reasoning against 2,093 of reply")
_TOKENS_SAID = compiled(r"(?i)\btokens\b(?:(?!\bbytes\b)[^.;:!?])*$")
# A bare count spent on reasoning, the tokens said before: "put all 2,611 into reasoning".
_TOKENS_BEFORE = compiled(r"(?i)\btokens\b(?:[^.!?]|\.\d)*$")  # (past a semicolon)
_INTO_REASONING = compiled(r"(?i)\s+(?:(?:went|were\s+spent)\s+)?(?:into|on)\s+reasoning\b")


_NEXT_WORD = compiled(r"[ \u00a0]([A-Za-z]+)\b")
# (past a dash holding the place of a run that stored no value: "480, 530, \u2014, 440 ms")
_LIST_NEXT = compiled(r"(?:,\s*[\u2014\u2013-])*(?:,\s*|,?\s+(?:and|or)\s+)")
# A share restating the figures before it: "Veil Pro 5,247 of 6,318, or 83.0%" (not their unit).
_OR_NEXT = compiled(r",\s*or\s+")
# A figure set against the next one, the unit said once: "(7.84 against 3.95 seconds)".
_AGAINST_NEXT = compiled(r"\s+(?:against|versus|vs\.?)\s+")
_OF_NEXT = compiled(r"(?:\s+(?:reasoning|thinking|answer|content|reply))?"  # ("1,291 reasoning
                   # of 1,622 tokens": the part named between)
                   r"\s+(?:out\s+)?of\s+(?:the\s+|its\s+|their\s+|"
                   r"(?:that|this|the|each)\s+(?:run|repeat|attempt)['\u2019]s\s+)?")
_AFTER_NUMBER = compiled(r"\.\d|[:/]\d|\d")
_WORDY = compiled(r"[A-Za-z_]\w")
_VERSIONISH = compiled(r"\.\d|[:/]\d")
_LOWER_NEXT = compiled(r"\s+[a-z]")
# Another lane's possessive right before a bare figure, its verb elided: "Gantline Pro's median
# batch took 24.36 seconds and Deadeye Stiff's 38.98" (the unit of the figure before); or
# another lane and the preposition or a verb: "Pekoe Pro gave a note in 4.37 seconds and Sencha
# 4.1 in 17.42", "its median run took 5.93 seconds; Deadbolt Chill needed 15.74".
_OTHER_POSSESSIVE = compiled(r"(?:[,;]|\band|\bwhile|\bwhereas)\s+[A-Z][\w.-]*(?:\s+[\w.-]+){0,3}"
                             r"(?:['\u2019]s|\s+(?:in|at|after|needed|took|wrote|used))\s+"
                             r"(?:about\s+|roughly\s+|just\s+)?$")
# A statistic's noun right after a bare figure: "against a 26.14 median".
_STAT_NOUN_AFTER = compiled(r"\s+(?:median|mean|average)\b")
# "(1,530 of 1,985)": a part of a whole written next to it is a figure, not a count.
_OF_NUMBER = compiled(r"\s+(?:out\s+)?of\s+[~\u2248]?\d")
_EXIT_LIST_AFTER = compiled(r"\s+(?:on|in|for|across|respectively|and|or|at|after|with|"
                              r"when|because|while|but|as)\b")
_CONNECTIVE = compiled(r"\s+(?:and|or|to|on|in|for|at|with|per|vs|versus|across|over|after|before|"
                         r"during|from|by|than|when|while|but|as|since|until)\b")
# (a rate's "per second" may stand between: "40 requests per second[^gateway]")
_FOOTNOTE_AFTER = compiled(r"(?:[^\S\n]+(?:per|a|an|each)[^\S\n]+[a-z]+)?"
                           rf"(?:[^\S\n]*{NOTE}|[^\S\n]*\[\^[^\]\s]+\])")
# A count of a run's HTTP requests: "on all 3 attempts", "after 2 tries".
_ATTEMPTS_AFTER = compiled(r"(?i)(?:[^\S\n]+|[^\S\n]*\n[^\S\n]*)(?:attempts?|tries|"
                           r"requests\s+in\s+all|times\s+in\s+a\s+row)\b")
# ("was refused 3 times in a row"; "only 1 attempt", its line broken before the noun)
_SECTION_AFTER = compiled(r"[.)]?\s")
# A repetition, no ratio: "three times over".
_TIMES_OVER = compiled(r"(?i)[^\S\n]+times[^\S\n]+over\b")
# A paragraph opened by a section's number, then a capitalised word ("4.4 Tokens. On its
# second run", "3.5 Four of the 24 runs"): no figure, whatever unit the word could be.
# (one digit after its point, or several levels: not "3.53 Seconds ...")
# (or initials after it: "2.1 PN presented the timings")
_NUMBERED_PARAGRAPH = compiled(r"\d{1,2}(?:\.\d|(?:\.\d{1,2}){2,3})\.?\s+[A-Z](?:[a-z]|[A-Z]+\b)")
_SECTION_TITLE = compiled(r"[.)]?\s+[A-Z]|[.)]\s")  # "## 2.2 Token usage", "## 3. Results"
_PARAM = compiled(r"""(?<![\w-])["']?(?P<name>[A-Za-z_]\w*)["']?\s*[:=]\s*"""
                    r"(?P<num>[-+]?\d+(?:\.\d+)?)(?![\w.])")


def excluded_spans(plain: str, names: re.Pattern[str] | None,
                   named: list[tuple[int, int]] | None = None) -> list[tuple[int, int]]:
    """Spans whose digits are never claims: URLs and model names (dates, times and versions
    are skipped where a number starts, see ``extract``)."""
    spans: list[tuple[int, int]] = []
    if _URL_HINT.search(plain) is not None:
        spans.extend(m.span() for m in _URL.finditer(plain))
    if named is not None:
        spans.extend(named)
    if names is not None and "/" in plain:  # model ids beyond lane names: "inception/…"
        spans.extend(m.span() for m in names.finditer(plain))
    if "-" in plain:  # account and reference numbers: "account 40-1187-22", "policy 44-1902"
        spans.extend(m.span() for m in _ID_CHAIN.finditer(plain))
        spans.extend(m.span(1) for m in world.LABELLED_CHAIN.finditer(plain))
        spans.extend(m.span(1) if m.group(1) else m.span(2)
                     for m in world.CODE_CHAIN.finditer(plain))  # "RFP 26-031"
    if "[" in plain:  # citation markers: "prior work [12]", "[3, 4]"
        spans.extend(m.span() for m in _CITATION.finditer(plain))
    if "$" in plain:  # inline math: "$n = 3$", "$\hat t = 0.0031\,c + 0.1$"
        spans.extend(m.span() for m in _INLINE_MATH.finditer(plain)
                     if _MATH_SIGN.search(m.group(0)) is not None)
    if "\u2013" in plain or "-" in plain:  # a page range: "pp. 201-219", "12(3), 123-145"
        spans.extend(m.span() for m in world.PAGE_RANGE.finditer(plain))
    if "@@" in plain:  # a diff's hunk header: "@@ -88,6 +88,14 @@"
        spans.extend(m.span() for m in world.HUNK.finditer(plain))
    if "\u00d7" in plain or "x" in plain:  # an image's size: "1920x1080", 1024 by 1024
        spans.extend(m.span() for m in world.RESOLUTION.finditer(plain))
    if "+" in plain:  # a minute of added time: "the 90+2' winner", "90+4"
        spans.extend(m.span() for m in world.ADDED_TIME.finditer(plain))
    if "-" in plain or "\u2013" in plain:  # a score: "our 3-1 win", "the 102-98 finish"
        spans.extend(m.span() for m in world.SCORE.finditer(plain)
                     if int(m.group(1)) > int(m.group(2)))
    if " for " in plain and world.CRICKET.search(plain) is not None:  # "187 for 6 off 20 overs"
        spans.extend(m.span() for m in world.INNINGS_TOTAL.finditer(plain))
    return sorted(spans)


_CITATION = compiled(r"(?<![\w\]])\[\d{1,3}(?:\s*[,\u2013-]\s*\d{1,3})*\](?![(\[:])")
_INLINE_MATH = compiled(r"(?<![\\$\w])\$(?=\S)[^$\n]{1,80}?(?<=\S)\$(?![\d$])")
_MATH_SIGN = compiled(r"[=^_\\<>]|[A-Za-z]\s*[+*/-]|[+*/-]\s*[A-Za-z]")
_ID_CHAIN = compiled(r"(?<![\w.,-])\d+(?:-\d+){2,}(?![\w.,-]?\w)")


def _http_status(words: list[str], literal: str) -> bool:
    """Whether a number is an HTTP status: 100-599 right after "HTTP", "status" or "status
    code" (the harness's exit codes stop at 11)."""
    return literal.isdigit() and len(literal) == 3 and "100" <= literal <= "599" \
        and (words[-1:] == ["http"]  # (also "exit code 4, HTTP 429")
             or ((words[-1:] == ["status"] or words[-2:] == ["status", "code"])
                 and not any(word.startswith("exit") for word in words[-4:])))
    # (not "exited with status 137")


def extract(block: Block, names: re.Pattern[str] | None, header_unit: str | None = None,
            header_hint: str | None = None, named: list[tuple[int, int]] | None = None,
            low: str | None = None, products: re.Pattern[str] | None = None,
            tasks: list[tuple[int, int]] | None = None) -> list[RawClaim]:
    """The claims of one block, in order. ``named`` are spans of lane names already found
    (their digits are not claims), ``tasks`` those of task names; ``names`` matches other
    model names; ``low`` is
    ``names.folded(block.plain)`` when the caller has it; ``products`` matches the end of
    the text before a version (a suite's slug: "quarry-bench 0.5")."""
    plain = block.plain
    if not plain.strip():
        return []
    if header_unit is not None and not named and not block.codes:
        bare = NUMBER.match(plain)
        if bare is not None and bare.end() == len(plain) and bare.start("num") == 0 \
                and bare.group("plus") is None:
            return _bare_cell(block, header_unit, header_hint)
    found: list[RawClaim] = []
    has_digit = DIGIT.search(plain) is not None
    # Both reading-time patterns need the word "read" (no other letter matches its letters
    # case-blind): without it in the block, neither is tried at each number.
    reading = "read" in (plain.lower() if low is None else low)
    spans = excluded_spans(plain, names, named) if has_digit else []
    if has_digit:
        pos = 0
        for digits in _DIGITS.finditer(plain):
            at = digits.start()
            if at < pos:
                continue  # the rest of a number already read ("1,273", "3.53")
            skipped = _EXCLUDE.match(plain, at)
            if skipped is not None and (at == 0 or not plain[at - 1].isdigit()):
                pos = skipped.end()  # a date, clock time, version, ordinal, model size
                if plain[skipped.end() - 3:skipped.end() - 2] == ":" \
                        and (colon_time := _minutes_seconds(block, at, skipped.end(), found,
                                                            spans, named or [])) is not None:
                    found.append(colon_time)  # "a median of 2:05", "ranged from 1:04 to 1:12"
                continue
            start = at
            if start and plain[start - 1] in "-+\u2212":
                start -= 1
            if start and plain[start - 1] in "~\u2248":
                start -= 1
            match = NUMBER.match(plain, start) or NUMBER.match(plain, at)
            if match is None:
                pos = digits.end()
                continue
            claim, pos = _from_match(block, match, spans, header_unit, header_hint, low,
                                     tasks)
            if claim is not None and not (reading and (
                    _READING_TIME.search(plain, max(0, at - 20), at)
                    or _MIN_READ.match(plain, claim.num_end))):
                found.append(claim)
    if named and (" a second" in plain or " a minute" in plain or "half a" in plain) \
            and (timed := _a_second(block, spans, named)):
        found.extend(timed)  # "within a second", "half a minute"
    if named and ("third" in plain or "quarter" in plain or "fifth" in plain or "half" in plain) \
            and (parts := _fractions(block, spans, named)):
        found.extend(parts)  # "about three quarters of what it wrote", "two thirds of its budget"
    for match in spelled_numbers(plain, low):
        if overlaps(spans, *match.span()) or (reading and (
                _READING_TIME.search(plain, 0, match.start())
                or _MIN_READ.match(plain, match.end()))):
            continue
        claim = _spelled(block, match)
        if claim is not None and not (claim.unit == "s" and (_goal_without_lane(
                plain, match.start(), named or []) or time_about_no_run(
                plain, match.start(), named or []))):
            found.append(claim)
    # A ratio word (any case) in the block's folded text: substring tests, three times
    # quicker than the _RATIO_HINT search (_ratio_words' own patterns then decide)
    if (_RATIO_HINT.search(plain) is not None if low is None
            else any(word in low for word in _RATIO_HINT_WORDS)):
        found.extend(_ratio_words(block, spans))
    for code in block.codes:
        found.extend(_flags(block, code.index, code.content, code.start))
    found = [part for claim in found for part in _split_range(claim, plain)]
    found.sort(key=lambda c: c.start)
    if len(found) > 1 and " min" in plain:
        found = _minutes_and_seconds(plain, found)
    for claim, following in reversed(list(pairwise(found))):
        # "1,813 of 2,173 completion tokens", "1,273, 2,527 and 1,706 bytes": a bare number
        # takes the unit of the one after it (not "after three attempts, 2.418 seconds after":
        # a count of attempts has its own noun).
        if claim.unit is None and claim.hint not in ("http", "attempts") \
                and following.unit not in (None, "flag", "x") \
                and not (following.unit == "%" and _OR_NEXT.fullmatch(plain, claim.end,
                                                                      following.start)) \
                and (_OF_NEXT.fullmatch(plain, claim.end, following.start)
                     or _LIST_NEXT.fullmatch(plain, claim.end, following.start)
                     or _AGAINST_NEXT.fullmatch(plain, claim.end, following.start)):
            claim.unit, claim.scale, claim.measured = following.unit, following.scale, True
            claim.label = following.label  # "3.14, 45 minutes": in minutes, shown so
            if _LIST_NEXT.fullmatch(plain, claim.end, following.start):
                claim.hint = claim.hint or following.hint
        elif claim.unit is None and claim.hint is None and following.hint == "attempts" \
                and claim.decimals == 0 and _LIST_NEXT.fullmatch(plain, claim.end, following.start):
            claim.hint, claim.measured = "attempts", True  # "needed 2 and 3 attempts"
    for claim, following in pairwise(found):
        following.prev_end = claim.end
        if following.unit == "%" and claim.unit is None and not claim.measured \
                and claim.ignored is None and following.ignored is None \
                and _COUNTED_AT.fullmatch(plain, claim.end, following.start) is not None:
            following.ignored = "a percentage of the things counted right before it, no " \
                "run's figure"  # "a member with 1,850 bushels at 19.4%" (moisture)
        if claim.change is None and claim.bound is None and following.bound is None \
                and following.start - claim.end < 8 and "to" in plain[claim.end:following.start] \
                and _TO_NEXT.fullmatch(plain, claim.end, following.start) \
                and _CHANGED_FROM.search(plain, max(0, claim.start - 60), claim.start):
            claim.change, following.change = "before", "after"  # "fell from 12.5 s to 9.87 s"
        if claim.unit == "exit" and following.unit is None and following.decimals == 0 \
                and following.bound is None and not following.approx \
                and _LIST_NEXT.fullmatch(plain, claim.end, following.start) \
                and (not _LOWER_NEXT.match(plain, following.end)
                     or _EXIT_LIST_AFTER.match(plain, following.end)):
            # "exited with codes 7 and 0", "exited 0, 8 and 0": the unit holds for the list.
            following.unit, following.measured = "exit", True
        elif claim.unit in ("s", "bytes", "tokens") and claim.hint is not None \
                and claim.end == claim.num_end and following.unit is None \
                and following.hint is None and following.bound is None \
                and not following.approx and following.ignored is None \
                and _LIST_NEXT.fullmatch(plain, claim.end, following.start) \
                and (not _LOWER_NEXT.match(plain, following.end)
                     or _EXIT_LIST_AFTER.match(plain, following.end)):
            # "- reply bytes 2,243, 2,386, 2,151 and 2,309": the field named before the first
            # figure holds for the list
            following.unit, following.hint, following.measured = claim.unit, claim.hint, True
    if "xit codes" in plain or "xit statuses" in plain:
        masked = blanked(plain, named or [])
        for claim in found:
            if claim.unit is None and claim.decimals == 0 and claim.bound is None \
                    and not claim.approx and _under_exit_lead(masked, claim.start):
                claim.unit, claim.measured = "exit", True  # "Non-zero exit codes: Tenon 4.1:
                # 7 (truncated); Spokeshave Pro: 5 and 9": each lane's codes
    read_figures(block, found, spans, named, tasks, low, products)
    _mark(block, found)
    return found


# A lead over a list of exit codes ("Non-zero exit codes:", "exit codes on the lens lore
# question were"), and what the list holds before a code: lanes' names (blanked to NUL),
# colons, semicolons, "and", brackets of words, other codes.
_EXIT_LEAD = compiled(r"(?i)\bexit\s+(?:codes|statuses)(?:\s*:|\s+[^.;:\d]{0,50}?\b(?:were|are)\b)")
_EXIT_LIST = compiled(r"(?:[\s,;:]|\x00|\band\b|\([a-z ]{1,30}\)|[-\u2212]?\d{1,3}\b)*")


def _under_exit_lead(masked: str, start: int) -> bool:
    """Whether the number at ``start`` is one of a list of exit codes under a lead that says
    so, in its sentence: "Non-zero exit codes: Tenon 4.1: 7 (truncated); Spokeshave Pro: 5
    and 9" (``masked``: the block's text, lanes' names blanked)."""
    begin, _ = sentence_span(masked, start)
    lead = last(_EXIT_LEAD.finditer(masked, begin, start))
    return lead is not None and _EXIT_LIST.fullmatch(masked, lead.end(), start) is not None


# Words that may stand between a label and its number: "its score is at least 0.80".
_LINKING = frozenset({"is", "was", "were", "are", "of", "at", "least", "most", "about",
                      "around", "roughly", "above", "below", "over", "under", "than", "more",
                      "less", "reached", "hit", "stayed", "remained", "exceeded", "~", "\u2248",
                      ":", "=", "("})


# A word, then "and": the number after it is an item of its own, not labelled by the words
# before (but "1,457 and 1,475" are one list, under one label).
_OTHER_ITEM = compiled(r"[A-Za-z]\s+(?:and|or|but)\s+$")


# A criterion's weight before a share: "(weight 40%)", "weighted at 25%", "weighting: 30%".
_WEIGHT_BEFORE = compiled(r"(?i)\bweight(?:ed|ing)?\s*(?:of\s+|at\s+|:\s*)?$")
# A score or rating the draft gives, as a label: "Score: 3", "Score: Ruby Seedlac 5",
# "(score 2)", "Overall weighted score: 71"; or by its scale: "3 out of five".
_RATING_BEFORE = compiled(r"(?i)(?:\b(?:score|rating)\s*:[^.;:!?]{0,80}|\((?:score|rating)\s+)$")
_OUT_OF_AFTER = compiled(r"(?i)\s+out\s+of\s+(?:five|ten|\d+)\b")


def _foreign_label(words: list[str]) -> str | None:
    """A label of something the results do not hold ("score", "chrf") in the last three
    words before a number, or further back past linking words only ("its score is at least
    0.80")."""
    for word in reversed(words[-3:]):
        if word in FOREIGN_LABELS:
            return word
    for word in reversed(words[-6:-3]):
        if word in FOREIGN_LABELS:
            return word
        if word not in _LINKING:
            return None
    return None


def _run_count(plain: str, start: int, end: int, decimals: int) -> str | None:
    """Whether a bare whole number is the part ("7" of "7 of its 9 runs") or the whole ("9")
    of a count of runs (counts.py)."""
    if decimals:
        return None
    if plain[end:end + 4] == " of " and counts.PART_OF.match(plain, end) is not None:
        return "part"
    if plain[end:end + 1] == " " and counts.DESCRIBED_RUNS.match(plain, end) is not None \
            and counts.DESCRIBED_BEFORE.search(plain, max(0, start - 8), start) is not None:
        return "described"  # "7.87 seconds over its 3 successful runs"
    if plain[max(0, start - 4):start].lower() == "all " and plain[end:end + 4] == " of " \
            and counts.OF_ITS_RUNS.match(plain, end) is not None:
        return "whole"  # "exited with code 0 on all 18 of its runs"
    if plain[end:end + 4] == " of " and counts.OF_ITS_RUNS.match(plain, end) is not None:
        return "part"  # "timed out on 2 of its runs": the part, its whole left unsaid
    if plain[end:end + 6] in (" that ", " which") and plain[max(0, start - 4):start] == "the " \
            and _THAT_ENDED.match(plain, end) is not None:
        return "part"  # "over the 2 that finished, 10.94 s": the runs counted by how they ended
    if (plain[max(0, start - 2):start] in (", ", "; ")
            or plain[max(0, start - 5):start] == " and ") \
            and counts.SUBJECT_COUNT.match(plain, end) is not None:
        begin, _ = sentence_span(plain, start)
        if _RUNS_COUNTED.search(plain, begin, start) is not None:
            return "part"  # "Across all 54 runs in the suite, 52 exited with code 0", "Its six
            # runs stayed between 3.84 and 5.02 s, and 5 of them finished in under 4.7 s"
    if plain[max(0, start - 2):start] in ("f ", "s ", "e ", "r ") \
            and counts.WHOLE_BEFORE.search(plain, max(0, start - 24), start) is not None \
            and counts.RUNS_AFTER.match(plain, end) is not None:
        return "whole"
    if plain[end:end + 1] == " " and ("per " in plain[end:end + 14] or "each " in
                                      plain[end:end + 18]) \
            and counts.PER_LANE_TASK.match(plain, end) is not None:
        return "each"  # "6 repeats per lane and task"
    if plain[end:end + 9] == " failures" and (plain[end + 9:end + 10] in ("", " ", ",", ".", ";")) \
            and counts.NOT_ALONE_BEFORE.search(plain, max(0, start - 12), start) is None:
        return "whole"  # "dragged the total down with 4 failures in 12 runs"
    if plain[end + 1:end + 5] == "runs" and plain[end:end + 1] in (" ", "\n") \
            and counts.RUNS_ALONE.match(plain, end) is not None \
            and counts.NOT_ALONE_BEFORE.search(plain, max(0, start - 12), start) is None:
        begin, stop = sentence_span(plain, start)
        if counts.EACH.search(plain, begin, stop) is None:
            return "whole"  # "36 runs in all", "(36 runs, finished last week)"
    return None


_THAT_ENDED = compiled(r"\s+(?:that|which)\s+(?:finished|completed|succeeded|timed\s+out|failed|"
                      r"got\s+through)\b")
_RUNS_COUNTED = compiled(r"(?i)\b(?:\d{1,4}|two|three|four|five|six|seven|eight|nine|ten|"
                         r"twelve)\s+(?:[\w-]+\s+){0,2}?runs\b")


# After a bare 4xx/5xx status: "a 502 from the provider", "a 429 error", "a 503 response".
_HTTP_NOUN = compiled(r"(?i)\s+(?:from\s+(?:the\s+)?(?:provider|server|api|endpoint|gateway)"
                      r"|error|response|status|reply)\b")
# ... or after "the", "those", "its" and before a plural: "apart from the 429 responses" (a
# status the harness maps, not a count of 429 answers).
_HTTP_NOUNS = compiled(r"(?i)\s+(?:errors|responses|replies|statuses)\b")
_HTTP_CODES = frozenset({"400", "401", "403", "404", "408", "409", "413", "422", "429", "500",
                         "502", "503", "504", "529"})
_STATUS_VERBS = ("was", "is", "were", "of", "stayed", "remained", "stays", "remains", "read",
                 "reads", "said", "says", "showed", "shows")
_PER_PERIOD = compiled(r"(?i)\s+(?:per|a|an|each|every)\s+(?:second|minute|hour|day|month)\b")
_LIMIT_WORDS = compiled(r"(?i)\b(?:allows?|allowed|limits?|limited\s+to|quota|cap(?:ped)?|tier|"
                        r"plan|up\s+to|alerts?|alarms?|pages?|triggers?|thresholds?)\b")


def _bare_cell(block: Block, unit: str, hint: str | None) -> list[RawClaim]:
    """A table cell that is one number and nothing else ("85.38", "2,093") under a header
    that gives its unit: the claim the full scan finds there (no wording around it can
    exclude it, bound it or name its unit), without the scan."""
    plain = block.plain
    value, decimals = parse_number(plain)
    claim = new_claim(block, 0, len(plain), 0, len(plain), value, decimals)
    claim.unit, claim.hint = unit, hint
    if unit == "flag":  # under a header that is a flag ("`--max-tokens`"): its value
        claim.flag, claim.hint = hint, None
    set_scale(claim)
    found = [claim]
    _mark(block, found)
    return found


def _minutes_and_seconds(plain: str, found: list[RawClaim]) -> list[RawClaim]:
    """"3 min 34 s", "4 minutes 23 seconds": one time, in whole seconds (214 s), not two."""
    joined: list[RawClaim] = []
    for claim in found:
        head = joined[-1] if joined else None
        if head is not None and head.label == "min" and head.decimals == 0 \
                and head.high is None and head.change is None \
                and claim.unit == "s" and claim.label is None and claim.bound is None \
                and claim.high is None and claim.value < 60 \
                and _MIN_SEC_GAP.fullmatch(plain, head.end, claim.start):
            joined[-1] = replace(head, end=claim.end, num_end=claim.num_end,
                                 value=head.value * 60 + claim.value, decimals=claim.decimals,
                                 scale=claim.scale, label=None)
            continue
        joined.append(claim)
    return joined


_MIN_SEC_GAP = compiled(r"[^\S\n]*(?:and[^\S\n]+)?")


def _split_range(claim: RawClaim, plain: str) -> list[RawClaim]:
    """A range is two claims, one per end: every value in scope lies between them. After a
    verb of change ("slowed the first run from 7.46 s to 9.87 s") they are the figure before
    and the figure after, each a claim of its own."""
    if claim.high is None:
        return [claim]
    start, end, decimals = claim.high_at
    if _CHANGED_FROM.search(plain, max(0, claim.start - 60), claim.start) is not None:
        before = replace(claim, end=claim.num_end, high=None, bound=None, qualifier=None,
                         change="before")
        after = replace(claim, start=start, num_start=start, num_end=end, value=claim.high,
                        decimals=decimals, high=None, bound=None, qualifier=None,
                        change="after")
        return [before, after]
    tight = _SPANNED_BEFORE.search(plain, max(0, claim.start - 48), claim.start) is not None \
        or ((_SET_OF_BEFORE.search(plain, max(0, claim.start - 32), claim.start) is not None
             or (plain[max(0, claim.start - 5):claim.start].lower() == "from "
                 and _ACROSS_RUNS_AFTER.match(plain, claim.end) is not None))
            and not _round(claim.value) and not _round(claim.high)) \
        or (_LOOSE_BEFORE.search(plain, max(0, claim.start - 40), claim.start) is None
            and claim.decimals > 0 and decimals > 0)
    low = replace(claim, end=claim.num_end, high=None, bound="from", tight=tight)
    high = replace(claim, start=start, num_start=start, num_end=end, value=claim.high,
                   decimals=decimals, high=None, bound="to", tight=tight)
    low.partner, high.partner = high, low
    return [low, high]


# Words before a range that make it an envelope, its ends loose: "between 1.2 and 1.6 s",
# "kept every run within 1.2 to 1.6 s".
_LOOSE_BEFORE = compiled(r"(?i)\b(?:between|within|inside|in\s+the|window|band|bracket|"
                         r"target|budget|aim(?:ed)?|expect(?:ed)?|should|would|could|"
                         r"stay(?:ed|s)?|kept|keeps|remain(?:ed|s)?)\b[^.;:!?\d]{0,30}$")
_TO_NEXT = compiled(r"\s+to\s+[~\u2248]?")
# A verb saying the runs spanned the range right after it: "ranged from", "varied between",
# "its runs ran from", "spread from".
_SPANNED_BEFORE = compiled(r"(?i)\b(?:ranged|ranges|range|varied|varies|vary|ran|spanned|spans|"
                           r"spread|fluctuated)\s+(?:[\w-]+\s+){0,2}?(?:from|between)\s+"
                           r"(?:about\s+|roughly\s+|around\s+)?[~\u2248]?$")
# The things a range after it spans, each one: "summaries of 1,290 to 1,421 bytes", "answers
# from 812 to 941 bytes" (a range of precise figures, not "answers of 800 to 1,000 bytes").
_SET_OF_BEFORE = compiled(r"(?i)\b(?:summaries|answers|outputs|replies|responses|completions|"
                          r"drafts|transcripts|translations|times|lengths)\s+(?:of|from)\s+$")


# The runs a range spans, after it: "from 388 to 431 ms across the four runs" (not "between
# 580 and 660 ms across the three runs": loose).
_ACROSS_RUNS_AFTER = compiled(r"(?i)\s+(?:across|over)\s+(?:the|its|all|their)\s+(?:[\w-]+\s+)?"
                              r"(?:runs|repeats)\b")


def _round(value: Decimal) -> bool:
    """Whether a figure looks rounded to a loose end of a range: a whole multiple of 50."""
    return value == value.to_integral_value() and value % 50 == 0


# A verb of change before "from A to B": the figures before and after it, not a range.
_CHANGED_FROM = compiled(r"(?i)\b(?:slowed|sped\s+up|rose|fell|dropped|grew|climbed|jumped|"
                         r"increased|decreased|improved|regressed|shrank|cut|moved|went\s+up|"
                         r"went\s+down|changed|raised|lowered|doubled|halved)\b"
                         r"[^.;:!?\d]{0,50}\bfrom\s+$")


def _from_match(block: Block, match: re.Match[str], spans: list[tuple[int, int]],
                header_unit: str | None, header_hint: str | None, low: str | None = None,
                tasks: list[tuple[int, int]] | None = None) -> tuple[RawClaim | None, int]:
    plain = block.plain
    start, num_start, num_end = match.start(), match.start("num"), match.end("num")
    end = match.end()
    if spans and overlaps(spans, num_start, num_end):
        return None, end
    if _AFTER_NUMBER.match(plain, num_end, num_end + 2):  # (its two characters after)
        return None, end
    if plain[num_end:num_end + 1] == "/" and (num_start == 0 or plain[num_start - 1] == "\n") \
            and plain[num_end + 1:num_end + 2] in ("", " ", "\n"):
        return None, end  # "10/ Full tables on the blog.": a thread post's number
    first_unit = UNIT.match(plain, end)  # the unit right after the number, read once
    kilo = False
    if first_unit is None and plain[end:end + 1] in ("k", "K") \
            and (thousand := UNIT.match(plain, end + 1)) is not None \
            and thousand.lastgroup in ("tok", "tokq", "b", "bq") and thousand.group("gap"):
        first_unit, kilo = thousand, True  # "3.8k completion tokens"
    if first_unit is None and _WORDY.match(plain, end) is not None:
        return None, end
    pre, sign, literal, plus = match.group("pre", "sign", "num", "plus")
    if not literal.isascii() and any(ch.isdigit() and not ch.isascii() for ch in literal):
        return None, end  # Arabic-Indic or fullwidth digits: another script, quoted from an answer
    if plain[end:end + 1] == "s" and not plain[end + 1:end + 2].isalnum() \
            and literal.isdigit() and 1900 <= int(literal) <= 2099:
        return None, end + 1  # "the 1990s": a decade
    if first_unit is None and _COMPOUND.match(plain, end):
        return None, end  # "64-bit", "8-bit", "3-way": an adjective, not a measurement
    value, decimals = parse_number(literal)
    if sign in ("-", "\u2212"):
        value = -value
    claim = new_claim(block, start, end, num_start, num_end, value, decimals)
    if first_unit is None and not pre and not sign \
            and (role := _run_count(plain, start, end, decimals)) is not None:
        claim.unit, claim.hint, claim.measured = "runs", role, True
        return claim, end  # "7 of its 9 runs ended with exit code 0": a count of runs
    if pre:
        claim.approx = True
        claim.qualifier = pre.strip()
    if plus:
        claim.bound = "ge"
        claim.qualifier = "+"
    before = plain[max(0, start - 60):start]
    # (the 40 characters before it, lowered: read in the block's folded text when given)
    words = BEFORE_WORDS.findall(before[-40:].lower()) if low is None \
        else BEFORE_WORDS.findall(low, max(0, start - 40), start)
    reference = False
    if words and words[-1] in REFERENCE_WORDS and (before[-1:].isspace() or before[-1:] == ".") \
            and len(before) - len(before.rstrip()) <= 2 and not pre:
        tail = before.rstrip().removesuffix(".")
        # "step 3", "section 4.1", "September 21", "Q3 2026" (but "run 3.71 seconds" counts)
        reference = tail.lower().endswith(words[-1]) and not _http_status(words, literal) \
            and not _ordinal_run(words, before) \
            and not (words[-1] in ("run", "runs", "repeat", "repeats") and not literal.isdigit()) \
            and not any(end_ == start - len(before) + len(tail) for _, end_ in tasks or ())
        # (but "first run 820" is a figure, and so are "its first burials run 6,062 of its
        # 7,127 tokens" and "its two good runs 3.57 and 3.81 seconds": no run's number has a
        # separator or decimals; "on attempt 3,412" of a speedrunner's is an attempt's
        # number; nor is "its median reassurance note 3.74" of a task named by its last word,
        # a reference)
    if not reference and len(words) >= 2 and words[-1] in ("is", "was") \
            and words[-2] in _IDENTIFIER_WORDS and literal.isdigit() and not pre \
            and _CLAUSE_ENDS.match(plain, end) is not None:
        reference = True  # "our ticket is 5531", "the incident number was 4417"
    month = _MONTH_AFTER.match(plain, end)
    if month is not None and month.group(1).lower() in MONTH_WORDS and decimals_free(match):
        return None, end  # "21 September 2026"
    if len(literal) <= 2 and literal.isdigit():
        days = _DAYS_BEFORE_MONTH.match(plain, end)
        if days is not None and days.group(1)[0].isupper() \
                and days.group(1).lower() in MONTH_WORDS:
            return None, days.start(1)  # "from 24 to 27 November": the days of a date range
        if plain[max(0, start - 9):start].rstrip().replace("\n", " ").endswith(_DAY_SEPARATORS):
            if _DAYS_AFTER_MONTH.search(plain, max(0, start - 40), start) is not None:
                return None, end  # "between November 24 and 27"
            if _REFERENCE_LIST.search(plain, max(0, start - 40), start) is not None:
                return None, end  # "runs 1 and 2", "sections 3, 4 and 5"
    # Ranges: "1.5-1.8 s", "1.5 to 1.8 seconds", "between 1.5 and 1.8 seconds".
    unit_at = end
    probe = first_unit.end() if first_unit and not first_unit.group("times") else end
    ranged = _RANGE.match(plain, probe)
    if ranged is not None and (ranged.group("sep").strip() != "and"
                               or (words and words[-1] in ("between", "from"))
                               or (words[-2:-1] in (["between"], ["from"])
                                   and words[-1] in _APPROX_WORDS)):
        high, high_decimals = parse_number(ranged.group("num2"))
        if high > value and not overlaps(spans, ranged.start("num2"), ranged.end("num2")) \
                and not _VERSIONISH.match(plain, ranged.end()) \
                and not _other_unit(plain, first_unit, ranged.end()):
            claim.high = high
            claim.high_at = (ranged.start("num2"), ranged.end("num2"), high_decimals)
            claim.qualifier = "range"
            unit_at = ranged.end()
            end = ranged.end()
    unit = first_unit if claim.high is None else UNIT.match(plain, unit_at)
    if unit is None and first_unit is not None and claim.high is not None:
        unit = first_unit
    if unit is not None and unit.group("gap") == "-" and (unit.group("pct") or unit.group("x")):
        unit = None
    if unit is not None:
        if not apply_unit(claim, unit, plain):
            unit = None
        else:
            if kilo:
                claim.scale, claim.label = (Decimal(1000),), f"k {claim.unit}"
            end = max(end, unit.end())
    claim.end = end
    if claim.unit == "%" and header_unit == "%" and (header_hint or "").startswith("column "):
        claim.hint = header_hint  # "66.7%" under "Success rate": a share of the row's runs
    if claim.unit == "%" and "eight" in plain[max(0, start - 16):start] \
            and _WEIGHT_BEFORE.search(plain, max(0, start - 16), start) is not None:
        claim.ignored = "the weight a criterion is given, no figure of the runs"  # "##
        # Criterion 1: speed (weight 40%)", "weighted at 25%"
    if reference and claim.unit is None:
        return None, end
    if claim.bound is None and not claim.approx:
        wording_before(claim, words)
    after = plain[end:end + 40]
    bound_after = _BOUND_AFTER.match(after)
    if bound_after is not None:
        claim.bound = "ge" if bound_after.group("ge") or bound_after.group("ge2") else "le"
        claim.qualifier = bound_after.group(0).strip()
        if (negation := negated_before(plain, start)) is not None:
            claim.bound = NEGATED_BOUND[claim.bound]  # "none of its three lease abstracts took
            claim.qualifier = f"{negation} \u2026 {claim.qualifier}"  # 18 seconds or more"
    if claim.unit is None:
        pair = world.KEY_VALUE.search(plain, max(0, start - 40), start) if "=" in before else None
        if pair is not None and pair.group(1).lower() not in FIELD_LABELS:
            claim.measured = False  # "a Seq Scan with rows=2550 and loops=1": a value quoted
            return claim, match.end()  # from a plan or a log, no field of the runs
        noun = _NEXT_WORD.match(plain, end)
        if words[-1:] and words[-1] in _CURRENCY_CODES:
            claim.ignored = "a sum of money, no run's figure"  # "EUR 0.004 per text"
        elif noun is not None and noun.group(1).lower() in _AREA_UNITS:
            claim.ignored = "an area, no run's figure"  # "a 12 ha field"
        label = _foreign_label(words) if pair is None else None
        if label is not None and _OTHER_ITEM.search(before) is not None:
            label = None  # another item's: "212 pages of score and 41 parts"
        if (noun is not None and noun.group(1).lower() in FOREIGN_UNITS) or label is not None:
            claim.foreign = noun.group(1) if noun is not None and \
                noun.group(1).lower() in FOREIGN_UNITS else label
            if (claim.foreign or "").lower() in MEMORY_UNITS:  # "12 GB of RAM", "1.5 GiB free"
                claim.ignored = "a memory or file size, no run's figure"
            if (claim.foreign or "").lower() in MONEY_UNITS:  # "20 dollars", "1 USD = 0.92 EUR"
                claim.ignored = "a sum of money, no run's figure"
            if (claim.foreign or "").lower() == "points":  # "returns rose 0.6 points"
                claim.ignored = "a change or score in points, no figure of the runs"
            if claim.foreign in ("score", "rating") \
                    and before.rstrip().lower().endswith("out of"):
                claim.ignored = "the scale of a score or rating, no figure of the runs"  # "|
                # Weighted score (out of 5) |"
            elif claim.foreign in ("score", "rating") and claim.decimals == 0 \
                    and claim.value <= 100 and claim.bound is None and not claim.approx \
                    and (_RATING_BEFORE.search(before) is not None
                         or _OUT_OF_AFTER.match(plain, end) is not None):
                claim.ignored = "a score or rating the draft gives, no figure of the runs"  # "-
                # Score: 3 out of five.", "Score: Ruby Seedlac 5, Dammar Copal 2", "(score 2)"
                # (not a bare "score 37" of a forum post: a score the results do not hold)
            if claim.foreign in SCORE_LABELS:  # "chrF 67.5", "a CSAT of 4.6"
                claim.ignored = f"a score ({claim.foreign}) from outside the results, no figure " \
                    "of the runs"
            if (claim.foreign or "").lower() in ("requests", "price", "cost") \
                    and plain[max(0, start - 4):start].lower() == "per ":
                claim.ignored = "a unit of a price or a limit, not a measurement"  # "$0.40 per
                # 1,000 requests", "| List price per 1,000 replies |"
            if noun is not None and noun.group(1).lower() in FOREIGN_UNITS:
                claim.end = end = noun.end()
                if _PER_PERIOD.match(plain, end) and _LIMIT_WORDS.search(
                        plain, max(0, start - 60), start):
                    claim.ignored = "a limit named, not a measurement"  # "allows 60 requests
                    # per minute"
            return claim, match.end()
        label = label_before(block, plain, start, words)
        if label is not None:
            claim.unit, claim.hint = FIELD_LABELS[label]
            claim.measured = True
    if claim.unit is None:
        if "--" in before[-24:] and (flagged := _BARE_FLAG.search(before)) is not None:
            claim.unit, claim.flag, claim.measured = "flag", flagged.group(1), True
            # "Punty Pro at --max-tokens 4096" (a flag written outside code): checked as in code
        elif header_hint == "attempts" and claim.decimals == 0:
            claim.hint, claim.measured = "attempts", True  # a cell under "| Attempts |"
        elif header_hint == "http" or _http_status(words, literal) or (
                words[-1:] in (["a"], ["an"]) and len(literal) == 3 and literal[0] in "45"
                and literal.isdigit() and _HTTP_NOUN.match(plain, end)) or (
                words[-1:] in (["the"], ["those"], ["these"], ["its"], ["their"])
                and literal in _HTTP_CODES and _HTTP_NOUNS.match(plain, end)):
            claim.hint = "http"  # "HTTP 429", "returned status 503", "a 502 from the provider"
        elif claim.decimals == 0 and exit_before(words) and not _exit_taken(before):
            claim.unit = "exit"
        elif claim.decimals == 0 and claim.value > 0 and words[-1:] == ["signal"]:
            # "killed by signal 9": the harness stores the run's exit code as -9 (SPEC 5)
            claim.unit, claim.scale, claim.measured = "exit", (Decimal(-1),), True
        elif claim.decimals == 0 and (tries := _ATTEMPTS_AFTER.match(plain, end)) is not None \
                and not _tries_are_runs(plain, tries):
            claim.hint, claim.measured = "attempts", True  # "HTTP 503 on all 3 attempts", "HTTP
            # 429, 3 attempts"
        elif words[-1:] == ["http"] or words[-2:] in (["http", "status"], ["status", "code"]) \
                or ((words[-3:-1] in (["http", "status"], ["status", "code"])
                     or words[-2:-1] == ["http"])
                    and words[-1] in _STATUS_VERBS):
            claim.hint = "http"  # (or its verb between: "The HTTP status was 200 throughout",
            # "the HTTP status stays 200", "even though HTTP was 200")
        elif (words[-1:] in (["temperature"], ["temp"]) or (
                words[-2:-1] in (["temperature"], ["temp"])
                and words[-1] in ("of", "at", "=", ":"))) and claim.bound is None \
                and "\u00b0" not in plain[end:end + 3]:
            claim.unit, claim.flag, claim.measured = "flag", "temperature", True
            # "at temperature 0.8": a request parameter, checked against the runs' params
        elif block.codes and (param := _param_code_before(block, plain, start)) is not None:
            claim.unit, claim.flag, claim.measured = "flag", param, True
            # "Raising `max_tokens` from 256 to 1024": a request parameter named in code
        elif words[-2:] == ["factor", "of"]:
            claim.unit = "x"  # "by a factor of 20.5"
            claim.ratio_words = plain[end:end + 40].lower()
        elif header_unit is not None:
            claim.unit = header_unit
            if header_unit == "flag":
                claim.flag = header_hint
            else:
                claim.hint = claim.hint or header_hint
            set_scale(claim)
        elif (elided := _ELIDED_TOKENS.match(plain, end)) is not None:
            claim.unit, claim.hint = "tokens", elided.group(1).lower()  # "(1,813 reasoning)"
        elif _INTO_REASONING.match(plain, end) is not None and words[-1:] != ["of"] \
                and _TOKENS_BEFORE.search(plain, max(0, start - 120), start) is not None:
            # (not a whole: "spent 1,042 of 1,318 on reasoning")
            claim.unit, claim.hint = "tokens", "reasoning"  # "... used 2,367 of 2,915
            # completion tokens on reasoning; the empty second run put all 2,611 into reasoning"
        elif _ELIDED_CONTENT.match(plain, end) is not None \
                and _TOKENS_SAID.search(plain, max(0, start - 120), start) is not None:
            claim.unit, claim.hint = "tokens", "content"  # "2,731 completion tokens, 2,268
            # reasoning, so 463 of reply", "(762 reasoning, so 302 content)"
        elif (owned := _own_unit(plain, end)) is not None:
            apply_unit(claim, owned[0], plain)  # "all 3,072 of its completion tokens"
            if owned[1]:
                claim.hint = None  # "1,893 of its 2,617 completion tokens": a part of them
        elif block.codes and _of_its_ceiling(block, end):
            claim.unit, claim.hint = "tokens", "completion"  # "used 1,131 of its
            # `--max-tokens 4096`": the completion tokens the ceiling allowed
        else:
            claim.measured = _measured(claim, literal, after, before) \
                or (claim.decimals > 0 and _BRACKET_AFTER_UNIT.search(before) is not None)
            statistic_of = _STAT_NOUN_AFTER.match(after) is not None \
                and words[-1:] in (["a"], ["the"]) and (claim.decimals > 0 or claim.value >= 10)
            if statistic_of:
                claim.measured = True  # "33.68 s against a 26.14 median": the unit of the
                # figure before it
            if _INHERIT_AFTER.match(after) or " ".join(words[-2:]) in _INHERIT_2 or statistic_of \
                    or " ".join(words[-3:]) in _INHERIT_3 \
                    or words[-1:] in (["and"], ["with"], ["but"], ["against"], ["versus"],
                                      ["vs"], ["vs."]) \
                    or (claim.measured and _ordinal_run(words, before)) \
                    or (words[-1:] == [":"] and _FOR_PART.match(after) is not None) \
                    or (claim.measured and _OTHER_POSSESSIVE.search(before) is not None) \
                    or ((words[-1:] == ["leaving"] or words[-2:] in (["leaving", "only"],
                                                                   ["leaving", "just"]))
                        and _LEFT_FOR.match(after) is not None) \
                    or _LEFT_OVER.match(after) is not None \
                    or ((claim.decimals > 0 or abs(claim.value) >= 10)
                        and _BRACKET_AFTER_UNIT.search(before) is not None) \
                    or (claim.decimals > 0 and ORDINAL_AFTER.match(after) is not None) \
                    or (claim.measured and words[-1:] != [] and words[-1] in _MEASURING_VERBS
                        and _CLAUSE_ENDS.match(after) is not None) \
                    or (claim.measured and words[-1:] == ["in"] and words[-2:-1] != []
                        and words[-2] in _IN_TIME_WORDS and _CLAUSE_ENDS.match(after) is not None):
                # ("its second run came back in 7.62.", "the other in 24.71": a time, the unit
                # of the figure before)
                # "..., 2,488 of them for reasoning, leaving 597 for the answer" (not
                # "leaving 2 tasks for later": a count of something else)
                claim.inherit = True
    return claim, match.end() if claim.high is None else end


def _param_code_before(block: Block, plain: str, start: int) -> str | None:
    """The request parameter a code span right before the number names ("`max_tokens` from
    256", "`temperature` 0.7")."""
    for code in reversed(block.codes):
        if code.index < start:
            name = code.content.strip()
            if name in PARAM_NAMES and _PARAM_GAP.fullmatch(plain, code.index + 1, start):
                return name
            return None
    return None

_PARAM_GAP = compiled(r"\s*(?:(?:from|to|of|at|is|was|=|:)\s*)?")


def _ordinal_run(words: list[str], before: str) -> bool:
    """Whether a number stands right after "<ordinal> run" or an ordinal ("first run 820",
    "second 893", "its third at 21.37", "its fastest run 1.54"; not "its second run.<sup>2</sup>",
    "second, 14.5")."""
    if words[-1:] == ["at"]:
        words = words[:-1]
    if words[-2:-1] != [] and words[-2] in _SUPERLATIVE_WORDS and words[-1] in _RUN_WORDS:
        return True  # "its median was 1.62 seconds and its fastest run 1.54"
    return words[-1:] != [] and (words[-1] in _ORDINAL_WORDS or (
        words[-1] in _RUN_WORDS and words[-2:-1] != [] and words[-2] in _ORDINAL_WORDS)) \
        and _ORDINAL_RUN.search(before, max(0, len(before) - 24)) is not None


def _exit_taken(before: str) -> bool:
    """Whether a number already stands after the exit wording before a claim: in "exited 0
    with 1,307 and 1,329 bytes" the 0 is the exit code and 1,307 is not."""
    low = before.lower()
    at = max(low.rfind("exit"), low.rfind("return"))
    return at >= 0 and DIGIT.search(before, at) is not None


_UNIT_KIND = {"s": "time", "ms": "time", "min": "time", "b": "bytes", "bq": "bytes",
              "kb": "bytes", "tok": "tokens", "tokq": "tokens", "ceil": "tokens", "tps": "rate",
              "bps": "rate", "pct": "share", "x": "ratio", "times": "ratio"}


def _other_unit(plain: str, first: re.Match[str] | None, end: int) -> bool:
    """Whether the number ending at ``end`` has a unit of another kind than ``first``, the
    unit of the number before it: "1.91s — 4.6x faster" is a time and a ratio, no range."""
    if first is None or first.group("times"):
        return False
    second = UNIT.match(plain, end)
    return second is not None \
        and _UNIT_KIND.get(second.lastgroup or "") != _UNIT_KIND.get(first.lastgroup or "")


def _of_its_ceiling(block: Block, end: int) -> bool:
    """Whether the number ending at ``end`` is a run's tokens against its ceiling, written as
    its flag in code: "used 1,131 of its `--max-tokens 4096`"."""
    of = _OF_ITS_CODE.match(block.plain, end)
    return of is not None and any(
        code.index == of.end() - 1 and _CEILING_FLAG.match(code.content.strip()) is not None
        for code in block.codes)


_OF_ITS_CODE = compiled(rf"(?i)\s+(?:out\s+)?of\s+(?:its|the|their|a)\s+{CODE}")
_CEILING_FLAG = compiled(r"-{0,2}max[-_](?:completion[-_])?tokens\b")


def _own_unit(plain: str, end: int) -> tuple[re.Match[str], bool] | None:
    """The token or byte unit of "N of its completion tokens" after the number at ``end``,
    and whether the whole is written before it ("N of its 2,617 completion tokens")."""
    owned = _OF_OWN.match(plain, end)
    if owned is None:
        return None
    unit = UNIT.match(plain, owned.end())
    if unit is None or unit.lastgroup not in _OF_OWN_UNITS:
        return None
    return unit, owned.group("whole") is not None


def decimals_free(match: re.Match[str]) -> bool:
    return "." not in match.group("num")


# An adverb that ends the clause after a bare figure is no noun it counts ("Lynx 2's 1,164
# anyway."), nor is a participle of the run it stands for ("with its truncated run at 4,096
# included").
_ADVERB_END = compiled(r"\s+(?:anyway|too|again|instead|though|overall|apiece|each|as\s+well|"
                       r"included|excluded|counted)"
                       r"\s*(?:[,;.:)!?]|$)")


# A figure said to be a run's: "Quintadena's 0.74 is the run that came back malformed",
# "Binche's 742 is its second run".
_IS_THE_RUN = compiled(r"(?i)\s+(?:is|was)\s+(?:the|its|their|that)\s+(?:[a-z]+\s+){0,2}?"
                       r"(?:run|one|repeat|attempt)\b")


def _measured(claim: RawClaim, literal: str, after: str, before: str) -> bool:
    """A bare number is measurement-like if it has decimals or is large, and is not a year."""
    if _LOWER_NEXT.match(after) and not _INHERIT_AFTER.match(after) \
            and not _OF_NUMBER.match(after) and not _RATE_KIND_AFTER.match(after) \
            and not _CONNECTIVE.match(after) and not _ADVERB_END.match(after) \
            and not (before.endswith("(") and _AGAINST_NEXT.match(after)
                     and _RATIO_THEN_BRACKET.search(before) is not None) \
            and _IS_THE_RUN.match(after) is None:
        return False  # "three defects", "500 words": counts of something not measured (but
        # "1.77x as long as X at the median (16.48 against 9.30)": the ratio's two figures)
    if claim.decimals == 0 and _PROPER_THEN_PLURAL.match(after) is not None:
        return False  # "in 38 Midlands branches": a place's name, then what is counted
    if claim.decimals == 0 and Decimal(1000) <= claim.value <= Decimal(2100) \
            and literal.isdigit() and len(literal) == 4:
        return False  # a year ("from 1337 to 1453", "Hastings, 1066")
    if len(literal) > 1 and literal[0] == "0" and literal.isdigit():
        return False  # "ADR 0014", "case 007": a number with leading zeros is an identifier
    return claim.decimals > 0 or abs(claim.value) >= 10


# A ratio, then a bracket opening: "1.77x as long as Kanna Smoother at the median (".
_RATIO_THEN_BRACKET = compiled(r"(?i)(?:\d\s*[x\u00d7]|\btimes|\btwice|\bhalf)\b"
                               r"[^().;]{0,80}\(\s*$")
# A rate's kind right after a bare figure, its unit left out: "241.5 end to end".
_RATE_KIND_AFTER = compiled(r"(?i)\s+(?:end[\s-]to[\s-]end|once\s+the\s+first\s+token)\b")
# A proper name and a plural noun after a whole number: "38 Midlands branches" (not runs).
_PROPER_THEN_PLURAL = compiled(r"\s+[A-Z][a-z]+\s+(?!(?:runs|repeats|attempts|tries|seconds|bytes|"
                               r"tokens)\b)[a-z]{3,}s\b")
# "half a second", "half a minute", and "a second" / "a minute" after a bound ("within a
# second", "in under a minute"): times written in words (not "a second run", an ordinal).
_A_SECOND = compiled(
    r"(?i)\b(?:(?P<half>half)\s+an?|(?:within|under|below|inside|less\s+than|"
    r"in\s+under)\s+(?:about\s+|roughly\s+|just\s+)?(?P<one>an?))\s+"
    r"(?P<unit>second|minute)\b(?![\s-]*(?:run|attempt|repeat|try|time|lane|task|model|place|"
    r"round|pass|look|call|request|prompt|answer|opinion|one|of)\b)")


# Wording of a goal or requirement before a time: "has to show the reader something within a
# second", "we need ... within a minute".
_GOAL = compiled(r"(?i)\b(?:has\s+to|have\s+to|had\s+to|must|needs?\s+to|need|should|ought|keep|"
                 r"target|goal|aim|want|wants|budget|sla|require[sd]?|requirement|expected\s+to|"
                 r"supposed\s+to|who\s+wait(?:s|ed)?)\b")  # ("a customer who waits half a minute")


_PRONOUN_WORD = compiled(r"(?i)\b(?:it|its|they|their)\b")


# A wait someone can bear, before a time in words: "where a class can wait half a minute".
_CAN_WAIT = compiled(r"(?i)\bcan(?:not|'t)?\s+(?:afford\s+to\s+)?wait\s+(?:for\s+)?$")


def _goal_without_lane(plain: str, start: int, named: list[tuple[int, int]]) -> bool:
    """Whether a figure in words stands in a goal or instruction ("Speaker: keep it under two
    minutes") in a sentence that names no lane: no measurement."""
    begin, end = sentence_span(plain, start)
    return _GOAL.search(plain, max(begin, start - 40), start) is not None \
        and not lane_in(named, begin, end)


# A share said as a fraction in words: "about three quarters of what it wrote", "a little
# under three quarters.", "two thirds of its 12,288-token budget" (not "a third less than" nor
# "a third of Kestrel's time": ratios, read there; nor "a third of the time": how often, nor
# "a third of the prompts").
_SHARE_FRACTION = compiled(
    r"(?i)\b(?:(?P<one>an?|one)|(?P<n>two|three|four))\s+(?P<d>thirds?|quarters?|fifths?)\b"
    r"(?=\s*[,.;:)]|\s*$|\s+of\s+(?:its|their|what|his|her)\b"
    r"|\s+of\s+the\s+(?:[\w,-]+\s+){0,2}?(?:budget|ceiling|tokens)\b)"
    # "exactly half of what `--max-tokens 4096` allows", "half of its 4,096-token budget"
    r"|\b(?P<d2>half)(?=\s+of\s+(?:what\s+\ufffc|(?:its|the|their)\s+(?:[\d,]+[- ]token\s+)?"
    r"(?:budget|ceiling)\b))")
_DENOMINATORS = {"third": 3, "quarter": 4, "fifth": 5, "half": 2}


def _fractions(block: Block, spans: list[tuple[int, int]], named: list[tuple[int, int]]
               ) -> list[RawClaim]:
    """The shares said as fractions in words in sentences that name a lane, as percentages
    shown to the unit (three quarters: 75%, so 74.66% is right and 72.65% is not)."""
    claims = []
    plain = block.plain
    for match in _SHARE_FRACTION.finditer(plain):
        start = match.start()
        begin, end = sentence_span(plain, start)
        if overlaps(spans, start, match.end()) or not lane_in(named, begin, end):
            continue
        if match.group(0).lower().endswith("a quarter") \
                and _QUARTER_PERIOD_BEFORE.search(plain, max(0, start - 16), start) is not None:
            continue  # "£1,200 a quarter", "twice a quarter": a period, no share
        if (match.group("d") or "").lower().startswith("quarter") \
                and _PERIOD_PREP_BEFORE.search(plain, max(0, start - 12), start) is not None:
            continue  # "a review after one quarter", "within a quarter": a period too
        count = 1 if match.group("one") or match.group("d2") else \
            NUMBER_WORDS[match.group("n").lower()]
        whole = _DENOMINATORS[(match.group("d") or match.group("d2")).lower().rstrip("s")]
        claim = RawClaim(block=block, start=start, end=match.end(), num_start=start,
                         num_end=match.end(), value=Decimal(100 * count) / whole, decimals=0,
                         unit="%", measured=True)
        wording_before(claim, BEFORE_WORDS.findall(plain[max(0, start - 40):start].lower()))
        if claim.approx:
            claim.decimals = -1  # "about a third": to the nearest ten percent (36% is about 33%)
        claims.append(claim)
    return claims


# A time written as minutes and seconds ("2:05"), not a clock's: under ten minutes, right after
# a word of a run's time or a statistic ("took 2:05", "a median of 2:05", "slowest run 2:21",
# "ranged from 1:04 to") or before one ("1:36 median", "2:05 wall"), in a sentence naming a
# lane or a run (not "a pace of 4:15/km", "shifts run 10:00-11:30", "between 09:11 and").
_MSS = compiled(r"([1-9]):([0-5]\d)(?![\d:.]|\s?[ap]\.?m\.?|\s?(?:UTC|GMT|Z)\b"
                r"|\s?(?:hours?|hrs?|h)\b|\s?/)")
_MSS_BEFORE = compiled(r"(?i)\b(?:medians?|means?|average|wall|took|takes|taking|needed|lasted|"
                       r"ranged|slowest|fastest|longest|shortest|quickest)\b"
                       r"(?:\s+(?:run|time|of|was|is|at|from|in|between|about|around|roughly|"
                       r"just|only|over|under|came|to))*\s*:?\s*$")
_MSS_AFTER = compiled(r"(?i)\s*(?:median|mean|average|wall)\b")
_RUN_NOUN = compiled(r"(?i)\bruns?\b")


def _minutes_seconds(block: Block, at: int, end: int, found: list[RawClaim],
                     spans: list[tuple[int, int]], named: list[tuple[int, int]]
                     ) -> RawClaim | None:
    """A time in minutes and seconds at ``at`` ("2:05", 125 s, to the whole second) where the
    words around it speak of a run's time, else None (a clock time: "the 8:30 a.m. calendar",
    "at 12:10")."""
    clock = _MSS.fullmatch(block.plain, at, end)
    plain = block.plain
    if clock is None or overlaps(spans, at, end):
        return None
    before = plain[max(0, at - 40):at]
    begin, stop = sentence_span(plain, at)
    last = found[-1] if found else None
    if not (_MSS_BEFORE.search(before) is not None or _MSS_AFTER.match(plain, end) is not None
            or (last is not None and last.start >= begin and last.unit == "s"
                and _MSS.fullmatch(plain, last.num_start, last.num_end))):
        return None  # (the next of a sentence's times: "from 1:04 to 1:12", "1:12 on its
        # second run and 1:30 on its first")
    if not lane_in(named, begin, stop) and _RUN_NOUN.search(plain, begin, stop) is None:
        return None
    value = Decimal(int(clock.group(1)) * 60 + int(clock.group(2)))
    claim = RawClaim(block=block, start=at, end=end, num_start=at, num_end=end, value=value,
                     decimals=0, unit="s", measured=True)
    wording_before(claim, BEFORE_WORDS.findall(before.lower()))
    return claim


def _a_second(block: Block, spans: list[tuple[int, int]], named: list[tuple[int, int]]
              ) -> list[RawClaim]:
    """The times in words of sentences that name a lane (elsewhere they are mostly goals:
    "we need one summary per thread within a minute")."""
    claims = []
    plain = block.plain
    for match in _A_SECOND.finditer(plain):
        start = match.start("half") if match.group("half") else match.start("one")
        begin, end = sentence_span(plain, start)
        colon = plain.find(":", match.end(), end)
        if colon >= 0 and not lane_in(named, begin, colon) \
                and _PRONOUN_WORD.search(plain, begin, colon) is None:
            end = colon  # ("Times below a second go in milliseconds: on its first run, X's
            # first token came after 270 ms": the lane is the example's, after the colon)
        if overlaps(spans, start, match.end()) \
                or not lane_in(named, begin, end) \
                or _GOAL.search(plain, begin, start) is not None \
                or _CAN_WAIT.search(plain, max(0, start - 24), start) is not None:
            continue  # (nor a wait someone can bear: "only where a class can wait half a
            # minute: its median ... run took 29.73 seconds")
        minute = match.group("unit").lower() == "minute"
        value, decimals = (Decimal(30 if minute else "0.5"), 0 if minute else 1) \
            if match.group("half") else (Decimal(60 if minute else 1), 0)
        claim = RawClaim(block=block, start=start, end=match.end(), num_start=start,
                         num_end=match.start("unit"), value=value, decimals=decimals, unit="s",
                         measured=True)
        wording_before(claim, BEFORE_WORDS.findall(plain[max(0, start - 40):start].lower()))
        if claim.bound is None and not match.group("half"):
            claim.bound, claim.qualifier = "le", "under"  # "well inside a second": a bound
        claims.append(claim)
    return claims


def _tries_are_runs(plain: str, tries: re.Match[str]) -> bool:
    """Whether "tries" after a count are the runs ("its three tries averaged 27.51 seconds",
    "three tries each", "five attempts each"), not one run's requests: no retry, HTTP status or
    rate limit is named in the sentence."""
    begin, end = sentence_span(plain, tries.start())
    if tries.group(0).rstrip().endswith("attempts") \
            and _EACH_AFTER.match(plain, tries.end()) is not None:
        # "One brief, five assistants, five attempts each": each lane's runs
        return _RETRY_WORD.search(plain, begin, tries.start()) is None \
            and _RETRY_WORD.search(plain, tries.end(), end) is None
    if not tries.group(0).rstrip().endswith("tries"):
        return False
    return _RETRY_WORD.search(plain, begin, end) is None


_EACH_AFTER = compiled(r"\s+each\b")
_RETRY_WORD = compiled(r"(?i)\bretr|\bHTTP\b|\b[45]\d\d\b|\brate[-\s]limit|\bgave\s+up\b|"
                       r"\bback-?off\b|\battempts?\b")


def _spelled(block: Block, match: re.Match[str]) -> RawClaim | None:
    plain = block.plain
    value = spelled_value(match.group("num"))
    if value == 1:
        return None  # "one token after another", "one second": idiom more often than claim
    unit = UNIT.match(plain, match.end())
    if unit is not None and _TIMES_OVER.match(plain, match.end()) is not None:
        return None  # "got HTTP 503 from the provider three times over": a count of tries
    if unit is None and (attempts := _ATTEMPTS_AFTER.match(plain, match.end())) is not None:
        if _tries_are_runs(plain, attempts):
            return None  # "its three tries averaged 27.51 seconds": its runs
        # "HTTP 502 after three attempts": the run's requests
        claim = RawClaim(block=block, start=match.start(), end=attempts.end(),
                         num_start=match.start(), num_end=match.end(), value=value,
                         hint="attempts", measured=True)
        wording_before(claim, BEFORE_WORDS.findall(
            plain[max(0, match.start() - 40):match.start()].lower()))
        return claim
    if unit is None:
        return None
    claim = RawClaim(block=block, start=match.start(), end=unit.end(), num_start=match.start(),
                     num_end=match.end(), value=value)
    if not apply_unit(claim, unit, plain):
        return None
    before = plain[max(0, match.start() - 40):match.start()]
    wording_before(claim, BEFORE_WORDS.findall(before.lower()))
    return claim


# Ratio words: "twice as long as X", "half as many tokens as X", "half (of) X's time", "one
# third of X's time": the same claims as "2.0 times as long as X" or "0.33 times X's time",
# exact values read to the precision they are usually written at (2.0, 0.5, 0.33).
_RATIO_HINT = compiled(r"[Tt](?:wice|hrice|hird|enth|went|hirtie|housandth)|[Hh]alf|[Qq]uarter"
                       r"|[Ff]if(?:th|tieth)|[Ff]ortieth|[Hh]undredth|[Ss](?:ixth|eventh)"
                       r"|[Ee]ighth|[Nn]inth")
# _RATIO_HINT's words, lowered (where folded text is at hand)
_RATIO_HINT_WORDS = ("twice", "thrice", "half", "third", "quarter", "fifth", "sixth", "seventh",
                     "eighth", "ninth", "tenth", "tieth", "hundredth", "thousandth")
_AS_AS = r"(?=\s+as\s+(?:[\w-]+\s+){0,2}?[\w-]+\s+as\s)"
# (or "as long" and the end of its clause: "..., so Trapeze 4.2 took twice as long.")
_AS_ADJ_END = (r"(?=\s+as\s+(?:long|many|much|large|big|slow|fast|quick|wordy|verbose)"
               r"\s*(?:[.;:,)!?]|$))")
# (or a possessive that ends the clause, its metric named before: "Egret's time to first
# token was a quarter of Tern's.")
_OF_LANES = (r"(?=\s+(?:the\s+)?[A-Z](?:(?:[^.;:,!?]|\.(?=\d)){0,40}?\u2019?'?s\s+(?:[\w-]+\s+)?"
             r"(?:time|wall|tokens|bytes|output|answer|rate|throughput)\b"
             # ("a third of Starling Pro's 9.00 s": the possessive and the figure it stands for)
             r"|(?:[^.;:,!?]|\.(?=\d)){0,40}?['\u2019]s\s+[~\u2248]?\d"
             # (or its figure in brackets after it: "is twice Eyas Mini's (2.74)")
             r"|(?:[^.;:,!?'\u2019]|\.(?=\d)){0,40}?['\u2019]s\s*(?:[.;:,!?)]|\((?=\s*\d)|$)))")
# What makes "a quarter" a period: a sum or a count right before it ("£1,200 a quarter").
_QUARTER_PERIOD_BEFORE = compiled(r"(?i)(?:\d|\b(?:once|twice|times))\S*\s+$")
# ... or a word of time before it: "after one quarter", "within a quarter", "each quarter".
_PERIOD_PREP_BEFORE = compiled(r"(?i)\b(?:after|within|per|each|every|next|last|this|that)\s+$")
_FRACTION = (r"(?:(?:[Oo]ne|[Aa]n?)[\s-]+(?:third|quarter|fifth|sixth|seventh|eighth|ninth|tenth"
             r"|twentieth|thirtieth|fortieth|fiftieth|hundredth|thousandth)"
             r"|[Tt]wo[\s-]+thirds"
             r"|[Tt]hree[\s-]+quarters)")
# ... or its statistic and figure: "Dace Mini's median of 1,524".
_OF_LANES_STAT = (r"(?=\s+[A-Z](?:[^.;:,!?]|\.(?=\d)){0,40}?['\u2019]s\s+(?:median|mean)\s+"
                  r"(?:of\s+)?[~\u2248]?\d)")
_RATIO_WORDS = compiled(
    rf"\b(?:(?P<twice>[Tt]wice){_AS_AS}|(?P<thrice>[Tt]hrice){_AS_AS}|(?P<half>[Hh]alf){_AS_AS}"
    # ("so Trapeze 4.2 took twice as long.": the lane compared with left to the clause before,
    # as "2.0 times as long." leaves it)
    rf"|(?P<twiceend>[Tt]wice){_AS_ADJ_END}"
    # ("ran to 14,870 bytes, twice the length of Bezique XL's": twice that lane's figure)
    rf"|(?P<twicethe>[Tt]wice)(?=\s+the\s+(?:length|size|time|number|count|amount|duration)"
    rf"\s+of\s+(?:the\s+)?[A-Z])"
    rf"|(?P<third>{_FRACTION}){_AS_AS}"
    rf"|(?P<halfof>[Hh]alf(?:\s+of)?){_OF_LANES}"
    rf"|(?P<twiceof>[Tt]wice)(?:{_OF_LANES}|{_OF_LANES_STAT})"  # "8.40 seconds, twice Peridot
    # 4.1's 4.20", "3,048 bytes: twice Dace Mini's median of 1,524"
    rf"|(?P<thirdof>{_FRACTION}\s+of){_OF_LANES}"
    # "a third of the median wall time of Avocet 3.5"
    rf"|(?P<thirdofthe>{_FRACTION}\s+of)(?=\s+the\s+(?:median\s+|mean\s+)?(?:wall\s+)?time"
    rf"\s+of\s+[A-Z])"
    # "did the job in a third of the time", "in half the time": of the other lane's time (not
    # "failed a third of the time": how often)
    rf"|(?:(?<=\bin\s)|(?<=\bneeded\s)|(?<=\btook\s)|(?<=\bneeds\s)|(?<=\btakes\s))"
    rf"(?:(?P<thirdin>{_FRACTION}\s+of)|(?P<halfin>[Hh]alf(?:\s+of)?))"
    rf"(?=\s+the\s+time\b)"
    # "was a third less than Stoat R2's 18.62 s": a fraction as a percent change
    rf"|(?P<thirdless>{_FRACTION})(?=\s+(?:less|fewer|smaller|shorter|lower|more|larger|longer|"
    rf"higher|faster|slower|quicker)\s+than\b))")
_IN_THE_TIME = {"thirdin": "thirdof", "halfin": "halfof", "thirdofthe": "thirdof",
                "twiceend": "twice", "twicethe": "twiceof"}
_CLAUSE_END = compiled(r"[,;:]|\s(?:and|but|while|whereas)\s")
_APPROX_BEFORE = compiled(r"(?i)\b(?:roughly|about|around|nearly|almost|approximately|some)\s+$")
_RATIO_VALUES = {"twice": (Decimal(2), 1), "twiceof": (Decimal(2), 1), "thrice": (Decimal(3), 1),
                 "half": (Decimal("0.5"), 1), "halfof": (Decimal("0.5"), 1)}
# "one third", "a quarter", "a fifth", ..., "a tenth" of: to the two decimals they are read at
_PART = compiled(r"thirds|quarters|thirtieth|third|quarter|fifth|sixth|seventh|eighth|ninth"
                 r"|tenth|twentieth|fortieth|fiftieth|hundredth|thousandth")
_PARTS = {"thirds": Decimal("0.67"), "quarters": Decimal("0.75"), "third": Decimal("0.33"),
          "quarter": Decimal("0.25"), "fifth": Decimal("0.2"),
          "sixth": Decimal("0.17"), "seventh": Decimal("0.14"), "eighth": Decimal("0.13"),
          "ninth": Decimal("0.11"), "tenth": Decimal("0.1"), "twentieth": Decimal("0.05"),
          "thirtieth": Decimal("0.03"), "fortieth": Decimal("0.025"),
          "fiftieth": Decimal("0.02"), "hundredth": Decimal("0.01"),
          "thousandth": Decimal("0.001")}
_PLACES = {"fortieth": 3, "thousandth": 3}  # (the others to two decimals)


def _ratio_words(block: Block, spans: list[tuple[int, int]]) -> list[RawClaim]:
    plain = block.plain
    claims = []
    for match in _RATIO_WORDS.finditer(plain):
        kind = _IN_THE_TIME.get(match.lastgroup or "", match.lastgroup or "")
        if overlaps(spans, *match.span()):
            continue
        part = _PART.search(match.group(0)) if kind in ("third", "thirdof", "thirdless") \
            else None
        value, decimals = (_PARTS[part.group(0)], _PLACES.get(part.group(0), 2)) if part \
            else _RATIO_VALUES[kind]
        if kind == "thirdless":  # as a percentage: "a third less" is 33% less
            value, decimals = value * 100, decimals - 2
        claim = new_claim(block, match.start(), match.end(), match.start(), match.end(), value,
                          decimals)
        claim.unit = "%" if kind == "thirdless" else "x"
        if _APPROX_BEFORE.search(plain, max(0, match.start() - 16), match.start()):
            claim.approx = True  # "roughly a quarter of Lynx 2's 4.82 s"
            if kind in ("twice", "thrice"):
                claim.decimals = 0  # "roughly twice as long": 2.08x is that, to the whole
        else:  # "less than half of X's time", "under a quarter of X's": a bound on the ratio
            wording_before(claim, BEFORE_WORDS.findall(
                plain[max(0, match.start() - 40):match.start()].lower()))
        # The wording of its own clause: "one third of Wren's time and was 6.0x faster"
        claim.ratio_words = _CLAUSE_END.split(plain[match.end():match.end() + 40].lower(),
                                              maxsplit=1)[0]
        claims.append(claim)
    return claims


def _flags(block: Block, index: int, content: str, src: int) -> list[RawClaim]:
    """``--max-tokens 4096`` in inline code: a flag whose value is checked against params."""
    claims: list[RawClaim] = []
    matches = [m for m in _FLAG.finditer(content)  # (not a shell command's `head -n 20`)
               if len(m.group("name")) > 1 or content.startswith("--", m.start())]
    taken = [m.span() for m in matches]
    matches += [m for m in _PARAM.finditer(content)
                if m.group("name") in PARAM_NAMES
                and not any(a < m.end() and m.start() < b for a, b in taken)]
    for match in matches:
        value, decimals = parse_number(match.group("num"))
        claim = RawClaim(block=block, start=index, end=index + 1, num_start=index,
                         num_end=index + 1, value=value, unit="flag", decimals=decimals,
                         flag=match.group("name").lstrip("-"))
        start = src + match.start("num") if src >= 0 else -1
        claim.code = (start, start + len(match.group("num")), match.group("num"))
        claims.append(claim)
    return claims


def _mark(block: Block, claims: list[RawClaim]) -> None:
    """Cited (link text, footnote reference right after) and author-ignored numbers."""
    plain = block.plain
    notes = NOTE in plain or "[^" in plain  # else no footnote reference follows any claim
    numbered = block.kind == "paragraph" and not block.items and block.table is None \
        and plain[:1].isdigit() and _NUMBERED_PARAGRAPH.match(plain) is not None
    if not (block.ignored or block.footnote or block.cited or notes or block.urls
            or block.kind == "heading" or numbered):
        return  # (most blocks: none of the cases below can hold)
    for claim in claims:
        if block.ignored:
            claim.ignored = "marked <!-- lumen: ignore -->"
        elif block.footnote:
            claim.ignored = "cited: in a footnote"
        elif block.cited and block.in_ranges(block.cited, claim.num_start, claim.num_end):
            claim.ignored = "cited: in link text"
        elif notes and _FOOTNOTE_AFTER.match(plain, claim.end):
            claim.ignored = "cited: footnote reference"
        elif block.urls and block.in_ranges(block.urls, claim.num_start, claim.num_end):
            claim.ignored = "in a URL"
        elif block.kind == "heading" and not plain[:claim.start].strip() \
                and ((_SECTION_AFTER.match(plain, claim.end) and claim.unit is None)
                     or _SECTION_TITLE.match(plain, claim.num_end)):
            claim.ignored = "section number"
        elif numbered and claim.start == 0:
            claim.ignored = "section number"  # "4.4 **Tokens.** On its second run ...",
            # "3.5 Four of the 24 runs did not ..." opening a paragraph of a numbered report
