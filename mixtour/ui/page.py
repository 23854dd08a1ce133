"""The page's main thread (MicroPython): the only module here that touches `pyscript` or `js`.

It binds the page's events once, on containers that are never re-rendered (reading the
`data-square`, `data-count` and `data-action` attributes of whatever was clicked), turns them into
calls on a `Session` (`session.py`: every decision about what a click means), renders the board
(`board.py`) and the panels (`panels.py`), speaks through the ARIA live region (`words.py`), and
asks the AI worker for moves and hints with JSON, dropping replies to stale requests.

Markers on `<body>` for players' scripts and tests: `data-ready="1"` once the board is drawn and
its handlers are live, `data-ai-ready="1"` once the AI worker has answered, each preceded by
`data-ready-ms`/`data-ai-ready-ms`, the page's `performance.now()` at that moment;
`data-ai-ms`, the last AI move's time from request to reply in the page. `#board` carries
`data-position` (position text), `data-turn`, `data-result`, `data-mode` and `data-thinking`.
"""

import asyncio
import json
import sys

from pyscript import document, window, workers
from pyscript.ffi import create_proxy

from mixtour import SQUARE_NAMES, parse_square
from mixtour.ui import board, panels, words
from mixtour.ui.session import (
    AI_FAILED,
    AI_LOADING,
    AI_READY,
    AI_VS_AI,
    LEVELS,
    SPEEDS,
    Options,
    Session,
    query_hooks,
)


class _View:
    """What the page keeps besides the session: the worker, keyboard focus, a drag under way."""

    def __init__(self) -> None:
        self.ai = None  # the worker's proxy, once it has answered
        self.ai_state = AI_LOADING
        self.cursor = 12  # the square that keyboard focus returns to (c3)
        # A press on a stack that may become a drag: origin, count, x, y, started, pointer id.
        self.drag: list[object] | None = None
        self.suppress_click = False  # the click that ends a drag was handled as a drop
        self.banner_closed = False
        self.diagrams_drawn = False
        self.handlers: list[object] = []  # keeps the event proxies alive
        self.tasks: list[object] = []  # keeps running tasks referenced


session = Session()
view = _View()


def _spawn(coroutine) -> None:  # type: ignore[no-untyped-def]
    view.tasks = [task for task in view.tasks if not task.done()]  # type: ignore[attr-defined]
    view.tasks.append(asyncio.create_task(coroutine))


def _el(element_id: str):  # type: ignore[no-untyped-def]
    return document.getElementById(element_id)


def _show(element_id: str, shown: bool) -> None:
    element = _el(element_id)
    if shown:
        element.removeAttribute("hidden")
    else:
        element.setAttribute("hidden", "")


def _mark(name: str) -> None:
    body = document.body
    body.setAttribute(f"data-{name}-ms", str(window.performance.now()))
    body.setAttribute(f"data-{name}", "1")


def _announce(text: str | None, kind: str = "event") -> None:
    """Say ``text`` in the live region (it is also the visible line under the status)."""
    if text:
        announce = _el("announce")
        announce.textContent = text
        announce.setAttribute("data-kind", kind)


# -- rendering ------------------------------------------------------------------------------


def _board_has_focus() -> bool:
    active = document.activeElement
    return active is not None and _el("board").contains(active)


def render(dragging: bool = False) -> None:
    """Draw everything from the session; keyboard focus stays on the same square."""
    game = session.game
    focused = _board_has_focus()
    container = _el("board")
    container.innerHTML = board.render(board.table_scene(session, view.cursor, dragging))
    container.setAttribute("data-position", game.position())
    container.setAttribute("data-turn", game.turn)
    container.setAttribute("data-result", game.result or "")
    container.setAttribute("data-mode", session.options.mode)
    session.fresh = False  # the arriving pieces drop in once, not at every re-render
    if session.flash is not None:
        _flash()
    if focused:
        _focus_cursor()
    render_panels()


def render_panels() -> None:
    """Draw everything but the board (whose pieces may still be moving into place)."""
    game = session.game
    _el("board").setAttribute("data-thinking", "1" if session.thinking() else "")
    document.title = session.title()
    _el("players").innerHTML = panels.players(session)
    _el("mode-line").textContent = session.mode_line()
    status = _el("status")
    status.textContent = session.status_turn(view.ai_state)
    status.setAttribute("data-state", _status_state())
    moves = _el("moves")
    moves.innerHTML = panels.move_list(session)
    moves.scrollTop = moves.scrollHeight
    picker = _el("count-picker")
    picker.innerHTML = panels.count_buttons(session)
    _show("count-picker", session.picked is not None)

    threats = session.threats() if session.human_to_move() else []
    threat = _el("threat")
    threat.textContent = (
        words.threat_sentence(words.other(game.turn), [str(m) for m in threats]) if threats else ""
    )
    _show("threat", bool(threats))

    watching = session.options.mode == AI_VS_AI
    _show("watch-controls", watching)
    pause = _el("pause")
    pause.textContent = "Resume" if session.paused else "Pause"
    pause.setAttribute("aria-pressed", "true" if session.paused else "false")
    _el("speed").value = session.options.speed
    _el("undo").disabled = not session.can_undo()
    _el("redo").disabled = not session.can_redo()
    hint = _el("hint")
    hint.disabled = not (session.ask_hint() and view.ai is not None)
    hint.textContent = "Thinking…" if session.pending_kind == "hint" else "Hint"

    over = game.result is not None
    if over:
        _el("banner-title").textContent = words.result_title(game.result)
        _el("banner-reason").textContent = words.result_reason(
            game.result, game.result_reason, game.target
        )
        _el("banner").setAttribute("data-result", game.result or "")
    _show("banner", over and not view.banner_closed)


def _status_state() -> str:
    game = session.game
    if game.result is not None:
        return "over"
    if session.ai_error or (view.ai_state == AI_FAILED and not session.is_human(game.turn)):
        return "error"
    if session.human_to_move():
        return "your-turn"
    return "waiting"


def _flash() -> None:
    """Animate the removed stack once, in its own layer, so re-renders do not restart it."""
    removal = session.flash
    session.flash = None
    if removal is None:
        return
    layer = _el("flash")
    layer.innerHTML = board.flash_layer(removal.square, removal.letters, removal.owner)
    _spawn(_clear_flash(layer.innerHTML))


async def _clear_flash(markup: str) -> None:
    await asyncio.sleep(1.6)
    layer = _el("flash")
    if layer.innerHTML == markup:
        layer.innerHTML = ""


def _focus_cursor() -> None:
    name = SQUARE_NAMES[view.cursor]
    square = _el("board").querySelector(f'[data-square="{name}"]')
    if square is not None:
        square.focus()


def _kind() -> str:
    """How to show the latest sentence: a warning when it explains a refused attempt."""
    return "warn" if session.note else "event"


def _after(sentence: str | None, kind: str = "event") -> None:
    """After anything changed the table: forced passes, render, announce, maybe ask the AI."""
    sentences = [sentence] if sentence else []
    while True:
        passed = session.forced_pass()
        if not passed:
            break
        sentences.append(passed)
    if session.game.result is None:
        view.banner_closed = False
    render()
    if sentences:
        _announce(" ".join(sentences), kind)
    _pump()


# -- the AI ---------------------------------------------------------------------------------


def _pump() -> None:
    """Ask the AI for a move when it is its turn and nothing is pending."""
    if view.ai is None or session.pending is not None or not session.ai_to_move():
        return
    request = session.ai_request("move")
    render_panels()
    _spawn(_think(request, session.delay()))


async def _think(request: dict[str, object], delay: float) -> None:
    if delay:
        await asyncio.sleep(delay)
    if session.pending != request["id"] or view.ai is None:
        return  # undone, paused or a new game meanwhile
    started = window.performance.now()
    try:
        reply_text = await view.ai.think(json.dumps(request))
        reply = json.loads(str(reply_text))
    except Exception as error:  # the worker died: tell the player, keep the game
        window.console.error(f"mixtour: the AI worker failed: {error}")
        reply = {"id": request["id"], "ok": False, "error": _reason(error)}
    elapsed = window.performance.now() - started
    kind = session.pending_kind
    sentence = session.ai_reply(reply)
    if sentence is None:
        return  # stale
    if kind == "move":
        document.body.setAttribute("data-ai-ms", str(round(elapsed)))
    _after(sentence, "error" if session.ai_error else ("hint" if kind == "hint" else "event"))


def _ask_hint() -> None:
    if view.ai is None or not session.ask_hint():
        return
    request = session.ai_request("hint")
    render_panels()
    _announce("Looking for a good move…", "hint")
    _spawn(_think(request, 0.0))


async def _connect_ai() -> None:
    try:
        ai = await workers["ai"]
        reply = json.loads(str(await ai.hello()))
    except Exception as error:  # whatever broke, the player must be told
        window.console.error(f"mixtour: the AI worker failed: {error}")
        _ai_failed(f"The AI failed to load ({_reason(error)}). Two players can still play.")
        return
    # Even after the deadline's message: a late AI is better than none.
    view.ai = ai
    view.ai_state = AI_READY
    document.body.setAttribute("data-ai-python", str(reply.get("python", "")))
    document.body.setAttribute("data-ai-perft2", str(reply.get("perft2", "")))
    ai_status = _el("ai-status")
    ai_status.setAttribute("data-state", "ready")
    _el("ai-status-text").textContent = "AI ready."
    _mark("ai-ready")
    render()
    _pump()


def _reason(error: Exception) -> str:
    """An exception in words: a JavaScript error reaches MicroPython as the arguments
    (proxy, name, message), of which the player needs the last."""
    texts = [arg for arg in error.args if isinstance(arg, str)]
    return texts[-1] if texts else str(error)


def _ai_failed(message: str) -> None:
    view.ai_state = AI_FAILED
    ai_status = _el("ai-status")
    ai_status.setAttribute("data-state", "error")
    _el("ai-status-text").textContent = message
    render()


async def _watch_ai_loading(seconds: float) -> None:
    # A worker whose runtime cannot be fetched or compiled hangs without an error event.
    waited = 0
    while waited < seconds:
        await asyncio.sleep(1)
        waited += 1
        if view.ai_state != AI_LOADING:
            return
        _el("ai-status-text").textContent = f"AI is loading… {waited} s"
    if view.ai_state == AI_LOADING:
        _ai_failed(
            f"The AI has not started after {seconds:g} s. Reload the page to try again; "
            "two players can still play."
        )


# -- events ---------------------------------------------------------------------------------


def _square_of(element) -> int | None:  # type: ignore[no-untyped-def]
    square = element.closest("[data-square]") if element is not None else None
    if square is None:
        return None
    return parse_square(str(square.getAttribute("data-square")))


def _count_of(element) -> int | None:  # type: ignore[no-untyped-def]
    piece = element.closest("[data-count]")
    if piece is None:
        return None
    return int(str(piece.getAttribute("data-count")))


def _on_click(event) -> None:  # type: ignore[no-untyped-def]
    target = event.target
    action = target.closest("[data-action]")
    if action is not None:
        _do(str(action.getAttribute("data-action")), action)
        return
    if target.closest("dialog") is not None:
        return
    if target.closest("#board") is not None:
        if view.suppress_click:  # the end of a drag, already handled
            view.suppress_click = False
            return
        square = _square_of(target)
        if square is None:
            if session.cancel():
                render()
            return
        _click_square(square, _count_of(target))
        return
    if session.picked is not None and target.closest("#count-picker") is None:
        session.cancel()
        render()


def _click_square(square: int, count: int | None) -> None:
    view.cursor = square
    _after(session.click(square, count), _kind())


def _on_keydown(event) -> None:  # type: ignore[no-untyped-def]
    if document.querySelector("dialog[open]") is not None:
        return
    key = str(event.key)
    target = event.target
    tag = str(target.tagName).lower() if target is not None else ""
    if tag in ("input", "select", "textarea") or event.ctrlKey or event.metaKey or event.altKey:
        return
    on_square = _square_of(target) if target.closest("#board") is not None else None
    if key == "Escape":
        if session.cancel():
            render()
            _announce("Put the pieces back.", "event")
        return
    if key in ("1", "2", "3", "4"):
        count = int(key)
        if session.picked is not None:
            _after(session.choose_count(count), _kind())
        elif on_square is not None and session.game.height(on_square):
            _click_square(on_square, count)
        else:
            return
        event.preventDefault()
        return
    if on_square is None:
        return
    steps = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, 1), "ArrowDown": (0, -1)}
    if key in steps:
        file_step, rank_step = steps[key]
        file = min(4, max(0, on_square % 5 + file_step))
        rank = min(4, max(0, on_square // 5 + rank_step))
        view.cursor = file + 5 * rank
        _focus_cursor()  # `_on_focusin` moves the roving tabindex along
        event.preventDefault()
    elif key in ("Enter", " ", "Spacebar"):
        _click_square(on_square, None)
        _focus_cursor()
        event.preventDefault()


def _on_focusin(event) -> None:  # type: ignore[no-untyped-def]
    square = _square_of(event.target)
    if square is None:
        return
    view.cursor = square
    focused = event.target.closest("[data-square]")
    previous = _el("board").querySelector('[tabindex="0"]')
    if previous is not None and previous != focused:
        previous.setAttribute("tabindex", "-1")
    focused.setAttribute("tabindex", "0")


def _board_point(event) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    svg = _el("board").querySelector("svg")
    rect = svg.getBoundingClientRect()
    x = (float(event.clientX) - float(rect.left)) * board.SIZE / float(rect.width)
    y = (float(event.clientY) - float(rect.top)) * board.SIZE / float(rect.height)
    return x, y


def _on_pointerdown(event) -> None:  # type: ignore[no-untyped-def]
    view.suppress_click = False
    view.drag = None
    if int(event.button) != 0 or not session.human_to_move():
        return
    square = _square_of(event.target)
    if square is None or not session.game.height(square):
        return
    count = _count_of(event.target)
    if count is None and square == session.picked:
        count = session.count
    view.drag = [square, count, float(event.clientX), float(event.clientY), False, event.pointerId]


def _on_pointermove(event) -> None:  # type: ignore[no-untyped-def]
    drag = view.drag
    if drag is None:
        return
    if not drag[4]:
        dx = float(event.clientX) - float(drag[2])  # type: ignore[arg-type]
        dy = float(event.clientY) - float(drag[3])  # type: ignore[arg-type]
        if dx * dx + dy * dy < 64:
            return
        drag[4] = True
        session.pick(drag[0], drag[1])  # type: ignore[arg-type]
        if session.picked is None:
            view.drag = None
            return
        drag[1] = session.count
        render(dragging=True)
        try:  # noqa: SIM105 (MicroPython has no contextlib)
            _el("board").setPointerCapture(drag[5])
        except Exception:  # the pointer may already be gone; the drag still ends on pointerup
            pass
    ghost = _el("board").querySelector("#drag-ghost")
    if ghost is not None:
        x, y = _board_point(event)
        ghost.setAttribute("transform", f"translate({x:.1f} {y:.1f})")
    event.preventDefault()


def _on_pointerup(event) -> None:  # type: ignore[no-untyped-def]
    drag = view.drag
    view.drag = None
    if drag is None or not drag[4]:
        return
    view.suppress_click = True
    x, y = _board_point(event)
    target = board.square_at(x, y)
    origin, count = drag[0], drag[1]
    _after(session.drop(origin, count, target), _kind())  # type: ignore[arg-type]


def _on_pointercancel(event) -> None:  # type: ignore[no-untyped-def]
    if view.drag is not None and view.drag[4]:
        session.cancel()
        render()
    view.drag = None


def _do(action: str, element) -> None:  # type: ignore[no-untyped-def]
    if action == "count":
        _after(session.choose_count(int(str(element.getAttribute("data-count")))), _kind())
    elif action == "undo":
        view.banner_closed = False
        _after(session.undo())
    elif action == "redo":
        _after(session.redo())
    elif action == "hint":
        _ask_hint()
    elif action == "pause":
        session.pause(not session.paused)
        _after("Paused." if session.paused else "Resumed.")
    elif action == "new":
        _open_new_game()
    elif action == "again":
        view.banner_closed = False
        _after(session.new_game())
    elif action == "start":
        _start_from_dialog()
    elif action == "close-dialog":
        element.closest("dialog").close()
    elif action == "dismiss":
        view.banner_closed = True
        render()
    elif action == "rules":
        _open_rules()


def _on_change(event) -> None:  # type: ignore[no-untyped-def]
    target = event.target
    if target.id == "speed":
        session.set_speed(str(target.value))
        render()
    elif target.closest("#new-game-form") is not None:
        _sync_dialog()


# -- dialogs --------------------------------------------------------------------------------


def _checked(name: str) -> str:
    return str(document.querySelector(f'#new-game-form input[name="{name}"]:checked').value)


def _check(name: str, value: str) -> None:
    field = document.querySelector(f'#new-game-form input[name="{name}"][value="{value}"]')
    if field is not None:
        field.checked = True


def _open_new_game() -> None:
    options = session.options
    _check("mode", options.mode)
    _check("human", options.human)
    _check("target", str(options.target))
    _check("reserve", str(options.reserve))
    _el("ng-level").value = options.level
    _el("ng-speed").value = options.speed
    _el("ng-repetition").checked = options.repetition_draw
    _sync_dialog()
    _el("new-game").showModal()


def _sync_dialog() -> None:
    """Show only the fields the chosen mode uses."""
    mode = _checked("mode")
    for field in document.querySelectorAll("#new-game-form [data-modes]"):
        modes = str(field.getAttribute("data-modes")).split(" ")
        if mode in modes:
            field.removeAttribute("hidden")
        else:
            field.setAttribute("hidden", "")


def _start_from_dialog() -> None:
    options = Options(
        mode=_checked("mode"),
        human=_checked("human"),
        level=str(_el("ng-level").value),
        target=int(_checked("target")),
        reserve=int(_checked("reserve")),
        repetition_draw=bool(_el("ng-repetition").checked),
        speed=str(_el("ng-speed").value),
    )
    _el("new-game").close()
    view.banner_closed = False
    _after(session.new_game(options))


def _open_rules() -> None:
    if not view.diagrams_drawn:
        for figure in document.querySelectorAll("#rules [data-diagram]"):
            figure.innerHTML = board.diagram(str(figure.getAttribute("data-diagram")))
        view.diagrams_drawn = True
    _el("rules").showModal()


def _bind(target, name: str, handler) -> None:  # type: ignore[no-untyped-def]
    proxy = create_proxy(handler)
    view.handlers.append(proxy)
    target.addEventListener(name, proxy)


def _fill_selects() -> None:
    _el("ng-level").innerHTML = "".join(
        f'<option value="{level}">{words.level_label(level)}</option>' for level in LEVELS
    )
    speeds = "".join(
        f'<option value="{speed}">{words.level_label(speed)}</option>' for speed in SPEEDS
    )
    _el("ng-speed").innerHTML = speeds
    _el("speed").innerHTML = speeds


def _start() -> None:
    query = str(window.location.search)
    hooks = query_hooks(query)
    session.ai_iterations = hooks.get("ai-iterations")
    session.ai_seed = hooks.get("ai-seed")
    if "test-state=" in query:
        state = window.URLSearchParams.new(query).get("test-state")
        session.load(json.loads(str(state)))
    _fill_selects()
    board_element = _el("board")
    _bind(document, "click", _on_click)
    _bind(document, "keydown", _on_keydown)
    _bind(document, "change", _on_change)
    _bind(board_element, "focusin", _on_focusin)
    _bind(board_element, "pointerdown", _on_pointerdown)
    _bind(board_element, "pointermove", _on_pointermove)
    _bind(board_element, "pointerup", _on_pointerup)
    _bind(board_element, "pointercancel", _on_pointercancel)
    _after(None)  # a restored table may start with a forced pass
    document.body.setAttribute("data-main-python", sys.implementation.name)
    _mark("ready")


_start()
_ai_deadline_s = float(document.body.getAttribute("data-ai-deadline-s"))
_spawn(_connect_ai())
_spawn(_watch_ai_loading(_ai_deadline_s))
