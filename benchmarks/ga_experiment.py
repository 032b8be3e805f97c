"""The GA experiment of issue 3 (Kamizuru & Sato's setup), at a scale you choose.

    python benchmarks/ga_experiment.py pictures            # (re)write puzzles/nonogram/ga-10x10
    python benchmarks/ga_experiment.py run --puzzles 50 --runs 20 --out results.jsonl
    python benchmarks/ga_experiment.py report results.jsonl --plot docs/ga_experiment.png

Puzzles: 20x20, four of the ten 10x10 pictures (chosen at random with repetition) in a 2x2
arrangement; a puzzle that GA2's deterministic fixing solves completely is discarded (it
needs no GA). The sequence is seeded, so ``--puzzles 15`` is the first 15 of ``--puzzles 50``.
Every configuration runs with the same seeds on the same puzzle (paired comparison).
A run succeeds when the GA reaches fitness 0 within the generation limit.

``--config NAME:key=value,key=value`` adds a configuration (e.g. the improvement:
``GA2+keep:variant=GA2,large_keep=0.05``); the default configurations are GA1 and GA2.
Results go to a JSON-lines file, one line per run, appended as runs finish, so a long run
can be reported on (or resumed: finished runs are skipped) at any time.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from multiprocessing import Pool
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from solvers.events import SolveOptions, run  # noqa: E402
from solvers.nonogram import formats, solve_events  # noqa: E402
from solvers.nonogram.derive import clues_from_picture  # noqa: E402
from solvers.nonogram.ga import fix_cells  # noqa: E402

PICTURE_DIR = ROOT / "puzzles" / "nonogram" / "ga-10x10"

# Ten 10x10 drawings of our own (CC0-1.0), the building blocks of the experiment's puzzles.
PICTURES = {
    "fish": ("Fish", [
        "..........", "....###...", "..######.#", ".##.#####.", "#########.",
        "#########.", ".#######.#", "..######..", "....##....", ".........."]),
    "key": ("Key", [
        ".####.....", "##..##....", "#....#....", "##..##....", ".####.....",
        "..##......", "..##......", "..####....", "..##......", "..###....."]),
    "fir-tree": ("Fir tree", [
        "....##....", "...####...", "..######..", "...####...", "..######..",
        ".########.", "..######..", ".########.", "##########", "....##...."]),
    "star": ("Star", [
        "....##....", "....##....", "...####...", "##########", ".########.",
        "..######..", "..######..", ".###..###.", ".##....##.", "#........#"]),
    "cat-face": ("Cat face", [
        "#........#", "##......##", "###....###", "##########", "#.##..##.#",
        "##########", "####..####", ".###..###.", "..######..", "....##...."]),
    "bell": ("Bell", [
        "....##....", "...####...", "..##..##..", "..#....#..", "..#....#..",
        ".##....##.", ".#......#.", "##########", "....##....", ".........."]),
    "arrow": ("Arrow", [
        "......#...", "......##..", "......###.", "##########", "##########",
        "......###.", "......##..", "......#...", "..........", "#.#.#.#.#."]),
    "ghost": ("Ghost", [
        "...####...", "..######..", ".########.", ".#..##..#.", ".#..##..#.",
        ".########.", ".########.", ".########.", ".##.##.##.", ".#..#..#.."]),
    "leaf": ("Leaf", [
        "......####", "....######", "...###.###", "..###.####", ".###.#####",
        ".##.#####.", ".#.#####..", "..####....", ".#........", "#........."]),
    "rabbit": ("Rabbit", [
        ".#...#....", ".#...#....", ".##.##....", "..####....", ".#.##.#...",
        ".######...", "..####..#.", ".#######..", "#########.", ".##...##.."]),
}


def picture_array(rows) -> np.ndarray:
    return np.array([[ch == "#" for ch in row] for row in rows], dtype=np.int8)


def cmd_pictures(args) -> None:
    PICTURE_DIR.mkdir(parents=True, exist_ok=True)
    for name, (title, rows) in PICTURES.items():
        puzzle = clues_from_picture(picture_array(rows), title=title, author="Puzzle Studio",
                                    license="CC0-1.0")
        formats.write_file(PICTURE_DIR / f"{name}.json", puzzle, "json")
    print(f"wrote {len(PICTURES)} pictures to {PICTURE_DIR}")


def load_pictures() -> list[tuple[str, np.ndarray]]:
    found = []
    for path in sorted(PICTURE_DIR.glob("*.json")):
        puzzle = formats.read_file(path)
        found.append((path.stem, np.asarray(puzzle.goal, dtype=np.int8)))
    if len(found) != 10:
        raise SystemExit(f"expected 10 pictures in {PICTURE_DIR}, found {len(found)}")
    return found


def make_puzzles(count: int, seed: int):
    """The first ``count`` 20x20 puzzles of the seeded sequence (see the docstring)."""
    pictures = load_pictures()
    rng = np.random.default_rng(seed)
    puzzles, tried = [], 0
    while len(puzzles) < count:
        tried += 1
        if tried > 100 * count:
            raise SystemExit("too many puzzles are solved by fixing alone")
        chosen = rng.integers(len(pictures), size=4)
        tiles = [pictures[i][1] for i in chosen]
        picture = np.block([[tiles[0], tiles[1]], [tiles[2], tiles[3]]])
        puzzle = clues_from_picture(picture)
        fixed = {v: 400 - fix_cells(puzzle, v).unknown_count for v in ("GA1", "GA2")}
        if fixed["GA2"] == 400:
            continue
        name = "+".join(pictures[i][0] for i in chosen)
        puzzles.append({"index": len(puzzles), "name": name, "puzzle": puzzle,
                        "fixed": fixed})
    return puzzles


def parse_config(text: str) -> tuple[str, dict]:
    name, _, body = text.partition(":")
    params = {}
    for item in filter(None, body.split(",")):
        key, _, value = item.partition("=")
        for cast in (int, float):
            try:
                value = cast(value)
                break
            except ValueError:
                continue
        params[key] = {"True": True, "False": False}.get(value, value) if isinstance(value, str) else value
    params.setdefault("variant", name if name in ("GA1", "GA2") else "GA2")
    return name, params


def one_run(task):
    index, puzzle, config, params, seed = task
    started = time.perf_counter()
    done = run(solve_events(puzzle, "ga", SolveOptions(extra={**params, "seed": seed})))
    return {"puzzle": index, "config": config, "seed": seed, "status": done.status,
            "generations": done.stats["generations"], "best_fitness": done.stats["best_fitness"],
            "fixed_cells": done.stats["fixed_cells"],
            "seconds": round(time.perf_counter() - started, 2)}


def cmd_run(args) -> None:
    configs = [parse_config(c) for c in (args.config or ["GA1", "GA2"])]
    puzzles = make_puzzles(args.puzzles, args.puzzle_seed)
    out = Path(args.out)
    done = set()
    if out.exists():
        for line in out.read_text().splitlines():
            r = json.loads(line)
            done.add((r["puzzle"], r["config"], r["seed"]))
    tasks = []
    for run_index in range(args.runs):  # round-robin: partial results cover every puzzle
        for p in puzzles:
            for name, params in configs:
                seed = 1000 * p["index"] + run_index
                if (p["index"], name, seed) in done:
                    continue
                params = {**params, "population": args.population,
                          "generations": args.generations}
                tasks.append((p["index"], p["puzzle"], name, params, seed))
    meta = out.with_suffix(".puzzles.json")
    meta.write_text(json.dumps([{k: p[k] for k in ("index", "name", "fixed")} for p in puzzles],
                               indent=1))
    print(f"{len(puzzles)} puzzles, {len(tasks)} runs to do, {args.jobs} processes", flush=True)
    started = time.perf_counter()
    with Pool(args.jobs) as pool, out.open("a") as sink:
        for i, result in enumerate(pool.imap_unordered(one_run, tasks), 1):
            sink.write(json.dumps(result) + "\n")
            sink.flush()
            if i % 10 == 0 or i == len(tasks):
                print(f"{i}/{len(tasks)} runs, {time.perf_counter() - started:.0f} s", flush=True)


def summarise(results_path: Path):
    puzzles = json.loads(results_path.with_suffix(".puzzles.json").read_text())
    results = [json.loads(line) for line in results_path.read_text().splitlines()]
    configs = list(dict.fromkeys(r["config"] for r in results))
    table = {}
    for r in results:
        cell = table.setdefault((r["puzzle"], r["config"]), {"runs": 0, "wins": 0, "gens": [],
                                                             "seconds": [], "fixed": r["fixed_cells"]})
        cell["runs"] += 1
        cell["wins"] += r["status"] == "solved"
        cell["seconds"].append(r["seconds"])
        if r["status"] == "solved":
            cell["gens"].append(r["generations"])
    return puzzles, configs, table


def cmd_report(args) -> None:
    path = Path(args.results)
    puzzles, configs, table = summarise(path)
    head = "| # | pictures (2x2) | " + " | ".join(
        f"{c} fixed | {c} wins" for c in configs) + " |"
    print(head)
    print("|" + "---|" * (2 + 2 * len(configs)))
    totals = {c: [0, 0] for c in configs}
    for p in puzzles:
        cells = [table.get((p["index"], c)) for c in configs]
        if not any(cells):
            continue
        row = [str(p["index"] + 1), p["name"]]
        for c, cell in zip(configs, cells):
            if cell is None:
                row += ["", ""]
                continue
            gens = f" (gen {np.mean(cell['gens']):.0f})" if cell["gens"] else ""
            row += [str(cell["fixed"]), f"{cell['wins']}/{cell['runs']}{gens}"]
            totals[c][0] += cell["wins"]
            totals[c][1] += cell["runs"]
        print("| " + " | ".join(row) + " |")
    print()
    for c in configs:
        cells = [v for (i, k), v in table.items() if k == c]
        secs = [s for v in cells for s in v["seconds"]]
        wins, runs = totals[c]
        print(f"{c}: {wins}/{runs} runs succeeded ({100 * wins / max(runs, 1):.0f}%); "
              f"puzzles with at least one success: {sum(v['wins'] > 0 for v in cells)}/{len(cells)}; "
              f"mean seconds per run {np.mean(secs):.1f}")
    if args.plot:
        plot(puzzles, configs, table, Path(args.plot))


def plot(puzzles, configs, table, target: Path) -> None:
    """Scatter: fixed cells (x) against successful runs (y), one series per configuration,
    drawn with pyqtgraph and exported offscreen."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import pyqtgraph as pg
    import pyqtgraph.exporters
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    pg.setConfigOptions(antialias=True, background="w", foreground="k")
    widget = pg.PlotWidget()
    widget.resize(900, 560)
    item = widget.getPlotItem()
    item.addLegend(offset=(10, 10))
    item.setLabel("bottom", "cells fixed by the deterministic stage (of 400)")
    runs = max((v["runs"] for v in table.values()), default=1)
    item.setLabel("left", f"successful runs (of {runs})")
    item.setTitle("GA on 20x20 puzzles: fixed cells vs successes")
    item.showGrid(x=True, y=True, alpha=0.3)
    styles = [("o", (200, 40, 40)), ("t", (30, 90, 200)), ("s", (20, 150, 60)), ("d", (150, 60, 170))]
    for n, c in enumerate(configs):
        xs, ys = [], []
        for p in puzzles:
            cell = table.get((p["index"], c))
            if cell:
                xs.append(cell["fixed"])
                # a small vertical jitter per series keeps coinciding points visible
                ys.append(cell["wins"] + 0.06 * (n - (len(configs) - 1) / 2))
        symbol, colour = styles[n % len(styles)]
        item.plot(xs, ys, pen=None, symbol=symbol, symbolSize=11, symbolBrush=pg.mkBrush(*colour, 170),
                  symbolPen=pg.mkPen(*colour), name=c)
    item.setYRange(-0.5, runs + 0.5)
    item.setXRange(0, 400)
    widget.show()  # lay the axes and title out before exporting (offscreen: nothing appears)
    app.processEvents()
    exporter = pg.exporters.ImageExporter(widget.scene())
    exporter.parameters()["width"] = 900
    target.parent.mkdir(parents=True, exist_ok=True)
    exporter.export(str(target))
    print(f"wrote {target}")


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("pictures", help="write the ten 10x10 pictures")
    r = commands.add_parser("run", help="run the experiment")
    r.add_argument("--puzzles", type=int, default=50)
    r.add_argument("--runs", type=int, default=20)
    r.add_argument("--generations", type=int, default=300)
    r.add_argument("--population", type=int, default=3000)
    r.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    r.add_argument("--puzzle-seed", type=int, default=2024)
    r.add_argument("--config", action="append", help="NAME:key=value,... (default GA1 and GA2)")
    r.add_argument("--out", default="ga_results.jsonl")
    rep = commands.add_parser("report", help="print the table (and the plot) of a results file")
    rep.add_argument("results")
    rep.add_argument("--plot")
    args = parser.parse_args(argv)
    {"pictures": cmd_pictures, "run": cmd_run, "report": cmd_report}[args.command](args)


if __name__ == "__main__":
    main()
