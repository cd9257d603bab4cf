"""Look-ahead for the Hard level: a cheap one-ply screen of every build, then determinised
play-outs of the survivors with successive halving (the weak half is dropped after each batch of
sampled states, so the time goes to the close calls). Every sampled state comes from the seat's
view (``sample_state``): hidden hands and the pile order are never read."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import (
    VALUES,
    Action,
    City,
    GameState,
    Kind,
    Pos,
    SeatView,
    Tile,
    apply,
    sample_state,
)
from .belief import HandBelief
from .model import best_reply, medium_action, profiles_after
from .tactics import CellProfile, build_options, greedy_action, profiles


@dataclass(frozen=True, slots=True)
class Screen:
    """Weights of the one-ply screen that picks which builds get play-outs."""

    follow: float = 0.4  # share of this seat's best next build with the cards it keeps
    reply: float = 0.5  # share of the next seat's expected best reply subtracted
    hands: int = 4  # sampled hands of the next seat


@dataclass(frozen=True, slots=True)
class Rollout:
    """How a play-out is played and valued (every option off: greedy turns, gains only)."""

    win: float = 0.0  # weight of finishing first when the play-out ends (``first_place``)
    lead: float = 0.0  # lean of the others' gain from their mean towards the leader's
    model: int = 0  # leading play-out turns in which the other seats choose as Medium does
    leaf: float = 0.0  # weight of the next seat's best build when the play-out stops early
    mine: bool = False  # this seat's own play-out turns are Medium-like too (within ``model``)
    deny: float = 1.0  # weight of the others' gain against this seat's own


def screen_builds(
    view: SeatView,
    rng: random.Random,
    screen: Screen,
    keep: int,
    belief: HandBelief | None = None,
) -> list[tuple[int, int, tuple[int, int]]]:
    """The ``keep`` most promising builds (points, card, cell): the immediate points, plus part
    of what the kept cards can score next in the new city, minus part of the next seat's best
    reply (its hand sampled from the unseen cards). The best immediate builds always stay in."""
    options = build_options(view.city, view.hand)
    if len(options) <= keep:
        return options
    nxt = (view.seat + 1) % view.seats
    pool = list(view.unseen)
    size = min(view.hand_sizes[nxt], len(pool))
    if belief is not None and nxt in belief.weights:
        hands = [belief.sample_hands(pool, rng)[nxt] for _ in range(screen.hands)]
    else:
        hands = [tuple(rng.sample(pool, size)) for _ in range(screen.hands)]
    scored = []
    for i, (pts, card, cell) in enumerate(options):
        city = view.city.place(cell, Tile(card, False, view.seat))
        prof = profiles(city)
        rest = list(view.hand)
        rest.remove(card)
        mine = build_options(city, tuple(rest), prof)
        follow = mine[0][0] if mine else 0
        reply = 0.0
        for hand in hands:
            theirs = build_options(city, hand, prof)
            reply += theirs[0][0] if theirs else 0
        value = pts + screen.follow * follow - screen.reply * reply / len(hands)
        scored.append((value, -i, (pts, card, cell)))
    scored.sort(reverse=True)
    chosen = set(options[:3])
    for _v, _i, o in scored:
        if len(chosen) >= keep:
            break
        chosen.add(o)
    return [o for o in options if o in chosen]


def first_place(state: GameState, seat: int) -> float:
    """1 if ``seat`` is ahead of every other seat on the scores if the game ended now (running
    totals minus the hands), 0.5 if it shares first place, else 0."""
    finals = state.final_scores()
    mine = finals[seat]
    best = max(v for s, v in enumerate(finals) if s != seat)
    return 1.0 if mine > best else 0.5 if mine == best else 0.0


def relative(
    gains: Sequence[float], start: Sequence[int], seat: int, lead: float, deny: float = 1.0
) -> float:
    """This seat's gain minus the others': their mean gain, moved by ``lead`` towards the gain
    of the one whose total (``start`` + gain) is then the best, the seat to beat."""
    others = [g for s, g in enumerate(gains) if s != seat]
    against = sum(others) / len(others)
    if lead:
        before = [p for s, p in enumerate(start) if s != seat]
        leader = max(range(len(others)), key=lambda i: before[i] + others[i])
        against += lead * (others[leader] - against)
    return gains[seat] - deny * against


def play_out(
    state: GameState,
    seat: int,
    turns: int,
    prof: dict[Pos, CellProfile] | None = None,
    rules: Rollout = Rollout(),
) -> float:
    """This seat's gain minus the others' gain over ``turns`` turns from ``state`` (measured
    from ``state``'s totals; hand penalties only if the game ends). The turns are greedy, but
    in the first ``rules.model`` turns the other seats choose as Medium does. The others' gain
    is their mean, moved by ``rules.lead`` towards the gain of the one with the best total at
    the end (the seat to beat); ``rules.win`` × ``first_place`` is added at the end; if the game
    goes on, ``rules.leaf`` × the best build of the seat to play next counts as that seat's
    gain (what the horizon leaves open). ``prof``: the cell profiles of ``state.city``, shared
    by every sample after the same action."""
    start = state.points
    for k in range(turns):
        if state.over:
            break
        if prof is None:
            prof = profiles(state.city)
        if k < rules.model and (rules.mine or state.current_seat != seat):
            action, after = medium_action(state, prof)
            state = apply(state, action)
            prof = after
            continue
        action = greedy_action(state, prof)
        before = state.city
        state = apply(state, action)
        if action.cell is not None:
            prof = profiles_after(before, prof, state.city, action.cell)
    gains = [float(p - s) for p, s in zip(state.points, start, strict=True)]
    if state.over:
        gains = [g - sum(VALUES[c] for c in h) for g, h in zip(gains, state.hands, strict=True)]
    elif rules.leaf:
        nxt = state.current_seat
        if prof is None:
            prof = profiles(state.city)
        gains[nxt] += rules.leaf * best_reply(state.city, prof, state.hands[nxt])
    value = relative(gains, start, seat, rules.lead, rules.deny)
    if rules.win:
        value += rules.win * first_place(state, seat)
    return value


def action_value(
    state: GameState,
    action: Action,
    seat: int,
    turns: int,
    prof: dict[Pos, CellProfile] | None = None,
    rules: Rollout = Rollout(),
) -> float:
    """The action's own points plus the play-out after it, in one sampled state (``prof``: the
    cell profiles of the city after the action)."""
    after = apply(state, action)
    gain = after.points[seat] - state.points[seat]
    if after.over:
        gains = [-float(sum(VALUES[c] for c in h)) for h in after.hands]
        gains[seat] += gain
        value = relative(gains, state.points, seat, rules.lead, rules.deny)
        return value + rules.win * first_place(after, seat) if rules.win else value
    return gain + play_out(after, seat, turns, prof, rules)


def halving(
    view: SeatView,
    candidates: Sequence[tuple[Action, float]],
    rng: random.Random,
    batches: Sequence[int],
    turns: int,
    bias_weight: float,
    rules: Rollout = Rollout(),
    belief: HandBelief | None = None,
) -> Action:
    """The candidate with the best mean value (its bias added) after successive halving: each
    batch of sampled states is played by every surviving candidate (common samples keep the
    comparison fair), then the worse half is dropped, until the batches run out."""
    alive = list(range(len(candidates)))
    totals = [0.0] * len(candidates)
    after = [profiles(city_after(view.city, action)) for action, _bias in candidates]
    played = 0
    for b, count in enumerate(batches):
        samples = [
            belief.sample_state(view, rng) if belief else sample_state(view, rng)
            for _ in range(count)
        ]
        for i in alive:
            action = candidates[i][0]
            prof = after[i]
            totals[i] += sum(
                action_value(s, action, view.seat, turns, prof, rules) for s in samples
            )
        played += count
        alive.sort(key=lambda i: -(totals[i] / played + candidates[i][1] * bias_weight))
        if b < len(batches) - 1:
            alive = alive[: max(2, (len(alive) + 1) // 2)]
        if len(alive) == 1:
            break
    return candidates[alive[0]][0]


def city_after(city: City, action: Action) -> City:
    """The city after a turn action (a discard leaves it as it is)."""
    if action.cell is None:
        return city
    return city.place(action.cell, Tile(action.card, action.kind is Kind.STATUE, action.seat))
