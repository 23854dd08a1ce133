"""The computer player of Mixtour, two players or three, on the shared search (`search.player`):
choose a move or analyse a position, at a level (`mixtour.ai.levels`) or on a budget.

With two players a level plays the playout search (with the solver, `mixtour.ai.playout`) or
the reading search (`mixtour.ai.judge`); with three, the max-n playout search
(`mixtour.ai.trois`). A bare budget of seconds or iterations plays the strongest level's search.
"""

from collections.abc import Mapping, Sequence
from random import Random

from mixtour import Game, Move
from mixtour.ai.judge import Judgement
from mixtour.ai.levels import LEVELS, TROIS_LEVELS
from mixtour.ai.playout import Playouts
from mixtour.ai.seats import MixtourSeats
from mixtour.ai.trois import TroisPlayouts
from search import mcts, reading
from search.levels import READING, Level
from search.player import Player, Searcher


class MixtourPlayer(Player[Game, Move]):
    """Mixtour's computer player (see `search.player.Player`)."""

    def levels(self, game: Game) -> Mapping[str, Level]:
        return LEVELS if game.players == 2 else TROIS_LEVELS

    def seats(self, game: Game) -> MixtourSeats:
        return MixtourSeats(game)

    def search(self, game: Game, kind: str, rng: Random) -> Searcher[Move]:
        seats = MixtourSeats(game)
        if game.players != 2:
            return mcts.Search(seats, TroisPlayouts(), rng)
        if kind == READING:
            return reading.Search(seats, Judgement(), rng)
        return mcts.Search(seats, Playouts(), rng, solve=True)

    def notation(self, game: Game, move: Move) -> str:
        return str(move)

    def colours(self, game: Game) -> Sequence[str]:
        return game.colours


PLAYER = MixtourPlayer()
analyse = PLAYER.analyse
choose_move = PLAYER.choose_move
level_move = PLAYER.level_move
