"""Typed options of the solver methods (issue 29).

``SolveOptions.extra`` arrives as a plain dict (from the CLI's flags, the studio's controls, a
test). Each method module declares what it takes as a frozen dataclass ``OPTIONS``, a subclass
of ``MethodOptions``; ``solve_events`` checks the dict against it before the method starts, so
a misspelt or unknown option, or a value of the wrong kind, is one clear error instead of a
setting silently ignored. Inside, a method reads ``Options.of(options)``: attributes with types,
defaults in one place, no string keys.

Methods that run other methods (auto, propagate's finish) pass the dict on; the inner
``of`` keeps the fields it knows and leaves the rest, which the outer method validated.
"""

from __future__ import annotations

import types
import typing
from dataclasses import dataclass, fields
from typing import Any, Literal, Self, get_args, get_origin, get_type_hints

__all__ = ["MethodOptions", "UnknownOption"]


# Spellings the project used before one concept got one name, and common other words for them:
# an error names the option meant.
OTHER_SPELLINGS = {"threads": ("workers",), "num_workers": ("workers",), "rule": ("rules", "line_rule"),
                   "mip_solver": ("backend",), "solver": ("backend",)}


class UnknownOption(ValueError):
    """An option that the method does not have, or a value it cannot take."""


@dataclass(frozen=True)
class MethodOptions:
    """Base of every method's options: no fields of its own."""

    def __post_init__(self) -> None:
        hints = _hints(type(self))
        for field in fields(self):
            value = getattr(self, field.name)
            if value is not None:
                object.__setattr__(self, field.name, _coerce(field.name, value, hints[field.name]))

    @classmethod
    def names(cls) -> list[str]:
        return [field.name for field in fields(cls)]

    @classmethod
    def of(cls, options: Any) -> Self:
        """The typed options in ``options`` (a SolveOptions or its ``extra`` dict): the fields
        this class has, with None meaning "the default"; other keys are left to the methods
        that own them."""
        extra = getattr(options, "extra", options) or {}
        known = set(cls.names())
        return cls(**{key: value for key, value in extra.items() if key in known and value is not None})

    @classmethod
    def check(cls, extra: dict, method: str) -> None:
        """UnknownOption, naming what ``method`` does take, for a key it does not have or a
        value that is not of the field's kind."""
        refuse_unknown(extra, cls.names(), method)
        cls.of(extra)


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    """A class's field types, once: get_type_hints evaluates every annotation's text again
    on each call (about 0.1 ms), and every solve parses its options (a sixth of a small
    galaxies answer, benchmarks/NATIVE.md). (A dict, not functools.cache: mypy takes the
    dataclasses for unhashable.)"""
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = get_type_hints(cls)
    return hints


def check_keywords(function: Any, given: dict, what: str) -> None:
    """UnknownOption for a keyword ``function`` does not take (a generator's options: a
    misspelt or foreign one, such as numberlink's rules given to galaxies, is an error, not
    ignored)."""
    import inspect

    names = [name for name, parameter in inspect.signature(function).parameters.items()
             if parameter.kind is parameter.KEYWORD_ONLY or parameter.default is not parameter.empty]
    refuse_unknown(given, names, what)


def refuse_unknown(given: dict, names: list[str], what: str) -> None:
    """UnknownOption for the first key of ``given`` not in ``names``, naming the option
    probably meant and all that ``what`` takes."""
    for key in given:
        if key not in names:
            import difflib  # here: only a misspelt option needs it (start-up, benchmarks/README.md)

            close = [name for name in OTHER_SPELLINGS.get(key, ()) if name in names] \
                or difflib.get_close_matches(key, names, n=1)
            hint = f"; did you mean {close[0]!r}?" if close else "."
            takes = f" It takes {', '.join(names)}." if names else " It takes no options."
            raise UnknownOption(f"{what} has no option {key!r}{hint}{takes}")


def _coerce(name: str, value: Any, kind: Any) -> Any:
    """``value`` as the annotated ``kind`` (text from a command line becomes a number)."""
    if get_origin(kind) in (typing.Union, types.UnionType):
        kinds = [k for k in get_args(kind) if k is not type(None)]
        errors = []
        for each in kinds:
            try:
                return _coerce(name, value, each)
            except UnknownOption as error:
                errors.append(str(error))
        raise UnknownOption(errors[0])
    if get_origin(kind) is Literal:
        allowed = get_args(kind)
        if value in allowed:
            return value
        raise UnknownOption(f"option {name}={value!r}: choose one of {', '.join(map(str, allowed))}")
    if kind is bool:
        if isinstance(value, bool):
            return value
        raise UnknownOption(f"option {name}={value!r}: true or false")
    if kind in (int, float):
        try:
            number = kind(value)
        except (TypeError, ValueError):
            raise UnknownOption(f"option {name}={value!r}: a number") from None
        if kind is int and isinstance(value, float) and not value.is_integer():
            raise UnknownOption(f"option {name}={value!r}: a whole number")
        return number
    if kind is str:
        return str(value)
    if get_origin(kind) is dict or kind is dict:
        if isinstance(value, dict):
            return value
        raise UnknownOption(f"option {name}={value!r}: a mapping")
    return value  # objects (callbacks) pass as they are
