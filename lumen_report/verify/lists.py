"""Lists of figures in a sentence and the names or runs they pair with: "1,273, 2,527 and
1,706 bytes" (one unit written once), "Granite and Phi took 4.12 and 9.84 seconds
respectively", "Kestrel, Wren and Ibis wrote A, B and C bytes", "(9.48 s vs 4.74 s)" after
two lanes, "on its three runs"."""

from __future__ import annotations

import re
from itertools import pairwise

from lumen_report.verify.context import BlockContext, compared_with, masked_text, sentence_of
from lumen_report.verify.grammar import ORDINAL, RawClaim, count_of
from lumen_report.verify.lazy import lazy
from lumen_report.verify.names import Key, Mention
from lumen_report.verify.patterns import compiled, last
from lumen_report.verify.wording import ENDED, stats_of

# The repeat each ordinal word (grammar.ORDINAL) names.
ORDINALS = {"first": "repeat 1", "second": "repeat 2", "third": "repeat 3",
             "fourth": "repeat 4", "fifth": "repeat 5", "sixth": "repeat 6",
             "seventh": "repeat 7", "eighth": "repeat 8", "ninth": "repeat 9",
             "tenth": "repeat 10", "last": "repeat last",
             "final": "repeat last"}

# (a dash may hold the place of a run that stored no value: "480, 530, \u2014, 440 and 500 ms")
_BARE_LIST = compiled(r"(?:\s*,\s*[\u2014\u2013-])*\s*(?:,\s*(?:and\s+|or\s+)?|(?:and|or)\s+)")


def bare_lists(plain: str, raws: list[RawClaim]) -> dict[int, int]:
    """The claims (by id) in a list of bare numbers ("27.65, 31.08 and 28.90 seconds"), each
    with where its list starts."""
    found: dict[int, int] = {}
    for first, then in pairwise(raws):
        if first.code is None and then.code is None \
                and not (first.unit is not None and then.unit is not None
                         and first.unit != then.unit and "x" in (first.unit, then.unit)) \
                and _BARE_LIST.fullmatch(plain, first.end, then.start):
            # (not "10.37 seconds, 11.9x the greedy lane's": a figure and a ratio of it)
            found[id(then)] = found[id(first)] = found.get(id(first), first.start)
    return found


def mark_list_ends(plain: str, raws: list[RawClaim], lists: dict[int, int]) -> None:
    """Give each figure of a list closed by "and" ("1,944.5, 1,266.5 and 1,445.3 bytes") the
    list's end, where wording about all of them may follow ("on average")."""
    for items in _list_groups(raws, lists):
        if _LIST_AND.search(plain, items[-2].end, items[-1].start):
            for item in items:
                item.list_end = items[-1].end


def _list_groups(raws: list[RawClaim], lists: dict[int, int]) -> list[list[RawClaim]]:
    """The lists of bare figures (``bare_lists``) of two or more, each in order."""
    groups: dict[int, list[RawClaim]] = {}
    for raw in raws:
        if (start := lists.get(id(raw))) is not None:
            groups.setdefault(start, []).append(raw)
    return [items for items in groups.values() if len(items) > 1]


_LIST_AND = lazy(r"\b(?:and|or)\b")


# After a list of figures: "on its three runs", "across the 3 repeats", "in their four runs".
_ON_RUNS = compiled(r"(?i)\s+(?:on|in|across|over|for|during)\s+(?:its|their|the|all)\s+"
                      r"(?:(\d|two|three|four|five|six)\s+)(?:[\w-]+\s+){0,3}"
                      r"(?:runs|repeats|attempts|tries)\b"
                      # (or its first runs, the noun left out: "against 9.83 and 11.26 for the
                      # first two")
                      r"|\s+(?:on|in|for|from)\s+(?:its|their|the)\s+first\s+"
                      r"(\d|two|three|four|five|six)(?:\s+(?:runs|repeats|attempts|tries))?"
                      r"(?=\s*(?:[.,;:)]|$))")
# After a list of figures: "into its first and third runs", "on the second, third and
# fourth runs": one repeat per figure, in order.
_ORDINAL_WORD = compiled(rf"(?i){ORDINAL}")
# Two or more ordinals in a list: "first and third", "first, second, fourth and fifth".
_ORDINAL_SERIES = rf"((?:{ORDINAL})(?:(?:\s*,\s*|\s*,?\s+and\s+)(?:{ORDINAL}))+)"
# ... or bare in a bracket right after the list's last figure: "(first, third and fourth)".
_ORDINALS_BRACKETED = compiled(rf"(?i)\s*(?:s|ms|seconds|bytes|(?:[a-z]+\s+)?tokens)?\s*\(\s*"
                               rf"{_ORDINAL_SERIES}(?:\s+(?:runs?|repeats?))?\s*\)")
_ORDINAL_RUNS = compiled(
    r"(?i)(?:\s+|\s*,\s*)(?:(?:on|in|into|for|across|during|from|of)\s+)?(?:its|their|the)\s+"
    rf"((?:{ORDINAL})(?:(?:\s*,\s*|\s*,?\s+and\s+)(?:the\s+)?(?:{ORDINAL}))+)"
    r"\s+(?:runs?|repeats?|attempts?)\b")  # (or "(exit codes -9 and -15, the second and the
# fourth run)")
# An ordinal list, its run noun left out or not, and the verb of the list after it: "its
# first, third and fourth took 7.84, 8.28 and 7.19 seconds".
_ORDINALS_TOOK = compiled(
    rf"(?i)(?:\b(?:its|their|the)|['\u2019]s)\s+{_ORDINAL_SERIES}"
    r"(?:\s+(?:[\w\x00-]+\s+){0,3}?(?:runs|repeats|attempts))?"
    r"(?:,\s+(?:for\s+comparison|by\s+contrast|in\s+contrast|meanwhile|though|however),)?"
    r"\s+(?:took|ran|needed|lasted|"  # (an aside between: "Isparak's first and third Abrash
    # runs, for comparison, took 4.71 and 4.93 seconds")
    r"finished\s+in|came\s+in\s+at|used|wrote|produced|returned|spent)\b[^.;!?\d]{0,30}"
    r"(?:HTTP\s+\d{3}[^.;!?\d]{0,20})?$")  # ("returned HTTP 200 in 5.21, 4.93 and 5.58 s")
# A list of ordinals naming the runs a figure is about, before it (names blanked: a lane or
# task stands as NULs): "The first, second, fourth and fifth runs wrote between ...",
# "Heron's first, third and fourth bug reproduction runs all exited with code 0"; or after
# it: "... exited with code 0 on its first, third and fourth runs".
_ORDINAL_LIST = (rf"{_ORDINAL_SERIES}\s+(?:(?!(?:{ORDINAL})\b)[\w\x00-]+\s+){{0,3}}?"
                 r"(?:runs|repeats|attempts)\b")
_NAMED_RUNS = compiled(rf"(?i)(?:\b(?:the|its|their)|['\u2019]s)\s+{_ORDINAL_LIST}")
_NAMED_RUNS_AFTER = compiled(r"(?i)[^.,;:\d]{0,40}?\b(?:on|in|for|across|during|over|from)\s+"
                             rf"(?:the|its|their)\s+{_ORDINAL_LIST}")
# Between such a list and its figure: no other figure, no clause break ("... into its first
# and second runs, respectively, and 3.61 and 4.02 s into its second and third").
_NAMED_GAP_BREAK = compiled(r"\d|[,;:()]|\s(?:and|but|while|whereas)\s")


# Before a list of figures in its sentence (names masked): "its five runs took", "Across its
# five runs, X took", "its five invoice matching runs took", "the first three runs took"
# (not "its last three runs", nor "in two runs", which may be any two).
_COUNTED_BEFORE = compiled(r"(?i)(?:\b(?:its|their|the|all|first)|['\u2019]s)\s+"
                           r"(\d|two|three|four|five|six)\s+(?:[\w\x00-]+\s+){0,3}?"
                           r"(?:runs|repeats|attempts|tries)\b[^.;:!?\d]{0,60}?:?\s*$")
# Some of the runs, not all in order: "the two finished runs", "its four runs that completed".
_SUBSET = compiled(rf"(?i)\b(?:finished|completed|successful|succeeded|other|remaining|{ENDED})\b"
                   r"|\b(?:runs|repeats|attempts|tries)\s+(?:that|which|where|when)\b")
# "runs 1-5:", "(runs 1 to 5)", "over runs 2 through 4 were": those repeats, in order.
_SPAN_BEFORE = compiled(r"(?i)\b(?:runs|repeats|attempts|tries)\s+#?([1-9])\s*(?:-|\u2013|\u2014|"
                        r"to|through)\s*#?([1-9])\b[^.;!?\d]{0,60}?$")
# ... or after the list: "..., 0.26 and 0.31 s for runs one to five".
_SPAN_AFTER = compiled(r"(?i)\s*(?:s|ms|seconds|bytes|tokens|[a-z]+\s+tokens)?,?\s+"
                       r"(?:for|on|in|over)\s+(?:its\s+|their\s+)?runs\s+(one|two|three|[1-9])"
                       r"\s*(?:-|\u2013|to|through)\s*(two|three|four|five|six|seven|eight|nine|[2-9])\b")
# "runs 2 and 3 took", "Runs two and three:", "runs #1, #2 and #4 wrote": those repeats, in
# order.
_RUN_NUMBER = r"#?(?:[1-9]|one|two|three|four|five|six|seven|eight|nine)"
_NUMBERED_BEFORE = compiled(rf"(?i)\b(?:runs|repeats|attempts|tries)\s+({_RUN_NUMBER}"
                            rf"(?:\s*,\s*{_RUN_NUMBER})*\s*,?\s+(?:and|&)\s+{_RUN_NUMBER})\b"
                            r"[^.;!?\d]{0,60}?$")
_RUN_NUMBER_WORD = compiled(r"(?i)[1-9]|one|two|three|four|five|six|seven|eight|nine")


def _runs_before(ctx: BlockContext, items: list[RawClaim]) -> list[int]:
    """The repeats a list's own sentence names right before it, one per figure, in order
    ("its five runs took A, B, C, D and E s", "runs 1-5: A, ..."), else []."""
    masked = masked_text(ctx)
    start = max(sentence_of(ctx.sentences, items[0].start)[0], items[0].start - 120)
    counted = _COUNTED_BEFORE.search(masked, start, items[0].start)
    if counted is not None and _SUBSET.search(counted.group(0)) is None:
        count = counted.group(1).lower()
        if count_of(count) == len(items):
            return list(range(1, len(items) + 1))
        return []
    span = _SPAN_BEFORE.search(masked, start, items[0].start)
    if span is not None and int(span.group(2)) - int(span.group(1)) + 1 == len(items):
        return list(range(int(span.group(1)), int(span.group(2)) + 1))
    numbered = _NUMBERED_BEFORE.search(masked, start, items[0].start)
    if numbered is not None:
        numbers = [count_of(word) for word in _RUN_NUMBER_WORD.findall(numbered.group(1))]
        return numbers if len(numbers) == len(items) else []
    series = None if any(item.bound in ("from", "to") for item in items) \
        else _ORDINALS_TOOK.search(masked, start, items[0].start)  # (a range is no list)
    if series is not None:
        repeats = [ORDINALS[word.lower()].removeprefix("repeat ")
                   for word in _ORDINAL_WORD.findall(series.group(1))]
        if len(repeats) == len(items) and all(r.isdigit() for r in repeats):
            return [int(r) for r in repeats]
    return []


def repeat_lists(ctx: BlockContext, raws: list[RawClaim], lists: dict[int, int]
                  ) -> dict[int, str]:
    """The figures (by id) of a list right before "on its three runs" ("its reasoning share
    was 64.7%, 64.9% and 64.5% on its three runs") or after "its three runs took", "runs
    1-3:": one per repeat, in order."""
    plain = ctx.block.plain
    found: dict[int, str] = {}
    previous: list[RawClaim] = []  # the list before in the block
    for items in _list_groups(raws, lists):
        if previous and len(previous) == len(items) and id(previous[0]) in found \
                and _AND_VERB_GAP.fullmatch(plain, previous[-1].end, items[0].start) is not None \
                and [found[id(prior)] for prior in previous] == [
                    ORDINALS[word.lower()] for word in _ORDINAL_WORD.findall(
                        plain, sentence_of(ctx.sentences, previous[0].start)[0],
                        previous[0].start)]:
            # "Its first and third runs took 4.71 and 4.93 seconds and wrote 1,562 and 1,612
            # bytes": the runs its ordinals named, for the second list too
            found.update((id(item), found[id(prior)])
                         for item, prior in zip(items, previous, strict=True))
            previous = items
            continue
        previous = items
        runs = _ON_RUNS.match(plain, items[-1].end)
        count = (runs.group(1) or runs.group(2)).lower() if runs is not None else ""
        if runs is not None and count_of(count) == len(items):
            if _SUBSET.search(plain, runs.start(), runs.end() + 16) is None:
                found.update((id(item), f"repeat {n}") for n, item in enumerate(items, 1))
            else:  # "on its two truncated runs", "for the two runs that finished": one figure
                # of each of those runs, in no order the list says (not the run named before)
                found.update((id(item), "some") for item in items)
        elif (_IN_ORDER_AFTER.match(plain, items[-1].end) is not None
              or _IN_ORDER_BEFORE.search(plain, sentence_of(ctx.sentences, items[0].start)[0],
                                         items[0].start) is not None) \
                and _SUBSET.search(plain, sentence_of(ctx.sentences, items[0].start)[0],
                                   items[0].start) is None:
            # "480, 530, \u2014, 440 and 500 ms, in run order": one per repeat from the first,
            # a dash holding the place of a run that stored none (not "For the three finished
            # runs ... 1,394, 1,538 and 1,296, in run order": some of the runs)
            found[id(items[0])] = "repeat 1"
            n = 1
            for prior, item in pairwise(items):
                n += 1 + len(_PLACE_HELD.findall(plain, prior.end, item.start))
                found[id(item)] = f"repeat {n}"
        elif (span := _SPAN_AFTER.match(plain, items[-1].end)) is not None \
                and count_of(span.group(2)) - count_of(span.group(1)) + 1 == len(items) \
                and count_of(span.group(1)) > 0:
            # "0.24, 0.27, 0.22, 0.26 and 0.31 s for runs one to five": those repeats, in order
            first = count_of(span.group(1))
            found.update((id(item), f"repeat {first + n}") for n, item in enumerate(items))
        elif repeats := _runs_before(ctx, items):
            found.update((id(item), f"repeat {n}") for n, item in zip(repeats, items, strict=True))
        elif (named := _ORDINAL_RUNS.match(plain, items[-1].end)
              or _ORDINALS_BRACKETED.match(plain, items[-1].end)) is not None:
            # (or bare in a bracket: "took 6.59, 6.21 and 6.93 s (first, third and fourth)")
            # "12.61 and 11.72 s into its first and second runs (respectively)"
            ordinals = _ORDINAL_WORD.findall(named.group(1))
            if len(ordinals) == len(items):
                found.update((id(item), ORDINALS[word.lower()])
                             for item, word in zip(items, ordinals, strict=True))
        elif _RESPECTIVELY.match(plain, items[-1].end) is not None \
                and len(before := _repeats_named_before(ctx, items)) == len(items):
            # "took 12.46 seconds on its first go and 13.08 on its second, writing 2,920 and
            # 2,986 bytes respectively": the runs named before it in its sentence, in order
            found.update((id(item), stat) for item, stat in zip(items, before, strict=True))
    return found


# "..., in run order", "(runs in order)" after a list; "in run order:" before it.
_IN_ORDER_AFTER = compiled(r"(?i)\s*(?:s|ms|seconds|bytes|(?:[a-z]+\s+)?tokens)?\s*[,;(]?\s*"
                           r"(?:(?:its\s+|the\s+|their\s+)?runs\s+)?in\s+(?:run\s+)?order\b"
                           r"(?!\s+(?:of|to)\b)")
_IN_ORDER_BEFORE = compiled(r"(?i)\bin\s+(?:run\s+)?order\s*[,:]?\s*"
                            r"(?:(?:took|lasted|needed|wrote|used|came\s+to|were)\s+)?$")
# (or a verb between: "its Heathering runs, in order, took 9.87, 10.43 and 9.34 seconds")
_PLACE_HELD = compiled(r",\s*[\u2014\u2013-](?=\s*,)")  # (a run's place, held by a dash)


# Between two lists of one sentence's runs: a unit, "and" and a verb ("4.93 seconds and wrote").
_AND_VERB_GAP = compiled(r"(?i)\s*(?:s|ms|seconds|bytes|tokens|[a-z]+\s+tokens)?"
                         r"(?:\s+respectively)?,?\s+(?:and\s+(?:wrote|used|produced|returned|spent|"
                         r"took|needed|printed)|with\s+(?:[a-z]+\s+){1,2}of|writing|producing)\s+")
# (or a reply's measure after "respectively": "... in 5.21, 4.93 and 5.58 seconds respectively,
# with replies of 2,716, 2,590 and 2,874 bytes")


def _repeats_named_before(ctx: BlockContext, items: list[RawClaim]) -> list[str]:
    """The distinct repeats the statistics of the list's sentence name before it, in order
    (none when a lane is named between them and the list: its own runs)."""
    start = sentence_of(ctx.sentences, items[0].start)[0]
    named = [(at, stat) for at, stat in stats_of(ctx)
             if start <= at < items[0].start and stat.startswith("repeat ")]
    repeats = list(dict.fromkeys(stat for _, stat in named))
    if not named or any(named[-1][0] < mention.start < items[0].start for mention in ctx.lanes):
        return []
    return repeats


def named_repeats(masked: str, raw: RawClaim, sentence: tuple[int, int],
                  list_start: int | None) -> frozenset[int] | None:
    """The repeats an ordinal list names as what a figure is about: the last one in its
    sentence before it, in its clause (``_NAMED_RUNS``), else one right after it
    (``_NAMED_RUNS_AFTER``); a range's or a list's figures count as one. ``masked``: the
    block's text, names blanked."""
    first = raw.start if list_start is None else list_start
    last = max(raw.end, raw.list_end)
    if raw.partner is not None:  # a range: the words before its bottom, after its top
        first, last = min(first, raw.partner.start), max(last, raw.partner.end)
    found = None
    for found in _NAMED_RUNS.finditer(masked, sentence[0], first):  # noqa: B007
        pass
    if found is None or _NAMED_GAP_BREAK.search(masked, found.end(), first) is not None:
        found = _NAMED_RUNS_AFTER.match(masked, last, sentence[1])
        if found is None:
            return None
    return _ordinal_repeats(found)


def _ordinal_repeats(found: re.Match[str], count: int | None = None) -> frozenset[int] | None:
    """The repeats an ordinal list (group 1 of ``found``) names, if it names ``count`` of
    them when given (not "last": which repeat is last depends on the lane)."""
    repeats = [ORDINALS[word.lower()] for word in _ORDINAL_WORD.findall(found.group(1))]
    if "repeat last" in repeats or (count is not None and len(repeats) != count):
        return None
    return frozenset(int(repeat.removeprefix("repeat ")) for repeat in repeats)


# A statistic said of "those two" runs right after it: "a mean of 14.98 s for those two",
# "(a mean of 7.02 for those two)".
_FOR_THOSE = compiled(r"(?i)\s+(?:for|of|over|across)\s+th(?:ose|ese)\s+(\w+)\b"
                      r"(?:\s+(?:runs|repeats))?\s*[).;,]")


def those_repeats(masked: str, raw: RawClaim, sentence: tuple[int, int], before: int
                  ) -> frozenset[int] | None:
    """The repeats "for those two" after a figure points back to: the last ordinal list of
    runs before the figure, in its sentence or the one before (from ``before``), naming as
    many runs as it counts ("Its second and third Tannin runs took 15.34 and 14.62 seconds
    respectively, a mean of 14.98 s for those two")."""
    said = _FOR_THOSE.match(masked, raw.end, sentence[1] + 1)
    if said is None or (count := count_of(said.group(1))) < 2:
        return None
    found = last(_NAMED_RUNS.finditer(masked, before, raw.start))
    return _ordinal_repeats(found, count) if found is not None else None


def named_statistic(stat: str | None, named: frozenset[int], list_start: int | None
                    ) -> str | None:
    """The statistic of a figure said of the runs an ordinal list names: each of them
    ("all") for a lone figure with none of its own or with one of those runs ("on its first,
    second and fourth runs" is not the first alone; nor "its first run failed, while its
    second and third runs succeeded in ...": another run), else its own ("averaged")."""
    if stat is None or stat.startswith("repeat "):
        return "all" if list_start is None else None  # (a list: one figure per run)
    return stat


_VERSUS = lazy(r"(?i)\s*(?:vs\.?|versus|against)\s*")
_CLOSE = lazy(r"\s*(?:,\s*[a-z][a-z ]{0,30})?\)")  # (or after a statistic: "..., medians)")


def versus(ctx: BlockContext, raws: list[RawClaim]
            ) -> dict[int, tuple[bool, frozenset[Key] | None]]:
    """The two figures of "A vs B" (often in parentheses) after a sentence part that names
    two lanes ("Kestrel took twice as long as Wren (9.48 s vs 4.74 s)", "Kestrel vs Ibis:
    7.58 s vs 1.91 s"): A is the first lane's, B the second's, as "respectively" would say."""
    plain = ctx.block.plain
    found: dict[int, tuple[bool, frozenset[Key] | None]] = {}
    for first, then in pairwise(raws):
        if _VERSUS.fullmatch(plain, first.end, then.start) is None:
            continue
        opening = plain.rfind("(", 0, first.start)
        if opening >= 0 and not plain[opening + 1:first.start].strip():
            if _CLOSE.match(plain, then.end) is None:
                continue  # "(9.48 s vs 4.74 s)"
        else:
            opening = first.start  # "Kestrel vs Ibis: 7.58 s vs 1.91 s"
        start, _ = sentence_of(ctx.sentences, first.start)
        lanes = _distinct_lanes(ctx, start, opening)
        named = [mn for mn in ctx.lanes if start <= mn.start and mn.end <= opening]
        if len(lanes) > 2 and compared_with(ctx, named[-1]) \
                and not compared_with(ctx, named[0]):
            # "Vambrace Pro trails Gorget Mini by 6.89 s and is itself 45% quicker than Sabaton
            # 4.2 (8.91 s against 16.32 s)": the subject, then the lane compared last
            lanes = [named[0].keys, named[-1].keys]
        if len(lanes) == 2:
            found[id(first)], found[id(then)] = (True, lanes[0]), (True, lanes[1])
            _share_unit([first, then])  # "(9.48 vs. 1.58 seconds)"
    return found


# Between two flags of a list: "`--temperature 0.2` and `--temperature 0.9`".
_FLAG_JOIN = lazy(r"[`\s]*(?:,\s*(?:and\s+)?|and\s+)[`\s]*")


def flag_pairs(ctx: BlockContext, raws: list[RawClaim]
               ) -> dict[int, tuple[bool, frozenset[Key] | None]]:
    """The flags (by id) of "A and B run at `--temperature 0.2` and `--temperature 0.9`
    respectively" (or three: "A, B and C ran with `--max-tokens 4096`, `--max-tokens 8192`
    and `--max-tokens 2048` respectively"): each flag is the lane of the same rank in the list
    of names before it."""
    plain = ctx.block.plain
    found: dict[int, tuple[bool, frozenset[Key] | None]] = {}
    flags = [raw for raw in raws if raw.unit == "flag"]
    index = 0
    while index < len(flags):
        group = [flags[index]]
        while index + len(group) < len(flags) \
                and (then := flags[index + len(group)]).flag == group[0].flag \
                and _FLAG_JOIN.fullmatch(plain, group[-1].end, then.start) is not None:
            group.append(then)
        index += len(group)
        if len(group) < 2:
            continue
        start, _ = sentence_of(ctx.sentences, group[0].start)
        names = _name_list(plain, ctx.lanes, start, group[0].start)
        if (order := _IN_ORDER.match(plain, group[-1].end)) is None:
            if len(names) == len(group) and len({flag.value for flag in group}) == len(group):
                # (the order said by the lists alone: "Underfire and Overfire are one model at
                # two settings, `--temperature 0.1` and `--temperature 0.6`")
                found.update((id(flag), (True, name.keys))
                             for flag, name in zip(group, names, strict=True))
            continue
        if len(names) != len(group) and len(names) == 1 and len(names[0].keys) > 1:
            # (past a name of them all: "Vernier and Tribrach are the same Clinometer model
            # ..., capped at `--max-tokens 2048` and `--max-tokens 6144` respectively")
            names = _name_list(plain, [mn for mn in ctx.lanes if len(mn.keys) == 1], start,
                               group[0].start)
        if len(names) != len(group):  # (or the names after them: "`--max-tokens 4096` and
            # `--max-tokens 1536` for Guyot and Spatter respectively")
            names = _name_list(plain, ctx.lanes, group[-1].end, order.end())
        if len(names) != len(group):  # (or after "respectively": "`--max-tokens 1024` and
            # `--max-tokens 3072`, respectively Ocular and Focuser")
            names = _name_list(plain, ctx.lanes, order.end(),
                               sentence_of(ctx.sentences, order.end())[1])
        if len(names) == len(group):
            found.update((id(flag), (True, name.keys)) for flag, name in zip(group, names,
                                                                             strict=True))
    return found


RESPECTIVE_WORD = compiled(r"(?i)\brespectively\b")
# ... or its synonyms, after flags: "... and `--temperature 0.7` in the same order".
_IN_ORDER_WORDS = r"\b(?:respectively|in\s+(?:the\s+same|that)\s+order)\b"
_IN_ORDER = compiled(rf"(?i)[^.;:\d]{{0,60}}?{_IN_ORDER_WORDS}")
# After the last figure of a list: ", respectively", "on their first runs, respectively".
_RESPECTIVELY = compiled(r"(?i)[^.;:\d]{0,160}?\brespectively\b")  # (four lanes' names may
# stand between: "10.83, 3.41, 1.63 and 5.09 seconds for Xanthoria 4, Tortula Muralis, Grimmia
# Pulvinata and Candelariella Vitellina, respectively")
# Between two names of a list: "Granite and Phi", "log triage, the SQL review and ...".
_NAME_JOIN = compiled(r"(?i)(?:['\u2019]s?)?\s*(?:,\s*(?:and\s+)?|and\s+)(?:the\s+)?")
# ... or between two tasks' names, each with its noun: "for the adit reminder and the winze
# chaser, respectively".
_TASK_JOIN = compiled(r"(?i)(?:\s+[a-z][a-z-]*){0,2}?\s*(?:,\s*(?:and\s+)?|and\s+)"
                      r"(?:the\s+)?")


def respectively(ctx: BlockContext, raws: list[RawClaim], lists: dict[int, int]
                  ) -> dict[int, tuple[bool, frozenset[Key] | None]]:
    """The figures (by id) of a list followed by "respectively", each with the lane (True)
    or task (False) of the same rank in the list of names before it in its sentence
    ("Granite and Phi took 4.12 and 9.84 seconds respectively"; "on log triage and the SQL
    review Granite averaged 4.18 s and 6.12 s respectively"), when the counts agree."""
    plain = ctx.block.plain
    found: dict[int, tuple[bool, frozenset[Key] | None]] = {}
    for items in _list_groups(raws, lists):
        # (in the masked text: names after the list may hold digits, "for Sabaton 4.2, Vambrace
        # Pro and Gorget Mini respectively")
        word = _RESPECTIVELY.match(masked_text(ctx), items[-1].end)
        if word is not None:
            start, _ = sentence_of(ctx.sentences, items[0].start)
            for is_lane, mentions in ((True, ctx.lanes), (False, ctx.tasks)):
                join = _NAME_JOIN if is_lane else _TASK_JOIN
                names = _name_list(plain, mentions, start, items[0].start, join)
                if len(names) != len(items):  # "4.12 and 9.84 s for Granite and Phi resp."
                    names = _name_list(plain, mentions, items[-1].end, word.end(), join)
                if len(names) != len(items) \
                        and (lead := _FOR_NAMES.match(plain, word.end())) is not None:
                    # "1,347, 1,436 and 1,384 bytes respectively for Counterpunch, Typemetal
                    # and Muller": the names right after the word
                    names = _first_name_list(plain, mentions, lead.end(),
                                             sentence_of(ctx.sentences, lead.end())[1], join)
                if len(names) == len(items):
                    found.update((id(item), (is_lane, name.keys))
                                 for item, name in zip(items, names, strict=True))
                    _share_unit(items)
                    break
            else:
                lanes = _with_unknown(plain, _name_list(plain, ctx.lanes, start,
                                                        items[0].start), start, items[0].start)
                if len(lanes) == len(items):
                    # "Mercury and Gemma wrote 1,273 and 0 bytes, respectively": "Gemma" names
                    # no lane; its figure is not checked against Mercury (any lane may hold it)
                    found.update((id(item), (True, keys))
                                 for item, keys in zip(items, lanes, strict=True))
                    _share_unit(items)
                elif (opening := plain.rfind("(", start, items[0].start)) >= 0 \
                        and len(named := _distinct_lanes(ctx, start, opening)) == len(items) \
                        and not _distinct_lanes(ctx, opening, items[0].start):
                    # "Shackle 2.4 is 3.1x faster than Deadbolt Chill (medians of 10.26 and
                    # 24.18 seconds, respectively)": the lanes the sentence names, in order
                    found.update((id(item), (True, keys))
                                 for item, keys in zip(items, named, strict=True))
                    _share_unit(items)
                elif (their := last(_THEIR.finditer(plain, start, items[0].start))) is not None \
                        and len(named := _distinct_lanes(ctx, start, their.start())) \
                        == len(items) and not _distinct_lanes(ctx, their.start(),
                                                              items[0].start):
                    # "Caravel Topsail's runs used ... and Caravel Mainsail's ..., and their
                    # fastest runs took 4.09 s and 4.24 s, respectively": "their" is the lanes
                    # named before it, in order
                    found.update((id(item), (True, keys))
                                 for item, keys in zip(items, named, strict=True))
                    _share_unit(items)
    return found


_THEIR = compiled(r"(?i)\btheir\b")
# Right after "respectively", before the names the list's figures are of: " for ".
_FOR_NAMES = compiled(r"(?i),?\s+(?:for|by|from)\s+(?:the\s+)?")


def _distinct_lanes(ctx: BlockContext, start: int, end: int) -> list[frozenset[Key]]:
    """The lanes named between ``start`` and ``end``, each once, in order."""
    lanes: list[frozenset[Key]] = []
    for mention in ctx.lanes:
        if start <= mention.start and mention.end <= end and mention.keys not in lanes:
            lanes.append(mention.keys)
    return lanes


# Between a list of lane names and the list of figures it is the subject of: a verb and a
# few words, no figure or clause break ("Kestrel, Wren and Ibis wrote 1,944.5, ...").
_SUBJECT_GAP = lazy(r"(?:['\u2019]s?)?\s+(?:[a-z][\w-]*\s+){0,4}?(?:[~\u2248]\s*)?")  # (or none,
# the verb elided after a list "respectively" paired: "..., and Hawkfish 4 and Goby Rubble
# 11.36 and 8.12 seconds")


def task_pairs(ctx: BlockContext, raws: list[RawClaim], lists: dict[int, int]
               ) -> dict[int, tuple[bool, frozenset[Key] | None]]:
    """The figures (by id) of a sentence whose lists each give one lane's figures over the
    same tasks, in the order the sentence states: "**Invoice fields** and **Address
    parsing** ran three times per lane. Median wall times, invoice fields first: Lynx 2 took
    4.82 and 3.41 s respectively, Badger Mini 1.27 and 0.94 s, Jqx 2.14 and 1.92 s". The
    tasks are the list of as many names in the sentence before the figures, else in the
    sentence before it; "<task> first" puts that one first. Only with that cue or
    "respectively" after one of the lists, and only for lists with a single lane named
    before them (a list of lanes pairs as ``respectively`` says)."""
    plain = ctx.block.plain
    found: dict[int, tuple[bool, frozenset[Key] | None]] = {}
    if len(ctx.tasks) < 2:
        return found
    by_sentence: dict[int, list[list[RawClaim]]] = {}
    for items in _list_groups(raws, lists):
        by_sentence.setdefault(sentence_of(ctx.sentences, items[0].start)[0], []).append(items)
    for start, groups in by_sentence.items():
        count = len(groups[0])
        if any(len(items) != count for items in groups):
            continue
        first = groups[0][0].start
        cue = next((mn for mn in ctx.tasks if start <= mn.start and mn.end <= first
                    and _FIRST_CUE.match(plain, mn.end)), None)
        if cue is None and not any(_RESPECTIVELY.match(plain, items[-1].end) for items in groups):
            continue
        names = _name_list(plain, ctx.tasks, start, first)
        if len(names) != count and start > 0:
            before = sentence_of(ctx.sentences, start - 1)[0]
            names = _name_list(plain, ctx.tasks, before, start)
        if len(names) != count:
            continue
        if cue is not None:
            lead = next((n for n in names if n.keys == cue.keys), None)
            if lead is None:
                continue
            names = [lead, *(n for n in names if n is not lead)]
        if any(len(_name_list(plain, ctx.lanes, start, items[0].start)) > 1 for items in groups):
            continue  # lanes listed before a list: "Granite and Phi took A and B s"
        for items in groups:
            found.update((id(item), (False, name.keys))
                         for item, name in zip(items, names, strict=True))
            _share_unit(items)
    return found


# A task named first in an order the sentence sets: "invoice fields first", "X first, then Y".
_FIRST_CUE = compiled(r"(?i)\s+first\b(?!\s+(?:run|repeat|attempt|try|time))")


def subject_lists(ctx: BlockContext, raws: list[RawClaim], lists: dict[int, int]
              ) -> dict[int, tuple[bool, frozenset[Key] | None]]:
    """The figures of a list whose subject is a list of as many lanes right before it, in
    order, as "respectively" would pair them: "Kestrel, Wren and Ibis wrote 1,944.5, 1,266.5
    and 1,445.3 bytes on average"."""
    plain = ctx.block.plain
    found: dict[int, tuple[bool, frozenset[Key] | None]] = {}
    for items in _list_groups(raws, lists):
        start, _ = sentence_of(ctx.sentences, items[0].start)
        names = _name_list(plain, ctx.lanes, start, items[0].start)
        if len(names) == len(items) \
                and _SUBJECT_GAP.fullmatch(plain, names[-1].end, items[0].start) \
                and not any(items[0].start <= mn.start < items[-1].end for mn in ctx.lanes):
            found.update((id(item), (True, name.keys))
                         for item, name in zip(items, names, strict=True))
            _share_unit(items)
    return found


# A capitalized word joined to a list of names that is no lane's name ("Mercury and Gemma").
# The list's last join says "and" ("Mercury and Gemma", "Mercury, Phi, and Gemma"); a name
# before the list is joined by "and" to one name ("Gemma and Mercury"), by a comma to
# several ("Gemma, Mercury and Phi"): "In March, Granite took ..." is no list.
_UNKNOWN_AFTER = compiled(r"(?:['\u2019]s)?(?:\s*,\s*and\s+|\s+and\s+)(?:the\s+)?"
                            r"[A-Z][\w.-]*(?=['\u2019]s\b|[\s,])")
_UNKNOWN_BEFORE = (
    compiled(r"(?<![\w.-])[A-Z][\w.-]*(?:['\u2019]s)?\s+and\s+(?:the\s+)?$"),
    compiled(r"(?<![\w.-])[A-Z][\w.-]*(?:['\u2019]s)?\s*,\s*(?:the\s+)?$"),
)


def _with_unknown(plain: str, names: list[Mention], start: int, end: int
                  ) -> list[frozenset[Key] | None]:
    """The list of lane names with one unknown capitalized name joined to it (None) after
    its last name or before its first, else []."""
    if not names:
        return []
    keys: list[frozenset[Key] | None] = [n.keys for n in names]
    after = _UNKNOWN_AFTER.match(plain, names[-1].end, end)
    if after is not None:
        return [*keys, None]
    if _UNKNOWN_BEFORE[len(names) > 1].search(plain, start, names[0].start) is not None:
        return [None, *keys]
    return []


def _share_unit(items: list[RawClaim]) -> None:
    """"exited with codes 0 and 7 respectively": every figure of the list takes the unit
    stated once in it."""
    unit = next((item for item in items if item.unit is not None), None)
    if unit is None:
        return
    for item in items:
        if item.unit is None and item.ignored is None \
                and (unit.unit != "exit" or item.decimals == 0):
            item.unit, item.scale, item.measured = unit.unit, unit.scale, True
            item.hint = item.hint or unit.hint


def _name_list(plain: str, mentions: list[Mention], start: int, end: int,
               join: re.Pattern[str] = _NAME_JOIN) -> list[Mention]:
    """The last list of names ("A, B and C") in plain[start:end]."""
    inside = [mn for mn in mentions if start <= mn.start and mn.end <= end]
    if not inside:
        return []
    names = [inside[-1]]
    for mention in reversed(inside[:-1]):
        if join.fullmatch(plain, mention.end, names[0].start) is None:
            break
        if mention.keys != names[0].keys:
            names.insert(0, mention)
    return names


def _first_name_list(plain: str, mentions: list[Mention], start: int, end: int,
                     join: re.Pattern[str]) -> list[Mention]:
    """The list of names ("A, B and C") that starts right at ``start``, within ``end`` (not
    a name the sentence gives later: "... respectively for Snuffer and Ozokerite, so there
    Ozokerite takes about 1.5 times as long")."""
    inside = [mn for mn in mentions if start <= mn.start and mn.end <= end]
    if not inside or inside[0].start != start:
        return []
    names = [inside[0]]
    for mention in inside[1:]:
        if join.fullmatch(plain, names[-1].end, mention.start) is None:
            break
        if mention.keys != names[-1].keys:
            names.append(mention)
    return names


# Between two names of a coordinated list: "invoice matching and shift rota", "A, B and C",
# "A and on B".
# (not "Unlike on A, on B": a preposition repeats only after "and" or "or")
_COORDINATED_JOIN = compiled(r"(?i)\s*(?:,\s*|,?\s*(?:and|or)\s+"
                             r"(?:(?:on|across|for|in|over|during)\s+)?)(?:the\s+)?")
# Before such a list: a preposition ("on the invoice matching and shift rota tasks", "on both
# the ... tasks").
_COORDINATED_BEFORE = compiled(r"(?i)\b(?:on|across|for|in|over|of|during)\s+"
                               r"(?:(?:the|both|its|their|all)\s+){0,2}$")


def _joined(plain: str, mentions: list[Mention], index: int, join: re.Pattern[str],
            start: int = 0, end: int = 10**12) -> tuple[int, int]:
    """The first and last index of the names around ``mentions[index]`` that ``join`` links
    one to the next ("A, B and C"), within [``start``, ``end``)."""
    first = last = index
    while first > 0 and mentions[first - 1].start >= start \
            and join.fullmatch(plain, mentions[first - 1].end, mentions[first].start):
        first -= 1
    while last + 1 < len(mentions) and mentions[last + 1].end <= end \
            and join.fullmatch(plain, mentions[last].end, mentions[last + 1].start):
        last += 1
    return first, last


def coordinated(plain: str, mentions: list[Mention], keys: frozenset[Key],
                sentence: tuple[int, int]) -> frozenset[Key] | None:
    """Every name of the coordinated list after a preposition that a mention of ``keys`` in
    ``sentence`` is one of ("on the unconstrained and rephrased tasks": both), else None."""
    for index, mention in enumerate(mentions):
        if mention.keys != keys or not sentence[0] <= mention.start < sentence[1]:
            continue
        first, last = _joined(plain, mentions, index, _COORDINATED_JOIN)
        start = mentions[first].start
        if last > first and _COORDINATED_BEFORE.search(plain, max(0, start - 24), start):
            return frozenset().union(*(mn.keys for mn in mentions[first:last + 1]))
    return None


# Between the lanes of a coordinated subject: "Ocelot and Quokka", "A, B and C".
_SUBJECT_JOIN = compiled(r"\s*,\s*(?:and\s+)?|\s+and\s+")
# Before it: nothing but the sentence's opening ("Both", "On waybills,").
_SUBJECT_BEFORE = compiled(r"(?i)\s*(?:(?:both|either)\s+)?$")
# After it: a verb of its own, perhaps after "both" or "each" ("... both wrote over ...").
_SUBJECT_AFTER = compiled(r"(?i)\s+(?:(?:both|each|all|also)\s+)?[a-z]+")


def coordinated_subject(plain: str, mentions: list[Mention], keys: frozenset[Key],
                        sentence: tuple[int, int], position: int) -> frozenset[Key] | None:
    """Every lane of the coordinated subject ("Both Ocelot Pro and Quokka Mini wrote over
    1,195 bytes on every run") that the lane ``keys`` named before ``position`` is one of,
    when the list opens the sentence (or its clause after a fronted phrase and a comma)."""
    named = [i for i, mn in enumerate(mentions)
             if mn.keys == keys and sentence[0] <= mn.start and mn.end <= position]
    if not named:
        return None
    first, last = _joined(plain, mentions, named[-1], _SUBJECT_JOIN, sentence[0], position)
    if last == first:
        return None
    opening = plain.rfind(",", sentence[0], mentions[first].start) + 1 or sentence[0]
    if _SUBJECT_BEFORE.fullmatch(plain, opening, mentions[first].start) is None \
            or _SUBJECT_AFTER.match(plain, mentions[last].end) is None:
        return None
    return frozenset().union(*(mn.keys for mn in mentions[first:last + 1]))
