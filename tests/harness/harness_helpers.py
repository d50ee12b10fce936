"""Helpers for harness tests: suites written as YAML, one run against the scripted server."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import httpx
import yaml
from scripted_server import ScriptedServer

from lumen_report.declare import SuiteDecl, load_suite
from lumen_report.harness.openai_chat import run_http
from lumen_report.harness.redact import Redactor
from lumen_report.results.schema import RunResult

KEY_ENV = "LUMEN_TEST_KEY"
SENTINEL = "sk-SENTINEL-7f3a9c-do-not-leak"


def write_suite(project: Path, base_url: str, models: list[str], *, slug: str = "s",
                tasks: dict[str, str] | None = None, **suite: Any) -> SuiteDecl:
    """runs/<slug>.yaml with one HTTP lane per model (lane name = model name)."""
    lanes: dict[str, Any] = {}
    for model in models:
        lanes[model] = {"provider": "local", "model": model, "params": {"max_tokens": 64}}
    doc: dict[str, Any] = {
        "suite": slug,
        "providers": {"local": {"base_url": base_url, "api_key_env": KEY_ENV}},
        "lanes": lanes,
        "tasks": {name: {"prompt": text} for name, text in (tasks or {"t": "Say hi"}).items()},
        "retries": 0, "read_timeout_s": 2, "connect_timeout_s": 2, "timeout_s": 10, "jobs": 4,
        **suite,
    }
    runs = project / "runs"
    runs.mkdir(parents=True, exist_ok=True)
    path = runs / f"{slug}.yaml"
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    return load_suite(path, project)


def run_model(server: ScriptedServer, tmp_path: Path, model: str, **suite: Any) -> RunResult:
    """Run the single run of a one-lane suite against the scripted server."""
    decl = write_suite(tmp_path, suite.pop("base_url", server.base_url), [model], **suite)
    (spec,) = decl.runs()

    async def go() -> RunResult:
        async with httpx.AsyncClient() as client:
            return await run_http(spec, client=client, folder=decl.folder,
                                  redactor=Redactor(), sleep=_fast_sleep)

    return asyncio.run(go())


async def _fast_sleep(seconds: float) -> None:
    """Retries in tests wait at most 50 ms, whatever Retry-After says (asserted separately)."""
    SLEPT.append(seconds)
    await asyncio.sleep(min(seconds, 0.05))


SLEPT: list[float] = []
