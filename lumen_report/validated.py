"""Inputs validated once, kept between runs by their content.

A results file and a draft's front matter are validated by their schemas (pydantic, and
yaml for front matter). Importing those libraries and building the schemas' classes costs
every process that reads an input ~0.15 s of CPU: on ``lumen-report verify`` of a 1 MB
draft, about a tenth of all its work, for files that rarely change between two runs. What
a validation yields, as plain data, is kept in a file named by a hash of the input's text
and of the code that validates it; a later run reading the same text takes it from there
and imports neither library. Input that fails validation is never kept: its error is
raised by the same code on every run.

Where: ``$LUMEN_CACHE_DIR``, else ``$XDG_CACHE_HOME/lumen-report``, else
``~/.cache/lumen-report``; ``LUMEN_CACHE_DIR=off`` turns the cache off. Entries are JSON,
written atomically; one that cannot be read or does not convert back is rebuilt, so the
cache can only cost time, never change what an input says. At most ``LIMIT`` entries are
kept (the oldest go first). Imported before a large draft's parts fork (verify/parts.py):
its own imports wait until it is used.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")

LIMIT = 512
# The modules whose code decides what an input validates to: a change to any of them
# (a new field, a new default, an upgrade step) makes every entry kept before a miss.
_SOURCES = ("__init__.py", "drafts.py", "draft_schema.py", "validated.py",
            "results/schema.py", "results/store.py", "verify/runs.py")


def remembered(kind: str, text: str, build: Callable[[], T], dump: Callable[[T], Any],
               load: Callable[[Any], T]) -> T:
    """What ``build`` (the validation of ``text``) returns, kept as ``dump`` makes it plain
    and taken back with ``load`` on a later run given the same ``kind`` and ``text``."""
    folder = cache_dir()
    if folder is None:
        return build()
    import hashlib
    import json

    digest = hashlib.sha256(f"{_code_key()}\0{kind}\0".encode() + text.encode("utf-8",
                            "surrogatepass")).hexdigest()
    path = folder / f"{kind}-{digest}.json"
    try:
        return load(json.loads(path.read_bytes()))
    except (OSError, ValueError, TypeError, KeyError, IndexError, AttributeError):
        pass  # not kept yet, or not readable as kept: validated again below
    value = build()  # (raises on invalid input: nothing is kept)
    _keep(folder, path, json.dumps(dump(value), ensure_ascii=False, separators=(",", ":")))
    return value


def cache_dir() -> Path | None:
    """The cache's folder (None: turned off)."""
    setting = os.environ.get("LUMEN_CACHE_DIR", "").strip()
    if setting.lower() in ("off", "0", "false", "no"):
        return None
    if setting:
        return Path(setting)
    base = os.environ.get("XDG_CACHE_HOME", "").strip()
    return (Path(base) if base else Path.home() / ".cache") / "lumen-report"


@lru_cache(maxsize=1)
def _code_key() -> str:
    import hashlib

    from lumen_report import __version__

    digest = hashlib.sha256(__version__.encode())
    package = Path(__file__).parent
    for name in _SOURCES:
        try:
            digest.update((package / name).read_bytes())
        except OSError:
            digest.update(f"no {name}".encode())
    return digest.hexdigest()[:16]


def _keep(folder: Path, path: Path, data: str) -> None:
    """Write ``data`` to ``path`` atomically; quietly nothing when the folder is not
    writable (the cache is an optimisation, never an error)."""
    import tempfile

    partial: str | None = None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, partial = tempfile.mkstemp(prefix=".partial-", dir=folder)
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(data)
        os.replace(partial, path)
        partial = None
        _prune(folder)
    except OSError:
        pass
    finally:
        if partial is not None:
            Path(partial).unlink(missing_ok=True)


def _prune(folder: Path) -> None:
    entries = [p for p in folder.glob("*.json") if p.is_file()]
    if len(entries) <= LIMIT:
        return
    entries.sort(key=lambda p: p.stat().st_mtime)
    for old in entries[: len(entries) - LIMIT * 3 // 4]:
        old.unlink(missing_ok=True)
