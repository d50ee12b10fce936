"""Drafts, ``drafts/*.md``: Markdown write-ups with YAML front matter (SPEC section 6)."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from pathlib import Path

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from lumen_report.errors import DraftError, Problem
from lumen_report.layout import draft_paths

_FENCE = re.compile(r"^---[ \t]*\r?$")


class FrontMatter(BaseModel):
    model_config = ConfigDict(extra="allow")

    title: str | None = None
    date: dt.date | None = None
    suites: list[str] | None = None
    status: str | None = None
    description: str | None = None
    authors: list[str] = Field(default_factory=list)


@dataclass(frozen=True)
class Draft:
    """A draft as on disk. ``text`` is the whole file; ``body_line`` is where prose starts."""

    path: Path
    shown: str
    text: str
    meta: FrontMatter
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
    """(front matter YAML or None, body, 1-based line where the body starts)."""
    lines = text.splitlines(keepends=True)
    if not lines or not _FENCE.match(lines[0].rstrip("\n")):
        return None, text, 1
    for index in range(1, len(lines)):
        if _FENCE.match(lines[index].rstrip("\n")):
            return "".join(lines[1:index]), "".join(lines[index + 1 :]), index + 2
    return None, text, 1


def load_draft(path: Path, project: Path | None = None) -> Draft:
    shown = _shown(path, project)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DraftError(f"{shown}: cannot read draft: {exc}") from None
    raw, body, body_line = split_front_matter(text)
    data: object = {}
    if raw is not None:
        try:
            data = yaml.safe_load(raw) or {}
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            line = mark.line + 2 if mark is not None else 1
            raise DraftError(f"{shown}:{line}: invalid front matter: "
                             f"{getattr(exc, 'problem', exc)}") from None
    if not isinstance(data, dict):
        raise DraftError(f"{shown}:2: front matter must be a mapping (title:, date:, suites:)")
    try:
        meta = FrontMatter.model_validate(data)
    except ValidationError as exc:
        problems = [
            Problem(shown, _key_line(raw or "", str(err["loc"][0])) if err["loc"] else 2,
                    ".".join(str(p) for p in err["loc"]), err["msg"])
            for err in exc.errors()
        ]
        raise DraftError(f"{shown}: invalid front matter", problems) from None
    return Draft(path=path, shown=shown, text=text, meta=meta, body=body, body_line=body_line)


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


def _key_line(raw: str, key: str) -> int:
    for number, line in enumerate(raw.splitlines(), 2):
        if line.startswith(f"{key}:"):
            return number
    return 2
