"""How a game of Kitty Stack Tower is set up at the table: 2-4 players, the board's side, how the
pieces are set up (placed by the players, or at random from a seed), and the one reader and
writer of those fields of a table's state (`table.state`)."""

import random

from kitty.game import COLOURS, Game, default_side
from kitty.record import MAX_SEED, PLACEMENT, RANDOM
from kitty.ui import words
from search import levels
from table.seats import PERSON
from table.state import StateError, is_whole, listed

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

LEVELS: "tuple[str, ...]" = levels.LEVEL_NAMES
DEFAULT_LEVEL = levels.DEFAULT_LEVEL
HINT_LEVEL = "strong"
SETUPS = (PLACEMENT, RANDOM)
# The page plays the Objective Cards with 3 or 4 players, by default (docs/kitty-rules.md,
# "Objective Cards"; docs/playing.md, "Objective Cards at the table").
CARDS = True
PLAYERS = (2, 3, 4)
SIDES = (5, 6)

STATE_FIELDS: "tuple[str, ...]" = ("players", "side", "setup", "seed", "deal")
RULES_FIELDS = STATE_FIELDS


class Options:
    """How a game of Kitty Stack Tower is played: ``players`` (2-4), the board's ``side`` (0:
    the usual, 6 for four players, else 5), a random setup from ``seed`` (None: the players place
    their pieces), and the Objective Cards (``cards``, None: with 3 or 4 players) dealt from
    ``deal`` or a deal drawn now. Raises ValueError for a combination the page does not offer."""

    __slots__ = ("deal", "players", "seed", "side")

    def __init__(
        self,
        *,
        players: int = 2,
        side: int = 0,
        seed: int | None = None,
        cards: bool | None = None,
        deal: int | None = None,
    ) -> None:
        if players not in PLAYERS:
            raise StateError("players", "Kitty Stack Tower", listed(PLAYERS), players)
        side = side or default_side(players)
        if side not in SIDES:
            raise StateError("side", listed(SIDES), side)
        if seed is not None and not 0 <= seed <= MAX_SEED:
            raise StateError("seed_range", MAX_SEED, seed)
        if cards is None:
            cards = deal is not None or (CARDS and players > 2)
        if cards and players == 2:
            raise StateError("cards_for_two")
        if deal is not None and not (cards and 0 <= deal <= MAX_SEED):
            raise StateError("deal_range", MAX_SEED, deal)
        if cards and deal is None:  # never the seed: a rematch of a random setup keeps its seed
            deal = random.getrandbits(30)
        self.players = players
        self.side = side
        self.seed = seed
        self.deal = deal

    @property
    def cards(self) -> bool:
        return self.deal is not None

    @property
    def setup(self) -> str:
        return PLACEMENT if self.seed is None else RANDOM

    @property
    def colours(self) -> "tuple[str, ...]":
        return tuple(COLOURS[: self.players])

    def __repr__(self) -> str:
        return (
            f"Options(players={self.players}, side={self.side}, seed={self.seed}, deal={self.deal})"
        )


def default_seats(options: Options) -> "tuple[str, ...]":
    """You (Red) against the computer at the default level at every other seat."""
    return (PERSON,) + (DEFAULT_LEVEL,) * (options.players - 1)


def new_game(options: Options) -> Game:
    return Game(options.players, options.side, options.seed, cards=options.cards, deal=options.deal)


def state_fields(options: Options, seats: "tuple[str, ...]") -> "dict[str, Any]":
    return {
        "players": options.players,
        "side": options.side,
        "setup": options.setup,
        "seed": options.seed,
        "deal": options.deal,
    }


def read_fields(state: "dict[str, Any]") -> "tuple[Options, tuple[str, ...]]":
    for name in ("players", "side"):
        if not is_whole(state.get(name)):
            raise StateError("not_whole", name)
    setup = state.get("setup")
    if setup not in SETUPS:
        raise StateError("setup", setup)
    seed = state.get("seed")
    if setup == RANDOM and not is_whole(seed):
        raise StateError("random_seed")
    if setup == PLACEMENT and seed is not None:
        raise StateError("placement_seed")
    deal = state.get("deal")  # absent from the saves of the page before the cards
    if deal is not None and not is_whole(deal):
        raise StateError("not_whole", "deal")
    options = Options(players=state["players"], side=state["side"], seed=seed, deal=deal)
    options = options if deal is not None else _dealt(options, False)
    seats = state.get("seats")
    if not isinstance(seats, list) or not all(isinstance(seat, str) for seat in seats):
        raise StateError("seats")
    return options, tuple(seats)


def game_options(game: Game) -> Options:
    players, side = len(game.players), game.board.side
    return Options(players=players, side=side, seed=game.seed, cards=game.has_cards, deal=game.deal)


def rematch(options: Options) -> Options:
    """The options of a rematch: the same, with the cards dealt anew (the last game's hands
    were all shown at its end)."""
    return _dealt(options, True) if options.cards else options


def _dealt(options: Options, cards: bool) -> Options:  # the cards dealt anew, or none
    return Options(players=options.players, side=options.side, seed=options.seed, cards=cards)


def options_line(options: Options) -> str:  # 'side-5 board · random setup · Objective Cards'
    return words.options_line(options.side, options.seed is None, options.cards)


def dialog_values(options: Options, seats: "tuple[str, ...]", speed: str) -> "dict[str, str]":
    values = {
        "players": str(options.players),
        "speed": speed,
        "side": "0" if options.side == default_side(options.players) else str(options.side),
        "setup": options.setup,
        "cards": "1" if options.cards or options.players == 2 else "",
    }
    for index in range(4):
        values[f"seat-{index}"] = seats[index] if index < len(seats) else DEFAULT_LEVEL
    return values


def dialog_players(values: "dict[str, str]") -> int:
    return int(values.get("players", "2") or 2)


def dialog_options(values: "dict[str, str]") -> Options:
    """The options the New game dialog's ``values`` choose; a random setup draws its seed now."""
    players = dialog_players(values)
    seed = None
    if values.get("setup") == RANDOM:
        seed = random.getrandbits(30)
    cards = players > 2 and bool(values.get("cards", "1"))
    side = int(values.get("side", "0") or 0)
    return Options(players=players, side=side, seed=seed, cards=cards)


def dialog_hidden(values: "dict[str, str]") -> "dict[str, bool]":
    """Which of the New game dialog's own parts its ``values`` leave out: the seats beyond the
    players, and the cards with two."""
    players = dialog_players(values)
    hidden = {"ng-cards-field": players < 3}
    for index in (2, 3):
        hidden[f"ng-seat-field-{index}"] = index >= players
    return hidden
