"""Balconia's full-window pages: the start page's banner (a little building with its turquoise
and pink balconies), pass the device (each side is secret from the other) and the end page (the
winner, each side's points balcony by balcony and its door, the tie rule)."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.i18n.text import TrContext, arg
from welcome_desktop.ui.end_frame import EndFrame
from welcome_desktop.ui.pages import PassDevicePage
from welcome_desktop.ui.painted_banner import PaintedBanner
from welcome_desktop.ui.safe_text import display_name, plain_label, wrapping

from ..app.view import TableView
from ..board.building import BuildingScene
from ..engine import SIDES, SIZE, Building, GameState, Side, SideScore, to_view
from .fit_view import FitView
from .texts import face_text, prompt_text, side_name

BalconiaWindow = TrContext("BalconiaWindow")

TURQUOISE: Final = "#2a9d9a"
PINK: Final = "#d8578a"
WALL: Final = "#f3e3c8"
INK: Final = "#5a4636"


def side_colour(side: Side) -> str:
    return TURQUOISE if side is Side.TURQUOISE else PINK


class BalconiaBanner(PaintedBanner):
    """Houses of five floors along the bottom of the page, their balconies turquoise and pink."""

    OBJECT_NAME = "balconiaBanner"
    FLOOR: Final = 14.0

    def draw_picture(self, p: QPainter, w: float, h: float) -> None:
        p.fillRect(QRectF(0, h - 8, w, 8), QColor("#c9b48a"))
        cell = self.FLOOR
        house = cell * SIZE + 8
        x, n = 10.0, 0
        while x + house < w:
            floors = 3 + (n * 2) % 3
            top = h - 8 - floors * cell - 8
            p.setPen(QColor(INK))
            p.setBrush(QColor(WALL))
            p.drawRect(QRectF(x, top, house, h - 8 - top))
            for f in range(floors):
                for c in range(SIZE):
                    if (n + f * 3 + c) % 4 == 0:
                        continue
                    colour = TURQUOISE if (n + f + c) % 2 else PINK
                    y = h - 8 - (f + 1) * cell
                    p.setBrush(QColor(colour))
                    p.drawRect(QRectF(x + 4 + c * cell + 1, y + 2, cell - 2, cell - 4))
            x += house + 10
            n += 1


class PassPage(PassDevicePage):
    """The shared pass-the-device page worded for Balconia's secret sides."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.side: Side | None = None  # read by the shared page's first wording
        super().__init__(parent, BalconiaBanner())
        font = QFont(self.font())  # a plain big heading, not Welcome's handwriting
        font.setPointSizeF(font.pointSizeF() * 2.2)
        self.heading.setFont(font)

    def set_side(self, name: str, side: Side) -> None:
        self.side = side
        self.set_player(display_name(name))

    def heading_text(self) -> str:
        return arg(BalconiaWindow.tr("Pass the device to %1"), self.name)

    def detail_text(self) -> str:
        if self.side is Side.PINK:
            return BalconiaWindow.tr(
                "Each player sees only their own side of the building. Press the button when "
                "only the pink player looks."
            )
        return BalconiaWindow.tr(
            "Each player sees only their own side of the building. Press the button when "
            "only the turquoise player looks."
        )

    def button_text(self) -> str:
        return arg(BalconiaWindow.tr("I am %1: show my side"), self.name)


class FacadeScores(QFrame):
    """One side's points: its name and colour, its facade as that side sees it (the balconies'
    own pictures, each with its points on a chip, and the door's points on the entrance), the
    balconies' sum, the door's points and the total. The facade grows with the page."""

    def __init__(self, side: Side, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.setObjectName(f"scores_{side.value}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(f"#scores_{side.value} {{ border: 3px solid {side_colour(side)}; }}")
        col = QVBoxLayout(self)
        self.title = plain_label()
        self.title.setObjectName("sideTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        bold = QFont(self.title.font())
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.2)
        self.title.setFont(bold)
        col.addWidget(self.title)
        self.scene = BuildingScene(side, face_text)
        self.scene.show_targets = False
        self.view = FitView(self.scene)
        self.view.setObjectName("endFacade")
        self.view.setMinimumSize(220, 200)
        self.view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        col.addWidget(self.view, 1)
        self.sums = plain_label()
        self.sums.setObjectName("sideSums")
        self.sums.setAlignment(Qt.AlignmentFlag.AlignCenter)
        col.addWidget(self.sums)
        self.name = ""
        self.score: SideScore | None = None
        self.entrance: tuple[int, int] | None = None

    def show_score(
        self, name: str, score: SideScore, building: Building, entrance: tuple[int, int]
    ) -> None:
        """``entrance``: the entrance's cell in this side's frame."""
        self.name, self.score, self.entrance = name, score, entrance
        self.scene.set_building(building, self.side, score.faces, score.door)
        self.retranslateUi()

    def points_shown(self) -> dict[tuple[int, int], int | None]:
        """The points each balcony's chip shows, by cell in this side's frame."""
        return {cell: item.points for cell, item in self.scene.faces.items()}

    def door_shown(self) -> int | None:
        item = self.scene.entrance_item
        return None if item is None else item.door

    def retranslateUi(self) -> None:
        score = self.score
        if score is None:
            return
        self.title.setText(
            arg(BalconiaWindow.tr("%1 (%2)"), display_name(self.name), side_name(self.side))
        )
        self.sums.setText(
            arg(
                BalconiaWindow.tr("Balconies %1 + door %2 = %3 points"),
                score.balconies,
                score.door,
                score.total,
            )
        )


class EndPage(EndFrame):
    """The shared end frame: the winner, the tie rule, and both sides' points; the game just
    finished turn by turn (``replay``) and a new game of the same table (``again``)."""

    replay = Signal()  # step through the game just finished
    again = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2.0)
        self.heading.setFont(font)
        self.tie_note = self.add_note(wrapping(plain_label()))
        self.tie_note.setObjectName("tieRule")
        self.tie_note.hide()
        self.code_note = self.add_note(plain_label())
        self.code_note.setObjectName("gameCode")
        self.code_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code_note.hide()
        self.code = ""
        sides = QWidget()
        row = QHBoxLayout(sides)
        self.facades = {side: FacadeScores(side) for side in SIDES}
        for side in SIDES:
            row.addWidget(self.facades[side])
        self.chart_area.addWidget(sides, 1)  # the facades take the page's height
        self.replay_button = self.add_button(QPushButton())
        self.replay_button.setObjectName("replayButton")
        self.replay_button.clicked.connect(self.replay)
        self.again_button = self.add_button(QPushButton())
        self.again_button.setObjectName("againButton")
        self.again_button.clicked.connect(self.again)
        self.names: tuple[str, str] = ("", "")
        self.winners: tuple[Side, ...] = ()
        self.scores: tuple[SideScore, SideScore] | None = None
        self.view: TableView | None = None
        self.retranslateUi()

    def show_result(self, view: TableView, state: GameState, code: str = "") -> None:
        """``view``: the controller's last view (game over) of ``state``; ``code``: the deal's
        game code ("" when it has none: a game from before codes)."""
        self.view = view
        self.code = code
        self.code_note.setVisible(bool(code))
        names = view.names
        self.names = names
        self.scores = state.scores()
        self.winners = state.winners()
        entrance = state.building.entrance_cell
        for side, score in zip(SIDES, self.scores, strict=True):
            self.facades[side].show_score(
                names[side.number], score, state.building, to_view(entrance, side)
            )
        self.retranslateUi()

    def tie_rule(self) -> str:
        """The tie rule, worded for how this game ended."""
        if self.scores is not None and len({s.total for s in self.scores}) == 1:
            if len(self.winners) == 1:
                return BalconiaWindow.tr(
                    "Tied on points: the player with more points from their door wins."
                )
            return BalconiaWindow.tr(
                "Tied on points and on the doors' points: the two players share the building."
            )
        return BalconiaWindow.tr(
            "On a tie, the player with more points from their door wins; if that is equal too, "
            "they share the building."
        )

    def retranslateUi(self) -> None:
        self.heading.setText(prompt_text(self.view) if self.view is not None else "")
        rule = self.tie_rule()
        self.tie_note.setText(rule)
        self.tie_note.setVisible(self.scores is not None)
        self.code_note.setText(
            arg(
                BalconiaWindow.tr("Game code: %1 (whoever types it plays the same deal)"), self.code
            )
        )
        for facade in self.facades.values():
            facade.retranslateUi()
        self.replay_button.setText(BalconiaWindow.tr("Replay the game"))
        self.board_button.setText(BalconiaWindow.tr("Show the building"))
        self.new_button.setText(BalconiaWindow.tr("New game…"))
        self.again_button.setText(BalconiaWindow.tr("Play again"))
        self.again_button.setToolTip(
            BalconiaWindow.tr("The same players on the same sides and variants, new blocks.")
        )
