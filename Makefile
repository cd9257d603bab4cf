# Welcome Desktop — everything a developer or CI runs goes through these targets.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP_RUN := $(VENV)/.installed-run
STAMP_TEST := $(VENV)/.installed-test

.PHONY: run test lint typecheck pytest bench i18n i18n-new translations dist deb clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(STAMP_RUN): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e .
	touch $@

$(STAMP_TEST): pyproject.toml Makefile | $(PY)
	$(PY) -m pip install --quiet -e '.[test,dist]'
	touch $@ $(STAMP_RUN)

run: $(STAMP_RUN) translations
	$(PY) -m welcome_desktop $(ARGS)

lint: $(STAMP_TEST)
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .

typecheck: $(STAMP_TEST)
	$(PY) -m mypy

# The suite runs in PYTEST_WORKERS processes (pytest-xdist), one per core of the 2-core
# machine it is sized for; PYTEST_WORKERS=0 runs it in this process, in file order.
PYTEST_WORKERS ?= 2

pytest: $(STAMP_TEST) translations
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -n $(PYTEST_WORKERS) $(PYTEST_ARGS)

test: lint typecheck pytest

# --- Translations: i18n/<code>.ts (committed) -> i18n/<code>.qm (built here, git-ignored) ---------
LUPDATE := $(VENV)/bin/pyside6-lupdate
LRELEASE := $(VENV)/bin/pyside6-lrelease
PSEUDO := en_XA
PY_SOURCES = $(shell find welcome_desktop -name '*.py' ! -name resources_rc.py | sort)
TS_FILES := $(filter-out i18n/$(PSEUDO).ts,$(wildcard i18n/*.ts))
QM_FILES := $(TS_FILES:.ts=.qm) i18n/$(PSEUDO).qm

translations: $(QM_FILES)

i18n/%.qm: i18n/%.ts | $(STAMP_RUN)
	$(LRELEASE) -silent $< -qm $@

i18n/$(PSEUDO).qm: i18n/en.ts i18n/pseudo.py | $(STAMP_RUN)
	$(PY) i18n/pseudo.py i18n/en.ts build/i18n/$(PSEUDO).ts
	$(LRELEASE) -silent build/i18n/$(PSEUDO).ts -qm $@

# Update every catalog from the sources (new strings appear as unfinished), then compile them.
i18n: $(STAMP_RUN)
	@echo "lupdate: $(words $(PY_SOURCES)) source files -> $(TS_FILES)"
	@$(LUPDATE) $(PY_SOURCES) -locations none -no-obsolete \
		-source-language en -ts $(TS_FILES)
	$(MAKE) translations

# Start a catalog for a new language: make i18n-new LOCALE=de
i18n-new: $(STAMP_RUN)
	@test -n "$(LOCALE)" || { echo "usage: make i18n-new LOCALE=de"; exit 2; }
	@test ! -e i18n/$(LOCALE).ts || { echo "i18n/$(LOCALE).ts exists: use make i18n"; exit 2; }
	$(LUPDATE) $(PY_SOURCES) -locations none -no-obsolete \
		-source-language en -target-language $(LOCALE) -ts i18n/$(LOCALE).ts

# --- Standalone bundle and installers (docs/packaging.md) ----------------------------------
# dist/welcome-desktop/: one-folder PyInstaller build (compiles i18n/*.ts into the bundle itself).
dist: $(STAMP_TEST)
	$(PY) -m PyInstaller packaging/welcome_desktop.spec --noconfirm \
		--distpath dist --workpath build/pyinstaller
	@du -sh dist/welcome-desktop

# dist/welcome-desktop_<version>_<arch>.deb (Debian/Ubuntu; needs dpkg-deb).
deb: dist
	$(PY) packaging/build_deb.py --bundle dist/welcome-desktop --out dist

bench: $(STAMP_TEST)
	for b in benchmarks/*.py; do echo "== $$b"; $(PY) $$b || exit 1; done

clean:
	rm -rf $(VENV) build dist .mypy_cache .ruff_cache .pytest_cache
