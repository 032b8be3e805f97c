"""The library window's grades (issue 38): a generated puzzle added to a library shows the
grade its generator gave it, in the user's words; the grade filter and the "Easiest first"
order follow the one scale (easy < medium < hard < expert < search), ungraded rows last."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from solvers import batch, scale
from solvers.library import Library
from studio.level_box import level_name
from studio.library_window import BY_GRADE, LibraryWindow

L = Qt.MouseButton.LeftButton


def _open(window, qtbot, monkeypatch, path) -> LibraryWindow:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.open_library_action.trigger()
    (dialog,) = window.findChildren(LibraryWindow)
    qtbot.waitExposed(dialog)
    return dialog


def grades_shown(dialog) -> list[str]:
    return [dialog.list.item(i).text().split("\n")[1] for i in range(dialog.list.count())]


def test_the_grade_filter_and_the_order_follow_the_scale(window, qtbot, monkeypatch, tmp_path):
    path = tmp_path / "levels.db"
    added = ("search", "hard", None, "easy", "expert", "medium", "easy")
    with Library(path) as library:
        for seed, level in enumerate(added, 1):
            genre = ("nonogram", "galaxies", "numberlink")[seed % 3]
            entry = batch.entry_of(batch.generate_job(genre, 5, 5, seed, {}))
            entry.level = level
            library.add(entry)
    dialog = _open(window, qtbot, monkeypatch, path)
    offered = [dialog.grade_box.itemData(i) for i in range(1, dialog.grade_box.count())]
    assert offered == list(scale.LEVELS)  # easy, medium, hard, expert, search
    assert [dialog.grade_box.itemText(i) for i in range(1, dialog.grade_box.count())] == [level_name(level) for level in scale.LEVELS]
    assert grades_shown(dialog) == [level_name(level) or "-" for level in added]  # as added
    dialog.order_box.setFocus()
    qtbot.keyClick(dialog.order_box, Qt.Key.Key_Down)  # Easiest first, chosen with the keyboard
    assert dialog.order_box.currentData() == BY_GRADE
    ordered = [level_name(level) for level in scale.LEVELS]
    assert grades_shown(dialog) == [ordered[0], ordered[0], *ordered[1:], "-"]
    dialog.grab().save("/tmp/library_by_grade.png")
    # A grade chosen in the filter keeps the order, and shows only that grade.
    dialog.grade_box.setFocus()
    qtbot.keyClick(dialog.grade_box, Qt.Key.Key_Down)
    assert dialog.grade_box.currentData() == "easy" and grades_shown(dialog) == [ordered[0]] * 2


def test_a_generated_puzzle_added_to_the_library_shows_its_grade(window, qtbot, monkeypatch, tmp_path):
    doc = window.new("nonogram", 5, 5)
    box = doc.author.generation
    box.seed_box.setValue(4)
    qtbot.mouseClick(box.button, L)
    qtbot.waitUntil(lambda: box.run is None)
    made = doc.generated.get()
    assert made is not None
    target = tmp_path / "made.db"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.add_to_library_action.trigger()
    with Library(target) as library:
        (entry,) = library.entries()
    assert entry.level in scale.LEVELS and entry.seed == 4
    dialog = _open(window, qtbot, monkeypatch, target)
    assert grades_shown(dialog) == [level_name(entry.level)]
    assert level_name(entry.level) in dialog.list.item(0).toolTip()
    dialog.grab().save("/tmp/library_generated.png")
