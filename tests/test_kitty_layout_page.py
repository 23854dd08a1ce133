"""Kitty's page in Chromium where its own parts could move or crowd the board: hands shown and
hidden as the device goes round, and Forced Exchange played and its card discarded, leave the
board where it was, the German title takes no more than two lines on a 360 px phone, and the
Pass that would end the game leaves Undo, Redo and Hint their row, and on a phone whoever
answers a proposal has the question, naming their cards, in view with Yes.
Screenshots of these states at 1280x800, 360x640 and 740x360 were looked at (notes of round 12);
these pin what a player would notice."""

import json
from collections.abc import Callable
from urllib.parse import quote

import pytest
from player import Table, page_url, phone
from playwright.sync_api import Browser, Page, expect
from site_checks import wait_until_ready

from kitty.ui.options import Options
from kitty.ui.spec import SPEC
from table import state as layout
from table.model import Table as KittyTable

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]

# Three people at one device, Objective Cards dealt so that Red holds Forced Exchange.
HOT_SEAT = {
    "players": 3, "side": 6, "setup": "random", "seed": 11, "deal": 1,
    "seats": ["person", "person", "person"], "speed": "normal", "moves": [], "redo": [],
}  # fmt: skip

# Where the board is in the page, seen from its top (sideways on a phone the board sticks in
# view while the page scrolls).
BOARD_TOP = """() => {
    window.scrollTo(0, 0);
    return document.getElementById('board').getBoundingClientRect().top;
}"""


def _show(page: Page) -> None:
    """The next person takes the device and shows their cards."""
    page.locator('#side-panel [data-kind="show"]').click()
    expect(page.locator('#side-panel [data-kind="show"]')).to_have_count(0)


@pytest.mark.parametrize("size", [(1280, 800), (360, 640), (740, 360)])
def test_forced_exchange_played_and_discarded_leaves_the_board_where_it_was(
    at: Callable[[int, int], Page], site_url: str, size: tuple[int, int]
) -> None:
    # The discarded card had a line of its own under the players' cards ("Discarded: Forced
    # Exchange"), and a hand shown was taller than a hidden one: the board moved by 10-28 px.
    page = at(*size)
    Table(page).open(page_url(site_url + "kitty.html", HOT_SEAT))
    before = page.evaluate(BOARD_TOP)  # every hand hidden until Red takes the device
    _show(page)  # Red, with both cards face up: the hidden hand was as tall
    assert page.evaluate(BOARD_TOP) == before
    page.locator("#side-panel details.forced > summary").click()
    page.locator('#side-panel [data-move="!b>tk"]').click()
    _show(page)  # Blue chooses the card given back
    page.locator('#side-panel [data-move=">lp"]').click()
    expect(page.locator("#moves .move")).to_have_count(2)
    _show(page)  # Red again: one card left and Forced Exchange, discarded, where it was
    red = page.locator(".players .player.red")
    discarded = red.locator(".obj-card.discarded summary")
    expect(discarded).to_have_accessible_name("Forced Exchange: discarded.")
    expect(red.locator(".obj-card")).to_have_count(2)
    assert page.evaluate(BOARD_TOP) == before


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_title_takes_at_most_two_lines_on_a_phone(
    browser: Browser, site_url: str, language: str
) -> None:
    # German's wider buttons left "Kitty Stack Tower" one word a line at 360x640.
    with phone(browser, language, 360, 640) as page:
        Table(page).open(site_url + ("kitty.de.html" if language == "de" else "kitty.html"))
        title = page.locator("h1.title")
        lines = title.evaluate(
            "t => Math.round(t.getBoundingClientRect().height"
            " / parseFloat(getComputedStyle(t).lineHeight))"
        )
        assert lines <= 2
        size = title.evaluate("t => parseFloat(getComputedStyle(t).fontSize)")
        assert size >= 16  # not shrunk below the page's text
        assert page.evaluate("document.scrollingElement.scrollWidth") <= 360


# Two people, seed 7: Red stacks b1 onto b2 and Yellow passes, so Red's Pass would end the game.
LAST_PASS = {
    "players": 2, "side": 5, "setup": "random", "seed": 7, "seats": ["person", "person"],
    "speed": "normal", "moves": ["b1-b2", "pass"], "redo": [],
}  # fmt: skip

# Undo, Redo, Hint and the hand's Pass: each one's [left, top, right, bottom] on the page.
HAND_BUTTONS = """() => ['#undo', '#redo', '#hint', "#count-picker [data-kind='pass']"].map(
    selector => {
        const box = document.querySelector(selector).getBoundingClientRect();
        return [box.left, box.top, box.right, box.bottom];
    })"""


@pytest.mark.parametrize("size", [(360, 640), (740, 360)])
def test_the_pass_that_ends_the_game_leaves_undo_redo_and_hint_in_their_row(
    at: Callable[[int, int], Page], site_url: str, size: tuple[int, int]
) -> None:
    # Pass pressed once when it would end the game asks again, in longer words ("Pass and end
    # the game"): beside Undo, Redo and Hint it took their row's room, and they stood one above
    # the other in a 44 px column, Hint below the screen's edge (at 668-712 px of 640).
    page = at(*size)
    Table(page).open(page_url(site_url + "kitty.html", LAST_PASS))
    page.locator("#count-picker [data-kind='pass']").click()
    expect(page.locator("#count-picker [data-kind='pass']")).to_contain_text("end the game")
    *controls, passing = page.evaluate(HAND_BUTTONS)
    assert len({top for _, top, _, _ in controls}) == 1, "Undo, Redo and Hint left their row"
    for left, top, right, bottom in controls:
        assert right - left >= 60
        apart = passing[0] >= right or passing[2] <= left
        assert apart or passing[1] >= bottom or passing[3] <= top


# Where the board and whose turn (with Undo under it) are in the page, seen from its top.
TABLE_PLACES = """() => {
    window.scrollTo(0, 0);
    return ['#board', '.hand'].map(selector =>
        Math.round(document.querySelector(selector).getBoundingClientRect().top));
}"""


def _through_a_game(players: int) -> "list[tuple[int, str]]":
    """A game of ``players`` people at one device (Objective Cards dealt from deal 5 with three
    or four), each playing the first move the rules allow, as saved tables every few moves
    from the first to the end (every hand face up): the pieces in hand counted down to none,
    cards exchanged and scores of two digits on the way."""
    options = Options(players=players, deal=5 if players > 2 else None)
    table = KittyTable(SPEC, options, ("person",) * players)
    states = []
    plies = 0
    while True:
        game = table.game
        if plies % 16 == 0 or game.is_over:
            states.append((plies, json.dumps(layout.write(table))))
        if game.is_over:
            return states
        table.play(game.format_move(game.legal_moves()[0]))
        plies += 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_board_and_whose_turn_stay_where_they_are_through_a_game(
    at: Callable[[int, int], Page], site_url: str, players: int
) -> None:
    # The players' cards grew and shrank with what they held: the pieces in hand and the score
    # on one line or two, "exchanged" on a line of its own, a card's name face up on more lines
    # than the hidden hand's chip. The board moved (360x640, three players: 308, 291, 271 px
    # from the top) and, beside it on a phone held sideways, whose turn and Undo (740x360, two
    # players: the cards 113 px tall while pieces were in hand, 90 px after). Each table is
    # opened once and seen at each size, as a window resized or a phone turned sees it (the
    # layout is the style sheet's alone).
    sizes = [(1280, 800), (360, 640), (740, 360)]
    page = at(*sizes[0])
    boards: dict[tuple[int, int], dict[int, int]] = {size: {} for size in sizes}
    hands: dict[tuple[int, int], dict[int, int]] = {size: {} for size in sizes}
    for plies, state in _through_a_game(players):
        page.set_viewport_size({"width": sizes[0][0], "height": sizes[0][1]})
        page.goto(site_url + "kitty.html?test-state=" + quote(state))
        wait_until_ready(page)
        for width, height in sizes:
            page.set_viewport_size({"width": width, "height": height})
            boards[width, height][plies], hands[width, height][plies] = page.evaluate(TABLE_PLACES)
    for size in sizes:
        del hands[size][plies]  # at the end the result card may come between board and hand
        assert len(set(boards[size].values())) == 1, (size, boards[size])
        assert len(set(hands[size].values())) == 1, (size, hands[size])


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(360, 640), (740, 360)])
def test_on_a_phone_the_pass_that_ends_the_game_reads_on_one_line(
    browser: Browser, site_url: str, language: str, size: tuple[int, int]
) -> None:
    # German's "Passen und Partie beenden P" took two lines: its row under Undo, Redo and Hint
    # was 66 px high and ended at 664 px of 640 (English 658); on a phone held sideways it
    # still did (323 px wide, 66 high: "Passen und beenden" since). Once it asks, the page
    # brings it into view, the board keeping its width.
    width, height = size
    with phone(browser, language, width, height) as page:
        address = site_url + ("kitty.de.html" if language == "de" else "kitty.html")
        Table(page).open(page_url(address, LAST_PASS))
        passing = page.locator("#count-picker [data-kind='pass']")
        passing.click()
        expect(passing).to_have_class("primary")
        *_, (left, top, right, bottom) = page.evaluate(HAND_BUTTONS)
        assert bottom - top < 45 and right - left >= 44  # one line: two made it 66 px high
        assert top >= 0 and bottom <= height  # brought into view: it ended at 658 px of 640
        assert page.evaluate("document.scrollingElement.scrollWidth") <= width


# Red's cards face up, and each of the two others' hands hidden as one chip: the lines each
# face-up name takes, the lines each chip has room for, and the heights of Red's two chips
# and of a hidden hand of two.
CHIP_LINES = """() => {
    const cards = document.querySelector('.players .player.red .obj-cards');
    const room = parseInt(getComputedStyle(cards).getPropertyValue('--lines'));
    const lines = [...cards.querySelectorAll('details.obj-card summary')].map(summary => {
        const range = document.createRange();
        range.selectNodeContents(summary);
        return new Set([...range.getClientRects()].map(box => Math.round(box.top))).size;
    });
    const red = [...cards.querySelectorAll('.obj-card')].map(c => c.getBoundingClientRect());
    const hidden = document.querySelector('.players .player.yellow .obj-card.face-down');
    return [lines, room, red[1].bottom - red[0].top, hidden.getBoundingClientRect().height];
}"""


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(640, 360), (740, 360), (360, 640)])
def test_three_players_longest_card_names_have_their_room_on_a_phone(
    browser: Browser, site_url: str, language: str, size: tuple[int, int]
) -> None:
    # At 640x360 (chips 70 px wide) "Monochromatic Frenzy +12"-long names take four lines
    # where three were kept: Red's card grew past the hidden hands'. Deal 8 gives Red
    # Monochromatic Frenzy and Continuous Stacking, deal 15 Rainbow Bridge and Dramatic Twist
    # (German: Regenbogenbrücke, Dramatische Wende), the longest in each language.
    with phone(browser, language, *size) as page:
        address = site_url + ("kitty.de.html" if language == "de" else "kitty.html")
        for deal in (8, 15):
            state = {**HOT_SEAT, "side": 5, "setup": "placement", "seed": None, "deal": deal,
                     "seats": ["person", "expert", "expert"]}  # fmt: skip
            Table(page).open(page_url(address, state))
            expect(page.locator(".players .player.red details.obj-card")).to_have_count(2)
            # The points as large as a card's can be, two digits.
            page.evaluate("""() => document.querySelectorAll('.players .card-points')
                .forEach(points => { points.textContent = '+12'; })""")
            lines, room, red, hidden = page.evaluate(CHIP_LINES)
            assert max(lines) <= room, (deal, lines, room)
            assert abs(red - hidden) < 1, (deal, red, hidden)


@pytest.mark.parametrize("size", [(360, 640), (740, 360)])
def test_on_a_phone_the_result_shows_at_once_under_the_board(
    at: Callable[[int, int], Page], site_url: str, size: tuple[int, int]
) -> None:
    # Under the board, the result card waited 1.1 s (for the winning move's animation, which it
    # covers on a large screen) in its room, blank: three players at 360x640, 258 px empty
    # between the board and whose turn, the page scrolled to it.
    *_, (_, over) = _through_a_game(3)
    state = json.loads(over)
    state["redo"] = [state["moves"].pop()]
    page = at(*size)
    Table(page).open(site_url + "kitty.html?test-state=" + quote(json.dumps(state)))
    _show(page)
    page.locator("#redo").click()
    banner = page.locator("#banner")
    expect(banner).to_be_visible()
    # Its fading in starts at once (a large screen's waits 1.1 s): read from the style, not timed.
    assert banner.evaluate("card => getComputedStyle(card).animationDelay") == "0s"
    # Where it comes to rest, once its 12 px slide has ended.
    banner.evaluate("card => Promise.all(card.getAnimations().map(shown => shown.finished))")
    board = page.locator("#board").bounding_box()
    card = banner.bounding_box()
    assert board is not None and card is not None
    assert card["y"] - (board["y"] + board["height"]) < 16  # right under the board


# The question over the card steps and the first answer, each whole in the viewport.
ASKED_IN_VIEW = """() => {
    const asked = document.getElementById('card-question').getBoundingClientRect();
    const answer = document.activeElement.getBoundingClientRect();
    return [asked.top >= 0, answer.bottom <= innerHeight, document.activeElement.tagName];
}"""


@pytest.mark.parametrize("size", [(360, 640), (740, 360)])
def test_whoever_answers_a_proposal_sees_the_question_and_their_cards_named_by_the_answer(
    at: Callable[[int, int], Page], site_url: str, size: tuple[int, int]
) -> None:
    # On a phone the page scrolls to Yes/No: the answerer's player card, with their cards, is
    # far above (tester17 #2). The question names them, and stays in view with the answer.
    page = at(*size)
    Table(page).open(page_url(site_url + "kitty.html", HOT_SEAT))
    _show(page)  # Red proposes to Yellow
    page.locator('#side-panel [data-move="?y"]').click()
    _show(page)  # Yellow answers
    expect(page.locator("#side-panel [autofocus]")).to_be_focused()
    asked = page.locator("#card-question")
    expect(asked).to_contain_text("Red proposes to exchange one card with you, Yellow.")
    expect(asked).to_contain_text(" You hold ")
    assert page.evaluate(ASKED_IN_VIEW) == [True, True, "BUTTON"]
    page.locator('#side-panel [data-move="yes"]').click()
    _show(page)  # Red gives first, told who said yes
    expect(asked).to_have_text("Yellow said yes to your proposal.")
    assert page.evaluate(ASKED_IN_VIEW) == [True, True, "BUTTON"]
