"""The Pompeji city board: items follow the engine's city, targets follow the legal cells, a
real click on a target reports its cell, and every card's art is distinct even in grey."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from welcome_desktop.games.pompeji.board import CARD_H, CARD_W, CityScene, CityView, paint_card
from welcome_desktop.games.pompeji.board.scene import cell_rect
from welcome_desktop.games.pompeji.engine import (
    GameConfig,
    GameState,
    Kind,
    apply,
    new_game,
    random_action,
)


def played(steps: int, seed: int = 1) -> GameState:
    state = new_game(GameConfig(seats=3, seed=seed))
    rng = random.Random(seed)
    for _ in range(steps):
        state = apply(state, random_action(state, rng, statue_rate=0.3))
    return state


def test_the_scene_grows_with_the_city(qtbot: QtBot) -> None:
    scene = CityScene()
    state = new_game(GameConfig(seats=3, seed=1))
    scene.set_city(state.city)
    assert set(scene.tiles) == {(0, 0)}
    rng = random.Random(1)
    for _ in range(25):
        previous = dict(scene.tiles)
        state = apply(state, random_action(state, rng, statue_rate=0.3))
        scene.set_city(state.city)
        assert set(scene.tiles) == set(state.city.tiles)
        for pos, item in scene.tiles.items():
            assert item.tile == state.city.tiles[pos]
            assert item.pos() == cell_rect(pos).topLeft()
            if pos in previous:
                assert item is previous[pos]  # unchanged cards keep their item
        rect = scene.sceneRect()
        for pos in state.city.tiles:
            assert rect.contains(cell_rect(pos))
    assert any(t.statue for t in state.city.tiles.values()) == any(
        t.kind is Kind.STATUE for t in state.turns
    )


def test_targets_are_the_legal_cells_and_a_click_chooses_one(qtbot: QtBot) -> None:
    state = played(12)
    scene = CityScene()
    view = CityView(scene)
    qtbot.addWidget(view)
    view.resize(700, 700)
    view.show()
    qtbot.waitExposed(view)
    scene.set_city(state.city)
    card = state.hands[state.current_seat][0]
    cells = state.city.cells_for(card)
    scene.highlight(cells)
    assert set(scene.targets) == set(cells)
    chosen: list[tuple[int, int]] = []
    scene.cell_chosen.connect(lambda x, y: chosen.append((x, y)))
    if cells:
        target = cells[0]
        point = view.mapFromScene(cell_rect(target).center())
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
        assert chosen == [target]
    # A click on a card of the city (not a target) chooses nothing.
    occupied = next(iter(state.city.tiles))
    point = view.mapFromScene(cell_rect(occupied).center())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))
    assert len(chosen) == (1 if cells else 0)
    scene.highlight(())
    assert scene.targets == {}


def render(card: int, statue: bool = False) -> QImage:
    image = QImage(int(CARD_W), int(CARD_H), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_card(painter, QRectF(0, 0, CARD_W, CARD_H), card, statue)
    painter.end()
    return image


def grey_strip(image: QImage) -> tuple[int, ...]:
    """The grey levels of the background strip right of the silhouette (colour and pattern only)."""
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    return tuple(grey.pixelColor(x, y).value() for x in range(60, 68) for y in range(20, 56))


def test_colours_stay_apart_in_grey_through_their_patterns(qtbot: QtBot) -> None:
    strips = {}
    for card in range(49):
        strip = grey_strip(render(card))
        colour = card % 7
        assert strips.setdefault(colour, strip) == strip  # the same colour looks the same
    assert len(set(strips.values())) == 7


def test_every_card_and_the_statue_look_different(qtbot: QtBot) -> None:
    images = [render(c) for c in range(49)]
    assert len({bytes(i.constBits()) for i in images}) == 49  # type: ignore[call-overload]
    statue = render(0, statue=True)
    assert statue == render(30, statue=True)  # a placed statue is neutral: one look
    assert all(statue != i for i in images)
