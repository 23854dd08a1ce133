"""A deliberately simple reference implementation of Mixtour à trois (docs/rules.md, "Mixtour à
trois"), as `tests/reference.py` is for two players.

Written from the specification, independently of the engine in `mixtour/`: nested lists of
colour strings, moves as text, a copy of the whole game for every move it tries. It borrows only
the board geometry and notation helpers of `tests/reference.py`.

Interpretations it makes (the same as the engine's, stated in docs/rules.md):
- A move is unavailable when, after playing it, the next player has won, or the game goes on and
  one of the next player's legal moves (the take-back ban applied) builds five topped by their
  own piece and brings them to the target. A move that ends the game otherwise stays available.
- A player without an available move plays `pass`; the turn goes back to the player before. A
  pass right after a pass (that player could not move either) is the draw.
- Repetition: the third occurrence of a position text is a draw, as with two players.
"""

from __future__ import annotations

from reference import (
    DIRECTIONS,
    SQUARES,
    coords,
    is_canonical_number,
    is_square,
    move_text,
    name,
    parse_move_text,
)

COLOURS = ("white", "red", "blue")
LETTERS = "wrb"


class ReferenceTrois:
    """One game of Mixtour à trois. Moves are canonical notation strings."""

    def __init__(self, target: int = 1, reserve: int = 15) -> None:
        self.target = target
        self.board: list[list[list[str]]] = [[[] for _file in range(5)] for _rank in range(5)]
        self.reserves = dict.fromkeys(COLOURS, reserve)
        self.scores = dict.fromkeys(COLOURS, 0)
        self.turn = "white"
        # the previous action: None (start or entry), "pass", or (origin, target, count)
        self.last_action: tuple[str, str, int] | str | None = None
        self.result: str | None = None
        self.result_reason: str | None = None
        self.seen: dict[str, int] = {self.position(): 1}

    def next_colour(self, colour: str) -> str:
        return COLOURS[(COLOURS.index(colour) + 1) % 3]

    def previous_colour(self, colour: str) -> str:
        return COLOURS[(COLOURS.index(colour) + 2) % 3]

    def stack(self, square: str) -> list[str]:
        file, rank = coords(square)
        return self.board[rank][file]

    def banned_move(self) -> str | None:
        if isinstance(self.last_action, tuple):
            origin, target, count = self.last_action
            return move_text(target, origin, count)
        return None

    def moves_ignoring_ban(self) -> list[str]:
        moves: list[str] = []
        if self.reserves[self.turn] > 0:
            moves.extend(square for square in SQUARES if not self.stack(square))
        for origin in SQUARES:
            height = len(self.stack(origin))
            if height == 0:
                continue
            file, rank = coords(origin)
            for df, dr in DIRECTIONS:
                for distance in range(1, 5):
                    f, r = file + df * distance, rank + dr * distance
                    if not (0 <= f < 5 and 0 <= r < 5):
                        break
                    target = name(f, r)
                    if not self.stack(target):
                        continue
                    if len(self.stack(target)) == distance:
                        for count in range(1, height + 1):
                            moves.append(move_text(origin, target, count))
                    break
        return moves

    def legal_ignoring_availability(self) -> list[str]:
        banned = self.banned_move()
        return [move for move in self.moves_ignoring_ban() if move != banned]

    def wins_at_once(self, colour: str) -> bool:
        """Whether `colour`, to move now, has a legal move that reaches the target."""
        if self.scores[colour] + 1 < self.target:
            return False
        for move in self.legal_ignoring_availability():
            if "-" in move:
                origin, target, count = parse_move_text(move)
                if len(self.stack(target)) + count >= 5 and self.stack(origin)[-1] == colour:
                    return True
        return False

    def is_available(self, move: str) -> bool:
        after = self.copy()
        after.apply(move)
        following = self.next_colour(self.turn)
        if after.result is not None:
            return after.result != following
        return not after.wins_at_once(following)

    def unavailable(self) -> list[str]:
        if self.result is not None:
            return []
        return [move for move in self.legal_ignoring_availability() if not self.is_available(move)]

    def legal_moves(self) -> list[str]:
        if self.result is not None:
            return []
        moves = [move for move in self.legal_ignoring_availability() if self.is_available(move)]
        return moves if moves else ["pass"]

    def position(self) -> str:
        items = []
        for square in SQUARES:
            stack = self.stack(square)
            if stack:
                items.append(square + "=" + "".join(LETTERS[COLOURS.index(c)] for c in stack))
        banned = self.banned_move()
        ban = banned if banned is not None and banned in self.moves_ignoring_ban() else "-"
        reserves = "/".join(str(self.reserves[colour]) for colour in COLOURS)
        scores = "/".join(str(self.scores[colour]) for colour in COLOURS)
        side = LETTERS[COLOURS.index(self.turn)]
        return f"{','.join(items) or '-'} {side} {reserves} {scores} {ban}"

    def play(self, move: str) -> None:
        if move not in self.legal_moves():
            raise ValueError(f"reference: unavailable move {move!r} in {self.position()!r}")
        self.apply(move)

    def apply(self, move: str) -> None:
        """Play a move legal by the rules of movement and the ban, without the à trois rule."""
        mover = self.turn
        if move == "pass":
            if self.last_action == "pass":
                self.result, self.result_reason = "draw", "passes"
            self.last_action = "pass"
            self.turn = self.previous_colour(mover)
        else:
            if "-" not in move:
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
            self.turn = self.next_colour(mover)
        text = self.position()
        self.seen[text] = self.seen.get(text, 0) + 1
        if self.result is None and self.seen[text] >= 3:
            self.result, self.result_reason = "draw", "repetition"

    def copy(self) -> ReferenceTrois:
        twin = ReferenceTrois.__new__(ReferenceTrois)
        twin.target = self.target
        twin.board = [[list(stack) for stack in row] for row in self.board]
        twin.reserves = dict(self.reserves)
        twin.scores = dict(self.scores)
        twin.turn = self.turn
        twin.last_action = self.last_action
        twin.result = self.result
        twin.result_reason = self.result_reason
        twin.seen = dict(self.seen)
        return twin

    @classmethod
    def from_position(cls, text: str, target: int = 1) -> ReferenceTrois:
        """A game from canonical three-sided position text (trusted: for tests only)."""
        stacks_field, side, reserves, scores, ban = text.split(" ")
        game = cls(target=target, reserve=0)
        if stacks_field != "-":
            for item in stacks_field.split(","):
                square, letters = item.split("=")
                assert is_square(square)
                game.stack(square).extend(COLOURS[LETTERS.index(letter)] for letter in letters)
        game.turn = COLOURS[LETTERS.index(side)]
        for field, table in ((reserves, game.reserves), (scores, game.scores)):
            parts = field.split("/")
            assert len(parts) == 3 and all(is_canonical_number(part) for part in parts)
            for colour, part in zip(COLOURS, parts, strict=True):
                table[colour] = int(part)
        if ban != "-":
            origin, destination, count = parse_move_text(ban)
            game.last_action = (destination, origin, count)
        winners = [colour for colour in COLOURS if game.scores[colour] >= target]
        if winners:
            game.result, game.result_reason = winners[0], "target"
        game.seen = {game.position(): 1}
        return game


def perft(game: ReferenceTrois, depth: int) -> int:
    if depth == 0:
        return 1
    total = 0
    for move in game.legal_moves():
        child = game.copy()
        child.play(move)
        total += perft(child, depth - 1)
    return total
