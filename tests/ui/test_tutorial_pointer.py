"""The first-game guide shows on the board what each step talks about: outlines on the right
scene items and turn-bar buttons, moving with play, gone when the guide is skipped or off, and
the guide's panel never over what it points at (1024 x 600 and 1366 x 768)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem, QWidget

from welcome_desktop.games.welcome.app.effects import TargetKind
from welcome_desktop.games.welcome.app.setup import solo_setup
from welcome_desktop.games.welcome.ui.demo import bot_move
from welcome_desktop.games.welcome.ui.tutorial import Step
from welcome_desktop.games.welcome.ui.tutorial_pointer import (
    POINTER,
    ArrowMark,
    ButtonMark,
    OutlineMark,
)
from welcome_desktop.games.welcome.ui.window import MainWindow
from welcome_desktop.persistence.settings import Settings
from welcome_desktop.ui import launch

# A deal whose first three rounds offer every kind of effect target among their combinations.
ALL_EFFECTS_SEED = 3


def start_guided(make_window, size: tuple[int, int] = (1280, 720), seed: int = 5) -> MainWindow:  # type: ignore[no-untyped-def]
    window = make_window(Settings(animation_speed="off"))
    window.resize(*size)
    window.front.start_game(solo_setup("Ann", seed))
    guide = window.front.table.guide
    assert guide.step is Step.OFFER and not outlined(window) and not marked_buttons(window)
    QTest.mouseClick(guide.yes_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    return window


def outlined(window: MainWindow) -> list[QGraphicsItem]:
    """The scene items that carry a guide outline (the outline is a child of its item)."""
    marks = [i for i in window.front.scene.items() if isinstance(i, OutlineMark)]
    return [m.parentItem() for m in marks if m.isVisible()]


def marked_buttons(window: MainWindow) -> list[QWidget]:
    marks = window.findChildren(ButtonMark)
    return [m.parentWidget() for m in marks if m.isVisible()]


def same(items: list[QGraphicsItem] | list[QWidget], expected: list) -> bool:  # type: ignore[type-arg]
    return sorted(map(id, items)) == sorted(map(id, expected)) and len(items) == len(expected)


def view_rect(window: MainWindow, item: QGraphicsItem) -> QRect:
    """An item's place in the board view's coordinates (where the guide's panel lives)."""
    view = window.front.board_view
    rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    return rect.translated(view.viewport().pos())


def assert_clear(window: MainWindow) -> None:
    """The panel covers neither a marked item nor its outline or arrow."""
    guide = window.front.table.guide
    assert guide.isVisible()
    panel = guide.geometry()
    assert window.front.board_view.rect().contains(panel)
    marks = [i for i in window.front.scene.items() if isinstance(i, (OutlineMark, ArrowMark))]
    for item in [*outlined(window), *marks]:
        assert not panel.intersects(view_rect(window, item)), (guide.step, item)


def expected_effect_targets(window: MainWindow) -> list[QGraphicsItem]:
    view, scene, draft = (
        window.front.controller.turn_view,
        window.front.scene,
        window.front.controller.draft,
    )
    assert view is not None
    board, kind = view.board, view.effect_kind
    if kind == TargetKind.FENCE:
        return [scene.fences[k] for k in board.fence_targets]
    if kind == TargetKind.COLUMN:
        return [scene.columns[c] for c in board.column_targets]
    if kind == TargetKind.BIS:
        return [scene.houses[k] for k in board.bis_targets]
    if kind == TargetKind.PARK:
        return [scene.parks[draft.street]]
    if kind == TargetKind.POOL:
        return [scene.houses[(draft.street, draft.house)], scene.tracks["pools"]]
    assert kind == TargetKind.TEMP
    return [scene.tracks["temps"]]


def check_pick(window: MainWindow) -> None:
    c, guide, scene = window.front.controller, window.front.table.guide, window.front.scene
    cards = [card for card in scene.active_cards() if card.isVisible()]
    assert len(cards) == 3
    extra = [scene.total] if guide.step is Step.NEXT_ROUND else []
    if guide.step is Step.PLANS:
        assert same(outlined(window), [p for p in scene.plan_items if p.isVisible()])
    else:
        assert guide.step in (Step.PICK, Step.NEXT_ROUND), c.state.round
        assert same(outlined(window), cards + extra)
    assert not marked_buttons(window)


def check_house(window: MainWindow) -> None:
    view = window.front.controller.turn_view
    assert view is not None and window.front.table.guide.step is Step.HOUSE
    legal = [window.front.scene.houses[k] for k in view.board.legal]
    assert legal and all(h.legal for h in legal)  # the houses the board marks green
    assert same(outlined(window), legal)


def check_effect(window: MainWindow) -> str:
    c, guide, bar = window.front.controller, window.front.table.guide, window.front.turn_bar
    assert guide.step is Step.EFFECT
    kind = c.draft.effect_kind
    expected = expected_effect_targets(window)
    assert same(outlined(window), expected)
    plain = kind in (TargetKind.PARK, TargetKind.POOL, TargetKind.TEMP)
    buttons = ([bar.use_button] if plain else []) + ([] if expected else [bar.skip_button])
    assert same(marked_buttons(window), buttons)
    if expected:
        assert "Skip effect" in guide.text.text()  # the effect's own explanation
    return kind


def undo_turn(window: MainWindow) -> None:
    c = window.front.controller
    while c.can_undo():
        c.undo()


def play_guided_rounds(window: MainWindow, check_panel: bool) -> set[str]:
    """Three rounds with the guide: in each, every combination is tried (number written on a
    legal house, effect looked at, undone), then a real move is played and confirmed. Returns
    the effect kinds met."""
    c, guide, bar = window.front.controller, window.front.table.guide, window.front.turn_bar
    kinds: set[str] = set()
    checks = []
    for _round in range(3):
        assert not c.state.over
        check_pick(window)
        checks.append(guide.step)
        if check_panel:
            assert_clear(window)
        for combo in range(len(c.view().combos)):
            if c.select_combo(combo) is not None:
                continue
            check_house(window)
            if check_panel:
                assert_clear(window)
            street, house = sorted(c.turn_view.board.legal)[0]
            assert c.place_number(street, house) is None
            if c.draft.needs == "effect":
                kinds.add(check_effect(window))
                if check_panel:
                    assert_clear(window)
            undo_turn(window)
            check_pick(window)  # back: the marks are on the cards again
        move = bot_move(c)
        if move.is_refusal:
            c.refuse()
        else:
            c.select_combo(move.combo)
            c.place_number(move.street, move.house)
            if c.draft.needs == "effect":
                c.skip_effect()
        assert guide.step is Step.CONFIRM
        assert not outlined(window) and same(marked_buttons(window), [bar.confirm_button])
        mark = bar.confirm_button.findChild(ButtonMark)
        assert mark.geometry() == bar.confirm_button.rect()
        assert mark.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        window.front.board_page.confirm_turn()
        QApplication.processEvents()
    assert checks == [Step.PICK, Step.NEXT_ROUND, Step.PLANS]
    assert guide.step is Step.DONE
    assert not outlined(window) and not marked_buttons(window)
    return kinds


def test_each_step_marks_its_items_and_the_marks_follow_play(make_window) -> None:  # type: ignore[no-untyped-def]
    window = start_guided(make_window, seed=ALL_EFFECTS_SEED)
    kinds = play_guided_rounds(window, check_panel=False)
    assert kinds == {str(k) for k in TargetKind if k is not TargetKind.NONE}


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_the_panel_never_covers_what_it_points_at(make_window, size) -> None:  # type: ignore[no-untyped-def]
    window = start_guided(make_window, size, seed=ALL_EFFECTS_SEED)
    assert len(play_guided_rounds(window, check_panel=True)) == 6


def test_the_marks_go_away_on_skip_and_escape_and_pulse_only_when_animated(
    make_window, qtbot
) -> None:  # type: ignore[no-untyped-def]
    window = start_guided(make_window)
    guide = window.front.table.guide
    pulse = guide.pointer.pulse
    assert len(outlined(window)) == 3
    assert not pulse.timer.isActive() and pulse.phase == 1.0  # animations off: still
    window.settings = Settings(animation_speed="normal")
    window.front.table.settings_applied(window.settings)
    assert pulse.timer.isActive()
    qtbot.waitUntil(lambda: pulse.phase < 0.9, timeout=5000)  # it glows
    QTest.mouseClick(guide.skip_button, Qt.MouseButton.LeftButton)
    assert not guide.isVisible() and not outlined(window) and not marked_buttons(window)
    assert not pulse.timer.isActive()
    assert not [i for i in window.front.scene.items() if isinstance(i, (OutlineMark, ArrowMark))]
    assert not [k for card in window.front.scene.active_cards() for k in card.childItems()]
    window.front.controller.select_combo(0)  # play goes on: no mark comes back
    assert not outlined(window)
    # Help brings it back; Escape on the board closes it.
    window.front.menus["tutorial"].trigger()
    assert guide.step is Step.PICK and len(outlined(window)) == 3
    view = window.front.board_view
    QApplication.sendEvent(
        view,
        QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
    )
    assert not guide.isVisible() and not outlined(window)


def test_no_marks_without_the_guide(make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(Settings(animation_speed="off", tutorial_offered=True))
    window.front.start_game(solo_setup("Ann", 5))
    c = window.front.controller
    assert not window.front.table.guide.isVisible()
    assert not outlined(window) and not marked_buttons(window)
    c.select_combo(0)
    street, house = sorted(c.turn_view.board.legal)[0]
    c.place_number(street, house)
    assert not outlined(window) and not marked_buttons(window)


def test_the_offer_closes_on_escape(make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(Settings(animation_speed="off"))
    window.front.start_game(solo_setup("Ann", 5))
    guide = window.front.table.guide
    assert guide.step is Step.OFFER
    QTest.keyClick(window.front.board_view, Qt.Key.Key_Escape)
    assert not guide.isVisible() and not guide.active
    assert window.settings.tutorial_offered  # offered once: a new solo game does not ask
    window.front.start_game(solo_setup("Ann", 6))
    assert not guide.isVisible()


def pointer_pixels(window: MainWindow) -> int:
    """Pixels of the guide's orange line in a grab of the board."""
    image = window.front.board_view.viewport().grab().toImage()
    line = QColor(POINTER)
    count = 0
    for y in range(0, image.height(), 3):
        for x in range(0, image.width(), 3):
            c = image.pixelColor(x, y)
            if (
                abs(c.red() - line.red()) < 24
                and abs(c.green() - line.green()) < 24
                and abs(c.blue() - line.blue()) < 24
            ):
                count += 1
    return count


def test_the_tutorial_screenshot_shows_the_marks_drawn(make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(Settings(animation_speed="off"))
    launch._prepare(window, launch.parse_args(["--screen", "tutorial", "--seed", "7"]))
    QApplication.processEvents()
    guide = window.front.table.guide
    assert guide.step is Step.HOUSE and window.front.controller.state.round == 2
    check_house(window)
    assert_clear(window)
    drawn = pointer_pixels(window)
    assert drawn > 20 * len(outlined(window))  # every outline is painted
    QTest.mouseClick(guide.skip_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert pointer_pixels(window) < drawn // 20  # gone from the picture too


def test_an_unanswered_offer_goes_away_when_the_player_starts(make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(Settings(animation_speed="off"))
    window.front.start_game(solo_setup("Ann", 5))
    guide = window.front.table.guide
    assert guide.step is Step.OFFER and guide.isVisible()
    c = window.front.controller
    QTest.keyClick(window.front.board_view, Qt.Key.Key_1)  # a card picked with the keyboard
    assert c.draft.combo >= 0
    assert not guide.isVisible() and not guide.active
    assert not outlined(window) and not marked_buttons(window)


def test_escape_puts_a_suggestion_away_before_the_guide(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = start_guided(make_window)
    guide, overlay = window.front.table.guide, window.front.board_page.suggestion
    qtbot.mouseClick(window.front.turn_bar.suggest_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: overlay.shown, timeout=20000)
    QTest.keyClick(window.front.board_view, Qt.Key.Key_Escape)
    assert not overlay.shown and guide.isVisible() and len(outlined(window)) == 3
    QTest.keyClick(window.front.board_view, Qt.Key.Key_Escape)
    assert not guide.isVisible() and not outlined(window)


def _global_rect(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size())


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_a_suggestion_shown_during_the_guide_does_not_cover_its_panel(  # type: ignore[no-untyped-def]
    make_window, qtbot, size
) -> None:
    window = start_guided(make_window, size)
    guide, overlay = window.front.table.guide, window.front.board_page.suggestion
    qtbot.mouseClick(window.front.turn_bar.suggest_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: overlay.shown, timeout=20000)
    QApplication.processEvents()
    assert guide.isVisible() and overlay.panel.isVisible()
    assert not _global_rect(guide).intersects(_global_rect(overlay.panel))
