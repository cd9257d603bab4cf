"""A small stand-in for Balconia's controller, for the board's tests: two humans at one device,
the engine's rules, ``app.view.build`` for the view, the same signals and methods."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from welcome_desktop.games.balconia.app.setup import BalconiaSetup, Seat
from welcome_desktop.games.balconia.app.view import Draft, TableView, build, draft_complete
from welcome_desktop.games.balconia.engine import (
    Cell,
    GameConfig,
    GameState,
    IllegalMove,
    apply,
    new_game,
    place,
    select,
)


class FakeController(QObject):
    state_changed = Signal(object)
    refused = Signal(str)
    suggestion_ready = Signal(object)

    def __init__(self, seed: int = 3, names: tuple[str, str] = ("Ann", "Bob")) -> None:
        super().__init__()
        config = GameConfig(seed=seed)
        self.setup = BalconiaSetup(config, (Seat(names[0]), Seat(names[1])))
        self.state: GameState = new_game(config)
        self.draft: Draft | None = None
        self.hidden = False
        self.open_building = False
        self.calls: list[tuple[object, ...]] = []
        self.turn_view: TableView | None = None

    def publish(self) -> TableView:
        view = build(
            self.state,
            self.setup,
            self.draft,
            busy=False,
            hidden=self.hidden,
            open_building=self.open_building,
        )
        self.turn_view = view
        self.state_changed.emit(view)
        return view

    def _refuse(self, reason: str) -> str:
        self.refused.emit(reason)
        return reason

    def select(self, first: int, second: int) -> str | None:
        self.calls.append(("select", first, second))
        side = self.state.to_act
        assert side is not None
        try:
            apply(self.state, select(side, first, second))
        except IllegalMove as err:
            return self._refuse(str(err.reason))
        kept = (first, second) if (second - first) % 4 == 1 else (second, first)
        self.draft = Draft(kept=kept)
        self.publish()
        return None

    def place(self, face: int, cell: Cell) -> str | None:
        self.calls.append(("place", face, cell))
        side = self.state.to_act
        assert side is not None
        try:
            apply(self.state, place(side, face, cell))
        except IllegalMove as err:
            return self._refuse(str(err.reason))
        self.draft = Draft(face=face, cell=cell)
        self.publish()
        return None

    def undo(self) -> None:
        self.calls.append(("undo",))
        self.draft = None
        self.publish()

    def confirm(self) -> str | None:
        self.calls.append(("confirm",))
        draft, side = self.draft, self.state.to_act
        if draft is None or side is None or not draft_complete(self.state, draft):
            return self._refuse("wrong_step")
        if draft.kept is not None:
            self.state = apply(self.state, select(side, *draft.kept))
        else:
            assert draft.face is not None and draft.cell is not None
            self.state = apply(self.state, place(side, draft.face, draft.cell))
        self.draft = None
        self.publish()
        return None

    def reveal(self) -> None:
        self.calls.append(("reveal",))
        self.hidden = False
        self.publish()

    def request_suggestion(self) -> bool:
        """No hints here (the window's tests ask the real controller)."""
        self.calls.append(("suggest",))
        return False

    def play(self, turns: int) -> None:
        """Play ``turns`` whole turns: the first pair, the first offered face on the last
        legal cell."""
        for _ in range(turns):
            for _step in range(2):
                view = self.publish()
                if view.kept is None:
                    self.select(0, 1)
                else:
                    assert view.offered is not None
                    self.place(view.offered[0], view.legal_cells[-1])
                self.confirm()
