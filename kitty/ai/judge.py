"""How the reading search (`search.reading`) judges a position of two-player Kitty Stack Tower:
by the score lead the player to move has, with the move in hand, as a chance to win.

The game is decided by who owns the tall stacks when everyone passes, and a position's score
says that better than a few random actions from it do (`kitty.ai.seats.KittyPlayouts`): a
one-ply player leading on score (`kitty.ai.baselines.greedy_move`) takes a third of the games
from the playout search. So the judge reads the lead in the stacks each player owns (their
total, then their own pieces in them), and the search reads the replies deep, as an alpha-beta
player does (docs/ai.md, "Kitty Stack Tower").

The threat hook is the end by passes: the player to move wins at once when every other player
has passed and it leads (`KittySeats.winning_move`: the move before it is lost, proven).
"""

import math

from kitty.ai.seats import KittySeats, final_scores
from search.protocol import QUIET, WINS_AT_ONCE

# The chance a lead of one piece is worth: chance = 1 / (1 + exp(-SLOPE * lead)).
SLOPE = 0.35
# A piece of one's own counts this much beside a piece of the total (the tie-break).
OWN_WEIGHT = 0.1
# The move in hand, in pieces of lead: the player to move acts on the position first (a stack
# taken, a flip), so a level score favours it. Without it a line read one ply deeper looks
# better to whoever made its last move, and `expert`'s deeper reading gained nothing over
# `strong` (docs/ai.md, "Kitty Stack Tower of two: reading"; 2 against 0, 1, 3 and 4).
TEMPO = 2.0


class KittyJudge:
    """Judges positions of two-player Kitty Stack Tower for the reading search."""

    def judge(self, game: KittySeats) -> tuple[float, int]:
        """The chance of the player to move, and `WINS_AT_ONCE` or `QUIET`."""
        if game.winning_move() is not None:
            return 0.0, WINS_AT_ONCE
        scores = final_scores(game.game)
        seat = game.turn
        total, own = scores[seat]
        other_total, other_own = scores[1 - seat]
        lead = total - other_total + OWN_WEIGHT * (own - other_own) + TEMPO
        return 1 / (1 + math.exp(-SLOPE * lead)), QUIET
