# The README's two commands: `make serve` (the guide at http://127.0.0.1:8000) and `make test`.
# Both create what they need on first use (.venv with uv, node_modules with npm ci) and skip
# that step when nothing changed (stamp files in .stamps/).

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
MAKEFLAGS += --no-print-directory

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMPS := .stamps
UV := $(shell command -v uv 2>/dev/null || echo $(HOME)/.local/bin/uv)
EXTRAS := notebook,docs,dev,class
# Executed-notebook caches of mkdocs-jupyter (English, Italian): they do not notice engine
# changes, so tests clear them.
NB_CACHE := .cache/mkdocs-jupyter .cache/mkdocs-jupyter-it
PYTEST_WORKERS ?= 2
# The browser tests' workers. pytest's own CPU time (317 s for the whole browser run) leaves out
# Chromium's, which is most of it (2026-12-03, per test from /proc, load 5-9: 918 s of CPU in
# all, 718 s once the tests marked shared_page share one page per worker, README's table): on three workers the two cores stood idle 1.7% of a 608 s
# run with nothing else on the machine (vmstat), so more workers do not help (under load 15-29,
# four took 195 and 225 s where two took 152 s on the same subset). The tests run Chromium's
# headless shell when it is installed (tests/site/sitetest.py, .ci/run installs it).
BROWSER_WORKERS ?= $(PYTEST_WORKERS)
# worksteal: a worker that runs out of tests takes half of the other's queue, so neither waits
# at the end for the other's long tests (tests/conftest.py starts the tests marked long first).
# mkdocs-material's banner about its successor, printed on every build
export NO_MKDOCS_2_WARNING := 1

.PHONY: help serve test check site bench class setup lint typecheck build-site site-then-browser pytest unit browser clean

help:
	@echo "make serve   the guide at http://127.0.0.1:8000, Italian at /it/ (reloads on changes)"
	@echo "make test    every check: ruff, mypy, the site build (notebooks run), pytest (doctests, tests, browser)"
	@echo "make check   the quick edit loop: ruff, mypy, unit tests and doctests (no site, no browser)"
	@echo "make site    build the static site, both editions, into site/ and site/it/"
	@echo "make bench   benchmarks (bench/*.py)"
	@echo "make class   serve the guide to a class from this computer (CLASS_HOST=0.0.0.0: the classroom network)"

# No .pyc writes: the notebooks' kernels import the watched engine, and a new .pyc would
# trigger another rebuild. Both editions: the scopa plugin builds the Italian (mkdocs.it.yml) into it/
# after each English rebuild, and under serve only when its own sources changed (otherwise it
# copies the last one from .cache/site-it). SCOPA_LANGUAGES=en make serve: the English only.
serve: setup
	PYTHONDONTWRITEBYTECODE=1 $(BIN)/mkdocs serve -a 127.0.0.1:8000

site: setup
	@rm -rf $(NB_CACHE)
	$(BIN)/mkdocs build --strict --clean 2>&1 | $(QUIET_BUILD)
	@echo "site/ is ready (English at /, Italian at /it/): python3 -m http.server -d site 8000, then open http://127.0.0.1:8000/"

# The site build keeps about one core busy (the chapters run one after the other), so the tests
# that need no site run beside it on the other; the browser tests start on the built site as
# soon as it is there, beside the unit tests still running (these end about 85 s after the build:
# the two cores stay busy instead of one waiting for the other's last long tests).
test: setup
	@start=$$(date +%s); \
	$(MAKE) lint typecheck; \
	$(MAKE) -j2 --output-sync=target site-then-browser unit FULL=1; \
	echo "== all checks passed in $$(( $$(date +%s) - start )) s"

# make test's second lane: the site, then the browser tests on it.
site-then-browser:
	@$(MAKE) build-site
	@$(MAKE) browser

# The edit loop: no site build, no notebooks, no browser; property tests over fewer hands
# (SCOPA_PROPERTY_HANDS; make test runs the full count: FULL=1).
check: setup
	@start=$$(date +%s); \
	$(MAKE) lint typecheck unit QUICK=1; \
	echo "== quick checks passed in $$(( $$(date +%s) - start )) s (make test runs everything)"

unit:
	@echo "== pytest: doctests and tests/ (no browser tests, no notebooks)"
	$(STEP) rc=0; $(if $(FULL),,SCOPA_PROPERTY_HANDS=$${SCOPA_PROPERTY_HANDS:-100}) \
		$(BIN)/python -m pytest -n $(PYTEST_WORKERS) --dist worksteal \
		--doctest-modules scopa_learn plugin tests --ignore=tests/site $(if $(QUICK),-m "not slow") || rc=$$?; $(PYTEST_RC)

# mkdocs's own -q would also hide the warnings from --strict, which then passes a build with
# warnings (mkdocs issue #4126): the build runs at its normal level and its INFO lines are dropped
# here instead. ipykernel warns about TCP on every notebook it runs; the kernels only listen on
# 127.0.0.1.
QUIET_BUILD = { grep -v -e '^INFO ' -e 'Kernel is running over TCP without encryption' || true; }
# Each step says what it runs and how long it took.
STEP = @start=$$(date +%s); trap 'echo "   ($$(( $$(date +%s) - start )) s)"' EXIT;

lint:
	@echo "== ruff"
	$(STEP) $(BIN)/ruff check -q scopa_learn plugin tests bench

typecheck:
	@echo "== mypy --strict"
	$(STEP) $(BIN)/mypy --strict --no-error-summary scopa_learn plugin/mkdocs_scopa

build-site:
	@echo "== mkdocs build --strict (notebooks executed, no cache)"
	$(STEP) rm -rf $(NB_CACHE) && $(BIN)/mkdocs build --strict --clean 2>&1 | $(QUIET_BUILD)

# Exit code 5 means pytest collected no tests: a broken setup, never a success.
PYTEST_RC = if [ $$rc -eq 5 ]; then echo "pytest collected no tests: something is wrong with the setup" >&2; exit 1; fi; exit $$rc

# The chapters
# (notebooks/, notebooks/it/) are run by the site build just before, each in a fresh kernel with
# no cache (mkdocs-jupyter's allow_errors: false: a cell's error fails it), not a second time.
# `.venv/bin/pytest -p nbmake --nbmake notebooks/*.ipynb` runs the English ones alone.
browser:
	@echo "== pytest: browser tests on site/"
	$(STEP) rc=0; SCOPA_SITE_DIR=site $(BIN)/python -m pytest -n $(BROWSER_WORKERS) --dist worksteal \
		tests/site || rc=$$?; $(PYTEST_RC)

# Every pytest run of make test, on a site already built.
pytest:
	@$(MAKE) unit FULL=1
	@$(MAKE) browser

bench: setup
	@[ -f site/index.html ] || $(MAKE) site
	@for script in bench/[!_]*.py; do echo "== $$script"; $(BIN)/python $$script; done

# The class server (scopa-learn class): the built site (made when missing), the class's data in
# class-data/; CLASS_HOST=0.0.0.0 for the classroom network, CLASS_PORT, CLASS_KEY (the teacher's key).
CLASS_HOST ?= 127.0.0.1
CLASS_PORT ?= 8000
class: setup
	@[ -f site/index.html ] || $(MAKE) site
	$(BIN)/scopa-learn class --site site --data class-data --host $(CLASS_HOST) --port $(CLASS_PORT) $(if $(CLASS_KEY),--teacher-key $(CLASS_KEY))

# Markers: pyvenv.cfg is written when the venv is made, .package-lock.json by npm ci, so a
# deleted .venv or node_modules is made again; the stamp records the last install.
setup: $(STAMPS)/python node_modules/.package-lock.json

$(UV):
	@echo "== installing uv (python3 -m pip install --user uv)"
	$(PYTHON) -m pip install --user -q uv

$(VENV)/pyvenv.cfg: | $(UV)
	@echo "== Python environment ($(VENV))"
	@$(UV) venv -q $(VENV) --python $(PYTHON)

# The site's build is a plugin of its own (plugin/, the package mkdocs_scopa registered as `scopa`), installed beside.
# --compile-bytecode: the libraries' .pyc written once, at install. Without them, where
# PYTHONDONTWRITEBYTECODE is set (as on the machines of 2026-12-07, CI too) every process, each notebook's kernel
# and each pytest worker, compiled every library it imported again: the site's build took 72 s
# instead of 53 s (64 s of CPU instead of 44), each pytest worker 1.4 s more to start.
$(STAMPS)/python: pyproject.toml plugin/pyproject.toml $(VENV)/pyvenv.cfg
	@echo "== installing scopa_learn and its extras ($(EXTRAS)), and the site's plugin, into $(VENV)"
	@$(UV) pip install -q --compile-bytecode --python $(BIN)/python -e ".[$(EXTRAS)]" -e ./plugin
	@mkdir -p $(STAMPS) && touch $@

node_modules/.package-lock.json: package.json package-lock.json
	@echo "== node_modules (npm ci)"
	@npm ci --no-audit --no-fund --loglevel=error >/dev/null
	@touch $@

clean:
	rm -rf site .cache $(STAMPS) .pytest_cache .mypy_cache .ruff_cache

