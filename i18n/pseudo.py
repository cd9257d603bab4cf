"""Generate the pseudo-locale catalog (en_XA) from en.ts: every string ~40% longer and accented.

Usage: python i18n/pseudo.py i18n/en.ts build/i18n/en_XA.ts

Run by `make i18n` and by the build; never edit its output by hand. Placeholders (%1, %L2, %n),
HTML tags, entities, mnemonics (&File) and key sequences are kept intact, so a pseudo-translated
screen behaves exactly like an English one but shows text that does not fit, is concatenated in
code or is not translatable at all (it stays plain ASCII).
"""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

LOCALE = "en_XA"
GROWTH = 0.4

_ACCENTS = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "åƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)
# Pieces that must survive untouched: placeholders, tags, entities, mnemonics.
_KEEP = re.compile(r"%L?\d{1,2}|%n|<[^>]*>|&[a-zA-Z]+;|&#\d+;|&&|&.")
_SHORTCUT = re.compile(r"^((Ctrl|Shift|Alt|Meta)\+)+\S+$|^F\d{1,2}$")
_PAD = "·ĺöñĝ"


def pseudo(text: str) -> str:
    """The pseudo-translation of one string: accented, bracketed and about 40% longer."""
    if not text.strip() or _SHORTCUT.match(text):
        return text
    out: list[str] = []
    last = 0
    for match in _KEEP.finditer(text):
        out.append(text[last : match.start()].translate(_ACCENTS))
        out.append(match.group(0))
        last = match.end()
    out.append(text[last:].translate(_ACCENTS))
    body = "".join(out)
    visible = len(_KEEP.sub("", text))
    extra = max(1, round(visible * GROWTH) - 2)
    padding = (_PAD * (extra // len(_PAD) + 1))[:extra]
    return f"[{body}{padding}]"


def convert(tree: ET.ElementTree) -> ET.ElementTree:
    """Fill every message of an en.ts tree with its pseudo-translation (plurals included)."""
    root = tree.getroot()
    root.set("language", LOCALE)
    root.set("sourcelanguage", "en")
    for message in root.iter("message"):
        source = message.findtext("source", default="")
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        translation.attrib.pop("type", None)
        if message.get("numerus") == "yes":
            forms = [f.text or "" for f in translation.findall("numerusform")]
            for form in translation.findall("numerusform"):
                translation.remove(form)
            translation.text = None
            if not any(forms):
                forms = [source, source]
            for form_text in forms:
                ET.SubElement(translation, "numerusform").text = pseudo(form_text or source)
        else:
            translation.text = pseudo(source)
    return tree


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    source, target = Path(argv[0]), Path(argv[1])
    tree = convert(ET.parse(source))
    target.parent.mkdir(parents=True, exist_ok=True)
    tree.write(target, encoding="utf-8", xml_declaration=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
