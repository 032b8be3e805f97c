"""Every registered genre package implements the genre interface (solvers/protocol.py): the
front ends call these names on any genre without probing, so a missing or misshapen one must
fail here, not in a user's hands."""

import inspect
from pathlib import Path

import pytest

from solvers.cli import main
from solvers.errors import Unsupported
from solvers.genres import GENRES
from solvers.protocol import GenrePackage

PROTOCOL_FUNCTIONS = [name for name, value in vars(GenrePackage).items()
                      if inspect.isfunction(value) and not name.startswith("_")]


@pytest.mark.parametrize("name", list(GENRES))
def test_genre_package_has_every_protocol_member(name):
    package = GENRES[name].module
    assert isinstance(package, GenrePackage)
    assert set(package.COMPLETE_METHODS) <= set(package.METHODS)
    for fmt in package.formats.FORMATS:
        assert fmt not in package.BATCH_FORMATS  # one name, one meaning


@pytest.mark.parametrize("name", list(GENRES))
def test_the_formats_tables_are_the_declarations_own(name):
    """One table of a genre's formats (its declaration's ``format_names``, which --help reads
    without loading the genre): the formats module's names are those very objects, and the
    package's BATCH_FORMATS its readers, each of which the declaration names."""
    declared = GENRES[name]
    names, formats = declared.format_names, declared.module.formats
    assert formats.FORMATS is names.text and formats.EXTENSIONS is names.extensions
    for attribute, table in (("BINARY_FORMATS", names.binary), ("BINARY_EXTENSIONS", names.binary_extensions)):
        assert getattr(formats, attribute, table) is table  # the genre's own, or none at all
    assert formats.FORMATS and set(names.extensions.values()) <= set(names.text)
    assert set(names.binary_extensions.values()) <= set(names.binary)
    batch = declared.module.BATCH_FORMATS
    assert getattr(formats, "BATCH_FORMATS", batch) is batch  # the package's are its formats' own
    assert list(batch) == list(names.batch)
    for reference in names.batch.values():
        assert callable(declared.load(reference)), reference


@pytest.mark.parametrize("name", list(GENRES))
@pytest.mark.parametrize("function", PROTOCOL_FUNCTIONS)
def test_protocol_functions_take_the_protocols_arguments(name, function):
    """Each function accepts the protocol's parameters by the protocol's names (a renamed or
    missing parameter would break a front end at run time only)."""
    implemented = inspect.signature(getattr(GENRES[name].module, function))
    declared = inspect.signature(getattr(GenrePackage, function))
    takes_any = any(p.kind is p.VAR_KEYWORD for p in implemented.parameters.values()) and \
        any(p.kind is p.VAR_POSITIONAL for p in implemented.parameters.values())
    if takes_any:  # an ``unsupported`` refusal: it takes anything and refuses it
        with pytest.raises(Unsupported):
            getattr(GENRES[name].module, function)(None)
        return
    for parameter in list(declared.parameters.values())[1:]:  # [0] is self
        if parameter.kind is parameter.VAR_KEYWORD:
            assert any(p.kind is p.VAR_KEYWORD for p in implemented.parameters.values()), function
            continue
        assert parameter.name in implemented.parameters, (function, parameter.name)
        if parameter.default is inspect.Parameter.empty:
            continue
        assert implemented.parameters[parameter.name].default is not inspect.Parameter.empty, \
            (function, parameter.name)


SAMPLES = Path(__file__).resolve().parents[2] / "puzzles"


@pytest.mark.parametrize("args, sentence", [
    (["repair", SAMPLES / "galaxies" / "generated-7x7.json"], "galaxies puzzle gets its suggestions from Check"),
    (["generate", "numberlink", "--picture", "PICTURE"], "not made from a picture"),
    (["generate", "nonogram", "--picture", "PICTURE"], "use convert"),
])
def test_cli_says_in_one_line_what_a_genre_cannot_do(capsys, tmp_path, args, sentence):
    picture = tmp_path / "picture.txt"
    picture.write_text(".#.\n###\n.#.\n", encoding="utf-8")
    code = main([str(picture if a == "PICTURE" else a) for a in args])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert sentence in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("name", list(GENRES))
def test_offered_levels_are_the_scale_in_order_and_others_are_refused_at_once(name):
    from solvers import scale

    package = GENRES[name].module
    for side in (5, 8, 12, 20):
        offered = package.offered_levels(side, side)
        assert offered and set(offered) <= set(scale.LEVELS)
        assert list(offered) == sorted(offered, key=scale.rank)
        refused = [level for level in scale.LEVELS if level not in offered]
        for level in refused:  # refused before any work: a cancelled token is never asked
            with pytest.raises(ValueError, match=level):
                package.generate(side, side, 1, difficulty=level)
