"""The site's two pages from its one template: `web/page.html`, filled in with each game's own
parts (`mixtour/ui/page.html`, `kitty/ui/page.html`), for the build (`tools/build_site.py`).

The template marks each part as ``{{name}}``; a game's parts file holds each part between a
``<!-- part:NAME -->`` comment and the next ``<!-- /part -->``. Every part the template names must
be given, and every part given must be used: a slip fails the build, not the page.
"""

from pathlib import Path

TEMPLATE = Path("web") / "page.html"
# Each page of the site and the game whose parts fill it in.
PAGES = {"index.html": Path("mixtour/ui/page.html"), "kitty.html": Path("kitty/ui/page.html")}


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


def page(root: Path, name: str) -> str:
    """The page ``name`` (``index.html``, ``kitty.html``) as its game fills in the template."""
    template = (root / TEMPLATE).read_text(encoding="utf-8")
    return render(template, parts((root / PAGES[name]).read_text(encoding="utf-8")))
