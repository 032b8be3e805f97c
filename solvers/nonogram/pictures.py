"""Pictures for the generator to turn into nonograms: drawn, not noise, and different per seed.

Each style is ``draw(rng, height, width, density) -> picture`` (int8, 1 = filled):

- ``objects``: things a person names at a glance (a heart, a star, a house, a tree, a fish, a
  cup...), one large or a few smaller ones, some as outlines, turned and placed per seed;
- ``motif``: a symmetric ornament (mirrored left to right, four- or eightfold, or turned), as
  on a tile or a sprite: a random pattern made whole by its symmetry;
- ``random``: a texture as Simon Tatham's Pattern draws it (random cells, each averaged with
  its 3x3 neighbourhood, cut at the density): rich in clue numbers (3 or more a line at 20x20);
- ``field``: smooth shapes (a smoothed random field cut at the density).

``density`` is the share of filled cells for the textures; the drawings choose their own.
"""

from __future__ import annotations

import numpy as np

# -- helpers ---------------------------------------------------------------------------------


def smooth(field: np.ndarray, radius: int, passes: int = 2) -> np.ndarray:
    """Box blur of ``radius`` (0: unchanged), ``passes`` times: about a Gaussian blur."""
    if radius <= 0:
        return field
    n = 2 * radius + 1
    for _ in range(passes):
        padded = np.pad(field, radius, mode="reflect")
        sums = np.pad(padded.cumsum(0).cumsum(1), ((1, 0), (1, 0)))
        field = (sums[n:, n:] - sums[:-n, n:] - sums[n:, :-n] + sums[:-n, :-n]) / (n * n)
    return field


def cut(field: np.ndarray, density: float) -> np.ndarray:
    """Fill the ``density`` fraction of cells where the field is highest."""
    return (field > np.quantile(field, 1 - density)).astype(np.int8)


# -- textures --------------------------------------------------------------------------------


def random_picture(rng: np.random.Generator, height: int, width: int, density: float = 0.5) -> np.ndarray:
    """Tatham's Pattern texture: noise averaged over each cell's 3x3 neighbourhood, cut."""
    return cut(smooth(rng.random((height, width)), 1, 1), density)


def field_picture(rng: np.random.Generator, height: int, width: int, density: float = 0.5) -> np.ndarray:
    """Smooth shapes: a random field blurred over about a tenth of the grid, cut."""
    radius = max(1, min(height, width) // 10)
    return cut(smooth(rng.random((height, width)), radius), density)


# -- symmetric motifs -----------------------------------------------------------------------

SYMMETRIES = ("mirror", "fourfold", "eightfold", "turn")


def motif_picture(rng: np.random.Generator, height: int, width: int, density: float = 0.5) -> np.ndarray:
    """A random pattern made whole by a symmetry chosen per seed, with a margin of empty
    cells around it as a drawn sprite or tile has (sometimes a frame)."""
    symmetry = SYMMETRIES[int(rng.integers(len(SYMMETRIES)))]
    if symmetry in ("eightfold", "turn") and height != width:
        symmetry = "fourfold"
    # Features of 2-3 cells, wider on large grids (at 25x25 the finer ones were rarely
    # solved by the simple line rules, even after repair).
    field = smooth(rng.random((height, width)), 1 + min(height, width) // 22, 1)
    if symmetry == "mirror":
        field = field + field[:, ::-1]
    elif symmetry == "fourfold":
        field = field + field[:, ::-1]
        field = field + field[::-1, :]
    elif symmetry == "eightfold":
        field = field + field[:, ::-1]
        field = field + field[::-1, :]
        field = field + field.T
    else:  # turned four times a quarter
        field = field + np.rot90(field) + np.rot90(field, 2) + np.rot90(field, 3)
    # Round the pattern off toward its edge (a motif, not a wallpaper cut off by the grid), by
    # as much as the field varies: the symmetric sum varies less than the noise it sums.
    ys, xs = np.mgrid[0:height, 0:width]
    dy, dx = (ys - (height - 1) / 2) / (height / 2), (xs - (width - 1) / 2) / (width / 2)
    field = field - 1.5 * field.std() * np.maximum(np.abs(dy), np.abs(dx)) ** 3
    picture = cut(field, float(rng.uniform(0.35, 0.5)))
    if rng.random() < 0.3 and min(height, width) >= 10:
        picture[[0, -1], :] = 1
        picture[:, [0, -1]] = 1
    return picture


# -- objects ---------------------------------------------------------------------------------
# Each shape: (y, x) coordinates in about [-1, 1] (y down) -> mask.


def _disc(y: np.ndarray, x: np.ndarray) -> np.ndarray:
    return x * x + y * y <= 1


def _heart(y: np.ndarray, x: np.ndarray) -> np.ndarray:
    y = -y * 1.15 + 0.15
    x = x * 1.15
    return (x * x + y * y - 1) ** 3 - x * x * y ** 3 <= 0


def _star(y: np.ndarray, x: np.ndarray, points: int = 5) -> np.ndarray:
    angle = np.arctan2(x, -y)
    r = np.hypot(x, y)
    return r <= 0.42 + 0.58 * np.abs(np.cos(points * angle / 2)) ** 3


def _diamond(y: np.ndarray, x: np.ndarray) -> np.ndarray:
    return np.abs(x) * 1.3 + np.abs(y) <= 1


def _house(y: np.ndarray, x: np.ndarray) -> np.ndarray:
    body = (np.abs(x) <= 0.7) & (y >= -0.05) & (y <= 1)
    roof = (y < -0.05) & (y >= -1) & (np.abs(x) <= 0.95 * (y + 1) / 0.95)
    door = (np.abs(x - 0.25) <= 0.15) & (y >= 0.45)
    window = (np.abs(x + 0.3) <= 0.17) & (np.abs(y - 0.35) <= 0.17)
    return (body | roof) & ~door & ~window


def _tree(y: np.ndarray, x: np.ndarray) -> np.ndarray:
    crown = (y <= 0.45) & (np.abs(x) <= 0.9 * (y + 1) / 1.45)
    trunk = (np.abs(x) <= 0.17) & (y > 0.4)
    return crown | trunk


def _moon(y: np.ndarray, x: np.ndarray) -> np.ndarray:
    return _disc(y, x) & ~(((x - 0.45) ** 2 + (y + 0.15) ** 2) <= 0.75)


def _arrow(y: np.ndarray, x: np.ndarray) -> np.ndarray:
    shaft = (np.abs(y) <= 0.22) & (x >= -1) & (x <= 0.2)
    head = (x > 0.1) & (np.abs(y) <= (1 - x) * 0.95)
    return shaft | head


def _fish(y: np.ndarray, x: np.ndarray) -> np.ndarray:
    body = ((x + 0.15) / 0.75) ** 2 + (y / 0.55) ** 2 <= 1
    tail = (x >= 0.45) & (np.abs(y) <= (x - 0.45) * 1.3)
    eye = ((x + 0.45) ** 2 + (y + 0.12) ** 2) <= 0.016
    return (body | (tail & (x <= 1))) & ~eye


def _cup(y: np.ndarray, x: np.ndarray) -> np.ndarray:
    body = (np.abs(x + 0.2) <= 0.6) & (y >= -0.6) & (y <= 0.8)
    handle = (np.hypot(x - 0.45, y - 0.1) <= 0.42) & (np.hypot(x - 0.45, y - 0.1) >= 0.2) & (x > 0.35)
    saucer = (y > 0.8) & (y <= 1) & (np.abs(x + 0.2) <= 0.95)
    return body | handle | saucer


def _mushroom(y: np.ndarray, x: np.ndarray) -> np.ndarray:
    cap = (y <= 0) & (x * x + (y / 0.9) ** 2 <= 1)
    stem = (np.abs(x) <= 0.28) & (y > -0.05) & (y <= 1)
    spots = (np.hypot(x + 0.45, y + 0.4) <= 0.14) | (np.hypot(x - 0.3, y + 0.55) <= 0.14)
    return (cap | stem) & ~spots


def _flower(y: np.ndarray, x: np.ndarray) -> np.ndarray:
    angle = np.arctan2(y, x)
    r = np.hypot(x, y)
    return (r <= 0.55 + 0.45 * np.abs(np.cos(2.5 * angle))) & ~((r > 0.18) & (r <= 0.32))


def _drop(y: np.ndarray, x: np.ndarray) -> np.ndarray:
    r = np.hypot(x, y - 0.35)
    return (r <= 0.65) | ((y < 0.35) & (y >= -1) & (np.abs(x) <= 0.65 * (y + 1) / 1.35))


def _cross(y: np.ndarray, x: np.ndarray) -> np.ndarray:
    return ((np.abs(x) <= 0.3) & (np.abs(y) <= 1)) | ((np.abs(y + 0.2) <= 0.3) & (np.abs(x) <= 0.8))


def _smiley(y: np.ndarray, x: np.ndarray) -> np.ndarray:
    face = _disc(y, x)
    eyes = (np.hypot(np.abs(x) - 0.35, y + 0.3) <= 0.15)
    mouth = (np.hypot(x, y - 0.05) <= 0.62) & (np.hypot(x, y - 0.05) >= 0.45) & (y > 0.25)
    return face & ~eyes & ~mouth


def _bell(y: np.ndarray, x: np.ndarray) -> np.ndarray:
    body = (y >= -0.7) & (y <= 0.65) & (np.abs(x) <= 0.35 + 0.5 * (np.clip(y + 0.7, 0, None) / 1.35) ** 1.5)
    top = np.hypot(x, y + 0.7) <= 0.35
    clapper = np.hypot(x, y - 0.85) <= 0.17
    return body | top | clapper


def _key(y: np.ndarray, x: np.ndarray) -> np.ndarray:
    bow = (np.hypot(x + 0.6, y) <= 0.4) & (np.hypot(x + 0.6, y) >= 0.17)
    blade = (np.abs(y) <= 0.12) & (x >= -0.25) & (x <= 1)
    bits = (x >= 0.45) & (y > 0.1) & (y <= 0.45) & ((np.abs(x - 0.55) <= 0.1) | (np.abs(x - 0.85) <= 0.1))
    return bow | blade | bits


def _umbrella(y: np.ndarray, x: np.ndarray) -> np.ndarray:
    canopy = (y <= 0) & (x * x + (y / 0.75) ** 2 <= 1) & ~((y > -0.12) & (np.cos(x * 7.5) > 0.3))
    shaft = (np.abs(x) <= 0.09) & (y > -0.1) & (y <= 0.85)
    hook = (np.hypot(x + 0.2, y - 0.85) <= 0.29) & (np.hypot(x + 0.2, y - 0.85) >= 0.11) & (y > 0.85)
    return canopy | shaft | hook


SHAPES = {"heart": _heart, "star": _star, "diamond": _diamond, "house": _house, "tree": _tree,
          "moon": _moon, "arrow": _arrow, "fish": _fish, "cup": _cup, "mushroom": _mushroom,
          "flower": _flower, "drop": _drop, "cross": _cross, "smiley": _smiley, "bell": _bell,
          "key": _key, "umbrella": _umbrella, "disc": _disc}
# Shapes that stay themselves when turned (an upside-down house is no house).
TURNABLE = {"star", "diamond", "arrow", "fish", "moon", "key", "flower", "disc", "drop"}
THIN = {"key", "umbrella", "bell", "cup", "house"}  # need some size to be recognised
OUTLINED = {"heart", "star", "diamond", "disc", "moon", "drop", "fish"}  # read well as outlines


def _stamp(canvas: np.ndarray, name: str, cy: float, cx: float, radius: float, rng: np.random.Generator) -> None:
    """Draw shape ``name`` centred at (cy, cx), ``radius`` cells from centre to edge."""
    h, w = canvas.shape
    ys, xs = np.mgrid[0:h, 0:w]
    y, x = (ys - cy) / radius, (xs - cx) / radius
    if name in TURNABLE:
        angle = rng.uniform(0, 2 * np.pi)
        y, x = y * np.cos(angle) - x * np.sin(angle), y * np.sin(angle) + x * np.cos(angle)
    elif rng.random() < 0.5:
        x = -x  # mirrored
    mask = SHAPES[name](y, x)
    if name in OUTLINED and radius >= 4 and rng.random() < 0.35:
        inner = SHAPES[name](y * radius / (radius - 1.6), x * radius / (radius - 1.6))
        mask &= ~inner
    canvas[mask] = 1


def objects_picture(rng: np.random.Generator, height: int, width: int, density: float = 0.5) -> np.ndarray:
    """One object filling the grid, or a few smaller ones side by side (a scene)."""
    canvas = np.zeros((height, width), dtype=np.int8)
    names = sorted(SHAPES)
    side = min(height, width)
    # One object below 12 cells a side (smaller ones lose their shape), else one to three.
    count = 1 if side < 12 else int(rng.choice([1, 2, 3], p=[0.45, 0.35, 0.2]))
    if count == 1:
        radius = side / 2 * rng.uniform(0.8, 0.95)
        cy = height / 2 - 0.5 + rng.uniform(-1, 1) * (height / 2 - radius)
        cx = width / 2 - 0.5 + rng.uniform(-1, 1) * (width / 2 - radius)
        _stamp(canvas, names[int(rng.integers(len(names)))], cy, cx, radius, rng)
        return canvas
    # Two side by side, or three in three quarters of the grid, each jittered in its place.
    rows, cols = (2, 2) if count == 3 else (1, 2) if width >= height else (2, 1)
    slots = [(r, c) for r in range(rows) for c in range(cols)]
    for index in rng.permutation(len(slots))[:count]:
        r, c = slots[index]
        cell_h, cell_w = height / rows, width / cols
        radius = min(cell_h, cell_w) / 2 * rng.uniform(0.75, 0.95)
        cy = (r + 0.5) * cell_h - 0.5 + rng.uniform(-1, 1) * max(0.0, cell_h / 2 - radius)
        cx = (c + 0.5) * cell_w - 0.5 + rng.uniform(-1, 1) * max(0.0, cell_w / 2 - radius)
        fitting = [n for n in names if radius >= 6 or n not in THIN]
        _stamp(canvas, fitting[int(rng.integers(len(fitting)))], cy, cx, radius, rng)
    if rng.random() < 0.3:  # a ground line or a frame
        canvas[-1, :] = 1
    return canvas


DRAW = {"objects": objects_picture, "motif": motif_picture, "random": random_picture, "field": field_picture}
