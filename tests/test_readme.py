"""The README's examples are true: its Python session runs as a doctest."""

import doctest
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_the_readme_python_session_runs_as_shown() -> None:
    failures, tried = doctest.testfile(str(README), module_relative=False, verbose=False)
    assert tried > 0, "the README has no >>> examples"
    assert failures == 0
