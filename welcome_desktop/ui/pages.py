"""Full-window pages: the start screen and the "pass the device" screen between two humans."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from welcome_desktop.i18n import arg
from welcome_desktop.resources import app_icon_path

from .art import hand_font


def _big_button(text: str = "") -> QPushButton:
    b = QPushButton(text)
    b.setMinimumSize(300, 44)
    f = b.font()
    f.setPointSizeF(f.pointSizeF() * 1.2)
    b.setFont(f)
    return b


class StartPage(QWidget):
    """The title screen: new solo / hot-seat game, resume, open, rules."""

    new_solo = Signal()
    new_game = Signal()
    resume = Signal()
    open_game = Signal()
    rules = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StartPage")
        col = QVBoxLayout(self)
        col.setAlignment(Qt.AlignmentFlag.AlignCenter)
        col.setSpacing(12)
        logo = QLabel()
        pm = QPixmap(str(app_icon_path()))
        if not pm.isNull():
            logo.setPixmap(
                pm.scaled(
                    128,
                    128,
                    Qt.AspectRatioMode.KeepAspectRatio,
                    Qt.TransformationMode.SmoothTransformation,
                )
            )
        logo.setAlignment(Qt.AlignmentFlag.AlignCenter)
        col.addWidget(logo)
        self.title = QLabel()
        self.title.setFont(hand_font(52))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setObjectName("title")
        col.addWidget(self.title)
        self.tagline = QLabel()
        self.tagline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tagline.setObjectName("tagline")
        col.addWidget(self.tagline)
        col.addSpacing(18)
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

    def retranslateUi(self) -> None:
        self.title.setText(self.tr("Welcome Desktop"))
        self.tagline.setText(self.tr("Build the most beautiful suburb of the fifties."))
        self.solo_button.setText(self.tr("Play solo"))
        self.new_button.setText(self.tr("New game…"))
        self.resume_button.setText(self.tr("Resume the last game"))
        self.open_button.setText(self.tr("Open a saved game…"))
        self.rules_button.setText(self.tr("How to play"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


class PassDevicePage(QWidget):
    """Hides the board between two human seats until the next player says they are ready."""

    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PassDevicePage")
        col = QVBoxLayout(self)
        col.setAlignment(Qt.AlignmentFlag.AlignCenter)
        col.setSpacing(16)
        self.heading = QLabel()
        self.heading.setFont(hand_font(40))
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        col.addWidget(self.heading)
        self.detail = QLabel()
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        col.addWidget(self.detail)
        self.button = _big_button()
        self.button.setObjectName("readyButton")
        self.button.clicked.connect(self.ready)
        col.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.name = ""
        self.retranslateUi()

    def set_player(self, name: str) -> None:
        self.name = name
        self.retranslateUi()

    def retranslateUi(self) -> None:
        self.heading.setText(arg(self.tr("Pass the device to %1"), self.name))
        self.detail.setText(
            self.tr(
                "The previous sheet is hidden. Press the button when only the next "
                "player is looking."
            )
        )
        self.button.setText(arg(self.tr("I am %1: show my sheet"), self.name))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
