"""Commands: parse options, call one stage function, print, return an exit code.

Stage modules are imported inside each command so that ``lumen-report --help`` and the
harness start fast, and a problem in one stage never stops another command from running.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import wraps
from pathlib import Path
from typing import Any, TypeVar

import click

from lumen_report import __version__
from lumen_report.errors import LumenError

F = TypeVar("F", bound=Callable[..., Any])

project_option = click.option(
    "--project",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("."),
    show_default=True,
    help="The project folder (mkdocs.yml, runs/, drafts/).",
)


def reports_errors(func: F) -> F:
    """Print a LumenError as its message (no traceback) and exit with its code."""

    @wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except LumenError as exc:
            click.echo(f"error: {exc}", err=True)
            sys.exit(exc.exit_code)
        except KeyboardInterrupt:
            click.echo("interrupted", err=True)
            sys.exit(130)

    return wrapper  # type: ignore[return-value]


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="lumen-report")
def main() -> None:
    """Benchmark LLM APIs, check every number in the write-ups, publish the site."""


@main.command()
@project_option
@click.option("--suite", "suites", multiple=True, help="Only this suite (repeatable).")
@click.option("--only", metavar="GLOB", help="Only run ids matching GLOB (task/lane/repeat).")
@click.option("--jobs", type=click.IntRange(min=1), help="Concurrent runs (default: the YAML's).")
@click.option("--rerun", is_flag=True, help="Run again even when results are up to date.")
@reports_errors
def run(project: Path, suites: tuple[str, ...], only: str | None, jobs: int | None,
        rerun: bool) -> None:
    """Execute the runs that are not up to date and record their results."""
    import gc
    import sys

    # httpcore imports trio whenever it is installed (~0.1 s of start-up); the harness runs
    # on asyncio only, so `run` skips that import.
    sys.modules.setdefault("trio", None)  # type: ignore[arg-type]
    from lumen_report.harness.execute import run_project

    # Everything imported so far lives until exit: keep the collector off it (the runs'
    # collections stay cheap and the interpreter exits ~0.2 s sooner).
    gc.freeze()
    run_project(project, suites=list(suites) or None, only=only, jobs=jobs, rerun=rerun)


@main.command()
@project_option
@click.option("--suite", "suites", multiple=True, help="Only this suite (repeatable).")
@reports_errors
def rescore(project: Path, suites: tuple[str, ...]) -> None:
    """Recompute results from stored transcripts, without any request."""
    from lumen_report.harness.rescore import rescore_project

    rescore_project(project, suites=list(suites) or None)


@main.command()
@click.argument("drafts", nargs=-1, type=click.Path(dir_okay=False, path_type=Path))
@project_option
@click.option("--results", "results", multiple=True,
              type=click.Path(dir_okay=False, path_type=Path),
              help="Verify against this results file instead of the project's (repeatable).")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "github"]), default="text",
              show_default=True)
@click.option("--strict", is_flag=True, help="Treat unsupported numbers as errors.")
@click.option("--fix", is_flag=True, help="Propose the corrected figure for each mismatch.")
@click.option("--write", is_flag=True, help="With --fix: apply the corrections to the drafts.")
@click.option("--jobs", type=click.IntRange(min=1), default=None,
              help="Processes to check a large draft with (default: LUMEN_JOBS, else the "
                   "CPUs available; 1 checks in this process only).")
@reports_errors
def verify(drafts: tuple[Path, ...], project: Path, results: tuple[Path, ...], fmt: str,
           strict: bool, fix: bool, write: bool, jobs: int | None) -> None:
    """Check every number in the drafts against the stored results."""
    import gc

    # Importing and loading make next to no garbage cycles: no collections meanwhile (as
    # verify_drafts does during the checks).
    gc.disable()
    try:
        from lumen_report.verify.command import verify_command

        code = verify_command(project, drafts=list(drafts) or None,
                              results=list(results) or None, fmt=fmt, strict=strict, fix=fix,
                              write=write, jobs=jobs, done=exit_at_once)
    finally:
        gc.enable()
    # The findings live until exit: frozen, the collector's last pass at exit skips them
    # (~25 ms on a 1 MB draft's 17,000 claims).
    gc.freeze()
    sys.exit(code)


def exit_at_once(code: int) -> None:
    """End the process with ``code`` now, when it is the program itself (its standard
    streams are its own): with everything printed and written, freeing each finding and
    then every module at exit only costs time (~40 ms after a 1 MB draft; mypy exits so
    too). Run in-process (click's test runner, a program that calls ``main``), return."""
    import os

    out, err = sys.stdout, sys.stderr
    if out is not sys.__stdout__ or err is not sys.__stderr__ or out is None or err is None:
        return
    try:
        out.flush()
        err.flush()
    except (OSError, ValueError):
        return  # (a closed pipe: let the usual exit report it)
    os._exit(code)


@main.command()
@project_option
@click.option("--no-run", is_flag=True, help="Do not execute pending runs.")
@click.option("--strict", is_flag=True, help="Unsupported numbers block the build too.")
@click.option("--allow-errors", is_flag=True,
              help="Build even when verification finds errors (pages carry a warning).")
@click.option("--site-dir", type=click.Path(file_okay=False, path_type=Path),
              help="Where to build the site (default: PROJECT/site).")
@reports_errors
def build(project: Path, no_run: bool, strict: bool, allow_errors: bool,
          site_dir: Path | None) -> None:
    """Run what is pending, verify the drafts, render the pages, build the site."""
    from lumen_report.pipeline import build_project

    sys.exit(build_project(project, no_run=no_run, strict=strict, allow_errors=allow_errors,
                           site_dir=site_dir))


@main.command()
@project_option
@click.option("--dev-addr", default="127.0.0.1:8000", show_default=True, metavar="IP:PORT")
@click.option("--allow-errors/--no-allow-errors", default=True, show_default=True,
              help="Preview pages even when verification finds errors.")
@reports_errors
def serve(project: Path, dev_addr: str, allow_errors: bool) -> None:
    """Preview the site, rebuilding when drafts, results or templates change."""
    from lumen_report.site.serve import serve_project

    serve_project(project, dev_addr=dev_addr, allow_errors=allow_errors)


@main.command()
@project_option
@click.option("--remote", default="origin", show_default=True)
@click.option("--branch", default="gh-pages", show_default=True)
@click.option("--message", "-m", default=None, help="Commit message for the gh-pages commit.")
@click.option("--no-push", is_flag=True, help="Commit to the branch but do not push.")
@reports_errors
def deploy(project: Path, remote: str, branch: str, message: str | None, no_push: bool) -> None:
    """Build the site and publish it to GitHub Pages (the gh-pages branch)."""
    from lumen_report.site.deploy import deploy_project

    deploy_project(project, remote=remote, branch=branch, message=message, push=not no_push)
