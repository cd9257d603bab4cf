"""The shared end-page frame (ui.end_frame.EndFrame): heading, notes, the game's ranking, the
chart area and the buttons, which both games' end pages fill in."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from tests.ui.size_check import rect_in, settle
from welcome_desktop.games.pompeji.ui.pages import EndPage
from welcome_desktop.games.welcome.ui.end_screen import EndScreen
from welcome_desktop.ui.end_frame import EndFrame


class _GameEnd(EndFrame):
    """A game's end page as a game writes one: its ranking, chart and one extra button."""

    def __init__(self) -> None:
        super().__init__()
        self.note = self.add_note(QLabel("A new record"))
        self.ranking = QLabel("1. Ana 40")
        self.set_ranking(self.ranking, centred=True)
        self.chart = QWidget()
        self.chart.setMinimumHeight(100)
        self.chart_area.addWidget(self.chart)
        self.replay_button = self.add_button(QPushButton("Replay"))
        self.retranslateUi()

    def retranslateUi(self) -> None:
        self.heading.setText("Ana wins!")
        self.board_button.setText("Look")
        self.new_button.setText("Again")


def test_the_frame_holds_a_games_content_in_order(qtbot):
    page = _GameEnd()
    qtbot.addWidget(page)
    page.resize(900, 600)
    page.show()
    settle()
    assert not page.subtitle.isVisible()  # no line under the heading until the game gives one
    page.set_subtitle("The city is full.")
    settle()
    assert page.subtitle.isVisible()
    order = [page.heading, page.subtitle, page.note, page.ranking, page.chart]
    tops = [rect_in(page, w).top() for w in order]
    assert tops == sorted(tops) and len(set(tops)) == len(tops)
    assert rect_in(page, page.chart).bottom() < rect_in(page, page.new_button).top()
    assert page.chart.height() > 300  # the chart takes the height left over
    ranking = rect_in(page, page.ranking)
    assert abs(ranking.center().x() - page.width() // 2) <= 2  # centred at its own width
    buttons = [page.replay_button, page.board_button, page.new_button]
    lefts = [rect_in(page, b).left() for b in buttons]
    assert lefts == sorted(lefts)  # the game's button first, New game last
    clicked: list[str] = []
    page.new_game.connect(lambda: clicked.append("new"))
    page.show_board.connect(lambda: clicked.append("board"))
    qtbot.mouseClick(page.board_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.new_button, Qt.MouseButton.LeftButton)
    assert clicked == ["board", "new"]
    page.set_subtitle("")
    assert not page.subtitle.isVisible()


def test_both_games_end_pages_are_the_frame(qtbot):
    welcome, pompeji = EndScreen(), EndPage()
    for page in (welcome, pompeji):
        qtbot.addWidget(page)
        assert isinstance(page, EndFrame) and page.objectName() == "EndScreen"
        assert page.new_button.text() and page.board_button.text()
    assert welcome.ranking_area.indexOf(welcome.table) >= 0
    assert pompeji.ranking_area.indexOf(pompeji.ranking) >= 0
    assert pompeji.chart_area.indexOf(pompeji.chart) >= 0
    assert pompeji.city_button is pompeji.board_button
    with qtbot.waitSignal(pompeji.show_city, timeout=1000):
        qtbot.mouseClick(pompeji.city_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(welcome.show_board, timeout=1000):
        qtbot.mouseClick(welcome.board_button, Qt.MouseButton.LeftButton)
