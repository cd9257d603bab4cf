"""A fourth thematic sheet added the way docs/adding-a-theme.md says — one theme object and its
entries in the registry, nothing else — is playable end to end: chosen by the config, its
plans drawn as n°3 and claimed, its column scored, saved and reloaded, scored on paper."""

from __future__ import annotations

import json
import random
from typing import Final

import pytest

from welcome_desktop.games.welcome.engine import (
    GameConfig,
    Mode,
    PlanDef,
    PlanKind,
    Sheet,
    new_game,
    random_move,
    submit,
)
from welcome_desktop.games.welcome.engine import themes as registry
from welcome_desktop.games.welcome.engine.sheet import Estate
from welcome_desktop.games.welcome.engine.sheet_spec import themed_sheet
from welcome_desktop.games.welcome.engine.themes import StatelessTheme
from welcome_desktop.games.welcome.persistence.saves import game_from_json, game_to_json
from welcome_desktop.games.welcome.persistence.sheet_format import paper_from_sheet, score_paper

# The whole "summer" theme: a sun on the first house of each street scores 2 per number on it.
SUN_HOUSES: Final = (((0, 1),), ((0, 1),), ((0, 1),))
PLANS: Final = (
    PlanDef("n3_summer_single", 3, PlanKind.THEME_ESTATES, 5, 2, sizes=(1,), theme="summer"),
    PlanDef("n3_summer_any", 3, PlanKind.THEME, 4, 2, theme="summer"),
    PlanDef("n3_summer_pair", 3, PlanKind.THEME_ESTATES, 6, 3, sizes=(2,), theme="summer"),
)


class Summer(StatelessTheme):
    spec = themed_sheet("summer", SUN_HOUSES, tuple(p.id for p in PLANS))
    plans = PLANS

    def street_scores(self, sheet: Sheet) -> tuple[int, ...]:
        return tuple(2 if street[0] >= 0 else 0 for street in sheet.houses)

    def estate_ok(self, sheet: Sheet, plan: PlanDef, estate: Estate) -> bool:
        return True

    def plan_marks(self, sheet: Sheet, plan: PlanDef) -> tuple[int, int, int] | None:
        return (0, 0, 0) if any(street[0] >= 0 for street in sheet.houses) else None


@pytest.fixture
def summer(monkeypatch: pytest.MonkeyPatch) -> Summer:
    theme = Summer()
    monkeypatch.setitem(registry.THEMES, "summer", theme)
    monkeypatch.setitem(registry.SHEETS, "summer", theme.spec)
    for plan in PLANS:
        monkeypatch.setitem(registry.THEME_PLANS, plan.id, plan)
    return theme


def test_a_fourth_theme_plays_end_to_end(summer: Summer) -> None:
    drawn = set()
    met = 0
    for seed in range(12):
        config = GameConfig(Mode.STANDARD, 2, seed=seed, sheet="summer")
        state = new_game(config)
        drawn.add(state.plans[2].id)
        rng = random.Random(seed)
        while not state.over:
            for seat in range(2):
                move = random_move(state.sheets[seat], state.offers[seat], rng, advanced=False)
                state = submit(state, seat, move)
        for sheet, score in zip(state.sheets, state.scores(), strict=True):
            assert score.theme == sum(summer.street_scores(sheet))
            assert score.sheet == "summer"
            paper = paper_from_sheet(sheet, score.temps, "summer")
            assert score_paper(paper) == score.to_json()
        met += sum(1 for sheet in state.sheets if sheet.plans[2])
        data = json.loads(json.dumps(game_to_json(state)))
        assert data["config"]["sheet"] == "summer"
        assert game_from_json(data) == state
    assert drawn == {p.id for p in PLANS}
    assert met > 0  # the theme's plans are claimed through the engine's plan code


def test_unregistered_the_theme_is_unknown() -> None:
    with pytest.raises(ValueError, match="unknown sheet"):
        GameConfig(sheet="summer")
