import os
from pathlib import Path

# GUI tests run without a screen (CI, developers' terminals alike).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SHARED_DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
