"""Every menu's access keys (the underlined letter, Alt+letter) are distinct in every shipped
language, for every game, and so are those of each page of the window together with the menu
bar's: two entries with the same letter would make the letter cycle between them (or do
nothing) instead of choosing one."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QMenu,
    QMenuBar,
    QWidget,
)
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


def clash(title: str, texts: list[str]) -> list[str]:
    """ "title: [letters] in [the texts using them]" when some texts share an access key."""
    keys = Counter(k for k in map(access_key, texts) if k)
    twice = sorted(k for k, n in keys.items() if n > 1)
    if not twice:
        return []
    return [f"{title}: {twice} in {[t for t in texts if access_key(t) in twice]}"]


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
        found += clash(title, texts)
    return found


def page_texts(page: QWidget) -> list[str]:
    """The texts of a page that carry an access key: buttons, labels naming a field (a buddy)
    and group titles, shown or not."""
    texts = []
    for widget in page.findChildren(QWidget):
        names_a_field = isinstance(widget, QLabel) and widget.buddy() is not None
        if isinstance(widget, QAbstractButton) or names_a_field:
            texts.append(widget.text())  # type: ignore[attr-defined]
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
    return texts


def page_clashes(window: ShellWindow) -> list[str]:
    """Each page of the window whose access keys clash, with each other or with the menu bar's
    (the menu titles answer Alt+letter on every page)."""
    bar = [a.text() for a in window.menuBar().actions()]
    found = []
    for i in range(window.pages.count()):
        page = window.pages.widget(i)
        found += clash(type(page).__name__, page_texts(page) + bar)
    return found


def test_the_access_key_reader() -> None:
    assert access_key("Se&ttings…") == "t"
    assert access_key("Tom && Jerry") == ""
    assert access_key("A && &B") == "b"


def in_each_language(find: Callable[[], list[str]]) -> list[str]:
    """``find()``'s clashes in each shipped language (the app switched to it), each prefixed
    with the language; English again at the end."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    problems = []
    try:
        for code in LANGUAGES:
            assert install.install(app, code) == code
            QApplication.processEvents()
            problems += [f"{code}: {p}" for p in find()]
    finally:
        install.install(app, "en")
    return problems


def _check(window: ShellWindow) -> None:
    problems = in_each_language(lambda: clashes(window.menuBar()) + page_clashes(window))
    assert problems == [], "\n".join(problems)


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
    if game == "pompeji":
        window.front.show_history()  # its pages are made when first shown
        window.front.show_start()
    _check(window)


def _dialogs() -> list[QWidget]:
    from welcome_desktop.games.pompeji.ui.new_game import NewGameDialog as PompejiNewGame
    from welcome_desktop.games.pompeji.ui.score_chart import ScoreChartDialog
    from welcome_desktop.games.welcome.ui.code_dialog import JoinCodeDialog
    from welcome_desktop.games.welcome.ui.dialogs import ClaimDialog, NewGameDialog
    from welcome_desktop.games.welcome.ui.plan_viewer import PlanViewer
    from welcome_desktop.games.welcome.ui.table_dialog import TableRoundDialog
    from welcome_desktop.games.welcome.ui.table_temps_dialog import TableTempsDialog
    from welcome_desktop.persistence.settings import Settings
    from welcome_desktop.ui.common_dialogs import RulesDialog, SettingsDialog

    languages = [("en", "English"), ("fr", "Français"), ("ru", "Русский")]
    return [
        NewGameDialog(),
        PompejiNewGame(None),
        SettingsDialog(Settings(), languages),
        JoinCodeDialog(None),
        TableRoundDialog(None),
        TableTempsDialog(0, False),
        ClaimDialog("Estates 2-2", [(), ()]),
        PlanViewer(None),
        RulesDialog(),
        ScoreChartDialog(None),
    ]


def test_every_dialog_has_distinct_access_keys_in_every_language(qtbot: QtBot) -> None:
    def find() -> list[str]:
        found = []
        for dialog in _dialogs():  # made in the language, as when opened
            qtbot.addWidget(dialog)
            found += clash(type(dialog).__name__, page_texts(dialog))
        return found

    problems = in_each_language(find)
    assert problems == [], "\n".join(problems)
