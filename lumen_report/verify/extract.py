"""Find the numbers in a draft's prose and read what kind of claim each one makes.

Works on the plain text of each block (see blocks.py), so that emphasis, escapes and
entities never split a number, and maps every finding back to its exact place on disk.
"""

from __future__ import annotations

import re
from dataclasses import MISSING, dataclass, fields, replace
from decimal import Decimal, InvalidOperation
from itertools import pairwise

from lumen_report.verify.blocks import CODE, NOTE, Block

_SEP = "[,\u2009\u202f\u00a0]"
NUM = rf"(?:\d{{1,3}}(?:{_SEP}\d{{3}})+(?:\.\d+)?|\d+(?:\.\d+)?)"
_NUMBER = re.compile(
    rf"(?<![\w.,/:\u2212+\-~≈$€£#§])(?P<pre>[~≈])?(?P<sign>[-+\u2212])?(?P<num>{NUM})(?P<plus>\+)?"
)
_SPACE = r"[ \u00a0\u2009\u202f\n]?"
_UNIT = re.compile(
    rf"""(?P<gap>{_SPACE}|-)(?:
      (?P<tps>(?:tokens?|toks?)\s*(?:/\s*s(?:ec)?\b|per\s+s(?:ec(?:ond)?)?\b|a\s+second\b)|t/s\b|tps\b)
    | (?P<tokq>(?:completion|reasoning|content|prompt|output|answer|thinking|input)[ \n-]tokens?\b)
    | (?P<tok>tokens?\b)
    | (?P<bq>(?:reasoning|output|answer|thinking|content)[ \n-]bytes?\b)
    | (?P<ms>ms\b|msec\b|milliseconds?\b)
    | (?P<min>mins?\b|minutes?\b)
    | (?P<s>s\b|secs?\b|seconds?\b)
    | (?P<kb>KB\b|kB\b|KiB\b|MB\b|MiB\b)
    | (?P<b>(?:UTF-?8\s+)?bytes?\b)
    | (?P<pct>%|percent\b|per\s+cent\b)
    | (?P<x>[x\u00d7](?![\w/])|-?fold\b)
    | (?P<times>times\b)
    | (?P<ceil>(?:token\s+)?(?:ceiling|budget|limit|cap)\b)
    )""",
    re.X | re.I,
)
_COMPARATIVE = re.compile(
    r"\s+(?:faster|slower|quicker|longer|shorter|more|fewer|less|larger|smaller|bigger|higher|"
    r"lower|as\b|the\b|over\b)",
    re.I,
)
_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
}
_TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
_ONES = "one|two|three|four|five|six|seven|eight|nine"
_SPELLED = re.compile(
    rf"\b(?P<num>(?:{_TENS})(?:[- ](?:{_ONES}))?|zero|one|two|three|four|five|six|seven|eight|"
    rf"nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|"
    rf"a\s+hundred|hundred)\b(?=[\s-]+(?:completion\s+|reasoning\s+|content\s+|prompt\s+)?"
    rf"(?:bytes?|tokens?|seconds?|milliseconds?|minutes?|times|percent)\b)",
    re.I,
)
_MONTHS = (r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|"
           r"Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?")
# Numbers that are parts of something else. Each pattern starts at a digit, so scanning is
# cheap; URLs and domains are looked for only in blocks that can hold one.
_EXCLUDE = re.compile(
    r"\d(?:\d{3}-\d{1,2}-\d{1,2}(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?"  # ISO dates
    r"|\d?/\d{1,2}/\d{2,4}\b"  # 9/21/2026
    r"|\d?:\d{2}(?::\d{2})?(?:\s?[ap]\.?m\.?)?(?:\s?(?:UTC|GMT|Z))?"  # clock times
    r"|\d?\s?[ap]\.?m\.?(?!\w)"  # 9 am
    r"|\d*(?:\.\d+){2,}\b|\d*(?:\.\d+)+\.[xX*](?!\w)"  # versions: 2.5.1, 0.3.x
    r"|\d*(?:st|nd|rd|th)\b"  # ordinals
    r"|\d*(?:\.\d+)?[BMK]\b(?![\w-])"  # model sizes: 26B, 7B
    r"|\d*/\d+\b)"  # fractions and paths: 3/5
)
_URL = re.compile(
    r"(?:https?://|ftp://|www\.)\S+"
    r"|\b[\w.-]+@[\w-]+\.[\w.]+"  # e-mail addresses
    r"|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|ai|dev|app|co|edu|gov)\b(?:/\S*)?"
)
# Text that a URL or address needs: a block without any skips the _URL scan.
_URL_HINT = re.compile(r"://|www\.|@|\.(?:com|org|net|io|ai|dev|app|co|edu|gov)")
_MONTH_WORDS = {"jan", "january", "feb", "february", "mar", "march", "apr", "april", "may",
                "jun", "june", "jul", "july", "aug", "august", "sep", "sept", "september",
                "oct", "october", "nov", "november", "dec", "december"}
_MONTH_AFTER = re.compile(r"(?:st|nd|rd|th)?\s+(?:of\s+)?([A-Za-z]+)")
# A number right after one of these words is a reference, not a measurement ("step 3").
_REFERENCE_WORDS = {
    "section", "sections", "step", "steps", "figure", "figures", "fig", "table", "tables",
    "chapter", "part", "appendix", "page", "pages", "line", "lines", "issue", "issues", "phase",
    "round", "run", "runs", "repeat", "attempt", "question", "item", "rule", "case", "example",
    "note", "version", "release", "footnote", "lane", "task", "prompt", "variant", "stage",
    "level", "no", "number", "pr", "rfc", "pep", "q", "h", "week", "day", "exercise",
    "test", "tests", "id", "build", "commit", "model", "models", "gpt", "llama", "claude",
    "gemini", "qwen", "python", "node", "ubuntu", "windows", "macos", "ios", "android",
    "iso", "utf", "sha", "ipv", "http", "tls", "ecma", "ieee", "unicode", "cve", "port",
} | _MONTH_WORDS
_BEFORE_WORDS = re.compile(r"[a-z_]+|[~≈(:=]|[<>]=?|[≥≤]")
_APPROX_1 = {"about", "around", "roughly", "approximately", "approx", "nearly", "almost",
             "some", "circa", "ca", "~", "≈"}
_APPROX_2 = {"close to", "an estimated", "an approximate"}
_JUST = {"just over": "gt", "just under": "lt", "just above": "gt", "just below": "lt"}
_BOUND_1 = {"over": "gt", "above": "gt", "exceeding": "gt", "exceeded": "gt", "exceeds": "gt",
            "exceed": "gt", "beyond": "gt", ">": "gt", "under": "lt", "below": "lt", "<": "lt",
            "within": "le", ">=": "ge", "≥": "ge", "<=": "le", "≤": "le"}
_BOUND_2 = {"more than": "gt", "greater than": "gt", "upwards of": "gt", "longer than": "gt",
            "slower than": "gt", "higher than": "gt", "at least": "ge", "less than": "lt",
            "fewer than": "lt", "shorter than": "lt", "faster than": "lt", "lower than": "lt",
            "at most": "le", "up to": "le"}
_BOUND_3 = {"no less than": "ge", "no fewer than": "ge", "a minimum of": "ge",
            "no more than": "le", "a maximum of": "le", "not more than": "le",
            "not less than": "ge", "not fewer than": "ge", "not longer than": "le",
            "not shorter than": "ge"}
_NEGATED = {"not over": "le", "not above": "le", "not under": "ge", "not below": "ge",
            "not exceeding": "le"}
_EXIT_FILLER = {"with", "of", "was", "were", "is", "are", "a", "an", ":", "=", "(", "code",
                "codes", "status", "statuses"}
_EXIT_WORDS = {"exit", "exited", "exits", "exiting", "exit_code"}
# The results' own field names used as labels: "wall_s 85.38", "`output_bytes` = 2,093".
_FIELD_LABELS = {
    "wall_s": ("s", "wall"), "ttft_s": ("s", "ttft"), "ttfo_s": ("s", "ttfo"),
    "output_bytes": ("bytes", "output"), "reasoning_bytes": ("bytes", "reasoning"),
    "completion_tokens": ("tokens", "completion"), "reasoning_tokens": ("tokens", "reasoning"),
    "content_tokens": ("tokens", "content"), "prompt_tokens": ("tokens", "prompt"),
    "max_tokens": ("tokens", "ceiling"), "tokens_per_s": ("tokens/s", "wall"),
    "decode_tokens_per_s": ("tokens/s", "decode"), "exit_code": ("exit", None),
}
_LABEL_GAP = re.compile(r"[\s=:]*")
_RETURN_WORDS = {"return", "returned", "returns"}
_INHERIT_2 = {"of which", "of these", "of those", "of them"}
_RANGE = re.compile(rf"(?P<sep>\s*[\u2013\u2014-]\s*|\s+to\s+|\s+and\s+)(?P<num2>{NUM})")
_BOUND_AFTER = re.compile(
    r"\s*(?:(?P<ge>or\s+more|or\s+longer|and\s+up|or\s+above)|(?P<le>or\s+less|or\s+fewer|"
    r"or\s+below|or\s+under))\b",
    re.I,
)
_INHERIT_AFTER = re.compile(r"\s+(?:of\s+(?:them|which|those|these|it)|were|was|went)\b", re.I)
_FLAG = re.compile(
    r"(?<![\w-])--?(?P<name>[A-Za-z][\w-]*)(?:=|\s+)(?P<num>[-+]?\d+(?:\.\d+)?)(?![\w.])"
)
_DIGIT = re.compile(r"\d")
# A blog's own metadata, not a result: "Reading time: 6 minutes", "5 min read".
_READING_TIME = re.compile(r"(?i)\bread(?:ing)?\s+time\W*$")
_MIN_READ = re.compile(r"(?i)[\s-]*min(?:ute)?s?\.?\s+read\b")
_DIGITS = re.compile(r"\d+")
_COMPOUND = re.compile(r"-[A-Za-z]")
_ELIDED_TOKENS = re.compile(r"\s+(completion|reasoning)(?=\s*[),.;]|\s*$)", re.I)
_VERSION_CONTEXT = re.compile(
    r"(?i)\b(?:python|node|version|release|ubuntu|macos|windows|cuda|v)\s*\d+(?:\.\d+)+"
    r"[^.!?\d]*(?:\d+(?:\.\d+)+[^.!?\d]*)*$")
_NEXT_WORD = re.compile(r"[ \u00a0]([A-Za-z]+)\b")
_LIST_NEXT = re.compile(r",\s*|,?\s+(?:and|or)\s+")
_OF_NEXT = re.compile(r"\s+(?:out\s+)?of\s+(?:the\s+|its\s+|their\s+)?")
_AFTER_NUMBER = re.compile(r"\.\d|[:/]\d|\d")
_WORDY = re.compile(r"[A-Za-z_]\w")
_VERSIONISH = re.compile(r"\.\d|[:/]\d")
_LOWER_NEXT = re.compile(r"\s+[a-z]")
_CONNECTIVE = re.compile(r"\s+(?:and|or|to|on|in|for|at|with|per|vs|versus)\b")
_FOOTNOTE_AFTER = re.compile(rf"[^\S\n]*{NOTE}|[^\S\n]*\[\^[^\]\s]+\]")
_SECTION_AFTER = re.compile(r"[.)]?\s")
_SECTION_TITLE = re.compile(r"[.)]?\s+[A-Z]|[.)]\s")  # "## 2.2 Token usage", "## 3. Results"
_SEPARATORS = str.maketrans("", "", ",\u2009\u202f\u00a0")
# Request parameters written as YAML or JSON in code: `max_tokens: 8192`, `{"seed": 7}`.
PARAM_NAMES = {"max_tokens", "max_completion_tokens", "max_new_tokens", "temperature", "top_p",
               "top_k", "seed", "n", "presence_penalty", "frequency_penalty"}
_PARAM = re.compile(r"""(?<![\w-])["']?(?P<name>[A-Za-z_]\w*)["']?\s*[:=]\s*"""
                    r"(?P<num>[-+]?\d+(?:\.\d+)?)(?![\w.])")
_SENTENCE_END = re.compile(r"[.!?][\"')\]]*\s+(?=[^a-z\s])|\n\s*\n")


@dataclass
class RawClaim:
    """A number found in prose, with the wording around it, not yet checked."""

    block: Block
    start: int  # plain offsets of the claim text
    end: int
    num_start: int  # plain offsets of the number literal (what --fix replaces)
    num_end: int
    value: Decimal
    high: Decimal | None = None  # upper end of a range (split into two claims by extract)
    high_at: tuple[int, int, int] = (0, 0, 0)  # plain start, end and decimals of the upper end
    unit: str | None = None
    scale: tuple[Decimal, ...] = (Decimal(1),)  # value * scale = value in the SPEC unit
    hint: str | None = None  # field named by the wording: "reasoning", "ceiling", "ttft", ...
    approx: bool = False
    bound: str | None = None  # gt | ge | lt | le
    qualifier: str | None = None
    flag: str | None = None
    ignored: str | None = None  # why it is ignored (cited, marked), else None
    measured: bool = True  # measurement-like (unit, decimals, or a large bare number)
    inherit: bool = False  # "1,813 of them": takes the unit of the claim before it
    decimals: int = 0
    ratio_words: str = ""  # wording after an x / times claim ("faster", "more bytes")
    code: tuple[int, int, str] | None = None  # a flag's number: draft offsets and literal
    label: str | None = None  # the unit as written when it is scaled ("min", "KB")
    prev_end: int = 0  # where the claim before it in the block ends
    foreign: str | None = None  # a unit or label the results never hold ("characters")

    @property
    def text(self) -> str:
        return self.block.plain[self.start:self.end]


_RAW_DEFAULTS = {f.name: f.default for f in fields(RawClaim) if f.default is not MISSING}


def _raw(block: Block, start: int, end: int, num_start: int, num_end: int, value: Decimal,
         decimals: int) -> RawClaim:
    """``RawClaim(...)`` without the dataclass ``__init__`` (a 1 MB draft has tens of
    thousands); every field left out takes its default."""
    claim = object.__new__(RawClaim)
    data = claim.__dict__
    data.update(_RAW_DEFAULTS)
    data.update(block=block, start=start, end=end, num_start=num_start, num_end=num_end,
                value=value, decimals=decimals)
    return claim


def parse_number(literal: str) -> tuple[Decimal, int]:
    """Decimal of a number as written (thousands separators dropped) and its decimals."""
    if literal.isdigit():
        return Decimal(literal), 0
    cleaned = literal.translate(_SEPARATORS)
    try:
        value = Decimal(cleaned)
    except InvalidOperation:  # pragma: no cover - the regex only admits digits
        value = Decimal(0)
    dot = cleaned.find(".")
    return value, len(cleaned) - dot - 1 if dot >= 0 else 0


def spelled_value(words: str) -> Decimal:
    total = 0
    for part in re.split(r"[- \s]+", words.lower()):
        if part == "a":
            continue
        total += _WORDS.get(part, 0)
    return Decimal(total)


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
    return sorted(spans)


def _overlaps(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    if not spans:
        return False
    return any(a < end and start < b for a, b in spans)


_ABBREVIATIONS = {"e.g", "i.e", "approx", "ca", "cf", "vs", "fig", "figs", "no", "nos", "mr",
                  "mrs", "ms", "dr", "st", "resp", "incl", "esp", "al", "viz", "est",
                  "avg", "max", "min", "sec", "secs", "jan", "feb", "mar", "apr", "jun", "jul",
                  "aug", "sep", "sept", "oct", "nov", "dec", "p", "pp", "ch", "eq"}
_LAST_WORD = re.compile(r"([A-Za-z]+(?:\.[A-Za-z]+)*)\.$")


def sentence_bounds(plain: str) -> list[int]:
    """Offsets where each sentence of a block starts ("e.g." and "approx." end none)."""
    bounds = [0]
    for match in _SENTENCE_END.finditer(plain):
        if plain[match.start()] == ".":
            word = _LAST_WORD.search(plain, max(0, match.start() - 12), match.start() + 1)
            if word is not None and word.group(1).lower() in _ABBREVIATIONS:
                continue
        bounds.append(match.end())
    return bounds


def extract(block: Block, names: re.Pattern[str] | None, header_unit: str | None = None,
            header_hint: str | None = None, named: list[tuple[int, int]] | None = None
            ) -> list[RawClaim]:
    """The claims of one block, in order. ``named`` are spans of lane names already found
    (their digits are not claims); ``names`` matches other model names."""
    plain = block.plain
    if not plain.strip():
        return []
    if header_unit is not None and not named and not block.codes:
        bare = _NUMBER.match(plain)
        if bare is not None and bare.end() == len(plain) and bare.start("num") == 0 \
                and bare.group("plus") is None:
            return _bare_cell(block, header_unit, header_hint)
    found: list[RawClaim] = []
    has_digit = _DIGIT.search(plain) is not None
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
            match = _NUMBER.match(plain, start) or _NUMBER.match(plain, at)
            if match is None:
                pos = digits.end()
                continue
            claim, pos = _from_match(block, match, spans, header_unit, header_hint)
            if claim is not None and not _READING_TIME.search(plain, max(0, at - 20), at) \
                    and not _MIN_READ.match(plain, claim.num_end):
                found.append(claim)
    for match in _spelled_numbers(plain):
        if _overlaps(spans, *match.span()) or _READING_TIME.search(plain, 0, match.start()) \
                or _MIN_READ.match(plain, match.end()):
            continue
        claim = _spelled(block, match)
        if claim is not None:
            found.append(claim)
    for code in block.codes:
        found.extend(_flags(block, code.index, code.content, code.start))
    found = [part for claim in found for part in _split_range(claim)]
    found.sort(key=lambda c: c.start)
    for claim, following in reversed(list(pairwise(found))):
        # "1,813 of 2,173 completion tokens", "1,273, 2,527 and 1,706 bytes": a bare number
        # takes the unit of the one after it.
        if claim.unit is None and following.unit not in (None, "flag", "x") \
                and (_OF_NEXT.fullmatch(plain, claim.end, following.start)
                     or _LIST_NEXT.fullmatch(plain, claim.end, following.start)):
            claim.unit, claim.scale, claim.measured = following.unit, following.scale, True
            if _LIST_NEXT.fullmatch(plain, claim.end, following.start):
                claim.hint = claim.hint or following.hint
    for claim, following in pairwise(found):
        following.prev_end = claim.end
    for claim in found:
        if claim.unit is None and claim.measured and claim.decimals \
                and _VERSION_CONTEXT.search(plain, max(0, claim.start - 60), claim.start):
            claim.measured = False  # "Python 3.11 or later; tested on 3.12 and 3.13"
    _mark(block, found)
    return found


def _bare_cell(block: Block, unit: str, hint: str | None) -> list[RawClaim]:
    """A table cell that is one number and nothing else ("85.38", "2,093") under a header
    that gives its unit: the claim the full scan finds there (no wording around it can
    exclude it, bound it or name its unit), without the scan."""
    plain = block.plain
    value, decimals = parse_number(plain)
    claim = _raw(block, 0, len(plain), 0, len(plain), value, decimals)
    claim.unit, claim.hint = unit, hint
    _set_scale(claim)
    found = [claim]
    _mark(block, found)
    return found


def _split_range(claim: RawClaim) -> list[RawClaim]:
    """A range is two claims, one per end: every value in scope lies between them."""
    if claim.high is None:
        return [claim]
    start, end, decimals = claim.high_at
    low = replace(claim, end=claim.num_end, high=None, bound="from")
    high = replace(claim, start=start, num_start=start, num_end=end, value=claim.high,
                   decimals=decimals, high=None, bound="to")
    return [low, high]


def _from_match(block: Block, match: re.Match[str], spans: list[tuple[int, int]],
                header_unit: str | None, header_hint: str | None) -> tuple[RawClaim | None, int]:
    plain = block.plain
    start, num_start, num_end = match.start(), match.start("num"), match.end("num")
    end = match.end()
    if _overlaps(spans, num_start, num_end):
        return None, end
    following = plain[num_end:num_end + 2]
    if _AFTER_NUMBER.match(following):
        return None, end
    first_unit = _UNIT.match(plain, end)  # the unit right after the number, read once
    if first_unit is None and _WORDY.match(plain, end) is not None:
        return None, end
    if plain[end:end + 1] == "s" and not plain[end + 1:end + 2].isalnum() \
            and match.group("num").isdigit() and 1900 <= int(match.group("num")) <= 2099:
        return None, end + 1  # "the 1990s": a decade
    if first_unit is None and _COMPOUND.match(plain, end):
        return None, end  # "64-bit", "8-bit", "3-way": an adjective, not a measurement
    literal = match.group("num")
    value, decimals = parse_number(literal)
    sign = match.group("sign")
    if sign in ("-", "\u2212"):
        value = -value
    claim = _raw(block, start, end, num_start, num_end, value, decimals)
    if match.group("pre"):
        claim.approx = True
        claim.qualifier = match.group("pre").strip()
    if match.group("plus"):
        claim.bound = "ge"
        claim.qualifier = "+"
    before = plain[max(0, start - 60):start]
    words = _BEFORE_WORDS.findall(before[-40:].lower())
    reference = False
    if words and words[-1] in _REFERENCE_WORDS and (before[-1:].isspace() or before[-1:] == ".") \
            and len(before) - len(before.rstrip()) <= 2 and not match.group("pre"):
        tail = before.rstrip().removesuffix(".")
        # "step 3", "section 4.1", "September 21", "Q3 2026" (but "run 3.71 seconds" counts)
        reference = tail.lower().endswith(words[-1])
    month = _MONTH_AFTER.match(plain, end)
    if month is not None and month.group(1).lower() in _MONTH_WORDS and decimals_free(match):
        return None, end  # "21 September 2026"
    # Ranges: "1.5-1.8 s", "1.5 to 1.8 seconds", "between 1.5 and 1.8 seconds".
    unit_at = end
    probe = first_unit.end() if first_unit and not first_unit.group("times") else end
    ranged = _RANGE.match(plain, probe)
    if ranged is not None and (ranged.group("sep").strip() != "and"
                               or (words and words[-1] in ("between", "from"))):
        high, high_decimals = parse_number(ranged.group("num2"))
        if high > value and not _overlaps(spans, ranged.start("num2"), ranged.end("num2")) \
                and not _VERSIONISH.match(plain, ranged.end()):
            claim.high = high
            claim.high_at = (ranged.start("num2"), ranged.end("num2"), high_decimals)
            claim.qualifier = "range"
            unit_at = ranged.end()
            end = ranged.end()
    unit = first_unit if claim.high is None else _UNIT.match(plain, unit_at)
    if unit is None and first_unit is not None and claim.high is not None:
        unit = first_unit
    if unit is not None and unit.group("gap") == "-" and (unit.group("pct") or unit.group("x")):
        unit = None
    if unit is not None:
        if not _apply_unit(claim, unit, plain):
            unit = None
        else:
            end = max(end, unit.end())
    claim.end = end
    if reference and claim.unit is None:
        return None, end
    if claim.bound is None and not claim.approx:
        _wording_before(claim, words)
    after = plain[end:end + 40]
    bound_after = _BOUND_AFTER.match(after)
    if bound_after is not None:
        claim.bound = "ge" if bound_after.group("ge") else "le"
        claim.qualifier = bound_after.group(0).strip()
    if claim.unit is None:
        noun = _NEXT_WORD.match(plain, end)
        if (noun is not None and noun.group(1).lower() in _FOREIGN_UNITS) \
                or any(w in _FOREIGN_LABELS for w in words[-3:]):
            claim.foreign = noun.group(1) if noun is not None and \
                noun.group(1).lower() in _FOREIGN_UNITS else next(
                    w for w in words[-3:] if w in _FOREIGN_LABELS)
            if noun is not None and noun.group(1).lower() in _FOREIGN_UNITS:
                claim.end = end = noun.end()
            return claim, match.end()
        label = _label_before(block, plain, start, words)
        if label is not None:
            claim.unit, claim.hint = _FIELD_LABELS[label]
            claim.measured = True
    if claim.unit is None:
        if claim.decimals == 0 and _exit_before(words):
            claim.unit = "exit"
        elif words[-1:] == ["http"] or words[-2:] in (["http", "status"], ["status", "code"]):
            claim.hint = "http"
        elif words[-2:] == ["factor", "of"]:
            claim.unit = "x"  # "by a factor of 20.5"
            claim.ratio_words = plain[end:end + 40].lower()
        elif header_unit is not None:
            claim.unit = header_unit
            claim.hint = claim.hint or header_hint
            _set_scale(claim)
        elif (elided := _ELIDED_TOKENS.match(plain, end)) is not None:
            claim.unit, claim.hint = "tokens", elided.group(1).lower()  # "(1,813 reasoning)"
        else:
            claim.measured = _measured(claim, literal, after, before)
            if _INHERIT_AFTER.match(after) or " ".join(words[-2:]) in _INHERIT_2 \
                    or words[-1:] in (["and"], ["with"]):
                claim.inherit = True
    return claim, match.end() if claim.high is None else end


def decimals_free(match: re.Match[str]) -> bool:
    return "." not in match.group("num")


def _measured(claim: RawClaim, literal: str, after: str, before: str) -> bool:
    """A bare number is measurement-like if it has decimals or is large, and is not a year."""
    if _LOWER_NEXT.match(after) and not _INHERIT_AFTER.match(after) \
            and not _CONNECTIVE.match(after):
        return False  # "three defects", "500 words": counts of something not measured
    if claim.decimals == 0 and Decimal(1900) <= claim.value <= Decimal(2100) \
            and literal.isdigit():
        return False  # a year
    return claim.decimals > 0 or abs(claim.value) >= 10


def _apply_unit(claim: RawClaim, unit: re.Match[str], plain: str) -> bool:
    kind = unit.lastgroup
    word = unit.group(kind or "").lower() if kind else ""
    if kind == "tps":
        claim.unit = "tokens/s"
    elif kind == "tokq":
        claim.unit = "tokens"
        claim.hint = word.replace("-", " ").replace("\n", " ").split(" ")[0]
    elif kind == "tok":
        claim.unit = "tokens"
    elif kind == "ms":
        claim.unit = "ms"
    elif kind == "min":
        claim.unit = "s"
        claim.scale = (Decimal(60),)
        claim.label = "min"
    elif kind == "s":
        claim.unit = "s"
    elif kind == "kb":
        claim.unit = "bytes"
        claim.scale = {
            "kb": (Decimal(1000), Decimal(1024)), "kib": (Decimal(1024),),
            "mb": (Decimal(1000000), Decimal(1048576)), "mib": (Decimal(1048576),),
        }[word]
        claim.label = unit.group(kind)
    elif kind == "b":
        claim.unit = "bytes"
    elif kind == "bq":
        claim.unit = "bytes"
        claim.hint = word.replace("-", " ").replace("\n", " ").split(" ")[0]
    elif kind == "pct":
        claim.unit = "%"
    elif kind == "x":
        claim.unit = "x"
        claim.ratio_words = plain[unit.end():unit.end() + 30].lower()
    elif kind == "times":
        if not _COMPARATIVE.match(plain, unit.end()):
            return False
        claim.unit = "x"
        claim.ratio_words = plain[unit.end():unit.end() + 30].lower()
    elif kind == "ceil":
        claim.unit = "tokens"
        claim.hint = "ceiling"
    else:  # pragma: no cover
        return False
    return True


def _set_scale(claim: RawClaim) -> None:
    if claim.unit == "min":
        claim.unit = "s"
        claim.scale = (Decimal(60),)


_LABEL_PHRASES = {
    "content tokens": "content_tokens", "answer tokens": "content_tokens",
    "reasoning tokens": "reasoning_tokens", "completion tokens": "completion_tokens",
    "prompt tokens": "prompt_tokens", "output bytes": "output_bytes",
    "reasoning bytes": "reasoning_bytes", "wall time": "wall_s", "exit code": "exit_code",
}
_LABEL_ENDS = tuple({phrase.rsplit(" ", 1)[-1] for phrase in _LABEL_PHRASES})
# Measurements the results never hold: a number with one of these is unsupported.
_FOREIGN_UNITS = {"characters", "chars", "words", "lines", "dollars", "cents", "usd", "eur",
                  "points", "watts", "joules", "requests"}
_FOREIGN_LABELS = {"score", "rating", "accuracy", "cost", "price", "elo", "perplexity", "bill"}


def _label_before(block: Block, plain: str, start: int, words: list[str]) -> str | None:
    """A results field name right before the number ("wall_s 85.38", "Content tokens 360",
    "wall time, to be exact: 3.53"), in prose or in a code span."""
    tail = [w for w in words[-2:] if w not in ("=", ":")]
    if tail and tail[-1] in _FIELD_LABELS and words[-1] in (tail[-1], "=", ":"):
        return tail[-1]
    last = next((w for w in reversed(words) if w not in ("=", ":")), "")
    if last.endswith(_LABEL_ENDS):  # else no phrase can end the text before the number
        text = " ".join(plain[max(0, start - 30):start].lower().split()).rstrip(" :=")
        for phrase, name in _LABEL_PHRASES.items():
            if text.endswith(phrase):  # "Content tokens 360", "exit code: 0" (no comma)
                return name
    if words[-1:] == [":"]:  # "Wall time, to be exact: 3.53"
        plain_words = [w for w in words[-7:] if w not in ("=", ":", "(")]
        for size in range(len(plain_words) - 1, 0, -1):
            pair = " ".join(plain_words[size - 1:size + 1])
            if pair in _LABEL_PHRASES:
                return _LABEL_PHRASES[pair]
    gap = start
    while gap > 0 and plain[gap - 1] in " \t\n=:":
        gap -= 1
    if gap > 0 and plain[gap - 1] == CODE:
        code = next((c for c in block.codes if c.index == gap - 1), None)
        if code is not None and code.content.strip() in _FIELD_LABELS:
            return code.content.strip()
    return None


def _exit_before(words: list[str]) -> bool:
    """"exit 7", "exited with code 7", "exit code: 7", "returned code 7", "(exit 7)"."""
    index = len(words) - 1
    saw_code = False
    while index >= 0 and words[index] in _EXIT_FILLER:
        saw_code = saw_code or words[index] in ("code", "codes", "status", "statuses")
        index -= 1
    if index >= 0 and words[index] in _EXIT_WORDS:
        return True
    if saw_code and index >= 0 and words[index] in _RETURN_WORDS:
        return True
    return bool(words) and words[-1] in ("code", "codes") and words[-2:-1] != ["status"]


def _wording_before(claim: RawClaim, words: list[str]) -> None:
    """Approximations ("about", "~") and bounds ("over", "at least") right before a number."""
    last1 = words[-1] if words else ""
    if last1 not in _WORDING_ENDS:
        return
    last2 = " ".join(words[-2:])
    last3 = " ".join(words[-3:])
    if last2 in _JUST:
        claim.bound, claim.qualifier = _JUST[last2], last2
    elif last1 in _APPROX_1 or last2 in _APPROX_2:
        claim.approx = True
        claim.qualifier = last2 if last2 in _APPROX_2 else last1
    elif last2 in _NEGATED:
        claim.bound, claim.qualifier = _NEGATED[last2], last2
    elif last3 in _BOUND_3:
        claim.bound, claim.qualifier = _BOUND_3[last3], last3
    elif last2 in _BOUND_2:
        claim.bound, claim.qualifier = _BOUND_2[last2], last2
    elif last1 in _BOUND_1:
        claim.bound, claim.qualifier = _BOUND_1[last1], last1


# The last word of every phrase _wording_before knows: any other word ends none of them.
_WORDING_ENDS = {phrase.rsplit(" ", 1)[-1] for table in (
    _JUST, _APPROX_1, _APPROX_2, _NEGATED, _BOUND_1, _BOUND_2, _BOUND_3) for phrase in table}
_UNIT_WORD = re.compile(r"(?:bytes?|tokens?|seconds?|milliseconds?|minutes?|times|percent)\b")
_QUALIFIERS = {"completion", "reasoning", "content", "prompt"}
_SPELLED_WORD = re.compile("(?:" + "|".join(_WORDS) + r")[\s-]")
_TENS_WORDS = {"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}


def _spelled_numbers(plain: str) -> list[re.Match[str]]:
    """Spelled-out numbers followed by a unit ("zero bytes", "twenty-four times"): found from
    the unit words back, which is much cheaper than trying every word."""
    low = plain.lower()
    if len(low) != len(plain):
        return list(_SPELLED.finditer(plain))
    if _SPELLED_WORD.search(low) is None:
        return []  # every match is a number word followed by a space or hyphen
    found: list[re.Match[str]] = []
    for unit in _UNIT_WORD.finditer(low):
        at = unit.start()
        words = low[max(0, at - 40):at].replace("-", " ").split()
        if words and words[-1] in _QUALIFIERS:
            words.pop()
        if not words or words[-1] not in _WORDS:
            continue
        first = -2 if len(words) > 1 and words[-2] in _TENS_WORDS else -1
        start = low.rfind(words[first], 0, at)
        match = _SPELLED.match(plain, start) if start >= 0 else None
        if match is not None:
            found.append(match)
    return found


def _spelled(block: Block, match: re.Match[str]) -> RawClaim | None:
    plain = block.plain
    value = spelled_value(match.group("num"))
    if value == 1:
        return None  # "one token after another", "one second": idiom more often than claim
    unit = _UNIT.match(plain, match.end())
    if unit is None:
        return None
    claim = RawClaim(block=block, start=match.start(), end=unit.end(), num_start=match.start(),
                     num_end=match.end(), value=value)
    if not _apply_unit(claim, unit, plain):
        return None
    before = plain[max(0, match.start() - 40):match.start()]
    _wording_before(claim, _BEFORE_WORDS.findall(before.lower()))
    return claim


def _flags(block: Block, index: int, content: str, src: int) -> list[RawClaim]:
    """``--max-tokens 4096`` in inline code: a flag whose value is checked against params."""
    claims: list[RawClaim] = []
    matches = list(_FLAG.finditer(content))
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
    _ = CODE
