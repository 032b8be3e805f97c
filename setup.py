"""The packages the wheel ships, found rather than listed (everything else is in pyproject.toml).

pyproject.toml maps the top-level data folders into packages (puzzles/ -> solvers.puzzles,
resources/ -> studio.resources; its [tool.setuptools] says why), and setuptools' ``find``
cannot discover a mapped folder, so a static configuration would list every package by
hand, and a new genre would edit that list. Here the code packages are found by their
include patterns and each mapped folder's subfolders with importable names (puzzles/nonogram,
resources/i18n; not nonogram/ga-10x10) become its subpackages, so their files ship as
package data (pyproject's package-data globs) without setuptools' warnings about importable
folders that are not packages. tests/test_packaging.py checks what this finds against the tree.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from setuptools import find_namespace_packages, find_packages, setup

ROOT = Path(__file__).resolve().parent
CODE = ["solvers", "solvers.*", "studio", "studio.*"]


def shipped_packages(root: Path = ROOT) -> list[str]:
    mapped = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["package-dir"]
    packages = find_packages(str(root), include=CODE)
    for package, folder in mapped.items():
        subfolders = find_namespace_packages(str(root / folder))
        packages += [package, *(f"{package}.{sub}" for sub in subfolders
                                if all(part.isidentifier() for part in sub.split(".")))]
    return sorted(packages)


if __name__ == "__main__":
    setup(packages=shipped_packages())
