"""Everything the AI worker does for the page, once: what `tools/trace_worker_imports.py` traces
(inside the page's real worker) and what `tests/test_worker_stdlib.py` replays under Pyodide with
the site's trimmed standard library, so that a module the worker needs cannot be left out.

It calls the worker's exported functions as the page does, with JSON text: `hello`, a move at
every level, a whole game of computer moves with hints, requests from other starts and options
and for three players, a move of Kitty Stack Tower, and bad requests of every kind (which the
worker answers with an error, not an exception). It also formats a traceback, as PyScript does
when Python code fails. Run as a script, it prints the modules then loaded, one per line, after
`MODULES:`.
"""

import json
import sys
import traceback

from app import worker
from kitty import Game

# Small budgets: the point is to reach every code path, not to play well.
ITERATIONS = 40


def _think(request: dict[str, object]) -> dict[str, object]:
    reply: dict[str, object] = json.loads(worker.think(json.dumps(request)))
    return reply


def exercise() -> int:
    """Run the worker through its paths; return how many requests were answered."""
    hello = json.loads(worker.hello())
    levels = [level["name"] for level in hello["levels"]]
    answered = 0
    for level in levels:
        answered += bool(_think({"moves": ["c3", "b2"], "level": level, "seed": 1})["ok"])
    moves: list[str] = []
    ply = 0
    while True:
        reply = _think({"id": ply, "moves": moves, "iterations": ITERATIONS, "seed": ply})
        answered += 1
        if not reply["ok"]:
            break  # the game is over: the worker says so
        budget = {"id": f"hint {ply}", "moves": moves, "iterations": ITERATIONS, "seed": 1}
        answered += bool(_think(budget)["ok"])
        moves.append(str(reply["move"]))
        ply += 1
    requests: list[dict[str, object]] = [
        {"start": "a1=rrr,d4=rw w 19/16 0/0 -", "target": 2, "seconds": 0.05},
        {"start": "- w 25/25 0/0 -", "repetition_draw": False, "iterations": ITERATIONS},
        {"moves": ["c3", "b2", "c3-b2"], "iterations": ITERATIONS, "seed": 2},
        {"start": "- w 15/15/15 0/0/0 -", "moves": ["c3", "b2"], "level": "beginner"},
    ]
    for request in requests:
        answered += bool(_think(request)["ok"])
    kitty = {"start": Game(3, seed=1).position(), "moves": ["pass"], "level": "beginner"}
    answered += bool(json.loads(worker.think_kitty(json.dumps(kitty)))["ok"])
    answered += not json.loads(worker.think_kitty('{"moves": []}'))["ok"]
    for bad in ("not json", "[]", '{"level": "grandmaster"}', '{"moves": ["z9"]}', '{"x": 1}'):
        answered += not json.loads(worker.think(bad))["ok"]
    try:
        raise RuntimeError("a traceback, formatted as PyScript formats one")
    except RuntimeError:
        traceback.format_exc()
    return answered


if __name__ == "__main__":
    print(f"{exercise()} requests answered")
    print("MODULES:")
    for name in sorted(sys.modules):
        print(name)
