"""SSE framing on bytes: line ends, comments, multi-line data, incremental UTF-8."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lumen_report.harness.sse import SSEComment, SSEEvent, SSEParser, parse_all


def datas(frames: list[SSEEvent | SSEComment]) -> list[str]:
    return [f.data for f in frames if isinstance(f, SSEEvent)]


@pytest.mark.parametrize("eol", [b"\n", b"\r", b"\r\n"])
def test_every_line_end(eol: bytes) -> None:
    body = eol.join([b"data: one", b"", b"data: two", b"", b""])
    assert datas(parse_all(body)) == ["one", "two"]
    assert datas(parse_all(body, chunk_size=1)) == ["one", "two"]


def test_crlf_split_across_reads_is_one_line_end() -> None:
    parser = SSEParser()
    frames = parser.feed(b"data: a\r")
    frames += parser.feed(b"\n\r")
    frames += parser.feed(b"\ndata: b\r\n\r\n")
    assert datas(frames) == ["a", "b"]


def test_multi_line_data_and_no_space_after_colon() -> None:
    body = b"data:first\ndata: second\ndata:\n\n"
    assert datas(parse_all(body)) == ["first\nsecond\n"]


def test_comments_and_keep_alives_are_not_events() -> None:
    body = b": OPENROUTER PROCESSING\n\n:\n\n: keep-alive\ndata: x\n\n"
    frames = parse_all(body)
    assert [f.text for f in frames if isinstance(f, SSEComment)] == [
        "OPENROUTER PROCESSING", "", "keep-alive"]
    assert datas(frames) == ["x"]


def test_empty_frames_dispatch_nothing() -> None:
    assert parse_all(b"\n\n\n\nevent: ping\n\n\n") == []


def test_final_done_without_blank_line() -> None:
    assert datas(parse_all(b"data: {}\n\ndata: [DONE]")) == ["{}", "[DONE]"]
    assert datas(parse_all(b"data: {}\n\ndata: [DONE]\n")) == ["{}", "[DONE]"]


def test_event_name_and_id() -> None:
    (event,) = parse_all(b"event: error\nid: 7\ndata: {}\n\n")
    assert event == SSEEvent("{}", "error", "7")


def test_utf8_character_split_across_reads() -> None:
    body = "data: {\"c\": \"€ and 😀\"}\n\n".encode()
    for cut in range(1, len(body)):
        parser = SSEParser()
        frames = parser.feed(body[:cut]) + parser.feed(body[cut:]) + parser.close()
        assert datas(frames) == ['{"c": "€ and 😀"}'], cut


def test_never_splits_on_unicode_line_separators() -> None:
    text = "a\u2028b\u2029c\x85d\x0be\x0cf"
    assert datas(parse_all(f"data: {text}\n\n".encode())) == [text]


def test_unknown_fields_are_counted() -> None:
    parser = SSEParser()
    parser.feed(b"<html>\n<body>oops</body>\n")
    assert parser.other_fields == 2


TEXT = st.text(alphabet=st.characters(blacklist_categories=("Cs",),
                                     blacklist_characters="\r\n"), max_size=20)


@given(st.lists(TEXT, max_size=8), st.sampled_from([b"\n", b"\r", b"\r\n"]),
       st.integers(min_value=1, max_value=300))
def test_any_chunking_gives_the_same_events(values: list[str], eol: bytes, size: int) -> None:
    body = b"".join(b"data: " + v.encode() + eol + eol for v in values)
    assert datas(parse_all(body, chunk_size=size)) == datas(parse_all(body)) == values


@given(st.lists(st.tuples(st.sampled_from(["data", "comment", "named", "two-line", "blank"]),
                          TEXT), max_size=12),
       st.integers(min_value=1, max_value=300))
def test_mixed_frames_parse_the_same_whatever_the_reads(
        frames: list[tuple[str, str]], size: int) -> None:
    parts: list[bytes] = []
    expected: list[SSEEvent | SSEComment] = []
    for kind, text in frames:
        raw = text.encode()
        if kind == "data":
            parts.append(b"data: " + raw + b"\n\n")
            expected.append(SSEEvent(text))
        elif kind == "comment":
            parts.append(b": " + raw + b"\n")
            expected.append(SSEComment(text))
        elif kind == "named":
            parts.append(b"event: e\ndata: " + raw + b"\n\n")
            expected.append(SSEEvent(text, "e"))
        elif kind == "two-line":
            parts.append(b"data: " + raw + b"\ndata: " + raw + b"\n\n")
            expected.append(SSEEvent(text + "\n" + text))
        else:
            parts.append(b"\n")
    body = b"".join(parts)
    assert parse_all(body, chunk_size=size) == parse_all(body) == expected
