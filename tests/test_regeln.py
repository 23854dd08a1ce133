"""The German rule pages keep up with the English ones: docs/regeln.md with docs/rules.md and
docs/kitty-regeln.md with docs/kitty-rules.md have the same formats (code spans and diagrams),
the same sections in the same order, the same decisions and figures, and a link each way."""

import re
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parent.parent / "docs"
PAIRS = [("rules.md", "regeln.md"), ("kitty-rules.md", "kitty-regeln.md")]
DECISION = {"en": "decision", "de": "entscheidung"}

FENCE = re.compile(r"^```\n(.*?)^```$", re.M | re.S)
CODE = re.compile(r"`([^`]+)`")
HEADING = re.compile(r"^(#{2,3}) ", re.M)
BOLD = re.compile(r"\*\*([^*]+?)\*\*")
# A number as a reader sees it, not part of a name like c4; 14 088 (English) and 14.088 (German)
# are one number once the thousands separator is gone.
NUMBER = re.compile(r"(?<![A-Za-z\d])\d+")
THOUSANDS = re.compile(r"(?<=\d)[ .](?=\d{3}(?!\d))")


def read(name: str) -> str:
    return (DOCS / name).read_text(encoding="utf-8")


def prose(page: str) -> str:
    """The page without its diagrams (fenced blocks)."""
    return FENCE.sub("", page)


def code_spans(page: str) -> set[str]:
    """The code spans outside diagrams; a span broken over two lines reads as one line."""
    return {" ".join(span.split()) for span in CODE.findall(prose(page))}


def sections(page: str) -> list[str]:
    """The ## and ### heading marks, in order."""
    return HEADING.findall(prose(page))


def decisions(page: str, word: str) -> int:
    """How many points are marked as decided: a bold phrase with the word, or *(word)*."""
    text = prose(page)
    bold = sum(word in phrase.lower() for phrase in BOLD.findall(text))
    return bold + text.lower().count(f"*({word})*")


def numbers(page: str) -> set[str]:
    """The numbers of the prose, outside code spans and diagrams."""
    return set(NUMBER.findall(THOUSANDS.sub("", CODE.sub("", prose(page)))))


@pytest.fixture(params=PAIRS, ids=[german for _, german in PAIRS])
def pair(request: pytest.FixtureRequest) -> tuple[str, str]:
    english, german = request.param
    return read(english), read(german)


def test_the_formats_are_shared_code_span_for_code_span(pair: tuple[str, str]) -> None:
    english, german = pair
    assert code_spans(english) - code_spans(german) == set(), "missing in German"
    assert code_spans(german) - code_spans(english) == set(), "in German, not in English"


def test_the_diagrams_are_the_english_ones(pair: tuple[str, str]) -> None:
    english, german = pair
    assert FENCE.findall(german) == FENCE.findall(english)


def test_the_sections_are_the_same_in_the_same_order(pair: tuple[str, str]) -> None:
    english, german = pair
    assert len(sections(english)) >= 8
    assert sections(german) == sections(english)


def test_every_decision_is_marked_in_german(pair: tuple[str, str]) -> None:
    english, german = pair
    assert decisions(english, DECISION["en"]) >= 7
    assert decisions(german, DECISION["de"]) == decisions(english, DECISION["en"])


def test_the_figures_are_the_same(pair: tuple[str, str]) -> None:
    english, german = pair
    assert numbers(english) - numbers(german) == set(), "missing in German"
    assert numbers(german) - numbers(english) == set(), "in German, not in English"


def test_each_page_links_to_the_other() -> None:
    for english, german in PAIRS:
        assert f"Deutsch: [{german}]({german})" in read(english)
        assert f"English: [{english}]({english})" in read(german)
