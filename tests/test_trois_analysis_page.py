"""Mixtour à trois's analysis in real Chromium: the chance bar shows every colour's share from the
worker's max-n search, a hint shows its move and expected line, the game review judges each move
by its mover's share, and Blue stays readable in dark mode."""

import re

import pytest
from fake_page import table_state
from player import FAST_AI, Table, hold_ai, page_url
from playwright.sync_api import BrowserContext, Page, expect
from site_checks import AI_READY_TIMEOUT_MS, shoot
from test_trois_page import OPENING, _contrast, _rgb

from mixtour.ui.options import THREE

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]


def test_the_chance_bar_and_a_hint_in_a_game_of_three(page: Page, site_url: str) -> None:
    state = {**table_state(THREE), "help": True}  # computer help, switched on
    table = Table(page).open(page_url(site_url, state, FAST_AI))
    page.locator("#eval-switch").click()
    text = page.locator("#eval-text")
    expect(text).to_contain_text("White to move. Share of the game:", timeout=AI_READY_TIMEOUT_MS)
    table.play("c3")
    expect(text).to_contain_text("Red to move. Share of the game:", timeout=AI_READY_TIMEOUT_MS)
    shares = [int(number) for number in re.findall(r"(\d+)%", text.inner_text())]
    assert len(shares) == 3 and 98 <= sum(shares) <= 102
    expect(page.locator("#eval-graphic .blue-share")).to_have_count(1)
    page.locator("#hint").click()
    expect(page.locator("#board .arrow.hint .step").first).to_have_text("1", timeout=30_000)
    expect(page.locator("#announce")).to_contain_text("Hint: ")
    shoot(page, "trois-analysis")
    hinted = page.locator("#board .sq.hint").first.get_attribute("data-square")
    assert hinted  # the hint's square, which Red may play
    page.locator("#undo").click()  # White's c3 back; the bar asks again
    expect(page.locator("#moves .move")).to_have_count(0)
    expect(text).to_contain_text("White to move. Share of the game:", timeout=AI_READY_TIMEOUT_MS)


def test_the_review_of_a_game_of_three(page: Page, site_url: str) -> None:
    state = table_state(THREE)
    state["moves"] = list(OPENING)
    table = Table(page).open(page_url(site_url, state, FAST_AI))
    page.locator("#game-review").click()
    expect(page.locator("#review-box")).to_be_visible()
    announce = page.locator("#announce")
    expect(announce).to_contain_text("Review done", timeout=AI_READY_TIMEOUT_MS)
    points = page.locator("#review-graph .point")
    expect(points).to_have_count(len(OPENING) + 1)  # the start and every move
    expect(page.locator("#review-graph polyline")).to_have_count(3)  # a line per colour
    points.nth(3).click()
    expect(table.board).to_have_attribute("data-review", "3")
    expect(page.locator("#review-verdict")).to_contain_text(f"Move 3, Blue {OPENING[2]}")
    label = points.nth(3).locator("title").text_content() or ""
    assert re.match(r"move 3, Blue e4: White \d+%, Red \d+%, Blue \d+%", label)
    page.locator("#review-box").scroll_into_view_if_needed()
    shoot(page, "trois-review")


def test_blue_reads_well_in_dark_mode(context: BrowserContext, page: Page, site_url: str) -> None:
    hold_ai(context)
    # Blue, to move, builds five on a1 and wins.
    state = table_state(THREE)
    state["start"] = "a1=b,b2=wwrb b 13/14/13 0/0/0 -"
    table = Table(page).open(page_url(site_url, state))
    page.locator("#theme-switch").click()
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    card = _rgb(page, "#players .player.blue", "backgroundColor")
    face = _rgb(page, "#players .player.blue .piece.blue .face", "fill")
    band = _rgb(page, "#players .player.blue .piece.blue .band", "stroke")
    assert _contrast(face, card) >= 3 and _contrast(band, face) >= 3
    table.play("b2:4-a1")
    banner = page.locator("#banner")
    expect(banner).to_have_attribute("data-result", "blue")
    expect(banner).to_be_visible()
    banner.evaluate("e => Promise.all(e.getAnimations().map(a => a.finished))")  # to see it
    title = _rgb(page, "#banner h2", "color")
    assert _contrast(title, _rgb(page, "#banner", "backgroundColor")) >= 4.5
    shoot(page, "trois-dark-blue-wins")
