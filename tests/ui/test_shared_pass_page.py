"""The shared pass-the-device page (ui.pages.PassDevicePage): one page for every game, with an
area under the ready button where a game adds its own lines and buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from tests.ui.size_check import rect_in, settle
from welcome_desktop.games.pompeji.ui.pages import PassPage
from welcome_desktop.ui.pages import PassDevicePage, StreetBanner


def test_a_game_adds_a_button_under_the_ready_button(qtbot):
    page = PassDevicePage()
    qtbot.addWidget(page)
    page.resize(900, 600)
    page.set_player("Ana")
    note = page.add_extra(QLabel("Or do something else:"))
    extra = page.add_extra(page.extra_button("Something else"))
    pressed: list[bool] = []
    extra.clicked.connect(lambda: pressed.append(True))
    page.show()
    settle()
    assert "Ana" in page.heading.text() and "Ana" in page.button.text()
    assert isinstance(page.banner, StreetBanner)  # Welcome's street unless a game gives its own
    ready, under, words = rect_in(page, page.button), rect_in(page, extra), rect_in(page, note)
    assert ready.bottom() < words.top() < words.bottom() < under.top()
    assert abs(under.center().x() - ready.center().x()) <= 1  # centred under the ready button
    assert extra.height() >= extra.minimumSizeHint().height()  # never squashed
    assert extra.width() >= extra.minimumSizeHint().width()
    qtbot.mouseClick(extra, Qt.MouseButton.LeftButton)
    assert pressed == [True]
    with qtbot.waitSignal(page.ready, timeout=1000):
        qtbot.mouseClick(page.button, Qt.MouseButton.LeftButton)
    page.remove_extra(extra)
    assert not extra.isVisible() and page.extras.indexOf(extra) == -1


def test_a_long_heading_wraps_whole_on_a_narrow_page(qtbot):
    page = PassDevicePage()
    qtbot.addWidget(page)
    page.set_player("Bartholomew Maximilian von Humperdinck")
    page.resize(420, 600)
    page.show()
    settle()
    heading = page.heading
    lines = heading.heightForWidth(heading.width()) // heading.fontMetrics().lineSpacing()
    assert lines >= 2  # it wraps...
    assert heading.height() >= heading.heightForWidth(heading.width())  # ...and every line shows


def test_pompeji_permit_buttons_live_in_the_shared_page(qtbot):
    page = PassPage()
    qtbot.addWidget(page)
    page.resize(1024, 600)
    page.set_player("Bea", {2: "Carl", 3: "Dorothea Maximiliane"})
    page.show()
    settle()
    assert isinstance(page, PassDevicePage) and page.objectName() == "PassDevicePage"
    buttons = page.permit_buttons
    assert set(buttons) == {2, 3} and page.permit_note.isVisible()
    for seat, button in buttons.items():
        assert page.extras.indexOf(button) >= 0
        assert button.height() >= max(36, button.minimumSizeHint().height())
        assert button.width() >= button.minimumSizeHint().width()
        assert rect_in(page, button).top() > rect_in(page, page.button).bottom()
        assert ("Carl" if seat == 2 else "Dorothea Maximiliane") in button.text()
    with qtbot.waitSignal(page.permit, timeout=1000) as blocker:
        qtbot.mouseClick(buttons[3], Qt.MouseButton.LeftButton)
    assert blocker.args == [3]
    page.set_player("Carl", {})  # no permits left: the note and the buttons go
    settle()
    assert page.permit_buttons == {} and not page.permit_note.isVisible()
    assert not [b for b in page.findChildren(QPushButton) if b.isVisible() and b is not page.button]
    assert "Carl" in page.heading.text()
