"""The table's *port*: what `table.controller.Controller` asks of the page, written down for the
type checker. `app.dom.Page` implements it with the DOM, `tests/fake_page.FakePage` without a
browser. Only imported while type checking, so the page's MicroPython never compiles it.
"""

from typing import Any, Protocol

from table.screen import Notice, Screen


class Port(Protocol):
    """What the controller asks of the page."""

    def show(self, screen: Screen) -> None:
        """Show what ``screen`` holds (only that)."""

    def drawn_board(self) -> str:
        """The key (`table.view.board_key`) of the board the build drew into the page, which
        the page shows until it is first drawn; "" when there is none."""

    def announce(self, text: str, kind: str) -> None:
        """Say ``text`` in the live region (``kind``: event, warn, hint or error)."""

    def notice(self, notice: Notice) -> None:
        """Show a notice, replacing the one on the same topic."""

    def dismiss_notice(self, topic: str) -> None: ...
    def open_dialog(self, name: str) -> None: ...
    def close_dialog(self, name: str) -> None: ...
    def close_dialogs(self) -> None: ...

    def fill_new_game(self, values: "dict[str, str]") -> None:
        """Set the New game dialog's fields: each form field's value by its name (a radio
        group's checked value, a checkbox's ``"1"`` or ``""``)."""

    def read_new_game(self) -> "dict[str, str]":
        """The New game dialog's fields, as `fill_new_game` takes them."""

    def focus_square(self, name: str) -> None: ...
    def focus(self, element: str) -> None: ...

    def reveal(self, element: str) -> None:
        """Scroll the page, if need be, until ``element`` is in view (focus stays)."""

    def value(self, field: str) -> str:
        """What a text field holds."""

    def value_length(self, field: str) -> int:
        """How many characters a text field holds, without reading them."""

    def claim_tab(self) -> None:
        """Take the game over from the tab of the page that plays it ("Play here")."""

    def draw_diagrams(self, diagrams: "dict[str, str]") -> None:
        """Put each rules diagram (by name) in its figure."""

    def flash(self, markup: str) -> None:
        """Show the removed stack's animation once."""

    def sound(self, kind: str) -> None:
        """Sound a ``"move"``, a ``"removal"`` or the ``"end"``, if the player turned sound on."""

    def copy(self, text: str, field: str, what: str, status: str) -> None:
        """Copy ``text``; then call `Controller.copied` (``field`` holds it for the
        player to copy by hand when the browser refuses)."""

    def toast(self, text: str) -> None:
        """Show ``text`` briefly over the page (a confirmation), without moving anything."""

    def download(self, text: str, filename: str) -> None: ...

    def start_ai(self) -> None:
        """Start the AI worker; then call `Controller.ai_ready` (or `ai_broke`), and
        `Controller.ai_waited` every second until it has answered."""

    def think(self, request: "dict[str, Any]", delay: float) -> None:
        """Ask the worker after ``delay`` seconds, if `Controller.wants` it still; then
        call `Controller.ai_replied`."""

    def capture_pointer(self, pointer: object) -> None: ...

    def move_ghost(self, x: float, y: float) -> None:
        """Put the dragged pieces under the pointer (page coordinates)."""

    def square_at(self, x: float, y: float) -> int | None:
        """The board square under the pointer (page coordinates)."""

    def clear_fragment(self) -> None:
        """Remove the game link from the address (a reload then resumes the game)."""

    def page_address(self) -> str:
        """The page's address without query or fragment."""

    def today(self) -> str:
        """Today's local date, ``2026-11-22``."""

    def mark(self, name: str, value: str) -> None:
        """Set ``data-NAME`` on the page's body (markers for scripts and tests)."""
