"""The JSON the Kitty page sends the AI worker (`app/worker.py`, ``think_kitty``), and
the JSON it gets back.

A request is one JSON object:

``id``
    Any JSON value; the reply echoes it.
``start``
    The position text the game started from (required): an empty board in the placement phase
    (``Game(players).position()``) or a random setup (``Game(players, seed=...).position()``).
    With the Objective Cards it names every hand, as the page's game knows them; the computer
    reads only what the player deciding has seen (its own cards, the revealed ones, and what
    the moves showed it) and searches deals of the rest (`kitty.ai.player`).
``moves``
    The moves played since ``start``, in Kitty notation (default: none); the whole history,
    since repetition and what each player has seen of the cards depend on it. The reply is for
    the player who decides now (`kitty.Game.turn`: with cards, the partner answering a
    proposal or giving a card).
``level``, or one of ``seconds`` and ``iterations``
    How long to think (default: the default level); see `kitty.ai.analyse`. A budget beyond the
    strongest level's (`MOST_ITERATIONS`, `MOST_SECONDS`) searches that level's.
``seed``
    An integer to make an iteration budget reproducible (default: fresh randomness).

The reply is ``{"id": ..., "ok": true, "position": ..., "move": ..., "win_probability": ...,
"shares": {"red": ..., ...}, "principal_variation": [...], "iterations": ..., "proven": ...,
"seconds": ...}``: the position the move is for, the move in notation, the mover's estimated
share of the game (win 1, shared win split, loss 0), every colour's, the expected line, the
iterations, ``proven`` (``"win"`` or ``"loss"`` for the mover when the search has proven it,
else null: always null while Kitty's search runs without the solver) and the time taken.
Anything wrong with the request gives ``{"id": ..., "ok": false, "error": "..."}``; ``id`` is
null when the request could not be read.
"""

import time

from kitty import Game
from kitty.ai.player import LEVELS, TWO_LEVELS, analyse
from search.request import answer, capped_budget, text, whole, wrong

FIELDS = ("id", "start", "moves", "level", "seconds", "iterations", "seed")
# No request searches longer than the strongest level of any game (two players' `expert` reads
# the most nodes; see `search.request.capped_budget`).
_ALL_LEVELS = [*LEVELS.values(), *TWO_LEVELS.values()]
MOST_ITERATIONS = max(level.iterations for level in _ALL_LEVELS)
MOST_SECONDS = max(level.seconds for level in _ALL_LEVELS)


def _reply(request: dict[str, object]) -> dict[str, object]:
    unknown = sorted(name for name in request if name not in FIELDS)
    if unknown:
        raise ValueError(f"unknown field {unknown[0]!r}: expected only {', '.join(FIELDS)}")
    start = text(request, "start")
    if start is None:
        raise ValueError("field 'start' is required: the position text the game started from")
    moves = request.get("moves", [])
    if not isinstance(moves, list) or not all(isinstance(move, str) for move in moves):
        raise wrong("moves", "a list of moves in notation", moves)
    game = Game.from_position(start)
    for move in moves:
        game.play(move)
    seconds, iterations = capped_budget(request, MOST_SECONDS, MOST_ITERATIONS)
    started = time.perf_counter()
    analysis = analyse(
        game,
        level=text(request, "level"),
        seconds=seconds,
        iterations=iterations,
        seed=whole(request, "seed"),
    )
    reply: dict[str, object] = {"id": request.get("id"), "ok": True, "position": game.position()}
    reply.update(analysis.as_dict(game.format_move(analysis.move)))
    reply["seconds"] = round(time.perf_counter() - started, 3)
    return reply


def think(request_json: str) -> str:
    """Answer one JSON request with one JSON reply (see the module's description); never raises
    for a bad request."""
    return answer(request_json, _reply)
