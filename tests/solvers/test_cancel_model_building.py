"""Every method of every genre stops when its cancel token fires, before or during model
building: it ends with Done("stopped"), no solution and no uniqueness claim; generators raise
their genre's error (an ``events.Stopped``). No clock: the tokens fire at a chosen check
(cancel_tokens.CancelAfter) and the suite's timeout catches a method that never looks."""

from __future__ import annotations

import numpy as np
import pytest

import solvers.galaxies as galaxies
import solvers.nonogram as nonogram
import solvers.numberlink as numberlink
from solvers.events import STOPPED, Cancel, Done, Progress, SolveOptions, Stopped, run
from solvers.galaxies.derive import derive
from solvers.galaxies.generator import _board, grow_partition
from solvers.nonogram.derive import clues_from_picture
from solvers.numberlink.generator import random_cover
from solvers.numberlink.model import puzzle_from_paths

from .cancel_tokens import CancelAfter


def _nonogram():
    rng = np.random.default_rng(3)
    return clues_from_picture((rng.random((30, 30)) < 0.5).astype(np.int8))


def _galaxies():
    """Random symmetric regions, big ones: deduction leaves most cells open."""
    rng = np.random.default_rng(3)
    return derive(_board(grow_partition(np.ones((30, 30), dtype=bool), rng, 60), (30, 30)))[0]


def _numberlink():
    import random

    return puzzle_from_paths(20, 20, random_cover(20, 20, random.Random(3)))


PUZZLES = {"nonogram": (nonogram, _nonogram), "galaxies": (galaxies, _galaxies),
           "numberlink": (numberlink, _numberlink)}
CASES = [(genre, name) for genre, (package, _) in PUZZLES.items() for name in package.METHODS]
EXTRA = {("nonogram", "table"): {"max_patterns": 10**9, "max_total_patterns": 10**12}}


@pytest.fixture(scope="module")
def puzzles():
    return {genre: make() for genre, (_, make) in PUZZLES.items()}


def _run(genre, name, puzzle, cancel):
    package = PUZZLES[genre][0]
    options = SolveOptions(2, None, None, dict(EXTRA.get((genre, name), {})))
    return run(package.solve_events(puzzle, name, options, cancel))


def _assert_stopped(done: Done):
    assert done.status == STOPPED and done.unique is None and done.solutions == ()


@pytest.mark.parametrize("genre,name", CASES)
def test_a_cancelled_token_stops_before_anything_is_built(genre, name, puzzles):
    cancel = Cancel()
    cancel.cancel()
    _assert_stopped(_run(genre, name, puzzles[genre], cancel))


@pytest.mark.parametrize("genre,name", CASES)
def test_a_passed_deadline_stops_the_run(genre, name, puzzles):
    cancel = Cancel(1.0)
    cancel.deadline = cancel.started  # already past, whatever the clock says
    _assert_stopped(_run(genre, name, puzzles[genre], cancel))


@pytest.mark.parametrize("checks", [2, 5, 17])
@pytest.mark.parametrize("genre,name", CASES)
def test_a_cancel_while_building_the_model_stops_the_run(genre, name, checks, puzzles):
    cancel = CancelAfter(checks)
    done = _run(genre, name, puzzles[genre], cancel)
    assert cancel.fired  # the method looked at its token (these puzzles take many looks)
    _assert_stopped(done)


@pytest.mark.parametrize("genre,name", [("nonogram", "sat"), ("nonogram", "mip"), ("nonogram", "table"),
                                        ("galaxies", "ilp"), ("galaxies", "mip"),
                                        ("numberlink", "ilp"), ("numberlink", "mip")])
def test_a_cancel_when_building_is_announced_stops_it(genre, name, puzzles):
    """The methods that say "building": a cancel given as that Progress arrives stops the
    build itself (the next event is the stopped Done)."""
    package = PUZZLES[genre][0]
    cancel = Cancel()
    options = SolveOptions(2, None, None, dict(EXTRA.get((genre, name), {})))
    events = package.solve_events(puzzles[genre], name, options, cancel)
    for event in events:
        if isinstance(event, Progress) and "build" in event.message:
            cancel.cancel()
            break
    else:
        pytest.fail("no Progress announced the model building")
    rest = list(events)
    assert len(rest) == 1 and isinstance(rest[0], Done)
    _assert_stopped(rest[0])


GENERATORS = {
    # expert: the default medium now draws its texture in a compiled batch and may finish
    # before its ninth look; expert searches long enough to be stopped at any of the three.
    "nonogram": lambda cancel: nonogram.generate(25, 25, seed=1, difficulty="expert", cancel=cancel),
    "galaxies": lambda cancel: galaxies.generate(25, 25, seed=1, cancel=cancel),
    "galaxies picture": lambda cancel: galaxies.generate_from_picture(
        np.eye(20, dtype=np.int8), seed=1, cancel=cancel),
    "numberlink": lambda cancel: numberlink.generate(20, 20, seed=1, cancel=cancel),
}


@pytest.mark.parametrize("checks", [1, 3, 9])
@pytest.mark.parametrize("name", GENERATORS)
def test_a_cancelled_generator_raises_its_stop(name, checks):
    cancel = CancelAfter(checks)
    with pytest.raises(Stopped):
        GENERATORS[name](cancel)
    assert cancel.fired


# --- the largest nonogram (issue 28): a random 200x200 picture, where line solving fixes no
# cell and the line automata have 3.1 million live states ------------------------------------

@pytest.fixture(scope="module")
def largest_nonogram():
    rng = np.random.default_rng(1)
    return clues_from_picture((rng.random((200, 200)) < 0.5).astype(np.int8))


@pytest.mark.parametrize("checks", [3, 300, 1_000, 3_000, 6_000])
def test_auto_on_the_largest_grid_stops_wherever_it_is_cancelled(checks, largest_nonogram):
    """Line solving, sizing the automata (too big for cpsat and sat: probe finishes), then
    probing: a cancel at any of these ends the run stopped, without an answer."""
    cancel = CancelAfter(checks)
    events = list(nonogram.solve_events(largest_nonogram, "auto", SolveOptions(2), cancel))
    assert cancel.fired
    _assert_stopped(events[-1])
    if checks >= 3_000:  # past line solving (~1,200 looks) and the sizing (400): probe chosen
        assert any(isinstance(e, Progress) and e.message == "finishing with probe" for e in events)


@pytest.mark.parametrize("name", ["cpsat", "sat", "mip"])
def test_the_largest_grid_is_refused_before_a_model_is_built(name, largest_nonogram):
    """The encodings that cannot fit in memory say so at once: CP-SAT's load of this one (2 GB,
    16 s) heard no stop at all, so a cancel took seconds to land."""
    from solvers.errors import MethodRefused

    with pytest.raises(MethodRefused, match="too big"):
        run(nonogram.solve_events(largest_nonogram, name, SolveOptions(2), Cancel()))


@pytest.mark.parametrize("name", ["cpsat", "sat"])
@pytest.mark.parametrize("extra_checks", [3, 40])
def test_a_cancel_after_sizing_stops_the_model_building(name, extra_checks, puzzles):
    """cpsat and sat first size the automata (one look per line: 60 on the 30x30), then build
    (a look per line again): a cancel that lands in the building proper stops the run too."""
    cancel = CancelAfter(60 + extra_checks)
    done = _run("nonogram", name, puzzles["nonogram"], cancel)
    assert cancel.fired
    _assert_stopped(done)


@pytest.mark.parametrize("checks", [3, 100, 250, 395, 410])
def test_auto_probing_in_python_first_stops_wherever_it_is_cancelled(checks, puzzles, monkeypatch):
    """A process without the compiled core loaded (a command line call) line solves and probes
    the 30x30 in Python first (auto.PYTHON_FIRST_PROBES), then goes on compiled: a cancel in
    the line solving (looks 1-205 here), the Python probing (206-388) or the compiled search
    (from 389; about 420 in all) stops it."""
    from solvers.nonogram import auto

    monkeypatch.setattr(auto, "kernel_loaded", lambda: False)
    monkeypatch.setattr(auto, "PYTHON_FIRST_PROBES", 20)  # 202 probes settle it: the compiled part runs
    cancel = CancelAfter(checks)
    events = list(nonogram.solve_events(puzzles["nonogram"], "auto", SolveOptions(2), cancel))
    assert cancel.fired
    _assert_stopped(events[-1])
