"""The start page fits the small screens it is made for, whichever game is chosen and in every
shipped language: at 1024 x 600 and at 960 x 500 (a full-HD screen at 200 %, less the window's
frame and the panel) every card shows its whole tagline, the cards, the buttons and the game's
banner do not overlap, and the banner is what gives way on a short window. (At 960 px the
cards used to be placed for their sizes before their style applied: Pompeji's French tagline
lost a line, and its banner's fixed height pushed the buttons over the cards.)"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.window_driving import show_at
from welcome_desktop.i18n import install
from welcome_desktop.persistence.settings import Settings
from welcome_desktop.shell.registry import find_game
from welcome_desktop.ui.shell_window import ShellWindow


class _LayoutRequests(QObject):
    """Counts the layout requests a widget gets."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.count += 1
        return False


def test_the_start_page_at_rest_asks_for_no_new_layout(qtbot: QtBot) -> None:
    """Its cards are placed again on a layout request; placing them must not ask for another
    one when nothing changed, or the page lays itself out again and again while it waits."""
    window = ShellWindow(Settings(), persist_settings=False, game=find_game("pompeji"))
    show_at(qtbot, window, 960, 500)
    qtbot.wait(200)  # placed and settled
    requests = _LayoutRequests()
    window.start_page.installEventFilter(requests)
    qtbot.wait(300)
    assert requests.count == 0
    window.resize(1280, 700)  # a real change is still followed
    qtbot.waitUntil(lambda: requests.count > 0)
    assert window.start_page.card_columns == 3


def _on_page(page: QWidget, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(page, QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("size", [(1024, 600), (960, 500)])
@pytest.mark.parametrize("game", ["welcome", "pompeji", "balconia"])
def test_the_start_page_fits_a_small_screen(
    qtbot: QtBot, qapp: QApplication, game: str, size: tuple[int, int], lang: str
) -> None:
    assert install.install(qapp, lang) == lang
    try:
        window = ShellWindow(Settings(), persist_settings=False, game=find_game(game))
        show_at(qtbot, window, *size)
        page = window.start_page
        qtbot.waitUntil(lambda: page.isVisible())
        QApplication.processEvents()
        for card in page.game_cards:
            label = card.tagline
            assert card.width() >= card.minimumSizeHint().width(), card.game.id
            assert label.height() >= label.heightForWidth(label.width()), card.game.id
        cards_bottom = max(_on_page(page, c).bottom() for c in page.game_cards)
        buttons = [
            b
            for b in (
                page.solo_button,
                page.new_button,
                page.resume_button,
                page.open_button,
                page.rules_button,
            )
            if b.isVisible()
        ]
        top = cards_bottom
        for button in buttons:
            box = _on_page(page, button)
            assert box.top() > top, (button.text(), box, top)
            top = box.bottom()
        banner = _on_page(page, page.banner)
        assert banner.top() > top and banner.bottom() <= page.height()
        assert page.banner.height() >= page.banner.minimumHeight()
    finally:
        install.install(qapp, "en")
        QApplication.processEvents()
