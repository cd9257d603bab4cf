"""A player's results against each computer level (``persistence/versus.py``), shared by the
games' histories: a win above the best computer player of the level, a tie level with it, a
loss below; games without the player or without that level are not counted."""

from __future__ import annotations

from dataclasses import dataclass

from welcome_desktop.persistence.versus import Versus, versus


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str
    rank: int


@dataclass(frozen=True)
class Game:
    seats: tuple[Seat, ...]


def test_wins_ties_and_losses_level_by_level() -> None:
    games = [
        Game((Seat("Ana", "human", 1), Seat("B", "medium", 2), Seat("C", "hard", 3))),
        Game((Seat("Ana", "human", 2), Seat("B", "medium", 1), Seat("C", "medium", 3))),
        Game((Seat("Ana", "human", 1), Seat("B", "hard", 1))),  # a shared first place
        Game((Seat("Bo", "human", 1), Seat("B", "easy", 2))),  # Ana not in it
        Game((Seat("Ana", "hard", 1), Seat("B", "easy", 2))),  # a computer called Ana
    ]
    assert versus(games, "Ana", ("easy", "medium", "hard")) == (
        Versus("medium", 2, 1, 0, 1),
        Versus("hard", 2, 1, 1, 0),
    )
    assert versus(games, "Bo", ("easy", "medium", "hard")) == (Versus("easy", 1, 1, 0, 0),)
    assert versus(games, "Nobody", ("easy",)) == ()
