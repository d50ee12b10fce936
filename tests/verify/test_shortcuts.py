"""Every shortcut the verifier takes for speed must give exactly what the full path gives:
the bare-number table cell, and trying lane and task names and field hints only where their
first word starts."""

from __future__ import annotations

import re
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from lumen_report.results import SuiteResults, load_results
from lumen_report.verify.blocks import parse_blocks
from lumen_report.verify.classify import _OWN_HINT, _own_words
from lumen_report.verify.context import _CLAUSE_BREAK
from lumen_report.verify.extract import _RATIO_HINT, _RATIO_HINT_WORDS, extract
from lumen_report.verify.grammar import _QUALIFIERS, _UNIT_WORD, NUMBER_WORDS
from lumen_report.verify.lists import RESPECTIVE_WORD
from lumen_report.verify.names import ALL_LANES, all_lanes_at, build_names, finditer, folded
from lumen_report.verify.ratios import EVERY_TASK, every_task_at
from lumen_report.verify.runs import plain
from lumen_report.verify.wording import _HINT_NAMES, _HINT_RE, _hints

REPO = Path(__file__).resolve().parents[2]
RESULTS: dict[str, SuiteResults] = {
    r.suite: r for r in (load_results(p) for p in sorted((REPO / "runs").glob("*/summary.json")))
}
NAMES = build_names(plain(RESULTS), sorted(RESULTS))
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
         "\u0130", "\u017f", "\u212a", "mercuryx", "xmercury", "\n", "reasoning",
         "The reasoning budget is shared with the answer", "the\u00a0reasoning", "THE-reasoning",
         "patch, no guidance", "Patch,  slightly rephrased", "budget", "diffusion_reasoning"]
TEXT = st.lists(st.sampled_from(WORDS), max_size=30).map(" ".join)


@settings(max_examples=400, deadline=None)
@given(TEXT)
def test_name_search_finds_what_the_full_regex_finds(text: str) -> None:
    for pattern, words in ((NAMES.lane_re, NAMES.lane_words), (NAMES.task_re, NAMES.task_words)):
        assert pattern is not None and words is not None  # the shortcut is taken
        found = [m.span() for m in finditer(pattern, text, words, folded(text))]
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


QUANTIFIED = ["Both", "both", "BOTH", "each", "Each", "every", "all", "All", "either",
              "neither", "across", "Across", "of the", "three", "models", "model", "Lanes",
              "lane", "providers", "systems", "tasks", "task", "prompts", "Prompt", "ball",
              "overall", "eachx", "x", " ", "  ", "\n", ",", "-", "\u0130", "\u017f", "\u212a"]
QUANTIFIED_TEXT = st.lists(st.sampled_from(QUANTIFIED), max_size=16).map(" ".join)


@settings(max_examples=400, deadline=None)
@given(QUANTIFIED_TEXT)
def test_quantifier_searches_find_what_the_full_regexes_find(text: str) -> None:
    """"both models", "each of the three tasks": found by their first word in folded text,
    where the full case-blind regexes find them."""
    low = folded(text)
    assert all_lanes_at(text, low) == [m.start() for m in ALL_LANES.finditer(text)]
    assert every_task_at(text, low) == [m.start() for m in EVERY_TASK.finditer(text)]
    if "task" in text.lower() or "prompt" in text.lower():
        assert every_task_at(text) == every_task_at(text, low)


ORDINALS = ["its", "their", "the", "Its", "first", "FIRST", "second", "seconds", "third",
            "last", "final", "fifth", "fourth", "run", "Run", "repeat", "attempt", "#", "2",
            "(", "'s", "\u2019s", "x", " ", "\n", "\u017f", "\u0130"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(ORDINALS), max_size=12).map(" ".join))
def test_own_run_words_hold_for_every_own_run_hint(text: str) -> None:
    low = folded(text)
    if low is not None and _OWN_HINT.search(low) is not None:
        assert _own_words(low)


SPELLED = ["zero", "one", "Two", "twenty", "twenty-four", "four", "a", "hundred", "bytes",
           "tokens", "seconds", "times", "percent", "completion", "reasoning", "3", "3.53",
           "1,273", "-", " ", "  ", "\n", "done", "x", "\u00a0", "7-"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(SPELLED), max_size=14).map(" ".join))
def test_a_unit_after_a_figure_starts_no_spelled_number(text: str) -> None:
    """spelled_numbers skips a unit word with a digit before it (past spaces and hyphens):
    there the words it would read back end in that figure, no number word."""
    low = text.lower()
    for unit in _UNIT_WORD.finditer(low):
        before = low[:unit.start()].rstrip().rstrip("- \t\n\u00a0").rstrip()
        if before[-1:].isdigit():
            words = low[max(0, unit.start() - 40):unit.start()].replace("-", " ").split()
            if words and words[-1] in _QUALIFIERS:
                words.pop()
            assert not words or words[-1] not in NUMBER_WORDS


GUARDED = ["respectively", "Respectively,", "vs", "VS.", "versus", "Against", "against", "(",
           "(against", "(Versus", ",", ";", ":", "compared", "Compared", "twice", "TWICE",
           "Thrice", "half", "a quarter", "one third", "fifth", "sixth", "of", "3.5", "s", "x",
           " ", "\n", "\u0130", "\u017f", "\u212a"]
GUARDED_TEXT = st.lists(st.sampled_from(GUARDED), max_size=14).map(" ".join)
# context._CLAUSE_BREAK as first written (two branches): the rewritten one finds the same.
_CLAUSE_BREAK_AS_WRITTEN = re.compile(
    r"[,;:](?=\s)|\((?=(?:[Aa]gainst|[Vv]ersus|[Vv]s\b|[Cc]ompared\b))")


@settings(max_examples=400, deadline=None)
@given(GUARDED_TEXT)
def test_word_guards_hold_wherever_their_regexes_match(text: str) -> None:
    """The substring tests that skip a regex in folded text (check_blocks, extract) hold
    wherever the regex matches; the clause breaks are unchanged."""
    assert [m.span() for m in _CLAUSE_BREAK.finditer(text)] \
        == [m.span() for m in _CLAUSE_BREAK_AS_WRITTEN.finditer(text)]
    low = folded(text)
    if low is None:
        return
    if RESPECTIVE_WORD.search(text):
        assert "respectively" in low
    if _RATIO_HINT.search(text):
        assert any(word in low for word in _RATIO_HINT_WORDS)
