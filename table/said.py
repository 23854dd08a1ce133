"""How the page says its words in its language (docs/architecture.md, "Languages").

English is the source: the words modules (`mixtour/ui/words.py`, ...) hold the English text and
the logic that chooses a sentence, and say each text through `said` (or `counted`, for a
number's singular and plural). Another language is one package, `words/LANG/`, whose `ENTRIES`
map each English text to that language's: a template with the same ``{names}``, or, where its
grammar needs it, a function of those names. The build puts the page's language's catalogue,
its parts joined into one module, in the place of `table.catalogue` (English's: no entries), so
that a page loads only its language.
"""

from table.catalogue import ENTRIES


def said(english: str, **parts: object) -> str:
    """``english`` in the page's language, its ``{names}`` filled from ``parts``:
    ``said("{who} passes.", who="Red")`` → ``'Red passes.'``."""
    entry = ENTRIES.get(english, english)
    if callable(entry):
        return str(entry(**parts))
    return str(entry).format(**parts) if parts else str(entry)


def counted(count: int, one: str, other: str, **parts: object) -> str:
    """``one`` or ``other`` by ``count`` (its ``{count}``, written as the language writes a
    number: `said`'s ``"{number}"``), in the page's language: an entry gives its language's
    singular and plural for ``one``, or a function of ``count`` and the parts where its plural
    has other forms: ``counted(3, "{count} piece", "{count} pieces")`` → ``'3 pieces'``."""
    entry = ENTRIES.get(one)
    if callable(entry):
        return str(entry(count=count, **parts))
    forms = entry if isinstance(entry, tuple) else (one, other)
    written = said("{number}", number=count)
    return str(forms[0 if count == 1 else 1]).format(count=written, **parts)


def reason(key: str, parts: "tuple[object, ...] | list[object]") -> "str | None":
    """What the page's language says for an engine error's kind (``key``: the game, the
    error's class and its ``reason``, as ``'engine: mixtour IllegalMoveError occupied'``) with
    its ``parts``, filling ``{0}``…; None when the language has no words for it (English: the
    engine's own message)."""
    entry = ENTRIES.get(key)
    if entry is None:
        return None
    if callable(entry):
        return str(entry(*parts))
    return str(entry).format(*parts)
