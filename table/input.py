"""The pointer and the keyboard at the table: taps on the board, drags of what the player
holds, the arrow keys between the cells, and the shortcuts. What a tap on a cell means is the
game's (its spec's ``hand``); when and where it reaches the hand is decided here.

Keys are dispatched by the tables `KEYS` and `COMMAND_KEYS`; a drag is a `Drag` that becomes a
move when the pointer has travelled far enough.
"""

from table import panels
from table.screen import Screen

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from table.screen import Key

# A press turns into a drag once the pointer has moved this far (in CSS pixels, squared).
DRAG_DISTANCE_SQUARED = 64


class Drag:
    """A press on the board that may become a drag (``detail``: what it takes, the hand's)."""

    __slots__ = ("detail", "origin", "pointer", "started", "x", "y")

    def __init__(self, origin: int, detail: int | None, x: float, y: float, pointer: object):
        self.origin = origin
        self.detail = detail
        self.x = x
        self.y = y
        self.pointer = pointer
        self.started = False


class Input:
    """The board's cursor, the drag in progress, and what each key and tap does."""

    def __init__(self, host: "Any") -> None:
        self.host = host
        self.cursor = host.spec.cursor  # the cell keyboard focus returns to
        self.drag: Drag | None = None
        self.suppress_click = False  # the click that ends a drag was handled as a drop

    def kind(self) -> str:
        """How to show the latest sentence: a warning when it explains a refused attempt."""
        return "warn" if self.host.table.note else "event"

    def _put_back(self) -> None:
        host = self.host
        host.render()
        host.port.announce(host.spec.put_back, "event")

    # -- taps --------------------------------------------------------------------------------

    def click_board(self, cell: int | None, detail: int | None) -> None:
        """A click or tap on the board: on ``cell`` (``detail``: what of it was tapped, e.g.
        the piece of a stack that takes that many), or off the cells (None)."""
        self.host.stirred()
        if self.suppress_click:  # the end of a drag, already handled
            self.suppress_click = False
            return
        if cell is None:
            if self.host.table.cancel():
                self._put_back()
            return
        self.click_cell(cell, detail)

    def click_elsewhere(self, on_picker: bool) -> None:
        """A click off the board and the buttons puts down what is held (not on the hand's)."""
        self.host.stirred()
        if not on_picker and self.host.table.cancel():
            self._put_back()

    def click_cell(self, cell: int, detail: int | None) -> None:
        host = self.host
        self.cursor = cell
        if host.table.review is not None:
            host.ask_branch()  # a tap on an earlier position: play on from there?
            return
        host.after(host.table.tap(cell, detail), self.kind())

    def focused(self, cell: int) -> None:  # keyboard focus reached a cell
        self.cursor = cell

    # -- keys --------------------------------------------------------------------------------

    def key(self, key: "Key") -> bool:
        """A key press; whether the page should not do its default for it. One the page acts
        on, or Escape, stirs the table (`Controller.stirred`); Tab, or Enter on a button, not."""
        done = self._key(key)
        if done or key.name == "Escape":
            self.host.stirred()
        return done

    def _key(self, key: "Key") -> bool:
        handler = KEYS.get(key.name)
        if key.command and not (key.in_field or key.dialog_open):
            handler = COMMAND_KEYS.get(key.name)
            return handler is not None and bool(handler(self, key))
        # Not the board's: the player is typing, in a dialog, or using a shortcut.
        if key.in_field or key.dialog_open or key.modified:
            return False
        if handler is None:
            return self._hand_key(key)
        return bool(handler(self, key))

    def _hand_key(self, key: "Key") -> bool:
        host = self.host
        said = host.spec.hand_key(host.table, key)
        if said is False:
            return False
        host.after(said if isinstance(said, str) else None, self.kind())
        return True

    def _undo_key(self, key: "Key") -> bool:
        if key.shift:  # Ctrl/Cmd+Shift+Z
            return self._redo_key(key)
        if self.host.table.can_undo():
            self.host.undo({})
        return True

    def _redo_key(self, key: "Key") -> bool:
        if self.host.table.can_redo():
            self.host.redo({})
        return True

    def _hint_key(self, key: "Key") -> bool:
        self.host.hint.ask()
        return True

    def _new_key(self, key: "Key") -> bool:
        self.host.open_new_game()
        return True

    def _keys_key(self, key: "Key") -> bool:
        screen = Screen()
        screen.markup["keys-list"] = panels.keys_list(self.host.spec.keys_help)
        self.host.port.show(screen)
        self.host.port.open_dialog("keys")
        return True

    def _escape(self, key: "Key") -> bool:
        host = self.host
        if host.table.cancel():
            self._put_back()
        elif host.table.review is not None:
            host.review_end()
        return False

    def _arrow(self, key: "Key") -> bool:
        # Replay: ←/→ step through the moves; on the board the arrows move between cells, so
        # there it takes Shift+←/→.
        host = self.host
        if key.name in ("ArrowLeft", "ArrowRight") and (key.square is None or key.shift):
            if key.in_picker:
                return False
            sentence = host.table.review_step(-1 if key.name == "ArrowLeft" else 1)
            if sentence:
                host.after(sentence)
            return True
        if key.square is None:
            return False
        self.cursor = host.spec.step(host.table, key.square, key.name)
        host.port.focus_square(host.spec.cell_name(host.table, self.cursor))
        return True

    def _home(self, key: "Key") -> bool:
        host = self.host
        if key.square is not None or not host.table.plies:
            return False
        host.after(host.table.review_to(0))
        return True

    def _end(self, key: "Key") -> bool:
        host = self.host
        if key.square is not None or host.table.review is None:
            return False
        host.review_end()
        return True

    def _activate(self, key: "Key") -> bool:
        if key.square is None:
            return False
        self.click_cell(key.square, None)
        host = self.host
        host.port.focus_square(host.spec.cell_name(host.table, self.cursor))
        return True

    # -- the pointer -------------------------------------------------------------------------

    def pointer_down(
        self,
        button: int,
        cell: int | None,
        detail: int | None,
        at: "tuple[float, float]",
        pointer: object,
    ) -> None:
        """A press on the board: on what the hand can lift, it may become a drag."""
        self.suppress_click = False
        self.drag = None
        table = self.host.table
        if button != 0 or cell is None:
            return
        can, detail = table.hand.drag_from(table, cell, detail)
        if can:
            self.drag = Drag(cell, detail, at[0], at[1], pointer)

    def pointer_move(self, x: float, y: float) -> bool:
        """The pointer moved; whether the page should not do its default (scrolling)."""
        drag = self.drag
        host = self.host
        if drag is None:
            return False
        if not drag.started:
            dx, dy = x - drag.x, y - drag.y
            if dx * dx + dy * dy < DRAG_DISTANCE_SQUARED:
                return False
            drag.started = True
            lifted = host.table.hand.lift(host.table, drag.origin, drag.detail)
            if lifted is None:
                self.drag = None
                return False
            drag.detail = lifted
            host.render(dragging=True)
            host.port.capture_pointer(drag.pointer)
        host.port.move_ghost(x, y)
        return True

    def pointer_up(self, x: float, y: float) -> None:
        """The pointer was released: a drag drops what it holds on the cell under it."""
        drag = self.drag
        self.drag = None
        if drag is None or not drag.started or drag.detail is None:
            return
        self.suppress_click = True
        host = self.host
        target = host.port.square_at(x, y)
        sentence = host.table.hand.drop(host.table, drag.origin, drag.detail, target)
        host.after(sentence, self.kind())

    def pointer_cancel(self) -> None:
        if self.drag is not None and self.drag.started:
            self.host.table.cancel()
            self.host.render()
        self.drag = None


# What each key does (`Key.name`, as the browser names it): whether it was the page's. A key
# not here may be the game's own (`Spec.hand_key`).
KEYS: "dict[str, Callable[[Input, Key], bool]]" = {
    "Escape": Input._escape,
    "ArrowLeft": Input._arrow,
    "ArrowRight": Input._arrow,
    "ArrowUp": Input._arrow,
    "ArrowDown": Input._arrow,
    "Home": Input._home,
    "End": Input._end,
    "Enter": Input._activate,
    " ": Input._activate,
    "Spacebar": Input._activate,
    "h": Input._hint_key,
    "H": Input._hint_key,
    "n": Input._new_key,
    "N": Input._new_key,
    "?": Input._keys_key,
}
# What each key does with Ctrl (Cmd on a Mac) held.
COMMAND_KEYS: "dict[str, Callable[[Input, Key], bool]]" = {
    "z": Input._undo_key,
    "Z": Input._undo_key,
    "y": Input._redo_key,
    "Y": Input._redo_key,
}
