"""The page's main thread (MicroPython): the only module here that touches `pyscript` or `js`.

It marks readiness on `<body>` for players' scripts and tests: `data-ready="1"` once the page's
handlers are live and `data-ai-ready="1"` once the AI worker has answered, each preceded by
`data-ready-ms`/`data-ai-ready-ms`, the page's `performance.now()` at that moment.
"""

import asyncio
import json

from pyscript import document, window, workers

import mixtour


def _show(element_id: str, text: str) -> None:
    document.getElementById(element_id).textContent = text


def _set_status(text: str, state: str) -> None:
    status = document.getElementById("status")
    status.textContent = text
    status.setAttribute("data-state", state)


def _mark(name: str) -> None:
    body = document.body
    body.setAttribute(f"data-{name}-ms", str(window.performance.now()))
    body.setAttribute(f"data-{name}", "1")


async def _connect_ai() -> None:
    try:
        ai = await workers["ai"]
        reply = json.loads(await ai.hello())
    except Exception as error:  # whatever broke, the player must be told
        window.console.error(f"mixtour: the AI worker failed: {error}")
        _set_status("The AI failed to load. Reload the page to try again.", "error")
        return
    _show("engine-worker", str(reply["perft2"]))
    _set_status("AI ready.", "ready")
    _mark("ai-ready")


async def _watch_ai_deadline(seconds: float) -> None:
    # A worker whose runtime cannot be fetched or compiled hangs without an error event.
    await asyncio.sleep(seconds)
    if document.body.getAttribute("data-ai-ready") is None:
        _set_status(
            f"The AI has not started after {seconds:g} s. Reload the page to try again.", "error"
        )


_set_status("AI is loading…", "loading")
_show("engine-main", str(mixtour.perft(mixtour.Game(), 2)))
_mark("ready")
_ai_deadline_s = float(document.body.getAttribute("data-ai-deadline-s"))
_tasks = [
    asyncio.create_task(_connect_ai()),
    asyncio.create_task(_watch_ai_deadline(_ai_deadline_s)),
]
