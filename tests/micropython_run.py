"""The tests' runs of the repository's Python under MicroPython in Node, as the page runs it
(tools/micropython.py): a script that must end cleanly, and what it printed."""

from collections.abc import Mapping
from pathlib import Path

from tools.micropython import run_script


def micropython_output(
    script: "str | Path", *args: str, env: "Mapping[str, str] | None" = None, timeout: float = 100
) -> str:
    """What ``script`` (a path from the repository's root) printed under MicroPython, with
    ``args`` and ``env`` added to the environment; it must exit with 0 (else its output is the
    failure's message)."""
    result = run_script(script, *args, env=env, timeout=timeout)
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout
