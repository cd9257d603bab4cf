"""Every card says what it is when hovered: a city card its monument, colour and value (a built
statue that it matches nothing), a hand card the same (the statue token what it can be), in
the city of play and of a replay, and in the language chosen since."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from welcome_desktop.games.pompeji.app.setup import Seat, SeatKind, make_setup
from welcome_desktop.games.pompeji.engine import Tile
from welcome_desktop.games.pompeji.ui.hand import STATUE
from welcome_desktop.games.pompeji.ui.texts import card_text, tile_text
from welcome_desktop.games.pompeji.ui.window import PompejiFront
from welcome_desktop.i18n import install

from .helpers import shown_window


def test_cards_in_the_city_and_the_hand_say_what_they_are(qtbot: QtBot, qapp: QApplication) -> None:
    front = shown_window(qtbot).front
    assert isinstance(front, PompejiFront)
    front.start_game(make_setup([Seat("Ana"), Seat("Bo", SeatKind.MEDIUM)], seed=3))
    c = front.controller
    qtbot.waitUntil(lambda: c.turn_view is not None and c.turn_view.my_turn, timeout=20000)
    scene = front.board_page.scene
    state = c.state
    assert state is not None
    (pos, tile), *_ = state.city.tiles.items()
    assert scene.tiles[pos].toolTip() == card_text(tile.card)
    for item in scene.hand_items:
        if item.card == STATUE:
            assert item.toolTip().startswith("Your statue: any monument")
        else:
            assert item.toolTip() == card_text(item.card)
    assert tile_text(Tile(3, True, 0)) == "Statue: it matches no monument and no colour"
    try:
        assert install.install(qapp, "fr") == "fr"
        qapp.processEvents()
        french = scene.tiles[pos].toolTip()
        assert french == card_text(tile.card) and french != ""
        assert any(
            w in french for w in ("rouge", "orange", "jaune", "vert", "bleu", "violet", "gris")
        )
    finally:
        install.install(qapp, "en")
        qapp.processEvents()
