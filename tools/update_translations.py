"""Refresh the studio's translations: pyside6-lupdate over studio/ and the engine's worded modules (keeps existing translations,
adds new strings as unfinished), then pyside6-lrelease into resources/i18n/*.qm.

English is the source text, but Qt's "%n cell(s)" needs a translation to say "1 cell" and
"2 cells": studio_en.ts holds the messages with a count alone (%n), their two forms made here
from the source ("(s)" dropped, or "s"). lupdate marks a plural message only for self.tr();
a count through QCoreApplication.translate is marked here.

    python tools/update_translations.py           # update .ts and compile .qm
    python tools/update_translations.py --fill F  # also fill translations from a {source: text} dict in F

Translate new strings in the .ts (Qt Linguist, or --fill), then run it again to compile.
"""

from __future__ import annotations

import argparse
import runpy
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # this checkout's engine, not another one installed
from solvers.words import plural_forms  # noqa: E402  (the engine's English says plurals so too)

I18N = ROOT / "resources" / "i18n"
LANGUAGES = {"ja": "ja_JP", "en": "en_US"}


def tool(name: str) -> str:
    local = Path(sys.executable).parent / name
    return str(local) if local.exists() else (shutil.which(name) or name)


def fill(ts: Path, table: dict) -> int:
    """Set the translation of every message whose source is in table; return how many are missing."""
    tree = ET.parse(ts)
    missing = 0
    for message in tree.getroot().iter("message"):
        source = message.find("source").text
        translation = message.find("translation")
        if translation.get("type") == "obsolete" or translation.get("type") == "vanished":
            continue
        if source not in table:
            if translation.get("type") == "unfinished":
                missing += 1
                print("untranslated:", repr(source))
            continue
        text = table[source]
        for child in list(translation):
            translation.remove(child)
        if message.get("numerus") == "yes":  # Japanese has one plural form, English two
            translation.text = None
            for form in [text] if isinstance(text, str) else text:
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = text
        translation.attrib.pop("type", None)
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return missing


def finished_translations(ts: Path) -> dict:
    """Source -> translation of every finished message, in any class. A string that moves to
    another class (a panel split out of a document) keeps its translation through this."""
    table = {}
    for message in ET.parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        if translation.get("type") is None:
            forms = [form.text for form in translation.findall("numerusform")]
            text = forms[0] if forms else translation.text
            if text:
                table[message.find("source").text] = text
    return table


def english_plurals(ts: Path) -> dict:
    """Keep only the messages with a count (%n) in ``ts``, each marked plural; return source ->
    (one, many): "%n cell(s)" -> ("%n cell", "%n cells")."""
    tree = ET.parse(ts)
    table = {}
    for context in tree.getroot().iter("context"):
        for message in context.findall("message"):
            source = message.find("source").text
            if "%n" not in source:
                context.remove(message)
                continue
            message.set("numerus", "yes")
            table[source] = plural_forms(source)
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return table


def sources() -> list[str]:
    """The files lupdate reads, relative to ROOT: the studio's, and the engine's that say things
    through solvers.words.translate (hints, steps, rules: the command line says them in English,
    the studio translated) or mark them with solvers.genre_spec's QT_TRANSLATE_NOOP (the genres'
    declarations)."""
    engine = [p for p in (ROOT / "solvers").rglob("*.py")
              if any(mark in p.read_text(encoding="utf-8") for mark in ("words import translate", 'QT_TRANSLATE_NOOP("'))]
    return sorted(str(p.relative_to(ROOT)) for p in [*(ROOT / "studio").rglob("*.py"), *engine])


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--fill", type=Path)
    args = parser.parse_args()
    files = sources()
    for code, target in LANGUAGES.items():
        ts = I18N / f"studio_{code}.ts"
        known = finished_translations(ts) if ts.exists() and code != "en" else {}
        subprocess.run([tool("pyside6-lupdate"), *files, "-no-obsolete", "-ts", str(ts.relative_to(ROOT)),
                        "-target-language", target], cwd=ROOT, check=True)
        table = dict(known)
        if code == "en":
            table.update(english_plurals(ts))
        elif args.fill:
            table.update(runpy.run_path(str(args.fill))["JA" if code == "ja" else code.upper()])
        fill(ts, table)
        subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
