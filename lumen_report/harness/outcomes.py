"""The harness exit table (SPEC section 5): every run ends in exactly one row."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Outcome(StrEnum):
    OK = "ok"
    CONFIG = "config"
    AUTH = "auth"
    RATE_LIMITED = "rate_limited"
    PROVIDER_ERROR = "provider_error"
    TRANSPORT = "transport"
    TRUNCATED = "truncated"
    FILTERED = "filtered"
    TIMEOUT = "timeout"
    EMPTY = "empty"
    MALFORMED = "malformed"
    COMMAND_FAILED = "command_failed"


@dataclass(frozen=True)
class ExitRow:
    code: int | None
    outcome: Outcome
    meaning: str


EXIT_TABLE: tuple[ExitRow, ...] = (
    ExitRow(0, Outcome.OK, "the stream finished (stop, tool_calls) with at least one content byte"),
    ExitRow(2, Outcome.CONFIG, "the run could not start: e.g. its api_key_env is unset "
                               "(no request sent)"),
    ExitRow(3, Outcome.AUTH, "HTTP 401 or 403"),
    ExitRow(4, Outcome.RATE_LIMITED, "HTTP 429, after the declared retries (Retry-After honoured)"),
    ExitRow(5, Outcome.PROVIDER_ERROR, "other HTTP 4xx/5xx after retries, or an error object "
                                       "inside the stream"),
    ExitRow(6, Outcome.TRANSPORT, "connection failed or reset, or the stream closed before a "
                                  "finish_reason"),
    ExitRow(7, Outcome.TRUNCATED, "finish_reason length: the completion ceiling was hit "
                                  "(reasoning + content)"),
    ExitRow(8, Outcome.FILTERED, "finish_reason content_filter"),
    ExitRow(9, Outcome.TIMEOUT, "no byte within read_timeout_s, or the run exceeded timeout_s"),
    ExitRow(10, Outcome.EMPTY, "finished normally but with zero content bytes"),
    ExitRow(11, Outcome.MALFORMED, "the response is not a parseable OpenAI-style stream"),
)

CODE_OF: dict[Outcome, int] = {r.outcome: r.code for r in EXIT_TABLE if r.code is not None}
OUTCOME_OF: dict[int, Outcome] = {r.code: r.outcome for r in EXIT_TABLE if r.code is not None}
MEANING_OF: dict[Outcome, str] = {row.outcome: row.meaning for row in EXIT_TABLE}
MEANING_OF[Outcome.COMMAND_FAILED] = "a command lane exited non-zero (its exit code is recorded)"

# Short names an editor would write ("exited 7: truncated completion").
SHORT_MEANING: dict[Outcome, str] = {
    Outcome.OK: "success",
    Outcome.CONFIG: "configuration error",
    Outcome.AUTH: "authentication failed",
    Outcome.RATE_LIMITED: "rate limited",
    Outcome.PROVIDER_ERROR: "provider error",
    Outcome.TRANSPORT: "transport failure",
    Outcome.TRUNCATED: "truncated completion",
    Outcome.FILTERED: "content filtered",
    Outcome.TIMEOUT: "timed out",
    Outcome.EMPTY: "empty completion",
    Outcome.MALFORMED: "malformed stream",
    Outcome.COMMAND_FAILED: "command failed",
}
