"""The AI worker's entry script (Pyodide, in a web worker; see `ai.toml`).

The page calls the names in `__export__` as `await ai.name(...)`. Arguments and results are JSON
strings: a dict would arrive on the other side as a proxy, text arrives as text.
"""

import json
import sys

import mixtour


def hello() -> str:
    """Answer the page's first call: which Python runs here, and an engine check."""
    return json.dumps(
        {
            "python": f"{sys.implementation.name} {sys.version.split()[0]}",
            "perft2": mixtour.perft(mixtour.Game(), 2),
        }
    )


__export__ = ["hello"]
