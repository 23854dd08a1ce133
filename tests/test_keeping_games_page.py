"""Keeping games in real Chromium (issue 7), as a player does it: reload mid-game and go on,
survive a corrupted save, export and import, share a game by link, play a friend by link across
two browsers, replay and review the game. What the page decides (kept games, bad links and
imports, reviewing) is checked without a browser in `controller_checks.py`; these keep what only a
browser shows: storage, reloads, tabs, the clipboard, files and links end to end.

Tests that do not need the computer player keep its runtime from arriving (`hold_ai`).
"""

import json
import re
from pathlib import Path

import pytest
from player import FAST_AI, SCORING_GAME, Table, hold_ai, page_url, send_move, two_devices
from playwright.sync_api import Browser, BrowserContext, FilePayload, Page, Route, expect
from site_checks import PageLog, serious_violations, wait_until_ai_ready, wait_until_ready

from mixtour import Game

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]

KEY = "mixtour.game.v1"


def engine(*moves: str, target: int = 1, reserve: int = 20) -> Game:
    game = Game(target, reserve)
    for move in moves:
        game.play(move)
    return game


def stored(page: Page) -> dict[str, object]:
    return dict(json.loads(page.evaluate(f"localStorage.getItem('{KEY}')")))


def reopen(table: Table) -> None:
    """Reload the page, as a player reopening it."""
    table.page.reload()
    wait_until_ready(table.page)


@pytest.fixture
def table(context: BrowserContext, page: Page, site_url: str) -> Table:
    """A fresh page (empty storage) whose AI never loads, opened as a player opens it."""
    hold_ai(context)
    return Table(page).open(site_url)


def copy_link_from_dialog(page: Page) -> str:
    """The game's link, as the Save game… dialog shows it."""
    page.locator(".records-box [data-action=export]").click()
    value = page.locator("#export-link").input_value()
    page.keyboard.press("Escape")
    return value


# -- autosave and resume ---------------------------------------------------------------------


def test_reload_mid_game_resumes_exactly(table: Table) -> None:
    page = table.page
    table.new_game(red="person", target=3, reserve=25)
    table.play("c3", "d4", "c4", "c3-c4", "e5")
    page.locator("#undo").click()  # e5 waits in the redo branch
    saved_state = stored(page)
    assert saved_state["moves"] == ["c3", "d4", "c4", "c3-c4"]
    assert saved_state["redo"] == ["e5"]
    assert (saved_state["mode"], saved_state["target"], saved_state["reserve"]) == ("two", 3, 25)
    status = table.status()
    reopen(table)
    assert table.moves() == ["c3", "d4", "c4", "c3-c4"]
    assert table.position() == engine("c3", "d4", "c4", "c3-c4", target=3, reserve=25).position()
    expect(page.locator("#mode-line")).to_have_text(
        "Two players on this device · no computer help · first to 3 points · 25 pieces each"
    )
    assert table.status() == status
    expect(page.locator("#redo")).to_be_enabled()
    page.locator("#redo").click()
    assert table.moves() == ["c3", "d4", "c4", "c3-c4", "e5"]
    expect(page.locator("#notice")).to_be_hidden()  # nothing to report


def test_reload_against_the_ai_resumes_its_turn_and_it_moves(
    context: BrowserContext, page: Page, page_log: PageLog, site_url: str
) -> None:
    held: list[Route] = []

    def hold(route: Route) -> None:
        held.append(route)

    context.route("**/pyodide.asm.wasm", hold)  # the AI does not load at first
    table = Table(page).open(page_url(site_url, hooks=FAST_AI))
    table.new_game(white="casual", red="person", target=2)
    expect(page.locator("#status")).to_have_text("White will move as soon as the AI has loaded…")
    page.reload()  # the AI's turn, as the player left it
    wait_until_ready(page)
    expect(page.locator("#mode-line")).to_have_text(
        "You (Red) against the computer (casual) · first to 2 points · 20 pieces each"
    )
    expect(page.locator("#status")).to_have_text("White will move as soon as the AI has loaded…")
    context.unroute("**/pyodide.asm.wasm", hold)  # the held requests go on: the AI loads
    wait_until_ai_ready(page)
    table.wait_for_moves(1)
    table.wait_for_turn("red")
    expect(page.locator("#status")).to_have_text(re.compile("^Your move"))
    assert stored(page)["moves"] == table.moves()
    assert page_log.errors == []


def test_a_corrupted_save_is_reported_once_kept_and_downloadable(
    table: Table, site_url: str
) -> None:
    page = table.page
    table.play("c3")
    broken = '{"version": 1, "mode": "two", "moves": ["c3", "c3"'  # cut short
    page.evaluate("text => localStorage.setItem('mixtour.game.v1', text)", broken)
    reopen(table)
    notice = page.locator("#notice")
    expect(notice).to_be_visible()
    expect(notice).to_contain_text(
        "Your saved game could not be read: the saved game is not valid JSON. A new game has "
        "started. It is kept in this browser, so you can still download it."
    )
    assert table.moves() == []
    keys = page.evaluate("Object.keys(localStorage)")
    kept = [key for key in keys if key.startswith("mixtour.game.v1.unreadable.")]
    assert len(kept) == 1
    assert page.evaluate("key => localStorage.getItem(key)", kept[0]) == broken
    with page.expect_download() as download:
        notice.get_by_role("button", name="Download it").click()
    assert download.value.suggested_filename.startswith("mixtour-unreadable-save-")
    assert Path(download.value.path()).read_text(encoding="utf-8") == broken
    notice.get_by_role("button", name="Dismiss").click()
    expect(notice).to_be_hidden()
    # Reported once: the new game is saved, and the kept entry stays listed for download.
    reopen(table)
    expect(notice).to_be_hidden()
    page.locator(".records-box [data-action=export]").click()
    expect(page.locator("#kept")).to_be_visible()
    with page.expect_download() as again:
        page.locator("#kept-list [data-action=download-kept]").click()
    assert Path(again.value.path()).read_text(encoding="utf-8") == broken
    page.keyboard.press("Escape")
    # Reported even when a link opens at the same time.
    page.evaluate("text => localStorage.setItem('mixtour.game.v1', text)", "{}")
    page.goto("about:blank")
    Table(page).open(site_url + "#g=1&p=two&t=1&r=20&rep=1&m=zz")
    expect(notice.locator(".notice-item")).to_have_count(2)
    expect(notice).to_contain_text(
        "Your saved game could not be read: the saved game has no format"
    )
    expect(notice).to_contain_text("This game link cannot be opened")


def test_two_tabs_share_the_game_so_neither_saves_an_older_one(
    context: BrowserContext, table: Table, site_url: str
) -> None:
    table.new_game(red="person")
    table.play("c3")
    other = Table(context.new_page()).open(site_url)
    assert other.moves() == ["c3"]
    other.play("b2")  # the game goes on in the second tab...
    table.wait_for_moves(2)  # ...and the first shows it
    assert table.moves() == ["c3", "b2"]
    expect(table.page.locator("#announce")).to_contain_text("went on in another tab")
    table.play("c3-b2")  # so that a move here continues it instead of losing b2
    other.wait_for_moves(3)
    assert stored(other.page)["moves"] == ["c3", "b2", "c3-b2"]


REFUSED_STORAGE = {
    "full": "Storage.prototype.setItem = () => {"
    " throw new DOMException('full', 'QuotaExceededError'); };",
    "forbidden": "Object.defineProperty(window, 'localStorage', { get() {"
    " throw new DOMException('forbidden', 'SecurityError'); } });",
}


@pytest.mark.parametrize("refusal", sorted(REFUSED_STORAGE))
def test_a_browser_that_refuses_storage_is_told_about(
    context: BrowserContext, page: Page, site_url: str, refusal: str
) -> None:
    hold_ai(context)
    context.add_init_script(REFUSED_STORAGE[refusal])
    table = Table(page).open(site_url)
    table.play("c3")
    autosave = page.locator("#autosave")
    expect(autosave).to_have_attribute("data-state", "failed")
    expect(autosave).to_have_text(
        "This browser does not let the page keep the game: use Save game… for a copy."
    )
    assert table.moves() == ["c3"]  # the game itself goes on


# -- export and import -----------------------------------------------------------------------


def test_export_then_import_reproduces_the_game(
    context: BrowserContext, table: Table, page_log: PageLog, site_url: str
) -> None:
    # The download (a blob: URL), the clipboard and the file reader pass the page's
    # Content-Security-Policy: a violation would be a console error.
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url)
    page = table.page
    table.new_game(red="person", target=2)
    table.play(*SCORING_GAME[:7])
    position = table.position()
    page.locator(".records-box [data-action=export]").click()
    dialog = page.locator("#export")
    expect(dialog).to_be_visible()
    expect(page.locator("#export-record")).to_have_text(
        "1. b5 c4 2. b4 b5-b4 3. b3 b4:2-c4 4. c4:3-b3 *"
    )
    dialog.get_by_role("button", name="Copy record").click()
    expect(page.locator("#export-status")).to_have_text("Record copied.")
    record = page.evaluate("navigator.clipboard.readText()")
    assert '[Target "2"]' in record
    assert record.rstrip().endswith("4. c4:3-b3 *")
    with page.expect_download() as download:
        dialog.get_by_role("button", name="Download as a file").click()
    assert re.fullmatch(r"mixtour-\d{4}-\d\d-\d\d\.txt", download.value.suggested_filename)
    text = Path(download.value.path()).read_text(encoding="utf-8")
    assert text == record
    page.keyboard.press("Escape")

    # A new game, then the record pasted back.
    table.new_game(red="person")
    page.locator(".records-box [data-action=import]").click()
    page.locator("#import-text").fill(text)
    page.locator("[data-action=import-open]").click()
    expect(page.locator("#import")).to_be_hidden()
    assert table.moves() == list(SCORING_GAME[:7])
    assert table.position() == position
    expect(page.locator("#mode-line")).to_contain_text("first to 2 points")
    expect(page.locator("#announce")).to_contain_text("Opened the game record (7 moves).")

    # And from the file.
    table.new_game(red="person")
    page.locator(".records-box [data-action=import]").click()
    page.locator("#import-file").set_input_files(
        files=[FilePayload(name="game.txt", mimeType="text/plain", buffer=text.encode())]
    )
    expect(page.locator("#import")).to_be_hidden()
    assert table.moves() == list(SCORING_GAME[:7])
    assert table.position() == position
    assert page_log.errors == []
    assert page_log.outside(site_url) == []


def test_copying_falls_back_to_selected_text_when_the_clipboard_is_refused(
    context: BrowserContext, table: Table
) -> None:
    page = table.page
    page.evaluate(
        """() => {
          const refuse = () => Promise.reject(new DOMException("no", "NotAllowedError"));
          navigator.clipboard.writeText = refuse;
          document.execCommand = () => false;
        }"""
    )
    table.play("c3")
    page.locator(".records-box [data-action=copy-link]").click()
    status = page.locator("#export-status")
    expect(status).to_contain_text("did not let the page copy the link: it is selected")
    field = page.locator("#export-link")
    expect(field).to_be_focused()
    selected = page.evaluate(
        "() => { const f = document.activeElement; return f.value.slice(f.selectionStart, "
        "f.selectionEnd); }"
    )
    assert selected == field.input_value()
    assert selected.endswith("#g=1&p=ai&c=w&l=strong&t=1&r=20&rep=1&m=c3")


# -- share by link ---------------------------------------------------------------------------


def test_opening_a_shared_link_restores_the_game(
    browser: Browser, table: Table, site_url: str
) -> None:
    table.new_game(red="person", target=3, reserve=25)
    table.play(*SCORING_GAME[:5])
    url = copy_link_from_dialog(table.page)
    assert url == site_url + "#g=1&p=two&t=3&r=25&rep=1&m=b5.c4.b4.b5-b4.b3"

    other = browser.new_context()
    hold_ai(other)
    try:
        page = other.new_page()
        friend = Table(page).open(url)
        assert friend.moves() == list(SCORING_GAME[:5])
        assert friend.position() == table.position()
        expect(page.locator("#mode-line")).to_have_text(
            "Two players on this device · no computer help · first to 3 points · 25 pieces each"
        )
        expect(page.locator("#announce")).to_have_text(
            "Opened the game from the link (5 moves). Red to move."
        )
        assert page.evaluate("location.hash") == ""  # a reload resumes the game, not the link
        friend.play(SCORING_GAME[5])
        reopen(friend)
        assert friend.moves() == list(SCORING_GAME[:6])
    finally:
        other.close()


def test_a_link_does_not_lose_the_game_it_replaces(table: Table, site_url: str) -> None:
    page = table.page
    table.new_game(red="person")
    table.play("a1", "a2", "a3")
    page.goto(site_url + "#g=1&p=two&t=1&r=20&rep=1&m=e5.e4")  # another game, same tab
    table.wait_for_moves(2)
    assert table.moves() == ["e5", "e4"]
    notice = page.locator("#notice")
    expect(notice).to_contain_text("The game you had open is kept")
    notice.get_by_role("button", name="Back to my game").click()
    assert table.moves() == ["a1", "a2", "a3"]
    expect(notice).to_contain_text("The other game is kept too.")
    notice.get_by_role("button", name="Switch back").click()
    assert table.moves() == ["e5", "e4"]


# -- play by link ----------------------------------------------------------------------------


def test_play_by_link_round_trip_across_two_browsers(browser: Browser, site_url: str) -> None:
    with two_devices(browser, site_url) as (alice, bob):
        alice.open(site_url)
        alice.new_game(red="friend")
        expect(alice.page.locator("#mode-line")).to_have_text(
            "You (White) against a friend, by link · no computer help · first to 1 point · 20"
            " pieces each"
        )
        send = alice.page.locator("#send-move")
        expect(send).to_be_hidden()  # nothing to send before the first move

        alice.play("c3")
        expect(alice.page.locator("#status")).to_have_text(
            "Waiting for Red, who plays on your friend's device."
        )
        alice.click("b2")  # Red's pieces are not Alice's to move
        assert alice.moves() == ["c3"]
        url = send_move(alice)
        assert url == site_url + "#g=1&p=link&c=r&t=1&r=20&rep=1&m=c3"

        bob.open(url)
        expect(bob.page.locator("#mode-line")).to_contain_text("You (Red) against a friend")
        expect(bob.page.locator("#status")).to_have_text(re.compile("^Your move"))
        bob.play("b2")
        url = send_move(bob)
        assert url.endswith("#g=1&p=link&c=w&t=1&r=20&rep=1&m=c3.b2")

        alice.page.goto(url)  # pasted into Alice's open tab
        alice.wait_for_moves(2)
        assert alice.moves() == ["c3", "b2"]
        expect(alice.page.locator("#status")).to_have_text(re.compile("^Your move"))
        expect(alice.page.locator("#notice")).to_be_hidden()  # it continues her game
        alice.play("c3-b2")
        bob.page.goto(send_move(alice))
        bob.wait_for_moves(3)
        assert bob.moves() == ["c3", "b2", "c3-b2"]
        assert bob.position() == alice.position() == engine("c3", "b2", "c3-b2").position()


# -- replay and review -----------------------------------------------------------------------


def test_replay_from_the_move_list_and_the_keys(table: Table) -> None:
    page = table.page
    table.new_game(red="person")
    moves = ["c3", "d4", "c4", "c3-c4", "e5", "e4"]
    table.play(*moves)
    bar = page.locator("#review-bar")
    expect(bar).to_be_hidden()
    page.locator("#moves .move").nth(2).click()  # the third move: c4
    expect(bar).to_be_visible()
    expect(page.locator("#review-text")).to_have_text("Viewing move 3 of 6")
    expect(table.board).to_have_attribute("data-review", "3")
    assert table.position() == engine(*moves[:3]).position()
    expect(page.locator("#status")).to_have_text("Viewing move 3 of 6: White played c4.")
    expect(page.locator("#moves .move.shown")).to_have_text("c4")
    expect(page.locator("#moves [aria-current=step]")).to_be_focused()
    expect(page.locator("#undo")).to_be_disabled()

    page.keyboard.press("ArrowLeft")
    expect(page.locator("#review-text")).to_have_text("Viewing move 2 of 6")
    assert table.position() == engine(*moves[:2]).position()
    expect(page.locator("#moves .move.shown")).to_have_text("d4")  # one move marked, the new
    expect(page.locator("#moves [aria-current=step]")).to_be_focused()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    expect(page.locator("#review-text")).to_have_text("Viewing move 4 of 6")
    page.keyboard.press("Home")
    expect(page.locator("#review-text")).to_have_text("Viewing the start, before move 1 of 6")
    assert table.position() == "- w 20/20 0/0 -"
    page.keyboard.press("End")
    expect(bar).to_be_hidden()
    assert table.position() == engine(*moves).position()

    # The buttons under the list.
    page.get_by_role("button", name="Previous move").click()
    expect(page.locator("#review-text")).to_have_text("Viewing move 5 of 6")
    page.get_by_role("button", name="The start").click()
    page.get_by_role("button", name="Next move").click()
    expect(page.locator("#review-text")).to_have_text("Viewing move 1 of 6")
    page.get_by_role("button", name="Back to the game").click()
    expect(bar).to_be_hidden()

    # On the board the arrows move between squares; Shift+arrows replay.
    table.square("c3").focus()
    page.keyboard.press("ArrowLeft")
    assert page.evaluate("document.activeElement.dataset.square") == "b3"
    expect(bar).to_be_hidden()
    page.keyboard.press("Shift+ArrowLeft")
    expect(page.locator("#review-text")).to_have_text("Viewing move 5 of 6")
    page.keyboard.press("Escape")
    expect(bar).to_be_hidden()
    assert table.moves() == moves


# -- how it looks to a player ------------------------------------------------------------------


def test_axe_finds_no_serious_violations_in_the_new_dialogs_and_bars(
    table: Table, site_url: str
) -> None:
    page = table.page

    table.open(page_url(site_url, {"mode": "link", "moves": ["c3", "b2", "d4"]}))
    expect(page.locator("#send-move")).to_be_visible()
    page.locator("#moves .move").first.click()  # the review bar
    page.evaluate("location.hash = 'g=1&p=two'")  # a notice
    expect(page.locator("#notice")).to_be_visible()
    assert serious_violations(page) == []
    page.locator("#review-bar").get_by_role("button", name="Play from here").click()
    assert serious_violations(page) == []
    page.keyboard.press("Escape")
    page.locator(".records-box [data-action=export]").click()
    assert serious_violations(page) == []
    page.keyboard.press("Escape")
    page.locator(".records-box [data-action=import]").click()
    page.locator("[data-action=import-open]").click()
    expect(page.locator("#import-error")).to_be_visible()
    assert serious_violations(page) == []


def test_on_a_phone_the_new_controls_fit(browser: Browser, site_url: str) -> None:
    context = browser.new_context(
        viewport={"width": 360, "height": 640}, has_touch=True, is_mobile=True
    )
    hold_ai(context)
    page = context.new_page()
    try:
        table = Table(page).open(page_url(site_url, {"mode": "link", "moves": ["c3", "b2", "d4"]}))
        expect(page.locator("#send-move")).to_be_visible()
        page.locator("#moves .move").first.tap()
        expect(page.locator("#review-bar")).to_be_visible()
        page.evaluate("location.hash = 'g=1&p=two'")
        expect(page.locator("#notice")).to_be_visible()
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        page.locator(".records-box [data-action=export]").tap()
        box = page.locator("#export").bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 360
        assert table.moves() == ["c3", "b2", "d4"]
    finally:
        context.close()
