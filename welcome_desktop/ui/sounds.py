"""The sound set (resources/sounds/*.wav, made by make_sounds.py there), played without Qt
Multimedia: PySide6-Essentials has no QtMultimedia, and PySide6-Addons would grow the bundle by
far more than a few short sounds are worth. Windows plays WAVs with the standard library's
``winsound``; elsewhere the system's own player (PipeWire, PulseAudio, ALSA, macOS) runs in
the background with its output discarded.

Quiet by default (off until the player turns sounds on in Settings) and silent on any failure:
no player, no audio device, a missing file. Nothing is ever raised to the game.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from welcome_desktop.resources import resources_dir

SOUNDS = ("deal", "write", "notice", "game_over")
# System players tried in order: (program, arguments before the file).
PLAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("pw-play", ()),
    ("paplay", ()),
    ("aplay", ("-q",)),
    ("afplay", ()),
)
MAX_RUNNING = 4  # at most this many sounds at once; more are dropped


def sound_path(name: str) -> Path:
    return resources_dir() / "sounds" / f"{name}.wav"


def find_command() -> list[str] | None:
    """The command line (without the file) of the first system player found, or None."""
    for program, args in PLAYERS:
        found = shutil.which(program)
        if found:
            return [found, *args]
    return None


class SoundPlayer:
    """``play(name)`` plays one sound of the set if sounds are on; never raises."""

    def __init__(self, enabled: bool = False) -> None:
        self.enabled = enabled
        self.played: list[str] = []  # the sounds asked for while on (tests, diagnostics)
        self.failed = False  # playback failed once: stay silent for the session
        self.command: list[str] | None = None
        self._looked = False
        self._running: list[subprocess.Popen[bytes]] = []

    def play(self, name: str) -> bool:
        """Start ``name`` in the background; whether a player was started."""
        if not self.enabled or self.failed:
            return False
        self.played.append(name)
        path = sound_path(name)
        if not path.is_file():
            return False
        try:
            return self._start(path)
        except Exception:  # no device, no player, a broken player: keep quiet
            self.failed = True
            return False

    def _start(self, path: Path) -> bool:
        if sys.platform == "win32":  # pragma: no cover - Windows only
            import winsound

            winsound.PlaySound(
                str(path), winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT
            )
            return True
        if not self._looked:
            self._looked = True
            self.command = find_command()
        if self.command is None:
            return False
        self._running = [p for p in self._running if p.poll() is None]
        if len(self._running) >= MAX_RUNNING:
            return False
        process = subprocess.Popen(
            [*self.command, str(path)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        self._running.append(process)
        return True

    def wait(self, timeout: float = 2.0) -> None:
        """Reap the players still running (at exit and in tests)."""
        for process in self._running:
            try:
                process.wait(timeout)
            except Exception:
                process.kill()
        self._running = []
