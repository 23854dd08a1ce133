"""The game page in real Chromium, as a player plays it (issue 5): enter, pick a stack and choose
how many pieces, see where they can go, move, drag, ask for a hint, play each mode, set up a new
game, finish a game; with the keyboard, a screen reader, a phone. What the table decides (why a
move is refused, forced passes, threats, undo and redo, what each control shows) is checked without
a browser in `controller_checks.py` and `test_ui_session.py`.

Tests that do not need the computer player keep its runtime from arriving (`hold_ai`), which is
also how the page is while the worker boots; the AI's tests share one page per module.
"""

import random
import re
from collections.abc import Iterator

import pytest
from player import FAST_AI, SCORING_GAME, Table, hold_ai, page_url
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, Route, expect
from site_checks import (
    NO_SHARED_ARRAY_BUFFER_WARNING,
    PageLog,
    serious_violations,
    wait_until_ai_ready,
    wait_until_ready,
)

from mixtour import Game, Move

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]


@pytest.fixture
def table(context: BrowserContext, page: Page, site_url: str) -> Table:
    """A fresh page whose AI never loads, in two-player mode."""
    hold_ai(context)
    table = Table(page).open(page_url(site_url, {"mode": "two"}))
    return table


class AiPage:
    """One page per module with the AI worker ready, and the console errors it printed."""

    def __init__(self, page: Page) -> None:
        self.table = Table(page)
        self.errors: list[str] = []

        def on_console(message: ConsoleMessage) -> None:
            if message.type == "error":
                self.errors.append(message.text)

        page.on("console", on_console)
        page.on("pageerror", lambda error: self.errors.append(str(error)))


@pytest.fixture(scope="module")
def ai_page(browser: Browser, site_url: str) -> Iterator[AiPage]:
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    ai_page = AiPage(context.new_page())
    ai_page.table.open(page_url(site_url, hooks=FAST_AI), ai=True)
    yield ai_page
    context.close()


@pytest.fixture
def ai_table(ai_page: AiPage) -> Iterator[Table]:
    yield ai_page.table
    assert ai_page.errors == []


# -- the opening -----------------------------------------------------------------------------


def test_the_page_opens_ready_to_play_white_against_the_ai(
    context: BrowserContext, page: Page, page_log: PageLog, site_url: str
) -> None:
    hold_ai(context)
    table = Table(page).open(site_url)
    expect(page.locator("dialog[open]")).to_have_count(0)  # nothing between page and play
    expect(page.locator("#board [data-square]")).to_have_count(25)
    expect(page.locator('#board [data-height="0"]')).to_have_count(25)
    expect(page.locator("#status")).to_have_text("Your move: tap an empty square to enter a piece.")
    expect(page.locator("#mode-line")).to_have_text(
        "You (White) against the computer (strong) · first to 1 point · 20 pieces each"
    )
    for colour in ("white", "red"):
        card = page.locator(f'.player[data-colour="{colour}"]')
        expect(card.locator(".reserve")).to_have_attribute("data-reserve", "20")
        expect(card.locator(".score")).to_have_attribute("data-score", "0")
    expect(page.locator('.player[data-colour="white"]')).to_have_class(re.compile("to-move"))
    # The board is playable before the AI has loaded.
    table.click("c3")
    expect(table.square("c3")).to_have_attribute("data-height", "1")
    expect(page.locator("#status")).to_have_text("Red will move as soon as the AI has loaded…")
    expect(page.locator("#ai-status")).to_have_attribute("data-state", "loading")
    assert page_log.errors == []
    assert page_log.outside(site_url) == []


def test_the_board_shows_at_first_paint_and_nothing_moves_when_python_takes_over(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    hold_ai(context)
    # Hold the page's Python back too, to look at the page as it is before MicroPython runs.
    held: list[Route] = []
    released = False

    def hold(route: Route) -> None:
        # Until released, the runtime's requests wait; later ones (the service worker's offline
        # copy, a retry) pass, or the AI would stay unloaded whatever the page does.
        if released:
            route.continue_()
        else:
            held.append(route)

    page.route("**/micropython.wasm", hold)
    page.add_init_script(
        "window.__shifts = 0; new PerformanceObserver(list => { for (const e of list.getEntries())"
        " if (!e.hadRecentInput) window.__shifts += e.value; })"
        ".observe({type: 'layout-shift', buffered: true});"
    )
    with page.expect_request("**/micropython.wasm"):
        page.goto(site_url)
    expect(page.locator("#board [data-square]")).to_have_count(25)
    expect(page.locator("#mode-line")).to_contain_text("You (White) against the computer")
    expect(page.locator(".player")).to_have_count(2)
    expect(page.locator("#status")).to_have_text("Loading…")
    board_top = page.locator("#board-wrap").bounding_box()
    assert page.evaluate("document.body.dataset.ready") is None
    painted = """() => [
        document.querySelector("#board svg"),
        document.querySelector("#players .player"),
        document.getElementById("mode-line").firstChild,
        document.querySelector("#tutorial-offer p"),
    ]"""
    page.evaluate(f"window.__painted = ({painted})()")
    assert len(held) == 1
    held[0].continue_()
    wait_until_ready(page)
    expect(page.locator("#status")).to_have_text("Your move: tap an empty square to enter a piece.")
    assert page.locator("#board-wrap").bounding_box() == board_top
    # Python's first drawing keeps the painted nodes (the board, the cards, the mode line, the
    # largest text): it neither replaces nor lays them out again.
    kept = page.evaluate(f"() => ({painted})().map((node, at) => node === window.__painted[at])")
    assert kept == [True, True, True, True]
    assert page.evaluate("window.__shifts") < 0.01


def test_a_tap_on_the_board_before_python_runs_is_played_once_it_does(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    """The board is playable to the eye from the first paint: a tap meanwhile is kept (the square
    marked, web/early.js) and played as soon as the page's Python has started."""
    hold_ai(context)
    held: list[Route] = []

    def hold(route: Route) -> None:  # Playwright tags handlers: a bound builtin will not do
        held.append(route)

    page.route("**/micropython.wasm", hold)
    table = Table(page)
    with page.expect_request("**/micropython.wasm"):
        page.goto(page_url(site_url, {"mode": "two"}))
    table.click("c3")
    expect(table.square("c3")).to_have_class(re.compile(r"\bkept\b"))
    assert page.evaluate("document.body.dataset.ready") is None
    assert len(held) == 1
    held[0].continue_()
    wait_until_ready(page)
    expect(table.square("c3")).to_have_attribute("data-height", "1")
    assert table.moves() == ["c3"]
    expect(table.board).to_have_attribute("data-turn", "red")


# Whether PyScript's module is in the page (web/early.js puts it in the head from its template).
PYSCRIPT_IN = """() => document.querySelector('script[src$="/pyscript/core.js"]') !== null"""


def test_pythons_start_waits_for_the_pages_deferred_scripts(
    context: BrowserContext, page: Page, page_log: PageLog, site_url: str
) -> None:
    """The page's Python reads at its start what web/tabs.js (deferred, like sound.js and
    offline.js) defines: PyScript's module goes in only once they have run. A module script put
    in the page runs whenever it has loaded, while the deferred scripts run after the page is
    read: a tabs.js slower than Python's start (a loaded machine; seen in CI on the reload onto a
    new deployment) left the page dead, `AttributeError: module 'js' has no attribute
    'mixtourTabs'` in app/dom.py's start. Here the browser has no paint timing, so Python starts
    as soon as the page is read, and tabs.js is held meanwhile."""
    hold_ai(context)
    page.add_init_script("delete window.PerformanceObserver;")
    held: list[Route] = []

    def hold(route: Route) -> None:  # Playwright tags handlers: a bound builtin will not do
        held.append(route)

    page.route("**/web/tabs.js", hold)
    page.goto(page_url(site_url, {"mode": "two"}), wait_until="commit")
    page.wait_for_function("() => document.readyState === 'interactive'")
    assert len(held) == 1
    assert page.evaluate(PYSCRIPT_IN) is False
    held[0].continue_()
    wait_until_ready(page)
    assert page.evaluate(PYSCRIPT_IN) is True
    assert page_log.errors == []


def test_entering_a_piece_by_click(table: Table) -> None:
    table.click("c3")
    expect(table.square("c3")).to_have_attribute("data-height", "1")
    expect(table.square("c3").locator(".piece.white")).to_have_count(1)
    assert table.moves() == ["c3"]
    assert table.announced() == "White enters a piece on c3."
    expect(table.page.locator('.player[data-colour="white"] .reserve')).to_have_attribute(
        "data-reserve", "19"
    )
    assert table.position() == "c3=w r 19/20 0/0 -"


def test_picking_a_stack_choosing_the_count_and_moving(table: Table) -> None:
    table.play("c3", "d4", "c4", "c3-c4")  # c4 holds two White pieces
    page = table.page
    table.piece("c4", 2).click()  # the lower piece: it and the one above
    expect(table.square("c4")).to_have_class(re.compile("picked"))
    expect(table.square("c4").locator(".piece.lifted")).to_have_count(2)
    engine = Game()
    for move in ("c3", "d4", "c4", "c3-c4"):
        engine.play(move)
    reachable = {str(m)[-2:] for m in engine.legal_moves() if str(m).startswith("c4:2-")}
    assert table.lit() == reachable == {"d4"}
    expect(page.locator("#count-picker button[aria-pressed=true]")).to_have_text("2")
    page.keyboard.press("1")  # keys choose the count too
    expect(page.locator("#count-picker button[aria-pressed=true]")).to_have_text("1")
    expect(table.square("c4").locator(".piece.lifted")).to_have_count(1)
    page.locator("#count-picker button[data-count='2']").click()  # and the buttons
    expect(table.square("c4").locator(".piece.lifted")).to_have_count(2)
    table.click("d4")
    assert table.moves()[-1] == "c4:2-d4"
    expect(table.square("d4")).to_have_attribute("data-height", "3")
    expect(table.square("c4")).to_have_attribute("data-height", "0")
    assert table.announced() == "White moves 2 pieces from c4 onto d4."
    expect(table.square("c4")).to_have_class(re.compile("last-from"))
    expect(table.square("d4")).to_have_class(re.compile("last-to"))


def test_drag_and_drop_moves_a_stack(table: Table) -> None:
    table.play("c3", "d4", "c4", "c3-c4")
    page = table.page

    def drag(origin: str, count: int, target: str) -> None:
        start = table.piece(origin, count).bounding_box()
        end = table.square(target).bounding_box()
        assert start is not None and end is not None
        page.mouse.move(start["x"] + start["width"] / 2, start["y"] + start["height"] / 2)
        page.mouse.down()
        page.mouse.move(end["x"] + end["width"] / 2, end["y"] + end["height"] / 2, steps=6)
        expect(page.locator("#drag-ghost")).to_have_count(1)
        page.mouse.up()

    drag("c4", 2, "e5")  # not on a line: explained, nothing moves
    assert table.announced() == (
        "Can't move from c4 to e5: pieces move along a rank, a file or a diagonal."
    )
    expect(page.locator("#announce")).to_have_attribute("data-kind", "warn")
    drag("c4", 2, "d4")
    assert table.moves()[-1] == "c4:2-d4"
    expect(table.square("d4")).to_have_attribute("data-height", "3")
    expect(page.locator("#drag-ghost")).to_have_count(0)


def test_the_game_over_banner_states_winner_and_reason_and_offers_a_new_game(
    table: Table,
) -> None:
    page = table.page
    table.play(*SCORING_GAME)
    banner = page.locator("#banner")
    expect(banner).to_be_visible()
    expect(banner.locator("h2")).to_have_text("White wins!")
    expect(banner.locator("p")).to_have_text("White reached 1 point.")
    expect(page.locator("#status")).to_have_text("White wins! White reached 1 point.")
    expect(page.locator("#announce")).to_have_text(
        "White moves 4 pieces from b3 onto a3. The stack of 5 on a3 is removed: "
        "White scores (White 1, Red 0). White wins! White reached 1 point."
    )
    # The removed stack rises off the board and the point it gave is shown.
    expect(page.locator("#flash .removal .piece")).to_have_count(5)
    expect(page.locator("#flash .gain")).to_contain_text("+1 White")
    expect(table.square("a3")).to_have_attribute("data-height", "0")
    expect(page.locator('.player[data-colour="white"] .score')).to_have_attribute("data-score", "1")
    expect(page.locator('.player[data-colour="white"]')).to_have_class(re.compile("winner"))
    table.click("e5")  # the board takes no more moves (the card lies over the bottom rank)
    assert len(table.moves()) == len(SCORING_GAME)
    banner.locator("[data-action=dismiss]").click()
    expect(banner).to_be_hidden()
    page.locator("[data-action=undo]").click()
    expect(table.square("b3")).to_have_attribute("data-height", "4")
    page.locator("[data-action=redo]").click()
    expect(banner).to_be_visible()
    banner.locator("[data-action=again]").click()
    expect(banner).to_be_hidden()
    assert table.moves() == []
    assert table.position() == "- w 20/20 0/0 -"


@pytest.mark.parametrize(("target", "reserve"), [(1, 25), (5, 20), (2, 22)])
def test_the_new_game_dialog_sets_target_and_reserve(
    table: Table, target: int, reserve: int
) -> None:
    page = table.page
    table.play("c3")
    table.new_game(red="person", target=target, reserve=reserve)
    assert table.moves() == []
    assert table.position() == f"- w {reserve}/{reserve} 0/0 -"
    points = "1 point" if target == 1 else f"{target} points"
    expect(page.locator("#mode-line")).to_have_text(
        f"Two players on this device · no computer help · first to {points} · {reserve} pieces each"
    )
    expect(page.locator('.player[data-colour="red"] .pip')).to_have_count(target)
    expect(page.locator('.player[data-colour="red"] .reserve')).to_have_attribute(
        "data-reserve", str(reserve)
    )


def test_the_new_game_dialog_shows_only_what_the_seats_use(table: Table) -> None:
    page = table.page
    page.locator(".bar [data-action=new]").click()
    dialog = page.locator("#new-game")
    # Opened on the game being played: two people, so no Blue, no speed, no words on links.
    expect(dialog.locator("#ng-seat-0")).to_have_value("person")
    expect(dialog.locator("#ng-seat-1")).to_have_value("person")
    expect(dialog.locator("#ng-seat-2")).to_be_hidden()
    expect(dialog.locator("#ng-speed")).to_be_hidden()
    expect(dialog.locator("#ng-link-note")).to_be_hidden()
    # The computer at every seat: the speed is offered.
    dialog.locator("#ng-seat-0").select_option("casual")
    dialog.locator("#ng-seat-1").select_option("strong")
    expect(dialog.locator("#ng-speed")).to_be_visible()
    # A friend by link: the words on sending links, and no speed.
    dialog.locator("#ng-seat-0").select_option("person")
    dialog.locator("#ng-seat-1").select_option("friend")
    expect(dialog.locator("#ng-link-note")).to_be_visible()
    expect(dialog.locator("#ng-speed")).to_be_hidden()
    # Three players: Blue's seat, and no 5 points or choice of pieces.
    expect(dialog.locator("#ng-target-5")).to_be_visible()
    dialog.locator('input[name="players"][value="3"]').check()
    expect(dialog.locator("#ng-seat-2")).to_be_visible()
    expect(dialog.locator("#ng-target-5")).to_be_hidden()
    expect(dialog.locator("#ng-reserve")).to_be_hidden()
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    assert table.board.get_attribute("data-seats") == "person person"  # cancelled: the same game


def test_the_new_game_dialog_says_what_each_level_wins(table: Table) -> None:
    page = table.page
    page.locator(".bar [data-action=new]").click()
    notes = page.locator("#new-game .level-notes")
    notes.locator("summary").click()
    records = notes.locator("dd .record")
    expect(records).to_have_count(4)
    for index in range(4):
        expect(records.nth(index)).to_be_visible()
    expect(notes.locator("dd").nth(2)).to_have_text(
        "Reads a few moves ahead: at most 1 second a move. Wins 8 games in 10 against a program"
        " that searches 4 moves deep, 7 in 10 at 5 deep."
    )
    expect(records.nth(3)).to_have_text("Wins 8 games in 10 against Strong.")


def test_the_new_game_dialog_refuses_seats_that_cannot_play_together(table: Table) -> None:
    page = table.page
    page.set_viewport_size({"width": 360, "height": 640})  # a phone: the error below the fold
    page.locator(".bar [data-action=new]").click()
    dialog = page.locator("#new-game")
    dialog.locator("#ng-seat-0").select_option("strong")
    dialog.locator("#ng-seat-1").select_option("friend")
    start = dialog.locator("[data-action=start]")
    start.click()
    error = dialog.locator("#new-game-error")
    expect(error).to_have_text("Can't start this game: a game by link has no computer seat.")
    expect(error).to_be_in_viewport()
    expect(dialog).to_be_visible()
    assert table.board.get_attribute("data-seats") == "person person"
    dialog.locator("#ng-seat-0").select_option("person")  # chosen again: the error goes
    expect(error).to_be_hidden()
    start.click()
    expect(dialog).to_be_hidden()
    assert table.board.get_attribute("data-seats") == "person friend"


def test_the_keyboard_reaches_every_square_and_plays(table: Table) -> None:
    page = table.page
    page.locator(".bar .game-link").focus()  # the header's last stop, the way to Kitty
    page.keyboard.press("Tab")

    def focused() -> str:
        return str(page.evaluate("document.activeElement.dataset.square || ''"))

    assert focused() == "c3"
    # Walk every square: down to rank 1, left to file a, then snake up.
    for key, count in (("ArrowDown", 2), ("ArrowLeft", 2)):
        for _ in range(count):
            page.keyboard.press(key)
    seen = {focused()}
    for rank in range(5):
        for _ in range(4):
            page.keyboard.press("ArrowRight" if rank % 2 == 0 else "ArrowLeft")
            seen.add(focused())
        if rank < 4:
            page.keyboard.press("ArrowUp")
            seen.add(focused())
    assert len(seen) == 25
    assert focused() == "e5"
    # One tab stop for the whole board (a roving tabindex): Tab leaves it, Shift+Tab comes back.
    expect(page.locator('#board [tabindex="0"]')).to_have_attribute("data-square", "e5")
    page.keyboard.press("Tab")
    assert focused() == ""
    page.keyboard.press("Shift+Tab")
    assert focused() == "e5"
    page.keyboard.press("Enter")  # enter a piece on e5
    assert table.moves() == ["e5"]
    assert focused() == "e5"  # focus survives the re-render
    page.keyboard.press("ArrowLeft")
    page.keyboard.press(" ")  # Red enters on d5
    page.keyboard.press("ArrowRight")
    page.keyboard.press("1")  # White picks 1 piece of e5
    expect(table.square("e5")).to_have_class(re.compile("picked"))
    page.keyboard.press("Escape")
    expect(page.locator("#board .sq.picked")).to_have_count(0)
    page.keyboard.press("Enter")  # pick e5 again
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Enter")  # e5-d5
    assert table.moves() == ["e5", "d5", "e5-d5"]
    assert focused() == "d5"


def test_the_live_region_announces_moves_and_the_result(table: Table) -> None:
    live = table.page.locator("#announce")
    expect(live).to_have_attribute("aria-live", "polite")
    table.play("c3")
    expect(live).to_have_text("White enters a piece on c3.")
    table.play("c4")
    expect(live).to_have_text("Red enters a piece on c4.")
    # Each square says what stands on it.
    expect(table.square("c3")).to_have_attribute("aria-label", "c3, 1 piece, White")


def test_axe_finds_no_serious_or_critical_violations(table: Table) -> None:
    page = table.page
    table.play("c3", "d4", "c4", "c3-c4")
    table.click("c4")  # a held stack and lit squares

    assert serious_violations(page) == []
    page.locator(".bar [data-action=rules]").click()
    expect(page.locator("#rules")).to_be_visible()
    assert serious_violations(page) == []
    page.keyboard.press("Escape")
    page.locator(".bar [data-action=new]").click()
    assert serious_violations(page) == []


def test_the_rules_panel_draws_its_diagrams_with_the_board_code(table: Table) -> None:
    page = table.page
    page.locator(".bar [data-action=rules]").click()
    rules = page.locator("#rules")
    expect(rules).to_be_visible()
    diagrams = rules.locator("svg.board.diagram[role=img]")
    expect(diagrams).to_have_count(6)
    for name, words in (
        ("enter", "Entering"),
        ("move", "Moving"),
        ("distance", "distance rule"),
        ("blocking", "Blocking"),
        ("scoring", "Scoring"),
        ("ban", "take-back ban"),
    ):
        svg = rules.locator(f'[data-diagram="{name}"] svg')
        expect(svg).to_have_attribute("aria-label", re.compile(words))
        expect(svg.locator(".sq")).to_have_count(25)
    expect(rules.locator('[data-diagram="scoring"] .badge.white')).to_have_text("+1")
    expect(rules.locator('[data-diagram="ban"] .arrow.no')).to_have_count(1)
    expect(rules.locator('[data-diagram="blocking"] .sq.blocker')).to_have_count(1)
    rules.locator("[data-action=close-dialog]").click()
    expect(rules).to_be_hidden()


def test_a_phone_plays_by_touch_without_horizontal_scrolling(
    browser: Browser, site_url: str
) -> None:
    context = browser.new_context(
        viewport={"width": 360, "height": 640}, has_touch=True, is_mobile=True
    )
    hold_ai(context)
    page = context.new_page()
    try:
        table = Table(page).open(page_url(site_url, {"mode": "two"}))
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        box = table.board.bounding_box()
        assert box is not None
        assert box["x"] >= 0 and box["x"] + box["width"] <= 360
        assert box["width"] >= 300  # the board fills the phone's width
        for name in ("c3", "d4", "c4"):
            table.square(name).tap()
        table.piece("c4", 1).tap()
        expect(table.square("c4")).to_have_class(re.compile("picked"))
        table.square("d4").tap()
        assert table.moves() == ["c3", "d4", "c4", "c4-d4"]
        expect(page.locator("#status")).to_be_in_viewport()
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        page.locator(".bar [data-action=rules]").tap()
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
    finally:
        context.close()


def test_the_narrowest_phone_reaches_every_button_of_the_bar_without_scrolling_sideways(
    browser: Browser, site_url: str
) -> None:
    context = browser.new_context(
        viewport={"width": 320, "height": 640}, has_touch=True, is_mobile=True
    )
    hold_ai(context)
    page = context.new_page()
    try:
        Table(page).open(page_url(site_url, {"mode": "two"}))
        assert page.evaluate("document.documentElement.scrollWidth") <= 320
        for control in page.locator(".bar-actions > *").all():
            box = control.bounding_box()
            assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 320
    finally:
        context.close()


def test_a_finger_drags_pieces_on_a_phone(browser: Browser, site_url: str) -> None:
    context = browser.new_context(
        viewport={"width": 360, "height": 640}, has_touch=True, is_mobile=True
    )
    hold_ai(context)
    page = context.new_page()
    try:
        table = Table(page).open(page_url(site_url, {"mode": "two"}))
        table.play("c3", "d4", "c4", "c3-c4")
        start = table.piece("c4", 2).bounding_box()
        end = table.square("d4").bounding_box()
        assert start is not None and end is not None
        x0, y0 = start["x"] + start["width"] / 2, start["y"] + start["height"] / 2
        x1, y1 = end["x"] + end["width"] / 2, end["y"] + end["height"] / 2
        # Playwright taps but does not drag a finger: send the touch events themselves.
        cdp = context.new_cdp_session(page)
        cdp.send(
            "Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x0, "y": y0}]}
        )
        for step in range(1, 9):
            point = {"x": x0 + (x1 - x0) * step / 8, "y": y0 + (y1 - y0) * step / 8}
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
        expect(page.locator("#drag-ghost")).to_have_count(1)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        table.wait_for_moves(5, timeout=5_000)
        assert table.moves()[-1] == "c4:2-d4"
        assert page.evaluate("window.scrollY") == 0  # the finger moved pieces, not the page
    finally:
        context.close()


def test_two_players_can_play_when_the_ai_fails(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    context.route(
        "**/app/worker.py",
        lambda route: route.fulfill(
            content_type="text/plain", body='raise RuntimeError("broken on purpose")\n'
        ),
    )
    table = Table(page).open(site_url)
    ai_status = page.locator("#ai-status")
    expect(ai_status).to_have_attribute("data-state", "error", timeout=90_000)
    expect(ai_status).to_contain_text("The AI failed to load")
    expect(page.locator("#ai-retry")).to_be_visible()
    table.click("c3")
    expect(page.locator("#status")).to_contain_text("The AI could not start")
    # Red's computer cannot come: Red's seat goes to a person at this device, the game goes on.
    page.locator("#ai-play-on").click()
    expect(table.board).to_have_attribute("data-seats", "person person")
    table.play("d4", "c4", "c3-c4")
    assert table.moves() == ["c3", "d4", "c4", "c3-c4"]


# -- against the computer ----------------------------------------------------------------------


def test_against_the_ai_as_white_it_answers_each_move(ai_table: Table) -> None:
    ai_table.new_game(red="beginner")
    page = ai_table.page
    expect(page.locator("#mode-line")).to_contain_text("You (White) against the computer")
    ai_table.click("c3")
    ai_table.wait_for_moves(2)
    ai_table.wait_for_turn("white")
    assert ai_table.moves()[0] == "c3"
    assert re.fullmatch(r"[a-e][1-5]", ai_table.moves()[1])
    assert ai_table.announced().startswith("Red enters a piece on")
    ms = float(page.locator("body").get_attribute("data-ai-ms") or "nan")
    assert ms > 0


def test_against_the_ai_as_red_it_moves_first(ai_table: Table) -> None:
    ai_table.new_game(white="strong", red="person")
    ai_table.wait_for_moves(1)
    ai_table.wait_for_turn("red")
    expect(ai_table.page.locator("#status")).to_have_text(
        "Your move: enter a piece on an empty square, or pick up a stack."
    )
    free = next(name for name in ("c3", "b2") if ai_table.moves()[0] != name)
    ai_table.click(free)
    ai_table.wait_for_moves(3)
    ai_table.wait_for_turn("red")


def test_undo_against_the_ai_returns_to_the_players_previous_turn(ai_table: Table) -> None:
    ai_table.new_game()
    page = ai_table.page
    ai_table.click("c3")
    ai_table.wait_for_moves(2)
    ai_table.wait_for_turn("white")
    first_two = ai_table.moves()
    free = next(name for name in ("e5", "a1") if name not in first_two)
    ai_table.click(free)
    ai_table.wait_for_moves(4)
    ai_table.wait_for_turn("white")
    page.locator("#undo").click()
    assert ai_table.moves() == first_two  # the AI's reply and the player's move
    expect(page.locator("#status")).to_have_text(
        "Your move: enter a piece on an empty square, or pick up a stack."
    )
    page.locator("#redo").click()
    assert len(ai_table.moves()) == 4
    ai_table.wait_for_turn("white")
    page.locator("#undo").click()
    page.locator("#undo").click()
    assert ai_table.moves() == []
    expect(page.locator("#undo")).to_be_disabled()


def test_a_hint_is_shown_on_the_board(ai_table: Table) -> None:
    ai_table.new_game()
    page = ai_table.page
    page.locator("#hint").click()
    expect(page.locator("#announce")).to_have_text(re.compile(r"^Hint: "), timeout=30_000)
    expect(page.locator("#announce")).to_have_attribute("data-kind", "hint")
    expect(page.locator("#board .sq.hint")).to_have_count(1)
    hinted = page.locator("#board .sq.hint").get_attribute("data-square")
    assert hinted is not None
    assert hinted in page.locator("#announce").inner_text()
    ai_table.click(hinted)
    expect(page.locator("#board .sq.hint")).to_have_count(0)


def test_ai_against_ai_plays_itself_with_speed_and_pause(ai_table: Table) -> None:
    page = ai_table.page
    ai_table.new_game(white="strong", red="strong", speed="fast")
    expect(page.locator("#watch-controls")).to_be_visible()
    ai_table.wait_for_moves(4)
    page.locator("#pause").click()
    expect(page.locator("#pause")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#status")).to_contain_text("Paused.")
    ai_table.click("a1")  # the board is the computer's
    expect(page.locator("#announce")).to_have_text(
        "The computer plays both sides: start a new game to play yourself."
    )
    paused_at = len(ai_table.moves())
    page.wait_for_timeout(600)  # nothing may happen while paused: give it the chance
    assert len(ai_table.moves()) == paused_at
    page.locator("#speed").select_option("slow")
    page.locator("#pause").click()
    ai_table.wait_for_moves(paused_at + 1)
    expect(page.locator("#mode-line")).to_contain_text("slow")


def test_a_whole_game_against_the_ai_by_clicks(ai_table: Table, ai_page: AiPage) -> None:
    ai_table.new_game(red="beginner")
    page = ai_table.page
    rng = random.Random(5)
    for _ in range(150):
        ai_table.wait_for_turn("white")
        if ai_table.board.get_attribute("data-result"):
            break
        game = Game.from_position(ai_table.position())
        move = _test_player_move(game, rng)
        ai_table.play(str(move))
        page.wait_for_function(
            "() => { const b = document.querySelector('#board');"
            " return b.dataset.result || (b.dataset.turn === 'white' && !b.dataset.thinking); }"
        )
        if ai_table.board.get_attribute("data-result"):
            break
    result = ai_table.board.get_attribute("data-result")
    assert result in ("white", "red", "draw")
    expect(page.locator("#banner")).to_be_visible()
    expect(page.locator("#announce")).to_contain_text(
        {"white": "White wins!", "red": "Red wins!", "draw": "Draw"}[result]
    )
    assert ai_page.errors == []


def _test_player_move(game: Game, rng: random.Random) -> Move:
    """A plain player: score when it can, else avoid handing the opponent a point."""
    scoring = game.scoring_moves(game.turn)
    if scoring:
        return scoring[0]
    safe = []
    for move in game.legal_moves():
        game.push(move)
        if not game.scoring_moves(game.turn):
            safe.append(move)
        game.pop()
    return rng.choice(safe or game.legal_moves())


def test_the_ai_plays_when_it_has_loaded(
    context: BrowserContext, page: Page, page_log: PageLog, site_url: str
) -> None:
    # While the worker boots, the player moves and the page says the AI is on its way.
    held: list[Route] = []
    released = False

    def hold(route: Route) -> None:
        # Until released, the runtime's requests wait; later ones (the service worker's offline
        # copy, a retry) pass, or the AI would stay unloaded whatever the page does.
        if released:
            route.continue_()
        else:
            held.append(route)

    context.route("**/pyodide.asm.wasm", hold)
    table = Table(page).open(page_url(site_url, hooks=FAST_AI))
    table.click("c3")
    expect(page.locator("#status")).to_have_text("Red will move as soon as the AI has loaded…")
    expect(page.locator("#ai-status .ai-progress")).to_be_visible()
    for _ in range(600):
        if held:
            break
        page.wait_for_timeout(50)
    released = True
    for route in held:
        route.continue_()
    wait_until_ai_ready(page)
    table.wait_for_moves(2)
    assert page_log.errors == []
    assert set(page_log.warnings) <= {NO_SHARED_ARRAY_BUFFER_WARNING}
    assert page_log.outside(site_url) == []
