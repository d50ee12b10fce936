"""A report page: the draft with every checked number marked, and its "Numbers checked".

The draft is the team's own Markdown and is rendered as written. Each verified, derived or
rounded number becomes a link to the run page it comes from, whose title (shown by
Material's ``content.tooltips`` on hover and keyboard focus) names the run, the field, the
stored value and, for derived values, the formula. Mismatches are marked too, so a page
built with ``--allow-errors`` shows exactly what is wrong.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from markupsafe import Markup

from lumen_report.drafts import Draft
from lumen_report.results.schema import SuiteResults
from lumen_report.site import escape, links
from lumen_report.site.pages import ReportView, html_code, html_text, number
from lumen_report.verify.model import Claim, DraftReport

MARKED = ("verified", "derived", "rounding", "mismatch")
STATUS_LABEL = {
    "verified": "verified",
    "derived": "derived",
    "rounding": "rounding",
    "mismatch": "mismatch",
    "unsupported": "unsupported",
    "ignored": "not a claim",
}


def _suite_of(run_id: str, claim: Claim, draft: Draft,
              results: Mapping[str, SuiteResults]) -> str | None:
    if claim.suite and claim.suite in results and results[claim.suite].run(run_id):
        return claim.suite
    order = draft.meta.suites or list(results)
    for suite in [*order, *results]:
        if suite in results and results[suite].run(run_id) is not None:
            return suite
    return None


def _run_ids(claim: Claim) -> list[str]:
    if claim.runs:
        return list(claim.runs)
    if claim.source:
        first = claim.source.split()[0]
        if first.count("/") == 2:
            return [first]
    return []


def _expected(claim: Claim) -> str | None:
    if claim.expected is None:
        return None
    value = claim.expected
    if value == value.to_integral_value():
        return f"{int(value):,}"
    return f"{value:,f}".rstrip("0").rstrip(".") if "E" not in str(value) else str(value)


def tooltip(claim: Claim) -> str:
    """The link title: status, source (run and field), stored value, formula."""
    parts = [STATUS_LABEL.get(claim.status, claim.status).capitalize()]
    expected = _expected(claim)
    unit = f" {claim.unit}" if claim.unit and claim.unit not in ("exit", "flag", "x", "%") else ""
    if claim.status == "derived" and claim.formula:
        parts.append(f"{claim.formula}" + (f" = {expected}{unit}" if expected else ""))
    elif expected is not None:
        parts.append(f"stored value {expected}{unit}")
    if claim.source:
        parts.append(f"source: {claim.source}")
    if claim.status in ("rounding", "mismatch") and claim.message:
        parts.append(claim.message)
    return " · ".join(parts).replace('"', "'")


def _css(claim: Claim) -> str:
    if claim.severity == "error":
        return ".lumen-claim .lumen-claim--error"
    if claim.severity == "warning":
        return ".lumen-claim .lumen-claim--warning"
    return ".lumen-claim"


def _target(claim: Claim, draft: Draft, results: Mapping[str, SuiteResults]) -> str | None:
    for run_id in _run_ids(claim):
        suite = _suite_of(run_id, claim, draft, results)
        if suite is not None:
            return links.run_page(suite, run_id)
    return None


_BACKTICKS = re.compile(r"`+")


def _code_spans(text: str, start: int) -> list[tuple[int, int]]:
    """Inline code spans (backtick runs closed by a run of the same length) from ``start``."""
    spans: list[tuple[int, int]] = []
    position = start
    while True:
        opening = _BACKTICKS.search(text, position)
        if opening is None:
            return spans
        run = opening.group()
        closing = re.compile(rf"(?<!`){run}(?!`)").search(text, opening.end())
        if closing is None:
            position = opening.end()
            continue
        spans.append((opening.start(), closing.end()))
        position = closing.end()


# Markdown syntax that may sit between a number and its unit ("**3.53** seconds", a
# blockquote's "> " on the next line): a link cannot span it without breaking it.
_MARKUP = re.compile(r"[*_`\[\]<>\\~|\n\r]")


def _plain_end(text: str, begin: int, end: int, claim_text: str) -> int | None:
    """Where the plain start of a claim's source ends, when markup splits the claim.

    The claim "3.53 seconds" written as ``**3.53** seconds`` is marked on "3.53" alone,
    inside the emphasis; None when no plain start with a digit matches the claim.
    """
    stop = _MARKUP.search(text, begin, end)
    plain = text[begin:stop.start() if stop else end].rstrip()
    if not plain or not any(ch.isdigit() for ch in plain):
        return None
    if not " ".join(claim_text.split()).startswith(" ".join(plain.split())):
        return None
    return begin + len(plain)


def claim_anchor(number: int) -> str:
    """The id of the ``number``-th claim (1-based, in the report's order) where it is marked."""
    return f"claim-{number}"


def marked_body(report: DraftReport | None, results: Mapping[str, SuiteResults],
                page: str, marked: set[int] | None = None) -> str:
    """The draft's body with each checked number wrapped in a link to its source run.

    A number inside inline code (``--max-tokens 4096``) marks the whole code span, which
    stays code inside the link. Each mark carries the id :func:`claim_anchor` gives, and
    its claim's number (1-based position in ``report.claims``) is added to ``marked``.
    """
    draft = report.draft if report else None
    if draft is None or report is None:
        return ""
    position_of = {id(claim): n for n, claim in enumerate(report.claims, 1)}
    text = draft.text
    start = len(text) - len(draft.body)
    spans = _code_spans(text, start)
    pieces: list[str] = []
    cursor = start
    # A number in a raw HTML block cannot carry a Markdown link: it is listed, not marked.
    claims = sorted((c for c in report.claims if c.status in MARKED and c.offset >= start
                     and not c.in_html), key=lambda c: c.offset)
    for claim in claims:
        begin, end = claim.offset, claim.end_offset
        if " ".join(text[begin:end].split()) != " ".join(claim.text.split()):
            plain_end = _plain_end(text, begin, end, claim.text)
            if plain_end is None:
                continue
            end = plain_end
        span = next(((a, b) for a, b in spans if a <= begin and end <= b), None)
        if span is not None:
            begin, end = span
        if begin < cursor:
            continue
        target = _target(claim, draft, results)
        if target is None:
            continue
        title = escape.inline(tooltip(claim))
        position = position_of[id(claim)]
        pieces.append(text[cursor:begin])
        pieces.append(f'[{text[begin:end]}]({links.rel(page, target)} "{title}")'
                      f"{{ #{claim_anchor(position)} {_css(claim)} }}")
        if marked is not None:
            marked.add(position)
        cursor = end
    pieces.append(text[cursor:])
    return "".join(pieces)


def claim_rows(report: DraftReport | None, marked: set[int]) -> list[dict[str, Any]]:
    """One row per claim for the "Numbers checked" appendix (a raw HTML table).

    A marked number links to its mark in the text (same page: the link is the same under
    MkDocs and Zensical), whose title names the source and which links to the run.
    """
    if report is None:
        return []
    rows = []
    for position, claim in enumerate(report.claims, 1):
        run_ids = _run_ids(claim)
        field = claim.field or (claim.source.split(" ", 1)[1] if claim.source and " " in
                                claim.source else None)
        text = html_text(claim.text)
        if position in marked:
            text = Markup(f'<a href="#{claim_anchor(position)}">{text}</a>')
        rows.append({
            "line": claim.line, "col": claim.col, "text": claim.text, "number": text,
            "status": claim.status, "severity": claim.severity,
            "badge": Markup(f'<span class="lumen-status lumen-status--{claim.severity}">'
                            f"{html_text(STATUS_LABEL.get(claim.status, claim.status))}"
                            "</span>"),
            "expected": _expected(claim), "field": field, "formula": claim.formula,
            "source": claim.source, "runs": run_ids, "message": claim.message,
            "evidence": _evidence(claim, field, run_ids),
        })
    return rows


def _evidence(claim: Claim, field: str | None, run_ids: list[str]) -> Markup:
    """One cell (raw HTML): what the results say (value, field or formula), which runs."""

    def h(value: str) -> str:
        return str(html_text(value))

    expected = _expected(claim)
    if claim.formula:
        what = h(claim.formula)
        if expected and expected not in claim.formula.rsplit("=", 1)[-1]:
            what += f" = {h(expected)}"
    elif field and expected is not None:
        what = f"{h(field)} = {h(expected)}"
    elif expected is not None:
        what = h(expected)
    elif claim.status == "ignored":
        what = h(claim.message or "not checked")
    else:
        what = h(claim.message or "no stored value")
    if claim.status in ("rounding", "mismatch") and claim.message:
        what += f": {h(claim.message)}"
    runs = ", ".join(str(html_code(run_id)) for run_id in run_ids[:3])
    if len(run_ids) > 3:
        runs += f" and {len(run_ids) - 3} more"
    return Markup(f"{what}<br>{runs}" if runs else what)


def report_view(draft: Draft, report: DraftReport | None,
                results: Mapping[str, SuiteResults]) -> ReportView:
    page = links.report_page(draft.slug)
    marked: set[int] = set()
    body = marked_body(report, results, page, marked) if report else draft.body
    rows = claim_rows(report, marked)
    counts = {status: sum(1 for row in rows if row["status"] == status)
              for status in STATUS_LABEL}
    summary = {STATUS_LABEL[status]: n for status, n in counts.items() if n}
    errors = [{"line": c.line, "col": c.col, "message": c.message or c.text}
              for c in (report.errors if report else [])]
    return ReportView(draft=draft, page=page, body=Markup(body), claims=rows,
                      summary=summary, errors=errors)


__all__ = ["marked_body", "number", "report_view", "tooltip"]
