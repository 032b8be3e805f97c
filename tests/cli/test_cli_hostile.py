"""Hostile input on the command line (issue 14): whatever the file holds, ``puzzle-studio-cli``
answers bad input with exit code 2 and one line on stderr, never a traceback; a bug that
escapes still gives one line, with exit code 1."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from solvers import cli
from solvers.cli import main
from solvers.errors import PuzzleFormatError
from solvers.genres import GENRES, detect_genre

ROOT = Path(__file__).resolve().parents[2]
DEEP = "[" * 100_000 + "]" * 100_000


def run(capsys, *args):
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_line(code, out, err, *words, exit_code=2):
    assert code == exit_code
    assert out == ""
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("puzzle-studio-cli: ")
    for word in words:
        assert word in lines[0], (word, lines[0])


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
@pytest.mark.parametrize("args", [
    ["solve", "/dev/zero"],
    ["solve", "/dev/zero", "--genre", "numberlink"],
    ["solve", "/dev/zero", "--genre", "nonogram", "--format", "taai"],
    ["check", "/dev/zero", "--genre", "galaxies", "--format", "sgt-list"],
    ["convert", "/dev/zero", "out.json"],
    ["generate", "galaxies", "--picture", "/dev/zero"],
])
def test_an_endless_file_is_refused_after_the_size_limit(capsys, args):
    assert_one_line(*run(capsys, *args), "larger than 16 MB")


def test_a_100_mb_picture_is_refused_before_parsing(capsys, tmp_path):
    path = tmp_path / "huge.pic"
    with open(path, "wb") as stream:
        stream.truncate(100 * 2 ** 20)
    assert_one_line(*run(capsys, "generate", "galaxies", "--picture", path), "larger than 16 MB")
    assert_one_line(*run(capsys, "solve", path, "--genre", "nonogram"), "larger than 16 MB")


@pytest.mark.parametrize("genre", [None, *GENRES])
def test_deeply_nested_json_is_one_line(capsys, tmp_path, genre):
    path = write(tmp_path, "deep.json", '{"genre": "galaxies", "dots": ' + DEEP + "}")
    args = ["solve", path] + (["--genre", genre] if genre else [])
    assert_one_line(*run(capsys, *args), "nested more than")
    assert_one_line(*run(capsys, "convert", path, tmp_path / "out.sgt"), "nested more than")


def test_deep_nesting_naming_no_genre(capsys, tmp_path):
    path = write(tmp_path, "deep.json", DEEP)
    assert_one_line(*run(capsys, "check", path), "nested more than")


def test_a_huge_dot_index_in_a_galaxies_solution(capsys, tmp_path):
    path = write(tmp_path, "g.json", '{"genre": "galaxies", "format_version": 1, "width": 2, '
                 '"height": 1, "dots": [{"x2": 2, "y2": 1}], "solution": [[0, 99999999999]]}')
    assert_one_line(*run(capsys, "solve", path), "dot index outside")


def test_a_4301_digit_number_in_json_goes_to_no_genre(capsys, tmp_path):
    """Detection used to pass such a numberlink file to the nonogram reader. Now the JSON
    error is the answer, before any genre's reader (the studio's among them) sees the file."""
    path = write(tmp_path, "n.json", '{"genre": "numberlink", "format_version": 1, '
                 '"width": ' + "9" * 4301 + ', "height": 3, "pairs": []}')
    with pytest.raises(PuzzleFormatError, match="too many digits"):
        detect_genre(path)
    assert_one_line(*run(capsys, "solve", path), "too many digits")
    assert_one_line(*run(capsys, "solve", path, "--genre", "numberlink"), "too many digits")


@pytest.mark.parametrize("name, text, words", [
    ("a.adc", "SIZE 3X3\nLINE_NUM 1\nLINE#1 (0,0) (³,2)\n", ["a cell is (x,y)"]),
    ("a.json", '{"genre": "numberlink", "format_version": 1, "width": 3, "height": 1, '
               '"pairs": [{"label": "³", "ends": [[0, 0], [0, 2]]}]}', ["label '³'"]),
    ("a.sgt", "³x3:1/1/1/1/1/1\n", []),
    ("a.json", '{"format_version": 1}', ["naming its genre"]),
    ("a.json", '{"genre": ["nonogram"]}', ["unknown genre"]),
])
def test_odd_digits_and_odd_json(capsys, tmp_path, name, text, words):
    assert_one_line(*run(capsys, "solve", write(tmp_path, name, text)), *words)


def test_a_bug_is_still_one_line_with_its_own_exit_code(capsys, tmp_path, monkeypatch):
    def broken(*args):
        raise KeyError("surprise")

    monkeypatch.setattr(cli, "_load", broken)
    path = write(tmp_path, "a.nl", "3 1\n1.1\n")
    assert_one_line(*run(capsys, "solve", path), "internal error", "KeyError", exit_code=1)


def test_the_real_entry_point_on_dev_zero_and_deep_nesting(tmp_path):
    """A subprocess: the exit code and stderr the shell sees, with this tree on the path."""
    deep = write(tmp_path, "deep.json", DEEP)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    for path in [deep] + (["/dev/zero"] if Path("/dev/zero").exists() else []):
        done = subprocess.run([sys.executable, "-m", "solvers.cli", "solve", str(path)],
                              capture_output=True, text=True, env=env)
        assert done.returncode == 2, done.stderr
        assert done.stdout == "" and len(done.stderr.splitlines()) == 1, done.stderr
        assert "Traceback" not in done.stderr
