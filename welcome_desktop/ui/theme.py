"""The window's look: warm paper colours and rounded buttons matching the sheet art."""

from __future__ import annotations

STYLE = """
QMainWindow, QMenuBar, QStatusBar { background: #F7E9C6; color: #3D3D40; }
QMenuBar::item:selected { background: #E9D6A8; }
QToolTip { background: #FFF8E8; color: #3D3D40; border: 1px solid #C9B58A; padding: 3px 6px; }
#StartPage, #PassDevicePage, #EndScreen, #ScorePanel { background: #FBF6EA; }
#TurnBar { background: #FFF8E8; border-top: 2px solid #D9C9A3; }
#TurnBar QLabel#prompt { color: #3D3D40; }
QLabel#title, QLabel#winner { color: #5A4636; }
QLabel#tagline { color: #8C7B6B; font-size: 12pt; }
QLabel#gameName { color: #5A4636; }
#StartPage QPushButton, #PassDevicePage QPushButton, #EndScreen QPushButton,
#TurnBar QPushButton {
    background: #FFF8E8; color: #3D3D40;
    border: 2px solid #5A4636; border-radius: 10px; padding: 6px 14px;
}
#StartPage QPushButton:hover, #PassDevicePage QPushButton:hover, #EndScreen QPushButton:hover,
#TurnBar QPushButton:hover { background: #F7E9C6; }
#StartPage QPushButton:pressed, #TurnBar QPushButton:pressed { background: #E9D6A8; }
#TurnBar QPushButton:disabled { color: #A89A8A; border-color: #D9C9A3; background: #FBF6EA; }
QPushButton#confirmButton:enabled { background: #A9D89B; }
QPushButton#confirmButton:enabled:hover { background: #94CB84; }
QPushButton#refuseButton { background: #F29BB5; font-weight: bold; padding: 8px 22px; }
QPushButton#useButton { background: #BFE3EE; }
QPushButton#readyButton { background: #A9D89B; }
#StartPage QPushButton#gameCard { text-align: left; padding: 8px 22px 8px 12px; font-size: 12pt;
    border-color: #C9B58A; }
#StartPage QPushButton#gameCard:checked { background: #F7E9C6; border-color: #5A4636; }
#EndScreen QTableWidget { background: #FFF8E8; gridline-color: #D9C9A3; border: 1px solid #D9C9A3;
    font-size: 11pt; }
#EndScreen QHeaderView::section { background: #F7E9C6; color: #5A4636; border: none;
    border-bottom: 2px solid #D9C9A3; padding: 4px; font-weight: bold; }
QDockWidget { color: #5A4636; }
"""
