"""Where published Galaxies sets fall on our difficulty scale, beside Simon Tatham's solver's
verdict on each puzzle (the calibration of solvers/galaxies/techniques.py's levels).

    nice -n 5 .venv/bin/python benchmarks/galaxies_levels.py [--tatham /tmp/sgt/galaxiessolver]

Sets: ../shared/data/galaxies/janko (580, each with his solver's verdict recorded) and
../shared/data/galaxies/sgt (his generator's output: the ``_unreasonable_upstream`` sets and
the mixed ``_debian_du`` sets; his verdict computed here when ``--tatham`` names his
standalone solver, else left out). Prints a markdown table: per set, the count of puzzles
at each of our levels, split by his verdict (Normal: his techniques without recursion;
Unreasonable: he needs recursion; Unfinished: beyond his recursion limit).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DATA = ROOT.parent / "shared" / "data" / "galaxies"

from solvers import scale  # noqa: E402
from solvers.galaxies import formats  # noqa: E402
from solvers.galaxies.propagate import grade  # noqa: E402


def verdict(binary: str | None, record: dict) -> str:
    if record.get("grade_upstream_sgt_solver"):
        return record["grade_upstream_sgt_solver"]
    if not binary:
        return "?"
    out = subprocess.run([binary, record["id"]], capture_output=True, text=True).stdout
    return out.strip().splitlines()[-1].split()[-1].rstrip(".")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tatham", help="his galaxies standalone solver binary")
    args = parser.parse_args(argv)
    if not DATA.exists():
        print(f"no data in {DATA}")
        return 0
    sets = sorted((DATA / "sgt").glob("galaxies_*x*_*.jsonl")) + [DATA / "janko" / "janko_galaxies.jsonl"]
    print("| set | puzzles | Tatham's verdict | " + " | ".join(scale.LEVELS) + " |")
    print("| --- | --- | --- | " + " | ".join("---" for _ in scale.LEVELS) + " |")
    for path in sets:
        counts: dict[str, Counter] = {}
        for line in path.read_text().splitlines():
            record = json.loads(line)
            level = grade(formats.read(record["id"]))[0]
            counts.setdefault(verdict(args.tatham, record), Counter())[level] += 1
        for said, levels in sorted(counts.items()):
            print(f"| {path.stem} | {sum(levels.values())} | {said} | "
                  + " | ".join(str(levels[level] or "") for level in scale.LEVELS) + " |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
