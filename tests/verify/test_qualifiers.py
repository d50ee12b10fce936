"""Negated bounds: which words negate, in which clause, and the shortcut that skips the clause
scan when no negation word is near (it must never skip a negation)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lumen_report.verify.blocks import parse_blocks
from lumen_report.verify.extract import extract
from lumen_report.verify.qualifiers import (
    _NEGATION_HINT,
    _NEGATOR,
    _NEGATOR_FIRST,
    _negated,
    negated_before,
)

WORDS = ["not", "Not", "NEVER", "never", "didn't", "didn\u2019t", "No", "none", "None", "nor",
         "Neither", "nothing", "without", "Without", "at no point", "on no run", "only", "took",
         "Granite", "ran", "exceeding", "ever", ",", ";", " and ", "now", "know", "note", " "]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=12).map(" ".join))
def test_the_shortcut_never_skips_a_negation(text: str) -> None:
    if _NEGATOR.search(text) or _NEGATOR_FIRST.match(text):
        assert _NEGATION_HINT.search(text)


@pytest.mark.parametrize(("text", "negated"), [
    ("Granite did not exceed ", True),
    ("OLMo never finished in under ", True),
    ("None of Phi's runs used fewer than ", True),
    ("On the indemnity scan none of Grimsel's runs went over ", True),  # (mid-clause)
    ("Phi didn\u2019t take longer than ", True),
    ("Granite at no point took more than ", True),
    ("Granite finished without exceeding ", True),
    ("Phi ran without ever dropping below ", True),
    ("Phi without retries took under ", False),
    ("Granite was not only quick, it also took under ", False),
    ("Granite did not crash, and it took over ", False),
    ("Granite never crashed; its runs took under ", False),
    ("Granite took under ", False),
])
def test_negation_in_the_bound_clause(text: str, negated: bool) -> None:
    phrase = text.split()[-1]
    plain = text + "4.5 seconds"
    start = len(text)
    assert (_negated(plain, start, phrase) is not None) is negated


def test_negated_exit_code_wording() -> None:
    assert negated_before("Granite never exited with code 7", 31) == "never"
    assert negated_before("No Granite run exited with code 7", 32) == "no"
    assert negated_before("Phi exited with code 7", 21) is None


@pytest.mark.parametrize(("text", "bound"), [
    ("Start with Grimsel: none of its three lease abstracts took 18 seconds or more.", "lt"),
    ("It never took 18 seconds or less.", "gt"),
    ("Grimsel took 18 seconds or more.", "ge"),
])
def test_a_bound_after_its_figure_is_negated_too(text: str, bound: str) -> None:
    [block] = parse_blocks(text)
    [claim] = extract(block, None)
    assert claim.bound == bound

