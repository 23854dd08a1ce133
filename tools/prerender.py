"""Draw the page as a new player first sees it, with the page's own Python, for the build.

`tools/build_site.py` runs this (with the repository on `sys.path`) and puts what it prints, a
JSON object of HTML fragments, in place of the `<!-- prerender:NAME -->` markers in
`index.html`. The board, the players' cards and the mode line are then on screen at first
paint, before MicroPython starts (≈0.5 s), and nothing moves when the page takes over: it
redraws the same elements from the saved or new game.
"""

import json

from mixtour.ui.spec import SPEC
from table.model import Table
from table.panels import escape


def fragments() -> dict[str, str]:
    """The HTML of each pre-rendered element of a new game, by marker name."""
    table = Table(SPEC)
    return {
        "mode-line": escape(table.mode_line()),
        "players": SPEC.players(table),
        "board": SPEC.board(table, SPEC.cursor, False, []),
    }


if __name__ == "__main__":
    print(json.dumps(fragments()))
