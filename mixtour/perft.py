"""Perft: the number of move sequences of a given length, the engine's conformance check."""

from mixtour.game import Game


def perft(game: Game, depth: int) -> int:
    """How many sequences of ``depth`` legal moves start from ``game`` (which is left unchanged)."""
    if depth <= 0:
        return 1
    moves = game.legal_moves()
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        game.push(move)
        total += perft(game, depth - 1)
        game.pop()
    return total
