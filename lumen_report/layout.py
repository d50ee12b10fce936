"""Where a project's files live (SPEC section 2's layout), for stages that must find them
before importing anything heavier than pathlib (``verify`` starts its parts' processes so)."""

from __future__ import annotations

from pathlib import Path


def draft_paths(project: Path) -> list[Path]:
    """Every ``drafts/*.md`` of the project, in name order."""
    folder = project / "drafts"
    return sorted(folder.glob("*.md")) if folder.is_dir() else []
