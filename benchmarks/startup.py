"""Start-up: whole ``puzzle-studio-cli`` processes on small puzzles, as CPU time, beside
Python's own floors and, when given, the native solvers on the same puzzles (issues #28, #36).

    python benchmarks/startup.py [--runs 9] [--pbnsolve PATH] [--pattern PATH] [--galaxies PATH]
                                 [--flow PATH] [--before DIR] [--importtime] [--installed VENV]

Each command's CPU time is the user + system time of its process (the child's rusage), so a
busy machine slows it less than the wall clock, which is given too. ``--pbnsolve``: Jan Wolter's pbnsolve
(``-b -u``: brief, and the uniqueness check) on the nonograms' clues as .non files; ``--pattern`` /
``--galaxies``: Simon Tatham's standalone solvers (built from his public source with
``-DSTANDALONE_SOLVER``), run on the same puzzles as Tatham game IDs; ``--flow``: Matt
Zucker's flow_solver, on the same numberlink puzzles in its text format. They are built
outside the project and are never part of it; a second table puts each beside our ``solve``
of the same puzzle. ``--before DIR``: the same commands from another
checkout too (e.g. ``git archive`` of an older commit), interleaved with ours. Runs are
interleaved (each round runs every command once); the table gives the median and the best CPU
time of the rounds, the median wall time, and the median CPU over the floor of ``python -c
"import numpy"``. ``--installed VENV``: the same calls through the console script of a virtual
environment where the wheel is installed (as .ci/run installs it), which a user's calls are:
an editable install adds its import finder to every start. ``--importtime`` adds the modules that a ``solve`` of the line-solvable 10x10
imports, by cumulative time (``python -X importtime``).

The trees timed are byte-compiled first, as pip compiles an installed package: without it,
and with PYTHONDONTWRITEBYTECODE set (as in this project's sessions), every call compiles
every module it imports again. One row shows that cost: the same solve from a copy of the
sources without ``__pycache__``, run with ``-B``.
"""

from __future__ import annotations

import argparse
import compileall
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from solvers.genres import GENRES  # noqa: E402

PUZZLES = ROOT / "puzzles"
# (genre, label, file): small samples of each genre that their default method finishes by
# deduction (the nonograms by line logic), as a one-puzzle call would meet them.
SMALL = [
    ("nonogram", "nonogram 5x5 (line)", PUZZLES / "nonogram" / "worked-example-1.json"),
    ("nonogram", "nonogram 10x10 (line)", PUZZLES / "nonogram" / "heart.json"),
    ("nonogram", "nonogram 15x15 (line)", PUZZLES / "nonogram" / "coffee-cup.json"),
    ("galaxies", "galaxies 7x7", PUZZLES / "galaxies" / "generated-7x7.json"),
    ("galaxies", "galaxies 10x10", PUZZLES / "galaxies" / "generated-10x10.json"),
    ("numberlink", "numberlink 6x6", PUZZLES / "numberlink" / "generated_6x6_1.json"),
    ("numberlink", "numberlink 10x10", PUZZLES / "numberlink" / "generated_10x10_3.json"),
]
FLOOR = "python, import numpy (the floor)"
# A folder given as the puzzle: bad input, one line and exit code 2, before any genre work.
NOT_A_PUZZLE = ("solve a folder (bad input, exit 2)", PUZZLES / "galaxies", 2)
Command = tuple[list[str], Path, int]  # command, working directory, its exit code


def converted(genre: str, path: Path, fmt: str) -> str:
    package = GENRES[genre].module
    return package.formats.write(package.formats.read_file(path), fmt)


def clues_only(path: Path, scratch: Path) -> Path:
    """A nonogram's clues as a .non file (pbnsolve must not see the goal picture)."""
    from solvers.nonogram import formats
    from solvers.nonogram.model import Nonogram

    puzzle = formats.read_file(path)
    target = scratch / f"{path.stem}.non"
    target.write_text(formats.write(Nonogram(puzzle.rows, puzzle.cols), "non"))
    return target


def commands(args: argparse.Namespace, scratch: Path) -> tuple[dict[str, Command], dict[str, list[str]]]:
    """(name -> (command, working directory, exit code), label -> the native rows of that
    puzzle)."""
    python = sys.executable
    found = {"python (nothing)": ([python, "-c", "pass"], ROOT, 0),
             FLOOR: ([python, "-c", "import numpy"], ROOT, 0),
             # what the program sets before numpy loads (solvers/cli.py, console_main)
             "python, import numpy, one BLAS thread": (
                 ["env", "OPENBLAS_NUM_THREADS=1", python, "-c", "import numpy"], ROOT, 0)}
    trees = [("ours", ROOT)] + ([("before", Path(args.before).resolve())] if args.before else [])
    for tree, where in trees:  # python -m puts the working directory first on sys.path
        compileall.compile_dir(where / "solvers", quiet=1)  # as an installed package is
        cli = [python, "-m", "solvers.cli"]
        found[f"{tree}: --help"] = ([*cli, "--help"], where, 0)
        found[f"{tree}: convert --help"] = ([*cli, "convert", "--help"], where, 0)
        found[f"{tree}: methods"] = ([*cli, "methods"], where, 0)
        label, path, code = NOT_A_PUZZLE
        found[f"{tree}: {label}"] = ([*cli, "solve", str(path)], where, code)
        for _, label, path in SMALL:
            for verb in ("solve", "check"):
                found[f"{tree}: {verb} {label}"] = ([*cli, verb, str(path)], where, 0)
    if args.installed:  # the wheel as a user has it: no editable finder at start-up, pip's byte-code
        venv = Path(args.installed).resolve() / "bin"
        found["installed: python (nothing)"] = ([str(venv / "python"), "-c", "pass"], scratch, 0)
        found["installed: import numpy, one BLAS thread"] = (
            ["env", "OPENBLAS_NUM_THREADS=1", str(venv / "python"), "-c", "import numpy"], scratch, 0)
        found["installed: --help"] = ([str(venv / "puzzle-studio-cli"), "--help"], scratch, 0)
        for _, label, path in SMALL:
            for verb in ("solve", "check"):
                found[f"installed: {verb} {label}"] = ([str(venv / "puzzle-studio-cli"), verb, str(path)], scratch, 0)
    uncompiled = scratch / "uncompiled"  # the sources alone, never byte-compiled (-B)
    shutil.copytree(ROOT / "solvers", uncompiled / "solvers", ignore=shutil.ignore_patterns("__pycache__"))
    found[f"ours: solve {SMALL[1][1]}, compiled at every call"] = (
        [python, "-B", "-m", "solvers.cli", "solve", str(SMALL[1][2])], uncompiled, 0)
    native: dict[str, list[str]] = {}
    for genre, label, path in SMALL:
        rows = []
        if args.pbnsolve and genre == "nonogram":
            rows.append((f"pbnsolve -b -u: {label}", [args.pbnsolve, "-b", "-u", str(clues_only(path, scratch))]))
        if args.pattern and genre == "nonogram":
            rows.append((f"Tatham pattern solver: {label}", [args.pattern, converted(genre, path, "sgt").strip()]))
        if args.galaxies and genre == "galaxies":
            rows.append((f"Tatham galaxies solver: {label}", [args.galaxies, converted(genre, path, "sgt").strip()]))
        if args.flow and genre == "numberlink":
            board = scratch / f"{path.stem}.txt"
            board.write_text(converted(genre, path, "flow"))
            rows.append((f"flow_solver: {label}", [args.flow, "-q", "-A", str(board)]))
        for name, command in rows:
            found[name] = (command, ROOT, 0)
        native[label] = [name for name, _ in rows]
    return found, native


def run_once(command: list[str], where: Path, expected: int = 0) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one whole process, which must exit with ``expected``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(command, capture_output=True, cwd=where)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != expected:
        sys.exit(f"{' '.join(command)} failed ({done.returncode}): {done.stderr.decode()[-300:]}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), wall


def measure(found: dict[str, Command], runs: int) -> dict[str, list[tuple[float, float]]]:
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in found}
    for _ in range(runs):
        for name, (command, where, expected) in found.items():
            times[name].append(run_once(command, where, expected))
    return times


def importtime_rows(limit: int = 14, runs: int = 5) -> list[tuple[str, float]]:
    """(module, cumulative ms, the median of ``runs`` runs) of the top-level imports of a
    line-solvable ``solve`` (the 10x10), and numpy's wherever it loads. -X importtime counts wall time:
    on a busy machine, read the order more than the numbers."""
    found: dict[str, list[float]] = {}
    for _ in range(runs):
        done = subprocess.run([sys.executable, "-X", "importtime", "-m", "solvers.cli", "solve", str(SMALL[1][2])],
                              capture_output=True, text=True, cwd=ROOT)
        for line in done.stderr.splitlines():
            if not line.startswith("import time:") or "cumulative" in line:
                continue
            _, cumulative, name = line[len("import time:"):].split("|")
            # depth 1: imported by the program itself
            if not name.startswith("  ") or name.strip() == "numpy" or (
                    name.startswith(" " * 3) and not name.startswith(" " * 4) and name.strip().startswith("solvers")):
                found.setdefault(name.strip(), []).append(int(cumulative) / 1000)
    rows = [(name, statistics.median(values)) for name, values in found.items()]
    rows.sort(key=lambda row: -row[1])
    return rows[:limit]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--pbnsolve", help="Jan Wolter's pbnsolve")
    parser.add_argument("--pattern", help="Tatham's standalone Pattern solver")
    parser.add_argument("--galaxies", help="Tatham's standalone Galaxies solver")
    parser.add_argument("--flow", help="Matt Zucker's flow_solver")
    parser.add_argument("--before", metavar="DIR", help="another checkout to time beside this one")
    parser.add_argument("--importtime", action="store_true")
    parser.add_argument("--installed", metavar="VENV",
                        help="a virtual environment with the wheel installed: its console script timed too")
    args = parser.parse_args()
    print(f"load average at start: {os.getloadavg()[0]:.2f}; {args.runs} interleaved rounds")
    with tempfile.TemporaryDirectory() as scratch:
        found, native = commands(args, Path(scratch))
        times = measure(found, args.runs)
    cpu = {name: statistics.median(c for c, _ in values) for name, values in times.items()}
    floor = cpu[FLOOR]
    print("\n| command | CPU ms (median) | CPU ms (best) | wall ms (median) | CPU x floor |\n|---|---|---|---|---|")
    for name, values in times.items():
        best = min(c for c, _ in values)
        wall = statistics.median(w for _, w in values)
        print(f"| {name} | {cpu[name] * 1000:.1f} | {best * 1000:.1f} | {wall * 1000:.0f} | {cpu[name] / floor:.2f} |")
    if any(native.values()):
        print("\n| puzzle | our solve, CPU ms | native solver | its CPU ms | ours / native |\n|---|---|---|---|---|")
        for label, names in native.items():
            for name in names:
                ours = cpu[f"ours: solve {label}"]
                print(f"| {label} | {ours * 1000:.0f} | {name.split(':')[0]} | {cpu[name] * 1000:.1f} | "
                      f"{ours / max(cpu[name], 1e-4):.0f} |")
    print(f"\nload average at end: {os.getloadavg()[0]:.2f}")
    if args.importtime:
        print("\n| module (a line-solvable solve) | cumulative ms |\n|---|---|")
        for name, ms in importtime_rows():
            print(f"| {name} | {ms:.1f} |")


if __name__ == "__main__":
    main()
