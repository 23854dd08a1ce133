"""Mixtour in the search protocol (`search.protocol.Game`), for two or three players.

`MixtourSeats` wraps a `Game`: seats are the colours in turn order (White 0, Red 1, Blue 2), a
win is 1 for the winner, a draw an equal share for everyone, and the winning move is a scoring
move for a player one point short of the target. The searches push and pop the engine's own
methods (bound once here), so the adapter costs no call on the way down the tree.
"""

from mixtour import Game, Move


class MixtourSeats:
    """A Mixtour `Game` in the search protocol; the game itself is ``game``."""

    __slots__ = ("_seat", "_wins", "game", "legal_moves", "players", "pop", "push")

    def __init__(self, game: Game) -> None:
        self.game = game
        self.players = game.players
        self.legal_moves = game.legal_moves
        self.push = game.push
        self.pop = game.pop
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

    def winning_move(self) -> Move | None:
        """A move scoring the last point the player to move needs. Such a move is never
        unavailable (the next-player rule spares one's own win) nor banned."""
        game = self.game
        turn = game.turn
        if game.score(turn) + 1 < game.target:
            return None
        points = game.scoring_moves(turn)
        return points[0] if points else None
