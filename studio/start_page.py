"""The page the window shows when no puzzle is open: something to do at once (Tatham's collection
opens on a game). New puzzle of each genre with its size, Open, the recent files, and the sample
library as pictures of the puzzles (never their answers), grouped by genre and difficulty.

The page only asks: the window answers its signals (``new_requested``, ``open_requested``,
``file_requested``). Samples are listed by ``samples()``, which the window gives it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from solvers import scale
from solvers.errors import PuzzleFormatError
from solvers.genres import detect_genre

from . import sample_names
from .level_box import level_meaning, level_name

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtGui import QPixmap

    from .registry import GenreUI, Puzzle

THUMBNAIL = 112  # pixels: a 25x25 grid still shows its shape
COLUMNS = 6
# (path, modification time) -> (puzzle, preview): every window shows the same samples, and
# reading and painting them all takes a second.
_PREVIEWS: dict = {}


def sample_title(ui: GenreUI, path: str | Path) -> str:
    """A sample's title in the UI language (its file name when it cannot be read)."""
    try:
        puzzle, _ = sample_preview(ui, path)
    except (PuzzleFormatError, OSError, ValueError):
        return Path(path).stem.replace("-", " ")
    return sample_names.title(puzzle.title or Path(path).stem.replace("-", " ").replace("_", " "))


def sample_preview(ui: GenreUI, path: str | Path) -> tuple[Puzzle, QPixmap | None]:
    """(puzzle, pixmap or None) of a sample file; raises what its reader raises."""
    key = (str(path), Path(path).stat().st_mtime_ns)
    if key not in _PREVIEWS:
        puzzle = detect_genre(path).module.formats.read_file(path)
        _PREVIEWS[key] = (puzzle, ui.preview(puzzle, THUMBNAIL))
    return _PREVIEWS[key]


class SampleEntry(NamedTuple):
    grade: str  # a level of the one scale, or "" when the sample has none
    path: Path
    puzzle: Puzzle
    preview: QPixmap | None


def ordered_samples(genre: str, ui: GenreUI, samples: list) -> list[SampleEntry]:
    """A genre's samples as the start page and File > Open Sample list them: by grade (easy
    first, ungraded last), then by size (6x6 before 10x10), then by title. ``samples``:
    [(genre, path, grade or None)]; a damaged sample is left out, not a reason to fail."""
    entries = []
    for sample_genre, path, grade in samples:
        if sample_genre != genre:
            continue
        try:
            puzzle, preview = sample_preview(ui, path)
        except (PuzzleFormatError, OSError, ValueError):
            continue
        entries.append(SampleEntry(grade or "", Path(path), puzzle, preview))

    def order(entry: SampleEntry) -> tuple:
        level = scale.rank(entry.grade) if entry.grade in scale.LEVELS else len(scale.LEVELS)
        return level, entry.puzzle.width * entry.puzzle.height, sample_title(ui, entry.path)
    return sorted(entries, key=order)


class StartPage(QScrollArea):
    new_requested = Signal(str, int, int)  # genre, width, height
    open_requested = Signal()
    file_requested = Signal(str)  # a recent file or a sample

    def __init__(self, genres: dict[str, GenreUI], genre_name: Callable[[GenreUI], str],
                 samples: Callable[[], list], recent_files: Callable[[], list[str]], parent: QWidget | None = None) -> None:
        """``genres``: studio.registry's GenreUI by name; ``genre_name(ui)``: its display name;
        ``samples()``: [(genre, path, grade or None)]; ``recent_files()``: paths."""
        super().__init__(parent)
        self.setObjectName("StartPage")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.genres, self.genre_name = genres, genre_name
        self.samples, self.recent_files = samples, recent_files
        self.sample_buttons: list[QToolButton] = []
        self.rebuild()

    def rebuild(self) -> None:
        """Build (again: after a language change, or when the recent files changed)."""
        body = QWidget()
        box = QVBoxLayout(body)
        box.setContentsMargins(32, 24, 32, 24)
        title = QLabel(self.tr("Puzzle Studio"))
        title.setObjectName("startTitle")
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 2)
        font.setBold(True)
        title.setFont(font)
        box.addWidget(title)
        box.addWidget(QLabel(self.tr("Make pencil puzzles, prove they have one solution, solve them "
                                     "step by step, or just play.")))
        top = QHBoxLayout()
        top.addWidget(self._new_box())
        top.addWidget(self._files_box())
        top.addStretch(1)
        box.addLayout(top)
        self.sample_buttons = []
        for name, ui in self.genres.items():
            group = self._samples_box(name, ui)
            if group is not None:
                box.addWidget(group)
        box.addStretch(1)
        self.setWidget(body)

    # -- new, open, recent ---------------------------------------------------------------------
    def _new_box(self) -> QGroupBox:
        group = QGroupBox(self.tr("New puzzle"))
        grid = QGridLayout(group)
        self.new_buttons, self.new_sizes = {}, {}
        for row, (name, ui) in enumerate(self.genres.items()):
            width, height = ui.new_size
            width_box, height_box = QSpinBox(), QSpinBox()
            for spin, value, prefix in ((width_box, width, self.tr("W ")), (height_box, height, self.tr("H "))):
                spin.setMaximumWidth(90)
                spin.setRange(2, ui.max_size)
                spin.setValue(value)
                spin.setPrefix(prefix)
            button = QPushButton(self.genre_name(ui))
            button.setToolTip(self.tr("A new, empty puzzle to draw (Edit mode)"))
            button.clicked.connect(lambda _=False, g=name, w=width_box, h=height_box:
                                   self.new_requested.emit(g, w.value(), h.value()))
            self.new_buttons[name] = button
            self.new_sizes[name] = (width_box, height_box)
            grid.addWidget(button, row, 0)
            grid.addWidget(width_box, row, 1)
            grid.addWidget(height_box, row, 2)
        return group

    def _files_box(self) -> QGroupBox:
        group = QGroupBox(self.tr("Open"))
        box = QVBoxLayout(group)
        self.open_button = QPushButton(self.tr("Open a file…"))
        self.open_button.setToolTip(self.tr("Any puzzle file; the content says which genre and format"))
        self.open_button.clicked.connect(self.open_requested)
        box.addWidget(self.open_button)
        files = [f for f in self.recent_files() if Path(f).is_file()][:6]
        if files:
            box.addWidget(QLabel(self.tr("Recent files")))
        self.recent_buttons = []
        for path in files:
            button = QPushButton(Path(path).name)
            button.setFlat(True)
            button.setStyleSheet("text-align: left")
            button.setToolTip(path)
            button.clicked.connect(lambda _=False, p=path: self.file_requested.emit(p))
            self.recent_buttons.append(button)
            box.addWidget(button)
        box.addStretch(1)
        return group

    # -- samples ---------------------------------------------------------------------------------
    def _samples_box(self, genre: str, ui: GenreUI) -> QGroupBox | None:
        entries = ordered_samples(genre, ui, self.samples())
        if not entries:
            return None
        group = QGroupBox(self.tr("Samples: %1").replace("%1", self.genre_name(ui)))
        box = QVBoxLayout(group)
        for grade in dict.fromkeys(entry.grade for entry in entries):
            if grade:
                box.addWidget(QLabel(f"<b>{self.grade_name(grade)}</b>"))
            grid = QGridLayout()
            grid.setAlignment(Qt.AlignmentFlag.AlignLeft)
            row = [e for e in entries if e.grade == grade]
            for index, entry in enumerate(row):
                grid.addWidget(self._sample_button(entry.path, entry.puzzle, entry.preview), index // COLUMNS, index % COLUMNS)
            box.addLayout(grid)
        return group

    def grade_name(self, grade: str) -> str:
        """A level of the one scale (solvers.samples.describe) in the player's words."""
        return f"{level_name(grade)}: {level_meaning(grade).lower()}" if grade in scale.LEVELS else grade

    def _sample_button(self, path: str | Path, puzzle: Puzzle, preview: QPixmap | None) -> QToolButton:
        button = QToolButton()
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        if preview is not None:
            button.setIcon(QIcon(preview))
            button.setIconSize(QSize(THUMBNAIL, THUMBNAIL))
        name = sample_names.title(puzzle.title or Path(path).stem.replace("-", " ").replace("_", " "))
        width = THUMBNAIL + 40
        short = button.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, width - 8)
        button.setText(f"{short}\n{puzzle.width}×{puzzle.height}")
        button.setFixedWidth(width)
        button.setToolTip(self.tr("%1 — open to play").replace("%1", name))
        button.setAutoRaise(True)
        button.clicked.connect(lambda _=False, p=str(path): self.file_requested.emit(p))
        self.sample_buttons.append(button)
        return button
