"""The pyqtgraph charts: values checked before drawing, hover read-outs, legend toggles, the end
screen's total and per-category lines."""

from __future__ import annotations

import math
import random

import pytest
from PySide6.QtCore import QPoint, Qt, QTranslator
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from welcome_desktop.games.welcome.engine import (
    GameConfig,
    Mode,
    Score,
    new_game,
    play_round,
    random_move,
)
from welcome_desktop.games.welcome.engine.replay import round_scores
from welcome_desktop.games.welcome.ui.end_screen import EndScreen, make_chart
from welcome_desktop.ui.charts import Chart, Series, chart_missing_lines, clean_points


def _shown(qtbot, chart: Chart) -> Chart:
    qtbot.addWidget(chart)
    chart.resize(640, 320)
    chart.show()
    qtbot.waitExposed(chart)
    QApplication.processEvents()
    return chart


def _view_point(chart: Chart, x: float, y: float) -> QPoint:
    """Where the data point (x, y) is on the plot's viewport, in pixels."""
    return chart.plot.mapFromScene(chart.scene_position(x, y))


def _move_mouse(chart: Chart, at: QPoint) -> None:
    """A real mouse move over the plot's viewport (QTest: through Qt's event delivery)."""
    QTest.mouseMove(chart.plot.viewport(), at)
    QApplication.processEvents()


def test_undrawable_values_are_dropped_before_they_reach_pyqtgraph() -> None:
    raw = [(0, 1), (1, math.nan), (2, math.inf), (3, -1e300), ("4", "7"), (None, 2), (5,), True]
    assert clean_points(raw) == ((0.0, 1.0), (4.0, 7.0))
    # x order, one y per x
    assert clean_points([(3, 1), (1, 2), (3, 5)]) == ((1.0, 2.0), (3.0, 5.0))


def test_a_chart_of_garbage_paints_without_raising(qtbot) -> None:
    chart = _shown(qtbot, Chart())
    chart.set_series(
        [
            Series("nan", ((0, math.nan), (1, math.inf)), "not a colour", "?"),
            Series("big", ((0, 1e308), (1, -1e308), (2, 3)), "#2F6CA3"),
        ]
    )
    chart.set_bars([(math.nan, 1), (1, math.inf), (2, 4)], width=math.nan)
    chart.set_minimum_y_span(math.nan, 5)
    chart.set_cursor(math.inf)
    image = chart.grab().toImage()  # pytest-qt fails the test on an exception inside paint
    assert not image.isNull()
    nan_line, big = chart.series()
    assert nan_line.points == () and nan_line.marker == "o"
    assert big.points == ((2.0, 3.0),)
    assert chart.cursor_x() is None


def test_score_chart_draws_every_seat_from_zero_on_whole_rounds(qtbot) -> None:
    history = [(5, 3), (12, 9), (20, 11), (31, 26), (47, 40)]
    chart = _shown(qtbot, make_chart(history, ["Alice", "Bruno"]))
    alice, bruno = chart.series()
    assert alice.name == "Alice" and bruno.name == "Bruno"
    assert [p[1] for p in alice.points] == [0, 5, 12, 20, 31, 47]
    assert [p[0] for p in bruno.points] == [0, 1, 2, 3, 4, 5]
    assert alice.marker != bruno.marker  # told apart without colour
    assert chart.x_ticks() == [0, 1, 2, 3, 4, 5]
    assert chart_missing_lines(chart) == []  # both colours were painted


def test_hovering_a_point_shows_its_read_out_and_leaving_hides_it(qtbot) -> None:
    screen = EndScreen()
    qtbot.addWidget(screen)
    screen.resize(900, 600)
    screen.show()
    qtbot.waitExposed(screen)
    zero = Score(0, 0, 0, 0, 0, 0, 0, 0)
    screen.show_result(["Alice", "Bruno"], (zero, zero), (1, 2), ("houses",), [(5, 3), (12, 1)])
    chart = screen.chart
    assert chart is not None
    QApplication.processEvents()
    seen: list[str] = []
    chart.hovered.connect(seen.append)
    _move_mouse(chart, _view_point(chart, 2, 12) + QPoint(2, -1))
    # "point(s)" without a catalogue, "points" once another test installed English
    assert chart.readout_text().startswith("Alice, round 2: 12 point")
    assert seen == [chart.readout_text()]
    _move_mouse(chart, _view_point(chart, 1, 3))
    assert chart.readout_text().startswith("Bruno, round 1: 3 point")
    _move_mouse(chart, _view_point(chart, 0.5, 40))  # far from every point
    assert chart.readout_text() == ""
    assert seen[-1] == ""


def test_clicking_a_legend_entry_hides_and_shows_its_line(qtbot) -> None:
    chart = _shown(qtbot, make_chart([(5, 3), (12, 9)], ["Alice", "Bruno"]))
    sample, label = next((s, lab) for s, lab in chart.legend.items if lab.text == "Bruno")
    at = chart.plot.mapFromScene(sample.sceneBoundingRect().center())
    viewport = chart.plot.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=at)
    assert not chart.is_shown("Bruno") and chart.is_shown("Alice")
    assert chart_missing_lines(chart) == ["Bruno"]  # its colour is gone from the picture
    # a hidden line has no read-out
    _move_mouse(chart, _view_point(chart, 2, 9))
    assert chart.readout_text() == ""
    _move_mouse(chart, at)  # back over the legend entry, as a hand would
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=at)
    assert chart.is_shown("Bruno")
    assert chart_missing_lines(chart) == []
    # the name in the legend works as well as its sample
    name_at = chart.plot.mapFromScene(label.sceneBoundingRect().center())
    _move_mouse(chart, name_at)
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=name_at)
    assert not chart.is_shown("Bruno")


def test_end_screen_shows_one_players_categories_on_demand(qtbot) -> None:
    config = GameConfig(mode=Mode.STANDARD, seats=2, seed=11)
    state = new_game(config)
    rng = random.Random(4)
    for _ in range(6):
        moves = [random_move(state.sheets[s], state.offers[s], rng, advanced=False) for s in (0, 1)]
        state = play_round(state, moves)
    rounds = round_scores(state)
    history = [tuple(s.total for s in row) for row in rounds]
    screen = EndScreen()
    qtbot.addWidget(screen)
    screen.resize(900, 600)
    screen.show()
    screen.show_result(["Ann", "Ben"], state.scores(), (1, 2), ("houses",), history, (), rounds)
    choice = screen.lines_choice
    assert choice.isVisible()
    assert [choice.itemText(i) for i in range(choice.count())] == [
        "Every player's total",
        "Ann: points by category",
        "Ben: points by category",
    ]
    choice.setCurrentIndex(2)
    lines = {s.name: [y for _x, y in s.points] for s in screen.chart.series()}
    assert "Pools" in lines and "Permit refusals" in lines and len(lines) == 8
    final = state.scores()[1]
    assert lines["Pools"][-1] == final.pools
    assert lines["Permit refusals"][-1] == -final.refusals  # penalties below zero
    assert all(len(v) == 7 and v[0] == 0 for v in lines.values())
    choice.setCurrentIndex(0)
    assert [s.name for s in screen.chart.series()] == ["Ann", "Ben"]


def test_bars_are_drawn_in_their_colour(qtbot) -> None:
    chart = _shown(qtbot, Chart())
    chart.set_bars([(40, 2), (50, 5), (60, 1)], colour="#3E9B4F", width=8)
    assert chart.bar_points() == ((40.0, 2.0), (50.0, 5.0), (60.0, 1.0))
    image: QImage = chart.grab().toImage()
    green = QColor("#3E9B4F").rgb() & 0xFFFFFF
    assert any(
        image.pixel(x, y) & 0xFFFFFF == green
        for y in range(0, image.height(), 2)
        for x in range(0, image.width(), 2)
    )


@pytest.mark.parametrize("x", [None, 3.0])
def test_the_cursor_follows_the_round(qtbot, x) -> None:
    chart = _shown(qtbot, make_chart([(5, 3), (12, 9), (15, 10)], ["A", "B"]))
    chart.set_cursor(x)
    assert chart.cursor_x() == x


class _Manche(QTranslator):
    """A one-word catalogue: enough to see the chart follow a language change."""

    def isEmpty(self) -> bool:  # an "empty" translator is installed without a LanguageChange
        return False

    def translate(self, context, source, disambiguation=None, n=-1):
        return "Manche" if (context, source) == ("EndScreen", "Round") else None


def test_end_screen_retitles_its_chart_when_the_language_changes(qtbot, qapp) -> None:
    screen = EndScreen()
    qtbot.addWidget(screen)
    score = Score(*(0,) * 8)
    screen.show_result(["Pat"], (score,), (1,), ("table",), [(0,)])
    assert screen.chart is not None and screen.chart.axis_titles() == ("Round", "Points")
    translator = _Manche()
    qapp.installTranslator(translator)
    try:
        QApplication.processEvents()
        assert screen.chart.axis_titles() == ("Manche", "Points")
    finally:
        qapp.removeTranslator(translator)


def test_named_x_positions_replace_the_numbers(qtbot) -> None:
    chart = _shown(qtbot, Chart())
    chart.set_series([Series("solo", ((0, 3), (1, 40), (2, 90)), "#2F6CA3")])
    chart.set_x_labels([(0, "random"), (1, "easy"), (2, "medium"), (math.nan, "lost")])
    axis = chart.plot.getPlotItem().getAxis("bottom")
    (low, high), _ = chart.plot.getPlotItem().getViewBox().viewRange()
    assert low < 0 and high > 2  # room for the first and last names
    levels = axis.tickValues(low, high, axis.width())
    assert [list(values) for _spacing, values in levels] == [[0, 1, 2]]
    # the names pyqtgraph draws at those positions (its fixed-tick table; NaN was dropped)
    assert axis._tickLevels == [[(0, "random"), (1, "easy"), (2, "medium")]]
