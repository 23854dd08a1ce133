"""The card fields of a position text (docs/kitty-rules.md, "Notation and position text with
cards"): five fields after the base game's five, strict to read, and they round-trip.

``<holders> <points> <exchanged> <tokens> <step>``:

- holders: one character per card in deck order (mf lp cm fp rb tk dt vc fe cs): the letter of
  the player holding it, ``-`` face down out of the game, ``x`` discarded;
- points: ``-``, or the cards that scored during play, ``code=points`` separated by ``,`` in
  deck order; Monochromatic Frenzy lists the stacks it claimed instead (``mf=rrrrr.yyyyyb``);
- exchanged: ``-``, or the letters of the players who have used their exchange by agreement;
- tokens: ``-``, or ``rb@c4.3`` (a Rainbow token on the 3rd piece from the bottom of c4) and
  ``dt@...`` (Twist), separated by ``,`` in board order;
- step: where the turn stands: ``-`` before the action, ``?`` before it with this turn's
  proposal made, ``?y`` a proposal to Yellow awaiting its answer, ``?y+`` accepted and awaiting
  the mover's card, ``?y+cm`` awaiting Yellow's card for cm, ``!y>cm`` (or ``?!y>cm`` after a
  proposal) a Forced Exchange awaiting Yellow's card for cm, ``*`` after the action.
"""

from kitty.board import LETTERS, Board
from kitty.deck import (
    CARDS,
    CODES,
    DISCARDED,
    FACE_DOWN,
    FORCED_EXCHANGE,
    FRENZY,
    HAND,
    PLAY_CARDS,
    RAINBOW,
    RUN,
    TWIST,
    longest_run,
)
from kitty.errors import PositionError
from kitty.hands import AFTER, ANSWER, FORCED_GIVES, OPEN, PARTNER_GIVES, PROPOSER_GIVES, Hands
from kitty.steps import claimable

TYPE_CHECKING = False
if TYPE_CHECKING:
    Tokens = tuple[tuple[int, int, int], ...]

MAX_POINTS = 999


def _stack_text(stack: "tuple[int, ...]") -> str:
    return "".join(LETTERS[p] for p in stack)


def _step_text(hands: Hands) -> str:
    stage, partner, card = hands.stage, hands.partner, hands.card
    if stage == AFTER:
        return "*"
    if stage == OPEN:
        return "?" if hands.proposed else "-"
    if stage == FORCED_GIVES:
        return ("?" if hands.proposed else "") + "!" + LETTERS[partner] + ">" + CODES[card]
    text = "?" + LETTERS[partner]
    if stage == PROPOSER_GIVES:
        return text + "+"
    return text + "+" + CODES[card] if stage == PARTNER_GIVES else text


def write(hands: Hands, tokens: "Tokens", board: Board) -> str:
    """The five card fields of a position with `hands` and `tokens` on `board`."""
    holders = "".join(
        LETTERS[at] if at >= 0 else "-" if at == FACE_DOWN else "x" for at in hands.holder
    )
    points = []
    for card in PLAY_CARDS:
        if card == FRENZY and hands.claimed:
            points.append("mf=" + ".".join(_stack_text(stack) for stack in hands.claimed))
        elif card != FRENZY and hands.points[card]:
            points.append(f"{CODES[card]}={hands.points[card]}")
    exchanged = "".join(LETTERS[p] for p in range(len(LETTERS)) if hands.has_exchanged(p))
    marks = [f"{CODES[card]}@{board.names[cell]}.{level + 1}" for cell, level, card in tokens]
    fields = [holders, ",".join(points) or "-", exchanged or "-", ",".join(marks) or "-"]
    fields.append(_step_text(hands))
    return " ".join(fields)


def _bad(what: str) -> PositionError:
    return PositionError(f"bad position: {what}")


def _holders(text: str, players: int) -> list[int]:
    if len(text) != len(CARDS) or any(ch not in LETTERS[:players] + "-x" for ch in text):
        raise _bad(f"{text[:20]!r} is not a holder per card (a player's letter, - or x)")
    holder = [LETTERS.index(ch) if ch in LETTERS else FACE_DOWN if ch == "-" else DISCARDED
              for ch in text]  # fmt: skip
    if any(at == DISCARDED for card, at in enumerate(holder) if card != FORCED_EXCHANGE):
        raise _bad("only Forced Exchange is ever discarded")
    if holder.count(FACE_DOWN) != len(CARDS) - HAND * players:
        raise _bad(f"{len(CARDS) - HAND * players} cards stay face down with {players} players")
    sizes = sorted(holder.count(p) for p in range(players))
    short = 1 if holder[FORCED_EXCHANGE] == DISCARDED else 0
    if sizes != [HAND - short] * short + [HAND] * (players - short):
        raise _bad(f"each player holds {HAND} cards (one less after playing Forced Exchange)")
    return holder


def _number(text: str, what: str) -> int:
    if not text.isdigit() or text.startswith("0") or len(text) > len(str(MAX_POINTS)):
        raise _bad(f"{what} {text[:10]!r} is not a number of points")
    return int(text)


def _points(
    text: str, holder: list[int], players: int
) -> "tuple[list[int], tuple[tuple[int, ...], ...]]":
    points = [0] * len(CARDS)
    claimed: list[tuple[int, ...]] = []
    last = -1
    for entry in [] if text == "-" else text.split(","):
        code, _, value = entry.partition("=")
        card = CODES.index(code) if code in CODES else -1
        if card not in PLAY_CARDS or card <= last:
            raise _bad(f"{entry[:20]!r}: points are mf, rb, dt, cs, once each in that order")
        last = card
        if holder[card] < 0:
            raise _bad(f"{code} has points, so a player holds it")
        if card == FRENZY:
            for stack_text in value.split("."):
                if any(ch not in LETTERS[:players] for ch in stack_text):
                    raise _bad(f"{stack_text[:20]!r} is not a claimed stack")
                stack = tuple(LETTERS.index(ch) for ch in stack_text)
                if longest_run(stack) < RUN:
                    raise _bad(f"{stack_text[:20]!r} holds no run of {RUN}, so none claimed it")
                claimed.append(stack)
                points[FRENZY] += len(stack)
            continue
        points[card] = _number(value, code)
        if (card == RAINBOW and points[card] < 2) or (card == TWIST and points[card] % 2):
            raise _bad(f"{code} cannot have earned {points[card]}")
    return points, tuple(claimed)


def _exchanged(text: str, players: int) -> int:
    if text == "-":
        return 0
    letters = LETTERS[:players]
    if any(ch not in letters for ch in text) or list(text) != sorted(set(text), key=letters.index):
        raise _bad(f"{text[:10]!r} is not players' letters in turn order")
    if len(text) % 2:
        raise _bad("an exchange by agreement is used by two players at once")
    return sum(1 << letters.index(ch) for ch in text)


def _tokens(text: str, board: Board, stacks: "list[tuple[int, ...]]") -> "Tokens":
    tokens: list[tuple[int, int, int]] = []
    for entry in [] if text == "-" else text.split(","):
        code, _, place = entry.partition("@")
        name, _, level_text = place.partition(".")
        cell = board.cell(name)
        if code not in ("rb", "dt") or cell < 0 or not level_text.isdigit():
            raise _bad(f"{entry[:20]!r} is not a token like rb@c4.1")
        level = int(level_text) - 1 if len(level_text) < 4 else -1
        if not 0 <= level < len(stacks[cell]) or level_text.startswith("0"):
            raise _bad(f"{entry[:20]!r}: no piece {level_text[:4]} high on {name}")
        token = (cell, level, CODES.index(code))
        if tokens and token <= tokens[-1]:
            raise _bad("tokens come once each, in board order")
        tokens.append(token)
    return tuple(tokens)


def _step(text: str, players: int, turn: int) -> "tuple[int, int, int, bool]":
    """(stage, partner, card, proposed) of the step field, checked for its form."""
    if text in ("-", "?", "*"):
        return (AFTER if text == "*" else OPEN), -1, -1, text == "?"
    proposed = text.startswith("?!")
    body = text[1:] if proposed else text
    partner = LETTERS.index(body[1]) if len(body) > 1 and body[1] in LETTERS[:players] else -1
    if partner < 0 or partner == turn:
        raise _bad(f"the step {text[:12]!r} names no other player")
    rest = body[2:]
    if body[0] == "!" and rest[:1] == ">" and rest[1:] in CODES:
        return FORCED_GIVES, partner, CODES.index(rest[1:]), proposed
    if body[0] != "?" or proposed or not (rest in ("", "+") or rest[1:] in CODES):
        raise _bad(f"{text[:12]!r} is not a step (- ? ?y ?y+ ?y+cm !y>cm ?!y>cm *)")
    if not rest:
        return ANSWER, partner, -1, True
    if rest == "+":
        return PROPOSER_GIVES, partner, -1, True
    return PARTNER_GIVES, partner, CODES.index(rest[1:]), True


def _check_step(hands: Hands, stacks: "list[tuple[int, ...]]", turn: int) -> None:
    stage, partner, card = hands.stage, hands.partner, hands.card
    if stage == AFTER and not claimable(stacks, turn):
        raise _bad("after the action the turn waits only while the mover could claim")
    if stage in (ANSWER, PROPOSER_GIVES, PARTNER_GIVES):
        if hands.has_exchanged(turn) or hands.has_exchanged(partner):
            raise _bad("a player who has used their exchange cannot be in another")
        if not hands.hidden(turn) or not hands.hidden(partner):
            raise _bad("both sides of an exchange hold an unrevealed card")
    if stage == PARTNER_GIVES and card not in hands.hidden(turn):
        raise _bad(f"the mover does not hold {CODES[card]} unrevealed to give")
    if stage == FORCED_GIVES:
        if hands.holder[FORCED_EXCHANGE] != turn or card == FORCED_EXCHANGE:
            raise _bad("a Forced Exchange is played by its holder, giving another card")
        if card not in hands.hidden(turn) or not hands.hidden(partner):
            raise _bad("a Forced Exchange swaps two unrevealed cards")


def read(
    fields: "list[str]",
    board: Board,
    stacks: "list[tuple[int, ...]]",
    *,
    players: int,
    turn: int,
    setup: bool,
) -> "tuple[Hands, Tokens]":
    """The cards and tokens of the five card fields, checked against the board and the turn."""
    holders_text, points_text, exchanged_text, tokens_text, step_text = fields
    holder = _holders(holders_text, players)
    points, claimed = _points(points_text, holder, players)
    tokens = _tokens(tokens_text, board, stacks)
    for card in (RAINBOW, TWIST):
        if 2 * sum(1 for token in tokens if token[2] == card) > points[card]:
            raise _bad(f"each {CODES[card]} token was earned with at least 2 {CODES[card]} points")
    stage, partner, card, proposed = _step(step_text, players, turn)
    hands = Hands(
        tuple(holder),
        points=tuple(points),
        claimed=claimed,
        exchanged=_exchanged(exchanged_text, players),
        stage=stage,
        partner=partner,
        card=card,
        proposed=proposed,
    )
    fresh = holder[FORCED_EXCHANGE] != DISCARDED and not any(points) and not hands.exchanged
    if setup and not (fresh and step_text == "-"):
        raise _bad("in the setup phase no card has been played yet")
    _check_step(hands, stacks, turn)
    return hands, tokens


def claimed_pieces(hands: "Hands | None", player: int) -> int:
    """How many of `player`'s pieces Monochromatic Frenzy has taken off the board."""
    return 0 if hands is None else sum(stack.count(player) for stack in hands.claimed)
