"""Boot benchmark: how long the built site takes to become usable in Chromium, beside a baseline.

Builds the site of a baseline commit (`--baseline`, default the build before the start-up work)
next to this checkout's `_site/`, serves both, and loads them in turn, so that both see the same
machine load. For each it prints navigation → `data-ready` (the board takes taps: MicroPython
runs the page's handlers) and navigation → `data-ai-ready` (the Pyodide worker answered), median
of RUNS loads, cold (a fresh browser context: empty cache) and warm (reloads in one context), the
bytes a cold load transfers, and the ratios this build / baseline. Cold loads run with service
workers blocked (see `cold_load`); warm ones with the service worker. The times are the page's
own `performance.now()` when it set each marker (`data-*-ms`), so they count from the start of
navigation and include nothing of Playwright's polling. The baseline's `data-ai-ready` is the
computer's start; this build starts the worker when it is first needed, so the benchmark asks
for it as a player would, by playing against the computer (the page's default).

    make bench            # or: PYTHONPATH=. .venv/bin/python tools/bench_boot.py [--runs N]
                          #         [--language de]  (the German page, by a German browser)
                          #         [--page kitty.html]  (Kitty's page)
"""

import argparse
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from playwright.sync_api import Browser, Page, Request, sync_playwright

from tools import languages
from tools.browser import launch_args
from tools.figures import summary
from tools.serve import ROOT, SITE, serving

AI_READY_TIMEOUT_MS = 120_000
# The last build before the start-up work (issue 15).
BASELINE = "243cda7"

# What a load reads from the page once it is up.
T = TypeVar("T")


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


def cold_load(
    browser: Browser, url: str, wait: Callable[[Page], T], locale: str = "en-US"
) -> tuple[T, int]:
    """What ``wait`` reads from a load of ``url`` in a fresh context whose browser speaks
    ``locale``, and the bytes it took."""
    # Without the service worker, which registers after the page has loaded: it would precache
    # the same files again, from the HTTP cache in a real browser but from the network in this
    # in-memory test profile, doubling the bytes a player never downloads twice.
    context = browser.new_context(service_workers="block", locale=locale)
    finished: list[Request] = []

    def record(request: Request) -> None:
        # Playwright tags handlers with an attribute, so a bound builtin will not do.
        finished.append(request)

    context.on("requestfinished", record)
    page = context.new_page()
    page.goto(url)
    read = wait(page)
    volume = transferred_bytes(finished)
    context.close()
    return read, volume


def warm_boots(
    browser: Browser, urls: dict[str, str], runs: int, locale: str = "en-US"
) -> dict[str, list[Boot]]:
    """Each site's reloads in a context of its own, the sites in turn (as the cold loads)."""
    pages = {}
    for name, url in urls.items():
        page = browser.new_context(locale=locale).new_page()
        page.goto(url)
        wait_for_boot(page)  # fills the cache
        pages[name] = page
    boots: dict[str, list[Boot]] = {name: [] for name in urls}
    for _ in range(runs):
        for name, page in pages.items():
            page.reload()
            boots[name].append(wait_for_boot(page))
    for page in pages.values():
        page.context.close()
    return boots


def build_baseline(commit: str, folder: Path) -> Path:
    """The site of ``commit``, built by that commit's own build script into ``folder``."""
    source = folder / "source"
    source.mkdir(parents=True)
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", commit], capture_output=True, check=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(source)], input=archive, check=True)
    (source / "node_modules").symlink_to(ROOT / "node_modules")
    subprocess.run(
        [sys.executable, "tools/build_site.py", "--out", str(folder / "_site")],
        cwd=source,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return folder / "_site"


@dataclass
class Series:
    """Every load of one site."""

    cold: list[Boot] = field(default_factory=list)
    warm: list[Boot] = field(default_factory=list)
    volumes: list[int] = field(default_factory=list)


def median_ratio(new: Sequence[float], old: Sequence[float]) -> str:
    return f"{statistics.median(new) / statistics.median(old):.2f}x"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Boot times of the built site in Chromium.")
    parser.add_argument("--runs", type=int, default=5, help="loads per figure (default 5)")
    parser.add_argument(
        "--baseline",
        default=BASELINE,
        help=f"commit, or built site, to compare with (default {BASELINE})",
    )
    parser.add_argument(
        "--language",
        default="en",
        choices=languages.LANGUAGES,
        help="load the page in this language, by a browser that speaks it (default en)",
    )
    parser.add_argument(
        "--page",
        default="index.html",
        choices=("index.html", "kitty.html"),
        help="the game's page: Mixtour's (index.html, the default) or Kitty's (kitty.html)",
    )
    args = parser.parse_args(argv)
    page = args.page if args.language == "en" else languages.file_in(args.page, args.language)
    locale = "en-US" if args.language == "en" else args.language
    if not (SITE / "index.html").is_file():
        print(f"bench_boot: {SITE} is not built; run `make site`", file=sys.stderr)
        return 1

    with tempfile.TemporaryDirectory(prefix="mixtour-baseline-") as folder:
        built = Path(args.baseline)
        if not (built / "index.html").is_file():
            built = build_baseline(args.baseline, Path(folder))
        sites = {f"baseline {args.baseline[:7]}": built}
        sites["this build"] = SITE
        series = {name: Series() for name in sites}
        with ExitStack() as stack, sync_playwright() as playwright:
            urls = {name: stack.enter_context(serving(site)) + page for name, site in sites.items()}
            browser = playwright.chromium.launch(**launch_args())
            for _ in range(args.runs):  # in turn, so that both see the same machine load
                for name, url in urls.items():
                    boot, volume = cold_load(browser, url, wait_for_boot, locale)
                    series[name].cold.append(boot)
                    series[name].volumes.append(volume)
            for name, boots in warm_boots(browser, urls, args.runs, locale).items():
                series[name].warm = boots
            browser.close()

    print(f"boot in Chromium, median (min-max) of {args.runs} loads, from navigation start:")
    print(f"{'':36}{'data-ready':>24}{'data-ai-ready':>26}{'cold MB':>9}")
    for name, loads in series.items():
        for kind, boots in (("cold", loads.cold), ("warm", loads.warm)):
            ready = summary([b.ready_ms for b in boots])
            ai_ready = summary([b.ai_ready_ms for b in boots])
            megabytes = f"{statistics.median(loads.volumes) / 1e6:.2f}" if kind == "cold" else ""
            print(f"{name + ', ' + kind:36}{ready:>24}{ai_ready:>26}{megabytes:>9}")
    old, new = series.values()
    print("this build / baseline (medians):")
    for kind in ("cold", "warm"):
        old_boots, new_boots = getattr(old, kind), getattr(new, kind)
        ready = median_ratio([b.ready_ms for b in new_boots], [b.ready_ms for b in old_boots])
        ai_ready = median_ratio(
            [b.ai_ready_ms for b in new_boots], [b.ai_ready_ms for b in old_boots]
        )
        print(f"  {kind}: board playable {ready}, computer ready {ai_ready}")
    print(f"  cold transfer: {median_ratio(new.volumes, old.volumes)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
