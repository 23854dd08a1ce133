"""Kitty Stack Tower's Objective Cards in Chromium, played as a player plays them: a game for
three against the computer, an exchange proposed through its button, the computer's answer
through the worker, and a reload that keeps the game and the hand (docs/playing.md, "Objective
Cards at the table")."""

import re

import pytest
from playwright.sync_api import Page, expect
from site_checks import AI_READY_TIMEOUT_MS
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
