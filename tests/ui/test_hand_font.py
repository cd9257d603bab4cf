"""The handwriting font has Cyrillic letters: Russian headings are drawn in a bundled
handwriting font (Pangolin), not in whatever sans-serif the system falls back to."""

from __future__ import annotations

from PySide6.QtGui import QTextLayout

from welcome_desktop.resources import resources_dir
from welcome_desktop.ui.art import HAND_FONT_FILES, hand_families, hand_font


def _families_drawing(text: str) -> set[str]:
    layout = QTextLayout(text, hand_font(40))
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return {run.rawFont().familyName() for run in layout.glyphRuns()}


def test_the_bundled_handwriting_fonts_and_their_licences_are_there(qapp) -> None:  # type: ignore[no-untyped-def]
    fonts = resources_dir() / "fonts"
    for name in HAND_FONT_FILES:
        assert (fonts / name).is_file()
    assert "Open Font License" in (fonts / "Pangolin-LICENSE.txt").read_text(encoding="utf-8")
    assert hand_families() == ["Comic Neue", "Pangolin"]


def test_russian_headings_are_written_in_the_handwriting_font(qapp) -> None:  # type: ignore[no-untyped-def]
    for word in ("Добро", "пожаловать", "Съешь", "ещё", "мягких", "ЁжЙорикЪЩЫЭЮЯ"):
        assert _families_drawing(word) == {"Pangolin"}, word
    # Spaces, digits and punctuation come from Comic Neue; nothing from a system font.
    assert _families_drawing("Раунд 12, ход: «Бассейн»!") <= {"Comic Neue", "Pangolin"}


def test_latin_headings_keep_comic_neue(qapp) -> None:  # type: ignore[no-untyped-def]
    assert _families_drawing("Welcome Desktop 2026") == {"Comic Neue"}
