"""What a feature of the table (`table.hint`, `table.chance_bar`, `table.reviewing`,
`table.puzzle_desk`, `table.guide`, `table.offers`, `table.sharing`) may ask of the controller
that holds it, written down for the type checker. Only imported while type checking, so the
page's MicroPython never compiles it, and no feature imports the controller.
"""

from collections.abc import Callable
from typing import Any, Protocol

from table.broker import Broker
from table.keeping import Keeper
from table.model import Spec, Table
from table.port import Port
from table.screen import Screen


class Host(Protocol):
    """The controller, as its features see it."""

    spec: Spec
    table: Table
    port: Port
    keeper: Keeper
    broker: Broker
    ai_state: str
    # The tests' fixed budget for every question to the computer (None: each its own).
    iterations: int | None

    def in_puzzle(self) -> bool: ...

    def in_lesson(self) -> bool:
        """Whether the guided game holds the table."""

    def leave_puzzle(self) -> None: ...

    def put_result_aside(self) -> None: ...

    def autosave(self) -> None: ...

    def draw_move_list(self, screen: Screen) -> None:
        """Draw the move list into ``screen`` (only from where it changed)."""

    def new_game(self, options: Any = None, seats: tuple[str, ...] | None = None) -> None: ...

    def replace_game(self, table: Table, kind: str) -> None:
        """Open another game; the one it replaces is kept unless the new one continues it."""

    def after(self, sentence: str | None, kind: str = "event") -> None:
        """After anything changed the table: forced passes, render, announce, ask the AI."""

    def render(self) -> None:
        """Show everything, the board included."""

    def render_panels(self) -> None:
        """Show everything but the board."""

    def ask(
        self,
        topic: str,
        request: "dict[str, Any]",
        on_reply: "Callable[[dict[str, Any]], None]",
        delay: float = 0.0,
    ) -> None:
        """Ask the computer ``request`` (``topic``: who asks, see `table.broker`)."""

    def move_request(self, hint: bool = False) -> "dict[str, Any]": ...

    def start_ai(self) -> None:
        """Start the AI worker if it has not been."""

    def adopt(self, table: Table) -> None:
        """Put ``table`` at the table in place of the current one (nothing kept of it)."""
