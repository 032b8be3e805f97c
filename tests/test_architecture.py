"""DESIGN.md's one-way arrow: solvers never import Qt (the engine must work from a script)."""

import importlib.util
import pkgutil
import re
import subprocess
import sys
from collections import Counter
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
    from studio.registry import studio_modules

    for genre, module in studio_modules().items():
        folder = Path(importlib.util.find_spec(module).origin).parent
        modules = {p.stem for p in folder.glob("*.py")}
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
    engine imports neither the studio nor Qt, no genre imports another, in the engine or in
    the studio, and the studio's layers import only downwards, counting imports inside
    functions and under TYPE_CHECKING (issue 40)."""
    root = Path(__file__).resolve().parents[1]
    lint = Path(sys.executable).with_name("lint-imports")
    result = subprocess.run([str(lint) if lint.exists() else "lint-imports", "--no-cache"],
                            capture_output=True, text=True, cwd=root)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "4 kept, 0 broken" in result.stdout


def test_every_genre_names_its_rules_with_codes_that_say_what_they_are():
    """pzprjs's checks are named ("bkNoNum", ...); ours were opaque in one genre ("G0"-"G5") and
    missing in another (issue 40): every genre has a rules module whose codes are words."""
    import re
    from importlib import import_module

    from solvers.genres import GENRES

    for genre in GENRES.values():
        rules = import_module(f"{genre.package}.rules")
        assert rules.RULES and all(re.fullmatch(r"[a-z]+(-[a-z0-9]+)+|[a-z]{4,}", code) for code in rules.RULES), genre.name


# -- import circles (issue 40), counting imports in functions and under TYPE_CHECKING ---------------
# None is left (the lead adds an entry only for a circle being broken on another branch). In
# the studio each genre's panels name their document by a Protocol (studio/<genre>/actions.py,
# issue 40's item 2), not by importing it back. In the engine: nonogram's formats -> moves ->
# tatham was broken by solvers/nonogram/state.py, galaxies' by the sav format's puzzle part in its
# formats.py (tatham.py adds the moves on top), and the genre table <-> Tatham's saved games by
# solvers/tatham_text.py (what telling a text's genre needs of his files, no genre in it) with
# the table of his games in genres.py.
ALLOWED_CIRCLE_PACKAGES: tuple[str, ...] = ()
KNOWN_CIRCLES: list[set[str]] = []


def import_circles(imports: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected sets of more than one module of the graph module -> the modules
    it imports (Tarjan's algorithm, iteratively: no recursion limit on a long chain)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles = []
    for root in sorted(imports):
        if root in index:
            continue
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        work = [(root, iter(sorted(imports[root])))]
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(imports.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                circle = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    circle.add(member)
                    if member == node:
                        break
                if len(circle) > 1:
                    circles.append(circle)
    return circles


def test_the_circle_finder_finds_circles():
    """Guard against a finder that cannot fail: a -> b -> c -> a and d <-> e are found, the
    chain into them and the module importing nothing are not."""
    imports = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"e", "a"}, "e": {"d"}, "f": {"d"}, "g": set()}
    assert sorted(map(sorted, import_circles(imports))) == [["a", "b", "c"], ["d", "e"]]


def test_no_import_circles_in_the_engine_or_the_studio():
    """grimp's graph (import-linter's), every import counted: no module reaches itself again,
    except the circles listed above, which may only shrink."""
    import grimp

    for package in ("solvers", "studio"):
        graph = grimp.build_graph(package, include_external_packages=False)
        imports = {m: set(graph.find_modules_directly_imported_by(m)) for m in graph.modules}
        assert len(imports) > 50, package  # the whole package, not an empty graph
        new = [sorted(circle) for circle in import_circles(imports)
               if not all(m.startswith(ALLOWED_CIRCLE_PACKAGES) for m in circle)
               and not any(circle <= known for known in KNOWN_CIRCLES)]
        assert not new, f"import circles in {package}: {new}"


# -- types (issue 40): mypy clean on the engine, the studio held to a baseline that only shrinks --
ROOT = Path(__file__).resolve().parents[1]
MYPY_BASELINE = Path(__file__).with_name("mypy_studio_baseline.txt")
MYPY_ERROR = re.compile(r"(?P<file>[^:]+):\d+: error: .*\[(?P<code>[a-z-]+)\]$")
REWRITE_BASELINE = "PYTHONPATH=. python tests/test_architecture.py mypy-baseline"


def mypy_errors(cache_dir: Path) -> list[str]:
    """mypy's error lines for solvers and studio, with pyproject.toml's [tool.mypy] settings;
    ``cache_dir``: its incremental cache (a second run takes seconds instead of tens)."""
    result = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(cache_dir), "--no-error-summary",
                             "--no-pretty", "--show-error-codes", "solvers", "studio"],
                            capture_output=True, text=True, cwd=ROOT)
    lines = result.stdout.splitlines()
    errors = [line for line in lines if ": error: " in line]
    # 0: clean, 1: errors found; anything else (2) is mypy failing to run or a bad configuration
    assert result.returncode in (0, 1) and bool(errors) == (result.returncode == 1), result.stdout + result.stderr
    return errors


def error_key(line: str) -> tuple[str, str]:
    match = MYPY_ERROR.match(line)
    assert match, line
    return match["file"], match["code"]


def error_counts(errors: list[str]) -> Counter:
    """(file, error code) -> how many: what the baseline holds (line numbers move with every
    edit; the counts change only when errors come or go)."""
    return Counter(error_key(line) for line in errors)


def read_baseline(text: str) -> Counter:
    counts: Counter = Counter()
    for line in text.splitlines():
        if line.strip() and not line.startswith("#"):
            where, code, count = line.rsplit(maxsplit=2)
            counts[where.removesuffix(":"), code] = int(count)
    return counts


def baseline_text(counts: Counter) -> str:
    header = ("# mypy errors in studio/ per file and error code (tests/test_architecture.py). It may only\n"
              f"# shrink: when errors go away, rewrite it with {REWRITE_BASELINE}\n")
    return header + "".join(f"{where}: {code} {n}\n" for (where, code), n in sorted(counts.items()))


def compare_to_baseline(counts: Counter, baseline: Counter) -> tuple[dict, dict]:
    """(new: the (file, code) with more errors than the baseline allows, fixed: those with fewer)."""
    new = {key: (baseline[key], n) for key, n in counts.items() if n > baseline[key]}
    fixed = {key: (n, counts[key]) for key, n in baseline.items() if counts[key] < n}
    return new, fixed


def test_mypy_is_clean_on_the_engine_and_the_studio_keeps_to_its_baseline(request):
    """pyproject.toml's [tool.mypy]: no error in solvers/ (a few modules being changed on other
    branches are left out there, for now); studio/ may have no error that its baseline does not
    list, and the baseline is rewritten when errors go away, so it only shrinks."""
    errors = mypy_errors(request.config.cache.mkdir("mypy"))
    engine = [line for line in errors if line.startswith("solvers")]
    assert not engine, "mypy errors in the engine:\n" + "\n".join(engine)
    studio = [line for line in errors if line.startswith("studio")]
    assert len(studio) == len(errors), [line for line in errors if line not in studio]
    new, fixed = compare_to_baseline(error_counts(studio), read_baseline(MYPY_BASELINE.read_text()))
    new_lines = [line for line in studio if error_key(line) in new]
    assert not new, ("new mypy errors in the studio (baseline, now): " + repr(new) + "\n" + "\n".join(new_lines))
    assert not fixed, (f"fewer mypy errors than tests/{MYPY_BASELINE.name} lists (baseline, now): {fixed!r}; "
                       f"shrink it: {REWRITE_BASELINE}")


def test_the_baseline_comparison_catches_new_errors_and_asks_to_shrink():
    """Guard against a baseline that cannot fail: one more error of a code is new, one fewer
    asks for the baseline to be rewritten, and the file's text reads back as it was written."""
    baseline = read_baseline(baseline_text(Counter({("studio/a.py", "arg-type"): 2, ("studio/b.py", "misc"): 1})))
    assert baseline == Counter({("studio/a.py", "arg-type"): 2, ("studio/b.py", "misc"): 1})
    lines = ["studio/a.py:1: error: x  [arg-type]", "studio/a.py:9: error: y  [arg-type]",
             "studio/b.py:3: error: z  [misc]", "studio/c.py:4: error: w  [union-attr]"]
    assert compare_to_baseline(error_counts(lines), baseline) == ({("studio/c.py", "union-attr"): (0, 1)}, {})
    assert compare_to_baseline(error_counts(lines[:1] + lines[2:3]), baseline) == ({}, {("studio/a.py", "arg-type"): (2, 1)})


if __name__ == "__main__" and sys.argv[1:] == ["mypy-baseline"]:
    # Rewrite the studio's baseline from mypy's errors now (after errors went away).
    found = error_counts([line for line in mypy_errors(ROOT / ".pytest_cache" / "mypy") if line.startswith("studio")])
    MYPY_BASELINE.write_text(baseline_text(found))
    print(f"{MYPY_BASELINE}: {sum(found.values())} errors in {len({f for f, _ in found})} files")
