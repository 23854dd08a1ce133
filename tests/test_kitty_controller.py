"""Kitty's page without a browser (`kitty_controller_checks.py`): each check under CPython, and
all of them under MicroPython, the page's own Python, in Node."""

import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from kitty_controller_checks import CHECKS

from kitty.ui import controller

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("check", CHECKS, ids=[check.__name__[len("check_") :] for check in CHECKS])
def test_kittys_page(check: Callable[[], None]) -> None:
    check()


@pytest.mark.runtime
@pytest.mark.timeout(120)
def test_kittys_page_checks_pass_under_micropython() -> None:
    result = subprocess.run(
        [
            "node",
            str(ROOT / "tests" / "runtimes" / "run_micropython.mjs"),
            str(ROOT / "tests" / "kitty_controller_checks.py"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=100,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip().splitlines()[-1] == f"kitty controller checks ok: {len(CHECKS)}"


def test_the_page_offers_the_ais_own_levels() -> None:
    from kitty.ai import LEVELS

    assert tuple(LEVELS) == controller.LEVELS
