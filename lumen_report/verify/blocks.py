"""Markdown -> prose blocks whose every character maps back to the draft on disk.

markdown-it maps only block lines, so columns are recovered by walking each inline token's
children against the source with a cursor: a text child is found verbatim (``text_join`` is
off, so escapes and entities stay separate ``text_special`` children and are found by their
markup). Code, HTML, images and link destinations are skipped, never read as prose.
"""

from __future__ import annotations

import bisect
import html
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import accumulate

from markdown_it import MarkdownIt
from markdown_it.rules_core import StateCore
from markdown_it.token import Token
from mdit_py_plugins.footnote import footnote_plugin
from mdit_py_plugins.front_matter import front_matter_plugin

from lumen_report.verify.patterns import compiled

CODE = "\ufffc"  # stands for an inline code span in a block's plain text
NOTE = "\ufff9"  # stands for a footnote reference
OPAQUE = "\ufff0"  # stands for an image or inline HTML: never part of a number or unit
_IGNORE = compiled(r"<!--\s*lumen:\s*ignore\s*-->")


@lru_cache(maxsize=1)
def markdown() -> MarkdownIt:
    """commonmark (HTML comments stay HTML), tables, footnotes, front matter; no typographer."""
    return _configured(_inline)


@lru_cache(maxsize=8)
def _marking(idle: frozenset[str] = frozenset()) -> MarkdownIt:
    """``markdown()`` for ``parse_blocks``: plain inline content gets no children, only
    ``meta["plain"]`` (``parse_blocks`` maps it as if it had them: no tokens to make); the
    block rules ``idle`` left out (``idle_rules``)."""
    md = _configured(_inline_marking)
    if idle:
        md.block.ruler.disable(sorted(idle))
    return md


# A setext heading's underline ("---", "===" alone on a line, in any container).
_UNDERLINE = compiled(r"(?m)^[ \t>]*(?:=+|-+)[ \t]*$")


def idle_rules(text: str) -> frozenset[str]:
    """The block rules that cannot fire anywhere in ``text``: each needs characters it does
    not hold. markdown-it tries its block rules at every line, and those that end a paragraph
    at every line of one ("lheading" also reads each paragraph ahead for an underline): left
    out, the parse gives the same tokens with a fifth fewer instructions on a plain draft."""
    idle = []
    if "<" not in text:
        idle.append("html_block")
    if ">" not in text:
        idle.append("blockquote")
    if "```" not in text and "~~~" not in text:
        idle.append("fence")
    if "|" not in text:
        idle.append("table")
    if "#" not in text:
        idle.append("heading")
    if "[^" not in text:
        idle.append("footnote_def")
    if "]:" not in text:
        idle.append("reference")  # "[label]:" (no space is allowed before the colon)
    # (markdown-it reads a lone "\r" as a line break too; the first line underlines nothing:
    # a draft's front matter starts there)
    if _UNDERLINE.search(text.replace("\r", "\n") if "\r" in text else text, 1) is None:
        idle.append("lheading")
    return frozenset(idle)


def _configured(inline: Callable[[StateCore], None]) -> MarkdownIt:
    md = MarkdownIt("commonmark", {"typographer": False})
    md.use(front_matter_plugin).use(footnote_plugin).enable("table").disable("text_join")
    md.core.ruler.at("inline", inline)
    return md


# Where an enabled inline rule other than "newline" can start (the rest is text to them).
_INLINE_MARKUP = compiled(r"[\\`*_\[\]!<&^~]")


def _inline(state: StateCore) -> None:
    """markdown-it's core "inline" rule, with a shortcut: inline content holding no markup
    but line breaks gets the children the inline parser would give it (text, softbreak,
    hardbreak) without running its rules at every character. Most table cells and many
    paragraphs are such plain text."""
    for token in state.tokens:
        if token.type == "inline":
            if token.children is None:
                token.children = []
            if _INLINE_MARKUP.search(token.content) is None:
                token.children.extend(_plain_children(token.content))
            else:
                state.md.inline.parse(token.content, state.md, state.env, token.children)


def _inline_marking(state: StateCore) -> None:
    """``_inline``, but plain content is only marked ``meta["plain"]``, not given children."""
    for token in state.tokens:
        if token.type == "inline":
            if token.children is None:
                token.children = []
            if _INLINE_MARKUP.search(token.content) is None:
                token.meta["plain"] = True
            else:
                state.md.inline.parse(token.content, state.md, state.env, token.children)


def _plain_children(content: str) -> list[Token]:
    """The inline parser's tokens for text without markup (its "text" and "newline" rules:
    trailing spaces before a line break are dropped, two or more make it a hard break,
    and the next line's leading spaces and tabs are skipped)."""
    children: list[Token] = []
    lines = content.split("\n")
    pending = lines[0]
    for line in lines[1:]:
        kind = "softbreak"
        if pending.endswith(" "):
            if pending.endswith("  "):
                pending, kind = pending.rstrip(" "), "hardbreak"
            else:
                pending = pending[:-1]
        if pending:
            children.append(Token("text", "", 0, content=pending))
        children.append(Token(kind, "br", 0))
        pending = line.lstrip(" \t")
    if pending:
        children.append(Token("text", "", 0, content=pending))
    return children


@dataclass
class CodeSpan:
    index: int  # position of its CODE placeholder in the plain text
    content: str
    start: int  # offset of ``content`` in the draft, or -1 when it could not be placed


@dataclass
class Block:
    """One run of inline prose: a paragraph, heading or table cell."""

    kind: str  # "paragraph" | "heading" | "cell" | "header"
    line: int  # 0-based first line
    group: int  # context group: the list item, table row or the block itself
    plain: str = ""
    starts: list[int] = field(default_factory=list)  # plain offsets where each run starts
    runs: list[tuple[int, int, int, int]] = field(default_factory=list)
    cited: list[tuple[int, int]] = field(default_factory=list)
    urls: list[tuple[int, int]] = field(default_factory=list)
    codes: list[CodeSpan] = field(default_factory=list)
    ignored: bool = False
    level: int = 0  # heading level
    table: int | None = None
    column: int | None = None
    footnote: bool = False  # inside a footnote definition: numbers there cite a source
    note: int | None = None  # the footnote definition it is in (markdown-it's footnote id)
    notes: list[int] = field(default_factory=list)  # the footnotes it references
    item: bool = False  # inside a list item (its other sentences are context)
    items: tuple[int, ...] = ()  # the list items it sits in, outermost first
    html: bool = False  # text content of a raw HTML block (the site cannot mark it)

    def span(self, start: int, end: int) -> tuple[int, int] | None:
        """Draft offsets covering plain[start:end], or None if part of it has no source."""
        at = bisect.bisect_right(self.starts, start) - 1
        if at >= 0:
            p_start, p_len, s_start, s_len = self.runs[at]
            if end <= p_start + p_len and p_len == s_len and s_start >= 0 and start < end:
                # Within one run copied verbatim (most claims): both ends at once.
                return s_start + start - p_start, s_start + end - p_start
        first = self._locate(start, end=False)
        last = self._locate(end - 1, end=True)
        if first is None or last is None:
            return None
        return first, last

    def _locate(self, index: int, *, end: bool) -> int | None:
        at = bisect.bisect_right(self.starts, index) - 1
        if at < 0:
            return None
        p_start, p_len, s_start, s_len = self.runs[at]
        if index >= p_start + p_len or s_start < 0:
            return None
        if p_len == s_len:
            return s_start + index - p_start + (1 if end else 0)
        return s_start + s_len if end else s_start

    def in_ranges(self, ranges: list[tuple[int, int]], start: int, end: int) -> bool:
        return any(a <= start and end <= b for a, b in ranges)


class _Builder:
    def __init__(self, block: Block) -> None:
        self.block = block
        self.parts: list[str] = []
        self.length = 0

    def add(self, text: str, src: int, src_len: int) -> None:
        if not text:
            return
        self.block.starts.append(self.length)
        self.block.runs.append((self.length, len(text), src, src_len))
        self.parts.append(text)
        self.length += len(text)

    def done(self) -> None:
        self.block.plain = "".join(self.parts)


@dataclass
class Part:
    """A stretch of a draft parsed on its own: ``text[start:end]``, which starts at 0-based
    line ``line`` (see verify/parts.py)."""

    start: int
    end: int
    line: int
    # Set by parse_blocks: nothing is left open at its end that text after it would
    # continue (a fence, an HTML block, an ignore marker, a raw HTML table).
    closed: bool = False


# Blocks that run on past a blank line until their own end marker (or the end of the text).
_UNTIL_MARKER = frozenset({"fence", "html_block", "code_block", "front_matter"})


@lru_cache(maxsize=2)
def lines_of(text: str) -> list[int]:
    """Where each line of ``text`` starts (shared, never to be changed: the parse and the
    checks of every part of a draft ask for the same text's, computed once)."""
    starts = list(accumulate([len(line) + 1 for line in text.split("\n")], initial=0))
    starts.pop()  # past the end
    return starts


def parse_blocks(text: str, part: Part | None = None) -> list[Block]:
    """Every prose block of a draft (or of ``part`` of it), in document order, with source
    mapping into ``text``."""
    source = text if part is None else text[part.start:part.end]
    return _parse_blocks(text, _marking(idle_rules(source)), part, source)


def _parse_blocks(text: str, md: MarkdownIt, part: Part | None = None,
                  source: str | None = None) -> list[Block]:
    """``source``: the part's text, when the caller has cut it."""
    if part is None:
        tokens = md.parse(text)
    else:
        tokens = md.parse(text[part.start:part.end] if source is None else source)
        end_line = part.line + text.count("\n", part.start, part.end)
        for token in tokens:
            if token.map is not None:
                token.map = [token.map[0] + part.line, token.map[1] + part.line]
                if token.map[1] >= end_line and token.type in _UNTIL_MARKER:
                    end_line = -1  # reached the part's end: it may go on after it
        # Front matter closes at a line the part may not hold: then it is not front matter
        # in the part, and may be in the draft.
        part.closed = end_line >= 0 and not (part.start == 0 and text.startswith("---") and (
            not tokens or tokens[0].type != "front_matter"))
    line_starts = [*lines_of(text), len(text) + 1]

    last_line = len(line_starts) - 1  # line_starts[min(line, last_line)]: where a line starts

    def start_of(line: int) -> int:
        return line_starts[min(line, last_line)]

    blocks: list[Block] = []
    group = 0
    items: list[int] = []  # open list items (their group ids)
    row: int | None = None
    table = 0
    column = 0
    in_table = False
    kind = "paragraph"
    level = 0
    ignore_next = False
    ignore_until = -1  # 0-based line before which blocks are skipped
    footnote = 0
    note: int | None = None
    cursor = 0
    ignore_depth = 0  # open elements of an HTML block marked ignore: all inside is skipped
    html_table = _HtmlTable()  # a raw <table> split by blank lines spans several html_blocks
    for index, token in enumerate(tokens):
        kind_of = token.type
        if kind_of == "html_block":
            content = token.content
            if _IGNORE.search(content) and not _COMMENTS_ONLY.sub("", content).strip():
                ignore_next = True
                continue
            depth = _open_elements(content)
            skipped = ignore_next or ignore_depth > 0
            if skipped:  # "<!-- lumen: ignore -->" above "<details>": up to "</details>"
                ignore_depth = max(0, ignore_depth + depth) if ignore_depth > 0 else depth
                ignore_next = False
            if token.map is not None and (_HTML_TEXT.search(content) or "<t" in content
                                          or "<T" in content or html_table.tables):
                group, table = _html_blocks(text, start_of(token.map[0]),
                                            start_of(token.map[1]), line_starts, blocks,
                                            group, table, footnote > 0, skipped, html_table)
            continue
        if ignore_next and token.map is not None and token.nesting >= 0 and kind_of != "inline":
            ignore_next = False
            ignore_until = _block_end(tokens, index)
        if kind_of == "list_item_open":
            group += 1
            items.append(group)
        elif kind_of == "list_item_close":
            if items:  # (a footnote definition nested in a list in another one, "[^1]:- [^1]:",
                items.pop()  # leaves markdown-it's footnote plugin a close without its open)
        elif kind_of == "footnote_open":
            footnote += 1
            note = token.meta.get("id") if token.meta else None
        elif kind_of == "footnote_close":
            footnote -= 1
        elif kind_of == "table_open":
            table += 1
            in_table = True
        elif kind_of == "table_close":
            in_table = False
        elif kind_of == "tr_open":
            group += 1
            row = group
            column = 0
        elif kind_of in ("th_open", "td_open"):
            kind = "header" if kind_of == "th_open" else "cell"
        elif kind_of in ("th_close", "td_close"):
            column += 1
        elif kind_of == "heading_open":
            kind = "heading"
            level = int(token.tag[1:]) if token.tag[1:].isdigit() else 1
        elif kind_of == "paragraph_open" and not in_table:
            kind = "paragraph"
        elif kind_of == "inline" and token.map is not None:
            first_line = token.map[0]
            if in_table and row is not None:
                this_group = row
            elif items and kind == "paragraph":
                this_group = items[-1]
            else:
                group += 1
                this_group = group
            block = Block(kind=kind if in_table or kind == "heading" else "paragraph",
                          line=first_line, group=this_group,
                          level=level if kind == "heading" else 0,
                          table=table if in_table else None,
                          column=column if in_table else None,
                          ignored=first_line < ignore_until or ignore_depth > 0,
                          footnote=footnote > 0, note=note if footnote > 0 else None,
                          item=bool(items) and not in_table,
                          items=tuple(items) if not in_table else ())
            line_start = line_starts[min(first_line, last_line)]
            # Cells of one table row share a line: carry on from the previous cell.
            if not (line_start <= cursor < line_starts[min(first_line + 1, last_line)]):
                cursor = line_start
            limit = line_starts[min(token.map[1], last_line)]
            if token.meta.get("plain") and not (in_table and "|" in token.content):
                cursor = _walk_plain(token.content, text, cursor, limit, block)
            elif token.meta.get("plain"):  # (an escaped pipe: see _escaped_pipes)
                cursor = _walk(_plain_children(token.content), text, cursor, limit, block)
            else:
                cursor = _walk(token.children or [], text, cursor, limit, block)
            blocks.append(block)
            if kind == "heading":
                kind = "paragraph"
    if part is not None:
        part.closed = part.closed and not ignore_next and ignore_depth == 0 and not items \
            and not in_table and footnote == 0 and html_table == _HtmlTable()
    return blocks


_COMMENTS_ONLY = compiled(r"<!--.*?-->", re.S)
# Text content an HTML block may hold (outside its tags): a digit anywhere, or a spelled
# number; blocks without any produce nothing worth walking.
_HTML_TEXT = compiled(r"\d|(?i:zero|one|two|three|four|five|six|seven|eight|nine|ten)")
_HTML_TOKEN = compiled(
    r"<!--.*?-->|<![^>]*>|<\?.*?\?>"
    r"|<(/?)([A-Za-z][\w-]*)((?:[^>\"']|\"[^\"]*\"|'[^']*')*)>"
    r"|&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});",
    re.S,
)
_SPACES = compiled(r"\s+")
_JOINS = set("0123456789.,")
_EMPHASIS = compiled(r"\*{1,3}")
# Elements whose content is never prose: their numbers are not claims.
_HTML_SKIP = {"script", "style", "pre", "code", "textarea", "svg", "math", "kbd", "samp",
              "var", "template", "head", "title"}
# Elements that break text into separate blocks (each its own context group).
_HTML_BREAK = {"p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "details",
               "summary", "blockquote", "section", "dl", "dt", "dd", "figure", "figcaption",
               "caption", "header", "footer", "article", "aside", "nav", "main", "hr",
               "thead", "tbody", "tfoot", "table", "tr", "td", "th", "center", "form",
               "fieldset", "legend", "body", "html", "address"}
# Inline elements whose tags vanish from the text ("<b>4.12</b> s" reads "4.12 s"); any
# other tag (<sup>, <img>, <input>) stands between words like an image in Markdown.
_HTML_INLINE = {"a", "b", "strong", "em", "i", "u", "span", "mark", "small", "abbr", "s",
                "del", "ins", "q", "cite", "font", "time", "dfn", "bdi", "bdo", "big"}
_HTML_CONTAINERS = {"div", "details", "section", "table", "figure", "blockquote", "article",
                    "aside", "ul", "ol", "dl", "main", "header", "footer", "nav"}
_HTML_OPENING = compiled(r"<(/?)([A-Za-z][\w-]*)(?:[^>\"']|\"[^\"]*\"|'[^']*')*?(/?)>")


@dataclass
class _HtmlTable:
    """Where a raw HTML table stands between the html_blocks it is split into."""

    tables: list[int] = field(default_factory=list)
    row: int | None = None
    column: int = 0
    in_cell: bool = False


def _open_elements(content: str) -> int:
    """How many container elements (div, details, table, ...) ``content`` leaves open."""
    depth = 0
    for match in _HTML_OPENING.finditer(_COMMENTS_ONLY.sub("", content)):
        if match.group(2).lower() in _HTML_CONTAINERS and not match.group(3):
            depth += -1 if match.group(1) else 1
    return depth


def _html_blocks(text: str, start: int, end: int, line_starts: list[int],
                 blocks: list[Block], group: int, table: int,
                 footnote: bool, ignored: bool = False,
                 state: _HtmlTable | None = None) -> tuple[int, int]:
    """The text content of a raw HTML block (text[start:end]) as blocks, with every
    character mapped to the draft: a table's cells as cells and headers (row by row, so
    their columns give units as in a Markdown table), any other text as paragraphs split
    at block elements. Tags, attributes, comments and code are not prose; entities are
    decoded. ``<!-- lumen: ignore -->`` inside skips the next paragraph or table row.
    Returns the updated group and table counters."""
    end = min(end, len(text))  # the last line's "next line start" is past the text
    current: _Builder | None = None
    skip = 0  # inside <script>, <pre>, <code> ...
    if state is None:
        state = _HtmlTable()
    tables = state.tables  # open tables (their numbers)
    row, column, in_cell = state.row, state.column, state.in_cell
    cited_from: int | None = None
    ignore_next = False
    ignored_group: int | None = None

    def line_of(offset: int) -> int:
        return bisect.bisect_right(line_starts, offset) - 1

    def open_block(kind: str, at: int, this_group: int | None = None) -> _Builder:
        nonlocal group, ignore_next, ignored_group
        if this_group is None:
            group += 1
            this_group = group
        if ignore_next:
            ignored_group, ignore_next = this_group, False
        in_table = kind in ("cell", "header")
        block = Block(kind=kind, line=line_of(at), group=this_group,
                      table=tables[-1] if in_table and tables else None,
                      column=column if in_table else None,
                      ignored=ignored or this_group == ignored_group, footnote=footnote,
                      html=True)
        blocks.append(block)
        return _Builder(block)

    def close_block() -> None:
        nonlocal current, cited_from
        if current is not None:
            if cited_from is not None:
                current.block.cited.append((cited_from, current.length))
                cited_from = None
            current.done()
            current = None

    def add_text(piece: str, at: int) -> None:
        cursor = 0
        for space in _SPACES.finditer(piece):
            _add_word(piece[cursor:space.start()], at + cursor)
            if current is not None and current.length:
                current.add("\n" if "\n" in space.group(0) else " ", at + space.start(),
                            space.end() - space.start())
            cursor = space.end()
        _add_word(piece[cursor:], at + cursor)

    def _add_word(word: str, at: int) -> None:
        nonlocal current
        if not word:
            return
        if current is None:
            current = open_block("paragraph", at)
        if "*" not in word or word.strip("*") == "":
            current.add(word, at, len(word))
            return
        cursor = 0  # "**4.12**" in a <div markdown>: emphasis marks are not text
        for mark in _EMPHASIS.finditer(word):
            if mark.start() > 0 and mark.end() < len(word) \
                    and word[mark.start() - 1] in _JOINS and word[mark.end()] in _JOINS:
                continue  # "2*3" stays as written
            current.add(word[cursor:mark.start()], at + cursor, mark.start() - cursor)
            cursor = mark.end()
        current.add(word[cursor:], at + cursor, len(word) - cursor)

    position = start
    for match in _HTML_TOKEN.finditer(text, start, end):
        if skip == 0 and match.start() > position:
            add_text(text[position:match.start()], position)
        position = match.end()
        token = match.group(0)
        if token.startswith("<!"):
            if _IGNORE.fullmatch(token):
                close_block()
                ignore_next = True
            elif current is not None:
                current.add(OPAQUE, -1, 0)  # "2.5<!-- x -->0" is not the number 2.50
            continue
        if token.startswith("&"):
            if skip == 0:
                decoded = html.unescape(token)
                if current is None:
                    current = open_block("paragraph", match.start())
                current.add(decoded, match.start(), len(token))
            continue
        if token.startswith("<?"):
            continue
        closing, name = match.group(1) == "/", match.group(2).lower()
        if name in _HTML_SKIP:
            if closing:
                skip = max(0, skip - 1)
            else:
                skip += 0 if match.group(3).rstrip().endswith("/") else 1
                if current is not None:
                    current.add(OPAQUE, -1, 0)
            continue
        if skip:
            continue
        if name == "br":
            if current is not None:
                current.add("\n", match.start(), len(token))
        elif name == "a":
            if current is None and not closing:
                current = open_block("paragraph", match.start())
            if current is not None:
                if closing and cited_from is not None:
                    current.block.cited.append((cited_from, current.length))
                    cited_from = None
                elif not closing:
                    cited_from = current.length
        elif name in _HTML_INLINE:
            # "2.5<b>0" is not the number 2.50, nor "0*<span>3.53" (the "*" an emphasis
            # mark, left out of the text) the number 03.53: what the text holds before the
            # tag decides, not only the character written there.
            if current is not None and match.end() < end and text[match.end()].isdigit() \
                    and (text[match.start() - 1] in _JOINS
                         or (current.parts and current.parts[-1][-1] in _JOINS)):
                current.add(OPAQUE, -1, 0)
            continue
        elif name in _HTML_BREAK:
            close_block()
            if name == "table":
                if closing:
                    if tables:
                        tables.pop()
                else:
                    table += 1
                    tables.append(table)
            elif name == "tr" and not closing:
                group += 1
                row = group
                column = 0
                in_cell = False
            elif name in ("td", "th"):
                if in_cell:  # "</td>" may be left out
                    column += 1
                in_cell = not closing
                if not closing and tables:
                    if row is None:
                        group += 1
                        row = group
                    current = open_block("header" if name == "th" else "cell",
                                         match.start(), row)
        elif current is not None:
            current.add(OPAQUE, -1, 0)  # <sup>, <img>: never part of a number or unit
    if skip == 0 and position < end:
        add_text(text[position:end], position)
    close_block()
    state.row, state.column, state.in_cell = row, column, in_cell
    return group, table


def _block_end(tokens: list[Token], index: int) -> int:
    """The line after the block that starts at tokens[index]."""
    token = tokens[index]
    if token.map is not None:
        return token.map[1]
    return -1


def _walk_plain(content: str, text: str, cursor: int, limit: int, block: Block) -> int:
    """``_walk`` over ``_plain_children(content)``, without making the tokens."""
    starts, runs, parts = block.starts, block.runs, []
    length = 0
    lines = content.split("\n")
    last = len(lines) - 1
    for index, line in enumerate(lines):
        # The inline parser's "text" and "newline" rules: the next line's leading spaces and
        # tabs are skipped; trailing spaces before a break are dropped (two make it hard).
        pending = line.lstrip(" \t") if index else line
        if index < last and pending.endswith(" "):
            pending = pending.rstrip(" ") if pending.endswith("  ") else pending[:-1]
        if pending:
            pos = text.find(pending, cursor, limit)
            starts.append(length)
            if pos < 0:
                runs.append((length, len(pending), -1, 0))
            else:
                runs.append((length, len(pending), pos, len(pending)))
                cursor = pos + len(pending)
            parts.append(pending)
            length += len(pending)
        if index < last:
            pos = text.find("\n", cursor, limit)
            starts.append(length)
            if pos < 0:
                runs.append((length, 1, -1, 0))
            else:
                runs.append((length, 1, pos, 1))
                cursor = pos + 1
            parts.append("\n")
            length += 1
    block.plain = "".join(parts)
    return cursor


def _walk(children: list[Token], text: str, cursor: int, limit: int, block: Block) -> int:
    out = _Builder(block)
    cited_from: int | None = None
    url_from: int | None = None
    for child in children:
        kind = child.type
        if kind == "text":
            content = child.content
            if "|" in content and block.table is not None \
                    and text.find(content, cursor, limit) < 0:
                cursor = _escaped_pipes(content, text, cursor, limit, out)
            else:
                cursor = _place(content, content, text, cursor, limit, out)
        elif kind == "text_special":
            cursor = _place(child.content, child.markup, text, cursor, limit, out)
        elif kind in ("softbreak", "hardbreak"):
            cursor = _place("\n", "\n", text, cursor, limit, out)
        elif kind == "code_inline":
            cursor = _code(child, text, cursor, limit, out)
        elif kind == "link_open":
            if child.markup == "autolink":
                url_from = out.length
                pos = text.find("<", cursor, limit)
                cursor = pos + 1 if pos >= 0 else cursor
            else:
                cited_from = out.length
                pos = text.find("[", cursor, limit)
                cursor = pos + 1 if pos >= 0 else cursor
        elif kind == "link_close":
            if url_from is not None:
                block.urls.append((url_from, out.length))
                url_from = None
                pos = text.find(">", cursor, limit)
                cursor = pos + 1 if pos >= 0 else cursor
            else:
                if cited_from is not None:
                    block.cited.append((cited_from, out.length))
                cited_from = None
                cursor = _skip_destination(text, cursor, limit)
                out.add(OPAQUE, -1, 0)  # "[1](x)0" is not the number 10
        elif kind == "image":
            pos = text.find("![", cursor, limit)
            if pos >= 0:
                end = _skip_brackets(text, pos + 1, limit)
                cursor = _skip_destination(text, end - 1, limit) if end > pos else cursor
            out.add(OPAQUE, -1, 0)
        elif kind == "html_inline":
            pos = text.find(child.content, cursor, limit)
            if pos >= 0:
                cursor = pos + len(child.content)
            out.add(OPAQUE, -1, 0)
        elif kind == "footnote_ref":
            if child.meta and isinstance(child.meta.get("id"), int):
                block.notes.append(child.meta["id"])
            pos = text.find("[^", cursor, limit)
            end = text.find("]", pos, limit) if pos >= 0 else -1
            if pos >= 0 and end >= 0:
                out.add(NOTE, pos, end + 1 - pos)
                cursor = end + 1
            else:
                out.add(NOTE, -1, 0)
    out.done()
    return cursor


def _escaped_pipes(content: str, text: str, cursor: int, limit: int, out: _Builder) -> int:
    """Text of a table cell whose pipes were escaped on disk: markdown-it's table rule
    turns ``\\|`` into ``|`` before inline parsing, so each piece is found on its own."""
    for index, piece in enumerate(content.split("|")):
        if index:
            cursor = _place("|", "\\|", text, cursor, limit, out)
        if piece:
            cursor = _place(piece, piece, text, cursor, limit, out)
    return cursor


def _place(shown: str, written: str, text: str, cursor: int, limit: int, out: _Builder) -> int:
    """Add ``shown`` to the plain text at the place ``written`` (its source form) is found on
    disk from ``cursor``, or with no place when it is not; the cursor past it."""
    pos = text.find(written, cursor, limit) if written else -1
    if pos < 0:
        out.add(shown, -1, 0)
        return cursor
    out.add(shown, pos, len(written))
    return pos + len(written)


def _code(child: Token, text: str, cursor: int, limit: int, out: _Builder) -> int:
    content = child.content
    marker = child.markup or "`"
    opening = text.find(marker, cursor, limit)
    start = -1
    if opening >= 0:
        inner = opening + len(marker)
        for skip in (0, 1):
            raw = text[inner + skip:inner + skip + len(content)]
            if raw.replace("\n", " ") == content:
                start = inner + skip
                break
        close = text.find(marker, (start + len(content)) if start >= 0 else inner, limit)
        end = close + len(marker) if close >= 0 else inner
        out.block.codes.append(CodeSpan(out.length, content, start))
        out.add(CODE, opening, end - opening)
        return end
    out.block.codes.append(CodeSpan(out.length, content, -1))
    out.add(CODE, -1, 0)
    return cursor


def _skip_balanced(text: str, pos: int, limit: int, opening: str, closing: str) -> int:
    """Given text[pos] == opening, the offset after its matching closing (escapes skipped);
    -1 when it is not closed before ``limit``."""
    depth = 0
    i = pos
    while i < limit:
        ch = text[i]
        if ch == "\\":
            i += 2
            continue
        if ch == opening:
            depth += 1
        elif ch == closing:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return -1


def _skip_brackets(text: str, pos: int, limit: int) -> int:
    """Given text[pos] == '[', the offset after its matching ']'."""
    end = _skip_balanced(text, pos, limit, "[", "]")
    return pos if end < 0 else end


def _skip_destination(text: str, cursor: int, limit: int) -> int:
    """After a link's text: skip ``](dest "title")`` or ``][ref]`` or ``]``."""
    close = text.find("]", cursor, limit)
    if close < 0:
        return cursor
    i = close + 1
    if i < limit and text[i] == "(":
        end = _skip_balanced(text, i, limit, "(", ")")
        return close + 1 if end < 0 else end
    if i < limit and text[i] == "[":
        end = text.find("]", i, limit)
        return end + 1 if end >= 0 else close + 1
    return close + 1
