"""The card steps of a turn (docs/kitty-rules.md, "A turn with cards"): which claims, exchanges
and answers are open to the player deciding, why another is not, and what each does to the
cards. Pure functions of the stacks and the `Hands`; the game applies them.
"""

from kitty.board import COLOURS
from kitty.deck import CODES, FORCED_EXCHANGE, FRENZY, NAMES, RUN, longest_run
from kitty.errors import IllegalMoveError
from kitty.hands import AFTER, ANSWER, FORCED_GIVES, OPEN, PARTNER_GIVES, PROPOSER_GIVES, Hands
from kitty.moves import ACCEPT, CLAIM, DECLINE, END, FORCE, GIVE, PROPOSE, Move

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    Stacks = list[tuple[int, ...]]

# A run of `RUN` pieces of each colour, as bytes (a stack's bytes: kitty/repetition.py).
RUNS = tuple(bytes((colour,)) * RUN for colour in range(len(COLOURS)))


def claimable(stacks: "Stacks", player: int) -> list[int]:
    """The cells of the stacks `player` owns that hold a run of `RUN` pieces of one colour."""
    return [
        cell
        for cell, stack in enumerate(stacks)
        if len(stack) >= RUN and stack[-1] == player and longest_run(stack) >= RUN
    ]


def _holds_run(text: bytes) -> bool:
    """Whether the stack written as ``text`` (a piece a byte) holds a run of `RUN` pieces."""
    return RUNS[0] in text or RUNS[1] in text or RUNS[2] in text or RUNS[3] in text


def with_runs(cells: "list[bytes]") -> "tuple[int, ...]":
    """The cells (in order) whose stacks, as bytes in ``cells`` (kitty/repetition.py: a last
    place follows the cells), hold a run of `RUN` pieces."""
    return tuple(
        cell
        for cell in range(len(cells) - 1)
        if len(cells[cell]) >= RUN and _holds_run(cells[cell])
    )


def rerun(
    runs: "tuple[int, ...]", cells: "list[bytes]", changed: "Sequence[tuple[int, object]]"
) -> "tuple[int, ...]":
    """`with_runs` after a move that changed the cells listed in ``changed``, from `runs`, the
    cells holding runs before it (a move changes few cells, and runs are rare)."""
    found = [cell for cell, _ in changed if len(cells[cell]) >= RUN and _holds_run(cells[cell])]
    if not runs and not found:
        return runs
    moved = [cell for cell, _ in changed]
    return tuple(sorted(set([cell for cell in runs if cell not in moved] + found)))


def _claims(hands: Hands, claims: "list[int]", mover: int) -> list[Move]:
    if hands.holder[FRENZY] != mover:
        return []
    return [Move(CLAIM, cell) for cell in claims]


def _proposals(hands: Hands, mover: int, players: int) -> list[Move]:
    if hands.proposed or hands.has_exchanged(mover) or not hands.hidden(mover):
        return []
    return [
        Move(PROPOSE, target=partner)
        for partner in range(players)
        if partner != mover and not hands.has_exchanged(partner) and hands.hidden(partner)
    ]


def _forced(hands: Hands, mover: int, players: int) -> list[Move]:
    if hands.holder[FORCED_EXCHANGE] != mover:
        return []
    return [
        Move(FORCE, card, target)
        for card in hands.hidden(mover)
        if card != FORCED_EXCHANGE
        for target in range(players)
        if target != mover and hands.hidden(target)
    ]


def step_moves(hands: Hands, claims: "list[int]", mover: int, players: int) -> list[Move]:
    """The card steps open now in `mover`'s turn (``claims``: the cells of `claimable`):
    before the action, the free steps (the actions themselves are the game's); else the
    answer, the cards or the claims awaited."""
    stage = hands.stage
    if stage == OPEN:
        return (
            _claims(hands, claims, mover)
            + _forced(hands, mover, players)
            + _proposals(hands, mover, players)
        )
    if stage == ANSWER:
        return [Move(ACCEPT), Move(DECLINE)]
    if stage == AFTER:
        moves = _claims(hands, claims, mover)
        moves.append(Move(END))
        return moves
    giver = mover if stage == PROPOSER_GIVES else hands.partner
    return [Move(GIVE, card) for card in hands.hidden(giver)]


def _other(player: int, mover: int, players: int, what: str) -> IllegalMoveError | None:
    if player >= players:
        return IllegalMoveError(f"{COLOURS[player]} does not play in this game").because(
            "not_playing", COLOURS[player]
        )
    if player == mover:
        return IllegalMoveError(f"{what} is made with another player").because("with_another")
    return None


def _claim_reason(
    hands: Hands, stacks: "Stacks", mover: int, cell: int, name: str
) -> IllegalMoveError:
    if hands.holder[FRENZY] != mover:
        return IllegalMoveError("you hold no Monochromatic Frenzy").because(
            "no_card", CODES[FRENZY]
        )
    stack = stacks[cell]
    if not stack:
        return IllegalMoveError(f"there is no stack on {name}").because("no_stack", name)
    if stack[-1] != mover:
        return IllegalMoveError(f"{COLOURS[mover]} does not own the stack on {name}").because(
            "not_owner", COLOURS[mover], name
        )
    return IllegalMoveError(
        f"the stack on {name} holds no run of {RUN} pieces of one colour"
    ).because("no_run", name, RUN)


def _card_reason(hands: Hands, giver: int, card: int) -> IllegalMoveError:
    if hands.holder[card] != giver:
        return IllegalMoveError(
            f"{COLOURS[giver]} does not hold {NAMES[card]} ({CODES[card]})"
        ).because("not_holder", COLOURS[giver], CODES[card])
    return IllegalMoveError(
        f"{NAMES[card]} is revealed: only unrevealed cards change hands"
    ).because("revealed", CODES[card])


def _free_reason(hands: Hands, mover: int, players: int, move: Move) -> IllegalMoveError:
    """Why the free step `move` (a proposal or Forced Exchange) is not open to `mover`."""
    target = move.target
    if move.kind == PROPOSE:
        other = _other(target, mover, players, "an exchange")
        if other:
            return other
        if hands.proposed:
            return IllegalMoveError("one proposal a turn, and you have made yours").because(
                "proposed"
            )
        if hands.has_exchanged(mover):
            return IllegalMoveError("you have used your exchange").because("exchanged")
        if hands.has_exchanged(target):
            return IllegalMoveError(f"{COLOURS[target]} has used their exchange").because(
                "partner_exchanged", COLOURS[target]
            )
        if not hands.hidden(mover):
            return IllegalMoveError("you hold no unrevealed card to give").because("no_hidden")
        return _nothing_to_give(target)
    if hands.holder[FORCED_EXCHANGE] != mover:
        return IllegalMoveError("you hold no Forced Exchange").because(
            "no_card", CODES[FORCED_EXCHANGE]
        )
    other = _other(target, mover, players, "Forced Exchange")
    if other:
        return other
    if move.source == FORCED_EXCHANGE:
        return IllegalMoveError("Forced Exchange gives another of your cards, not itself").because(
            "forced_itself"
        )
    if move.source not in hands.hidden(mover):
        return _card_reason(hands, mover, move.source)
    return _nothing_to_give(target)


def _nothing_to_give(target: int) -> IllegalMoveError:
    return IllegalMoveError(f"{COLOURS[target]} holds no unrevealed card to give").because(
        "partner_no_hidden", COLOURS[target]
    )


def awaited(hands: Hands, mover: int) -> IllegalMoveError:
    """What the turn waits for, when it waits for something other than an action."""
    partner = COLOURS[hands.partner] if hands.partner >= 0 else ""
    stage, colour = hands.stage, COLOURS[mover]
    if stage == ANSWER:
        return IllegalMoveError(f"{partner} answers {colour}'s proposal first: yes or no").because(
            "awaits_answer", partner, colour
        )
    if stage == PROPOSER_GIVES:
        return IllegalMoveError(f"{colour} gives a card to {partner} first (>code)").because(
            "awaits_card", colour, partner
        )
    if stage in (PARTNER_GIVES, FORCED_GIVES):
        return IllegalMoveError(f"{partner} gives a card to {colour} first (>code)").because(
            "awaits_card", partner, colour
        )
    return IllegalMoveError(
        f"{colour} has acted: claim with Monochromatic Frenzy (*cell) or end the turn"
    ).because("acted", colour)


def why_not(
    hands: Hands, stacks: "Stacks", move: Move, *, mover: int, players: int, names: "list[str]"
) -> IllegalMoveError:
    """Why `move`, which is not among `step_moves`, cannot be played: a card step, or any
    move while the turn waits for an answer, a card or the end."""
    kind, stage = move.kind, hands.stage
    if kind == CLAIM and stage in (OPEN, AFTER):
        return _claim_reason(hands, stacks, mover, move.source, names[move.source])
    if stage == OPEN:
        if kind in (PROPOSE, FORCE):
            return _free_reason(hands, mover, players, move)
        if kind in (ACCEPT, DECLINE):
            return IllegalMoveError("no proposal awaits an answer").because("no_proposal")
        if kind == GIVE:
            return IllegalMoveError("no exchange awaits a card").because("no_exchange")
        return IllegalMoveError(
            "the turn ends with an action or a pass; end comes only after an action"
        ).because("end_early")
    if kind == GIVE and stage not in (ANSWER, AFTER):
        return _card_reason(hands, mover if stage == PROPOSER_GIVES else hands.partner, move.source)
    return awaited(hands, mover)


def exchange(hands: Hands, move: Move, mover: int) -> Hands:
    """The cards after the exchange step `move` (proposal, answer, card, Forced Exchange)."""
    kind, stage = move.kind, hands.stage
    if kind == PROPOSE:
        return hands.at(ANSWER, move.target)
    if kind == ACCEPT:
        return hands.at(PROPOSER_GIVES, hands.partner)
    if kind == DECLINE:
        return hands.at(OPEN)
    if kind == FORCE:
        return hands.at(FORCED_GIVES, move.target, move.source)
    if stage == PROPOSER_GIVES:
        return hands.at(PARTNER_GIVES, hands.partner, move.source)
    return hands.swap(hands.card, move.source, forced=stage == FORCED_GIVES)
