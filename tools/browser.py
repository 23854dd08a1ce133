"""How the tests and benchmarks launch Chromium: Debian's build, quiet on a closed network."""

import os
from pathlib import Path
from typing import Any

# `playwright install` downloads a browser and cannot here; Debian's `chromium` package works.
CHROMIUM = Path(os.environ.get("CHROMIUM", "/usr/bin/chromium"))

CHROMIUM_ARGS = (
    "--no-sandbox",
    "--disable-gpu",
    # No update checks, sync, field trials or QUIC probes: nothing leaves the machine.
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
)


def launch_args() -> dict[str, Any]:
    """Keyword arguments for Playwright's `browser_type.launch()`."""
    if not CHROMIUM.is_file():
        raise FileNotFoundError(
            f"no Chromium at {CHROMIUM}: run `make test` (it installs Debian's chromium) "
            "or set CHROMIUM to a Chromium binary"
        )
    return {"executable_path": str(CHROMIUM), "args": list(CHROMIUM_ARGS)}
