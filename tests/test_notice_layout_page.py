"""A notice over the table, in Chromium: while it shows, every button of the side panel can
still be reached (scrolled out from under it), at the sizes of a laptop and of a phone; and the
move list says a pass in the page's words, not in the notation's monospace font."""

import json
from collections.abc import Callable
from urllib.parse import quote

import pytest
from player import Table, page_url
from playwright.sync_api import Page, expect
from test_new_player_page import kitty_state

from tools.long_game import long_moves

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

# Each enabled button of the hand and the side column scrolled into view (to the window's
# middle, as far as the page scrolls): those whose centre is then under something else,
# with what is there.
UNREACHED = """() => {
    const buttons = [...document.querySelectorAll('.hand button, .side button')]
        .filter(b => !b.disabled && b.checkVisibility({visibilityProperty: true}));
    const unreached = [];
    for (const button of buttons) {
        button.scrollIntoView({block: 'center', behavior: 'instant'});
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!(hit && button.contains(hit))) {
            const over = hit && hit.closest('#notice') ? 'the notice' : hit && hit.className;
            unreached.push(`${button.textContent.trim()} under ${over}`);
        }
    }
    return unreached;
}"""

# Kitty, two players: a game under way, then a link to another (Red to move after a pass).
KITTY_PASSED = {
    "version": 1, "players": 2, "side": 5, "setup": "random", "seed": 7,
    "seats": ["person", "person"], "speed": "normal", "moves": ["b1-b2", "pass"], "redo": [],
    "paused": False,
}  # fmt: skip

SIZES = [(1280, 800), (1024, 768), (1280, 720), (360, 640), (740, 360)]


def _kitty_link_opened(page: Page, site_url: str, language: str) -> None:
    """Kitty with a game kept and another opened by a link: "Opened the test state. The game
    you had open is kept", with Back to my game and Dismiss, until it is dismissed."""
    name = "kitty.de.html" if language == "de" else "kitty.html"
    Table(page).open(f"{site_url}{name}?test-state=" + quote(kitty_state(2, 20)))
    Table(page).open(f"{site_url}{name}?test-state=" + quote(json.dumps(KITTY_PASSED)))


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_button_of_kittys_side_panel_can_be_reached_while_a_notice_shows(
    at: Callable[[int, int], Page], site_url: str, language: str
) -> None:
    # At 1280x800 the notice at the window's foot lay over "Review the game" and "Chance bar"
    # until the player dismissed it, and no scroll brought them out from under it. One page,
    # the window resized to each size (the layout is the style sheet's alone).
    page = at(*SIZES[0])
    _kitty_link_opened(page, site_url, language)
    notice = page.locator("#notice .notice-item")
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        expect(notice).to_be_visible()
        assert page.evaluate(UNREACHED) == [], (width, height)
        expect(notice).to_be_visible()


def test_every_button_of_mixtours_side_panel_can_be_reached_while_a_notice_shows(
    at: Callable[[int, int], Page], site_url: str
) -> None:
    # A friend's link with a move that cannot be played: its warning, five lines beside the
    # board, lay over Dark mode and Sound at the page's end, out of reach until dismissed.
    page = at(*SIZES[0])
    state = {"mode": "two", "repetition_draw": False, "moves": long_moves(16)}
    Table(page).open(page_url(site_url, state))
    page.evaluate("location.hash = 'g=1&p=two&t=1&r=20&rep=1&m=c3.c3'")
    notice = page.locator("#notice .notice-item")
    expect(notice).to_contain_text("This game link cannot be opened")
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        assert page.evaluate(UNREACHED) == [], (width, height)
        expect(notice).to_be_visible()


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_pass_in_the_move_list_is_in_words_not_in_the_notations_font(
    at: Callable[[int, int], Page], site_url: str, language: str
) -> None:
    page = at(1280, 800)
    name = "kitty.de.html" if language == "de" else "kitty.html"
    Table(page).open(f"{site_url}{name}?test-state=" + quote(json.dumps(KITTY_PASSED)))
    moves = page.locator("#moves button.move")
    expect(moves).to_have_text(["b1-b2", "passt" if language == "de" else "passes"])
    move, passed = (m.evaluate("e => getComputedStyle(e).fontFamily") for m in moves.all())
    assert "monospace" in move
    assert "monospace" not in passed, passed
