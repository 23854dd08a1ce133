"""The built site in real Chromium: it boots from its own origin, runs the package's Python on
the main thread (MicroPython) and in the AI worker (Pyodide), and tells the player how the AI is.
(What a player does on the page is in test_page.py.)"""

import re
from collections.abc import Callable

import pytest
from player import FAST_AI, Table, page_url
from playwright.sync_api import BrowserContext, Page, Route, expect
from site_checks import (
    AI_READY_TIMEOUT_MS,
    NO_SHARED_ARRAY_BUFFER_WARNING,
    READY_TIMEOUT_MS,
    PageLog,
    wait_until_ai_ready,
    wait_until_ready,
)

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]

PERFT_2 = "600"  # move sequences of length 2 from the start (docs/rules.md, "Conformance figures")
AI_LOADING = re.compile(r"^AI is loading…")


def test_page_boots_from_its_own_origin_without_errors(
    page: Page, page_log: PageLog, site_url: str
) -> None:
    page.goto(site_url)
    wait_until_ready(page)
    wait_until_ai_ready(page)

    assert page_log.outside(site_url) == []
    assert page_log.failures == []
    assert page_log.errors == []
    assert set(page_log.warnings) <= {NO_SHARED_ARRAY_BUFFER_WARNING}
    # Both interpreters and the package really came over the wire from this origin.
    for path in (
        "web/vendor/micropython/micropython.wasm",
        "web/vendor/pyodide/pyodide.asm.wasm",
        "mixtour.zip",
    ):
        assert site_url + path in page_log.requests


def test_engine_runs_on_the_main_thread_and_in_the_worker(page: Page, site_url: str) -> None:
    page.goto(site_url)
    wait_until_ready(page)
    body = page.locator("body")
    # The main thread's Python drew the board from the engine's position.
    expect(body).to_have_attribute("data-main-python", "micropython")
    expect(page.locator("#board [data-square]")).to_have_count(25)
    expect(page.locator("#board")).to_have_attribute("data-position", "- w 20/20 0/0 -")
    wait_until_ai_ready(page)
    expect(body).to_have_attribute("data-ai-python", re.compile(r"^cpython 3\."))
    expect(body).to_have_attribute("data-ai-perft2", PERFT_2)
    expect(page.locator("#ai-status-text")).to_have_text("AI ready.")


def test_markers_record_when_they_were_set(page: Page, site_url: str) -> None:
    page.goto(site_url)
    wait_until_ai_ready(page)
    ready_ms = float(page.locator("body").get_attribute("data-ready-ms") or "nan")
    ai_ready_ms = float(page.locator("body").get_attribute("data-ai-ready-ms") or "nan")
    assert 0 < ready_ms <= ai_ready_ms <= page.evaluate("performance.now()")


class HeldRequests:
    """A route handler that holds matching requests back until `release()`."""

    def __init__(self) -> None:
        self.held: list[Route] = []
        self.released = False

    def __call__(self, route: Route) -> None:
        if self.released:
            route.continue_()
        else:
            self.held.append(route)

    def wait_for_one(self, page: Page) -> None:
        # Route handlers run while Playwright waits, so wait in short steps until one arrived.
        for _ in range(READY_TIMEOUT_MS // 50):
            if self.held:
                return
            page.wait_for_timeout(50)
        raise AssertionError("the held request never came")

    def release(self) -> None:
        self.released = True
        for route in self.held:
            route.continue_()


def test_page_says_the_ai_is_loading_until_the_worker_answers(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    # Hold back Pyodide's binary, so the worker is certainly still booting when the page is ready.
    wasm = HeldRequests()
    context.route("**/pyodide.asm.wasm", wasm)
    page.goto(site_url)
    wait_until_ready(page)
    wasm.wait_for_one(page)
    status = page.locator("#ai-status-text")
    expect(status).to_have_text(AI_LOADING)
    expect(status).to_be_visible()
    expect(page.locator("#ai-status")).to_have_attribute("data-state", "loading")
    assert page.locator("body").get_attribute("data-ai-ready") is None

    wasm.release()
    wait_until_ai_ready(page)
    expect(status).to_have_text("AI ready.")


def test_page_reports_a_worker_that_fails(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    broken = "**/app/worker.py"
    context.route(
        broken,
        lambda route: route.fulfill(
            content_type="text/plain", body='raise RuntimeError("broken on purpose")\n'
        ),
    )
    page.goto(site_url)
    wait_until_ready(page)
    status = page.locator("#ai-status")
    expect(status).to_have_attribute("data-state", "error", timeout=AI_READY_TIMEOUT_MS)
    expect(status).to_contain_text("The AI failed to load (")
    assert page.locator("body").get_attribute("data-ai-ready") is None
    # Try again starts a new worker, which now loads.
    context.unroute(broken)
    page.locator("#ai-retry").click()
    expect(page.locator("#ai-retry")).to_be_hidden()
    wait_until_ai_ready(page)
    expect(status).to_have_attribute("data-state", "ready")


def with_deadline(seconds: int, served: list[str]) -> Callable[[Route], None]:
    """A route that serves a page with the AI's deadline shortened to ``seconds``, and keeps
    the page's own deadline in ``served``."""

    def shorten(route: Route) -> None:
        html = route.fetch().text()
        served.extend(re.findall(r'data-ai-deadline-s="(\d+)"', html))
        route.fulfill(
            content_type="text/html",
            body=re.sub(r'data-ai-deadline-s="\d+"', f'data-ai-deadline-s="{seconds}"', html),
        )

    return shorten


@pytest.mark.parametrize("game", ["", "kitty.html"])
def test_a_computer_that_cannot_load_is_told_within_15_s(
    context: BrowserContext, page: Page, site_url: str, game: str
) -> None:
    # The worker's runtime never arrives. The first visit plays the player against the
    # computer: after the player's first move, the computer is to move. The page gives up
    # after its own deadline, at most 15 s; here it is shortened to 3 s to spare the wait.
    served: list[str] = []
    context.route(re.compile(r"/(kitty\.html)?$"), with_deadline(3, served))
    context.route("**/pyodide.asm.wasm", lambda route: None)
    page.goto(site_url + game)
    wait_until_ready(page)
    assert served and all(int(seconds) <= 15 for seconds in served)
    page.locator('[data-square="c3"], [data-cell="e5"]').first.click()
    status = page.locator("#ai-status")
    expect(status).to_have_attribute("data-state", "error", timeout=READY_TIMEOUT_MS)
    expect(status).to_contain_text("The AI has not started after 3 s.")
    expect(page.locator("#status")).to_contain_text("The AI could not start")
    page.locator("#ai-play-on").click()
    expect(page.locator("#status")).not_to_contain_text("The AI could not start")
    expect(page.locator("#status")).to_have_attribute("data-state", "your-turn")
    expect(page.locator("#board")).to_have_attribute("data-seats", "person person")


def test_page_reports_a_worker_that_never_starts(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    # Without its binary Pyodide hangs silently; the page gives up waiting after its deadline,
    # here shortened from the page's own value to 2 s.
    context.route(re.compile(r"/$"), with_deadline(2, []))
    context.route("**/pyodide.asm.wasm", lambda route: route.fulfill(status=404))
    page.goto(site_url)
    wait_until_ready(page)
    status = page.locator("#ai-status")
    expect(status).to_have_text("The AI has not started after 2 s.", timeout=READY_TIMEOUT_MS)
    expect(page.locator("#ai-retry")).to_be_visible()
    expect(status).to_have_attribute("data-state", "error")


def test_site_works_under_a_sub_path(page: Page, page_log: PageLog, subpath_site_url: str) -> None:
    page.goto(subpath_site_url)
    wait_until_ready(page)
    wait_until_ai_ready(page)
    expect(page.locator("body")).to_have_attribute("data-ai-perft2", PERFT_2)
    # Every URL the page built is relative: nothing escapes the sub-path.
    assert page_log.outside(subpath_site_url) == []
    assert page_log.failures == []


def test_the_start_downloads_everything_at_once_and_once(page: Page, site_url: str) -> None:
    """The build's preload links start every download of the main thread's start at once. Each
    is used (downloaded once: PyScript's own request matches it) and none is missing (the start
    downloads nothing of the runtimes or the package that was not preloaded)."""
    page.goto(site_url)
    wait_until_ready(page)
    preloaded = set(
        page.eval_on_selector_all(
            "link[rel=preload], link[rel=modulepreload]", "links => links.map(link => link.href)"
        )
    )
    downloaded = page.evaluate(
        """() => performance.getEntriesByType("resource")
            .filter(entry => entry.startTime < Number(document.body.dataset.readyMs))
            .map(entry => entry.name)"""
    )
    assert len(preloaded) > 20  # PyScript, MicroPython, the config and the bytecode
    assert [url for url in preloaded if downloaded.count(url) != 1] == []
    runtime_or_package = re.compile(r"/(web/vendor/|mixtour/|[\w-]+\.toml$)")
    scripts = set(page.eval_on_selector_all("script[src]", "scripts => scripts.map(s => s.src)"))
    started = {url for url in downloaded if runtime_or_package.search(url)}
    assert started - preloaded - scripts == set()  # nothing of the AI worker's either


def test_python_starts_once_the_first_paint_is_on_screen(page: Page, site_url: str) -> None:
    """The prerendered table is painted from the HTML and the style sheets alone: nothing of
    Python's start (PyScript, MicroPython, the page's bytecode and config) is even asked for
    before the first contentful paint (web/early.js), so none of it can hold that paint back."""
    page.goto(site_url)
    wait_until_ready(page)
    painted, first_request = page.evaluate(
        """() => [
            performance.getEntriesByName("first-contentful-paint")[0].startTime,
            Math.min(...performance.getEntriesByType("resource")
                .filter(entry => /\\/web\\/vendor\\/|\\.mpy$|\\.toml$/.test(entry.name))
                .map(entry => entry.startTime)),
        ]"""
    )
    assert (
        painted <= first_request < float(page.locator("body").get_attribute("data-ready-ms") or 0)
    )


def test_two_players_load_no_ai_until_they_ask_for_a_hint(page: Page, site_url: str) -> None:
    """The AI worker (Pyodide, 11 MB unpacked) starts only when the table needs it: in a
    two-player game, at the first hint, which then arrives as if it had been ready."""
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    state = {"mode": "two", "help": True}  # computer help, switched on
    table = Table(page).open(page_url(site_url, state, FAST_AI))
    table.play("c3")
    page.wait_for_timeout(1000)
    assert [url for url in requested if "pyodide" in url] == []
    expect(page.locator("#ai-status")).to_have_attribute("data-state", "idle")
    expect(page.locator("body")).not_to_have_attribute("data-ai-ready", "1")

    page.locator("#hint").click()
    expect(page.locator("#board .sq.hint")).to_have_count(1, timeout=AI_READY_TIMEOUT_MS)
    hinted = page.locator("#board .sq.hint").get_attribute("data-square")
    assert hinted is not None and hinted in page.locator("#announce").inner_text()
    assert any(url.endswith("pyodide.asm.wasm") for url in requested)
    assert table.moves() == ["c3"]  # a hint, and no move: two people play
