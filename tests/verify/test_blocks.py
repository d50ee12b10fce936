"""The verifier's Markdown parser: its shortcut for plain inline text must give exactly the
tokens markdown-it's own inline rule gives, and the blocks those tokens give."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt
from markdown_it.token import Token
from mdit_py_plugins.footnote import footnote_plugin
from mdit_py_plugins.front_matter import front_matter_plugin

from lumen_report.verify.blocks import (
    _parse_blocks,
    _plain_children,
    idle_rules,
    markdown,
    parse_blocks,
)


def _stock() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"typographer": False})
    md.use(front_matter_plugin).use(footnote_plugin).enable("table").disable("text_join")
    return md


STOCK = _stock()
FIXTURE_DRAFTS = sorted(Path(__file__).parent.joinpath("fixtures").glob("*/draft.md"))
PIECES = ["a", "b c", " ", "  ", "   ", "\t", "\n", "\n\n", "1.5", "|", "| 2 |", "|---|", "-",
          "- ", "1. ", "#", "# ", ">", "    ", "*", "**", "_", "`", "\\", "[", "]", "(", ")",
          "!", "<", "&", "&amp;", "^", "~", "x  \n", "x \n", "\n  y", "\t\n", "=", "+", "é",
          "]:", "[^1]", "[^1]:", "```", "~~~", "---", "===", "\r", "\r\n", ":"]
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
@example("[^1]:- [^1]:")  # markdown-it's footnote plugin leaves a list item's close alone
def test_marked_plain_text_maps_as_its_tokens(text: str) -> None:
    # parse_blocks maps plain inline content without making its children: the same blocks.
    assert parse_blocks(text) == _parse_blocks(text, markdown())


@pytest.mark.parametrize("path", FIXTURE_DRAFTS, ids=lambda p: p.parent.name)
def test_fixture_drafts_parse_as_with_every_rule(path: Path) -> None:
    # parse_blocks leaves out the block rules a text cannot fire (idle_rules): the same blocks
    text = path.read_text(encoding="utf-8")
    assert parse_blocks(text) == _parse_blocks(text, markdown())


def test_idle_rules_are_those_a_text_cannot_fire() -> None:
    assert idle_rules("Plain prose, 3.5 s.\n- a list\n") == {
        "html_block", "blockquote", "fence", "table", "heading", "footnote_def", "reference",
        "lheading"}
    assert idle_rules("<b>\n> q\n```\n| a |\n# h\n[^1]: n\n[x]: /u\nT\n---\n") == set()
    assert "lheading" not in idle_rules("Title\r===\r")  # a lone CR breaks the line too
    assert "lheading" not in idle_rules("- item\n  text\n  ---\n")  # under a list item
    assert "lheading" in idle_rules("| a |\n|---|\n- - -x\n")
    assert "lheading" in idle_rules("---\ntitle: t\n")  # a first line underlines nothing


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


def test_escaped_pipes_in_a_table_cell_keep_their_places() -> None:
    # markdown-it's table rule turns "\|" into "|" before the inline rules run: the cell's
    # text is then not found on disk as one piece, and its numbers once had no place at all
    for text in ("| Run | Notes |\n|---|---|\n| second | exit 7 \\| `length`, 12 \\|\\| 3 |\n",
                 "| Run | Notes |\n|---|---|\n| second | exit 7 \\| length, 12 \\|\\| 3 |\n"):
        # (the second cell holds no markup: the shortcut for plain text must place it too)
        cell = parse_blocks(text)[-1]
        assert cell.plain.startswith("exit 7 | ")
        assert parse_blocks(text) == _parse_blocks(text, markdown())
        for figure in ("7", "12", "3"):
            start = cell.plain.index(f" {figure}") + 1
            span = cell.span(start, start + len(figure))
            assert span is not None and text[span[0]:span[1]] == figure
