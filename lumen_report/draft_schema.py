"""A draft's front matter, validated (SPEC section 6): yaml, then a pydantic model.

Imported only when front matter is validated, not when it was validated before with the
same text (lumen_report/validated.py): neither library is then loaded.
"""

from __future__ import annotations

import datetime as dt

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from lumen_report.errors import DraftError, Problem


class FrontMatter(BaseModel):
    model_config = ConfigDict(extra="allow")

    title: str | None = None
    date: dt.date | None = None
    suites: list[str] | None = None
    status: str | None = None
    description: str | None = None
    authors: list[str] = Field(default_factory=list)


def validate_front_matter(raw: str, shown: str) -> FrontMatter:
    """The front matter ``raw`` (the YAML between the fences) of the draft ``shown``;
    DraftError naming the line and key of what is wrong."""
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
        return FrontMatter.model_validate(data)
    except ValidationError as exc:
        problems = [
            Problem(shown, _key_line(raw, str(err["loc"][0])) if err["loc"] else 2,
                    ".".join(str(p) for p in err["loc"]), err["msg"])
            for err in exc.errors()
        ]
        raise DraftError(f"{shown}: invalid front matter", problems) from None


def _key_line(raw: str, key: str) -> int:
    for number, line in enumerate(raw.splitlines(), 2):
        if line.startswith(f"{key}:"):
            return number
    return 2
