"""What the two searches' solvers share (`mcts`, `reading`): proven outcomes, the root's choice,
and the proven result in words.

A node's outcome is from the point of view of its *mover*, the player whose move led to it: WIN
when the mover has won (the game ended so, or every reply loses), LOSS when the side to move
there wins (the game ended so, or one reply wins), 0 while unproven.
"""

from collections.abc import Sequence
from typing import Protocol, TypeVar

WIN = 1
LOSS = -1


class Judged(Protocol):
    """A search node as the root's choice reads it."""

    proven: int
    visits: int
    value: float


N = TypeVar("N", bound=Judged)


def child_to_play(children: Sequence[N]) -> N | None:
    """The root's child to play: a proven win, else the most visited that is not lost (a higher
    value breaks ties), else a lost one; None without children."""
    for child in children:
        if child.proven == WIN:
            return child
    alive = [child for child in children if child.proven != LOSS] or children
    if not alive:
        return None
    return max(alive, key=lambda child: (child.visits, child.value))


def proven_result(root: Judged) -> str | None:
    """``'win'`` or ``'loss'`` for the side to move at ``root`` when the search has proven it."""
    if root.proven == LOSS:
        return "win"
    if root.proven == WIN:
        return "loss"
    return None
