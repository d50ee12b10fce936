"""The words right before a number: approximations ("about"), bounds ("at least"), exit
codes ("exited with code"), results field labels ("wall_s", "content tokens"), references
("step 3") and measurements the results never hold ("characters")."""

from __future__ import annotations

import re

from lumen_report.verify.blocks import CODE, Block
from lumen_report.verify.grammar import RawClaim
from lumen_report.verify.patterns import compiled

MONTH_WORDS = {"jan", "january", "feb", "february", "mar", "march", "apr", "april", "may",
               "jun", "june", "jul", "july", "aug", "august", "sep", "sept", "september",
               "oct", "october", "nov", "november", "dec", "december"}
# A number right after one of these words is a reference, not a measurement ("step 3").
REFERENCE_WORDS = {
    "section", "sections", "step", "steps", "figure", "figures", "fig", "table", "tables",
    "chapter", "part", "appendix", "page", "pages", "line", "lines", "issue", "issues", "phase",
    "round", "run", "runs", "repeat", "attempt", "question", "item", "rule", "case", "example",
    "note", "version", "release", "footnote", "lane", "task", "prompt", "variant", "stage",
    "level", "no", "number", "pr", "rfc", "pep", "q", "h", "week", "day", "exercise",
    "episode", "episodes", "ep", "season", "volume", "vol", "slide", "slides", "cs", "course",
    "assignment", "revision", "rev", "ticket", "article", "po", "order", "invoice", "rfq",
    "incident", "job", "frame", "frames", "epoch", "shard", "batch", "session", "sessions",
    "ward", "wards", "room", "rooms", "gate", "platform", "berth",  # "(room 3.14, 45 minutes)"
    "action", "event",  # "(action 5.1)", "broke at data event 57"
    "sprint", "sprints", "month", "milestone", "iteration",  # "from sprint 49", "in month 11"
    "request", "ref", "reference",  # "Re: your request 5518", "change request 5519"
    "inc", "chg", "crq", "req", "ritm", "tkt", "bug",  # a ticket's number: "(INC 55012)"
    "centre", "center",  # "Cost centre 77120"
    "test", "tests", "id", "build", "commit", "model", "models", "gpt", "llama", "claude",
    "gemini", "qwen", "python", "node", "ubuntu", "windows", "macos", "ios", "android",
    "iso", "utf", "sha", "ipv", "http", "tls", "ecma", "ieee", "unicode", "cve", "port",
    # software a write-up names with its version ("served through vLLM 0.11")
    "vllm", "sglang", "tgi", "ollama", "pytorch", "torch", "transformers", "cuda", "rocm",
    "triton", "tensorrt", "onnx", "onnxruntime", "jax", "numpy", "linux", "debian",
    "fedora", "docker", "kubernetes", "nginx", "postgres", "postgresql", "mysql", "redis",
    "rust", "golang", "java", "ruby", "php", "perl", "kotlin", "llamacpp", "mlx",
    "openai", "anthropic", "litellm", "langchain", "httpx", "pydantic", "django", "flask",
    "fastapi", "chrome", "firefox", "safari", "alpine", "centos", "rhel", "dbt", "duckdb",
    "sqlite", "spark", "airflow", "kafka", "snowflake", "bigquery", "terraform", "react",
} | MONTH_WORDS
BEFORE_WORDS = compiled(r"[a-z_]+|[~≈(:=]|[<>]=?|[≥≤]")
_APPROX_1 = {"about", "around", "roughly", "approximately", "approx", "nearly", "almost",
             "some", "circa", "ca", "~", "≈"}
_APPROX_2 = {"close to", "closer to", "an estimated", "an approximate", "nearer to"}
_JUST = {"just over": "gt", "just under": "lt", "just above": "gt", "just below": "lt",
         "just past": "gt", "just beyond": "gt"}
_BOUND_1 = {"over": "gt", "above": "gt", "exceeding": "gt", "exceeded": "gt", "exceeds": "gt",
            "exceed": "gt", "beyond": "gt", "past": "gt", ">": "gt", "under": "lt",
            "below": "lt", "<": "lt",
            "within": "le", "inside": "le", ">=": "ge", "≥": "ge", "<=": "le", "≤": "le"}
_BOUND_2 = {"more than": "gt", "greater than": "gt", "upwards of": "gt", "longer than": "gt",
            "slower than": "gt", "higher than": "gt", "at least": "ge", "less than": "lt",
            "fewer than": "lt", "shorter than": "lt", "faster than": "lt", "lower than": "lt",
            "at most": "le", "up to": "le", "north of": "gt", "shy of": "lt", "short of": "lt",
            "later than": "gt", "earlier than": "lt", "sooner than": "lt", "quicker than": "lt"}
# A bound negated: "not over" is at most, "never under" at least.
NEGATED_BOUND = {"gt": "le", "ge": "lt", "lt": "ge", "le": "gt"}
_BOUND_3 = {"no less than": "ge", "no fewer than": "ge", "a minimum of": "ge",
            "no more than": "le", "a maximum of": "le", "not more than": "le",
            "not less than": "ge", "not fewer than": "ge", "not longer than": "le",
            "not shorter than": "ge"}
# "no longer than 2,700 bytes", "not slower than 4 s": a negated comparative is the opposite
# bound (rt3 judgment 2).
_BOUND_3.update({f"{neg} {phrase}": NEGATED_BOUND[bound]
                 for phrase, bound in _BOUND_2.items() if phrase.endswith(" than")
                 for neg in ("no", "not") if f"{neg} {phrase}" not in _BOUND_3})
# "as long as 2.5 seconds", "as much as 2 seconds": a bound only when negated ("neither of its
# runs took as long as 2.5 seconds", "never needed as much as 2 seconds": under it).
_AS_MUCH = {"as long as": "ge", "as much as": "ge", "as many as": "ge"}
# ... and so is a figure reached: "none of its runs reached 2.5 seconds" (under it); unnegated,
# "its third run reached 2.5 seconds" is the figure itself.
_REACHED = {"reached": "ge", "reach": "ge", "touched": "ge", "touch": "ge"}
_NEGATED = {"not over": "le", "not above": "le", "not under": "ge", "not below": "ge",
            "not exceeding": "le", "not past": "le", "not beyond": "le"}
_EXIT_FILLER = {"with", "of", "was", "were", "is", "are", "a", "an", ":", "=", "(", "code",
                "codes", "status", "statuses", "non", "zero", "nonzero"}  # "exited non-zero (12)"
_EXIT_WORDS = {"exit", "exited", "exits", "exiting", "exit_code"}
# The results' own field names used as labels: "wall_s 85.38", "`output_bytes` = 2,093".
FIELD_LABELS = {
    "wall_s": ("s", "wall"), "ttft_s": ("s", "ttft"), "ttfo_s": ("s", "ttfo"),
    "output_bytes": ("bytes", "output"), "reasoning_bytes": ("bytes", "reasoning"),
    "completion_tokens": ("tokens", "completion"), "reasoning_tokens": ("tokens", "reasoning"),
    "content_tokens": ("tokens", "content"), "prompt_tokens": ("tokens", "prompt"),
    "max_tokens": ("tokens", "ceiling"), "tokens_per_s": ("tokens/s", "wall"),
    "decode_tokens_per_s": ("tokens/s", "decode"), "exit_code": ("exit", None),
}
_RETURN_WORDS = {"return", "returned", "returns"}
_LABEL_PHRASES = {
    "content tokens": "content_tokens", "answer tokens": "content_tokens",
    "reasoning tokens": "reasoning_tokens", "completion tokens": "completion_tokens",
    "prompt tokens": "prompt_tokens", "output bytes": "output_bytes",
    "reply bytes": "output_bytes", "answer bytes": "output_bytes",
    "response bytes": "output_bytes", "reply tokens": "content_tokens",
    "response tokens": "content_tokens",
    "reasoning bytes": "reasoning_bytes", "wall time": "wall_s", "exit code": "exit_code",
}
_COPULAS = {"were", "was", "are", "is"}
# A field named as a count, and the verbs that may stand between it and its figure.
_COUNT_PHRASES = {"reasoning token count": "reasoning_tokens",
                  "completion token count": "completion_tokens",
                  "content token count": "content_tokens", "answer token count": "content_tokens",
                  "prompt token count": "prompt_tokens"}
_STAYED_WORDS = {"stayed", "remained", "held", "sat", "stood", "came", "at", "to", "was",
                 "were", "is", "are"}
_RANGE_VERBS = {"ran", "ranged", "ranges", "range", "went", "varied", "varies", "vary",
                "spanned", "spans", "span", "stretched", *_COPULAS}
_LABEL_ENDS = tuple({phrase.rsplit(" ", 1)[-1] for phrase in _LABEL_PHRASES})
# Measurements the results never hold: a number with one of these is unsupported.
# Memory and file sizes ("12 GB of RAM", "1.5 GiB free"): no figures of the runs.
MEMORY_UNITS = frozenset({"gb", "gib", "tb", "tib"})
# Sums of money ("20 dollars", "1 USD"): no claims, as "$4.20" is not (SPEC's results hold no
# money).
MONEY_UNITS = frozenset({"dollars", "cents", "usd", "eur", "euros", "gbp", "pounds", "jpy",
                         "yen"})
# Units of a device's, a game's or a grid's own figures ("60 FPS", "240 APM", "8,000 Hz",
# "3.2 GW"): no run has them.
DEVICE_UNITS = frozenset({"fps", "apm", "hz", "khz", "mhz", "ghz", "dpi", "bpm", "kw", "mw", "gw",
                          "tw", "kv", "kwh", "mwh", "gwh", "kwp"})
FOREIGN_UNITS = {"characters", "chars", "words", "lines", "points", "watts", "joules",
                 "requests", *MEMORY_UNITS, *MONEY_UNITS, *DEVICE_UNITS}
# Named quality metrics, scored by other tools ("chrF 67.5", "BLEU 44.1"): no figures of the
# runs, so no claims. (A bare "quality score of 2,173" is measurement-like: unsupported.)
SCORE_LABELS = {"bleu", "chrf", "comet", "rouge", "meteor", "bertscore", "csat", "nps", "ndcg",
                "mrr", "confidence", "xg", "xga", "npxg"}
FOREIGN_LABELS = {*SCORE_LABELS, "score", "rating", "accuracy", "cost", "price", "elo",
                  "perplexity", "bill"}


def label_before(block: Block, plain: str, start: int, words: list[str]) -> str | None:
    """A results field name right before the number ("wall_s 85.38", "Content tokens 360",
    "wall time, to be exact: 3.53"), in prose or in a code span."""
    tail = [w for w in words[-2:] if w not in ("=", ":")]
    if tail and tail[-1] in FIELD_LABELS and words[-1] in (tail[-1], "=", ":"):
        return tail[-1]
    last = next((w for w in reversed(words) if w not in ("=", ":")), "")
    if last.endswith(_LABEL_ENDS):  # else no phrase can end the text before the number
        text = " ".join(plain[max(0, start - 30):start].lower().split()).rstrip(" :=")
        for phrase, name in _LABEL_PHRASES.items():
            if text.endswith(phrase):  # "Content tokens 360", "exit code: 0" (no comma)
                # (not the unit of a figure before it: "4,500 completion tokens: 3,240 for
                # reasoning and 1,260 for the answer" breaks the 4,500 down)
                if text[:-len(phrase)].rstrip()[-1:].isdigit():
                    return None
                return name
    if last == "bytes" and plain[max(plain.rfind(";", 0, start), plain.rfind(":", 0, start))
                                 + 1:start].strip().lower().rstrip(" :=") == "bytes":
        return "output_bytes"  # a list item's label: "- bytes 1,402 / 1,489 / 1,356" (or a
        # clause's: "- Bowl Trimmer, in run order: 8.23, 7.91 and 8.66 s; bytes 1,884, ...")
    if words[-1:] in (["from"], ["between"]):
        # "content tokens ran from 662 to 833": the field named right before a range (a
        # verb between at most) gives its bare figures their unit
        rest = words[:-1]
        if rest[-1:] and rest[-1] in _RANGE_VERBS:
            rest = rest[:-1]
        named = _LABEL_PHRASES.get(" ".join(rest[-2:]))
        if named is not None:
            return named
    if words[-1:] and words[-1] in _STAYED_WORDS:
        # "its reasoning token count stayed at 0", "its reasoning token count was 0"
        rest = list(words)
        while rest and rest[-1] in _STAYED_WORDS:
            rest.pop()
        named = _COUNT_PHRASES.get(" ".join(rest[-3:])) if rest[-1:] == ["count"] else None
        if named is not None:
            return named
    if words[-1:] and words[-1] in _COPULAS:
        # "Mercury 2.5's content tokens were 360", "its completion tokens were 2,100 to
        # 2,200": the field named right before "were" is the bare figure's (and a range's)
        named = _LABEL_PHRASES.get(" ".join(words[-3:-1]))
        if named is None and words[-3:-2] in (["on"], ["for"], ["in"]):
            named = _LABEL_PHRASES.get(" ".join(words[-5:-3]))  # ("its completion tokens on
            # Rinding were 527, 558, ...": a task's name between)
        if named is not None:
            return named
    if words[-1:] == [":"]:  # "Wall time, to be exact: 3.53"
        plain_words = [w for w in words[-7:] if w not in ("=", ":", "(")]
        for size in range(len(plain_words) - 1, 0, -1):
            pair = " ".join(plain_words[size - 1:size + 1])
            if pair in _LABEL_PHRASES:
                # (not the unit of a figure before it, a task between: "4,800 completion
                # tokens on the haiku set: 4,100 for reasoning" breaks the 4,800 down)
                text = " ".join(plain[max(0, start - 60):start].lower().split())
                at = text.rfind(pair)
                if at > 0 and text[:at].rstrip()[-1:].isdigit():
                    return None
                if any(c.isdigit() or c in ".!?;" for c in text[at + len(pair):]):
                    return None  # (nor a label that took its own figure: "exit code 7. I
                    # would raise it: 3,911 of those tokens were reasoning")
                return _LABEL_PHRASES[pair]
    gap = start
    while gap > 0 and plain[gap - 1] in " \t\n=:":
        gap -= 1
    if gap > 0 and plain[gap - 1] == CODE:
        code = next((c for c in block.codes if c.index == gap - 1), None)
        if code is not None and code.content.strip() in FIELD_LABELS:
            return code.content.strip()
    return None


def exit_before(words: list[str]) -> bool:
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


def wording_before(claim: RawClaim, words: list[str]) -> None:
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
    elif last3 in _AS_MUCH:
        if _negated(claim.block.plain, claim.start, last3) is None:
            return  # "took as long as 31.42 s on its worst run": the figure it reached
        claim.bound, claim.qualifier = _AS_MUCH[last3], last3
    elif last1 in _REACHED:
        if _negated(claim.block.plain, claim.start, last1) is None:
            return
        claim.bound, claim.qualifier = _REACHED[last1], last1
    elif last2 in _BOUND_2:
        if last2 == "up to" and _MOVED_UP.search(
                claim.block.plain, max(0, claim.start - 90), claim.start):
            return  # "drags Bramble Pro's mean up to 29.14 seconds": the value it reaches
        claim.bound, claim.qualifier = _BOUND_2[last2], last2
    elif last1 in _BOUND_1:
        if last1 == "over" and _OPERAND_OVER.search(
                claim.block.plain, max(0, claim.start - 80), claim.start):
            return  # "1,310 tokens over 7.40 seconds": a division, not a bound
        claim.bound, claim.qualifier = _BOUND_1[last1], last1
    if claim.bound is None or claim.approx:
        return
    phrase = claim.qualifier or ""
    negator = _negated(claim.block.plain, claim.start, phrase)
    if negator is not None:
        # "did not exceed 4.5 s", "never finished in under 27 s", "None of Phi's runs used
        # fewer than 1,600": the opposite inequality.
        claim.bound = NEGATED_BOUND[claim.bound or ""]
        claim.qualifier = f"{negator} … {phrase}"


_WORD = compiled(r"\S+")
# A verb that moves a figure "up to" a value, which it then is: "drags its mean up to", "pushed
# the median up to" (not "took up to 5 s" nor "goes up to 4,096 tokens": bounds).
_MOVED_UP = compiled(r"(?i)\b(?:drag|push|pull|bump|bring|brought|nudge|jack|ratchet|lift"
                     r"|rais|shove|haul|drive|drove|tip)\w*(?:\s+[\w'\u2019.-]+){0,9}?"
                     r"\s+up\s+to\s*$"
                     # (or a statistic that went up to one: "Chape XL's median went up to
                     # 15.72 s")
                     r"|\b(?:median|mean|average)s?\s+(?:[\w'\u2019.-]+\s+){0,2}?(?:went|goes|"
                     r"rose|rises|climbed|climbs|crept|creeps|jumped|jumps|shot|moved|ticked)"
                     r"\s+up\s+to\s*$")
# "1,310 completion tokens over 7.40 seconds", "30.21 s over 2.85 s": a number and its unit
# right before "over" make it a division ("Granite 4 Small was over 5 s" stays a bound).
_OPERAND_OVER = compiled(
    r"(?<![\w.,])\d[\d,.]*\s*(?:(?:completion|reasoning|content|prompt|output|answer)\s+)?"
    r"(?:s|secs?|seconds?|ms|milliseconds?|bytes?|tokens?|KB|MB|%"
    # (a rate and the time it was held for: "wrote at 175.4 tokens per second over 26.53 s")
    r"|(?:tokens?|tok)\s*(?:per\s+second|/\s*s(?:ec)?))\s+over\s+$", re.I)
# The clause a bound's negation must be in: after the last , ; : . ! ? ( or joining word.
# A "." or "," inside a number ("Nova 1.5 Pro", "1,100") ends no clause, nor a "," or
# "and" inside a list of ordinals ("None of its first, second and fourth runs wrote").
_LATER_ORDINAL = r"(?!\s*(?:second|third|fourth|fifth|last|final)\b)"
_CLAUSE_START = compiled(rf"(?is).*(?:[;:!?()]|,(?!\d{{3}}){_LATER_ORDINAL}|\.(?!\d)"
                           rf"|\band\b{_LATER_ORDINAL}|\b(?:but|while|whereas|which|that|where|when"
                           # ("nothing more until the harness gave up ... with exit code 9": the
                           # exit is what happened at last, not denied)
                           r"|until|till)\b)")
_NEGATOR = compiled(r"(?i)\b(?:not|never|neither|nor|nowhere)\b(?!\s+only\b)"
                      # (not "The one that didn't exited with code 4": "didn't" closes a clause
                      # whose verb is left out, and a past tense follows)
                      r"|(?<!\bdid)(?<!\bdoes)(?<!\bdo)n[\'\u2019]t\b|n[\'\u2019]t\b(?!\s+[a-z]+ed\b)"
                      r"|\b(?:at|on|in)\s+no\s+(?:point|time|run|repeat|case|stage|moment|step)\b"
                      # "..., and across the whole suite no Hoopoe R1 run took less than"
                      r"|\bno(?=\s+(?:[\w.-]+\s+){0,3}?(?:run|repeat|attempt)\b)"
                      # "On the indemnity scan none of Grimsel's runs went over 24 seconds"
                      r"|\bnone\s+of\b"
                      r"|\bwithout\s+(?:ever\s+)?(?:\w+ing\s+(?:\w+\s+)?)?$")  # "without exceeding"
# Text every negation above needs (case-blind): "no"/"not"/"nor"/"none", "nev", "n't",
# "neither", "without".
_NEGATION_HINT = compiled(
    r"[Nn](?:[Oo]|[Ee][VvIi]|[\'\u2019][Tt])|[Ww][Ii][Tt][Hh][Oo]")
# A subject opened by "No"/"None of", right before a relative clause ("None of its cards that
# ..."): the sentence's or clause's start, then no clause break.
_NEGATED_SUBJECT = compiled(r"(?i)(?:^|[.;:!?]\s+|\n|,\s+(?=none\s+of\b))"
                            r"\s*(no|none|not\s+one)\b"
                            r"(?:[^.;:!?,]|\.(?=\d))*$")  # (a label's dot: "Lark 2.1's"; after a
# comma, "over all four runs, none of which went past 4.05 seconds")
# (after a task list's box: "- [x] No answer took more than 2.51 seconds.")
_ASIDE = compiled(r"\([^()]*\)")
# (after a joining word too: "..., so none took longer than 6.4 seconds")
_NEGATOR_FIRST = compiled(r"(?i)\s*(?:\[[ x]\]\s*)?(?:(?:so|and|but|yet|thus)\s+)?"
                          r"(?:no|none|nothing|not\s+one)\b(?!\s+only\b)")


def negated_before(plain: str, start: int) -> str | None:
    """The negation of the claim starting at ``start`` in its clause ("Granite never exited
    with code 7", "No Phi run returned exit code 2"), or None."""
    return _negated(plain, start, "")


def _negated(plain: str, start: int, phrase: str) -> str | None:
    """The negation word of the bound right before ``start`` ("not", "never", "n't", a
    clause-initial "No"/"None"), if its clause has one before the bound phrase."""
    before = plain[max(0, start - 100):start]
    if _NEGATION_HINT.search(before) is None:
        return None  # no negation word at all (most claims): skip the clause scan
    if ")" in before:  # an aside closed before it is no clause of its own: "None of its
        # Fettling (barking-dog) runs took more than 15 seconds"
        before = _ASIDE.sub(lambda aside: " " * len(aside.group(0)), before)
    words = len(phrase.split())
    if words:
        spans = [w.start() for w in _WORD.finditer(before)]
        clause = before[:spans[-words]] if len(spans) >= words else ""
    else:
        clause = before
    opened = _CLAUSE_START.match(clause)
    whole = clause
    if opened is not None:
        clause = clause[opened.end():]
    found = _NEGATOR.search(clause)
    if found is not None:
        return found.group(0).lower()
    first = _NEGATOR_FIRST.match(clause)
    relative = opened is not None and opened.group(0)[-5:].lower() in ("which", " that")
    if first is None and opened is not None and relative \
            and (subject := _NEGATED_SUBJECT.search(whole, 0, opened.end() - 5)) is not None:
        return subject.group(1).lower()  # "None of Trucker Mini's cards that actually finished
        # went past 1.8 seconds": the relative clause is the subject's, not a clause of its own
    return first.group(0).strip().lower() if first is not None else None


# The last word of every phrase wording_before knows: any other word ends none of them.
_WORDING_ENDS = {phrase.rsplit(" ", 1)[-1] for table in (
    _JUST, _APPROX_1, _APPROX_2, _NEGATED, _BOUND_1, _BOUND_2, _BOUND_3, _AS_MUCH, _REACHED)
    for phrase in table}
