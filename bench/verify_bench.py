"""Benchmark: ``lumen-report verify`` on a 1 MB draft vs markdown-it-py parsing the same text.

Both are timed as whole processes (interpreter start, imports, reading the file), best of N.
Target: verify takes at most 2x the parse. Run: ``python bench/verify_bench.py [--runs N]``.
Both sides import from bytecode: markdown-it-py was installed with its ``.pyc`` files, and
the bench compiles lumen_report's first (``compileall``), as a first run or a wheel install
leaves them; under ``PYTHONDONTWRITEBYTECODE=1`` an editable checkout would otherwise
recompile its sources in every process (~0.08 s). Likewise the first verify run is let
keep the regex programs it builds (verify/patterns.py), as it does on any other machine.
On a large draft verify checks parts in one process per CPU (``--jobs N`` passes a count):
the wall-time ratio counts the elapsed time, the CPU-time ratio every process's user + sys.
The results files and front matter validated by the first run are kept for the next
(lumen_report/validated.py, in a folder of the bench), as after any run on a machine; the
"inputs not kept" row times verify with that cache off (``LUMEN_CACHE_DIR=off``).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DRAFT = REPO / "drafts" / "diffusion-shared-budget.md"
PARSE = (
    "import sys\n"
    "from markdown_it import MarkdownIt\n"
    "text = open(sys.argv[1], encoding='utf-8').read()\n"
    "MarkdownIt('commonmark').enable('table').parse(text)\n"
)


# Where one verify process spends its CPU time: the stages timed in a single process.
BREAKDOWN = """
import gc, sys, time
from collections.abc import Iterator
from pathlib import Path
clock = time.process_time
start = clock()
from lumen_report.drafts import load_drafts
from lumen_report.verify import verify_drafts
from lumen_report.verify.blocks import parse_blocks
from lumen_report.verify.command import load_verify_results
from lumen_report.verify.report import render
imported = clock()
project, path = Path(sys.argv[1]), Path(sys.argv[2])
drafts = load_drafts(project, [path])
results = load_verify_results(project, None)
loaded = clock()
gc.disable()  # as verify_drafts does around its own parse
parse_blocks(drafts[0].text)
gc.enable()
parsed = clock()
report = verify_drafts(drafts, results, jobs=1)  # one process: its CPU is all counted here
verified = clock()
render(report, "text")
rendered = clock()
parse = parsed - loaded
# The processes `lumen-report verify` uses on this draft, the parts they share, and whether
# the split holds (the parts checked one after another give the one-process findings).
from lumen_report.verify import default_jobs, parts
from lumen_report.verify.runs import plain
jobs = int(sys.argv[3]) if len(sys.argv) > 3 else default_jobs()
splits = parts.plan(drafts[0].text, jobs)
one = report.drafts[0].claims
taken = bool(splits) and parts.check_split(drafts[0], plain(results), splits) == one
print(imported - start, loaded - imported, verified - parsed - parse, parse, rendered - verified,
      jobs if taken else 1, len(splits) + 1 if taken else 1)
"""


def breakdown(project: Path, draft: Path, jobs: int | None) -> tuple[str, str]:
    """CPU seconds of verify by stage, in one process (``--jobs 1``): imports, loading, the
    Markdown parse (timed alone), the checks (verify_drafts less that parse), rendering;
    and the processes verify uses on the draft (its parts checked equal to one process)."""
    command = [sys.executable, "-c", BREAKDOWN, str(project), str(draft)]
    out = subprocess.run(command + ([str(jobs)] if jobs else []), capture_output=True,
                         text=True, check=True, cwd=REPO).stdout.split()
    imports, load, checks, parse, render = (float(x) for x in out[:5])
    used, shared = out[5:]
    return (f"imports {imports:.2f}, load {load:.2f}, parse {parse:.2f}, "
            f"checks {checks:.2f}, render {render:.2f}",
            f"{used}, sharing {shared} parts (they give the one-process findings)")


def make_draft(size: int) -> str:
    """The example draft's body repeated (headings renumbered) up to ``size`` characters."""
    text = DRAFT.read_text(encoding="utf-8")
    front, body = re.match(r"(---\n.*?\n---\n)(.*)", text, re.S).groups()  # type: ignore[union-attr]
    parts = [front]
    total = len(front)
    copy = 0
    while total < size:
        copy += 1
        chunk = body.replace("# Diffusion models head to head", f"# Part {copy}", 1)
        parts.append(chunk + "\n")
        total += len(chunk) + 1
    return "".join(parts)


CPU: dict[str, list[float]] = {}  # user + system seconds of each timed process, by command


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def best(command: list[str], runs: int, env: dict[str, str] | None = None) -> float:
    """The least wall time of ``runs`` runs (their CPU times kept for ``cpu_best``, by
    command; not for a command run in another ``env``)."""
    times = []
    for _ in range(runs):
        start, cpu = time.perf_counter(), _cpu()
        done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              check=False, env=env, cwd=tempfile.gettempdir())
        # (not in the checkout: ``python -m`` would import its package ahead of PYTHONPATH)
        times.append(time.perf_counter() - start)
        if env is None:
            CPU.setdefault(" ".join(command), []).append(_cpu() - cpu)
        if done.returncode not in (0, 1):
            raise SystemExit(f"{command} exited {done.returncode}")
    return min(times)


def cpu_best(command: list[str]) -> float:
    """The least CPU time (user + system) one run of ``command`` took: less sensitive than
    wall time to other processes competing for the cores."""
    return min(CPU[" ".join(command)])


@contextlib.contextmanager
def _checkout(rev: str | None) -> Iterator[Path | None]:
    """A temporary git worktree of ``rev`` with its bytecode compiled (None: no ``rev``)."""
    if rev is None:
        yield None
        return
    with tempfile.TemporaryDirectory() as tmp:
        tree = Path(tmp) / "tree"
        subprocess.run(["git", "-C", str(REPO), "worktree", "add", "--detach", "-q", str(tree),
                        rev], check=True)
        try:
            subprocess.run([sys.executable, "-m", "compileall", "-q",
                            str(tree / "lumen_report")], check=True)
            yield tree
        finally:
            subprocess.run(["git", "-C", str(REPO), "worktree", "remove", "--force",
                            str(tree)], check=False)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--size", type=int, default=1_000_000, help="draft size in characters")
    parser.add_argument("--jobs", type=int, default=None,
                        help="passed to verify (default: LUMEN_JOBS, else the CPUs available)")
    parser.add_argument("--against", metavar="REV",
                        help="also time verify as of this git revision, interleaved with the "
                             "rest (a side-by-side comparison under the same load)")
    args = parser.parse_args()
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(REPO / "lumen_report")],
                   check=True)
    with tempfile.TemporaryDirectory() as tmp, _checkout(args.against) as other:
        project = Path(tmp)
        os.environ["LUMEN_CACHE_DIR"] = str(project / "validated")  # (every process's)
        shutil.copytree(REPO / "runs", project / "runs")
        (project / "drafts").mkdir()
        draft = project / "drafts" / "big.md"
        draft.write_text(make_draft(args.size), encoding="utf-8")
        size = draft.stat().st_size
        verify = [sys.executable, "-m", "lumen_report", "verify", "--project", str(project),
                  str(draft), *(["--jobs", str(args.jobs)] if args.jobs else [])]
        as_json = [*verify, "--format", "json"]
        parse = [sys.executable, "-c", PARSE, str(draft)]
        cli = [sys.executable, "-c", "import sys; from markdown_it.cli.parse import main; "
               "sys.exit(main(sys.argv[1:]))", str(draft)]
        empty = [sys.executable, "-c", "pass"]
        # The first run, as on any machine, keeps the regex programs it built for the next
        # runs (verify/patterns.py, written like bytecode: not under this VM's
        # PYTHONDONTWRITEBYTECODE=1, which the run is spared, as compileall was above).
        first = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        out = subprocess.run(as_json, capture_output=True, text=True, check=False,
                             env=first).stdout
        summary = json.loads(out)["summary"]
        # Interleave the commands so that load on the machine hits them alike.
        timings: dict[str, list[float]] = {"parse": [], "cli": [], "verify": [], "json": []}
        commands = {"parse": parse, "cli": cli, "verify": verify, "json": as_json}
        envs: dict[str, dict[str, str]] = {}
        timings["cold"], commands["cold"] = [], verify
        envs["cold"] = {**os.environ, "LUMEN_CACHE_DIR": "off"}
        if other is not None:  # that revision's package first on the path
            timings["other"], commands["other"] = [], verify
            envs["other"] = {**os.environ, "PYTHONPATH": str(other)}
            # (its first run keeps its regex programs too, as this tree's did above: else it
            # would compile them in every timed process, a handicap this tree does not have)
            subprocess.run(as_json, capture_output=True, check=False,
                           env={**first, "PYTHONPATH": str(other)})
        for _ in range(args.runs):
            for name, command in commands.items():
                timings[name].append(best(command, 1, envs.get(name)))
        t_parse, t_cli = min(timings["parse"]), min(timings["cli"])
        t_verify, t_json = min(timings["verify"]), min(timings["json"])
        t_python = best(empty, args.runs)
        c_parse, c_verify = cpu_best(parse), cpu_best(verify)
        stages, processes = breakdown(project, draft, args.jobs)
    ratio = t_verify / t_parse
    spread = {name: f"{min(v):.3f}-{max(v):.3f} s" for name, v in timings.items()}
    median = {name: statistics.median(v) for name, v in timings.items()}
    rows = [
        ("draft size", f"{size:,} bytes"),
        ("claims (non-ignored / all)",
         f"{summary['claims'] - summary['ignored']:,} / {summary['claims']:,}"),
        ("errors / warnings", f"{summary['errors']} / {summary['warnings']}"),
        ("python -c pass (process floor)", f"{t_python:.3f} s"),
        ("markdown-it-py parse (process)", f"{t_parse:.3f} s (range {spread['parse']})"),
        ("markdown-it CLI, parse + render (process)", f"{t_cli:.3f} s"),
        ("lumen-report verify (process)", f"{t_verify:.3f} s (range {spread['verify']})"),
        ("lumen-report verify --format json", f"{t_json:.3f} s"),
        ("verify, inputs not kept (cache off)",
         f"{min(timings['cold']):.3f} s = {min(timings['cold']) / t_parse:.2f}x parse"),
        ("verify / parse", f"{ratio:.2f}x (target <= 2x)"),
        ("verify / parse, medians",
         f"{median['verify']:.3f} s / {median['parse']:.3f} s = "
         f"{median['verify'] / median['parse']:.2f}x"),
        ("verify / parse, CPU time (user + sys)",
         f"{c_verify:.3f} s / {c_parse:.3f} s = {c_verify / c_parse:.2f}x (every process)"),
        ("verify processes", processes),
        ("verify / markdown-it CLI", f"{t_verify / t_cli:.2f}x"),
        ("verify CPU by stage, --jobs 1 (s)", stages),
        ("claims per second (verify process)", f"{summary['claims'] / t_verify:,.0f}"),
    ]
    if "other" in timings:
        rows.append((f"verify as of {args.against} / parse",
                     f"{min(timings['other']) / t_parse:.2f}x best, "
                     f"{median['other'] / median['parse']:.2f}x medians (this tree: "
                     f"{ratio:.2f}x, {median['verify'] / median['parse']:.2f}x)"))
    width = max(len(k) for k, _ in rows)
    print(f"best of {args.runs} runs (range: fastest-slowest), Python {sys.version.split()[0]}")
    for key, value in rows:
        print(f"{key:<{width}}  {value}")
    if ratio > 2:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
