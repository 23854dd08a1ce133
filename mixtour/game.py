"""A game of Mixtour: the position, the rules that change it, and its history."""

from mixtour.errors import IllegalMoveError, InvalidMoveError, MixtourError
from mixtour.moves import (
    ARRIVALS,
    MOVES,
    NEIGHBOURS,
    PASS,
    RANK_ENTRIES,
    RANK_STACKS,
    Move,
)
from mixtour.position import position_error, read_position
from mixtour.squares import BETWEEN, DISTANCE, SQUARE_NAMES, parse_square
from mixtour.stacks import COLOUR_NAMES, COLOURS, EMPTY, HEIGHT, LETTERS, REDS, TOP_MASK, colours

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False

if TYPE_CHECKING:
    from typing import Final

    # What identifies a position within one stretch of play (see `Game._seen`).
    Key = tuple[bytes, int, Move | None]
    # What `push` saves for `pop`: a tuple, laid out as the `_UNDO_*` indices below say.
    Undo = tuple[
        Move,
        int,
        int,
        Move | None,
        bool,
        int | None,
        str | None,
        int,
        int,
        int,
        int,
        dict[Key, int] | None,
        int,
        int,
    ]

# The undo record `push` appends to the history and `pop` takes back, one tuple per move: a
# tuple rather than an object with named fields because it is built and taken apart on every
# push and pop of the search, where a tuple costs half as much in Pyodide (measured: 0.21 s
# against 0.42 s for 300,000 of them). `pop` unpacks it whole in this order; elsewhere a field
# is read by its index here.
_UNDO_MOVE: "Final" = 0  # the move played
_UNDO_ORIGIN: "Final" = 1  # the origin's stack code before the move (EMPTY for an entry or a pass)
_UNDO_TARGET: "Final" = 2  # the target's stack code before the move (EMPTY for a pass)
# 3: the ban, 4: whether the move before was a pass, 5: the result, 6: its reason, 7-8: White's
# and Red's reserves, 9-10: their scores, 11: the repetition counts, 12: the occupancy bits and
# 13: the count of 3-4-high stacks, each as it was before the move.
_UNDO_PASSED: "Final" = 4

# How a game ended, as `Game.result_reason` reports it.
TARGET = "target"
PASSES = "passes"
REPETITION = "repetition"

_DRAW = 2

# The entries onto each rank's empty squares and each rank's occupied squares, by the rank's
# five occupancy bits (see `mixtour.moves.RANK_ENTRIES`).
_ENTRIES_1, _ENTRIES_2, _ENTRIES_3, _ENTRIES_4, _ENTRIES_5 = RANK_ENTRIES
_STACKS_1, _STACKS_2, _STACKS_3, _STACKS_4, _STACKS_5 = RANK_STACKS


def _option(name: str, value: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise MixtourError(f"the {name} must be a whole number of at least 1, not {value!r}")
    return value


def _colour_index(colour: str) -> int:
    if colour == "white":
        return 0
    if colour == "red":
        return 1
    raise MixtourError(f"unknown colour {colour!r}: expected 'white' or 'red'")


def _index(square: str | int) -> int:
    return parse_square(square) if isinstance(square, str) else square


class Removal:
    """A stack of five or more that a move built, which the rules removed at once.

    ``square`` is where it stood (an index; `mixtour.square_name` names it), ``stack`` its
    colours bottom to top, and ``scorer`` who scored: the owner of its top piece.
    """

    __slots__ = ("scorer", "square", "stack")

    def __init__(self, square: int, stack: tuple[str, ...], scorer: str) -> None:
        self.square = square
        self.stack = stack
        self.scorer = scorer

    def __repr__(self) -> str:
        return f"Removal({SQUARE_NAMES[self.square]!r}, {self.stack!r}, scorer={self.scorer!r})"


def _plural(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


class Game:
    """A game in progress: board, reserves, scores, side to move, take-back ban and history.

    ``play`` is the checked path for moves from people; ``push``/``pop`` are the fast, unchecked
    path for search: ``push`` trusts that the move is one of ``legal_moves()`` and ``pop`` undoes
    the last push exactly (board, reserves, scores, turn, ban, repetition counts and result).
    """

    __slots__ = (
        "_ban",
        "_board",
        "_heights",
        "_history",
        "_occupied",
        "_passed",
        "_reason",
        "_reserves",
        "_result",
        "_scores",
        "_seen",
        "_tall",
        "_turn",
        "repetition_draw",
        "start_position",
        "starting_reserve",
        "tags",
        "target",
    )

    def __init__(self, target: int = 1, reserve: int = 20, repetition_draw: bool = True) -> None:
        self.target = _option("target score", target)
        self.starting_reserve = _option("reserve", reserve)
        self.repetition_draw = bool(repetition_draw)
        self._board = [EMPTY] * 25
        self._heights = [0] * 25
        # Bit n is set when square n holds a stack.
        self._occupied = 0
        # How many stacks are 3 or 4 high: no move can build five without one of them.
        self._tall = 0
        self._turn = 0
        self._reserves = [reserve, reserve]
        self._scores = [0, 0]
        # The move the take-back ban forbids now, kept only when it would otherwise be legal.
        self._ban: Move | None = None
        self._passed = False
        self._result: int | None = None
        self._reason: str | None = None
        self._history: list[Undo] = []
        # How often each position has occurred since the last entry or removal, or None while
        # only one position has. No position can recur across an entry (it puts one more piece
        # on the board for good) or a removal (it changes the score for good), so counting only
        # since the last of them is exact and keeps this small; without scores and reserves in
        # the key (reserves follow from the board), the board, side to move and ban identify it.
        self._seen: dict[Key, int] | None = None
        self.start_position = self.position()
        # Record tags that are not part of the rules (Date, White, Red, ...); see `mixtour.record`.
        self.tags: dict[str, str] = {}

    def _key(self) -> "Key":
        return (bytes(self._board), self._turn, self._ban)

    @classmethod
    def from_position(cls, text: str, target: int = 1, repetition_draw: bool = True) -> "Game":
        """A game starting from position text, e.g. ``'c3=wr,d4=r r 18/18 0/0 -'``.

        Each side's starting reserve is its pieces on the board plus in reserve; both must be
        equal. Raises `PositionError` naming the bad field.
        """
        if not isinstance(text, str):
            raise position_error(repr(text), "text", "a position is a string")
        parsed = read_position(text)
        board = parsed.board
        reds = sum(REDS[code] for code in board)
        whites = sum(HEIGHT[code] for code in board) - reds
        white_total = whites + parsed.reserves[0]
        red_total = reds + parsed.reserves[1]
        if white_total != red_total:
            raise position_error(
                text,
                "reserves",
                f"White has {white_total} pieces on the board and in reserve but Red has "
                f"{red_total}; both sides always have the same number",
            )
        if white_total == 0:
            raise position_error(text, "reserves", "the players have no pieces at all")
        game = cls(target, white_total, repetition_draw)
        game._board = board
        game._heights = [HEIGHT[code] for code in board]
        game._occupied = sum(1 << square for square in range(25) if board[square] != EMPTY)
        game._tall = sum(1 for height in game._heights if height >= 3)
        game._turn = parsed.turn
        game._reserves = list(parsed.reserves)
        game._scores = list(parsed.scores)
        winners = [side for side in (0, 1) if game._scores[side] >= game.target]
        if len(winners) == 2:
            raise position_error(text, "scores", "both players cannot have reached the target")
        if winners:
            game._result = winners[0]
            game._reason = TARGET
        if parsed.ban is not None:
            obstacle = game._obstacle(parsed.ban)
            if obstacle is not None:
                raise position_error(
                    text, "banned move", f"{parsed.ban} would not be legal anyway: {obstacle}"
                )
            game._ban = parsed.ban
        game.start_position = game.position()
        return game

    def copy(self) -> "Game":
        """An independent game with the same start, moves, position and options."""
        game = Game.from_position(self.start_position, self.target, self.repetition_draw)
        for undo in self._history:
            game.push(undo[_UNDO_MOVE])
        game.tags = dict(self.tags)
        return game

    # The position, read-only.

    @property
    def turn(self) -> str:
        """The colour to move: ``'white'`` or ``'red'``."""
        return COLOURS[self._turn]

    @property
    def result(self) -> str | None:
        """None while the game goes on, then ``'white'``, ``'red'`` or ``'draw'``."""
        result = self._result
        return None if result is None else ("white", "red", "draw")[result]

    @property
    def result_reason(self) -> str | None:
        """Why the game ended: ``'target'`` (score reached), ``'passes'`` or ``'repetition'``."""
        return self._reason

    @property
    def ban(self) -> Move | None:
        """The move the take-back ban forbids now, if it would otherwise be legal."""
        return self._ban

    @property
    def moves(self) -> list[Move]:
        """The moves played since the start position, oldest first."""
        return [undo[_UNDO_MOVE] for undo in self._history]

    def stack(self, square: str | int) -> tuple[str, ...]:
        """The colours on a square (name or index), bottom to top; ``()`` when it is empty."""
        return colours(self._board[_index(square)])

    def reserve(self, colour: str) -> int:
        """How many pieces ``colour`` has left to enter."""
        return self._reserves[_colour_index(colour)]

    def score(self, colour: str) -> int:
        """How many points ``colour`` has scored."""
        return self._scores[_colour_index(colour)]

    # Cheap questions for search, answered without building tuples of colour names.

    def height(self, square: str | int) -> int:
        """How many pieces are on a square (name or index); 0 when it is empty."""
        return self._heights[_index(square)]

    def top(self, square: str | int) -> str | None:
        """The colour of a square's top piece (name or index), or None when it is empty."""
        code = self._board[_index(square)]
        return None if code == EMPTY else COLOURS[code & 1]

    def scoring_moves(self, colour: str | None = None) -> list[Move]:
        """The legal moves that build a stack of five or more, in `legal_moves()` order.

        Such a move removes the stack and scores for the owner of its top piece, which is the
        top piece of the moving stack, whoever plays it. With ``colour``, only the moves that
        score for that colour. Empty when no move scores or the game is over. Much cheaper
        than trying each of `legal_moves()`.
        """
        owner = -1 if colour is None else _colour_index(colour)
        if self._result is not None:
            return []
        heights = self._heights
        board = self._board
        moves: list[Move] = []
        # Two stacks make five only if the taller is at least 3 high; most positions stop here.
        if not self._tall:
            return moves
        tallest = max(heights)
        for target in range(25):
            height = heights[target]
            needed = 5 - height
            if needed > tallest or not height:
                continue
            for origin, between, by_height in ARRIVALS[target * 5 + height]:
                origin_height = heights[origin]
                if origin_height >= needed and owner in (-1, board[origin] & 1):
                    for square in between:
                        if heights[square]:
                            break
                    else:
                        moves.extend(by_height[origin_height][needed - 1 :])
        # The take-back ban never forbids one of these: taking k pieces back onto a square that
        # was left exactly as high as the distance rebuilds its old stack, at most 4 high.
        return moves

    def scorer(self, move: Move) -> str | None:
        """Who scores if the legal ``move`` is played: the owner of the top piece it carries,
        when it builds a stack of five or more; else None."""
        origin = move.origin
        target = move.target
        if origin is None or target is None or self._heights[target] + move.count < 5:
            return None
        return COLOURS[self._board[origin] & 1]

    def last_removal(self) -> Removal | None:
        """The stack the last move built to five or more and the rules removed, if it did."""
        if not self._history:
            return None
        undo = self._history[-1]
        move = undo[_UNDO_MOVE]
        if move.origin is None or move.target is None:
            return None
        count = move.count
        stack = (undo[_UNDO_TARGET] << count) | (undo[_UNDO_ORIGIN] & TOP_MASK[count])
        if HEIGHT[stack] < 5:
            return None
        return Removal(move.target, colours(stack), COLOURS[stack & 1])

    def position(self) -> str:
        """The position text (docs/rules.md, "Position text"): ``'e1=rw,c3=w w 18/19 0/0 -'``."""
        board = self._board
        stacks = ",".join(
            SQUARE_NAMES[square] + "=" + LETTERS[board[square]]
            for square in range(25)
            if board[square] != EMPTY
        )
        reserves = self._reserves
        scores = self._scores
        ban = "-" if self._ban is None else str(self._ban)
        return (
            f"{stacks or '-'} {'wr'[self._turn]} {reserves[0]}/{reserves[1]} "
            f"{scores[0]}/{scores[1]} {ban}"
        )

    def __repr__(self) -> str:
        return f"Game.from_position({self.position()!r}, target={self.target})"

    # The rules.

    def legal_moves(self) -> list[Move]:
        """Every legal move: entries, moves, or exactly ``[PASS]``; empty once the game is over."""
        if self._result is not None:
            return []
        heights = self._heights
        occupied = self._occupied
        rank_2 = (occupied >> 5) & 31
        rank_3 = (occupied >> 10) & 31
        rank_4 = (occupied >> 15) & 31
        rank_5 = occupied >> 20
        moves: list[Move] = []
        if self._reserves[self._turn]:
            # `+=` rather than `extend`: the same here, but a method call costs twice as much
            # in Pyodide, where the AI runs.
            moves += _ENTRIES_1[occupied & 31]
            moves += _ENTRIES_2[rank_2]
            moves += _ENTRIES_3[rank_3]
            moves += _ENTRIES_4[rank_4]
            moves += _ENTRIES_5[rank_5]
        for stacks in (
            _STACKS_1[occupied & 31],
            _STACKS_2[rank_2],
            _STACKS_3[rank_3],
            _STACKS_4[rank_4],
            _STACKS_5[rank_5],
        ):
            for target in stacks:
                height = heights[target]
                if height == 1:
                    for origin, by_height in NEIGHBOURS[target]:
                        origin_height = heights[origin]
                        if origin_height:
                            moves += by_height[origin_height]
                else:
                    for origin, between, by_height in ARRIVALS[target * 5 + height]:
                        origin_height = heights[origin]
                        if origin_height:
                            for square in between:
                                if heights[square]:
                                    break
                            else:
                                moves += by_height[origin_height]
        if self._ban is not None:
            moves.remove(self._ban)
        if not moves:
            moves.append(PASS)
        return moves

    def _obstacle(self, move: Move) -> str | None:
        """Why the board or reserve forbids ``move`` (the ban and a finished game aside)."""
        heights = self._heights
        target = move.target
        if target is None:
            return None
        target_name = SQUARE_NAMES[target]
        origin = move.origin
        if origin is None:
            if heights[target]:
                return f"{target_name} is occupied"
            if not self._reserves[self._turn]:
                return f"{COLOUR_NAMES[self._turn]} has no piece in reserve"
            return None
        origin_name = SQUARE_NAMES[origin]
        if not heights[origin]:
            return f"{origin_name} is empty"
        if heights[origin] < move.count:
            return f"{origin_name} has only {_plural(heights[origin], 'piece')}"
        if not heights[target]:
            return f"{target_name} is empty, and pieces only move onto a stack"
        distance = DISTANCE[origin * 25 + target]
        if heights[target] != distance:
            return (
                f"{target_name} is {heights[target]} high "
                f"but {_plural(distance, 'square')} from {origin_name}"
            )
        for square in BETWEEN[origin * 25 + target]:
            if heights[square]:
                return f"{SQUARE_NAMES[square]} is in the way"
        return None

    def _why_illegal(self, move: Move) -> str | None:
        if self._result is not None:
            return "the game is over"
        if move.target is None:
            if self.legal_moves() != [PASS]:
                return "a player may pass only when no other move is legal"
            return None
        obstacle = self._obstacle(move)
        if obstacle is None and move == self._ban:
            return f"takes back {COLOUR_NAMES[1 - self._turn]}'s last move"
        return obstacle

    def is_legal(self, move: Move) -> bool:
        """Whether ``move`` may be played now."""
        return self._why_illegal(move) is None

    def parse_move(self, text: str) -> Move:
        """Read a move in official notation and check it is legal now, changing nothing.

        Raises `InvalidMoveError` for text that is not notation and `IllegalMoveError`, quoting
        the move and saying why, for a move the rules forbid now.
        """
        if not isinstance(text, str):
            raise InvalidMoveError(f"invalid move {text!r}: a move is written as text")
        move = Move.parse(text)
        why = self._why_illegal(move)
        if why is not None:
            raise IllegalMoveError(f"illegal move {text!r}: {why}")
        return move

    def play(self, move: str | Move) -> Move:
        """Play a move given as notation or as a `Move`, after checking it; returns the move.

        A move that fails the check raises (see `parse_move`) and changes nothing.
        """
        if isinstance(move, Move):
            why = self._why_illegal(move)
            if why is not None:
                raise IllegalMoveError(f"illegal move {str(move)!r}: {why}")
        else:
            move = self.parse_move(move)
        self.push(move)
        return move

    def push(self, move: Move) -> None:
        """Play ``move`` WITHOUT checking it: the fast path for search over `legal_moves()`."""
        board = self._board
        heights = self._heights
        reserves = self._reserves
        scores = self._scores
        turn = self._turn
        origin = move.origin
        target = move.target
        seen = self._seen
        self._history.append(
            (
                move,
                EMPTY if origin is None else board[origin],
                EMPTY if target is None else board[target],
                self._ban,
                self._passed,
                self._result,
                self._reason,
                reserves[0],
                reserves[1],
                scores[0],
                scores[1],
                seen,
                self._occupied,
                self._tall,
            )
        )
        self._passed = target is None
        counting = self.repetition_draw
        ban = None
        if target is None:
            if counting and seen is None:
                seen = {self._key(): 1}  # the stretch's first position, counted now play goes on
            if self._history[-1][_UNDO_PASSED]:  # the previous move was a pass too
                self._result = _DRAW
                self._reason = PASSES
                counting = False
        elif origin is None:
            board[target] = 2 | turn
            heights[target] = 1
            reserves[turn] -= 1
            self._occupied |= 1 << target
            self._ban = None
            self._seen = None
            self._turn = 1 - turn
            return
        else:
            if counting and seen is None:
                seen = {self._key(): 1}
            count = move.count
            origin_code = board[origin]
            left = origin_code >> count
            board[origin] = left
            heights[origin] = left_height = HEIGHT[left]
            if not left_height:
                self._occupied ^= 1 << origin
            if left_height < 3 <= HEIGHT[origin_code]:
                self._tall -= 1
            target_height = heights[target]
            stack = (board[target] << count) | (origin_code & TOP_MASK[count])
            height = HEIGHT[stack]
            if target_height >= 3:
                self._tall -= 1
            if height >= 5:
                board[target] = EMPTY
                heights[target] = 0
                self._occupied ^= 1 << target
                reds = REDS[stack]
                reserves[1] += reds
                reserves[0] += height - reds
                owner = stack & 1
                scores[owner] += 1
                if scores[owner] >= self.target:
                    self._result = owner
                    self._reason = TARGET
                seen = None
                counting = False
            else:
                board[target] = stack
                heights[target] = height
                if height >= 3:
                    self._tall += 1
                if left_height == DISTANCE[origin * 25 + target]:
                    ban = MOVES[(target * 25 + origin) * 5 + count]
        self._turn = 1 - turn
        self._ban = ban
        self._seen = seen
        if counting and seen is not None:
            key = self._key()
            times = seen.get(key, 0) + 1
            seen[key] = times
            if times >= 3:
                self._result = _DRAW
                self._reason = REPETITION

    def pop(self) -> Move:
        """Undo the last move exactly and return it."""
        (
            move,
            origin_code,
            target_code,
            ban,
            self._passed,
            result,
            reason,
            white_reserve,
            red_reserve,
            white_score,
            red_score,
            seen,
            self._occupied,
            self._tall,
        ) = self._history.pop()
        if seen is not None and seen is self._seen and self._reason in (None, REPETITION):
            # This move's position was counted in the same stretch: uncount it.
            key = self._key()
            times = seen[key] - 1
            if times:
                seen[key] = times
            else:
                del seen[key]
        self._seen = seen
        self._ban = ban
        self._result = result
        self._reason = reason
        if move.target is not None:
            self._board[move.target] = target_code
            self._heights[move.target] = HEIGHT[target_code]
            if move.origin is not None:
                self._board[move.origin] = origin_code
                self._heights[move.origin] = HEIGHT[origin_code]
        self._reserves[0] = white_reserve
        self._reserves[1] = red_reserve
        self._scores[0] = white_score
        self._scores[1] = red_score
        self._turn = 1 - self._turn
        return move
