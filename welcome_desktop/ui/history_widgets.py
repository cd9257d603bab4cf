"""What every game's history page is built from: a page left with Back (``BackPage``), its
title row with a Back button, read-only tables whose cells are plain text (a player's name is
never read as markup), and dates shown in the player's locale."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .guard import guarded
from .safe_text import plain_label

PAGE_BACKGROUND = "#FBF6EA"


def local_date(iso: str) -> str:
    """An ISO 8601 time in the player's locale and time zone (shown as stored if unreadable)."""
    when = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not when.isValid():
        return iso
    return QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)


def table_item(text: str, data: object = None) -> QTableWidgetItem:
    """A read-only, selectable cell showing ``text`` as typed, with ``data`` as its user data."""
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if data is not None:
        item.setData(Qt.ItemDataRole.UserRole, data)
    return item


def read_only_table(object_name: str) -> QTableWidget:
    """A table nobody edits: no row numbers, columns fitted to their contents, the last one
    stretched."""
    table = QTableWidget()
    table.setObjectName(object_name)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    return table


@dataclass(frozen=True, slots=True)
class PageFrame:
    """The page's column, its big title and its Back button (the caller connects it)."""

    column: QVBoxLayout
    title: QLabel
    back_button: QPushButton


def page_frame(page: QWidget, object_name: str) -> PageFrame:
    """Give ``page`` the history pages' paper background and a title row with a Back button."""
    page.setObjectName(object_name)
    page.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    page.setStyleSheet(f"#{object_name} {{ background: {PAGE_BACKGROUND}; }}")
    column = QVBoxLayout(page)
    top = QHBoxLayout()
    title = plain_label()
    title.setObjectName("title")
    font = title.font()
    font.setPointSizeF(font.pointSizeF() * 1.6)
    title.setFont(font)
    top.addWidget(title, 1)
    back = QPushButton()
    top.addWidget(back)
    column.addLayout(top)
    return PageFrame(column, title, back)


class BackPage(QWidget):
    """A page left with Back: Escape emits ``back`` too, and a language change calls the
    page's ``retranslateUi``."""

    back = Signal()

    def retranslateUi(self) -> None:
        """The page's words (each page overrides this)."""

    @guarded
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.back.emit()
            return
        super().keyPressEvent(event)

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
