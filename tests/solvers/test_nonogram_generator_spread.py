"""Nonograms made Simon Tatham's way (texture.py) inside the published spread (issue 41), by a
compiled scan that keeps the same textures as the Python one (issue 36).

The spreads below were measured by benchmarks/nonogram_levels_spread.py (his Pattern
generator, 1000 puzzles a size; the nonogram-db's 39 hand-made pictures): no test here runs
his program, and none asserts a time."""

from __future__ import annotations

import numpy as np
import pytest

from solvers import scale
from solvers.events import Cancel, SolveOptions, run
from solvers.nonogram import fastprobe, generator, linesolve, solve, texture
from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.difficulty import difficulty, simple_rules_finish
from solvers.nonogram.generator import generate, offered_levels
from solvers.nonogram.propagate import Grid, propagate

# Tatham's Pattern generator: clue numbers a line, 10th-90th percentile (1000 puzzles a size).
TATHAM_SPREAD = {10: (1.50, 2.05), 15: (2.10, 2.63), 20: (2.73, 3.33), 25: (3.40, 3.90)}
NONOGRAM_DB_BLACK = (0.38, 0.58)  # black share of the nonogram-db, 10th-90th percentile

kernel = pytest.importorskip("solvers.nonogram.texture_kernel")


def clue_numbers(puzzle) -> float:
    return sum(len(c) for c in puzzle.rows + puzzle.cols) / (puzzle.height + puzzle.width)


def noise_batch(seed: int, h: int, w: int, count: int = 60):
    rng = np.random.default_rng(seed)
    return rng.random((count, h, w)), rng.uniform(0.3, 0.6, count)


@pytest.mark.parametrize("h, w", [(5, 5), (7, 9), (10, 10), (13, 8), (20, 20)])
def test_the_compiled_texture_and_scan_are_the_python_ones(h, w):
    noise, densities = noise_batch(h * 100 + w, h, w)
    for i in range(len(noise)):
        picture = texture.texture(noise[i], float(densities[i]))
        assert np.array_equal(kernel.texture(noise[i], densities[i]), picture)
        assert abs(picture.sum() - int(densities[i] * h * w + 0.5)) == 0
    for keep in (texture.EASY, texture.MEDIUM, texture.LINE_STALLS):
        start, compiled, python = 0, [], []
        while start < len(noise):
            found = int(kernel.scan(noise, densities, start, keep))
            compiled.append(found)
            start = len(noise) if found < 0 else found + 1
        python = [i for i in range(len(noise))
                  if texture._kept_in_python(texture.texture(noise[i], float(densities[i])), keep)]
        assert [i for i in compiled if i >= 0] == python


def test_the_compiled_simple_rules_reach_the_graders_fixpoint():
    # The simple rules are not monotone: the order of lines must be propagate.py's.
    noise, densities = noise_batch(7, 12, 12, 200)
    h = w = 12
    clues = np.zeros(h * w + 1, np.int64)
    first, count = np.zeros(h + w, np.int64), np.zeros(h + w, np.int64)
    lengths = np.array([w] * h + [h] * w, np.int64)
    for i in range(len(noise)):
        picture = texture.texture(noise[i], float(densities[i]))
        if not kernel.layout(picture, clues, first, count):
            assert not texture.plain_lines(picture)
            continue
        puzzle = clues_from_picture(picture)
        lines = list(puzzle.rows) + list(puzzle.cols)
        assert all(tuple(clues[first[j]:first[j] + count[j]]) == tuple(lines[j]) for j in range(h + w))
        assert kernel.simple_rules_finish(clues, first, count, lengths, h, w) == bool(simple_rules_finish(puzzle))


def test_the_compiled_simple_line_is_linesolves():
    rng = np.random.default_rng(3)
    left, right = np.empty(64, np.int64), np.empty(64, np.int64)
    for _ in range(3000):
        n = int(rng.integers(1, 25))
        line = (rng.random(n) < 0.5).astype(int)
        clue = tuple(len(run) for run in "".join(map(str, line)).split("0") if run)
        known = rng.random(n) < rng.random()
        filled = sum(1 << i for i in range(n) if known[i] and line[i])
        empty = sum(1 << i for i in range(n) if known[i] and not line[i])
        compiled = kernel.simple_line(np.array(clue or (0,), np.int64), 0, len(clue), n, filled, empty, left, right)
        assert tuple(map(int, compiled)) == linesolve.simple_line(clue, n, filled, empty)


def test_the_same_seed_gives_the_same_puzzle_without_numba(monkeypatch):
    made = {wanted: generate(11, 9, seed=5, difficulty=wanted)[0] for wanted in texture.TEXTURE_LEVELS}
    monkeypatch.setattr(texture, "_compiled", lambda h, w: False)
    monkeypatch.setattr(fastprobe, "usable", lambda puzzle: False)
    for wanted, puzzle in made.items():
        again = generate(11, 9, seed=5, difficulty=wanted)[0]
        assert np.array_equal(again.goal, puzzle.goal), wanted


@pytest.mark.parametrize("size", sorted(TATHAM_SPREAD))
def test_no_level_asked_is_medium_inside_tathams_spread(size):
    puzzles = []
    for seed in range(12):
        puzzle, report = generate(size, size, seed=seed)
        assert report["level"] == "medium" and report["generator_version"] == generator.GENERATOR_VERSION
        puzzles.append(puzzle)
    low, high = TATHAM_SPREAD[size]
    clues = [clue_numbers(p) for p in puzzles]
    assert low <= float(np.median(clues)) <= high
    assert sum(low <= c <= high for c in clues) >= 6  # most of them (80 % of his)
    black = [float(p.goal.mean()) for p in puzzles]
    assert NONOGRAM_DB_BLACK[0] <= float(np.median(black)) <= NONOGRAM_DB_BLACK[1]
    for puzzle in puzzles[:3]:  # unique, by an independent solver
        check = solve(puzzle, "cpsat", max_solutions=2)
        assert check.unique is True and np.array_equal(check.solution, puzzle.goal)
        assert difficulty(puzzle)["level"] == "medium"


def plain_probes(puzzle) -> int:
    done = run(fastprobe.search(puzzle, SolveOptions(max_solutions=2), Cancel()))
    return done.stats["probes"] + done.stats["branches"]


def test_levels_follow_the_effort_of_a_plain_solver():
    # Issue 41: rank correlation of level and an independent effort at least 0.7.
    levels, effort = [], []
    for wanted in ("easy", "medium", "hard"):
        for seed in range(8):
            puzzle, _ = generate(15, 15, seed=seed, difficulty=wanted)
            assert difficulty(puzzle)["level"] == wanted
            levels.append(scale.rank(wanted))
            effort.append(plain_probes(puzzle))
    easy, medium, hard = ([e for lv, e in zip(levels, effort) if lv == scale.rank(w)]
                          for w in ("easy", "medium", "hard"))
    assert max(easy) == max(medium) == 0 < min(hard)  # the line levels need no probe, hard does
    ranks_l, ranks_e = (np.argsort(np.argsort(v, kind="stable"), kind="stable") for v in (levels, effort))
    # (ties broken by order: a lower bound on the tie-averaged correlation of the benchmark)
    assert np.corrcoef(ranks_l, ranks_e)[0, 1] >= 0.7


def test_easy_is_not_offered_where_textures_are_not_easy():
    assert "easy" in offered_levels(20, 20) and "easy" not in offered_levels(25, 25)
    assert "easy" not in offered_levels(10, 30)
    assert "hard" in offered_levels(8, 8) and "hard" not in offered_levels(7, 7)


def test_a_level_refused_does_no_work(monkeypatch):
    def no_drawing(*_args, **_kwargs):
        raise AssertionError("drew a texture for a level it refuses")

    monkeypatch.setattr(generator, "draw_texture", no_drawing)
    with pytest.raises(ValueError, match="easy"):
        generate(25, 25, seed=1, difficulty="easy")


def test_an_attempt_that_runs_out_moves_on_to_the_next_the_same_way(monkeypatch):
    # Hard at 8x8 keeps about one texture in 300: with one batch an attempt, most attempts
    # end empty and the next one starts from its own generator (seed, attempt).
    monkeypatch.setattr(generator, "ATTEMPT_TRIES", texture.BATCH)
    monkeypatch.setattr(generator, "ATTEMPTS", 40)
    first, report = generate(8, 8, seed=3, difficulty="hard")
    again, same = generate(8, 8, seed=3, difficulty="hard")
    assert report["attempts"] > 1 and report == same and np.array_equal(first.goal, again.goal)
    assert report["textures"] > (report["attempts"] - 1) * texture.BATCH
    assert difficulty(first)["level"] == "hard"


def test_a_cancelled_texture_run_stops():
    cancel = Cancel()
    cancel.cancel()
    with pytest.raises(generator.GenerationCancelled):
        generate(20, 20, seed=1, difficulty="easy", cancel=cancel)


def test_line_solving_of_a_kept_texture_is_complete():
    puzzle, _ = generate(20, 20, seed=2)
    grid = Grid(puzzle)
    assert propagate(grid) and grid.complete


# -- the per-call shortcuts of small sizes (issue 36): the same puzzles as the plain ways ------

def reflected_texture(noise, density):
    """Tatham's texture by numpy alone: np.pad's reflection, the nine neighbours added in
    texture_field's order, np.partition's threshold."""
    h, w = noise.shape
    padded = np.pad(noise, 1, mode="reflect")
    total = np.zeros((h, w))
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            total = total + padded[1 + dr:1 + dr + h, 1 + dc:1 + dc + w]
    field = -total.ravel()
    keep = int(density * h * w + 0.5)
    picture = np.zeros(h * w, np.int8)
    if keep:
        picture[field <= np.partition(field, keep - 1)[keep - 1]] = 1
    return picture.reshape(h, w)


def test_the_texture_is_numpys_reflection_and_partition():
    rng = np.random.default_rng(11)
    for i in range(400):
        h, w = (int(v) for v in rng.integers(2, 26, 2))
        noise = rng.random((h, w))
        if i % 3 == 0:
            noise = np.round(noise * 4) / 4  # ties at the threshold
        density = float(rng.uniform(0, 1))
        expected = reflected_texture(noise, density)
        assert np.array_equal(kernel.texture(noise, density), expected)
        if i < 60:
            assert np.array_equal(texture.texture(noise, density), expected)


@pytest.mark.parametrize("h, w", [(12, 9), (7, 7), (10, 6), (4, 10), (11, 5)])
def test_a_kept_textures_puzzle_has_the_clues_of_its_picture(h, w):
    """Both ways: lines of at most TABLED_LINE cells looked up by mask, longer from layout()."""
    noise, densities = noise_batch(5, h, w, 200)
    meta = ("t", "a", "l")
    for i in range(len(noise)):
        picture = texture.texture(noise[i], float(densities[i]))
        if not texture.plain_lines(picture):
            continue
        made = texture._puzzle(noise[i], float(densities[i]), True, meta)
        plain = clues_from_picture(picture, *meta)
        assert (made.rows, made.cols, made.title, made.author, made.license) == (
            plain.rows, plain.cols, "t", "a", "l")
        assert made.goal.dtype == plain.goal.dtype and np.array_equal(made.goal, plain.goal)


@pytest.mark.parametrize("size, wanted", [(7, "easy"), (8, "hard"), (12, "medium"), (9, "medium")])
def test_drawing_a_batch_ten_textures_first_keeps_the_same_puzzle(size, wanted, monkeypatch):
    made = [generate(size, size, seed=seed, difficulty=wanted) for seed in range(12)]
    monkeypatch.setattr(texture, "FIRST_LOOK", texture.BATCH)  # the whole batch's noise at once
    monkeypatch.setattr(texture, "_pcg_stream", lambda rng: None)  # (in numpy: not drawn in the scan)
    for seed, (puzzle, report) in enumerate(made):
        again, same = generate(size, size, seed=seed, difficulty=wanted)
        assert np.array_equal(again.goal, puzzle.goal) and same == report


@pytest.mark.parametrize("compiled", [True, False])
def test_an_attempts_generator_is_default_rngs(compiled, monkeypatch):
    monkeypatch.setattr(texture, "numba_installed", lambda: compiled)
    for seed in (0, 1, 12345, 2**32 - 1, 2**32, 2**62 - 5, 2**64, 7**40):
        for attempt in (0, 1, 7):
            ours = texture.attempt_generator(seed, attempt)
            theirs = np.random.default_rng([seed, attempt])
            assert np.array_equal(ours.random(64), theirs.random(64)), (seed, attempt)
    with pytest.raises(ValueError):
        texture.attempt_generator(-1, 0)
    words = np.array([5, 0, 2**32 - 1], np.int64)
    assert texture._SeedState(kernel.seed_state(words)).generate_state(5).tolist() == \
        np.random.SeedSequence(words.astype(np.uint32)).generate_state(5).tolist()


def test_the_filled_share_is_rounded_as_numpy_rounds():
    for cells in sorted({h * w for h in range(1, 61) for w in range(1, 61, 7)}):
        shares = np.round(np.arange(cells + 1) / cells, 3)
        assert [generator.filled_share(k, cells) for k in range(cells + 1)] == shares.tolist(), cells


def test_seed_state_interpreted_is_numpys_seed_sequence_too():
    """The same function run by Python (numba's disable-JIT path): int64 products wrap there
    as they do compiled, so numpy's overflow warning is silenced for the check only."""
    rng = np.random.default_rng(5)
    for n in range(1, 5):
        for _ in range(10):
            words = rng.integers(0, 2**32, n).astype(np.int64)
            with np.errstate(over="ignore"):
                ours = kernel.seed_state.py_func(words)
            assert ours.tolist() == np.random.SeedSequence(words.astype(np.uint32)).generate_state(8).tolist()


@pytest.mark.parametrize("size, wanted, density", [(7, "medium", (0.33, 0.55)), (7, "easy", (0.33, 0.55)),
                                                   (11, "easy", (0.2, 0.7)), (8, "medium", 0.45)])
def test_a_batch_draws_uniforms_densities_then_the_noise(size, wanted, density, monkeypatch):
    """draw()'s one draw of a batch's densities and first noise in numpy (issue 36; lines over
    10 cells, or no line tables) is the stream of rng.uniform(low, high, BATCH) then
    rng.random for the noise, batch after batch."""
    monkeypatch.setattr(texture, "_pcg_stream", lambda rng: None)  # (else the scan draws them)
    looked = []
    scan = texture._scan

    def recording(noise, densities, start, keep, compiled, tables=None):
        looked.append((start, noise.copy(), densities.copy()))
        return scan(noise, densities, start, keep, compiled, tables)

    monkeypatch.setattr(texture, "_scan", recording)
    batches = 0
    for seed in range(6):
        looked.clear()
        texture.draw(np.random.default_rng(seed), size, size, wanted, 400, density, Cancel())
        rng, ready = np.random.default_rng(seed), 0
        for start, noise, densities in looked:
            if start == 0:  # a new batch
                ready, batches = 0, batches + 1
                expected = (rng.uniform(*density, texture.BATCH) if isinstance(density, tuple)
                            else np.full(texture.BATCH, density))
            assert np.array_equal(densities, expected)
            if len(noise) > ready:  # (else a later scan of the same noise)
                assert np.array_equal(noise[ready:], rng.random((len(noise) - ready, size, size)))
                ready = len(noise)
    assert batches > 6 or wanted == "easy"  # (medium: some seeds keep a later batch's texture)


def test_the_compiled_stream_is_pcg64s():
    """texture_kernel's PCG64 (pcg_stream, fill_doubles, next_double) against numpy's: the
    state seeded from a seed sequence and the doubles after it; interpreted on a few."""
    for n, (seed, attempt) in enumerate([(0, 0), (5, 1), (12345, 7), (2**32 - 1, 3), (2**32, 0), (2**62 - 5, 2)]):
        stream = texture.attempt_stream(seed, attempt)
        assert isinstance(stream, texture.AttemptStream)
        theirs = np.random.default_rng([seed, attempt])
        value, inc = theirs.bit_generator.state["state"]["state"], theirs.bit_generator.state["state"]["inc"]
        ours = kernel.pcg_stream(stream.words.view(np.uint64))
        assert [int(v) for v in ours] == [value >> 64, value & texture.MASK64, inc >> 64, inc & texture.MASK64]
        expected, out = theirs.random(3000), np.empty(2990)
        kernel.fill_doubles(ours, out)
        assert np.array_equal(out, expected[:2990])
        assert [kernel.next_double(ours) for _ in range(10)] == expected[2990:].tolist()
        assert np.array_equal(stream.generator().random(100), expected[:100])
        if n < 3:
            with np.errstate(over="ignore"):  # (uint64 products wrap, as compiled)
                ours = kernel.pcg_stream.py_func(stream.words.view(np.uint64))
                out = np.empty(20)
                kernel.fill_doubles.py_func(ours, out)
                assert np.array_equal(out, expected[:20]) and kernel.next_double.py_func(ours) == expected[20]


@pytest.mark.parametrize("h, w, spread", [(7, 7, True), (8, 8, False), (10, 6, True), (4, 9, True)])
def test_the_scan_draws_the_batch_as_numpy_draws_it(h, w, spread):
    """scan_drawn from a stream: the densities and noise it draws are Generator.uniform's then
    random's, up to the texture it keeps, and it keeps the texture scan_tabled keeps."""
    rows, cols = texture._line_table(w), texture._line_table(h)
    for seed in range(8):
        for keep in (texture.EASY, texture.MEDIUM, texture.LINE_STALLS):
            theirs = np.random.default_rng(seed)
            densities = theirs.uniform(0.33, 0.55, texture.BATCH) if spread else np.full(texture.BATCH, 0.45)
            noise = theirs.random((texture.BATCH, h, w))
            expected = kernel.scan_tabled(noise, densities, 0, keep, rows, cols)
            bits = np.random.default_rng(seed).bit_generator.state["state"]
            stream = np.array([bits["state"] >> 64, bits["state"] & texture.MASK64, bits["inc"] >> 64,
                               bits["inc"] & texture.MASK64], np.uint64)
            drawn, ours = np.empty((texture.BATCH, h, w)), np.full(texture.BATCH, 0.45)
            ready = np.array([-1 if spread else 0])
            index = kernel.scan_drawn(stream, drawn, ours, 0.33, 0.55 - 0.33, 0, ready, keep, rows, cols)
            assert index == expected
            assert ready[0] == (texture.BATCH if index < 0 else index + 1)
            assert np.array_equal(ours, densities) and np.array_equal(drawn[:ready[0]], noise[:ready[0]])
            if seed == 0 and keep == texture.EASY:  # interpreted (its draws and checks compiled)
                again, ours, ready = np.empty((texture.BATCH, h, w)), np.full(texture.BATCH, 0.45), np.array(
                    [-1 if spread else 0])
                stream[:] = [bits["state"] >> 64, bits["state"] & texture.MASK64, bits["inc"] >> 64,
                             bits["inc"] & texture.MASK64]
                assert kernel.scan_drawn.py_func(stream, again, ours, 0.33, 0.55 - 0.33, 0, ready, keep, rows,
                                                 cols) == index
                assert np.array_equal(ours, densities) and np.array_equal(again[:ready[0]], noise[:ready[0]])
            if index >= 0:  # on from the texture after, as draw() does when probing fails
                again = kernel.scan_drawn(stream, drawn, ours, 0.33, 0.22, index + 1, ready, keep, rows, cols)
                assert again == kernel.scan_tabled(noise, densities, index + 1, keep, rows, cols)
                assert np.array_equal(drawn[:ready[0]], noise[:ready[0]])


@pytest.mark.parametrize("h, w, spread", [(12, 12, True), (11, 7, False), (15, 13, True)])
def test_the_long_scan_draws_the_batch_as_numpy_draws_it(h, w, spread):
    """scan_drawn_long (lines over 10 cells) from a stream: numpy's densities and noise, up to
    the texture it keeps, and the texture scan() keeps; interpreted on one seed."""
    for seed in range(4):
        for keep in (texture.EASY, texture.MEDIUM, texture.LINE_STALLS):
            theirs = np.random.default_rng(seed)
            densities = theirs.uniform(0.33, 0.55, texture.BATCH) if spread else np.full(texture.BATCH, 0.45)
            noise = theirs.random((texture.BATCH, h, w))
            expected = kernel.scan(noise, densities, 0, keep)
            runs = [kernel.scan_drawn_long] + ([kernel.scan_drawn_long.py_func] if seed == 0 else [])
            for function in runs:
                bits = np.random.default_rng(seed).bit_generator.state["state"]
                stream = np.array([bits["state"] >> 64, bits["state"] & texture.MASK64, bits["inc"] >> 64,
                                   bits["inc"] & texture.MASK64], np.uint64)
                drawn, ours = np.empty((texture.BATCH, h, w)), np.full(texture.BATCH, 0.45)
                ready = np.array([-1 if spread else 0])
                assert function(stream, drawn, ours, 0.33, 0.55 - 0.33, 0, ready, keep) == expected
                assert ready[0] == (texture.BATCH if expected < 0 else expected + 1)
                assert np.array_equal(ours, densities) and np.array_equal(drawn[:ready[0]], noise[:ready[0]])


@pytest.mark.parametrize("size, wanted", [(7, "medium"), (9, "easy"), (8, "hard"), (12, "medium"), (13, "easy")])
def test_a_generator_given_to_draw_is_left_past_the_textures_it_looked_at(size, wanted, monkeypatch):
    """draw() on the compiled stream from a Generator gives the puzzle numpy's draws give and
    leaves the Generator just past the last double its scan read: the
    batches before in whole, then the kept batch's densities and noise up to its texture."""
    cells, spread = size * size, generator.DENSITY_SPREAD[wanted]
    made = []
    for seed in range(5):
        rng = np.random.default_rng(seed)
        found = texture.draw(rng, size, size, wanted, generator.ATTEMPT_TRIES, spread, Cancel())
        made.append(found)
        if found is None:  # (a hard attempt can keep none)
            continue
        reference = np.random.default_rng(seed)
        batches, index = divmod(found[1] - 1, texture.BATCH)
        if wanted != "hard":  # (hard: probing may have sent the scan on past a texture)
            reference.random(batches * texture.BATCH * (1 + cells) + texture.BATCH + (index + 1) * cells)
            assert rng.random(5).tolist() == reference.random(5).tolist()
    assert any(made)
    monkeypatch.setattr(texture, "_pcg_stream", lambda rng: None)  # numpy's draws, as before the stream
    for seed, found in enumerate(made):
        plain = texture.draw(np.random.default_rng(seed), size, size, wanted, generator.ATTEMPT_TRIES, spread,
                             Cancel())
        assert (plain is None) == (found is None)
        if found is not None and plain is not None:
            assert plain[1] == found[1] and np.array_equal(plain[0].goal, found[0].goal)
            assert (plain[0].rows, plain[0].cols) == (found[0].rows, found[0].cols)
