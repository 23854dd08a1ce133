"""Reading a JSON request to an AI worker, whatever the game: each field reader gives the field's
value, None when it is absent, or a ValueError naming the field and what it must be; `answer`
turns a request into its reply.
"""

import json
from collections.abc import Callable


def wrong(name: str, kind: str, value: object) -> ValueError:
    """The error for field ``name`` holding ``value`` where ``kind`` was expected."""
    return ValueError(f"field {name!r} must be {kind}, not {value!r}")


def text(request: dict[str, object], name: str) -> str | None:
    value = request.get(name)
    if value is not None and not isinstance(value, str):
        raise wrong(name, "text", value)
    return value


def whole(request: dict[str, object], name: str) -> int | None:
    value = request.get(name)
    if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
        raise wrong(name, "a whole number", value)
    return value


def number(request: dict[str, object], name: str) -> float | None:
    value = request.get(name)
    if value is not None and (isinstance(value, bool) or not isinstance(value, int | float)):
        raise wrong(name, "a number", value)
    return value


def capped_budget(
    request: dict[str, object], most_seconds: float, most_iterations: int
) -> tuple[float | None, int | None]:
    """The request's ``seconds`` and ``iterations``, each capped at the strongest level's (the
    most seconds and iterations any level searches): neither a page's test hook nor a tampered
    request can make the worker think for ever."""
    seconds = number(request, "seconds")
    iterations = whole(request, "iterations")
    return (
        None if seconds is None else min(seconds, most_seconds),
        None if iterations is None else min(iterations, most_iterations),
    )


def answer(request_json: str, reply: Callable[[dict[str, object]], dict[str, object]]) -> str:
    """The JSON reply to one JSON request, which ``reply`` answers once read as an object; never
    raises for a bad request, since an exception would surface in the page as a JavaScript
    error. A ValueError (the engines' errors are ValueErrors too) is the request's fault; any
    other exception a bug, reported all the same so that the page can say so and go on."""
    try:
        request = json.loads(request_json)
    except (TypeError, ValueError) as error:
        return json.dumps({"id": None, "ok": False, "error": f"the request is not JSON: {error}"})
    if not isinstance(request, dict):
        return json.dumps({"id": None, "ok": False, "error": "the request must be a JSON object"})
    try:
        answered = reply(request)
    except ValueError as error:
        answered = {"id": request.get("id"), "ok": False, "error": str(error)}
    except Exception as error:
        answered = {"id": request.get("id"), "ok": False, "error": f"internal error: {error!r}"}
    return json.dumps(answered)
