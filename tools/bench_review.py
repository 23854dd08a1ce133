"""Benchmark the game review: how long the worker takes to analyse every position of a 60-ply
game at the review's budget (Mixtour's spec's ``review`` budget), one JSON request at a time
as the page sends them (`mixtour.ai.protocol.think`). Target: under 15 s in Pyodide, the AI
worker's runtime (issue 17), with the page drawing at least 30 frames a second meanwhile.

The game is the computer against itself at a small budget, seeded (a seed whose standard game,
to 1 point, lasts 90 plies), so it is the same game in every run; its first 60 plies are
reviewed. Under CPython (`make bench`) the bench
then runs itself under Pyodide in Node, and last reviews the same game in the built page in
Chromium (Review the game, until the page says the review is done), counting animation frames
as `tests/test_ai_browser.py` does.

    make bench            # or: PYTHONPATH=. .venv/bin/python tools/bench_review.py

With ``--against DIR`` (another built site, e.g. an older commit's ``_site``) the page part runs
in both sites, alternately, ``ROUNDS`` times each, and prints the ratio of their medians: the
fair comparison on a machine whose load changes from minute to minute.
"""

import json
import statistics
import subprocess
import sys
import time
from pathlib import Path
from random import Random
from typing import Any
from urllib.parse import quote

from mixtour import Game
from mixtour.ai import protocol
from mixtour.ai.player import PLAYER
from mixtour.ui.options import Options
from mixtour.ui.spec import SPEC
from search.levels import PLAYOUTS
from table.model import Table
from table.review import Review

REVIEW_ITERATIONS = SPEC.budget("review", 2)

ROOT = Path(__file__).resolve().parent.parent
PLIES = 60
TARGET_SECONDS = 15.0
ROUNDS = 5


SEED = 9000
# The page's test hooks act only where this global is set before it loads (tests/conftest.py).
TEST_HOOKS = "window.mixtourTestHooks = true;"


def sixty_plies() -> Game:
    """The playout search against itself (100 iterations a move, seeded), cut at 60 plies."""
    game = Game()
    while len(game.moves) < PLIES and game.result is None:
        search = PLAYER.search(game, PLAYOUTS, Random(SEED + len(game.moves)))
        search.run(iterations=100)
        game.push(search.best_move())
    return game


def review_seconds(game: Game) -> tuple[float, int, float]:
    """Seconds to review ``game``, the requests it took, and the slowest request's seconds."""
    table = Table(SPEC, Options(), ("person", "person"))
    table.game = game
    subject = Review(table)
    asked = 0
    slowest = 0.0
    started = time.perf_counter()
    while True:
        request = subject.next_request()
        if request is None:
            break
        asked += 1
        request["id"] = asked
        one = time.perf_counter()
        subject.record(json.loads(protocol.think(json.dumps(request))))
        slowest = max(slowest, time.perf_counter() - one)
    return time.perf_counter() - started, asked, slowest


def main() -> int:
    in_pyodide = sys.platform == "emscripten"
    runtime = f"{'Pyodide' if in_pyodide else 'CPython'} {sys.version.split()[0]}"
    game = sixty_plies()
    seconds, asked, slowest = review_seconds(game)
    met = "met" if seconds < TARGET_SECONDS else "MISSED"
    verdict = f" (target < {TARGET_SECONDS:.0f} s: {met})" if in_pyodide else ""
    print(
        f"review, {runtime}: {len(game.moves)} plies at {REVIEW_ITERATIONS} iterations,"
        f" {asked} requests in {seconds:.1f} s ({seconds / asked:.2f} s each, slowest"
        f" {slowest:.2f} s){verdict}",
        flush=True,
    )
    if in_pyodide:
        return 0
    runner = ROOT / "tests" / "runtimes" / "run_pyodide.mjs"
    ran = subprocess.run(
        ["node", str(runner), __file__], check=False, capture_output=True, text=True
    )
    print(ran.stdout, end="", flush=True)
    if ran.returncode:
        print(ran.stderr, end="", file=sys.stderr)
        return ran.returncode
    in_node = _seconds_said(ran.stdout)
    from tools.serve import SITE  # noqa: PLC0415 (only this part needs it)

    sites = [SITE]
    if "--against" in sys.argv:
        sites.append(Path(sys.argv[sys.argv.index("--against") + 1]).resolve())
    for site in sites:
        if not (site / "index.html").is_file():
            print(f"bench_review: {site} is not built; run `make site`", file=sys.stderr)
            return 1
    times: dict[Path, list[float]] = {site: [] for site in sites}
    for _ in range(ROUNDS if len(sites) > 1 else 1):
        for site in sites:
            times[site].append(in_the_page(game, in_node, site))
    if len(sites) > 1:
        this, other = (statistics.median(times[site]) for site in sites)
        print(
            f"in the page, median of {ROUNDS} alternate runs: this build {this:.1f} s,"
            f" {sites[1]} {other:.1f} s: {other / this:.2f}x faster",
            flush=True,
        )
    return 0


def _seconds_said(line: str) -> float:
    """The seconds in the Pyodide run's line: ``... 95 requests in 5.1 s (...``."""
    return float(line.split(" requests in ", 1)[1].split(" s", 1)[0])


# Counts animation frames from the click on Review the game until the page announces the end.
REVIEW_WHILE_COUNTING_FRAMES = """async () => {
    let frames = 0;
    let counting = true;
    const tick = () => { if (counting) { frames += 1; requestAnimationFrame(tick); } };
    requestAnimationFrame(tick);
    const started = performance.now();
    document.querySelector('#game-review').click();
    const announce = document.querySelector('#announce');
    while (!announce.textContent.startsWith('Review done')) {
        await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    counting = false;
    return { frames, seconds, points: document.querySelectorAll('#review-graph .point').length };
}"""


def in_the_page(game: Game, in_node: float, site: Path) -> float:
    """Review ``game`` in the page built in ``site``, in Chromium; print and return the
    seconds, print the frames a second and the time against ``in_node``, the same review's
    seconds under Pyodide in Node (the worker's search alone: the ratio is the page's
    overhead, steadier than the seconds on a shared machine)."""
    from playwright.sync_api import sync_playwright  # noqa: PLC0415 (only this part needs it)

    from tools.browser import launch_args  # noqa: PLC0415
    from tools.serve import serving  # noqa: PLC0415

    state = {"version": 1, "mode": "two", "moves": [str(move) for move in game.moves]}
    with serving(site) as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_args())
        context = browser.new_context()
        context.add_init_script(TEST_HOOKS)  # ?test-state= acts only with it (web/guard.js)
        page = context.new_page()
        page.goto(f"{url}?test-state={quote(json.dumps(state))}")
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=120_000)
        # The worker starts first (its start is the page's benchmark's), then the review runs.
        page.locator("[data-action=hint]").click()
        page.wait_for_selector("body[data-ai-ready='1']", state="attached", timeout=120_000)
        page.wait_for_function(
            "document.querySelector('#announce').textContent.startsWith('Hint')", timeout=60_000
        )
        # The page's main thread's busy time (CDP's TaskDuration, CPU seconds of its tasks): the
        # page's own share of the review, which the machine's load does not inflate as much.
        cdp = context.new_cdp_session(page)
        cdp.send("Performance.enable")
        busy = _task_seconds(cdp.send("Performance.getMetrics"))
        found = page.evaluate(REVIEW_WHILE_COUNTING_FRAMES)
        busy = _task_seconds(cdp.send("Performance.getMetrics")) - busy
        browser.close()
    seconds = float(found["seconds"])
    met = "met" if seconds < TARGET_SECONDS and found["frames"] / seconds >= 30 else "MISSED"
    print(
        f"review in the page ({site.parent.name}/{site.name}): {len(game.moves)} plies in"
        f" {seconds:.1f} s ({seconds / in_node:.2f}x Pyodide in Node just before), the page's"
        f" main thread busy {busy:.2f} s,"
        f" {found['frames'] / seconds:.0f} frames/s meanwhile, {found['points']} points in the"
        f" graph (target < {TARGET_SECONDS:.0f} s at >= 30 frames/s: {met})",
        flush=True,
    )
    return seconds


def _task_seconds(metrics: "dict[str, Any]") -> float:
    values = {item["name"]: item["value"] for item in metrics["metrics"]}
    return float(values["TaskDuration"])


if __name__ == "__main__":
    sys.exit(main())
