"""Benchmark the longest game the page keeps on the page's own Python (issue 12): MicroPython,
in Node, from the npm package the site ships. It runs `tools/long_game.py` there and prints

- the time to import the largest record the page reads (`MAX_PLIES` moves padded to
  `MAX_LENGTH` characters: read, checked, loaded into a table), and to open the link to it;
- what a click costs the controller at ply 4,999 against ply 50 (picking up a stack or putting
  it back; playing a move or taking it back), as a ratio measured in the same run.

Figures are wall-clock on a shared machine (a click: the quickest of 40): compare the ratio, not
the milliseconds.
"""

import sys

from tools.micropython import run_script


def main() -> int:
    result = run_script("tools/long_game.py")
    if result.returncode:
        print(result.stdout + result.stderr, file=sys.stderr)
        return result.returncode
    figures = dict(line.split() for line in result.stdout.splitlines() if line.strip())
    record, link = figures["record_characters"], figures["link_characters"]
    print(f"MicroPython in Node: import of the largest record ({record} characters, the longest")
    print(f"  game): {figures['import_record_ms']} ms; its link ({link} characters):")
    print(f"  {figures['import_link_ms']} ms")
    for name, what in (
        ("pick", "picking up or putting back a stack"),
        ("move", "a move or its undo"),
    ):
        short = float(figures[f"{name}_ms_at_50"])
        long = float(figures[f"{name}_ms_at_4999"])
        print(f"  click, {what}: {long} ms at ply 4999, {short} ms at ply 50 ({long / short:.2f}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
