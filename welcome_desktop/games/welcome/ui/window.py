"""The main window: the shell's one window (``welcome_desktop.ui.shell_window.ShellWindow``),
opened on the first game of the registry, *Welcome To…*, whose front (``front.WelcomeFront``)
supplies the board, pass-the-device and end pages, the score dock and the menus. Other games
are chosen on its start page, or opened from their saves, in this same window."""

from __future__ import annotations

from welcome_desktop.ui.shell_window import ShellWindow


class MainWindow(ShellWindow):
    """The app's window (see the module docstring); the active game's parts are reachable on it
    (``window.controller``, ``window.board_page``, ``window.session``…)."""
