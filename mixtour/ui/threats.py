"""The "Watch out" warnings: the moves with which the player who moves next could score."""

from mixtour import Game, Move, opponent


def threat_colour(game: Game) -> str:
    """Whose scoring moves `threats` lists: the opponent, or in a game of three the player who
    moves next."""
    return game.next_player() if game.players == 3 else opponent(game.turn)


def threats(game: Game) -> "list[Move]":
    """The moves with which the player *not* to move could score if it were their turn.

    Which stacks can move where depends on the board alone, not on whose turn it is, and the
    take-back ban never forbids a scoring move: so these are the scoring moves of the position
    as it stands that score for the opponent."""
    return game.scoring_moves(threat_colour(game))
