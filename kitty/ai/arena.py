"""Kitty Stack Tower's players for the arena (`search.arena`): ``random``, ``greedy`` and each
level's name (searching that level's *iterations*, so results do not depend on the machine), or
``LEVEL:N``, that level's search on N iterations (a series at a smaller budget, for a machine
that cannot spare the level's own); and, to set one search against the other, ``playouts:N``
and ``reading:N`` (two players of the base game only), that search on N iterations. The levels
are those of the game's player count (`kitty.ai.player.KittyPlayer.levels`)."""

from collections.abc import Callable
from random import Random

from kitty import Game, Move
from kitty.ai import baselines
from kitty.ai.player import PLAYER
from kitty.ai.seats import KittySeats
from search.arena import Arena
from search.budget import level_named
from search.levels import LEVEL_NAMES, PLAYOUTS, READING, Level

# The names of a bare search on N iterations, and the search each plays.
SEARCHES = {"playouts": PLAYOUTS, "reading": READING}


def player(
    name: str, players: int = 2, cards: bool | None = None
) -> Callable[[KittySeats, Random], Move]:
    """The player called ``name`` in a game of ``players`` (with the Objective Cards when
    ``cards``, by default with 3 or 4); ValueError for an unknown name."""
    if name in ("random", "greedy"):
        baseline = baselines.random_move if name == "random" else baselines.greedy_move
        return lambda seats, rng: baseline(seats.game, rng)
    levels = PLAYER.levels(Game(players, cards=cards))
    named, _, budget = name.partition(":")
    if budget and (not budget.isdigit() or int(budget) < 1):
        raise ValueError(f"bad player {name!r}: the iterations after ':' must be 1 or more")
    search = SEARCHES.get(named)
    if search is not None:
        if not budget:
            raise ValueError(f"bad player {name!r}: say how many iterations, as {named}:500")
        if search == READING and (players != 2 or cards):
            raise ValueError("the reading search plays two players of the base game only")
        seconds = levels[LEVEL_NAMES[-1]].seconds
        level = Level(name, search, int(budget), seconds, "")
    else:
        level = level_named(levels, named)
        if budget:
            level = Level(name, level.search, int(budget), level.seconds, level.description)
    return lambda seats, rng: PLAYER.level_move(seats.game, level, rng.getrandbits(32))


def arena(players: int, cards: bool | None = None) -> Arena[KittySeats]:
    """Series of Kitty Stack Tower games of ``players`` players, each from a random setup: with
    the Objective Cards dealt from the setup's seed when ``cards`` (by default, as the engine:
    with 3 or 4 players), else the base game."""
    return Arena(
        lambda rng: KittySeats(Game(players, seed=rng.getrandbits(32), cards=cards)),
        lambda name: player(name, players, cards),
    )
