"""Where a project's files live (SPEC section 2's layout), for stages that must find and
read them before importing anything heavier than pathlib (``verify`` starts its parts'
processes so, and takes inputs validated before from lumen_report/validated.py)."""

from __future__ import annotations

from pathlib import Path

from lumen_report.errors import ResultsError


def draft_paths(project: Path) -> list[Path]:
    """Every ``drafts/*.md`` of the project, in name order."""
    folder = project / "drafts"
    return sorted(folder.glob("*.md")) if folder.is_dir() else []


def read_results_text(path: Path) -> str:
    """The text of a results file (ResultsError when it cannot be read)."""
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ResultsError(f"{path}: cannot read results file: {exc}") from None
