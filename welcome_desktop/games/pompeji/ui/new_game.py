"""The New Game page of Pompeji: 2 to 4 seats, each a human or a computer player (easy, medium,
hard), a name per seat, a random first player and the lenient draw rule as options; or a friend's
game code, which sets the deal, the number of players and the options (the table stays yours)."""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from datetime import date

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.i18n.text import arg
from welcome_desktop.persistence.game_db import with_db
from welcome_desktop.persistence.results import best_on_deal
from welcome_desktop.ui.code_field import CodeField
from welcome_desktop.ui.code_text import send_code
from welcome_desktop.ui.safe_text import display_name

from ..app.setup import MAX_NAME_LENGTH, PompejiSetup, Seat, SeatKind, make_setup
from ..engine import MAX_SEATS, MIN_SEATS, SkipRule, Special
from ..engine.game_code import (
    DAILY_SEATS,
    SEED_LIMIT,
    PompejiCode,
    daily_code,
    decode,
    random_first_seat,
)
from ..history import open_history
from .texts import Pompeji, seat_kind_name

DEFAULT_NAMES = ("Aurelia", "Brutus", "Cornelia", "Decimus")


class NewGameDialog(QDialog):
    def __init__(
        self,
        parent: QWidget | None,
        last_names: Sequence[str] = (),
        seed: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("pompejiNewGame")
        self.seed = seed
        self.setWindowTitle(Pompeji.tr("New game of Pompeji"))
        col = QVBoxLayout(self)
        form = QFormLayout()
        self.code_field = CodeField(
            decode, self._decided_by, self._described, self._empty_note, self.reject
        )
        field = self.code_field
        self.code, self.code_label, self.daily = field.edit, field.label, field.daily
        self.code_note, self.other_button = field.note, field.other_button
        self.code_label.setText(Pompeji.tr("&Game code (optional)"))
        self.daily.setText(Pompeji.tr("&Today's challenge"))
        self.daily.setToolTip(
            Pompeji.tr("Today's deal against two Hard computer players: the same for everyone.")
        )
        self.daily.clicked.connect(self.take_daily)
        self.today = date.today()
        field.add_rows(form)
        self.count = QSpinBox()
        self.count.setRange(MIN_SEATS, MAX_SEATS)
        self.count.setValue(3)
        form.addRow(Pompeji.tr("Players"), self.count)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.labels: list[QLabel] = []
        for s in range(MAX_SEATS):
            name = QLineEdit(last_names[s] if s < len(last_names) and last_names[s] else "")
            if not name.text():
                name.setText(DEFAULT_NAMES[s])
            name.setMaxLength(MAX_NAME_LENGTH)
            kind = QComboBox()
            for k in SeatKind:
                kind.addItem(seat_kind_name(k), k.value)
            kind.setCurrentIndex(0 if s == 0 else 2)
            label = QLabel(Pompeji.tr("Seat %1").replace("%1", str(s + 1)))
            form.addRow(label, name)
            form.addRow("", kind)
            self.names.append(name)
            self.kinds.append(kind)
            self.labels.append(label)
        self.random_first = QCheckBox(Pompeji.tr("Random first player"))
        self.lenient = QCheckBox(
            Pompeji.tr("After the first eruption, skipping the draw needs only 1 card left")
        )
        self.double = QCheckBox(
            Pompeji.tr("Variant: a ×2 card (double one placement) instead of the building permit")
        )
        form.addRow(self.random_first)
        form.addRow(self.lenient)
        form.addRow(self.double)
        self.open_hands = QCheckBox(
            Pompeji.tr("Open hands: everyone sees every hand (to learn the game)")
        )
        form.addRow(self.open_hands)
        col.addLayout(form)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        col.addWidget(buttons)
        self.count.valueChanged.connect(self._shown)
        self._shown(self.count.value())
        field.refresh()
        self.count.setFocus()  # most games are new deals: the code field waits for a click

    def _code_controls(self) -> tuple[QWidget, ...]:
        """What a game code decides (locked while a valid code is typed)."""
        return (self.count, self.random_first, self.lenient, self.double, self.open_hands)

    @property
    def other(self) -> tuple[str, str] | None:
        """(game id, code) when a code of another game was chosen to be opened there."""
        return self.code_field.other

    def typed_code(self) -> PompejiCode | None:
        """The deal of the code field; None when it is empty. GameCodeError if mistyped."""
        return self.code_field.typed()

    def _empty_note(self) -> str:
        return Pompeji.tr("Leave it empty for a new deal, or type a friend's code.")

    def _described(self, code: PompejiCode) -> str:
        return arg(Pompeji.tr("The deal of this code, for %1 players."), code.seats)

    def _decided_by(self, code: PompejiCode | None) -> None:
        """A valid code fills the count and the options in and locks them."""
        if code is not None:
            self.count.setValue(code.seats)
            self.random_first.setChecked(code.random_first)
            self.lenient.setChecked(code.skip_rule is SkipRule.LENIENT)
            self.double.setChecked(code.special is Special.DOUBLE)
            self.open_hands.setChecked(code.open_hands)
        for widget in self._code_controls():
            widget.setEnabled(code is None)

    def take_daily(self) -> None:
        """Today's deal, the player against two Hard computer players, and the best score
        made on it here with that table."""
        code = daily_code(self.today)
        self.code.setText(code)
        self.kinds[0].setCurrentIndex(list(SeatKind).index(SeatKind.HUMAN))
        for s in range(1, DAILY_SEATS):
            self.kinds[s].setCurrentIndex(list(SeatKind).index(SeatKind.HARD))
        kinds = (SeatKind.HUMAN.value,) + (SeatKind.HARD.value,) * (DAILY_SEATS - 1)
        games = with_db(open_history(), lambda db: db.games(code=code)) or []
        best = best_on_deal(games, kinds)
        if best is None:
            self.code_field.say(Pompeji.tr("Nobody has finished today's challenge here yet."))
        else:
            name, points = best
            text = Pompeji.tr("Best so far today: %1, %2 points")
            self.code_field.say(arg(text, display_name(name), points))

    def accept(self) -> None:
        """OK: refused with the reason while the code field holds a code that does not read."""
        if self.code_field.check():
            super().accept()

    def _shown(self, count: int) -> None:
        for s in range(MAX_SEATS):
            for w in (self.names[s], self.kinds[s], self.labels[s]):
                w.setVisible(s < count)

    def set_seats(self, seats: Sequence[tuple[str, SeatKind]]) -> None:
        """Fill the page (tests, the launcher's demo)."""
        self.count.setValue(len(seats))
        for s, (name, kind) in enumerate(seats):
            self.names[s].setText(name)
            self.kinds[s].setCurrentIndex(list(SeatKind).index(kind))

    def result_setup(self) -> PompejiSetup:
        code = self.typed_code()
        count = code.seats if code is not None else self.count.value()
        seats = []
        for s in range(count):
            name = " ".join(self.names[s].text().split())[:MAX_NAME_LENGTH]
            name = name or DEFAULT_NAMES[s]
            seats.append(Seat(name, SeatKind(self.kinds[s].currentData())))
        if code is not None:
            return PompejiSetup(code.config(), tuple(seats))
        seed = self.seed if self.seed is not None else secrets.randbelow(SEED_LIMIT)
        first = random_first_seat(seed, count) if self.random_first.isChecked() else 0
        return make_setup(
            seats,
            seed,
            first_seat=first,
            lenient_skip=self.lenient.isChecked(),
            double=self.double.isChecked(),
            open_hands=self.open_hands.isChecked(),
        )


def ask_new_game(
    parent: QWidget, last_names: Sequence[str], seed: int | None, code: str | None = None
) -> PompejiSetup | None:
    """The page; given a ``code`` (a deal from the history, or "" for Game ▸ Join with a
    code), with it filled in and the code field ready to type."""
    dialog = NewGameDialog(parent, last_names, seed)
    if code is not None:
        dialog.code.setText(code)
        dialog.code.setFocus()
    if dialog.exec() != QDialog.DialogCode.Accepted:
        if dialog.other is not None:  # a code of another game: that game offers it
            send_code(parent, *dialog.other)
        return None
    return dialog.result_setup()
