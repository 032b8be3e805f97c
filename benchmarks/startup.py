"""Start-up: a whole ``puzzle-studio-cli solve`` process on a small puzzle, beside Python's own
floor and, when given, native solvers on the same puzzles (issue #28).

    python benchmarks/startup.py [--runs 15] [--pattern PATH] [--galaxies PATH] [--importtime]

``--pattern`` / ``--galaxies``: Simon Tatham's standalone solvers (built from his public
source with ``-DSTANDALONE_SOLVER``; they are outside anchors and never part of the project),
run on the same puzzles as Tatham game IDs. Runs are interleaved (each round runs every
command once) and the table gives the median and the best of the rounds, and each command's
median over the floor of ``python -c "import numpy"``. ``--importtime`` adds the modules that
a ``solve`` of the line-solvable sample imports, by cumulative time (``python -X importtime``).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from solvers.genres import GENRES  # noqa: E402

CLI = [sys.executable, "-m", "solvers.cli"]
NONOGRAM = ROOT / "puzzles" / "nonogram" / "coffee-cup.json"  # 15x15, line-solvable
GALAXIES = ROOT / "puzzles" / "galaxies" / "generated-10x10.json"
NUMBERLINK = ROOT / "puzzles" / "numberlink" / "generated_10x10_3.json"


def tatham_id(genre: str, path: Path) -> str:
    package = GENRES[genre].module
    return package.formats.write(package.formats.read_file(path), "sgt").strip()


def commands(args) -> dict[str, list[str]]:
    found = {
        "python (nothing)": [sys.executable, "-c", "pass"],
        "python, import numpy (the floor)": [sys.executable, "-c", "import numpy"],
        "ours: solve nonogram 15x15 (line)": [*CLI, "solve", str(NONOGRAM)],
        "ours: check nonogram 15x15": [*CLI, "check", str(NONOGRAM)],
        "ours: solve galaxies 10x10": [*CLI, "solve", str(GALAXIES)],
        "ours: solve numberlink 10x10": [*CLI, "solve", str(NUMBERLINK)],
    }
    if args.pattern:
        found["Tatham pattern solver: nonogram 15x15"] = [args.pattern, tatham_id("nonogram", NONOGRAM)]
    if args.galaxies:
        found["Tatham galaxies solver: galaxies 10x10"] = [args.galaxies, tatham_id("galaxies", GALAXIES)]
    return found


def measure(found: dict[str, list[str]], runs: int) -> dict[str, list[float]]:
    seconds = {name: [] for name in found}
    for _ in range(runs):
        for name, command in found.items():
            started = time.perf_counter()
            done = subprocess.run(command, capture_output=True, cwd=ROOT)
            seconds[name].append(time.perf_counter() - started)
            if done.returncode != 0:
                sys.exit(f"{name} failed: {done.stderr.decode()[-300:]}")
    return seconds


def importtime_rows(limit: int = 12) -> list[tuple[str, float]]:
    """(module, cumulative ms) of the top-level imports of a line-solvable ``solve``."""
    done = subprocess.run([sys.executable, "-X", "importtime", *CLI[1:], "solve", str(NONOGRAM)],
                          capture_output=True, text=True, cwd=ROOT)
    rows = []
    for line in done.stderr.splitlines():
        if not line.startswith("import time:") or "cumulative" in line:
            continue
        _, cumulative, name = line[len("import time:"):].split("|")
        # depth 1: imported by the program itself
        if not name.startswith("  ") or (name.startswith(" " * 3) and not name.startswith(" " * 4)
                                         and name.strip().startswith("solvers")):
            rows.append((name.strip(), int(cumulative) / 1000))
    rows.sort(key=lambda row: -row[1])
    return rows[:limit]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--pattern", help="Tatham's standalone Pattern solver")
    parser.add_argument("--galaxies", help="Tatham's standalone Galaxies solver")
    parser.add_argument("--importtime", action="store_true")
    args = parser.parse_args()
    print(f"load average at start: {os.getloadavg()[0]:.2f}; {args.runs} interleaved rounds")
    seconds = measure(commands(args), args.runs)
    floor = statistics.median(seconds["python, import numpy (the floor)"])
    print("\n| command | median ms | best ms | x floor |\n|---|---|---|---|")
    for name, values in seconds.items():
        median = statistics.median(values)
        print(f"| {name} | {median * 1000:.0f} | {min(values) * 1000:.0f} | {median / floor:.2f} |")
    print(f"\nload average at end: {os.getloadavg()[0]:.2f}")
    if args.importtime:
        print("\n| module (a line-solvable solve) | cumulative ms |\n|---|---|")
        for name, ms in importtime_rows():
            print(f"| {name} | {ms:.1f} |")


if __name__ == "__main__":
    main()
