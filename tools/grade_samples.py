"""Grade every sample and write puzzles/grades.json (run after adding or changing a sample):

    python tools/grade_samples.py
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from solvers.samples import GRADES_FILE, SAMPLES, grade_all

grades = grade_all()
(SAMPLES / GRADES_FILE).write_text(json.dumps(grades, indent=2, sort_keys=True) + "\n", encoding="utf-8")
print(f"{len(grades)} samples graded into {SAMPLES / GRADES_FILE}")
