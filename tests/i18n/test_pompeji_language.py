"""The Pompeji window in every language: with the pseudo-locale no plain English is left on its
pages (start, board with the score preview and the statue picker, pass the device, end), and
French switches at run time."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGraphicsSimpleTextItem,
    QLabel,
    QWidget,
)

from welcome_desktop.games.pompeji.app.setup import Seat, make_setup
from welcome_desktop.games.pompeji.engine import new_game
from welcome_desktop.games.pompeji.ui.demo import DEMO_NAMES, demo_setup, demo_state, hold_best_card
from welcome_desktop.games.pompeji.ui.window import pompeji_window
from welcome_desktop.i18n import install
from welcome_desktop.persistence.settings import Settings
from welcome_desktop.ui.shell_window import ShellWindow

_NAMES = re.compile("|".join([*DEMO_NAMES, "Welcome Desktop", "Welcome To", "Ctrl", "Shift"]))
_ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")


@pytest.fixture
def window(
    qtbot, qapp, qm_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[ShellWindow]:
    monkeypatch.setenv("WELCOME_DESKTOP_HOME", str(tmp_path / "home"))
    install.install(qapp, "en", qm_dir)
    win = pompeji_window(settings=Settings(animation_speed="off"), persist_settings=False)
    win.front.session.ask_yes_no = lambda title, text: True  # may close
    win.front.controller.autosave_enabled = False
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.front.controller.shutdown()
    install.install(qapp, "en", qm_dir)


def texts_of(win: ShellWindow) -> list[str]:
    out = [win.windowTitle(), win.statusBar().currentMessage()]
    for action in win.menuBar().actions():
        out.append(action.text())
        menu = action.menu()
        out.extend(a.text() for a in (menu.actions() if menu else ()))
    for widget in win.findChildren(QWidget):
        if widget.isVisible() and isinstance(widget, QLabel | QAbstractButton):
            out.append(re.sub(r"<[^>]+>|&\w+;", " ", widget.text()))
        if widget.isVisible() and widget.toolTip():
            out.append(widget.toolTip())
    scene = win.front.board_page.scene
    if win.front.board_page.isVisible():
        for item in scene.items():
            if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible():
                out.append(item.text())
            if item.toolTip():
                out.append(item.toolTip())
        if scene.preview.isVisible():
            out.extend(scene.preview.lines)
    return [t for t in out if t]


def leftovers(win: ShellWindow) -> list[str]:
    return sorted(t for t in texts_of(win) if _ENGLISH_WORD.search(_NAMES.sub("", t)))


def _board(win: ShellWindow, qtbot) -> None:
    setup = demo_setup(7)
    win.front.controller.start(setup, demo_state(setup, 10))
    qtbot.waitUntil(lambda: win.front.controller.turn_view.my_turn, timeout=20000)
    win.front.show_board()


@pytest.mark.parametrize("screen", ["start", "board", "statue", "pass", "end"])
def test_every_pompeji_text_goes_through_translation(
    window: ShellWindow, qapp, qm_dir: Path, qtbot, screen: str
) -> None:
    if screen in ("board", "statue"):
        _board(window, qtbot)
    elif screen == "pass":
        window.front.start_game(make_setup([Seat(DEMO_NAMES[0]), Seat(DEMO_NAMES[1])], seed=3))
        assert window.pages.currentWidget() is window.front.pass_page
    elif screen == "end":
        setup = demo_setup(7)
        window.front.controller.start(setup, demo_state(setup, 0, to_end=True))
        window.front.show_end()
    install.install(qapp, install.PSEUDO_LOCALE, qm_dir)
    qtbot.waitUntil(lambda: window.windowTitle().startswith("["))
    QApplication.processEvents()
    if screen == "board":
        hold_best_card(window.front)
        assert window.front.board_page.scene.preview.isVisible()
    if screen == "statue":
        view = window.front.controller.turn_view
        cell = view.city.frontier()[0]
        window.front.board_page.ask_statue(*cell)
        assert window.front.board_page.picker.isVisible()
    found = leftovers(window)
    assert found == [], "\n".join(found)


def test_the_pompeji_board_switches_to_french_at_run_time(
    window: ShellWindow, qapp, qm_dir: Path, qtbot
) -> None:
    setup = make_setup([Seat(DEMO_NAMES[0]), Seat(DEMO_NAMES[1])], seed=3)
    window.front.controller.start(setup, new_game(setup.config))
    window.front.pass_page.button.click()
    assert window.front.board_page.confirm_button.text() == "End turn"
    install.install(qapp, "fr", qm_dir)
    qtbot.waitUntil(lambda: window.front.board_page.confirm_button.text() == "Fin du tour")
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&Partie")
    assert window.start_page.solo_button.text() == "Jouer contre l’ordinateur"
    assert "Pompéi" in window.windowTitle()
    assert window.front.board_page.scene.tray_label.text() == f"Main de {DEMO_NAMES[0]}"


def test_the_language_switch_retranslates_the_game_shown_and_the_one_behind(
    qapp, qm_dir: Path, qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from welcome_desktop.games.pompeji.ui.window import PompejiFront
    from welcome_desktop.games.welcome.ui.window import MainWindow

    monkeypatch.setenv("WELCOME_DESKTOP_HOME", str(tmp_path / "home"))
    install.install(qapp, "en", qm_dir)
    win = MainWindow(settings=Settings(animation_speed="off"), persist_settings=False)
    qtbot.addWidget(win)
    win.show()
    welcome = win.front
    win.start_page.game_cards[1].click()
    front = win.front
    assert isinstance(front, PompejiFront)
    setup = make_setup([Seat(DEMO_NAMES[0]), Seat(DEMO_NAMES[1])], seed=3)
    front.controller.autosave_enabled = False
    front.controller.start(setup, new_game(setup.config))
    front.pass_page.button.click()
    try:
        install.install(qapp, "fr", qm_dir)
        qtbot.waitUntil(lambda: front.board_page.confirm_button.text() == "Fin du tour")
        bar = [a.text() for a in win.menuBar().actions()]
        assert bar == ["&Partie", "&Tour", "A&ffichage", "&Aide"]  # Pompeji's menus
        assert front.menus["start"].text() == "Tous les &jeux…"
        assert win.windowTitle() == "Pompéi — Welcome Desktop"
        assert win.start_page.solo_button.text() == "Jouer contre l’ordinateur"
        assert welcome.menus["new"].text() == "&Nouvelle partie…"  # Welcome's, behind
        win.front.menus["start"].trigger()
        win.start_page.game_cards[0].click()
        assert win.start_page.solo_button.text() != "Jouer contre l’ordinateur"
        assert win.windowTitle() == "Welcome Desktop"
    finally:
        front.controller.shutdown()
        install.install(qapp, "en", qm_dir)
