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
`data-position` (position text of what it shows), `data-turn`, `data-result`, `data-mode`,
`data-thinking` and `data-review` (the move shown while reviewing, else empty).

Games are kept (`saved.py`: autosave to `localStorage` after every change), shared (`link.py`:
the game in the URL's fragment, read at start and on `hashchange`) and exported or imported
(`transfer.py`: records, positions, links; clipboard, download, file).
"""

import asyncio
import json
import sys

from pyscript import document, window, workers
from pyscript.ffi import create_proxy, to_js

from mixtour import SQUARE_NAMES, MixtourError, opponent, parse_square
from mixtour.ui import board, link, panels, saved, transfer, words
from mixtour.ui.options import (
    AI_VS_AI,
    BY_LINK,
    LEVELS,
    MAX_LENGTH,
    SPEEDS,
    TWO_PLAYERS,
    Options,
)
from mixtour.ui.session import AI_FAILED, AI_LOADING, AI_READY, Session, query_hooks


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
        # Autosave: the JSON of the state last written (so unchanged states are not rewritten),
        # and whether storage refused it.
        self.saved_json = ""
        self.save_failed = False
        # An unreadable saved game that storage would not keep aside: never overwritten until
        # the player has downloaded it.
        self.unkept = ""


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
    shown = session.shown()
    focused = _board_has_focus()
    container = _el("board")
    container.innerHTML = board.render(board.table_scene(session, view.cursor, dragging))
    container.setAttribute("data-position", shown.position())
    container.setAttribute("data-turn", shown.turn)
    container.setAttribute("data-result", game.result or "")
    container.setAttribute("data-mode", session.options.mode)
    container.setAttribute("data-review", "" if session.review is None else str(session.review))
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
    _render_moves()
    picker = _el("count-picker")
    picker.innerHTML = panels.count_buttons(session)
    _show("count-picker", session.picked is not None)

    threats = session.threats() if session.human_to_move() else []
    threat = _el("threat")
    threat.textContent = (
        words.threat_sentence(opponent(game.turn), [str(m) for m in threats]) if threats else ""
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

    _render_review()
    _render_records()

    over = game.result is not None and session.review is None
    if over:
        _el("banner-title").textContent = words.result_title(game.result)
        _el("banner-reason").textContent = words.result_reason(
            game.result, game.result_reason, game.target
        )
        _el("banner").setAttribute("data-result", game.result or "")
    _show("banner", over and not view.banner_closed)
    _autosave()


def _render_moves() -> None:
    """The move list; keyboard focus on a move stays on the move shown."""
    moves = _el("moves")
    active = document.activeElement
    had_focus = active is not None and moves.contains(active)
    moves.innerHTML = panels.move_list(session)
    current = moves.querySelector("[aria-current]")
    if current is None:
        moves.scrollTop = moves.scrollHeight
    else:
        # Only the list scrolls (it is positioned, so offsetTop is within it), not the page.
        top = float(current.offsetTop)
        if top < float(moves.scrollTop) or top > float(moves.scrollTop) + float(
            moves.clientHeight
        ) - float(current.offsetHeight):
            moves.scrollTop = top - float(moves.clientHeight) / 2
    if had_focus:
        target = current or moves.querySelector(".move.last")
        if target is not None:
            target.focus()


def _render_review() -> None:
    """The review bar over the board, the replay buttons and the board's look."""
    reviewing = session.review is not None
    total = len(session.game.moves)
    shown = session.shown_ply()
    _show("review-bar", reviewing)
    if reviewing:
        _el("review-text").textContent = words.review_label(shown, total)
    wrap = _el("board-wrap")
    if reviewing:
        wrap.classList.add("reviewing")
    else:
        wrap.classList.remove("reviewing")
    _el("replay-first").disabled = shown == 0
    _el("replay-back").disabled = shown == 0
    _el("replay-forward").disabled = not reviewing
    _el("replay-live").disabled = not reviewing


def _render_records() -> None:
    """ "Send your move" when playing by link and the friend is to move; the autosave line."""
    game = session.game
    waiting = (
        session.options.mode == BY_LINK
        and session.review is None
        and bool(game.moves)
        and (game.result is not None or not session.is_human(game.turn))
    )
    _show("send-move", waiting)
    _show("link-tip", session.options.mode == TWO_PLAYERS and session.review is None)


def _status_state() -> str:
    game = session.game
    if session.review is not None:
        return "review"
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
    layer.innerHTML = board.flash_layer(removal)
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


# -- keeping games: autosave, links, notices -------------------------------------------------


# Storage goes through web/storage.js: a JavaScript exception (storage forbidden or full) cannot
# be caught here, as PyScript's MicroPython stops the script instead; those functions answer.
def _stored(key: str) -> str | None:
    value = window.mixtourStorage.get(key)
    return None if value is None else str(value)


def _store(key: str, value: str) -> bool:
    """Write to storage; False when the browser refuses (no storage, or it is full)."""
    return bool(window.mixtourStorage.set(key, value))


def _unstore(key: str) -> None:
    window.mixtourStorage.remove(key)


def _stored_keys() -> list[str]:
    return [str(key) for key in json.loads(str(window.mixtourStorage.keys()))]


def _now() -> str:
    """The date and time now, ISO 8601 in UTC (as stamps in storage)."""
    return str(window.Date.new().toISOString())


def _today() -> str:
    """Today's local date, ``2026-11-22``."""
    now = window.Date.new()
    return f"{int(now.getFullYear()):04d}-{int(now.getMonth()) + 1:02d}-{int(now.getDate()):02d}"


def _autosave() -> None:
    """Keep the table in storage whenever it changed (reviewing changes nothing)."""
    state = session.state()
    text = json.dumps(state)
    if text == view.saved_json or view.unkept:
        return
    ok = _store(saved.KEY, saved.encode(state, _now()))
    if ok:
        view.saved_json = text
    if ok == view.save_failed:  # the first success after a failure, or the first failure
        view.save_failed = not ok
        _el("autosave").textContent = (
            "Saved in this browser as you play."
            if ok
            else "This browser does not let the page keep the game: use Save game… for a copy."
        )
        _el("autosave").setAttribute("data-state", "saved" if ok else "failed")


def _notice(
    text: str,
    actions: "list[tuple[str, str]]",
    kind: str = "info",
    topic: str = "game",
    key: str = "",
) -> None:
    """A notice at the top of the page with buttons (data-action, label; ``key`` as their
    data-key), shown until dismissed. A later notice on the same ``topic`` replaces it, so an
    unreadable saved game stays reported while links and games come and go."""
    buttons: list[str] = []
    for action, label in actions + [("dismiss-notice", "Dismiss")]:  # noqa: RUF005 (MicroPython)
        primary = ' class="primary"' if not buttons else ""
        buttons.append(
            f'<button type="button"{primary} data-action="{action}" '
            f'data-key="{board.escape(key)}">{label}</button>'
        )
    item = (
        f'<div class="notice-item" data-topic="{topic}" data-kind="{kind}">'
        f'<p>{board.escape(text)}</p><div class="row">{"".join(buttons)}</div></div>'
    )
    container = _el("notice")
    old = container.querySelector(f'[data-topic="{topic}"]')
    if old is not None:
        old.remove()
    container.insertAdjacentHTML("beforeend", item)
    _show("notice", True)


def _dismiss_notice(element) -> None:  # type: ignore[no-untyped-def]
    item = element.closest(".notice-item")
    if item is not None:
        item.remove()
    container = _el("notice")
    if container.querySelector(".notice-item") is None:
        _show("notice", False)


def _restore_saved() -> None:
    """Resume the saved game, if any; an unreadable one is kept aside and reported once."""
    text = _stored(saved.KEY)
    if text is None:
        return
    try:
        state = saved.decode(text)
    except MixtourError as error:
        _keep_unreadable(text, str(error))
        return
    session.load(state)
    view.saved_json = json.dumps(session.state())


def _keep_unreadable(text: str, reason: str) -> None:
    key = saved.unreadable_key(_now())
    if _store(key, text):
        kept = "It is kept in this browser, so you can still download it."
    else:
        key = ""
        view.unkept = text  # not even kept aside: never overwrite it
        kept = "It is left where it was and this game is not saved until you download it."
    _notice(
        f"Your saved game could not be read: {reason}. A new game has started. {kept}",
        [("download-kept", "Download it")],
        "warn",
        "unreadable",
        key,
    )


def _replace_game(state: "dict[str, object]", kind: str) -> None:
    """Open another game (a record, position or link: `transfer.RECORD`, ...); the game it
    replaces is kept as the previous game unless the new one continues it."""
    current = session.state()
    kept = not saved.continues(current, state)
    if kept:
        _store(saved.PREVIOUS_KEY, saved.encode(current, _now()))
    session.load(state)
    view.banner_closed = False
    if kept:
        _notice(
            f"Opened {transfer.WHAT[kind]}. The game you had open is kept: you can go back to it.",
            [("restore-previous", "Back to my game")],
        )
    _after(transfer.opened_sentence(kind, state, session.game))


def _open_link(on_start: bool) -> None:
    """Open the game in the page address's fragment, if there is one, then remove it (so a
    reload resumes the game as it goes on, not the link's)."""
    fragment = link.fragment_of(str(window.location.hash))
    if fragment is None:
        return
    window.history.replaceState(
        None, "", str(window.location.pathname) + str(window.location.search)
    )
    try:
        state = link.read(fragment)
    except MixtourError as error:
        _notice(f"This game link cannot be opened: {error}. Your game is unchanged.", [], "warn")
        if not on_start:
            _announce(f"This game link cannot be opened: {error}.", "warn")
        return
    _replace_game(state, transfer.LINK)


def _restore_previous() -> None:
    text = _stored(saved.PREVIOUS_KEY)
    if text is None:
        _notice("There is no previous game to go back to.", [], "warn")
        return
    try:
        state = saved.decode(text)
    except MixtourError as error:
        _notice(f"The previous game could not be read ({error}).", [], "warn")
        return
    current = session.state()
    _store(saved.PREVIOUS_KEY, saved.encode(current, _now()))  # a swap: either can come back
    session.load(state)
    view.banner_closed = False
    _notice(
        "Back to the game you had open before. The other game is kept too.",
        [("restore-previous", "Switch back")],
    )
    _after(f"Back to your previous game. {session.status_turn(view.ai_state)}")


def _on_storage(event) -> None:  # type: ignore[no-untyped-def]
    """Another tab of this page saved a game: show it here too, so that neither tab saves an
    older game over a newer one."""
    if event.key is None or str(event.key) != saved.KEY or event.newValue is None:
        return
    try:
        state = saved.decode(str(event.newValue))
    except MixtourError:
        return  # that tab reports it
    text = json.dumps(state)
    if text == json.dumps(session.state()):
        return
    session.load(state)
    view.saved_json = json.dumps(session.state())
    view.banner_closed = False
    _after("This game went on in another tab of this page: it is shown here as it stands.")


def _on_hashchange(event) -> None:  # type: ignore[no-untyped-def]
    _close_dialogs()
    _open_link(False)


def _close_dialogs() -> None:
    for dialog in document.querySelectorAll("dialog[open]"):
        dialog.close()


# -- export and import --------------------------------------------------------------------------


def _page_address() -> str:
    """The page's address without query (test hooks) or fragment."""
    location = window.location
    return str(location.origin) + str(location.pathname)


def _share_url() -> str:
    """The link to this game; by link, the link for the other player."""
    return _page_address() + "#" + link.write(link.for_opponent(session.state()))


def _open_export(message: str = "") -> None:
    _el("export-link").value = _share_url()
    _el("export-record").value = transfer.export_record(session, _today())
    _el("export-status").textContent = message
    by_link = session.options.mode == BY_LINK
    _el("export-link-note").textContent = (
        "Send this link to your friend: it opens this game on their device, for them to play "
        "their move and send you a link back."
        if by_link
        else "Whoever opens this link sees this game and can play on from it. The game is in "
        "the link itself: nothing is stored on a server."
    )
    _render_kept()
    dialog = _el("export")
    if not dialog.open:
        dialog.showModal()


def _render_kept() -> None:
    keys = saved.unreadable_keys(_stored_keys())
    items = []
    for key in keys:
        when = key[len(saved.UNREADABLE_PREFIX) :]
        items.append(
            f"<li><span>Found {board.escape(when[:10])} {board.escape(when[11:16])}</span> "
            f'<button type="button" data-action="download-kept" data-key="{board.escape(key)}">'
            "Download</button> "
            f'<button type="button" data-action="delete-kept" data-key="{board.escape(key)}">'
            "Delete</button></li>"
        )
    _el("kept-list").innerHTML = "".join(items)
    _show("kept", bool(keys))


async def _copy(text: str, field_id: str, what: str, status_id: str) -> None:
    """Copy ``text`` to the clipboard; when the browser refuses, select it in ``field_id`` for
    the player to copy by hand."""
    copied = False
    try:
        await window.navigator.clipboard.writeText(text)
        copied = True
    except Exception:
        copied = False
    field = _el(field_id)
    if not copied:
        field.focus()
        field.select()
        try:
            copied = bool(document.execCommand("copy"))
        except Exception:
            copied = False
    if copied:
        message = f"{what} copied."
    else:
        field.focus()
        field.select()
        message = (
            f"This browser did not let the page copy the {what.lower()}: it is selected, "
            "press Ctrl+C (⌘C on a Mac) to copy it."
        )
    _el(status_id).textContent = message
    _announce(message, "event" if copied else "warn")


def _copy_link(from_dialog: bool) -> None:
    url = _share_url()
    if not from_dialog:
        _open_export()
    _el("export-link").value = url
    what = "Link for your friend" if session.options.mode == BY_LINK else "Link"
    _spawn(_copy(url, "export-link", what, "export-status"))


def _download(text: str, filename: str) -> None:
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


def _download_unreadable(key: str) -> None:
    text = view.unkept if not key else _stored(key)
    if text is None:
        return
    _download(text, f"mixtour-unreadable-save-{_today()}.txt")
    if not key and view.unkept:
        view.unkept = ""  # downloaded: the page may save again
        _autosave()


def _open_import() -> None:
    _el("import-error").textContent = ""
    _show("import-error", False)
    _el("import-file").value = ""
    _el("import").showModal()
    _el("import-text").focus()


def _import_text(text: str) -> None:
    try:
        state, kind = transfer.read_game_text(text, session.state())
    except MixtourError as error:
        message = f"{error} Your game is unchanged."
        _el("import-error").textContent = message
        _show("import-error", True)
        _announce(message, "warn")
        return
    _el("import").close()
    _replace_game(state, kind)


async def _import_file(field) -> None:  # type: ignore[no-untyped-def]
    files = field.files
    if files is None or int(files.length) == 0:
        return
    chosen = files.item(0)
    if float(chosen.size) > MAX_LENGTH:
        _el("import-error").textContent = (
            f"{chosen.name} is too big to be a game record ({int(chosen.size)} bytes). "
            "Your game is unchanged."
        )
        _show("import-error", True)
        return
    try:
        text = str(await chosen.text())
    except Exception as error:
        _el("import-error").textContent = f"{chosen.name} could not be read: {_reason(error)}."
        _show("import-error", True)
        return
    _el("import-text").value = text
    _import_text(text)


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
    if session.review is not None:
        _ask_branch()  # a tap on an earlier position: play on from there?
        return
    _after(session.click(square, count), _kind())


def _ask_branch() -> None:
    """The in-page confirmation before playing on from the reviewed position."""
    if session.review is None:
        return
    _el("branch-text").textContent = words.branch_question(session.review, session.later_moves())
    _el("confirm-branch").showModal()


def _review(sentence: str | None) -> None:
    if sentence:
        _after(sentence)


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
        elif session.review is not None:
            _after(session.end_review())
        return
    # Replay: ←/→ step through the moves, Home/End go to the start and back to the game. On the
    # board the arrows move between squares, so there it takes Shift+←/→.
    replay = {"ArrowLeft": -1, "ArrowRight": 1}
    if key in replay and (on_square is None or event.shiftKey):
        if tag == "button" and target.closest("#count-picker") is not None:
            return
        _review(session.review_step(replay[key]))
        event.preventDefault()
        return
    if key == "Home" and on_square is None and session.game.moves:
        _review(session.review_to(0))
        event.preventDefault()
        return
    if key == "End" and on_square is None and session.review is not None:
        _review(session.end_review())
        event.preventDefault()
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
        _new_game()
    elif action == "start":
        _start_from_dialog()
    elif action == "close-dialog":
        element.closest("dialog").close()
    elif action == "dismiss":
        view.banner_closed = True
        render()
    elif action == "rules":
        _open_rules()
    elif action == "goto":
        _review(session.review_to(int(str(element.getAttribute("data-ply")))))
    elif action == "first":
        _review(session.review_to(0))
    elif action == "back":
        _review(session.review_step(-1))
    elif action == "forward":
        _review(session.review_step(1))
    elif action == "live":
        _review(session.end_review())
    elif action == "branch":
        _ask_branch()
    elif action == "branch-confirm":
        _el("confirm-branch").close()
        _after(session.branch())
    elif action == "copy-link":
        _copy_link(element.closest("dialog") is not None)
    elif action == "send-move":
        _copy_link(False)
    elif action == "copy-record":
        _spawn(_copy(_el("export-record").value, "export-record", "Record", "export-status"))
    elif action == "download":
        filename = transfer.record_filename(_today())
        _download(transfer.export_record(session, _today()), filename)
        _el("export-status").textContent = f"Downloaded {filename}."
    elif action == "export":
        _open_export()
    elif action == "import":
        _open_import()
    elif action == "import-open":
        _import_text(str(_el("import-text").value))
    elif action == "dismiss-notice":
        _dismiss_notice(element)
    elif action == "download-kept":
        _download_unreadable(str(element.getAttribute("data-key")))
    elif action == "delete-kept":
        _unstore(str(element.getAttribute("data-key")))
        _render_kept()
        _el("export-status").textContent = "Deleted the unreadable saved game."
    elif action == "restore-previous":
        _restore_previous()
    elif action == "link-mode":
        _open_new_game(BY_LINK)


def _on_change(event) -> None:  # type: ignore[no-untyped-def]
    target = event.target
    if target.id == "speed":
        session.set_speed(str(target.value))
        render()
    elif target.id == "import-file":
        _spawn(_import_file(target))
    elif target.closest("#new-game-form") is not None:
        _sync_dialog()


# -- dialogs --------------------------------------------------------------------------------


def _checked(name: str) -> str:
    return str(document.querySelector(f'#new-game-form input[name="{name}"]:checked').value)


def _check(name: str, value: str) -> None:
    field = document.querySelector(f'#new-game-form input[name="{name}"][value="{value}"]')
    if field is not None:
        field.checked = True


def _open_new_game(mode: str | None = None) -> None:
    options = session.options
    _check("mode", mode or options.mode)
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
    _new_game(options)


def _new_game(options: Options | None = None) -> None:
    """Start again; an unfinished game with moves is kept as the previous game."""
    current = session.state()
    if current["moves"] and session.game.result is None:
        _store(saved.PREVIOUS_KEY, saved.encode(current, _now()))
        _notice(
            "New game started. The unfinished game is kept: you can go back to it.",
            [("restore-previous", "Back to that game")],
        )
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
    _restore_saved()
    if "test-state=" in query:
        state = window.URLSearchParams.new(query).get("test-state")
        session.load(json.loads(str(state)))
    _fill_selects()
    board_element = _el("board")
    _bind(document, "click", _on_click)
    _bind(document, "keydown", _on_keydown)
    _bind(document, "change", _on_change)
    # `pyscript.window` passed as an argument breaks its method calls (an uncatchable "Illegal
    # invocation" in MicroPython); the same window reached through the document does not.
    page_window = document.defaultView
    _bind(page_window, "hashchange", _on_hashchange)
    _bind(page_window, "storage", _on_storage)
    _bind(page_window, "mixtour:before-update", lambda event: _autosave())
    _open_link(True)
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
