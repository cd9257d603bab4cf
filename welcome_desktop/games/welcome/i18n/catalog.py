"""Translated labels for the engine's ids: effects, plans, refusal reasons, scores, modes, hints."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from welcome_desktop.i18n.text import QT_TRANSLATE_NOOP, TrContext, arg

from ..bots.levels import SeatKind
from ..engine.data import ALL_PLANS, Effect, PlanDef, PlanKind
from ..engine.themes import find_plan

# Contexts of the plural messages: lupdate reads the context from the name before ".tr(".
Score = TrContext("Score")
Hint = TrContext("Hint")

# Each table maps an engine id to its English source text; lupdate collects the texts through
# QT_TRANSLATE_NOOP and the functions below translate them at call time (so a language switch
# takes effect on the next call). The context names are what translators see in Qt Linguist.

EFFECT_NAMES: Mapping[str, str] = {
    Effect.SURVEYOR: QT_TRANSLATE_NOOP("Effect", "Surveyor"),
    Effect.REAL_ESTATE: QT_TRANSLATE_NOOP("Effect", "Real Estate Agent"),
    Effect.LANDSCAPER: QT_TRANSLATE_NOOP("Effect", "Landscaper"),
    Effect.POOL: QT_TRANSLATE_NOOP("Effect", "Pool Manufacturer"),
    Effect.TEMP: QT_TRANSLATE_NOOP("Effect", "Temp Agency"),
    Effect.BIS: QT_TRANSLATE_NOOP("Effect", "Bis"),
}

EFFECT_HELP: Mapping[str, str] = {
    Effect.SURVEYOR: QT_TRANSLATE_NOOP(
        "EffectHelp", "Draw a fence between two houses of a street."
    ),
    Effect.REAL_ESTATE: QT_TRANSLATE_NOOP(
        "EffectHelp", "Raise the value of completed estates of one size."
    ),
    Effect.LANDSCAPER: QT_TRANSLATE_NOOP(
        "EffectHelp", "Build a park in the street where you wrote the number."
    ),
    Effect.POOL: QT_TRANSLATE_NOOP(
        "EffectHelp", "Build the pool if the number went into a house with a planned pool."
    ),
    Effect.TEMP: QT_TRANSLATE_NOOP(
        "EffectHelp", "Hire a temp: add or subtract up to 2 to the house number."
    ),
    Effect.BIS: QT_TRANSLATE_NOOP(
        "EffectHelp", "Copy a number into the empty house right beside it."
    ),
}

REASONS: Mapping[str, str] = {
    "game_over": QT_TRANSLATE_NOOP("Reason", "The game is over."),
    "no_such_seat": QT_TRANSLATE_NOOP("Reason", "There is no such player."),
    "already_submitted": QT_TRANSLATE_NOOP("Reason", "This player has already played this turn."),
    "no_such_combination": QT_TRANSLATE_NOOP("Reason", "This combination is not on offer."),
    "no_such_house": QT_TRANSLATE_NOOP("Reason", "There is no such house."),
    "house_not_empty": QT_TRANSLATE_NOOP("Reason", "This house already has a number."),
    "number_out_of_order": QT_TRANSLATE_NOOP(
        "Reason", "Numbers must increase from left to right along a street."
    ),
    "number_out_of_range": QT_TRANSLATE_NOOP("Reason", "House numbers go from 0 to 17."),
    "shift_needs_temp": QT_TRANSLATE_NOOP(
        "Reason", "Only the Temp Agency can change the house number."
    ),
    "shift_too_large": QT_TRANSLATE_NOOP(
        "Reason", "The Temp Agency changes a number by 2 at most."
    ),
    "must_write_number": QT_TRANSLATE_NOOP(
        "Reason", "A number can still be written: no permit refusal yet."
    ),
    "no_effect_with_refusal": QT_TRANSLATE_NOOP(
        "Reason", "No effect can be used with a permit refusal."
    ),
    "effect_target_missing": QT_TRANSLATE_NOOP("Reason", "Choose where the effect applies."),
    "effect_target_unexpected": QT_TRANSLATE_NOOP("Reason", "This effect cannot be used that way."),
    "no_such_fence_slot": QT_TRANSLATE_NOOP("Reason", "A fence cannot go there."),
    "fence_already_there": QT_TRANSLATE_NOOP("Reason", "There is already a fence here."),
    "fence_splits_bis": QT_TRANSLATE_NOOP(
        "Reason", "A fence cannot separate a bis house from the house it copies."
    ),
    "fence_in_used_estate": QT_TRANSLATE_NOOP(
        "Reason", "This estate was used for a city plan and can no longer be split."
    ),
    "no_such_column": QT_TRANSLATE_NOOP("Reason", "There is no such Real Estate Agent column."),
    "column_full": QT_TRANSLATE_NOOP("Reason", "This Real Estate Agent column is full."),
    "parks_full": QT_TRANSLATE_NOOP("Reason", "Every park of this street is already built."),
    "no_pool_here": QT_TRANSLATE_NOOP("Reason", "This house has no planned pool."),
    "pools_full": QT_TRANSLATE_NOOP("Reason", "The pool track is full."),
    "temps_full": QT_TRANSLATE_NOOP("Reason", "The temp track is full."),
    "bis_full": QT_TRANSLATE_NOOP("Reason", "The bis track is full."),
    "bis_not_beside": QT_TRANSLATE_NOOP(
        "Reason", "A bis number goes right beside a house with the same number."
    ),
    "bis_source_empty": QT_TRANSLATE_NOOP("Reason", "The house to copy has no number."),
    "bis_across_fence": QT_TRANSLATE_NOOP(
        "Reason", "A bis number cannot copy across a fence or a roundabout."
    ),
    "roundabouts_not_in_game": QT_TRANSLATE_NOOP(
        "Reason", "Roundabouts are only used in the advanced variant."
    ),
    "roundabouts_full": QT_TRANSLATE_NOOP("Reason", "You already have two roundabouts."),
    "roundabout_not_empty": QT_TRANSLATE_NOOP("Reason", "A roundabout needs an empty house."),
    "roundabout_on_number": QT_TRANSLATE_NOOP(
        "Reason", "The roundabout cannot go in the house where you write the number."
    ),
    "reshuffle_not_allowed": QT_TRANSLATE_NOOP(
        "Reason", "The construction cards cannot be reshuffled now."
    ),
    "no_such_plan": QT_TRANSLATE_NOOP("Reason", "There is no such city plan."),
    "plan_already_scored": QT_TRANSLATE_NOOP("Reason", "This city plan is already scored."),
    "plan_not_met": QT_TRANSLATE_NOOP("Reason", "This city plan is not fulfilled yet."),
    "plan_claim_invalid": QT_TRANSLATE_NOOP(
        "Reason", "These estates do not fulfil this city plan."
    ),
    "no_offer_yet": QT_TRANSLATE_NOOP("Reason", "Enter the three combinations of this turn first."),
    "not_a_table_game": QT_TRANSLATE_NOOP("Reason", "This game is not a score pad game."),
    "table_offer_invalid": QT_TRANSLATE_NOOP(
        "Reason", "Enter three combinations, each with a house number and an effect."
    ),
    "truck_choice_unexpected": QT_TRANSLATE_NOOP(
        "Reason", "The ice-cream truck's direction is chosen with the bottom street's first number."
    ),
    "table_temps_invalid": QT_TRANSLATE_NOOP(
        "Reason",
        "Enter your place for temps at the table, or the other players' temp counts (0 to 11).",
    ),
}

CATEGORIES: Mapping[str, str] = {
    "plans": QT_TRANSLATE_NOOP("Score", "City plans"),
    "parks": QT_TRANSLATE_NOOP("Score", "Parks"),
    "pools": QT_TRANSLATE_NOOP("Score", "Pools"),
    "temps": QT_TRANSLATE_NOOP("Score", "Temps"),
    "estates": QT_TRANSLATE_NOOP("Score", "Estates"),
    "bis": QT_TRANSLATE_NOOP("Score", "Bis"),
    "refusals": QT_TRANSLATE_NOOP("Score", "Permit refusals"),
    "roundabouts": QT_TRANSLATE_NOOP("Score", "Roundabouts"),
    "theme": QT_TRANSLATE_NOOP("Score", "Thematic sheet"),
    "total": QT_TRANSLATE_NOOP("Score", "Total"),
}

# The "theme" score column, named per thematic sheet (engine.themes ids).
THEME_COLUMNS: Mapping[str, str] = {
    "ice_cream": QT_TRANSLATE_NOOP("Score", "Ice cream"),
    "lights": QT_TRANSLATE_NOOP("Score", "Christmas lights"),
    "eggs": QT_TRANSLATE_NOOP("Score", "Easter eggs"),
}
THEME_COLUMNS_SHORT: Mapping[str, str] = {
    "ice_cream": QT_TRANSLATE_NOOP("ScoreShort", "Ice cream"),
    "lights": QT_TRANSLATE_NOOP("ScoreShort", "Lights"),
    "eggs": QT_TRANSLATE_NOOP("ScoreShort", "Eggs"),
}

# Column headers of the score table: a word or an abbreviation (full name in the tooltip).
CATEGORY_SHORT: Mapping[str, str] = {
    "plans": QT_TRANSLATE_NOOP("ScoreShort", "Plans"),
    "parks": QT_TRANSLATE_NOOP("ScoreShort", "Parks"),
    "pools": QT_TRANSLATE_NOOP("ScoreShort", "Pools"),
    "temps": QT_TRANSLATE_NOOP("ScoreShort", "Temps"),
    "estates": QT_TRANSLATE_NOOP("ScoreShort", "Estates"),
    "bis": QT_TRANSLATE_NOOP("ScoreShort", "Bis"),
    "refusals": QT_TRANSLATE_NOOP("ScoreShort", "Refusals"),
    "roundabouts": QT_TRANSLATE_NOOP("ScoreShort", "Roundab."),
    "theme": QT_TRANSLATE_NOOP("ScoreShort", "Theme"),
    "total": QT_TRANSLATE_NOOP("ScoreShort", "Total"),
}

END_REASONS: Mapping[str, str] = {
    "refusals": QT_TRANSLATE_NOOP("EndReason", "A player crossed a third permit refusal."),
    "plans": QT_TRANSLATE_NOOP("EndReason", "A player fulfilled all three city plans."),
    "houses": QT_TRANSLATE_NOOP("EndReason", "A player built every house of their three streets."),
    "deck": QT_TRANSLATE_NOOP("EndReason", "The construction deck is empty."),
    "table": QT_TRANSLATE_NOOP("EndReason", "Another player at the table ended the game."),
}

MODES: Mapping[str, str] = {
    "standard": QT_TRANSLATE_NOOP("Mode", "Standard"),
    "solo": QT_TRANSLATE_NOOP("Mode", "Solo"),
    "expert": QT_TRANSLATE_NOOP("Mode", "Expert"),
}

SEAT_KINDS: Mapping[str, str] = {
    SeatKind.HUMAN: QT_TRANSLATE_NOOP("SeatKind", "Human"),
    SeatKind.EASY: QT_TRANSLATE_NOOP("SeatKind", "Easy bot"),
    SeatKind.MEDIUM: QT_TRANSLATE_NOOP("SeatKind", "Medium bot"),
    SeatKind.HARD: QT_TRANSLATE_NOOP("SeatKind", "Hard bot"),
    SeatKind.RANDOM: QT_TRANSLATE_NOOP("SeatKind", "Random bot"),
}

STREETS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Street", "Top street"),
    QT_TRANSLATE_NOOP("Street", "Middle street"),
    QT_TRANSLATE_NOOP("Street", "Bottom street"),
)

# Short names: estate plans are named by their sizes ("Estates %1"), the others one by one.
PLAN_NAMES: Mapping[str, str] = {
    "n1_top_street_full": QT_TRANSLATE_NOOP("Plan", "Full top street"),
    "n1_bottom_street_full": QT_TRANSLATE_NOOP("Plan", "Full bottom street"),
    "n1_street_ends": QT_TRANSLATE_NOOP("Plan", "Street ends"),
    "n1_seven_temps": QT_TRANSLATE_NOOP("Plan", "Seven temps"),
    "n1_five_bis_one_street": QT_TRANSLATE_NOOP("Plan", "Five bis in a street"),
    "n2_parks_two_streets": QT_TRANSLATE_NOOP("Plan", "Parks in two streets"),
    "n2_pools_two_streets": QT_TRANSLATE_NOOP("Plan", "Pools in two streets"),
    "n2_middle_parks_pools": QT_TRANSLATE_NOOP("Plan", "Middle street: parks & pools"),
    "n2_bottom_parks_pools": QT_TRANSLATE_NOOP("Plan", "Bottom street: parks & pools"),
    "n2_parks_pools_roundabout": QT_TRANSLATE_NOOP("Plan", "Street with a roundabout"),
    # Thematic sheets' plans (deck n°3; engine/themes/)
    "n3_ice_no_cones_345": QT_TRANSLATE_NOOP("Plan", "No ice cream 3-4-5"),
    "n3_ice_cones_444": QT_TRANSLATE_NOOP("Plan", "Ice cream 4-4-4"),
    "n3_ice_street_cones": QT_TRANSLATE_NOOP("Plan", "Every cone of a street"),
    "n3_xmas_dark_33": QT_TRANSLATE_NOOP("Plan", "Unlit 3-3"),
    "n3_xmas_lit_66": QT_TRANSLATE_NOOP("Plan", "Lit 6-6"),
    "n3_xmas_street": QT_TRANSLATE_NOOP("Plan", "A street of lights"),
    "n3_egg_none_234": QT_TRANSLATE_NOOP("Plan", "No eggs 2-3-4"),
    "n3_egg_three_333": QT_TRANSLATE_NOOP("Plan", "Eggs 3-3-3"),
    "n3_egg_bottom": QT_TRANSLATE_NOOP("Plan", "Every bottom egg"),
}

PLAN_REQUIREMENTS: Mapping[str, str] = {
    "n1_estates_111111": QT_TRANSLATE_NOOP("PlanRequirement", "Six estates of 1 house"),
    "n1_estates_2222": QT_TRANSLATE_NOOP("PlanRequirement", "Four estates of 2 houses"),
    "n1_estates_333": QT_TRANSLATE_NOOP("PlanRequirement", "Three estates of 3 houses"),
    "n1_estates_44": QT_TRANSLATE_NOOP("PlanRequirement", "Two estates of 4 houses"),
    "n1_estates_55": QT_TRANSLATE_NOOP("PlanRequirement", "Two estates of 5 houses"),
    "n1_estates_66": QT_TRANSLATE_NOOP("PlanRequirement", "Two estates of 6 houses"),
    "n2_estates_1116": QT_TRANSLATE_NOOP(
        "PlanRequirement", "Three estates of 1 house and one of 6 houses"
    ),
    "n2_estates_225": QT_TRANSLATE_NOOP(
        "PlanRequirement", "Two estates of 2 houses and one of 5 houses"
    ),
    "n2_estates_334": QT_TRANSLATE_NOOP(
        "PlanRequirement", "Two estates of 3 houses and one of 4 houses"
    ),
    "n2_estates_36": QT_TRANSLATE_NOOP("PlanRequirement", "Estates of 3 and 6 houses"),
    "n2_estates_45": QT_TRANSLATE_NOOP("PlanRequirement", "Estates of 4 and 5 houses"),
    "n2_estates_1114": QT_TRANSLATE_NOOP(
        "PlanRequirement", "Three estates of 1 house and one of 4 houses"
    ),
    "n3_estates_126": QT_TRANSLATE_NOOP("PlanRequirement", "Estates of 1, 2 and 6 houses"),
    "n3_estates_145": QT_TRANSLATE_NOOP("PlanRequirement", "Estates of 1, 4 and 5 houses"),
    "n3_estates_34": QT_TRANSLATE_NOOP("PlanRequirement", "Estates of 3 and 4 houses"),
    "n3_estates_25": QT_TRANSLATE_NOOP("PlanRequirement", "Estates of 2 and 5 houses"),
    "n3_estates_1223": QT_TRANSLATE_NOOP("PlanRequirement", "Estates of 1, 2, 2 and 3 houses"),
    "n3_estates_235": QT_TRANSLATE_NOOP("PlanRequirement", "Estates of 2, 3 and 5 houses"),
    "n1_top_street_full": QT_TRANSLATE_NOOP(
        "PlanRequirement", "Build every house of the top street"
    ),
    "n1_bottom_street_full": QT_TRANSLATE_NOOP(
        "PlanRequirement", "Build every house of the bottom street"
    ),
    "n1_street_ends": QT_TRANSLATE_NOOP(
        "PlanRequirement", "Build the first and the last house of all three streets"
    ),
    "n1_seven_temps": QT_TRANSLATE_NOOP("PlanRequirement", "Hire 7 temps"),
    "n1_five_bis_one_street": QT_TRANSLATE_NOOP("PlanRequirement", "Write 5 bis in one street"),
    "n2_parks_two_streets": QT_TRANSLATE_NOOP("PlanRequirement", "Build every park of two streets"),
    "n2_pools_two_streets": QT_TRANSLATE_NOOP("PlanRequirement", "Build every pool of two streets"),
    "n2_middle_parks_pools": QT_TRANSLATE_NOOP(
        "PlanRequirement", "Build every park and every pool of the middle street"
    ),
    "n2_bottom_parks_pools": QT_TRANSLATE_NOOP(
        "PlanRequirement", "Build every park and every pool of the bottom street"
    ),
    "n2_parks_pools_roundabout": QT_TRANSLATE_NOOP(
        "PlanRequirement", "Build every park, every pool and a roundabout in one street"
    ),
    "n3_ice_no_cones_345": QT_TRANSLATE_NOOP(
        "PlanRequirement", "Estates of 3, 4 and 5 houses without a circled cone"
    ),
    "n3_ice_cones_444": QT_TRANSLATE_NOOP(
        "PlanRequirement", "Three estates of 4 houses, each with 3 circled cones"
    ),
    "n3_ice_street_cones": QT_TRANSLATE_NOOP("PlanRequirement", "Circle every cone of one street"),
    "n3_xmas_dark_33": QT_TRANSLATE_NOOP(
        "PlanRequirement", "Two estates of 3 houses without a light inside"
    ),
    "n3_xmas_lit_66": QT_TRANSLATE_NOOP(
        "PlanRequirement", "Two estates of 6 houses, each lit from end to end"
    ),
    "n3_xmas_street": QT_TRANSLATE_NOOP(
        "PlanRequirement", "One string of lights through a whole street"
    ),
    "n3_egg_none_234": QT_TRANSLATE_NOOP(
        "PlanRequirement", "Estates of 2, 3 and 4 houses without a collected egg"
    ),
    "n3_egg_three_333": QT_TRANSLATE_NOOP(
        "PlanRequirement", "Three estates of 3 houses, each with 3 collected eggs"
    ),
    "n3_egg_bottom": QT_TRANSLATE_NOOP(
        "PlanRequirement", "Collect all 7 eggs of the bottom street"
    ),
}

# Hint reasons (bots.hints.REASON_IDS): %1 is the hint's argument; a street
# argument ("top"…) is first turned into the phrase of HINT_STREETS ("in the top street").
HINTS: Mapping[str, str] = {
    "refusal": QT_TRANSLATE_NOOP("Hint", "No number fits anywhere: the permit refusal is forced."),
    "completes_plan": QT_TRANSLATE_NOOP("Hint", "Fulfils city plan no. %1."),
    "takes_pool": QT_TRANSLATE_NOOP("Hint", "Builds the pool of this house."),
    "park": QT_TRANSLATE_NOOP("Hint", "Builds a park %1."),
    "fence": QT_TRANSLATE_NOOP("Hint", "Draws a fence %1."),
    "hires_temp": QT_TRANSLATE_NOOP("Hint", "Hires a temp to change the number by %1."),
    "bis": QT_TRANSLATE_NOOP("Hint", "Writes a bis number %1."),
    "roundabout": QT_TRANSLATE_NOOP("Hint", "Builds a roundabout %1."),
    "keeps_room_high": QT_TRANSLATE_NOOP(
        "Hint", "A low number for its place %1: room stays for high numbers."
    ),
    "keeps_room_low": QT_TRANSLATE_NOOP(
        "Hint", "A high number for its place %1: room stays for low numbers."
    ),
    "fits_order": QT_TRANSLATE_NOOP("Hint", "The number sits where its value belongs %1."),
    "sells_cone": QT_TRANSLATE_NOOP("Hint", "Circles an ice-cream cone %1."),
    "truck_left": QT_TRANSLATE_NOOP(
        "Hint", "Starts the bottom street's truck at its left end (it drives right)."
    ),
    "truck_right": QT_TRANSLATE_NOOP(
        "Hint", "Starts the bottom street's truck at its right end (it drives left)."
    ),
    "lights": QT_TRANSLATE_NOOP("Hint", "Makes the longest string of lights longer %1."),
    "collects_eggs": QT_TRANSLATE_NOOP("Hint", "Collects eggs %1."),
}
# Hint ids whose argument is a count, translated with plural forms in hint_text().
PLURAL_HINTS = ("builds_estate", "raises_value")
HINT_STREETS: Mapping[str, str] = {
    "top": QT_TRANSLATE_NOOP("Hint", "in the top street"),
    "middle": QT_TRANSLATE_NOOP("Hint", "in the middle street"),
    "bottom": QT_TRANSLATE_NOOP("Hint", "in the bottom street"),
}


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def effect_name(effect: Effect | str) -> str:
    """The translated name of an effect ("Surveyor", "Géomètre", "Геодезист")."""
    return _tr("Effect", EFFECT_NAMES[Effect(effect)])


def effect_help(effect: Effect | str) -> str:
    """One sentence saying what an effect does (for tooltips)."""
    return _tr("EffectHelp", EFFECT_HELP[Effect(effect)])


def reason_text(reason_id: str) -> str:
    """The sentence shown when the engine refuses an action with ``reason_id``."""
    text = REASONS.get(str(reason_id))
    if text is None:
        return arg(
            QCoreApplication.translate("Reason", "This move is not allowed (%1)."), reason_id
        )
    return _tr("Reason", text)


def category_name(category: str, sheet: str = "base") -> str:
    """The label of a score category (a sheet spec's categories, plus "total"); the "theme"
    column is named after the thematic ``sheet``."""
    if category == "theme" and sheet in THEME_COLUMNS:
        return _tr("Score", THEME_COLUMNS[sheet])
    return _tr("Score", CATEGORIES[str(category)])


def category_short_name(category: str, sheet: str = "base") -> str:
    """A short label of a score category for narrow table columns (tooltip: category_name)."""
    if category == "theme" and sheet in THEME_COLUMNS_SHORT:
        return _tr("ScoreShort", THEME_COLUMNS_SHORT[sheet])
    return _tr("ScoreShort", CATEGORY_SHORT[str(category)])


def end_reason_text(end_reason: str) -> str:
    """Why the game ended (engine.game.EndReason)."""
    return _tr("EndReason", END_REASONS[str(end_reason)])


def mode_name(mode: str) -> str:
    """The name of a game mode (engine.game.Mode)."""
    return _tr("Mode", MODES[str(mode)])


def seat_kind_name(kind: str) -> str:
    """The label of a seat kind: a human player or a bot level."""
    return _tr("SeatKind", SEAT_KINDS[str(kind)])


def bot_level_name(level: str) -> str:
    """Alias of seat_kind_name for bot levels ("easy", "medium", "hard")."""
    return seat_kind_name(level)


def street_name(street: int) -> str:
    """The name of a street, 0 = top."""
    return _tr("Street", STREETS[street])


def _plan_def(plan: PlanDef | str) -> PlanDef:
    if isinstance(plan, PlanDef):
        return plan
    found = find_plan(plan)
    if found is None:
        raise KeyError(plan)
    return found


def plan_name(plan: PlanDef | str) -> str:
    """A short name for a city plan ("Estates 1-1-1-6", "Full top street")."""
    plan_def = _plan_def(plan)
    if plan_def.kind is PlanKind.ESTATES:
        sizes = "-".join(str(s) for s in plan_def.sizes)
        #: %1 is the list of estate sizes, e.g. "1-1-1-6".
        return arg(QCoreApplication.translate("Plan", "Estates %1"), sizes)
    return _tr("Plan", PLAN_NAMES[plan_def.id])


def plan_requirement(plan: PlanDef | str) -> str:
    """The sentence saying what a city plan asks for ("Six estates of 1 house")."""
    plan_def = _plan_def(plan)
    return _tr("PlanRequirement", PLAN_REQUIREMENTS[plan_def.id])


def points_text(points: int) -> str:
    """A number of points with its plural form ("1 point", "5 points"; "5 очков")."""
    return Score.tr("%n point(s)", "", points)


def plan_deck_label(deck: int) -> str:
    """The label of a plan deck, "City plan no. 1"."""
    return arg(QCoreApplication.translate("Plan", "City plan no. %1"), deck)


def plan_deck_short(deck: int) -> str:
    """The short deck mark printed in a corner of a plan card or plan box ("n°1", "№1")."""
    #: Very short (a corner of a card): %1 is the plan deck, 1 to 3.
    return arg(QCoreApplication.translate("Plan", "n°%1"), deck)


def hint_text(hint_id: str, args: Sequence[object] = ()) -> str:
    """The explanation of a hint reason (bots.hints ids) with its arguments; "" if unknown."""
    values = [str(a) for a in args]
    if hint_id in PLURAL_HINTS and values and values[0].lstrip("-").isdigit():
        count = int(values[0])
        if hint_id == "builds_estate":
            return Hint.tr("Completes an estate of %n house(s).", "", count)
        return Hint.tr("Raises the value of estates of %n house(s).", "", count)
    text = HINTS.get(str(hint_id))
    if text is None:
        return ""
    if values and values[0] in HINT_STREETS:
        values[0] = _tr("Hint", HINT_STREETS[values[0]])
    elif hint_id == "hires_temp" and values and values[0].lstrip("-").isdigit():
        values[0] = f"{int(values[0]):+d}"
    return arg(_tr("Hint", text), *values)


def all_plan_ids() -> tuple[str, ...]:
    """Every plan id the engine knows, for checks."""
    return tuple(p.id for p in ALL_PLANS)
