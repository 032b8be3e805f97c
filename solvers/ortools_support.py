"""Glue between the event protocol and OR-Tools: stopping on cancel, time budgets, and the
no-good loop that every CP-SAT method uses to decide uniqueness."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Generator, Iterator
from contextlib import contextmanager
from functools import cache
from typing import TYPE_CHECKING, TypeVar

import numpy as np

from .events import NO_SOLUTION, SOLVED, STOPPED, Cancel, Progress, Solution, SolveOptions

if TYPE_CHECKING:
    from ortools.sat.python import cp_model
# CP-SAT itself loads inside the functions that build a solver: its import (pandas with it)
# costs ~0.25 s, and the stopping helpers here serve the SAT methods too, which never need it
# (benchmarks/README.md, "Start-up").


R = TypeVar("R")  # what a solve returns (a status)


@contextmanager
def stop_on_cancel(cancel: Cancel, stop: Callable[[], object], poll: float = 0.05) -> Iterator[None]:
    """While the block runs, call ``stop()`` as soon as ``cancel`` is cancelled.

    OR-Tools' Solve() blocks the generator's thread, so a small watcher thread polls the
    token and uses the solver's own stop (CpSolver.stop_search, Solver.InterruptSolve):
    a cancel then takes effect within ``poll`` seconds instead of at the time limit. The
    token's deadline stops it too: a solver's own time limit starts only once it has loaded
    the model, which on a big one comes a second after the deadline.

    The one watcher of every OR-Tools and SAT search. It ends with the block, and the block
    does not wait for it to go: joining a thread per solve cost ~2 ms on the busy 2-core
    machine (waiting to be scheduled), more than a whole 7x7 galaxies search. The lock makes
    sure no ``stop()`` reaches the solver once the block has ended (its next solve).
    """
    lock = threading.Lock()
    finished = False

    def watch() -> None:
        # Keep asking until the block ends: a stop that lands before the solver has really
        # started its search is forgotten by OR-Tools (seen with SCIP's InterruptSolve).
        while True:
            time.sleep(poll)
            with lock:
                if finished:
                    return
                if cancel.stopped:
                    stop()

    threading.Thread(target=watch, name="ortools-cancel-watch", daemon=True).start()
    try:
        yield
    finally:
        with lock:
            finished = True


# CP-SAT loading a big model hears neither its stop nor its time limit (seen: 0.9 s past a
# deadline while it loaded the 175 automata of Faase), nor SCIP in its presolve (1.2 s after a
# cancel on Faase's MIP). Models with at least this many constraints are solved in a thread of
# their own that ``run_stoppable`` can walk away from;
# small ones are solved in the caller's thread (a thread per solve costs ~2 ms of scheduling
# on a busy 2-core machine, more than a whole small search).
BIG_MODEL = 20_000
ABANDON_GRACE = 0.2  # seconds a stopped solve of a big model gets to end before it is left


def solve_cpsat(solver: cp_model.CpSolver, model: cp_model.CpModel, cancel: Cancel,
                callback: cp_model.CpSolverSolutionCallback | None = None, big: bool | None = None,
                ) -> cp_model.CpSolverStatus | None:
    """``solver.solve(model, callback)``, stopped on cancel and at the token's deadline.

    Returns the solver's status, or None when a big model's solve was abandoned: it had not
    ended ABANDON_GRACE seconds after its stop. It then ends on its own in its thread;
    the caller must not read the solver again (its statistics are not there yet). ``big``:
    whether the model is big enough for that; by default, when it has BIG_MODEL constraints
    (a caller with few big constraints, such as automata, says so itself)."""
    if big is None:
        big = len(model.proto.constraints) >= BIG_MODEL
    return run_stoppable(lambda: solver.solve(model, callback), solver.stop_search, cancel, own_thread=big)


def run_stoppable(solve: Callable[[], R], stop: Callable[[], object], cancel: Cancel,
                  own_thread: bool) -> R | None:
    """``solve()`` (an OR-Tools solve), with ``stop()`` called on cancel and at the token's
    deadline. In the caller's thread, or (``own_thread``, for big models) in a thread of its
    own that is left ABANDON_GRACE seconds after the stop: then None is returned."""
    if not own_thread:
        with stop_on_cancel(cancel, stop):
            return solve()
    result: list[R | BaseException] = []
    ended = threading.Event()

    def run() -> None:
        # The watcher goes with the solve, not with the caller: a stop the solver forgets
        # (one that lands before its search starts) is repeated even after the caller left.
        try:
            with stop_on_cancel(cancel, stop):
                result.append(solve())
        except BaseException as error:
            result.append(error)
        finally:
            ended.set()

    # Not a daemon thread: the interpreter waits for an abandoned solve at exit (it was told
    # to stop); a process torn down under a running solver aborts.
    thread = threading.Thread(target=run, name="ortools-solve")
    thread.start()
    while not ended.wait(0.05):
        if cancel.stopped:
            if not ended.wait(ABANDON_GRACE):
                with _abandoned_lock:
                    _abandoned.add(thread)
                return None
            break
    if isinstance(result[0], BaseException):
        raise result[0]
    return result[0]


_abandoned: set[threading.Thread] = set()
_abandoned_lock = threading.Lock()  # racing solvers abandon from their own threads


def abandoned_solves() -> int:
    """How many stopped solves this process left running (run_stoppable) are still running.
    A command line that has printed its answer may then end with os._exit after flushing
    its output: the interpreter's normal exit waits for them (a CP-SAT loading a big model
    hears no stop for seconds), and os._exit ends the process without running the C++
    destructors under them, which is what aborted a process torn down by Py_Finalize."""
    with _abandoned_lock:
        _abandoned.difference_update([t for t in _abandoned if not t.is_alive()])
        return len(_abandoned)


def time_left(options: SolveOptions, cancel: Cancel, started: float) -> float | None:
    """Seconds left under both options.timeout (from ``started``, time.monotonic) and the
    cancel token's deadline; None when neither sets one."""
    limits = [cancel.remaining()]
    if options.timeout is not None:
        limits.append(options.timeout - (time.monotonic() - started))
    known = [t for t in limits if t is not None]
    return max(0.0, min(known)) if known else None


def verdict(solutions: list, exhausted: bool, options: SolveOptions) -> tuple[str, bool | None, list]:
    """(status, unique, solutions) from what a search found; ``exhausted`` means the last
    solve proved that no further solution exists."""
    if not solutions:
        return (NO_SOLUTION if exhausted else STOPPED), None, solutions
    if len(solutions) >= 2:
        return SOLVED, False, solutions
    if options.want_unique and exhausted:
        return SOLVED, True, solutions
    return SOLVED, None, solutions  # not asked, or stopped before the proof


def cpsat_grid_solutions(model: cp_model.CpModel, cells: list[list], options: SolveOptions, cancel: Cancel, stats: dict,
                         started: float) -> Generator[Progress | Solution, None, tuple[list[np.ndarray], bool]]:
    """Solve a CP-SAT model whose answer is a grid of Booleans, up to options.max_solutions
    times, excluding each answer found by a no-good clause (how every CP-SAT method decides
    uniqueness). Yields Progress and Solution events; returns (solutions, exhausted).

    ``stats`` gains solves, branches, conflicts and, when a solve stops short, solver_status.
    """
    from ortools.sat.python import cp_model

    solver = cp_model.CpSolver()
    # The workers option of every CP-SAT method that enumerates through here (one by default:
    # enumeration with no-goods wants a single worker).
    solver.parameters.num_workers = int(options.extra.get("workers") or 1)
    flat = [v for row in cells for v in row]
    shape = (len(cells), len(cells[0]) if cells else 0)
    solutions: list[np.ndarray] = []
    exhausted = False
    while len(solutions) < max(1, options.max_solutions):
        left = time_left(options, cancel, started)
        if cancel.stopped or (left is not None and left <= 0):
            break
        if left is not None:
            solver.parameters.max_time_in_seconds = left
        yield Progress(None, "solving" if not solutions
                       else f"looking for solution {len(solutions) + 1} (uniqueness)")
        status = solve_cpsat(solver, model, cancel, big=True)  # a solve or two per puzzle
        if status is None:  # abandoned while it loaded the model
            stats["solver_status"] = "STOPPED"
            break
        stats["solves"] = stats.get("solves", 0) + 1
        stats["branches"] = stats.get("branches", 0) + int(solver.num_branches)
        stats["conflicts"] = stats.get("conflicts", 0) + int(solver.num_conflicts)
        if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            values = [solver.boolean_value(v) for v in flat]
            board = np.array(values, dtype=np.int8).reshape(shape)
            solutions.append(board)
            yield Solution(board.copy())
            model.add_bool_or([~v if value else v for v, value in zip(flat, values)])
        elif status == cp_model.INFEASIBLE:
            exhausted = True
            break
        else:  # time limit, stop, or an invalid model
            stats["solver_status"] = solver.status_name(status)
            break
    return solutions, exhausted


@cache
def _grid_collector_class() -> type:
    """The callback class, made on first use (its base class is CP-SAT's)."""
    from ortools.sat.python import cp_model

    class GridCollector(cp_model.CpSolverSolutionCallback):
        """Collects distinct grids during one enumerating search; stops it at ``limit``."""

        def __init__(self, flat: list, shape: tuple[int, int], limit: int) -> None:
            super().__init__()
            self.flat, self.shape, self.limit = flat, shape, limit
            self.boards: list[np.ndarray] = []
            self._seen: set[bytes] = set()

        def on_solution_callback(self) -> None:
            board = np.array([self.value(v) for v in self.flat], dtype=np.int8).reshape(self.shape)
            # Auxiliary variables (automaton states, encodings) could make CP-SAT report the
            # same grid twice; only distinct grids count.
            if board.tobytes() not in self._seen:
                self._seen.add(board.tobytes())
                self.boards.append(board)
            if len(self.boards) >= self.limit:
                self.stop_search()

    return GridCollector


def cpsat_enumerate_grid_solutions(model: cp_model.CpModel, cells: list[list], options: SolveOptions, cancel: Cancel,
                                   stats: dict, started: float, parameters: dict | None = None,
                                   ) -> Generator[Progress | Solution, None, tuple[list[np.ndarray], bool]]:
    """Like ``cpsat_grid_solutions``, but in ONE search: CP-SAT enumerates solutions
    (enumerate_all_solutions, one worker) and stops at options.max_solutions distinct grids.

    The second solution of a uniqueness check then reuses everything the first search learnt,
    instead of starting a new solve (and a new presolve) with a no-good clause: about 2x
    faster on the hard tournament nonograms (benchmarks/README.md). The price: Solution
    events come when the search ends, not as each solution is found. ``parameters`` are
    extra CpSolver parameters by name. ``cells`` may hold constants (new_constant).
    Yields Progress and Solution events; returns (solutions, exhausted).
    """
    from ortools.sat.python import cp_model

    solver = cp_model.CpSolver()
    for name, value in (parameters or {}).items():
        setattr(solver.parameters, name, value)
    solver.parameters.enumerate_all_solutions = True  # implies a single worker
    flat = [v for row in cells for v in row]
    shape = (len(cells), len(cells[0]) if cells else 0)
    limit = max(1, options.max_solutions)
    left = time_left(options, cancel, started)
    if cancel.stopped or (left is not None and left <= 0):
        return [], False
    if left is not None:
        solver.parameters.max_time_in_seconds = left
    yield Progress(None, "solving" if limit == 1 else f"looking for up to {limit} solutions")
    collector = _grid_collector_class()(flat, shape, limit)
    status = solve_cpsat(solver, model, cancel, collector, big=True)  # one solve per puzzle
    if status is None:  # abandoned while it loaded the model: nothing found
        stats["solver_status"] = "STOPPED"
        return [], False
    stats["solves"] = stats.get("solves", 0) + 1
    stats["branches"] = stats.get("branches", 0) + int(solver.num_branches)
    stats["conflicts"] = stats.get("conflicts", 0) + int(solver.num_conflicts)
    for board in collector.boards:
        yield Solution(board.copy())
    # OPTIMAL / INFEASIBLE: the enumeration ran to its end, so no further solution exists.
    exhausted = status in (cp_model.OPTIMAL, cp_model.INFEASIBLE)
    if not exhausted and len(collector.boards) < limit:
        stats["solver_status"] = solver.status_name(status)
    return collector.boards, exhausted
