"""``lumen-report serve``: preview the site, rebuilt and reloaded when sources change.

Watches the project's ``mkdocs.yml``, ``runs/`` (declarations, results, transcripts),
``drafts/``, ``templates/`` and ``docs/``; each change re-runs verify and render and the
MkDocs build, then the browser reloads (MkDocs' own live-reload server). A build that fails
(bad YAML, a broken link) is reported and the last good site stays up.
"""

from __future__ import annotations

import logging
import shutil
import tempfile
from pathlib import Path
from urllib.parse import urlsplit

from lumen_report.declare import load_project
from lumen_report.drafts import load_drafts
from lumen_report.errors import LumenError
from lumen_report.results import load_project_results
from lumen_report.site import config as site_config
from lumen_report.site.build import SiteStats, build_site

log = logging.getLogger("lumen_report.serve")
WATCHED = ("mkdocs.yml", "runs", "drafts", "templates", "docs")


def parse_addr(dev_addr: str) -> tuple[str, int]:
    host, sep, port = dev_addr.rpartition(":")
    if not sep or not port.isdigit() or not host:
        raise LumenError(f"--dev-addr {dev_addr!r}: expected IP:PORT, e.g. 127.0.0.1:8000")
    return host.strip("[]"), int(port)


def build_preview(project: Path, site_dir: Path, build_dir: Path, *,
                  allow_errors: bool) -> SiteStats:
    """Load, verify and build: what ``build`` does, without executing pending runs."""
    from lumen_report.verify import verify_drafts

    decls = load_project(project)
    results = load_project_results(decls)
    drafts = [d for d in load_drafts(project) if d.published]
    report = verify_drafts(drafts, results)
    return build_site(project, decls=decls, results=results, drafts=drafts,
                      verification=report, site_dir=site_dir, allow_errors=allow_errors,
                      build_dir=build_dir)


def serve_project(project: Path, *, dev_addr: str, allow_errors: bool) -> None:
    from mkdocs.livereload import LiveReloadServer

    host, port = parse_addr(dev_addr)
    # MkDocs' server reports its address and each rebuild through logging: show them.
    if not logging.getLogger().handlers:
        logging.basicConfig(level=logging.INFO, format="%(levelname)-7s -  %(message)s")
    user = site_config.load_user_config(project)
    mount_path = urlsplit(str(user.get("site_url") or "/")).path or "/"
    site_dir = Path(tempfile.mkdtemp(prefix="lumen-serve-site-"))
    build_dir = Path(tempfile.mkdtemp(prefix="lumen-serve-src-"))

    def rebuild() -> None:
        try:
            stats = build_preview(project, site_dir, build_dir, allow_errors=allow_errors)
        except LumenError as exc:
            log.error("lumen-report: build failed, still serving the last good site:\n%s",
                      exc)
            return
        log.info("lumen-report: %s", stats.describe())

    build_preview(project, site_dir, build_dir, allow_errors=allow_errors)
    server = LiveReloadServer(builder=rebuild, host=host, port=port, root=str(site_dir),
                              mount_path=mount_path)
    for name in WATCHED:
        if (project / name).exists():
            server.watch(str(project / name))
    try:
        server.serve()  # type: ignore[no-untyped-call]
    except KeyboardInterrupt:
        log.info("Shutting down...")
    finally:
        server.shutdown()
        shutil.rmtree(site_dir, ignore_errors=True)
        shutil.rmtree(build_dir, ignore_errors=True)
