"""Our generated puzzles printed beside published ones of the same size, as a publisher would
compare them (issue 25): one PDF page per genre and size, ours on the left and the published
puzzle on the right, drawn by the book module (solvers/book.py), so what is compared is what
a book would print. Pages are written to --out (default /tmp/side_by_side) as PDF and, when
poppler's ``pdftoppm`` is installed, as PNG to look at; they stay outside the project because
the published puzzles are not ours to redistribute.

    .venv/bin/python benchmarks/side_by_side.py [--seed 0] [--sizes 10,15,17,20] [--out /tmp/side_by_side]

Published sets (../shared/data; a set that is absent is skipped with a word): janko's
numberlink (the first puzzle of the size), janko's Galaxies (given as Tatham IDs; his largest
square is 17x17) and Tatham's Unreasonable Galaxies at 20x20, and Tatham's Pattern at 20x20. Beside each page the
script prints the figures a publisher looks at first: clue count and grade on our scale.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from solvers.batch import check_job, generate_job  # noqa: E402
from solvers.book import Item, make_book  # noqa: E402
from solvers.genres import genre  # noqa: E402

DATA = ROOT.parent / "shared" / "data"

# (genre, size, published file, how to read it, what the published set is)
PAGES = [
    ("numberlink", 10, DATA / "numberlink" / "janko" / "janko_arukone.jsonl", "janko", "janko"),
    ("numberlink", 15, DATA / "numberlink" / "janko" / "janko_arukone.jsonl", "janko", "janko"),
    ("numberlink", 20, DATA / "numberlink" / "janko" / "janko_arukone.jsonl", "janko", "janko"),
    ("galaxies", 10, DATA / "galaxies" / "janko" / "janko_galaxies_sgt_ids.txt", "sgt-list", "janko"),
    ("galaxies", 15, DATA / "galaxies" / "janko" / "janko_galaxies_sgt_ids.txt", "sgt-list", "janko"),
    ("galaxies", 17, DATA / "galaxies" / "janko" / "janko_galaxies_sgt_ids.txt", "sgt-list", "janko"),
    ("galaxies", 20, DATA / "galaxies" / "sgt" / "galaxies_20x20_unreasonable_upstream.txt", "sgt-list",
     "Tatham Unreasonable"),
    ("nonogram", 20, DATA / "nonogram" / "sgt-pattern" / "pattern-20x20.txt", "sgt-list", "Tatham"),
]


def published_puzzle(genre_name: str, size: int, path: Path, reader: str):
    """The first puzzle of ``size`` x ``size`` in the published file, as our puzzle object."""
    package = genre(genre_name).module
    if reader == "janko":
        from numberlink_bench import read_janko_jsonl

        found = [p for _, p, _, _ in read_janko_jsonl(path) if (p.width, p.height) == (size, size)]
    else:
        found = [p for _, p in package.BATCH_FORMATS[reader](path.read_text())
                 if (p.width, p.height) == (size, size)]
    return found[0] if found else None


def clue_count(genre_name: str, native: dict) -> str:
    """The number a publisher compares first: pairs, dots, or clue numbers per line."""
    if genre_name == "numberlink":
        return f"{len(native['pairs'])} pairs" if "pairs" in native else "-"
    if genre_name == "galaxies":
        return f"{len(native.get('dots', []))} dots"
    lines = native["rows"] + native["columns"]
    return f"{sum(len(c) for c in lines) / len(lines):.2f} numbers a line"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default="/tmp/side_by_side")
    parser.add_argument("--sizes", default="10,15,17,20", help="sides to compare, e.g. 10,20")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    print("| genre | size | ours (seed) | ours grade | published | published grade | page |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    sizes = {int(side) for side in args.sizes.split(",")}
    for genre_name, size, path, reader, who in PAGES:
        if size not in sizes:
            continue
        if not path.exists():
            print(f"| {genre_name} | {size}x{size} | skipped: {path} is absent | | | | |")
            continue
        package = genre(genre_name).module
        theirs = published_puzzle(genre_name, size, path, reader)
        if theirs is None:
            print(f"| {genre_name} | {size}x{size} | skipped: no published puzzle of this size | | | | |")
            continue
        mine = generate_job(genre_name, size, size, args.seed, {})
        native = package.formats.write(theirs, package.formats.FORMATS[0])
        published = check_job(genre_name, native, f"{who} {path.name}", None)
        published["level"] = published["level"] or "not graded"  # check grades numberlink up to 15x15
        items = [Item(1, genre_name, mine["puzzle"], mine["solution"], f"ours, seed {args.seed}, {mine['level']}"),
                 Item(2, genre_name, published["puzzle"], published["solution"], f"{who}, {published['level']}")]
        pdf = out / f"{genre_name}-{size}.pdf"
        make_book(items, pdf, per_page=2, solutions=True, title=f"{genre_name} {size}x{size}: ours beside {who}")
        page = pdf
        if shutil.which("pdftoppm"):
            subprocess.run(["pdftoppm", "-png", "-r", "60", str(pdf), str(out / f"{genre_name}-{size}")], check=True)
            page = out / f"{genre_name}-{size}-1.png"
        print(f"| {genre_name} | {size}x{size} | {clue_count(genre_name, mine['puzzle'])} | {mine['level']} "
              f"| {clue_count(genre_name, published['puzzle'])} | {published['level']} | {page} |", flush=True)
    print(json.dumps({"out": str(out)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
