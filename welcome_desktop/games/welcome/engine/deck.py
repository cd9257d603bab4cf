"""Shuffling and dealing construction cards and plans, reproducibly from the game's seed."""

from __future__ import annotations

import random
from collections.abc import Sequence

from .data import ALL_PLANS, BASIC_PLANS, CARD_COUNT, SOLO_CARD, PlanDef

STACKS = 3
STACK_SIZE = CARD_COUNT // STACKS  # 27
SOLO_HALF = CARD_COUNT // 2  # 40 cards on top, 41 + the solo card below


def rng_for(seed: int, tag: str, n: int = 0) -> random.Random:
    """A deterministic random source for one chance event of a game."""
    return random.Random(f"welcome/{seed}/{tag}/{n}")


def shuffled(cards: Sequence[int], seed: int, tag: str, n: int) -> tuple[int, ...]:
    out = list(cards)
    rng_for(seed, tag, n).shuffle(out)
    return tuple(out)


def full_deck(seed: int, n: int) -> tuple[int, ...]:
    return shuffled(range(CARD_COUNT), seed, "deck", n)


def solo_deck(seed: int) -> tuple[int, ...]:
    """Two halves; the solo card is shuffled into the lower one, placed under the other."""
    order = full_deck(seed, 0)
    top, bottom = order[:SOLO_HALF], order[SOLO_HALF:]
    return top + shuffled((*bottom, SOLO_CARD), seed, "solo", 0)


def choose_plans(
    seed: int, advanced: bool, theme_plans: Sequence[PlanDef] = ()
) -> tuple[PlanDef, PlanDef, PlanDef]:
    """One plan per deck. A thematic sheet's plans replace the deck n°3 (thematic-sheets.md C3);
    decks n°1 and n°2 are drawn exactly as on the base sheet."""
    rng = rng_for(seed, "plans")
    pool = ALL_PLANS if advanced else BASIC_PLANS
    decks = [[p for p in pool if p.deck == d] for d in (1, 2, 3)]
    if theme_plans:
        decks[2] = list(theme_plans)
    chosen = [rng.choice(deck) for deck in decks]
    return (chosen[0], chosen[1], chosen[2])
