"""``lumen-report build``: declare -> execute -> store -> verify -> render -> MkDocs.

Each stage is called through its own narrow function; this module only sequences them and
prints one line per stage with its counts and time.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from rich.console import Console
from rich.markup import escape

from lumen_report.declare import SuiteDecl, load_project
from lumen_report.drafts import load_drafts
from lumen_report.errors import LumenError
from lumen_report.harness.plan import PlannedRun, missing_keys, plan_suite
from lumen_report.results import SuiteResults, load_project_results


@dataclass
class StageLog:
    """Prints ``stage  summary  (time)`` lines on stderr."""

    console: Console = field(
        default_factory=lambda: Console(stderr=True, highlight=False, soft_wrap=True)
    )

    @contextmanager
    def stage(self, name: str) -> Iterator[list[str]]:
        started = time.perf_counter()
        summary: list[str] = []
        yield summary
        elapsed = time.perf_counter() - started
        self.console.print(f"[bold]{name:<8}[/] {escape(' '.join(summary))} "
                           f"[dim]({elapsed:.2f} s)[/]")

    def detail(self, text: str) -> None:
        self.console.print(f"         {escape(text)}")


def build_project(project: Path, *, no_run: bool = False, strict: bool = False,
                  allow_errors: bool = False, site_dir: Path | None = None,
                  log: StageLog | None = None) -> int:
    """Build the whole site; returns the exit code (0 built, 1 blocked by verification)."""
    log = log or StageLog()
    if not (project / "mkdocs.yml").is_file():
        raise LumenError(f"{project / 'mkdocs.yml'}: not found; is {project} a lumen-report "
                         "project? (use --project DIR)")

    with log.stage("declare") as line:
        decls = load_project(project)
        line.append(f"{len(decls)} suite(s), {sum(len(d.runs()) for d in decls)} run(s) declared")

    with log.stage("run") as line:
        stored = load_project_results(decls)
        ran = _run_pending(project, decls, stored, no_run=no_run, log=log, line=line)
    if ran:
        stored = load_project_results(decls)

    with log.stage("verify") as line:
        from lumen_report.verify import verify_drafts

        drafts = [d for d in load_drafts(project) if d.published]
        report = verify_drafts(drafts, stored, strict=strict)
        summary = report.summary
        line.append(f"{len(drafts)} draft(s), {summary['claims']} number(s): "
                    f"{summary['verified']} verified, {summary['derived']} derived, "
                    f"{summary['rounding']} rounding, {summary['mismatch']} mismatch, "
                    f"{summary['unsupported']} unsupported, {summary['ignored']} ignored")
        for draft_report in report.drafts:
            for claim in draft_report.errors:
                log.detail(f"{draft_report.path}:{claim.line}:{claim.col} error: {claim.message}")
    if report.errors and not allow_errors:
        log.console.print(f"[red]build refused:[/] {len(report.errors)} verification error(s); "
                          "fix the drafts (see `lumen-report verify`) or pass --allow-errors")
        return 1

    with log.stage("site") as line:
        from lumen_report.site.build import build_site

        target = site_dir or project / "site"
        stats = build_site(project, decls=decls, results=stored, drafts=drafts,
                           verification=report, site_dir=target, allow_errors=allow_errors,
                           strict=strict)
        line.append(f"{stats.describe()} -> {target}")
    return 0


def _run_pending(project: Path, decls: list[SuiteDecl], stored: dict[str, SuiteResults], *,
                 no_run: bool, log: StageLog, line: list[str]) -> bool:
    """Execute pending runs of suites whose keys are set; report the rest. True if any ran."""
    plans: dict[str, list[PlannedRun]] = {
        decl.slug: plan_suite(decl, stored.get(decl.slug)) for decl in decls
    }
    counts = Counter(p.status for planned in plans.values() for p in planned)
    line.append(f"{counts['up_to_date']} up to date, {counts['hand_recorded']} hand-recorded, "
                f"{counts['pending']} pending")
    runnable: list[str] = []
    for decl in decls:
        pending = [p for p in plans[decl.slug] if p.pending]
        if not pending:
            continue
        reasons = Counter(p.reason for p in pending)
        why = ", ".join(f"{n} {reason}" for reason, n in reasons.items())
        keys = missing_keys(decl, pending)
        if no_run:
            log.detail(f"{decl.slug}: skipped {len(pending)} pending run(s) ({why}): --no-run")
        elif keys:
            log.detail(f"{decl.slug}: skipped {len(pending)} pending run(s) ({why}): "
                       f"{', '.join(sorted(keys))} not set")
        else:
            runnable.append(decl.slug)
    if not runnable:
        return False
    from lumen_report.harness.execute import run_project

    run_project(project, suites=runnable, only=None, jobs=None, rerun=False)
    return True
