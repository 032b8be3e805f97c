"""Japanese UI (the compiled translation ships inside the package; the Language menu switches)
and the app icon, another packaged resource."""

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from solvers.genres import GENRES
from studio import i18n
from studio import settings as prefs

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


@pytest.fixture
def english_afterwards():
    yield
    i18n.set_language("en")  # translators are global to the application: leave English behind


def menu_texts(window) -> list[str]:
    texts = []
    for action in window.menuBar().actions():
        texts.append(action.text())
        texts += [a.text() for a in action.menu().actions()]
    return texts


def ts_messages(ts: Path, finished_only: bool = False) -> set[tuple[str, str]]:
    """(context, source) of each message of a Qt .ts file (only the translated ones, if asked)."""
    import xml.etree.ElementTree as ET

    found = set()
    for context in ET.parse(ts).getroot().iter("context"):
        for message in context.iter("message"):
            if finished_only and message.find("translation").get("type") is not None:
                continue
            found.add((context.find("name").text, message.find("source").text))
    return found


def test_the_japanese_translation_is_package_data():
    assert (i18n.I18N / "studio_ja.qm").is_file()
    assert i18n.I18N.is_relative_to(i18n.RESOURCES) and "ja" in i18n.available()


def test_switching_to_japanese_translates_the_menus_and_is_remembered(window, qtbot, english_afterwards):
    assert not any(JAPANESE.search(t) for t in menu_texts(window))
    window.language_actions["ja"].trigger()
    texts = menu_texts(window)
    assert "ファイル(&F)" in texts and "編集(&E)" in texts
    assert sum(bool(JAPANESE.search(t)) for t in texts) > 20
    assert prefs.settings().value("language") == "ja"
    assert window.language_actions["ja"].isChecked()
    doc = window.new("nonogram", 5, 5)  # new documents come up in Japanese too
    assert doc.tabs.tabText(0) == "作成" and window.mode_label.text() == "作成"
    window.language_actions["en"].trigger()
    assert "&File" in menu_texts(window) and prefs.settings().value("language") == "en"


def test_menu_shortcuts_still_work_after_a_switch(window, qtbot, english_afterwards):
    from PySide6.QtCore import Qt

    from .conftest import activate

    window.language_actions["ja"].trigger()
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)  # nothing open: disabled
    window.new("nonogram", 4, 4)
    assert window.check_action.isEnabled() and window.check_action.text() == "パズルを検査(&K)"
    assert len([a for a in window.actions() if a.shortcut().toString() == "Ctrl+Q"]) == 1


def test_the_system_locale_is_the_default(window):
    assert window.language_actions[""].isChecked()
    # nothing chosen: the system's language is in effect, English where it has no translation
    system = QLocale.system().name().split("_")[0]
    assert i18n.set_language("") == (system if system in i18n.available() else "en")


def test_the_window_has_the_app_icon(window):
    from studio.main_window import app_icon

    assert (i18n.RESOURCES / "icons" / "puzzle-studio.svg").is_file()
    assert not app_icon().isNull() and not window.windowIcon().isNull()
    image = window.windowIcon().pixmap(32, 32).toImage()
    assert image.width() == 32 and image.pixelColor(16, 16).alpha() == 255


def test_every_solver_method_is_described_in_japanese(window, english_afterwards):
    """The engine's descriptions (solvers never import Qt) are marked in each genre's declaration
    for the translation tools: studio/engine_texts.py has every genre's METHODS table, and each
    one must have its Japanese."""
    from solvers.genres import GENRES
    from studio.engine_texts import descriptions, method_description

    engine = {d for genre in GENRES.values() for _, d in genre.module.METHODS.values()}
    assert engine == set(descriptions())
    window.language_actions["ja"].trigger()
    assert all(JAPANESE.search(method_description(d)) for d in descriptions())
    doc = window.new("numberlink", 5, 5)
    panel = doc.solve_panel
    panel.method_box.setCurrentIndex(panel.method_box.findData("sat"))
    assert panel.description.text().startswith("厳密な SAT 解法")


def test_open_documents_follow_a_language_change_with_their_game(window, qtbot, english_afterwards):
    from PySide6.QtCore import Qt

    doc = window.new("nonogram", 4, 4)
    rect = doc.grid.layout_().cell_rect(0, 0)
    qtbot.mouseClick(doc.grid, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())
    doc.tabs.setCurrentIndex(2)
    picture, count = doc.picture.copy(), doc.undo_stack.count()
    window.language_actions["ja"].trigger()
    again = window.current()
    assert again is not doc and again.genre == "nonogram"
    assert JAPANESE.search(again.tabs.tabText(0)) and JAPANESE.search(again.author.check_button.text())
    assert again.author.form.labelForField(again.author.title_edit).text() == "タイトル"
    assert (again.picture == picture).all() and again.undo_stack.count() == count and again.mode() == 2
    assert window.isWindowModified()  # still unsaved
    again.undo_stack.undo()
    assert again.picture.sum() == 0 and not window.isWindowModified()


def test_every_sample_title_is_marked_for_translation_and_translated(window, english_afterwards):
    from solvers.genres import GENRES
    from solvers.samples import samples
    from studio import sample_names

    titles = {GENRES[s.genre].module.formats.read_file(s.path).title for s in samples()}
    assert titles <= set(sample_names.titles()), "mark new sample titles in their genre's SAMPLE_TITLES"
    window.language_actions["ja"].trigger()
    assert all(JAPANESE.search(sample_names.title(t)) for t in titles)
    heart = next(b for b in window.start_page.sample_buttons if "ハート" in b.text())
    assert heart.text().endswith("10×10")


def test_a_language_change_keeps_the_solve_run_and_the_clock(window, qtbot, english_afterwards, tmp_path):
    """Switching to Japanese wiped every open document's Solve run (result, plot, method) and
    set a solved puzzle's clock back to 0:00 (issue #27)."""
    from PySide6.QtCore import Qt

    from solvers.samples import SAMPLES

    path = tmp_path / "heart.json"
    path.write_bytes((SAMPLES / "nonogram" / "heart.json").read_bytes())
    doc = window.open_file(path)
    doc.tabs.setCurrentIndex(1)
    panel = doc.solve_panel
    panel.method_box.setCurrentIndex(panel.method_box.findData("line"))
    qtbot.mouseClick(panel.solve_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.done is not None, timeout=30_000)
    steps, position = len(panel.steps), panel.position
    assert steps > 0
    doc.clock.restore(45.0)  # as a game reopened at 0:45
    window.language_actions["ja"].trigger()
    again = window.current()
    assert again is not doc
    kept = again.solve_panel
    assert kept.method() == "line" and kept.done is not None and len(kept.steps) == steps
    assert kept.position == position and kept.scrubber.maximum() == steps
    assert kept.plot.isVisibleTo(kept) and len(kept.curve_a.getData()[0]) == steps + 1
    assert again.clock.text() == "0:45"


@pytest.mark.parametrize("name", ["nonogram-revealed.json", "galaxies-solved.json", "numberlink-solved.json"])
def test_the_finish_of_a_reopened_game_is_said_in_japanese(window, english_afterwards, name):
    """The finish is said by the players' shared base (studio.player_base); its words keep the
    translations made when the document said them."""
    from pathlib import Path

    window.language_actions["ja"].trigger()
    saved = Path(__file__).resolve().parents[1] / "data" / "saved_games" / name
    doc = window.open_file(saved)
    text = doc.player.finish_label().text()
    assert doc.finished() and JAPANESE.search(text)
    assert not any(words in text for words in ("Solved", "Solution revealed", "without hints"))


@pytest.mark.parametrize("fonts", [[], ["Noto Sans CJK JP"]])
def test_japanese_without_a_japanese_font_says_so_in_english(window, english_afterwards, monkeypatch, fonts):
    """Issue 38: Japanese showed empty boxes until a CJK font was installed, and nothing said so."""
    from PySide6.QtGui import QFontDatabase

    monkeypatch.setattr(QFontDatabase, "families", lambda *a: list(fonts))
    assert window.font_warning.isHidden()
    window.language_actions["ja"].trigger()
    assert window.font_warning.isHidden() == bool(fonts)
    if not fonts:
        text = window.font_warning.text()
        assert "No font with Japanese glyphs" in text and not JAPANESE.search(text)
    window.language_actions["en"].trigger()
    assert window.font_warning.isHidden()


def test_the_engines_hint_words_follow_the_studio_language_and_stay_english_without_it(window, english_afterwards):
    """Hints and step words live in the engine (solvers.words.translate, issue 40): the studio
    installs Qt's translations there, so they follow the Language menu; the engine alone (the
    command line) says them in English."""
    import numpy as np

    from solvers import words
    from solvers.nonogram.hint import mistake_text
    from solvers.nonogram.model import FILLED

    board = np.full((3, 3), FILLED)
    window.language_actions["ja"].trigger()
    said = mistake_text([(0, 1), (2, 2)], board)
    assert JAPANESE.search(said) and "2" in said and "1" in said
    window.language_actions["en"].trigger()
    assert mistake_text([(0, 1), (2, 2)], board) == "Row 1, column 2 cannot be black (and 1 more wrong cell, marked)"
    installed = words._installed[0]
    try:
        words.use_translator(None)
        window.language_actions["ja"].trigger()
        assert not JAPANESE.search(mistake_text([(0, 1)], board))
    finally:
        words.use_translator(installed)


def test_lupdate_still_finds_every_translated_string(tmp_path):
    """Every finished message of the Japanese .ts, context and all, is still found by
    pyside6-lupdate in today's sources, as tools/update_translations.py reads them. Issue 40:
    words moved into the window's mixins through a wrapper (``_tr(text)``), or a plural whose
    count is a call (``translate(ctx, text, "", len(x))``), were invisible to lupdate: the
    studio still asked for them, and the next refresh dropped their Japanese."""
    import runpy
    import subprocess

    tool = runpy.run_path(str(Path(__file__).resolve().parents[2] / "tools" / "update_translations.py"))
    lupdate = tool["tool"]("pyside6-lupdate")
    if not Path(lupdate).exists():
        pytest.skip("pyside6-lupdate is not installed")

    now = tmp_path / "now.ts"
    subprocess.run([lupdate, *tool["sources"](), "-ts", str(now)], cwd=tool["ROOT"], check=True, capture_output=True)
    translated = ts_messages(tool["I18N"] / "studio_ja.ts", finished_only=True)
    assert translated, "no finished Japanese message read"
    found = ts_messages(now)
    lost = sorted(translated - found)
    assert not lost, f"lupdate no longer finds these translated strings: {lost}"
    counted = {(context, source) for context, source in found if "%n" in source}
    missing = sorted(counted - ts_messages(tool["I18N"] / "studio_en.ts", finished_only=True))
    assert not missing, f"English has no plural forms for these (run tools/update_translations.py): {missing}"


@pytest.mark.parametrize("genre", list(GENRES))
def test_every_generate_box_is_titled_in_japanese(window, qtbot, english_afterwards, genre):
    """Issue 38: the nonogram and galaxies boxes took their title through the author panel's
    tr(), a context lupdate never files the word under, so it stayed English."""
    from PySide6.QtWidgets import QGroupBox

    from .conftest import activate

    activate(qtbot, window)
    window.language_actions["ja"].trigger()
    doc = window.new(genre, 6, 6)
    titles = [box.title() for box in doc.findChildren(QGroupBox) if type(box).__name__ == "GenerateBox"]
    assert titles == ["生成"]


def test_english_counts_say_one_cell_and_two_cells(window, english_afterwards):
    """The source text says "%n cell(s)"; English shows "1 cell" and "2 cells" (studio_en.qm,
    made by tools/update_translations.py), for every message with a count."""
    from PySide6.QtCore import QCoreApplication

    plurals = ts_messages(i18n.I18N / "studio_en.ts")
    sources = {source for _, source in plurals}
    assert "Paint %n cell(s)" in sources and " with %n hint(s)." in sources
    assert all("%n" in source for source in sources)
    assert i18n.set_language("en") == "en" and i18n.available().count("en") == 1
    for context, source in plurals:
        one = QCoreApplication.translate(context, source, "", 1)
        many = QCoreApplication.translate(context, source, "", 2)
        assert "(s)" not in one and "(s)" not in many and "1" in one and "2" in many, (context, source)
    assert QCoreApplication.translate("AuthorPanel", "Paint %n cell(s)", "", 1) == "Paint 1 cell"
    assert QCoreApplication.translate("AuthorPanel", "Paint %n cell(s)", "", 3) == "Paint 3 cells"


def test_a_language_without_a_translation_still_has_english_plurals(window, english_afterwards):
    from PySide6.QtCore import QCoreApplication

    assert i18n.set_language("de") == "en"
    assert QCoreApplication.translate("AuthorPanel", "Paint %n cell(s)", "", 1) == "Paint 1 cell"


def test_the_status_bar_counts_one_generated_puzzle_in_english(window, qtbot, english_afterwards):
    from PySide6.QtCore import Qt

    i18n.set_language("en")
    doc = window.new("numberlink", 5, 5)
    box = doc.author.generation
    box.count_box.setValue(1)
    box.seed_box.setValue(2)
    qtbot.mouseClick(box.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: box.run is None, timeout=60_000)
    assert window.statusBar().currentMessage() == "Generated 1 puzzle."
