"""Every reader of every genre, fed mutated valid files: it reads them or raises one
PuzzleFormatError (one line), and what it reads survives a round trip through every format of
its genre. The mutations and the contract live in benchmarks/fuzz_readers.py, whose long run
feeds each reader 10^5 inputs; here Hypothesis drives the same mutations (and shrinks a
failing input), a short run per reader."""

import importlib.util
import random
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solvers.errors import PuzzleFormatError

_SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "fuzz_readers.py"
_spec = importlib.util.spec_from_file_location("fuzz_readers", _SCRIPT)
fuzz = importlib.util.module_from_spec(_spec)
sys.modules.setdefault("fuzz_readers", fuzz)  # dataclasses look their module up there
_spec.loader.exec_module(fuzz)

READERS = {reader.name: reader for reader in fuzz.readers()}
DONORS = tuple(seed for reader in READERS.values() for seed in reader.seeds)


def test_every_format_of_every_genre_is_fuzzed():
    for genre in fuzz.GENRE_NAMES:
        package = fuzz.import_module(f"solvers.{genre}")
        for fmt in (*package.formats.FORMATS, *package.BATCH_FORMATS):
            assert f"{genre}/{fmt}" in READERS
            assert READERS[f"{genre}/{fmt}"].seeds, f"{genre}/{fmt} has no seed"


@pytest.mark.parametrize("name", sorted(READERS))
def test_the_seeds_read_and_round_trip(name):
    reader = READERS[name]
    for seed in reader.seeds:
        assert fuzz.check(reader, seed), f"{name} refuses its own seed {seed[:60]!r}"


@pytest.mark.parametrize("name", sorted(READERS))
@settings(max_examples=150, deadline=None, derandomize=False,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                 HealthCheck.function_scoped_fixture])
@given(rng=st.randoms(use_true_random=False))
def test_mutated_input_reads_or_is_one_clear_error(name, rng):
    reader = READERS[name]
    data = fuzz.mutate(rng, rng.choice(reader.seeds), DONORS)
    fuzz.check(reader, data)  # raises Escape, or whatever escaped the reader


def test_the_checker_catches_an_escape():
    """The contract check itself: a reader that lets a bare ValueError out, or reads back a
    different puzzle after a round trip, fails it."""
    def leaky(text):
        raise ValueError("invalid literal for int()")

    reader = fuzz.Reader("test/leaky", "nonogram", leaky, (b"x",))
    with pytest.raises(ValueError):
        fuzz.check(reader, b"x")
    with pytest.raises(fuzz.Escape):
        fuzz.check(fuzz.Reader("test/loud", "nonogram", _loud_refusal, (b"x",)), b"x")


def _loud_refusal(text):
    error = PuzzleFormatError("x")
    error.args = ("two\nlines",)  # what the constructor would never let through
    raise error


def test_mutations_change_the_input_and_are_reproducible():
    seed = READERS["nonogram/json"].seeds[0]
    first = [fuzz.mutate(random.Random(n), seed, DONORS) for n in range(50)]
    again = [fuzz.mutate(random.Random(n), seed, DONORS) for n in range(50)]
    assert first == again
    assert sum(data != seed for data in first) >= 45
