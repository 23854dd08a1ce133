"""Kitty Stack Tower's own sentences: its colours, actions, scores and rules, the cells' spoken
labels, the keys of its board and its guided game. The table's sentences for every game are
`table.words`.

Pure Python that MicroPython runs: no `typing`, and no reliance on dict order.
"""

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


def illegal_sentence(error: str) -> str:
    """An engine error for the player: ``illegal move: 'c4-c5': the two stacks are not
    adjacent`` reads ``Can't play c4-c5: the two stacks are not adjacent.``"""
    prefix = "illegal move: '"
    if error.startswith(prefix):
        move, _, why = error[len(prefix) :].partition("': ")
        if why:
            return f"Can't play {move}: {why}."
    return error[:1].upper() + error[1:] + ("" if error.endswith(".") else ".")


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


def cell_label(name: str, stack: str, state: str) -> str:
    """What a screen reader says for a cell."""
    label = f"{name}, {stack}"
    return f"{label}. {state}" if state else label


def stack_words(colours: "list[str]") -> str:
    """A stack in words, bottom to top."""
    if not colours:
        return "empty"
    names = ", ".join(colour_name(colour) for colour in colours)
    return f"{pieces(len(colours))}: {names} on top; {colour_name(colours[-1])} owns it"


KEYS_HELP = (
    ("Tab", "Reach the board, then the buttons."),
    ("← ↑ → ↓", "Move over the cells of the board."),
    ("Enter or Space", "Place a piece, pick a stack, or act on a marked target."),
    ("S, F, D", "Choose stack, flip or disassemble when several act on a target."),
    ("P", "Pass."),
    ("Y, E", "Objective Cards: say yes to an exchange; end the turn after a claim."),
    ("Esc", "Put the stack down; leave the replay."),
)
