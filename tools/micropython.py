"""Run the repository's Python under MicroPython in Node (the npm package the site ships), as the
benchmarks of the page's own Python do: one of its scripts, or calls timed one by one as the
page's events make them."""

import os
import subprocess
from collections.abc import Mapping
from pathlib import Path

from tools.trees import run_in

ROOT = Path(__file__).resolve().parent.parent
# A script under MicroPython in Node: the script's path and its arguments follow.
MICROPYTHON = ["node", str(ROOT / "tests" / "runtimes" / "run_micropython.mjs")]


def run_script(
    script: "str | Path",
    *args: str,
    env: "Mapping[str, str] | None" = None,
    timeout: float = 600,
) -> "subprocess.CompletedProcess[str]":
    """Run ``script`` (a path from the repository's root) with ``args``, and ``env`` added to
    the environment, and return what it printed."""
    return subprocess.run(
        [*MICROPYTHON, str(ROOT / script), *args],
        cwd=ROOT,
        env=None if env is None else {**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def calls(tree: Path, setup: str, call: str, count: int) -> "list[str]":
    """What `tools/micropython_calls.mjs` of ``tree`` prints running the statements ``setup``
    once, then ``call`` ``count`` times, each entered from JavaScript as the page's events are:
    each call's processor milliseconds, one a line (`milliseconds` picks them out), among what
    the Python printed, and ``heap BYTES`` last."""
    command = ["node", str(tree / "tools" / "micropython_calls.mjs"), setup, call, str(count)]
    return run_in(tree, command, call)


def milliseconds(lines: "list[str]") -> "list[float]":
    """The times among the lines `calls` returns (or a script's that prints as it does): the
    lines that are a number."""
    return [float(line) for line in lines if line[:1].isdigit()]
