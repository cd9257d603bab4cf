"""Game setups, the controller's translated messages and the app layer's boundaries."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.loaded_modules import loaded_by
from welcome_desktop.app.save_errors import save_error_text
from welcome_desktop.games.welcome.app import draft
from welcome_desktop.games.welcome.app.messages import APP_REASONS, refusal_text
from welcome_desktop.games.welcome.app.reasons import AppReason
from welcome_desktop.games.welcome.app.setup import (
    SEAT_KINDS,
    GameSetup,
    SeatSetup,
    hotseat_setup,
    score_pad_setup,
    solo_setup,
)
from welcome_desktop.games.welcome.engine import GameConfig, Mode, Reason

APP_DIR = Path(draft.__file__).parent


def test_solo_and_hotseat_setups():
    solo = solo_setup("Ana", seed=5, advanced=True)
    assert solo.config == GameConfig(Mode.SOLO, 1, True, 5)
    assert solo.human_seats == (0,) and solo.bot_seats == ()
    expert = solo_setup("Ana", seed=5, expert=True)
    assert expert.config.mode is Mode.EXPERT and expert.config.seats == 1
    seats = [SeatSetup("Ana"), SeatSetup("Bot", "medium"), SeatSetup("Ben")]
    hot = hotseat_setup(seats, seed=9, expert=True)
    assert hot.config == GameConfig(Mode.EXPERT, 3, False, 9)
    assert hot.human_seats == (0, 2) and hot.bot_seats == (1,)
    assert GameSetup.from_json(hot.to_json(), hot.config) == hot


def test_random_seeds_differ_between_games():
    seeds = {solo_setup("Ana").config.seed for _ in range(5)}
    assert len(seeds) > 1


@pytest.mark.parametrize("count", [0, 1, 7])
def test_hotseat_needs_two_to_six_seats(count):
    with pytest.raises(ValueError):
        hotseat_setup([SeatSetup(f"P{i}") for i in range(count)], seed=1)


def test_bad_seat_kinds_and_setups_are_rejected():
    with pytest.raises(ValueError):
        SeatSetup("X", "grandmaster")
    with pytest.raises(ValueError):
        GameSetup(GameConfig(Mode.STANDARD, 2, False, 1), (SeatSetup("A"),))
    with pytest.raises(ValueError):  # a score pad is the engine's table game
        GameSetup(GameConfig(Mode.STANDARD, 1, False, 1), (SeatSetup("A"),), score_pad=True)


def test_score_pad_setup_uses_the_plans_revealed():
    ids = ("n1_estates_44", "n2_estates_36", "n3_estates_25")
    pad = score_pad_setup("Ana", plan_ids=ids, seed=3)
    assert pad.score_pad and pad.config.table and pad.config.plan_ids == ids
    with pytest.raises(ValueError):
        score_pad_setup("Ana", plan_ids=("n1_estates_44",), seed=3)


def test_every_reason_has_a_sentence():
    for reason in Reason:
        assert refusal_text(reason.value).strip()
    for reason in APP_REASONS:
        assert refusal_text(reason).strip()
    codes = ("corrupt", "too_new", "unreadable", "write_failed")
    texts = {save_error_text(code, "/x/game.json") for code in codes}
    assert len(texts) == 4 and all("/x/game.json" in t for t in texts)


def test_every_app_reason_is_translated_and_the_code_names_no_reason_by_a_string():
    assert set(AppReason) == set(APP_REASONS)
    literal = re.compile(r'(_refuse|DraftError)\("[a-z_]+"\)')
    for path in APP_DIR.glob("*.py"):
        assert not literal.findall(path.read_text(encoding="utf-8")), path.name


def test_app_layer_imports_no_widgets():
    modules = [
        "welcome_desktop.games.welcome.app.controller",
        "welcome_desktop.games.welcome.app.bot_runner",
    ]
    prefixes = [
        "PySide6.QtWidgets",
        "PySide6.QtGui",
        "welcome_desktop.ui",
        "welcome_desktop.games.welcome.ui",
    ]
    assert loaded_by(modules, prefixes) == []


def test_undo_and_redo_labels_cover_every_step():
    from welcome_desktop.games.welcome.app.messages import (
        REDO_LABELS,
        UNDO_LABELS,
        redo_label,
        undo_label,
    )

    kinds = {"combo", "roundabout", "shift", "number", "effect", "skip", "refusal", "claim"}
    kinds |= {"reshuffle", "move", "truck"}
    assert set(draft.StepKind) == kinds
    assert set(UNDO_LABELS) == set(REDO_LABELS) == kinds
    labels = [undo_label(k) for k in kinds] + [redo_label(k) for k in kinds]
    assert len(set(labels)) == 2 * len(kinds)
    assert undo_label(None) == "Undo" and redo_label(None) == "Redo"


def test_seat_kinds_have_one_source() -> None:
    from welcome_desktop.games.welcome.bots import BOT_NAMES, SeatKind, make_bot
    from welcome_desktop.games.welcome.i18n import catalog

    assert set(catalog.SEAT_KINDS) == set(SeatKind)  # every kind has a label
    assert set(BOT_NAMES) == set(SeatKind) - {SeatKind.HUMAN}
    for level in BOT_NAMES:
        assert make_bot(level, 1).name == level
    offered = [k for k in SeatKind if k is not SeatKind.RANDOM]
    assert list(SEAT_KINDS) == offered
    with pytest.raises(ValueError, match="seat kind"):
        SeatSetup("Ana", "grandmaster")


def test_every_effect_has_a_target_kind_and_art() -> None:
    from welcome_desktop.games.welcome.app.effects import EFFECTS, TARGET_ART, TargetKind
    from welcome_desktop.games.welcome.engine import Effect
    from welcome_desktop.resources import art_dir

    assert set(EFFECTS) == set(Effect)
    kinds = {spec.target_kind for spec in EFFECTS.values()}
    assert kinds == set(TargetKind) - {TargetKind.NONE}  # one kind per effect
    for art in TARGET_ART.values():
        assert (art_dir() / f"{art}.svg").is_file(), art
