"""Property: scores, rankings and plan requirements equal the independent reference."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from welcome_desktop.games.welcome.engine import ALL_PLANS, Mode, Sheet
from welcome_desktop.games.welcome.engine.plans import plan_met

from . import reference_scoring as ref
from .engine_helpers import positioned
from .engine_strategies import built_sheets


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sheets=st.lists(built_sheets(), min_size=1, max_size=5), data=st.data())
def test_scores_and_ranking_match_the_reference(sheets: list[Sheet], data: st.DataObject) -> None:
    # Plan boxes and refusals up to the third, as at the end of a game.
    sheets = [
        replace(
            s,
            plans=tuple(data.draw(st.sampled_from([0, 3, 4, 6, 7, 8, 10, 13])) for _ in range(3)),
            refusals=data.draw(st.integers(0, 3)),
        )
        for s in sheets
    ]
    state = positioned(seats=len(sheets), advanced=True, sheets=sheets)
    assert [s.to_json() for s in state.scores()] == ref.score_all(sheets, solo=False)
    assert list(state.ranking()) == ref.ranking(sheets, solo=False)
    solo = positioned(Mode.SOLO, sheets=sheets[:1])
    assert [s.to_json() for s in solo.scores()] == ref.score_all(sheets[:1], solo=True)
    for sheet in sheets:
        assert sorted(sheet.estates()) == sorted(ref.estates(sheet))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sheet=built_sheets())
def test_plan_requirements_match_the_reference(sheet: Sheet) -> None:
    for plan in ALL_PLANS:
        met = plan_met(sheet, plan)
        assert met == ref.plan_met(sheet, plan), plan.id
        event(f"{plan.kind}: {'met' if met else 'not met'}")
