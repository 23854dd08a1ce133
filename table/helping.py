"""Computer help (Hint and the chance bar, `Table.help`) as the player last switched it: a new
game (New game, a rematch) starts with the player's choice for its kind of game (with the
computer, between people at this device, by link: each apart), and as by default where they
never switched it (on with the computer, off between people). Remembered in the browser's
storage under the game's prefix, so that it outlasts a reload too. It imports only the seats.
"""

from table import seats as seating

TYPE_CHECKING = False
if TYPE_CHECKING:
    from table.keeping import Keeper

# After the game's storage prefix; each holds "on" or "off".
WITH_COMPUTER = "help.computer.v1"
AT_THIS_DEVICE = "help.people.v1"
BY_LINK = "help.link.v1"


def _key(keeper: "Keeper", seats: "tuple[str, ...]") -> str:
    if seating.with_computer(seats):
        kind = WITH_COMPUTER
    else:
        kind = BY_LINK if seating.by_link(seats) else AT_THIS_DEVICE
    return keeper.spec.key_prefix + kind


def chosen(keeper: "Keeper", seats: "tuple[str, ...]") -> bool:
    """Whether computer help is on in a new game with ``seats``: the player's last choice for
    such a game, else the seats' default."""
    said = keeper.setting(_key(keeper, seats), 3)
    if said in ("on", "off"):
        return said == "on"
    return seating.with_computer(seats)


def remember(keeper: "Keeper", seats: "tuple[str, ...]", on: bool) -> None:
    """The player switched computer help ``on`` (or off) in a game with ``seats``."""
    keeper.store.set(_key(keeper, seats), "on" if on else "off")
