"""webpbn's XML (its export, and pbnsolve's native input; webpbn.com/pbn_fmt.html): a
``<puzzleset>`` of ``<puzzle>`` elements, each with ``<clues type="rows">`` and
``<clues type="columns">`` of ``<line>``s of ``<count>``s, and optionally a
``<solution type="goal">`` whose ``<image>`` draws the rows between ``|`` bars, one character a
cell (the colours' ``char``). The first puzzle is read; a puzzle without clues gets them from its
goal, as pbnsolve does. Black and white only: a colour puzzle is refused in one line.

Parsing takes defusedxml's care with the stdlib's expat: a document that declares entities (or
has an internal DTD subset) is refused, so nothing expands (no "billion laughs") and nothing
external is fetched. webpbn's own files name an external DTD in their DOCTYPE; that is allowed,
never loaded, and the HTML entities they use (``&copy;``) are read from a fixed table."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

import numpy as np

from ...errors import PuzzleFormatError
from ..model import Nonogram
from .common import goal_strings, one_line, validate

if TYPE_CHECKING:  # the XML modules load when XML is read (saxutils alone costs 25 ms of urllib)
    import xml.etree.ElementTree as ET


def is_webpbn(head: str) -> bool:
    """An XML declaration, a DOCTYPE or comment, or the <puzzleset> itself opens the file."""
    return head.startswith(("<?xml", "<!DOCTYPE", "<!--")) or head.lower().startswith("<puzzleset")


class _Refused(Exception):
    pass


def parse_xml(text: str | bytes) -> ET.Element:
    """The root element of an XML text, refusing DTD subsets and entity declarations. Bytes
    are decoded by the document's own encoding declaration (UTF-8 without one)."""
    import html.entities
    import xml.etree.ElementTree as ET
    from xml.parsers import expat

    entities = {name.rstrip(";"): value for name, value in html.entities.html5.items()}
    builder = ET.TreeBuilder()
    parser = expat.ParserCreate()
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)

    def doctype(name: str, system_id: str | None, public_id: str | None, has_internal_subset: int) -> None:
        if has_internal_subset:
            raise _Refused("an XML document with its own DTD (internal subset) is refused")

    def entity(*args: object) -> None:
        raise _Refused("an XML document that declares entities is refused")

    def skipped(name: str, is_parameter: int) -> None:
        if is_parameter or name not in entities:
            raise _Refused(f"undefined entity &{name};")
        builder.data(entities[name])

    parser.StartDoctypeDeclHandler = doctype
    parser.EntityDeclHandler = entity
    parser.UnparsedEntityDeclHandler = entity
    parser.ExternalEntityRefHandler = lambda *args: 0
    parser.SkippedEntityHandler = skipped
    parser.StartElementHandler = builder.start
    parser.EndElementHandler = builder.end
    parser.CharacterDataHandler = builder.data
    parser.ordered_attributes = False
    try:
        parser.Parse(text.removeprefix("\ufeff") if isinstance(text, str) else text, True)
    except _Refused as error:
        raise PuzzleFormatError(str(error), parser.CurrentLineNumber) from None
    except expat.ExpatError as error:
        raise PuzzleFormatError(f"bad XML: {expat.ErrorString(error.code)} (column {error.offset + 1})",
                                error.lineno) from None
    return builder.close()


def read(text: str | bytes) -> Nonogram:
    """The first puzzle of the set (as pbnsolve reads one without ``-n``)."""
    root, puzzles = _puzzles(text)
    return _puzzle(root, puzzles[0])


def read_set(text: str) -> list[tuple[str, Nonogram]]:
    """Every puzzle of the set, named by its ``<id>`` or its place (BATCH_FORMATS: a webpbn
    export of several puzzles opens as a collection)."""
    root, puzzles = _puzzles(text)
    return [(_text(puzzle, "id") or str(n), _puzzle(root, puzzle)) for n, puzzle in enumerate(puzzles, 1)]


def _puzzles(text: str | bytes) -> tuple[ET.Element, list[ET.Element]]:
    if not text.strip():
        raise PuzzleFormatError("empty file")
    root = parse_xml(text)
    if root.tag.lower() != "puzzleset":
        raise PuzzleFormatError(f"the root element of webpbn XML is <puzzleset>, not <{root.tag}>")
    puzzles = [child for child in root if child.tag.lower() == "puzzle"]
    if not puzzles:
        raise PuzzleFormatError("the <puzzleset> holds no <puzzle>")
    return root, puzzles


def _puzzle(root: ET.Element, puzzle: ET.Element) -> Nonogram:
    kind = puzzle.get("type", "grid")
    if kind.lower() != "grid":
        raise PuzzleFormatError(f"only grid puzzles are supported, not type={kind!r}")
    background = puzzle.get("backgroundcolor", "white")
    default = puzzle.get("defaultcolor", "black")
    chars = _colour_chars(puzzle, background, default)
    clues = {}
    for block in puzzle.findall("clues"):
        which = block.get("type", "").lower()
        if which not in ("rows", "columns"):
            raise PuzzleFormatError(f"<clues type={which!r}>: the type is rows or columns")
        clues[which] = tuple(_line(line, default, which, n) for n, line in enumerate(block.findall("line")))
    goal = _goal(puzzle, chars.get(default, "X"), chars.get(background, "."))
    if not clues:
        if goal is None:
            raise PuzzleFormatError("the puzzle has neither clues nor a goal image")
        from ..derive import clues_from_picture

        found = clues_from_picture(goal)
        clues = {"rows": found.rows, "columns": found.cols}
    for which in ("rows", "columns"):
        if which not in clues:
            raise PuzzleFormatError(f"no <clues type=\"{which}\">")
    title = _text(puzzle, "title") or _text(root, "title")
    author = _text(puzzle, "author") or _text(root, "author")
    extra = {key: value for key in ("copyright",) if (value := _text(puzzle, key) or _text(root, key))}
    return validate(Nonogram(clues["rows"], clues["columns"], goal=goal, title=title, author=author, extra=extra))


def _colour_chars(puzzle: ET.Element, background: str, default: str) -> dict[str, str]:
    """The image characters of the two colours; any third colour is a colour puzzle, refused."""
    chars = {"white": ".", "black": "X"}
    for colour in puzzle.iter("color"):
        name = colour.get("name", "")
        if name not in (background, default):
            raise PuzzleFormatError(f"colour nonograms are not supported (colour {name!r} is declared)")
        char = colour.get("char")
        if char:
            chars[name] = char
    return chars


def _text(element: ET.Element, tag: str) -> str:
    found = element.find(tag)
    return " ".join("".join(found.itertext()).split()) if found is not None else ""


def _line(line: ET.Element, default: str, which: str, index: int) -> tuple[int, ...]:
    what = f"{'row' if which == 'rows' else 'column'} {index + 1}"
    counts = []
    for count in line.findall("count"):
        if count.get("color", default) != default:
            raise PuzzleFormatError(f"colour nonograms are not supported ({what} has a {count.get('color')!r} block)")
        value = (count.text or "").strip()
        if not value.isascii() or not value.isdigit() or len(value) > 9 or int(value) < 1:
            raise PuzzleFormatError(f"{what}: a <count> holds a positive number, got {value[:20]!r}")
        counts.append(int(value))
    return tuple(counts)


def _goal(puzzle: ET.Element, filled: str, empty: str) -> np.ndarray | None:
    for solution in puzzle.findall("solution"):
        if solution.get("type", "goal").lower() == "goal":
            image = solution.find("image")
            if image is None:
                raise PuzzleFormatError("<solution> without an <image>")
            return _image(image.text or "", filled, empty)
    return None


def _image(text: str, filled: str, empty: str) -> np.ndarray:
    rows = []
    for line in text.split():
        if not (len(line) >= 2 and line[0] == line[-1] == "|"):
            raise PuzzleFormatError(f"each row of the goal image is written |...|, got {line[:20]!r}")
        cells = line[1:-1]
        for ch in cells:
            if ch not in (filled, empty):
                raise PuzzleFormatError(f"the goal image holds {ch!r}: only {filled!r} and {empty!r} in black and white")
        rows.append([ch == filled for ch in cells])
    if not rows or len({len(r) for r in rows}) != 1 or not rows[0]:
        raise PuzzleFormatError("the goal image's rows must be non-empty and all the same length")
    return np.array(rows, dtype=np.int8)


def write(puzzle: Nonogram) -> str:
    out = ['<?xml version="1.0"?>', "<puzzleset>", '<puzzle type="grid" defaultcolor="black">']
    for tag, value in (("source", "Puzzle Studio"), ("title", puzzle.title), ("author", puzzle.author),
                       ("copyright", puzzle.extra.get("copyright", ""))):
        if value:
            out.append(f"<{tag}>{html.escape(one_line(value), quote=False)}</{tag}>")
    out += ['<color name="white" char=".">fff</color>', '<color name="black" char="X">000</color>']
    for which, clues in (("columns", puzzle.cols), ("rows", puzzle.rows)):
        out.append(f'<clues type="{which}">')
        out += ["<line>" + "".join(f"<count>{n}</count>" for n in clue) + "</line>" for clue in clues]
        out.append("</clues>")
    if puzzle.goal is not None:
        out += ['<solution type="goal">', "<image>"]
        out += ["|" + row.replace("#", "X") + "|" for row in goal_strings(puzzle.goal)]
        out += ["</image>", "</solution>"]
    out += ["</puzzle>", "</puzzleset>"]
    return "\n".join(out) + "\n"
