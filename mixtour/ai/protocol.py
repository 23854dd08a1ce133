"""The JSON the page sends the AI worker, and the JSON it gets back.

A request is one JSON object:

``id``
    Any JSON value; the reply echoes it, so the page can drop a reply that arrives for a
    position it no longer shows (the player undid a move or started a new game).
``start``
    The position text the game started from (default: the standard start ``- w 20/20 0/0 -``;
    the reserve option is in it, e.g. ``- w 25/25 0/0 -``). A position of three players (e.g.
    ``- w 15/15/15 0/0/0 -``) is a game of Mixtour à trois, searched by the max-n playout search.
``moves``
    The moves played since ``start``, in notation (default: none). The whole history is sent
    because threefold repetition depends on it; a page that sends only the current position
    as ``start`` gets a move that ignores earlier repetitions.
``target``, ``repetition_draw``
    The game's options (default 1 and true).
``level``, or one of ``seconds`` and ``iterations``
    How long to think (default: the default level); see `mixtour.ai.analyse`. A budget beyond
    the strongest level's (`MOST_ITERATIONS`, `MOST_SECONDS`) searches that level's.
``seed``
    An integer to make an iteration budget reproducible (default: fresh randomness).

The reply is ``{"id": ..., "ok": true, "position": ..., "move": ..., "win_probability": ...,
"principal_variation": [...], "iterations": ..., "proven": ..., "seconds": ...}``: ``position``
is the text of the position the move is for, ``move`` its notation, the rest the analysis of
`mixtour.ai.Analysis` and the time taken; with three players ``win_probability`` is the
mover's share of the game and ``shares`` gives every colour's (``{"white": ..., "red": ...,
"blue": ...}``). Anything wrong with the request (bad JSON, an unknown field, a bad position or
move, a finished game) gives ``{"id": ..., "ok": false, "error": "..."}`` instead; ``id`` is
null when the request could not be read.
"""

import time

from mixtour import START, Game
from mixtour.ai.levels import LEVELS
from mixtour.ai.player import analyse
from search.request import answer, capped_budget
from search.request import text as _text
from search.request import whole as _whole
from search.request import wrong as _wrong

FIELDS = (
    "id",
    "start",
    "moves",
    "target",
    "repetition_draw",
    "level",
    "seconds",
    "iterations",
    "seed",
)

# No request searches longer than the strongest level: neither a page's test hook nor a tampered
# request can make the worker think for ever.
MOST_ITERATIONS = max(level.iterations for level in LEVELS.values())
MOST_SECONDS = max(level.seconds for level in LEVELS.values())


def _game(request: dict[str, object]) -> Game:
    repetition_draw = request.get("repetition_draw", True)
    if not isinstance(repetition_draw, bool):
        raise _wrong("repetition_draw", "true or false", repetition_draw)
    moves = request.get("moves", [])
    if not isinstance(moves, list) or not all(isinstance(move, str) for move in moves):
        raise _wrong("moves", "a list of moves in notation", moves)
    target = _whole(request, "target")
    game = Game.from_position(
        _text(request, "start") or START, 1 if target is None else target, repetition_draw
    )
    for move in moves:
        game.play(move)
    return game


def _reply(request: dict[str, object]) -> dict[str, object]:
    unknown = sorted(name for name in request if name not in FIELDS)
    if unknown:
        raise ValueError(f"unknown field {unknown[0]!r}: expected only {', '.join(FIELDS)}")
    game = _game(request)
    seconds, iterations = capped_budget(request, MOST_SECONDS, MOST_ITERATIONS)
    started = time.perf_counter()
    level = _text(request, "level")
    seed = _whole(request, "seed")
    reply: dict[str, object] = {"id": request.get("id"), "ok": True, "position": game.position()}
    analysis = analyse(game, level=level, seconds=seconds, iterations=iterations, seed=seed)
    reply.update(analysis.as_dict(str(analysis.move), shares=game.players > 2))
    reply["seconds"] = round(time.perf_counter() - started, 3)
    return reply


def think(request_json: str) -> str:
    """Answer one JSON request with one JSON reply (see the module's description); never raises
    for a bad request, since an exception would surface in the page as a JavaScript error."""
    return answer(request_json, _reply)
