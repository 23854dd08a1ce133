"""The table's play in real Chromium (issue 13, part B): resigning and a draw by agreement (at one
device and by link), the keyboard shortcuts and the "?" list of keys, and what the table says
when held pieces are put back or a move is refused. The
decisions are checked without a browser in `controller_checks.py`; these drive the page as a
player does.
"""

import re
from pathlib import Path

import pytest
from player import Table, hold_ai, page_url, send_move, two_devices
from playwright.sync_api import Browser, BrowserContext, Page, expect

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]


@pytest.fixture
def table(context: BrowserContext, page: Page, site_url: str) -> Table:
    """A fresh page whose AI never loads, in two-player mode."""
    hold_ai(context)
    return Table(page).open(page_url(site_url, {"mode": "two"}))


def test_ctrl_z_and_ctrl_y_undo_and_redo(table: Table) -> None:
    page = table.page
    table.play("c3", "b2")
    page.keyboard.press("Control+z")
    expect(page.locator("#moves .move")).to_have_count(1)
    page.keyboard.press("Control+Shift+z")
    expect(page.locator("#moves .move")).to_have_count(2)
    page.keyboard.press("Control+z")
    page.keyboard.press("Control+z")
    expect(page.locator("#moves .move")).to_have_count(0)
    page.keyboard.press("Control+y")
    expect(page.locator("#moves .move")).to_have_count(1)
    assert table.position() == "c3=w r 19/20 0/0 -"


def test_n_opens_the_new_game_dialog_and_question_mark_lists_every_key(table: Table) -> None:
    page = table.page
    page.keyboard.press("n")
    expect(page.locator("#new-game")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("#new-game")).to_be_hidden()
    page.keyboard.press("?")
    keys = page.locator("#keys")
    expect(keys).to_be_visible()
    for key in ("Ctrl+Z (⌘Z)", "H", "N", "?", "1 to 4", "Esc"):
        expect(keys.locator("kbd", has_text=key).first).to_be_visible()
    expect(keys.locator("dd", has_text="Hint.")).to_be_visible()
    keys.get_by_role("button", name="Close").click()
    expect(keys).to_be_hidden()


def test_h_asks_for_a_hint(table: Table) -> None:
    table.play("c3")
    page = table.page
    page.keyboard.press("h")  # two people: computer help is off, and H says so
    expect(page.locator("#announce")).to_contain_text("Computer help is off")
    page.locator("#help-switch").click()
    table.square("c3").focus()
    page.keyboard.press("h")
    # The AI is held back here: the hint waits for it, and says so.
    expect(page.locator("#announce")).to_contain_text("hint")


def test_a_tap_on_an_empty_square_says_the_pieces_are_back(table: Table) -> None:
    table.play("c3")
    table.click("c3")
    expect(table.page.locator("#announce")).to_contain_text("Holding 1 piece from c3")
    table.click("a1")
    expect(table.page.locator("#announce")).to_have_text("Put the pieces back.")
    expect(table.page.locator("#status")).not_to_contain_text("Holding")
    assert table.moves() == ["c3"]


def test_a_refused_move_keeps_the_pieces_and_picks_nothing_up(table: Table) -> None:
    table.play("c3", "d4", "e5")
    table.click("e5")
    expect(table.square("e5")).to_have_class(re.compile(r"\bpicked\b"))
    table.click("c3")  # in line, but d4 stands between and c3 is 1 high: refused
    expect(table.page.locator("#announce")).to_contain_text("Can't play e5-c3")
    expect(table.page.locator("#board .picked")).to_have_count(1)
    expect(table.square("e5")).to_have_class(re.compile(r"\bpicked\b"))
    assert table.moves() == ["c3", "d4", "e5"]


def test_two_players_offer_a_draw_decline_it_then_agree(table: Table) -> None:
    page = table.page
    table.play("c3", "b2")
    page.get_by_role("button", name="Offer draw").click()
    offer = page.locator("#draw-offer")
    expect(offer).to_contain_text("White offers a draw: accept it, or play on.")
    expect(page.get_by_role("button", name="Offer draw")).to_be_disabled()
    offer.get_by_role("button", name="Decline").click()
    expect(offer).to_be_hidden()
    expect(page.locator("#announce")).to_have_text("Red declines the draw. Play on.")
    table.play("d4")
    page.get_by_role("button", name="Offer draw").click()  # Red offers
    offer.get_by_role("button", name="Accept draw").click()
    expect(page.locator("#status")).to_have_text("Draw. The players agreed a draw.")
    expect(table.board).to_have_attribute("data-result", "draw")
    table.click("e5")  # the game is over: the board takes no move
    assert table.moves() == ["c3", "b2", "d4"]
    page.get_by_role("button", name="Undo").click()  # takes the agreement back
    expect(page.locator("#status")).to_have_text(re.compile("^Red to move"))


def test_resigning_against_the_computer_writes_it_in_the_record(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    hold_ai(context)
    table = Table(page).open(page_url(site_url, {"mode": "ai", "moves": ["c3"], "human": "red"}))
    expect(page.get_by_role("button", name="Offer draw")).to_be_hidden()
    page.get_by_role("button", name="Resign").click()
    expect(page.locator("#status")).not_to_have_text("White wins! Red resigned.")
    page.get_by_role("button", name="Really resign?").click()  # one press only asks
    expect(page.locator("#status")).to_have_text("White wins! Red resigned.")
    expect(page.get_by_role("button", name="Resign")).to_be_disabled()
    page.locator("[data-action=export]").first.click()
    expect(page.locator("#export-record")).to_have_text("1. c3 1-0")
    with page.expect_download() as download:
        page.get_by_role("button", name="Download as a file").click()
    record = Path(download.value.path()).read_text(encoding="utf-8")
    assert '[Result "1-0"]\n[Termination "resignation"]' in record
    assert table.moves() == ["c3"]


def test_a_draw_offer_travels_in_the_link_and_is_accepted(browser: Browser, site_url: str) -> None:
    with two_devices(browser, site_url) as (alice, bob):
        alice.open(site_url)
        alice.new_game(red="friend")
        alice.page.get_by_role("button", name="Offer draw").click()
        alice.play("c3")
        url = send_move(alice)
        assert url.endswith("#g=1&p=link&c=r&t=1&r=20&rep=1&m=c3&o=w")
        bob.open(url)
        offer = bob.page.locator("#draw-offer")
        expect(offer).to_contain_text("White offers a draw")
        offer.get_by_role("button", name="Accept draw").click()
        expect(bob.page.locator("#status")).to_have_text("Draw. The players agreed a draw.")
        url = send_move(bob)
        assert url.endswith("&m=c3&e=d")
        alice.page.goto(url)
        expect(alice.page.locator("#status")).to_have_text("Draw. The players agreed a draw.")
        expect(alice.page.locator("#draw-offer")).to_be_hidden()
