"""Information-set Monte Carlo tree search (single observer, Cowling, Powley and Whitehouse
2012) for games with hidden information: the playout search of `search.mcts`, each simulation
played on a new deal of what the player at the root has not seen.

The adapter has one member more than `search.protocol.Game`: ``redeal(rng)`` deals again, in
place, everything the player to move at the root cannot see, at random among what is consistent
with what it has seen (the search calls it with the game at the root only). The tree is that
player's: its nodes are keyed by moves, and a move legal in one deal may not be in another (it
needs another player's card), so a simulation plays only the moves legal in its own deal: at
every node a move not yet tried if there is one, else the legal child with the best UCT value,
whose exploration counts only the visits in which it was legal (its *availability*). Values and
the evaluator are as in `search.mcts` (the evaluator plays out the deal). There is no solver: a
proof in one deal is no proof.
"""

import math
from random import Random
from typing import Any, Protocol

from search import mcts
from search.mcts import EXPLORATION, Node
from search.protocol import Evaluator, Game, M, Values

# GRAVE (Cazenave 2015, "Generalized Rapid Action Value Estimation"): a child's mean is blended
# with its move's all-moves-as-first value read at the nearest node on the way down with at least
# `REF` visits, weighted beta = amaf / (amaf + visits + BIAS * amaf * visits).
REF = 50
BIAS = 1e-5


class Hidden(Game[M], Protocol[M]):
    """A game whose player to move does not see everything (see the module's description)."""

    def redeal(self, rng: Random) -> None: ...


class Available(Node[M]):
    """A node that counts the visits of its parent in which its move was legal, finds its
    children by their moves, and keeps, for each seat, the all-moves-as-first statistics of the
    moves that seat made at or after it in the simulations through it: [count, summed value]."""

    __slots__ = ("amaf", "available", "by_move")

    def __init__(self, move: M | None, mover: int, players: int) -> None:
        super().__init__(move, mover, players)
        self.available = 0
        self.by_move: dict[M, Available[M]] = {}
        self.amaf: list[dict[M, list[float]]] = [{} for _ in range(players)]


class Search(mcts.Search[M]):
    """An information-set search over ``game`` (see the module's description), valued by
    ``evaluator``'s playouts."""

    def __init__(
        self,
        game: Hidden[M],
        evaluator: Evaluator[Any],
        rng: Random,
        exploration: float = EXPLORATION,
    ) -> None:
        super().__init__(game, evaluator, rng, exploration)
        self.hidden = game
        self.root: Available[M] = Available(None, -1, game.players)
        # The node whose all-moves-as-first statistics the simulation reads now (GRAVE's ref).
        self._ref = self.root
        # The player at the root sees its own moves: the same in every deal.
        self._root_moves = game.legal_moves()

    def _choose(self, node: Available[M], legal: list[M]) -> tuple[Available[M], bool]:
        """The child of ``node`` to walk to among the moves ``legal`` in this deal, and whether
        it is new: an untried move at random while there is one, else the best by UCT over
        availability. Every legal child is counted available."""
        fresh = [move for move in legal if move not in node.by_move]
        if fresh:
            return self._add_child(node, fresh[int(self.rng.random() * len(fresh))], legal), True
        return self._best_available(node, legal), False

    def _add_child(self, node: Available[M], move: M, legal: list[M]) -> Available[M]:
        """A new child of ``node`` for ``move``; every child legal in this deal (``legal``) is
        counted available, the new one included."""
        child = Available(move, self.hidden.turn, self.hidden.players)
        node.children.append(child)
        tried = node.by_move
        tried[move] = child
        for other in legal:
            known = tried.get(other)
            if known is not None:
                known.available += 1
        return child

    def _best_available(self, node: Available[M], legal: list[M]) -> Available[M]:
        """The child of ``node`` best by UCT over availability among those whose moves are in
        ``legal`` (each counted available); ``node`` itself if there is none."""
        tried = node.by_move
        exploration = self.exploration
        best = -1.0
        chosen = node
        for move in legal:
            child = tried.get(move)
            if child is not None:
                child.available += 1
                score = self._blended(child, node) + exploration * math.sqrt(
                    math.log(child.available) / child.visits
                )
                if score > best:
                    best, chosen = score, child
        return chosen

    def _choose_at_root(self) -> tuple[Available[M], bool]:
        """`_choose` at the root, whose moves are legal in every deal: once all are tried, UCT
        over the root's visits, as in the playout search."""
        root = self.root
        if len(root.children) < len(self._root_moves):
            return self._choose(root, self._root_moves)
        return self._best_at_root(), False

    def _best_at_root(self) -> Available[M]:
        """The root's child best by UCT over the root's visits (each counted available)."""
        root = self.root
        log_visits = math.log(root.visits)
        exploration = self.exploration
        best = -1.0
        chosen = root
        for child in root.by_move.values():
            child.available += 1
            score = self._blended(child, root) + exploration * math.sqrt(log_visits / child.visits)
            if score > best:
                best, chosen = score, child
        return chosen

    def _blended(self, child: Available[M], node: Available[M]) -> float:
        """``child``'s mean for its mover, blended with its move's all-moves-as-first value for
        that mover at `_ref` (GRAVE's weight; see `REF`)."""
        mean = child.value / child.visits
        entry = self._ref.amaf[child.mover].get(child.move)  # type: ignore[arg-type]
        if entry is None:
            return mean
        count = entry[0]
        visits = child.visits
        beta = count / (count + visits + BIAS * count * visits)
        return (1 - beta) * mean + beta * entry[1] / count

    def _simulate(self) -> None:
        game = self.hidden
        game.redeal(self.rng)
        node = self.root
        self._ref = node
        path: list[Available[M]] = [node]
        result = None
        new = False
        while result is None and not new:
            if node.visits >= REF:
                self._ref = node
            win = game.winning_move()
            if win is not None:
                node, new = self._choose(node, [win])
            elif node is self.root:
                node, new = self._choose_at_root()
            else:
                node, new = self._choose(node, game.legal_moves())
            game.push(node.move)  # type: ignore[arg-type]
            path.append(node)
            result = game.result
        played: list[tuple[int, M]] = []
        if result is not None:
            values = result
        else:
            values = self.evaluator.evaluate(game, self.rng)
            # An evaluator that keeps its last playout's (seat, move) pairs in ``played``.
            played = getattr(self.evaluator, "played", played)
        for _ in range(len(path) - 1):
            game.pop()
        mcts._back_up(path, values)  # type: ignore[arg-type]
        _back_up_amaf(path, played, values)
        self.iterations += 1


def _back_up_amaf(path: list[Available[M]], played: list[tuple[int, M]], values: Values) -> None:
    """Credit each node on the path with the simulation's value for every (seat, move) made at or
    after it, the tree's moves and the playout's (``played``), each pair once."""
    later: set[tuple[int, M]] = set(played)
    for depth in range(len(path) - 1, -1, -1):
        node = path[depth]
        if depth + 1 < len(path):
            child = path[depth + 1]
            later.add((child.mover, child.move))  # type: ignore[arg-type]
        tables = node.amaf
        for seat, move in later:
            entry = tables[seat].get(move)
            if entry is None:
                tables[seat][move] = [1.0, values[seat]]
            else:
                entry[0] += 1
                entry[1] += values[seat]
