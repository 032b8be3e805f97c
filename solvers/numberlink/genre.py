"""Numberlink's declaration (solvers/genre_spec.py): everything the tables outside this package
know of it. Loads nothing of the genre: the command line reads it before parsing its arguments."""

from __future__ import annotations

from ..genre_spec import QT_TRANSLATE_NOOP, FormatNames, Genre

GENRE = Genre(
    "numberlink", QT_TRANSLATE_NOOP("Genres", "Numberlink"), "solvers.numberlink",
    methods={
        "auto": ("auto", QT_TRANSLATE_NOOP("engine", "the SAT encoding (default; see sat)")),
        "cpsat": ("cpsat", QT_TRANSLATE_NOOP("engine", "an exact solver: all paths on one circuit, a label on every cell (CP-SAT)")),
        "propagate": ("propagate", QT_TRANSLATE_NOOP("engine", "explained deductions step by step, then CP-SAT for what is left")),
        "sat": ("sat", QT_TRANSLATE_NOOP("engine", "an exact SAT solver (Glucose): a label per cell and a segment per edge; "
                                                         "stray loops cut as they appear")),
        "ilp": ("ilp", QT_TRANSLATE_NOOP("engine", "finds the solution that fills the fewest cells, which shows short circuits "
                                                         "(the literature's ILP: N[s,i], L[s,s',i], on CP-SAT)")),
        "mip": ("ilp:solve_mip", QT_TRANSLATE_NOOP("engine", "the same fewest-cells model on a MIP solver (SCIP); stray loops cut lazily")),
    },
    complete_methods=("auto", "cpsat", "sat", "propagate", "ilp", "mip"),
    # what formats.py reads and writes (janko, read only, is not listed: formats.READ_ONLY_FORMATS)
    format_names=FormatNames(
        ("json", "text", "flow", "puzzlink", "adc", "pzprv3", "adc-answer", "flow-level"),
        {".json": "json", ".nl": "text", ".flow": "flow", ".pzl": "puzzlink", ".adc": "adc", ".pzpr": "pzprv3"},
        batch={"text-batch": "formats:read_text_batch", "flow-pack": "flow_pack:read_pack"},
    ),
    book_cell_mm=6.0,
    solution_cell=str,  # a row's cells are the labels of the paths through them
    studio="studio.numberlink",
)
