"""The information-set search (`search.ismcts`) of a game with cards, with *progressive
widening* below the root: a node opens its moves one at a time, best first by the cheap
one-ply judgement of `kitty.ai.guide` (the lead in pieces after the move), and may hold
`WIDEN_BASE + WIDEN_SLOPE * sqrt(visits)` children before it opens another. So the replies the
search reads are each player's likely ones, not a random few of fifty (docs/ai.md, "With the
Objective Cards"). The root opens every move, as in `search.ismcts`, but best first."""

import math
from random import Random
from typing import Any

from kitty import Move
from kitty.ai import guide
from kitty.ai.seats import SampledSeats
from kitty.hands import OPEN
from search import ismcts
from search.ismcts import Available
from search.mcts import uct_value
from search.protocol import Evaluator

# How many children a node below the root may hold: WIDEN_BASE + WIDEN_SLOPE * sqrt(visits).
WIDEN_BASE = 3
WIDEN_SLOPE = 1.5


class Search(ismcts.Search[Move]):
    """The information-set search over ``game`` (see the module's description)."""

    def __init__(self, game: SampledSeats, evaluator: Evaluator[Any], rng: Random) -> None:
        super().__init__(game, evaluator, rng)
        self.seats = game
        # The root's moves by the guide, the best last: opened from the end.
        counts = guide.totals(game.game)
        keyed = [
            (guide.lead_after(game.game, counts, game.turn, move), rng.random(), move)
            for move in self._root_moves
        ]
        keyed.sort(key=lambda entry: (entry[0], entry[1]))
        self._root_moves = [entry[2] for entry in keyed]

    def _choose(self, node: Available[Move], legal: list[Move]) -> tuple[Available[Move], bool]:
        """The child of ``node`` to walk to among the moves ``legal`` in this deal, and whether
        it is new: the best untried move by `kitty.ai.guide` while the node may widen (any
        untried move while it has no legal child), else the legal child best by UCT over
        availability. Every legal child is counted available."""
        tried = node.by_move
        fresh = [move for move in legal if move not in tried]
        present = len(legal) - len(fresh)
        if fresh and (not present or present < WIDEN_BASE + WIDEN_SLOPE * math.sqrt(node.visits)):
            return self._add(node, self._best(fresh), legal), True
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
        return chosen, False

    def _choose_at_root(self) -> tuple[Available[Move], bool]:
        """`search.ismcts`'s choice at the root, but its moves opened best first."""
        root = self.root
        opened = len(root.children)
        if opened < len(self._root_moves):
            return self._add(root, self._root_moves[-1 - opened], self._root_moves), True
        return super()._choose_at_root()

    def _add(self, node: Available[Move], move: Move, legal: list[Move]) -> Available[Move]:
        """A new child of ``node`` for ``move``; every child legal now (``legal``) is counted
        available, the new one included."""
        child = Available(move, self.hidden.turn, self.hidden.players)
        node.children.append(child)
        node.by_move[move] = child
        for other in legal:
            known = node.by_move.get(other)
            if known is not None:
                known.available += 1
        return child

    def _best(self, moves: list[Move]) -> Move:
        """The move of ``moves`` to open first: the best by `kitty.ai.guide` for the player to
        move (among equals, one at random), or the last listed while the turn waits for a card
        step (the guide judges none; a "no" before a "yes")."""
        game = self.seats.game
        hands = game.hands
        if hands is not None and hands.stage != OPEN:
            return moves[-1]
        counts = guide.totals(game)
        turn = self.seats.turn
        rng = self.rng
        return max(
            moves, key=lambda move: (guide.lead_after(game, counts, turn, move), rng.random())
        )
