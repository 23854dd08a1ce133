"""The base game's actions (docs/kitty-rules.md, "Your turn"), listed fast: a search lists them
at every node and the game asks at every turn whether anyone can still act.

Every action a stack on a cell could take is made once per board, with its neighbour and the
cell beyond (`near`), so listing them makes no new `Move`: the same move is the same object.
"""

from kitty.board import Board
from kitty.moves import DISASSEMBLE, FLIP, STACK, Move

TYPE_CHECKING = False
if TYPE_CHECKING:
    Stacks = list[tuple[int, ...]]
    # Per neighbour: the neighbour, the cell beyond it or -1, and the stack, flip (None where
    # there is no cell beyond) and disassemble moves onto it.
    Near = tuple[tuple[int, int, Move, "Move | None", Move], ...]


def _near(board: Board) -> "list[Near]":
    """Each cell's neighbours with the actions onto them, in the board's order of neighbours."""
    table = []
    for source, cells in enumerate(board.neighbours):
        table.append(
            tuple(
                (
                    target,
                    beyond,
                    Move(STACK, source, target),
                    Move(FLIP, source, target) if beyond >= 0 else None,
                    Move(DISASSEMBLE, source, target),
                )
                for target, beyond in zip(cells, board.beyond[source])  # noqa: B905 (alike)
            )
        )
    return table


_NEAR: "dict[int, list[Near]]" = {}


def near(board: Board) -> "list[Near]":
    """`board`'s cells' neighbours with the actions onto them, made when a game first needs
    them (a page that plays on one board keeps only that board's)."""
    table = _NEAR.get(board.side)
    if table is None:
        table = _NEAR[board.side] = _near(board)
    return table


def actions(stacks: "Stacks", player: int, near: "list[Near]") -> list[Move]:
    """`player`'s actions other than passing, by acting stack (cell order), then by neighbour
    (the board's order), then stack, flip, disassemble."""
    moves: list[Move] = []
    append = moves.append
    cell = -1
    for s in stacks:
        cell += 1
        if not s or s[-1] != player:
            continue
        height = len(s)
        mine = -1
        for target, beyond, stack, flip, disassemble in near[cell]:
            t = stacks[target]
            if not t:
                continue
            below = len(t)
            if height >= below:
                append(stack)
            if flip is not None and 2 <= height <= below and not stacks[beyond]:
                append(flip)
            if t[-1] != player and player in t:
                if mine < 0:
                    mine = s.count(player)
                if mine > below - t.count(player):
                    append(disassemble)
    return moves


def anyone_can_act(stacks: "Stacks", neighbours: "list[list[int]]") -> bool:
    """Whether any player has an action: whether two stacks stand side by side (every action
    acts on a neighbouring stack, and of two neighbours the higher, or either, may stack onto
    the other)."""
    cell = -1
    for s in stacks:
        cell += 1
        if s:
            for other in neighbours[cell]:
                if stacks[other]:
                    return True
    return False
