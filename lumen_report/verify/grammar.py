"""The grammar of a number in prose: digits with thousands separators and decimals, the
unit glued or spaced after it, and small numbers spelled out ("zero bytes"); the claim type
(``RawClaim``) that extraction fills in."""

from __future__ import annotations

import re
from dataclasses import MISSING, dataclass, field, fields
from decimal import Decimal, InvalidOperation

from lumen_report.verify.blocks import Block
from lumen_report.verify.lazy import lazy
from lumen_report.verify.names import by_first_letter
from lumen_report.verify.patterns import compiled

DIGIT = compiled(r"\d")  # (a block, or a stretch of one, without it holds no figure)
# The ordinal words that name a repeat (lists.ORDINALS gives the repeat each names).
ORDINAL = "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final"
# A name's possessive ending: "Sumcheck's", "Stulch Eaves'" (a name ending in "s").
POSSESSIVE = r"(?:['\u2019]s|s['\u2019])"
# An ordinal run right after a figure, which is that run's: "18.62 s first run, 21.37 the
# second", "24.18 s on its first run and 26.83 the third one".
ORDINAL_AFTER = compiled(rf"(?i)\s+(?:on\s+)?(?:the|its)\s+({ORDINAL})(?:\s+(?:one|run|repeat))?"
                         r"\s*(?:[,.;)]|$)")
# Request parameters written as YAML or JSON in code (`max_tokens: 8192`, `{"seed": 7}`), as a
# table header over their values ("`temperature`"), or before one ("Raising `max_tokens` from
# 256 to 1024").
PARAM_NAMES = frozenset({"max_tokens", "max_completion_tokens", "max_new_tokens", "temperature",
                         "top_p", "top_k", "seed", "n", "presence_penalty",
                         "frequency_penalty"})

_SEP = "[,\u2009\u202f\u00a0]"
NUM = rf"(?:\d{{1,3}}(?:{_SEP}\d{{3}})+(?:\.\d+)?|\d+(?:\.\d+)?)"
NUMBER = compiled(
    rf"(?<![\w.,/:\u2212+\-~≈$€£#§])(?P<pre>[~≈])?(?P<sign>[-+\u2212])?(?P<num>{NUM})(?P<plus>\+)?"
)
_SPACE = r"[ \u00a0\u2009\u202f\n]?"
UNIT = compiled(
    rf"""(?P<gap>{_SPACE}|-)
    # "514 more bytes than Ibis": a difference, its comparative before the unit
    (?:(?P<cmp>more|fewer|less)[ \n](?=(?:(?:completion|reasoning|content|output|answer)[ \n])?
       (?:bytes?|tokens?|seconds?|milliseconds?|ms)\b))?
    (?:
      (?P<tps>(?:(?:completion|output|generated|decode[d]?)[ \n-])?(?:tokens?|toks?)\s*
        (?:/\s*s(?:ec)?\b|per\s+s(?:ec(?:ond)?)?\b|a\s+second\b)|t/s\b|tps\b)
    # "555 bytes per second", "700 B/s": output bytes over wall time (match: bytes_per_s)
    | (?P<bps>(?:(?:output|answer|UTF-?8)[ \n-])?bytes?\s*(?:/\s*s(?:ec)?\b|per\s+s(?:ec(?:ond)?)?\b
        |a\s+second\b)|B/s\b)
    | (?P<tokq>(?:completion|reasoning|content|prompt|output|answer|thinking|input)[ \n-]tokens?\b)
    | (?P<tok>tokens?\b)
    | (?P<bq>(?:reasoning|output|answer|thinking|content|reply|response)[ \n-]bytes?\b)
    | (?P<ms>ms\b|msec\b|milliseconds?\b)
    | (?P<min>mins?\b|minutes?\b)
    | (?P<s>s\b|secs?\b|seconds?\b)
    | (?P<kb>KB\b|kB\b|KiB\b|MB\b|MiB\b)
    | (?P<b>(?:UTF-?8\s+)?bytes?\b)
    | (?P<pp>percentage[\s-]+points?\b|pp\b)
    | (?P<pct>%|percent\b|per\s+cent\b)
    | (?P<x>[x\u00d7](?![\w/])|-?fold\b)
    | (?P<times>times\b)
    | (?P<ceil>(?:token\s+)?(?:ceiling|budget|limit|cap)\b)
    )""",
    re.X | re.I,
)
_COMPARATIVE = compiled(
    r"\s+(?:faster|slower|quicker|sooner|later|earlier|longer|shorter|more|fewer|less|larger|smaller|bigger|"
    r"higher|lower|as\b|the\b|over\b(?![^\S\n]*(?:[.,;:!?)\n]|$))"
    # "1.9 times Juniper 1.2's", "2.3 times Juniper", "2.3 times that of Orca", "1.9 times
    # what Juniper managed" (a name that is no lane's is no ratio: see decide.ratio_claim)
    r"|th(?:at|ose)\s+of\b|what\s|(?-i:[A-Z])"
    # "1.6 times its completion tokens": a pronoun for the lane compared with
    r"|its\s+(?!own\b|first\b|second\b|third\b|last\b|runs?\b)[a-z])",
    re.I,
)
# Whose whole a part is of, after "N of": "its", "that run's", "Veil Pro's", "its first
# run's" ("1,893 of its first run's 2,617 completion tokens", "1,163 of Veil Pro's tokens").
PART_OWNER = (r"(?:its|their|the|his|her|our|my|(?:that|this|the)\s+run['\u2019]s"
              r"|(?:(?-i:[A-Z])[\w.-]*(?:\s+[\w.-]+){0,2}?|\x00+)['\u2019]s)"  # (or masked)
              r"(?:\s+(?:first|second|third|fourth|fifth|sixth|seventh|eighth|last|median)"
              r"\s+run['\u2019]s)?")
NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
}


def count_of(word: str) -> int:
    """A small count as written, in digits or words ("4", "four"); 0 when it is neither."""
    return int(word) if word.isdigit() else NUMBER_WORDS.get(word.lower(), 0)


_TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
_ONES = "one|two|three|four|five|six|seven|eight|nine"
# (Not "a few hundred milliseconds", "several hundred tokens": no figure is given.)
_SPELLED = compiled(
    rf"(?<!\bfew\s)(?<!\bseveral\s)(?<!\bmany\s)"
    rf"\b(?P<num>(?:{_TENS})(?:[- ](?:{_ONES}))?|zero|one|two|three|four|five|six|seven|eight|"
    rf"nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|"
    rf"(?:(?:a|{_ONES})\s+)?hundred)\b(?=[\s-]+(?:(?:completion|reasoning|content|prompt|answer|output|"
    rf"thinking|input)\s+)?"
    rf"(?:bytes?|tokens?|seconds?|milliseconds?|minutes?|times|percent|attempts|tries)\b"
    # (not a noun's adjective: "one model at two token ceilings", "a two-second timeout")
    rf"(?![\s-]+(?:ceilings?|limits?|caps?|budgets?|windows?|timeouts?|settings?|levels?)\b))",
    re.I,
)
_SEPARATORS = str.maketrans("", "", ",\u2009\u202f\u00a0")


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
    compared: bool = False  # "514 more bytes": a comparative between the number and its unit
    list_end: int = 0  # the end of the list of figures it is one of ("1,944.5, ... bytes")
    hint_carried: bool = False  # its hint came from the item before it in an elided list
    code: tuple[int, int, str] | None = None  # a flag's number: draft offsets and literal
    label: str | None = None  # the unit as written when it is scaled ("min", "KB")
    prev_end: int = 0  # where the claim before it in the block ends
    foreign: str | None = None  # a unit or label the results never hold ("characters")
    # The figure before ("before") or after ("after") a change: "slowed from 7.46 s to 9.87 s".
    change: str | None = None
    # The first member of the coordinated pair this claim is the elided second of ("12.61 s
    # into its first run and 11.72 s into its second"): its field carries over.
    pair: RawClaim | None = None
    # The other end of the range this claim is one end of: both bound one field.
    partner: RawClaim | None = field(default=None, compare=False, repr=False)
    # A range a verb says the runs spanned ("ranged from 58.85 to 72.40 s"): its ends are the
    # lowest and highest values, not only bounds on them.
    tight: bool = False
    points: bool = False  # percentage points: a difference between two lanes' shares
    # The readings of the world's figures found it no figure ("exhibit 14", "port 443"): it
    # takes no unit from the figure before it, as an elided item would.
    settled: bool = False

    @property
    def text(self) -> str:
        return self.block.plain[self.start:self.end]


_RAW_DEFAULTS = {f.name: f.default for f in fields(RawClaim) if f.default is not MISSING}


def new_claim(block: Block, start: int, end: int, num_start: int, num_end: int, value: Decimal,
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
        if part == "hundred":
            total = (total or 1) * 100  # "a hundred", "two hundred"
        elif part != "a":
            total += NUMBER_WORDS.get(part, 0)
    return Decimal(total)


# What a count of tokens was of, right after it: "344 tokens of letter", "tokens for the reply".
_ANSWER_AFTER = compiled(r"(?i)\s+(?:of|for|in|on)\s+(?:the\s+|its\s+|actual\s+|visible\s+)?"
                         r"(?:reply|replies|answer|answers|letter|letters|visible\s+text|output)\b")
_CEILING_AFTER = compiled(r"[ \n]+(?:ceiling|budget|limit|cap)\b")


def apply_unit(claim: RawClaim, unit: re.Match[str], plain: str) -> bool:
    kind = unit.lastgroup
    if unit.group("cmp") is not None:
        claim.compared = True
    word = unit.group(kind or "").lower() if kind else ""
    if kind == "tps":
        claim.unit = "tokens/s"
    elif kind == "bps":
        claim.unit = "bytes/s"
    elif kind == "tokq":
        claim.unit = "tokens"
        claim.hint = word.replace("-", " ").replace("\n", " ").split(" ")[0]
    elif kind == "tok":
        claim.unit = "tokens"
        if _CEILING_AFTER.match(plain, unit.end()):
            claim.hint = "ceiling"  # "its 12,288-token budget": the run's max_tokens
        elif _ANSWER_AFTER.match(plain, unit.end()):
            claim.hint = "content"  # "1,168 reasoning tokens and 344 tokens of letter": the
            # reply's tokens
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
        if claim.hint in ("reply", "response"):
            claim.hint = "answer"  # "644 reply bytes": the answer's
    elif kind == "pct":
        claim.unit = "%"
    elif kind == "pp":  # "a gap of 35.3 percentage points": a difference of two shares
        claim.unit, claim.points = "%", True
    elif kind == "x":
        claim.unit = "x"
        claim.ratio_words = ratio_window(plain, unit.end())
    elif kind == "times":
        if not _COMPARATIVE.match(plain, unit.end()) and not _elided_ratio(claim, unit, plain):
            return False
        claim.unit = "x"
        claim.ratio_words = ratio_window(plain, unit.end())
    elif kind == "ceil":
        claim.unit = "tokens"
        claim.hint = "ceiling"
    else:  # pragma: no cover
        return False
    return True


def ratio_window(plain: str, end: int) -> str:
    """The words after a ratio that say what it is of (lowered): 30 characters, or on to
    the end of a figure's unit the cut falls in ("2x Marten Flash's 200 tokens per second")."""
    words = plain[end:end + 30]
    if words[-1:].isalpha() and plain[end + 30:end + 31].isalpha() \
            and _CLAUSE_MARK.search(words) is None:
        stop = end + 30  # (not a word of its clause cut in two: "to its first output byte",
        while stop < len(plain) and plain[stop].isalpha():  # cut at "by", is no "output")
            stop += 1
        words = plain[end:stop]
    if (cut := _CUT_UNIT.search(words)) is not None \
            and _CLAUSE_MARK.search(words, 0, cut.start()) is None:  # (in the ratio's clause)
        rest = _UNIT_REST.match(plain, end + cut.start())
        if rest is not None:
            words = plain[end:end + cut.start() + rest.end() - rest.start()]
    return words.lower()


# A figure and the start of its unit at the end of the 30 characters, and its unit whole.
_CLAUSE_MARK = compiled(r"[,;:!?]|\.(?!\d)")
_CUT_UNIT = compiled(r"\d[\d,.]*\s*(?:[a-z/]+(?:\s+[a-z/]+)?)?$", re.I)
_UNIT_REST = compiled(r"\d[\d,.]*\s*(?:(?:completion|reasoning|content|output|answer)\s+)?"
                      r"(?:tok(?:en)?s?(?:\s*/\s*s|\s+per\s+second|\s+a\s+second)?|bytes?"
                      r"|seconds?|s\b|ms\b)", re.I)


_CLAUSE_END = lazy(r"\s*(?:[.,;:)!?]|$)")
_EARLIER_RATIO = lazy(r"\d\s*(?:times\b|[x\u00d7](?![\w/]))")
SENTENCE_END = lazy(r"[.!?](?:\s|$)")


def _elided_ratio(claim: RawClaim, unit: re.Match[str], plain: str) -> bool:
    """"…, and Wren's about 3 times.": "N times" ending its clause repeats the comparison
    of a ratio before it in the sentence ("Kestrel's time was 6 times Ibis's")."""
    if _CLAUSE_END.match(plain, unit.end()) is None:
        return False
    if _GAP_IS.search(plain, max(0, claim.start - 100), claim.start) is not None:
        return True  # "on the log tidy-up the gap narrows to 2.7 times."
    ends = [found.end() for found in SENTENCE_END.finditer(plain, 0, claim.start)]
    start = ends[-1] if ends else 0
    for earlier in _EARLIER_RATIO.finditer(plain, start, claim.start):
        after = earlier.end()
        if earlier.group(0)[-1] not in "x\u00d7" and not _COMPARATIVE.match(plain, after):
            continue  # "retried 2 times, and ... 4 times": no comparison to repeat
        between = plain[after:claim.start]
        cut = max((found.end() for found in _JOIN.finditer(between)), default=-1)
        if cut >= 0 and _ELIDED_SUBJECT.fullmatch(between, cut) is not None:
            return True
    return False


_JOIN = lazy(r"[,;]|\b(?:and|but|while|whereas)\b")
# A ratio's noun and what it came to, right before "N times" ("the gap narrows to", "the ratio
# of Rokkaku's median to Drogue's is about"): the figure is that ratio.
_GAP_IS = lazy(r"(?i)\b(?:gap|ratio|factor|margin|lead)"
               r"(?:\s+(?:of|between)\s(?:[^.;:!?]|\.\d){1,70}?)?\s+(?:is|was|stays|stayed|narrows|narrowed"
               r"|widens|widened|grows|grew|shrinks|shrank|falls|fell|rises|rose|comes|came"
               r"|closes|closed|opens|opened)(?:\s+(?:to|at|out\s+at))?"
               r"(?:\s+(?:about|roughly|nearly|almost|around|just|only))?\s+$")
# What may stand between the join and the figure: a name ("Wren", "Wren 2 Flash's"), then an
# approximation, and nothing with a verb ("and we reran it 3 times").
_ELIDED_SUBJECT = lazy(r"\s*(?:and\s+)?[A-Z][\w.'\u2019-]*(?:\s+[\w.'\u2019-]+){0,3}?"
                             r"(?:\s+(?:about|roughly|nearly|almost|around|some|just|only))?\s*")


def set_scale(claim: RawClaim) -> None:
    if claim.unit == "min":
        claim.unit = "s"
        claim.scale = (Decimal(60),)
    elif claim.unit == "KB":  # a header's "(KB)": 1,000 bytes, or 1,024 (as "KB" is read)
        claim.unit, claim.label = "bytes", "KB"
        claim.scale = (Decimal(1000), Decimal(1024))
    elif claim.unit == "KiB":  # a header's "(KiB)": 1,024 bytes
        claim.unit, claim.label = "bytes", "KiB"
        claim.scale = (Decimal(1024),)


_UNIT_WORD = compiled("(?:" + by_first_letter((w[0], w[1:]) for w in (
    "bytes?", "tokens?", "seconds?", "milliseconds?", "minutes?", "times", "percent", "attempts",
    "tries")) + r")\b")
# (the field words _SPELLED allows between the number and its unit)
_QUALIFIERS = {"completion", "reasoning", "content", "prompt", "answer", "output", "thinking",
               "input"}
_SPELLED_WORD = compiled("(?:" + by_first_letter((w[0], w[1:]) for w in NUMBER_WORDS)
                           + r")[\s-]")
_ONES_WORDS = set(_ONES.split("|"))
_LETTERS = compiled(r"[a-z]+")
_TENS_WORDS = {"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}


def spelled_numbers(plain: str, low: str | None = None) -> list[re.Match[str]]:
    """Spelled-out numbers followed by a unit ("zero bytes", "twenty-four times"): found from
    the unit words back, which is much cheaper than trying every word. ``low``:
    ``names.folded(plain)`` when the caller has it (else lowered here)."""
    if low is None:
        low = plain.lower()
    if len(low) != len(plain):
        return list(_SPELLED.finditer(plain))
    if _SPELLED_WORD.search(low) is None:
        return []  # every match is a number word followed by a space or hyphen
    found: list[re.Match[str]] = []
    for unit in _UNIT_WORD.finditer(low):
        at = unit.start()
        before = at - 1
        while before >= 0 and (low[before].isspace() or low[before] == "-"):
            before -= 1
        if before >= 0 and low[before].isdigit():
            continue  # "3.53 seconds": the word before is a figure (no number word)
        words = _LETTERS.findall(low, max(0, at - 40), at)  # (not "(zero": "(zero bytes)")
        if words and words[-1] in _QUALIFIERS:
            words.pop()
        if not words or words[-1] not in NUMBER_WORDS:
            continue
        first = -2 if len(words) > 1 and (
            words[-2] in _TENS_WORDS
            or (words[-1] == "hundred" and (words[-2] == "a" or words[-2] in _ONES_WORDS))) \
            else -1
        start = low.rfind(words[first], 0, at)
        match = _SPELLED.match(plain, start) if start >= 0 else None
        if match is not None:
            found.append(match)
    return found
