"""Puzzle Studio's engine: models, formats, rules and solvers. Never imports Qt."""
