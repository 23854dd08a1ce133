"""Monte Carlo tree search with UCT for any number of players (max-n), valued by an evaluator's
playouts, with an optional solver of proven wins (MCTS-solver).

Every node keeps one summed value per seat. A simulation walks down the tree, adds one node,
asks for the leaf's values (the game's result, or the evaluator's playout) and adds them to every
node on the path. The player choosing at a node picks the child with the best UCT value *for
itself*: the child's value in the seat of its mover, the player whose move led to it. That is
max-n: each player is assumed to play for its own share, whoever else loses by it. With two
players whose shares sum to one it is plain UCT.

A new node whose player to move has a winning move (the game's `winning_move`) gets that move
as its only child: the search takes its own immediate wins, and the player before sees that line
lose. Otherwise the evaluator's `prior` may order its moves (the next to try last); else each
new child takes a random untried move.

**The solver** (``solve=True``): a node is *proven* won by a seat when that seat has won there
(the game ended so, or the player to move has a winning move), when the player to move there
has a move proven won by itself, or when every move there is proven won by the same seat. A
proven node is valued by its winner alone and never searched below; a move proven won by
another seat (lost for its mover) is never chosen while one is not; a proven root ends the
search.

One search plays every simulation on the caller's own game with push/pop and leaves it exactly
as it found it: no copy per simulation, which is what makes search affordable in the browser.
"""

import math
from random import Random
from typing import Any, Generic

from search.budget import spend
from search.protocol import Evaluator, Game, M, Values
from search.solver import LOSS, WIN, child_to_play

# The exploration constant of UCT for values between 0 and 1; tuned in arena runs (docs/ai.md).
EXPLORATION = 0.7
# A node's `winner` while nobody has won there for sure.
UNPROVEN = -1


def uct_value(value: float, visits: int, log_parent_visits: float, exploration: float) -> float:
    """UCT: a child's mean value plus an exploration bonus that shrinks as it is visited.

    ``value`` is the child's summed value for the player choosing it, ``visits`` (> 0) how often
    it was visited, ``log_parent_visits`` the natural log of its parent's visits.
    """
    return value / visits + exploration * math.sqrt(log_parent_visits / visits)


class Node(Generic[M]):
    """A position in the tree, reached by ``move`` made by the player in seat ``mover``."""

    __slots__ = (
        "children",
        "in_order",
        "move",
        "mover",
        "proven",
        "untried",
        "value",
        "values",
        "visits",
        "winner",
    )

    def __init__(self, move: M | None, mover: int, players: int) -> None:
        self.move = move
        self.mover = mover
        self.children: list[Node[M]] = []
        # Moves not yet given a child, the next to try last; None until the node is opened.
        self.untried: list[M] | None = None
        # Whether `untried` is tried from its end in order; else in random order.
        self.in_order = False
        self.visits = 0
        # The summed values of the simulations through this node, one per seat, and its mover's
        # (which UCT reads at every step).
        self.values = [0.0] * players
        self.value = 0.0
        # The seat that has won here for sure (the solver's), else UNPROVEN; and what that is
        # for the mover: WIN, LOSS, or 0 while unproven.
        self.winner = UNPROVEN
        self.proven = 0

    def prove(self, winner: int) -> None:
        """Record that ``winner`` has won here for sure."""
        self.winner = winner
        self.proven = WIN if winner == self.mover else LOSS


class Search(Generic[M]):
    """A search tree over ``game``, grown by `run` with leaves valued by ``evaluator``; the game
    is unchanged between runs."""

    def __init__(
        self,
        game: Game[M],
        evaluator: Evaluator[Any],
        rng: Random,
        exploration: float = EXPLORATION,
        solve: bool = False,
    ) -> None:
        if game.result is not None:
            raise ValueError("the game is over: there is no move to choose")
        self.game = game
        self.evaluator = evaluator
        self.rng = rng
        self.exploration = exploration
        self.solve = solve
        self.turn = game.turn
        players = game.players
        self.root: Node[M] = Node(None, -1, players)
        # A proven node's values: the winner's seat 1, every other 0.
        self._won = [
            tuple(float(seat == winner) for seat in range(players)) for winner in range(players)
        ]
        self.iterations = 0
        self._open(self.root)

    def run(self, *, seconds: float | None = None, iterations: int | None = None) -> None:
        """Search until ``iterations`` more simulations are done or ``seconds`` have passed,
        whichever comes first (at least one must be given), or until the root is proven."""
        root = self.root
        spend(seconds, iterations, self._simulate, lambda: root.winner == UNPROVEN)

    def _open(self, node: Node[M]) -> None:
        """A node's first visit: the moves to try there, or only the winning move if there is
        one (with the solver, the node is then proven)."""
        game = self.game
        win = game.winning_move()
        if win is not None:
            node.untried = [win]
            if self.solve:
                node.prove(game.turn)
            return
        moves = game.legal_moves()
        ordered = self.evaluator.prior(game, moves, self.rng)
        if ordered is not None:
            moves = ordered
            node.in_order = True
        node.untried = moves

    def _simulate(self) -> None:
        game = self.game
        node = self.root
        path = [node]
        exploration = self.exploration
        solve = self.solve
        players = game.players
        result = None  # the game at the root goes on
        while not node.proven and result is None:
            untried = node.untried
            if untried is None:
                self._open(node)
                break
            if untried:
                if node.in_order:
                    move = untried.pop()
                else:
                    # A random untried move: swap it to the end and take it from there.
                    last = len(untried) - 1
                    index = int(self.rng.random() * (last + 1))
                    move = untried[index]
                    untried[index] = untried[last]
                    untried.pop()
                child = Node(move, game.turn, players)
                node.children.append(child)
            else:
                log_visits = math.log(node.visits)
                best = -1.0
                child = node
                for candidate in node.children:
                    if candidate.proven != LOSS:
                        score = uct_value(
                            candidate.value, candidate.visits, log_visits, exploration
                        )
                        if score > best:
                            best = score
                            child = candidate
            game.push(child.move)  # type: ignore[arg-type]
            path.append(child)
            node = child
            result = game.result
            if solve and result is not None:
                winner = _winner(result)
                if winner != UNPROVEN:
                    node.prove(winner)
        values: Values
        if node.proven:
            values = self._won[node.winner]
        elif result is not None:
            values = result
        else:
            values = self.evaluator.evaluate(game, self.rng)
        for _ in range(len(path) - 1):
            game.pop()
        _back_up(path, values)
        if solve:
            _back_up_proofs(path)
        self.iterations += 1

    def best_child(self) -> Node[M] | None:
        """The root's child to play: a proven win, else the most visited that is not proven
        lost (its mover's value breaks ties), else a lost one; None before any simulation."""
        return child_to_play(self.root.children)

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
        split, loss 0): exact when proven; equal shares before any simulation."""
        if self.root.proven:
            return list(self._won[self.root.winner])
        child = self.best_child()
        players = len(self.root.values)
        if child is None or not child.visits:
            return [1 / players] * players
        if child.proven:
            return list(self._won[child.winner])
        return [value / child.visits for value in child.values]

    def principal_variation(self) -> list[M]:
        """The expected line of play: the best move, then the most visited replies, and the
        winning move at the end of a line proven won by the player to move there."""
        line = [self.best_move()]
        node = self.best_child()
        while node is not None and node.children:
            node = max(node.children, key=lambda child: (child.visits, child.value))
            line.append(node.move)  # type: ignore[arg-type]
        if node is not None and node.proven == LOSS and node.untried:
            line.append(node.untried[-1])  # the winning move found on opening it
        return line

    def proven_result(self) -> str | None:
        """``'win'`` or ``'loss'`` for the player to move when the solver has proven it."""
        winner = self.root.winner
        if winner == UNPROVEN:
            return None
        return "win" if winner == self.turn else "loss"


def _winner(result: Values) -> int:
    """The seat that won a finished game alone, else UNPROVEN (a draw or a shared win)."""
    for seat, share in enumerate(result):
        if share == 1.0:
            return seat
    return UNPROVEN


def _back_up(path: list[Node[M]], values: Values) -> None:
    """Credit every node on the path with the simulation's value for each seat; a node's
    parent chooses it by the share of the node's mover."""
    seats = range(len(values))
    for node in path:
        node.visits += 1
        node.value += values[node.mover]
        summed = node.values
        for seat in seats:
            summed[seat] += values[seat]


def _back_up_proofs(path: list[Node[M]]) -> None:
    """Prove the parents of a proven leaf, up the path, as far as the proof reaches: a parent
    whose player to move (the child's mover) has a move it won, or whose every move is won by
    the same seat."""
    for depth in range(len(path) - 1, 0, -1):
        child = path[depth]
        winner = child.winner
        if winner == UNPROVEN:
            return
        parent = path[depth - 1]
        if child.proven == WIN or (
            not parent.untried and all(sibling.winner == winner for sibling in parent.children)
        ):
            parent.prove(winner)
        else:
            return
