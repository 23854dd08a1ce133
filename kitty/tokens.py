"""Rainbow and Twist tokens, and the points an action earns by Rainbow Bridge and Dramatic Twist
(docs/kitty-rules.md, "Tokens").

A token sits on one piece, named by its cell and its level (0 at the bottom), and is the card
that put it there (`RAINBOW` or `TWIST`). It travels with its piece: stacked, jumped, turned
over, moved under another stack; a claimed stack leaves with its tokens. A stack carries a token
when any of its pieces does. The game keeps its tokens as a sorted tuple of (cell, level, card).
"""

from kitty.deck import RAINBOW, TWIST, rainbow_gain
from kitty.moves import CHAIN, CLAIM, DISASSEMBLE, FLIP, STACK

TYPE_CHECKING = False
if TYPE_CHECKING:
    Tokens = tuple[tuple[int, int, int], ...]
    Changed = list[tuple[int, tuple[int, ...]]]

TWIST_POINTS = 2


def carry(
    tokens: "Tokens", kind: str, changed: "Changed", stacks: "list[tuple[int, ...]]"
) -> "Tokens":
    """The tokens after an action (or claim) of `kind`, whose cells stood as `changed` before
    it ((cell, stack) pairs, the acting stack first, as the game lists them) and stand as
    `stacks` now."""
    if not tokens:
        return tokens
    source = changed[0][0]
    to: dict[int, tuple[int, int, int]] = {}  # cell -> (new cell, offset, sign of the level)
    cut = -1
    if kind in (STACK, CHAIN):
        last = changed[-1][0]
        height = 0
        for cell, stack in reversed(changed[1:]):
            to[cell] = (last, height, 1)
            height += len(stack)
        to[source] = (last, height, 1)
    elif kind == FLIP:
        target, turned = changed[1]
        to[source] = (changed[2][0], 0, 1)
        to[target] = (target, len(turned) - 1, -1)
    elif kind == DISASSEMBLE:
        target, taken = changed[1]
        cut = len(stacks[target]) - 1  # the mover's highest piece in the target stays
        to[source] = (source, len(taken) - cut - 1, 1)
        to[target] = (source, -cut - 1, 1)
    moved = []
    for token in tokens:
        cell, level, card = token
        if kind == CLAIM and cell == source:
            continue
        if cell in to and not (kind == DISASSEMBLE and cell != source and level <= cut):
            new, offset, sign = to[cell]
            moved.append((new, offset + sign * level, card))
        else:
            moved.append(token)
    return tuple(sorted(moved))


def carries(tokens: "Tokens", cell: int, card: int) -> bool:
    """Whether the stack on `cell` carries a token of `card`."""
    return any(at == cell and which == card for at, _, which in tokens)


def gains(
    kind: str, changed: "Changed", stacks: "list[tuple[int, ...]]", tokens: "Tokens", mover: int
) -> tuple[int, int]:
    """(Rainbow Bridge's points, Dramatic Twist's points) that the action just made by `mover`
    earns whoever holds the card; `changed` and `stacks` as for `carry`, `tokens` carried."""
    if kind == FLIP:
        target, turned = changed[1]
        now = stacks[target]
        if turned[-1] != mover and now[-1] == mover and not carries(tokens, target, TWIST):
            return 0, TWIST_POINTS
        return 0, 0
    if kind not in (STACK, CHAIN, DISASSEMBLE):
        return 0, 0
    made = changed[0][0] if kind == DISASSEMBLE else changed[-1][0]
    if carries(tokens, made, RAINBOW):
        return 0, 0
    return rainbow_gain([stack for _, stack in changed], stacks[made]), 0


def mark(tokens: "Tokens", cell: int, level: int, card: int) -> "Tokens":
    """`tokens` with a token of `card` put on the piece at `level` of `cell`."""
    marked = list(tokens)
    marked.append((cell, level, card))
    return tuple(sorted(marked))
