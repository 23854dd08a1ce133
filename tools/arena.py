"""The arena for games of several players, seats rotated (`search.arena`), from the command line.

    python -m tools.arena trois strong greedy greedy --games 60
    python -m tools.arena kitty strong random --games 100 --workers 2

The game is ``trois`` (Mixtour à trois; ``--target``) or ``kitty`` (Kitty Stack Tower, random
setup; as many players as names, 2 to 4). A player is ``random``, ``greedy`` or a level's name
(``beginner``, ``casual``, ``strong``, ``expert``), which searches that level's *iterations*, so
that results do not depend on the machine or its load.
"""

import argparse
import multiprocessing
import sys
import time
from collections.abc import Callable, Mapping
from random import Random
from typing import Any

from search.arena import Arena, GameRecord, summary

LEVEL_NAMES = ("beginner", "casual", "strong", "expert")


def _players(
    levels: Mapping[str, Any], choose_move: Any, random_move: Any, greedy_move: Any
) -> dict[str, Callable[[Any, Random], object]]:
    """One game's players by name: random, greedy, and the computer at each of its ``levels``
    (their iterations, seeded by the arena), each called with the seats and a random source."""

    def level(name: str) -> Callable[[Any, Random], object]:
        iterations = levels[name].iterations

        def play(seats: Any, rng: Random) -> object:
            return choose_move(seats.game, iterations=iterations, seed=rng.getrandbits(32))

        return play

    players: dict[str, Callable[[Any, Random], object]] = {
        "random": lambda seats, rng: random_move(seats.game, rng),
        "greedy": lambda seats, rng: greedy_move(seats.game, rng),
    }
    players.update({name: level(name) for name in LEVEL_NAMES})
    return players


def trois_arena(target: int) -> Arena[Any]:
    from mixtour import Game  # noqa: PLC0415 - only the game asked for is imported
    from mixtour.ai import trois, trois_baselines  # noqa: PLC0415
    from mixtour.ai.seats import MixtourSeats  # noqa: PLC0415

    baselines = trois_baselines
    players = _players(
        trois.TROIS_LEVELS, trois.choose_move, baselines.random_move, baselines.greedy_move
    )
    return Arena(lambda seed: MixtourSeats(Game(target=target, players=3)), players)


def kitty_arena(players: int) -> Arena[Any]:
    from kitty import Game  # noqa: PLC0415
    from kitty.ai import baselines, player  # noqa: PLC0415
    from kitty.ai.seats import KittySeats  # noqa: PLC0415

    by_name = _players(
        player.LEVELS, player.choose_move, baselines.random_move, baselines.greedy_move
    )
    return Arena(lambda seed: KittySeats(Game(players, seed=seed, cards=False)), by_name)


ARENAS: dict[str, Callable[[argparse.Namespace], Arena[Any]]] = {
    "trois": lambda args: trois_arena(args.target),
    "kitty": lambda args: kitty_arena(len(args.players)),
}

# The series a worker process plays games of (set before the processes fork).
_series: tuple[Arena[Any], list[str], int] | None = None


def _play(index: int) -> GameRecord:
    assert _series is not None
    arena, names, seed = _series
    return arena.play_game(names, index, seed)


def main(argv: list[str] | None = None) -> int:
    global _series  # noqa: PLW0603 - handed to the forked workers
    parser = argparse.ArgumentParser(prog="python -m tools.arena", description=__doc__)
    parser.add_argument("game", choices=sorted(ARENAS), help="the game")
    parser.add_argument("players", nargs="+", help="one player per seat")
    parser.add_argument("--games", type=int, default=60, help="how many games (default 60)")
    parser.add_argument("--seed", type=int, default=1, help="the series' seed (default 1)")
    parser.add_argument("--target", type=int, default=1, help="Mixtour's target (default 1)")
    parser.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--progress", action="store_true", help="print each game as it ends")
    args = parser.parse_args(argv)
    arena = ARENAS[args.game](args)
    try:
        arena.check(args.players)
    except ValueError as error:
        parser.exit(2, f"error: {error}\n")
    started = time.perf_counter()
    _series = (arena, args.players, args.seed)
    records: list[GameRecord] = []
    with multiprocessing.get_context("fork").Pool(args.workers) as pool:
        for record in pool.imap(_play, range(args.games), chunksize=1):
            records.append(record)
            if args.progress:
                print(f"game {len(records)}: shares {record.shares}", flush=True)
    seconds = time.perf_counter() - started
    print(f"{args.game}, seed {args.seed}, {args.workers} worker(s), {seconds:.0f} s")
    print(summary(args.players, records))
    return 0


if __name__ == "__main__":
    sys.exit(main())
