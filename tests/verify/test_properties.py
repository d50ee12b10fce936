"""Property-based tests: random Markdown never crashes the verifier, and every reported
position points at the claimed characters in the file."""

from __future__ import annotations

import re
from pathlib import Path

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from lumen_report.drafts import Draft, Meta, split_front_matter
from lumen_report.results import SuiteResults, load_results
from lumen_report.verify import verify_drafts

REPO = Path(__file__).resolve().parents[2]
RESULTS: dict[str, SuiteResults] = {
    r.suite: r for r in (load_results(p) for p in sorted((REPO / "runs").glob("*/summary.json")))
}
FRAGMENTS = [
    "Mercury", "Mercury 2.5", "DiffusionGemma 26B", "DeepSeek v4.1", "vault-breach",
    "concurrency-defects", "on", "took", "about", "over", "under", "between", "and", "to",
    "median", "every run", "exit code", "exited", "3.53", "85.38", "1,273", "2\u2009093",
    "1\u00a0273", "\u22129", "-3", "24.2x", "24.1\u00d7", "24 times faster", "83%", "3.53s",
    "200ms",
    "seconds", "bytes", "tokens", "tokens per second", "zero bytes", "twenty-four times faster",
    "v4.1", "2.5.1", "2026-09-21", "10:22", "1st", "step 3", "`--max-tokens 4096`",
    "`code 12`", "[over 1,100 tokens](https://x.y/1)", "[^1]", "[^1]: note 5 s", "**", "*",
    "_", "`", "``", "\\*", "\\", "&amp;", "&nbsp;", "<b>", "</b>", "<!-- 7 s -->",
    "<!-- lumen: ignore -->", "<https://a.b/9>", "![4 s](i.png)", "[", "]", "(", ")", "|",
    "| 3.53 | 85.38 |", "|---|---|", "> ", "- ", "1. ", "# ", "## ", "    ", "\t", "```", "~~~",
    "\n", "\n\n", " ", " ", ".", ",", ";", ":", "~", "≈", "+", "\u2014", "\u2013", "é", "日本",
    # raw HTML blocks: their text content is prose
    "<table>", "</table>", "<tr>", "<td>", "</td>", "<th>Wall (s)</th>", "<div>", "</div>",
    "<details>", "<summary>", '<span data-n="7">', "</span>", "<sup>2</sup>", "<pre>",
    "</pre>", "&#8201;", "<p>", "</p>", "<br>",
]
SOURCE = st.lists(
    st.one_of(st.sampled_from(FRAGMENTS), st.text(alphabet="0123456789 .,x%sabc\n-*_`[]()|>#",
                                                   max_size=8)),
    max_size=60,
).map("".join)
FRONT = st.sampled_from(["", "---\ntitle: T\nsuites: [diffusion-reasoning]\n---\n",
                         "---\ntitle: 5 seconds\n---\n\n"])


def make_draft(text: str) -> Draft:
    raw, body, body_line = split_front_matter(text)
    meta = Meta(suites=["diffusion-reasoning"]) if raw else Meta()
    return Draft(path=Path("drafts/random.md"), shown="drafts/random.md", text=text, meta=meta,
                 body=body, body_line=body_line)


def digits(text: str) -> str:
    return re.sub(r"\D", "", text)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(FRONT, SOURCE)
@example("", '<p>0*<span data-n="7">3.53')  # an emphasis mark, then a tag: not "03.53"
def test_random_markdown_never_crashes_and_positions_point_at_the_claim(front: str,
                                                                         body: str) -> None:
    text = front + body
    draft = make_draft(text)
    report = verify_drafts([draft], RESULTS)
    lines = text.split("\n")
    for claim in report.claims:
        assert 0 <= claim.offset < claim.end_offset <= len(text)
        line = lines[claim.line - 1]
        assert line[claim.col - 1:].startswith(text[claim.offset:claim.end_offset].split("\n")[0])
        before = "\n".join(lines[:claim.line - 1])
        assert claim.offset == (len(before) + 1 if claim.line > 1 else 0) + claim.col - 1
        source = text[claim.offset:claim.end_offset]
        if claim.text[0].isdigit() or claim.text[0] in "-\u2212~≈":
            # An escaped or entity-encoded first character ("\\-3", "&minus;3") starts there.
            assert source[0] == claim.text[0] or source[0] in "\\&", (claim, source)
        if "&#" not in source:
            assert digits(source) == digits(claim.text), (claim, source)
        assert claim.status in ("verified", "derived", "rounding", "mismatch", "unsupported",
                                "ignored")
    summary = report.summary  # counted once per draft: the same as counting each claim
    assert summary["claims"] == len(report.claims)
    for status in ("verified", "derived", "rounding", "mismatch", "unsupported", "ignored"):
        assert summary[status] == sum(c.status == status for c in report.claims)
    assert summary["errors"] == len(report.errors)
    assert summary["warnings"] == len(report.warnings)
    assert report.exit_code == (1 if report.errors else 0)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_any_text_never_crashes(text: str) -> None:
    verify_drafts([make_draft(text)], RESULTS)
