"""Mixtour's players for the arena (`search.arena`), two players or three.

A player is a level's name (searching that level's *iterations*, so results do not depend on the
machine or its load), a baseline: ``random`` or ``greedy``, or, with two players:

- the alpha-beta sparring partner, ``alphabeta`` (depth 4) or ``alphabeta:N`` (depth N, 1 to 6),
  judging with `mixtour.ai.evaluation` as the reading search does;
- the same searcher judging with the simplest evaluation (`baselines.simple_evaluation`):
  ``simple`` (depth 4) or ``simple:N``;
- the reading search at a fixed number of opened nodes, ``reading:N`` (what a level that spends
  its time searches in N nodes, the same on any machine).

`run_arena` and `summary` are what ``python -m mixtour arena`` runs.
"""

from collections.abc import Callable
from random import Random

from mixtour import Game, Move
from mixtour.ai import baselines, trois_baselines
from mixtour.ai.alphabeta import DEFAULT_DEPTH, alphabeta_move
from mixtour.ai.baselines import simple_evaluation
from mixtour.ai.player import PLAYER
from mixtour.ai.seats import MixtourSeats
from search.arena import Arena, GameRecord
from search.arena import summary as series_summary
from search.budget import level_named
from search.levels import LEVEL_NAMES, READING, Level

ALPHABETA = "alphabeta"
SIMPLE = "simple"
READING_NODES = "reading"
# Deeper than this takes minutes a move in Python.
MAX_DEPTH = 6
# More nodes than this take minutes a move in Python.
MAX_NODES = 1_000_000

# A player of the arena: it moves in the game its seats wrap.
ArenaPlayer = Callable[[MixtourSeats, Random], Move]


def counted(name: str, kind: str, most: int, default: int | None = None) -> int | None:
    """The number after ``kind:`` in the player called ``name`` (``default`` for ``kind``
    alone), or None for a player of another kind; ValueError for a number that is not a whole
    number from 1 to ``most``."""
    if name == kind and default is not None:
        return default
    prefix = kind + ":"
    if not name.startswith(prefix):
        return None
    number = name[len(prefix) :]
    if not number.isdigit() or not 1 <= int(number) <= most:
        what = "depth" if default is not None else "number of nodes"
        raise ValueError(f"bad player {name!r}: the {what} after {prefix!r} must be 1 to {most}")
    return int(number)


def alphabeta_depth(name: str, kind: str = ALPHABETA) -> int | None:
    """The depth of the alpha-beta player called ``name`` (``kind`` `ALPHABETA` or `SIMPLE`),
    or None for another player; raises ValueError for a depth that is not a whole number from 1
    to `MAX_DEPTH`."""
    return counted(name, kind, MAX_DEPTH, DEFAULT_DEPTH)


def player(name: str, players: int = 2) -> ArenaPlayer:
    """The player called ``name`` in a game of ``players``; ValueError for an unknown name."""
    moves = baselines if players == 2 else trois_baselines
    if name in ("random", "greedy"):
        baseline = moves.random_move if name == "random" else moves.greedy_move
        return lambda seats, rng: baseline(seats.game, rng)
    levels = PLAYER.levels(Game(players=players))
    if players == 2:
        depth = alphabeta_depth(name)
        if depth is not None:
            return lambda seats, rng: alphabeta_move(seats.game, depth, rng)
        simple = alphabeta_depth(name, SIMPLE)
        if simple is not None:
            return lambda seats, rng: alphabeta_move(seats.game, simple, rng, simple_evaluation)
        nodes = counted(name, READING_NODES, MAX_NODES)
        if nodes is not None:
            level = Level(name, READING, nodes, levels[LEVEL_NAMES[-1]].seconds, "")
            return lambda seats, rng: PLAYER.level_move(seats.game, level, rng.getrandbits(32))
    level = level_named(levels, name)
    return lambda seats, rng: PLAYER.level_move(seats.game, level, rng.getrandbits(32))


def arena(target: int = 1, players: int = 2) -> Arena[MixtourSeats]:
    """Series of Mixtour games to ``target`` points between ``players`` players."""
    return Arena(
        lambda rng: MixtourSeats(Game(target=target, players=players)),
        lambda name: player(name, players),
    )


def check_player(name: str) -> None:
    """Raise ValueError unless ``name`` is a two-player baseline, alpha-beta or reading player,
    or level."""
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
