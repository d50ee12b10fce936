"""Write docs/cli.md from the CLI's own --help, so the reference cannot drift.

Run ``python tools/cli_reference.py`` after changing a command; a test fails while the file
is stale.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from lumen_report.cli import main

TARGET = Path(__file__).resolve().parent.parent / "docs" / "cli.md"


def render() -> str:
    parts = ["# Command-line reference", "",
             "Generated from `--help` by `python tools/cli_reference.py`; do not edit by hand.", ""]
    settings = {"terminal_width": 100, "max_content_width": 100, **main.context_settings}
    root = click.Context(main, info_name="lumen-report", **settings)
    commands = [("lumen-report", root)]
    for name in main.list_commands(root):
        command = main.get_command(root, name)
        assert command is not None
        commands.append((f"lumen-report {name}",
                         click.Context(command, parent=root, info_name=name, **settings)))
    for title, ctx in commands:
        parts += [f"## `{title}`", "", "```text", ctx.get_help(), "```", ""]
    return "\n".join(parts)


if __name__ == "__main__":
    TARGET.parent.mkdir(exist_ok=True)
    TARGET.write_text(render(), encoding="utf-8")
    sys.stdout.write(f"wrote {TARGET}\n")
