"""The theme's score column in the score panel and the end-screen table: shown, named after the
sheet and live, only when a thematic sheet is scored (the base sheet shows exactly as before)."""

from __future__ import annotations

import random

from welcome_desktop.games.welcome.engine import (
    GameConfig,
    GameState,
    Mode,
    new_game,
    random_move,
    submit,
)
from welcome_desktop.games.welcome.ui.end_screen import EndScreen
from welcome_desktop.games.welcome.ui.score_panel import ScorePanel


def finished(sheet: str) -> GameState:
    rng = random.Random(4)
    state = new_game(GameConfig(Mode.STANDARD, 2, seed=4, sheet=sheet))
    while not state.over:
        for seat in range(2):
            state = submit(
                state,
                seat,
                random_move(state.sheets[seat], state.offers[seat], rng, advanced=False),
            )
    return state


def test_score_panel_shows_the_theme_row_only_on_a_thematic_sheet(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.show()
    assert not panel.values["theme"].isVisible()
    score = finished("lights").scores()[0]
    assert score.theme
    panel.set_score(score)
    assert panel.values["theme"].isVisible()
    assert panel.names["theme"].text() == "Christmas lights"
    assert panel.values["theme"].text() == str(score.theme)
    assert panel.values["total"].text() == str(score.total)
    panel.set_score(finished("base").scores()[0])
    assert not panel.values["theme"].isVisible() and not panel.names["theme"].isVisible()


def headers(screen: EndScreen) -> list[str]:
    table = screen.table
    return [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]  # type: ignore[union-attr]


def test_end_screen_table_has_the_theme_column_of_the_sheet(qtbot) -> None:  # type: ignore[no-untyped-def]
    screen = EndScreen()
    qtbot.addWidget(screen)
    for sheet, short in (("eggs", "Eggs"), ("ice_cream", "Ice cream")):
        state = finished(sheet)
        scores = state.scores()
        screen.show_result(["A", "B"], scores, state.ranking(), (), [])
        names = headers(screen)
        assert short in names
        column = names.index(short)
        assert names[column - 1] == "Estates"  # counted with the points won, before the losses
        values = sorted(screen.table.item(r, column).text() for r in range(2))  # type: ignore[union-attr]
        assert values == sorted(str(s.theme) for s in scores)
    base = finished("base")
    screen.show_result(["A", "B"], base.scores(), base.ranking(), (), [])
    assert "Eggs" not in headers(screen) and len(headers(screen)) == 2 + 9
