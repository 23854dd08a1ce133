"""Page benchmark: how soon the board is playable, and how long the computer takes to answer.

Prints, median (min-max) of RUNS loads in Chromium:

- navigation → board playable: the page's `performance.now()` when it set `data-ready` (the
  board is drawn and its handlers are live), cold (a fresh browser context) and warm (reloads);
  each load is checked by entering a piece with a click.
- the AI's move latency at each level, measured in the page: `data-ai-ms`, the time from the
  page's request to the worker's reply, over MOVES replies to a player who enters pieces.

    make bench            # or: PYTHONPATH=. .venv/bin/python tools/bench_page.py [--runs N]
"""

import argparse
import sys

from playwright.sync_api import Browser, Page, expect, sync_playwright

from search.levels import LEVEL_NAMES
from tools.browser import launch_args
from tools.figures import summary
from tools.serve import SITE, serving

AI_READY_TIMEOUT_MS = 120_000
# Where the benchmark's player enters its pieces, in order, skipping occupied squares.
ENTRIES = ("c3", "b2", "d4", "b4", "d2", "c5", "a1", "e5", "e1", "a5")


def playable(page: Page) -> float:
    """Wait until the board takes moves; check it does; return the page's ready time."""
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=AI_READY_TIMEOUT_MS)
    square = page.locator('#board [data-square="c3"]')
    square.click()
    expect(square).to_have_attribute("data-height", "1")
    return float(page.locator("body").get_attribute("data-ready-ms") or "nan")


def cold(browser: Browser, url: str) -> float:
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    ready = playable(page)
    context.close()
    return ready


def warm(browser: Browser, url: str, runs: int) -> list[float]:
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("body[data-ai-ready='1']", state="attached", timeout=AI_READY_TIMEOUT_MS)
    times = []
    for _ in range(runs):
        page.reload()
        times.append(playable(page))
        # A player reloads a page that has finished loading; reloading while the old page's
        # Pyodide is still compiling would time the two pages fighting over the CPU instead.
        page.wait_for_selector(
            "body[data-ai-ready='1']", state="attached", timeout=AI_READY_TIMEOUT_MS
        )
    context.close()
    return times


def start(page: Page, level: str) -> None:
    """A new game against the computer at ``level``, the benchmark playing White."""
    page.locator(".bar [data-action=new]").click()
    page.locator('#new-game input[name="players"][value="2"]').check()
    page.locator("#ng-seat-0").select_option("person")
    page.locator("#ng-seat-1").select_option(level)
    page.locator("#new-game [data-action=start]").click()


def latencies(page: Page, level: str, moves: int) -> list[float]:
    start(page, level)
    times = []
    for reply in range(1, moves + 1):
        free = next(
            name
            for name in ENTRIES
            if page.locator(f'#board [data-square="{name}"]').get_attribute("data-height") == "0"
        )
        page.locator("body").evaluate("body => body.removeAttribute('data-ai-ms')")
        page.locator(f'#board [data-square="{free}"]').click()
        page.wait_for_function(
            "n => document.querySelectorAll('#moves .move').length >= n"
            " && document.body.dataset.aiMs",
            arg=2 * reply,
            timeout=AI_READY_TIMEOUT_MS,
        )
        times.append(float(page.locator("body").get_attribute("data-ai-ms") or "nan"))
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The game page's responsiveness in Chromium.")
    parser.add_argument("--runs", type=int, default=5, help="loads per figure (default 5)")
    parser.add_argument("--moves", type=int, default=5, help="AI replies per level (default 5)")
    args = parser.parse_args(argv)
    if not (SITE / "index.html").is_file():
        print(f"bench_page: {SITE} is not built; run `make site`", file=sys.stderr)
        return 1

    with serving(SITE) as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_args())
        cold_times = [cold(browser, url) for _ in range(args.runs)]
        warm_times = warm(browser, url, args.runs)
        context = browser.new_context()
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector(
            "body[data-ai-ready='1']", state="attached", timeout=AI_READY_TIMEOUT_MS
        )
        by_level = {level: latencies(page, level, args.moves) for level in LEVEL_NAMES}
        context.close()
        browser.close()

    print(f"the game page {url} in Chromium, median (min-max):")
    print(f"  navigation → board playable, cold (fresh context, {args.runs} loads): ", end="")
    print(summary(cold_times))
    print(f"  navigation → board playable, warm (reload, {args.runs} loads):        ", end="")
    print(summary(warm_times))
    print(f"  AI move latency in the page, request → reply ({args.moves} replies each):")
    for level, times in by_level.items():
        print(f"    {level:10}{summary(times)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
