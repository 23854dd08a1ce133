"""A puzzle from the player's own game in real Chromium (issue 17): a player finishes a game in
which Red blundered, reviews it, opens the blunder as a puzzle, tries a move the worker judges
worse, the move played in the game and a move the rules forbid, then the better move, and goes
back to the game and its review as they were. The puzzle's rule is checked without a browser in
`review_checks.py` (both Pythons).

Screenshots of the puzzle (desktop and phone) go to `test-results/` for a person to look at.
"""

import pytest
from player import FAST_AI, SCORING_GAME, Table, page_url
from playwright.sync_api import Page, expect
from site_checks import AI_READY_TIMEOUT_MS, SHOTS, serious_violations
from test_new_player_page import covered

from table import words

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]


@pytest.mark.parametrize(("width", "height", "name"), [(1280, 800, "desktop"), (360, 640, "phone")])
def test_a_blunder_of_the_review_is_a_puzzle_checked_by_the_engine(
    page: Page, site_url: str, width: int, height: int, name: str
) -> None:
    page.set_viewport_size({"width": width, "height": height})
    table = Table(page).open(page_url(site_url, {"mode": "two"}, FAST_AI))
    table.play(*SCORING_GAME)
    page.locator("#banner [data-action=review]").click()
    announce = page.locator("#announce")
    expect(announce).to_contain_text("Review done", timeout=AI_READY_TIMEOUT_MS)
    # Red's a3 (move 8) lets White build five on it: the review box offers a puzzle.
    page.locator("#moves .move").nth(7).click()
    expect(page.locator("#review-verdict")).to_contain_text("Move 8, Red a3: a blunder")
    SHOTS.mkdir(exist_ok=True)
    page.locator("#review-box").scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / f"puzzle-offered-{name}.png"))
    page.locator("#review-puzzle button").click()
    puzzle = page.locator("#puzzle")
    expect(puzzle).to_be_visible()
    expect(page.locator("#puzzle-task")).to_contain_text("Find a better move for Red.")
    expect(page.locator("#review-box")).to_be_hidden()
    # Not a new game of two (issue 29, Mixtour 11): its goal, no Player 1 or 2, no game controls.
    expect(page.locator("#mode-line")).to_contain_text(
        "Puzzle from your game: find a better move for Red"
    )
    expect(page.locator("#players")).not_to_contain_text("Player 1")
    for control in ("#offer-draw", "#resign", "#link-tip"):
        expect(page.locator(control)).to_be_hidden()
    assert covered(page) == []
    before = list(SCORING_GAME[:7])
    assert table.moves() == before
    page.screenshot(path=str(SHOTS / f"puzzle-{name}.png"), full_page=True)
    assert serious_violations(page) == []
    # A legal try the review did not look at: the worker checks it, finds it worse (next to
    # White's 4-stack on b3, it too lets White build five).
    table.click("a2")
    expect(announce).to_contain_text("a2 taken back: after it Red's chance is")
    expect(announce).to_contain_text("Not the best: try again, or show the answer.")
    assert table.moves() == before
    # The move played in the game, and one the rules forbid (in the engine's words).
    table.click("a3")
    expect(announce).to_contain_text("a3 taken back: it is the move played in the game")
    table.piece("b3", 4).click()
    expect(announce).to_contain_text("cannot move anywhere")
    table.piece("b3", 4).click()  # the same pieces again: put them back
    # The review's better move solves it.
    table.click("e4")
    expect(announce).to_contain_text("Solved: e4 is the review's better move.")
    assert table.moves() == [*before, "e4"]
    expect(page.locator("#puzzle-answer")).to_be_hidden()
    # The next step, not "White to move" with nothing to do: the review's only blunder is
    # solved, so back to the game is the way on.
    expect(page.locator("#status")).to_have_text(words.PUZZLE_LAST)
    expect(page.locator("#puzzle-next")).to_be_hidden()
    expect(page.locator("#puzzle-leave")).to_have_class("primary")
    assert covered(page) == []
    page.screenshot(path=str(SHOTS / f"puzzle-solved-{name}.png"), full_page=True)
    assert serious_violations(page) == []
    # Back to the game: all its moves, the review, the move shown.
    puzzle.locator("[data-action=puzzle-leave]").click()
    expect(puzzle).to_be_hidden()
    expect(page.locator("#review-box")).to_be_visible()
    expect(table.board).to_have_attribute("data-review", "8")
    assert [text.rstrip("?!") for text in table.moves()] == list(SCORING_GAME)
    assert table.moves()[7] == "a3??"  # the review's marks are back in the move list
    expect(page.locator("#review-verdict")).to_contain_text("Move 8, Red a3: a blunder")
