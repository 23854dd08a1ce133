"""A game of Mixtour for two players, or for three (Mixtour à trois): the position, the rules that
change it, and its history.

The game protocol a search relies on (and all it relies on, so that another game offering the
same can use the same search):

- ``game.colours``: the players' colours in turn order, ``('white', 'red')`` or
  ``('white', 'red', 'blue')``;
- ``game.turn``: the colour to move;
- ``game.legal_moves()``: the moves the player to move may make, never empty while the game goes
  on (``[PASS]`` when nothing else is possible), empty once it is over. With three players the
  moves the next-player rule makes unavailable are left out (`Game.unavailable_moves` says which
  and why);
- ``game.push(move)`` plays one of those moves, unchecked; ``game.pop()`` takes the last push back
  exactly, so a search can walk down and up one game;
- ``game.result``: None while the game goes on, then the winner's colour or ``'draw'``.

Who moves after a push is ``game.turn``, not a fixed rotation: with three players a pass hands the
turn back to the player before (docs/rules.md, "Mixtour à trois").
"""

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
from mixtour.squares import BETWEEN, DISTANCE, RAYS, SQUARE_NAMES, parse_square
from mixtour.stacks import (
    COLOUR_LETTERS,
    COLOUR_NAMES,
    COLOURS,
    EMPTY,
    HEIGHT,
    LETTERS,
    TOP_MASK,
    colours,
    height_of,
    pieces_by_colour,
)

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False

if TYPE_CHECKING:
    from collections.abc import Sequence
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
# 3: the ban, 4: whether the move before was a pass, 5: the result, 6: its reason, 7: the player
# who moved, 8: the repetition counts, 9: the occupancy bits and 10: the count of 3-4-high stacks,
# each as it was before the move. Reserves and scores are not kept: `pop` works them out from the
# move and the two stack codes (an entry came from the mover's reserve; a removal is rebuilt).
_UNDO_PASSED: "Final" = 4
_UNDO_MOVER: "Final" = 7

# How a game ended, as `Game.result_reason` reports it.
TARGET = "target"
PASSES = "passes"
REPETITION = "repetition"

_DRAW = 3
_RESULT_NAMES = ("white", "red", "blue", "draw")

# A stack's top colour by the low bits of its code; those of an empty square are 0. (MicroPython
# cannot unpack into a tuple display.)
_TOP_COLOURS = (None,) + COLOURS  # noqa: RUF005
# The player after and the player before each player, for two and for three players.
_AFTER = {2: (1, 0), 3: (1, 2, 0)}
_BEFORE = {2: (1, 0), 3: (2, 0, 1)}

# The entries onto each rank's empty squares and each rank's occupied squares, by the rank's
# five occupancy bits (see `mixtour.moves.RANK_ENTRIES`).
_ENTRIES_1, _ENTRIES_2, _ENTRIES_3, _ENTRIES_4, _ENTRIES_5 = RANK_ENTRIES
_STACKS_1, _STACKS_2, _STACKS_3, _STACKS_4, _STACKS_5 = RANK_STACKS


def _option(name: str, value: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise MixtourError(f"the {name} must be a whole number of at least 1, not {value!r}")
    return value


def _players(value: int) -> int:
    if isinstance(value, bool) or value not in (2, 3):
        raise MixtourError(f"Mixtour is played by 2 or 3 players, not {value!r}")
    return value


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


class Unavailable:
    """A legal move of Mixtour à trois that the next-player rule takes away, and why.

    ``move`` is the move, ``player`` the colour of the player who would move next, and ``reply``
    that player's winning move afterwards, or None when ``move`` itself scores their winning
    point (docs/rules.md, "Mixtour à trois": clauses (b) and (a)).
    """

    __slots__ = ("move", "player", "reply")

    def __init__(self, move: Move, player: str, reply: Move | None) -> None:
        self.move = move
        self.player = player
        self.reply = reply

    @property
    def reason(self) -> str:
        """Why the move is unavailable, in words: ``'Blue would win at once with d4:2-e5'``."""
        name = COLOUR_NAMES[COLOURS.index(self.player)]
        if self.reply is None:
            return f"it scores {name}'s winning point"
        return f"{name} would win at once with {self.reply}"

    def __repr__(self) -> str:
        return f"Unavailable({str(self.move)!r}, {self.player!r}, reply={self.reply!r})"


def _illegal(why: str, reason: str, *parts: object) -> IllegalMoveError:
    """A move's refusal, not raised: ``why`` in English, its kind for the page's words."""
    return IllegalMoveError(why).because(reason, *parts)


def _plural(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


class Game:
    """A game in progress: board, reserves, scores, side to move, take-back ban and history.

    ``players`` is 2 for Mixtour, 3 for Mixtour à trois (White, Red, then Blue; 15 pieces each
    unless ``reserve`` says otherwise).

    ``play`` is the checked path for moves from people; ``push``/``pop`` are the fast, unchecked
    path for search: ``push`` trusts that the move is one of ``legal_moves()`` and ``pop`` undoes
    the last push exactly (board, reserves, scores, turn, ban, repetition counts and result).
    """

    __slots__ = (
        "_after",
        "_ban",
        "_before",
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
        "colours",
        "comments",
        "players",
        "repetition_draw",
        "start_position",
        "starting_reserve",
        "tags",
        "target",
    )

    def __init__(
        self,
        target: int = 1,
        reserve: int | None = None,
        repetition_draw: bool = True,
        players: int = 2,
    ) -> None:
        self.players = _players(players)
        # The players' colours in turn order.
        self.colours = COLOURS[:players]
        self._after = _AFTER[players]
        self._before = _BEFORE[players]
        self.target = _option("target score", target)
        if reserve is None:
            reserve = 20 if players == 2 else 15
        self.starting_reserve = _option("reserve", reserve)
        self.repetition_draw = bool(repetition_draw)
        self._board = [EMPTY] * 25
        self._heights = [0] * 25
        # Bit n is set when square n holds a stack.
        self._occupied = 0
        # How many stacks are 3 or 4 high: no move can build five without one of them.
        self._tall = 0
        self._turn = 0
        self._reserves = [reserve] * players
        self._scores = [0] * players
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
        # Record comments by ply: ``comments[n]`` follows the n-th move (1 is the first).
        self.comments: dict[int, str] = {}

    def _key(self) -> "Key":
        return (bytes(self._board), self._turn, self._ban)

    @classmethod
    def from_position(cls, text: str, target: int = 1, repetition_draw: bool = True) -> "Game":
        """A game starting from position text, e.g. ``'c3=wr,d4=r r 18/18 0/0 -'``; three
        reserves (``'c3=b r 15/15/14 0/0/0 -'``) make it a game of Mixtour à trois.

        Each side's starting reserve is its pieces on the board plus in reserve; all must be
        equal. Raises `PositionError` naming the bad field.
        """
        if not isinstance(text, str):
            raise position_error(repr(text), "text", "a position is a string", "not_text")
        parsed = read_position(text)
        board = parsed.board
        players = len(parsed.reserves)
        totals = list(parsed.reserves)
        for code in board:
            for side, count in enumerate(pieces_by_colour(code)[:players]):
                totals[side] += count
        for side in range(1, players):
            if totals[side] != totals[0]:
                raise position_error(
                    text,
                    "reserves",
                    f"White has {totals[0]} pieces on the board and in reserve but "
                    f"{COLOUR_NAMES[side]} has {totals[side]}; all sides always have the same "
                    "number",
                    "unequal",
                    totals[0],
                    side,
                    totals[side],
                )
        if totals[0] == 0:
            raise position_error(text, "reserves", "the players have no pieces at all", "no_pieces")
        game = cls(target, totals[0], repetition_draw, players)
        game._board = board
        game._heights = [HEIGHT[code] for code in board]
        game._occupied = sum(1 << square for square in range(25) if board[square] != EMPTY)
        game._tall = sum(1 for height in game._heights if height >= 3)
        game._turn = parsed.turn
        game._reserves = list(parsed.reserves)
        game._scores = list(parsed.scores)
        winners = [side for side in range(players) if game._scores[side] >= game.target]
        if len(winners) > 1:
            raise position_error(
                text, "scores", "two players cannot have reached the target", "two_reached"
            )
        if winners:
            game._result = winners[0]
            game._reason = TARGET
        if parsed.ban is not None:
            obstacle = game._obstacle(parsed.ban)
            if obstacle is not None:
                why, ban = f"{parsed.ban} would not be legal anyway: {obstacle}", str(parsed.ban)
                raise position_error(text, "banned move", why, "ban_illegal", ban, obstacle)
            game._ban = parsed.ban
        game.start_position = game.position()
        return game

    def copy(self) -> "Game":
        """An independent game with the same start, moves, position and options."""
        game = Game.from_position(self.start_position, self.target, self.repetition_draw)
        for undo in self._history:
            game.push(undo[_UNDO_MOVE])
        game.tags = dict(self.tags)
        game.comments = dict(self.comments)
        return game

    # The position, read-only.

    @property
    def turn(self) -> str:
        """The colour to move: ``'white'``, ``'red'`` or (with three players) ``'blue'``."""
        return COLOURS[self._turn]

    @property
    def result(self) -> str | None:
        """None while the game goes on, then the winner's colour (``'white'``, ``'red'``,
        ``'blue'``) or ``'draw'``."""
        result = self._result
        return None if result is None else _RESULT_NAMES[result]

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

    @property
    def plies(self) -> int:
        """How many moves (passes included) have been played since the start position."""
        return len(self._history)

    @property
    def last_move(self) -> Move | None:
        """The last move played (None before the first)."""
        return self._history[-1][_UNDO_MOVE] if self._history else None

    @property
    def last_step(self) -> object:
        """An object that stays the same exactly as long as the game's moves do (None before
        the first): a long game's page tells by it, at no cost, whether to look at the moves
        again. (It is the last move's undo record; every move played makes a new one.)"""
        return self._history[-1] if self._history else None

    def steps(self) -> "Sequence[object]":
        """Every move's step, oldest first: each stays the same object exactly as long as its
        move and all the moves before it stand (see `last_step`). A page that kept them tells
        which of its moves still stand by looking at the last few only."""
        return self._history[:]

    def moves_from(self, ply: int) -> list[Move]:
        """The moves played after the first ``ply`` (all of `moves` from index ``ply``)."""
        return [undo[_UNDO_MOVE] for undo in self._history[ply:]]

    def movers_from(self, ply: int) -> list[str]:
        """Who played each move after the first ``ply``: with three players a pass hands the
        turn back, so the colours do not simply take turns."""
        return [COLOURS[undo[_UNDO_MOVER]] for undo in self._history[ply:]]

    def stack(self, square: str | int) -> tuple[str, ...]:
        """The colours on a square (name or index), bottom to top; ``()`` when it is empty."""
        return colours(self._board[_index(square)])

    def reserve(self, colour: str) -> int:
        """How many pieces ``colour`` has left to enter."""
        return self._reserves[self._side(colour)]

    def score(self, colour: str) -> int:
        """How many points ``colour`` has scored."""
        return self._scores[self._side(colour)]

    def _side(self, colour: str) -> int:
        """The index of a colour that plays in this game."""
        if colour in self.colours:
            return COLOURS.index(colour)
        expected = " or ".join(repr(name) for name in self.colours)
        raise MixtourError(f"unknown colour {colour!r}: expected {expected}")

    # Cheap questions for search, answered without building tuples of colour names.

    def height(self, square: str | int) -> int:
        """How many pieces are on a square (name or index); 0 when it is empty."""
        return self._heights[_index(square)]

    def top(self, square: str | int) -> str | None:
        """The colour of a square's top piece (name or index), or None when it is empty."""
        code = self._board[_index(square)]
        return None if code == EMPTY else COLOURS[(code & 3) - 1]

    def heights(self) -> tuple[int, ...]:
        """Every square's height in index order (a1, b1, ..., e5): `height` for the whole board
        in one call."""
        return tuple(self._heights)

    def tops(self) -> "tuple[str | None, ...]":
        """Every square's top colour in index order, None for an empty square: `top` for the
        whole board in one call."""
        return tuple([_TOP_COLOURS[code & 3] for code in self._board])

    def scoring_moves(self, colour: str | None = None) -> list[Move]:
        """The legal moves that build a stack of five or more, in `legal_moves()` order.

        Such a move removes the stack and scores for the owner of its top piece, which is the
        top piece of the moving stack, whoever plays it. With ``colour``, only the moves that
        score for that colour. Empty when no move scores or the game is over. Much cheaper
        than trying each of `legal_moves()`.
        """
        owner = -1 if colour is None else self._side(colour)
        if self._result is not None:
            return []
        return self._scoring_moves(owner)

    def _scoring_moves(self, owner: int) -> list[Move]:
        """`scoring_moves` for a player's index, or for everyone with -1; the game goes on."""
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
                if origin_height >= needed and owner in (-1, (board[origin] & 3) - 1):
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
        return COLOURS[(self._board[origin] & 3) - 1]

    def last_removal(self) -> Removal | None:
        """The stack the last move built to five or more and the rules removed, if it did."""
        if not self._history:
            return None
        undo = self._history[-1]
        move = undo[_UNDO_MOVE]
        if move.origin is None or move.target is None:
            return None
        count = move.count
        stack = (undo[_UNDO_TARGET] << (count + count)) | (undo[_UNDO_ORIGIN] & TOP_MASK[count])
        if height_of(stack) < 5:
            return None
        return Removal(move.target, colours(stack), COLOURS[(stack & 3) - 1])

    def position(self) -> str:
        """The position text (docs/rules.md, "Position text"): ``'e1=rw,c3=w w 18/19 0/0 -'``."""
        board = self._board
        stacks = ",".join(
            SQUARE_NAMES[square] + "=" + LETTERS[board[square]]
            for square in range(25)
            if board[square] != EMPTY
        )
        reserves = "/".join(str(number) for number in self._reserves)
        scores = "/".join(str(number) for number in self._scores)
        ban = "-" if self._ban is None else str(self._ban)
        return f"{stacks or '-'} {COLOUR_LETTERS[self._turn]} {reserves} {scores} {ban}"

    def __repr__(self) -> str:
        return f"Game.from_position({self.position()!r}, target={self.target})"

    def next_player(self) -> str:
        """The colour that moves after the player to move, unless that player passes."""
        return COLOURS[self._after[self._turn]]

    # The rules.

    def legal_moves(self, available: bool = True) -> list[Move]:
        """Every legal move: entries, moves, or exactly ``[PASS]``; empty once the game is over.

        With three players, only the available ones: the moves that would hand the next player
        an instant win are left out (see `unavailable_moves`), unless ``available`` is False.
        """
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
        if self.players == 3 and available and moves:
            moves = [move for move in moves if self._denial(move) is None]
        if not moves:
            moves.append(PASS)
        return moves

    def unavailable_moves(self) -> list[Unavailable]:
        """The legal moves that the next-player rule of Mixtour à trois makes unavailable now,
        each with the reason, in `legal_moves()` order; always empty with two players."""
        if self.players == 2 or self._result is not None:
            return []
        denials = []
        for move in self.legal_moves(False):
            if move is PASS:
                break
            denial = self._denial(move)
            if denial is not None:
                denials.append(denial)
        return denials

    def _denial(self, move: Move) -> Unavailable | None:
        """Why ``move``, legal in a game of three, would hand the next player an instant win,
        or None when it does not (docs/rules.md, "Mixtour à trois")."""
        after = self._after[self._turn]
        # Cheap cases first: a move that removes no stack and leaves no stack 3 or 4 high (so no
        # five can be built next), or leaves the next player more than a point short of the
        # target, hands them nothing.
        origin = move.origin
        tall = self._tall
        scores = False
        if origin is not None:
            heights = self._heights
            count = move.count
            origin_height = heights[origin]
            target_height = heights[move.target]  # type: ignore[index]
            height = target_height + count
            scores = height >= 5
            if origin_height - count < 3 <= origin_height:
                tall -= 1
            if target_height >= 3:
                tall -= 1
            if 3 <= height < 5:
                tall += 1
        if not scores and (not tall or self._scores[after] + 1 < self.target):
            return None
        self.push(move)
        denial = None
        result = self._result
        if result is not None:
            # The game ends here: only the next player's own win is barred (a); a win of the
            # mover or of the third player, or a draw, stands.
            if result == after:
                denial = Unavailable(move, COLOURS[after], None)
        elif self._scores[after] + 1 >= self.target:
            reply = self._winning_move(after)
            if reply is not None:
                denial = Unavailable(move, COLOURS[after], reply)
        self.pop()
        return denial

    def _winning_move(self, owner: int) -> Move | None:
        """A legal move that builds five or more topped by the piece of player ``owner``, or
        None. One of the two stacks is then 3 or 4 high, so only those are looked at: as the
        target, and as the origin when ``owner``'s piece is on top. (The take-back ban never
        forbids such a move: see `scoring_moves`.)"""
        if not self._tall:
            return None
        heights = self._heights
        board = self._board
        top = owner + 1
        for square in range(25):
            height = heights[square]
            if height < 3:
                continue
            needed = 5 - height
            for origin, between, by_height in ARRIVALS[square * 5 + height]:
                origin_height = heights[origin]
                if origin_height >= needed and board[origin] & 3 == top:
                    for other in between:
                        if heights[other]:
                            break
                    else:
                        return by_height[origin_height][needed - 1]
            if board[square] & 3 == top:
                for ray in RAYS[square]:
                    for distance, other in enumerate(ray, 1):
                        if heights[other]:
                            # The first stack on the ray, reachable when as high as it is far.
                            if heights[other] == distance and height + distance >= 5:
                                return MOVES[(square * 25 + other) * 5 + 5 - distance]
                            break
        return None

    def _obstacle(self, move: Move) -> IllegalMoveError | None:
        """Why the board or reserve forbids ``move`` (the ban and a finished game aside)."""
        heights = self._heights
        target = move.target
        if target is None:
            return None
        target_name = SQUARE_NAMES[target]
        origin = move.origin
        if origin is None:
            if heights[target]:
                return _illegal(f"{target_name} is occupied", "occupied", target_name)
            if not self._reserves[self._turn]:
                why = f"{COLOUR_NAMES[self._turn]} has no piece in reserve"
                return _illegal(why, "no_reserve", COLOURS[self._turn])
            return None
        origin_name, height = SQUARE_NAMES[origin], heights[origin]
        if not height:
            return _illegal(f"{origin_name} is empty", "origin_empty", origin_name)
        if height < move.count:
            why = f"{origin_name} has only {_plural(height, 'piece')}"
            return _illegal(why, "too_few", origin_name, height)
        if not heights[target]:
            why = f"{target_name} is empty, and pieces only move onto a stack"
            return _illegal(why, "onto_empty", target_name)
        distance, high = DISTANCE[origin * 25 + target], heights[target]
        if high != distance:
            why = (
                f"{target_name} is {high} high but {_plural(distance, 'square')} from {origin_name}"
            )
            return _illegal(why, "distance", target_name, high, distance, origin_name)
        for square in BETWEEN[origin * 25 + target]:
            if heights[square]:
                name = SQUARE_NAMES[square]
                return _illegal(f"{name} is in the way", "in_the_way", name)
        return None

    def _why_illegal(self, move: Move) -> IllegalMoveError | None:
        """Why ``move`` may not be played now (the error that says so, not raised), or None."""
        if self._result is not None:
            return _illegal("the game is over", "over")
        if move.target is None:
            if self.legal_moves() == [PASS]:
                return None
            if self.players == 3:
                why = "a player may pass only when no other move is available"
                return _illegal(why, "pass_available")
            return _illegal("a player may pass only when no other move is legal", "pass_legal")
        obstacle = self._obstacle(move)
        if obstacle is None and move == self._ban:
            before = self._before[self._turn]
            why = f"takes back {COLOUR_NAMES[before]}'s last move"
            return _illegal(why, "takes_back", COLOURS[before])
        if obstacle is None and self.players == 3:
            denial = self._denial(move)
            if denial is not None:
                reply = None if denial.reply is None else str(denial.reply)
                why = f"it is not available: {denial.reason}"
                return _illegal(why, "unavailable", denial.player, reply)
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
            raise InvalidMoveError(f"invalid move {text!r}: a move is written as text").because(
                "not_text"
            )
        move = Move.parse(text)
        why = self._why_illegal(move)
        if why is not None:
            raise _illegal(f"illegal move {text!r}: {why}", why.reason, *why.parts)
        return move

    def play(self, move: str | Move) -> Move:
        """Play a move given as notation or as a `Move`, after checking it; returns the move.

        A move that fails the check raises (see `parse_move`) and changes nothing.
        """
        if isinstance(move, Move):
            why = self._why_illegal(move)
            if why is not None:
                raise _illegal(f"illegal move {str(move)!r}: {why}", why.reason, *why.parts)
        else:
            move = self.parse_move(move)
        self.push(move)
        return move

    def push(self, move: Move) -> None:
        """Play ``move`` WITHOUT checking it: the fast path for search over `legal_moves()`."""
        board = self._board
        heights = self._heights
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
                turn,
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
            # With three players the turn goes back to the player before; with two the same.
            self._turn = self._before[turn]
        elif origin is None:
            board[target] = turn + 1
            heights[target] = 1
            self._reserves[turn] -= 1
            self._occupied |= 1 << target
            self._ban = None
            self._seen = None
            self._turn = self._after[turn]
            return
        else:
            if counting and seen is None:
                seen = {self._key(): 1}
            count = move.count
            shift = count + count
            origin_code = board[origin]
            origin_height = heights[origin]
            board[origin] = origin_code >> shift
            heights[origin] = left_height = origin_height - count
            if not left_height:
                self._occupied ^= 1 << origin
            if left_height < 3 <= origin_height:
                self._tall -= 1
            target_height = heights[target]
            stack = (board[target] << shift) | (origin_code & TOP_MASK[count])
            height = target_height + count
            if target_height >= 3:
                self._tall -= 1
            if height >= 5:
                board[target] = EMPTY
                heights[target] = 0
                self._occupied ^= 1 << target
                self._remove(stack)
                seen = None
                counting = False
            else:
                board[target] = stack
                heights[target] = height
                if height >= 3:
                    self._tall += 1
                if left_height == DISTANCE[origin * 25 + target]:
                    ban = MOVES[(target * 25 + origin) * 5 + count]
            self._turn = self._after[turn]
        self._ban = ban
        self._seen = seen
        if counting and seen is not None:
            key = self._key()
            times = seen.get(key, 0) + 1
            seen[key] = times
            if times >= 3:
                self._result = _DRAW
                self._reason = REPETITION

    def _remove(self, stack: int) -> None:
        """Take a stack of five or more off: pieces home, a point to its top piece's owner."""
        reserves = self._reserves
        for side, count in enumerate(pieces_by_colour(stack)[: self.players]):
            reserves[side] += count
        owner = (stack & 3) - 1
        self._scores[owner] += 1
        if self._scores[owner] >= self.target:
            self._result = owner
            self._reason = TARGET

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
            turn,
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
        self._turn = turn
        target = move.target
        if target is not None:
            board = self._board
            heights = self._heights
            origin = move.origin
            target_height = HEIGHT[target_code]
            board[target] = target_code
            heights[target] = target_height
            if origin is None:
                self._reserves[turn] += 1
            else:
                board[origin] = origin_code
                heights[origin] = HEIGHT[origin_code]
                count = move.count
                if target_height + count >= 5:
                    self._unremove(
                        (target_code << (count + count)) | (origin_code & TOP_MASK[count])
                    )
        return move

    def _unremove(self, stack: int) -> None:
        """Undo `_remove` of a stack (the result is restored by `pop`)."""
        reserves = self._reserves
        for side, count in enumerate(pieces_by_colour(stack)[: self.players]):
            reserves[side] -= count
        self._scores[(stack & 3) - 1] -= 1
