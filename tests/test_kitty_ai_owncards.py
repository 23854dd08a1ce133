"""What an action earns the player making it by its own cards (`kitty.ai.owncards`), as the
card search's guide adds it for the player deciding."""

import random

from kitty import Game
from kitty.ai import owncards
from kitty.ai.baselines import greedy_move
from kitty.deck import CONTINUOUS, RAINBOW, TWIST, end_points
from kitty.moves import CHAIN, DISASSEMBLE, FLIP, STACK

ACTIONS = (STACK, FLIP, DISASSEMBLE, CHAIN)


def own_card_points(game: Game, mover: int) -> int:
    """The points ``mover``'s cards earned in play plus what its end-of-game cards would score
    on the board now."""
    hands = game.hands
    assert hands is not None
    owned = [stack for stack in game.stacks if stack and stack[-1] == mover]
    return sum(hands.points[card] + end_points(card, owned) for card in hands.held(mover))


def test_the_guess_is_the_change_in_the_card_points_the_engine_gives_after_each_action() -> None:
    assert owncards.END_SHARE == 1.0
    earned: set[int] = set()  # the in-play cards seen scoring
    ended = 0  # the guesses of an end-of-game card's change alone
    for players, seed in [(3, s) for s in range(1, 13)] + [(4, s) for s in range(1, 13)]:
        game = Game(players, seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            mover = game.players.index(game.turn)
            hands = game.hands
            assert hands is not None
            moves = [move for move in game.legal_moves() if move.kind in ACTIONS]
            before = own_card_points(game, mover)
            for move, guess in zip(moves, owncards.gains(game, mover, moves), strict=True):
                points = hands.points
                game.push(move)
                assert guess == own_card_points(game, mover) - before, game.format_move(move)
                after = game.hands.points  # type: ignore[union-attr]
                scored = {c for c in (RAINBOW, TWIST, CONTINUOUS) if after[c] != points[c]}
                earned |= scored
                ended += bool(guess and not scored)
                game.pop()
            game.push(greedy_move(game, rng))
    assert earned == {RAINBOW, TWIST, CONTINUOUS}
    assert ended
