"""The genre registry: a genre's name -> its declaration (solvers/genre_spec.py ``Genre``: names,
package, methods, book cells, samples, play and hint, the studio's half), collected from each
genre's ``solvers/<genre>/genre.py``. The package implements the genre interface
(``solvers.protocol.GenrePackage``: formats, batch formats, methods, solve, board rows,
difficulty, generate, repair; tests/solvers/test_genre_protocol.py checks each genre).
Adding a genre means adding a package and one line in ``DECLARATIONS``; front ends never test
the genre."""

from __future__ import annotations

import importlib.util
import os
import sys
from importlib import import_module
from types import ModuleType

from .errors import PuzzleFormatError
from .genre_spec import Genre

__all__ = ["DECLARATIONS", "GENRES", "Genre", "detect_genre", "genre", "genre_of_text", "register", "saved_game_genre",
           "tatham_games", "unregister"]

# The modules that declare a genre (their ``GENRE``), one line a genre, in the order the command
# line, the studio and the book list them. A list here rather than an entry-point group
# ([project.entry-points."puzzle_studio.genres"]): entry points are read from the installed
# distribution's metadata, so a source checkout run with PYTHONPATH (as the tests and .ci/run
# run it) would not see a new line until the project is installed again, and a stale editable
# install would hide a genre without a word; reading them also scans every installed
# distribution at each start of the command line. A genre outside this distribution (or a
# test's) calls ``register`` with its declaration instead.
DECLARATIONS = (
    "solvers.nonogram.genre",
    "solvers.numberlink.genre",
    "solvers.galaxies.genre",
)

GENRES: dict[str, Genre] = {}


def register(declared: Genre) -> None:
    """Add a genre (or replace the one of its name): every table derived from the registry
    (the command line's choices, the samples, the book, the studio's genres) then has it."""
    GENRES[declared.name] = declared


def unregister(name: str) -> None:
    GENRES.pop(name, None)


def _declared(module: str) -> Genre:
    """The ``GENRE`` of a declaration module, loaded from its file without importing the genre's
    package: a command about one genre loads no other (tests/cli/test_cli_startup.py). The
    module is kept under its name, so the package's own ``from .genre import GENRE`` gets it."""
    if module in sys.modules:
        return sys.modules[module].GENRE
    package, _, name = module.rpartition(".")
    found = importlib.util.find_spec(package)  # the package's location: nothing of it runs
    if found is None or found.origin is None:
        raise ImportError(f"no genre package {package!r}")
    spec = importlib.util.spec_from_file_location(module, os.path.join(os.path.dirname(found.origin), f"{name}.py"))
    if spec is None or spec.loader is None:
        raise ImportError(f"no genre declaration {module!r}")
    loaded = importlib.util.module_from_spec(spec)
    sys.modules[module] = loaded
    spec.loader.exec_module(loaded)
    return loaded.GENRE


for _module in DECLARATIONS:
    register(_declared(_module))


def genre(name: object) -> Genre:
    """The declaration of the genre ``name`` (any value: a JSON file's ``genre`` is checked here)."""
    if not isinstance(name, str) or name not in GENRES:
        raise PuzzleFormatError(f"unknown genre {name!r}; choose one of {', '.join(GENRES)}")
    return GENRES[name]


def detect_genre(path: str | os.PathLike) -> Genre:
    """The genre of a file: a binary picture's magic bytes (``Genre.binary_magic``), or the
    native JSON says so; otherwise the first genre that can read it.

    A file that cannot be a puzzle (too large, binary, broken JSON naming no genre, a text no
    genre recognises) raises PuzzleFormatError here; OSError (missing file, permissions)
    propagates unchanged."""
    from .textfiles import decode, read_bytes  # here: the command line's parser needs only the names

    data = read_bytes(path)
    for candidate in GENRES.values():
        if data.startswith(candidate.binary_magic):
            return candidate
    return genre_of_text(decode(data), os.path.splitext(os.fspath(path))[1])


def tatham_games() -> dict[str, tuple[str, ModuleType]]:
    """Simon Tatham's game's name -> (our genre, its module ``<package>.tatham``: his moves, ours,
    and the game's ``GAME``), for every genre of the registry that has one, looked up by the
    package's name as the declarations are (solvers/tatham_save.py reads and writes his files)."""
    out = {}
    for declared in GENRES.values():
        try:
            module = import_module(f"{declared.package}.tatham")
        except ModuleNotFoundError:
            continue
        out[module.GAME] = (declared.name, module)
    return out


def saved_game_genre(text: str) -> str | None:
    """Our genre of a saved game of his, None for a text that is no saved game; a
    PuzzleFormatError naming the game when it is the saved game of one we do not have."""
    from .tatham_text import game_name

    name = game_name(text)
    if name is None:
        return None
    known = tatham_games()
    if name not in known:
        raise PuzzleFormatError(f"a saved game of Tatham's {name[:30]!r}; saved games of "
                                f"{' and '.join(sorted(known))} open here")
    return known[name][0]


# Formats of each genre a failed detection names (the rest: --help, or convert --help).
FORMATS_NAMED = 3


def genre_of_text(text: str, suffix: str = "") -> Genre:
    """The genre of a puzzle text (see detect_genre); ``suffix`` is its file's extension, if
    it has one. A text no genre recognises goes to the one genre that claims the extension
    (its reader gives the precise error), else raises one PuzzleFormatError naming what was
    tried."""
    if text.lstrip().startswith("{"):
        return genre(_json_genre(text))
    from .tatham_text import is_seed, seed_error  # here: a JSON file, the usual case, needs none of it

    # Simon Tatham's saved games name their game (GAME): his game of one of ours, or an error
    # that names his game.
    saved = saved_game_genre(text)
    if saved is not None:
        return genre(saved)
    if is_seed(text):  # his random seed, no puzzle of any genre: say what it is
        raise seed_error(text)
    # Formats of different genres can look alike at first sight (a Pattern ID and a Galaxies
    # ID both start "WxH:"; a row of dashes is a nonogram picture and a Galaxies drawing), so
    # the file goes to the first genre that reads it completely.
    recognised = []
    for candidate in GENRES.values():
        formats = candidate.module.formats
        try:
            fmt = formats.detect_format(text)
        except PuzzleFormatError:
            continue
        recognised.append(candidate)
        try:
            formats.read(text, fmt)
        except PuzzleFormatError:
            continue
        return candidate
    # None reads it: the one genre its extension names gives the precise error, else the first
    # genre that recognised it.
    claimed = [g for g in GENRES.values() if suffix.lower() in g.module.formats.EXTENSIONS] if suffix else []
    if len(claimed) == 1:
        return claimed[0]
    if recognised:
        return recognised[0]
    # A file of many puzzles in a format no single-puzzle detection knows (TAAI's tournament
    # files): the genre whose batch reader reads it.
    for candidate in GENRES.values():
        for read_batch in candidate.module.BATCH_FORMATS.values():
            try:
                if read_batch(text):
                    return candidate
            except (PuzzleFormatError, ValueError):
                continue
    if text.lstrip().startswith("["):  # JSON, but no object: its own error (too deep, broken, not one)
        return genre(_json_genre(text))
    from . import pzprjs

    if pzprjs.is_url(pzprjs.first_line(text)) or pzprjs.is_file(text):  # puzz.link's other genres: name it
        raise PuzzleFormatError(pzprjs.foreign(text, ()))
    tried = "; ".join(f"{g.name} ({', '.join(g.module.formats.FORMATS[:FORMATS_NAMED])}...)" for g in GENRES.values())
    raise PuzzleFormatError(f"no genre reads this: tried {tried}; puzzle-studio-cli --help lists every format")


def _json_genre(text: str) -> object:
    """The ``genre`` a JSON document names. A document that does not parse raises its one JSON
    error here, the same any genre's reader would give: it goes to no genre rather than to one
    whose reader would add nothing (or, if it let the error escape, crash the caller)."""
    from .textfiles import parse_json

    data = parse_json(text)
    if not isinstance(data, dict) or "genre" not in data:
        raise PuzzleFormatError(
            f"a JSON puzzle file is an object naming its genre, one of {', '.join(GENRES)}")
    return data["genre"]
