"""The window's actions and menus: one table of names, shortcuts and texts, built from a
``{name: slot}`` map handed in (this module never imports the window).

Each game's front has its own ``Menus`` (Welcome's ``MENUS``, or a table of its own); the
entries every game shares (``SHARED``: start page, settings, quit, full screen, about) are
defined once here, and the shell's window puts the active game's menus on its menu bar
(``put_on``) and takes them off again (``take_off``), shortcuts included."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from welcome_desktop.i18n.text import QT_TRANSLATE_NOOP

Keys = tuple[QKeySequence.StandardKey | str, ...]
_K = QKeySequence.StandardKey
CONTEXT = "MainWindow"  # the translation context these texts always had


@dataclass(frozen=True, slots=True)
class ActionSpec:
    name: str
    text: str  # untranslated (QT_TRANSLATE_NOOP in ``context``)
    keys: Keys = ()
    context: str = CONTEXT


# The entries of the menu bar's frame, the same in every game's menus.
SHARED: dict[str, ActionSpec] = {
    spec.name: spec
    for spec in (
        ActionSpec("start", QT_TRANSLATE_NOOP("MainWindow", "All &games…"), ("Alt+Home",)),
        ActionSpec("settings", QT_TRANSLATE_NOOP("MainWindow", "Se&ttings…")),
        ActionSpec("quit", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), (_K.Quit,)),
        ActionSpec("full_screen", QT_TRANSLATE_NOOP("MainWindow", "F&ull screen"), ("F11",)),
        ActionSpec("about", QT_TRANSLATE_NOOP("MainWindow", "&About Welcome Desktop")),
    )
}
MenuTable = tuple[tuple[str, str, tuple[ActionSpec | str, ...]], ...]


# Each menu: its name, its title and its entries in order ("-" is a separator).
MENUS: MenuTable = (
    (
        "game",
        QT_TRANSLATE_NOOP("MainWindow", "&Game"),
        (
            ActionSpec("new", QT_TRANSLATE_NOOP("MainWindow", "&New game…"), (_K.New,)),
            ActionSpec("open", QT_TRANSLATE_NOOP("MainWindow", "&Open…"), (_K.Open,)),
            ActionSpec("save", QT_TRANSLATE_NOOP("MainWindow", "&Save…"), (_K.Save,)),
            ActionSpec(
                "end_table", QT_TRANSLATE_NOOP("MainWindow", "The game &ended at the table…")
            ),
            ActionSpec("table_temps", QT_TRANSLATE_NOOP("MainWindow", "Te&mps at the table…")),
            "-",
            SHARED["start"],
            SHARED["settings"],
            "-",
            SHARED["quit"],
        ),
    ),
    (
        "turn",
        QT_TRANSLATE_NOOP("MainWindow", "&Turn"),
        (
            ActionSpec("undo", QT_TRANSLATE_NOOP("MainWindow", "&Undo"), ("Ctrl+Z",)),
            ActionSpec(
                "redo", QT_TRANSLATE_NOOP("MainWindow", "&Redo"), ("Ctrl+Shift+Z", "Ctrl+Y")
            ),
            ActionSpec("skip", QT_TRANSLATE_NOOP("MainWindow", "S&kip effect")),
            ActionSpec("refuse", QT_TRANSLATE_NOOP("MainWindow", "&Permit refused")),
            "-",
            ActionSpec("suggest", QT_TRANSLATE_NOOP("MainWindow", "Sug&gest a move")),
            ActionSpec(
                "confirm",
                QT_TRANSLATE_NOOP("MainWindow", "&Confirm turn"),
                ("Ctrl+Return", "Ctrl+Enter"),
            ),
        ),
    ),
    (
        "view",
        QT_TRANSLATE_NOOP("MainWindow", "&View"),
        (
            ActionSpec(
                "zoom_in", QT_TRANSLATE_NOOP("MainWindow", "Zoom &in"), ("Ctrl++", "Ctrl+=")
            ),
            ActionSpec("zoom_out", QT_TRANSLATE_NOOP("MainWindow", "Zoom &out"), ("Ctrl+-",)),
            ActionSpec(
                "zoom_reset", QT_TRANSLATE_NOOP("MainWindow", "&Fit the sheet"), ("Ctrl+0",)
            ),
            "-",
            ActionSpec("round_log", QT_TRANSLATE_NOOP("MainWindow", "Round &log"), ("Ctrl+L",)),
            ActionSpec(
                "sheet_overview",
                QT_TRANSLATE_NOOP("MainWindow", "&All sheets"),
                ("Ctrl+Shift+L",),
            ),
            "-",
            ActionSpec("score_panel", QT_TRANSLATE_NOOP("MainWindow", "&Score panel"), ("F9",)),
            SHARED["full_screen"],
        ),
    ),
    (
        "help",
        QT_TRANSLATE_NOOP("MainWindow", "&Help"),
        (
            ActionSpec(
                "rules", QT_TRANSLATE_NOOP("MainWindow", "&How to play"), (_K.HelpContents,)
            ),
            ActionSpec("tutorial", QT_TRANSLATE_NOOP("MainWindow", "First-game &tutorial")),
            SHARED["about"],
        ),
    ),
)


def action_names(table: MenuTable) -> frozenset[str]:
    return frozenset(
        entry.name
        for _n, _t, entries in table
        for entry in entries
        if isinstance(entry, ActionSpec)
    )


ACTION_NAMES: frozenset[str] = action_names(MENUS)


class Menus:
    """The QActions (by name) and the menus of one game in ``window``; ``retranslate()`` sets
    the texts, ``put_on``/``take_off`` show them on the window's menu bar or not."""

    def __init__(
        self,
        window: QMainWindow,
        slots: Mapping[str, Callable[[], object]],
        table: MenuTable = MENUS,
        context: str = CONTEXT,
    ) -> None:
        missing = action_names(table) - set(slots)
        if missing:
            raise ValueError(f"no slot for the actions {sorted(missing)}")
        self.actions: dict[str, QAction] = {}
        self.menus: dict[str, QMenu] = {}
        self._texts: list[tuple[QAction | QMenu, str, str]] = []
        for menu_name, title, entries in table:
            menu = QMenu(window)
            self.menus[menu_name] = menu
            self._texts.append((menu, context, title))
            for entry in entries:
                if isinstance(entry, str):
                    menu.addSeparator()
                    continue
                action = _make_action(window, slots[entry.name], entry.keys)
                menu.addAction(action)
                self.actions[entry.name] = action
                self._texts.append((action, entry.context, entry.text))
        self.shown = False

    def __getitem__(self, name: str) -> QAction:
        return self.actions[name]

    def put_on(self, window: QMainWindow) -> None:
        """These menus on the window's menu bar, their shortcuts live."""
        if self.shown:
            return
        bar = window.menuBar()
        for menu in self.menus.values():
            bar.addMenu(menu)
        window.addActions(list(self.actions.values()))
        self.shown = True

    def take_off(self, window: QMainWindow) -> None:
        """Off the menu bar, their shortcuts dead (another game is shown)."""
        if not self.shown:
            return
        bar = window.menuBar()
        for menu in self.menus.values():
            bar.removeAction(menu.menuAction())
        for action in self.actions.values():
            window.removeAction(action)
        self.shown = False

    def retranslate(self) -> None:
        for target, context, text in self._texts:
            translated = QCoreApplication.translate(context, text)
            if isinstance(target, QMenu):
                target.setTitle(translated)
            else:
                target.setText(translated)


def _make_action(window: QMainWindow, slot: Callable[[], object], keys: Keys) -> QAction:
    action = QAction(window)
    action.triggered.connect(lambda *_: slot())
    if keys:
        action.setShortcuts([QKeySequence(k) for k in keys])
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    return action
