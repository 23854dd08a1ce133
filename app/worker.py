"""The site's AI worker entry script (Pyodide, in a web worker; see `ai.toml`), for both games:
it belongs to neither game's package, and each game's page calls its own function (its spec's
``worker_call``).

The page calls the names in `__export__` as `await ai.name(...)`. Arguments and results are JSON
strings: a dict would arrive on the other side as a proxy, text arrives as text. `think` answers
Mixtour's requests (`mixtour.ai.protocol`), `think_kitty` Kitty Stack Tower's (`kitty.ai.protocol`).
"""

import json
import sys

import mixtour
from kitty.ai import protocol as kitty_protocol
from mixtour.ai import protocol
from mixtour.ai.levels import LEVELS
from search.levels import DEFAULT_LEVEL


def hello() -> str:
    """Answer the page's first call: which Python runs here, an engine check, and the AI's
    levels (name, description, seconds at most per move) with the default, for a level picker."""
    return json.dumps(
        {
            "python": f"{sys.implementation.name} {sys.version.split()[0]}",
            "perft2": mixtour.perft(mixtour.Game(), 2),
            "levels": [
                {"name": level.name, "description": level.description, "seconds": level.seconds}
                for level in LEVELS.values()
            ],
            "default_level": DEFAULT_LEVEL,
        }
    )


# The computer's move and its analysis: one JSON request in, one JSON reply out, never an
# exception.
think = protocol.think
think_kitty = kitty_protocol.think


__export__ = ["hello", "think", "think_kitty"]
