"""Server-sent events framing: bytes in, events out, incrementally.

Pure (no I/O) so it can be tested on bytes directly and reused by ``rescore``. Lines are
split on the raw bytes (CR, LF or CRLF, exactly as the SSE spec says, never on U+2028 or
other Unicode line breaks) and decoded only once complete, so a UTF-8 character split
across network reads is simply joined again.
"""

from __future__ import annotations

from typing import NamedTuple

# Named tuples, not dataclasses: one is built per event, 100,000 times in a long answer.


class SSEEvent(NamedTuple):
    """A dispatched event: its joined ``data`` lines and its ``event`` name."""

    data: str
    event: str = "message"
    id: str | None = None


class SSEComment(NamedTuple):
    """A comment line (``: keep-alive``, ``: OPENROUTER PROCESSING``), text after the colon."""

    text: str


Frame = SSEEvent | SSEComment

# Built through tuple.__new__, not the named tuple's own (Python-level) __new__: the same
# object at less than half the cost, once per event.
_new = tuple.__new__


def _decode(raw: bytes) -> str:
    # The SSE spec decodes with replacement; a stray byte must not end the run.
    return raw.decode("utf-8", errors="replace")


class SSEParser:
    """Feed bytes as they arrive; get back every frame completed by them.

    ``close()`` flushes the end of the stream: a last line without a line end is processed
    and a pending event is dispatched, because providers end with ``data: [DONE]`` and no
    blank line.
    """

    __slots__ = ("_buffer", "_data", "_event", "_id", "_skip_lf", "other_fields")

    def __init__(self) -> None:
        self._buffer = b""
        self._data: list[bytes] = []
        self._event: bytes | None = None
        self._id: bytes | None = None
        self._skip_lf = False
        #: Lines that are neither comments nor known fields: a sign of a non-SSE body.
        self.other_fields = 0

    def feed(self, chunk: bytes) -> list[Frame]:
        if not chunk:
            return []
        if self._skip_lf:
            self._skip_lf = False
            if chunk[:1] == b"\n":
                chunk = chunk[1:]
        buffer = self._buffer + chunk if self._buffer else chunk
        last_lf = buffer.rfind(b"\n")
        last_cr = buffer.rfind(b"\r")
        end = max(last_lf, last_cr)
        if end < 0:
            self._buffer = buffer
            return []
        complete, self._buffer = buffer[: end + 1], buffer[end + 1 :]
        if last_cr == end:
            # A CR ending this read may be the first half of a CRLF split across reads.
            self._skip_lf = True
        out: list[Frame] = []
        if b"\r" not in complete:
            self._blocks(complete, out)
            return out
        for line in complete.splitlines():
            self._line(line, out)
        return out

    def _blocks(self, complete: bytes, out: list[Frame]) -> None:
        """LF-only input (the usual case): split on blank lines first, one step per event."""
        if (not self._data and self._event is None and self._id is None
                and complete.endswith(b"\n\n") and complete.startswith(b"data: ")):
            # Fastest path: nothing but one-line "data: ..." events, each ended by a blank
            # line (every LF is one of the pair after an event, and each pair is followed by
            # "data: "). Decoding the whole run at once is safe: it ends at a line end, and
            # UTF-8 never hides an LF byte inside a character.
            text = complete.decode("utf-8", "replace")
            count = text.count("\n\n")
            if text.count("\n") == 2 * count and text.count("\n\ndata: ") == count - 1:
                out.extend([_new(SSEEvent, (one[6:], "message", None))
                             for one in text[:-2].split("\n\n")])
                return
        blocks = complete.split(b"\n\n")
        last = blocks.pop()  # not followed by a blank line (yet)
        line_ = self._line
        for block in blocks:
            # Hot path: a plain one-line "data: ..." event, nothing pending.
            if (block[:6] == b"data: " and not self._data and self._event is None
                    and b"\n" not in block):
                out.append(_new(SSEEvent, (block[6:].decode("utf-8", "replace"), "message",
                                           _decode(self._id) if self._id else None)))
                continue
            for line in block.split(b"\n"):
                line_(line, out)
            line_(b"", out)
        if last:
            for line in last[:-1].split(b"\n"):
                line_(line, out)

    def close(self) -> list[Frame]:
        out: list[Frame] = []
        if self._buffer:
            self._line(self._buffer, out)
            self._buffer = b""
        if self._data:
            self._dispatch(out)
        self._event = None
        return out

    def _line(self, line: bytes, out: list[Frame]) -> None:
        if not line:
            if self._data:
                self._dispatch(out)
            else:
                self._event = None  # an empty frame dispatches nothing
            return
        if line[0] == 0x3A:  # ":" comment
            text = line[1:]
            out.append(SSEComment(_decode(text[1:] if text[:1] == b" " else text)))
            return
        field, colon, value = line.partition(b":")
        if colon and value[:1] == b" ":
            value = value[1:]
        if field == b"data":
            self._data.append(value)
        elif field == b"event":
            self._event = value
        elif field == b"id":
            if b"\0" not in value:
                self._id = value
        elif field != b"retry":
            self.other_fields += 1

    def _dispatch(self, out: list[Frame]) -> None:
        data = self._data[0] if len(self._data) == 1 else b"\n".join(self._data)
        self._data.clear()
        event = _decode(self._event) if self._event else "message"
        self._event = None
        out.append(SSEEvent(_decode(data), event, _decode(self._id) if self._id else None))


def parse_all(payload: bytes, chunk_size: int | None = None) -> list[Frame]:
    """Parse a whole body (optionally in fixed-size pieces): a convenience for tests."""
    parser = SSEParser()
    frames: list[Frame] = []
    if chunk_size is None:
        frames.extend(parser.feed(payload))
    else:
        for start in range(0, len(payload), chunk_size):
            frames.extend(parser.feed(payload[start : start + chunk_size]))
    frames.extend(parser.close())
    return frames


__all__ = ["Frame", "SSEComment", "SSEEvent", "SSEParser", "parse_all"]
