"""Dialogs: new game, settings, plan claim and the rules summary."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.games.welcome.app.setup import (
    HOTSEAT_MAX,
    HOTSEAT_MIN,
    MAX_NAME_LENGTH,
    SEAT_KINDS,
    GameSetup,
    SeatSetup,
    hotseat_setup,
    score_pad_setup,
    solo_setup,
)
from welcome_desktop.games.welcome.engine.sheet import Estate
from welcome_desktop.games.welcome.i18n.catalog import (
    plan_deck_label,
    plan_name,
    seat_kind_name,
    street_name,
)
from welcome_desktop.i18n import arg
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.safe_text import plain_label

from .sheet_choice import SheetChooser, deck_plans

KINDS = SEAT_KINDS


class NewGameDialog(QDialog):
    """Solo, hot-seat (2–6 seats, each a person or a computer player) or score pad."""

    def __init__(self, parent: QWidget | None = None, names: tuple[str, ...] = ()) -> None:
        super().__init__(parent)
        self.setObjectName("NewGameDialog")
        self.setMinimumWidth(460)
        col = QVBoxLayout(self)
        self.mode_box = QGroupBox()
        mode_col = QVBoxLayout(self.mode_box)
        self.solo = QRadioButton()
        self.hotseat = QRadioButton()
        self.pad = QRadioButton()
        self.modes = QButtonGroup(self)
        for i, b in enumerate((self.solo, self.hotseat, self.pad)):
            self.modes.addButton(b, i)
            mode_col.addWidget(b)
        self.hotseat.setChecked(True)
        col.addWidget(self.mode_box)

        self.seats_box = QGroupBox()
        grid = QGridLayout(self.seats_box)
        self.count_label = plain_label()
        self.count = QSpinBox()
        self.count.setRange(HOTSEAT_MIN, HOTSEAT_MAX)
        self.count.setValue(2)
        grid.addWidget(self.count_label, 0, 0)
        grid.addWidget(self.count, 0, 1)
        self.name_edits: list[QLineEdit] = []
        self.kind_boxes: list[QComboBox] = []
        for i in range(HOTSEAT_MAX):
            edit = QLineEdit(names[i] if i < len(names) else "")
            edit.setMaxLength(MAX_NAME_LENGTH)
            kind = QComboBox()
            for k in KINDS:
                kind.addItem("", k)
            if i > 0:
                kind.setCurrentIndex(2)
            grid.addWidget(edit, i + 1, 0)
            grid.addWidget(kind, i + 1, 1)
            self.name_edits.append(edit)
            self.kind_boxes.append(kind)
        col.addWidget(self.seats_box)

        self.options_box = QGroupBox()
        form = QFormLayout(self.options_box)
        self.advanced = QCheckBox()
        self.expert = QCheckBox()
        self.seed = QLineEdit()
        self.seed.setObjectName("seed")
        self.seed_label = plain_label()
        form.addRow(self.advanced)
        form.addRow(self.expert)
        form.addRow(self.seed_label, self.seed)
        # Score pad: the three plans revealed at the table.
        self.plan_labels: list[QLabel] = []
        self.plan_boxes: list[QComboBox] = []
        for deck in (1, 2, 3):
            label = plain_label()
            box = QComboBox()
            box.setObjectName(f"plan{deck}")
            form.addRow(label, box)
            self.plan_labels.append(label)
            self.plan_boxes.append(box)
        col.addWidget(self.options_box)
        self.sheet_choice = SheetChooser()  # the score sheet: base or a thematic one
        col.addWidget(self.sheet_choice)
        self.error = plain_label()
        self.error.setObjectName("error")
        self.error.setStyleSheet("color: #B03030")
        col.addWidget(self.error)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        self.join_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.join_button.setObjectName("joinButton")
        self.join_button.clicked.connect(self.join_with_code)
        col.addWidget(self.buttons)
        self.modes.idToggled.connect(lambda *_: self._update())
        self.advanced.toggled.connect(lambda *_: self._fill_plans())
        self.sheet_choice.changed.connect(lambda *_: self._fill_plans())
        self.count.valueChanged.connect(lambda *_: self._update())
        for box in self.kind_boxes:
            box.currentIndexChanged.connect(lambda *_: self._update())
        self.result_setup: GameSetup | None = None
        self.retranslateUi()
        self._update()

    def join_with_code(self) -> None:
        """A friend's game code (or today's challenge) instead of the form."""
        from .code_dialog import JoinCodeDialog

        dialog = JoinCodeDialog(self, self.name_edits[0].text().strip())
        if self.open_join(dialog):
            self.result_setup = dialog.result_setup
            self.accept()

    def open_join(self, dialog: QDialog) -> bool:
        """Runs the join dialog (tests replace this to answer it)."""
        return dialog.exec() == QDialog.DialogCode.Accepted

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.join_button.setText(self.tr("Join with a code…"))
        self.mode_box.setTitle(self.tr("Game"))
        self.solo.setText(self.tr("Solo (the official one-player variant)"))
        self.hotseat.setText(self.tr("Hot-seat: 2 to 6 players on this computer"))
        self.pad.setText(self.tr("Score pad: play with your own cards, the app keeps the sheet"))
        self._title_seats()
        self.count_label.setText(self.tr("Number of players"))
        for i, (edit, kind) in enumerate(zip(self.name_edits, self.kind_boxes, strict=True)):
            edit.setPlaceholderText(self._default_name(i))
            for j, k in enumerate(KINDS):
                kind.setItemText(j, seat_kind_name(k))
        self.options_box.setTitle(self.tr("Options"))
        self.advanced.setText(self.tr("Advanced variant (roundabouts, advanced city plans)"))
        self.expert.setText(self.tr("Expert rules (a hand of three cards, pass one on)"))
        self.seed_label.setText(self.tr("Seed (optional)"))
        self.seed.setPlaceholderText(self.tr("random"))
        for deck, label in enumerate(self.plan_labels, start=1):
            label.setText(plan_deck_label(deck))
        self._fill_plans()
        # Accented letters drawn from a fallback font can be wider than the size hint says:
        # leave room so the longest option is never cut.
        options = (self.solo, self.hotseat, self.pad, self.advanced, self.expert)
        widest = max(o.sizeHint().width() for o in options)
        self.setMinimumWidth(max(460, widest + 80))

    def _title_seats(self) -> None:
        hot = self.hotseat.isChecked()
        self.seats_box.setTitle(self.tr("Players") if hot else self.tr("Your name"))

    def _fill_plans(self) -> None:
        advanced = self.advanced.isChecked()
        for deck, box in enumerate(self.plan_boxes, start=1):
            current = box.currentData()
            box.clear()
            for plan in deck_plans(deck, advanced, self.sheet_choice.sheet_id()):
                box.addItem(plan_name(plan), plan.id)
            box.setCurrentIndex(max(0, box.findData(current)))

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def _update(self) -> None:
        # Only what applies to the chosen mode is shown.
        hot = self.hotseat.isChecked()
        n = self.count.value() if hot else 1
        self.count.setVisible(hot)
        self.count_label.setVisible(hot)
        self._title_seats()
        for i, (edit, kind) in enumerate(zip(self.name_edits, self.kind_boxes, strict=True)):
            edit.setVisible(i < n)
            kind.setVisible(i < n and hot)
        self.expert.setVisible(not self.pad.isChecked())
        self.join_button.setVisible(not self.pad.isChecked())  # a code deals cards: not at a table
        for i, edit in enumerate(self.name_edits):
            edit.setPlaceholderText(self._default_name(i))
        for label, box in zip(self.plan_labels, self.plan_boxes, strict=True):
            label.setVisible(self.pad.isChecked())
            box.setVisible(self.pad.isChecked())
        self.adjustSize()

    def _name(self, i: int) -> str:
        return self.name_edits[i].text().strip() or self._default_name(i)

    def _default_name(self, i: int) -> str:
        """A blank name: "Computer 2" for a computer player of the hot-seat game, else
        "Player 1"."""
        if self.hotseat.isChecked() and self.kind_boxes[i].currentData() != "human":
            return arg(self.tr("Computer %1"), i + 1)
        return arg(self.tr("Player %1"), i + 1)

    def build_setup(self) -> GameSetup:
        """The setup described by the form; ValueError with a message if it is not valid."""
        text = self.seed.text().strip()
        seed: int | None = None
        if text:
            try:
                seed = int(text)
            except ValueError:
                raise ValueError(self.tr("The seed must be a whole number.")) from None
            if seed < 0:
                raise ValueError(self.tr("The seed must be a whole number."))
        advanced = self.advanced.isChecked()
        expert = self.expert.isChecked()
        sheet = self.sheet_choice.sheet_id()
        if self.solo.isChecked():
            return solo_setup(self._name(0), seed, advanced, expert, sheet=sheet)
        if self.pad.isChecked():
            plan_ids = tuple(str(box.currentData()) for box in self.plan_boxes)
            return score_pad_setup(
                self._name(0), plan_ids, advanced=advanced, seed=seed, sheet=sheet
            )
        seats = [
            SeatSetup(self._name(i), str(self.kind_boxes[i].currentData()))
            for i in range(self.count.value())
        ]
        return hotseat_setup(seats, seed, advanced, expert, sheet=sheet)

    def _accept(self) -> None:
        try:
            self.result_setup = self.build_setup()
        except ValueError as err:
            self.error.setText(str(err))
            return
        self.accept()


def describe_estates(estates: tuple[Estate, ...]) -> str:
    parts = []
    for s, first, size in estates:
        parts.append(
            arg(
                QCoreApplication.translate("ClaimDialog", "%1: houses %2–%3"),
                street_name(s),
                first + 1,
                first + size,
            )
        )
    return "; ".join(parts)


class ClaimDialog(QDialog):
    """Several sets of estates fit a plan: the player picks the one to mark as used."""

    def __init__(
        self, plan_name: str, options: list[tuple[Estate, ...]], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ClaimDialog")
        self.options = options
        col = QVBoxLayout(self)
        self.label = plain_label()
        self.label.setWordWrap(True)
        col.addWidget(self.label)
        self.group = QButtonGroup(self)
        for i, opt in enumerate(options):
            b = QRadioButton(describe_estates(opt))
            self.group.addButton(b, i)
            col.addWidget(b)
            if i == 0:
                b.setChecked(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        col.addWidget(buttons)
        self.plan_name = plan_name
        self.setWindowTitle(self.tr("City plan achieved"))
        self.label.setText(
            arg(
                self.tr("Which estates do you use for “%1”? They cannot serve another plan."),
                plan_name,
            )
        )

    def chosen(self) -> tuple[Estate, ...]:
        return self.options[max(0, self.group.checkedId())]


ALIGN_CENTER = Qt.AlignmentFlag.AlignCenter
