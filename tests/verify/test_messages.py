"""What a mismatch tells the editor beyond the value: the outcomes behind exit codes, a
ratio written the wrong way round, no hint from another unit (nor from a time or count for a
percentage), and a run's value (never an aggregate) for a cell of a per-run table."""

from __future__ import annotations

from pathlib import Path

from fixture_cases import FIXTURES, SHARED

from lumen_report.drafts import load_draft
from lumen_report.results import load_results
from lumen_report.verify import verify_drafts
from lumen_report.verify.model import Claim

EDIT = SHARED / "edit-bench.json"


def _claims(tmp_path: Path, body: str, data: Path) -> list[Claim]:
    """The claims of a draft of ``body`` over the results ``data``."""
    results = load_results(data)
    draft = tmp_path / "post.md"
    draft.write_text(f"---\ntitle: t\nsuites: [{results.suite}]\n---\n\n" + body,
                     encoding="utf-8")
    return verify_drafts([load_draft(draft)], {results.suite: results}).drafts[0].claims


def claim_of(tmp_path: Path, body: str, text: str, data: Path = EDIT) -> Claim:
    """The one claim whose text is ``text`` in a draft of ``body`` over the results ``data``."""
    claims = _claims(tmp_path, body, data)
    found = [c for c in claims if c.text == text]
    assert len(found) == 1, [c.text for c in claims]
    return found[0]


def test_exit_code_mismatch_names_both_outcomes(tmp_path: Path) -> None:
    claim = claim_of(tmp_path, "On the schema review, Kestrel 9B finished with exit code 10.\n",
                     "10")
    assert claim.status == "mismatch"
    assert "results say 7 (truncated) (schema-review/kestrel-9b/1 exit_code); 10 is empty" \
        in claim.message


def test_reversed_ratio_says_so_and_names_both_lanes(tmp_path: Path) -> None:
    # schema-review wall_s: Lyra 6.83, Kestrel 11.36; 11.36 / 6.83 = 1.66.
    claim = claim_of(tmp_path, "On the schema review, Lyra 1.5 Pro was 1.66x slower than "
                               "Kestrel 9B.\n", "1.66x")
    assert claim.status == "mismatch"
    assert "wrong way round: Kestrel 9B was 1.66x slower than Lyra 1.5 Pro" in claim.message
    assert "11.36 / 6.83 = 1.66" in claim.message
    assert "Lyra 1.5 Pro against Kestrel 9B is 0.60x" in claim.message
    assert claim.fix is None  # "0.60x slower" would be no correction


def test_a_ratio_wrong_both_ways_keeps_the_plain_message(tmp_path: Path) -> None:
    claim = claim_of(tmp_path, "On the schema review, Lyra 1.5 Pro was 2.4x slower than "
                               "Kestrel 9B.\n", "2.4x")
    assert claim.status == "mismatch"
    assert "wrong way round" not in claim.message and "results say 0.60x" in claim.message


def test_a_share_is_no_hint_for_a_time(tmp_path: Path) -> None:
    # roadmap-digest/lyra-1.5-pro/1 content share 510 / 1,420 = 35.92% ~ "36"; ttft 0.41 s.
    claim = claim_of(tmp_path, "On the roadmap digest, Lyra 1.5 Pro's first token came after "
                               "36 ms on its first run.\n", "36 ms")
    assert claim.status == "mismatch"
    assert "share" not in claim.message
    assert "results say 410 ms (roadmap-digest/lyra-1.5-pro/1 ttft_s)" in claim.message


def test_a_per_run_table_cell_is_offered_a_run_not_the_mean(tmp_path: Path) -> None:
    # wall_s 5.12 5.48 4.97: the mean 5.19 is nearest 5.25, the nearest run is run 1 (5.12).
    body = "| Lane | Roadmap digest (s) |\n|---|---:|\n| Lyra 1.5 Pro | 5.25 |\n"
    claim = claim_of(tmp_path, body, "5.25")
    assert claim.status == "mismatch"
    assert "mean" not in claim.message and "median" not in claim.message
    assert "results say 5.12 s (roadmap-digest/lyra-1.5-pro/1 wall_s)" in claim.message


def test_a_null_field_on_a_failed_run_says_how_the_run_ended(tmp_path: Path) -> None:
    # roadmap-digest/kestrel-9b/2 timed out (exit 9) with usage null.
    claim = claim_of(tmp_path, "Kestrel 9B's second roadmap digest run used about 700 completion "
                               "tokens.\n", "700 completion tokens")
    assert claim.status == "unsupported"
    assert "completion_tokens is null for roadmap-digest/kestrel-9b/2 (the run stored no usage); " \
           "it ended with exit 9 (timeout)" in claim.message


SHORE = SHARED / "shore-bench.json"


def shore_claim(tmp_path: Path, body: str, text: str) -> Claim:
    return claim_of(tmp_path, body, text, SHORE)


def test_an_elided_wrong_unit_leads_with_the_field_of_its_list(tmp_path: Path) -> None:
    # log-triage ttft: Heron 0.52 s (run 1), Marlin 0.27, 0.31, 0.25 s; "0.25 ms": a unit slip.
    claim = shore_claim(tmp_path, "On log triage, Heron 3 14B's first token came after 520 ms "
                                  "on its first run and Marlin 2.1's after 0.25 ms on its "
                                  "third.\n", "0.25 ms")
    assert claim.status == "mismatch"
    assert "results say 250 ms (log-triage/marlin-2.1/3 ttft_s)" in claim.message
    # the figure is the lead value in seconds: said so, not as some other run's value
    assert claim.message.endswith("; 0.25 s is what it holds: the unit is s, not ms")


def test_a_unit_slip_names_the_time_its_clause_named(tmp_path: Path) -> None:
    """rt8: "time to first token on its first run was 0.21 ms": the field is named before
    "on its first run", out of the six words before the figure; the lead value is that run's
    ttft (not its wall time) and the note says the unit slipped."""
    claim = shore_claim(tmp_path, "On log triage, Marlin 2.1's time to first token on its "
                                  "third run was 0.25 ms.\n", "0.25 ms")
    assert claim.status == "mismatch"
    assert "results say 250 ms (log-triage/marlin-2.1/3 ttft_s)" in claim.message
    assert claim.message.endswith("; 0.25 s is what it holds: the unit is s, not ms")
    assert claim.fix == "250 ms"



def test_a_unit_slip_fix_is_written_at_the_precision_the_value_needs(tmp_path: Path) -> None:
    # log-triage ttft: Heron 0.52, 0.55, 0.58 s; "0.55 ms" and "580 s" slip the unit.
    body = ("On log triage, Heron 3 14B's first token came after 0.55 ms on its second run."
            "\n\nHeron 3 14B's first token came after 580 s on its third run.\n\n"
            "Heron 3 14B's first answer byte came 3.50 s into its second run.\n")
    assert shore_claim(tmp_path, body, "0.55 ms").fix == "550 ms"  # not "550.00 ms"
    assert shore_claim(tmp_path, body, "580 s").fix == "0.58 s"  # not "1 s"
    # No slip: the written places stay ("3.50 s" for 3.61 s is "3.61 s").
    assert shore_claim(tmp_path, body, "3.50 s").fix == "3.61 s"


def test_a_ratio_message_names_both_lanes(tmp_path: Path) -> None:
    # code-review wall_s: Heron 9.84, Marlin 3.12; 9.84 / 3.12 = 3.15.
    claim = shore_claim(tmp_path, "On code review, Heron 3 14B was 4.4x slower than "
                                  "Marlin 2.1.\n", "4.4x")
    assert claim.status == "mismatch"
    assert claim.message.startswith('"4.4x" for Heron 3 14B against Marlin 2.1 on code-review:')
    assert "9.84 / 3.12 = 3.15" in claim.message


INTAKE = SHARED / "intake-bench.json"


def test_a_false_bound_names_the_run_furthest_past_it(tmp_path: Path) -> None:
    # csv-cleanup Wren bytes 1,611, 1,645, 1,598 (run 4, 212 bytes, left out): the lowest
    # is run 3's, not run 1's (the first that fails).
    claim = claim_of(tmp_path, "## CSV cleanup\n\nWren's fourth run was truncated. Apart from "
                               "that run, its answers were at least 1,650 bytes.\n",
                     "1,650 bytes", INTAKE)
    assert claim.status == "mismatch"
    assert "results say 1,598 bytes (csv-cleanup/wren-2-flash/3 output_bytes)" in claim.message


def test_a_spread_shows_its_arithmetic(tmp_path: Path) -> None:
    claim = claim_of(tmp_path, "## Sentiment tagging\n\nWren's wall times had a 0.75 s "
                               "spread.\n", "0.75 s", INTAKE)
    assert claim.status == "mismatch"
    assert "results say 0.57 s (spread (max - min) of wall_s over " in claim.message
    assert "spread(5.62, 5.94, 5.37) = 5.94 - 5.37 = 0.57" in claim.message


def test_a_wrong_flag_says_which_lane_was_sent_it(tmp_path: Path) -> None:
    # Ibis was sent max_tokens=1024; 2048 is Wren 2 Flash's ceiling.
    claim = claim_of(tmp_path, "## CSV cleanup\n\nIbis ran with `--max-tokens 2048`.\n",
                     "2048", INTAKE)
    assert claim.status == "mismatch"
    assert "results say max_tokens=1024" in claim.message
    assert claim.message.endswith("; 2048 is what Wren 2 Flash was sent")


ROUTE = SHARED / "route-bench.json"


def test_a_figure_that_is_another_lanes_median_says_whose(tmp_path: Path) -> None:
    """rt8: the right value alone leaves the editor guessing where a wrong figure came from;
    another lane's median (or mean) explains it, as another run's value does."""
    # itinerary-planning wall_s: Osprey 9.12, 8.76, 9.48, 7.2 (median 8.94); Plover's
    # median is 4.59.
    claim = claim_of(tmp_path, "On itinerary planning, Osprey 2 Mini's median wall time was "
                               "4.59 seconds.\n", "4.59 seconds", ROUTE)
    assert claim.status == "mismatch"
    assert "results say 8.94 s (median of wall_s over itinerary-planning/osprey-2-mini" \
        in claim.message
    assert "; 4.59 is Plover 3.1's median wall_s on itinerary-planning (median of wall_s" \
        in claim.message


def test_a_mean_called_the_median_says_it_is_the_mean(tmp_path: Path) -> None:
    # itinerary-planning output_bytes of Plover: 3,012, 3,088, 2,968, 3,140: median 3,050,
    # mean 3,052.
    claim = claim_of(tmp_path, "On itinerary planning, Plover 3.1's median answer was 3,052 "
                               "bytes.\n", "3,052 bytes", ROUTE)
    assert claim.status == "mismatch"
    assert "results say 3,050 bytes (median of output_bytes" in claim.message
    assert "; 3,052 is Plover 3.1's mean output_bytes on itinerary-planning" in claim.message


def test_a_ratio_gets_no_hint_from_a_stored_value_it_happens_to_equal(tmp_path: Path) -> None:
    """rt8: "a third of" (0.33) is no time: "0.33 s is Osprey 2 Mini's ttft_s" misleads."""
    claim = claim_of(tmp_path, "On address parsing, a third of Osprey 2 Mini's wall time is "
                               "what Plover 3.1 took.\n", "a third of", ROUTE)
    assert claim.status == "mismatch"
    assert "ttft_s" not in claim.message and " s is " not in claim.message


def test_a_time_or_count_is_no_hint_for_a_percentage(tmp_path: Path) -> None:
    # roadmap-digest/kestrel-9b/1: reasoning 0 of 640 completion tokens (0%); wall_s 8.21.
    claim = claim_of(tmp_path, "On the roadmap digest, Kestrel 9B's first run spent 8.21% of "
                               "its completion tokens on reasoning.\n", "8.21%")
    assert claim.status == "mismatch"
    assert "results say 0%" in claim.message
    assert "wall_s" not in claim.message


def test_a_bound_on_two_lanes_names_both(tmp_path: Path) -> None:
    # waybill-fields wall_s: ocelot-pro 7.41, 9.29, 6.98, 7.76; quokka-mini all under 2.6.
    claim = claim_of(tmp_path, "Ocelot Pro and Quokka Mini each took under 8 seconds on every "
                               "waybill-fields run.\n", "8 seconds",
                     SHARED / "tessera-extract.json")
    assert claim.status == "mismatch"
    assert claim.message.startswith('"8 seconds" for Ocelot Pro and Quokka Mini on '
                                    "waybill-fields: not under 8 on every run")
    assert "9.29 s (waybill-fields/ocelot-pro/2 wall_s)" in claim.message


def test_a_time_after_an_outcome_verb_is_held_to_the_run_that_ended_so(tmp_path: Path) -> None:
    # retry-docstring/civet-pro wall_s 18.74, 90.00 (timed out, exit 9), 17.28: mean 42.01.
    claim = claim_of(tmp_path, "Civet Pro timed out once on the retry docstring (exit 9, "
                               "after 60.00 s).\n", "60.00 s", SHARED / "docquill-bench.json")
    assert claim.status == "mismatch"
    assert "results say 90 s (retry-docstring/civet-pro/2 wall_s)" in claim.message


def test_a_part_spent_on_reasoning_is_held_to_reasoning_tokens(tmp_path: Path) -> None:
    # slow-join/auklet-2.1/2: 1,958 reasoning of 2,612 completion tokens. The nearest value
    # of the run's is the whole (2,612); the part names what it was spent on.
    claim = claim_of(tmp_path, "On slow-join, Auklet 2.1's second run spent 1,985 of its 2,612 "
                               "completion tokens on reasoning.\n", "1,985",
                     SHARED / "plinth-sql.json")
    assert claim.status == "mismatch"
    assert "results say 1,958 tokens (slow-join/auklet-2.1/2 reasoning_tokens)" in claim.message


def test_a_fraction_beside_a_figure_is_of_that_figure(tmp_path: Path) -> None:
    # contrast-report medians: Rosella Mini 934 bytes, Tinamou Pro 2,836 bytes (0.33); an
    # "about" between the comma and the fraction leaves it the byte figure's
    claim = claim_of(tmp_path, "Rosella Mini's median output on the colour-contrast report was "
                               "934 bytes, about a quarter of Tinamou Pro's.\n", "a quarter of",
                     SHARED / "a11y-pagecheck.json")
    assert claim.status == "mismatch"
    assert "median output_bytes of contrast-report/rosella-mini" in claim.message


TYPESET = SHARED / "typeset-bench.json"


def test_a_signed_difference_shows_its_sign_and_keeps_it_in_the_fix(tmp_path: Path) -> None:
    # dash-repair median wall_s: Shelduck Mini 0.94, Redstart 2.1 4.71; 0.94 - 4.71 = -3.77.
    body = ("# Dash repair\n\nAt the median, Shelduck Mini minus Redstart 2.1 comes to "
            "\u22123.77 s.\n\n"
            "At the median, Shelduck Mini minus Redstart 2.1 comes to \u22123.17 s.\n")
    right = claim_of(tmp_path, body, "\u22123.77 s", TYPESET)
    assert right.status == "derived"
    assert "0.94 - 4.71 = -3.77" in right.message
    assert "dash-repair/shelduck-mini - dash-repair/redstart-2.1" in right.message
    wrong = claim_of(tmp_path, body, "\u22123.17 s", TYPESET)
    assert wrong.status == "mismatch" and "results say -3.77 s" in wrong.message
    assert wrong.fix == "\u22123.77 s"  # its own sign stays; the digits change


CLI_SMOKE = SHARED / "cli-smoke.json"


def test_a_sign_the_results_do_not_have_goes_in_the_fix(tmp_path: Path) -> None:
    # bad-flag/lumen-cli/1 exit_code 2: "exit code -2" (U+2212) drops its sign when corrected.
    claim = claim_of(tmp_path, "On bad-flag, Lumen CLI exited with exit code \u22122.\n",
                     "\u22122", CLI_SMOKE)
    assert claim.status == "mismatch"
    assert claim.fix == "2" and claim.fix_span is not None and claim.fix_span[2] == "2"


def test_a_count_with_its_own_noun_takes_no_unit_from_the_figure_before(tmp_path: Path) -> None:
    # "2 free days" after a share: its own noun (after an adjective), not an elided share.
    body = ("On the schema review, Kestrel 9B quoted the till: 1,240 visitors, a 14% rise, and "
            "2 free days a month still to come.\n")
    claims = _claims(tmp_path, body, EDIT)
    assert not [c for c in claims if c.text.startswith("2") and c.status != "ignored"]


RIMDESK = SHARED / "rimdesk-bench.json"


def test_tokens_a_run_used_are_never_its_ceiling(tmp_path: Path) -> None:
    # rt237: quote-check/fornax-cli/1 stored no usage (a command lane); "used 1,846 tokens" is
    # unsupported, not a mismatch against its 2,048-token ceiling.
    claim = claim_of(tmp_path, "On the quote check, Fornax CLI's first run printed 1,512 bytes "
                               "and used 1,846 tokens.\n", "1,846 tokens", RIMDESK)
    assert claim.status == "unsupported" and "completion_tokens is null" in claim.message


KICKABOUT = SHARED / "kickabout-bench.json"


def test_an_outcome_before_a_tasks_name_names_that_run(tmp_path: Path) -> None:
    # rt243: lineup-rota/khamsin-pro/2 timed out with usage null; "its timed-out lineup rota"
    # is that run, not the median of the other two (4,826.5).
    claim = claim_of(tmp_path, "Khamsin Pro's timed-out lineup rota had used 4,830 completion "
                               "tokens by the time it was cut off.\n",
                     "4,830 completion tokens", KICKABOUT)
    assert claim.status == "unsupported" and "lineup-rota/khamsin-pro/2" in claim.message


APRON = SHARED / "apron-turn.json"


def test_its_after_yet_is_the_run_named_before(tmp_path: Path) -> None:
    # rt238: gate-brief/ninebark-mini/3 got HTTP 504 and stored no ttft; "yet its first token"
    # is that run's, unsupported (not a mismatch against another run's 0.24 s).
    claim = claim_of(tmp_path, "# Gate briefing\n\n"
                               "Ninebark's third run is odd: the provider answered HTTP 504 on "
                               "every attempt and the harness gave up with exit code 5, yet its "
                               "first token had come after 0.31 seconds.\n", "0.31 seconds",
                     APRON)
    assert claim.status == "unsupported" and "gate-brief/ninebark-mini/3" in claim.message


PROVISO = SHARED / "proviso-bench.json"


def test_the_figure_a_percentage_compares_with_takes_no_percent(tmp_path: Path) -> None:
    # rt239: lease-abstract median output_bytes Simplon 3,190, Grimsel 2,956 (3,190 / 2,956 =
    # 1.08): "8% longer than Grimsel's 2,956" holds Grimsel's bytes, not a share.
    body = ("# Lease abstract\n\nSimplon's median answer, 3,190 bytes, was only 8% longer than "
            "Grimsel's 2,956.\n\nSimplon's median answer, 3,190 bytes, was only 8% longer than "
            "Grimsel's 2,965.\n")
    claims = _claims(tmp_path, body, PROVISO)
    right = [c for c in claims if c.text == "2,956"]
    wrong = [c for c in claims if c.text == "2,965"]
    assert [c.status for c in right] == ["derived"] and "output_bytes" in right[0].message
    assert [c.status for c in wrong] == ["mismatch"] and "2,956 bytes" in wrong[0].message


def test_a_percentage_longer_after_a_size_compares_sizes(tmp_path: Path) -> None:
    # rt239: lease-abstract median output_bytes Grimsel 2,956, Furka 1,377: 2.147, 114.67%
    # longer (their wall times give 108%); Simplon's median counts its failed run's 0 bytes
    # (3,190 of 3,190, 0, 3,262), as its aggregate does: 3,190 / 2,956 is 7.92% longer.
    body = ("# Lease abstract\n\nGrimsel's median lease abstract ran to 2,956 bytes, 115% longer "
            "than Furka's median of 1,377 bytes.\n\nSimplon's median lease abstract took 36.94 "
            "seconds; Simplon's median answer, 3,190 bytes, was only 8% longer than Grimsel's "
            "2,956.\n")
    claims = {c.text: c for c in _claims(tmp_path, body, PROVISO)}
    assert claims["115%"].status == "derived" and "output_bytes" in claims["115%"].message
    assert claims["8%"].status == "derived" and "3,190 / 2,956" in claims["8%"].message


def test_answers_that_started_are_timed_to_their_first_byte(tmp_path: Path) -> None:
    # rt239: lease-abstract/bernina-2.5 ttfo_s 0.86, 0.89, 0.88 (wall times 2.07-4.61 s).
    body = ("# Lease abstract\n\nBernina 2.5's answers started between 0.86 and 0.89 seconds "
            "after the request.\n")
    claims = {c.text: c for c in _claims(tmp_path, body, PROVISO)}
    assert claims["0.89 seconds"].status == "verified"
    assert "ttfo_s" in claims["0.89 seconds"].message


def test_a_lanes_crash_names_the_run_that_crashed(tmp_path: Path) -> None:
    # rt239: lease-abstract/bernina-2.5/3 was killed by SIGABRT (exit -6) after 2.07 s with
    # 640 bytes; the second run named before it (Simplon's) is not its.
    body = ("# Lease abstract\n\nSimplon's second lease-abstract run failed at the provider "
            "(HTTP 503, exit code 5) after 12.66 seconds, and Bernina 2.5's crash on the lease "
            "abstract (exit code \u22126) came after 2.07 seconds with 640 bytes already "
            "printed.\n")
    claims = {c.text: c for c in _claims(tmp_path, body, PROVISO)}
    for text in ("\u22126", "2.07 seconds", "640 bytes"):
        assert claims[text].status == "verified", claims[text].message
        assert "lease-abstract/bernina-2.5/3" in claims[text].message


ALMANAC = SHARED / "almanac-bench.json"


def test_respectively_at_the_median_is_the_medians(tmp_path: Path) -> None:
    # rt240: marine-forecast median wall_s Peridot 4.1 3.41, Spinel Max 8.42 (each also one
    # run's): the statistic after the list is each figure's.
    body = ("# Marine forecast\n\nPeridot 4.1 and Spinel Max took 3.41 and 8.42 seconds "
            "respectively at the median.\n")
    claims = {c.text: c for c in _claims(tmp_path, body, ALMANAC)}
    for text in ("3.41", "8.42 seconds"):
        assert claims[text].status == "derived" and "median of wall_s" in claims[text].message


def test_megabytes_for_an_answers_kilobytes_stay_a_unit_slip(tmp_path: Path) -> None:
    # rt239: lease-abstract median output_bytes Grimsel 2,956: "2.9 MB" is its size in KB with
    # the unit slipped (and truncated), not a size far beyond any answer's.
    body = "# Lease abstract\n\nGrimsel's median lease abstract ran to 2.9 MB.\n"
    [claim] = [c for c in _claims(tmp_path, body, PROVISO) if c.text == "2.9 MB"]
    assert claim.status == "mismatch"


FIRSTLOSS = SHARED / "firstloss-bench.json"


def test_a_lanes_label_ending_in_two_capitals_is_no_parcel_code(tmp_path: Path) -> None:
    # rt236: fnol-sort/neckar-xl/1 output_bytes 1,704; "XL 1,704" is no "HS 6109" reference.
    body = ("# FNOL sort\n\nFirst runs: Severn 4.1 wrote 1,184 bytes, Tagus Mini 962 and "
            "Neckar XL 1,704.\n")
    [claim] = [c for c in _claims(tmp_path, body, FIRSTLOSS) if c.text == "1,704"]
    assert claim.status == "verified" and "neckar-xl/1 output_bytes" in claim.message


TOLK = SHARED / "tolk-bench.json"


def test_a_compounds_second_is_no_ordinal_apposed_to_a_statistic(tmp_path: Path) -> None:
    # rt242: ui-strings mean wall_s of Chanterelle Pro 17.95 (its second run, 4.88 s, failed):
    # "that 4.88-second failure, its mean ..." names the mean, not run 2.
    body = ("# UI strings\n\nChanterelle Pro's second run failed with HTTP 503 (exit code 5) once "
            "the retries ran out; counting that 4.88-second failure, its mean wall time was "
            "17.95 seconds.\n")
    [claim] = [c for c in _claims(tmp_path, body, TOLK) if c.text == "17.95 seconds"]
    assert claim.status == "derived" and "mean of wall_s" in claim.message


def test_a_statistic_after_the_figure_before_is_not_a_bounds(tmp_path: Path) -> None:
    # rt243: drill-sheet wall_s of Levanter CLI 3.18, 2.94, 3.46 (median 3.18): "never more
    # than 3.46 seconds" bounds every run; the median is the figure before's.
    body = ("# Drill sheet\n\nLevanter CLI took 3.18 seconds at the median and never more than "
            "3.46 seconds.\n\nLevanter CLI took 3.18 seconds at the median and never more than "
            "3.4 seconds.\n")
    claims = _claims(tmp_path, body, KICKABOUT)
    [right] = [c for c in claims if c.text == "3.46 seconds"]
    [wrong] = [c for c in claims if c.text == "3.4 seconds"]
    assert right.status == "verified" and "3 runs" in right.message
    assert wrong.status == "mismatch"


def test_but_one_of_a_tasks_runs_is_some_run_not_the_median(tmp_path: Path) -> None:
    # rt243: drill-sheet/meltemi-xl/2 stopped at 6,144 completion tokens (exit 7); the median
    # named before "but one drill sheet" is not its statistic.
    body = ("# Drill sheet\n\n- **Meltemi XL** took a median of 9.92 seconds, but one drill sheet "
            "stopped at 6,144 completion tokens with exit code 7.\n")
    [claim] = [c for c in _claims(tmp_path, body, KICKABOUT) if c.text.startswith("6,144")]
    assert claim.status == "verified" and "drill-sheet/meltemi-xl/2" in claim.message


def test_figures_for_the_other_runs_are_not_the_run_named_before(tmp_path: Path) -> None:
    # rt238: bag-match output_bytes of Catalpa 2.1: 1,876, 611 (run 2, exit 7), 1,793;
    # "against 1,876 and 1,793 bytes for the other two" are runs 1 and 3.
    body = ("# Bag match\n\nCatalpa 2.1 hit its ceiling once: its second run stopped at 4,096 "
            "completion tokens (exit code 7) and gave the supervisor 611 bytes, against 1,876 and "
            "1,739 bytes for the other two.\n")
    claims = {c.text: c for c in _claims(tmp_path, body, APRON)}
    assert claims["1,876"].status == "verified" and "catalpa-2.1/1" in claims["1,876"].message
    assert claims["1,739 bytes"].status == "mismatch"  # (1,793: a transposition)


def test_a_units_row_with_a_code_column_still_gives_the_other_columns_units(tmp_path: Path) -> None:
    # rt236: "| | s | bytes | code |" under "| Assistant and run | Wall | Output | Exit |": the
    # "code" cell says no unit, and the row still gives Output its bytes (fnol-sort/
    # severn-4.1/1 output_bytes 1,184: "1,148" is wrong; it went unchecked).
    body = ("# FNOL sort\n\n| Assistant and run | Wall | Output | Exit |\n|---|---:|---:|---:|\n"
            "| | s | bytes | code |\n| Severn 4.1, first run | 4.37 | 1,148 | 0 |\n")
    claims = {c.text: c for c in _claims(tmp_path, body, FIRSTLOSS)}
    assert claims["1,148"].status == "mismatch" and "1,184 bytes" in claims["1,148"].message
    assert claims["4.37"].status == "verified" and claims["0"].status == "verified"


def test_a_rate_restated_as_the_other_kind_keeps_its_unit(tmp_path: Path) -> None:
    # rt243 (kickabout-bench): a rate, then the other kind with its unit left out; a wrong one
    # is caught as a rate, not left unchecked.
    body = ("# Drill sheet\n\nBora 4.1's first drill sheet streamed at 900.1 tokens per second "
            "end to end, or 950.2 once the first token had arrived.\n")
    [claim] = [c for c in _claims(tmp_path, body, KICKABOUT) if c.text.startswith("950.2")]
    assert claim.unit == "tokens/s" and claim.status == "mismatch"
    assert "decode_tokens_per_s" in claim.message


def test_twice_a_lanes_figure_is_a_ratio(tmp_path: Path) -> None:
    # rt240: frost-advisory wall_s of run 1, Spinel Max 8.40 and Peridot 4.1 4.20: "twice
    # Peridot 4.1's 4.20" is a ratio of 2.00; "three times" it would be wrong.
    body = ("# Frost advisory\n\nOn its first run Spinel Max took 8.40 seconds, twice Peridot "
            "4.1's 4.20.\n")
    [claim] = [c for c in _claims(tmp_path, body, ALMANAC) if c.text == "twice"]
    assert claim.status == "derived" and "8.4 / 4.2 = 2.00" in claim.message


def test_a_figure_in_the_minutes_of_the_next_is_shown_in_minutes(tmp_path: Path) -> None:
    # roadmap-digest wall_s of Lyra 1.5 Pro: 5.12, 5.48, 4.97 (0.0853, 0.0913, 0.0828 minutes).
    claim = claim_of(tmp_path, "On the roadmap digest, Lyra 1.5 Pro's three runs took 0.07, "
                               "0.09 and 0.08 minutes.\n", "0.07")
    assert claim.status == "mismatch"
    assert "results say 0.0853 min (roadmap-digest/lyra-1.5-pro/1 wall_s)" in claim.message


def test_the_nearest_value_is_shown_in_the_claims_unit(tmp_path: Path) -> None:
    # pounce: the longest run, fraktur/lampblack-versal's timeout, took 90 s (1.50 minutes).
    claim = claim_of(tmp_path, "4. Log your time; most checks take about 30 minutes.\n",
                     "30 minutes", FIXTURES / "results" / "pounce.json")
    assert claim.status == "unsupported"
    assert "(nearest: 1.50 min from max of wall_s over fraktur/lampblack-versal" in claim.message
