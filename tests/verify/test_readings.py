"""The readings of a block's figures (verify/readings.py): the world's own figures are marked
so the checks pass over them, and a run's figures beside them are left to be checked."""

from __future__ import annotations

import pytest

from lumen_report.verify.blocks import parse_blocks
from lumen_report.verify.extract import extract
from lumen_report.verify.grammar import RawClaim


def _figures(text: str) -> dict[str, RawClaim]:
    [block] = parse_blocks(text)
    return {claim.text: claim for claim in extract(block, None)}


@pytest.mark.parametrize(("text", "world", "reason"), [
    ("First-contact resolution was 71%, and Mercury 2.5 took 3.53 seconds.", "71%", "metric"),
    ("Prices include 20% VAT; the run took 3.53 seconds.", "20%", "tax"),
    ("With the battery at 90% the run took 3.53 seconds.", "90%", "battery"),
    ("The answers came 2 seconds apart; the run took 3.53 seconds.", "2 seconds", "spacing"),
    ("The CMS adds a 300 ms debounce; the run took 3.53 seconds.", "300 ms", "a pause"),
    ("Uploads over 5 MB are refused. The run took 3.53 seconds.", "5 MB", "a system allows"),
    ("Humidity in the prompt went down to 12%, and the run took 3.53 seconds.", "12%",
     "humidity"),
    ("Headlines rose 12% last year; the run took 3.53 seconds.", "12%", "change over time"),
    ("2.5% of departures are delayed; the run took 3.53 seconds.", "2.5%", "things"),
    ("Keep the radar loop running at 4x; the run took 3.53 seconds.", "4x", "a factor"),
    ("The handhelds lock after 30 seconds without input; the run took 3.53 seconds.",
     "30 seconds", "a lockout"),
])
def test_world_figures_are_ignored_beside_a_runs(text: str, world: str, reason: str) -> None:
    figures = _figures(text)
    assert reason in (figures[world].ignored or "")
    assert figures["3.53 seconds"].ignored is None and figures["3.53 seconds"].measured


@pytest.mark.parametrize(("text", "number"), [
    ("The build ran on NimbusOS 5.1 and took 3.53 seconds.", "5.1"),  # an OS's version
    ("We accepted 41 of 53 suggestions; the run took 3.53 seconds.", "41"),  # a count of things
    ("The load sheet is checked against AHM 560; the run took 3.53 seconds.", "560"),  # a manual
])
def test_numbers_that_are_no_figures(text: str, number: str) -> None:
    figures = _figures(text)
    assert number not in figures or not figures[number].measured
    assert figures["3.53 seconds"].measured


def test_completion_tokens_said_to_be_reasoning() -> None:
    figures = _figures("Of its completion tokens, 389 of its completion tokens were reasoning.")
    [claim] = [c for text, c in figures.items() if text.startswith("389")]
    assert claim.hint == "reasoning"


def test_a_number_the_readings_settle_takes_no_unit_from_the_figure_before() -> None:
    """rt214: "(a mean of 7.05 seconds) but ... exhibit 14 was admitted": the exhibit's number
    is marked settled, so the check lends it no seconds as an elided item."""
    figures = _figures("Cardinal 3.1 was slower (a mean of 7.05 seconds) but was the only "
                       "model to note that exhibit 14 was admitted over objection.")
    assert figures["14"].settled and not figures["14"].measured
    assert not figures["7.05 seconds"].settled


@pytest.mark.parametrize(("text", "places"), [
    ("Grimsel took roughly twice as long as Furka.", 0),  # 2.08x is roughly twice
    ("Grimsel took twice as long as Furka.", 1),  # said outright: 2.0, to a tenth
])
def test_twice_is_read_to_the_whole_when_approximate(text: str, places: int) -> None:
    [claim] = [c for name, c in _figures(text).items() if name.startswith("twice")]
    assert claim.unit == "x" and claim.decimals == places
