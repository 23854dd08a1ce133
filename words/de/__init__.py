"""Deutsch: every word of the site in German, as one catalogue (docs/architecture.md,
"Languages"), kept in parts by whose words they are: the pages' static words (`pages`),
Mixtour's (`mixtour`), Kitty Stack Tower's (`kitty`), the table's on keeping and sharing games
(`keeping`) and the table's own (`table`). Each entry maps an English text (a page's static
text with its white space made single spaces, or a template a words module says through
`table.said`) to its German, with the same ``{names}``; a German plural is the pair of its
forms, and a sentence whose German needs its own grammar is a function of the same names. The
terms follow docs/regeln.md and docs/kitty-regeln.md.

Pure Python that MicroPython runs. The build joins the parts into one module that the German
pages load in place of `table.catalogue` (`tools/page_words.py`, `run_time_source`); here, for
the prerender and the tests, the parts' entries are joined in the same order.
"""

from words.de import keeping, kitty, mixtour, pages, table

# The language's name in its own words, as the pages' switch says it.
NAME = "Deutsch"
# Whether a browser's own preference (`navigator.languages`) may choose it on a first visit:
# every sentence a player can meet is translated.
FOLLOWED = True
# The parts, in the order their entries are joined.
PARTS = (pages, mixtour, kitty, keeping, table)
ENTRIES: "dict[str, object]" = {}
for _part in PARTS:
    ENTRIES.update(_part.ENTRIES)
