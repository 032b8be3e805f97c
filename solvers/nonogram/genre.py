"""The nonogram's declaration (solvers/genre_spec.py): everything the tables outside this package
know of it. Loads nothing of the genre: the command line reads it before parsing its arguments."""

from __future__ import annotations

from ..genre_spec import QT_TRANSLATE_NOOP, FormatNames, Genre

GENRE = Genre(
    "nonogram", QT_TRANSLATE_NOOP("Genres", "Nonogram"), "solvers.nonogram",
    # name -> (module, one-line description). Modules load on first use: the OR-Tools ones are
    # heavy and a script that only line-solves should not pay for them.
    methods={
        "auto": ("auto", QT_TRANSLATE_NOOP("engine", "line solving, then probing within a budget, then SAT on what is left (default)")),
        "line": ("propagate", QT_TRANSLATE_NOOP("engine", "line solving step by step; stops where line logic stops")),
        "probe": ("probe", QT_TRANSLATE_NOOP("engine", "line solving + probing + backtracking search")),
        "cpsat": ("cpsat", QT_TRANSLATE_NOOP("engine", "an exact solver: each line's rule as a small automaton, on CP-SAT")),
        "sat": ("sat", QT_TRANSLATE_NOOP("engine", "an exact solver: each line's automaton written as clauses, on the Glucose SAT solver")),
        "table": ("table", QT_TRANSLATE_NOOP("engine", "an exact solver given every allowed pattern of each line "
                                                             "(table constraints, CP-SAT)")),
        "mip": ("mip", QT_TRANSLATE_NOOP("engine", "an integer programme: where each block starts, on a MIP solver (SCIP)")),
        "ga": ("ga", QT_TRANSLATE_NOOP("engine", "a genetic algorithm evolving whole boards after deterministic fixing "
                                                       "(GA1/GA2); it may not finish and never proves uniqueness")),
    },
    complete_methods=("auto", "probe", "cpsat", "sat", "table", "mip"),
    # what formats/__init__.py reads and writes (its docstring says what each is)
    format_names=FormatNames(
        ("json", "non", "nin", "sgt", "picture", "puzzlink", "pzprv3", "webpbn", "g", "mk", "cwd", "pbm",
         "gno", "nonogrid", "sav"),
        {".json": "json", ".non": "non", ".nin": "nin", ".sgt": "sgt", ".pic": "picture", ".url": "puzzlink",
         ".pzpr": "pzprv3", ".xml": "webpbn", ".g": "g", ".mk": "mk", ".cwd": "cwd", ".pbm": "pbm", ".gno": "gno",
         ".toml": "nonogrid", ".sav": "sav"},
        # read and written as bytes, not text (the studio's Export lists the text formats)
        binary=("png",), binary_extensions={".png": "png"},
        batch={"taai": "formats.taai:read_taai_batch", "sgt-list": "formats.sgt:read_sgt_list",
               "webpbn-set": "formats.webpbn:read_set"},
    ),
    # PNG and raw PBM (P4) solution pictures, and XML in any encoding it declares (webpbn's;
    # no other genre reads XML): solvers/nonogram/formats png, pbm, webpbn
    binary_magic=(b"\x89PNG\r\n\x1a\n", b"P4\n", b"P4 ", b"P4\r", b"P4\t", b"<?xml"),
    book_cell_mm=5.0,  # a clue number's cell: nonogram grids are the biggest in a book
    solution_cell=str,
    studio="studio.nonogram",
)
