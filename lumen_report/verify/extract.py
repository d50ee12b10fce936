"""Find the numbers in a draft's prose and read what kind of claim each one makes.

Works on the plain text of each block (see blocks.py), so that emphasis, escapes and
entities never split a number, and maps every finding back to its exact place on disk.
The number grammar is in grammar.py, the wording right before a number in qualifiers.py.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import replace
from decimal import Decimal
from itertools import pairwise

from lumen_report.verify import counts, world
from lumen_report.verify.blocks import NOTE, Block
from lumen_report.verify.grammar import (
    NUM,
    NUMBER,
    NUMBER_WORDS,
    ORDINAL,
    PARAM_NAMES,
    UNIT,
    RawClaim,
    apply_unit,
    new_claim,
    parse_number,
    set_scale,
    spelled_numbers,
    spelled_value,
)
from lumen_report.verify.names import folded as names_folded
from lumen_report.verify.patterns import compiled
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
    wording_before,
)

__all__ = ["RawClaim", "extract", "parse_number", "sentence_bounds"]

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
    r"|\d*/\d+\b)"  # fractions and paths: 3/5
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
_INHERIT_2 = {"of which", "of these", "of those", "of them"}
# Before "run" or "repeat", an ordinal names the run already: "first run 820" is its figure,
# of the unit of the figure before it ("857 tokens at the median; first run 820, second 893").
_ORDINAL_WORDS = set(ORDINAL.split("|"))
_ORDINAL_RUN = compiled(rf"(?i)\b(?:{ORDINAL})"
                        r"(?:\s+(?:run|repeat|attempt|try))?\s+$")
_RUN_WORDS = {"run", "repeat", "attempt", "try"}
# "1.5-1.8", "from 11.9 to 13.2", "from about 11.9 to about 13.2", "between ~1.5 and ~1.8".
_RANGE = compiled(rf"(?P<sep>\s*[\u2013\u2014-]\s*|\s+to\s+|\s+and\s+)"
                    rf"(?:(?:about|around|roughly|approximately|nearly|almost)\s+|[~\u2248]\s*)?"
                    rf"(?P<num2>{NUM})")
_APPROX_WORDS = ("about", "around", "roughly", "approximately", "nearly", "almost", "~", "\u2248")
_BOUND_AFTER = compiled(
    r"\s*(?:(?P<ge>or\s+more|or\s+longer|and\s+up|or\s+above)|(?P<le>or\s+less|or\s+fewer|"
    r"or\s+below|or\s+under))\b",
    re.I,
)
# "all 3,072 of its completion tokens": the count is of the unit after the possessive.
_OF_OWN = compiled(r"\s+(?:out\s+)?of\s+(?:its|their|the|his|her|our|my)(?=\s)", re.I)
_OF_OWN_UNITS = ("tokq", "tok", "bq", "b")
_LEFT_FOR = compiled(r"\s+(?:for|to|on)\s|\s*(?:[,.;:)]|$)")
# A breakdown after a colon: "4,800 completion tokens: 4,100 for reasoning and 700 for the
# answer" (the parts take the unit of the figure before the colon, their own words the field).
_FOR_PART = compiled(r"(?i)\s+(?:for|on)\s+(?:the\s+)?"
                     r"(?:reasoning|thinking|answer|output|content|visible)\b")
_INHERIT_AFTER = compiled(r"\s+(?:of\s+(?:them|which|those|these|it)|were|was|went)\b", re.I)
_FLAG = compiled(
    r"(?<![\w-])--?(?P<name>[A-Za-z][\w-]*)(?:=|\s+)(?P<num>[-+]?\d+(?:\.\d+)?)(?![\w.])"
)
_DIGIT = compiled(r"\d")
# A blog's own metadata, not a result: "Reading time: 6 minutes", "5 min read".
_READING_TIME = compiled(r"(?i)\bread(?:ing)?\s+time\W*$")
_MIN_READ = compiled(r"(?i)[\s-]*min(?:ute)?s?\.?\s+read\b")
_DIGITS = compiled(r"\d+")
_COMPOUND = compiled(r"-[A-Za-z]")
_ELIDED_TOKENS = compiled(r"\s+(completion|reasoning)(?=\s*[),.;]|\s*$)", re.I)
_VERSION_CONTEXT = compiled(
    r"(?i)\b(?:python|node|version|release|ubuntu|macos|windows|cuda|v)\s*\d+(?:\.\d+)+"
    r"[^.!?\d]*(?:\d+(?:\.\d+)+[^.!?\d]*)*$")
# A version, not a measurement: "lumen-report 0.9 or later", "3.11 or newer", "The minimum
# Python is now 3.11", "CUDA was bumped to 12.4".
_VERSION_AFTER = compiled(r"(?i)\s+(?:or|and)\s+(?:later|newer|higher)\b|\s+onwards?\b")
_VERSION_BEFORE = compiled(
    r"(?i)(?<![\w-])(?:lumen-report|python|node(?:\.?js)?|ubuntu|macos|windows|cuda|rocm|"
    r"vllm|sglang|ollama|pytorch|torch|transformers|numpy|debian|docker|kubernetes|"
    r"postgres(?:ql)?|psql|mysql|sqlite|redis|rust|java|ruby|php|kernel|linux|driver|excel|"
    r"firmware|bios|nvidia[- ]driver|llama\.cpp|chrome|firefox|safari|android|ios|version|"
    r"biblatex|biber|bibtex|latex|zotero|mendeley|endnote|pandoc|sdk|release)"
    r"\s+(?:(?:is|was|are|were|now|still|"
    r"at|to|from|bumped|raised|moved|upgraded|pinned|requires?|required|needs?)\s+){0,3}$")
# A capitalised name right before a bare decimal: a product and its version ("Ferry 2.4"),
# unless it is a word that leads a figure (or a lane's name: see _product_version).
# An upper-case abbreviation right before a bare decimal: an item's number ("KR 2.1",
# "OKR 3.2", "RFC 1.4"), not a measurement.
# Also a product named by an abbreviation and a word, with its version: "VS Code 1.96".
_ABBREVIATION_BEFORE = compiled(r"(?<![\w.-])[A-Z]{2,5}[ \u00a0](?:[A-Z][a-z]+[ \u00a0])?$")
_PROPER_BEFORE = compiled(
    r"(?<![\w.-])(?!(?:Median|Mean|Average|Avg|Total|Overall|About|Around|Roughly|"
    r"Approximately|Nearly|Almost|Over|Under|Exactly|Just|Only|Circa|Wall|Run|Repeat|Step|"
    r"Section|Table|Figure|Exit|Code|Status|Score|Rate|Ratio|Share|Speedup|Best|Worst|"
    r"Fastest|Slowest|Min|Max|Minimum|Maximum)\b)[A-Z][a-z]+(?:[A-Z][a-z]+)*[ \u00a0]$")
# ... or a headline's name of two or three words: "# Gridline assistant 2.3: release notes".
_HEADLINE_NAME = compiled(
    r"(?:^|[.!?:\"'(\u201c]\s*)(?!(?:Median|Mean|Average|Avg|Total|Overall|About|Around|"
    r"Roughly|Wall|Run|Repeat|Step|Section|Table|Figure|Exit|Status|Rate|Ratio|Share|Best|"
    r"Worst|Fastest|Slowest|Min|Max)\b)[A-Z][a-z]+(?:[ \u00a0](?!(?:took|takes|was|is|ran|hit|"
    r"got|beat|beats|used|wrote|needed|scored|reached|at|by|of|in|to|vs|median|mean|average|avg|"
    r"total|min|max|fastest|slowest|wall|rate|share|time|times)\b|[a-z]+ed\b)"
    r"[A-Za-z][a-z]+){1,2}[ \u00a0]$")
# A word (no figure word: "# Median 2.3") right before a heading's closing decimal.
_NAME_WORD_BEFORE = compiled(r"(?i)(?<![\w.-])(?!(?:median|mean|average|avg|total|about|around|"
                             r"roughly|over|under|wall|run|repeat|step|section|table|figure|"
                             r"exit|rate|ratio|share|speedup|fastest|slowest|min|max|took|"
                             r"at|of|by|is|was|to|vs)\b)[a-z][a-z-]*[ \u00a0]$")
_INITIAL_BEFORE = compiled(r"(?:^|[.!?:\"'(\u201c]\s*)$")
_HEADLINE_AFTER = compiled(r"\s*(?::|$)")
# A heading opened by one word and a whole number: "# Spreadsheets 201: ...".
_COURSE_TITLE = compiled(r"\s*[A-Z][a-z]+[ \u00a0]")


def _product_version(plain: str, claim: RawClaim, spans: list[tuple[int, int]]) -> bool:
    """Whether a unitless decimal is the version of a product named right before it: "with
    Ferry 2.4", and at a sentence's start only as a headline ("Ferry 2.4: ..."); never
    after a lane's name ("Cobalt 2.41, Pike 8.00")."""
    abbreviation = _ABBREVIATION_BEFORE.search(plain, max(0, claim.start - 20), claim.start)
    if abbreviation is not None and not _overlaps(spans, abbreviation.start(), claim.start):
        return True
    word = _PROPER_BEFORE.search(plain, max(0, claim.start - 40), claim.start)
    if word is None:
        name = _HEADLINE_NAME.search(plain, max(0, claim.start - 40), claim.start)
        return name is not None and not _overlaps(spans, name.start(), name.end()) \
            and _HEADLINE_AFTER.match(plain, claim.end) is not None
    if _overlaps(spans, word.start(), word.end()):
        return False
    if _INITIAL_BEFORE.search(plain, 0, word.start()) is not None:
        return _HEADLINE_AFTER.match(plain, claim.end) is not None
    return True


# A unit named in a lead before a colon, for the bare figures listed after it: "Lyra's
# completion tokens on the roadmap digest: first run 1,420, second 1,475, third 1,391".
_LEAD_UNIT = compiled(
    r"(?i)\b(?:(?P<kind>completion|reasoning|content|output|answer)[ -])?"
    r"(?P<unit>tokens|bytes|seconds|wall[ -](?:clock[ -])?times?)\b"
    r"(?!\s*(?:/|per\b|a\s+second))[^:.;!?\d]{0,60}:[ \u00a0]*$")
# Between that colon and the figure: run labels and the list's other figures only.
_LEAD_LIST = compiled(
    r"(?i)(?:[\s,;]|\b(?:and|then|the|its|runs?|repeats?|first|second|third|fourth|fifth|"
    r"last|final)\b|#?\d[\d,.]*(?:\s*(?:s|bytes|tokens)\b)?)*")

# A figure right before that unit: the lead states a total, the list is its breakdown.
_FIGURE_BEFORE = compiled(r"\d[ \u00a0]*(?:(?:completion|reasoning|content|output|answer)[ -])?$",
                          re.I)


def _lead_unit(plain: str, claim: RawClaim) -> None:
    """Give a bare figure the unit its lead names (see _LEAD_UNIT): then a wrong one is
    held to that field (a mismatch), not to any."""
    colon = plain.rfind(":", max(0, claim.start - 120), claim.start)
    if colon < 0 or not _LEAD_LIST.fullmatch(plain, colon + 1, claim.start):
        return
    lead = _LEAD_UNIT.search(plain, max(0, colon - 100), colon + 1)
    if lead is None or _FIGURE_BEFORE.search(plain, max(0, lead.start() - 40), lead.start()):
        return  # (not "used 4,800 completion tokens on it: 4,100 for reasoning")
    unit, kind = lead.group("unit").lower(), (lead.group("kind") or "").lower()
    if unit == "tokens":
        claim.unit, claim.hint = "tokens", kind or None
    elif unit == "bytes":
        claim.unit, claim.hint = "bytes", kind or None
    else:
        claim.unit, claim.hint = "s", None if unit == "seconds" else "wall"
    claim.measured = True


_NEXT_WORD = compiled(r"[ \u00a0]([A-Za-z]+)\b")
_LIST_NEXT = compiled(r",\s*|,?\s+(?:and|or)\s+")
_OF_NEXT = compiled(r"\s+(?:out\s+)?of\s+(?:the\s+|its\s+|their\s+|"
                   r"(?:that|this|the|each)\s+(?:run|repeat|attempt)['\u2019]s\s+)?")
_AFTER_NUMBER = compiled(r"\.\d|[:/]\d|\d")
_WORDY = compiled(r"[A-Za-z_]\w")
_VERSIONISH = compiled(r"\.\d|[:/]\d")
_LOWER_NEXT = compiled(r"\s+[a-z]")
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
_ATTEMPTS_AFTER = compiled(r"(?i)[^\S\n]+(?:attempts|tries|requests\s+in\s+all|"
                           r"times\s+in\s+a\s+row)\b")  # ("was refused 3 times in a row")
_SECTION_AFTER = compiled(r"[.)]?\s")
_SECTION_TITLE = compiled(r"[.)]?\s+[A-Z]|[.)]\s")  # "## 2.2 Token usage", "## 3. Results"
_PARAM = compiled(r"""(?<![\w-])["']?(?P<name>[A-Za-z_]\w*)["']?\s*[:=]\s*"""
                    r"(?P<num>[-+]?\d+(?:\.\d+)?)(?![\w.])")
# [.!?][\"')\]]*\s+(?=\S) | \n\s*\n, written to start with one character class: the
# regex engine then skips to those characters instead of trying both branches everywhere.
_SENTENCE_END = compiled(r"[.!?\n](?:(?<=[.!?])[\"')\]]*\s+(?=\S)|(?<=\n)\s*\n)")


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
    if "-" in plain:  # account and reference numbers: "account 40-1187-22"
        spans.extend(m.span() for m in _ID_CHAIN.finditer(plain))
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


def _overlaps(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    # A plain loop, not any(...): no generator to start for each number of a block.
    for a, b in spans:  # noqa: SIM110
        if a < end and start < b:
            return True
    return False


_ABBREVIATIONS = {"e.g", "i.e", "etc", "approx", "ca", "cf", "vs", "fig", "figs", "no", "nos", "mr",
                  "mrs", "ms", "dr", "st", "resp", "incl", "esp", "al", "viz", "est",
                  "avg", "max", "min", "sec", "secs", "jan", "feb", "mar", "apr", "jun", "jul",
                  "aug", "sep", "sept", "oct", "nov", "dec", "p", "pp", "ch", "eq", "cl", "cls",
                  "vol", "vols", "ed", "eds", "ext",
                  "sch", "art", "para", "paras", "reg", "ss", "subs"}
_UNIT_ABBREVIATIONS = {"ms", "min", "sec", "secs"}
_AFTER_FIGURE = compiled(r"\d[ \u00a0\u202f]?$")
_LAST_WORD = compiled(r"([A-Za-z]+(?:\.[A-Za-z]+)*)\.$")


def sentence_bounds(plain: str) -> list[int]:
    """Offsets where each sentence of a block starts ("e.g." and "approx." end none)."""
    bounds = [0]
    for match in _SENTENCE_END.finditer(plain):
        if plain[match.start()] == ".":
            word = _LAST_WORD.search(plain, max(0, match.start() - 12), match.start() + 1)
            if word is not None and word.group(1).lower() in _ABBREVIATIONS \
                    and not (word.group(1).lower() in _UNIT_ABBREVIATIONS
                             and _AFTER_FIGURE.search(plain, max(0, word.start() - 3),
                                                      word.start())):
                continue  # (but "after 510 ms." ends its sentence: a unit, not "Ms.")
        bounds.append(match.end())
    return bounds


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
    has_digit = _DIGIT.search(plain) is not None
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
            claim, pos = _from_match(block, match, spans, header_unit, header_hint, low)
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
        if _overlaps(spans, *match.span()) or (reading and (
                _READING_TIME.search(plain, 0, match.start())
                or _MIN_READ.match(plain, match.end()))):
            continue
        claim = _spelled(block, match)
        if claim is not None and not (claim.unit == "s" and (_goal_without_lane(
                plain, match.start(), named or []) or _time_about_no_run(
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
                and (_OF_NEXT.fullmatch(plain, claim.end, following.start)
                     or _LIST_NEXT.fullmatch(plain, claim.end, following.start)):
            claim.unit, claim.scale, claim.measured = following.unit, following.scale, True
            if _LIST_NEXT.fullmatch(plain, claim.end, following.start):
                claim.hint = claim.hint or following.hint
    for claim, following in pairwise(found):
        following.prev_end = claim.end
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
    diffstats = [m.span() for m in _DIFFSTAT.finditer(plain)] if "+" in plain else []
    metric: RawClaim | None = None  # the last share read as a metric: "(control: 31.2%)"
    game: bool | None = None  # a match report's words (crowds, clocks), found when first asked
    promoted = "NPS" in plain or "romoter" in plain  # ("Net Promoter Score was +31")
    signs = not world.TEST_SIGNS.isdisjoint(plain)  # ("p < 0.01", "|δ| = 1.0")
    protocol = "\u00b0" in plain or "pH" in plain or "rpm" in plain or "\u00d7" in plain \
        or " g " in plain or " g\n" in plain  # (a protocol's holds: "95 °C for 30 s")
    has_share = "%" in plain  # (the money and lab readings of a share scan its block once)
    polling = "%" in plain and world.POLL_WORDS.search(plain) is not None
    # (the rarer readings' words, each looked for once per block, not per figure, and by
    # regex only where a plain substring test says they may be there)
    folded = low if low is not None else names_folded(plain)
    betting = world.maybe(folded, world.BET_HINTS) \
        and world.BET_WORDS.search(plain) is not None  # (a block about odds and stakes)
    camera = world.maybe(plain, world.CAMERA_HINTS) and world.CAMERA_WORDS.search(plain) is not None
    network = " ms" in plain and world.NET_WORDS.search(plain) is not None
    lesson = "+" in plain or " / " in plain or (world.maybe(folded, world.LESSON_HINTS)
                                                and world.LESSON_WORDS.search(plain) is not None)
    subtitles = world.maybe(folded, world.SUBTITLE_HINTS)
    gaming = world.maybe(plain, world.GAME_HINTS)
    training = world.maybe(plain, world.FITNESS_HINTS)
    sleep = "sleep" in plain or "HRV" in plain or "REM" in plain or "edtime" in plain \
        or "lights-out" in plain
    shell = "exit" in plain or "return" in plain or "mode" in plain or "chmod" in plain \
        or "wait" in plain or "retri" in plain or "sleep" in plain or "make" in plain \
        or " lines" in plain or "window" in plain
    disowned = "not " in plain and world.NOT_OURS.search(plain) is not None
    graded = "gainst" in plain and world.SCORED_AGAINST.search(plain) is not None
    lending = has_share and world.LENDING_WORDS.search(plain) is not None
    lab_words = has_share and world.LAB_WORDS.search(plain) is not None
    played: RawClaim | None = None
    # What the figures up to an offset are, once a figure before them said so: the effort of
    # "6 x 800 m", the power of ten of "1.496 x 10^8 km"
    covered: tuple[int, str] = (-1, "")
    prior: RawClaim | None = None  # the claim before (a conversion repeats its quantity)
    scored: RawClaim | None = None  # the last score read: "17 out of 20", "(72.5%)" after it
    for position, claim in enumerate(found):
        last_seen = found[position - 1] if position else None  # ("mode 600, ... 644")
        if claim.unit is None and " of " in plain[claim.end:claim.end + 8] \
                and world.OUT_OF_AFTER.match(plain, claim.end) is not None:
            scored = claim  # (a score in a sentence about no run is no claim already)
        if claim.unit == "tokens" and claim.hint == "completion" \
                and plain[max(0, claim.start - 4):claim.start].lower() != "all " \
                and (said_part := world.TOKENS_WERE_AFTER.match(plain, claim.end)) is not None:
            claim.hint = "content" if said_part.group(1).lower() in ("answer", "content") \
                else "reasoning"  # "389 of its completion tokens were reasoning"
        if subtitles and (claim.foreign or "").lower() in ("lines", "line", "characters",
                                                           "chars"):
            claim.ignored = claim.ignored or _SUBTITLE_FIGURE  # "2 lines of 42 characters"
        if diffstats and claim.unit is None \
                and any(a <= claim.num_start < b for a, b in diffstats):
            claim.measured = False  # "Diff: 14 files, +186 / -26": lines added and removed
        elif claim.unit == "%" and claim.ignored is None \
                and (_outside(_METRIC_BEFORE.search(plain, max(0, claim.start - 72),
                                                    claim.start), tasks)
                     or (metric is not None and (world.ARM_BEFORE.fullmatch(plain, metric.end,
                                                                       claim.start)
                                                 or world.METRIC_LIST_GAP.fullmatch(
                                                     plain, metric.end, claim.start)))
                     or _RIGHT_AFTER.match(plain, claim.end)
                     or _CHANCE_AFTER.match(plain, claim.end)
                     or (plain[claim.end:claim.end + 8] == " of them"
                         and _COUNT_OF_THINGS.search(plain, max(0, claim.start - 80),
                                                     claim.start))):
            # "first-contact resolution was 71%", "CSAT came in at 88%", "2,047 tickets last
            # quarter, 61% of them about shipping": a business figure, no run's
            claim.ignored = "a share or score of something no run is (a metric, a chance)"
            metric = claim
        elif claim.unit is None and claim.ignored is None \
                and _BANDWIDTH_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "a network's bandwidth, no run's figure"  # "shaped to 20 Mbps"
        elif claim.unit is None and claim.ignored is None \
                and _METRIC_AFTER.match(plain, claim.end) is not None:
            # "scored 4.3 on CSAT"
            claim.ignored = "a share or score of something no run is (a metric, a chance)"
        elif claim.unit in ("s", "ms") and claim.ignored is None and claim.foreign is None \
                and _TURN_BEFORE.search(plain, max(0, claim.start - 60), claim.start):
            claim.foreign = "per-turn times"  # "that turn alone took 6.2 seconds"
        elif claim.unit == "%" and claim.ignored is None \
                and (_TAX_AFTER.match(plain, claim.end) is not None
                     or _TAX_BEFORE.search(plain, max(0, claim.start - 40), claim.start)):
            claim.ignored = "a tax or interest rate, no run's figure"  # "5% VAT", "VAT at 20%"
        elif claim.unit == "%" and claim.ignored is None \
                and _BATTERY.search(plain, max(0, claim.start - 40), claim.end + 24) is not None:
            claim.ignored = "a battery level, no run's figure"  # "battery at 90%", "at 20% battery"
        elif claim.unit is None and claim.decimals and claim.ignored is None \
                and _OS_BEFORE.search(plain, max(0, claim.start - 24), claim.start) is not None:
            claim.measured = False  # "NimbusOS 5.1", "iOS 18.1": an operating system's version
        elif claim.unit is None and claim.ignored is None and not plain[:claim.num_start].strip() \
                and block.kind == "paragraph" and _MINUTE_TITLE.match(plain, claim.end):
            claim.measured = False  # "**7.1** The CCIO presented ...": a minute's number
        elif claim.unit is None and claim.ignored is None \
                and " of " in plain[claim.end:claim.end + 4] \
                and _N_OF_OTHER.match(plain, claim.end) is not None:
            claim.measured = False  # "we accepted 41 of 53 suggestions": a count of no runs
        elif claim.unit is None and claim.ignored is None and not claim.decimals \
                and _YEAR_GROUP.search(plain, max(0, claim.start - 12), claim.start):
            claim.measured = False  # "an essay from Year 10", "a lab report from grade 8"
        elif claim.unit == "s" and claim.ignored is None and plain[claim.num_end:claim.end] == "s" \
                and _YEAR_GROUP.search(plain, max(0, claim.start - 12), claim.start):
            claim.ignored = "a school year group, no run's figure"  # "my Year 9s"
        elif claim.unit is None and claim.measured and claim.ignored is None \
                and ("\u00a7" in plain[max(0, claim.start - 3):claim.start]
                     or _CLAUSE_LETTER.match(plain, claim.num_end) is not None):
            claim.measured = False  # "see § 4.3", "see 4.2(b)": a clause of a document
        elif claim.unit is None and claim.measured and claim.ignored is None \
                and claim.bound is None \
                and _LABELLED_ID.search(plain, max(0, claim.start - 32), claim.start):
            claim.measured = False  # "PID 48211", "port 443", "room 2.14", "chmod 755",
            # "an RTX 3060": a thing's number or name, no figure
        elif claim.ignored is None and claim.bound is not None and block.kind == "heading" \
                and _TARGET_HEADING.match(plain) is not None:
            claim.ignored = "a target, not a result"  # "## KR2: at least 90% of bot runs succeed"
        elif claim.ignored is None and not claim.decimals and 1990 <= claim.value <= 2039 \
                and claim.unit in (None, "tokens") and claim.code is None \
                and "token" not in plain[claim.num_end:claim.end].lower() \
                and _YEAR_NOUN_AFTER.match(plain, claim.num_end) is not None:
            claim.measured, claim.unit = False, None  # "the 2027 budget round": a year
        elif claim.unit is None and claim.measured and claim.ignored is None \
                and _DOWN_FROM.search(plain, max(0, claim.start - 80), claim.start) is not None:
            claim.measured = False  # "318 open tickets (down from 402)": the noun's count
        elif claim.unit is None and claim.measured and claim.ignored is None \
                and _DOCUMENT_VALUE.search(plain, max(0, claim.start - 40), claim.start):
            claim.measured = False  # "a VAT rate written as 0.2, where our schema expects 20":
            # a value in the documents the models read, no run's figure
        elif claim.unit is None and claim.measured and claim.ignored is None \
                and not claim.decimals and claim.bound is None and not claim.approx \
                and claim.foreign is None \
                and _time_about_no_run(plain, claim.start, [*(named or []), *(tasks or [])]) \
                and _FIGURE_WORD.search(plain, *_sentence_span(plain, claim.start)) is None:
            claim.measured = False  # "Of the 1,906 supplier documents received, 311 went
            # through the pilot": a count in a sentence about no lane, run or measure
        elif claim.unit is None and claim.ignored is None and not claim.decimals \
                and 400 <= claim.value < 600 \
                and _STATUS_COUNTED.search(plain, max(0, claim.start - 12), claim.start):
            claim.ignored = "an HTTP status counted as a response, not a run's recorded status"
            # ("after one 429", "without a single 429": the results keep each run's last)
        elif claim.unit is None and claim.bound == "from" and claim.partner is not None \
                and "\u00b0" in plain[claim.partner.end:claim.partner.end + 3]:
            claim.measured = False  # "11-13 °C": a range of degrees
        elif claim.unit is None and ("\u00b0" in plain[claim.end:claim.end + 3] or (
                "\u00b0" in plain[claim.end:claim.end + 24]
                and world.DEGREES_AFTER.match(plain, claim.end) is not None)):
            claim.measured = False  # "the oven still goes to 220 °C": a temperature in degrees
            # (and "93 or 94 °C", "90, 92 and 94 °C": the unit after the last holds for all)
        elif claim.ignored is None and (game if game is not None else (
                game := world.game_words(plain, low))) and (
                world.game_figure(plain, claim) or (played is not None and world.INSTEAD.fullmatch(
                    plain, played.end, claim.start) is not None)):
            claim.ignored = "a figure of a game (a crowd, a clock, a rate), no run's"
            played = claim  # ("at 41,230 rather than 41,203")
        elif claim.ignored is None and claim.unit is None \
                and world.IMAGE_SETTING_BEFORE.search(plain, max(0, claim.start - 24), claim.start):
            claim.ignored = "an image generator's setting, no run's figure"  # "CFG scale 7.5"
        elif claim.ignored is None and claim.unit in (None, "%") \
                and world.VITAL_BEFORE.search(plain, max(0, claim.start - 24), claim.start):
            claim.ignored = "a patient's observation or score, no run's figure"  # "SpO2 97%"
        elif claim.unit in ("%", "x") and claim.ignored is None and (
                world.COMPANY_CHANGE_AFTER.match(plain, claim.end) is not None
                or _outside(world.COMPANY_BEFORE.search(plain, max(0, claim.start - 48),
                                                        claim.start), tasks)):
            claim.ignored = "a company's financial figure, no run's"  # "revenue ..., up 12%"
        elif claim.unit == "%" and claim.ignored is None \
                and "(" in plain[max(0, claim.start - 12):claim.start] \
                and world.FRACTION_OF_TOTAL.search(plain, max(0, claim.start - 90),
                                                   claim.start) is not None:
            claim.ignored = "a share of a total the draft quotes, no run's"  # "called West's
            # 4,215 units "about a third" of the total (it is 33.8%)"
        elif claim.ignored is None and "not " in plain[max(0, claim.start - 16):claim.start] \
                and world.QUOTED_WORDING.search(plain, max(0, claim.start - 24), claim.num_start):
            claim.ignored = "a wording quoted, not a figure"  # 'not "about 12%"'
        elif claim.unit is None and claim.ignored is None and claim.value <= 1 \
                and claim.decimals and world.QUOTED_LABEL.search(plain, max(0, claim.start - 24),
                                                            claim.start) is not None:
            claim.ignored = "a label's confidence quoted from an answer"  # '"spam (0.91)"'
        elif claim.unit == "%" and claim.ignored is None \
                and world.PEOPLE_SHARE_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "a share of people or a survey's figure, no run's"  # "62% of members"
        elif claim.ignored is None and ((claim.unit is None
                                         and (world.OUT_OF_AFTER.match(plain, claim.end) is not None
                                              or (scored is not None
                                                  and world.OUT_OF_BEFORE.search(
                                                      plain, max(0, claim.start - 12),
                                                      claim.start) is not None)
                                              or (scored is not None and claim.decimals == 0
                                                  and world.RANGE_AFTER_SCORE.fullmatch(
                                                      plain, scored.end, claim.start))))
                                        or (claim.unit == "%" and scored is not None
                                            and world.BRACKET_AFTER.fullmatch(plain, scored.end,
                                                                         claim.start))
                                        or (promoted and (
                                            world.NPS_AFTER.match(plain, claim.end) is not None
                                            or world.NPS_BEFORE.search(plain,
                                                                  max(0, claim.start - 40),
                                                                  claim.start) is not None))):
            claim.ignored = "a score (out of N, or a promoter score), no run's figure"
            scored = claim
        elif claim.ignored is None and claim.unit == "s" and claim.label in ("min", "h") \
                and (world.PEOPLE_TOOK.search(plain, max(0, claim.start - 60),
                                              claim.start) is not None
                     or world.TIME_NEEDED.search(plain, max(0, claim.start - 30), claim.start)
                     is not None):
            claim.ignored = "a time people took, no run's"  # "Respondents took 7 minutes"
        elif claim.ignored is None and claim.unit == "%" \
                and (world.FOOD_SHARE_AFTER.match(plain, claim.end) is not None
                     or world.FOOD_SHARE_BEFORE.search(plain, max(0, claim.start - 32),
                                                       claim.start) is not None):
            claim.ignored = "a share of a mixture (a recipe, a food label, a garden, a " \
                "solution), no run's"  # "75% hydration", "15% DV", "0.9% saline"
        elif claim.ignored is None and claim.unit is None \
                and world.SETTING_BEFORE.search(plain, max(0, claim.start - 16), claim.start):
            claim.ignored = "the number of a setting on a dial, no run's figure"  # "Setting 12
            # became setting 10"
        elif claim.ignored is None and claim.unit is None \
                and world.PH_BEFORE.search(plain, max(0, claim.start - 16), claim.start):
            claim.ignored = "a pH, no run's figure"  # "in soil between pH 6.5 and 7.5"
            if claim.partner is not None:
                claim.partner.ignored = claim.ignored
        elif claim.ignored is None and claim.unit == "x" \
                and world.BATCH_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "a recipe's scale, no ratio of the runs"  # "a 3x batch"
        elif claim.ignored is None and disowned \
                and world.NOT_OURS.search(plain, *_sentence_span(plain, claim.start)):
            claim.ignored = "a figure its sentence says is none of the results"  # "(... out of
            # 60, not a lumen-report figure)"
        elif claim.ignored is None and claim.unit is None and claim.bound is not None \
                and claim.foreign is None \
                and world.SCORE_CONDITION.search(plain, max(0, claim.start - 80), claim.start):
            claim.foreign = "score"  # "when the score Seedling CLI prints is at least 0.75": a
            # score the results do not hold, as "when its score is at least 0.80" (unsupported)
        elif claim.ignored is None and claim.unit == "%" and graded \
                and world.SCORED_AGAINST.search(plain, *_sentence_span(plain, claim.start)):
            claim.ignored = "an accuracy against gold labels, no run's figure"  # "Scored against
            # the analysts' gold labels ..., that is 100% for Tarragon 2.1"
        elif claim.ignored is None and betting and (
                (claim.unit == "%" and (world.BET_SHARE_AFTER.match(plain, claim.end) is not None
                                        or world.BET_SHARE_BEFORE.search(
                                            plain, max(0, claim.start - 90), claim.start)))
                or (claim.unit == "x" and (world.FOLD_AFTER.match(plain, claim.num_end)
                                           or world.STAKE_AFTER.match(plain, claim.end)))
                or (claim.unit is None and claim.decimals
                    and world.BET_WORDS.search(plain, *_sentence_span(plain, claim.start))
                    and not _lane_in(named or [], *_semicolon_part(plain, claim.start)))):
            claim.ignored = "a figure of a bet (odds, a chance, a margin, a stake), no run's"
        elif claim.ignored is None and (
                (claim.unit == "s" and world.ACCELERATION_BEFORE.search(
                    plain, max(0, claim.start - 32), claim.start) is not None)
                or (claim.unit is None and (world.CAR_UNIT_AFTER.match(plain, claim.num_end)
                                            or world.CAR_BAND_BEFORE.search(
                                                plain, max(0, claim.start - 20), claim.start)))):
            claim.ignored = "a car's figure (acceleration, economy, distance, power), no run's"
            # "0-60 mph in 7.9 seconds", "45 mpg", "5.6 L/100 km"
        elif claim.ignored is None and claim.unit in ("s", "bytes", None) \
                and ((claim.unit == "s" and world.EXPOSURE_AFTER.match(plain, claim.end))
                     or (claim.unit is None and (world.CAMERA_UNIT_AFTER.match(plain,
                                                                              claim.num_end)
                                                 or world.CAMERA_BEFORE.search(
                                                     plain, max(0, claim.start - 16),
                                                     claim.start)))
                     or (claim.unit == "bytes" and claim.scale[0] >= _MEGA
                         and world.FILE_AFTER.match(plain, claim.end))
                     or (camera and _camera_part(plain, claim, named or [], tasks or []))):
            claim.ignored = "a camera's or a photo's figure (an exposure, a setting, a file)"
            if claim.partner is not None:
                claim.partner.ignored = claim.ignored  # "an ISO range of 100 to 51200"
        elif claim.ignored is None and (
                (claim.unit == "ms" and (world.NET_MS_AFTER.match(plain, claim.end)
                                         or world.NET_MS_BEFORE.search(
                                             plain, max(0, claim.start - 24), claim.start)
                                         or (network and world.NET_WORDS.search(
                                             plain, *_semicolon_part(plain, claim.start))
                                             and not _lane_in(named or [], *_semicolon_part(
                                                 plain, claim.start)))))
                or (claim.unit == "%" and (world.NET_SHARE_AFTER.match(plain, claim.end)
                                           or world.NET_SHARE_BEFORE.search(
                                               plain, max(0, claim.start - 32), claim.start)))
                or (claim.unit is None and (world.NET_UNIT_AFTER.match(plain, claim.num_end)
                                            or world.NET_BEFORE.search(
                                                plain, max(0, claim.start - 10), claim.start)))
                or (claim.unit == "bytes" and world.PAYLOAD_AFTER.match(plain, claim.end))):
            claim.ignored = "a network's figure (a latency, a loss, a link, a payload), no run's"
            # "the 38 ms hop", "3% packet loss", "MTU 9000", "1472 bytes of ICMP payload"
        elif claim.ignored is None and shell and claim.unit in ("exit", None) and (
                (_outside(tool := world.TOOL_EXIT_BEFORE.search(plain, max(0, claim.start - 48),
                                                                 claim.start),
                          tasks)  # (not in a task's name: "Find recipe")
                 and tool is not None and _tool_not_run(plain, tool.start(), claim.start,
                                                        named or []))
                or (prior is not None and prior.ignored == _TOOL_EXIT
                    and world.AND_ELIDED.fullmatch(plain, prior.end, claim.start))):
            claim.ignored = _TOOL_EXIT  # "the script exits 3", "`grep -q` exits 1"
        elif claim.ignored is None and shell and claim.unit in ("exit", None) \
                and (tool := world.TOOL_PRESENT_EXIT.search(plain, max(0, claim.start - 48),
                                                             claim.start)) is not None \
                and not _lane_in(named or [], max(0, tool.start() - 3), claim.start):
            claim.ignored = _TOOL_EXIT  # "unpipe exits 3 and says ..."
        elif claim.ignored is None and claim.unit == "s" \
                and plain[slice(*_sentence_span(plain, claim.start))].rstrip().endswith("?") \
                and world.TIMEOUT_OF_BEFORE.search(plain, max(0, claim.start - 24),
                                                   claim.start) is not None:
            claim.ignored = "a limit asked about, no run's figure"  # "Would a timeout of 5
            # seconds be safe for it?"
        elif claim.ignored is None and shell and (
                (claim.unit is None and not claim.decimals and len(claim.text) == 3
                 and set(claim.text) <= set("01234567") and claim.hint != "http"
                 and (world.MODE_BEFORE.search(plain, max(0, claim.start - 12), claim.start)
                      or world.MODE_WORDS.search(plain, *_sentence_span(plain, claim.start))
                      or (last_seen is not None and last_seen.ignored == _SCRIPT_FIGURE
                          and len(last_seen.text) == 3 and last_seen.text.isdigit())))
                or (claim.unit == "s" and world.SCRIPT_WAIT_BEFORE.search(
                    plain, max(0, claim.start - 32), claim.start)
                    and not _lane_in(named or [], max(0, claim.start - 48), claim.start))
                # (not "while Caladrius 3.1 waits 0.71 seconds": a lane's wait is its run's)
                or (claim.unit == "x" and world.TIP_SPEEDUP_BEFORE.search(
                    plain, max(0, claim.start - 32), claim.start)
                    and not _lane_in(named or [], *_sentence_span(plain, claim.start)))
                or (claim.foreign == "lines" and "HTTP" in plain[max(0, claim.start - 6):
                                                                 claim.start])):
            claim.ignored = _SCRIPT_FIGURE  # "mode 644", "waits 30 seconds", "makes awk 3
            # times faster"
        elif claim.ignored is None and (
                (claim.unit is None and (world.PENCE_AFTER.match(plain, claim.num_end)
                                         or (not claim.decimals and world.LONG_SPAN_AFTER.match(
                                             plain, claim.end))
                                         or world.RATING_BEFORE.search(
                                             plain, max(0, claim.start - 20), claim.start)))
                or (claim.unit == "%" and (world.SHARE_OF_HOME_AFTER.match(plain, claim.end)
                                           or world.SHARE_OF_HOME_BEFORE.search(
                                               plain, max(0, claim.start - 40), claim.start)))):
            claim.ignored = "a figure of a home's energy (a price in pence, a share, a span of " \
                "days, a rating), no run's"  # "24.5p/kWh", "40% self-consumption"
            if claim.partner is not None:
                claim.partner.ignored = claim.ignored  # "35% to 45%"
        elif claim.ignored is None and lesson and (
                claim.unit is None
                or (claim.unit == "%" and claim.end == claim.num_end)) and (  # (the "%" of the
                # figure after it: "The mean mark was 5.8, and 41% of candidates")
                world.OPERAND_AFTER.match(plain, claim.num_end) is not None
                or world.OPERAND_BEFORE.search(plain, max(0, claim.start - 8), claim.start)
                or ((claim.bound is None or world.LESSON_COUNT_AFTER.match(
                        plain, claim.end) is not None)  # ("data sets of 30 or more values")
                    and not _lane_in(named or [], *_sentence_span(plain, claim.start))
                    and any(_outside(word, tasks) for word in world.LESSON_WORDS.finditer(
                        plain, *_sentence_span(plain, claim.start))))):
            claim.ignored = "a figure of a lesson's own data or sum, no run's"  # "scores of 70
            # and 74", "(70 + 74) / 2", "a fair die averages 3.5 per roll"
        elif claim.ignored is None and sleep and (
                (claim.unit == "ms" and claim.hint is None
                 and (_outside(world.HRV_BEFORE.search(plain, max(0, claim.start - 70),
                                                       claim.start), tasks)
                      or world.BASELINE_AFTER.match(plain, claim.end)))
                or (claim.unit == "%" and (world.STAGE_AFTER.match(plain, claim.end)
                                           or world.STAGE_BEFORE.search(
                                               plain, max(0, claim.start - 8), claim.start)))
                or (claim.unit == "s" and world.SLEEP_SPAN_AFTER.match(plain, claim.end))
                or (claim.unit is None and (
                    world.SLEEP_SCORE_BEFORE.search(plain, max(0, claim.start - 20), claim.start)
                    or world.HOURS_MINUTES_AFTER.match(plain, claim.num_end)
                    or (world.SLEEP_SCORE.search(plain, *_sentence_span(plain, claim.start))
                        and not _lane_in(named or [], *_sentence_span(plain, claim.start)))))):
            claim.ignored = "a figure of a night's sleep (HRV, a stage's share, a sleep score, " \
                "a span of the night), no run's"  # "an HRV of 45 ms", "22% REM"
            if claim.partner is not None:
                claim.partner.ignored = claim.ignored  # "from 20 to 100 ms"
        elif claim.ignored is None and claim.unit == "%" and "onfidence interval" in plain \
                and "interval" in plain[slice(*_sentence_span(plain, claim.start))] \
                and not _lane_in(named or [], *_sentence_span(plain, claim.start)):
            claim.ignored = "a share in a sentence on a confidence interval, no run's"  # "A 95%
            # confidence interval is ..., not about where 95% of the runs fall", "(in a block
            # on a confidence interval) the interval runs from 55.3% to 68.7%"
            if claim.partner is not None:
                claim.partner.ignored = claim.ignored
        elif claim.ignored is None and claim.unit is None and " of " in plain \
                and world.WORKED_LIST.search(plain, _sentence_span(plain, claim.start)[0],
                                             claim.start) is not None \
                and not _lane_in(named or [], *_sentence_span(plain, claim.start)):
            claim.ignored = "a statistic of a list of figures its sentence gives, no run's"
            # "The median of 1, 2 and 100 is 2; the mean is 34.3"
        elif claim.ignored is None and subtitles and (
                (claim.unit == "s" and world.LIMIT_NOUN_AFTER.match(plain, claim.end)
                    and not _lane_in(named or [], *_sentence_span(plain, claim.start)))
                or (claim.unit in (None, "s")
                    and world.FIELD_OF_BEFORE.search(plain, max(0, claim.start - 24),
                                                     claim.start))
                or (claim.unit is None
                    and not _lane_in(named or [], *_sentence_span(plain, claim.start))
                    and world.SUBTITLE_WORDS.search(plain, *_sentence_span(plain, claim.start)))
                or (claim.unit == "s"
                    and not _lane_in(named or [], *_sentence_span(plain, claim.start))
                    and world.ON_SCREEN.search(plain, *_sentence_span(plain, claim.start)))):
            claim.ignored = _SUBTITLE_FIGURE  # "the 1.5-second minimum", "a minute field of 61"
        elif claim.ignored is None and claim.unit in ("exit", None) and " code" in plain \
                and world.NAMED_CODE_BEFORE.search(plain, max(0, claim.start - 32),
                                                   claim.start) is not None:
            claim.ignored = "a code that names a thing (a specification, a course), no exit " \
                "code"  # "specification code 8462"
        elif claim.ignored is None and claim.unit in ("tokens", None) and "indow" in plain \
                and (world.WINDOW_BEFORE.search(plain, max(0, claim.start - 24), claim.start)
                     or world.WINDOW_AFTER.match(plain, claim.end)):
            claim.ignored = "a context window's size, no run's figure"  # "windows of 200,000
            # tokens", "a 128k context window"
        elif claim.ignored is None and training and (
                (claim.unit == "%" and world.PER_WEEK_AFTER.match(plain, claim.end) is not None)
                or (claim.unit in ("s", None)
                    and (world.REST_AFTER.match(plain, claim.end) is not None
                         or world.REST_BEFORE.search(plain, max(0, claim.start - 40),
                                                     claim.start) is not None))
                or (claim.unit == "s" and world.DISTANCE_IN_BEFORE.search(
                    plain, max(0, claim.start - 24), claim.start) is not None)
                or (claim.unit is None and world.VO2_BEFORE.search(
                    plain, max(0, claim.start - 16), claim.start) is not None)):
            claim.ignored = "a training plan's own figure (a weekly increase, a rest, a goal " \
                "time), no run's"  # "no more than 10% a week", "90 seconds of rest"
        elif claim.ignored is None and gaming and (
                (claim.unit == "ms" and claim.hint is None
                 and (_outside(world.GAME_MS_NEAR.search(plain, max(0, claim.start - 40),
                                                         claim.start), tasks)
                      or _outside(world.GAME_MS_NEAR.search(plain, claim.end,
                                                            claim.end + 24), tasks)))
                or (claim.unit == "%" and (
                    world.LOWS_AFTER.match(plain, claim.end) is not None
                    or world.SCALE_AFTER.match(plain, claim.end) is not None
                    or world.SCALE_BEFORE.search(plain, max(0, claim.start - 40),
                                                 claim.start) is not None))
                or (claim.unit is None
                    and (world.GAME_COUNT_AFTER.match(plain, claim.end) is not None
                         or world.GAME_SETTING_BEFORE.search(plain, max(0, claim.start - 24),
                                                             claim.start) is not None))
                or (claim.unit == "s" and world.EVERY_BEFORE.search(
                    plain, max(0, claim.start - 8), claim.start) is not None)):
            claim.ignored = "a game's own figure (a frame time, 1% lows, a render scale, a " \
                "setting), no run's"  # "60 fps is 16.7 ms", "DLSS at 67%", "1% lows of 41 fps"
            if claim.partner is not None:
                claim.partner.ignored = claim.ignored
        elif claim.ignored is None and claim.unit == "bytes" and "stderr" in plain \
                and world.STDERR_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "bytes written to stderr, which no run records"  # "63 bytes of
            # complaint to stderr"
        elif claim.ignored is None and claim.unit in ("s", "ms") and (
                (claim.bound is None and world.THRESHOLD_AFTER.match(plain, claim.end))
                or (claim.bound is not None
                    and not _lane_in(named or [], *_sentence_span(plain, claim.start))
                    and world.THRESHOLD_BEFORE.search(plain, max(0, claim.start - 80),
                                                      claim.start) is not None)):
            claim.ignored = "a target or a threshold a design or a study sets, no run's figure"
            # "the 200 ms threshold", "promises that something happens within 200 ms"
        elif claim.ignored is None and claim.unit is None and claim.hint is None \
                and claim.value <= 10 and ("ating" in plain or "scale" in plain) \
                and world.RATING_WORDS.search(plain, *_sentence_span(plain, claim.start)):
            claim.ignored = "a rating on a scale, no run's figure"  # "ratings ...: 4.6 for X"
        elif claim.ignored is None and claim.unit is None and " in " in plain \
                and world.ONE_IN_BEFORE.search(plain, max(0, claim.start - 12), claim.start) \
                and world.RUN_NOUN_AFTER.match(plain, claim.end) is None:
            claim.ignored = "a frequency in words, no run's figure"  # "1 in 10,000"
        elif claim.ignored is None and claim.unit is None and not claim.decimals \
                and not 100 <= claim.value < 600 and claim.bound is None \
                and world.ANSWER_VALUE_BEFORE.search(plain, max(0, claim.start - 20),
                                                     claim.start) is not None:
            claim.ignored = "an answer's own value or what a prompt asks for, no run's " \
                "figure"  # "All three settings answered 42", "when you ask for 10"
        elif claim.ignored is None and claim.unit == "%" \
                and (world.BUSINESS_SHARE_AFTER.match(plain, claim.end) is not None
                     or world.BILL_CUT_BEFORE.search(plain, max(0, claim.start - 40),
                                                     claim.start) is not None):
            claim.ignored = "a share of a shop's, a home's or a bill's own figures, no run's"
            # "a 3.2% conversion rate", "a 20% deposit", "cut our bill by roughly 35%"
        elif claim.ignored is None and claim.unit == "%" \
                and world.ERROR_SHARE_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "a margin of error or a share of a quantity the draft gives, no " \
                "run's"  # "a 10% error in a rainfall total", "10% of 25 mm is 2.5 mm"
        elif claim.ignored is None and claim.unit == "%" \
                and world.PAY_SHARE_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "a share of pay or a price's change (a bonus, a pension, a rent " \
                "increase), no run's figure"  # "a 10% bonus", "the 5% rent increases"
        elif claim.ignored is None and claim.unit == "%" and (
                world.DISCOUNT_AFTER.match(plain, claim.end) is not None
                or ("discount" in plain and world.DISCOUNT_BEFORE.search(
                    plain, max(0, claim.start - 24), claim.start) is not None)):
            claim.ignored = "a discount, no run's figure"  # "10% off your first order", "a
            # 15% group discount", "a premium discount of up to 15%"
        elif claim.ignored is None and claim.unit is None \
                and (world.GAME_STAT_AFTER.match(plain, claim.num_end) is not None
                     or world.GAME_STAT_BEFORE.search(plain, max(0, claim.start - 7),
                                                      claim.start) is not None):
            claim.ignored = "a figure of a tabletop game (hit points, a class, a roll)"  # "59 HP"
        elif claim.ignored is None and claim.unit is None and "=" in plain \
                and world.ARITHMETIC_BEFORE.search(plain, max(0, claim.start - 40), claim.start):
            claim.ignored = "the result of a worked sum, no run's figure"  # "2 / (5 + 2) = 0.2857"
        elif claim.ignored is None and claim.unit is None and not claim.decimals \
                and claim.value in (16, 18, 21) \
                and world.AGE_LIMIT.match(plain, claim.num_end) is not None:
            claim.ignored = "an age limit, no run's figure"  # "18+"
        elif claim.ignored is None and claim.unit == "%" and claim.value == 100 \
                and ("any%" in plain
                     or world.CATEGORY_AFTER.match(plain, claim.end) is not None):
            claim.ignored = "a speedrun's category, no run's share"  # "the 100% category"
        elif claim.ignored is None and claim.unit == "s" \
                and world.RECORD_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "a gap to a record, no run's time"  # "seventeen minutes off the
            # world record"
        elif claim.ignored is None and claim.unit is None and not claim.decimals \
                and world.PEOPLE_BEFORE.search(plain, max(0, claim.start - 40), claim.start):
            claim.ignored = "a count of people, no run's figure"  # "put the dead at about 20,000"
        elif claim.ignored is None and claim.unit is None and not claim.decimals \
                and (world.ERA_AFTER.match(plain, claim.num_end) is not None
                     or world.ERA_BEFORE.search(plain, max(0, claim.start - 4), claim.start)):
            claim.ignored = "a year, no run's figure"  # "44 BC", "AD 79"
        elif claim.ignored is None and claim.unit is None \
                and (world.MUSIC_UNIT_AFTER.match(plain, claim.num_end) is not None
                     or world.BAR_BEFORE.search(plain, max(0, claim.start - 10),
                                                claim.start) is not None):
            claim.ignored = "a figure of a piece of music (a tempo, a pitch, a bar)"  # "120 BPM"
            if claim.partner is not None:
                claim.partner.ignored = claim.ignored  # "between 60 and 180 BPM"
        elif claim.ignored is None and claim.unit is None \
                and (world.FLIGHT_UNIT_AFTER.match(plain, claim.num_end) is not None
                     or (not claim.decimals and world.ZULU_AFTER.match(plain, claim.num_end))
                     or world.RUNWAY_BEFORE.search(plain, max(0, claim.start - 10),
                                                   claim.start) is not None):
            claim.ignored = "a flight's figure (a visibility, wind, altitude, runway or time)"
            # "10 SM", "runway 34", "1450Z"
        elif claim.ignored is None and claim.unit == "s" and claim.label in ("min", "h") \
                and plain[max(0, claim.start - 2):claim.start].strip() == "(" \
                and plain[claim.end:claim.end + 2].strip()[:1] == ")" \
                and not _lane_in(named or [], *_sentence_span(plain, claim.start)):
            claim.ignored = "the length of an item of a plan or an agenda, no run's time"  # "1.
            # **Warm-up (10 minutes).**"
        elif claim.ignored is None and claim.unit == "s" and claim.label in ("min", "h") \
                and world.TIMER_BEFORE.search(plain, max(0, claim.start - 30), claim.start):
            claim.ignored = "a timer's setting, no run's time"  # "Timers longer than 99 minutes"
        elif claim.ignored is None and claim.unit == "s" and claim.label == "min" \
                and world.MINUTES_OF_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "a reserve or an age in minutes, no run's time"  # "45 minutes
            # reserve", "issued more than 60 minutes ago"
        elif claim.ignored is None and claim.start < covered[0]:
            claim.ignored = covered[1]  # the "800 m" of "6 x 800 m", the "10" of "1.496 x 10^8"
        elif claim.ignored is None and claim.unit == "x" and not claim.decimals \
                and (sets := world.SETS_AFTER.match(plain, claim.end)) is not None:
            claim.ignored = "repetitions in a training session, no ratio of the runs"  # "6 x
            # 800 m"
            covered = (sets.end(), "an effort repeated in a training session, no run's figure")
        elif claim.ignored is None and claim.unit == "x" and "\u00d7" in claim.text \
                and (sizes := world.DIMENSIONS_AFTER.match(plain, claim.end)) is not None:
            claim.ignored = "dimensions or a worked product, no ratio of the runs"  # "30 x 20
            # x 10 cm", "101.6 x 2.2 = 223.5" (with the sign)
            covered = (sizes.end(), claim.ignored)
        elif claim.ignored is None and claim.unit in (None, "bytes") \
                and (world.PARCEL_REFERENCE.search(plain, max(0, claim.start - 32), claim.start)
                     or (claim.unit == "bytes" and world.USED_TO_AT.search(
                         plain, max(0, claim.start - 40), claim.start))
                     or (("ivisor" in plain or "sts" in plain or "titch" in plain
                          or "row" in plain or "cast on" in plain)
                         and world.DIVISOR_WORDS.search(plain,
                                                        *_semicolon_part(plain, claim.start))
                         and not _lane_in(named or [], *_semicolon_part(plain, claim.start)))):
            claim.ignored = "a reference number, a pattern's count or a former setting, no " \
                "run's figure"  # "HS code (6109.10)", "cast on 96 (108, 120) sts"
        elif claim.ignored is None and claim.unit == "x" \
                and (power := world.POWER_OF_TEN_AFTER.match(plain, claim.end)) is not None:
            claim.ignored = "a number in scientific notation, no ratio of the runs"  # "1.496 x
            # 10^8 km", "6.674 x 10⁻¹¹"
            covered = (power.end(), claim.ignored)
        elif claim.ignored is None and claim.unit is None \
                and (world.ASTRO_UNIT_AFTER.match(plain, claim.num_end) is not None
                     or world.ASTRO_BEFORE.search(plain, max(0, claim.start - 12), claim.start)):
            claim.ignored = "a figure of astronomy (a distance, a mass, a magnitude)"  # "1.5 AU",
            # "magnitude -1.46"
        elif claim.ignored is None and claim.unit == "%" \
                and "light" in plain \
                and world.LIGHT_SPEED.search(plain, *_sentence_span(plain, claim.start)) \
                and not _lane_in(named or [], *_semicolon_part(plain, claim.start)):
            claim.ignored = "a share of the speed of light, no run's figure"  # "20% of the speed
            # of light"
        elif claim.ignored is None and claim.unit in (None, "s") \
                and world.AGE_BEFORE.search(plain, max(0, claim.start - 10), claim.start):
            claim.ignored = "an age, no run's figure"  # "(ages 11 to 14)", "aged 13 to 18"
            if claim.partner is not None:
                claim.partner.ignored = claim.ignored
        elif claim.ignored is None and claim.unit == "x" \
                and (world.STOCK_AFTER.match(plain, claim.end) is not None
                     or world.DILUTE_BEFORE.search(plain, max(0, claim.start - 24), claim.start)):
            claim.ignored = "a concentration factor (a 10x stock), no ratio of the runs"
        elif claim.ignored is None and claim.unit in ("s", None) \
                and ((protocol
                      and world.PROTOCOL_STEP_NEAR.search(plain, max(0, claim.start - 40),
                                                     claim.start))
                     or (claim.unit == "s"
                         and world.PROTOCOL_STEP_AFTER.match(plain, claim.end) is not None)):
            claim.ignored = "a step of a protocol (a hold, a spin), no run's figure"
        elif claim.ignored is None and claim.unit in (None, "s") \
                and (chess := world.chess_figure(plain, claim)) is not None:
            claim.ignored = f"{chess}, no run's figure"  # "12. Nf3 at +0.35", "rated 1500"
            if claim.partner is not None:
                claim.partner.ignored = claim.ignored  # "ratings 1400 to 1800"
        elif claim.ignored is None and claim.unit == "%" and polling \
                and _about_a_poll(plain, claim.start, named or [], tasks or []):
            claim.ignored = "a share of a poll, a vote or a group, no run's figure"  # "48%"
        elif claim.ignored is None and claim.unit == "%" \
                and world.REAGENT_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "a concentration of a reagent, no run's figure"  # "70% ethanol"
        elif claim.ignored is None and claim.unit == "%" \
                and lab_words \
                and (part := _semicolon_part(plain, claim.start)) is not None \
                and world.LAB_WORDS.search(plain, *part) is not None \
                and not _lane_in(named or [], *part):
            claim.ignored = "a concentration in a protocol, no run's figure"  # "70% ethanol"
        elif claim.ignored is None and claim.unit == "x" \
                and world.REAL_TIME_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "a real-time factor of audio, no ratio of the runs"  # "12x real time"
        elif claim.ignored is None and claim.unit == "s" \
                and (claim.label == "min" or "min" in plain[claim.start:claim.end]) \
                and (world.MEDIA_AFTER.match(plain, claim.end) is not None
                     or (plain[claim.start - 1:claim.start] == "("
                         and plain[claim.end:claim.end + 1] == ",")):
            claim.ignored = "the length of a recording, no run's figure"  # "a 6 min 18 s interview"
        elif claim.ignored is None and claim.unit == "bytes" \
                and world.MEMORY_OF_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "a size of memory on a device, no run's output"  # "256 bytes of RAM"
        elif claim.ignored is None and claim.unit in ("tokens", "bytes") \
                and ("per" in (near := plain[max(0, claim.start - 24):claim.start]) or "/" in near
                     or " a " in near or "every" in near) \
                and world.PRICE_PER_BEFORE.search(plain, max(0, claim.start - 24), claim.start):
            claim.ignored = "a unit of pricing, not a run's figure"  # "£0.40 per 1,000 tokens"
        elif claim.ignored is None and claim.unit == "s" and claim.label == "min" \
                and world.HOURS_BEFORE.search(plain, max(0, claim.start - 8), claim.start):
            claim.ignored = "a duration in hours and minutes (a journey, a recording), no run's"
        elif claim.foreign is not None and not claim.decimals and 1900 <= claim.value <= 2099 \
                and _YEAR_NOUN_AFTER.match(plain, claim.num_end) is not None:
            claim.foreign, claim.measured = None, False  # "... asking price and the 1987 build
            # year": a year, not a price
        elif claim.ignored is None and claim.unit in (None, "%") \
                and (world.OTHER_UNIT_AFTER.match(plain, claim.end) is not None
                     or (claim.partner is not None and claim.bound == "from"
                         and world.OTHER_UNIT_AFTER.match(plain, claim.partner.end) is not None)):
            claim.measured = False  # "16-35mm", "a 200 A panel", "3.3 V": a unit no run has
            claim.ignored = "a figure in a unit the results do not hold"
        elif claim.unit == "%" and claim.ignored is None \
                and (world.PER_YEAR_AFTER.match(plain, claim.end) is not None
                     or (lending
                         and (part := _semicolon_part(plain, claim.start)) is not None
                         and world.LENDING_WORDS.search(plain, *part) is not None
                         and not _lane_in(named or [], *part))):
            claim.ignored = "a rate of money (interest, fees, escalations), no run's figure"
        elif claim.ignored is None and claim.bound == "ge" and claim.unit is None \
                and plain[claim.start - 1:claim.start] in ("\"", "\u201c") \
                and plain[claim.end:claim.end + 1] in ("\"", "\u201d"):
            claim.ignored = "a label quoted from a page, not a figure"  # 'showed as "20+"'
        elif claim.unit in ("%", "x") and claim.ignored is None \
                and world.MONEY_SHARE_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "a share or multiple of money in a contract, no run's figure"
        elif claim.unit == "%" and claim.ignored is None \
                and world.CONFIDENCE_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "a confidence level, no run's figure"  # "the 95% CI"
        elif claim.ignored is None and signs \
                and not world.TEST_SIGNS.isdisjoint(plain[max(0, claim.start - 5):claim.start]) \
                and world.TEST_STATISTIC.search(plain, max(0, claim.start - 16), claim.start):
            claim.ignored = "a test statistic or p-value, no run's figure"  # "p < 0.01"
        elif claim.unit is None and claim.ignored is None and claim.start > 0 \
                and plain[claim.start - 1] == "(" and plain[claim.end:claim.end + 1] == ")" \
                and not plain[claim.end + 1:plain.find("\n", claim.end) % (len(plain) + 1)
                              or None].strip():
            claim.measured = False  # "c = r + k, (5.1)": an equation's number, ending its line
        elif claim.unit == "%" and claim.ignored is None \
                and world.CEILING_WAY_AFTER.match(plain, claim.end) is not None:
            claim.hint = "budget"  # "a bar 41.7% of the way to the line" (the lane's ceiling):
            # the share of max_tokens its completion used
        elif claim.unit == "%" and claim.ignored is None \
                and world.DEPTH_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "a position in a document (a needle's depth), no run's figure"
        elif claim.unit is None and claim.ignored is None and claim.measured \
                and plain[claim.num_end:claim.num_end + 1] in ("k", "K") \
                and not plain[claim.num_end + 1:claim.num_end + 2].isalnum():
            claim.measured = False  # "between the 32k and 128k haystacks": a size named, no
            # unit of the results
        elif claim.unit == "%" and claim.ignored is None \
                and world.SCORE_SHARE_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "a weighting of a score, no run's figure"  # "30% of the score"
        elif claim.unit is None and world.WEATHER_UNIT_BEFORE.search(
                plain, max(0, claim.start - 50), claim.start) is not None:
            claim.measured = False  # "winds 25 km/h gusting 45": the unit of the figure before
        elif claim.unit is None and plain[claim.end:claim.end + 8] == " of them" \
                and _time_about_no_run(plain, claim.start, named or []) \
                and _MEASURE_WORD.search(plain, *_sentence_span(plain, claim.start)) is None:
            claim.measured = False  # "I need 30 of them": a count of something no run made
        elif claim.unit == "s" and claim.label in ("min", "h") and claim.ignored is None \
                and "-" in plain[claim.num_end:claim.end] \
                and (noun := _NOUN_AFTER.match(plain, claim.end)) is not None \
                and noun.group(1).lower() not in _RUN_NOUNS:
            # "a 9-minute onboarding call", "a 4-minute phone-in": a recording's length
            claim.ignored = "the length of something no run is (a recording, a meeting)"
        elif claim.unit == "s" and claim.label == "min" and claim.ignored is None \
                and not block.items and block.table is None \
                and _time_about_no_run(plain, claim.start, named or []):
            # "*Tuesday 8 Dec · facilitator: Priya · 45 minutes*": a meeting's length
            claim.ignored = "a duration in a sentence that names no lane and no run"
        elif claim.foreign in _TEXT_COUNTS and claim.ignored is None \
                and _PER_MINUTE.match(plain, claim.end) is not None:
            claim.ignored = "a rate of speech or text, no run's figure"  # "190 words per minute"
        elif claim.foreign in _TEXT_COUNTS and claim.ignored is None \
                and _OF_A_THING.match(plain, claim.end) is not None:
            claim.ignored = "a length of something no run wrote"  # "fits in 12 lines of the card"
        elif claim.foreign in _TEXT_COUNTS and claim.ignored is None \
                and (_time_about_no_run(plain, claim.start, named or [])
                     or _ASKED_FOR.search(plain, max(0, claim.start - 40), claim.start)):
            # "(the brief asked for 6,000 words; ...)", "For scale: 4,000 words fills about
            # 16 of our printed pages": a length asked for or compared, no run's output
            claim.ignored = "a length of text no run is said to have written"
        elif claim.unit is None and claim.measured and claim.decimals \
                and _VERSION_CONTEXT.search(plain, max(0, claim.start - 60), claim.start):
            claim.measured = False  # "Python 3.11 or later; tested on 3.12 and 3.13"
        elif claim.unit is None and claim.measured and claim.decimals == 0 \
                and any(k in plain[max(0, claim.start - 12):claim.start] for k in _AT_K_WORDS) \
                and _AT_K.search(plain, max(0, claim.start - 12), claim.start):
            claim.measured = False  # "NDCG@10", "NDCG at 10", "its top 10": a metric's cutoff
        elif (claim.unit is None or claim.label in ("min", "h")) and claim.measured \
                and claim.bound is None and claim.ignored is None \
                and ("answer" in (near := plain[max(0, claim.start - 48):claim.start].lower())
                     or "solution" in near) \
                and _ANSWER_IS.search(plain, max(0, claim.start - 48), claim.start):
            claim.measured = False  # "The answer is 21", "(Answer: 42 minutes.)": the problem's
            # answer, no measurement
            if claim.unit is not None:
                claim.ignored = "the answer to a problem a prompt poses, no run's figure"
        elif claim.unit in (None, "tokens") and claim.ignored is None \
                and ("ont" in (near := plain[claim.end:claim.end + 24]) or "ndow" in near
                     or "ctx" in near) \
                and _CONTEXT_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "a context window's size, no figure of a run"  # "a 200k context
            # window", "a 128k-context model", "a 32,768-token context"
        elif claim.unit is None and claim.measured \
                and " to " in plain[claim.start - 4:claim.start] \
                and (bottom := _NOUN_RANGE_BOTTOM.search(plain, max(0, claim.start - 48),
                                                         claim.start)) is not None \
                and UNIT.match(plain, bottom.start(1) - 1) is None:
            claim.measured = False  # "grows from 14 orchards to 40", "176 seats to 163": the
            # bottom's noun, no unit
        elif claim.unit is None and claim.measured and claim.bound is None \
                and (_VERSION_AFTER.match(plain, claim.end)
                     or _VERSION_BEFORE.search(plain, max(0, claim.start - 60), claim.start)
                     or (products is not None and plain[claim.start - 1:claim.start] in " v\u00a0"
                         and products.search(plain, max(0, claim.start - 60), claim.start))):
            claim.measured = False  # "lumen-report 0.9 or later", "Python is now 3.11"
        elif claim.unit is None and claim.measured and claim.bound == "from" \
                and claim.partner is not None and products is not None \
                and plain[claim.start - 1:claim.start] in " v\u00a0" \
                and products.search(plain, max(0, claim.start - 60), claim.start):
            claim.measured = claim.partner.measured = False  # "kiln 0.3 to 0.5": versions
        elif claim.unit is None and claim.measured and claim.decimals and claim.bound is None \
                and not claim.approx and (_product_version(plain, claim, spans) or (
                    block.kind == "heading" and not plain[claim.end:].strip()
                    and _NAME_WORD_BEFORE.search(plain, max(0, claim.start - 24), claim.start)
                    and not _overlaps(spans, max(0, claim.start - 24), claim.start))):
            claim.measured = False  # "Starting with Ferry 2.4, ...", "# Ferry 2.4: ...",
            # "# Release checklist: review bot 2.3" (a heading ending in a name's version)
        elif claim.unit is None and claim.measured and not claim.decimals and claim.bound is None \
                and not claim.approx and block.kind == "heading" \
                and _COURSE_TITLE.fullmatch(plain, 0, claim.start) is not None \
                and _product_version(plain, claim, spans):
            claim.measured = False  # "# Spreadsheets 201: a note on ...": a course's number
        elif claim.unit is None and claim.bound is None and claim.ignored is None \
                and ":" in plain:
            _lead_unit(plain, claim)
    for claim in found:
        if claim.bound == "to" and claim.ignored is None and claim.partner is not None \
                and claim.partner.ignored is not None:
            claim.ignored = claim.partner.ignored  # a range's top goes with its bottom
        if claim.bound in NEGATED_BOUND and claim.high is None and "No" in plain \
                and "\u2026" not in (claim.qualifier or "") and _no_subject(plain, claim):
            # "No Polarix CLI run, on any of the three items, took longer than 201 ms": every
            # run took at most 201 ms
            claim.bound = NEGATED_BOUND[claim.bound]
        if claim.unit in ("tokens/s", "bytes/s") and claim.bound is not None \
                and claim.qualifier and _SPEED_WORD.search(claim.qualifier) is not None:
            # "streamed faster than 340 tok/s": a rate faster than the figure is above it
            claim.bound = _TURNED[claim.bound]
        if claim.unit in ("s", "ms") and claim.bound is None \
                and "-" in plain[claim.num_end:claim.end] and _LIMIT_NOUN.match(plain, claim.end):
            _limit(plain, claim)
        elif claim.unit == "bytes" and claim.bound is None and claim.ignored is None \
                and _SIZE_NOUN.match(plain, claim.end) \
                and _SIZE_OWNER.search(plain, max(0, claim.start - 12), claim.start):
            # "our fixture repository (a 2.4 MB checkout)": the size of something else
            claim.ignored = "the size of something that is not a run's output"
        elif claim.unit in ("tokens", "bytes") and claim.ignored is None \
                and "-" in plain[claim.num_end:claim.end] \
                and _CHUNK_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "the size of something that is not a run's output"  # "512-token
            # chunks": a retrieval setting
        elif claim.unit == "bytes" and claim.ignored is None \
                and _FILES_BEFORE.search(plain, max(0, claim.start - 30), claim.start):
            claim.ignored = "the size of something that is not a run's output"  # "Uploads
            # over 512 KB are refused"
        elif claim.unit in ("s", "ms") and plain[claim.end:claim.end + 6] == " apart":
            claim.ignored = "a spacing between requests, not a measurement"  # "2 seconds apart"
        elif claim.ignored is None and "from" in plain[max(0, claim.start - 16):claim.start] \
                and _EARLIER.search(plain, max(0, claim.start - 24), claim.start) \
                and _PAST.match(plain, claim.end):
            claim.ignored = "a figure from an earlier time, not one of these results"
        if claim.ignored is None and ("=" in plain or " is " in plain or " as " in plain) and (
                (prior is not None and claim.unit not in ("x", "%")
                 and ((prior.ignored is not None
                       and world.CONVERTED_GAP.fullmatch(plain, prior.end, claim.start))
                      or (prior.unit is None and not prior.measured
                          and world.SAVED_AS.fullmatch(plain, prior.end, claim.start))))
                or (claim.unit in ("s", "ms")
                    and world.DURATION_IS.search(plain, max(0, claim.start - 40), claim.start)
                    is not None)):
            claim.ignored = "the same quantity in other units, no run's figure"  # "a 3.5 MB
            # attachment is 3.34 MiB", "1 hour = 3,600 s"
        if claim.unit is None and claim.measured and claim.ignored is None \
                and prior is not None and prior.unit is None and not prior.measured \
                and prior.ignored is None \
                and world.SET_AGAINST.fullmatch(plain, prior.end, claim.start) is not None:
            claim.measured = False  # "on empathy (4.6 against 3.9 in our blind review)": the
            # other side of a comparison of figures that are no claims
        elif claim.ignored is None and prior is not None and prior.ignored is not None \
                and prior.unit == claim.unit \
                and ((claim.unit in ("%", None)
                      and world.SET_AGAINST.match(plain, prior.end, claim.start) is not None)
                     or world.INSTEAD.fullmatch(plain, prior.end, claim.start) is not None) \
                and not _lane_in(named or [], prior.end, claim.start):
            claim.ignored = prior.ignored  # "a 4.8% overround at the first bookmaker against
            # 4.0% at the second", "as 79 seconds instead of 7.9 seconds"
        prior = claim
    _mark(block, found)
    return found


# A time as the adjective of a limit ("the ten-minute window", "a 30-second deadline"): not a
# measurement, unless a run is said to fit it ("finished within the 60-second window").
# (or a timeout set, not hit: "a 15-second client timeout"; "its 60.00-second timeout" is the
# run's, a measurement)
_LIMIT_NOUN = compiled(r"\s+(?:[a-z-]+\s+)?(?:window|deadline|sla|slo|target|goal|budget|limit"
                       r"|cut-?off|slot|interval|meeting|break|stand-?up|schedule)s?\b"
                       r"|\s+(?:client|request|connect|connection|read|job|idle)[\s-]+timeouts?\b",
                       re.I)


# Words that may stand between a label and its number: "its score is at least 0.80".
_LINKING = frozenset({"is", "was", "were", "are", "of", "at", "least", "most", "about",
                      "around", "roughly", "above", "below", "over", "under", "than", "more",
                      "less", "reached", "hit", "stayed", "remained", "exceeded", "~", "\u2248",
                      ":", "=", "("})


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
    if plain[max(0, start - 2):start] in (", ", "; ") \
            and counts.SUBJECT_COUNT.match(plain, end) is not None:
        begin, _ = _sentence_span(plain, start)
        if _RUNS_COUNTED.search(plain, begin, start) is not None:
            return "part"  # "Across all 54 runs in the suite, 52 exited with code 0"
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
        begin, stop = _sentence_span(plain, start)
        if counts.EACH.search(plain, begin, stop) is None:
            return "whole"  # "36 runs in all", "(36 runs, finished last week)"
    return None


# The noun a compound length is an adjective of ("a 9-minute onboarding call": "onboarding"),
# and the nouns that make it a run's time.
_NOUN_AFTER = compiled(r"\s+([A-Za-z][\w-]*)")
_RUN_NOUNS = frozenset({"run", "runs", "repeat", "attempt", "request", "timeout", "time-out",
                        "wait", "limit", "ceiling", "budget", "kill", "cap", "stall", "pause",
                        "gap", "delay", "truncated", "timed-out", "killed", "first", "median",
                        "mean", "average", "wall", "cold", "warm", "slowest", "fastest"})
# Words a sentence about a run's figures holds ("having spent 15,473 of them on reasoning").
_MEASURE_WORD = compiled(r"(?i)\b(?:tokens?|bytes?|seconds?|reason\w*|it|its)\b")
_N_OF_OTHER = compiled(r"\s+of\s+(?:the\s+|its\s+|our\s+|their\s+)?\d[\d,]*\s+"
                       r"(?!(?:[a-z-]+\s+)?(?:runs|repeats|attempts|failures|tokens|bytes|seconds|"
                       r"ms|s)\b)(?:[a-z-]+\s+)?[a-z]+s\b")  # (or "15 of 15 ported tests")
_MINUTE_TITLE = compiled(r"\s+[A-Z][a-z]")
# A business metric named right before a percentage: "CSAT came in at 88%".
_METRIC_BEFORE = compiled(r"(?i)\b(?:CSAT|NPS|first[- ]contact\s+resolution|resolution\s+rate|"
                          r"WER|CER|(?:word|character)\s+error\s+rates?|"
                          r"returns\s+(?:ran|were|rose|fell|rate)|refunds?|"
                          r"satisfaction|churn|conversion|retention|uptime|occupancy|survey|"
                          r"(?:response|completion|open|click[- ]?through|bounce)\s+rate|"
                          r"utili[sz]ation|deflection|abandon(?:ment)?\s+rate|SLA\s+attainment|"
                          r"coverage|accuracy|agreement|precision|recall|F1|"
                          r"(?:rain|snow|storm)\s+chance)\b[^.;\d%]{0,60}$")
# A chance of weather or of an event: "a 20% chance of showers", "70% probability".
_CHANCE_AFTER = compiled(r"(?i)\s+(?:chance|probability|likelihood|risk)\b")
# A share of a run's answers that were right: "got 90% of its Tweet tone labels right".
_RIGHT_AFTER = compiled(r"(?i)\s+of\s+(?:its|their|the)\s+(?:[\w-]+\s+){0,3}?(?:labels?|answers?|"
                        r"predictions?|items?|classifications?)\s+(?:right|correct(?:ly)?)\b")
_METRIC_AFTER = compiled(r"(?i)\s+(?:on|in|for)\s+(?:CSAT|NPS|satisfaction|first[- ]contact\s+"
                         r"resolution)\b")
# A count of things no run is, before "N% of them": "2,047 tickets last quarter, 61% of them".
_COUNT_OF_THINGS = compiled(r"\d[\d,]*\s+(?!(?:runs?|repeats?|tokens?|bytes?|attempts?|tries|"
                            r"seconds?|minutes?|completion|reasoning|content|output|prompt)\b)"
                            r"[a-z]+s\b(?:[^.;:%\d]|(?<=[A-Za-z])\d)*$")  # ("contacts in Q1, ")
# A time of one turn of a conversation, which the results do not store: "that turn alone took".
_TURN_BEFORE = compiled(r"(?i)\b(?:turn\s+\d|th(?:at|is|e)\s+turn|each\s+turn|per\s+turn|"
                        r"(?:one|a|a\s+single)\s+turn|"
                        r"the\s+(?:first|second|third|fourth|fifth|last|final)\s+turn)\b"
                        r"[^.;:\d]{0,30}$")
_NO_SUBJECT = compiled(r"No\s+(?!(?:more|less|fewer|longer|later)\b)[A-Za-z][^.;:]{0,80}?"
                       r"\b(?:run|runs|repeat|attempt|request|answer)\b")
_SPEED_WORD = compiled(r"\b(?:faster|quicker|slower|sooner)\s+than\b")
_TURNED = {"gt": "lt", "lt": "gt", "ge": "le", "le": "ge"}
# A network's bandwidth: "a test cell shaped to 20 Mbps", "1.6 Mbps".
_BANDWIDTH_AFTER = compiled(r"[ \u00a0]?(?:[KMG]bps|[KMG]bit/s|[kmg]bps)\b")
# A heading that states a target: "## KR2: at least 90% of bot runs succeed", "## Goal: ...".
_TARGET_HEADING = compiled(r"(?i)\s*(?:KR\s*\d+(?:\.\d+)?|key\s+result(?:\s+\d+)?|objective|"
                           r"goal|target|SLO)\s*[:.\u2013\u2014-]")
_YEAR_NOUN_AFTER = compiled(r"(?i)[\s-]+(?:budget|plan|planning|roadmap|season|forecast|report|"
                            r"review|round|cycle|fiscal|financial|calendar|election|census|build|"
                            r"model|vintage|construction)\b")
# A count of a thing, then where it came from: "318 open tickets (down from 402)".
_DOWN_FROM = compiled(r"\d[\d,]*\s+(?!(?:runs?|repeats?|tokens?|bytes?|seconds?|ms|s|attempts?)\b)"
                      r"(?:[a-z]+\s+){1,2}\(?(?:down|up)\s+from\s+$")
# What a document the models read says, quoted as a value: "written as 0.2", "expects 20",
# "instead of 20", "scores are out of 10".
_DOCUMENT_VALUE = compiled(r"(?i)\b(?:(?:written|typed|entered|keyed|printed|given|stated)\s+as"
                           r"|expects?|instead\s+of|(?:scores?|marks?|points?|are|is|rated|"
                           r"graded)\s+out\s+of)\s+$")
# A word that makes a bare whole number a figure of the runs (else a sentence naming no lane
# and no run counts something else).
_FIGURE_WORD = compiled(r"(?i)\b(?:median|mean|average|avg|p\d\d|fastest|slowest|exit(?:ed)?|"
                        r"codes?|HTTP|status|tokens?|bytes?|seconds?|ms|scored?|rate|speed|"
                        r"latency|times?|its|their|ratio|share|percent)\b")
_TAXES = (r"(?:VAT|GST|HST|sales\s+tax|tax(?:ed)?|interest|APR|discount|commission|markup|"
          r"tariffs?|duty)")
_TAX_AFTER = compiled(rf"(?i)\s*{_TAXES}\b")
_TAX_BEFORE = compiled(rf"(?i)\b{_TAXES}(?:\s+rates?)?\s*(?:at|of|:|\()?\s*"
                       r"(?:\d[\d.,]*\s*%\s*(?:and|or|,)\s*)*$")
_LABELLED_ID = compiled(r"(?:\b(?:PID|pid|[Pp]ort|[Rr]oom|chmod|umask|RTX|GTX|RX|[Tt]icket|"
                        r"PR|[Oo]rder|[Bb]uild|[Jj]ob|[Nn]ode|[Rr]ack|[Ff]loor|[Gg]ate|[Pp]latform|"
                        r"[Rr]oute|[Cc]hannel|[Ss]lot|[Bb]ay|[Ii]ssue|[Cc]lauses?|[Ss]chedules?|"
                        r"[Aa]rticles?|[Pp]aragraphs?|[Cc]l\.|[Aa]rt\.|[Ss]ch\.|[Pp]ara\.|[Ss]ec\.|"
                        r"[Ss]ections?|[Ee]qs?\.|[Ee]quations?|[Ff]igs?\.|[Aa]ppendix|GPIO|[Pp]ins?|"
                        r"IRQ|[Ee]ntry|[Ee]ntries|[Ll]ines?|[Rr]ows?|[Rr]ecords?|[Pp]ages?|[Cc]hapters?|"
                        r"[Ii]tems?|[Ee]xt\.?|[Vv]ol\.|[Nn]o\.|[Ee]dition|[Tt]rains?|[Ff]lights?|"
                        r"[Bb]us|[Ee]pisodes?|[Rr]eels?|[Ee]xercises?|IC|ICE|EC|TGV|SKU|ASIN|"
                        r"[Ll]ot)|#)"
                        r"[ \u00a0]?#?(?:\d[\d.]*(?:\([a-z]\))?\s*(?:,|or|and|to|\u2013|-)\s*)*$")
_YEAR_GROUP = compiled(r"\b(?:Year|Grade|Form|Class|[Gg]rade|Key\s+Stage|KS)[ \u00a0]$")
_CLAUSE_LETTER = compiled(r"\([a-z]\)")
_STATUS_COUNTED = compiled(r"(?i)\b(?:one|a\s+single|no|any|another|every|each|zero)\s+$")
_BATTERY = compiled(r"(?i)\bbatter(?:y|ies)\b|\bcharg(?:e|ed|ing)\b")
_OS_BEFORE = compiled(r"[A-Za-z]+OS\s+v?$")
# A diff's lines added and removed: "+186 -26", "+12/-3" (a minus sign too).
_DIFFSTAT = compiled(r"(?<![\w.])\+\d[\d,]*\s*/?\s*[-\u2212\u2013]\d[\d,]*(?!\w|\.\d)")
_CONTEXT_AFTER = compiled(r"(?i)[kKmM]?(?:[\s-]*tok(?:en)?s?)?[\s-]+(?:context|ctx|window)\b")
# The bottom of a range counted in a noun that is no unit: "from 14 orchards to ", "176 seats
# to ".
_NOUN_RANGE_BOTTOM = compiled(r"(?i)(?:\bfrom\s+|(?<![\d,.]))\d[\d,.]*\s+([a-z]{3,})\s+to\s+$")
_RUNS_COUNTED = compiled(r"\b\d{1,4}\s+(?:[\w-]+\s+){0,2}?runs\b")


_AT_K_WORDS = ("@", "at ", "op ", "op-", "OP")  # one is in every _AT_K match
_AT_K = compiled(r"(?i)(?:@\s*|\b(?:ndcg|map|mrr|recall|precision|hits?|acc|p|r)\s+at\s+"
                 r"|\btop[\s-])$")
_ANSWER_IS = compiled(r"(?i)\b(?:answer|solution)\b[^.;:\d]{0,30}?(?:\b(?:is|was|would\s+be|of)|:)"
                      r"\s+$")
# Lengths of text in units the results do not hold, and the words that ask for one.
_TEXT_COUNTS = frozenset({"words", "lines", "characters", "chars"})
_OF_A_THING = compiled(r"(?i)\s+of\s+(?:(?:English|source|input|original)\b|"
                       r"(?:the|a|an|our|this|that)\s+"
                       r"(?!(?:\w+\s+)?(?:answers?|outputs?|repl(?:y|ies)|responses?|summar(?:y|ies)|"
                       r"runs?|completions?)\b)[a-z])")
_PER_MINUTE = compiled(r"(?i)\s*(?:per|a|an|/)\s*(?:minute|min|hour|second|sec)\b")
_ASKED_FOR = compiled(r"(?i)\b(?:asks?|asked|asking|requests?|requested|brief|target(?:ing)?|"
                      r"aims?|aimed|for\s+(?:[\w-]+\s+){0,2}?up\s+to|limit(?:ed)?\s+to)\b"
                      r"[^.;:\d]{0,20}$")
# A size as the adjective of a thing no run wrote: "a 2.4 MB checkout", "the 40 KB prompt".
_SIZE_NOUN = compiled(r"(?i)[\s-]+(?:[\w-]+\s+)?(?:checkout|clone|repo(?:sitory)?|fixtures?"
                      r"|prompts?|inputs?|images?|downloads?|models?|weights|datasets?|corpus"
                      r"|binar(?:y|ies)|archives?|attachments?|context|dumps?|snapshots?|wheels?"
                      r"|packages?|install|jpe?gs?|pngs?|pdfs?|scans?|photos?|uploads?)\b")
_CHUNK_AFTER = compiled(r"(?i)\s+(?:chunks?|passages?|snippets?|segments?|windows?|splits?)\b")
_FILES_BEFORE = compiled(r"(?i)\b(?:uploads?|files?|images?|attachments?|photos?|scans?|pdfs?|"
                         r"logs?|dumps?|archives?|backups?)\s+"
                         r"(?:(?:of|over|under|above|below|larger\s+than|smaller\s+than|up\s+to|"
                         r"at\s+most|bigger\s+than)\s+)?$")
_SIZE_OWNER = compiled(r"(?i)\b(?:a|an|the|our|their|its|this|that)\s+$")
# "answered in 2.00 s, down from 2.40 s in last week's run": the figure it changed from, said
# of an earlier time (_PAST after it), is not in these results.
_EARLIER = compiled(r"(?i)\b(?:down|up)\s+from\s+(?:[~\u2248]\s*|about\s+|roughly\s+)?$")
_PAST = compiled(r"(?i)[^.;:!?]{0,30}?\b(?:last|previous|prior|earlier|before|yesterday|ago"
                 r"|in\s+(?:v\d|version|release|[A-Z][a-z]+\s+\d{4}|(?:jan|feb|mar|apr|may|jun|jul"
                 r"|aug|sep|oct|nov|dec)[a-z]*\b))")
# After a bare 4xx/5xx status: "a 502 from the provider", "a 429 error", "a 503 response".
_HTTP_NOUN = compiled(r"(?i)\s+(?:from\s+(?:the\s+)?(?:provider|server|api|endpoint|gateway)"
                      r"|error|response|status|reply)\b")
_SENTENCE_CLOSE = compiled(r"[.!?](?=\s|$)")  # (a question asks; it does not claim)
_PER_PERIOD = compiled(r"(?i)\s+(?:per|a|an|each|every)\s+(?:second|minute|hour|day|month)\b")
_LIMIT_WORDS = compiled(r"(?i)\b(?:allows?|allowed|limits?|limited\s+to|quota|cap(?:ped)?|tier|"
                        r"plan|up\s+to|alerts?|alarms?|pages?|triggers?|thresholds?)\b")
_WITHIN_LIMIT = compiled(r"(?i)\b(?:within|inside|under|in|before)\s+"
                         r"(?:the|a|an|our|its|their)\s+$")


# A run that ran into a limit, before it ("until the 90.00-second limit", "hit its 60-second
# timeout") and killed after it: the limit is that run's time.
_REACHED_LIMIT = compiled(r"(?i)\b(?:until|reach(?:ed|es)?|hit(?:s)?|ran\s+into|runs?\s+into)\s+"
                          r"(?:the|its|their)\s+$")
_KILLED_AFTER = compiled(r"(?i)[^.;]{0,40}?\b(?:is|was|got|gets|being)\s+"
                         r"(?:killed|stopped|cut\s+off)\b"
                         r"|[^.;]{0,40}?\bexit(?:ed)?\s+(?:with\s+)?(?:code\s+)?9\b")


def _limit(plain: str, claim: RawClaim) -> None:
    close = _SENTENCE_CLOSE.search(plain, claim.end)
    asked = close is not None and close.group() == "?"
    if not asked and _WITHIN_LIMIT.search(plain, max(0, claim.start - 24), claim.start):
        claim.bound, claim.qualifier = "le", "within"
    elif not asked and _REACHED_LIMIT.search(plain, max(0, claim.start - 24), claim.start) \
            and _KILLED_AFTER.match(plain, claim.end) is not None:
        pass  # "reasons until the 90.00-second limit and is killed": the time it ran, measured
    else:
        claim.ignored = "a limit named, not a measurement"


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
            and not _round(claim.value) and not _round(claim.high))
    low = replace(claim, end=claim.num_end, high=None, bound="from", tight=tight)
    high = replace(claim, start=start, num_start=start, num_end=end, value=claim.high,
                   decimals=decimals, high=None, bound="to", tight=tight)
    low.partner, high.partner = high, low
    return [low, high]


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
                header_unit: str | None, header_hint: str | None, low: str | None = None
                ) -> tuple[RawClaim | None, int]:
    plain = block.plain
    start, num_start, num_end = match.start(), match.start("num"), match.end("num")
    end = match.end()
    if spans and _overlaps(spans, num_start, num_end):
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
            and not _ordinal_run(words, before)  # (but "first run 820" is a figure)
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
        if high > value and not _overlaps(spans, ranged.start("num2"), ranged.end("num2")) \
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
    if reference and claim.unit is None:
        return None, end
    if claim.bound is None and not claim.approx:
        wording_before(claim, words)
    after = plain[end:end + 40]
    bound_after = _BOUND_AFTER.match(after)
    if bound_after is not None:
        claim.bound = "ge" if bound_after.group("ge") else "le"
        claim.qualifier = bound_after.group(0).strip()
    if claim.unit is None:
        pair = world.KEY_VALUE.search(plain, max(0, start - 40), start) if "=" in before else None
        if pair is not None and pair.group(1).lower() not in FIELD_LABELS:
            claim.measured = False  # "a Seq Scan with rows=2550 and loops=1": a value quoted
            return claim, match.end()  # from a plan or a log, no field of the runs
        noun = _NEXT_WORD.match(plain, end)
        label = _foreign_label(words) if pair is None else None
        if (noun is not None and noun.group(1).lower() in FOREIGN_UNITS) or label is not None:
            claim.foreign = noun.group(1) if noun is not None and \
                noun.group(1).lower() in FOREIGN_UNITS else label
            if (claim.foreign or "").lower() in MEMORY_UNITS:  # "12 GB of RAM", "1.5 GiB free"
                claim.ignored = "a memory or file size, no run's figure"
            if (claim.foreign or "").lower() in MONEY_UNITS:  # "20 dollars", "1 USD = 0.92 EUR"
                claim.ignored = "a sum of money, no run's figure"
            if (claim.foreign or "").lower() == "points":  # "returns rose 0.6 points"
                claim.ignored = "a change or score in points, no figure of the runs"
            if claim.foreign in SCORE_LABELS:  # "chrF 67.5", "a CSAT of 4.6"
                claim.ignored = f"a score ({claim.foreign}) from outside the results, no figure " \
                    "of the runs"
            if (claim.foreign or "").lower() == "requests" \
                    and plain[max(0, start - 4):start].lower() == "per ":
                claim.ignored = "a unit of a price or a limit, not a measurement"  # "$0.40 per
                # 1,000 requests"
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
        if header_hint == "attempts" and claim.decimals == 0:
            claim.hint, claim.measured = "attempts", True  # a cell under "| Attempts |"
        elif header_hint == "http" or _http_status(words, literal) or (
                words[-1:] in (["a"], ["an"]) and len(literal) == 3 and literal[0] in "45"
                and literal.isdigit() and _HTTP_NOUN.match(plain, end)):
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
        elif words[-1:] == ["http"] or words[-2:] in (["http", "status"], ["status", "code"]):
            claim.hint = "http"
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
        elif (owned := _own_unit(plain, end)) is not None:
            apply_unit(claim, owned, plain)  # "all 3,072 of its completion tokens"
        else:
            claim.measured = _measured(claim, literal, after, before)
            if _INHERIT_AFTER.match(after) or " ".join(words[-2:]) in _INHERIT_2 \
                    or words[-1:] in (["and"], ["with"], ["but"], ["against"], ["versus"],
                                      ["vs"], ["vs."]) \
                    or (claim.measured and _ordinal_run(words, before)) \
                    or (words[-1:] == [":"] and _FOR_PART.match(after) is not None) \
                    or ((words[-1:] == ["leaving"] or words[-2:] in (["leaving", "only"],
                                                                   ["leaving", "just"]))
                        and _LEFT_FOR.match(after) is not None):
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
    "second 893"; not "its second run.<sup>2</sup>", "second, 14.5")."""
    return words[-1:] != [] and (words[-1] in _ORDINAL_WORDS or (
        words[-1] in _RUN_WORDS and words[-2:-1] != [] and words[-2] in _ORDINAL_WORDS)) \
        and _ORDINAL_RUN.search(before, max(0, len(before) - 24)) is not None


def _exit_taken(before: str) -> bool:
    """Whether a number already stands after the exit wording before a claim: in "exited 0
    with 1,307 and 1,329 bytes" the 0 is the exit code and 1,307 is not."""
    low = before.lower()
    at = max(low.rfind("exit"), low.rfind("return"))
    return at >= 0 and _DIGIT.search(before, at) is not None


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


def _own_unit(plain: str, end: int) -> re.Match[str] | None:
    """The token or byte unit of "N of its completion tokens" after the number at ``end``."""
    owned = _OF_OWN.match(plain, end)
    if owned is None:
        return None
    unit = UNIT.match(plain, owned.end())
    return unit if unit is not None and unit.lastgroup in _OF_OWN_UNITS else None


def decimals_free(match: re.Match[str]) -> bool:
    return "." not in match.group("num")


# An adverb that ends the clause after a bare figure is no noun it counts ("Lynx 2's 1,164
# anyway.").
_ADVERB_END = compiled(r"\s+(?:anyway|too|again|instead|though|overall|apiece|each|as\s+well)"
                       r"\s*(?:[,;.:)!?]|$)")


def _measured(claim: RawClaim, literal: str, after: str, before: str) -> bool:
    """A bare number is measurement-like if it has decimals or is large, and is not a year."""
    if _LOWER_NEXT.match(after) and not _INHERIT_AFTER.match(after) \
            and not _OF_NUMBER.match(after) \
            and not _CONNECTIVE.match(after) and not _ADVERB_END.match(after):
        return False  # "three defects", "500 words": counts of something not measured
    if claim.decimals == 0 and Decimal(1000) <= claim.value <= Decimal(2100) \
            and literal.isdigit() and len(literal) == 4:
        return False  # a year ("from 1337 to 1453", "Hastings, 1066")
    if len(literal) > 1 and literal[0] == "0" and literal.isdigit():
        return False  # "ADR 0014", "case 007": a number with leading zeros is an identifier
    return claim.decimals > 0 or abs(claim.value) >= 10


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


def _camera_part(plain: str, claim: RawClaim, named: list[tuple[int, int]],
                 tasks: list[tuple[int, int]]) -> bool:
    """Whether a time or a size stands among camera settings ("f/1.4, ISO 3200, 15 s") or in a
    part of a sentence about them that names no lane (after its last ":" or ";": "...: with a
    14 mm lens ..., 500 / 14 = 35.7 seconds is the longest exposure")."""
    if not ("/" in plain or "ISO" in plain or "mm" in plain or "MP" in plain or "EV" in plain
            or "xposure" in plain or "RAW" in plain or "JPEG" in plain):
        return False
    near = plain[max(0, claim.start - 24):claim.end + 24]
    if ("f/" in near or "ISO" in near) \
            and (claim.unit != "bytes" or "MB" in plain[claim.num_end:claim.end + 3]):
        return True  # ("f/1.4, ISO 3200, 15 s")
    begin, end = _sentence_span(plain, claim.start)
    begin = max(begin, plain.rfind(":", begin, claim.start) + 1,
                plain.rfind(";", begin, claim.start) + 1)
    semi = plain.find(";", claim.end, end)
    end = semi if semi >= 0 else end
    return not _lane_in(named, begin, end) and any(
        not any(a <= word.start() < b for a, b in tasks)  # (not "the exposure basics task")
        for word in world.CAMERA_WORDS.finditer(plain, begin, end))


_PRONOUN_WORD = compiled(r"(?i)\b(?:it|its|they|their)\b")
_TOOL_EXIT = "a tool's or a script's own exit status, quoted, no run's"
_MEGA = Decimal(10**6)
_SCRIPT_FIGURE = "a script's or a tool's own figure (a mode, a wait, a speed-up), no run's"


def _tool_not_run(plain: str, tool: int, at: int, named: list[tuple[int, int]]) -> bool:
    """Whether the exit status at ``at`` after a tool's name (at ``tool``) is the tool's, not
    a run's: its sentence names no lane and no run before it ("`grep` exits 1 when it finds
    nothing"), or quotes an answer about it ("Cowrie Local adds that `grep -q` exits 1")."""
    begin, _ = _sentence_span(plain, at)
    lanes = [start for start, _ in named if begin <= start < tool]
    if lanes:
        return world.REPORTED.search(plain, lanes[-1], tool) is not None
    return " run" not in plain[begin:at] and not _lane_in(named, tool, at)
# A wait someone can bear, before a time in words: "where a class can wait half a minute".
_CAN_WAIT = compiled(r"(?i)\bcan(?:not|'t)?\s+(?:afford\s+to\s+)?wait\s+(?:for\s+)?$")


def _sentence_span(plain: str, at: int) -> tuple[int, int]:
    """The sentence [start, end) of ``plain`` holding offset ``at``."""
    bounds = sentence_bounds(plain)
    index = bisect.bisect_right(bounds, at) - 1
    return bounds[index], bounds[index + 1] if index + 1 < len(bounds) else len(plain)


def _semicolon_part(plain: str, at: int) -> tuple[int, int]:
    """The part of the sentence holding ``at`` between semicolons."""
    start, end = _sentence_span(plain, at)
    semi = plain.rfind(";", start, at)
    after = plain.find(";", at, end)
    return (semi + 1 if semi >= 0 else start), (after if after >= 0 else end)


def _about_a_poll(plain: str, at: int, named: list[tuple[int, int]],
                  tasks: list[tuple[int, int]]) -> bool:
    """Whether the part of a sentence holding ``at`` (in a block about polls) names no lane
    and is about a poll or a vote: a word of polls outside a task's name ("the poll-of-polls
    runs" is about runs), or a share right after the name of a party."""
    begin, end = _semicolon_part(plain, at)
    if _lane_in(named, begin, end):
        return False
    if world.NAMED_SHARE.search(plain, max(begin, at - 40), at) is not None:
        return True  # "on a national poll (Civic Union 48%, ...)": a party's share
    return any(not any(a <= word.start() < b for a, b in tasks)
               for word in world.POLL_WORDS.finditer(plain, begin, end))


_SUBTITLE_FIGURE = "a subtitle's own figure (lines, characters, a minimum, a cue), no run's"


def _outside(found: re.Match[str] | None, spans: list[tuple[int, int]] | None) -> bool:
    """Whether a word was found and lies in none of the spans (a task's name: "HRV
    interpretation" is a task, not a reading of HRV)."""
    return found is not None and not any(a <= found.start() < b for a, b in spans or ())


def _lane_in(named: list[tuple[int, int]], begin: int, end: int) -> bool:
    """Whether a lane name (``named``: their spans) starts in [begin, end)."""
    return any(begin <= at < end for at, _ in named)


def _goal_without_lane(plain: str, start: int, named: list[tuple[int, int]]) -> bool:
    """Whether a figure in words stands in a goal or instruction ("Speaker: keep it under two
    minutes") in a sentence that names no lane: no measurement."""
    begin, end = _sentence_span(plain, start)
    return _GOAL.search(plain, max(begin, start - 40), start) is not None \
        and not _lane_in(named, begin, end)


def _time_about_no_run(plain: str, start: int, named: list[tuple[int, int]]) -> bool:
    """Whether a time in words ("I have five minutes", "# Five minutes on fast completions")
    stands in a sentence that names no lane and no run: a talk's or a meeting's length."""
    begin, end = _sentence_span(plain, start)
    return not _lane_in(named, begin, end) and _RUN_WORD.search(plain, begin, end) is None


_RUN_WORD = compiled(r"(?i)\b(?:runs?|repeats?|attempts?|tries|requests?|took|needed|finished|"
                     r"timed|first\s+token|wall)\b")


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
        begin, end = _sentence_span(plain, start)
        if _overlaps(spans, start, match.end()) or not _lane_in(named, begin, end):
            continue
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


def _a_second(block: Block, spans: list[tuple[int, int]], named: list[tuple[int, int]]
              ) -> list[RawClaim]:
    """The times in words of sentences that name a lane (elsewhere they are mostly goals:
    "we need one summary per thread within a minute")."""
    claims = []
    plain = block.plain
    for match in _A_SECOND.finditer(plain):
        start = match.start("half") if match.group("half") else match.start("one")
        begin, end = _sentence_span(plain, start)
        colon = plain.find(":", match.end(), end)
        if colon >= 0 and not _lane_in(named, begin, colon) \
                and _PRONOUN_WORD.search(plain, begin, colon) is None:
            end = colon  # ("Times below a second go in milliseconds: on its first run, X's
            # first token came after 270 ms": the lane is the example's, after the colon)
        if _overlaps(spans, start, match.end()) \
                or not _lane_in(named, begin, end) \
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


def _no_subject(plain: str, claim: RawClaim) -> bool:
    """Whether the claim's sentence opens on "No ... run" with no figure before the claim."""
    begin = _sentence_span(plain, claim.start)[0]
    return _NO_SUBJECT.match(plain, begin) is not None \
        and _DIGIT.search(plain, begin + 3, claim.start) is None


def _tries_are_runs(plain: str, tries: re.Match[str]) -> bool:
    """Whether "tries" after a count are the runs ("its three tries averaged 27.51 seconds",
    "three tries each"), not one run's requests: no retry, HTTP status or rate limit is
    named in the sentence."""
    if not tries.group(0).rstrip().endswith("tries"):
        return False
    begin, end = _sentence_span(plain, tries.start())
    return _RETRY_WORD.search(plain, begin, end) is None


_RETRY_WORD = compiled(r"(?i)\bretr|\bHTTP\b|\b[45]\d\d\b|\brate[-\s]limit|\bgave\s+up\b|"
                       r"\bback-?off\b|\battempts?\b")


def _spelled(block: Block, match: re.Match[str]) -> RawClaim | None:
    plain = block.plain
    value = spelled_value(match.group("num"))
    if value == 1:
        return None  # "one token after another", "one second": idiom more often than claim
    unit = UNIT.match(plain, match.end())
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
# (or a possessive that ends the clause, its metric named before: "Egret's time to first
# token was a quarter of Tern's.")
_OF_LANES = (r"(?=\s+(?:the\s+)?[A-Z](?:(?:[^.;:,!?]|\.(?=\d)){0,40}?\u2019?'?s\s+(?:[\w-]+\s+)?"
             r"(?:time|wall|tokens|bytes|output|answer|rate|throughput)\b"
             # ("a third of Starling Pro's 9.00 s": the possessive and the figure it stands for)
             r"|(?:[^.;:,!?]|\.(?=\d)){0,40}?['\u2019]s\s+[~\u2248]?\d"
             r"|(?:[^.;:,!?'\u2019]|\.(?=\d)){0,40}?['\u2019]s\s*(?:[.;:,!?)]|$)))")
_FRACTION = (r"(?:(?:[Oo]ne|[Aa]n?)[\s-]+(?:third|quarter|fifth|sixth|seventh|eighth|ninth|tenth"
             r"|twentieth|thirtieth|fortieth|fiftieth|hundredth|thousandth)"
             r"|[Tt]wo[\s-]+thirds"
             r"|[Tt]hree[\s-]+quarters)")
_RATIO_WORDS = compiled(
    rf"\b(?:(?P<twice>[Tt]wice){_AS_AS}|(?P<thrice>[Tt]hrice){_AS_AS}|(?P<half>[Hh]alf){_AS_AS}"
    rf"|(?P<third>{_FRACTION}){_AS_AS}"
    rf"|(?P<halfof>[Hh]alf(?:\s+of)?){_OF_LANES}"
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
_IN_THE_TIME = {"thirdin": "thirdof", "halfin": "halfof", "thirdofthe": "thirdof"}
_CLAUSE_END = compiled(r"[,;:]|\s(?:and|but|while|whereas)\s")
_APPROX_BEFORE = compiled(r"(?i)\b(?:roughly|about|around|nearly|almost|approximately|some)\s+$")
_RATIO_VALUES = {"twice": (Decimal(2), 1), "thrice": (Decimal(3), 1),
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
        if _overlaps(spans, *match.span()):
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
    if not (block.ignored or block.footnote or block.cited or notes or block.urls
            or block.kind == "heading"):
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
