"""The regex programs kept between runs (verify/patterns.py): a pattern built from its kept
program is the pattern ``re.compile`` makes, and a missing, damaged or foreign file only
costs time."""

from __future__ import annotations

import ast
import marshal
import re
from pathlib import Path

import pytest

import lumen_report.verify as verify_package
import lumen_report.verify.check
import lumen_report.verify.parts  # noqa: F401
from lumen_report.verify import patterns

FIXTURES = Path(__file__).parent / "fixtures"
REPO = Path(__file__).resolve().parents[2]
TEXTS = [p.read_text(encoding="utf-8") for p in
         [*sorted(FIXTURES.glob("*/draft.md"))[:40], *sorted((REPO / "drafts").glob("*.md"))]]


def _same(built: re.Pattern[str], pattern: str, flags: int) -> None:
    plain = re.compile(pattern, flags)
    assert (built.pattern, built.flags, built.groups, built.groupindex) == (
        plain.pattern, plain.flags, plain.groups, plain.groupindex)
    for text in TEXTS:
        assert [m.span() + m.groups() for m in built.finditer(text)] == \
            [m.span() + m.groups() for m in plain.finditer(text)], pattern


def test_every_pattern_built_from_its_program_matches_as_re_compiles_it() -> None:
    programs = dict(patterns._USED)
    assert len(programs) > 150  # the verifier's modules define them through ``compiled``
    for (pattern, flags), program in programs.items():
        _same(patterns._sre.compile(pattern, *program), pattern, flags)


def test_a_kept_program_is_used_and_a_damaged_one_ignored(monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    pattern = r"(?P<n>\d+(?:[.,]\d+)?)\s*(?:s|ms)\b"
    program = patterns._program(pattern, re.I)
    monkeypatch.setattr(patterns, "_STORED", {(pattern, int(re.I)): program})
    _same(patterns.compiled(pattern, re.I), pattern, re.I)
    monkeypatch.setattr(patterns, "_STORED", {(pattern, int(re.I)): (0, [1, 2, 3], 0, {}, ())})
    _same(patterns.compiled(pattern, re.I), pattern, re.I)  # rebuilt, as re does


def test_a_missing_damaged_or_foreign_file_reads_as_empty(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    cache = tmp_path / "patterns.marshal"
    monkeypatch.setattr(patterns, "CACHE", cache)
    assert patterns._read() == {}
    cache.write_bytes(b"\x00not marshal at all")
    assert patterns._read() == {}
    cache.write_bytes(marshal.dumps([1, 2, 3]))
    assert patterns._read() == {}


def test_save_writes_like_bytecode(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Written when this process built a program the file lacked (then read back whole);
    never under ``sys.dont_write_bytecode``; an unwritable folder is no error."""
    cache = tmp_path / "__pycache__" / "patterns.marshal"
    monkeypatch.setattr(patterns, "CACHE", cache)
    monkeypatch.setattr(patterns, "_STORED", {})
    monkeypatch.setattr(patterns, "_USED", {})
    patterns.compiled(r"\d+ bytes")
    monkeypatch.setattr(patterns.sys, "dont_write_bytecode", True)
    assert patterns.save() is False and not cache.exists()
    monkeypatch.setattr(patterns.sys, "dont_write_bytecode", False)
    assert patterns.save() is True
    assert set(patterns._read()) == {(r"\d+ bytes", 0)}
    assert patterns.save() is False  # nothing new
    patterns.compiled(r"\d+ tokens")
    cache.parent.chmod(0o500)
    try:
        assert patterns.save() in (False, True)  # (root may write anyway)
    finally:
        cache.parent.chmod(0o700)
    assert not list(cache.parent.glob("*.tmp"))


def test_no_module_binds_a_name_twice() -> None:
    """A pattern defined again further down a module silently replaces the first (every rule
    using the name then reads the second): each top-level name is bound once."""
    package = Path(verify_package.__file__).parent
    for path in sorted(package.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = [target.id for node in tree.body if isinstance(node, ast.Assign)
                 for target in node.targets if isinstance(target, ast.Name)]
        names += [node.target.id for node in tree.body
                  if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)]
        twice = sorted({name for name in names if names.count(name) > 1})
        assert not twice, f"{path.name} binds {twice} more than once"
