"""Every reason the hint bot gives in real games reads as a full sentence in every language."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from welcome_desktop.games.welcome.bots import make_bot
from welcome_desktop.games.welcome.bots.hints import explain
from welcome_desktop.games.welcome.engine import GameConfig, Mode, new_game, play_round, view_for
from welcome_desktop.games.welcome.i18n import catalog
from welcome_desktop.i18n import install


def _reasons_from_games() -> set[tuple[str, tuple[str, ...]]]:
    found: set[tuple[str, tuple[str, ...]]] = set()
    for seed in range(3):
        state = new_game(GameConfig(mode=Mode.STANDARD, seats=2, advanced=True, seed=seed))
        bots = [make_bot("easy", seed * 10 + s) for s in range(2)]
        while not state.over:
            views = [view_for(state, s) for s in range(2)]
            moves = [bots[s].choose(views[s]) for s in range(2)]
            found.update(explain(views[0], moves[0]))
            state = play_round(state, moves)
    return found


@pytest.fixture(scope="module")
def reasons() -> set[tuple[str, tuple[str, ...]]]:
    return _reasons_from_games()


@pytest.mark.parametrize("code", ["en", "fr", "ru"])
def test_hint_reasons_of_real_games_are_translated(
    qapp: QCoreApplication, qm_dir: Path, reasons, code: str
) -> None:
    install.install(qapp, code, qm_dir)
    try:
        assert len({r for r, _ in reasons}) >= 6
        for reason, args in reasons:
            text = catalog.hint_text(reason, args)
            assert text, (reason, args)
            assert "%" not in text, (reason, args, text)
            for street in ("top", "middle", "bottom"):
                assert f" {street}" not in text or code == "en", text
    finally:
        install.install(qapp, "en", qm_dir)
