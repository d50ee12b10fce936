"""A validated suite and the runs it declares."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lumen_report.declare.models import Lane, Provider, Suite
from lumen_report.declare.yamlfile import Loc


@dataclass(frozen=True)
class RunSpec:
    """One (task, lane, repeat) with everything needed to execute it."""

    suite: str
    task: str
    lane: str
    repeat: int
    lane_decl: Lane
    provider: Provider | None
    messages: list[dict[str, str]]
    prompt: str
    timeout_s: float
    connect_timeout_s: float
    read_timeout_s: float
    retries: int

    @property
    def id(self) -> str:
        return f"{self.task}/{self.lane}/{self.repeat}"

    @property
    def declaration_sha256(self) -> str:
        """Hash of what shapes the request (SPEC section 3), and nothing else."""
        lane = self.lane_decl
        if lane.command is not None:
            basis: dict[str, Any] = {"command": lane.command, "stdin": self.prompt}
        else:
            assert self.provider is not None
            basis = {
                "base_url": self.provider.base_url.rstrip("/"),
                "model": lane.model,
                "params": lane.params,
                "messages": self.messages,
            }
        canonical = json.dumps(basis, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
        return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class SuiteDecl:
    """A loaded declaration: the model, where it came from, and its resolved prompts."""

    slug: str
    path: Path
    model: Suite
    prompts: dict[str, str]
    lines: dict[Loc, int] = field(default_factory=dict, repr=False)

    @property
    def title(self) -> str:
        return self.model.title or self.slug

    @property
    def folder(self) -> Path:
        """Where this suite's results and transcripts live: runs/<suite>/."""
        return self.path.parent / self.slug

    def line_of(self, loc: Loc) -> int | None:
        while loc and loc not in self.lines:
            loc = loc[:-1]
        return self.lines.get(loc)

    def runs(self) -> list[RunSpec]:
        """Every run, in declaration order of tasks, lanes, repeats."""
        suite = self.model
        specs: list[RunSpec] = []
        for task_name, task in suite.tasks.items():
            prompt = self.prompts[task_name]
            messages = []
            if task.system is not None:
                messages.append({"role": "system", "content": task.system})
            messages.append({"role": "user", "content": prompt})
            for lane_name, lane in suite.lanes.items():
                provider = suite.providers[lane.provider] if lane.provider else None
                for repeat in range(1, suite.repeats + 1):
                    specs.append(
                        RunSpec(
                            suite=self.slug,
                            task=task_name,
                            lane=lane_name,
                            repeat=repeat,
                            lane_decl=lane,
                            provider=provider,
                            messages=messages,
                            prompt=prompt,
                            timeout_s=lane.timeout_s or suite.timeout_s,
                            connect_timeout_s=lane.connect_timeout_s or suite.connect_timeout_s,
                            read_timeout_s=lane.read_timeout_s or suite.read_timeout_s,
                            retries=suite.retries if lane.retries is None else lane.retries,
                        )
                    )
        return specs
