"""Values computed from stored results on read (SPEC section 4); never stored."""

from __future__ import annotations

import statistics
from collections.abc import Sequence

from lumen_report.results.schema import RunResult

DERIVED_FIELDS = (
    "content_tokens",
    "tokens_per_s",
    "decode_tokens_per_s",
    "reasoning_share",
    "max_tokens",
)


def completion_tokens(run: RunResult) -> int | None:
    return run.usage.completion_tokens if run.usage else None


def reasoning_tokens(run: RunResult) -> int | None:
    return run.usage.reasoning_tokens if run.usage else None


def content_tokens(run: RunResult) -> int | None:
    done, thought = completion_tokens(run), reasoning_tokens(run)
    if done is None or thought is None:
        return None
    return done - thought


def tokens_per_s(run: RunResult) -> float | None:
    """End-to-end rate: completion tokens over the whole wall time, as write-ups quote it."""
    done = completion_tokens(run)
    if done is None or not run.wall_s:
        return None
    return done / run.wall_s


def decode_tokens_per_s(run: RunResult) -> float | None:
    done = completion_tokens(run)
    if done is None or run.wall_s is None or run.ttft_s is None or run.wall_s <= run.ttft_s:
        return None
    return done / (run.wall_s - run.ttft_s)


def reasoning_share(run: RunResult) -> float | None:
    done, thought = completion_tokens(run), reasoning_tokens(run)
    if done is None or thought is None or done == 0:
        return None
    return thought / done


def max_tokens(run: RunResult) -> int | None:
    """The completion ceiling the run was sent with (max_tokens or max_completion_tokens)."""
    for key in ("max_tokens", "max_completion_tokens"):
        value = run.params.get(key)
        if isinstance(value, int):
            return value
    return None


def derived(run: RunResult) -> dict[str, float | int | None]:
    """Every derived per-run value by its SPEC name."""
    return {
        "content_tokens": content_tokens(run),
        "tokens_per_s": tokens_per_s(run),
        "decode_tokens_per_s": decode_tokens_per_s(run),
        "reasoning_share": reasoning_share(run),
        "max_tokens": max_tokens(run),
    }


def aggregates(values: Sequence[float]) -> dict[str, float]:
    """Statistics over repeats: median, mean, min, max."""
    if not values:
        return {}
    return {
        "median": statistics.median(values),
        "mean": statistics.fmean(values),
        "min": min(values),
        "max": max(values),
    }
