"""puzzle-studio-cli: the studio's work in batch (solve, check, convert), for every genre.

Exit codes: 0 with an answer, 2 on bad input (one line on stderr, never a traceback), 1 on an
internal error (a bug: one line on stderr too, and its traceback with --debug), 3 when --timeout
ran out before an answer (a ``solve`` whose status is stopped without a solution, a ``check``
that could not decide solvability, a ``repair`` that found nothing; in a batch file, when any
puzzle stopped: the others still print their answer; a ``generate`` that made nothing in time),
130 after Ctrl+C (one line; solvers/interrupt.py). A method that stops short by itself (line logic, ga's --generations)
still exits 0 with its partial board: that is its answer.

``-`` is standard input for every puzzle file read (solve, check, repair, convert, generate
--picture, replay, hint, batch check) and standard output for every file written (convert, repair
--output, book --output); every output goes through one writer (solvers/textfiles.py: links
followed, devices and pipes written into, files replaced atomically). A library is a file:
``-`` is refused there.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, cast

# Only light modules at the top: numpy can start threads when it loads, and Ctrl+C must be
# set up before any thread exists (solvers/interrupt.py); the genre packages load their work
# on first use (solvers/lazy.py), OR-Tools only with a method that needs it
# (benchmarks/README.md, "Start-up").
from . import cli_hint, cli_library, cli_replay, samples
from .errors import MethodRefused, PuzzleFormatError
from .genres import GENRES, detect_genre, genre
from .interrupt import EXIT_INTERRUPTED, catch_interrupt
from .jsonable import plain_values
from .textfiles import STDIO, read_text, readable_twice

if TYPE_CHECKING:  # annotations only: nothing more loads at start-up
    from collections.abc import Callable, Sequence
    from typing import Any, Never

    from .events import Done
    from .genres import Genre
    from .protocol import GenrePackage

EXIT_OK, EXIT_INTERNAL_ERROR, EXIT_BAD_INPUT, EXIT_STOPPED = 0, 1, 2, 3


class BadInput(Exception):
    """Anything the user can fix: reported as one line, exit code 2."""


class StoppedWithoutAnswer(Exception):
    """A run that ``--timeout`` (or a generator's own stop) ended before any answer: one line,
    exit code 3, as a ``solve`` stopped by its timeout."""


class _Parser(argparse.ArgumentParser):
    """argparse prints the whole usage and exits; the contract is one line on stderr and
    exit code 2, from ``main`` too (so a caller in-process gets a code, not SystemExit).
    Subparsers inherit this class, so their errors go the same way. A parser made with
    ``lists_formats`` ends its help with every genre's formats (``formats_text``), built only
    when the help is shown, from the declarations: neither the help nor parsing loads a
    genre's formats (or numpy)."""

    def __init__(self, *args: Any, lists_formats: bool = False, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.lists_formats = lists_formats

    def error(self, message: str) -> Never:
        raise BadInput(message)

    def format_help(self) -> str:
        text = super().format_help()
        return text + "\n" + formats_text() if self.lists_formats else text


def formats_text() -> str:
    """Each genre's formats as its declaration names them (``Genre.format_names``: each
    format's extensions beside it), and the formats of its files of many puzzles."""
    lines = ["formats (read and written; default: from the extension, else the content):"]
    for info in GENRES.values():
        names = info.format_names
        extensions: dict[str, list[str]] = {}
        for ext, name in (*names.extensions.items(), *names.binary_extensions.items()):
            extensions.setdefault(name, []).append(ext)
        shown = ", ".join(f"{name} ({' '.join(extensions[name])})" if name in extensions else name
                          for name in names.single())
        lines.append(f"  {info.name}: {shown}")
        if names.batch:
            lines.append(f"  {' ' * len(info.name)}  many puzzles a file (--format): {', '.join(names.batch)}")
    return "\n".join(lines) + "\n"


class _Version(argparse.Action):
    """--version: the one version (``solvers.__version__``), read only when asked."""

    def __init__(self, option_strings: list[str], dest: str, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, help="print the version and exit")

    def __call__(self, parser: argparse.ArgumentParser, *args: Any) -> None:
        import solvers

        print(f"{parser.prog} {solvers.__version__}")
        parser.exit()


def _seconds(text: str) -> float:
    """A time limit: a finite positive number (inf/nan/negative would reach the solvers'
    own time-limit setters, which expect a real number of seconds)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(f"must be a positive number of seconds, not {text!r}")
    return value


def _size(text: str) -> tuple[int, int]:
    """A grid size ``WxH``."""
    width, sep, height = text.lower().partition("x")
    if not (sep and width.isdigit() and height.isdigit() and int(width) > 0 and int(height) > 0):
        raise argparse.ArgumentTypeError(f"a size is WxH, e.g. 10x10, not {text!r}")
    return int(width), int(height)


def _count(minimum: int) -> Callable[[str], int]:
    """An integer of at least ``minimum`` (GA seed, population, generations)."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"must be at least {minimum}, not {text!r}")
        return value

    parse.__name__ = "count"
    return parse


class _Skipped:
    """Stands in for the parser of a command this call does not run: whatever its builder
    adds (arguments, groups, defaults) is dropped."""

    def __getattr__(self, name: str) -> Callable[..., _Skipped]:
        return lambda *args, **kwargs: self


class _OneCommand(argparse._SubParsersAction):
    """Subparsers that build only the command named on this call's command line (``only``):
    a parser and its arguments cost about 0.4 ms each, and argparse looks up every help
    string's translation on disk, so the thirteen commands were 5 ms of every call's 100
    (benchmarks/README.md, "Start-up"). The named command parses as it would among all
    of them; without one (``--help``, a typo) every command is built, to be listed."""

    only: str | None = None

    def add_parser(self, name: str, **kwargs: Any) -> Any:
        return super().add_parser(name, **kwargs) if self.only in (None, name) else _Skipped()


def _command_named(argv: Sequence[str]) -> str | None:
    """The command ``argv`` runs, if it names one: its first word that is not an option (the
    program's own options, --debug and --version, take no value)."""
    first = next((word for word in argv if not word.startswith("-")), None)
    return first if first in COMMANDS else None


def _parser(only: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser; with ``only`` (a command's name), that command's alone."""
    parser = _Parser(prog="puzzle-studio-cli", description=__doc__.splitlines()[0], lists_formats=True)
    parser.add_argument("--version", action=_Version)
    parser.add_argument("--debug", action="store_true",
                        help="log to stderr, with the traceback of an internal error")
    commands = parser.add_subparsers(dest="command", required=True, action=_OneCommand)
    cast(_OneCommand, commands).only = only

    def common(sub: argparse.ArgumentParser) -> None:
        sub.add_argument("file", help="puzzle file, or - for standard input")
        sub.add_argument("--genre", choices=sorted(GENRES), help="default: detected from the file")
        sub.add_argument("--format", dest="fmt", help="input format; default: from the extension or content")
        sub.add_argument("--timeout", type=_seconds, help="seconds per puzzle")
        sub.add_argument("--json", action="store_true", help="print JSON instead of text")

    solve = commands.add_parser("solve", help="solve a puzzle (or every puzzle of a batch file)")
    common(solve)
    solve.add_argument("--method", default="auto", help="solver method (see 'methods'); default auto")
    solve.add_argument("--unique", action="store_true", help="also prove the solution unique")
    solve.add_argument("--line-rule", help="for --method line: complete (default) or overlap")
    solve.add_argument("--steps", action="store_true", help="print each deduction step")
    solve.add_argument("--rules", help="rule set of genres that have several (numberlink: fill or nikoli)")
    solve.add_argument("--ga-variant", choices=("GA1", "GA2"),
                       help="for --method ga: GA1 (overlap fixing) or GA2 (complete rule; default)")
    solve.add_argument("--seed", type=_count(0), help="for --method ga: random seed (reproducible runs)")
    solve.add_argument("--population", type=_count(1), help="for --method ga: individuals (default 3000)")
    solve.add_argument("--generations", type=_count(1), help="for --method ga: at most this many (default 300)")

    check = commands.add_parser("check", help="solvable? unique? how hard?")
    common(check)

    repair = commands.add_parser("repair", help="nonogram: the fewest picture cells to flip so the "
                                                "puzzle is unique (or line-solvable)")
    common(repair)
    repair.add_argument("--target", choices=("unique", "line"), default="unique",
                        help="unique (default) or line: solvable by line logic alone")
    repair.add_argument("--output", metavar="OUT",
                        help="write the best repaired puzzle here (format from the extension); "
                             "- for standard output, in the genre's native json (the report then "
                             "goes to stderr)")
    repair.add_argument("--limit", type=_count(1), default=5, help="suggestions to list (default 5)")

    convert = commands.add_parser("convert", help="convert between formats", lists_formats=True)
    convert.add_argument("input", help="puzzle file, or - for standard input")
    convert.add_argument("output", help="file to write, or - for standard output (in the --to "
                                        "format, else the genre's native json)")
    convert.add_argument("--genre", choices=sorted(GENRES))
    convert.add_argument("--from", dest="fmt_in", help="input format")
    convert.add_argument("--to", dest="fmt_out", help="output format; default from the extension")

    generate = commands.add_parser("generate", help="make new puzzles with a unique solution")
    generate.add_argument("genre", help=f"one of {', '.join(sorted(GENRES))}")
    generate.add_argument("--size", type=_size, help="WxH, e.g. 10x10 (required without --picture)")
    generate.add_argument("--picture", metavar="FILE",
                          help="galaxies: a pixel picture ('#' black, '.' white, one row a line; "
                               "- for standard input); "
                               "the black-dot regions of the puzzle reproduce it")
    generate.add_argument("--timeout", type=_seconds,
                          help="give up after this many seconds (with --picture: default 60)")
    generate.add_argument("--count", type=_count(1), default=1)
    generate.add_argument("--seed", type=_count(0), help="random seed (reproducible output)")
    generate.add_argument("--rules", help="rule set of genres that have several")
    generate.add_argument("--difficulty", help="a level of the one scale: easy, medium, hard, expert "
                                               "or search; each genre makes some at each size and "
                                               "refuses the others at once")
    generate.add_argument("--json", action="store_true", help="one JSON object per puzzle")

    methods = commands.add_parser("methods", help="list the solver methods of each genre")
    methods.add_argument("--genre", choices=sorted(GENRES))

    listing = commands.add_parser("samples", help="list the installed sample puzzles and their grades")
    listing.add_argument("--json", action="store_true", help="one JSON object per sample")
    listing.add_argument("--timeout", type=_seconds, default=samples.LISTING_TIMEOUT_S,
                         help=f"seconds to grade each sample (default {samples.LISTING_TIMEOUT_S:g})")
    cli_library.add_parsers(commands, _size, _count, _seconds)  # batch, library, book
    cli_replay.add_parser(commands)
    cli_hint.add_parser(commands)
    return parser


def _genre_of(args: argparse.Namespace, path: Path, fmt: str | None = None) -> Genre:
    """--genre, else the genre of the one --format (``fmt``) named by one genre only (a batch
    format: ``taai``), else the file's content; a content no genre recognises goes to the
    first genre that has ``fmt``, whose reader says what is wrong."""
    if args.genre:
        return genre(args.genre)
    owners = [g for g in GENRES.values() if fmt and (fmt in g.format_names.single() or fmt in g.format_names.batch)]
    if len(owners) == 1:
        return owners[0]
    try:
        return detect_genre(path)
    except PuzzleFormatError:
        if owners:
            return owners[0]
        raise


def _load(args: argparse.Namespace) -> tuple[GenrePackage, list[tuple[str, Any]], bool]:
    """(genre package, [(name, puzzle), ...], is_batch) for the file named by the arguments."""
    path = readable_twice(args.file)  # "-" and pipes: a copy, since detection reads it first
    declared = _genre_of(args, path, args.fmt)
    package, single = declared.module, declared.format_names.single()
    batch_formats = package.BATCH_FORMATS
    if args.fmt and args.fmt not in single and args.fmt not in batch_formats:
        # Checked here so that the message lists the batch formats as well.
        raise BadInput(f"unknown format {args.fmt!r}; choose one of {', '.join([*single, *batch_formats])}")
    if args.fmt in batch_formats:
        text = read_text(path)
        return package, batch_formats[args.fmt](text), True
    return package, [(path.name, package.formats.read_file(path, args.fmt))], False


def _solution_json(package: GenrePackage, done: Done) -> dict:
    result = {"status": done.status, "unique": done.unique,
              "solution": package.board_rows(done.solution) if done.solution is not None else None}
    if done.unique is False and len(done.solutions) >= 2:
        first, second = done.solutions[:2]
        result["second_solution"] = package.board_rows(second)
        result["differences"] = [[r, c] for r, c in package.differing_cells(first, second)]
    if done.partial is not None:
        result["partial"] = package.board_rows(done.partial)
    return result


def cmd_solve(args: argparse.Namespace) -> int:
    package, puzzles, batch = _load(args)
    # After reading: a file that is not a puzzle is told so without the events' dataclasses.
    from .events import STOPPED, Cancel, Done, SolveOptions, run

    if args.method not in package.METHODS:
        raise BadInput(f"unknown method {args.method!r}; choose one of {', '.join(package.METHODS)}")
    # Only the options given: the method refuses one it does not take (solvers/options.py).
    given = {"line_rule": args.line_rule, "rules": args.rules, "variant": args.ga_variant,
             "seed": args.seed, "population": args.population, "generations": args.generations}
    extra = {key: value for key, value in given.items() if value is not None}
    code = EXIT_OK
    for name, puzzle in puzzles:
        options = SolveOptions(2 if args.unique else 1, args.timeout, None, extra)
        started = time.perf_counter()
        cancel = Cancel(args.timeout)
        events = package.solve_events(puzzle, args.method, options, cancel)
        steps = []
        if args.steps:
            last = None
            for event in events:
                if type(event).__name__ == "Step":
                    steps.append(f"{event.line}: {event.rule} fixes {len(event.cells)} cells")
                    if not args.json:  # with --json stdout must stay one JSON object
                        print(steps[-1], flush=True)
                last = event
            assert isinstance(last, Done), last  # every method's events end with one
            done = last
        else:
            done = run(events)
        seconds = time.perf_counter() - started
        if args.json:
            record = {"genre": package.__name__.rsplit(".", 1)[-1], "method": args.method,
                      **_solution_json(package, done), "seconds": round(seconds, 4),
                      "stats": plain_values(done.stats)}
            if args.steps:
                record["steps"] = steps
            if args.rules is None and "rules_source" in getattr(puzzle, "extra", {}):
                record["rules"] = puzzle.extra["rules"]  # the rule set the puzzle came with
            if batch:  # every record of a batch says which puzzle it answers, even if alone
                record = {"name": name, **record}
            print(json.dumps(record), flush=True)
        else:
            _print_solve(package, name, args, done, seconds)
            note = getattr(puzzle, "extra", {}).get("rules_source")
            if note and args.rules is None:  # a puzzle read under its source's rules says so
                print(f"rules: {note} (the puzzle's own; --rules overrides)")
        if done.status == STOPPED and done.solution is None and cancel.stopped:
            code = EXIT_STOPPED  # the --timeout ended it, not the method's own limits
    return code


def _print_solve(package: GenrePackage, name: str, args: argparse.Namespace, done: Done, seconds: float) -> None:
    unique = {True: "unique", False: "NOT unique", None: "uniqueness not proven"}[done.unique]
    verdict = done.status if done.solution is None else f"{done.status}, {unique}"
    print(f"{name}: {verdict} ({args.method}, {seconds:.3f} s)")
    board = done.solution if done.solution is not None else done.partial
    if board is not None:
        print("\n".join(_text_row(row) for row in package.board_rows(board)))
    if done.unique is False and len(done.solutions) >= 2:
        differ = len(package.differing_cells(*done.solutions[:2]))
        print(f"second solution (differs in {differ} cell{'s' if differ != 1 else ''}):")
        print("\n".join(_text_row(row) for row in package.board_rows(done.solutions[1])))


def _text_row(row: str | Sequence[str]) -> str:
    """A board row for people: a string as is, a list of cell labels (numberlink) spaced."""
    return row if isinstance(row, str) else " ".join(f"{cell:>2}" for cell in row)


def cmd_check(args: argparse.Namespace) -> int:
    package, puzzles, _ = _load(args)
    from .events import Cancel  # after reading, as in cmd_solve

    code = EXIT_OK
    for name, puzzle in puzzles:
        clock = Cancel(args.timeout)  # the check's own deadline starts now too
        report = plain_values(package.difficulty(puzzle, args.timeout))
        if args.json:
            print(json.dumps({"name": name, **report}), flush=True)
        else:
            print(f"{name}: " + ", ".join(f"{k}={v}" for k, v in report.items()))
        if report.get("solvable") is None and args.timeout is not None and clock.stopped:
            code = EXIT_STOPPED  # undecided when the time ran out
    return code


def cmd_repair(args: argparse.Namespace) -> int:
    """Genre protocol: ``package.suggest_repairs(puzzle, target, cancel, limit=...)`` returns
    a Done whose stats hold ``suggestions`` (each with ``cells``, ``picture``, ``to_json()``);
    a puzzle it cannot repair raises ``Unsupported``."""
    from .errors import Unsupported
    from .events import Cancel

    package, puzzles, batch = _load(args)
    name, puzzle = puzzles[0]
    if batch or len(puzzles) != 1:
        raise BadInput("repair takes one puzzle, not a batch file")
    target = Path(args.output) if args.output else None
    to_stdout = args.output == STDIO
    fmt_out = package.formats.FORMATS[0] if to_stdout else target and package.formats.format_from_path(target)
    if target and fmt_out is None:
        raise BadInput(f"cannot tell the output format from {target.name!r}; use one of "
                       f"{', '.join(package.formats.EXTENSIONS)}")
    try:
        done = package.suggest_repairs(puzzle, args.target, Cancel(args.timeout), limit=args.limit)
    except Unsupported as error:
        raise BadInput(f"{name}: {error}") from None
    suggestions = done.stats["suggestions"]
    already = bool(done.stats.get("already"))
    if target and (suggestions or already):
        best = suggestions[0].picture if suggestions else puzzle.goal
        package.formats.write_file(target, package.repaired_puzzle(puzzle, best), fmt_out)
    report = sys.stderr if to_stdout else sys.stdout  # with --output -, stdout is the puzzle alone
    code = EXIT_STOPPED if done.status == "stopped" and not suggestions and not already else EXIT_OK
    if args.json:
        print(json.dumps({"name": name, "target": args.target, "status": done.status,
                          "already": already, "checked": done.stats["checked"],
                          "seconds": done.stats["seconds"],
                          "suggestions": [plain_values(s.to_json()) for s in suggestions]}), file=report)
        return code
    goal = {"unique": "unique", "line": "line-solvable"}[args.target]
    if already:
        print(f"{name}: already {goal}; nothing to repair", file=report)
    elif not suggestions:
        print(f"{name}: {'stopped' if done.status == 'stopped' else 'no repair found'} "
              f"({done.stats['checked']} repairs checked, {done.stats['seconds']} s)", file=report)
    else:
        repairs = f"{len(suggestions)} repair{'' if len(suggestions) == 1 else 's'}"
        print(f"{name}: {repairs} that make it {goal} "
              f"({done.stats['checked']} checked, {done.stats['seconds']} s)", file=report)
        for index, suggestion in enumerate(suggestions, 1):
            flips = ", ".join(f"{'fill' if v == 1 else 'clear'} row {r + 1} column {c + 1}"
                              for (r, c), v in zip(suggestion.cells, suggestion.values))
            print(f"{index}. {flips}; then {suggestion.grade.get('grade') or 'ungraded'}", file=report)
    return code


def cmd_convert(args: argparse.Namespace) -> int:
    source, target = readable_twice(args.input), Path(args.output)
    package = _genre_of(args, source, args.fmt_in).module
    puzzle = package.formats.read_file(source, args.fmt_in)
    native = package.formats.FORMATS[0] if args.output == STDIO else None  # "-" has no extension
    fmt_out = args.fmt_out or native or package.formats.format_from_path(target)
    if fmt_out is None:  # say so in the CLI's words (the library's message names its API)
        raise BadInput(f"cannot tell the output format from {target.name!r}; pass --to, "
                       f"one of {', '.join(package.formats.FORMATS)}")
    package.formats.write_file(target, puzzle, fmt_out)
    return EXIT_OK


def cmd_methods(args: argparse.Namespace) -> int:
    for name, info in GENRES.items():
        if args.genre and name != args.genre:
            continue
        print(f"{info.display_name} ({name}):")
        for method, (_, description) in info.module.METHODS.items():
            print(f"  {method:8} {description}")
    return EXIT_OK


def cmd_samples(args: argparse.Namespace) -> int:
    """The sample library as installed: genre, title, path, size and grade (as ``check``)."""
    found = samples.samples()
    if not found:
        raise BadInput(f"no samples in {samples.SAMPLES}")
    for sample in found:
        record = samples.describe(sample, args.timeout)
        if args.json:
            print(json.dumps(record), flush=True)
        else:
            print(f"{record['genre']:10} {record['size']:>6}  {record['grade'] or '-':9} "
                  f"{record['title']}  {record['path']}", flush=True)
    return EXIT_OK


def cmd_generate(args: argparse.Namespace) -> int:
    """Genre protocol: ``package.generate(width, height, seed, **extra)`` returns
    (puzzle, report dict); the puzzle is printed in the genre's first format (native JSON)."""
    from .events import Cancel, Stopped

    package = genre(args.genre).module
    if args.picture is not None:
        make = _picture_generator(package, args)
    elif args.size is None:
        raise BadInput("the following arguments are required: --size")
    else:
        width, height = args.size
        extra = {"rules": args.rules} if args.rules else {}
        if args.difficulty:  # the genre's generate refuses a level it does not know (ValueError)
            extra["difficulty"] = args.difficulty

        def make(seed: int | None) -> tuple:
            try:
                return package.generate(width, height, seed, cancel=Cancel(args.timeout), **extra)
            except Stopped as error:  # each genre's GenerationCancelled / GenerationTimeout
                raise StoppedWithoutAnswer(str(error) or "generation stopped") from None

    # The same seed, size, options and generator version give the same puzzle (issue 25): a
    # run without --seed draws one, so that every puzzle printed can be made again.
    from secrets import randbelow  # here: 5 ms of imports that only generate needs

    first_seed = args.seed if args.seed is not None else randbelow(2**31)
    options = {k: v for k, v in (("rules", args.rules), ("difficulty", args.difficulty)) if v}
    for index in range(args.count):
        seed = first_seed + index
        started = time.perf_counter()
        puzzle, report = make(seed)
        seconds = round(time.perf_counter() - started, 4)
        text = package.formats.write(puzzle, package.formats.FORMATS[0])
        if args.json:
            reproduce = {"genre": args.genre, "seed": seed, "options": options,
                         "generator_version": report.get("generator_version")}
            reproduce.update({"size": f"{puzzle.width}x{puzzle.height}"} if args.picture is None
                             else {"picture": str(args.picture)})
            print(json.dumps({"index": index, "seed": seed, "seconds": seconds, "reproduce": reproduce,
                              "report": plain_values(report), "puzzle": json.loads(text)}), flush=True)
        else:
            print(f"# puzzle {index + 1}: {seconds} s, " + ", ".join(f"{k}={v}" for k, v in report.items()))
            print(text.rstrip("\n"), flush=True)
    return EXIT_OK


PICTURE_MAX_SIDE = 200  # the largest genre's; each genre's generate_from_picture checks its own


def _picture_generator(package: GenrePackage, args: argparse.Namespace) -> Callable[[int | None], tuple]:
    """Genre protocol for ``generate --picture``: ``package.generate_from_picture(picture,
    seed, timeout)`` returns (puzzle, report) and raises ``Stopped`` (galaxies'
    GenerationTimeout) when it finds nothing in time, ``Unsupported`` for a genre that is not
    made from a picture. The picture is '#'/'.' rows (solvers.grid.read_picture)."""
    from .events import Stopped
    from .grid import read_picture

    if args.size is not None:
        raise BadInput("--picture gives the size; leave out --size")
    picture = read_picture(read_text(readable_twice(args.picture)), PICTURE_MAX_SIDE)
    timeout = args.timeout or 60.0

    extra = {"difficulty": args.difficulty} if args.difficulty else {}

    def make(seed: int | None) -> tuple:
        try:
            return package.generate_from_picture(picture, seed, timeout, **extra)
        except Stopped as error:
            raise StoppedWithoutAnswer(str(error)) from None

    return make


COMMANDS = {"solve": cmd_solve, "check": cmd_check, "repair": cmd_repair, "convert": cmd_convert,
            "generate": cmd_generate, "methods": cmd_methods, "samples": cmd_samples,
            "replay": lambda args: cli_replay.run(args, _say), "hint": lambda args: cli_hint.run(args, _say),
            **cli_library.COMMANDS}


def _say(message: object) -> None:
    """One line on stderr, whatever the message holds."""
    lines = str(message).splitlines() or [""]
    print(f"puzzle-studio-cli: {lines[0]}", file=sys.stderr)


# Commands whose answer goes to stdout: with stdout closed (``>&-``) the answer would be lost.
PRINTING = {"solve", "check", "repair", "generate", "methods", "samples", "replay", "hint", *cli_library.PRINTING}


def main(argv: Sequence[str] | None = None) -> int:
    debug = "--debug" in (sys.argv[1:] if argv is None else argv)  # known before parsing, which can fail
    if debug:
        import logging  # only then: start-up time is measured

        logging.basicConfig(level=logging.DEBUG, stream=sys.stderr,
                            format="puzzle-studio-cli: %(levelname)s %(name)s: %(message)s", force=True)
    try:
        words = sys.argv[1:] if argv is None else argv
        args = _parser(_command_named(words)).parse_args(words)
        if args.command in PRINTING and sys.stdout is None:  # Python's stand-in for a closed fd 1
            raise BadInput("standard output is closed: the answer would be lost")
        if getattr(args, "library", None) == STDIO:
            raise BadInput("a library is an SQLite file, not standard input or output: give its path")
        code = COMMANDS[args.command](args)
        if sys.stdout is not None:
            sys.stdout.flush()  # a full disk or a closed pipe is this command's error, not exit's
        return code
    except StoppedWithoutAnswer as error:
        _say(error)
        return EXIT_STOPPED
    except UnicodeDecodeError as error:
        _say(f"not UTF-8 text ({error.reason})")
    except (PuzzleFormatError, MethodRefused, BadInput, ValueError) as error:
        _say(error)
    except OSError as error:
        _say_os_error(error)
    except RecursionError:  # the readers refuse deep nesting; this is the last guard
        _say("the input is nested too deeply")
    except MemoryError:  # the readers refuse oversized files; this is the last guard
        _say("out of memory: the input is too large")
    except KeyboardInterrupt:  # in-process callers; the program itself exits in interrupt.py
        _say("interrupted")
        return EXIT_INTERRUPTED
    except Exception as error:  # a bug, not bad input: still one line, but its own exit code
        if debug:
            import logging

            logging.getLogger("solvers.cli").exception("internal error")
        _say(f"internal error, please report it: {type(error).__name__}: {error}"
             + ("" if debug else " (--debug shows where)"))
        return EXIT_INTERNAL_ERROR
    return EXIT_BAD_INPUT


def _say_os_error(error: OSError) -> None:
    """One line for a read or write that failed. A write to stdout that failed (a closed pipe,
    a full disk: no file named, or ``-``) also mutes stdout: the exit flush would fail again."""
    to_stdout = error.filename in (None, STDIO)
    if isinstance(error, BrokenPipeError) and to_stdout:
        _say("standard output closed before the answer was written")
    else:  # a FIFO given as the output file whose reader went away names that file
        _say(f"{error.strerror or error}: {error.filename or ''}".rstrip(": "))
    if to_stdout:
        _mute_stdout()


def _mute_stdout() -> None:
    """Point stdout at /dev/null so that Python's own flush at exit does not print a second,
    longer error about the same closed or full output."""
    try:
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 (stdout for the rest of the process)
    except OSError:
        sys.stdout = None


def console_main() -> None:
    """The ``puzzle-studio-cli`` program: Ctrl+C ends any command with one line and exit code
    130 (solvers/interrupt.py), then ``main``."""
    # No solver of ours calls BLAS, yet numpy's OpenBLAS starts a pool of worker threads at
    # import that spin before they sleep: a quarter of numpy's import CPU (benchmarks/README.md,
    # "Start-up"). One thread, unless the user chose otherwise; before numpy loads.
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    catch_interrupt(_say)
    code = main()
    support = sys.modules.get("solvers.ortools_support")  # loaded only by an OR-Tools method
    if support is not None and support.abandoned_solves():
        # A stopped solve that hears no stop (CP-SAT loading a big model) is still running:
        # the interpreter's exit would wait for it for seconds. The answer is out: flush it
        # and go (os._exit also skips the C++ teardown, which could abort the process).
        for stream in (sys.stdout, sys.stderr):
            try:
                if stream is not None:
                    stream.flush()
            except (OSError, ValueError):
                pass
        os._exit(code)
    sys.exit(code)


if __name__ == "__main__":
    console_main()
