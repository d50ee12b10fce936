"""Where each generated page lives in the docs folder, and relative links between them."""

from __future__ import annotations

HOME = "index.md"
EXIT_CODES = "exit-codes.md"
ASSETS = "assets/lumen"


def report_page(slug: str) -> str:
    return f"reports/{slug}.md"


def suite_page(suite: str) -> str:
    return f"suites/{suite}.md"


def run_page(suite: str, run_id: str) -> str:
    """``runs/<suite>/<task>/<lane>/<repeat>.md``: run ids are ``task/lane/repeat``."""
    return f"runs/{suite}/{run_id}.md"


def transcript_file(suite: str, transcript: str) -> str:
    return f"transcripts/{suite}/{transcript.lstrip('/')}"


def rel(source: str, target: str) -> str:
    """A link from the page at ``source`` to ``target`` (both docs-relative, POSIX, no ``..``).

    String arithmetic rather than ``posixpath.relpath``, which resolves against the current
    directory: this runs a few thousand times per build.
    """
    folder = source.split("/")[:-1]
    parts = target.split("/")
    common = 0
    while common < len(folder) and common < len(parts) - 1 and folder[common] == parts[common]:
        common += 1
    return "/".join([".."] * (len(folder) - common) + parts[common:])
