"""How a game of Kitty Stack Tower is set up at the table: 2-4 players, the board's side, how the
pieces are set up (placed by the players, or at random from a seed), and the one reader and
writer of those fields of a table's state (`table.state`), an older page's saved games included.
"""

import random

from kitty.game import COLOURS, Game, default_side
from kitty.record import MAX_SEED, PLACEMENT, RANDOM
from search import levels
from table.seats import FRIEND, PERSON

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# The computer's levels, weakest first (`search.levels`, which the worker plays).
LEVELS = levels.LEVEL_NAMES
DEFAULT_LEVEL = levels.DEFAULT_LEVEL
# Hints come from a quick, fairly strong search whatever level the computer plays at.
HINT_LEVEL = "strong"
SETUPS = (PLACEMENT, RANDOM)
# The page plays the base game: its table does not show Objective Cards yet, nor does the
# computer play them (docs/kitty-rules.md, "Objective Cards").
CARDS = False
PLAYERS = (2, 3, 4)
SIDES = (5, 6)

# A table's state fields for Kitty's options (`table.state`).
STATE_FIELDS = ("players", "side", "setup", "seed")
# The fields two states must share for one to continue the other's game.
RULES_FIELDS = ("players", "side", "setup", "seed")


class Options:
    """How a game of Kitty Stack Tower is played: ``players`` (2-4), the board's ``side`` (5
    or 6; 0 for the usual: 6 for four players, else 5) and the setup: the players place their
    pieces, or (``seed`` given) they are set at random from it. Raises ValueError for a
    combination the page does not offer."""

    __slots__ = ("players", "seed", "side")

    def __init__(self, *, players: int = 2, side: int = 0, seed: int | None = None) -> None:
        if players not in PLAYERS:
            raise ValueError(f"Kitty Stack Tower is played by 2, 3 or 4, not {players!r}")
        side = side or default_side(players)
        if side not in SIDES:
            raise ValueError(f"the board's side is 5 or 6, not {side!r}")
        if seed is not None and not 0 <= seed <= MAX_SEED:
            raise ValueError(f"a random setup's seed is 0 to {MAX_SEED}, not {seed!r}")
        self.players = players
        self.side = side
        self.seed = seed

    @property
    def setup(self) -> str:
        return PLACEMENT if self.seed is None else RANDOM

    @property
    def colours(self) -> "tuple[str, ...]":
        return tuple(COLOURS[: self.players])

    def __repr__(self) -> str:
        return f"Options(players={self.players}, side={self.side}, seed={self.seed})"


def default_seats(options: Options) -> "tuple[str, ...]":
    """A new table's seats: you (Red) against the computer at the default level at every other
    seat."""
    return (PERSON,) + (DEFAULT_LEVEL,) * (options.players - 1)


def new_game(options: Options) -> Game:
    return Game(options.players, options.side, options.seed, cards=CARDS)


def state_fields(options: Options) -> "dict[str, Any]":
    """Kitty's fields of a table's state (`STATE_FIELDS`)."""
    return {
        "players": options.players,
        "side": options.side,
        "setup": options.setup,
        "seed": options.seed,
    }


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def read_fields(state: "dict[str, Any]") -> "tuple[Options, tuple[str, ...]]":
    """The options and seats a table's state gives. Raises ValueError saying which field is
    wrong."""
    for name in ("players", "side"):
        if not _is_int(state.get(name)):
            raise ValueError(f"the saved game's {name!r} is not a whole number")
    setup = state.get("setup")
    if setup not in SETUPS:
        raise ValueError(f"the saved game's setup is placement or random, not {setup!r}")
    seed = state.get("seed")
    if setup == RANDOM and not _is_int(seed):
        raise ValueError("a random setup's saved game has a whole-number seed")
    if setup == PLACEMENT and seed is not None:
        raise ValueError("a placement game's saved game has no seed")
    options = Options(players=state["players"], side=state["side"], seed=seed)
    seats = state.get("seats")
    if not isinstance(seats, list) or not all(isinstance(seat, str) for seat in seats):
        raise ValueError("the seats are a list of text, one per colour")
    return options, tuple(seats)


def options_line(options: Options) -> str:
    """The options on the mode line: ``'side-5 board · random setup (seed 42)'``."""
    setup = "pieces placed by the players" if options.seed is None else "random setup"
    return f"side-{options.side} board · {setup}"


def dialog_values(options: Options, seats: "tuple[str, ...]", speed: str) -> "dict[str, str]":
    """The New game dialog's fields for a game like ``options`` with ``seats``."""
    values = {
        "players": str(options.players),
        "speed": speed,
        "side": "0" if options.side == default_side(options.players) else str(options.side),
        "setup": options.setup,
    }
    for index in range(4):
        values[f"seat-{index}"] = seats[index] if index < len(seats) else DEFAULT_LEVEL
    return values


def dialog_options(
    values: "dict[str, str]", speeds: "tuple[str, ...]"
) -> "tuple[Options, tuple[str, ...], str]":
    """The options, seats and speed the New game dialog's ``values`` choose; a random setup
    draws its seed now. Raises ValueError for seats that cannot play together."""
    players = int(values.get("players", "2") or 2)
    seed = None
    if values.get("setup") == RANDOM:
        seed = random.getrandbits(30)
    options = Options(players=players, side=int(values.get("side", "0") or 0), seed=seed)
    seats = tuple(values.get(f"seat-{index}", PERSON) for index in range(players))
    speed = values.get("speed", "normal")
    return options, seats, speed if speed in speeds else "normal"


def dialog_hidden(values: "dict[str, str]") -> "dict[str, bool]":
    """Which of the New game dialog's parts its ``values`` leave out: the seats beyond the
    players, the speed unless the computer plays every seat, and the words on playing by link
    unless a friend plays."""
    players = int(values.get("players", "2") or 2)
    seats = [values.get(f"seat-{index}", PERSON) for index in range(players)]
    hidden = {
        "ng-speed-field": not all(seat in LEVELS for seat in seats),
        "ng-link-note": FRIEND not in seats,
    }
    for index in (2, 3):
        hidden[f"ng-seat-field-{index}"] = index >= players
    return hidden


def link_seats(options: Options) -> "tuple[str, ...]":
    """The seats of a game by link: you at Red, friends at the other colours."""
    return (PERSON,) + (FRIEND,) * (options.players - 1)
