"""The table's play in real Chromium (issue 13, part B): the keyboard shortcuts and the "?" list
of keys, and what the table says when held pieces are put back or a move is refused. The
decisions are checked without a browser in `controller_checks.py`; these drive the page as a
player does.
"""

import re

import pytest
from playwright.sync_api import BrowserContext, Page, expect
from table import Table, hold_ai, page_url

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
    table.page.keyboard.press("h")
    # The AI is held back here: the hint waits for it, and says so.
    expect(table.page.locator("#announce")).to_contain_text("hint")


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
