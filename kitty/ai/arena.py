"""Kitty Stack Tower's players for the arena (`search.arena`): ``random``, ``greedy`` and each
level's name (searching that level's *iterations*, so results do not depend on the machine)."""

from collections.abc import Callable
from random import Random

from kitty import Game, Move
from kitty.ai import baselines
from kitty.ai.player import LEVELS, PLAYER
from kitty.ai.seats import KittySeats
from search.arena import Arena
from search.budget import level_named


def player(name: str) -> Callable[[KittySeats, Random], Move]:
    """The player called ``name``; ValueError for an unknown name."""
    if name in ("random", "greedy"):
        baseline = baselines.random_move if name == "random" else baselines.greedy_move
        return lambda seats, rng: baseline(seats.game, rng)
    level = level_named(LEVELS, name)
    return lambda seats, rng: PLAYER.level_move(seats.game, level, rng.getrandbits(32))


def arena(players: int) -> Arena[KittySeats]:
    """Series of Kitty Stack Tower games of ``players`` players, each from a random setup, in
    the base game (the computer does not yet play the Objective Cards)."""
    return Arena(
        lambda rng: KittySeats(Game(players, seed=rng.getrandbits(32), cards=False)), player
    )
