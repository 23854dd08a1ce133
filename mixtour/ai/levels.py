"""The computer's named levels: a search and an iteration budget each, and a time cap for the
browser.

A level *is* its search and iteration budget: that is what the arena measures, the same on every
machine. In the browser the search also stops at the level's seconds, so that a slow device still
gets its move in time (a little weaker then); on a typical machine the iterations finish first.

The two weaker levels play the playout search (`mixtour.ai.mcts`: an iteration is a playout),
the two stronger ones the reading search (`mixtour.ai.reading`: an iteration opens a node, or
several when it reads threats out).
"""

from mixtour import level_names


class Level:
    """A named strength: ``iterations`` of search, stopped early after ``seconds``; ``reads``
    when the search is the reading search, else the playout search."""

    __slots__ = ("description", "iterations", "name", "reads", "seconds")

    def __init__(
        self, name: str, iterations: int, seconds: float, reads: bool, description: str
    ) -> None:
        self.name = name
        self.iterations = iterations
        self.seconds = seconds
        self.reads = reads
        self.description = description

    def __repr__(self) -> str:
        search = "reading" if self.reads else "playouts"
        return (
            f"Level({self.name!r}, {search}, iterations={self.iterations}, seconds={self.seconds})"
        )


# Budgets for `level_names.LEVEL_NAMES`, in its order (weakest first).
LEVELS = {
    name: Level(name, iterations, seconds, reads, description)
    for name, (iterations, seconds, reads, description) in zip(
        level_names.LEVEL_NAMES,
        (
            (60, 0.2, False, "takes a point it sees, looks little further"),
            (300, 0.4, False, "avoids the obvious traps"),
            (1000, 1.0, True, "reads a few moves ahead"),
            (3000, 3.0, True, "thinks longest and sees most"),
        ),
        strict=True,
    )
}
# The level the page plays at unless the player picks another.
DEFAULT_LEVEL = level_names.DEFAULT_LEVEL


def level_named(name: str) -> Level:
    """The level called ``name``; raises ValueError listing the levels for any other name."""
    level = LEVELS.get(name)
    if level is None:
        raise ValueError(f"unknown level {name!r}: expected one of {', '.join(LEVELS)}")
    return level
