"""What a finding says: the value of the field and statistic the wording names, the run that
breaks an every-run bound, and numbers shown as a reader writes them (no raw Decimal digits)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fixture_cases import SHARED

from lumen_report.drafts import load_draft
from lumen_report.results import load_results
from lumen_report.verify import verify_drafts
from lumen_report.verify.match import brief, shown_as
from lumen_report.verify.model import Claim

TRIAGE = SHARED / "triage-bench.json"
LONG_DIGITS = re.compile(r"\d\.\d{5,}")


def claims_of(tmp_path: Path, body: str) -> list[Claim]:
    draft = tmp_path / "post.md"
    draft.write_text("---\ntitle: t\nsuites: [triage-bench]\n---\n\n" + body, encoding="utf-8")
    results = load_results(TRIAGE)
    report = verify_drafts([load_draft(draft)], {results.suite: results})
    return [c for c in report.drafts[0].claims if c.status != "ignored"]


def only(claims: list[Claim], text: str) -> Claim:
    found = [c for c in claims if c.text == text]
    assert len(found) == 1, [c.text for c in claims]
    return found[0]


def test_nearest_value_comes_from_the_field_the_unit_means(tmp_path: Path) -> None:
    # Phi's ttft_s (0.92, 1.05, 0.88) is nearer 4.12 than any wall time: still the wall time.
    claim = only(claims_of(tmp_path, "On log triage Phi-5 Mini's first run took 4.12 seconds.\n"),
                 "4.12 seconds")
    assert claim.status == "mismatch"
    assert "results say 9.84 s (log-triage/phi-5-mini/1 wall_s)" in claim.message


def test_nearest_ratio_comes_from_the_metric_the_wording_names(tmp_path: Path) -> None:
    claim = only(claims_of(tmp_path, "## Regex repair\n\nGranite was 4.1 times quicker than "
                                     "OLMo.\n"), "4.1 times")
    assert claim.status == "mismatch"
    assert "results say 10.60x" in claim.message and "30.21 / 2.85 = 10.60" in claim.message
    assert "wall_s" in (claim.source or "")


def test_every_run_bound_names_the_run_that_breaks_it(tmp_path: Path) -> None:
    claim = only(claims_of(tmp_path, "On log triage Phi averaged 9.96 seconds; every run took "
                                     "under 10.5 seconds.\n"), "10.5 seconds")
    assert claim.status == "mismatch"
    assert "not under 10.5 on every run: results say 10.71 s (log-triage/phi-5-mini/2 wall_s)" \
        in claim.message
    assert "mean" not in claim.message


def test_aggregates_show_trimmed_numbers_and_shares_as_percentages(tmp_path: Path) -> None:
    claims = claims_of(tmp_path, "## SQL migration review\n\nPhi's mean output was 3,137 bytes. "
                                 "OLMo's mean reasoning share was 70%.\n")
    size = only(claims, "3,137 bytes")
    assert size.status == "mismatch"
    assert "= 3,173)" in size.message and "3,173.0" not in size.message
    share = only(claims, "70%")
    assert share.status == "mismatch"
    assert "mean(79.91%, 80.38%, 79.83%) = 80.04%" in share.message
    assert not LONG_DIGITS.search(share.message)


def test_ratio_of_medians_is_shown_rounded(tmp_path: Path) -> None:
    # medians of 584.95..., 566.44..., 600.25... and 188.43..., 189.61..., 174.53... tokens/s
    claim = only(claims_of(tmp_path, "## Log triage\n\nGranite's end-to-end rate was 3.1 "
                                     "times higher than OLMo's.\n"), "3.1 times")
    assert claim.status == "derived"
    assert "584.95 / 188.43 = 3.10" in claim.message
    assert not LONG_DIGITS.search(claim.message), claim.message


def test_another_unit_is_named_only_for_the_figure_as_written(tmp_path: Path) -> None:
    # 0 is Granite's ttft_s (0.38) only after rounding: not worth a hint about another field.
    claim = only(claims_of(tmp_path, "On log triage Granite used 0 reasoning tokens.\n"),
                 "0 reasoning tokens")
    assert claim.status == "mismatch"
    assert "ttft_s" not in claim.message


@pytest.mark.parametrize(("value", "places", "shown"), [
    ("3173.0000", 4, "3,173"), ("4.183333333333333", 4, "4.1833"), ("2.4700", 4, "2.47"),
    ("422.4561403508771929824561404", 2, "422.46"), ("0.84", 2, "0.84"), ("9.32", 2, "9.32"),
])
def test_brief_rounds_for_display_only(value: str, places: int, shown: str) -> None:
    from decimal import Decimal
    assert brief(Decimal(value), places) == shown


def test_shares_in_formulas_are_percentages() -> None:
    from decimal import Decimal
    assert shown_as(Decimal("0.7416918429003021148036253776"), "reasoning_share") == "74.17%"
    assert shown_as(Decimal("1602"), "reasoning_tokens") == "1,602"


def test_a_run_list_cached_by_its_id_is_never_taken_for_another(tmp_path: Path) -> None:
    # The caches of a draft's state key run lists by id; a list freed after it was keyed would
    # lend its id to the next list CPython makes, which would then be handed the first list's
    # subject, suite and candidates. (The split-draft tests found it: one claim's subject named
    # another task.)
    from lumen_report.verify.check import draft_state
    from lumen_report.verify.context import Scope
    from lumen_report.verify.decide import subject_of
    from lumen_report.verify.runs import plain

    draft = tmp_path / "post.md"
    draft.write_text("---\ntitle: t\nsuites: [triage-bench]\n---\n\nText.\n", encoding="utf-8")
    stored = load_results(TRIAGE)
    state = draft_state(load_draft(draft), plain({stored.suite: stored}), strict=False)
    tasks = sorted({run.task for _, run in state.runs})
    said = []
    for task in tasks:
        runs = [run for _, run in state.runs if run.task == task]  # a new list each time
        said.append(subject_of(state, "1", Scope(), runs))
        candidates = state.field_candidates(runs, ("wall_s",), None)
        assert {c.tasks for c in candidates} == {(task,)}
        del runs  # (its id may go to the next list)
    assert [s.endswith(f" on {task}") for s, task in zip(said, tasks, strict=True)] \
        == [True] * len(tasks), said
