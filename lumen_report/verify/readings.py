"""What each figure of a block is, read from the words around it: the world's own figures.

Extraction (verify/extract.py) finds a block's figures and their units; ``read_figures``
then reads each one against its neighbours and marks those that are no run's: a business
metric ("CSAT came in at 88%"), a tax rate, a battery level, an operating system's version,
a school year, a clause of a document, a target in a heading, a tool's own exit status, the
odds of a bet, a camera's settings, a subtitle's lines, the same quantity in other units.
Each reading sets ``ignored`` (a reason the finding gives), ``measured`` (no claim at all) or
``foreign`` (a unit the results do not hold), and a few set what the figure counts ("389 of
its completion tokens were reasoning"). The order of the readings is part of their meaning:
the first that holds decides.
"""

from __future__ import annotations

import re
from decimal import Decimal

from lumen_report.verify import world
from lumen_report.verify.blocks import Block
from lumen_report.verify.grammar import DIGIT, PART_OWNER, UNIT, RawClaim
from lumen_report.verify.names import folded as names_folded
from lumen_report.verify.patterns import compiled, last
from lumen_report.verify.qualifiers import DEVICE_UNITS, NEGATED_BOUND
from lumen_report.verify.sentences import lane_in, overlaps, semicolon_part, sentence_span

__all__ = ["read_figures", "time_about_no_run"]


def read_figures(block: Block, found: list[RawClaim], spans: list[tuple[int, int]],
                 named: list[tuple[int, int]] | None, tasks: list[tuple[int, int]] | None,
                 low: str | None, products: re.Pattern[str] | None) -> None:
    """Reads each of a block's figures (``found``, in order) against the words around it,
    marking the world's own (see the module's docstring). ``spans`` are the stretches no
    figure is read in (names, URLs, citations), ``named`` the spans of lanes' names, ``tasks``
    those of tasks' names; ``low`` is ``names.folded(block.plain)`` when the caller has it;
    ``products`` matches the end of the text before a version."""
    plain = block.plain
    names = [*(named or []), *(tasks or [])]  # (the spans of every lane's and task's name)
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
    supposed = folded is None or "if " in folded or "unless " in folded or "whenever " in folded
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
    measured = {id(claim) for claim in found if claim.measured}
    for position, claim in enumerate(found):
        last_seen = found[position - 1] if position else None  # ("mode 600, ... 644")
        if claim.unit is None and claim.ignored is None and named \
                and plain[claim.end:claim.end + 4] == " in " \
                and any(at == claim.end + 4 and plain[claim.num_start:claim.num_end] in plain[at:to]
                        for at, to in named):
            claim.ignored = "a lane's version, quoted from its name"  # "the 2.1 in Campion 2.1"
            continue
        if claim.unit is None and claim.ignored is None \
                and " on a" in plain[claim.end:claim.end + 6] \
                and _ON_A_DAY_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "a count on one day, the world's"  # "a peak of 96 on a single
            # Monday in July"
            continue
        if claim.unit is None and " of " in plain[claim.end:claim.end + 8] \
                and world.OUT_OF_AFTER.match(plain, claim.end) is not None:
            scored = claim  # (a score in a sentence about no run is no claim already)
        if claim.unit == "tokens" and claim.hint == "completion" \
                and plain[max(0, claim.start - 4):claim.start].lower() != "all " \
                and (field := part_kind(plain, claim.end)) is not None:
            claim.hint = field  # "389 of its completion tokens were reasoning"
        if claim.unit in (None, "tokens") and claim.hint is None \
                and plain[claim.end:claim.end + 4] == " of " and position + 1 < len(found) \
                and (whole := found[position + 1]).start == claim.end + 4 \
                and whole.unit == "tokens" and whole.hint in (None, "completion") \
                and plain[max(0, claim.start - 1):claim.start] == "(" \
                and _SHARE_SPENT_BEFORE.search(plain, sentence_span(plain, claim.start)[0],
                                               claim.start) is not None:
            # "spent 80.3% of its completion tokens on reasoning (1,318 of 1,642 tokens)":
            # the bracket restates the share, its part the reasoning, its whole the budget
            claim.unit, claim.hint, whole.hint = "tokens", "reasoning", "completion"
        if claim.unit is None and claim.ignored is None and position + 1 < len(found) \
                and found[position + 1].unit == "tokens" \
                and (kind := _KIND_THEN_AND.fullmatch(plain, claim.end,
                                                      found[position + 1].start)) is not None:
            # "with 2,046 completion and 1,541 reasoning tokens": the unit said once, after
            # the second kind of tokens
            claim.unit, claim.hint, claim.measured = "tokens", kind.group(1).lower(), True
        if claim.unit is None and claim.ignored is None and position + 2 < len(found) \
                and (divisor := found[position + 1]).unit is None \
                and (result := found[position + 2]).unit in ("tokens/s", "%") \
                and _DIVIDED_BY.fullmatch(plain, claim.end, divisor.start) is not None \
                and _COMES_TO.fullmatch(plain, divisor.end, result.start) is not None \
                and (result.unit == "tokens/s" or _RUN_WORDS.search(
                    plain, *sentence_span(plain, claim.start)) is not None
                    or lane_in(named or [], *sentence_span(plain, claim.start))):
            # "1,892 / 6.86 = 275.9 tokens/s", "1,318 / 1,892 = 69.7% on reasoning": a rate
            # or a share worked out with its operands' units left out (no lesson's sum)
            rate = result.unit == "tokens/s"
            claim.unit, claim.hint = "tokens", "completion" if rate else "reasoning"
            divisor.unit, divisor.hint = ("s", None) if rate else ("tokens", "completion")
            divisor.measured = True
        if (claim.foreign or "").lower() in DEVICE_UNITS or (
                claim.unit is None and claim.foreign is None
                and world.DEVICE_LIST_AFTER.match(plain, claim.end) is not None):
            # (and the bare figures listed before one: "23.976, 24 and 25 fps")
            claim.ignored = claim.ignored or "a device's, a game's or a grid's own figure " \
                "(frames, actions or cycles a second, power), no run's"  # "60 FPS", "240 APM",
            # "8,000 Hz", "3.2 GW"
        if (text_count := (claim.foreign or "").lower()) in ("lines", "line", "characters",
                                                             "chars") \
                and (subtitles or (text_count in ("lines", "line")
                                   and world.LINES_OF_CHARACTERS.match(plain, claim.end))):
            claim.ignored = claim.ignored or _SUBTITLE_FIGURE  # "2 lines of 42 characters" (in
            # a block about subtitles, or said so outright)
        if diffstats and claim.unit is None \
                and any(a <= claim.num_start < b for a, b in diffstats):
            claim.measured = False  # "Diff: 14 files, +186 / -26": lines added and removed
        elif claim.unit is None and claim.decimals == 3 and claim.ignored is None \
                and world.GRAVITY_LOW <= claim.value <= world.GRAVITY_HIGH \
                and world.maybe(folded, world.BREW_HINTS):
            claim.ignored = "a brew's specific gravity, no run's figure"  # "an original
            # gravity of 1.052", "my pale ale went from 1.048 to 1.010"
        elif claim.unit == "%" and claim.ignored is None \
                and " of " in plain[claim.end:claim.end + 5] \
                and (level := _SHARE_OF_CALLS.match(plain, claim.end)) is not None \
                and not lane_in(names, *sentence_span(plain, claim.start)):
            # "20% of these calls come in out of hours", "to answer 80% of calls within 30
            # seconds": a share of things no run is, and the time of a service level
            claim.ignored = "a share of things no run is (calls, tickets, orders), no run's figure"
            if level.group("within") is not None:
                covered = (level.end() + 1, "the time of a service level (a share of calls "
                           "answered within it), no run's figure")
        elif claim.unit == "%" and claim.ignored is None \
                and (_outside(_METRIC_BEFORE.search(plain, max(0, claim.start - 72),
                                                    claim.start), tasks)
                     or (metric is not None and (world.ARM_BEFORE.fullmatch(plain, metric.end,
                                                                       claim.start)
                                                 or world.METRIC_LIST_GAP.fullmatch(
                                                     plain, metric.end, claim.start)))
                     or _RIGHT_AFTER.match(plain, claim.end)
                     or _CHANCE_AFTER.match(plain, claim.end)
                     or _OF_A_COLLECTION.match(plain, claim.end)
                     or (plain[claim.end:claim.end + 8] == " of them"
                         and _COUNT_OF_THINGS.search(plain, max(0, claim.start - 80),
                                                     claim.start))):
            # "first-contact resolution was 71%", "CSAT came in at 88%", "2,047 tickets last
            # quarter, 61% of them about shipping": a business figure, no run's
            claim.ignored = "a share or score of something no run is (a metric, a chance)"
            metric = claim
        elif claim.unit is None and claim.ignored is None and claim.foreign is None \
                and "word" in plain and _WORD_COUNT_BEFORE.search(
                    plain, sentence_span(plain, claim.start)[0], claim.start) is not None:
            claim.ignored = "a count of words, which no run records"  # "Paste the brief with
            # its word count: portraits 250, listening maps 600, chronicles 300."
        elif claim.unit is None and claim.ignored is None and claim.foreign is None \
                and _PER_PERIOD_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "a count of the world's things over a period, no run's figure"  # "We
            # send about 2,000 of these a month", "roughly 1,900 of these calls a week"
        elif claim.unit is None and claim.ignored is None \
                and _BANDWIDTH_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "a network's bandwidth, no run's figure"  # "shaped to 20 Mbps"
        elif claim.unit is None and claim.ignored is None \
                and _METRIC_AFTER.match(plain, claim.end) is not None:
            # "scored 4.3 on CSAT"
            claim.ignored = "a share or score of something no run is (a metric, a chance)"
        elif claim.unit in ("s", "ms") and claim.ignored is None \
                and " to " in plain[claim.end:claim.end + 5] \
                and _READ_ALOUD_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "the time a person takes to read or hear a text, no run's"  # "drafts
            # that would take longer than 30 seconds to read aloud"
        elif claim.unit in ("s", "ms") and claim.ignored is None and claim.foreign is None \
                and _TURN_BEFORE.search(plain, max(0, claim.start - 60), claim.start):
            claim.foreign = "per-turn times"  # "that turn alone took 6.2 seconds"
        elif claim.unit == "%" and claim.ignored is None \
                and (_TAX_AFTER.match(plain, claim.end) is not None
                     or _TAX_BEFORE.search(plain, max(0, claim.start - 40), claim.start)
                     or _RATE_NOUN_AFTER.match(plain, claim.end) is not None):
            claim.ignored = "a tax, interest or other rate of no run"  # "5% VAT", "VAT at 20%",
            # "the 12.07% accrual rate" (not "a 92% success rate": the runs')
        elif claim.unit == "%" and claim.ignored is None \
                and _BATTERY.search(plain, _stop_before(plain, max(0, claim.start - 40),
                                                        claim.start),
                                    _stop_after(plain, claim.end, claim.end + 24)) is not None:
            # (in the figure's own sentence: not "Reasoning share 75.3% on run 2. Battery: ...",
            # a task's name)
            claim.ignored = "a battery level, no run's figure"  # "battery at 90%", "at 20% battery"
        elif claim.unit is None and claim.ignored is None \
                and _SAID_OR_AGE_BEFORE.search(plain, max(0, claim.start - 40),
                                               claim.start) is not None:
            claim.ignored = "a number someone says or a reading age, no run's figure"  # "has him
            # saying 14", "a reading age of about 12"
        elif claim.ignored is None and (
                (claim.unit in ("s", "ms") and (
                    (world.maybe(folded, ("reaction",))
                     and _REACTION_BEFORE.search(plain, max(0, claim.start - 60), claim.start))
                    or (world.maybe(folded, ("request", "call", "message"))
                        and _RATE_LIMIT_BEFORE.search(plain, max(0, claim.start - 40),
                                                      claim.start))))
                or ((claim.foreign or "").lower() in ("requests", "calls")
                    and _PER_TIME_AFTER.match(plain, claim.end) is not None)):
            claim.ignored = "a person's reaction time or a rate limit, no run's figure"  # "the
            # reaction-time test reads 182 ms", "a burst limit of 10 requests per 10 s"
        elif claim.ignored is None and (claim.foreign or "").lower() in ("requests", "calls") \
                and (claim.value >= _MANY_REQUESTS
                     or _REQUESTS_PERIOD_AFTER.match(plain, claim.end) is not None):
            claim.ignored = "a count of requests or calls handled, the world's, no run's " \
                "figure"  # "the desk logged 1,870 requests", "60 requests a minute" (no run
            # makes twenty attempts)
        elif claim.unit == "%" and claim.ignored is None \
                and _DEVICE_LOAD_BEFORE.search(plain, max(0, claim.start - 40),
                                               claim.start) is not None:
            claim.ignored = "a device's load, no run's figure"  # "The fan ran at 100%", "CPU
            # load peaked at 92%"
        elif claim.unit == "%" and claim.ignored is None \
                and (world.COVER_AFTER.match(plain, claim.end) is not None
                     or world.PAYS_BEFORE.search(plain, max(0, claim.start - 24),
                                                 claim.start) is not None):
            claim.ignored = "a share of money or of a diet (cover, pay, a price rise, a daily " \
                "allowance), no run's figure"  # "the 80% windscreen cover", "the policy pays
            # 80% of windscreen repairs", "6 weeks at 90% pay", "6% of daily salt"
        elif claim.unit == "%" and claim.ignored is None and claim.bound is None \
                and world.SHARE_OF_THING_AFTER.match(plain, claim.end) is not None \
                and not lane_in(named or [], max(0, claim.start - 24), claim.start):
            claim.ignored = "a share of something no run is (a count, a threshold)"  # "a 3%
            # mite count", "a 3% mite threshold"
        elif claim.unit == "%" and claim.ignored is None and claim.bound is None \
                and _DETERMINER_BEFORE.search(plain, max(0, claim.start - 24), claim.start) \
                and (noun := _PERCENT_NOUN_AFTER.match(plain, claim.end)) is not None \
                and (words := _noun_words(noun.group(1))) \
                and _RUN_SHARE_WORDS.isdisjoint(words) \
                and not lane_in(names, noun.start(1), noun.end(1)):
            claim.ignored = "a share as the adjective of something no run is (a fee, a credit, a " \
                "sample), no run's figure"  # "it dropped the 4% tech surcharge", "a 15% credit",
            # "an editor reviews a 5% sample of the alerts" (not "its 83% reasoning share", "a
            # 12% lead")
        elif claim.unit == "%" and claim.ignored is None \
                and (world.INGREDIENT_BEFORE.search(plain, max(0, claim.start - 40),
                                                    claim.start) is not None
                     or world.INGREDIENT_AFTER.match(plain, claim.end) is not None) \
                and world.SPEED_COMPARED_AFTER.match(plain, claim.end) is None:
            # (not a run's speed: "its moisture median is 19% slower than Flats'", a task's word)
            claim.ignored = "a share of an ingredient or a recipe, no run's figure"  # "protein
            # 11.5%", "the hydration of our T55 to 68%", "2% salt"
        elif claim.unit == "%" and claim.ignored is None and "quot" in plain \
                and world.QUOTED_BEFORE.search(plain, max(0, claim.start - 24),
                                               claim.start) is not None:
            claim.ignored = "a figure an answer quoted, no run's"  # "before it quoted the 90%
            # figure"
        elif claim.unit == "%" and claim.ignored is None and " rate" in plain \
                and world.PLAY_RATE_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "a rate of something no run is (a win rate, a click rate)"  # "their
            # 52% win rate on blue side", "a 52% first-blood rate"
        elif claim.unit == "%" and claim.ignored is None and "progress" in plain \
                and _PROGRESS.search(plain, max(0, claim.start - 48), claim.start) is not None:
            claim.ignored = "a progress bar's share, no run's figure"  # "The progress bar no
            # longer jumps back to 0%"
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
                and " of " in plain[max(0, claim.start - 5):claim.start] \
                and _NUMBERED_OF.search(plain, max(0, claim.start - 40), claim.start) is not None:
            claim.measured = False  # "stopped at question 8 of 12": what a numbered thing is
            # counted out of
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
            claim.measured = False  # "PID 48211", "port 443", "room 2.14", "extension 4410",
            # "an RTX 3060": a thing's number or name, no figure
        elif claim.unit == "runs" and claim.ignored is None and claim.bound is None \
                and plain[max(0, claim.start - 6):claim.start] in ("Phase ", "Stage ") \
                and _LABELLED_ID.search(plain, max(0, claim.start - 32), claim.start):
            claim.ignored = "a phase's or a stage's number, no count of runs"  # "Phase 2 runs
            # from January to March"
        elif claim.ignored is None and claim.bound is not None and block.kind == "heading" \
                and _TARGET_HEADING.match(plain) is not None:
            claim.ignored = "a target, not a result"  # "## KR2: at least 90% of bot runs succeed"
        elif claim.ignored is None and not claim.decimals and 1990 <= claim.value <= 2039 \
                and claim.unit in (None, "tokens") and claim.code is None \
                and "token" not in plain[claim.num_end:claim.end].lower() \
                and _YEAR_NOUN_AFTER.match(plain, claim.num_end) is not None:
            claim.measured, claim.unit = False, None  # "the 2027 budget round": a year
        elif claim.unit == "s" and claim.ignored is None and not claim.decimals \
                and 1000 <= claim.value <= 2090 and claim.value % 10 == 0 \
                and claim.end - claim.num_start == 5 \
                and plain[claim.num_start:claim.end].isalnum() \
                and _DECADE_BEFORE.search(plain, max(0, claim.start - 12), claim.start) is not None:
            claim.ignored = "a decade, no run's time"  # "from our 1780s books", "the 1850s":
            # the "s" of a decade glued to its year, no seconds (not "took 1780s"; from 1900
            # on, extraction reads "the 1990s" as a decade already)
        elif claim.unit == "bytes" and claim.ignored is None and claim.bound is None \
                and (_SIZE_LIMIT_AFTER.match(plain, claim.end) is not None
                     or _SIZE_LIMIT_BEFORE.search(plain, max(0, claim.start - 40),
                                                  claim.start) is not None):
            claim.ignored = "a size limit, no run's figure"  # "the new 5 MB attachment limit",
            # "The attachment limit is still 5 MB"
        elif claim.unit in ("s", "ms") and claim.ignored is None \
                and plain[claim.end:claim.end + 7] == " behind" \
                and not lane_in(names, *sentence_span(plain, claim.start)):
            claim.ignored = "a delay of something of the world, no run's figure"  # "the
            # livestream runs 800 ms behind the room"
        elif claim.unit in ("s", "ms") and claim.ignored is None and "s time" in plain \
                and _SOMEONES_TIME_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "someone's time, not a lane's"  # "about 45 minutes of a
            # scientist's time"
        elif claim.unit in ("s", "ms") and claim.ignored is None and " time" in plain \
                and _HANDLE_TIME_BEFORE.search(plain, max(0, claim.start - 48),
                                               claim.start) is not None:
            claim.ignored = "a call's handle or hold time, no run's figure"  # "an average
            # handle time of 6 minutes 40 seconds", "a handle time of up to 6.5 minutes"
        elif claim.unit == "%" and claim.ignored is None \
                and " lit" in plain[claim.end:claim.end + 4] \
                and _LIT_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "the Moon's phase, no run's share"  # "Moon 38% lit"
        elif claim.unit == "%" and claim.ignored is None and ("umid" in plain or "RH" in plain) \
                and _HUMIDITY_BEFORE.search(plain, max(0, claim.start - 64), claim.start):
            claim.ignored = "a humidity, no run's share"  # "humidity down to 12%", "a relative
            # humidity of 12%", "red flag criteria (humidity under 15%, ...)"
        elif claim.unit == "%" and claim.ignored is None and claim.bound is None \
                and plain[claim.end:claim.end + 4] == " of " \
                and _SHARE_OF_THINGS.match(plain, claim.end) is not None:
            claim.ignored = "a share of the world's things, no run's"  # "2.5% of departures
            # are delayed"
        elif claim.unit == "%" and claim.ignored is None \
                and (_PERIOD_CHANGE.match(plain, claim.end) is not None
                     or (("up" in plain or "down" in plain)
                         and (_PERIOD_BEFORE_CHANGE.search(plain, max(0, claim.start - 40),
                                                           claim.start) is not None
                              or _SINCE_AFTER.match(plain, claim.end) is not None)
                         and not lane_in(names, sentence_span(plain, claim.start)[0],
                                         claim.start))):
            claim.ignored = "a change over time of the world's, no run's"  # "18% more
            # visitors than last year", "logged 2.3 million rides this year, up 12%", "436 g,
            # down 8% since March"
        elif claim.unit == "%" and claim.ignored is None and claim.bound is None \
                and " of" in plain[claim.end:claim.end + 4] \
                and _MONEY_BEFORE_SHARE.search(plain, max(0, claim.start - 48),
                                               claim.start) is not None:
            claim.ignored = "a share of a sum of money, no run's figure"  # "at a cost of
            # £1,850 a year, about 0.4% of the interpretation budget"
        elif claim.ignored is None and claim.unit in ("tokens", None) and " per " in plain \
                and _PRICE_PER_BEFORE.search(plain, max(0, claim.start - 32),
                                             claim.start) is not None:
            claim.ignored = "the quantity a price is for, no run's figure"  # "CHF 0.40 per
            # 1,000 tokens", "EUR 0.12 per 1,000 output tokens"
        elif claim.ignored is None and claim.unit is None and claim.bound == "from" \
                and claim.partner is not None and not claim.decimals \
                and _ITEMS_BEFORE.search(plain, max(0, claim.start - 24), claim.start):
            claim.ignored = claim.partner.ignored = "the numbers of things (beds, rooms, " \
                "pages), no run's figures"  # "the tags for beds 14 to 22"
        elif claim.unit == "%" and claim.ignored is None \
                and _THE_OTHER_SHARE.search(plain, max(0, claim.start - 24), claim.start) \
                and any(other.unit == "%" and other.ignored is not None
                        and sentence_span(plain, other.start) == sentence_span(plain, claim.start)
                        for other in found if other.end <= claim.start):
            claim.ignored = "a share of the world's things, no run's"  # "used by 18% of
            # visitors; the other 82% read the wall labels": the rest of them
        elif claim.ignored is None and claim.unit == "bytes" \
                and (claim.bound is not None or claim.approx) \
                and _FITS_AFTER.match(plain, claim.end) is not None \
                and not lane_in(names, sentence_span(plain, claim.start)[0], claim.start):
            claim.ignored = "a size a screen or a page holds, no run's figure"  # "Anything
            # under about 2,000 bytes fits on one screen of the hut phone"
        elif claim.unit == "%" and claim.ignored is None and claim.bound is None \
                and _RULE_SHARE_AFTER.match(plain, claim.end) is not None \
                and _DETERMINER_BEFORE.search(plain, max(0, claim.start - 6),
                                              claim.start) is not None:
            claim.ignored = "a share a rule or an allowance sets, no run's figure"  # "checked
            # against the 10% under-keel clearance", "whether the ship meets our 10% rule"
        elif claim.unit == "%" and claim.ignored is None \
                and (_NORM_OR_PREMIUM.match(plain, claim.end) is not None
                     or _SAVING_IN_AFTER.match(plain, claim.end) is not None):
            claim.ignored = "a share of the world's (against a norm, a pay premium, a " \
                "saving), no run's"  # "17% above the 30-year average", "plus 20% on nights",
            # "a 10% saving in typing"
        elif claim.unit is None and claim.measured and block.kind == "heading" \
                and not claim.decimals and plain[claim.end:claim.end + 1] == ":" \
                and _TITLE_NUMBER.search(plain, max(0, claim.start - 24), claim.start):
            claim.measured = False  # "# Toolbox talk 14: work orders ...": the talk's number
        elif claim.unit is None and claim.measured and claim.ignored is None \
                and " count" in plain[max(0, claim.start - 12):claim.start] \
                and _THING_COUNT.search(plain, max(0, claim.start - 40), claim.start):
            claim.measured = False  # "check the page count (212)": a count of a thing
        elif claim.ignored is None and claim.unit is None and not claim.decimals \
                and 1400 <= claim.value <= 2099 and claim.code is None \
                and _EDITION_AFTER.match(plain, claim.num_end) is not None:
            claim.measured, claim.foreign = False, None  # "the 1886 Simrock edition": a year
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
                and time_about_no_run(plain, claim.start, names) \
                and _FIGURE_WORD.search(plain, *sentence_span(plain, claim.start)) is None:
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
            claim.ignored = "a temperature, no run's figure"  # "the oven still goes to 220 °C"
            # (and "93 or 94 °C", "90, 92 and 94 °C": the unit after the last holds for all;
            # ignored, not just no figure: a figure list before it lends it no unit, "ran to
            # 806 bytes, opening with "18 °C by mid-afternoon"")
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
                                                      plain, scored.end, claim.start)))
                                         and _UNIT_SLASH_LIST.search(  # (not "- reasoning
                                             # tokens 863 / 947 / 806": a run's figure each)
                                             plain, max(0, claim.start - 100), claim.start) is None)
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
        elif claim.ignored is None and claim.unit == "s" \
                and (claim.label in ("min", "h") or "min" in plain[claim.start:claim.end]) \
                and (world.PEOPLE_TOOK.search(plain, max(0, claim.start - 60),
                                              claim.start) is not None
                     or world.TIME_NEEDED.search(plain, max(0, claim.start - 30), claim.start)
                     is not None):
            claim.ignored = "a time people took, no run's"  # "Respondents took 7 minutes"
        elif claim.ignored is None and claim.unit == "%" \
                and (_outside(world.FOOD_SHARE_AFTER.match(plain, claim.end), names)
                     or _outside(world.FOOD_SHARE_BEFORE.search(plain, max(0, claim.start - 32),
                                                                claim.start), names)):
            # (not a word of a lane's or task's name: "Tampico Fibre was 43.6% quicker")
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
        elif claim.ignored is None and claim.unit == "x" \
                and _KIND_BEFORE.search(plain, max(0, claim.start - 8), claim.start) is not None \
                and _PLURAL_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "a kind of things named by a multiple, no ratio of the runs"  # "Not
            # yet on the 10x runs" (10x Genomics' runs)
        elif claim.ignored is None and claim.unit == "x" and block.kind != "heading" \
                and (product := world.NAMED_AFTER_X.match(plain, claim.end)) is not None \
                and not overlaps(names, product.start(1), product.end(1)):
            claim.ignored = "part of a product's name, no ratio of the runs"  # "10x Genomics
            # runs", "put the 2x Barlow on"
        elif claim.ignored is None and disowned \
                and world.NOT_OURS.search(plain, *sentence_span(plain, claim.start)):
            claim.ignored = "a figure its sentence says is none of the results"  # "(... out of
            # 60, not a lumen-report figure)"
        elif claim.ignored is None and claim.unit is None and claim.bound is not None \
                and claim.foreign is None \
                and world.SCORE_CONDITION.search(plain, max(0, claim.start - 80), claim.start):
            claim.foreign = "score"  # "when the score Seedling CLI prints is at least 0.75": a
            # score the results do not hold, as "when its score is at least 0.80" (unsupported)
        elif claim.ignored is None and claim.unit == "%" and graded \
                and world.SCORED_AGAINST.search(plain, *sentence_span(plain, claim.start)):
            claim.ignored = "an accuracy against gold labels, no run's figure"  # "Scored against
            # the analysts' gold labels ..., that is 100% for Tarragon 2.1"
        elif claim.ignored is None and betting and (
                (claim.unit == "%" and (world.BET_SHARE_AFTER.match(plain, claim.end) is not None
                                        or world.BET_SHARE_BEFORE.search(
                                            plain, max(0, claim.start - 90), claim.start)))
                or (claim.unit == "x" and (world.FOLD_AFTER.match(plain, claim.num_end)
                                           or world.STAKE_AFTER.match(plain, claim.end)))
                or (claim.unit is None and claim.decimals
                    and world.BET_WORDS.search(plain, *sentence_span(plain, claim.start))
                    and not lane_in(named or [], *semicolon_part(plain, claim.start)))):
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
                                             plain, *semicolon_part(plain, claim.start))
                                             and not lane_in(named or [], *semicolon_part(
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
                and not lane_in(named or [], max(0, tool.start() - 3), claim.start):
            claim.ignored = _TOOL_EXIT  # "unpipe exits 3 and says ..."
        elif claim.ignored is None and claim.unit == "s" \
                and plain[slice(*sentence_span(plain, claim.start))].rstrip().endswith("?") \
                and world.TIMEOUT_OF_BEFORE.search(plain, max(0, claim.start - 24),
                                                   claim.start) is not None:
            claim.ignored = "a limit asked about, no run's figure"  # "Would a timeout of 5
            # seconds be safe for it?"
        elif claim.ignored is None and shell and (
                (claim.unit is None and not claim.decimals and len(claim.text) == 3
                 and set(claim.text) <= set("01234567") and claim.hint != "http"
                 and (world.MODE_BEFORE.search(plain, max(0, claim.start - 12), claim.start)
                      or world.MODE_WORDS.search(plain, *sentence_span(plain, claim.start))
                      or (last_seen is not None and last_seen.ignored == _SCRIPT_FIGURE
                          and len(last_seen.text) == 3 and last_seen.text.isdigit())))
                or (claim.unit == "s" and world.SCRIPT_WAIT_BEFORE.search(
                    plain, max(0, claim.start - 32), claim.start)
                    and not lane_in(named or [], max(0, claim.start - 48), claim.start))
                # (not "while Caladrius 3.1 waits 0.71 seconds": a lane's wait is its run's)
                or (claim.unit == "x" and world.TIP_SPEEDUP_BEFORE.search(
                    plain, max(0, claim.start - 32), claim.start)
                    and not lane_in(named or [], *sentence_span(plain, claim.start)))
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
                    and not lane_in(named or [], *sentence_span(plain, claim.start))
                    and any(_outside(word, tasks) for word in world.LESSON_WORDS.finditer(
                        plain, *sentence_span(plain, claim.start))))) \
                and _SLASH_PAIR.match(plain, claim.num_end) is None \
                and _UNIT_SLASH_LIST.search(plain, max(0, claim.start - 100), claim.start) is None:
            # (not "11.24 / 12.93 / 10.57 s" nor "- bytes 1,402 / 1,489 / 1,356": runs'
            # figures, the unit said once)
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
                    or (world.SLEEP_SCORE.search(plain, *sentence_span(plain, claim.start))
                        and not lane_in(named or [], *sentence_span(plain, claim.start)))))):
            claim.ignored = "a figure of a night's sleep (HRV, a stage's share, a sleep score, " \
                "a span of the night), no run's"  # "an HRV of 45 ms", "22% REM"
            if claim.partner is not None:
                claim.partner.ignored = claim.ignored  # "from 20 to 100 ms"
        elif claim.ignored is None and claim.unit == "%" and "onfidence interval" in plain \
                and "interval" in plain[slice(*sentence_span(plain, claim.start))] \
                and not lane_in(named or [], *sentence_span(plain, claim.start)):
            claim.ignored = "a share in a sentence on a confidence interval, no run's"  # "A 95%
            # confidence interval is ..., not about where 95% of the runs fall", "(in a block
            # on a confidence interval) the interval runs from 55.3% to 68.7%"
            if claim.partner is not None:
                claim.partner.ignored = claim.ignored
        elif claim.ignored is None and claim.unit is None and " of " in plain \
                and world.WORKED_LIST.search(plain, sentence_span(plain, claim.start)[0],
                                             claim.start) is not None \
                and not lane_in(named or [], *sentence_span(plain, claim.start)):
            claim.ignored = "a statistic of a list of figures its sentence gives, no run's"
            # "The median of 1, 2 and 100 is 2; the mean is 34.3"
        elif claim.ignored is None and subtitles and (
                (claim.unit == "s" and world.LIMIT_NOUN_AFTER.match(plain, claim.end)
                    and not lane_in(named or [], *sentence_span(plain, claim.start)))
                or (claim.unit in (None, "s")
                    and world.FIELD_OF_BEFORE.search(plain, max(0, claim.start - 24),
                                                     claim.start))
                or (claim.unit is None
                    and not lane_in(named or [], *sentence_span(plain, claim.start))
                    and world.SUBTITLE_WORDS.search(plain, *sentence_span(plain, claim.start)))
                or (claim.unit == "s"
                    and not lane_in(named or [], *sentence_span(plain, claim.start))
                    and world.ON_SCREEN.search(plain, *sentence_span(plain, claim.start)))):
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
        elif claim.ignored is None and ("endor" in plain or "romis" in plain
                                        or "laim" in plain or "dvertis" in plain) \
                and _VENDOR_SAYS_BEFORE.search(plain, max(0, claim.start - 60),
                                               claim.start) is not None:
            claim.ignored = "what a vendor promises or claims, no run's figure"  # "Vendors keep
            # promising \"10x faster triage\"", "Don't take the vendors' 10x on trust",
            # "its vendor claims \"up to 900 tokens per second\""
        elif claim.ignored is None and claim.unit == "bytes" \
                and _ENCODING_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "the size of a character in an encoding, no answer's"  # "a ♪ is 3
            # bytes in UTF-8"
        elif claim.ignored is None and claim.unit is None and not claim.decimals \
                and (_STREET_AFTER.match(plain, claim.end) is not None
                     or _AGE_BEFORE.search(plain, max(0, claim.start - 30),
                                           claim.start) is not None):
            claim.ignored = "an address's number or a person's age, no run's figure"  # "at 12
            # Fenwick Yard", "Our second patient is 79"
        elif claim.ignored is None and claim.unit == "bytes" and claim.bound is None \
                and _SMS_AFTER.match(plain, claim.end) is not None \
                and not lane_in(named or [], sentence_span(plain, claim.start)[0],
                                _up_to(plain, claim.end, ",")):
            claim.ignored = "the size of a text message's segment, no answer's"  # "takes 140
            # bytes per segment", "the 140-byte SMS box"
        elif claim.ignored is None and claim.unit == "bytes" and "stderr" in plain \
                and world.STDERR_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "bytes written to stderr, which no run records"  # "63 bytes of
            # complaint to stderr"
        elif claim.ignored is None and claim.unit in ("s", "ms", "bytes") and (
                (claim.bound is None and claim.unit != "bytes"
                 and (world.THRESHOLD_AFTER.match(plain, claim.end)
                      or (world.RULE_WINDOW_AFTER.match(plain, claim.end)
                          and world.RULE_BEFORE.search(plain, max(0, claim.start - 60),
                                                       claim.start))))
                or (claim.bound is not None
                    and not lane_in(named or [], *sentence_span(plain, claim.start))
                    and world.THRESHOLD_BEFORE.search(plain, max(0, claim.start - 80),
                                                      claim.start) is not None)):
            claim.ignored = "a target or a threshold a design or a study sets, no run's figure"
            # "the 200 ms threshold", "promises that something happens within 200 ms"
        elif claim.ignored is None and claim.unit in ("s", "ms", "bytes", "tokens", "%") and ((
                " of" in plain[max(0, claim.start - 40):claim.start]
                and (target := world.TARGET_OF_BEFORE.search(plain, max(0, claim.start - 60),
                                                             claim.start)) is not None
                and world.MET_BEFORE.search(plain, max(0, target.start() - 40),
                                            target.start()) is None)
                or (claim.bound is not None and _targeted(plain, claim, named))):
            claim.ignored = "a target, a goal or an expectation someone sets, no run's figure"
            # "against a committee expectation of \"under a minute\"", "a target of 20 seconds",
            # "- Pilot target: first PA call within 2 minutes"
        elif claim.ignored is None and claim.unit in ("s", "ms") and "own" in plain \
                and _OWN_THING_BEFORE.search(plain, max(0, claim.start - 60),
                                             claim.start) is not None \
                and not lane_in(named or [], sentence_span(plain, claim.start)[0],
                                claim.start):
            claim.ignored = "a time of a system of the world's own, no run's"  # "the portal's
            # own autocomplete answers in about 300 ms", "The EHR's own sign-on check (about
            # 300 ms)"
        elif claim.ignored is None and supposed and claim.unit not in ("exit", "flag") \
                and claim.hint != "http" and claim.decimals < 2 \
                and _CONDITION_BEFORE.search(plain, max(sentence_span(plain, claim.start)[0],
                                                        claim.start - 160),
                                             claim.start) is not None:
            claim.ignored = "a figure supposed in a condition, no run's"  # "If a note has not
            # appeared within 60 seconds, write it by hand", "If Futtock CLI's text comes out
            # under 1,000 bytes, it was probably killed" (not an exit code or a status the
            # runs hold, "whenever it sees exit code 7", nor a measured figure, "if you can live
            # with a mean of 10.52 seconds")
        elif claim.ignored is None and claim.unit in ("s", "ms") and claim.bound is None \
                and " if " in plain[max(0, claim.start - 30):claim.start] \
                and _IF_IT_TAKES_BEFORE.search(plain, max(0, claim.start - 30),
                                               claim.start) is not None \
                and not lane_in(names, *sentence_span(plain, claim.start)):
            claim.ignored = "a time supposed in a condition, no run's"  # "I don't care if it
            # takes 90 seconds, as long as it spells the names right"
        elif claim.ignored is None and claim.unit in ("s", "ms") and claim.bound is not None \
                and (advice := _ADVICE_BEFORE.search(plain, max(0, claim.start - 24),
                                                     claim.start)) is not None \
                and not lane_in(names, advice.start(),
                                _up_to(plain, claim.end, ":")):
            claim.ignored = "advice on how long to wait, no run's figure"  # "Allow up to 30
            # seconds before you decide a run has stalled: ..."
        elif claim.ignored is None and claim.unit in ("s", "ms") and claim.bound is None \
                and " after " in plain \
                and world.DROPS_AFTER_BEFORE.search(plain, max(0, claim.start - 50),
                                                    claim.start) is not None \
                and not lane_in(names, *sentence_span(plain, claim.start)):
            claim.ignored = "a time after which a system drops things, no run's figure"
            # "the terminal's API gateway drops any connection after 60 seconds"
        elif claim.ignored is None and claim.unit in ("s", "ms") and claim.bound is not None \
                and "within" in plain \
                and world.WITHIN_BEFORE.search(plain, max(0, claim.start - 16),
                                               claim.start) is not None \
                and (event := world.EVENT_AFTER.match(plain, claim.end)) is not None \
                and not lane_in(names, world.deadline_clause(plain, claim.start), event.end()) \
                and world.RUN_TALK.search(plain, *event.span()) is None \
                and world.PROMPT_WORD.search(plain, *event.span()) is None:
            claim.ignored = "a deadline counted from an event of the world, no run's figure"
            # "within two minutes of a dispatcher's decision", "within 2 minutes of the red build"
        elif claim.ignored is None and claim.unit == "bytes" \
                and not lane_in(named or [], *sentence_span(plain, claim.start)) \
                and ((claim.bound is None and world.CAPPED_AT_BEFORE.search(
                    plain, max(0, claim.start - 60), claim.start) is not None)
                     or (claim.bound is not None
                         and (world.CUT_OFF_AFTER.match(plain, claim.end) is not None
                              or world.TAKES_UP_TO_BEFORE.search(
                                  plain, max(0, claim.start - 40), claim.start) is not None))):
            claim.ignored = "a size a system caps or cuts things at, no run's figure"
            # "the carrier caps a segment at 140 bytes", "cells over 1,024 bytes are cut off"
        elif claim.ignored is None and claim.unit is None and claim.hint is None \
                and claim.value <= 10 and ("ating" in plain or "scale" in plain) \
                and world.RATING_WORDS.search(plain, *sentence_span(plain, claim.start)):
            claim.ignored = "a rating on a scale, no run's figure"  # "ratings ...: 4.6 for X"
        elif claim.ignored is None and claim.unit is None and " in " in plain \
                and (one := world.ONE_IN_BEFORE.search(plain, max(0, claim.start - 24),
                                                       claim.start)) is not None \
                and world.RUN_NOUN_AFTER.match(plain, claim.end) is None \
                and not any(start <= one.start() < end for start, end in names) \
                and not (claim.decimals and "," in one.group(0)):  # (nor "Knarr's fourth
            # did 2,531 in 10.61": tokens in seconds)
            claim.ignored = "a frequency in words, no run's figure"  # "1 in 10,000" (not
            # a lane's name before "in": "Berneray Tobar in 4.62 and Mingulay 4 in 8.47")
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
                and not lane_in(named or [], *sentence_span(plain, claim.start)):
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
            # x 10 cm", "101.6 x 2.2 = 223.5" (with the sign), "16 x 400 W"
            covered = (sizes.end(), claim.ignored)
        elif claim.unit == "exit" and claim.ignored is None and claim.code is None \
                and last_seen is not None and plain[last_seen.end:claim.start].strip() == "," \
                and world.COUNT_OF_THINGS_AFTER.match(plain, claim.end) is not None:
            claim.unit, claim.measured = None, False  # "HS code 8517.62, 3 pallets": a count
            # of things, no exit code (the "code" before was another figure's)
        elif claim.ignored is None and claim.unit in (None, "bytes", "exit") \
                and (((reference := world.PARCEL_REFERENCE.search(
                    plain, max(0, claim.start - 32), claim.start)) is not None
                      and not overlaps(named or [], *reference.span()))  # (not "Neckar XL 1,704")
                     or (claim.unit == "bytes" and world.USED_TO_AT.search(
                         plain, max(0, claim.start - 40), claim.start))
                     or (("ivisor" in plain or "sts" in plain or "titch" in plain
                          or "row" in plain or "cast on" in plain)
                         and world.DIVISOR_WORDS.search(plain,
                                                        *semicolon_part(plain, claim.start))
                         and not lane_in(named or [], *semicolon_part(plain, claim.start)))):
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
                and world.LIGHT_SPEED.search(plain, *sentence_span(plain, claim.start)) \
                and not lane_in(named or [], *semicolon_part(plain, claim.start)):
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
                and (part := semicolon_part(plain, claim.start)) is not None \
                and world.LAB_WORDS.search(plain, *part) is not None \
                and not lane_in(named or [], *part):
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
        elif claim.ignored is None and claim.unit == "s" \
                and world.AT_SPEED_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "the length of a recording, no run's time"  # "play it at 2x, it's 40
            # seconds long at normal speed"
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
                     or world.RATE_AFTER.match(plain, claim.end) is not None
                     or ("rates" in plain[max(0, claim.start - 40):claim.start]
                         and world.RATES_FROM.search(plain, max(0, claim.start - 40),
                                                     claim.start) is not None)
                     or (lending
                         and (part := semicolon_part(plain, claim.start)) is not None
                         and world.LENDING_WORDS.search(plain, *part) is not None
                         and not lane_in(named or [], *part))):
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
                and (world.SCORE_SHARE_AFTER.match(plain, claim.end) is not None
                     or ("eight" in plain and world.WEIGHTS_BEFORE.search(
                         plain, sentence_span(plain, claim.start)[0], claim.start) is not None)):
            claim.ignored = "a weighting of a score, no run's figure"  # "30% of the score",
            # "Weights: speed 30%, reliability 30%, quality 40%"
        elif claim.unit is None and world.WEATHER_UNIT_BEFORE.search(
                plain, max(0, claim.start - 50), claim.start) is not None:
            claim.measured = False  # "winds 25 km/h gusting 45": the unit of the figure before
        elif claim.unit is None and plain[claim.end:claim.end + 8] == " of them" \
                and time_about_no_run(plain, claim.start, named or []) \
                and _MEASURE_WORD.search(plain, *sentence_span(plain, claim.start)) is None:
            claim.measured = False  # "I need 30 of them": a count of something no run made
        elif claim.unit == "s" and (claim.label in ("min", "h") or claim.decimals == 0) \
                and claim.ignored is None and claim.bound is None \
                and "-" in plain[claim.num_end:claim.end] \
                and (noun := _NOUN_AFTER.match(plain, claim.end)) is not None \
                and noun.group(1).lower() not in _RUN_NOUNS \
                and noun.group(1).lower() not in _ANSWER_NOUNS \
                and _LIMIT_NOUN.match(plain, claim.end) is None \
                and not lane_in(names, noun.start(1), noun.end(1)):
            # "a 9-minute onboarding call", "a 4-minute phone-in", "our 30-second handwash": a
            # whole number of seconds or minutes as the adjective of something no run is (not
            # "a 12-second reply", "its 30-second Invoice parsing run": a task's name; a limit,
            # "the 6-second window", is read as one below)
            claim.ignored = "the length of something no run is (a recording, a meeting)"
        elif claim.unit == "s" and claim.label == "min" and claim.ignored is None \
                and not block.items and block.table is None \
                and time_about_no_run(plain, claim.start, named or []):
            # "*Tuesday 8 Dec · facilitator: Priya · 45 minutes*": a meeting's length
            claim.ignored = "a duration in a sentence that names no lane and no run"
        elif claim.foreign in _TEXT_COUNTS and claim.ignored is None \
                and _PER_MINUTE.match(plain, claim.end) is not None:
            claim.ignored = "a rate of speech or text, no run's figure"  # "190 words per minute"
        elif claim.foreign in _TEXT_COUNTS and claim.ignored is None \
                and _OF_A_THING.match(plain, claim.end) is not None:
            claim.ignored = "a length of something no run wrote"  # "fits in 12 lines of the card"
        elif claim.foreign in _TEXT_COUNTS and claim.ignored is None \
                and (time_about_no_run(plain, claim.start, named or [])
                     or _ASKED_FOR.search(plain, max(0, claim.start - 40), claim.start)
                     or _RULES_SAY.search(plain, max(0, claim.start - 100), claim.start)
                     or _PAGE_HOLDS.search(plain, max(0, claim.start - 40), claim.start)
                     or _clause_about_no_run(plain, claim.start, claim.end, named or [])):
            # "(the brief asked for 6,000 words; ...)", "For scale: 4,000 words fills about
            # 16 of our printed pages": a length asked for or compared, no run's output; "...;
            # the foyer ticker shows 96 characters at a time": a clause of its own about a thing
            claim.ignored = "a length of text no run is said to have written"
        elif claim.unit is None and claim.measured and claim.decimals \
                and _VERSION_CONTEXT.search(plain, max(0, claim.start - 60), claim.start):
            claim.measured = False  # "Python 3.11 or later; tested on 3.12 and 3.13"
        elif claim.foreign is not None and claim.ignored is None and "ould" in plain \
                and _WOULD_COST.match(plain, claim.end) is not None:
            claim.ignored = "a count priced as a projection, no run's figure"  # "a season of
            # 4,000 requests would cost about $120"
        elif claim.unit is None and claim.measured and claim.decimals and not claim.approx \
                and _UPGRADE_BEFORE.search(plain, max(0, claim.start - 32), claim.start):
            claim.measured = False  # "Upgrade from 5.2 before the winter timetable starts": a
            # release, upgraded from or to
        elif claim.unit is None and claim.measured and claim.decimals and claim.bound is None \
                and not claim.approx and ("atch" in plain or "elease" in plain) \
                and _RELEASE_NEAR.search(plain, max(0, claim.start - 40), claim.start):
            claim.measured = False  # "When a patch drops (this week: 14.3)", "## Patch
            # explainer: 14.3 in plain words": a game's or a product's release
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
        elif claim.unit is None and claim.measured and claim.decimals and not claim.approx \
                and claim.bound is None and " in " in plain[claim.start - 4:claim.start] \
                and (_RELEASE_NOUN_IN_BEFORE.search(plain, max(0, claim.start - 24),
                                                    claim.start) is not None
                     or (_RELEASE_IN_BEFORE.search(plain, max(0, claim.start - 40), claim.start)
                         and _SENTENCE_END_AFTER.match(plain, claim.end) is not None
                         and not lane_in(named or [], *semicolon_part(plain, claim.start)))):
            claim.measured = False  # the release a change comes in: "Futtock CLI, the default
            # in 3.1, drafted ...", and in a part of a sentence naming no lane, "the limit goes
            # up to 10 MB in 3.5.", "up from 2 MB in 3.1."
        elif claim.hint == "http" and claim.ignored is None \
                and _WHEN_STATUS_BEFORE.search(plain, max(0, claim.start - 60),
                                               claim.start) is not None:
            claim.ignored = "a status the software handles, no run's"  # "honours Retry-After
            # when a provider answers HTTP 429"
        elif claim.unit in ("s", "ms") and claim.ignored is None and claim.bound is None \
                and _WAS_BEFORE.search(plain, max(0, claim.start - 12), claim.start) is not None \
                and _IN_RELEASE_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "a setting of an earlier release, no run's figure"  # "a run now stops
            # after 45 seconds (it was 120 seconds in 3.1)"
        elif claim.unit is None and claim.measured and claim.bound is None \
                and (_VERSION_AFTER.match(plain, claim.end)
                     or _VERSION_BEFORE.search(plain, max(0, claim.start - 60), claim.start)
                     or (claim.decimals and _TESTED_BEFORE.search(
                         plain, max(0, claim.start - 24), claim.start) is not None)
                     or (products is not None and plain[claim.start - 1:claim.start] in " v\u00a0"
                         and products.search(plain, max(0, claim.start - 60), claim.start))):
            claim.measured = False  # "lumen-report 0.9 or later", "Python is now 3.11"
        elif claim.unit is None and claim.measured and claim.bound == "from" \
                and claim.partner is not None and products is not None \
                and plain[claim.start - 1:claim.start] in " v\u00a0" \
                and products.search(plain, max(0, claim.start - 60), claim.start):
            claim.measured = claim.partner.measured = False  # "kiln 0.3 to 0.5": versions
        elif claim.unit is None and claim.measured and claim.decimals and claim.bound is None \
                and not claim.approx and (_product_version(plain, claim, [*spans, *(tasks or [])])
                                          or (
                    block.kind == "heading" and not plain[claim.end:].strip()
                    and _NAME_WORD_BEFORE.search(plain, max(0, claim.start - 24), claim.start)
                    and not overlaps(spans, max(0, claim.start - 24), claim.start))):
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
        if not claim.measured and id(claim) in measured:
            claim.settled = True  # a reading above made it no figure
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
        elif claim.unit in ("s", "ms") and claim.ignored is None and claim.decimals == 0 \
                and "-" in plain[claim.num_end:claim.end] and "'" in plain[max(0, claim.start - 3):
                                                                          claim.start].replace(
                    "\u2019", "'") \
                and _PERSON_OWNS.search(plain, max(0, claim.start - 40), claim.start) is not None:
            claim.ignored = "a time of someone's, not a lane's"  # "beats the clerk's 45-minute
            # first pass" (not "the model's 12-second answer")
        elif claim.unit in ("s", "ms") and claim.ignored is None and claim.decimals == 0 \
                and (_SETTING_CHANGED.search(plain, max(0, claim.start - 60), claim.start)
                     or (_WITH_A.search(plain, max(0, claim.start - 8), claim.start)
                         and _SETTING_NOUN.match(plain, claim.end))):
            claim.ignored = "a setting (a timeout or limit set or changed), no run's figure"
            # "once the timeout is raised to 120 seconds", "re-run it with a 60-second timeout"
        elif claim.unit in ("s", "ms", "bytes") and claim.ignored is None \
                and claim.decimals == 0 and claim.bound is None \
                and plain[max(0, claim.start - 4):claim.start].lower() == "the " \
                and (agent := _AGENT_ALLOWS.match(plain, claim.end)) is not None \
                and not lane_in(names, agent.start(), agent.end()):
            claim.ignored = "what someone or something else needs or allows, no run's"
            # "against the 10 minutes a nurse needs by hand", "about 1/8 of the 20 KB our
            # docketing system allows per note", "well inside the 15 minutes the duty officer
            # has" (not "the 3 seconds Lark 2.1 needs": a lane's)
        elif claim.unit in ("s", "ms") and claim.ignored is None \
                and (_WORLD_TIME_NOUN.match(plain, claim.end) is not None
                     or _IDLE_AFTER.match(plain, claim.end) is not None
                     or _ADDS_OWN.search(plain, max(0, claim.start - 32), claim.start)):
            # ("the sound desk adds its own 40 ms to every GO": another thing's delay)
            claim.ignored = "a time of the world's (a pause, a segment, a lockout), no run's"
            # "the CMS adds its own 300 ms debounce", "a 30-second hold message"
        elif claim.unit == "bytes" and claim.label in ("KB", "MB", "GB") \
                and claim.ignored is None and claim.bound is not None \
                and not lane_in(named or [], *sentence_span(plain, claim.start)) \
                and _SIZE_RULE.search(plain, *sentence_span(plain, claim.start)) is not None:
            claim.ignored = "a size a system allows, no run's"  # "Uploads over 5 MB are
            # refused", "Briefings over 2 KB are cut on the handheld"
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
        elif claim.unit in ("s", "ms") and claim.ignored is None \
                and "-" in plain[claim.num_end:claim.end] \
                and world.TIMED_THING_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "the length of something no run is (a stop, a clip, a talk)"  # "a
            # 90-second stop", "a 30-second ad"
        elif claim.unit is None and claim.ignored is None and claim.decimals >= 2 \
                and "call number" in plain \
                and _CALL_NUMBER.search(plain, *sentence_span(plain, claim.start)) is not None:
            claim.measured = False  # "the right call number, 823.914", "at 823.914, the call
            # number on its spine": a library's shelf mark
        elif claim.unit is None and claim.ignored is None \
                and plain[claim.num_end:claim.num_end + 1] == "p" \
                and not plain[claim.num_end + 1:claim.num_end + 2].isalnum():
            claim.ignored = "a sum of money in pence or a video's lines, no run's figure"  # "45p
            # a mile", "the rate drops to 25p", "720p"
        elif claim.unit == "x" and claim.ignored is None \
                and (world.FACTOR_AFTER.match(plain, claim.end) is not None
                     or world.FACTOR_BEFORE.search(plain, max(0, claim.start - 40),
                                                   claim.start) is not None
                     or ("scal" in plain[max(0, claim.start - 60):claim.start]
                         and world.SCALED_BEFORE.search(plain, max(0, claim.start - 60),
                                                        claim.start) is not None
                         and world.COMPARED_AFTER.match(plain, claim.end) is None)):
            # "1.4x expansion", "need 1.4x the room", "we budget 1.4x for German", "3x the usual
            # call volume", "the 1.5x overtime rate"
            claim.ignored = "a factor of something no run is (text, a picture, a volume, a rate)"
        elif claim.unit in ("s", "ms") and claim.ignored is None and claim.bound is None \
                and plain[max(0, claim.start - 6):claim.start - 1].lower() == "every" \
                and plain[claim.start - 1:claim.start].isspace():
            claim.ignored = "an interval of a schedule, no run's time"  # "a reading every 10
            # minutes"
        elif claim.unit in ("s", "ms") and claim.ignored is None \
                and world.DURATION_OF_THING_BEFORE.search(plain, max(0, claim.start - 40),
                                                          claim.start) is not None:
            claim.ignored = "the length of something no run is (a break, a shift), no run's"
            # "breaks shorter than 45 minutes"
        elif claim.unit is None and claim.ignored is None and claim.bound is None \
                and plain[max(0, claim.start - 7):claim.start].lower() == "out of " \
                and plain[max(0, claim.start - 8):max(0, claim.start - 7)] in ("", " ", ",") \
                and DIGIT.search(plain, max(0, claim.start - 48), claim.start - 7) is None:
            # (not "7,295 reasoning tokens out of 8,192": a part of a run's figure)
            claim.measured = False  # "marked them like a honey class, out of 20": a scale
        elif claim.foreign in _TEXT_COUNTS and claim.ignored is None \
                and _PART_OF_TEXT_BEFORE.search(plain, max(0, claim.start - 12),
                                                claim.start) is not None:
            claim.ignored = "a part of a text, no run's figure"  # "fitted in the first 5 lines"
        elif claim.unit is None and claim.ignored is None \
                and " of " in plain[max(0, claim.start - 4):claim.start] \
                and world.GROUP_OF_BEFORE.search(plain, max(0, claim.start - 24),
                                                 claim.start) is not None:
            claim.measured = False  # "12 tables of 10": the size of each group
        elif claim.unit is None and claim.ignored is None \
                and world.SIZES_BEFORE.search(plain, max(0, (first := _range_start(claim)) - 24),
                                              first):
            claim.measured = False  # "boot sizes 38-46": sizes of things
        elif claim.unit is None and claim.ignored is None \
                and " by " in plain[claim.end:claim.end + 4] \
                and world.BY_SIZE_AFTER.match(plain, claim.end) is not None:
            claim.ignored = "a size (one side of it), no run's figure"  # "3.6 by 4.4 metres"
        elif claim.unit in ("s", "ms") and claim.ignored is None \
                and plain[claim.end:claim.end + 4] == " of " \
                and world.TIME_OF_THING.match(plain, claim.end) is not None:
            claim.ignored = "a time that measures something else (fuel, rest, footage), no run's"
            # "45 minutes of final reserve fuel"
        elif claim.unit in ("s", "ms") and plain[claim.end:claim.end + 6] == " apart":
            claim.ignored = "a spacing between requests, not a measurement"  # "2 seconds apart"
        elif claim.ignored is None and "from" in plain[max(0, claim.start - 16):claim.start] \
                and _EARLIER.search(plain, max(0, claim.start - 24), claim.start) \
                and _PAST.match(plain, claim.end):
            claim.ignored = "a figure from an earlier time, not one of these results"
        elif claim.ignored is None and not named and not tasks and "?" in plain[claim.end:] \
                and plain[slice(*sentence_span(plain, claim.start))].rstrip().endswith("?") \
                and block.kind != "cell" and "run" not in plain:
            claim.ignored = "asked in a question about no lane, not claimed"  # "- 27:05
            # Listener question: is 6.5% the new normal?" (a block that names no lane or run)
        elif claim.unit is None and claim.ignored is None \
                and plain[claim.end:claim.end + 2] == " (" \
                and _EXPLAINED_AFTER.match(plain, claim.end) is not None \
                and not lane_in(names, 0 if block.items else sentence_span(plain, claim.start)[0],
                                sentence_span(plain, claim.start)[1]):
            claim.ignored = "a figure its own words explain, in a sentence about no lane"  # "80
            # (characters, the hard limit ...)", "1.3 (the factor by which German runs longer)";
            # not in a list item led by a lane ("- Usucha: 6.84, 7.31 s. Median 6.98, mean 6.94
            # (did it by hand).")
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
                and (world.SET_AGAINST.fullmatch(plain, prior.end, claim.start) is not None
                     or world.UP_FROM_GAP.fullmatch(plain, prior.end, claim.start) is not None):
            claim.measured = False  # "on empathy (4.6 against 3.9 in our blind review)": the
            # other side of a comparison of figures that are no claims ("called out 63 times
            # this year (up from 51)")
        elif claim.ignored is None and prior is not None and prior.ignored is not None \
                and prior.unit == claim.unit \
                and ((claim.unit in ("%", None)
                      and (world.SET_AGAINST.match(plain, prior.end, claim.start) is not None
                           or world.SHOWN_AS.fullmatch(plain, prior.end, claim.start)
                           or world.CHANGED_TO_GAP.fullmatch(plain, prior.end, claim.start)))
                     or world.INSTEAD.fullmatch(plain, prior.end, claim.start) is not None) \
                and not lane_in(named or [], prior.end, claim.start):
            claim.ignored = prior.ignored  # "a 4.8% overround at the first bookmaker against
            # 4.0% at the second", "as 79 seconds instead of 7.9 seconds"
        prior = claim


def _range_start(claim: RawClaim) -> int:
    """Where a figure, or the range it ends, starts."""
    return min(claim.start, claim.partner.start) if claim.partner is not None else claim.start


# A patch or a release, then a colon or a bracket, before its version: "When a patch drops
# (this week: 14.3)", "## Patch explainer: 14.3".
_RELEASE_NEAR = compiled(r"(?i)\b(?:patch|release)(?:es)?\b[^.;!?\d]{0,30}[:(]\s*"
                         r"(?:[a-z]+\s+){0,2}?(?:[a-z]+:\s*)?$")
_VERSION_CONTEXT = compiled(
    r"(?i)\b(?:python|node|version|release|ubuntu|macos|windows|cuda|v)\s*\d+(?:\.\d+)+"
    r"[^.!?\d]*(?:\d+(?:\.\d+)+[^.!?\d]*)*$")
# What a release holds or changed, before "in" and its number: "the default in 3.1".
_RELEASE_NOUN_IN_BEFORE = compiled(r"(?i)\b(?:default|defaults|new|added|introduced|removed|"
                                   r"deprecated|changed|fixed|shipped)\s+in\s+(?:v(?:ersion)?\.?\s*)?$")
# A status a rule of the software handles: "when a provider answers HTTP 429".
_WHEN_STATUS_BEFORE = compiled(r"(?i)\b(?:when|if|whenever|once)\s+(?:a|an|the|any)?\s*(?:provider|"
                               r"server|API|gateway|upstream|endpoint)s?\s+(?:answers?|returns?|"
                               r"responds?\s+with|sends?|gives?)\s+(?:an?\s+)?(?:HTTP\s+)?$")
# A setting an earlier release had: "(it was 120 seconds in 3.1)".
_WAS_BEFORE = compiled(r"(?i)\b(?:was|were|used\s+to\s+be)\s+$")
_IN_RELEASE_AFTER = compiled(r"\s+in\s+v?\d+\.\d+(?:\.\d+)?\s*(?:[.;,)]|$)")
# "... in 3.5." ending its sentence, not after a verb of a run's time ("finished in 3.5").
_RELEASE_IN_BEFORE = compiled(r"(?i)(?<!finished)(?<!done)(?<!answered)(?<!completed)(?<!came)"
                              r"(?<!returned)(?<!responded)(?<!ran)(?<!arrived)(?<!replied)"
                              r"(?<!was)(?<!were)(?<!is)(?<!other)(?<!back)(?<!ready)"
                              r"\s+in\s+(?:v(?:ersion)?\.?\s*)?$")  # (nor "the other in 24.71.")
_SENTENCE_END_AFTER = compiled(r"\s*(?:[.;!)]|$)")
# A system's own thing before a time: "the portal's own autocomplete answers in about".
_OWN_THING_BEFORE = compiled(r"(?i)\b(?:the|our)\s+(?:[\w-]+\s+){0,2}?(?!(?:lane|model|assistant|"
                             r"run|bot|CLI|provider|vendor)['\u2019]s)[\w-]+['\u2019]s\s+own\s+"
                             r"[^.;:\d]{0,40}$")  # (not "the model's own first token")
# A condition the figure stands in, opened in its own clause: "if no draft has appeared
# within", "unless it takes more than" (not "even if", "as if": a concession, a comparison).
_CONDITION_BEFORE = compiled(r"(?i)(?<!even\s)(?<!as\s)\b(?:if|unless|whenever)\s"
                             r"(?:[^,;:!?()\[\]\n.]|\.(?=\d))*$")
# A time supposed in a condition: "if it takes 90 seconds", "even if they need 40 s".
_IF_IT_TAKES_BEFORE = compiled(r"(?i)\bif\s+(?:it|this|that|they|one|he|she)\s+(?:takes?|took|"
                               r"needs?|needed|lasts?)\s+(?:about\s+|around\s+)?$")
# Advice on how long to wait, an imperative before a bound: "Allow up to 30 seconds before
# you decide a run has stalled", "Wait at least 60 seconds before you retry".
_ADVICE_BEFORE = compiled(r"(?:^|[.!?:]\s+|\(\s*)(?:Allow|Wait|Give\s+(?:it|each\s+run))\s+"
                          r"(?:up\s+to|at\s+least|at\s+most|no\s+more\s+than|about|around)\s+$")


def _up_to(plain: str, at: int, mark: str) -> int:
    """Where the sentence holding ``at`` ends, or its first ``mark`` (a comma, a colon) after
    ``at``."""
    end = sentence_span(plain, at)[1]
    found = plain.find(mark, at, end)
    return end if found < 0 else found


# A word count before bare figures in its sentence: "its word count: portraits 250, ...".
_WORD_COUNT_BEFORE = compiled(r"(?i)\bword[\s-]+(?:counts?|limits?|lengths?)\b")
# What a vendor promises, in quotation marks after the verb, or "the vendors' 10x".
_VENDOR_SAYS_BEFORE = compiled(r"(?i)\b(?:promis\w*|claims?|claimed|advertis\w*)\s+"
                               r"[\"\u201c][^\"\u201d]{0,30}$|\bvendors?['\u2019]s?\s+$")
# A character's size in an encoding: "a ♪ is 3 bytes in UTF-8".
_ENCODING_AFTER = compiled(r"(?i)\s+in\s+(?:UTF-?(?:8|16|32)|ASCII|Latin-?1)\b")
# A street after a number ("at 12 Fenwick Yard"), a person's age before one ("patient is 79").
_STREET_AFTER = compiled(r"\s+(?:[A-Z][a-z]+\s+){1,2}(?:Yard|Street|St|Road|Rd|Lane|Avenue|Ave|"
                         r"Square|Court|Place|Row|Close|Drive|Way|Terrace|Gardens)\b")
_AGE_BEFORE = compiled(r"(?i)\b(?:patient|resident|client|child|man|woman|boy|girl|father|mother)"
                       r"\s+(?:is|was|aged)\s+$")
# What a size in bytes is of, right after it: a text message's segment.
_SMS_AFTER = compiled(r"(?i)\s+(?:per|a|an|each)\s+(?:SMS\s+)?segment\b|\s+(?:SMS|text-message)\b")
# A count over a period of the world after it: "2,000 of these a month", "1,900 calls a week".
_PER_PERIOD_AFTER = compiled(r"(?i)\s+(?:of\s+(?:these|those|them|our)\s+)?(?:[a-z-]+\s+){0,2}?"
                             r"(?:a|per|each|every)\s+(?:day|week|month|year|quarter|shift|night|"
                             r"season|weekday|weekend|term|semester)\b")
# A count priced, after it: "a season of 4,000 requests would cost about $120".
_WOULD_COST = compiled(r"(?i)\s+(?:would|could)\s+(?:cost|come\s+to|add\s+up\s+to|total)\b")
# A release upgraded from or to: "Upgrade from 5.2 before ...".
_UPGRADE_BEFORE = compiled(r"(?i)\b(?:upgrad|updat|migrat|downgrad)\w*\s+(?:from|to|off)\s+"
                           r"(?:v(?:ersion)?\.?\s*)?$")
# A version, not a measurement: "lumen-report 0.9 or later", "3.11 or newer", "The minimum
# Python is now 3.11", "CUDA was bumped to 12.4".
_VERSION_AFTER = compiled(r"(?i)\s+(?:or|and)\s+(?:later|newer|higher)\b|\s+onwards?\b")
_VERSION_BEFORE = compiled(
    r"(?i)(?<![\w-])(?:lumen-report|python|node(?:\.?js)?|ubuntu|macos|windows|cuda|rocm|"
    r"vllm|sglang|ollama|pytorch|torch|transformers|numpy|debian|docker|kubernetes|"
    r"postgres(?:ql)?|psql|mysql|sqlite|redis|rust|java|ruby|php|kernel|linux|driver|excel|"
    r"firmware|bios|nvidia[- ]driver|llama\.cpp|chrome|firefox|safari|android|ios|version|"
    r"biblatex|biber|bibtex|latex|zotero|mendeley|endnote|pandoc|sdk|release|patch|os)"
    r"(?::\s*|\s+(?:(?:is|was|are|were|now|still|"
    r"at|to|from|bumped|raised|moved|upgraded|pinned|requires?|required|needs?)\s+){0,3})$")
# (or a label's colon: "**Report version:** 1.2")
# A release someone tested or installed: "Thanks to everyone who tested 2.3".
_TESTED_BEFORE = compiled(r"(?i)\b(?:tested|testing|installed|installing|shipped|released|"
                          r"upgraded\s+to|rolled\s+out|beta[- ]tested)\s+(?:v(?:ersion)?\s*)?$")
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
    r"Fastest|Slowest|Min|Max|Minimum|Maximum)\b)[A-Z\u00c0-\u00de][a-z\u00df-\u00ff]+"
    r"(?:[A-Z][a-z]+)*[ \u00a0]$")  # (with a Latin-1 letter: "Hüttenbuch 3.4")
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
_HEADLINE_AFTER = compiled(r"\s*(?::|$|[\u2013\u2014)]|-\s)")  # (or a dash: "# RefillRight 5.2 —
# release notes"; a bracket: "(PlateSet 5.2)")
# A bracket right after a bare figure that says what it is, no unit or statistic of a run's:
# "80 (characters, the hard limit ...)", "1.3 (the factor by which ...)".
_EXPLAINED_AFTER = compiled(r"\s\((?!(?:the\s+|a\s+|an\s+)?(?:s|ms|secs?|seconds?|bytes?|tokens?|"
                            r"median|mean|average|runs?|repeats?|exit|codes?|x)\b)"
                            r"(?:the\s+|a\s+|an\s+)?[a-z]{3,}")  # (not "(the median again)")
# A heading opened by one word and a whole number: "# Spreadsheets 201: ...", "# TRAN 342,
# week 5" (a course's code; not "# HTTP 429 on every retry").
_COURSE_TITLE = compiled(r"\s*(?:[A-Z][a-z]+|(?!HTTP\b)[A-Z]{2,5})[ \u00a0]")


def _product_version(plain: str, claim: RawClaim, spans: list[tuple[int, int]]) -> bool:
    """Whether a unitless decimal is the version of a product named right before it: "with
    Ferry 2.4", and at a sentence's start only as a headline ("Ferry 2.4: ..."); never
    after a lane's or a task's name ("Cobalt 2.41, Pike 8.00", "Eraillure 4.36, Denticulate
    5.17")."""
    abbreviation = _ABBREVIATION_BEFORE.search(plain, max(0, claim.start - 20), claim.start)
    if abbreviation is not None and not overlaps(spans, abbreviation.start(), claim.start):
        return True
    word = _PROPER_BEFORE.search(plain, max(0, claim.start - 40), claim.start)
    if word is None:
        name = _HEADLINE_NAME.search(plain, max(0, claim.start - 40), claim.start)
        return name is not None and not overlaps(spans, name.start(), name.end()) \
            and _HEADLINE_AFTER.match(plain, claim.end) is not None
    if overlaps(spans, word.start(), word.end()):
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


# A time of the world's, named by its noun right after it: "300 ms debounce", "a 30-second hold
# message", "a 250 ms pause".
_WORLD_TIME_NOUN = compiled(r"(?i)[\s-]+(?:[a-z]+\s+)?(?:pause|debounce|segment|lockout|"
                            r"cool-?down|countdown|hold\s+message|grace\s+period|rinse)s?\b")
# A setting changed to a time: "once the timeout is raised to 120 seconds", "the limit goes up to
# 90 s"; or set with a run: "with a 60-second timeout".
_SETTING_CHANGED = compiled(r"(?i)\b(?:timeouts?|time-outs?|limits?|caps?|deadlines?|windows?|"
                            r"budgets?|ceilings?)\s+(?:(?:is|are|was|were|will\s+be|gets?|got|"
                            r"has\s+been|had\s+been)\s+)?(?:raised|set|increased|lowered|cut|"
                            r"reduced|bumped|changed|moved|extended|shortened|goes\s+up|went\s+up"
                            r"|comes\s+down|came\s+down)\s+(?:(?:back\s+)?(?:to|from))\s+(?:about\s+)?$"
                            # (or the verb first: "raise Keeshond Max's timeout to 90 seconds")
                            r"|\b(?:raise|set|increase|lower|cut|reduce|bump|change|move|extend|"
                            r"shorten)[sd]?\s+(?:[\w.'\u2019-]+\s+){0,4}?(?:timeouts?|time-outs?|"
                            r"limits?|caps?|deadlines?|budgets?|ceilings?)\s+(?:to|from)\s+"
                            r"(?:about\s+)?$")
# (or "a 90 s timeout": a timeout set, said with its article, not a run's "its 60.00 s timeout")
# A lower-case possessor before a compound time: a person or a thing, no lane ("the clerk's",
# "a nurse's"; not "the model's", "the assistant's", "its").
_PERSON_OWNS = compiled(r"\b(?:the|a|an|our|their|his|her|my|your)\s+(?!(?:model|lane|run|"
                        r"assistant|bot|engine|tool|cli|command|agent|provider|system|llm|"
                        r"harness)"
                        r"['\u2019])[a-z][a-z-]+['\u2019]s\s+$")
_WITH_A = compiled(r"(?i)\b(?:with\s+)?an?\s+$")
_SETTING_NOUN = compiled(r"(?i)[\s-]*(?:[a-z]+\s+)?(?:timeouts?|time-outs?|limits?|caps?|"
                         r"deadlines?|budgets?)\b")
# Whose the amount is, after it: a determiner, its noun and a verb of having or allowing.
_AGENT_ALLOWS = compiled(r"(?i)\s+(?:a|an|the|our|their|his|her|my|your|each|every)\s+"
                         r"(?:[\w-]+\s+){0,3}?(?:needs?|needed|allows?|allowed|gives?|gave|has|"
                         r"have|had|budgets?|grants?|permits?|expects?|wants?|keeps?)\b")
# (not "took", "spent" or "got": "the 3 seconds the model took" is a run's)
# ... or a delay something else adds, before it: "the sound desk adds its own 40 ms".
_ADDS_OWN = compiled(r"(?i)\badd(?:s|ed|ing)?\s+(?:its|their|his|her|our|my|your)\s+own\s+"
                     r"(?:extra\s+)?(?:~|about\s+|roughly\s+)?$")
# ... or an idle time after it: "handhelds lock after 30 seconds without input".
_IDLE_AFTER = compiled(r"(?i)\s+(?:without|of)\s+(?:any\s+)?(?:input|inactivity|activity|use|"
                       r"touch)\b|\s+idle\b")
# What a system does with a size: "refuses uploads over 5 MB", "splits any product over 25 KB".
_SIZE_RULE = compiled(r"(?i)\b(?:attachments?|uploads?|refus\w*|caps?|capped|splits?|cut|relay|"
                      r"mailbox|queue|handheld|files?|allowed|rejected|truncate[sd]?)\b")
# A time as the adjective of a limit ("the ten-minute window", "a 30-second deadline"): not a
# measurement, unless a run is said to fit it ("finished within the 60-second window").
# (or a timeout set, not hit: "a 15-second client timeout"; "its 60.00-second timeout" is the
# run's, a measurement)
_LIMIT_NOUN = compiled(r"\s+(?:[a-z-]+\s+)?(?:window|deadline|sla|slo|target|goal|budget|limit"
                       r"|cut-?off|slot|interval|meeting|break|stand-?up|schedule)s?\b"
                       r"|\s+(?:client|request|connect|connection|read|job|idle)[\s-]+timeouts?\b",
                       re.I)

# The noun a compound length is an adjective of ("a 9-minute onboarding call": "onboarding"),
# and the nouns that make it a run's time.
_NOUN_AFTER = compiled(r"\s+([A-Za-z][\w-]*)")
# A share as the adjective of a noun: its determiner before it, the noun's words after it.
_DETERMINER_BEFORE = compiled(r"(?i)\b(?:a|an|the|our|their|your|its|this|that|his|her)\s+"
                              r"(?:[a-z-]+\s+)?$")
_PERCENT_NOUN_AFTER = compiled(r"[ \u00a0]+((?:[a-z][a-z-]*\s+){0,2}[a-z][a-z-]*)\b(?!-)")
# Words of a share of the runs or a change between them ("its 83% reasoning share", "a 12%
# lead", "a 27% saving"): a share before them is checked.
_RUN_SHARE_WORDS = frozenset({
    "reasoning", "thinking", "content", "answer", "answers", "output", "outputs", "completion",
    "completions", "token", "tokens", "share", "budget", "ceiling", "cap", "limit", "drop",
    "rise", "increase", "decrease", "cut", "gain", "lead", "margin", "improvement", "slowdown",
    "speedup", "speed-up", "reduction", "jump", "fall", "saving", "savings", "penalty",
    "overhead", "difference", "gap", "edge", "advantage", "boost", "hit", "regression", "win",
    "faster", "slower", "longer", "shorter", "fewer", "more", "less", "larger", "smaller",
    "quicker", "higher", "lower", "run", "runs", "time", "wall", "rate", "throughput",
    "latency", "bytes", "byte", "chunk", "part", "portion", "fraction", "lift", "loss",
})
_PREPOSITIONS = frozenset({"of", "in", "on", "for", "to", "at", "by", "with", "from", "and", "or",
                           "than", "as"})


def _noun_words(phrase: str) -> list[str]:
    """The words of ``phrase`` (lowered) before its first preposition: a noun phrase's."""
    words = []
    for word in phrase.lower().split():
        if word in _PREPOSITIONS:
            break
        words.append(word)
    return words


# ... and the nouns that name a run's answer ("a 12-second reply").
_ANSWER_NOUNS = frozenset({"answer", "answers", "reply", "replies", "response", "responses",
                           "completion", "completions", "output", "outputs", "turnaround",
                           "round-trip", "roundtrip", "stream", "generation", "draft", "drafts",
                           "job", "call", "latency", "one", "result"})
_RUN_NOUNS = frozenset({"run", "runs", "repeat", "attempt", "request", "timeout", "time-out",
                        "wait", "limit", "ceiling", "budget", "kill", "cap", "stall", "pause",
                        "gap", "delay", "truncated", "timed-out", "killed", "first", "median",
                        "mean", "average", "wall", "cold", "warm", "slowest", "fastest"})
# Words a sentence about a run's figures holds ("having spent 15,473 of them on reasoning").
_MEASURE_WORD = compiled(r"(?i)\b(?:tokens?|bytes?|seconds?|reason\w*|it|its)\b")
_N_OF_OTHER = compiled(r"\s+of\s+(?:the\s+|its\s+|our\s+|their\s+)?\d[\d,]*\s+"
                       r"(?!(?:[a-z-]+\s+)?(?:runs|repeats|attempts|failures|tokens|bytes|seconds|"
                       r"ms|s)\b)(?!(?:on|in|at|for|to|by|with|from|after|over|across|and|or|"
                       r"but|per|its|this|his|was|is|has|as)\b)"  # (not "3,988 of 4,906 on its
                       # third": a part of a figure, then where it stands)
                       r"(?:[a-z-]+\s+)?(?!(?:its|this|his|was|is|has|as)\b)[a-z]+s\b")  # (or
# "15 of 15 ported tests")
# A numbered thing and "of" before a total: "question 8 of 12", "page 3 of 40".
_NUMBERED_OF = compiled(r"(?i)\b(?:questions?|pages?|steps?|items?|chapters?|sections?|slides?|"
                        r"parts?|rounds?|levels?|lessons?|episodes?|weeks?|days?|stages?|"
                        r"cases?|lines?|rows?|figures?|tables?|cards?|files?)\s+\d+\s+"
                        r"(?:of|out\s+of)\s+$")
_MINUTE_TITLE = compiled(r"\s+[A-Z][a-z]")
# A business metric named right before a percentage: "CSAT came in at 88%".
_METRIC_BEFORE = compiled(r"(?i)\b(?:CSAT|NPS|first[- ]contact\s+resolution|resolution\s+rate|"
                          r"WER|CER|(?:word|character)\s+error\s+rates?|error\s+rates?|"
                          r"returns\s+(?:ran|were|rose|fell|rate)|refunds?|"
                          r"satisfaction|churn|conversion|retention|uptime|availability|occupancy|survey|"
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
# A share of a whole no run is: "which make up 6% of the library", "40% of our catalogue".
_OF_A_COLLECTION = compiled(r"(?i)\s+of\s+(?:the|our|their|its|this|that)\s+(?:[a-z]+\s+)?"
                            r"(?:library|collection|corpus|archive|catalogue|catalog|portfolio|"
                            r"estate|inventory|backlog|population|workforce|market|audience)\b")
# A share of calls, tickets or orders (not API calls), and the time a service level gives it
# after: "20% of these calls", "answer 80% of calls within 30 seconds" (beside _SHARE_OF_THINGS,
# which leaves calls and cases to the runs).
_SHARE_OF_CALLS = compiled(r"(?i)\s+of\s+(?:(?:the|these|those|our|all|their|its|this|that)\s+)?"
                           r"(?!(?:api|http|model|request)\b)(?:[a-z-]+\s+)?(?:calls|callers|"
                           r"tickets|chats|enquiries|inquiries|customers|emails|complaints|claims|"
                           r"orders|deliveries|shipments|parcels|patients|visitors|letters)\b"
                           r"(?P<within>[^.;%\d]{0,40}?\b(?:within|inside|in\s+under|under)\s+)?")
_COUNT_OF_THINGS = compiled(r"\d[\d,]*\s+(?:(?!(?:completion|reasoning|content|output|prompt)\b)"
                            r"[a-z]+\s+)?(?!(?:runs?|repeats?|tokens?|bytes?|attempts?|tries|"
                            r"seconds?|minutes?|completion|reasoning|content|output|prompt)\b)"
                            r"[a-z]+s\b(?:[^.;:%\d]|(?<=[A-Za-z])\d)*$")  # ("contacts in Q1, ",
# "about 2,300 published policies, and 18% of them")
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
# A count on one day: "a peak of 96 on a single Monday in July", "40 on a busy day".
_ON_A_DAY_AFTER = compiled(r"(?i)\s+on\s+a\s+(?:single\s+|busy\s+|quiet\s+|normal\s+|"
                           r"typical\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|day|"
                           r"weekday|weekend)\b")
# What stands before a decade ("the 1780s", "our 1780s books", "the mid-1850s").
_DECADE_BEFORE = compiled(r"(?i)(?:\b(?:the|our|their|its|his|her|my|your|these|those|early|late)"
                          r"\s+|\bmid-?)$")
# A size set as a limit, after it or before it: "a 5 MB attachment limit", "the upload cap of 2 KB".
_SIZE_LIMIT_AFTER = compiled(r"(?i)[\s-]+(?:(?!(?:before|after|the|an?|of|at|by|when|until|its|"
                             r"their|and|or|to|in|on)\b)[a-z]+\s+){0,2}?(?:limit|cap|quota|"
                             r"allowance|buffer)s?\b")  # (not "wrote 1,216 bytes before the
# ceiling"; a buffer's size too: "its 1 MiB line buffer")
_SIZE_LIMIT_BEFORE = compiled(r"(?i)\b(?:limit|cap|quota|maximum|allowance)\s+(?:is|was|of|at|"
                              r"stays|remains)\s+(?:still\s+|now\s+|set\s+to\s+)?$")
# A multiple naming a kind of things, between a determiner and a plural: "the 10x runs".
_KIND_BEFORE = compiled(r"(?i)\b(?:the|those|these|our|your|their)\s+$")
_PLURAL_AFTER = compiled(r"\s+(?!times\b)[a-z]+s\b(?!\s+(?:as|than|of)\b)")
# Someone's time, after a figure: "45 minutes of a scientist's time" (not "of Meeple's time").
_SOMEONES_TIME_AFTER = compiled(r"\s+of\s+(?:a|an|the|our|their|his|her|my|your|every|each)\s+"
                                r"(?:[a-z-]+\s+)?[a-z-]+['\u2019]s\s+time\b")
# A call centre's times of a call: "an average handle time of 6 minutes 40 seconds".
_HANDLE_TIME_BEFORE = compiled(r"(?i)\b(?:handle|handling|hold|talk|after-call(?:\s+work)?|"
                               r"wrap-?up)\s+time\s+(?:of|is|was|at|stays\s+at)\s+(?:up\s+to\s+|"
                               r"about\s+|around\s+|under\s+|over\s+)?$")
# A share of a disc lit: the Moon's phase ("Moon 38% lit", "a 38% lit Moon").
_LIT_AFTER = compiled(r"\s+lit\b")
# A humidity before its share: "humidity down to 12%", "RH 12%", "a relative humidity of 12%".
_HUMIDITY_BEFORE = compiled(r"(?i)\b(?:humidity|RH)\b[^.;:!?\d]{0,48}$")
# A share of things no run is, a bare plural after "of": "2.5% of departures are delayed".
_SHARE_OF_THINGS = compiled(r"(?i)\s+of\s+(?!(?:runs|repeats|attempts|tokens|bytes|answers|"
                            r"replies|responses|outputs|completions|reasoning|requests|calls|"
                            r"time|times|cases|tasks|prompts|items|questions|words|lines|"
                            r"characters|them|those|these)\b)[a-z]{3,}s\b")
# A saving or a cut in something no run measures: "even a 10% saving in typing".
_SAVING_IN_AFTER = compiled(r"(?i)\s+(?:saving|savings|cut|reduction|drop)\s+(?:in|on)\s+"
                            r"(?!(?:the\s+)?(?:time|wall|latency|bytes|tokens|output|answer)\b)")
# A change against an earlier period: "18% more visitors than last year".
_PERIOD_CHANGE = compiled(r"(?i)\s+(?:more|fewer|less|higher|lower)\s+(?:[a-z-]+\s+){0,2}?than\s+"
                          r"(?:last|the\s+previous|the\s+same|a)\s+(?:[a-z]+\s+)?(?:year|month|"
                          r"week|season|quarter|term|period)s?\b"
                          # (or the period right after it: "headlines rose 12% last year")
                          r"|\s+(?:last|this|a|per|each|every)\s+(?:year|month|week|quarter|"
                          r"season|term)\b|\s+year[\s-]on[\s-]year\b")
# A change against a period said before it: "this year, up 12%", "year on year, down 3%"; or
# a date after it: "down 8% since March".
_PERIOD_BEFORE_CHANGE = compiled(r"(?i)\b(?:this|last|a|per)\s+(?:year|month|week|quarter|season|"
                                 r"term)\s*,?\s+(?:up|down)\s+(?:by\s+)?$")
_SINCE_AFTER = compiled(r"(?i)\s+since\s+(?:January|February|March|April|May|June|July|"
                        r"August|September|October|November|December|last|the\s+spring|"
                        r"the\s+summer|\d{4})\b")
# A sum of money, then a share of something (a budget) in the same clause: "at a projected
# €18,000 a year, about 0.4% of the".
# (a sum's sign or currency code)
_CURRENCY = r"(?:[$\u20ac\u00a3\u00a5]|\b(?:CHF|EUR|USD|GBP|JPY|AUD|CAD)\s*)"
_MONEY_BEFORE_SHARE = compiled(rf"(?i){_CURRENCY}\d[\d,.]*"
                               r"(?:\s*(?:k|m|bn|million|billion))?(?:\s+(?:a|per)\s+(?:year|month|"
                               r"week))?,?\s+(?:about\s+|roughly\s+|around\s+|some\s+|or\s+)?$")
# A price per a quantity of tokens: "CHF 0.40 per 1,000 tokens".
_PRICE_PER_BEFORE = compiled(rf"(?i){_CURRENCY}\d[\d,.]*\s+(?:per|a|for\s+every)\s+$")
# A plural noun of things numbered before a range: "beds 14 to 22", "rooms 3 to 5".
_ITEMS_BEFORE = compiled(r"(?i)\b(?!(?:runs|repeats|attempts|tries|tokens|bytes|seconds|minutes|"
                         r"tasks|lanes|models|times|takes)\b)[a-z]{3,}s\s+$")
# The rest of a share of things said before: "the other 82%", "the remaining 40%".
_THE_OTHER_SHARE = compiled(r"(?i)\bthe\s+(?:other|remaining|rest\s*,?)\s*$")
# What a size is said to fit: "under about 2,000 bytes fits on one screen".
_FITS_AFTER = compiled(r"(?i)\s+(?:of\s+[\w-]+\s+)?(?:fits?|fitted|will\s+fit|goes|go)\s+"
                       r"(?:on|in|into)\b")
# A share that names a rule or an allowance after it: "the 10% under-keel clearance", "our 10%
# rule".
_RULE_SHARE_AFTER = compiled(r"(?i)\s+(?:[\w-]+\s+){0,2}?(?:rule|clearance|allowance|"
                             r"tolerance|buffer|cap|limit|threshold|rule\s+of\s+thumb)\b")
# A share against a long-run norm ("17% above the 30-year average") or a pay premium ("plus 20%
# on nights").
_NORM_OR_PREMIUM = compiled(r"(?i)\s+(?:above|below|over|under)\s+(?:the\s+)?(?:\d+-year|"
                            r"long-term|long-run|seasonal|historical)\s+(?:average|mean|norm|"
                            r"normal)\b|\s+(?:above|below)\s+(?:the\s+)?(?:seasonal\s+)?normal\b"
                            r"|\s+on\s+(?:nights|weekends|sundays|overtime|bank\s+holidays|"
                            r"public\s+holidays|night\s+shifts?)\b")
# A title's number, a word before it and a colon after: "# Toolbox talk 14: ...".
_TITLE_NUMBER = compiled(r"(?:^|\s)[A-Za-z][a-z]+\s$")
# The count of a thing the results do not count, labelled: "the page count (212)".
_THING_COUNT = compiled(r"(?i)\b(?!(?:tokens?|bytes?|runs?|repeats?|attempts?|retry|retries|"
                        r"request|error|failure)\s)[a-z]+\s+count\s*(?:\(|:|=|is\s+|was\s+"
                        r"|of\s+)$")
# A printing or recording after its year, its maker's name between: "the 1886 Simrock edition".
_EDITION_AFTER = compiled(r"(?:\s+[A-Z][\w'\u2019.-]*){0,3}\s+(?:edition|printing|reprint|"
                          r"recording|production|catalog(?:ue)?|manuscript|facsimile)s?\b")
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
          r"tariffs?|duty|fees?|surcharges?|levy)")
# ("5% VAT", "the county's 2.5% technology fee": a word of what is charged between)
_TAX_AFTER = compiled(rf"(?i)\s*(?:[a-z-]+\s+)?{_TAXES}\b")
_TAX_BEFORE = compiled(rf"(?i)\b(?:{_TAXES}|rent)(?:\s+rates?)?\s*(?:at|of|:|\()?\s*"
                       r"(?:(?:would|will|is\s+to|is\s+set\s+to)\s+)?(?:(?:rises?|rose|go\s+up|"
                       r"goes\s+up|increases?|falls?)\s+by\s+)?(?:\d[\d.,]*\s*%\s*(?:and|or|,)\s*)*$")
_LABELLED_ID = compiled(r"(?:\b(?:PID|pid|[Pp]ort|[Rr]oom|chmod|umask|RTX|GTX|RX|[Tt]icket|"
                        r"PR|[Oo]rder|[Bb]uild|[Jj]ob|[Nn]ode|[Rr]ack|[Ff]loor|[Gg]ate|[Pp]latform|"
                        r"[Rr]oute|[Cc]hannel|[Ss]lot|[Bb]ay|[Ii]ssue|[Cc]lauses?|[Ss]chedules?|"
                        r"[Aa]rticles?|[Pp]aragraphs?|[Cc]l\.|[Aa]rt\.|[Ss]ch\.|[Pp]ara\.|[Ss]ec\.|"
                        r"[Ss]ections?|[Ee]qs?\.|[Ee]quations?|[Ff]igs?\.|[Aa]ppendix|GPIO|[Pp]ins?|"
                        r"IRQ|[Ee]ntry|[Ee]ntries|[Ll]ines?|[Rr]ows?|[Rr]ecords?|[Pp]ages?|[Cc]hapters?|"
                        r"[Ii]tems?|[Ee]xt\.?|[Vv]ol\.|[Nn]o\.|[Ee]dition|[Tt]rains?|[Ff]lights?|"
                        r"[Bb]us|[Ee]pisodes?|[Rr]eels?|[Ee]xercises?|IC|ICE|EC|TGV|SKU|ASIN|"
                        r"[Ll]ot|[Bb]uild:|[Ll]anguages?:|class(?:es)?|[Ee]xhibits?|[Mm]ileposts?|"
                        r"[Pp]olic(?:y|ies)|[Aa]ccount|[Ii]nvoice|[Rr]ef\.?|[Rr]eference|"
                        r"[Bb]ooking|[Mm]embership|[Cc]all\s+number|[Ss]helved\s+(?:at|under)|"
                        r"[Dd]ewey|[Mm]inute|[Bb]ox(?:es)?|[Ss]eats?|[Cc]ues?|[Ee]xtension|"
                        r"[Tt]emplate|[Tt]imetable|"
                        r"[Dd]epartment|[Dd]ept\.|[Cc]ourtroom|[Ww]ard|[Dd]ivision|"
                        r"[Pp]hase|[Ss]tage|[Tt]ier"  # ("Phase 2 runs from January")
                        # (a standard's or a manual's number: "AHM 560", "ISO 9001", "RFC 9110")
                        r"|ISO|IEC|RFC|AHM|IATA|ICAO|ASTM|ANSI|IEEE|NFPA|CFR|BS|DIN"
                        # (a code filed under, never an exit code: "File code: 5100")
                        r"|(?:[Ff]ile|[Zz]ip|[Pp]ost(?:al)?|[Pp]roject|[Cc]ost|[Bb]udget|[Ff]und|"
                        r"[Aa]ccounting|[Dd]epartment|[Ss]ite|[Aa]rea|[Pp]roduct|[Tt]ax|[Bb]illing)"
                        r"\s+[Cc]ode:?)|#)"
                        r"\s?#?(?:\d[\d.]*(?:\([a-z]\))?\s*(?:,|or|and|to|\u2013|-)\s*)*$")
_YEAR_GROUP = compiled(r"\b(?:Year|Grade|Form|Class|[Gg]rade|Key\s+Stage|KS)[ \u00a0]$")
_CLAUSE_LETTER = compiled(r"\([a-z]\)")
_STATUS_COUNTED = compiled(r"(?i)\b(?:one|a\s+single|no|any|another|every|each|zero)\s+$")
# Figures in one unit, slashes between: "2.31 / 2.47 s", "11.24 / 12.93 / 10.57 s" (each run's),
# no sum of a lesson.
# A unit's name right before a list of figures split by slashes: "- bytes 1,402 / 1,489 / ".
_UNIT_SLASH_LIST = compiled(r"(?i)\b(?:bytes|tokens|seconds|ms)\s*:?\s*"
                            r"(?:\d[\d,]*(?:\.\d+)?\s*/\s*)*$")
_SLASH_PAIR = compiled(r"(?:\s*/\s*\d[\d,]*(?:\.\d+)?){1,8}\s*(?:s|ms|sec|seconds|bytes|tokens)\b")
# A kind of tokens whose unit comes after the next figure's kind: "2,046 completion and 1,541
# reasoning tokens" (the hint as a unit's words name it).
_KIND_THEN_AND = compiled(r"(?i)\s+(completion|reasoning|content|answer|prompt|output)\s*"
                          r"(?:,\s*|\s+)(?:and|or|plus)\s+(?:[~\u2248]|about\s+)?")
# A rate or a share worked out in the text: "1,892 / 6.86 = 275.9 tokens/s" (the operands'
# units left out), and the words that make a share's sentence a run's.
_DIVIDED_BY = compiled(r"\s*/\s*")
_COMES_TO = compiled(r"\s*(?:=|\u2248)\s*(?:about\s+|roughly\s+)?")
_RUN_WORDS = compiled(r"(?i)\b(?:runs?|reasoning|tokens?|completion)\b")
# A share of a run's tokens spent on its reasoning, right before a bracket: "spent 80.3% of its
# completion tokens on reasoning (", "a reasoning share of 80.3% (".
_SHARE_SPENT_BEFORE = compiled(r"(?i)(?:%\s+of\s+(?:its|their|the|[\w.\- ]{1,40}?['\u2019]s)\s+"
                               r"(?:completion\s+|output\s+)?tokens\s+"
                               # ("84.2% of Stearin Braid's completion tokens went on reasoning")
                               r"(?:(?:went|were\s+spent|were\s+used|were\s+given)\s+)?"
                               r"(?:on|to|for)\s+(?:reasoning|thinking)|reasoning\s+share"
                               r"\s+(?:of|was|is|at)\s+[~\u2248]?\d[\d.]*\s*%"
                               # ("spends most of its completion budget on reasoning: 73.6% in its
                               # first umbrella run (2,871 of 3,902 tokens)")
                               r"|(?:tokens|budget)\s+(?:on|to|for)\s+(?:reasoning|thinking):\s+"
                               r"[~\u2248]?\d[\d.]*\s*%)[^()]{0,40}?\($")
# Before a count of lines or words, a part of a text: "the first 5 lines".
_PART_OF_TEXT_BEFORE = compiled(r"(?i)\b(?:first|last|top|opening|closing)\s+$")
# A library's shelf mark named in the sentence: "the right call number, 823.914".
_CALL_NUMBER = compiled(r"(?i)\bcall\s+numbers?\b")
# A progress bar or indicator before a share: "The progress bar no longer jumps back to 0%".
_PROGRESS = compiled(r"(?i)\bprogress(?:\s+(?:bar|indicator|meter|ring|circle))?\b[^.;:!?]*$")
_SAID_OR_AGE_BEFORE = compiled(r"(?i)\b(?:(?:him|her|them|me|us)\s+(?:saying|say)|reading\s+age"
                               r"\s+(?:of\s+)?(?:about\s+|around\s+|roughly\s+)?)\s*$")
_REACTION_BEFORE = compiled(r"(?i)\breaction[\s-]times?\b[^.;\d]{0,40}$")
_RATE_LIMIT_BEFORE = compiled(r"(?i)\b\d[\d,]*\s+(?:requests?|calls?|messages?)\s+(?:per|every|"
                              r"each|a)\s+$")
_PER_TIME_AFTER = compiled(r"(?i)\s+(?:per|every|each|a)\s+\d")
# A count of requests or calls over a period, or too many for one run's attempts: "60 requests a
# minute", "2,300 requests a quarter", "1,870 requests".
_REQUESTS_PERIOD_AFTER = compiled(r"(?i)\s+(?:per|every|each|a|an|last|this)\s+"
                                  r"(?:second|minute|hour|day|week|fortnight|month|quarter|term"
                                  r"|year)\b")
_MANY_REQUESTS = Decimal(20)
_DEVICE_LOAD_BEFORE = compiled(r"(?i)\b(?:fans?|CPUs?|GPUs?|load|utili[sz]ation|disks?|memory|"
                               r"RAM|thermals?)\b[^.;\d]{0,24}?\b(?:ran\s+at|at|hit|reached|"
                               r"peaked\s+at|sat\s+at|stayed\s+at)\s+(?:about\s+|around\s+)?$")
_BATTERY = compiled(r"(?i)\bbatter(?:y|ies)\b|\bcharg(?:e|ed|ing)\b")
_STOP = compiled(r"[.;!?](?:\s|$)")


def _stop_before(plain: str, start: int, end: int) -> int:
    """``start``, or past the last sentence stop between ``start`` and ``end``."""
    stops = [m.end() for m in _STOP.finditer(plain, start, end)]
    return stops[-1] if stops else start


def _stop_after(plain: str, start: int, end: int) -> int:
    """``end``, or the first sentence stop between ``start`` and ``end``."""
    stop = _STOP.search(plain, start, end)
    return stop.start() if stop is not None else end


_OS_BEFORE = compiled(r"[A-Za-z]+OS\s+v?$")
# A diff's lines added and removed: "+186 -26", "+12/-3" (a minus sign too).
_DIFFSTAT = compiled(r"(?<![\w.])\+\d[\d,]*\s*/?\s*[-\u2212\u2013]\d[\d,]*(?!\w|\.\d)")
_CONTEXT_AFTER = compiled(r"(?i)[kKmM]?(?:[\s-]*tok(?:en)?s?)?[\s-]+(?:context|ctx|window)\b")
# The bottom of a range counted in a noun that is no unit: "from 14 orchards to ", "176 seats
# to ".
_NOUN_RANGE_BOTTOM = compiled(r"(?i)(?:\bfrom\s+|(?<![\d,.]))\d[\d,.]*\s+([a-z]{3,})\s+to\s+$")

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
# A house rule before a length: "House rules say an erratum runs on page 2 within 24 hours and
# stays under 50 words".
_RULES_SAY = compiled(r"(?i)\b(?:rules?|guidelines?|style\s+guide|policy)\s+(?:say|says|require|"
                      r"requires|state|states)\b[^.;:]{0,80}$")
# What a page or a card holds: "A printed page holds about 3,000 characters".
_PAGE_HOLDS = compiled(r"(?i)\b(?:pages?|sheets?|screens?|cards?|slides?|labels?|boxes?|embeds?|"
                       r"panels?|previews?)\s+(?:holds?|fits?|takes?|carries|carry|shows?)\s+"
                       r"(?:about\s+|around\s+|roughly\s+|up\s+to\s+|at\s+most\s+)?$")
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

_SENTENCE_CLOSE = compiled(r"[.!?](?=\s|$)")  # (a question asks; it does not claim)

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
    begin, end = sentence_span(plain, claim.start)
    begin = max(begin, plain.rfind(":", begin, claim.start) + 1,
                plain.rfind(";", begin, claim.start) + 1)
    semi = plain.find(";", claim.end, end)
    end = semi if semi >= 0 else end
    return not lane_in(named, begin, end) and any(
        not any(a <= word.start() < b for a, b in tasks)  # (not "the exposure basics task")
        for word in world.CAMERA_WORDS.finditer(plain, begin, end))


_TOOL_EXIT = "a tool's or a script's own exit status, quoted, no run's"
_MEGA = Decimal(10**6)
_SCRIPT_FIGURE = "a script's or a tool's own figure (a mode, a wait, a speed-up), no run's"


def _tool_not_run(plain: str, tool: int, at: int, named: list[tuple[int, int]]) -> bool:
    """Whether the exit status at ``at`` after a tool's name (at ``tool``) is the tool's, not
    a run's: its sentence names no lane and no run before it ("`grep` exits 1 when it finds
    nothing"), or quotes an answer about it ("Cowrie Local adds that `grep -q` exits 1")."""
    begin, _ = sentence_span(plain, at)
    lanes = [start for start, _ in named if begin <= start < tool]
    if lanes:
        if " run" in plain[lanes[-1]:tool] and plain.startswith("command", tool) \
                and "exited" in plain[tool:at] and "itself" not in plain[tool:at]:
            return False  # "Berneray's third Scalpay run never produced a reply: the command
            # exited with code 2": that run's, told in the past (a command lane's status is
            # its run's; not "the `pocketllm` process itself exited 0, yet the harness
            # recorded exit code 10")
        return world.REPORTED.search(plain, lanes[-1], tool) is not None
    return " run" not in plain[begin:at] and not lane_in(named, tool, at)


def _about_a_poll(plain: str, at: int, named: list[tuple[int, int]],
                  tasks: list[tuple[int, int]]) -> bool:
    """Whether the part of a sentence holding ``at`` (in a block about polls) names no lane
    and is about a poll or a vote: a word of polls outside a task's name ("the poll-of-polls
    runs" is about runs), or a share right after the name of a party."""
    begin, end = semicolon_part(plain, at)
    if lane_in(named, begin, end):
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


def time_about_no_run(plain: str, start: int, named: list[tuple[int, int]]) -> bool:
    """Whether a time in words ("I have five minutes", "# Five minutes on fast completions")
    stands in a sentence that names no lane and no run: a talk's or a meeting's length."""
    begin, end = sentence_span(plain, start)
    return not lane_in(named, begin, end) and _RUN_WORD.search(plain, begin, end) is None


def _clause_about_no_run(plain: str, start: int, end: int, named: list[tuple[int, int]]) -> bool:
    """Whether the clause a figure stands in (from a ";", a ":" or a comma before a new
    clause's word, to the next) names no lane and no run and carries none from before
    ("it", "its", "they"): "...; the foyer ticker shows 96 characters at a time", "..., where
    anything over 1,200 characters starts to scroll"."""
    begin, stop = sentence_span(plain, start)
    opened = last(world.CLAUSE_END.finditer(plain, begin, start))
    if opened is not None:
        begin = opened.end()
    if (closed := world.CLAUSE_END.search(plain, end, stop)) is not None:
        stop = closed.start()  # (to its clause's end: "counted 1,911 lines in that file")
    return not lane_in(named, begin, stop) and _RUN_WORD.search(plain, begin, stop) is None \
        and _CARRIED.search(plain, begin, stop) is None


_CARRIED = compiled(r"(?i)\b(?:it|its|they|their|them|this|these|those)\b"
                    r"|\bthat\s+(?:file|answer|output|reply|response|run|text|summary|draft)\b")
_RUN_WORD = compiled(r"(?i)\b(?:runs?|repeats?|attempts?|tries|requests?|took|needed|finished|"
                     r"timed|first\s+token|wall)\b")


def _no_subject(plain: str, claim: RawClaim) -> bool:
    """Whether the claim's sentence opens on "No ... run" with no figure before the claim."""
    begin = sentence_span(plain, claim.start)[0]
    return _NO_SUBJECT.match(plain, begin) is not None \
        and DIGIT.search(plain, begin + 3, claim.start) is None


# A rate a share names right after it, of something no run is: "the 12.07% accrual rate", "a
# 3% contribution rate" (not the runs' own: success, failure, error, completion, pass rates).
_RATE_NOUN_AFTER = compiled(r"(?i)\s+(?!(?:success|failure|error|completion|timeout|pass|"
                            r"truncation|retry|hit|answer|refusal|exit)\b)[a-z]+(?:-[a-z]+)?"
                            r"\s+rates?\b")
# The time a person takes over a text: "... longer than 30 seconds to read aloud".
# (not "took 3.46 seconds to say so": the lane's own time)
_READ_ALOUD_AFTER = compiled(r"(?i)\s+to\s+(?:read(?:\s+(?:it|them))?\s+(?:aloud|out\b)|recite\b|"
                             r"listen\s+to\b)")
# A lead naming a target before its colon: "Pilot target:", "Target for the pilot:", "Goals:".
_TARGET_LEAD = compiled(r"(?i)\s*(?:[\w-]+\s+){0,2}?(?:targets?|goals?|requirements?|objectives?|"
                        r"SLAs?|SLOs?)(?:\s+(?:for|of)\s+[^:.;\d]{1,30})?\s*:")


def _targeted(plain: str, claim: RawClaim, named: list[tuple[int, int]] | None) -> bool:
    """Whether a bound stands in a sentence led by a target before a colon, with no lane
    named before it ("Target for the pilot: a first reply inside 90 seconds")."""
    start = sentence_span(plain, claim.start)[0]
    return ":" in plain[start:claim.start] and _TARGET_LEAD.match(plain, start) is not None \
        and not lane_in(named or [], start, claim.start)


# The part's field after "N of <whole>": "389 of its completion tokens were reasoning", "4,391
# of Sinopia's 5,236 completion tokens on its first run were reasoning", or after the whole
# said before it: "used 1,512 completion tokens, 1,236 of which were reasoning".
_TOKENS_WERE_AFTER = compiled(rf"(?i)\s+of\s+(?:{PART_OWNER}\s+(?:[\d,]+\s+)?completion\s+tokens\s+"
                              r"(?:on\s+(?:its|their|that)\s+\w+\s+run\s+)?"
                              r"(?:(?:were|was)\s+(?:spent\s+on\s+)?|on\s+)"
                              r"|(?:which|them|those|these)\s+(?:were|was)\s+(?:spent\s+on\s+)?)"
                              r"(?:the\s+)?(reasoning|thinking|answer|content)\b")


def part_kind(plain: str, end: int) -> str | None:
    """The field ("reasoning" or "content") a part of a run's tokens is said to be right after
    its figure at ``end`` ("... of its completion tokens were reasoning", "... of which were
    reasoning"), else None."""
    said = _TOKENS_WERE_AFTER.match(plain, end)
    if said is None:
        return None
    return "content" if said.group(1).lower() in ("answer", "content") else "reasoning"
