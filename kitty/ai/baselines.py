"""Baseline players of Kitty Stack Tower to measure the search against: random, and greedy (one
ply, maximising its score lead)."""

from random import Random

from kitty import Game, Move


def random_move(game: Game, rng: Random) -> Move:
    """Any legal move, uniformly (passing included)."""
    return rng.choice(game.legal_moves())


def lead(game: Game, colour: str) -> tuple[int, int]:
    """How far ``colour``'s score (pieces in its stacks, then its own pieces among them) is
    ahead of the best other player's, each part apart."""
    total, own = game.score(colour)
    others = [game.score(other) for other in game.players if other != colour]
    return total - max(score[0] for score in others), own - max(score[1] for score in others)


def greedy_move(game: Game, rng: Random) -> Move:
    """A move leaving the player to move the greatest score lead (a move that wins the game
    outright first, a move that loses it last); ties drawn at random."""
    colour = game.turn
    seat = game.players.index(colour)
    best: list[Move] = []
    best_key: tuple[float, int, int] | None = None
    for move in game.legal_moves():
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
