"""Drafts, ``drafts/*.md``: Markdown write-ups with YAML front matter (SPEC section 6)."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lumen_report.errors import DraftError
from lumen_report.layout import draft_paths
from lumen_report.validated import remembered

_FENCE = re.compile(r"^---[ \t]*\r?$")
# Where str.splitlines ends a line.
_LINE_END = re.compile("\r\n|[\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")


@dataclass(frozen=True)
class Meta:
    """A draft's front matter as validated (draft_schema.FrontMatter): what the stages read."""

    title: str | None = None
    date: dt.date | None = None
    suites: list[str] | None = None
    status: str | None = None
    description: str | None = None
    authors: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Draft:
    """A draft as on disk. ``text`` is the whole file; ``body_line`` is where prose starts."""

    path: Path
    shown: str
    text: str
    meta: Meta
    body: str
    body_line: int

    @property
    def slug(self) -> str:
        return self.path.stem

    @property
    def published(self) -> bool:
        return self.meta.status != "draft"

    @property
    def title(self) -> str:
        return self.meta.title or self.slug.replace("-", " ").capitalize()


def split_front_matter(text: str) -> tuple[str | None, str, int]:
    """(front matter YAML or None, body, 1-based line where the body starts). Reads only
    as far as the closing fence (lines as ``str.splitlines`` cuts them)."""
    lines = _lines(text)
    first = next(lines, None)
    if first is None or not _FENCE.match(text[first[0]:first[1]].rstrip("\n")):
        return None, text, 1
    for number, (start, end) in enumerate(lines, 2):
        if _FENCE.match(text[start:end].rstrip("\n")):
            return text[first[1]:start], text[end:], number + 1
    return None, text, 1


def _lines(text: str) -> Iterator[tuple[int, int]]:
    """Where each line of ``text`` starts and ends, with its line break."""
    at = 0
    for end in _LINE_END.finditer(text):
        yield at, end.end()
        at = end.end()
    if at < len(text):
        yield at, len(text)


def load_draft(path: Path, project: Path | None = None) -> Draft:
    shown = _shown(path, project)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DraftError(f"{shown}: cannot read draft: {exc}") from None
    raw, body, body_line = split_front_matter(text)
    meta = Meta() if raw is None else remembered(
        "front-matter", raw, lambda: _validated(raw, shown), _dump, _load)
    return Draft(path=path, shown=shown, text=text, meta=meta, body=body, body_line=body_line)


def _validated(raw: str, shown: str) -> Meta:
    from lumen_report.draft_schema import validate_front_matter

    front = validate_front_matter(raw, shown)
    return Meta(front.title, front.date, front.suites, front.status, front.description,
                front.authors)


def _dump(meta: Meta) -> list[Any]:
    return [meta.title, meta.date.isoformat() if meta.date else None, meta.suites,
            meta.status, meta.description, meta.authors]


def _load(row: list[Any]) -> Meta:
    title, date, suites, status, description, authors = row
    return Meta(title, dt.date.fromisoformat(date) if date else None, suites, status,
                description, authors)


def load_drafts(project: Path, paths: list[Path] | None = None) -> list[Draft]:
    """The named drafts, or every ``drafts/*.md`` of the project in name order."""
    if paths is None:
        paths = draft_paths(project)
    return [load_draft(p, project) for p in paths]


def _shown(path: Path, project: Path | None) -> str:
    if project is not None:
        try:
            return str(path.resolve().relative_to(project.resolve()))
        except ValueError:
            pass
    return str(path)
