"""One computer player's public calls, the same for every game: choose a move or analyse a
position, at a named level or on a budget of seconds or iterations.

A game's AI subclasses `Player` and says four things: its levels (`levels`), its adapter to the
search protocol (`seats`), which search a level plays (`search`: the playout search or the
reading search, with the game's own evaluator), and how its moves and colours are written
(`notation`, `colours`). Everything else is here, once: the budgets and their checks, the forced
move, the analysis in the game's words, and the arena's iteration-only move.
"""

from collections.abc import Mapping, Sequence
from random import Random
from typing import Generic, Protocol, TypeVar

from search.budget import level_budget
from search.levels import DEFAULT_LEVEL, Level
from search.protocol import Game, M

# A game of the rules engine (not its adapter).
E = TypeVar("E")


class Searcher(Protocol[M]):
    """What the player needs of a search (`search.mcts.Search`, `search.reading.Search`)."""

    # The seat to move at the root, and the nodes or simulations searched so far.
    turn: int
    iterations: int

    def run(self, *, seconds: float | None = None, iterations: int | None = None) -> None: ...

    def best_move(self) -> M: ...

    def principal_variation(self) -> list[M]: ...

    def shares(self) -> list[float]: ...

    def proven_result(self) -> str | None: ...


class Analysis(Generic[M]):
    """What a search found, in the game's words: the move to play for ``mover`` (a colour),
    each colour's estimated share of the game after it (win 1, a shared win or a draw split,
    loss 0), the expected line in notation (``move`` first), the iterations searched, and
    ``proven``: ``'win'`` or ``'loss'`` for the mover when the search has proven the result,
    else None."""

    __slots__ = ("iterations", "move", "mover", "principal_variation", "proven", "shares")

    def __init__(
        self,
        move: M,
        mover: str,
        *,
        shares: dict[str, float],
        principal_variation: list[str],
        iterations: int,
        proven: str | None,
    ) -> None:
        self.move = move
        self.mover = mover
        self.shares = shares
        self.principal_variation = principal_variation
        self.iterations = iterations
        self.proven = proven

    @property
    def win_probability(self) -> float:
        """The mover's estimated share of the game (its chance of winning, a draw half)."""
        return self.shares[self.mover]

    def as_dict(self, notation: str, shares: bool = True) -> dict[str, object]:
        """The analysis as plain JSON-ready values, the move given in ``notation``; every
        colour's share only when ``shares`` (the two-player Mixtour page reads a reply with
        shares as a game of three)."""
        reply: dict[str, object] = {
            "move": notation,
            "win_probability": round(self.win_probability, 3),
        }
        if shares:
            reply["shares"] = {colour: round(share, 3) for colour, share in self.shares.items()}
        reply["principal_variation"] = self.principal_variation
        reply["iterations"] = self.iterations
        reply["proven"] = self.proven
        return reply


class Player(Generic[E, M]):
    """A game's computer player (see the module's description); a subclass overrides `levels`,
    `seats`, `search`, `notation` and `colours`."""

    def levels(self, game: E) -> Mapping[str, Level]:
        """The levels for ``game``, weakest first (each name of `search.levels.LEVEL_NAMES`)."""
        raise NotImplementedError

    def seats(self, game: E) -> Game[M]:
        """``game`` in the search protocol (`search.protocol.Game`)."""
        raise NotImplementedError

    def search(self, game: E, kind: str, rng: Random) -> Searcher[M]:
        """A new search over ``game`` of the kind a level names (`search.levels.PLAYOUTS` or
        `search.levels.READING`), drawing its randomness from ``rng``."""
        raise NotImplementedError

    def notation(self, game: E, move: M) -> str:
        """``move``, legal in ``game``, as the game writes it."""
        raise NotImplementedError

    def colours(self, game: E) -> Sequence[str]:
        """The colour in each seat of ``game``."""
        raise NotImplementedError

    def budget(
        self, game: E, level: str | None, seconds: float | None, iterations: int | None
    ) -> tuple[Level, float | None, int | None]:
        """The level whose search to play (for a bare budget, the strongest level: it plays
        the search that reads best), and the seconds and iterations to search for: a level's
        (the default level when nothing is given), or exactly one of ``seconds`` and
        ``iterations``; ValueError otherwise."""
        levels = self.levels(game)
        named, seconds, iterations = level_budget(levels, DEFAULT_LEVEL, level, seconds, iterations)
        if named is None:
            named = list(levels.values())[-1]
        return named, seconds, iterations

    def analyse(
        self,
        game: E,
        *,
        level: str | None = None,
        seconds: float | None = None,
        iterations: int | None = None,
        seed: int | None = None,
    ) -> Analysis[M]:
        """Search the position of ``game`` and report; ``game`` is left exactly as it was.

        The budget is a level's name, or exactly one of ``seconds`` and ``iterations``; with
        none of them, the default level. A level searches its iterations but stops at its
        seconds, with its own search; a bare budget plays the strongest level's search. ``seed``
        makes an iteration budget reproducible. Raises ValueError for a bad budget or a game
        that is over.
        """
        named, seconds, iterations = self.budget(game, level, seconds, iterations)
        search = self.search(game, named.search, Random(seed))
        search.run(seconds=seconds, iterations=iterations)
        return self.analysis(game, search)

    def analysis(self, game: E, search: Searcher[M]) -> Analysis[M]:
        """What ``search``, a search over ``game``, has found, in the game's words."""
        colours = self.colours(game)
        return Analysis(
            search.best_move(),
            colours[search.turn],
            shares=dict(zip(colours, search.shares(), strict=True)),
            principal_variation=[
                self.notation(game, move) for move in search.principal_variation()
            ],
            iterations=search.iterations,
            proven=search.proven_result(),
        )

    def choose_move(
        self,
        game: E,
        *,
        level: str | None = None,
        seconds: float | None = None,
        iterations: int | None = None,
        seed: int | None = None,
    ) -> M:
        """The computer's move in ``game``, which is left exactly as it was (see `analyse`). A
        forced move (a single legal move, such as a forced pass) comes without searching."""
        self.budget(game, level, seconds, iterations)
        moves = self.seats(game).legal_moves()
        if len(moves) == 1:
            return moves[0]
        return self.analyse(
            game, level=level, seconds=seconds, iterations=iterations, seed=seed
        ).move

    def level_move(self, game: E, level: Level, seed: int) -> M:
        """The move of ``level`` in ``game`` on its iterations alone, never stopped by the
        clock: what the arena measures, the same on any machine."""
        moves = self.seats(game).legal_moves()
        if len(moves) == 1:
            return moves[0]
        search = self.search(game, level.search, Random(seed))
        search.run(iterations=level.iterations)
        return search.best_move()
