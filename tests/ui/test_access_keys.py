"""Every menu's access keys (the underlined letter, Alt+letter) are distinct in every shipped
language, for every game: two entries of one menu with the same letter would make the letter
cycle between them instead of choosing one."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtWidgets import QApplication, QMenu, QMenuBar
from pytestqt.qtbot import QtBot

from welcome_desktop.games.pompeji.ui.window import pompeji_window
from welcome_desktop.games.welcome.ui.window import MainWindow
from welcome_desktop.i18n import install
from welcome_desktop.ui.shell_window import ShellWindow

LANGUAGES = ("en", "fr", "ru")


def access_key(text: str) -> str:
    """The letter after a single "&" ("" if none; "&&" is a literal ampersand)."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].casefold()
            i += 1
        i += 1
    return ""


def clashes(bar: QMenuBar) -> list[str]:
    """Each menu (and the bar itself) whose entries share an access key."""
    found = []
    menus = [a.menu() for a in bar.actions() if isinstance(a.menu(), QMenu)]
    groups = [("menu bar", [a.text() for a in bar.actions() if a.isVisible()])]
    for menu in menus:
        assert isinstance(menu, QMenu)
        texts = [a.text() for a in menu.actions() if not a.isSeparator()]  # shown or not
        groups.append((menu.title(), texts))
    for title, texts in groups:
        keys = Counter(k for k in map(access_key, texts) if k)
        twice = sorted(k for k, n in keys.items() if n > 1)
        if twice:
            found.append(f"{title}: {twice} in {texts}")
    return found


def test_the_access_key_reader() -> None:
    assert access_key("Se&ttings…") == "t"
    assert access_key("Tom && Jerry") == ""
    assert access_key("A && &B") == "b"


def _check(qtbot: QtBot, window: ShellWindow) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    problems = []
    try:
        for code in LANGUAGES:
            assert install.install(app, code) == code
            qtbot.wait(1)
            problems += [f"{code}: {p}" for p in clashes(window.menuBar())]
    finally:
        install.install(app, "en")
    assert problems == []


@pytest.mark.parametrize("game", ["welcome", "pompeji"])
def test_every_menu_has_distinct_access_keys_in_every_language(qtbot: QtBot, game: str) -> None:
    window: ShellWindow
    if game == "pompeji":
        window = pompeji_window(persist_settings=False)
    else:
        window = MainWindow(persist_settings=False)
    window.front.session.ask_yes_no = lambda title, text: True
    qtbot.addWidget(window)
    window.show()
    _check(qtbot, window)
