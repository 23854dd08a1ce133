"""The computer's levels: one list of names for every game, and the `Level` type in which each
game's AI gives every name its budget.

This module imports nothing (and `search/__init__.py` nothing either), so that the pages'
MicroPython can read the names without loading the search, which only the AI worker runs.
"""

# Weakest first.
LEVEL_NAMES = ("beginner", "casual", "strong", "expert")
# The level a new game plays at unless the player picks another.
DEFAULT_LEVEL = "strong"

# The searches a level may play (`search.mcts`, `search.reading`).
PLAYOUTS = "playouts"
READING = "reading"


class Level:
    """A named strength: ``iterations`` of the search called ``search`` (`PLAYOUTS` or
    `READING`), stopped early after ``seconds`` in the browser, and a sentence for the player.

    A level *is* its search and iterations: that is what an arena measures, the same on any
    machine. The seconds only cap a slow device's wait.
    """

    __slots__ = ("description", "iterations", "name", "search", "seconds")

    def __init__(
        self, name: str, search: str, iterations: int, seconds: float, description: str
    ) -> None:
        self.name = name
        self.search = search
        self.iterations = iterations
        self.seconds = seconds
        self.description = description

    def __repr__(self) -> str:
        return (
            f"Level({self.name!r}, {self.search!r}, iterations={self.iterations}, "
            f"seconds={self.seconds})"
        )


def levels(budgets: "list[tuple[str, int, float, str]]") -> "dict[str, Level]":
    """A game's levels: `LEVEL_NAMES` in order, each given its (search, iterations, seconds,
    description) from ``budgets``, one per name."""
    if len(budgets) != len(LEVEL_NAMES):
        raise ValueError(f"give {len(LEVEL_NAMES)} budgets, one per level, not {len(budgets)}")
    return {
        name: Level(name, search, iterations, seconds, description)
        # MicroPython's zip takes no `strict`; the lengths are checked above.
        for name, (search, iterations, seconds, description) in zip(LEVEL_NAMES, budgets)  # noqa: B905
    }
