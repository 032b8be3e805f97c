"""Save, Export and Export Image write through the one writer (solvers/textfiles.py, issue
37): onto a symbolic link they write the link's target and the link stays a link (a puzzle
file linked into a synced folder keeps being saved there); an existing file keeps its mode."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from solvers.nonogram import formats

from .test_action_errors import EXPORT, EXPORT_IMAGE, SAVE_AS, SaveDialog, press

SAMPLE = Path(__file__).resolve().parents[2] / "puzzles" / "nonogram" / "heart.json"


def linked(tmp_path: Path, name: str, content: bytes = b"placeholder") -> tuple[Path, Path]:
    """(link in the working folder, its target in a "synced" folder)."""
    target = tmp_path / "synced" / name
    target.parent.mkdir(exist_ok=True)
    target.write_bytes(content)
    link = tmp_path / name
    link.symlink_to(target)
    return link, target


def leftovers(*folders: Path) -> list[str]:
    return [p.name for folder in folders for p in folder.iterdir() if p.name.endswith(".tmp")]


def test_save_as_onto_a_link_writes_its_target_and_keeps_the_link(window, qtbot, tmp_path, monkeypatch):
    window.new("nonogram", 5, 5)
    link, target = linked(tmp_path, "mine.json")
    SaveDialog(monkeypatch, (str(link), ""))
    press(qtbot, window, SAVE_AS)
    assert link.is_symlink() and link.resolve() == target.resolve()
    puzzle = formats.read_file(target)
    assert (puzzle.width, puzzle.height) == (5, 5)
    assert leftovers(tmp_path, target.parent) == []


def test_saving_a_file_opened_through_a_link_rewrites_the_target_with_its_mode(window, qtbot, tmp_path):
    one_line = json.dumps(json.loads(SAMPLE.read_text())).encode()  # the same puzzle, laid out otherwise
    link, target = linked(tmp_path, "heart.json", one_line)
    target.chmod(0o640)
    doc = window.open_file(link)
    assert window.save(doc)
    assert link.is_symlink()
    assert target.read_bytes() != one_line and formats.read_file(target) == formats.read_file(SAMPLE)
    assert target.stat().st_mode & 0o777 == 0o640


def test_export_and_export_image_onto_links_write_their_targets(window, qtbot, tmp_path, monkeypatch):
    window.open_file(shutil.copy(SAMPLE, tmp_path / "heart.json"))
    exported, exported_target = linked(tmp_path, "heart.non")
    SaveDialog(monkeypatch, (str(exported), "Nonogram non (*.non)"))
    press(qtbot, window, EXPORT)
    image, image_target = linked(tmp_path, "heart.png")
    SaveDialog(monkeypatch, (str(image), "PNG (*.png)"))
    press(qtbot, window, EXPORT_IMAGE)
    assert exported.is_symlink() and image.is_symlink()
    assert formats.read_file(exported_target) == formats.read_file(SAMPLE)
    assert image_target.read_bytes().startswith(b"\x89PNG")


def test_save_as_under_another_formats_name_is_refused(window, qtbot, tmp_path, monkeypatch, isolated_settings):
    """Issue 38: a file's extension always matches its content. Save writes the native JSON:
    typed as x.non it wrote JSON that no .non reader opens; now it says to use Export."""
    numberlink = window.open_file(SAMPLE.parents[1] / "numberlink" / "generated_6x6_1.json")
    for name in ("x.non", "x.sav"):  # a nonogram format; Tatham's saves exist for other genres only
        SaveDialog(monkeypatch, (str(tmp_path / name), ""))
        press(qtbot, window, SAVE_AS)
        assert not (tmp_path / name).exists() and numberlink.path is None
        assert isolated_settings[-1].startswith(f"{name}: Save writes the studio's own .json file")
    SaveDialog(monkeypatch, (str(tmp_path / "x"), ""))  # a bare name is the native file
    press(qtbot, window, SAVE_AS)
    assert json.loads((tmp_path / "x.json").read_text())["genre"] == "numberlink"
    window.open_file(SAMPLE)  # a nonogram's game goes to Tatham's .sav
    SaveDialog(monkeypatch, (str(tmp_path / "heart.sav"), ""))
    press(qtbot, window, SAVE_AS)
    assert (tmp_path / "heart.sav").read_text().startswith("SAVEFILE:41:Simon Tatham")
