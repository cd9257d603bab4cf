"""Full-window pages: the start screen and the "pass the device" screen between two humans."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPaintEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.i18n import arg
from welcome_desktop.shell.registry import GameInfo

from .art import draw, hand_font
from .guard import guarded
from .safe_text import plain, plain_label, wrapping


class StreetBanner(QWidget):
    """A decorative little street (houses, trees, fences) along the bottom of a page."""

    NUMBERS = (1, 3, 4, 7, 8, 10, 12, 13, 15, 16, 17)
    HOUSE_H = 84.0
    MIN_HOUSE_H = 36.0  # below this only the grass is drawn

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Full height when there is room; a short window gets a smaller street, never a cut one.
        self.setMinimumHeight(12)
        self.setMaximumHeight(round(self.HOUSE_H) + 12)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)

    def sizeHint(self) -> QSize:
        return QSize(400, round(self.HOUSE_H) + 12)

    def house_height(self) -> float:
        h = min(self.HOUSE_H, self.height() - 12.0)
        return h if h >= self.MIN_HOUSE_H else 0.0

    def pieces(self, width: float, h: float) -> list[tuple[str, float, int]]:
        """The street's pieces (kind, width, house number) that fit wholly in ``width``:
        houses whose numbers go up, a tree every fourth piece, a fence after some houses and a
        roundabout that restarts the numbers. Nothing is cut at the edge."""
        if h <= 0:
            return []
        k = h / self.HOUSE_H
        w = h * 100 / 120
        out: list[tuple[str, float, int]] = []
        used = 16.0  # margins
        i = n = 0
        while True:
            if n == len(self.NUMBERS):
                piece = [("roundabout", w + 4, 0)]
                n = 0
            elif i % 4 == 3:
                piece = [("tree", 46.0 * k, 0)]
            else:
                piece = [("house_pool" if i % 5 == 1 else "house", w + 4, self.NUMBERS[n])]
                n += 1
                if i % 3 == 2:
                    piece.append(("fence", 14.0 * k, 0))
            size = sum(p[1] for p in piece)
            if used + size > width:
                return out
            out.extend(piece)
            used += size
            i += 1

    @guarded
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self.house_height()
        k = h / self.HOUSE_H
        w = h * 100 / 120
        y = self.height() - h - 4
        p.fillRect(QRectF(0, self.height() - 12, self.width(), 12), QColor("#A9D89B"))
        pieces = self.pieces(self.width(), h)
        x = (self.width() - sum(piece[1] for piece in pieces)) / 2  # centred
        for kind, width, number in pieces:
            if kind == "tree":
                draw(p, "tree", QRectF(x, y + h - 56 * k, 40 * k, 50 * k))
            elif kind == "fence":
                draw(p, "fence", QRectF(x - 2 * k, y + 8 * k, 14 * k, h - 8 * k))
            else:
                draw(p, kind, QRectF(x, y, w, h))
            if number:
                plate = QRectF(x + 25 * w / 100, y + 62 * h / 120, 50 * w / 100, 38 * h / 120)
                p.setPen(QColor("#1F3F73"))
                p.setFont(hand_font(plate.height() * 0.85))
                p.drawText(plate, Qt.AlignmentFlag.AlignCenter, str(number))
            x += width
        p.end()


def _big_button(text: str = "") -> QPushButton:
    b = QPushButton(text)
    b.setMinimumSize(300, 44)
    f = b.font()
    f.setPointSizeF(f.pointSizeF() * 1.2)
    b.setFont(f)
    return b


def _centred_column(page: QWidget, spacing: int, banner: QWidget | None = None) -> QVBoxLayout:
    """A vertically centred column over a banner (Welcome's street unless the page gives its
    own), on the page's styled background."""
    page.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    outer = QVBoxLayout(page)
    outer.setContentsMargins(0, 0, 0, 0)
    col = QVBoxLayout()
    outer.addStretch(1)
    outer.addLayout(col)
    outer.addStretch(1)
    outer.addWidget(banner if banner is not None else StreetBanner())
    col.setAlignment(Qt.AlignmentFlag.AlignCenter)
    col.setSpacing(spacing)
    return col


class TaglineLabel(QLabel):
    """Plain text that asks for one line of its whole width but wraps onto more lines when
    the window is narrower (a language of long words at 1024 px), so nothing is cut."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        plain(self)
        self.setWordWrap(True)

    def sizeHint(self) -> QSize:
        metrics = self.fontMetrics()
        margins = self.contentsMargins()
        width = metrics.horizontalAdvance(self.text()) + margins.left() + margins.right() + 2
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        """Ten characters wide, one line high (three cards side by side at 960 px, a full-HD
        screen at 200 %): the lines it wraps onto come from
        ``heightForWidth``, which the layouts ask for the width they give it."""
        metrics = self.fontMetrics()
        return QSize(metrics.horizontalAdvance("…") * 10, metrics.height())


class GameCard(QPushButton):
    """One game of the start page's list: its picture, its name and its tagline."""

    ICON = 72

    def __init__(self, game: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setObjectName("gameCard")
        self.setCheckable(True)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 8, 22, 8)
        row.setSpacing(14)
        self.picture = plain_label()
        self.picture.setPixmap(QIcon(str(game.icon())).pixmap(self.ICON, self.ICON))
        row.addWidget(self.picture)
        words = QVBoxLayout()
        words.setSpacing(0)
        self.name = plain_label()
        self.name.setObjectName("gameName")
        self.name.setFont(hand_font(26))
        self.tagline = TaglineLabel()  # on two lines when the window is narrow
        self.tagline.setObjectName("tagline")
        words.addStretch(1)
        words.addWidget(self.name)
        words.addWidget(self.tagline)
        words.addStretch(1)
        row.addLayout(words, 1)
        for label in (self.picture, self.name, self.tagline):
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        # taller when the tagline wraps; as tall as the other cards of its row
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.retranslateUi()

    def retranslateUi(self) -> None:
        self.name.setText(self.game.display_name())
        self.tagline.setText(self.game.display_tagline())
        self.setAccessibleName(self.game.display_name())
        self.setAccessibleDescription(self.game.display_tagline())
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        """As big as its picture and words (a push button ignores its children's layout)."""
        layout = self.layout()
        return layout.sizeHint() if layout is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        """Narrower than its words if need be (the tagline then wraps)."""
        layout = self.layout()
        if layout is None:
            return super().minimumSizeHint()
        least = layout.totalMinimumSize().width()
        return QSize(least, self.sizeHint().height())

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        layout = self.layout()
        return (
            layout.totalHeightForWidth(width)
            if layout is not None
            else super().heightForWidth(width)
        )

    @guarded
    def resizeEvent(self, event: QResizeEvent) -> None:
        """Not every layout above the card asks for its height at its width (the page's stack
        does not): the card asks for it itself, as its minimum height."""
        super().resizeEvent(event)
        need = self.heightForWidth(self.width())
        if need != self.minimumHeight():
            self.setMinimumHeight(need)


class StartPage(QWidget):
    """The title screen: the list of games (the chosen one first; side by side, on more rows
    when the page is too narrow for one), then new solo / hot-seat game, resume, open, rules for
    the chosen game, over the game's own ``banner`` (Welcome's street when none is given)."""

    new_solo = Signal()
    new_game = Signal()
    resume = Signal()
    open_game = Signal()
    rules = Signal()
    game_chosen = Signal(str)  # a game id
    shown = Signal()  # the page is shown, or shown again with fresh buttons (``show_again``)
    CARD_MARGIN = 16  # the cards keep off the window's edges
    CARD_SPACING = 12

    def __init__(
        self,
        games: Sequence[GameInfo] = (),
        current: str = "",
        parent: QWidget | None = None,
        banner: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("StartPage")
        self.banner = banner if banner is not None else StreetBanner()
        self.street_banner = self.banner  # the banner when the chosen game has none of its own
        # the chosen game's words for the quick-game button (None: "Play solo")
        self.solo_text: Callable[[], str | None] = lambda: None
        col = _centred_column(self, 12, self.banner)
        self.title = plain_label()
        self.title.setFont(hand_font(52))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setObjectName("title")
        col.addWidget(self.title)
        row = QHBoxLayout()
        row.setContentsMargins(self.CARD_MARGIN, 0, self.CARD_MARGIN, 0)  # off the edges
        row.addStretch(1)
        self.card_grid = QGridLayout()  # one row of cards, or more when the page is narrow
        self.card_grid.setSpacing(self.CARD_SPACING)
        row.addLayout(self.card_grid)
        row.addStretch(1)
        self.game_cards: list[GameCard] = []
        self.game_group = QButtonGroup(self)
        self.game_group.setExclusive(True)
        for game in games:
            card = GameCard(game)
            card.setChecked(game.id == current)
            card.clicked.connect(lambda _=False, gid=game.id: self.game_chosen.emit(gid))
            self.game_group.addButton(card)
            self.game_cards.append(card)
        self.card_columns = 0
        self.arrange_cards(len(self.game_cards))
        col.addLayout(row)
        col.addSpacing(12)
        self.solo_button = _big_button()
        self.new_button = _big_button()
        self.resume_button = _big_button()
        self.open_button = _big_button()
        self.rules_button = _big_button()
        for b, sig in (
            (self.solo_button, self.new_solo),
            (self.new_button, self.new_game),
            (self.resume_button, self.resume),
            (self.open_button, self.open_game),
            (self.rules_button, self.rules),
        ):
            b.clicked.connect(sig)
            col.addWidget(b, 0, Qt.AlignmentFlag.AlignHCenter)
        self.resume_button.setVisible(False)
        self.retranslateUi()

    def arrange_cards(self, columns: int) -> None:
        """The game cards in rows of ``columns`` (at least one), in the registry's order."""
        columns = max(1, min(columns, len(self.game_cards)))
        if columns == self.card_columns:
            return
        self.card_columns = columns
        for card in self.game_cards:
            self.card_grid.removeWidget(card)
        for i, card in enumerate(self.game_cards):
            self.card_grid.addWidget(card, i // columns, i % columns)

    def columns_for(self, width: int) -> int:
        """How many cards fit side by side in ``width`` (each at its minimum width)."""
        if not self.game_cards:
            return 1
        card = max(c.minimumSizeHint().width() for c in self.game_cards)
        room = width - 2 * self.CARD_MARGIN + self.CARD_SPACING
        return max(1, min(len(self.game_cards), room // (card + self.CARD_SPACING)))

    def minimumSizeHint(self) -> QSize:
        """As narrow as one column of cards: a narrower page puts the cards on more rows."""
        hint = super().minimumSizeHint()
        if not self.game_cards:
            return hint
        card = max(c.minimumSizeHint().width() for c in self.game_cards)
        buttons = self.solo_button.minimumSizeHint().width()
        return QSize(max(card + 2 * self.CARD_MARGIN, buttons), hint.height())

    def equal_cards(self, width: int) -> None:
        """The cards of a row as wide as each other (the widest one's width, or what ``width``
        leaves each), so a short tagline's card does not look smaller than the others."""
        if not self.game_cards:
            return
        columns = self.card_columns
        room = width - 2 * self.CARD_MARGIN - self.CARD_SPACING * (columns - 1)
        widest = max(c.sizeHint().width() for c in self.game_cards)
        each = max(0, min(widest, room // columns))
        for i in range(len(self.game_cards)):
            least = each if i < columns else 0
            if self.card_grid.columnMinimumWidth(i) != least:  # a change asks for a new layout
                self.card_grid.setColumnMinimumWidth(i, least)

    def fit_cards(self, width: int) -> None:
        """As many cards side by side as ``width`` holds, each row's cards equally wide."""
        self.arrange_cards(self.columns_for(width))
        self.equal_cards(width)

    @guarded
    def resizeEvent(self, event: QResizeEvent) -> None:
        self.fit_cards(event.size().width())
        super().resizeEvent(event)

    @guarded
    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            # the cards' sizes changed at the same width (their style applied, a language
            # switched): placed for the old sizes, a card got less than its least width and
            # a line of its words was cut off
            self.fit_cards(self.width())
        return super().event(event)

    @guarded
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.shown.emit()

    def show_again(self) -> None:
        """Already shown, its buttons set afresh: whoever adds to the page looks again."""
        if self.isVisible():
            self.shown.emit()

    def select_game(self, game_id: str) -> None:
        for card in self.game_cards:
            card.setChecked(card.game.id == game_id)

    def set_game_look(
        self, banner: QWidget | None, solo_text: Callable[[], str | None] = lambda: None
    ) -> None:
        """The chosen game's picture along the foot of the page (None: the street of houses)
        and the words of its quick-game button."""
        new = banner if banner is not None else self.street_banner
        layout = self.layout()
        if new is not self.banner and layout is not None:
            layout.replaceWidget(self.banner, new)
            self.banner.hide()
            self.banner.setParent(None)  # kept by its owner (``street_banner``, the game's front)
            new.show()
            self.banner = new
        self.solo_text = solo_text
        self.retranslateUi()

    def retranslateUi(self) -> None:
        self.title.setText(self.tr("Welcome Desktop"))
        for card in self.game_cards:
            card.retranslateUi()
        self.solo_button.setText(self.solo_text() or self.tr("Play solo"))
        self.new_button.setText(self.tr("New game…"))
        self.resume_button.setText(self.tr("Resume the last game"))
        self.open_button.setText(self.tr("Open a saved game…"))
        self.rules_button.setText(self.tr("How to play"))

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


_W = TypeVar("_W", bound=QWidget)


class PassDevicePage(QWidget):
    """Hides the board between two human seats until the next player says they are ready.

    Every game's pass-the-device screen: a heading naming the player, a line of explanation,
    the ready button and, under it, the game's own lines or buttons (``add_extra``, e.g.
    Pompeji's building permits), over the game's ``banner`` (Welcome's street when none is
    given). A game words the page by overriding ``heading_text``, ``detail_text`` and
    ``button_text``.
    """

    ready = Signal()

    def __init__(self, parent: QWidget | None = None, banner: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PassDevicePage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        # The column spans the page (labels wrap to its width and get the height they need:
        # a centred column would give them their one-line size and cut a long heading).
        col = QVBoxLayout()
        col.setContentsMargins(24, 0, 24, 0)
        col.setSpacing(16)
        outer.addStretch(1)
        outer.addLayout(col)
        outer.addStretch(1)
        self.banner = banner if banner is not None else StreetBanner()
        outer.addWidget(self.banner)
        self.heading = wrapping(plain_label())
        self.heading.setObjectName("title")
        self.heading.setFont(hand_font(40))
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        col.addWidget(self.heading)
        self.detail = wrapping(plain_label())
        self.detail.setObjectName("passDetail")
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        col.addWidget(self.detail)
        self.button = _big_button()
        self.button.setObjectName("readyButton")
        self.button.setAutoDefault(True)
        self.button.clicked.connect(self.ready)
        col.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.extras = QVBoxLayout()  # the game's own lines and buttons, one under the other
        self.extras.setSpacing(8)
        col.addLayout(self.extras)
        self.name = ""
        self.retranslateUi()

    def set_player(self, name: str) -> None:
        self.name = name
        self.retranslateUi()

    def add_extra(self, widget: _W) -> _W:
        """Add a game's line or button under the ready button (a button centred at its own
        width, a label across the column); returns it."""
        if isinstance(widget, QLabel):
            self.extras.addWidget(widget)
        else:
            self.extras.addWidget(widget, 0, Qt.AlignmentFlag.AlignHCenter)
        return widget

    def remove_extra(self, widget: QWidget) -> None:
        """Take a widget ``add_extra`` added off the page (hidden at once, deleted later)."""
        self.extras.removeWidget(widget)
        widget.hide()  # at once: its deletion waits for the event loop
        widget.deleteLater()

    @staticmethod
    def extra_button(text: str = "") -> QPushButton:
        """A button for the extras: the page's look, a little smaller than the ready button,
        never narrower or lower than its words."""
        button = QPushButton(text)
        button.setMinimumHeight(36)
        font = button.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        button.setFont(font)
        button.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        return button

    def heading_text(self) -> str:
        return arg(self.tr("Pass the device to %1"), self.name)

    def detail_text(self) -> str:
        return self.tr(
            "The previous sheet is hidden. Press the button when only the next player is looking."
        )

    def button_text(self) -> str:
        return arg(self.tr("I am %1: show my sheet"), self.name)

    def retranslateUi(self) -> None:
        self.heading.setText(self.heading_text())
        self.detail.setText(self.detail_text())
        self.button.setText(self.button_text())

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
