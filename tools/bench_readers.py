"""Benchmark the readers of what a player pastes or opens on the page's own Python (issue 34,
findings 8 and 12): MicroPython, in Node, from the npm package the site ships. The largest input
of each kind the page reads must open in well under a second (linear readers):

- a Mixtour record of one move and 99,990 empty brace comments (200,000 characters, the most the
  page reads), and the longest game with a comment after each move, all on one line;
- a Mixtour link to the longest game with a %-escape, and a fragment of 40,000 ``&``;
- a whole Kitty Stack Tower game for four, its record padded to the most Kitty reads.

A reader may refuse such an input instead, saying why (a record of a hundred thousand comments);
the figure is then the time to refuse. It runs `tools/readers.py` under MicroPython and prints
the figures (milliseconds, one reading each, wall-clock on a shared machine).
"""

import sys

from tools.micropython import run_script


def main() -> int:
    result = run_script("tools/readers.py")
    if result.returncode:
        print(result.stdout + result.stderr, file=sys.stderr)
        return result.returncode
    print("MicroPython in Node, each reader on the largest input of its kind:")
    for line in result.stdout.splitlines():
        name, length, ms, outcome = line.split("|")
        print(f"  {name} ({int(length):,} characters): {ms} ms, {outcome}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
