"""The moves of the game at the table, kept up to date move by move.

The page reads the moves at every click: to list them, to save them, to know who played each.
Listing them again from the game would cost a long game's page at each click in proportion to
its length. `Played` keeps the moves, their notation and their players, and after a change
looks only at the moves that changed: a game adds and takes back moves at its end only, so the
moves that still stand are the first ones, and the game's steps tell which by identity, from
the end.

Both engines offer what it reads: ``plies``, ``last_step`` (an object that stays the same
exactly as long as the moves do), ``steps()`` (one such object per move), ``moves_from(ply)``
and ``movers_from(ply)``.
"""

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any


def still_standing(known: "Sequence[object]", steps: "Sequence[object]") -> int:
    """How many of the steps ``known``, taken from a game earlier, still stand in ``steps``,
    taken from it now: a step stands exactly as long as every step before it does."""
    same = min(len(known), len(steps))
    while same and known[same - 1] is not steps[same - 1]:
        same -= 1
    return same


class Played:
    """The moves of one game (`update` after it changed), in notation (``text`` writes one), and
    who played each."""

    __slots__ = ("game", "movers", "moves", "steps", "text", "texts")

    def __init__(self, text: "Callable[[Any, Any], str]") -> None:
        self.text = text
        self.game: Any = None
        self.steps: Sequence[object] = []
        self.moves: list[Any] = []
        self.texts: list[str] = []
        self.movers: list[str] = []

    def update(self, game: "Any") -> None:
        """Bring the moves up to ``game``'s, listing again only those that changed. The lists
        are new whenever they change, so a caller may keep the old ones; not to be changed."""
        steps = self.steps
        if game is self.game and game.plies == len(steps) and game.last_step is self.last():
            return
        now = game.steps()
        same = still_standing(steps, now) if game is self.game else 0
        added = game.moves_from(same)
        self.game = game
        self.steps = now
        self.moves = self.moves[:same] + added
        self.texts = self.texts[:same] + [self.text(game, move) for move in added]
        self.movers = self.movers[:same] + game.movers_from(same)

    def last(self) -> object:
        return self.steps[-1] if self.steps else None
