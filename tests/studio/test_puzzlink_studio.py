"""puzz.link in the studio (issue 39): Puzzle > Copy puzz.link URL puts a link any browser plays
on the clipboard, Export offers puzz.link and pzprv3, and File > Open Game ID or URL opens the
URLs of every genre (a numlin keeps puzz.link's rules)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication

from solvers.genres import genre as engine_genre
from studio.document import PLAY
from studio.game_id_dialog import GameIdDialog
from studio.registry import genre_ui, load_genres

SAMPLES = Path(__file__).resolve().parents[2] / "puzzles"

# Published examples: pzprjs's test scripts' URLs (test/script/*.js), retyped; the tentaisho
# one is the galaxies tests' published example.
URLS = {
    "nonogram": "https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h",
    "numberlink": "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3",
    "galaxies": "https://puzz.link/p?tentaisho/7/7/l8ezr0eeeqeyegeteiege",
}


@pytest.mark.parametrize("genre", list(load_genres()))
def test_copy_puzzlink_url_puts_the_puzzle_on_the_clipboard(window, genre):
    formats = engine_genre(genre).module.formats
    sample = sorted((SAMPLES / genre).glob("*.json"))[0]
    doc = window.open_file(sample)
    assert window.copy_url_action.isEnabled()
    QGuiApplication.clipboard().setText("")
    window.copy_url_action.trigger()
    url = QGuiApplication.clipboard().text()
    assert url.startswith("https://puzz.link/p?")
    assert formats.read(url) == doc.puzzle()  # the link is the puzzle itself


def test_copy_is_disabled_without_a_document(window):
    assert not window.documents()  # the start page
    assert not window.copy_url_action.isEnabled()
    assert window.copy_puzzlink_url() is None


@pytest.mark.parametrize("genre", list(load_genres()))
def test_export_offers_puzzlink_and_pzprv3(genre):
    names = dict(genre_ui(genre).formats)
    assert "puzzlink" in names and "pzprv3" in names


OTHER_TEXTS = [
    ("numberlink", "http://pzv.jp/p.html?arukone/4/4/12l3123j"),
    ("numberlink", "https://puzz.link/p?numberlink/5/5/1j2h3m1h2j3"),
    # a pzprv3 file on one line, as pzprjs's test scripts write one
    ("nonogram", "pzprv3/nonogram/6/6/. . . . 1 . 1 . . /. . . 2 1 . 1 2 . /. . . 1 1 1 1 1 . /. 2 1 . . . . . . /"
                 ". 1 1 . . . . . . /. 1 2 . . . . . . /. . . . . . . . . /. 1 1 . . . . . . /. . 3 . . . . . . /"),
    ("galaxies", "pzprv3/tentaisho/2/2/12./21./.../0 /0 /0 0 /0 0 /0 0 /"),
]


@pytest.mark.parametrize("genre,text", [*URLS.items(), *OTHER_TEXTS])
def test_open_game_id_or_url_takes_puzzlink_urls(window, genre, text):
    QGuiApplication.clipboard().setText(text)
    dialog = GameIdDialog(window)
    assert dialog.text() == text  # what was just copied is proposed
    doc = window.open_text(dialog.text())
    assert doc is not None and doc.genre == genre and doc.mode() == PLAY
    formats = engine_genre(genre).module.formats
    assert formats.read(text) == doc.puzzle() if genre != "galaxies" else formats.read(text).dots == doc.puzzle().dots


def test_a_numlin_url_opens_under_its_own_rules(window):
    doc = window.open_text("https://puzz.link/p?numlin/3/3/1g1i2g2")
    assert doc.rules == "nikoli"
    assert window.copy_puzzlink_url() == "https://puzz.link/p?numlin/3/3/1g1i2g2"  # the rules go along
    doc = window.open_text("https://puzz.link/p?arukone/4/4/12l3123j")
    assert doc.rules == "fill"
    assert window.copy_puzzlink_url() == "https://puzz.link/p?arukone/4/4/12l3123j"
