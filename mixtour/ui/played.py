"""The moves of the game at the table, kept up to date move by move.

The page reads the moves at every click: to list them, to save them, to know who played each.
Listing them again from the game would cost a long game's page at each click in proportion to
its length. `Played` keeps the moves, their notation and their players, and after a change
looks only at the moves that changed: a game adds and takes back moves at its end only, so the
moves that still stand are the first ones, and the game's steps (`Game.steps`) tell which by
identity, from the end.
"""

from mixtour import Game, Move
from mixtour.ui.options import move_text

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence


def still_standing(known: "Sequence[object]", steps: "Sequence[object]") -> int:
    """How many of the steps ``known``, taken from a game earlier, still stand in ``steps``,
    taken from it now: a step stands exactly as long as every step before it does."""
    same = min(len(known), len(steps))
    while same and known[same - 1] is not steps[same - 1]:
        same -= 1
    return same


class Played:
    """The moves of one game (`update` after it changed), in notation, and who played each."""

    __slots__ = ("game", "movers", "moves", "steps", "texts")

    def __init__(self) -> None:
        self.game: Game | None = None
        self.steps: Sequence[object] = []
        self.moves: list[Move] = []
        self.texts: list[str] = []
        self.movers: list[str] = []

    def update(self, game: Game) -> None:
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
        self.texts = self.texts[:same] + [move_text(move) for move in added]
        self.movers = self.movers[:same] + game.movers_from(same)

    def last(self) -> object:
        """The last step listed (None before the first move)."""
        return self.steps[-1] if self.steps else None
