"""``puzzle-studio-cli hint FILE``: the next hint for a game saved in progress, in the studio's
words: a broken rule or a mistake first, else the easiest deduction from the player's own
board (each genre's ``hint.game_hint``, the functions the studio's Hint button runs). The words
are English here; the studio shows them in its language."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Iterable
from pathlib import Path


def add_parser(commands: argparse._SubParsersAction) -> None:
    hint = commands.add_parser("hint", help="the next hint for a saved game in progress (native .json "
                                            "saved by the studio), in the studio's words")
    hint.add_argument("file", metavar="FILE", help="a puzzle file saved by the studio with its game")
    hint.add_argument("--json", action="store_true", help="one JSON object: kind, text, cells")


def _pairs(cells: Iterable[tuple[int, int]]) -> list:
    return [list(map(int, cell)) for cell in sorted(cells)]


def next_hint(path: Path) -> dict:
    """The hint for the game saved in ``path`` as a JSON-ready dict; PuzzleFormatError when
    the file holds no game that replays (cli_replay.load_game)."""
    from .cli_replay import load_game
    from .events import Cancel
    from .genres import genre

    name, _play, game = load_game(path)
    out = {"file": str(path), "genre": name, "title": game.state.get("title", "")}
    if game.solved():
        return dict(out, kind="solved", text="The puzzle is solved: there is nothing to hint.",
                    applicable=False, cells=[])
    hint = genre(name).game_hint()(game.state, Cancel())
    out.update(kind=hint.kind, text=hint.text, applicable=hint.applicable, cells=_pairs(hint.cells))
    for part in ("walls_on", "walls_off", "wrong"):  # doubled-grid walls or line segments
        if getattr(hint, part, ()):
            out[part] = _pairs(getattr(hint, part))
    step = getattr(hint, "step", None)
    if step is not None and name == "numberlink":  # a step draws doubled-grid segments
        out["segments"] = _pairs(step.cells)
    return out


def run(args: argparse.Namespace, say: Callable[[str], object]) -> int:
    """Exit code 0 with the hint printed, 2 when the file holds no game (``say`` says why)."""
    from .errors import PuzzleFormatError
    from .textfiles import STDIO, readable_twice

    try:
        result = dict(next_hint(readable_twice(args.file)),
                      file="stdin" if args.file == STDIO else str(Path(args.file)))
    except (PuzzleFormatError, OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else error
        say(f"{args.file}: {reason}")
        return 2
    if args.json:
        print(json.dumps(result))
    else:
        cells = " ".join(f"({r + 1},{c + 1})" for r, c in result["cells"][:12])
        print(f"{result['text']}" + (f"\ncells (row, column): {cells}" if cells else ""))
    return 0
