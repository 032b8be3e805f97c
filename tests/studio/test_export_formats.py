"""Export carries the genre of the document (issue 38): only its formats are offered, and a
file's extension always matches what is written into it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from solvers.genres import detect_genre
from studio.registry import load_genres

SAMPLES = Path(__file__).resolve().parents[2] / "puzzles"


def _sample(genre: str) -> Path:
    return sorted((SAMPLES / genre).glob("*.json"))[0]


@pytest.mark.parametrize("genre", list(load_genres()))
def test_export_offers_the_documents_formats_only(window, monkeypatch, tmp_path, genre):
    ui = load_genres()[genre]
    window.open_file(_sample(genre))
    offered = []

    def dialog(parent, caption, start, filters, selected="", *rest, **kw):
        offered.extend(filters.split(";;"))
        name = ui.formats[-1][0]
        return str(tmp_path / "out"), next(f for f in offered if f.rsplit(" (", 1)[0].endswith(f" {name}"))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    window.export_action.trigger()
    assert len(offered) == len(ui.formats)
    assert all(f.startswith(ui.display_name) for f in offered)
    written = tmp_path / ("out" + ui.formats[-1][1])  # a name typed bare gets the chosen format's extension
    assert written.is_file() and detect_genre(written).name == genre


def test_a_numberlink_puzzle_is_not_written_into_a_nonogram_file(window, tmp_path, isolated_settings):
    doc = window.open_file(_sample("numberlink"))
    assert not window.export_to(doc, tmp_path / "x.non")
    assert not (tmp_path / "x.non").exists()
    assert len(isolated_settings) == 1 and ".non is not a Numberlink format" in isolated_settings[0]


@pytest.mark.parametrize("genre", list(load_genres()))
def test_an_extension_of_the_genre_picks_its_format(window, tmp_path, genre):
    ui = load_genres()[genre]
    doc = window.open_file(_sample(genre))
    for name, ext in ui.formats:
        path = tmp_path / f"puzzle{ext}"
        assert window.export_to(doc, path, ui.formats[0][0]), name  # the filter said another format
        module = detect_genre(path).module
        assert module.formats.detect_format(path.read_text()) == name or ext == ".json"
