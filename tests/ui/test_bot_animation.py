"""A computer player's move flies onto its sheet like a human's drag."""

from __future__ import annotations

from welcome_desktop.games.welcome.app.setup import SeatSetup, hotseat_setup
from welcome_desktop.games.welcome.ui.ghost import GhostCard
from welcome_desktop.persistence.settings import Settings

from .ui_helpers import play_turn


def _ghosts(window) -> list[GhostCard]:  # type: ignore[no-untyped-def]
    return [item for item in window.front.scene.items() if isinstance(item, GhostCard)]


def test_looking_at_a_bot_sheet_replays_its_move(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.front.start_game(hotseat_setup([SeatSetup("Ann"), SeatSetup("Ben", "easy")], seed=6))
    c = window.front.controller
    play_turn(window)
    qtbot.waitUntil(lambda: c.state.round == 2 and c.active_seat == 0, timeout=10000)
    move = c.state.log[-1][1]
    assert not _ghosts(window)  # Ann's own sheet is shown: nothing flies
    window.front.board_page.show_seat(1)
    ghosts = _ghosts(window)
    assert not move.is_refusal  # seed 6: Ben writes a number in round 1
    assert len(ghosts) == 1
    ghost = ghosts[0]
    assert ghost.number == c.state.sheets[1].houses[move.street][move.house]
    assert ghost.is_flying()
    target = window.front.scene.houses[(move.street, move.house)].sceneBoundingRect()
    assert not target.contains(ghost.sceneBoundingRect().center())  # it starts at the offer
    qtbot.waitUntil(lambda: not _ghosts(window), timeout=5000)  # it lands and goes away


def test_no_flight_when_animations_are_off(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(Settings(animation_speed="off"))
    window.front.start_game(hotseat_setup([SeatSetup("Ann"), SeatSetup("Ben", "easy")], seed=6))
    c = window.front.controller
    play_turn(window)
    qtbot.waitUntil(lambda: c.state.round == 2 and c.active_seat == 0, timeout=10000)
    window.front.board_page.show_seat(1)
    assert not _ghosts(window)
    assert "Ben" in window.front.scene.paper.title
