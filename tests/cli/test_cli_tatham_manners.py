"""The command line through its real entry point (a subprocess): Tatham's saved games and
random seeds, --version, the formats --help lists, a detection failure that names what it
tried, and a second solution counted in board cells (issue 39)."""

from __future__ import annotations

import json
import os
import subprocess

import pytest

import solvers
from solvers import tatham_save
from solvers.genres import GENRES

from .test_cli import console_script

HERE = os.path.dirname(os.path.abspath(__file__))
WORKTREE = os.path.dirname(os.path.dirname(HERE))


def run(*args) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=WORKTREE)  # this tree's engine, whichever is installed
    return subprocess.run([*console_script(), *map(str, args)], capture_output=True, text=True, env=env,
                          timeout=300)


def one_line_error(done: subprocess.CompletedProcess, *words: str) -> str:
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert done.stdout == "" and "Traceback" not in done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    for word in words:
        assert word in lines[0], (word, lines[0])
    return lines[0]


def save(game: str, params: str, desc: str, moves=()) -> str:
    fields = [("SAVEFILE", tatham_save.MAGIC), ("VERSION", "1"), ("GAME", game), ("PARAMS", params),
              ("CPARAMS", params), ("DESC", desc), ("NSTATES", str(len(moves) + 1)),
              ("STATEPOS", str(len(moves) + 1)), *moves]
    return "".join(f"{k:<8}:{len(v)}:{v}\n" for k, v in fields)


PATTERN = save("Pattern", "3x3", "1/3/1/1/3/1", [("MOVE", "F0,1,3,1"), ("MOVE", "E0,0,1,1")])
GALAXIES = save("Galaxies", "7x7dn", "gezoahhszbivki", [("MOVE", "E2,1")])


def test_a_saved_game_of_pattern_is_checked_and_converted(tmp_path):
    path = tmp_path / "game.sav"
    path.write_text(PATTERN)
    done = run("check", path)
    assert done.returncode == 0 and "solvable=True" in done.stdout, done.stderr
    assert run("convert", path, tmp_path / "out.sgt").returncode == 0
    assert (tmp_path / "out.sgt").read_text() == "3x3:1/3/1/1/3/1\n"
    # and back: a new game of the puzzle, in his format
    assert run("convert", tmp_path / "out.sgt", tmp_path / "new.sav").returncode == 0
    back = tatham_save.read((tmp_path / "new.sav").read_text())
    assert (back.game, back.desc, back.moves, back.position) == ("Pattern", "1/3/1/1/3/1", [], 1)


def test_a_saved_game_of_his_replays_and_is_judged(tmp_path):
    path = tmp_path / "game.sav"
    path.write_text(save("Pattern", "3x3", "1/3/1/1/3/1", [("MOVE", "F0,1,3,1"), ("MOVE", "F1,0,1,3")]))
    done = run("replay", path, "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert (result["genre"], result["moves"], result["solved"]) == ("nonogram", 2, True)
    path.write_text(save("Pattern", "3x3", "1/3/1/1/3/1", [("MOVE", "F0,1,4,1")]))
    one_line_error(run("replay", path), "his move 1", "outside")


def test_a_saved_game_of_galaxies_is_solved(tmp_path):
    path = tmp_path / "game.txt"  # told apart by content, whatever the name
    path.write_text(GALAXIES)
    done = run("solve", path, "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["status"] == "solved"


def test_a_saved_game_of_another_of_his_games_is_one_line(tmp_path):
    path = tmp_path / "net.sav"
    path.write_text(save("Net", "5x5", "abcdef"))
    one_line_error(run("check", path), "'Net'", "Galaxies and Pattern")


def test_a_damaged_saved_game_is_one_line(tmp_path):
    path = tmp_path / "broken.sav"
    path.write_text(PATTERN[:-12])
    one_line_error(run("check", path, "--genre", "nonogram"), "ends")


@pytest.mark.parametrize("seed, game", [("7x7dh#4836123", "Galaxies"), ("15x15#123", "Pattern or Galaxies")])
@pytest.mark.parametrize("genre", [None, "galaxies", "nonogram"])
def test_his_random_seeds_say_what_they_are(tmp_path, seed, game, genre):
    path = tmp_path / "seed.txt"
    path.write_text(seed + "\n")
    line = one_line_error(run("check", path, *(["--genre", genre] if genre else [])), "random seed",
                          "Game > Specific")
    expected = {None: game, "galaxies": "Galaxies", "nonogram": "Pattern"}[genre]
    assert f"Tatham's {expected} app" in line


def test_version_is_the_packages():
    done = run("--version")
    assert done.returncode == 0
    assert done.stdout == f"puzzle-studio-cli {solvers.__version__}\n"
    assert solvers.__version__[0].isdigit()


@pytest.mark.parametrize("args", [["--help"], ["convert", "--help"]])
def test_help_lists_every_genres_formats(args):
    done = run(*args)
    assert done.returncode == 0
    for info in GENRES.values():
        line = next(line for line in done.stdout.splitlines() if line.strip().startswith(f"{info.name}:"))
        for fmt in info.module.formats.FORMATS:
            assert fmt in line
    assert "sav (.sav)" in done.stdout and "flow-level" in done.stdout


def test_a_text_no_genre_reads_names_what_was_tried(tmp_path):
    path = tmp_path / "mystery.txt"
    path.write_text("hello, this is no puzzle\n")
    line = one_line_error(run("check", path), "tried", "--help")
    for info in GENRES.values():
        assert f"{info.name} (" in line
    assert len(line) < 200


def test_an_extension_of_one_genre_gets_that_genres_error(tmp_path):
    path = tmp_path / "mystery.gal"  # only galaxies claims .gal
    path.write_text("hello, this is no puzzle\n")
    line = one_line_error(run("check", path))
    assert "tried" not in line and "drawing" in line  # the Galaxies drawing reader's own words


def test_a_second_numberlink_solution_counts_board_cells(tmp_path):
    path = tmp_path / "corners.nl"
    path.write_text("3 3\n1..\n...\n..1\n")  # two snakes from corner to corner
    done = run("solve", path, "--unique")
    assert done.returncode == 0, done.stderr
    said = next(line for line in done.stdout.splitlines() if line.startswith("second solution"))
    count = int(said.split("differs in ")[1].split()[0])
    assert 0 < count <= 9
    record = json.loads(run("solve", path, "--unique", "--json").stdout)
    assert len(record["differences"]) == count
    assert all(0 <= r < 3 and 0 <= c < 3 for r, c in record["differences"])

