"""Load YAML keeping the line of every key, and refusing duplicate keys.

PyYAML silently keeps the last of two equal keys; a benchmark declaration that says
``max_tokens`` twice is a mistake the author must hear about, so keys are checked on the
node tree before anything is constructed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from lumen_report.errors import Problem

Loc = tuple[str | int, ...]


class LocatedYaml:
    """A parsed YAML document plus the 1-based line of every key and item in it."""

    def __init__(self, data: Any, lines: dict[Loc, int]) -> None:
        self.data = data
        self.lines = lines

    def line_of(self, loc: Loc) -> int | None:
        """The line of ``loc``, or of its nearest ancestor that has one."""
        while True:
            if loc in self.lines:
                return self.lines[loc]
            if not loc:
                return None
            loc = loc[:-1]


def load_located(path: Path) -> tuple[LocatedYaml | None, list[Problem]]:
    """Parse ``path``; return the document and every duplicate-key or syntax problem."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return None, [Problem(path, None, None, f"cannot read file: {exc}")]
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        reason = getattr(exc, "problem", None) or str(exc)
        return None, [Problem(path, line, None, f"invalid YAML: {reason}")]
    if node is None:
        return LocatedYaml({}, {(): 1}), []
    problems: list[Problem] = []
    lines: dict[Loc, int] = {(): node.start_mark.line + 1}
    _check_duplicates(node, (), path, problems)
    _record_lines(node, (), lines)
    if problems:
        return None, problems
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:  # constructor errors (bad tags, ...)
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        return None, [Problem(path, line, None, f"invalid YAML: {exc}")]
    return LocatedYaml(data, lines), []


def _scalar_key(node: yaml.Node) -> str | None:
    return str(node.value) if isinstance(node, yaml.ScalarNode) else None


def _check_duplicates(node: yaml.Node, loc: Loc, path: Path, problems: list[Problem]) -> None:
    if isinstance(node, yaml.MappingNode):
        seen: dict[str, int] = {}
        for key_node, value_node in node.value:
            key = _scalar_key(key_node)
            line = key_node.start_mark.line + 1
            if key is not None:
                if key in seen:
                    dotted = ".".join(str(p) for p in (*loc, key))
                    problems.append(
                        Problem(
                            path,
                            line,
                            dotted,
                            f"duplicate key (first given on line {seen[key]}); "
                            "YAML would silently keep only the last one",
                        )
                    )
                else:
                    seen[key] = line
            _check_duplicates(value_node, (*loc, key if key is not None else "?"), path, problems)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            _check_duplicates(item, (*loc, index), path, problems)


def _record_lines(node: yaml.Node, loc: Loc, lines: dict[Loc, int]) -> None:
    if isinstance(node, yaml.MappingNode):
        for key_node, value_node in node.value:
            key = _scalar_key(key_node)
            if key is None:
                continue
            lines[(*loc, key)] = key_node.start_mark.line + 1
            _record_lines(value_node, (*loc, key), lines)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            lines[(*loc, index)] = item.start_mark.line + 1
            _record_lines(item, (*loc, index), lines)
