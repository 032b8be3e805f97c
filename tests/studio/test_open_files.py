"""Opening files as a newcomer does (issue 17): the content decides the format whatever the
dialog's filter, files of many puzzles open as a collection to pick from, and a sample opens to
be played, its answer not shown."""

from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import QFileDialog

from solvers.galaxies import formats as galaxies_formats
from solvers.genres import GENRES
from solvers.nonogram import formats as nonogram_formats
from solvers.numberlink import formats as numberlink_formats
from studio.collection import CollectionDialog
from studio.document import PLAY

from ..conftest import SHARED_DATA

PUZZLES = Path(__file__).resolve().parents[2] / "puzzles"


def collection_file(tmp_path, genre, name="many.txt"):
    """Three puzzles of ``genre`` in one text file, in that genre's list format."""
    if genre == "galaxies":
        samples = sorted((PUZZLES / "galaxies").glob("generated-*.json"))[:3]
        text = "\n".join(galaxies_formats.write(galaxies_formats.read_file(p), "sgt") for p in samples) + "\n"
    elif genre == "numberlink":
        samples = sorted((PUZZLES / "numberlink").glob("*.json"))[:3]
        text = "".join(numberlink_formats.write(numberlink_formats.read_file(p), "text") for p in samples)
    elif genre == "nonogram":
        samples = sorted((PUZZLES / "nonogram").glob("*.json"))[:3]
        text = "\n".join(nonogram_formats.write(nonogram_formats.read_file(p), "sgt") for p in samples) + "\n"
    else:  # every genre of the registry is tested: a new one says here how it lists many puzzles
        raise AssertionError(f"no list format of {genre} in this test yet")
    path = tmp_path / name
    path.write_text(text)
    return path, len(samples)


@pytest.mark.parametrize("genre", list(GENRES))
def test_a_file_of_many_puzzles_opens_as_a_collection(window, qtbot, tmp_path, genre):
    path, count = collection_file(tmp_path, genre)
    dialog = window.open_file(path)
    assert isinstance(dialog, CollectionDialog) and dialog.list.count() == count
    assert window.tabs.count() == 0  # nothing opened until the user picks
    names = [name for name, _ in dialog.entries]  # each batch format names its puzzles
    first = dialog.open_current()
    assert first.genre == genre and first.mode() == PLAY and first.title == f"many {names[0]}"
    first_puzzle = first.puzzle()
    qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    second = window.current()
    assert second is not first and second.title == f"many {names[1]}"
    assert window.tabs.count() == 1  # ▶ pages on in the same tab while it is untouched
    assert second.puzzle() != first_puzzle
    second.undo_stack.push(QUndoCommand("a move"))  # the player did something: it keeps its tab
    dialog.list.setCurrentRow(count - 1)
    qtbot.keyClick(dialog.list, Qt.Key.Key_Return)
    assert window.current().title == f"many {names[-1]}"
    assert window.tabs.count() == 2 and window.tabs.indexOf(second) >= 0
    dialog.close()


@pytest.mark.parametrize("relative, least", [("numberlink/collections/janko.txt", 100),
                                             ("nonogram/taai/question/taai2011.txt", 1000)])
def test_a_published_collection_opens_as_a_collection(window, relative, least):
    path = SHARED_DATA / relative
    if not path.is_file():
        pytest.skip("needs ../shared/data")
    dialog = window.open_file(path)
    assert isinstance(dialog, CollectionDialog) and dialog.list.count() >= least
    dialog.close()


def test_import_reads_any_format_with_the_default_filter(window, monkeypatch, tmp_path):
    """The first filter, the one a dialog shows, lets the content decide (a .non file was read
    as JSON and refused)."""
    source = nonogram_formats.read_file(PUZZLES / "nonogram" / "heart.json")
    path = tmp_path / "heart.non"
    path.write_text(nonogram_formats.write(source, "non"))
    offered = {}

    def dialog(parent, caption, folder, filters, *args, **kwargs):
        offered["filters"] = filters.split(";;")
        return str(path), offered["filters"][0]
    monkeypatch.setattr(QFileDialog, "getOpenFileName", dialog)
    window.import_file()
    doc = window.current()
    assert doc is not None and (doc.puzzle().rows, doc.puzzle().cols) == (source.rows, source.cols)
    filters = offered["filters"]
    assert filters[0].startswith("All puzzle files") and filters[-1].startswith("All files (*)")
    sgt = [f for f in filters if "sgt" in f.split("(")[0]]
    assert sgt and all("*.txt" in f for f in sgt)  # Tatham's game IDs are kept in .txt files


def test_a_sample_opens_to_be_played_without_its_answer(window):
    doc = window.open_file(PUZZLES / "nonogram" / "heart.json")
    assert doc.mode() == PLAY
    board, _ = doc.view_state()
    assert np.array_equal(board, doc.board) and (board == -1).all()  # not the picture


def test_a_puzzle_fits_its_view_on_open_and_its_numbers_stay_readable(window, qtbot):
    small = window.open_file(PUZZLES / "nonogram" / "heart.json")
    qtbot.waitUntil(lambda: small._fitted and small.grid.cell > 24)  # grown to the view
    viewport = small.scroll_area.viewport().size()
    assert small.grid.width() <= viewport.width() and small.grid.height() <= viewport.height()
    big = window.open_file(PUZZLES / "nonogram" / "torii.json")  # 40x30 and its clues
    qtbot.waitUntil(lambda: big._fitted and big.grid.cell != 24)
    qtbot.wait(50)
    assert big.grid.cell == big.grid.FIT_MIN  # it scrolls rather than shrink its clues unreadably
    big.grid.zoom(-100)
    assert big.grid.cell < big.grid.FIT_MIN  # the user may still zoom out on purpose


def test_importing_a_hostile_numberlink_json_as_numberlink_is_one_dialog(window, tmp_path, isolated_settings):
    path = tmp_path / "deep.json"
    path.write_text('{"genre": "numberlink", "format_version": 1, "x": ' + "[" * 100_000 + "]" * 100_000 + "}")
    assert window.open_file(path, "json", genre="numberlink") is None
    assert len(isolated_settings) == 1 and "deep.json" in isolated_settings[0]


def test_on_a_big_puzzle_the_clues_stay_in_view_while_the_grid_scrolls(window, qtbot):
    window.resize(900, 520)
    doc = window.open_file(PUZZLES / "nonogram" / "torii.json")
    qtbot.waitUntil(lambda: doc.scroll_area.horizontalScrollBar().maximum() > 0)
    assert doc.grid.sticky_bands()[:2] == (0.0, 0.0)  # it opens where the clues are in place
    bar_x, bar_y = doc.scroll_area.horizontalScrollBar(), doc.scroll_area.verticalScrollBar()
    bar_x.setValue(bar_x.maximum())
    bar_y.setValue(bar_y.maximum())
    dx, dy, width, height = doc.grid.sticky_bands()
    assert dx > 0 and (dy > 0 or bar_y.maximum() == 0)
    visible = doc.grid.visibleRegion().boundingRect()
    layout = doc.grid.layout_()
    rows_from = visible.top() + (height if dy > 0 else layout.top)  # below the column clues
    # A click on the row clues drawn at the view's left edge does not reach the cells beneath.
    qtbot.mouseClick(doc.grid, Qt.MouseButton.LeftButton, pos=QPoint(visible.left() + 4, int(rows_from + layout.cell * 3)))
    assert (doc.board == -1).all()
    # Beside them the cells answer as usual.
    r, c = layout.cell_at(visible.left() + width + layout.cell * 1.5, rows_from + layout.cell * 3.5)
    qtbot.mouseClick(doc.grid, Qt.MouseButton.LeftButton, pos=layout.cell_rect(r, c).center().toPoint())
    assert doc.board[r, c] == 1 and (doc.board == 1).sum() == 1


# -- what is not a file is refused at once (issue 37) --------------------------------------------------
@pytest.fixture
def short_dir():
    """A folder with a short path: a Unix socket's path is limited to about 100 bytes."""
    import shutil
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix="ps-", dir="/tmp"))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def not_a_file(kind, folder):
    import os
    import socket

    if kind == "pipe":
        os.mkfifo(folder / "game.json")  # nobody writes to it: reading it would block
        return folder / "game.json", None
    if kind == "socket":
        server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        server.bind(str(folder / "game.json"))
        return folder / "game.json", server
    return Path("/dev/zero"), None  # a character device that never ends


@pytest.mark.parametrize("kind", ["pipe", "device", "socket"])
def test_a_pipe_a_device_or_a_socket_is_refused_before_it_is_read(window, isolated_settings, short_dir, kind):
    path, keep = not_a_file(kind, short_dir)
    try:
        assert window.open_file(path) is None
    finally:
        if keep is not None:
            keep.close()
    assert isolated_settings == [f"{path.name}: this is a {kind}, not a puzzle file"]
    assert window.documents() == []


def test_a_pipe_among_the_recent_files_is_refused_too(window, isolated_settings, short_dir):
    from studio import settings as prefs

    path, _ = not_a_file("pipe", short_dir)
    prefs.add_recent_file(path)
    window._fill_recent()
    action, = [a for a in window.recent_menu.actions() if path.name in a.text()]
    action.trigger()
    assert isolated_settings == ["game.json: this is a pipe, not a puzzle file"] and window.documents() == []


def test_a_puzzle_bigger_than_the_view_opens_and_fits_where_its_cells_begin(window, qtbot, tmp_path):
    """Issue 38: a 200x200 opened scrolled onto the empty corner above its row clues, and Fit
    changed nothing. Now the first cell shows with the clue numbers nearest to it."""
    from solvers.nonogram.derive import clues_from_picture
    from solvers.nonogram.formats import write as write_nonogram

    window.resize(900, 600)
    rng = np.random.default_rng(5)
    big = clues_from_picture((rng.random((200, 200)) < 0.5).astype(int))
    path = tmp_path / "big-200.non"
    path.write_text(write_nonogram(big, "non"))
    doc = window.open_file(path)
    qtbot.waitUntil(lambda: doc.scroll_area.horizontalScrollBar().maximum() > 0)

    def first_cell_in_view() -> bool:
        visible = doc.grid.visibleRegion().boundingRect()
        return visible.contains(doc.grid.layout_().cell_rect(0, 0).toRect())

    def some_clue_in_view() -> bool:
        visible = doc.grid.visibleRegion().boundingRect()
        layout = doc.grid.layout_()
        return visible.left() < layout.left and visible.top() < layout.top

    qtbot.waitUntil(first_cell_in_view)
    assert some_clue_in_view()
    doc.scroll_area.horizontalScrollBar().setValue(doc.scroll_area.horizontalScrollBar().maximum())
    assert not first_cell_in_view()
    from .conftest import activate

    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)  # Fit
    qtbot.waitUntil(first_cell_in_view)
    assert some_clue_in_view()
