# Welcome Desktop — everything a developer or CI runs goes through these targets.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP_RUN := $(VENV)/.installed-run
STAMP_TEST := $(VENV)/.installed-test

.PHONY: run test lint typecheck pytest bench i18n dist deb clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(STAMP_RUN): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e .
	touch $@

$(STAMP_TEST): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[test]'
	touch $@ $(STAMP_RUN)

run: $(STAMP_RUN)
	$(PY) -m welcome_desktop $(ARGS)

lint: $(STAMP_TEST)
	$(PY) -m ruff check welcome_desktop tests benchmarks
	$(PY) -m ruff format --check welcome_desktop tests benchmarks

typecheck: $(STAMP_TEST)
	$(PY) -m mypy

pytest: $(STAMP_TEST)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest $(PYTEST_ARGS)

test: lint typecheck pytest

bench: $(STAMP_TEST)
	for b in benchmarks/*.py; do echo "== $$b"; $(PY) $$b || exit 1; done

clean:
	rm -rf $(VENV) build dist .mypy_cache .ruff_cache .pytest_cache
