"""Both pages in German in Chromium (issue 32, docs/playing.md "Languages"): the switch in the
settings changes the language for the whole site and is remembered, the chosen language's page
comes before the first paint, a first visit to a plain address follows the browser's preference
for German (tools/languages.py, FOLLOWED) and one to a German address stays German, unless a
language was chosen, and a German player plays a move, opens every dialog, ends the game and
meets no English word on the way; axe finds nothing serious, and German's longer words fit a
360 px phone without overflow or clipped button text."""

import re
from collections.abc import Iterator

import pytest
from player import hold_ai, page_url
from playwright.sync_api import Browser, BrowserContext, Page, expect
from site_checks import serious_violations, wait_until_ready

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]

# English words a German page must not show (whole words; the games' names, the notation and the
# keys' names are the same in both languages).
ENGLISH = re.compile(
    r"\b(the|your|you|and|with|move|moves|game|games|player|players|pieces|piece|stack|stacks"
    r"|Undo|Redo|Hint|Resign|Save|Close|Rules|Settings|Loading|Cancel|Review|Sound|Dark"
    r"|Rematch|Keys|Open|Players|White|Red|Yellow|Blue|Green|wins|points|point)\b"
)
# Each game's page, a first move on it and its name in the text (Kitty Stack Tower keeps its
# English name).
PAGES = {"index": "c3", "kitty": "e5"}


def _english(page: Page) -> list[str]:
    """The English words in the page's visible text, the name "Kitty Stack Tower" left out."""
    text = page.evaluate("document.body.innerText").replace("Kitty Stack Tower", "")
    return sorted(set(ENGLISH.findall(text)))


# German chosen with the switch, as the site remembers it (web/lang.js).
CHOSEN = "localStorage.setItem('mixtour.language', 'de')"


@pytest.fixture
def german(browser: Browser) -> Iterator[BrowserContext]:
    context = browser.new_context(locale="de-DE", viewport={"width": 1280, "height": 800})
    context.add_init_script(CHOSEN)
    hold_ai(context)
    yield context
    context.close()


def _open(context: BrowserContext, site_url: str, name: str) -> Page:
    page = context.new_page()
    page.goto(f"{site_url}{name}.html")
    wait_until_ready(page)
    return page


def _tap(page: Page, name: str, where: str) -> None:
    selector = "[data-square" if name == "index" else "[data-cell"
    page.locator(f'#board {selector}="{where}"]').click()


def _clipped(page: Page) -> list[str]:
    """The visible buttons and links whose text does not fit them."""
    clipped: list[str] = page.evaluate(
        """() => [...document.querySelectorAll('button, .game-link, nav.languages a')]
            .filter((b) => b.offsetParent !== null && b.getClientRects().length)
            .filter((b) => b.scrollWidth > b.clientWidth + 1)
            .map((b) => b.textContent.trim())"""
    )
    return clipped


@pytest.mark.parametrize("name", PAGES)
def test_the_chosen_language_s_page_comes_at_once(
    german: BrowserContext, site_url: str, name: str
) -> None:
    page = german.new_page()
    documents: list[str] = []
    page.on("framenavigated", lambda frame: documents.append(frame.url))
    page.goto(f"{site_url}{name}.html")
    wait_until_ready(page)
    assert page.url == f"{site_url}{name}.de.html"
    expect(page.locator("html")).to_have_attribute("lang", "de")
    # The English page was left from its head: it never reached its body, so it painted nothing.
    assert page.evaluate("performance.getEntriesByType('navigation')[0].name") == page.url
    expect(page.locator("#status")).to_contain_text("Du bist am Zug")


@pytest.mark.parametrize(("locale", "language"), [("de-DE", "de"), ("en-US", "en")])
@pytest.mark.parametrize("name", PAGES)
def test_a_first_visit_follows_the_browser_s_language_before_the_first_paint(
    browser: Browser, site_url: str, name: str, locale: str, language: str
) -> None:
    context = browser.new_context(locale=locale)
    hold_ai(context)
    try:
        page = context.new_page()
        page.goto(f"{site_url}{name}.html")
        wait_until_ready(page)
        shown = f"{site_url}{name}.de.html" if language == "de" else f"{site_url}{name}.html"
        assert page.url == shown
        expect(page.locator("html")).to_have_attribute("lang", language)
        # Only the page in the browser's language was painted: the English page, when left,
        # was left from its head and is not the document that loaded.
        assert page.evaluate("performance.getEntriesByType('navigation')[0].name") == shown
        said = "Du bist am Zug" if language == "de" else "Your move"
        expect(page.locator("#status")).to_contain_text(said)
    finally:
        context.close()


@pytest.mark.parametrize("name", PAGES)
def test_a_german_address_opened_in_an_english_browser_stays_german(
    browser: Browser, site_url: str, name: str
) -> None:
    # Someone shared a German link: the page at it stays German (it went to the English page),
    # and remembers nothing, so the plain address still follows the browser.
    context = browser.new_context(locale="en-US")
    hold_ai(context)
    try:
        page = context.new_page()
        german = f"{site_url}{name}.de.html"
        page.goto(german)
        wait_until_ready(page)
        assert page.url == german
        expect(page.locator("html")).to_have_attribute("lang", "de")
        assert page.evaluate("performance.getEntriesByType('navigation')[0].name") == german
        expect(page.locator("#status")).to_contain_text("Du bist am Zug")
        page.goto(f"{site_url}{name}.html")
        wait_until_ready(page)
        assert page.url == f"{site_url}{name}.html"
        expect(page.locator("html")).to_have_attribute("lang", "en")
    finally:
        context.close()


def test_a_remembered_choice_wins_over_the_browser_s_language(
    browser: Browser, site_url: str
) -> None:
    context = browser.new_context(locale="de-DE")
    context.add_init_script("localStorage.setItem('mixtour.language', 'en')")
    hold_ai(context)
    try:
        page = context.new_page()
        page.goto(f"{site_url}index.de.html")
        page.wait_for_url(f"{site_url}index.html")
        wait_until_ready(page)
        expect(page.locator("html")).to_have_attribute("lang", "en")
    finally:
        context.close()


def test_the_switch_changes_the_whole_site_and_is_remembered(
    browser: Browser, site_url: str
) -> None:
    context = browser.new_context(locale="en-US")
    hold_ai(context)
    try:
        page = context.new_page()
        page.goto(site_url)
        wait_until_ready(page)
        expect(page.locator("html")).to_have_attribute("lang", "en")
        switch = page.locator("nav.languages")
        expect(switch.locator("[aria-current=true]")).to_have_text("English")
        switch.locator("[data-language=de]").click()
        page.wait_for_url(f"{site_url}index.de.html")
        wait_until_ready(page)
        expect(page.locator(".bar [data-action=new]")).to_have_text("Neues Spiel")
        page.goto(f"{site_url}kitty.html")  # the other game: German too, from the same choice
        page.wait_for_url(f"{site_url}kitty.de.html")
        page.locator("nav.languages [data-language=en]").click()
        page.wait_for_url(f"{site_url}kitty.html")
        wait_until_ready(page)
        expect(page.locator("html")).to_have_attribute("lang", "en")
        page.goto(f"{site_url}index.de.html")  # English chosen: a German address follows it
        page.wait_for_url(site_url + "index.html")
    finally:
        context.close()


@pytest.mark.parametrize("name", PAGES)
def test_a_german_player_meets_no_english_word(
    german: BrowserContext, site_url: str, name: str
) -> None:
    page = _open(german, site_url, name)
    assert _english(page) == []
    _tap(page, name, PAGES[name])
    expect(page.locator("#moves li")).to_have_count(1)
    assert _english(page) == []
    for action in ("new", "rules"):
        page.locator(f".bar [data-action={action}]").click()
        expect(page.locator("dialog[open]")).to_have_count(1)
        assert _english(page) == [], action
        assert serious_violations(page) == [], action
        page.keyboard.press("Escape")
    for action in ("export", "import"):
        page.locator(f".records-box [data-action={action}]").click()
        expect(page.locator("dialog[open]")).to_have_count(1)
        assert _english(page) == [], action
        page.keyboard.press("Escape")
    page.locator("#board").focus()
    page.keyboard.press("?")
    expect(page.locator("#keys")).to_be_visible()
    assert _english(page) == [], "keys"
    page.keyboard.press("Escape")
    page.locator("#resign").click()
    expect(page.locator("#resign")).to_have_text("Wirklich aufgeben?")
    page.locator("#resign").click()
    expect(page.locator("#banner")).to_be_visible()
    assert _english(page) == [], "the result"
    assert serious_violations(page) == []


@pytest.mark.parametrize("name", PAGES)
def test_german_fits_a_phone_without_overflow_or_clipped_buttons(
    browser: Browser, site_url: str, name: str
) -> None:
    context = browser.new_context(
        locale="de-DE", viewport={"width": 360, "height": 640}, has_touch=True, is_mobile=True
    )
    context.add_init_script(CHOSEN)
    hold_ai(context)
    try:
        page = _open(context, site_url, name)
        for opened in ("", "new", "rules"):
            if opened:
                page.locator(f".bar [data-action={opened}]").tap()
                expect(page.locator("dialog[open]")).to_have_count(1)
            assert page.evaluate("document.documentElement.scrollWidth") <= 360
            assert _clipped(page) == [], opened
            if opened:
                page.keyboard.press("Escape")
    finally:
        context.close()


@pytest.mark.parametrize("size", [(360, 640), (740, 360)])
def test_kitty_s_pass_beside_undo_redo_and_hint_clips_none_of_them_in_german(
    browser: Browser, site_url: str, size: tuple[int, int]
) -> None:
    # Two people on a random setup: every piece is placed, so Pass shows beside Zurück, Vor and
    # Tipp from the first move on; a stack held keeps them all on one row.
    width, height = size
    context = browser.new_context(locale="de-DE", viewport={"width": width, "height": height})
    context.add_init_script(CHOSEN)
    hold_ai(context)
    state = {"players": 2, "side": 5, "setup": "random", "seed": 3, "deal": None}
    state |= {"seats": ["person", "person"], "speed": "normal", "moves": [], "redo": []}
    try:
        page = context.new_page()
        page.goto(page_url(site_url + "kitty.html", {**state, "paused": False}))
        wait_until_ready(page)
        _tap(page, "kitty", "a2")
        expect(page.locator("#count-picker button", has_text="Passen")).to_be_visible()
        assert _clipped(page) == []
    finally:
        context.close()


# The New game dialog's choices that a player cannot read whole: a label or legend cut at its
# box or the dialog's, and a select narrower than its widest option (measured in its font, with
# 16 px for its arrow, which Chromium draws some 20 px wide) shows that option cut.
CUT_CHOICES = """() => {
    const dialog = document.querySelector('dialog[open]');
    const edge = dialog.getBoundingClientRect();
    const cut = [...dialog.querySelectorAll('label, legend')]
        .filter((e) => e.checkVisibility())
        .filter((e) => e.scrollWidth > e.clientWidth + 1
            || e.getBoundingClientRect().right > edge.right + 1)
        .map((e) => e.textContent.trim());
    const context = document.createElement('canvas').getContext('2d');
    for (const select of dialog.querySelectorAll('select')) {
        if (!select.checkVisibility()) continue;
        const style = getComputedStyle(select);
        context.font = style.font;
        const room = select.clientWidth - parseFloat(style.paddingLeft)
            - parseFloat(style.paddingRight) - 16;
        for (const option of select.options) {
            if (context.measureText(option.text).width > room) cut.push(option.text);
        }
    }
    return cut;
}"""


@pytest.mark.parametrize("size", [(1280, 800), (360, 640), (740, 360)])
@pytest.mark.parametrize("name", PAGES)
def test_every_choice_of_the_new_game_dialog_reads_whole_in_german(
    browser: Browser, site_url: str, name: str, size: tuple[int, int]
) -> None:
    # Kitty's board choice was a select, its first option "Das Übliche für die Personenzahl
    # (Seitenlänge 5; 6 bei vieren)" cut at "6 b…" even at 1280x800.
    width, height = size
    context = browser.new_context(locale="de-DE", viewport={"width": width, "height": height})
    context.add_init_script(CHOSEN)
    hold_ai(context)
    try:
        page = _open(context, site_url, name)
        page.locator(".bar [data-action=new]").click()
        expect(page.locator("dialog[open]")).to_have_count(1)
        most = page.locator("dialog[open] input[name=players]").last  # every seat shown
        most.check()
        assert page.evaluate(CUT_CHOICES) == []
        seats = page.locator("dialog[open] select:visible")  # one a player, all measured above
        expect(seats).to_have_count(int(most.get_attribute("value") or 0))
    finally:
        context.close()
