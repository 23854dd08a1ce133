"""What one player has seen of the hidden cards, and deals sampled from it, so that a computer
player plans without reading anyone else's hand (docs/kitty-rules.md, "What a player knows").

`seen(game, colour)` replays the game's history as `colour` watched it and returns, for each
card, the places it may still be: a bit per player who may hold it, and `OUT` when it may lie
face down out of the game. `colour` learns:

- its own cards, the revealed ones and the discarded Forced Exchange, where they are;
- from its own exchanges, the card it gave and the card it got;
- from an exchange between two others, only that any card either of them might have held may
  now be with the other;
- from an action that would have scored Rainbow Bridge or Dramatic Twist for the player who made
  it (the board shows it) and did not, that this player did not hold that card.

`sample(game, colour, rng)` is a copy of the game in which every card `colour` has not placed
is dealt again at random among the places it may be, every hand keeping its size. It depends
only on what `colour` has seen and on `rng` (an object with ``random()``, as `random.Random`):
two games that differ only in cards `colour` has not seen give the same sample.

A game read from a position text has no history: there a player knows its own cards and the
revealed ones, and nothing of earlier exchanges.
"""

from kitty.deck import CARDS, DISCARDED, FACE_DOWN, FORCED_EXCHANGE, RAINBOW, TWIST
from kitty.game import Game
from kitty.hands import FORCED_GIVES, PARTNER_GIVES, PROPOSER_GIVES, Hands
from kitty.moves import FORCE, GIVE

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Protocol

    class Random(Protocol):
        def random(self) -> float: ...


OUT = 4  # the bit of "face down, out of the game"; bits 0-3 are the players
_TRIES = 64  # random deals drawn before searching for one that fits every card's places


def _bit(at: int) -> int:
    """The place bit of a holder: a player's, `OUT` for face down, none when discarded."""
    if at >= 0:
        return 1 << at
    return 1 << OUT if at == FACE_DOWN else 0


def _public(game: Game, masks: list[int]) -> None:
    """Place every card that everyone can see: the revealed and discarded ones, and a Forced
    Exchange being played (its holder has just shown it)."""
    hands = game.hands
    assert hands is not None
    for card, at in enumerate(hands.holder):
        if hands.revealed(card):
            masks[card] = _bit(at)
    if hands.stage == FORCED_GIVES:
        masks[FORCED_EXCHANGE] = _bit(hands.holder[FORCED_EXCHANGE])


def _replay(game: Game, viewer: int) -> "tuple[list[int], list[str]]":
    """(each card's possible places, the moves in notation) as `viewer` saw the game: a card
    given in an exchange `viewer` was not part of is written ``?``."""
    history = game.moves
    for _ in history:
        game.pop()
    hands = game.hands
    assert hands is not None
    others = (1 << len(game.players)) - 1 - (1 << viewer) + (1 << OUT)
    masks = [_bit(at) if at == viewer else others for at in hands.holder]
    _public(game, masks)
    texts: list[str] = []
    pending = -1  # the index in `texts` of a card put forward and not yet swapped
    for move in history:
        hands = game.hands
        assert hands is not None
        mover = game.players.index(game.mover)
        decider = game.players.index(game.turn)
        rainbow, twist = game.action_gains(move)
        gives = move.kind in (GIVE, FORCE)
        texts.append(move.text(game.board, hide=gives and decider != viewer))
        if move.kind == FORCE or (move.kind == GIVE and hands.stage == PROPOSER_GIVES):
            pending = len(texts) - 1
        game.push(move)
        after = game.hands
        assert after is not None
        if move.kind == GIVE and hands.stage in (PARTNER_GIVES, FORCED_GIVES):
            partner = hands.partner
            pair = (1 << mover) | (1 << partner)
            if viewer in (mover, partner):
                masks[hands.card] = 1 << partner
                masks[move.source] = 1 << mover
                texts[pending] = game.moves[pending].text(game.board)
                texts[-1] = move.text(game.board)
            else:
                masks = [mask | pair if mask & pair else mask for mask in masks]
        for card, gain in ((RAINBOW, rainbow), (TWIST, twist)):
            if gain and not after.revealed(card):
                masks[card] &= ~(1 << mover)
        _public(game, masks)
    return masks, texts


def seen(game: Game, colour: str) -> list[int]:
    """For each card in deck order, the places `colour` cannot rule out (see the module's
    description); a discarded card has none. `game` is left as it was."""
    if game.hands is None:
        return [0] * len(CARDS)
    return _replay(game, game.players.index(colour))[0]


def seen_moves(game: Game, colour: str) -> list[str]:
    """The moves so far in notation as `colour` saw them: a card given in an exchange that
    `colour` was not part of, or not yet received, is ``?``."""
    if game.hands is None:
        return [game.format_move(move) for move in game.moves]
    return _replay(game, game.players.index(colour))[1]


def _shuffled(items: "list[int]", rng: "Random") -> list[int]:
    items = list(items)
    for i in range(len(items) - 1, 0, -1):
        j = int(rng.random() * (i + 1))
        items[i], items[j] = items[j], items[i]
    return items


def _fit(cards: "list[int]", room: "list[int]", masks: "list[int]", rng: "Random") -> list[int]:
    """A place for each of `cards`, within its mask and the `room` left at each place: first
    by drawing whole deals (each fitting deal as likely as any), then by a search."""
    places = [place for place, count in enumerate(room) for _ in range(count)]
    for _ in range(_TRIES):
        drawn = _shuffled(places, rng)
        if all(masks[card] >> drawn[at] & 1 for at, card in enumerate(cards)):
            return drawn
    chosen: list[int] = []

    def search(at: int) -> bool:
        if at == len(cards):
            return True
        for place in _shuffled(list(range(len(room))), rng):
            if room[place] and masks[cards[at]] >> place & 1:
                room[place] -= 1
                chosen.append(place)
                if search(at + 1):
                    return True
                chosen.pop()
                room[place] += 1
        return False

    if not search(0):  # the real deal always fits, so this cannot happen
        raise AssertionError("no deal fits what the player has seen")
    return chosen


def sample(game: Game, colour: str, rng: "Random") -> Game:
    """A copy of `game` at its position in which the cards `colour` has not seen are dealt
    again from `rng`, consistent with everything `colour` has seen (see the module's
    description). The copy has no history; its repetitions counted so far are the game's."""
    if game.hands is None:
        return game.resumed_with(None)
    return game.resumed_with(dealt(game, colour, seen(game, colour), rng))


def dealt(game: Game, colour: str, masks: "list[int]", rng: "Random") -> Hands:
    """The cards of `game` (which has them) with every card `colour` has not placed dealt again
    from `rng` within its places in `masks` (what `seen` gave for `colour`, here or in the game
    this one is a sample of), each hand keeping its size, and a card put forward in a pending
    exchange drawn again among its giver's cards: a search deals a sample again with this at
    each simulation, without replaying the history."""
    hands = game.hands
    assert hands is not None
    viewer = game.players.index(colour)
    holder = list(hands.holder)
    room = [len(hands.held(p)) for p in range(len(game.players))] + [0] * (OUT - len(game.players))
    room.append(holder.count(FACE_DOWN))
    hidden = []
    for card, mask in enumerate(masks):
        if mask & (mask - 1):
            hidden.append(card)
        elif mask:
            place = len(bin(mask)) - 3
            holder[card] = FACE_DOWN if place == OUT else place
            room[place] -= 1
        else:
            holder[card] = DISCARDED
    for card, place in zip(hidden, _fit(hidden, room, masks, rng)):  # noqa: B905 (as long)
        holder[card] = FACE_DOWN if place == OUT else place
    mover = game.players.index(game.mover)
    card = hands.card
    if card >= 0 and viewer != mover:
        drawn = Hands(tuple(holder), points=hands.points)
        forced = hands.stage == FORCED_GIVES
        offers = [c for c in drawn.hidden(mover) if not (forced and c == FORCED_EXCHANGE)]
        card = offers[int(rng.random() * len(offers))]
    return Hands(
        tuple(holder),
        points=hands.points,
        claimed=hands.claimed,
        exchanged=hands.exchanged,
        stage=hands.stage,
        partner=hands.partner,
        card=card,
        proposed=hands.proposed,
    )
