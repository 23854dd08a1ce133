"""Kitty Stack Tower's own sentences: its colours, actions, scores and rules, the cells' spoken
labels, the keys of its board and its guided game. The table's sentences for every game are
`table.words`.

Pure Python that MicroPython runs: no `typing`, and no reliance on dict order.
"""

from kitty.deck import CODES
from kitty.errors import IllegalMoveError, InvalidMoveError
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
from kitty.record import RecordError
from table.said import counted, reason, said
from table.words import HINT_PASS, PASSES, as_sentence, joined, move_refused

NAMES = {"red": said("Red"), "yellow": said("Yellow"), "blue": said("Blue"), "green": said("Green")}
ACTION_NAMES = {
    STACK: said("Stack onto"),
    FLIP: said("Flip"),
    DISASSEMBLE: said("Disassemble"),
    CHAIN: said("Chain to"),
}
PUT_DOWN = said("Put down: pick a stack.")
PASS_LABEL = said("Pass")
END_GAME_LABEL = said("Pass and end the game")


def colour_name(colour: str) -> str:
    """``'yellow'`` → ``'Yellow'``."""
    return NAMES.get(colour, colour)


def move_sentence(name: str, kind: str, source: str, target: str) -> str:
    """What a move did, e.g. ``'Red flips d4 with c4.'``."""
    if kind == PLACE:
        return said("{name} places a piece on {source}.", name=name, source=source)
    if kind == PASS:
        return said("{name} passes.", name=name)
    if kind == STACK:
        return said(
            "{name} stacks {source} onto {target}.", name=name, source=source, target=target
        )
    if kind == CHAIN:
        return said(
            "{name} chains {source} along to {target} with Continuous Stacking.",
            name=name,
            source=source,
            target=target,
        )
    if kind == FLIP:
        return said("{name} flips {target} with {source}.", name=name, source=source, target=target)
    return said(
        "{name} disassembles {target} with {source}.", name=name, source=source, target=target
    )


def pass_device(colour: str) -> str:
    """With several people at one device, before the next one's cards show."""
    return said(
        "Pass the device to {name}: {name}'s cards show when {name} taps.", name=colour_name(colour)
    )


def step_sentence(name: str, kind: str, other: str, cell: str, points: int) -> str:
    """What a card step did, naming no hidden card, e.g. ``'Red proposes an exchange to
    Yellow.'`` (``other``: the partner's name)."""
    if kind == CLAIM:
        return said(
            "{name} claims {cell} with Monochromatic Frenzy (+{points}).",
            name=name,
            cell=cell,
            points=points,
        )
    if kind == PROPOSE:
        return said("{name} proposes an exchange to {other}.", name=name, other=other)
    if kind == ACCEPT:
        return said("{name} says yes to the exchange.", name=name)
    if kind == DECLINE:
        return said("{name} says no to the exchange.", name=name)
    if kind == FORCE:
        return said("{name} plays Forced Exchange on {other}.", name=name, other=other)
    return said("{name} ends the turn.", name=name)


def given_sentence(name: str, other: str, card: str, back: bool) -> str:
    """A card given, e.g. ``'Yellow gives Red a card.'``, naming ``card``, the card received
    (by ``other``, or with ``back`` by ``name`` in return), only when its holder alone sees
    the words."""
    if not card:
        return said("{name} gives {other} a card.", name=name, other=other)
    if back:
        return said(
            "{name} gives {other} a card and receives {card}.", name=name, other=other, card=card
        )
    return said("{name} gives {other} {card}.", name=name, other=other, card=card)


def listed_step(kind: str, other: str, cell: str, card: str) -> str:
    """A card step or a pass as the move list writes it after its mover's name, e.g. ``'offers
    Yellow an exchange'`` (``other``: the partner's name; ``card``: the card given, empty while
    the game goes on, for someone else may be looking at the device)."""
    if kind == PASS:
        return PASSES
    if kind == CLAIM:
        return said("claims {cell}", cell=cell)
    if kind == PROPOSE:
        return said("offers {other} an exchange", other=other)
    if kind == ACCEPT:
        return said("accepts")
    if kind == DECLINE:
        return said("declines")
    if kind == GIVE:
        if card:
            return said("gives {other} {card}", other=other, card=card)
        return said("gives {other} a card", other=other)
    if kind == FORCE:
        if card:
            return said("plays Forced Exchange on {other}, giving {card}", other=other, card=card)
        return said("plays Forced Exchange on {other}", other=other)
    return said("ends the turn")


def hint_sentence(kind: str, source: str, target: str, text: str) -> str:
    """The hint in words, e.g. ``'Hint: stack c4 onto c5 (c4-c5).'``."""
    if kind == PLACE:
        return said("Hint: place a piece on {source}.", source=source)
    if kind == PASS:
        return HINT_PASS
    if kind == CHAIN:
        return said(
            "Hint: chain {source} along to {target} ({move}).",
            source=source,
            target=target,
            move=text,
        )
    if kind == STACK:
        return said(
            "Hint: stack {source} onto {target} ({move}).", source=source, target=target, move=text
        )
    if kind == FLIP:
        return said(
            "Hint: flip {target} with {source} ({move}).", source=source, target=target, move=text
        )
    if kind == DISASSEMBLE:
        return said(
            "Hint: disassemble {target} with {source} ({move}).",
            source=source,
            target=target,
            move=text,
        )
    return said("Hint: {move}.", move=text)


def step_hint(step: str, text: str) -> str:
    """The hint of a card step, as its button says it, e.g.
    ``'Hint: Propose an exchange to Yellow (?y).'``."""
    return said("Hint: {step} ({move}).", step=step, move=text)


def _reason(error: Exception) -> "str | None":
    """What the page's language says for the engine's ``error`` by its kind (class, ``reason``
    and ``parts``, `kitty.errors.KittyError.because`): a refused move's colours and cards said
    by their names, a record's choices listed; None when the language has no words for it
    (English: the engine's own message is the sentence)."""
    why, kind = getattr(error, "reason", ""), type(error).__name__
    parts: list[object] = list(getattr(error, "parts", ()))
    if isinstance(error, (InvalidMoveError, IllegalMoveError)):
        parts = [
            colour_name(part)
            if isinstance(part, str) and part in NAMES
            else card_name(part)
            if part in CODES
            else part
            for part in parts
        ]
    elif isinstance(error, RecordError):
        parts = [
            refused(part)
            if isinstance(part, Exception)
            else said(" or ").join(part)
            if isinstance(part, tuple)
            else part
            for part in parts
        ]
    else:
        return None
    return reason(f"engine: kitty {kind} {why}", parts)


def _colours_of(error: Exception) -> "list[str]":
    """The colours among an engine error's parts (and those of a record's move error in it)."""
    found: list[str] = []
    for part in getattr(error, "parts", ()):
        if isinstance(part, Exception):
            found += _colours_of(part)
        elif isinstance(part, str) and part in NAMES:
            found.append(part)
    return found


def _named(message: str, error: Exception) -> str:
    """The engine's English ``message`` for ``error`` with the colours it names said by their
    names: ``'yellow answers red's proposal first'`` → ``'Yellow answers Red's proposal first'``."""
    colours = _colours_of(error)
    said_words = message.split(" ")
    for index, word in enumerate(said_words):
        for colour in colours:
            if word.startswith(colour) and word[len(colour) : len(colour) + 1] in ("", "'", ":"):
                said_words[index] = NAMES[colour] + word[len(colour) :]
    return " ".join(said_words)


def refused(error: Exception) -> str:
    """Why the rules refused a record or a move (the engine's error): said by its kind where the
    page's language has words for it, else (English) the engine's message with its colours by
    their names (`_named`)."""
    why = _reason(error)
    if why is not None:
        return why
    return _named(str(error), error)


def illegal_sentence(error: Exception, move: str) -> str:
    """An engine error refusing ``move`` (raised by `parse_move`, or `why_illegal`'s) for the
    player: ``illegal move: 'c4-c5': the two stacks are not adjacent`` reads ``Can't play
    c4-c5: the two stacks are not adjacent.``; another language says it by the error's class
    and reason (`refused`)."""
    why = _reason(error) if isinstance(error, (InvalidMoveError, IllegalMoveError)) else None
    if why is not None:
        valid = not isinstance(error, InvalidMoveError)
        if valid and move == PASS:
            return said("Passing is not allowed now: {why}.", why=why)
        return move_refused(move, why, valid)
    said_by_engine = _named(str(error), error)
    prefix = "illegal move: '"
    if said_by_engine.startswith(prefix):
        named, _, why = said_by_engine[len(prefix) :].partition("': ")
        if why:
            return f"Can't play {named}: {why}."
    return as_sentence(said_by_engine)


def place_status(you: str, in_hand: int) -> str:
    return said("{you}: place a piece on an empty cell ({count} in hand).", you=you, count=in_hand)


def pick_status(you: str) -> str:
    return said("{you}: pick one of your stacks, then a marked target; or pass.", you=you)


def picked_status(you: str, cell: str) -> str:
    return said(
        "{you}: choose a marked target for {cell} (S stack, F flip, D disassemble, C chain).",
        you=you,
        cell=cell,
    )


def choose_status(you: str, cell: str) -> str:
    return said("{you}: several actions act on {cell}; choose one.", you=you, cell=cell)


def no_action_status(you: str) -> str:
    return said("{you}: you have no action, so pass.", you=you)


def last_pass_status(you: str) -> str:
    return said("{you}: every other player has passed; if you pass too, the game ends.", you=you)


def picked(cell: str, targets: "list[str]") -> str:
    if not targets:
        return said("The stack on {cell} has no action now: pick another, or pass.", cell=cell)
    return said("Picked {cell}: it can act on {targets}.", cell=cell, targets=", ".join(targets))


def several(cell: str) -> str:
    return said("Several actions act on {cell}: choose one.", cell=cell)


def pick_your_own(cell: str, owner: str) -> str:
    """A tap on a stack the player does not own, with nothing picked."""
    return said(
        "The stack on {cell} is {owner}'s: pick one of your own stacks.", cell=cell, owner=owner
    )


def pick_a_stack(cell: str) -> str:
    """A tap on an empty cell in play, with nothing picked."""
    return said("{cell} is empty: pick one of your stacks, then a target beside it.", cell=cell)


def pass_ends(name: str) -> str:
    """The confirmation before the pass that ends the game."""
    return said(
        "Every other player has passed: if {name} passes too, the game ends and is scored as it"
        " stands. Press Pass again to end it.",
        name=name,
    )


def result_reason(reason: str) -> str:
    if reason == "passes":
        return said("Every player passed in one round: the game is scored as it stands.")
    if reason == "stuck":
        return said("No player can act: the game is scored as it stands.")
    return said("The same position came a third time: the game is scored as it stands.")


def score_label(total: int, own: int) -> str:
    """A card's score, spoken and shown: ``'14 points (9 of their own)'``."""
    return f"{counted(total, '{count} point', '{count} points')} ({own_pieces(own)})"


def final_score(total: int, own: int, tied: bool) -> str:
    """A player's score on the result card: ``'16 points'``; ``tied`` with another player's
    total, with the pieces of their own colour that break the tie: ``'16 points (10 of their
    own)'``."""
    if tied:
        return score_label(total, own)
    return counted(total, "{count} point", "{count} points")


PLACES = (said("1st"), said("2nd"), said("3rd"), said("4th"))
# A record of a game with Objective Cards, which this page plays in the base game only.
IN_HAND = said("in hand")


def board_title(side: int) -> str:
    return said(
        "Board: a hexagon of side {side}; rows a (bottom) to {last}",
        side=side,
        last=chr(ord("a") + 2 * side - 2),
    )


KEYS_HELP = (
    (said("Tab"), said("Reach the board, then the buttons.")),
    ("← ↑ → ↓", said("Move over the cells of the board.")),
    (said("Enter or Space"), said("Place a piece, pick a stack, or act on a marked target.")),
    ("S, F, D", said("Choose stack, flip or disassemble when several act on a target.")),
    ("P", said("Pass.")),
    ("Y, E", said("Objective Cards: say yes to an exchange; end the turn after a claim.")),
    (said("Esc"), said("Put the stack down; leave the replay.")),
)


# -- a cell of the board, for a screen reader (kitty/ui/board.py) ------------------------------

BOARD_LABEL = said("Board")
# What a target lets the picked stack do, by action.
KIND_WORDS = {
    STACK: said("stack onto it"),
    FLIP: said("flip it"),
    DISASSEMBLE: said("disassemble it"),
    CHAIN: said("chain up to it"),
}
# The colours of a cell's pieces, as a screen reader says them (in English, as the position's
# code names them).
_PIECE_COLOURS = {
    "red": said("red"),
    "yellow": said("yellow"),
    "blue": said("blue"),
    "green": said("green"),
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
        names = [_PIECE_COLOURS.get(colour, colour) for colour in colours]
        words = said(
            "{name}: {height} high, bottom to top {colours}; {owner} owns it",
            name=name,
            height=len(colours),
            colours=", ".join(names),
            owner=names[-1],
        )
    else:
        words = said("{name}: empty", name=name)
    if picked:
        words += said("; picked")
    if kinds:
        words += said(
            "; you may {actions}", actions=said(" or ").join(KIND_WORDS[kind] for kind in kinds)
        )
    if lands:
        words += said("; a flip lands here")
    for rainbow in rainbows:
        words += said("; carries a Rainbow token") if rainbow else said("; carries a Twist token")
    return words


_DIAGRAM_LABELS = {
    "picked": said("Diagram: a picked stack and its targets"),
    "flipped": said("Diagram: after the flip"),
    "taken": said("Diagram: after disassembling"),
    "chain": said("Diagram: a Continuous Stacking chain"),
}


def diagram_label(name: str) -> str:
    """A rules diagram's label (kitty/ui/diagrams.py, the chain of kitty/ui/cards.py)."""
    return _DIAGRAM_LABELS[name]


# -- the Objective Cards (kitty/ui/cards.py) ---------------------------------------------------

# Each card's rule in a line, by code (docs/kitty-rules.md, "The cards one by one").
CARD_TEXTS = {
    "mf": said(
        "Claim a stack you own with a run of 5 pieces of one colour: it leaves the board and "
        "you score its pieces. Any time in your turn, every time."
    ),
    "lp": said("At the end: +1 for every stack you own."),
    "cm": said("At the end: +1, +2 or +3 for every stack you own with 2, 3 or 4 colours."),
    "fp": said(
        "At the end: of the pieces in your stacks, +1 for every 2 of the colour you have most."
    ),
    "rb": said(
        "+2 when your action makes a stack of 3 colours from stacks of fewer, +3 for 4 "
        "colours. The stack then carries a rainbow token and scores no more."
    ),
    "tk": said("At the end: half the height of your tallest stack, rounded down."),
    "dt": said(
        "+2 when your flip turns another player's stack into yours. It then carries a twist "
        "token and scores no more."
    ),
    "vc": said(
        "At the end: +5 for every stack you own 5 or more high in which no two touching pieces "
        "share a colour."
    ),
    "fe": said(
        "Once, before your action: give another player one of your other cards, and they must "
        "give you one of theirs. Then it is discarded."
    ),
    "cs": said(
        "Stack along a straight line onto several stacks topped like the first and no higher "
        "than yours: +1 for every stack after the first."
    ),
}
# Each card's name, by code (the names of `kitty.deck`).
_CARD_NAMES = {
    "mf": said("Monochromatic Frenzy"),
    "lp": said("Layered Peaks"),
    "cm": said("Color Master"),
    "fp": said("Focused Power"),
    "rb": said("Rainbow Bridge"),
    "tk": said("Tower King"),
    "dt": said("Dramatic Twist"),
    "vc": said("Vibrant Colors"),
    "fe": said("Forced Exchange"),
    "cs": said("Continuous Stacking"),
}


# Where the cards' long words may break in a narrow chip, in the page's language: each word with
# a '·' where a hyphen may stand at a line's end; by the word, with a soft hyphen there.
_CARD_BREAKS = {
    word.replace("·", ""): word.replace("·", "\u00ad")
    for word in said("Mono·chromatic Con·tinuous").split()
}


def card_name(code: str) -> str:
    """A card's name by its code: ``'tk'`` → ``'Tower King'``."""
    return _CARD_NAMES[code]


def card_chip_name(code: str) -> str:
    """A card's name as its chip on a player's card shows it: a long word breaks at a syllable,
    with a hyphen, rather than anywhere (a soft hyphen, seen only at a line's end):
    ``'mf'`` → ``'Mono\u00adchromatic Frenzy'``."""
    return " ".join(_CARD_BREAKS.get(word, word) for word in card_name(code).split(" "))


def pass_title(name: str) -> str:
    return said("Pass the device to {name}", name=name)


def pass_hidden(name: str) -> str:
    return said("{name}'s cards are hidden until {name} taps.", name=name)


def pass_button(name: str) -> str:
    return said("I am {name}: show my cards", name=name)


def so_far(points: int, at_end: bool) -> str:
    """A card's points so far (``at_end``: a card that scores only at the end)."""
    if at_end:
        return said("So far: {points} (at the end).", points=points)
    return said("So far: {points}.", points=points)


def hidden_cards(count: int) -> str:
    return counted(count, "{count} hidden card", "{count} hidden cards")


EXCHANGED = said("exchanged")
GIVEN_CARDS_UNNAMED = said(
    "The cards given in exchanges show as ? until the game is over: “Copy record” and"
    " “Download as a file” name them."
)


def discarded_card(name: str) -> str:
    return said("{card}: discarded.", card=name)


def discarded(names: "list[str]") -> str:
    return said("Discarded: {cards}", cards=", ".join(names))


def claim_label(cell: str, points: int) -> str:
    return said("Claim {cell} (+{points})", cell=cell, points=points)


def propose_label(name: str) -> str:
    return said("Propose an exchange to {name}", name=name)


YES_EXCHANGE = said("Yes, exchange a card")
NO_THANKS = said("No, thanks")
END_TURN = said("End the turn")
FORCED_EXCHANGE = said("Forced Exchange…")


def give_label(card: str) -> str:
    return said("Give {card}", card=card)


def force_label(other: str, card: str) -> str:
    return said("Take a card from {other}, giving {card}", other=other, card=card)


def proposal_question(mover: str, you: str) -> str:
    return said(
        "{mover} proposes to exchange one card with you, {you}. Neither names the card.",
        mover=mover,
        you=you,
    )


def said_yes_question(partner: str) -> str:
    return said("{partner} said yes to your proposal.", partner=partner)


def forced_question(mover: str, you: str) -> str:
    return said("{mover} played Forced Exchange on you, {you}.", mover=mover, you=you)


def give_question(mover: str) -> str:
    return said("You said yes to {mover}'s proposal, and {mover} gave you a card.", mover=mover)


def you_hold(cards: "list[str]") -> str:
    """The hand of the person answering a proposal, named in the question: on a phone their
    player card is out of view while they answer."""
    return said("You hold {cards}.", cards=joined(cards))


def revealed_stays(cards: "list[str]") -> str:
    """Why a card of the giver's is not offered: revealed cards never change hands."""
    if len(cards) == 1:
        return said("{card} is revealed and stays with you.", card=cards[0])
    return said("{cards} are revealed and stay with you.", cards=joined(cards))


RUN_OF_FIVE = said("A stack of yours holds a run of five: claim it, or end your turn.")
RUN_OF_FIVE_TASK = said("claim a run of five, or end your turn")


def answer_task(name: str) -> str:
    return said("answer {name}'s proposal", name=name)


def give_task(name: str) -> str:
    return said("choose the card you give {name}", name=name)


def in_stacks(pieces: int) -> str:
    """The part of a total the stacks give, on the result card."""
    return said("{pieces} in stacks", pieces=pieces)


def own_pieces(own: int) -> str:
    """The pieces of a player's own colour that break a tie of totals, on the result card."""
    return said("{own} of their own", own=own)


# -- a tap the rules refuse (kitty/ui/hand.py) -------------------------------------------------

# Each action, as `cannot_act` names it before its reason.
_ACTION_VERBS = {STACK: said("stack"), FLIP: said("flip"), DISASSEMBLE: said("disassemble")}


def cannot_act(source: str, target: str, reasons: "list[tuple[str, Exception]]") -> str:
    """Why no action of the stack on ``source`` acts on ``target``, with each action's reason
    (action kind, the engine's error, said by `refused`)."""
    if len(reasons) == 1:
        return said(
            "{source} cannot act on {target}: {why}.",
            source=source,
            target=target,
            why=refused(reasons[0][1]),
        )
    each = "; ".join(f"{_ACTION_VERBS.get(kind, kind)}: {refused(why)}" for kind, why in reasons)
    return said(
        "{source} cannot act on {target}. {reasons}.",
        source=source,
        target=target,
        reasons=each[0].upper() + each[1:],
    )


def options_line(side: int, placed: bool, cards: bool) -> str:
    """The options on the mode line (``placed``: the players place their pieces):
    ``'side-5 board · random setup · Objective Cards'``."""
    setup = said("pieces placed by the players") if placed else said("random setup")
    line = said("side-{side} board · {setup}", side=side, setup=setup)
    return line + said(" · Objective Cards") if cards else line


# -- the guided first game (kitty/ui/lessons.py) -----------------------------------------------

# Each lesson's title and task.
LESSONS = (
    (
        said("Place your pieces"),
        said(
            "First every piece is placed, one at a time, Red first. Tap an empty cell to place "
            "one of your pieces."
        ),
    ),
    (
        said("Stack onto a stack"),
        said(
            "You own a stack when its top piece is yours. Pick your stack on c4 (3 high), then "
            "tap c5, marked S: a stack may go whole onto a stack beside it that is no higher."
        ),
    ),
    (
        said("Flip a taller stack"),
        said(
            "A stack at least 2 high may jump over a stack beside it that is at least as high, "
            "onto the empty cell beyond: the jumped stack turns upside down. Pick c4 and flip "
            "b4 (F): its bottom piece, yours, comes on top."
        ),
    ),
    (
        said("Disassemble"),
        said(
            "Beside a stack you do not own that holds a piece of yours, you may take everything "
            "above your highest piece there, when your pieces in your stack outnumber the "
            "others' in it. Pick c4 and disassemble d4 (D)."
        ),
    ),
    (
        said("Pass, and the end"),
        said(
            "You may always pass. When every player passes in one round, the game ends: each "
            "scores the pieces in the stacks they own. Press Pass."
        ),
    ),
)
# Why a move is not the kind the lesson asks for, by that kind.
LESSON_WRONG_KIND = {
    PLACE: said("This step is about placing a piece: tap an empty cell."),
    STACK: said("That was not a stack: move your stack whole onto a stack beside it (S)."),
    FLIP: said("That was not a flip: jump your stack over the taller stack beside it (F)."),
    DISASSEMBLE: said("That was not a disassembly: take from the stack marked D."),
    PASS: said("This step asks you to pass: press Pass."),
}


def lesson_target(acted: str, asked: str) -> str:
    return said("That acts on {acted}; this step asks for {asked}.", acted=acted, asked=asked)
