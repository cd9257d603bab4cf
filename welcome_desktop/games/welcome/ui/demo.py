"""Demo games for screenshots and the smoke test: computer players fill a game, and a helper
plays one engine Move through the controller's step-by-step API, as a player would."""

from __future__ import annotations

from collections.abc import Callable

from welcome_desktop.games.welcome.app.bot_runner import safe_choice
from welcome_desktop.games.welcome.app.controller import GameController
from welcome_desktop.games.welcome.app.setup import GameSetup, SeatSetup, hotseat_setup, with_sheet
from welcome_desktop.games.welcome.bots import make_bot
from welcome_desktop.games.welcome.engine import GameState, Move, new_game, play_round, view_for

DEMO_NAMES = ("Alice", "Bruno", "Chloé")


def demo_setup(seed: int, seats: int = 2, advanced: bool = True, sheet: str = "base") -> GameSetup:
    people = [SeatSetup(DEMO_NAMES[0], "human")]
    people += [SeatSetup(DEMO_NAMES[i], "medium") for i in range(1, seats)]
    return with_sheet(hotseat_setup(people, seed, advanced=advanced), sheet)


def demo_state(
    setup: GameSetup, rounds: int, to_end: bool = False, level: str = "easy"
) -> tuple[GameState, tuple[tuple[int, ...], ...]]:
    """Play ``rounds`` rounds (or to the end) with computer players in every seat."""
    state = new_game(setup.config)
    bots = [make_bot(level, setup.config.seed + s) for s in range(state.seats)]
    history: list[tuple[int, ...]] = []
    played = 0
    while not state.over and (to_end or played < rounds):
        moves = [safe_choice(bots[s], view_for(state, s)) for s in range(state.seats)]
        state = play_round(state, moves)
        history.append(tuple(s.total for s in state.scores()))
        played += 1
    return state, tuple(history)


def play_move(controller: GameController, move: Move) -> str | None:
    """Build ``move`` with the controller's turn steps; returns the first refusal or None.
    The turn is left ready to confirm."""
    if move.is_refusal:
        controller.select_combo(move.combo)
        return controller.refuse()
    steps: tuple[Callable[[], str | None], ...] = (
        lambda: controller.select_combo(move.combo),
        lambda: controller.place_roundabout(*move.roundabout) if move.roundabout else None,
        lambda: controller.set_shift(move.shift) if move.shift else None,
        lambda: controller.place_number(move.street, move.house),
    )
    for step in steps:
        reason = step()
        if reason is not None:
            return reason
    if controller.draft.needs == "truck":  # ice-cream sheet: the bottom truck's end
        reason = controller.choose_truck(max(move.truck, 0))
        if reason is not None:
            return reason
    if controller.draft.needs == "effect":
        if not move.effect:
            return controller.skip_effect()
        kind = controller.draft.effect_kind
        target: object = None
        if kind == "fence":
            target = move.fence
        elif kind == "column":
            target = move.column
        elif kind == "bis":
            target = move.bis
        return controller.choose_effect_target(target)
    return None


def bot_move(controller: GameController, level: str = "easy") -> Move:
    view = controller.view()
    return safe_choice(make_bot(level, view.round * 7 + view.seat), view)
