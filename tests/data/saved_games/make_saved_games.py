"""Made these files with the studio as it was before the document model moved to the engine
(commit f16e932, issue 29): games saved by that version must still open and replay.
Run from the repository root: QT_QPA_PLATFORM=offscreen .venv/bin/python tests/data/saved_games/make_saved_games.py
Kept for the record; the files are the fixtures, do not regenerate them with a newer studio."""

from pathlib import Path

import numpy as np
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]


def main() -> None:
    app = QApplication.instance() or QApplication([])
    QCoreApplication.setOrganizationName("PuzzleStudioFixtures")
    QCoreApplication.setApplicationName("PuzzleStudioFixtures")
    from studio.document import EDIT, PLAY
    from studio.galaxies.moves import DotsMove
    from studio.main_window import MainWindow
    from studio.moves import CellsMove, PartsMove, as_hint

    window = MainWindow(restore_autosave=False)

    def save(doc, name):
        assert window.save_to(doc, HERE / name), name
        window.close_tab(window.tabs.indexOf(doc))

    # -- nonogram --------------------------------------------------------------------------------
    # Authored in Edit: a picture with two solutions (the player's other one is solved too).
    doc = window.new("nonogram", 4, 3)
    doc.tabs.setCurrentIndex(EDIT)
    for cell in ((0, 0), (1, 1), (2, 2), (2, 3), (0, 3)):
        doc.toggle_cell(cell, cross=False)
    doc.push(PartsMove("Rename", {"title": doc.title}, {"title": "Diagonals"}))
    doc.tabs.setCurrentIndex(PLAY)
    # rows (1 1) (1) (2), columns (1) (1) (1) (1 1): the player solves it the other way round
    for cell in ((0, 1), (0, 3), (1, 0), (2, 2), (2, 3)):
        doc.toggle_cell(cell, cross=False)
    doc.toggle_cell((1, 1), cross=True)
    save(doc, "nonogram-solved.json")

    doc = window.open_file(ROOT / "puzzles" / "nonogram" / "heart.json")
    doc.tabs.setCurrentIndex(PLAY)
    for cell in ((0, 0), (0, 1), (0, 2), (1, 1)):  # row 0 is (1, 1): three in a row breaks it
        doc.toggle_cell(cell, cross=False)
    doc.toggle_cell((4, 0), cross=True)
    doc.undo_stack.undo()  # an undone move stays in the history (index < moves)
    doc.clock.restore(83.4)  # as a game reopened after 1:23 of play
    save(doc, "nonogram-errors.json")

    doc = window.open_file(ROOT / "puzzles" / "nonogram" / "heart.json")
    doc.tabs.setCurrentIndex(PLAY)
    doc.toggle_cell((2, 2), cross=False)
    doc.push(as_hint(CellsMove("Hint", "board", [(4, 0)], [-1], [1])))  # a hint as the player's Hint applies one
    doc.player.reveal_solution()
    save(doc, "nonogram-revealed.json")

    # -- galaxies --------------------------------------------------------------------------------
    doc = window.open_file(ROOT / "puzzles" / "galaxies" / "generated-7x7.json")
    doc.tabs.setCurrentIndex(PLAY)
    doc.player.reveal_solution()
    doc.undo_stack.undo()
    # the player draws the solution's walls themself, in one stroke per row of edges
    from solvers.galaxies.model import boundaries
    walls = boundaries(doc.known_solution())
    walls[0, :] = walls[-1, :] = walls[:, 0] = walls[:, -1] = False
    for y in range(walls.shape[0]):
        edges = [(y, int(x)) for x in np.nonzero(walls[y])[0]]
        if edges:
            doc.push(CellsMove("Draw walls", "walls", edges, [0] * len(edges), [1] * len(edges)))
    save(doc, "galaxies-solved.json")

    doc = window.new("galaxies", 3, 3)
    doc.tabs.setCurrentIndex(EDIT)
    doc.push(DotsMove("Place dot", [(3, 3)], [None], ["white"]))
    doc.push(DotsMove("Place dot", [(1, 1)], [None], ["black"]))
    doc.tabs.setCurrentIndex(PLAY)
    # a wall through the centre dot, and a closed area around (0, 0) alone: fine; (0, 1) walled off: no dot
    doc.push(CellsMove("Draw walls", "walls", [(1, 2), (2, 1)], [0, 0], [1, 1]))
    doc.push(CellsMove("Draw walls", "walls", [(2, 3), (1, 4), (3, 2)], [0, 0, 0], [1, 1, 1]))
    doc.push(CellsMove("Mark cells", "marks", [(2, 2)], [-1], [doc.flat_point(1, 1)]))
    save(doc, "galaxies-errors.json")

    doc = window.open_file(ROOT / "puzzles" / "galaxies" / "generated-7x7.json")
    doc.tabs.setCurrentIndex(PLAY)
    doc.push(CellsMove("Draw walls", "walls", [(1, 2)], [0], [1]))
    doc.player.reveal_solution()
    save(doc, "galaxies-revealed.json")

    # -- numberlink ------------------------------------------------------------------------------
    doc = window.open_file(ROOT / "puzzles" / "numberlink" / "generated_6x6_1.json")
    doc.tabs.setCurrentIndex(PLAY)
    solution = doc.known_solution()
    from studio.numberlink import paths
    layer = paths.as_layer(solution)
    # drawn in two moves: first the lines of the top half, then the rest
    half = layer.copy()
    half[layer.shape[0] // 2:, :] = 0
    doc.change({"board": doc.board}, {"board": half}, "Draw line")
    doc.change({"board": doc.board}, {"board": layer}, "Draw line")
    save(doc, "numberlink-solved.json")

    doc = window.open_file(ROOT / "puzzles" / "numberlink" / "generated_6x6_1.json")
    doc.tabs.setCurrentIndex(PLAY)
    board = doc.board.copy()
    a = doc.puzzle().endpoints[0]
    # join the first end of pair 1 with its neighbours on every side: a branch
    y, x = 2 * a[0][0] + 1, 2 * a[0][1] + 1
    for dy, dx in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        if 0 < y + dy < board.shape[0] - 1 and 0 < x + dx < board.shape[1] - 1:
            board[y + dy, x + dx] = 1
    doc.change({"board": doc.board}, {"board": board}, "Draw line")
    save(doc, "numberlink-errors.json")

    doc = window.open_file(ROOT / "puzzles" / "numberlink" / "generated_6x6_1.json")
    doc.tabs.setCurrentIndex(PLAY)
    doc.player.reveal_solution()
    save(doc, "numberlink-revealed.json")

    # -- authored from scratch, numberlink: the author places numbers and draws the design ----
    doc = window.new("numberlink", 3, 3)
    doc.tabs.setCurrentIndex(EDIT)
    doc.author.set_number((0, 0), "1", "number")
    doc.author.set_number((0, 2), "1", "number")
    doc.author.set_number((2, 0), "2", "number")
    doc.author.set_number((2, 2), "2", "number")
    doc.tabs.setCurrentIndex(PLAY)
    board = doc.board.copy()
    for x in (2, 4):  # row 0: (0,0)-(0,1)-(0,2)
        board[1, x] = 1
    doc.change({"board": doc.board}, {"board": board}, "Draw line")
    save(doc, "numberlink-authored.json")
    window.close()
    del app


if __name__ == "__main__":
    main()
