"""Starting the studio: when Qt's xcb platform plugin lacks a system library, one line on stderr
names it and the command that installs it, and the exit code is 2 (Qt itself would blame
libxcb-cursor0 and dump core). ``--quit-after`` runs the real window and leaves on its own."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from studio import app

SAMPLE = Path(__file__).resolve().parents[2] / "puzzles" / "galaxies" / "generated-7x7.json"

# ldd on PySide6 6.x's libqxcb.so on a Debian 12 without libxcb-icccm4 and libxcb-keysyms1
# (trimmed): a missing library appears once per library that needs it.
LDD_MISSING = """\
\tlinux-vdso.so.1 (0x00007f595892d000)
\tlibQt6XcbQpa.so.6 => /venv/PySide6/Qt/plugins/platforms/../../lib/libQt6XcbQpa.so.6 (0x00007f595885f000)
\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x00007f5958775000)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-util.so.1 => /lib/x86_64-linux-gnu/libxcb-util.so.1 (0x00007f595876d000)
\tlibxcb-keysyms.so.1 => not found
\tlibxkbcommon-x11.so.0 => not found
\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f5956a1e000)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\t/lib64/ld-linux-x86-64.so.2 (0x00007f595892f000)
"""
LDD_COMPLETE = "\n".join(line for line in LDD_MISSING.splitlines() if "not found" not in line)


def test_the_libraries_ldd_cannot_find_each_once():
    assert app.missing_libraries(LDD_MISSING) == [
        "libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxkbcommon-x11.so.0"]
    assert app.missing_libraries(LDD_COMPLETE) == []
    assert app.xcb_problem(LDD_COMPLETE) is None


def test_debian_package_names_follow_the_naming_rule():
    assert [app.debian_package(name) for name in (
        "libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxkbcommon-x11.so.0", "libX11-xcb.so.1",
        "libEGL.so.1", "libxcb-render-util.so.0", "libglib-2.0.so.0")] == [
        "libxcb-icccm4", "libxcb-keysyms1", "libxkbcommon-x11-0", "libx11-xcb1",
        "libegl1", "libxcb-render-util0", "libglib2.0-0"]


def test_the_message_is_one_line_naming_libraries_and_packages():
    message = app.xcb_problem(LDD_MISSING)
    assert "\n" not in message and message.startswith("puzzle-studio: ")
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1, libxkbcommon-x11.so.0" in message
    assert message.endswith("apt-get install libxcb-icccm4 libxcb-keysyms1 libxkbcommon-x11-0)")


def test_only_an_x11_start_on_linux_loads_the_xcb_plugin():
    assert app.uses_xcb({"DISPLAY": ":0"}, "linux")
    assert app.uses_xcb({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"}, "linux")
    assert not app.uses_xcb({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert not app.uses_xcb({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not app.uses_xcb({}, "linux")
    assert not app.uses_xcb({"DISPLAY": ":0"}, "darwin")


def test_without_a_display_the_start_is_one_line_and_exit_2(tmp_path):
    """Issue 38: Qt itself tried X11, blamed libxcb-cursor0 and dumped core."""
    done = studio(env_extra={}, tmp_path=tmp_path)
    assert done.returncode == app.EXIT_MISSING_LIBRARIES
    assert done.stderr.splitlines() == [app.display_problem({}, "linux")]
    assert app.display_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    assert app.display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert app.display_problem({}, "darwin") is None


def studio(*args, env_extra: dict, tmp_path: Path) -> subprocess.CompletedProcess:
    env = {key: value for key, value in os.environ.items()
           if key not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    env.update(XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               PYTHONPATH=os.pathsep.join(sys.path), **env_extra)
    return subprocess.run([sys.executable, "-m", "studio.app", *map(str, args)],
                          capture_output=True, text=True, env=env)


def test_a_missing_library_stops_the_start_with_one_line_and_exit_2(tmp_path):
    """A fake ldd first on the PATH reports the plugin's libraries missing: the machine's
    own libraries stay as they are."""
    fake = tmp_path / "bin" / "ldd"
    fake.parent.mkdir()
    fake.write_text("#!/bin/sh\ncat <<'EOF'\n" + LDD_MISSING + "EOF\n")
    fake.chmod(0o755)
    done = studio(env_extra={"DISPLAY": ":99", "PATH": f"{fake.parent}{os.pathsep}{os.environ['PATH']}"},
                  tmp_path=tmp_path)
    assert done.returncode == app.EXIT_MISSING_LIBRARIES
    assert done.stderr.splitlines() == [app.xcb_problem(LDD_MISSING)]


def test_quit_after_opens_the_window_and_leaves_with_exit_0(tmp_path):
    done = studio("--quit-after", "0.5", SAMPLE, env_extra={"QT_QPA_PLATFORM": "offscreen"},
                  tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr


def test_a_bad_quit_after_is_one_error_line_and_exit_2(tmp_path):
    done = studio("--quit-after", "nan", env_extra={"QT_QPA_PLATFORM": "offscreen"}, tmp_path=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.splitlines()[-1].startswith("puzzle-studio: error: argument --quit-after")
