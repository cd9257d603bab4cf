"""A Balconia table you can follow, by the app's settings: sounds (a new game, a block placed,
the end) and the balcony a computer player placed fading in (never the player's own; at once
with animations off)."""

from __future__ import annotations

from dataclasses import replace

from pytestqt.qtbot import QtBot

from welcome_desktop.games.balconia.app.setup import Seat, SeatKind, make_setup
from welcome_desktop.games.balconia.engine import Kind, Side
from welcome_desktop.persistence.settings import AnimationSpeed

from .helpers import play_step, shown_window, wait_for_human


def test_sounds_and_a_computer_players_balcony_fading_in(qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    window.apply_settings(
        replace(window.settings, sounds=True, animation_speed=AnimationSpeed.SLOW)
    )
    front = window.front
    c, feel = front.controller, front.feel
    front.start_game(make_setup(Seat("Ana"), Seat("Bot", SeatKind.EASY), seed=3))
    assert feel.sounds.played == ["deal"]
    wait_for_human(qtbot, c)
    play_step(c)  # Ana keeps a pair; the computer places the block on its own side's behalf
    qtbot.waitUntil(lambda: c.state is not None and len(c.state.turns) == 1, timeout=20000)
    (placed,) = [a.cell for a in c.state.log if a.kind is Kind.PLACE]
    assert placed in feel.faded_in and "write" in feel.sounds.played
    wait_for_human(qtbot, c)
    play_step(c)  # Ana places the next block herself: it does not fade in
    mine = [a.cell for a in c.state.log if a.kind is Kind.PLACE and a.side is Side.TURQUOISE]
    assert mine and not set(mine) & set(feel.faded_in)
    qtbot.waitUntil(lambda: not feel.fades, timeout=5000)
    assert all(f.opacity() == 1.0 for f in front.board_page.scene.faces.values())
    c.game_over.emit()
    assert feel.sounds.played[-1] == "game_over"


def test_with_animations_off_and_sounds_off_nothing_fades_or_sounds(qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    window.apply_settings(replace(window.settings, animation_speed=AnimationSpeed.OFF))
    front = window.front
    c, feel = front.controller, front.feel
    front.start_game(make_setup(Seat("Ana"), Seat("Bot", SeatKind.EASY), seed=3))
    wait_for_human(qtbot, c)
    play_step(c)
    qtbot.waitUntil(lambda: c.state is not None and len(c.state.turns) == 1, timeout=20000)
    assert not feel.fades and feel.faded_in == []
    assert feel.sounds.played == []  # sounds are off by default
