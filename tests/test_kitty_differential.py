"""Kitty Stack Tower, with and without the Objective Cards: the engine against the simple
reference implementation in reference_kitty.py.

Random games are played in both in lockstep; at every ply the legal moves, the position text
(which carries the cards, points, tokens and the step of the turn), the player deciding, the
scores and the result must agree. A failure names the start, the seed and the moves, so it can
be replayed by hand.
"""

import random

import pytest
from card_tables import card_text
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reference_kitty import COLOURS, Reference

from kitty import Game

SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
SEEDED = 6  # seeded games of each kind played to their end

# Crafted starts where claims, chains and tokens come at once.
RUNS = {"c2": "rrrrr", "c3": "yyyyy", "c4": "bbbbbb", "d4": "yrbrr", "d5": "yyry", "e5": "bbry"}
STARTS = (
    card_text(RUNS, hands="r:mf,rb y:dt,cs b:fe,lp"),
    card_text(RUNS, hands="r:cs,dt y:mf,fe b:rb,vc", turn="y"),
    card_text(RUNS, hands="r:fp,cm y:rb,mf b:dt,cs", points="rb=2,dt=2", tokens="dt@c4.6,rb@d4.2"),
    card_text(RUNS, hands="r:rb,tk y:lp,fe b:dt,mf g:cs,vc", players=4),
)


def choose(moves: list[str], rng: random.Random) -> str:
    """A random move, passing seldom, so that stacks grow and the cards have work to do."""
    others = [move for move in moves if move != "pass"]
    return rng.choice(others if others and rng.random() < 0.9 else moves)


def in_order(moves: list[str]) -> list[str]:
    """The reference's legal moves in the engine's order: the actions with every Continuous
    Stacking chain after them (the reference lists a chain after the stack onto its first
    cell), then the card steps and pass as listed."""
    actions = [move for move in moves if any(sign in move for sign in "-^<")]
    chains = [move for move in actions if move.count("-") > 1]
    others = [move for move in moves if move not in actions]
    return [move for move in actions if move not in chains] + chains + others


def lockstep(start: str, seed: int, plies: int) -> None:
    rng = random.Random(seed)
    game = Game.from_position(start)
    reference = Reference(start)
    played: list[str] = []
    for _ply in range(plies):
        where = f"start {start!r}, seed {seed}, moves {' '.join(played)}"
        assert game.position() == reference.position(), where
        assert game.result == reference.result(), where
        assert game.turn[0] == COLOURS[reference.decider()], where
        scores = [reference.score(p) for p in range(reference.n)]
        assert [game.score(colour) for colour in game.players] == scores, where
        legal = [game.format_move(move) for move in game.legal_moves()]
        assert legal == in_order(reference.legal()), where
        if game.result is not None:
            return
        move = choose(legal, rng)
        game.play(move)
        reference = reference.play(move)
        played.append(move)


@settings(SETTINGS, max_examples=25)
@given(SEEDS, st.sampled_from([3, 4]))
def test_random_card_games_agree_with_the_reference(seed: int, players: int) -> None:
    lockstep(Game(players, seed=seed).position(), seed, 150)


@settings(SETTINGS, max_examples=4)
@given(SEEDS, st.sampled_from([2, 3, 4]))
def test_random_base_games_agree_with_the_reference(seed: int, players: int) -> None:
    lockstep(Game(players, seed=seed, cards=False).position(), seed, 100)


def test_crafted_card_games_agree_with_the_reference() -> None:
    for seed in range(24):
        lockstep(STARTS[seed % len(STARTS)], seed, 80)


@pytest.mark.parametrize(
    ("players", "cards"), [(2, False), (3, False), (4, False), (3, True), (4, True)]
)
def test_seeded_games_agree_with_the_reference_to_their_end(players: int, cards: bool) -> None:
    # Every move list in the engine's order, every score and each game's end and result, the
    # games drawn from seeds (the engine's speed must not change what it does: the computer's
    # seeded play follows the order of the moves).
    for seed in range(SEEDED):
        lockstep(Game(players, seed=seed, cards=cards).position(), seed, 10**4)


def test_a_placement_game_with_cards_agrees_with_the_reference() -> None:
    lockstep(Game(3, deal=11).position(), 3, 80)
