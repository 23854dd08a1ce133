"""Run one of the repository's scripts under MicroPython in Node (the npm package the site
ships), as the benchmarks of the page's own Python do."""

import subprocess
from pathlib import Path

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
