"""Switching language at run time retranslates the real main window, with nothing left behind."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGraphicsSimpleTextItem,
    QGroupBox,
    QHeaderView,
    QLabel,
    QWidget,
)

from welcome_desktop.games.welcome.ui.demo import DEMO_NAMES, demo_setup, demo_state
from welcome_desktop.games.welcome.ui.window import MainWindow
from welcome_desktop.i18n import install
from welcome_desktop.persistence.settings import Settings

# Words that are not translated: player names, and Qt key names inside shortcuts.
# Player names, key names and shared-deck game codes (data, e.g. "22KGK-XMEJ3") stay as they are.
_GAME_CODE = r"\b[234679ACDEFGHJKMNPRTWXY]{5}-[234679ACDEFGHJKMNPRTWXY]{5}\b"
_UNTRANSLATED = re.compile("|".join([*DEMO_NAMES, r"Ctrl", r"Shift", r"Enter", r"Tab", _GAME_CODE]))
_ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")


@pytest.fixture
def window(
    qtbot, qapp, qm_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[MainWindow]:
    monkeypatch.setenv("WELCOME_DESKTOP_HOME", str(tmp_path / "home"))
    install.install(qapp, "en", qm_dir)
    win = MainWindow(settings=Settings(animation_speed="off"), persist_settings=False)
    win.front.controller.autosave_enabled = False
    win.front.session.ask_yes_no = lambda title, text: False
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.front.controller.shutdown()
    install.install(qapp, "en", qm_dir)


def _show_mid_game(win: MainWindow, qtbot) -> None:
    """Round 7 of a demo game, Alice to play; waits for the computer player to have moved."""
    setup = demo_setup(7)
    state, history = demo_state(setup, 6)
    win.front.controller.play_from(setup, state, history)
    win.front.ui.hidden = False
    win.front.show_board()
    qtbot.waitUntil(lambda: not win.front.controller.bots_thinking)
    win.front.controller.select_combo(0)
    QApplication.processEvents()


def _show_end(win: MainWindow) -> None:
    setup = demo_setup(7)
    state, history = demo_state(setup, 0, to_end=True)
    win.front.controller.play_from(setup, state, history)
    win.front.ui.hidden = False
    win.front.show_end()
    QApplication.processEvents()


def visible_texts(win: MainWindow) -> dict[str, str]:
    """Every text a player can see or hover on the window: menus, widgets, scene, status bar."""
    texts: dict[str, str] = {"window title": win.windowTitle()}
    for index, menu_action in enumerate(win.menuBar().actions()):
        texts[f"menu {index}"] = menu_action.text()
        menu = menu_action.menu()
        for action in menu.actions() if menu else ():
            if not action.isSeparator():
                texts[f"action {id(action)}"] = action.text()
    for header in win.findChildren(QHeaderView):
        model = header.model()
        if header.isVisible() and model is not None:
            for section in range(header.count()):
                text = model.headerData(section, header.orientation())
                texts[f"header {id(header)} {section}"] = str(text or "")
    for widget in win.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel | QAbstractButton):
            texts[f"{type(widget).__name__} {id(widget)}"] = widget.text()
        if isinstance(widget, QGroupBox):
            texts[f"group {id(widget)}"] = widget.title()
        if widget.toolTip():
            texts[f"tooltip {id(widget)}"] = widget.toolTip()
    for item in win.front.scene.items() if win.front.board_page.isVisible() else ():
        if item.toolTip():
            texts[f"item tooltip {id(item)}"] = item.toolTip()
        if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible():
            texts[f"scene text {id(item)}"] = item.text()
    texts["status"] = win.statusBar().currentMessage()
    return {key: value for key, value in texts.items() if value}


def english_leftovers(texts: dict[str, str]) -> list[str]:
    """Texts still holding plain English words (the pseudo-locale accents every letter)."""
    return sorted(
        text for text in texts.values() if _ENGLISH_WORD.search(_UNTRANSLATED.sub("", text))
    )


def test_start_page_switches_language_without_restart(
    window: MainWindow, qapp, qm_dir: Path, qtbot
) -> None:
    assert window.menuBar().actions()[0].text() == "&Game"
    install.install(qapp, "fr", qm_dir)
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&Partie")
    assert window.start_page.isVisible()
    texts = set(visible_texts(window).values())
    assert "Jouer en solo" in texts
    install.install(qapp, "ru", qm_dir)
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&Игра")
    assert "Играть одному" in set(visible_texts(window).values())


def test_board_switches_language_without_restart(
    window: MainWindow, qapp, qm_dir: Path, qtbot
) -> None:
    _show_mid_game(window, qtbot)
    english = visible_texts(window)
    install.install(qapp, "fr", qm_dir)
    qtbot.waitUntil(
        lambda: window.windowTitle() == "Welcome Desktop" and _score_in(window, "Plans de la Ville")
    )
    french = visible_texts(window)
    changed = [key for key in english if key in french and english[key] != french[key]]
    assert len(changed) >= len(english) // 3
    install.install(qapp, "en", qm_dir)
    qtbot.waitUntil(lambda: _score_in(window, "City plans"))
    assert visible_texts(window) == english


def _score_in(window: MainWindow, text: str) -> bool:
    return any(label.text() == text for label in window.front.score_panel.findChildren(QLabel))


@pytest.mark.parametrize("screen", ["start", "board", "end"])
def test_every_visible_text_goes_through_translation(
    window: MainWindow, qapp, qm_dir: Path, qtbot, screen: str
) -> None:
    """With the pseudo-locale, any plain-English text left is untranslatable or not refreshed."""
    if screen == "board":
        _show_mid_game(window, qtbot)
    elif screen == "end":
        _show_end(window)
    install.install(qapp, install.PSEUDO_LOCALE, qm_dir)
    qtbot.waitUntil(lambda: window.windowTitle().startswith("["))
    if screen == "board":
        window.front.controller.select_combo(1)  # a fresh status prompt, asked in the new language
    QApplication.processEvents()
    leftovers = english_leftovers(visible_texts(window))
    assert leftovers == [], "\n".join(leftovers)
