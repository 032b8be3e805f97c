"""The studio and a puzzle library (issue 26): File > Open Library… with thumbnails and
filters, an entry opened by a double click, a selection made into a book, the current puzzle
added to a library, File > Export PDF with the title and author in the metadata."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from solvers import batch
from solvers.library import Library
from studio.library_window import LibraryWindow

pypdf = pytest.importorskip("pypdf")
SAMPLES = Path(__file__).resolve().parents[2] / "puzzles"


@pytest.fixture
def library_path(tmp_path):
    """Two nonograms, a galaxies and a numberlink puzzle, made as ``batch`` makes them."""
    path = tmp_path / "lib.db"
    with Library(path) as library:
        for genre, seed in (("nonogram", 1), ("nonogram", 2), ("galaxies", 1), ("numberlink", 1)):
            library.add(batch.entry_of(batch.generate_job(genre, 5, 5, seed, {})))
    return path


def _open(window, qtbot, monkeypatch, path) -> LibraryWindow:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.open_library_action.trigger()
    dialogs = window.findChildren(LibraryWindow)
    assert len(dialogs) == 1
    qtbot.waitExposed(dialogs[0])
    return dialogs[0]


def _click(qtbot, dialog, row, modifier=Qt.KeyboardModifier.NoModifier, double=False):
    rect = dialog.list.visualItemRect(dialog.list.item(row))
    if double:  # as a mouse does it: a click, then the double click (Qt's views want both)
        qtbot.mouseClick(dialog.list.viewport(), Qt.MouseButton.LeftButton, modifier, rect.center())
        qtbot.mouseDClick(dialog.list.viewport(), Qt.MouseButton.LeftButton, modifier, rect.center())
    else:
        qtbot.mouseClick(dialog.list.viewport(), Qt.MouseButton.LeftButton, modifier, rect.center())


def test_thumbnails_filters_and_opening_an_entry(window, qtbot, monkeypatch, library_path):
    dialog = _open(window, qtbot, monkeypatch, library_path)
    assert dialog.list.count() == 4
    assert all(not dialog.list.item(i).icon().isNull() for i in range(4))
    # the genre filter, chosen with the keyboard: Any, Galaxies, Nonogram, Numberlink
    dialog.genre_box.setFocus()
    qtbot.keyClick(dialog.genre_box, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.genre_box, Qt.Key.Key_Down)
    assert dialog.genre_box.currentData() == "nonogram"
    assert dialog.list.count() == 2 and dialog.count_label.text() == "2 puzzles"
    before = len(window.documents())
    _click(qtbot, dialog, 1, double=True)
    qtbot.waitUntil(lambda: len(window.documents()) == before + 1)
    doc = window.current()
    entry = dialog.list.item(1).data(Qt.ItemDataRole.UserRole)
    assert doc.genre == "nonogram" and entry.seed == 2
    assert json.loads(doc.export_text("json"))["rows"] == entry.puzzle["rows"]


def test_a_selection_becomes_a_book(window, qtbot, monkeypatch, library_path, tmp_path):
    dialog = _open(window, qtbot, monkeypatch, library_path)
    _click(qtbot, dialog, 0)
    _click(qtbot, dialog, 3, Qt.KeyboardModifier.ControlModifier)
    assert [e.genre for e in dialog.selected_entries()] == ["nonogram", "numberlink"]
    qtbot.mouseClick(dialog.book_title, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(dialog.book_title, "Class set")
    qtbot.keyClicks(dialog.book_author, "Ms Lee")
    out = tmp_path / "book.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    qtbot.mouseClick(dialog.book_button, Qt.MouseButton.LeftButton)
    reader = pypdf.PdfReader(out)
    # title, copyright, contents, two rules pages; each genre's puzzle on its own page; the solutions
    assert len(reader.pages) == 3 + 2 + 2 + 1
    assert (reader.metadata.title, reader.metadata.author) == ("Class set", "Ms Lee")
    text = reader.pages[0].extract_text()
    assert "Class set" in text and "Nonogram" in text and "Numberlink" in text and "Galaxies" not in text
    for entry in dialog.selected_entries():  # each puzzle's ID: its library row among them
        assert f"{entry.genre} {entry.width}x{entry.height} s{entry.seed}" in "".join(p.extract_text() for p in reader.pages)


def test_the_current_puzzle_goes_into_a_library_and_out_as_a_pdf(window, monkeypatch, tmp_path):
    sample = sorted((SAMPLES / "galaxies").glob("*.json"))[0]
    doc = window.open_file(sample)
    target = tmp_path / "mine.db"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.add_to_library_action.trigger()
    with Library(target) as library:
        (entry,) = library.entries()
    assert entry.genre == "galaxies" and entry.title == doc.display_title() and entry.source == "studio"
    assert (entry.width, entry.height) == doc.shape()[::-1]

    out = tmp_path / "one.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    window.export_pdf_action.trigger()
    reader = pypdf.PdfReader(out)
    assert len(reader.pages) == 1
    assert reader.metadata.title == doc.display_title()
    assert reader.metadata.creator == "Puzzle Studio"


def test_a_file_that_is_not_a_library_gets_a_dialog(window, qtbot, monkeypatch, tmp_path, isolated_settings):
    path = tmp_path / "notes.db"
    path.write_text("not a library\n")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.open_library_action.trigger()
    assert window.findChildren(LibraryWindow) == []
    assert any("not a puzzle library" in w for w in isolated_settings)
    assert path.read_text() == "not a library\n"


def test_grades_are_offered_easiest_first_and_a_book_is_named_after_its_title(window, qtbot, monkeypatch, tmp_path):
    """Issue 38: the grade filter was sorted as text (easy, hard, medium), and Make Book
    proposed the library's file name whatever the book's title."""
    path = tmp_path / "levels.db"
    with Library(path) as library:
        for seed, level in ((1, "hard"), (2, "easy"), (3, "medium")):
            entry = batch.entry_of(batch.generate_job("nonogram", 5, 5, seed, {}))
            entry.level = level
            library.add(entry)
    dialog = _open(window, qtbot, monkeypatch, path)
    offered = [dialog.grade_box.itemData(i) for i in range(1, dialog.grade_box.count())]
    assert offered == ["easy", "medium", "hard"]
    proposed = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (proposed.append(a[2]), ("", ""))[1])
    qtbot.mouseClick(dialog.book_button, Qt.MouseButton.LeftButton)  # no title yet: the library's name
    qtbot.mouseClick(dialog.book_title, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(dialog.book_title, "Summer: puzzles/for class 3")
    qtbot.mouseClick(dialog.book_button, Qt.MouseButton.LeftButton)
    assert [Path(p).name for p in proposed] == ["levels.pdf", "Summer-puzzles-for-class-3.pdf"]
    assert all(Path(p).parent == tmp_path for p in proposed)


def test_a_library_name_typed_without_a_suffix_gets_db(window, monkeypatch, tmp_path):
    window.new("nonogram", 5, 5)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "mine"), ""))
    window.add_to_library_action.trigger()
    with Library(tmp_path / "mine.db") as library:
        assert len(list(library.entries())) == 1


def _answer_file_dialog(qtbot, typed: str, shots: str | None = None) -> list:
    """When the next modal file dialog opens (the studio's own QFileDialog.getSaveFileName:
    offscreen it is Qt's widget dialog, as with DontUseNativeDialog), type ``typed`` into its
    file name box and press Enter, as a user does. Returns what it saw: the Save button's
    state after the typing, and whether Enter closed the dialog."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLineEdit

    seen: list = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):  # not open yet: look again
            QTimer.singleShot(20, answer)
            return
        edit = dialog.findChild(QLineEdit, "fileNameEdit")
        dialog.activateWindow()  # as the window system does for a new dialog (offscreen does not)
        qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
        qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)  # the user clicks into the name box
        assert edit.hasFocus()
        edit.selectAll()
        qtbot.keyClick(edit, Qt.Key.Key_Delete)
        qtbot.keyClicks(edit, typed)
        save = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Save)
        seen.append(save.isEnabled())
        if shots:
            dialog.grab().save(shots)
        qtbot.keyClick(edit, Qt.Key.Key_Return)
        seen.append(dialog.isVisible())
        if dialog.isVisible():  # Enter did nothing: close it, so that the test fails rather than hangs
            dialog.reject()

    QTimer.singleShot(0, answer)
    return seen


def test_a_new_library_path_typed_and_enter_makes_the_library_then_adds_to_it(window, qtbot, tmp_path):
    """Issue 38: a path typed into Add to Library's dialog and Enter did nothing (only a
    double click on an existing file worked). The real dialog, real keys: the first Enter
    makes the library, the same path again adds a second row, a name without a suffix is a
    .db beside them."""
    window.new("nonogram", 5, 5)
    target = tmp_path / "fresh" / "made.db"
    target.parent.mkdir()
    for count in (1, 2):
        seen = _answer_file_dialog(qtbot, str(target))
        window.add_to_library_action.trigger()
        assert seen == [True, False]  # Save enabled by the typing; Enter accepted and closed
        with Library(target) as library:
            assert len(list(library.entries())) == count
    seen = _answer_file_dialog(qtbot, str(tmp_path / "fresh" / "plain"))
    window.add_to_library_action.trigger()
    assert seen == [True, False]
    with Library(tmp_path / "fresh" / "plain.db") as library:
        assert len(list(library.entries())) == 1
