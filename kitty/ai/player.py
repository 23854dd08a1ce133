"""The computer player of Kitty Stack Tower: the game-agnostic max-n search (`search.maxn`)
through `kitty.ai.seats`, at named levels."""

from random import Random

from kitty import Game, Move
from kitty.ai.seats import KittySeats
from search import Search, level_budget


class Level:
    """A named strength: ``iterations`` of search, stopped early after ``seconds``."""

    __slots__ = ("iterations", "name", "seconds")

    def __init__(self, name: str, iterations: int, seconds: float) -> None:
        self.name = name
        self.iterations = iterations
        self.seconds = seconds

    def __repr__(self) -> str:
        return f"Level({self.name!r}, iterations={self.iterations}, seconds={self.seconds})"


# Weakest first; a level is its iteration budget, the seconds cap the browser's wait.
LEVELS = {
    level.name: level
    for level in (
        Level("beginner", 25, 0.2),
        Level("casual", 80, 0.4),
        Level("strong", 500, 1.0),
        Level("expert", 800, 3.0),
    )
}
DEFAULT_LEVEL = "strong"


class Analysis:
    """What a search found: the move to play, each colour's estimated share of the game after
    it (win 1, shared win split, loss 0), the expected line in notation (``move`` first) and
    the simulations run."""

    __slots__ = ("iterations", "move", "principal_variation", "shares")

    def __init__(
        self, move: Move, shares: dict[str, float], principal_variation: list[str], iterations: int
    ) -> None:
        self.move = move
        self.shares = shares
        self.principal_variation = principal_variation
        self.iterations = iterations


def budget(
    level: str | None, seconds: float | None, iterations: int | None
) -> tuple[float | None, int | None]:
    """The seconds and iterations to search for: a level's (the default level when nothing is
    given), or exactly one of ``seconds`` and ``iterations``; ValueError otherwise."""
    return level_budget(LEVELS, DEFAULT_LEVEL, level, seconds, iterations)


def analyse(
    game: Game,
    *,
    level: str | None = None,
    seconds: float | None = None,
    iterations: int | None = None,
    seed: int | None = None,
) -> Analysis:
    """Search ``game`` and report; ``game`` is left as it was. The budget is a level's name
    (its iterations, stopped at its seconds) or exactly one of ``seconds`` and ``iterations``;
    ``seed`` makes an iteration budget reproducible. ValueError for a bad budget or a game that
    is over."""
    seconds, iterations = budget(level, seconds, iterations)
    search = Search(KittySeats(game), Random(seed))
    search.run(seconds=seconds, iterations=iterations)
    return Analysis(
        search.best_move(),
        dict(zip(game.players, search.shares(), strict=True)),
        [game.format_move(move) for move in search.principal_variation()],
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
