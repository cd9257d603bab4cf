"""Score-pad (table) games: combinations and approvals entered from a physical game."""

from __future__ import annotations

from dataclasses import replace

import pytest

from welcome_desktop.games.welcome.engine import (
    PLANS_BY_ID,
    EndReason,
    GameConfig,
    GameState,
    IllegalMove,
    Mode,
    Reason,
    TableTemps,
    can_end_table_game,
    end_table_game,
    new_game,
    set_table_round,
    set_table_temps,
    submit,
    table_temp_points,
    temp_rank,
    view_for,
)
from welcome_desktop.games.welcome.engine.table_temps import LOWER

from .engine_helpers import L, S, make_sheet, write

TABLE = GameConfig(Mode.STANDARD, 2, seed=1, table=True)
ENTRY = [(3, "surveyor"), (8, "landscaper"), (15, "pool")]


def reason_of(call: object, *args: object) -> Reason:
    with pytest.raises(IllegalMove) as info:
        call(*args)  # type: ignore[operator]
    return info.value.reason


def test_a_table_game_waits_for_the_combinations() -> None:
    state = new_game(TABLE)
    assert state.offers == ((), ())
    assert reason_of(submit, state, 0, write(0, 0, 0)) is Reason.NO_OFFER_YET
    state = set_table_round(state, ENTRY)
    assert [(c.number, c.effect) for c in state.offers[0]] == [(3, S), (8, L), (15, "pool")]
    assert state.offers[0] == state.offers[1]
    assert not state.can_reshuffle()  # the table reshuffles its own cards
    assert view_for(state, 0).next_effects == ()


def test_the_entry_can_be_corrected_until_someone_plays() -> None:
    state = set_table_round(new_game(TABLE), ENTRY)
    state = set_table_round(state, [(4, "bis"), (8, "landscaper"), (15, "pool")])
    assert state.offers[0][0].number == 4
    state = submit(state, 0, write(0, 0, 0))
    assert reason_of(set_table_round, state, ENTRY) is Reason.ALREADY_SUBMITTED
    state = submit(state, 1, write(1, 1, 0))
    # A new round: the table enters the next combinations.
    assert state.round == 2 and state.offers == ((), ())
    assert state.sheets[0].houses[0][0] == 4 and state.sheets[1].houses[1][0] == 8
    state = set_table_round(state, ENTRY)
    assert state.offers[0][0].number == 3


@pytest.mark.parametrize(
    "entry",
    [
        [(3, "surveyor"), (8, "landscaper")],  # two combinations
        [(0, "surveyor"), (8, "landscaper"), (15, "pool")],  # no card has a 0
        [(16, "surveyor"), (8, "landscaper"), (15, "pool")],
        [(3, "magic"), (8, "landscaper"), (15, "pool")],
        [("3", "surveyor"), (8, "landscaper"), (15, "pool")],
    ],
)
def test_impossible_entries_are_refused(entry: list[tuple[object, str]]) -> None:
    state = new_game(TABLE)
    assert reason_of(set_table_round, state, entry) is Reason.TABLE_OFFER_INVALID
    assert state == new_game(TABLE)


def test_approvals_from_the_table_give_the_later_value_and_stay() -> None:
    plans = ("n1_estates_44", "n2_estates_36", "n3_estates_25")
    config = GameConfig(Mode.STANDARD, 1, seed=1, table=True, plan_ids=plans)
    state = set_table_round(new_game(config), ENTRY, approved=(False, False, True))
    assert state.plan_points() == (6, 8, 3)
    assert reason_of(set_table_round, state, ENTRY, (False, False, False)) is (
        Reason.TABLE_OFFER_INVALID  # an approved plan cannot be withdrawn
    )


def test_only_table_games_take_entries() -> None:
    state = new_game(GameConfig(Mode.STANDARD, 2, seed=1))
    assert reason_of(set_table_round, state, ENTRY) is Reason.NOT_A_TABLE_GAME
    with pytest.raises(ValueError):
        GameConfig(Mode.SOLO, 1, table=True)
    with pytest.raises(ValueError):
        GameConfig(Mode.EXPERT, 2, table=True)


@pytest.mark.parametrize(
    "ids,advanced",
    [
        (("n2_estates_36", "n1_estates_44", "n3_estates_25"), False),  # wrong deck order
        (("n1_estates_44", "n2_estates_36"), False),  # only two
        (("n1_top_street_full", "n2_estates_36", "n3_estates_25"), False),  # advanced plan
        (("n1_nope", "n2_estates_36", "n3_estates_25"), False),
    ],
)
def test_chosen_plans_must_be_one_per_deck(ids: tuple[str, ...], advanced: bool) -> None:
    with pytest.raises(ValueError):
        GameConfig(Mode.STANDARD, 1, advanced=advanced, plan_ids=ids)


def test_advanced_plans_can_be_chosen_in_the_advanced_variant() -> None:
    ids = ("n1_top_street_full", "n2_parks_two_streets", "n3_estates_25")
    state = new_game(GameConfig(Mode.STANDARD, 1, advanced=True, plan_ids=ids))
    assert state.plans == tuple(PLANS_BY_ID[i] for i in ids)
    assert state.sheets == (make_sheet(),)


def test_another_player_can_end_a_table_game_between_rounds() -> None:
    state = set_table_round(new_game(TABLE), ENTRY)
    state = submit(submit(state, 0, write(0, 0, 0)), 1, write(1, 1, 0))
    before = state.scores()
    ended = end_table_game(state)
    assert ended.over and ended.end_reasons == (EndReason.TABLE,)
    assert ended.round == state.round and ended.sheets == state.sheets
    assert ended.scores() == before  # nothing is scored or lost by the ending itself
    assert reason_of(end_table_game, ended) is Reason.GAME_OVER
    assert reason_of(set_table_round, ended, ENTRY) is Reason.GAME_OVER
    assert reason_of(submit, ended, 0, write(0, 1, 0)) is Reason.GAME_OVER


def test_cards_entered_for_an_unplayed_round_do_not_stop_the_ending() -> None:
    state = set_table_round(new_game(TABLE), ENTRY)
    assert end_table_game(state).over


def test_only_a_table_game_between_two_moves_can_end_at_the_table() -> None:
    assert reason_of(end_table_game, new_game(GameConfig(Mode.STANDARD, 2, seed=1))) is (
        Reason.NOT_A_TABLE_GAME
    )
    half = submit(set_table_round(new_game(TABLE), ENTRY), 0, write(0, 0, 0))
    assert reason_of(end_table_game, half) is Reason.ALREADY_SUBMITTED
    assert not can_end_table_game(half)
    assert can_end_table_game(set_table_round(new_game(TABLE), ENTRY))


# --- temps: the majority is decided at the table ------------------------------------------------
PAD = GameConfig(Mode.STANDARD, 1, seed=1, table=True)


def pad_with_temps(temps: int, over: bool = False) -> GameState:
    state = replace(new_game(PAD), sheets=(make_sheet(temps=temps),))
    return end_table_game(state) if over else state


def test_one_sheet_alone_does_not_win_the_temp_majority() -> None:
    """The score pad holds one sheet: one temp is not "the most temps" of the table. Until the
    table's result is entered the temps score nothing, and the points are provisional."""
    state = pad_with_temps(1)
    assert state.scores()[0].temps == 0
    assert state.temps_provisional()
    assert not pad_with_temps(0).temps_provisional()
    # A dealt game of one seat keeps its own rule (solo: the threshold; standard: alone).
    assert (
        replace(new_game(GameConfig(Mode.SOLO, seed=1)), sheets=(make_sheet(temps=6),))
        .scores()[0]
        .temps
        == 7
    )


@pytest.mark.parametrize("rank,points", [(1, 7), (2, 4), (3, 1), (LOWER, 0)])
def test_the_temp_place_at_the_table_gives_the_points(rank: int, points: int) -> None:
    state = set_table_temps(pad_with_temps(4), TableTemps(rank=rank))
    assert state.scores()[0].temps == points
    assert state.scores()[0].total == pad_with_temps(4).scores()[0].total + points
    assert set_table_temps(pad_with_temps(0), TableTemps(rank=rank)).scores()[0].temps == 0


@pytest.mark.parametrize(
    "own,others,points",
    [
        (5, (3, 1), 7),
        (5, (5, 1), 7),  # a shared first place scores 7 for each
        (3, (5, 3, 1), 4),
        (3, (6, 5, 2), 1),
        (2, (6, 5, 4), 0),
        (1, (0, 0), 7),
        (4, (), 7),
    ],
)
def test_the_other_players_counts_give_the_points(
    own: int, others: tuple[int, ...], points: int
) -> None:
    if not others:
        with pytest.raises(IllegalMove):
            set_table_temps(pad_with_temps(own), TableTemps(others=others))
        return
    state = set_table_temps(pad_with_temps(own), TableTemps(others=others))
    assert state.scores()[0].temps == points
    assert table_temp_points(own, TableTemps(others=others)) == points
    assert table_temp_points(own, TableTemps(rank=temp_rank(own, others))) == points


def test_the_result_is_provisional_until_entered_after_the_end() -> None:
    during = set_table_temps(pad_with_temps(3), TableTemps(rank=1))
    assert during.table_temps is not None and not during.table_temps.final
    assert during.temps_provisional()
    ended = end_table_game(during)
    assert ended.temps_provisional() and ended.scores()[0].temps == 7
    final = set_table_temps(ended, TableTemps(others=(6,)))
    assert final.table_temps == TableTemps(others=(6,), final=True)
    assert not final.temps_provisional() and final.scores()[0].temps == 4
    assert reason_of(set_table_temps, during, TableTemps(rank=1), True) is (
        Reason.TABLE_TEMPS_INVALID
    )


@pytest.mark.parametrize(
    "table",
    [
        TableTemps(),
        TableTemps(rank=0, others=()),
        TableTemps(rank=LOWER + 1),
        TableTemps(rank=-1),
        TableTemps(rank=1, others=(3,)),
        TableTemps(others=(12,)),
        TableTemps(others=(-1,)),
        TableTemps(others=(True,)),  # type: ignore[arg-type]
        TableTemps(others=(1,) * 100),
    ],
)
def test_impossible_temp_results_are_refused(table: TableTemps) -> None:
    assert reason_of(set_table_temps, pad_with_temps(2), table) is Reason.TABLE_TEMPS_INVALID


def test_only_score_pad_games_take_a_temp_result() -> None:
    state = new_game(GameConfig(Mode.STANDARD, 2, seed=1))
    assert reason_of(set_table_temps, state, TableTemps(rank=1)) is Reason.NOT_A_TABLE_GAME
