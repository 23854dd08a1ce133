"""Write docs/kitty-rules.md, whose diagrams the engine's own `Board.diagram` draws.

python -m tools.kitty_rules_doc        # rewrites the page; tests check it is current
"""

from pathlib import Path

from kitty import BOARDS, Game

PAGE = Path(__file__).resolve().parent.parent / "docs" / "kitty-rules.md"
BOARD = BOARDS[5]


def label(stack: str) -> str:
    """A cell's stack bottom to top, a tall one as its height and top colour (``12r``)."""
    return stack if 0 < len(stack) <= 3 else f"{len(stack)}{stack[-1]}" if stack else "."


def stacks(game: Game) -> str:
    return BOARD.diagram([label(game.stack(c)) for c in range(len(BOARD))])


def example(cells: dict[str, str]) -> Game:
    """A 2-player game in play with `cells`; the rest of each player's pieces wait in one stack
    in a top corner (i1 Red, i5 Yellow)."""
    rows = []
    for row in reversed(BOARD.rows):
        rows.append(",".join(cells.get(BOARD.names[c], ".") for c in row))
    return Game.from_position("/".join(rows) + " 2 r play 0")


def page() -> str:
    cells = {"c4": "rr", "c5": "ryy", "d4": "y", "i1": "r" * 12, "i5": "y" * 12}
    before = example(cells)
    after = example(cells)
    after.play("c4^c5")
    return TEMPLATE.format(names=BOARD.diagram(), before=stacks(before), after=stacks(after))


TEMPLATE = """\
# Kitty Stack Tower: the rules as this project plays them

Kitty Stack Tower is a stacking game for 2-4 players from the design study "Kitty Stack Tower"
(a rule design with its own iteration notes). The study leaves many things open; the project
decided each one (KITTY_RULES.md in the project's seed documents), and this page states the rules
in our words. The engine is `kitty/` and cites this page; `python -m tools.kitty_rules_doc`
writes it, so its diagrams are drawn by the engine's own code. The study's Objective Cards are
not part of this game.

## Players and pieces
Two, three or four players play Red, Yellow, Blue and Green, in that order. Each has 15 pieces.

## The board
A hexagon of hexagonal cells standing with two sides horizontal: side 5 (61 cells) for 2 or 3
players, side 6 (91 cells) for 4; either size may be chosen. Rows are letters from `a` at the
bottom; the cells of each row are numbered from the left, every row from 1. Two cells are
adjacent when they share an edge; a straight line runs through opposite edges. The side-5 board:

```
{names}
```

## Stacks and owners
A single piece is a stack of height 1; a stack keeps its pieces in order, bottom to top. You own
a stack when its top piece is yours.

## Setup
Either the placement phase: the board starts empty and, Red first, players in turn put one of
their pieces on an empty cell until all are placed; or random setup: every piece on a distinct
cell at random, from a seed (the engine's own generator, so every Python draws the same setup).

## Your turn
Red moves first, then the others in order. You make exactly one action, or pass. Passing is
always allowed; with no action you must pass.

1. **Stack** (`c4-c5`): move one of your stacks whole onto an adjacent stack of any owner that is
   no higher than it. Your stack goes on top; its cell empties.
2. **Flip** (`c4^c5`): one of your stacks, at least 2 high, and an adjacent stack at least as high
   as yours, with the cell just beyond it on the same straight line on the board and empty. Your
   stack jumps over it to that cell, and the jumped stack is turned upside down where it stands:
   its old bottom piece is its new top.
3. **Disassemble** (`c4<c5`): one of your stacks and an adjacent stack you do not own that holds
   a piece of yours. If your pieces in your stack outnumber the pieces of all other colours in
   the target, take every piece above your highest piece in the target and put them, in order,
   under your stack. The target is then topped by your piece: you own both.

A flip (stacks bottom to top, `r` Red, `y` Yellow; the rest of each player's pieces wait in the
top corners, drawn as height and top colour, `12r`). Red to move, with `rr` on c4 next to `ryy`
on c5:

```
{before}
```

After `c4^c5`, Red's stack lands on c6, and c5 reads `yyr`: Red owns it now.

```
{after}
```

## The end and the score
The game ends when every player passes in one round (as many passes in a row as players), at
once when no player has an action, or when a position (the board and the player to move) occurs
for the third time. Each player's score is the number of pieces in the stacks they own; the
higher wins. Equal scores are broken by the pieces of the player's own colour in those stacks;
players still equal share the win (a search counts it 1/k each for k winners).

## Notation and text
A placement is its cell (`c4`); stack `c4-c5`, flip `c4^c5`, disassemble `c4<c5`, and `pass`.
Position text (`Game.position()`, read back by `Game.from_position`) is the rows top to bottom
separated by `/`, each row's cells left to right separated by `,`, each cell its stack bottom to
top in letters `r`, `y`, `b`, `g`, or `.` when empty; then the number of players, the letter of
the player to move, `setup` or `play`, and the passes in a row. Reading is strict.
"""


if __name__ == "__main__":
    PAGE.write_text(page(), encoding="utf-8")
