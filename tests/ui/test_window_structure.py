"""The window's structure: it draws the published TurnView, its menus come from one table, and
the ui package has no import cycle (no module reaches back to the window)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMainWindow

from welcome_desktop.games.welcome.app.setup import solo_setup
from welcome_desktop.games.welcome.ui import prompts
from welcome_desktop.ui.menus import ACTION_NAMES, Menus

UI = Path(__file__).resolve().parents[2] / "welcome_desktop" / "games" / "welcome" / "ui"
SHARED_UI = Path(__file__).resolve().parents[2] / "welcome_desktop" / "ui"


def test_the_window_draws_the_published_view_without_querying_the_controller(
    window, monkeypatch
) -> None:
    window.front.start_game(solo_setup("Ana", seed=5))
    c = window.front.controller
    c.select_combo(0)
    view = c.turn_view
    assert view is not None

    def forbidden(*args: object, **kwargs: object) -> None:
        raise AssertionError("the window queried the controller while drawing")

    for name in ("legal_houses", "effect_targets", "live_scores", "preview_sheet", "view"):
        monkeypatch.setattr(c, name, forbidden)
    window.front.board_page.draw(view)
    window.front._draw_menus(view)
    assert window.front.menus["confirm"].isEnabled() == view.controls.can_confirm
    assert window.front.turn_bar.prompt.text() == prompts.prompt_text(view)
    assert "Write the" in window.front.turn_bar.prompt.text()
    legal = {h for h, item in window.front.scene.houses.items() if item.legal}
    assert legal == set(view.board.legal) and legal


def test_menus_are_built_from_the_table_and_translated(window) -> None:
    assert set(window.front.menus.actions) == ACTION_NAMES
    texts = [a.text() for a in window.front.menus.actions.values()]
    assert all(texts) and "&Undo" in texts
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&Game", "&Turn", "&View", "&Help"]
    with pytest.raises(ValueError, match="no slot"):
        Menus(QMainWindow(), {"new": lambda: None})


def _ui_imports(path: Path, package: str) -> set[str]:
    """Modules of the ui package that ``path`` imports, anywhere in the file except under
    ``if TYPE_CHECKING:`` (annotations only: no import at run time)."""
    out: set[str] = set()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
            node.body = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level == 1:
                names = [module] if module else [a.name for a in node.names]
                out.update(n.split(".")[0] for n in names)
            elif module.startswith(package + "."):
                out.add(module[len(package) + 1 :].split(".")[0])
            elif module == package:
                out.update(a.name for a in node.names)
    return out


@pytest.mark.parametrize(
    ("folder", "package"),
    [(UI, "welcome_desktop.games.welcome.ui"), (SHARED_UI, "welcome_desktop.ui")],
    ids=["welcome", "shared"],
)
def test_the_ui_packages_have_no_import_cycle(folder: Path, package: str) -> None:
    graph = {p.stem: _ui_imports(p, package) for p in folder.glob("*.py") if p.stem != "__init__"}
    if package == "welcome_desktop.ui":
        # The shell window is opened by the launcher only; no page or widget reaches back to it.
        assert {m for m, deps in graph.items() if "shell_window" in deps} == {"launch"}
    else:
        assert "window" in graph and graph["turn_input"]
        # The game's window is the tests' and the registry's (entry.py), no module's here.
        assert {m for m, deps in graph.items() if "window" in deps} == set()
    # Depth-first search for a cycle.
    state: dict[str, int] = {}

    def visit(module: str, path: list[str]) -> None:
        state[module] = 1
        for dep in sorted(graph.get(module, ())):
            if state.get(dep) == 1:
                raise AssertionError(" -> ".join([*path, module, dep]))
            if dep in graph and dep not in state:
                visit(dep, [*path, module])
        state[module] = 2

    for module in sorted(graph):
        if module not in state:
            visit(module, [])


def test_every_prompt_and_effect_has_words_and_art() -> None:
    from welcome_desktop.games.welcome.app.effects import TARGET_ART, TargetKind
    from welcome_desktop.games.welcome.app.turn_view import PROMPT_ICONS, Prompt

    assert set(prompts.PROMPTS) == set(Prompt) == set(PROMPT_ICONS)
    for prompt in set(Prompt) - {Prompt.NONE, Prompt.EFFECT}:
        assert prompts.PROMPTS[prompt], prompt
    effect_kinds = set(TargetKind) - {TargetKind.NONE}
    assert set(prompts.EFFECT_PROMPTS) == effect_kinds == set(TARGET_ART)
