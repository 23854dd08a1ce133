"""The computer player of Kitty Stack Tower on the shared search (`search.player`): the max-n
playout search through `kitty.ai.seats`, at named levels. In a game with the Objective Cards it
is the information-set search (`search.ismcts`) over deals of the cards the player deciding has
not seen (`kitty.ai.seats.SampledSeats`): it never reads another player's hidden cards, and
its replies and playouts follow a one-ply lead (`kitty.ai.widening`, `kitty.ai.guide`). Two
players of the base game meet the reading search (`search.reading`, judged by
`kitty.ai.judge`) at the two stronger levels, as in Mixtour."""

from collections.abc import Mapping, Sequence
from random import Random

from kitty import Game, Move
from kitty.ai import widening
from kitty.ai.judge import KittyJudge
from kitty.ai.seats import CardPlayouts, KittyPlayouts, KittySeats, SampledSeats
from kitty.moves import ACCEPT, PROPOSE
from search import mcts, reading
from search.levels import PLAYOUTS, READING, Level, levels
from search.mcts import Node
from search.player import Player, Searcher
from search.solver import child_to_play

# A level is its iteration budget, the seconds cap the browser's wait.
DESCRIPTIONS = (
    "plays at once, looks little ahead",
    "looks a little further",
    "weighs each move against the replies to it",
    "thinks longest and sees most",
)
SECONDS = (0.2, 0.4, 1.0, 3.0)
# What each level wins, as the New game dialog says it under the level: the seeded series of
# docs/ai.md ("Kitty Stack Tower of two: reading", "Strength with the Objective Cards", "Levels
# against each other"), rounded to games in 10; `greedy` is the player who looks one move ahead.
RECORDS = (
    # 27.0% (19.3-36.4) of 100 games of two against `greedy`
    "Wins 1 game in 4 against a player who looks one move ahead.",
    # 77.0% (67.8-84.2) of 100 games of two against `beginner`
    "Wins 3 games in 4 against Beginner.",
    # 86.5% (81.1-90.5) of 200 games of two against `greedy` (with the move in hand); 63.3%
    # (55.6-70.3) of 162 games of three with the cards against two `greedy`
    "Wins 8 games in 10 against a player who looks one move ahead, 6 in 10 against two with the"
    " cards.",
    # 70.0% (52.1-83.3) of 30 games of three with the cards against two `greedy`; with two
    # players (2 000 nodes) 64.0% (54.2-72.7) of 100 games against `strong` (seed 2)
    "Wins 7 games in 10 against two players who look one move ahead, with the cards.",
)
LEVELS = levels(list(zip((PLAYOUTS,) * 4, (25, 80, 500, 800), SECONDS, DESCRIPTIONS, strict=True)))
# Two players of the base game: the stronger levels read the replies deep on the score lead
# (docs/ai.md, "Kitty Stack Tower of two: reading"); their nodes, as Mixtour's, about what the
# seconds open in the Pyodide worker, the cap keeping arena series reproducible: `expert`'s the
# most whose first moves, the dearest, stay inside its 3 s with a margin ("`expert`'s nodes
# against its 3 s"). While the players place their pieces, where a lead of one piece says
# little, the same budget plays the playout search.
STRONG_NODES = 500
EXPERT_NODES = 2000
TWO_LEVELS = levels(
    list(
        zip(
            (PLAYOUTS, PLAYOUTS, READING, READING),
            (25, 80, STRONG_NODES, EXPERT_NODES),
            SECONDS,
            DESCRIPTIONS,
            strict=True,
        )
    )
)


class CardSearch(widening.Search):
    """The information-set search of a game with cards, which proposes an exchange only when
    it expects a yes: a proposal declined changes nothing, yet its search (the same turn again,
    without the proposal) is worth as much as the best action, so it would often come first."""

    def best_child(self) -> Node[Move] | None:
        asking = [child for child in self.root.children if not _expects_no(child)]
        return child_to_play(asking) or super().best_child()


def _expects_no(child: Node[Move]) -> bool:
    """Whether ``child`` is a proposal whose most visited answer is not yes."""
    if child.move is None or child.move.kind != PROPOSE:
        return False
    answers = child.children
    return not answers or max(answers, key=lambda a: a.visits).move != Move(ACCEPT)


class KittyPlayer(Player[Game, Move]):
    """Kitty Stack Tower's computer player (see `search.player.Player`)."""

    def levels(self, game: Game) -> Mapping[str, Level]:
        return TWO_LEVELS if len(game.players) == 2 and not game.has_cards else LEVELS

    def seats(self, game: Game) -> KittySeats:
        return KittySeats(game)

    def search(self, game: Game, kind: str, rng: Random) -> Searcher[Move]:
        if game.has_cards:
            return CardSearch(SampledSeats(game, rng), CardPlayouts(), rng)
        if kind == READING and game.phase == "play":
            return reading.Search(KittySeats(game), KittyJudge(), rng)
        return mcts.Search(KittySeats(game), KittyPlayouts(), rng)

    def notation(self, game: Game, move: Move) -> str:
        return game.format_move(move)

    def colours(self, game: Game) -> Sequence[str]:
        return game.players


PLAYER = KittyPlayer()
analyse = PLAYER.analyse
choose_move = PLAYER.choose_move
level_move = PLAYER.level_move
