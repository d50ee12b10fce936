"""Transcripts: every raw event of a run with its arrival offset, streamed to disk.

Layout, under ``runs/<suite>/``::

    transcripts/<task>/<lane>/<repeat>.jsonl          one JSON record per line
    transcripts/<task>/<lane>/<repeat>.answer.txt     the answer, byte-exact
    transcripts/<task>/<lane>/<repeat>.reasoning.txt  the reasoning channel, byte-exact

Records (``t``: seconds since that attempt's request was sent, monotonic clock):
``{"type": "run", ...}`` first; per attempt ``{"type": "request", "attempt": n, ...}``
(headers with Authorization redacted), ``{"type": "response", "status": ...}``, then one
``{"t": ..., "raw": "..."}`` per network read holding its bytes exactly (every SSE event,
comment and line end as sent), ``{"t": ..., "eof": true}`` when the server closed the
stream, ``{"type": "body", ...}`` for an error body, and ``{"type": "end", "ending": ...}``.
Command lanes write ``{"t": ..., "stdout": "..."}`` and ``{"t": ..., "stderr": "..."}``
per read, encoded the same way.

Files are written under ``.partial`` names and renamed only when the run is recorded, so a
run interrupted at any moment never replaces the transcript of the result already stored.
"""

from __future__ import annotations

import io
import json
import os
from collections.abc import Callable, Iterator
from json.encoder import encode_basestring_ascii
from pathlib import Path
from typing import Any, BinaryIO

from lumen_report.harness.redact import Redactor, ScrubbingSink

PARTIAL = ".partial"
_dumps = json.dumps
_ascii = encode_basestring_ascii


def transcript_paths(folder: Path, run_id: str) -> tuple[Path, Path, Path]:
    """(jsonl, answer, reasoning) paths of a run under a suite folder."""
    base = folder / "transcripts" / run_id
    return (base.with_name(base.name + ".jsonl"), base.with_name(base.name + ".answer.txt"),
            base.with_name(base.name + ".reasoning.txt"))


def relative_transcript(run_id: str) -> str:
    return f"transcripts/{run_id}.jsonl"


Stage = Callable[["TranscriptWriter"], object]
"""Takes a finished writer, to close and commit when its run is recorded."""


class TranscriptWriter:
    """Appends records as they happen; buffered, so a long answer never sits in memory."""

    def __init__(self, folder: Path, run_id: str, redactor: Redactor) -> None:
        self.run_id = run_id
        self.paths = transcript_paths(folder, run_id)
        self._redact = redactor
        # Records before open() wait in memory: the request goes out first, and the files
        # are created while the provider thinks.
        self._log: BinaryIO = io.BytesIO()
        self._answer: BinaryIO = io.BytesIO()
        self._reasoning: BinaryIO = io.BytesIO()
        self.opened = False
        self.closed = False
        self._held: tuple[float, str, str] | None = None
        # The answer is byte-exact unless it holds a key; then the key is replaced there too.
        self._answer_sink: ScrubbingSink | None = None
        self._reasoning_sink: ScrubbingSink | None = None

    def open(self) -> None:
        """Create the files (idempotent); what was recorded so far is written first."""
        if self.opened:
            return
        self.opened = True
        self.paths[0].parent.mkdir(parents=True, exist_ok=True)
        early = self._log.getvalue()  # type: ignore[attr-defined]
        self._log = open(self._partial(0), "wb")  # noqa: SIM115 - closed in close()
        self._log.write(early)
        self._answer = open(self._partial(1), "wb")  # noqa: SIM115
        self._reasoning = open(self._partial(2), "wb")  # noqa: SIM115
        if self._redact.active:
            self._answer_sink = ScrubbingSink(self._answer.write, self._redact)
            self._reasoning_sink = ScrubbingSink(self._reasoning.write, self._redact)

    def _partial(self, index: int) -> Path:
        path = self.paths[index]
        return path.with_name(path.name + PARTIAL)

    def record(self, **fields: Any) -> None:
        self._flush_raw()
        # ASCII-escaped: a lone surrogate (undecodable output) stays representable.
        self._log.write(self._redact.scrub(_dumps(fields)).encode("ascii") + b"\n")

    def raw(self, t: float, chunk: bytes, key: str = "raw") -> None:
        """The bytes of one network read, exactly, with the offset at which they arrived.

        Stored as text with undecodable bytes (a character split across reads) as surrogate
        escapes, so ``raw.encode("utf-8", "surrogateescape")`` gives back the exact bytes.
        One record per read, not per event: cheap at 100,000 events, and the SSE framing
        itself is kept for rescore to parse again.
        """
        text = chunk.decode("utf-8", "surrogateescape")
        if not self._redact.active:
            self._write_raw(t, text, key)
            return
        # Each read is scrubbed once, and held back by one, so that a key split across two
        # reads is still caught (the held text is always scrubbed already).
        text = self._redact.scrub(text)
        if self._held is not None:
            held_t, held_key, held = self._held
            if held_key == key:
                held, text = self._redact.scrub_boundary(held, text)
            self._write_raw(held_t, held, held_key)
        self._held = (t, key, text)

    def eof(self, t: float) -> None:
        """The server closed the stream at ``t`` (rescore flushes its parser here)."""
        self.record(t=round(t, 6), eof=True)

    def _flush_raw(self) -> None:
        if self._held is not None:
            held_t, held_key, held = self._held
            self._held = None
            self._write_raw(held_t, held, held_key)

    def _write_raw(self, t: float, text: str, key: str) -> None:
        self._log.write(b'{"t":%.6f,"%s":%s}\n' % (t, key.encode(), _ascii(text).encode("ascii")))

    @property
    def answer_sink(self) -> Callable[[bytes], object]:
        """Where answer bytes go (the file's own write when there is no key to guard)."""
        self.open()
        return self._answer_sink if self._answer_sink is not None else self._answer.write

    @property
    def reasoning_sink(self) -> Callable[[bytes], object]:
        self.open()
        return self._reasoning_sink if self._reasoning_sink is not None else self._reasoning.write

    def restart_text(self) -> None:
        """A new attempt starts: only the last attempt's text is the run's answer."""
        for sink in (self._answer_sink, self._reasoning_sink):
            if sink is not None:
                sink.held = b""
        for handle in (self._answer, self._reasoning):
            handle.seek(0)
            handle.truncate()

    def close(self) -> None:
        if not self.closed:
            self.open()
            self._flush_raw()
            for sink in (self._answer_sink, self._reasoning_sink):
                if sink is not None:
                    sink.flush()
            for handle in (self._log, self._answer, self._reasoning):
                handle.close()
            self.closed = True

    def commit(self) -> None:
        """Close and move the finished files into place (the run is about to be recorded)."""
        self.close()
        for index, path in enumerate(self.paths):
            os.replace(self._partial(index), path)

    def abort(self) -> None:
        """Close and delete the partial files (the run was interrupted, nothing recorded)."""
        if not self.opened:
            self.closed = True
            return
        self.close()
        for index in range(3):
            self._partial(index).unlink(missing_ok=True)


def read_records(path: Path) -> Iterator[dict[str, Any]]:
    """The records of a transcript, streamed (a transcript can be larger than memory)."""
    with path.open("r", encoding="utf-8", errors="surrogateescape") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except ValueError as exc:
                raise ValueError(f"{path}:{number}: not a JSON record ({exc})") from None
            if not isinstance(record, dict):
                raise ValueError(f"{path}:{number}: not a JSON object")
            yield record


__all__ = ["PARTIAL", "Stage", "TranscriptWriter", "read_records", "relative_transcript",
           "transcript_paths"]
