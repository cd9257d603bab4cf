"""Balconia saves for the app: the engine's save (replay + snapshot, atomic) plus the seats, kept
by the shared ``persistence.session_store``.

The autosave is one file beside the other games' ones; it is rewritten after every applied
action and removed when the game ends. A refused file is never changed."""

from __future__ import annotations

from typing import TypeAlias

from welcome_desktop.persistence.session_store import Session as _Session
from welcome_desktop.persistence.session_store import SessionStore

from ..engine import GameState
from ..save_codec import load_game, save_game
from .setup import BalconiaSetup

AUTOSAVE_NAME = "balconia-autosave.json"

Session: TypeAlias = _Session[GameState, BalconiaSetup]
"""What a save holds for the app."""

STORE: SessionStore[GameState, BalconiaSetup] = SessionStore(
    AUTOSAVE_NAME, save_game, load_game, BalconiaSetup.from_json
)
autosave_path = STORE.autosave_path
write = STORE.write
read = STORE.read
remove_autosave = STORE.remove_autosave
