"""Hostile saved games for the tests of replay (tests/cli) and of the studio's Open (tests/studio):
a zip bomb, histories longer than MAX_MOVES, array types numpy's parser chokes on, a long legal
history, and the seeded mutations of the saved games' fuzz test (test_cli_replay_hostile.py)."""

from __future__ import annotations

import base64
import copy
import json
import random
import struct
import zlib
from pathlib import Path

SAVED = Path(__file__).resolve().parents[1] / "data" / "saved_games"
NAMES = sorted(p.name for p in SAVED.glob("*.json"))
GiB = 1 << 30


def zip_bomb(raw_bytes: int) -> str:
    """``raw_bytes`` zero bytes (a multiple of 1 MiB) as a zlib stream in base64, made without
    compressing them: each MiB after a full flush compresses to the same bytes, and the Adler-32
    of n zeros is (n mod 65521) << 16 | 1. 1 GiB is a 1 MB stream, made in a tenth of a second."""
    piece = 1 << 20
    squeeze = zlib.compressobj(9)
    first = squeeze.compress(bytes(piece)) + squeeze.flush(zlib.Z_FULL_FLUSH)
    again = squeeze.compress(bytes(piece)) + squeeze.flush(zlib.Z_FULL_FLUSH)
    end = squeeze.flush()[:-4]  # the last, empty block; its checksum is for 2 MiB
    stream = first + again * (raw_bytes // piece - 1) + end + struct.pack(">I", ((raw_bytes % 65521) << 16) | 1)
    return base64.b64encode(stream).decode("ascii")


def fixture(name: str) -> dict:
    return json.loads((SAVED / name).read_text())


def write(folder: Path, name: str, document: dict) -> Path:
    path = folder / name
    path.write_text(json.dumps(document))
    return path


def bombed(raw_bytes: int = GiB, part: str = "board") -> dict:
    """The solved nonogram fixture whose saved board inflates to ``raw_bytes`` of zeros."""
    document = fixture("nonogram-solved.json")
    document["studio"]["state"]["map"][part] = {"nd": "|i1", "shape": [3, 4], "z": zip_bomb(raw_bytes)}
    return document


def too_long() -> dict:
    """A history of MAX_MOVES + 1 moves (empty objects: the count refuses it before any is read)."""
    from solvers.document import MAX_MOVES

    document = fixture("nonogram-solved.json")
    document["studio"]["moves"] = [{}] * (MAX_MOVES + 1)
    document["studio"]["index"] = MAX_MOVES + 1
    return document


def malformed_type(name: str = "i4,(") -> dict:
    """The board's array type a string numpy's dtype parser raises SyntaxError on (``"i4,("``)."""
    document = fixture("nonogram-solved.json")
    document["studio"]["state"]["map"]["board"]["nd"] = name
    return document


def long_history(moves: int, undone: int = 0) -> tuple[dict, object]:
    """The heart nonogram (nonogram-errors.json's puzzle) with a legal game of ``moves`` moves,
    each the next value of one cell of the board (not decided -> filled -> crossed -> ...), cell
    after cell; the last ``undone`` undone. Returns the document and the board at the saved
    position, computed here without the engine's replay."""
    from solvers.document import SavedGame
    from solvers.moves import CellsMove
    from solvers.nonogram.moves import MODEL

    document = fixture("nonogram-errors.json")
    base = MODEL.load(SAVED / "nonogram-errors.json")
    board = base["board"].copy()
    following = {-1: 1, 1: 0, 0: -1}
    history, at_index = [], None
    for number in range(moves):
        if number == moves - undone:
            at_index = board.copy()
        cell = divmod(number % board.size, board.shape[1])
        old = int(board[cell])
        board[cell] = following[old]
        history.append(CellsMove(text="Toggle cell", layer="board", positions=[cell], old=[old], new=[following[old]]))
    at_index = board if at_index is None else at_index
    index = moves - undone
    document["studio"] = SavedGame(dict(base, board=at_index), base, history, index, mode=2).section()
    return document, at_index


# -- the seeded mutations of the fuzz test ------------------------------------------------------------
TYPES = ["(", "i4,(", ",", "O", "<f8", "|S3", "V8", "", "i", "[('a', '<i4')]", "<i4,<i4", "M8", 7, None, "|i1", "<i8", "|b1"]
SHAPES = [[10 ** 6, 10 ** 6], [-1], [2 ** 63], [202, 202], [40_402], [1, 1, 1, 1], "3x4", [True, 3], [3.0, 4],
          [3, 4], [5, 5], [0], []]
NUMBERS = [-1, 0, 1, 2, 127, 128, -129, 10 ** 30, 2 ** 63, 1.5, -0.0, 1e308, "1", None, True, [], {}]
BOMB = zip_bomb(256 << 20)  # 256 MiB, for every bomb the fuzz draws (one made, a 0.3 MB string)


def hostile_array(rng: random.Random) -> dict:
    array = {"nd": rng.choice(TYPES), "shape": rng.choice(SHAPES)}
    payload = rng.randrange(4)
    if payload == 0:
        array["z"] = BOMB
    elif payload == 1:
        array["z"] = rng.choice(["", "!!", "eJw=", base64.b64encode(zlib.compress(bytes(rng.randrange(64)))).decode()])
    elif payload == 2:
        array["data"] = [rng.choice(NUMBERS[:7]) for _ in range(rng.randrange(30))]
    return array


def hostile_move(rng: random.Random) -> object:
    choice = rng.randrange(6)
    if choice == 0:
        cells = [[rng.choice(NUMBERS), rng.choice(NUMBERS), rng.choice(NUMBERS), rng.choice(NUMBERS)]
                 for _ in range(rng.randrange(1, 4))]
        return {"kind": "cells", "layer": rng.choice(["board", "picture", "walls", "marks", "design", "nope", 3]),
                "cells": cells}
    if choice == 1:
        return {"kind": "cells", "layer": "board", "cells": [[0, 0, -1, 1]] * rng.choice([40_402, 100_000])}
    if choice == 2:
        part = rng.choice(["board", "picture", "walls", "title", "dots"])
        return {"kind": "parts", "before": {"map": {part: hostile_array(rng)}}, "after": {"map": {part: hostile_array(rng)}}}
    if choice == 3:
        return {"kind": "dots", "dots": [[rng.choice(NUMBERS) for _ in range(4)] for _ in range(rng.randrange(1, 3))]}
    if choice == 4:
        return {"kind": "dots", "dots": [[1, 1, None, "white"]] * 50_000}
    return {"kind": rng.choice(["", "??", None, ["cells"], {"a": 1}, "parts"])}


def mutate(section: dict, rng: random.Random) -> None:
    """One to three hostile changes to a saved section: an array of the state or of the state
    before the first move, the moves, or the undo position and bookkeeping numbers."""
    for _ in range(rng.randint(1, 3)):
        target = rng.choice(["state", "base", "moves", "move", "number", "section"])
        parts = section.get(target, {}).get("map") if isinstance(section.get(target), dict) else None
        if target in ("state", "base") and isinstance(parts, dict) and parts:
            parts[rng.choice(sorted(parts))] = hostile_array(rng)
        elif target == "moves":
            section["moves"] = rng.choice([[{}] * 200_001, "moves", None,
                                           [hostile_move(rng) for _ in range(rng.randrange(1, 5))]])
        elif target == "move" and isinstance(section.get("moves"), list) and section["moves"]:
            section["moves"][rng.randrange(len(section["moves"]))] = hostile_move(rng)
        elif target == "number":
            section[rng.choice(["index", "clock", "hints", "reveals", "mode", "format"])] = rng.choice(NUMBERS)
        else:
            section[rng.choice(["state", "base"])] = rng.choice([hostile_array(rng), {"map": None}, [], "x",
                                                                 {"items": [[1, 2, 3]]}, {"tuple": 5}])


def mutated(seed: int) -> tuple[str, dict]:
    """A fixture (name, document) whose section ``mutate`` changed, the same for the same seed."""
    rng = random.Random(seed)
    name = rng.choice(NAMES)
    document = copy.deepcopy(fixture(name))
    mutate(document["studio"], rng)
    return name, document
