"""Every game's end page: the frame a game fills with its own results.

From the top: the winner line (``heading``), a line under it (``subtitle``, hidden while empty),
the game's notes (``add_note``: records, a game code…), the game's ranking (``set_ranking``:
Welcome's breakdown table, Pompeji's ranking grid), the chart area that takes the rest of the
height (``chart_area``: a game's chart and its choices) and the row of buttons: look at the
board (``board_button``, ``show_board``) and start a new game (``new_button``, ``new_game``),
a game's own buttons before them (``add_button``). The game words the buttons and fills the
rest in its ``retranslateUi``; the frame has no words of its own.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .art import hand_font
from .guard import guarded
from .safe_text import plain_label, wrapping


class EndFrame(QWidget):
    """The frame of the end page; a game's end page derives from it and fills it in."""

    new_game = Signal()
    show_board = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("EndScreen")  # the theme's warm paper and rounded buttons
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        col = QVBoxLayout(self)
        col.setContentsMargins(24, 16, 24, 16)
        self.heading = wrapping(plain_label())
        self.heading.setObjectName("winner")
        self.heading.setFont(hand_font(40))
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        col.addWidget(self.heading)
        self.subtitle = wrapping(plain_label())
        self.subtitle.setObjectName("endSubtitle")
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.hide()
        col.addWidget(self.subtitle)
        self.notes = QVBoxLayout()
        self.notes.setSpacing(2)
        col.addLayout(self.notes)
        self.ranking_area = QVBoxLayout()
        col.addLayout(self.ranking_area)
        self.chart_area = QVBoxLayout()
        col.addLayout(self.chart_area, 1)
        self.buttons = QHBoxLayout()
        self.buttons.addStretch(1)
        self.board_button = QPushButton()
        self.board_button.setObjectName("boardButton")
        self.board_button.clicked.connect(self.show_board)
        self.new_button = QPushButton()
        self.new_button.setObjectName("newGameButton")
        self.new_button.clicked.connect(self.new_game)
        self.buttons.addWidget(self.board_button)
        self.buttons.addWidget(self.new_button)
        col.addLayout(self.buttons)

    def set_subtitle(self, text: str) -> None:
        """The line under the winner's (why the game ended…); hidden when empty."""
        self.subtitle.setText(text)
        self.subtitle.setVisible(bool(text))

    def add_note(self, label: QLabel) -> QLabel:
        """A centred line between the heading and the ranking (hidden until the game shows
        it); returns it."""
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.notes.addWidget(label)
        return label

    def set_ranking(self, widget: QWidget, centred: bool = False) -> None:
        """The game's ranking under the notes: across the page, or centred at its own width."""
        if centred:
            self.ranking_area.addWidget(widget, 0, Qt.AlignmentFlag.AlignHCenter)
        else:
            self.ranking_area.addWidget(widget)

    def add_button(self, button: QPushButton) -> QPushButton:
        """A game's own button, before the board and new-game buttons; returns it."""
        self.buttons.insertWidget(self.buttons.indexOf(self.board_button), button)
        return button

    def retranslateUi(self) -> None:
        """The game's words (its end page overrides this)."""

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
