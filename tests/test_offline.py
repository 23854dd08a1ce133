"""Offline play, installing and updates: after one visit the game, AI included, runs with the
server stopped; a new deployment is offered to the player, and taking it keeps the saved game.

The browser tests serve their own copy of the site on their own server, so that they can stop it
(or change its files) without disturbing the other tests.
"""

import functools
import json
import re
import shutil
import struct
import threading
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from player import FAST_AI, Table, page_url
from playwright.sync_api import BrowserContext, BrowserType, Page, expect
from site_checks import (
    AI_READY_TIMEOUT_MS,
    NO_SHARED_ARRAY_BUFFER_WARNING,
    PageLog,
    serious_violations,
    wait_until_ai_ready,
    wait_until_ready,
)

from mixtour import Game
from tools.browser import launch_args
from tools.build_site import (
    COMPRESSED_SUFFIXES,
    ROOT,
    SERVICE_WORKER,
    precache_manifest,
    precompress,
    write_service_worker,
)
from tools.make_icons import ICON_PNGS, png, render, svg
from tools.serve import SiteHandler, serving, url_of

PREFIXES = ["/", "/mixtour/"]

# Reported as console errors, which the page log collects (worker violations arrive there too).
REPORT_CSP_VIOLATIONS = """
document.addEventListener("securitypolicyviolation", (event) => {
  console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`
    + ` at ${event.sourceFile}:${event.lineNumber}`);
});
"""

# The names of all the origin's caches.
CACHES = """async () => (await caches.keys())"""
# The keys under which the page autosaves its game, if it does (see mixtour/ui/saved.py).
AUTOSAVED = """() => Object.keys(localStorage).filter((key) => key.startsWith("mixtour.game"))"""


@pytest.fixture(scope="module")
def built(built_site: Path) -> Path:
    """The built site, for the tests to read or copy."""
    return built_site


@pytest.fixture
def site_copy(built: Path, tmp_path: Path) -> Path:
    """A copy of the built site that one test may change."""
    copy = tmp_path / "site"
    shutil.copytree(built, copy)
    return copy


@pytest.fixture
def watched_context(context: BrowserContext) -> BrowserContext:
    context.add_init_script(REPORT_CSP_VIOLATIONS)
    return context


def precache_of(site: Path) -> dict[str, object]:
    """The precache list and version written into the site's service worker."""
    text = (site / SERVICE_WORKER).read_text(encoding="utf-8")
    found = re.search(r"^const PRECACHE = (\{.*?^\});", text, re.MULTILINE | re.DOTALL)
    assert found, "sw.js has no generated PRECACHE"
    precache: dict[str, object] = json.loads(found.group(1))
    return precache


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def wait_until_offline_ready(page: Page) -> None:
    """Until a service worker controls the page and has cached every file of the site."""
    page.wait_for_selector(
        "body[data-offline-ready='1']", state="attached", timeout=AI_READY_TIMEOUT_MS
    )


def assert_clean(log: PageLog, site_url: str) -> None:
    assert log.outside(site_url) == []
    assert log.failures == []
    assert log.errors == []  # CSP violations included
    assert set(log.warnings) <= {NO_SHARED_ARRAY_BUFFER_WARNING}


def play_against_the_ai(page: Page) -> None:
    """Enter a piece on c3 by a click, as a player does; the computer answers with a legal move."""
    table = Table(page)
    table.play("c3")
    table.wait_for_moves(2)
    table.wait_for_turn("white")
    game = Game()
    for move in table.moves():
        game.play(move)  # each is legal, or this raises
    assert table.moves()[0] == "c3"
    assert table.position() == game.position()


# --- the build: what the service worker caches and the manifest the browser installs from ---


def test_precache_lists_every_file_of_the_site_with_its_hash(built: Path) -> None:
    precache = precache_of(built)
    files = precache["files"]
    assert isinstance(files, dict)
    on_disk = {
        p.relative_to(built).as_posix()
        for p in built.rglob("*")
        if p.is_file() and p.suffix not in COMPRESSED_SUFFIXES  # the browser caches them decoded
    } - {SERVICE_WORKER}
    assert set(files) == on_disk
    # Everything the AI worker loads is there: without it no offline game.
    for needed in (
        "index.html",
        "ai.toml",
        "mixtour.zip",
        "web/vendor/pyodide/pyodide.asm.wasm",
        "web/vendor/pyodide/python_stdlib.zip",
        "web/vendor/pyodide/pyodide-lock.json",
        "web/vendor/pyscript/core.js",
        "manifest.webmanifest",
    ):
        assert needed in files, needed
    assert precache == precache_manifest(built)


def test_any_change_to_the_site_is_a_new_version(site_copy: Path) -> None:
    before = precache_of(site_copy)["version"]
    assert write_service_worker(ROOT, site_copy) == before  # same files, same version
    page = site_copy / "app" / "mixtour.py"
    page.write_text(page.read_text() + "\n# changed\n")
    after = write_service_worker(ROOT, site_copy)
    assert after != before
    assert precache_of(site_copy)["version"] == after


def test_site_holds_no_tests_node_modules_or_source_maps(built: Path) -> None:
    names = [p.relative_to(built).as_posix() for p in built.rglob("*") if p.is_file()]
    assert not [n for n in names if n.endswith(".map")]
    assert not [n for n in names if n.startswith(("tests/", "node_modules/", "tools/", "."))]


def test_manifest_installs_the_game_under_any_path(built: Path) -> None:
    manifest = json.loads((built / "manifest.webmanifest").read_text())
    assert manifest["name"] == "Mixtour"
    assert manifest["short_name"]
    assert manifest["display"] == "standalone"
    # Relative to the manifest's URL, so a project page such as /mixtour/ installs /mixtour/.
    assert manifest["start_url"] == "./"
    assert manifest["scope"] == "./"
    assert re.fullmatch(r"#[0-9a-f]{6}", manifest["theme_color"])
    assert re.fullmatch(r"#[0-9a-f]{6}", manifest["background_color"])
    sizes = {}
    for icon in manifest["icons"]:
        path = built / icon["src"]
        assert path.is_file(), icon["src"]
        if icon["type"] == "image/png":
            width, height = png_size(path)
            assert icon["sizes"] == f"{width}x{height}"
            sizes[(width, icon.get("purpose", "any"))] = icon["src"]
    assert {(192, "any"), (512, "any"), (512, "maskable")} <= set(sizes)
    html = (built / "index.html").read_text()
    touch_icon = re.search(r'<link rel="apple-touch-icon" href="\./([^"]+)"', html)
    assert touch_icon and png_size(built / touch_icon.group(1)) == (180, 180)


def test_icons_are_what_tools_make_icons_draws() -> None:
    # The PNGs are committed; this keeps them in step with their drawing code.
    icons = ROOT / "web" / "icons"
    size, scale, corner = ICON_PNGS["icon-192.png"]
    assert (icons / "icon-192.png").read_bytes() == png(size, render(size, scale, corner))
    assert (icons / "favicon.svg").read_text() == svg()
    assert set(ICON_PNGS) | {"favicon.svg"} == {p.name for p in icons.iterdir()}


# --- in Chromium ---


class CountingHandler(SiteHandler):
    """Counts the files the server sends in full (status 200), by path."""

    sent: Counter[str]

    def send_response(self, code: int, message: str | None = None) -> None:
        if code == 200:
            self.sent[self.path] += 1
        super().send_response(code, message)


@contextmanager
def counting_server(directory: Path) -> Iterator[tuple[str, Counter[str]]]:
    sent: Counter[str] = Counter()
    handler = functools.partial(
        type("Handler", (CountingHandler,), {"sent": sent}),
        directory=str(directory),
        prefix="/",
        quiet=True,
    )
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield url_of(server), sent
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


@pytest.mark.browser
@pytest.mark.timeout(300)
@pytest.mark.parametrize("prefix", PREFIXES)
def test_after_one_visit_the_game_and_the_ai_work_with_the_server_stopped(
    watched_context: BrowserContext, page: Page, page_log: PageLog, built: Path, prefix: str
) -> None:
    with serving(built, prefix=prefix) as site_url:
        page.goto(page_url(site_url, hooks=FAST_AI))
        wait_until_ready(page)
        wait_until_ai_ready(page)
        wait_until_offline_ready(page)
        expect(page.locator("#update-notice")).to_be_hidden()
    # The server is gone: every file now comes from the service worker's cache.
    online_requests = len(page_log.requests)
    page.reload()
    wait_until_ready(page)
    # Its files at hand, the page begins Python's downloads while it is still read (web/early.js).
    read_at, fetched_at = page.evaluate(
        """() => [performance.getEntriesByType("navigation")[0].domInteractive,
            performance.getEntriesByType("resource")
                .find(entry => entry.name.endsWith("/micropython.wasm")).startTime]"""
    )
    assert fetched_at < read_at
    wait_until_ai_ready(page)
    play_against_the_ai(page)
    wait_until_offline_ready(page)
    assert page.locator("body").get_attribute("data-version") == precache_of(built)["version"]
    assert len(page_log.requests) > online_requests  # the reload did request them
    assert_clean(page_log, site_url)


@pytest.mark.browser
@pytest.mark.timeout(300)
def test_the_page_is_installable(watched_context: BrowserContext, page: Page, built: Path) -> None:
    with serving(built, prefix="/mixtour/") as site_url:
        page.goto(site_url)
        wait_until_offline_ready(page)
        cdp = watched_context.new_cdp_session(page)
        manifest = cdp.send("Page.getAppManifest")
        assert manifest["errors"] == []
        assert manifest["manifest"]["startUrl"] == site_url
        assert manifest["manifest"]["scope"] == site_url
        errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        # Playwright's contexts are incognito, where nothing installs; nothing else stands in
        # the way (a missing icon, manifest field or service worker would be listed here).
        assert [e["errorId"] for e in errors] == ["in-incognito"]


@pytest.mark.browser
@pytest.mark.timeout(300)
def test_a_new_deployment_is_offered_and_taking_it_keeps_the_saved_game(
    watched_context: BrowserContext, page: Page, page_log: PageLog, site_copy: Path
) -> None:
    old_version = precache_of(site_copy)["version"]
    # What the service workers download (the page's own requests are answered from their cache).
    downloads: list[str] = []
    watched_context.on(
        "request", lambda request: downloads.append(request.url) if request.service_worker else None
    )
    with serving(site_copy, prefix="/mixtour/") as site_url:
        table = Table(page).open(page_url(site_url, hooks=FAST_AI), ai=True)
        wait_until_offline_ready(page)
        assert page.locator("body").get_attribute("data-version") == old_version
        # A game in progress, and something else the page keeps: both must outlive the update.
        table.play("c3")
        table.wait_for_moves(2)
        table.wait_for_turn("white")
        game_moves = table.moves()
        autosaved = page.evaluate(AUTOSAVED)
        page.evaluate("localStorage.setItem('update-test', 'kept')")

        # Deploy a new version: a changed page, so a new service worker.
        index = site_copy / "index.html"
        index.write_text(
            index.read_text().replace(
                "<title>", '<meta name="deployment" content="second">\n  <title>', 1
            )
        )
        new_version = write_service_worker(ROOT, site_copy)
        precompress(ROOT, [index, site_copy / SERVICE_WORKER])  # as a deployment writes them
        assert new_version != old_version
        first_downloads = len(downloads)

        page.reload()
        notice = page.locator("#update-notice")
        expect(notice).to_be_visible(timeout=AI_READY_TIMEOUT_MS)
        expect(notice).to_have_attribute("role", "status")
        expect(notice).to_contain_text("A new version is ready")
        assert serious_violations(page, "#update-notice") == []
        # Until the player accepts, the page runs the version it started with.
        wait_until_ai_ready(page)
        assert page.locator("body").get_attribute("data-version") == old_version
        assert page.locator("meta[name='deployment']").count() == 0

        # The notice's button is reachable by keyboard.
        button = notice.get_by_role("button", name="Reload")
        button.focus()
        with page.expect_navigation():
            page.keyboard.press("Enter")
        wait_until_ready(page)
        wait_until_ai_ready(page)
        wait_until_offline_ready(page)
        assert page.locator("body").get_attribute("data-version") == new_version
        expect(page.locator("meta[name='deployment']")).to_have_attribute("content", "second")
        expect(page.locator("#update-notice")).to_be_hidden()
        assert page.evaluate("localStorage.getItem('update-test')") == "kept"
        # The page autosaves (issue 7): the game goes on where it was.
        assert page.evaluate(AUTOSAVED) == autosaved == ["mixtour.game.v1"]
        table.wait_for_moves(len(game_moves))
        assert table.moves() == game_moves
        table.wait_for_turn("white")
        expect(page.locator("#status")).to_have_text(re.compile("^Your move"))

        # The old version's cache is gone; unchanged files were not downloaded again.
        names = page.evaluate(CACHES)
        assert [name for name in names if name.startswith("mixtour-precache")] == [
            f"mixtour-precache {site_url} {new_version}"
        ]
        assert site_url + "web/vendor/pyodide/pyodide.asm.wasm" in downloads[:first_downloads]
        # (sw.js itself is fetched by every update check.)
        fetched = set(downloads[first_downloads:]) - {site_url + SERVICE_WORKER}
        assert fetched == {site_url + "index.html"}

    assert_clean(page_log, site_url)


@pytest.mark.browser
@pytest.mark.timeout(300)
def test_the_first_visit_downloads_each_file_once(
    browser_type: BrowserType, built: Path, tmp_path: Path
) -> None:
    # A browser profile on disk, as a player's: its HTTP cache holds even Pyodide's 9.6 MB binary
    # (a test's in-memory context does not), so the service worker can take the page's files
    # from there instead of downloading them again.
    options: dict[str, Any] = launch_args()
    context = browser_type.launch_persistent_context(tmp_path / "profile", **options)
    try:
        with counting_server(built) as (site_url, sent):
            page = context.new_page()
            page.goto(site_url)
            wait_until_ai_ready(page)
            wait_until_offline_ready(page)
    finally:
        context.close()
    assert {path: n for path, n in sent.items() if n > 1} == {}
    assert "/web/vendor/pyodide/pyodide.asm.wasm" in sent


@pytest.mark.browser
@pytest.mark.timeout(300)
def test_the_content_security_policy_lets_a_whole_game_run(
    watched_context: BrowserContext, page: Page, page_log: PageLog, built: Path
) -> None:
    # Everything a player uses once: moves against the computer, a hint, the rules with their
    # diagrams, the new-game dialog. Any CSP violation would be a console error.
    with serving(built) as site_url:
        table = Table(page).open(page_url(site_url, hooks=FAST_AI), ai=True)
        table.play("c3")
        table.wait_for_moves(2)
        table.wait_for_turn("white")
        page.locator("#hint").click()
        expect(page.locator("#board .sq.hint")).to_have_count(1, timeout=AI_READY_TIMEOUT_MS)
        empty = page.locator('#board [data-height="0"]').first.get_attribute("data-square")
        table.play(empty or "")
        table.wait_for_moves(4)
        table.wait_for_turn("white")
        for dialog in ("rules", "new"):
            page.locator(f".bar [data-action={dialog}]").click()
            expect(page.locator("dialog[open]")).to_have_count(1)
            page.keyboard.press("Escape")
            expect(page.locator("dialog[open]")).to_have_count(0)
    assert_clean(page_log, site_url)
