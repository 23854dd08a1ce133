"""The Kitty Stack Tower game: a mutable position with push/pop, as in python-chess.

The rules are docs/kitty-rules.md (decided in ../shared/KITTY_RULES.md). The search's game
protocol is `turn`, `players`, `legal_moves()`, `push(move)`, `pop()` and `result`: None while
the game goes on, then one value per player (win 1, a win shared by k players 1/k, loss 0).
"""

from kitty import position
from kitty.board import BOARDS, Board
from kitty.errors import IllegalMoveError, OptionError
from kitty.moves import DISASSEMBLE, FLIP, PASS, PASS_MOVE, PLACE, STACK, Move, parse

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator

COLOURS = ("red", "yellow", "blue", "green")
LETTERS = position.LETTERS
PIECES = position.PIECES
SETUP = "setup"
PLAY = "play"


def default_side(players: int) -> int:
    """The board side for `players`: 5 for 2 or 3 players, 6 for 4."""
    return 6 if players == 4 else 5


class Game:
    """A game of Kitty Stack Tower from an empty board (placement phase) or a random setup."""

    def __init__(self, players: int = 2, side: int = 0, seed: int | None = None) -> None:
        if players not in (2, 3, 4):
            raise OptionError(f"players must be 2, 3 or 4, not {players!r}")
        side = side or default_side(players)
        if side not in BOARDS:
            raise OptionError(f"the board side must be 5 or 6, not {side!r}")
        self.board: Board = BOARDS[side]
        self.players = COLOURS[:players]
        self.stacks: list[tuple[int, ...]] = [() for _ in range(len(self.board))]
        self.in_hand = [PIECES] * players
        self.seed = seed
        self._turn = 0
        self.passes = 0
        self._undo: list[tuple[Move, tuple[tuple[int, tuple[int, ...]], ...], int, int, bool]] = []
        self._seen: dict[tuple[tuple[tuple[int, ...], ...], int], int] = {}
        self._over = False
        if seed is not None:
            self._scatter(seed)

    def _scatter(self, seed: int) -> None:
        """Random setup: every piece on a distinct cell, drawn by a PRNG that every runtime
        computes alike (MicroPython's `random` has no seeded generator object)."""
        cells = list(range(len(self.board)))
        state = (seed & 0xFFFFFFFF) or 0x9E3779B9
        for i in range(len(cells) - 1, 0, -1):
            state ^= (state << 13) & 0xFFFFFFFF
            state ^= state >> 17
            state ^= (state << 5) & 0xFFFFFFFF
            j = state % (i + 1)
            cells[i], cells[j] = cells[j], cells[i]
        pieces = [colour for colour in range(len(self.players)) for _ in range(PIECES)]
        for cell, colour in zip(cells, pieces):  # noqa: B905 (more cells than pieces)
            self.stacks[cell] = (colour,)
        self.in_hand = [0] * len(self.players)
        self._enter_play()

    # --- the state -------------------------------------------------------------------------

    @property
    def turn(self) -> str:
        """The colour to move."""
        return self.players[self._turn]

    @property
    def phase(self) -> str:
        """``'setup'`` while pieces remain to be placed, then ``'play'``."""
        return SETUP if any(self.in_hand) else PLAY

    @property
    def is_over(self) -> bool:
        return self._over

    def stack(self, cell: str | int) -> str:
        """The stack on `cell`, bottom to top, one letter per piece (``''`` when empty)."""
        index = cell if isinstance(cell, int) else self.board.cell(cell)
        return "".join(LETTERS[p] for p in self.stacks[index])

    def owner(self, cell: int) -> int:
        """The player owning the stack on `cell` (its top piece's colour), -1 when empty."""
        stack = self.stacks[cell]
        return stack[-1] if stack else -1

    def score(self, colour: str) -> tuple[int, int]:
        """(pieces in the stacks `colour` owns, pieces of its own colour among them)."""
        player = self.players.index(colour)
        total = own = 0
        for stack in self.stacks:
            if stack and stack[-1] == player:
                total += len(stack)
                own += stack.count(player)
        return total, own

    @property
    def result(self) -> tuple[float, ...] | None:
        """None while the game goes on; then per player 1 for a win, 1/k for a win shared by k
        players, 0 for a loss (docs/kitty-rules.md, "Scoring")."""
        if not self._over:
            return None
        scores = [self.score(colour) for colour in self.players]
        best = max(scores)
        winners = scores.count(best)
        return tuple(1 / winners if s == best else 0.0 for s in scores)

    def ranking(self) -> list[int]:
        """Each player's place by score then tie-break (1 is first; equal players share it)."""
        scores = [self.score(colour) for colour in self.players]
        return [1 + sum(other > s for other in scores) for s in scores]

    # --- moves ------------------------------------------------------------------------------

    def _each_action(self, player: int) -> "Iterator[Move]":
        """`player`'s actions other than passing, one by one (stop early to learn only whether
        there is one)."""
        stacks = self.stacks
        board = self.board
        for source, s in enumerate(stacks):
            if not s or s[-1] != player:
                continue
            height = len(s)
            mine = s.count(player)
            near, far = board.neighbours[source], board.beyond[source]
            for k in range(len(near)):
                target, beyond = near[k], far[k]
                t = stacks[target]
                if not t:
                    continue
                if height >= len(t):
                    yield Move(STACK, source, target)
                if height >= 2 and height <= len(t) and beyond >= 0 and not stacks[beyond]:
                    yield Move(FLIP, source, target)
                if t[-1] != player and player in t and mine > len(t) - t.count(player):
                    yield Move(DISASSEMBLE, source, target)

    def _actions(self, player: int) -> list[Move]:
        return list(self._each_action(player))

    def _can_act(self, player: int) -> bool:
        for _ in self._each_action(player):
            return True
        return False

    def legal_moves(self) -> list[Move]:
        """Every legal move: placements in setup; actions and pass in play; none at the end."""
        if self._over:
            return []
        if self.phase == SETUP:
            return [Move(PLACE, cell) for cell, s in enumerate(self.stacks) if not s]
        moves = self._actions(self._turn)
        moves.append(PASS_MOVE)  # MicroPython cannot unpack into a list display
        return moves

    def can_act(self, colour: str) -> bool:
        """Whether `colour` has an action other than passing in this position."""
        return self._can_act(self.players.index(colour))

    def why_illegal(self, move: Move) -> str | None:
        """None when `move` is legal, else why not, in the game's words."""
        if self._over:
            return "the game is over"
        if self.phase == SETUP:
            if move.kind != PLACE:
                return "pieces are still being placed: name an empty cell"
            return "that cell is taken" if self.stacks[move.source] else None
        if move.kind == PASS:
            return None
        if move.kind == PLACE:
            return "every piece is placed: stack, flip, disassemble or pass"
        s, t = self.stacks[move.source], self.stacks[move.target]
        if not s or s[-1] != self._turn:
            return f"{self.turn} does not own the stack on {self.board.names[move.source]}"
        if move.target not in self.board.neighbours[move.source]:
            return "the two stacks are not adjacent"
        if not t:
            return f"there is no stack on {self.board.names[move.target]}"
        if move in self._actions(self._turn):
            return None
        if move.kind == STACK:
            return "a stack may only go onto a stack no higher than itself"
        if move.kind == FLIP:
            if len(s) < 2:
                return "a flipping stack must be at least 2 high"
            if len(s) > len(t):
                return "a stack may only flip a stack at least as high as itself"
            return "the cell beyond the flipped stack must be on the board and empty"
        if t[-1] == self._turn:
            return "you cannot disassemble a stack you own"
        if self._turn not in t:
            return "the stack holds none of your pieces"
        return "your pieces in your stack must outnumber the others' pieces in the target"

    def is_legal(self, move: Move) -> bool:
        return self.why_illegal(move) is None

    def parse_move(self, text: str) -> Move:
        """Read `text` as a legal move; InvalidMoveError or IllegalMoveError if it is not."""
        move = parse(text, self.board)
        reason = self.why_illegal(move)
        if reason is not None:
            raise IllegalMoveError(f"illegal move: {text!r}: {reason}")
        return move

    def format_move(self, move: Move) -> str:
        return move.text(self.board)

    def play(self, text: str) -> Move:
        """Check and push a move given in notation; returns it."""
        move = self.parse_move(text)
        self.push(move)
        return move

    def push(self, move: Move) -> None:
        """Make `move`, which must be legal (unchecked, the fast path)."""
        stacks = self.stacks
        source, target = move.source, move.target
        changed: list[tuple[int, tuple[int, ...]]] = []
        if move.kind == PLACE:
            changed.append((source, ()))
            stacks[source] = (self._turn,)
            self.in_hand[self._turn] -= 1
        elif move.kind == STACK:
            changed += [(source, stacks[source]), (target, stacks[target])]
            stacks[target] = stacks[target] + stacks[source]
            stacks[source] = ()
        elif move.kind == FLIP:
            at = self.board.neighbours[source].index(target)
            landing = self.board.beyond[source][at]
            changed += [(source, stacks[source]), (target, stacks[target]), (landing, ())]
            stacks[landing] = stacks[source]
            stacks[source] = ()
            stacks[target] = tuple(reversed(stacks[target]))
        elif move.kind == DISASSEMBLE:
            s, t = stacks[source], stacks[target]
            changed += [(source, s), (target, t)]
            cut = len(t) - 1
            while t[cut] != self._turn:  # the highest piece of the mover's colour
                cut -= 1
            stacks[source] = t[cut + 1 :] + s
            stacks[target] = t[: cut + 1]
        self._undo.append((move, tuple(changed), self._turn, self.passes, self._over))
        self.passes = self.passes + 1 if move.kind == PASS else 0
        self._turn = (self._turn + 1) % len(self.players)
        if move.kind == PLACE:
            if not any(self.in_hand):
                self._enter_play()
            return
        self._arrive()

    def _enter_play(self) -> None:
        self._turn = 0
        self.passes = 0
        self._arrive()

    def _arrive(self) -> None:
        """Count the position for repetition and decide whether the game has ended."""
        key = (tuple(self.stacks), self._turn)
        seen = self._seen.get(key, 0) + 1
        self._seen[key] = seen
        if (
            seen >= 3
            or self.passes >= len(self.players)
            or not any(self._can_act(p) for p in range(len(self.players)))
        ):
            self._over = True

    def pop(self) -> Move:
        """Take back the last move and return it."""
        move, changed, turn, passes, over = self._undo.pop()
        if self.phase == PLAY:
            key = (tuple(self.stacks), self._turn)
            self._seen[key] -= 1
            if not self._seen[key]:
                del self._seen[key]
        for cell, stack in changed:
            self.stacks[cell] = stack
        if move.kind == PLACE:
            self.in_hand[turn] += 1
        self._turn = turn
        self.passes = passes
        self._over = over
        return move

    def position(self) -> str:
        """The position as text (kitty/position.py); `Game.from_position` reads it back."""
        return position.write(
            self.board,
            self.stacks,
            players=len(self.players),
            turn=self._turn,
            phase=self.phase,
            passes=self.passes,
        )

    @classmethod
    def from_position(cls, text: str) -> "Game":
        """A game starting at the position `text`; PositionError when it is not one."""
        board, stacks, players, turn, phase, passes = position.read(text)
        game = cls(players, board.side)
        game.stacks = stacks
        game._turn = turn
        game.passes = passes
        if phase == PLAY:
            game.in_hand = [0] * players
            game._arrive()
        else:
            game.in_hand = [PIECES - sum(s.count(p) for s in stacks) for p in range(players)]
        return game

    def __repr__(self) -> str:
        return f"Game.from_position({self.position()!r})"

    @property
    def moves(self) -> list[Move]:
        """The moves made so far, first to last."""
        return [entry[0] for entry in self._undo]

    @property
    def plies(self) -> int:
        """How many moves (placements and passes included) have been made."""
        return len(self._undo)

    @property
    def last_move(self) -> Move | None:
        return self._undo[-1][0] if self._undo else None

    @property
    def last_step(self) -> object:
        """An object that stays the same exactly as long as the game's moves do (None before
        the first): a long game's page tells by it, at no cost, whether to look at the moves
        again. (It is the last move's undo record; every move makes a new one.)"""
        return self._undo[-1] if self._undo else None

    def steps(self) -> "list[object]":
        """Every move's step, oldest first: each stays the same object exactly as long as its
        move and all the moves before it stand (see `last_step`)."""
        return list(self._undo)

    def moves_from(self, ply: int) -> list[Move]:
        """The moves made after the first ``ply``."""
        return [entry[0] for entry in self._undo[ply:]]

    def movers_from(self, ply: int) -> list[str]:
        """Who made each move after the first ``ply``."""
        return [self.players[entry[2]] for entry in self._undo[ply:]]
