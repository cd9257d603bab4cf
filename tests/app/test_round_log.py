"""The round log as data: one entry per resolved round, each seat's move as the engine logged
it, and the announcements (solo card, plans, third refusal, last round)."""

from __future__ import annotations

from itertools import pairwise

from welcome_desktop.games.welcome.app.bot_runner import safe_choice
from welcome_desktop.games.welcome.app.round_log import (
    Event,
    RoundLog,
    last_round_ahead,
    rebuild,
    round_entry,
)
from welcome_desktop.games.welcome.bots import make_bot
from welcome_desktop.games.welcome.engine import (
    GameConfig,
    GameState,
    Mode,
    new_game,
    play_round,
    view_for,
)


def _play(config: GameConfig, rounds: int = 99, level: str = "easy") -> list[GameState]:
    """Every state of a bot game (before round 1, then after each round)."""
    state = new_game(config)
    bots = [make_bot(level, config.seed * 10 + s) for s in range(config.seats)]
    states = [state]
    while not state.over and len(states) <= rounds:
        moves = [safe_choice(bots[s], view_for(state, s)) for s in range(state.seats)]
        state = play_round(state, moves)
        states.append(state)
    return states


def test_each_round_logs_every_seat_move_as_written() -> None:
    states = _play(GameConfig(mode=Mode.STANDARD, seats=3, seed=5), rounds=6)
    entries = rebuild(states[-1])
    assert [e.number for e in entries] == [1, 2, 3, 4, 5, 6]
    for before, after, entry in zip(states[:-1], states[1:], entries, strict=True):
        assert entry.offer == tuple((c.number, c.effect.value) for c in before.offers[0])
        for seat, (line, move) in enumerate(zip(entry.seats, after.log[-1], strict=True)):
            assert line.seat == seat and line.refusal == move.is_refusal
            if not move.is_refusal:
                assert (line.street, line.house) == (move.street, move.house)
                assert after.sheets[seat].houses[move.street][move.house] == line.number
                used = move.effect or move.fence is not None or move.bis is not None
                assert bool(line.effect) == (used or move.column >= 0)


def test_following_one_state_at_a_time_matches_the_replay() -> None:
    states = _play(GameConfig(mode=Mode.STANDARD, seats=2, seed=8), rounds=5)
    log = RoundLog()
    assert log.follow(states[0]) == [] or log.rebuilt
    added = []
    for state in states[1:]:
        new = log.follow(state)
        assert not log.rebuilt  # one round more each time: appended, not rebuilt
        added += new
    assert added == rebuild(states[-1]) == log.entries
    assert log.follow(states[-1]) == []  # the same state twice adds nothing
    other = _play(GameConfig(mode=Mode.STANDARD, seats=2, seed=9), rounds=2)[-1]
    assert log.follow(other) == rebuild(other) and log.rebuilt  # another game: rebuilt


def test_a_solo_game_announces_the_solo_card_once_and_its_last_round() -> None:
    states = _play(GameConfig(mode=Mode.SOLO, seats=1, seed=3))
    entries = rebuild(states[-1])
    solo = [e.number for e in entries if any(a.event is Event.SOLO_CARD for a in e.events)]
    turned = next(i for i, s in enumerate(states) if s.solo_card_seen)
    assert solo == [states[turned - 1].round]
    assert entries[-1].events[-1].event is Event.LAST_ROUND
    for state, after in pairwise(states):  # a round announced as the last is the last
        assert not last_round_ahead(state) or after.over
    assert all(len(e.offer) == 3 for e in entries)  # the solo hand's three cards


def test_plans_and_third_refusals_name_their_seats() -> None:
    states = _play(GameConfig(mode=Mode.STANDARD, seats=3, seed=2))
    entries = [round_entry(b, a) for b, a in pairwise(states)]
    plan_events = [a for e in entries for a in e.events if a.event is Event.PLAN]
    claimed = {(p, s) for s in range(3) for p in range(3) if states[-1].sheets[s].plans[p]}
    assert {(a.plan, s) for a in plan_events for s in a.seats} == claimed
    thirds = [a for e in entries for a in e.events if a.event is Event.THIRD_REFUSAL]
    third_seats = {s for a in thirds for s in a.seats}
    assert third_seats == {s for s in range(3) if states[-1].sheets[s].refusals >= 3}
