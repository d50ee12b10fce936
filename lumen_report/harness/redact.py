"""Keep API keys out of everything the harness writes (SPEC section 10).

The key is read from the environment at request time and lives only in the request
headers. Anything the harness stores (transcript records, request metadata, error lines,
command stderr) goes through :meth:`Redactor.scrub`, which also catches a provider echoing
the key back in an error body.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

REDACTED = "[redacted]"
SENSITIVE_HEADERS = frozenset({"authorization", "proxy-authorization", "x-api-key", "api-key",
                               "cookie", "set-cookie"})


class Redactor:
    """Replaces every known secret value with ``[redacted]``."""

    __slots__ = ("active", "secrets")

    def __init__(self, secrets: Iterable[str] = ()) -> None:
        # Longest first, so a key that contains another key is removed whole.
        self.secrets = sorted({s for s in secrets if s}, key=len, reverse=True)
        self.active = bool(self.secrets)

    def add(self, secret: str) -> None:
        if secret and secret not in self.secrets:
            self.secrets = sorted([*self.secrets, secret], key=len, reverse=True)
            self.active = True

    def scrub(self, text: str) -> str:
        if not self.active:
            return text
        for secret in self.secrets:
            if secret in text:
                text = text.replace(secret, REDACTED)
        return text

    def scrub_pair(self, first: str, second: str) -> tuple[str, str]:
        """Scrub two adjacent pieces of one stream, catching a secret split between them."""
        first = self.scrub(first)
        for secret in self.secrets:
            reach = len(secret) - 1
            if reach <= 0:
                continue
            tail = first[-reach:]
            found = (tail + second[:reach]).find(secret)
            if 0 <= found < len(tail):
                cut = len(tail) - found  # how much of the secret ends ``first``
                first = first[: len(first) - cut] + REDACTED
                second = second[len(secret) - cut :]
        return first, self.scrub(second)

    def headers(self, headers: Mapping[str, str]) -> dict[str, str]:
        """Headers fit to store: credentials replaced, everything else scrubbed."""
        return {
            name: REDACTED if name.lower() in SENSITIVE_HEADERS else self.scrub(value)
            for name, value in headers.items()
        }


__all__ = ["REDACTED", "SENSITIVE_HEADERS", "Redactor"]
