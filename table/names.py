"""Who played, as a game record names them: the names a table's seats give its record, and the
seats a record's names give back when it is opened (issue 29: a saved game goes on against the
computer it was played against)."""

from table.model import Table
from table.seats import FRIEND, PERSON

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from table.model import Spec

# The name a person is given in a record when one person plays the computer (the page's "You"
# would name whoever reads the record).
PLAYER = "Player"


def record_names(table: Table) -> "dict[str, str]":
    """Each colour's player as a record names them: a computer with its level (``'Computer
    (strong)'``), a person by the name the page gives them; nobody in a game by link, whose
    players the page does not know."""
    if FRIEND in table.seats:
        return {}
    names = {}
    alone = table.lone_person() is not None
    for colour in table.colours:
        seat = table.seat(colour)
        if seat == PERSON:
            names[colour] = PLAYER if alone else table.player_name(colour)
        else:
            names[colour] = _computer(seat)
    return names


def _computer(level: str) -> str:  # in every language: a record's names are its format
    return f"Computer ({level})"


def named_seats(names: "Sequence[str | None]", levels: "Sequence[str]") -> "tuple[str, ...] | None":
    """The seats a record's names (one per colour, None where it names nobody) give: the
    computer at its level where a name says ``Computer (LEVEL)``, a person for any other name;
    None when it names nobody."""
    if not any(names):
        return None
    seats = []
    for name in names:
        seat = PERSON
        for level in levels:
            if name == _computer(level):
                seat = level
        seats.append(seat)
    return tuple(seats)


def opened_table(
    spec: "Spec", options: "Any", game: "Any", names: "Sequence[str | None]", current: Table
) -> Table:
    """The table of an opened record's ``game`` (with ``options``), its names one per colour
    (None where it names nobody): played by the players it names (`named_seats`), else by the
    ``current`` table's where it has as many; people where a friend by link would sit, since
    a record is no game by link. A game of computers only opens paused."""
    current_seats = current.seats
    seats = named_seats(names, spec.options.LEVELS)
    if seats is None:
        seats = current_seats if len(current_seats) == len(names) else (PERSON,) * len(names)
    if FRIEND in seats:
        seats = (PERSON,) * len(names)
    table = Table(spec, options, seats)
    table.game = game
    table.paused = all(seat not in (PERSON, FRIEND) for seat in seats)
    return table
