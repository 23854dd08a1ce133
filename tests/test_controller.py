"""The pages' behaviour without a browser: each check of `controller_checks.py`,
`controls_checks.py` and `review_checks.py` (Mixtour at the table), `trois_checks.py` (its games
of three), `kitty_checks.py` (Kitty Stack Tower at the table), `card_checks.py` (its Objective
Cards) and `nothing_lost_checks.py` (nothing a player has is lost) under CPython, and each
module's checks together under MicroPython, the pages' own Python, in Node."""

from collections.abc import Callable
from pathlib import Path

import card_checks
import controller_checks
import controls_checks
import kitty_checks
import nothing_lost_checks
import pytest
import review_checks
import trois_checks
from micropython_run import micropython_output

ROOT = Path(__file__).resolve().parent.parent

# Each module of checks, and the line it prints last when all of them pass.
SUITES = {
    "controller_checks.py": (controller_checks.CHECKS, "controller checks ok"),
    "controls_checks.py": (controls_checks.CHECKS, "controls checks ok"),
    "review_checks.py": (review_checks.CHECKS, "review checks ok"),
    "trois_checks.py": (trois_checks.CHECKS, "trois checks ok"),
    "kitty_checks.py": (kitty_checks.CHECKS, "kitty checks ok"),
    "card_checks.py": (card_checks.CHECKS, "card checks ok"),
    "nothing_lost_checks.py": (nothing_lost_checks.CHECKS, "nothing lost checks ok"),
}
CHECKS = [check for checks, _ in SUITES.values() for check in checks]
NAMES = [
    f"{script.removesuffix('.py')}-{check.__name__.removeprefix('check_')}"
    for script, (checks, _) in SUITES.items()
    for check in checks
]


@pytest.mark.parametrize("check", CHECKS, ids=NAMES)
def test_the_page(check: Callable[[], None]) -> None:
    check()


@pytest.mark.runtime
@pytest.mark.timeout(120)
@pytest.mark.parametrize("script", SUITES)
def test_the_checks_pass_under_micropython(script: str) -> None:
    checks, says = SUITES[script]
    output = micropython_output(f"tests/{script}")
    assert output.strip().splitlines()[-1] == f"{says}: {len(checks)}"
