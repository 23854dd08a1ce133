"""Mixtour's players for the arena (`search.arena`), two players or three.

A player is a level's name (searching that level's *iterations*, so results do not depend on the
machine or its load), a baseline: ``random`` or ``greedy``, or, with two players, the alpha-beta
sparring partner: ``alphabeta`` (depth 4) or ``alphabeta:N`` (depth N, 1 to 6). `run_arena` and
`summary` are what ``python -m mixtour arena`` runs.
"""

from collections.abc import Callable
from random import Random

from mixtour import Game, Move
from mixtour.ai import baselines, trois_baselines
from mixtour.ai.alphabeta import DEFAULT_DEPTH, alphabeta_move
from mixtour.ai.player import PLAYER
from mixtour.ai.seats import MixtourSeats
from search.arena import Arena, GameRecord
from search.arena import summary as series_summary
from search.budget import level_named

ALPHABETA = "alphabeta"
# Deeper than this takes minutes a move in Python.
MAX_DEPTH = 6

# A player of the arena: it moves in the game its seats wrap.
ArenaPlayer = Callable[[MixtourSeats, Random], Move]


def alphabeta_depth(name: str) -> int | None:
    """The depth of the alpha-beta player called ``name``, or None for another player; raises
    ValueError for a depth that is not a whole number from 1 to `MAX_DEPTH`."""
    if name == ALPHABETA:
        return DEFAULT_DEPTH
    prefix = ALPHABETA + ":"
    if not name.startswith(prefix):
        return None
    depth = name[len(prefix) :]
    if not depth.isdigit() or not 1 <= int(depth) <= MAX_DEPTH:
        raise ValueError(
            f"bad player {name!r}: the depth after 'alphabeta:' must be 1 to {MAX_DEPTH}"
        )
    return int(depth)


def player(name: str, players: int = 2) -> ArenaPlayer:
    """The player called ``name`` in a game of ``players``; ValueError for an unknown name."""
    moves = baselines if players == 2 else trois_baselines
    if name in ("random", "greedy"):
        baseline = moves.random_move if name == "random" else moves.greedy_move
        return lambda seats, rng: baseline(seats.game, rng)
    depth = alphabeta_depth(name) if players == 2 else None
    if depth is not None:
        return lambda seats, rng: alphabeta_move(seats.game, depth, rng)
    level = level_named(PLAYER.levels(Game(players=players)), name)
    return lambda seats, rng: PLAYER.level_move(seats.game, level, rng.getrandbits(32))


def arena(target: int = 1, players: int = 2) -> Arena[MixtourSeats]:
    """Series of Mixtour games to ``target`` points between ``players`` players."""
    return Arena(
        lambda rng: MixtourSeats(Game(target=target, players=players)),
        lambda name: player(name, players),
    )


def check_player(name: str) -> None:
    """Raise ValueError unless ``name`` is a two-player baseline, alpha-beta player or level."""
    player(name)


def run_arena(
    first: str, second: str, games: int, *, target: int = 1, seed: int = 1, workers: int = 1
) -> list[GameRecord]:
    """Play ``games`` two-player games in ``workers`` processes, ``first`` White in even games;
    the records come in game order."""
    return arena(target).series([first, second], games, seed, workers)


def summary(first: str, second: str, records: list[GameRecord], seconds: float) -> str:
    """The lines the arena command prints for a finished two-player series."""
    return series_summary([first, second], records, seconds)
