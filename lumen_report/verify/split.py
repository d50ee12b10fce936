"""Where a large draft may be split into parts that parse alone as in the whole draft.

A draft splits at an ATX heading at column 0 after a blank line: there every block above has
ended, so the text below parses as it does in the whole draft. ``split_points`` finds those
places with a scan of the lines that matter, not a parse.

What a part cannot see is checked when the parts are joined (verify/parts.py).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator
from dataclasses import dataclass

from lumen_report.verify.patterns import compiled


@dataclass(frozen=True)
class Split:
    """Where a part may start: an ATX heading at column 0 after a blank line."""

    offset: int
    line: int  # 0-based
    level: int
    # The source of each section heading still open above it (levels below ``level``),
    # outermost first, as the line scan sees them; checked against the part above.
    headings: tuple[str, ...]


_ATX = compiled(r" {0,3}(#{1,6})(?:[ \t]|\r?$)")
_FENCE = compiled(r" {0,3}(`{3,}(?!.*`)|~{3,})")
_BLANK = compiled(r"[ \t]*\r?$")
# HTML blocks of CommonMark's types 1-5 run past blank lines up to their end marker.
_HTML_UNTIL = compiled(r" {0,3}<(?:(?i:(script|pre|style|textarea))(?=[\s>]|$)|(!--)|(\?)"
                         r"|(![A-Za-z])|(!\[CDATA\[))")
_HTML_ENDS = (compiled(r"(?i)</(?:script|pre|style|textarea)>"), compiled("-->"),
              compiled(r"\?>"), compiled(">"), compiled(r"\]\]>"))
# Other HTML blocks (types 6 and 7) run to the next blank line; no heading inside.
_HTML_OTHER = compiled(r" {0,3}</?[A-Za-z]")


# The lines the scan stops at: an ATX heading, a fence, an HTML block's start, a setext
# underline of "=". The lines between them are text to it.
_EVENT_LINE = r" {0,3}(?:(#{1,6})(?:[ \t]|\r?$)|(`{3,}(?!.*`)|~{3,})|(<)|=+[ \t]*\r?$)"
_EVENT = compiled("^" + _EVENT_LINE, re.M)
# The same lines found by the newline before them: a literal first character lets the
# regex engine skip from newline to newline (3x faster on 1 MB than "^" tried everywhere).
_EVENT_AFTER = compiled("\n" + _EVENT_LINE, re.M)
_BLANK_LINE = compiled(r"^[ \t]*\r?$", re.M)


def split_points(text: str) -> list[Split]:
    """Every place ``text`` may be split, in order (none when definitions are present or
    lines end in a lone CR, which markdown-it counts as a line break and the draft does
    not). A scan of the lines that matter, not a parse: what it gets wrong, the parts
    show (check_split refuses the split)."""
    if not splittable(text):
        return []
    at = 0
    if text.startswith("---"):
        # Front matter: the plugin closes it at a line of as many dashes (or "..."); split
        # only below a line that surely closes it.
        dashes = len(text) - len(text.lstrip("-"))
        closing = re.compile(rf"^(?:-{{{dashes},}}|\.\.\.)[ \t]*\r?$", re.M)
        found = closing.search(text, text.find("\n") + 1) if "\n" in text else None
        if found is None:
            return []
        at = found.end()
    points: list[Split] = []
    headings: list[tuple[int, str]] = []  # (level, source) of the headings open here
    line = text.count("\n", 0, at)  # the line number at ``at``
    for start, event in _events(text, at):
        if start < at:
            continue  # inside a fence or HTML block skipped below
        line += text.count("\n", at, start)
        at = start
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        above = text.rfind("\n", 0, max(start - 1, 0)) + 1  # where the line above starts
        blank_above = start == 0 or _BLANK_LINE.match(text, above, start - 1) is not None
        heading, fence, html = event.group(1, 2, 3)
        if heading is not None:
            level = len(heading)
            while headings and headings[-1][0] >= level:
                headings.pop()
            # The blank line above ends every block but those with an end marker of their
            # own (fences, HTML blocks of types 1-5), which the part above is checked for.
            if text[start] == "#" and start > 0 and blank_above:
                points.append(Split(start, line, level, tuple(s for _, s in headings)))
            headings.append((level, text[start:end]))
            continue
        skip = -1
        if fence is not None:
            closing = re.compile(rf"^ {{0,3}}{re.escape(fence[0])}{{{len(fence)},}}[ \t]*\r?$",
                                 re.M)
            found = closing.search(text, end + 1)
            skip = found.end() if found is not None else len(text)
        elif html is not None:
            block = _HTML_UNTIL.match(text, start, end)
            if block is not None:
                kind = next(i for i in range(5) if block.group(i + 1) is not None)
                found = _HTML_ENDS[kind].search(text, block.end())
                skip = text.find("\n", found.end()) if found is not None else -1
                skip = len(text) if skip < 0 else skip
            elif blank_above and _HTML_OTHER.match(text, start, end):
                found = _BLANK_LINE.search(text, end + 1)  # types 6 and 7: to a blank line
                skip = found.start() if found is not None else len(text)
        elif not blank_above:  # "=" under a paragraph: a setext heading of level 1
            first = start
            while first > 0:
                above = text.rfind("\n", 0, first - 1) + 1
                if _BLANK_LINE.match(text, above, first - 1) or _EVENT.match(text, above):
                    break
                first = above
            if first < start:
                headings.clear()
                headings.append((1, text[first:end]))
        if skip >= 0:
            line += text.count("\n", at, skip)
            at = skip
    return points


def _events(text: str, at: int) -> Iterator[tuple[int, re.Match[str]]]:
    """Where each line from ``at`` on that ``_EVENT`` matches starts, and its match (as
    ``_EVENT.finditer(text, at)``: groups 1-3 alike, found by the newline before it)."""
    if at == 0 or text[at - 1] == "\n":
        first = _EVENT.match(text, at)
        if first is not None:
            yield at, first
            at = first.end()
    for event in _EVENT_AFTER.finditer(text, at):
        yield event.start() + 1, event


def splittable(text: str) -> bool:
    """Whether parts of ``text`` parse alone as in the whole: not with link reference or
    footnote definitions (both need "]:"), nor with lone CRs (markdown-it's line breaks, not
    the draft's)."""
    return "]:" not in text and ("\r" not in text or text.count("\r") == text.count("\r\n"))


def at_headings(text: str, splits: list[Split]) -> bool:
    """Whether each of ``splits``, in ascending order, stands at an ATX heading at column 0
    after a blank line (that blank line ends every block above but those with an end
    marker, which the part above is checked for), on the line it says (the lines counted
    once along the text, not from the start for each)."""
    at = line = 0
    for split in splits:
        if split.offset < max(at, 1) or text[split.offset - 1] != "\n":
            return False
        line += text.count("\n", at, split.offset)
        at = split.offset
        end = text.find("\n", split.offset)
        heading = _ATX.match(text[split.offset:end if end >= 0 else len(text)])
        if heading is None or heading.start(1) != 0 or len(heading.group(1)) != split.level \
                or line != split.line:
            return False
        above = text.rfind("\n", 0, split.offset - 1) + 1
        if _BLANK.match(text[above:split.offset - 1]) is None:
            return False
    return True


def choose(points: list[Split], size: int, count: int) -> list[Split]:
    """At most ``count - 1`` of ``points``, each the nearest to an even share of ``size``."""
    return nearest(points, [size * share / count for share in range(1, count)])


def nearest(points: list[Split], targets: list[float]) -> list[Split]:
    """The point nearest each target offset (ascending), each taken once, in order."""
    offsets = [p.offset for p in points]
    chosen: list[Split] = []
    for target in targets:
        at = bisect.bisect_left(offsets, target)
        near = [i for i in (at - 1, at) if 0 <= i < len(points)]
        if not near:
            continue
        best = points[min(near, key=lambda i: abs(offsets[i] - target))]
        if not chosen or best.offset > chosen[-1].offset:
            chosen.append(best)
    return chosen
