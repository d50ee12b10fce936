"""The results file, ``runs/<suite>/summary.json`` (SPEC section 4)."""

from __future__ import annotations

import json
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

SCHEMA = "lumen-report/results@1"
SCHEMA_VERSION = 1


class Stored(BaseModel):
    model_config = ConfigDict(extra="forbid")


class LaneMeta(Stored):
    label: str | None = None
    aliases: list[str] = Field(default_factory=list)
    provider: str | None = None
    model: str | None = None
    command: list[str] | None = None
    params: dict[str, Any] = Field(default_factory=dict)


class TaskMeta(Stored):
    title: str | None = None


class Usage(Stored):
    """Token counts exactly as the provider reported them; null when it reported none."""

    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    reasoning_tokens: int | None = None


class RunResult(Stored):
    id: str
    task: str
    lane: str
    repeat: int
    provider: str | None = None
    model: str | None = None
    command: list[str] | None = None
    params: dict[str, Any] = Field(default_factory=dict)
    declaration_sha256: str | None = None
    started_at: str | None = None
    exit_code: int
    outcome: str
    finish_reason: str | None = None
    http_status: int | None = None
    attempts: int | None = None
    error: str | None = None
    wall_s: float | None = None
    ttft_s: float | None = None
    ttfo_s: float | None = None
    output_bytes: int | None = None
    reasoning_bytes: int | None = None
    usage: Usage | None = None
    transcript: str | None = None
    # Extensions (optional, SPEC allows new optional fields).
    done_seen: bool | None = None
    usage_seen: bool | None = None
    think_inline_bytes: int | None = None
    stderr: str | None = None
    note: str | None = None

    @property
    def hand_recorded(self) -> bool:
        return self.declaration_sha256 is None


# Optional fields beyond SPEC section 4: written only when they hold something.
EXTENSIONS = ("command", "done_seen", "usage_seen", "think_inline_bytes", "stderr", "note")


def _drop_unset(data: dict[str, Any], keys: tuple[str, ...]) -> None:
    for key in keys:
        if data.get(key) is None:
            data.pop(key, None)


class SuiteResults(Stored):
    schema_: str = Field(default=SCHEMA, alias="schema")
    suite: str
    title: str | None = None
    lanes: dict[str, LaneMeta] = Field(default_factory=dict)
    tasks: dict[str, TaskMeta] = Field(default_factory=dict)
    runs: list[RunResult] = Field(default_factory=list)

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    def run(self, run_id: str) -> RunResult | None:
        return next((r for r in self.runs if r.id == run_id), None)

    def to_json(self) -> str:
        data = self.model_dump(mode="json", by_alias=True)
        for lane in data["lanes"].values():
            _drop_unset(lane, ("command",))
        for run in data["runs"]:
            _drop_unset(run, EXTENSIONS)
        return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
