"""The table at the sizes a hostile tester tried, in Chromium (1280x800, 360x640 and 740x360 held
sideways): the move list keeps the move shown in view when the window changes size, the players'
cards and the mode line read whole, and a warning leaves no empty message box; the board stays in
view while the moves are stepped through on a phone held sideways, the review bar and a notice
cover nothing a player needs, and dark mode keeps its contrast.

Screenshots of these states at the three sizes were taken by hand and looked at; these tests pin
what a player would notice if it broke.
"""

import json
from collections.abc import Callable
from pathlib import Path
from urllib.parse import quote

import pytest
from player import Table, hold_ai, page_url, phone
from playwright.sync_api import Browser, Page, expect
from site_checks import serious_violations, wait_until_ready
from test_new_player_page import kitty_state

from table import words
from tools.long_game import long_moves
from tools.page_words import catalogue

ROOT = Path(__file__).resolve().parent.parent

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]


# Whether a move of the list is within the list's view (not scrolled out of it).
IN_LIST_VIEW = """move => {
    const list = move.closest('#moves').getBoundingClientRect();
    const box = move.getBoundingClientRect();
    return box.top >= list.top - 1 && box.bottom <= list.bottom + 1;
}"""


@pytest.mark.parametrize("size", [(360, 640), (740, 360)])
def test_the_move_list_keeps_the_last_move_in_view_when_the_window_changes_size(
    at: Callable[[int, int], Page], site_url: str, size: tuple[int, int]
) -> None:
    # 60 moves: at 1280x800 the list's rows are short; on a phone each is a 44 px tap target,
    # so the same scroll showed moves 22-26 there, not the last.
    page = at(1280, 800)
    state = {"mode": "two", "repetition_draw": False, "moves": long_moves(60)}
    Table(page).open(page_url(site_url, state))
    page.locator("#resign").click()
    page.locator("#resign").click()  # the game is over, the list at its last move
    expect(page.locator("#banner")).to_be_visible()
    last = page.locator("#moves .move.last")
    assert last.evaluate(IN_LIST_VIEW)
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_function(IN_LIST_VIEW, arg=last.element_handle(), timeout=2000)
    # A move shown from the list stays the one in view too.
    page.locator("#moves .move").first.click()
    shown = page.locator("#moves [aria-current]")
    expect(shown).to_have_text("a1")
    page.set_viewport_size({"width": 1280, "height": 800})
    page.wait_for_function(IN_LIST_VIEW, arg=shown.element_handle(), timeout=2000)


# The players' parts and the mode line whose text runs out of their box (cut, with "…").
CUT = """selector => [...document.querySelectorAll(selector)]
    .filter(e => e.checkVisibility() && e.scrollWidth > e.clientWidth + 1)
    .map(e => e.textContent.trim())"""

# What of the visible elements ``selectors`` select lies under the element ``top`` selects, and
# by how much (width x height in CSS pixels).
OVER = """([top, selectors]) => {
    const box = document.querySelector(top).getBoundingClientRect();
    return [...document.querySelectorAll(selectors.join(', '))]
        .filter(e => e.checkVisibility({visibilityProperty: true}))
        .map(e => [e, e.getBoundingClientRect()])
        .map(([e, b]) => [e, Math.min(box.right, b.right) - Math.max(box.left, b.left),
                          Math.min(box.bottom, b.bottom) - Math.max(box.top, b.top)])
        .filter(([e, w, h]) => w > 0.5 && h > 0.5)
        .map(([e, w, h]) => `${e.id || e.className} ${Math.round(w)}x${Math.round(h)}`);
}"""

# A table against the computer, and one of three (Mixtour à trois) or four players (Kitty).
TABLES: "dict[str, tuple[dict[str, object], ...]]" = {
    "index": ({}, {"mode": "trois", "seats": ["person", "strong", "casual"]}),
    "kitty": (
        {},
        {
            "players": 4, "side": 6, "setup": "random", "seed": 3, "deal": None,
            "seats": ["person", "strong", "casual", "strong"], "speed": "normal", "moves": [],
            "redo": [],
        },
    ),
}  # fmt: skip


def _places(page: Page) -> "list[tuple[float, float]]":
    """Where the board and the hand's buttons are."""
    places = []
    for selector in ("#board", ".hand .actions"):
        box = page.locator(selector).bounding_box()
        assert box is not None, selector
        places.append((box["x"], box["y"]))
    return places


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("name", TABLES)
@pytest.mark.parametrize("size", [(740, 360), (360, 640)])
def test_who_plays_which_colour_at_which_level_reads_whole_on_a_phone(
    browser: Browser, site_url: str, name: str, language: str, size: tuple[int, int]
) -> None:
    # At 740x360 the mode line was cut ("… · Seitenl…", "… · first to 1 …") and so were the
    # cards' names ("Computer (sta…"); at 360x640 Mixtour's ("Computer (str…") and its mode line
    # ("You (White) against the computer (strong) · first to …").
    width, height = size
    page_name = f"{name}.de.html" if language == "de" else f"{name}.html"
    with phone(browser, language, width, height) as page:
        for state in TABLES[name]:
            Table(page).open(page_url(site_url + page_name, state or None))
            assert page.evaluate(CUT, ".players *") == [], state
            assert page.evaluate(CUT, ".mode-line") == [], state
            assert page.evaluate(OVER, ["#mode-line", [".players .flag"]]) == [], state
            assert page.evaluate("document.documentElement.scrollWidth") <= width
            if not state:  # a first move moves neither the board nor the buttons
                places = _places(page)
                page.locator('#board [data-square="c3"], #board [data-cell="e5"]').tap()
                expect(page.locator("#moves .move")).to_have_count(1)
                assert _places(page) == places


@pytest.mark.parametrize("size", [(360, 640), (740, 360)])
def test_a_warning_on_a_phone_leaves_no_empty_message_box(
    at: Callable[[int, int], Page], site_url: str, size: tuple[int, int]
) -> None:
    # The warning shows over the status line; the message box under the hand stood empty,
    # its text made transparent, taking its four lines' room. It keeps showing what it said
    # before (the refusal is shown once: test_new_player_page), and reads the warning out.
    page = at(*size)
    table = Table(page).open(site_url)
    table.square("c3").click()
    expect(page.locator("#moves .move")).to_have_count(1)
    box = page.locator("#announce")
    said = box.text_content()
    assert said
    table.square("a1").click()  # the computer's turn (held back): a warning
    expect(page.locator("#refusal")).to_have_text("Wait for Red to move.")
    expect(box).to_have_text("Wait for Red to move.")
    shown = "e => [getComputedStyle(e, '::before').content, getComputedStyle(e, '::before').color]"
    content, ink = box.evaluate(shown)
    assert content == json.dumps(said)
    assert ink == page.evaluate("getComputedStyle(document.body).color")  # the page's own ink


# What of a player's card leaves it (text past its edges), and whether the whose-turn flag
# covers a card's colour name.
OUT_OF_CARDS = """() => [...document.querySelectorAll('.players .player')].flatMap(card => {
    const edge = card.getBoundingClientRect();
    const out = [...card.querySelectorAll('.who, .who *, .stats *, .obj-card *')]
        .filter(e => e.checkVisibility() && [...e.getClientRects()]
            .some(b => b.right > edge.right + 0.5 || b.left < edge.left - 0.5))
        .map(e => e.textContent.trim());
    const flag = card.querySelector('.flag')?.getBoundingClientRect();
    const name = card.querySelector('.colour').getBoundingClientRect();
    if (flag && flag.bottom > name.top + 0.5 && flag.left < name.right && name.left < flag.right)
        out.push('flag over ' + card.querySelector('.colour').textContent);
    return out;
})"""

KITTY_THREE = {
    "players": 3, "side": 5, "setup": "placement", "seed": None, "deal": 7,
    "seats": ["person", "expert", "expert"], "speed": "normal", "moves": [], "redo": [],
}  # fmt: skip


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize(
    "table", [("kitty", KITTY_THREE), ("index", TABLES["index"][1])], ids=["kitty", "index"]
)
@pytest.mark.parametrize("size", [(640, 360), (740, 360), (360, 640)])
def test_three_players_cards_hold_their_words_and_the_flag_leaves_the_colour_clear(
    browser: Browser,
    site_url: str,
    table: "tuple[str, dict[str, object]]",
    language: str,
    size: tuple[int, int],
) -> None:
    # Kitty at 640x360: "Yellov", "Compu", "Regenbogenb" past their cards and the page 656 px
    # wide; the "to move" flag over "Red" (and à trois' "White") at all three sizes.
    width, height = size
    name, state = table
    page_name = f"{name}.de.html" if language == "de" else f"{name}.html"
    with phone(browser, language, width, height) as page:
        Table(page).open(page_url(site_url + page_name, state))
        expect(page.locator(".players .player")).to_have_count(3)
        assert page.evaluate(OUT_OF_CARDS) == []
        assert page.evaluate("document.scrollingElement.scrollWidth") <= width


# A game of 16 moves on each page, between two people.
REVIEWED = {
    "index": page_url("", {"mode": "two", "repetition_draw": False, "moves": long_moves(16)}),
    "kitty": "kitty.html?test-state=" + quote(kitty_state(2, 16)),
}

# Whether the board is whole in the window.
BOARD_IN_VIEW = """() => {
    const box = document.querySelector('#board').getBoundingClientRect();
    return box.top >= -0.5 && box.bottom <= innerHeight + 0.5;
}"""


@pytest.mark.parametrize("name", REVIEWED)
@pytest.mark.parametrize("size", [(740, 360), (640, 360)])
def test_on_a_phone_held_sideways_the_board_stays_in_view_while_the_moves_are_stepped_through(
    browser: Browser, site_url: str, name: str, size: tuple[int, int]
) -> None:
    # The move list is under the hand, beside the board: a tap on a move, or the keys and the
    # replay buttons after it, scrolled the page down to the list and the board out of sight.
    with phone(browser, "en", *size) as page:
        Table(page).open(site_url + REVIEWED[name])
        board = page.locator("#board")
        page.locator("#moves .move").nth(3).tap()
        expect(board).to_have_attribute("data-review", "4")
        assert page.evaluate(BOARD_IN_VIEW)
        for key, shown in (("ArrowRight", "5"), ("ArrowRight", "6"), ("ArrowLeft", "5")):
            page.keyboard.press(key)
            expect(board).to_have_attribute("data-review", shown)
            assert page.evaluate(BOARD_IN_VIEW), key
        page.locator("#replay-back").tap()
        expect(board).to_have_attribute("data-review", "4")
        assert page.evaluate(BOARD_IN_VIEW)


def _places_of(page: Page, selectors: "tuple[str, ...]") -> "list[list[float]]":
    """Where the elements ``selectors`` select are in the window."""
    places: list[list[float]] = page.evaluate(
        """selectors => selectors.map(selector => {
            const box = document.querySelector(selector).getBoundingClientRect();
            return [box.left, box.top, box.width, box.height];
        })""",
        list(selectors),
    )
    return places


# What a player reads or taps on the table: none of it may lie under the review bar or a notice.
TABLE = ["#mode-line", ".players .player", "#board", "#status", ".hand .actions > button", "#moves"]


@pytest.mark.parametrize("name", REVIEWED)
@pytest.mark.parametrize("size", [(1280, 800), (360, 640), (740, 360)])
def test_the_review_bar_covers_nothing_and_moves_nothing(
    at: Callable[[int, int], Page], site_url: str, name: str, size: tuple[int, int]
) -> None:
    # The bar lay over the mode line and the players' cards (at 740x360 over the mode line
    # whole); it takes the row of Undo, Redo and Hint, which do nothing while reviewing.
    page = at(*size)
    Table(page).open(site_url + REVIEWED[name])
    parts = ("#mode-line", ".players", "#board", "#status", ".hand .actions", "#moves")
    places = _places_of(page, parts)
    # The move before the last: Kitty's cards, whose counts in hand go from two digits to one
    # in the game, are as wide there.
    page.locator("#moves .move").nth(14).click()
    bar = page.locator("#review-bar")
    expect(bar).to_be_visible()
    page.evaluate("window.scrollTo(0, 0)")
    assert page.evaluate(OVER, ["#review-bar", TABLE]) == []
    assert _places_of(page, parts) == places
    for button in ("Back to game", "Play from here"):
        box = bar.get_by_role("button", name=button).bounding_box()
        assert box is not None and box["width"] >= 44 and box["height"] >= 44, button


@pytest.mark.parametrize("name", REVIEWED)
@pytest.mark.parametrize("size", [(1280, 800), (360, 640), (740, 360), (640, 360)])
def test_a_notice_leaves_the_board_whose_turn_and_the_buttons_in_sight(
    at: Callable[[int, int], Page], site_url: str, name: str, size: tuple[int, int]
) -> None:
    # "The unfinished game is kept" stays ten seconds: at the page's foot it covered the status
    # line and Undo, Redo and Hint on a phone, the board beside them, and rank 1 at 1280x800.
    page = at(*size)
    Table(page).open(site_url + REVIEWED[name])
    page.locator(".bar [data-action=new]").click()
    page.locator("#new-game [data-action=start]").click()
    notice = page.locator("#notice .notice-item")
    expect(notice).to_contain_text("The unfinished game is kept")
    page.evaluate("window.scrollTo(0, 0)")
    covered = ["#board", "#status", ".hand .actions > button"]
    if size[0] > size[1]:
        covered.append("#announce")  # the message box says what happened, beside the board
    assert page.evaluate(OVER, ["#notice", covered]) == []
    box = notice.bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= size[1]
    # Back to my game and Dismiss side by side: at 1280x800 they stood one above the other.
    tops = notice.locator("button").evaluate_all("bs => bs.map(b => b.getBoundingClientRect().top)")
    assert len(tops) == 2 and len(set(tops)) == 1, tops


DARK_TABLES: "dict[str, dict[str, object]]" = {
    "index": {"mode": "trois", "seats": ["person", "person", "person"], "moves": ["c3", "d4"]},
    "kitty": {
        "players": 3, "side": 5, "setup": "random", "seed": 7, "deal": 7,
        "seats": ["person", "strong", "strong"], "speed": "normal", "moves": ["c1-d1"],
        "redo": [],
    },
}  # fmt: skip


@pytest.mark.parametrize("name", DARK_TABLES)
@pytest.mark.parametrize("size", [(1280, 800), (360, 640), (740, 360)])
def test_dark_mode_keeps_the_contrast_of_the_move_list_with_three_players(
    browser: Browser, site_url: str, name: str, size: tuple[int, int]
) -> None:
    # The mover's name ("Red c1-d1") in its muted ink on the last move's gold: about 3:1.
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, color_scheme="dark")
    hold_ai(context)
    try:
        page = context.new_page()
        page_name = "" if name == "index" else "kitty.html"
        Table(page).open(page_url(site_url + page_name, DARK_TABLES[name]))
        expect(page.locator("html")).to_have_attribute("data-theme", "dark")
        expect(page.locator("#moves .move.last .mover")).to_be_visible()
        assert serious_violations(page) == []
    finally:
        context.close()


def _review_status(language: str) -> str:
    """The longest status of a review step: a marked card step of Kitty's, said in words, whose
    board shows the position before it."""
    english = words.review_status(12, 40, "Red", "Red offers Yellow an exchange", False,
                                  before=True, named=True)  # fmt: skip
    if language == "en":
        return english
    template = words.review_status(
        9, 9, "{mover}", "{played}", False, before=True, named=True
    ).replace("9 of 9", "{ply} of {total}")
    german = catalogue(ROOT, "de")[template]
    return german.format(ply=12, total=40, played="Rot schlägt Gelb einen Tausch vor")


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(360, 640), (740, 360)])
def test_a_marked_review_steps_status_reads_whole_on_a_phone(
    browser: Browser, site_url: str, language: str, size: tuple[int, int]
) -> None:
    # The status line has three lines' room on a phone, and hid the end of a marked move's
    # review step ("…with the better line in" and no more: 79 px of text in 59).
    with phone(browser, language, *size) as page:
        page.goto(site_url + "kitty.html")
        wait_until_ready(page)
        status = page.locator("#status")
        status.evaluate("(box, said) => { box.textContent = said; }", _review_status(language))
        scrolled, height = status.evaluate("box => [box.scrollHeight, box.clientHeight]")
        assert scrolled <= height


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("name", ["index", "kitty"])
def test_on_an_upright_phone_a_table_of_two_shows_undo_redo_and_hint_without_a_scroll(
    browser: Browser, site_url: str, name: str, language: str
) -> None:
    # German Kitty's Undo, Redo and Hint ended at 651 px of 640, under the screen's edge: each
    # card's pieces in hand and score took a line beside its sign, and wrapped. With three or
    # four players the cards take more room than a 640 px screen has: the page scrolls there.
    with phone(browser, language, 360, 640) as page:
        Table(page).open(site_url + (f"{name}.de.html" if language == "de" else f"{name}.html"))
        expect(page.locator(".players .player")).to_have_count(2)
        _undo_redo_and_hint_end_above(page, 640)


def _undo_redo_and_hint_end_above(page: Page, bottom: int) -> None:
    """Undo, Redo and Hint end above ``bottom`` px: on the screen without a scroll."""
    for button in ("#undo", "#redo", "#hint"):
        box = page.locator(button).bounding_box()
        assert box is not None and box["y"] + box["height"] <= bottom, button


@pytest.mark.parametrize("language", ["en", "de"])
def test_on_an_upright_phone_mixtour_a_trois_shows_undo_redo_and_hint_without_a_scroll(
    browser: Browser, site_url: str, language: str
) -> None:
    # Three cards, each with the level under its name, and the mode line a line longer than at
    # a table of two: a board of 344 px put Undo, Redo and Hint at 637-681 px of 640 (German
    # 621-665). The board takes what the screen leaves, its squares still large to tap.
    with phone(browser, language, 360, 640) as page:
        address = site_url + ("index.de.html" if language == "de" else "index.html")
        Table(page).open(page_url(address, TABLES["index"][1]))
        expect(page.locator(".players .player")).to_have_count(3)
        _undo_redo_and_hint_end_above(page, 640)
        square = page.locator('#board [data-square="c3"]').bounding_box()
        assert square is not None and min(square["width"], square["height"]) >= 44


# The words on the players' cards: colour, name, score, pieces and cards in hand.
CARD_WORDS = [".players .who", ".players .stats", ".players .obj-cards", ".players .sign",
              ".players .piece-icon"]  # fmt: skip


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("name", REVIEWED)
@pytest.mark.parametrize("size", [(360, 640), (740, 360), (640, 360)])
def test_on_a_phone_a_notice_leaves_the_players_cards_readable(
    browser: Browser, site_url: str, name: str, language: str, size: tuple[int, int]
) -> None:
    # Over the title bar and the mode line the notice ran on down over the cards: "The
    # unfinished game is kept" over their top 31 px at 360x640 (German 62 px: colours, names,
    # scores), over both cards' first lines at 740x360. It may cover the whose-turn flag.
    with phone(browser, language, *size) as page:
        query = REVIEWED[name].split("?", 1)[1]
        page_name = f"{name}.de.html" if language == "de" else f"{name}.html"
        Table(page).open(f"{site_url}{page_name}?{query}")
        page.locator(".bar [data-action=new]").click()
        page.locator("#new-game [data-action=start]").click()
        notice = page.locator("#notice .notice-item")
        expect(notice).to_be_visible()
        page.evaluate("window.scrollTo(0, 0)")
        assert page.evaluate(OVER, ["#notice", CARD_WORDS]) == []
        for button in notice.locator("button").all():
            box = button.bounding_box()
            assert box is not None and box["height"] >= 44 and box["y"] >= 0
