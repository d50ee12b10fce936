"""User-facing errors. The CLI prints them as one message each, never a traceback."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Problem:
    """One thing wrong in a user file: where it is, which key, and what to do."""

    path: Path | str
    line: int | None
    key: str | None
    message: str

    def __str__(self) -> str:
        where = str(self.path)
        if self.line is not None:
            where += f":{self.line}"
        key = f" {self.key}:" if self.key else ""
        return f"{where}:{key} {self.message}"


class LumenError(Exception):
    """Base of every error the CLI reports without a traceback."""

    exit_code = 2

    def __init__(self, message: str, problems: list[Problem] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.problems = problems or []

    def __str__(self) -> str:
        if not self.problems:
            return self.message
        return "\n".join([self.message, *(f"  {p}" for p in self.problems)])


class DeclarationError(LumenError):
    """A suite declaration (runs/*.yaml) is invalid."""


class ResultsError(LumenError):
    """A results file is unreadable, torn, or of an unknown schema."""


class DraftError(LumenError):
    """A draft cannot be read or its front matter is invalid."""


class VerificationFailed(LumenError):
    """Verification found errors, so the build refuses to publish."""

    exit_code = 1
