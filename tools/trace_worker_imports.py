"""Find the standard-library modules the AI worker imports, by tracing it in the page itself.

The site's Pyodide carries only these modules in its `python_stdlib.zip` (see
`tools/build_site.py`, `WORKER_STDLIB`): the full one is 2.6 MB, most of it never imported. This
builds the site with the full library into a temporary folder, makes the worker run
`tools/worker_exercise.py` (a whole game at every level, hints, other options, bad requests and
a formatted traceback) when it starts, loads the page in Chromium, lets the page call the worker
as it does for a player (hello, then a reply to the player's first move), and writes the modules
then loaded that the full library holds to `tools/worker_stdlib.txt`, one per line.

    PYTHONPATH=. .venv/bin/python tools/trace_worker_imports.py

Run it again when the worker's code imports something new: `tests/test_worker_stdlib.py` fails
until then.
"""

import sys
import tempfile
import zipfile
from pathlib import Path

from playwright.sync_api import ConsoleMessage, sync_playwright

from tools.browser import launch_args
from tools.build_site import PYODIDE_DIR, ROOT, WORKER_STDLIB, build, stdlib_modules
from tools.serve import serving

MARKER = "MODULES:"
# Printed by the worker after it starts and after every call the page makes.
TRACER = f"""

def _trace_modules() -> None:
    import sys as _sys

    print({MARKER!r} + " ".join(sorted(_sys.modules)))


def _traced(function):  # type: ignore[no-untyped-def]
    def call(*args):  # type: ignore[no-untyped-def]
        try:
            return function(*args)
        finally:
            _trace_modules()

    return call


for _name in __export__:
    globals()[_name] = _traced(globals()[_name])

from tools.worker_exercise import exercise as _exercise

_exercise()
_trace_modules()
"""


def traced_site(out: Path) -> None:
    """The site with the full standard library and a worker that reports its modules."""
    build(ROOT, out, trim_stdlib=False)
    worker = out / "mixtour" / "ai" / "worker.py"
    worker.write_text(worker.read_text(encoding="utf-8") + TRACER, encoding="utf-8")
    # The exercise is a tool, not part of the package: add it to what the worker unpacks.
    with zipfile.ZipFile(out / "mixtour.zip", "a") as archive:
        archive.write(ROOT / "tools" / "__init__.py", "tools/__init__.py")
        archive.write(ROOT / "tools" / "worker_exercise.py", "tools/worker_exercise.py")


def trace(site: Path) -> set[str]:
    """The modules the worker had loaded after the exercise and the page's calls."""
    seen: set[str] = set()

    def on_console(message: ConsoleMessage) -> None:
        if message.text.startswith(MARKER):
            seen.update(message.text.removeprefix(MARKER).split())

    with sync_playwright() as playwright, serving(site) as url:
        browser = playwright.chromium.launch(**launch_args())
        context = browser.new_context(service_workers="block")
        page = context.new_page()
        page.on("console", on_console)
        page.goto(url)
        page.wait_for_selector("body[data-ai-ready='1']", state="attached", timeout=180_000)
        before = len(seen)
        page.click("[data-square='c3']")  # the player's first move; the computer replies
        page.wait_for_function("document.querySelectorAll('#moves [data-ply]').length >= 2")
        page.wait_for_timeout(500)
        browser.close()
    if not seen or len(seen) == before == 0:
        raise SystemExit("trace_worker_imports: the worker reported no modules")
    return seen


def main() -> int:
    full = ROOT / PYODIDE_DIR / "python_stdlib.zip"
    with zipfile.ZipFile(full) as archive:
        in_stdlib = stdlib_modules(archive.namelist())
    with tempfile.TemporaryDirectory() as folder:
        site = Path(folder) / "_site"
        traced_site(site)
        loaded = trace(site)
    needed = sorted(name for name in loaded if name in in_stdlib)
    WORKER_STDLIB.write_text("".join(f"{name}\n" for name in needed), encoding="utf-8")
    print(f"{len(needed)} of the {len(in_stdlib)} modules in {full.name}: {WORKER_STDLIB}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
