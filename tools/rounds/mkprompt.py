"""Write one round's brief: tools/rounds/brief.md with the round's domain, suite shape, naming
theme and genres filled in.
Usage: python tools/rounds/mkprompt.py N DOMAIN SHAPE THEME GENRES OUT"""

from __future__ import annotations

import sys
from pathlib import Path

BRIEF = Path(__file__).with_name("brief.md")


def main(number: str, domain: str, shape: str, theme: str, genres: str, out: Path) -> None:
    text = BRIEF.read_text(encoding="utf-8")
    for key, value in {"N": number, "DOMAIN": domain, "SHAPE": shape, "THEME": theme,
                       "GENRES": genres}.items():
        text = text.replace("{" + key + "}", value)
    out.write_text(text, encoding="utf-8")
    print(f"brief for rt{number}: {out}")


if __name__ == "__main__":
    number, domain, shape, theme, genres, out = sys.argv[1:7]
    main(number, domain, shape, theme, genres, Path(out))
