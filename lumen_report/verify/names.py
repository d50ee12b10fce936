"""Lane and task names: the regexes that find them in a draft's text.

``build_names`` gathers every lane's slug, label and aliases and every task's slug and title
across the draft's suites (a task's first word alone only before "task", "runs" ...), the
model names that are not claims, and the versions of other releases of a lane ("Juniper 1.1"
beside "Juniper 1.2"). The case-blind regexes are tried only where a name's first word starts
in the lowered text (``finditer``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from lumen_report.verify.patterns import compiled
from lumen_report.verify.runs import Lane, Suite

Key = tuple[str, str]  # (suite, lane) or (suite, task)

_COMMON = {"patch", "model", "models", "results", "review", "negative", "positive", "simple",
           "basic", "default", "budget", "reasoning", "answer", "baseline", "first", "second"}
# What any task's runs write, so no task's last word alone: "Marten Max's reply was only 760
# bytes long" is about its answer, not a "refund-reply" task.
_ANSWERS = {"reply", "answer", "response", "email", "note", "letter", "summary", "message",
            "draft", "text", "output", "result", "report"}
# (not "neither the models' fault", "either the lanes or the tasks": "neither" quantifies
# the lanes only as "neither model", "neither of the models")
ALL_LANES = compiled(
    r"\b(?:both|each|every|all|n?either(?!\s+the\b))\s+(?:of\s+the\s+)?(?:\w+\s+)?"
    r"(?:models?|lanes?|providers?|systems?)\b",
    re.I,
)


def folded(text: str) -> str | None:
    """``text.lower()`` when it holds every ASCII word a ``re.IGNORECASE`` pattern can find in
    ``text`` (so a word missing from it means no match, and the regex need not run), else
    None: only U+0130, U+0131 and U+017F match an ASCII letter under IGNORECASE without
    lowering to it."""
    if "\u0130" in text or "\u0131" in text or "\u017f" in text:
        return None
    return text.lower()


def words_re(words: Iterable[str]) -> re.Pattern[str]:
    """Any of ``words`` as written (case-sensitive: a literal alternation scans fast)."""
    return re.compile(by_first_letter((re.escape(w[:1]), re.escape(w[1:]))
                                      for w in sorted(set(words))))


def by_first_letter(words: Iterable[tuple[str, str]]) -> str:
    """The alternation of ``words`` (each a literal first character and the regex for the
    rest, as sources) grouped by that character, in their order: "a(?:ll|vg)|m(?:ean)".
    It matches exactly what "all|avg|mean" does (at any position only the words of one
    group can match, tried in the same order), but the regex engine tests one character
    per group instead of one per word at every position it scans."""
    groups: dict[str, list[str]] = {}
    for first, rest in words:
        groups.setdefault(first, []).append(rest)
    return "|".join(f"{first}(?:{'|'.join(rests)})" for first, rests in groups.items())


def any_in(low: str | None, words: re.Pattern[str]) -> bool:
    """Whether one of ``words`` may occur: True unless ``low`` (from ``folded``) lacks all."""
    return low is None or words.search(low) is not None


# What every ALL_LANES match holds, lowered: the quantifier word and then, after a space,
# the lane word. Text (folded) without either holds no match.
# (No leading \b: the literal words then let the regex engine skip ahead; "overall " only
# makes the exact search run.)
_ALL_WORDS = compiled("(?:" + by_first_letter((w[0], w[1:]) for w in (
    "both", "each", "every", "all", "either", "neither")) + r")\s")
_LANE_WORDS = compiled(r"\s(?:model|lane|provider|system)")


def all_lanes_at(plain: str, low: str | None = None) -> list[int]:
    """Where "both models", "each lane", "all of the providers" start (``low``:
    ``folded(plain)`` when the caller has it)."""
    if low is None:
        low = folded(plain)
    if not any_in(low, _ALL_WORDS) or not any_in(low, _LANE_WORDS):
        return []
    # The case-blind pattern tried only where a quantifier word starts (see finditer): it
    # costs ~40 us a paragraph scanned at every position.
    return [m.start() for m in finditer(ALL_LANES, plain, _ALL_WORDS, low)]


@dataclass
class Mention:
    start: int
    end: int
    keys: frozenset[Key]


@dataclass
class Names:
    """Regexes for lane and task names across the draft's suites."""

    lane_re: re.Pattern[str] | None
    task_re: re.Pattern[str] | None
    lane_of: dict[str, frozenset[Key]]
    task_of: dict[str, frozenset[Key]]
    labels: dict[Key, str]
    exclude_re: re.Pattern[str] | None  # model names (beyond lane names): digits not claims
    # The first word of every lane (task) name, lowered: a name can only start where one of
    # them does in the folded text, so the case-blind regex is tried only there. None when
    # a word is not ASCII (case folding beyond ASCII is not lower()).
    lane_words: re.Pattern[str] | None = None
    task_words: re.Pattern[str] | None = None
    # A lane's label with another version in place of its own ("Juniper 1.1" beside lane
    # "Juniper 1.2", "Orca 3 Turbo" beside "Orca 4 Turbo"): another release, a model name.
    siblings: re.Pattern[str] | None = None
    # The draft's suite slugs as names a version follows ("# quarry-bench 0.5"): not claims.
    products: re.Pattern[str] | None = None
    # The version words of the lanes' labels ("2.5" of "Caspian 2.5"): said alone in a
    # version's wording ("upgrading from 2.5 to 3.0"), a version, not a figure.
    versions: frozenset[str] = frozenset()
    # The words that tell one of the draft's suites from the others (suite slug -> a regex of
    # them): "January" for a suite titled "..., January pass" beside "..., February pass".
    suite_marks: dict[str, re.Pattern[str]] = field(default_factory=dict)

    def lanes(self, text: str, low: str | None = None) -> list[Mention]:
        """Lane names in ``text``; ``low`` is ``folded(text)`` when the caller has it. A word
        of a capitalised label written in lower case in a quotation is the word, not the lane
        ("tar, roses, dried cherry and clove" beside lane "Clove 2.1"; not "on high the median"
        for "Rook 3 High")."""
        found = _mentions(self.lane_re, self.lane_of, text, self.lane_words, low)
        return [mn for mn in found if not (_lowered_label_word(text[mn.start:mn.end],
                                                               self.labels, mn.keys)
                                           and _quoted(text, mn.start))]

    def tasks(self, text: str, low: str | None = None) -> list[Mention]:
        return _mentions(self.task_re, self.task_of, text, self.task_words, low)

    @cached_property
    def lane_count(self) -> int:
        """How many lanes, told apart by their labels, the draft's suites hold."""
        return len(set(self.labels.values()))


def _first_words(names: Iterable[str]) -> re.Pattern[str] | None:
    """Where a match of ``_alternation(names)`` can start, in folded text: a name's first
    word, and its second after the separators (so "the" of "The reasoning budget is shared
    ..." is tried only before "reasoning", not at every "the" of a draft)."""
    heads: set[tuple[str, str]] = set()
    for name in names:
        if not name:
            continue
        words = re.split(r"[\s\-_]+", name)  # as _alternation splits it
        if not words[0] or not all(w.isascii() for w in words[:2]):
            return None
        # (the second word without a plural "s" or a final "y": a prefix of every form
        # _alternation allows, "reply" and "replies")
        second = _HEAD_SEPARATOR + re.escape(words[1].removesuffix("s").removesuffix("y")) \
            if len(words) > 1 and words[1] else ""
        heads.add((re.escape(words[0][:1]), re.escape(words[0][1:]) + second))
    if not heads:
        return None
    return re.compile(by_first_letter(sorted(heads)))


_HEAD_SEPARATOR = r"[\s\-_\u00a0]+"  # between the words of a name (see _alternation)


def _mentions(pattern: re.Pattern[str] | None, table: dict[str, frozenset[Key]],
              text: str, words: re.Pattern[str] | None = None,
              low: str | None = None) -> list[Mention]:
    if pattern is None:
        return []
    if low is None:
        low = folded(text)
    found = []
    for match in finditer(pattern, text, words, low):
        name = norm(match.group(0))
        keys = table.get(name)
        if keys is None:  # a plural, or a plural name's singular (see _alternation)
            keys = (table.get(name[:-3] + "y") if name.endswith("ies") else None) \
                or (table.get(name[:-1]) or table.get(name[:-2]) if name.endswith("s")
                    else table.get(name + "s"))
        if keys:
            found.append(Mention(match.start(), match.end(), keys))
    return found


def _lowered_label_word(written: str, labels: dict[Key, str], keys: frozenset[Key]) -> bool:
    """Whether ``written`` is one word in lower case that every label of ``keys`` has
    capitalised ("clove" of "Clove 2.1"): the common word, not the lane (a nickname no label
    holds, "the cold lane", stays a name)."""
    if not (written.isalpha() and written.islower()):
        return False
    word = written.capitalize()
    return all(word in labels.get(key, "").split() for key in keys)


def _quoted(text: str, at: int) -> bool:
    """Whether ``at`` lies inside double quotes (straight or curly) of ``text``."""
    before = text[:at]
    return before.count('"') % 2 == 1 or before.rfind("\u201c") > before.rfind("\u201d")


def finditer(pattern: re.Pattern[str], text: str, words: re.Pattern[str] | None,
             low: str | None) -> Iterable[re.Match[str]]:
    """``pattern.finditer(text)``, trying ``pattern`` only where one of ``words`` (every
    match's first word, lowered) starts in ``low`` (``folded(text)``). The same matches:
    positions skipped hold no first word, so no match can start there."""
    if words is None or low is None:
        return pattern.finditer(text)
    found = []
    hit = words.search(low)
    while hit is not None:
        match = pattern.match(text, hit.start())
        if match is None:
            hit = words.search(low, hit.start() + 1)
        else:
            found.append(match)
            hit = words.search(low, match.end())
    return found


_SEPARATORS = compiled(r"[\s\-_\u00a0]+")


@lru_cache(maxsize=4096)
def norm(name: str) -> str:
    """A name as looked up: lowered, separators one space (cached: a draft names few)."""
    return _SEPARATORS.sub(" ", name.strip().lower())


# A word of a task's title past the first, before a run or a task noun: "its fourth waiver
# run", "the cutoff prompt".
_WORK_NOUN = r"(?=[\s\-_\u00a0]+(?:runs?|repeats?|tasks?|prompts?|questions?|queries)\b)"
# A task's first word alone names it only before a word that says it is a task: "the
# changelog task", "on the vault runs"; a heading "# Changelog" names no "changelog-summary".
_TASK_NOUN = r"(?=[\s\-_\u00a0]+(?:tasks?|runs?|prompts?|problems?|benchmarks?|conversations?|" \
             r"dialogues?|chats?|queries|questions?|sessions?)\b)"
# ... or, capitalised as a code name is, before what the task writes: "the Quinto note" (not
# "the checkout email").
_DOC_NOUN = r"(?=[\s\-_\u00a0]+(?:notes?|letters?|emails?|summar(?:y|ies)|digests?|jobs?)\b)"
# ... and after a task's last word, which stands for its task only before a run: "every one of
# its leaflet runs" for "Roadworks leaflet" (not "the leaflet budget").
_RUN_NOUN = r"(?=[\s\-_\u00a0]+(?:runs?|repeats?)\b)"
# ... or, a title's word, after "every", "each" or "all" before what its runs wrote: "every
# rebooking note" for "Frapping no-show rebooking".
_WRITTEN_NOUN = r"(?=[\s\-_\u00a0]+(?:notes?|repl(?:y|ies)|answers?|letters?|emails?|messages?|" \
                r"responses?|reminders?|drafts?)\b)"
# ... or between a lane's name and what the run answered: "Every Foresail booking answer" for
# "Coble lane booking" (not "My formula answer", where no lane stands before it).
_ANSWER_NOUN = r"(?=[\s\-_\u00a0]+(?:answers?|repl(?:y|ies)|responses?)\b)"


# A figure right after a task's name: " in 11.28", " of 4.2 s", " at 9.1", " took 3.2".
_FIGURE_AFTER = r"\s+(?:in|of|at|took|needed)\s+[~\u2248]?\d"


def _alternation(names: Iterable[str], words: Iterable[str] = (), plural: bool = False,
                 tails: Iterable[str] = (), written: dict[str, str] | None = None,
                 run_only: Iterable[str] = (), lanes: Iterable[str] = (),
                 possessed: Iterable[str] = ()) -> re.Pattern[str] | None:
    """Any of ``names``, case-blind, their words apart by any separators; a name in
    ``words`` (a task's first word) only before a task noun, one in ``tails`` (a task's last
    word) only before "run" or "repeat", after "on the", "its" or "their", or after "a" right
    before its figure ("its leaflet runs", "on the leaflet", "a collation in 11.28"); with
    ``plural``, a name of several words also in the plural ("one of its policy lookups",
    "support replies") or, a plural one, in the singular ("every word problem"); a name in
    ``written`` (a title less its code-name word) in the plural only after "its", "the",
    "their" or a possessive ("the hall hold", "the hall-hold email", "its plot offers"; not
    the genre: "# Notes: appeal summaries with four models"); one in ``run_only`` (a word of a
    title) only before a run or task noun ("its fourth waiver run"); a name in ``tails`` also
    between one of ``lanes`` (a lane's name of one word) and an answer noun ("Every Foresail
    booking answer"); one in ``possessed`` (a task's last word) only after a lane's possessive,
    in the singular or the plural ("Tempera Secco's offers"): see ``_mentions``."""
    after_lane = "".join(rf"|(?<=\b{re.escape(lane)} )|(?<=\b{re.escape(lane)}'s )"
                         rf"|(?<=\b{re.escape(lane)}\u2019s )"
                         for lane in sorted(lanes) if lane.isalpha())
    owned = "|".join(rf"(?<=\b{re.escape(lane)}{mark}s )" for lane in sorted(lanes)
                     for mark in ("'", "\u2019"))
    unique = sorted({n for n in names if n}, key=len, reverse=True)
    if not unique:
        return None
    parts = []
    for name in unique:
        if name in possessed and owned:  # ("Tempera Secco's offers ran to 1,648 bytes")
            parts.append(rf"(?={re.escape(name)})(?:(?:{owned}){re.escape(name)}e?s"
                         rf"|(?<=\bon the ){re.escape(name)}(?=,?\s+(?-i:[A-Z])))")
            # (and "On the sift Jumar was again the terse one"; not "Notes on the table:")
            if name not in tails:
                continue
        if name in run_only:  # (a title's word: "its drilling runs", "the cutoff prompt",
            # not "its withholding table")
            parts.append(re.escape(name) + _WORK_NOUN)
            parts.append(rf"(?:(?<=\bevery )|(?<=\beach )|(?<=\ball ))"
                         rf"{re.escape(name)}{_WRITTEN_NOUN}")  # ("every rebooking note")
            continue
        if written and name in written:
            exact = r"[\s\-\u00a0]+".join(re.escape(w) for w in written[name].split())
            # (a noun in consonant and "y" takes "ies": "its late-dock replies")
            many = f"{exact[:-1]}ies" if re.search(r"[^aeiou]y$", written[name]) else f"{exact}s"
            parts.append(rf"{exact}|(?:(?<=\bits )|(?<=\bthe )|(?<=\btheir )|(?<=['\u2019]s ))"
                         rf"{many}")
            continue
        several = plural and re.search(r"[\s\-_]", name) is not None and name not in words
        # ("policy lookup" -> "policies"; but "travel essay" -> "essays": a vowel before the y)
        ies = name.endswith("y") and name[-2:-1] not in ("a", "e", "i", "o", "u")
        stem = name[:-1] if several and (name.endswith("s") or ies) else name
        if name in tails:  # before "runs", or after "on the" or "its" ("a median of 1.62 s
            # on the leaflet", "its collation 47.19"), or "a" before a figure ("a collation in
            # 11.28")
            parts.append(rf"(?:(?<=\bon the )|(?<=\bits )|(?<=\btheir )"
                         rf"|(?<=\ba )(?={re.escape(name)}{_FIGURE_AFTER})"
                         rf"|(?={re.escape(name)}{_RUN_NOUN}))" + re.escape(name))
            if after_lane:  # ("Every Foresail booking answer")
                parts.append(f"(?:{after_lane[1:]}){re.escape(name)}{_ANSWER_NOUN}")
            continue
        if name in words and name.isalpha():
            parts.append(f"(?-i:{re.escape(name[0].upper())}){re.escape(name[1:])}{_DOC_NOUN}")
        parts.append(r"[\s\-_\u00a0]+".join(re.escape(w) for w in re.split(r"[\s\-_]+", stem))
                     + (_TASK_NOUN if name in words else
                        ("s?" if name.endswith("s") else "(?:y|ies)" if ies
                         else "(?:e?s)?") if several else ""))
    return re.compile(r"(?<![\w.])(?:" + "|".join(parts) + r")(?![\w]|\.\d)", re.I)


_VERSION_WORD = compiled(r"\d+(?:\.\d+)*")


def _siblings(labels: Iterable[str]) -> re.Pattern[str] | None:
    """Each label that holds a version word and a name word, with any version in its place."""
    parts = set()
    for label in labels:
        words = label.split()
        versions = [bool(_VERSION_WORD.fullmatch(w)) for w in words]
        if any(versions) and not all(versions):
            # The other version has the shape of the label's ("1.1" for "1.2", not "1.35").
            parts.add(r"[\s\u00a0]+".join(
                r"\.".join(rf"\d{{1,{len(p)}}}" for p in w.split(".")) if v else re.escape(w)
                for w, v in zip(words, versions, strict=True)))
    if not parts:
        return None
    return re.compile(r"(?<![\w.])(?:" + "|".join(sorted(parts)) + r")(?![\w]|\.\d)")


# A task named for its doer ("Weekend planner", "Log summarizer") is also named for its work
# ("Gannet's third weekend plan", "every log summary"): the last word's ending, and what a
# writer puts in its place.
_WORK_ENDINGS = (("anner", "an"), ("inner", "in"), ("izer", "y"), ("iser", "y"), ("iewer", "iew"),
                 ("cker", "ck"), ("ainer", "anation"), ("ator", "ation"))


def _work_noun(name: str) -> str | None:
    """The work a task of several words named for its doer does ("weekend planner" ->
    "weekend plan"), or None."""
    head, _, last = name.rpartition(" ")
    if not head or len(last) < 6:
        return None
    for ending, work in _WORK_ENDINGS:
        if last.endswith(ending):
            return f"{head} {last[:-len(ending)]}{work}"
    return None


def build_names(results: dict[str, Suite], suites: list[str]) -> Names:
    lane_of: dict[str, set[Key]] = {}
    task_of: dict[str, set[Key]] = {}
    labels: dict[Key, str] = {}
    models: set[str] = set()
    first_words: dict[str, set[Key]] = {}
    last_words: dict[str, set[Key]] = {}  # "its leaflet runs" for a "Roadworks leaflet" task
    title_tails: dict[str, set[Key]] = {}  # "the hall hold" for a "Muggins hall hold" task
    title_words: dict[str, set[Key]] = {}  # any word of a title past its first, only before a
    # run or task noun: "its drilling runs" for "Travertine Row early drilling"
    tail_written: dict[str, str] = {}  # (each as the title writes it: "waiting-list update")
    work_of: dict[str, set[Key]] = {}  # "weekend plan" for a "Weekend planner" task
    for suite in suites:
        stored = results.get(suite)
        if stored is None:
            continue
        lanes = dict(stored.lanes)
        for run in stored.runs:
            lanes.setdefault(run.lane, Lane(None, (), None))
            if run.model:
                models.add(run.model)
        for slug, meta in lanes.items():
            key = (suite, slug)
            labels[key] = meta.label or slug
            for name in [slug, meta.label or "", *meta.aliases]:
                if name:
                    lane_of.setdefault(norm(name), set()).add(key)
            if meta.model:
                models.add(meta.model)
        for nickname, keys in _lane_nicknames(suite, stored, lanes).items():
            if norm(nickname) not in lane_of:
                lane_of[norm(nickname)] = keys  # "the greedy lane" for Greedy-256
        for prefix, keys in _shared_prefixes(suite, stored, lanes).items():
            if prefix not in lane_of:
                lane_of[prefix] = keys  # "Osprey 3" for "Osprey 3 Cold" and "Osprey 3 Warm"
        tasks = dict(stored.tasks)
        for run in stored.runs:
            tasks.setdefault(run.task, None)
        # The words every task's title holds past its first ("refund", "reply" in "Flaking
        # late-dock refund reply" and "Scalding closed-account refund reply"): a writer may
        # leave them out but the last ("the closed-account reply").
        shared = set.intersection(*(set(title.lower().split()[1:]) for title in tasks.values()
                                    if title)) if all(tasks.values()) else set()
        for slug, title in tasks.items():
            key = (suite, slug)
            for name in [slug, title or ""]:
                if name:
                    task_of.setdefault(norm(name), set()).add(key)
                    if (work := _work_noun(norm(name))) is not None:
                        work_of.setdefault(work, set()).add(key)
            if title and len(tasks) > 1 and len(parts := title.split()) >= 3 \
                    and parts[0].isalpha() and parts[1].lower() not in _TAIL_STARTS:
                tail = " ".join(parts[1:]).lower()
                title_tails.setdefault(norm(tail), set()).add(key)
                tail_written[norm(tail)] = tail
                kept = [word for word in parts[1:-1] if word.lower() not in shared]
                if 0 < len(kept) < len(parts) - 2:
                    tail = " ".join([*kept, parts[-1]]).lower()
                    title_tails.setdefault(norm(tail), set()).add(key)
                    tail_written[norm(tail)] = tail
            words = re.split(r"[\s\-_]+", slug.lower())
            first_words.setdefault(words[0], set()).add(key)
            if len(words) > 1:
                last_words.setdefault(words[-1], set()).add(key)
            for word in re.split(r"[\s\-_]+", (title or "").lower())[1:]:
                if word.isalpha() and word not in words:
                    title_words.setdefault(word, set()).add(key)  # (a title's words past its
                    # first: "its fourth waiver run" for "Jive waiver request")
        # A suite named in prose or code ("the `reasoning-budget` suite") scopes every task
        # of that suite.
        every = {(suite, slug) for slug in tasks}
        # ("the fast suite" for mesa-fast, when the draft checks several suites)
        parts = re.split(r"[\-_]+", suite)
        aside = f"{parts[-1]} suite" if len(suites) > 1 and len(parts) > 1 else ""
        for name in (suite, stored.title or "", aside):
            if name and norm(name) not in task_of:
                task_of[norm(name)] = set(every)
    for work, keys in work_of.items():
        task_of.setdefault(work, keys)  # (not over a name of its own)
    run_only: set[str] = set()
    for word, keys in title_words.items():
        if len(keys) == 1 and len(word) >= 3 and word not in _TAIL_STARTS \
                and word not in _COMMON and word not in task_of and word not in first_words \
                and word not in lane_of and word not in last_words:
            task_of[word] = set(keys)  # a title's word, only before "run", "task", "prompt"
            run_only.add(word)
    written_tails: dict[str, str] = {}
    for tail, keys in title_tails.items():
        if len(keys) == 1 and tail not in task_of and tail not in lane_of:
            task_of[tail] = set(keys)  # a title of three words or more less its first
            # (often a code name: "Muggins hall hold" is "the hall hold")
            written_tails[tail] = tail_written[tail]
    short: set[str] = set()
    for word, keys in first_words.items():
        if len(keys) == 1 and len(word) >= 5 and word not in _COMMON and word not in task_of:
            task_of[word] = set(keys)
            short.add(word)
    tails: set[str] = set()
    possessed: set[str] = set()
    for word, keys in last_words.items():
        if len(keys) == 1 and len(word) >= 4 and word not in _COMMON and word not in task_of \
                and word not in first_words and word not in lane_of \
                and (len(word) >= 6 or word not in _ANSWERS):
            task_of[word] = set(keys)
            if word not in _ANSWERS:
                possessed.add(word)  # (after a lane's possessive: "Tempera Secco's offers")
            if len(word) >= 6:
                tails.add(word)
    model_names = set(models)
    for model in models:
        model_names.add(model.rsplit("/", 1)[-1])
    lane_re = _alternation(lane_of)
    task_re = _alternation(task_of, short, plural=True, tails=tails, written=written_tails,
                           run_only=run_only, lanes=lane_of, possessed=possessed)
    exclude = _alternation([n for n in model_names if norm(n) not in lane_of])
    return Names(lane_re=lane_re, task_re=task_re,
                 lane_of={k: frozenset(v) for k, v in lane_of.items()},
                 task_of={k: frozenset(v) for k, v in task_of.items()},
                 labels=labels, exclude_re=exclude,
                 lane_words=_first_words(lane_of), task_words=_first_words(task_of),
                 siblings=_siblings(labels.values()), products=_products(results, suites),
                 versions=_label_versions(labels.values()),
                 suite_marks=_suite_marks(results, suites))


# Words a title's tail may not start with ("Summary of a lease" is no "of a lease").
_TAIL_STARTS = frozenset({"of", "the", "a", "an", "for", "to", "and", "in", "on", "with", "by",
                          "from", "at", "or"})
_TITLE_WORD = compiled(r"(?<![\w-])[A-Z][a-z]{2,}\b")


def _suite_marks(results: dict[str, Suite], suites: list[str]) -> dict[str, re.Pattern[str]]:
    """Each suite's capitalised title words past the first that no other suite of the draft
    has in its title: what tells a rerun from the first pass ("Tasting-note assistants,
    January pass" and "..., February pass"). Only where two suites share a lane and task."""
    titles = {suite: results[suite].title or "" for suite in suites if suite in results}
    pairs = [{(run.task, run.lane) for run in results[suite].runs} for suite in titles]
    if len(titles) < 2 or not any(a & b for i, a in enumerate(pairs) for b in pairs[i + 1:]):
        return {}
    words = {suite: {m.group(0) for m in _TITLE_WORD.finditer(title) if m.start() > 0}
             for suite, title in titles.items()}
    marks: dict[str, re.Pattern[str]] = {}
    for suite, found in words.items():
        own = found - set().union(*(words[other] for other in words if other != suite))
        if own:
            marks[suite] = compiled(r"\b(?:" + "|".join(sorted(map(re.escape, own))) + r")\b")
    return marks


def _label_versions(labels: Iterable[str]) -> frozenset[str]:
    """The version words ("2.5") of labels that hold a name word too ("Caspian 2.5")."""
    found = set()
    for label in labels:
        words = label.split()
        versions = [w for w in words if _VERSION_WORD.fullmatch(w) and "." in w]
        if versions and len(versions) < len(words):
            found.update(versions)
    return frozenset(found)


def _lane_nicknames(suite: str, stored: Suite, lanes: dict[str, Lane]) -> dict[str, set[Key]]:
    """A lane called by a word of its label and "lane" ("the greedy lane" for Greedy-256, "the
    high-effort lane" for Effort-4096), or by its token ceiling when its label holds it ("the
    1024-token lane" for Sampled-1024 sent max_tokens 1024): only words one lane's label has."""
    ceilings: dict[str, str] = {}
    for run in stored.runs:
        if run.lane not in ceilings:
            ceilings[run.lane] = str(run.params.get("max_tokens", ""))
    found: dict[str, set[Key]] = {}
    for slug, meta in lanes.items():
        for part in re.split(r"[\s\-_]+", (meta.label or slug).lower()):
            if part.isalpha() and len(part) >= 4 and part not in _COMMON:
                found.setdefault(f"{part} lane", set()).add((suite, slug))
            elif part.isdigit() and ceilings.get(slug) == part:
                found.setdefault(f"{part}-token lane", set()).add((suite, slug))
                found.setdefault(f"{part} token lane", set()).add((suite, slug))
    return {name: keys for name, keys in found.items() if len(keys) == 1}


_PREFIX_TAIL = frozenset({"at", "with", "on", "in", "for", "@", "by", "of", "and", "-", "\u2013"})


def _shared_prefixes(suite: str, stored: Suite, lanes: dict[str, Lane]) -> dict[str, set[Key]]:
    """The words the labels of lanes of one model share ("Osprey 3" for "Osprey 3 Cold" and
    "Osprey 3 Warm": one model, two sets of parameters), as a name of all those lanes: a
    sentence naming the model names them all, unless its parameters pick one."""
    by_model: dict[str, list[str]] = {}
    for run in stored.runs:
        if run.model and run.lane not in by_model.setdefault(run.model, []):
            by_model[run.model].append(run.lane)
    found: dict[str, set[Key]] = {}
    for slugs in by_model.values():
        labels = [(lanes[slug].label or slug).split() for slug in slugs if slug in lanes]
        if len(labels) < 2:
            continue
        common: list[str] = []
        for words in zip(*labels, strict=False):
            if len({w.lower() for w in words}) != 1:
                break
            common.append(words[0])
        while common and common[-1].lower() in _PREFIX_TAIL:
            common.pop()  # "Calyx 9B" for "Calyx 9B at 0.1" and "Calyx 9B at 0.8", not "... at"
        if common and len(common) < min(len(words) for words in labels) \
                and any(c.isalpha() for c in common[0]):
            found[norm(" ".join(common))] = {(suite, slug) for slug in slugs}
    return found


def _products(results: dict[str, Suite], suites: list[str]) -> re.Pattern[str] | None:
    """A version right after one of the suites' slugs ("quarry-bench 0.5"), matched on the
    text before the number."""
    slugs = [s for s in suites if s in results]
    # (and the name the slugs of several suites share: "kiln 0.3" for kiln-summary and
    # kiln-classify)
    heads = [s.split("-", 1)[0] for s in slugs if "-" in s]
    slugs = sorted({*slugs, *(h for h in heads if len(h) >= 3 and heads.count(h) > 1)},
                   key=len, reverse=True)
    if not slugs:
        return None
    return re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(s) for s in slugs)
                      + r")[ \u00a0]+v?$", re.I)
