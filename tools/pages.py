"""The site's two pages from its one template: `web/page.html`, filled in with each game's own
parts (`mixtour/ui/page.html`, `kitty/ui/page.html`), for the build (`tools/build_site.py`).

The template marks each part as ``{{name}}``; a game's parts file holds each part between a
``<!-- part:NAME -->`` comment and the next ``<!-- /part -->``. Every part the template names must
be given, and every part given must be used: a slip fails the build, not the page.

One part is written here from the game's AI: the New game dialog's note on what each of the
computer's levels does (``level-notes``), so that the page says what the worker plays without
the page's own Python loading the search.
"""

from collections.abc import Mapping
from html import escape
from pathlib import Path

from kitty.ai.player import LEVELS as KITTY_LEVELS
from mixtour.ai.levels import LEVELS as MIXTOUR_LEVELS
from search.levels import Level

TEMPLATE = Path("web") / "page.html"
# Each page of the site and the game whose parts fill it in.
PAGES = {"index.html": Path("mixtour/ui/page.html"), "kitty.html": Path("kitty/ui/page.html")}
# Each page's computer levels (Mixtour à trois plays the same names with its own budgets, at
# the same time caps).
LEVELS: dict[str, Mapping[str, Level]] = {"index.html": MIXTOUR_LEVELS, "kitty.html": KITTY_LEVELS}


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


def level_notes(levels: Mapping[str, Level]) -> str:
    """What each level of the computer does, and how long it may think, as the New game dialog
    lists them under the seats."""
    items = "".join(
        f"<dt>{escape(name.capitalize())}</dt>"
        f"<dd>{escape(level.description.capitalize())}: at most {_seconds(level.seconds)} a"
        " move.</dd>"
        for name, level in levels.items()
    )
    return (
        '<details class="level-notes"><summary>What the computer\'s levels do</summary>'
        f"<dl>{items}</dl></details>"
    )


def _seconds(seconds: float) -> str:
    """``1.0`` → ``'1 second'``, ``0.2`` → ``'0.2 seconds'``."""
    text = f"{seconds:g}"
    return f"{text} second" if text == "1" else f"{text} seconds"


def page(root: Path, name: str) -> str:
    """The page ``name`` (``index.html``, ``kitty.html``) as its game fills in the template."""
    template = (root / TEMPLATE).read_text(encoding="utf-8")
    given = parts((root / PAGES[name]).read_text(encoding="utf-8"))
    given["level-notes"] = level_notes(LEVELS[name])
    return render(template, given)
