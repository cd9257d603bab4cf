"""The game registry: Welcome registers itself, the start page lists the games, saves go to the
game they name, and the shell never imports a game package itself."""

from __future__ import annotations

import ast
import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMainWindow

from welcome_desktop.games.welcome.app.setup import solo_setup
from welcome_desktop.games.welcome.persistence import saves as saves_module
from welcome_desktop.games.welcome.persistence.saves import SAVE_FORMAT_ID
from welcome_desktop.shell import registry
from welcome_desktop.shell.registry import (
    UnknownGameError,
    all_games,
    find_game,
    register_game,
    unregister_game,
)
from welcome_desktop.shell.save_dispatch import game_for_save, latest_autosave, save_game_id

PACKAGE = Path(registry.__file__).resolve().parents[1]


def test_welcome_is_the_first_registered_game_with_everything_declared(window) -> None:
    games = all_games()
    assert games[0].id == "welcome" and games[0] is find_game("welcome")
    welcome = games[0]
    assert welcome.display_name() == "Welcome To…"
    assert (welcome.min_seats, welcome.max_seats) == (1, 6)
    assert welcome.bot_levels == ("easy", "medium", "hard")
    assert welcome.save_codec.format_id == SAVE_FORMAT_ID
    assert (welcome.rules_dir() / "en.html").is_file()
    assert welcome.icon().is_file()
    assert window.front.game is welcome  # the window's controller and board come from its factories
    assert type(window.front.board_page).__name__ == "BoardPage"
    assert type(window.front.controller).__name__ == "GameController"


def test_unknown_ids_and_duplicates_are_refused() -> None:
    with pytest.raises(UnknownGameError) as err:
        find_game("carcassonne")
    assert err.value.game_id == "carcassonne"
    welcome = find_game("welcome")
    assert register_game(welcome) is welcome  # registering the same game again is harmless
    with pytest.raises(ValueError, match="already registered"):
        register_game(dataclasses.replace(welcome, max_seats=5))
    with pytest.raises(ValueError, match="identifier"):
        register_game(dataclasses.replace(welcome, id="no spaces"))
    with pytest.raises(ValueError, match="seat range"):
        register_game(dataclasses.replace(welcome, id="empty", min_seats=3, max_seats=2))


def test_the_start_page_lists_the_games_with_a_picture(window) -> None:
    cards = window.start_page.game_cards
    assert [c.game.id for c in cards] == [g.id for g in all_games()]
    first = cards[0]
    assert first.isVisible() and first.isChecked()
    assert not first.picture.pixmap().isNull()  # the game's picture
    assert first.name.text() == "Welcome To…" == first.accessibleName()
    assert first.tagline.text() == "Build the most beautiful suburb of the fifties."
    assert window.start_page.resume_button.parent() is window.start_page


def _imports(path: Path) -> set[str]:
    """Absolute names of the modules ``path`` imports (relative imports resolved)."""
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = ".".join(parts[: len(parts) - node.level])
                module = f"{base}.{node.module}" if node.module else base
            else:
                module = node.module or ""
            out.add(module)
            out.update(f"{module}.{a.name}" for a in node.names)
    return out


# The shell: the window and its pages, settings and saves, the app glue, translations.
SHELL = ("ui", "shell", "persistence", "app", "i18n")


def test_only_the_registry_names_the_game_packages() -> None:
    naming = []
    files = [p for folder in SHELL for p in (PACKAGE / folder).rglob("*.py")]
    assert len(files) > 30  # the shared modules (each game's own live under games/)
    for path in files:
        imported = {m for m in _imports(path) if m.startswith("welcome_desktop.games")}
        assert not imported, (path.name, imported)
        if "welcome_desktop.games." in path.read_text(encoding="utf-8"):
            naming.append(path.relative_to(PACKAGE).as_posix())
    assert naming == ["shell/registry.py"]


def test_no_game_imports_another_game() -> None:
    """Each game package builds on the shared modules only: what two games share lives in the
    shell (Pompeji once took its save errors from Welcome's saves)."""
    games = [p for p in (PACKAGE / "games").iterdir() if (p / "__init__.py").is_file()]
    assert {p.name for p in games} >= {"welcome", "pompeji"}
    for game in games:
        others = tuple(f"welcome_desktop.games.{g.name}" for g in games if g != game)
        for path in game.rglob("*.py"):
            crossing = {m for m in _imports(path) if m.startswith(others)}
            assert not crossing, (path.relative_to(PACKAGE).as_posix(), crossing)


def test_importing_the_shell_loads_no_game_until_the_registry_is_asked() -> None:
    code = (
        "import sys\n"
        "import welcome_desktop.ui.pages, welcome_desktop.ui.common_dialogs\n"
        "import welcome_desktop.ui.window_geometry, welcome_desktop.ui.menus\n"
        "import welcome_desktop.ui.shell_window, welcome_desktop.shell.front\n"
        "import welcome_desktop.shell.save_dispatch, welcome_desktop.app.save_errors\n"
        "import welcome_desktop.persistence.settings, welcome_desktop.app.settings_messages\n"
        "import welcome_desktop.ui.launch, welcome_desktop.ui.startup, welcome_desktop.__main__\n"
        "assert not [m for m in sys.modules if m.startswith('welcome_desktop.games.')]\n"
        "from welcome_desktop.shell.registry import all_games\n"
        "print([g.id for g in all_games()])\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "['welcome', 'pompeji', 'balconia']"


def _main_windows() -> list[QMainWindow]:
    """The main windows on screen (one window holds every game)."""
    return [
        w for w in QApplication.topLevelWidgets() if isinstance(w, QMainWindow) and w.isVisible()
    ]


def _saved_game(window, tmp_path: Path) -> Path:
    window.front.start_game(solo_setup("Ana", seed=11))
    path = tmp_path / "game.json"
    assert window.front.controller.save(path)
    return path


def _rewrite(path: Path, **config: object) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    data["config"].update(config)
    path.write_text(json.dumps(data), encoding="utf-8")


def test_saves_are_dispatched_by_the_game_they_name(window, tmp_path: Path) -> None:
    path = _saved_game(window, tmp_path)
    assert save_game_id(path) == "welcome"
    codec = find_game("welcome").save_codec
    session = codec.read(path)  # the game's own codec reads what its controller wrote
    assert session.state == window.front.controller.state
    assert codec.write(tmp_path / "again.json", session) == tmp_path / "again.json"
    assert codec.read(tmp_path / "again.json").state == session.state
    data = json.loads(path.read_text(encoding="utf-8"))
    data["config"].pop("game", None)
    path.write_text(json.dumps(data), encoding="utf-8")
    assert save_game_id(path) == "welcome"  # saves before schema 3 name no game
    assert game_for_save(path) is find_game("welcome")
    _rewrite(path, game="pompeji_2099")
    assert save_game_id(path) == "pompeji_2099"
    with pytest.raises(UnknownGameError):
        game_for_save(path)
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    assert save_game_id(broken) == "welcome"  # the game's own codec reports the damage
    assert save_game_id(tmp_path / "missing.json") == "welcome"


def test_a_save_of_an_unknown_game_is_refused_and_left_alone(window, tmp_path: Path) -> None:
    path = _saved_game(window, tmp_path)
    _rewrite(path, game="pompeji_2099")
    before = path.read_bytes()
    state = window.front.controller.state
    window.front.session.ask_open_path = lambda: str(path)
    window.front.session.open_game()
    box = window.front.session.message_box
    assert box is not None and box.isVisible()
    assert "pompeji_2099" in box.text() and str(path) in box.text()
    assert window.front.controller.state is state  # the game in progress is kept
    assert path.read_bytes() == before
    box.accept()


def test_a_save_of_another_registered_game_opens_in_the_same_window_switched_to_it(
    window, qtbot, tmp_path: Path, monkeypatch
) -> None:
    copy = register_game(dataclasses.replace(find_game("welcome"), id="welcome_copy"))
    try:
        assert [g.id for g in all_games()][-1] == "welcome_copy"
        path = _saved_game(window, tmp_path)
        seed = window.front.controller.state.config.seed
        _rewrite(path, game="welcome_copy")
        # The copy shares Welcome's save loader, which accepts only its own game id.
        monkeypatch.setattr(saves_module, "GAME_ID", "welcome_copy")
        welcome_front = window.front
        window.front.session.ask_open_path = lambda: str(path)
        window.front.session.open_game()
        # the same window switched to the copy's front, which plays the save
        assert window.front.game is copy and set(window.fronts) == {"welcome", "welcome_copy"}
        assert window.front is not welcome_front and window.front.game is copy
        assert window.front.controller.state is not None
        assert window.front.controller.state.config.seed == seed
        assert window.pages.currentWidget() is window.front.board_page
        assert welcome_front.controller.state is not None  # Welcome's game is kept
        assert _main_windows() == [window]
    finally:
        unregister_game("welcome_copy")


def test_the_newest_autosave_of_any_game_is_offered_and_resumed_in_its_game(
    window, qtbot, tmp_path: Path, monkeypatch
) -> None:
    elsewhere = tmp_path / "copy-autosave.json"
    copy = register_game(
        dataclasses.replace(
            find_game("welcome"), id="welcome_copy", autosave_path=lambda: elsewhere
        )
    )
    try:
        assert latest_autosave() is None and not window.front.session.has_autosave()
        path = _saved_game(window, tmp_path)  # the window's own game autosaves too: drop it
        seed = window.front.controller.state.config.seed
        find_game("welcome").autosave_path().unlink(missing_ok=True)  # slots: see app.storage
        _rewrite(path, game="welcome_copy")
        monkeypatch.setattr(saves_module, "GAME_ID", "welcome_copy")  # see the test above
        path.replace(elsewhere)
        assert latest_autosave() == (copy, elsewhere)
        window.show_start()
        # the Continue list (which replaces "Resume the last game") names the other game
        listing = window.front.history.continue_list
        assert listing.isVisible() and listing.games.count() == 1
        assert listing.games.item(0).text().startswith(copy.display_name() + " · ")
        assert listing.games.item(0).data(Qt.ItemDataRole.UserRole) == str(elsewhere)
        asked: list[str] = []
        window.front.session.ask_yes_no = lambda title, text: asked.append(title) is None
        window.offer_resume()
        assert asked == ["Resume"]
        assert window.front.game is copy and window.front.controller.state.config.seed == seed
        assert window.pages.currentWidget() is window.front.board_page
        assert _main_windows() == [window]
    finally:
        unregister_game("welcome_copy")


def test_a_long_tagline_wraps_on_the_card_instead_of_being_cut(window, qtbot) -> None:
    # A narrow window in a language of long words: the card grows a line rather than ending
    # its tagline in "…", and the cards keep off the window's edges.
    window.resize(1600, 800)  # room for every card's English tagline on one line
    page = window.start_page
    card = page.game_cards[0]
    label = card.tagline
    one_line = label.fontMetrics().lineSpacing()
    qtbot.waitUntil(lambda: label.height() < 1.5 * one_line)  # the English tagline: one line
    window.resize(1024, 600)
    long = "Постройте самый красивый пригород пятидесятых годов прошлого века. " * 2
    label.setText(long)
    card.updateGeometry()

    def wrapped() -> bool:
        return label.height() >= label.heightForWidth(label.width()) > 1.5 * one_line

    qtbot.waitUntil(wrapped)
    assert label.text() == long  # whole
    assert label.geometry().bottom() <= card.contentsRect().bottom()  # inside its card
    for c in page.game_cards:
        assert c.geometry().left() >= 16 and c.geometry().right() <= page.width() - 16
