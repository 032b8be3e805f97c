"""The command line contract of ``puzzle-studio-cli`` (solve / check / convert / methods).

``solve FILE [--genre G] [--format F] [--method M] [--unique] [--timeout S] [--json]``:
with ``--json`` one JSON object per puzzle with ``genre``, ``method``, ``status``
(solved | no-solution | stopped), ``unique`` (true | false | null when not asked or not
proven), ``solution`` (rows of ``#``/``.``), ``second_solution`` when not unique, ``seconds``
and ``stats``; without it a readable board. Exit code 0 on an answer, 2 on bad input with
exactly one line on stderr and never a traceback.

Most tests call ``solvers.cli.main`` in-process (fast); a few run the installed console script
in a subprocess to prove the real entry point, its exit codes and its stderr.
"""

from __future__ import annotations

import itertools
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from solvers.cli import main
from solvers.nonogram import METHODS, formats
from solvers.nonogram.derive import clues_from_picture
from solvers.nonogram.model import Nonogram, board_from_strings, satisfies

TAAI = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "nonogram" / "taai"

ALL_METHODS = ("auto", "line", "probe", "cpsat", "sat", "table", "mip", "ga")  # ga: issue 3
COMPLETE_METHODS = ("auto", "probe", "cpsat", "sat", "table", "mip")
# Methods that only prove uniqueness when asked (a line solver's answer is forced, so
# auto/line/probe may report a free ``true``; these must say null).

# Worked example 1: line-solvable and unique.
W1_ROWS = ((5,), (2,), (2,), (2,), (2,))
W1_COLS = ((1,), (1, 1), (1, 3), (3, 1), (2,))
W1_ANSWER = ["#####", "...##", "..##.", ".##..", "..##."]
# Worked example 2: line logic stalls; probing finishes it.
W2_ROWS = ((1,), (5,), (1,), (3,), (1, 1))
W2_COLS = ((1, 1), (1, 1), (4,), (1, 1), (1, 1))
W2_ANSWER = ["..#..", "#####", "..#..", ".###.", "#...#"]
# Two solutions: the two diagonals of a 2x2.
DIAG_ROWS = ((1,), (1,))
DIAG_COLS = ((1,), (1,))

JSON_KEYS = {"genre", "method", "status", "unique", "solution", "seconds", "stats"}
STATUSES = {"solved", "no-solution", "stopped"}
ERROR_LINE = re.compile(r"^puzzle-studio-cli: \S.*$")


# --------------------------------------------------------------------------- helpers


def nin_text(rows, cols) -> str:
    """Jakub Wilk's .nin by hand: ``W H``, the row clues, then the column clues."""
    lines = [f"{len(cols)} {len(rows)}"]
    lines += [" ".join(map(str, clue)) or "0" for clue in (*rows, *cols)]
    return "\n".join(lines) + "\n"


def write_nin(folder: Path, name: str, rows, cols) -> Path:
    path = folder / name
    path.write_text(nin_text(rows, cols), encoding="utf-8")
    return path


@pytest.fixture
def w1(tmp_path):
    return write_nin(tmp_path, "w1.nin", W1_ROWS, W1_COLS)


@pytest.fixture
def w2(tmp_path):
    return write_nin(tmp_path, "w2.nin", W2_ROWS, W2_COLS)


@pytest.fixture
def diag(tmp_path):
    return write_nin(tmp_path, "diag.nin", DIAG_ROWS, DIAG_COLS)


def cli(capsys, *args):
    """Run ``main`` in-process: (exit code, stdout, stderr)."""
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def cli_json(capsys, *args) -> dict:
    """Run a command that must succeed with exactly one JSON object on stdout."""
    code, out, err = cli(capsys, *args, "--json")
    assert code == 0, err
    assert err == ""
    lines = out.splitlines()
    assert len(lines) == 1, out
    return json.loads(lines[0])


def assert_one_line_error(code, out, err, *words):
    """The bad-input contract: exit 2, nothing on stdout, one stderr line naming the problem."""
    assert code == 2
    assert out == ""
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert ERROR_LINE.match(lines[0]), lines[0]
    for word in words:
        assert word.lower() in lines[0].lower(), (word, lines[0])


def console_script() -> list[str]:
    """The installed entry point, or the module as a fallback (same ``main``)."""
    script = Path(sys.executable).with_name("puzzle-studio-cli")
    if script.exists():
        return [str(script)]
    found = shutil.which("puzzle-studio-cli")
    return [found] if found else [sys.executable, "-m", "solvers.cli"]


def run_script(*args, cwd=None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [*console_script(), *map(str, args)],
        capture_output=True, text=True, cwd=cwd,
    )


def known_cells(rows: list[str]) -> int:
    return sum(ch != "?" for row in rows for ch in row)


def agrees(partial: list[str], answer: list[str]) -> bool:
    """Every known cell of a partial board matches the answer."""
    return all(p in ("?", a) for prow, arow in zip(partial, answer) for p, a in zip(prow, arow))


def puzzle_of(rows, cols) -> Nonogram:
    return Nonogram(tuple(rows), tuple(cols))


# --------------------------------------------------------------------------- solve


def test_methods_are_the_documented_ones():
    assert tuple(METHODS) == ALL_METHODS


@pytest.mark.parametrize("method", ALL_METHODS)
def test_solve_worked_example_1_with_every_method(capsys, w1, method):
    record = cli_json(capsys, "solve", w1, "--method", method)
    assert record["genre"] == "nonogram"
    assert record["method"] == method
    assert record["status"] == "solved"
    assert record["solution"] == W1_ANSWER


def test_json_keys_and_types_exactly(capsys, w1):
    record = cli_json(capsys, "solve", w1, "--method", "cpsat")
    assert set(record) == JSON_KEYS  # a unique-or-unasked single puzzle: nothing else
    assert isinstance(record["genre"], str)
    assert isinstance(record["method"], str)
    assert record["status"] in STATUSES
    assert record["unique"] is None
    assert isinstance(record["solution"], list)
    assert all(isinstance(row, str) and set(row) <= {"#", "."} for row in record["solution"])
    assert isinstance(record["seconds"], float) and record["seconds"] >= 0
    assert isinstance(record["stats"], dict)


@pytest.mark.parametrize("method", COMPLETE_METHODS)
def test_unique_flag_proves_worked_example_1_unique(capsys, w1, method):
    record = cli_json(capsys, "solve", w1, "--method", method, "--unique")
    assert record["status"] == "solved"
    assert record["unique"] is True
    assert record["solution"] == W1_ANSWER
    assert "second_solution" not in record


@pytest.mark.parametrize("method", COMPLETE_METHODS)
def test_unique_flag_finds_two_solutions_of_the_diagonal(capsys, diag, method):
    record = cli_json(capsys, "solve", diag, "--method", method, "--unique")
    assert record["status"] == "solved"
    assert record["unique"] is False
    first, second = record["solution"], record["second_solution"]
    assert {tuple(first), tuple(second)} == {("#.", ".#"), (".#", "#.")}
    puzzle = puzzle_of(DIAG_ROWS, DIAG_COLS)
    assert satisfies(puzzle, board_from_strings(first))
    assert satisfies(puzzle, board_from_strings(second))
    differing = sorted([r, c] for r in range(2) for c in range(2) if first[r][c] != second[r][c])
    assert sorted(record["differences"]) == differing


@pytest.mark.parametrize("method", METHODS)
def test_unique_is_null_when_not_asked(capsys, w1, method):
    # The contract: null when not asked, even where line logic alone happens to prove it.
    record = cli_json(capsys, "solve", w1, "--method", method)
    assert record["status"] == "solved"
    assert record["unique"] is None
    assert "second_solution" not in record


def test_line_method_stops_on_worked_example_2_with_a_partial_board(capsys, w2):
    record = cli_json(capsys, "solve", w2, "--method", "line")
    assert record["status"] == "stopped"
    assert record["unique"] is None
    assert record["solution"] is None
    partial = record["partial"]
    assert len(partial) == 5 and all(len(row) == 5 for row in partial)
    assert 0 < known_cells(partial) < 25
    assert agrees(partial, W2_ANSWER)


def test_complete_method_solves_worked_example_2(capsys, w2):
    record = cli_json(capsys, "solve", w2, "--method", "probe", "--unique")
    assert record["status"] == "solved"
    assert record["unique"] is True
    assert record["solution"] == W2_ANSWER


@pytest.mark.parametrize("path_fixture", ["w1", "w2"])
def test_overlap_rule_fixes_no_more_than_complete(capsys, request, path_fixture):
    path = request.getfixturevalue(path_fixture)
    boards = {}
    for rule in ("overlap", "complete"):
        record = cli_json(capsys, "solve", path, "--method", "line", "--line-rule", rule)
        assert record["stats"]["line_rule"] == rule
        boards[rule] = record["solution"] or record["partial"]
    answer = W1_ANSWER if path_fixture == "w1" else W2_ANSWER
    assert agrees(boards["overlap"], answer)
    assert agrees(boards["complete"], answer)
    assert known_cells(boards["overlap"]) <= known_cells(boards["complete"])
    # Everything overlap knows, complete knows too (and the same way).
    assert all(o == "?" or o == c for ro, rc in zip(boards["overlap"], boards["complete"])
               for o, c in zip(ro, rc))


def test_unknown_rule_is_bad_input(capsys, w1):
    code, out, err = cli(capsys, "solve", w1, "--method", "line", "--line-rule", "bogus")
    assert_one_line_error(code, out, err, "bogus")


def test_steps_prints_one_line_per_deduction(capsys, w2):
    code, out, err = cli(capsys, "solve", w2, "--method", "line", "--steps")
    assert code == 0, err
    step_lines = [line for line in out.splitlines()
                  if re.fullmatch(r"(row|column) \d+: \w+ fixes \d+ cells", line)]
    assert step_lines, out
    fixed = sum(int(re.search(r"fixes (\d+)", line).group(1)) for line in step_lines)
    assert fixed == 17  # what line logic settles on worked example 2 (see the partial board)


def test_steps_with_json_keeps_stdout_one_json_object(capsys, w2):
    record = cli_json(capsys, "solve", w2, "--method", "line", "--steps")
    assert record["status"] == "stopped"
    assert isinstance(record["steps"], list) and record["steps"]
    assert len(record["steps"]) == record["stats"]["steps"]


@pytest.mark.parametrize("method", ["auto", "cpsat", "mip"])
def test_timeout_is_accepted(capsys, w1, method):
    # an hour: the option is taken and passed on, and no load makes a 5x5 reach it
    record = cli_json(capsys, "solve", w1, "--method", method, "--timeout", "3600")
    assert record["status"] == "solved"
    assert record["solution"] == W1_ANSWER


def test_text_output_shows_the_board(capsys, w1):
    code, out, err = cli(capsys, "solve", w1)
    assert code == 0, err
    lines = out.splitlines()
    assert "w1.nin" in lines[0] and "solved" in lines[0]
    assert lines[1:6] == W1_ANSWER


def test_text_output_shows_the_second_solution(capsys, diag):
    code, out, err = cli(capsys, "solve", diag, "--method", "cpsat", "--unique")
    assert code == 0, err
    assert "NOT unique" in out
    assert "second solution" in out
    boards = {tuple(out.splitlines()[i:i + 2]) for i in range(len(out.splitlines()) - 1)}
    assert ("#.", ".#") in boards and (".#", "#.") in boards


def test_text_output_of_a_stopped_line_solve_shows_the_partial_board(capsys, w2):
    code, out, err = cli(capsys, "solve", w2, "--method", "line")
    assert code == 0, err
    lines = out.splitlines()
    assert "stopped" in lines[0]
    assert len(lines) == 6 and agrees(lines[1:], W2_ANSWER) and "?" in "".join(lines[1:])


def test_solve_reads_every_format_and_forced_format(capsys, tmp_path):
    picture = board_from_strings(W1_ANSWER).clip(0, 1)
    puzzle = clues_from_picture(picture)
    for fmt in formats.FORMATS:
        path = tmp_path / f"w1-{fmt}.txt"  # .txt: the format comes from content or --format
        formats.write_file(path, puzzle, fmt)
        assert cli_json(capsys, "solve", path)["solution"] == W1_ANSWER
        assert cli_json(capsys, "solve", path, "--format", fmt)["solution"] == W1_ANSWER


# --------------------------------------------------------------------------- check


@pytest.mark.parametrize(
    ("fixture", "unique", "grade"),
    [("w1", True, "easy"), ("w2", True, "hard"), ("diag", False, "search")],
)
def test_check_json(capsys, request, fixture, unique, grade):
    path = request.getfixturevalue(fixture)
    report = cli_json(capsys, "check", path)
    assert report["solvable"] is True
    assert report["unique"] is unique
    assert report["grade"] == grade
    assert report["grade"] == report["level"]  # the common scale (solvers/scale.py)


def test_check_unsolvable(capsys, tmp_path):
    # Row totals and column totals agree (2 = 2), yet no board fits: row 1 wants a
    # block of 2, but column 1 and column 2 each want their single cell in row 2.
    path = write_nin(tmp_path, "none.nin", ((2,), ()), ((0,), (2,)))
    report = cli_json(capsys, "check", path)
    assert report["solvable"] is False
    assert report["grade"] is None


def test_check_text(capsys, w1):
    code, out, err = cli(capsys, "check", w1)
    assert code == 0, err
    assert "solvable=True" in out and "grade=easy" in out


# --------------------------------------------------------------------------- convert


def _goal_puzzle() -> Nonogram:
    return clues_from_picture(board_from_strings(W1_ANSWER).clip(0, 1), title="worked example 1")


GOAL_KEEPERS = {"json", "non", "picture", "webpbn", "pbm", "gno"}  # formats that can carry the answer picture
PICTURE_ONLY = {"picture", "pbm"}  # formats that hold nothing but the picture


@pytest.mark.parametrize(("source", "target"), list(itertools.product(formats.FORMATS, repeat=2)))
def test_convert_every_pair_round_trips_the_clues(capsys, tmp_path, source, target):
    ext = {v: k for k, v in formats.EXTENSIONS.items()}
    original = _goal_puzzle()
    src = tmp_path / f"in{ext[source]}"
    dst = tmp_path / f"out{ext[target]}"
    formats.write_file(src, original, source)
    code, out, err = cli(capsys, "convert", src, dst)
    if target in PICTURE_ONLY and source not in GOAL_KEEPERS:
        # nin, sgt and the other clue formats hold clues only: there is no picture to write.
        assert_one_line_error(code, out, err, "goal")
        assert not dst.exists()
        return
    assert code == 0, err
    assert err == ""
    back = formats.read_file(dst)
    assert back.rows == original.rows == W1_ROWS
    assert back.cols == original.cols == W1_COLS
    if source in GOAL_KEEPERS and target in GOAL_KEEPERS:
        assert np.array_equal(back.goal, original.goal)


def test_convert_with_explicit_formats(capsys, tmp_path, w1):
    out_path = tmp_path / "w1.txt"  # .txt is ambiguous: --to decides
    code, _out, err = cli(capsys, "convert", w1, out_path, "--from", "nin", "--to", "sgt")
    assert code == 0, err
    assert out_path.read_text().startswith("5x5:")
    assert formats.read_file(out_path, "sgt") == puzzle_of(W1_ROWS, W1_COLS)


def test_convert_to_picture_without_goal_is_an_error(capsys, tmp_path, w1):
    target = tmp_path / "w1.pic"
    code, out, err = cli(capsys, "convert", w1, target)
    assert_one_line_error(code, out, err, "picture")
    assert not target.exists()


def test_convert_to_an_unknown_extension_says_to_pass_to(capsys, tmp_path, w1):
    code, out, err = cli(capsys, "convert", w1, tmp_path / "w1.xyz")
    assert_one_line_error(code, out, err, "--to")


# --------------------------------------------------------------------------- bad input


def _huge_table_row(folder: Path) -> Path:
    """200 columns, one row of 60 single cells: C(141, 60) patterns, far past the table
    method's limit, while the whole puzzle stays trivially consistent."""
    width, blocks = 200, 60
    rows = ((1,) * blocks, (), (), (), ())
    cols = tuple((1,) if c % 3 == 0 and c // 3 < blocks else () for c in range(width))
    return write_nin(folder, "huge.nin", rows, cols)


BAD_INPUTS = {
    # name: (writer of the file -> path, extra arguments, words the message must contain)
    "missing file": (lambda d: d / "absent.nin", [], ["absent.nin"]),
    "empty file": (lambda d: _write_bytes(d / "empty.nin", b""), [], ["empty"]),
    "blank file": (lambda d: _write_bytes(d / "blank.nin", b"\n  \n\t\n"), [], ["empty"]),
    "binary junk": (lambda d: _write_bytes(d / "junk.nin", bytes(range(256)) * 8), [], ["binary"]),
    "not utf-8": (lambda d: _write_bytes(d / "latin.nin", b"5 5\n\xe9\xff\xfe\n"), [], ["utf-8"]),
    "bad clue": (
        lambda d: _write_bytes(d / "bad.nin", b"5 5\n5\n2\n2\nx\n2\n1\n1 1\n1 3\n3 1\n2\n"),
        [], ["row 4", "not a number"],
    ),
    "clue too long": (
        lambda d: write_nin(d, "long.nin", ((6,), (2,), (2,), (2,), (2,)), W1_COLS),
        [], ["row 1"],
    ),
    "unknown content": (
        lambda d: _write_bytes(d / "what.txt", b"hello world\n"), [], ["format"],
    ),
    "unknown method": (lambda d: write_nin(d, "w1.nin", W1_ROWS, W1_COLS),
                       ["--method", "quantum"], ["quantum", "method"]),
    "unknown format": (lambda d: write_nin(d, "w1.nin", W1_ROWS, W1_COLS),
                       ["--format", "xml"], ["xml", "format"]),
    "wrong forced format": (lambda d: write_nin(d, "w1.nin", W1_ROWS, W1_COLS),
                            ["--format", "sgt"], ["line 1"]),
    "unknown genre option": (lambda d: write_nin(d, "w1.nin", W1_ROWS, W1_COLS),
                             ["--genre", "sudoku"], ["genre", "sudoku"]),
    "unknown genre in file": (
        lambda d: _write_bytes(d / "s.json", b'{"genre": "sudoku", "format_version": 1}'),
        [], ["genre", "sudoku"],
    ),
    "bad timeout": (lambda d: write_nin(d, "w1.nin", W1_ROWS, W1_COLS),
                    ["--timeout", "soon"], ["timeout"]),
    "negative timeout": (lambda d: write_nin(d, "w1.nin", W1_ROWS, W1_COLS),
                         ["--timeout", "-1"], ["timeout"]),
    "infinite timeout": (lambda d: write_nin(d, "w1.nin", W1_ROWS, W1_COLS),
                         ["--timeout", "inf", "--method", "mip"], ["timeout"]),
    "table refuses a huge line": (_huge_table_row, ["--method", "table"], ["cpsat", "patterns"]),
    "a folder, not a file": (lambda d: d, [], []),
}


def _write_bytes(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


@pytest.mark.parametrize("case", list(BAD_INPUTS))
def test_bad_input_exits_2_with_one_line(capsys, tmp_path, case):
    make, extra, words = BAD_INPUTS[case]
    path = make(tmp_path)
    code, out, err = cli(capsys, "solve", path, "--json", *extra)
    assert_one_line_error(code, out, err, *words)


@pytest.mark.parametrize("command", ["check", "convert"])
def test_bad_input_for_check_and_convert(capsys, tmp_path, command):
    junk = _write_bytes(tmp_path / "junk.nin", bytes(range(256)) * 8)
    args = [command, junk] + ([tmp_path / "out.non"] if command == "convert" else [])
    assert_one_line_error(*cli(capsys, *args), "binary")


@pytest.mark.parametrize("argv", [[], ["frobnicate"], ["solve"], ["convert", "only-one"]])
def test_bad_command_line_is_one_line_too(capsys, argv):
    assert_one_line_error(*cli(capsys, *argv))


def test_methods_lists_every_method(capsys):
    code, out, err = cli(capsys, "methods", "--genre", "nonogram")  # other genres list their own
    assert code == 0, err
    listed = {line.split()[0] for line in out.splitlines() if line.startswith("  ")}
    assert listed == set(ALL_METHODS)
    assert "Nonogram" in out


# --------------------------------------------------------------------------- batches


def _taai_text(named_pictures) -> str:
    """A tournament batch: ``$n``, then 25 column clues and 25 row clues, TAB-separated."""
    lines = []
    for name, picture in named_pictures:
        puzzle = clues_from_picture(picture)
        lines.append(f"${name}")
        lines += ["\t".join(map(str, clue)) or "0" for clue in (*puzzle.cols, *puzzle.rows)]
    return "\n".join(lines) + "\n"


def test_batch_prints_one_named_json_line_per_puzzle(capsys, tmp_path):
    rng = np.random.default_rng(7)
    pictures = [("1", (rng.random((25, 25)) < 0.6).astype(np.int8)),
                ("2", (rng.random((25, 25)) < 0.6).astype(np.int8))]
    path = tmp_path / "batch.txt"
    path.write_text(_taai_text(pictures), encoding="utf-8")
    code, out, err = cli(capsys, "solve", path, "--format", "taai", "--json")
    assert code == 0, err
    records = [json.loads(line) for line in out.splitlines()]
    assert [r["name"] for r in records] == ["1", "2"]
    for record, (_, picture) in zip(records, pictures):
        assert set(record) >= JSON_KEYS
        assert record["status"] == "solved"
        assert satisfies(clues_from_picture(picture), board_from_strings(record["solution"]))


def test_batch_check(capsys, tmp_path):
    picture = np.zeros((25, 25), dtype=np.int8)
    picture[5:20, 5:20] = 1  # a square: line logic alone solves it
    path = tmp_path / "one.txt"
    path.write_text(_taai_text([("9", picture)]), encoding="utf-8")
    report = cli_json(capsys, "check", path, "--format", "taai")
    assert report["name"] == "9"
    assert (report["solvable"], report["unique"], report["grade"]) == (True, True, "easy")


def test_taai_2011_first_puzzle_agrees_with_the_tournament_solution(capsys, tmp_path):
    question = TAAI / "question" / "taai2011.txt"
    solution = TAAI / "solution" / "taai2011.txt"
    if not (question.is_file() and solution.is_file()):
        pytest.skip("the TAAI data set is not present")
    with question.open(encoding="utf-8") as stream:
        head = [line for _, line in zip(range(51), stream)]  # "$1" + 50 clue lines
    path = tmp_path / "taai2011-first.txt"
    path.write_text("".join(head), encoding="utf-8")

    code, out, err = cli(capsys, "solve", path, "--format", "taai", "--json", "--unique")
    assert code == 0, err
    lines = out.splitlines()
    assert len(lines) == 1
    record = json.loads(lines[0])
    assert record["name"] == "1"
    assert record["status"] == "solved"
    assert record["unique"] in (True, False)

    (_, puzzle), = formats.read_taai_batch("".join(head))
    board = board_from_strings(record["solution"])
    assert satisfies(puzzle, board)
    if record["unique"]:
        expected = formats.read_taai_solutions(solution.read_text(encoding="utf-8"))[0]
        assert np.array_equal(board, expected)
    else:
        assert satisfies(puzzle, board_from_strings(record["second_solution"]))


# --------------------------------------------------------------------------- the real entry point


def test_console_script_solves(w1):
    done = run_script("solve", w1, "--json", "--unique")
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    record = json.loads(done.stdout)
    assert record["solution"] == W1_ANSWER
    assert record["unique"] is True


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["solve", "absent.nin"], ["absent.nin"]),
        (["solve", "junk.nin"], ["binary"]),
        (["solve", "w1.nin", "--genre", "sudoku"], ["genre"]),
    ],
)
def test_console_script_bad_input(tmp_path, args, words):
    _write_bytes(tmp_path / "junk.nin", bytes(range(256)) * 8)
    write_nin(tmp_path, "w1.nin", W1_ROWS, W1_COLS)
    done = run_script(*args, cwd=tmp_path)
    assert_one_line_error(done.returncode, done.stdout, done.stderr, *words)


def test_module_entry_point():
    done = subprocess.run([sys.executable, "-m", "solvers.cli", "methods"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert all(method in done.stdout for method in ALL_METHODS)


@pytest.mark.parametrize("argv, words", [
    (["generate", "nonogram", "--size", "5"], ["WxH"]),
    (["generate", "nonogram", "--size", "0x5"], ["WxH"]),
    (["generate", "nonogram", "--size", "5x5", "--count", "0"], ["at least 1"]),
    (["generate", "chess", "--size", "5x5"], ["unknown genre"]),
])
def test_generate_rejects_bad_arguments_in_one_line(capsys, argv, words):
    assert_one_line_error(*cli(capsys, *argv), *words)


def test_generate_prints_unique_puzzles_as_native_json(capsys):
    code, out, err = cli(capsys, "generate", "nonogram", "--size", "7x6", "--count", "2",
                         "--seed", "4", "--json")
    assert code == 0, err
    records = [json.loads(line) for line in out.splitlines()]
    assert [r["index"] for r in records] == [0, 1] and [r["seed"] for r in records] == [4, 5]
    for record in records:
        puzzle = formats.read(json.dumps(record["puzzle"]), "json")
        assert (puzzle.width, puzzle.height) == (7, 6)
        from solvers.nonogram import solve
        assert solve(puzzle, "cpsat", max_solutions=2).unique is True
