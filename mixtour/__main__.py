"""Command line: ``python -m mixtour perft DEPTH [POSITION]``."""

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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mixtour", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    counting = commands.add_parser("perft", help="count the move sequences of a given length")
    counting.add_argument("depth", type=int, help="sequence length, e.g. 4")
    counting.add_argument("position", nargs="?", help="position text (default: the start)")
    counting.add_argument("--time", action="store_true", help="also print the time taken")
    counting.set_defaults(run=_perft)
    args = parser.parse_args(argv)
    try:
        code: int = args.run(args)
    except MixtourError as error:
        parser.exit(2, f"error: {error}\n")
    return code


if __name__ == "__main__":
    sys.exit(main())
