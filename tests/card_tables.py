"""Crafted positions of Kitty Stack Tower with the Objective Cards, for the card tests.

`card_game` writes the position text by hand, as a person would, so the tests also read the
card fields of docs/kitty-rules.md ("Notation and position text with cards") as documented.
"""

from kitty import BOARDS, Game
from kitty.deck import CODES

LETTERS = "rybg"


def holders(hands: str) -> str:
    """The holders field from ``"r:mf,lp y:cm b:fe x:fe"`` (``x`` for discarded); the cards
    not named are face down."""
    field = ["-"] * len(CODES)
    for part in hands.split():
        who, _, codes = part.partition(":")
        for code in codes.split(","):
            field[CODES.index(code)] = who
    return "".join(field)


def rows(cells: dict[str, str], players: int, fill: bool, claimed: str = "") -> str:
    """The rows of the position text: `cells`, and with `fill` every other piece of each
    colour not in `cells` nor `claimed` (the letters of the stacks Frenzy claimed)."""
    board = BOARDS[6 if players == 4 else 5]
    stacks = dict(cells)
    # Each colour's pieces not named wait in stacks of 4 (no run of 5, so nothing to claim) on
    # the three top rows, far from the rows a-e the tests use.
    top = [board.names[c] for row in board.rows[-3:] for c in row]
    free = [name for name in top if name not in stacks]
    if fill:
        for colour in LETTERS[:players]:
            rest = 15 - sum(text.count(colour) for text in cells.values()) - claimed.count(colour)
            while rest > 0:
                stacks[free.pop(0)] = colour * min(4, rest)
                rest -= 4
    lines = [",".join(stacks.get(board.names[c], ".") for c in row) for row in board.rows]
    return "/".join(reversed(lines))


def card_text(
    cells: dict[str, str],
    *,
    hands: str = "r:lp,cm y:fp,tk b:vc,fe",
    players: int = 3,
    turn: str = "r",
    passes: int = 0,
    points: str = "-",
    exchanged: str = "-",
    tokens: str = "-",
    step: str = "-",
    fill: bool = True,
) -> str:
    """The position text of a game in play with `cells` (and the filler stacks), the cards
    `hands` and the other card fields as given."""
    claimed = points.partition("mf=")[2].partition(",")[0]
    base = f"{rows(cells, players, fill, claimed)} {players} {turn} play {passes}"
    return f"{base} {holders(hands)} {points} {exchanged} {tokens} {step}"


def card_game(cells: dict[str, str], **fields: object) -> Game:
    """`card_text` read by the engine (the keyword fields as for `card_text`)."""
    return Game.from_position(card_text(cells, **fields))  # type: ignore[arg-type]


def plays(game: Game, moves: str) -> Game:
    """`game` after the moves in `moves` (notation separated by spaces), each checked."""
    for move in moves.split():
        game.play(move)
    return game
