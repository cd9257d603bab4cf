"""A Pompeji table you can follow, by the app's settings: the sounds (a new game, a card built,
a notice, the end), the notices on the city (Vesuvius erupts, a building permit used) kept until
the city is in sight (a pass-the-device screen hides it), and the card another player just
built fading in at the chosen animation speed (at once with animations off)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from welcome_desktop.i18n.text import QT_TRANSLATE_NOOP, arg
from welcome_desktop.persistence.settings import AnimationSpeed, Settings
from welcome_desktop.ui.announcements import Announcer
from welcome_desktop.ui.fade_in import FadeIns
from welcome_desktop.ui.safe_text import display_name
from welcome_desktop.ui.sounds import SoundPlayer

from ..app.controller import PompejiController
from ..app.view import TurnView
from ..engine import Action, GameConfig, Kind, Pos
from .play_scene import PlayScene
from .texts import Pompeji

ERUPTION: Final = QT_TRANSLATE_NOOP(
    "Pompeji", "Vesuvius erupts! You may now skip the draw; the next volcano ends the game."
)


class PompejiFeel(QObject):
    """Follows the controller's views for one Pompeji front: ``board_shown()`` says whether its
    city can be seen now (notices wait until then)."""

    def __init__(
        self,
        controller: PompejiController,
        scene: PlayScene,
        city_view: QWidget,
        board_shown: Callable[[], bool],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scene = scene
        self.board_shown = board_shown
        self.announcer = Announcer(city_view)
        self.sounds = SoundPlayer()
        self.fades = FadeIns(self)
        self.faded_in: list[Pos] = []  # every card that faded in (tests, diagnostics)
        self._game: GameConfig | None = None
        self._logged = 0  # actions of the game already followed
        self._volcanoes = 0
        self._pending: list[str] = []
        controller.state_changed.connect(self.on_view)
        controller.game_over.connect(lambda: self.sounds.play("game_over"))

    def use_settings(self, settings: Settings) -> None:
        self.sounds.enabled = settings.sounds
        self.fades.use_speed(settings.animation_speed)
        self.announcer.animated = settings.animation_speed != AnimationSpeed.OFF

    # -- each published view ------------------------------------------------------------------
    def on_view(self, view: TurnView) -> None:
        state = self.controller.state
        if state is None:
            return
        if state.config is not self._game:  # a new game, or one opened: follow from here
            self._game, self._logged, self._volcanoes = (
                state.config,
                len(state.log),
                state.volcanoes,
            )
            self._pending = []
            self.finish()
            self.announcer.clear()
            self.sounds.play("deal")
            return
        new = state.log[self._logged :]
        self._logged = len(state.log)
        notices = [text for action in new if (text := self._permit_text(action, view))]
        built = [a for a in new if a.kind in (Kind.BUILD, Kind.STATUE)]
        if built:
            self.sounds.play("write")
        for action in built:
            if action.seat != view.seat and action.cell is not None:
                self.fade_in(action)
        if state.volcanoes > self._volcanoes and not state.over:
            notices.append(Pompeji.tr(ERUPTION))
        self._volcanoes = state.volcanoes
        self.notify(notices)

    @staticmethod
    def _permit_text(action: Action, view: TurnView) -> str:
        if action.kind is not Kind.PERMIT or not 0 <= action.seat < len(view.names):
            return ""
        who = display_name(view.names[action.seat])
        return arg(Pompeji.tr("%1 uses the building permit and plays now."), who)

    def notify(self, texts: list[str]) -> None:
        """Show notices on the city, or keep them until it is in sight."""
        self._pending += [t for t in texts if t]
        self.flush()

    def flush(self) -> None:
        view = self.controller.turn_view
        if not self._pending or not self.board_shown() or (view is not None and view.hidden):
            return
        texts, self._pending = self._pending, []
        self.announcer.announce(texts)
        self.sounds.play("notice")

    # -- the card just built ------------------------------------------------------------------
    def fade_in(self, action: Action) -> None:
        """Let the card ``action`` put on the city appear gradually (at once when off)."""
        cell = action.cell
        item = self.scene.tiles.get(cell) if cell is not None else None
        if cell is not None and item is not None and self.fades.start(item):
            self.faded_in.append(cell)

    def finish(self) -> None:
        """Every card fading in shown whole at once (the window closes, a new game starts)."""
        self.fades.finish()
