"""Plan: which declared runs are up to date, hand-recorded, or pending, and why.

The declaration hash decides (SPEC section 3): a stored result whose hash matches the run's
is up to date; a hand-recorded result (``declaration_sha256`` null) counts as up to date and
is replaced only by ``--rerun`` (SPEC section 4). A recorded ``config`` outcome (the run
could not start, no request sent) is pending again: there is no measurement to keep.
"""

from __future__ import annotations

import fnmatch
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Literal

from lumen_report.declare.suite import RunSpec, SuiteDecl
from lumen_report.harness.outcomes import Outcome
from lumen_report.results.schema import SuiteResults

Status = Literal["up_to_date", "hand_recorded", "pending"]


@dataclass(frozen=True)
class PlannedRun:
    """One declared run and what ``run`` will do with it."""

    spec: RunSpec
    status: Status
    reason: str

    @property
    def pending(self) -> bool:
        return self.status == "pending"


def matches_only(run_id: str, only: str | None) -> bool:
    """Whether ``run_id`` is selected by ``--only GLOB`` (fnmatch on task/lane/repeat)."""
    return only is None or fnmatch.fnmatchcase(run_id, only)


def plan_suite(decl: SuiteDecl, results: SuiteResults | None, *, rerun: bool = False,
               only: str | None = None) -> list[PlannedRun]:
    """Every declared run selected by ``only``, in declaration order, with its status."""
    stored = {r.id: r for r in results.runs} if results is not None else {}
    planned: list[PlannedRun] = []
    for spec in decl.runs():
        if not matches_only(spec.id, only):
            continue
        result = stored.get(spec.id)
        if result is None:
            planned.append(PlannedRun(spec, "pending", "no result yet"))
        elif rerun:
            planned.append(PlannedRun(spec, "pending", "--rerun"))
        elif result.hand_recorded:
            planned.append(PlannedRun(spec, "hand_recorded",
                                      "hand-recorded result (replaced only by --rerun)"))
        elif result.declaration_sha256 != spec.declaration_sha256:
            planned.append(PlannedRun(spec, "pending", "declaration changed"))
        elif result.outcome == Outcome.CONFIG.value:
            # No request was ever sent (e.g. the key was unset): nothing was measured.
            planned.append(PlannedRun(spec, "pending", "previous attempt could not start"))
        else:
            planned.append(PlannedRun(spec, "up_to_date", "declaration unchanged"))
    return planned


def missing_keys(decl: SuiteDecl, planned: Iterable[PlannedRun],
                 environ: Mapping[str, str] | None = None) -> set[str]:
    """Names of the api_key_env variables that are unset (or empty) for pending HTTP runs."""
    env = os.environ if environ is None else environ
    missing: set[str] = set()
    for run in planned:
        if not run.pending or run.spec.lane_decl.is_command or run.spec.provider is None:
            continue
        name = run.spec.provider.api_key_env
        if name is not None and not env.get(name):
            missing.add(name)
    return missing


__all__ = ["PlannedRun", "Status", "matches_only", "missing_keys", "plan_suite"]
