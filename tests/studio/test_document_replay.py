"""Property: any sequence of edits, player moves, undo and redo, saved and reopened, gives the same
document: the same state, the same undo chain, and every step of it the same on Undo and Redo.
Save, autosave and replay are one mechanism (studio.history), so this covers all three."""

import random

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solvers.genres import GENRES
from studio.document import EDIT, PLAY
from studio.galaxies.moves import DotsMove
from studio.moves import CellsMove, PartsMove, same
from studio.registry import genre_ui

SIZE = 4


def nonogram_action(doc, rng: random.Random) -> None:
    cell = (rng.randrange(SIZE), rng.randrange(SIZE))
    choice = rng.randrange(6)
    if choice == 0:
        doc.tabs.setCurrentIndex(EDIT)
        doc.toggle_cell(cell, cross=False)
    elif choice == 1:
        doc.tabs.setCurrentIndex(PLAY)
        doc.toggle_cell(cell, cross=rng.random() < 0.5)
    elif choice == 2:
        doc.tabs.setCurrentIndex(rng.choice([EDIT, PLAY]))
        doc.clear()
    elif choice == 3:
        rows = tuple((rng.randrange(1, 3),) if rng.random() < 0.7 else () for _ in range(SIZE))
        doc.set_clues(rows, rows)
    elif choice == 4:
        doc.set_picture((np.arange(SIZE * SIZE).reshape(SIZE, SIZE) % rng.randrange(2, 5) == 0), "Import picture")
    else:
        doc.push(PartsMove("Rename", {"title": doc.title}, {"title": rng.choice(["", "a", "Fox"])}))


def galaxies_action(doc, rng: random.Random) -> None:
    h, w = doc.shape()
    choice = rng.randrange(5)
    if choice == 0:
        point = (rng.randrange(1, 2 * h), rng.randrange(1, 2 * w))
        doc.push(DotsMove("dot", [point], [doc.dots.get(point)], [rng.choice([None, "white", "black"])]))
    elif choice == 1:
        edges = [(y, x) for y in range(1, 2 * h) for x in range(1, 2 * w) if (y + x) % 2 == 1]
        edge = rng.choice(edges)
        doc.push(CellsMove("wall", "walls", [edge], [doc.walls[edge]], [1 - int(doc.walls[edge])]))
    elif choice == 2:
        cell = (rng.randrange(h), rng.randrange(w))
        doc.push(CellsMove("paint", "regions", [cell], [doc.regions[cell]], [rng.randrange(-1, 3)]))
    elif choice == 3:
        doc.tabs.setCurrentIndex(rng.choice([EDIT, PLAY]))
        doc.clear()
    else:
        size = rng.randrange(3, 6)
        doc.resize_grid(size, h)


def numberlink_action(doc, rng: random.Random) -> None:
    h, w = doc.shape()
    cell = (rng.randrange(h), rng.randrange(w))
    choice = rng.randrange(5)
    if choice == 0:
        doc.author.set_number(cell, rng.choice([None, "1", "2", "3"]), "number")
    elif choice == 1:
        doc.author.rules_box.setCurrentIndex(rng.randrange(2))
    elif choice == 2:
        board = doc.board.copy()
        y, x = 2 * cell[0] + 1, 2 * cell[1] + 1
        if x + 1 < board.shape[1] - 1:
            board[y, x + 1] = 1 - board[y, x + 1]
        doc.change({"board": doc.board}, {"board": board}, "line")
    elif choice == 3:
        doc.author.resize_grid(rng.randrange(3, 6), h)
    else:
        doc.tabs.setCurrentIndex(rng.choice([EDIT, PLAY]))
        doc.clear()


ACTIONS = {"nonogram": nonogram_action, "galaxies": galaxies_action, "numberlink": numberlink_action}


def run(doc, genre, script) -> None:
    for kind, seed in script:
        rng = random.Random(seed)
        if kind == 0:
            doc.undo_stack.undo()
        elif kind == 1:
            doc.undo_stack.redo()
        else:
            ACTIONS[genre](doc, rng)


def states_along_the_chain(doc) -> list:
    """The state at every position of the undo chain (the document is left where it was),
    each checked to be its game's: one chain of moves, one state (studio.document.Part)."""
    stack = doc.undo_stack
    here = stack.index()
    states = []
    for index in range(stack.count() + 1):
        stack.setIndex(index)
        assert_one_game(doc)
        states.append(doc.state())
    stack.setIndex(here)
    return states


def assert_one_game(doc) -> None:
    """The undo stack's commands are the game's moves, at the same position, and what the
    document shows is the game's state itself, not a copy of it."""
    stack, game = doc.undo_stack, doc.game
    assert [stack.command(i).move for i in range(stack.count())] == game.moves
    assert stack.index() == game.index
    state = doc.state()
    assert state.keys() == game.state.keys() and all(same(state[k], game.state[k]) for k in state)
    for name, value in game.state.items():
        if isinstance(value, np.ndarray):
            assert getattr(doc, name) is value  # the genre's attribute is the game's array


def assert_same_chain(a, b) -> None:
    assert a.same_state(b.state())
    assert (a.undo_stack.count(), a.undo_stack.index()) == (b.undo_stack.count(), b.undo_stack.index())
    for left, right in zip(states_along_the_chain(a), states_along_the_chain(b), strict=True):
        assert left.keys() == right.keys() and all(same(left[k], right[k]) for k in left), (left, right)


SCRIPT = st.lists(st.tuples(st.integers(0, 5), st.integers(0, 2**31)), min_size=1, max_size=25)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
@given(genre=st.sampled_from(sorted(GENRES)), script=SCRIPT)  # every genre of the registry: each needs its action
def test_save_reopen_and_replay_give_the_same_document(window, tmp_path, genre, script):
    doc = window.new(genre, SIZE, SIZE)
    run(doc, genre, script)
    path = tmp_path / f"{genre}.json"
    assert window.save_to(doc, path)
    again = genre_ui(genre).open_document(path)
    try:
        assert_same_chain(doc, again)
        assert again.mode() == doc.mode() and again.undo_stack.isClean()
        assert again.puzzle_json() == doc.puzzle_json()
    finally:
        again.deleteLater()
        window.close_tab(window.tabs.indexOf(doc))
