"""The computer player's public calls: choose a move or analyse a position, at a level or budget."""

from random import Random

from mixtour import Game, Move
from mixtour.ai.levels import DEFAULT_LEVEL, LEVELS, Level
from mixtour.ai.mcts import Search
from mixtour.ai.reading import ReadingSearch
from search import level_budget


class Analysis:
    """What a search found: the move to play and how it sees the game.

    ``win_probability`` is the side to move's estimated chance (a draw counts half) after
    ``move``; ``principal_variation`` the expected line in notation, ``move`` first;
    ``proven`` is ``'win'`` or ``'loss'`` when the search has proven the result, else None.
    """

    __slots__ = ("iterations", "move", "principal_variation", "proven", "win_probability")

    def __init__(
        self,
        move: Move,
        win_probability: float,
        principal_variation: list[str],
        iterations: int,
        proven: str | None,
    ) -> None:
        self.move = move
        self.win_probability = win_probability
        self.principal_variation = principal_variation
        self.iterations = iterations
        self.proven = proven

    def as_dict(self) -> dict[str, object]:
        """The analysis as plain JSON-ready values, the move in notation."""
        return {
            "move": str(self.move),
            "win_probability": round(self.win_probability, 3),
            "principal_variation": self.principal_variation,
            "iterations": self.iterations,
            "proven": self.proven,
        }


def new_search(game: Game, reads: bool, seed: int | None) -> "ReadingSearch | Search":
    """A search over ``game``: the reading search, or the playout search unless ``reads``."""
    return (ReadingSearch if reads else Search)(game, Random(seed))


def analyse(
    game: Game,
    *,
    level: str | None = None,
    seconds: float | None = None,
    iterations: int | None = None,
    seed: int | None = None,
) -> Analysis:
    """Search the position of ``game`` and report; ``game`` is left exactly as it was.

    The budget is a level's name, or exactly one of ``seconds`` and ``iterations``; with none
    of them, the default level. A level searches its iterations but stops at its seconds, with
    its search (`Level.reads`); a budget of seconds or iterations uses the reading search.
    ``seed`` makes an iteration budget reproducible. Raises ValueError for a bad budget or a
    game that is over.
    """
    if level is None and seconds is None and iterations is None:
        level = DEFAULT_LEVEL
    seconds, iterations = level_budget(LEVELS, DEFAULT_LEVEL, level, seconds, iterations)
    search = new_search(game, level is None or LEVELS[level].reads, seed)
    search.run(seconds=seconds, iterations=iterations)
    return Analysis(
        search.best_move(),
        search.win_probability(),
        [str(move) for move in search.principal_variation()],
        search.iterations,
        search.proven_result(),
    )


def choose_move(
    game: Game,
    *,
    level: str | None = None,
    seconds: float | None = None,
    iterations: int | None = None,
    seed: int | None = None,
) -> Move:
    """The computer's move in ``game``, which is left exactly as it was (see `analyse`).

    A forced move (a single legal move, such as a forced pass) is returned without searching.
    """
    level_budget(LEVELS, DEFAULT_LEVEL, level, seconds, iterations)
    moves = game.legal_moves()
    if len(moves) == 1:
        return moves[0]
    return analyse(game, level=level, seconds=seconds, iterations=iterations, seed=seed).move


def level_move(game: Game, level: Level, seed: int) -> Move:
    """The move of ``level`` in ``game`` on its iterations alone, never stopped by the clock:
    what the arena measures, the same on any machine."""
    moves = game.legal_moves()
    if len(moves) == 1:
        return moves[0]
    search = new_search(game, level.reads, seed)
    search.run(iterations=level.iterations)
    return search.best_move()
