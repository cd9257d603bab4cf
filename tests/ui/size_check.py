"""Layout checks shared by the window-size tests, in this process or in a child process with a
screen of another size or device-pixel ratio (``python -m tests.ui.size_check W H``)."""

from __future__ import annotations

import os
import sys
from itertools import pairwise

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QWidget

from welcome_desktop.games.welcome.ui.window import MainWindow


def rect_in(window: QWidget, widget: QWidget) -> QRect:
    """``widget``'s rectangle in the coordinates of ``window`` (any ancestor)."""
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def settle(rounds: int = 4) -> None:
    """Let pending layout and paint events run."""
    for _ in range(rounds):
        QApplication.processEvents()


def layout_problems(window: MainWindow) -> list[str]:
    """What of the turn bar and the board does not fit the window (empty: all fits)."""
    QApplication.processEvents()
    problems: list[str] = []
    inside = window.rect()
    bar = window.front.turn_bar
    shown = [b for b in bar.buttons if b.isVisible()]
    for widget in (bar.icon, bar.prompt, *shown):
        r = rect_in(window, widget)
        if not inside.contains(r):
            problems.append(f"{widget.objectName()} at {r.getRect()} outside {inside.getRect()}")
    for b in shown:
        if b.width() < b.minimumSizeHint().width():
            problems.append(f"{b.objectName()} squeezed to {b.width()} px")
    ordered = sorted(shown, key=lambda b: rect_in(window, b).x())
    for a, b in pairwise(ordered):
        if rect_in(window, a).intersects(rect_in(window, b)):
            problems.append(f"{a.objectName()} overlaps {b.objectName()}")
    if bar.prompt.width() < 200:
        problems.append(f"prompt only {bar.prompt.width()} px wide")
    view = window.front.board_view
    board = view.mapFromScene(view.board.sceneRect()).boundingRect()
    if not view.viewport().rect().adjusted(-1, -1, 1, 1).contains(board):
        problems.append(f"board {board.getRect()} outside the view {view.viewport().rect()}")
    if not inside.contains(rect_in(window, view)):
        problems.append("board view outside the window")
    if view.transform().m11() < 0.35:
        problems.append(f"board drawn at {view.transform().m11():.2f}")
    return problems


def show_every_button(window: MainWindow) -> None:
    """The most crowded turn bar a turn can show (advanced variant, an effect to use)."""
    bar = window.front.turn_bar
    for b in (bar.roundabout_button, bar.use_button, bar.skip_button, bar.suggest_button):
        b.setVisible(True)
    bar.use_button.setText(bar.tr("Hire the temp"))
    bar.arrange()


def main(width: int, height: int) -> int:
    """Child process: a saved geometry larger than the screen is clamped, then the board fits
    the window at ``width`` x ``height`` (the screen's size, given by the parent)."""
    from PySide6.QtCore import QRect as Rect

    from welcome_desktop.persistence.settings import Settings

    from .ui_helpers import start_mid_game

    app = QApplication.instance() or QApplication([])
    big = MainWindow(settings=Settings(), persist_settings=False)
    big.setGeometry(Rect(50, 60, 3000, 2000))
    saved = bytes(big.saveGeometry().toBase64().data()).decode("ascii")
    big.deleteLater()
    window = MainWindow(settings=Settings(window_geometry=saved), persist_settings=False)
    window.front.controller.autosave_enabled = False
    window.show()
    app.processEvents()
    screen = app.primaryScreen()
    print(f"dpr {screen.devicePixelRatio():g} screen {screen.availableGeometry().getRect()}")
    print(f"restored {window.geometry().getRect()}")
    ok = screen.availableGeometry().contains(window.frameGeometry())
    start_mid_game(window)
    show_every_button(window)
    window.resize(width, height)
    problems = layout_problems(window)
    if window.size().toTuple() != (width, height):
        problems.append(f"the window is {window.size().toTuple()}, not {width} x {height}")
    for p in problems:
        print("problem:", p)
    window.front.controller.shutdown()
    print("fits" if ok and not problems else "does not fit")
    return 0 if ok and not problems else 1


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.exit(main(int(sys.argv[1]), int(sys.argv[2])))
