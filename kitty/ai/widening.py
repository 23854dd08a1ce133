"""The information-set search (`search.ismcts`) of a game with cards, with *progressive
widening* below the root: a node opens its moves one at a time, best first by the cheap
one-ply judgement of `kitty.ai.guide` (the lead in pieces after the move), and may hold
`WIDEN_BASE + WIDEN_SLOPE * sqrt(visits)` children before it opens another. So the replies the
search reads are each player's likely ones, not a random few of fifty (docs/ai.md, "With the
Objective Cards"). The root, whose moves are legal in every deal, widens the same way from
`ROOT_BASE` children, then chooses among them by UCT over its visits, as in `search.ismcts`."""

import math
from random import Random
from typing import Any

from kitty import Move
from kitty.ai import guide
from kitty.ai.seats import SampledSeats
from kitty.hands import OPEN
from search import ismcts
from search.ismcts import Available
from search.protocol import Evaluator

# How many children a node below the root may hold: WIDEN_BASE + WIDEN_SLOPE * sqrt(visits);
# the root, whose moves are the player's own, ROOT_BASE + WIDEN_SLOPE * sqrt(visits).
WIDEN_BASE = 3
ROOT_BASE = 5
WIDEN_SLOPE = 1.5


class Search(ismcts.Search[Move]):
    """The information-set search over ``game`` (see the module's description)."""

    def __init__(self, game: SampledSeats, evaluator: Evaluator[Any], rng: Random) -> None:
        super().__init__(game, evaluator, rng)
        self.seats = game
        # The root's moves by the guide, the best last: opened from the end.
        moves = self._root_moves
        judged = guide.leads(game.game, game.turn, moves)
        keyed = [(lead, rng.random(), move) for lead, move in zip(judged, moves, strict=True)]
        keyed.sort(key=lambda entry: (entry[0], entry[1]))
        self._root_moves = [entry[2] for entry in keyed]

    def _choose(self, node: Available[Move], legal: list[Move]) -> tuple[Available[Move], bool]:
        """The child of ``node`` to walk to among the moves ``legal`` in this deal, and whether
        it is new: the best untried move by `kitty.ai.guide` while the node may widen (any
        untried move while it has no legal child), else the legal child best by UCT over
        availability. Every legal child is counted available."""
        fresh = [move for move in legal if move not in node.by_move]
        present = len(legal) - len(fresh)
        if fresh and (not present or present < WIDEN_BASE + WIDEN_SLOPE * math.sqrt(node.visits)):
            return self._add_child(node, self._best(fresh), legal), True
        return self._best_available(node, legal), False

    def _choose_at_root(self) -> tuple[Available[Move], bool]:
        """The root's next move by the guide while the root may widen, else its child best by
        UCT over the root's visits (its moves are legal in every deal)."""
        root = self.root
        opened = len(root.children)
        if opened < len(self._root_moves) and (
            opened < ROOT_BASE + WIDEN_SLOPE * math.sqrt(root.visits)
        ):
            return self._add_child(root, self._root_moves[-1 - opened], self._root_moves), True
        return self._best_at_root(), False

    def _best(self, moves: list[Move]) -> Move:
        """The move of ``moves`` to open first: the best by `kitty.ai.guide` for the player to
        move (among equals, one at random), or the last listed while the turn waits for a card
        step (the guide judges none; a "no" before a "yes")."""
        game = self.seats.game
        hands = game.hands
        if hands is not None and hands.stage != OPEN:
            return moves[-1]
        rng = self.rng
        judged = guide.leads(game, self.seats.turn, moves)
        return max(zip(judged, moves, strict=True), key=lambda entry: (entry[0], rng.random()))[1]
