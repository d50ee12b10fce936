"""Drafts: front matter found as far as its closing fence, validated with line and key."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from lumen_report.drafts import load_draft, split_front_matter
from lumen_report.errors import DraftError

_FENCE = re.compile(r"^---[ \t]*\r?$")


def reference(text: str) -> tuple[str | None, str, int]:
    """The split as defined: ``str.splitlines`` lines, a fence line first and again."""
    lines = text.splitlines(keepends=True)
    if not lines or not _FENCE.match(lines[0].rstrip("\n")):
        return None, text, 1
    for index in range(1, len(lines)):
        if _FENCE.match(lines[index].rstrip("\n")):
            return "".join(lines[1:index]), "".join(lines[index + 1:]), index + 2
    return None, text, 1


PIECES = st.sampled_from(["---", "--- ", "---\t", "----", "title: x", "a", "", " ", "\n",
                          "\r\n", "\r", "\x0b", "\x0c", "\x1c", "\x85", "\u2028", "\u2029",
                          "-", "--", "\n---\n"])


@settings(max_examples=600, deadline=None)
@given(st.lists(PIECES, max_size=14).map("".join))
@example("---\ntitle: x\n---\nbody\n")
@example("---\r\ntitle: x\r\n---\r\nbody")
@example("---\u2028title: x\n---\n")
@example("---\n---")
def test_split_is_that_of_the_lines_as_defined(text: str) -> None:
    assert split_front_matter(text) == reference(text)


def test_a_body_without_front_matter(tmp_path: Path) -> None:
    path = tmp_path / "plain.md"
    path.write_text("# Title\n\nMercury took 3.53 s.\n", encoding="utf-8")
    draft = load_draft(path)
    assert draft.meta.title is None and draft.meta.suites is None and draft.body_line == 1
    assert draft.title == "Plain"


@pytest.mark.parametrize(("front", "where"), [
    ("title: [unclosed\n", "invalid front matter"),
    ("- a list\n", ":2: front matter must be a mapping"),
    ("title: x\nsuites: 3\n", "suites"),
])
def test_bad_front_matter_names_the_file_line_and_key(tmp_path: Path, front: str,
                                                      where: str) -> None:
    path = tmp_path / "bad.md"
    path.write_text(f"---\n{front}---\nBody.\n", encoding="utf-8")
    with pytest.raises(DraftError) as raised:
        load_draft(path, tmp_path)
    message = str(raised.value)
    assert message.startswith("bad.md") and where in message
    if "suites" in where:
        assert "bad.md:3: suites:" in message
