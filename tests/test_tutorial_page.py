"""The guided first game in real Chromium (issue 17): a first visit is offered it, the player
completes every step with clicks on the real board, a wrong try is explained, and the game the
player had comes back afterwards. The steps' checks are tested without a browser in
`review_checks.py`. Screenshots go to `test-results/` for a person to look at.
"""

import pytest
from player import Table, hold_ai
from playwright.sync_api import BrowserContext, Page, expect
from site_checks import SHOTS, serious_violations

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

# A move that does each step, in order.
SOLUTIONS = ("c3", "c3-d4", "a1-c3", "a3-c3", "b2:2-c3", "d4:2-c3", "b2:4-c3", "a1-a2")


@pytest.mark.parametrize("screen", [(1280, 800, "desktop"), (360, 640, "phone")], ids=str)
def test_a_first_visit_completes_the_guided_game(
    context: BrowserContext, page: Page, site_url: str, screen: tuple[int, int, str]
) -> None:
    width, height, name = screen
    hold_ai(context)
    page.set_viewport_size({"width": width, "height": height})
    table = Table(page).open(site_url)
    offer = page.locator("#tutorial-offer")
    expect(offer).to_be_visible()
    table.play("e5")  # the player's own game, which must come back afterwards
    # Once the game is under way the offer stops taking room; Rules still has the guided game.
    expect(offer).to_be_hidden()
    page.locator(".bar [data-action=rules]").click()
    page.locator("#rules [data-action=tutorial]").click()
    panel = page.locator("#tutorial")
    title = page.locator("#tutorial-title")
    expect(panel).to_be_visible()
    expect(offer).to_be_hidden()
    next_step = page.locator("#tutorial-next")
    for number, move in enumerate(SOLUTIONS, 1):
        expect(title).to_contain_text(f"Step {number} of 8")
        if number == 2:
            table.click("a1")  # an entry where the step asks for a move: taken back, and why
            expect(page.locator("#announce")).to_contain_text("This step asks you to move")
            expect(table.square("a1")).to_have_attribute("data-height", "0")
            SHOTS.mkdir(exist_ok=True)
            page.screenshot(path=str(SHOTS / f"tutorial-{name}.png"), full_page=True)
            assert serious_violations(page) == []
        if number == 6:
            table.piece("d4", 1).click()
            table.click("c3")  # the take-back: refused in the engine's words
            expect(page.locator("#announce")).to_contain_text("takes back")
            page.keyboard.press("Escape")  # put down what the refusal left in hand
        # By clicks, as `Table.play` does, but waiting for the step's answer instead.
        if len(move) == 2:
            table.click(move)
        else:
            table.piece(move[:2], int(move[3]) if ":" in move else 1).click()
            table.click(move[-2:])
        expect(next_step).to_be_visible()
        next_step.click()
    expect(panel).to_be_hidden()
    assert table.moves() == ["e5"]
    page.reload()
    expect(page.locator("#tutorial-offer")).to_be_hidden()
    expect(page.locator("#moves .move")).to_have_count(1)
