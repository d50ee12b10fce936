"""A block's sentences and the stretches of them a figure's readings test (verify/sentences.py)."""

from __future__ import annotations

import pytest

from lumen_report.verify.sentences import (
    lane_in,
    overlaps,
    semicolon_part,
    sentence_bounds,
    sentence_span,
)


@pytest.mark.parametrize(("text", "starts"), [
    ("One. Two! Three? Four", ["One. ", "Two! ", "Three? ", "Four"]),
    # an abbreviation ends no sentence, a unit's does
    ("It took approx. 3 s, e.g. on run 2. Then", ["It took", "Then"]),
    ("It answered after 510 ms. Then it stopped.", ["It answered", "Then"]),
    ('He said "done." Then left', ['He said', "Then"]),
    ("A paragraph\n\nof two", ["A paragraph", "of two"]),
    ("No end here", ["No end here"]),
])
def test_sentence_bounds(text: str, starts: list[str]) -> None:
    bounds = sentence_bounds(text)
    assert len(bounds) == len(starts)
    assert all(text[at:].startswith(start) for at, start in zip(bounds, starts, strict=True))


def test_sentence_span_and_semicolon_part() -> None:
    text = "Mercury took 3.53 s; Gemma took 85.38 s. Both wrote code."
    second = text.index("Gemma")
    assert sentence_span(text, second) == (0, text.index("Both"))
    assert sentence_span(text, text.index("code")) == (text.index("Both"), len(text))
    begin, end = semicolon_part(text, second)
    assert text[begin:end] == " Gemma took 85.38 s. "
    assert text[slice(*semicolon_part(text, 3))] == "Mercury took 3.53 s"


def test_lane_in_and_overlaps() -> None:
    named = [(10, 20), (40, 45)]
    assert lane_in(named, 0, 11) and lane_in(named, 40, 41)
    assert not lane_in(named, 11, 40)  # (a name starts in the stretch, not just reaches it)
    assert overlaps(named, 19, 30) and overlaps(named, 0, 11)
    assert not overlaps(named, 20, 40) and not overlaps([], 0, 100)
