"""Files without --genre go to the genre that can read them, even where formats look alike."""

import pytest

from solvers.genres import detect_genre

CASES = {
    # A Pattern ID and a Galaxies ID both start "WxH:".
    "pattern.txt": ("5x5:1/1.1/1.3/3.1/2/5/2/2/2/2\n", "nonogram"),
    "galaxies.txt": ("7x7:gezoahhszbivki\n", "galaxies"),
    # Both start with "W H": nonogram .nin clues and a numberlink grid.
    "clues.txt": ("5 5\n5\n2\n2\n2\n2\n1\n1 1\n1 3\n3 1\n2\n", "nonogram"),
    "links.txt": ("3 3\n1.2\n...\n1.2\n", "numberlink"),
    # A row of dashes could be a nonogram picture; this is a Galaxies drawing.
    "drawing.txt": ("-----\n| |o|\n-----\n| | |\n-----\n", "galaxies"),
    "picture.txt": ("#.#\n.#.\n", "nonogram"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_genre_that_reads_the_file_wins(tmp_path, name):
    text, expected = CASES[name]
    path = tmp_path / name
    path.write_text(text)
    assert detect_genre(path).name == expected


def test_native_json_names_its_genre(tmp_path):
    path = tmp_path / "x.json"
    path.write_text('{"genre": "numberlink", "format_version": 1}')
    assert detect_genre(path).name == "numberlink"
