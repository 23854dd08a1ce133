"""Max-n Monte Carlo tree search with UCT, for any number of players.

Every node keeps one summed value per seat. A simulation walks down the tree, adds one node, asks
the game for the leaf's values (its result, or its own playout) and adds them to every node on the
path. The player choosing at a node picks the child with the best UCT value *for itself*: the
child's value in the seat of its mover, the player whose move led to it. That is max-n: each
player is assumed to play for its own share, whoever else loses by it.

A node whose player to move has a winning move (the game's `winning_move`) gets that move as its
only child: the search takes its own immediate wins, and the player before sees that line lose.
Only moves of `legal_moves()` are ever played.

One search plays every simulation on the caller's own game with push/pop and leaves it exactly as
it found it.
"""

import math
import time
from collections.abc import Callable, Mapping
from random import Random
from typing import Generic, Protocol

from search.protocol import Game, M, Values

# The exploration constant of UCT for values between 0 and 1.
EXPLORATION = 0.7
# A seconds budget reads the clock once per this many simulations.
CLOCK_EVERY = 16


def uct_value(value: float, visits: int, log_parent_visits: float, exploration: float) -> float:
    """UCT: a child's mean value plus an exploration bonus that shrinks as it is visited.

    ``value`` is the child's summed value for the player choosing it, ``visits`` (> 0) how often
    it was visited, ``log_parent_visits`` the natural log of its parent's visits.
    """
    return value / visits + exploration * math.sqrt(log_parent_visits / visits)


class Node(Generic[M]):
    """A position in the tree, reached by ``move`` made by the player in seat ``mover``."""

    __slots__ = ("children", "move", "mover", "untried", "values", "visits")

    def __init__(self, move: M | None, mover: int, players: int) -> None:
        self.move = move
        self.mover = mover
        self.children: list[Node[M]] = []
        # Moves not yet given a child; None until the node is opened.
        self.untried: list[M] | None = None
        self.visits = 0
        # The summed values of the simulations through this node, one per seat.
        self.values = [0.0] * players

    def mean(self, seat: int) -> float:
        """The average value of the simulations through this node for ``seat`` (0 unvisited)."""
        return self.values[seat] / self.visits if self.visits else 0.0


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


class Budget(Protocol):
    """What a named level gives a search: its iterations, and the seconds that cap them."""

    iterations: int
    seconds: float


def level_budget(
    levels: Mapping[str, Budget],
    default: str,
    level: str | None,
    seconds: float | None,
    iterations: int | None,
) -> tuple[float | None, int | None]:
    """The seconds and iterations to search for: those of the level called ``level`` among
    ``levels`` (``default`` when nothing is given), or exactly one of ``seconds`` and
    ``iterations``; ValueError otherwise, listing the levels for an unknown name."""
    if level is None and (seconds is not None or iterations is not None):
        check_budget(seconds, iterations)
        return seconds, iterations
    if seconds is not None or iterations is not None:
        raise ValueError("give a level or a budget (seconds or iterations), not both")
    named = levels.get(default if level is None else level)
    if named is None:
        raise ValueError(f"unknown level {level!r}: expected one of {', '.join(levels)}")
    return named.seconds, named.iterations


class Search(Generic[M]):
    """A max-n search tree over ``game``, grown by `run`; the game is unchanged between runs."""

    def __init__(self, game: Game[M], rng: Random, exploration: float = EXPLORATION) -> None:
        if game.result is not None:
            raise ValueError("the game is over: there is no move to choose")
        self.game = game
        self.rng = rng
        self.exploration = exploration
        self.root: Node[M] = Node(None, -1, game.players)
        self.iterations = 0
        self._open(self.root)

    def run(self, *, seconds: float | None = None, iterations: int | None = None) -> None:
        """Search until ``iterations`` more simulations are done or ``seconds`` have passed,
        whichever comes first (at least one must be given)."""
        spend(seconds, iterations, self._simulate)

    def _open(self, node: Node[M]) -> None:
        """A node's first visit: the moves to try there, or only the winning move if there is
        one."""
        win = self.game.winning_move()
        node.untried = [win] if win is not None else list(self.game.legal_moves())

    def _simulate(self) -> None:
        game = self.game
        node = self.root
        path = [node]
        exploration = self.exploration
        while game.result is None:
            untried = node.untried
            if untried is None:
                self._open(node)
                break
            if untried:
                # A random untried move: swap it to the end and take it from there.
                last = len(untried) - 1
                index = int(self.rng.random() * (last + 1))
                move = untried[index]
                untried[index] = untried[last]
                untried.pop()
                child = Node(move, game.turn, game.players)
                node.children.append(child)
            else:
                log_visits = math.log(node.visits)
                best = -1.0
                child = node
                for candidate in node.children:
                    score = uct_value(
                        candidate.values[candidate.mover], candidate.visits, log_visits, exploration
                    )
                    if score > best:
                        best = score
                        child = candidate
            game.push(child.move)  # type: ignore[arg-type]
            path.append(child)
            node = child
        result = game.result
        values = result if result is not None else game.playout(self.rng)
        for _ in range(len(path) - 1):
            game.pop()
        self._back_up(path, values)
        self.iterations += 1

    @staticmethod
    def _back_up(path: list[Node[M]], values: Values) -> None:
        """Credit every node on the path with the simulation's value for each seat; a node's
        parent chooses it by the share of the node's mover."""
        seats = range(len(values))
        for node in path:
            node.visits += 1
            summed = node.values
            for seat in seats:
                summed[seat] += values[seat]

    def best_child(self) -> Node[M] | None:
        """The root's child to play: the most visited (the winning move when there is one)."""
        children = self.root.children
        if not children:
            return None
        return max(children, key=lambda child: (child.visits, child.mean(child.mover)))

    def best_move(self) -> M:
        """The move to play now."""
        child = self.best_child()
        if child is not None:
            return child.move  # type: ignore[return-value]
        untried = self.root.untried
        assert untried, "an open game always has a move"
        return untried[-1]

    def shares(self) -> list[float]:
        """Each seat's estimated share of the game after the best move (win 1, shared win
        split, loss 0); equal shares before any simulation."""
        child = self.best_child()
        players = len(self.root.values)
        if child is None or not child.visits:
            return [1 / players] * players
        return [child.mean(seat) for seat in range(players)]

    def principal_variation(self) -> list[M]:
        """The expected line of play: the best move, then the most visited replies."""
        line = [self.best_move()]
        node = self.best_child()
        while node is not None and node.children:
            node = max(node.children, key=lambda child: (child.visits, child.mean(child.mover)))
            line.append(node.move)  # type: ignore[arg-type]
        return line
