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
from search.mcts import EXPLORATION, Node, uct_value
from search.protocol import Evaluator, Game, M


class Hidden(Game[M], Protocol[M]):
    """A game whose player to move does not see everything (see the module's description)."""

    def redeal(self, rng: Random) -> None: ...


class Available(Node[M]):
    """A node that counts the visits of its parent in which its move was legal, and finds its
    children by their moves."""

    __slots__ = ("available", "by_move")

    def __init__(self, move: M | None, mover: int, players: int) -> None:
        super().__init__(move, mover, players)
        self.available = 0
        self.by_move: dict[M, Available[M]] = {}


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
                score = uct_value(child.value, child.visits, math.log(child.available), exploration)
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
            score = uct_value(child.value, child.visits, log_visits, exploration)
            if score > best:
                best, chosen = score, child
        return chosen

    def _simulate(self) -> None:
        game = self.hidden
        game.redeal(self.rng)
        node = self.root
        path: list[Node[M]] = [node]
        result = None
        new = False
        while result is None and not new:
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
        values = result if result is not None else self.evaluator.evaluate(game, self.rng)
        for _ in range(len(path) - 1):
            game.pop()
        mcts._back_up(path, values)
        self.iterations += 1
