"""The round log as data: what happened in each resolved round, seat by seat, and the events a
table would say aloud (the solo card, a plan approved, a third refusal, the last round).

Pure: built from game states only (no Qt, no text; ``ui.round_log`` words it). Only resolved
rounds are logged, so a hot-seat player never sees another seat's move before the round ends.
``RoundLog`` follows a game one published state at a time and rebuilds from the engine's log
when the game changes under it (a load, a new game).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..engine import GameState, Mode, Move
from ..engine.data import CARD_EFFECTS, CARD_NUMBERS, MAX_REFUSALS, SOLO_CARD
from ..engine.game import new_game, play_round, set_table_round


class Event(StrEnum):
    """What a round may announce (texts in ``ui.round_log``)."""

    SOLO_CARD = "solo_card"  # the solo card turned up: the three plans are approved
    PLAN = "plan"  # plan ``plan`` approved by ``seats``
    THIRD_REFUSAL = "third_refusal"  # ``seats`` refused their third permit
    LAST_ROUND = "last_round"  # the game ended with this round
    LAST_ROUND_AHEAD = "last_round_ahead"  # the round starting is the last (solo: deck empty)
    RESHUFFLE = "reshuffle"  # the cards were shuffled into new stacks


@dataclass(frozen=True, slots=True)
class Announcement:
    event: Event
    seats: tuple[int, ...] = ()
    plan: int = -1


@dataclass(frozen=True, slots=True)
class SeatLine:
    """One seat's move in a round."""

    seat: int
    refusal: bool
    number: int = 0  # the number written (temp shift included)
    street: int = -1
    house: int = -1
    effect: str = ""  # the effect used ("" if none; the pool only when a pool was drawn)
    shift: int = 0
    bis: tuple[int, int] | None = None  # (street, house) of the bis copy
    fence: tuple[int, int] | None = None  # (street, slot)
    column: int = -1
    roundabout: tuple[int, int] | None = None
    refusals: int = 0  # refusals on the sheet after the round
    plans: tuple[int, ...] = ()  # plans this seat achieved this round


@dataclass(frozen=True, slots=True)
class RoundEntry:
    number: int
    mode: Mode
    offer: tuple[tuple[int, str], ...]  # (number, effect) per combination / hand card; () expert
    seats: tuple[SeatLine, ...]
    events: tuple[Announcement, ...]


def _offer(state: GameState) -> tuple[tuple[int, str], ...]:
    mode = state.config.mode
    if mode is Mode.STANDARD:
        return tuple((c.number, c.effect.value) for c in state.offers[0])
    if mode is Mode.SOLO and state.hands:
        return tuple((CARD_NUMBERS[c], CARD_EFFECTS[c].value) for c in state.hands[0])
    return ()


def _seat_line(before: GameState, after: GameState, seat: int, move: Move) -> SeatLine:
    old, new = before.sheets[seat], after.sheets[seat]
    plans = tuple(i for i in range(3) if new.plans[i] and not old.plans[i])
    if move.is_refusal:
        return SeatLine(seat, True, refusals=new.refusals, plans=plans)
    combos = before.offers[seat]
    combo = combos[move.combo] if 0 <= move.combo < len(combos) else None
    number = (combo.number if combo else new.houses[move.street][move.house]) + move.shift
    effect = ""
    if combo is not None and (
        move.effect or move.fence is not None or move.bis is not None or move.column >= 0
    ):
        effect = combo.effect.value
    return SeatLine(
        seat,
        False,
        number=number,
        street=move.street,
        house=move.house,
        effect=effect,
        shift=move.shift,
        bis=(move.bis[0], move.bis[1]) if move.bis is not None else None,
        fence=move.fence,
        column=move.column,
        roundabout=move.roundabout,
        refusals=new.refusals,
        plans=plans,
    )


def round_entry(before: GameState, after: GameState) -> RoundEntry:
    """The entry of the round played from ``before`` (its offers dealt) to ``after``."""
    moves = after.log[-1]
    seats = tuple(_seat_line(before, after, s, m) for s, m in enumerate(moves))
    events: list[Announcement] = []
    if after.solo_card_seen and not before.solo_card_seen:
        events.append(Announcement(Event.SOLO_CARD))
    for plan in range(3):
        by = tuple(line.seat for line in seats if plan in line.plans)
        if by:
            events.append(Announcement(Event.PLAN, by, plan))
    third = tuple(
        s
        for s in range(after.seats)
        if after.sheets[s].refusals >= MAX_REFUSALS > before.sheets[s].refusals
    )
    if third:
        events.append(Announcement(Event.THIRD_REFUSAL, third))
    if after.shuffles > before.shuffles and before.config.mode is Mode.STANDARD:
        events.append(Announcement(Event.RESHUFFLE))
    if after.over:
        events.append(Announcement(Event.LAST_ROUND))
    return RoundEntry(before.round, before.config.mode, _offer(before), seats, tuple(events))


def last_round_ahead(state: GameState) -> bool:
    """Whether the round being played is known to be the last: a solo game whose deck has no
    construction card left (the game ends when this round resolves). Other modes end on what
    the players write, which nobody knows in advance."""
    if state.over or state.config.mode is not Mode.SOLO or state.config.table:
        return False
    left = len(state.order) - state.pos
    return left <= 0 or (left == 1 and state.order[state.pos] == SOLO_CARD)


def rebuild(state: GameState) -> list[RoundEntry]:
    """Every resolved round of ``state``, replayed from its log (raises on a damaged log)."""
    replay = new_game(state.config)
    entries = []
    for index, moves in enumerate(state.log):
        if state.config.table and index < len(state.table_log):
            combos, approved = state.table_log[index]
            replay = set_table_round(replay, combos, approved)
        after = play_round(replay, moves)
        entries.append(round_entry(replay, after))
        replay = after
    return entries


class RoundLog:
    """The entries of the game being followed; ``follow(state)`` after every change returns
    the entries that are new (one per resolved round, or all of them after a rebuild)."""

    def __init__(self) -> None:
        self.entries: list[RoundEntry] = []
        self.rebuilt = False  # the last follow() replaced the entries (a game loaded or begun)
        self._last: GameState | None = None

    def clear(self) -> None:
        self.entries = []
        self._last = None

    def follow(self, state: GameState | None) -> list[RoundEntry]:
        last = self._last
        if state is None:
            self.clear()
            return []
        self.rebuilt = False
        if last is state:
            return []
        self._last = state
        done = len(state.log)
        if last is not None and last.config == state.config and len(last.log) == done:
            return []  # the same round, one more seat played (or the score pad's cards)
        if (
            last is not None
            and last.config == state.config
            and len(last.log) + 1 == done
            and len(self.entries) == len(last.log)
        ):
            entry = round_entry(last, state)
            self.entries.append(entry)
            return [entry]
        self.rebuilt = True
        try:
            self.entries = rebuild(state)
        except Exception:  # a damaged log: no history to show, the game goes on
            self.entries = []
        return list(self.entries)

    def last_moves(self) -> tuple[SeatLine, ...]:
        """Each seat's move in the last resolved round (() before the first)."""
        return self.entries[-1].seats if self.entries else ()
