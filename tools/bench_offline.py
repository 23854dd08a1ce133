"""Offline benchmark: how long the built site takes to start from its service worker's cache.

One visit fills the cache (`<body data-offline-ready="1">`), then the server is stopped and the
page reloaded RUNS times. Prints navigation → `data-ready` (the page's handlers are live) and
navigation → `data-ai-ready` (the AI worker answered), median (min-max), as the page's own
`performance.now()` when it set each marker, and how long the first visit took to cache the site.

    make bench            # or: PYTHONPATH=. .venv/bin/python tools/bench_offline.py [--runs N]
"""

import argparse
import sys
import time

from playwright.sync_api import Page, sync_playwright

from tools.browser import launch_args
from tools.figures import summary
from tools.serve import SITE, serving

TIMEOUT_MS = 120_000


def marker_ms(page: Page, name: str) -> float:
    page.wait_for_selector(f"body[data-{name}='1']", state="attached", timeout=TIMEOUT_MS)
    return float(page.locator("body").get_attribute(f"data-{name}-ms") or "nan")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Offline start-up times of the built site.")
    parser.add_argument("--runs", type=int, default=5, help="offline reloads (default 5)")
    parser.add_argument("--prefix", default="/", help="sub-path to serve the site under")
    args = parser.parse_args(argv)
    if not (SITE / "index.html").is_file():
        print(f"bench_offline: {SITE} is not built; run `make site`", file=sys.stderr)
        return 1

    ready: list[float] = []
    ai_ready: list[float] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_args())
        context = browser.new_context()
        page = context.new_page()
        with serving(SITE, prefix=args.prefix) as url:
            started = time.perf_counter()
            page.goto(url)
            page.wait_for_selector(
                "body[data-offline-ready='1']", state="attached", timeout=TIMEOUT_MS
            )
            cached_s = time.perf_counter() - started
            marker_ms(page, "ai-ready")  # let the first visit finish before the server goes
        for _ in range(args.runs):
            page.reload()
            ready.append(marker_ms(page, "ready"))
            ai_ready.append(marker_ms(page, "ai-ready"))
        browser.close()

    print(f"offline start of {url} (server stopped, service worker cache), {args.runs} reloads:")
    print(f"  navigation -> data-ready     {summary(ready)}")
    print(f"  navigation -> data-ai-ready  {summary(ai_ready)}")
    print(f"  first visit -> everything cached: {cached_s:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
