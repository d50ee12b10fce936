"""Ratios between lanes: which lane a sentence is about, which it is compared with, which
metric, and which way round the division goes."""

from __future__ import annotations

import re

from lumen_report.verify import match as m
from lumen_report.verify.context import BlockContext
from lumen_report.verify.grammar import RawClaim
from lumen_report.verify.names import Key, Mention, any_in, finditer, folded
from lumen_report.verify.patterns import compiled

_TIME_WORDS = compiled(r"fast|slow|quick|speed|\bas\s+long\b|longer\s+(?:to|than)|"
                         r"latency|\btime\b|\bsooner\b|\blater\b|\bearlier\b|throughput|"
                         r"\brate\b", re.I)
_AS_LONG = compiled(r"(?i)\bas\s+long\b(?!\s+(?:an?\s|answers?\b|outputs?\b))")
_BYTE_WORDS = compiled(r"byte|output|answer|larger|smaller|bigger|\bsize\b", re.I)
_REASONING_BYTES = compiled(r"(?i)\breasoning\s+(?:traces?|text|bytes?)\b|\bbytes?\s+of\s+"
                            r"(?:its\s+|their\s+)?reasoning\b")
_PROMPT_OWNED = compiled(r"(?i)['\u2019]s\s+prompts?\b")
_TOKEN_WORDS = compiled(r"(completion|reasoning|content|prompt)?\s*tokens?", re.I)


_SENTENCE_END = compiled(r"[.;!?](?:\s|$)")
_FIRST_TOKEN = compiled(r"\b(?:first\s+token|ttft)\b", re.I)
# "took twice as long as", "one third of X's time": the time a run took, its wall time.
_NAMED_TIME = compiled(r"\b(wall)[\s-]*(?:clock\s+)?time|\b(as\s+long\s+as)\b|"
                         r"(\w'?s\s+time)\b|\b(?:first\s+token|ttft)\b", re.I)
# "its first answer byte took 49 times as long": time to first output, not a byte count.
_FIRST_BYTE = compiled(r"\bfirst\s+(?:(?:answer|output|content)\s+)?bytes?\b|\bttfo\b"
                       r"|\bfirst\s+(?:visible\s+)?(?:character|paint)\b"
                       # ("takes 34 times as long as Drag CLI to start its answer")
                       r"|\bto\s+(?:start|begin)\s+(?:its|their|the|an?)\s+"
                       r"(?:answers?|repl(?:y|ies)|responses?|output)\b", re.I)
# A time named by how long something took, not which time: "took twice as long as".
_SOME_TIME = ("wall_s", "tokens_per_s")  # (a first token or byte is said so: "first token")
_WALL_NAMED = compiled(r"\bwall\b|\bend[\s-]to[\s-]end\b|\btotal\b|\bwhole\b", re.I)
_RATE_WORDS = compiled(r"\b(?:(?P<decode>decod\w*)|rates?|throughput)\b"
                         r"|tok(?:en)?s?\s*(?:/|per\s)\s*s", re.I)


def ratio_fields(words: str) -> tuple[str, ...]:
    words = _SENTENCE_END.split(words, maxsplit=1)[0]  # the wording of this sentence only
    rate = _RATE_WORDS.search(words)
    if rate is not None:  # "end-to-end rate", "throughput", "decode rate", "tokens/s"
        return ("decode_tokens_per_s",) if rate.group("decode") else ("tokens_per_s",)
    if _FIRST_TOKEN.search(words):  # "time to first token" names no token count
        return ("ttft_s",)
    if _FIRST_BYTE.search(words):  # "its first answer byte" names no byte count
        return ("ttfo_s",)
    if _AS_LONG.search(words):  # "took 2.0x as long for a complete answer": the time
        return ("wall_s",)
    token = _TOKEN_WORDS.search(words)
    if token is not None:
        kind = (token.group(1) or "").lower()
        if kind:
            return (f"{kind}_tokens",)
        return ("completion_tokens", "reasoning_tokens", "content_tokens")
    if _BYTE_WORDS.search(words):
        # ("its median reasoning trace ran to 14,870 bytes": the reasoning's bytes)
        return ("reasoning_bytes",) if _REASONING_BYTES.search(words) else ("output_bytes",)
    if _PROMPT_OWNED.search(words):  # "Muslin R1's prompt was 1.07x the size of ...": tokens
        return ("prompt_tokens",)
    named = _NAMED_TIME.search(words)
    if named is not None:  # "in wall time", "to the first token"
        return ("wall_s",) if named.group(1) or named.group(2) or named.group(3) \
            else ("ttft_s",)
    if _TIME_WORDS.search(words):
        return _SOME_TIME
    return ()


_OWN_WORDS = compiled(r"[;]|,\s+(?:and|but|while|whereas)\s")


def ratio_metric(words: str, clause: str) -> tuple[str, ...]:
    """The metrics a ratio is of: what the words after it name ("as many bytes as"), else
    what its clause names before it. A time the words after it leave open ("twice as long
    as", "4x later than") is the one the clause names: "Lark's first token took twice as
    long as Quill's" is a ratio of times to first token, not of wall times."""
    if "prompt" in clause and _PROMPT_OWNED.search(clause) is not None:
        return ("prompt_tokens",)  # "Muslin R1's prompt was 1.07x the size of Calico 2.1's"
    fields = ratio_fields(_OWN_WORDS.split(words, maxsplit=1)[0]) or ratio_fields(words)
    # (its own clause first: "takes 11.2 times as long here, and its answers are ..." is a
    # ratio of times, not of answers' bytes)
    if fields in (("wall_s",), _SOME_TIME) and "first" in clause.lower() \
            and _WALL_NAMED.search(words) is None:
        named = ratio_fields(clause)
        if named in (("ttft_s",), ("ttfo_s",)):
            return named
    return fields or ratio_fields(clause)


EVERY_TASK = compiled(r"(?i)\b(?:each|every|all|both|any)\s+(?:of\s+(?:the|its|their)\s+)?"
                         r"(?:\w+\s+)?(?:tasks?|prompts?)\b"
                         r"|\bacross\s+(?:the\s+|all\s+)?(?:\w+\s+)?tasks\b"
                         r"|\bacross\s+the\s+(?:whole|entire)\s+suite\b")  # (every task)

_TASK_WORDS = compiled(r"\s(?:task|prompt|suite)")  # every EVERY_TASK match has one, lowered
# Every EVERY_TASK match starts with one of these, lowered (see names.finditer).
_EVERY_WORDS = compiled(r"(?:e(?:ach|very)|a(?:ll|cross|ny)|both)\s")


def every_task_at(plain: str, low: str | None = None) -> list[int]:
    """Where "each of the three tasks", "across all tasks", "on both of its tasks", "on any
    task" start
    (``low``: ``folded(plain)`` when the caller has it)."""
    if low is None:
        low = folded(plain)
    if not any_in(low, _TASK_WORDS):
        return []
    return [found.start() for found in finditer(EVERY_TASK, plain, _EVERY_WORDS, low)]


_RATIO_WORD = compiled(r"(?i)\bratio\b")
_RATIO_OF = compiled(r"(?i)\bratio\s+of\b")
AGAINST = compiled(r"\s+(?:\w+\s+){0,2}?(?:than|as)\s+([A-Z][\w.-]*)")
COMPARED = compiled(r"(?i)(?:\bthan|\bover|\bas|\bbeat|\bbeats|\boutpaced|\boutran|"
                       r"\bahead\s+of|\bbehind|\btrailed|\btrails|\bleads|\boutpaces|"
                       r"\d%\s+(?:below|above|under)|"
                       r"\b(?:gap|difference|margin)\s+(?:to|from)|"
                       r"\b(?:size|length|speed|rate|time)\s+of|"
                       r"\brelative\s+to|\bcompared\s+(?:to|with)|\bversus|\bvs\.?|"
                       r"\bagainst|\btimes|\d[x\u00d7]|\bth(?:at|ose)\s+of|\bwhat|\bminus)"
                       r"\s+(?:the\s+)?$")
_FASTER = compiled(r"\b(?:faster|quicker|sooner|earlier|speed-?ups?|as\s+(?:fast|quick)|"
                   r"ahead\s+of)\b", re.I)
_SLOWER = compiled(r"\b(?:slower|later|as\s+long|longer|more\s+time|as\s+slow|behind|trails|"
                   r"trailed)\b", re.I)
_BEAT = compiled(r"\b(?:beat|beats|outpaced|outpaces|outran|outperformed|leads)\b", re.I)
_MORE = compiled(r"\b(?:as\s+many|as\s+much|more|larger|bigger|higher|the\s+size|above|"
                   r"as\s+large|as\s+big|(?:increase|raise|grow|inflate)[sd]?|grew)\b", re.I)
_LESS = compiled(r"\b(?:fewer|less|smaller|lower|shorter|below|"
                 r"(?:cut|trim|shave|slash|reduce|lower|drop)(?:s|d|ed|ped|med)?)\b", re.I)


def direction(words: str) -> str | None:
    """What the wording says of the sentence's subject: faster, slower, more or less."""
    found = [(match.start(), name) for pattern, name in (
        (_FASTER, "faster"), (_SLOWER, "slower"), (_MORE, "more"), (_LESS, "less"),
        (_BEAT, "beat"))
        if (match := pattern.search(words)) is not None]
    return min(found)[1] if found else None


def numerator(direction: str | None, name: str) -> str | None:
    """Whose value is on top of the ratio for this metric: "subject", "other" or unknown."""
    if direction is None:
        return None
    if name in m.TIME:  # a faster lane has the smaller time
        return {"faster": "other", "slower": "subject", "more": "subject",
                "less": "other"}[direction]
    if name in m.RATES:
        return {"faster": "subject", "slower": "other", "more": "subject",
                "less": "other"}[direction]
    return {"more": "subject", "less": "other"}.get(direction)


def lane_slug(keys: frozenset[Key]) -> str | None:
    lanes = {lane for _, lane in keys}
    return next(iter(lanes)) if len(lanes) == 1 else None




def explicit_ratio(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int],
                    header: BlockContext | None
                    ) -> tuple[str, str, tuple[str, ...]] | None:
    """A division written out: "the ratio of DiffusionGemma's wall time to Mercury's was
    24.2", or a column "Time ratio (Mercury / DiffusionGemma)": (numerator lane,
    denominator lane, metrics)."""
    if header is not None and ctx.block.table is not None \
            and _RATIO_WORD.search(header.block.plain) and len(header.lanes) >= 2:
        first, second = lane_slug(header.lanes[0].keys), lane_slug(header.lanes[1].keys)
        if first and second and first != second:
            return first, second, ratio_fields(header.block.plain) or ("wall_s",)
    if raw.unit is not None:
        return None
    plain = ctx.block.plain
    divided = _written_division(ctx, raw, sentence)
    if divided is not None:
        return divided
    found = None
    for found in _RATIO_OF.finditer(plain, sentence[0], raw.start):  # noqa: B007
        pass
    if found is None:
        return None
    lanes = [mn for mn in ctx.lanes if found.end() <= mn.start and mn.end <= raw.start]
    if len(lanes) < 2:
        return None
    first, second = lane_slug(lanes[0].keys), lane_slug(lanes[1].keys)
    if not first or not second or first == second:
        return None
    words = plain[found.end():raw.start]
    return first, second, ratio_fields(words) or ("wall_s",)


def written_ratio(plain: str) -> bool:
    """Whether a block can hold a division written out ("the ratio of", "divided by", "A over
    B is C"): the check ``explicit_ratio`` needs, without its scans."""
    return "atio" in plain or "divide" in plain or "Divide" in plain or " over " in plain


_DIVIDE = compiled(r"(?i)\bdivide\s")
_BY = compiled(r"(?i)\sby\s")
_DIVIDED = compiled(r"(?i)\b(?:divided\s+by|over)\s")
# What ends the text between a written division and its result: "is", "=", "works out to".
_RESULT_BEFORE = compiled(
    r"(?i)(?:\b(?:is|was|are|were|equals?|gives?|yields?|makes?|comes?\s+to|works?\s+out\s+"
    r"(?:to|at)|(?:and\s+)?(?:you|we)\s+get)|=)\s*(?:about\s+|roughly\s+|approximately\s+|"
    r"~|\u2248)?$")
_OPERAND_RATE = compiled(r"(?i)tok(?:en)?s?\s*(?:/\s*s\b|per\s+s)")
_OPERAND_SECONDS = compiled(r"(?i)\d\s*(?:s|secs?|seconds?|ms|milliseconds?)\b")
_OPERAND_FIRST = compiled(r"(?i)first\s+token|\bttft\b")


def _written_division(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]
                      ) -> tuple[str, str, tuple[str, ...]] | None:
    """"OLMo's 30.21 seconds divided by Granite's 2.85 seconds is 10.6", "Granite's 1,204
    tokens over Phi's 1,310 tokens is 0.92": a unitless result of a division between two
    lanes' figures is their ratio in that direction (never a time or a count)."""
    plain = ctx.block.plain
    if _RESULT_BEFORE.search(plain, sentence[0], raw.start) is None:
        return None
    division = None
    for division in _DIVIDED.finditer(plain, sentence[0], raw.start):  # noqa: B007
        pass
    divide = None
    for divide in _DIVIDE.finditer(plain, sentence[0], raw.start):  # noqa: B007
        pass
    by = _BY.search(plain, divide.end(), raw.start) if divide is not None else None
    if divide is not None and by is not None \
            and (division is None or division.start() < divide.start()):
        # "Divide OLMo's 27.65 seconds by Granite's 4.12 seconds and you get 6.7"
        tops = [mn for mn in ctx.lanes if divide.end() <= mn.start and mn.end <= by.start()]
        bottoms = [mn for mn in ctx.lanes if by.end() <= mn.start and mn.end <= raw.start]
        top = tops[0] if tops else None
    elif division is not None:
        tops = [mn for mn in ctx.lanes
                if sentence[0] <= mn.start and mn.end <= division.start()]
        bottoms = [mn for mn in ctx.lanes
                   if division.end() <= mn.start and mn.end <= raw.start]
        top = tops[-1] if tops else None
    else:
        return None
    if top is None or len(bottoms) != 1 or ";" in plain[bottoms[0].end:raw.start]:
        return None  # "..., over Granite's 2.85 s, and OLMo was 30.21": not its quotient
    first, second = lane_slug(top.keys), lane_slug(bottoms[0].keys)
    if not first or not second or first == second:
        return None
    return first, second, _operand_fields(plain[top.end:raw.start])


def _operand_fields(words: str) -> tuple[str, ...]:
    """The metric two written operands share: a rate, seconds (the wall time unless the first
    token is named), or what their wording names."""
    if _OPERAND_RATE.search(words):
        return ("tokens_per_s",)
    if _OPERAND_SECONDS.search(words):
        return ("ttft_s",) if _OPERAND_FIRST.search(words) else ("wall_s",)
    return ratio_fields(words) or ("wall_s",)


# Before a lane that is an object, not a subject: "25% of Sable's", "fewer than Sable".
_OBJECT_BEFORE = compiled(r"(?i)\b(?:of|than|as|with|to|against|versus|vs\.?)\s+(?:the\s+)?$")


# A clause that opens with its subject and verb elided: ", and 75% fewer ... than Sable",
# ", that is 75% fewer ...", "; 75% fewer ..." (an apposition to the clause before).
ELIDED_SUBJECT = compiled(r"(?i)\s*(?:(?:and|or|but|that\s+is|i\.e\.,?|so)(?:\s+(?:also|so|"
                          r"thus|hence|still|only|was|were|is|used|wrote|took|needed|spent|had|"
                          r"made))?\s+)?$")


def subject_lanes(ctx: BlockContext, start: int, end: int) -> list[Mention]:
    """The lanes named in plain[start:end] that are no object of "of", "than", "with"."""
    plain = ctx.block.plain
    return [mn for mn in ctx.lanes if start <= mn.start and mn.end <= end
            and _OBJECT_BEFORE.search(plain, max(start, mn.start - 12), mn.start) is None]


def elided_subject(ctx: BlockContext, clause_start: int, raw: RawClaim) -> bool:
    """Whether the clause of a comparison at ``raw`` has no subject of its own, so that it is
    about the sentence's: ", and 75% fewer ... than Sable" opens its clause, "1.5x as many
    as Osprey 1.5 and 200% more than Wren" follows the object of the comparison before it,
    and "wrote 3,600 bytes, 67% of Kestrel's" stands beside the figure it compares."""
    plain = ctx.block.plain
    if ELIDED_SUBJECT.fullmatch(plain, clause_start, raw.start) or beside_figure(plain, raw):
        return True
    objects = [mn.end for mn in ctx.lanes if clause_start <= mn.start and mn.end <= raw.start]
    return bool(objects) and ELIDED_SUBJECT.fullmatch(plain, objects[-1], raw.start) is not None


# Words that only approximate the figure after them: no metric or clause of their own.
# Words that strengthen a bound beside a figure: "76.9 tokens per second, well under half of".
INTENSIFIERS = frozenset({"well", "far", "just", "still", "comfortably"})
APPROX_ONLY = frozenset({"about", "roughly", "around", "nearly", "almost", "approximately",
                         "some", "~", "\u2248", "just", "only"})


def beside_figure(plain: str, raw: RawClaim) -> bool:
    """Whether ``raw`` stands in apposition to the figure right before it ("wrote 3,600
    bytes, 67% of Kestrel's")."""
    comma = raw.prev_end
    between = plain[comma + 1:raw.start].strip().lower()
    said = (raw.qualifier or "").lower()
    if raw.bound is not None and said and between.endswith(said):
        between = " ".join(word for word in between[:-len(said)].split()
                           if word not in INTENSIFIERS)  # ("76.9 tokens per second, well
        # under half of Vaquita Pro's": a bound beside the figure)
    return comma > 0 and plain[comma:comma + 1] == "," and (
        not between or between in APPROX_ONLY)  # ("934 bytes, about a third of Tinamou's")


# A lane fronted as what the clause after it is compared with: "Compared with Kestrel,",
# "Next to Osprey,", "Against Wren,", "Relative to Kestrel 3 70B's,".
_FRONTED_BEFORE = compiled(r"(?i)\b(?:compared\s+(?:with|to)|next\s+to|against|relative\s+to)"
                           r"\s+(?:the\s+)?$")
_FRONTED_AFTER = compiled(r"(?:['\u2019]s)?\s*,")
# Every _FRONTED_BEFORE match holds one of these, lowered.
_FRONTED_WORDS = compiled(r"compared|next to|against|relative to")


def fronted_compared(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]
                     ) -> Mention | None:
    """The lane fronted before the subject of ``raw``'s clause as what it is compared with
    ("Compared with Kestrel, Osprey used 60% fewer tokens"): the percentage compares the
    subject named after the comma with it. None when there is no such lane or no subject."""
    low = ctx.low if ctx.low is not None else folded(ctx.block.plain)
    if not any_in(low, _FRONTED_WORDS):
        return None
    plain = ctx.block.plain
    fronted = None
    for mn in ctx.lanes:
        if sentence[0] <= mn.start and mn.end <= raw.start \
                and _FRONTED_AFTER.match(plain, mn.end) \
                and _FRONTED_BEFORE.search(plain, max(sentence[0], mn.start - 20), mn.start):
            fronted = mn
    if fronted is None:
        return None
    subject = subject_lanes(ctx, fronted.end, raw.start)
    if not subject or subject[-1].keys == fronted.keys:
        return None
    return fronted
