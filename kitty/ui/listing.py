"""How Kitty's move list writes a move: an action in notation, a pass and a card step in words
after its mover's name (``Red`` *offers Yellow an exchange*, ``Yellow`` *passes*), naming a card
given only once the game is over, for someone else may be looking at the device. Undo, Redo and
the review's status line name a move as the list writes it (`Table.said_move`). Records and
links keep the notation (docs/kitty-rules.md, "Notation").
"""

from kitty.board import COLOURS
from kitty.deck import CODES
from kitty.moves import CLAIM, FORCE, GIVE, PASS, PROPOSE, STEPS
from kitty.ui import words

TYPE_CHECKING = False
if TYPE_CHECKING:
    from table.model import Table


def list_text(table: "Table", ply: int, text: str) -> str:
    """The ``ply``-th move (``text`` in notation) as the move list writes it."""
    move = table.moves()[ply - 1]
    if move.kind not in STEPS and move.kind != PASS:
        return text
    game = table.game
    other = ""
    if move.kind in (PROPOSE, FORCE):
        other = words.colour_name(COLOURS[move.target])
    elif move.kind == GIVE:
        other = words.colour_name(receiver(table, ply))
    card = ""
    if table.over and move.kind in (GIVE, FORCE):
        card = words.card_name(CODES[move.source])
    cell = game.board.names[move.source] if move.kind == CLAIM else ""
    return words.listed_step(move.kind, other, cell, card)


def receiver(table: "Table", ply: int) -> str:
    """Who gets the card given at the ``ply``-th move: of the exchange's two players (the one
    who proposed or forced it, and the one asked), the other than the giver."""
    moves = table.moves()
    movers = table.movers()
    giver = movers[ply - 1]
    for index in range(ply - 2, -1, -1):
        if moves[index].kind in (PROPOSE, FORCE):
            asker, asked = movers[index], COLOURS[moves[index].target]
            return asked if giver == asker else asker
    raise ValueError(f"move {ply} gives a card in no exchange")
