"""The readers of what a player pastes or opens, on the largest input of each kind, for
`tools/bench_readers.py`, which runs this module under MicroPython in Node (the page's own
Python). Run as a script, it prints one ``name|characters|milliseconds|outcome`` line per reader.
"""

import gc

from kitty import Game as KittyGame
from kitty import record as kitty_record
from kitty.ui.spec import SPEC as KITTY
from mixtour.ui import link
from mixtour.ui.spec import SPEC
from table import links, transfer
from table import state as layout
from table.model import MAX_PLIES, Table
from table.state import MAX_LENGTH
from tools.long_game import LONG, _now, _since, largest_record, long_table
from tools.quiet_table import LONG_SEATS

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable


def cases() -> "list[tuple[str, Callable[[], str], Callable[[str], object]]]":
    """Each reader's case: its name, what makes its input and the call that reads it."""

    def braces() -> str:
        return "c3 " + "{}" * ((MAX_LENGTH - 3) // 2)

    def commented() -> str:
        tags, _, moves = largest_record().strip().rpartition("\n\n")
        *played, result = moves.split()
        words = [word if word.endswith(".") else word + " {ok}" for word in played]
        return tags + "\n\n" + " ".join(words) + " " + result

    def escaped() -> str:
        return link.write(_state(long_table(MAX_PLIES))).replace(".", "%2E", 1)

    def kitty_text() -> str:
        game = KittyGame(4, seed=11)
        while not game.is_over:
            game.push(game.legal_moves()[-1])
        text = kitty_record.write(game)
        return text + "\n" * (kitty_record.MAX_TEXT - len(text))

    def mixtour(text: str) -> object:
        return transfer.open_game_text(SPEC, text, Table(SPEC, LONG, LONG_SEATS))

    def fields(text: str) -> object:
        return links.fields(text, ("g",), 10**6)

    return [
        ("record of one move and empty comments", braces, mixtour),
        ("longest game, a comment after each move, one line", commented, mixtour),
        ("link to the longest game with a %-escape", escaped,
         lambda text: link.read_game(SPEC, text)),
        ("fragment of 40,000 '&'", lambda: "g=1" + "&" * 40_000, fields),
        ("Kitty game for four, its record padded", kitty_text,
         lambda text: transfer.open_game_text(KITTY, text, Table(KITTY))),
    ]  # fmt: skip


def _state(table: "object") -> "dict[str, object]":
    return layout.write(table)  # type: ignore[arg-type]


def main() -> None:
    """Under MicroPython: read each case once and print ``name|length|ms`` lines."""
    for name, make, read in cases():
        text = make()
        gc.collect()
        started = _now()
        try:
            read(text)
            outcome = "read"
        except ValueError as error:  # refused, saying why: as quick to say as to read
            outcome = "refused: " + str(error)[:60]
        print(f"{name}|{len(text)}|{_since(started):.0f}|{outcome}")


if __name__ == "__main__":
    main()
