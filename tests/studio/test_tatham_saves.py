"""Files from other apps in the studio (issue 39): File > Open takes Simon Tatham's .sav as a
game in progress with its history on the undo stack, Save As writes his format back; a Flow
Free level pack opens as a collection; one version everywhere."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFileDialog

from solvers import tatham_save
from solvers.nonogram.model import EMPTY, FILLED, UNKNOWN


def save(game: str, params: str, desc: str, moves, position=None) -> str:
    fields = [("SAVEFILE", tatham_save.MAGIC), ("VERSION", "1"), ("GAME", game), ("PARAMS", params),
              ("CPARAMS", params), ("DESC", desc), ("NSTATES", str(len(moves) + 1)),
              ("STATEPOS", str(len(moves) + 1 if position is None else position)), *moves]
    return "".join(f"{k:<8}:{len(v)}:{v}\n" for k, v in fields)


def test_his_pattern_game_opens_in_progress_and_undo_goes_back(window, tmp_path):
    path = tmp_path / "plus.sav"
    path.write_text(save("Pattern", "3x3", "1/3/1/1/3/1",
                         [("MOVE", "F0,1,3,1"), ("MOVE", "E0,0,1,1"), ("MOVE", "F1,0,1,1")], position=3))
    doc = window.open_file(path)
    assert doc is not None and doc.genre == "nonogram" and not doc.saved_game_dropped
    board = doc.state()["board"]
    assert list(board[1]) == [FILLED] * 3 and board[0, 0] == EMPTY and board[0, 1] == UNKNOWN
    assert doc.undo_stack.count() == 3 and doc.undo_stack.index() == 2
    doc.undo_stack.undo()
    assert doc.state()["board"][0, 0] == UNKNOWN
    doc.undo_stack.redo()
    doc.undo_stack.redo()
    assert doc.state()["board"][0, 1] == FILLED
    assert doc.title == "plus"  # named after the file, its history kept


def test_his_galaxies_game_opens_with_its_walls(window, tmp_path):
    path = tmp_path / "gal.sav"
    path.write_text(save("Galaxies", "7x7dn", "gezoahhszbivki", [("MOVE", "E2,1"), ("MOVE", "E4,1;E2,3")]))
    doc = window.open_file(path)
    assert doc is not None and doc.genre == "galaxies" and not doc.saved_game_dropped
    walls = doc.state()["walls"]
    assert walls[1, 2] and walls[1, 4] and walls[3, 2]
    doc.undo_stack.undo()
    assert doc.state()["walls"][1, 2] and not doc.state()["walls"][1, 4]


def test_a_saved_game_that_does_not_replay_opens_the_puzzle_and_says_why(window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: said.append(args[2]))
    path = tmp_path / "bad.sav"
    path.write_text(save("Pattern", "3x3", "1/3/1/1/3/1", [("MOVE", "F0,0,9,1")]))
    doc = window.open_file(path)
    assert doc is not None and "his move 1" in doc.saved_game_dropped
    assert (doc.state()["board"] == UNKNOWN).all() and said


@pytest.mark.parametrize("genre_file", ["pattern", "galaxies"])
def test_save_as_offers_his_format_and_writes_the_game(window, tmp_path, monkeypatch, genre_file):
    if genre_file == "pattern":
        text = save("Pattern", "3x3", "1/3/1/1/3/1", [("MOVE", "F0,1,3,1"), ("MOVE", "E0,0,1,1")], position=2)
    else:
        text = save("Galaxies", "7x7dn", "gezoahhszbivki", [("MOVE", "E2,1"), ("MOVE", "E4,1")], position=2)
    source = tmp_path / "in.sav"
    source.write_text(text)
    doc = window.open_file(source)
    target = tmp_path / "out.sav"
    offered = []

    def dialog(parent, title, start, filters):
        offered.append(filters)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    assert window.save_as(doc)
    assert "(*.sav)" in offered[0]
    back = tatham_save.read(target.read_text())
    original = tatham_save.read(text)
    assert (back.game, back.desc, back.moves, back.position) == \
        (original.game, original.desc, original.moves, original.position)


def test_a_name_without_extension_takes_the_chosen_filters(window, tmp_path, monkeypatch):
    source = tmp_path / "in.sav"
    source.write_text(save("Pattern", "3x3", "1/3/1/1/3/1", [("MOVE", "F0,1,3,1")]))
    doc = window.open_file(source)
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda parent, title, start, filters: (str(tmp_path / "mine"), filters.split(";;")[-1]))
    assert window.save_as(doc)
    assert tatham_save.read((tmp_path / "mine.sav").read_text()).moves == [("MOVE", "F0,1,3,1")]


def test_save_as_offers_no_tatham_format_for_numberlink(window, monkeypatch):
    doc = window.new("numberlink", 5, 5)
    offered = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (offered.append(a[3]), ("", ""))[1])
    window.save_as(doc)
    assert "*.sav" not in offered[0]


def test_one_version_everywhere(window):
    from importlib.metadata import version

    from PySide6.QtWidgets import QApplication

    import solvers
    import studio

    assert solvers.__version__ == studio.__version__ == version(solvers.DISTRIBUTION)
    assert QApplication.instance().applicationVersion() in ("", solvers.__version__)


def test_a_flow_free_level_pack_opens_as_a_collection(window, tmp_path):
    from studio.collection import CollectionDialog

    path = tmp_path / "pack.txt"
    path.write_text("5,0,1,5;18,17,12;21,16,11,6;3,4,9;0,1,2,7,8,13,14,19,24,23,22;20,15,10,5\n"
                    "4:3,0,2,2;0,4,8;1,2,3\n")
    dialog = window.open_file(path)
    assert isinstance(dialog, CollectionDialog) and dialog.list.count() == 2
    assert [name for name, _ in dialog.entries] == ["1", "2"]
    dialog.close()
