"""Galaxies in the shared solve panel (every method in the worker, propagate playback, the
ILP's spanning tree) and through the window's files: every format, images, a bad file."""

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from solvers.galaxies import METHODS, formats
from studio import export
from studio.registry import load_genres

from .test_galaxies_editor import GALAXIES, SMALL

L = Qt.MouseButton.LeftButton


def solve(qtbot, doc, method, timeout=60_000):
    panel = doc.solve_panel
    doc.tabs.setCurrentIndex(1)
    panel.method_box.setCurrentIndex(list(METHODS).index(method))
    qtbot.mouseClick(panel.solve_button, L)
    qtbot.waitUntil(lambda: panel.done is not None, timeout=timeout)
    return panel


def test_every_method_solves_a_sample_in_the_worker(window, qtbot):
    doc = window.open_file(SMALL)
    known = formats.read_file(SMALL).solution
    box = doc.solve_panel.method_box
    assert [box.itemData(i) for i in range(box.count())] == list(METHODS)
    for method in METHODS:
        panel = solve(qtbot, doc, method)
        assert panel.done.status == "solved" and panel.done.unique is True, method
        assert np.array_equal(panel.done.solution, known), method
        view = doc.view_state()
        assert np.array_equal(view.tint, known) and view.walls is not None


def test_propagate_steps_play_back_as_shrinking_candidates(window, qtbot):
    doc = window.open_file(SMALL)
    panel = solve(qtbot, doc, "propagate")
    dots = len(doc.puzzle().dots)
    assert len(panel.steps) > 10 and panel.position == len(panel.steps)
    qtbot.mouseClick(panel.first_button, L)
    assert panel.position == 0 and panel.board.cand.all()
    assert (doc.view_state().counts == dots).all()
    qtbot.mouseClick(panel.forward_button, L)
    step = panel.steps[0]
    assert step.rule == "under-dot" and panel.rule_label.text().startswith("The cells a dot touches")
    view = doc.view_state()
    assert view.step_cells == frozenset(step.cells) and view.ringed_dots == {step.values[0]}
    assert all(view.counts[cell] == 1 and view.tint[cell] == step.values[0] for cell in step.cells)
    # Every later step only takes candidates away: the total never grows.
    totals = []
    for _ in range(30):
        qtbot.mouseClick(panel.forward_button, L)
        totals.append(int(panel.board.cand.sum()))
    assert totals == sorted(totals, reverse=True) and totals[-1] < totals[0]
    qtbot.mouseClick(panel.back_button, L)
    assert int(panel.board.cand.sum()) == totals[-2]
    last_boundary = max(i for i, s in enumerate(panel.steps) if s.rule == "boundary")
    panel.seek(last_boundary + 1)
    assert panel.board.walls.any()
    if panel.at_end():  # the last step: the grid shows the solution, with its walls
        assert doc.view_state().walls.any()
    else:
        assert doc.view_state().highlight_walls
    assert "wall" in panel.rule_label.text()


def test_the_ilp_solution_shows_its_spanning_tree_and_model_size(window, qtbot):
    doc = window.open_file(SMALL)
    panel = solve(qtbot, doc, "ilp")
    arrows = doc.view_state().arrows
    roots = {cell for dot in doc.puzzle().dots for cell in dot.cells()}
    assert len(arrows) == 49 - len(roots)
    assert "variables" in panel.info_label.text() and "spanning tree" in panel.info_label.text()


def test_the_registry_offers_every_galaxies_format():
    ui = load_genres()["galaxies"]
    assert ui.formats[0] == ("json", ".json")
    assert {name for name, _ in ui.formats} == set(formats.FORMATS)


def test_save_keeps_the_solution_and_reopens(window, tmp_path):
    doc = window.new("galaxies", 4, 2)
    doc.push(__import__("studio.galaxies.moves", fromlist=["DotsMove"]).DotsMove(
        "dots", [(2, 2), (2, 6)], [None, None], ["black", "white"]))
    assert window.save_to(doc, tmp_path / "two.json")
    again = formats.read_file(tmp_path / "two.json")
    assert again == doc.puzzle() and again.dots[0].colour == "black"


def test_images_with_and_without_the_solution(window, tmp_path):
    doc = window.open_file(GALAXIES / "diamond-11x11.json")
    export.export_image(doc, tmp_path / "puzzle.png")
    export.export_image(doc, tmp_path / "solution.png", with_solution=True)
    export.export_image(doc, tmp_path / "a.svg", with_solution=True)
    export.export_image(doc, tmp_path / "a.pdf")
    plain, solved = QImage(str(tmp_path / "puzzle.png")), QImage(str(tmp_path / "solution.png"))
    assert plain.size() == solved.size() and plain.width() > 300

    def dark(image):
        return sum(image.pixelColor(x, y).lightness() < 128
                   for x in range(0, image.width(), 3) for y in range(0, image.height(), 3))
    assert dark(solved) > dark(plain) * 2  # the black regions and the walls appear
    assert "<svg" in (tmp_path / "a.svg").read_text()
    assert (tmp_path / "a.pdf").read_bytes().startswith(b"%PDF")


def test_print_onto_a_pdf_printer_with_the_solution(window, tmp_path):
    from PySide6.QtPrintSupport import QPrinter

    doc = window.open_file(SMALL)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "print.pdf"))
    export.print_document(doc, printer, with_solution=True)
    assert (tmp_path / "print.pdf").read_bytes().startswith(b"%PDF")


def test_zoom_fit_and_dark_theme(window, qtbot):
    doc = window.open_file(SMALL)
    before = doc.grid.width()
    window.zoom_in_action.trigger()
    assert doc.grid.width() > before
    window.fit_action.trigger()
    window.set_dark(True)
    assert doc.grid_colours().background != "#ffffff" and doc.grab().width() > 100
    window.set_dark(False)


def test_a_new_run_does_not_keep_the_last_runs_step_text(window, qtbot):
    doc = window.open_file(SMALL)
    panel = solve(qtbot, doc, "propagate")
    panel.seek(3)
    assert panel.rule_label.text() == doc.solve_panel.teacher.explain(panel.steps[2], doc.puzzle())
    solve(qtbot, doc, "ilp")  # no steps: the words of propagate's step 3 must go
    assert panel.rule_label.text() == panel.teacher.intro()


def test_import_and_export_through_the_file_dialogs(window, tmp_path, monkeypatch):
    """The window's own Import / Export with the galaxies filters chosen in the dialog."""
    from PySide6.QtWidgets import QFileDialog

    from studio.main_window import genre_name

    ui = load_genres()["galaxies"]
    doc = window.open_file(GALAXIES / "generated-10x10.json")
    target = tmp_path / "ten.url"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(target), f"{genre_name(ui)} puzzlink (*.url)"))
    window.export_file()
    assert target.read_text().startswith("https://puzz.link/p?tentaisho/10/10/")
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: (str(target), f"{genre_name(ui)} puzzlink (*.url)"))
    window.close_tab(window.tabs.indexOf(doc))
    window.import_file()
    again = window.current()
    assert again.genre == "galaxies" and again.puzzle() == formats.read_file(GALAXIES / "generated-10x10.json")
    assert again.path is None  # not the native format: Save asks where to write the JSON


def test_a_run_played_in_the_worker_shows_the_same_boards_as_played_here(window, qtbot, monkeypatch):
    """The galaxies worker sends its board now and then; the panel jumps to it. Every position
    shows what playing the steps from the start gives, and the kept steps hold no board."""
    from studio import solve_panel
    from studio.galaxies import teacher

    # a board sent after every step, and a checkpoint every two (a small puzzle runs in ms)
    monkeypatch.setattr(teacher, "SNAPSHOT_SECONDS", 0.0)
    monkeypatch.setattr(teacher, "CHECKPOINT", 2)
    monkeypatch.setattr(solve_panel, "CHECKPOINT", 2)
    doc = window.open_file(SMALL)
    doc.tabs.setCurrentIndex(1)
    panel = doc.solve_panel
    panel.method_box.setCurrentIndex(list(panel.teacher.methods).index("propagate"))
    panel.solve()
    qtbot.waitUntil(lambda: panel.done is not None, timeout=30_000)
    assert all(getattr(step, "board_after", None) is None for step in panel.steps)
    sent = [p for p in panel._checkpoints if p > 0] + [panel._newest[0]]
    assert any(p > 0 for p in sent)  # the worker did send boards
    for position in sorted(set(sent)) + [len(panel.steps)]:
        panel.seek(0)
        panel.seek(position)  # jumps to the worker's board where it has one
        jumped = panel.board.cand.copy()
        fresh = panel.teacher.start_board(doc.puzzle())
        for step in panel.steps[:position]:
            panel.teacher.apply(fresh, step)
        assert np.array_equal(jumped, fresh.cand) and np.array_equal(panel.board.walls, fresh.walls)


def test_the_step_words_are_never_cut_off(window, qtbot):
    """The rule box keeps four lines' height (the plot below stays put); the galaxies intro ran
    to five in a narrow panel and its last line was cut off. Now what is longer scrolls, and
    four lines fit whole."""
    doc = window.open_file(SMALL)
    doc.tabs.setCurrentIndex(1)
    panel = doc.solve_panel
    area, label = panel.rule_area, panel.rule_label
    qtbot.waitUntil(lambda: label.isVisible())
    height = area.height()
    for width in (1300, 900):  # a wide window, then a narrow one where the words need more lines
        window.resize(width, 800)
        qtbot.waitUntil(lambda width=width: window.width() <= width)
        assert area.height() == height
        assert label.height() >= label.heightForWidth(label.width())  # wrapped whole, not clipped
        scroll = area.verticalScrollBar()
        scroll.setValue(scroll.maximum())  # the last line can be brought into view
        assert label.mapTo(area.viewport(), label.rect().bottomLeft()).y() <= area.viewport().height()
    panel.method_box.setCurrentIndex(list(METHODS).index("propagate"))
    qtbot.mouseClick(panel.solve_button, L)
    qtbot.waitUntil(lambda: panel.done is not None, timeout=60_000)
    panel.seek(1)
    assert label.height() >= label.heightForWidth(label.width()) and area.height() == height
