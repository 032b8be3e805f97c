"""Typed method options (solvers/options.py): every method of every genre declares its options,
and a misspelt option, an option of another method or a value of the wrong kind is one clear
error before any work, never a setting silently ignored."""

from dataclasses import FrozenInstanceError
from pathlib import Path

import pytest

from solvers.cli import main
from solvers.events import SolveOptions
from solvers.genres import GENRES
from solvers.options import MethodOptions, UnknownOption

SAMPLES = Path(__file__).resolve().parents[2] / "puzzles"
SAMPLE = {"nonogram": SAMPLES / "nonogram" / "heart.json",
          "galaxies": SAMPLES / "galaxies" / "generated-7x7.json",
          "numberlink": next((SAMPLES / "numberlink").glob("*.json"))}


@pytest.mark.parametrize("name", list(GENRES))
def test_every_method_declares_its_options(name):
    package = GENRES[name].module
    from importlib import import_module

    table = import_module(f"{package.__name__}.options").METHOD_OPTIONS
    assert set(table) == set(package.METHODS)
    for options in table.values():
        assert issubclass(options, MethodOptions)
        with pytest.raises(FrozenInstanceError):
            options().__setattr__("anything", 1)


@pytest.mark.parametrize("genre, method, extra, message", [
    ("numberlink", "sat", {"rule": "fill"}, "has no option 'rule'; did you mean 'rules'?"),
    ("numberlink", "ilp", {"fill_proof": "plain"}, "has no option 'fill_proof'"),
    ("nonogram", "mip", {"threads": 2}, "did you mean 'workers'?"),
    ("nonogram", "line", {"rule": "overlap"}, "did you mean 'line_rule'?"),
    ("nonogram", "probe", {"workers": 2}, "It takes no options."),
    ("galaxies", "mip", {"mip_solver": "SCIP"}, "has no option 'mip_solver'"),
    ("numberlink", "sat", {"rules": "loose"}, "choose one of fill, nikoli"),
    ("numberlink", "sat", {"prune": "yes"}, "true or false"),
    ("nonogram", "ga", {"population": "many"}, "a number"),
    ("nonogram", "ga", {"population": 0}, "at least 1"),
    ("galaxies", "cpsat", {"tree": "sometimes"}, "tree"),
])
def test_a_wrong_option_is_refused_before_any_work(genre, method, extra, message):
    package = GENRES[genre].module
    puzzle = package.formats.read_file(SAMPLE[genre], None)
    with pytest.raises(ValueError, match=message.replace("?", r"\?").replace("(", r"\(")):
        package.solve_events(puzzle, method, SolveOptions(extra=extra))


def test_values_from_a_command_line_become_their_kind():
    from solvers.galaxies.options import CpsatOptions
    from solvers.nonogram.options import GaOptions

    options = GaOptions.of({"population": "12", "mutation_rate": "0.5", "other_methods_key": 1})
    assert options.population == 12 and options.mutation_rate == 0.5
    assert CpsatOptions.of({"tree": 2}).tree == 2 and CpsatOptions.of({"tree": True}).tree is True
    with pytest.raises(UnknownOption, match="whole number"):
        GaOptions.of({"population": 2.5})


def test_the_options_change_what_the_method_does():
    """The typed field reaches the method: overlap alone fixes fewer cells than complete."""
    nonogram = GENRES["nonogram"].module
    puzzle = nonogram.formats.read_file(SAMPLE["nonogram"], None)
    overlap = nonogram.solve(puzzle, "line", line_rule="overlap")
    complete = nonogram.solve(puzzle, "line", line_rule="complete")
    assert overlap.stats["line_rule"] == "overlap" and complete.stats["line_rule"] == "complete"
    assert overlap.stats["fixed"] <= complete.stats["fixed"]


def test_cli_refuses_an_option_the_method_does_not_take(capsys):
    code = main(["solve", str(SAMPLE["nonogram"]), "--rules", "nikoli"])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert "has no option 'rules'" in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("genre, extra, message", [
    ("galaxies", {"rules": "nikoli"}, "galaxies generate has no option 'rules'"),
    ("nonogram", {"stlye": "motif"}, "did you mean 'style'?"),
    ("numberlink", {"dificulty": "easy"}, "did you mean 'difficulty'?"),
])
def test_a_generator_refuses_an_option_it_does_not_take(genre, extra, message):
    with pytest.raises(UnknownOption, match=message.replace("?", r"\?")):
        GENRES[genre].module.generate(6, 6, 1, **extra)


def test_cli_generate_says_which_option_the_genre_lacks(capsys):
    code = main(["generate", "galaxies", "--size", "5x5", "--rules", "nikoli"])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and "has no option 'rules'" in err
