"""Kitty Stack Tower's page (kitty.html) in Chromium, driven as a player drives it: the first visit
against the computer with a hint, a whole game for two at one device (place, stack, flip,
disassemble, pass, undo and redo, reload and resume, the result card), the keyboard, records, a
game by link between two browsers, computer seats for three, the phone's and the dark theme's
looks, offline play, and Mixtour's way there.

Most tests hold the AI worker back (`player.hold_ai`): the page plays without it, and the machine's
two cores are spared Pyodide's start. Those about the computer let it start, with a small fixed
budget (`?ai-iterations=`), as the player's browser would (at its own level's budget).
"""

import re

import pytest
from player import devices, hold_ai, send_move
from playwright.sync_api import Browser, BrowserContext, Locator, Page, Route, expect
from site_checks import (
    AI_READY_TIMEOUT_MS,
    PageLog,
    serious_violations,
    wait_until_ai_ready,
    wait_until_ready,
)

from kitty import Game, record
from tools.serve import SITE, serving

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]

# Quick, reproducible computer players for tests.
FAST_AI = "?ai-iterations=40&ai-seed=1"

# A whole short game for two: the placements (Red first), then Red stacks d4-c4, Yellow d6-c5,
# Red flips c4^c5 (chosen among stack and flip), Yellow h4-g5, Red g3-g4, Yellow passes, Red
# disassembles g4<g5 (chosen among three), and two passes end it: Red wins 16 to 14.
PLACEMENTS = [
    "c4",
    "c5",
    "d4",
    "d6",
    "g3",
    "h4",
    "g4",
    "e9",
    "g5",
    "f1",
    "a1",
    "f2",
    "a2",
    "f7",
    "a3",
    "f8",
    "a4",
    "g1",
    "a5",
    "g7",
    "b1",
    "h1",
    "b6",
    "h6",
    "e1",
    "i1",
    "e2",
    "i2",
    "e8",
    "i3",
]


# Counts each markup of a board (a cell's `data-cell`) written into any element, a template
# parsed to compare included, as `window.__boardWrites`.
COUNT_BOARD_WRITES = """(() => {
  const html = Object.getOwnPropertyDescriptor(Element.prototype, "innerHTML");
  window.__boardWrites = 0;
  Object.defineProperty(Element.prototype, "innerHTML", {
    configurable: true,
    get() { return html.get.call(this); },
    set(value) {
      if (String(value).includes("data-cell=")) window.__boardWrites += 1;
      html.set.call(this, value);
    },
  });
})();"""


def open_kitty(page: Page, site_url: str, query: str = "") -> None:
    page.goto(site_url + "kitty.html" + query)
    wait_until_ready(page)


def cell(page: Page, name: str) -> Locator:
    return page.locator(f"#board [data-cell='{name}']")


def label(page: Page, name: str) -> str:
    return cell(page, name).get_attribute("aria-label") or ""


def drawn(page: Page, name: str, part: str) -> tuple[str, str, str]:
    """How a part of the cell ``name`` is painted: its fill, outline width and dashes."""
    style = page.locator(f"#board [data-cell='{name}'] {part}").evaluate(
        "e => { const s = getComputedStyle(e); return [s.fill, s.strokeWidth, s.strokeDasharray]; }"
    )
    return style[0], style[1], style[2]


def height(page: Page, name: str) -> str:
    """The height of the stack on ``name``, as its label says it ("0" when empty)."""
    found = re.match(r"\w+: (\d+) high", label(page, name))
    return found.group(1) if found else "0"


def moves(page: Page) -> list[str]:
    return page.locator("#moves .move").all_inner_texts()


def choose(page: Page, kind: str) -> None:
    """One of the actions the page offers (stack, flip, disassemble, pass)."""
    page.locator(f"#count-picker [data-kind='{kind}']").click()


def new_game(page: Page, seats: list[str], setup: str = "placement", cards: bool = False) -> None:
    """A new game through the dialog: one seat per colour (person, friend or a level), with
    the Objective Cards (3 or 4 players) if ``cards`` (`test_kitty_cards_page.py`)."""
    page.get_by_role("button", name="New game").click()
    dialog = page.locator("#new-game")
    expect(dialog).to_be_visible()
    dialog.locator(f"input[name='players'][value='{len(seats)}']").check()
    if len(seats) > 2:
        dialog.locator("#ng-cards").set_checked(cards)
    for number, seat in enumerate(seats):
        dialog.locator(f"#ng-seat-{number}").select_option(seat)
    dialog.locator(f"input[name='setup'][value='{setup}']").check()
    dialog.get_by_role("button", name="Start").click()
    expect(dialog).to_be_hidden()


def check_moves_replay(page: Page, players: int) -> None:
    """Every move the list shows is legal in turn, and they reach the position on the board."""
    game = Game(players, cards=False)  # the page plays the base game
    for text in moves(page):
        # An action in notation (with three or four after its mover: "Blue e5"), a pass in
        # words ("passes", "Blue passes"); raises if illegal.
        game.play("pass" if text.endswith("passes") else text.split()[-1])
    expect(page.locator("#board")).to_have_attribute("data-position", game.position())


def test_a_first_visit_plays_the_computer_from_the_sites_own_origin_with_a_hint(
    page: Page, page_log: PageLog, site_url: str
) -> None:
    open_kitty(page, site_url, FAST_AI)
    assert page.locator("body").get_attribute("data-main-python") == "micropython"
    expect(page).to_have_title("Your move · Kitty Stack Tower")
    expect(page.locator("#mode-line")).to_contain_text("You (Red) against the computer (strong)")
    expect(page.locator("#status")).to_have_text(
        "Your move: place a piece on an empty cell (15 in hand)."
    )
    expect(page.locator("#board [data-cell]")).to_have_count(61)
    expect(page.locator("#tutorial-offer")).to_be_visible()
    cell(page, "e5").click()
    assert label(page, "e5") == "e5: 1 high, bottom to top red; red owns it"
    # The computer (Yellow) answers through the worker, and it is the player's turn again.
    wait_until_ai_ready(page)
    expect(page.locator("#moves .move")).to_have_count(2, timeout=AI_READY_TIMEOUT_MS)
    expect(page.locator("#announce")).to_have_text(re.compile(r"^Yellow places a piece on \w+\.$"))
    expect(page.locator("#status")).to_have_text(
        "Your move: place a piece on an empty cell (14 in hand)."
    )
    assert (page.locator("body").get_attribute("data-ai-python") or "").startswith("cpython")
    check_moves_replay(page, 2)
    # A hint: drawn on the board (numbered 1, the line the computer expects after it numbered
    # on) and said, a legal placement; the player may take it.
    page.get_by_role("button", name="Hint").click()
    expect(page.locator("#board .arrow.hint text").first).to_have_text("1", timeout=60_000)
    said = page.locator("#announce")
    expect(said).to_have_text(re.compile(r"^Hint: place a piece on \w+\.$"))
    hinted = (said.text_content() or "").removeprefix("Hint: place a piece on ").rstrip(".")
    assert label(page, hinted) == f"{hinted}: empty"
    cell(page, hinted).click()
    expect(page.locator("#moves .move")).to_have_count(4, timeout=60_000)
    check_moves_replay(page, 2)
    # Undo takes back the computer's answer with the player's move: the player moves again.
    page.get_by_role("button", name="Undo").click()
    expect(page.locator("#moves .move")).to_have_count(2)
    assert label(page, hinted) == f"{hinted}: empty"
    assert page_log.outside(site_url) == [] and page_log.errors == [] and page_log.failures == []


def test_pythons_first_drawing_keeps_what_the_first_paint_shows(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    # The board, the cards and the mode line are drawn by the build (tools/prerender.py, in
    # CPython) and painted before Python starts; MicroPython's first drawing is the same markup,
    # so it keeps those nodes: nothing of the first paint is replaced or laid out again. The
    # board's markup is not even written (nor parsed to compare): the page's Python keeps the
    # build's board while its key (`data-drawn`) is the table's, and draws the board at the
    # first move.
    hold_ai(context)
    painted = """() => [
        document.querySelector("#board svg"),
        document.querySelector("#players .player"),
        document.getElementById("mode-line").firstChild,
    ]"""
    keep = f"() => {{ window.__painted = ({painted})(); }}"
    page.add_init_script(f'document.addEventListener("DOMContentLoaded", {keep})')
    page.add_init_script(COUNT_BOARD_WRITES)
    open_kitty(page, site_url)
    kept = page.evaluate(f"() => ({painted})().map((node, at) => node === window.__painted[at])")
    assert kept == [True, True, True]
    assert page.evaluate("window.__boardWrites") == 0
    cell(page, "e5").click()
    expect(page.locator("#moves .move")).to_have_count(1)
    assert page.evaluate("window.__boardWrites") > 0
    assert label(page, "e5").startswith("e5: 1 high")


def test_a_tap_on_a_cell_before_python_runs_is_played_once_it_does(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    """The board is playable to the eye from the first paint: a tap on a cell meanwhile is kept
    (the cell marked, web/early.js) and played as soon as the page's Python has started, as on
    Mixtour's page."""
    hold_ai(context)
    held: list[Route] = []

    def hold(route: Route) -> None:  # Playwright tags handlers: a bound builtin will not do
        held.append(route)

    page.route("**/micropython.wasm", hold)
    with page.expect_request("**/micropython.wasm"):
        page.goto(site_url + "kitty.html")
    cell(page, "e5").click()
    expect(cell(page, "e5")).to_have_class(re.compile(r"\bkept\b"))
    assert page.evaluate("document.body.dataset.ready") is None
    assert len(held) == 1
    held[0].continue_()
    wait_until_ready(page)
    expect(page.locator("#moves .move")).to_have_count(1)
    assert label(page, "e5") == "e5: 1 high, bottom to top red; red owns it"


def test_a_whole_game_for_two_at_one_device_to_its_result_card(
    context: BrowserContext, page: Page, page_log: PageLog, site_url: str
) -> None:
    hold_ai(context)
    open_kitty(page, site_url)
    new_game(page, ["person", "person"])
    status, said = page.locator("#status"), page.locator("#announce")
    expect(page.locator("#mode-line")).to_contain_text("Two players on this device")
    for name in PLACEMENTS:
        cell(page, name).click()
    expect(status).to_have_text(
        "Red to move: pick one of your stacks, then a marked target; or pass."
    )
    cell(page, "d4").click()
    expect(cell(page, "c4")).to_have_class(re.compile(r"\btarget t-stack\b"))
    expect(cell(page, "d4")).to_have_class(re.compile(r"\bpicked\b"))
    expect(said).to_have_text("Picked d4: it can act on c4.")
    cell(page, "c4").click()
    expect(said).to_have_text("Red stacks d4 onto c4.")
    assert height(page, "c4") == "2"
    # Wrong tries, explained in the engine's words; nothing moves.
    cell(page, "c4").click()
    expect(said).to_have_text("The stack on c4 is Red's: pick one of your own stacks.")
    cell(page, "d6").click()
    cell(page, "c4").click()
    expect(said).to_have_text("d6 cannot act on c4: the two stacks are not adjacent.")
    cell(page, "c5").click()
    expect(said).to_have_text("Yellow stacks d6 onto c5.")
    # Two actions act on c5: the page offers both, and where the flip would land.
    cell(page, "c4").click()
    expect(cell(page, "c5")).to_have_class(re.compile(r"\btarget t-stack t-flip\b"))
    expect(cell(page, "c5")).to_have_attribute(
        "aria-label", re.compile("; you may stack onto it or flip it$")
    )
    expect(cell(page, "c6")).to_have_class(re.compile(r"\blanding\b"))
    # Drawn so that a player sees them (web/kitty.css): the picked stack on yellow, the flip's
    # target framed in dashes, the cell it would land on ringed in shorter ones.
    assert drawn(page, "c4", ".hex")[0] == "rgb(255, 240, 168)"
    assert drawn(page, "c5", ".hex")[1:] == ("3px", "7px, 4px")
    assert drawn(page, "c6", ".landing-mark")[1:] == ("2px", "3px, 2px")
    cell(page, "c5").click()
    expect(page.locator("#count-picker button")).to_have_text(
        ["Stack onto c5 S", "Flip c5 F", "Pass P"]
    )
    page.keyboard.press("f")  # F chooses the flip
    expect(said).to_have_text("Red flips c5 with c4.")
    assert (height(page, "c4"), height(page, "c6")) == ("0", "2")
    cell(page, "h4").click()
    cell(page, "g5").click()
    cell(page, "g3").click()
    cell(page, "g4").click()
    choose(page, "pass")
    expect(said).to_have_text("Yellow passes.")
    cell(page, "g4").click()
    cell(page, "g5").click()
    expect(page.locator("#count-picker button")).to_have_count(4)
    page.get_by_role("button", name="Disassemble g5").click()
    expect(cell(page, "g4")).to_have_attribute(
        "aria-label", "g4: 3 high, bottom to top yellow, red, red; red owns it"
    )
    expect(page.locator("#moves .move")).to_have_count(37)
    page.get_by_role("button", name="Undo").click()
    expect(said).to_have_text(re.compile(r"^Took back g4<g5\. "))
    assert height(page, "g4") == "2"
    page.get_by_role("button", name="Redo").click()
    expect(page.locator("#moves .move")).to_have_count(37)
    assert height(page, "g4") == "3"
    # A reload resumes the very game.
    position = page.locator("#board").get_attribute("data-position")
    page.reload()
    wait_until_ready(page)
    expect(page.locator("#board")).to_have_attribute("data-position", position or "")
    expect(page.locator("#moves .move")).to_have_count(37)
    check_moves_replay(page, 2)
    # Yellow passes; Red's pass would end the game, so the page asks first.
    choose(page, "pass")
    choose(page, "pass")
    expect(said).to_contain_text("if Red passes too, the game ends and is scored as it stands")
    expect(page.locator("#count-picker button")).to_have_text(["Pass and end the game P"])
    choose(page, "pass")
    # The result card: who won and why, over the final position, with what to do next.
    card = page.locator("#banner")
    expect(card).to_be_visible()
    expect(card.locator("#banner-title")).to_have_text("Red wins!")
    expect(card.locator("#banner-reason")).to_have_text(
        "Every player passed in one round: the game is scored as it stands."
    )
    for name in ("Rematch", "New game…", "Review"):
        expect(card.get_by_role("button", name=name)).to_be_visible()
    expect(page.locator("#players")).to_contain_text(re.compile(r"Red.*16.*\(15\).*1st", re.S))
    expect(page.locator("#players")).to_contain_text(re.compile(r"Yellow.*14.*\(14\).*2nd", re.S))
    expect(page.locator("#board")).to_have_attribute("data-result", "1-0")
    expect(page.get_by_role("button", name="Resign")).to_be_disabled()
    card.get_by_role("button", name="Put the result aside").click()
    expect(card).to_be_hidden()
    cell(page, "a1").click()  # the game is over: a tap changes nothing
    expect(page.locator("#moves .move")).to_have_count(39)
    assert label(page, "a1") == "a1: 1 high, bottom to top red; red owns it"
    assert page_log.errors == [] and page_log.outside(site_url) == []


def test_keyboard_play_places_moves_over_the_hexagon_and_undoes(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    hold_ai(context)
    open_kitty(page, site_url)
    new_game(page, ["person", "person"])
    cell(page, "e5").focus()
    page.keyboard.press("Enter")
    expect(cell(page, "e5")).to_have_attribute(
        "aria-label", "e5: 1 high, bottom to top red; red owns it"
    )
    page.keyboard.press("ArrowRight")
    expect(cell(page, "e6")).to_be_focused()
    page.keyboard.press(" ")
    expect(cell(page, "e6")).to_have_attribute(
        "aria-label", "e6: 1 high, bottom to top yellow; yellow owns it"
    )
    page.keyboard.press("Control+z")
    expect(cell(page, "e6")).to_have_attribute("aria-label", "e6: empty")
    page.keyboard.press("Control+y")
    expect(page.locator("#moves .move")).to_have_text(["e5", "e6"])
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Enter")
    expect(page.locator("#moves .move")).to_have_count(3)
    check_moves_replay(page, 2)
    page.keyboard.press("p")  # no pass while placing: said why
    expect(page.locator("#moves .move")).to_have_count(3)
    page.keyboard.press("?")
    expect(page.locator("#keys")).to_be_visible()
    expect(page.locator("#keys-list")).to_contain_text("S, F, D")
    page.keyboard.press("Escape")
    expect(page.locator("#keys")).to_be_hidden()


def test_records_save_and_a_bad_one_changes_nothing_with_a_clear_message(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    hold_ai(context)
    open_kitty(page, site_url)
    cell(page, "c4").click()
    page.get_by_role("button", name="Save game…").click()
    expect(page.locator("#export")).to_be_visible()
    expect(page.locator("#export-record")).to_contain_text("c4")
    expect(page.locator("#export-link")).to_have_value(re.compile(r"kitty\.html#k=1&n=2&b=5&"))
    with page.expect_download() as download:
        page.get_by_role("button", name="Download as a file").click()
    assert re.fullmatch(r"kitty-stack-tower-[\d-]+\.txt", download.value.suggested_filename)
    saved = download.value.path().read_text(encoding="utf-8")
    assert saved.startswith('[Game "Kitty Stack Tower"]\n') and "\nc4" in saved
    page.keyboard.press("Escape")
    dialog, text, error = (
        page.locator("#import"),
        page.locator("#import-text"),
        page.locator("#import-error"),
    )
    position = page.locator("#board").get_attribute("data-position") or ""
    page.get_by_role("button", name="Open game…").click()
    tags = '[Game "Kitty Stack Tower"]\n[Players "2"]\n[Board "5"]\n[Setup "placement"]\n'
    text.fill(tags + "\nc4 c4\n")  # c4 twice
    dialog.get_by_role("button", name="Open", exact=True).click()
    expect(error).to_be_visible()
    expect(error).to_have_text(
        re.compile(r"^This game record cannot be read: .*c4.* Your game is unchanged\.$")
    )
    expect(dialog).to_be_visible()
    expect(page.locator("#board")).to_have_attribute("data-position", position)
    # A paste of three million characters is measured before it is read, and refused.
    text.evaluate("box => { box.value = 'c4 '.repeat(1000000); }")
    dialog.get_by_role("button", name="Open", exact=True).click()
    expect(error).to_have_text(re.compile(r"^This is too long to be a game \(3000000 characters\)"))
    expect(page.locator("#board")).to_have_attribute("data-position", position)
    # A good record of a game for four opens on the side-6 board, with four players.
    game = Game(4, seed=77, cards=False)
    game.play("pass")
    text.fill(record.write(game))
    dialog.get_by_role("button", name="Open", exact=True).click()
    expect(dialog).to_be_hidden()
    expect(page.locator("#board")).to_have_attribute("data-position", game.position())
    expect(page.locator("#board [data-cell]")).to_have_count(91)
    expect(page.locator("#players .player")).to_have_count(4)


def test_a_game_by_link_between_two_browsers(browser: Browser, site_url: str) -> None:
    with devices(browser, site_url, 2) as (alice, bob):
        open_kitty(alice.page, site_url)
        new_game(alice.page, ["person", "friend"], "random")
        expect(alice.page.locator("#mode-line")).to_contain_text("by link")
        before = alice.page.locator("#board").get_attribute("data-position") or ""
        # Red passes (the quickest legal move from any setup) and sends the link to Yellow.
        choose(alice.page, "pass")
        expect(alice.page.locator("#status")).to_have_text(
            "Waiting for Yellow, who plays on your friend's device."
        )
        link = send_move(alice)
        assert "kitty.html#k=1&n=2&b=5&" in link and "seats=friend.person" in link
        # Bob opens it on his own device: he is Yellow, and it is his move.
        bob.page.goto(link)
        wait_until_ready(bob.page)
        expect(bob.page.locator("#moves .move")).to_have_text(["passes"])
        expect(bob.page.locator("#status")).to_contain_text("Your move")
        assert bob.page.locator("#board").get_attribute("data-position") != before
        # Bob's pass would end the game: asked once more, then the result card, and the link
        # back brings Alice the ended game with its card.
        choose(bob.page, "pass")
        choose(bob.page, "pass")
        expect(bob.page.locator("#banner")).to_be_visible()
        back = send_move(bob)
        alice.page.goto(back)
        expect(alice.page.locator("#moves .move")).to_have_text(["passes", "passes"])
        expect(alice.page.locator("#banner")).to_be_visible()
        expect(alice.page.locator("#banner-reason")).to_have_text(
            "Every player passed in one round: the game is scored as it stands."
        )
        assert alice.page.locator("#board").get_attribute("data-result") == (
            bob.page.locator("#board").get_attribute("data-result")
        )


@pytest.mark.timeout(300)
def test_computer_seats_answer_through_the_worker_in_a_game_for_three(
    page: Page, site_url: str
) -> None:
    open_kitty(page, site_url, FAST_AI)
    new_game(page, ["person", "beginner", "casual"])
    expect(page.locator("#players")).to_contain_text(
        re.compile("Yellow.*beginner.*Blue.*casual", re.S)
    )
    cell(page, "e5").click()
    # Yellow and Blue place, and it is Red's turn again.
    expect(page.locator("#moves .move")).to_have_count(3, timeout=AI_READY_TIMEOUT_MS)
    expect(page.locator("#status")).to_have_text(
        "Your move: place a piece on an empty cell (14 in hand)."
    )
    check_moves_replay(page, 3)
    page.get_by_role("button", name="Undo").click()
    expect(page.locator("#moves .move")).to_have_count(0)
    expect(page.locator("#announce")).to_have_text(re.compile(r"^Took back e5, \w+, \w+\."))


def test_a_new_game_for_three_with_random_setup(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    hold_ai(context)
    open_kitty(page, site_url)
    new_game(page, ["person", "person", "person"], "random")
    expect(page.locator("#status")).to_have_text(
        "Red to move: pick one of your stacks, then a marked target; or pass."
    )
    expect(page.locator("#players .player")).to_have_count(3)
    position = page.locator("#board").get_attribute("data-position") or ""
    assert position.endswith(" 3 r play 0") and position.count("b") == 15


def test_the_new_game_dialog_says_what_each_level_wins(page: Page, site_url: str) -> None:
    open_kitty(page, site_url)
    page.locator(".bar [data-action=new]").click()
    notes = page.locator("#new-game .level-notes")
    notes.locator("summary").click()
    records = notes.locator("dd .record")
    expect(records).to_have_count(4)
    expect(records.nth(0)).to_have_text(
        "Wins 1 game in 4 against a player who looks one move ahead."
    )
    expect(records.nth(2)).to_have_text(
        "Wins 8 games in 10 against a player who looks one move ahead, 6 in 10 against two with"
        " the cards."
    )
    expect(records.nth(3)).to_be_visible()


@pytest.mark.parametrize("width", [1280, 360])
def test_axe_finds_nothing_serious_on_the_board_picked_the_rules_or_the_dialog(
    context: BrowserContext, page: Page, site_url: str, width: int
) -> None:
    hold_ai(context)
    page.set_viewport_size({"width": width, "height": 800 if width > 400 else 640})
    open_kitty(page, site_url)
    new_game(page, ["person", "person"])
    for name in PLACEMENTS:
        cell(page, name).click()
    cell(page, "c4").click()  # picked, its targets marked
    assert serious_violations(page) == []
    page.get_by_role("button", name="Rules").click()
    expect(page.locator("#rules .diagram-box svg")).to_have_count(4)  # and the chain
    assert serious_violations(page) == []
    page.keyboard.press("Escape")
    page.get_by_role("button", name="New game").click()
    assert serious_violations(page) == []
    if width == 360:
        # The phone layout: the board fits the screen's width, without scrolling sideways.
        box = page.locator("#board svg").bounding_box()
        assert box is not None and box["width"] <= 360
        assert page.evaluate("document.documentElement.scrollWidth") <= 360


def test_dark_theme_follows_the_system_and_the_switch_shared_with_mixtour(
    context: BrowserContext, page: Page, site_url: str
) -> None:
    """Kitty's page takes the system's dark scheme and Mixtour's remembered choice (one switch
    for the site); its board keeps its wood, so the colours and marks on it read as in light.
    Each page's header leads to the other."""
    hold_ai(context)
    root = page.locator("html")
    switch = page.locator("#theme-switch")
    background = "() => getComputedStyle(document.documentElement).backgroundColor"
    wood = "() => getComputedStyle(document.querySelector('#board .hex')).fill"
    page.emulate_media(color_scheme="dark")
    page.goto(site_url)
    wait_until_ready(page)
    page.locator("header").get_by_role("link", name="Kitty Stack Tower").click()
    wait_until_ready(page)
    expect(page).to_have_title(re.compile("Kitty Stack Tower$"))
    cell(page, "e5").click()
    expect(root).to_have_attribute("data-theme", "dark")
    expect(switch).to_have_attribute("aria-pressed", "true")
    dark = page.evaluate(background)
    assert dark == "rgb(27, 24, 20)" and page.evaluate(wood) == "rgb(244, 231, 207)"
    assert serious_violations(page) == []
    switch.click()
    expect(root).to_have_attribute("data-theme", "light")
    assert page.evaluate(background) != dark
    assert page.evaluate("localStorage.getItem('mixtour.theme')") == "light"
    page.locator("header").get_by_role("link", name="Mixtour").click()
    wait_until_ready(page)
    expect(page).to_have_title(re.compile("Mixtour$"))
    expect(root).to_have_attribute("data-theme", "light")  # the choice is the site's
    page.locator("#theme-switch").click()
    page.locator("header").get_by_role("link", name="Kitty Stack Tower").click()
    wait_until_ready(page)
    expect(root).to_have_attribute("data-theme", "dark")
    page.get_by_role("button", name="Rules").click()
    expect(page.locator("#rules .diagram-box svg")).to_have_count(4)  # and the chain
    assert serious_violations(page) == []


@pytest.mark.timeout(300)
def test_after_a_visit_to_mixtour_kitty_and_its_computer_play_with_the_server_stopped(
    page: Page, page_log: PageLog
) -> None:
    with serving(SITE) as site_url:
        page.goto(site_url + FAST_AI)
        wait_until_ready(page)
        wait_until_ai_ready(page)  # Mixtour's first visit starts the worker too: let it load
        page.wait_for_selector("body[data-offline-ready='1']", state="attached", timeout=90_000)
    # The server is gone: Kitty's page and every file it needs come from the service worker.
    open_kitty(page, site_url, FAST_AI)
    cell(page, "e5").click()
    expect(page.locator("#moves .move")).to_have_count(2, timeout=AI_READY_TIMEOUT_MS)
    check_moves_replay(page, 2)
    assert page_log.outside(site_url) == [] and page_log.errors == [] and page_log.failures == []


def test_the_site_lists_kittys_page_its_bytecode_and_preloads() -> None:
    config = (SITE / "kitty.toml").read_text(encoding="utf-8")
    for module in ("app/kitty", "app/dom", "kitty/record", "kitty/ui/spec", "table/controller"):
        assert f'"./{module}.mpy" = "./{module}.mpy"' in config
    assert "mixtour/" not in config and "/ai/" not in config
    html = (SITE / "kitty.html").read_text(encoding="utf-8")
    assert '<link rel="preload" as="fetch" crossorigin href="./app/kitty.mpy">' in html
    assert '<script type="mpy" src="./app/kitty.py" config="./kitty.toml"></script>' in html
    entry = (SITE / "app" / "kitty.py").read_text(encoding="utf-8")
    # The entry imports the page's modules a step at a time, Kitty's page last, none of Mixtour's.
    assert entry.startswith("import sys\nfrom js import window\n")
    assert "('kitty.ui.spec', '', False)," in entry
    assert "('app.kitty', '', False),\n)\n" in entry and "('mixtour" not in entry
    worker = (SITE / "sw.js").read_text(encoding="utf-8")
    for name in ("kitty.html", "kitty.toml", "app/kitty.mpy", "kitty/ui/spec.mpy", "web/kitty.css"):
        assert f'"{name}": "' in worker
    assert "kitty" not in (SITE / "pyscript.toml").read_text(encoding="utf-8")
