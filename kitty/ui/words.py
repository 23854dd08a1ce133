"""Kitty Stack Tower's own sentences: its colours, actions, scores and rules, the cells' spoken
labels, the keys of its board and its guided game. The table's sentences for every game are
`table.words`.

Pure Python that MicroPython runs: no `typing`, and no reliance on dict order.
"""

from kitty.deck import CODES
from kitty.deck import NAMES as CARD_NAMES
from kitty.moves import (
    ACCEPT,
    CHAIN,
    CLAIM,
    DECLINE,
    DISASSEMBLE,
    FLIP,
    FORCE,
    GIVE,
    PASS,
    PLACE,
    PROPOSE,
    STACK,
)

NAMES = {"red": "Red", "yellow": "Yellow", "blue": "Blue", "green": "Green"}
ACTION_NAMES = {STACK: "Stack onto", FLIP: "Flip", DISASSEMBLE: "Disassemble", CHAIN: "Chain to"}
PUT_DOWN = "Put down: pick a stack."
PASS_LABEL = "Pass"
END_GAME_LABEL = "Pass and end the game"


def colour_name(colour: str) -> str:
    """``'yellow'`` → ``'Yellow'``."""
    return NAMES.get(colour, colour)


def pieces(number: int) -> str:
    return f"{number} piece" if number == 1 else f"{number} pieces"


def move_sentence(name: str, kind: str, source: str, target: str) -> str:
    """What a move did, e.g. ``'Red flips d4 with c4.'``."""
    if kind == PLACE:
        return f"{name} places a piece on {source}."
    if kind == PASS:
        return f"{name} passes."
    if kind == STACK:
        return f"{name} stacks {source} onto {target}."
    if kind == CHAIN:
        return f"{name} chains {source} along to {target} with Continuous Stacking."
    if kind == FLIP:
        return f"{name} flips {target} with {source}."
    return f"{name} disassembles {target} with {source}."


def pass_device(colour: str) -> str:
    """With several people at one device, before the next one's cards show."""
    name = colour_name(colour)
    return f"Pass the device to {name}: {name}'s cards show when {name} taps."


def step_sentence(name: str, kind: str, other: str, cell: str, points: int) -> str:
    """What a card step did, naming no hidden card, e.g. ``'Red proposes an exchange to
    Yellow.'`` (``other``: the partner's name)."""
    if kind == CLAIM:
        return f"{name} claims {cell} with Monochromatic Frenzy (+{points})."
    if kind == PROPOSE:
        return f"{name} proposes an exchange to {other}."
    if kind == ACCEPT:
        return f"{name} says yes to the exchange."
    if kind == DECLINE:
        return f"{name} says no to the exchange."
    if kind == GIVE:
        return f"{name} gives {other} a card."
    if kind == FORCE:
        return f"{name} plays Forced Exchange on {other}."
    return f"{name} ends the turn."


def hint_sentence(kind: str, source: str, target: str, text: str) -> str:
    """The hint in words, e.g. ``'Hint: stack c4 onto c5 (c4-c5).'``."""
    if kind == PLACE:
        return f"Hint: place a piece on {source}."
    if kind == PASS:
        return "Hint: pass."
    if kind == CHAIN:
        return f"Hint: chain {source} along to {target} ({text})."
    if kind not in (STACK, FLIP, DISASSEMBLE):
        return f"Hint: {text}."
    verb = {STACK: "stack", FLIP: "flip", DISASSEMBLE: "disassemble"}[kind]
    if kind == STACK:
        return f"Hint: {verb} {source} onto {target} ({text})."
    return f"Hint: {verb} {target} with {source} ({text})."


def refused(error: Exception) -> str:
    """Why the rules refused a record (the engine's error): in English, its own message;
    another language says it by the error's ``reason`` and ``parts``."""
    return str(error)


def illegal_sentence(error: Exception, move: str) -> str:
    """An engine error refusing ``move`` (raised by `parse_move`, or `why_illegal`'s) for the
    player (another language says it by the error's class and reason): ``illegal move: 'c4-c5':
    the two stacks are not adjacent`` reads ``Can't play c4-c5: the two stacks are not
    adjacent.``"""
    said = str(error)
    prefix = "illegal move: '"
    if said.startswith(prefix):
        named, _, why = said[len(prefix) :].partition("': ")
        if why:
            return f"Can't play {named}: {why}."
    return said[:1].upper() + said[1:] + ("" if said.endswith(".") else ".")


def place_status(you: str, in_hand: int) -> str:
    return f"{you}: place a piece on an empty cell ({in_hand} in hand)."


def pick_status(you: str) -> str:
    return f"{you}: pick one of your stacks, then a marked target; or pass."


def picked_status(you: str, cell: str) -> str:
    return f"{you}: choose a marked target for {cell} (S stack, F flip, D disassemble, C chain)."


def choose_status(you: str, cell: str) -> str:
    return f"{you}: several actions act on {cell}; choose one."


def no_action_status(you: str) -> str:
    return f"{you}: you have no action, so pass."


def last_pass_status(you: str) -> str:
    return f"{you}: every other player has passed; if you pass too, the game ends."


def picked(cell: str, targets: "list[str]") -> str:
    if not targets:
        return f"The stack on {cell} has no action now: pick another, or pass."
    return f"Picked {cell}: it can act on {', '.join(targets)}."


def several(cell: str) -> str:
    return f"Several actions act on {cell}: choose one."


def pick_your_own(cell: str, owner: str) -> str:
    """A tap on a stack the player does not own, with nothing picked."""
    return f"The stack on {cell} is {owner}'s: pick one of your own stacks."


def pick_a_stack(cell: str) -> str:
    """A tap on an empty cell in play, with nothing picked."""
    return f"{cell} is empty: pick one of your stacks, then a target beside it."


def pass_ends(name: str) -> str:
    """The confirmation before the pass that ends the game."""
    return (
        f"Every other player has passed: if {name} passes too, the game ends and is scored as it"
        " stands. Press Pass again to end it."
    )


def result_reason(reason: str) -> str:
    if reason == "passes":
        return "Every player passed in one round: the game is scored as it stands."
    if reason == "stuck":
        return "No player can act: the game is scored as it stands."
    return "The same position came a third time: the game is scored as it stands."


def score_label(total: int, own: int) -> str:
    """A card's score, spoken and shown: ``'14 points (9 of their own)'``."""
    return f"{total} {'point' if total == 1 else 'points'} ({own} of their own)"


PLACES = ("1st", "2nd", "3rd", "4th")
# A record of a game with Objective Cards, which this page plays in the base game only.
IN_HAND = "in hand"
TO_MOVE = "to move"
THINKING = "thinking…"


def board_title(side: int) -> str:
    return f"Board: a hexagon of side {side}; rows a (bottom) to {chr(ord('a') + 2 * side - 2)}"


KEYS_HELP = (
    ("Tab", "Reach the board, then the buttons."),
    ("← ↑ → ↓", "Move over the cells of the board."),
    ("Enter or Space", "Place a piece, pick a stack, or act on a marked target."),
    ("S, F, D", "Choose stack, flip or disassemble when several act on a target."),
    ("P", "Pass."),
    ("Y, E", "Objective Cards: say yes to an exchange; end the turn after a claim."),
    ("Esc", "Put the stack down; leave the replay."),
)


# -- a cell of the board, for a screen reader (kitty/ui/board.py) ------------------------------

BOARD_LABEL = "Board"
# What a target lets the picked stack do, by action.
KIND_WORDS = {
    STACK: "stack onto it",
    FLIP: "flip it",
    DISASSEMBLE: "disassemble it",
    CHAIN: "chain up to it",
}


def cell_words(
    name: str,
    colours: "list[str]",
    *,
    picked: bool,
    kinds: "list[str]",
    lands: bool,
    rainbows: "list[bool]",
) -> str:
    """A cell as a screen reader says it: its stack, bottom to top (the colours as the
    position's code names them), whether it is picked, what the picked stack may do to it,
    whether a flip lands there, and its tokens (``rainbows``: True for a Rainbow token, False
    for a Twist token), e.g. ``'c4: 2 high, bottom to top red, yellow; yellow owns it; you may
    stack onto it'``."""
    if colours:
        said = f"{name}: {len(colours)} high, bottom to top {', '.join(colours)}; "
        said += f"{colours[-1]} owns it"
    else:
        said = f"{name}: empty"
    if picked:
        said += "; picked"
    if kinds:
        said += "; you may " + " or ".join(KIND_WORDS[kind] for kind in kinds)
    if lands:
        said += "; a flip lands here"
    for rainbow in rainbows:
        said += "; carries " + ("a Rainbow token" if rainbow else "a Twist token")
    return said


def diagram_label(name: str) -> str:
    """A rules diagram's label (kitty/ui/diagrams.py, the chain of kitty/ui/cards.py)."""
    return {
        "picked": "Diagram: a picked stack and its targets",
        "flipped": "Diagram: after the flip",
        "taken": "Diagram: after disassembling",
        "chain": "Diagram: a Continuous Stacking chain",
    }[name]


# -- the Objective Cards (kitty/ui/cards.py) ---------------------------------------------------

# Each card's rule in a line, by code (docs/kitty-rules.md, "The cards one by one").
CARD_TEXTS = {
    "mf": "Claim a stack you own with a run of 5 pieces of one colour: it leaves the board and "
    "you score its pieces. Any time in your turn, every time.",
    "lp": "At the end: +1 for every stack you own.",
    "cm": "At the end: +1, +2 or +3 for every stack you own with 2, 3 or 4 colours.",
    "fp": "At the end: of the pieces in your stacks, +1 for every 2 of the colour you have most.",
    "rb": "+2 when your action makes a stack of 3 colours from stacks of fewer, +3 for 4 "
    "colours. The stack then carries a rainbow token and scores no more.",
    "tk": "At the end: half the height of your tallest stack, rounded down.",
    "dt": "+2 when your flip turns another player's stack into yours. It then carries a twist "
    "token and scores no more.",
    "vc": "At the end: +5 for every stack you own 5 or more high in which no two touching pieces "
    "share a colour.",
    "fe": "Once, before your action: give another player one of your other cards, and they must "
    "give you one of theirs. Then it is discarded.",
    "cs": "Stack along a straight line onto several stacks topped like the first and no higher "
    "than yours: +1 for every stack after the first.",
}


def card_name(code: str) -> str:
    """A card's name by its code: ``'tk'`` → ``'Tower King'``."""
    return CARD_NAMES[CODES.index(code)]


def pass_title(name: str) -> str:
    return f"Pass the device to {name}"


def pass_hidden(name: str) -> str:
    return f"{name}'s cards are hidden until {name} taps."


def pass_button(name: str) -> str:
    return f"I am {name}: show my cards"


def so_far(points: int, at_end: bool) -> str:
    """A card's points so far (``at_end``: a card that scores only at the end)."""
    return f"So far: {points}{' (at the end)' if at_end else ''}."


def hidden_cards(count: int) -> str:
    return "1 hidden card" if count == 1 else f"{count} hidden cards"


EXCHANGED = "exchanged"


def discarded(names: "list[str]") -> str:
    return f"Discarded: {', '.join(names)}"


def claim_label(cell: str, points: int) -> str:
    return f"Claim {cell} (+{points})"


def propose_label(name: str) -> str:
    return f"Propose an exchange to {name}"


YES_EXCHANGE = "Yes, exchange a card"
NO_THANKS = "No, thanks"
END_TURN = "End the turn"
FORCED_EXCHANGE = "Forced Exchange…"


def give_label(card: str) -> str:
    return f"Give {card}"


def force_label(other: str, card: str) -> str:
    return f"Take a card from {other}, giving {card}"


def proposal_question(mover: str, you: str) -> str:
    return f"{mover} proposes to exchange one card with you, {you}. Neither names the card."


def said_yes_question(partner: str) -> str:
    return f"{partner} said yes: choose the card you give {partner}."


def forced_question(mover: str, you: str) -> str:
    return f"{mover} plays Forced Exchange on you, {you}: choose the card you give."


def give_question(mover: str) -> str:
    return f"Choose the card you give {mover} in exchange."


RUN_OF_FIVE = "A stack of yours holds a run of five: claim it, or end your turn."
RUN_OF_FIVE_TASK = "claim a run of five, or end your turn"


def answer_task(name: str) -> str:
    return f"answer {name}'s proposal"


def give_task(name: str) -> str:
    return f"choose the card you give {name}"


def in_stacks(pieces: int) -> str:
    """The part of a total the stacks give, on the result card."""
    return f"{pieces} in stacks"


# -- a tap the rules refuse (kitty/ui/hand.py) -------------------------------------------------


def cannot_act(source: str, target: str, reasons: "list[tuple[str, Exception]]") -> str:
    """Why no action of the stack on ``source`` acts on ``target``, with each action's reason
    in the engine's words (action kind, reason)."""
    if len(reasons) == 1:
        return f"{source} cannot act on {target}: {reasons[0][1]}."
    verbs = {STACK: "stack", FLIP: "flip", DISASSEMBLE: "disassemble"}
    said = "; ".join(f"{verbs.get(kind, kind)}: {reason}" for kind, reason in reasons)
    return f"{source} cannot act on {target}. {said[0].upper()}{said[1:]}."


def options_line(side: int, placed: bool, cards: bool) -> str:
    """The options on the mode line (``placed``: the players place their pieces):
    ``'side-5 board · random setup · Objective Cards'``."""
    setup = "pieces placed by the players" if placed else "random setup"
    return f"side-{side} board · {setup}{' · Objective Cards' if cards else ''}"


# -- the guided first game (kitty/ui/lessons.py) -----------------------------------------------

# Each lesson's title and task.
LESSONS = (
    (
        "Place your pieces",
        "First every piece is placed, one at a time, Red first. Tap an empty cell to place one"
        " of your pieces.",
    ),
    (
        "Stack onto a stack",
        "You own a stack when its top piece is yours. Pick your stack on c4 (3 high), then tap"
        " c5, marked S: a stack may go whole onto a stack beside it that is no higher.",
    ),
    (
        "Flip a taller stack",
        "A stack at least 2 high may jump over a stack beside it that is at least as high, onto"
        " the empty cell beyond: the jumped stack turns upside down. Pick c4 and flip b4 (F):"
        " its bottom piece, yours, comes on top.",
    ),
    (
        "Disassemble",
        "Beside a stack you do not own that holds a piece of yours, you may take everything"
        " above your highest piece there, when your pieces in your stack outnumber the others'"
        " in it. Pick c4 and disassemble d4 (D).",
    ),
    (
        "Pass, and the end",
        "You may always pass. When every player passes in one round, the game ends: each"
        " scores the pieces in the stacks they own. Press Pass.",
    ),
)
# Why a move is not the kind the lesson asks for, by that kind.
LESSON_WRONG_KIND = {
    PLACE: "This step is about placing a piece: tap an empty cell.",
    STACK: "That was not a stack: move your stack whole onto a stack beside it (S).",
    FLIP: "That was not a flip: jump your stack over the taller stack beside it (F).",
    DISASSEMBLE: "That was not a disassembly: take from the stack marked D.",
    PASS: "This step asks you to pass: press Pass.",
}


def lesson_target(acted: str, asked: str) -> str:
    return f"That acts on {acted}; this step asks for {asked}."
