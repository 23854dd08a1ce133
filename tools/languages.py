"""The site's languages, and how a page speaks one: English is the source, and every other
language is one package, `words/LANG/` (its name, whether a browser's preference may choose it,
and its catalogue of entries in parts, `table/said.py` says how they are used); the languages
are the packages present there.

The page's Python imports `table.catalogue` (English's: no entries) whatever the language: the
build maps the chosen language's catalogue, its parts joined into one compiled file
(`tools/page_words.py`), onto that name in the page's config (`[files]`),
so a page loads only its own language and the code that says the words does not change. Here,
for the build's prerender and for the tests, `use` does the same in a running Python. Plain
Python that MicroPython runs too (no importlib, no os.path).
"""

import os
import sys

# The repository's `words/`, one package per language besides English.
_WORDS = __file__.replace("\\", "/").rpartition("/")[0].rpartition("/")[0] + "/words"


_OTHERS = sorted(name for name in os.listdir(_WORDS) if "." not in name and name[0] != "_")
_FILES = {code: __import__(f"words.{code}", None, None, ["NAME"]) for code in _OTHERS}

# English first: the source, and the language of the site's plain page names. (MicroPython
# has no `*` in a tuple's display, hence the `+`.)
LANGUAGES = ("en",) + tuple(_OTHERS)  # noqa: RUF005
# Each language's name in its own words, as the page's switch says it.
NAMES = {"en": "English"}
NAMES.update({code: str(_FILES[code].NAME) for code in _OTHERS})
# The languages a browser's own preference (`navigator.languages`) may choose on a first visit:
# those whose every sentence a player can meet is translated (docs/architecture.md,
# "Languages", says what a German page still quotes from the engines and the worker).
FOLLOWED = ("en",) + tuple(code for code in _OTHERS if _FILES[code].FOLLOWED is True)  # noqa: RUF005
# The module whose entries the page's words are said from (`table.said`): English's by default.
CATALOGUE = "table.catalogue"


def catalogue_in(language: str) -> str:
    """The module holding ``language``'s entries: ``table.catalogue`` for English, else the
    language's package, ``words.de``."""
    return CATALOGUE if language == "en" else f"words.{language}"


def file_in(name: str, language: str) -> str:
    """A site file's name in ``language`` (a page, a page's config): ``index.html`` →
    ``index.de.html``, ``pyscript.toml`` → ``pyscript.de.toml``; English keeps the name."""
    if language == "en":
        return name
    stem, _, suffix = name.rpartition(".")
    return f"{stem}.{language}.{suffix}"


def use(language: str) -> None:
    """Make ``language``'s package answer to the catalogue's name, before anything imports the words
    (the build's prerender, a test's subprocess)."""
    if language == "en":
        return
    module = __import__(catalogue_in(language), None, None, ["ENTRIES"])
    package, _, name = CATALOGUE.rpartition(".")
    __import__(package)
    sys.modules[CATALOGUE] = module
    setattr(sys.modules[package], name, module)
