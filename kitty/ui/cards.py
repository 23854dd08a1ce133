"""Kitty Stack Tower's Objective Cards at the table (docs/playing.md, "Objective Cards at the
table"): whose hands this device shows, the "pass the device" screen that hides them between
people sharing it, the cards on each player's card, the buttons of the free steps and answers,
and the result card's breakdown of each total.

Pure functions of a `Table` (markup set with `innerHTML`, no inline styles or handlers); whose
hand the device shows is the table's `holder`.
"""

from kitty.deck import CARDS, CODES, END_CARDS
from kitty.game import Game
from kitty.hands import FORCED_GIVES
from kitty.moves import ACCEPT, CLAIM, DECLINE, END, FORCE, GIVE, PROPOSE, Move
from kitty.ui import board, words
from table import seats as seating
from table.panels import escape
from table.words import as_sentence

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from table.model import Table

# The card steps, as the buttons offer them.
STEP_KINDS = (CLAIM, PROPOSE, ACCEPT, DECLINE, GIVE, FORCE, END)
# The keys of the answers and the turn's end (N is the page's New game).
STEP_KEYS = {ACCEPT: "y", END: "e"}


def _people(table: "Table") -> "list[str]":
    return [colour for colour in table.colours if table.is_human(colour)]


def _decider(table: "Table") -> str:
    return str(table.shown().turn)


def viewers(table: "Table") -> "list[str]":
    """The colours whose hidden cards this device shows now: every hand once the game is over,
    by the rules or by a resignation (at every move of its review too: they were all shown at
    its end) or when nobody plays
    here (the computer against itself); the one person's; with several people, the hand of
    the person deciding now once they have taken the device."""
    game = table.shown()
    people = _people(table)
    if table.over or game.is_over or not people:
        return list(table.colours)
    if len(people) == 1:
        return people
    decider = _decider(table)
    return [decider] if table.holder == decider and decider in people else []


def waiting_for(table: "Table") -> str:
    """The colour the device must be passed to before their hand shows (several people at one
    device, one of them deciding now, who has not yet taken it); empty otherwise."""
    if not table.game.has_cards or table.review is not None or not table.human_to_move():
        return ""
    if len(_people(table)) < 2 or seating.by_link(table.seats):
        return ""
    decider = str(table.game.turn)
    return "" if table.holder == decider else decider


def pass_screen(colour: str) -> str:
    """The screen that hides every hand until ``colour`` takes the device."""
    name = words.colour_name(colour)
    return (
        f'<div class="pass-screen" role="dialog" aria-modal="true" aria-labelledby="pass-title">'
        f'<div class="pass-box {colour}"><h2 id="pass-title">{words.pass_title(name)}</h2>'
        f"<p>{escape(words.pass_hidden(name))}</p>"
        f'<button type="button" class="primary" data-action="choose" data-kind="show"'
        f" autofocus>{escape(words.pass_button(name))}</button></div></div>"
    )


def card_chip(game: "Game", code: str, points: int, colour: str) -> str:
    """A card shown face up: its name and points, its rule a tap away."""
    at_end = CODES.index(code) in END_CARDS and not game.is_over
    return (
        f'<details class="obj-card {colour}" data-card="{code}"><summary>'
        f'<span class="card-name">{words.card_chip_name(code)}</span>'
        f' <b class="card-points">+{points}</b></summary>'
        f"<p>{words.CARD_TEXTS[code]}"
        f' <span class="small">{words.so_far(points, at_end)}</span></p></details>'
    )


def hidden_chip(count: int) -> str:
    """The cards of a hand this device hides, as one chip as tall as ``count`` cards face up:
    a hand shown or hidden as the device goes round moves nothing below it."""
    label = words.hidden_cards(count)
    return f'<span class="obj-card face-down held-{count}" aria-label="{label}">{count} ▮</span>'


def player_cards(table: "Table", colour: str, forced_by: str) -> str:
    """The cards on ``colour``'s player card: those this device shows (its own hand, or every
    revealed card), how many others are hidden, Forced Exchange discarded when ``forced_by``
    (`forcer`) is this player, and whether they have exchanged."""
    game = table.shown()
    if not game.has_cards:
        return ""
    shown = colour in viewers(table)
    points = game.points_by_card(colour)
    chips = []
    hidden = 0
    for card in game.cards(colour):
        if shown or game.is_revealed(card):
            chips.append(card_chip(game, CODES[CARDS.index(card)], points[card], colour))
        else:
            hidden += 1
    if hidden:
        chips.append(hidden_chip(hidden))
    if forced_by == colour:
        chips.append(discarded_chip())
    # "exchanged" beside the score (web/kitty.css), in a room the card keeps for it.
    used = ""
    if game.has_exchanged(colour):
        used = f'<span class="small exchanged">{words.EXCHANGED}</span>'
    return f'<div class="obj-cards">{"".join(chips)}</div>{used}'


def forcer(table: "Table") -> str:
    """Who played Forced Exchange in the game the board shows (its card is then discarded);
    empty when no card is discarded or its moves do not tell (a position opened with the card
    already gone)."""
    game = table.shown()
    if not game.has_cards or not game.discarded():
        return ""
    plies = game.plies
    moves = table.moves()[:plies]
    for index in range(plies - 1, -1, -1):
        if moves[index].kind == FORCE:
            return table.movers()[index]
    return ""


def discarded_chip() -> str:
    """Forced Exchange, face up and struck through on the card of the player who played and
    discarded it: in place of the card it was, as tall, so that the board below does not
    move; "discarded" in its name for screen readers and under its rule a tap away."""
    code = CODES[CARDS.index("forced_exchange")]
    name = words.card_name(code)
    return (
        f'<details class="obj-card discarded" data-card="{code}">'
        f'<summary aria-label="{words.discarded_card(name)}">'
        f'<span class="card-name">{name}</span></summary>'
        f'<p>{words.CARD_TEXTS[code]} <span class="small">{words.discarded_card(name)}</span>'
        "</p></details>"
    )


def _names(cards: "list[str]") -> "list[str]":
    """The cards' names, from their ids: ``['tower_king']`` → ``['Tower King']``."""
    return [words.card_name(CODES[CARDS.index(card)]) for card in cards]


def discarded(table: "Table", forced_by: str) -> str:
    """The discarded cards, face up for everyone, under the players' cards when the moves do
    not tell who played them (``forced_by``, `forcer`, empty; otherwise on that player's card,
    `discarded_chip`)."""
    game = table.shown()
    gone = game.discarded() if game.has_cards else []
    if not gone or forced_by:
        return ""
    return f'<p class="small discarded">{words.discarded(_names(gone))}</p>'


# -- the free steps and answers -----------------------------------------------------------


def step_label(game: "Game", move: Move) -> str:
    """A card step's button, in words."""
    kind = move.kind
    if kind == CLAIM:
        name = game.board.names[move.source]
        return words.claim_label(name, len(game.stacks[move.source]))
    if kind == PROPOSE:
        return words.propose_label(words.colour_name(game.players[move.target]))
    if kind == ACCEPT:
        return words.YES_EXCHANGE
    if kind == DECLINE:
        return words.NO_THANKS
    if kind == GIVE:
        return words.give_label(words.card_name(CODES[move.source]))
    if kind == FORCE:
        other = words.colour_name(game.players[move.target])
        return words.force_label(other, words.card_name(CODES[move.source]))
    return words.END_TURN


def question(game: "Game") -> str:
    """What the turn asks of the person deciding, when it waits for something other than an
    action, in what the status line (`task`) does not say: who proposed, said yes or forced
    the exchange; to whoever answers a proposal, the cards they hold (on a phone their player
    card is out of view above the answer); the revealed cards that stay with whoever gives
    (revealed cards never change hands)."""
    hands = game.hands
    if hands is None:
        return ""
    moves = game.legal_moves()
    kinds = {move.kind for move in moves}
    mover = words.colour_name(game.mover)
    you = words.colour_name(game.turn)
    held = game.cards(game.turn)
    staying = _names([card for card in held if game.is_revealed(card)])
    stays = f" {words.revealed_stays(staying)}" if staying else ""
    if ACCEPT in kinds:
        holding = words.you_hold(_names(held))
        return f"{words.proposal_question(mover, you)} {holding}{stays}"
    if GIVE in kinds:
        if game.turn == game.mover:
            asked = words.said_yes_question(words.colour_name(game.players[hands.partner]))
        elif hands.stage == FORCED_GIVES:
            asked = words.forced_question(mover, you)
        else:
            asked = words.give_question(mover)
        return asked + stays
    if END in kinds:
        return words.RUN_OF_FIVE
    return ""


def board_note(game: "Game") -> str:
    """What a tap on the board says while the turn asks its question: the question, and where
    a card is to be given, what to do (the status line's task, which the question leaves out)."""
    asked = question(game)
    if asked and any(move.kind == GIVE for move in game.legal_moves()):
        return f"{asked} {as_sentence(task(game))}"
    return asked


def task(game: "Game") -> str:
    """The turn's question in a few words, for the status line."""
    moves = game.legal_moves()
    kinds = {move.kind for move in moves}
    if ACCEPT in kinds:
        return words.answer_task(words.colour_name(game.mover))
    if GIVE in kinds:
        hands = game.hands
        partner = game.players[hands.partner] if hands is not None else game.mover
        other = partner if game.turn == game.mover else game.mover
        return words.give_task(words.colour_name(other))
    if END in kinds:
        return words.RUN_OF_FIVE_TASK
    return ""


def step_buttons(table: "Table") -> str:
    """The card steps open to the person deciding now, as buttons (Forced Exchange's choices
    folded under one), with the question the turn asks."""
    game = table.game
    if not game.has_cards or game.phase != "play":
        return ""
    steps = [move for move in game.legal_moves() if move.kind in STEP_KINDS]
    plain = [move for move in steps if move.kind != FORCE]
    forced = [move for move in steps if move.kind == FORCE]
    asked = question(game)
    out = [f'<p class="question" id="card-question">{escape(asked)}</p>'] if asked else []
    for number, move in enumerate(plain):
        key = STEP_KEYS.get(move.kind, "")
        primary = ' class="primary"' if move.kind in (ACCEPT, END) else ""
        # A question waits for its answer: the page brings its first button into view, focused.
        focus = " autofocus" if asked and not number else ""
        out.append(
            f'<button type="button"{primary}{focus} data-action="choose" data-kind="step"'
            f' data-move="{game.format_move(move)}">{escape(step_label(game, move))}'
            f"{f' <kbd>{key.upper()}</kbd>' if key else ''}</button>"
        )
    if forced:
        choices = "".join(
            f'<button type="button" data-action="choose" data-kind="step"'
            f' data-move="{game.format_move(move)}">{escape(step_label(game, move))}</button>'
            for move in forced
        )
        out.append(
            f'<details class="forced"><summary>{words.FORCED_EXCHANGE}</summary>'
            f'<div class="choices">{choices}</div></details>'
        )
    return "".join(out)


# -- the rules panel -----------------------------------------------------------------------

# A chain's example (docs/kitty-rules.md, "The cards one by one", 10): Red's rrr on c2 holds
# Continuous Stacking; y, by and yy on c3-c5 are topped alike and no higher, yyyy on c6 is higher.
CHAIN_EXAMPLE = (
    "rrrrrrrrrrrr,.,.,.,yyyyyyy/.,.,.,.,.,./.,.,.,.,.,.,./.,.,.,.,.,.,.,./.,.,.,.,.,.,.,.,."
    "/.,.,.,.,.,.,.,./.,rrr,y,by,yy,yyyy,./.,.,.,.,.,./.,.,.,.,bbbbbbbbbbbbbb"
    " 3 r play 0 -r-y-y-bbr - - - -"
)


def chain_diagram() -> str:
    """Red's stack on c2 picked with Continuous Stacking: S on c3, C on c4 and c5, drawn by the
    board's own code."""
    game = Game.from_position(CHAIN_EXAMPLE)
    marks = board.targets_of(game, game.board.cell("c2"))
    return board.render(game, marks, words.diagram_label("chain"))


def rules_list() -> str:
    """Every card's rule, for the rules panel."""
    items = "".join(
        f"<dt>{words.card_name(code)}</dt><dd>{words.CARD_TEXTS[code]}</dd>" for code in CODES
    )
    return f'<dl class="card-rules">{items}</dl>'


# -- the result card ----------------------------------------------------------------------


def total_parts(game: Game, colour: str, total: int) -> str:
    """A player's total on the result card, broken into the points of their stacks and of each
    card they hold: ``'9 in stacks + 6 Tower King'``."""
    points = game.points_by_card(colour)
    parts = [words.in_stacks(total - sum(points.values()))]
    parts += [
        f"{points[card]} {words.card_name(CODES[CARDS.index(card)])}" for card in game.cards(colour)
    ]
    return " + ".join(parts)
