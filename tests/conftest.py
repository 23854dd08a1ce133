"""Fixtures for browser tests: the built site served on 127.0.0.1, Debian's Chromium, and a log
of everything a page requests and prints.

`make test` builds `_site/` first; run `make site` before calling pytest by hand.
"""

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from player import hold_ai
from playwright.sync_api import (
    Browser,
    BrowserContext,
    BrowserType,
    ConsoleMessage,
    Page,
    Request,
    Response,
)
from site_checks import PageLog

from tools.browser import launch_args
from tools.serve import SITE, serving

# The page's test hooks (?test-state=, ?ai-iterations=: docs/architecture.md, "Test hooks") act
# only where this global is set before the page loads, which a player's browser never does
# (web/guard.js). Every browser context the tests open sets it; `test_hostile_page.py` checks a
# page without it.
TEST_HOOKS = "window.mixtourTestHooks = true;"
_new_context = Browser.new_context
_launch_persistent_context = BrowserType.launch_persistent_context


def _new_context_with_test_hooks(self: Browser, **options: Any) -> BrowserContext:
    # English unless a test asks for another language: the site follows the browser's
    # (web/lang.js), which would otherwise be the machine's.
    options.setdefault("locale", "en-US")
    context = _new_context(self, **options)
    context.add_init_script(TEST_HOOKS)
    return context


def _persistent_context_with_test_hooks(
    self: BrowserType, *args: Any, **options: Any
) -> BrowserContext:
    options.setdefault("locale", "en-US")
    context = _launch_persistent_context(self, *args, **options)
    context.add_init_script(TEST_HOOKS)
    return context


Browser.new_context = _new_context_with_test_hooks  # type: ignore[method-assign]
BrowserType.launch_persistent_context = _persistent_context_with_test_hooks  # type: ignore[method-assign]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    try:
        return {**browser_type_launch_args, **launch_args()}
    except FileNotFoundError as error:
        pytest.fail(str(error))


def _built() -> Path:
    if not (SITE / "index.html").is_file():
        pytest.fail(f"{SITE} is not built: run `make site` (or `make test`)")
    return SITE


@pytest.fixture(scope="session")
def built_site() -> Path:
    """The site `make site` built (`make test` builds it first), for tests that read it or copy
    it; none may change it."""
    return _built()


def _served(prefix: str) -> Iterator[str]:
    with serving(_built(), prefix=prefix) as url:
        yield url


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    """The built site, served at the root of a free port on 127.0.0.1."""
    yield from _served("/")


@pytest.fixture(scope="session")
def subpath_site_url() -> Iterator[str]:
    """The built site served under `/mixtour/`, as on a project page of a static host."""
    yield from _served("/mixtour/")


@pytest.fixture
def page_log(context: BrowserContext, page: Page) -> PageLog:
    """Records requests (page, workers and service workers: the context sees them all),
    failed or unsuccessful responses, console errors and warnings, and uncaught page errors."""
    log = PageLog()

    def on_console(message: ConsoleMessage) -> None:
        if message.type == "error":
            log.errors.append(f"console: {message.text}")
        elif message.type == "warning":
            log.warnings.append(message.text)

    def on_response(response: Response) -> None:
        if response.status >= 400:
            log.failures.append(f"{response.status} {response.url}")

    def on_request_failed(request: Request) -> None:
        log.failures.append(f"{request.failure} {request.url}")

    context.on("request", lambda request: log.requests.append(request.url))
    context.on("response", on_response)
    context.on("requestfailed", on_request_failed)
    page.on("console", on_console)
    page.on("pageerror", lambda error: log.errors.append(f"page error: {error}"))
    return log


@pytest.fixture
def player_context(browser: Browser) -> Iterator[BrowserContext]:
    """A browser context as a player has it: without the test hooks."""
    context = _new_context(browser, locale="en-US")
    yield context
    context.close()


@pytest.fixture
def at(browser: Browser) -> Iterator[Callable[[int, int], Page]]:
    """A page at a given viewport size, the AI held back: ``at(width, height)``."""
    contexts = []

    def make(width: int, height: int) -> Page:
        context = browser.new_context(viewport={"width": width, "height": height})
        hold_ai(context)
        contexts.append(context)
        return context.new_page()

    yield make
    for context in contexts:
        context.close()
