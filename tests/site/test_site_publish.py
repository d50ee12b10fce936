"""deploy (gh-pages, against a local bare repository) and serve (live reload)."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from site_fixtures import make_hostile_project

from lumen_report.site.deploy import deploy_project, pages_url

GIT_ENV = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.org",
           "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.org"}


def git(cwd: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True,
                          env={**os.environ, **GIT_ENV}).stdout


@pytest.fixture
def repo_with_remote(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    for name, value in GIT_ENV.items():
        monkeypatch.setenv(name, value)
    monkeypatch.delenv("LUMEN_SITE_URL", raising=False)
    project = make_hostile_project(tmp_path / "project")
    bare = tmp_path / "remote.git"
    git(tmp_path, "init", "-q", "--bare", str(bare))
    git(project, "init", "-q", "-b", "main")
    git(project, "add", ".")
    git(project, "commit", "-q", "-m", "project")
    git(project, "remote", "add", "origin", str(bare))
    return project, bare


def test_deploy_pushes_the_site_to_gh_pages(repo_with_remote: tuple[Path, Path]) -> None:
    project, bare = repo_with_remote
    deploy_project(project, remote="origin", branch="gh-pages", message=None, push=True)
    files = git(bare, "ls-tree", "-r", "--name-only", "gh-pages").split()
    assert ".nojekyll" in files and "index.html" in files
    assert "runs/hostile/inject~echo~1/index.html" in files
    assert "assets/lumen/plotly.min.js" in files
    assert "with lumen-report" in git(bare, "log", "-1", "--format=%s", "gh-pages")
    # the working branch is untouched
    assert git(project, "rev-parse", "--abbrev-ref", "HEAD").strip() == "main"
    assert git(project, "status", "--porcelain") == ""

    # a second deploy adds one commit on top of the first
    deploy_project(project, remote="origin", branch="gh-pages", message="again", push=True)
    log = git(bare, "log", "--format=%s", "gh-pages").splitlines()
    assert log[0] == "again" and len(log) == 2


def test_deploy_without_push_only_commits(repo_with_remote: tuple[Path, Path]) -> None:
    project, bare = repo_with_remote
    deploy_project(project, remote="origin", branch="gh-pages", message="local", push=False)
    assert git(project, "log", "-1", "--format=%s", "gh-pages").strip() == "local"
    assert "gh-pages" not in git(bare, "branch", "--list")


@pytest.mark.parametrize(("remote", "url"), [
    ("git@github.com:acme/bench.git", "https://acme.github.io/bench/"),
    ("https://github.com/Acme/bench", "https://acme.github.io/bench/"),
    ("https://github.com/acme/acme.github.io.git", "https://acme.github.io/"),
    ("/srv/git/bench.git", None),
])
def test_pages_url_for_project_and_user_pages(remote: str, url: str | None) -> None:
    assert pages_url(remote) == url


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=5) as response:
        return str(response.read().decode("utf-8"))


def test_serve_rebuilds_when_a_draft_changes(tmp_path: Path) -> None:
    project = make_hostile_project(tmp_path / "project")
    port = _free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "lumen_report", "serve", "--project", str(project),
         "--dev-addr", f"127.0.0.1:{port}"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        base = f"http://127.0.0.1:{port}/"
        page = ""
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                page = _get(base + "reports/hostile/")
                break
            except OSError:
                time.sleep(0.3)
        assert "Hostile report" in page
        assert "livereload" in page  # MkDocs' reload script is injected
        draft = project / "drafts" / "hostile.md"
        draft.write_text(draft.read_text().replace("# Hostile report", "# Edited live"))
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and "Edited live" not in page:
            time.sleep(0.5)
            page = _get(base + "reports/hostile/")
        assert "Edited live" in page
        # a results file written by `run` (or by hand) is picked up the same way
        summary = project / "runs" / "hostile" / "summary.json"
        data = json.loads(summary.read_text())
        (plain,) = [run for run in data["runs"] if run["id"] == "plain/echo/1"]
        plain["wall_s"] = 4.75
        summary.write_text(json.dumps(data))
        page = _get(base + "suites/hostile/")
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and "4.75" not in page:
            time.sleep(0.5)
            page = _get(base + "suites/hostile/")
        assert "4.75" in page
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        if process.stdout:
            process.stdout.close()
    assert shutil.which("git")


def test_pages_workflow_builds_stored_results_and_deploys_with_the_official_actions() -> None:
    import yaml

    repo = Path(__file__).resolve().parents[2]
    workflow = yaml.safe_load((repo / ".github/workflows/pages.yml").read_text())
    assert workflow["permissions"] == {"contents": "read", "pages": "write",
                                       "id-token": "write"}
    build = workflow["jobs"]["build"]["steps"]
    uses = [step.get("uses", "").split("@")[0] for step in build]
    assert "actions/configure-pages" in uses and "actions/upload-pages-artifact" in uses
    (command,) = [s for s in build if "lumen-report build" in s.get("run", "")]
    assert "--no-run" in command["run"]  # never calls a provider
    # project pages live under /<repository>/: site_url comes from configure-pages
    assert "steps.pages.outputs.base_url" in command["env"]["LUMEN_SITE_URL"]
    # on the web: directory URLs and instant navigation, not the file:// flavour
    assert command["env"]["LUMEN_OFFLINE"] == "false"
    site_dir = command["run"].split("--site-dir", 1)[1].split()[0]
    (upload,) = [s for s in build if s.get("uses", "").startswith("actions/upload-pages")]
    assert upload["with"]["path"] == site_dir
    deploy = workflow["jobs"]["deploy"]
    assert deploy["needs"] == "build" and deploy["environment"]["name"] == "github-pages"
    assert [s["uses"].split("@")[0] for s in deploy["steps"]] == ["actions/deploy-pages"]
