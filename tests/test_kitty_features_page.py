"""Kitty Stack Tower's table features in real Chromium, each as a player uses it: the chance bar
and the hint answered by the worker, the review of a finished game that marks a blunder and makes
it a puzzle, the guided first game's five lessons done with taps on the real board, and sound;
and, on both pages, an earlier move shown with its review bar leaves every cell in view. Their
rules are checked without a browser in `kitty_checks.py` (both Pythons); these show the page does
them. Screenshots go to `test-results/` for a person to look at.
"""

import json
import re
from urllib.parse import quote

import pytest
from player import SOUNDS, Table, hold_ai, page_url
from playwright.sync_api import BrowserContext, Locator, Page, expect
from site_checks import AI_READY_TIMEOUT_MS, SHOTS, serious_violations, wait_until_ready

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

# A two-player game at random setup from seed 7 (Red to move first, in play at once).
SEED = 7
# Red stacks b1 onto Yellow's b2 (16 to 14), Yellow passes although it could answer, and Red's
# pass then ends the game: the review finds Yellow's pass a blunder.
BLUNDERED = ["b1-b2", "pass"]


def open_state(page: Page, site_url: str, moves: list[str]) -> None:
    """Kitty's page on a two-player game between people at ``SEED``, ``moves`` played, with
    the tests' quick, seeded computer."""
    state = {
        "version": 1,
        "players": 2,
        "side": 5,
        "setup": "random",
        "seed": SEED,
        "seats": ["person", "person"],
        "speed": "normal",
        "moves": moves,
        "redo": [],
        "paused": False,
    }
    query = "?ai-iterations=40&ai-seed=1&test-state=" + quote(json.dumps(state))
    page.goto(site_url + "kitty.html" + query)
    wait_until_ready(page)


def cell(page: Page, name: str) -> Locator:
    return page.locator(f"#board [data-cell='{name}']")


def action(page: Page, kind: str) -> Locator:
    """One of the hand's buttons: an action on the target chosen (stack, flip, disassemble) or
    Pass."""
    return page.locator(f"#count-picker [data-kind='{kind}']")


def test_the_chance_bar_shares_the_game_and_the_hint_draws_its_line(
    page: Page, site_url: str
) -> None:
    open_state(page, site_url, [])
    # Between two people the computer's help is off until they switch it on (a table setting).
    help_switch = page.locator("#help-switch")
    expect(help_switch).to_have_attribute("aria-pressed", "false")
    expect(page.locator("#hint")).to_be_disabled()
    help_switch.click()
    expect(help_switch).to_have_attribute("aria-pressed", "true")
    switch = page.locator("#eval-switch")
    expect(page.locator("#eval-bar")).to_be_hidden()
    switch.click()
    expect(switch).to_have_attribute("aria-pressed", "true")
    text = page.locator("#eval-text")
    # Between two the chances are each player's chance to win (Red's and Yellow's, 100% in all).
    chances = r"\d+% winning chance \((Yellow|Red) \d+%\)\."
    expect(text).to_have_text(re.compile("^Red to move: " + chances), timeout=AI_READY_TIMEOUT_MS)
    cell(page, "b1").click()
    cell(page, "b2").click()
    expect(text).to_have_text(re.compile("^Yellow to move: " + chances), timeout=30_000)
    # The hint: Yellow's best move as an arrow numbered 1, and said in words.
    page.locator("#hint").click()
    expect(page.locator("#board .arrow.hint text").first).to_have_text("1", timeout=30_000)
    expect(page.locator("#announce")).to_contain_text("Hint: ")
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "kitty-chance-bar-hint.png"), full_page=True)
    assert serious_violations(page) == []
    # The chance bar stays chosen: the test state opens again (help off, as a new game between
    # people), and with help switched on the bar is back at once.
    page.reload()
    wait_until_ready(page)
    expect(page.locator("#eval-switch")).to_have_attribute("aria-pressed", "true")
    page.locator("#help-switch").click()
    expect(page.locator("#eval-bar")).to_be_visible()


@pytest.mark.parametrize(("width", "height", "name"), [(1280, 800, "desktop"), (360, 640, "phone")])
def test_a_finished_game_is_reviewed_and_its_blunder_solved_as_a_puzzle(
    page: Page, site_url: str, width: int, height: int, name: str
) -> None:
    page.set_viewport_size({"width": width, "height": height})
    open_state(page, site_url, BLUNDERED)
    # Red's pass ends the game: the page asks first, then the result card offers the review.
    action(page, "pass").click()
    expect(page.locator("#announce")).to_contain_text("Press Pass again to end it.")
    action(page, "pass").click()
    banner = page.locator("#banner")
    expect(banner).to_contain_text("Red wins!")
    banner.locator("[data-action=review]").click()
    announce = page.locator("#announce")
    expect(announce).to_contain_text("Review done", timeout=AI_READY_TIMEOUT_MS)
    # One point per position (the start and the three after each move), and Yellow's pass
    # marked in the move list.
    expect(page.locator("#review-graph .point")).to_have_count(len(BLUNDERED) + 2)
    expect(page.locator("#moves .sign.blunder")).to_have_count(1)
    page.locator("#moves .move").nth(1).click()
    expect(page.locator("#board")).to_have_attribute("data-review", "2")
    verdict = page.locator("#review-verdict")
    expect(verdict).to_contain_text("Move 2, Yellow pass: a blunder")
    found = re.search(r"Better: ([a-i]\d)-([a-i]\d)", verdict.inner_text())
    assert found, verdict.inner_text()
    source, target = found.groups()
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"kitty-review-{name}.png"), full_page=True)
    assert serious_violations(page) == []
    # The blunder as a puzzle: the position before it, Yellow to find a better move.
    page.locator("#review-puzzle button").click()
    expect(page.locator("#puzzle")).to_be_visible()
    expect(page.locator("#puzzle-task")).to_contain_text("Find a better move for Yellow.")
    expect(page.locator("#moves .move")).to_have_count(1)
    # A move the rules forbid is refused in their words, and changes nothing.
    cell(page, "c4").click()
    expect(announce).to_contain_text("c4")
    expect(page.locator("#moves .move")).to_have_count(1)
    # The review's better move solves it.
    cell(page, source).click()
    cell(page, target).click()
    if action(page, "stack").count():
        action(page, "stack").click()
    expect(announce).to_contain_text(f"Solved: {source}-{target} is the review's better move.")
    page.screenshot(path=str(SHOTS / f"kitty-puzzle-solved-{name}.png"), full_page=True)
    assert serious_violations(page) == []
    # Back to the game: all its moves, the review, the move shown.
    page.locator("#puzzle [data-action=puzzle-leave]").click()
    expect(page.locator("#puzzle")).to_be_hidden()
    expect(page.locator("#review-box")).to_be_visible()
    expect(page.locator("#board")).to_have_attribute("data-review", "2")
    expect(page.locator("#moves .move")).to_have_count(len(BLUNDERED) + 1)


def test_a_first_visit_completes_the_guided_game_on_a_phone(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    hold_ai(context)
    page.set_viewport_size({"width": 360, "height": 640})
    page.goto(site_url + "kitty.html")
    wait_until_ready(page)
    offer = page.locator("#tutorial-offer")
    expect(offer).to_be_visible()
    offer.locator("[data-action=tutorial]").click()
    panel = page.locator("#tutorial")
    title = page.locator("#tutorial-title")
    announce = page.locator("#announce")
    expect(panel).to_be_visible()
    next_step = page.locator("#tutorial-next")
    # Lesson 1: any empty cell places a piece.
    expect(title).to_have_text("Step 1 of 5: Place your pieces")
    cell(page, "e5").click()
    expect(next_step).to_be_visible()
    next_step.click()
    # Lesson 2: a placement where a stack is asked for is refused and explained; then c4-c5.
    expect(title).to_contain_text("Step 2 of 5")
    cell(page, "c4").click()
    cell(page, "d4").click()  # an empty cell beside: not a target, said so
    expect(next_step).to_be_hidden()
    page.keyboard.press("Escape")
    cell(page, "c4").click()
    cell(page, "c5").click()
    expect(next_step).to_be_visible()
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "kitty-tutorial-phone.png"), full_page=True)
    assert serious_violations(page) == []
    next_step.click()
    # Lesson 3: c4 flips b4.
    expect(title).to_contain_text("Step 3 of 5")
    cell(page, "c4").click()
    cell(page, "b4").click()
    expect(next_step).to_be_visible()
    next_step.click()
    # Lesson 4: c4 onto d4 could stack or disassemble: stacking is taken back, and why.
    expect(title).to_contain_text("Step 4 of 5")
    cell(page, "c4").click()
    cell(page, "d4").click()
    action(page, "stack").click()
    expect(announce).to_contain_text("That was not a disassembly")
    expect(next_step).to_be_hidden()
    cell(page, "c4").click()
    cell(page, "d4").click()
    action(page, "disassemble").click()
    expect(next_step).to_be_visible()
    next_step.click()
    # Lesson 5: Pass.
    expect(title).to_contain_text("Step 5 of 5")
    action(page, "pass").click()
    expect(next_step).to_be_visible()
    next_step.click()
    expect(panel).to_be_hidden()
    # The game from before the lessons comes back: a new one, nothing played.
    expect(page.locator("#moves .move")).to_have_count(0)
    expect(page.locator("#board [data-cell]")).to_have_count(61)


# Each cell of the board whose centre is not the cell itself (or within it), as the player would
# see it scrolled into view: what covers it.
HIDDEN_CELLS = """(selector) => {
  const found = [];
  for (const cell of document.querySelectorAll(selector)) {
    cell.scrollIntoView({block: 'nearest'});
    const box = cell.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit || !cell.contains(hit)) {
      found.push(cell.getAttribute('aria-label').split(':')[0] + ' under '
        + (hit ? hit.id || hit.className || hit.tagName : 'nothing'));
    }
  }
  window.scrollTo(0, 0);
  return found;
}"""


@pytest.mark.parametrize("size", [(1280, 800), (360, 640), (740, 360)], ids=str)
@pytest.mark.parametrize("game", ["kitty", "index"])
def test_an_earlier_move_shown_leaves_every_cell_and_the_bars_buttons_in_view(
    context: BrowserContext, page: Page, site_url: str, size: tuple[int, int], game: str
) -> None:
    hold_ai(context)
    cells = "[data-cell]" if game == "kitty" else "[data-square]"
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    if game == "kitty":
        open_state(page, site_url, BLUNDERED)
    else:
        Table(page).open(page_url(site_url, {"mode": "two"})).play("c3", "d4")
    page.locator("#moves .move").first.click()
    bar = page.locator("#review-bar")
    expect(bar).to_be_visible()
    assert page.evaluate(HIDDEN_CELLS, "#board " + cells) == []
    # Sideways on a phone the board shrinks to leave the bar room: board and bar in one view.
    page.evaluate("window.scrollTo(0, 0)")
    for part in (bar, page.locator("#board svg")):
        box = part.bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height + 0.5
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"earlier-move-{game}-{width}x{height}.png"))


def test_sound_is_off_until_switched_on_then_a_move_and_the_end_sound(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    hold_ai(context)
    page.add_init_script(SOUNDS)
    open_state(page, site_url, BLUNDERED[:1])
    switch = page.locator("#sound-switch")
    expect(switch).to_have_attribute("aria-pressed", "false")
    action(page, "pass").click()  # Yellow passes: asked for, but off
    expect(page.locator("#moves .move")).to_have_count(2)
    assert page.evaluate("window.__sounds") == [["move", False]]
    switch.click()
    expect(switch).to_have_attribute("aria-pressed", "true")
    page.reload()
    wait_until_ready(page)
    expect(switch).to_have_attribute("aria-pressed", "true")  # remembered, shared with Mixtour
    action(page, "pass").click()  # Yellow's pass again: the test state opens without it
    action(page, "pass").click()  # Red's pass would end the game: the page asks first
    expect(page.locator("#moves .move")).to_have_count(2)
    action(page, "pass").click()  # confirmed: the game ends
    expect(page.locator("#banner")).to_contain_text("Red wins!")
    assert page.evaluate("window.__sounds") == [["move", True], ["end", True]]
