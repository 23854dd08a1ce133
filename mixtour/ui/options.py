"""How a game of Mixtour is set up at the table: its rules' options (target score, pieces each,
the repetition draw, two or three players) and the one reader and writer of those fields of a
table's state (`table.state`), old states included.

States written before the table had seats name a *mode* instead (``ai``, ``two``, ``watch``,
``link`` or ``trois``), the person's colour (``human``) and the computer's level; they still
open, each mode read as the seats it meant. States are still written with those fields too, so
that a page of that time opens a link made today.
"""

from mixtour import BLUE, RED, WHITE, Game
from mixtour.ui import words
from search import levels
from table.seats import FRIEND, PERSON
from table.state import StateError, is_whole, listed

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# The modes of states and links written before seats (`seats_of`, `mode_of`).
VS_AI = "ai"
TWO_PLAYERS = "two"
AI_VS_AI = "watch"
BY_LINK = "link"
THREE = "trois"
MODES = (VS_AI, TWO_PLAYERS, AI_VS_AI, BY_LINK, THREE)

LEVELS: "tuple[str, ...]" = levels.LEVEL_NAMES
DEFAULT_LEVEL = levels.DEFAULT_LEVEL
HINT_LEVEL = "strong"

TARGETS = (1, 2, 3, 5)
# 22 each is the count of one published rule text, 25 that of the 2011 rules.
RESERVES = (20, 22, 25)
# Mixtour à trois (docs/rules.md): White, Red and Blue, 15 pieces each, to 1, 2 or 3 points.
COLOURS_TWO = (WHITE, RED)
COLOURS_THREE = (WHITE, RED, BLUE)
THREE_TARGETS = (1, 2, 3)
THREE_RESERVE = 15

STATE_FIELDS: "tuple[str, ...]" = ("mode", "human", "level", "target", "reserve", "repetition_draw")
RULES_FIELDS: "tuple[str, ...]" = ("target", "repetition_draw")


class Options:
    """How a game of Mixtour is played: ``players`` (2, or 3 for à trois), the ``target``
    score, the ``reserve`` (pieces each) and whether a position seen for the third time is a
    draw. Raises ValueError for a combination the page does not offer."""

    __slots__ = ("players", "repetition_draw", "reserve", "target")

    def __init__(
        self,
        *,
        players: int = 2,
        target: int = 1,
        reserve: int | None = None,
        repetition_draw: bool = True,
    ) -> None:
        if players == 3:
            if target not in THREE_TARGETS:
                raise StateError("three_target", listed(THREE_TARGETS), target)
            if reserve not in (None, THREE_RESERVE):
                raise StateError("three_reserve", THREE_RESERVE, reserve)
            reserve = THREE_RESERVE
        elif players == 2:
            reserve = 20 if reserve is None else reserve
            if target not in TARGETS:
                raise StateError("target", listed(TARGETS), target)
            if reserve not in RESERVES:
                raise StateError("reserve", listed(RESERVES), reserve)
        else:
            raise StateError("players", "Mixtour", listed((2, 3)), players)
        self.players = players
        self.target = target
        self.reserve = reserve
        self.repetition_draw = bool(repetition_draw)

    @property
    def colours(self) -> "tuple[str, ...]":
        return COLOURS_THREE if self.players == 3 else COLOURS_TWO

    def __repr__(self) -> str:
        return (
            f"Options(players={self.players}, target={self.target}, reserve={self.reserve},"
            f" repetition_draw={self.repetition_draw})"
        )


def default_seats(options: Options) -> "tuple[str, ...]":
    """A new table's seats: you (White) against the computer at the default level; with three,
    people at every seat."""
    if options.players == 3:
        return (PERSON, PERSON, PERSON)
    return (PERSON, DEFAULT_LEVEL)


def seats_of(mode: str, human: str, level: str) -> "tuple[str, ...]":
    """The seats a mode of an older state or link meant (with two players)."""
    if mode == TWO_PLAYERS:
        return (PERSON, PERSON)
    if mode == AI_VS_AI:
        return (level, level)
    other = FRIEND if mode == BY_LINK else level
    return (PERSON, other) if human == WHITE else (other, PERSON)


def mode_of(seats: "tuple[str, ...]") -> "tuple[str, str, str]":
    """The mode, person's colour and level that name ``seats`` in a state or link as a page
    before seats wrote them (the first computer's level where the seats have two)."""
    if len(seats) == 3:
        return THREE, WHITE, DEFAULT_LEVEL
    levels = [seat for seat in seats if seat in LEVELS]
    level = levels[0] if levels else DEFAULT_LEVEL
    human = RED if seats[1] == PERSON and seats[0] != PERSON else WHITE
    if FRIEND in seats:
        return BY_LINK, human, level
    if len(levels) == 2:
        return AI_VS_AI, WHITE, level
    if levels:
        return VS_AI, human, level
    return TWO_PLAYERS, WHITE, level


def state_fields(options: Options, seats: "tuple[str, ...]") -> "dict[str, Any]":
    mode, human, level = mode_of(seats)
    return {
        "mode": mode,
        "human": human,
        "level": level,
        "target": options.target,
        "reserve": options.reserve,
        "repetition_draw": options.repetition_draw,
    }


def read_fields(state: "dict[str, Any]") -> "tuple[Options, tuple[str, ...]]":
    """The options and seats a table's state gives, from its seats or, in a state of before,
    its mode. Raises ValueError saying which field is wrong."""
    for name in ("mode", "human", "level"):
        if name in state and not isinstance(state[name], str):
            raise StateError("field_not_text", name)
    for name in ("target", "reserve"):
        if name in state and not is_whole(state[name]):
            raise StateError("not_whole", name)
    if not isinstance(state.get("repetition_draw", True), bool):
        raise StateError("not_bool", "repetition_draw")
    mode = state.get("mode", VS_AI)
    if mode not in MODES:
        raise StateError("mode", mode, ", ".join(MODES))
    human = state.get("human", WHITE)
    if human not in (WHITE, RED):
        raise StateError("colour", human)
    level = state.get("level", DEFAULT_LEVEL)
    if level not in LEVELS:
        raise StateError("level", level, ", ".join(LEVELS))
    seats = state.get("seats")
    players = 3 if mode == THREE or (isinstance(seats, list) and len(seats) == 3) else 2
    options = Options(
        players=players,
        target=state.get("target", 1),
        reserve=state.get("reserve"),
        repetition_draw=state.get("repetition_draw", True),
    )
    if seats is None:
        if players == 3:
            return options, (PERSON, PERSON, PERSON)
        return options, seats_of(mode, human, level)
    if not isinstance(seats, list) or not all(isinstance(seat, str) for seat in seats):
        raise StateError("seats")
    return options, tuple(seats)


def options_line(options: Options) -> str:  # 'first to 1 point · 20 pieces each'
    return words.options_line(options.target, options.reserve)


def rematch(options: Options) -> Options:
    return options


def check_start(game: Game, reserve: int) -> None:
    """Raise ValueError unless ``game``'s start may open a game with the reserve option
    ``reserve``: each player with ``reserve`` pieces on the board and in reserve, and nobody
    has won yet. (Whether it has as many players as the table is the caller's check.)"""
    if game.starting_reserve != reserve:
        raise ValueError(words.start_reserve(game.starting_reserve, reserve))
    if game.result is not None:
        raise ValueError(words.START_FINISHED)


def dialog_values(chosen: Options, seats: "tuple[str, ...]", speed: str) -> "dict[str, str]":
    values = {
        "players": str(chosen.players),
        "speed": speed,
        "target": str(chosen.target),
        "reserve": str(chosen.reserve if chosen.players == 2 else 20),
        "repetition": "1" if chosen.repetition_draw else "",
    }
    for index in range(3):
        values[f"seat-{index}"] = seats[index] if index < len(seats) else PERSON
    return values


def dialog_players(values: "dict[str, str]") -> int:
    return 3 if values.get("players") == "3" else 2


def dialog_options(values: "dict[str, str]") -> Options:
    """The options the New game dialog's ``values`` choose: a game of three has 15 pieces and
    (when the dialog showed a target of 5 before the players were chosen) 1 point."""
    players = dialog_players(values)
    target = int(values.get("target", "1") or 1)
    if players == 3 and target not in THREE_TARGETS:
        target = 1
    reserve = int(values.get("reserve", "20") or 20) if players == 2 else THREE_RESERVE
    return Options(
        players=players,
        target=target,
        reserve=reserve,
        repetition_draw=bool(values.get("repetition")),
    )


def dialog_hidden(values: "dict[str, str]") -> "dict[str, bool]":
    """Which of the New game dialog's own parts its ``values`` leave out: Blue's seat and the
    choices a game of three does not offer."""
    three = dialog_players(values) == 3
    return {"ng-seat-field-2": not three, "ng-target-5": three, "ng-reserve": three}
