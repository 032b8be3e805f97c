"""Nonogram formats: worked examples, round trips, every bad input, and the real data sets."""

from __future__ import annotations

import json
import os
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from solvers.errors import PuzzleFormatError
from solvers.nonogram import formats
from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.formats import (
    EXTENSIONS,
    FORMATS,
    detect_format,
    read,
    read_file,
    read_sgt_lines,
    read_taai_batch,
    read_taai_solutions,
    validate,
    write,
    write_file,
)
from solvers.nonogram.model import MAX_SIZE, Nonogram, satisfies

DATA = Path(__file__).parents[2].parent / "shared" / "data" / "nonogram"


def needs_data(sub: str) -> Path:
    folder = DATA / sub
    if not folder.is_dir():
        pytest.skip(f"data set {sub} is not present")
    return folder


# --------------------------------------------------------------------------- worked examples

# Example A: rows 5/2/2/2/2, columns 1/1 1/1 3/3 1/2.
A = Nonogram(((5,), (2,), (2,), (2,), (2,)), ((1,), (1, 1), (1, 3), (3, 1), (2,)))
A_PICTURE = "#####\n...##\n..##.\n.##..\n..##.\n"
# Example B: rows 1/5/1/3/1 1, columns 1 1/1 1/4/1 1/1 1.
B = Nonogram(((1,), (5,), (1,), (3,), (1, 1)), ((1, 1), (1, 1), (4,), (1, 1), (1, 1)))
B_PICTURE = "..#..\n#####\n..#..\n.###.\n#...#\n"

def tatham_save(desc: str) -> str:
    """A new game of Pattern as Tatham's midend saves it (midend_serialise)."""
    fields = [("SAVEFILE", "Simon Tatham's Portable Puzzle Collection"), ("VERSION", "1"), ("GAME", "Pattern"),
              ("PARAMS", "5x5"), ("CPARAMS", "5x5"), ("DESC", desc), ("NSTATES", "1"), ("STATEPOS", "1")]
    return "".join(f"{key:<8}:{len(value)}:{value}\n" for key, value in fields)


A_TEXTS = {
    "json": """{"genre": "nonogram", "format_version": 1, "title": "A", "author": "", "license": "",
              "rows": [[5], [2], [2], [2], [2]],
              "columns": [[1], [1, 1], [1, 3], [3, 1], [2]]}""",
    "non": "title \"A\"\nwidth 5\nheight 5\n\nrows\n5\n2\n2\n2\n2\n\ncolumns\n1\n1,1\n1,3\n3,1\n2\n",
    "nin": "5 5\n5\n2\n2\n2\n2\n1\n1 1\n1 3\n3 1\n2\n",
    "sgt": "5x5:1/1.1/1.3/3.1/2/5/2/2/2/2\n",
    "picture": A_PICTURE,
    # The formats of issue 39, each written by hand from its own description (the module
    # docstrings name them): webpbn's pbn_fmt, Olsak's .g and .mk and CWD as pbnsolve documents
    # them, netpbm's plain PBM, Gnonograms' Filereader, nonogrid's hello.toml.
    "webpbn": """<?xml version="1.0"?>
<!DOCTYPE pbn SYSTEM "http://webpbn.com/pbn-0.3.dtd">
<puzzleset>
<puzzle type="grid" defaultcolor="black">
<source>hand-made</source>
<title>A</title>
<copyright>&copy; nobody</copyright>
<color name="white" char=".">fff</color>
<color name="black" char="X">000</color>
<clues type="columns">
<line><count>1</count></line>
<line><count>1</count><count>1</count></line>
<line><count>1</count><count>3</count></line>
<line><count>3</count><count>1</count></line>
<line><count>2</count></line>
</clues>
<clues type="rows">
<line><count>5</count></line>
<line><count>2</count></line><line><count>2</count></line>
<line><count>2</count></line><line><count>2</count></line>
</clues>
</puzzle>
</puzzleset>
""",
    "g": "Example A, free text before the first colon line\n:rows ----\n5\n2\n2\n2\n2\n"
         ":columns ----\n1\n1 1\n1 3\n3 1\n2\n:\nfree text again\n",
    "mk": "5 5\n5\n2\n2\n2\n2\n#\n1\n1 1\n1 3\n3 1\n2\n",
    "cwd": "5\n5\n5\n2\n2\n2\n2\n\n1\n1 1\n1 3\n3 1\n2\n",
    "pbm": "P1\n# example A\n5 5\n1 1 1 1 1\n0 0 0 1 1\n0 0 1 1 0\n0 1 1 0 0\n0 0 1 1 0\n",
    "gno": "[Description]\nA\n\n2024-01-01\n0\n[Dimensions]\n5\n5\n[Row clues]\n5\n2\n2\n2\n2\n"
           "[Column clues]\n1\n1,1\n1,3\n3,1\n2\n",
    "nonogrid": "# example A\n[clues]\ncolumns = '1, 1 1, 1 3, 3 1, 2'\nrows = \"\"\"\n  5 ; top\n  2, 2\n  2, 2\n\"\"\"\n",
    "puzzlink": "https://puzz.link/p?nonogram/5/5/1h11g31g13g2h5h2h2h2h2h",
    # pzprjs's test scripts write a file on one line, '/' for each line break
    "pzprv3": "pzprv3/nonogram/5/5/. . . . . . . . /. . . . 1 1 3 . /. . . 1 1 3 1 2 /. . 5 . . . . . /"
              ". . 2 . . . . . /. . 2 . . . . . /. . 2 . . . . . /. . 2 . . . . . /",
    "sav": tatham_save("1/1.1/1.3/3.1/2/5/2/2/2/2"),
}
B_TEXTS = {
    "json": """{"genre": "nonogram", "format_version": 1,
              "rows": [[1], [5], [1], [3], [1, 1]],
              "columns": [[1, 1], [1, 1], [4], [1, 1], [1, 1]],
              "goal": ["..#..", "#####", "..#..", ".###.", "#...#"]}""",
    "non": "width 5\nheight 5\nrows\n1\n5\n1\n3\n1,1\ncolumns\n1,1\n1,1\n4\n1,1\n1,1\n"
    'goal "0010011111001000111010001"\n',
    "nin": "5 5\n1\n5\n1\n3\n1 1\n1 1\n1 1\n4\n1 1\n1 1\n",
    "sgt": "5x5:1.1/1.1/4/1.1/1.1/1/5/1/3/1.1",
    "picture": B_PICTURE,
    "webpbn": """<?xml version="1.0" encoding="UTF-8"?>
<puzzleset><puzzle>
<solution type="goal"><image>
|..X..|
|XXXXX|
|..X..|
|.XXX.|
|X...X|
</image></solution>
</puzzle></puzzleset>""",
    "g": "B\n#d\n 0:  white\n 1:* black\n: rows\n1\n5\n1\n3\n1 1\n: columns\n1 1\n1 1\n4\n1 1\n1 1\n",
    "mk": "5 5\n1\n5\n1\n3\n1 1\n#\n1 1\n1 1\n4\n1 1\n1 1\n",
    "cwd": "5\n5\n1\n5\n1\n3\n1 1\n\n1 1\n1 1\n4\n1 1\n1 1\n",
    "pbm": "P1 5 5 0010011111001000111010001\n",
    "gno": "[Dimensions]\n5\n5\n[Row clues]\n1\n5\n1\n3\n1,1\n[Column clues]\n1,1\n1,1\n4\n1,1\n1,1\n"
           "[Solution]\n1 1 2 1 1 \n2 2 2 2 2 \n1 1 2 1 1 \n1 2 2 2 1 \n2 1 1 1 2 \n[Working grid]\n"
           + "0 0 0 0 0 \n" * 5 + "[State]\nGAME_STATE_SETTING\n",
    "nonogrid": "[clues]\nrows = \"1, 5, 1, 3, '1 1'\"\ncolumns = \"\"\"\n1 1, 1 1\n4\n# a comment line\n1 1, 1 1\n\"\"\"\n"
                "[colors]\ndefs = []\n",
    "puzzlink": "http://pzv.jp/p.html?nonogram/5/5/11g11g4h11g11g1h5h1h3h11g",
    "pzprv3": "pzprv3\nnonogram\n5\n5\n. . . . . . . . \n. . . 1 1 . 1 1 \n. . . 1 1 4 1 1 \n"
              ". . 1 # # # # # \n. . 5 . # . . . \n. . 1 . . . . . \n. . 3 . . . . . \n. 1 1 . . . . . \n",
    "sav": tatham_save("1.1/1.1/4/1.1/1.1/1/5/1/3/1.1"),
}
GOAL_FORMATS = {"json", "non", "picture", "webpbn", "pbm", "gno"}  # the formats that carry the goal


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("texts, expected", [(A_TEXTS, A), (B_TEXTS, B)], ids=["A", "B"])
def test_worked_examples_parse_from_every_format(fmt, texts, expected):
    assert read(texts[fmt], fmt) == expected
    assert detect_format(texts[fmt]) == fmt
    assert read(texts[fmt]) == expected


def test_worked_example_goals_are_kept():
    assert read(B_TEXTS["json"]).goal.tolist() == read(B_PICTURE).goal.tolist()
    assert read(B_TEXTS["non"]).goal.tolist() == read(B_PICTURE).goal.tolist()
    assert satisfies(B, read(B_PICTURE).goal)
    assert satisfies(A, read(A_PICTURE).goal)


def test_worked_example_json_metadata():
    assert read(A_TEXTS["json"]).title == "A"
    assert read(A_TEXTS["non"]).title == "A"


# --------------------------------------------------------------------------- round trips


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("picture", [A_PICTURE, B_PICTURE], ids=["A", "B"])
def test_write_then_read_gives_the_same_puzzle(fmt, picture):
    puzzle = read(picture, "picture")
    again = read(write(puzzle, fmt), fmt)
    assert again == puzzle
    if fmt in GOAL_FORMATS:
        assert np.array_equal(again.goal, puzzle.goal)


pictures = hnp.arrays(
    np.int8,
    shape=st.tuples(st.integers(1, 12), st.integers(1, 12)),
    elements=st.integers(0, 1),
)


@settings(max_examples=150, deadline=None)
@given(pictures)
def test_random_pictures_round_trip_through_every_format(picture):
    puzzle = clues_from_picture(picture)
    for fmt in FORMATS:
        text = write(puzzle, fmt)
        assert detect_format(text) == fmt
        again = read(text)
        assert again == puzzle, fmt
        if fmt in GOAL_FORMATS:
            assert np.array_equal(again.goal, picture), fmt


def test_metadata_round_trips_through_json_and_non():
    puzzle = Nonogram(
        A.rows, A.cols, title='Say "hi" & <bye>', author="Ann Ö", license="CC-BY-SA-4.0",
        extra={"copyright": "© 2024 Ann"},
    )
    for fmt in ("json", "non"):
        again = read(write(puzzle, fmt), fmt)
        assert (again.title, again.author, again.license) == (puzzle.title, puzzle.author, puzzle.license)
    assert read(write(puzzle, "non")).extra["copyright"] == "© 2024 Ann"
    # A license that is not an SPDX code is written as a quoted description.
    free = Nonogram(A.rows, A.cols, license="free for personal use")
    assert 'license "free for personal use"' in write(free, "non")
    assert read(write(free, "non")).license == "free for personal use"


def test_copyright_and_catalogue_round_trip_through_json():
    # A CC-BY puzzle must keep its attribution when it goes .non -> JSON -> .non.
    non = (
        'catalogue "db #12"\ntitle "A"\nby "Ann"\ncopyright "© 2024 Ann &amp; Bo"\n'
        "license CC-BY-4.0\n" + A_TEXTS["non"].split("\n", 1)[1]
    )
    puzzle = read(non, "non")
    assert puzzle.extra == {"copyright": "© 2024 Ann & Bo", "catalogue": "db #12"}
    text = write(puzzle, "json")
    data = json.loads(text)
    assert (data["copyright"], data["catalogue"], data["format_version"]) == (
        "© 2024 Ann & Bo", "db #12", 1,
    )
    again = read(text, "json")
    assert again.extra == puzzle.extra and again.license == "CC-BY-4.0"
    assert read(write(again, "non"), "non").extra == puzzle.extra
    # Both keys are optional: absent (or empty) they are not written, and files without
    # them read as before.
    plain = write(A, "json")
    assert "copyright" not in plain and "catalogue" not in plain
    assert read(plain).extra == {}
    assert read(json_text(copyright="", catalogue=None)).extra == {}
    expect_error(json_text(copyright=["Ann"]), "json", "'copyright' must be a string")


def test_json_layout_is_one_clue_per_line_and_valid_json():
    text = write(read(B_PICTURE), "json")
    data = json.loads(text)
    assert data["genre"] == "nonogram" and data["format_version"] == 1
    assert data["rows"][4] == [1, 1] and data["goal"][1] == "#####"
    assert "    [1, 1],\n" in text
    assert json.loads(write(A, "json"))["goal"] is None


def test_empty_lines_are_written_as_each_format_expects():
    puzzle = clues_from_picture(np.array([[0, 0], [1, 0]]))
    assert write(puzzle, "sgt") == "2x2:1///1\n"  # Tatham: nothing between the slashes
    assert write(puzzle, "nin").splitlines()[1] == "0"
    assert "rows\n0\n1\n" in write(puzzle, "non")
    assert '"rows": [\n    [],' in write(puzzle, "json")


def test_empty_clues_read_as_zero_or_blank():
    expected = clues_from_picture(np.array([[0, 0], [1, 0]]))
    assert read("2 2\n0\n1\n1\n0\n") == expected
    assert read("2 2\n\n1\n1\n\n", "nin") == expected
    assert read("2x2:1//0/1") == expected  # "0" for an empty clue is accepted too
    assert read("width 2\nheight 2\nrows\n0\n1\ncolumns\n1\n\n") == expected


def test_picture_accepts_the_other_spellings():
    assert read("X-\n-1\n", "picture") == read("#.\n.#\n")
    assert read("10\n01\n") == read("#.\n.#\n")


def test_picture_write_needs_a_goal():
    with pytest.raises(PuzzleFormatError, match="picture format needs a goal picture"):
        write(A, "picture")


# --------------------------------------------------------------------------- files


def test_extensions():
    assert EXTENSIONS == {".json": "json", ".non": "non", ".nin": "nin", ".sgt": "sgt", ".pic": "picture",
                          ".url": "puzzlink", ".pzpr": "pzprv3", ".xml": "webpbn", ".g": "g", ".mk": "mk",
                          ".cwd": "cwd", ".pbm": "pbm", ".gno": "gno", ".toml": "nonogrid", ".sav": "sav"}
    assert formats.format_from_path("x/y.PNG") == "png"  # binary: BINARY_FORMATS, not FORMATS
    assert set(EXTENSIONS.values()) == set(FORMATS)
    assert formats.format_from_path("x/y.TXT") is None


@pytest.mark.parametrize("fmt", FORMATS)
def test_write_file_then_read_file(tmp_path, fmt):
    puzzle = read(B_PICTURE)
    suffix = {v: k for k, v in EXTENSIONS.items()}[fmt]
    path = tmp_path / f"b{suffix}"
    write_file(path, puzzle)
    assert read_file(path) == puzzle
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # no temp file left behind


def test_write_file_replaces_and_keeps_the_old_file_on_failure(tmp_path):
    path = tmp_path / "a.json"
    write_file(path, A)
    write_file(path, B)
    assert read_file(path) == B
    with pytest.raises(PuzzleFormatError):
        write_file(path, B, "picture")  # no goal
    assert read_file(path) == B
    assert len(list(tmp_path.iterdir())) == 1


def test_write_file_mode_follows_umask(tmp_path):
    path = tmp_path / "a.nin"
    write_file(path, A)
    if os.name == "posix":
        umask = os.umask(0)
        os.umask(umask)
        assert path.stat().st_mode & 0o777 == 0o666 & ~umask


def test_write_file_unknown_extension(tmp_path):
    with pytest.raises(PuzzleFormatError, match=r"extension '\.xyz'"):
        write_file(tmp_path / "a.xyz", A)
    write_file(tmp_path / "a.xyz", A, "sgt")
    assert read_file(tmp_path / "a.xyz") == A  # detected from the content


def test_txt_is_detected_from_content(tmp_path):
    (tmp_path / "ids.txt").write_text("\n" + A_TEXTS["sgt"] + B_TEXTS["sgt"] + "\n")
    assert read_file(tmp_path / "ids.txt") == A  # the first ID
    assert read_sgt_lines((tmp_path / "ids.txt").read_text()) == [A, B]
    (tmp_path / "pic.txt").write_text(A_PICTURE)
    assert read_file(tmp_path / "pic.txt") == A


def test_explicit_format_beats_the_extension(tmp_path):
    path = tmp_path / "a.json"
    path.write_text(A_TEXTS["nin"])
    assert read_file(path, "nin") == A
    with pytest.raises(PuzzleFormatError, match="bad JSON"):
        read_file(path)


def test_read_file_accepts_crlf_and_bom(tmp_path):
    path = tmp_path / "a.non"
    path.write_bytes(b"\xef\xbb\xbf" + A_TEXTS["non"].replace("\n", "\r\n").encode())
    assert read_file(path) == A


# --------------------------------------------------------------------------- bad input


def expect_error(text, fmt, *fragments, line=None):
    with pytest.raises(PuzzleFormatError) as caught:
        read(text, fmt)
    message = str(caught.value)
    assert "\n" not in message
    for fragment in fragments:
        assert fragment in message, message
    if line is not None:
        assert caught.value.line == line
        assert message.startswith(f"line {line}: ")
    return caught.value


@pytest.mark.parametrize("fmt", [*FORMATS, None])
@pytest.mark.parametrize("text", ["", "   \n\n  \n"])
def test_empty_input(fmt, text):
    expect_error(text, fmt, "empty file")


@pytest.mark.parametrize(
    "data, fragment, line",
    [
        (b"5 5\n\x00\x01\x02", "binary file", 2),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "binary file", 3),
        (b"width 5\n\xff\xfe junk", "not UTF-8", 2),
    ],
)
@pytest.mark.parametrize("suffix", [s for s in [*EXTENSIONS, ".txt"] if s != ".pbm"])
def test_binary_junk_is_rejected(tmp_path, data, fragment, line, suffix):
    # (.pbm may be binary, and a .txt starting with PNG's signature is read as a PNG: both
    # have their own bad-input tests in test_nonogram_wild_formats.py.)
    if suffix == ".txt" and data.startswith(b"\x89PNG"):
        pytest.skip("a PNG signature: read as a PNG")
    path = tmp_path / f"junk{suffix}"
    path.write_bytes(data)
    with pytest.raises(PuzzleFormatError, match=fragment) as caught:
        read_file(path)
    assert caught.value.line == line


def test_unknown_format_name():
    expect_error("5 5", "xyz", "unknown format 'xyz'")
    with pytest.raises(PuzzleFormatError, match="unknown format"):
        write(A, "gif")


def test_undetectable_text():
    expect_error("hello world\n", None, "cannot tell the format", line=1)


# --- JSON


def json_text(**changes):
    data = {"genre": "nonogram", "format_version": 1, "rows": [[1], [1]], "columns": [[1], [1]]}
    data.update(changes)
    return json.dumps({k: v for k, v in data.items() if v is not ...})


@pytest.mark.parametrize("key", ["genre", "format_version", "rows", "columns"])
def test_json_missing_keys(key):
    expect_error(json_text(**{key: ...}), "json", f"missing key '{key}'")


def test_json_wrong_genre_and_versions():
    expect_error(json_text(genre="galaxies"), "json", "genre is 'galaxies'")
    expect_error(json_text(format_version=2), "json", "format_version 2 is newer")
    expect_error(json_text(format_version=0), "json", "unknown format_version 0")
    expect_error(json_text(format_version="1"), "json", "unknown format_version '1'")


def test_json_bad_syntax_names_the_line():
    expect_error('{\n  "genre": "nonogram",\n  "rows": [[1]\n}', "json", "bad JSON", line=4)
    expect_error("[1, 2]", "json", "must be a JSON object")
    expect_error("{" * 100000, "json", "bad JSON")
    expect_error("[" * 100000 + "]" * 100000, "json", "nested more than")
    expect_error('{"rows": ' + "9" * 5000 + "}", "json", "too many digits")
    # Two 4300-digit clue numbers sum past what str() will print (the 10^5 fuzz run found it).
    huge = int("9" * 4300)
    expect_error(json_text(rows=[[huge, huge], [1]]), "json", "row 1 clue >10^9 >10^9 needs >10^9 cells")


@pytest.mark.parametrize("text, fmt, fragment", [
    ("³x3:1/1/1/1/1/1\n", "sgt", "a Pattern game ID looks like"),
    ("3x3:1/1/1/1/1/³\n", "sgt", "'³' is not a number"),
    ("3 ٣\n1\n1\n1\n1\n1\n1\n", "nin", "'٣' is not a number"),
    ("width ３\n", "non", "'３' is not a number"),
])
def test_unicode_digits_are_not_numbers(text, fmt, fragment):
    expect_error(text, fmt, fragment)


def test_json_clue_problems():
    expect_error(json_text(rows=[[1], [3]]), "json", "row 2 clue 3 needs 3 cells but the row has 2")
    expect_error(json_text(rows=[[1], [1, 1]]), "json", "needs 3 cells")
    expect_error(json_text(rows=[[1], []]), "json", "row clues fill 1 cells but the column clues fill 2")
    expect_error(json_text(rows=[["a"], [1]]), "json", "'rows' item 1 must be a list of whole numbers")
    expect_error(json_text(rows=[[1], [True]]), "json", "whole numbers")
    expect_error(json_text(rows=[[1], [0]]), "json", "row 2: clue numbers must be positive")
    expect_error(json_text(rows=[[1], [1.5]]), "json", "whole numbers")
    expect_error(json_text(rows="1 1"), "json", "'rows' must be a list")
    expect_error(json_text(title=5), "json", "'title' must be a string")


def test_json_sizes():
    big = [[1]] + [[]] * MAX_SIZE
    expect_error(json_text(rows=big, columns=[[1]]), "json", "height 201 is more than the maximum 200")
    expect_error(json_text(rows=[], columns=[]), "json", "width must be at least 1")


def test_json_goal_problems():
    expect_error(json_text(goal=["#.", ".x"]), "json", "goal row 2: unknown character 'x'")
    expect_error(json_text(goal=["#.", "."]), "json", "different lengths")
    expect_error(json_text(goal=["#."]), "json", "goal picture is 2x1 but the puzzle is 2x2")
    expect_error(json_text(goal=["##", ".."]), "json", "the goal's row 1 reads 2 but its clue is 1")
    expect_error(json_text(goal=["#.", "#."]), "json", "the goal's column 1 reads 2 but its clue is 1")
    expect_error(json_text(goal="##.."), "json", "'goal' must be a list of strings")
    assert read(json_text(goal=None)).goal is None
    assert read(json_text(goal=["#.", ".#"])).goal.tolist() == [[1, 0], [0, 1]]


# --- .non

NON = "title \"t\"\nwidth 2\nheight 2\n\nrows\n1\n1\n\ncolumns\n1\n1\n"


@pytest.mark.parametrize("key", ["width", "height", "rows", "columns"])
def test_non_missing_keys(key):
    lines = NON.splitlines()
    if key in ("rows", "columns"):
        start = lines.index(key)
        lines[start : start + 3] = []
    else:
        lines = [line for line in lines if not line.startswith(key)]
    expect_error("\n".join(lines), "non", key)


def test_non_order_and_counts():
    expect_error("rows\n1\n1\nwidth 2\nheight 2\ncolumns\n1\n1\n", "non", "'rows' must come after 'height'", line=1)
    expect_error(NON.replace("rows\n1\n1\n\n", "rows\n1\n"), "non", "'rows' has 1 clue lines but height is 2", line=5)
    # A blank line may be an empty row (FORMAT.md), so a missing row before the blank
    # separator shows up as clue totals that differ.
    expect_error(NON.replace("rows\n1\n1\n", "rows\n1\n"), "non", "row clues fill 1 cells but the column clues fill 2")
    expect_error(NON.replace("rows\n1\n1\n", "rows\n1\n1\n1\n"), "non", "'rows' has 3 clue lines", line=5)


def test_non_clue_problems():
    expect_error(NON.replace("rows\n1\n1", "rows\n1\n2,1"), "non",
                 "row 2 clue 2 1 needs 4 cells but the row has 2", line=7)
    expect_error(NON.replace("rows\n1\n1", "rows\n1\n2"), "non", "row clues fill 3 cells but the column clues fill 2")
    expect_error(NON.replace("rows\n1\n1", "rows\n1\nx"), "non", "row 2: 'x' is not a number", line=7)
    expect_error(NON.replace("columns\n1\n1", "columns\n1\n1,0"), "non", "column 2: clue numbers must be positive", line=11)
    expect_error(NON.replace("rows\n1\n1", "rows\n1\n1a"), "non", "colour clues", line=7)
    expect_error("color a #ff0000\n" + NON, "non", "colour nonograms are not supported", line=1)


def test_non_sizes_and_numbers():
    expect_error(NON.replace("width 2", "width 201"), "non", "width 201 is more than the maximum 200", line=2)
    expect_error(NON.replace("height 2", "height 0"), "non", "height must be at least 1", line=3)
    expect_error(NON.replace("width 2", "width two"), "non", "width: 'two' is not a number", line=2)
    expect_error(NON.replace("width 2", "width 99999999999999"), "non", "too large", line=2)


def test_non_goal_problems():
    expect_error(NON + 'goal "100"\n', "non", "goal has 3 cells but a 2x2 puzzle needs 4", line=12)
    expect_error(NON + 'goal "1100"\n', "non", "the goal's row 1 reads 2 but its clue is 1", line=12)
    assert read(NON + "goal 1001\n").goal.tolist() == [[1, 0], [0, 1]]  # unquoted is fine


def test_non_ignores_unknown_lines_and_unescapes():
    text = 'title "a &amp; b"\nwhatever this is\n' + NON.replace('title "t"\n', "")
    assert read(text).title == "a & b"


# --- .nin


def test_nin_problems():
    expect_error("2\n1\n1\n1\n1\n", "nin", "first line must be 'width height'", line=1)
    expect_error("2 x\n1\n1\n1\n1\n", "nin", "'x' is not a number", line=1)
    expect_error("201 2\n", "nin", "width 201 is more than the maximum 200", line=1)
    expect_error("2 2\n1\n1\n1\n", "nin", "expected 4 clue lines (2 rows + 2 columns) but the file has 3", line=4)
    assert read("2 2\n1\n\n1\n\n", "nin").cols[1] == ()  # but an explicit blank line is an empty clue
    expect_error("2 2\n1\n1\n1\n1\n1\n", "nin", "more than 4 clue lines", line=6)
    expect_error("2 2\n1\n3\n1\n1\n", "nin", "row 2 clue 3 needs 3 cells but the row has 2", line=3)
    expect_error("2 2\n1\n1\n1\n2\n", "nin", "row clues fill 2 cells but the column clues fill 3")
    expect_error("2 2\n1\n1 a\n1\n1\n", "nin", "row 2: 'a' is not a number", line=3)
    expect_error("2 2\n1\n1\n1\n-1\n", "nin", "column 2: '-1' is not a number", line=5)
    assert read("2 2\n1\n1\n1\n1\n\n\n") == read("2 2\n1\n1\n1\n1")  # trailing blank lines


# --- Tatham IDs


def test_sgt_problems():
    expect_error("2x2:1/1/1", "sgt", "expected 4 clues (2 columns + 2 rows) but found 3", line=1)
    expect_error("\n2x2:1/1/1/1/1", "sgt", "found 5", line=2)
    expect_error("2x2:1/3/1/1", "sgt", "column 2 clue 3 needs 3 cells but the column has 2")
    expect_error("2x2:1/1/1/2", "sgt", "row clues fill 3 cells but the column clues fill 2")
    expect_error("2x2:1/a/1/1", "sgt", "column 2: 'a' is not a number")
    expect_error("2x2:1/1..1/1/1", "sgt", "column 2: an empty item is not a number")
    expect_error("300x2:1/1", "sgt", "width 300 is more than the maximum 200")
    expect_error("2x2#12345", "sgt", "random seed")
    expect_error("hello", "sgt", "a Pattern game ID looks like")
    with pytest.raises(PuzzleFormatError) as caught:
        read_sgt_lines("1x1:1/1\n\n2x2:1/1/1\n")
    assert caught.value.line == 3


def test_sgt_square_shorthand_and_hint_suffix():
    assert read("5:1/1.1/1.3/3.1/2/5/2/2/2/2", "sgt") == A
    assert read("5x5:1/1.1/1.3/3.1/2/5/2/2/2/2,aBz") == A  # pre-filled cells are ignored


# --- picture


def test_picture_problems():
    expect_error("##\n#\n", "picture", "ragged picture: this row has 1 cells but the first has 2", line=2)
    expect_error("##\n\n##\n", "picture", "ragged", line=2)
    expect_error("##\n#q\n", "picture", "unknown character 'q' at column 2", line=2)
    expect_error("#" * 201, "picture", "width 201 is more than the maximum 200", line=1)
    expect_error("#\n" * 201, "picture", "height 201")
    expect_error("\n\n##\n# #\n", None, "unknown character ' '", line=4)


# --- validate on hand-made puzzles


def test_validate_checks_hand_made_puzzles():
    assert validate(A) is A
    with pytest.raises(PuzzleFormatError, match="row 1 clue 6 needs 6 cells but the row has 5"):
        validate(Nonogram(((6,),) + A.rows[1:], A.cols))
    with pytest.raises(PuzzleFormatError, match="goal picture is 4x5"):
        validate(Nonogram(A.rows, A.cols, goal=np.zeros((5, 4), dtype=np.int8)))
    with pytest.raises(PuzzleFormatError, match="only hold 0 and 1"):
        validate(Nonogram(A.rows, A.cols, goal=np.full((5, 5), 2)))
    with pytest.raises(PuzzleFormatError, match="the row clues fill 14"):
        write(Nonogram(((5,), (3,), (2,), (2,), (2,)), A.cols), "nin")


# --------------------------------------------------------------------------- real data


def test_every_nonogram_db_file_reads():
    files = sorted(needs_data("nonogram-db/db").rglob("*.non"))
    assert files
    for path in files:
        puzzle = read_file(path)
        assert puzzle.goal is not None and satisfies(puzzle, puzzle.goal), path
        assert puzzle.title and puzzle.license, path
        assert read(write(puzzle, "non")) == puzzle
        assert read(write(puzzle, "json")) == puzzle


def test_nonogram_db_demo_matches_format_md():
    puzzle = read_file(needs_data("nonogram-db/db") / "webpbn" / "1.non")
    assert (puzzle.width, puzzle.height) == (5, 10)
    assert puzzle.rows[1] == (2, 1) and puzzle.cols[2] == (7,)
    assert puzzle.author == "Jan Wolter" and puzzle.license == "CC-BY-3.0"
    assert puzzle.extra["copyright"].startswith("©")


def test_every_survey_nin_reads():
    folder = needs_data("survey")
    files = sorted(folder.glob("*.nin"))
    assert len(files) >= 6
    sizes = {path.stem: read_file(path).shape for path in files}
    assert sizes["faase"] == (95, 80)  # 80 wide, 95 tall
    assert read_file(folder / "webpbn-00803.nin").rows[0] == ()  # a "0" line


def test_knotty_solution_picture_matches_its_puzzle():
    folder = needs_data("survey")
    picture = read_file(folder / "knotty-solution-1.txt")
    puzzle = read_file(folder / "knotty.nin")
    assert picture == puzzle
    assert satisfies(puzzle, picture.goal)


def test_sgt_pattern_ids_match_their_nin_conversions():
    folder = needs_data("sgt-pattern")
    for size in (20, 25):
        text = (folder / f"pattern-{size}x{size}.txt").read_text()
        puzzles = read_sgt_lines(text)
        assert len(puzzles) == 20
        assert read(text) == puzzles[0]
        for index, puzzle in enumerate(puzzles, start=1):
            assert puzzle.shape == (size, size)
            assert read_file(folder / "nin" / f"pattern-{size}x{size}-{index:02d}.nin") == puzzle
            assert read(write(puzzle, "sgt")) == puzzle


def test_taai_batches_and_solutions():
    folder = needs_data("taai")
    questions = sorted((folder / "question").glob("*.txt"))
    assert questions
    for path in questions:
        batch = read_taai_batch(path.read_text())
        assert len(batch) == 1000
        assert [name for name, _ in batch[:3]] == ["1", "2", "3"]
        assert all(p.shape == (25, 25) for _, p in batch)
        solution_path = folder / "solution" / path.name
        if solution_path.exists():
            grids = read_taai_solutions(solution_path.read_text())
            assert len(grids) == 1000
            # Every listed solution satisfies its puzzle (a sample keeps the test quick).
            for (name, puzzle), grid in list(zip(batch, grids))[::25]:
                assert satisfies(puzzle, grid), (path.name, name)


# --- TAAI bad input (synthetic, so these run without the data)


def taai_block(name="$1", cols=None, rows=None):
    cols = cols if cols is not None else ["1"] * 25
    rows = rows if rows is not None else ["1"] * 25
    return "\n".join([name, *cols, *rows]) + "\n"


def read_taai(text):
    with pytest.raises(PuzzleFormatError) as caught:
        read_taai_batch(text)
    assert "\n" not in str(caught.value)
    return caught.value


def test_taai_reads_variants():
    diagonal = read_taai_batch(taai_block("$7$") + taai_block("$8").replace("\n", "\r\n"))
    assert [name for name, _ in diagonal] == ["7", "8"]
    cols = ["0", ""] + ["1"] * 23
    rows = ["0", ""] + ["1"] * 23
    (_, puzzle), = read_taai_batch(taai_block(cols=cols, rows=rows))
    assert puzzle.cols[:2] == ((), ()) and puzzle.rows[2] == (1,)
    assert read_taai_batch(taai_block(rows=["1\t1"] + ["1"] * 24, cols=["2"] + ["1"] * 24))


def test_taai_problems():
    error = read_taai("hello\n")
    assert error.line == 1 and "expected a '$<number>' line" in str(error)
    error = read_taai(taai_block()[: -len("1\n") * 3] + taai_block("$2"))
    assert "puzzle $1 has 47 clue lines, expected 50" in str(error) and error.line == 1
    error = read_taai(taai_block(rows=["26"] + ["1"] * 24))
    assert "puzzle $1: row 1 clue 26 needs 26 cells" in str(error) and error.line == 27
    error = read_taai(taai_block(rows=["2"] + ["1"] * 24))
    assert "puzzle $1: the row clues fill 26 cells but the column clues fill 25" in str(error)
    error = read_taai(taai_block(rows=["1\tx"] + ["1"] * 24))
    assert "puzzle $1 row 1: 'x' is not a number" in str(error) and error.line == 27
    assert "empty file" in str(read_taai(""))


def test_taai_solution_problems():
    good = "$1$\n" + "\n".join(["\t".join("0" * 25)] * 25) + "\n"
    assert read_taai_solutions(good)[0].shape == (25, 25)
    with pytest.raises(PuzzleFormatError, match="25 values of 0 or 1") as caught:
        read_taai_solutions(good.replace("\t".join("0" * 25), "\t".join("0" * 24), 1))
    assert caught.value.line == 2
    with pytest.raises(PuzzleFormatError, match="25 values of 0 or 1") as caught:
        read_taai_solutions(good[: good.rindex("0\n", 0, -2)])
    with pytest.raises(PuzzleFormatError, match="expected a '\\$<number>' line"):
        read_taai_solutions("0\t1\n")
