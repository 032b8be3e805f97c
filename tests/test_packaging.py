"""What a wheel ships, checked from pyproject.toml and setup.py without building one (CI builds
and installs the wheel): every package is found, the data folders the packages map exist, every package-data
glob matches files and every shipped kind of file is matched; and the data lookup
(solvers.samples.shipped_folder) finds a wheel's folder inside the package, a checkout's beside it."""

from __future__ import annotations

import re
import runpy
import tomllib
from pathlib import Path

from solvers.samples import SAMPLES, shipped_folder

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
SETUPTOOLS = PYPROJECT["tool"]["setuptools"]
# what setup.py gives setuptools (run under another name: no build)
PACKAGES = runpy.run_path(str(ROOT / "setup.py"), run_name="packages_of_the_wheel")["shipped_packages"]()


def package_folder(package: str) -> Path:
    """Where setuptools takes a package from: its package-dir entry or its dotted path."""
    for name, folder in SETUPTOOLS.get("package-dir", {}).items():
        if package == name or package.startswith(name + "."):
            return ROOT / folder / Path(*package[len(name):].split(".")[1:])
    return ROOT / Path(*package.split("."))


def test_every_python_package_and_data_folder_of_the_tree_is_found():
    """setuptools ships only the packages it is given, and warns about a data folder with an
    importable name that is not one (nonogram/ is, ga-10x10/ is not)."""
    in_tree = {str(init.parent.relative_to(ROOT)).replace("/", ".")
               for top in ("solvers", "studio") for init in (ROOT / top).rglob("__init__.py")}
    for package, folder in SETUPTOOLS["package-dir"].items():
        in_tree |= {package} | {".".join([package, *path.relative_to(ROOT / folder).parts])
                    for path in (ROOT / folder).rglob("*") if path.is_dir()
                    and all(part.isidentifier() for part in path.relative_to(ROOT / folder).parts)}
    listed = set(PACKAGES)
    assert in_tree == listed, f"setup.py finds {sorted(listed - in_tree)}, misses {sorted(in_tree - listed)}"
    for package in listed:
        assert package_folder(package).is_dir(), package


def shipped(package: str) -> set[Path]:
    folder = package_folder(package)
    globs = SETUPTOOLS["package-data"][package]
    for pattern in globs:
        assert list(folder.glob(pattern)), f"{package}: {pattern!r} matches nothing"
    return {path for pattern in globs for path in folder.glob(pattern) if path.is_file()}


def test_the_wheel_ships_every_sample_and_its_notes():
    files = shipped("solvers.puzzles")
    samples = {p for p in (ROOT / "puzzles").rglob("*") if p.suffix == ".json" or p.name == "README.md"}
    assert files == samples and len(samples) > 30
    assert package_folder("solvers.puzzles") == ROOT / "puzzles" == SAMPLES


def test_the_wheel_ships_every_resource_except_translation_sources():
    files = shipped("studio.resources")
    resources = {p for p in (ROOT / "resources").rglob("*") if p.is_file()}
    assert resources - files == {p for p in resources if p.suffix == ".ts"}
    for source in (ROOT / "resources" / "i18n").glob("*.ts"):  # each compiled, so it ships
        assert source.with_suffix(".qm") in files


def test_the_license_expression_has_a_setuptools_that_reads_it():
    assert (ROOT / "LICENSE").is_file() and PYPROJECT["project"]["license-files"] == ["LICENSE"]
    if isinstance(PYPROJECT["project"]["license"], str):  # an SPDX expression: setuptools 77
        floor = next(re.fullmatch(r"setuptools>=(\d+).*", r) for r in PYPROJECT["build-system"]["requires"]
                     if r.startswith("setuptools"))
        assert floor and int(floor[1]) >= 77


def test_shipped_folder_prefers_the_one_inside_the_package(tmp_path):
    package = tmp_path / "site-packages" / "solvers"
    (package.parent / "puzzles").mkdir(parents=True)  # someone else's top-level folder
    package.mkdir()
    assert shipped_folder(package, "puzzles") == package.parent / "puzzles"  # a checkout
    (package / "puzzles").mkdir()
    assert shipped_folder(package, "puzzles") == package / "puzzles"  # a wheel
