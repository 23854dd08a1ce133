"""The computer player of Mixtour à trois: the game-agnostic max-n search (`search.maxn`) through
`mixtour.ai.seats`, at the named levels of the two-player game with budgets of their own.

>>> from mixtour import Game
>>> game = Game(players=3)
>>> str(choose_move(game, iterations=50, seed=1)) in {str(m) for m in game.legal_moves()}
True
"""

from random import Random

from mixtour import Game, Move, level_names
from mixtour.ai.levels import DEFAULT_LEVEL, LEVELS, Level
from mixtour.ai.seats import MixtourSeats
from search import Search, level_budget

# The levels' budgets with three players, by the same names: a simulation costs ~5 times as
# much as with two (the next-player rule checks moves by playing them), so each level searches
# fewer, stopped at the same seconds as with two players (a max-n search with playouts).
TROIS_LEVELS = {
    name: Level(name, iterations, LEVELS[name].seconds, False, LEVELS[name].description)
    for name, iterations in zip(level_names.LEVEL_NAMES, (25, 80, 250, 800), strict=True)
}


class Shares:
    """What a search of a game of several players found: the move to play for ``mover``, each
    colour's estimated share of the game after it (win 1, shared win split, loss 0), the
    expected line in notation (``move`` first) and the simulations run."""

    __slots__ = ("iterations", "move", "mover", "principal_variation", "shares")

    def __init__(
        self,
        move: Move,
        mover: str,
        shares: dict[str, float],
        principal_variation: list[str],
        iterations: int,
    ) -> None:
        self.move = move
        self.mover = mover
        self.shares = shares
        self.principal_variation = principal_variation
        self.iterations = iterations

    def as_dict(self) -> dict[str, object]:
        """The analysis as plain JSON-ready values, as `mixtour.ai.Analysis` gives them (the
        mover's share as ``win_probability``, nothing ever ``proven``), plus every colour's
        share."""
        return {
            "move": str(self.move),
            "win_probability": round(self.shares[self.mover], 3),
            "shares": {colour: round(share, 3) for colour, share in self.shares.items()},
            "principal_variation": self.principal_variation,
            "iterations": self.iterations,
            "proven": None,
        }


def budget(
    level: str | None, seconds: float | None, iterations: int | None
) -> tuple[float | None, int | None]:
    """The seconds and iterations to search for: a level's (the default level when nothing is
    given), or exactly one of ``seconds`` and ``iterations``; ValueError otherwise."""
    return level_budget(TROIS_LEVELS, DEFAULT_LEVEL, level, seconds, iterations)


def analyse(
    game: Game,
    *,
    level: str | None = None,
    seconds: float | None = None,
    iterations: int | None = None,
    seed: int | None = None,
) -> Shares:
    """Search ``game`` (two or three players) and report; ``game`` is left as it was. The
    budget is as for `mixtour.ai.analyse`: a level searches its iterations but stops at its
    seconds. Raises ValueError for a bad budget or a game that is over."""
    seconds, iterations = budget(level, seconds, iterations)
    search = Search(MixtourSeats(game), Random(seed))
    search.run(seconds=seconds, iterations=iterations)
    return Shares(
        search.best_move(),
        game.turn,
        dict(zip(game.colours, search.shares(), strict=True)),
        [str(move) for move in search.principal_variation()],
        search.iterations,
    )


def choose_move(
    game: Game,
    *,
    level: str | None = None,
    seconds: float | None = None,
    iterations: int | None = None,
    seed: int | None = None,
) -> Move:
    """The computer's move in ``game`` (see `analyse`); a forced move comes without search."""
    budget(level, seconds, iterations)
    moves = game.legal_moves()
    if len(moves) == 1:
        return moves[0]
    return analyse(game, level=level, seconds=seconds, iterations=iterations, seed=seed).move
