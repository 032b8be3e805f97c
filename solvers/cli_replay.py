"""``puzzle-studio-cli replay FILE...``: replay the games saved in native files with the engine
alone (solvers/document.py), and say how they stand: the board, the moves, whether it is solved
by the rules (not by equality with a stored answer) and the rules it breaks, with their cells.
A class or a contest can check submitted games in batch: one line (or one JSON object) a file;
a file that cannot be replayed gets one line on stderr and the exit code 2, the others still
their answer."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .document import Game, GenrePlay


def add_parser(commands: argparse._SubParsersAction) -> None:
    replay = commands.add_parser("replay", help="replay saved games (native .json with the game in "
                                                "progress) and judge them by the rules")
    replay.add_argument("files", nargs="+", metavar="FILE",
                        help="a puzzle file saved by the studio, or a saved game of Tatham's (.sav)")
    replay.add_argument("--json", action="store_true", help="one JSON object per file")


def load_game(path: Path) -> tuple[str, GenrePlay, Game]:
    """(genre name, the genre's play model, the game replayed) of a native file's saved game or
    of Simon Tatham's saved game (his moves as ours); PuzzleFormatError (its subclasses MoveError
    and SavedGameError) when it holds none that replays. ``replay`` and ``hint`` read games this way."""
    from . import tatham_save
    from .document import SECTION_KEY, Game, read_section
    from .errors import PuzzleFormatError, SavedGameError
    from .genres import detect_genre
    from .moves import Limits
    from .textfiles import parse_json, read_text

    found = detect_genre(path)
    play = found.play_model()
    text = read_text(path)
    if tatham_save.looks_like(text):  # Simon Tatham's saved game: his moves as ours
        section = tatham_save.game_section(text)
        if section is None:  # detect_genre has refused his games of other genres already
            raise SavedGameError("no saved game of these genres in this file")
        return found.name, play, Game.replay(play, read_section(section, Limits(play.max_entries)))
    data = parse_json(text)
    if not isinstance(data, dict) or SECTION_KEY not in data:
        raise SavedGameError("no saved game in this file (the studio saves one in its native .json, "
                             "Tatham's apps in their .sav)")

    def about_this_puzzle(state: dict) -> None:  # before any move is read: no replay of another game
        try:
            puzzle_state = play.load(path)
        except PuzzleFormatError as error:
            raise SavedGameError(f"the file's puzzle cannot be read: {error}") from None
        play.check_state(state)
        if play.puzzle_key(state) != play.puzzle_key(puzzle_state):
            raise SavedGameError("the saved game is about another puzzle than the file's")

    saved = read_section(data[SECTION_KEY], Limits(play.max_entries), about_this_puzzle)
    return found.name, play, Game.replay(play, saved)


def judge(path: Path) -> dict:
    """The replayed game of ``path`` as a JSON-ready dict (see load_game for its errors)."""
    genre, play, game = load_game(path)
    return {"file": str(path), "genre": genre, "title": game.state.get("title", ""),
            "moves": len(game.moves), "index": game.index, "solved": game.solved(),
            "revealed": game.tally.reveals_on_board > 0, "hints": game.tally.hints(),
            "reveals": game.tally.reveals(), "clock": round(game.clock.seconds(0.0), 1),
            "errors": [{"code": b.code, "rule": b.rule, "cells": [list(c) for c in b.cells]}
                       for b in game.broken_rules()],
            "board": play.board_json(game.state), "text": play.board_text(game.state)}


def _cells(cells: Sequence[tuple[int, int]]) -> str:
    shown = " ".join(f"({r},{c})" for r, c in cells[:12])
    return shown + (f" … ({len(cells)} cells)" if len(cells) > 12 else "")


def _text(result: dict) -> str:
    seconds = int(result["clock"])
    undone = result["moves"] - result["index"]
    lines = [f"{result['file']}: {result['genre']}" + (f" {result['title']!r}" if result["title"] else ""),
             result["text"],
             f"moves: {result['index']}" + (f" ({undone} undone)" if undone else ""),
             "solved: " + ("yes, the solution was revealed" if result["solved"] and result["revealed"]
                           else "yes" if result["solved"] else "no"),
             f"hints: {result['hints']}, reveals: {result['reveals']}, clock: {seconds // 60}:{seconds % 60:02d}"]
    if result["errors"]:
        lines.append("broken rules:")
        lines += [f"  {e['code']}: {e['rule']}: {_cells(e['cells'])}" for e in result["errors"]]
    else:
        lines.append("broken rules: none")
    return "\n".join(lines)


def run(args: argparse.Namespace, say: Callable[[str], object]) -> int:
    """Exit code 0 when every file replayed, 2 when one could not (``say`` printed why)."""
    from .errors import PuzzleFormatError
    from .textfiles import STDIO, readable_twice

    code = 0
    for name in args.files:
        try:  # "-" is standard input; a pipe's content is copied (the genre is told first)
            result = dict(judge(readable_twice(name)), file="stdin" if name == STDIO else str(Path(name)))
        except (PuzzleFormatError, OSError, UnicodeDecodeError) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else error
            say(f"{name}: {reason}")
            code = 2
            continue
        if args.json:
            print(json.dumps({k: v for k, v in result.items() if k != "text"}))
        else:
            print(_text(result) + ("\n" if len(args.files) > 1 else ""))
        sys.stdout.flush()
    return code
