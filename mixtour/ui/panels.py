"""Mixtour's panels around the board: the players' cards (name, reserve, score, whose turn) and
the buttons that choose how many pieces to take.

Pure functions of a `Table`, so they are tested without a browser; the page sets them with
`innerHTML`. No inline styles or handlers (the page's Content-Security-Policy forbids them).
"""

from mixtour.ui import words
from mixtour.ui.board import piece_icon
from table.panels import card_flag, escape, player_card, turn_flag

TYPE_CHECKING = False
if TYPE_CHECKING:
    from mixtour.ui.hand import Hand
    from table.model import Table


def _card(table: "Table", colour: str) -> str:
    """One player's card: pieces in reserve, score against the target, turn (of the position
    the board shows)."""
    game = table.shown()
    classes = ["player", colour]
    outcome = table.shown_outcome()
    winners = () if outcome is None or len(outcome[0]) != 1 else outcome[0]
    on_turn = outcome is None and game.turn == colour and not table.solved
    if on_turn:
        classes.append("to-move")
    if colour in winners:
        classes.append("winner")
    score = game.score(colour)
    target = game.target
    pips = "".join(
        f'<span class="pip{" on" if index < score else ""}"></span>' for index in range(target)
    )
    flag = ""
    if table.review is not None:
        pass  # the past: nobody is to move now
    elif on_turn:
        flag = turn_flag(table.moving)
    elif colour in winners:
        flag = card_flag(words.FLAG_WINNER)
    reserve = game.reserve(colour)
    stats = (
        f'<span class="reserve" data-reserve="{reserve}"><b>{reserve}</b> {words.IN_RESERVE}</span>'
        f'<span class="score" data-score="{score}" role="img" '
        f'aria-label="{words.score_of(score, target)}">'
        f'<span class="score-label" aria-hidden="true">{words.POINTS_LABEL}</span>{pips}</span>'
    )
    return player_card(table, colour, piece_icon(colour), stats, flag, classes=classes)


def players(table: "Table") -> str:
    return "".join(_card(table, colour) for colour in table.colours)


def count_buttons(table: "Table") -> str:
    """Buttons 1..height to choose how many pieces of the held stack to take."""
    held: Hand = table.hand
    if held.picked is None:
        return ""
    height = table.game.height(held.picked)
    buttons = []
    for count in range(1, height + 1):
        pressed = "true" if count == held.count else "false"
        buttons.append(
            f'<button type="button" data-action="count" data-count="{count}" '
            f'aria-pressed="{pressed}" aria-label="{words.take(count)}">{count}</button>'
        )
    return f'<span class="label">{words.TAKE}</span>' + "".join(buttons)


def record_rounds(moves: str) -> str:
    """The moves of a record, each round (its number and its moves) in
    a span that the page keeps on one line, so that no move breaks at its hyphen."""
    rounds: list[list[str]] = []
    for word in moves.split():
        if word.endswith(".") or not rounds:
            rounds.append([])
        rounds[-1].append(escape(word))
    return " ".join(f'<span class="round">{" ".join(words)}</span>' for words in rounds)
