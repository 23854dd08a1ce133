"""Kitty Stack Tower in the search protocol (`search.protocol`): the adapter, and the playouts
that value a leaf of the playout search.

`KittySeats` wraps a `kitty.Game` of 2-4 players in the protocol of `search.protocol`: seats are
the colours in turn order, and the result is the engine's own (win 1, a win shared by k players
1/k, loss 0). `SampledSeats` is the adapter of a game with hidden cards as one player sees it:
a sample of the game (`kitty.knowledge`) that the information-set search (`search.ismcts`) deals
again before each simulation, so the search never reads a hand that player has not seen.

A Kitty move costs the engine a look at every player's actions (to see whether the game has
ended), so long random playouts are dear, and random play says little about a game decided by
who owns the tall stacks at the end. A playout here is short: a few random actions (passing only
when nothing else is possible), then the *standing*: the result as if the game ended there,
every player's end-of-game cards counted (in a search, the cards of its sample). The card
search's playouts (`CardPlayouts`) play like players instead: most of their actions are the
best by the one-ply lead of `kitty.ai.guide`, and their value is softened by the totals.
"""

import math
from random import Random

from kitty import Game, Move, knowledge
from kitty.ai import guide
from kitty.deck import end_points
from kitty.hands import AFTER, ANSWER, OPEN
from kitty.moves import CHAIN, DISASSEMBLE, FLIP, PASS_MOVE, STACK
from search.protocol import Evaluator

# Random actions a playout plays before taking the standing.
PLAYOUT_PLIES = 4
# With the cards (`CardPlayouts`): the actions a playout plays, the share of them that are the
# best by `kitty.ai.guide` rather than random (players take what is there to take), and the
# share of its value that is each player's softmax share of the totals (slope `SOFT_SLOPE`),
# so that a line lost by less counts for more (docs/ai.md, "With the Objective Cards").
CARD_PLIES = 6
GUIDED = 0.9
SOFT = 0.25
SOFT_SLOPE = 0.35
# The moves that are actions (the base game's, and a Continuous Stacking chain).
ACTIONS = (STACK, FLIP, DISASSEMBLE, CHAIN)


def final_scores(game: Game) -> list[tuple[int, int]]:
    """Each player's (total, own) if the game ended now, as `Game.score` counts them once it is
    over: the pieces in the stacks it owns, the points its cards earned in play and the points
    its end-of-game cards would score; and its own pieces in those stacks."""
    players = len(game.players)
    totals = [0] * players
    owns = [0] * players
    owned: list[list[tuple[int, ...]]] = [[] for _ in range(players)]
    for stack in game.stacks:
        if stack:
            player = stack[-1]
            totals[player] += len(stack)
            owns[player] += stack.count(player)
            owned[player].append(stack)
    hands = game.hands
    if hands is not None:
        for card, player in enumerate(hands.holder):
            if player >= 0:
                totals[player] += hands.points[card] + end_points(card, owned[player])
    return list(zip(totals, owns, strict=True))


class KittySeats:
    """A Kitty `Game` in the search's game protocol; the game itself is ``game``."""

    __slots__ = ("_seat", "game", "legal_moves", "players", "pop", "push")

    def __init__(self, game: Game) -> None:
        self.game = game
        self.players = len(game.players)
        self.legal_moves = game.legal_moves
        self.push = game.push
        self.pop = game.pop
        self._seat = {colour: seat for seat, colour in enumerate(game.players)}

    @property
    def turn(self) -> int:
        return self._seat[self.game.turn]

    @property
    def result(self) -> tuple[float, ...] | None:
        return self.game.result

    def standing(self) -> tuple[float, ...]:
        """The result if the game ended now (`final_scores`): the leaders share 1."""
        scores = final_scores(self.game)
        best = max(scores)
        leaders = scores.count(best)
        return tuple(1 / leaders if score == best else 0.0 for score in scores)

    def winning_move(self) -> Move | None:
        """The pass that ends the game by a round of passes while the player to move leads
        alone (every other pass was made already), when passing is open to it (before the
        action of its own turn)."""
        game = self.game
        if game.is_over or game.phase != "play" or game.passes != self.players - 1:
            return None
        if game.hands is not None and (game.hands.stage != OPEN or game.turn != game.mover):
            return None
        return PASS_MOVE if self.standing()[self.turn] == 1.0 else None


class SampledSeats(KittySeats):
    """A game with hidden cards as the player deciding in it sees it: a sample of the game
    (`kitty.knowledge.sample`), dealt again by `redeal` from what that player has seen."""

    __slots__ = ("_colour", "_masks")

    def __init__(self, game: Game, rng: Random) -> None:
        colour = game.turn
        masks = knowledge.seen(game, colour)
        super().__init__(game.resumed_with(knowledge.dealt(game, colour, masks, rng)))
        self._colour = colour
        self._masks = masks

    def redeal(self, rng: Random) -> None:
        """Deal the cards the player has not seen again (with the game at the search's root)."""
        self.game.hands = knowledge.dealt(self.game, self._colour, self._masks, rng)


def playout_move(game: Game, rng: Random, guided: float = 0.0) -> Move:
    """A playout's move: an action (a pass only when there is none), with the cards the best by
    `kitty.ai.guide` a ``guided`` share of the time and else any at random; while the turn
    waits, a claim first, no to a proposal, a card given at random."""
    moves = game.legal_moves()
    hands = game.hands
    if hands is None:
        # The pass is listed last: draw among the actions while there are any.
        count = len(moves) - 1 if len(moves) > 1 and moves[-1] is PASS_MOVE else len(moves)
        return moves[int(rng.random() * count)]
    if hands.stage == OPEN:
        actions = [move for move in moves if move.kind in ACTIONS]
        if not actions:
            return PASS_MOVE
        if guided and rng.random() < guided:
            return guide.best(game, game.players.index(game.turn), actions, rng)
        return actions[int(rng.random() * len(actions))]
    if hands.stage in (AFTER, ANSWER):
        return moves[0] if hands.stage == AFTER else moves[1]  # claims first; "no"
    return moves[int(rng.random() * len(moves))]


class KittyPlayouts(Evaluator[KittySeats]):
    """The playout search's evaluator for Kitty Stack Tower."""

    plies = PLAYOUT_PLIES
    guided = 0.0

    def evaluate(self, game: KittySeats, rng: Random) -> tuple[float, ...]:
        """`plies` actions (and the card steps a turn waits for), then `value` (the result if
        the game ended on the way); every move is taken back."""
        engine = game.game
        plies = pushed = 0
        while plies < self.plies and not engine.is_over:
            move = playout_move(engine, rng, self.guided)
            engine.push(move)
            pushed += 1
            plies += move.kind in ACTIONS or move is PASS_MOVE
        values = game.result or self.value(game)
        for _ in range(pushed):
            engine.pop()
        return values

    def value(self, game: KittySeats) -> tuple[float, ...]:
        """A playout's value where it stops: the standing."""
        return game.standing()


class CardPlayouts(KittyPlayouts):
    """The evaluator of the card search: `CARD_PLIES` actions, `GUIDED` of them the guide's
    best, valued softly (`SOFT`)."""

    plies = CARD_PLIES
    guided = GUIDED

    def value(self, game: KittySeats) -> tuple[float, ...]:
        """The standing, `SOFT` of it replaced by each player's softmax share of the totals."""
        scores = final_scores(game.game)
        best = max(scores)
        leaders = scores.count(best)
        top = best[0]
        weights = [math.exp(SOFT_SLOPE * (total - top)) for total, _ in scores]
        whole = sum(weights)
        hard = 1 - SOFT
        return tuple(
            (hard / leaders if score == best else 0.0) + SOFT * weight / whole
            for score, weight in zip(scores, weights, strict=True)
        )
