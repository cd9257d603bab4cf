"""Suggest shows its move on the board: the cards it uses and every place it writes marked on
the sheet (house, fence slot, bis copy, park, pool, temp, column, roundabout), and a panel with
the move and its reasons in words and "Play this" (or Enter), which writes exactly that move
through the controller (one undoable step); Escape or "Close" puts it away. Any change of the
turn takes the suggestion away."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.games.welcome.app.controller import GameController
from welcome_desktop.games.welcome.app.turn_view import TurnView
from welcome_desktop.games.welcome.engine import Mode, Move
from welcome_desktop.games.welcome.engine.game import HAND_PAIRS
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.safe_text import plain

from .scene import BoardScene
from .suggestion_marks import SuggestionItem, marks_for
from .suggestion_text import move_lines, reason_lines
from .view import BoardView


class SuggestionPanel(QFrame):
    """The suggestion in words over the board (plain text) with "Play this" and "Close"."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("SuggestionPanel")
        self.setStyleSheet(
            "QFrame#SuggestionPanel { background: rgba(255, 248, 232, 245);"
            " border: 3px solid #F2B705; border-radius: 10px; }"
            " QLabel { color: #2B2320; background: transparent; }"
            " QLabel#suggestionTitle { font-weight: bold; font-size: 15px; }"
            " QLabel#suggestionWhy { color: #5A4636; font-style: italic; }"
        )
        col = QVBoxLayout(self)
        col.setContentsMargins(12, 8, 12, 8)
        col.setSpacing(4)
        self.title = QLabel()
        self.title.setObjectName("suggestionTitle")
        self.steps = QLabel()
        self.why = QLabel()
        self.why.setObjectName("suggestionWhy")
        for label in (self.title, self.steps, self.why):
            plain(label)
            label.setWordWrap(True)
            col.addWidget(label)
        row = QHBoxLayout()
        row.addStretch(1)
        self.close_button = QPushButton()
        self.close_button.setObjectName("suggestionCloseButton")
        self.play_button = QPushButton()
        self.play_button.setObjectName("playSuggestionButton")
        for b in (self.close_button, self.play_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row.addWidget(b)
        col.addLayout(row)
        self.setFixedWidth(340)
        self.on_language_change: Callable[[], None] | None = None
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.title.setText(QCoreApplication.translate("Suggestion", "Suggested move"))
        self.play_button.setText(QCoreApplication.translate("Suggestion", "Play this"))
        self.play_button.setToolTip(
            QCoreApplication.translate(
                "Suggestion", "Write this move on your sheet (you can still undo it)"
            )
        )
        self.close_button.setText(QCoreApplication.translate("Suggestion", "Close"))

    def set_text(self, steps: list[str], reasons: list[str]) -> None:
        self.steps.setText("\n".join(steps))
        self.why.setText("\n".join(reasons))
        self.why.setVisible(bool(reasons))
        self.adjustSize()

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.on_language_change is not None:
                self.on_language_change()  # the move's words in the new language
        super().changeEvent(event)


# Another panel on the board (the first-game guide's) weighs this much more than a mark: the
# suggestion goes where it hides the guide's text only when nothing else is possible.
PANEL_WEIGHT = 10


def best_spot(
    port: QRect, size: QSize, main: QRect, marks: list[QRect], panels: list[QRect] | None = None
) -> QPoint:
    """Where a panel of ``size`` goes in ``port``: beside ``main`` (below, above, right, left)
    or in a corner, wherever it hides the least of ``marks`` (``main`` counts triple) and of
    ``panels``, other panels shown on the board (each counts ``PANEL_WEIGHT`` times)."""
    w, h, gap = size.width(), size.height(), 10
    cx, cy = main.center().x() - w // 2, main.center().y() - h // 2
    candidates = [
        QPoint(cx, main.bottom() + gap),
        QPoint(cx, main.top() - h - gap),
        QPoint(main.right() + gap, cy),
        QPoint(main.left() - w - gap, cy),
        QPoint(port.right() - w - 4, port.bottom() - h - 4),
        QPoint(4, port.bottom() - h - 4),
        QPoint(port.right() - w - 4, 4),
        QPoint(4, 4),
    ]

    def clamp(p: QPoint) -> QPoint:
        x = max(4, min(p.x(), port.width() - w - 4))
        y = max(4, min(p.y(), port.height() - h - 4))
        return QPoint(x, y)

    def hidden(p: QPoint) -> int:
        box = QRect(p, size)
        total = 0
        for mark in marks:
            part = box.intersected(mark)
            area = part.width() * part.height() if not part.isEmpty() else 0
            total += area * (3 if mark == main else 1)
        for other in panels or ():
            part = box.intersected(other)
            total += 0 if part.isEmpty() else part.width() * part.height() * PANEL_WEIGHT
        return total

    spots = [clamp(p) for p in candidates]
    return min(spots, key=lambda p: (hidden(p), spots.index(p)))


class SuggestionOverlay(QObject):
    """Shows a suggestion on the board and plays it on request; gone at the next change."""

    def __init__(self, controller: GameController, scene: BoardScene, view: BoardView) -> None:
        super().__init__(view)
        self.c = controller
        self.scene = scene
        self.view = view
        self.item = SuggestionItem()
        self.item.setVisible(False)
        scene.addItem(self.item)
        self.panel = SuggestionPanel(view.viewport())
        self.panel.play_button.clicked.connect(self.play)
        self.panel.on_language_change = self._retranslate
        self.panel.close_button.clicked.connect(self.clear)
        self.move: Move | None = None
        self.reasons: tuple[tuple[str, tuple[str, ...]], ...] = ()
        self._for: tuple[object, ...] | None = None
        controller.state_changed.connect(self._on_state)
        view.viewport().installEventFilter(self)
        view.installEventFilter(self)
        view.horizontalScrollBar().valueChanged.connect(lambda _v: self.place())
        view.verticalScrollBar().valueChanged.connect(lambda _v: self.place())

    @property
    def shown(self) -> bool:
        return self.move is not None

    def show(self, move: Move, reasons: tuple[tuple[str, tuple[str, ...]], ...] = ()) -> None:
        """Mark ``move`` (for the active seat) on the board with its panel."""
        c = self.c
        if c.active_seat < 0 or c.state is None:
            return
        view = c.view()
        self.move, self.reasons = move, reasons
        self._for = self._turn_key()
        self.item.set_marks(marks_for(view, move, self.scene))
        self.item.setVisible(True)
        self.panel.set_text(move_lines(view, move), reason_lines(reasons))
        self.panel.show()
        self.panel.raise_()
        self.place()

    def _retranslate(self) -> None:
        if self.move is not None and self.c.state is not None and self.c.active_seat >= 0:
            view = self.c.view()
            self.panel.set_text(move_lines(view, self.move), reason_lines(self.reasons))
            self.place()

    def text(self) -> str:
        """The panel's words (steps, then reasons)."""
        parts = [self.panel.steps.text(), self.panel.why.text() if self.reasons else ""]
        return "\n".join(p for p in parts if p)

    def play(self) -> str | None:
        """Write the suggested move (one undo step); None on success, else the reason id."""
        move = self.move
        if move is None:
            return None
        c = self.c
        view = c.view()
        if view.mode is not Mode.STANDARD and not move.is_refusal:
            c.viewer.effect_card = HAND_PAIRS[move.combo][1]
        c.viewer.cursor = (move.street, move.house) if move.street >= 0 else c.viewer.cursor
        reason = c.play_move(move)
        self.clear()
        return reason

    def clear(self) -> None:
        self.move = None
        self.reasons = ()
        self._for = None
        self.item.setVisible(False)
        self.panel.hide()

    def place(self) -> None:
        """Put the panel beside the house it writes in, inside the viewport, where it covers
        the fewest marks (the house and the cards above all)."""
        if self.move is None:
            return
        panel = self.panel
        panel.adjustSize()
        port = self.view.viewport().rect()
        rects = [self._port_rect(r) for r in self.item.marks.cards]
        rects += [self._port_rect(r) for r, _ in self.item.marks.places]
        if not rects:
            return
        main = rects[len(self.item.marks.cards)] if self.item.marks.places else rects[0]
        size = QSize(panel.width(), panel.height())
        panel.move(best_spot(port, size, main, rects, self._other_panels()))

    def _other_panels(self) -> list[QRect]:
        """The viewport rectangles of the other panels shown over the board (widgets marked
        with the ``keepClear`` property, such as the first-game guide)."""
        port = self.view.viewport()
        out = []
        for widget in self.view.findChildren(QWidget):
            if widget is not self.panel and widget.isVisible() and widget.property("keepClear"):
                top_left = port.mapFromGlobal(widget.mapToGlobal(QPoint(0, 0)))
                out.append(QRect(top_left, widget.size()))
        return out

    def _port_rect(self, rect: QRectF) -> QRect:
        return self.view.mapFromScene(rect).boundingRect()

    @guarded
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self.place)  # after the view fitted the board to its size
        elif (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
            and self.shown
        ):
            self.clear()  # Esc puts the suggestion away
            return True
        elif (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            and self.shown
        ):
            self.play()  # Enter plays it, as in the other games (Ctrl+Enter still confirms)
            return True
        return False

    def _on_state(self, turn_view: TurnView) -> None:
        if self._for is None:
            return
        # Another seat's move arriving changes the state, not this turn: the hint stays.
        if self._turn_key() != self._for or not turn_view.board.interactive:
            self.clear()
        else:
            self.place()

    def _turn_key(self) -> tuple[object, ...] | None:
        """What the suggestion was made for: the seat's turn (round, sheet, offer) and draft."""
        c = self.c
        if c.state is None or c.active_seat < 0:
            return None
        view = c.view()
        return (c.state.round, c.active_seat, view.sheet, view.combos, c.draft)
