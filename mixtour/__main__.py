"""Command line: ``python -m mixtour perft DEPTH [POSITION]``, ``python -m mixtour arena A B``."""

import argparse
import sys
import time

from mixtour import Game, MixtourError, perft


def _perft(args: argparse.Namespace) -> int:
    game = Game.from_position(args.position) if args.position else Game()
    started = time.perf_counter()
    count = perft(game, args.depth)
    seconds = time.perf_counter() - started
    print(count)
    if args.time:
        print(f"{seconds:.3f} s", file=sys.stderr)
    return 0


def _arena(args: argparse.Namespace) -> int:
    # Imported here: the rules alone must not pull in the AI.
    from mixtour.ai.arena import check_player, run_arena, summary  # noqa: PLC0415

    for name in (args.first, args.second):
        try:
            check_player(name)
        except ValueError as error:
            raise MixtourError(
                f"{error} (or random, greedy, alphabeta[:N], simple[:N], reading:N)"
            ) from None
    if args.games < 1 or args.workers < 1 or args.target < 1:
        raise MixtourError("--games, --workers and --target must be at least 1")
    started = time.perf_counter()
    records = run_arena(
        args.first,
        args.second,
        args.games,
        target=args.target,
        seed=args.seed,
        workers=args.workers,
    )
    seconds = time.perf_counter() - started
    print(f"target {args.target}, seed {args.seed}, {args.workers} worker(s), {seconds:.0f} s")
    print(summary(args.first, args.second, records, seconds))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mixtour", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    counting = commands.add_parser("perft", help="count the move sequences of a given length")
    counting.add_argument("depth", type=int, help="sequence length, e.g. 4")
    counting.add_argument("position", nargs="?", help="position text (default: the start)")
    counting.add_argument("--time", action="store_true", help="also print the time taken")
    counting.set_defaults(run=_perft)
    arena = commands.add_parser(
        "arena", help="play two players against each other, colours alternated"
    )
    arena.add_argument(
        "first",
        help="a level (beginner, casual, strong, expert), random, greedy, alphabeta[:N], "
        "simple[:N] or reading:N",
    )
    arena.add_argument("second", help="the opponent, named the same way")
    arena.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    arena.add_argument("--target", type=int, default=1, help="the target score (default 1)")
    arena.add_argument("--seed", type=int, default=1, help="the series' seed (default 1)")
    arena.add_argument(
        "--workers", type=int, default=1, help="processes to play games in (default 1)"
    )
    arena.set_defaults(run=_arena)
    args = parser.parse_args(argv)
    try:
        code: int = args.run(args)
    except MixtourError as error:
        parser.exit(2, f"error: {error}\n")
    return code


if __name__ == "__main__":
    sys.exit(main())
