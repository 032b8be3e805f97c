"""Peak memory of the command line at the largest size each genre accepts (issue 28).

One table row per genre, verb and method: ``check``, ``solve`` and ``solve --unique`` with
every method, each as its own ``puzzle-studio-cli`` process with ``--timeout`` (so the whole
table takes a few minutes). Peak memory is the child's maximum resident set size, read with
``os.wait4`` for that one process (RUSAGE_CHILDREN would give the largest child so far).
The goal is under 500 MB per row.

Inputs, deterministic and made once into ``--inputs`` (the 100x100 numberlink cover takes
~30 s to make):

- nonogram 200x200 (model.MAX_SIZE): the clues of a random picture (seed 1, half filled).
  The worst case for the line encodings: line solving fixes no cell, each line has ~50
  blocks and ~50 cells of slack, so a line automaton has ~7,800 live states.
- galaxies 100x100 (model.MAX_SIZE): random symmetric regions of up to 833 cells (seed 1),
  as in cancel_latency.py --memory: deduction leaves most cells open.
- numberlink 100x100 (model.MAX_SIZE): a random path cover (generator.random_cover, seed 1),
  its ends as the pairs (~1,600 pairs).

    PYTHONPATH=$PWD .venv/bin/python benchmarks/memory.py                  # everything
    PYTHONPATH=$PWD .venv/bin/python benchmarks/memory.py --only nonogram --timeout 10
    PYTHONPATH=$PWD .venv/bin/python benchmarks/memory.py --saved-games   # issue 37, ~3 minutes

The saved-game rows (issue 37) feed ``replay`` and the studio's File > Open (offscreen, one
process each) the largest hostile saved games: a board field that inflates to 2 GiB of zeros
(a 2.8 MB file, as the issue's), and histories of 20,000, 100,000 (MAX_MOVES), 200,000 and
250,000 moves on the 200x200 nonogram, each move changing one cell (made once into ``--inputs``).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

GOAL_MB = 500


def nonogram_input():
    from solvers.nonogram.derive import clues_from_picture

    rng = np.random.default_rng(1)
    return clues_from_picture((rng.random((200, 200)) < 0.5).astype(np.int8))


def galaxies_input():
    from solvers.galaxies.derive import derive
    from solvers.galaxies.partition import board, grow_partition

    rng = np.random.default_rng(1)
    regions = grow_partition(np.ones((100, 100), dtype=bool), rng, 833)
    return derive(board(regions, (100, 100)))[0]


def numberlink_input():
    from solvers.numberlink.generator import random_cover
    from solvers.numberlink.model import puzzle_from_paths

    return puzzle_from_paths(100, 100, random_cover(100, 100, random.Random(1)))


INPUTS = {"nonogram": nonogram_input, "galaxies": galaxies_input, "numberlink": numberlink_input}


# -- saved games (issue 37): a hostile board field, long histories ----------------------------------
BOMB_BYTES = 2 * 1024 ** 3  # as the issue's: 2 GiB of zeros, a 2.8 MB file


def zip_bomb(raw_bytes: int) -> str:
    """``raw_bytes`` zero bytes compressed and in base64, made in pieces (never whole in memory)."""
    import base64
    import zlib

    squeeze, piece = zlib.compressobj(9), bytes(1 << 24)
    chunks = [squeeze.compress(piece[:min(len(piece), raw_bytes - done)]) for done in range(0, raw_bytes, len(piece))]
    return base64.b64encode(b"".join(chunks) + squeeze.flush()).decode("ascii")


def saved_bomb(folder: Path, raw_bytes: int = BOMB_BYTES) -> Path:
    """A saved nonogram (tests/data/saved_games/nonogram-solved.json) whose board is a zip bomb."""
    path = folder / f"saved-bomb-{raw_bytes >> 20}MB.json"
    if not path.exists():
        data = json.loads((ROOT / "tests" / "data" / "saved_games" / "nonogram-solved.json").read_text())
        data["studio"]["state"]["map"]["board"] = {"nd": "|i1", "shape": [3, 4], "z": zip_bomb(raw_bytes)}
        path.write_text(json.dumps(data))
    return path


def saved_history(folder: Path, moves: int) -> Path:
    """The 200x200 nonogram with a game of ``moves`` moves on its board: each changes one cell
    to its next value (not decided -> filled -> crossed -> not decided), row after row, so every
    move is legal and the cells cycle. Written without the moves' texts, as a hostile file would
    be, so that 250,000 of them fit in the readers' 16 MB."""
    from solvers.document import SavedGame
    from solvers.moves import CellsMove, move_data
    from solvers.nonogram.moves import MODEL

    path = folder / f"saved-history-{moves}.json"
    if path.exists():
        return path
    puzzle = input_file("nonogram", folder)
    base = MODEL.load(puzzle)
    board = base["board"].copy()
    width = board.shape[1]
    following = {-1: 1, 1: 0, 0: -1}
    history = []
    for number in range(moves):
        cell = divmod(number % board.size, width)
        old = int(board[cell])
        board[cell] = following[old]
        history.append(CellsMove(layer="board", positions=[cell], old=[old], new=[following[old]]))
    game = SavedGame(dict(base, board=board), base, history, moves, mode=2)
    section = game.section()
    section["moves"] = [{k: v for k, v in move_data(m).items() if k != "text"} for m in history]
    data = json.loads(puzzle.read_text())
    data["studio"] = section
    path.write_text(json.dumps(data, separators=(",", ":")))
    return path


def input_file(genre: str, folder: Path) -> Path:
    from importlib import import_module

    path = folder / f"{genre}-largest.json"
    if not path.exists():
        formats = import_module(f"solvers.{genre}").formats
        formats.write_file(path, INPUTS[genre](), "json")
    return path


def cases(genre: str):
    """(verb label, command-line arguments) for every verb and method of a genre."""
    from importlib import import_module

    yield "check", ["check"]
    for method in import_module(f"solvers.{genre}").METHODS:
        yield f"solve {method}", ["solve", "--method", method]
        if method not in ("line", "ga"):  # they never prove uniqueness
            yield f"solve --unique {method}", ["solve", "--method", method, "--unique"]


def run(arguments: list[str], hard_kill: float) -> dict:
    """One CLI process: its exit code, wall seconds, output and peak RSS (MB)."""
    cli = shutil.which("puzzle-studio-cli", path=str(Path(sys.executable).parent))
    return run_python(arguments, hard_kill, [cli] if cli else [sys.executable, "-m", "solvers.cli"])


def run_python(arguments: list[str], hard_kill: float, command: list[str] | None = None) -> dict:
    """One process (``command``, default this Python) and its peak RSS, as ``run``."""
    command = command or [sys.executable]
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.monotonic()
        child = subprocess.Popen(command + arguments, stdout=out, stderr=err,
                                 env=dict(os.environ, PYTHONPATH=str(ROOT)))
        killer = threading.Timer(hard_kill, child.kill)
        killer.start()
        # os.wait4 reaps this one child and gives its own peak (RUSAGE_CHILDREN would be the
        # largest of all children so far).
        _, status, usage = os.wait4(child.pid, 0)
        seconds = time.monotonic() - started
        killer.cancel()
        child.returncode = os.waitstatus_to_exitcode(status)  # reaped: Popen must not wait
        out.seek(0)
        err.seek(0)
        return {"code": child.returncode, "seconds": seconds,
                "out": out.read().decode(errors="replace"), "err": err.read().decode(errors="replace"),
                "rss_mb": usage.ru_maxrss // 1024}


def verdict(result: dict) -> str:
    if result["code"] == -9:
        return "killed"
    if result["code"] != 0:
        message = (result["err"].strip().splitlines() or ["?"])[-1].removeprefix("puzzle-studio-cli: ")
        return f"exit {result['code']}: {message.split(': ')[0][:45]}"
    try:
        answer = json.loads(result["out"].strip().splitlines()[-1])
    except (ValueError, IndexError):
        return "?"
    if "status" in answer:
        unique = {True: ", unique", False: ", not unique"}.get(answer.get("unique"), "")
        return answer["status"] + unique
    grade = answer.get("grade")
    return f"grade {grade}" if grade else f"solvable {answer.get('solvable')}, unique {answer.get('unique')}"


def saved_game_rows(folder: Path) -> list[tuple[str, Path]]:
    return [("zip bomb (2 GiB of zeros as the board)", saved_bomb(folder)),
            ("20,000 moves on the 200x200", saved_history(folder, 20_000)),
            ("100,000 moves (MAX_MOVES) on the 200x200", saved_history(folder, 100_000)),
            ("200,000 moves on the 200x200", saved_history(folder, 200_000)),
            ("250,000 moves on the 200x200", saved_history(folder, 250_000))]


def studio_open(path: str) -> int:
    """Child process: the studio's File > Open of ``path`` (offscreen), then what it shows."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication, QMessageBox

    app = QApplication.instance() or QApplication([])
    said = []
    QMessageBox.warning = lambda *args, **kw: said.append(args[2])  # the dialog's text, not shown
    from studio.main_window import MainWindow

    window = MainWindow(restore_autosave=False)
    doc = window.open_file(path, remember=False)
    moves = doc.undo_stack.count() if doc is not None else None
    print(json.dumps({"status": f"opened, {moves} moves" if doc is not None else "refused",
                      "dialog": said[0] if said else ""}))
    window.close()
    app.processEvents()
    return 0


def saved_games(args: argparse.Namespace) -> None:
    """The saved-game rows (issue 37): ``replay`` and the studio's Open of each hostile file."""
    print("| saved game | front end | peak RSS | answer | seconds |")
    print("|---|---|---|---|---|")
    for label, path in saved_game_rows(args.inputs):
        if args.only and args.only not in label:
            continue
        for front, command in (("replay", ["replay", str(path)]),
                               ("studio Open", ["--studio-open", str(path)])):
            if front == "replay":
                result = run(command, hard_kill=args.hard_kill)
                answer = "replayed" if result["code"] == 0 else verdict(result) if result["code"] != 2 else \
                    "exit 2: " + result["err"].strip().split(": ", 2)[-1][:60]
            else:
                result = run_python([__file__, *command], hard_kill=args.hard_kill)
                shown = json.loads((result["out"].strip().splitlines() or ["{}"])[-1] or "{}")
                answer = shown.get("status", f"exit {result['code']}") + \
                    (f"; dialog: {shown['dialog'].split(': ', 2)[-1][:60]}" if shown.get("dialog") else "")
            print(f"| {label} | {front} | {result['rss_mb']} MB | {answer} | {result['seconds']:.1f} |", flush=True)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="rows whose genre or verb contains this text")
    parser.add_argument("--timeout", type=float, default=8.0, help="--timeout of every run (s)")
    parser.add_argument("--inputs", type=Path, default=Path(tempfile.gettempdir()) / "puzzle-studio-memory",
                        help="where the inputs are made once and kept")
    parser.add_argument("--saved-games", action="store_true",
                        help="the saved-game rows only (issue 37): a zip bomb, long histories, in replay and the studio")
    parser.add_argument("--hard-kill", type=float, default=600.0, help="saved-game rows: kill a process after (s)")
    parser.add_argument("--studio-open", metavar="FILE", help=argparse.SUPPRESS)  # the child of a studio row
    args = parser.parse_args(argv)
    if args.studio_open:
        return studio_open(args.studio_open)
    args.inputs.mkdir(parents=True, exist_ok=True)
    if args.saved_games:
        saved_games(args)
        return 0
    print(f"| genre | verb and method | peak RSS | answer (--timeout {args.timeout:g}) | seconds |")
    print("|---|---|---|---|---|")
    worst = 0
    for genre in INPUTS:
        rows = [(label, a) for label, a in cases(genre)
                if not args.only or args.only in genre or args.only in label]
        if not rows:
            continue
        path = str(input_file(genre, args.inputs))
        for label, arguments in rows:
            result = run(arguments + [path, "--json", "--timeout", f"{args.timeout:g}"],
                         hard_kill=4 * args.timeout + 60)
            mb = result["rss_mb"]
            worst = max(worst, mb or 0)
            flag = " **over**" if mb and mb >= GOAL_MB else ""
            print(f"| {genre} | {label} | {mb} MB{flag} | {verdict(result)} | {result['seconds']:.1f} |",
                  flush=True)
    print(f"\nlargest peak: {worst} MB (goal: under {GOAL_MB} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
