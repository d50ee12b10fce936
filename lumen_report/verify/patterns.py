"""The verifier's regular expressions, their compiled programs kept between runs.

The verifier's modules define ~250 patterns. ``re`` parses and compiles a pattern in pure
Python: all of them take ~70 ms at every start, before a large draft's parts' processes can
fork. What that produces is a program (a list of integers) that the regex engine's
constructor takes as is. ``compiled`` keeps each program in a file beside the package's
bytecode, read once per process with ``marshal``, and builds the pattern from it (~10 us).

The programs belong to one interpreter: the file's name holds its cache tag and the engine's
magic number. A pattern the file lacks is compiled as ``re`` does, and ``save`` writes the
file anew with what this process used, as Python writes bytecode: not when
``sys.dont_write_bytecode`` is set, and quietly not when the folder is read-only. Anything
unexpected on reading (another layout, a damaged file) and any error building a pattern from
its program fall back to ``re.compile``: the cache can only cost time, never change a match.
"""

from __future__ import annotations

import importlib
import marshal
import os
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

_sre: Any = None
try:  # the regex engine and the compiler ``re`` itself uses (CPython's; no stubs)
    _compiler: Any = importlib.import_module("re._compiler")
    _parser: Any = importlib.import_module("re._parser")
    _sre = importlib.import_module("_sre")
except ImportError:  # pragma: no cover (another interpreter: plain re.compile)
    _sre = None

_Program = tuple[int, list[int], int, dict[str, int], tuple[str | None, ...]]
_Key = tuple[str, int]

CACHE = Path(__file__).parent / "__pycache__" / (
    f"patterns.{sys.implementation.cache_tag}-{getattr(_sre, 'MAGIC', 0)}.marshal")


def _read() -> dict[_Key, _Program]:
    if _sre is None:  # pragma: no cover
        return {}
    try:
        data = marshal.loads(CACHE.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    return data if isinstance(data, dict) else {}


_STORED = _read()
_USED: dict[_Key, _Program] = {}  # what this process built: what ``save`` writes


def compiled(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)``, from the program kept for it when there is one."""
    key = (pattern, int(flags))
    program = _STORED.get(key)
    if program is not None:
        try:
            found: re.Pattern[str] = _sre.compile(pattern, *program)
        except Exception:
            pass
        else:
            _USED[key] = program
            return found
    if _sre is not None:
        try:
            program = _program(pattern, int(flags))
            found = _sre.compile(pattern, *program)
        except Exception:
            return re.compile(pattern, flags)
        _USED[key] = program
        return found
    return re.compile(pattern, flags)  # pragma: no cover


def last(matches: Iterator[re.Match[str]]) -> re.Match[str] | None:
    """The last of ``matches`` (the one nearest the end of the text searched), or None."""
    found = None
    for found in matches:  # noqa: B007
        pass
    return found


def _program(pattern: str, flags: int) -> _Program:
    """What ``re._compiler.compile`` passes the engine for ``pattern`` (as plain ints)."""
    if flags & re.DEBUG:
        raise ValueError("debug patterns print as they compile")
    parsed = _parser.parse(pattern, flags)
    code = [int(op) for op in _compiler._code(parsed, flags)]
    groupindex = dict(parsed.state.groupdict)
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    return (int(flags | parsed.state.flags), code, parsed.state.groups - 1, groupindex,
            tuple(indexgroup))


def save() -> bool:
    """Write the file anew (what it held and what this process added) if this process
    built a program it lacked: True if it wrote it. Not under ``sys.dont_write_bytecode``;
    an unwritable folder is no error."""
    if sys.dont_write_bytecode or _USED.keys() <= _STORED.keys():
        return False
    data: dict[Any, Any] = {**_STORED, **_USED}
    partial = CACHE.with_name(f"{CACHE.name}.{os.getpid()}.tmp")
    try:
        CACHE.parent.mkdir(exist_ok=True)
        partial.write_bytes(marshal.dumps(data))
        os.replace(partial, CACHE)
    except OSError:
        partial.unlink(missing_ok=True)
        return False
    _STORED.update(_USED)
    return True
