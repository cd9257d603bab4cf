"""Seeded matches: Hard outscores Medium, Medium outscores Random and Easy, on the same deals."""

from __future__ import annotations

import statistics

import pytest

from .bot_helpers import config, play

SOLO_SEEDS = tuple(range(12))


def mean_score(level: str, mode: str, seeds: tuple[int, ...]) -> float:
    totals = []
    for seed in seeds:
        state, _ = play(level, config(mode, seed))
        totals.extend(score.total for score in state.scores())
    return statistics.fmean(totals)


def test_medium_beats_random_and_easy() -> None:
    seeds = SOLO_SEEDS[:4]
    medium = mean_score("medium", "solo", seeds)
    assert medium > mean_score("random", "solo", seeds) + 40
    assert medium > mean_score("easy", "solo", seeds) + 20


@pytest.mark.slow
def test_hard_beats_medium() -> None:
    assert mean_score("hard", "solo", SOLO_SEEDS) > mean_score("medium", "solo", SOLO_SEEDS)
