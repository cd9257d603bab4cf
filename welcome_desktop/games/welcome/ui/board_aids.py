"""The board's helpers for a move you can see, built once per board page: refusal bubbles, the
number and the bis copy previewed, city plans seen large, a plan's estates chosen on the sheet."""

from __future__ import annotations

from welcome_desktop.games.welcome.app.controller import GameController

from .bis_preview import BisPreview
from .drop_bubble import RefusalHints
from .estate_picker import EstatePicker
from .number_preview import NumberPreview
from .plan_viewer import PlanViewer
from .scene import BoardScene
from .turn_input import TurnInput
from .view import BoardView


class BoardAids:
    """Connects the aids to the scene, the view and the turn input (call after the page drew
    itself from ``state_changed``: the aids read what the scene shows)."""

    def __init__(
        self, controller: GameController, scene: BoardScene, view: BoardView, turn: TurnInput
    ) -> None:
        self.scene = scene
        self.view = view
        self.refusals = RefusalHints(controller, scene, view)
        turn.on_refused_drop = self.refusals.refused_drop
        self.bis = BisPreview(controller, scene)
        self.number = NumberPreview(controller, scene)
        self.estates = EstatePicker(controller, scene, turn.status)
        self.plan_viewer: PlanViewer | None = None
        scene.plan_clicked.connect(self.open_plan)
        controller.state_changed.connect(lambda _view: self._follow_plans())
        view.left.connect(self._close_plan)

    def _close_plan(self) -> None:
        """The board was left (another page, the window closed): its plan goes with it."""
        if self.plan_viewer is not None:
            self.plan_viewer.close()

    def _follow_plans(self) -> None:
        """An open plan follows the game (approved by someone, scored here)."""
        viewer = self.plan_viewer
        if viewer is not None and viewer.isVisible():
            viewer.refresh()

    def open_plan(self, index: int) -> PlanViewer:
        """Show city plan ``index`` large (one viewer, reused)."""
        if self.plan_viewer is None:
            self.plan_viewer = PlanViewer(self.view.window())
        self.plan_viewer.show_plan(self.scene.plan_items[index])
        return self.plan_viewer
