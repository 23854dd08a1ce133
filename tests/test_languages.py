"""The site's languages (tools/languages.py, docs/architecture.md "Languages"): every language's
file has an entry for every English text the pages show and the words modules say, with the
same ``{names}``, and no entry nothing uses; the words modules not yet on the catalogue hold
every name of the English source with the same parameters, and nothing else; and the table
speaks German when the page loads the German words, under CPython and MicroPython."""

import ast
import importlib.util
import inspect
import os
import re
import string
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tools import languages, pages
from tools.page_words import ENGINE, PageWordsError, Translation, catalogue, entries, said_texts

ROOT = Path(__file__).resolve().parent.parent
OTHERS = [language for language in languages.LANGUAGES if language != "en"]
PAIRS = [(dotted, language) for dotted in languages.CATALOGUES for language in OTHERS]


def _defined(module: ModuleType) -> dict[str, ast.AST]:
    """The public names a module's own source defines at its top level: functions and
    constants (not what it imports)."""
    tree = ast.parse(Path(str(module.__file__)).read_text(encoding="utf-8"))
    names: dict[str, ast.AST] = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            names[node.name] = node
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    names[target.id] = node
    return {name: node for name, node in names.items() if not name.startswith("_")}


def _modules(dotted: str, language: str) -> tuple[ModuleType, ModuleType]:
    english = __import__(dotted, None, None, ["_"])
    other = __import__(languages.module_in(dotted, language), None, None, ["_"])
    return english, other


def _shape(value: object) -> object:
    """What must match between languages in a constant: its type, a dict's keys, a tuple's
    length and its items' shapes."""
    if isinstance(value, dict):
        return ("dict", sorted(value))
    if isinstance(value, tuple):
        return ("tuple", [_shape(item) for item in value])
    return type(value).__name__


@pytest.mark.parametrize(("dotted", "language"), PAIRS)
def test_every_name_of_the_english_words_is_translated_and_none_is_stale(
    dotted: str, language: str
) -> None:
    english, other = _modules(dotted, language)
    source, translated = set(_defined(english)), set(_defined(other))
    assert sorted(source - translated) == [], f"{language} lacks these words of {dotted}"
    assert sorted(translated - source) == [], f"{language} has words {dotted} no longer has"


@pytest.mark.parametrize(("dotted", "language"), PAIRS)
def test_each_translated_name_takes_the_same_parameters_and_has_the_same_shape(
    dotted: str, language: str
) -> None:
    english, other = _modules(dotted, language)
    for name in sorted(_defined(english)):
        source, translated = getattr(english, name), getattr(other, name)
        if callable(source):
            said = list(inspect.signature(translated).parameters)
            assert said == list(inspect.signature(source).parameters), name
        else:
            assert _shape(translated) == _shape(source), name


def test_a_missing_german_word_fails_the_comparison(tmp_path: Path) -> None:
    """The check above can fail: a German module without one of the English names."""
    english, german = _modules("table.words", "de")
    source = Path(str(german.__file__)).read_text(encoding="utf-8")
    cut = tmp_path / "words_cut.py"
    cut.write_text(source.replace("def new_game(", "def _new_game("), encoding="utf-8")
    spec = importlib.util.spec_from_file_location("words_cut", cut)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert "new_game" in set(_defined(english)) - set(_defined(module))


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
    `said_texts`): a text with no entry, or an entry with other names than its English."""
    problems = []
    for text, forms in sorted(english.items()):
        names = _names(text)
        assert all(_names(form) == names for form in forms), text  # both English forms alike
        if len(forms) > 1:
            names = sorted({*names, "count"})
        entry = language.get(text)
        if entry is None:
            problems.append(f"no entry for {text!r}")
        elif callable(entry):
            if sorted(inspect.signature(entry).parameters) != names:
                problems.append(f"{text!r}: the function takes other names than {names}")
        elif isinstance(entry, tuple) != (len(forms) > 1):
            problems.append(f"{text!r}: a count's entry is its forms, any other text one text")
        elif any(
            _names(said) != _names(text)
            for said in (entry if isinstance(entry, tuple) else (entry,))
        ):
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
    "micropython": ["node", str(ROOT / "tests" / "runtimes" / "run_micropython.mjs")],
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
