"""Ctrl+C on the command line (issue #28): every verb and every method ends with one line on
stderr and exit code 130, never a traceback, an abort (OR-Tools' own handler) or a run that
goes on as if nothing happened (SCIP's, PySAT's).

Each command is started the way a terminal starts a foreground job, with SIGINT at its
default: a shell without job control starts background jobs with SIGINT ignored, an ignored
signal stays ignored across exec, and CI may run us so. The signal is sent once the command
is provably at work, never after a guessed delay: when it has printed its first answer of a
long batch (it cannot have finished then), or, for a command that prints only at the end,
once its main thread has set up Ctrl+C (read from /proc) and it is still running.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from solvers.genres import GENRES
from tests.cli.test_cli import console_script

pytestmark = [pytest.mark.skipif(not Path("/proc/self/status").exists() or not hasattr(signal, "sigwait"),
                                 reason="reads the command's signal mask from Linux's /proc"),
              # the signals go to process trees: on the worker of test_batch's, one at a time
              pytest.mark.xdist_group("process-trees")]

SAMPLES = Path(__file__).resolve().parents[2] / "puzzles"
# A batch far longer than any test waits: the command is still at work when it is stopped.
REPEATS = 3000
# Only a guard against a command that ignores the signal (it would run through the batch).
HANG_GUARD_S = 120
RESET_AND_EXEC = ("import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); "
                  "os.execv(sys.argv[1], sys.argv[1:])")


STARTED: list[subprocess.Popen] = []


@pytest.fixture(autouse=True)
def no_command_left_running():
    """A failed test must not leave its command running through a batch of thousands."""
    yield
    while STARTED:
        process = STARTED.pop()
        if process.poll() is None:
            process.kill()
            process.wait()


def start(*args, sigint=signal.SIG_DFL) -> subprocess.Popen:
    """The command as a terminal's foreground job starts it: SIGINT at its default."""
    launcher = [sys.executable, "-c", RESET_AND_EXEC.replace("SIG_DFL", sigint.name), *_script()]
    process = subprocess.Popen([*launcher, *map(str, args)], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    STARTED.append(process)
    return process


def _script() -> list[str]:
    command = console_script()
    return command if len(command) == 1 else [sys.executable, *command[1:]]


def ctrl_c_set_up(pid: int) -> bool:
    """Whether the main thread blocks SIGINT: the command has reached solvers/interrupt.py."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("SigBlk:"):
            return bool(int(line.split()[1], 16) & (1 << (signal.SIGINT - 1)))
    return False


def interrupt(process: subprocess.Popen) -> tuple[int, str, str]:
    process.send_signal(signal.SIGINT)
    try:
        out, err = process.communicate(timeout=HANG_GUARD_S)
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate()
        pytest.fail(f"still running {HANG_GUARD_S} s after Ctrl+C; stderr: {err[-500:]}")
    return process.returncode, out, err


def assert_interrupted(code: int, err: str) -> None:
    assert "Traceback" not in err and "terminate called" not in err, err
    assert err.splitlines() == ["puzzle-studio-cli: interrupted"], err
    assert code == 130, (code, err)


def interrupt_after_first_answer(*args) -> None:
    process = start(*args)
    first = process.stdout.readline()
    assert first, f"no answer before the stop: {process.communicate()[1][-500:]}"
    code, _, err = interrupt(process)
    assert_interrupted(code, err)


def interrupt_at_work(*args) -> None:
    process = start(*args)
    while process.poll() is None and not ctrl_c_set_up(process.pid):
        os.sched_yield()
    assert process.poll() is None, f"finished before the stop: {process.communicate()}"
    code, _, err = interrupt(process)
    assert_interrupted(code, err)


def batch_file(tmp_path, genre: str, sample: str) -> Path:
    """A long batch of one sample: each genre's many-puzzle format, REPEATS times the puzzle."""
    package = GENRES[genre].module
    puzzle = package.formats.read_file(SAMPLES / genre / sample)
    path = tmp_path / "batch.txt"
    if genre == "numberlink":  # "W H", the rows, and a blank line, puzzle after puzzle
        one = package.formats.write(puzzle, "text").strip("\n") + "\n\n"
        path.write_text(one * REPEATS)
        return path
    one = package.formats.write(puzzle, "sgt").strip() + "\n"  # one Tatham game ID a line
    path.write_text(one * REPEATS)
    return path


BATCH_FORMAT = {"nonogram": "sgt-list", "galaxies": "sgt-list", "numberlink": "text-batch"}
# A sample per genre that the method works on (line logic stops on the anchor: auto and
# probe go on to their finishers and search).
BATCH_SAMPLE = {"nonogram": "anchor.json", "galaxies": "generated-10x10.json",
                "numberlink": "generated_8x8_2.json"}


@pytest.mark.parametrize("genre, method", [(genre, method) for genre in GENRES
                                           for method in GENRES[genre].module.METHODS])
def test_ctrl_c_stops_every_method_of_every_genre_with_one_line_and_130(tmp_path, genre, method):
    path = batch_file(tmp_path, genre, BATCH_SAMPLE[genre])
    extra = ["--population", "50", "--generations", "20"] if method == "ga" else []  # short runs
    interrupt_after_first_answer("solve", path, "--genre", genre, "--format", BATCH_FORMAT[genre],
                                 "--method", method, "--unique", "--json", *extra)


@pytest.mark.parametrize("genre", sorted(GENRES))
def test_ctrl_c_stops_check_and_generate(tmp_path, genre):
    path = batch_file(tmp_path, genre, BATCH_SAMPLE[genre])
    interrupt_after_first_answer("check", path, "--genre", genre, "--format", BATCH_FORMAT[genre], "--json")
    interrupt_after_first_answer("generate", genre, "--size", "8x8", "--count", REPEATS, "--seed", 1, "--json")


def test_ctrl_c_stops_a_single_long_search_and_repair(tmp_path):
    """No batch: one long native search (a random 40x40 picture has many solutions to tell
    apart), and the repair search, each stopped as soon as the command is at work."""
    rng = __import__("random").Random(5)
    picture = "\n".join("".join(rng.choice("#.") for _ in range(40)) for _ in range(40)) + "\n"
    path = tmp_path / "random.txt"
    path.write_text(picture)
    interrupt_at_work("solve", path, "--format", "picture", "--method", "cpsat", "--unique")
    interrupt_at_work("repair", path, "--format", "picture")


def test_an_ignored_sigint_stays_ignored_and_the_command_answers(tmp_path):
    """A background job of a shell without job control has SIGINT ignored: that is the user's
    choice, so Ctrl+C's signal neither stops the command nor costs an answer."""
    package = GENRES["nonogram"].module
    one = package.formats.write(package.formats.read_file(SAMPLES / "nonogram" / "heart.json"), "sgt")
    path = tmp_path / "hearts.txt"
    path.write_text((one.strip() + "\n") * 20)
    process = start("solve", path, "--format", "sgt-list", "--json", sigint=signal.SIG_IGN)
    first = process.stdout.readline()
    process.send_signal(signal.SIGINT)
    rest = process.stdout.read()  # not communicate(): it would skip what readline buffered
    err = process.stderr.read()
    assert process.wait(timeout=HANG_GUARD_S) == 0, err
    answers = [json.loads(line) for line in [first, *rest.splitlines()]]
    assert len(answers) == 20 and {answer["status"] for answer in answers} == {"solved"}
