"""What the others' actions tell the player deciding about the cards they hold, for the deals the
card search samples (`kitty.ai.seats.SampledSeats`).

Every player is taken to choose its action as a player who counts its own cards would: each
action (or the pass) about as likely as ``exp(BETA * worth)``, its worth the one-ply lead in
pieces (`kitty.ai.guide.leads`) plus what the action earns by the cards it holds
(`kitty.ai.owncards.gains`: Rainbow Bridge, Dramatic Twist and the end-of-game cards). So a
hand under which a player's actions so far were likely is likelier than one under which they
were not: a player who keeps building towers more likely holds Tower King. Only the actions
since the player's last exchange count (its hand was another before), and only what the
player deciding has seen: the moves, never a hidden card (`kitty.knowledge`).
"""

import math

from kitty import Game, Move
from kitty.ai import guide, owncards
from kitty.deck import END_CARDS, RAINBOW, TWIST
from kitty.hands import OPEN, Hands
from kitty.moves import DISASSEMBLE, FLIP, GIVE, PASS_MOVE, STACK

# How sharply a player is taken to prefer the actions worth more to it: an action worth one
# point more is e times as likely.
BETA = 1.0
# The cards whose points an action shows on the board as it is made.
TOLD = (*END_CARDS, RAINBOW, TWIST)
# The actions judged (a chain needs Continuous Stacking, which its first use reveals).
JUDGED = (STACK, FLIP, DISASSEMBLE)

TYPE_CHECKING = False
if TYPE_CHECKING:
    # One choice a player made: each action's lead, what each card would have earned with it
    # (card -> one figure per action), and the index of the action chosen.
    Choice = tuple[list[float], dict[int, list[float]], int]


def choices(game: Game, viewer: int, masks: list[int]) -> "list[list[Choice]]":
    """For each player other than ``viewer``, its choices of an action since its last exchange,
    each judged for the cards it may hold as ``masks`` says (`kitty.knowledge.seen`); the
    game is replayed from its start and left as it was."""
    history = game.moves
    for _ in history:
        game.pop()
    found: list[list[Choice]] = [[] for _ in game.players]
    for move in history:
        hands = game.hands
        assert hands is not None
        decider = game.players.index(game.turn)
        if move.kind == GIVE:
            found[game.players.index(game.mover)] = []
            found[hands.partner] = []
        elif (
            decider != viewer and hands.stage == OPEN and (move.kind in JUDGED or move == PASS_MOVE)
        ):
            found[decider].append(_choice(game, decider, move, masks))
        game.push(move)
    return found


def _choice(game: Game, player: int, chosen: Move, masks: list[int]) -> "Choice":
    moves = [move for move in game.legal_moves() if move.kind in JUDGED]
    moves.append(PASS_MOVE)
    leads = guide.leads(game, player, moves)
    cards = [card for card in TOLD if masks[card] >> player & 1]
    gains = {card: owncards.gains(game, player, moves, [card]) for card in cards}
    return leads, gains, moves.index(chosen)


def likelihood(choices: "list[Choice]", held: list[int]) -> float:
    """The log of how likely ``choices`` were for a player holding the cards ``held``."""
    total = 0.0
    for leads, gains, chosen in choices:
        worth = leads[:]
        for card in held:
            gained = gains.get(card)
            if gained is not None:
                worth = [w + g for w, g in zip(worth, gained, strict=True)]
        top = max(worth)
        total += BETA * (worth[chosen] - top) - math.log(
            sum(math.exp(BETA * (w - top)) for w in worth)
        )
    return total


def weights(deals: list[Hands], choices: "list[list[Choice]]") -> list[float]:
    """How likely each of ``deals`` is, relative to the others, given each player's ``choices``
    (the largest 1)."""
    known: dict[tuple[int, tuple[int, ...]], float] = {}
    logs = []
    for hands in deals:
        log = 0.0
        for player, made in enumerate(choices):
            if made:
                held = tuple(hands.held(player))
                key = (player, held)
                if key not in known:
                    known[key] = likelihood(made, list(held))
                log += known[key]
        logs.append(log)
    top = max(logs)
    return [math.exp(log - top) for log in logs]
