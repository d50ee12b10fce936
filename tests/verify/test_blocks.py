"""The verifier's Markdown parser: its shortcut for plain inline text must give exactly the
tokens markdown-it's own inline rule gives, and the blocks those tokens give."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt
from markdown_it.token import Token
from mdit_py_plugins.footnote import footnote_plugin
from mdit_py_plugins.front_matter import front_matter_plugin

from lumen_report.verify.blocks import _parse_blocks, _plain_children, markdown, parse_blocks


def _stock() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"typographer": False})
    md.use(front_matter_plugin).use(footnote_plugin).enable("table").disable("text_join")
    return md


STOCK = _stock()
PIECES = ["a", "b c", " ", "  ", "   ", "\t", "\n", "\n\n", "1.5", "|", "| 2 |", "|---|", "-",
          "- ", "1. ", "#", "# ", ">", "    ", "*", "**", "_", "`", "\\", "[", "]", "(", ")",
          "!", "<", "&", "&amp;", "^", "~", "x  \n", "x \n", "\n  y", "\t\n", "=", "+", "é"]
SOURCE = st.lists(st.sampled_from(PIECES), max_size=50).map("".join)


def _dump(tokens: list[Token]) -> list[tuple[Any, ...]]:
    out: list[tuple[Any, ...]] = []
    for token in tokens:
        out.append((token.type, token.tag, token.nesting, token.content, token.markup,
                    token.level, token.map, sorted(token.attrs.items())))
        for child in token.children or []:
            out.append(("child", child.type, child.tag, child.nesting, child.content,
                        child.markup, child.info, child.level, sorted(child.attrs.items()),
                        child.meta))
    return out


@settings(max_examples=400, deadline=None)
@given(SOURCE)
def test_same_tokens_as_markdown_it(text: str) -> None:
    assert _dump(markdown().parse(text)) == _dump(STOCK.parse(text))


@settings(max_examples=400, deadline=None)
@given(SOURCE)
def test_marked_plain_text_maps_as_its_tokens(text: str) -> None:
    # parse_blocks maps plain inline content without making its children: the same blocks.
    assert parse_blocks(text) == _parse_blocks(text, markdown())


def test_plain_children_breaks() -> None:
    kinds = [(t.type, t.content) for t in _plain_children("one  \ntwo \n\t three\nfour")]
    assert kinds == [("text", "one"), ("hardbreak", ""), ("text", "two"), ("softbreak", ""),
                     ("text", "three"), ("softbreak", ""), ("text", "four")]


def test_markup_goes_to_the_inline_parser() -> None:
    children = markdown().parse("a *b* `c`")[1].children or []
    assert [c.type for c in children] == ["text", "em_open", "text", "em_close", "text",
                                          "code_inline"]


def test_html_block_at_the_end_of_a_draft_without_newline() -> None:
    # the last line's end lies past the text: a tag ending the draft once read past it
    blocks = parse_blocks('<table>Mercury 2.5<span data-n="7">')
    assert [b.plain for b in blocks] == ["Mercury 2.5"]
    assert blocks[0].html


def test_html_text_maps_to_the_draft() -> None:
    text = "<div>\nGranite took <b>4.12</b>&#8201;s <!-- 9 s --> and 2.5<!-- x -->0\n</div>\n"
    [block] = parse_blocks(text)
    assert block.plain.startswith("Granite took 4.12\u2009s")
    start = block.plain.index("4.12")
    span = block.span(start, start + 4)
    assert span is not None and text[span[0]:span[1]] == "4.12"
    assert "2.50" not in block.plain and "9 s" not in block.plain
