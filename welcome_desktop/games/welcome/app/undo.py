"""Undo and redo inside one turn: the drafts a seat went through, until it confirms."""

from __future__ import annotations

from .draft import TurnDraft, step_kind


class TurnHistory:
    """The current draft with the drafts before it (undo) and after it (redo).

    Confirming a turn or passing to another seat starts a fresh history: nothing before a
    confirmation can be undone.
    """

    def __init__(self) -> None:
        self.current = TurnDraft()
        self._undo: list[TurnDraft] = []
        self._redo: list[TurnDraft] = []

    def push(self, draft: TurnDraft) -> None:
        """Make ``draft`` current (a new step clears the redo list); no-op if unchanged."""
        if draft == self.current:
            return
        self._undo.append(self.current)
        self._redo.clear()
        self.current = draft

    def replace(self, draft: TurnDraft) -> None:
        """Change the current draft without recording a step (e.g. a corrected offer)."""
        self.current = draft

    def can_undo(self) -> bool:
        return bool(self._undo)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo_step(self) -> str | None:
        """The kind of step ``undo`` would take back (see ``draft.step_kind``), or None."""
        return step_kind(self._undo[-1], self.current) if self._undo else None

    def redo_step(self) -> str | None:
        return step_kind(self.current, self._redo[-1]) if self._redo else None

    def undo(self) -> bool:
        if not self._undo:
            return False
        self._redo.append(self.current)
        self.current = self._undo.pop()
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        self._undo.append(self.current)
        self.current = self._redo.pop()
        return True

    def reset(self) -> None:
        self.current = TurnDraft()
        self._undo.clear()
        self._redo.clear()
