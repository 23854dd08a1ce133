"""The page's behaviour without a browser (`trois_checks.py`): each check under CPython, and
all of them under MicroPython, the page's own Python, in Node."""

import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from trois_checks import CHECKS

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("check", CHECKS, ids=[check.__name__[len("check_") :] for check in CHECKS])
def test_the_page(check: Callable[[], None]) -> None:
    check()


@pytest.mark.runtime
@pytest.mark.timeout(120)
def test_the_page_s_checks_pass_under_micropython() -> None:
    result = subprocess.run(
        [
            "node",
            str(ROOT / "tests" / "runtimes" / "run_micropython.mjs"),
            str(ROOT / "tests" / "trois_checks.py"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=100,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip().splitlines()[-1] == f"trois checks ok: {len(CHECKS)}"
