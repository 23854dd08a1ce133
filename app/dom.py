"""The pages' one DOM module (MicroPython, main thread): the only module that touches `pyscript`
or `js`, for every game's page (each page's entry, `app/mixtour.py` or `app/kitty.py`, calls
`run` with its game's spec).

It binds the page's events once, on containers that are never re-rendered, and hands them to the
table's `Controller` (`table.controller`) as plain values: the ``data-action`` and ``data-*``
attributes of whatever was clicked, the ``data-square`` and ``data-count`` under the pointer,
keys, the address, storage events. It implements the controller's *port*: showing a `Screen`,
announcing in the ARIA live region, notices, dialogs, the clipboard, downloads, storage (through
`web/storage.js`) and the AI worker (JSON strings). It makes no decisions.

Markers on `<body>` for players' scripts and tests: `data-ready="1"` once the board is drawn and
its handlers are live, `data-ai-ready="1"` once the AI worker has answered, each preceded by
`data-ready-ms`/`data-ai-ready-ms`, the page's `performance.now()` at that moment;
`data-ai-ms`, the last AI move's time from request to reply in the page. `#board` carries
`data-position` (position text of what it shows), `data-turn`, `data-result`, `data-seats`
(each colour's seat: ``person``, ``friend`` or a level), `data-thinking` and `data-review` (the
move shown while reviewing, else empty).
"""

import asyncio
import json
import sys

from pyscript import document, window, workers
from pyscript.ffi import create_proxy, to_js

from table import panels
from table.controller import Controller
from table.screen import Key, Notice, Screen
from table.state import MAX_LENGTH

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from table.model import Spec

# Keeps the event proxies and running tasks referenced.
_handlers: list[object] = []
_tasks: list[object] = []


def _spawn(coroutine) -> None:  # type: ignore[no-untyped-def]
    _tasks[:] = [task for task in _tasks if not task.done()]  # type: ignore[attr-defined]
    _tasks.append(asyncio.create_task(coroutine))


def _el(element_id: str):  # type: ignore[no-untyped-def]
    return document.getElementById(element_id)


def _set_hidden(element, hidden: bool) -> None:  # type: ignore[no-untyped-def]
    if hidden:
        element.setAttribute("hidden", "")
    else:
        element.removeAttribute("hidden")


# The elements the page has drawn since it started. Before, they hold what the build drew in
# advance (tools/prerender.py), which is the first paint: the first drawing keeps those nodes
# where it would draw the same, so that Python's start neither replaces nor lays out again
# anything of the first paint (nor makes a new largest paint of it). The board is not compared:
# the table keeps the build's board without drawing it while it is the same (its key,
# `table.view.board_key`), and draws any other.
_drawn: set[str] = {"board"}


def _draw(element, element_id: str, content: str, value: str) -> bool:  # type: ignore[no-untyped-def]
    """Set the element's ``content`` (``innerHTML``, ``textContent``) to ``value``, unless this
    is its first drawing and it already holds that; True when it was drawn."""
    if element_id not in _drawn:
        _drawn.add(element_id)
        if window.mixtourGuard.holds(element, content, value):
            return False
    setattr(element, content, value)
    return True


def _draw_keeping_open(element, element_id: str, markup: str) -> None:  # type: ignore[no-untyped-def]
    """Draw ``markup`` into the element, keeping open each card whose rule the player opened
    (a Kitty card chip, `<details data-card>`): it stays open until the player closes it,
    whatever redraws the page meanwhile (the computer's move, the points)."""
    opened = [
        str(card.dataset.card) for card in element.querySelectorAll("details[data-card][open]")
    ]
    if _draw(element, element_id, "innerHTML", markup):
        for code in opened:
            card = element.querySelector(f"details[data-card='{code}']")
            if card is not None:
                card.open = True


# The page's parts made inert while a screen over the page (`aria-modal`, outside a <dialog>)
# is shown: the keyboard and the pointer reach only that screen, as a modal dialog's do.
_inert: list[object] = []


def _keep_modal_alone() -> None:
    """Make everything but the page's open modal screen inert (Kitty's "pass the device": the
    hand behind it must not be reached by Tab), and give it all back once the screen is gone."""
    for element in _inert:
        element.inert = False  # type: ignore[attr-defined]
    _inert.clear()
    modal = document.querySelector("div[aria-modal='true']")
    while modal is not None and modal.tagName != "BODY":
        parent = modal.parentElement
        for index in range(parent.children.length):
            sibling = parent.children.item(index)
            if not sibling.contains(modal) and not sibling.inert:
                sibling.inert = True
                _inert.append(sibling)
        modal = parent


def _mark(name: str) -> None:
    body = document.body
    body.setAttribute(f"data-{name}-ms", str(window.performance.now()))
    body.setAttribute(f"data-{name}", "1")


def _reason(error: Exception) -> str:
    """An exception in words: a JavaScript error reaches MicroPython as the arguments
    (proxy, name, message), of which the player needs the last."""
    texts = [arg for arg in error.args if isinstance(arg, str)]
    return texts[-1] if texts else str(error)


class Storage:
    """`localStorage` through web/storage.js: a JavaScript exception (storage forbidden or full)
    cannot be caught here, as PyScript's MicroPython stops the script instead; those answer. No
    entry longer than a game (`MAX_LENGTH`) ever becomes a Python string."""

    def get(self, key: str) -> str | None:
        value = window.mixtourStorage.get(key, MAX_LENGTH)
        return None if value is None else str(value)

    def set(self, key: str, value: str) -> bool:
        return bool(window.mixtourStorage.set(key, value))

    def remove(self, key: str) -> None:
        window.mixtourStorage.remove(key)

    def keys(self) -> list[str]:
        return [str(key) for key in json.loads(str(window.mixtourStorage.keys()))]

    def size(self, key: str) -> int:
        return int(window.mixtourStorage.size(key))

    def move(self, key: str, new_key: str) -> bool:
        return bool(window.mixtourStorage.move(key, new_key))


def _now() -> str:
    """The date and time now, ISO 8601 in UTC (as stamps in storage)."""
    return str(window.Date.new().toISOString())


class Page:
    """The controller's port: the DOM, the clipboard, downloads and the AI worker."""

    def __init__(self) -> None:
        self._said = ""  # the message box's last sentence that was not a warning

    def show(self, screen: Screen) -> None:
        if screen.board is not None:
            container = _el("board")
            active = document.activeElement
            focused = active is not None and container.contains(active)
            if _draw(container, "board", "innerHTML", screen.board):
                _slide(container)
                if focused:
                    self.focus_square(screen.cursor)
        if screen.title is not None:
            document.title = screen.title
        for element_id, text in screen.text.items():
            _draw(_el(element_id), element_id, "textContent", text)
        focus = None
        for element_id, markup in screen.markup.items():
            if element_id == "moves":
                _show_moves(markup, screen.moves_from)
            else:
                _draw_keeping_open(_el(element_id), element_id, markup)
                if " autofocus" in markup:  # a screen over the page (Kitty's "pass the device")
                    focus = _el(element_id).querySelector("[autofocus]")
        if screen.move_rows:
            _show_move_rows(screen.move_rows)
        for element_id, hidden in screen.hidden.items():
            element = _el(element_id)
            _set_hidden(element, hidden)
            if not hidden and element.getAttribute("role") == "alert":
                # A dialog's error, below its fields: on a phone it would be out of sight.
                element.scrollIntoView(to_js({"block": "nearest"}))
        for element_id, disabled in screen.disabled.items():
            _el(element_id).disabled = disabled
        for element_id, value in screen.values.items():
            _el(element_id).value = value
        for element_id, name, value in screen.attributes:
            _el(element_id).setAttribute(name, value)
        for element_id, name, on in screen.classes:
            classes = _el(element_id).classList
            if on:
                classes.add(name)
            else:
                classes.remove(name)
        _keep_modal_alone()
        if focus is not None:
            focus.focus()

    def drawn_board(self) -> str:
        return str(_el("board").getAttribute("data-drawn") or "")

    def announce(self, text: str, kind: str) -> None:
        announce = _el("announce")
        if kind == "warn":
            # Where the warning shows over the status line (a phone), the box keeps showing the
            # sentence before it (web/style/layout.css): said once in sight, never blank.
            announce.setAttribute("data-before", self._said or announce.getAttribute("data-empty"))
        else:
            self._said = text
        announce.textContent = text
        announce.setAttribute("data-kind", kind)
        # A warning is also shown over the status line, for a phone where #announce is out of
        # sight (web/style/layout.css shows it only there); any other sentence takes it away.
        refusal = _el("refusal")
        refusal.textContent = text if kind == "warn" else ""
        _set_hidden(refusal, kind != "warn" or not text)

    def notice(self, notice: Notice) -> None:
        container = _el("notice")
        old = container.querySelector(f'[data-topic="{notice.topic}"]')
        if old is not None:
            old.remove()
        container.insertAdjacentHTML("beforeend", panels.notice(notice))
        _set_hidden(container, False)
        if notice.lasts:
            item = container.querySelector(f'[data-topic="{notice.topic}"]')
            _spawn(self._dismiss_later(item, notice.topic, notice.lasts))

    async def _dismiss_later(self, item: "Any", topic: str, seconds: int) -> None:
        """Dismiss the notice ``item`` after ``seconds`` (or, while the focus is in it, as soon
        as it leaves), unless a later notice replaced it meanwhile. (Not the pointer: one that
        merely rests where the notice came up would keep it.)"""
        await asyncio.sleep(seconds)
        while item.isConnected and item.matches(":focus-within"):
            await asyncio.sleep(1)
        if item.isConnected:
            self.dismiss_notice(topic)

    def dismiss_notice(self, topic: str) -> None:
        container = _el("notice")
        item = container.querySelector(f'[data-topic="{topic}"]')
        if item is not None:
            item.remove()
        if container.querySelector(".notice-item") is None:
            _set_hidden(container, True)

    def open_dialog(self, name: str) -> None:
        dialog = _el(name)
        if not dialog.open:
            dialog.showModal()

    def close_dialog(self, name: str) -> None:
        _el(name).close()

    def close_dialogs(self) -> None:
        for dialog in document.querySelectorAll("dialog[open]"):
            dialog.close()

    def fill_new_game(self, values: "dict[str, str]") -> None:
        for field in document.querySelectorAll("#new-game-form [name]"):
            name = str(field.name)
            if name not in values:
                continue
            kind = str(field.type)
            if kind == "radio":
                field.checked = str(field.value) == values[name]
            elif kind == "checkbox":
                field.checked = bool(values[name])
            else:
                field.value = values[name]

    def read_new_game(self) -> "dict[str, str]":
        values: dict[str, str] = {}
        for field in document.querySelectorAll("#new-game-form [name]"):
            kind = str(field.type)
            if kind == "radio":
                if field.checked:
                    values[str(field.name)] = str(field.value)
            elif kind == "checkbox":
                values[str(field.name)] = "1" if field.checked else ""
            else:
                values[str(field.name)] = str(field.value)
        return values

    def focus_square(self, name: str) -> None:
        square = _el("board").querySelector(f'[data-square="{name}"], [data-cell="{name}"]')
        if square is not None:
            square.focus()

    def focus(self, element: str) -> None:
        _el(element).focus()

    def reveal(self, element: str) -> None:
        _el(element).scrollIntoView(to_js({"block": "nearest"}))

    def value(self, field: str) -> str:
        return str(_el(field).value)

    def value_length(self, field: str) -> int:
        return int(window.mixtourGuard.valueLength(field))

    def claim_tab(self) -> None:
        window.mixtourTabs.claim(True)

    def draw_diagrams(self, diagrams: "dict[str, str]") -> None:
        for figure in document.querySelectorAll("#rules [data-diagram]"):
            figure.innerHTML = diagrams[str(figure.getAttribute("data-diagram"))]

    def flash(self, markup: str) -> None:
        layer = _el("flash")
        layer.innerHTML = markup
        _spawn(_clear_flash(layer.innerHTML))

    def sound(self, kind: str) -> None:
        window.mixtourSound.play(kind)  # web/sound.js: nothing while sound is off

    def copy(self, text: str, field: str, what: str, status: str) -> None:
        _spawn(_copy(text, field, what, status))

    def toast(self, text: str) -> None:
        toast = _el("toast")
        toast.textContent = text
        _set_hidden(toast, False)
        _spawn(_hide_toast(text))

    def download(self, text: str, filename: str) -> None:
        blob = window.Blob.new(to_js([text]), to_js({"type": "text/plain;charset=utf-8"}))
        url = window.URL.createObjectURL(blob)
        anchor = document.createElement("a")
        anchor.href = url
        anchor.download = filename
        document.body.appendChild(anchor)
        anchor.click()
        anchor.remove()
        _spawn(_revoke_later(url))

    def start_ai(self) -> None:
        ai_worker.start()

    def think(self, request: "dict[str, object]", delay: float) -> None:
        if delay:
            _spawn(ai_worker.think_later(request, delay))
        else:
            ai_worker.ask(request)

    def capture_pointer(self, pointer: object) -> None:
        try:  # noqa: SIM105 (MicroPython has no contextlib)
            _el("board").setPointerCapture(pointer)
        except Exception:  # the pointer may already be gone; the drag still ends on pointerup
            pass

    def move_ghost(self, x: float, y: float) -> None:
        ghost = _el("board").querySelector("#drag-ghost")
        if ghost is not None:
            x, y = _board_point(x, y)
            ghost.setAttribute("transform", f"translate({x:.1f} {y:.1f})")

    def square_at(self, x: float, y: float) -> int | None:
        return spec.square_at(controller.table, *_board_point(x, y))

    def clear_fragment(self) -> None:
        # The query goes too: it holds nothing a player needs, and the tests' hooks in it must
        # not outlive the address they were given in.
        window.history.replaceState(None, "", str(window.location.pathname))

    def page_address(self) -> str:
        location = window.location
        return str(location.origin) + str(location.pathname)

    def today(self) -> str:
        now = window.Date.new()
        return (
            f"{int(now.getFullYear()):04d}-{int(now.getMonth()) + 1:02d}-{int(now.getDate()):02d}"
        )

    def mark(self, name: str, value: str) -> None:
        document.body.setAttribute(f"data-{name}", value)


def _show_moves(markup: str, first_row: int) -> None:
    """The move list (from row ``first_row``); keyboard focus on a move stays on the move
    shown."""
    moves = _el("moves")
    had_focus = _holds_focus(moves)
    if first_row:
        rows = moves.children
        while int(rows.length) > first_row:
            rows.item(int(rows.length) - 1).remove()
        moves.insertAdjacentHTML("beforeend", markup)
    else:
        moves.innerHTML = markup
    _follow_shown_move(moves, had_focus)


def _show_move_rows(rows: "list[tuple[int, str]]") -> None:
    """Rows of the move list drawn again alone (``(row, markup)``); keyboard focus on a move
    stays on the move shown."""
    moves = _el("moves")
    had_focus = _holds_focus(moves)
    children = moves.children
    for row, markup in rows:
        children.item(row).outerHTML = markup
    _follow_shown_move(moves, had_focus)


def _holds_focus(element) -> bool:  # type: ignore[no-untyped-def]
    """Whether keyboard focus is inside ``element``."""
    active = document.activeElement
    return active is not None and bool(element.contains(active))


def _follow_shown_move(moves, had_focus: bool) -> None:  # type: ignore[no-untyped-def]
    """Scroll the move list to the move shown (or the last), and keep keyboard focus there."""
    current = moves.querySelector("[aria-current]")
    if current is None:
        # Reading scrollHeight lays the page out at once: not for a list with no move to show.
        if moves.querySelector(".move.last") is not None:
            moves.scrollTop = moves.scrollHeight
    else:
        # Only the list scrolls (it is positioned, so offsetTop is within it), not the page.
        top = float(current.offsetTop)
        scroll = float(moves.scrollTop)
        height = float(moves.clientHeight)
        if top < scroll or top > scroll + height - float(current.offsetHeight):
            moves.scrollTop = top - height / 2
    if had_focus:
        target = current or moves.querySelector(".move.last")
        if target is not None:
            target.focus()


def _slide(container) -> None:  # type: ignore[no-untyped-def]
    """Moved pieces slide from their origin (`data-slide`, set by board.py) to where they are
    drawn, unless the player asked their system for less motion."""
    if window.matchMedia("(prefers-reduced-motion: reduce)").matches:
        return
    for element in container.querySelectorAll("[data-slide]"):
        dx, dy = str(element.getAttribute("data-slide")).split(" ")
        frames = [{"transform": f"translate({dx}px, {dy}px)"}, {"transform": "none"}]
        element.animate(to_js(frames), to_js({"duration": 250, "easing": "ease-out"}))


def _board_point(x: float, y: float) -> tuple[float, float]:
    """A point of the page as a point of the board's view box."""
    svg = _el("board").querySelector("svg")
    rect = svg.getBoundingClientRect()
    box = svg.viewBox.baseVal
    return (
        float(box.x) + (x - float(rect.left)) * float(box.width) / float(rect.width),
        float(box.y) + (y - float(rect.top)) * float(box.height) / float(rect.height),
    )


async def _clear_flash(markup: str) -> None:
    await asyncio.sleep(1.6)
    layer = _el("flash")
    if layer.innerHTML == markup:
        layer.innerHTML = ""


async def _hide_toast(text: str) -> None:
    await asyncio.sleep(2.5)
    toast = _el("toast")
    if str(toast.textContent) == text:
        _set_hidden(toast, True)


async def _revoke_later(url: str) -> None:
    await asyncio.sleep(30)
    window.URL.revokeObjectURL(url)


async def _copy(text: str, field_id: str, what: str, status: str) -> None:
    """Copy ``text`` to the clipboard; when the browser refuses, show it in ``field_id``, selected,
    for the player to copy by hand (the Save dialog's record box shows only the moves)."""
    copied = False
    try:
        await window.navigator.clipboard.writeText(text)
        copied = True
    except Exception:
        copied = False
    field = _el(field_id)
    if not copied:
        _select(field, text)
        try:
            copied = bool(document.execCommand("copy"))
        except Exception:
            copied = False
    if not copied:
        _select(field, text)
    controller.copied(what, status, copied)


def _select(field, text: str) -> None:  # type: ignore[no-untyped-def]
    """Show ``text`` in ``field`` (a text box, or the Save dialog's record box), selected."""
    if str(field.tagName).lower() == "input":
        field.value = text
        field.focus()
        field.select()
    else:
        field.textContent = text
        window.getSelection().selectAllChildren(field)


class AiWorker:
    """The AI worker, a named PyScript worker running Pyodide (`app/worker.py`): the one place
    the page talks to it, in JSON strings both ways. `start` starts it and waits.

    `index.html` declares the worker inert, in `<template id="ai-worker">`: PyScript starts it
    when `start` puts it in the page, after the page's own start and only once the controller
    needs it (a game against the computer, a hint), so Pyodide never slows the board's start."""

    def __init__(self) -> None:
        self.proxy: Any = None  # once it has answered
        self.tries = 0  # each try is a new worker, named `ai`, then `ai-2`...
        self.script: Any = None  # the current try's worker script

    def start(self) -> None:
        """Start the worker, or start it anew (Try again): a named PyScript worker answers
        its name only once, so each try has its own name, and an earlier try is ended."""
        self.tries += 1
        if self.script is not None:
            if getattr(self.script, "xworker", None) is not None:
                self.script.xworker.terminate()
            self.script.remove()
        _spawn(self._connect(self.tries))
        _spawn(self._watch(self.tries, float(document.body.getAttribute("data-ai-deadline-s"))))

    async def _connect(self, tries: int) -> None:
        script = document.getElementById("ai-worker").content.firstElementChild.cloneNode(True)
        name = "ai" if tries == 1 else f"ai-{tries}"
        script.setAttribute("name", name)
        self.script = script
        document.body.appendChild(script)
        try:
            proxy = await workers[name]
            reply = json.loads(str(await proxy.hello()))
        except Exception as error:  # whatever broke, the player must be told
            window.console.error(f"{spec.name}: the AI worker failed: {error}")
            if tries == self.tries:
                controller.ai_broke(_reason(error))
            return
        if tries != self.tries:
            return  # a later try replaced this one
        self.proxy = proxy
        document.body.setAttribute("data-ai-python", str(reply.get("python", "")))
        document.body.setAttribute("data-ai-perft2", str(reply.get("perft2", "")))
        controller.ai_ready()
        _mark("ai-ready")

    async def _watch(self, tries: int, deadline: float) -> None:
        """Tell the controller every second until the worker has answered (or it gives up)."""
        waited = 0
        while tries == self.tries:
            await asyncio.sleep(1)
            waited += 1
            if tries != self.tries or not controller.ai_waited(waited, deadline):
                return

    async def think_later(self, request: "dict[str, object]", delay: float) -> None:
        await asyncio.sleep(delay)
        self.ask(request)

    def ask(self, request: "dict[str, object]") -> None:
        """Post ``request`` to the worker now, so that it searches while the page goes on
        drawing (a review's progress, the move list), and take the reply when it comes."""
        if not controller.wants(request) or self.proxy is None:
            return  # undone, paused or a new game meanwhile
        started = window.performance.now()
        asked = getattr(self.proxy, spec.worker_call)(json.dumps(request))
        _spawn(self._answer(request, asked, started))

    async def _answer(self, request: "dict[str, object]", asked: "Any", started: float) -> None:
        try:
            reply = json.loads(str(await asked))
        except Exception as error:  # the worker died: tell the player, keep the game
            window.console.error(f"{spec.name}: the AI worker failed: {error}")
            controller.ai_lost(request, _reason(error))
            return
        controller.ai_replied(reply, float(window.performance.now() - started))


async def _import_file(files) -> None:  # type: ignore[no-untyped-def]
    chosen = files.item(0)
    name = str(chosen.name)
    if not controller.import_file(name, float(chosen.size)):
        return
    try:
        text = str(await chosen.text())
    except Exception as error:
        controller.import_file_read(name, None, _reason(error))
        return
    controller.import_file_read(name, text)


# -- events ---------------------------------------------------------------------------------


def _square_of(element) -> int | None:  # type: ignore[no-untyped-def]
    """The board cell of ``element`` (a square of Mixtour's, a cell of Kitty's), if any."""
    cell = element.closest("[data-square], [data-cell]") if element is not None else None
    if cell is None:
        return None
    name = cell.getAttribute("data-square") or cell.getAttribute("data-cell")
    return spec.parse_cell(controller.table, str(name))


def _count_of(element) -> int | None:  # type: ignore[no-untyped-def]
    piece = element.closest("[data-count]")
    return None if piece is None else int(str(piece.getAttribute("data-count")))


def _on_click(event) -> None:  # type: ignore[no-untyped-def]
    target = event.target
    action = target.closest("[data-action]")
    if action is not None:
        data = {}
        for name in ("count", "ply", "key", "kind", "move"):
            value = action.getAttribute("data-" + name)
            if value is not None:
                data[name] = str(value)
        dialog = action.closest("dialog")
        data["dialog"] = "" if dialog is None else str(dialog.id)
        notice = action.closest(".notice-item")
        data["topic"] = "" if notice is None else str(notice.getAttribute("data-topic"))
        controller.act(str(action.getAttribute("data-action")), data)
    elif str(target.tagName).lower() == "dialog":  # its backdrop: a click outside it
        controller.act("close-dialog", {"dialog": str(target.id)})
    elif target.closest("dialog") is not None:
        return
    elif target.closest("#board") is not None:
        controller.input.click_board(_square_of(target), _count_of(target))
    else:
        controller.input.click_elsewhere(target.closest("#count-picker") is not None)


def _on_keydown(event) -> None:  # type: ignore[no-untyped-def]
    document.body.setAttribute("data-input", "keys")  # keyboard focus shows its ring
    target = event.target
    tag = str(target.tagName).lower() if target is not None else ""
    key = Key(
        str(event.key),
        _square_of(target) if target.closest("#board") is not None else None,
        shift=bool(event.shiftKey),
        in_picker=tag == "button" and target.closest("#count-picker") is not None,
        in_field=tag in ("input", "select", "textarea"),
        dialog_open=document.querySelector("dialog[open]") is not None,
        modified=bool(event.ctrlKey or event.metaKey or event.altKey),
        command=bool(event.ctrlKey or event.metaKey) and not event.altKey,
    )
    if controller.input.key(key):
        event.preventDefault()


def _on_focusin(event) -> None:  # type: ignore[no-untyped-def]
    square = _square_of(event.target)
    if square is None:
        return
    controller.input.focused(square)
    # The roving tabindex: the focused square is the board's one tab stop.
    focused = event.target.closest("[data-square], [data-cell]")
    previous = _el("board").querySelector('[tabindex="0"]')
    if previous is not None and previous != focused:
        previous.setAttribute("tabindex", "-1")
    focused.setAttribute("tabindex", "0")


def _on_pointerdown(event) -> None:  # type: ignore[no-untyped-def]
    document.body.setAttribute("data-input", "pointer")  # a tapped square shows no focus ring
    target = event.target
    controller.input.pointer_down(
        int(event.button),
        _square_of(target),
        _count_of(target),
        (float(event.clientX), float(event.clientY)),
        event.pointerId,
    )


def _on_pointermove(event) -> None:  # type: ignore[no-untyped-def]
    if controller.input.pointer_move(float(event.clientX), float(event.clientY)):
        event.preventDefault()


def _on_pointerup(event) -> None:  # type: ignore[no-untyped-def]
    controller.input.pointer_up(float(event.clientX), float(event.clientY))


def _on_change(event) -> None:  # type: ignore[no-untyped-def]
    target = event.target
    if target.id == "speed":
        controller.speed_changed(str(target.value))
    elif target.id == "import-file":
        if target.files is not None and int(target.files.length):
            _spawn(_import_file(target.files))
    elif target.closest("#new-game-form") is not None:
        controller.new_game_changed()


def _on_storage(event) -> None:  # type: ignore[no-untyped-def]
    key = event.key
    # A value far too big to be a game is not read (it would not even become a string here).
    length = int(window.mixtourGuard.newValueLength(event))
    value = str(event.newValue) if 0 <= length <= MAX_LENGTH else None
    controller.storage_changed(None if key is None else str(key), value)


def _bind(target, name: str, handler) -> None:  # type: ignore[no-untyped-def]
    proxy = create_proxy(handler)
    _handlers.append(proxy)
    target.addEventListener(name, proxy)


def _start() -> None:
    query = ""
    test_state = None
    if window.mixtourGuard.testHooks():  # set by the tests only (web/guard.js)
        query = str(window.location.search)
        given = window.URLSearchParams.new(query).get("test-state")
        test_state = None if given is None else str(given)
    address, length = _address()
    controller.start(query, test_state, address or "")
    if address is None:
        controller.link_too_long(length, True)
    controller.tab_changed(str(window.mixtourTabs.state))
    _bind(document, "click", _on_click)
    _bind(document, "keydown", _on_keydown)
    _bind(document, "change", _on_change)
    # `pyscript.window` passed as an argument breaks its method calls (an uncatchable "Illegal
    # invocation" in MicroPython); the same window reached through the document does not.
    page_window = document.defaultView
    _bind(page_window, "hashchange", _on_hashchange)
    _bind(page_window, "mixtour:tab", lambda event: controller.tab_changed(str(event.detail)))
    _bind(page_window, "storage", _on_storage)
    _bind(page_window, "mixtour:before-update", lambda event: controller.autosave())
    # The move list follows the move shown (or the last) when its size changes too: a window
    # resized or a phone turned gives it other widths and taller or shorter rows.
    follow = create_proxy(lambda entries, observer: _follow_shown_move(_el("moves"), False))
    _handlers.append(follow)
    window.ResizeObserver.new(follow).observe(_el("moves"))
    board_element = _el("board")
    _bind(board_element, "focusin", _on_focusin)
    _bind(board_element, "pointerdown", _on_pointerdown)
    _bind(board_element, "pointermove", _on_pointermove)
    _bind(board_element, "pointerup", _on_pointerup)
    _bind(board_element, "pointercancel", lambda event: controller.input.pointer_cancel())
    document.body.setAttribute("data-main-python", sys.implementation.name)
    early = window.mixtourEarlyTap  # a tap on the board before now (web/early.js)
    if early is not None:
        count = early.count
        controller.input.click_board(
            spec.parse_cell(controller.table, str(early.square)),
            None if count is None else int(count),
        )
        # Its mark (web/early.js) goes, on a board the tap left as it was too.
        for kept in _el("board").querySelectorAll(".kept"):
            kept.classList.remove("kept")
    _mark("ready")


def _address() -> "tuple[str | None, int]":
    """The address's fragment and its length; None for a fragment far too long to be a game
    link, which is not read (it would not even become a string here)."""
    length = int(window.mixtourGuard.hashLength())
    if length - 1 > spec.link.MAX_LENGTH:  # - the "#"
        return None, length
    return str(window.location.hash), length


def _on_hashchange(event) -> None:  # type: ignore[no-untyped-def]
    address, length = _address()
    if address is None:
        controller.link_too_long(length, False)
    else:
        controller.address_changed(address)


def run(game: "Spec") -> None:
    """Play ``game`` on this page: the controller, its port and storage, then the start."""
    global spec, controller  # noqa: PLW0603 (the page plays one game, set once here)
    spec = game
    controller = Controller(Page(), Storage(), _now, game)
    _start()


ai_worker = AiWorker()
# The game of this page and its controller, set by `run`.
spec: "Spec" = None  # type: ignore[assignment]
controller: Controller = None  # type: ignore[assignment]
