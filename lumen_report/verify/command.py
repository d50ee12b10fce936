"""``lumen-report verify``: load drafts and results, verify, print, and optionally fix."""

from __future__ import annotations

import difflib
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import click

from lumen_report.errors import LumenError
from lumen_report.layout import draft_paths
from lumen_report.verify import default_jobs, parts, patterns, verify_drafts
from lumen_report.verify.model import Claim, VerifyReport
from lumen_report.verify.report import render
from lumen_report.verify.runs import Suite, load_suite

if TYPE_CHECKING:
    from lumen_report.drafts import Draft

# The drafts and results are loaded, and validated by their schemas (pydantic), only after
# a large draft's parts' processes have started (see _start_parts): pydantic's import and
# the schemas' classes take ~0.2 s, which those processes spend parsing their parts. An
# input validated on an earlier run is not validated again (lumen_report/validated.py).


def load_verify_results(project: Path, paths: list[Path] | None) -> dict[str, Suite]:
    """The named results files, or every ``runs/*/summary.json`` of the project."""
    if paths is None:
        paths = sorted((project / "runs").glob("*/summary.json"))
    found: dict[str, Suite] = {}
    for path in paths:
        suite = load_suite(path)
        if suite.slug in found:
            raise LumenError(f"{path}: a second results file for suite {suite.slug!r}; "
                             "pass one file per suite")
        found[suite.slug] = suite
    return found


def verify_command(project: Path, *, drafts: list[Path] | None, results: list[Path] | None,
                   fmt: str, strict: bool, fix: bool, write: bool,
                   jobs: int | None = None, done: Callable[[int], None] | None = None) -> int:
    """Verify, print in ``fmt``, and return 0 (no error), 1 (errors); bad input raises.
    ``done`` is called with that code once everything is printed and written, while the
    findings are still held (the CLI ends the process there: see cli.exit_at_once)."""
    if write and not fix:
        raise LumenError("--write applies the corrections of --fix: pass --fix --write")
    if drafts is not None:
        drafts = [_draft_path(project, p) for p in drafts]
    jobs = default_jobs() if jobs is None else jobs
    paths = draft_paths(project) if drafts is None else drafts  # listed once, for both
    early = _start_parts(paths, jobs)
    try:
        from lumen_report.drafts import load_drafts

        loaded = load_drafts(project, paths)
        stored = load_verify_results(project, results)
        _check_suites(loaded, stored)
        report = verify_drafts(loaded, stored, strict=strict, jobs=jobs, early=early)
    finally:
        if early is not None:
            early.cancel()  # (nothing left to stop once verify_drafts has joined them)
    colour = fmt == "text" and sys.stdout.isatty()
    click.echo(render(report, fmt, colour=colour), nl=False)
    patterns.save()  # the regex programs built this run, for the next (verify/patterns.py)
    code = report.exit_code
    if fix:
        fixed = apply_fixes(report, write=write)
        if write and fixed:
            from lumen_report.drafts import load_drafts

            again = verify_drafts(load_drafts(project, [d.draft.path for d in report.drafts]),
                                  stored, strict=strict, jobs=jobs)
            click.echo(f"after --write: {again.summary['errors']} error(s) left", err=True)
            code = again.exit_code
    if done is not None:
        done(code)
    return code


def _start_parts(paths: list[Path], jobs: int) -> parts.Early | None:
    """The processes for the parts of the largest of ``paths``, when it is large enough to
    split, started before anything is loaded; None if none is (or it cannot be read: loading
    reports that)."""
    if jobs < 2:
        return None
    sizes = []
    for path in paths:
        try:
            sizes.append((path.stat().st_size, path))
        except OSError:
            continue
    if not sizes or max(sizes)[0] < parts.MIN_SIZE:
        return None
    path = max(sizes)[1]
    try:
        text = path.read_text(encoding="utf-8")  # as load_drafts reads it
    except (OSError, UnicodeDecodeError):
        return None
    return parts.start(path, text, jobs)


def _draft_path(project: Path, path: Path) -> Path:
    """A draft named on the command line, relative to the current folder or the project."""
    if path.is_file():
        return path
    if not path.is_absolute() and (project / path).is_file():
        return project / path
    raise LumenError(f"{path}: no such draft")


def _check_suites(drafts: list[Draft], stored: dict[str, Suite]) -> None:
    for draft in drafts:
        missing = [s for s in draft.meta.suites or [] if s not in stored]
        if missing:
            click.echo(f"{draft.shown}:1: warning: no results for suite(s) {', '.join(missing)}; "
                       "its numbers will be unsupported", err=True)


def fixed_text(text: str, claims: list[Claim]) -> tuple[str, int]:
    """``text`` with every proposed fix applied (right to left, so offsets stay valid)."""
    count = 0
    for claim in sorted((c for c in claims if c.fix_span is not None),
                        key=lambda c: c.fix_span[0] if c.fix_span else 0, reverse=True):
        assert claim.fix_span is not None
        start, end, number = claim.fix_span
        text = text[:start] + number + text[end:]
        count += 1
    return text, count


def apply_fixes(report: VerifyReport, *, write: bool) -> int:
    """Print a unified diff of the proposed corrections (or write them); the number fixed."""
    total = 0
    for draft_report in report.drafts:
        draft = draft_report.draft
        new, count = fixed_text(draft.text, draft_report.claims)
        if not count:
            continue
        total += count
        if write:
            draft.path.write_text(new, encoding="utf-8")
            click.echo(f"{draft.shown}: corrected {count} number(s)", err=True)
        else:
            # git's form: an absolute path loses its leading "/" ("a/work/x.md", not "a//").
            name = draft.shown.replace("\\", "/").lstrip("/")
            diff = difflib.unified_diff(draft.text.splitlines(keepends=True),
                                        new.splitlines(keepends=True),
                                        fromfile=f"a/{name}", tofile=f"b/{name}")
            click.echo("".join(diff), nl=False)
    if not total:
        click.echo("--fix: no mismatch with exactly one fitting value to correct", err=True)
    return total
