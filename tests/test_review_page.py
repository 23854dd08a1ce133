"""The game review in real Chromium (issue 17): a player finishes a short game, asks for the
review from the result card, watches the progress, reads the graph and the marked moves, jumps
by the graph and saves the record with the review's comments. The review's decisions are checked
without a browser in `test_review.py` and `review_checks.py`.

Screenshots of the review (desktop and phone) go to `test-results/` for a person to look at.
"""

import re

import pytest
from player import FAST_AI, SCORING_GAME, Table, page_url
from playwright.sync_api import Page, expect
from site_checks import AI_READY_TIMEOUT_MS, SHOTS, serious_violations

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]


@pytest.mark.parametrize(("width", "height", "name"), [(1280, 800, "desktop"), (360, 640, "phone")])
def test_a_finished_game_is_reviewed_graphed_marked_and_saved_with_comments(
    page: Page, site_url: str, width: int, height: int, name: str
) -> None:
    page.set_viewport_size({"width": width, "height": height})
    table = Table(page).open(page_url(site_url, {"mode": "two"}, FAST_AI))
    table.play(*SCORING_GAME)
    banner = page.locator("#banner")
    expect(banner).to_be_visible()
    banner.locator("[data-action=review]").click()
    box = page.locator("#review-box")
    expect(box).to_be_visible()
    # The worker starts for the review and analyses position after position, with progress.
    expect(page.locator("#review-run")).to_be_visible(timeout=AI_READY_TIMEOUT_MS)
    expect(page.locator("#review-progress-text")).to_contain_text("Analysing position")
    expect(page.locator("#announce")).to_contain_text("Review done", timeout=AI_READY_TIMEOUT_MS)
    expect(page.locator("#review-run")).to_be_hidden()
    # One point per position: the start, the eight positions analysed, the final result.
    points = page.locator("#review-graph .point")
    expect(points).to_have_count(len(SCORING_GAME) + 1)
    marks = page.locator("#moves .sign")
    assert marks.count() >= 1
    # A tap on a point of the graph shows that position and what the review says of its move.
    points.nth(4).click()
    expect(table.board).to_have_attribute("data-review", "4")
    expect(page.locator("#review-verdict")).to_contain_text(f"Move 4, Red {SCORING_GAME[3]}")
    expect(page.locator("#review-graph .point.shown")).to_have_count(1)
    box.scroll_into_view_if_needed()
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"review-{name}.png"), full_page=True)
    assert serious_violations(page) == []
    # The first marked move: the board shows the better line if it was an error.
    first_marked = page.locator("#moves .move:has(.sign)").first
    first_marked.click()
    if first_marked.locator(".sign.blunder, .sign.mistake").count():
        expect(page.locator("#board .arrow.line").first).to_be_attached()
        page.screenshot(path=str(SHOTS / f"review-arrows-{name}.png"), full_page=True)
    # Saved with comments: the record has them in braces after the marked moves.
    box.locator("[data-action=review-export]").click()
    record = page.locator("#export-record")
    expect(record).to_be_visible()
    expect(record).to_contain_text(re.compile(r"\{[^}]+\}"))


@pytest.mark.parametrize(("width", "height", "name"), [(1280, 800, "desktop"), (360, 640, "phone")])
def test_the_chance_bar_is_switched_on_follows_the_game_and_stays_on(
    page: Page, site_url: str, width: int, height: int, name: str
) -> None:
    page.set_viewport_size({"width": width, "height": height})
    table = Table(page).open(page_url(site_url, {"mode": "two", "help": True}, FAST_AI))
    bar = page.locator("#eval-bar")
    switch = page.locator("#eval-switch")
    expect(bar).to_be_hidden()
    expect(switch).to_have_attribute("aria-pressed", "false")
    switch.click()
    expect(switch).to_have_attribute("aria-pressed", "true")
    expect(bar).to_be_visible()
    text = page.locator("#eval-text")
    expect(text).to_contain_text("White to move:", timeout=AI_READY_TIMEOUT_MS)
    table.play("c3")
    expect(text).to_contain_text("Red to move:", timeout=AI_READY_TIMEOUT_MS)
    # The hint: the expected line as numbered arrows, the hint first.
    page.locator("#hint").click()
    expect(page.locator("#board .arrow.hint .step").first).to_have_text("1", timeout=30_000)
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"chance-bar-hint-{name}.png"), full_page=True)
    assert serious_violations(page) == []
    page.reload()
    expect(page.locator("#eval-switch")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#eval-bar")).to_be_visible()
