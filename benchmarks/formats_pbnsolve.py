"""Our nonogram writers read by another program: pbnsolve 1.10 (Jan Wolter's solver, which reads
webpbn XML, Olsak's .g and .mk, CWD, PBM, .non and .nin) solves random puzzles written in each
format, and its answer must satisfy our clues (issue 39).

    .venv/bin/python benchmarks/formats_pbnsolve.py [--count 60] [--seed 7] [--pbnsolve PATH]

pbnsolve comes from ../anchors/pbnsolve beside the repository (../shared/anchors/build.sh builds
it), or --pbnsolve; without it the script says so and stops. Not a timing: a count of puzzles
pbnsolve read and solved to our clues, per format. (pbnsolve's raw P4 reader takes the white
space after the height as the first raster byte, against netpbm's specification, so raw PBM is
not compared; we write plain P1.)
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from solvers.nonogram import formats  # noqa: E402
from solvers.nonogram.derive import clues_from_picture  # noqa: E402
from solvers.nonogram.model import satisfies  # noqa: E402

PBNSOLVE = ROOT.parent / "anchors" / "pbnsolve"
SUFFIXES = (".xml", ".g", ".mk", ".cwd", ".pbm", ".non", ".nin")


def answer(output: str, height: int, width: int) -> np.ndarray | None:
    """The first board pbnsolve prints after its verdict line, or None."""
    lines = output.splitlines()
    starts = [i for i, line in enumerate(lines) if line.rstrip().endswith(("SOLUTION:", "SOLUTIONS:"))]
    if not starts:
        return None
    rows = lines[starts[0] + 1: starts[0] + 1 + height]
    if len(rows) != height or any(len(row) != width for row in rows):
        return None
    return np.array([[ch == "X" for ch in row] for row in rows], dtype=np.int8)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--pbnsolve", type=Path, default=PBNSOLVE)
    args = parser.parse_args(argv)
    if not args.pbnsolve.is_file():
        print(f"pbnsolve not found at {args.pbnsolve}: build it with ../shared/anchors/build.sh; skipped")
        return 0
    rng = np.random.default_rng(args.seed)
    agreed = dict.fromkeys(SUFFIXES, 0)
    with tempfile.TemporaryDirectory() as folder:
        for number in range(args.count):
            height, width = (int(n) for n in rng.integers(3, 16, size=2))
            picture = (rng.random((height, width)) < 0.55).astype(np.int8)
            puzzle = clues_from_picture(picture, title=f"random {number}", author="Zoë & co")
            for suffix in SUFFIXES:
                path = Path(folder) / f"puzzle{suffix}"
                formats.write_file(path, puzzle)
                done = subprocess.run([str(args.pbnsolve), "-u", str(path)], capture_output=True, text=True,
                                      timeout=120)
                board = answer(done.stdout, height, width)
                if board is not None and satisfies(puzzle, board):
                    agreed[suffix] += 1
                else:
                    print(f"{suffix}: puzzle {number} ({width}x{height}) not read alike: {done.stdout[:80]!r}")
    print(f"{'format':8} pbnsolve's answer satisfies our clues")
    for suffix, count in agreed.items():
        print(f"{suffix:8} {count}/{args.count}")
    return 0 if all(count == args.count for count in agreed.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
