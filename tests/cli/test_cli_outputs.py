"""Where the command line writes and what it reads (issue 37): every output goes through the
one writer (solvers/textfiles.py), so a link's target is written and the link kept, a FIFO or
a device is written into and never replaced, a file keeps its mode; ``-`` is standard input
or output on every verb that reads or writes a file; a library is a file, never ``-``; a run
that ``--timeout`` stopped before an answer exits 3.

Devices are mknod'ed copies in the test folder (root only): a wrong writer could replace
those, never the machine's own /dev/null or /dev/full. Runs stopped by ``--timeout`` are made
deterministic with tokens already cancelled, not with a race against the clock."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import threading
from argparse import Namespace
from pathlib import Path

import pytest

from solvers import events
from solvers.cli import EXIT_STOPPED, main
from solvers.cli_library import _collections
from solvers.galaxies import formats as galaxies_formats
from solvers.nonogram import formats
from tests.cli.test_cli import ERROR_LINE, console_script

ROOT = hasattr(os, "geteuid") and os.geteuid() == 0
needs_root = pytest.mark.skipif(not ROOT, reason="os.mknod of a character device needs root")
REPO = Path(__file__).resolve().parents[2]
SAMPLES = REPO / "puzzles"
ANCHOR = SAMPLES / "nonogram" / "anchor.json"  # line logic stalls on it: probing is needed
SAVED = REPO / "tests" / "data" / "saved_games"
AMBIGUOUS = ["######", "#....#", "#.#..#", "#..#.#", "#....#", "######"]


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith((".tmp", ".part")))


def one_line_error(capsys, code: int, *words: str) -> str:
    captured = capsys.readouterr()
    assert code == 2 and captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1 and ERROR_LINE.match(lines[0]), captured.err
    assert all(word in lines[0] for word in words), lines[0]
    return lines[0]


@pytest.fixture
def stdin_bytes(tmp_path):
    """Put bytes on this process's standard input (fd 0) for an in-process ``main``, as the
    shell's ``<`` would; fd 0 is given back afterwards."""
    saved = os.dup(0)

    def put(data: bytes) -> None:
        source = tmp_path / "stdin.bin"
        source.write_bytes(data)
        with open(source, "rb") as stream:
            os.dup2(stream.fileno(), 0)

    yield put
    os.dup2(saved, 0)
    os.close(saved)


@pytest.fixture
def expired(monkeypatch):
    """The CLI's tokens (made with ``--timeout 1000``) stop at once from the ``first``-th one
    on, as if the time had run out: deterministic, whatever the machine's speed. The tokens a
    method makes for its parts (other timeouts) are left alone; they follow their parent."""
    def expire_from(first: int) -> None:
        made = {"count": 0}

        class Expiring(events.Cancel):
            def __init__(self, timeout: float | None = None) -> None:
                super().__init__(timeout)
                if timeout == 1000.0:
                    made["count"] += 1
                    if made["count"] >= first:
                        self.cancel()

        monkeypatch.setattr(events, "Cancel", Expiring)

    return expire_from


# -- outputs: links, FIFOs, devices, modes --------------------------------------------------------


def test_convert_onto_a_link_to_a_link_writes_the_target_and_keeps_both_links(capsys, tmp_path):
    target = tmp_path / "synced" / "anchor.non"
    target.parent.mkdir()
    target.write_text("an older version")
    link, chain = tmp_path / "anchor.non", tmp_path / "latest.non"
    link.symlink_to(target)
    chain.symlink_to(link)
    assert main(["convert", str(ANCHOR), str(chain)]) == 0, capsys.readouterr().err
    assert link.is_symlink() and chain.is_symlink()
    assert formats.read_file(target) == formats.read_file(ANCHOR)
    assert leftovers(tmp_path) == leftovers(target.parent) == []


def test_convert_into_a_fifo_writes_into_it(capsys, tmp_path):
    fifo = tmp_path / "pipe.non"
    os.mkfifo(fifo)
    received = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_text()), daemon=True)
    reader.start()
    assert main(["convert", str(ANCHOR), str(fifo)]) == 0, capsys.readouterr().err
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)  # first: a replaced FIFO would never feed the reader
    reader.join()
    assert formats.read(received[0], "non") == formats.read_file(ANCHOR)


def test_convert_keeps_the_mode_of_the_file_it_overwrites(capsys, tmp_path):
    out = tmp_path / "shared.non"
    out.write_text("old")
    out.chmod(0o640)
    assert main(["convert", str(ANCHOR), str(out)]) == 0, capsys.readouterr().err
    assert out.stat().st_mode & 0o777 == 0o640 and formats.read_file(out) == formats.read_file(ANCHOR)


@needs_root
def test_convert_into_a_device_writes_into_it_and_a_full_one_is_one_line(capsys, tmp_path):
    null, full = tmp_path / "null", tmp_path / "full"
    os.mknod(null, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    os.mknod(full, 0o666 | stat.S_IFCHR, os.makedev(1, 7))
    assert main(["convert", str(ANCHOR), str(null), "--to", "non"]) == 0
    one_line_error(capsys, main(["convert", str(ANCHOR), str(full), "--to", "non"]), "No space left", "full")
    for device in (null, full):
        assert stat.S_ISCHR(os.lstat(device).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["full", "null"]


# -- standard output and input --------------------------------------------------------------------


def test_convert_to_dash_prints_the_puzzle_in_the_native_format_or_the_one_asked(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # where a file named "-" would appear
    assert main(["convert", str(ANCHOR), "-"]) == 0
    native = capsys.readouterr().out
    assert formats.read(native, "json") == formats.read_file(ANCHOR)
    assert main(["convert", str(ANCHOR), "-", "--to", "non"]) == 0
    assert formats.read(capsys.readouterr().out, "non") == formats.read_file(ANCHOR)
    assert list(tmp_path.iterdir()) == []


def test_convert_from_dash_reads_standard_input(capsys, tmp_path, stdin_bytes):
    stdin_bytes(ANCHOR.read_bytes())
    out = tmp_path / "from-stdin.sgt"
    assert main(["convert", "-", str(out)]) == 0, capsys.readouterr().err
    assert formats.read_file(out) == formats.read_file(ANCHOR)


def test_solve_and_check_read_dash_from_standard_input(capsys, stdin_bytes):
    assert main(["solve", str(ANCHOR), "--json"]) == 0
    from_file = json.loads(capsys.readouterr().out)
    stdin_bytes(ANCHOR.read_bytes())
    assert main(["solve", "-", "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["status"] == "solved" and record["solution"] == from_file["solution"]
    stdin_bytes(ANCHOR.read_bytes())
    assert main(["check", "-", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["name"] == "stdin"


def test_solve_dash_through_the_console_script():
    result = subprocess.run([*console_script(), "solve", "-"], input=ANCHOR.read_text(), capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("stdin: solved")


def test_repair_output_dash_puts_the_puzzle_alone_on_stdout_and_the_report_on_stderr(capsys, tmp_path):
    picture = tmp_path / "die.pic"
    picture.write_text("\n".join(AMBIGUOUS) + "\n")
    assert main(["repair", str(picture), "--output", "-", "--json"]) == 0
    captured = capsys.readouterr()
    repaired = formats.read(captured.out, "json")
    report = json.loads(captured.err)
    flipped = [[r, c] for r in range(6) for c in range(6) if repaired.goal[r, c] != (AMBIGUOUS[r][c] == "#")]
    assert flipped == report["suggestions"][0]["cells"]


def test_generate_reads_its_picture_from_dash(capsys, stdin_bytes):
    stdin_bytes(b"#.#\n...\n#.#\n")
    assert main(["generate", "galaxies", "--picture", "-", "--seed", "1", "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    puzzle = galaxies_formats.read(json.dumps(record["puzzle"]), "json")
    assert (puzzle.width, puzzle.height) == (3, 3)


def test_replay_reads_dash_and_names_it_stdin(capsys, stdin_bytes):
    stdin_bytes((SAVED / "nonogram-solved.json").read_bytes())
    assert main(["replay", "-", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["file"] == "stdin" and result["solved"] is True


def test_batch_check_reads_dash(stdin_bytes):
    stdin_bytes((SAMPLES / "galaxies" / "diamond-11x11.json").read_bytes())
    (label, entry, puzzles), = _collections(Namespace(files=["-"], genre=None, fmt=None))
    assert (label, entry.name, len(puzzles)) == ("stdin", "galaxies", 1)


@pytest.mark.parametrize("verb", [["library", "-"], ["book", "-", "--output", "out.pdf"],
                                  ["batch", "nonogram", "--size", "5x5", "--library", "-"]])
def test_a_library_of_dash_is_refused_with_one_line(capsys, verb):
    one_line_error(capsys, main(verb), "library is an SQLite file")


# -- book ----------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def library(tmp_path_factory):
    from tests.library.helpers import fill

    path = tmp_path_factory.mktemp("library") / "lib.db"
    fill(path, per_genre=1).close()
    return path


def test_book_to_dash_is_a_pdf_on_stdout_and_the_summary_on_stderr(capsysbinary, library):
    assert main(["book", str(library), "--output", "-"]) == 0
    captured = capsysbinary.readouterr()
    assert captured.out.startswith(b"%PDF") and captured.out.rstrip().endswith(b"%%EOF")
    assert b"3 puzzles on" in captured.err


def test_book_onto_a_link_writes_its_target(capsys, library, tmp_path):
    target = tmp_path / "real.pdf"
    link = tmp_path / "book.pdf"
    link.symlink_to(target)
    assert main(["book", str(library), "--output", str(link)]) == 0, capsys.readouterr().err
    assert link.is_symlink() and target.read_bytes().startswith(b"%PDF")


@needs_root
def test_book_onto_a_full_device_is_one_line_and_leaves_no_part_file(capsys, library, tmp_path):
    full = tmp_path / "full"
    os.mknod(full, 0o666 | stat.S_IFCHR, os.makedev(1, 7))
    one_line_error(capsys, main(["book", str(library), "--output", str(full)]), "No space left")
    assert stat.S_ISCHR(os.lstat(full).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["full"]


# -- exit status of a run that --timeout stopped --------------------------------------------------


def test_a_solve_stopped_by_its_timeout_exits_3(capsys, expired):
    expired(1)
    assert main(["solve", str(ANCHOR), "--method", "probe", "--timeout", "1000", "--json"]) == EXIT_STOPPED == 3
    record = json.loads(capsys.readouterr().out)
    assert record["status"] == "stopped" and record["solution"] is None


def test_a_batch_with_one_stopped_puzzle_exits_3_and_prints_every_answer(capsys, tmp_path, expired):
    ids = [galaxies_formats.write(galaxies_formats.read_file(SAMPLES / "galaxies" / name), "sgt").strip()
           for name in ("diamond-11x11.json", "generated-10x10.json")]
    batch = tmp_path / "two.txt"
    batch.write_text("\n".join(ids) + "\n")
    expired(2)  # the second puzzle's token
    code = main(["solve", str(batch), "--genre", "galaxies", "--format", "sgt-list", "--timeout", "1000", "--json"])
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert code == 3
    assert [r["status"] for r in records] == ["solved", "stopped"]


def test_a_method_that_stops_short_by_itself_still_exits_0(capsys):
    # line logic stalls on the anchor: its partial board is its answer, no time ran out
    assert main(["solve", str(ANCHOR), "--method", "line", "--timeout", "1000", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["status"] == "stopped"


def test_a_repair_stopped_by_its_timeout_exits_3(capsys, tmp_path, expired):
    picture = tmp_path / "die.pic"
    picture.write_text("\n".join(AMBIGUOUS) + "\n")
    expired(1)
    assert main(["repair", str(picture), "--timeout", "1000", "--json"]) == 3
    report = json.loads(capsys.readouterr().out)
    assert report["status"] == "stopped" and report["suggestions"] == []


def test_a_check_past_its_timeout_exits_3_through_the_console_script():
    # 1e-9 s: every deadline inside the check has passed by the first look at it (a look
    # comes after real work: line solving cannot finish the anchor, probing is needed)
    result = subprocess.run([*console_script(), "check", str(ANCHOR), "--timeout", "1e-9", "--json"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 3, result.stderr
    assert json.loads(result.stdout)["solvable"] is None


def test_a_fifo_whose_reader_goes_away_is_one_line_naming_it(capsys, tmp_path):
    # More than a pipe holds (64 KB), so that the write meets the reader's close either way.
    big = tmp_path / "big.json"
    big.write_text(json.dumps({"genre": "nonogram", "format_version": 1, "title": "x" * 200_000,
                               "rows": [[1]], "columns": [[1]]}))
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    reader = threading.Thread(target=lambda: os.close(os.open(fifo, os.O_RDONLY)), daemon=True)
    reader.start()
    line = one_line_error(capsys, main(["convert", str(big), str(fifo)]), "Broken pipe", "pipe.json")
    assert "standard output" not in line
    reader.join()
