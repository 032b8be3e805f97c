"""PNG and PBM solution pictures on the command line (issue 39): solve, check and convert read
them through the same formats.read_file the studio's Open uses, detected by their magic bytes
before any text decoding; through the real entry point (a subprocess) and main()."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pytest

from solvers.cli import main
from solvers.nonogram import formats
from solvers.nonogram.derive import clues_from_picture

HEART = np.array([[0, 1, 0, 1, 0], [1, 1, 1, 1, 1], [1, 1, 1, 1, 1], [0, 1, 1, 1, 0], [0, 0, 1, 0, 0]], np.int8)
HEART_ROWS = [".#.#.", "#####", "#####", ".###.", "..#.."]


def run(*args, cwd, stdin=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "solvers.cli", *map(str, args)],
                          capture_output=True, cwd=cwd, input=stdin, timeout=300)


@pytest.fixture
def heart_png(tmp_path):
    path = tmp_path / "x.png"
    formats.write_file(path, clues_from_picture(HEART))
    return path


def test_solve_and_convert_a_png_through_the_real_entry_point(tmp_path, heart_png):
    solved = run("solve", "x.png", "--json", cwd=tmp_path)
    assert solved.returncode == 0, solved.stderr
    assert json.loads(solved.stdout)["solution"] == HEART_ROWS
    converted = run("convert", "x.png", "out.non", cwd=tmp_path)
    assert converted.returncode == 0, converted.stderr
    back = formats.read_file(tmp_path / "out.non")
    assert back == clues_from_picture(HEART) and np.array_equal(back.goal, HEART)
    # and back into a PNG, and through standard input (a pipe: copied before detection)
    assert run("convert", "out.non", "again.png", cwd=tmp_path).returncode == 0
    assert (tmp_path / "again.png").read_bytes().startswith(b"\x89PNG")
    piped = run("solve", "-", "--json", cwd=tmp_path, stdin=heart_png.read_bytes())
    assert piped.returncode == 0, piped.stderr
    assert json.loads(piped.stdout)["solution"] == HEART_ROWS


def test_check_and_convert_pictures_in_process(capsys, tmp_path, heart_png):
    assert main(["check", str(heart_png), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["solvable"] is True and report["unique"] is True
    raw = tmp_path / "heart.pbm"  # a raw P4 bitmap, packed by hand
    raw.write_bytes(b"P4\n5 5\n" + np.packbits(HEART.astype(np.uint8), axis=1).tobytes())
    assert main(["convert", str(raw), str(tmp_path / "heart.gno")]) == 0
    assert np.array_equal(formats.read_file(tmp_path / "heart.gno").goal, HEART)
    assert main(["solve", str(tmp_path / "heart.gno"), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["solution"] == HEART_ROWS


def test_a_broken_png_is_one_error_line(capsys, tmp_path, heart_png):
    broken = tmp_path / "broken.png"
    broken.write_bytes(heart_png.read_bytes()[:30])
    done = run("solve", broken, cwd=tmp_path)
    assert done.returncode == 2
    lines = done.stderr.decode().splitlines()
    assert len(lines) == 1 and "bad PNG" in lines[0] and "Traceback" not in done.stderr.decode()
    # a clue-only puzzle has no picture to draw
    assert main(["convert", str(heart_png), str(tmp_path / "clues.mk")]) == 0
    assert main(["convert", str(tmp_path / "clues.mk"), str(tmp_path / "nothing.png")]) == 2
    assert "goal picture" in capsys.readouterr().err
    assert not (tmp_path / "nothing.png").exists()
