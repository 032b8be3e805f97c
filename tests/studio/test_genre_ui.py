"""Every genre's studio side (GenreUI, studio/registry.py) gives the window what it calls, and
its documents are PuzzleDocuments that implement the window's actions: no genre is probed with
hasattr, and a genre that lacked one would fail here rather than in a user's menu."""

import inspect

import pytest

from solvers.genres import GENRES
from studio.document import EDIT, PLAY, SOLVE, PuzzleDocument
from studio.registry import GenreUI, load_genres

from .conftest import activate


def test_every_engine_genre_has_a_studio_side():
    assert set(load_genres()) == set(GENRES)


@pytest.mark.parametrize("name", list(GENRES))
def test_genre_ui_fields_are_what_the_window_calls(name):
    ui = load_genres()[name]
    assert isinstance(ui, GenreUI) and ui.name == name
    for field in ("new_document", "open_document", "from_puzzle", "preview"):
        assert callable(getattr(ui, field)), field
    assert ui.formats[0] == ("json", ".json") and ui.max_size >= 10
    document = ui.new_document(5, 5)
    document_class = type(document)
    assert issubclass(document_class, PuzzleDocument)
    # PuzzleDocument's own Clear only refuses: each genre says what it empties
    assert document_class.clear is not PuzzleDocument.clear
    assert not inspect.signature(document_class.clear).parameters.keys() - {"self"}
    # the window's commands and the grid's modes, as the genre's panels offer them (studio.offers)
    assert {"check", "hint", "solve", "restart"} <= document.offers.commands.keys()
    assert set(document.offers.modes) == {EDIT, SOLVE, PLAY}
    assert {"check", "hint", "solve"} <= document.workers().keys()
    assert all(run is None for run in document.workers().values())  # nothing started yet


@pytest.mark.parametrize("name", list(GENRES))
def test_menu_actions_reach_the_current_document_of_each_genre(window, qtbot, name):
    """Zoom, Fit, Clear and Check Puzzle through the menu shortcuts on a new document."""
    document = window.new(name, 6, 6)
    activate(qtbot, window)
    before = document.grid.cell
    window.zoom_out_action.trigger()
    assert document.grid.cell < before
    window.zoom_in_action.trigger()
    assert document.grid.cell == before
    window.fit_action.trigger()
    window.clear_action.trigger()  # an empty grid: nothing to clear, and no error
    document.tabs.setCurrentIndex(2)  # Play: Check Puzzle goes to Edit, where its verdict shows
    window.check_action.trigger()
    assert document.mode() == 0
    qtbot.waitUntil(lambda: document.workers().get("check") is None, timeout=60_000)


def test_actions_without_a_document_do_nothing(window):
    assert window.current() is None or not isinstance(window.current(), PuzzleDocument)
    for action in (window.zoom_in_action, window.fit_action, window.clear_action, window.check_action):
        action.trigger()  # the start page: no document, no error


@pytest.mark.parametrize("name", list(GENRES))
def test_the_window_reaches_the_panels_only_through_what_they_offer(window, qtbot, name):
    """Issue 40: the document names no panel. Each menu command runs what the panel put into
    ``document.offers``; another command put in its place is what runs (the panel's own stays
    untouched), and a run offered under a role is what the window sees as busy."""
    document = window.new(name, 6, 6)
    activate(qtbot, window)
    ran = []
    for command in ("check", "hint", "solve", "restart"):
        document.offers.commands[command] = lambda command=command: ran.append(command)
    for action in (window.check_action, window.hint_action, window.solve_action, window.restart_action):
        action.trigger()
    assert ran == ["check", "hint", "solve", "restart"]
    assert document.undo_stack.count() == 0 and all(run is None for run in document.workers().values())

    class Running:
        running = True

        def stop(self) -> None:
            ran.append("stopped")

    document.offers.runs["generate"] = lambda: Running()
    assert document.busy() and document.solver_state()
    window.cancel_action.trigger()  # Esc
    assert ran[-1] == "stopped"
