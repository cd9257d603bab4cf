"""The window's actions and menus: one table of names, shortcuts and texts, built from a
``{name: slot}`` map handed in (this module never imports the window)."""

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
    text: str  # untranslated (QT_TRANSLATE_NOOP in the MainWindow context)
    keys: Keys = ()


# Each menu: its name, its title and its entries in order ("-" is a separator).
MENUS: tuple[tuple[str, str, tuple[ActionSpec | str, ...]], ...] = (
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
            ActionSpec("table_temps", QT_TRANSLATE_NOOP("MainWindow", "&Temps at the table…")),
            "-",
            ActionSpec("settings", QT_TRANSLATE_NOOP("MainWindow", "Se&ttings…")),
            "-",
            ActionSpec("quit", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), (_K.Quit,)),
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
            ActionSpec("refuse", QT_TRANSLATE_NOOP("MainWindow", "Permit &refused")),
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
            ActionSpec("full_screen", QT_TRANSLATE_NOOP("MainWindow", "F&ull screen"), ("F11",)),
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
            ActionSpec("about", QT_TRANSLATE_NOOP("MainWindow", "&About Welcome Desktop")),
        ),
    ),
)

ACTION_NAMES: frozenset[str] = frozenset(
    entry.name for _n, _t, entries in MENUS for entry in entries if isinstance(entry, ActionSpec)
)


class Menus:
    """The QActions (by name) and the menu bar of ``window``; ``retranslate()`` sets the texts."""

    def __init__(self, window: QMainWindow, slots: Mapping[str, Callable[[], object]]) -> None:
        missing = ACTION_NAMES - set(slots)
        if missing:
            raise ValueError(f"no slot for the actions {sorted(missing)}")
        self.actions: dict[str, QAction] = {}
        self.menus: dict[str, QMenu] = {}
        self._texts: list[tuple[QAction | QMenu, str]] = []
        bar = window.menuBar()
        for menu_name, title, entries in MENUS:
            menu = bar.addMenu("")
            self.menus[menu_name] = menu
            self._texts.append((menu, title))
            for entry in entries:
                if isinstance(entry, str):
                    menu.addSeparator()
                    continue
                action = _make_action(window, slots[entry.name], entry.keys)
                menu.addAction(action)
                self.actions[entry.name] = action
                self._texts.append((action, entry.text))

    def __getitem__(self, name: str) -> QAction:
        return self.actions[name]

    def retranslate(self) -> None:
        for target, text in self._texts:
            translated = QCoreApplication.translate(CONTEXT, text)
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
    window.addAction(action)
    return action
