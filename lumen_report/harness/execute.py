"""Execute the pending runs of a project: concurrency, durable recording, progress.

Every finished run is written to its suite's summary.json at once (atomically, off the
event loop so a slow fsync never delays the timestamps of runs still streaming), so a kill
at any moment loses at most the runs in flight, and the next ``run`` does only those.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import time
from collections import Counter, deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

from lumen_report.declare import load_project
from lumen_report.declare.suite import RunSpec, SuiteDecl
from lumen_report.harness.command import run_command
from lumen_report.harness.openai_chat import run_http
from lumen_report.harness.outcomes import Outcome
from lumen_report.harness.plan import PlannedRun, plan_suite
from lumen_report.harness.pool import shared_client
from lumen_report.harness.redact import Redactor
from lumen_report.harness.transcript import PARTIAL, TranscriptWriter
from lumen_report.results.schema import RunResult, SuiteResults
from lumen_report.results.store import (
    SUMMARY,
    load_or_new,
    save_results,
    summary_path,
    with_declaration,
)


@dataclass
class SuiteSummary:
    suite: str
    up_to_date: int = 0
    hand_recorded: int = 0
    executed: int = 0
    not_started: int = 0  # config outcomes not recorded because a result was already stored
    outcomes: Counter[str] = field(default_factory=Counter)


@dataclass
class RunSummary:
    """What ``run`` did, per suite; ``executed`` runs were all recorded."""

    suites: list[SuiteSummary] = field(default_factory=list)
    wall_s: float = 0.0

    @property
    def executed(self) -> int:
        return sum(s.executed for s in self.suites)

    @property
    def outcomes(self) -> Counter[str]:
        total: Counter[str] = Counter()
        for suite in self.suites:
            total.update(suite.outcomes)
        return total


def _secrets_of(decls: list[SuiteDecl]) -> list[str]:
    names = {p.api_key_env for d in decls for p in d.model.providers.values() if p.api_key_env}
    return [os.environ[n] for n in names if os.environ.get(n)]


def run_project(project: Path, *, suites: list[str] | None, only: str | None,
                jobs: int | None, rerun: bool, console: Console | None = None) -> RunSummary:
    """Run everything not up to date in ``project`` and record it; see SPEC section 8."""
    decls = load_project(project, suites)
    console = console or Console(stderr=True)
    redactor = Redactor(_secrets_of(decls))
    summary = RunSummary()
    started = time.perf_counter()
    plans: list[tuple[SuiteDecl, SuiteResults, list[PlannedRun]]] = []
    for decl in decls:
        results = load_or_new(decl)
        planned = plan_suite(decl, results, rerun=rerun, only=only)
        plans.append((decl, results, planned))
        counts = Counter(p.status for p in planned)
        reasons = Counter(p.reason for p in planned if p.pending)
        detail = ", ".join(f"{n} {r}" for r, n in reasons.items())
        console.print(
            f"{decl.slug}: {counts['pending']} to run"
            + (f" ({detail})" if detail else "")
            + f", {counts['up_to_date']} up to date, {counts['hand_recorded']} hand-recorded",
            highlight=False,
        )
    total = sum(1 for _, _, planned in plans for p in planned if p.pending)
    progress = _Progress(console, total)
    try:
        with progress:
            for decl, results, planned in plans:
                suite_summary = SuiteSummary(decl.slug)
                suite_summary.up_to_date = sum(p.status == "up_to_date" for p in planned)
                suite_summary.hand_recorded = sum(p.status == "hand_recorded" for p in planned)
                summary.suites.append(suite_summary)
                pending = [p.spec for p in planned if p.pending]
                if not pending:
                    continue
                _remove_leftovers(decl)
                asyncio.run(_run_suite(decl, results, pending, jobs or decl.model.jobs,
                                       redactor, progress, suite_summary))
    except KeyboardInterrupt:
        console.print(f"stopped: {summary.executed} finished run(s) were recorded; `run` again "
                      "does only what is missing", highlight=False)
        raise
    finally:
        summary.wall_s = time.perf_counter() - started
    if total == 0:
        console.print("nothing to run: every selected run is up to date", highlight=False)
        return summary
    tally = ", ".join(f"{n} {o}" for o, n in sorted(summary.outcomes.items()))
    console.print(f"done: {summary.executed} run(s) recorded in {summary.wall_s:.1f} s"
                  + (f" ({tally})" if tally else ""), highlight=False)
    return summary


class _Progress:
    """A rich bar (done/total, outcome tally, ETA) on a terminal; plain lines otherwise."""

    def __init__(self, console: Console, total: int) -> None:
        self.console = console
        self.total = total
        self.done = 0
        self.tally: Counter[str] = Counter()
        self.live = console.is_terminal and total > 0
        self.bar = Progress(
            TextColumn("[bold]run[/]"), BarColumn(), MofNCompleteColumn(),
            TextColumn("{task.fields[tally]}"), TimeElapsedColumn(), TextColumn("ETA"),
            TimeRemainingColumn(), console=console, transient=False,
        )
        self.task: TaskID | None = None

    def __enter__(self) -> _Progress:
        if self.live:
            self.bar.start()
            self.task = self.bar.add_task("run", total=self.total, tally="")
        return self

    def __exit__(self, *exc: object) -> None:
        if self.live:
            self.bar.stop()

    def finished(self, suite: str, run: RunResult, *, kept: bool = False) -> None:
        self.done += 1
        self.tally[run.outcome] += 1
        tally = " ".join(f"{o}:{n}" for o, n in sorted(self.tally.items()))
        wall = f"{run.wall_s:.2f} s" if run.wall_s is not None else "-"
        line = (f"[{self.done}/{self.total}] {suite} {run.id}: {run.outcome} "
                f"(exit {run.exit_code}, {wall})")
        if run.error:
            line += f" - {run.error}"
        if kept:
            line += " (the stored result was kept)"
        if self.live and self.task is not None:
            self.bar.update(self.task, advance=1, tally=tally)
            if run.exit_code != 0:
                self.bar.console.print(line, highlight=False, markup=False)
        else:
            # Plain text as is (what console.print would write here, without its rendering
            # pipeline: ~0.1 ms a line, on the event loop, while other runs finish).
            self.console.file.write(line + "\n")
            self.console.file.flush()


def _remove_leftovers(decl: SuiteDecl) -> None:
    """Files a killed ``run`` left half-written: a results temp file, partial transcripts."""
    folder = decl.folder
    if not folder.is_dir():
        return
    for stale in folder.glob(f".{SUMMARY}.*.tmp"):
        stale.unlink(missing_ok=True)
    transcripts = folder / "transcripts"
    if transcripts.is_dir():
        for stale in transcripts.rglob(f"*{PARTIAL}"):
            stale.unlink(missing_ok=True)


class _Recorder:
    """Saves the suite's results after every finished run, coalescing saves under load.

    A save never waits for unrelated work: it starts as soon as a run is recorded, or right
    after the save in progress when several runs finish together (64 runs finishing in the
    same second cost a few saves, not 64 serial ones), and a run recorded during a save is
    in the very next one. Saves are atomic (store.save_results) and run in a thread, so that
    an fsync never delays the requests and timestamps of streaming runs.

    A finished run's transcript files are closed and moved into place (in a thread too: a
    rename that replaces a file can wait on the disk) before the run counts as recorded, so
    a results file never names a run whose transcript is not in place, and a run interrupted
    before that never replaces the transcript of the result already stored.
    """

    def __init__(self, decl: SuiteDecl, results: SuiteResults) -> None:
        self.path = summary_path(decl)
        self.base = with_declaration(results, decl)  # labels and titles, copied in once
        self.order = {spec.id: index for index, spec in enumerate(decl.runs())}
        self.runs = {run.id: run for run in results.runs}
        self.staged: dict[str, TranscriptWriter] = {}  # finished, not closed or moved yet
        self.moving: set[asyncio.Future[None]] = set()
        self.failed: BaseException | None = None
        self.dirty = False
        self.wake = asyncio.Event()
        self.saving: asyncio.Future[None] | None = None

    def stage(self, writer: TranscriptWriter) -> None:
        self.staged[writer.run_id] = writer

    def add(self, run: RunResult) -> None:
        """Record ``run`` once its transcript files are in place."""
        writer = self.staged.pop(run.id, None)
        if writer is None:
            self._recorded(run)
            return
        moving = asyncio.ensure_future(asyncio.to_thread(_move, writer))
        self.moving.add(moving)
        moving.add_done_callback(lambda done: self._moved(run, done))

    def _moved(self, run: RunResult, done: asyncio.Future[None]) -> None:
        self.moving.discard(done)
        if done.cancelled() or done.exception() is not None:
            self.failed = self.failed or done.exception() or asyncio.CancelledError()
            self.wake.set()
            return
        self._recorded(run)

    def _recorded(self, run: RunResult) -> None:
        self.runs[run.id] = run
        self.dirty = True
        self.wake.set()

    def _snapshot(self) -> SuiteResults:
        self.dirty = False
        last = len(self.order)
        runs = sorted(self.runs.values(), key=lambda r: (self.order.get(r.id, last), r.id))
        return self.base.model_copy(update={"runs": runs})

    async def loop(self) -> None:
        """Save whenever there is something new; returns only if a transcript could not be
        moved into place."""
        while True:
            await self.wake.wait()
            self.wake.clear()
            if self.failed is not None:
                return  # flush() raises it
            while self.dirty:
                self.saving = asyncio.ensure_future(
                    asyncio.to_thread(save_results, self._snapshot(), self.path))
                await asyncio.shield(self.saving)

    async def flush(self) -> None:
        """Wait for the files being moved and the save in flight, then save what is still
        unsaved (also on Ctrl-C)."""
        while self.moving:
            with contextlib.suppress(BaseException):
                await asyncio.shield(asyncio.gather(*self.moving))
        if self.saving is not None and not self.saving.done():
            with contextlib.suppress(BaseException):
                await asyncio.shield(self.saving)
        if self.dirty:
            save_results(self._snapshot(), self.path)
        for writer in self.staged.values():  # finished but never recorded (a bug): not kept
            writer.abort()
        if self.failed is not None:
            raise self.failed


def _move(writer: TranscriptWriter) -> None:
    """Close a finished run's transcript files and move them into place, or delete them."""
    try:
        writer.commit()
    except BaseException:
        writer.abort()
        raise


async def _run_suite(decl: SuiteDecl, results: SuiteResults, pending: list[RunSpec], jobs: int,
                     redactor: Redactor, progress: _Progress, summary: SuiteSummary) -> None:
    folder = decl.folder
    recorder = _Recorder(decl, results)
    # A worker pool, not one task per run behind a semaphore: a worker that finishes a run
    # takes the next one in the same step, so its request goes out on the connection just
    # released, instead of waiting until every other run finishing at the same moment has
    # been recorded (and while connections pile up idle for httpcore to scan per request).
    queue = deque(pending)
    workers = min(jobs, len(pending))
    # Loading the CA bundle costs ~0.2 s; a suite with no https provider never needs it
    # (redirects are not followed, so a plain-http run cannot end up on TLS).
    tls = any(p.base_url.startswith("https://") for p in decl.model.providers.values())
    async with shared_client(connections=workers, tls=tls) as client:

        def record(spec: RunSpec, run: RunResult) -> None:
            if run.outcome == Outcome.CONFIG.value and spec.id in recorder.runs:
                # Nothing was measured: never replace a stored result with "could not start".
                summary.not_started += 1
                progress.finished(decl.slug, run, kept=True)
                return
            recorder.add(run)
            summary.executed += 1
            summary.outcomes[run.outcome] += 1
            progress.finished(decl.slug, run)

        async def worker() -> None:
            while queue:
                spec = queue.popleft()
                if spec.lane_decl.is_command:
                    run = await run_command(spec, folder=folder, redactor=redactor,
                                            stage=recorder.stage)
                else:
                    run = await run_http(spec, client=client, folder=folder, redactor=redactor,
                                         stage=recorder.stage)
                record(spec, run)

        saver = asyncio.create_task(recorder.loop())
        tasks = [asyncio.create_task(worker()) for _ in range(workers)]
        workers_done = asyncio.gather(*tasks)
        try:
            either: list[asyncio.Future[Any]] = [workers_done, saver]
            await asyncio.wait(either, return_when=asyncio.FIRST_COMPLETED)
            if saver.done():  # a save failed (raised here) or a transcript could not be moved
                saver.result()
                raise recorder.failed or RuntimeError("the results saver stopped")
            await workers_done
        except BaseException:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            if workers_done.done() and not workers_done.cancelled():
                workers_done.exception()  # retrieved: the first error is what goes on
            raise
        finally:
            saver.cancel()
            await recorder.flush()


__all__ = ["RunSummary", "SuiteSummary", "run_project"]
