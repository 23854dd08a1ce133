"""Run the repository's Python under MicroPython in Node (the npm package the site ships), as the
benchmarks of the page's own Python do: one of its scripts, or calls timed one by one as the
page's events make them."""

import subprocess
from pathlib import Path

from tools.trees import run_in

ROOT = Path(__file__).resolve().parent.parent


def run_script(script: str) -> "subprocess.CompletedProcess[str]":
    """Run ``script`` (a path from the repository's root) and return what it printed."""
    return subprocess.run(
        ["node", str(ROOT / "tests" / "runtimes" / "run_micropython.mjs"), str(ROOT / script)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
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
