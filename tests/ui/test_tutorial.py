"""The first-game guide: offered once on the first solo game, follows real play step by step,
can be skipped, and comes back from Help."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from welcome_desktop.games.welcome.app.setup import SeatSetup, hotseat_setup
from welcome_desktop.games.welcome.ui.demo import bot_move
from welcome_desktop.games.welcome.ui.tutorial import Step
from welcome_desktop.persistence.settings import Settings

from .ui_helpers import card_point, drag, house_point


def test_the_guide_is_offered_once_and_follows_real_play(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(Settings(animation_speed="off"))
    guide = window.front.table.guide
    window.front.start_game(hotseat_setup([SeatSetup("Ann"), SeatSetup("Ben", "easy")], seed=3))
    assert not guide.isVisible()  # not a solo game: nothing offered
    window.front.session.quick_solo()
    assert guide.isVisible() and guide.step is Step.OFFER
    assert window.settings.tutorial_offered
    QTest.mouseClick(guide.yes_button, Qt.MouseButton.LeftButton)
    assert guide.step is Step.PICK and "Choose a card" in guide.title.text()
    c = window.front.controller
    move = bot_move(c)
    assert not move.is_refusal
    # Real gestures: the effect card is clicked, then the number card dropped on the house.
    combo = c.view().combos[move.combo]
    QTest.mouseClick(
        window.front.board_view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=card_point(window, combo.effect_card),
    )
    target = house_point(window, move.street, move.house)
    drag(window, card_point(window, combo.number_card), target, release=False)
    assert guide.step is Step.HOUSE  # the card picked up: where it may go
    QTest.mouseRelease(
        window.front.board_view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        target,
    )
    assert c.draft.street == move.street
    if c.draft.needs == "effect":
        assert guide.step is Step.EFFECT
        c.skip_effect()
    assert guide.step is Step.CONFIRM
    window.front.board_page.confirm_turn()
    qtbot.waitUntil(lambda: c.state.round == 2, timeout=5000)
    assert guide.step is Step.NEXT_ROUND
    assert guide.steps_seen[:2] == [Step.PICK, Step.HOUSE]
    QTest.mouseClick(guide.skip_button, Qt.MouseButton.LeftButton)
    assert not guide.isVisible() and not guide.active
    window.front.session.quick_solo()  # a second solo game: not offered again
    assert not guide.isVisible()


def test_the_offer_can_be_declined_and_help_brings_the_guide_back(make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(Settings(animation_speed="off"))
    guide = window.front.table.guide
    window.front.session.quick_solo()
    assert guide.step is Step.OFFER
    QTest.mouseClick(guide.skip_button, Qt.MouseButton.LeftButton)
    assert not guide.isVisible()
    window.front.menus["tutorial"].trigger()
    assert guide.isVisible() and guide.step is Step.PICK
    assert (
        window.front.controller.state.round == 1
        and window.front.controller.state.config.mode == "solo"
    )


def test_an_offered_guide_is_not_offered_again(make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(Settings(animation_speed="off", tutorial_offered=True))
    window.front.session.quick_solo()
    assert not window.front.table.guide.isVisible()
