"""The controls under every game's replay: ◀◀ ◀, a slider, ▶ ▶▶, and the keys that move
(Left/PgUp back, Right/PgDown/Space on, Home to the start, End to the end). The page says how
to show a step (``go``) and which step is shown; the controls keep their state in step."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QPushButton, QSlider, QSplitter, QWidget


class StepControls:
    """``row`` goes into the page's layout; ``go(step)`` is called with the step wanted (the
    page clamps it), ``current()`` gives the step shown, ``last()`` the last step."""

    def __init__(
        self,
        page: QWidget,
        go: Callable[[int], None],
        current: Callable[[], int],
        last: Callable[[], int],
    ) -> None:
        self.first_button = QPushButton("◀◀")
        self.prev_button = QPushButton("◀")
        self.next_button = QPushButton("▶")
        self.last_button = QPushButton("▶▶")
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replaySlider")
        self.slider.setPageStep(1)
        self.slider.valueChanged.connect(go)
        self.first_button.clicked.connect(lambda: go(0))
        self.prev_button.clicked.connect(lambda: go(current() - 1))
        self.next_button.clicked.connect(lambda: go(current() + 1))
        self.last_button.clicked.connect(lambda: go(last()))
        self.row = QHBoxLayout()
        self.row.addWidget(self.first_button)
        self.row.addWidget(self.prev_button)
        self.row.addWidget(self.slider, 1)
        self.row.addWidget(self.next_button)
        self.row.addWidget(self.last_button)
        moves: tuple[tuple[str, Callable[[], int]], ...] = (
            ("Left", lambda: current() - 1),
            ("PgUp", lambda: current() - 1),
            ("Right", lambda: current() + 1),
            ("PgDown", lambda: current() + 1),
            ("Space", lambda: current() + 1),
            ("Home", lambda: 0),
            ("End", last),
        )
        for key, target in moves:
            shortcut = QShortcut(QKeySequence(key), page)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda t=target: go(t()))

    def set_last(self, last: int) -> None:
        """A new game: the slider runs from 0 to ``last``."""
        self.slider.blockSignals(True)
        self.slider.setRange(0, last)
        self.slider.blockSignals(False)

    def show_step(self, step: int, last: int) -> None:
        """The slider on ``step``; the buttons that can move enabled."""
        self.slider.blockSignals(True)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        for button, enabled in (
            (self.first_button, step > 0),
            (self.prev_button, step > 0),
            (self.next_button, step < last),
            (self.last_button, step < last),
        ):
            button.setEnabled(enabled)

    def set_tips(self, first: str, previous: str, following: str, last: str, name: str) -> None:
        """The buttons' tooltips and the slider's accessible name, in the page's words."""
        self.first_button.setToolTip(first)
        self.prev_button.setToolTip(previous)
        self.next_button.setToolTip(following)
        self.last_button.setToolTip(last)
        self.slider.setAccessibleName(name)


def replay_body(
    page: QWidget,
    column: QBoxLayout,
    board: QWidget,
    side: QWidget,
    go: Callable[[int], None],
    current: Callable[[], int],
    last: Callable[[], int],
) -> StepControls:
    """A replay page's body in ``column``: the board and the side column (what happened, the
    chart) side by side in a splitter, then the step controls under them; the controls."""
    split = QSplitter(Qt.Orientation.Horizontal)
    split.addWidget(board)
    split.addWidget(side)
    split.setStretchFactor(0, 3)
    split.setStretchFactor(1, 2)
    column.addWidget(split, 1)
    controls = StepControls(page, go, current, last)
    column.addLayout(controls.row)
    return controls
