"""Benchmark the site stage: 1,000 hand-recorded runs + 10 drafts vs a bare MkDocs build.

    python bench/site_bench.py [--repeats 3] [--keep DIR]

Generates a project with 10 suites x 10 tasks x 10 lanes (1,000 hand-recorded runs) and 10
drafts, and a plain MkDocs project with as many Markdown pages (1,000 + 10 + 10 + 2), the
same theme and search plugin and a short nav. Times, each as the median of ``--repeats``
fresh processes:

- ``lumen-report build --no-run`` (load, verify, render, MkDocs), the whole command;
- ``mkdocs build`` of the plain project (the baseline);

and reports the ratio (target <= 1.3x) and the median page weight of the built site without
shared assets (HTML of each page, plus its transcript-free extras; target <= 150 KB).
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SUITES, TASKS, LANES, DRAFTS = 10, 10, 10, 10
MKDOCS_HEAD = """\
site_name: Bench
theme:
  name: material
  font: false
  features: [navigation.instant, navigation.prune, content.tooltips]
plugins: [search]
markdown_extensions: [tables, attr_list, admonition, pymdownx.details, {toc: {permalink: true}}]
"""


def make_project(root: Path, seed: int = 7) -> Path:
    rng = random.Random(seed)
    runs = root / "runs"
    runs.mkdir(parents=True)
    (root / "drafts").mkdir()
    (root / "mkdocs.yml").write_text(MKDOCS_HEAD.replace("Bench", "Bench reports"))
    for s in range(SUITES):
        suite = f"suite-{s:02d}"
        lanes = {f"lane-{n:02d}": {"label": f"Model {s:02d}-{n:02d}", "provider": "p",
                                   "model": f"vendor/model-{n:02d}",
                                   "params": {"max_tokens": 4096}} for n in range(LANES)}
        tasks = {f"task-{t:02d}": {"title": f"Task {t} of suite {s}",
                                   "prompt": f"Solve problem {t}."} for t in range(TASKS)}
        decl = {"suite": suite, "title": f"Suite {s}",
                "providers": {"p": {"base_url": "https://example.invalid/v1",
                                    "api_key_env": "BENCH_API_KEY"}},
                "lanes": lanes, "tasks": tasks}
        (runs / f"{suite}.yaml").write_text(json.dumps(decl, indent=1))
        records = []
        for task in tasks:
            for lane in lanes:
                truncated = rng.random() < 0.15
                completion = 4096 if truncated else rng.randint(300, 4000)
                reasoning = rng.randint(0, completion)
                records.append({
                    "id": f"{task}/{lane}/1", "task": task, "lane": lane, "repeat": 1,
                    "provider": "p", "model": lanes[lane]["model"],
                    "params": {"max_tokens": 4096}, "declaration_sha256": None,
                    "started_at": None, "exit_code": 7 if truncated else 0,
                    "outcome": "truncated" if truncated else "ok",
                    "finish_reason": "length" if truncated else "stop",
                    "http_status": None, "attempts": None, "error": None,
                    "wall_s": round(rng.uniform(0.8, 120), 2), "ttft_s": None, "ttfo_s": None,
                    "output_bytes": 0 if truncated else rng.randint(200, 9000),
                    "reasoning_bytes": None,
                    "usage": {"prompt_tokens": None, "completion_tokens": completion,
                              "reasoning_tokens": reasoning},
                    "transcript": None})
        summary = {"schema": "lumen-report/results@1", "suite": suite, "title": decl["title"],
                   "lanes": {k: {"label": v["label"], "aliases": [], "provider": "p",
                                 "model": v["model"], "params": v["params"]}
                             for k, v in lanes.items()},
                   "tasks": {k: {"title": v["title"]} for k, v in tasks.items()},
                   "runs": records}
        (runs / suite).mkdir()
        (runs / suite / "summary.json").write_text(json.dumps(summary, indent=1))
        lines = [f"---\ntitle: Report {s}\ndate: 2026-10-{s + 1:02d}\nsuites: [{suite}]\n---\n",
                 f"# Report {s}\n"]
        for record in records[:30]:
            lane = lanes[record["lane"]]["label"]
            lines.append(f"On {record['task']}, {lane} took {record['wall_s']} seconds and "
                         f"returned {record['output_bytes']:,} bytes.\n")
        (root / "drafts" / f"report-{s:02d}.md").write_text("\n".join(lines))
    return root


def make_plain(root: Path, pages: int) -> Path:
    docs = root / "docs"
    docs.mkdir(parents=True)
    (root / "mkdocs.yml").write_text(MKDOCS_HEAD + "nav:\n  - Home: index.md\n"
                                     "  - Section: section.md\n")
    (docs / "index.md").write_text("# Home\n\nA plain page.\n")
    (docs / "section.md").write_text("# Section\n\nAnother plain page.\n")
    body = "\n".join(f"| row {i} | {i * 3.1:.2f} | {i * 17:,} |" for i in range(12))
    for n in range(pages):
        folder = docs / "pages" / f"{n // 100:02d}"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"page-{n:04d}.md").write_text(
            f"# Page {n}\n\nSome text about page {n}.\n\n| a | b | c |\n|---|---:|---:|\n"
            f"{body}\n")
    return root


def timed(cmd: list[str], cwd: Path) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of a fresh process; CPU is steadier on a shared machine."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed:\n{done.stdout}\n{done.stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return elapsed, cpu


def page_weights(site: Path) -> list[int]:
    """Bytes of each page: its HTML (shared theme/plotly/search assets excluded)."""
    return [p.stat().st_size for p in site.rglob("*.html") if p.name != "404.html"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--keep", type=Path, help="keep the generated projects here")
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="lumen-site-bench-"))
    root = args.keep or tmp
    project = make_project(root / "project")
    plain = make_plain(root / "plain", SUITES * TASKS * LANES + DRAFTS + SUITES + 2)
    ours: list[tuple[float, float]] = []
    base: list[tuple[float, float]] = []
    for _ in range(args.repeats):
        base.append(timed([sys.executable, "-m", "mkdocs", "build", "-q", "-d", "site"], plain))
        ours.append(timed([sys.executable, "-m", "lumen_report", "build", "--no-run",
                           "--project", str(project)], root))
    weights = page_weights(project / "site")
    base_weights = page_weights(plain / "site")
    print(f"pages: lumen-report {len(weights)}, plain mkdocs {len(base_weights)}")
    for index, what in ((0, "wall"), (1, "CPU")):
        mine = statistics.median(t[index] for t in ours)
        theirs = statistics.median(t[index] for t in base)
        print(f"{what:>4}: lumen-report build --no-run {mine:.2f} s, bare mkdocs build "
              f"{theirs:.2f} s, ratio {mine / theirs:.2f}x (target <= 1.3x; medians of "
              f"{args.repeats})")
        # On a shared machine single runs swing widely: show every run and each pair's ratio
        # (the two commands of a pair ran back to back, under much the same load).
        pairs = ", ".join(f"{o[index]:.1f}/{b[index]:.1f}={o[index] / b[index]:.2f}x"
                          for o, b in zip(ours, base, strict=True))
        print(f"      runs (lumen-report/mkdocs): {pairs}")
    print(f"median page weight: {statistics.median(weights) / 1024:.1f} KB "
          f"(max {max(weights) / 1024:.1f} KB; plain pages "
          f"{statistics.median(base_weights) / 1024:.1f} KB; target <= 150 KB)")
    if args.keep is None:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
