"""A block's sentences, and the stretches of them that the readings of a figure test.

``sentence_bounds`` splits a block's text into sentences ("e.g." and "approx." end none);
``sentence_span`` and ``semicolon_part`` give the sentence, or its part between semicolons,
that holds an offset; ``lane_in`` says whether a lane's name starts in a stretch, and
``overlaps`` whether a stretch meets any of a list of spans. Shared by extraction
(verify/extract.py) and the readings of its figures (verify/readings.py).
"""

from __future__ import annotations

import bisect

from lumen_report.verify.patterns import compiled

__all__ = ["lane_in", "overlaps", "semicolon_part", "sentence_bounds", "sentence_span"]

# [.!?][\"')\]]*\s+(?=\S) | \n\s*\n, written to start with one character class: the
# regex engine then skips to those characters instead of trying both branches everywhere.
_SENTENCE_END = compiled(r"[.!?\n](?:(?<=[.!?])[\"')\]]*\s+(?=\S)|(?<=\n)\s*\n)")


_ABBREVIATIONS = {"e.g", "i.e", "etc", "approx", "ca", "cf", "vs", "fig", "figs", "no", "nos", "mr",
                  "mrs", "ms", "dr", "st", "resp", "incl", "esp", "al", "viz", "est",
                  "avg", "max", "min", "sec", "secs", "jan", "feb", "mar", "apr", "jun", "jul",
                  "aug", "sep", "sept", "oct", "nov", "dec", "p", "pp", "ch", "eq", "cl", "cls",
                  "vol", "vols", "ed", "eds", "ext",
                  "sch", "art", "para", "paras", "reg", "ss", "subs"}
_UNIT_ABBREVIATIONS = {"ms", "min", "sec", "secs"}
_AFTER_FIGURE = compiled(r"\d[ \u00a0\u202f]?$")
_LAST_WORD = compiled(r"([A-Za-z]+(?:\.[A-Za-z]+)*)\.$")


def sentence_bounds(plain: str) -> list[int]:
    """Offsets where each sentence of a block starts ("e.g." and "approx." end none)."""
    bounds = [0]
    for match in _SENTENCE_END.finditer(plain):
        if plain[match.start()] == ".":
            word = _LAST_WORD.search(plain, max(0, match.start() - 12), match.start() + 1)
            if word is not None and word.group(1).lower() in _ABBREVIATIONS \
                    and not (word.group(1).lower() in _UNIT_ABBREVIATIONS
                             and _AFTER_FIGURE.search(plain, max(0, word.start() - 3),
                                                      word.start())):
                continue  # (but "after 510 ms." ends its sentence: a unit, not "Ms.")
        bounds.append(match.end())
    return bounds


# The last text ``sentence_span`` split and its sentence starts: the readings of a block's
# figures ask of one block's text (the same object) after another.
_LAST: list[tuple[str, list[int]]] = [("", [0])]


def sentence_span(plain: str, at: int) -> tuple[int, int]:
    """The sentence [start, end) of ``plain`` holding offset ``at``."""
    last, bounds = _LAST[0]
    if last is not plain:
        bounds = sentence_bounds(plain)
        _LAST[0] = (plain, bounds)
    index = bisect.bisect_right(bounds, at) - 1
    return bounds[index], bounds[index + 1] if index + 1 < len(bounds) else len(plain)


def semicolon_part(plain: str, at: int) -> tuple[int, int]:
    """The part of the sentence holding ``at`` between semicolons."""
    start, end = sentence_span(plain, at)
    semi = plain.rfind(";", start, at)
    after = plain.find(";", at, end)
    return (semi + 1 if semi >= 0 else start), (after if after >= 0 else end)


def lane_in(named: list[tuple[int, int]], begin: int, end: int) -> bool:
    """Whether a lane name (``named``: their spans) starts in [begin, end)."""
    return any(begin <= at < end for at, _ in named)


def overlaps(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    """Whether [start, end) meets any of ``spans``."""
    # A plain loop, not any(...): no generator to start for each number of a block.
    for a, b in spans:  # noqa: SIM110
        if a < end and start < b:
            return True
    return False


def blanked(plain: str, spans: list[tuple[int, int]]) -> str:
    """``plain`` with every span of ``spans`` blanked to NULs, at the same offsets (names
    masked so patterns can see where a name stands without reading it)."""
    parts: list[str] = []
    done = 0  # plain[:done] is in parts (slices, not a list of every character)
    for start, end in sorted(spans):
        start = max(start, done)
        if end > start:
            parts += (plain[done:start], "\x00" * (end - start))
            done = end
    parts.append(plain[done:])
    return "".join(parts)
