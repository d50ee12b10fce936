"""Every module imports on its own, first, in a fresh interpreter (no hidden import cycle)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import pytest

import lumen_report

MODULES = sorted(info.name for info in pkgutil.walk_packages(lumen_report.__path__, "lumen_report.")
                 if not info.name.endswith(".__main__"))  # that one runs the CLI


@pytest.mark.parametrize("module", MODULES)
def test_module_imports_first(module: str) -> None:
    done = subprocess.run([sys.executable, "-c", f"import {module}"], capture_output=True,
                          text=True, check=False)
    assert done.returncode == 0, done.stderr
