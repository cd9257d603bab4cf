"""A Balconia table you can follow, by the app's settings: the sounds (a new game, a block
placed, the end) and the balcony the other player just placed fading in at the chosen
animation speed (at once with animations off), so a computer player's move is seen, not
just found there."""

from __future__ import annotations

from PySide6.QtCore import QObject

from welcome_desktop.persistence.settings import Settings
from welcome_desktop.ui.fade_in import FadeIns
from welcome_desktop.ui.sounds import SoundPlayer

from ..app.controller import BalconiaController
from ..app.view import TableView
from ..engine import Cell, GameConfig, Kind, to_view
from .play_scene import PlayScene


class BalconiaFeel(QObject):
    """Follows the controller's views for one Balconia front (made after its board page, so
    the building is drawn before a block fades in)."""

    def __init__(
        self, controller: BalconiaController, scene: PlayScene, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scene = scene
        self.sounds = SoundPlayer()
        self.fades = FadeIns(self)
        self.faded_in: list[Cell] = []  # every block that faded in, building frame (tests)
        self._game: GameConfig | None = None
        self._logged = 0  # actions of the game already followed
        controller.state_changed.connect(self.on_view)
        controller.game_over.connect(lambda: self.sounds.play("game_over"))

    def use_settings(self, settings: Settings) -> None:
        self.sounds.enabled = settings.sounds
        self.fades.use_speed(settings.animation_speed)

    def on_view(self, view: TableView) -> None:
        state = self.controller.state
        if state is None:
            return
        if state.config is not self._game:  # a new game, or one opened: follow from here
            self._game, self._logged = state.config, len(state.log)
            self.fades.finish()
            self.sounds.play("deal")
            return
        new = state.log[self._logged :]
        self._logged = len(state.log)
        placed = [a for a in new if a.kind is Kind.PLACE and a.cell is not None]
        if placed:
            self.sounds.play("write")
        for action in placed:
            if action.side is not view.viewer and action.cell is not None:
                self.fade_in(action.cell)

    def fade_in(self, cell: Cell) -> None:
        """Let the balcony just placed on ``cell`` (building frame) appear gradually."""
        item = self.scene.faces.get(to_view(cell, self.scene.side))
        if item is not None and self.fades.start(item):
            self.faded_in.append(cell)
