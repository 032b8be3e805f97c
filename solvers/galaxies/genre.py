"""Tentai Show (Galaxies)'s declaration (solvers/genre_spec.py): everything the tables outside this
package know of it. Loads nothing of the genre: the command line reads it before parsing its arguments."""

from __future__ import annotations

from ..genre_spec import QT_TRANSLATE_NOOP, FormatNames, Genre

GENRE = Genre(
    "galaxies", QT_TRANSLATE_NOOP("Genres", "Tentai Show (Galaxies)"), "solvers.galaxies",
    methods={
        "auto": ("auto", QT_TRANSLATE_NOOP("engine", "deduction, then CP-SAT with the connectivity tree on what is left (default)")),
        "propagate": ("propagate", QT_TRANSLATE_NOOP("engine", "human-style deduction step by step, then search where it stalls")),
        "ilp": ("ilp", QT_TRANSLATE_NOOP("engine", "an integer model from the literature: each region a tree grown from "
                                                         "its dot (on CP-SAT)")),
        "mip": ("mip", QT_TRANSLATE_NOOP("engine", "the same spanning-tree model on a MIP solver (SCIP), for teaching")),
        "cpsat": ("cpsat", QT_TRANSLATE_NOOP("engine", "an exact search after deduction (CP-SAT); regions kept connected by a "
                                                             "tree and lazy cuts")),
    },
    complete_methods=("auto", "propagate", "ilp", "mip", "cpsat"),
    # what formats.py reads and writes (janko, read only, is not listed: formats.READ_ONLY_FORMATS)
    format_names=FormatNames(
        ("json", "sgt", "puzzlink", "ascii", "pzprv3", "sav"),
        {".json": "json", ".sgt": "sgt", ".url": "puzzlink", ".gal": "ascii", ".pzpr": "pzprv3", ".sav": "sav"},
        batch={"sgt-list": "formats:read_lines"},
    ),
    book_cell_mm=6.0,
    solution_cell=int,  # a row's cells are the indices of the dots whose regions they are in
    studio="studio.galaxies",
)
