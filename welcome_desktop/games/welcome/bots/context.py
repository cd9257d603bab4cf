"""What a bot's evaluation knows besides the sheet: tuned weights, plans, time left, rivals."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import Mode, PlanDef, SeatView


@dataclass(frozen=True, slots=True)
class Weights:
    """Tunable constants of the evaluation (the defaults are the tuned ones)."""

    fill_k: float = 1.4  # steepness of the fill chance in (value room / houses)
    q_park: float = 0.42  # chance a built house also gets a park
    q_pool: float = 0.35  # chance a pool house gets its pool when built
    region_eta: float = 0.8  # value share of an unfenced run longer than an estate
    hit_rate: float = 0.5  # share of the fitting cards a player manages to use in a run
    fence_cost: float = 2.5  # points a fence still to draw costs when carving a long run
    split_rho: float = 0.45  # chance a fence arrives to carve a needed estate out of a run
    house_value: float = 0.6  # value of one more expected built house (refusal safety, end)
    plan_haste: float = 0.0  # extra weight on plans (racing opponents)
    plan_progress: float = 0.4  # share of a plan's value paid for partial progress
    progress_power: float = 2.0  # convexity of the partial-progress credit
    temp_soft: float = 0.6  # value of one temp beyond the majority points
    bis_street_q: float = 0.05  # chance per turn of a usable bis (five-bis plan)
    solo_temp_q: float = 0.3  # chance per solo turn of a temp worth taking
    roundabout_plan_only: bool = False  # build roundabouts only for the plan that needs one
    roundabout_tries: int = 4  # roundabout spots a search tries per turn (0: never builds one)
    temp_q: float = 0.08  # chance per turn of taking a temp (seven-temps plan)


DEFAULT_WEIGHTS = Weights()
RACE_WEIGHTS = Weights(plan_haste=1.0, plan_progress=0.6, progress_power=1.0, house_value=1.2)
"""Weights for games with rivals: plans are worth more when others may claim them first."""


def weights_for(view: SeatView) -> Weights:
    """The tuned weights for the view's kind of game (solo, or racing other seats)."""
    return DEFAULT_WEIGHTS if view.seats == 1 else RACE_WEIGHTS


@dataclass(frozen=True, slots=True)
class Context:
    """What the evaluation needs beyond the sheet: plans, their values, time and rivals."""

    plans: tuple[PlanDef, PlanDef, PlanDef]
    points: tuple[int, int, int]
    turns_left: float
    solo: bool
    other_temps: tuple[int, ...]
    weights: Weights = DEFAULT_WEIGHTS
    sheet_id: str = "base"  # the sheet played on: its theme column and plans are valued
    rivals: bool = False  # other seats race for the ice-cream street bonuses
    memo: dict[tuple[object, ...], float] = field(
        default_factory=dict, init=False, compare=False, repr=False
    )


def estimate_turns_left(view: SeatView) -> float:
    """Turns this seat can still expect to play (a rough model of when games end)."""
    if view.mode is Mode.SOLO:
        return max(1.0, (view.cards_left + len(view.hand)) / 3.0)
    sheet = view.current if view.pending is None else view.sheet
    lead = max(s.plans_achieved for s in view.sheets)
    # Fitted to self-play games: a leader's plans shorten the game, but late games still run
    # a few turns more than the straight count suggests (someone must finish or fail first).
    base = max(30.0 - view.round - 1.5 * lead, 0.6 * (33.0 - view.round))
    empty = sum(street.count(-1) for street in sheet.houses)
    return max(1.0, min(base, float(empty + 2)))


def context_for(view: SeatView, weights: Weights = DEFAULT_WEIGHTS) -> Context:
    others = tuple(s.temps for i, s in enumerate(view.sheets) if i != view.seat)
    return Context(
        plans=view.plans,
        points=view.plan_points,
        turns_left=estimate_turns_left(view),
        solo=view.mode is Mode.SOLO,
        other_temps=others,
        weights=weights,
        sheet_id=view.sheet_id,
        rivals=view.seats > 1,
    )
