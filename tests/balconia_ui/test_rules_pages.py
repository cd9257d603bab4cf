"""Balconia's rules pages: one per language, balanced HTML in Pompeji's shape, the same sections
in every language, the seed's vocabulary in French, and the rules viewer shows them."""

from __future__ import annotations

import re
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from welcome_desktop.games.balconia.engine import Zone
from welcome_desktop.games.balconia.ui.texts import zone_name
from welcome_desktop.resources import resources_dir
from welcome_desktop.ui.common_dialogs import RulesDialog

FOLDER = resources_dir() / "rules" / "balconia"
LANGUAGES = ("en", "fr", "ru")
VOID = {"meta", "br", "img", "hr"}

# What every page must say, in its own words: the sections a player needs.
TERMS = {
    "en": [
        "selection disc",
        "neighbouring faces",
        "opposite",
        "lovebird",
        "flower colours",
        "This balcony included",
        "eight",
        "22 tokens",
        "door points",
        "Blocks anywhere",
        "Open building",
        "Long game",
    ],
    "fr": [
        "disque de sélection",
        "faces adjacentes",
        "opposée",
        "tourtereau",
        "couleurs différentes de fleurs",
        "Ce balcon compris",
        "huit",
        "22 jetons",
        "points de porte",
        "immeuble",
        "porte d’entrée",
        "linge étendu",
        "store",
        "colocation",
        "Blocs n’importe où",
        "Immeuble ouvert",
        "Partie longue",
    ],
    "ru": [
        "Диск выбора",
        "соседние грани",
        "противоположная",
        "голубок",
        "разные цвета цветов",
        "Включая или не включая этот балкон",
        "восемь",
        "22 жетона",
        "очков за дверь",
        "жетон",
        "маркиз",
        "Блоки где угодно",
        "Открытый дом",
        "Длинная партия",
    ],
}


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.problems: list[str] = []
        self.counts: Counter[str] = Counter()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.counts[tag] += 1
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack[-1] != tag:
            self.problems.append(f"</{tag}> closes {self.stack[-1:] or 'nothing'}")
        else:
            self.stack.pop()


def page(code: str) -> str:
    return (FOLDER / f"{code}.html").read_text(encoding="utf-8")


def tags(code: str) -> _Tags:
    parser = _Tags()
    parser.feed(page(code))
    parser.close()
    return parser


def body_text(code: str) -> str:
    body = page(code).split("<body>", 1)[1]
    return re.sub(r"[ \t\n]+", " ", re.sub(r"<[^>]+>", "", body))


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_page_is_balanced_html_styled_like_pompejis(code: str) -> None:
    parsed = tags(code)
    assert parsed.problems == [] and parsed.stack == [], code
    assert parsed.counts["h1"] == 1 and parsed.counts["h2"] >= 8
    pompeji = (resources_dir() / "rules" / "pompeji" / "en.html").read_text(encoding="utf-8")
    style = re.search(r"<style>.*?</style>", pompeji, re.S)
    assert style is not None and style.group(0) in page(code)  # the viewer shows them alike
    assert '<meta charset="utf-8">' in page(code)


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_translations_keep_the_english_sections(code: str) -> None:
    english, translated = tags("en").counts, tags(code).counts
    for tag in ("h2", "p", "ol", "ul", "li", "b"):
        assert translated[tag] == english[tag], (code, tag)


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_page_covers_the_rules_and_the_projects_decisions(code: str) -> None:
    text = body_text(code)
    missing = [term for term in TERMS[code] if term not in text]
    assert missing == []


def test_french_typography_puts_a_no_break_space_before_double_punctuation() -> None:
    text = body_text("fr")
    assert re.findall(r".(?<!\u00a0)[:;!?»]", text) == []
    assert re.findall(r"«(?!\u00a0)", text) == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_rules_viewer_shows_the_page(qtbot: QtBot, code: str) -> None:
    dialog = RulesDialog(code, None, Path(FOLDER))
    qtbot.addWidget(dialog)
    shown = dialog.browser.toPlainText()
    assert "Balconia" in shown or "Балкония" in shown
    assert "<" not in shown.split("\n", 1)[0]


def test_the_english_page_names_the_zones_as_the_tooltips_do() -> None:
    text = body_text("en")
    for zone in Zone:
        if zone not in (Zone.LOVEBIRD_RIGHT, Zone.LOVEBIRD_LEFT):
            assert zone_name(zone).split(" (")[0].lower() in text.lower(), zone
