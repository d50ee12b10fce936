"""The suite page's task x lane matrix: tasks as rows, lanes as columns, one cell each.

A cell summarises the repeats of one task on one lane: the median wall time with its range,
the median output bytes, the median completion tokens with their reasoning part, and every
exit code with its outcome name and count ("0 ok x2, 7 truncated", with a multiplication
sign); it links to its runs. Medians and ranges are over the runs that recorded the figure,
and a cell says when that is not all of them. The grid is one raw HTML block like the other
tables (see :func:`pages.html_table`): every label is inert text, every link a final URL. A
row of radio buttons switches which figure the cells show, with CSS only (``lumen.css``), so
it works with or without Material's scripts and from a folder. Search skips the grid
(``data-search-exclude``): the "All runs" table below indexes the same figures.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from markupsafe import Markup

from lumen_report.site import escape
from lumen_report.site.pages import DASH, Linker, RunView, SuiteView, number, task_anchor

TIMES = "\u00d7"
# A literal no-break space (between a figure and its unit): 2 bytes, where &#160; takes 6.
NBSP = "\u00a0"
EN_DASH = "\u2013"

# (value, label) of the switch; the value names the cells' ``lumen-m--<value>`` lines.
METRICS = (("all", "All"), ("wall", "Wall time"), ("bytes", "Output"), ("tokens", "Tokens"),
           ("exit", "Exit"))


@dataclass(frozen=True)
class Spread:
    """A figure over a cell's repeats: median, range, and how many runs recorded it."""

    median: float | None
    low: float | None
    high: float | None
    recorded: int
    runs: int

    @classmethod
    def of(cls, values: Sequence[float | int | None]) -> Spread:
        known = [v for v in values if v is not None]
        if not known:
            return cls(None, None, None, 0, len(values))
        return cls(statistics.median(known), min(known), max(known), len(known), len(values))

    @property
    def partial(self) -> bool:
        """Recorded by some runs of the cell but not all (the median is over fewer)."""
        return 0 < self.recorded < self.runs


@dataclass(frozen=True)
class Cell:
    """The runs of one task on one lane, in repeat order, and their figures."""

    task: str
    lane: str
    runs: tuple[RunView, ...]

    @property
    def wall(self) -> Spread:
        return Spread.of([v.run.wall_s for v in self.runs])

    @property
    def output(self) -> Spread:
        return Spread.of([v.run.output_bytes for v in self.runs])

    @property
    def completion(self) -> Spread:
        return Spread.of([v.run.usage.completion_tokens if v.run.usage else None
                          for v in self.runs])

    @property
    def reasoning(self) -> Spread:
        return Spread.of([v.run.usage.reasoning_tokens if v.run.usage else None
                          for v in self.runs])

    @property
    def exits(self) -> list[tuple[int, str, int]]:
        """(exit code, outcome, number of runs), by code."""
        counts: dict[tuple[int, str], int] = {}
        for view in self.runs:
            key = (view.run.exit_code, view.run.outcome)
            counts[key] = counts.get(key, 0) + 1
        return [(code, outcome, n) for (code, outcome), n in sorted(counts.items())]

    @property
    def all_ok(self) -> bool:
        return all(v.run.exit_code == 0 and v.run.outcome == "ok" for v in self.runs)

    def exit_text(self) -> str:
        """``0 ok x2, 7 truncated`` (a multiplication sign): code, outcome, count if > 1."""
        return ", ".join(f"{code} {outcome}" + (f" {TIMES}{n}" if n > 1 else "")
                         for code, outcome, n in self.exits)


def cells(runs: Sequence[RunView], tasks: Sequence[str],
          lanes: Sequence[str]) -> dict[tuple[str, str], Cell]:
    """Every (task, lane) pair that has runs, with its runs sorted by repeat."""
    grouped: dict[tuple[str, str], list[RunView]] = {}
    for view in runs:
        grouped.setdefault((view.run.task, view.run.lane), []).append(view)
    return {(task, lane): Cell(task, lane, tuple(sorted(grouped[task, lane],
                                                         key=lambda v: v.run.repeat)))
            for task in tasks for lane in lanes if (task, lane) in grouped}


# --- HTML --------------------------------------------------------------------------------

def _text(value: str) -> str:
    return escape.raw_text(value)


def _seconds(value: float | None) -> str:
    """Wall time with two decimals always, so that a column's figures line up."""
    return DASH if value is None else f"{value:,.2f}"


def _notes(*notes: str) -> str:
    shown = [note for note in notes if note]
    return f" <small>{' · '.join(shown)}</small>" if shown else ""


def _partial(spread: Spread) -> str:
    return f"{spread.recorded} of {spread.runs} runs" if spread.partial else ""


def _wall(spread: Spread) -> str:
    if spread.median is None:
        return f"{DASH}{NBSP}s"
    span = ""
    if spread.recorded > 1 and spread.low != spread.high:
        span = f"{_seconds(spread.low)}{EN_DASH}{_seconds(spread.high)}"
    # Bold by CSS (.lumen-m--wall), not <b>: two tags fewer per cell for MkDocs to parse.
    return f"{_seconds(spread.median)}{NBSP}s" + _notes(span, _partial(spread))


def _bytes(spread: Spread) -> str:
    if spread.median is None:
        return f"{DASH}{NBSP}B"
    return f"{number(spread.median, 1)}{NBSP}B" + _notes(_partial(spread))


def _tokens(completion: Spread, reasoning: Spread) -> str:
    if completion.median is None:
        return f"{DASH}{NBSP}tok"
    return (f"{number(completion.median, 1)}{NBSP}tok"
            + _notes(f"{number(reasoning.median, 1)} reasoning", _partial(completion)))


def _exit(cell: Cell) -> str:
    parts = []
    for code, outcome, n in cell.exits:
        count = f"{NBSP}{TIMES}{n}" if n > 1 else ""
        text = f"{code}{NBSP}{_text(outcome)}{count}"
        parts.append(f"<strong>{text}</strong>" if code else text)
    return ", ".join(parts)


def _run_title(view: RunView) -> str:
    """What a run link's title (Material's tooltip) says: the run's own figures."""
    run = view.run
    usage = run.usage
    tokens = number(usage.completion_tokens if usage else None, 2)
    reasoning = number(usage.reasoning_tokens if usage else None, 2)
    return (f"{run.id}: {number(run.wall_s, 2)} s, {number(run.output_bytes, 2)} bytes, "
            f"{tokens} tokens ({reasoning} reasoning), exit {run.exit_code} {run.outcome}")


def cell_html(cell: Cell, a: Linker) -> str:
    """The inside of one grid cell: a line per figure, and the link(s) to its runs."""
    alert = "" if cell.all_ok else " lumen-m--alert"
    lines = (f'<span class="lumen-m lumen-m--wall">{_wall(cell.wall)}</span>'
             f'<span class="lumen-m lumen-m--bytes">{_bytes(cell.output)}</span>'
             f'<span class="lumen-m lumen-m--tokens">'
             f"{_tokens(cell.completion, cell.reasoning)}</span>"
             f'<span class="lumen-m lumen-m--exit{alert}">{_exit(cell)}</span>')
    if len(cell.runs) == 1:
        view = cell.runs[0]
        # The cell shows this run's figures already: the title only names it.
        return str(a(Markup(lines), view.page, view.run.id, "lumen-cell"))
    repeats = " ".join(str(a(v.run.repeat, v.page, _run_title(v)))
                       for v in cell.runs)
    return f'{lines}<span class="lumen-grid__runs">runs {repeats}</span>'


def matrix(suite: SuiteView, a: Linker) -> Markup:
    """The task x lane grid of a suite page as one raw HTML block, with its metric switch."""
    results = suite.results
    tasks = list(dict.fromkeys([*results.tasks, *(v.run.task for v in suite.runs)]))
    lanes = list(dict.fromkeys([*results.lanes, *(v.run.lane for v in suite.runs)]))
    by_pair = cells(suite.runs, tasks, lanes)
    label = {v.run.lane: v.lane_label for v in suite.runs}
    for lane, lane_meta in results.lanes.items():
        label.setdefault(lane, lane_meta.label or lane)
    name = f"lumen-grid-{suite.slug}"
    switch = "".join(
        f'<input type="radio" name="{_text(name)}" id="{_text(name)}-{value}" '
        f'value="{value}"{" checked" if value == "all" else ""}>'
        f'<label for="{_text(name)}-{value}">{text}</label>'
        for value, text in METRICS)
    head = "".join(f'<th scope="col">{_text(label[lane])}</th>' for lane in lanes)
    rows = []
    for task in tasks:
        meta = results.tasks.get(task)
        title = (meta.title if meta else None) or task
        if meta is not None:
            heading = f'<a href="#{task_anchor(task)}">{_text(title)}</a>'
        else:
            heading = _text(title)
        if title != task:
            heading += f"<br><code>{_text(task)}</code>"
        tds = []
        for lane in lanes:
            cell = by_pair.get((task, lane))
            if cell is None:
                tds.append(f'<td class="lumen-grid__none" title="not run">{DASH}</td>')
            else:
                css = "" if cell.all_ok else ' class="lumen-grid__failed"'
                tds.append(f"<td{css}>{cell_html(cell, a)}</td>")
        rows.append(f'<tr><th scope="row">{heading}</th>{"".join(tds)}</tr>')
    body = "\n".join(rows)
    return Markup(
        f'<div class="lumen-grid" data-search-exclude>\n'
        f'<span class="lumen-grid__legend">Show</span>{switch}\n'
        f'<div class="lumen-grid__scroll" tabindex="0" role="region" '
        f'aria-label="Task by lane matrix">\n'
        f'<table class="lumen-grid__table" data-lumen-sortable="off">\n'
        f'<thead><tr><th scope="col">Task</th>{head}</tr></thead>\n'
        f"<tbody>\n{body}\n</tbody></table></div>\n</div>\n")
