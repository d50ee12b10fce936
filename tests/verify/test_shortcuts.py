"""Every shortcut the verifier takes for speed must give exactly what the full path gives:
the bare-number table cell, and trying lane and task names and field hints only where their
first word starts."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from lumen_report.results import SuiteResults, load_results
from lumen_report.verify.blocks import parse_blocks
from lumen_report.verify.context import _finditer, build_names, folded
from lumen_report.verify.extract import extract
from lumen_report.verify.wording import _HINT_NAMES, _HINT_RE, _hints

REPO = Path(__file__).resolve().parents[2]
RESULTS: dict[str, SuiteResults] = {
    r.suite: r for r in (load_results(p) for p in sorted((REPO / "runs").glob("*/summary.json")))
}
NAMES = build_names(RESULTS, sorted(RESULTS))
FAR = [(10**9, 10**9)]  # a lane span no number overlaps: takes the full scan, same result

CELLS = st.one_of(
    st.sampled_from(["85.38", "2,093", "0", "7", "1\u2009273", "2026", "1.5", "12,345.678",
                     "1,2345", "3.53s", "~4", "-3", "+5", "4+", "1.2.3", "9/21", "26B"]),
    st.text(alphabet="0123456789,.\u2009 -+~x%sB", min_size=1, max_size=10),
)


@settings(max_examples=300, deadline=None)
@given(CELLS, st.sampled_from(["s", "bytes", "exit", "tokens", "%", "x", "tokens/s"]),
       st.sampled_from([None, "wall", "output", "reasoning"]))
def test_bare_cell_shortcut_matches_the_full_scan(cell: str, unit: str, hint: str | None) -> None:
    blocks = [b for b in parse_blocks(f"| Value |\n|---|\n| {cell} |\n") if b.kind == "cell"]
    for block in blocks:
        fast = extract(block, None, unit, hint)
        full = extract(block, None, unit, hint, named=FAR)
        assert fast == full


def test_bare_cell_shortcut_is_taken() -> None:
    block = next(b for b in parse_blocks("| Wall (s) |\n|---|\n| 85.38 |\n") if b.kind == "cell")
    [claim] = extract(block, None, "s", "wall")
    assert (claim.start, claim.end, claim.unit, claim.hint, str(claim.value)) == (
        0, 5, "s", "wall", "85.38")


WORDS = ["Mercury", "mercury", "MERCURY", "Mercury 2.5", "Mercury-2.5", "mercury_2.5",
         "DiffusionGemma", "DiffusionGemma 26B", "DeepSeek v4.1", "deepseek", "vault-breach",
         "vault breach", "Vault", "concurrency-defects", "negative constraints", "the",
         "patch, no guidance", "reasoning budget", "x", " ", "  ", "-", ".", "2.5", "v4.1",
         "\u0130", "\u017f", "\u212a", "mercuryx", "xmercury", "\n"]
TEXT = st.lists(st.sampled_from(WORDS), max_size=30).map(" ".join)


@settings(max_examples=400, deadline=None)
@given(TEXT)
def test_name_search_finds_what_the_full_regex_finds(text: str) -> None:
    for pattern, words in ((NAMES.lane_re, NAMES.lane_words), (NAMES.task_re, NAMES.task_words)):
        assert pattern is not None and words is not None  # the shortcut is taken
        found = [m.span() for m in _finditer(pattern, text, words, folded(text))]
        assert found == [m.span() for m in pattern.finditer(text)]


HINT_WORDS = ["time to first token", "Time To The First Token", "TTFT", "ttfo", "first byte",
              "wall", "wall-clock", "Wall Clock", "end-to-end", "end to end", "total time",
              "reasoning", "thinking", "thoughts", "deliberation", "completion", "content",
              "answers", "visible", "output", "prompt", "input", "ceiling", "budget", "limit",
              "cap", "max_tokens", "max tokens", "decoding", "capped", "endless", "x", "of",
              "the", " ", "\n", ",", "3.5", "\u212aelvin", "thin\u212aing", "\u017fecond",
              "\u0130nput"]
WINDOW = st.lists(st.sampled_from(HINT_WORDS), max_size=12).map(" ".join)


@settings(max_examples=400, deadline=None)
@given(WINDOW)
def test_hint_search_finds_what_the_full_regex_finds(text: str) -> None:
    full = [_HINT_NAMES[int((m.lastgroup or "h0")[1:])] for m in _HINT_RE.finditer(text)]
    assert _hints(text) == full
