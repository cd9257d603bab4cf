"""The Pompeji city view's refit never feeds itself: swept over view sizes (far below and above
any window's) and city sizes, every resize refits at most once, the view returns to an idle
event loop, the whole city stays in sight and no scroll bar ever shows. A subclass that adjusts
the fit (as the game page caps the scale of a small city) is held to the same."""

from __future__ import annotations

import itertools
import random

import pytest
from PySide6.QtCore import QEventLoop, QRectF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from welcome_desktop.games.pompeji.board import CityScene, CityView
from welcome_desktop.games.pompeji.engine import GameConfig, apply, new_game, random_action

RUNAWAY = 200  # refits after which a loop is certain
SIZES = list(itertools.product((30, 97, 233, 466, 1021), (20, 150, 333, 389, 777)))


class CappedView(CityView):
    """A subclass that adjusts the fit, as the Pompeji page does (small cities not blown up)."""

    def _refit(self, rect: QRectF) -> None:
        super()._refit(rect)
        if self.transform().m11() > 1.6:
            self.resetTransform()
            self.scale(1.6, 1.6)
            self.centerOn(rect.center())


def watch(view: CityView) -> None:
    """A runaway refit loop ends (so the test fails instead of hanging)."""
    original = view._refit
    start = view.fit_count

    def refit(rect: QRectF) -> None:
        if view.fit_count - start <= RUNAWAY:
            original(rect)

    view._refit = refit  # type: ignore[method-assign]


def settle(view: CityView) -> int:
    """Process events in bounded slices until a slice does no refit; the refits done."""
    start = view.fit_count
    for _ in range(20):
        before = view.fit_count
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 30)
        if view.fit_count == before:
            assert view.fit_count - start <= RUNAWAY, "the city view refitted itself in a loop"
            return view.fit_count - start
    raise AssertionError(f"the city view kept refitting: {view.fit_count - start} refits")


def city_view(qtbot: QtBot, cls: type[CityView], cards: int) -> tuple[CityScene, CityView]:
    scene = CityScene()
    view = cls(scene)
    qtbot.addWidget(view)
    watch(view)
    view.resize(600, 400)
    view.show()
    qtbot.waitExposed(view)
    state = new_game(GameConfig(seats=3, seed=cards))
    rng = random.Random(cards)
    for _ in range(cards):
        state = apply(state, random_action(state, rng, statue_rate=0.3))
    scene.set_city(state.city)
    settle(view)
    return scene, view


@pytest.mark.parametrize("cls", [CityView, CappedView])
@pytest.mark.parametrize("cards", [0, 6, 40])
def test_any_size_refits_once_and_returns_to_idle(
    qtbot: QtBot, cls: type[CityView], cards: int
) -> None:
    scene, view = city_view(qtbot, cls, cards)
    for size in SIZES:
        view.resize(*size)
        assert settle(view) <= 1, size
        assert not view.horizontalScrollBar().isVisible()
        assert not view.verticalScrollBar().isVisible()
        # The whole city (its cells plus the ring around them) is in sight.
        shown = view.mapToScene(view.viewport().rect()).boundingRect()
        rect = scene.sceneRect()
        assert shown.adjusted(-1, -1, 1, 1).contains(rect), (size, shown, rect)
        # Nothing changed: a second pass over the same size does not refit.
        view.resize(*size)
        assert settle(view) == 0


def test_a_growing_city_refits_once_per_change(qtbot: QtBot) -> None:
    scene, view = city_view(qtbot, CityView, 0)
    state = new_game(GameConfig(seats=2, seed=3))
    rng = random.Random(3)
    for _ in range(30):
        state = apply(state, random_action(state, rng, statue_rate=0.3))
        before = scene.sceneRect()
        scene.set_city(state.city)
        assert settle(view) <= (0 if scene.sceneRect() == before else 1)
        scene.highlight(state.city.cells_for(0))  # targets never move the fit
        assert settle(view) == 0


def test_the_pompeji_window_resized_returns_to_idle(qtbot: QtBot) -> None:
    """The real game window (its view adjusts the fit): resized over a sweep of sizes, mid-game
    with cards in hand and target cells shown, it refits at most once per resize."""
    from welcome_desktop.games.pompeji.app.setup import Seat, make_setup
    from welcome_desktop.games.pompeji.ui.window import pompeji_window

    window = pompeji_window(persist_settings=False)
    window.front.session.ask_yes_no = lambda title, text: True  # may close
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.front.start_game(make_setup([Seat("Ana"), Seat("Ben")], seed=9))
    window.front.pass_page.button.click()
    view = window.front.board_page.board_view
    assert isinstance(view, CityView)
    watch(view)
    settle(view)
    for size in [(696, 200), (696, 400), *SIZES[::3], (1280, 800), (1600, 700)]:
        window.resize(*size)
        assert settle(view) <= 1, size
        assert not view.horizontalScrollBar().isVisible()
        assert not view.verticalScrollBar().isVisible()
