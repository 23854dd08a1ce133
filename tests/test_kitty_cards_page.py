"""Kitty Stack Tower's Objective Cards in Chromium, played as a player plays them: a game for
three against the computer, an exchange proposed through its button, the computer's answer
through the worker, and a reload that keeps the game and the hand; people sharing one device,
who pass it by keyboard, with axe's checks on the way (docs/playing.md, "Objective Cards at the
table")."""

import re

import pytest
from player import hold_ai
from playwright.sync_api import BrowserContext, Page, expect
from site_checks import AI_READY_TIMEOUT_MS, serious_violations
from test_kitty_page import FAST_AI, new_game, open_kitty

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]


def test_a_game_for_three_with_cards_proposes_gets_the_computers_answer_and_reloads(
    page: Page, site_url: str
) -> None:
    open_kitty(page, site_url, FAST_AI)
    new_game(page, ["person", "beginner", "beginner"], "random", cards=True)
    players = page.locator("#players")
    expect(page.locator("#mode-line")).to_contain_text("Objective Cards")
    # Red's two cards face up, each with its rule a tap away; the others' hidden.
    mine = players.locator(".player.red details.obj-card")
    expect(mine).to_have_count(2)
    expect(players.locator(".player.yellow details.obj-card")).to_have_count(0)
    expect(players.locator(".player.yellow .face-down")).to_have_text("2 ▮")
    mine.first.locator("summary").click()
    expect(mine.first.locator("p")).to_be_visible()
    expect(mine.first.locator("p")).to_contain_text("So far: 0")
    mine.first.locator("summary").click()
    cards = sorted(mine.evaluate_all("cards => cards.map(card => card.dataset.card)"))
    # An exchange proposed through its button; Yellow (the computer) answers through the worker.
    page.get_by_role("button", name="Propose an exchange to Yellow").click()
    expect(page.locator("#announce")).to_have_text(
        re.compile(r"Yellow says (yes|no) to the exchange\."), timeout=AI_READY_TIMEOUT_MS
    )
    if "yes" in page.locator("#announce").inner_text():
        page.locator("#side-panel [data-move^='>']").first.click()
        expect(page.locator("#status")).to_have_text(
            re.compile("^Your move"), timeout=AI_READY_TIMEOUT_MS
        )
        expect(page.locator("#moves .move")).to_have_count(4)
        expect(page.locator("#moves")).not_to_contain_text(re.compile(r">[a-z]{2}"))
    else:
        expect(page.locator("#moves .move")).to_have_count(2)
    listed = page.locator("#moves .move").all_inner_texts()
    position = page.locator("#board").get_attribute("data-position")
    held = sorted(mine.evaluate_all("cards => cards.map(card => card.dataset.card)"))
    assert len(held) == 2 and (held == cards or len(set(held) & set(cards)) == 1)
    # A reload keeps the game: its moves, its position and Red's cards.
    page.reload()
    expect(page.locator("#moves .move")).to_have_count(len(listed))
    expect(page.locator("#board")).to_have_attribute("data-position", position or "")
    again = page.locator("#players .player.red details.obj-card")
    expect(again).to_have_count(2)
    assert sorted(again.evaluate_all("cards => cards.map(card => card.dataset.card)")) == held


def test_a_cards_rule_stays_open_while_the_page_redraws_until_the_player_closes_it(
    page: Page, site_url: str
) -> None:
    open_kitty(page, site_url, FAST_AI)
    new_game(page, ["person", "beginner", "beginner"], "random", cards=True)
    rule = page.locator("#players .player.red details.obj-card").first.locator("p")
    page.locator("#players .player.red details.obj-card summary").first.click()
    expect(rule).to_be_visible()
    # Yellow, the computer, answers a proposal: the players' cards are drawn again.
    page.get_by_role("button", name="Propose an exchange to Yellow").click()
    expect(page.locator("#announce")).to_have_text(
        re.compile(r"Yellow says (yes|no) to the exchange\."), timeout=AI_READY_TIMEOUT_MS
    )
    expect(rule).to_be_visible()
    page.locator("#players .player.red details.obj-card summary").first.click()
    expect(rule).to_be_hidden()


@pytest.mark.parametrize("width", [1280, 360])
def test_people_at_one_device_pass_it_by_keyboard_and_axe_finds_nothing_serious(
    context: BrowserContext, page: Page, site_url: str, width: int
) -> None:
    hold_ai(context)
    page.set_viewport_size({"width": width, "height": 800 if width > 400 else 640})
    open_kitty(page, site_url)
    new_game(page, ["person", "person", "casual"], "random", cards=True)
    screen = page.locator(".pass-screen")
    expect(screen).to_be_visible()
    expect(screen).to_contain_text("Pass the device to Red")
    expect(page.locator("#players details.obj-card")).to_have_count(0)  # every hand hidden
    assert serious_violations(page) == []
    expect(screen.get_by_role("button")).to_be_focused()
    # The screen is modal: Tab reaches nothing behind it, whose table is inert.
    behind = "() => !document.activeElement.closest('.pass-screen') && document.activeElement"
    behind += " !== document.body"
    for _ in range(4):
        page.keyboard.press("Tab")
        assert not page.evaluate(behind), page.evaluate("document.activeElement.outerHTML")
    assert page.locator("#board").evaluate("board => board.closest('[inert]') !== null")
    screen.get_by_role("button").focus()
    page.keyboard.press("Enter")
    expect(screen).to_be_hidden()
    assert page.locator("[inert]").count() == 0  # all given back
    expect(page.locator("#players .player.red details.obj-card")).to_have_count(2)
    page.locator("#players .player.red details.obj-card summary").first.click()
    assert serious_violations(page) == []
    page.get_by_role("button", name="Propose an exchange to Yellow").click()
    expect(screen).to_contain_text("Pass the device to Yellow")
    expect(page.locator("#players details.obj-card")).to_have_count(0)
    page.keyboard.press("Enter")
    answer = page.get_by_role("button", name=re.compile("^Yes, exchange a card"))
    expect(answer).to_be_focused()
    assert serious_violations(page) == []
    page.keyboard.press("y")
    expect(page.locator("#announce")).to_have_text("Yellow says yes to the exchange.")
    expect(screen).to_contain_text("Pass the device to Red")
    if width == 360:
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
