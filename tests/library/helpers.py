"""Shared by the library tests: run the command line, make small puzzles without Dask."""

from __future__ import annotations

import json
import subprocess
import sys

from solvers import batch
from solvers.library import Library
from tests.cli.test_cli import console_script

SMALL = {"nonogram": (5, 5), "galaxies": (5, 5), "numberlink": (5, 5)}


def cli(*args, timeout=120) -> subprocess.CompletedProcess:
    return subprocess.run([*console_script(), *map(str, args)], capture_output=True, text=True,
                          timeout=timeout)


def fill(path, per_genre: int = 2) -> Library:
    """A library of small generated puzzles of every genre, made in this process (the jobs
    are plain functions: Dask only carries them)."""
    library = Library(path)
    for genre, (width, height) in SMALL.items():
        for seed in range(1, per_genre + 1):
            library.add(batch.entry_of(batch.generate_job(genre, width, height, seed, {})))
    return library


def json_lines(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def generated(genre: str, size: str, seed: int, *options) -> dict:
    """What ``generate --json`` prints for one seed."""
    result = cli("generate", genre, "--size", size, "--seed", seed, "--json", *options)
    assert result.returncode == 0, result.stderr
    return json_lines(result.stdout)[0]


__all__ = ["cli", "fill", "generated", "json_lines", "sys"]
