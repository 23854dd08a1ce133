"""Kitty Stack Tower's page (kitty.html), main thread in MicroPython: the only module of the
page that touches `pyscript` or `js`.

It binds the page's events once, on the document, hands them to the `Controller`
(kitty/ui/controller.py) as plain values, and shows the `Screen` it answers: the board's SVG,
the texts, the buttons that are off, a dialog or a download it asks for. It decides nothing.

Computer seats are played by the site's AI worker (Pyodide, `mixtour/ai/worker.py`, its
`think_kitty`), declared inert in `<template id="ai-worker">` and started only when a seat is the
computer's, so it never slows the page's start.

Markers for tests and players' scripts: `<body data-ready="1">` (and `data-ready-ms`, the page's
`performance.now()` then) once the board takes clicks, `data-ai-ready="1"` once the worker has
answered; `#board` carries `data-position` (the position text of what it shows) and
`data-result` (empty while the game goes on).
"""

import asyncio
import json
import sys

from pyscript import document, window, workers
from pyscript.ffi import create_proxy, to_js

from kitty.ui.controller import Controller, Screen

_handlers: list[object] = []
_tasks: list[object] = []


def _el(element_id: str):  # type: ignore[no-untyped-def]
    return document.getElementById(element_id)


def _spawn(coroutine) -> None:  # type: ignore[no-untyped-def]
    _tasks[:] = [task for task in _tasks if not task.done()]  # type: ignore[attr-defined]
    _tasks.append(asyncio.create_task(coroutine))


class Storage:
    """`localStorage` through web/storage.js, which answers instead of throwing (MicroPython
    cannot catch a JavaScript exception)."""

    def get(self, key: str) -> str | None:
        value = window.mixtourStorage.get(key)
        return None if value is None else str(value)

    def set(self, key: str, value: str) -> bool:
        return bool(window.mixtourStorage.set(key, value))


def show(screen: Screen) -> None:
    box = _el("board")
    active = document.activeElement
    focused = active is not None and box.contains(active)
    box.innerHTML = screen.board
    box.setAttribute("data-position", screen.position)
    box.setAttribute("data-result", screen.result)
    if focused:
        cell = box.querySelector('[tabindex="0"]')
        if cell is not None:
            cell.focus()
    _el("status").textContent = screen.status
    _el("status").setAttribute("data-state", "over" if screen.result else "play")
    message = _el("message")
    message.textContent = screen.message
    message.setAttribute("data-kind", screen.message_kind)
    _el("players").innerHTML = screen.players
    moves = _el("moves")
    moves.innerHTML = screen.moves
    moves.scrollTop = moves.scrollHeight
    _el("choice").innerHTML = screen.choice
    for element_id, disabled in screen.disabled.items():
        _el(element_id).disabled = disabled
    if screen.dialog == "record":
        _el("record-text").value = screen.record
        _open("record")
    if screen.download is not None:
        _download(*screen.download)
    ai_worker.serve()


def _open(name: str) -> None:
    dialog = _el(name)
    if not dialog.open:
        dialog.showModal()


def _download(filename: str, text: str) -> None:
    blob = window.Blob.new(to_js([text]), to_js({"type": "text/plain;charset=utf-8"}))
    url = window.URL.createObjectURL(blob)
    anchor = document.createElement("a")
    anchor.href = url
    anchor.download = filename
    document.body.appendChild(anchor)
    anchor.click()
    anchor.remove()
    _spawn(_revoke_later(url))


async def _revoke_later(url: str) -> None:
    await asyncio.sleep(30)
    window.URL.revokeObjectURL(url)


class AiWorker:
    """The AI worker: started when a seat is first the computer's, then asked for each of the
    computer's moves, in JSON strings both ways (kitty.ai.protocol)."""

    def __init__(self) -> None:
        self.proxy: object = None
        self.started = False

    def serve(self) -> None:
        """Start the worker if a seat needs it; ask it for a move if the computer is to move."""
        if not controller.needs_ai():
            return
        if not self.started:
            self.started = True
            controller.ai_state("starting")
            _spawn(self._connect())
            return
        if self.proxy is None:
            return
        request = controller.ai_request()
        if request is not None:
            _spawn(self._think(request))

    async def _connect(self) -> None:
        declared = _el("ai-worker")
        document.body.appendChild(declared.content.cloneNode(True))
        try:
            proxy = await workers["ai"]
            await proxy.hello()
        except Exception as error:  # whatever broke, the player is told and plays on
            texts = [arg for arg in error.args if isinstance(arg, str)]
            controller.ai_state("broken", texts[-1] if texts else str(error))
            show(controller.screen())
            return
        self.proxy = proxy
        controller.ai_state("ready")
        document.body.setAttribute("data-ai-ready", "1")
        show(controller.screen())

    async def _think(self, request: "dict[str, object]") -> None:
        await asyncio.sleep(0.3)  # so that each move is seen when computers play in a row
        try:
            answer = await self.proxy.think_kitty(json.dumps(request))  # type: ignore[attr-defined]
        except Exception as error:
            texts = [arg for arg in error.args if isinstance(arg, str)]
            controller.ai_state("broken", texts[-1] if texts else str(error))
            show(controller.screen())
            return
        controller.ai_replied(json.loads(str(answer)))
        show(controller.screen())


def _show_rules() -> None:
    box = _el("rules-diagrams")
    if not box.innerHTML.strip():
        from kitty.ui.diagrams import figures  # noqa: PLC0415 - drawn when first asked for

        box.innerHTML = figures()
    _open("rules")


def _page_action(name: str, element) -> bool:  # type: ignore[no-untyped-def]
    """The buttons that only open or close a dialog; True when `name` was one."""
    if name == "open-new":
        _open("new-game")
    elif name == "rules":
        _show_rules()
    elif name == "open-record":
        _el("record-text").value = ""
        _open("record")
    elif name == "close-dialog":
        element.closest("dialog").close()
    else:
        return False
    return True


def _form() -> "dict[str, str]":
    names = ("players", "side", "setup", "seat0", "seat1", "seat2", "seat3")
    data = {name: str(_el("ng-" + name).value) for name in names}
    data["seed"] = str(int(window.Math.random() * 4294967295))
    return data


def _on_click(event) -> None:  # type: ignore[no-untyped-def]
    target = event.target
    button = target.closest("[data-action]")
    if button is not None:
        name = str(button.getAttribute("data-action"))
        if _page_action(name, button):
            return
        data: dict[str, str] = {}
        if name == "new":
            data = _form()
            _el("new-game").close()
        elif name == "import":
            # Its length first, through JavaScript: several megabytes would not fit in
            # MicroPython as one string (web/guard.js).
            if not controller.text_fits(int(window.mixtourGuard.valueLength("record-text"))):
                show(controller.screen())
                return
            data["text"] = str(_el("record-text").value)
            _el("record").close()
        elif name == "choose":
            data["kind"] = str(button.getAttribute("data-kind"))
        controller.act(name, data)
        show(controller.screen())
        return
    cell = target.closest("#board [data-cell]")
    if cell is not None:
        controller.click(str(cell.getAttribute("data-cell")))
        show(controller.screen())


def _on_keydown(event) -> None:  # type: ignore[no-untyped-def]
    target = event.target
    tag = str(target.tagName).lower() if target is not None else ""
    if tag in ("input", "select", "textarea") or document.querySelector("dialog[open]"):
        return
    on_board = target is not None and target.closest("#board") is not None
    command = bool(event.ctrlKey or event.metaKey) and not event.altKey
    if controller.key(str(event.key), on_board, command, bool(event.shiftKey)):
        event.preventDefault()
        show(controller.screen())
        if on_board:
            cell = _el("board").querySelector('[tabindex="0"]')
            if cell is not None:
                cell.focus()


def _on_change(event) -> None:  # type: ignore[no-untyped-def]
    target = event.target
    if target.id == "import-file" and target.files is not None and int(target.files.length):
        _spawn(_import_file(target.files.item(0)))


async def _import_file(chosen) -> None:  # type: ignore[no-untyped-def]
    if controller.file_chosen(float(chosen.size)):
        text = str(await chosen.text())
        _el("record").close()
        controller.act("import", {"text": text})
    show(controller.screen())


def _bind(target, name: str, handler) -> None:  # type: ignore[no-untyped-def]
    proxy = create_proxy(handler)
    _handlers.append(proxy)
    target.addEventListener(name, proxy)


def _start() -> None:
    controller.start()
    show(controller.screen())
    _bind(document, "click", _on_click)
    _bind(document, "keydown", _on_keydown)
    _bind(document, "change", _on_change)
    document.body.setAttribute("data-main-python", sys.implementation.name)
    document.body.setAttribute("data-ready-ms", str(window.performance.now()))
    document.body.setAttribute("data-ready", "1")


ai_worker = AiWorker()
controller = Controller(Storage())
_start()
