"""Driving the game page as a player does: open it, start games through the New game dialog,
click squares and the pieces within stacks, and read the test hooks (`data-square`,
`data-height`, `#status`, `#moves`, `#board[data-position]`).

The page's own test hooks (see README, "Test hooks"): `?ai-iterations=N&ai-seed=S` give every AI
request a fixed budget, `?test-state=JSON` opens a saved table (`table.state.write`).
"""

import json
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from urllib.parse import quote

from playwright.sync_api import Browser, BrowserContext, Locator, Page, Route, expect
from site_checks import AI_READY_TIMEOUT_MS, wait_until_ai_ready, wait_until_ready

# Quick, reproducible AI for tests (the levels themselves are measured by tools/bench_page.py).
FAST_AI = {"ai-iterations": 40, "ai-seed": 1}

# A short hot-seat game: White ends it by building a 5-stack topped by White on a3.
SCORING_GAME = ("b5", "c4", "b4", "b5-b4", "b3", "b4:2-c4", "c4:3-b3", "a3", "b3:4-a3")


# Records each sound the page asks for as ``[kind, made]`` in `window.__sounds` (an init script:
# it wraps `window.mixtourSound` once `web/sound.js` sets it).
SOUNDS = """
// Counts what the page asks web/sound.js for, and whether a sound was made.
window.__sounds = [];
let sound = null;
Object.defineProperty(window, "mixtourSound", {
    configurable: true,
    get() { return sound; },
    set(real) {
        sound = {play(kind) { const made = real.play(kind); window.__sounds.push([kind, made]);
                              return made; }};
    },
});
"""


def hold_ai(context: BrowserContext) -> None:
    """Keep the AI worker's runtime from arriving, so it never boots: for tests that do not need
    it, this spares the CPU (and the page still plays, as while the worker boots)."""

    def hold(route: Route) -> None:
        del route  # never answered

    context.route("**/pyodide.asm.wasm", hold)


@contextmanager
def phone(browser: Browser, language: str, width: int, height: int) -> Iterator[Page]:
    """A page in a touch phone's browser of ``width`` x ``height`` in ``language`` ("en" or
    "de"), the AI held back (`hold_ai`); closed afterwards."""
    context = browser.new_context(
        locale="de-DE" if language == "de" else "en-US",
        viewport={"width": width, "height": height},
        has_touch=True,
        is_mobile=True,
    )
    context.add_init_script(f"localStorage.setItem('mixtour.language', '{language}')")
    hold_ai(context)
    try:
        yield context.new_page()
    finally:
        context.close()


def page_url(
    site_url: str,
    state: Mapping[str, object] | None = None,
    hooks: Mapping[str, object] | None = None,
) -> str:
    """The page's URL with a saved table to open and test hooks (see the module's description)."""
    query = [f"{name}={value}" for name, value in (hooks or {}).items()]
    if state is not None:
        query.append("test-state=" + quote(json.dumps({"version": 1, **state})))
    return site_url + ("?" + "&".join(query) if query else "")


class Table:
    """The page of one test, seen as a game table."""

    def __init__(self, page: Page) -> None:
        self.page = page

    def open(self, url: str, *, ai: bool = False) -> "Table":
        self.page.goto(url)
        wait_until_ready(self.page)
        if ai:
            wait_until_ai_ready(self.page)
        return self

    # -- reading ------------------------------------------------------------------------

    @property
    def board(self) -> Locator:
        return self.page.locator("#board")

    def square(self, name: str) -> Locator:
        return self.page.locator(f'#board [data-square="{name}"]')

    def piece(self, name: str, count: int) -> Locator:
        """The band of a stack that takes ``count`` pieces (that piece and those above it)."""
        return self.square(name).locator(f'[data-count="{count}"]')

    def position(self) -> str:
        return self.board.get_attribute("data-position") or ""

    def moves(self) -> list[str]:
        return [text for text in self.page.locator("#moves .move").all_inner_texts() if text]

    def status(self) -> str:
        return self.page.locator("#status").inner_text()

    def announced(self) -> str:
        return self.page.locator("#announce").inner_text()

    def lit(self) -> set[str]:
        """The squares lit as reachable for the held pieces."""
        return {
            name or ""
            for name in self.page.locator("#board .sq.target").evaluate_all(
                "squares => squares.map(s => s.dataset.square)"
            )
        }

    def wait_for_moves(self, count: int, timeout: float = AI_READY_TIMEOUT_MS) -> None:
        self.page.wait_for_function(
            "n => document.querySelectorAll('#moves .move:not(.gap)').length >= n",
            arg=count,
            timeout=timeout,
        )

    def wait_for_turn(self, colour: str, timeout: float = AI_READY_TIMEOUT_MS) -> None:
        self.page.wait_for_function(
            "colour => document.querySelector('#board').dataset.turn === colour"
            " && !document.querySelector('#board').dataset.thinking",
            arg=colour,
            timeout=timeout,
        )

    # -- acting -------------------------------------------------------------------------

    def click(self, name: str) -> None:
        self.square(name).click()

    def play(self, *moves: str) -> None:
        """Play moves in notation by clicks: an entry is one click, a move two (the piece
        within the stack that takes the right count, then the target)."""
        for text in moves:
            before = len(self.moves())
            if len(text) == 2:
                self.click(text)
            else:
                count = int(text[3]) if ":" in text else 1
                self.piece(text[:2], count).click()
                self.click(text[-2:])
            # At least: against the computer its reply may already have come.
            self.wait_for_moves(before + 1, timeout=5_000)

    def new_game(
        self,
        *,
        white: str = "person",
        red: str = "strong",
        blue: str | None = None,
        target: int = 1,
        reserve: int = 20,
        speed: str | None = None,
    ) -> None:
        """Start a game through the New game dialog: who sits at each colour (``"person"``,
        ``"friend"`` by link, or a computer level such as ``"strong"``; a game of three when
        ``blue`` sits too), the target score, the pieces each (for two) and, when the computer
        plays every seat, the speed."""
        page = self.page
        page.locator(".bar [data-action=new]").click()
        dialog = page.locator("#new-game")
        expect(dialog).to_be_visible()
        seats = (white, red) if blue is None else (white, red, blue)
        dialog.locator(f'input[name="players"][value="{len(seats)}"]').check()
        for index, seat in enumerate(seats):
            dialog.locator(f"#ng-seat-{index}").select_option(seat)
        if speed is not None:
            dialog.locator("#ng-speed").select_option(speed)
        dialog.locator(f'input[name="target"][value="{target}"]').check()
        if blue is None:
            dialog.locator(f'input[name="reserve"][value="{reserve}"]').check()
        dialog.locator("[data-action=start]").click()
        expect(dialog).to_be_hidden()


@contextmanager
def devices(browser: Browser, site_url: str, count: int) -> Iterator[list["Table"]]:
    """``count`` players' devices for a game by link: a browser context each, allowed the
    clipboard, with the AI held (`hold_ai`); closed afterwards."""
    contexts = []
    try:
        for _ in range(count):
            context = browser.new_context(viewport={"width": 1000, "height": 900})
            context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url)
            hold_ai(context)
            contexts.append(context)
        yield [Table(context.new_page()) for context in contexts]
    finally:
        for context in contexts:
            context.close()


@contextmanager
def two_devices(browser: Browser, site_url: str) -> Iterator[tuple["Table", "Table"]]:
    """Alice's and Bob's devices for a game by link (`devices`)."""
    with devices(browser, site_url, 2) as (alice, bob):
        yield alice, bob


def send_move(table: Table, friend: str = "your friend") -> str:
    """Click "Send your move" and return the link it copied for the friend (with three players
    by link, ``friend`` is the colour it goes to)."""
    read = "navigator.clipboard.readText()"
    before = str(table.page.evaluate(read))
    button = table.page.get_by_role("button", name="Send your move: copy link")
    expect(button).to_be_visible()
    button.click()
    expect(table.page.locator("#export-status")).to_have_text(f"Link for {friend} copied.")
    # The sentence may still stand from the last link sent: wait for the new link itself (the
    # old one, read too soon, sent the friend a position they had already: 1 run in 8).
    url = str(table.page.evaluate(read))
    for _ in range(100):
        if url != before:
            break
        table.page.wait_for_timeout(50)
        url = str(table.page.evaluate(read))
    table.page.keyboard.press("Escape")
    return url
