"""Engine results as plain Python values: stats and reports may hold numpy scalars and arrays,
which JSON (the command line's --json, a library row) and small pickles want as numbers and
lists."""

from __future__ import annotations

from typing import overload


@overload
def plain_values(value: dict) -> dict: ...
@overload
def plain_values(value: object) -> object: ...
def plain_values(value: object) -> object:
    """numpy scalars and arrays as Python values, dict keys as strings, tuples as lists."""
    if isinstance(value, dict):
        return {str(k): plain_values(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain_values(v) for v in value]
    if hasattr(value, "tolist"):  # numpy scalar or array
        return value.tolist()
    return value
