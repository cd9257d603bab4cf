"""The polish a player notices (issue #14): menus disabled where they do nothing, the New Game
dialog showing only what the mode uses, plurals, a language switch repainting the pile's
caption, consistent effect names, default names, card icons one can tell apart, the start
page's street never cut, a prompt quit, the score pad's table dialog and pile."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QTimer
from PySide6.QtWidgets import QApplication

from welcome_desktop.games.welcome.app.setup import score_pad_setup
from welcome_desktop.games.welcome.engine import Effect
from welcome_desktop.games.welcome.i18n.catalog import effect_name
from welcome_desktop.games.welcome.ui import layout as L
from welcome_desktop.games.welcome.ui import prompts
from welcome_desktop.games.welcome.ui.cards import CORNER_ICON
from welcome_desktop.games.welcome.ui.dialogs import NewGameDialog
from welcome_desktop.games.welcome.ui.front import TURN_ACTIONS
from welcome_desktop.games.welcome.ui.table_dialog import TableRoundDialog
from welcome_desktop.games.welcome.ui.window import MainWindow
from welcome_desktop.i18n import install
from welcome_desktop.ui.pages import StreetBanner

from .ui_helpers import start_mid_game, two_seat_setup

BOARD_ONLY = ("zoom_in", "zoom_out", "zoom_reset", "score_panel")
COMBOS = ((3, Effect.SURVEYOR), (8, Effect.POOL), (12, Effect.BIS))


def test_menus_do_nothing_disabled_on_the_start_and_pass_pages(window: MainWindow) -> None:
    assert window.pages.currentWidget() is window.start_page
    for name in (*TURN_ACTIONS, *BOARD_ONLY, "save"):
        assert not window.front.menus[name].isEnabled(), name
    start_mid_game(window)
    for name in ("suggest", "undo", *BOARD_ONLY):
        window.front.controller.select_combo(0)
        assert window.front.menus[name].isEnabled(), name
    # Two people at the screen: the board is hidden for the next one, no hint is offered.
    from welcome_desktop.games.welcome.app.setup import SeatSetup, hotseat_setup

    setup = hotseat_setup([SeatSetup("Ann", "human"), SeatSetup("Ben", "human")], 4)
    window.front.start_game(setup)
    assert window.pages.currentWidget() is window.front.pass_page
    assert not window.front.menus["suggest"].isEnabled()
    assert not window.front.menus["undo"].isEnabled()
    window.front.reveal_board()
    assert window.front.menus["suggest"].isEnabled()


def test_the_new_game_dialog_shows_only_what_the_mode_uses(qtbot) -> None:
    dialog = NewGameDialog(None, ())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.hotseat.setChecked(True)
    dialog.kind_boxes[1].setCurrentIndex(dialog.kind_boxes[1].findData("medium"))
    assert dialog.count.isVisible() and dialog.expert.isVisible()
    assert dialog.name_edits[1].placeholderText() == "Computer 2"
    assert [s.name for s in dialog.build_setup().seats] == ["Player 1", "Computer 2"]
    dialog.solo.setChecked(True)
    assert not dialog.count.isVisible() and not dialog.count_label.isVisible()
    assert not dialog.kind_boxes[0].isVisible() and not dialog.name_edits[1].isVisible()
    assert dialog.seats_box.title() == "Your name"
    assert dialog.join_button.isVisible()
    dialog.pad.setChecked(True)
    assert not dialog.expert.isVisible() and not dialog.join_button.isVisible()
    assert all(box.isVisible() for box in dialog.plan_boxes)


def test_the_board_subtitle_counts_players_in_every_language(
    window: MainWindow, qapp, qtbot
) -> None:
    def reads(end: str) -> None:
        qtbot.waitUntil(lambda: window.front.scene.paper.subtitle.endswith(end), timeout=2000)

    window.front.session.ask_table_round = lambda: (COMBOS, (False, False, False))
    window.front.start_game(score_pad_setup("Pat", seed=2))
    try:
        install.install(qapp, "en")  # English's plural forms
        reads("· 1 player")
        install.install(qapp, "ru")
        reads("· 1 игрок")
        start_mid_game(window)
        reads("· 2 игрока")
    finally:
        install.install(qapp, "en")
    reads("· 2 players")


def test_a_language_switch_repaints_the_piles_caption(window: MainWindow, qapp, qtbot) -> None:
    start_mid_game(window)
    QApplication.processEvents()
    changed: list[QRectF] = []
    window.front.scene.changed.connect(lambda rects: changed.extend(rects))
    try:
        install.install(qapp, "fr")
        pile = window.front.scene.stack.sceneBoundingRect()
        qtbot.waitUntil(lambda: any(r.intersects(pile) for r in changed), timeout=2000)
        assert "cartes" in window.front.scene.stack.toolTip()
    finally:
        install.install(qapp, "en")


def test_effect_names_are_written_alike_in_prompts_and_on_the_cards() -> None:
    names = {effect_name(e) for e in Effect}
    for text in prompts.EFFECT_PROMPTS.values():
        head = text.split(":")[0]
        if head.lower() in {n.lower() for n in names}:
            assert head in names, head


def test_the_corner_effect_icon_is_big_enough_at_1024_by_600(window: MainWindow) -> None:
    start_mid_game(window)
    window.resize(1024, 600)
    QApplication.processEvents()
    on_screen = CORNER_ICON * (L.CARD_W / 120.0) * window.front.board_view.transform().m11()
    assert on_screen >= 14.0  # pixels: the six effects tell apart


def test_the_start_pages_street_is_never_cut() -> None:
    banner = StreetBanner()
    for width in (300, 640, 1024, 1366, 1920, 2560):
        for h in (84.0, 50.0):
            pieces = banner.pieces(width, h)
            assert pieces and sum(w for _kind, w, _n in pieces) + 16 <= width
    assert banner.pieces(1024, 0.0) == []  # too short: only the grass


def test_quitting_hides_the_window_before_waiting_for_the_computer(
    window: MainWindow, monkeypatch
) -> None:
    start_mid_game(window)
    seen: list[bool] = []
    wait = window.front.controller.shutdown

    def shutdown() -> None:
        seen.append(window.isVisible())
        wait()

    monkeypatch.setattr(window.front.controller, "shutdown", shutdown)
    window.close()
    assert seen and seen[0] is False


def test_the_score_pad_shows_no_pile_and_the_dialog_starts_from_last_round(
    window: MainWindow, qtbot
) -> None:
    entered: list[tuple[object, ...]] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, TableRoundDialog):  # not open yet
            QTimer.singleShot(10, answer)
            return
        entered.append(dialog.table_round())
        if len(entered) == 1:
            for box, (number, _e) in zip(dialog.numbers, COMBOS, strict=True):
                box.setValue(number)
            for box, (_n, effect) in zip(dialog.effects, COMBOS, strict=True):
                box.setCurrentIndex(box.findData(effect.value))
            dialog.approved[1].setChecked(True)
        dialog.accept()

    QTimer.singleShot(0, answer)
    window.front.start_game(score_pad_setup("Pat", seed=2))  # the real dialog, answered by `answer`
    qtbot.waitUntil(lambda: len(entered) == 1, timeout=3000)
    c = window.front.controller
    qtbot.waitUntil(lambda: not c.needs_table_round(), timeout=3000)
    assert not window.front.scene.stack.isVisible()  # the cards are at the table: no "0 cards left"
    street, house = sorted(c.legal_houses(0))[0]
    c.select_combo(0)
    c.place_number(street, house)
    if c.draft.needs == "effect":
        c.skip_effect()
    QTimer.singleShot(0, answer)
    window.front.board_page.confirm_turn()
    qtbot.waitUntil(lambda: len(entered) == 2, timeout=5000)
    assert entered[1] == (COMBOS, (False, True, False))  # last round's entries, shown again


def test_a_new_game_forgets_the_table_entries(window: MainWindow) -> None:
    window.front.session.last_table_round = (COMBOS, (True, False, False))
    window.front.start_game(two_seat_setup())
    assert window.front.session.last_table_round is None
