"""The round log panel: one collapsible row per resolved round (its combinations), a line per
seat (what it wrote, the effect it used, a refusal) and the round's announcements.

Names and texts are shown as plain text (tree items never interpret markup). The words live
here; the data comes from ``app.round_log``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from welcome_desktop.app.round_log import Announcement, Event, RoundEntry, SeatLine
from welcome_desktop.i18n import TrContext, arg
from welcome_desktop.i18n.catalog import effect_name, street_name

RoundLog = TrContext("RoundLog")


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else arg(RoundLog.tr("Player %1"), seat + 1)


def _names(names: Sequence[str], seats: Sequence[int]) -> str:
    return RoundLog.tr(", ").join(_name(names, s) for s in seats)


def offer_text(entry: RoundEntry) -> str:
    """The round's combinations (or solo hand) in words: "3 surveyor · 7 pool · 11 bis"."""
    return RoundLog.tr(" · ").join(
        arg(RoundLog.tr("%1 %2"), number, effect_name(effect)) for number, effect in entry.offer
    )


def round_title(entry: RoundEntry) -> str:
    offer = offer_text(entry)
    if offer:
        return arg(RoundLog.tr("Round %1: %2"), entry.number, offer)
    return arg(RoundLog.tr("Round %1"), entry.number)


def _effect_detail(line: SeatLine) -> str:
    if line.fence is not None:
        street, slot = line.fence
        return arg(
            RoundLog.tr("fence between houses %1 and %2 of %3"),
            slot + 1,
            slot + 2,
            street_name(street),
        )
    if line.bis is not None:
        street, house = line.bis
        return arg(RoundLog.tr("bis in %1, house %2"), street_name(street), house + 1)
    if line.column >= 0:
        return arg(RoundLog.tr("value of the %1-house estates raised"), line.column + 1)
    if line.shift:
        return arg(RoundLog.tr("temp agency, %1"), f"{line.shift:+d}")
    return effect_name(line.effect)


def seat_text(line: SeatLine, names: Sequence[str]) -> str:
    """One seat's move: "Ann wrote 7 in the top street, house 3 — pool"."""
    name = _name(names, line.seat)
    if line.refusal:
        return arg(RoundLog.tr("%1 refused a permit (%2 of 3)"), name, line.refusals)
    text = arg(
        RoundLog.tr("%1 wrote %2 in %3, house %4"),
        name,
        line.number,
        street_name(line.street),
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
    return RoundLog.tr("That was the last round: the game is over.")


class RoundLogPanel(QWidget):
    """The log as a tree: rounds (newest first, the newest open), seats and announcements."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RoundLogPanel")
        self.tree = QTreeWidget()
        self.tree.setObjectName("RoundLogTree")
        self.tree.setHeaderHidden(True)
        self.tree.setWordWrap(True)
        self.tree.setUniformRowHeights(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.tree)
        self.entries: list[RoundEntry] = []
        self.names: tuple[str, ...] = ()

    def set_entries(self, entries: Sequence[RoundEntry], names: Sequence[str]) -> None:
        self.entries = list(entries)
        self.names = tuple(names)
        self._fill()

    def add_entries(self, entries: Sequence[RoundEntry], names: Sequence[str]) -> None:
        """Entries appended to the log (the tree is only extended)."""
        self.names = tuple(names)
        for entry in entries:
            self.entries.append(entry)
            self._insert(entry, newest=True)

    def _fill(self) -> None:
        self.tree.clear()
        for i, entry in enumerate(self.entries):
            self._insert(entry, newest=i == len(self.entries) - 1)

    def _insert(self, entry: RoundEntry, newest: bool) -> None:
        previous = self.tree.topLevelItem(0) if newest else None
        if previous is not None:
            previous.setExpanded(False)
        item = QTreeWidgetItem([round_title(entry)])
        texts = [seat_text(line, self.names) for line in entry.seats]
        texts += [event_text(event, self.names) for event in entry.events]
        for text in texts:
            child = QTreeWidgetItem(item, [text])
            child.setToolTip(0, text)  # a long line is readable in full
        self.tree.insertTopLevelItem(0, item)
        item.setExpanded(newest)

    def round_lines(self, index: int = 0) -> list[str]:
        """The texts of a round row (0: the newest) and of its lines, for tests and reading."""
        item = self.tree.topLevelItem(index)
        if item is None:
            return []
        children = (item.child(i) for i in range(item.childCount()))
        return [item.text(0)] + [child.text(0) for child in children if child is not None]

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._fill()
        super().changeEvent(event)
