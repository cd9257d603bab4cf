"""The live score breakdown of the sheet on screen, and the other players' totals."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from welcome_desktop.games.welcome.engine import Score
from welcome_desktop.games.welcome.engine.scoring import THEMED_CATEGORIES
from welcome_desktop.games.welcome.i18n.catalog import category_name
from welcome_desktop.i18n import arg
from welcome_desktop.ui.art import pixmap
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.safe_text import plain_label

from .sheet_art import SPEC, THEME_ART, TRACK_ART, signed

MIN_WIDTH = 210
ICON = 22


class ScorePanel(QWidget):
    """Per category: icon, name and points (losses shown with a minus sign), then the total.
    With several players, a list picks whose sheet is on screen."""

    seat_picked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ScorePanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setMinimumWidth(MIN_WIDTH)
        self.scale = 1.0
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 10, 10, 10)
        self.heading = plain_label()
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.heading.setFont(font)
        outer.addWidget(self.heading)
        self.sheet_choice = QComboBox()
        self.sheet_choice.setObjectName("sheetChoice")
        self.sheet_choice.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.sheet_choice.activated.connect(self.seat_picked)
        outer.addWidget(self.sheet_choice)
        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(4)
        self.names: dict[str, QLabel] = {}
        self.values: dict[str, QLabel] = {}
        self.icons: dict[str, QLabel] = {}
        for row, cat in enumerate((*THEMED_CATEGORIES, "total")):
            icon = plain_label()
            if cat in TRACK_ART:
                icon.setPixmap(pixmap(TRACK_ART[cat], ICON, ICON, self.devicePixelRatioF()))
            name = plain_label()
            value = plain_label("0")
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            value.setObjectName(f"score_{cat}")
            if cat == "total":
                bold = QFont(value.font())
                bold.setBold(True)
                bold.setPointSizeF(bold.pointSizeF() * 1.3)
                value.setFont(bold)
                name.setFont(bold)
            grid.addWidget(icon, row, 0)
            grid.addWidget(name, row, 1)
            grid.addWidget(value, row, 2)
            self.names[cat] = name
            self.values[cat] = value
            self.icons[cat] = icon
        outer.addLayout(grid)
        self.others_heading = plain_label()
        self.others_heading.setFont(self.heading.font())
        outer.addSpacing(12)
        outer.addWidget(self.others_heading)
        self.others = plain_label()
        self.others.setTextFormat(Qt.TextFormat.PlainText)
        self.others.setWordWrap(True)
        outer.addWidget(self.others)
        outer.addStretch(1)
        self.score: Score | None = None
        self._others: list[tuple[str, int, str]] = []
        self.retranslateUi()
        self.set_score(None)  # hides the theme row until a thematic sheet's score is shown
        scaled = (*self.findChildren(QLabel), self.sheet_choice)
        self.base_fonts = {w: QFont(w.font()) for w in scaled}

    def set_scale(self, scale: float) -> None:
        """Grow the texts, the icons and the width with a large window (1 = normal size)."""
        if scale == self.scale:
            return
        self.scale = scale
        for widget, base in self.base_fonts.items():
            font = QFont(base)
            font.setPointSizeF(base.pointSizeF() * scale)
            widget.setFont(font)
        side = round(ICON * scale)
        for cat, icon in self.icons.items():
            if cat in TRACK_ART:
                icon.setPixmap(pixmap(TRACK_ART[cat], side, side, self.devicePixelRatioF()))
        self.setMinimumWidth(round(MIN_WIDTH * scale))

    def retranslateUi(self) -> None:
        self.heading.setText(self.tr("Score"))
        self.others_heading.setText(self.tr("Players"))
        sheet = self.score.sheet if self.score is not None else "base"
        for cat, label in self.names.items():
            label.setText(category_name(cat, sheet))
        self._fill_others()

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def set_score(self, score: Score | None, provisional: frozenset[str] = frozenset()) -> None:
        """Show a breakdown; the theme row only for a thematic sheet's score. ``provisional``:
        categories whose points may still change (score pad temps): their value and the total
        are marked with a question mark and explained in a tooltip."""
        self.score = score
        data = score.to_json() if score is not None else {}
        themed = "theme" in data
        for widgets in (self.icons, self.names, self.values):
            widgets["theme"].setVisible(themed)
        if themed:
            assert score is not None
            self.names["theme"].setText(category_name("theme", score.sheet))
            art = THEME_ART.get(score.sheet)
            if art:
                self.icons["theme"].setPixmap(pixmap(art, 22, 22, self.devicePixelRatioF()))
        marked = provisional | {"total"} if provisional else provisional
        for cat, label in self.values.items():
            v = int(data.get(cat, 0))
            text = signed(SPEC, cat, v)
            label.setText(text + " ?" if cat in marked else text)
            label.setToolTip(
                self.tr("Provisional: enter the table's temp result (Game menu).")
                if cat in marked
                else ""
            )

    def set_seats(self, names: list[str], shown: int) -> None:
        """The sheet chooser: one entry per seat, ``shown`` selected; hidden when alone."""
        if [self.sheet_choice.itemText(i) for i in range(self.sheet_choice.count())] != names:
            self.sheet_choice.clear()
            self.sheet_choice.addItems(names)
        self.sheet_choice.setCurrentIndex(shown)
        self.sheet_choice.setVisible(len(names) > 1)
        self.sheet_choice.setToolTip(self.tr("Whose sheet is shown"))

    def set_others(self, rows: list[tuple[str, int, str]]) -> None:
        """(name, total at round start, status) for every seat."""
        self._others = rows
        self._fill_others()

    def _fill_others(self) -> None:
        self.others_heading.setVisible(len(self._others) > 1)
        self.others.setVisible(len(self._others) > 1)
        lines = [
            arg(self.tr("%1: %n point(s) %2", "", t), n, s).strip() for n, t, s in self._others
        ]
        self.others.setText("\n".join(lines))
