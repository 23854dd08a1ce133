"""Draw the page as a new player first sees it, with the page's own Python, for the build.

`tools/build_site.py` runs this (with the repository on `sys.path`) and puts what it prints, a
JSON object of HTML fragments, in place of the `<!-- prerender:NAME -->` markers of the game's
page (`python tools/prerender.py mixtour` or `kitty`, then the language, English by default).
The board, the players' cards and the mode line are then on screen at first paint, in the
page's language, before MicroPython starts (≈0.5 s), and nothing moves when the page takes
over: it redraws the same elements from the saved or new game, but for the board, which it
keeps while the table shows that board (the board's ``data-drawn``, `table.view.board_key`).
"""

import json
import sys

from tools import languages

# The words in the page's language (`python tools/prerender.py mixtour de`), before the specs
# import them.
languages.use(sys.argv[2] if __name__ == "__main__" and len(sys.argv) > 2 else "en")

from kitty.ui.spec import SPEC as KITTY  # noqa: E402
from mixtour.ui.spec import SPEC as MIXTOUR  # noqa: E402
from table.model import Table  # noqa: E402
from table.panels import escape  # noqa: E402
from table.view import board_key  # noqa: E402

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from table.model import Spec

SPECS: "dict[str, Spec]" = {"mixtour": MIXTOUR, "kitty": KITTY}


def fragments(game: str) -> dict[str, str]:
    """The HTML of each pre-rendered element of a new game of ``game``, by marker name."""
    spec = SPECS[game]
    table = Table(spec)
    return {
        "mode-line": escape(table.mode_line()),
        "players": spec.players(table),
        "board": spec.board(table, spec.cursor, False, []),
        "board-key": escape(board_key(table, spec.cursor, False, [])),
    }


if __name__ == "__main__":
    print(json.dumps(fragments(sys.argv[1])))
