"""Fixture projects for the site tests: hostile model output, claims, real builds."""

from __future__ import annotations

import html
import importlib.util
import json
import os
import re
import shutil
import sys
from decimal import Decimal
from pathlib import Path
from typing import Any

from lumen_report.declare import load_project
from lumen_report.drafts import load_drafts
from lumen_report.results import load_project_results
from lumen_report.results.schema import RunResult, SuiteResults, Usage
from lumen_report.results.store import save_results, with_declaration
from lumen_report.site.build import SiteStats, build_site
from lumen_report.verify.model import Claim, DraftReport, VerifyReport

CHROMIUM = Path("/usr/bin/chromium")

# Every payload issue 5 lists, plus a forged Python-Markdown placeholder.
PAYLOADS = [
    "<script>window.__pwned = 'script'</script>",
    '<img src="x" onerror="window.__pwned = \'img\'">',
    "Plain paragraph\n{: onclick=\"window.__pwned = 'attr_list'\" }",
    "inline{: onclick=\"window.__pwned = 'attr_inline'\" } text",
    "```\n</code></pre><script>window.__pwned = 'fence'</script>\n```",
    "~~~html\n<svg onload=\"window.__pwned = 'tilde'\"></svg>\n~~~",
    '--8<-- "/etc/passwd"',
    ';--8<-- "/etc/hostname"',
    "[click me](javascript:window.__pwned='jslink')",
    "<javascript:window.__pwned='autolink'>",
    "{{ 7 * 7 }} {% if true %}jinja{% endif %} {# c #}",
    "\x02wzxhzdk:0\x03 and \x02klzzwxh:0\x03",
    '<a href="javascript:window.__pwned=\'a\'">a</a> *emph* __strong__ `code` | cell |',
    "<details open ontoggle=\"window.__pwned='details'\">x</details>",
    "&lt;script&gt; stays text &amp; so does &#60;b&#62;",
    "line with trailing spaces   \n\ttab-indented\n    four-space indented\n\n   \n\n"
    "blank lines above",
    "windows\r\nline ends\rand a lone CR",
]
ANSWER = "\n\n".join(PAYLOADS) + "\n"
REASONING = ("thinking <b>bold</b> {: .x onclick=alert(1) }\n```\nfence\n```\n"
             '--8<-- "README.md"\n')
ERROR = ("provider said: <script>window.__pwned='error'</script> {: onclick=alert(1) } "
         "[x](javascript:alert(1))")

HOSTILE_MKDOCS = """\
site_name: Hostile fixture
theme:
  name: material
  features: [navigation.instant, content.tooltips]
markdown_extensions:
  - attr_list
  - md_in_html
  - admonition
  - pymdownx.details
  - pymdownx.superfences
  - pymdownx.magiclink
  - pymdownx.snippets:
      base_path: ["/", "."]
      check_paths: false
"""

SUITE_YAML = """\
suite: hostile
title: Hostile output
lanes:
  echo:
    label: Echo <b>lane</b>
    command: [cat]
  teller:
    label: Teller
    command: [cat]
tasks:
  inject:
    title: "Injection {: onclick=alert(1) }"
    prompt: "Say <script>alert(1)</script>"
  plain:
    title: Plain task
    prompt: Say hello.
"""

DRAFT = """\
---
title: Hostile report
date: 2026-10-01
suites: [hostile]
---

# Hostile report

The echo lane answered in 1.5 seconds and used 1,200 completion tokens.

The teller took 9.99 seconds.

<!-- lumen: ignore -->
A hypothetical answer of 300 bytes, and a number 77.
"""


def _run(run_id: str, **fields: Any) -> RunResult:
    task, lane, repeat = run_id.split("/")
    base: dict[str, Any] = {"id": run_id, "task": task, "lane": lane, "repeat": int(repeat),
                            "command": ["cat"], "params": {"max_tokens": 2048},
                            "declaration_sha256": "0" * 64, "exit_code": 0, "outcome": "ok",
                            "finish_reason": "stop"}
    base.update(fields)
    return RunResult(**base)


def make_hostile_project(root: Path) -> Path:
    """A project whose model output carries every payload; one suite, four runs, one draft."""
    (root / "runs").mkdir(parents=True)
    (root / "drafts").mkdir()
    (root / "mkdocs.yml").write_text(HOSTILE_MKDOCS, encoding="utf-8")
    (root / "runs" / "hostile.yaml").write_text(SUITE_YAML, encoding="utf-8")
    (root / "drafts" / "hostile.md").write_text(DRAFT, encoding="utf-8")
    (root / "drafts" / "unfinished.md").write_text(
        "---\ntitle: Unfinished\nstatus: draft\n---\nNot yet.\n", encoding="utf-8")
    decl = load_project(root)[0]
    folder = decl.folder
    runs = [
        _run("inject/echo/1", wall_s=1.5, ttft_s=0.25, output_bytes=len(ANSWER.encode()),
             reasoning_bytes=len(REASONING.encode()),
             usage=Usage(prompt_tokens=12, completion_tokens=1200, reasoning_tokens=800),
             transcript="transcripts/inject/echo/1.jsonl"),
        _run("inject/teller/1", wall_s=9.99, output_bytes=0, exit_code=7, outcome="truncated",
             finish_reason="length", error=ERROR,
             usage=Usage(completion_tokens=2048, reasoning_tokens=2048),
             transcript="transcripts/inject/teller/1.jsonl"),
        _run("plain/echo/1", wall_s=0.5, output_bytes=6, transcript=None,
             declaration_sha256=None),
        _run("plain/teller/1", wall_s=0.7, output_bytes=6, exit_code=3, outcome="command_failed",
             transcript=None, declaration_sha256=None, usage=None),
    ]
    transcripts = folder / "transcripts" / "inject"
    for lane, answer, reasoning in (("echo", ANSWER, REASONING), ("teller", "", "")):
        base = transcripts / lane
        base.mkdir(parents=True)
        (base / "1.jsonl").write_text(json.dumps({"type": "run", "id": f"inject/{lane}/1"})
                                      + "\n", encoding="utf-8")
        (base / "1.answer.txt").write_bytes(answer.encode())
        (base / "1.reasoning.txt").write_bytes(reasoning.encode())
    results = with_declaration(SuiteResults(suite="hostile", runs=runs), decl)
    save_results(results, folder / "summary.json")
    return root


def claim(draft_text: str, text: str, status: str = "verified", *, occurrence: int = 0,
          **fields: Any) -> Claim:
    """A claim positioned on the ``occurrence``-th appearance of ``text`` in the draft."""
    offset = -1
    for _ in range(occurrence + 1):
        offset = draft_text.index(text, offset + 1)
    line = draft_text.count("\n", 0, offset) + 1
    col = offset - (draft_text.rfind("\n", 0, offset) + 1) + 1
    severity = {"verified": "ok", "derived": "ok", "rounding": "warning", "mismatch": "error",
                "unsupported": "warning", "ignored": "info"}[status]
    value = Decimal("".join(ch for ch in text.split()[0] if ch.isdigit() or ch == "."))
    return Claim(line=line, col=col, end_line=line, end_col=col + len(text), offset=offset,
                 end_offset=offset + len(text), text=text, value=value, unit=fields.pop("unit",
                 None), status=status, severity=severity, **fields)  # type: ignore[arg-type]


def hostile_report(project: Path, *, with_error: bool = False) -> tuple[list[Any], VerifyReport]:
    drafts = load_drafts(project)
    draft = next(d for d in drafts if d.slug == "hostile")
    text = draft.text
    claims = [
        claim(text, "1.5 seconds", unit="s", expected=Decimal("1.5"),
              source="inject/echo/1 wall_s", runs=["inject/echo/1"], suite="hostile",
              field="wall_s"),
        claim(text, "300 bytes", "mismatch" if with_error else "unsupported", unit="bytes",
              expected=Decimal("1234") if with_error else None,
              source="inject/echo/1 output_bytes" if with_error else None,
              runs=["inject/echo/1"] if with_error else [],
              message='"300 bytes" for Echo on inject: results say 1234 bytes '
                      "(inject/echo/1 output_bytes)" if with_error else "no candidate"),
        claim(text, "1,200 completion tokens", "verified", unit="tokens",
              expected=Decimal("1200"), source="inject/echo/1 completion_tokens",
              runs=["inject/echo/1"]),
        claim(text, "9.99 seconds", "derived", unit="s", expected=Decimal("9.99"),
              source="inject/teller/1 wall_s", runs=["inject/teller/1"],
              formula="wall_s of inject/teller/1"),
        claim(text, "77", "ignored"),
    ]
    return drafts, VerifyReport([DraftReport(draft, claims)])


def build(project: Path, site: Path, *, drafts: list[Any] | None = None,
          report: VerifyReport | None = None, allow_errors: bool = False,
          build_dir: Path | None = None) -> SiteStats:
    decls = load_project(project)
    results = load_project_results(decls)
    if drafts is None or report is None:
        drafts = load_drafts(project)
        report = VerifyReport([DraftReport(d, []) for d in drafts])
    return build_site(project, decls=decls, results=results, drafts=drafts,
                      verification=report, site_dir=site, allow_errors=allow_errors,
                      build_dir=build_dir)


def broken_links(site: Path) -> list[tuple[str, str]]:
    """The link check: every href and src inside the site that points at no file."""
    canonical = re.search(r'rel="canonical" href="https?://[^/]+(/[^"]*)"',
                          (site / "index.html").read_text(encoding="utf-8"))
    base = canonical.group(1) if canonical else "/"  # 404.html links from the site_url path
    broken = []
    for page in site.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        for url in re.findall(r'(?:href|src)="([^"]+)"', text):
            if re.match(r"^(?:[a-z]+:|//|#)", url):
                continue
            path = html.unescape(url).split("#")[0].split("?")[0]
            folder = page.parent
            if path.startswith("/"):
                assert path.startswith(base), (page, url)
                folder, path = site, path[len(base):]
            target = (folder / path).resolve()
            if target.is_dir():
                target = target / "index.html"
            if not target.exists():
                broken.append((page.relative_to(site).as_posix(), url))
    return broken


def zensical_command() -> list[str] | None:
    """How to run Zensical: installed here, or named by LUMEN_ZENSICAL (its executable, e.g.
    in a venv of its own), or None."""
    if os.environ.get("LUMEN_ZENSICAL"):
        return [os.environ["LUMEN_ZENSICAL"]]
    if importlib.util.find_spec("zensical") is not None:
        return [sys.executable, "-m", "zensical"]
    found = shutil.which("zensical")
    return [found] if found else None




# A suite for the task x lane matrix: repeats, mixed outcomes, null fields, hostile labels.
GRID_LANE_LABEL = "<img src=x onerror=\"window.__pwned='lane'\"> Alpha"
GRID_TASK_TITLE = "Sum <script>window.__pwned='task'</script> {: onclick=alert(1) }"
GRID_YAML = f"""\
suite: grid
title: Matrix fixture
lanes:
  alpha:
    label: {json.dumps(GRID_LANE_LABEL)}
    command: [cat]
  beta:
    label: "Beta [x](javascript:alert(1)) {{{{ 7 * 7 }}}}"
    command: [cat]
  gamma:
    label: Gamma 7B
    command: [cat]
  delta:
    label: Delta
    command: [cat]
  epsilon:
    label: Epsilon 70B Instruct
    command: [cat]
tasks:
  sum:
    title: {json.dumps(GRID_TASK_TITLE)}
    prompt: Add 2 and 2.
  story:
    title: Story
    prompt: Tell a story.
  haiku:
    prompt: Write a haiku.
"""


# Light and dark, as a published site would offer them.
GRID_MKDOCS = HOSTILE_MKDOCS.replace("Hostile", "Matrix").replace("content.tooltips]\n", """\
content.tooltips]
  palette:
    - scheme: default
      toggle: {icon: material/brightness-7, name: Dark}
    - scheme: slate
      toggle: {icon: material/brightness-4, name: Light}
""")


def _usage(completion: int | None, reasoning: int | None) -> Usage:
    return Usage(completion_tokens=completion, reasoning_tokens=reasoning)


def _timeout(run_id: str, wall_s: float | None) -> RunResult:
    """A run that timed out: no usage, no answer bytes."""
    return _run(run_id, exit_code=9, outcome="timeout", finish_reason=None, wall_s=wall_s,
                output_bytes=None, usage=None, declaration_sha256=None)


def _ok(run_id: str, wall_s: float, output_bytes: int, completion: int | None,
        reasoning: int | None, **fields: Any) -> RunResult:
    return _run(run_id, wall_s=wall_s, output_bytes=output_bytes,
                usage=_usage(completion, reasoning), declaration_sha256=None, **fields)


GRID_RUNS = [
    _ok("sum/alpha/1", 10.0, 100, 1000, 400),
    _ok("sum/alpha/2", 12.5, 200, 1200, 600),
    _ok("sum/alpha/3", 11.0, 300, 1100, 500),
    _ok("sum/beta/1", 5.0, 40, 900, 100),
    _ok("sum/beta/2", 6.0, 60, 950, 150),
    _ok("sum/beta/3", 9.0, 0, 2048, 2048, exit_code=7, outcome="truncated",
        finish_reason="length"),
    _ok("sum/gamma/1", 3.0, 50, 300, 0),
    _timeout("sum/gamma/2", 60.0),
    _ok("sum/epsilon/1", 1.25, 12, 30, 10),
    _ok("story/alpha/1", 7.5, 1234, 4000, 3000),
    _timeout("story/beta/1", None),
    _ok("story/gamma/1", 2.0, 500, 500, None),
    _ok("story/delta/1", 0.75, 80, 120, 0),
    _ok("story/epsilon/1", 4.0, 640, 700, 200),
    _ok("haiku/delta/1", 1.5, 70, 90, 0),
    _ok("haiku/delta/2", 1.5, 72, 92, 0),
    _ok("haiku/epsilon/1", 2.5, 75, 100, 20),
]


def make_grid_project(root: Path) -> Path:
    """A project with one suite, ``grid``, of 3 tasks x 5 lanes (one pair never run)."""
    (root / "runs").mkdir(parents=True)
    (root / "mkdocs.yml").write_text(GRID_MKDOCS, encoding="utf-8")
    (root / "runs" / "grid.yaml").write_text(GRID_YAML, encoding="utf-8")
    decl = load_project(root)[0]
    results = with_declaration(SuiteResults(suite="grid", runs=GRID_RUNS), decl)
    save_results(results, decl.folder / "summary.json")
    return root
