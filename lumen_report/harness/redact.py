"""Keep API keys out of everything the harness writes (SPEC section 10).

The key is read from the environment at request time and lives only in the request
headers. Anything the harness stores (transcript records, request metadata, error lines,
command stderr) goes through :meth:`Redactor.scrub`, which also catches a provider echoing
the key back in an error body.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

REDACTED = "[redacted]"
# A shorter value is a placeholder for a local server that takes any key ("EMPTY",
# "ollama", "unused"), not a secret; replacing it would break byte-exact answers that
# happen to contain the word (and a key of "x" would take out every x). Real API keys
# are 20 characters or more.
MIN_SECRET_CHARS = 8
REDACTED_BYTES = REDACTED.encode()
SENSITIVE_HEADERS = frozenset({"authorization", "proxy-authorization", "x-api-key", "api-key",
                               "cookie", "set-cookie"})


class Redactor:
    """Replaces every known secret value with ``[redacted]``."""

    __slots__ = ("active", "secrets")

    def __init__(self, secrets: Iterable[str] = ()) -> None:
        # Longest first, so a key that contains another key is removed whole.
        self.secrets = sorted({s for s in secrets if len(s) >= MIN_SECRET_CHARS}, key=len,
                              reverse=True)
        self.active = bool(self.secrets)

    def add(self, secret: str) -> None:
        if len(secret) >= MIN_SECRET_CHARS and secret not in self.secrets:
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
        first, second = self.scrub_boundary(self.scrub(first), second)
        return first, self.scrub(second)

    def scrub_boundary(self, first: str, second: str) -> tuple[str, str]:
        """Two adjacent pieces of one stream, each scrubbed already, with a secret split
        between them replaced (at the end of ``first``)."""
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
        return first, second

    def headers(self, headers: Mapping[str, str]) -> dict[str, str]:
        """Headers fit to store: credentials replaced, everything else scrubbed."""
        return {
            name: REDACTED if name.lower() in SENSITIVE_HEADERS else self.scrub(value)
            for name, value in headers.items()
        }


class ScrubbingSink:
    """A byte sink that never lets a secret through, even one split across writes.

    It holds back the last ``len(longest secret) - 1`` bytes until the next write (or
    ``flush``), so memory stays flat and output is byte-exact whenever no secret occurs.
    """

    __slots__ = ("held", "keep", "secrets", "write")

    def __init__(self, write: Callable[[bytes], object], redactor: Redactor) -> None:
        self.write = write
        self.secrets = [s.encode("utf-8") for s in redactor.secrets]
        self.keep = max((len(s) for s in self.secrets), default=1) - 1
        self.held = b""

    def __call__(self, data: bytes) -> None:
        buffer = self.held + data if self.held else data
        for secret in self.secrets:
            if secret in buffer:
                buffer = buffer.replace(secret, REDACTED_BYTES)
        if self.keep and len(buffer) > self.keep:
            self.write(buffer[: -self.keep])
            self.held = buffer[-self.keep :]
        elif self.keep:
            self.held = buffer
        else:
            self.write(buffer)

    def flush(self) -> None:
        if self.held:
            self.write(self.held)
            self.held = b""


__all__ = ["MIN_SECRET_CHARS", "REDACTED", "SENSITIVE_HEADERS", "Redactor", "ScrubbingSink"]
