"""Hypothesis strategies for engine tests: random sheets that obey the rules."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import strategies as st

from welcome_desktop.games.welcome.engine import Sheet

from . import reference_scoring as ref

SIZES = (10, 11, 12)


@st.composite
def built_sheets(draw: st.DrawFn) -> Sheet:
    """A random sheet that obeys the rules, with features random play rarely reaches."""
    houses: list[tuple[int, ...]] = []
    bis = [0, 0, 0]
    fences = [0, 0, 0]
    roundabouts = 0
    for s, n in enumerate(SIZES):
        row = [-1] * n
        for h in range(n):
            if roundabouts < 2 and draw(st.integers(0, 14)) == 0:
                row[h] = -2
                roundabouts += 1
        fences[s] = draw(st.integers(0, (1 << (n - 1)) - 1)) if draw(st.booleans()) else 0
        for h in range(n):
            if row[h] == -2:
                fences[s] |= (1 << (h - 1) if h > 0 else 0) | (1 << h if h < n - 1 else 0)
        fences[s] &= (1 << (n - 1)) - 1
        start = 0
        for end in [h for h in range(n) if row[h] == -2] + [n]:
            cells = list(range(start, end))
            filled = sorted(
                draw(st.sets(st.sampled_from(cells), max_size=min(len(cells), 18)))
                if cells
                else set()
            )
            values = sorted(
                draw(st.sets(st.integers(0, 17), min_size=len(filled), max_size=len(filled)))
            )
            for h, v in zip(filled, values, strict=True):
                row[h] = v
            start = end + 1
        for h in range(n - 1):  # some bis copies to the right of a number
            room = sum(m.bit_count() for m in bis) < 9
            if row[h] >= 0 and row[h + 1] == -1 and room and draw(st.integers(0, 3)) == 0:
                row[h + 1] = row[h]
                bis[s] |= 1 << (h + 1)
                fences[s] &= ~(1 << h)
        houses.append(tuple(row))
    base = Sheet(
        houses=(houses[0], houses[1], houses[2]),
        bis=(bis[0], bis[1], bis[2]),
        fences=(fences[0], fences[1], fences[2]),
    )
    pools = [0, 0, 0]
    for s in range(3):
        for h in ref.POOL_HOUSES[s]:
            if houses[s][h] >= 0 and draw(st.booleans()):
                pools[s] |= 1 << h
    known = ref.estates(base)
    used_estates = frozenset(draw(st.sets(st.sampled_from(known), max_size=3)) if known else ())
    used = [0, 0, 0]
    for s, first, size in used_estates:
        used[s] |= ((1 << size) - 1) << first
    return replace(
        base,
        pools=(pools[0], pools[1], pools[2]),
        parks=tuple(draw(st.integers(0, b)) for b in (3, 4, 5)),  # type: ignore[arg-type]
        columns=tuple(draw(st.integers(0, b)) for b in (1, 2, 3, 4, 4, 4)),  # type: ignore[arg-type]
        temps=draw(st.integers(0, 11)),
        refusals=draw(st.integers(0, 2)),
        used=(used[0], used[1], used[2]),
        used_estates=used_estates,
    )
