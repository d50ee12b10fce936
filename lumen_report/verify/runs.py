"""What the verifier reads of the stored results, as plain data.

The results files are validated by their schema (results/schema.py, pydantic) when they are
loaded. The verifier reads a few fields of them, copied here into plain frozen dataclasses:
a large draft's parts are checked in processes started before the results are loaded (the
schema library's import alone takes ~0.15 s), and these are what the parent sends them,
pickled, without the schema's classes. ``load_suite`` keeps them between runs
(lumen_report/validated.py): a results file read before is not validated again."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lumen_report.layout import read_results_text
from lumen_report.validated import remembered

if TYPE_CHECKING:
    from lumen_report.results.schema import RunResult, SuiteResults


@dataclass(frozen=True, slots=True)
class RunUsage:
    prompt_tokens: int | None
    completion_tokens: int | None
    reasoning_tokens: int | None


@dataclass(frozen=True, slots=True, eq=False)
class Run:
    """One stored run, as the verifier reads it (SPEC section 4's run object). Compared by
    identity, as the checks cache their work per run object."""

    id: str
    task: str
    lane: str
    repeat: int
    model: str | None
    params: dict[str, Any]
    exit_code: int
    outcome: str
    http_status: int | None
    wall_s: float | None
    ttft_s: float | None
    ttfo_s: float | None
    output_bytes: int | None
    reasoning_bytes: int | None
    usage: RunUsage | None
    attempts: int | None = None  # the HTTP requests the harness made (null for a command)
    suite: str = ""  # the suite's slug: two suites may hold runs of one lane and task (a rerun)

    @classmethod
    def of(cls, run: RunResult, suite: str = "") -> Run:
        usage = run.usage
        return cls(run.id, run.task, run.lane, run.repeat, run.model,
                   _with_command_flags(run.params, run.command),
                   run.exit_code, run.outcome, run.http_status, run.wall_s, run.ttft_s,
                   run.ttfo_s, run.output_bytes, run.reasoning_bytes,
                   None if usage is None else RunUsage(usage.prompt_tokens,
                                                       usage.completion_tokens,
                                                       usage.reasoning_tokens),
                   run.attempts, suite)


def _with_command_flags(params: Mapping[str, Any], command: list[str] | None) -> dict[str, Any]:
    """A run's params, with the numeric flags its command lane was run with where they say
    nothing of them: ``[gorse-cli, run, --max-tokens, "512"]`` declares max_tokens 512 (SPEC
    section 2's command lanes), so "`--max-tokens 512`" in a draft checks against it."""
    merged = dict(params)
    for index, arg in enumerate(command or ()):
        if not arg.startswith("--") or len(arg) < 4:
            continue
        name, equals, value = arg[2:].partition("=")
        if not equals:
            value = command[index + 1] if command is not None and index + 1 < len(command) \
                else ""
        number = _number(value)
        if number is not None:
            merged.setdefault(name.replace("-", "_"), number)
    return merged


def _number(text: str) -> int | float | None:
    try:
        return int(text)
    except ValueError:
        try:
            return float(text) if any(c.isdigit() for c in text) else None
        except ValueError:
            return None


@dataclass(frozen=True, slots=True)
class Lane:
    label: str | None
    aliases: tuple[str, ...]
    model: str | None


@dataclass(frozen=True, slots=True)
class Suite:
    """One suite's results: its title, lanes (slug -> label, aliases, model), tasks (slug ->
    title) and runs."""

    slug: str
    title: str | None
    lanes: dict[str, Lane]
    tasks: dict[str, str | None]
    runs: tuple[Run, ...]


def plain(results: Mapping[str, SuiteResults] | Mapping[str, Suite]) -> dict[str, Suite]:
    """The verifier's copy of validated results (suite slug -> results; a Suite is its own
    copy)."""
    return {slug: stored if isinstance(stored, Suite) else _plain(slug, stored)
            for slug, stored in results.items()}


def _plain(slug: str, stored: SuiteResults) -> Suite:
    return Suite(slug, stored.title,
                 {name: Lane(meta.label, tuple(meta.aliases), meta.model)
                  for name, meta in stored.lanes.items()},
                 {name: meta.title for name, meta in stored.tasks.items()},
                 tuple(Run.of(run, slug) for run in stored.runs))


def load_suite(path: Path) -> Suite:
    """The results file at ``path``, validated (results/store.py ``load_results``: its
    errors name the file, line and key), as the verifier reads it."""
    text = read_results_text(path)
    return remembered("results", text, lambda: _validated(path, text), _dump, _load)


def _validated(path: Path, text: str) -> Suite:
    from lumen_report.results.store import load_results

    results = load_results(path, text)
    return _plain(results.suite, results)


def _dump(suite: Suite) -> dict[str, Any]:
    return {"slug": suite.slug, "title": suite.title,
            "lanes": {name: [lane.label, list(lane.aliases), lane.model]
                      for name, lane in suite.lanes.items()},
            "tasks": suite.tasks,
            "runs": [[*(getattr(run, name) for name in _RUN_FIELDS),
                      None if run.usage is None else [run.usage.prompt_tokens,
                                                      run.usage.completion_tokens,
                                                      run.usage.reasoning_tokens]]
                     for run in suite.runs]}


def _load(data: dict[str, Any]) -> Suite:
    return Suite(data["slug"], data["title"],
                 {name: Lane(label, tuple(aliases), model)
                  for name, (label, aliases, model) in data["lanes"].items()},
                 dict(data["tasks"]),
                 tuple(_run(row) for row in data["runs"]))


def _run(row: list[Any]) -> Run:
    *values, usage = row
    if len(values) != len(_RUN_FIELDS):
        raise ValueError(f"a kept run has {len(values)} fields")
    return Run(**dict(zip(_RUN_FIELDS, values, strict=True)),
               usage=None if usage is None else RunUsage(*usage))


_RUN_FIELDS = tuple(f.name for f in fields(Run) if f.name != "usage")  # (usage: its own list)
