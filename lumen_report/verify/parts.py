"""A large draft checked in parts, by one process per core, with the findings one process finds.

A draft splits at an ATX heading at column 0 after a blank line: there every block above has
ended, so the text below parses as it does in the whole draft. The processes are forked
early (``lumen-report verify`` starts them before it loads the drafts and results) and take
the parts from a shared queue one at a time: each parses its part at once and checks it once
it has what the checks read (the parent sends it, then takes parts itself). The findings are
joined in document order. Where a draft may split: verify/split.py.

What a part cannot see is checked afterwards, not assumed: a part must end with nothing
open that would run on into the next (a fence, an HTML block, an ignore marker, a raw HTML
table; ``Part.closed``), and the section headings a part starts under (taken from a scan of
the lines above it) must be those the part above actually ends under. A draft with link
reference or footnote definitions (they change how text anywhere else parses) is not split.
When anything does not hold, the draft is checked in one process after all.
"""

from __future__ import annotations

import os
import pickle
import select
import signal
import struct
import threading
from contextlib import suppress
from dataclasses import dataclass, field
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from lumen_report.verify.blocks import Part, lines_of, parse_blocks
from lumen_report.verify.check import _context, check_blocks, draft_state
from lumen_report.verify.decide import DraftState
from lumen_report.verify.model import Claim
from lumen_report.verify.split import Split, at_headings, nearest, split_points, splittable

if TYPE_CHECKING:
    from pathlib import Path

    from lumen_report.drafts import Draft
    from lumen_report.verify.blocks import Block
    from lumen_report.verify.context import BlockContext
    from lumen_report.verify.runs import Suite

# Below this many characters a draft is checked in one process: the fork, the findings sent
# back and the split scan cost about what they save (measured, 2 CPUs: 50 KB -0.03 s,
# 100 KB +0.08 s, 200 KB +0.13 s, 400 KB +0.35 s of wall time).
MIN_SIZE = 100_000
# The processes take parts from a shared queue, one at a time, until none is left: they
# end within about one part's time of each other, however the machine shares its CPUs
# among them and whatever one of them did first (the parent loads the drafts and results,
# ~0.2 s, while the others parse). The last parts have about this many characters (~0.07 s
# of checks); each part costs a few ms more.
PART_SIZE = 32_000


def check_in_parts(draft: Draft, results: dict[str, Suite], *, strict: bool,
                   jobs: int) -> list[Claim] | None:
    """The claims of a large draft checked by ``jobs`` processes, or None when the draft is
    small, cannot be split, or this process cannot fork safely (check it in one)."""
    early = start(draft.path, draft.text, jobs)
    return None if early is None else early.finish(draft, results, strict)


def plan(text: str, jobs: int) -> list[Split]:
    """Where ``start`` splits ``text`` for ``jobs`` processes (none: it does not). The
    processes take the parts in order, one at a time: each part is a ``2 * jobs``-th of
    what is left, down to ``PART_SIZE`` (few parts, and small ones last, so that the
    processes end close together)."""
    if jobs < 2 or len(text) < MIN_SIZE:
        return []
    targets: list[float] = []
    at = 0
    while len(text) - at > PART_SIZE and len(targets) < 254:
        at += max((len(text) - at) // (2 * jobs), PART_SIZE)
        targets.append(at)
    return nearest(split_points(text), targets)


def _threaded() -> bool:
    """Whether other threads run (a fork would copy the locks they hold)."""
    return threading.active_count() > 1


# A part: where it starts and ends in the draft, its first line, the headings above it.
_Task = tuple[int, int, int, tuple[str, ...]]
# What a part returns: its claims, whether it is closed, and the signatures of the headings
# it started under and of those it ends under.
_Result = tuple[list[Claim], bool, list[tuple[Any, ...]], list[tuple[Any, ...]]]


def _tasks(text: str, splits: list[Split]) -> list[_Task] | None:
    """The parts ``splits`` cut ``text`` into, or None when it cannot be split there."""
    if not splittable(text) or not at_headings(text, splits) \
            or any(a.offset >= b.offset for a, b in pairwise(splits)):
        return None
    bounds = [0, *(s.offset for s in splits), len(text)]
    return [(bounds[i], bounds[i + 1], splits[i - 1].line if i else 0,
             splits[i - 1].headings if i else ()) for i in range(len(bounds) - 1)]


def check_split(draft: Draft, results: dict[str, Suite], splits: list[Split], *,
                strict: bool = False) -> list[Claim] | None:
    """The claims of ``draft`` split at ``splits``, the parts checked one after another in
    this process; None when a part shows the split changed what it parses. (The processes
    of ``start`` check the same parts so.)"""
    tasks = _tasks(draft.text, splits)
    if tasks is None:
        return None
    state = draft_state(draft, results, strict)
    found = [_check_part(state, _parsed(draft.text, task)) for task in tasks]
    return _joined(splits, found)


def _joined(splits: list[Split], found: list[_Result]) -> list[Claim] | None:
    """The parts' claims in order, if each part ends closed under the headings the next one
    started under (else None: the split changed what they parse)."""
    claims: list[Claim] = list(found[0][0])
    for split, (_, closed, _, ends), (more, _, starts, _) in zip(
            splits, found[:-1], found[1:], strict=True):
        ends = list(ends)
        while ends and ends[-1][0] >= split.level:
            ends.pop()  # closed by the heading the next part starts with
        if not closed or ends != starts:
            return None
        claims.extend(more)
    return claims


# A part parsed: its blocks, the part (``closed`` set), and the blocks of each heading
# source above it (one heading block each, when the scan read them right).
_Parsed = tuple[list["Block"], Part, list[list["Block"]]]


def _parsed(text: str, task: _Task) -> _Parsed:
    """The parse of one part: needs nothing of the results."""
    start, end, line, above = task
    part = Part(start, end, line)
    return parse_blocks(text, part), part, [parse_blocks(source) for source in above]


def _check_part(state: DraftState, parsed: _Parsed) -> _Result:
    blocks, part, above = parsed
    headings: list[BlockContext] = []
    for source in above:
        if len(source) != 1 or source[0].kind != "heading":
            return [], False, [(0, "not one heading", source)], []  # no part above ends so
        headings.append(_context(source[0], state.names, []))
    starts = [_signature(h) for h in headings]
    claims = check_blocks(state, blocks, headings)
    return claims, part.closed, starts, [_signature(h) for h in headings]


def _signature(heading: BlockContext) -> tuple[Any, ...]:
    """All a heading gives the claims below it (its lanes, tasks and statistic wording come
    from its text and code spans), and where it stands: equal signatures, equal findings."""
    block = heading.block
    return (block.level, block.plain, tuple(c.content for c in block.codes),
            tuple(block.cited), tuple(block.urls), block.ignored, block.footnote, block.item,
            block.items, block.html, block.kind)


def start(path: Path, text: str, jobs: int) -> Early | None:
    """``jobs - 1`` processes to check a large draft's parts with this one, started now:
    they take parts from a shared queue and parse them (that needs nothing of the results),
    and check them once they have what the checks read, which ``Early.finish`` sends. None
    when the draft is small or cannot be split, or this process cannot fork safely. The
    caller must ``finish`` or ``cancel``."""
    if not hasattr(os, "fork") or _threaded():
        return None
    splits = plan(text, jobs)
    tasks = _tasks(text, splits) if splits else None
    if tasks is None:
        return None
    lines_of(text)  # computed once here, not in every process
    # The queue: a pipe holding each part's number as one byte. A read of one byte from a
    # pipe is atomic: each part goes to exactly one process; an empty pipe reads as ended.
    queue, fill = os.pipe()
    os.write(fill, bytes(range(len(tasks))))  # (at most 255 bytes: never blocks)
    os.close(fill)
    early = Early(path, text, splits, tasks, queue)
    try:
        for _ in range(jobs - 1):
            early.fork()
    except BaseException:
        early.cancel()
        raise
    return early


@dataclass
class _Child:
    pid: int
    # Where its findings come back: each part's, pickled, appended to a file in memory, and
    # a record of where (``_RECORD``) on a pipe as soon as that part is checked.
    records: int  # the read end of that pipe (-1: closed)
    found: int  # that file
    state: int  # the write end of the pipe it reads the checks' state from (-1: closed)
    pending: bytes = b""  # a record read in part


# A part's findings in a process's file: its number, offset and length.
_RECORD = struct.Struct("<qqq")
# What a process sends back for a part: the claims as their fields' dicts, whether the part
# is closed, the signatures of the headings it started and ends under.
_Sent = tuple[list[dict[str, Any]], bool, list[tuple[Any, ...]], list[tuple[Any, ...]]]


@dataclass
class Early:
    """The processes checking a draft's parts with this one (see ``start``)."""

    path: Path
    text: str
    splits: list[Split]
    tasks: list[_Task]
    queue: int  # the read end of the queue of parts
    children: list[_Child] = field(default_factory=list)
    found: dict[int, _Result] = field(default_factory=dict)

    def fork(self) -> None:
        records_read, records_write = os.pipe()
        state_read, state_write = os.pipe()
        found = _scratch()
        pid = os.fork()
        if pid == 0:  # pragma: no cover (the child; its findings are compared in tests)
            code = 1
            try:
                os.close(records_read)
                os.close(state_write)
                for child in self.children:
                    for fd in (child.records, child.found, child.state):
                        os.close(fd)
                _child(self.text, self.tasks, self.queue, state_read, records_write, found)
                code = 0
            finally:
                os._exit(code)
        os.close(records_write)
        os.close(state_read)
        self.children.append(_Child(pid, records_read, found, state_write))

    def finish(self, draft: Draft, results: dict[str, Suite], strict: bool
               ) -> list[Claim] | None:
        """Send each process the checks' state for ``draft`` (its text must be the one the
        parts were started on), check parts here too until none is left, and join the parts'
        claims; None when a process failed or a part shows the split changed what it parses."""
        if draft.text != self.text:
            self.cancel()
            return None
        state = draft_state(draft, results, strict)
        payload = pickle.dumps((state.names, state.runs, state.lane_labels, strict),
                               pickle.HIGHEST_PROTOCOL)
        # Sent from a thread: a pipe holds 64 KB, and a process reads it only once it has
        # parsed its first part, while this one checks parts of its own.
        sender = threading.Thread(target=_send, args=(payload, [c.state for c in self.children]),
                                  daemon=True)
        sender.start()
        for child in self.children:
            os.set_blocking(child.records, False)
        try:
            while taken := os.read(self.queue, 1):
                self.found[taken[0]] = _check_part(state, _parsed(self.text,
                                                                  self.tasks[taken[0]]))
                self._collect()  # what the others have checked meanwhile, loaded between parts
        finally:
            sender.join()
            for child in self.children:
                child.state = -1  # closed by the sender
        failed = False
        for child in self.children:
            if child.records >= 0:
                os.set_blocking(child.records, True)
            while child.records >= 0:
                self._collect(child)
        while self.children:
            child = self.children.pop()
            os.close(child.found)
            _, status = os.waitpid(child.pid, 0)
            failed = failed or os.waitstatus_to_exitcode(status) != 0
        self.close()
        if failed or len(self.found) != len(self.tasks):
            return None
        return _joined(self.splits, [self.found[i] for i in range(len(self.tasks))])

    def _collect(self, only: _Child | None = None) -> None:
        """Load the parts the processes (or ``only`` that one) have sent records of so far
        (blocking, if its pipe is: until it sends one or ends)."""
        for child in [only] if only is not None else self.children:
            if child.records < 0:
                continue
            try:
                data = os.read(child.records, _RECORD.size * 256)
            except BlockingIOError:
                continue
            if not data:
                os.close(child.records)
                child.records = -1
                continue
            data = child.pending + data
            whole = len(data) - len(data) % _RECORD.size
            child.pending = data[whole:]
            for index, offset, length in _RECORD.iter_unpack(data[:whole]):
                rows, closed, starts, ends = pickle.loads(os.pread(child.found, length, offset))
                self.found[index] = (_claims(rows), closed, starts, ends)

    def cancel(self) -> None:
        """Stop and reap the processes (after an error, or when the draft is not theirs)."""
        while self.children:
            child = self.children.pop()
            for fd in (child.records, child.found, child.state):
                if fd >= 0:
                    os.close(fd)
            os.kill(child.pid, signal.SIGKILL)
            os.waitpid(child.pid, 0)
        self.close()

    @property
    def pending(self) -> bool:
        """Whether ``finish`` or ``cancel`` is still to be called."""
        return self.queue >= 0

    def close(self) -> None:
        if self.queue >= 0:
            os.close(self.queue)
            self.queue = -1


def _scratch() -> int:
    """A file in memory, shared with the processes forked after (Linux), else a temporary
    file already unlinked."""
    if hasattr(os, "memfd_create"):
        return os.memfd_create("lumen-report-parts")
    import tempfile

    fd, name = tempfile.mkstemp(prefix="lumen-report-parts-")
    os.unlink(name)
    return fd


def _send(payload: bytes, fds: list[int]) -> None:
    for fd in fds:
        with suppress(BrokenPipeError), os.fdopen(fd, "wb") as pipe:
            pipe.write(payload)  # (a process that has ended: finish finds it failed)


def _child(text: str, tasks: list[_Task], queue: int, state_fd: int, records: int,
           found: int) -> None:  # pragma: no cover (runs in the child)
    """One process: take parts from the queue until none is left, parse each, check it
    (once the state has come), and send back what it found as soon as it has (pickled, the
    claims as their fields' dicts: the quickest to load there). A process that has parsed
    its first part before the parent has loaded the results parses one more meanwhile
    (it waited ~0.05 s on a 1 MB draft, up to 0.12 s)."""
    state: DraftState | None = None
    parsed: list[tuple[int, _Parsed]] = []  # parsed, not yet checked
    offset = 0
    while True:
        taken = os.read(queue, 1)  # (b"": none left)
        if taken:
            parsed.append((taken[0], _parsed(text, tasks[taken[0]])))
            if state is None and len(parsed) < 2 \
                    and not select.select([state_fd], [], [], 0)[0]:
                continue  # the state is still to come: parse another part meanwhile
        if parsed:
            if state is None:
                state = _state(text, state_fd)
                if state is None:
                    return  # cancelled
            for index, part in parsed:
                offset = _send_part(index, _check_part(state, part), found, records, offset)
            parsed.clear()
        if not taken:
            return


def _state(text: str, state_fd: int) -> DraftState | None:  # pragma: no cover (child)
    """What the checks read, as the parent sends it (None: cancelled)."""
    with os.fdopen(state_fd, "rb") as pipe:
        data = pipe.read()
    if not data:
        return None
    names, runs, labels, strict = pickle.loads(data)
    return DraftState(names, runs, lines_of(text), labels, strict, text)


def _send_part(index: int, result: _Result, found: int, records: int,
               offset: int) -> int:  # pragma: no cover (runs in the child)
    """Append a part's findings to ``found`` and a record of where to ``records``; the
    offset after them."""
    claims, closed, starts, ends = result
    sent: _Sent = ([c.__dict__ for c in claims], closed, starts, ends)
    data = pickle.dumps(sent, pickle.HIGHEST_PROTOCOL)
    view = memoryview(data)
    while view:
        view = view[os.pwrite(found, view, offset + len(data) - len(view)):]
    os.write(records, _RECORD.pack(index, offset, len(data)))  # atomic: < PIPE_BUF
    return offset + len(data)


def _claims(rows: list[dict[str, Any]]) -> list[Claim]:
    """Claims from their fields (as model.make_claim builds them: no __init__ per claim;
    each row, fresh from unpickling, becomes its claim's own dict)."""
    new = object.__new__
    adopt = object.__setattr__
    claims = []
    for row in rows:
        claim = new(Claim)
        adopt(claim, "__dict__", row)
        claims.append(claim)
    return claims
