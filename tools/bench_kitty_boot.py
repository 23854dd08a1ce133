"""Start-up of the site's two pages in Chromium: Mixtour's (index.html) beside Kitty Stack
Tower's (kitty.html), and Mixtour's page of a baseline build (default: `main`), so that adding
the second game is seen not to slow the first.

Both pages are the one table (`table/`, `app/dom.py`) with their game's spec, sharing the runtime,
style, worker and service worker; each page's main thread imports only its own game (kitty.toml and
pyscript.toml list each page's modules). For each page: navigation → `data-ready` (the board takes
clicks), median (min-max) of RUNS loads, cold (a fresh context, service workers blocked, as in
tools/bench_boot.py) and warm (reloads), the bytes a cold load transfers, and the ratios of the
medians to the baseline's Mixtour page, all in one run so that they see the same machine load.

    PYTHONPATH=. .venv/bin/python tools/bench_kitty_boot.py [--runs N] [--baseline COMMIT]
"""

import argparse
import statistics
import sys
import tempfile
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path

from playwright.sync_api import Browser, Page, sync_playwright

from tools.bench_boot import build_baseline, cold_load
from tools.browser import launch_args
from tools.figures import summary
from tools.serve import SITE, serving

READY_TIMEOUT_MS = 60_000


@dataclass
class Figures:
    cold: list[float] = field(default_factory=list)
    warm: list[float] = field(default_factory=list)
    volumes: list[int] = field(default_factory=list)


def ready(page: Page) -> float:
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=READY_TIMEOUT_MS)
    return float(page.locator("body").get_attribute("data-ready-ms") or "nan")


def measure(browser: Browser, pages: dict[str, str], runs: int) -> dict[str, Figures]:
    """Each page's cold and warm loads, the pages in turn, so that all see the same load."""
    figures = {name: Figures() for name in pages}
    for _ in range(runs):
        for name, url in pages.items():
            ms, volume = cold_load(browser, url, ready)
            figures[name].cold.append(ms)
            figures[name].volumes.append(volume)
    contexts = {name: browser.new_context() for name in pages}
    tabs = {name: contexts[name].new_page() for name in pages}
    for name, url in pages.items():
        tabs[name].goto(url)
        ready(tabs[name])  # fills the cache
    for _ in range(runs):
        for name, tab in tabs.items():
            tab.reload()
            figures[name].warm.append(ready(tab))
    for context in contexts.values():
        context.close()
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="loads per figure (default 5)")
    parser.add_argument("--baseline", default="main", help="commit to compare with (main)")
    args = parser.parse_args(argv)
    if not (SITE / "kitty.html").is_file():
        print(f"bench_kitty_boot: {SITE} has no kitty.html; run `make site`", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="kitty-baseline-") as folder, ExitStack() as stack:
        baseline = stack.enter_context(serving(build_baseline(args.baseline, Path(folder))))
        site = stack.enter_context(serving(SITE))
        pages = {
            f"Mixtour, {args.baseline}": baseline,
            "Mixtour, this build": site,
            "Kitty Stack Tower, this build": site + "kitty.html",
        }
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_args())
            figures = measure(browser, pages, args.runs)
            browser.close()
    print(f"data-ready in Chromium, median (min-max) of {args.runs} loads, from navigation start:")
    print(f"{'':34}{'cold':>22}{'warm':>22}{'cold MB':>9}{'cold/base':>11}")
    base = statistics.median(next(iter(figures.values())).cold)
    for name, loads in figures.items():
        ratio = f"{statistics.median(loads.cold) / base:.2f}x"
        volume = statistics.median(loads.volumes) / 1e6
        cold, warm = summary(loads.cold), summary(loads.warm)
        print(f"{name:34}{cold:>22}{warm:>22}{volume:>9.2f}{ratio:>11}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
