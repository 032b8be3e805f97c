"""Every word on a mode panel is whole at the panel's least width (the splitter can be dragged
down to it): a form label cut to "Difficul" by a level box sized to its longest sentence, or
"eveal soluti" in a row of four buttons, is what a user saw (issue 38)."""

import pytest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QSplitter

from solvers.genres import GENRES

BUTTON_PADDING = 8  # pixels a push button keeps around its text in any style


def cut_texts(page):
    """The visible one-line labels and buttons of ``page`` whose text is wider than they are."""
    cut = []
    for widget in page.findChildren(QLabel) + page.findChildren(QAbstractButton):
        text = widget.text().replace("&", "")
        if not widget.isVisible() or not text or (isinstance(widget, QLabel) and widget.wordWrap()):
            continue
        if isinstance(widget, QLabel) and widget.textFormat() != widget.textFormat().PlainText and "<" in text:
            continue  # rich text: measured by its document, not here
        needed = widget.fontMetrics().horizontalAdvance(text)
        if isinstance(widget, QAbstractButton):
            needed += BUTTON_PADDING + (widget.iconSize().width() if not widget.icon().isNull() else 0)
        if widget.width() < needed:
            cut.append((type(widget).__name__, text, widget.width(), needed))
    return cut


@pytest.mark.parametrize("name", list(GENRES))
def test_no_text_is_cut_on_any_panel_at_its_least_width(window, qtbot, name):
    window.resize(700, 800)
    document = window.new(name, 15, 15)
    splitter = document.findChild(QSplitter)
    splitter.setSizes([10_000, 1])  # the panels as narrow as the splitter lets them be
    qtbot.waitUntil(lambda: document.tabs.width() == document.tabs.minimumWidth())
    for mode in range(document.tabs.count()):
        document.tabs.setCurrentIndex(mode)
        page = document.tabs.currentWidget()
        qtbot.waitUntil(page.isVisible)
        assert cut_texts(page) == [], document.tabs.tabText(mode)


def test_the_check_finds_a_cut_label(qtbot):
    """Guard against a check that cannot fail: a label narrower than its text is found, and a
    combo box made shrinkable still lists its items whole in its popup."""
    from PySide6.QtWidgets import QWidget

    from studio.edit_form import shrinkable

    page = QWidget()
    qtbot.addWidget(page)
    label = QLabel("Difficulty", page)
    page.show()
    label.resize(20, label.height())
    assert [text for _, text, _, _ in cut_texts(page)] == ["Difficulty"]
    combo = QComboBox(page)
    combo.addItems(["Expert: needs probing, depth 2"])
    shrinkable(combo)
    assert combo.minimumSizeHint().width() < combo.fontMetrics().horizontalAdvance(combo.itemText(0))
    assert combo.view().minimumWidth() >= combo.view().sizeHintForColumn(0)
