"""Plotly figures for a suite page, as plain figure dicts (data + layout, no template).

Each figure travels in a ``data-`` attribute and is drawn by ``assets/lumen.js`` from
``document$.subscribe``, so charts survive Material's instant navigation and follow the
light/dark palette (the script supplies colours; the figure carries none of plotly's
template). Every chart has a title and a text alternative built from the same numbers.
"""

from __future__ import annotations

import json
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from lumen_report.results import derive
from lumen_report.results.schema import RunResult, SuiteResults
from lumen_report.site import escape

Figure = dict[str, Any]

# Outcome colours carry meaning (ok, ceiling, failure); lanes use the script's palette.
OUTCOME_COLOURS = {
    "ok": "#2e7d32",
    "truncated": "#ef6c00",
    "empty": "#f9a825",
    "timeout": "#6d4c41",
    "filtered": "#8e24aa",
}
FAILURE_COLOUR = "#c62828"
REASONING_COLOUR = "#7e57c2"
CONTENT_COLOUR = "#26a69a"
UNSPLIT_COLOUR = "#90a4ae"


@dataclass(frozen=True)
class Chart:
    """One figure with its title and a text alternative for readers who cannot see it."""

    key: str
    title: str
    alt: str
    figure: Figure

    def html(self) -> str:
        """A raw HTML block (column 0, blank line after) for a Markdown page."""
        data = escape.attribute(json.dumps(self.figure, separators=(",", ":"),
                                           ensure_ascii=False, allow_nan=False))
        title = escape.inline(self.title)
        alt = escape.inline(self.alt)
        # The title is an HTML heading (it wraps on a phone, and lists in the page's table
        # of contents); the figure itself carries none.
        return (
            f"### {title}\n\n"
            f'<figure class="lumen-chart" id="chart-{self.key}">\n'
            f'<div class="lumen-chart__plot" role="img" aria-label="{title}: {alt}" '
            f"data-lumen-chart='{data}'></div>\n"
            f"<figcaption>{alt}</figcaption>\n"
            "</figure>\n"
        )


def _fmt(value: float | None, digits: int = 2) -> str:
    if value is None:
        return "not recorded"
    if float(value).is_integer():
        return f"{int(value):,}"
    return f"{value:,.{digits}f}"


def _median(values: Sequence[float | None]) -> float | None:
    known = [v for v in values if v is not None]
    return statistics.median(known) if known else None


def _layout(**extra: Any) -> dict[str, Any]:
    layout: dict[str, Any] = {
        "margin": {"l": 60, "r": 20, "t": 16, "b": 60},
        # Above the plot: below it, long or two-level task and lane ticks ran over it.
        "legend": {"orientation": "h", "x": 0, "xanchor": "left", "y": 1.02,
                   "yanchor": "bottom"},
        # plotly hides the legend of a one-trace chart: then no bar would say its lane.
        "showlegend": True,
        "hovermode": "closest",
    }
    layout.update(extra)
    return layout


class SuiteCharts:
    """The four charts of a suite page."""

    def __init__(self, results: SuiteResults) -> None:
        self.results = results
        self.tasks = list(dict.fromkeys([*results.tasks, *(r.task for r in results.runs)]))
        self.lanes = list(dict.fromkeys([*results.lanes, *(r.lane for r in results.runs)]))

    def lane_label(self, lane: str) -> str:
        meta = self.results.lanes.get(lane)
        return (meta.label if meta and meta.label else None) or lane

    def task_label(self, task: str) -> str:
        return task

    def _runs(self, task: str, lane: str) -> list[RunResult]:
        return [r for r in self.results.runs if r.task == task and r.lane == lane]

    def _per_lane(self, key: str, title: str, unit: str, axis: str,
                  metric: Callable[[RunResult], float | None]) -> Chart | None:
        traces = []
        sentences = []
        for lane in self.lanes:
            values = [_median([metric(r) for r in self._runs(task, lane)]) for task in self.tasks]
            if all(v is None for v in values):
                continue
            label = self.lane_label(lane)
            traces.append({
                "type": "bar", "name": label, "x": [self.task_label(t) for t in self.tasks],
                "y": values,
                "hovertemplate": f"{label}<br>%{{x}}: %{{y:,.2f}} {unit}<extra></extra>",
            })
            parts = [f"{self.task_label(t)} {_fmt(v)}" for t, v in zip(self.tasks, values,
                                                                          strict=True)]
            sentences.append(f"{label}: " + ", ".join(parts))
        if not traces:
            return None
        layout = _layout(barmode="group", yaxis={"title": {"text": axis}},
                         xaxis={"type": "category"})
        alt = f"{axis} by task for each lane. " + "; ".join(sentences) + "."
        return Chart(key, title, alt, {"data": traces, "layout": layout})

    def wall_time(self) -> Chart | None:
        return self._per_lane("wall-time", "Wall time per task", "s", "wall time (s)",
                              lambda r: r.wall_s)

    def tokens_per_s(self) -> Chart | None:
        return self._per_lane("tokens-per-s", "End-to-end throughput", "tokens/s",
                              "completion tokens per second of wall time", derive.tokens_per_s)

    def token_budget(self) -> Chart | None:
        """Completion tokens split into reasoning and content, against the max_tokens ceiling."""
        tasks: list[str] = []
        lanes: list[str] = []
        reasoning: list[int | None] = []
        content: list[int | None] = []
        unsplit: list[int | None] = []
        ceiling: list[int | None] = []
        sentences = []
        for task in self.tasks:
            for lane in self.lanes:
                for run in self._runs(task, lane):
                    done = derive.completion_tokens(run)
                    thought = derive.reasoning_tokens(run)
                    said = derive.content_tokens(run)
                    limit = derive.max_tokens(run)
                    if done is None and thought is None:
                        continue
                    suffix = f" #{run.repeat}" if run.repeat > 1 else ""
                    tasks.append(self.task_label(task))
                    lanes.append(self.lane_label(lane) + suffix)
                    split = said is not None
                    reasoning.append(thought)
                    content.append(said if split else None)
                    unsplit.append(None if split else done)
                    ceiling.append(limit)
                    what = (f"{_fmt(thought)} reasoning + {_fmt(said)} content"
                            if split else f"{_fmt(done)} completion (split not reported)")
                    of = f" of a {_fmt(limit)} ceiling" if limit else ""
                    sentences.append(f"{self.lane_label(lane)} on {task}: {what}{of}")
        if not tasks:
            return None
        x = [tasks, lanes]
        hover = "%{x}<br>%{y:,} tokens<extra>%{fullData.name}</extra>"
        data: list[dict[str, Any]] = [
            {"type": "bar", "name": "reasoning", "x": x, "y": reasoning,
             "marker": {"color": REASONING_COLOUR}, "hovertemplate": hover},
            {"type": "bar", "name": "content (the answer)", "x": x, "y": content,
             "marker": {"color": CONTENT_COLOUR}, "hovertemplate": hover},
        ]
        if any(v is not None for v in unsplit):
            data.append({"type": "bar", "name": "completion, split not reported", "x": x,
                         "y": unsplit, "marker": {"color": UNSPLIT_COLOUR},
                         "hovertemplate": hover})
        if any(v is not None for v in ceiling):
            data.append({"type": "scatter", "mode": "markers", "name": "max_tokens ceiling",
                         "x": x, "y": ceiling,
                         "marker": {"symbol": "line-ew", "size": 36, "color": FAILURE_COLOUR,
                                    "line": {"width": 3, "color": FAILURE_COLOUR}},
                         "hovertemplate": "%{x}<br>ceiling %{y:,} tokens<extra></extra>"})
        title = "The shared budget: reasoning and answer under one ceiling"
        layout = _layout(barmode="stack", yaxis={"title": {"text": "completion tokens"}})
        alt = ("Completion tokens per run, reasoning stacked under content, with the "
               "max_tokens ceiling marked. " + "; ".join(sentences) + ".")
        return Chart("token-budget", title, alt, {"data": data, "layout": layout})

    def outcomes(self) -> Chart:
        names = list(dict.fromkeys(r.outcome for r in self.results.runs))
        names.sort(key=lambda n: (n != "ok", n))
        labels = [self.lane_label(lane) for lane in self.lanes]
        data = []
        for name in names:
            counts = [sum(1 for r in self.results.runs if r.lane == lane and r.outcome == name)
                      for lane in self.lanes]
            codes = sorted({r.exit_code for r in self.results.runs if r.outcome == name})
            code_text = "/".join(str(c) for c in codes)
            data.append({"type": "bar", "name": f"{name} (exit {code_text})", "x": labels,
                         "y": counts,
                         "marker": {"color": OUTCOME_COLOURS.get(name, FAILURE_COLOUR)},
                         "hovertemplate": "%{x}: %{y} run(s)<extra>%{fullData.name}</extra>"})
        sentences = []
        for lane, label in zip(self.lanes, labels, strict=True):
            per_outcome = {n: sum(1 for r in self.results.runs
                                   if r.lane == lane and r.outcome == n) for n in names}
            sentences.append(f"{label}: " + ", ".join(f"{c} {n}" for n, c in per_outcome.items()
                                                      if c))
        title = "Outcomes per lane"
        layout = _layout(barmode="stack",
                         yaxis={"title": {"text": "runs"}, "dtick": 1, "rangemode": "tozero"},
                         xaxis={"type": "category"})
        alt = "Number of runs per outcome for each lane. " + "; ".join(sentences) + "."
        return Chart("outcomes", title, alt, {"data": data, "layout": layout})

    def all(self) -> list[Chart]:
        if not self.results.runs:
            return []
        found = [self.wall_time(), self.tokens_per_s(), self.token_budget(), self.outcomes()]
        return [chart for chart in found if chart is not None]
