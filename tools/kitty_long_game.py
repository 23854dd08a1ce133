"""A long game of Kitty Stack Tower, and what a click costs Kitty's page in it (issue 34).

A game of Kitty ends when a position occurs for the third time, so a long game must keep
finding new positions. `long_moves` builds one on the side-5 board for two players, placed by
the players:

- Red builds nine two-high stacks (a Yellow piece under a Red one) around three Yellow
  towers, three stacks round each tower on its three straight lines, with the cell across the
  tower empty. Each stack can flip over its tower and flip back (docs/kitty-rules.md, "Your
  turn"): nine switches, 512 positions of the board.
- Red then steps through the 512 positions in the order of a Gray code (one switch a move),
  twice, while Yellow passes: every position occurs at most twice, no round is all passes,
  and the game goes on for over 2,000 moves.

`Clicks` is Kitty's page at that game, through a port that shows nothing, and a player's clicks
there, one a call: `tools/bench_kitty_long.py` times them on the page's MicroPython.
"""

from kitty import Game
from kitty.ui.options import Options
from kitty.ui.spec import SPEC
from table.model import Table
from tools.quiet_table import quiet_controller, table_at

# The three Yellow towers; round each, three cells on its three straight lines where Red's
# stacks stand (the cells across the tower, where they land, stay empty); and beside each such
# cell the cell whose Red piece goes onto the Yellow piece there.
TOWERS = ("b2", "c6", "e2")
STANDS = (("b3", "c3", "a2"), ("c7", "d7", "b6"), ("e3", "f2", "d2"))
LANDINGS = (("b1", "a1", "c2"), ("c5", "b5", "d6"), ("e1", "d1", "f1"))
HELPERS = (("b4", "c4", "a3"), ("d8", "e8", "a5"), ("e4", "f3", "d3"))
# Red's six other pieces, out of the way.
SPARE = ("i1", "i2", "i3", "i4", "i5", "h1")
SWITCHES = 9
LONG = Options(players=2, side=5)


def _set_up() -> "list[str]":
    """The moves before Red's walk: the placement, Red's stacks and Yellow's towers."""
    red = [cell for trio in HELPERS for cell in trio] + list(SPARE)
    yellow = [cell for trio in STANDS for cell in trio]
    for tower, landings in zip(TOWERS, LANDINGS):  # noqa: B905 (MicroPython: no strict)
        yellow += [tower, landings[0]]
    moves = []
    for r, y in zip(red, yellow):  # noqa: B905
        moves += [r, y]
    towers = [f"{landings[0]}-{tower}" for tower, landings in zip(TOWERS, LANDINGS)]  # noqa: B905
    stands = [cell for trio in STANDS for cell in trio]
    for index, helper in enumerate(cell for trio in HELPERS for cell in trio):
        moves += [f"{helper}-{stands[index]}", towers[index] if index < len(towers) else "pass"]
    return moves


def _walk(steps: int) -> "list[str]":
    """Red's first ``steps`` switches, each answered by Yellow's pass."""
    stands = [cell for trio in STANDS for cell in trio]
    landings = [cell for trio in LANDINGS for cell in trio]
    towers = [tower for tower in TOWERS for _ in range(3)]
    away = [False] * SWITCHES
    moves = []
    for step in range(1, steps + 1):
        switch = 0  # the Gray code's switch at this step: its number of trailing zero bits
        while not (step >> switch) & 1 and switch < SWITCHES - 1:
            switch += 1
        start = landings[switch] if away[switch] else stands[switch]
        away[switch] = not away[switch]
        moves += [f"{start}^{towers[switch]}", "pass"]
    return moves


def long_moves(plies: int) -> "list[str]":
    """``plies`` legal moves of a game of `LONG` that goes on (up to 2,094 moves)."""
    moves = _set_up()
    moves += _walk((plies - len(moves) + 1) // 2)
    return moves[:plies]


def long_game(plies: int) -> Game:
    """The game of `long_moves`, played."""
    game: Game = long_table(plies).game
    return game


def long_table(plies: int) -> Table:
    """A table of two people at the game of `long_moves`."""
    return table_at(SPEC, LONG, long_moves(plies))


class Clicks:
    """Kitty's page, through a port that shows nothing, at the game of `long_moves` (Red to
    move), and a player's clicks there, one a call, as the page's events make them."""

    def __init__(self, plies: int) -> None:
        self.controller = quiet_controller(SPEC, long_table(plies))
        game = self.controller.table.game
        self.move = next(move for move in game.legal_moves() if move.target >= 0)
        self.tower = game.board.cell(TOWERS[0])  # Yellow's: not Red's to pick up
        self.played = False

    def pick(self) -> None:
        """A click on a Red stack: it picks the stack up, or puts it back."""
        self.controller.input.click_board(self.move.source, None)

    def refused(self) -> None:
        """A click on a Yellow stack, which Red may not pick up: the page says why."""
        self.controller.input.click_board(self.tower, None)

    def play(self) -> None:
        """A move that Red plays (picked up and put down), or its undo, in turn."""
        controller = self.controller
        if self.played:
            controller.undo({})
        else:
            controller.input.click_board(self.move.source, None)
            controller.input.click_board(self.move.target, None)
        self.played = not self.played
