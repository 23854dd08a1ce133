"""Kitty Stack Tower's panels around the board: the players' cards (who plays, score, pieces in
hand, whose turn, the final places), the scores on the result card and the hand's buttons (the
actions offered on one target, and Pass).

Pure functions of a `Table`; the page sets them with `innerHTML`. No inline styles or handlers.
"""

from kitty.game import COLOURS
from kitty.moves import PASS, PASS_MOVE
from kitty.ui import cards, words
from kitty.ui.board import sign_icon
from table.panels import card_flag, player_card, turn_flag

TYPE_CHECKING = False
if TYPE_CHECKING:
    from kitty.ui.hand import Hand
    from table.model import Table


def _card(table: "Table", colour: str, forced_by: str) -> str:
    """One player's card, of the position the board shows: who plays, the score (and its own
    pieces, the tie-break), pieces still in hand, whose turn, the place at the end, and the
    Objective Cards (``forced_by``: who played Forced Exchange, `cards.forcer`)."""
    game = table.shown()
    index = COLOURS.index(colour)
    total, own = game.score(colour)
    outcome = table.shown_outcome()
    on_turn = outcome is None and game.turn == colour and not table.solved
    classes = ["player", colour]
    flag = ""
    if on_turn:
        classes.append("to-move")
        thinking = table.moving and table.review is None
        flag = turn_flag(thinking)
    elif outcome is not None and table.review is None:
        place = _place(table, colour, game.ranking()[index], colour in outcome[0])
        if colour in outcome[0] and len(outcome[0]) < len(table.colours):
            classes.append("winner")
        flag = card_flag(words.PLACES[place - 1])
    hand = ""
    if game.phase == "setup":
        hand = f'<span class="reserve"><b>{game.in_hand[index]}</b> {words.IN_HAND}</span>'
    label = words.score_label(total, own)
    stats = (
        f'{hand}<span class="score" data-score="{total}" aria-label="{label}" title="{label}">'
        f"<b>{total}</b> ({own})</span>"
    )
    after = flag + cards.player_cards(table, colour, forced_by)
    return player_card(table, colour, sign_icon(colour), stats, after, classes=classes)


def _place(table: "Table", colour: str, by_score: int, won: bool) -> int:
    """A player's place at the end: by score, unless the players ended the game themselves:
    between two (a resignation or an agreed draw) the winners are first and the other second
    whatever the score says; among more, who resigned is last and the others keep their
    places by score among themselves."""
    if table.ending is None:
        return by_score
    resigned = table.resigned()
    if not resigned:
        return 1 if won else 2
    if colour == resigned:
        return len(table.colours)
    return table.standing(colour)


def final_scores(table: "Table") -> str:
    """Each player's score on the result card: the total, and the pieces of their own colour
    where totals are level (the tie-break, docs/kitty-rules.md); with the Objective Cards, each
    total broken into pieces and cards (`cards.total_parts`). Empty unless the rules ended the
    game."""
    game = table.game
    if not game.is_over:
        return ""
    scores = [game.score(colour) for colour in table.colours]
    totals = [total for total, _ in scores]
    rows = []
    for colour, (total, own) in zip(table.colours, scores):  # noqa: B905 (MicroPython)
        name = words.colour_name(colour)
        tied = totals.count(total) > 1
        if game.has_cards:
            tie = f" ({words.own_pieces(own)})" if tied else ""
            said = f"<b>{name} {total}</b>{tie} = {cards.total_parts(game, colour, total)}"
        else:
            said = f"<b>{name}</b> {words.final_score(total, own, tied)}"
        rows.append(f'<li class="{colour}">{said}</li>')
    return f'<ul class="breakdown">{"".join(rows)}</ul>'


def players(table: "Table") -> str:
    forced_by = cards.forcer(table)
    cards_gone = cards.discarded(table, forced_by)
    return "".join(_card(table, colour, forced_by) for colour in table.colours) + cards_gone


def side_panel(table: "Table") -> str:
    """The card steps open to the person deciding now, or the screen that hides every hand
    until the next person takes the device."""
    if table.review is not None or not table.human_to_move():
        return ""
    waiting = cards.waiting_for(table)
    return cards.pass_screen(waiting) if waiting else cards.step_buttons(table)


def hand_buttons(table: "Table") -> str:
    """The actions offered on one target, each with its key, and Pass in play."""
    game = table.game
    held: Hand = table.hand
    if table.review is not None or not table.human_to_move():
        return ""
    if cards.waiting_for(table):
        return ""
    buttons = []
    for move in held.choice:
        name = words.ACTION_NAMES[move.kind]
        target = game.board.names[move.target]
        buttons.append(
            f'<button type="button" data-action="choose" data-kind="{move.kind}">'
            f"{name} {target} <kbd>{move.kind[0].upper()}</kbd></button>"
        )
    if game.is_legal(PASS_MOVE) and game.phase == "play":
        label = words.END_GAME_LABEL if held.ending_pass else words.PASS_LABEL
        primary = ' class="primary"' if held.ending_pass else ""
        buttons.append(
            f'<button type="button"{primary} data-action="choose" data-kind="{PASS}">'
            f"{label} <kbd>P</kbd></button>"
        )
    return "".join(buttons)
