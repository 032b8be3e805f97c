"""--debug: an internal error's traceback on stderr; without it, one clear line stays."""

from __future__ import annotations

import logging

import pytest

from solvers import cli


@pytest.fixture
def broken_methods(monkeypatch):
    def fail(args):
        raise RuntimeError("a bug deep inside")
    monkeypatch.setitem(cli.COMMANDS, "methods", fail)
    yield
    for handler in list(logging.getLogger().handlers):  # basicConfig's, on pytest's stderr
        logging.getLogger().removeHandler(handler)


def test_an_internal_error_is_one_line_without_debug(capsys, broken_methods):
    assert cli.main(["methods"]) == cli.EXIT_INTERNAL_ERROR
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "RuntimeError: a bug deep inside" in err and "--debug" in err
    assert "Traceback" not in err


def test_debug_prints_the_traceback_of_an_internal_error(capsys, broken_methods):
    assert cli.main(["--debug", "methods"]) == cli.EXIT_INTERNAL_ERROR
    err = capsys.readouterr().err
    assert "Traceback (most recent call last)" in err and "in fail" in err
    assert err.strip().splitlines()[-1] == "puzzle-studio-cli: internal error, please report it: RuntimeError: a bug deep inside"


def test_bad_input_stays_one_line_with_debug(capsys, tmp_path, broken_methods):
    missing = tmp_path / "missing.non"
    assert cli.main(["--debug", "solve", str(missing)]) == cli.EXIT_BAD_INPUT
    err = capsys.readouterr().err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1
