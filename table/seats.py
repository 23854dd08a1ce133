"""Who sits at each colour: a person at this device, a friend on their own device (play by
link), or the computer at one of the game's levels.

A table's seats are one such choice per colour, in turn order. They replace modes: "against the
computer" is one person and one level, "two players" two people, "watch" computers only, "by
link" one person and friends. Everything the table decides about who plays (whose move the board
takes, when the computer is asked, how far Undo goes, who may resign) follows from them.
"""

from table import words

PERSON = "person"
FRIEND = "friend"
# How fast the computer plays a game of computers only, and how long it waits between moves.
SPEEDS = ("slow", "normal", "fast")
SPEED_SECONDS = (2.0, 0.8, 0.0)
DEFAULT_SPEED = "normal"


def link_seats(players: int) -> "tuple[str, ...]":
    """The seats of a game by link: you at the first colour, friends at the others."""
    return (PERSON,) + (FRIEND,) * (players - 1)


def check(
    seats: "tuple[str, ...] | list[str]", colours: "tuple[str, ...]", levels: "tuple[str, ...]"
) -> "tuple[str, ...]":
    """The seats as a tuple, checked: one per colour, each a person, a friend or a level, and
    a game by link has one person at this device and friends at every other seat. Raises
    ValueError saying what is wrong."""
    if not isinstance(seats, (list, tuple)) or len(seats) != len(colours):
        raise ValueError(words.seats_count(len(colours)))
    for seat in seats:
        if seat not in levels and seat not in (PERSON, FRIEND):
            choices = ", ".join((PERSON, FRIEND) + tuple(levels))  # noqa: RUF005 (MicroPython)
            raise ValueError(words.seat_refused(choices, str(seat)))
    if FRIEND in seats and any(seat in levels for seat in seats):
        raise ValueError(words.LINK_NO_COMPUTER)
    if FRIEND in seats and sorted(seats).count(PERSON) != 1:
        raise ValueError(words.LINK_ONE_PERSON)
    return tuple(str(seat) for seat in seats)


def is_computer(seat: str) -> bool:
    return seat not in (PERSON, FRIEND)


def by_link(seats: "tuple[str, ...]") -> bool:
    """Whether the players each play on their own device and send the game in links."""
    return FRIEND in seats


def people(seats: "tuple[str, ...]") -> int:
    return list(seats).count(PERSON)


def lone_person(seats: "tuple[str, ...]", colours: "tuple[str, ...]") -> str | None:
    """The colour of the one person at this device, when there is exactly one (the page then
    says "Your move" and "You won" to them); else None."""
    if people(seats) != 1:
        return None
    return colours[list(seats).index(PERSON)]


def computers_only(seats: "tuple[str, ...]") -> bool:
    """Whether the computer plays every seat (the page then offers speed and pause)."""
    return all(is_computer(seat) for seat in seats)


def with_computer(seats: "tuple[str, ...]") -> bool:
    return any(is_computer(seat) for seat in seats)


def played_here(seats: "tuple[str, ...]") -> "tuple[str, ...]":
    """The seats with a person at this device in place of each computer (when the computer
    cannot start and the players play on without it)."""
    return tuple(PERSON if is_computer(seat) else seat for seat in seats)


def rotated(seats: "tuple[str, ...]") -> "tuple[str, ...]":
    """Each player takes the next colour (a rematch)."""
    return seats[-1:] + seats[:-1]
