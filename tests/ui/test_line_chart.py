"""The QPainter line chart of the end screen: scales, ticks, drawing, hover text, translation."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QTranslator
from PySide6.QtGui import QColor, QHelpEvent, QImage
from PySide6.QtWidgets import QApplication, QToolTip

from welcome_desktop.engine import Score
from welcome_desktop.ui.end_screen import SEAT_COLOURS, EndScreen, make_chart
from welcome_desktop.ui.line_chart import LineChart, Series, nice_step, tick_label, ticks


@pytest.mark.parametrize(
    ("span", "max_ticks", "whole", "step"),
    [
        (70, 8, False, 10),
        (100, 8, False, 20),
        (31, 12, True, 5),
        (1, 12, True, 1),
        (1, 8, False, 0.2),
    ],
)
def test_nice_steps_are_1_2_5_powers_of_ten(span, max_ticks, whole, step) -> None:
    assert nice_step(span, max_ticks, whole) == pytest.approx(step)
    assert span / nice_step(span, max_ticks, whole) <= max_ticks + 1e-9


def test_ticks_cover_the_range_on_multiples_of_the_step() -> None:
    assert ticks(-3, 47, 10) == [-10, 0, 10, 20, 30, 40, 50]
    assert ticks(0, 10, 5) == [0, 5, 10]
    assert tick_label(20.0) == "20" and tick_label(0.5) == "0.5"


def _colour_pixels(image: QImage, colour: str) -> int:
    rgb = QColor(colour).rgb() & 0xFFFFFF
    return sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if image.pixel(x, y) & 0xFFFFFF == rgb
    )


def test_score_chart_draws_every_seat_from_zero_on_whole_rounds(qtbot) -> None:
    history = [(5, 3), (12, 9), (20, 11), (31, 26), (47, 40)]
    chart = make_chart(history, ["Alice", "Bruno"])
    qtbot.addWidget(chart)
    chart.resize(640, 320)
    chart.show()
    alice, bruno = chart.series()
    assert alice.name == "Alice" and bruno.name == "Bruno"
    assert [p[1] for p in alice.points] == [0, 5, 12, 20, 31, 47]
    assert [p[0] for p in bruno.points] == [0, 1, 2, 3, 4, 5]
    assert alice.marker != bruno.marker  # told apart without colour
    assert chart.x_ticks() == [0, 1, 2, 3, 4, 5]
    y_ticks = chart.y_ticks()
    assert y_ticks[0] <= 0 and y_ticks[-1] >= 47
    assert all(t == int(t) for t in y_ticks)
    image = chart.grab().toImage()
    for seat in range(2):
        assert _colour_pixels(image, SEAT_COLOURS[seat]) > 50
    assert chart.axis_titles() == ("Round", "Points")
    assert "Alice 47" in chart.accessibleDescription()


def test_a_one_round_game_still_has_a_readable_axis(qtbot) -> None:
    chart = make_chart([(2,)], ["Pat"])
    qtbot.addWidget(chart)
    chart.resize(500, 260)
    assert chart.series()[0].points == ((0, 0), (1, 2))
    assert chart.x_ticks() == [0, 1]
    assert chart.y_ticks()[0] == 0 and chart.y_ticks()[-1] >= 10


def test_long_games_thin_the_round_ticks_on_a_narrow_chart(qtbot) -> None:
    chart = make_chart([(r,) for r in range(1, 41)], ["Pat"])
    qtbot.addWidget(chart)
    chart.resize(300, 240)
    narrow = chart.x_ticks()
    chart.resize(1200, 240)
    wide = chart.x_ticks()
    assert len(narrow) < len(wide) <= 13
    assert narrow[0] == 0 and all(t == int(t) for t in narrow + wide)


def test_negative_totals_extend_the_axis_below_zero(qtbot) -> None:
    chart = make_chart([(-5,), (-8,), (3,)], ["Pat"])
    qtbot.addWidget(chart)
    chart.resize(500, 260)
    assert chart.y_ticks()[0] <= -8


def test_hovering_a_point_names_the_player_round_and_points(qtbot) -> None:
    screen = EndScreen()
    qtbot.addWidget(screen)
    scores = (Score(*(0,) * 8), Score(*(0,) * 8))
    screen.show_result(["Alice", "Bruno"], scores, (1, 1), ("table",), [(5, 3), (12, 9)])
    screen.resize(900, 600)
    screen.show()
    qtbot.waitExposed(screen)
    chart = screen.chart
    assert chart is not None
    hit = chart.point_near(chart._mapper()(2, 12))
    assert hit is not None and hit[0].name == "Alice" and hit[1:] == (2, 12)
    assert chart.point_near(QPointF(2, 2)) is None
    # a real tooltip event over the point shows its text (the English plural forms come from
    # en.qm, which the app installs and the tests do not)
    at = chart._mapper()(2, 12).toPoint()
    QApplication.sendEvent(chart, QHelpEvent(QEvent.Type.ToolTip, at, chart.mapToGlobal(at)))
    assert QToolTip.isVisible() and QToolTip.text().startswith("Alice, round 2: 12 point")
    QApplication.sendEvent(chart, QHelpEvent(QEvent.Type.ToolTip, QPoint(3, 3), QPoint(3, 3)))
    qtbot.waitUntil(lambda: not QToolTip.isVisible())
    assert screen.point_text(chart.series()[1], 1, 3).startswith("Bruno, round 1: 3 point")


def test_empty_chart_paints_without_series(qtbot) -> None:
    chart = LineChart()
    qtbot.addWidget(chart)
    chart.resize(300, 200)
    chart.set_series([])
    assert chart.grab().width() == 300
    chart.set_series([Series("one", ((3, 4),), "#112233")])
    assert chart.x_ticks() == [3, 4]
    assert chart.point_near(QPointF(QPoint(0, 0))) is None


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
        qtbot.waitUntil(lambda: screen.chart.axis_titles() == ("Manche", "Points"))
    finally:
        qapp.removeTranslator(translator)
    qtbot.waitUntil(lambda: screen.chart.axis_titles() == ("Round", "Points"))
