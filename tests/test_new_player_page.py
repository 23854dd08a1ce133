"""What a new player hit on the two pages (issue 29), in Chromium at the sizes the issue names:
Kitty's move list and its phone layouts, the notices that stayed over the table, and no visible
control covered by another element in the states a player reaches.

Screenshots of these states at 1280x800, 360x640 and 740x360 were taken by hand and looked at;
these tests pin what a player would notice if it broke.
"""

import json
import re
from collections.abc import Callable
from urllib.parse import quote

import pytest
from player import SCORING_GAME, Table, page_url
from playwright._impl._api_structures import FloatRect
from playwright.sync_api import Locator, Page, expect
from site_checks import wait_until_ready

from kitty.ui.options import Options
from kitty.ui.spec import SPEC
from table import state as layout
from table.model import Table as KittyTable

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

SIZES = ((1280, 800), (360, 640), (740, 360))


def kitty_table(players: int, plies: int) -> KittyTable:
    """A Kitty table for ``players`` people with the first legal move played ``plies`` times."""
    seats = ("person",) * players
    table = KittyTable(SPEC, Options(players=players, seed=None), seats)
    game = table.game
    for _ in range(plies):
        table.play(game.format_move(game.legal_moves()[0]))
    return table


def kitty_state(players: int, plies: int) -> str:
    """`kitty_table` as the page's ``?test-state=`` hook takes it."""
    return json.dumps(layout.write(kitty_table(players, plies)))


def open_kitty(page: Page, site_url: str, state: str | None = None) -> None:
    page.goto(site_url + "kitty.html" + ("?test-state=" + quote(state) if state else ""))
    wait_until_ready(page)


# Every visible control whose centre, once scrolled into view, is not itself (or within it): what
# covers it. Controls in a closed dialog, hidden, or of no size are left out.
COVERED = """() => {
  const found = [];
  const controls = document.querySelectorAll(
    'button, select, input:not([type=hidden]), textarea, a[href], [role=button]:not(g)');
  for (const control of controls) {
    if (!control.checkVisibility({visibilityProperty: true, opacityProperty: true})) continue;
    const dialog = control.closest('dialog');
    if (dialog && !dialog.open) continue;
    control.scrollIntoView({block: 'center', inline: 'center'});
    const box = control.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) continue;
    const x = box.left + box.width / 2, y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
    const hit = document.elementFromPoint(x, y);
    if (hit && (hit === control || control.contains(hit) || hit.contains(control))) continue;
    const name = (control.id || control.dataset.action || control.textContent || '').trim();
    const by = hit ? (hit.id || hit.className || hit.tagName) : 'nothing';
    found.push(`${name.slice(0, 30)} covered by ${by}`);
  }
  window.scrollTo(0, 0);
  return found;
}"""


def covered(page: Page) -> list[str]:
    return list(page.evaluate(COVERED))


# -- Kitty's move list ------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("size", [(1280, 800), (360, 640)])
def test_kittys_move_list_shows_every_move_on_one_line_and_never_sideways(
    at: Callable[[int, int], Page], site_url: str, players: int, size: tuple[int, int]
) -> None:
    page = at(*size)
    open_kitty(page, site_url, kitty_state(players, 50))
    moves = page.locator("#moves")
    expect(moves.locator(".move")).to_have_count(50)
    width = moves.evaluate("list => [list.scrollWidth, list.clientWidth]")
    assert width[0] <= width[1], width  # nothing runs out sideways, unscrollable
    # Each entry on one line ("Yellow g4-g5", never "Yellow g4-⏎g5").
    wrapped = moves.evaluate(
        """list => [...list.querySelectorAll('.move')].filter(move => {
             const range = document.createRange();
             range.selectNodeContents(move);
             const lines = [...range.getClientRects()].map(r => [r.top, r.bottom]);
             const top = Math.min(...lines.map(l => l[0]));
             const bottom = Math.max(...lines.map(l => l[1]));
             return bottom - top > 1.8 * parseFloat(getComputedStyle(move).fontSize) * 1.3;
           }).map(move => move.textContent)"""
    )
    assert wrapped == []
    # The latest move is in the list's view, and the first can be scrolled to.
    last = page.locator("#moves .move").last
    inside = "(move) => { const l = move.closest('#moves').getBoundingClientRect();"
    inside += " const m = move.getBoundingClientRect(); return m.top >= l.top - 1"
    inside += " && m.bottom <= l.bottom + 1; }"
    assert last.evaluate(inside)
    first = page.locator("#moves .move").first
    first.scroll_into_view_if_needed()
    assert first.evaluate(inside)


# -- Kitty on a phone -------------------------------------------------------------------------


def _box(page: Page, selector: str) -> FloatRect:
    box = page.locator(selector).first.bounding_box()
    assert box is not None, selector
    return box


def _in_view(page: Page, selector: str, width: int, height: int) -> bool:
    box = _box(page, selector)
    return (
        box["x"] >= 0
        and box["y"] >= 0
        and box["x"] + box["width"] <= width + 0.5
        and box["y"] + box["height"] <= height + 0.5
    )


@pytest.mark.parametrize("size", [(740, 360), (360, 640)])
def test_kitty_on_a_phone_keeps_the_board_status_pass_undo_and_scores_in_view(
    at: Callable[[int, int], Page], site_url: str, size: tuple[int, int]
) -> None:
    width, height = size
    page = at(width, height)
    open_kitty(page, site_url, kitty_state(2, 32))  # in play, after the placements
    expect(page.locator("#count-picker [data-kind='pass']")).to_be_visible()
    for selector in (
        "#status",
        "#count-picker [data-kind='pass']",
        "#undo",
        "#hint",
        ".player.red .score",
        ".player.yellow .score",
        "#board svg",
    ):
        assert _in_view(page, selector, width, height), selector
    assert covered(page) == []
    # No gap under the hexagon (the square box of Mixtour's board left ~60 px).
    board, wrap = _box(page, "#board svg"), _box(page, "#board-wrap")
    assert wrap["y"] + wrap["height"] - (board["y"] + board["height"]) < 4
    if width > height:  # sideways: the board as tall as the screen allows
        assert board["width"] >= 340
    else:  # upright: the board from edge to edge, the title on two lines at most
        assert board["width"] >= width - 1
        title = _box(page, ".bar .title")
        assert title["height"] <= 2.6 * 16.8
        # The cells as wide as 9 in 360 px allow, the S/F/D marks of a picked stack readable.
        assert _box(page, "#board [data-cell='e5'] .hex")["width"] >= 36
        game = kitty_table(2, 32).game
        source = next(move.source for move in game.legal_moves() if move.target >= 0)
        page.locator(f"#board [data-cell='{game.board.names[source]}']").click()
        marks = page.locator("#board .kinds").first
        expect(marks).to_be_visible()
        assert marks.evaluate("mark => mark.getBoundingClientRect().height") >= 11
        assert covered(page) == []


# -- the header on a phone --------------------------------------------------------------------


@pytest.mark.parametrize("game", ["index.html", "kitty.html"])
def test_the_link_to_the_other_game_keeps_off_the_right_edge_of_a_phone(
    at: Callable[[int, int], Page], site_url: str, game: str
) -> None:
    page = at(360, 640)
    page.goto(site_url + game)
    wait_until_ready(page)
    link = _box(page, ".bar .game-link")  # "Kitty" on Mixtour's page, "Mixtour" on Kitty's
    assert 360 - (link["x"] + link["width"]) >= 12  # it touched the edge (5 px away)
    # The room is not taken from the title: "Kitty Stack Tower" stays on two lines at most.
    lines = page.locator(".bar .title").evaluate(
        """title => { const range = document.createRange(); range.selectNodeContents(title);
             return new Set([...range.getClientRects()].filter(r => r.width > 1)
               .map(r => Math.round(r.bottom))).size; }"""
    )
    assert lines <= 2, lines


# -- Kitty's New game dialog ------------------------------------------------------------------

# Each visible label, legend or radio of the open New game dialog that overlaps a control or
# label other than its own, and each radio narrower than the 1.3rem it is given.
CRAMPED = """dialog => {
  const found = [];
  const shown = [...dialog.querySelectorAll('legend, label, select, input')]
    .filter(e => e.checkVisibility());
  const boxes = shown.map(e => [e, e.getBoundingClientRect()]);
  for (const [a, ra] of boxes) {
    if (a.type === 'radio' && ra.width < 20) found.push(`radio ${a.value} ${ra.width}px wide`);
    for (const [b, rb] of boxes) {
      if (a === b || a.contains(b) || b.contains(a) || a.labels?.[0] === b) continue;
      if (b.labels?.[0] === a || a.control === b || b.control === a) continue;
      const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
      const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
      if (x > 1 && y > 1) found.push(`${a.textContent.trim().slice(0, 20) || a.tagName} on `
        + `${b.textContent.trim().slice(0, 20) || b.tagName}`);
    }
  }
  return found;
}"""


@pytest.mark.parametrize("size", [(360, 640), (1280, 800)])
def test_kittys_new_game_dialog_has_an_x_two_seats_for_two_and_nothing_cramped(
    at: Callable[[int, int], Page], site_url: str, size: tuple[int, int]
) -> None:
    page = at(*size)
    open_kitty(page, site_url)
    page.locator(".bar [data-action=new]").click()
    dialog = page.locator("#new-game")
    expect(dialog).to_be_visible()
    seats = dialog.locator(".seats select:visible")
    expect(seats).to_have_count(2)  # Red and Yellow only, for two players
    assert dialog.evaluate(CRAMPED) == []  # "Players" clear of its choices, radios whole
    dialog.locator(".dialog-head .close").click()  # the close button in the corner
    expect(dialog).to_be_hidden()


def finished(page: Page, site_url: str) -> Locator:
    """Mixtour's page after a game of two people won by its last move: the result card."""
    table = Table(page).open(page_url(site_url, {"mode": "two", "moves": list(SCORING_GAME[:-1])}))
    table.play(SCORING_GAME[-1])
    banner = page.locator("#banner")
    expect(banner).to_be_visible()
    return banner


# -- the review from the result card -----------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
def test_review_from_the_result_card_leaves_the_board_clear_and_the_graph_in_view(
    at: Callable[[int, int], Page], site_url: str, size: tuple[int, int]
) -> None:
    width, height = size
    page = at(width, height)
    banner = finished(page, site_url)
    banner.locator("[data-action=review]").click()
    expect(banner).to_be_hidden()  # not left over the board
    graph = page.locator("#review-graph svg")
    expect(graph).to_be_visible()
    assert _in_view(page, "#review-graph svg", width, height)
    assert covered(page) == []


# -- smaller issues (Mixtour 14) ---------------------------------------------------------------


@pytest.mark.parametrize("size", [(360, 640), (740, 360)])
def test_on_a_phone_the_result_card_leaves_ranks_1_and_2_in_view(
    at: Callable[[int, int], Page], site_url: str, size: tuple[int, int]
) -> None:
    width, height = size
    page = at(width, height)
    finished(page, site_url)
    page.wait_for_timeout(1600)  # the card's entrance (after the removal's animation)
    card = _box(page, "#banner")
    for rank in "12":
        for file in "abcde":
            square = _box(page, f'#board [data-square="{file}{rank}"]')
            apart = (
                card["y"] >= square["y"] + square["height"] - 0.5
                or card["y"] + card["height"] <= square["y"] + 0.5
                or card["x"] >= square["x"] + square["width"] - 0.5
                or card["x"] + card["width"] <= square["x"] + 0.5
            )
            assert apart, f"the result card covers {file}{rank}"
    assert _in_view(page, "#banner", width, height)  # scrolled into view at the end
    assert covered(page) == []


def test_in_a_game_of_three_the_squares_a_piece_may_not_enter_are_marked_at_once(
    at: Callable[[int, int], Page], site_url: str
) -> None:
    page = at(360, 640)
    state = {"mode": "trois", "reserve": 15, "seats": ["person"] * 3}
    state["start"] = "b2=wbbr w 14/14/13 0/0/0 -"
    Table(page).open(page_url(site_url, state))
    # Red's four-stack on b2: an entry next to it would hand Red five. Marked before any try.
    expect(page.locator("#board .badge.unavailable")).to_have_count(8)
    expect(page.locator('#board [data-square="a1"]')).to_have_attribute(
        "aria-label", re.compile("Not available: Red would win at once with b2:4-a1")
    )


# -- keyboard focus is not a selection ----------------------------------------------------------

RING = """() => { const square = document.activeElement.closest('[data-square]');
  if (!square) return null;
  const ring = getComputedStyle(square.querySelector('.focus-ring'));
  return [square.dataset.square, ring.visibility, ring.strokeDasharray]; }"""
PICKED = """() => { const ring = document.querySelector('#board .picked .focus-ring');
  const style = getComputedStyle(ring); return [style.visibility, style.strokeDasharray]; }"""
HEX_RING = """() => { const cell = document.activeElement.closest('[data-cell]');
  if (!cell) return null;
  const hex = getComputedStyle(cell.querySelector('.hex'));
  return [cell.dataset.cell, hex.strokeWidth, hex.strokeDasharray]; }"""


def test_keyboard_focus_is_not_drawn_as_a_selection_and_a_tap_shows_none(
    at: Callable[[int, int], Page], site_url: str
) -> None:
    page = at(1280, 800)
    table = Table(page).open(page_url(site_url, {"mode": "two", "moves": ["c3", "d4"]}))
    table.click("c3")  # picked up: the solid frame of a selection
    assert page.evaluate(PICKED) == ["visible", "none"]
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")  # the keyboard's cursor on e3, c3 still held
    square, visibility, dashes = page.evaluate(RING)
    assert (square, visibility) == ("e3", "visible")
    assert dashes != "none"  # corner brackets: it looked like a second stack picked up
    page.keyboard.press("Escape")
    table.click("a1")  # a tap: the board is redrawn, focus put back on a1 without a ring
    assert page.evaluate(RING)[:2] == ["a1", "hidden"]
    # Kitty's board: the keyboard's cursor dashed, a tapped cell without it.
    open_kitty(page, site_url, kitty_state(2, 0))
    page.locator("#board [data-cell='e5']").click()
    tapped = page.evaluate(HEX_RING)
    assert tapped is not None and tapped[0] == "e5" and tapped[1] != "4px", tapped
    page.keyboard.press("ArrowRight")
    keyed = page.evaluate(HEX_RING)
    assert keyed is not None and keyed[1] == "4px" and keyed[2] != "none", keyed


# -- computer help ----------------------------------------------------------------------------


@pytest.mark.parametrize("game", ["index.html", "kitty.html"])
def test_computer_help_is_off_between_people_and_a_switch_turns_it_on_for_the_game(
    at: Callable[[int, int], Page], site_url: str, game: str
) -> None:
    page = at(360, 640)
    if game == "index.html":
        Table(page).open(page_url(site_url, {"mode": "two", "moves": ["c3"]}))
    else:
        open_kitty(page, site_url, kitty_state(2, 2))
    mode_line = page.locator("#mode-line")
    expect(mode_line).to_contain_text("Two players on this device · no computer help ·")
    expect(page.locator("#hint")).to_be_disabled()
    expect(page.locator("#eval-switch")).to_be_disabled()
    switch = page.locator("#help-switch")
    expect(switch).to_have_attribute("aria-pressed", "false")
    assert covered(page) == []
    switch.click()
    expect(mode_line).to_contain_text("Two players on this device · computer help on ·")
    expect(page.locator("#hint")).to_be_enabled()
    page.goto(site_url + game)  # the page again, no test state: the game resumes, help kept
    wait_until_ready(page)
    expect(mode_line).to_contain_text("Two players on this device · computer help on ·")
    expect(page.locator("#help-switch")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#hint")).to_be_enabled()


# -- clipped text -----------------------------------------------------------------------------

# White can score three ways next turn: each of a1, a5 and e1 onto the 4-stack on e5.
THREE_THREATS = "a1=w,a5=w,e1=w,e5=rrrr r 17/16 0/0 -"

# A box that scrolls shows whole lines: its view (no padding: a border of its own colour) is a
# whole number of lines high.
WHOLE_LINES = """box => { const style = getComputedStyle(box);
  const line = parseFloat(style.lineHeight);
  const lines = box.clientHeight / line;
  return [Math.abs(lines - Math.round(lines)) < 0.05, box.clientHeight, line,
          parseFloat(style.paddingTop) + parseFloat(style.paddingBottom)]; }"""


@pytest.mark.parametrize("size", SIZES)
def test_the_watch_out_box_and_the_message_box_show_whole_lines(
    at: Callable[[int, int], Page], site_url: str, size: tuple[int, int]
) -> None:
    page = at(*size)
    Table(page).open(page_url(site_url, {"mode": "two", "start": THREE_THREATS}))
    threat = page.locator("#threat")
    expect(threat).to_have_text("Watch out: White can score in 3 ways (marked on the board).")
    # All of it in view: the three moves were cut mid-line.
    assert threat.evaluate("box => box.scrollHeight <= box.clientHeight"), threat.inner_text()
    assert threat.evaluate(WHOLE_LINES)[0]
    # The guided game's long steps: the message box scrolls, never half a line in view.
    page.locator(".bar [data-action=rules]").click()
    page.locator("dialog[open] [data-action=tutorial]").click()
    page.locator("#tutorial-skip").click()  # step 2, longer than the box
    announce = page.locator("#announce")
    assert announce.evaluate("box => box.scrollHeight > box.clientHeight")
    fits, height, line, padding = announce.evaluate(WHOLE_LINES)
    assert fits and padding == 0, (height, line, padding)


# -- a refused tap ------------------------------------------------------------------------------

# Whether ``words`` are shown whole inside the viewport by an element nothing covers (the
# innermost element holding them).
IN_SIGHT = """(words) => [...document.body.querySelectorAll('*')].some(element => {
  if (!element.textContent.includes(words)) return false;
  if ([...element.children].some(child => child.textContent.includes(words))) return false;
  if (!element.checkVisibility({visibilityProperty: true, opacityProperty: true})) return false;
  const box = element.getBoundingClientRect();
  if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) {
    return false;
  }
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit === element || element.contains(hit);
})"""

# How many elements draw ``words`` with any part of them inside the viewport (the innermost
# elements holding them, in a colour that shows).
SHOWN = """(words) => [...document.body.querySelectorAll('*')].filter(element => {
  if (!element.textContent.includes(words)) return false;
  if ([...element.children].some(child => child.textContent.includes(words))) return false;
  if (!element.checkVisibility({visibilityProperty: true, opacityProperty: true})) return false;
  if (getComputedStyle(element).color === "rgba(0, 0, 0, 0)") return false;
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
}).length"""


@pytest.mark.parametrize("size", SIZES, ids=str)
@pytest.mark.parametrize("game", ["index.html", "kitty.html"])
def test_a_refused_tap_says_why_once_in_sight_and_moves_nothing(
    at: Callable[[int, int], Page], site_url: str, game: str, size: tuple[int, int]
) -> None:
    page = at(*size)
    if game == "index.html":
        table = Table(page).open(page_url(site_url, {"mode": "two", "moves": ["c3", "d4", "e5"]}))
        table.click("e5")  # Red picks up White's e5
        tapped, why = table.square("c3"), "Can't play e5-c3: c3 is 1 high but 2 squares from e5."
        then = table.square("a1")  # an empty square: the piece is put back
    else:
        kitty = kitty_table(2, 1)
        placed = kitty.texts()[0]  # Red's first piece: Yellow taps its cell
        free = kitty.game.format_move(kitty.game.legal_moves()[0])  # Yellow places there
        open_kitty(page, site_url, kitty_state(2, 1))
        tapped, why = page.locator(f"#board [data-cell='{placed}']"), f"Can't play {placed}:"
        then = page.locator(f"#board [data-cell='{free}']")
    board, status = _box(page, "#board"), _box(page, "#status")
    tapped.click()
    expect(page.locator("#announce")).to_contain_text(why)  # what screen readers are told
    assert page.evaluate(IN_SIGHT, why), "the refusal is out of sight"
    # Once: on a phone over the status line, beside the board in the message box.
    assert page.evaluate(SHOWN, why) == 1
    # Nothing moved for it: not the page, the board or the status line under it.
    assert page.evaluate("scrollY") == 0
    assert (_box(page, "#board"), _box(page, "#status")) == (board, status)
    assert [control for control in covered(page) if "refusal" in control] == []
    # The next tap takes the refusal away.
    then.click()
    expect(page.locator("#announce")).not_to_contain_text(why)
    assert not page.evaluate(IN_SIGHT, why)


# -- notices ------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", ["index.html", "kitty.html"])
@pytest.mark.parametrize("size", [(1280, 800), (360, 640), (740, 360)])
def test_the_kept_game_notice_covers_nothing_and_goes_at_the_players_next_tap(
    at: Callable[[int, int], Page], site_url: str, size: tuple[int, int], game: str
) -> None:
    # On a phone it lay over New game, Rules and the other game's link for 10 s (tester15 #7,
    # cover.py); it takes a room of its own under the title bar there now.
    page = at(*size)
    if game == "index.html":
        Table(page).open(page_url(site_url, {"mode": "two", "moves": ["c3", "d4"]}))
    else:
        open_kitty(page, site_url, kitty_state(2, 6))
    page.locator(".bar [data-action=new]").click()
    page.locator("#new-game [data-action=start]").click()
    notice = page.locator("#notice .notice-item")
    expect(notice).to_be_visible()
    page.evaluate("window.scrollTo(0, 0)")
    assert covered(page) == []
    page.locator("#board svg").click(position={"x": 3, "y": 3})  # the player's next tap
    expect(notice).to_have_count(0)
    assert covered(page) == []


# -- nothing covered --------------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
def test_no_control_is_covered_on_either_page_at_start_mid_game_and_at_the_result(
    at: Callable[[int, int], Page], site_url: str, size: tuple[int, int]
) -> None:
    page = at(*size)
    # Mixtour: the start, mid-game, the result card, a review of the game, the guided game.
    page.goto(site_url)
    wait_until_ready(page)
    assert covered(page) == [], "Mixtour at the start"
    table = Table(page).open(page_url(site_url, {"mode": "two", "moves": list(SCORING_GAME[:-1])}))
    assert covered(page) == [], "Mixtour mid-game"
    table.play(SCORING_GAME[-1])
    expect(page.locator("#banner")).to_be_visible()
    assert covered(page) == [], "Mixtour's result card"
    page.locator("#moves .move").first.click()
    expect(page.locator("#review-bar")).to_be_visible()
    assert covered(page) == [], "Mixtour reviewing"
    page.locator(".bar [data-action=rules]").click()
    page.locator("dialog[open] [data-action=tutorial]").click()
    expect(page.locator("#tutorial")).to_be_visible()
    assert covered(page) == [], "Mixtour's guided game"
    # Kitty: the start, mid-game, the guided game.
    open_kitty(page, site_url)
    assert covered(page) == [], "Kitty at the start"
    open_kitty(page, site_url, kitty_state(2, 36))
    assert covered(page) == [], "Kitty mid-game"
    page.locator(".bar [data-action=rules]").click()
    page.locator("dialog[open] [data-action=tutorial]").click()
    expect(page.locator("#tutorial")).to_be_visible()
    assert covered(page) == [], "Kitty's guided game"


# -- Kitty 7: the record dialogs, the key list, a game of computers -------------------------


def test_kittys_records_copy_and_open_from_a_file_its_keys_and_a_game_of_computers_at_a_phone(
    at: Callable[[int, int], Page], site_url: str
) -> None:
    page = at(360, 640)
    open_kitty(page, site_url)
    # Save game…: the record and the link each with a Copy button.
    page.get_by_role("button", name="Save game…").click()
    for name in ("Copy link", "Copy record"):
        expect(page.locator("#export").get_by_role("button", name=name)).to_be_visible()
    page.keyboard.press("Escape")
    # Open game…: a file chooser that looks and taps like a button (44 px), on one line.
    page.get_by_role("button", name="Open game…").click()
    chooser = page.locator("#import-file")
    expect(chooser).to_be_visible()
    box = chooser.bounding_box()
    assert box is not None and box["height"] >= 44 and box["width"] <= 330
    assert chooser.evaluate(
        "input => getComputedStyle(input, '::file-selector-button').borderRadius"
    ) not in ("", "0px")
    page.keyboard.press("Escape")
    # "?" on the board lists the keys, Kitty's own among them.
    page.locator("#board [data-cell='e5']").focus()
    page.keyboard.press("?")
    keys = page.locator("dialog[open]")
    expect(keys.locator("h2")).to_have_text("Keys")
    expect(keys).to_contain_text("S, F, D")
    page.keyboard.press("Escape")
    # Computers at every seat: the dialog asks for a speed, and the game can be paused.
    page.get_by_role("button", name="New game").click()
    page.locator("#ng-seat-0").select_option("strong")
    expect(page.locator("#ng-speed")).to_be_visible()
    page.locator("#new-game").get_by_role("button", name="Start").click()
    pause = page.locator("#pause")
    expect(pause).to_be_visible()
    pause.click()
    expect(pause).to_have_attribute("aria-pressed", "true")


@pytest.mark.parametrize("players", [3, 4])
def test_kittys_player_cards_name_a_computer_whole_on_a_phone(
    at: Callable[[int, int], Page], site_url: str, players: int
) -> None:
    page = at(360, 640)
    seats = ("person",) + ("strong",) * (players - 1)
    table = KittyTable(SPEC, Options(players=players, seed=None), seats)
    open_kitty(page, site_url, json.dumps(layout.write(table)))
    names = page.locator("#players .who .name")
    expect(names).to_have_count(players)
    cut = names.evaluate_all(
        "names => names.filter(name => name.scrollWidth > name.clientWidth + 1)"
        ".map(name => name.textContent)"
    )
    assert cut == []
