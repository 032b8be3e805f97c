import os
from pathlib import Path

from hypothesis import HealthCheck, settings

# GUI tests run without a screen (CI, developers' terminals alike).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SHARED_DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"

# Hypothesis's two clocks: a 200 ms deadline per example and the too_slow health check on
# generating them. On a loaded machine (CI at load 15 on 2 cores) both fail tests by chance;
# what a property test asserts is its property. Tests that set their own settings keep these
# two unless they name them.
settings.register_profile("puzzle-studio", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("puzzle-studio")

