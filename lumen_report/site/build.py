"""Render every page into a build folder and run a real MkDocs build into the site folder.

The build folder is a fresh temporary directory outside the project: the generated Markdown,
the completed ``mkdocs.yml`` and the assets live there, so nothing in the project changes
except ``site/``.
"""

from __future__ import annotations

import gc
import logging
import os
import shutil
import tempfile
import time
from collections import Counter
from collections.abc import Iterator, Mapping
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from markupsafe import Markup

from lumen_report.declare.suite import SuiteDecl
from lumen_report.drafts import Draft
from lumen_report.errors import LumenError, VerificationFailed
from lumen_report.results.schema import SuiteResults
from lumen_report.site import config as site_config
from lumen_report.site import links
from lumen_report.site.charts import SuiteCharts
from lumen_report.site.pages import (
    Renderer,
    ReportView,
    RunView,
    SuiteView,
    anchor,
    task_anchor,
)
from lumen_report.site.report import report_view
from lumen_report.site.transcript import read_output
from lumen_report.verify.model import VerifyReport


@dataclass
class SiteStats:
    """What a build produced: pages by kind, charts, and how long it took."""

    pages: Counter[str] = field(default_factory=Counter)
    charts: int = 0
    render_s: float = 0.0
    mkdocs_s: float = 0.0
    build_dir: Path | None = None

    @property
    def seconds(self) -> float:
        return self.render_s + self.mkdocs_s

    def describe(self) -> str:
        kinds = ", ".join(f"{n} {kind}" for kind, n in self.pages.items())
        return (f"{sum(self.pages.values())} page(s) ({kinds}), {self.charts} chart(s), "
                f"rendered in {self.render_s:.2f} s, MkDocs {self.mkdocs_s:.2f} s")


class BuildFailed(LumenError):
    """MkDocs reported warnings (strict: broken links, missing anchors) or failed."""


def plotly_js() -> Path:
    """plotly.min.js from the installed plotly package: the version the figures target."""
    path = Path(str(resources.files("plotly") / "package_data" / "plotly.min.js"))
    if not path.is_file():
        raise LumenError(f"{path}: not found; reinstall plotly (pip install --force-reinstall "
                         "plotly)")
    return path


def _assets(docs: Path, with_plotly: bool) -> None:
    target = docs / links.ASSETS
    target.mkdir(parents=True, exist_ok=True)
    source = resources.files("lumen_report") / "site" / "assets"
    for name in ("lumen.js", "lumen.css", "iframe-worker.js"):
        (target / name).write_bytes((source / name).read_bytes())
    if with_plotly:
        shutil.copyfile(plotly_js(), target / "plotly.min.js")


class _Writer:
    """Writes generated pages; each folder is created once (this runs per run page)."""

    def __init__(self, docs: Path) -> None:
        self.docs = docs
        self.made: set[str] = set()

    def __call__(self, page: str, text: str) -> None:
        path = os.path.join(self.docs, page)
        folder = os.path.dirname(path)
        if folder not in self.made:
            os.makedirs(folder, exist_ok=True)
            self.made.add(folder)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)


def _copy(docs: Path, page: str, suite: str, folder: Path, path: Path | None,
          text: str, directory_urls: bool) -> Markup | None:
    """Copy a stored transcript file into the site; an HTML link to it from ``page``."""
    if path is None or not path.is_file():
        return None
    target = links.transcript_file(suite, path.relative_to(folder).as_posix())
    (docs / target).parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(path, docs / target)
    return anchor(text, page, target, directory_urls=directory_urls)


def _user_docs(project: Path, user: Mapping[str, Any], docs: Path) -> list[str]:
    """Copy the project's own docs folder (if any) under the generated pages.

    Returns its Markdown pages (docs-relative), for the nav when mkdocs.yml has none.
    """
    folder = project / str(user.get("docs_dir") or "docs")
    if not folder.is_dir():
        return []
    shutil.copytree(folder, docs, dirs_exist_ok=True)
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*.md"))


# A RAM-backed folder for the generated sources when there is one: they are written, read
# once by MkDocs and deleted, and on a disk folder creating and removing the ~1,100
# directories of 1,000 run pages (runs/<suite>/<task>/<lane>/) costs seconds of system time.
_RAM_DIR = "/dev/shm"
_RAM_HEADROOM = 256 << 20


def _transcript_bytes(decls: list[SuiteDecl], results: Mapping[str, SuiteResults]) -> int:
    """An upper bound on what the build folder holds beyond the pages: copied transcripts."""
    total = 0
    for decl in decls:
        suite = results.get(decl.slug)
        for run in suite.runs if suite else ():
            if run.transcript is None:
                continue
            transcript = decl.folder / run.transcript
            stem = transcript.name.removesuffix(".jsonl")
            for path in (transcript, transcript.with_name(stem + ".answer.txt")):
                with suppress(OSError):
                    total += path.stat().st_size
    return total


def _scratch(decls: list[SuiteDecl], results: Mapping[str, SuiteResults]) -> str | None:
    """Where the temporary build folder goes: RAM if it is there and roomy, else the default.

    An explicit ``TMPDIR`` is respected as is.
    """
    if os.environ.get("TMPDIR") or not os.path.isdir(_RAM_DIR) \
            or not os.access(_RAM_DIR, os.W_OK | os.X_OK):
        return None
    try:
        free = shutil.disk_usage(_RAM_DIR).free
    except OSError:
        return None
    if free < _RAM_HEADROOM + 2 * _transcript_bytes(decls, results):
        return None
    return _RAM_DIR


def render_pages(project: Path, *, decls: list[SuiteDecl], results: Mapping[str, SuiteResults],
                 drafts: list[Draft], verification: VerifyReport | None, docs: Path,
                 site_name: str, stats: SiteStats, directory_urls: bool = True) -> list[Any]:
    """Write every page into ``docs``; returns the nav for the completed config."""
    renderer = Renderer(project, site_name, directory_urls=directory_urls)
    write = _Writer(docs)
    by_slug = {decl.slug: decl for decl in decls}
    order = [decl.slug for decl in decls if decl.slug in results]
    order += [slug for slug in results if slug not in order]

    suites: list[SuiteView] = []
    for slug in order:
        suite = results[slug]
        decl = by_slug.get(slug)
        page = links.suite_page(slug)
        charts = SuiteCharts(suite)
        views = []
        for run in suite.runs:
            run_page = links.run_page(slug, run.id)
            view = RunView(suite=slug, run=run, lane_label=charts.lane_label(run.lane),
                           task_title=(suite.tasks[run.task].title or run.task)
                           if run.task in suite.tasks else run.task, page=run_page)
            if decl is not None:
                if run.task in decl.prompts:
                    view.prompt_link = anchor(
                        "the prompt", run_page,
                        f"{links.suite_page(slug)}#{task_anchor(run.task)}",
                        directory_urls=directory_urls)
                if run.transcript is not None:
                    view.output = read_output(decl.folder, run)
                    view.transcript_link = _copy(docs, run_page, slug, decl.folder,
                                                 view.output.transcript,
                                                 "Raw transcript (JSON lines)", directory_urls)
                    view.answer_link = _copy(docs, run_page, slug, decl.folder,
                                             view.output.answer_file, "answer bytes",
                                             directory_urls)
            views.append(view)
        suites.append(SuiteView(decl=decl, results=suite, page=page, runs=views,
                                charts=charts.all()))

    for suite_view in suites:
        write(suite_view.page, renderer.suite(suite_view))
        stats.pages["suite"] += 1
        stats.charts += len(suite_view.charts)
        for view in suite_view.runs:
            write(view.page, renderer.run(view, suite_view))
            stats.pages["run"] += 1

    reports: list[ReportView] = []
    for draft in drafts:
        if not draft.published:
            continue
        draft_report = verification.for_draft(draft) if verification else None
        reports.append(report_view(draft, draft_report, results))
    reports.sort(key=lambda r: (r.date or "", r.title), reverse=True)
    for report in reports:
        write(report.page, renderer.report(report))
        stats.pages["report"] += 1

    write(links.HOME, renderer.home(reports, suites))
    write(links.EXIT_CODES, renderer.exit_codes())
    stats.pages["home"] += 1
    stats.pages["exit codes"] += 1
    _assets(docs, with_plotly=stats.charts > 0)

    nav: list[Any] = [{"Home": links.HOME}]
    if reports:
        nav.append({"Reports": [{r.title: r.page} for r in reports]})
    if suites:
        nav.append({"Suites": [{s.title: s.page} for s in suites]})
    nav.append({"Exit codes": links.EXIT_CODES})
    return nav


class _Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


@contextmanager
def _mkdocs_warnings() -> Iterator[_Collect]:
    handler = _Collect()
    logger = logging.getLogger("mkdocs")
    logger.addHandler(handler)
    try:
        yield handler
    finally:
        logger.removeHandler(handler)


def run_mkdocs(config_file: Path, *, site_dir: Path | None = None,
               serve_url: str | None = None) -> None:
    """A real ``mkdocs build --strict`` of the generated config (into ``site_dir``)."""
    from mkdocs import exceptions
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    # Everything loaded so far (results, declarations, the verifier's caches) lives until the
    # end: freezing it keeps the garbage collector from re-scanning it on every collection
    # MkDocs triggers, which otherwise slows a 1,000-page build by several percent.
    gc.collect()
    gc.freeze()
    with _mkdocs_warnings() as warnings:
        try:
            overrides = {"site_dir": str(site_dir.resolve())} if site_dir else {}
            cfg = load_config(str(config_file), strict=True, **overrides)
            build(cfg, serve_url=serve_url)
        except (exceptions.Abort, exceptions.MkDocsException) as exc:
            found = "\n".join(f"  {m}" for m in warnings.messages)
            raise BuildFailed(f"MkDocs build failed: {exc}" + (f"\n{found}" if found else "")
                              ) from None
        finally:
            gc.unfreeze()


def build_site(project: Path, *, decls: list[SuiteDecl], results: dict[str, SuiteResults],
               drafts: list[Draft], verification: VerifyReport, site_dir: Path,
               allow_errors: bool, strict: bool = False,
               build_dir: Path | None = None) -> SiteStats:
    """Render the pages, complete mkdocs.yml and build the site into ``site_dir``.

    ``allow_errors`` is the caller's decision to publish despite verification errors; the
    affected report pages then carry a visible warning. ``build_dir`` keeps the generated
    sources (for ``serve`` and debugging); by default they live in a temporary folder.
    """
    del strict  # verification strictness is already in ``verification``'s severities
    if verification.errors and not allow_errors:
        first = verification.errors[0]
        where = next((d.path for d in verification.drafts if first in d.claims), "a draft")
        raise VerificationFailed(f"{where}:{first.line}: {first.message or first.text}; "
                         "verification errors block the build (use --allow-errors)")
    stats = SiteStats()
    started = time.perf_counter()
    user = site_config.load_user_config(project)
    with tempfile.TemporaryDirectory(prefix="lumen-site-", dir=_scratch(decls, results)) as tmp:
        root = build_dir or Path(tmp)
        docs = root / "docs"
        if docs.exists():
            shutil.rmtree(docs)
        docs.mkdir(parents=True)
        own = _user_docs(project, user, docs)
        nav = render_pages(project, decls=decls, results=results, drafts=drafts,
                           verification=verification, docs=docs,
                           site_name=str(user.get("site_name") or project.resolve().name),
                           stats=stats,
                           directory_urls=user.get("use_directory_urls") is not False
                           and not site_config.uses_offline(user.get("plugins")))
        if "nav" not in user:
            # The project's own pages follow the generated ones (generated names win).
            nav += [page for page in own if page not in (links.HOME, links.EXIT_CODES)]
        # The written config names its folders relative to itself, so the build folder is
        # self-contained (``mkdocs build`` or ``zensical build`` there writes ./site); this
        # build goes to ``site_dir``.
        completed = site_config.complete(user, project=project, docs_dir=Path("docs"),
                                         site_dir=Path("site"), nav=nav)
        config_file = root / "mkdocs.yml"
        site_config.write(completed, config_file)
        stats.render_s = time.perf_counter() - started
        started = time.perf_counter()
        run_mkdocs(config_file, site_dir=site_dir)
        stats.mkdocs_s = time.perf_counter() - started
        stats.build_dir = build_dir
    return stats
