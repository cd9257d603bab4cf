"""The one table of what the app does with each card effect: how its target is chosen and the
art that stands for it in the turn bar. Its names and help texts stay in ``i18n.catalog``; the
turn bar's sentences are keyed by ``TargetKind`` in ``ui.prompts``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum

from ..engine import Effect


class TargetKind(StrEnum):
    """How the player gives an effect its target."""

    NONE = "none"  # no effect pending
    FENCE = "fence"  # a fence slot (street, slot)
    COLUMN = "column"  # an estate column
    BIS = "bis"  # an empty house beside a number (street, house, source house)
    PARK = "park"  # a plain yes: build the street's park
    POOL = "pool"  # a plain yes: build the house's pool
    TEMP = "temp"  # a plain yes, then the number may be shifted


@dataclass(frozen=True, slots=True)
class EffectSpec:
    target_kind: TargetKind
    art_id: str  # the SVG drawn for it (resources/art)


EFFECTS: Mapping[Effect, EffectSpec] = {
    Effect.SURVEYOR: EffectSpec(TargetKind.FENCE, "effect_surveyor"),
    Effect.REAL_ESTATE: EffectSpec(TargetKind.COLUMN, "effect_real_estate"),
    Effect.BIS: EffectSpec(TargetKind.BIS, "effect_bis"),
    Effect.LANDSCAPER: EffectSpec(TargetKind.PARK, "effect_landscaper"),
    Effect.POOL: EffectSpec(TargetKind.POOL, "effect_pool"),
    Effect.TEMP: EffectSpec(TargetKind.TEMP, "effect_temp"),
}

# The art of a pending effect by its target kind (turn-bar icons).
TARGET_ART: Mapping[str, str] = {spec.target_kind: spec.art_id for spec in EFFECTS.values()}
# Effects whose use needs no target: the turn bar shows a button for them.
PLAIN_TARGETS: frozenset[TargetKind] = frozenset(
    {TargetKind.PARK, TargetKind.POOL, TargetKind.TEMP}
)
