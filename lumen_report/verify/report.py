"""Print a verification report: text for people, JSON for scripts, GitHub annotations."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

import click

from lumen_report.verify.model import VerifyReport

_COLOURS = {"error": "red", "warning": "yellow", "ok": "green", "info": "blue"}


def render(report: VerifyReport, fmt: str, *, colour: bool = False) -> str:
    if fmt == "json":
        return report.to_json()
    if fmt == "github":
        return github(report)
    return text(report, colour=colour)


def text(report: VerifyReport, *, colour: bool = False) -> str:
    """``file:line:col severity: message`` for every error and warning, grouped by draft."""
    lines: list[str] = []
    for draft in report.drafts:
        counts = draft.counts  # (status, severity) -> claims: whether to look for any at all
        if any(severity in ("error", "warning") for _, severity in counts):
            for claim in draft.claims:
                severity = claim.severity
                if severity not in ("error", "warning"):
                    continue
                shown = click.style(severity, fg=_COLOURS[severity], bold=True) if colour \
                    else severity
                lines.append(f"{draft.path}:{claim.line}:{claim.col} {shown}: {claim.message}")
        by_status: Counter[str] = Counter()
        for (status, _), count in counts.items():
            by_status[status] += count
        lines.append(f"{draft.path}: {_counts(by_status)}")
    summary = report.summary
    verdict = (f"{summary['errors']} error(s), {summary['warnings']} warning(s) in "
               f"{len(report.drafts)} draft(s); {summary['claims']} claims: "
               f"{_counts(summary)}")
    if colour:
        verdict = click.style(verdict, fg="red" if summary["errors"] else
                              ("yellow" if summary["warnings"] else "green"), bold=True)
    lines.append(verdict)
    return "\n".join(lines) + "\n"


def _counts(found: Mapping[str, int]) -> str:
    """"7 verified, 0 derived, ...": claims by status (``found``: their count by status)."""
    order = ("verified", "derived", "rounding", "mismatch", "unsupported", "ignored")
    return ", ".join(f"{found.get(s, 0)} {s}" for s in order)


def _escape_data(value: str) -> str:
    return value.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(value: str) -> str:
    return _escape_data(value).replace(":", "%3A").replace(",", "%2C")


def github(report: VerifyReport) -> str:
    """``::error file=F,line=L,col=C::message`` workflow commands (SPEC 7; warnings as
    ``::warning``), then a plain summary line."""
    lines: list[str] = []
    for draft in report.drafts:
        for claim in draft.claims:
            if claim.severity not in ("error", "warning"):
                continue
            lines.append(
                f"::{claim.severity} file={_escape_property(draft.path)},line={claim.line},"
                f"col={claim.col}::{_escape_data(claim.message)}"
            )
    summary = report.summary
    lines.append(f"lumen-report verify: {summary['errors']} error(s), {summary['warnings']} "
                 f"warning(s), {summary['claims']} claims")
    return "\n".join(lines) + "\n"
