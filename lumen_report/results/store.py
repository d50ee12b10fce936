"""Load, upgrade and atomically save results files.

A results file is the only record of money and hours spent on a provider, so a save never
leaves a torn file (temp file in the same folder, fsync, rename) and a file that cannot be
read is reported and left untouched, never overwritten.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from lumen_report.errors import Problem, ResultsError
from lumen_report.layout import read_results_text
from lumen_report.results.schema import (
    SCHEMA,
    SCHEMA_VERSION,
    LaneMeta,
    RunResult,
    SuiteResults,
    TaskMeta,
)

if TYPE_CHECKING:  # declarations load only where runs are recorded
    from lumen_report.declare.suite import SuiteDecl

SUMMARY = "summary.json"
_PREFIX = "lumen-report/results@"


def _upgrade_to_1(data: dict[str, Any]) -> dict[str, Any]:
    """@0 (pre-release) kept token counts flat on each run and called wall time wall_time_s."""
    for run in data.get("runs", []):
        if "wall_time_s" in run:
            run["wall_s"] = run.pop("wall_time_s")
        flat = {k: run.pop(k) for k in ("prompt_tokens", "completion_tokens", "reasoning_tokens")
                if k in run}
        if flat and run.get("usage") is None:
            run["usage"] = flat
    data["schema"] = f"{_PREFIX}1"
    return data


# UPGRADES[n] turns a version-n document into version n+1.
UPGRADES: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _upgrade_to_1}


def summary_path(decl: SuiteDecl) -> Path:
    return decl.folder / SUMMARY


def load_results(path: Path, text: str | None = None) -> SuiteResults:
    """Read a results file, upgrading older schema versions; refuse torn or newer ones.
    ``text``: the file's text when the caller has read it."""
    if text is None:
        text = read_results_text(path)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ResultsError(
            f"{path}:{exc.lineno}: results file is not valid JSON ({exc.msg}); it may be torn "
            "or hand-edited. It was left untouched: restore it from version control or fix it."
        ) from None
    if not isinstance(data, dict):
        raise ResultsError(f"{path}:1: results file must hold a JSON object")
    data = _upgrade(data, path)
    try:
        return SuiteResults.model_validate(data)
    except ValidationError as exc:
        problems = [
            Problem(path, _json_line(text, err["loc"]), ".".join(str(p) for p in err["loc"]),
                    err["msg"])
            for err in exc.errors()
        ]
        raise ResultsError(f"{path}: results file does not match {SCHEMA}", problems) from None


def _upgrade(data: dict[str, Any], path: Path) -> dict[str, Any]:
    schema = data.get("schema")
    if not isinstance(schema, str) or not schema.startswith(_PREFIX):
        raise ResultsError(f"{path}:1: schema: expected {SCHEMA!r}, found {schema!r}")
    try:
        version = int(schema.removeprefix(_PREFIX))
    except ValueError:
        raise ResultsError(f"{path}:1: schema: unreadable version in {schema!r}") from None
    if version > SCHEMA_VERSION:
        raise ResultsError(
            f"{path}:1: schema: {schema!r} was written by a newer lumen-report (this one reads "
            f"up to {SCHEMA!r}); upgrade lumen-report. The file was left untouched."
        )
    while version < SCHEMA_VERSION:
        data = UPGRADES[version](data)
        version += 1
    return data


def _json_line(text: str, loc: Iterable[int | str]) -> int | None:
    """Best-effort line of a JSON location: the line of the run's id, or of the key."""
    parts = list(loc)
    if len(parts) >= 2 and parts[0] == "runs" and isinstance(parts[1], int):
        try:
            run_id = json.loads(text)["runs"][parts[1]].get("id")
        except (KeyError, IndexError, TypeError, AttributeError, ValueError):
            run_id = None
        if run_id:
            needle = json.dumps(run_id)
            for number, line in enumerate(text.splitlines(), 1):
                if needle in line:
                    return number
    return None


def load_or_new(decl: SuiteDecl) -> SuiteResults:
    """The stored results of a suite, or an empty file for it."""
    path = summary_path(decl)
    if path.exists():
        return load_results(path)
    return SuiteResults(suite=decl.slug, title=decl.title)


def with_declaration(results: SuiteResults, decl: SuiteDecl) -> SuiteResults:
    """Copy the declaration's labels and titles in, and order runs as declared."""
    suite = decl.model
    lanes = {
        name: LaneMeta(label=lane.label, aliases=list(lane.aliases), provider=lane.provider,
                       model=lane.model, command=lane.command, params=dict(lane.params))
        for name, lane in suite.lanes.items()
    }
    tasks = {name: TaskMeta(title=task.title) for name, task in suite.tasks.items()}
    order = {spec.id: index for index, spec in enumerate(decl.runs())}
    runs = sorted(results.runs, key=lambda r: (order.get(r.id, len(order)), r.id))
    return results.model_copy(update={"suite": decl.slug, "title": decl.title, "lanes": lanes,
                                      "tasks": tasks, "runs": runs})


def record_run(results: SuiteResults, run: RunResult, decl: SuiteDecl) -> SuiteResults:
    """Results with ``run`` added or replacing the run of the same id."""
    runs = [r for r in results.runs if r.id != run.id] + [run]
    return with_declaration(results.model_copy(update={"runs": runs}), decl)


def save_results(results: SuiteResults, path: Path) -> None:
    """Write atomically: a temp file in the same folder, fsync, rename, fsync the folder."""
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = results.to_json().encode("utf-8")
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    dir_fd = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)


def load_project_results(decls: list[SuiteDecl]) -> dict[str, SuiteResults]:
    """The stored results of every suite that has any, keyed by suite slug."""
    found: dict[str, SuiteResults] = {}
    for decl in decls:
        path = summary_path(decl)
        if path.exists():
            found[decl.slug] = load_results(path)
    return found

