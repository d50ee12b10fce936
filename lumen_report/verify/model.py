"""The verifier's data model: claims with exact positions, per-draft and overall reports.

Other stages (the site renderer, ``build``) read these objects; the JSON form is SPEC
section 7's contract (``VerifyReport.to_json``).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from dataclasses import MISSING, dataclass, field, fields, replace
from decimal import Decimal
from functools import cached_property
from itertools import chain
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from lumen_report.drafts import Draft


Status = Literal["verified", "derived", "rounding", "mismatch", "unsupported", "ignored"]
Severity = Literal["ok", "warning", "error", "info"]

STATUSES: tuple[Status, ...] = (
    "verified", "derived", "rounding", "mismatch", "unsupported", "ignored",
)
VERIFY_SCHEMA = "lumen-report/verify@1"

# Units SPEC section 7 lets a claim's JSON carry; the verifier's others ("bytes/s", output
# bytes over wall time) go out as null with their name in the extension "unit_name".
UNITS = ("s", "ms", "bytes", "tokens", "tokens/s", "x", "%", "exit", "flag")


def severity_of(status: Status, *, strict: bool = False) -> Severity:
    """The severity SPEC section 7 gives a status; ``--strict`` makes unsupported an error."""
    if status in ("verified", "derived"):
        return "ok"
    if status == "rounding":
        return "warning"
    if status == "mismatch":
        return "error"
    if status == "unsupported":
        return "error" if strict else "warning"
    return "info"


@dataclass(frozen=True)
class Claim:
    """One number in a draft and what the results say about it.

    Positions are on disk: ``line``/``col`` are 1-based with front matter counted and point at
    the first character of ``text`` (the number itself: its first digit, sign, or attached
    ``~``/``≈``); ``end_line``/``end_col`` are exclusive. ``offset``/``end_offset`` index the
    draft's full text, so ``draft.text[offset:end_offset]`` is exactly the claimed characters
    (escapes and entities included as written).
    """

    line: int
    col: int
    end_line: int
    end_col: int
    offset: int
    end_offset: int
    text: str
    value: Decimal | None
    unit: str | None
    status: Status
    severity: Severity
    expected: Decimal | None = None
    source: str | None = None
    message: str = ""
    runs: list[str] = field(default_factory=list)
    formula: str | None = None
    suite: str | None = None
    lane: str | None = None
    task: str | None = None
    field: str | None = None
    qualifier: str | None = None  # "about", "over", "median", ... as written
    fix: str | None = None  # the corrected text ``--fix`` proposes, when exactly one fits
    fix_span: tuple[int, int, str] | None = None  # draft offsets of the number, its correction
    in_html: bool = False  # in a raw HTML block: checked, but the site cannot mark it there
    # The value it was checked against, in its field's own unit (not in the JSON): what a
    # comparison stated beside it is worked out from (verify/beside.py).
    exact: Decimal | None = None

    @property
    def length(self) -> int:
        return self.end_offset - self.offset

    @property
    def checked(self) -> bool:
        return self.status != "ignored"

    def with_strict(self, strict: bool) -> Claim:
        return replace(self, severity=severity_of(self.status, strict=strict))

    def to_dict(self) -> dict[str, Any]:
        """SPEC section 7's claim object, plus optional extensions."""
        data: dict[str, Any] = {
            "line": self.line,
            "col": self.col,
            "text": self.text,
            "value": _number(self.value),
            "unit": self.unit if self.unit in UNITS else None,
            "status": self.status,
            "severity": self.severity,
            "expected": _number(self.expected),
            "source": self.source,
            "message": self.message,
        }
        data.update({
            "end_line": self.end_line,
            "end_col": self.end_col,
            "offset": self.offset,
            "end_offset": self.end_offset,
            "runs": list(self.runs),
        })
        if self.unit is not None and self.unit not in UNITS:
            data["unit_name"] = self.unit
        if self.formula is not None:
            data["formula"] = self.formula
        if self.fix is not None:
            data["fix"] = self.fix
        return data


_STATUS_SEVERITY = attrgetter("status", "severity")
_CLAIM_DEFAULTS = {f.name: f.default for f in fields(Claim) if f.default is not MISSING}


def make_claim(values: Mapping[str, Any], more: Mapping[str, Any] | None = None,
               status: Status | None = None, severity: Severity | None = None,
               drop: str | None = None) -> Claim:
    """``Claim(**values, **more, status=status, severity=severity)`` without the frozen
    dataclass's ``__init__`` (an ``object.__setattr__`` call per field, five times slower):
    a 1 MB draft makes tens of thousands of claims. Together they must hold every field
    without a default, and only fields but ``drop`` (left out: the verifier's own callers;
    anyone else should call ``Claim``)."""
    data = {**_CLAIM_DEFAULTS, "runs": [], **values, **(more or {})}
    if drop is not None:
        del data[drop]
    if status is not None:
        data["status"] = status
    if severity is not None:
        data["severity"] = severity
    claim = object.__new__(Claim)
    _set(claim, "__dict__", data)  # its own dict, built at once (not copied field by field)
    return claim


_set = object.__setattr__

# The fields a claim's check filled in, which a claim found to be no claim after all drops.
_CHECKED = ("expected", "source", "formula", "suite", "lane", "task", "field", "fix",
            "fix_span", "exact")


def ignored_as(claim: Claim, reason: str) -> Claim:
    """``claim`` read as no claim after its check: ignored for ``reason``, with nothing of
    what it was checked against."""
    return make_claim({**claim.__dict__, **dict.fromkeys(_CHECKED), "runs": [],
                       "message": f'"{claim.text}": {reason}'}, status="ignored",
                      severity=severity_of("ignored"))


@dataclass(frozen=True)
class DraftReport:
    draft: Draft
    claims: list[Claim]

    @property
    def path(self) -> str:
        return self.draft.shown

    @cached_property
    def counts(self) -> Counter[tuple[str, str]]:
        """How many claims have each (status, severity): one pass over the claims, counted
        in C (a 1 MB draft has 17k claims; the summary, the exit code and the text report
        all read it). The claims list is the draft's findings, not changed after."""
        return Counter(map(_STATUS_SEVERITY, self.claims))

    @property
    def errors(self) -> list[Claim]:
        return [c for c in self.claims if c.severity == "error"]

    @property
    def warnings(self) -> list[Claim]:
        return [c for c in self.claims if c.severity == "warning"]

    def to_dict(self) -> dict[str, Any]:
        return {"path": self.path, "claims": [c.to_dict() for c in self.claims]}


@dataclass(frozen=True)
class VerifyReport:
    drafts: list[DraftReport]
    strict: bool = False

    @property
    def claims(self) -> list[Claim]:
        return list(chain.from_iterable(d.claims for d in self.drafts))

    @property
    def errors(self) -> list[Claim]:
        return [c for d in self.drafts for c in d.errors]

    @property
    def warnings(self) -> list[Claim]:
        return [c for d in self.drafts for c in d.warnings]

    @property
    def summary(self) -> dict[str, int]:
        counts: dict[str, int] = dict.fromkeys(("claims", *STATUSES, "errors", "warnings"), 0)
        for draft in self.drafts:
            counts["claims"] += len(draft.claims)
            for (status, severity), count in draft.counts.items():
                counts[status] += count
                if severity in ("error", "warning"):
                    counts[f"{severity}s"] += count
        return counts

    @property
    def exit_code(self) -> int:
        return 1 if any(severity == "error" for d in self.drafts for _, severity in d.counts
                        ) else 0

    def for_draft(self, draft: Draft) -> DraftReport | None:
        return next((d for d in self.drafts if d.draft.path == draft.path), None)

    def to_dict(self) -> dict[str, Any]:
        return {
            "schema": VERIFY_SCHEMA,
            "drafts": [d.to_dict() for d in self.drafts],
            "summary": self.summary,
        }

    def to_json(self, *, indent: int | None = None) -> str:
        """SPEC section 7's object. Compact by default: the C encoder is ten times faster
        than the indenting one on a large report; pass ``indent`` for people."""
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False) + "\n"


def _number(value: Decimal | None) -> int | float | None:
    """A Decimal as a JSON number: an int when integral, else the float that prints as it."""
    if value is None:
        return None
    if value == value.to_integral_value():
        return int(value)
    return float(value)
