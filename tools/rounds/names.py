"""Write the names every adopted round used (suite, lane ids, labels, aliases, providers,
models, task slugs and titles; whole names and their words) to used-names.txt, so that a new
round's writer picks fresh ones.  Usage: python tools/rounds/names.py OUT"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

FIXTURES = Path(__file__).resolve().parents[2] / "tests" / "verify" / "fixtures"


def names(results: dict[str, Any]) -> Iterator[str]:
    yield results.get("suite", "")
    for lane_id, lane in results.get("lanes", {}).items():
        yield lane_id
        yield lane.get("label", "")
        yield from lane.get("aliases", [])
        yield lane.get("provider", "")
        yield lane.get("model", "")
    yield from results.get("tasks", {})


def main(out: Path) -> None:
    used: set[str] = set()
    for path in FIXTURES.rglob("*.json"):
        try:
            results = json.loads(path.read_text(encoding="utf-8"))
        except (ValueError, UnicodeDecodeError):
            continue
        if not isinstance(results, dict) or "lanes" not in results:
            continue
        for name in names(results):
            if name:
                used.add(name.lower())
                used.update(w for w in re.split(r"[^a-z]+", name.lower()) if len(w) > 2)
    out.write_text("\n".join(sorted(used)) + "\n", encoding="utf-8")
    print(f"{len(used)} names to {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
