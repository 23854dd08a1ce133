"""How the reading searches judge a position of Kitty Stack Tower: for two players of the base
game (`search.reading`) by the score lead the player to move has, as a chance to win; for three
and four with the Objective Cards (`search.maxn`) by every player's score, as shares of the game.

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
from kitty.deck import END_CARDS, VIBRANT_HEIGHT, vibrant
from search.protocol import QUIET, WINS_AT_ONCE

# The chance a lead of one piece is worth: chance = 1 / (1 + exp(-SLOPE * lead)).
SLOPE = 0.35
# A piece of one's own counts this much beside a piece of the total (the tie-break).
OWN_WEIGHT = 0.1


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
        lead = total - other_total + OWN_WEIGHT * (own - other_own)
        return 1 / (1 + math.exp(-SLOPE * lead)), QUIET


class CardShares:
    """Judges positions of Kitty Stack Tower with the Objective Cards for the max-n reading
    search, as the player ``viewer`` (a seat) sees them: each player's share is a softmax of its
    score as the game would end now (its total, and a tenth for its own pieces; with two players
    this is `KittyJudge`'s logistic of the lead). The points cards earned in play are everyone's
    to see; of the end-of-game cards, ``viewer``'s own count as they score, and each card it
    does not hold counts for each other player its points there times ``chances[card][player]``,
    the chance that this player holds it (`kitty.ai.seats.card_chances`), whatever the deal
    being read; so too when the game has ended, since the others' cards are not seen."""

    def __init__(self, viewer: int, chances: list[list[float]]) -> None:
        self.viewer = viewer
        self.chances = chances

    def shares(self, game: KittySeats) -> tuple[float, ...]:
        engine = game.game
        players = game.players
        totals = [0.0] * players
        owns = [0] * players
        # Per player, what the end-of-game cards count on the stacks it owns (`end_points`):
        # stacks, colours beyond the first, pieces of each colour, the tallest, the vibrant.
        stacks = [0] * players
        mixed = [0] * players
        pieces = [[0, 0, 0, 0] for _ in range(players)]
        tallest = [0] * players
        vibrants = [0] * players
        for stack in engine.stacks:
            if stack:
                player = stack[-1]
                height = len(stack)
                totals[player] += height
                owns[player] += stack.count(player)
                stacks[player] += 1
                if height > 1:
                    counted = pieces[player]
                    for piece in stack:
                        counted[piece] += 1
                    mixed[player] += len(set(stack)) - 1
                    tallest[player] = max(tallest[player], height)
                    if height >= VIBRANT_HEIGHT and vibrant(stack):
                        vibrants[player] += 1
                else:
                    pieces[player][player] += 1
                    if not tallest[player]:
                        tallest[player] = 1
        hands = engine.hands
        assert hands is not None
        holder = hands.holder
        for card, points in enumerate(hands.points):
            if points and holder[card] >= 0:
                totals[holder[card]] += points
        ends = (
            stacks,
            mixed,
            [max(counted) // 2 for counted in pieces],
            [height // 2 for height in tallest],
            [5 * count for count in vibrants],
        )
        viewer = self.viewer
        for card, worth in zip(END_CARDS, ends, strict=True):
            if holder[card] == viewer:
                totals[viewer] += worth[viewer]
                continue
            for player, chance in enumerate(self.chances[card]):
                if chance and player != viewer:
                    totals[player] += chance * worth[player]
        scores = [total + OWN_WEIGHT * own for total, own in zip(totals, owns, strict=True)]
        top = max(scores)
        weights = [math.exp(SLOPE * (score - top)) for score in scores]
        whole = sum(weights)
        return tuple(weight / whole for weight in weights)
