"""Random playouts of Kitty Stack Tower, the engine's work in a search, for
`tools/bench_kitty_engine.py`, which runs this module under CPython and MicroPython in Node.

A playout starts from a seeded random setup, plays moves drawn from `legal_moves()` by the
engine's own generator (the same on every Python) with `push` until the game is over, then
takes every move back with `pop`. The games are the same on every tree whose engine behaves the
same, so two trees' plies must agree: a check on the engine's sameness as well.

Run as a script (CPython), ``python tools/kitty_playouts.py PLAYERS CARDS GAMES ROUNDS`` prints
``plies N`` and then the processor milliseconds of each round, one a line, as
`tools/micropython_calls.mjs` prints MicroPython's.
"""

import sys
import time

from kitty import Game

# Each case: its name, the players and whether the Objective Cards are played.
CASES = (
    ("2 players", 2, False),
    ("3 players", 3, False),
    ("3 players, cards", 3, True),
    ("4 players", 4, False),
    ("4 players, cards", 4, True),
)


def playouts(players: int, cards: bool, games: int) -> int:
    """Play and take back ``games`` random games (setups from seeds 1, 2, ...); the plies."""
    state = 0x2545F491
    plies = 0
    for seed in range(1, games + 1):
        game = Game(players, seed=seed, cards=cards)
        depth = 0
        moves = game.legal_moves()
        while moves:
            state ^= (state << 13) & 0xFFFFFFFF
            state ^= state >> 17
            state ^= (state << 5) & 0xFFFFFFFF
            game.push(moves[state % len(moves)])
            depth += 1
            moves = game.legal_moves()
        for _ in range(depth):
            game.pop()
        plies += depth
    return plies


def main(argv: "list[str]") -> int:
    players, cards, games, rounds = int(argv[1]), argv[2] == "True", int(argv[3]), int(argv[4])
    print("plies", playouts(players, cards, games))
    for _ in range(rounds):
        started = time.process_time()
        playouts(players, cards, games)
        print(f"{(time.process_time() - started) * 1000:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
