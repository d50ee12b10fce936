"""What a finding says about a run the text names: a null field of that run ("its third
run used about 9,300 completion tokens" when the run stored no usage), the named or earlier
named repeat's value for a mismatch, and why a flag's scope holds several lanes."""

from __future__ import annotations

from pathlib import Path

from fixture_cases import SHARED

from lumen_report.drafts import load_draft
from lumen_report.results import load_results
from lumen_report.verify import verify_drafts
from lumen_report.verify.model import Claim

BENCH = SHARED / "doc-bench.json"


def claims_of(tmp_path: Path, body: str) -> list[Claim]:
    draft = tmp_path / "post.md"
    draft.write_text("---\ntitle: t\nsuites: [doc-bench]\n---\n\n" + body, encoding="utf-8")
    results = load_results(BENCH)
    report = verify_drafts([load_draft(draft)], {results.suite: results})
    return [c for c in report.drafts[0].claims if c.status != "ignored"]


def only(claims: list[Claim], text: str) -> Claim:
    found = [c for c in claims if c.text == text]
    assert len(found) == 1, [(c.text, c.message) for c in claims]
    return found[0]


def test_a_null_field_of_the_named_run_says_so(tmp_path: Path) -> None:
    claims = claims_of(tmp_path, "Orca Mini's second code-triage run used about 1,900 completion "
                                 "tokens, and it streamed at roughly 30 tokens per second.\n")
    tokens = only(claims, "1,900 completion tokens")
    assert tokens.status == "unsupported"
    assert "completion_tokens is null for code-triage/orca-mini/2 (the run stored no usage)" \
        in tokens.message
    rate = only(claims, "30 tokens per second")
    assert rate.status == "unsupported"
    assert "tokens_per_s needs completion_tokens, which is null for code-triage/orca-mini/2" \
        in rate.message
    assert "mean" not in tokens.message + rate.message


def test_a_field_null_everywhere_is_named(tmp_path: Path) -> None:
    claim = only(claims_of(tmp_path, "Granite 9's first code-triage run sent 2,000 reasoning "
                                     "bytes.\n"), "2,000 reasoning bytes")
    assert claim.status == "unsupported"
    assert "reasoning_bytes is null for code-triage/granite-9/1" in claim.message
    assert "no byte counts" not in claim.message


def test_a_repeat_that_does_not_exist(tmp_path: Path) -> None:
    claim = only(claims_of(tmp_path, "Granite 9's fourth code-triage run took 4.40 seconds.\n"),
                 "4.40 seconds")
    assert claim.status == "unsupported"
    assert "no run in scope is repeat 4" in claim.message


def test_a_mismatch_names_the_named_repeats_value(tmp_path: Path) -> None:
    # 1,620 is run 2's; run 3 wrote 1,580: the message must not send the editor to run 2.
    claim = only(claims_of(tmp_path, "Granite 9's third code-triage run wrote 1,600 bytes.\n"),
                 "1,600 bytes")
    assert claim.status == "mismatch"
    assert "results say 1,580 bytes (code-triage/granite-9/3 output_bytes)" in claim.message


def test_a_mismatch_names_the_repeat_named_earlier(tmp_path: Path) -> None:
    # Nearest of every run would be 1,230 (run 3) or 1,250 (run 2); the text is about run 1.
    body = ("## Orca Mini on log summary\n\nOrca Mini's first log-summary run took 5.0 seconds. "
            "The answer was 1,240 bytes.\n")
    claim = only(claims_of(tmp_path, body), "1,240 bytes")
    assert claim.status == "mismatch"
    assert "results say 1,200 bytes (log-summary/orca-mini/1 output_bytes)" in claim.message


def test_a_mismatch_names_the_repeat_a_heading_names(tmp_path: Path) -> None:
    body = "## Log summary: Granite 9's first run\n\nThe answer was 960 bytes.\n"
    claim = only(claims_of(tmp_path, body), "960 bytes")
    assert claim.status == "mismatch"
    assert "results say 900 bytes (log-summary/granite-9/1 output_bytes)" in claim.message


def test_a_widened_flag_says_why_and_whose_runs_disagree(tmp_path: Path) -> None:
    claim = only(claims_of(tmp_path, "Both models ran with `--max-tokens 4096`.\n"), "4096")
    assert claim.status == "mismatch"
    assert 'the sentence says "Both models"' in claim.message
    assert "max_tokens=2048 for Orca Mini (code-triage/orca-mini/1" in claim.message
