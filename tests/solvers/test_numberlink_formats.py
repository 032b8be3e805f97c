"""Numberlink formats: every reader/writer round-trips, and every bad input is one clear error."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from solvers.errors import PuzzleFormatError
from solvers.numberlink import formats
from solvers.numberlink.model import Numberlink, board_from_paths
from solvers.numberlink.rules import check

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "numberlink"

SMALL = Numberlink(4, 3, ("A", "B"), (((0, 0), (2, 0)), ((0, 1), (0, 3))))
TEXT = "# a comment\n4 3\nAB.B\n....\nA...\n"


# Formats that are a solution (a Flow Free level's paths, an ADC answer): tests/solvers/test_numberlink_packs.py.
SOLUTION_FORMATS = ("adc-answer", "flow-level")


@pytest.mark.parametrize("fmt", [f for f in formats.FORMATS if f not in SOLUTION_FORMATS])
def test_round_trip(fmt):
    back = formats.read(formats.write(SMALL, fmt), fmt)
    assert back == SMALL
    assert formats.detect_format(formats.write(SMALL, fmt)) == fmt


def test_text_reads_labels_and_comments():
    puzzle = formats.read(TEXT)
    assert (puzzle.width, puzzle.height) == (4, 3)
    assert puzzle == SMALL


def test_json_keeps_big_numbers_metadata_and_solution():
    paths = (((0, 0), (1, 0), (2, 0)), ((0, 1), (1, 1), (1, 2), (0, 2), (0, 3)))
    puzzle = Numberlink(4, 3, ("1234", "7"), SMALL.endpoints, title="t", author="me", solution=paths)
    back = formats.read(formats.write(puzzle, "json"))
    assert back.labels == ("1234", "7") and back.solution == paths and back.title == "t"
    assert json.loads(formats.write(puzzle))["genre"] == "numberlink"


def test_puzzlink_big_numbers_and_long_gaps():
    # nikoli rules: written as numlin, which keeps numbers up to 1126351
    puzzle = Numberlink(30, 2, ("300", "20"), (((0, 0), (1, 29)), ((0, 29), (1, 0))), extra={"rules": "nikoli"})
    url = formats.write(puzzle, "puzzlink")
    assert "numlin/" in url and "+12c" in url and "-14" in url and "z" in url
    assert formats.read(url) == puzzle
    # fill rules (the default): arukone, whose 52 letters renumber the pairs
    fill = Numberlink(30, 2, ("300", "20"), puzzle.endpoints)
    url = formats.write(fill, "puzzlink")
    assert url == "https://puzz.link/p?arukone/30/2/1zn22zn1\n"
    assert formats.read(url) == fill and formats.read(url).extra["rules"] == "fill"


def test_adc_three_d_header_with_one_layer():
    text = "SIZE 4X3X1\nLINE_NUM 2\nLINE#1 (0,0,1) (0,2,1)\nLINE#2 (1,0,1)-(3,0,1)\n"
    assert formats.read(text) == SMALL


def test_flow_format():
    assert formats.read("AB.B\n....\nA...\n", "flow") == SMALL


BAD = [
    ("text", "4 3\nAB.B\n....\nA...\nC...\n", "line 5"),
    ("text", "4 3\nAB.B\n....\n", "only 2 rows"),
    ("text", "4 3\nAB.B\n...\nA...\n", "line 3: row 2 has 3 cells"),
    ("text", "4 3\nAB.B\n....\nA.B.\n", "label 'B' appears 3 times"),
    ("text", "4 3\nAB..\n....\nA...\n", "line 2: label 'B' appears 1 time"),
    ("text", "4 x\nAB.B\n", "expected 'W H'"),
    ("text", "101 1\n" + "A" + "." * 99 + "A\n", "width must be 1..100"),
    ("text", "4 3\nAB B\n....\nA...\n", "unknown character ' '"),
    ("flow", "AB.B\n....\nA.*.\n", "unknown character '*'"),
    ("flow", "AB.B\n...\nA...\n", "row 2 has 3 cells"),
    ("puzzlink", "https://puzz.link/p?numlin/3/3/1g1z", "skips past the 9 places"),
    ("puzzlink", "https://puzz.link/p?numlin/3/3/1g2", "number 1 appears 1 time"),
    ("puzzlink", "https://puzz.link/p?numlin/3/3/1gX1", "unknown character 'X'"),
    ("puzzlink", "https://example.com/", "a puzz.link URL looks like"),
    ("adc", "SIZE 3X3X2\nLINE_NUM 1\nLINE#1 (0,0,1) (2,2,1)\n", "3-D"),
    ("adc", "SIZE 3X3\nLINE_NUM 1\nLINE#1 (0,0) (3,2)\n", "line 3: the cell (3,2) is outside"),
    ("adc", "SIZE 3X3\nLINE_NUM 2\nLINE#1 (0,0) (2,2)\n", "LINE#2 is missing"),
    ("adc", "SIZE 3X3\nLINE_NUM 2\nLINE#1 (0,0) (2,2)\nLINE#2 (0,0) (1,1)\n", "share the cell"),
    ("adc", "SIZE 3X3\nLINE 2\n", "LINE_NUM"),
    ("json", '{"genre": "numberlink", "format_version": 1, "width": 3, "height": 3, '
             '"pairs": [{"label": "1", "ends": [[0, 0], [3, 3]]}]}', "outside the 3x3 grid"),
    ("json", '{"genre": "numberlink", "format_version": 1, "width": 3, "height": 3, '
             '"pairs": [{"label": "1", "ends": [[0, 0]]}]}', "two [row, col] cells"),
    ("json", '{"genre": "numberlink", "format_version": 1, "width": 3, "height": 3, "pairs": '
             '[{"label": 1, "ends": [[0, 0], [0, 2]]}], "solution": [[[0, 0], [0, 2]]]}', "jumps"),
    ("json", '{"genre": "nonogram"}', "not 'numberlink'"),
    ("json", "{", "bad JSON"),
    # Issue 14: deep nesting (RecursionError), huge integers (AttributeError), '³' labels.
    ("json", "[" * 100_000 + "]" * 100_000, "nested"),
    ("json", '{"genre": "numberlink", "format_version": 1, "width": ' + "9" * 4301 + "}", "too many digits"),
    ("json", '{"genre": "numberlink", "format_version": 1, "width": 3, "height": 3, '
             '"pairs": [{"label": "³", "ends": [[0, 0], [0, 2]]}]}', "label '³'"),
    ("json", '{"genre": "numberlink", "format_version": 1, "width": 3, "height": 3, "pairs": '
             '[{"label": 1, "ends": [[0, 0], [0, 2]]}], "solution": [[[0, 0], [0, 1], [0, 2], '
             '[0, 3], [0, 2]]]}', "leaves the grid at [0, 3]"),
    ("text", "3 1\n³.³\n", "label '³'"),
    ("adc", "SIZE 3X3\nLINE_NUM 1\nLINE#1 (0,0) (³,2)\n", "a cell is (x,y)"),
    ("adc", "SIZE 3X3\nLINE_NUM 1\nLINE#1 (0,0) (" + "9" * 4301 + ",2)\n", "a cell is (x,y)"),
    ("adc", "SIZE ٣X3\nLINE_NUM 1\nLINE#1 (0,0) (2,2)\n", "expected 'SIZE WxH'"),
]


@pytest.mark.parametrize("fmt, text, message", BAD)
def test_bad_input_is_one_clear_error(fmt, text, message):
    with pytest.raises(PuzzleFormatError) as error:
        formats.read(text, fmt)
    assert message in str(error.value)
    assert "\n" not in str(error.value)


def test_detect_format_refuses_other_genres():
    for text in ("5 5\n1\n2\n", "#####\n.....\n", '{"genre": "nonogram"}', "hello"):
        with pytest.raises(PuzzleFormatError):
            formats.read(text)


def test_text_batch_reads_collections_until_the_end_marker():
    batch = formats.read_text_batch(TEXT + "\n2 1\nCC\n0 0\nignored\n")
    assert [name for name, _ in batch] == ["1_4x3", "2_2x1"]


def test_write_file_is_atomic_and_by_extension(tmp_path):
    for ext in formats.EXTENSIONS:
        path = tmp_path / f"p{ext}"
        formats.write_file(path, SMALL)
        assert formats.read_file(path) == SMALL
    assert not list(tmp_path.glob(".*tmp"))


@pytest.mark.skipif(not (DATA / "janko" / "janko_arukone.jsonl").exists(), reason="shared data absent")
def test_puzzlink_urls_and_solutions_of_the_janko_set():
    """The published puzz.link URL of each puzzle reads to its clues, writes back to itself, and
    the published solution passes the rules check."""
    lines = (DATA / "janko" / "janko_arukone.jsonl").read_text().splitlines()[:60]
    steps = {"n": (-1, 0), "s": (1, 0), "e": (0, 1), "w": (0, -1)}
    for line in lines:
        record = json.loads(line)
        puzzle = formats.read(record["pzprjs_url"])
        clues = {(r, c): str(v) for r, c, v in record["clues"]}
        assert {cell: label for label, ends in zip(puzzle.labels, puzzle.endpoints)
                for cell in ends} == clues
        assert formats.write(puzzle, "puzzlink").strip().endswith(record["pzprjs_url"].split("numlin/")[1])
        paths = []
        for start, _ in puzzle.endpoints:
            path, previous = [start], None
            while True:
                r, c = path[-1]
                nxt = [(r + steps[d][0], c + steps[d][1]) for d in record["solution_dirs"][r][c]]
                nxt = [cell for cell in nxt if cell != previous]
                if not nxt or (len(path) > 1 and path[-1] in clues):
                    break
                previous = path[-1]
                path.append(nxt[0])
            paths.append(path)
        board = board_from_paths(puzzle, paths)
        assert not check(puzzle, board, "fill" if record["solution_empty_cells"] == 0 else "nikoli")


@pytest.mark.skipif(not (DATA / "adc").exists(), reason="shared data absent")
def test_adc_two_d_question():
    puzzle = formats.read_file(DATA / "adc" / "adc2018_Questions_2018" / "Questions" / "Q2.txt", "adc")
    assert (puzzle.width, puzzle.height, puzzle.pairs) == (50, 50, 320)


@pytest.mark.parametrize("fmt", ["puzzlink", "adc", "text", "flow"])
def test_labels_that_are_not_ascii_numbers_are_renumbered_by_number_formats(fmt):
    """'³'.isdigit() is true but int('³') fails: writers must not take it for a number."""
    puzzle = Numberlink(3, 2, ("³", "٣"), (((0, 0), (0, 2)), ((1, 0), (1, 2))))
    back = formats.read(formats.write(puzzle, fmt), fmt)
    assert back == puzzle
    assert all(label.isascii() for label in back.labels)


def test_a_title_with_line_breaks_stays_on_its_comment_line():
    puzzle = Numberlink(3, 1, ("1",), (((0, 0), (0, 2)),), title="two\nlines\u2028and more")
    text = formats.write(puzzle, "text")
    assert text.startswith("# two lines and more\n")
    assert formats.read(text, "text") == puzzle


def test_a_one_row_flow_puzzle_is_detected_as_flow():
    """The 10^5 fuzz run: a one-row grid read as flow, but its own text was not detected."""
    puzzle = formats.read("1.2..1.2\n", "flow")
    assert formats.detect_format(formats.write(puzzle, "flow")) == "flow"
    assert formats.read(formats.write(puzzle, "flow")) == puzzle
