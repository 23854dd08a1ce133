"""Mixtour for the game-agnostic search (`search`): the game protocol and the playout policy.

`MixtourSeats` wraps a `Game` of two or three players in the protocol of `search.protocol`:
seats are the colours in turn order (White 0, Red 1, Blue 2), a win is 1 for the winner, a draw
an equal share for everyone. The search plays Mixtour à trois through it; the two-player game
keeps its own search (`mixtour.ai.mcts`).

Playouts follow the two-player policy (`mixtour.ai.playout`): a point for the player to move is
taken at once, a move scoring for someone else is drawn again. With three players, most of the
cost of `Game.legal_moves()` is the next-player rule's check of every move; a playout draws its
move from the legal moves without that check and checks only the move it drew, which is
exact: a move that fails is drawn again, and only when every draw fails are the available moves
listed.
"""

from collections.abc import Callable
from random import Random

from mixtour import PASS, Game, Move

# Playouts stop after this many plies and are valued by the scores: a playout costs most of a
# simulation, and games under the policy last ~70 plies, so only the sharpest lines end in one.
PLAYOUT_LIMIT = 24
# How often a playout redraws a move that scores for someone else.
REDRAWS = 4
# How often it draws at most before listing the available moves (which costs as much as ~40
# draws: every move is checked).
DRAWS = 16


class MixtourSeats:
    """A Mixtour `Game` in the search's game protocol; the game itself is ``game``."""

    __slots__ = ("_seat", "_wins", "game", "players")

    def __init__(self, game: Game) -> None:
        self.game = game
        self.players = game.players
        self._seat = {colour: seat for seat, colour in enumerate(game.colours)}
        draw = (1 / self.players,) * self.players
        self._wins: dict[str, tuple[float, ...]] = {"draw": draw}
        for colour, seat in self._seat.items():
            self._wins[colour] = tuple(float(other == seat) for other in range(self.players))

    @property
    def turn(self) -> int:
        return self._seat[self.game.turn]

    @property
    def result(self) -> tuple[float, ...] | None:
        result = self.game.result
        return None if result is None else self._wins[result]

    def legal_moves(self) -> list[Move]:
        return self.game.legal_moves()

    def push(self, move: Move) -> None:
        self.game.push(move)

    def pop(self) -> Move:
        return self.game.pop()

    def winning_move(self) -> Move | None:
        """A move scoring the last point the player to move needs. Such a move is never
        unavailable (the next-player rule spares one's own win) nor banned."""
        game = self.game
        turn = game.turn
        if game.score(turn) + 1 < game.target:
            return None
        points = game.scoring_moves(turn)
        return points[0] if points else None

    def values(self) -> tuple[float, ...]:
        """Each seat's share: the result once the game is over, else a share by the points
        scored so far (equal shares while nobody has scored)."""
        result = self.result
        if result is not None:
            return result
        game = self.game
        scores = [game.score(colour) for colour in game.colours]
        total = sum(scores) + self.players
        return tuple((1 + score) / total for score in scores)

    def playout(self, rng: Random) -> tuple[float, ...]:
        """Play at most `PLAYOUT_LIMIT` plies by the policy, return `values`, undo them all."""
        game = self.game
        push = game.push
        scoring_moves = game.scoring_moves
        is_legal = game.is_legal
        random = rng.random
        plies = 0
        while plies < PLAYOUT_LIMIT and game.result is None:
            move = None
            for point in scoring_moves(game.turn):
                if is_legal(point):
                    move = point
                    break
            if move is None:
                move = _drawn_move(game, random)
            push(move)
            plies += 1
        value = self.values()
        pop = game.pop
        for _ in range(plies):
            pop()
        return value


def _drawn_move(game: Game, random: Callable[[], float]) -> Move:
    """A random available move, preferring one that scores for nobody else."""
    moves = game.legal_moves(False)
    if moves[0] is PASS:  # nothing is legal at all
        return PASS
    scoring = game.scoring_moves()
    gift = None
    for draw in range(DRAWS):
        move = moves[int(random() * len(moves))]
        if game.is_legal(move):
            if move not in scoring:
                return move
            gift = move
        if gift is not None and draw >= REDRAWS:
            return gift
    available = game.legal_moves()
    quiet = [move for move in available if move not in scoring]
    moves = quiet or available
    return moves[int(random() * len(moves))]
