"""The paranoid view of a Kitty Stack Tower game of three or four with the Objective Cards, for
the reading search (`search.reading`, a search of two sides): the player deciding against all
the others together, who all play to bring its chances down (Sturtevant and Korf's paranoid
search; Schadd and Winands, "Best Reply Search for Multiplayer Games", 2011).

`ParanoidSeats` is one deal of the cards the player deciding has not seen
(`kitty.knowledge.dealt`, through `kitty.ai.seats.SampledSeats`), seen as a game of two sides:
side 0 when that player is to move, else side 1, the result folded to (its share, the rest).
The others move twice or three times in a row, and a player's claims come before its next
action: the reading search backs up such turns as the same side's. A proposal is left out:
the partner answers as the others' side, so a yes would only ever be worse for the player.

`ParanoidJudge` judges a position by the player's lead over the best other player as the game
would end now (`kitty.ai.seats.final_scores`: every player's end-of-game cards as the deal has
them), with the move in hand for whichever side is to move, as a chance by the logistic of
`kitty.ai.judge`.
"""

import math
from random import Random

from kitty import Game, Move
from kitty.ai.judge import OWN_WEIGHT, SLOPE, TEMPO
from kitty.ai.seats import SampledSeats, final_scores
from kitty.moves import PROPOSE
from search import reading
from search.protocol import QUIET, WINS_AT_ONCE


class ParanoidSeats:
    """A game with cards as two sides: the player deciding (0) against the others (1)."""

    __slots__ = ("_seats", "decider", "pop", "push")

    players = 2

    def __init__(self, game: Game, rng: Random) -> None:
        self._seats = SampledSeats(game, rng)
        self.decider = self._seats.turn
        self.push = self._seats.push
        self.pop = self._seats.pop

    @property
    def game(self) -> Game:
        """The deal read: the game with the unseen cards dealt once."""
        return self._seats.game

    @property
    def turn(self) -> int:
        return 0 if self._seats.turn == self.decider else 1

    @property
    def result(self) -> tuple[float, float] | None:
        result = self._seats.result
        if result is None:
            return None
        mine = result[self.decider]
        return mine, 1.0 - mine

    def legal_moves(self) -> list[Move]:
        return [move for move in self._seats.legal_moves() if move.kind != PROPOSE]

    def winning_move(self) -> Move | None:
        """The pass that ends the game while the player to move leads alone."""
        return self._seats.winning_move()


class ParanoidJudge:
    """Judges positions of `ParanoidSeats` for the reading search."""

    def judge(self, seats: ParanoidSeats) -> tuple[float, int]:
        """The chance of the side to move, and `WINS_AT_ONCE` or `QUIET`."""
        if seats.winning_move() is not None:
            return 0.0, WINS_AT_ONCE
        scores = final_scores(seats.game)
        mine = seats.decider
        total, own = scores[mine]
        best = max(score for seat, score in enumerate(scores) if seat != mine)
        lead = total - best[0] + OWN_WEIGHT * (own - best[1])
        side = seats.turn
        if side:
            lead = -lead
        return 1 / (1 + math.exp(-SLOPE * (lead + TEMPO))), QUIET


class Search(reading.Search[Move]):
    """The reading search over `ParanoidSeats` of ``game``, its turn and shares given for every
    player: the player deciding its chance, the others the rest in equal parts."""

    def __init__(self, game: Game, rng: Random) -> None:
        seats = ParanoidSeats(game, rng)
        super().__init__(seats, ParanoidJudge(), rng)
        self.turn = seats.decider  # the seat in the game, where the analysis names it
        self.players = len(game.players)

    def shares(self) -> list[float]:
        mine = self.chance()
        rest = (1.0 - mine) / (self.players - 1)
        return [mine if seat == self.turn else rest for seat in range(self.players)]
