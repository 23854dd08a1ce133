"""Kitty Stack Tower's players for the arena (`search.arena`): ``random``, ``greedy`` and each
level's name (searching that level's *iterations*, so results do not depend on the machine), or
``LEVEL:N``, that level's search on N iterations (a series at a smaller budget, for a machine
that cannot spare the level's own)."""

from collections.abc import Callable
from random import Random

from kitty import Game, Move
from kitty.ai import baselines
from kitty.ai.player import LEVELS, PLAYER
from kitty.ai.seats import KittySeats
from search.arena import Arena
from search.budget import level_named
from search.levels import Level


def player(name: str) -> Callable[[KittySeats, Random], Move]:
    """The player called ``name``; ValueError for an unknown name."""
    if name in ("random", "greedy"):
        baseline = baselines.random_move if name == "random" else baselines.greedy_move
        return lambda seats, rng: baseline(seats.game, rng)
    named, _, budget = name.partition(":")
    level = level_named(LEVELS, named)
    if budget:
        if not budget.isdigit() or int(budget) < 1:
            raise ValueError(f"bad player {name!r}: the iterations after ':' must be 1 or more")
        level = Level(name, level.search, int(budget), level.seconds, level.description)
    return lambda seats, rng: PLAYER.level_move(seats.game, level, rng.getrandbits(32))


def arena(players: int, cards: bool | None = None) -> Arena[KittySeats]:
    """Series of Kitty Stack Tower games of ``players`` players, each from a random setup: with
    the Objective Cards dealt from the setup's seed when ``cards`` (by default, as the engine:
    with 3 or 4 players), else the base game."""
    return Arena(
        lambda rng: KittySeats(Game(players, seed=rng.getrandbits(32), cards=cards)), player
    )
