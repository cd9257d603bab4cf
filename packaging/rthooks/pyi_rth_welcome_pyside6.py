"""Runtime hook replacing PyInstaller's pyi_rth_pyside6: same Qt paths, but Qt loads on demand.

PyInstaller's own hook imports PySide6.QtCore at start-up only to register a fallback qt.conf,
which PyPI's PySide6 already embeds; that costs ~0.2 s before `--version` can answer. This hook
sets the same environment and leaves importing Qt to the app.
"""

import os
import sys


def _welcome_rthook() -> None:
    base = sys._MEIPASS  # type: ignore[attr-defined]
    if sys.platform.startswith("win"):
        qt_dir = os.path.join(base, "PySide6")
        os.environ["PATH"] = base + os.pathsep + os.environ.get("PATH", "")
    else:
        qt_dir = os.path.join(base, "PySide6", "Qt")
    os.environ["QT_PLUGIN_PATH"] = os.path.join(qt_dir, "plugins")
    os.environ["QML2_IMPORT_PATH"] = os.path.join(qt_dir, "qml")


_welcome_rthook()
del _welcome_rthook
