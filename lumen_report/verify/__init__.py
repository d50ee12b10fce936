"""The verifier: every number in a draft checked against the stored results (SPEC 6-7)."""

from lumen_report.verify.model import Claim, DraftReport, VerifyReport, severity_of

__all__ = ["Claim", "DraftReport", "VerifyReport", "severity_of"]
