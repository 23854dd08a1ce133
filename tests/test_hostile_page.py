"""Hostile input in real Chromium (issue 12): what only a browser shows. Test hooks that act in a
player's page, two tabs on one game, sizes that MicroPython cannot even turn into strings, and
another site's frame. Each test is a finding of the hostile test of the built page and failed
before its fix; what needs no browser is in `test_hostile.py`.
"""

import json
from urllib.parse import quote

import pytest
from player import FAST_AI, Table, hold_ai, page_url
from playwright.sync_api import BrowserContext, Page, expect
from site_checks import wait_until_ai_ready, wait_until_ready

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]

KEY = "mixtour.game.v1"
RECENT = KEY + ".recent."


def stored_moves(page: Page, key: str = KEY) -> list[str]:
    text = page.evaluate(f"localStorage.getItem('{key}')")
    return list(json.loads(text)["moves"]) if text else []


def latest_recent(page: Page) -> str:
    """The key of the latest game kept among the recent games."""
    keys = page.evaluate("Object.keys(localStorage)")
    return str(max(key for key in keys if key.startswith(RECENT)))


def notices(page: Page) -> str:
    return page.locator("#notice").inner_text()


# -- finding 1: test hooks -------------------------------------------------------------------


def test_test_hooks_do_nothing_in_a_player_s_page(
    player_context: BrowserContext, site_url: str
) -> None:
    hold_ai(player_context)
    table = Table(player_context.new_page()).open(site_url)
    table.new_game(red="person")
    table.play("c3")
    other = {"version": 1, "mode": "two", "moves": ["a1", "e5"]}
    hostile = f"{site_url}?ai-iterations=200000000&test-state={quote(json.dumps(other))}"
    table.open(hostile)
    assert table.moves() == ["c3"]  # the player's game, not the link's
    assert stored_moves(table.page) == ["c3"]
    expect(table.page.locator("#notice .notice-item")).to_have_count(0)
    table.open(hostile + "#g=1&p=two&t=1&r=20&rep=1&m=c3.b2")  # a link moves the query out
    table.wait_for_moves(2)
    assert "?" not in table.page.url and "#" not in table.page.url


def test_a_malformed_test_state_never_stops_the_page(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    hold_ai(context)
    table = Table(page).open(site_url)
    table.new_game(red="person")
    table.play("c3")
    table.open(site_url + "?test-state=" + quote("{not json"))  # waits for the page to start
    expect(page.locator("#notice")).to_contain_text("The test state could not be opened")
    assert table.moves() == ["c3"]
    bad_start = {"version": 1, "mode": "two", "start": "- w 20/20 1/0 -"}
    table.open(page_url(site_url, bad_start))
    expect(page.locator("#notice")).to_contain_text("the start position is a finished game")
    assert table.moves() == ["c3"]


# -- findings 2 and 3: two tabs --------------------------------------------------------------


def test_one_tab_at_a_time_plays_a_game_against_the_computer(
    context: BrowserContext, site_url: str
) -> None:
    first = Table(context.new_page()).open(page_url(site_url, hooks=FAST_AI), ai=True)
    second = Table(context.new_page()).open(page_url(site_url, hooks=FAST_AI))
    second_notice = second.page.locator('#notice [data-topic="tab"]')
    expect(second_notice).to_contain_text("being played in another tab")
    expect(second.page.locator("#status")).to_have_text(
        "Played in another tab: press Play here to play it in this tab."
    )
    first.play("c3")
    first.wait_for_moves(2)  # the computer's reply, in the tab that plays
    second.wait_for_moves(2)  # shown in the other
    second.click("e1")
    expect(second.page.locator("#announce")).to_contain_text("being played in another tab")
    assert second.moves() == first.moves() == stored_moves(first.page)
    assert len(stored_moves(first.page)) == 2
    second_notice.locator("[data-action=play-here]").click()
    expect(second_notice).to_have_count(0)
    expect(first.page.locator('#notice [data-topic="tab"]')).to_contain_text("another tab")
    wait_until_ai_ready(second.page)
    first.click("e1")
    expect(first.page.locator("#announce")).to_contain_text("being played in another tab")
    second.play(next(name for name in ("e5", "e4", "d5") if name not in second.moves()))
    second.wait_for_moves(4)
    first.wait_for_moves(4)
    assert first.moves() == second.moves() == stored_moves(second.page)


# Storage events held back in one tab, as when two tabs write within a few milliseconds.
HOLD_STORAGE_EVENTS = """
window.heldStorageEvents = [];
window.holdingStorageEvents = true;
window.addEventListener("storage", (event) => {
  if (window.holdingStorageEvents && event.isTrusted) {
    event.stopImmediatePropagation();
    window.heldStorageEvents.push([event.key, event.oldValue, event.newValue]);
  }
}, true);
window.releaseStorageEvents = () => {
  window.holdingStorageEvents = false;
  for (const [key, oldValue, newValue] of window.heldStorageEvents) {
    window.dispatchEvent(new StorageEvent("storage", { key, oldValue, newValue }));
  }
};
"""


def test_moves_made_at_the_same_moment_in_two_tabs_are_both_kept(
    context: BrowserContext, site_url: str
) -> None:
    hold_ai(context)
    first = Table(context.new_page()).open(site_url)
    first.new_game(red="person")
    late = context.new_page()
    late.add_init_script(HOLD_STORAGE_EVENTS)
    second = Table(late).open(site_url)
    first.play("c3")  # the second tab has not heard of it...
    second.play("d4")  # ...when it plays here
    expect(late.locator("#notice")).to_contain_text("Both games are kept")
    assert stored_moves(late) == ["d4"]
    assert stored_moves(late, latest_recent(late)) == ["c3"]
    late.evaluate("window.releaseStorageEvents()")  # the first tab's write arrives late
    first.wait_for_moves(1)
    expect(first.page.locator("#board")).to_have_attribute("data-position", second.position())
    assert second.moves() == first.moves() == ["d4"]
    late.locator("#notice [data-action=restore-previous]").first.click()
    second.wait_for_moves(1)
    assert second.moves() == ["c3"]  # the other game is there too


# -- finding 4: sizes ------------------------------------------------------------------------


def test_a_huge_link_is_refused_without_being_read(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    hold_ai(context)
    Table(page).open(site_url + "#g=1&m=" + "c3." * 500_000)
    expect(page.locator("#notice")).to_contain_text(
        "the link is too long to be a game (1500007 characters)"
    )
    assert "#" not in page.url  # so that a reload works
    page.reload()
    wait_until_ready(page)


def test_a_huge_saved_game_is_kept_aside_unread(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    hold_ai(context)
    table = Table(page).open(site_url)
    page.evaluate(f"localStorage.setItem('{KEY}', 'x'.repeat(5_000_000))")
    table.open(site_url)
    expect(page.locator("#notice")).to_contain_text(
        "Your saved game is too big to be a game (5000000 characters), so it was not opened."
    )
    table.play("c3")  # the page plays on
    assert page.evaluate(
        "Object.keys(localStorage).some((key) => localStorage.getItem(key).length === 5e6)"
    )  # and the entry is still there, unread


def test_a_huge_paste_is_refused_without_being_read(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    hold_ai(context)
    table = Table(page).open(site_url)
    table.play("c3")
    page.locator(".records-box [data-action=import]").click()
    page.evaluate("document.getElementById('import-text').value = 'c3 '.repeat(1_000_000)")
    page.locator("#import [data-action=import-open]").click()
    expect(page.locator("#import-error")).to_contain_text(
        "too long to be a game (3000000 characters)"
    )
    assert table.moves() == ["c3"]


# -- finding 7: frames -----------------------------------------------------------------------


def test_the_page_refuses_to_run_in_another_site_s_frame(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    hold_ai(context)
    # Another origin on this machine (a public one may not frame a local page at all).
    framing_site = site_url.replace("127.0.0.1", "localhost")
    assert framing_site != site_url
    page.goto(framing_site + "not-mixtour")  # (a 404 page without the site's policy)
    page.set_content(
        f'<iframe src="{site_url}" width="800" height="600"></iframe>', wait_until="commit"
    )
    frame = page.frame_locator("iframe")
    expect(frame.locator("#framed")).to_contain_text("does not run inside another site's page")
    open_link = frame.locator("#framed a")
    expect(open_link).to_have_attribute("href", site_url)
    expect(open_link).to_have_attribute("target", "_top")
    expect(frame.locator("#board")).to_have_count(0)
    expect(frame.locator('script[type="mpy"]')).to_have_count(0)  # its Python never starts
    open_link.click()  # the link opens the game in the whole window, where it plays
    page.wait_for_url(site_url)
    wait_until_ready(page)
    Table(page).play("c3")


def test_kitty_s_page_refuses_to_run_in_another_site_s_frame(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    hold_ai(context)
    framing_site = site_url.replace("127.0.0.1", "localhost")
    page.goto(framing_site + "not-kitty")
    page.set_content(
        f'<iframe src="{site_url}kitty.html" width="800" height="600"></iframe>',
        wait_until="commit",
    )
    frame = page.frame_locator("iframe")
    expect(frame.locator("#framed")).to_contain_text("does not run inside another site's page")
    expect(frame.locator("#framed a")).to_have_attribute("href", site_url + "kitty.html")
    expect(frame.locator('script[type="mpy"]')).to_have_count(0)  # its Python never starts
