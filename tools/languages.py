"""The site's languages, and how a page speaks one: English is the source, and every other
language is a sibling of each words module (`table/words.py` → `table/words_de.py`) holding the
same names, plus the catalogues of the page's static words (`tools/page_words.py`).

The page's Python imports `table.words` whatever the language: the build maps the chosen
language's compiled module onto that name in the page's config (`[files]`), so a page loads
only its own language and the code that uses the words does not change. Here, for the build's
prerender and for the tests, `use` does the same in a running Python. Plain Python that
MicroPython runs too (no importlib).
"""

import sys

# English first: the source, and the language of the site's plain page names.
LANGUAGES = ("en", "de")
# The languages a browser's own preference (`navigator.languages`) may choose on a first visit:
# those whose every sentence a player can meet is translated (docs/architecture.md,
# "Languages", says what a German page still quotes from the engines and the worker).
FOLLOWED = ("en", "de")
# Each language's name in its own words, as the page's switch says it.
NAMES = {"en": "English", "de": "Deutsch"}
# The modules holding the page's words, by their English names, each before those that import it.
CATALOGUES = ("table.words", "mixtour.ui.words", "kitty.ui.words")


def module_in(dotted: str, language: str) -> str:
    """The module holding ``dotted``'s words in ``language``: ``table.words_de``."""
    return dotted if language == "en" else f"{dotted}_{language}"


def file_in(name: str, language: str) -> str:
    """A site file's name in ``language`` (a page, a page's config): ``index.html`` →
    ``index.de.html``, ``pyscript.toml`` → ``pyscript.de.toml``; English keeps the name."""
    if language == "en":
        return name
    stem, _, suffix = name.rpartition(".")
    return f"{stem}.{language}.{suffix}"


def use(language: str) -> None:
    """Make ``language``'s words modules answer to the English names, before anything imports
    them (the build's prerender, a test's subprocess)."""
    if language == "en":
        return
    for dotted in CATALOGUES:
        package, _, name = dotted.rpartition(".")
        module = __import__(module_in(dotted, language), None, None, [name])
        sys.modules[dotted] = module
        setattr(sys.modules[package], name, module)
