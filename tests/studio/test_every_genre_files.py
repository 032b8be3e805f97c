"""Files through the window, once for every genre of the registry (a fourth genre is tested here
too): every format the genre exports imports back as the same puzzle, a file its reader refuses
is one dialog and the window stays usable, and a game saved in progress resumes with its undo
chain. Each genre's puzzle is its smallest graded sample."""

import json

import numpy as np
import pytest

from solvers.genres import GENRES
from solvers.moves import same
from solvers.samples import known_grades, relative_name, samples
from studio.document import PLAY
from studio.registry import load_genres

from .test_document_model import undo


def smallest_sample(genre: str):
    """The genre's graded sample of the fewest cells (not a demo of a puzzle that is not unique)."""
    formats, grades = GENRES[genre].module.formats, known_grades()
    graded = [s.path for s in samples() if s.genre == genre and grades.get(relative_name(s))
              and "not-unique" not in s.path.name]
    return min(graded, key=lambda path: (formats.read_file(path).width * formats.read_file(path).height, path.name))


FORMATS = [(genre, fmt, ext) for genre, ui in load_genres().items() for fmt, ext in ui.formats]


@pytest.mark.parametrize("genre,fmt,ext", FORMATS, ids=[f"{g}-{f}" for g, f, _ in FORMATS])
def test_export_and_import_every_format(window, tmp_path, genre, fmt, ext):
    doc = window.open_file(smallest_sample(genre))
    path = tmp_path / f"out{ext}"
    assert window.export_to(doc, path)
    assert GENRES[genre].module.formats.read_file(path, fmt) == doc.puzzle()
    again = window.open_file(path, fmt, genre=genre)
    assert again is not None and again is not doc and again.genre == genre
    assert again.puzzle() == doc.puzzle()
    if fmt != ui_native(genre):
        assert again.path is None  # Save of an imported file asks for a native path


def ui_native(genre: str) -> str:
    return load_genres()[genre].formats[0][0]


@pytest.mark.parametrize("genre", list(GENRES))
def test_a_bad_file_gives_a_dialog_and_the_window_stays_usable(window, tmp_path, isolated_settings, genre):
    """The genre's native JSON with every field but its genre and version damaged: opened by
    its content, and imported as the genre's other formats, each one line in one dialog."""
    sample = smallest_sample(genre)
    data = json.loads(sample.read_text(encoding="utf-8"))
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({k: v if k in ("genre", "format_version") else "x" for k, v in data.items()}))
    assert window.open_file(bad) is None
    assert len(isolated_settings) == 1 and "bad.json" in isolated_settings[0] and "\n" not in isolated_settings[0]
    for fmt, _ext in load_genres()[genre].formats[1:]:
        assert window.open_file(bad, fmt, genre=genre) is None
    assert len(isolated_settings) == len(load_genres()[genre].formats)
    assert window.tabs.count() == 0 and not window.save_action.isEnabled()
    assert window.open_file(sample) is not None


def board_of(doc) -> dict:
    return {key: value.copy() if isinstance(value, np.ndarray) else value
            for key, value in doc.state().items() if key in doc.board_keys}


@pytest.mark.parametrize("genre", list(GENRES))
def test_a_game_resumes_with_its_undo_chain(window, qtbot, tmp_path, genre):
    """Two moves in Play (the solution revealed, then the board restarted), saved: the file
    reopens in Play on the same board, with both moves to undo and the reveal counted."""
    doc = window.open_file(smallest_sample(genre))
    doc.tabs.setCurrentIndex(PLAY)
    empty = board_of(doc)
    doc.player.reveal_solution()
    revealed = board_of(doc)
    assert not all(same(revealed[k], empty[k]) for k in empty)
    doc.player.restart()
    assert all(same(board_of(doc)[k], empty[k]) for k in empty) and doc.undo_stack.count() == 2
    path = tmp_path / f"{genre}.json"
    assert window.save_to(doc, path)
    window.close_tab(window.tabs.indexOf(doc))
    again = window.open_file(path)
    assert again is not None and again is not doc and again.mode() == PLAY
    assert again.undo_stack.count() == 2 and again.reveals_used() == 1 and not window.isWindowModified()
    assert all(same(board_of(again)[k], empty[k]) for k in empty)
    undo(qtbot, window)
    assert all(same(board_of(again)[k], revealed[k]) for k in revealed) and window.isWindowModified()
    saved = json.loads(path.read_text())
    assert saved["genre"] == genre and "studio" in saved  # readers of the puzzle ignore it
