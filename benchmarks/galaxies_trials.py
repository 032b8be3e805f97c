"""Galaxies trials (issue 38; solvers/galaxies/trial.py): on Tatham's Unreasonable sets, how
many puzzles the techniques alone finish, and with the teacher's trials (trial.budget_for
suppositions); the suppositions tried and disproved, the seconds, and how long the played
trials are (steps shown, MOST_STEPS cuts the middle of longer ones). Every elimination is
checked against the data's answer.

    python benchmarks/galaxies_trials.py [7x7 10x10 ...]
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.galaxies_bench import load
from solvers.galaxies.deduction import reduce
from solvers.galaxies.trial import TRIAL, budget_for, deduce_with_trials, trial_steps


def run(puzzle, answer):
    stats: dict = {}
    started = time.perf_counter()
    gen = deduce_with_trials(puzzle, budget_for(puzzle), stats=stats)
    steps = []
    try:
        while True:
            steps.append(next(gen))
    except StopIteration as stop:
        cand = stop.value
    seconds = time.perf_counter() - started
    chains, played = [], np.ones_like(cand)
    for step in steps:
        if step.rule == TRIAL:
            (r, c), d = step.about[:2]
            assert answer[r, c] != d, "an elimination the answer contradicts"
            chains.append(len(list(trial_steps(puzzle, played, step.about))))
        if step.rule != "boundary":
            for (r, c), value in zip(step.cells, step.values):
                if value >= 0:
                    played[:, r, c] = False
                    played[value, r, c] = True
                else:
                    played[~value, r, c] = False
    return bool((cand.sum(axis=0) == 1).all()), stats, seconds, chains


def main(names):
    print("| set | puzzles | finished alone | with trials | suppositions (median) | disproved (median) "
          "| seconds (median, max) | steps a trial plays (median, max) |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name in names:
        records = load(name)
        alone = finished = 0
        tried, disproved, seconds, chains = [], [], [], []
        for _key, puzzle, answer in records:
            answer = np.asarray(answer)
            alone += bool((reduce(puzzle).sum(axis=0) == 1).all())
            done, stats, took, lengths = run(puzzle, answer)
            finished += done
            tried.append(stats["trials"])
            disproved.append(stats["eliminated"])
            seconds.append(took)
            chains += lengths
        if not records:
            continue
        print(f"| {name} | {len(records)} | {alone} | {finished} | {statistics.median(tried):.0f} "
              f"| {statistics.median(disproved):.0f} | {statistics.median(seconds):.2f}, {max(seconds):.1f} "
              f"| {statistics.median(chains) if chains else 0:.0f}, {max(chains, default=0)} |", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:] or ["7x7", "10x10", "15x15"])
