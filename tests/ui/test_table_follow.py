"""A table you can follow, with real widgets: the round log after a round with computer
players, the notices, the sheet overview, the way back to the results, the deal animation,
sounds and the settings that switch them."""

from __future__ import annotations

import sys
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from welcome_desktop.games.welcome.app.bot_runner import safe_choice
from welcome_desktop.games.welcome.app.setup import SeatSetup, hotseat_setup, solo_setup
from welcome_desktop.games.welcome.bots import make_bot
from welcome_desktop.games.welcome.engine import new_game, play_round, view_for
from welcome_desktop.persistence.settings import Settings, load_settings
from welcome_desktop.ui.common_dialogs import SettingsDialog
from welcome_desktop.ui.sounds import SoundPlayer

from .ui_helpers import play_turn


def _three_seats(window, seed: int = 6) -> None:  # type: ignore[no-untyped-def]
    people = [SeatSetup("Ann"), SeatSetup("Ben", "easy"), SeatSetup("Cleo", "easy")]
    window.front.start_game(hotseat_setup(people, seed=seed))


def test_the_round_log_shows_what_every_seat_wrote(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    _three_seats(window)
    c = window.front.controller
    table = window.front.table
    assert not table.log_shown()
    QTest.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert table.log_shown() and window.settings.show_round_log
    assert len(table.log_panel.rows) == 0  # nothing resolved yet
    play_turn(window)
    qtbot.waitUntil(lambda: c.state.round == 2 and c.active_seat == 0, timeout=10000)
    lines = table.log_panel.round_lines(0)
    offer = [f"{n} " for n, _e in table.log.entries[0].offer]
    assert lines[0] == "Round 1"
    assert lines[1].startswith("Cards: ") and all(o in lines[1] for o in offer)
    assert len(lines) >= 5
    state = c.state
    for seat, name in enumerate(("Ann", "Ben", "Cleo")):
        move = state.log[0][seat]
        text = lines[2 + seat]
        assert text.startswith(name)
        if move.is_refusal:
            assert "refused" in text
        else:
            number = state.sheets[seat].houses[move.street][move.house]
            assert f"wrote {number} in street {move.street + 1}, house {move.house + 1}" in text
    QTest.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert not table.log_shown() and not window.settings.show_round_log


def test_another_players_move_is_logged_only_once_the_round_resolves(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(Settings(animation_speed="fast", show_round_log=True))
    people = [SeatSetup("Ann"), SeatSetup("Ben"), SeatSetup("Cleo", "easy")]
    window.front.start_game(hotseat_setup(people, seed=4))
    c = window.front.controller
    play_turn(window)  # Ann; Ben, a person, has not played
    qtbot.waitUntil(lambda: c.active_seat == 1, timeout=10000)
    window.front.reveal_board()
    assert len(window.front.table.log_panel.rows) == 0
    play_turn(window)
    qtbot.waitUntil(lambda: c.state.round == 2, timeout=10000)
    assert len(window.front.table.log_panel.rows) == 1


def _just_before_the_solo_card(seed: int):  # type: ignore[no-untyped-def]
    setup = solo_setup("Sam", seed)
    state = new_game(setup.config)
    bot = make_bot("easy", seed)
    while True:
        after = play_round(state, [safe_choice(bot, view_for(state, 0))])
        if after.solo_card_seen or after.over:
            return setup, state, after
        state = after


def test_the_solo_card_is_announced_on_the_board_and_logged(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    setup, state, after = _just_before_the_solo_card(seed=5)
    assert after.solo_card_seen and not after.over
    c = window.front.controller
    c.play_from(setup, state)
    window.front.show_board()
    announcer = window.front.table.announcer
    assert not announcer.isVisible()
    c.viewer.target_index = -1
    from welcome_desktop.games.welcome.ui.demo import play_move

    assert play_move(c, after.log[-1][0]) is None
    window.front.board_page.confirm_turn()
    assert c.state.solo_card_seen
    assert announcer.isVisible()
    assert "solo card" in announcer.text()
    assert announcer.geometry().top() < window.front.board_view.height() // 4  # at the top, small
    logged = window.front.table.log_panel.round_lines(0)
    assert any("solo card" in line for line in logged)
    qtbot.waitUntil(lambda: not announcer.isVisible(), timeout=10000)  # it fades away


def test_the_last_round_of_a_solo_game_is_announced_when_it_starts(window) -> None:  # type: ignore[no-untyped-def]
    from welcome_desktop.games.welcome.app.round_log import last_round_ahead

    setup = solo_setup("Sam", 8)
    state = new_game(setup.config)
    bot = make_bot("easy", 8)
    while not last_round_ahead(state):
        state = play_round(state, [safe_choice(bot, view_for(state, 0))])
        assert not state.over  # seed 8: the deck runs out before any other end
    window.front.controller.play_from(setup, state)
    window.front.show_board()
    assert window.front.table.announcer.isVisible()
    assert window.front.table.announcer.text() == "Last round: the deck is empty."


def test_clicking_a_sheet_of_the_overview_shows_it_large(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    _three_seats(window)
    c = window.front.controller
    play_turn(window)
    qtbot.waitUntil(lambda: c.state.round == 2 and c.active_seat == 0, timeout=10000)
    window.front.menus["sheet_overview"].trigger()
    overview = window.front.table.overview
    assert window.front.table.overview_shown() and len(overview.minis) == 3
    mini = overview.minis[2]
    assert mini.name == "Cleo" and mini.sheet == c.state.sheets[2]
    move = c.state.log[-1][2]
    assert mini.mark == (None if move.is_refusal else (move.street, move.house))
    assert overview.minis[0].shown and not mini.shown
    QTest.mouseClick(mini, Qt.MouseButton.LeftButton)
    assert c.turn_view.seat == 2
    assert "Cleo" in window.front.scene.paper.title
    assert mini.shown and not overview.minis[0].shown


def test_after_looking_at_the_sheets_the_results_are_one_click_away(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    from welcome_desktop.games.welcome.ui.demo import demo_setup, demo_state

    setup = demo_setup(3, seats=2)
    state, history = demo_state(setup, 0, to_end=True)
    window.front.controller.play_from(setup, state, history)
    assert window.pages.currentWidget() is window.front.end_screen
    QTest.mouseClick(window.front.end_screen.board_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.front.board_page
    back = window.front.table.results_button
    assert back.isVisible() and back.text() == "Back to the results"
    assert window.front.board_view.rect().contains(back.geometry())
    QTest.mouseClick(back, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.front.end_screen
    assert not back.isVisible()


def test_cards_are_dealt_when_animations_are_on(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.front.start_game(solo_setup("Sam", 3))
    dealer = window.front.table.dealer
    assert dealer.deals == 1 and dealer.running()
    cards = window.front.scene.active_cards()
    assert all(card.opacity() < 0.1 for card in cards)  # their pictures fly instead
    qtbot.waitUntil(lambda: not dealer.running(), timeout=5000)
    assert all(card.opacity() == 1.0 for card in cards) and not dealer.ghosts


def test_animations_off_are_respected_everywhere(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(Settings(animation_speed="off"))
    window.front.start_game(solo_setup("Sam", 3))
    assert window.front.table.dealer.deals == 0  # a new game: no deal
    setup, state, after = _just_before_the_solo_card(seed=5)
    c = window.front.controller
    c.play_from(setup, state)
    window.front.show_board()
    from welcome_desktop.games.welcome.ui.demo import play_move

    assert play_move(c, after.log[-1][0]) is None
    window.front.board_page.confirm_turn()
    table = window.front.table
    assert table.dealer.deals == 0 and not table.dealer.ghosts
    assert all(card.opacity() == 1.0 for card in window.front.scene.active_cards())
    announcer = table.announcer
    assert announcer.isVisible()
    qtbot.waitUntil(lambda: not announcer.isVisible(), timeout=10000)
    assert not announcer.fading()  # gone at once, no fade


def test_settings_switch_sounds_and_docks_and_persist(make_window, user_home) -> None:  # type: ignore[no-untyped-def]
    assert not Settings().sounds  # quiet by default
    dialog = SettingsDialog(Settings(), [])
    assert not dialog.sounds.isChecked()
    dialog.sounds.setChecked(True)
    new = dialog.result_settings()
    assert new.sounds
    dialog.deleteLater()
    window = make_window()
    window.persist_settings = True
    window.front.session.apply_settings(replace(window.settings, sounds=True))
    assert window.front.table.sounds.enabled
    window.front.menus["sheet_overview"].trigger()
    window.front.menus["round_log"].trigger()
    saved = load_settings()
    assert saved.sounds and saved.show_sheet_overview and saved.show_round_log
    assert window.front.menus["round_log"].isChecked()
    window.front.session.apply_settings(
        replace(window.settings, sounds=False, animation_speed="off")
    )
    assert not window.front.table.sounds.enabled and window.front.table.dealer.duration_ms == 0
    assert not load_settings().sounds


def test_sounds_play_only_when_on_and_fail_silently(tmp_path) -> None:  # type: ignore[no-untyped-def]
    player = SoundPlayer()
    assert not player.play("deal") and player.played == []  # off: nothing at all
    player.enabled = True
    player._looked = True
    player.command = [str(tmp_path / "no-such-player")]
    assert not player.play("deal")  # a broken player: silent, and silent from now on
    assert player.failed and not player.play("notice")
    working = SoundPlayer(enabled=True)
    working._looked = True
    working.command = [sys.executable, "-c", "pass"]  # a "player" that exits at once
    assert working.play("write")
    assert not working.play("missing-sound")
    working.wait()
    assert working.played == ["write", "missing-sound"]


def test_with_the_log_and_overview_on_the_keyboard_stays_the_boards(make_window) -> None:  # type: ignore[no-untyped-def]
    from welcome_desktop.games.welcome.engine import Effect

    from .test_effects_and_modes import _offer_with

    window = make_window(Settings(show_round_log=True, show_sheet_overview=True))
    _offer_with(window, Effect.SURVEYOR)
    assert window.front.table.log_shown() and window.front.table.overview_shown()
    window.front.board_view.setFocus()
    QTest.keyClick(window.front.board_view, Qt.Key.Key_Tab)
    QTest.keyClick(window.front.board_view, Qt.Key.Key_Tab)
    assert window.front.ui.target_index == 1  # Tab cycled the effect targets, focus did not move


def test_player_names_stay_plain_text_in_the_log_notices_and_overview(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    name = "<b>Bo</b>"
    people = [SeatSetup("Ann"), SeatSetup(name, "easy")]
    window.front.start_game(hotseat_setup(people, seed=6))
    c = window.front.controller
    window.front.menus["sheet_overview"].trigger()
    window.front.menus["round_log"].trigger()
    play_turn(window)
    qtbot.waitUntil(lambda: c.state.round == 2 and c.active_seat == 0, timeout=10000)
    row = window.front.table.log_panel.rows[0]
    assert row.body.textFormat() == Qt.TextFormat.PlainText and name in row.body.text()
    mini = window.front.table.overview.minis[1]
    assert mini.name == name and "&lt;b&gt;Bo&lt;/b&gt;" in mini.toolTip()
    window.front.table.announcer.announce([name])
    assert window.front.table.announcer.textFormat() == Qt.TextFormat.PlainText


def test_a_plan_achieved_is_announced_with_who_achieved_it(window) -> None:  # type: ignore[no-untyped-def]
    from welcome_desktop.games.welcome.ui.demo import play_move

    setup = solo_setup("Sam", 4)
    state = new_game(setup.config)
    bot = make_bot("medium", 4)
    while True:
        after = play_round(state, [safe_choice(bot, view_for(state, 0))])
        assert not after.over, "seed 4: the bot achieves a plan before the end"
        if after.sheets[0].plans != state.sheets[0].plans:
            break
        state = after
    plan = next(i for i in range(3) if after.sheets[0].plans[i] and not state.sheets[0].plans[i])
    c = window.front.controller
    c.play_from(setup, state)
    window.front.show_board()
    assert play_move(c, after.log[-1][0]) is None
    window.front.board_page.confirm_turn()
    assert c.state.sheets[0].plans[plan]
    notice = f"City plan n°{plan + 1} approved by Sam."
    assert notice in window.front.table.announcer.text().split("\n")
    assert notice in window.front.table.log_panel.round_lines(0)


def test_a_notice_waits_behind_the_pass_the_device_screen(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    people = [SeatSetup("Ann"), SeatSetup("Ben")]
    window.front.start_game(hotseat_setup(people, seed=4))
    c = window.front.controller
    play_turn(window)  # Ann played: Ben's turn behind the pass-the-device screen
    qtbot.waitUntil(lambda: c.active_seat == 1, timeout=5000)
    assert window.pages.currentWidget() is window.front.pass_page
    announcer = window.front.table.announcer
    window.front.table.notify(["City plan n°1 approved by Ann."])
    assert not announcer.isVisible()
    QTest.mouseClick(window.front.pass_page.button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.front.board_page
    assert announcer.isVisible() and announcer.text() == "City plan n°1 approved by Ann."
