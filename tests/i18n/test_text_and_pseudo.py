"""Placeholder filling and the generated pseudo-locale."""

from __future__ import annotations

import importlib.util
import re
import xml.etree.ElementTree as ET
from pathlib import Path

from welcome_desktop.i18n import arg

from .conftest import I18N


def _pseudo_module():
    spec = importlib.util.spec_from_file_location("pseudo", I18N / "pseudo.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_arg_fills_numbered_placeholders_in_any_order() -> None:
    assert arg("Round %1 of %2", 3, 12) == "Round 3 of 12"
    assert arg("%2 : %1", "a", "b") == "b : a"
    assert arg("%1 keeps %2", "%2") == "%2 keeps %2"
    assert arg("Rue %1, maison %2", 1, 10) == "Rue 1, maison 10"


def test_pseudo_lengthens_accents_and_keeps_placeholders() -> None:
    pseudo = _pseudo_module().pseudo
    for text in (
        "Street %1, house %2",
        "%n point(s)",
        "Real estate: estates of %1 houses are worth %2 each",
        "<b>Bold</b> &amp; more",
        "&Undo",
    ):
        out = pseudo(text)
        assert out.startswith("[") and out.endswith("]")
        assert re.findall(r"%\d|%n", out) == re.findall(r"%\d|%n", text)
        visible_in, visible_out = (re.sub(r"%\w|<[^>]*>|&\w+;|&\w", "", t) for t in (text, out))
        assert len(visible_out) >= len(visible_in) * 1.3
        assert not re.search(r"[a-zA-Z]{3}", visible_out)
    assert "<b>" in pseudo("<b>Bold</b>") and "&amp;" in pseudo("a &amp; b")
    assert pseudo("&Undo").startswith("[&U")
    assert pseudo("Ctrl+Z") == "Ctrl+Z"


def test_pseudo_catalog_covers_every_message(tmp_path: Path) -> None:
    module = _pseudo_module()
    out = tmp_path / "en_XA.ts"
    assert module.main([str(I18N / "en.ts"), str(out)]) == 0
    root = ET.parse(out).getroot()
    assert root.get("language") == "en_XA"
    messages = list(root.iter("message"))
    assert len(messages) == len(list(ET.parse(I18N / "en.ts").getroot().iter("message")))
    for message in messages:
        translation = message.find("translation")
        assert translation is not None and translation.get("type") is None
        texts = [f.text for f in translation.findall("numerusform")] or [translation.text]
        assert all(t and t.startswith("[") for t in texts), message.findtext("source")
