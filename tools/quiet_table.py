"""The core of the long games the tests and benchmarks play (`tools/long_game.py` for Mixtour,
`tools/kitty_long_game.py` for Kitty): a table of two people at a game's moves, and the page's
controller at such a table through a port that shows nothing, whose own work is what the
benchmarks of the page's Python measure."""

from table.controller import Controller
from table.model import Table
from table.seats import PERSON

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# Two people at the table.
LONG_SEATS = (PERSON, PERSON)


def table_at(spec: "Any", options: "Any", moves: "list[str]") -> Table:
    """A table of two people at ``moves``, played from the start of ``spec``'s game with
    ``options``."""
    table = Table(spec, options, LONG_SEATS)
    for move in moves:
        table.game.play(move)
    return table


class Store:
    """Storage in a dict, as the page's answers (`tests/fake_page.py`'s can refuse)."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def get(self, key: str) -> str | None:
        return self.items.get(key)

    def set(self, key: str, value: str) -> bool:
        self.items[key] = value
        return True

    def remove(self, key: str) -> None:
        self.items.pop(key, None)

    def keys(self) -> "list[str]":
        return list(self.items)

    def size(self, key: str) -> int:
        return len(self.items[key]) if key in self.items else -1

    def move(self, key: str, new_key: str) -> bool:
        self.items[new_key] = self.items.pop(key)
        return True


class _Page:
    """A port that shows nothing: what is measured is the controller's own work."""

    def __getattr__(self, name: str) -> "Any":
        return lambda *args, **options: None


def quiet_controller(spec: "Any", table: Table) -> Controller:
    """A controller of ``spec``'s page at ``table``, through a port that shows nothing."""
    controller = Controller(_Page(), Store(), lambda: "2026-11-23T00:00:00Z", spec)
    controller.start("", None, "")
    controller.load(table)
    controller.after(None)
    return controller
