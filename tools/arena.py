"""The arena (`search.arena`) from the command line, for every game: seeded series, seats rotated.

    python -m tools.arena mixtour strong alphabeta --games 80 --workers 2
    python -m tools.arena trois strong greedy greedy --games 60
    python -m tools.arena kitty strong random --games 100 --workers 2

The game is ``mixtour`` (two players; ``--target``), ``trois`` (Mixtour à trois; ``--target``) or
``kitty`` (Kitty Stack Tower, random setup; as many players as names, 2 to 4; with the Objective
Cards for 3 or 4 unless ``--no-cards``). A player is
``random``, ``greedy`` or a level's name (`search.levels.LEVEL_NAMES`), which searches that
level's *iterations*, so that results do not depend on the machine or its load; in ``mixtour``
also ``alphabeta[:N]``, ``simple[:N]`` and ``reading:N`` (`mixtour.ai.arena`).
``python -m mixtour arena A B`` plays the ``mixtour`` series.
"""

import argparse
import sys
import time
from collections.abc import Callable
from typing import Any

from search.arena import Arena, GameRecord, summary


def mixtour_arena(args: argparse.Namespace) -> Arena[Any]:
    from mixtour.ai import arena  # noqa: PLC0415 - only the game asked for is imported

    return arena.arena(args.target, len(args.players))


def kitty_arena(args: argparse.Namespace) -> Arena[Any]:
    from kitty.ai import arena  # noqa: PLC0415

    return arena.arena(len(args.players), args.cards)


ARENAS: dict[str, Callable[[argparse.Namespace], Arena[Any]]] = {
    "mixtour": mixtour_arena,
    "trois": mixtour_arena,
    "kitty": kitty_arena,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.arena", description=__doc__)
    parser.add_argument("game", choices=sorted(ARENAS), help="the game")
    parser.add_argument("players", nargs="+", help="one player per seat")
    parser.add_argument("--games", type=int, default=60, help="how many games (default 60)")
    parser.add_argument("--seed", type=int, default=1, help="the series' seed (default 1)")
    parser.add_argument("--target", type=int, default=1, help="Mixtour's target (default 1)")
    parser.add_argument(
        "--cards",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="kitty: play with the Objective Cards (default: with 3 or 4 players) or not",
    )
    parser.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--progress", action="store_true", help="print each game as it ends")
    args = parser.parse_args(argv)
    seats = len(args.players)
    if (args.game == "mixtour" and seats != 2) or (args.game == "trois" and seats != 3):
        parser.exit(2, f"error: {args.game} takes {2 if args.game == 'mixtour' else 3} players\n")
    arena = ARENAS[args.game](args)
    try:
        arena.check(args.players)
    except ValueError as error:
        parser.exit(2, f"error: {error}\n")
    started = time.perf_counter()

    def progress(record: GameRecord) -> None:
        print(f"game: seats {record.seats}, shares {record.shares}", flush=True)

    records = arena.series(
        args.players, args.games, args.seed, args.workers, progress if args.progress else None
    )
    seconds = time.perf_counter() - started
    print(f"{args.game}, seed {args.seed}, {args.workers} worker(s), {seconds:.0f} s")
    print(summary(args.players, records, seconds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
