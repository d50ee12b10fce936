"""Read ``runs/*.yaml`` into typed suites, reporting every problem with file, line and key."""

from __future__ import annotations

import difflib
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from lumen_report.declare.models import Lane, Provider, Suite, Task, check_slug
from lumen_report.declare.suite import SuiteDecl
from lumen_report.declare.yamlfile import Loc, LocatedYaml, load_located
from lumen_report.errors import DeclarationError, Problem

_MODELS_AT_DEPTH: dict[str, type[BaseModel]] = {
    "providers": Provider,
    "lanes": Lane,
    "tasks": Task,
}


def suite_files(project: Path) -> list[Path]:
    """The declaration files of a project, in name order."""
    runs = project / "runs"
    if not runs.is_dir():
        return []
    return sorted(p for p in runs.iterdir() if p.suffix in {".yaml", ".yml"} and p.is_file())


def load_project(project: Path, names: list[str] | None = None) -> list[SuiteDecl]:
    """Every suite of ``project`` (or those in ``names``); all problems raised at once."""
    suites: list[SuiteDecl] = []
    problems: list[Problem] = []
    for path in suite_files(project):
        try:
            suites.append(load_suite(path, project))
        except DeclarationError as exc:
            problems.extend(exc.problems)
    if problems:
        files = len({str(p.path) for p in problems})
        raise DeclarationError(
            f"{len(problems)} problem(s) in {files} suite declaration(s)", problems
        )
    seen: dict[str, Path] = {}
    for decl in suites:
        if decl.slug in seen:
            raise DeclarationError(
                "two declarations name the same suite",
                [Problem(decl.path, decl.line_of(("suite",)), "suite",
                         f"suite {decl.slug!r} is already declared in {seen[decl.slug]}")],
            )
        seen[decl.slug] = decl.path
    if names:
        unknown = [n for n in names if n not in seen]
        if unknown:
            hint = _did_you_mean(unknown[0], list(seen))
            raise DeclarationError(f"no suite named {unknown[0]!r}{hint}")
        suites = [s for s in suites if s.slug in names]
    return suites


def load_suite(path: Path, project: Path | None = None) -> SuiteDecl:
    """Parse and validate one declaration file."""
    shown = _display_path(path, project)
    located, problems = load_located(path)
    if located is None:
        raise DeclarationError(f"{shown}: invalid suite declaration",
                               [_relocate(p, shown) for p in problems])
    if not isinstance(located.data, dict):
        raise DeclarationError(
            f"{shown}: invalid suite declaration",
            [Problem(shown, 1, None, "the file must be a mapping (suite:, lanes:, tasks:, ...)")],
        )
    try:
        suite = Suite.model_validate(located.data)
    except ValidationError as exc:
        problems = _validation_problems(exc, located, shown)
        raise DeclarationError(f"{shown}: invalid suite declaration", problems) from None
    problems = _cross_check(suite, located, shown, path)
    if problems:
        raise DeclarationError(f"{shown}: invalid suite declaration", problems)
    slug = suite.suite or path.stem
    if suite.suite is None:
        try:
            check_slug(slug)
        except ValueError as exc:
            raise DeclarationError(
                f"{shown}: invalid suite declaration",
                [Problem(shown, 1, "suite", f"file name gives no valid slug: {exc}")],
            ) from None
    prompts = {
        name: _read_prompt(task, path) for name, task in suite.tasks.items()
    }
    return SuiteDecl(slug=slug, path=path, model=suite, prompts=prompts, lines=located.lines)


def _display_path(path: Path, project: Path | None) -> Path:
    if project is not None:
        try:
            return path.resolve().relative_to(project.resolve())
        except ValueError:
            pass
    return path


def _relocate(problem: Problem, shown: Path) -> Problem:
    return Problem(shown, problem.line, problem.key, problem.message)


def _read_prompt(task: Task, path: Path) -> str:
    if task.prompt is not None:
        return task.prompt
    assert task.prompt_file is not None
    return (path.parent / task.prompt_file).read_text(encoding="utf-8")


def _cross_check(suite: Suite, located: LocatedYaml, shown: Path, path: Path) -> list[Problem]:
    """What a schema cannot say: providers exist, prompt files exist, labels are unique."""
    problems: list[Problem] = []
    names: dict[str, str] = {}
    for lane_name, lane in suite.lanes.items():
        if lane.provider is not None and lane.provider not in suite.providers:
            loc: Loc = ("lanes", lane_name, "provider")
            hint = _did_you_mean(lane.provider, list(suite.providers))
            problems.append(Problem(shown, located.line_of(loc), _dotted(loc),
                                    f"unknown provider {lane.provider!r}{hint}"))
        for name in [lane_name, *([lane.label] if lane.label else []), *lane.aliases]:
            key = name.casefold()
            if key in names and names[key] != lane_name:
                loc = ("lanes", lane_name)
                problems.append(Problem(shown, located.line_of(loc), _dotted(loc),
                                        f"name {name!r} is also used by lane {names[key]!r}; "
                                        "drafts could not tell the two apart"))
            names.setdefault(key, lane_name)
    for task_name, task in suite.tasks.items():
        if task.prompt_file is None:
            continue
        loc = ("tasks", task_name, "prompt_file")
        target = (path.parent / task.prompt_file)
        if not target.is_file():
            problems.append(Problem(shown, located.line_of(loc), _dotted(loc),
                                    f"prompt file {task.prompt_file!r} not found "
                                    f"(looked for {target})"))
            continue
        try:
            target.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            problems.append(Problem(shown, located.line_of(loc), _dotted(loc),
                                    f"cannot read prompt file {task.prompt_file!r}: {exc}"))
    return problems


def _validation_problems(exc: ValidationError, located: LocatedYaml, shown: Path) -> list[Problem]:
    problems: list[Problem] = []
    for error in exc.errors():
        loc: Loc = tuple(error["loc"])
        # pydantic adds validator names and "[key]" markers to locations; keep real keys.
        loc = tuple(p for p in loc if not _is_marker(p))
        if error["type"] == "extra_forbidden":
            key = str(loc[-1])
            allowed = _allowed_keys(loc[:-1])
            message = f"unknown key {key!r}{_did_you_mean(key, allowed)}"
        elif error["type"] == "missing":
            message = "required key is missing"
            parent = loc[:-1]
            problems.append(Problem(shown, located.line_of(parent), _dotted(loc), message))
            continue
        else:
            message = _clean(error["msg"])
            given = error.get("input")
            if error["type"] not in {"value_error", "assertion_error"} and _is_scalar(given):
                message += f" (got {given!r})"
        problems.append(Problem(shown, located.line_of(loc), _dotted(loc) or None, message))
    return problems


def _is_marker(part: str | int) -> bool:
    return isinstance(part, str) and (part.startswith("function-") or part == "[key]")


def _clean(msg: str) -> str:
    return msg.removeprefix("Value error, ").removeprefix("Assertion failed, ")


def _is_scalar(value: Any) -> bool:
    return isinstance(value, str | int | float | bool) or value is None


def _allowed_keys(parent: Loc) -> list[str]:
    if not parent:
        return list(Suite.model_fields)
    if len(parent) == 2 and isinstance(parent[0], str) and parent[0] in _MODELS_AT_DEPTH:
        return list(_MODELS_AT_DEPTH[parent[0]].model_fields)
    return []


def _did_you_mean(word: str, choices: list[str]) -> str:
    close = difflib.get_close_matches(word, choices, n=1, cutoff=0.6)
    return f"; did you mean {close[0]!r}?" if close else ""


def _dotted(loc: Loc) -> str:
    return ".".join(str(p) for p in loc)
