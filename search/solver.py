"""What both searches' solvers share: proofs kept for a node's *mover* (the player whose move led
to it), and the root's choice that follows from them.

A node is WIN when its mover has won for sure (the game ended so, or a proof backed up), LOSS
when its mover has lost for sure, 0 while unproven.
"""

from collections.abc import Sequence
from typing import Protocol, TypeVar

WIN = 1
LOSS = -1


class Judged(Protocol):
    """A search node as the root's choice reads it: its proof, visits and value (its mover's)."""

    proven: int
    visits: int
    value: float


N = TypeVar("N", bound=Judged)


def child_to_play(children: Sequence[N]) -> N | None:
    """The root's child to play: a proven win, else the most visited that is not proven lost (a
    higher value breaks ties), else a lost one; None without children."""
    for child in children:
        if child.proven == WIN:
            return child
    alive = [child for child in children if child.proven != LOSS] or children
    if not alive:
        return None
    return max(alive, key=lambda child: (child.visits, child.value))
