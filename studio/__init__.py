"""Puzzle Studio's desktop application (PySide6). Imports solvers; nothing imports studio."""
