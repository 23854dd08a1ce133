"""The rules' example positions, drawn by the board's own SVG code (kitty/ui/board.py).

docs/kitty-rules.md (tools/kitty_rules_doc.py) and the page's rules panel show the same
diagrams: each is a title, a caption and a position with its marks.
"""

from kitty.board import BOARDS
from kitty.game import Game
from kitty.ui import board, words

BOARD = BOARDS[5]


def example(cells: "dict[str, str]") -> Game:
    """A 2-player game in play with `cells`; the rest of each player's pieces wait in one stack
    in a top corner (i1 Red, i5 Yellow)."""
    rest = {"r": 15, "y": 15}
    for stack in cells.values():
        for letter in stack:
            rest[letter] -= 1
    full = {"i1": "r" * rest["r"], "i5": "y" * rest["y"]}
    full.update(cells)
    rows = []
    for row in reversed(BOARD.rows):
        rows.append(",".join(full.get(BOARD.names[c], ".") for c in row))
    return Game.from_position("/".join(rows) + " 2 r play 0")


def _picked(game: Game, name: str) -> str:
    marks = board.targets_of(game, BOARD.cell(name))
    return board.render(game, marks, words.diagram_label("picked"))


def diagrams() -> "list[tuple[str, str, str]]":
    """(title, caption, SVG) of each diagram, in the order the rules page shows them."""
    cells = {"c4": "rrr", "d4": "ryy", "c5": "y", "b4": "ryyy"}
    picked = example(cells)
    flipped = example(cells)
    flipped.play("c4^b4")
    taken = example(cells)
    taken.play("c4<d4")
    return [
        (
            "Picking a stack",
            "Red picks rrr on c4 (3 high). S marks stacks it may go onto (no higher than 3):"
            " c5 and d4. F marks stacks it may flip (at least as high, the cell beyond empty):"
            " b4 and d4; the ringed cells are where it would land. D marks d4: Red's 3 pieces"
            " in c4 outnumber the 2 Yellow pieces in d4.",
            _picked(picked, "c4"),
        ),
        (
            "After the flip c4^b4",
            "Red's stack jumped over b4 to a4, and b4 was turned upside down: it reads yyyr"
            " bottom to top, so Red owns it now.",
            board.render(flipped, label=words.diagram_label("flipped")),
        ),
        (
            "After the disassembly: c4 takes from d4",
            "By c4<d4, every piece above Red's highest piece in d4 (yy) went, in order, under"
            " Red's stack:"
            " c4 reads yyrrr, and d4 is r, owned by Red.",
            board.render(taken, label=words.diagram_label("taken")),
        ),
    ]
