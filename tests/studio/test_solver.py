"""Solving in workers: completion, playback, cancel, check, hints and play mode."""

import sys
import threading
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QCoreApplication, Qt

import studio.refcount
from solvers.events import Generation, Progress
from solvers.nonogram import METHODS, formats
from solvers.nonogram.model import EMPTY, FILLED, UNKNOWN
from studio import workers

from .conftest import activate
from .test_window import SAMPLES

HEART = next(p for p in SAMPLES if p.stem == "heart")
NOT_UNIQUE = next(p for p in SAMPLES if p.stem == "not-unique-demo")
PROBING = next(p for p in SAMPLES if p.stem == "worked-example-2")


def solve(qtbot, doc, method, timeout=20_000):
    panel = doc.solve_panel
    doc.tabs.setCurrentIndex(1)
    panel.method_box.setCurrentIndex(list(METHODS).index(method))
    qtbot.mouseClick(panel.solve_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.done is not None, timeout=timeout)
    return panel


def test_every_method_is_offered_and_solves_in_a_worker(window, qtbot):
    doc = window.open_file(HEART)
    assert [doc.solve_panel.method_box.itemData(i) for i in range(doc.solve_panel.method_box.count())] == list(METHODS)
    for method in METHODS:
        panel = solve(qtbot, doc, method)
        assert panel.done.status == "solved", method
        assert np.array_equal(panel.done.solution, doc.picture), method
        board, _ = doc.view_state()
        assert np.array_equal(board, doc.picture)


def test_line_steps_play_back_with_the_rule_in_words(window, qtbot):
    doc = window.open_file(HEART)
    panel = solve(qtbot, doc, "line")
    assert len(panel.steps) > 3 and panel.position == len(panel.steps)
    qtbot.mouseClick(panel.first_button, Qt.MouseButton.LeftButton)
    assert panel.position == 0 and (panel.board == UNKNOWN).all()
    qtbot.mouseClick(panel.forward_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.forward_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.back_button, Qt.MouseButton.LeftButton)
    step = panel.steps[0]
    assert panel.position == 1 and panel.rule_label.text().startswith(step.line)
    assert "fills" in panel.rule_label.text() or "crosses" in panel.rule_label.text()
    _, overlay = doc.view_state()
    assert overlay.line is not None and overlay.marked == frozenset(step.cells)
    assert all(panel.board[c] == v for c, v in zip(step.cells, step.values))
    panel.speed.setValue(60)
    qtbot.mouseClick(panel.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.position == len(panel.steps))
    x, y = panel.curve_a.getData()
    assert y[-1] == 100 and len(x) == len(panel.steps) + 1


def test_probe_playback_starts_from_line_logic(window, qtbot):
    doc = window.open_file(PROBING)
    panel = solve(qtbot, doc, "probe")
    panel.seek(len(panel.steps))
    board = panel.board
    assert (board != UNKNOWN).all() and np.array_equal(board, panel.done.solution)


def test_ga_plot_and_best_individual(window, qtbot):
    doc = window.open_file(SAMPLES[-1])
    panel = solve(qtbot, doc, "ga", timeout=30_000)
    assert panel.generations or panel.done.status == "solved"
    if panel.generations:
        qtbot.waitUntil(lambda: len(panel.curve_a.getData()[0]) == len(panel.generations))


GA_TILES = Path(__file__).resolve().parents[2] / "puzzles" / "nonogram" / "ga-10x10"


def ga_picture():
    """20x20 of four 10x10 tiles, as benchmarks/ga_experiment.py builds them (its puzzle 8):
    GA2's deterministic fixing leaves 270 of the 400 cells to the GA."""
    tiles = [np.asarray(formats.read_file(GA_TILES / f"{name}.json").goal, dtype=np.int8)
             for name in ("leaf", "bell", "fir-tree", "star")]
    return np.block([[tiles[0], tiles[1]], [tiles[2], tiles[3]]])


def start_ga(qtbot, window, population, generations, hold_until=None):
    """``hold_until(seen)``: the GA waits after its second generation (in its worker thread)
    until this is true of what the window showed, so that a GA that would solve in a blink
    still runs while the window repaints."""
    doc = window.new("nonogram", 20, 20)
    doc.set_picture(ga_picture(), "ga")
    panel = doc.solve_panel
    doc.tabs.setCurrentIndex(1)
    panel.method_box.setCurrentIndex(list(METHODS).index("ga"))
    panel.teacher.population_box.setValue(population)
    panel.teacher.generations_box.setValue(generations)
    # What the window showed while the worker ran: plot lengths, and boards drawn as GA guesses.
    seen = {"points": [], "guesses": 0}
    shown = threading.Event()
    view_state = panel.view_state

    def watching(overlay):
        board, overlay = view_state(overlay)
        if panel.run is not None and overlay.guess:
            seen["guesses"] += 1
        return board, overlay
    panel.view_state = watching

    def points():
        x = panel.curve_a.getData()[0]
        seen["points"].append(0 if panel.run is None or x is None else len(x))
        if hold_until is not None and hold_until(seen):
            shown.set()
    panel.timer.timeout.connect(points)
    if hold_until is not None:
        events = panel.teacher.events

        def held(puzzle, method, options):
            factory = events(puzzle, method, options)

            def run(cancel):
                for event in factory(cancel):
                    yield event
                    if isinstance(event, Generation) and event.index >= 1:
                        shown.wait(60)  # bounded: the test fails on its asserts, never hangs
            return run
        panel.teacher.events = held
    qtbot.mouseClick(panel.solve_button, Qt.MouseButton.LeftButton)
    return doc, panel, seen


def test_ga_runs_live_in_the_worker_to_the_end(window, qtbot):
    """The crash this guards: PySide6 6.12 on Python 3.11 over-released None on every void
    call, so a live GA run (30 repaints a second) aborted with "none_dealloc" (studio/refcount.py).
    The GA is held after two generations until the window has drawn them: on a fast machine it
    could otherwise end before the first repaint."""
    doc, panel, seen = start_ga(qtbot, window, population=300, generations=60,
                                hold_until=lambda seen: max(seen["points"]) >= 2 and seen["guesses"] >= 1)
    qtbot.waitUntil(lambda: panel.done is not None, timeout=60_000)
    done = panel.done
    assert done.stats["fixed_cells"] < done.stats["cells"]  # the GA had work to do
    assert done.status in ("solved", "stopped") and len(panel.generations) == done.stats["generations"] + 1
    assert len(panel.generations) > 5
    assert max(seen["points"]) >= 2  # the plot grew while the worker ran
    assert seen["guesses"] >= 1  # and the grid showed the best individual so far
    x, y = panel.curve_a.getData()
    assert list(x) == [g.index for g in panel.generations] and y[-1] == done.stats["best_fitness"]
    board, overlay = doc.view_state()
    if done.status == "stopped":  # the best guess stays on the grid, wrong cells marked
        assert overlay.guess and np.array_equal(board == FILLED, panel.generations[-1].best_board == FILLED)
        assert len(overlay.errors) > 0
    else:
        assert np.array_equal(board, doc.picture)
    assert panel.run is None and not any(t.isRunning() for t in workers._THREADS)


def test_ga_cancel_mid_run(window, qtbot):
    doc, panel, _seen = start_ga(qtbot, window, population=3000, generations=3000)
    qtbot.waitUntil(lambda: len(panel.generations) >= 3)
    assert panel.done is None
    qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.done is not None)
    assert panel.done.status == "stopped" and 3 <= len(panel.generations) < 3000
    assert len(panel.curve_a.getData()[0]) == len(panel.generations)
    board, overlay = doc.view_state()
    assert overlay.guess and np.array_equal(board == FILLED, panel.generations[-1].best_board == FILLED)
    assert panel.solve_button.isEnabled() and not panel.cancel_button.isEnabled()
    assert panel.run is None and not any(t.isRunning() for t in workers._THREADS)


def test_void_calls_do_not_run_none_down():
    """PySide6 6.12 on Python 3.11 drops a reference to None on every void call (and to True
    on every Signal(bool) emission); unguarded, this loop aborts the interpreter with
    "none_dealloc" (None starts with a few ten thousand references). studio/refcount.py."""
    from PySide6.QtCore import QObject, Signal

    class Flag(QObject):
        changed = Signal(bool)

    probe = Flag()
    probe.changed.connect(lambda value: None)
    before = {"None": sys.getrefcount(None), "True": sys.getrefcount(True)}
    for _ in range(200_000):
        probe.setObjectName("x")
    for _ in range(100_000):
        probe.changed.emit(True)
    after = {"None": sys.getrefcount(None), "True": sys.getrefcount(True)}
    for name in before:
        if studio.refcount.guarded.get(name):  # faulty bindings: the guard's headroom is left
            assert after[name] > studio.refcount.HEADROOM // 2
        else:  # sound bindings: the loops did not run the count down
            assert before[name] - after[name] < 10_000


def test_esc_cancels_a_long_search(window, qtbot):
    doc = window.new("nonogram", 40, 40)
    rng = np.random.default_rng(7)
    doc.set_picture((rng.random((40, 40)) < 0.5).astype(np.int8), "random")
    panel = doc.solve_panel
    doc.tabs.setCurrentIndex(1)
    panel.method_box.setCurrentIndex(list(METHODS).index("mip"))
    # Esc comes once the MIP search has begun (its "solving" progress), not after some time.
    searching = threading.Event()
    events = panel.teacher.events

    def watched(puzzle, method, options):
        factory = events(puzzle, method, options)

        def run(cancel):
            for event in factory(cancel):
                if isinstance(event, Progress) and event.message == "solving":
                    searching.set()
                yield event
        return run
    panel.teacher.events = watched
    activate(qtbot, window)  # before Solve: Esc is a window shortcut and needs the window active
    qtbot.mouseClick(panel.solve_button, Qt.MouseButton.LeftButton)
    run = panel.run
    qtbot.waitUntil(searching.is_set, timeout=60_000)
    assert panel.done is None  # still searching, and the GUI thread answers
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert run.cancel.cancelled  # Esc reached the solver's cancel token
    # MIP on a random 40x40 takes far longer than this test: the search was stopped (the
    # suite's per-test timeout catches a cancel that never lands)
    qtbot.waitUntil(lambda: panel.done is not None, timeout=60_000)
    assert panel.done.status == "stopped" and panel.done.solutions == ()


def test_check_puzzle_unique_and_multiple(window, qtbot):
    doc = window.open_file(HEART)
    assert doc.mode() == 2  # a sample opens to be played: its picture is not shown
    window.check_action.trigger()  # Check puzzle goes to the Edit tab
    assert doc.mode() == 0
    qtbot.waitUntil(lambda: doc.check_run is None, timeout=20_000)
    assert "Unique" in doc.author.check_label.text() and "easy: simple line rules" in doc.author.check_label.text()
    other = window.open_file(NOT_UNIQUE)
    other.tabs.setCurrentIndex(0)
    qtbot.mouseClick(other.author.check_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: other.check_run is None, timeout=20_000)
    assert "Not unique" in other.author.check_label.text()
    assert len(other.author.differences()) == 4 and other.author.flip_button.isVisibleTo(other)
    first, _ = other.view_state()
    first = first.copy()
    qtbot.mouseClick(other.author.flip_button, Qt.MouseButton.LeftButton)
    second, overlay = other.view_state()
    assert not np.array_equal(first, second) and len(overlay.marked) == 4


def test_play_with_hints_errors_and_completion(window, qtbot):
    doc = window.open_file(HEART)
    doc.tabs.setCurrentIndex(2)
    qtbot.mouseClick(doc.player.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: doc.player.hint is not None)
    step = doc.player.hint.step
    assert step is not None and "press Hint again" in doc.player.hint_label.text()
    _, overlay = doc.view_state()
    assert overlay.marked == frozenset(step.cells)
    qtbot.mouseClick(doc.player.hint_button, Qt.MouseButton.LeftButton)  # second press applies
    assert all(doc.board[c] == v for c, v in zip(step.cells, step.values))
    doc.undo_stack.undo()
    assert (doc.board == UNKNOWN).all()
    # Error marking checks the rules: a filled cell in the empty first row breaks its clue.
    doc.player.error_box.setChecked(True)
    rect = doc.grid.layout_().cell_rect(0, 0)
    qtbot.mouseClick(doc.grid, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())
    _, overlay = doc.view_state()
    assert (0, 0) in overlay.error_lines
    doc.undo_stack.undo()
    # Fill the answer in: completed clues grey out and the status bar says so quietly.
    from studio.moves import CellsMove

    target = np.where(doc.picture == 1, FILLED, EMPTY)
    cells = [tuple(map(int, p)) for p in np.argwhere(doc.board != target)]
    doc.push(CellsMove("fill", "board", cells, [doc.board[c] for c in cells], [target[c] for c in cells]))
    _, overlay = doc.view_state()
    assert len(overlay.done_lines) == 20 and not overlay.error_lines
    assert "Solved in" in window.statusBar().currentMessage()
    # The picture, no crosses; the hint applied (and undone) above was used all the same.
    assert overlay.clean and "with 1 hint" in doc.player.hint_label.text()


def test_the_finish_counts_the_hints_used_and_a_saved_game_keeps_them(window, qtbot, tmp_path):
    from studio.moves import CellsMove

    doc = window.open_file(HEART)
    qtbot.mouseClick(doc.player.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: doc.player.hint is not None, timeout=30_000)
    qtbot.mouseClick(doc.player.hint_button, Qt.MouseButton.LeftButton)  # applied: one hint
    assert doc.hints_used() == 1
    target = np.where(doc.picture == 1, FILLED, EMPTY)
    cells = [tuple(map(int, p)) for p in np.argwhere(doc.board != target)]
    doc.push(CellsMove("rest", "board", cells, [doc.board[c] for c in cells], [target[c] for c in cells]))
    assert "Solved in" in doc.player.hint_label.text() and "1 hint" in doc.player.hint_label.text()
    again = window.open_file(tmp_path / "x.json") if window.save_to(doc, tmp_path / "x.json") and \
        window.close_tab(window.tabs.indexOf(doc)) else None
    assert again is not None and again.hints_used() == 1


def test_a_progress_before_a_long_silence_shows_at_once(qtbot):
    """The worker's batches go out on a timer: the Progress a method yields before a long
    search reaches the window while the search still runs (here: until the test lets it go)."""
    from solvers.events import Done, Progress

    release = threading.Event()

    def factory(cancel):
        yield Progress(None, "solving")
        release.wait(60)
        yield Done("solved", None)

    run = workers.SolverRun(factory)
    seen, ended = [], []
    run.events.connect(seen.extend)
    run.finished.connect(ended.append)
    run.start()
    try:
        qtbot.waitUntil(lambda: bool(seen))
        assert [event.message for event in seen] == ["solving"] and not ended and run.running
    finally:
        release.set()
    qtbot.waitUntil(lambda: bool(ended))
    assert ended[0].status == "solved" and not run.running


@pytest.mark.parametrize("error", [KeyboardInterrupt, SystemExit, RuntimeError])
def test_the_run_finishes_whatever_the_generator_raises(qtbot, error):
    def factory(cancel):
        yield from ()
        raise error("boom")

    run = workers.SolverRun(factory)
    ended, failed = [], []
    run.finished.connect(ended.append)
    run.failed.connect(failed.append)
    run.start()
    qtbot.waitUntil(lambda: bool(ended))
    assert ended == [None] and failed == ["boom"] and not run.running
    assert workers.wait_for_workers(10_000) and workers.workers_running() == 0


def test_wait_for_workers_says_false_while_a_solver_still_runs(qtbot):
    """The window must not quit then (closeEvent keeps the window and asks again later)."""
    release = threading.Event()

    def factory(cancel):
        release.wait(60)  # a search that does not look at its token
        yield from ()

    run = workers.SolverRun(factory)
    run.start()
    qtbot.waitUntil(lambda: workers.workers_running() == 1)
    run.stop()
    try:
        assert workers.wait_for_workers(50) is False and workers.workers_running() == 1
    finally:
        release.set()
    assert workers.wait_for_workers(10_000) is True and workers.workers_running() == 0


def test_a_thread_ends_when_its_run_is_gone(qtbot):
    """A run deleted with its panel: the thread still quits when the generator ends."""
    release = threading.Event()

    def factory(cancel):
        release.wait(60)
        yield from ()

    run = workers.SolverRun(factory)
    run.start()
    qtbot.waitUntil(lambda: workers.workers_running() == 1)
    run.deleteLater()
    del run
    QCoreApplication.processEvents()
    release.set()
    assert workers.wait_for_workers(10_000) is True and workers.workers_running() == 0


def test_a_hint_points_at_a_mistake_first_and_takes_it_back(window, qtbot):
    from solvers.nonogram import formats

    doc = window.open_file(HEART)
    picture = np.asarray(formats.read_file(HEART).goal)
    white = tuple(int(v) for v in np.argwhere(picture == 0)[0])
    black = tuple(int(v) for v in np.argwhere(picture == 1)[0])
    for cell, button in ((white, Qt.MouseButton.LeftButton), (black, Qt.MouseButton.RightButton)):
        qtbot.mouseClick(doc.grid, button, pos=doc.grid.layout_().cell_rect(*cell).center().toPoint())
    assert doc.board[white] == 1 and doc.board[black] == 0  # two mistakes
    qtbot.mouseClick(doc.player.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: doc.player.hint is not None, timeout=30_000)
    hint = doc.player.hint
    assert set(hint.wrong) == {white, black} and hint.step is None  # no deduction from a wrong cell
    first = min(white, black)
    assert f"Row {first[0] + 1}, column {first[1] + 1}" in doc.player.hint_label.text()
    assert doc.view_state()[1].errors == {white, black}
    qtbot.mouseClick(doc.player.hint_button, Qt.MouseButton.LeftButton)  # take them back
    assert doc.board[white] == -1 and doc.board[black] == -1
    doc.undo_stack.undo()
    assert doc.board[white] == 1 and doc.board[black] == 0


def test_without_mistakes_a_hint_deduces_from_the_players_own_board(window, qtbot):
    from solvers.nonogram import formats

    doc = window.open_file(HEART)
    picture = np.asarray(formats.read_file(HEART).goal)
    qtbot.mouseClick(doc.player.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: doc.player.hint is not None, timeout=30_000)
    step = doc.player.hint.step
    assert step is not None and not doc.player.hint.wrong
    for (r, c), value in zip(step.cells, step.values):  # the solution agrees with the deduction
        assert value == picture[r, c]


def test_hints_search_the_solutions_once_per_puzzle(window, qtbot, monkeypatch):
    import solvers.nonogram.hint as player_module

    searches = []
    real = player_module.solve_events

    def counted(puzzle, method, options, cancel):
        searches.append(method)
        return real(puzzle, method, options, cancel)
    monkeypatch.setattr(player_module, "solve_events", counted)
    doc = window.open_file(HEART)
    for _ in range(2):  # a hint, applied, then the next hint on the new board
        qtbot.mouseClick(doc.player.hint_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: doc.player.hint is not None, timeout=30_000)
        qtbot.mouseClick(doc.player.hint_button, Qt.MouseButton.LeftButton)
    assert searches == ["auto"] and doc.player.solutions.get() is not None
