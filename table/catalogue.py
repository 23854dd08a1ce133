"""The page's language's catalogue of words (`table.said`): English's, which has no entries,
since the English words are the source texts themselves. On a page in another language the build
puts that language's catalogue (`words/de/`, its parts joined into one module) under this name
(`tools/languages.py`)."""

# The language's name in its own words (`words/de/` has one too).
NAME = "English"
ENTRIES: "dict[str, object]" = {}
