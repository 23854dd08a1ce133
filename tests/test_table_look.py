"""The table's look in real Chromium (issue 13, part A): what a player sees on the board — heights
over tall and held stacks, print large enough to read on a phone, moves that slide from their
origin, the last move framed — and the page around it.

Screenshots of these states at the sizes the issue names are taken by hand and looked at (see the
issue's report); these tests pin what a player would notice if it broke.
"""

import random
import re
from collections.abc import Iterator

import pytest
from player import FAST_AI, SCORING_GAME, SOUNDS, Table, hold_ai, page_url
from playwright.sync_api import Browser, BrowserContext, Page, Route, expect
from site_checks import serious_violations, wait_until_ready
from test_trois_page import _contrast, _rgb

from mixtour import Game

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]

# A game with a 4-high stack on d4 (Red under three White), Red's last move a1-d4.
TALL = (
    "c3", "d4", "c4", "c3-c4", "b2", "c4:2-d4", "b4", "a1", "e4", "d3", "e4-d3", "b2-a1", "e1",
    "a1-d4",
)  # fmt: skip

# The board's view box is this wide (mixtour/ui/board.py, SIZE): print sizes scale with it.
VIEW_BOX = 542


def _context(browser: Browser, width: int, height: int, **extra: object) -> BrowserContext:
    context = browser.new_context(viewport={"width": width, "height": height}, **extra)  # type: ignore[arg-type]
    hold_ai(context)
    return context


@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    """A 360x640 phone, touch screen, AI held back."""
    context = _context(browser, 360, 640, has_touch=True, is_mobile=True)
    yield context.new_page()
    context.close()


def _screen_px(page: Page, selector: str) -> list[float]:
    """The font size in CSS pixels on screen of each SVG text matching ``selector`` (its font
    size in view-box units, scaled as its board is drawn)."""
    sizes: list[float] = page.eval_on_selector_all(
        selector,
        """(texts, size) => texts.map(text => {
            const svg = text.ownerSVGElement;
            return parseFloat(getComputedStyle(text).fontSize)
                * svg.getBoundingClientRect().width / size;
        })""",
        VIEW_BOX,
    )
    return sizes


COVERED = """square => {
    // Whether anything drawn after the height label (so painted over it) overlaps it.
    const label = square.querySelector('.height');
    if (!label) return 'no height label';
    const box = label.getBoundingClientRect();
    for (const piece of square.querySelectorAll('.piece')) {
        if (!(label.compareDocumentPosition(piece) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
        const other = piece.getBoundingClientRect();
        if (other.left < box.right && other.right > box.left
            && other.top < box.bottom && other.bottom > box.top) return 'covered';
    }
    return label.textContent;
}"""


def test_a_stack_shows_its_height_when_four_high_and_when_held(phone: Page, site_url: str) -> None:
    table = Table(phone).open(page_url(site_url, {"mode": "two", "moves": list(TALL)}))
    d4 = table.square("d4")
    expect(d4).to_have_attribute("data-height", "4")
    assert d4.evaluate(COVERED) == "4"
    table.piece("d4", 3).tap()
    expect(d4).to_have_class(re.compile("picked"))
    assert d4.evaluate(COVERED) == "4"  # the lifted pieces do not hide it either
    table.piece("d4", 4).tap()
    assert d4.evaluate(COVERED) == "4"


def test_heights_coordinates_and_diagram_labels_are_readable_on_a_phone(
    phone: Page, site_url: str
) -> None:
    table = Table(phone).open(page_url(site_url, {"mode": "two", "moves": list(TALL)}))
    heights = _screen_px(phone, "#board .height text")
    coordinates = _screen_px(phone, "#board .coord")
    assert len(heights) == 5 and len(coordinates) == 10
    assert min(heights + coordinates) >= 13
    phone.locator(".bar [data-action=rules]").tap()
    expect(phone.locator("#rules svg.diagram")).to_have_count(6)
    labels = _screen_px(phone, "#rules svg.diagram .coord") + _screen_px(
        phone, "#rules svg.diagram .height text"
    )
    assert min(labels) >= 11
    del table


def test_heights_and_coordinates_stay_readable_on_a_phone_held_sideways(
    browser: Browser, site_url: str
) -> None:
    """At 740x360 the board is as tall as the screen allows, smaller than upright."""
    context = _context(browser, 740, 360, has_touch=True, is_mobile=True)
    page = context.new_page()
    try:
        Table(page).open(page_url(site_url, {"mode": "two", "moves": list(TALL)}))
        sizes = _screen_px(page, "#board .height text") + _screen_px(page, "#board .coord")
        assert len(sizes) == 15 and min(sizes) >= 12
    finally:
        context.close()


SLIDES = """
window.__slides = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (frames, options) {
    if (this.dataset && this.dataset.slide !== undefined)
        window.__slides.push({slide: this.dataset.slide, from: frames[0].transform,
                              ms: options.duration});
    return animate.call(this, frames, options);
};
"""


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_moved_pieces_slide_from_their_origin_unless_motion_is_reduced(
    context: BrowserContext, page: Page, site_url: str, motion: str
) -> None:
    hold_ai(context)
    page.emulate_media(reduced_motion=motion)  # type: ignore[arg-type]
    page.add_init_script(SLIDES)
    table = Table(page).open(page_url(site_url, {"mode": "two", "moves": list(TALL[:-1])}))
    table.play("a1-d4")
    slides = page.evaluate("window.__slides")
    if motion == "reduce":
        assert slides == []
        return
    # One piece, from a1 (three squares left, three down), where it lay on one piece, to d4,
    # where it lies on three: it starts two pieces (2 times 15 units) lower than the squares' step.
    assert slides == [{"slide": "-300 330", "from": "translate(-300px, 330px)", "ms": 250}]
    table.play("c3")  # an entry drops in; it does not slide
    assert len(page.evaluate("window.__slides")) == 1


@pytest.mark.parametrize(("motion", "wait"), [("no-preference", "1.1s"), ("reduce", "0s")])
def test_the_result_card_waits_for_the_removal_unless_motion_is_reduced(
    context: BrowserContext, page: Page, site_url: str, motion: str, wait: str
) -> None:
    hold_ai(context)
    page.emulate_media(reduced_motion=motion)  # type: ignore[arg-type]
    table = Table(page).open(page_url(site_url, {"mode": "two", "moves": list(SCORING_GAME)}))
    banner = table.page.locator("#banner")
    expect(banner).to_be_visible()
    assert banner.evaluate("card => getComputedStyle(card).animationDelay") == wait


def test_red_s_win_reads_well_in_dark_mode(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    hold_ai(context)
    # Red, to move, brings four pieces with its own on top onto a1: five, Red's point.
    state = {"mode": "two", "start": "a1=r,b2=wwwr r 17/18 0/0 -"}
    table = Table(page).open(page_url(site_url, state))
    page.locator("#theme-switch").click()
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    table.play("b2:4-a1")
    banner = page.locator("#banner")
    expect(banner).to_have_attribute("data-result", "red")
    expect(banner).to_be_visible()
    banner.evaluate("e => Promise.all(e.getAnimations().map(a => a.finished))")
    title = _rgb(page, "#banner h2", "color")
    assert _contrast(title, _rgb(page, "#banner", "backgroundColor")) >= 4.5


def test_the_last_move_frames_its_origin_and_its_target(table_page: Table) -> None:
    table = table_page
    table.play("c3", "d4", "c4", "c3-c4")
    origin = table.square("c3").locator(".last-mark")
    target = table.square("c4").locator(".last-mark")
    expect(origin).to_have_count(1)
    expect(target).to_have_count(1)
    dashes = [
        mark.evaluate("mark => getComputedStyle(mark).strokeDasharray") for mark in (origin, target)
    ]
    assert dashes[0] != "none" and dashes[1] == "none"  # dashed origin, solid target
    expect(table.board.locator(".last-mark")).to_have_count(2)


def test_a_removed_stack_rises_with_a_readable_point(phone: Page, site_url: str) -> None:
    table = Table(phone).open(page_url(site_url, {"mode": "two", "moves": list(SCORING_GAME[:-1])}))
    table.piece("b3", 4).tap()
    table.square("a3").tap()
    gain = phone.locator("#flash .gain text")
    expect(gain).to_have_text("+1 White")
    assert _screen_px(phone, "#flash .gain text")[0] >= 18


@pytest.fixture
def table_page(context: BrowserContext, page: Page, site_url: str) -> Table:
    """A desktop page in two-player mode, AI held back."""
    hold_ai(context)
    return Table(page).open(page_url(site_url, {"mode": "two"}))


def test_the_board_is_not_ready_until_python_is_and_keeps_a_tap_made_meanwhile(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    hold_ai(context)
    held: list[Route] = []

    def hold(route: Route) -> None:
        held.append(route)

    page.route("**/micropython.wasm", hold)
    with page.expect_request("**/micropython.wasm"):
        page.goto(page_url(site_url, {"mode": "two"}))
    table = Table(page)
    expect(table.square("c3")).to_be_visible()
    cursor = "square => getComputedStyle(square).cursor"
    assert table.square("c3").evaluate(cursor) != "pointer"  # it does not look live
    table.click("c3")
    expect(table.square("c3")).to_have_class(re.compile("kept"))  # the tap was taken
    assert page.evaluate("document.body.dataset.ready") is None
    held[0].continue_()
    wait_until_ready(page)
    expect(table.square("c3")).to_have_attribute("data-height", "1")  # and played
    assert table.moves() == ["c3"]
    assert table.square("d4").evaluate(cursor) == "pointer"


def _box(page: Page, selector: str) -> tuple[float, float, float, float]:
    box = page.locator(selector).bounding_box()
    assert box is not None, selector
    return (box["x"], box["y"], box["width"], box["height"])


def _places(page: Page) -> tuple[float, ...]:
    """Where the board, Undo and Hint are on the page (not in the window, which a click may
    scroll to reach a square)."""
    scroll_x, scroll_y = page.evaluate("[window.scrollX, window.scrollY]")
    places: tuple[float, ...] = ()
    for selector in ("#board-wrap", "#undo", "#hint"):
        x, y, width, height = _box(page, selector)
        places += (x + scroll_x, y + scroll_y, width, height)
    return places


def test_the_board_and_the_buttons_stay_put_while_playing(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    hold_ai(context)
    page.set_viewport_size({"width": 1280, "height": 800})
    table = Table(page).open(page_url(site_url, {"mode": "two", "moves": list(TALL[:-1])}))
    places = {_places(page)}
    table.play("a1-d4")
    places.add(_places(page))
    table.piece("d4", 3).click()  # a long sentence, and the count buttons
    expect(page.locator("#count-picker")).to_be_visible()
    places.add(_places(page))
    page.keyboard.press("Escape")
    page.evaluate("location.hash = 'g=1&p=nobody'")  # a link that cannot be read: a notice
    expect(page.locator("#notice")).to_be_visible()
    places.add(_places(page))
    page.locator("#moves .move").first.click()  # reviewing: the review bar
    expect(page.locator("#review-bar")).to_be_visible()
    places.add(_places(page))
    assert len(places) == 1, places


def _small_targets(page: Page) -> list[str]:
    """Visible buttons, selects and choice labels smaller than 44 by 44 CSS pixels."""
    small: list[str] = page.evaluate(
        """() => [...document.querySelectorAll(
                'button, select, label:has(input[type=radio]), label:has(input[type=checkbox])')]
            .filter(e => e.checkVisibility())
            .map(e => [e, e.getBoundingClientRect()])
            .filter(([e, r]) => r.width < 44 || r.height < 44)
            .map(([e, r]) => `${e.outerHTML.slice(0, 60)} ${r.width}x${r.height}`)"""
    )
    return small


def test_on_a_phone_board_turn_and_actions_fit_and_every_tap_target_is_large(
    phone: Page, site_url: str
) -> None:
    table = Table(phone).open(page_url(site_url, {"mode": "ai", "moves": list(TALL)}))
    for selector in ("#board", '.player[data-colour="white"] .flag', "#status", "#undo", "#hint"):
        _, y, _, height = _box(phone, selector)
        assert y >= 0 and y + height <= 640, selector
    assert _small_targets(phone) == []
    table.piece("d4", 3).tap()
    buttons = phone.locator("#count-picker button")
    expect(buttons).to_have_count(4)
    board_bottom = sum(_box(phone, "#board")[1::2])
    for index in range(4):
        _, y, width, height = _box(phone, f"#count-picker button >> nth={index}")
        assert width >= 44 and height >= 44
        assert board_bottom <= y and y + height <= 640  # right under the board, on screen
    assert _small_targets(phone) == []
    phone.locator("#moves .move").first.tap()
    assert _small_targets(phone) == []
    phone.locator(".bar [data-action=new]").tap()
    expect(phone.locator("#new-game")).to_be_visible()
    assert _small_targets(phone) == []
    radio = phone.locator('#new-game input[name="players"]').first.bounding_box()
    assert radio is not None and radio["width"] >= 20


def test_a_phone_held_sideways_shows_the_whole_board(browser: Browser, site_url: str) -> None:
    context = _context(browser, 740, 360, has_touch=True, is_mobile=True)
    page = context.new_page()
    try:
        Table(page).open(page_url(site_url, {"mode": "two", "moves": list(TALL)}))
        _, y, width, height = _box(page, "#board")
        assert y >= 0 and y + height <= 360 and width >= 280
        _, y, _, height = _box(page, "#status")
        assert y + height <= 360
    finally:
        context.close()


def test_the_result_card_leaves_the_final_position_in_view_and_offers_rematch_and_review(
    phone: Page, site_url: str
) -> None:
    """Against the computer, as Red, who lost: the card says so, over the board's edge."""
    state = {"mode": "ai", "human": "red", "moves": list(SCORING_GAME)}
    table = Table(phone).open(page_url(site_url, state))
    card = phone.locator("#banner")
    expect(card).to_be_visible()
    expect(card.locator("h2")).to_have_text("You lost")
    expect(card.locator("p")).to_have_text("White reached 1 point.")
    board = _box(phone, "#board")
    _, top, _, _ = _box(phone, "#banner")
    assert top >= board[1] + 0.6 * board[3]  # the last move, on a3 and b3, is not under it
    card.locator("[data-action=review]").tap()
    expect(phone.locator("#review-bar")).to_be_visible()
    expect(table.board).to_have_attribute("data-review", "0")
    phone.locator("#review-bar [data-action=live]").tap()
    expect(card).to_be_hidden()  # put aside until the next result
    phone.locator("#undo").tap()
    phone.locator("#redo").tap()
    expect(card).to_be_visible()
    card.locator("[data-action=again]").tap()  # a rematch, colours swapped
    expect(phone.locator("#mode-line")).to_contain_text("You (White) against the computer")
    assert table.moves() == []


def test_dialogs_close_by_their_x_or_a_click_outside_and_keep_their_buttons_in_reach(
    phone: Page, site_url: str
) -> None:
    Table(phone).open(page_url(site_url, {"mode": "two"}))
    phone.locator(".bar [data-action=rules]").tap()
    rules = phone.locator("#rules")
    expect(rules).to_be_visible()
    rules.evaluate("dialog => dialog.scrollTop = dialog.scrollHeight")  # read to the end
    expect(rules.locator(".close")).to_be_in_viewport(ratio=1)
    phone.mouse.click(5, 5)  # outside the dialog, on its backdrop
    expect(rules).to_be_hidden()
    phone.locator(".bar [data-action=new]").tap()
    new_game = phone.locator("#new-game")
    expect(new_game).to_be_visible()
    for selector in ("[data-action=start]", ".dialog-foot [data-action=close-dialog]", ".close"):
        expect(new_game.locator(selector)).to_be_in_viewport(ratio=1)
    new_game.locator(".close").tap()
    expect(new_game).to_be_hidden()


def test_copy_link_copies_at_once_and_says_so(browser: Browser, site_url: str) -> None:
    context = _context(browser, 1280, 800, permissions=["clipboard-read", "clipboard-write"])
    page = context.new_page()
    try:
        table = Table(page).open(page_url(site_url, {"mode": "two", "moves": ["c3", "d4"]}))
        page.locator(".records-box [data-action=copy-link]").click()
        expect(page.locator("#toast")).to_have_text("Link copied.")
        expect(page.locator("#export")).to_be_hidden()  # no dialog in the way
        copied = page.evaluate("navigator.clipboard.readText()")
        assert copied.endswith("#g=1&p=two&t=1&r=20&rep=1&m=c3.d4")
        expect(page.locator("#toast")).to_be_hidden()  # and the confirmation goes
        assert table.moves() == ["c3", "d4"]
    finally:
        context.close()


def test_pause_is_disabled_once_the_computer_has_ended_its_game_against_itself(
    browser: Browser, site_url: str
) -> None:
    """The computer watching itself, White one move from a 5-stack: it takes the win (the search
    takes every immediate win), and Pause has nothing left to pause."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    try:
        state = {"mode": "watch", "speed": "fast", "moves": list(SCORING_GAME[:-1])}
        table = Table(page).open(page_url(site_url, state, FAST_AI))
        pause = page.locator("#pause")
        expect(pause).to_be_enabled()
        expect(table.board).to_have_attribute("data-result", "white", timeout=90_000)
        expect(pause).to_be_disabled()
        expect(page.locator("#banner")).to_be_visible()
    finally:
        context.close()


FOCUS_SHOWN = """() => {
    // The square or button that shows keyboard focus, if any: a button's outline or a square's
    // focus ring (the held stack's own ring excepted, it marks the held pieces).
    const shown = document.querySelector(':focus-visible');
    const rings = [...document.querySelectorAll('#board .sq:not(.picked) .focus-ring')]
        .filter(ring => getComputedStyle(ring).visibility === 'visible');
    if (rings.length) return rings[0].closest('[data-square]').dataset.square;
    if (shown && getComputedStyle(shown).outlineStyle !== 'none') return shown.id || shown.tagName;
    return null;
}"""


def test_no_focus_ring_after_a_click_or_a_drag_but_one_for_the_keyboard(
    table_page: Table,
) -> None:
    table = table_page
    page = table.page
    table.play("c3", "d4", "b2", "c3-d4")
    assert page.evaluate(FOCUS_SHOWN) is None  # clicked squares take focus, quietly
    start = table.square("b2").bounding_box()
    end = table.square("d4").bounding_box()
    assert start is not None and end is not None
    page.mouse.move(start["x"] + start["width"] / 2, start["y"] + start["height"] * 0.7)
    page.mouse.down()
    page.mouse.move(end["x"] + end["width"] / 2, end["y"] + end["height"] / 2, steps=8)
    page.mouse.up()
    expect(table.square("d4")).to_have_attribute("data-height", "3")  # the drag played b2-d4
    assert page.evaluate(FOCUS_SHOWN) is None
    page.locator("#undo").click()
    assert page.evaluate(FOCUS_SHOWN) is None
    page.keyboard.press("Tab")  # from the Undo button to Redo: the keyboard shows where it is
    assert page.evaluate(FOCUS_SHOWN) == "redo"
    table.square("c3").click()
    page.keyboard.press("ArrowUp")
    assert page.evaluate(FOCUS_SHOWN) == "c4"


ROUND_BOXES = """rounds => rounds.map(
    round => ({y: round.getBoundingClientRect().y, lines: round.getClientRects().length}))"""


def _game_going_on(plies: int, seed: int) -> list[str]:
    """``plies`` moves chosen at random among those that end nothing: a game still going on."""
    rng = random.Random(seed)
    game = Game()
    while len(game.moves) < plies:
        game.play(rng.choice([move for move in game.legal_moves() if game.scorer(move) is None]))
        if game.result is not None:
            game.pop()
    return [str(move) for move in game.moves]


@pytest.mark.parametrize("size", [(1280, 800), (360, 640)])
def test_the_record_box_in_save_shows_the_moves_whole_and_copies_the_record(
    browser: Browser, site_url: str, size: tuple[int, int]
) -> None:
    width, height = size
    context = _context(browser, width, height, permissions=["clipboard-read", "clipboard-write"])
    page = context.new_page()
    try:
        moves = _game_going_on(60, seed=13)
        Table(page).open(page_url(site_url, {"mode": "two", "target": 2, "moves": moves}))
        page.locator(".records-box [data-action=export]").click()
        box = page.locator("#export-record")
        shown = box.inner_text()
        assert shown.startswith("1. " + moves[0]) and shown.endswith(moves[-1] + " *")
        assert "[" not in shown  # no tags
        overflow = box.evaluate("box => box.scrollHeight - box.clientHeight")
        assert overflow <= 1  # the whole game in view, without scrolling the box
        page.locator("#export [data-action=copy-record]").click()
        expect(page.locator("#export-status")).to_have_text("Record copied.")
        record = page.evaluate("navigator.clipboard.readText()")
        assert '[Target "2"]' in record and " ".join(record.split()).endswith(shown)
        rounds = box.locator(".round")
        tops = {round(item["y"]) for item in rounds.evaluate_all(ROUND_BOXES) if item["lines"] > 1}
        assert not tops  # no round breaks across lines (a move at its hyphen)
    finally:
        context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_serious_violations_in_either_theme(
    browser: Browser, site_url: str, scheme: str
) -> None:
    """Each theme through the states that bring their own colours: a held stack, a refused
    move, a threat, a draw offer, the review bar, the result card and the dialogs."""
    context = _context(browser, 1280, 800, color_scheme=scheme)
    page = context.new_page()
    try:
        table = Table(page).open(page_url(site_url, {"mode": "two", "moves": list(TALL)}))
        expect(page.locator("html")).to_have_attribute("data-theme", scheme)
        table.piece("d4", 3).click()  # held, and 3 pieces from d4 cannot move: a warning
        expect(page.locator("#count-picker")).to_be_visible()
        page.locator("#offer-draw").click()
        expect(page.locator("#draw-offer")).to_be_visible()
        assert serious_violations(page) == []
        page.keyboard.press("Escape")
        table.play("c3")
        page.locator("#moves .move").first.click()  # the review bar
        expect(page.locator("#review-bar")).to_be_visible()
        assert serious_violations(page) == []
        page.keyboard.press("?")
        for dialog, opener in (
            ("#keys", ""),
            ("#rules", ".bar [data-action=rules]"),
            ("#new-game", ".bar [data-action=new]"),
            ("#export", ".records-box [data-action=export]"),
        ):
            if opener:
                page.locator(opener).click()
            expect(page.locator(dialog)).to_be_visible()
            assert serious_violations(page) == [], dialog
            page.keyboard.press("Escape")
        page.goto(page_url(site_url, {"mode": "ai", "human": "red", "moves": list(SCORING_GAME)}))
        wait_until_ready(page)
        expect(page.locator("#banner")).to_be_visible()
        assert serious_violations(page) == []
    finally:
        context.close()


def test_dark_mode_follows_the_system_until_the_switch_picks_and_remembers(
    browser: Browser, site_url: str
) -> None:
    context = _context(browser, 1280, 800, color_scheme="dark")
    page = context.new_page()
    background = "() => getComputedStyle(document.documentElement).backgroundColor"
    try:
        Table(page).open(page_url(site_url, {"mode": "two"}))
        root = page.locator("html")
        switch = page.locator("#theme-switch")
        expect(root).to_have_attribute("data-theme", "dark")
        expect(switch).to_have_attribute("aria-pressed", "true")
        dark = page.evaluate(background)
        switch.click()
        expect(root).to_have_attribute("data-theme", "light")
        expect(switch).to_have_attribute("aria-pressed", "false")
        light = page.evaluate(background)
        assert light != dark
        assert page.evaluate("localStorage.getItem('mixtour.theme')") == "light"
        page.reload()
        wait_until_ready(page)
        expect(root).to_have_attribute("data-theme", "light")  # the choice outlives the page
        page.emulate_media(color_scheme="light")
        switch.click()
        expect(root).to_have_attribute("data-theme", "dark")  # chosen, whatever the system says
        assert page.evaluate(background) == dark
        page.evaluate("localStorage.removeItem('mixtour.theme')")
        page.reload()
        wait_until_ready(page)
        expect(root).to_have_attribute("data-theme", "light")  # no choice: the system's
    finally:
        context.close()


def test_sound_is_off_until_switched_on_and_then_a_move_sounds(
    browser: Browser, site_url: str
) -> None:
    context = _context(browser, 1280, 800)
    page = context.new_page()
    page.add_init_script(SOUNDS)
    try:
        table = Table(page).open(
            page_url(site_url, {"mode": "two", "moves": list(SCORING_GAME[:-2])})
        )
        switch = page.locator("#sound-switch")
        expect(switch).to_have_attribute("aria-pressed", "false")
        table.play("a3")
        assert page.evaluate("window.__sounds") == [["move", False]]  # asked, but off
        switch.click()
        expect(switch).to_have_attribute("aria-pressed", "true")
        assert page.evaluate("localStorage.getItem('mixtour.sound')") == "on"
        page.reload()
        wait_until_ready(page)
        expect(switch).to_have_attribute("aria-pressed", "true")  # remembered
        table.play("a3")  # the test state opens again, without a3
        table.play("b3:4-a3")  # the removal that ends the game
        assert page.evaluate("window.__sounds") == [["move", True], ["end", True]]
        switch.click()
        expect(switch).to_have_attribute("aria-pressed", "false")
        page.locator("#undo").click()
        table.play("b3:4-a3")
        assert page.evaluate("window.__sounds")[-1] == ["end", False]
    finally:
        context.close()
