"""The computer players on the thematic sheets: they value the theme and play it legally."""

from __future__ import annotations

import dataclasses

import pytest

from welcome_desktop.games.welcome.bots import Bot, EasyBot, HardBot, MediumBot, make_bot
from welcome_desktop.games.welcome.bots.evaluate import context_for, evaluate
from welcome_desktop.games.welcome.bots.hints import REASON_IDS, explain, suggest
from welcome_desktop.games.welcome.engine import (
    Combination,
    Effect,
    GameConfig,
    Mode,
    Move,
    SeatView,
    Sheet,
    apply_move,
    check_move,
    new_game,
    submit,
    theme_for,
    view_for,
)
from welcome_desktop.games.welcome.engine.themes import eggs, ice_cream, lights

THEMES = ("ice_cream", "lights", "eggs")
EMPTY = ((-1,) * 10, (-1,) * 11, (-1,) * 12)


def levels() -> dict[str, Bot]:
    """Each level; Easy without its whims and blur, so its evaluation alone chooses."""
    return {"easy": EasyBot(1, whim=0.0, blur=0.0), "medium": MediumBot(1), "hard": HardBot(1)}


def themed_view(sheet_id: str, sheet: Sheet, numbers: list[tuple[int, Effect]]) -> SeatView:
    """A solo view of ``sheet`` on ``sheet_id`` offered exactly these numbers and effects."""
    state = new_game(GameConfig(mode=Mode.SOLO, seats=1, seed=3, sheet=sheet_id))
    combos = tuple(Combination(n, e, i, i) for i, (n, e) in enumerate(numbers))
    view = view_for(state, 0)
    return dataclasses.replace(view, sheets=(sheet,), current=sheet, combos=combos)


def play(view: SeatView, bot: Bot) -> Sheet:
    move = bot.choose(view)
    theme = theme_for(view.sheet_id)
    return apply_move(
        view.sheet,
        move,
        view.combos,
        advanced=view.advanced,
        theme=theme if theme.stateful else None,
    )


# -- ice cream ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("number", "truck"), [(1, ice_cream.TRUCK_LEFT), (15, ice_cream.TRUCK_RIGHT)]
)
def test_each_level_chooses_the_bottom_truck_that_keeps_the_scoops(number: int, truck: int) -> None:
    # Only the bottom street has room: a 1 belongs at its left end, a 15 at its right end. The
    # truck starting at the far end would cross every cone on its way there.
    sheet = Sheet(
        houses=(tuple(range(10)), tuple(range(11)), (-1,) * 12), theme=ice_cream.new_state()
    )
    fx = (Effect.LANDSCAPER, Effect.POOL, Effect.TEMP)
    view = themed_view("ice_cream", sheet, [(number, e) for e in fx])
    for name, bot in levels().items():
        move = bot.choose(view)
        assert move.street == 2, name
        assert move.truck == truck, name
        after = play(view, bot)
        assert ice_cream.crossed_mask(after, 2) == 0, name  # no cone lost on the way


def test_the_evaluation_counts_a_sold_cone_above_a_crossed_one() -> None:
    # The middle truck drives right from the left end: a 3 at house 0 sells its 3-scoop cone;
    # at house 1 it sells 1 scoop and crosses the 3-scoop cone behind it.
    empty = Sheet(theme=ice_cream.new_state())
    at0 = dataclasses.replace(empty, houses=((-1,) * 10, (3,) + (-1,) * 10, (-1,) * 12))
    at1 = dataclasses.replace(empty, houses=((-1,) * 10, (-1, 3) + (-1,) * 9, (-1,) * 12))
    sold, crossed = ice_cream.drive(at0, 1, 0, -1), ice_cream.drive(at1, 1, 1, -1)
    assert ice_cream.scoops(sold, 1) == 3 and ice_cream.crossed_mask(crossed, 1) == 1
    themed = context_for(themed_view("ice_cream", empty, [(3, Effect.POOL)] * 3))
    plain = context_for(themed_view("base", Sheet(), [(3, Effect.POOL)] * 3))
    themed_gain = evaluate(sold, themed) - evaluate(crossed, themed)
    plain_gain = evaluate(at0, plain) - evaluate(at1, plain)
    assert themed_gain > plain_gain + 1.5


# -- lights ------------------------------------------------------------------------------------
def test_each_level_lights_a_string_when_the_next_number_is_offered() -> None:
    sheet = Sheet(houses=((-1,) * 10, (1, 2, 3, 4) + (-1,) * 7, (-1,) * 12))
    view = themed_view(
        "lights", sheet, [(5, Effect.SURVEYOR), (5, Effect.REAL_ESTATE), (5, Effect.LANDSCAPER)]
    )
    for name, bot in levels().items():
        after = play(view, bot)
        assert lights.longest_string(after.houses[1]) == 5, name


def test_the_evaluation_values_a_lit_string() -> None:
    base = Sheet(houses=((-1,) * 10, (5, 6) + (-1,) * 9, (-1,) * 12))
    lit = dataclasses.replace(base, houses=((-1,) * 10, (5, 6, 7) + (-1,) * 8, (-1,) * 12))
    dark = dataclasses.replace(base, houses=((-1,) * 10, (5, 6, 9) + (-1,) * 8, (-1,) * 12))
    themed = context_for(themed_view("lights", base, [(7, Effect.POOL)] * 3))
    plain = context_for(themed_view("base", base, [(7, Effect.POOL)] * 3))
    themed_gain = evaluate(lit, themed) - evaluate(dark, themed)
    plain_gain = evaluate(lit, plain) - evaluate(dark, plain)
    assert themed_gain > plain_gain + 1.0


# -- eggs --------------------------------------------------------------------------------------
def test_each_level_collects_two_eggs_with_an_eight() -> None:
    # An 8 collects both eggs of a two-egg house (top 3, middle 0 and 6, bottom 4 and 7).
    fx = (Effect.LANDSCAPER, Effect.POOL, Effect.SURVEYOR)
    themed = themed_view("eggs", Sheet(), [(8, e) for e in fx])
    for name, bot in levels().items():
        after = play(themed, bot)
        assert sum(eggs.EGGS.street_scores(after)) == 2, name
    # Theme-blind (the base sheet), the same offer is played elsewhere: the eggs decided it.
    blind = play(themed_view("base", Sheet(), [(8, e) for e in fx]), MediumBot(1))
    assert sum(eggs.EGGS.street_scores(blind)) < 2


# -- whole games: legal play on every theme ----------------------------------------------------
@pytest.mark.parametrize("sheet_id", THEMES)
@pytest.mark.parametrize("level", ["random", "easy", "medium"])
def test_levels_play_themed_games_legally(level: str, sheet_id: str) -> None:
    config = GameConfig(mode=Mode.STANDARD, seats=2, advanced=True, seed=5, sheet=sheet_id)
    state = new_game(config)
    bots = [make_bot(level, seat) for seat in range(2)]
    while not state.over and state.round <= 8:
        for seat in range(2):
            move = bots[seat].choose(view_for(state, seat))
            check_move(state, seat, move)
            state = submit(state, seat, move)
    assert state.round > 8 or state.over


@pytest.mark.parametrize("sheet_id", THEMES)
def test_hard_and_hints_play_themed_games_legally(sheet_id: str) -> None:
    state = new_game(GameConfig(mode=Mode.SOLO, seats=1, seed=7, sheet=sheet_id))
    for _ in range(3):
        view = view_for(state, 0)
        move, reasons = suggest(view, seed=7)
        assert reasons and all(r in REASON_IDS for r, _ in reasons)
        assert explain(view, move) == reasons
        check_move(state, 0, move)
        state = submit(state, 0, move)


def test_hints_name_the_themed_gain() -> None:
    fx = [(15, Effect.LANDSCAPER), (8, Effect.POOL), (5, Effect.TEMP)]
    full = (tuple(range(10)), tuple(range(11)))
    ice = themed_view(
        "ice_cream", Sheet(houses=(*full, (-1,) * 12), theme=ice_cream.new_state()), fx
    )
    reasons = explain(ice, Move(0, 2, 10, truck=ice_cream.TRUCK_RIGHT))
    assert ("sells_cone", ("bottom",)) in reasons and ("truck_right", ()) in reasons
    reasons = explain(ice, Move(0, 2, 11, truck=ice_cream.TRUCK_LEFT))  # crosses every cone
    assert ("truck_left", ()) in reasons and not any(r == "sells_cone" for r, _ in reasons)
    lit = themed_view(
        "lights", Sheet(houses=((-1,) * 10, (1, 2, 3, 4) + (-1,) * 7, (-1,) * 12)), fx
    )
    assert ("lights", ("middle",)) in explain(lit, Move(2, 1, 4))
    assert not any(r == "lights" for r, _ in explain(lit, Move(2, 1, 6)))
    egg = themed_view("eggs", Sheet(), fx)
    assert ("collects_eggs", ("top",)) in explain(egg, Move(1, 0, 3))
    assert not any(r == "collects_eggs" for r, _ in explain(egg, Move(1, 0, 5)))
    assert not any(
        r == "sells_cone" for r, _ in explain(themed_view("base", Sheet(), fx), Move(0, 1, 0))
    )
