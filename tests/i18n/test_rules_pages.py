"""The rules summary exists in every translated language and keeps the English page's shape."""

from __future__ import annotations

import re

import pytest

from welcome_desktop.resources import rules_dir

from .conftest import TRANSLATED


def _shape(code: str) -> tuple[int, int, list[str]]:
    html = (rules_dir() / f"{code}.html").read_text(encoding="utf-8")
    return (
        len(re.findall(r"<h2>", html)),
        len(re.findall(r"<li>", html)),
        re.findall(r'<img src="([^"]+)"', html),
    )


@pytest.mark.parametrize("code", TRANSLATED)
def test_translated_rules_page_has_the_english_sections(code: str) -> None:
    assert _shape(code) == _shape("en")


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("fr", ["Géomètre", "lotissement", "refus de permis", "Plans de la Ville", "N°&nbsp;Bis"]),
        ("ru", ["Геодезист", "поместь", "отказ в строительстве", "городск", "«бис»"]),
    ],
)
def test_translated_rules_page_uses_the_glossary_terms(code: str, words: list[str]) -> None:
    html = (rules_dir() / f"{code}.html").read_text(encoding="utf-8")
    for word in words:
        assert word in html
