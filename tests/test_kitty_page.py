"""Kitty Stack Tower's page (kitty.html) in Chromium, driven as a player drives it: place the
pieces, stack, flip, disassemble, pass, undo and redo, reload and resume, play to the end; the
keyboard, records, the rules panel, axe, the dark theme, and the Mixtour page's way there.

Screenshots: `KITTY_SHOTS=folder pytest tests/test_kitty_page.py` saves the page at 1280x800
and 360x640 as the game is played.
"""

import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from site_checks import PageLog, serious_violations, wait_until_ready

from kitty import Game, record
from tools.serve import SITE, serving

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]

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


def open_kitty(page: Page, site_url: str) -> None:
    page.goto(site_url + "kitty.html")
    wait_until_ready(page)


def cell(page: Page, name: str):  # type: ignore[no-untyped-def]
    return page.locator(f"#board [data-cell='{name}']")


def height(page: Page, name: str) -> str:
    label = cell(page, name).get_attribute("aria-label") or ""
    return label.split(": ")[1].split(" high")[0] if " high" in label else "0"


def shoot(page: Page, name: str) -> None:
    folder = os.environ.get("KITTY_SHOTS")
    if folder:
        was = page.viewport_size
        for width, tall in ((1280, 800), (360, 640)):
            page.set_viewport_size({"width": width, "height": tall})
            page.screenshot(path=str(Path(folder) / f"kitty-{name}-{width}.png"))
        if was is not None:
            page.set_viewport_size(was)


def place_all(page: Page) -> None:
    for name in PLACEMENTS:
        cell(page, name).click()
    expect(page.locator("#status")).to_have_text("Red to move: pick one of your stacks, or pass.")


def test_the_page_starts_from_its_own_origin_on_micropython(
    page: Page, page_log: PageLog, site_url: str
) -> None:
    open_kitty(page, site_url)
    assert page.locator("body").get_attribute("data-main-python") == "micropython"
    expect(page.locator("#status")).to_have_text(
        "Red to place a piece (15 in hand): pick an empty cell."
    )
    assert page.locator("#board [data-cell]").count() == 61
    assert page_log.outside(site_url) == [] and page_log.errors == [] and page_log.failures == []


def test_mixtour_offers_kitty_stack_tower_from_its_header(page: Page, site_url: str) -> None:
    page.goto(site_url)
    wait_until_ready(page)
    page.locator("header").get_by_role("link", name="Kitty Stack Tower").click()
    wait_until_ready(page)
    expect(page).to_have_title("Kitty Stack Tower")
    page.locator("header").get_by_role("link", name="Mixtour").click()
    expect(page).to_have_title(re.compile("Mixtour$"))


def test_a_whole_game_stack_flip_disassemble_pass_undo_and_resume(
    page: Page, page_log: PageLog, site_url: str
) -> None:
    open_kitty(page, site_url)
    shoot(page, "start")
    place_all(page)
    status, message = page.locator("#status"), page.locator("#message")
    cell(page, "d4").click()
    expect(cell(page, "c4")).to_have_class("cell target t-stack")
    expect(cell(page, "d4")).to_have_class("cell picked")
    cell(page, "c4").click()
    expect(message).to_have_text("Red played d4-c4.")
    assert height(page, "c4") == "2"
    # An illegal try, explained in the engine's words.
    cell(page, "c4").click()
    expect(message).to_have_text("You cannot pick c4: yellow does not own the stack on c4.")
    cell(page, "d6").click()
    cell(page, "c4").click()
    expect(message).to_have_text("d6 cannot act on c4: the two stacks are not adjacent.")
    cell(page, "c5").click()
    expect(message).to_have_text("Yellow played d6-c5.")
    cell(page, "c4").click()
    expect(cell(page, "c5")).to_have_class(re.compile(r"\btarget t-stack t-flip\b"))
    expect(cell(page, "c5")).to_have_attribute(
        "aria-label", re.compile("; you may stack onto it or flip it$")
    )
    expect(cell(page, "c6")).to_have_class("cell landing")
    shoot(page, "picked")
    cell(page, "c5").click()
    expect(page.locator("#choice button")).to_have_text(["Stack onto c5 S", "Flip c5 F"])
    page.get_by_role("button", name="Flip c5").click()
    expect(message).to_have_text("Red played c4^c5.")
    assert (height(page, "c4"), height(page, "c6")) == ("0", "2")
    cell(page, "h4").click()
    cell(page, "g5").click()
    cell(page, "g3").click()
    cell(page, "g4").click()
    page.get_by_role("button", name="Pass").click()
    expect(message).to_have_text("Yellow played pass.")
    cell(page, "g4").click()
    cell(page, "g5").click()
    expect(page.locator("#choice button")).to_have_count(3)
    shoot(page, "choice")
    page.get_by_role("button", name="Disassemble g5").click()
    expect(cell(page, "g4")).to_have_attribute(
        "aria-label", "g4: 3 high, bottom to top yellow, red, red; red owns it"
    )
    expect(page.locator("#moves li")).to_have_count(37)
    page.get_by_role("button", name="Undo").click()
    assert height(page, "g4") == "2"
    page.get_by_role("button", name="Redo").click()
    assert height(page, "g4") == "3"
    position = page.locator("#board").get_attribute("data-position")
    page.reload()
    wait_until_ready(page)
    expect(message).to_have_text("Welcome back: your game is resumed after 37 moves.")
    assert page.locator("#board").get_attribute("data-position") == position
    page.get_by_role("button", name="Pass").click()
    page.get_by_role("button", name="Pass").click()
    expect(status).to_have_text(
        "Game over: Red wins with 16 pieces (15 of their own); every player passed in one round."
    )
    expect(page.locator("#players")).to_contain_text("score 16 · own 15 · 1st")
    expect(page.locator("#board")).to_have_attribute("data-result", "1-0")
    expect(page.get_by_role("button", name="Pass")).to_be_disabled()
    shoot(page, "over")
    assert page_log.errors == [] and page_log.outside(site_url) == []


def test_keyboard_play_places_picks_and_chooses(page: Page, site_url: str) -> None:
    open_kitty(page, site_url)
    cell(page, "e5").focus()
    page.keyboard.press("Enter")
    expect(cell(page, "e5")).to_have_attribute(
        "aria-label", "e5: 1 high, bottom to top red; red owns it"
    )
    page.keyboard.press("ArrowRight")
    expect(cell(page, "e6")).to_be_focused()
    page.keyboard.press(" ")
    assert height(page, "e6") == "1"
    page.keyboard.press("Control+z")
    assert height(page, "e6") == "0"
    page.keyboard.press("Control+y")
    assert height(page, "e6") == "1"
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Enter")
    expect(page.locator("#moves li")).to_have_count(3)


def test_records_export_and_a_bad_one_changes_nothing(page: Page, site_url: str) -> None:
    open_kitty(page, site_url)
    cell(page, "c4").click()
    page.get_by_role("button", name="Save game…").click()
    text = page.locator("#record-text")
    expect(text).to_have_value(
        '[Game "Kitty Stack Tower"]\n[Players "2"]\n[Board "5"]\n[Setup "placement"]\n\nc4\n'
    )
    with page.expect_download() as download:
        page.get_by_role("button", name="Download").click()
    assert download.value.suggested_filename == "kitty-stack-tower.txt"
    text.fill('[Game "Kitty Stack Tower"]\nc4 c4')
    page.get_by_role("button", name="Open this record").click()
    expect(page.locator("#message")).to_contain_text("could not be opened: bad record:")
    assert height(page, "c4") == "1"
    # A paste of three million characters is measured before it is read, and refused.
    text.evaluate("box => { box.value = 'c4 '.repeat(1000000); }")
    page.get_by_role("button", name="Open this record").click()
    expect(page.locator("#message")).to_contain_text("That text is 3000000 characters")
    assert height(page, "c4") == "1"
    game = Game(4, seed=77, cards=False)
    game.play("pass")
    text.fill(record.write(game))
    page.get_by_role("button", name="Open this record").click()
    expect(page.locator("#board")).to_have_attribute("data-position", game.position())
    assert page.locator("#board [data-cell]").count() == 91
    expect(page.locator("#players li")).to_have_count(4)


@pytest.mark.timeout(300)
def test_computer_seats_answer_through_the_worker(page: Page, site_url: str) -> None:
    open_kitty(page, site_url)
    page.get_by_role("button", name="New game").click()
    page.locator("#ng-players").select_option("3")
    page.locator("#ng-seat1").select_option("beginner")
    page.locator("#ng-seat2").select_option("beginner")
    page.get_by_role("button", name="Start").click()
    expect(page.locator("#players")).to_contain_text("Yellow (computer, beginner)")
    cell(page, "e5").click()
    page.wait_for_selector("body[data-ai-ready='1']", state="attached", timeout=120_000)
    # Yellow and Blue place, and it is Red's turn again.
    expect(page.locator("#moves li")).to_have_count(3, timeout=60_000)
    expect(page.locator("#status")).to_have_text(
        "Red to place a piece (14 in hand): pick an empty cell."
    )
    game = Game(3, cards=False)
    for item in page.locator("#moves li").all_text_contents():
        game.play(item.split()[-1])  # each is legal, or this raises
    assert game.position() == page.locator("#board").get_attribute("data-position")
    page.get_by_role("button", name="Undo").click()
    expect(page.locator("#moves li")).to_have_count(0)
    expect(page.locator("#message")).to_have_text(re.compile(r"^Took back e5 \S+ \S+\.$"))
    shoot(page, "computer")


def test_a_new_game_for_three_with_random_setup(page: Page, site_url: str) -> None:
    open_kitty(page, site_url)
    page.get_by_role("button", name="New game").click()
    page.locator("#ng-players").select_option("3")
    page.locator("#ng-setup").select_option("random")
    page.get_by_role("button", name="Start").click()
    expect(page.locator("#status")).to_have_text("Red to move: pick one of your stacks, or pass.")
    expect(page.locator("#players li")).to_have_count(3)
    position = page.locator("#board").get_attribute("data-position") or ""
    assert position.endswith(" 3 r play 0") and position.count("b") == 15


@pytest.mark.parametrize("width", [1280, 360])
def test_axe_finds_nothing_serious_on_the_board_picked_or_the_rules(
    page: Page, site_url: str, width: int
) -> None:
    page.set_viewport_size({"width": width, "height": 800 if width > 400 else 640})
    open_kitty(page, site_url)
    place_all(page)
    cell(page, "c4").click()
    assert serious_violations(page) == []
    page.get_by_role("button", name="Rules").click()
    expect(page.locator("#rules-diagrams figure")).to_have_count(3)
    shoot(page, "rules")
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
    page: Page, site_url: str
) -> None:
    """Kitty's page takes the system's dark scheme and Mixtour's remembered choice (one switch
    for the site); its board keeps its wood, so the colours and marks on it read as in light."""
    root = page.locator("html")
    switch = page.locator("#theme-switch")
    background = "() => getComputedStyle(document.documentElement).backgroundColor"
    wood = "() => getComputedStyle(document.querySelector('#board .hex')).fill"
    page.emulate_media(color_scheme="dark")
    open_kitty(page, site_url)
    place_all(page)
    cell(page, "c4").click()  # picked, with its stack and flip targets marked
    expect(root).to_have_attribute("data-theme", "dark")
    expect(switch).to_have_attribute("aria-pressed", "true")
    dark = page.evaluate(background)
    assert dark == "rgb(27, 24, 20)" and page.evaluate(wood) == "rgb(244, 231, 207)"
    shoot(page, "dark")
    assert serious_violations(page) == []
    switch.click()
    expect(root).to_have_attribute("data-theme", "light")
    assert page.evaluate(background) != dark
    assert page.evaluate("localStorage.getItem('mixtour.theme')") == "light"
    page.locator("header").get_by_role("link", name="Mixtour").click()
    wait_until_ready(page)
    expect(root).to_have_attribute("data-theme", "light")  # the choice is the site's
    page.locator("#theme-switch").click()
    page.locator("header").get_by_role("link", name="Kitty Stack Tower").click()
    wait_until_ready(page)
    expect(root).to_have_attribute("data-theme", "dark")
    page.get_by_role("button", name="Rules").click()
    expect(page.locator("#rules-diagrams figure")).to_have_count(3)
    shoot(page, "dark-rules")
    assert serious_violations(page) == []


def test_after_a_visit_to_mixtour_kitty_plays_with_the_server_stopped(
    page: Page, page_log: PageLog
) -> None:
    with serving(SITE) as site_url:
        page.goto(site_url)
        wait_until_ready(page)
        page.wait_for_selector("body[data-offline-ready='1']", state="attached", timeout=90_000)
    # The server is gone: Kitty's page and every file it needs come from the service worker.
    page.goto(site_url + "kitty.html")
    wait_until_ready(page)
    cell(page, "e5").click()
    expect(page.locator("#message")).to_have_text("Red played e5.")
    assert page_log.outside(site_url) == [] and page_log.errors == []


def test_the_site_lists_kittys_page_its_bytecode_and_preloads() -> None:
    config = (SITE / "kitty.toml").read_text(encoding="utf-8")
    assert '"./kitty/ui/page.mpy" = "./kitty/ui/page.mpy"' in config
    assert '"./kitty/record.mpy"' in config and "mixtour/" not in config
    html = (SITE / "kitty.html").read_text(encoding="utf-8")
    assert '<link rel="preload" as="fetch" crossorigin href="./kitty/ui/page.mpy">' in html
    entry = (SITE / "kitty" / "ui" / "page.py").read_text(encoding="utf-8")
    assert entry.startswith("import asyncio\n") and entry.endswith("import kitty.ui.page\n")
    assert "import kitty.ui.controller\n" in entry
    worker = (SITE / "sw.js").read_text(encoding="utf-8")
    for name in ("kitty.html", "kitty.toml", "kitty/ui/page.mpy", "web/kitty.css"):
        assert f'"{name}": "' in worker
    assert "kitty" not in (SITE / "pyscript.toml").read_text(encoding="utf-8")
