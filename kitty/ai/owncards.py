"""What an action earns the player making it by the Objective Cards it holds, read straight off
the stacks and tokens (no push): the points its in-play cards score now (Rainbow Bridge,
Dramatic Twist, Continuous Stacking; Monochromatic Frenzy's claims are steps the guide counts
itself) and `END_SHARE` of the change in what its end-of-game cards would score (Layered Peaks,
Color Master, Focused Power, Tower King, Vibrant Colors). The card search adds it to the
guide's lead (`kitty.ai.guide`) for the player deciding only, whose cards are its own: the
others' are the sample's guess (docs/experiments.md, "A guide that values the mover's own
cards")."""

from kitty import Game, Move
from kitty.deck import (
    COLOR_MASTER,
    CONTINUOUS,
    FOCUSED_POWER,
    LAYERED_PEAKS,
    RAINBOW,
    TOWER_KING,
    TWIST,
    VIBRANT,
    colours,
    rainbow_gain,
    vibrant,
)
from kitty.moves import CHAIN, DISASSEMBLE, FLIP, STACK
from kitty.tokens import TWIST_POINTS

# The share of the change in the end-of-game cards' value that counts.
END_SHARE = 1.0

TYPE_CHECKING = False
if TYPE_CHECKING:
    Stack = tuple[int, ...]
    # The cells an action changes: (cell, stack before, stack after), the acting stack first.
    Changes = list[tuple[int, Stack, Stack]]


def changes(game: Game, mover: int, move: Move) -> "Changes":
    """The cells the action ``move`` of ``mover`` changes, as `kitty.game.Game` would make it;
    empty for a move that is no action."""
    stacks = game.stacks
    kind, source, target = move.kind, move.source, move.target
    if kind not in (STACK, FLIP, DISASSEMBLE, CHAIN):
        return []
    s, t = stacks[source], stacks[target]
    if kind == STACK:
        return [(source, s, ()), (target, t, t + s)]
    if kind == CHAIN:
        line = game.board.line(source, target)
        built: Stack = ()
        found: Changes = [(source, s, ())]
        for cell in line:
            built = stacks[cell] + built
            found.append((cell, stacks[cell], ()))
        found[-1] = (target, t, built + s)
        return found
    if kind == FLIP:
        at = game.board.neighbours[source].index(target)
        landing = game.board.beyond[source][at]
        return [(source, s, ()), (target, t, tuple(reversed(t))), (landing, (), s)]
    cut = len(t) - 1
    while t[cut] != mover:  # the highest piece of the mover's colour
        cut -= 1
    return [(source, s, t[cut + 1 :] + s), (target, t, t[: cut + 1])]


def gains(game: Game, mover: int, moves: list[Move]) -> list[float]:
    """What each of ``moves`` earns ``mover``, whose turn it is, by the cards it holds (see the
    module's description); 0 for a move that is no action."""
    hands = game.hands
    if hands is None:
        return [0.0] * len(moves)
    held = hands.held(mover)
    ends = [
        card
        for card in held
        if card in (LAYERED_PEAKS, COLOR_MASTER, FOCUSED_POWER, TOWER_KING, VIBRANT)
    ]
    rainbow, twist, chains = RAINBOW in held, TWIST in held, CONTINUOUS in held
    if not (ends or rainbow or twist or chains):
        return [0.0] * len(moves)
    owned = _Owned(game.stacks, mover) if ends else None
    tokens = game.tokens
    found: list[float] = []
    for move in moves:
        changed = changes(game, mover, move)
        if not changed:
            found.append(0.0)
            continue
        kind = move.kind
        gain = 0.0
        if rainbow and kind != FLIP:
            gain += _rainbow(changed, kind, tokens)
        if twist and kind == FLIP:
            target, turned, now = changed[1]
            if turned[-1] != mover and now[-1] == mover and not _carries(tokens, target, TWIST):
                gain += TWIST_POINTS
        if chains and kind == CHAIN:
            gain += len(changed) - 2
        if owned is not None:
            gain += END_SHARE * owned.change(ends, changed)
        found.append(gain)
    return found


def _carries(tokens: "tuple[tuple[int, int, int], ...]", cell: int, card: int) -> bool:
    return any(at == cell and which == card for at, _, which in tokens)


def _rainbow(changed: "Changes", kind: str, tokens: "tuple[tuple[int, int, int], ...]") -> int:
    """Rainbow Bridge's points for a stack, chain or disassembly: nothing when the stack made
    carries a Rainbow token (every piece moved brings its tokens)."""
    if kind == DISASSEMBLE:
        (source, _, made), (target, _, left) = changed
        cut = len(left) - 1
        for at, level, which in tokens:
            if which == RAINBOW and (at == source or (at == target and level > cut)):
                return 0
    else:
        made = changed[-1][2]
        cells = {cell for cell, _, _ in changed}
        if any(which == RAINBOW and at in cells for at, _, which in tokens):
            return 0
    return rainbow_gain([before for _, before, _ in changed], made)


class _Owned:
    """What the end-of-game cards count of the stacks ``mover`` owns, kept so that an action's
    change is found from the cells it changes."""

    def __init__(self, stacks: "list[Stack]", mover: int) -> None:
        self.mover = mover
        self.stacks = self.mixed = self.vibrant = 0
        self.pieces = [0, 0, 0, 0]
        self.heights: list[tuple[int, int]] = []  # (height, cell), the tallest first
        for cell, stack in enumerate(stacks):
            if stack and stack[-1] == mover:
                self.stacks += 1
                self.mixed += colours(stack) - 1
                self.vibrant += vibrant(stack)
                for piece in stack:
                    self.pieces[piece] += 1
                self.heights.append((len(stack), cell))
        self.heights.sort(reverse=True)

    def change(self, cards: list[int], changed: "Changes") -> int:
        """The change in what ``cards`` score once the cells change as ``changed`` says."""
        mover = self.mover
        count = mixed = lively = 0
        pieces = self.pieces[:]
        tallest = 0
        cells = set()
        for cell, before, after in changed:
            cells.add(cell)
            for stack, sign in ((before, -1), (after, 1)):
                if stack and stack[-1] == mover:
                    count += sign
                    mixed += sign * (colours(stack) - 1)
                    lively += sign * vibrant(stack)
                    for piece in stack:
                        pieces[piece] += sign
                    if sign == 1:
                        tallest = max(tallest, len(stack))
        for height, cell in self.heights:
            if cell not in cells:
                tallest = max(tallest, height)
                break
        gain = 0
        for card in cards:
            if card == LAYERED_PEAKS:
                gain += count
            elif card == COLOR_MASTER:
                gain += mixed
            elif card == VIBRANT:
                gain += 5 * lively
            elif card == FOCUSED_POWER:
                gain += max(pieces) // 2 - max(self.pieces) // 2
            else:  # TOWER_KING
                gain += tallest // 2 - (self.heights[0][0] if self.heights else 0) // 2
        return gain
