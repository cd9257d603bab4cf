"""Find the translation catalogs present and install one (plus Qt's own) into the application."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from .. import resources

#: Overrides the folder searched for ``<code>.ts`` / ``<code>.qm`` (tests, translators).
DIR_ENV = "WELCOME_DESKTOP_I18N_DIR"
#: The language the source strings are written in; always offered, even with no catalog.
SOURCE_LANGUAGE = "en"
#: The generated pseudo-locale (longer accented strings) used to check layouts.
PSEUDO_LOCALE = "en_XA"

_CODE = re.compile(r"^[a-z]{2,3}(_[A-Z]{2})?$")
_NAME_OVERRIDES = {SOURCE_LANGUAGE: "English", PSEUDO_LOCALE: "[Ƥšéûđö Ĺöçåļé]"}

# Translators currently installed by install(): kept alive here and removed on the next switch.
_installed: list[QTranslator] = []
_current: str = SOURCE_LANGUAGE


def translations_dir() -> Path:
    """The folder holding the catalogs: $WELCOME_DESKTOP_I18N_DIR, else resources.i18n_dir()."""
    value = os.environ.get(DIR_ENV, "")
    return Path(value).expanduser() if value else resources.i18n_dir()


def native_name(code: str) -> str:
    """The name of a language in that language ("français", "русский"), or the code itself."""
    if code in _NAME_OVERRIDES:
        return _NAME_OVERRIDES[code]
    locale = QLocale(code)
    name = locale.nativeLanguageName()
    if not name or locale.language() == QLocale.Language.C:
        return code
    if "_" in code and locale.nativeTerritoryName():
        name = f"{name} ({locale.nativeTerritoryName()})"
    return name[:1].upper() + name[1:]


def _codes_in(directory: Path) -> set[str]:
    if not directory.is_dir():
        return set()
    return {
        path.stem
        for path in directory.iterdir()
        if path.suffix in (".ts", ".qm") and _CODE.fullmatch(path.stem)
    }


def available_codes(directory: Path | None = None, *, include_pseudo: bool = False) -> list[str]:
    """Language codes with a catalog (``.ts`` or ``.qm``) in ``directory``, plus English."""
    codes = _codes_in(directory or translations_dir()) | {SOURCE_LANGUAGE}
    if not include_pseudo:
        codes.discard(PSEUDO_LOCALE)
    return sorted(codes)


def available_languages(
    directory: Path | None = None, *, include_pseudo: bool = False
) -> list[tuple[str, str]]:
    """(code, native name) of every language offered, sorted by name.

    A new ``i18n/<code>.ts`` file is enough for its language to be offered; no code change.
    The pseudo-locale is a developer tool and is left out unless ``include_pseudo``.
    """
    pairs = [
        (code, native_name(code))
        for code in available_codes(directory, include_pseudo=include_pseudo)
    ]
    return sorted(pairs, key=lambda pair: pair[1].casefold())


def match_language(wanted: Iterable[str], codes: Iterable[str]) -> str | None:
    """The first of ``wanted`` ("fr-CA", "ru"…) that ``codes`` offers, exactly or by language."""
    offered = list(codes)
    for item in wanted:
        tag = item.replace("-", "_")
        if tag in offered:
            return tag
        language = tag.split("_", 1)[0].lower()
        if language in offered:
            return language
    return None


def is_offered(code: str, directory: Path | None = None) -> bool:
    """Whether ``code`` is a well-formed code of a catalog offered (or of its language)."""
    if not _CODE.fullmatch(code):
        return False
    return match_language([code], available_codes(directory, include_pseudo=True)) is not None


def system_language(directory: Path | None = None) -> str:
    """The best offered language for the system locale, else English."""
    codes = available_codes(directory)
    return match_language(QLocale.system().uiLanguages(), codes) or SOURCE_LANGUAGE


def current_language() -> str:
    """The code of the language installed last (English before any install())."""
    return _current


def _load(translator: QTranslator, name: str, directory: Path) -> bool:
    return (directory / f"{name}.qm").is_file() and translator.load(name, str(directory))


def install(app: QCoreApplication, code: str | None = None, directory: Path | None = None) -> str:
    """Install the catalog for ``code`` (None: from the system locale) and return the code used.

    Replaces any translators a previous call installed, so calling it again switches language at
    run time: Qt then sends QEvent.LanguageChange to every widget, whose changeEvent() should
    retranslate. Qt's own strings (standard dialogs, buttons) come from qtbase_<lang>.qm.
    A code that is not a catalog name ("../x", 300 characters) is never used in a path: it and
    an unknown code fall back to the system language; a missing .qm to English (the source).
    """
    global _current
    folder = directory or translations_dir()
    if code and not is_offered(code, folder):
        code = None
    wanted = code or system_language(folder)
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()

    ours = QTranslator(app)
    if not _load(ours, wanted, folder):
        fallback = match_language([wanted], available_codes(folder, include_pseudo=True))
        if fallback is None or not _load(ours, fallback, folder):
            wanted = SOURCE_LANGUAGE
            _load(ours, SOURCE_LANGUAGE, folder)
        else:
            wanted = fallback
    qt_own = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    locale = QLocale(wanted)
    if wanted != PSEUDO_LOCALE and qt_own.load(locale, "qtbase", "_", qt_dir):
        app.installTranslator(qt_own)
        _installed.append(qt_own)
    if not ours.isEmpty():
        app.installTranslator(ours)
        _installed.append(ours)
    QLocale.setDefault(locale)
    _current = wanted
    return wanted
