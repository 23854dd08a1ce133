"""The static words of a page in another language: each text and spoken attribute of the page
the build fills in (`tools/pages.py`) looked up, by its English words, in the language's
catalogue, `words/LANG/` (its parts joined into one module, `joined`), which also holds what the
page's Python says (`table/said.py`).

English is the source: an entry maps the English text, with its runs of white space made one
space, to the translation. A text with no entry fails the build (`PageWordsError`), and so does
an entry that neither a page nor the page's Python uses any more, so that a change to the
English page cannot leave the other language behind unnoticed.
"""

import ast
import re
from pathlib import Path

# What is not the page's words: comments, scripts, styles and PyScript's config; and the tags.
_PIECES = re.compile(
    r"(<!--.*?-->|<script\b.*?</script>|<style\b.*?</style>|<py-config\b.*?</py-config>|<[^>]*>)",
    re.S,
)
# The attributes a reader hears or sees as words (a `content` only in a `<meta name=...>`;
# `data-empty`: what web/style/panels.css shows in an empty element).
_ATTRIBUTE = re.compile(r'\b(aria-label|title|placeholder|alt|data-empty|content)="([^"]*)"')
_LETTER = re.compile(r"[A-Za-z]")


class PageWordsError(Exception):
    """A page's text has no entry in the language's catalogue, or an entry is used nowhere."""


# The start of an entry's key that names an engine error's kind, not an English text
# (`table.said.reason`).
ENGINE = "engine: "
# The packages whose modules say words through `table.said`.
SPEAKING = ("app", "table", "mixtour", "kitty")


def joined(root: Path, language: str) -> ast.Module:
    """``language``'s folder, `words/LANG/`, as the one module a page loads: its `__init__`'s
    docstring and constants (`NAME`, `FOLLOWED`), then the functions of each part its `PARTS`
    name, in that order, and one `ENTRIES` holding the parts' entries in the same order (as the
    package's `__init__` joins them when imported). A part holds its functions, its `ENTRIES`
    and imports of the other parts, nothing else; two functions of one name fail."""
    folder = root / "words" / language
    init = ast.parse((folder / "__init__.py").read_text(encoding="utf-8"))
    body: list[ast.stmt] = []
    parts: list[str] = []
    for node in init.body:
        if isinstance(node, (ast.Expr, ast.Assign)) and isinstance(node.value, ast.Constant):
            body.append(node)  # the docstring, NAME and FOLLOWED
        elif (
            isinstance(node, ast.Assign)
            and [ast.unparse(target) for target in node.targets] == ["PARTS"]
            and isinstance(node.value, ast.Tuple)
        ):
            parts = [ast.unparse(part) for part in node.value.elts]
    if not parts:
        raise PageWordsError(f"words/{language}/__init__.py has no PARTS = (...)")
    entries = ast.Dict(keys=[], values=[])
    defined: set[str] = set()
    for part in parts:
        tree = ast.parse((folder / f"{part}.py").read_text(encoding="utf-8"))
        for node in tree.body:
            where = f"words/{language}/{part}.py:{node.lineno}"
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
                continue
            if isinstance(node, ast.ImportFrom) and node.module == f"words.{language}.{part}":
                raise PageWordsError(f"{where}: a part imports itself")
            if isinstance(node, ast.ImportFrom) and str(node.module).startswith(
                f"words.{language}."
            ):
                continue
            if isinstance(node, ast.FunctionDef):
                if node.name in defined:
                    raise PageWordsError(f"{where}: a second function {node.name}")
                defined.add(node.name)
                body.append(node)
            elif (
                isinstance(node, ast.AnnAssign)
                and ast.unparse(node.target) == "ENTRIES"
                and isinstance(node.value, ast.Dict)
            ):
                entries.keys += node.value.keys
                entries.values += node.value.values
            else:
                raise PageWordsError(f"{where}: a part holds its functions and ENTRIES only")
    body.append(
        ast.AnnAssign(
            target=ast.Name("ENTRIES", ast.Store()),
            annotation=ast.Constant("dict[str, object]"),
            value=entries,
            simple=1,
        )
    )
    return ast.fix_missing_locations(ast.Module(body=body, type_ignores=[]))


def entries(root: Path, language: str) -> "dict[str, object]":
    """Every entry of ``language``'s catalogue, `words/LANG/`, as its joined module has them."""
    namespace: dict[str, object] = {}
    exec(compile(joined(root, language), f"words/{language}.py", "exec"), namespace)
    found = namespace["ENTRIES"]
    assert isinstance(found, dict)
    return found


def catalogue(root: Path, language: str) -> dict[str, str]:
    """The entries of ``language`` that are plain text, English to translation: a page's
    static words are among them."""
    return {
        english: said for english, said in entries(root, language).items() if isinstance(said, str)
    }


def said_calls(root: Path) -> "list[tuple[str, str, ast.Call]]":
    """Each call of `said` or `counted` (`table.said`) in the page's Python, with its file and
    the function's name."""
    calls = []
    for package in SPEAKING:
        for path in sorted((root / package).rglob("*.py")):
            source = path.read_text(encoding="utf-8")
            if "from table.said import" not in source:
                continue
            for node in ast.walk(ast.parse(source)):
                if (
                    isinstance(node, ast.Call)
                    and isinstance(node.func, ast.Name)
                    and node.func.id in ("said", "counted")
                ):
                    calls.append((str(path.relative_to(root)), node.func.id, node))
    return calls


def said_texts(root: Path) -> "dict[str, tuple[str, ...]]":
    """The English texts the page's Python says through `table.said`, each with its English
    forms: a `said` text alone, a `counted` singular with its plural (its entry's key is the
    singular). A text that is not written out in the call fails (`PageWordsError`): every text
    said must be one a language can give an entry for."""
    texts: dict[str, tuple[str, ...]] = {}
    for where, name, call in said_calls(root):
        said = call.args[:1] if name == "said" else call.args[1:3]
        forms = tuple(
            text.value
            for text in said
            if isinstance(text, ast.Constant) and isinstance(text.value, str)
        )
        if len(forms) != (1 if name == "said" else 2):
            raise PageWordsError(f"{where}:{call.lineno}: a text said must be written out")
        texts[forms[0]] = forms
    return texts


def run_time_source(root: Path, language: str) -> str:
    """``language``'s catalogue as a page runs it, its parts joined into one module (`joined`):
    without the entries only the pages' static words use (the build has put those in the pages
    already), keeping every text a module says and every engine error's kind."""
    tree = joined(root, language)
    said = set(said_texts(root))
    table = tree.body[-1]
    assert isinstance(table, ast.AnnAssign) and isinstance(table.value, ast.Dict)
    kept = [
        (key, value)
        for key, value in zip(table.value.keys, table.value.values, strict=True)
        if not isinstance(key, ast.Constant)
        or key.value in said
        or str(key.value).startswith(ENGINE)
    ]
    table.value.keys = [key for key, _ in kept]
    table.value.values = [value for _, value in kept]
    return ast.unparse(tree) + "\n"


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

    def check(self, said: "set[str]") -> None:
        """Fail on any text that had no entry, and on any entry that no page used and the
        page's Python does not say (``said``, `said_texts`)."""
        if self.missing:
            listed = "\n".join(f"  {text!r}" for text in sorted(set(self.missing)))
            raise PageWordsError(f"no translation for these texts of the page:\n{listed}")
        stale = sorted(
            english
            for english in set(self.entries) - self.used - said
            if not english.startswith(ENGINE)
        )
        if stale:
            listed = "\n".join(f"  {text!r}" for text in stale)
            raise PageWordsError(
                f"these entries are used by no page and said by no module:\n{listed}"
            )
