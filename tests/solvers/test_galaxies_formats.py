"""Galaxies formats (Tatham IDs, puzz.link tentaisho URLs, ASCII drawings, native JSON), bad
input with one-line errors, and the rules check with named rules giving cells."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from solvers.errors import PuzzleFormatError
from solvers.galaxies import formats, rules
from solvers.galaxies.model import BLACK, Dot, Galaxies

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "galaxies"

# The ASCII example of issue 4 (5x5, white and black dots on centres, edges and vertices).
ISSUE_ASCII = """\
-----------
| | |o|*|o|
--o--------
| | | * | |
---------o-
|o|*|o| | |
-----------
| * | |*| |
-----------
| |o| | |o|
-----------
"""


def test_issue_ascii_example_reads_and_round_trips():
    puzzle = formats.read(ISSUE_ASCII)
    assert (puzzle.width, puzzle.height) == (5, 5)
    assert puzzle.dots[0] == Dot(5, 1) and puzzle.dots[1] == Dot(7, 1, BLACK)
    assert Dot(2, 2) in puzzle.dots and Dot(6, 3, BLACK) in puzzle.dots
    assert formats.write(puzzle, "ascii") == ISSUE_ASCII
    for fmt in formats.FORMATS:
        text = formats.write(puzzle, fmt)
        assert formats.detect_format(text) == fmt
        assert formats.read(text, fmt) == puzzle


def test_tatham_id_decoding():
    # 'g' skips 6 interior points then a white dot; 'e' skips 4 after moving on one point.
    puzzle = formats.read("7x7:gezoahhszbivki")
    assert puzzle.dots[:3] == (Dot(7, 1), Dot(12, 1), Dot(13, 4))
    assert formats.write(puzzle, "sgt") == "7x7:gezoahhszbivki\n"
    black = formats.read("5x5:eBbbMlaBbOEnf")
    assert any(d.colour == BLACK for d in black.dots)
    assert formats.read("3x3dn:a").dots == (Dot(1, 1),)


def test_puzzlink_matches_pzprjs_encoder():
    # The URL pzprjs itself gives this puzzle (recorded in the data set's .jsonl).
    puzzle = formats.read("7x7:gezoahhszbivki")
    url = "https://puzz.link/p?tentaisho/7/7/l8ezr0eeeqeyegeteiege"
    assert formats.write(puzzle, "puzzlink").strip() == url
    assert formats.read(url) == puzzle


@pytest.mark.skipif(not DATA.exists(), reason="shared data set not present")
def test_every_data_set_id_and_url_agrees_with_its_decoded_dots():
    files = sorted(DATA.glob("sgt/*.jsonl")) + [DATA / "janko" / "janko_galaxies.jsonl"]
    count = 0
    for path in files:
        for line in path.read_text().splitlines():
            record = json.loads(line)
            puzzle = formats.read(record["id"])
            want = sorted((d["x2"], d["y2"], d["colour"]) for d in record["dots"])
            assert sorted((d.x2, d.y2, d.colour) for d in puzzle.dots) == want
            assert formats.write(puzzle, "sgt").strip() == record["id"]
            if "pzprjs_url" in record:
                assert formats.write(puzzle, "puzzlink").strip() == record["pzprjs_url"]
            if "regions" in record:
                assert rules.check(puzzle, rules.relabel(puzzle, record["regions"])) == []
            count += 1
    assert count > 600


def test_json_round_trip_keeps_solution_and_metadata():
    puzzle = Galaxies(2, 1, (Dot(2, 1, BLACK),), title="t", author="a",
                      solution=np.array([[0, 0]]))
    text = formats.write(puzzle, "json")
    back = formats.read(text)
    assert back == puzzle and back.title == "t" and back.solution.tolist() == [[0, 0]]
    assert json.loads(text)["genre"] == "galaxies"


BAD = [
    ("sgt", "7x7:gezo1", "looks like"),
    ("sgt", "2x2:z", "runs past"),
    ("sgt", "101x5:a", "maximum 100"),
    ("sgt", "0x5:a", "at least 1"),
    ("puzzlink", "https://puzz.link/p?tentaisho/3/3/zzz0", "past"),
    ("puzzlink", "https://puzz.link/p?nurikabe/3/3/0", "holds the 'nurikabe' puzzle, not tentaisho"),
    ("ascii", "--o--\n| | |\n-----\n", "on the border"),
    ("ascii", "-----\n| | |\n------\n", "characters"),
    ("ascii", "-----\n| |x|\n-----\n", "unknown character 'x'"),
    ("ascii", "----\n|  |\n----\n", "odd"),
    ("ascii", "-----\n| | |\n", "odd"),
    ("json", '{"genre": "galaxies", "format_version": 1, "width": 2, "height": 2, "dots": '
             '[{"x2": 1, "y2": 1}, {"x2": 1, "y2": 1}]}', "both stand"),
    ("json", '{"genre": "galaxies", "format_version": 1, "width": 2, "height": 2, "dots": '
             '[{"x2": 0, "y2": 1}]}', "border"),
    ("json", '{"genre": "galaxies", "format_version": 1, "width": 2, "height": 2}', "missing key"),
    ("json", '{"genre": "nonogram", "format_version": 1, "width": 2, "height": 2, "dots": []}', "not 'galaxies'"),
    ("json", '{"genre": "galaxies", "format_version": 1, "width": 200, "height": 2, "dots": []}', "maximum"),
    ("json", '{"genre": "galaxies", "format_version": 1, "width": 2, "height": 2, "dots": '
             '[{"x2": 1, "y2": 1, "colour": "red"}]}', "colour"),
    ("json", '{"genre": "galaxies",', "bad JSON"),
    # Issue 14: a huge dot index used to overflow numpy's int32 (OverflowError).
    ("json", '{"genre": "galaxies", "format_version": 1, "width": 2, "height": 1, "dots": '
             '[{"x2": 2, "y2": 1}], "solution": [[0, 99999999999]]}', "dot index outside 0..0"),
    ("json", '{"genre": "galaxies", "dots": ' + "[" * 100_000 + "]" * 100_000 + "}", "nested"),
    ("json", '{"genre": "galaxies", "width": ' + "9" * 5000 + "}", "too many digits"),
    ("sgt", "³x3:abc", "looks like"),
    ("sgt", "٣x3:abc", "looks like"),
    ("puzzlink", "https://puzz.link/p?tentaisho/٣/3/0", "COLS/ROWS"),
]


@pytest.mark.parametrize("fmt,text,message", BAD)
def test_bad_input_gives_one_line_error(fmt, text, message):
    with pytest.raises(PuzzleFormatError) as error:
        formats.read(text, fmt)
    assert message in str(error.value)
    assert "\n" not in str(error.value)


def test_ascii_error_names_the_line():
    with pytest.raises(PuzzleFormatError, match=r"^line 2: unknown character"):
        formats.read("-----\n| |x|\n-----\n", "ascii")


def test_detect_format_is_strict():
    for text in ("5x5:1/2/3/1.1/2/2/1/1/1/1", "5 5\n1\n", "#..#\n", '{"genre": "nonogram"}'):
        with pytest.raises(PuzzleFormatError):
            formats.detect_format(text)


# --------------------------------------------------------------------------- rules

def test_rules_name_each_broken_rule_with_its_cells():
    # 3x1: one dot at the centre cell; then a dot on the edge between cells 0 and 1.
    puzzle = Galaxies(3, 1, (Dot(3, 1),))
    assert rules.check(puzzle, [[0, 0, 0]]) == []
    codes = {v.code: v for v in rules.check(puzzle, [[0, 0, 1]])}
    assert codes["no-dot"].cells == ((0, 2),)  # region 1 has no dot
    assert codes["not-symmetric"].cells == ((0, 0),)  # cell 0's mirror (cell 2) is not in region 0
    assert {v.code for v in rules.check(puzzle, [[0, 0, -1]])} >= {"no-region"}
    two = Galaxies(3, 1, (Dot(1, 1), Dot(5, 1)))
    assert {v.code for v in rules.check(two, [[0, 0, 0]])} == {"several-dots"}
    edge = Galaxies(2, 1, (Dot(2, 1),))
    assert next(v.code for v in rules.check(edge, [[0, 1]])) == "wall-through-dot"
    ring = Galaxies(3, 1, (Dot(3, 1), Dot(1, 1), Dot(5, 1)))
    assert rules.check(ring, [[1, 0, 2]]) == []
    # a disconnected but symmetric region: the diagonal about the centre dot
    diagonal = Galaxies(3, 3, (Dot(3, 3),))
    found = {v.code: v for v in rules.check(diagonal, [[0, 1, 1], [1, 0, 1], [1, 1, 0]])}
    assert found["not-connected"].cells == ((0, 0), (2, 2)) and "no-dot" in found
    assert rules.RULES["not-connected"] == "region not connected"


@pytest.mark.parametrize("fmt", ["sgt", "puzzlink", "ascii"])
def test_dots_in_another_order_are_the_same_puzzle(fmt):
    """JSON keeps the author's order of the dots; the other formats list them row by row."""
    puzzle = Galaxies(3, 3, (Dot(5, 5), Dot(1, 1, BLACK), Dot(4, 2)))
    through = formats.read(formats.write(puzzle, fmt), fmt)
    assert [(d.x2, d.y2) for d in through.dots] == [(1, 1), (4, 2), (5, 5)]
    back = formats.read(formats.write(through, "json"), "json")
    assert back == puzzle and hash(back) == hash(puzzle)
    assert back != Galaxies(3, 3, (Dot(5, 5), Dot(1, 1), Dot(4, 2)))  # colour still counts


def test_an_oversized_picture_is_refused_before_it_is_parsed(tmp_path):
    path = tmp_path / "huge.pic"
    path.write_bytes(b"#." * 50 + b"\n" + b"#\n" * 300)
    with pytest.raises(PuzzleFormatError, match="the maximum is 100x100"):
        formats.read_picture_file(path)
    with open(path, "wb") as stream:
        stream.truncate(100 * 2 ** 20)
    with pytest.raises(PuzzleFormatError, match="larger than 16 MB"):
        formats.read_picture_file(path)
