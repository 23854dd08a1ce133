"""The computer's named levels: an iteration budget each, and a time cap for the browser.

A level *is* its iteration budget: that is what the arena measures, the same on every machine.
In the browser the search also stops at the level's seconds, so that a slow device still gets
its move in time (a little weaker then); on a typical machine the iterations finish first.
"""


class Level:
    """A named strength: ``iterations`` of search, stopped early after ``seconds``."""

    __slots__ = ("description", "iterations", "name", "seconds")

    def __init__(self, name: str, iterations: int, seconds: float, description: str) -> None:
        self.name = name
        self.iterations = iterations
        self.seconds = seconds
        self.description = description

    def __repr__(self) -> str:
        return f"Level({self.name!r}, iterations={self.iterations}, seconds={self.seconds})"


LEVELS = {
    level.name: level
    for level in (
        Level("beginner", 60, 0.2, "takes a point it sees, looks little further"),
        Level("casual", 300, 0.4, "avoids the obvious traps"),
        Level("strong", 1500, 1.0, "reads a few moves ahead"),
        Level("expert", 6000, 3.0, "thinks longest and sees most"),
    )
}
# The level the page plays at unless the player picks another.
DEFAULT_LEVEL = "strong"


def level_named(name: str) -> Level:
    """The level called ``name``; raises ValueError listing the levels for any other name."""
    level = LEVELS.get(name)
    if level is None:
        raise ValueError(f"unknown level {name!r}: expected one of {', '.join(LEVELS)}")
    return level
