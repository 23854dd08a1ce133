"""The README's, the AI page's and the engine page's examples are true: their Python sessions
run as doctests."""

import doctest
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("page", ["README.md", "docs/ai.md", "docs/engine.md"])
def test_the_python_session_runs_as_shown(page: str) -> None:
    failures, tried = doctest.testfile(str(ROOT / page), module_relative=False, verbose=False)
    assert tried > 0, f"{page} has no >>> examples"
    assert failures == 0
