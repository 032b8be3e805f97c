"""Flow Free's level-pack lines and the ADC contest's answer files (solvers/numberlink/
flow_pack.py, adc_answer.py), and ADC questions written as the contest writes them; the
contest's own files from ../shared/data/numberlink/adc when present."""

from __future__ import annotations

from pathlib import Path

import pytest

from solvers.errors import PuzzleFormatError
from solvers.numberlink import adc_answer, flow_pack, formats
from solvers.numberlink.model import Numberlink

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "numberlink"
ADC = DATA / "adc" / "adc2018_Questions_2018" / "Questions"
ANSWERS = DATA / "adc" / "adc2018_Answers_2018" / "Answers"

# A 5x5 level as Flow Free's packs hold it: five flows, each path from one end to the other.
LEVEL = "5,0,1,5;18,17,12;21,16,11,6;3,4,9;0,1,2,7,8,13,14,19,24,23,22;20,15,10,5"
SOLVED = Numberlink(4, 3, ("1", "2"), (((0, 0), (2, 0)), ((0, 1), (0, 3))),
                    solution=(((0, 0), (1, 0), (2, 0)), ((0, 1), (0, 2), (0, 3))))


def test_a_flow_level_line_is_its_pairs_and_its_solution():
    puzzle = formats.read(LEVEL + "\n")
    assert formats.detect_format(LEVEL) == "flow-level"
    assert (puzzle.width, puzzle.height, puzzle.pairs) == (5, 5, 5)
    assert puzzle.endpoints[0] == ((3, 3), (2, 2))  # cells 18 and 12: row * 5 + column
    assert puzzle.solution[3][:3] == ((0, 0), (0, 1), (0, 2))
    assert formats.write(puzzle, "flow-level") == LEVEL + "\n"


def test_a_rectangular_level_and_a_pack():
    line = flow_pack.write(SOLVED)
    assert line == "4:3,0,1,2;0,4,8;1,2,3\n"
    pack = formats.BATCH_FORMATS["flow-pack"](line + LEVEL.replace(",0,1,", ",0,2,") + "\n")
    assert [name for name, _ in pack] == ["1", "2"]
    assert pack[0][1].solution == SOLVED.solution


@pytest.mark.parametrize("text, words", [
    ("", "empty input"),
    ("5,0,1,2;0,1;", "says 2 flows but has 1"),
    ("5,0,1,1;0,25", "outside the 5x5"),
    ("5,0,1,1;0", "two or more cell numbers"),
    ("5,0,1,1;0,2", "jumps"),
    ("5,0,1,1,,3:4;0,1", "holes or walls"),
    ("3:3+,0,1,1;0,1", "bridges, holes or walls"),
    ("5,0,1,1;0,1\n5,0,2,1;0,1", "collection"),
    ("5,0,1,2;0,1,2;2,7", "share"),
])
def test_bad_flow_levels_are_one_line(text, words):
    with pytest.raises(PuzzleFormatError, match=words) as caught:
        formats.read(text, "flow-level")
    assert "\n" not in str(caught.value)


def test_a_flow_level_needs_its_paths():
    with pytest.raises(PuzzleFormatError, match="solve the puzzle first"):
        formats.write(Numberlink(4, 3, ("A", "B"), (((0, 0), (2, 0)), ((0, 1), (0, 3)))), "flow-level")


def test_adc_is_written_as_the_contest_writes_it():
    text = formats.write(SOLVED, "adc")
    assert text == "SIZE 4X3X1\nLINE_NUM 2\nLINE#1 (0,0,1) (0,2,1)\nLINE#2 (1,0,1) (3,0,1)\n"
    assert formats.read(text).endpoints == SOLVED.endpoints


def test_an_adc_answer_round_trips_and_solves_its_question():
    text = formats.write(SOLVED, "adc-answer")
    assert text == "SIZE 4X3X1\nLAYER 1\n01,02,02,02\n01,00,00,00\n01,00,00,00\n"
    assert formats.detect_format(text) == "adc-answer"
    answer = formats.read(text)
    question = formats.read(formats.write(SOLVED, "adc"))
    assert adc_answer.solved_by(question, answer).solution == SOLVED.solution


@pytest.mark.parametrize("text, words", [
    ("SIZE 3X3X2\nLAYER 1\n1,1,0\n0,0,0\n0,0,0\n", "3-D"),
    ("SIZE 3X3X1\n1,1,0\n", "LAYER 1"),
    ("SIZE 3X3X1\nLAYER 1\n1,1,0\n0,0,0\n", "2 rows, not 3"),
    ("SIZE 3X3X1\nLAYER 1\n1,1\n0,0,0\n0,0,0\n", "row 1 is not 3"),
    ("SIZE 3X3X1\nLAYER 1\n1,0,1\n0,0,0\n0,0,0\n", "line 1 is not one path"),
    ("SIZE 3X3X1\nLAYER 1\n1,1,1\n0,1,0\n0,0,0\n", "line 1 is not one path"),
    ("SIZE 3X3X1\nLAYER 1\n0,0,0\n0,0,0\n0,0,0\n", "no line"),
])
def test_bad_adc_answers_are_one_line(text, words):
    with pytest.raises(PuzzleFormatError, match=words):
        formats.read(text, "adc-answer")


def test_an_answer_of_another_question_is_refused():
    other = Numberlink(4, 3, ("1", "2"), (((0, 0), (2, 0)), ((1, 1), (0, 3))))
    with pytest.raises(PuzzleFormatError, match="other pairs"):
        adc_answer.solved_by(other, formats.read(formats.write(SOLVED, "adc-answer")))


def two_d_questions() -> list[Path]:
    return sorted(p for p in ADC.glob("Q*.txt") if p.read_text().split()[1].upper().endswith(("X1",))
                  or p.read_text().split()[1].upper().count("X") == 1) if ADC.is_dir() else []


@pytest.mark.skipif(not ADC.is_dir(), reason="the ADC data is not present")
def test_every_two_d_question_reads_and_every_answer_solves_it():
    questions = two_d_questions()
    assert len(questions) >= 2  # Q2 (50x50) and Q12 (40x40)
    for path in questions:
        question = formats.read_file(path)
        answer_path = ANSWERS / path.name.replace("Q", "A")
        if not answer_path.is_file():
            continue
        answer = formats.read_file(answer_path)
        solved = adc_answer.solved_by(question, answer)
        assert solved.pairs == question.pairs
        # and written back as the contest writes it, the question reads the same
        assert formats.read(formats.write(question, "adc")).endpoints == question.endpoints


@pytest.mark.skipif(not ADC.is_dir(), reason="the ADC data is not present")
def test_the_three_d_questions_and_answers_are_refused_in_one_line():
    for path in sorted(ADC.glob("Q*.txt")):
        if path in two_d_questions():
            continue
        with pytest.raises(PuzzleFormatError, match="3-D"):
            formats.read_file(path)
        answer = ANSWERS / path.name.replace("Q", "A")
        if answer.is_file():
            with pytest.raises(PuzzleFormatError, match="3-D"):
                formats.read_file(answer)
