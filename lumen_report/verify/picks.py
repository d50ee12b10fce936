"""Which of the runs in a claim's scope its words pick.

"Both Kestrel runs that finished", "its truncated run", "the first, second and fourth
runs", "except on its timed-out run", "its other two runs": each keeps some of the runs
the lane, task and suite put in scope (the rest of the checks then read only those), and may
change the statistic the claim is checked as (a named repeat, or every run).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from lumen_report.verify.context import (
    IT,
    BlockContext,
    clause_of,
    masked_text,
    nearest_heading,
    sentence_of,
)
from lumen_report.verify.decide import DraftState
from lumen_report.verify.grammar import DIGIT, ORDINAL, ORDINAL_AFTER, count_of
from lumen_report.verify.lazy import lazy
from lumen_report.verify.lists import ORDINALS, named_repeats, named_statistic, those_repeats
from lumen_report.verify.names import Key, Mention
from lumen_report.verify.patterns import compiled, last
from lumen_report.verify.wording import ENDED, NUMBERED_RUN, RUN_NOUN, stats_of

if TYPE_CHECKING:
    from lumen_report.verify.extract import RawClaim
    from lumen_report.verify.runs import Run


def picked_runs(state: DraftState, ctx: BlockContext, raw: RawClaim,
                sentence: tuple[int, int], runs: list[Run], stat: str | None,
                words: frozenset[str], end: int, list_start: int | None,
                list_repeat: str | None, headed: str | None = None,
                headed_task: frozenset[Key] | None = None
                ) -> tuple[list[Run], str | None] | str:
    """The runs of ``runs`` the claim's words pick and the statistic they leave it; or the
    outcome word ("truncated") when they name a run that ended so and none in scope did.
    ``words``: the block's run words (context.run_words); ``end``: where the words after the
    claim start (after a range's top for its bottom); ``headed``: the run the section's
    heading names ("repeat 3"), which "the other three" leave out when the block names none
    (and ``headed_task``, the task that heading names)."""
    plain = ctx.block.plain
    ranged = raw.bound in ("from", "to")  # one end of a range ("between 13.47 and 17.36 s")
    if stat in ("mean", "median") and " first " in plain[sentence[0]:raw.start] \
            and (first := last(_FIRST_N_RUNS.finditer(plain, sentence[0], raw.start))) \
            is not None and ";" not in plain[first.end():raw.start] \
            and not any(first.end() <= mn.start < raw.start for mn in ctx.lanes) \
            and _ITS_OWN_CLAUSE.search(plain, first.end(), raw.start) is None \
            and not _and_the_others(plain, first, raw, runs):
        # "Opepe Dowel's first two runs took 2.38 and 2.52 s, 2.45 s on average": the
        # statistic of those runs (not past another lane: "... on its first three runs, and
        # the Farandole Mazurka a median of 9.33")
        # (nor in a clause of the lane's own after them: "..., so its median is 6.74 seconds",
        # every run's; "their mean" is those runs')
        count = count_of(first.group(1))
        return kept_runs(state, runs, f"first {count}", lambda r: r.repeat <= count), stat
    if "finished" in words and (
            ((done := _FINISHED.search(plain, clause_of(
                ctx, raw.start if list_start is None else list_start, sentence)[0],
                raw.start)) is not None  # (a list's clause: "its three complete runs took
            # 4.41, 4.86 and 4.07 s", each the k-th run that finished)
             and "(" not in plain[done.end():raw.start])  # (not "... that answered (its
            # second run got HTTP 502 ...)": the bracket's run)
            or (_FINISHED_FRONTED.match(plain, sentence[0], raw.start)
                and ";" not in plain[sentence[0]:raw.start])  # (not "...; its timed-out run")
            or ((semi := plain.rfind(";", sentence[0], raw.start)) >= 0
                and _THEIR_STAT.match(plain, semi + 1, raw.start) is not None
                and _FINISHED.search(plain, sentence[0], semi) is not None)  # ("Its three
            # runs that finished each took under 10 seconds; their mean was 9.47 seconds")
            or (_FINISHED_LABEL.match(plain, sentence[0], raw.start)
                and ";" not in plain[sentence[0]:raw.start])  # (a label: "- The four runs
            # that finished (exit code 0): mean 11.75 seconds, median ...")
            or ((semi := max(plain.rfind(";", sentence[0], raw.start),
                             plain.rfind(":", sentence[0], raw.start))) >= 0
                and _FINISHED_FRONTED.match(plain, semi + 1, raw.start))  # "...; over the
            # four runs that finished, its mean is 24.71 s" (or after a colon: "... slow but
            # thorough: over the 3 runs that finished, its median was 9.83 seconds")
            or ((after := _FINISHED_AFTER.match(plain, end, sentence[1])) is not None
                and not _next_clauses_runs(plain, end, after.end(), sentence[1]))
            or _FINISHED_BRACKET.match(plain, end) is not None  # "Muller 1,407 (the four
            # runs that wrote anything)"
            or _FINISHED_COUNT.search(plain, sentence[0], raw.start)
            or _stat_of_finished_list(ctx, raw, sentence)
            or ((_THOSE_COUNT.search(plain, clause_of(ctx, raw.start, sentence)[0], raw.start)
                 is not None or _THOSE_FRONTED.match(plain, sentence[0], raw.start) is not None)
                and _FINISHED.search(plain, _sentence_before(ctx, sentence[0]),
                                     raw.start) is not None)):
        # ("... on the three runs that finished ...; the second timed out. Over those three
        # its mean was 47.78 seconds": the runs of the sentence before)
        # ("over the four runs that finished it was 43.04 seconds, and those four ranged from
        # 37.82 to 48.14 seconds": the same runs)
        # (also "On the four runs that finished, answers ran from ...", "... on its invoice
        # matching runs that finished")
        # "Both Kestrel runs that finished took less than 12.5 seconds": not the timed-out one
        runs = kept_runs(state, runs, "finished", lambda r: r.exit_code == 0)
        if list_repeat is not None and stat == list_repeat \
                and list_repeat.removeprefix("repeat ").isdigit():
            # "Its two good runs took 2.14 and 2.29 seconds": the list's k-th figure is the
            # k-th run that finished (runs 1 and 3), not run k
            order = sorted({r.repeat for r in runs})
            index = int(list_repeat.removeprefix("repeat ")) - 1
            if index < len(order):
                stat = f"repeat {order[index]}"
    if "empty" in (low := ctx.low or plain.lower()) \
            and (_NOT_EMPTY.match(plain, raw.end, sentence[1]) is not None
                 or _NOT_EMPTY_BEFORE.search(plain, clause_of(ctx, raw.start, sentence)[0],
                                             raw.start) is not None):
        # "1,490 bytes for Smaltino's four replies that were not empty", "Over its non-empty
        # replies, ...": the runs that wrote some answer
        runs = kept_runs(state, runs, "not empty", lambda r: (r.output_bytes or 0) > 0)
    if ("without" in low or "leaving" in low
            or "excluding" in low or "not counting" in low or "out" in low or "aside" in low) \
            and _without_that_run(state, ctx, raw, sentence):  # ("out" after a line break too)
        # "... averaged 1.25 seconds with this run counted and 1.45 seconds without", "Leaving
        # that run out, Skink Mini's median wall time was 1.46 seconds" (after a failed run is
        # named): the runs that finished
        runs = kept_runs(state, runs, "finished", lambda r: r.exit_code == 0)
        if stat is not None and stat.removeprefix("repeat ").isdigit() \
                and all(r.repeat != int(stat[7:]) for r in runs) \
                and (aggregate := [named for at, named in stats_of(ctx)
                                   if sentence[0] <= at < raw.start
                                   and named in ("mean", "median")]):
            stat = aggregate[-1]  # "its Aleppo mean is 14.10 s with that run and 11.73 s
            # without it": the mean again, not the run "that run" named (left out)
    if (raw.unit in ("s", "ms") and "-" in raw.text
            and (outcome := _OUTCOME_NOUN_AFTER.match(plain, raw.end)) is not None) \
            or (raw.unit in ("s", "ms") and plain[max(0, raw.start - 4):raw.start].lower() == "the "
                and (outcome := _RUN_THAT_ENDED.match(plain, raw.end)) is not None):
        # "pulled up by the 30.02-second kill", "pulled up by the 4.37 s run that failed with
        # HTTP 502": the run that ended so, that run's figure
        word = (outcome.group(1) or outcome.group(2)).lower()
        kept = kept_runs(state, runs, word, outcome_test(ended_as(word)))
        if kept:
            return kept, None
    ends_named = "ended" in words or " ran out of " in plain
    since = _ended_since(plain, raw, clause_of(ctx, _bracket_or(plain, raw, sentence),
                                               sentence)[0], sentence) if ends_named else 0
    that = max((found for found in (last(_OUTCOME_THAT.finditer(plain, since, raw.start)),
                                    last(_OUTCOME_ONE.finditer(plain, since, raw.end)),
                                    last(_RAN_OUT_THAT.finditer(plain, since, raw.start)),
                                    last(_STOPPED_BY.finditer(plain, since, raw.start)))
                if found is not None), key=lambda found: found.start(), default=None) \
        if ends_named else None
    if that is not None and not any(outcome_test(_how_ended(that))(r) for r in runs):
        that = None  # (a writer's loose word: "the run that timed out (exit 4 after 25.03 s)")
    if ("ended" in words or that is not None) \
            and (ended := _nearest(last(_outcome_runs(ctx, since, raw.start)) or (
                last(_OUTCOME_TASK.finditer(masked_text(ctx), since, raw.start))
                if ctx.tasks else None), that)) is not None and not any(
                ended.end() <= at < raw.start and (ended.group(2) or stat in ("median", "mean"))
                for at, stat in stats_of(ctx)) \
            and _INCLUDED_AFTER.match(plain, ended.end()) is None \
            and not ("spared" in words and _WITHOUT_IT_NEXT.match(plain, end)) \
            and _LEFT_OUT_BEFORE.search(plain, max(0, ended.start() - 24), ended.start()) is None \
            and ((_INCLUDING_NOUN_BEFORE if _DETERMINER.match(plain, ended.start())
                  else _INCLUDING_BEFORE)
                 .search(plain, max(0, ended.start() - 24), ended.start()) is None
                 or _RUN_AT_FIGURE.fullmatch(plain, ended.end(), raw.start) is not None) \
            and not _in_closed_aside(plain, ended.start(), raw.start):
        # "its truncated run wrote 212 bytes": the run that ended so (not "the timeout
        # raises its mean to 47.46 s", "The killed run barely moves its median (1.28 s)": a
        # statistic over the runs; nor "29.81 s with the timeout and 14.72 s without it")
        ending = _how_ended(ended)
        if ended.group(2) and list_repeat is None:
            stat = None  # the noun names the one run: no statistic carried over it
        elif stat is not None and stat.endswith(" of runs") and list_repeat is None \
                and not any(ended.start() <= at < raw.start for at, _ in stats_of(ctx)):
            stat = None  # "4 of its 5 runs finished under 13 seconds, and the odd one out (the
            # truncated run) took 19.37": that run, not the runs counted before it
        elif stat is not None and stat.startswith("repeat") and list_repeat is None \
                and not any(
                    ended.start() < at < raw.end for at, named in stats_of(ctx)
                    if named.startswith("repeat")):
            stat = None  # "On its first run ...; on the truncated run, 98.7%": not the first
        ended_so = outcome_test(ending)
        kept = kept_runs(state, runs, ending, ended_so)
        if not kept and ending.replace(" ", "-") == "rate-limited":
            # "the rate-limited runs (2 attempts and 3 attempts)" where every run got through
            # in the end: the runs that were refused and retried
            kept = kept_runs(state, runs, "retried", lambda r: (r.attempts or 1) > 1)
        named = int(stat.removeprefix("repeat ")) if stat is not None \
            and stat.startswith("repeat ") and stat != "repeat last" else None
        if named is not None and all(r.repeat != named for r in kept) \
                and any(r.repeat == named for r in runs):
            # "timed out on its second run after 180 s" when its second run did not: the
            # figure is held against the run it names (a mismatch), not against none
            kept = kept_runs(state, runs, f"repeat {named}", lambda r: r.repeat == named)
        runs = kept
        if not runs:
            return ending
    elif "ended" in words and (stat is None or (
            stat in ("mean", "median") and (_RUN_THAT.search(
                plain, max(sentence[0], raw.start - 60), raw.start) is not None
                or _NEW_SUBJECT.search(plain, max(sentence[0], raw.start - 60), raw.start)))) \
            and _AFTER_BEFORE.search(plain, max(sentence[0], raw.start - 12), raw.start) \
            is not None and (how := _outcome_verb(plain, _after_other_runs(
                plain, sentence[0], raw.start), raw.start)) is not None:
        # "Civet Pro timed out once on the retry docstring (exit 9, after 90.00 s)": the
        # time of the run that ended so (also past a mean: "its mean is 43.77 seconds
        # counting the run that timed out at 120.00 seconds")
        # (not before "the other runs": "... had failed with HTTP 401, and the other two
        # Stob runs were fine at 21.46 and 24.14 s")
        kept = kept_runs(state, runs, how, outcome_test(how))
        if kept:
            runs, stat = kept, None
    if "exited" in words and (exited := _RUN_EXITED.search(
            plain, max(sentence[0], raw.start - 80), raw.start)) is not None:
        # "a median of 5.56 seconds, even with the run that exited with code 2 after 0.84
        # seconds": the time of the run that exited so
        code = int(exited.group(1))
        runs, stat = kept_runs(state, runs, f"exit {code}", lambda r: r.exit_code == code), None
        if not runs:
            return f"exit {code}"
    if "ended" in words and (after := _ENDED_RUN_AFTER.match(plain, raw.end)
                             or _ENDED_ONE_AFTER.match(plain, raw.end)) is not None:
        # "... and 1.21 seconds in the run that timed out": that run's figure
        how = ended_as(after.group(1))
        kept = kept_runs(state, runs, how, outcome_test(how))
        if kept:
            return kept, None
    if raw.unit != "exit" and (bracket := plain.rfind("(", sentence[0], raw.start)) >= 0 \
            and ")" not in plain[bracket:raw.start] \
            and (coded := _BRACKET_EXIT.match(plain, bracket + 1, raw.start)) is not None \
            and _RUN_THAT_BEFORE.search(plain, max(sentence[0], bracket - 80), bracket):
        # "pulled down by the run that failed to collect (exit code 2, after 31.77 seconds)":
        # the bracket gives that run's exit code and its figures
        code = int(coded.group(1))
        kept = kept_runs(state, runs, f"exit {code}", lambda r: r.exit_code == code)
        if kept:
            return kept, None
    paren = plain.rfind("(", sentence[0], raw.start) if "ended" in words else -1
    if paren >= 0 and ")" not in plain[paren:raw.start] \
            and _run_before(plain[max(0, paren - 20):paren]) \
            and (said := _ENDED_PAREN.search(plain, max(sentence[0], paren - 60),
                                             paren + 1)) is not None:
        # "stayed under 13 seconds on every run, including the truncated one (12.38 s, exit
        # code 7)": the bracket holds the figures of the run named right before it
        how = "timed-out" if said.group(1).lower().startswith("timed") \
            else said.group(1).lower()
        kept = kept_runs(state, runs, how, outcome_test(how))
        if kept:
            runs, stat = kept, None
    if "ordinals" in words and list_repeat is None and (named_runs := named_repeats(
            masked_text(ctx), raw, sentence, list_start)) is not None:
        # "The first, second, fourth and fifth runs wrote between 1,181 and 1,266 bytes":
        # the runs it names, not the third (nor only the first: "... on its first, ...")
        runs = kept_runs(state, runs, f"repeats {sorted(named_runs)}",
                         lambda r: r.repeat in named_runs)
        stat = named_statistic(stat, named_runs, list_start)
    elif stat in ("mean", "median") and "ordinals" in words and (those := those_repeats(
            masked_text(ctx), raw, sentence, _sentence_before(ctx, sentence[0]))) is not None:
        # "Its second and third Tannin runs took 15.34 and 14.62 seconds respectively, a mean
        # of 14.98 s for those two": the statistic of the runs the list names
        runs = kept_runs(state, runs, f"repeats {sorted(those)}", lambda r: r.repeat in those)
    if "spared" in words and (inside := next((m for m in _EXCEPTED.finditer(
            plain, sentence[0], sentence[1]) if m.start() < raw.start < m.end()), None)):
        # "every run but the HTTP 502 one took more than 16 seconds": the "502" is that run's
        how = (inside.group(1) or "failed").lower()  # ("http 502": outcome_test, any failure)
        kept = kept_runs(state, runs, how, outcome_test(how))
        if kept:
            return kept, None
    if "spared" in words \
            and (((spared := _EXCEPT_RUN.match(plain, end, sentence[1])) is not None
                 and _CLAUSE_AND.search(plain, end, spared.start(1) if spared.group(1)
                                        else spared.start(2)) is None)
                 or (spared := _EXCEPT_RUN_BEFORE.search(masked_text(ctx), sentence[0],
                                                         raw.start)) is not None):
        # "never more than 1,500 tokens, except on its truncated run": every run but that one
        how, which = spared.group(1), spared.group(2)
        if how is not None:  # ("but the HTTP 502 one": outcome_test takes it for any failure)
            ended_so = outcome_test(how.lower())
            runs = kept_runs(state, runs, f"except {how.lower()}", lambda r: not ended_so(r))
        else:
            number = int(ORDINALS[which.lower()].removeprefix("repeat "))
            runs = kept_runs(state, runs, f"except {number}", lambda r: r.repeat != number)
        # (the ordinal of "Except on its second run" names the run left out)
        left_out = stat is None or (which is not None and stat == ORDINALS[which.lower()])
        held = [named for at, named in stats_of(ctx)
                if sentence[0] <= at < raw.start and named in ("mean", "median")] \
            if left_out and raw.bound is None and spared.start() >= end else []
        if held:
            stat = held[-1]  # "mean 6.40 s over all five runs, 6.09 s without the fourth":
            # the statistic of the figure before, over the runs kept
        elif left_out:
            stat = "all"
    if "ended" in words and (left := _LEFT_OUT.search(plain, sentence[0], raw.start)) is not None \
            and _PUT_BACK.search(plain, left.end(), raw.start) is None \
            and not ((semi := plain.rfind(";", left.end(), raw.start)) >= 0
                     and any(semi < at < raw.start and named.startswith("repeat")
                             for at, named in stats_of(ctx))):
        # "Leave the malformed run out and Quokka Pro's mean wall time is 21.44 seconds" (not
        # past the run put back: "Leaving the timeout out, its mean is 14.66 s; with it, its
        # median is 15.14 s", every run's; nor a run of the clause's own after a semicolon:
        # "Leave out the timeout and its mean is 17.89 s; its second Nagura run stopped at
        # 90.00 seconds")
        how = _how_ended(left)
        ended_so = outcome_test(ended_as(how))
        runs = kept_runs(state, runs, f"except {how}", lambda r: not ended_so(r))
    if "first_n" in words and (first_n := _FIRST_N.search(plain, sentence[0], raw.start)) \
            is not None \
            and not _CLAUSE_STOP.search(plain, first_n.end(), raw.start):
        # "Its first two calendar booking runs averaged 3.36 seconds": runs 1 and 2
        count = count_of(first_n.group(2))
        repeats = sorted({r.repeat for r in runs})
        chosen = set(repeats[:count] if first_n.group(1).lower() == "first" else repeats[-count:])
        if count and len(repeats) > count:
            runs = kept_runs(state, runs, f"repeats {sorted(chosen)}",
                             lambda r: r.repeat in chosen)
            if stat is not None and stat.startswith("repeat ") \
                    and int(stat.removeprefix("repeat ")) not in chosen:
                stat = None  # "its third run took 2 attempts, its first two 1 attempt each"
    if "spared" in words and _WITHOUT_IT.match(plain, end, sentence[1]) is not None \
            and (how := _outcome_verb(plain, sentence[0], raw.start)
                 or (_outcome_named(ctx, sentence[0], raw.start)
                     if _WITHOUT_IT_NEXT.match(plain, end) is not None else None)) is not None:
        # "43.77 seconds counting the run that timed out at 120.00 seconds, but 24.71 seconds
        # without it": every run but the one that ended so (or named so: "29.81 s with the
        # timeout and 14.72 s without it")
        ended_so = outcome_test(how)
        runs = kept_runs(state, runs, f"except {how}", lambda r: not ended_so(r))
    if "retry" in words \
            and (unretried := last(_UNRETRIED.finditer(plain, sentence[0], raw.start))) \
            is not None and _CLAUSE_STOP.search(plain, unretried.end(), raw.start) is None:
        # "its unretried fare misdeal runs were around 1.3 to 1.5 s", "Without the retries,
        # Ruff Mini is much quicker: its other runs took 1.29 to 1.52 seconds": the runs that
        # got through on their first attempt
        runs = kept_runs(state, runs, "unretried", lambda r: (r.attempts or 1) == 1)
        if stat is None or (stat.startswith("repeat") and not any(
                unretried.start() <= at < raw.start for at, _ in stats_of(ctx))):
            # (not the run of an earlier clause: "Its fifth run needed 3 attempts ...; its
            # unretried runs were around 1.3 to 1.5 s")
            stat = None if list_start is not None else "all"
    elif ("other" in words or "spared" in words) \
            and _OVER_ALL_AFTER.match(plain, raw.end) is None \
            and (other := _other_runs(ctx, raw, sentence, headed, headed_task)) is not None:
        # "The filter stopped its second run. Its other two runs exited 0": not run 2.
        runs = kept_runs(state, runs, f"other than {other}", lambda r: r.repeat != other)
        said = _OTHER_RUNS.search(plain, sentence[0], raw.start)
        if stat is None or (stat.startswith("repeat") and not (said is not None and any(
                said.end() <= at < raw.start and named == stat for at, named in stats_of(ctx)))):
            stat = None if list_start is not None else "all"  # (but "Its other runs were
            # quick: Lovage Mini's first run took just 0.52 seconds" names its own run)
    elif "other" in words and state.told \
            and (every := last(_EVERY_OTHER.finditer(plain, sentence[0], raw.start))) \
            is not None and _CLAUSE_STOP.search(plain, every.end(), raw.start) is None \
            and any(r.id in state.told for r in runs):
        # "Vetiver 2.4 ran out of room on its second priority-queue run (exit code 7), and
        # Orris CLI quit on its second mains-hotspots run (exit code 3). Every other run
        # finished with exit code 0": every run but those the section named one by one
        told = state.told
        runs = kept_runs(state, runs, f"other than {sorted(told)}", lambda r: r.id not in told)
    elif "other" in words and (stat in (None, "all") or (ranged and stat == headed)) \
            and (list_start is None or ranged) \
            and (said := _OTHER_COUNT.search(plain, sentence[0], raw.start)) is not None \
            and (number := count_of(said.group(1)) if said.group(1) else 2) \
            and (len(runs) == number + 1
                 or (number == sum(r.exit_code == 0 for r in runs) < len(runs)
                     and _LEFT_ASIDE.search(plain, sentence[0], said.start()) is not None)) \
            and (not ranged or sum(r.exit_code != 0 for r in runs) == len(runs) - number):
        # (a range over the other four only when they are the four that did not fail: "Gimbal
        # 3.1's other four contest judging runs took between 13.47 and 17.36 s", under a
        # heading naming the run left out)
        # "On lock order, Dormouse Flash's other four runs all ended with exit code 0" (the
        # one left out named in another block): true of exactly four of its five runs
        stat = f"{number} of runs"
        if sum(r.exit_code != 0 for r in runs) == len(runs) - number \
                and _OUTCOME_RUN.search(plain, sentence[0], said.start()) is None:
            # ... and when one of them failed, the four are the others ("... other four runs
            # all ended with exit code 0, and each finished in under 25 seconds"; not "The
            # truncated run got its first token after 0.71 seconds, like the other two, and
            # ...": the sentence's own run)
            runs = kept_runs(state, runs, "other than the failed", lambda r: r.exit_code == 0)
            stat = "all"
    elif stat in (None, "all") and (list_start is None or ranged) and raw.high is None \
            and (said := _THOSE_COUNTED.search(masked_text(ctx), sentence[0], raw.start)) \
            is not None \
            and (number := count_of(said.group(1) or said.group(2))) \
            and number == sum(r.exit_code == 0 for r in runs) < len(runs) \
            and said.start() >= clause_of(ctx, raw.start, sentence)[0]:
        # "over the seven that produced an answer, 4.22. Every one of those seven finished
        # under 5 seconds", "Muddler Pro's seven good allowance headroom answers were all over
        # 2,100 bytes": as many runs as did not fail are those that did not
        runs = kept_runs(state, runs, "that did not fail", lambda r: r.exit_code == 0)
        stat = "all"
    elif ("other" in words or "spared" in words) and "ended" in words \
            and (how := _other_than_ended(ctx, raw, sentence)) is not None:
        # "includes its 30.00 s timeout; without that run its other runs averaged 2.91 s"
        ended_so = outcome_test(how)
        runs = kept_runs(state, runs, f"other than {how}", lambda r: not ended_so(r))
    elif "other" in words and stat in (None, "all") and (list_start is None or ranged) \
            and len(runs) > 2 and sum(r.exit_code != 0 for r in runs) == 1 \
            and (said := _OTHER_RUNS.search(plain, sentence[0], raw.start)) is not None \
            and said.group(0).lower().startswith("other") \
            and _OTHER_COUNT.search(plain, sentence[0], raw.start) is None \
            and not _all_again(ctx, said, raw):
        # "Incabloc's other Truing runs finished between 1.93 and 2.26 seconds", the one that
        # failed named in another block: the runs that did not fail
        runs = kept_runs(state, runs, "other than the failed", lambda r: r.exit_code == 0)
        stat = "all"
    if "ended" in words and stat is not None and stat.startswith("repeat ") \
            and stat[7:].isdigit() and (how := _outcome_of_run(ctx, raw, sentence)) is not None:
        # "Euchre Bower's second run was refused (HTTP 403). ... that run still used 2,530
        # completion tokens", no task named: its second run that ended so
        number, ended_so = int(stat[7:]), outcome_test(how)
        numbered = [r for r in runs if r.repeat == number]
        if len({r.task for r in numbered}) > 1 and any(ended_so(r) for r in numbered):
            runs = kept_runs(state, runs, f"repeat {number} {how}",
                             lambda r: r.repeat == number and ended_so(r))
    return runs, stat


def _outcome_of_run(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]) -> str | None:
    """How the run the claim is of ended, as an outcome verb says it before the claim in its
    sentence ("was refused", "timed out"), or in the sentence before when the claim's
    sentence goes on about it ("that run", "it")."""
    plain = ctx.block.plain
    how = _outcome_verb(plain, sentence[0], raw.start)
    if how is None and sentence[0] > 0 \
            and _THAT_RUN.search(plain, sentence[0], raw.start) is not None:
        before = sentence_of(ctx.sentences, sentence[0] - 1)
        how = _outcome_verb(plain, before[0], before[1])
    return how


# A run the sentence before named: "that run", "the same run", "it".
_THAT_RUN = compiled(r"(?i)\b(?:(?:that|this|the\s+same)\s+(?:run|one|request)|it)\b")


def _run_before(text: str) -> bool:
    """Whether ``text`` (before a bracket) ends with a run's noun, a participle after it or
    not ("the truncated one", "the killed one included")."""
    words = text.split()
    if words and words[-1] in _RUN_PARTICIPLE:
        words.pop()
    return bool(words) and words[-1].endswith(_RUN_ENDS)


def adjective_run(plain: str, raw: RawClaim) -> str | None:
    """The repeat a figure is an adjective of: "Lark 2.1's 5.44 s first run" is run 1's, as is
    "..., 21.37 the second" run 2's (a statistic named earlier in the sentence, "Bison's median
    of 12.48 s", is not carried)."""
    if raw.end >= len(plain) or plain[raw.end] not in " -":
        return None
    named = _ADJECTIVE_RUN.match(plain, raw.end) or ORDINAL_AFTER.match(plain, raw.end)
    return ORDINALS[named.group(1).lower()] if named is not None else None


def lead_run(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int],
             headings: list[BlockContext]) -> str | None:
    """The repeat that scopes a claim whose own words name no statistic: the one leading its
    list item ("- Test generation, Moth Mini, run 2: HTTP 502 after 1.90 s"), else the one
    its section heading names ("## Invoice parsing, Bison Large, fourth run (timeout)" over
    "The provider reported 2,350 completion tokens for it."), unless the claim's words name
    another lane than the lead's or the heading's."""
    plain = ctx.block.plain
    if ctx.block.items and (plain.find(":", 0, raw.start) >= 0
                            or plain.find(".", 0, raw.start) >= 0
                            or plain.find("?", 0, raw.start) >= 0) and (
            lead := _ITEM_RUN.match(plain, 0, raw.start)) is not None:
        leads = [mn for mn in ctx.lanes if mn.start < lead.end()]
        if (leads or not lead.group(6)) and _other_lane(ctx, lead.end(), raw.start, leads):
            return None  # (a lead of the run alone, "**Fifth run (provider error).**", is
            # about the lane named after it)
        if (lead.group(3) or lead.group(4) or lead.group(6) or sentence[0] >= lead.end()) \
                and _OTHER_RUN_SET.search(plain, max(lead.end(), sentence[0]),
                                          min(len(plain), raw.end + 40)) is not None:
            return None  # "**Tanager 3.1, table to JSON, second run.** ... Its mean wall time
            # was 7.12 seconds ... and 7.87 seconds over its 3 successful runs": other runs
            # (also in a sentence after a colon's lead: "- Neckar XL, first run: timed out at
            # 60.00 s. Runs two and three: 38.64 and 41.27 s.")
        return _lead_repeat(lead)
    if ctx.block.table is not None or raw.high is not None or raw.bound == "from" \
            or (raw.bound == "to" and raw.partner is not None):
        return None  # (a range spans runs: its bottom and its top, "took 4.83 to 5.61 s")
    if (carried := _run_of_it(ctx, raw, sentence)) is not None:
        return carried
    if ctx.follows is not None and sentence[0] == 0 \
            and _IT_SUBJECT.match(plain, len(plain) - len(plain.lstrip())) is not None \
            and not any(mn.start < raw.start for mn in ctx.lanes) \
            and (lead := _followed_lead(ctx.follows)) is not None:
        # "- Andiron Pro's third copyright status try: no byte within the read timeout ...
        # - It had used 2,340 completion tokens by the time it was stopped": that run
        return _lead_repeat(lead)
    heading = nearest_heading(headings)
    if heading is None:
        return None
    named = {stat for _, stat in stats_of(heading)}
    if len(named) != 1 or not (stat := next(iter(named))).startswith("repeat"):
        return None
    if _other_lane(ctx, sentence[0], sentence[1], heading.lanes):
        return None
    return stat


def _lead_repeat(lead: re.Match[str]) -> str:
    """The repeat an ``_ITEM_RUN`` lead names ("run 3:" is "repeat 3", "fourth run:" the
    fourth)."""
    number = lead.group(1) or lead.group(3)
    return f"repeat {number}" if number \
        else ORDINALS[(lead.group(2) or lead.group(4) or lead.group(5)
                       or lead.group(6) or lead.group(7)).lower()]


def _followed_lead(item: BlockContext | None) -> re.Match[str] | None:
    """The run leading the list item an item opened by "It" goes on about, or the one that
    item goes on about in turn ("- X's third try: ... - It had used ... - It waited ...")."""
    while item is not None:
        if (lead := _ITEM_RUN.match(item.block.plain)) is not None:
            return lead
        item = item.follows
    return None


# A sentence about "it" with no name of its own, and the sentence before it opened by a run
# ("Quoll 7's second run failed with HTTP 500. Before the error it had streamed its first
# token at 0.29 s."): "it" is that run.
# (an adverb between: "It still burned 402 completion tokens"; or the run's figure: "Before the
# first 502, the run's time to first token was 0.92 seconds"; or "its" opening the sentence
# after one opened by "the" run: "The fifth run is the incident. Its first byte came after
# more than 70 seconds")
_IT_SUBJECT = lazy(r"(?i)\b(?:it|that\s+run|the\s+run)\s+(?:had\s+|has\s+|was\s+|then\s+|"
                   r"still\s+|also\s+|only\s+|already\s+)?"
                   r"(?:[a-z]+ed|took|got|wrote|ran|spent|came|made|hit)\b"
                   r"|\b(?:that|the)\s+run['\u2019]s\s")
_ITS_OPENING = compiled(r"(?i)\s*its\s")
_RUN_NUMBER_OPENING = compiled(r"\s*(?:(?:Run|Repeat)|\x00+\s+(?:run|repeat))\s+(\d{1,2})\b"
                               r"(?!\s*[-\u2013,]|\s+and\b)")  # (masked text: a task's name
# before it, "Dialysis escort run 4 is the worst case")
_RUN_OPENING = lazy(rf"(?i)\s*(?:[^.:;]{{0,40}}:\s*)?(?:\x00+['\u2019]s|the)\s+({ORDINAL})\s+"
                    r"(?:[\w\x00-]+\s+){0,3}?"
                    r"(?:run|repeat|attempt)\b")


def _run_of_it(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]) -> str | None:
    """The run a sentence's "it" stands for: one its sentence named before it, else the one
    that opens the sentence before it."""
    if sentence[0] == 0 or any(sentence[0] <= mn.start < sentence[1] for mn in ctx.lanes) \
            or (_IT_SUBJECT.search(ctx.block.plain, sentence[0], raw.start) is None
                and (_ITS_OPENING.match(ctx.block.plain, sentence[0]) is None
                     or RUN_NOUN.search(ctx.block.plain, sentence[0], raw.start) is not None)):
        # (not past a run of its own: "Its first two runs exited with code 0", "Its reasoning
        # share on that run")
        return None
    own = [stat for at, stat in stats_of(ctx) if sentence[0] <= at < raw.start]
    if own and own[-1].startswith("repeat"):
        return own[-1]  # "Its second run never got that far: ..., and the run ended with ..."
    before = sentence_of(ctx.sentences, sentence[0] - 1)
    opening = _RUN_OPENING.match(masked_text(ctx), before[0], before[1])
    if opening is None and (numbered := _RUN_NUMBER_OPENING.match(masked_text(ctx), before[0],
                                                                  before[1])) is not None:
        return f"repeat {int(numbered.group(1))}"  # "Run 4 is the odd one: ... though it still
        # ran at 131.5 tokens per second"
    return ORDINALS[opening.group(1).lower()] if opening is not None else None


def _other_lane(ctx: BlockContext, start: int, end: int, leads: list[Mention]) -> bool:
    """Whether a lane other than those named in ``leads`` is named in ``ctx`` between
    ``start`` and ``end``."""
    keys = {key for mn in leads for key in mn.keys}
    return any(start <= mn.start < end and not mn.keys <= keys for mn in ctx.lanes)


# Leaving out the run just named, after the figure or fronting its clause: "1.45 seconds
# without", "7.85 seconds without it", "Leaving that run out, ...".
_WITHOUT_AFTER = compiled(r"(?i)\s+(?:(?:without|excluding|not\s+counting)"
                          r"(?:\s+(?:it|that\s+run|this\s+run|that\s+one"
                          r"|the\s+(?:[\w-]+\s+)?(?:one|run)))?"  # ("2,694 without the short one")
                          # ("20.76 if you leave it out", "20.76 leaving it out")
                          r"|(?:(?:if|when|once)\s+(?:you|we)\s+)?(?:leave|take|leaving|taking)\s+"
                          r"(?:(?:it|that\s+run|this\s+run|that\s+one)\s+out|out\s+(?:the|its|that)\s+"
                          # ("2.18 if you leave out the run that got rate limited")
                          r"(?:[\w-]+\s+)?(?:run|one|time-?out)(?:\s+(?:that|which)\s+(?:was\s+|got\s+)?"
                          r"[a-z-]+(?:\s+[a-z]+)?)?))\s*(?:[.;,)]|$)")
# ("Leaving that run aside, ...", "Without that run its mean would be 13.54 s")
_LEAVING_BEFORE = compiled(r"(?i)\b(?:(?:leaving|leave|take|taking|drop|dropping|setting|set|"
                           r"putting|put)\s+(?:(?:that|this)\s+(?:[\w-]+\s+)?(?:run|one)"
                           # ("leaving the stopped run out": a failed run named before)
                           r"|(?:the|its)\s+(?!other\b|first\b|last\b)[a-z-]+\s+(?:run|one)"
                           r"|(?:these|those)\s+(?:(?:two|three|four|[2-4])(?:\s+(?:runs|ones))?|runs)"
                           r"|it|them)"  # ("Leave that Kiddle run out and ...")
                           r"\s+(?:out|aside)|"  # ("Leaving these runs out changes little: ...")
                           # ("leaving out the cut-off run", "setting aside its timeout")
                           r"(?:leaving|leave|taking|take|setting|set|putting|put)\s+(?:out|aside)\s+"
                           # (a task's name between: "leaving out the filtered Cierge run")
                           r"(?:the|its|that|this)\s+(?:time-?out|failure|(?:[\w-]+\s+){0,2}?(?:run|one)"
                           r"(?:\s+(?:that|which)\s+(?:was\s+|got\s+)?[a-z]+(?:\s+out)?)?)|"
                           # ("the run that timed out", "the run that was killed")
                           r"(?:without|excluding|not\s+counting)\s+(?:it|that\s+run|this\s+run"
                           # ("Without the timeout, ...", "Without its truncated run, ...")
                           r"|(?:the|its|that|this)\s+(?:time-?out|(?:timed[-\s]out|failed|"
                           r"truncated|empty|malformed|killed|filtered|crashed|errored)\s+(?:run|one)"
                           r"|failure|crash|(?:server|provider)\s+error)))"  # ("Excluding the
                           # server error, ...")
                           r"\s*(?:,|:|\s+and\b|\s+(?=(?:its|their|the)\s)"
                           # (or a lane's name: "Without that run Blotter's median is 9.07 s";
                           # or a verb: "Leaving these runs out changes little: ...")
                           r"|\s+(?=(?-i:[A-Z]))"
                           r"|\s+(?:changes|moves|shifts)\s+(?:little|nothing|(?:only\s+)?slightly)\b)"
                           r"(?:[^;.]|\.\d)*$")
# The runs that wrote some answer, named right after the figure ("1,490 bytes for Smaltino's
# four replies that were not empty") or before it in its clause ("over its non-empty replies").
_NOT_EMPTY_RUNS = r"(?:(?:runs?|repl(?:y|ies)|answers?|ones|drafts?)\s+that\s+(?:were|was)\s+" \
                  r"not\s+empty|non-?empty\s+(?:runs|replies|answers|drafts))\b"
_NOT_EMPTY = compiled(r"(?i)[^.;:\d]{0,50}?\b" + _NOT_EMPTY_RUNS)
_NOT_EMPTY_BEFORE = compiled(r"(?i)\b" + _NOT_EMPTY_RUNS)
# A failed run named before the figure: what "that run" leaves out.
_FAILED_BEFORE = compiled(r"(?i)\b(?:filtered|failed|truncated|timed[-\s]out|malformed|killed"
                          r"|rate[-\s]limited"
                          r"|cut[-\s]off|cut\s+short|time-?outs?|crash(?:ed)?|errored|empty"
                          r"|(?:was|were|got)\s+stopped|stopped\s+by|broke\s+off"
                          r"|exit(?:ed)?\s+(?:with\s+)?(?:exit\s+)?(?:code\s+)?[1-9]"
                          # ("reached its ceiling of 8,192 completion tokens", "ran out of room")
                          r"|(?:reached|hit)\s+(?:its|the)\s+(?:token\s+)?(?:ceiling|cap|limit)"
                          r"|ran\s+out\s+of\s+(?:tokens|room|time|budget)"
                          r"|HTTP\s+[45]\d\d)")


def _stat_of_finished_list(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]) -> bool:
    """Whether the figure is a statistic apposed to a list of the runs that finished: "The
    Trefoil runs that finished took 25.34, 27.91 and 24.58 seconds, a median of 25.34"."""
    plain = ctx.block.plain
    if _APPOSED_STAT.search(plain, max(sentence[0], raw.start - 24), raw.start) is None \
            and _APPOSED_STAT_AND.search(plain, max(sentence[0], raw.start - 60),
                                         raw.start) is None:
        return False  # (or the apposition's second figure: "..., with a median of 7.86 s and
        # 1,103 bytes on average")
    if _OVER_ALL_AFTER.match(plain, raw.end) is not None:
        return False  # ("..., with a median of 5.09 seconds over all five")
    done = _FINISHED.search(plain, sentence[0], raw.start)
    return done is not None and ";" not in plain[done.end():raw.start] \
        and not any(done.end() <= mn.start < raw.start for mn in ctx.lanes)


# The rest of the runs listed after the first ones: "..., and the other two 10.19 and 9.93".
_THE_OTHER_N = compiled(r"(?i)\bthe\s+other\s+(two|three|four|five|[2-9])\b")


def _and_the_others(plain: str, first: re.Match[str], raw: RawClaim, runs: list[Run]) -> bool:
    """Whether the rest of the runs are listed between the first ones and the figure, so that
    a statistic after both lists is of every run: "Kapok Squab's first three runs took 10.84,
    9.63 and 11.27 seconds in that order, and the other two 10.19 and 9.93 seconds, a mean of
    10.37 seconds"."""
    others = _THE_OTHER_N.search(plain, first.end(), raw.start)
    return others is not None and count_of(first.group(1)) + count_of(others.group(1)) \
        == len({run.repeat for run in runs})


def _sentence_before(ctx: BlockContext, start: int) -> int:
    """Where the sentence before the one starting at ``start`` starts (``start`` for the
    block's first)."""
    return sentence_of(ctx.sentences, start - 1)[0] if start else start


def _next_clauses_runs(plain: str, end: int, after: int, stop: int) -> bool:
    """Whether runs named after a figure (``end`` to ``after``) open the next clause, past
    ", and" or ", but", with a figure of its own: "... was 1,943 tokens, and on the four runs
    that finished normally its reasoning share averaged 79.7%" (the share's runs, not the
    tokens')."""
    return _CLAUSE_AND.search(plain, end, after) is not None \
        and DIGIT.search(plain, after, stop) is not None


def _without_that_run(state: DraftState, ctx: BlockContext, raw: RawClaim,
                      sentence: tuple[int, int]) -> bool:
    """Whether the figure is said with a failed run left out, that run named before it (in
    its block, or in the blocks just before when its sentence opens the block: "Take that run
    out and ..." after a paragraph on the run that timed out)."""
    plain = ctx.block.plain
    after = _WITHOUT_AFTER.match(plain, raw.end)
    if after is None and _LEAVING_BEFORE.search(plain, sentence[0], raw.start) is None:
        return False
    if after is not None and _FAILED_BEFORE.search(plain, after.start(), after.end()) is not None:
        return True  # (the run left out named by how it failed: "2.18 if you leave out the run
        # that got rate limited")
    if _FAILED_BEFORE.search(plain, max(0, raw.start - 400), raw.start) is not None:
        return True
    if sentence[0] != 0 or (opening := ctx.block.span(0, 1)) is None:
        return False
    return _FAILED_BEFORE.search(state.text, max(0, opening[0] - 400), opening[0]) is not None


def finished_in(header: BlockContext | None) -> bool:
    """Whether a table header names the runs that finished ("| Median of finished runs (s) |",
    "| Suture aftercare, finished runs | ... |"): its column's or its rows' figures are theirs."""
    return header is not None and _FINISHED.search(header.block.plain) is not None


def _after_other_runs(plain: str, start: int, end: int) -> int:
    """Where the text about the runs of ``plain[start:end]`` begins: past the last "the other
    (two) runs" in it, if any."""
    other = last(_OTHER_RUNS.finditer(plain, start, end))
    return start if other is None else other.end()


def finished_caption(lead: BlockContext) -> bool:
    """Whether a table's caption keeps the runs that finished: "Seconds per reply, over the runs
    that completed normally." (not "the runs that got going": those that failed part-way too)."""
    said = _FINISHED.search(lead.block.plain)
    return said is not None and _DONE_WORD.search(said.group(0)) is not None \
        and _RUN_NOUN.search(said.group(0)) is not None  # (not "time to a finished letter in
    # seconds": a letter, no run)


_DONE_WORD = compiled(r"(?i)finish|complet|succe")
_RUN_NOUN = compiled(r"(?i)\b(?:runs?|repeats?|attempts?|ones?)\b")


def finished_said(plain: str, start: int, end: int) -> bool:
    """Whether ``plain[start:end]`` names the runs that finished ("comparing the medians of
    the runs that finished", "by the median of their finished runs")."""
    return ("finish" in plain or "complet" in plain or "success" in plain) \
        and _FINISHED.search(plain, start, end) is not None


def finished_runs(state: DraftState, runs: list[Run]) -> list[Run]:
    """The runs of ``runs`` that finished (exit code 0)."""
    return kept_runs(state, runs, "finished", lambda r: r.exit_code == 0)


def kept_runs(state: DraftState, runs: list[Run], why: str,
          keep: Callable[[Run], bool]) -> list[Run]:
    """The runs of ``runs`` that ``keep`` keeps, computed once per list (``state.held`` keeps
    each list keyed so alive, so its id is a stable key)."""
    key = ("kept", id(runs), why)
    kept = state.scoped.get(key)
    if kept is None:
        state.held[id(runs)] = runs
        kept = state.scoped[key] = [r for r in runs if keep(r)]
    return kept


# The first runs, counted: "its first two runs", "the first three Hickory runs".
_FIRST_N_RUNS = compiled(r"(?i)\b(?:its|the|their|['\u2019]s)\s+first\s+(two|three|four|five|[2-9])"
                         r"\s+(?:[\w-]+\s+){0,2}?(?:runs|repeats)\b")
# A figure as the adjective of a named run: "5.44 s first run", "2,100-byte second run".
_ADJECTIVE_RUN = compiled(rf"(?i)[ -]({ORDINAL})[\s-]+(?:run|repeat|attempt|try)\b")
# Words of a sentence about several runs, past a lead naming one: "its mean", "over its 3 runs".
_OTHER_RUN_SET = compiled(r"(?i)\b(?:runs|repeats|mean|median|average|averaged)\b")
# A list item led by the run it is about, up to a colon: "Schema diff, Moth Mini, run 3:",
# "Bison Large, fourth run:".
_ITEM_RUN = lazy(r"(?i)(?:[^.:;]|\.\d){0,80}?\b(?:(?:run|repeat|attempt|try)\s*#?\s*([1-9])"
                 rf"|({ORDINAL})\s+(?:[\w-]+\s+){{0,3}}?(?:run|repeat|attempt|try))\s*:"
                 # or a lead that is a fragment of names alone, with no figure: "**Schema
                 # migration, warm lane, third run.** Exit code 7. It reasoned ..."
                 # (a lane's name may hold a version: "**Margay 2.1 on the inventory table, third
                 # run.**")
                 r"|(?:[^.:;\d]|\d+(?:\.\d+)?(?!\s*(?:s|ms|seconds?|tokens?|bytes?|%)\b))"
                 r"{0,80}?,\s*(?:(?:run|repeat|attempt)\s*#?\s*([1-9])"
                 rf"|({ORDINAL})\s+(?:run|repeat|attempt))\s*\.(?=\s)"
                 # or a question about one run, answered after it: "**What did Kinkajou
                 # Small's second multi-line run get back from the provider?** HTTP 503 ..."
                 rf"|[^.:;?\d]{{0,80}}?\b({ORDINAL})\s+(?:[\w-]+\s+){{0,2}}?(?:run|repeat)\b"
                 r"[^.:;?\d]{0,80}\?(?=\s)"
                 # or the run alone, how it ended in brackets: "**Fifth run (provider error).**"
                 rf"|\s*({ORDINAL})\s+(?:run|repeat|attempt)(?:\s*\([^()]{{1,40}}\))?\s*\.(?=\s)"
                 # or a lane's ordinal alone, its run left out: "- Gambrel's third: 241.5 end to
                 # end" below "- Gambrel's first catch-up run: ..."
                 rf"|(?:[^.:;?]|\.\d){{0,80}}?(?:['\u2019]s|,)\s+({ORDINAL})\s*:")
# The failed runs left out before "the other three": "Leaving those two aside, the other three".
_LEFT_ASIDE = compiled(r"(?i)\b(?:leaving|setting|putting|leave|set|put)\s+(?:those|these|the|both)"
                       r"\s+(?:\w+\s+){0,2}?(?:aside|out|apart)\b|\b(?:without|excluding|apart\s+from)"
                       r"\s+(?:those|these|both|the\s+(?:two|three|failed|broken))\b")
# Runs counted back or called good: "those seven", "its seven good ... answers".
_THOSE_COUNTED = compiled(r"(?i)(?:\b(?:of\s+)?th(?:ose|ese)|(?:\bits|\btheir|\x00+['\u2019]s)"
                          r"(?=\s+\w+\s+(?:good|ok|successful|clean|completed|working|normal)\b))"
                          r"\s+(two|three|four|five|six|seven|eight|nine|[2-9])\b"
                          r"(?!\s+(?:of|seconds?|s|ms|bytes|tokens)\b)"
                          # ("So four runs between 4.21 and 4.93 s, and the one that timed out")
                          r"|\b(?<!of\s)(two|three|four|five|six|seven|eight|nine)\s+runs\s+"
                          r"(?:(?:took|ran|sat|finished|stayed|were)\s+)?(?:between|from)\b")
# "its other four runs", "the other two": how many runs the figure is about.
_OTHER_COUNT = compiled(r"(?i)\bother\s+(two|three|four|five|six|seven|eight|nine|[2-9])\b"
                        # ("Both of Axletree Oak's other Dishing jigger runs": two)
                        r"|\bboth\s+(?:of\s+)?(?:[\w.\-'\u2019]+\s+){0,4}?other\b")
# Every run but those told of before: "Every other run ended with exit code 0", "All the
# other runs of the trial finished normally".
_EVERY_OTHER = compiled(r"(?i)\b(?:every|each|any|all(?:\s+(?:the|its|their))?)\s+other\s+"
                        r"(?:[\w.-]+\s+){0,2}?(?:runs?|repeats?|requests?|calls?)\b")
# Every run again, right after a figure: "a median of 8.19 across all three".
_OVER_ALL_AFTER = compiled(r"(?i)\s+(?:across|over|of|on|for)\s+all\b")
# The runs left out named after the figure: "0.32 to 0.37 s for the others".
_OTHERS_AFTER = compiled(r"(?i)\s+(?:for|on|in|across|from)\s+(?:the|its)\s+other"
                         r"(?:s|\s+(?:runs|repeats|ones|(?:two|three|four|five|six|[2-9])))\b")
# "On the other runs, ..." opening a sentence.
_FRONTED_OTHER = compiled(r"(?i)\s*(?:on|in|across|over|for|of)\s+(?:its|the|their)\s+")
_OTHER_RUNS = compiled(r"(?i)\bother\s+(?:(?:\d|two|three|four|five|six)\s+)?"
                         # (a lane's or task's name between: "the other four Marlin 2.1 runs")
                         r"(?:[\w.-]+\s+){0,3}?(?:runs|repeats|attempts|tries|requests)\b"
                         # (or what they wrote, counted, before a verb of the runs: "Its other
                         # two Barachois notices took 2.86 and 2.72 seconds")
                         r"|\bother\s+(?:two|three|four|five|six|[2-9])\s+(?:[\w.-]+\s+){0,2}?"
                         r"[a-z]+s(?=\s+(?:all\s+|each\s+|both\s+)?(?:took|ran|needed|finished|completed|"
                         r"came|wrote|used|spent|stayed|landed)\b)"
                         # (the runs left out: "its third run failed ..., while the other
                         # four each took between 1.88 and 2.05 seconds")
                         # (or "the others", not compared with: "like the others")
                         r"|(?<!like\s)(?<!than\s)(?<!\bas\s)\b(?:the|its|their)\s+"
                         r"(?:other\s+(?:two|three|four|five|six|[2-9])|others)"
                         r"(?=\s*[,(]|\s+(?:each|all|took|ran|needed|finished|completed|"
                         r"averaged|stayed|wrote|came|landed|were|sat|returned|gave|produced|"
                         r"used|spent|got|answered|ended|stopped|ranged|varied|hovered|went)\b)"
                         # "Excluding it, Wren never wrote fewer than 1,598 bytes"
                         r"|\b(?:excluding|except(?:\s+for)?|apart\s+from|aside\s+from|"
                         r"leaving\s+out|without)\s+(?:it|that\s+(?:run|one)|this\s+(?:run|one))\b")
# The run left out put back before the figure: "...; fold the 2.41-second failure in and Quail
# Pro's mean ... drops to 11.67 seconds" is over all the runs.
_FOLDED_IN = compiled(r"(?i)\b(?:fold|folding|count|counting|put|putting|add|adding|bring|"
                      r"bringing)\s+(?:the|its|that)\b(?:[^.;]|\.\d){0,40}?\s(?:back\s+)?in\b"
                      # ("so even with the failure counted its Barachois median is 2.86 s")
                      r"|\bwith\s+(?:the|its|that)\s+(?:failure|failed\s+(?:run|one)|"
                      r"[\w-]+\s+run)\s+(?:counted|included|in)\b"
                      # ("Mean wall time without it 16.92 s; with it 22.78 s")
                      r"|(?<!\w)with\s+(?:it|that\s+(?:run|one)|this\s+(?:run|one))\b"
                      r"(?!\s+(?:out|aside|left|removed|dropped)\b)")
# A lane's possessive right before the figure, past "its other runs": "The other two runs wrote
# 1,926 and 1,871 bytes, longer than Duplex 4's 1,684-byte median letter" (Duplex 4's runs).
_OWNED_FIGURE = compiled(r"['\u2019]s?\s+(?:[a-z-]+\s+){0,2}?")
# Every run named again after "its other runs ...": "; the median of all six is 18.03 s".
_ALL_AGAIN = compiled(r"(?i)\b(?:of|over|across|for)\s+all\s+(?:the\s+|its\s+)?(?:two|three|four|"
                       r"five|six|seven|eight|nine|ten|\d{1,2}|runs|repeats)\b")
# A clause of the lane's own after "its other runs ...": ", and its median was ...".
_CLAUSE_LEAD = compiled(r"[,;]\s+(?:(?:and|but|so|while|yet)\s+)?$")
_ITS_OWN_CLAUSE = compiled(r"(?i)[,;]\s+(?:(?:and|but|so|while|yet)\s+)?its\s")
_ITS_AFTER_SEMI = compiled(r"(?i);\s+(?:(?:and|but|so|while)\s+)?(?:its|their)\s")
_ITS_CLAUSE_AFTER = compiled(r"(?i)[,;]\s+(?:(?:and|but|so|while)\s+)?(?:its|their)\s")
# A task's name between an adjective and its run noun ("successful waybill-fields run"; not
# "finished every email triage run", a verb and its object).
_TASK_GAP = r"(?:(?!(?:every|each|all|both|its|the|their|of|on|in)\b)[\w-]+\s+){0,3}?"
# Runs that exited 0: "the runs that finished", "its completed runs".
_THAT_FINISHED = (r"(?:(?:two|three|four|five|six|[2-9]|[a-z]{2,}[^\Wsu]s)\s+(?:that\s+|which\s+)?"
                  r"(?:it|they)\s+"
                  r"(?:actually\s+)?(?:finished|completed|did\s+(?:finish|complete))\b|"
                  # (or the lane's name after "that": "over the four that Piassava finished")
                  r"(?:two|three|four|five|six|[2-9])\s+(?:that|which)\s+"
                  r"(?-i:[A-Z][\w.-]*(?:\s+[A-Z0-9][\w.-]*){0,2})\s+"
                  r"(?:actually\s+)?(?:finished|completed|did\s+(?:finish|complete))\b|"
                  # ("at the median over the three it finished", "The two it did finish
                  # averaged 2,296 bytes": a count of its runs)
                  r"(?:runs?|repeats?|attempts?|ones|two|three|four|five|six|[2-9]|"
                  r"fastest|slowest|quickest|longest|shortest|"  # ("its fastest that finished")
                  r"[a-z]{2,}[^\Wsu]s)\s+(?:that|which)\s+"
                  r"(?:actually\s+|all\s+)?"
                  r"(?:did\s+(?:finish|complete|succeed|answer)|finished|completed|succeeded|answered|"
                  r"got\s+going|got\s+through|came\s+through|worked|went\s+through|arrived|"
                  r"(?:produced|returned|gave|wrote)\s+(?:an?\s+|some\s+)?"
                  r"(?:output|answer|repl(?:y|ies)|response|text)s?|"
                  # ("the two runs that wrote anything", "runs that produced a reply")
                  r"(?:produced|returned|wrote)\s+(?:anything|something)|"
                  # ("the four runs that did write something")
                  r"did\s+(?:write|produce|return)\s+(?:anything|something))\b"
                  # ("the two runs that finished normally")
                  r"(?:\s+(?:normally|cleanly|successfully|properly|fine))?)")
# ... or fronting the sentence: "Over those four, Kitul's median Toppings reply was ...".
_THOSE_FRONTED = lazy(r"(?i)\s*(?:over|across|of|for|on|in)\s+(?:those|these)\s+"
                      r"(?:two|three|four|five|six|seven|eight|[2-9])\s*,")
_THOSE_COUNT = lazy(r"(?i)\b(?:those|these|the)\s+(?:two|three|four|five|six|seven|eight|[2-9])"
                    r"(?!\s+(?:runs?|repeats?|attempts?|lanes?|tasks?|models?)\s+(?:that|which))\b")
_FINISHED = lazy(rf"(?i)\b{_THAT_FINISHED}|\b(?:finished|completed|complete|successful|good|"
                 rf"clean)\s+{_TASK_GAP}(?:runs?|repeats?|attempts?)\b"
                 # ("its shortest complete one 2,847 bytes")
                 r"|\b(?:finished|completed|complete|successful|good|clean)\s+ones?\b"
                 # ("the Spool replies it completed", "the two drafts that Tankard Quart
                 # finished": the lane's runs that finished, the lane named between; not "in our
                 # runs Saguaro 2.1 finished every contract summary run", a verb and its object)
                 r"|\b[a-z]{2,}[^\Wsu]s\s+(?:that\s+|which\s+)?(?:it|they|"
                 r"(?-i:[A-Z][\w.-]*(?:\s+[A-Z0-9][\w.-]*){0,2}))\s+(?:actually\s+)?"
                 r"(?:finished|completed|did\s+(?:finish|complete))\b(?!\s+(?:every|each|all|both|its|their|the|an?)\b)"
                 r"|\b(?:finished|completed)\s+(?!(?:with|in|on|at|after|by|for|as|its|the|a|an|"
                 r"their|his|her|our|your|every|each|all|both|this|that|these|those)\b)"
                 r"(?:[a-z-]+\s+){0,2}?[a-z]{2,}[^\Wsu]s\b")
# ("cards that actually finished", "its three finished blurbs": a task's work for its runs)
# The same runs named around the claim's clause: opening the sentence ("On the four runs
# that finished, answers ran from ..."), or after the claim ("... on its invoice matching
# runs that finished", "... on every successful waybill run").
# ("on both of its runs that finished", "on all of the runs that completed")
# ("Across its finished window-ranking runs, Tern CLI averaged 3.92 s")
# ("on each frame-time graph run that finished")
_ON_THE_FINISHED = rf"\s+(?:(?:both|all|each)\s+of\s+)?(?:its|the|their|each|every|any|a|" \
                   rf"(?:[A-Z][\w.-]*\s+){{0,2}}?[A-Z][\w.-]*['\u2019]s)\s+" \
                   rf"(?:[\w-]+\s+){{0,3}}?" \
                   rf"(?:{_THAT_FINISHED}|(?:finished|completed|complete|successful)\s+" \
                   rf"{_TASK_GAP}" \
                   r"(?:runs?|repeats?|attempts?)\b)"
_FINISHED_FRONTED = lazy(rf"(?i)\s*(?:(?:no|yes)[.,!]\s+)?(?:(?:the\s+|its\s+|their\s+"
                         # (or the lane's: "Blandford Yannel's mean wall over the two that
                         # finished: 6.09 s")
                         r"|(?-i:[A-Z][\w.-]*)(?:\s+[A-Z0-9][\w.-]*){0,2}['\u2019]s\s+)?"
                         r"(?:median|mean|average)\s+"
                         r"(?:[\w'\u2019-]+\s+){0,5}?)?"  # ("Median Etrier bytes over ...:")
                         rf"(?:on|in|across|over|for|of){_ON_THE_FINISHED}"
                         # (or no comma, the lane's name next: "On its four finished Tonka runs
                         # Cassis Bud wrote from 1,706 to 1,951 bytes, a median of 1,851")
                         r"(?:\s*[,:]|\s+(?=(?-i:[A-Z])))")
# The statistic of the runs the clause before named: "; their mean was ".
_THEIR_STAT = lazy(r"(?i)\s*(?:and\s+|so\s+)?their\s+(?:median|mean|average)\b[^.;\d]{0,30}$")
# The runs that finished as a label before a colon: "The four runs that finished (exit code 0):".
_FINISHED_LABEL = lazy(rf"(?i)\s*(?:(?:the|its|all)\s+)?(?:(?:two|three|four|five|six|[2-9])\s+)?"
                       rf"{_THAT_FINISHED}(?:\s*\([^()]{{0,40}}\))?\s*:")
# ("Median of the 3 runs that finished: 9.83 s"; after an answer too: "No. Across the four
# Wallhead replies that finished normally, ...", where "No." ends no sentence)
# (not past another figure: "3.66 seconds over all four runs and 2.60 seconds over the 3 runs
# that finished")
_FINISHED_AFTER = lazy(rf"(?i)[^.;:\d)]{{0,60}}?\b(?:on|in|across|over|for"
                       r"|(?:median|mean|average)\s+of)"  # ("4.05 seconds, the median of the
                       # runs that finished")
                       rf"(?:{_ON_THE_FINISHED}|\s+(?:every|each|all|both|its|the|their)\s+"
                       r"(?:(?:of\s+)?(?:its|the|their)\s+)?(?:finished|completed|successful)\s+"
                       rf"{_TASK_GAP}(?:runs?|repeats?|attempts?)\b)")
# ... or in a bracket right after the figure: "1,407 (the four runs that wrote anything)".
_FINISHED_BRACKET = lazy(rf"(?i)\s*\((?:the|its|their)\s+(?:[\w-]+\s+){{0,3}}?{_THAT_FINISHED}")
# "Of its four runs, three succeeded, averaging 7.38 s": the figure of the runs that did.
_FINISHED_COUNT = lazy(r"(?i)\b(?:two|three|four|five|six|[2-9])\s+(?:of\s+(?:them|"
                       r"(?:[\w.'\u2019-]+\s+){0,4}?(?:runs|repeats|attempts))\s+)?"
                       r"(?:succeeded|finished|completed)"
                       r"\s*,\s*(?:each\s+)?"
                       r"(?:averaging|taking|at|with|in|needing|writing)\b[^.;:]*$")
# A run named by how it ended: "its truncated run", "the timed-out repeat", "failed runs".
# (a task's name may stand between: "its rate-limited recipe scaling run")
# (or the outcome as a noun: "median 14.26 s; one timeout (exit code 9) at 90.00 s")
# How a run ended, as a noun: "its timeout", "Bernina 2.5's crash" (_OUTCOME_NOUNS's words).
_ENDED_NOUN = r"timeout|time-out|truncation|crash"
_OUTCOME_RUN = lazy(rf"(?i)\b({ENDED})\s+(?:[\w-]+\s+){{0,3}}?(?:runs?|repeats?|attempts?)\b"
                    r"|(?:\b(?:one|a|the|its|their)|['\u2019]s)\s+(?:(?:one|only)\s+)?"
                    rf"({_ENDED_NOUN}|failure(?<!\bthe\sfailure)(?<!\ba\sfailure))\b")
# ("Bernina 2.5's crash on the lease abstract", "Its one failure, on mileage, was the
# provider's (HTTP 502)"; not "leave the failure out", which is left to the runs left out)
# The verb before how a run ended: "the run that was refused", "that came back malformed".
_CAME = r"(?:was\s+|got\s+|came\s+back\s+)?"
# ... or said by a relative clause: "; the one that timed out ran to 60.01 s" (after "the",
# "its", "their" or a lane's "'s", left to the words before as the adjective's run is:
# "Quintadena's run that was malformed took 0.74 s"; a task's name may stand between: "its
# Seguin run that timed out after 45.00 seconds").
_OUTCOME_THAT = compiled(rf"(?i)(?:(?<=\bthe\s)|(?<=\bits\s)|(?<=\btheir\s)|(?<=['\u2019]s\s))"
                         r"(?:(?-i:[A-Z])[\w-]*\s+){0,2}?(?:run|one|repeat)\s+"
                         rf"that\s+{_CAME}({ENDED})\b()")
# ... or by what it ran out of: "; the one that ran out of tokens took 8.93 s" (group 2).
_RAN_OUT_THAT = compiled(r"(?i)(?:(?<=\bthe\s)|(?<=\bits\s)|(?<=\btheir\s))(?:run|one|repeat)\s+"
                         r"that\s+ran\s+out\s+of\s+(?:its\s+)?()(tokens|room|budget|time)\b")
# ... or by what stopped it: "includes the Gerdu run the content filter stopped after 5.46
# seconds" (group 2: the filter's run is the filtered one, the harness's the killed one, the
# provider's the refused one: "including the run the provider refused (HTTP 401, ...)").
_STOPPED_BY = compiled(r"(?i)(?:(?<=\bthe\s)|(?<=\bits\s)|(?<=\btheir\s))(?:[\w-]+\s+){0,2}?"
                       r"(?:run|one|repeat)\s+(?:that\s+)?the\s+(?:content\s+)?()(filter|harness|"
                       r"provider)\s+(?:stopped|blocked|cut\s+off|caught|killed|refused|rejected|"
                       r"turned\s+away)\b")
# ... or by "one", the subject of a verb of the run: "while the failed one took 4.86 s" (not
# "every run but the filtered one", "leaving out the failed one it is 17.68 seconds").
_OUTCOME_ONE = compiled(rf"(?i)(?<=\bthe\s)({ENDED})\s+one\b(?=\s+(?:took|ran|needed|lasted|"
                        r"stopped|ended|wrote|used|got|came|had|spent|printed|returned|managed|"
                        r"reached|produced|averaged)\b"
                        r"|\s+(?:at|after|in)\s+[~\u2248]?\d|\s*\(\s*[~\u2248]?\d)()")  # ("... and
# the malformed one at 2.14": its verb elided; "counts the refused run (0.23 s) and the reset
# one (1.74 s)")
# ... or before a task's name, which stands for its run (names blanked): "Khamsin Pro's
# timed-out lineup rota had used 4,830 completion tokens".
_OUTCOME_TASK = compiled(rf"(?i)\b({ENDED})\s+\x00+()")
# How a run ended, as a verb of the lane: "Civet Pro timed out once ... (exit 9, after
# 90.00 s)", "Lark was killed after 41.07 s".
_OUTCOME_VERB = compiled(r"(?i)\b(timed[- ]out|failed|errored|crashed|(?:was|got)\s+"
                         r"(?:truncated|killed|rate[- ]limited|filtered|refused|rejected))\b")
# ... or opening with a phrase naming it: "On the first truncated drying invoice run, ...".
_FRONTED_ENDED = compiled(rf"(?i)\s*(?:on|in|for|during)\s+(?:the|its|their)\s+"
                          rf"(?:[\w-]+\s+){{0,2}}?(?:{ENDED})\s+(?:[\w-]+\s+){{0,3}}?"
                          r"(?:run|repeat|attempt)s?\s*,")
# A sentence opening with a run named by how it ended, its subject; "it" or "its" later on.
_SUBJECT_ENDED = compiled(rf"(?i)\s*(?:the|its|their)\s+(?:{ENDED})\s+(?:run|repeat|attempt)\b")
_ANY_STATISTIC = compiled(r"(?i)\b(?:median|mean|average|usual|typical|normal)\b")
# A sentence opening with a run named by how it ended, then an apposition.
_LEAD_ENDED = compiled(rf"(?i)\s*(?:the|its|their)\s+(?:{ENDED})\s+(?:[\w-]+\s+){{0,2}}?"
                       r"(?:run|repeat|attempt)\s*,")
_AFTER_BEFORE = compiled(r"(?i)\b(?:after|at)\s+$")
# A figure, then the run it is of, named by how it ended: "1.21 seconds in the run that timed
# out", "on the truncated run".
# (or said to be that run's: "Quintadena's 0.74 is the run that came back malformed")
_ENDED_RUN_AFTER = compiled(rf"(?i)\s+(?:in|on|for|of|is|was)\s+(?:the|its)\s+(?:run|repeat)\s+"
                            rf"(?:that|which)\s+{_CAME}({ENDED})\b")
# ... or "93.1% on the truncated one", "2.36 s was the malformed run".
_ENDED_ONE_AFTER = compiled(rf"(?i)\s+(?:in|on|for|of|is|was)\s+(?:the|its)\s+({ENDED})\s+"
                            r"(?:one|run|repeat)\b")
# A clause of its own about one run, after a statistic: "..., and a billing dispute timed out at".
_NEW_SUBJECT = compiled(r"(?i)[,;]\s+(?:and|but|while)\s+(?:a|one|its|the)\s+[^,;.\d]{0,40}?"
                        r"\btimed[- ]out\s+(?:at|after)\s+$")
# A run named by its exit code, right before its time: "the run that exited with code 2
# after 0.84 seconds", "one run which exited 7 at 12.30 s".
_RUN_EXITED = compiled(r"(?i)\b(?:the|one|a)\s+run\s+(?:that|which)\s+exited\s+(?:with\s+)?"
                       r"(?:(?:exit\s+)?code\s+)?(\d{1,3})\s+(?:after|at|in)\s+$")
# A bracket after "the run that ...", opened by its exit code: "(exit code 2, after 31.77 s)".
_BRACKET_EXIT = compiled(r"(?i)\s*(?:exit(?:ed)?\s+(?:code\s+)?|code\s+)(\d{1,3})\b[^()]*$")
_RUN_THAT_BEFORE = compiled(r"(?i)\b(?:the|one|a)\s+run\s+(?:that|which)\s+[^.;:()\d]{0,60}$")
# A run named by how it ended as counted in an aggregate: "its median, filtered run
# included, was 12.69 s", "counting the timed-out run", "including its truncated run".
_INCLUDED_AFTER = compiled(r"(?i)\s+(?:included|counted|and\s+all)\b")
# Before a run named by how it ended, the words that leave it out: "median without the failed
# run is 4.21 s" (the other runs' median, not that run's figure).
_LEFT_OUT_BEFORE = compiled(r"(?i)\b(?:without|excluding|not\s+counting|leaving\s+out|"
                            # ("if you drop the truncated run, the mean of the other two is")
                            r"(?:leave|drop|dropping|remove|removing|ignore|ignoring)|"
                            r"setting\s+aside|bar|barring)\s+(?:the|its|their|that)\s+$")
_INCLUDING_BEFORE = compiled(r"(?i)\b(?:including|counting|with"
                             # ("its mean, pulled up by the failed third run, was 2.08 s")
                             r"|(?:pulled|dragged|pushed|skewed|inflated|lifted|raised|held)"
                             r"\s+(?:(?:up|down|back)\s+)?by)\s+(?:the|its|their)\s+$")
# ... the same before a run's noun, its "the" part of the noun's match: "Stadda Lanthorn's
# closed-account median with the timeout is 39.96 s".
_INCLUDING_NOUN_BEFORE = compiled(r"(?i)\b(?:including|counting|with)\s+$")
_DETERMINER = compiled(r"(?i)(?:the|its|their)\s")
# ... but the run's own figure right after it: "The mean is dragged up by the truncated run at
# 121.87", "pulled down by the filtered run, which stopped after 2.17 s".
_RUN_AT_FIGURE = compiled(r"(?i)(?:,\s+(?:which|that)\s+(?:\w+\s+){1,2}?(?:at|after|in)"
                          r"|\s+(?:at|of|after))\s+(?:about\s+|roughly\s+)?"
                          r"|\s*\([^()]{0,40}"  # (any figure of the bracket after it:
                          # "including the run the provider refused (HTTP 401, exit code 3)")
                          r"|['\u2019]s\s+")  # (its possessive: "with the timeout's 611 counted")
# A run named by how it ended, as an adjective or a noun: "the truncated run", "its 30.00 s
# timeout".
_ENDED_NAMED = lazy(rf"(?i)\b(?:{ENDED})\s+(?:[\w-]+\s+){{0,3}}?(?:runs?|repeats?|attempts?)\b"
                    r"|\b(?:timeout|time-out|truncation|kill)\b")
# "Its other ..." opening its sentence, the run left out named in the sentence before.
_OTHER_OPENS = compiled(r"(?i)\s*(?:the|its|their)\s+")
_RUN_ENDS = ("run", "runs", "one", "repeat", "repeats", "attempt", "attempts", "answer")
_ENDED_PAREN = lazy(rf"(?i)\b({ENDED})\s+(?:[\w-]+\s+){{0,2}}?(?:runs?|repeats?|attempts?|one|"
                    r"answer)(?:\s+(?:included|excluded|counted|aside|too))?\s*\($")
# (a participle may follow the run: "over all three runs, the killed one included (exit -9
# after 3.07 s)")
_RUN_PARTICIPLE = ("included", "excluded", "counted", "aside", "too")
_OUTCOME_NOUNS = {"timeout": "timed-out", "time-out": "timed-out", "truncation": "truncated",
                  "kill": "killed", "failure": "failed", "failures": "failed", "crash": "failed",
                  # (what a run ran out of: "the one that ran out of tokens took 8.93 s")
                  "tokens": "truncated", "room": "truncated", "budget": "truncated",
                  "time": "timed-out",
                  # (what stopped it: "the run the content filter stopped")
                  "filter": "filtered", "harness": "killed", "provider": "refused"}
# A time as the adjective of how a run ended: "the 30.02-second kill", "a 90-second timeout".
_OUTCOME_NOUN_AFTER = compiled(r"(?i)\s+(?:(timeout|time-out|truncation|kill|failure)\b"
                               # "the 74.38-second truncated run"
                               r"|(timed[-\s]out|truncated|killed|failed)\s+(?:run|repeat)\b)")
# ... or "the 4.37 s run that failed".
_RUN_THAT_ENDED = compiled(rf"(?i)\s+(?:run|repeat)\s+(?:that|which)\s+{_CAME}({ENDED})\b")
# After a figure: "..., except on its truncated run", "apart from the first run".
_EXCEPTED_RUN = (r"\b(?:except|apart\s+from|aside\s+from|excluding|save|without|not\s+counting|"
                 r"leaving\s+out|(?<=run\s)but|(?<=runs\s)but)\s+"
                 r"(?:(?:on|for|in)\s+)?"
                 rf"(?:its|the|their)\s+(?:({ENDED}|HTTP\s+\d{{3}})\s+(?:runs?|repeats?|attempts?|one)"
                 r"|(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)"
                 r"(?:\s+(?:runs?|repeats?|attempts?|one)|(?!\s+(?:runs?|repeats?|attempts?|one)\b)))"
                 r"\b")  # (the noun after an ordinal
# may be left out: "every run but the sixth finished with exit code 0")
# After a figure: "... but 24.71 seconds without it", the run the sentence said ended so.
_WITHOUT = r"(?:without|excluding|not\s+counting)\s+(?:it|that\s+run|that\s+one)\b"
_WITHOUT_IT = compiled(rf"(?i)[^.;:]{{0,24}}?\b{_WITHOUT}")
# ... right after the figure: "14.72 s without it".
_WITHOUT_IT_NEXT = compiled(rf"(?i)\s+{_WITHOUT}")
# "Leave the malformed run out and ...", "leaving the filtered run out, ...".
_LEFT_OUT = compiled(rf"(?i)\b(?:leave|leaving|take|taking|drop|dropping)\s+(?:out\s+)?"
                     rf"(?:the|its|their)\s+(?:({ENDED})\s+(?:runs?|ones?)|({_ENDED_NOUN}|failures?))"
                     r"(?:\s+out)?\b")  # (or its noun: "Leaving the timeout out")
# A statistic apposed to a list of figures: ", a median of", ", a mean of".
_APPOSED = r"(?i),\s*(?:a|the|with\s+a)\s+(?:mean|median|average)\s+(?:of\s+)?"
_APPOSED_STAT = compiled(_APPOSED + "$")
# ... and its second figure: ", with a median of 7.86 s and ".
_APPOSED_STAT_AND = compiled(_APPOSED + r"[~\u2248]?\d[\d,.]*\s*(?:s|ms|seconds|bytes|tokens)?"
                             r"\s+and\s+$")
# The run left out put back, after a clause stop: "; with it,", ", counting it,".
_PUT_BACK = compiled(r"(?i)[;,]\s*(?:but\s+|and\s+)?(?:with|counting|including)\s+"
                     r"(?:it|that\s+(?:run|one))\s*,")
# "its first two calendar booking runs", "the last three runs".
_FIRST_N = compiled(r"(?i)\b(first|last)\s+(two|three|four|five|[2-9])\s+(?:(?:[\w-]+\s+){0,3}?"
                    r"(?:runs|repeats)\b"
                    # (or right before their figures: "its first two 1 attempt each", "its
                    # first two 1.78 and 1.94 s")
                    r"|(?=(?:[\d.,]+\s*(?:s|ms|seconds|bytes|tokens)?,?\s+(?:and\s+|or\s+)?)*$))")
# A clause of its own after a figure: "17.17 seconds, and over every run but the failed one".
_CLAUSE_AND = compiled(r"(?i)[,;]\s+(?:and|but|while|whereas)\b")
# Runs that got through on their first attempt: "its unretried runs", "the runs that were
# not retried", or "other" runs after "without the retries" (not "other" in the same clause
# past a stop: picked_runs tests the words between it and the figure).
_UNRETRIED = lazy(r"(?i)\b(?:(?:unretried|un-retried|(?:never|not)\s+retried|first-attempt"
                  r"|single-attempt)\s+(?:[\w-]+\s+){0,3}?(?:runs?|repeats?|ones)\b"
                  r"|(?:runs?|repeats?|ones)\s+(?:that|which)\s+(?:were\s+not|weren't|was\s+not"
                  r"|wasn't|were\s+never|was\s+never)\s+retried\b"
                  r"|without\s+(?:the\s+|any\s+|its\s+)?retr(?:y|ies)\b[^.;]{0,60}?\bother\s"
                  r"(?:[\w-]+\s+){0,3}?(?:runs?|repeats?|ones)\b)")
_CLAUSE_STOP = compiled(r"(?i)[;:,!?]|\.(?!\d)|\bthen\b")
_RUN_THAT = compiled(r"(?i)\b(?:the|one|a)\s+run\s+(?:that|which)\s+[^.;:,]*$")
_EXCEPTED = compiled(r"(?i)" + _EXCEPTED_RUN)
_EXCEPT_RUN = lazy(r"(?i)[^.;:]{0,40}?" + _EXCEPTED_RUN)
# Fronted: "Apart from the truncated one, Finch 2 Nano's runs averaged 3.37 seconds."
# (but not in the relative clause that describes the excepted run: "except on the second run,
# which took 2.91 seconds" is that run's figure)
_EXCEPT_RUN_BEFORE = lazy(r"(?i)" + _EXCEPTED_RUN + r"(?!,?\s+(?:which|where|when|whose)\b)"
                          r"(?:[^.;:]|\.\d)*$")
OUTCOME_CODES: dict[str, tuple[int, ...] | None] = {
    "truncated": (7,), "timed-out": (9,), "rate-limited": (4,), "filtered": (8,),
    "empty": (10,), "malformed": (11,), "errored": (5,), "failed": None,  # None: any but 0
    "refused": (3, 4), "rejected": (3, 4),  # (HTTP 401 or 403, or 429 to the end: "its
    # refused run", "the rejected update")
    "reset": (6,)}  # ("its reset run": its connection reset, or the stream cut short)


def _outcome_verb(plain: str, start: int, end: int) -> str | None:
    """How the run ended, as the last outcome verb between ``start`` and ``end`` says it
    (a wording.ENDED word: "timed-out", "truncated", "killed"), when no ";" follows it."""
    found = None
    for match in _OUTCOME_VERB.finditer(plain, start, end):
        found = match
    if found is None or ";" in plain[found.end():end]:
        return None
    said = found.group(1).lower().split()
    if said[0].startswith("timed"):
        return "timed-out"
    return "-".join(said[1:]) if len(said) > 1 else "failed"  # ("failed", "errored": any
    # failure)


def _other_than_ended(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]
                      ) -> str | None:
    """How the run "its other runs" leaves out ended, when its sentence named it so before
    (by an outcome noun or adjective, not by its repeat: "its 30.00 s timeout", "the
    truncated run")."""
    plain = ctx.block.plain
    other = _OTHER_RUNS.search(plain, sentence[0], raw.start)
    if other is None or _all_again(ctx, other, raw) \
            or _ENDED_NAMED.search(plain, other.end(), raw.start) is not None:
        return None  # (not "... and 7.24 without it; the failed run stopped with exit code 3":
        # the run named after it is the claim's own)
    found = last(_ENDED_NAMED.finditer(plain, sentence[0], other.start()))
    if found is None and _OTHER_OPENS.fullmatch(plain, sentence[0], other.start()) is not None:
        # "The timeout dragged Burnisher Pro's mean up to 22.86 s. Its other four runs sat
        # between 12.86 and 14.51 s": the run named in the sentence before
        found = last(_ENDED_NAMED.finditer(plain, _sentence_before(ctx, sentence[0]),
                                           sentence[0]))
    if found is None:
        return None
    said = found.group(0).lower()
    noun = next((n for n in _OUTCOME_NOUNS if said.endswith(n)), None)
    if noun is not None:
        return _OUTCOME_NOUNS[noun]
    return "timed-out" if said.startswith("timed") else said.split()[0]


def _ended_since(plain: str, raw: RawClaim, clause: int, sentence: tuple[int, int]) -> int:
    """Where a run named by how it ended may stand for the claim: its clause, or from a ";"
    with no figure since ("...; on the truncated run, 98.7%": the phrase opens the part)."""
    semi = plain.rfind(";", max(sentence[0], raw.prev_end), clause)
    if semi < 0 and clause > sentence[0] and _ELIDED_SUBJECT.match(plain, clause) is not None:
        return sentence[0]  # "its truncated run spent 3,870 of 4,096 tokens on reasoning,
        # leaving 226 for the reply, and wrote 15,310 bytes": a clause whose verb has no
        # subject of its own is the sentence's subject's (its run named by how it ended)
    if semi < 0 and raw.prev_end <= sentence[0] \
            and _LEAD_ENDED.match(plain, sentence[0], raw.start) is not None:
        return sentence[0]  # "The filtered run, Basalt Mini's first on Receipts, had already
        # written 688 bytes": the subject, past its apposition
    if semi < 0 and raw.prev_end <= sentence[0] \
            and _FRONTED_ENDED.match(plain, sentence[0], raw.start) is not None:
        return sentence[0]  # "On the first truncated drying invoice run, Thresher Pro's first
        # answer byte arrived at 38.40 s": the fronted phrase scopes the sentence
    if semi < 0 and _SUBJECT_ENDED.match(plain, sentence[0]) is not None \
            and IT.search(plain, clause, raw.start) is not None \
            and _ANY_STATISTIC.search(plain, sentence[0], sentence[1]) is None:
        return sentence[0]  # "The malformed run lasted 0.42 s in all, and the harness logged
        # its first token after 0.09 s": "its" is the subject's, that run (not "The killed run
        # had printed 418 bytes, well short of its usual answer (1,041 bytes, the median)")
    if semi < 0 and _WHICH.match(plain, clause) is not None and (named := last(
            _OUTCOME_RUN.finditer(plain, max(sentence[0], clause - 48), clause))) is not None \
            and named.end() >= clause - 1:
        return named.start()  # "pulled down by the filtered run, which stopped after 2.17 s":
        # the relative clause is the run's
    return clause if semi < 0 else semi + 1


# A clause opened by its verb, its subject left out: "..., and wrote 331 bytes", ", leaving".
# (Not the main verb after an apposition: "Its slowest run, the one that timed out, took 47.82 s".)
_ELIDED_SUBJECT = compiled(r"[\s,]*(?:(?:and|then)\s+(?:wrote|spent|took|used|stopped|ran|lasted|"
                           r"produced|returned|printed|needed)|leaving)\b")
# A relative clause opening right after a comma with a verb of the run's own: "..., which
# stopped after 2.17 s" (not "the failed runs, which is why ...").
_WHICH = compiled(r"\s*(?:which|that)\s+(?:\w+ly\s+)?(?:stopped|ended|ran|took|lasted|died|"
                  r"failed|finished|timed|gave|hit|broke|quit|got|wrote|produced|returned|"
                  r"printed|came|spent|used)\b")


def _in_closed_aside(plain: str, at: int, end: int) -> bool:
    """Whether ``at`` stands in a bracket that closes before ``end``: an aside about the figure
    before it ("Turnstone Pro 22.61 s (pulled up by its timeout) and Dowitcher XL 17.75 s": the
    timeout is Turnstone Pro's, not Dowitcher XL's); not a bracket that only names the run, no
    figure after it before ``end`` ("the odd one out (the truncated run) took 19.37")."""
    opened = plain.rfind("(", 0, at)
    if opened < 0 or plain.rfind(")", opened, at) >= 0 or (closed := plain.find(")", at, end)) < 0:
        return False
    return _NAMING_ASIDE.fullmatch(plain, opened + 1, closed) is None \
        or any(c.isdigit() for c in plain[closed:end])


# A bracket that only names a run by how it ended: "(the truncated run)".
_NAMING_ASIDE = compiled(rf"(?i)\s*(?:the|its|their)\s+(?:{ENDED})\s+(?:run|one|repeat)\s*")


def _outcome_named(ctx: BlockContext, start: int, end: int) -> str | None:
    """How the last run named by how it ended in plain[start:end] ended ("the timeout":
    "timed-out"), or None."""
    named = last(_outcome_runs(ctx, start, end))
    return ended_as(_how_ended(named)) if named is not None else None


def _how_ended(named: re.Match[str]) -> str:
    """How a run named by how it ended ended, from a match of _OUTCOME_RUN (or its kin): its
    adjective (group 1, "truncated") or, through _OUTCOME_NOUNS, its noun (group 2, "the
    timeout", "the run the content filter stopped")."""
    return named.group(1).lower() if named.group(1) else _OUTCOME_NOUNS[named.group(2).lower()]


def _bracket_or(plain: str, raw: RawClaim, sentence: tuple[int, int]) -> int:
    """Where the bracket a claim stands in opens, if it stands in one, else the claim's start
    ("the run the provider refused (HTTP 401, exit code 3)": the exit code's clause is the
    bracket's, not the part after its comma)."""
    opening = plain.rfind("(", sentence[0], raw.start)
    return opening if opening >= 0 and _STATUS_ITEMS.fullmatch(plain, opening + 1, raw.start) \
        else raw.start  # (only a bracket of the run's own statuses and figures, not "(the
    # rate-limited run stopped at 14.62 s, Fascine's filtered one at 1.14)")


# The items of a run's bracket before its last: "(HTTP 401, exit code 3)", "(0.47 s, exit 8)".
_STATUS_ITEMS = compiled(r"(?i)(?:\s*(?:HTTP\s+\d{3}|exit(?:\s+code)?\s+[-\u2212]?\d+|"
                         r"(?:after\s+)?[\d.,]+\s*(?:s|seconds|ms|bytes))\s*[,;]\s*)*"
                         r"(?:(?:after\s+)?(?:HTTP|exit(?:\s+code)?|code)\s+|after\s+)?")


def _nearest(named: re.Match[str] | None, that: re.Match[str] | None) -> re.Match[str] | None:
    """The later of a run named by how it ended and one said by a relative clause or "one"
    ("counts the refused run (0.23 s) and the reset one (1.74 s)": the reset one)."""
    if named is None or (that is not None and that.start() > named.start()):
        return that
    return named


def _outcome_runs(ctx: BlockContext, start: int, end: int) -> Iterator[re.Match[str]]:
    """The runs named by how they ended in plain[start:end] (_OUTCOME_RUN), but not in a
    task's name ("Quoll Large's first password reset run" is no reset run)."""
    for found in _OUTCOME_RUN.finditer(ctx.block.plain, start, end):
        if not any(mention.start <= found.start() < mention.end for mention in ctx.tasks):
            yield found


def ended_as(word: str) -> str:
    """How a run ended, as ``outcome_test`` takes it, from the word a draft uses: "timed
    out", "time-outs" and "timeout" are "timed-out", "came back empty" is "empty", "kill"
    "killed", "rate limited" "rate-limited", "provider error" "errored"."""
    word = word.lower()
    if word.startswith("time"):
        return "timed-out"
    if word.startswith("came"):
        return "empty"
    if word.startswith("provider"):
        return "errored"  # "got a provider error": exit code 5 (SPEC 5)
    return _OUTCOME_NOUNS.get(word) or re.sub(r"[-\s]+", "-", word)


def outcome_test(how: str) -> Callable[[Run], bool]:
    """Whether a run ended as ``how`` (a wording.ENDED word, lowered; anything else, "http
    502" say, is any failure) says."""
    if how == "killed":  # by a signal (the harness stores its negative, SPEC 5) or by the
        # harness at its timeout (exit 9): "a run that was killed at 30.00 seconds"
        return lambda r: r.exit_code is not None and (r.exit_code < 0 or r.exit_code == 9)
    codes = OUTCOME_CODES.get(how.replace(" ", "-"))
    if codes is None:
        return lambda r: r.exit_code != 0
    if how in ("refused", "rejected"):  # (or turned away with another 4xx, exit code 5: "its
        # refused request failed after 0.21 seconds" of an HTTP 400)
        return lambda r: r.exit_code in codes or (
            r.exit_code == 5 and r.http_status is not None and 400 <= r.http_status < 500)
    return lambda r: r.exit_code in codes


def _all_again(ctx: BlockContext, other: re.Match[str], raw: RawClaim) -> bool:
    """Whether the claim, past "its other runs", is about all the runs again: the runs left
    out folded back in, or a clause of the lane's own between ("...; the other two came back
    normally, and its median wall time was 4.71 seconds counting the failure"; "The other runs
    were fine, but Tamarin 7B's mean of 1.16 s")."""
    plain = ctx.block.plain
    return _FOLDED_IN.search(plain, other.end(), raw.start) is not None \
        or _ALL_AGAIN.search(plain, other.end(), raw.start) is not None \
        or ("other" not in other.group(0).lower()  # ("... and 38.24 without it; its median,
            # 39.62 seconds, hardly moves": a clause of the lane's own past "without it")
            and _ITS_AFTER_SEMI.search(plain, other.end(), raw.start) is not None) \
        or any(other.end() < mn.start and _OWNED_FIGURE.fullmatch(plain, mn.end, raw.start)
               is not None for mn in ctx.lanes) \
        or ("other" in other.group(0).lower()
            and (_ITS_CLAUSE_AFTER.search(plain, other.end(), raw.start) is not None
                 or (any(other.end() < mn.start < raw.start
                         and _CLAUSE_LEAD.search(plain, max(other.end(), mn.start - 12),
                                                 mn.start) is not None
                         for mn in ctx.lanes)
                     and _FRONTED_OTHER.fullmatch(
                         plain, sentence_of(ctx.sentences, other.start())[0],
                         other.start()) is None)))  # (but "On the other runs, Corrie 4
    # never needed more than ...": a fronted phrase, then its lane as the subject)


def _other_runs(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int],
                headed: str | None = None, headed_task: frozenset[Key] | None = None
                ) -> int | None:
    """The repeat "its other runs" leaves out: the one named last before it in the block,
    else the one the section's heading names (``headed``: "### Scorp Pro, run 3"; also under
    "other <task> runs" when the heading names that task: "## Pean Annulet, third Clarion
    run" over "Annulet's other Clarion runs")."""
    plain = ctx.block.plain
    other = _OTHER_RUNS.search(plain, sentence[0], raw.start)
    if other is not None and _all_again(ctx, other, raw):
        return None
    if other is None:
        # ... or "for the others" after the figure: "its first token came at 1.41 s against
        # 0.32 to 0.37 s for the others"
        end = raw.partner.end if raw.bound == "from" and raw.partner is not None else raw.end
        if _OTHERS_AFTER.match(plain, end) is None:
            return None
    limit = other.start() if other is not None else raw.start
    # Not a run of another lane: a repeat named before the sentence of the last lane named
    # ("Kestrel timed out on its third run. Ibis ... its other two runs": not Ibis's third).
    # (the same lane named again since does not count: "... a known limit of Lark 7.1. ...
    # one of its five runs (the fourth) stopped ... Lark's other four runs finished")
    lanes = [mn for mn in ctx.lanes if mn.start < limit]
    first = len(lanes) - 1
    while first > 0 and lanes[first - 1].keys == lanes[-1].keys:
        first -= 1
    since = sentence_of(ctx.sentences, lanes[first].start)[0] if lanes else 0
    named = [(at, stat) for at, stat in stats_of(ctx)
             if since <= at < limit and stat.startswith("repeat")]
    own_task = next((mn.keys for mn in ctx.tasks if limit < mn.start < raw.start), None)
    if own_task is not None:
        # "the third Function body run and the second Import fix run were refused. ... its
        # other four Function body runs": the run named with the same task
        named = [(at, stat) for at, stat in named
                 if next((mn.keys for mn in ctx.tasks if at < mn.start <= at + 40),
                         own_task) == own_task]
    if not named:
        # "Run 3 is the truncated one. The other four finished normally": a run by its number
        numbered = last(NUMBERED_RUN.finditer(plain, since, limit))
        if numbered is None and headed is not None \
                and (own_task is None or own_task == headed_task):
            return int(headed.removeprefix("repeat "))
        return int(numbered.group(0)[-1]) if numbered is not None and own_task is None \
            else None
    if not named[-1][1].removeprefix("repeat ").isdigit():
        return None
    return int(named[-1][1].removeprefix("repeat "))


