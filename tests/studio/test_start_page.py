"""The start page (issue 17): with no puzzle open the window offers something to do, driven with
real clicks and keys: a new puzzle of each genre at a chosen size, a sample to play (grouped by
difficulty, its answer not shown), a recent file."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from solvers.genres import GENRES
from solvers.samples import samples
from studio import settings as prefs
from studio.document import EDIT, PLAY

L = Qt.MouseButton.LeftButton


def test_the_window_opens_on_the_start_page_and_returns_to_it(window, qtbot):
    page = window.start_page
    assert window.pages.currentWidget() is page
    qtbot.mouseClick(page.new_buttons["galaxies"], L)
    doc = window.current()
    assert doc.genre == "galaxies" and doc.shape() == (7, 7) and doc.mode() == EDIT
    assert window.pages.currentWidget() is window.tabs
    window.close_tab(window.tabs.indexOf(doc))
    assert window.pages.currentWidget() is window.start_page


@pytest.mark.parametrize("genre", list(GENRES))
def test_new_makes_a_puzzle_of_the_size_typed_on_the_page(window, qtbot, genre):
    page = window.start_page
    width_box, height_box = page.new_sizes[genre]
    for box, value in ((width_box, "12"), (height_box, "9")):
        box.selectAll()
        qtbot.keyClicks(box, value)
    qtbot.mouseClick(page.new_buttons[genre], L)
    doc = window.current()
    assert doc.genre == genre and doc.puzzle().shape == (9, 12)


def test_a_sample_opens_to_play_and_the_samples_are_grouped_by_difficulty(window, qtbot):
    page = window.start_page
    assert len(page.sample_buttons) == len(samples())  # every sample, each with its picture
    assert all(not button.icon().isNull() for button in page.sample_buttons)
    headings = {label.text() for label in page.widget().findChildren(QLabel)}
    assert any(t.startswith("<b>Easy") for t in headings) and any(t.startswith("<b>Search") for t in headings)
    heart = next(b for b in page.sample_buttons if b.text().startswith("Heart"))
    qtbot.mouseClick(heart, L)
    doc = window.current()
    assert doc is not None and doc.genre == "nonogram" and doc.mode() == PLAY
    assert (doc.view_state()[0] == -1).all()  # the player's empty board, not the answer
    assert prefs.recent_files() == []  # samples are not the user's files


def test_recent_files_are_offered(window, qtbot, tmp_path):
    path = tmp_path / "mine.json"
    doc = window.new("numberlink", 4, 4)
    assert window.save_to(doc, path)
    window.close_tab(window.tabs.indexOf(doc))
    page = window.start_page
    assert [b.text() for b in page.recent_buttons] == ["mine.json"]
    qtbot.mouseClick(page.recent_buttons[0], L)
    assert window.current().path == str(path)


def _sample_entries(window, genre_label):
    menu = next(a.menu() for a in window.sample_menu.actions() if a.menu() and a.text() == genre_label)
    return [a for a in menu.actions() if not a.isSeparator()], menu


def test_the_sample_menu_lists_what_the_start_page_shows_in_its_order(window):
    from solvers.samples import samples

    shown_on_start = {}
    for button in window.start_page.sample_buttons:
        shown_on_start[button.toolTip()] = button
    from studio.registry import load_genres

    for genre, ui in load_genres().items():
        entries, _ = _sample_entries(window, ui.display_name)
        on_disk = [s for s in samples() if s.genre == genre]
        assert len(entries) == len(on_disk)  # subfolders too (nonogram/ga-10x10)
        sizes = [tuple(int(n) for n in a.text().rsplit(" — ", 1)[1].split("×")) for a in entries]
        assert all(len(size) == 2 for size in sizes)  # every entry says its size
    # Within a grade, smaller first: the numberlink 6x6 comes before the 10x10.
    entries, _ = _sample_entries(window, "Numberlink")
    texts = [a.text() for a in entries]
    assert texts.index(next(t for t in texts if t.endswith("6×6"))) < texts.index(next(t for t in texts if t.endswith("10×10")))
    assert len(shown_on_start) >= len(entries)


def test_a_sample_from_the_menu_opens_as_an_untitled_copy(window):
    entries, _ = _sample_entries(window, "Nonogram")
    arrow = next(a for a in entries if a.text().startswith("Arrow"))
    arrow.trigger()
    doc = window.current()
    assert doc.genre == "nonogram" and doc.path is None and doc.title == "Arrow"
