"""Write docs/kitty-rules.md, whose diagrams the engine's own `Board.diagram` draws (text) and
the page's own SVG code (kitty/ui/board.py, through kitty/ui/diagrams.py) draws (docs/kitty/).

python -m tools.kitty_rules_doc   # rewrites the page and its SVGs; tests check they are current
"""

from pathlib import Path

from kitty import BOARDS, Game
from kitty.ui.diagrams import diagrams

DOCS = Path(__file__).resolve().parent.parent / "docs"
PAGE = DOCS / "kitty-rules.md"
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


def board_rules() -> str:
    """The page's rules for Kitty's board (web/kitty.css, from the first `.kitty-board` rule to
    the end), which draw its cells' wood, outlines and lettering."""
    sheet = (DOCS.parent / "web" / "kitty.css").read_text(encoding="utf-8")
    return sheet[sheet.index(".kitty-board ") :].strip()


def pictures() -> dict[str, str]:
    """The SVG files of docs/kitty/, by name: the diagrams the page's rules panel shows, each
    with the board's rules in its own style element (a file has no page's style sheet)."""
    style = f"<style>{board_rules()}</style>"
    return {
        f"diagram-{n + 1}.svg": svg.replace(">", ">" + style, 1)
        for n, (_, _, svg) in enumerate(diagrams())
    }


def pictured() -> str:
    return "\n".join(
        f"**{title}.** {caption}\n\n![{title}](kitty/diagram-{n + 1}.svg)\n"
        for n, (title, caption, _) in enumerate(diagrams())
    )


def chain() -> tuple[Game, Game]:
    """A Continuous Stacking chain in a game of three, before and after ``c2-c3-c4-c5``; the
    rest of each player's pieces wait in a top corner (i1 Red, i5 Yellow, a5 Blue)."""
    cells = {"c2": "rrr", "c3": "y", "c4": "by", "c5": "yy", "c6": "yyyy"}
    cells.update({"i1": "r" * 12, "i5": "y" * 7, "a5": "b" * 14})
    rows = []
    for row in reversed(BOARD.rows):
        rows.append(",".join(cells.get(BOARD.names[c], ".") for c in row))
    before = Game.from_position("/".join(rows) + " 3 r play 0 ybr-y-b--r - - - -")
    after = Game.from_position(before.position())
    after.play("c2-c3-c4-c5")
    return before, after


def page() -> str:
    cells = {"c4": "rr", "c5": "ryy", "d4": "y", "i1": "r" * 12, "i5": "y" * 12}
    before = example(cells)
    after = example(cells)
    after.play("c4^c5")
    line, chained = chain()
    return TEMPLATE.format(
        names=BOARD.diagram(), before=stacks(before), after=stacks(after), pictured=pictured()
    ) + CARDS.format(line=stacks(line), chained=stacks(chained))


TEMPLATE = """\
# Kitty Stack Tower: the rules as this project plays them

Deutsch: [kitty-regeln.md](kitty-regeln.md)

Kitty Stack Tower is a stacking game for 2-4 players from the design study "Kitty Stack Tower"
(a rule design with its own iteration notes). The study leaves many things open; the project
decided each one (KITTY_RULES.md in the project's seed documents), and this page states the rules
in our words. The engine is `kitty/` and cites this page; `python -m tools.kitty_rules_doc`
writes it, so its diagrams are drawn by the engine's own code. The study's Objective Cards, for
three or four players, are the last part, "Objective Cards".

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

The page draws stacks as layers of bands, bottom piece lowest, with the height and the owner's
sign beside them; the colours differ without colour too (Red plain with a circle, Yellow striped
with a triangle, Blue dotted with a square, Green hatched with a diamond). These diagrams are drawn
by the page's own code and shown in its rules panel:

{pictured}
## The end and the score
The game ends when every player passes in one round (as many passes in a row as players), at
once when no player has an action, or when a position (the board and the player to move) occurs
for the third time. Each player's score is the number of pieces in the stacks they own; the
higher wins. Equal scores are broken by the pieces of the player's own colour in those stacks;
players still equal share the win (a search counts it 1/k each for k winners).

**Resigning** *(decision: the study has no resignation)*. A person may resign on their turn
(the one person at a table with the computer at any time). With two players the other wins.
With three or four the game ends at once: who resigned is ranked last, and the others keep
their places by their totals as they stand (score, then pieces of their own colour, as at the
end); the result card says who resigned, and every hand is shown as at the end. A save and a
link keep it (`e=-red`: Red resigned); Undo takes it back. A game of three or four by link has
no Resign, as its link goes round the players one at a time.

## Notation and text
A placement is its cell (`c4`); stack `c4-c5`, flip `c4^c5`, disassemble `c4<c5`, and `pass`.
Position text (`Game.position()`, read back by `Game.from_position`) is the rows top to bottom
separated by `/`, each row's cells left to right separated by `,`, each cell its stack bottom to
top in letters `r`, `y`, `b`, `g`, or `.` when empty; then the number of players, the letter of
the player to move, `setup` or `play`, and the passes in a row. Reading is strict.
"""

CARDS = """
## Objective Cards (3 or 4 players)
The study adds ten Objective Cards to games of three and four: each player holds two, hidden from
the others, that score extra points. Here is how this project plays them; every choice the
study left open is marked *(decision)*.

### The option and the deal
- The cards are a game option, on by default with 3 or 4 players (`Game(3, seed=S)`) and never
  with 2; `cards=False` plays the base game above *(decision)*.
- The deck holds one of each card. Before the setup, each player is dealt 2 at random from the
  deal seed: the game's seed for a random setup, or `Game(..., deal=S)` (0 unless given) for a
  placement game. The engine draws with its own generator, so every Python deals alike. The
  other cards stay face down, out of the game; nobody learns them.
- Each card has an id at the API and a two-letter code in notation and position text:

| code | id | what it scores |
|---|---|---|
| `mf` | `monochromatic_frenzy` | claims: a stack's pieces (in play, reveals on first use) |
| `lp` | `layered_peaks` | +1 per stack you own (end) |
| `cm` | `color_master` | +1, +2, +3 per stack you own with 2, 3, 4 colours (end) |
| `fp` | `focused_power` | +1 per 2 pieces of the colour you have most of (end) |
| `rb` | `rainbow_bridge` | +2 or +3 for a new stack of 3 or 4 colours (in play, reveals) |
| `tk` | `tower_king` | half the height of your tallest stack, rounded down (end) |
| `dt` | `dramatic_twist` | +2 for a flip that takes a stack (in play, reveals) |
| `vc` | `vibrant_colors` | +5 per stack you own 5+ high with no two touching pieces alike (end) |
| `fe` | `forced_exchange` | takes a card from another player, once (then discarded) |
| `cs` | `continuous_stacking` | +1 per stack after the first in a chain (in play, reveals) |

### What everyone sees
You see your own cards; everyone sees how many cards each player holds and every revealed card.
A card is revealed when it first scores during play (the four cards that score in play reveal
themselves on first use, and first use always scores), when it is discarded (Forced Exchange,
once played), and when the game ends: then every card in a hand is shown with its points.
Revealed cards never change hands, so the points a card earned belong to whoever holds it.

### A turn with cards
A turn is any number of free steps, then the action or a pass, then, after an action, any
claims. The free steps are claiming with Monochromatic Frenzy, playing Forced Exchange and
proposing an exchange; they come only in your own turn and never in the setup phase.
- *(decision)* After an action the turn waits for claims whenever you own a stack with a run
  of five pieces of one colour, whether or not you hold Monochromatic Frenzy: then you claim, or
  end the turn (`end`). So a turn that waits tells nobody what you hold. After a pass the turn
  ends at once: a pass changes nothing, so claims come before it.
- *(decision)* Proposals and Forced Exchange hand one move to another player: the answer to a
  proposal, a card to give. The engine's `turn` is always the player who decides now, and
  `mover` the player whose turn it is; a search or a page drives every move alike.
- The game ends as in the base game, checked at the end of each turn. A round of passes counts
  the turns whose action was a pass, whatever free steps came before it. A position repeats
  when the board (with its tokens) and the player to move are the same at the start of a turn.

### Exchanging by agreement
Once per game each player may swap one card with another player who agrees.
- *(decision)* In your turn, before your action, you may propose an exchange (`?y`: to Yellow)
  to one player who has not used theirs, if both of you hold an unrevealed card. One proposal
  a turn.
- The proposal names no card. The other player declines (`no`: nothing changes, and neither has
  used anything) or accepts (`yes`). Then the proposer gives one of their unrevealed cards
  (`>cm`), and the partner, not seeing it, gives one of theirs. The cards change hands, and
  both have used their exchange. Each learns the card they get; the others learn only that an
  exchange happened.

### Forced Exchange
*(decision)* Once, as a free step in your turn: name another player who holds an unrevealed
card, and one of your other unrevealed cards (`!y>cm`: Yellow, giving Color Master). That player
chooses one of their unrevealed cards and gives it to you, taking yours. Forced Exchange is then
discarded face up. It needs another card in your hand, and it is not the exchange by agreement:
neither player uses theirs.

### The cards one by one
1. **Monochromatic Frenzy.** When a stack you own holds a run of 5 or more pieces of one colour
   (any colour), you may claim it (`*c4`): the stack leaves the game with its tokens and you
   score its number of pieces. *(decision)* A claim is a free step, before your action or right
   after it, so a run you build can go at once; the card works every time. A claimed stack no
   longer counts for anything, the tie-break included.
2. **Layered Peaks** (end). +1 for every stack you own.
3. **Color Master** (end). For every stack you own: +1 with 2 colours, +2 with 3, +3 with 4.
4. **Focused Power** (end). Of all the pieces in the stacks you own, take the colour with the
   most: +1 for every 2 of them, rounded down.
5. **Rainbow Bridge.** When your stack or disassembly leaves a stack you own holding 3 colours
   where every stack it was made from held fewer, +2; holding 4 colours where every one held
   fewer than 4, +3. So a stack that goes from 2 colours to 4 in one action scores 3, not 5.
   *(decision)* A stack (or chain) is made from the moving stack and every stack it went onto;
   a disassembly's stack from the two stacks as they stood before it (the whole target, not
   only the pieces taken). The stack then carries a Rainbow token and never triggers the card
   again, even on reaching 4 colours later.
6. **Tower King** (end). The height of the tallest stack you own, halved and rounded down.
7. **Dramatic Twist.** When your flip turns a stack another player owned into one you own (its
   new top piece is yours), +2, and that stack carries a Twist token: it never triggers the card
   again. The card works every time, once per stack. A flip of a stack you already owned scores
   nothing.
8. **Vibrant Colors** (end). +5 for every stack you own at least 5 high in which no two touching
   pieces, bottom to top, share a colour.
9. **Forced Exchange.** As above.
10. **Continuous Stacking.** *(decision)* A stack action of several steps along one straight
    line, written with every cell (`c2-c3-c4-c5`): your stack goes onto the adjacent stack T1 as
    usual, then the combined stack moves on in the same direction onto T2, T3 and so on. Every
    later stack must have the same top colour as T1 and be no higher than your stack was before
    the action; the chain stops where you choose, or before a cell that is off the board, empty
    or holds a stack that does not qualify. The line ends as one stack on the last cell, T1's
    pieces above the last stack's and yours on top. +1 for every stack after the first. It is
    one action. A plain stack (`c2-c3`) is not a use of the card.

Red holds Continuous Stacking. From c2, `rrr` goes onto `y` on c3, then on over `by` and `yy`
(topped with yellow like c3, no higher than 3); `yyyy` on c6, 4 high, stops the line:

```
{line}
```

After `c2-c3-c4-c5`, c5 holds all of it, `yybyyrrr` (drawn `8r`), and Red scores 2:

```
{chained}
```

### Tokens
*(decision)* A Rainbow or Twist token goes on the top piece of the stack that earned it and
travels with that piece wherever it goes: stacked, jumped, turned over, moved under another
stack. A stack carries a token when any of its pieces does; a claimed stack leaves with its
tokens.

### The score with cards
Your total is the pieces in the stacks you own, plus the card points you earned in play, plus
your end-of-game cards once the game is over (`Game.score` gives the total and the tie-break;
`Game.card_points` and `Game.points_by_card` the card points). The highest total wins; a tie is
broken by the pieces of your own colour in the stacks you own, then the win is shared.

### Notation and position text with cards
The card moves are written, with no space, as:

| move | notation | who decides |
|---|---|---|
| a chain | `c2-c3-c4` (every cell of the line) | the mover |
| a claim | `*c4` | the mover, before or after the action |
| a proposal to Yellow | `?y` | the mover, before the action |
| an answer | `yes`, `no` | the player asked |
| giving a card | `>cm` | the proposer first, then the partner; the target of a Forced Exchange |
| Forced Exchange | `!y>cm` (on Yellow, giving Color Master) | the mover, before the action |
| the end of the turn | `end` | the mover, after an action, while a run of five waits |

A position text with cards has five more fields after the base game's five (the player to move
there is the mover):
- the holder of each card in the order `mf lp cm fp rb tk dt vc fe cs`: a player's letter, `-`
  face down out of the game, `x` discarded;
- `-` or the cards that scored in play, `rb=2,cs=1` in that order, with Monochromatic Frenzy
  listing the stacks it claimed (`mf=rrrrr.yyyyyb`);
- `-` or the letters of the players who have used their exchange by agreement;
- `-` or the tokens, `rb@c4.3` (on the third piece from the bottom of c4) or `dt@...`;
- where the turn stands: `-` before the action, `?` before it with this turn's proposal made,
  `?y` a proposal to Yellow awaiting its answer, `?y+` accepted and awaiting the proposer's
  card, `?y+cm` awaiting Yellow's card for Color Master, `!y>cm` (`?!y>cm` after a proposal) a
  Forced Exchange awaiting Yellow's card, `*` after the action.

Reading is strict: counts of cards, points a card can earn, tokens on real pieces, a step that
can happen; every piece is on the board, in a claimed stack or in hand.

### Records and hidden cards
A record of a game with cards has a `Deal` tag (the deal seed) after `Seed`, and its moves
name every card given. *(decision)* A record is a save: it names every card, and it resumes the
game exactly. It does not hide the others' cards, and could not: the deal follows from the
seed, which a record of a random setup needs in order to replay. So a record is for the players
at one table, and for anyone once the game is over, when every card is shown anyway. During a
game it is the page that keeps each hand to its owner: it shows a hand only to its owner (with
several people at one device, behind a "pass the device" screen), and its move list says every
card step in words ("Red offers Yellow an exchange", "Yellow gives Red a card"), naming the card
given only once the game is over (`kitty.knowledge.seen_moves` tells what one player saw, `>?`
for a card given between two others). A page's link is a save in the same
way: it carries the deal and the moves with every card named
([playing.md](playing.md#objective-cards-at-the-table)).

### What a player knows
A computer player must not read hands it has not seen, so the engine tells what one player knows
(`kitty.knowledge.seen`) and deals the rest at random (`kitty.knowledge.sample`). By replaying
the game, a player knows: its own cards; the revealed and discarded ones; a Forced Exchange
being played, in its holder's hand; from its own exchanges, the card it gave and the card it
got; from an exchange between two others, only that a card either might have held may now be
with the other; and from an action that would have scored Rainbow Bridge or Dramatic Twist for
the player who made it and did not, that this player does not hold that card. `sample(game,
colour, rng)` is a copy of the game in which every card `colour` has not placed is dealt again
among the places it may be, each hand keeping its size, and a card put forward in a pending
exchange is drawn again among its giver's cards: it depends only on what `colour` has seen and
on `rng`. A game read from a position text knows its own hand and the revealed cards, not the
exchanges before it.
"""


if __name__ == "__main__":
    PAGE.write_text(page(), encoding="utf-8")
    (DOCS / "kitty").mkdir(exist_ok=True)
    for name, svg in pictures().items():
        (DOCS / "kitty" / name).write_text(svg + "\n", encoding="utf-8")
