"""A large draft checked in parts (verify/parts.py) finds exactly what one process finds.

Every fixture draft and example draft is split at every heading line, the parts checked one
after another here; wherever the split is taken (not refused) the findings must equal the
unsplit run's. Random Markdown likewise; and the forked path gives the same JSON as the
sequential one on a large draft.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from fixture_cases import case_results, read_expected
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lumen_report.drafts import Draft, Meta, load_draft, split_front_matter
from lumen_report.results import load_results
from lumen_report.verify import default_jobs, parts, verify_drafts
from lumen_report.verify import split as splits_scan
from lumen_report.verify.blocks import parse_blocks
from lumen_report.verify.check import check_blocks, draft_state
from lumen_report.verify.model import Claim
from lumen_report.verify.parts import check_split
from lumen_report.verify.runs import Suite, plain
from lumen_report.verify.split import Split, choose, split_points

FIXTURES = Path(__file__).parent / "fixtures"
REPO = Path(__file__).resolve().parents[2]
STORED = {r.suite: r for r in (load_results(p)
                               for p in sorted((REPO / "runs").glob("*/summary.json")))}
EXAMPLE = plain(STORED)  # as the checks read them
DRAFTS = [*sorted(p / "draft.md" for p in FIXTURES.iterdir() if (p / "draft.md").is_file()),
          *sorted((REPO / "drafts").glob("*.md"))]


def results_for(draft: Path) -> dict[str, Suite]:
    """The results a fixture names (``# results: FILE``) or holds, else the example's."""
    expected = draft.parent / "expected.txt"
    if draft.parent == REPO / "drafts" or not expected.is_file():
        return EXAMPLE
    return plain(case_results(draft.parent, read_expected(expected)[1]))


def whole(draft: Draft, results: dict[str, Suite]) -> list[Claim]:
    return check_blocks(draft_state(draft, results, False), parse_blocks(draft.text), [])


def every_heading(text: str) -> list[Split]:
    """A split at every line that starts with "#" at column 0, whatever is around it, with
    the headings above it as a naive scan of "#" lines sees them: check_split must refuse
    what it cannot take, not rely on the scan."""
    found: list[Split] = []
    stack: list[tuple[int, str]] = []
    offset = 0
    for number, line in enumerate(text.split("\n")):
        heading = re.match(r" {0,3}(#{1,6})(?:[ \t]|\r?$)", line)
        if heading is not None:
            level = len(heading.group(1))
            while stack and stack[-1][0] >= level:
                stack.pop()
            if line.startswith("#") and number:
                found.append(Split(offset, number, level, tuple(s for _, s in stack)))
            stack.append((level, line))
        offset += len(line) + 1
    return found


def splits_agree(draft: Draft, results: dict[str, Suite]) -> tuple[int, int]:
    """Split ``draft`` at each candidate alone, then at all the scan offers at once: each
    split taken must give the unsplit findings. (taken, tried)"""
    expected = whole(draft, results)
    offered = split_points(draft.text)
    trials = [[s] for s in [*offered, *every_heading(draft.text)]]
    if len(offered) > 1:
        trials.append(offered)
    taken = 0
    for splits in trials:
        found = check_split(draft, results, splits)
        if found is not None:
            taken += 1
            assert found == expected, (draft.path, [s.offset for s in splits])
    return taken, len(trials)


@pytest.mark.parametrize("path", DRAFTS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_fixture_split_at_every_heading_finds_the_same(path: Path) -> None:
    splits_agree(load_draft(path), results_for(path))


def test_most_offered_splits_of_the_fixtures_are_taken() -> None:
    """Not a test that cannot fail: across the fixtures the scan offers splits and nearly all
    of them hold (those refused cost only speed)."""
    taken = offered = 0
    for path in DRAFTS:
        draft = load_draft(path)
        points = split_points(draft.text)
        offered += len(points)
        taken += sum(check_split(draft, results_for(path), [s]) is not None for s in points)
    assert offered >= 20
    assert taken >= 0.9 * offered, (taken, offered)


def make_draft(text: str, path: str = "drafts/random.md") -> Draft:
    raw, body, body_line = split_front_matter(text)
    meta = Meta(suites=["diffusion-reasoning"]) if raw else Meta()
    return Draft(path=Path(path), shown=path, text=text, meta=meta, body=body,
                 body_line=body_line)


def agree(text: str) -> list[Claim] | None:
    """The findings of ``text`` split at every candidate the scan offers (None if refused),
    after checking they equal the unsplit ones."""
    draft = make_draft(text)
    found = check_split(draft, EXAMPLE, split_points(text))
    assert found is None or found == whole(draft, EXAMPLE)
    return found


FRAGMENTS = [
    "Mercury", "Mercury 2.5", "DiffusionGemma 26B", "vault-breach", "concurrency-defects",
    "took", "about", "over", "median", "every run", "exited", "3.53", "85.38", "1,273",
    "24.2x", "83%", "3.53s", "seconds", "bytes", "tokens", "its first run", "both models",
    "`--max-tokens 4096`", "`vault-breach`", "[over 1,100 tokens](https://x.y/1)", "[^1]",
    "[1]", "**", "*", "_", "`", "\\", "&amp;", "<b>", "</b>", "<!-- 7 s -->", "<!--", "-->",
    "<!-- lumen: ignore -->", "| 3.53 | 85.38 |", "|---|---|", "> ", "- ", "1. ", "# ",
    "## ", "### ", "    ", "\t", "```", "~~~", "\n", "\n\n", " ", ".", ",", ":", "=====",
    "---", "<table>", "</table>", "<tr>", "<td>", "</td>", "<div>", "</div>", "<details>",
    "<pre>", "</pre>", "<script>", "</script>", "<?php", "?>", "<!DOCTYPE", ">", "\r\n",
]
BODY = st.lists(st.one_of(st.sampled_from(FRAGMENTS),
                          st.text(alphabet="0123456789 .,x%sab\n-*_`[]()|>#<!", max_size=8)),
                max_size=30).map("".join)
HEADING = st.tuples(st.integers(1, 4), st.sampled_from(
    ["Mercury", "vault-breach", "DiffusionGemma 26B on concurrency-defects", "Median times",
     "The first run", "Results", "`vault-breach/mercury-2.5/1`", "Both models: 3.53 s"]))
FRONT = st.sampled_from(["", "---\ntitle: T\nsuites: [diffusion-reasoning]\n---\n",
                         "---\ntitle: T\n\n# not a heading\n---\n", "---\n\n# H\n"])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(FRONT, st.lists(st.tuples(HEADING, BODY), max_size=6))
def test_random_markdown_split_at_its_headings_finds_the_same(
        front: str, sections: list[tuple[tuple[int, str], str]]) -> None:
    text = front + "".join(f"\n{'#' * level} {title}\n\n{body}\n" for (level, title), body
                           in sections)
    agree(text)
    draft = make_draft(text)
    expected = None
    for split in every_heading(text):
        found = check_split(draft, EXAMPLE, [split])
        if found is not None:
            expected = whole(draft, EXAMPLE) if expected is None else expected
            assert found == expected, split


@settings(max_examples=300, deadline=None)
@given(BODY, st.integers(0, 40))
def test_the_event_scan_finds_the_lines_the_line_pattern_does(text: str, at: int) -> None:
    """split._events (found by the newline before each line) stops where ``^`` in
    multi-line mode would, with the same groups, from any start."""
    at = min(at, len(text))
    expected = [(m.start(), m.end(), *m.group(1, 2, 3))
                for m in splits_scan._EVENT.finditer(text, at)]
    assert [(start, m.end(), *m.group(1, 2, 3)) for start, m in splits_scan._events(text, at)] \
        == expected


PLAIN = """
# {lane} on {task}

{lane} took 4.12 seconds on {task}, and its answer was 1,273 bytes.

## The first run

| Lane | Wall (s) |
|---|---|
| {lane} | 3.53 |

- {lane} exited 0
- it used over 1,100 tokens
"""


def test_ordinary_sections_are_split_where_offered() -> None:
    """Sections of prose, tables and lists, with a fenced block and an HTML comment that
    close before the next heading: every split the scan offers is taken."""
    text = "".join(PLAIN.format(lane=lane, task=task) + "\n```\n# code\n```\n\n<!-- 5 s -->\n"
                   for lane in ("Mercury", "DiffusionGemma 26B")
                   for task in ("vault-breach", "concurrency-defects"))
    points = split_points(text)
    assert [text[p.offset:text.index("\n", p.offset)] for p in points][:3] == [
        "# Mercury on vault-breach", "## The first run", "# Mercury on concurrency-defects"]
    assert not any(text[p.offset:].startswith("# code") for p in points)
    assert agree(text) is not None
    draft = make_draft(text)
    for split in points:
        assert check_split(draft, EXAMPLE, [split]) is not None


@pytest.mark.parametrize("text", [
    "Mercury took 4 s.\n\n```\nfence\n\n# Mercury took 5 s\n```\n\nDone in 3.53 s.\n",
    "Mercury took 4 s.\n\n<!-- a comment\n\n# Mercury took 5 s\n-->\n\nDone in 3.53 s.\n",
    "<pre>\n\n# Mercury took 5 s\n</pre>\n\nDone in 3.53 s.\n",
    "<!-- lumen: ignore -->\n\n# Mercury took 5 s\n\nDone in 3.53 s.\n",
    "<!-- lumen: ignore -->\n<details>\n\n# Mercury took 5 s\n\n</details>\n",
    "<table><tr><td>Mercury</td>\n\n# 5 s\n\n<td>3.53 s</td></tr></table>\n",
    "---\ntitle: x\n\n# Mercury took 5 s\n---\n\nDone in 3.53 s.\n",
    "Mercury\n=======\n\n# Took 5 s\n",
    "Mercury took [4 s][r].\n\n# Phi\n\nMercury took [5 s][r].\n\n[r]: https://x.y\n",
    "Mercury took 4 s.[^1]\n\n# Phi took 5 s\n\n[^1]: a note 3 s\n",
    "Mercury took 4 s.\r\r# Phi took 5 s\r",
    "| Lane | s |\n|---|---|\n| Mercury | 4 |\n# Phi | 5 |\n",
])
def test_splits_that_would_change_findings_are_refused(text: str) -> None:
    """A split inside a fence, a comment, a <pre>, below an ignore marker, inside an ignored
    <details> or a raw HTML table, inside front matter, with definitions elsewhere, at lone
    CRs or without a blank line above: refused (or, where taken, the same)."""
    draft = make_draft(text)
    expected = whole(draft, EXAMPLE)
    for split in every_heading(text.replace("\r", "\n")):
        found = check_split(draft, EXAMPLE, [split])
        assert found is None or found == expected


def test_a_split_below_an_ignore_marker_is_refused() -> None:
    """Taken, this split would check the heading the marker skips."""
    text = "Intro.\n\n<!-- lumen: ignore -->\n\n# Mercury took 5.5 s\n\nMercury took 4 s.\n"
    draft = make_draft(text)
    split = every_heading(text)
    assert len(split) == 1
    assert check_split(draft, EXAMPLE, split) is None
    assert split_points(text) == split  # the scan offers it; the part above refuses it


def test_headings_the_scan_misread_are_caught() -> None:
    """A heading in a list item is on the heading stack; the line scan misses it, so the
    next part would start under the wrong headings: the split is refused."""
    text = "# Mercury\n\n- # DiffusionGemma 26B\n\n## Took\n\nIt took 4.12 s.\n"
    points = split_points(text)
    assert [p.headings for p in points] == [("# Mercury",)]
    draft = make_draft(text)
    assert check_split(draft, EXAMPLE, points) is None


def test_headings_above_that_are_no_heading_are_refused() -> None:
    """The scan's source of a heading above a part must parse as one heading; if not, the
    part is not taken (and not taken as a part with no claims)."""
    text = "Intro.\n\n# Mercury took 4.12 s\n"
    draft = make_draft(text)
    (split,) = split_points(text)
    for wrong in ("Mercury took 4.12 s", "# A\n\n# B"):
        bad = Split(split.offset, split.line, split.level, (wrong,))
        assert check_split(draft, EXAMPLE, [bad]) is None
    assert check_split(draft, EXAMPLE, [split]) == whole(draft, EXAMPLE)


def big_draft(size: int) -> str:
    text = (REPO / "drafts" / "diffusion-shared-budget.md").read_text(encoding="utf-8")
    front, body = re.match(r"(---\n.*?\n---\n)(.*)", text, re.S).groups()  # type: ignore[union-attr]
    chunks = [front]
    copy = 0
    while sum(map(len, chunks)) < size:
        copy += 1
        chunks.append(body.replace("# Diffusion models head to head", f"# Part {copy}", 1)
                      .replace("4.06", f"4.0{copy % 10}") + "\n")
    return "".join(chunks)


FORKED = """
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
import test_parts as t
from lumen_report.drafts import Draft, Meta
from lumen_report.verify import parts, verify_drafts

text = t.big_draft(parts.MIN_SIZE + 20_000)
draft = Draft(path=Path("drafts/big.md"), shown="drafts/big.md", text=text,
              meta=Meta(), body=text, body_line=1)
taken = []
real = parts.Early.finish

def spy(*args, **kwargs):
    found = real(*args, **kwargs)
    taken.append(found is not None)
    return found

parts.Early.finish = spy
one = verify_drafts([draft], t.STORED, jobs=1)
assert taken == [], taken
for jobs in (2, 3):
    split = verify_drafts([draft], t.STORED, jobs=jobs)
    assert taken.pop() is True, jobs
    assert split.to_json() == one.to_json(), jobs
    assert split.drafts[0].claims == one.drafts[0].claims, jobs
# The results come late (as when the CLI loads them): each process parses a second part
# while it waits, and checks both once they come.
import time
from lumen_report.verify.runs import plain
for jobs in (2, 3):
    early = parts.start(draft.path, text, jobs)
    time.sleep(1.5)
    late = early.finish(draft, plain(t.STORED), False)
    assert late == one.drafts[0].claims, jobs
print("same")
"""


def test_the_forked_path_gives_the_same_json() -> None:
    """In a fresh process (this one may run other tests' threads, and a process with threads
    is never forked): two and three processes give the one-process JSON and claims, also
    when the results come after the processes have parsed their parts."""
    done = subprocess.run([sys.executable, "-c", FORKED, str(Path(__file__).parent)],
                          capture_output=True, text=True, check=False, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "same"


def test_no_fork_while_other_threads_run(monkeypatch: pytest.MonkeyPatch) -> None:
    started = threading.Event()
    stop = threading.Event()

    def idle() -> None:
        started.set()
        stop.wait(30)

    thread = threading.Thread(target=idle)
    thread.start()
    try:
        started.wait(5)
        assert parts._threaded()
        draft = make_draft(big_draft(parts.MIN_SIZE + 20_000))
        assert parts.check_in_parts(draft, EXAMPLE, strict=False, jobs=2) is None
    finally:
        stop.set()
        thread.join()


def test_small_drafts_and_one_job_stay_in_one_process(monkeypatch: pytest.MonkeyPatch) -> None:
    called: list[int] = []
    monkeypatch.setattr(parts, "_threaded", lambda: False)  # whatever other tests left
    monkeypatch.setattr(parts.Early, "fork", lambda *a, **k: called.append(1))
    small = make_draft(big_draft(parts.MIN_SIZE // 4))
    verify_drafts([small], STORED, jobs=2)
    verify_drafts([make_draft(big_draft(parts.MIN_SIZE + 1000))], STORED, jobs=1)
    assert called == []


def test_choose_takes_the_points_nearest_even_shares() -> None:
    points = [Split(o, o // 10, 1, ()) for o in (100, 450, 520, 900)]
    assert [s.offset for s in choose(points, 1000, 2)] == [520]
    assert [s.offset for s in choose(points, 1000, 3)] == [450, 520]
    assert [s.offset for s in choose(points, 1000, 4)] == [100, 520, 900]
    assert choose([], 1000, 2) == []


def test_jobs_default_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LUMEN_JOBS", "3")
    assert default_jobs() == 3
    monkeypatch.setenv("LUMEN_JOBS", "0")
    assert default_jobs() == 1
    monkeypatch.delenv("LUMEN_JOBS")
    assert default_jobs() >= 1
    monkeypatch.setenv("LUMEN_JOBS", "many")
    with pytest.raises(Exception, match="LUMEN_JOBS"):
        default_jobs()


def test_a_failing_child_falls_back_to_one_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """A child that fails (here: raises) sends nothing; the draft is checked here in one
    process instead, with the same findings."""
    draft = make_draft(big_draft(parts.MIN_SIZE + 20_000), "drafts/big.md")
    expected = verify_drafts([draft], STORED, jobs=1).to_json()
    parent = os.getpid()
    real = parts._check_part

    def failing(*args: Any, **kwargs: Any) -> Any:
        if os.getpid() != parent:
            raise RuntimeError("a child failed")
        return real(*args, **kwargs)

    monkeypatch.setattr(parts, "_check_part", failing)
    # Other tests may leave idle threads in this process; the child fails at once anyway.
    monkeypatch.setattr(parts, "_threaded", lambda: False)
    assert parts.check_in_parts(draft, EXAMPLE, strict=False, jobs=2) is None
    assert verify_drafts([draft], STORED, jobs=2).to_json() == expected


def test_the_cli_gives_the_same_output_with_any_jobs(tmp_path: Path) -> None:
    """``--jobs 1`` (one process), ``--jobs 2`` and ``LUMEN_JOBS=2``: the same JSON and text."""
    shutil.copytree(REPO / "runs", tmp_path / "runs")
    (tmp_path / "drafts").mkdir()
    (tmp_path / "drafts" / "big.md").write_text(big_draft(parts.MIN_SIZE + 20_000),
                                                encoding="utf-8")

    def run(*args: str, jobs: str | None = None) -> str:
        env = {k: v for k, v in os.environ.items() if k != "LUMEN_JOBS"}
        if jobs is not None:
            env["LUMEN_JOBS"] = jobs
        done = subprocess.run([sys.executable, "-m", "lumen_report", "verify", "--project",
                               str(tmp_path), *args], capture_output=True, text=True, env=env,
                              check=False, timeout=300)
        assert done.returncode in (0, 1), done.stderr
        return done.stdout

    for fmt in ("json", "text"):
        one = run("--format", fmt, "--jobs", "1")
        assert run("--format", fmt, "--jobs", "2") == one
        assert run("--format", fmt, jobs="2") == one


EARLY = """
import json, os, sys
import lumen_report.cli as cli
from lumen_report.verify import parts

seen = []
real_start, real_finish = parts.start, parts.Early.finish

def start(*args, **kwargs):
    early = real_start(*args, **kwargs)
    seen.append(("start", early is not None, "pydantic" in sys.modules))
    return early

def finish(*args, **kwargs):
    found = real_finish(*args, **kwargs)
    seen.append(("finish", found is not None))
    return found

parts.start, parts.Early.finish = start, finish
cli.exit_at_once = lambda code: None  # return here, to look at this process's children
try:
    cli.main(["verify", "--project", sys.argv[1], "--jobs", "2", "--format", "json"])
except SystemExit as exit:
    code = exit.code
try:
    left = os.waitpid(-1, os.WNOHANG)
except ChildProcessError:
    left = None
print(json.dumps({"code": code, "seen": seen, "left": left}), file=sys.stderr)
"""


def _early(project: Path) -> tuple[dict[str, Any], str]:
    """`lumen-report verify --jobs 2` on ``project`` in a fresh process: its exit code, the
    parts' starts and finishes it made and any child process left; and its output."""
    done = subprocess.run([sys.executable, "-c", EARLY, str(project)], capture_output=True,
                          text=True, check=False, timeout=300)
    *said, last = done.stderr.strip().splitlines()
    return {**json.loads(last), "said": "\n".join(said)}, done.stdout


def test_the_parts_start_before_the_results_load(tmp_path: Path) -> None:
    """The CLI starts a large draft's parts' processes before it imports pydantic to load the
    drafts and results (they parse their parts meanwhile), then finishes them: the findings
    are those of one process, and no process is left behind."""
    shutil.copytree(REPO / "runs", tmp_path / "runs")
    (tmp_path / "drafts").mkdir()
    (tmp_path / "drafts" / "big.md").write_text(big_draft(parts.MIN_SIZE + 20_000),
                                                encoding="utf-8")
    found, out = _early(tmp_path)
    assert found["code"] == 1  # (big_draft plants wrong figures)
    assert found["seen"] == [["start", True, False], ["finish", True]]
    assert found["left"] is None
    one = subprocess.run([sys.executable, "-m", "lumen_report", "verify", "--project",
                          str(tmp_path), "--jobs", "1", "--format", "json"],
                         capture_output=True, text=True, check=False, timeout=300)
    assert out == one.stdout


def test_bad_results_stop_the_started_parts(tmp_path: Path) -> None:
    """Results that fail validation after the parts started: the one clear message and exit
    2 as ever, and the parts' processes stopped and reaped."""
    shutil.copytree(REPO / "runs", tmp_path / "runs")
    summary = next((tmp_path / "runs").glob("*/summary.json"))
    data = json.loads(summary.read_text(encoding="utf-8"))
    data["runs"][0]["wall_s"] = "fast"  # valid JSON, not a valid results file
    summary.write_text(json.dumps(data, indent=2), encoding="utf-8")
    (tmp_path / "drafts").mkdir()
    (tmp_path / "drafts" / "big.md").write_text(big_draft(parts.MIN_SIZE + 20_000),
                                                encoding="utf-8")
    found, out = _early(tmp_path)
    assert found["code"] == 2
    assert "summary.json" in found["said"] and "wall_s" in found["said"], found["said"]
    assert "Traceback" not in found["said"]
    assert found["seen"] == [["start", True, False]]
    assert found["left"] is None
    assert out == ""


def test_a_large_draft_named_twice_is_checked_twice(tmp_path: Path) -> None:
    """The parts started for the first copy are finished once; the second copy is checked
    as any other draft (no read from the finished queue)."""
    shutil.copytree(REPO / "runs", tmp_path / "runs")
    (tmp_path / "drafts").mkdir()
    big = tmp_path / "drafts" / "big.md"
    big.write_text(big_draft(parts.MIN_SIZE + 20_000), encoding="utf-8")
    outputs = []
    for jobs in ("1", "2"):
        done = subprocess.run([sys.executable, "-m", "lumen_report", "verify", "--project",
                               str(tmp_path), "--jobs", jobs, "--format", "json", str(big),
                               str(big)], capture_output=True, text=True, check=False,
                              timeout=300)
        assert done.returncode == 1, done.stderr  # (big_draft plants wrong figures)
        outputs.append(done.stdout)
    assert outputs[0] == outputs[1]
    assert len(json.loads(outputs[1])["drafts"]) == 2


def test_a_split_is_taken_only_at_a_heading_after_a_blank_line_on_its_line() -> None:
    text = "# A\n\nText 1.\n\n## B\n\nText 2.\n\n## C\nText 3.\n"
    found = splits_scan.split_points(text)
    assert [(s.line, s.level) for s in found] == [(4, 2), (8, 2)]
    assert splits_scan.at_headings(text, found)
    moved = [splits_scan.Split(s.offset, s.line + 1, s.level, s.headings) for s in found]
    assert not splits_scan.at_headings(text, moved)  # the line it says is not its own
    level = [splits_scan.Split(found[0].offset, 4, 3, ())]
    assert not splits_scan.at_headings(text, level)
    inside = text.index("Text 2.")
    assert not splits_scan.at_headings(text, [splits_scan.Split(inside, 6, 2, ())])
    glued = text.replace("\n\n## C", "\n## C")  # no blank line above: not a split
    at = glued.index("## C")
    assert not splits_scan.at_headings(glued, [splits_scan.Split(at, 7, 2, ())])
    assert splits_scan.at_headings(glued, [found[0]])
    assert parts._tasks(text, list(reversed(found))) is None
