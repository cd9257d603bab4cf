"""Every engine id has a catalog entry, and the entries are translated in French and Russian."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QCoreApplication

from welcome_desktop.games.welcome.app.setup import SEAT_KINDS
from welcome_desktop.games.welcome.bots.hints import REASON_IDS, STREET_NAMES
from welcome_desktop.games.welcome.engine import ALL_PLANS, SHEETS, Effect, EndReason, Mode, Reason
from welcome_desktop.games.welcome.engine.themes import THEME_PLANS
from welcome_desktop.games.welcome.i18n import catalog
from welcome_desktop.i18n import install

from .conftest import TRANSLATED, parse_ts


def _translated_sources(root: ET.Element) -> dict[tuple[str, str], str]:
    out = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            text = translation.text or " ".join(
                form.text or "" for form in translation.findall("numerusform")
            )
            out[(name, message.findtext("source") or "")] = text
    return out


def _catalog_entries() -> list[tuple[str, str]]:
    tables = [
        ("Effect", catalog.EFFECT_NAMES),
        ("EffectHelp", catalog.EFFECT_HELP),
        ("Reason", catalog.REASONS),
        ("Score", catalog.CATEGORIES),
        ("ScoreShort", catalog.CATEGORY_SHORT),
        ("Score", catalog.THEME_COLUMNS),
        ("ScoreShort", catalog.THEME_COLUMNS_SHORT),
        ("EndReason", catalog.END_REASONS),
        ("Mode", catalog.MODES),
        ("SeatKind", catalog.SEAT_KINDS),
        ("Plan", catalog.PLAN_NAMES),
        ("PlanRequirement", catalog.PLAN_REQUIREMENTS),
        ("Hint", catalog.HINTS),
        ("Hint", catalog.HINT_STREETS),
    ]
    entries = [(ctx, text) for ctx, table in tables for text in table.values()]
    entries += [("Street", text) for text in catalog.STREETS]
    return entries


def test_every_engine_id_has_an_entry() -> None:
    assert set(catalog.EFFECT_NAMES) == set(Effect)
    assert set(catalog.EFFECT_HELP) == set(Effect)
    assert set(catalog.REASONS) == {r.value for r in Reason}
    assert set(catalog.CATEGORIES) == {c for spec in SHEETS.values() for c in spec.categories} | {
        "total"
    }
    assert set(catalog.THEME_COLUMNS) == set(catalog.THEME_COLUMNS_SHORT) == set(SHEETS) - {"base"}
    assert set(catalog.CATEGORY_SHORT) == set(catalog.CATEGORIES)
    assert set(catalog.END_REASONS) == {r.value for r in EndReason}
    assert set(catalog.MODES) == {m.value for m in Mode}
    assert set(SEAT_KINDS) <= set(catalog.SEAT_KINDS)
    assert set(catalog.PLAN_REQUIREMENTS) == {p.id for p in ALL_PLANS} | set(THEME_PLANS)
    assert set(catalog.HINTS) | set(catalog.PLURAL_HINTS) == set(REASON_IDS)
    assert not set(catalog.HINTS) & set(catalog.PLURAL_HINTS)
    assert set(catalog.HINT_STREETS) == set(STREET_NAMES)


def test_plan_names_are_distinct_and_non_empty() -> None:
    plans = [*ALL_PLANS, *THEME_PLANS.values()]
    names = [catalog.plan_name(p) for p in plans]
    assert all(names)
    assert len(set(names)) == len(names)
    requirements = [catalog.plan_requirement(p.id) for p in plans]
    assert len(set(requirements)) == len(requirements)
    assert catalog.plan_name("n2_estates_1116") == "Estates 1-1-1-6"
    assert catalog.plan_requirement("n1_estates_111111") == "Six estates of 1 house"


def test_unknown_reason_still_reads_as_a_sentence() -> None:
    assert catalog.reason_text("made_up") == "This move is not allowed (made_up)."
    assert catalog.reason_text(Reason.HOUSE_NOT_EMPTY) == "This house already has a number."


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_catalog_entry_is_translated_in_the_ts_file(code: str) -> None:
    translated = _translated_sources(parse_ts(code))
    for key in _catalog_entries():
        assert translated.get(key), f"{code}.ts lacks a translation of {key}"


@pytest.mark.parametrize(
    ("code", "effect", "reason", "plan"),
    [
        ("fr", "Géomètre", "Cette maison a déjà un numéro.", "Six lotissements de 1 maison"),
        ("ru", "Геодезист", "В этом доме уже есть номер.", "Шесть поместий из 1 дома"),
    ],
)
def test_catalog_functions_follow_the_installed_language(
    qapp: QCoreApplication, english_after, code: str, effect: str, reason: str, plan: str
) -> None:
    assert install.install(qapp, code, english_after) == code
    assert catalog.effect_name(Effect.SURVEYOR) == effect
    assert catalog.reason_text("house_not_empty") == reason
    assert catalog.plan_requirement("n1_estates_111111") == plan
    install.install(qapp, "en", english_after)
    assert catalog.effect_name(Effect.SURVEYOR) == "Surveyor"


def test_russian_points_use_three_plural_forms(qapp: QCoreApplication, english_after) -> None:
    install.install(qapp, "ru", english_after)
    assert [catalog.points_text(n) for n in (1, 3, 5, 21, 11)] == [
        "1 очко",
        "3 очка",
        "5 очков",
        "21 очко",
        "11 очков",
    ]
    install.install(qapp, "en", english_after)
    assert [catalog.points_text(n) for n in (1, 2)] == ["1 point", "2 points"]


def test_hint_texts_fill_streets_counts_and_shifts(qapp: QCoreApplication, english_after) -> None:
    assert catalog.hint_text("park", ["top"]) == "Builds a park in the top street."
    assert catalog.hint_text("hires_temp", ["-2"]) == "Hires a temp to change the number by -2."
    assert catalog.hint_text("hires_temp", ["1"]) == "Hires a temp to change the number by +1."
    assert catalog.hint_text("not_an_id") == ""
    install.install(qapp, "en", english_after)
    assert catalog.hint_text("builds_estate", ["1"]) == "Completes an estate of 1 house."
    assert catalog.hint_text("raises_value", ["3"]) == "Raises the value of estates of 3 houses."
    install.install(qapp, "ru", english_after)
    assert catalog.hint_text("fence", ["bottom"]) == "Ставит забор на нижней улице."
    assert catalog.hint_text("builds_estate", ["5"]) == "Завершает поместье из 5 домов."
    assert catalog.hint_text("builds_estate", ["1"]) == "Завершает поместье из 1 дома."
