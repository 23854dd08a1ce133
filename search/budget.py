"""How long a search runs: the budget loop every search here uses, and the checks of a level's
name or a budget of seconds or iterations."""

import math
import time
from collections.abc import Callable, Mapping

from search.levels import Level

# A seconds budget reads the clock once per this many iterations.
CLOCK_EVERY = 16


def spend(
    seconds: float | None,
    iterations: int | None,
    step: Callable[[], object],
    going_on: Callable[[], bool] = lambda: True,
    clock_every: int = CLOCK_EVERY,
) -> None:
    """Call ``step`` (one iteration of a search) while ``going_on()``, until ``iterations`` calls
    are made or ``seconds`` have passed, whichever comes first (at least one must be given); the
    clock is read once per ``clock_every`` calls."""
    if seconds is None and iterations is None:
        raise ValueError("give a budget: seconds or iterations")
    deadline = None if seconds is None else time.perf_counter() + seconds
    left = -1 if iterations is None else iterations
    calls = 0
    while left and going_on():
        step()
        left -= 1
        calls += 1
        if deadline is not None and not calls % clock_every and time.perf_counter() >= deadline:
            return


def check_budget(seconds: float | None, iterations: int | None) -> None:
    """Raise ValueError unless exactly one budget is given and it is positive."""
    if (seconds is None) == (iterations is None):
        raise ValueError("give exactly one budget: seconds or iterations")
    if iterations is not None and (
        isinstance(iterations, bool) or not isinstance(iterations, int) or iterations < 1
    ):
        raise ValueError(f"iterations must be a whole number of at least 1, not {iterations!r}")
    if seconds is not None and (
        isinstance(seconds, bool)
        or not isinstance(seconds, (int, float))
        or not seconds > 0
        or seconds == math.inf
    ):
        raise ValueError(f"seconds must be a positive, finite number, not {seconds!r}")


def level_named(levels: Mapping[str, Level], name: str) -> Level:
    """The level called ``name`` among ``levels``; ValueError listing them for any other name."""
    level = levels.get(name)
    if level is None:
        raise ValueError(f"unknown level {name!r}: expected one of {', '.join(levels)}")
    return level


def level_budget(
    levels: Mapping[str, Level],
    default: str,
    level: str | None,
    seconds: float | None,
    iterations: int | None,
) -> tuple[Level | None, float | None, int | None]:
    """The level (None for a bare budget), seconds and iterations to search for: those of the
    level called ``level`` among ``levels`` (``default`` when nothing is given), or exactly one of
    ``seconds`` and ``iterations``; ValueError otherwise, listing the levels for an unknown
    name."""
    if level is None and (seconds is not None or iterations is not None):
        check_budget(seconds, iterations)
        return None, seconds, iterations
    if seconds is not None or iterations is not None:
        raise ValueError("give a level or a budget (seconds or iterations), not both")
    named = level_named(levels, default if level is None else level)
    return named, named.seconds, named.iterations
