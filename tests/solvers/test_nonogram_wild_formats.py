"""The nonogram formats in the wild (issue 39): webpbn XML, Olsak's .g and .mk, CWD, PBM (P1 and
P4), PNG, Gnonograms' .gno and nonogrid's TOML. Examples written here from each format's own
description (the module docstrings name them), bad input for every reader, detection of each
against every other format and genre, and every writer round-tripped through its reader.

The worked examples A and B in every format are in test_nonogram_formats.py (parametrised over
FORMATS); this file holds what is particular to the new formats."""

from __future__ import annotations

import io
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from solvers.errors import PuzzleFormatError
from solvers.genres import GENRES, detect_genre, genre_of_text
from solvers.nonogram import formats
from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.formats import BINARY_FORMATS, FORMATS, detect_data_format, detect_format, read, read_data, write
from solvers.nonogram.model import MAX_SIZE, Nonogram

NEW_TEXT_FORMATS = ("webpbn", "g", "mk", "cwd", "pbm", "gno", "nonogrid")
GOAL_FORMATS = {"json", "non", "picture", "webpbn", "pbm", "gno", "png"}
PICTURE_ONLY = {"picture", "pbm", "png"}  # formats that hold the picture and nothing else

HEART = np.array([[0, 1, 0, 1, 0], [1, 1, 1, 1, 1], [1, 1, 1, 1, 1], [0, 1, 1, 1, 0], [0, 0, 1, 0, 0]], np.int8)
# A 4x3 puzzle with an empty row and an empty column: the lines a format must not lose.
HOLES = np.array([[1, 0, 1, 0], [0, 0, 0, 0], [1, 0, 1, 1]], np.int8)


def expect_error(source, fmt, *fragments):
    """One PuzzleFormatError, one line, naming each fragment; text or bytes."""
    with pytest.raises(PuzzleFormatError) as caught:
        read_data(source, fmt) if isinstance(source, bytes) else read(source, fmt)
    message = str(caught.value)
    assert "\n" not in message
    for fragment in fragments:
        assert fragment in message, message
    return caught.value


def png_bytes(picture: np.ndarray, scale: int = 1, mode: str = "1") -> bytes:
    from PIL import Image

    big = np.kron(np.asarray(picture, dtype=np.uint8), np.ones((scale, scale), dtype=np.uint8))
    image = Image.fromarray(((1 - big) * 255).astype(np.uint8), "L").convert(mode)
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


def p4_bytes(picture: np.ndarray, header: bytes | None = None) -> bytes:
    height, width = picture.shape
    header = header if header is not None else f"P4\n# a comment\n{width} {height}\n".encode()
    return header + np.packbits(np.asarray(picture, dtype=np.uint8), axis=1).tobytes()


# --------------------------------------------------------------------------- webpbn XML

WEBPBN_HEART = """<?xml version="1.0"?>
<!DOCTYPE pbn SYSTEM "http://webpbn.com/pbn-0.3.dtd">
<puzzleset>
<source>webpbn.com</source>
<puzzle type="grid" defaultcolor="black">
<id>#1</id>
<title>Heart</title>
<author>Somebody</author>
<copyright>&copy; Copyright 2024 by Somebody</copyright>
<color name="white" char="-">fff</color>
<color name="black" char="#">000</color>
<clues type="columns">
<line><count>2</count></line><line><count>4</count></line><line><count>4</count></line>
<line><count>4</count></line><line><count>2</count></line>
</clues>
<clues type="rows">
<line><count>1</count><count>1</count></line><line><count>5</count></line><line><count>5</count></line>
<line><count>3</count></line><line><count>1</count></line>
</clues>
<solution type="goal"><image>
|-#-#-|
|#####|
|#####|
|-###-|
|--#--|
</image></solution>
<solution type="saved"><image>|?????|?????|?????|?????|?????|</image></solution>
</puzzle>
</puzzleset>
"""


def test_webpbn_reads_clues_goal_and_metadata_with_the_dtd_named_and_html_entities():
    puzzle = read(WEBPBN_HEART)
    assert puzzle == clues_from_picture(HEART)
    assert np.array_equal(puzzle.goal, HEART)  # the chars declared by the colours
    assert (puzzle.title, puzzle.author) == ("Heart", "Somebody")
    assert puzzle.extra["copyright"] == "© Copyright 2024 by Somebody"
    assert detect_format(WEBPBN_HEART) == "webpbn"


def test_webpbn_set_of_several_puzzles_is_a_collection_and_its_encoding_is_its_own(tmp_path):
    second = write(clues_from_picture(HOLES), "webpbn")
    both = WEBPBN_HEART.replace("</puzzleset>", second[second.index("<puzzle "):])
    entries = formats.BATCH_FORMATS["webpbn-set"](both)
    assert [name for name, _ in entries] == ["#1", "2"]
    assert [p for _, p in entries] == [clues_from_picture(HEART), clues_from_picture(HOLES)]
    assert read(both) == clues_from_picture(HEART)  # the first, as pbnsolve reads it
    latin = WEBPBN_HEART.replace('<?xml version="1.0"?>', '<?xml version="1.0" encoding="ISO-8859-1"?>')
    latin = latin.replace("Somebody</author>", "Zoë</author>").encode("latin-1")
    path = tmp_path / "latin.xml"
    path.write_bytes(latin)
    assert detect_genre(path).name == "nonogram"
    assert formats.read_file(path).author == "Zoë"


def test_webpbn_empty_lines_and_metadata_round_trip():
    puzzle = clues_from_picture(HOLES, title='Holes & "quotes" <here>', author="Zoë")
    text = write(puzzle, "webpbn")
    again = read(text)
    assert again == puzzle and np.array_equal(again.goal, HOLES)
    assert (again.title, again.author) == (puzzle.title, puzzle.author)
    assert read(write(Nonogram(puzzle.rows, puzzle.cols), "webpbn")).goal is None


@pytest.mark.parametrize("text, fragment", [
    # colour puzzles: a third colour, or a block of another colour
    (WEBPBN_HEART.replace('<color name="black"', '<color name="red" char="r">f00</color><color name="black"'),
     "colour nonograms are not supported (colour 'red'"),
    (WEBPBN_HEART.replace("<count>5</count>", '<count color="red">5</count>', 1), "colour nonograms are not supported"),
    # the defences: no entity declarations, no internal DTD, nothing external
    ('<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>'
     "<puzzleset><puzzle><title>&lol2;</title></puzzle></puzzleset>", "refused"),
    ('<!DOCTYPE x [<!ENTITY ext SYSTEM "file:///etc/passwd">]><puzzleset>&ext;</puzzleset>', "refused"),
    ("<!DOCTYPE x [<!ELEMENT puzzleset ANY>]><puzzleset/>", "internal subset"),
    ("<puzzleset><puzzle>&nosuch;</puzzle></puzzleset>", "undefined entity"),
    # malformed and truncated
    (WEBPBN_HEART[: len(WEBPBN_HEART) // 2], "bad XML"),
    ("<puzzleset><puzzle></puzzleset>", "bad XML: mismatched tag"),
    ("<nonogram/>", "root element of webpbn XML is <puzzleset>"),
    ("<puzzleset/>", "holds no <puzzle>"),
    ('<puzzleset><puzzle type="triddler"/></puzzleset>', "only grid puzzles"),
    ("<puzzleset><puzzle/></puzzleset>", "neither clues nor a goal"),
    ('<puzzleset><puzzle><clues type="rows"><line/></clues></puzzle></puzzleset>', 'no <clues type="columns">'),
    ('<puzzleset><puzzle><clues type="diagonal"/></puzzle></puzzleset>', "rows or columns"),
    (WEBPBN_HEART.replace("<count>4</count>", "<count>four</count>", 1), "positive number, got 'four'"),
    (WEBPBN_HEART.replace("<count>4</count>", "<count>0</count>", 1), "positive number"),
    (WEBPBN_HEART.replace("|--#--|", "|--#--"), "written |...|"),
    (WEBPBN_HEART.replace("|--#--|", "|--?--|"), "only '#' and '-'"),
    (WEBPBN_HEART.replace("|--#--|", "|--#-|"), "all the same length"),
    (WEBPBN_HEART.replace("|--#--|", "|-##--|"), "the goal's row 5 reads 2 but its clue is 1"),  # the goal disagrees with a clue
    # wrong counts: a row clue dropped makes the totals differ
    (WEBPBN_HEART.replace("<line><count>3</count></line>", ""), "the row clues fill"),
])
def test_webpbn_bad_input(text, fragment):
    expect_error(text, "webpbn", fragment)


# --------------------------------------------------------------------------- Olsak .g and .mk


G_BICYCLE_STYLE = """A small picture, in the style of Olsak's examples
#d
   0:   white  bila
   1:*  black  cerna
:rows ----
   1 1
     5
     5
     3
     1
:columns ----
2
4
4
4
2
: the end; free text follows
#t would be a triddler, but after the columns it is only text
"""


def test_g_reads_a_black_and_white_declaration_and_text_around_the_sections():
    assert read(G_BICYCLE_STYLE) == clues_from_picture(HEART)
    assert detect_format(G_BICYCLE_STYLE) == "g"


def test_g_blank_lines_are_empty_clues_and_the_writer_closes_the_columns():
    puzzle = clues_from_picture(HOLES)
    text = write(puzzle, "g")
    assert text.splitlines()[-1] == ":" and "\n\n" in text  # the empty row: a blank line, not 0
    assert read(text) == puzzle
    # Without a closing ':' the blank lines at the end of the file are its end, not clues.
    assert read("t\n:\n1\n\n:\n1\n\n\n") == Nonogram(((1,), ()), ((1,),))


@pytest.mark.parametrize("text, fragment", [
    (G_BICYCLE_STYLE.replace("1:*  black  cerna", "1:*  black\n   r:%  red"), "colour nonograms are not supported"),
    (G_BICYCLE_STYLE.replace("     3\n", "     3r\n"), "colour clues like '3r'"),
    ("#t triddler\n:\n1\n:\n1\n", "triddlers are not supported"),
    ("just text\nno colon lines\n", "no ':' line"),
    ("title\n:rows\n1\n1\n", "no ':' line after the row clues"),
    (":rows\n:columns\n1\n", "no row clues"),
    (G_BICYCLE_STYLE.replace("     5\n", "     five\n", 1), "'five' is not a number"),
    (G_BICYCLE_STYLE.replace("2\n4\n4\n4\n2\n", "2\n4\n4\n4\n"), "row 2 clue 5 needs 5 cells but the row has 4"),
])
def test_g_bad_input(text, fragment):
    expect_error(text, "g", fragment)


def test_mk_is_height_first_with_a_hash_line_and_not_nin():
    # 2 rows, 3 columns: "2 3" is height then width in .mk (a .nin would read it as 2 wide)
    text = "2 3\n3\n1\n#\n1\n1\n2\n"
    puzzle = read(text)
    assert (puzzle.height, puzzle.width) == (2, 3)
    assert puzzle.rows == ((3,), (1,)) and puzzle.cols == ((1,), (1,), (2,))
    assert detect_format(text) == "mk"
    assert detect_format(write(puzzle, "nin")) == "nin"
    # pbnsolve also takes a blank line as an empty clue; the writer writes 0
    assert read("2 2\n\n2\n#\n1\n1\n", "mk").rows == ((), (2,))
    assert "\n0\n" in write(clues_from_picture(HOLES), "mk")


@pytest.mark.parametrize("text, fragment", [
    ("5\n1\n#\n1\n", "the first line must be 'height width'"),
    ("2 3\n3\n1\n1\n1\n2\n", "no '#' line"),
    ("2 3\n3\n#\n1\n1\n2\n", "the row clues: expected 2 lines but found 1"),
    ("2 3\n3\n1\n#\n1\n1\n", "the column clues: expected 3 lines but found 2"),
    ("2 3\n3\n1\n#\n1\n1\n2\n9\n", "expected 3 lines but found 4"),
    ("2 3\n3\nx\n#\n1\n1\n2\n", "row 2: 'x' is not a number"),
    ("2 3\n4\n1\n#\n1\n1\n2\n", "row 1 clue 4 needs 4 cells but the row has 3"),
    ("0 3\n#\n", "height must be at least 1"),
    (f"1 {MAX_SIZE + 1}\n#\n", "more than the maximum"),
])
def test_mk_bad_input(text, fragment):
    expect_error(text, "mk", fragment)


# --------------------------------------------------------------------------- CWD


def test_cwd_is_told_from_a_picture_of_zeros_and_ones():
    cwd = "2\n3\n3\n1\n\n1\n1\n2\n"
    assert detect_format(cwd) == "cwd"
    assert read(cwd) == Nonogram(((3,), (1,)), ((1,), (1,), (2,)))
    picture = "10\n01\n11\n"  # one number a line too, but no blank line inside
    assert detect_format(picture) == "picture"
    assert read(picture) == clues_from_picture(np.array([[1, 0], [0, 1], [1, 1]]))


@pytest.mark.parametrize("text, fragment", [
    ("2\n", "the width comes on the next line"),
    ("2\n3\n3\n", "the row clues: expected 2 lines but found 1"),
    ("2\n3\n3\n1\n1\n1\n2\n", "expected a blank line between the row and the column clues"),
    ("2\n3\n3\n1\n\n1\n1\n", "the column clues: expected 3 lines but found 2"),
    ("2\nthree\n", "width: 'three' is not a number"),
    ("2\n3\n3\n1\n\n1\n1\n1\n", "the row clues fill 4 cells but the column clues fill 3"),
])
def test_cwd_bad_input(text, fragment):
    expect_error(text, "cwd", fragment)


# --------------------------------------------------------------------------- PBM


def test_pbm_plain_with_comments_and_packed_pixels_and_raw_p4():
    plain = "P1\n# the heart\n5 # width\n5\n01010111111111101110\n00100\n"
    assert read(plain) == clues_from_picture(HEART)
    raw = p4_bytes(HEART)
    assert detect_data_format(raw) == "pbm"
    puzzle = read_data(raw)
    assert puzzle == clues_from_picture(HEART) and np.array_equal(puzzle.goal, HEART)
    # a width that is not a multiple of 8 pads each row to a whole byte; a second image is ignored
    wide = np.tile(HOLES, (1, 3))  # 12 wide
    assert np.array_equal(read_data(p4_bytes(wide) + p4_bytes(HEART)).goal, wide)
    assert write(puzzle, "pbm").startswith("P1\n5 5\n")


def test_pbm_writes_lines_of_at_most_70_characters():
    picture = np.zeros((2, 150), np.int8)
    picture[0, ::3] = 1
    text = write(clues_from_picture(picture), "pbm")
    assert max(len(line) for line in text.splitlines()) <= 70
    assert np.array_equal(read(text).goal, picture)


@pytest.mark.parametrize("source, fragment", [
    ("P1\n5 5\n0101011111\n", "holds 10"),
    ("P1\n5\n", "the PBM header ends early"),
    ("P1\nfive 5\n", "PBM width: 'five' is not a number"),
    ("P1\n2 1\n02\n", "a plain PBM pixel is 0 or 1, got '2'"),
    ("P1\n0 1\n", "width must be at least 1"),
    (p4_bytes(HEART)[:-2], "its raster needs 5 bytes but the file has 3"),
    (b"P4\n5\n", "the PBM header ends early"),
    (b"P4 99999 99999\n", "more than the maximum"),
    (b"P2\n2 2\n255\n", "not a PBM bitmap"),
])
def test_pbm_bad_input(source, fragment):
    expect_error(source, "pbm", fragment)


# --------------------------------------------------------------------------- PNG


@pytest.mark.parametrize("mode", ["1", "L", "RGB", "P", "LA"])
def test_png_one_pixel_a_cell_in_every_mode(mode):
    data = png_bytes(HEART, mode=mode)
    assert detect_data_format(data) == "png"
    puzzle = read_data(data)
    assert puzzle == clues_from_picture(HEART) and np.array_equal(puzzle.goal, HEART)


def test_png_transparent_pixels_are_empty_and_dark_ones_filled():
    from PIL import Image

    rgba = np.zeros((2, 3, 4), np.uint8)  # transparent black: empty
    rgba[0, 0] = (200, 0, 0, 255)  # dark red: filled (brightness under half)
    rgba[1, 2] = (250, 250, 100, 255)  # light yellow: empty
    rgba[1, 1] = (0, 0, 0, 255)
    buffer = io.BytesIO()
    Image.fromarray(rgba, "RGBA").save(buffer, format="PNG")
    assert read_data(buffer.getvalue()).goal.tolist() == [[1, 0, 0], [0, 1, 0]]


def test_png_larger_than_the_maximum_is_read_one_cell_a_block():
    picture = np.zeros((30, 40), np.int8)
    picture[3:9, 5:30] = 1
    puzzle = read_data(png_bytes(picture, scale=6))  # 240x180 pixels > MAX_SIZE
    assert np.array_equal(puzzle.goal, picture)


def test_png_writer_round_trips_and_needs_a_goal():
    puzzle = clues_from_picture(HOLES)
    data = formats.write_data(puzzle, "png")
    assert data.startswith(b"\x89PNG")
    assert np.array_equal(read_data(data).goal, HOLES)
    with pytest.raises(PuzzleFormatError, match="needs a goal picture"):
        formats.write_data(Nonogram(puzzle.rows, puzzle.cols), "png")
    with pytest.raises(PuzzleFormatError, match="binary format"):
        write(puzzle, "png")
    expect_error("\x89PNG as text", "png", "binary file")


@pytest.mark.parametrize("data, fragment", [
    (png_bytes(HEART)[:40], "bad PNG"),
    (b"\x89PNG\r\n\x1a\n" + b"garbage" * 10, "bad PNG"),
    (png_bytes(np.zeros((1, MAX_SIZE + 1), np.int8)), "more than the maximum"),
    (b"GIF89a", "not a PNG picture"),
])
def test_png_bad_input(data, fragment):
    expect_error(data, "png", fragment)


# --------------------------------------------------------------------------- Gnonograms .gno


GNO_GAME = """[Description]
A%20heart
Somebody
2024/02/14
2
[License]
CC BY-SA
[Dimensions]
5
5
[Row clues]
1,1
5
5
3
1
[Column clues]
2
4
4
4
2
[Solution grid]
1 2 1 2 1
2 2 2 2 2
2 2 2 2 2
1 2 2 2 1
1 1 2 1 1
[Working grid]
0 0 0 0 0
0 0 0 0 0
0 0 0 0 0
0 0 0 0 0
0 0 0 0 0
[State]
GAME_STATE_SOLVING
[History]
some moves
"""


def test_gno_reads_description_licence_solution_and_skips_the_game_in_progress():
    puzzle = read(GNO_GAME)
    assert puzzle == clues_from_picture(HEART) and np.array_equal(puzzle.goal, HEART)
    assert (puzzle.title, puzzle.author, puzzle.license) == ("A heart", "Somebody", "CC BY-SA")
    again = read(write(puzzle, "gno"))
    assert (again.title, again.author, again.license) == ("A heart", "Somebody", "CC BY-SA")
    assert read(write(clues_from_picture(HOLES, title="100% fun"), "gno")).title == "100% fun"


@pytest.mark.parametrize("text, fragment", [
    (GNO_GAME.replace("[Dimensions]\n5\n5\n", ""), "no [Dimensions] section"),
    (GNO_GAME.replace("[Dimensions]\n5\n5\n", "[Dimensions]\n5\n"), "[Dimensions] holds 1 lines"),
    (GNO_GAME.replace("[Row clues]\n1,1\n", "[Row clues]\n"), "4 row clues but the puzzle has 5 rows"),
    (GNO_GAME.replace("1 1 2 1 1\n", "1 1 3 1 1\n"), "1 (empty) or 2 (filled), got '3'"),
    (GNO_GAME.replace("1 1 2 1 1\n", "1 1 2 1\n"), "this solution row has 4 cells"),
    (GNO_GAME.replace("1 1 2 1 1\n", ""), "the solution has 4 rows"),
    (GNO_GAME.replace("1,1\n5\n", "1,x\n5\n", 1), "'x' is not a number"),
    ("preamble\n" + GNO_GAME, "starts with a [heading]"),
    (GNO_GAME + "[Dimensions]\n5\n5\n", "given twice"),
    (GNO_GAME[:GNO_GAME.index("[Column clues]")], "no [Column clues] section"),
])
def test_gno_bad_input(text, fragment):
    expect_error(text, "gno", fragment)


# --------------------------------------------------------------------------- nonogrid TOML


NONOGRID_HEART = '''# A heart, in nonogrid's own style (examples/hello.toml)
[clues]
columns = """
    2, 4, 4 ; the left half
    4, 2    # the right half
"""
rows = """1 1
    "5", '5'

    # a comment line inside the string
    3, 1,
"""

[colors]
defs = []
'''


def test_nonogrid_reads_comments_commas_quotes_and_is_not_non():
    assert read(NONOGRID_HEART) == clues_from_picture(HEART)
    assert detect_format(NONOGRID_HEART) == "nonogrid"
    assert detect_format('[clues]\nrows = "1"\ncolumns = "1"\n') == "nonogrid"  # rows/columns: .non keys too
    assert read('[clues]\nrows = "1, 0"\ncolumns = "1"\n').rows == ((1,), ())


@pytest.mark.parametrize("text, fragment", [
    (NONOGRID_HEART.replace("defs = []", "defs = ['r = (red) %']"), "colour nonograms are not supported"),
    (NONOGRID_HEART.replace("3, 1,", "3r, 1,"), "colour clues like '3r'"),
    ('[clues]\nrows = "1\n', "bad TOML"),
    ('[clues]\nrows = "1"\n', "needs a string 'columns'"),
    ('[clues]\nrows = 1\ncolumns = "1"\n', "needs a string 'rows'"),
    ('rows = "1"\n', "no [clues] table"),
    (NONOGRID_HEART.replace("4, 2 ", "4 "), "row 2 clue 5 needs 5 cells but the row has 4"),  # a column lost
])
def test_nonogrid_bad_input(text, fragment):
    expect_error(text, "nonogrid", fragment)


# --------------------------------------------------------------------------- detection


def samples_of_every_format(picture: np.ndarray) -> dict[str, str | bytes]:
    puzzle = clues_from_picture(picture, title="sample")
    found = {fmt: write(puzzle, fmt) for fmt in FORMATS}
    found["png"] = formats.write_data(puzzle, "png")
    found["pbm-raw"] = p4_bytes(picture)
    return found


@pytest.mark.parametrize("picture", [HEART, HOLES], ids=["heart", "holes"])
def test_every_format_is_told_apart_from_every_other_and_from_the_other_genres(tmp_path, picture):
    for fmt, source in samples_of_every_format(picture).items():
        if isinstance(source, bytes):
            assert detect_data_format(source) == fmt.removesuffix("-raw")
        else:
            assert detect_format(source) == fmt
            assert detect_data_format(source.encode()) == ("webpbn" if fmt == "webpbn" else None)
            assert genre_of_text(source).name == "nonogram", fmt
            for name in GENRES:  # no other genre reads it as one of its puzzles
                if name != "nonogram":
                    other = GENRES[name].module.formats
                    with pytest.raises(PuzzleFormatError):
                        other.read(source, other.detect_format(source))
        path = tmp_path / f"sample-{fmt}.txt"  # .txt: the content decides
        path.write_bytes(source if isinstance(source, bytes) else source.encode())
        assert detect_genre(path).name == "nonogram", fmt
        assert formats.read_file(path) == clues_from_picture(picture), fmt


def test_the_registry_declares_the_binary_magic_the_formats_detect():
    magic = GENRES["nonogram"].binary_magic
    for data in (png_bytes(HEART), p4_bytes(HEART)):
        assert data.startswith(magic)
        assert detect_data_format(data) is not None
    for name, genre in GENRES.items():
        if name != "nonogram":
            assert genre.binary_magic == ()


def test_a_binary_picture_given_a_text_format_is_refused_in_one_line(tmp_path):
    path = tmp_path / "heart.non"
    path.write_bytes(png_bytes(HEART))
    with pytest.raises(PuzzleFormatError, match="binary file"):
        formats.read_file(path)
    assert formats.read_file(path, "png") == clues_from_picture(HEART)


# --------------------------------------------------------------------------- round trips

pictures = hnp.arrays(np.int8, shape=st.tuples(st.integers(1, 14), st.integers(1, 14)), elements=st.integers(0, 1))


@settings(max_examples=120, deadline=None)
@given(pictures)
def test_random_pictures_round_trip_through_every_new_format(picture):
    """Random picture -> derived clues -> written in each format -> read back: the same clues
    (and the same picture where the format carries one); P4 is written here by packing bits."""
    puzzle = clues_from_picture(picture)
    written = {fmt: write(puzzle, fmt).encode() for fmt in NEW_TEXT_FORMATS}
    written["png"] = formats.write_data(puzzle, "png")
    written["pbm-raw"] = p4_bytes(picture)
    for fmt, data in written.items():
        again = read_data(data)
        assert again == puzzle, fmt
        if fmt.removesuffix("-raw") in GOAL_FORMATS:
            assert np.array_equal(again.goal, picture), fmt


@pytest.mark.parametrize("fmt", [*NEW_TEXT_FORMATS, *BINARY_FORMATS])
def test_write_file_then_read_file_by_extension(tmp_path, fmt):
    suffix = {v: k for k, v in {**formats.EXTENSIONS, **formats.BINARY_EXTENSIONS}.items()}[fmt]
    path = tmp_path / f"holes{suffix}"
    puzzle = clues_from_picture(HOLES)
    formats.write_file(path, puzzle)
    assert formats.read_file(path) == puzzle
    if fmt in PICTURE_ONLY:
        with pytest.raises(PuzzleFormatError, match="goal picture"):
            formats.write_file(path, Nonogram(puzzle.rows, puzzle.cols))
        assert formats.read_file(path) == puzzle  # the old file stays


# --------------------------------------------------------------------------- published puzzles

DATA = Path(__file__).parents[2].parent / "shared" / "data" / "nonogram"


def test_the_nonogram_db_puzzles_round_trip_through_every_new_format():
    """The 39 published nonogram-db puzzles (5x10 to 75x50, with their goals), among them
    webpbn's and Gnonograms' own, written in each new format and read back (detected)."""
    folder = DATA / "nonogram-db" / "db"
    if not folder.is_dir():
        pytest.skip("data set nonogram-db is not present")
    files = sorted(folder.rglob("*.non"))
    assert files
    for path in files:
        puzzle = formats.read_file(path)
        for fmt in (*NEW_TEXT_FORMATS, *BINARY_FORMATS):
            if puzzle.goal is None and fmt in PICTURE_ONLY:
                continue
            again = read_data(formats.write_data(puzzle, fmt))
            assert again == puzzle, (path.name, fmt)
            if puzzle.goal is not None and fmt in GOAL_FORMATS:
                assert np.array_equal(again.goal, puzzle.goal), (path.name, fmt)


def test_windows_line_ends_as_in_pbnsolves_mk_examples():
    text = "2 3\r\n3\r\n1\r\n#\r\n1\r\n1\r\n2\r\n"
    assert detect_format(text) == "mk" and read(text).rows == ((3,), (1,))


@settings(max_examples=80, deadline=None)
@given(st.text(max_size=30), st.text(max_size=20), st.text(max_size=12))
def test_any_metadata_is_written_so_that_the_puzzle_reads_back(title, author, licence):
    """Titles, authors and licences of any characters never break a file: the line formats
    and XML carry them as one printable line (gno and webpbn keep them, the others may drop)."""
    from solvers.nonogram.formats.common import one_line
    from solvers.nonogram.formats.gno import HEADING

    puzzle = clues_from_picture(HOLES, title=title, author=author, license=licence)
    for fmt in NEW_TEXT_FORMATS:
        again = read(write(puzzle, fmt))
        assert again == puzzle, fmt
        if fmt == "webpbn":
            assert (again.title, again.author) == (one_line(title), one_line(author))
        if fmt == "gno":
            assert again.title == (one_line(title) or "Untitled")
            expected = one_line(author)
            assert again.author == (expected.strip("[]") if HEADING.fullmatch(expected) else expected)


def test_a_g_title_that_reads_as_another_format_is_left_out():
    """Found by hypothesis: a .g title '{…' made the file open as JSON. Such a title is left
    out (the file's first free line has no other place); an ordinary one is kept."""
    for title in ("{x", "<puzzle>", "{\"a\": 1}"):
        text = write(clues_from_picture(HOLES, title=title), "g")
        assert detect_format(text) == "g" and read(text) == clues_from_picture(HOLES), title
    assert write(clues_from_picture(HOLES, title="Holes"), "g").startswith("Holes\n")
