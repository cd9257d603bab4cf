"""The bar under the board: what to do next, and the turn buttons (effect, undo, confirm)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal, SignalInstance
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSizePolicy, QWidget

from .art import pixmap
from .guard import guarded
from .safe_text import plain_label, wrapping


class TurnBar(QWidget):
    """Prompt on the left, buttons on the right. The window enables and labels them."""

    use_effect = Signal()
    skip_effect = Signal()
    refuse = Signal()
    undo = Signal()
    redo = Signal()
    confirm = Signal()
    suggest = Signal()
    table = Signal()
    roundabout = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TurnBar")
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 10, 6)
        self.icon = plain_label()
        self.icon.setFixedSize(28, 28)
        row.addWidget(self.icon)
        self.prompt = wrapping(plain_label())
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        row.addWidget(self.prompt, 1)
        self.table_button = self._button("table", self.table)
        self.roundabout_button = self._button("roundabout", self.roundabout)
        self.roundabout_button.setCheckable(True)
        self.roundabout_button.setIcon(QIcon(pixmap("track_roundabout", 20, 20, 2.0)))
        self.use_button = self._button("use", self.use_effect)
        self.skip_button = self._button("skip", self.skip_effect)
        self.refuse_button = self._button("refuse", self.refuse)
        self.refuse_button.setObjectName("refuseButton")
        self.suggest_button = self._button("suggest", self.suggest)
        self.undo_button = self._button("undo", self.undo)
        self.redo_button = self._button("redo", self.redo)
        self.confirm_button = self._button("confirm", self.confirm)
        self.confirm_button.setObjectName("confirmButton")
        self.confirm_button.setDefault(True)
        for b in (
            self.table_button,
            self.roundabout_button,
            self.use_button,
            self.skip_button,
            self.refuse_button,
            self.suggest_button,
            self.undo_button,
            self.redo_button,
            self.confirm_button,
        ):
            row.addWidget(b)
        hidden = (self.table_button, self.roundabout_button, self.use_button, self.skip_button)
        for b in (*hidden, self.refuse_button):
            b.setVisible(False)  # shown by the window when the turn needs them
        self.retranslateUi()

    def _button(self, name: str, signal: SignalInstance) -> QPushButton:
        b = QPushButton()
        b.setObjectName(name + "Button")
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        b.clicked.connect(signal)
        return b

    def retranslateUi(self) -> None:
        self.table_button.setText(self.tr("Enter the cards…"))
        self.roundabout_button.setText(self.tr("Roundabout"))
        self.roundabout_button.setToolTip(
            self.tr("Advanced variant: turn an empty house into a roundabout before writing (R)")
        )
        self.skip_button.setText(self.tr("Skip effect"))
        self.skip_button.setToolTip(self.tr("Leave this turn's effect unused (S)"))
        self.refuse_button.setText(self.tr("Permit refused"))
        self.refuse_button.setToolTip(
            self.tr("No number can be written: cross a permit refusal box")
        )
        self.suggest_button.setText(self.tr("Suggest"))
        self.suggest_button.setToolTip(self.tr("Suggest a move (H)"))
        self.undo_button.setText(self.tr("Undo"))
        self.undo_button.setToolTip(self.tr("Undo (Ctrl+Z)"))
        self.redo_button.setText(self.tr("Redo"))
        self.redo_button.setToolTip(self.tr("Redo (Ctrl+Shift+Z)"))
        self.confirm_button.setText(self.tr("Confirm turn"))
        self.confirm_button.setToolTip(self.tr("Submit this turn (Ctrl+Enter)"))

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def set_prompt(self, text: str, icon: str = "") -> None:
        self.prompt.setText(text)
        if icon:
            self.icon.setPixmap(pixmap(icon, 28, 28, self.devicePixelRatioF()))
        else:
            self.icon.clear()
