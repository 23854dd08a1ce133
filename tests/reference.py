"""A deliberately simple reference implementation of the Mixtour rules (docs/rules.md).

Written straight from the specification, independently of the engine in `mixtour/`, so that the
differential tests compare two implementations rather than one with itself. Everything here is
plain nested lists of colour strings and move *text*; nothing is fast and nothing is clever.

Interpretations of docs/rules.md that this file makes (and the tests rely on):
- "otherwise legal" for the take-back ban means legal if the ban did not exist, judged on the board
  alone (whether or not the game is over), so a finished game's position text keeps its ban field.
- A position read from text has no move history: its first pass is not "the second pass in a row".
- Reading is strict: canonical text only (numbers without leading zeros, the ban field in canonical
  notation). A ban is rejected when it would not otherwise be legal; nothing more is asked of it.
- A position without any pieces (board and reserves empty) cannot occur: no game starts that way.
"""

from __future__ import annotations

WHITE = "white"
RED = "red"
COLOURS = (WHITE, RED)
LETTER = {WHITE: "w", RED: "r"}
COLOUR_OF_LETTER = {"w": WHITE, "r": RED}
FILES = "abcde"
RANKS = "12345"
# the eight king directions as (file step, rank step)
DIRECTIONS = [(df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if (df, dr) != (0, 0)]
# square names in the order position text lists them: a1, b1, ..., e1, a2, ..., e5
SQUARES = [f + r for r in RANKS for f in FILES]


class ReferencePositionError(ValueError):
    """Bad position text; `field` names the field at fault."""

    def __init__(self, field: str, why: str) -> None:
        super().__init__(f"{field}: {why}")
        self.field = field


def other(colour: str) -> str:
    return RED if colour == WHITE else WHITE


def coords(square: str) -> tuple[int, int]:
    """(file, rank), both 0..4."""
    return FILES.index(square[0]), RANKS.index(square[1])


def name(file: int, rank: int) -> str:
    return FILES[file] + RANKS[rank]


def move_text(origin: str, target: str, count: int) -> str:
    if count == 1:
        return f"{origin}-{target}"
    return f"{origin}:{count}-{target}"


def parse_move_text(text: str) -> tuple[str, str, int]:
    """(origin, target, count) of a canonical piece move such as `c4-d3` or `c4:3-d3`."""
    left, target = text.split("-")
    if ":" in left:
        origin, count = left.split(":")
        return origin, target, int(count)
    return left, target, 1


def is_square(text: str) -> bool:
    return len(text) == 2 and text[0] in FILES and text[1] in RANKS


def is_canonical_number(text: str) -> bool:
    return text.isdigit() and text.isascii() and (text == "0" or text[0] != "0")


def is_canonical_move(text: str) -> bool:
    """True for canonical piece-move notation (not entries, not pass)."""
    if text.count("-") != 1:
        return False
    left, target = text.split("-")
    if not is_square(target):
        return False
    if ":" not in left:
        return is_square(left)
    if left.count(":") != 1:
        return False
    origin, count = left.split(":")
    return is_square(origin) and count in ("2", "3", "4")


class ReferenceGame:
    """One game of Mixtour. Moves are canonical notation strings."""

    def __init__(self, target: int = 1, reserve: int = 20, repetition_draw: bool = True) -> None:
        self.target = target
        self.repetition_draw = repetition_draw
        # board[rank][file] is a stack: a list of colours, bottom first
        self.board: list[list[list[str]]] = [[[] for _file in range(5)] for _rank in range(5)]
        self.reserves = {WHITE: reserve, RED: reserve}
        self.scores = {WHITE: 0, RED: 0}
        self.turn = WHITE
        # the previous action: None (start or entry), "pass", or (origin, target, count)
        self.last_action: tuple[str, str, int] | str | None = None
        self.result: str | None = None
        self.result_reason: str | None = None
        self.moves: list[str] = []
        self.seen: dict[str, int] = {self.position(): 1}

    # ----- looking at the position -------------------------------------------------------------

    def stack(self, square: str) -> list[str]:
        file, rank = coords(square)
        return self.board[rank][file]

    def height(self, square: str) -> int:
        return len(self.stack(square))

    def reserve(self, colour: str) -> int:
        return self.reserves[colour]

    def score(self, colour: str) -> int:
        return self.scores[colour]

    def banned_move(self) -> str | None:
        """The move the take-back ban names, effective or not."""
        if isinstance(self.last_action, tuple):
            origin, target, count = self.last_action
            return move_text(target, origin, count)
        return None

    def ban(self) -> str | None:
        """The banned move, only when it would otherwise be legal."""
        banned = self.banned_move()
        if banned is not None and banned in self.moves_ignoring_ban():
            return banned
        return None

    def moves_ignoring_ban(self) -> list[str]:
        """Entries and piece moves by the rules of movement alone (no ban, no game-over)."""
        moves: list[str] = []
        if self.reserves[self.turn] > 0:
            moves.extend(square for square in SQUARES if self.height(square) == 0)
        for origin in SQUARES:
            height = self.height(origin)
            if height == 0:
                continue
            file, rank = coords(origin)
            for df, dr in DIRECTIONS:
                # walk outwards; only the first occupied square can be a target (no jumping)
                for distance in range(1, 5):
                    f, r = file + df * distance, rank + dr * distance
                    if not (0 <= f < 5 and 0 <= r < 5):
                        break
                    target = name(f, r)
                    if self.height(target) == 0:
                        continue
                    if self.height(target) == distance:
                        for count in range(1, height + 1):
                            moves.append(move_text(origin, target, count))
                    break
        return moves

    def legal_moves(self) -> list[str]:
        if self.result is not None:
            return []
        banned = self.banned_move()
        moves = [move for move in self.moves_ignoring_ban() if move != banned]
        return moves if moves else ["pass"]

    def position(self) -> str:
        items = []
        for square in SQUARES:
            stack = self.stack(square)
            if stack:
                items.append(square + "=" + "".join(LETTER[colour] for colour in stack))
        stacks = ",".join(items) if items else "-"
        side = LETTER[self.turn]
        reserves = f"{self.reserves[WHITE]}/{self.reserves[RED]}"
        scores = f"{self.scores[WHITE]}/{self.scores[RED]}"
        ban = self.ban() or "-"
        return f"{stacks} {side} {reserves} {scores} {ban}"

    def pieces(self, colour: str) -> int:
        """Pieces of `colour` on the board plus in reserve."""
        on_board = sum(stack.count(colour) for row in self.board for stack in row)
        return on_board + self.reserves[colour]

    # ----- playing -----------------------------------------------------------------------------

    def play(self, move: str) -> None:
        if move not in self.legal_moves():
            raise ValueError(f"reference: illegal move {move!r} in {self.position()!r}")
        mover = self.turn
        if move == "pass":
            if self.last_action == "pass":
                self.result, self.result_reason = "draw", "passes"
            self.last_action = "pass"
        elif "-" not in move:
            self.stack(move).append(mover)
            self.reserves[mover] -= 1
            self.last_action = None
        else:
            origin, target, count = parse_move_text(move)
            source = self.stack(origin)
            carried = source[len(source) - count :]
            del source[len(source) - count :]
            destination = self.stack(target)
            destination.extend(carried)
            if len(destination) >= 5:
                for colour in destination:
                    self.reserves[colour] += 1
                top = destination[-1]
                self.scores[top] += 1
                destination.clear()
                if self.scores[top] >= self.target:
                    self.result, self.result_reason = top, "target"
            self.last_action = (origin, target, count)
        self.turn = other(mover)
        self.moves.append(move)
        text = self.position()
        self.seen[text] = self.seen.get(text, 0) + 1
        if self.result is None and self.repetition_draw and self.seen[text] >= 3:
            self.result, self.result_reason = "draw", "repetition"

    def copy(self) -> ReferenceGame:
        twin = ReferenceGame.__new__(ReferenceGame)
        twin.target = self.target
        twin.repetition_draw = self.repetition_draw
        twin.board = [[list(stack) for stack in row] for row in self.board]
        twin.reserves = dict(self.reserves)
        twin.scores = dict(self.scores)
        twin.turn = self.turn
        twin.last_action = self.last_action
        twin.result = self.result
        twin.result_reason = self.result_reason
        twin.moves = list(self.moves)
        twin.seen = dict(self.seen)
        return twin

    # ----- reading position text ---------------------------------------------------------------

    @classmethod
    def from_position(
        cls, text: str, target: int = 1, repetition_draw: bool = True
    ) -> ReferenceGame:
        fields = text.split(" ")
        if len(fields) != 5 or any(field == "" for field in fields):
            raise ReferencePositionError("position", "expected five fields separated by spaces")
        stacks_field, side_field, reserves_field, scores_field, ban_field = fields
        game = cls(target=target, reserve=0, repetition_draw=repetition_draw)

        if stacks_field != "-":
            seen: set[int] = set()  # any order (docs/rules.md), each square once
            for item in stacks_field.split(","):
                if item.count("=") != 1:
                    raise ReferencePositionError("stacks", f"bad item {item!r}")
                square, letters = item.split("=")
                if not is_square(square):
                    raise ReferencePositionError("stacks", f"bad square {square!r}")
                index = SQUARES.index(square)
                if index in seen:
                    raise ReferencePositionError("stacks", "a square listed twice")
                seen.add(index)
                if letters == "" or any(letter not in "wr" for letter in letters):
                    raise ReferencePositionError("stacks", f"bad colours {letters!r}")
                if len(letters) >= 5:
                    raise ReferencePositionError("stacks", "a stack of 5 or more")
                game.stack(square).extend(COLOUR_OF_LETTER[letter] for letter in letters)

        if side_field not in ("w", "r"):
            raise ReferencePositionError("side to move", f"bad side {side_field!r}")
        game.turn = COLOUR_OF_LETTER[side_field]

        for field_name, field, table in (
            ("reserves", reserves_field, game.reserves),
            ("scores", scores_field, game.scores),
        ):
            parts = field.split("/")
            if len(parts) != 2 or not all(is_canonical_number(part) for part in parts):
                raise ReferencePositionError(field_name, f"bad numbers {field!r}")
            table[WHITE], table[RED] = int(parts[0]), int(parts[1])

        if game.pieces(WHITE) != game.pieces(RED):
            raise ReferencePositionError("reserves", "White's and Red's totals differ")
        if game.pieces(WHITE) == 0:
            raise ReferencePositionError("reserves", "no pieces at all")

        if ban_field != "-":
            if not is_canonical_move(ban_field):
                raise ReferencePositionError("banned move", f"bad move {ban_field!r}")
            origin, destination, count = parse_move_text(ban_field)
            # the opponent moved `count` pieces from the ban's target onto its origin
            game.last_action = (destination, origin, count)
            if ban_field not in game.moves_ignoring_ban():
                raise ReferencePositionError("banned move", "not otherwise legal")

        winners = [colour for colour in COLOURS if game.scores[colour] >= target]
        if len(winners) == 2:
            raise ReferencePositionError("scores", "both players reached the target")
        if winners:
            game.result, game.result_reason = winners[0], "target"
        game.seen = {game.position(): 1}
        return game


def perft(game: ReferenceGame, depth: int) -> int:
    if depth == 0:
        return 1
    total = 0
    for move in game.legal_moves():
        child = game.copy()
        child.play(move)
        total += perft(child, depth - 1)
    return total
