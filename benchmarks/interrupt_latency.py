"""Ctrl+C on the command line: seconds from SIGINT to the end of the process, per genre and
method, on inputs that keep every method busy (issue #28: at most 0.5 s, one line, exit 130).

    python benchmarks/interrupt_latency.py [--delay 2] [--rounds 3]

Each command starts as a terminal's foreground job does (SIGINT at its default), works for
``--delay`` seconds, gets SIGINT, and is timed to its exit. The inputs are made here with a
fixed seed: a random 200x200 nonogram picture (the largest size the engine accepts; its clues
have many solutions), a 60x60 galaxies grid with a dot every 12 cells (huge regions), and a
30x30 numberlink with four crossing pairs.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CLI = [sys.executable, "-m", "solvers.cli"]
RESET_AND_EXEC = ("import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); "
                  "os.execv(sys.argv[1], sys.argv[1:])")


def inputs(folder: Path) -> dict[str, Path]:
    rng = random.Random(1)
    nonogram = folder / "random200.txt"
    nonogram.write_text("\n".join("".join(rng.choice("#.") for _ in range(200)) for _ in range(200)) + "\n")
    galaxies = folder / "sparse60.json"
    dots = [{"x2": 2 * x + 1, "y2": 2 * y + 1, "colour": "white"} for y in range(5, 60, 12) for x in range(5, 60, 12)]
    galaxies.write_text(json.dumps({"genre": "galaxies", "format_version": 1, "width": 60, "height": 60, "dots": dots}))
    numberlink = folder / "crossing30.json"
    ends = [[[0, 0], [29, 29]], [[0, 29], [29, 0]], [[5, 14], [24, 15]], [[14, 5], [15, 24]]]
    pairs = [{"label": str(i + 1), "ends": e} for i, e in enumerate(ends)]
    numberlink.write_text(json.dumps({"genre": "numberlink", "format_version": 1, "width": 30, "height": 30,
                                      "pairs": pairs}))
    return {"nonogram": nonogram, "galaxies": galaxies, "numberlink": numberlink}


def cases(files: dict[str, Path]) -> list[tuple[str, list[str]]]:
    sys.path.insert(0, str(ROOT))
    from solvers.genres import GENRES

    found = []
    for genre, path in files.items():
        fmt = ["--format", "picture"] if genre == "nonogram" else []
        for method in GENRES[genre].module.METHODS:
            found.append((f"{genre} solve {method}", ["solve", str(path), *fmt, "--method", method, "--unique"]))
        found.append((f"{genre} check", ["check", str(path), *fmt]))
        found.append((f"{genre} generate 20x20 x1000", ["generate", genre, "--size", "20x20", "--count", "1000"]))
    return found


def one(arguments: list[str], delay: float) -> tuple[float | None, int | None, str]:
    """(seconds from SIGINT to exit or None if it ended before, exit code, last stderr line)."""
    process = subprocess.Popen([sys.executable, "-c", RESET_AND_EXEC, *CLI, *arguments], cwd=ROOT,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    time.sleep(delay)
    if process.poll() is not None:
        return None, process.returncode, process.stderr.read().strip()[-120:]
    sent = time.perf_counter()
    process.send_signal(signal.SIGINT)
    try:
        _, err = process.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        process.kill()
        _, err = process.communicate()
        return float("inf"), None, "still running 60 s after SIGINT"
    return time.perf_counter() - sent, process.returncode, err.strip()[-120:]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--delay", type=float, default=2.0)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    print(f"load average at start: {os.getloadavg()[0]:.2f}; SIGINT after {args.delay:g} s, "
          f"{args.rounds} rounds")
    with tempfile.TemporaryDirectory() as folder:
        found = cases(inputs(Path(folder)))
        print("\n| command | median s | max s | exit codes | stderr |\n|---|---|---|---|---|")
        for name, arguments in found:
            runs = [one(arguments, args.delay) for _ in range(args.rounds)]
            times = [seconds for seconds, _, _ in runs if seconds is not None]
            codes = sorted({str(code) for _, code, _ in runs})
            median = f"{statistics.median(times):.3f}" if times else "ended first"
            worst = f"{max(times):.3f}" if times else "-"
            print(f"| {name} | {median} | {worst} | {', '.join(codes)} | {runs[-1][2]} |", flush=True)
    print(f"\nload average at end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
