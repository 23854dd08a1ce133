"""Mixtour à trois: the engine against the simple reference implementation in reference_trois.py.

Random games are played in both in lockstep; at every ply the legal (available) moves, the
unavailable ones, the position text and the result must agree. A failure names the seed, the
options and the moves, so it can be replayed by hand.
"""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reference_trois import ReferenceTrois, perft

from mixtour import Game
from mixtour import perft as engine_perft

SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)

# Crafted starts where the next-player rule bites at once (see test_trois.py).
STARTS = (
    "- w 15/15/15 0/0/0 -",
    "a1=rrrr,a5=r,e5=w w 14/10/15 0/0/0 -",
    "a1=www,d4=w,e5=r w 11/14/15 0/0/0 -",
    "b2=wbbr,d2=wbbr,b4=wwbr,d4=wwbr w 1/3/1 0/0/0 -",
    "a1=wbrb,c3=rrw,e5=bw r 12/12/12 0/0/0 -",
)


def choose(moves: list[str], rng: random.Random) -> str:
    """A random move, piece moves preferred, so that stacks grow and the rule has work to do."""
    piece_moves = [move for move in moves if "-" in move]
    if piece_moves and rng.random() < 0.7:
        return rng.choice(piece_moves)
    return rng.choice(moves)


def lockstep(start: str, target: int, seed: int, plies: int) -> None:
    rng = random.Random(seed)
    game = Game.from_position(start, target=target)
    reference = ReferenceTrois.from_position(start, target=target)
    played: list[str] = []
    for _ply in range(plies):
        where = f"start {start!r}, target {target}, seed {seed}, moves {' '.join(played)}"
        assert game.position() == reference.position(), where
        assert (game.result, game.result_reason) == (
            reference.result,
            reference.result_reason,
        ), where
        legal = [str(move) for move in game.legal_moves()]
        assert sorted(legal) == sorted(reference.legal_moves()), where
        unavailable = [str(item.move) for item in game.unavailable_moves()]
        assert sorted(unavailable) == sorted(reference.unavailable()), where
        if game.result is not None:
            return
        move = choose(legal, rng)
        game.play(move)
        reference.play(move)
        played.append(move)


@settings(SETTINGS, max_examples=12)
@given(SEEDS, st.sampled_from(STARTS), st.sampled_from([1, 2, 3]))
def test_random_games_agree_with_the_reference(seed: int, start: str, target: int) -> None:
    lockstep(start, target, seed, 120)


def test_fixed_games_agree_with_the_reference() -> None:
    for seed in range(6):
        lockstep(STARTS[seed % len(STARTS)], 1 + seed % 3, seed, 120)


def test_perft_agrees_with_the_reference() -> None:
    for start in STARTS[1:4]:
        game = Game.from_position(start)
        reference = ReferenceTrois.from_position(start)
        for depth in (1, 2):
            counts = [perft(reference, depth), engine_perft(game, depth)]
            assert counts[0] == counts[1], (start, depth, counts)
    assert perft(ReferenceTrois(), 2) == engine_perft(Game(players=3), 2) == 600
