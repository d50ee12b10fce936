"""Lanes told apart by the words around a claim rather than by their names: the two lanes of
"from X to Y" before a change's figures, and the lane of one model a temperature picks ("Osprey
3 at temperature 0.8" among "Osprey 3 Cold" and "Osprey 3 Warm")."""

from __future__ import annotations

from decimal import Decimal
from itertools import pairwise
from typing import TYPE_CHECKING

from lumen_report.verify import match as m
from lumen_report.verify.patterns import compiled

if TYPE_CHECKING:
    from lumen_report.verify.context import BlockContext
    from lumen_report.verify.decide import DraftState
    from lumen_report.verify.grammar import RawClaim
    from lumen_report.verify.names import Key


def changed_lanes(ctx: BlockContext, sentence: tuple[int, int], end: int
                   ) -> tuple[frozenset[Key], frozenset[Key]] | None:
    """The two lanes of "from X to Y" before ``end`` in the sentence, in that order."""
    plain = ctx.block.plain
    named = [mn for mn in ctx.lanes if sentence[0] <= mn.start and mn.end <= end]
    for first, second in pairwise(named):
        if _TO_GAP.fullmatch(plain, first.end, second.start) \
                and _FROM_BEFORE.search(plain, max(0, first.start - 12), first.start):
            return first.keys, second.keys
    return None


_TO_GAP = compiled(r"\s+to\s+(?:the\s+)?")
_FROM_BEFORE = compiled(r"(?i)\bfrom\s+(?:the\s+)?$")
# A temperature named in a sentence: "Osprey 3 at temperature 0.8", "a temperature of 0".
_TEMPERATURE = compiled(r"(?i)\btemp(?:erature)?\s*(?:of\s+|at\s+|=\s*|:\s*)?(\d+(?:\.\d+)?)\b")


def by_temperature(state: DraftState, lanes: frozenset[Key], plain: str,
                    sentence: tuple[int, int], raw: RawClaim) -> frozenset[Key] | None:
    """The lanes of ``lanes`` whose runs were sent the temperature the sentence names
    nearest the claim: a model named with its parameters ("Osprey 3 at temperature 0.8") is
    the lane that ran it so. None when the sentence names none, or no lane or every lane was
    sent it."""
    said = min(_TEMPERATURE.finditer(plain, sentence[0], sentence[1]), default=None,
               key=lambda t: t.start() - raw.end if t.start() >= raw.end
               else max(0, raw.start - t.end()))
    if said is None:
        return None
    value = Decimal(said.group(1))
    kept = frozenset(key for key in lanes if any(
        isinstance(t := r.params.get("temperature"), int | float)
        and not isinstance(t, bool) and m.dec(t) == value
        for suite, r in state.runs if (suite, r.lane) == key))
    return kept if kept and kept != lanes else None
