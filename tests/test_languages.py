"""The site's languages (tools/languages.py, docs/architecture.md "Languages"): every language's
file has an entry for every English text the pages show and the words modules say, with the
same ``{names}``, one for every reason an error names, and no entry nothing uses; and the table
speaks German when the page loads the German words, under CPython and MicroPython."""

import ast
import inspect
import os
import re
import shutil
import string
import subprocess
import sys
from pathlib import Path

import pytest

from tools import languages, pages
from tools.micropython import MICROPYTHON
from tools.page_words import (
    ENGINE,
    PageWordsError,
    Translation,
    catalogue,
    entries,
    joined,
    run_time_source,
    said_texts,
)

ROOT = Path(__file__).resolve().parent.parent
OTHERS = [language for language in languages.LANGUAGES if language != "en"]


@pytest.mark.parametrize("language", OTHERS)
def test_every_static_text_of_both_pages_is_translated_and_every_entry_used(
    language: str,
) -> None:
    words = Translation(catalogue(ROOT, language))
    for name in pages.PAGES:
        html = pages.page(ROOT, name, language, words)
        assert f'<html lang="{language}"' in html
        assert 'config="./' in html
    words.check(set(said_texts(ROOT)))


def test_a_new_english_text_with_no_translation_fails_the_pages() -> None:
    words = Translation(catalogue(ROOT, "de"))
    words.page("<p>A sentence nobody translated</p>", "de")
    with pytest.raises(PageWordsError, match="A sentence nobody translated"):
        words.check(set(said_texts(ROOT)))


def test_an_entry_neither_a_page_nor_a_module_uses_fails_the_pages() -> None:
    words = Translation({**catalogue(ROOT, "de"), "A sentence nobody says": "Ein Satz"})
    for name in pages.PAGES:
        pages.page(ROOT, name, "de", words)
    with pytest.raises(PageWordsError, match="A sentence nobody says"):
        words.check(set(said_texts(ROOT)))


def _names(template: str) -> list[str]:
    """The ``{names}`` a template fills, each once, in order: ``'{who} moves {pieces}'`` →
    ``['pieces', 'who']``."""
    return sorted({name for _, name, _, _ in string.Formatter().parse(template) if name})


def _said_problems(
    english: "dict[str, tuple[str, ...]]", language: "dict[str, object]"
) -> list[str]:
    """What is wrong with a language's entries for the texts the modules say (``english``,
    `said_texts`): a text with no entry, or an entry with other names than its English (a
    count's forms may leave out the count itself, as German's "Der Zug danach" does, but no
    other name)."""
    problems = []
    for text, forms in sorted(english.items()):
        names = _names(text)
        assert all(_names(form) == names for form in forms), text  # both English forms alike
        entry = language.get(text)
        if entry is None:
            problems.append(f"no entry for {text!r}")
        elif callable(entry):
            if sorted(inspect.signature(entry).parameters) != names:
                problems.append(f"{text!r}: the function takes other names than {names}")
        elif isinstance(entry, tuple) != (len(forms) > 1) or len(forms) != len(
            entry if isinstance(entry, tuple) else (entry,)
        ):
            problems.append(f"{text!r}: a count's entry is its two forms, any other text one text")
        elif isinstance(entry, tuple):
            said = [set(_names(str(form))) for form in entry]
            if any(not form <= set(names) for form in said) or (
                set.union(*said) | {"count"} != set(names) | {"count"}
            ):
                problems.append(f"{text!r}: the entry fills other names than {names}")
        elif _names(str(entry)) != names:
            problems.append(f"{text!r}: the entry fills other names than {names}")
    return problems


@pytest.mark.parametrize("language", OTHERS)
def test_every_text_the_modules_say_has_an_entry_with_the_same_names(language: str) -> None:
    problems = _said_problems(said_texts(ROOT), entries(ROOT, language))
    assert problems == [], "\n".join(problems)


def test_a_missing_entry_and_a_different_name_fail_the_comparison() -> None:
    """The check above can fail: a text said with no entry, and an entry whose names differ."""
    german = entries(ROOT, "de")
    english = said_texts(ROOT)
    assert _said_problems(english, german) == []
    cut = {text: said for text, said in german.items() if text != "Holding {pieces}."}
    assert _said_problems(english, cut) == ["no entry for 'Holding {pieces}.'"]
    renamed = {**german, "Holding {pieces}.": "Du hältst {count}."}
    assert _said_problems(english, renamed) == [
        "'Holding {pieces}.': the entry fills other names than ['pieces']"
    ]
    function = {**german, "Take {pieces}": lambda count: f"{count} nehmen"}
    assert _said_problems(english, function) == [
        "'Take {pieces}': the function takes other names than ['pieces']"
    ]


@pytest.mark.parametrize("language", OTHERS)
def test_a_page_runs_its_language_file_without_the_static_page_words(language: str) -> None:
    """The build compiles `run_time_source` for the page: every text a module says and every
    engine error's kind, and none of what only the HTML shows (the pages hold it already)."""
    namespace: dict[str, object] = {}
    exec(compile(run_time_source(ROOT, language), f"words/{language}.py", "exec"), namespace)
    kept = namespace["ENTRIES"]
    assert isinstance(kept, dict)
    full, said = entries(ROOT, language), set(said_texts(ROOT))
    assert set(kept) == {key for key in full if key in said or key.startswith(ENGINE)}
    assert "How to play Mixtour" in full and "How to play Mixtour" not in kept
    assert all(kept[key] == full[key] for key in kept if isinstance(full[key], (str, tuple)))


@pytest.mark.parametrize("language", OTHERS)
def test_the_page_s_one_module_holds_the_package_s_entries_in_its_order(language: str) -> None:
    """The build joins a language's parts into one module for the page (`joined`); the package
    that the prerender and the tests import joins them itself: both give the same entries, in
    the same order, and the same sentences."""
    package = __import__(f"words.{language}", None, None, ["ENTRIES"])
    imported, built = package.ENTRIES, entries(ROOT, language)
    assert list(imported) == list(built) and len(built) > 900
    for key, entry in built.items():
        if callable(entry):
            texts = ("square", "target", "origin", "where", "name")
            parts: dict[str, object] = {
                name: "c3" if name in texts else 1234
                for name in inspect.signature(entry).parameters
            }
            assert entry(**parts) == imported[key](**parts), key
        else:
            assert entry == imported[key], key


def test_a_part_holding_more_than_its_functions_and_entries_fails_the_join(
    tmp_path: Path,
) -> None:
    # What a part sets beside its functions and ENTRIES would be lost on the page.
    shutil.copytree(ROOT / "words" / "de", tmp_path / "words" / "de")
    assert len(entries(tmp_path, "de")) == len(entries(ROOT, "de"))
    with (tmp_path / "words" / "de" / "kitty.py").open("a", encoding="utf-8") as part:
        part.write("\nSTACK = 'Stapel'\n")
    with pytest.raises(PageWordsError, match=r"kitty\.py:\d+: a part holds its functions"):
        joined(tmp_path, "de")


def test_the_german_page_keeps_notation_and_translates_words_and_spoken_attributes() -> None:
    words = Translation({"Close": "Schließen", "Open": "Öffnen"})
    html = words.page(
        '<html lang="en"><button aria-label="Close" data-action="close">Open</button>'
        "<!-- Close --><kbd>c4-c5</kbd></html>",
        "de",
    )
    assert html == (
        '<html lang="de"><button aria-label="Schließen" data-action="close">Öffnen</button>'
        "<!-- Close --><kbd>c4-c5</kbd></html>"
    )


def test_each_page_links_every_language_and_its_switch_marks_its_own() -> None:
    words = Translation(catalogue(ROOT, "de"))
    german = pages.page(ROOT, "kitty.html", "de", words)
    assert '<link rel="alternate" hreflang="en" href="./kitty.html" data-followed>' in german
    assert '<link rel="alternate" hreflang="de" href="./kitty.de.html" data-followed>' in german
    assert 'data-language="de" aria-current="true">Deutsch</a>' in german
    assert 'href="./index.de.html">Mixtour</a>' in german  # the other game, in German too
    assert 'config="./kitty.de.toml"' in german


# The project's errors that carry a reason (a key of a words module's dict) and that dict, by
# the module that holds it: an error's message is said from it in the page's language.
REASONS = {
    "LinkError": ("table.keeping_words", "LINK_REASONS"),
    "SavedGameError": ("table.keeping_words", "SAVED_REASONS"),
    "StateError": ("table.keeping_words", "STATE_REASONS"),
}


@pytest.mark.parametrize("error", sorted(REASONS))
def test_every_reason_an_error_is_raised_with_has_words_and_none_is_stale(error: str) -> None:
    dotted, name = REASONS[error]
    known = set(getattr(__import__(dotted, None, None, ["_"]), name))
    source = "\n".join(
        path.read_text(encoding="utf-8")
        for package in ("table", "mixtour", "kitty")
        for path in sorted((ROOT / package).rglob("*.py"))
    )
    raised = set(re.findall(rf'{error}\(\s*"(\w+)"', source))
    assert sorted(raised - known) == [], f"{error} reasons with no words in {dotted}.{name}"
    assert sorted(known - raised) == [], f"{dotted}.{name} has reasons no {error} gives"


# The engines whose errors' kinds a language's file says (`engine: GAME ERROR REASON` entries,
# `table.said.reason`), by the errors that name a reason: the engines hold no page words, so a
# page in another language says each kind in its own words (`mixtour.ui.words.refused`).
ENGINE_ENTRIES = {
    "kitty": ("IllegalMoveError", "InvalidMoveError", "RecordError"),
    "mixtour": ("IllegalMoveError", "InvalidMoveError", "PositionError", "RecordError"),
}


def _raised_reasons(package: str) -> dict[str, set[str]]:
    """The reasons an engine's errors are raised with, by error class: ``Error(...).because(
    "reason", ...)``, ``position_error(text, field, why, "reason", ...)`` and Mixtour's
    ``_illegal(why, "reason", ...)``."""
    found: dict[str, set[str]] = {}
    for path in sorted((ROOT / package).glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func, first = node.func, node.args[0]
            if isinstance(func, ast.Name) and func.id == "position_error":
                error, reason = "PositionError", node.args[3]
            elif isinstance(func, ast.Name) and func.id == "_illegal":  # Mixtour's refusals
                error, reason = "IllegalMoveError", node.args[1]
            elif (
                isinstance(func, ast.Attribute)
                and func.attr == "because"
                and isinstance(func.value, ast.Call)
                and isinstance(func.value.func, ast.Name)
            ):
                error, reason = func.value.func.id, first
            else:
                continue
            if isinstance(reason, ast.Name) and reason.id == "reason":
                continue  # a helper passing on its own caller's reason (`position_error`)
            if isinstance(reason, ast.Attribute) and reason.attr == "reason":
                continue  # a move's refusal raised with its reason (`parse_move`)
            assert isinstance(reason, ast.Constant), f"{path.name}:{node.lineno}"
            found.setdefault(error, set()).add(str(reason.value))
    return found


@pytest.mark.parametrize(
    ("package", "language"), [(p, lang) for p in ENGINE_ENTRIES for lang in OTHERS]
)
def test_every_reason_an_engine_error_names_has_an_entry_in_each_language(
    package: str, language: str
) -> None:
    raised = _raised_reasons(package)
    assert sorted(raised) == sorted(ENGINE_ENTRIES[package])
    keys = [key.split(" ") for key in entries(ROOT, language) if key.startswith(ENGINE)]
    for error in ENGINE_ENTRIES[package]:
        known = {key[3] for key in keys if key[1:3] == [package, error]}
        assert sorted(raised[error] - known) == [], f"{error} reasons {language} lacks"
        assert sorted(known - raised[error]) == [], f"{language} {error}: reasons none raises"


RUNNERS = {
    "cpython": [sys.executable],
    "micropython": MICROPYTHON,
}


@pytest.mark.runtime
@pytest.mark.timeout(120)
@pytest.mark.parametrize("runtime", RUNNERS)
def test_the_table_speaks_german_with_the_german_words(runtime: str) -> None:
    """`german_checks.py`: the table's own sentences on a fake page, in German."""
    result = subprocess.run(
        [*RUNNERS[runtime], str(ROOT / "tests" / "german_checks.py")],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{ROOT / 'tests'}"},
        capture_output=True,
        text=True,
        timeout=100,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip().splitlines()[-1].startswith("german checks ok: ")
