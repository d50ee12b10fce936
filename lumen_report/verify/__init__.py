"""The verifier: every number in a draft checked against the stored results (SPEC 6-7)."""

from __future__ import annotations

import gc
import os
from collections.abc import Mapping
from typing import TYPE_CHECKING

from lumen_report.errors import LumenError
from lumen_report.verify.model import Claim, DraftReport, VerifyReport, severity_of
from lumen_report.verify.runs import Suite

if TYPE_CHECKING:
    from lumen_report.drafts import Draft
    from lumen_report.results.schema import SuiteResults
    from lumen_report.verify.parts import Early


def verify_drafts(drafts: list[Draft],
                  results: Mapping[str, SuiteResults] | Mapping[str, Suite], *,
                  strict: bool = False, jobs: int | None = None,
                  early: Early | None = None) -> VerifyReport:
    """Check every number of every draft against ``results`` (suite slug -> results). Pure.
    ``jobs``: processes a large draft may be checked with (default: ``default_jobs()``);
    ``early``: those already started for one of the drafts (verify/parts.py ``start``)."""
    from lumen_report.verify.match import clear_cache
    from lumen_report.verify.runs import plain

    jobs = default_jobs() if jobs is None else jobs
    suites = plain(results)
    clear_cache()
    # Verification allocates millions of small acyclic objects: the cyclic collector would
    # only rescan them (a third of the time on a 1 MB draft). Reference counting frees them.
    collecting = gc.isenabled()
    gc.disable()
    try:
        reports = [_verify(d, suites, strict, jobs, early) for d in drafts]
    finally:
        if collecting:
            gc.enable()
        clear_cache()
    return VerifyReport(drafts=reports, strict=strict)


def _verify(draft: Draft, results: dict[str, Suite], strict: bool, jobs: int,
            early: Early | None) -> DraftReport:
    if early is not None and early.pending and early.path == draft.path:
        claims = early.finish(draft, results, strict)
        if claims is not None:
            return DraftReport(draft=draft, claims=claims)
    elif jobs > 1:  # a large draft in parts, one process each (verify/parts.py): same findings
        from lumen_report.verify.parts import check_in_parts

        claims = check_in_parts(draft, results, strict=strict, jobs=jobs)
        if claims is not None:
            return DraftReport(draft=draft, claims=claims)
    from lumen_report.verify.check import verify_draft

    return verify_draft(draft, results, strict=strict)


def default_jobs() -> int:
    """``LUMEN_JOBS`` if set, else the CPUs this process may run on."""
    setting = os.environ.get("LUMEN_JOBS", "").strip()
    if setting:
        try:
            return max(1, int(setting))
        except ValueError:
            raise LumenError(f"LUMEN_JOBS={setting!r}: expected a number of processes") from None
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


__all__ = ["Claim", "DraftReport", "VerifyReport", "default_jobs", "severity_of", "verify_drafts"]
