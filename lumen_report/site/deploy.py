"""``lumen-report deploy``: build the site and publish it on the gh-pages branch.

Like ``mkdocs gh-deploy``: the built site becomes one commit on ``branch`` (with
``.nojekyll``, so GitHub Pages serves ``assets/`` as is), pushed to ``remote``. Pending
runs are not executed and verification errors stop the deploy.
"""

from __future__ import annotations

import contextlib
import os
import re
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

from lumen_report import __version__
from lumen_report.errors import LumenError, VerificationFailed

_GITHUB = re.compile(r"github\.com[:/](?P<owner>[^/]+)/(?P<repo>[^/]+?)(?:\.git)?/?$")


def _git(project: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(["git", *args], cwd=project, capture_output=True, text=True,
                          check=False)
    if check and done.returncode != 0:
        raise LumenError(f"git {' '.join(args)} failed in {project}: "
                         f"{(done.stderr or done.stdout).strip()}")
    return done


def pages_url(remote_url: str) -> str | None:
    """The GitHub Pages address of a repository: user/org pages or project pages."""
    found = _GITHUB.search(remote_url.strip())
    if not found:
        return None
    owner, repo = found["owner"], found["repo"]
    if repo.lower() == f"{owner.lower()}.github.io":
        return f"https://{owner.lower()}.github.io/"
    return f"https://{owner.lower()}.github.io/{repo}/"


@contextlib.contextmanager
def _env(name: str, value: str | None) -> Iterator[None]:
    old = os.environ.get(name)
    if value is not None:
        os.environ[name] = value
    try:
        yield
    finally:
        if old is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = old


def deploy_project(project: Path, *, remote: str, branch: str, message: str | None,
                   push: bool) -> None:
    import ghp_import  # type: ignore[import-untyped]

    from lumen_report.pipeline import build_project
    from lumen_report.site import config as site_config

    project = project.resolve()
    if _git(project, "rev-parse", "--is-inside-work-tree", check=False).returncode != 0:
        raise LumenError(f"{project}: not a git repository; deploy commits the site to the "
                         f"{branch} branch of the project's repository")
    user = site_config.load_user_config(project)
    site_url = None
    if not user.get("site_url") and not os.environ.get(site_config.SITE_URL_ENV):
        remote_url = _git(project, "remote", "get-url", remote, check=False).stdout
        site_url = pages_url(remote_url)
    sha = _git(project, "rev-parse", "--short", "HEAD", check=False).stdout.strip() or "none"
    text = message or f"Deployed {sha} with lumen-report {__version__}"
    with tempfile.TemporaryDirectory(prefix="lumen-deploy-") as tmp:
        site = Path(tmp) / "site"
        with _env(site_config.SITE_URL_ENV, site_url):
            code = build_project(project, no_run=True, site_dir=site)
        if code != 0:
            raise VerificationFailed("deploy stopped: the site did not build (see above)")
        if push:
            _git(project, "fetch", remote, branch, check=False)
        with contextlib.chdir(project):
            try:
                ghp_import.ghp_import(str(site), mesg=text, remote=remote, branch=branch,
                                      push=push, force=True, nojekyll=True)
            except ghp_import.GhpError as exc:
                raise LumenError(f"deploy to {remote}/{branch} failed: {exc.message}") from None
