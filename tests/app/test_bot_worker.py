"""The shared bot worker (app.bot_worker): jobs run off the GUI thread, answers come back on it,
stale answers and failing jobs are dropped, ``wait`` joins every thread."""

from __future__ import annotations

import threading

from tests.loaded_modules import loaded_by
from welcome_desktop.app.bot_worker import BotWorkers


def _blocking_job(release: threading.Event, value: object, seen: list[int]):
    def job() -> object:
        seen.append(threading.get_ident())
        assert release.wait(10)
        return value

    return job


def test_answer_comes_back_on_the_gui_thread(qtbot):
    workers = BotWorkers()
    answers: list[tuple[str, int, object, int]] = []
    busy: list[tuple[str, bool]] = []
    workers.answered.connect(lambda k, t, r: answers.append((k, t, r, threading.get_ident())))
    workers.busy_changed.connect(lambda k, b: busy.append((k, b)))
    release, seen = threading.Event(), []
    workers.start("moves", 7, _blocking_job(release, {"seat": 1}, seen))
    assert workers.is_busy() and workers.is_busy("moves") and not workers.is_busy("hint")
    assert busy == [("moves", True)]
    release.set()
    qtbot.waitUntil(lambda: bool(answers), timeout=5000)
    gui = threading.get_ident()
    assert answers == [("moves", 7, {"seat": 1}, gui)]
    assert seen and seen[0] != gui and workers.thread_idents == seen
    assert busy == [("moves", True), ("moves", False)] and not workers.is_busy()


def test_a_stale_answer_is_dropped_and_the_current_one_delivered(qtbot):
    token = [1]
    workers = BotWorkers(current=lambda: token[0])
    answers: list[tuple[int, object]] = []
    workers.answered.connect(lambda _k, t, r: answers.append((t, r)))
    old, new, seen = threading.Event(), threading.Event(), []
    workers.start("turn", 1, _blocking_job(old, "old", seen))
    token[0] = 2  # the game moved on while the first job thinks
    workers.start("turn", 2, _blocking_job(new, "new", seen))
    old.set()
    new.set()
    qtbot.waitUntil(lambda: not workers.is_busy() and len(workers.thread_idents) == 2)
    qtbot.waitUntil(lambda: bool(answers), timeout=5000)
    assert answers == [(2, "new")]


def test_a_failing_job_is_dropped_and_busy_ends(qtbot):
    workers = BotWorkers()
    answers: list[object] = []
    busy: list[bool] = []
    workers.answered.connect(lambda _k, _t, r: answers.append(r))
    workers.busy_changed.connect(lambda _k, b: busy.append(b))

    def broken() -> object:
        raise RuntimeError("a bot bug")

    workers.start("hint", 3, broken)
    qtbot.waitUntil(lambda: busy == [True, False], timeout=5000)
    workers.start("hint", 4, lambda: "fine")
    qtbot.waitUntil(lambda: bool(answers), timeout=5000)
    assert answers == ["fine"]


def test_wait_joins_a_running_worker(qtbot):
    workers = BotWorkers()
    release, seen = threading.Event(), []
    workers.start("moves", 1, _blocking_job(release, 1, seen))
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    timer = threading.Timer(0.05, release.set)
    timer.start()
    workers.wait()  # returns only once the job has finished
    assert release.is_set()
    timer.join()


def test_the_shared_worker_imports_no_widgets_and_no_game():
    assert (
        loaded_by(
            ["welcome_desktop.app.bot_worker"],
            ["PySide6.QtWidgets", "PySide6.QtGui", "welcome_desktop.ui", "welcome_desktop.games"],
        )
        == []
    )
