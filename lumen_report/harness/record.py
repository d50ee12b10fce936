"""What every recorded run carries from its declaration, whatever its lane kind."""

from __future__ import annotations

import datetime as dt
from typing import Any

from lumen_report.declare.suite import RunSpec


def utc_now() -> str:
    return dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def spec_fields(spec: RunSpec) -> dict[str, Any]:
    """Identity and request shape of a run, copied into its result."""
    lane = spec.lane_decl
    return {
        "id": spec.id,
        "task": spec.task,
        "lane": spec.lane,
        "repeat": spec.repeat,
        "provider": lane.provider,
        "model": lane.model,
        "command": list(lane.command) if lane.command is not None else None,
        "params": dict(lane.params),
        "declaration_sha256": spec.declaration_sha256,
    }


__all__ = ["spec_fields", "utc_now"]
