"""Store: versioned results files, loaded and upgraded safely, saved atomically."""

from lumen_report.results.schema import SCHEMA, LaneMeta, RunResult, SuiteResults, TaskMeta, Usage
from lumen_report.results.store import (
    load_or_new,
    load_project_results,
    load_results,
    record_run,
    save_results,
    summary_path,
    with_declaration,
)

__all__ = [
    "SCHEMA",
    "LaneMeta",
    "RunResult",
    "SuiteResults",
    "TaskMeta",
    "Usage",
    "load_or_new",
    "load_project_results",
    "load_results",
    "record_run",
    "save_results",
    "summary_path",
    "with_declaration",
]
