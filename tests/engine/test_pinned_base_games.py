"""The base game pinned: hundreds of seeded games replayed through the public engine API must
give the same final sheets, scores, rankings and end reasons as when the data file was written.

The data file was written BEFORE the sheet became a value (issue #11), so it shows the base
game stayed bit-identical through that refactoring. Regenerate only when a rule change is
intended: ``python -m tests.engine.test_pinned_base_games --write``.

The two move policies are copied here (not imported) so that changing the random-playthrough
tests never changes what is pinned.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

import pytest

from welcome_desktop.games.welcome.engine import (
    GameConfig,
    GameState,
    Mode,
    Move,
    Sheet,
    apply_move,
    effect_moves,
    new_game,
    placements,
    random_move,
    submit,
)

DATA = Path(__file__).parent / "data" / "pinned_base_games.json"
SIZES = (10, 11, 12)
BASE_CATEGORIES = (
    "plans",
    "parks",
    "pools",
    "temps",
    "estates",
    "bis",
    "refusals",
    "roundabouts",
    "total",
)

# name -> (config, games, policy)
SETS: dict[str, tuple[GameConfig, int, str]] = {
    "solo-random": (GameConfig(Mode.SOLO, 1), 60, "random"),
    "standard2-random": (GameConfig(Mode.STANDARD, 2), 50, "random"),
    "advanced4-random": (GameConfig(Mode.STANDARD, 4, advanced=True), 40, "random"),
    "expert3-random": (GameConfig(Mode.EXPERT, 3), 40, "random"),
    "solo-spread": (GameConfig(Mode.SOLO, 1), 40, "spread"),
    "standard1-spread": (GameConfig(Mode.STANDARD, 1), 30, "spread"),
    "advanced2-spread": (GameConfig(Mode.STANDARD, 2, advanced=True), 30, "spread"),
    "expert2-spread": (GameConfig(Mode.EXPERT, 2, advanced=True), 20, "spread"),
    # Games of the Medium bot: its moves are stored and replayed, so these pin the engine
    # only (a change to the bots never breaks them). They reach plans and full sheets.
    "solo-medium": (GameConfig(Mode.SOLO, 1), 30, "medium"),
    "standard3-medium": (GameConfig(Mode.STANDARD, 3), 15, "medium"),
    "advanced2-medium": (GameConfig(Mode.STANDARD, 2, advanced=True), 15, "medium"),
    "expert2-medium": (GameConfig(Mode.EXPERT, 2), 10, "medium"),
}


def _random(state: GameState, seat: int, rng: random.Random) -> Move:
    rb_chance = 0.05 if state.config.seed % 2 else 0.3
    return random_move(
        state.sheets[seat],
        state.offers[seat],
        rng,
        advanced=state.config.advanced,
        roundabout_chance=rb_chance,
    )


def _spread(state: GameState, seat: int, rng: random.Random) -> Move:
    sheet, combos, advanced = state.sheets[seat], state.offers[seat], state.config.advanced
    if advanced and rng.random() < 0.1:
        return random_move(sheet, combos, rng, advanced=True, roundabout_chance=0.5)
    places = placements(sheet, combos)
    if not places:
        return Move(combo=rng.randrange(len(combos)))

    def cost(p: tuple[int, int, int, int]) -> float:
        ci, s, h, shift = p
        value = combos[ci].number + shift
        return abs(h / (SIZES[s] - 1) - value / 17) + rng.random() * 0.05

    ci, s, h, shift = min(places, key=cost)
    if shift:
        return Move(ci, s, h, True, shift)
    plain = Move(ci, s, h)
    after = apply_move(sheet, plain, combos, advanced=advanced)
    options = effect_moves(after, Move(ci, s, h, True), combos[ci].effect)
    if options and rng.random() < 0.85:
        return rng.choice(options)
    return plain


POLICIES = {"random": _random, "spread": _spread}


def sheet_digest(sheet: Sheet) -> str:
    """A hash of everything a base sheet holds, independent of the Sheet class's layout."""
    fields = [
        [list(street) for street in sheet.houses],
        list(sheet.bis),
        list(sheet.fences),
        list(sheet.pools),
        list(sheet.parks),
        list(sheet.columns),
        sheet.temps,
        sheet.refusals,
        list(sheet.plans),
        list(sheet.used),
        sorted(list(e) for e in sheet.used_estates),
    ]
    return hashlib.sha256(json.dumps(fields).encode()).hexdigest()[:16]


def _bot_moves(config: GameConfig) -> list[list[dict[str, object]]]:
    """Play a Medium-bot game (only when writing the data file) and return its moves."""
    from welcome_desktop.games.welcome.bots import make_bot
    from welcome_desktop.games.welcome.engine import view_for

    bots = [make_bot("medium", config.seed * 10 + s) for s in range(config.seats)]
    state = new_game(config)
    while not state.over:
        for seat in range(state.seats):
            state = submit(state, seat, bots[seat].choose(view_for(state, seat)))
    return [[m.to_json() for m in moves] for moves in state.log]


def play(
    config: GameConfig, policy: str, log: list[list[dict[str, object]]] | None = None
) -> dict[str, object]:
    rng = random.Random(config.seed)
    state = new_game(config)
    if log is not None:
        for moves in log:
            for seat, move in enumerate(moves):
                state = submit(state, seat, Move.from_json(move))
    else:
        choose = POLICIES[policy]
        while not state.over:
            for seat in range(state.seats):
                state = submit(state, seat, choose(state, seat, rng))
    assert state.over
    scores = [s.to_json() for s in state.scores()]
    return {
        "rounds": state.round,
        "plans": [p.id for p in state.plans],
        "ends": [r.value for r in state.end_reasons],
        "scores": [[sc[k] for k in BASE_CATEGORIES] for sc in scores],
        "ranking": list(state.ranking()),
        "sheets": hashlib.sha256(
            "".join(sheet_digest(s) for s in state.sheets).encode()
        ).hexdigest()[:16],
    }


def compute(name: str, pinned: list[dict[str, object]] | None = None) -> list[dict[str, object]]:
    """The digests of one set; bot sets replay the moves stored in ``pinned`` (or play and
    record them when writing)."""
    config, games, policy = SETS[name]
    out = []
    for seed in range(games):
        cfg = GameConfig(config.mode, config.seats, config.advanced, seed=1000 + seed)
        if policy == "medium":
            log = _bot_moves(cfg) if pinned is None else pinned[seed]["moves"]
            result = play(cfg, policy, log)  # type: ignore[arg-type]
            result["moves"] = log
        else:
            result = play(cfg, policy)
        out.append(result)
    return out


@pytest.mark.parametrize("name", list(SETS))
def test_pinned_base_games_unchanged(name: str) -> None:
    pinned = json.loads(DATA.read_text(encoding="utf-8"))[name]
    assert len(pinned) == SETS[name][1]
    got = compute(name, pinned)
    for seed, (want, have) in enumerate(zip(pinned, got, strict=True)):
        assert have == want, f"{name} game {seed}"


def test_pinned_games_cover_the_rules() -> None:
    """The pinned set is not trivial: plans are scored, every end reason occurs."""
    data = json.loads(DATA.read_text(encoding="utf-8"))
    games = [g for name in SETS for g in data[name]]
    assert len(games) >= 300
    assert sum(1 for g in games for sc in g["scores"] if sc[0] > 0) >= 30
    ends = {e for g in games for e in g["ends"]}
    assert {"refusals", "plans", "houses", "deck"} <= ends


if __name__ == "__main__" and "--write" in sys.argv:
    DATA.write_text(
        json.dumps({name: compute(name) for name in SETS}, separators=(",", ":")) + "\n",
        encoding="utf-8",
    )
