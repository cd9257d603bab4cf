"""Placing numbers with the mouse: real drags from an offer card to a house."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from welcome_desktop.games.welcome.ui.window import MainWindow

from .ui_helpers import card_point, drag, house_point, start_mid_game


def _illegal_house(window: MainWindow, combo: int) -> tuple[int, int]:
    legal = window.front.controller.legal_houses(combo)
    sheet = window.front.controller.view().sheet
    for s, row in enumerate(sheet.houses):
        for h, value in enumerate(row):
            if (s, h) not in legal and value == -1:
                return s, h
    raise AssertionError("no empty illegal house in this position")


def test_dragging_a_card_onto_a_legal_house_writes_its_number(window: MainWindow, qtbot) -> None:
    start_mid_game(window)
    c = window.front.controller
    street, house = sorted(c.legal_houses(0))[0]
    number = c.view().combos[0].number
    drag(window, card_point(window, 0), house_point(window, street, house))
    assert c.draft.street == street and c.draft.house == house
    assert c.preview_sheet().houses[street][house] == number
    item = window.front.scene.houses[(street, house)]
    assert item.value == number and item.fresh
    card = window.front.scene.active_cards()[0]
    assert card.pos() == card.home


def test_illegal_drop_is_refused_with_its_reason_and_the_card_slides_back(
    window: MainWindow, qtbot
) -> None:
    start_mid_game(window)
    c = window.front.controller
    street, house = _illegal_house(window, 1)
    drag(window, card_point(window, 1), house_point(window, street, house))
    assert c.draft.street == -1
    message = window.statusBar().currentMessage()
    assert message and message == window.front.last_refusal
    card = window.front.scene.active_cards()[1]
    qtbot.waitUntil(lambda: not card.is_animating(), timeout=3000)
    assert card.pos() == card.home
    assert window.front.scene.houses[(street, house)].value == -1


def test_drop_outside_the_houses_is_refused_and_the_card_comes_back(
    window: MainWindow, qtbot
) -> None:
    start_mid_game(window)
    plan = window.front.scene.plan_items[1]
    end = window.front.board_view.mapFromScene(plan.rect.center())
    drag(window, card_point(window, 2), end)
    assert window.front.controller.draft.street == -1
    assert "house" in window.statusBar().currentMessage()
    card = window.front.scene.active_cards()[2]
    qtbot.waitUntil(lambda: card.pos() == card.home, timeout=3000)


def test_legal_houses_are_highlighted_while_dragging(window: MainWindow, qtbot) -> None:
    start_mid_game(window)
    c = window.front.controller
    legal = c.legal_houses(2)
    assert legal
    target = sorted(legal)[0]
    drag(window, card_point(window, 2), house_point(window, *target), release=False)
    marked = {key for key, item in window.front.scene.houses.items() if item.legal}
    assert marked == set(legal)
    assert window.front.scene.houses[target].hover
    end = house_point(window, *target)
    QTest.mouseRelease(window.front.board_view.viewport(), Qt.MouseButton.LeftButton, pos=end)
    assert c.draft.street == target[0]
    assert not any(item.hover for item in window.front.scene.houses.values())


def test_highlight_can_be_turned_off_in_the_settings(make_window, qtbot) -> None:
    from welcome_desktop.persistence.settings import Settings

    window = make_window(Settings(highlight_legal_moves=False, animation_speed="off"))
    start_mid_game(window)
    drag(window, card_point(window, 0), house_point(window, 0, 0), release=False)
    assert not any(item.legal for item in window.front.scene.houses.values())
    assert window.front.controller.legal_houses(0)


def test_surveyor_fence_is_built_by_clicking_the_fence_slot(window: MainWindow, qtbot) -> None:
    from welcome_desktop.games.welcome.engine import Effect

    for seed in range(11, 60):
        start_mid_game(window, rounds=4, seed=seed)
        combos = window.front.controller.view().combos
        surveyors = [i for i, cb in enumerate(combos) if cb.effect is Effect.SURVEYOR]
        if surveyors and window.front.controller.legal_houses(surveyors[0]):
            break
    else:
        raise AssertionError("no surveyor on offer in these seeds")
    c = window.front.controller
    i = surveyors[0]
    street, house = sorted(c.legal_houses(i))[0]
    drag(window, card_point(window, i), house_point(window, street, house))
    assert c.draft.needs == "effect" and c.draft.effect_kind == "fence"
    target = c.effect_targets()[0]
    fence = window.front.scene.fences[target]
    assert fence.target
    pos = window.front.board_view.mapFromScene(fence.rect.center())
    QTest.mouseClick(window.front.board_view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert c.draft.fence == target
    assert c.draft.needs == "confirm"
    assert window.front.scene.fences[target].built


def test_escape_during_a_drag_puts_the_card_back(window: MainWindow, qtbot) -> None:
    """Escape while carrying a card cancels the drag: the card slides back to its offer, no
    house stays marked under the pointer, and the release that follows writes nothing."""
    start_mid_game(window)
    c = window.front.controller
    target = sorted(c.legal_houses(2))[0]
    end = house_point(window, *target)
    viewport = window.front.board_view.viewport()
    drag(window, card_point(window, 2), end, release=False)
    assert window.front.scene.houses[target].hover
    QTest.keyClick(viewport, Qt.Key.Key_Escape)
    card = window.front.scene.active_cards()[2]
    assert not any(item.hover for item in window.front.scene.houses.values())
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    assert c.draft is None or c.draft.street == -1
    assert "house" not in window.statusBar().currentMessage()  # nothing was refused
    qtbot.waitUntil(lambda: card.pos() == card.home, timeout=3000)
    drag(window, card_point(window, 2), end)  # the next drag works as before
    assert c.draft.street == target[0] and c.draft.house == target[1]
