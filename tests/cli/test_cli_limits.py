"""The command line's limits and misuse (issue #28): a FIFO nobody writes to, a closed or full
stdout, sizes a generator cannot make, one deadline for a whole check, and a start-up that
does not pay for OR-Tools when line logic answers."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from solvers.cli import main
from tests.cli.test_cli import assert_one_line_error, console_script

SAMPLES = Path(__file__).resolve().parents[2] / "puzzles"
HEART = SAMPLES / "nonogram" / "heart.json"


def run_shell(command: str) -> subprocess.CompletedProcess:
    """The console script under a shell, for redirections that Python's subprocess cannot make
    (``>&-`` closes the descriptor itself)."""
    script = " ".join(f"'{part}'" for part in console_script())
    return subprocess.run(["sh", "-c", command.replace("CLI", script)], capture_output=True, text=True)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_fifo_with_no_writer_is_refused_not_waited_on_forever(tmp_path, monkeypatch, capsys):
    fifo = tmp_path / "puzzle.fifo"
    os.mkfifo(fifo)
    # The silence allowed to a pipe, shortened: the refusal itself is what is tested.
    monkeypatch.setattr("solvers.textfiles.PIPE_SILENCE_SECONDS", 0.2)
    code = main(["check", str(fifo)])
    out, err = capsys.readouterr()
    assert_one_line_error(code, out, err, "puzzle.fifo", "sent nothing")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_with_a_writer_is_read(tmp_path):
    """Process substitution (``<(gunzip -c set.gz)``) still works: the pipe is read once."""
    picture = "#.#\n.#.\n#.#\n"
    done = run_shell(f"printf '{picture}' | CLI solve /dev/stdin --format picture --json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["solution"] == ["#.#", ".#.", "#.#"]


def test_a_folder_is_named_in_its_error(tmp_path, capsys):
    code = main(["check", str(tmp_path)])
    out, err = capsys.readouterr()
    assert_one_line_error(code, out, err, "directory", str(tmp_path))


def test_a_closed_stdout_is_an_error_not_a_lost_answer():
    done = run_shell(f"CLI solve '{HEART}' >&-")
    assert done.returncode == 2
    assert done.stderr.splitlines() == ["puzzle-studio-cli: standard output is closed: the answer would be lost"]


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_a_full_stdout_is_one_line_and_no_traceback():
    done = run_shell(f"CLI solve '{HEART}' > /dev/full")
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and len(done.stderr.splitlines()) == 1, done.stderr
    assert "no space left" in done.stderr.lower()


@pytest.mark.parametrize("size", ["2000x2000", "100000x100000", "101x5", "5x101"])
def test_generate_galaxies_refuses_sizes_out_of_range_before_any_work(size, capsys, monkeypatch):
    import solvers.galaxies.generator as generator

    def must_not_run(*args, **kwargs):
        raise AssertionError("the generator ran for a size out of range")

    monkeypatch.setattr(generator, "generate", must_not_run)
    code = main(["generate", "galaxies", "--size", size])
    out, err = capsys.readouterr()
    assert_one_line_error(code, out, err, "1x1 to 100x100")


def test_a_nonogram_check_has_one_deadline_for_all_its_stages(monkeypatch):
    """Probing gets a share of the timeout and the complete fallback the rest of the same
    deadline: before, each stage had the whole timeout again (a 3 s check took 7.7 s)."""
    from importlib import import_module

    from solvers.events import Cancel, Done, Progress
    from solvers.nonogram import auto, probe
    from solvers.nonogram.formats import read_file

    grading = import_module("solvers.nonogram.difficulty")  # the package's name is the function

    seen = {}

    def stalled_probe(puzzle, options, cancel):
        seen["probing"] = cancel
        yield Progress(0.0, "probing")
        yield Done("stopped", None, {})

    def fallback(puzzle, options, cancel):
        seen["fallback"] = cancel
        yield Done("stopped", None, {})

    line_solve = grading.propagate.solve

    def line(puzzle, options, cancel):
        seen["line"] = cancel
        return line_solve(puzzle, options, cancel)

    monkeypatch.setattr(grading.propagate, "solve", line)
    monkeypatch.setattr(probe, "probe_to_fixpoint", lambda grid, cancel, counters: (grid, 0))
    monkeypatch.setattr(grading, "probe_depth_two", lambda grid, cancel, counters: grid)
    monkeypatch.setattr(probe, "solve", stalled_probe)
    monkeypatch.setattr(auto, "solve", fallback)
    anchor = read_file(SAMPLES / "nonogram" / "anchor.json")  # line logic stalls on it
    report = grading.difficulty(anchor, 100.0, Cancel())
    assert report["grade"] is None
    whole = seen["fallback"]
    assert whole is seen["line"]  # the check's own deadline, not a new one
    assert whole.timeout == pytest.approx(100.0)
    assert seen["probing"].deadline < whole.deadline  # probing ends first, by its share
    assert seen["probing"].timeout == pytest.approx(100.0 * grading.PROBING_SHARE)


@pytest.mark.parametrize("sample, heavy_allowed", [
    ("nonogram/heart.json", ()),  # line logic alone
    ("galaxies/generated-10x10.json", ()),  # deduction alone: auto needs no CP-SAT
    ("numberlink/generated_10x10_3.json", ("pysat",)),  # sat's Glucose, but not CP-SAT
])
def test_a_puzzle_is_answered_without_loading_what_its_method_does_not_need(sample, heavy_allowed):
    """Start-up: CP-SAT's import (pandas with it) was 90 % of every call's 0.27 s."""
    code = ("import sys; from solvers.cli import main; code = main(['solve', sys.argv[1]]); "
            "heavy = sorted({m.split('.')[0] for m in sys.modules} & {'ortools', 'pysat', 'pandas'}); "
            "print(code, *heavy)")
    done = subprocess.run([sys.executable, "-c", code, str(SAMPLES / sample)], capture_output=True,
                          text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1].split() == ["0", *heavy_allowed]


def test_a_galaxies_check_too_big_to_search_still_answers(tmp_path, capsys):
    """A 100x100 with huge regions: the search would not fit in memory and is refused, but the
    check answers (nothing proven, and why) instead of failing with exit 2."""
    dots = [{"x2": 2 * x + 1, "y2": 2 * y + 1, "colour": "white"} for y in range(4, 100, 10) for x in range(4, 100, 10)]
    path = tmp_path / "huge.json"
    path.write_text(json.dumps({"genre": "galaxies", "format_version": 1, "width": 100, "height": 100,
                                "dots": dots}))
    code = main(["check", str(path), "--json", "--timeout", "3600"])  # the refusal, not the clock, answers
    out, err = capsys.readouterr()
    assert code == 0, err
    record = json.loads(out)
    assert record["solvable"] is None and record["unique"] is None and "too big" in record["refused"]
