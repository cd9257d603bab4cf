"""The sheet as a value (issue #11): the base sheet's spec, the theme registry and the config."""

from __future__ import annotations

import pytest

from welcome_desktop.games.welcome.engine import GameConfig, Mode, Sheet, new_game
from welcome_desktop.games.welcome.engine.data import (
    BIS_VALUES,
    ESTATE_VALUES,
    MAX_REFUSALS,
    MAX_ROUNDABOUTS,
    PARK_VALUES,
    POOL_HOUSES,
    POOL_VALUES,
    REFUSAL_VALUES,
    ROUNDABOUT_VALUES,
    STREET_SIZES,
    TEMP_BOXES,
)
from welcome_desktop.games.welcome.engine.moves import Move
from welcome_desktop.games.welcome.engine.scoring import CATEGORIES, Score
from welcome_desktop.games.welcome.engine.sheet_spec import BASE_SHEET, themed_sheet
from welcome_desktop.games.welcome.engine.themes import (
    BASE_THEME,
    SHEETS,
    THEME_IDS,
    THEMES,
    find_plan,
)
from welcome_desktop.games.welcome.persistence.sheet_format import SCORE_KEYS


def test_base_spec_holds_the_printed_sheet() -> None:
    assert BASE_SHEET.street_sizes == STREET_SIZES == (10, 11, 12)
    assert tuple(st.pool_houses for st in BASE_SHEET.streets) == POOL_HOUSES
    assert tuple(st.park_values for st in BASE_SHEET.streets) == PARK_VALUES
    assert BASE_SHEET.track("pools").values == POOL_VALUES == (0, 3, 6, 9, 13, 17, 21, 26, 31, 36)
    assert BASE_SHEET.track("bis").values == BIS_VALUES
    assert BASE_SHEET.track("refusals").values == REFUSAL_VALUES == (0, 0, 3, 5)
    assert BASE_SHEET.track("roundabouts").values == ROUNDABOUT_VALUES == (0, 3, 8)
    assert BASE_SHEET.track("temps").boxes == TEMP_BOXES == 11
    assert BASE_SHEET.track("refusals").boxes == MAX_REFUSALS == 3
    assert BASE_SHEET.track("roundabouts").boxes == MAX_ROUNDABOUTS == 2
    assert BASE_SHEET.estate_values == ESTATE_VALUES
    assert all(not st.house_marks for st in BASE_SHEET.streets)


def test_categories_and_paper_keys_come_from_the_spec() -> None:
    assert BASE_SHEET.categories == CATEGORIES
    assert CATEGORIES == (
        "plans",
        "parks",
        "pools",
        "temps",
        "estates",
        "bis",
        "refusals",
        "roundabouts",
    )
    assert BASE_SHEET.paper_keys == SCORE_KEYS
    assert set(SCORE_KEYS) == {*CATEGORIES, "total"}
    assert BASE_SHEET.negative == ("bis", "refusals", "roundabouts")
    assert BASE_SHEET.track_rows() == (
        ("plans", "pools", "bis"),
        ("temps", "refusals", "roundabouts"),
    )


def test_a_themed_sheet_adds_one_column_before_the_losses() -> None:
    spec = themed_sheet("x", ((), (), ((0, 2),)), ("p",))
    assert spec.categories == (*CATEGORIES[:5], "theme", *CATEGORIES[5:])
    assert spec.paper_keys.index("theme") == spec.paper_keys.index("plans") + 1
    assert spec.streets[2].mark(0) == 2 and spec.streets[2].mark(1) == 0
    assert spec.street_sizes == BASE_SHEET.street_sizes  # C1: same geometry
    for ident, theme in THEMES.items():
        assert theme.spec.id == ident
        if ident != "base":
            assert theme.spec.categories == spec.categories
            assert len(theme.plans) == 3 and all(p.deck == 3 for p in theme.plans)
            assert theme.spec.plan_ids == tuple(p.id for p in theme.plans)
            assert all(find_plan(p.id) is p and p.theme == ident for p in theme.plans)


def test_score_to_json_has_a_theme_key_only_on_a_themed_sheet() -> None:
    base = Score(1, 2, 3, 4, 5, 1, 0, 3)
    assert list(base.to_json()) == [*CATEGORIES, "total"]
    assert base.total == 11
    themed = Score(1, 2, 3, 4, 5, 1, 0, 3, theme=7)
    assert themed.total == 18
    assert list(themed.to_json())[5] == "theme"


def test_base_theme_hooks_do_nothing() -> None:
    sheet = Sheet()
    assert BASE_THEME.after_number(sheet, 0, 0, Move()) is sheet
    assert BASE_THEME.score(sheet) is None
    assert BASE_THEME.resolve_round((sheet,), (sheet,)) == (sheet,)
    assert BASE_THEME.new_state() == ()
    assert not BASE_THEME.stateful and BASE_THEME.plans == ()


def test_config_names_its_sheet() -> None:
    assert GameConfig().sheet == "base"
    assert "sheet" not in GameConfig().to_json()  # base configs are written as before
    assert "base" in THEME_IDS and set(SHEETS) == set(THEMES)
    with pytest.raises(ValueError, match="unknown sheet"):
        GameConfig(sheet="summer")
    for ident in THEME_IDS:
        config = GameConfig(Mode.STANDARD, 2, seed=4, sheet=ident)
        assert GameConfig.from_json(config.to_json()) == config
        state = new_game(config)
        if ident == "base":
            assert state.scores()[0].theme is None
        else:
            assert state.plans[2].id in THEMES[ident].spec.plan_ids
            assert state.scores()[0].theme == 0


def test_theme_plans_replace_deck_three_only() -> None:
    for seed in range(20):
        base = new_game(GameConfig(seed=seed, advanced=seed % 2 == 1))
        for ident in THEME_IDS[1:]:
            themed = new_game(GameConfig(seed=seed, advanced=seed % 2 == 1, sheet=ident))
            assert themed.plans[:2] == base.plans[:2]
            assert themed.plans[2].theme == ident


def test_plan_ids_must_match_the_sheet() -> None:
    lights = THEMES["lights"].plans[0].id
    with pytest.raises(ValueError):
        GameConfig(plan_ids=("n1_estates_44", "n2_estates_36", lights))
    with pytest.raises(ValueError):
        GameConfig(plan_ids=("n1_estates_44", "n2_estates_36", "n3_estates_34"), sheet="lights")
    GameConfig(plan_ids=("n1_estates_44", "n2_estates_36", lights), sheet="lights")
