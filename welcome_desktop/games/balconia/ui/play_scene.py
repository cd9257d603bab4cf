"""Balconia's scene in play: the building from the viewer's side with the disc beside it; the
selection's pair buttons, the offered faces dragged onto highlighted cells with the points
previewed over the hovered cell, and the keyboard's pair and cell cursors. It draws each
``TableView`` and reports requests; the page asks the controller, which applies the rules."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QGraphicsSimpleTextItem

from welcome_desktop.i18n.text import TrContext, arg
from welcome_desktop.ui.guard import guarded

from ..app.view import Prompt, TableView
from ..board.building import DRAFT, HEIGHT, WIDTH, BuildingScene, MarkItem
from ..board.disc import DISC_H, DISC_W, Disc
from ..board.icons import INK
from ..board.preview import Preview, preview, without
from ..engine import PAIRS, Cell, Side, to_view
from .texts import face_text, name_of, signed

BalconiaBoard = TrContext("BalconiaBoard")

DISC_GAP: Final = 36.0
DISC_X: Final = WIDTH + DISC_GAP
DISC_Y: Final = 64.0
SCENE_W: Final = DISC_X + DISC_W + 8


class PlayScene(BuildingScene):
    """Draws a ``TableView`` and turns clicks, drags and keys into requests."""

    pair_chosen = Signal(int, int)  # the adjacent pair to keep
    face_dropped = Signal(int, int, int)  # face, floor, column (building frame)

    def __init__(self) -> None:
        super().__init__(Side.TURQUOISE, face_text)
        self.view_value: TableView | None = None
        self.disc = Disc(self, QPointF(DISC_X, DISC_Y), face_text)
        self.held: int | None = None  # the offered face picked up (drag, click or key)
        self.cursor: Cell | None = None  # the keyboard's cell (building frame)
        self.pair_cursor = -1  # the keyboard's pair (index into PAIRS), -1 none
        self.cursor_mark: MarkItem | None = None
        self.title = QGraphicsSimpleTextItem()
        font = QFont()
        font.setPixelSize(18)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setBrush(QColor(INK))
        self.title.setPos(DISC_X, 8)
        self.addItem(self.title)
        self.disc.pair_chosen.connect(self._pair_clicked)
        self.disc.pair_hovered.connect(self._pair_hovered)
        self.disc.face_pressed.connect(self.pick)
        self.disc.face_clicked.connect(self.pick)
        self.disc.face_moved.connect(self._on_moved)
        self.disc.face_dropped.connect(self._on_dropped)
        self.disc.face_cancelled.connect(self._on_cancelled)
        self.setSceneRect(QRectF(-12, 0, SCENE_W + 12, max(HEIGHT, DISC_Y + DISC_H + 8)))

    # -- drawing ------------------------------------------------------------------------------
    def show_view(self, view: TableView) -> None:
        self.view_value = view
        self.held = self.cursor = None
        self.pair_cursor = -1
        self._hide_cursor()
        self.hide_bubble()
        side = view.viewer or Side.TURQUOISE
        score = view.scores[side.number]
        self.set_building(view.building, side, score.faces, score.door)
        last = (view.last_turns[-1].cell,) if view.last_turns else ()
        drafted = view.draft.cell if view.draft is not None else None
        self.mark(last if drafted is None else (), drafted)
        self._draw_disc(view)

    def _draw_disc(self, view: TableView) -> None:
        block, draft = view.block, view.draft
        if block is None or view.hidden or view.selector is None:
            self.disc.clear()
            self.title.setText("")
            return
        self.title.setText(arg(BalconiaBoard.tr("Block %1"), block))
        selecting = view.kept is None or (draft is not None and draft.kept is not None)
        if selecting:
            enabled = view.my_turn
            self.disc.show_select(block, view.selector, view.kept, enabled)
            tip = BalconiaBoard.tr("Keep the two faces beside this button (key %1)")
            for first, spot in self.disc.spots.items():
                spot.setToolTip(arg(tip, first + 1))
        elif view.offered is not None:
            caption = arg(BalconiaBoard.tr("%1 gets"), name_of(view, view.selector))
            chosen = draft.face if draft is not None else None
            self.disc.show_place(block, view.offered, self.placing(view), caption, chosen)

    @staticmethod
    def placing(view: TableView) -> bool:
        """The human at the device places the block now (a drafted placement may be moved)."""
        return (
            view.my_turn
            and view.prompt in (Prompt.PLACE, Prompt.CONFIRM)
            and (view.draft is None or view.draft.kept is None)
        )

    @staticmethod
    def selecting(view: TableView) -> bool:
        return view.my_turn and (
            view.kept is None or (view.draft is not None and view.draft.kept is not None)
        )

    # -- the selection ------------------------------------------------------------------------
    def _pair_clicked(self, first: int) -> None:
        view = self.view_value
        if view is not None and self.selecting(view):
            self.pair_chosen.emit(*PAIRS[first])

    def _pair_hovered(self, first: int) -> None:
        view = self.view_value
        if view is None:
            return
        if first < 0:  # back to the drafted pair (or the keyboard's)
            kept = PAIRS.index(view.kept) if view.kept in PAIRS else -1
            first = self.pair_cursor if self.pair_cursor >= 0 else kept
        self.disc.frame_pair(first)

    def choose_pair(self, index: int) -> bool:
        """Keys 1–4: keep pair ``index`` at once."""
        view = self.view_value
        if view is None or not self.selecting(view) or not 0 <= index < len(PAIRS):
            return False
        self.pair_cursor = index
        self.pair_chosen.emit(*PAIRS[index])
        return True

    def move_pair(self, step: int) -> bool:
        """Arrows in the selection: the pair cursor goes round the block."""
        view = self.view_value
        if view is None or not self.selecting(view):
            return False
        if self.pair_cursor < 0:
            kept = PAIRS.index(view.kept) if view.kept in PAIRS else -1
            self.pair_cursor = kept if kept >= 0 else (0 if step > 0 else 1)
            if kept < 0:
                self.pair_cursor -= step
        self.pair_cursor = (self.pair_cursor + step) % len(PAIRS)
        self.disc.frame_pair(self.pair_cursor)
        return True

    def point_pair(self, index: int) -> bool:
        """Frame pair ``index`` as the arrows do, without keeping it (a suggestion: Enter then
        keeps it); False when no pair may be chosen now."""
        view = self.view_value
        if view is None or not self.selecting(view) or not 0 <= index < len(PAIRS):
            return False
        self.pair_cursor = index
        self.disc.frame_pair(index)
        return True

    # -- the placement ------------------------------------------------------------------------
    def pick(self, face: int) -> bool:
        """Pick up offered ``face``: its legal cells light up (a click, a press, keys 1–2)."""
        view = self.view_value
        if view is None or not self.placing(view) or view.offered is None:
            return False
        if face not in view.offered:
            return False
        self.held = face
        self.disc.select_face(face)
        self.highlight(view.legal_cells)
        return True

    def pick_index(self, index: int) -> bool:
        """Keys 1–2: pick up an offered face; the keyboard's cursor then stands on a legal
        cell (the one it was on, else the lowest, leftmost one), so Enter places it there."""
        view = self.view_value
        if view is None or view.offered is None or not 0 <= index < 2:
            return False
        if not self.pick(view.offered[index]):
            return False
        if self.cursor not in view.legal_cells:
            self.cursor = None
        self.move_cursor(0, 0)
        return True

    def point_at(self, face: int, cell: Cell) -> bool:
        """Pick up offered ``face`` and put the keyboard's cursor on ``cell`` with its points
        previewed, as a suggestion does (Enter then places it); False if the face is not on
        offer or may not go there."""
        view = self.view_value
        if view is None or cell not in view.legal_cells or not self.pick(face):
            return False
        self.cursor = cell
        self._show_cursor(cell)
        self.show_preview(face, cell)
        return True

    def preview_at(self, face: int, cell: Cell) -> Preview | None:
        """What ``face`` would score on ``cell`` for the viewer; None if it may not go there."""
        view = self.view_value
        if view is None or view.block is None or view.to_act is None:
            return None
        if cell not in view.legal_cells:
            return None
        base = without(view.building, view.draft.cell if view.draft else None)
        viewer = view.viewer or view.to_act
        return preview(base, view.block, face, cell, view.to_act, viewer)

    def show_preview(self, face: int, cell: Cell | None) -> None:
        view = self.view_value
        result = None if cell is None else self.preview_at(face, cell)
        if view is None or result is None or cell is None:
            self.hide_bubble()
            return
        viewer = view.viewer or Side.TURQUOISE
        lines = [
            BalconiaBoard.tr("This balcony: %n point(s)", "", result.face),
            arg(
                BalconiaBoard.tr("You %1, %2 %3"),
                signed(result.mine, zero="0"),
                name_of(view, viewer.other),
                signed(result.theirs, zero="0"),
            ),
        ]
        self.show_bubble(cell, lines)

    def _on_moved(self, face: int, point: QPointF) -> None:
        self.show_preview(face, self.cell_at(point))

    def _on_dropped(self, face: int, point: QPointF) -> None:
        self.highlight(())
        self.hide_bubble()
        cell = self.cell_at(point)
        item = self.disc.item_for(face)
        if cell is None or self.view_value is None or not self.placing(self.view_value):
            if item is not None:
                item.slide_home()  # dropped off the building: back on the disc
            return
        if item is not None:
            item.setPos(self.rect_of(cell).topLeft())
        self.face_dropped.emit(face, cell[0], cell[1])

    def _on_cancelled(self, _face: int) -> None:
        """Escape during a drag: the face slides back onto the disc; nothing stays lit."""
        self.highlight(())
        self.hide_bubble()

    def refuse_drop(self, face: int) -> None:
        """The controller refused the drop: the face slides back onto the disc."""
        item = self.disc.item_for(face)
        if item is not None:
            item.slide_home()

    def move_cursor(self, d_floor: int, d_column: int) -> Cell | None:
        """Arrows in the placement: the cursor goes to the nearest legal cell that way (in the
        viewer's frame), with the points previewed; the first face is picked if none is."""
        view = self.view_value
        if view is None or (self.held is None and not self.pick_index(0)) or self.held is None:
            return None
        cells = view.legal_cells
        if not cells:
            return None
        side = self.side
        if self.cursor is None:
            best = min(cells, key=lambda c: (to_view(c, side)[0], to_view(c, side)[1]))
        elif (d_floor, d_column) == (0, 0):
            best = self.cursor  # stay (a face picked again by key)
        else:
            here = to_view(self.cursor, side)
            ahead = []
            for cell in cells:
                floor, column = to_view(cell, side)
                along = (floor - here[0]) * d_floor + (column - here[1]) * d_column
                across = abs((floor - here[0]) * d_column) + abs((column - here[1]) * d_floor)
                if along > 0:
                    ahead.append((along + 2 * across, cell))
            best = min(ahead)[1] if ahead else self.cursor
        self.cursor = best
        self._show_cursor(best)
        self.show_preview(self.held, best)
        return best

    def place_cursor(self) -> bool:
        """Enter: put the picked face on the cursor's cell."""
        face, cell = self.held, self.cursor
        if face is None or cell is None:
            return False
        self.highlight(())
        self.hide_bubble()
        self._hide_cursor()
        self.face_dropped.emit(face, cell[0], cell[1])
        return True

    def enter(self) -> bool:
        """Enter: act on the keyboard's pair or cell; False when there is none (confirm)."""
        view = self.view_value
        if self.cursor is not None and self.held is not None:
            return self.place_cursor()
        kept = PAIRS.index(view.kept) if view is not None and view.kept in PAIRS else -1
        if self.pair_cursor >= 0 and self.pair_cursor != kept:
            return self.choose_pair(self.pair_cursor)
        return False

    def _show_cursor(self, cell: Cell) -> None:
        self._hide_cursor()
        self.cursor_mark = MarkItem(to_view(cell, self.side), DRAFT, Qt.PenStyle.SolidLine, 5.0)
        self.cursor_mark.setZValue(60)
        self.addItem(self.cursor_mark)

    def _hide_cursor(self) -> None:
        if self.cursor_mark is not None:
            self.removeItem(self.cursor_mark)
            self.cursor_mark = None

    # -- clicks and hover ---------------------------------------------------------------------
    @guarded
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A face picked by a click goes on a highlighted cell by a click there."""
        cell = self.cell_at(event.scenePos())
        face = self.held
        left = event.button() == Qt.MouseButton.LeftButton
        if face is not None and left and cell in self.targets:
            self.cursor = cell
            self.place_cursor()
            event.accept()
            return
        super().mousePressEvent(event)

    @guarded
    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseMoveEvent(event)
        if event.buttons() != Qt.MouseButton.NoButton:
            return
        if self.held is not None:
            self.show_preview(self.held, self.cell_at(event.scenePos()))
        else:
            self.show_hover(self.cell_at(event.scenePos()))

    def show_hover(self, cell: Cell | None) -> None:
        """No face picked: a legal cell under the mouse tells what each offered face would
        score there for the viewer."""
        view = self.view_value
        offered = view.offered if view is not None else None
        if view is None or offered is None or cell is None or not self.placing(view):
            self.hide_bubble()
            return
        left, right = (self.preview_at(face, cell) for face in offered)
        if left is None or right is None:
            self.hide_bubble()
            return
        lines = [
            BalconiaBoard.tr("Left face: %n point(s)", "", left.face),
            BalconiaBoard.tr("Right face: %n point(s)", "", right.face),
        ]
        self.show_bubble(cell, lines)
