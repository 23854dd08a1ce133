"""Mixtour à trois in real Chromium, as three people at one device play it: started through the
New game dialog, a few moves each, Blue's card and marks, a held stack whose unavailable square
says why, undo, and a reload that resumes the game."""

import re

import pytest
from fake_page import table_state
from player import FAST_AI, Table, hold_ai, page_url
from playwright.sync_api import BrowserContext, Page, expect
from site_checks import serious_violations

from mixtour import Game
from mixtour.ui.options import THREE
from table.seats import PERSON

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]

# Three moves each; then White's stack of three on b3 may not go onto b2 (tests/trois_checks.py).
OPENING = ("b3", "a1", "e4", "a5", "d5", "c3", "c3-b3", "d5-b3", "b2")
REASON = "Red would win at once with b2:4-a1"


def _rgb(page: Page, selector: str, prop: str) -> tuple[int, int, int]:
    text = page.locator(selector).first.evaluate(f"e => getComputedStyle(e).{prop}")
    red, green, blue = (int(part) for part in re.findall(r"\d+", text)[:3])
    return red, green, blue


def _luminance(rgb: tuple[int, int, int]) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(value) for value in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(one: tuple[int, int, int], other: tuple[int, int, int]) -> float:
    light, dark = sorted((_luminance(one), _luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_three_people_play_mixtour_a_trois_at_one_device(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    hold_ai(context)  # nobody plays the computer here
    page.set_viewport_size({"width": 1280, "height": 800})
    table = Table(page).open(site_url)  # no test state: a reload must find the saved game
    page.locator(".bar [data-action=new]").click()
    dialog = page.locator("#new-game")
    expect(dialog.locator("#ng-seat-2")).to_be_hidden()
    dialog.locator('input[name="players"][value="3"]').check()
    # Blue's seat joins White's and Red's; a game of three has 15 pieces each.
    for index in range(3):
        expect(dialog.locator(f"#ng-seat-{index}")).to_be_visible()
        dialog.locator(f"#ng-seat-{index}").select_option(PERSON)
    expect(dialog.locator('input[name="reserve"][value="20"]')).to_be_hidden()
    expect(dialog.locator('input[name="target"][value="5"]')).to_be_hidden()
    dialog.locator("[data-action=start]").click()
    expect(dialog).to_be_hidden()

    cards = page.locator("#players .player")
    expect(cards).to_have_count(3)
    expect(page.locator("#players .player.blue")).to_contain_text("Blue")
    expect(page.locator("#players .player.blue .reserve")).to_contain_text("15")
    expect(page.locator("#mode-line")).to_contain_text("Three players")

    table.play(*OPENING)
    assert table.moves()[-1].endswith("b2")
    expect(page.locator("#players .player.white")).to_have_class(re.compile("to-move"))
    # Blue's pieces carry their own marks: a band round the side, a cross on the face.
    blue = table.square("b2").locator(".piece.blue")
    expect(blue.locator(".band")).to_have_count(1)
    expect(blue.locator(".cross-mark")).to_have_count(1)
    expect(table.square("b2")).to_have_attribute("aria-label", re.compile(r"^b2, 1 piece, Blue"))
    mark, face = _rgb(page, ".piece.blue .band", "stroke"), _rgb(page, ".piece.blue .face", "fill")
    side = _rgb(page, ".piece.blue .side", "fill")
    assert _contrast(mark, face) >= 3 and _contrast(mark, side) >= 3
    red_face = _rgb(page, ".piece.red .face", "fill")
    assert red_face != face

    # White holds the whole stack on b3: b2 is marked unavailable, with the reason.
    table.piece("b3", 3).click()
    expect(page.locator("#announce")).to_contain_text(f"Not onto b2: {REASON}.")
    b2 = table.square("b2")
    expect(b2).to_have_class(re.compile("unavailable"))
    expect(b2).to_have_attribute("aria-label", re.compile(f"Not available: {REASON}"))
    expect(b2.locator(".badge.unavailable")).to_be_visible()
    assert serious_violations(page) == []
    table.click("b2")  # tried anyway: refused, with the reason
    expect(page.locator("#announce")).to_have_text(
        f"Can't play b3:3-b2: it is not available: {REASON}."
    )
    assert len(table.moves()) == len(OPENING)

    page.locator("#undo").click()
    expect(page.locator("#moves .move")).to_have_count(len(OPENING) - 1)
    expect(page.locator("#status")).to_contain_text("Blue to move")

    page.reload()
    table.open(page.url)
    expect(page.locator("#moves .move")).to_have_count(len(OPENING) - 1)
    expect(page.locator("#players .player")).to_have_count(3)
    expect(page.locator("#status")).to_contain_text("Blue to move")
    table.play("b2")
    expect(page.locator("#players .player.white")).to_have_class(re.compile("to-move"))


def test_one_person_against_two_computers_a_trois(page: Page, site_url: str) -> None:
    # The AI worker's max-n search plays Red's and Blue's seats; the person plays White.
    seats = (PERSON, "beginner", "casual")
    state = table_state(THREE, seats=seats)
    table = Table(page).open(page_url(site_url, state, FAST_AI), ai=True)
    expect(page.locator("#mode-line")).to_contain_text("Red computer (beginner)")
    table.play("c3")
    table.wait_for_moves(3)  # Red's and Blue's replies, one after the other
    expect(page.locator("#status")).to_have_text(re.compile("^Your move"))
    # The computers' moves were legal: the engine, replaying the list, reaches the board shown.
    game = Game(players=3)
    for text in table.moves():
        game.play(text.split()[-1])  # each row names its mover: "Red b2"
    assert str(game.moves[0]) == "c3" and len(game.moves) == 3
    assert table.position() == game.position()
    assert game.turn == "white"
