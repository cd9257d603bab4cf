"""Language discovery from the catalogs present, and installing / switching at run time."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTranslator
from PySide6.QtWidgets import QLabel, QWidget

from welcome_desktop.i18n import install

from .conftest import I18N


def test_the_shipped_languages_are_offered_with_native_names() -> None:
    offered = dict(install.available_languages(I18N))
    assert offered["fr"] == "Français"
    assert offered["ru"] == "Русский"
    assert offered["en"] == "English"
    assert install.PSEUDO_LOCALE not in offered


def test_a_new_ts_file_is_enough_for_a_language_to_be_offered(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shutil.copy(I18N / "fr.ts", tmp_path / "fr.ts")
    assert [code for code, _ in install.available_languages(tmp_path)] == ["en", "fr"]
    shutil.copy(I18N / "fr.ts", tmp_path / "pt_BR.ts")
    (tmp_path / "notes.ts").write_text("not a locale")
    monkeypatch.setenv(install.DIR_ENV, str(tmp_path))
    offered = dict(install.available_languages())
    assert set(offered) == {"en", "fr", "pt_BR"}
    assert offered["pt_BR"] == "Português (Brasil)"


def test_pseudo_locale_is_offered_only_on_request(tmp_path: Path) -> None:
    (tmp_path / f"{install.PSEUDO_LOCALE}.qm").write_bytes(b"")
    assert install.PSEUDO_LOCALE not in dict(install.available_languages(tmp_path))
    with_pseudo = dict(install.available_languages(tmp_path, include_pseudo=True))
    assert install.PSEUDO_LOCALE in with_pseudo


def test_match_language_prefers_exact_then_language() -> None:
    codes = ["en", "fr", "pt_BR"]
    assert install.match_language(["pt-BR", "en"], codes) == "pt_BR"
    assert install.match_language(["fr-CA"], codes) == "fr"
    assert install.match_language(["de-DE", "ru"], codes) is None


def test_compiled_catalogs_load_and_translate(qm_dir: Path) -> None:
    expected = {"fr": "Géomètre", "ru": "Геодезист"}
    for code, word in expected.items():
        translator = QTranslator()
        assert translator.load(code, str(qm_dir))
        assert translator.translate("Effect", "Surveyor") == word
    english = QTranslator()
    assert english.load("en", str(qm_dir))
    assert english.translate("Score", "%n point(s)", "", 3) == "%n points"


def test_unknown_language_falls_back_to_english(
    qapp: QCoreApplication, english_after: Path
) -> None:
    assert install.install(qapp, "fr_CA", english_after) == "fr"
    assert install.install(qapp, "xx", english_after) == "en"
    assert install.current_language() == "en"
    assert QCoreApplication.translate("Effect", "Surveyor") == "Surveyor"


class _Retranslating(QWidget):
    """A widget written the way every app widget must be: texts set in retranslate_ui()."""

    def __init__(self) -> None:
        super().__init__()
        self.label = QLabel(self)
        self.changes = 0
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.label.setText(QCoreApplication.translate("Effect", "Landscaper"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.changes += 1
            self.retranslate_ui()
        super().changeEvent(event)


def test_switching_language_reaches_open_widgets(qtbot, qapp, english_after: Path) -> None:
    widget = _Retranslating()
    qtbot.addWidget(widget)
    assert widget.label.text() == "Landscaper"
    install.install(qapp, "fr", english_after)
    qtbot.waitUntil(lambda: widget.label.text() == "Paysagiste")
    install.install(qapp, "ru", english_after)
    qtbot.waitUntil(lambda: widget.label.text() == "Ландшафтный дизайнер")
    install.install(qapp, "en", english_after)
    qtbot.waitUntil(lambda: widget.label.text() == "Landscaper")


def test_qt_own_strings_follow_the_language(qapp, english_after: Path) -> None:
    """Standard buttons and dialogs come from Qt's qtbase catalog."""
    install.install(qapp, "fr", english_after)
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuler"
    install.install(qapp, "ru", english_after)
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Отмена"
