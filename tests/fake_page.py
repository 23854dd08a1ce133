"""A page without a browser, for the controller's tests: the port (`controller.Port`) recording
what the controller shows and asks, and storage in a dict. Runs under CPython and MicroPython.
"""

import json

from mixtour.ui import options as mixtour_options
from mixtour.ui.spec import SPEC
from table import state as layout
from table.controller import Controller
from table.model import Table
from table.screen import Notice, Screen
from table.view import board_key
from tools.quiet_table import Store

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class DictStore(Store):
    """Storage in a dict; ``refuse`` makes every write fail, as a full or forbidden store does."""

    def __init__(self, items: "dict[str, str] | None" = None) -> None:
        super().__init__()
        self.items.update(items or {})
        self.refuse = False

    def set(self, key: str, value: str) -> bool:
        return not self.refuse and super().set(key, value)

    def move(self, key: str, new_key: str) -> bool:
        return not self.refuse and key in self.items and super().move(key, new_key)


class Element:
    """What the page shows in one element."""

    def __init__(self) -> None:
        self.text = ""
        self.markup = ""
        self.hidden = False
        self.disabled = False
        self.value = ""
        self.attributes: dict[str, str] = {}
        self.classes: set[str] = set()


class FakePage:
    """The port: every element the controller set, and everything else it asked for."""

    def __init__(self) -> None:
        self.elements: dict[str, Element] = {}
        self.board = ""
        self.board_drawings = 0  # how often the board's markup was drawn
        self.drawn = ""  # the key of the board the build drew into the page (`drawn_board`)
        self.title = ""
        self.announced: list[tuple[str, str]] = []
        self.notices: dict[str, Notice] = {}
        self.dialogs: set[str] = set()
        self.form: dict[str, Any] = {}
        self.claimed = 0  # "Play here" pressed: how often the page asked to take the game over
        self.focused = ""
        self.revealed: list[str] = []
        self.flashes: list[str] = []
        self.sounds: list[str] = []
        self.clipboard_works = True
        self.copied: list[str] = []
        self.toasts: list[str] = []
        self.downloads: list[tuple[str, str]] = []
        self.requests: list[tuple[dict[str, Any], float]] = []
        self.ai_starts = 0
        self.captured: list[object] = []
        self.ghost: tuple[float, float] | None = None
        self.square_under: int | None = None
        self.fragment_cleared = False
        self.marks: dict[str, str] = {}
        self.diagrams: dict[str, str] = {}
        self.controller: Controller | None = None

    def element(self, element_id: str) -> Element:
        if element_id not in self.elements:
            self.elements[element_id] = Element()
        return self.elements[element_id]

    def text(self, element_id: str) -> str:
        return self.element(element_id).text

    def shown(self, element_id: str) -> bool:
        return not self.element(element_id).hidden

    def attribute(self, element_id: str, name: str) -> str:
        return self.element(element_id).attributes.get(name, "")

    def last_announced(self) -> str:
        return self.announced[-1][0] if self.announced else ""

    # -- the port --------------------------------------------------------------------------

    def show(self, screen: Screen) -> None:
        if screen.board is not None:
            self.board = screen.board
            self.board_drawings += 1
        if screen.title is not None:
            self.title = screen.title
        for element_id, text in screen.text.items():
            self.element(element_id).text = text
        for element_id, markup in screen.markup.items():
            element = self.element(element_id)
            kept = ""
            if element_id == "moves" and screen.moves_from:
                # The rows from ``moves_from`` on are replaced, as the page does.
                rows = element.markup.split("<li")[1 : screen.moves_from + 1]
                kept = "".join("<li" + row for row in rows)
            element.markup = kept + markup
        if screen.move_rows:
            # Each row given is replaced alone, as the page does.
            element = self.element("moves")
            rows = element.markup.split("<li")[1:]
            for row, markup in screen.move_rows:
                rows[row] = markup[len("<li") :]
            element.markup = "".join("<li" + row for row in rows)
        for element_id, hidden in screen.hidden.items():
            self.element(element_id).hidden = hidden
        for element_id, disabled in screen.disabled.items():
            self.element(element_id).disabled = disabled
        for element_id, value in screen.values.items():
            self.element(element_id).value = value
        for element_id, name, value in screen.attributes:
            self.element(element_id).attributes[name] = value
        for element_id, name, on in screen.classes:
            if on:
                self.element(element_id).classes.add(name)
            else:
                self.element(element_id).classes.discard(name)

    def drawn_board(self) -> str:
        return self.drawn

    def announce(self, text: str, kind: str) -> None:
        self.announced.append((text, kind))

    def notice(self, notice: Notice) -> None:
        self.notices[notice.topic] = notice

    def dismiss_notice(self, topic: str) -> None:
        self.notices.pop(topic, None)

    def open_dialog(self, name: str) -> None:
        self.dialogs.add(name)

    def close_dialog(self, name: str) -> None:
        self.dialogs.discard(name)

    def close_dialogs(self) -> None:
        self.dialogs.clear()

    def fill_new_game(self, values: "dict[str, str]") -> None:
        self.form = dict(values)

    def read_new_game(self) -> "dict[str, str]":
        return dict(self.form)

    def focus_square(self, name: str) -> None:
        self.focused = name

    def focus(self, element: str) -> None:
        self.focused = element

    def reveal(self, element: str) -> None:
        self.revealed.append(element)

    def value(self, field: str) -> str:
        return self.element(field).value

    def value_length(self, field: str) -> int:
        return len(self.element(field).value)

    def claim_tab(self) -> None:
        self.claimed += 1

    def draw_diagrams(self, diagrams: "dict[str, str]") -> None:
        self.diagrams = dict(diagrams)

    def flash(self, markup: str) -> None:
        self.flashes.append(markup)

    def sound(self, kind: str) -> None:
        self.sounds.append(kind)

    def copy(self, text: str, field: str, what: str, status: str) -> None:
        if self.clipboard_works:
            self.copied.append(text)
        assert self.controller is not None
        self.controller.copied(what, status, self.clipboard_works)

    def toast(self, text: str) -> None:
        self.toasts.append(text)

    def download(self, text: str, filename: str) -> None:
        self.downloads.append((filename, text))

    def start_ai(self) -> None:
        self.ai_starts += 1

    def think(self, request: "dict[str, Any]", delay: float) -> None:
        self.requests.append((request, delay))

    def capture_pointer(self, pointer: object) -> None:
        self.captured.append(pointer)

    def move_ghost(self, x: float, y: float) -> None:
        self.ghost = (x, y)

    def square_at(self, x: float, y: float) -> int | None:
        return self.square_under

    def clear_fragment(self) -> None:
        self.fragment_cleared = True

    def page_address(self) -> str:
        return "https://example.org/mixtour/"

    def today(self) -> str:
        return "2026-11-22"

    def mark(self, name: str, value: str) -> None:
        self.marks[name] = value


class Clock:
    """Storage stamps, one second apart."""

    def __init__(self) -> None:
        self.seconds = 0

    def __call__(self) -> str:
        self.seconds += 1
        return f"2026-11-22T10:{self.seconds // 60:02d}:{self.seconds % 60:02d}.000Z"


def seated(
    mode: str = mixtour_options.VS_AI,
    *,
    human: str = "white",
    level: str = "strong",
    seats: "tuple[str, ...] | None" = None,
    target: int = 1,
    reserve: int | None = None,
    repetition_draw: bool = True,
) -> "tuple[mixtour_options.Options, tuple[str, ...]]":
    """A Mixtour table's options and seats, named as a mode of before seats was: ``ai`` (one
    person against the computer at ``level``), ``two``, ``watch``, ``link``, or ``trois`` with
    its ``seats`` (three people if None)."""
    players = 3 if mode == mixtour_options.THREE else 2
    options = mixtour_options.Options(
        players=players, target=target, reserve=reserve, repetition_draw=repetition_draw
    )
    if players == 3:
        return options, tuple(seats or ("person", "person", "person"))
    return options, mixtour_options.seats_of(mode, human, level)


def table_state(mode: str = mixtour_options.VS_AI, **rules: "Any") -> "dict[str, Any]":
    """The state of a new Mixtour table (`seated`'s ``mode`` and ``rules``)."""
    return layout.write(Table(SPEC, *seated(mode, **rules)))


def open_page(
    store: DictStore | None = None,
    *,
    query: str = "",
    state: "dict[str, Any] | None" = None,
    address: str = "",
    ai: bool = True,
    spec: "Any" = SPEC,
    prerendered: bool = False,
) -> "tuple[Controller, FakePage]":
    """A page of the game ``spec`` (Mixtour's unless given) opened on ``store`` (new if None),
    as the browser's page starts, with the AI ready unless ``ai`` is False; with the board of a
    new game that the build draws into the page (`tools/prerender.py`) if ``prerendered``."""
    page = FakePage()
    if prerendered:
        new = Table(spec)
        page.board = spec.board(new, spec.cursor, False, [])
        page.drawn = board_key(new, spec.cursor, False, [])
    controller = Controller(page, store if store is not None else DictStore(), Clock(), spec)
    page.controller = controller
    controller.start(query, None if state is None else json.dumps(state), address)
    if ai:
        controller.ai_ready()
    return controller, page
