"""The longest game the page keeps, and what it costs on the page's MicroPython (issue 12).

`long_moves` gives a legal game of any length (no repetition draw), for tests and for
`tools/bench_hostile.py`, which runs this module under MicroPython in Node:

- importing the largest record the page reads (`MAX_PLIES` moves, padded to `MAX_LENGTH`
  characters), as the Open game… dialog does: read, checked, then loaded into a table;
- reading the link to that game;
- what a click costs the controller at ply 4,999 and at ply 50 (picking up a stack and putting
  it back; playing a move and taking it back), through a port that shows nothing.

Run as a script, it prints one ``name value`` line per figure (milliseconds).
"""

import time

from mixtour import Game
from mixtour.ui import link
from mixtour.ui.options import Options
from mixtour.ui.spec import SPEC
from table import state as layout
from table import transfer
from table.model import MAX_PLIES, Table
from table.state import MAX_LENGTH
from tools.quiet_table import quiet_controller, table_at

# No repetition draw.
LONG = Options(repetition_draw=False)
# Two piles on each side of the board, then White and Red each move a piece back and forth
# between theirs: legal for ever when a position seen for the third time is no draw (nobody
# takes back the other's move, no stack reaches five).
_SET_UP = ("a1", "e5", "b1", "d5", "b1-a1", "d5-e5", "b1", "d5")
_ROUND = ("a1-b1", "e5-d5", "b1-a1", "d5-e5")


def long_moves(plies: int) -> "list[str]":
    """``plies`` legal moves of a game with `LONG`'s rules that never ends."""
    moves = list(_SET_UP[:plies])
    while len(moves) < plies:
        moves.append(_ROUND[(len(moves) - len(_SET_UP)) % len(_ROUND)])
    return moves


def long_game(plies: int) -> Game:
    """The game of `long_moves`, played."""
    game: Game = long_table(plies).game
    return game


def long_table(plies: int) -> Table:
    """A table of two people (`LONG`'s rules) at the game of `long_moves`."""
    return table_at(SPEC, LONG, long_moves(plies))


def _now() -> float:
    """A clock reading for `_since`: MicroPython's microsecond ticks, or CPython's counter."""
    ticks = getattr(time, "ticks_us", None)
    return float(ticks()) if ticks is not None else time.perf_counter()


def _since(started: float) -> float:
    """Milliseconds since the `_now` reading ``started`` (MicroPython's ticks wrap around:
    `time.ticks_diff` counts across the wrap)."""
    ticks_diff = getattr(time, "ticks_diff", None)
    if ticks_diff is not None:
        return float(ticks_diff(int(_now()), int(started))) / 1000
    return (time.perf_counter() - started) * 1000


def click_costs(plies: int, rounds: int = 40) -> "tuple[float, float]":
    """Milliseconds per click at ``plies``: picking up a stack or putting it back, and playing
    a move or taking it back; the quickest of ``rounds`` pairs, which a busy machine delays
    least."""
    controller = quiet_controller(SPEC, long_table(plies))
    game = controller.table.game
    stack = next(square for square in range(25) if game.height(square))
    move = next(move for move in game.legal_moves() if move.target is not None)
    picking = playing = float("inf")
    for _ in range(rounds):
        started = _now()
        controller.input.click_board(stack, None)
        controller.input.click_board(stack, None)
        picking = min(picking, _since(started) / 2)
        started = _now()
        controller.after(controller.table.play(move))
        controller.undo({})
        playing = min(playing, _since(started) / 2)
    return picking, playing


def largest_record() -> str:
    """The record of a `MAX_PLIES`-move game, padded with blank lines to `MAX_LENGTH`."""
    record = SPEC.records.export_record(long_table(MAX_PLIES), "2026-11-23")
    return record + "\n" * (MAX_LENGTH - len(record))


def main() -> None:
    current = table_at(SPEC, LONG, [])
    record = largest_record()
    started = _now()
    opened = transfer.open_game_text(SPEC, record, current)[0]
    print("import_record_ms", round(_since(started)))
    print("record_characters", len(record))
    fragment = link.write(layout.write(opened))
    started = _now()
    link.read_game(SPEC, fragment)
    print("import_link_ms", round(_since(started)))
    print("link_characters", len(fragment))
    for plies in (50, MAX_PLIES - 1):  # (one move short of the longest: a move is played)
        picking, playing = click_costs(plies)
        print(f"pick_ms_at_{plies}", round(picking, 1))
        print(f"move_ms_at_{plies}", round(playing, 1))


if __name__ == "__main__":
    main()
