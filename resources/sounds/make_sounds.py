"""Synthesise the game's sound set (our own sounds, no samples): short, soft WAV files.

Run ``python resources/sounds/make_sounds.py`` to rewrite the .wav files beside this script.
Pure standard library (math, wave): 22.05 kHz, 16-bit mono, quiet (peak about -14 dBFS), so
the set is a few tens of kilobytes and never startles. The output is deterministic.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
PEAK = 0.2  # of full scale

Tone = Callable[[float], float]


def envelope(t: float, length: float, attack: float = 0.005, release: float = 0.6) -> float:
    """A soft attack, then an exponential fall to silence at ``length``."""
    if t < attack:
        return t / attack
    fall = (t - attack) / max(1e-6, length - attack)
    return max(0.0, math.exp(-fall * 5.0 / release) * (1.0 - fall))


def render(length: float, tone: Tone) -> list[float]:
    return [tone(i / RATE) for i in range(int(length * RATE))]


def card_swish(length: float = 0.16) -> list[float]:
    """A card slid off the deck: filtered noise rising then falling."""
    rng = random.Random(7)
    out, low = [], 0.0
    for i in range(int(length * RATE)):
        t = i / RATE
        low += 0.18 * (rng.uniform(-1, 1) - low)
        shape = math.sin(math.pi * t / length) ** 2
        out.append(low * shape * 2.2)
    return out


def pencil_tap(length: float = 0.09) -> list[float]:
    """A pencil writing a number: a short woody knock."""
    rng = random.Random(3)
    return render(
        length,
        lambda t: (
            (0.6 * math.sin(2 * math.pi * 820 * t) + 0.4 * rng.uniform(-1, 1) * math.exp(-t * 90))
            * envelope(t, length, 0.002, 0.3)
        ),
    )


def chime(notes: tuple[float, ...], step: float, length: float) -> list[float]:
    """Soft bell notes one after the other (each a sine with a quiet octave)."""

    def tone(t: float) -> float:
        value = 0.0
        for k, freq in enumerate(notes):
            start = k * step
            if t >= start:
                u = t - start
                env = envelope(u, length - start, 0.004, 0.5)
                value += env * (
                    math.sin(2 * math.pi * freq * u) + 0.25 * math.sin(4 * math.pi * freq * u)
                )
        return value / len(notes) * 1.4

    return render(length, tone)


def write_wav(path: Path, samples: list[float]) -> None:
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = PEAK * 32767 / peak
    frames = b"".join(struct.pack("<h", int(s * scale)) for s in samples)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


SOUNDS: dict[str, Callable[[], list[float]]] = {
    "deal": card_swish,
    "write": pencil_tap,
    "notice": lambda: chime((660.0, 880.0), 0.09, 0.45),
    "game_over": lambda: chime((523.3, 659.3, 784.0), 0.12, 0.8),
}


def main() -> None:
    here = Path(__file__).resolve().parent
    for name, make in SOUNDS.items():
        write_wav(here / f"{name}.wav", make())
        print(f"wrote {name}.wav")


if __name__ == "__main__":
    main()
