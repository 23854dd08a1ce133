"""Baseline players of Kitty Stack Tower to measure the search against: random, and greedy (one
ply, maximising its score lead, its own cards counted)."""

from random import Random

from kitty import Game, Move
from kitty.deck import end_points
from kitty.hands import ANSWER, OPEN
from kitty.moves import DECLINE, FORCE, GIVE, PROPOSE


def random_move(game: Game, rng: Random) -> Move:
    """Any legal move, uniformly (passing and every card step included)."""
    return rng.choice(game.legal_moves())


def own_end_points(game: Game, player: int, cards: list[int] | None = None) -> int:
    """What the end-of-game cards ``cards`` (by default those ``player`` holds) would score
    ``player`` if the game ended now."""
    hands = game.hands
    if hands is None or game.is_over:
        return 0
    owned = [stack for stack in game.stacks if stack and stack[-1] == player]
    held = hands.held(player) if cards is None else cards
    return sum(end_points(card, owned) for card in held)


def lead(game: Game, colour: str) -> tuple[int, int]:
    """How far ``colour``'s score is ahead of the best other player's as ``colour`` sees it,
    each part apart: the pieces in the stacks each owns and the points its cards earned in play
    (which everyone sees), ``colour``'s own end-of-game cards counted as if the game ended now
    (the others' are hidden from it); then its own pieces among them."""
    player = game.players.index(colour)
    total, own = game.score(colour)
    total += own_end_points(game, player)
    others = [game.score(other) for other in game.players if other != colour]
    return total - max(score[0] for score in others), own - max(score[1] for score in others)


def greedy_move(game: Game, rng: Random) -> Move:
    """A move leaving the player to move the greatest score lead (a move that wins the game
    outright first, a move that loses it last); ties drawn at random. With the Objective Cards,
    one ply cannot judge an exchange: greedy never proposes one nor plays Forced Exchange, says
    no to every proposal, and gives the card that scores it least now."""
    colour = game.turn
    seat = game.players.index(colour)
    hands = game.hands
    moves = game.legal_moves()
    if hands is not None and hands.stage != OPEN:
        if hands.stage == ANSWER:
            return Move(DECLINE)
        if moves[0].kind == GIVE:
            worth = [own_end_points(game, seat, [move.source]) for move in moves]
            return rng.choice(
                [move for move, w in zip(moves, worth, strict=True) if w == min(worth)]
            )
    best: list[Move] = []
    best_key: tuple[float, int, int] | None = None
    for move in moves:
        if move.kind in (PROPOSE, FORCE):
            continue
        game.push(move)
        result = game.result
        ahead = lead(game, colour)
        game.pop()
        key = (0.5 if result is None else result[seat], *ahead)
        if best_key is None or key > best_key:
            best, best_key = [move], key
        elif key == best_key:
            best.append(move)
    return rng.choice(best)
