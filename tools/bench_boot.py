"""Boot benchmark: how long the built site takes to become usable in Chromium.

Prints navigation → `data-ready` (the page's handlers are live, MicroPython) and navigation →
`data-ai-ready` (the Pyodide worker answered), median of RUNS loads, cold (a fresh browser
context: empty cache) and warm (reloads in one context), and the bytes a cold load transfers.
Cold loads run with service workers blocked (see `cold_boot`); warm ones with the service worker.
The times are the page's own `performance.now()` when it set each marker (`data-*-ms`), so they
count from the start of navigation and include nothing of Playwright's polling.

    make bench            # or: PYTHONPATH=. .venv/bin/python tools/bench_boot.py [--runs N]
"""

import argparse
import statistics
import sys
from dataclasses import dataclass

from playwright.sync_api import Browser, Page, Request, sync_playwright

from tools.browser import launch_args
from tools.figures import summary
from tools.serve import SITE, serving

AI_READY_TIMEOUT_MS = 120_000


@dataclass
class Boot:
    ready_ms: float
    ai_ready_ms: float


def wait_for_boot(page: Page) -> Boot:
    page.wait_for_selector("body[data-ai-ready='1']", state="attached", timeout=AI_READY_TIMEOUT_MS)
    body = page.locator("body")
    return Boot(
        float(body.get_attribute("data-ready-ms") or "nan"),
        float(body.get_attribute("data-ai-ready-ms") or "nan"),
    )


def transferred_bytes(requests: list[Request]) -> int:
    total = 0
    for request in requests:
        if request.url.startswith("http"):
            sizes = request.sizes()
            total += sizes["responseHeadersSize"] + sizes["responseBodySize"]
    return total


def cold_boot(browser: Browser, url: str) -> tuple[Boot, int]:
    # Without the service worker, which registers after the page has loaded: it would precache
    # the same files again, from the HTTP cache in a real browser but from the network in this
    # in-memory test profile, doubling the bytes a player never downloads twice.
    context = browser.new_context(service_workers="block")
    finished: list[Request] = []

    def record(request: Request) -> None:
        # Playwright tags handlers with an attribute, so a bound builtin will not do.
        finished.append(request)

    context.on("requestfinished", record)
    page = context.new_page()
    page.goto(url)
    boot = wait_for_boot(page)
    volume = transferred_bytes(finished)
    context.close()
    return boot, volume


def warm_boots(browser: Browser, url: str, runs: int) -> list[Boot]:
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    wait_for_boot(page)  # fills the cache
    boots = []
    for _ in range(runs):
        page.reload()
        boots.append(wait_for_boot(page))
    context.close()
    return boots


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Boot times of the built site in Chromium.")
    parser.add_argument("--runs", type=int, default=5, help="loads per figure (default 5)")
    args = parser.parse_args(argv)
    if not (SITE / "index.html").is_file():
        print(f"bench_boot: {SITE} is not built; run `make site`", file=sys.stderr)
        return 1

    with serving(SITE) as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_args())
        cold: list[Boot] = []
        volumes: list[int] = []
        for _ in range(args.runs):
            boot, volume = cold_boot(browser, url)
            cold.append(boot)
            volumes.append(volume)
        warm = warm_boots(browser, url, args.runs)
        browser.close()

    print(f"boot of {url} in Chromium, median (min-max) of {args.runs}, from navigation start:")
    print(f"{'':24}{'data-ready':>24}{'data-ai-ready':>26}")
    for name, boots in (("cold (fresh context)", cold), ("warm (reload)", warm)):
        ready = summary([b.ready_ms for b in boots])
        ai_ready = summary([b.ai_ready_ms for b in boots])
        print(f"{name:24}{ready:>24}{ai_ready:>26}")
    print(f"cold load transfers {statistics.median(volumes) / 1e6:.2f} MB (no compression)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
