"""The studio's log file (studio.logs): internal errors keep their traceback there, the user sees
one line; refused moves and dropped saved histories say why there."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from solvers.moves import CellsMove
from studio import logs

SAVED = Path(__file__).resolve().parents[1] / "data" / "saved_games"


@pytest.fixture
def log_file(tmp_path):
    path = logs.install(tmp_path / "data")
    yield path
    logs.uninstall()


def test_an_uncaught_error_keeps_its_traceback_in_the_log_and_shows_one_line(log_file, isolated_settings, capsys):
    assert sys.excepthook is logs.excepthook
    try:
        {}["missing key of a bug"]
    except KeyError:
        logs.excepthook(*sys.exc_info())
    text = log_file.read_text()
    assert "Traceback (most recent call last)" in text and "missing key of a bug" in text
    dialog, = isolated_settings  # QMessageBox.warning's text
    assert "\n" not in dialog and "KeyError" in dialog and str(log_file) in dialog
    assert capsys.readouterr().err.count("\n") == 1


def test_a_move_that_does_not_fit_is_refused_logged_and_the_undo_chain_kept(window, log_file):
    doc = window.new("nonogram", 5, 5)
    doc.toggle_cell((0, 0), cross=False)
    count, messages = doc.undo_stack.count(), []
    doc.status_message.connect(messages.append)
    assert not doc.push(CellsMove("a bug's move", "board", [(9, 9)], [-1], [1]))
    assert doc.undo_stack.count() == count
    assert messages and "outside" in messages[-1]
    text = log_file.read_text()
    assert "move refused" in text and "MoveError" in text and "Traceback" in text


def test_a_saved_history_that_does_not_replay_says_why_in_the_log(window, log_file, tmp_path):
    data = json.loads((SAVED / "nonogram-errors.json").read_text())
    data["studio"]["moves"][1]["cells"][0][:2] = [40, 0]
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(data))
    doc = window.open_file(path)
    assert doc.undo_stack.count() == 0 and (doc.board == 1).sum() == 4  # the saved state, alone
    text = log_file.read_text()
    assert "saved history dropped" in text and "move 2" in text and "outside" in text
