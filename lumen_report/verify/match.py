"""Compare a claim with the stored and derived values in its scope, as Decimals.

Stored floats are read through ``repr`` (85.38 stays 85.38) and every derivation is done in
Decimal, so a comparison never depends on binary rounding.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
from typing import Any

from lumen_report.verify.runs import Run

ONE = Decimal(1)

# Fields by the unit they are stored in.
TIME = ("wall_s", "ttft_s", "ttfo_s")
BYTES = ("output_bytes", "reasoning_bytes")
TOKENS = ("completion_tokens", "reasoning_tokens", "content_tokens", "prompt_tokens",
          "max_tokens")
RATES = ("tokens_per_s", "decode_tokens_per_s")
SHARES = ("reasoning_share", "content_share")
# fractions shown as percentages (a budget share: of the ceiling, by all tokens or reasoning's)
PERCENTS = (*SHARES, "budget_share", "reasoning_budget_share")
STORED = {"wall_s", "ttft_s", "ttfo_s", "output_bytes", "reasoning_bytes", "completion_tokens",
          "reasoning_tokens", "prompt_tokens", "max_tokens", "exit_code", "http_status",
          "attempts"}
UNIT_FIELDS: dict[str, tuple[str, ...]] = {
    "s": TIME, "ms": TIME, "bytes": BYTES, "tokens": TOKENS, "tokens/s": RATES, "%": SHARES,
    "exit": ("exit_code",), "bytes/s": ("bytes_per_s",),
}
# What each field is called in a message, and the unit it is shown in.
SHOWN: dict[str, str] = {
    "wall_s": "s", "ttft_s": "s", "ttfo_s": "s", "output_bytes": "bytes",
    "reasoning_bytes": "bytes", "completion_tokens": "tokens", "reasoning_tokens": "tokens",
    "content_tokens": "tokens", "prompt_tokens": "tokens", "max_tokens": "tokens",
    "tokens_per_s": "tokens/s", "decode_tokens_per_s": "tokens/s", "reasoning_share": "",
    "content_share": "", "exit_code": "", "http_status": "", "attempts": "",
    "first_byte_gap_s": "s", "budget_share": "", "reasoning_budget_share": "",
    "bytes_per_s": "bytes/s",
}
HINTS: dict[str, dict[str, str]] = {
    "tokens": {"completion": "completion_tokens", "output": "completion_tokens",
               "reasoning": "reasoning_tokens", "thinking": "reasoning_tokens",
               "content": "content_tokens", "answer": "content_tokens",
               "prompt": "prompt_tokens", "input": "prompt_tokens", "ceiling": "max_tokens"},
    "s": {"ttft": "ttft_s", "ttfo": "ttfo_s", "wall": "wall_s", "gap": "first_byte_gap_s"},
    "bytes": {"reasoning": "reasoning_bytes", "thinking": "reasoning_bytes",
              "output": "output_bytes", "content": "output_bytes", "answer": "output_bytes"},
    "%": {"reasoning": "reasoning_share", "thinking": "reasoning_share",
          "content": "content_share", "answer": "content_share", "budget": "budget_share",
          "reasoning budget": "reasoning_budget_share"},
    "tokens/s": {"decode": "decode_tokens_per_s", "wall": "tokens_per_s"},
}
HINTS["ms"] = HINTS["s"]
# Rate-like fields, where "fastest" is the largest value.
HIGHER_IS_FASTER = {"tokens_per_s", "decode_tokens_per_s", "bytes_per_s"}
RATIO_FIELDS = ("wall_s", "tokens_per_s", "ttft_s", "ttfo_s", "output_bytes",
                "completion_tokens", "reasoning_tokens", "content_tokens")


def dec(value: float | int) -> Decimal:
    """A stored number as the Decimal it was written as (85.38, never 85.3799999…)."""
    if isinstance(value, bool):
        return Decimal(int(value))
    if isinstance(value, int):
        return Decimal(value)
    return Decimal(repr(value))


def show(value: Decimal, places: int | None = None) -> str:
    """A number for a message: thousands separators, at most ``places`` decimals."""
    if places is not None:
        value = value.quantize(ONE.scaleb(-places), ROUND_HALF_UP)
    value = value.normalize() if places is None else value
    if value == value.to_integral_value() and places in (None, 0):
        return f"{int(value):,}"
    text = f"{value:,f}"
    return text


def brief(value: Decimal, places: int = 2) -> str:
    """A computed number for a formula: as stored when it has at most four decimals, else
    rounded to ``places`` for display (a quotient's 28 digits help nobody); trailing zeros
    dropped ("3,173", not "3,173.0000"). Comparisons never use this."""
    value = value.normalize()
    exponent = value.as_tuple().exponent
    if isinstance(exponent, int) and exponent < -4:
        value = value.quantize(ONE.scaleb(-places), ROUND_HALF_UP).normalize()
    return show(value)


def shown_as(value: Decimal, name: str) -> str:
    """A field's value in a formula, in the unit a write-up uses (a share as a percentage)."""
    if name in PERCENTS:
        return f"{brief(value * 100)}%"
    return brief(value)


@dataclass(frozen=True)
class Value:
    """One stored or derived value of one run, in its field's own unit."""

    value: Decimal
    field: str
    run: Run
    formula: str | None = None


@dataclass(frozen=True)
class Candidate:
    """A value a claim can be compared with, and where it comes from."""

    value: Decimal  # in the field's own unit (seconds, tokens, a share as a fraction, ratio)
    field: str
    runs: tuple[str, ...]
    source: str
    formula: str | None
    derived: bool
    lanes: tuple[str, ...] = ()
    tasks: tuple[str, ...] = ()


def _param(run: Run, *keys: str) -> Any:
    for key in keys:
        if key in run.params:
            return run.params[key]
    return None


_CACHE: dict[int, tuple[Run, dict[str, Value]]] = {}


def clear_cache() -> None:
    _CACHE.clear()


def run_values(run: Run) -> dict[str, Value]:
    """Every stored and derived value of a run, by field name (cached per run object)."""
    cached = _CACHE.get(id(run))
    if cached is not None and cached[0] is run:
        return cached[1]
    values = _compute(run)
    _CACHE[id(run)] = (run, values)
    return values


def _compute(run: Run) -> dict[str, Value]:
    values: dict[str, Value] = {}

    def put(name: str, raw: Any, formula: str | None = None) -> None:
        if isinstance(raw, int | float) and not isinstance(raw, bool):
            values[name] = Value(dec(raw), name, run, formula)

    for name in ("wall_s", "ttft_s", "ttfo_s", "output_bytes", "reasoning_bytes", "exit_code",
                 "http_status", "attempts"):
        put(name, getattr(run, name))
    usage = run.usage
    done = usage.completion_tokens if usage else None
    thought = usage.reasoning_tokens if usage else None
    if usage is not None:
        put("completion_tokens", done)
        put("reasoning_tokens", thought)
        put("prompt_tokens", usage.prompt_tokens)
    put("max_tokens", _param(run, "max_tokens", "max_completion_tokens"))
    if done is not None and thought is not None:
        content = done - thought
        values["content_tokens"] = Value(Decimal(content), "content_tokens", run,
                                         f"{done:,} - {thought:,} = {content:,}")
        if done:
            share = Decimal(thought) / Decimal(done)
            values["reasoning_share"] = Value(
                share, "reasoning_share", run,
                f"{thought:,} / {done:,} = {show(share * 100, 2)}%")
            values["content_share"] = Value(
                ONE - share, "content_share", run,
                f"{content:,} / {done:,} = {show((ONE - share) * 100, 2)}%")
    if run.ttft_s is not None and run.ttfo_s is not None and run.ttfo_s >= run.ttft_s:
        gap = dec(run.ttfo_s) - dec(run.ttft_s)  # the reasoning before the answer's first byte
        values["first_byte_gap_s"] = Value(
            gap, "first_byte_gap_s", run,
            f"{show(dec(run.ttfo_s))} - {show(dec(run.ttft_s))} = {show(gap)}")
    ceiling = _param(run, "max_tokens", "max_completion_tokens")
    if done is not None and isinstance(ceiling, int) and not isinstance(ceiling, bool) \
            and ceiling > 0:
        used = Decimal(done) / Decimal(ceiling)
        values["budget_share"] = Value(used, "budget_share", run,
                                       f"{done:,} / {ceiling:,} = {show(used * 100, 2)}%")
        if thought is not None:  # "its 8,192 reasoning tokens filled two thirds of its budget"
            spent = Decimal(thought) / Decimal(ceiling)
            values["reasoning_budget_share"] = Value(
                spent, "reasoning_budget_share", run,
                f"{thought:,} / {ceiling:,} = {show(spent * 100, 2)}%")
    if run.output_bytes is not None and run.wall_s:
        wrote = Decimal(run.output_bytes) / dec(run.wall_s)  # beyond SPEC 4: bytes over wall time
        values["bytes_per_s"] = Value(wrote, "bytes_per_s", run,
                                      f"{run.output_bytes:,} / {show(dec(run.wall_s))} = "
                                      f"{show(wrote, 2)}")
    if done is not None and run.wall_s:
        wall = dec(run.wall_s)
        rate = Decimal(done) / wall
        values["tokens_per_s"] = Value(rate, "tokens_per_s", run,
                                       f"{done:,} / {show(wall)} = {show(rate, 2)}")
        if run.ttft_s is not None and run.wall_s > run.ttft_s:
            gap = wall - dec(run.ttft_s)
            decode = Decimal(done) / gap
            values["decode_tokens_per_s"] = Value(
                decode, "decode_tokens_per_s", run,
                f"{done:,} / ({show(wall)} - {show(dec(run.ttft_s))}) = {show(decode, 2)}")
    return values


def _median(values: list[Decimal]) -> Decimal:
    return Decimal(statistics.median(values))


def _mean(values: list[Decimal]) -> Decimal:
    return sum(values, Decimal(0)) / Decimal(len(values))


def _spread(values: list[Decimal]) -> Decimal:
    return max(values) - min(values)


# SPEC 4's aggregates over repeats, and the spread (max - min) the wording may name.
AGGREGATES: dict[str, Callable[[list[Decimal]], Decimal]] = {
    "median": _median, "mean": _mean, "min": min, "max": max, "spread": _spread,
}


def field_candidates(runs: list[Run], fields: Iterable[str], stat: str | None
                     ) -> list[Candidate]:
    """Per-run values and aggregates over repeats, as the wording (``stat``) selects."""
    groups: dict[tuple[str, str, str], list[Run]] = {}
    for run in runs:  # (by suite too: a rerun in another suite has repeats of its own)
        groups.setdefault((run.suite, run.task, run.lane), []).append(run)
    reruns = _reruns(groups)
    found: list[Candidate] = []
    for name in fields:
        if stat in ("fastest run", "slowest run") and name != "wall_s":
            # "its fastest run took 3.87 s and wrote 1,969 bytes": the figures of the run
            # with the least wall time of every run in scope (its wall time is the least)
            values = [v for r in runs if (v := run_values(r).get(name)) is not None]
            found.extend(_single(v) for v in _by_wall(values, stat == "fastest run"))
            continue
        everything: list[Value] = []
        for (suite, task, lane), members in groups.items():
            values = [v for r in members if (v := run_values(r).get(name)) is not None]
            everything.extend(values)
            if not values:
                continue
            if len(values) == 1 and len(groups) > 1 and direction(stat, name) in AGGREGATES:
                # "Mercury's mean wall time was 4.06 s" over three tasks of one run each: a
                # statistic of one run is no statistic; the wording is about all the runs
                # in scope (their aggregate, below), not one task's run.
                continue
            found.extend(_select(values, name, direction(stat, name),
                                 f"{suite} {task}/{lane}" if (task, lane) in reruns
                                 else f"{task}/{lane}"))
        overall = direction(stat, name)
        if overall in AGGREGATES and len(groups) > 1 and len(everything) > 1 \
                and not (name in _CODES and overall in ("mean", "median", "spread")):
            found.extend(_aggregate(everything, name, overall, "all runs in scope"))
    return found


def _reruns(groups: Iterable[tuple[str, str, str]]) -> set[tuple[str, str]]:
    """The (task, lane) pairs of ``groups`` (suite, task, lane) that more than one suite ran."""
    seen: set[tuple[str, str]] = set()
    again: set[tuple[str, str]] = set()
    for _, task, lane in groups:
        (again if (task, lane) in seen else seen).add((task, lane))
    return again


def direction(stat: str | None, name: str) -> str | None:
    """'fastest'/'slowest' as min or max of this field (the wall time of the fastest run is
    the least)."""
    if stat == "fastest" or (stat == "fastest run" and name == "wall_s"):
        return "max" if name in HIGHER_IS_FASTER else "min"
    if stat == "slowest" or (stat == "slowest run" and name == "wall_s"):
        return "min" if name in HIGHER_IS_FASTER else "max"
    return stat


def _single(value: Value) -> Candidate:
    return Candidate(value.value, value.field, (value.run.id,), f"{value.run.id} {value.field}",
                     value.formula, value.field not in STORED, (value.run.lane,),
                     (value.run.task,))


# Codes, not quantities: no median, mean or spread of them is a figure ("exit code 1" is no
# mean of 0, 0 and 2).
_CODES = frozenset({"exit_code", "http_status"})


def _select(values: list[Value], name: str, stat: str | None, label: str) -> list[Candidate]:
    if stat is None or stat in ("all", "most", "all but one"):
        found = [_single(v) for v in values]
        if len(values) > 1 and stat is None and name not in _CODES:
            found.extend(_aggregate(values, name, "median", label))
            found.extend(_aggregate(values, name, "mean", label))
        return found
    if stat.startswith("repeat"):
        wanted = stat.removeprefix("repeat ")
        ordered = sorted(values, key=lambda v: v.run.repeat)
        if wanted == "last":
            return [_single(ordered[-1])]
        number = int(wanted)
        return [_single(v) for v in ordered if v.run.repeat == number]
    if stat in ("second fastest", "second slowest"):
        # the run ranked second: "the second-fastest run took 0.48 seconds" (a run's value)
        slow_first = (stat == "second slowest") != (name in HIGHER_IS_FASTER)
        ranked = sorted(values, key=lambda v: v.value, reverse=slow_first)
        return [_single(ranked[1])] if len(ranked) > 1 else []
    if stat in ("fastest run", "slowest run"):
        return [_single(v) for v in _by_wall(values, stat == "fastest run")]
    if len(values) == 1:
        return [] if stat == "spread" else [_single(values[0])]
    if name in _CODES and stat in ("mean", "median", "spread"):
        return []
    return _aggregate(values, name, stat, label)


def _by_wall(values: list[Value], fastest: bool) -> list[Value]:
    """The values of the fastest (or slowest) run by wall time, ties all kept."""
    timed = [(wall.value, v) for v in values
             if (wall := run_values(v.run).get("wall_s")) is not None]
    if not timed:
        return []
    best = min(w for w, _ in timed) if fastest else max(w for w, _ in timed)
    return [v for w, v in timed if w == best]


def _aggregate(values: list[Value], name: str, stat: str, label: str) -> list[Candidate]:
    numbers = [v.value for v in values]
    result = AGGREGATES[stat](numbers)
    shown = ", ".join(shown_as(n, name) for n in numbers)
    total = f"{brief(result * 100, 2)}%" if name in PERCENTS else brief(result, 4)
    formula = f"{stat}({shown}) = {total}"
    if stat == "spread":  # "spread(5.62, 5.94, 5.37) = 5.94 - 5.37 = 0.57"
        formula = (f"spread({shown}) = {shown_as(max(numbers), name)} - "
                   f"{shown_as(min(numbers), name)} = {total}")
    runs = tuple(v.run.id for v in values)
    what = "spread (max - min)" if stat == "spread" else stat
    return [Candidate(result, name, runs, f"{what} of {name} over {label} ({len(runs)} runs)",
                      formula, True, tuple(sorted({v.run.lane for v in values})),
                      tuple(sorted({v.run.task for v in values})))]


def ratio_candidates(runs: list[Run], field_tops: dict[str, str | None],
                     subject: str | None, other: str | None, *, difference: bool = False
                     ) -> list[Candidate]:
    """Ratios of one metric between two lanes of one task.

    ``field_tops`` maps each metric to whose value is the numerator: "subject" (the lane the
    sentence is about), "other" (the lane it is compared with), or None when the wording
    does not say (then the larger value is the numerator). ``subject``/``other`` are lane
    slugs or None (any lane). ``difference``: the top's value less the bottom's ("5.67
    seconds faster than Kestrel"), in the metric's own unit, instead of their ratio."""
    compare = _differences if difference else _ratios
    by_task: dict[str, dict[str, list[Run]]] = {}
    for run in runs:
        by_task.setdefault(run.task, {}).setdefault(run.lane, []).append(run)
    found: list[Candidate] = []
    for task, per_lane in ((task, group) for task, every in by_task.items()
                           for group in _per_suite(every)):
        names = sorted(per_lane)
        pairs = [(a, b) for a in names for b in names if a != b
                 and (subject is None or a == subject) and (other is None or b == other)]
        for first, second in pairs:
            for name, top in field_tops.items():
                if top is None or (subject is None and other is None):
                    # Direction unknown: the larger over the smaller, each pair once.
                    if subject is None and other is None and first > second:
                        continue
                    found.extend(compare(task, per_lane[first], per_lane[second], name, None))
                else:
                    left, right = (first, second) if top == "subject" else (second, first)
                    found.extend(compare(task, per_lane[left], per_lane[right], name, True))
    return found


def _per_suite(per_lane: dict[str, list[Run]]) -> list[dict[str, list[Run]]]:
    """A task's runs by lane, as compared: as they are, unless a lane ran in more than one
    suite (a rerun), when each such suite's runs of those lanes are compared among themselves
    (and with the lanes only one suite ran)."""
    split = {lane: {run.suite for run in found} for lane, found in per_lane.items()}
    again = {suite for suites in split.values() if len(suites) > 1 for suite in suites}
    if not again:
        return [per_lane]
    return [{lane: [run for run in found if len(split[lane]) == 1 or run.suite == suite]
             for lane, found in per_lane.items()} for suite in sorted(again)]


_Pair = tuple[Decimal, Decimal, tuple[str, ...], str]


def _pairs(task: str, left: list[Run], right: list[Run], name: str, op: str
           ) -> tuple[list[_Pair], tuple[str, str]]:
    """The values of ``name`` compared between two lanes of a task: the one run of each, else
    their medians and the runs of the same repeat; with a source saying so (``op`` between
    the two sides)."""
    every_a = [v for r in left if (v := run_values(r).get(name)) is not None]
    every_b = [v for r in right if (v := run_values(r).get(name)) is not None]
    a = [v for v in every_a if v.value > 0]
    b = [v for v in every_b if v.value > 0]
    if not a or not b:
        return [], ("", "")
    pairs: list[_Pair] = []
    if len(a) == 1 and len(b) == 1:
        pairs.append((a[0].value, b[0].value, (a[0].run.id, b[0].run.id),
                      f"{a[0].run.id} {name} {op} {b[0].run.id} {name}"))
    else:
        ma, mb = _median([v.value for v in a]), _median([v.value for v in b])
        runs = tuple(v.run.id for v in [*a, *b])
        pairs.append((ma, mb, runs, f"median {name} of {task}/{a[0].run.lane} {op} "
                                    f"{task}/{b[0].run.lane}"))
        pairs.append((_mean([v.value for v in a]), _mean([v.value for v in b]), runs,
                      f"mean {name} of {task}/{a[0].run.lane} {op} {task}/{b[0].run.lane}"))
        if len(every_a) > len(a) or len(every_b) > len(b):
            # the medians a draft quotes count a failed run's 0 (as the aggregates do): "its
            # median answer, 3,190 bytes" of 3,190, 0 and 3,262 bytes
            ea, eb = _median([v.value for v in every_a]), _median([v.value for v in every_b])
            if ea > 0 and eb > 0 and (ea, eb) != (ma, mb):
                pairs.append((ea, eb, tuple(v.run.id for v in [*every_a, *every_b]),
                              f"median {name} of every run of {task}/{a[0].run.lane} {op} "
                              f"{task}/{b[0].run.lane}"))
        for va in a:
            for vb in b:
                if va.run.repeat == vb.run.repeat:
                    pairs.append((va.value, vb.value, (va.run.id, vb.run.id),
                                  f"{va.run.id} {name} {op} {vb.run.id} {name}"))
    return pairs, (a[0].run.lane, b[0].run.lane)


def turned(source: str, op: str) -> str:
    """A pair's source the other way round: "median wall_s of t/a / t/b" becomes "median
    wall_s of t/b / t/a" (its statistic still first), "t/a/1 wall_s / t/b/1 wall_s" becomes
    "t/b/1 wall_s / t/a/1 wall_s"."""
    lead, of, pair = source.partition(" of ")
    if of and lead.startswith(("median ", "mean ")):
        return f"{lead}{of}{op.join(reversed(pair.split(op)))}"
    return op.join(reversed(source.split(op)))


def _differences(task: str, left: list[Run], right: list[Run], name: str,
                 directed: bool | None) -> list[Candidate]:
    """left - right (``directed``: only when positive), or the larger less the smaller."""
    pairs, lanes = _pairs(task, left, right, name, "-")
    found = []
    for x, y, runs, source in pairs:
        if directed and x <= y:
            continue  # the wording says the other way round: no candidate
        top, bottom = (x, y) if x >= y else (y, x)
        if x < y:
            source = turned(source, " - ")
        found.append(Candidate(top - bottom, name, runs, source,
                               f"{shown_as(top, name)} - {shown_as(bottom, name)} = "
                               f"{shown_as(top - bottom, name)}", True, lanes, (task,)))
    return found


def _ratios(task: str, left: list[Run], right: list[Run], name: str,
            directed: bool | None) -> list[Candidate]:
    """left / right (``directed``), or the larger over the smaller."""
    pairs, lanes = _pairs(task, left, right, name, "/")
    found = []
    for x, y, runs, source in pairs:
        top, bottom = (x, y) if directed or x >= y else (y, x)
        if not directed and x < y:
            source = turned(source, " / ")
        ratio = top / bottom
        found.append(Candidate(ratio, f"{name} ratio", runs, source,
                               f"{shown_as(top, name)} / {shown_as(bottom, name)} = "
                               f"{show(ratio, 2)}", True, lanes,
                               (task,)))
    return found


def closeness(value: Decimal, decimals: int, candidate: Decimal, *, approx: bool
              ) -> str | None:
    """'ok' within half a unit of the last shown digit (half-up), 'truncated' or 'one off' (in
    the last digit) for a rounding slip, else None. An approximation's trailing zeros are not
    significant ("about 600" is checked to the hundred)."""
    unit = ONE.scaleb(-decimals)
    rounded = candidate.quantize(unit, ROUND_HALF_UP)
    if rounded == value or abs(candidate - value) * 2 < unit:
        return "ok"  # (the second for a value not on the shown digits: "two thirds", 66.67%)
    if approx and decimals == 0 and value != 0:
        digits = str(abs(int(value)))
        zeros = len(digits) - len(digits.rstrip("0"))
        if zeros:
            step = Decimal(10) ** zeros
            if (candidate / step).quantize(ONE, ROUND_HALF_UP) * step == value:
                return "ok"
    if approx and decimals >= 2 and abs(rounded - value) <= unit:
        return "ok"  # "roughly a quarter" (0.25) of 0.26: an approximation to the hundredth
    if candidate.quantize(unit, ROUND_DOWN) == value:
        return "truncated"
    if abs(rounded - value) == unit and abs(value) >= unit * 10:
        return "one off"  # (a one-digit figure has no last-digit slip: 1 for 0 is wrong)
    return None


def compare_bound(bound: str, actual: Decimal, limit: Decimal) -> bool:
    if bound == "gt":
        return actual > limit
    if bound == "ge":
        return actual >= limit
    if bound == "lt":
        return actual < limit
    return actual <= limit


def factor(unit: str | None, field: str) -> Decimal:
    """Multiplier from a field's own unit to the claim's unit."""
    if unit == "ms" and field in (*TIME, "first_byte_gap_s"):
        return Decimal(1000)
    if unit == "%" and field in PERCENTS:
        return Decimal(100)
    return ONE
