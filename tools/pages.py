"""The site's two pages from its one template: `web/page.html`, filled in with each game's own
parts (`mixtour/ui/page.html`, `kitty/ui/page.html`), for the build (`tools/build_site.py`).

The template marks each part as ``{{name}}``; a game's parts file holds each part between a
``<!-- part:NAME -->`` comment and the next ``<!-- /part -->``. Every part the template names must
be given, and every part given must be used: a slip fails the build, not the page.

One part is written here from the game's AI: the New game dialog's note on what each of the
computer's levels does (``level-notes``), so that the page says what the worker plays without
the page's own Python loading the search.
"""

from collections.abc import Mapping, Sequence
from html import escape
from pathlib import Path

from kitty.ai.player import LEVELS as KITTY_LEVELS
from kitty.ai.player import RECORDS as KITTY_RECORDS
from mixtour.ai.levels import LEVELS as MIXTOUR_LEVELS
from mixtour.ai.levels import RECORDS as MIXTOUR_RECORDS
from search.levels import Level
from tools import languages
from tools.page_words import Translation

TEMPLATE = Path("web") / "page.html"
# Each page of the site and the game whose parts fill it in.
PAGES = {"index.html": Path("mixtour/ui/page.html"), "kitty.html": Path("kitty/ui/page.html")}
# Each page's computer levels (Mixtour à trois plays the same names with its own budgets, at
# the same time caps).
LEVELS: dict[str, Mapping[str, Level]] = {"index.html": MIXTOUR_LEVELS, "kitty.html": KITTY_LEVELS}
# What each level wins, weakest first (each game's measured series).
RECORDS: dict[str, Sequence[str]] = {"index.html": MIXTOUR_RECORDS, "kitty.html": KITTY_RECORDS}


class PageError(Exception):
    """The template and a game's parts do not fit together."""


def parts(text: str) -> dict[str, str]:
    """The parts of a game's parts file, by name (a part on lines of its own loses its first
    and last line breaks)."""
    found: dict[str, str] = {}
    rest = text
    while "<!-- part:" in rest:
        _, _, rest = rest.partition("<!-- part:")
        name, _, rest = rest.partition(" -->")
        body, closed, rest = rest.partition("<!-- /part -->")
        if not closed:
            raise PageError(f"the part {name!r} has no <!-- /part -->")
        if name in found:
            raise PageError(f"the part {name!r} is given twice")
        if body.startswith("\n"):
            body = body[1:]
        found[name] = body[:-1] if body.endswith("\n") else body
    return found


def render(template: str, given: dict[str, str]) -> str:
    """``template`` with each ``{{name}}`` replaced by its part."""
    html = template
    for name, value in given.items():
        marker = "{{" + name + "}}"
        if marker not in html:
            raise PageError(f"the template has no {marker} for the part {name!r}")
        html = html.replace(marker, value)
    if "{{" in html:
        at = html.index("{{")
        raise PageError(f"no part fills {html[at : html.index('}}', at) + 2]}")
    return html


def level_notes(levels: Mapping[str, Level], records: Sequence[str]) -> str:
    """What each level of the computer does, how long it may think and what it wins (one of
    ``records`` for each level, weakest first), as the New game dialog lists them under the
    seats."""
    items = "".join(
        f"<dt>{escape(name.capitalize())}</dt>"
        f"<dd>{escape(level.description.capitalize())}: at most {_seconds(level.seconds)} a"
        f' move. <span class="record">{escape(record)}</span></dd>'
        for (name, level), record in zip(levels.items(), records, strict=True)
    )
    return (
        '<details class="level-notes"><summary>What the computer\'s levels do</summary>'
        f"<dl>{items}</dl></details>"
    )


def _seconds(seconds: float) -> str:
    """``1.0`` → ``'1 second'``, ``0.2`` → ``'0.2 seconds'``."""
    text = f"{seconds:g}"
    return f"{text} second" if text == "1" else f"{text} seconds"


def language_links(name: str, language: str) -> "tuple[str, str]":
    """The head's links to the page in each language (`web/lang.js` follows them; those a
    browser's preference may choose are marked `data-followed`), and the switch between them
    that the page shows, the page's own language marked as current."""
    alternates = "".join(
        f'\n  <link rel="alternate" hreflang="{other}" href="./{languages.file_in(name, other)}"'
        f"{' data-followed' if other in languages.FOLLOWED else ''}>"
        for other in languages.LANGUAGES
    )
    current = ' aria-current="true"'
    switch = " · ".join(
        f'<a href="./{languages.file_in(name, other)}" hreflang="{other}" lang="{other}"'
        f' data-language="{other}"{current if other == language else ""}>'
        f"{languages.NAMES[other]}</a>"
        for other in languages.LANGUAGES
    )
    return alternates, switch


def page(root: Path, name: str, language: str = "en", words: Translation | None = None) -> str:
    """The page ``name`` (``index.html``, ``kitty.html``) as its game fills in the template, in
    ``language``: its static words looked up in ``words`` (`tools/page_words.py`), which is
    required for any language but English."""
    template = (root / TEMPLATE).read_text(encoding="utf-8")
    given = parts((root / PAGES[name]).read_text(encoding="utf-8"))
    given["level-notes"] = level_notes(LEVELS[name], RECORDS[name])
    given["alternates"], given["languages"] = language_links(name, language)
    for other in PAGES:  # the other game's page in the same language
        link = f'href="./{other}"'
        given["other-game"] = given["other-game"].replace(
            link, f'href="./{languages.file_in(other, language)}"'
        )
    english = render(template, given)
    if language == "en":
        return english
    if words is None:
        raise PageError(f"the page in {language!r} needs its catalogue of words")
    config = given["config"]
    spoken = english.replace(
        f'config="./{config}"', f'config="./{languages.file_in(config, language)}"'
    )
    return words.page(spoken, language)
