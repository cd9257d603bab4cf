"""The round log panel: one foldable row per resolved round (its combinations), a line per
seat (what it wrote, the effect it used, a refusal) and the round's announcements.

Names and texts are shown as plain text (plain-text labels never interpret markup). The words live
here; the data comes from ``app.round_log``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QLabel,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.app.text import display_name
from welcome_desktop.games.welcome.app.round_log import Announcement, Event, RoundEntry, SeatLine
from welcome_desktop.games.welcome.i18n.catalog import effect_name
from welcome_desktop.i18n import TrContext, arg
from welcome_desktop.ui.guard import guarded

RoundLog = TrContext("RoundLog")


def _name(names: Sequence[str], seat: int) -> str:
    if 0 <= seat < len(names):
        return display_name(names[seat])  # a very long name is shortened, never widens the log
    return arg(RoundLog.tr("Player %1"), seat + 1)


def _names(names: Sequence[str], seats: Sequence[int]) -> str:
    return RoundLog.tr(", ").join(_name(names, s) for s in seats)


def offer_text(entry: RoundEntry) -> str:
    """The round's combinations (or solo hand) in words: "3 surveyor · 7 pool · 11 bis"."""
    return RoundLog.tr(" · ").join(
        arg(RoundLog.tr("%1 %2"), number, effect_name(effect)) for number, effect in entry.offer
    )


def round_title(entry: RoundEntry) -> str:
    return arg(RoundLog.tr("Round %1"), entry.number)


def round_lines(entry: RoundEntry, names: Sequence[str]) -> list[str]:
    """A round's lines: its cards, then each seat's move, then its announcements."""
    offer = offer_text(entry)
    lines = [arg(RoundLog.tr("Cards: %1"), offer)] if offer else []
    lines += [seat_text(line, names) for line in entry.seats]
    return lines + [event_text(event, names) for event in entry.events]


def street_text(street: int) -> str:
    """A street as the sheet numbers it ("street 1" is the top one), as suggestions name it."""
    return arg(RoundLog.tr("street %1"), street + 1)


def _effect_detail(line: SeatLine) -> str:
    if line.fence is not None:
        street, slot = line.fence
        return arg(
            RoundLog.tr("fence between houses %1 and %2 of %3"),
            slot + 1,
            slot + 2,
            street_text(street),
        )
    if line.bis is not None:
        street, house = line.bis
        return arg(RoundLog.tr("bis in %1, house %2"), street_text(street), house + 1)
    if line.column >= 0:
        return arg(RoundLog.tr("value of the %1-house estates raised"), line.column + 1)
    if line.shift:
        return arg(RoundLog.tr("temp agency, %1"), f"{line.shift:+d}")
    return effect_name(line.effect)


def seat_text(line: SeatLine, names: Sequence[str]) -> str:
    """One seat's move: "Ann wrote 7 in street 1, house 3 — pool"."""
    name = _name(names, line.seat)
    if line.refusal:
        return arg(RoundLog.tr("%1 refused a permit (%2 of 3)"), name, line.refusals)
    text = arg(
        RoundLog.tr("%1 wrote %2 in %3, house %4"),
        name,
        line.number,
        street_text(line.street),
        line.house + 1,
    )
    if line.roundabout is not None:
        text = arg(RoundLog.tr("%1 after a roundabout"), text)
    if line.effect:
        text = arg(RoundLog.tr("%1 — %2"), text, _effect_detail(line))
    return text


def event_text(event: Announcement, names: Sequence[str]) -> str:
    """An announcement in words (also the notice shown on the board)."""
    if event.event is Event.SOLO_CARD:
        return RoundLog.tr("The solo card turned up: every city plan is now approved.")
    if event.event is Event.PLAN:
        return arg(
            RoundLog.tr("City plan n°%1 approved by %2."),
            event.plan + 1,
            _names(names, event.seats),
        )
    if event.event is Event.THIRD_REFUSAL:
        return arg(RoundLog.tr("%1 refused a third permit."), _names(names, event.seats))
    if event.event is Event.RESHUFFLE:
        return RoundLog.tr("The cards were shuffled into three new stacks.")
    if event.event is Event.LAST_ROUND_AHEAD:
        return RoundLog.tr("Last round: the deck is empty.")
    return RoundLog.tr("That was the last round: the game is over.")


class RoundRow(QWidget):
    """One round: a header button (click to fold or unfold) over its lines, wrapped."""

    def __init__(self, title: str, lines: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.header = QToolButton()
        self.header.setObjectName("RoundLogHeader")
        self.header.setCheckable(True)
        self.header.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.header.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.header.setAutoRaise(True)
        self.header.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the board keeps the keyboard
        self.header.setStyleSheet("text-align: left; font-weight: bold;")
        self.body = QLabel()
        self.body.setObjectName("RoundLogLines")
        self.body.setTextFormat(Qt.TextFormat.PlainText)  # names are never markup
        self.body.setWordWrap(True)
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.body.setContentsMargins(18, 0, 4, 4)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.header)
        column.addWidget(self.body)
        self.header.toggled.connect(self.set_open)
        self.set_texts(title, lines)

    def set_texts(self, title: str, lines: Sequence[str]) -> None:
        self.title = title
        self.lines = list(lines)
        self.body.setText("\n".join(f"• {line}" for line in self.lines))
        self.header.setText(title)
        self.header.setToolTip(title)

    def set_open(self, opened: bool) -> None:
        self.header.blockSignals(True)
        self.header.setChecked(opened)
        self.header.blockSignals(False)
        self.header.setArrowType(Qt.ArrowType.DownArrow if opened else Qt.ArrowType.RightArrow)
        self.body.setVisible(opened)

    @property
    def opened(self) -> bool:
        return self.header.isChecked()


class RoundLogPanel(QScrollArea):
    """The log: one foldable row per round, newest first and open, older ones folded."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RoundLogPanel")
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumWidth(200)
        inner = QWidget()
        self.column = QVBoxLayout(inner)
        self.column.setContentsMargins(2, 2, 2, 2)
        self.column.setSpacing(2)
        self.column.addStretch(1)
        self.setWidget(inner)
        self.rows: list[RoundRow] = []  # newest first
        self.entries: list[RoundEntry] = []
        self.names: tuple[str, ...] = ()

    def set_entries(self, entries: Sequence[RoundEntry], names: Sequence[str]) -> None:
        self.entries = list(entries)
        self.names = tuple(names)
        for row in self.rows:
            self.column.removeWidget(row)
            row.deleteLater()
        self.rows = []
        for i, entry in enumerate(self.entries):
            self._insert(entry, newest=i == len(self.entries) - 1)

    def add_entries(self, entries: Sequence[RoundEntry], names: Sequence[str]) -> None:
        """Entries appended to the log (earlier rows stay, folded)."""
        self.names = tuple(names)
        for entry in entries:
            self.entries.append(entry)
            self._insert(entry, newest=True)

    def _texts(self, entry: RoundEntry) -> list[str]:
        return round_lines(entry, self.names)

    def _insert(self, entry: RoundEntry, newest: bool) -> None:
        if newest and self.rows:
            self.rows[0].set_open(False)
        row = RoundRow(round_title(entry), self._texts(entry))
        row.set_open(newest)
        self.column.insertWidget(0, row)
        self.rows.insert(0, row)

    def round_lines(self, index: int = 0) -> list[str]:
        """The title of a round row (0: the newest) and its lines, for tests and reading."""
        if not 0 <= index < len(self.rows):
            return []
        row = self.rows[index]
        return [row.title, *row.lines]

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            for row, entry in zip(self.rows, reversed(self.entries), strict=False):
                row.set_texts(round_title(entry), self._texts(entry))
        super().changeEvent(event)
