"""persistence.save_errors.migrate_save, the schema migration chain every game's saves use."""

from __future__ import annotations

from typing import Any

import pytest

from welcome_desktop.persistence.save_errors import (
    CorruptSaveError,
    Migration,
    NewerSaveError,
    migrate_save,
)


def step(name: str) -> Migration:
    def migrate(data: dict[str, Any]) -> dict[str, Any]:
        data["steps"] = [*data.get("steps", []), name]
        return data

    return migrate


CHAIN: dict[int, Migration] = {1: step("1->2"), 2: step("2->3")}


def test_each_step_runs_once_in_order_and_the_input_is_not_changed() -> None:
    original: dict[str, Any] = {"schema_version": 1, "x": 5}
    out = migrate_save(original, 1, 3, CHAIN)
    assert out == {"schema_version": 1, "x": 5, "steps": ["1->2", "2->3"]}
    assert original == {"schema_version": 1, "x": 5}
    assert migrate_save({"steps": []}, 2, 3, CHAIN)["steps"] == ["2->3"]
    current = {"a": 1}
    assert migrate_save(current, 3, 3, CHAIN) is current  # nothing to do


def test_a_newer_version_is_refused_with_both_numbers() -> None:
    with pytest.raises(NewerSaveError) as info:
        migrate_save({}, 4, 3, CHAIN)
    assert (info.value.found, info.value.supported, info.value.check) == (4, 3, "version")


def test_a_missing_step_is_a_version_problem() -> None:
    with pytest.raises(CorruptSaveError) as info:
        migrate_save({}, 0, 3, CHAIN)
    assert "version 0 is not supported" in str(info.value) and info.value.check == "version"


def broken(data: dict[str, Any]) -> dict[str, Any]:
    raise KeyError("rounds")


def not_an_object(data: dict[str, Any]) -> dict[str, Any]:
    return [data]  # type: ignore[return-value]


@pytest.mark.parametrize(
    ("migrate", "words"),
    [(broken, "migration from version 1 failed (KeyError"), (not_an_object, "gave no object")],
)
def test_a_failing_or_malformed_step_is_a_corrupt_save(migrate: Migration, words: str) -> None:
    with pytest.raises(CorruptSaveError) as info:
        migrate_save({}, 1, 2, {1: migrate})
    assert words in str(info.value) and info.value.check == "structure"
