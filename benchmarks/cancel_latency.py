"""How fast does every method and generator stop? And does the window keep breathing?

Engine part: every method and generator of every genre on its hardest input (a shipped
sample, a set from ../shared/data, or a seeded random one), twice, each run in its own
subprocess (so a run that never stops can be killed, and its peak memory is its own):

- cancel: the token is cancelled at ``--cancel-at`` seconds (2 s); latency = from the
  cancel to the last event (the target is 0.5 s; DESIGN.md);
- timeout: the token gets a deadline of ``--timeout`` seconds (3 s); overrun = the time
  past that deadline (the target is 0.5 s).

A run that answers before the cancel shows "done" with its time instead. "Exit after the
answer": from the child's last answer to its exit, which waits for a native solve that was
stopped and left running (what a command line adds to its stop). A stopped run must
never say "solved" (the column status shows what it said). Peak RSS is the subprocess's
ru_maxrss over both runs.

GUI part (``--gui``): the largest gap between ticks of a 10 ms QTimer on the GUI thread
while each genre's heaviest view runs (the solve panel with its board, steps and plot);
the target is 50 ms.

    PYTHONPATH=$PWD /work/venv/bin/python benchmarks/cancel_latency.py            # all
    PYTHONPATH=$PWD /work/venv/bin/python benchmarks/cancel_latency.py --only nonogram
    PYTHONPATH=$PWD QT_QPA_PLATFORM=offscreen /work/venv/bin/python benchmarks/cancel_latency.py --gui
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import threading
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
# PUZZLE_DATA: the data folder elsewhere (e.g. to measure an older checkout kept outside /work)
DATA = Path(os.environ.get("PUZZLE_DATA", ROOT.parent / "shared" / "data"))
sys.path.insert(0, str(ROOT))

from solvers.events import Cancel, Done, SolveOptions  # noqa: E402

HARD_KILL = 120.0  # seconds: a subprocess still running then is reported as "hung"


# --- inputs: each returns a puzzle, or None when its data set is absent ------------------------

def nonogram_survey(name):
    def load():
        from solvers.nonogram import formats
        path = DATA / "nonogram" / "survey" / name
        return formats.read_file(path) if path.exists() else None
    return load


def nonogram_random(size, seed=1, density=0.5):
    def load():
        from solvers.nonogram.derive import clues_from_picture
        rng = np.random.default_rng(seed)
        return clues_from_picture((rng.random((size, size)) < density).astype(np.int8))
    return load


def nonogram_largest_db():
    from solvers.nonogram import formats
    paths = sorted((DATA / "nonogram" / "nonogram-db" / "db").rglob("*.non"))
    if not paths:
        return None
    puzzles = [formats.read_file(path) for path in paths]
    return max(puzzles, key=lambda p: p.width * p.height)


def galaxies_random(size, seed=1, max_size=None):
    """Symmetric regions grown at random (the generator's first step): a puzzle with a
    solution, not necessarily unique; fast to make at any size."""
    def load():
        from solvers.galaxies.derive import derive
        from solvers.galaxies.generator import _board, grow_partition
        rng = np.random.default_rng(seed)
        regions = grow_partition(np.ones((size, size), dtype=bool), rng,
                                 max_size or max(4, size * size // 12))
        return derive(_board(regions, (size, size)))[0]
    return load


def galaxies_sgt(size):
    def load():
        import json as _json

        from solvers.galaxies import formats
        path = DATA / "galaxies" / "sgt" / f"galaxies_{size}_unreasonable_upstream.jsonl"
        if not path.exists():
            return None
        return formats.read(_json.loads(path.read_text().splitlines()[0])["id"])
    return load


def numberlink_50x50():
    from solvers.numberlink import formats
    path = DATA / "numberlink" / "collections" / "inputs10.txt"
    if not path.exists():
        return None
    return formats.read_text_batch(path.read_text())[0][1]


# --- cases: name -> (genre, what, input, options extra, max_solutions) --------------------------
# ``what`` is a method name, or "generate" (the genre's random generator).

CASES = {
    "nonogram auto faase": ("nonogram", "auto", nonogram_survey("faase.nin"), {}, 2),
    "nonogram sat faase": ("nonogram", "sat", nonogram_survey("faase.nin"), {}, 2),
    "nonogram cpsat faase": ("nonogram", "cpsat", nonogram_survey("faase.nin"), {}, 2),
    # table refuses Faase (10^16 patterns in a column): its hardest input is one it takes
    "nonogram table random 30x30": ("nonogram", "table", nonogram_random(30, seed=2),
                                    {"max_patterns": 1_000_000, "max_total_patterns": 3_000_000}, 2),
    "nonogram mip faase": ("nonogram", "mip", nonogram_survey("faase.nin"), {}, 2),
    "nonogram probe faase": ("nonogram", "probe", nonogram_survey("faase.nin"), {}, 2),
    "nonogram line 75x50": ("nonogram", "line", nonogram_largest_db, {}, 2),
    "nonogram ga 30x30 pop 3000": ("nonogram", "ga", nonogram_random(30), {"population": 3000}, 1),
    "nonogram auto random 200x200": ("nonogram", "auto", nonogram_random(200), {}, 2),
    "nonogram cpsat random 200x200": ("nonogram", "cpsat", nonogram_random(200), {}, 2),
    "nonogram sat random 200x200": ("nonogram", "sat", nonogram_random(200), {}, 2),
    "nonogram mip random 200x200": ("nonogram", "mip", nonogram_random(200), {}, 2),
    "nonogram generate 60x60": ("nonogram", "generate", (60, 60), {}, 2),
    # auto, cpsat and propagate (its search) decline the big-region partition (too many
    # choices after deduction, cpsat.MAX_CHOICES): their hardest input is one with regions of
    # at most 9 cells (33,000 choices left)
    "galaxies auto 100x100": ("galaxies", "auto", galaxies_random(100, max_size=9), {}, 2),
    "galaxies cpsat 100x100": ("galaxies", "cpsat", galaxies_random(100, max_size=9), {}, 2),
    "galaxies propagate 100x100": ("galaxies", "propagate", galaxies_random(100, max_size=9), {}, 2),
    "galaxies ilp 100x100": ("galaxies", "ilp", galaxies_random(100), {}, 2),
    "galaxies mip 30x30": ("galaxies", "mip", galaxies_sgt("30x30"), {}, 2),
    "galaxies mip 100x100": ("galaxies", "mip", galaxies_random(100), {}, 2),
    "galaxies generate 100x100": ("galaxies", "generate", (100, 100), {}, 2),
    "galaxies picture 60x60": ("galaxies", "picture", (60, 60), {}, 2),
    "numberlink auto 50x50": ("numberlink", "auto", numberlink_50x50, {}, 2),
    "numberlink sat 50x50": ("numberlink", "sat", numberlink_50x50, {}, 2),
    "numberlink cpsat 50x50": ("numberlink", "cpsat", numberlink_50x50, {}, 2),
    "numberlink propagate 50x50": ("numberlink", "propagate", numberlink_50x50, {}, 2),
    "numberlink ilp 50x50": ("numberlink", "ilp", numberlink_50x50, {}, 2),
    "numberlink mip 50x50": ("numberlink", "mip", numberlink_50x50, {}, 2),
    "numberlink generate 50x50": ("numberlink", "generate", (50, 50), {}, 2),
}


def _generator(genre, what, size):
    """events(cancel) for a generator: one Done (solved / stopped) at its end."""
    from importlib import import_module

    package = import_module(f"solvers.{genre}")
    width, height = size

    def events(cancel):
        try:
            if what == "picture":
                yy, xx = np.mgrid[:height, :width]
                disc = ((yy - height / 2) ** 2 + (xx - width / 2) ** 2 < (min(width, height) / 3) ** 2)
                package.generate_from_picture(disc.astype(np.int8), seed=1, cancel=cancel)
            else:
                package.generate(width, height, seed=1, cancel=cancel)
        except Exception as error:  # each genre's GenerationCancelled / GenerationTimeout
            if not cancel.stopped:
                raise
            yield Done("stopped", None, {"error": type(error).__name__})
            return
        yield Done("solved", None)
    return events


def run_case(name: str, mode: str, at: float) -> dict:
    """One run in this process; mode "cancel" (cancel at ``at`` s) or "timeout" (deadline)."""
    genre, what, source, extra, max_solutions = CASES[name]
    if what in ("generate", "picture"):
        events = _generator(genre, what, source)
    else:
        puzzle = source()
        if puzzle is None:
            return {"skipped": "data set absent"}
        from importlib import import_module
        package = import_module(f"solvers.{genre}")

        def events(cancel):
            return package.solve_events(puzzle, what, SolveOptions(max_solutions, None, None, dict(extra)),
                                        cancel)
    cancel = Cancel(at if mode == "timeout" else None)
    if mode == "cancel":
        threading.Timer(at, cancel.cancel).start()
    started = time.monotonic()
    done = None
    for event in events(cancel):
        done = event
    ended = time.monotonic()
    status = done.status if isinstance(done, Done) else "no Done"
    if ended - started < at:
        return {"finished": round(ended - started, 2), "status": status}
    return {"late": round(ended - started - at, 2), "status": status}


def _child(name: str, at: float, timeout: float) -> dict:
    out = {"cancel": run_case(name, "cancel", at)}
    if "skipped" not in out["cancel"]:
        out["timeout"] = run_case(name, "timeout", timeout)
    out["rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
    # The process exits only once an abandoned native solve (ortools_support.run_stoppable)
    # has come back: the command line's stop is the later of the two.
    out["ended_at"] = time.time()
    return out


def measure(name: str, at: float, timeout: float) -> dict:
    command = [sys.executable, __file__, "--child", name, "--cancel-at", str(at), "--timeout", str(timeout)]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=HARD_KILL, env=env)
    except subprocess.TimeoutExpired:
        return {"hung": HARD_KILL}
    exited = time.time()
    if result.returncode != 0:
        return {"failed": (result.stderr.strip().splitlines() or ["?"])[-1]}
    out = json.loads(result.stdout.strip().splitlines()[-1])
    out["exit_wait"] = round(exited - out["ended_at"], 2)
    return out


def _cell(run: dict | None) -> str:
    if not run:
        return "-"
    if "finished" in run:
        return f"done at {run['finished']} s ({run['status']})"
    return f"{run['late']:.2f} s ({run['status']})"


def engine_table(names, at, timeout) -> None:
    print(f"| case | cancel at {at:g} s: latency (status) | timeout {timeout:g} s: overrun (status) | "
          f"exit after the answer | peak RSS |")
    print("|---|---|---|---|---|")
    for name in names:
        result = measure(name, at, timeout)
        if "hung" in result or "failed" in result or "skipped" in result.get("cancel", {}):
            why = (f"killed after {HARD_KILL:g} s" if "hung" in result else result.get("failed")
                   or result["cancel"]["skipped"])
            print(f"| {name} | {why} | | | |", flush=True)
            continue
        print(f"| {name} | {_cell(result['cancel'])} | {_cell(result.get('timeout'))} | "
              f"{result['exit_wait']:.2f} s | {result['rss_mb']} MB |", flush=True)


# --- the GUI thread -------------------------------------------------------------------------------

GUI_CASES = {
    # name -> (genre, puzzle, method, extra): each genre's heaviest views
    "nonogram ga 30x30": ("nonogram", nonogram_random(30), "ga", {"population": 3000}),
    "nonogram line 75x50": ("nonogram", nonogram_largest_db, "line", {}),
    "nonogram cpsat faase": ("nonogram", nonogram_survey("faase.nin"), "cpsat", {}),
    "galaxies propagate 100x100": ("galaxies", galaxies_random(100, max_size=30), "propagate", {}),
    "numberlink propagate 50x50": ("numberlink", numberlink_50x50, "propagate", {}),
}


def gui_table(names, seconds: float) -> None:
    """The largest gap between ticks of a 10 ms QTimer while a method runs in the studio's
    solve panel (the real window, offscreen), for ``seconds`` or until the run ends."""
    import tempfile
    from importlib import import_module

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QElapsedTimer, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    folder = tempfile.mkdtemp(prefix="cancel-latency-")
    QCoreApplication.setOrganizationName("PuzzleStudioBenchmark")  # not the user's settings
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)
    QSettings().setValue("autosave_dir", folder)
    from studio.main_window import MainWindow

    print("| view (method) | largest gap of a 10 ms timer | gaps over 50 ms | run |")
    print("|---|---|---|---|")
    for name in names:
        genre, source, method, extra = GUI_CASES[name]
        puzzle = source()
        if puzzle is None:
            print(f"| {name} | data set absent | | |", flush=True)
            continue
        formats = import_module(f"solvers.{genre}").formats
        path = Path(folder) / f"{name.replace(' ', '-')}.json"
        formats.write_file(path, puzzle, formats.FORMATS[0])
        window = MainWindow(restore_autosave=False)
        window.resize(1200, 800)
        window.show()
        doc = window.open_file(path)
        doc.tabs.setCurrentIndex(1)
        panel = doc.solve_panel
        panel.method_box.setCurrentIndex(list(panel.teacher.methods).index(method))
        options = panel.teacher.options
        panel.teacher.options = lambda m: SolveOptions(options(m).max_solutions, None, None,
                                                       dict(options(m).extra, **extra))
        for _ in range(20):
            app.processEvents()
        gaps, clock, timer = [], QElapsedTimer(), QTimer()
        timer.setInterval(10)
        timer.timeout.connect(lambda: gaps.append(clock.restart()))
        clock.start()
        timer.start()
        panel.solve()
        until = time.monotonic() + seconds
        while time.monotonic() < until and panel.done is None:
            app.processEvents()
            time.sleep(0.002)
        panel.cancel()
        while panel.done is None:
            app.processEvents()
        for _ in range(20):  # the last redraw after Done
            app.processEvents()
            time.sleep(0.002)
        timer.stop()
        status = panel.done.status if panel.done is not None else "?"
        print(f"| {name} ({method}) | {max(gaps, default=0)} ms | {sum(g > 50 for g in gaps)} of "
              f"{len(gaps)} | {status}, {len(panel.steps)} steps, {len(panel.generations)} "
              f"generations |", flush=True)
        window.close()
        window.deleteLater()
        app.processEvents()


def _memory_child(spec: str) -> dict:
    """One galaxies run to its end or its time limit: "reduce|cpsat max_size seconds"."""
    import solvers.galaxies as galaxies
    from solvers.errors import MethodRefused
    from solvers.galaxies.propagate import reduce

    what, max_size, seconds = spec.split()
    puzzle = galaxies_random(100, max_size=int(max_size))()
    started = time.monotonic()
    if what == "reduce":
        cand = reduce(puzzle)
        status = f"{int((cand.sum(axis=0) > 1).sum())} cells open"
    else:
        try:
            status = galaxies.solve(puzzle, what, 2, float(seconds)).status
        except MethodRefused:
            status = "refused"
    return {"dots": len(puzzle.dots), "status": status, "seconds": round(time.monotonic() - started, 1),
            "rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)}


MEMORY_CASES = ["reduce 9 0", "cpsat 9 30", "reduce 833 0", "cpsat 833 30"]


def memory_table() -> None:
    """Peak memory of galaxies on 100x100 random partitions (small regions: at most 9 cells;
    big ones: at most 833 cells): deduction alone, and cpsat for up to 30 s."""
    print("| run | dots | result | seconds | peak RSS |")
    print("|---|---|---|---|---|")
    for spec in MEMORY_CASES:
        command = [sys.executable, __file__, "--memory-child", spec]
        result = subprocess.run(command, capture_output=True, text=True, timeout=600,
                                env=dict(os.environ, PYTHONPATH=str(ROOT)))
        row = json.loads(result.stdout.strip().splitlines()[-1])
        what, max_size, seconds = spec.split()
        run = "deduction (reduce)" if what == "reduce" else f"{what}, limit {seconds} s"
        print(f"| {run}, regions <= {max_size} | {row['dots']} | {row['status']} | {row['seconds']} | "
              f"{row['rss_mb']} MB |", flush=True)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="cases whose name contains this text")
    parser.add_argument("--cancel-at", type=float, default=2.0)
    parser.add_argument("--timeout", type=float, default=3.0)
    parser.add_argument("--gui", action="store_true", help="the GUI-thread gaps instead")
    parser.add_argument("--seconds", type=float, default=8.0, help="GUI: how long each view runs")
    parser.add_argument("--memory", action="store_true", help="galaxies 100x100 peak memory instead")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--memory-child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(_child(args.child, args.cancel_at, args.timeout)))
        return 0
    if args.memory_child:
        print(json.dumps(_memory_child(args.memory_child)))
        return 0
    if args.memory:
        memory_table()
        return 0
    if args.gui:
        gui_table([n for n in GUI_CASES if not args.only or args.only in n], args.seconds)
        return 0
    if not DATA.exists():
        print(f"note: {DATA} is absent; the cases that read it are skipped")
    engine_table([n for n in CASES if not args.only or args.only in n], args.cancel_at, args.timeout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
