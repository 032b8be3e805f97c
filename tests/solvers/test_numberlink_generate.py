"""Numberlink generation and the sample library: accepted puzzles are unique under both rule
sets and use every cell; samples load and carry their (only) answer."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import numpy as np
import pytest

from solvers.cli import main
from solvers.numberlink import formats, generate, solve
from solvers.numberlink.generator import generate_grow, generate_naive, judge, random_cover
from solvers.numberlink.model import puzzle_from_paths
from solvers.numberlink.pair_moves import WORK_PER_SECOND, fewer_pairs
from solvers.numberlink.rules import check

SAMPLES = Path(__file__).parents[2] / "puzzles" / "numberlink"


def unjoined(width: int, height: int, seed: int):
    """A unique cover before any pairs are joined: generate itself refuses the covers whose
    ends touch, which an unjoined cover has by the dozen."""
    import random

    return generate_grow(width, height, random.Random(seed), join_budget=0)


@pytest.mark.parametrize("seed", range(3))
def test_grown_puzzles_are_unique_without_short_circuit(seed):
    puzzle, report = generate(7, 6, seed)
    assert report["method"] == "grow"
    assert not check(puzzle, puzzle.solution_board(), "fill")
    for rules in ("fill", "nikoli"):
        done = solve(puzzle, "cpsat", 2, rules=rules)
        assert done.unique is True
        assert (np.asarray(done.solution) > 0)[1::2, 1::2].all()


@pytest.mark.slow
@pytest.mark.timeout(1500)  # 502 s at load 12 on 2 cores (issue 37, seed 3): past the suite's 600 s
def test_a_grown_15x15_is_unique_under_both_rule_sets():
    """Checked by other proofs than the generator's judge asks: the whole plain fill model
    (no pruning, no short-circuit argument) and the nikoli model asked for two solutions.
    Not by cpsat: it cannot decide a 15x15 of 13-15 pairs in minutes. No clock on the proofs;
    their own timeout, longer than the suite's, still stops a hang. The plain fill proof's
    cost is heavy-tailed (quiet, CPU: seed 0 66 s, seed 3 42 s, seed 1 3.4 s), and seed 1's
    puzzle is checked the same way at a tenth of seed 3's cost."""
    puzzle, _ = generate(15, 15, 1)
    for rules, route in (("fill", {"fill_proof": "plain"}), ("nikoli", {"nikoli_route": "direct"})):
        done = solve(puzzle, "sat", 2, None, rules=rules, **route)
        assert done.unique is True and (np.asarray(done.solution) > 0)[1::2, 1::2].all()
        assert done.stats["proof"] == {"fill": "plain", "nikoli": "pruned"}[rules]


@pytest.mark.slow
@pytest.mark.parametrize("look_ahead", [False, True])
def test_joining_pairs_keeps_the_puzzle_unique_and_its_paths_untouched(look_ahead):
    """Also with two puzzles judged at once (look_ahead), in two threads."""
    import random

    puzzle, _report = unjoined(10, 10, 1)
    paths, joins, judged = fewer_pairs(10, 10, [list(p) for p in puzzle.solution], random.Random(1),
                                       look_ahead=look_ahead)
    assert joins >= 1 and len(paths) == puzzle.pairs - joins and judged >= joins
    joined = puzzle_from_paths(10, 10, paths)
    assert not check(joined, joined.solution_board(), "fill")
    assert not any(touches_itself(path) for path in paths)
    for rules in ("fill", "nikoli"):  # checked by cpsat, not by the judge's sat
        assert solve(joined, "cpsat", 2, 300, rules=rules).unique is True


def test_a_stopped_join_run_returns_the_last_paths_judged_unique():
    import random

    from solvers.numberlink.generator import judge

    from .cancel_tokens import CancelAfter

    puzzle, _ = unjoined(10, 10, 1)
    start = [list(p) for p in puzzle.solution]
    for look_ahead in (False, True):
        paths, joins, _ = fewer_pairs(10, 10, start, random.Random(1), cancel=CancelAfter(1), look_ahead=look_ahead)
        assert paths == start and joins == 0
    stopped = CancelAfter(2000)
    paths, joins, _ = fewer_pairs(10, 10, start, random.Random(1), budget=60 * WORK_PER_SECOND, cancel=stopped,
                                  look_ahead=True)
    assert stopped.fired and joins >= 1 and len(paths) == len(start) - joins
    assert judge(puzzle_from_paths(10, 10, paths), None)[0] == "ok"  # fresh models, not the move judge's


def test_overtime_only_while_a_pair_has_touching_ends():
    from solvers.numberlink.pair_moves import OVERTIME, _work_left

    apart, touching = [(0, 0), (0, 1), (0, 2)], [(0, 0), (0, 1), (1, 1), (1, 0)]
    assert _work_left(99, 100, [apart]) and not _work_left(101, 100, [apart])
    assert _work_left(101, 100, [apart, touching])
    assert not _work_left(OVERTIME * 100 + 1, 100, [apart, touching])


@pytest.mark.parametrize(("width", "height", "seed"), [(9, 7, 5), (15, 15, 0), (15, 15, 1), (30, 20, 2)])
def test_random_cover_paths_never_touch_themselves(width, height, seed):
    import random

    paths = random_cover(width, height, random.Random(seed))
    assert sorted(c for p in paths for c in p) == [(r, c) for r in range(height) for c in range(width)]
    for path in paths:
        assert len(path) >= 2
        assert all(abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 for a, b in itertools.pairwise(path))
        assert not touches_itself(path)


def touches_itself(path) -> bool:
    """Two neighbouring cells of the path that are not consecutive on it."""
    index = {cell: i for i, cell in enumerate(path)}
    return any(j is not None and abs(i - j) != 1 for cell, i in index.items()
               for j in (index.get((cell[0] + dr, cell[1] + dc)) for dr, dc in ((0, 1), (1, 0))))


@pytest.mark.slow
def test_naive_generator():
    import random

    puzzle, report = generate_naive(4, 4, random.Random(1), max_attempts=30)
    assert report["attempts"] >= 1 and (puzzle is None or judge(puzzle)[0] == "ok")


def test_cli_generate(capsys):
    assert main(["generate", "numberlink", "--size", "6x5", "--count", "2", "--seed", "3", "--json"]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(records) == 2 and records[0]["puzzle"]["genre"] == "numberlink"
    assert records[0]["puzzle"]["width"] == 6 and records[0]["puzzle"]["height"] == 5


FILES = sorted(path.name for path in SAMPLES.glob("*.json"))


def test_there_are_samples():
    assert len(FILES) >= 3


@pytest.mark.parametrize("name", FILES)
def test_sample_loads_and_its_answer_is_the_only_one(name):
    """By sat (the default), and up to 12x12 by cpsat too, an independent model (it cannot
    decide the few-pair 15x15 and 20x20 samples in two minutes)."""
    puzzle = formats.read_file(SAMPLES / name)
    assert puzzle.solution is not None and puzzle.title
    methods = ["sat"] + (["cpsat"] if puzzle.width * puzzle.height <= 144 else [])
    for method in methods:
        done = solve(puzzle, method, 2, 60, rules="nikoli")
        assert done.unique is True, method
        assert (np.asarray(done.solution) == np.asarray(puzzle.solution_board())).all()


@pytest.mark.parametrize("checks", [1, 4, 40])
def test_a_cancelled_token_stops_generation_in_the_middle_of_a_search(checks):
    """The studio's Cancel reaches the running search, not only the gap between puzzles:
    the token fires at its n-th look, wherever the generator is then."""
    from solvers.numberlink.generator import GenerationCancelled
    from solvers.numberlink.generator import generate as generate_one

    from .cancel_tokens import CancelAfter

    cancel = CancelAfter(checks)
    with pytest.raises(GenerationCancelled):
        generate_one(30, 30, seed=1, timeout=None, cancel=cancel)
    assert cancel.fired
    with pytest.raises(GenerationCancelled):
        generate_one(5, 5, seed=1, cancel=cancel)  # already cancelled: nothing starts


@pytest.mark.slow
def test_a_stop_anywhere_in_a_run_is_the_generators_own_error():
    """Stopped at any of its looks at the token (model builds, the local window checks, the
    judge, the grading), a run raises GenerationCancelled, which the CLI and the studio
    expect, never a bare Stopped from inside; and a run the token stopped returns nothing."""
    from solvers.numberlink.generator import GenerationCancelled
    from solvers.numberlink.generator import generate as generate_one

    from .cancel_tokens import CancelAfter

    counting = CancelAfter(10**9)
    generate_one(8, 8, seed=2, cancel=counting)
    looks = next(counting._looks)
    for checks in sorted({1 + looks * i // 12 for i in range(12)}):
        cancel = CancelAfter(checks)
        try:
            generate_one(8, 8, seed=2, cancel=cancel)
        except GenerationCancelled:
            continue
        assert not cancel.fired, checks


def test_a_part_token_shares_the_cancel_and_the_earlier_deadline():
    from solvers.events import Cancel

    job = Cancel(100.0)
    part = job.child(5.0)
    assert part.deadline == part.started + 5.0 < job.deadline
    assert part.timeout == 5.0 and Cancel(1e-9).timeout == 1e-9
    longer = job.child(1000.0)
    assert longer.deadline == job.deadline  # the budget it really has
    assert longer.timeout == job.deadline - longer.started <= 100.0
    assert Cancel().child(None).remaining() is None
    job.cancel()
    assert part.cancelled and part.stopped


@pytest.mark.parametrize("seed", range(4))
def test_takeover_moves_keep_a_cover_of_simple_untouching_paths(seed):
    """Every takeover (and takeover + join) the generator may try still covers each cell once
    with paths of 2+ cells that step to neighbours and never touch themselves."""
    import random

    from solvers.numberlink.pair_moves import _joins_of, _takeovers

    rng = random.Random(seed)
    paths = [list(p) for p in random_cover(8, 7, rng)]
    cells = sorted(c for p in paths for c in p)
    moves = _takeovers(paths, (7, 8))
    assert moves
    for i, j, grown, rest in moves:
        others = [p for k, p in enumerate(paths) if k not in (i, j)]
        for trial in [others + [grown, rest]] + [
                [p for k, p in enumerate(paths) if k not in (i, j, other)] + [grown, joined]
                for other, joined in _joins_of(rest, paths, i, j, (7, 8))]:
            assert sorted(c for p in trial for c in p) == cells
            for path in trial:
                assert len(path) >= 2 and not touches_itself(path)
                assert all(abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 for a, b in itertools.pairwise(path))


@pytest.mark.parametrize(("width", "height", "seed"), [(8, 7, 0), (15, 15, 1), (20, 20, 2)])
def test_unjudged_merges_keep_a_cover_of_simple_untouching_paths_with_fewer_pairs(width, height, seed):
    """merge_unjudged (the joins and takeovers before the judge first looks) still covers each
    cell once with paths of 2+ cells that step to neighbours and never touch themselves, has
    fewer paths than the cover, and not below its target."""
    import random

    from solvers.numberlink.pair_moves import merge_unjudged

    rng = random.Random(seed)
    cover = [list(p) for p in random_cover(width, height, rng)]
    target = max(2, len(cover) // 5)
    merged = merge_unjudged(cover, (height, width), rng, target)
    assert target <= len(merged) < len(cover)
    assert sorted(c for p in merged for c in p) == [(r, c) for r in range(height) for c in range(width)]
    for path in merged:
        assert len(path) >= 2 and not touches_itself(path)
        assert all(abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 for a, b in itertools.pairwise(path))


def test_a_split_cuts_a_path_where_the_two_solutions_differ_and_prefers_winding_pieces():
    """_split cuts one path in two at a cell the second solution changes; of the cuts there,
    one that leaves two pieces of 2+ turns each is taken when there is one."""
    import random

    from solvers.numberlink.generator import _split
    from solvers.numberlink.quality import turns

    # One snake over a 4x6 grid (5 turns), and a second board that differs in its middle.
    snake = [(0, c) for c in range(6)] + [(1, c) for c in range(5, -1, -1)] + \
        [(2, c) for c in range(6)] + [(3, c) for c in range(5, -1, -1)]
    puzzle = puzzle_from_paths(6, 4, [snake])
    first = np.asarray(puzzle.solution_board())
    for seed in range(10):
        second = first.copy()
        second[2:5, :] = -1  # rows 1-2 of cells (board rows 2-4) differ
        paths = [list(snake)]
        assert _split(paths, first, second, random.Random(seed))
        assert len(paths) == 2 and paths[0] + paths[1] == snake
        cut = len(paths[0])
        assert snake[cut][0] in (1, 2)
        assert turns(paths[0]) > 1 and turns(paths[1]) > 1


@pytest.mark.slow
def test_joins_and_takeovers_cut_pairs_and_touching_ends():
    """The same seed with and without the moves: fewer pairs, no more touching ends (the
    counts per size are measured in benchmarks/NUMBERLINK.md, not asserted on a loaded machine)."""
    plain, _ = unjoined(10, 10, 0)
    moved, report = generate(10, 10, 0)
    assert moved.pairs < plain.pairs
    assert report["quality"]["adjacent_ends"] <= sum(
        abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 for a, b in plain.endpoints)
    for rules in ("fill", "nikoli"):
        assert solve(moved, "cpsat", 2, 300, rules=rules).unique is True



def test_a_local_second_solution_is_a_second_solution_of_the_whole(monkeypatch):
    """The generator's cheap refusal, checked by brute force: with windows smaller than the
    grid a 'yes' must be a second fill solution of the whole puzzle; a window as large as the
    grid asks the whole puzzle, so there it says yes exactly when a second solution exists."""
    import random

    from solvers.numberlink import local_windows
    from solvers.numberlink.model import paths_from_board

    from .numberlink_bruteforce import brute_force, covered_puzzle, decode

    rng = random.Random(5)
    said_yes = unique = 0
    for _ in range(12):
        for width, height, sizes in ((5, 4, (3,)), (4, 4, (4,))):
            puzzle = covered_puzzle(rng, sizes=((width, height),))
            solutions = brute_force(puzzle, "fill")  # random walks' ends: often several
            several = len(solutions) > 1
            unique += not several
            paths = [list(p) for p in paths_from_board(puzzle, decode(puzzle, min(solutions)))]
            monkeypatch.setattr(local_windows, "SIZES", sizes)
            for centre in [cell for path in paths for cell in path]:
                said = local_windows.local_second_solution(width, height, paths, centre)
                said_yes += said
                assert several or not said
                if sizes == (width,):
                    assert said == several
    assert said_yes and unique  # both answers came up


def test_a_remembered_second_board_refuses_only_puzzles_with_another_solution():
    """The generator's remembered second boards (remembered.py) over runs of its moves on 6x5
    covers: each board it redraws must pass the rules check as a nikoli solution other than
    the intended one, the judge must refuse that puzzle too, and some refusals come up."""
    import random

    from solvers.numberlink.model import segment_mask
    from solvers.numberlink.move_judge import MoveJudge
    from solvers.numberlink.pair_moves import _pick_move
    from solvers.numberlink.remembered import SecondSolutions

    rng = random.Random(3)
    judge = MoveJudge(6, 5, 15)
    said_yes = 0
    for _ in range(20):
        paths = [list(p) for p in random_cover(6, 5, rng, max_len=8)]
        memory, refused = SecondSolutions(), set()
        for _ in range(30):  # (takeovers keep the pairs: a run need not end by itself)
            move = _pick_move(paths, (5, 6), refused, False, rng)
            if move is None:
                break
            puzzle = puzzle_from_paths(6, 5, move.trial)
            other = memory.another(puzzle)
            verdict, boards = judge.judge(puzzle)
            if other is not None:
                said_yes += 1
                assert not check(puzzle, other, "nikoli")
                assert not np.array_equal(segment_mask(other), segment_mask(puzzle.solution_board()))
                assert verdict != "ok"
            if verdict == "ok":
                paths = move.trial
            else:
                memory.remember(boards)
                refused.add(move.key)
    assert said_yes >= 5, said_yes


def test_a_redrawn_board_with_a_detached_loop_is_no_solution():
    """remembered._lines_join_pairs: each pair's line joins its numbers, and a loop beside the
    lines (every cell at two lines, so the degree test passes it) makes the board no solution."""
    from solvers.numberlink.model import board_from_paths, segment, segment_mask
    from solvers.numberlink.remembered import _degrees, _lines_join_pairs

    puzzle = puzzle_from_paths(4, 3, [[(0, 0), (0, 1), (0, 2), (0, 3)]])
    board = segment_mask(board_from_paths(puzzle, puzzle.solution))
    assert _lines_join_pairs(puzzle, board, _degrees(board))
    for a, b in (((1, 1), (1, 2)), ((1, 2), (2, 2)), ((2, 2), (2, 1)), ((2, 1), (1, 1))):
        board[segment(a, b)] = 1
    assert not _lines_join_pairs(puzzle, board, _degrees(board))
    # every number at one line, but each line joins a number of one pair to one of the other
    crossed = puzzle_from_paths(4, 3, [[(0, 0), (0, 1), (0, 2), (0, 3)], [(1, 0), (1, 1), (1, 2), (1, 3)]])
    lines = np.zeros_like(board)
    lines[segment((0, 0), (1, 0))] = lines[segment((0, 3), (1, 3))] = 1
    assert not _lines_join_pairs(crossed, lines, _degrees(lines))
