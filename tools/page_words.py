"""The static words of a page in another language: each text and spoken attribute of the page
the build fills in (`tools/pages.py`) looked up, by its English words, in the language's
catalogues of the page (`web/page.LANG.toml` for the template, `mixtour/ui/page.LANG.toml` and
`kitty/ui/page.LANG.toml` for each game's parts).

English is the source: a catalogue maps the English text, with its runs of white space made one
space, to the translation. A text with no entry fails the build (`PageWordsError`), and so does
an entry that no page uses any more, so that a change to the English page cannot leave the other
language behind unnoticed. What the page's Python writes at run time comes from the words
modules (`table/words.py` and each game's), not from here.
"""

import re
import tomllib
from pathlib import Path

# What is not the page's words: comments, scripts, styles and PyScript's config; and the tags.
_PIECES = re.compile(
    r"(<!--.*?-->|<script\b.*?</script>|<style\b.*?</style>|<py-config\b.*?</py-config>|<[^>]*>)",
    re.S,
)
# The attributes a reader hears or sees as words (a `content` only in a `<meta name=...>`;
# `data-empty`: what web/style.css shows in an empty element).
_ATTRIBUTE = re.compile(r'\b(aria-label|title|placeholder|alt|data-empty|content)="([^"]*)"')
_LETTER = re.compile(r"[A-Za-z]")


class PageWordsError(Exception):
    """A page's text has no entry in the language's catalogue, or an entry is used nowhere."""


def catalogue_files(root: Path, language: str) -> list[Path]:
    """The catalogues of the page's static words in ``language``: the template's and each
    game's."""
    return [
        root / "web" / f"page.{language}.toml",
        root / "mixtour" / "ui" / f"page.{language}.toml",
        root / "kitty" / "ui" / f"page.{language}.toml",
    ]


def catalogue(root: Path, language: str) -> dict[str, str]:
    """Every entry of ``language``'s page catalogues, English to translation."""
    entries: dict[str, str] = {}
    for path in catalogue_files(root, language):
        for english, said in tomllib.loads(path.read_text(encoding="utf-8")).items():
            if not isinstance(said, str):
                raise PageWordsError(f"{path}: the entry {english!r} is not text")
            if english in entries and entries[english] != said:
                raise PageWordsError(f"{path}: {english!r} is translated twice, differently")
            entries[english] = said
    return entries


def _said(text: str) -> str:
    return " ".join(text.split())


class Translation:
    """Translates pages with one catalogue, and remembers what it met: the entries used and the
    texts it had none for."""

    def __init__(self, entries: "dict[str, str]") -> None:
        self.entries = entries
        self.used: set[str] = set()
        self.missing: list[str] = []

    def text(self, text: str) -> str:
        """``text`` in the catalogue's language, its white space around kept."""
        said = _said(text)
        if not _LETTER.search(said):
            return text
        if said not in self.entries:
            self.missing.append(said)
            return text
        self.used.add(said)
        start = text[: len(text) - len(text.lstrip())]
        end = text[len(text.rstrip()) :]
        return start + self.entries[said] + end

    def _tag(self, tag: str) -> str:
        if tag.startswith("<meta") and 'name="description"' not in tag:
            return tag
        return _ATTRIBUTE.sub(lambda found: f'{found[1]}="{self.text(found[2])}"', tag)

    def page(self, html: str, language: str) -> str:
        """``html`` with every text and spoken attribute translated, and `<html lang>` set."""
        out = []
        for piece in _PIECES.split(html):
            if piece.startswith(("<!--", "<script", "<style", "<py-config")):
                out.append(piece)
            elif piece.startswith("<"):
                out.append(self._tag(piece))
            else:
                out.append(self.text(piece))
        translated = "".join(out)
        return translated.replace('<html lang="en"', f'<html lang="{language}"', 1)

    def check(self) -> None:
        """Fail on any text that had no entry, and on any entry no page used."""
        if self.missing:
            listed = "\n".join(f"  {text!r}" for text in sorted(set(self.missing)))
            raise PageWordsError(f"no translation for these texts of the page:\n{listed}")
        stale = sorted(set(self.entries) - self.used)
        if stale:
            listed = "\n".join(f"  {text!r}" for text in stale)
            raise PageWordsError(f"these entries are used by no page:\n{listed}")
