"""Start-up (issue 36): what a command loads is what its work needs. Each case runs in a fresh
interpreter and asserts on the modules it imported (sys.modules), never on time;
benchmarks/README.md ("Start-up") has the CPU it costs."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from solvers.samples import SAMPLES

GENRE_WORK = ("solvers.nonogram.formats", "solvers.galaxies.formats", "solvers.numberlink.formats",
              "solvers.nonogram.difficulty", "solvers.galaxies.difficulty", "solvers.nonogram.model")


def loaded_by(argv: list[str], exit_code: int = 0) -> set[str]:
    """The modules a ``puzzle-studio-cli`` call imports (the CLI's own ``main``, in-process
    in a fresh interpreter, so that sys.modules can be read after it), which must end with
    ``exit_code``."""
    code = ("import json, sys; from solvers.cli import main; code = main(json.loads(sys.argv[1])); "
            "print(code, json.dumps(sorted(sys.modules)))")
    done = subprocess.run([sys.executable, "-c", code, json.dumps(argv)], capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    code, modules = done.stdout.splitlines()[-1].split(" ", 1)
    assert code == str(exit_code), done.stdout + done.stderr
    return set(json.loads(modules))


def test_listing_the_methods_loads_no_numpy_and_no_genre_work():
    modules = loaded_by(["methods"])
    assert {"solvers.nonogram", "solvers.galaxies", "solvers.numberlink"} <= modules  # it did list them
    assert "numpy" not in modules and "solvers.events" not in modules
    assert not modules & set(GENRE_WORK)


# The formats the help lists (issue 39), as it printed them when it read them from each
# genre's formats module (main before issue 36's cli-light): the same lines from the
# declarations (Genre.format_names).
LISTED_FORMATS = [
    "formats (read and written; default: from the extension, else the content):",
    "  nonogram: json (.json), non (.non), nin (.nin), sgt (.sgt), picture (.pic), puzzlink (.url), "
    "pzprv3 (.pzpr), webpbn (.xml), g (.g), mk (.mk), cwd (.cwd), pbm (.pbm), gno (.gno), nonogrid (.toml), "
    "sav (.sav), png (.png)",
    "            many puzzles a file (--format): taai, sgt-list, webpbn-set",
    "  numberlink: json (.json), text (.nl), flow (.flow), puzzlink (.pzl), adc (.adc), pzprv3 (.pzpr), "
    "adc-answer, flow-level",
    "              many puzzles a file (--format): text-batch, flow-pack",
    "  galaxies: json (.json), sgt (.sgt), puzzlink (.url), ascii (.gal), pzprv3 (.pzpr), sav (.sav)",
    "            many puzzles a file (--format): sgt-list",
]


@pytest.mark.parametrize("argv, first_line", [
    (["--help"], "usage: puzzle-studio-cli [-h] [--version] [--debug]"),
    (["convert", "--help"], "usage: puzzle-studio-cli convert [-h] [--genre {galaxies,nonogram,numberlink}]"),
])
def test_the_help_lists_every_format_without_loading_numpy_or_a_genres_formats(argv, first_line):
    """--help and convert --help end with every genre's formats, read from the declarations
    (solvers/genre_spec.py FormatNames): no genre's formats module, model, numpy, solver,
    grading or solver library loads (before, each genre's formats loaded, numpy with them)."""
    code = ("import json, sys; from solvers.cli import main\ntry:\n    main(json.loads(sys.argv[1]))\n"
            "except SystemExit:\n    pass\nprint(json.dumps(sorted(sys.modules)))")
    done = subprocess.run([sys.executable, "-c", code, json.dumps(argv)], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    *printed, modules = done.stdout.splitlines()
    assert printed[0].startswith(first_line)
    assert printed[-len(LISTED_FORMATS):] == LISTED_FORMATS
    loaded = set(json.loads(modules))
    assert not {m for m in loaded if m.split(".")[0] in ("numpy", "ortools", "pysat")}
    assert not {m for m in loaded if m.startswith("solvers.") and m.split(".")[-1] in (
        "model", "formats", "events", "difficulty", "propagate", "cpsat", "sat")}
    assert not {m for m in loaded if m.startswith("solvers.nonogram.formats")}


def test_listing_the_methods_loads_no_genre_model_or_formats():
    modules = loaded_by(["methods"])
    assert not {m for m in modules if m.startswith("solvers.") and m.split(".")[-1] in ("model", "formats")}


@pytest.mark.parametrize("verb, sample, not_loaded", [
    # line logic finishes: no other genre, no grading, no solver library
    ("solve", "nonogram/heart.json", ("solvers.galaxies", "solvers.numberlink", "solvers.nonogram.difficulty",
                                      "ortools", "pysat", "pandas", "numba", "solvers.book", "solvers.batch")),
    # deduction finishes the check: CP-SAT (and pandas with it) never loads
    ("check", "galaxies/generated-7x7.json", ("solvers.galaxies.cpsat", "ortools", "pandas", "solvers.nonogram")),
    # numberlink's check asks Glucose (pysat), and its grading deduces without CP-SAT
    ("check", "numberlink/generated_6x6_1.json", ("solvers.numberlink.cpsat", "ortools", "pandas")),
])
def test_a_small_puzzle_loads_only_what_its_work_needs(verb, sample, not_loaded):
    modules = loaded_by([verb, str(SAMPLES / sample)])
    assert "numpy" in modules  # the work itself ran
    assert not {m for m in modules if m.split(".")[0] in not_loaded or m in not_loaded}


# What no small call loads unless its method needs it: each costs a one-puzzle call 10-500 ms
# of CPU (benchmarks/README.md, "Start-up"). numpy.ma loads behind np.unique (numpy 2.4),
# concurrent.futures with logging behind a thread pool, difflib for a misspelt option.
HEAVY = {"ortools", "pysat", "numba", "llvmlite", "dask", "pandas", "numpy.ma", "concurrent.futures",
         "logging", "difflib"}


@pytest.mark.parametrize("verb", ["solve", "check"])
@pytest.mark.parametrize("sample, needed", [
    ("nonogram/heart.json", set()),  # line logic: no probing, no finisher
    ("nonogram/coffee-cup.json", set()),
    ("galaxies/generated-7x7.json", set()),  # deduction finishes: no CP-SAT
    ("galaxies/generated-10x10.json", set()),
    ("numberlink/generated_6x6_1.json", {"pysat"}),  # its default method is SAT (Glucose)
])
def test_a_small_puzzle_loads_no_heavy_module_its_method_does_not_use(verb, sample, needed):
    modules = loaded_by([verb, str(SAMPLES / sample)])
    heavy = {name for name in HEAVY if name in modules or any(m.startswith(name + ".") for m in modules)}
    assert heavy == needed


def test_a_line_solvable_nonogram_loads_no_probing_and_only_its_own_format():
    modules = loaded_by(["solve", str(SAMPLES / "nonogram" / "heart.json")])
    assert "solvers.nonogram.propagate" in modules  # it did line-solve
    assert not modules & {"solvers.nonogram.probe", "solvers.nonogram.fastprobe", "solvers.nonogram.automaton",
                          "solvers.race", "solvers.pzprjs", "solvers.tatham_save", "html"}
    formats = {m.rsplit(".", 1)[1] for m in modules if m.startswith("solvers.nonogram.formats.")}
    assert formats == {"common", "native_json"}


@pytest.mark.parametrize("sample", ["nonogram/heart.json", "galaxies/generated-7x7.json",
                                    "numberlink/generated_6x6_1.json"])
def test_a_json_puzzle_loads_no_reader_of_the_community_formats(sample):
    """puzz.link, janko.at and Tatham's saves are read by their formats' functions only."""
    modules = loaded_by(["solve", str(SAMPLES / sample)])
    assert not modules & {"solvers.pzprjs", "solvers.janko", "solvers.tatham_save"}


def test_a_file_that_is_no_puzzle_fails_before_numpy_and_the_events_load(tmp_path):
    """``solve puzzles/galaxies`` (a folder): exit 2 and one line, before any genre work."""
    modules = loaded_by(["solve", str(tmp_path)], exit_code=2)
    assert not modules & {"numpy", "solvers.events", "dataclasses"}


def test_the_formats_read_lazily_keep_their_package_names():
    """The nonogram formats load on first use; their names on the package still resolve."""
    code = ("import sys; from solvers.nonogram import formats\n"
            "before = 'solvers.nonogram.formats.taai' in sys.modules\n"
            "print(before, formats.TAAI_SIZE, formats.read_sgt_lines('2x2:1/1/1/1')[0].width, "
            "formats.detect_format('5x5:1/1/1/1/1/1/1/1/1/1'))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "25", "2", "sgt"]


def test_a_small_puzzle_that_needs_probing_loads_no_compiled_core_and_no_model(tmp_path):
    """A 10x10 that line solving does not finish (random picture, seed 0: two solutions): the
    uniqueness proof is probing in Python, no numba (0.35 s to import), no CP-SAT, no SAT."""
    import numpy as np

    from solvers.nonogram import formats
    from solvers.nonogram.derive import clues_from_picture

    puzzle = clues_from_picture((np.random.default_rng(0).random((10, 10)) < 0.5).astype(np.int8))
    path = tmp_path / "small.non"
    path.write_text(formats.write(puzzle, "non"))
    modules = loaded_by(["solve", "--unique", str(path)])
    assert "solvers.nonogram.probe" in modules  # it did probe
    assert not {m for m in modules if m.split(".")[0] in ("numba", "ortools", "pysat", "llvmlite")}
    assert not modules & {"solvers.nonogram.kernel", "solvers.nonogram.sat", "solvers.nonogram.cpsat",
                          "solvers.book", "solvers.batch"}


def test_a_function_named_like_its_submodule_keeps_its_name_when_the_submodule_loads():
    """The genre packages load ``difficulty`` on first use (solvers/lazy.py); importing the
    submodule difficulty.py first (the generators, repair and tests do) must not make the
    package's ``difficulty`` that module."""
    code = ("import solvers.nonogram.difficulty, solvers.galaxies.quality\n"
            "import solvers.nonogram as n, solvers.galaxies as g\n"
            "print(*(f'{p.difficulty.__module__}.{p.difficulty.__name__}' for p in (n, g)))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["solvers.nonogram.difficulty.difficulty", "solvers.galaxies.difficulty.difficulty"]


@pytest.mark.parametrize("given, expected", [(None, "1"), ("3", "3")])
def test_the_program_keeps_numpy_to_one_blas_thread_unless_told_otherwise(given, expected):
    """No solver calls BLAS; OpenBLAS's worker pool only costs start-up CPU. The program (not
    ``main``, which in-process callers use) sets one thread before numpy loads, and leaves a
    user's own setting alone."""
    code = ("import atexit, os, sys; sys.argv = ['puzzle-studio-cli', 'solve', sys.argv[1]]\n"
            "atexit.register(lambda: print('blas', os.environ.get('OPENBLAS_NUM_THREADS'), "
            "'numpy' in sys.modules))\n"
            "from solvers.cli import console_main\nconsole_main()")
    env = {key: value for key, value in os.environ.items() if key != "OPENBLAS_NUM_THREADS"}
    if given is not None:
        env["OPENBLAS_NUM_THREADS"] = given
    done = subprocess.run([sys.executable, "-c", code, str(SAMPLES / "nonogram" / "heart.json")],
                          capture_output=True, text=True, timeout=300, env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == f"blas {expected} True"


def parsers_by_command(parser) -> dict:
    import argparse

    subparsers = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return subparsers.choices


def described(parser) -> list:
    """What a parser accepts: each argument's names, destination, type, default and choices."""
    return [(a.option_strings, a.dest, a.nargs, getattr(a.type, "__name__", a.type), a.default,
             a.choices if not isinstance(a.choices, dict) else sorted(a.choices), a.required)
            for a in parser._actions if a.dest != "command"]


def test_a_call_builds_only_the_parser_of_its_command_and_it_is_the_same_parser():
    """The parser of a named command alone (a start-up saving) accepts what it accepts among
    all of them; the command names the program knows are exactly its parsers."""
    from solvers import cli

    every = parsers_by_command(cli._parser())
    assert set(every) == set(cli.COMMANDS)
    for name, full in every.items():
        alone = parsers_by_command(cli._parser(name))
        assert list(alone) == [name]
        assert described(alone[name]) == described(full), name
        assert alone[name].format_help() == full.format_help()


@pytest.mark.parametrize("argv, command", [
    (["solve", "x.json"], "solve"), (["--debug", "check", "-"], "check"), (["--help"], None),
    (["solv", "x.json"], None), (["--version"], None), (["batch", "check", "a"], "batch"),
    ([], None),
])
def test_the_command_named_is_the_first_word_that_is_no_option(argv, command):
    from solvers.cli import _command_named

    assert _command_named(argv) == command


def test_a_mistyped_command_still_lists_every_command(capsys):
    from solvers.cli import COMMANDS, main

    assert main(["solv", "x.json"]) == 2
    error = capsys.readouterr().err
    assert len(error.strip().splitlines()) == 1 and "invalid choice: 'solv'" in error
    assert all(repr(name) in error for name in COMMANDS)
