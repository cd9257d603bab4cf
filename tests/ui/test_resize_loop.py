"""The board view's refit must never feed itself: a resize (or a zoom) refits the sheet once, the
scroll bars that appear or vanish with it never cause another refit, and the window returns to
an idle event loop. Swept over window sizes and zoom levels, in the real window and in a bare
view squeezed far below the window's minimum size."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QEventLoop, Qt
from PySide6.QtWidgets import QApplication

from welcome_desktop.games.welcome.ui.scene import BoardScene
from welcome_desktop.games.welcome.ui.view import MAX_ZOOM, BoardView
from welcome_desktop.games.welcome.ui.window import MainWindow

ZOOMS = (1.0, 1.2, 1.44, 2.0736, MAX_ZOOM)
RUNAWAY = 200  # refits after which a loop is certain


def watch(view: BoardView) -> None:
    """Make a runaway refit loop end (so the test fails instead of hanging): past RUNAWAY
    refits, refits stop and the scroll bars are frozen off, which cuts the feedback."""
    original = view.fit

    def fit(*, force: bool = False) -> None:
        if view.fit_count - view.watch_start > RUNAWAY:  # type: ignore[attr-defined]
            view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            return
        original(force=force)

    view.fit = fit  # type: ignore[method-assign]
    view.watch_start = view.fit_count  # type: ignore[attr-defined]


def settle(view: BoardView) -> int:
    """Process events in bounded slices until a slice does no refit; returns the refits done.
    Fails if refits go on slice after slice (or ran away within one slice)."""
    if not hasattr(view, "watch_start"):
        watch(view)
    start = view.watch_start = view.fit_count  # type: ignore[attr-defined]
    for _ in range(20):
        before = view.fit_count
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 30)
        if view.fit_count == before:
            assert view.fit_count - start <= RUNAWAY, "the board view refitted itself in a loop"
            return view.fit_count - start
    raise AssertionError(f"the board view kept refitting: {view.fit_count - start} refits")


def check_sweep(view: BoardView, resize, sizes) -> None:  # type: ignore[no-untyped-def]
    for zoom in ZOOMS:
        settle(view)
        view.set_zoom(zoom)
        assert settle(view) <= 1
        for size in sizes:
            resize(*size)
            refits = settle(view)
            assert refits <= 2, (zoom, size, refits)
            # The scale depends only on the space the view has and the zoom.
            assert view.transform().m11() == view.fit_scale() * view.zoom
            assert view.transform().m22() == view.transform().m11()


def test_solo_zoomed_window_resized_returns_to_idle(window: MainWindow) -> None:
    """The reported case (Ctrl++ twice, 696 x 200 then 696 x 400) and a sweep around it."""
    window.front.session.quick_solo()
    view = window.front.board_view
    settle(view)
    sizes = [(696, 200), (696, 400), (696, 200), (1280, 720), (800, 500), (1000, 300)]
    check_sweep(view, window.resize, sizes)


def test_bare_view_any_size_any_zoom(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = BoardScene()
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(600, 400)
    view.show()
    qtbot.waitExposed(view)
    sizes = list(itertools.product((40, 97, 233, 466, 700), (30, 150, 333, 389, 640)))
    check_sweep(view, view.resize, sizes)


def test_scroll_bars_only_when_zoomed(window: MainWindow) -> None:
    """At zoom 1.0 the whole sheet fits (no scroll bar); zoomed in, the sheet scrolls."""
    window.front.session.quick_solo()
    view = window.front.board_view
    for size in ((696, 669), (1280, 720), (1600, 700)):
        window.resize(*size)
        view.zoom_reset()
        settle(view)
        assert not view.horizontalScrollBar().isVisible()
        assert not view.verticalScrollBar().isVisible()
        view.set_zoom(2.0)
        settle(view)
        assert view.horizontalScrollBar().maximum() > 0 or view.verticalScrollBar().maximum() > 0
