"""Where each generated page lives in the docs folder, and relative links between them."""

from __future__ import annotations

HOME = "index.md"
EXIT_CODES = "exit-codes.md"
ASSETS = "assets/lumen"
# Joins a run id's parts (task, lane, repeat) in a run page's file name. Slugs never hold a
# "~" (declare.models.SLUG_RE), so the name is unambiguous, and "~" needs no URL escaping.
RUN_SEPARATOR = "~"


def report_page(slug: str) -> str:
    return f"reports/{slug}.md"


# Suite and run pages are index.md files, each in its own folder, so that the folder of a
# page's source is the folder of its URL (with or without use_directory_urls). Links inside
# raw HTML blocks (links.href) are then right for MkDocs, which leaves them as they are, and
# for Zensical, which rewrites every relative href as relative to the source's folder.


def suite_page(suite: str) -> str:
    """``suites/<suite>/index.md``, served at ``suites/<suite>/``."""
    return f"suites/{suite}/index.md"


def run_page(suite: str, run_id: str) -> str:
    """``runs/<suite>/<task>~<lane>~<repeat>/index.md``: run ids are ``task/lane/repeat``.

    One folder per suite, not one per task and lane: a 1,000-run site then has as many
    folders as pages, not twice as many, which costs a filesystem real time on every build
    and every clean of the site.
    """
    return f"runs/{suite}/{run_id.replace('/', RUN_SEPARATOR)}/index.md"


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


def url(page: str, directory_urls: bool = True) -> str:
    """The site URL MkDocs gives a docs page (``a/b.md`` -> ``a/b/`` or ``a/b.html``).

    Any other file (a transcript, an asset) keeps its path.
    """
    if not page.endswith(".md"):
        return page
    stem = page[:-3]
    if stem == "index" or stem.endswith("/index"):
        return stem[:-5] if directory_urls else f"{stem}.html"
    return f"{stem}/" if directory_urls else f"{stem}.html"


def href(source: str, target: str, directory_urls: bool = True) -> str:
    """A link from page ``source`` to page ``target`` (``#anchor`` allowed) for raw HTML.

    Markdown links name the target's source file and MkDocs rewrites and validates them; a
    link inside a raw HTML block (cheaper to build: Python-Markdown stashes the block whole)
    must already be the final relative URL, which this computes as MkDocs would. Only for
    a ``source`` that is an index.md (see above), or the link is wrong under Zensical.
    """
    page, hash_, anchor = target.partition("#")
    folder = url(source, directory_urls).split("/")[:-1]
    parts = url(page, directory_urls).split("/") if page else [""]
    common = 0
    while common < len(folder) and common < len(parts) - 1 and folder[common] == parts[common]:
        common += 1
    path = "/".join([".."] * (len(folder) - common) + parts[common:])
    if not page:
        path = ""
    elif not path:
        path = "./"
    return path + hash_ + anchor
