"""Regular expressions compiled on first use.

The verifier's rarer wordings ("except on its truncated run", "a spread of", "cuts ... by
75%") are tried only in blocks that hold one of their words, so most drafts never need their
patterns. ``re``'s compiler is pure Python: compiling them all at import costs every process
tens of milliseconds before the first draft is read (and, on a large draft, before the parts
fork). ``lazy`` defers that cost to the first match.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator

from lumen_report.verify.patterns import compiled


class LazyPattern:
    """``re.compile(pattern, flags)``, compiled when first matched."""

    __slots__ = ("_compiled", "_flags", "_pattern")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self._pattern = pattern
        self._flags = flags
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = compiled(self._pattern, self._flags)
        return self._compiled

    def match(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.match(text, pos, endpos)

    def fullmatch(self, text: str, pos: int = 0, endpos: int = sys.maxsize
                  ) -> re.Match[str] | None:
        return self.compiled.fullmatch(text, pos, endpos)

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.search(text, pos, endpos)

    def finditer(self, text: str, pos: int = 0, endpos: int = sys.maxsize
                 ) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(text, pos, endpos)


def lazy(pattern: str, flags: int = 0) -> LazyPattern:
    """A pattern compiled on first use (see the module's docstring)."""
    return LazyPattern(pattern, flags)
