"""The theme: switching restyles the application; applying the theme it already has does not
touch a widget (each new window applies its theme, and restyling every widget alive cost
seconds per window)."""

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QPushButton

from studio import theme


class Restyles(QObject):
    """Counts the style and palette changes a widget is told of."""

    KINDS = (QEvent.Type.StyleChange, QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange)

    def __init__(self):
        super().__init__()
        self.count = 0

    def eventFilter(self, watched, event):
        if event.type() in self.KINDS:
            self.count += 1
        return False


def test_applying_the_same_theme_again_restyles_nothing(qtbot):
    button = QPushButton("x")
    qtbot.addWidget(button)
    button.show()
    theme.apply(False)
    restyles = Restyles()
    button.installEventFilter(restyles)
    app = QApplication.instance()
    light_window = app.palette().color(QPalette.ColorRole.Window)

    theme.apply(False)
    assert restyles.count == 0

    theme.apply(True)  # a change of theme still reaches every widget
    assert restyles.count > 0
    assert app.palette().color(QPalette.ColorRole.Window).name() == "#25262b"
    assert button.palette().color(QPalette.ColorRole.Window).name() == "#25262b"
    assert app.styleSheet() == theme.style_sheet(True)
    restyles.count = 0
    theme.apply(True)
    assert restyles.count == 0

    theme.apply(False)
    assert restyles.count > 0 and app.palette().color(QPalette.ColorRole.Window) == light_window
    assert app.styleSheet() == theme.style_sheet(False)


def test_a_style_sheet_changed_behind_the_themes_back_is_put_right(qtbot):
    theme.apply(False)
    app = QApplication.instance()
    app.setStyleSheet("")
    theme.apply(False)
    assert app.styleSheet() == theme.style_sheet(False) != ""
