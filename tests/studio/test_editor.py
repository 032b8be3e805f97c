"""The nonogram editor driven with real mouse and key events."""

from PySide6.QtCore import QPoint, Qt

from studio.moves import CellsMove, from_string, to_string

from .conftest import activate

L, R = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton


def centre(doc, r, c) -> QPoint:
    return doc.grid.layout_().cell_rect(r, c).center().toPoint()


def drag(qtbot, doc, start, end, button=L):
    qtbot.mousePress(doc.grid, button, pos=centre(doc, *start))
    qtbot.mouseMove(doc.grid, centre(doc, *end))
    qtbot.mouseRelease(doc.grid, button, pos=centre(doc, *end))


def test_paint_a_picture_with_the_mouse_and_the_clues_follow(window, qtbot):
    doc = window.new("nonogram", 5, 5)
    drag(qtbot, doc, (0, 0), (0, 4))  # a drag paints a line of cells: one undo step
    assert doc.undo_stack.count() == 1
    drag(qtbot, doc, (1, 3), (4, 3))
    qtbot.mouseClick(doc.grid, L, pos=centre(doc, 4, 0))
    qtbot.mouseClick(doc.grid, R, pos=centre(doc, 0, 2))  # right clears
    puzzle = doc.puzzle()
    assert puzzle.rows == ((2, 2), (1,), (1,), (1,), (1, 1))
    assert puzzle.cols == ((1, 1), (1,), (), (5,), (1,))
    assert doc.undo_stack.count() == 4


def test_a_drag_stays_on_its_line_and_undo_redo_take_it_back_whole(window, qtbot):
    doc = window.new("nonogram", 6, 6)
    qtbot.mousePress(doc.grid, L, pos=centre(doc, 2, 1))
    qtbot.mouseMove(doc.grid, centre(doc, 2, 4))
    qtbot.mouseMove(doc.grid, centre(doc, 3, 5))  # wobbles off the row: still row 3 (index 2)
    qtbot.mouseRelease(doc.grid, L, pos=centre(doc, 3, 5))
    assert doc.picture[2].tolist() == [0, 1, 1, 1, 1, 1] and doc.picture.sum() == 5
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert doc.picture.sum() == 0 and doc.puzzle().rows[2] == ()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert doc.picture.sum() == 5 and doc.puzzle().rows[2] == (5,)


def test_keyboard_navigation_and_toggling(window, qtbot):
    doc = window.new("nonogram", 4, 4)
    doc.grid.setFocus()
    activate(qtbot, window)
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Down):
        qtbot.keyClick(doc.grid, key)
    qtbot.keyClick(doc.grid, Qt.Key.Key_Space)
    assert doc.grid.cursor_cell == (1, 2) and doc.picture[1, 2] == 1
    qtbot.keyClick(doc.grid, Qt.Key.Key_Space)
    assert doc.picture[1, 2] == 0
    assert window.cell_label.text() == "row 2, col 3"


def test_clear_resize_and_moves_as_text(window, qtbot):
    doc = window.new("nonogram", 5, 5)
    drag(qtbot, doc, (0, 0), (4, 0))
    move = doc.undo_stack.command(0).move
    text = to_string(move)
    again = from_string(text)
    assert isinstance(again, CellsMove) and again.layer == "picture" and again == move and to_string(again) == text
    window.clear_action.trigger()
    assert doc.picture.sum() == 0
    doc.undo_stack.undo()
    assert doc.picture.sum() == 5
    doc.resize_grid(8, 3)
    assert doc.puzzle().shape == (3, 8) and doc.picture[:, 0].tolist() == [1, 1, 1]
    doc.undo_stack.undo()
    assert doc.puzzle().shape == (5, 5) and doc.picture.sum() == 5


def test_zoom_and_grid_lines(window, qtbot):
    doc = window.new("nonogram", 10, 10)
    before = doc.grid.width()
    window.zoom_in_action.trigger()
    assert doc.grid.width() > before
    window.zoom_out_action.trigger()
    window.zoom_out_action.trigger()
    assert doc.grid.width() < before
    window.fit_action.trigger()
    window.grid5_action.trigger()
    assert doc.grid5 is False


def test_import_a_picture_with_a_threshold(tmp_path):
    from PySide6.QtGui import QColor, QImage

    from studio.picture_import import image_to_picture

    image = QImage(40, 20, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    for x in range(0, 20):
        for y in range(20):
            image.setPixelColor(x, y, QColor(90, 90, 90))
    picture = image_to_picture(image, 4, 2, threshold=128)
    assert picture.tolist() == [[1, 1, 0, 0], [1, 1, 0, 0]]
    assert image_to_picture(image, 4, 2, threshold=60).sum() == 0
