"""A genre package whose names load on first use (start-up: benchmarks/README.md).

Listing the methods, or reading a file's genre, imports a genre package; its formats, its
grading and its model (numpy with them) then load only when something asks for them. A
package calls ``load_on_first_use(__name__, {name: "module[:attribute]", ...})`` once.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from importlib import import_module
from types import MappingProxyType, ModuleType
from typing import cast


class LazyPackage(ModuleType):
    """A module whose names in ``_LAZY`` (name -> "submodule" or "submodule:attribute")
    import on first access and then stay as ordinary attributes."""

    _LAZY: Mapping[str, str] = MappingProxyType({})  # each package sets its own

    def __getattr__(self, name: str) -> object:  # only for names not set yet
        target = self._LAZY.get(name)
        if target is None:
            raise AttributeError(f"module {self.__name__!r} has no attribute {name!r}")
        submodule, _, attribute = target.partition(":")
        value = import_module(f"{self.__name__}.{submodule}")
        if attribute:
            value = getattr(value, attribute)
        self.__dict__[name] = value
        return value

    def __setattr__(self, name: str, value: object) -> None:
        # The import system sets every submodule it loads on its package. A function named
        # like its own submodule (``difficulty`` from ``difficulty.py``) keeps the name:
        # without this, importing the submodule anywhere would replace the function by it.
        target = self._LAZY.get(name, "")
        if ":" in target and isinstance(value, ModuleType) and value.__name__ == f"{self.__name__}.{name}":
            return
        super().__setattr__(name, value)

    def __dir__(self) -> list[str]:
        return sorted({*super().__dir__(), *self._LAZY})


def load_on_first_use(package: str, names: Mapping[str, str]) -> None:
    """Make the package ``package`` load ``names`` on first use (see LazyPackage)."""
    module = sys.modules[package]
    module.__class__ = LazyPackage
    cast(LazyPackage, module)._LAZY = names  # a LazyPackage from now on
