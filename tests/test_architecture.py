"""DESIGN.md's one-way arrow: solvers never import Qt (the engine must work from a script)."""

import pkgutil
import subprocess
import sys
from pathlib import Path

import solvers

BLOCK_QT = """
import importlib, importlib.abc, pkgutil, sys
class BlockQt(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in {'PySide6', 'shiboken6', 'pyqtgraph', 'superqt', 'qtpy', 'PyQt5', 'PyQt6'}:
            raise ImportError('solvers must not import Qt: ' + name)
sys.meta_path.insert(0, BlockQt())
import solvers
for module in MODULES:
    importlib.import_module(module)
print('imported', len(MODULES))
"""


def all_solver_modules():
    root = Path(solvers.__file__).parent
    return sorted(
        name for _, name, _ in pkgutil.walk_packages([str(root)], prefix="solvers.")
    )


def test_every_solvers_module_imports_without_qt():
    modules = all_solver_modules()
    assert "solvers.nonogram.cpsat" in modules and "solvers.cli" in modules
    result = subprocess.run([sys.executable, "-c", BLOCK_QT.replace("MODULES", repr(modules))],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert f"imported {len(modules)}" in result.stdout


def test_the_blocker_really_blocks_qt():
    """Guard against a test that cannot fail: the same harness must reject a Qt import."""
    result = subprocess.run([sys.executable, "-c", BLOCK_QT.replace("MODULES", repr(["PySide6.QtCore"]))],
                            capture_output=True, text=True)
    assert result.returncode != 0 and "must not import Qt" in result.stderr


ROLES = {"document", "author", "player", "teacher", "renderer", "grid"}
# Hints and the words of steps and rules are the engine's (issue 40): the command line's
# ``hint`` gives the studio's hint for every genre.
ENGINE_ROLES = {"hint", "words", "moves", "formats"}


def test_every_genre_of_the_studio_has_the_same_roles_under_the_same_names():
    """A fourth genre copies a sibling: each genre's studio package has one module per role."""
    from studio.registry import STUDIO_MODULES

    studio_root = Path(solvers.__file__).resolve().parents[1] / "studio"
    for genre in STUDIO_MODULES:
        modules = {p.stem for p in (studio_root / genre).glob("*.py")}
        assert modules >= ROLES, (genre, sorted(ROLES - modules))


def test_every_genre_of_the_engine_gives_hints_and_words():
    from importlib import import_module

    from solvers.genres import GENRES

    for genre in GENRES.values():
        root = Path(import_module(genre.package).__file__).parent
        assert {p.stem for p in root.iterdir()} >= ENGINE_ROLES, genre.name
        assert callable(import_module(f"{genre.package}.hint").game_hint)


def test_the_document_model_and_the_genres_moves_are_among_the_checked_modules():
    """The engine's document model (issue 29) is held to the same arrow: no Qt."""
    modules = all_solver_modules()
    assert {"solvers.document", "solvers.moves", "solvers.cli_replay", "solvers.nonogram.moves", "solvers.galaxies.moves",
            "solvers.numberlink.moves"} <= set(modules)


def test_the_import_contracts_hold():
    """pyproject.toml's [tool.importlinter] contracts (import-linter, a test extra): the
    engine imports neither the studio nor Qt, and no genre imports another, in the engine or
    in the studio, counting imports inside functions and under TYPE_CHECKING (issue 40)."""
    root = Path(__file__).resolve().parents[1]
    lint = Path(sys.executable).with_name("lint-imports")
    result = subprocess.run([str(lint) if lint.exists() else "lint-imports", "--no-cache"],
                            capture_output=True, text=True, cwd=root)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "3 kept, 0 broken" in result.stdout


def test_every_genre_names_its_rules_with_codes_that_say_what_they_are():
    """pzprjs's checks are named ("bkNoNum", ...); ours were opaque in one genre ("G0"-"G5") and
    missing in another (issue 40): every genre has a rules module whose codes are words."""
    import re
    from importlib import import_module

    from solvers.genres import GENRES

    for genre in GENRES.values():
        rules = import_module(f"{genre.package}.rules")
        assert rules.RULES and all(re.fullmatch(r"[a-z]+(-[a-z0-9]+)+|[a-z]{4,}", code) for code in rules.RULES), genre.name
