"""Build the deployable static site into `_site/`.

The site is what `make play` serves, what the browser tests load and what gets deployed:

- the two pages, `index.html` (Mixtour) and `kitty.html` (Kitty Stack Tower), each made from the one
  template `web/page.html` and its game's parts (`tools/pages.py`), with its config
  (`pyscript.toml`, `kitty.toml`: main thread, MicroPython) and `ai.toml` (the AI worker, Pyodide);
  in each page the board, players' cards and mode line of a new game are drawn in advance by the
  table's own Python (`tools/prerender.py`), so they show at first paint; and preload links that
  start every download of the main thread's start at once (PyScript's chunks, MicroPython, the
  config, the bytecode), where each file would otherwise name the next, in the template of the
  page's Python start that `web/early.js` puts in the head once the first paint is on screen
  (at once in a page its service worker serves);
- `web/head.js`, the scripts that run before the first paint joined into one (`HEAD_SCRIPTS`);
- each page's entry script named by `src="./app/..."` in it, at the same path;
- `mixtour.zip`: the rest of the `mixtour/` package for the AI worker (its `[files]` unpack it),
  with `kitty/` and the game-agnostic `search/` package their computer players use, compiled to
  Pyodide's bytecode like the standard library below;
- `web/`: static files, and `web/vendor/` with only the runtime files the page loads; Pyodide's
  `python_stdlib.zip` holds only the standard-library modules the AI worker imports, as
  `tools/trace_worker_imports.py` found them (`tools/worker_stdlib.txt`), not all 2.6 MB, and
  holds them compiled to bytecode (`tools/pyodide_bytecode.mjs`): compiling them from source
  was most of Pyodide's start;
- `manifest.webmanifest` (the installed app) and `sw.js`, the service worker, generated last: its
  precache list names every other file of the site with its SHA-256, and its version is a hash
  of them all, so any change to the site makes a new service worker that players are offered;
- beside each file that compresses, `FILE.br` and `FILE.gz` (`tools/compress.mjs`), for hosts
  that serve precompressed files (`tools/serve.py` does). They are not in the precache list:
  the browser stores what it received, decoded.

PyScript's chunk names carry content hashes, so its files are found by following the
`import` statements from `core.js`, skipping the plugins that the page's main-thread configs
turn off (`"!name"`) for both script types.
Every URL is relative, so the site also works under a sub-path.

Run `python3 tools/build_site.py` (stdlib and the repository's own Python only); it prints the
file count and sizes.
"""

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from html.parser import HTMLParser
from pathlib import Path

from tools import languages, pages
from tools.bytecode import (
    BytecodeError,
    compile_module,
    compile_modules,
    imported_modules,
    start_stages,
)
from tools.page_words import (
    PageWordsError,
    Translation,
    catalogue,
    run_time_source,
    said_texts,
)

ROOT = Path(__file__).resolve().parent.parent
PYSCRIPT_DIST = Path("node_modules/@pyscript/core/dist")
PYODIDE_DIR = Path("node_modules/pyodide")
MICROPYTHON_DIR = Path("node_modules/@micropython/micropython-webassembly-pyscript")

# Loaded by pyodide.mjs at every start; no third-party wheels are shipped.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# The standard-library modules the AI worker imports (`tools/trace_worker_imports.py` writes it).
WORKER_STDLIB = ROOT / "tools" / "worker_stdlib.txt"
# PyScript loads the plain build (the -settrace/-ulab variants only with `debug`/`ulab`).
MICROPYTHON_FILES = ("micropython.mjs", "micropython.wasm")

TOP_LEVEL_FILES = (
    "pyscript.toml",
    "ai.toml",
    "manifest.webmanifest",
    "kitty.toml",
)
# Kitty Stack Tower's page: its own HTML and main-thread config, the same runtime and caches.
KITTY_PAGE = "kitty.html"
KITTY_CONFIG = "kitty.toml"
SERVICE_WORKER = "sw.js"
# The line of sw.js that the build replaces with the precache list and version.
PRECACHE_LINE = re.compile(r"^const PRECACHE = .*; // build: precache$", re.MULTILINE)
# The site's entries (the pages' and the AI worker's scripts) are in this package.
PACKAGE = "app"
PACKAGE_ZIP = "mixtour.zip"
# The packages the AI worker's zip holds: the games and the game-agnostic search they use.
WORKER_PACKAGES = ("mixtour", "kitty", "search")
# The main thread's config: the build lists the compiled modules in the site's copy.
MAIN_CONFIG = "pyscript.toml"
# Each page, its game and its main thread's config (each also in every other language).
PAGE_GAMES = {"index.html": ("mixtour", MAIN_CONFIG), KITTY_PAGE: ("kitty", KITTY_CONFIG)}
VENDOR = Path("web") / "vendor"

# A CLI entry point is never run in the browser.
ZIP_EXCLUDED_NAMES = frozenset({"__main__.py"})
# The games' table specs run on the pages' main thread only (their configs list them), never in
# the worker.
ZIP_EXCLUDED_FOLDERS = ("mixtour/ui/", "kitty/ui/")
# Precompressed variants of a file, `FILE.br` and `FILE.gz`, and the types worth compressing.
COMPRESSED_SUFFIXES = (".br", ".gz")
COMPRESSIBLE = frozenset(
    [".html", ".js", ".mjs", ".css", ".json", ".toml", ".py", ".wasm", ".svg", ".webmanifest"]
)
# Outside the checkout, like pip's cache, so that a fresh clone on the same machine reuses it.
COMPRESSION_CACHE = (
    Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "mixtour" / "compressed"
)
# A fixed timestamp makes the zip byte-identical for identical sources.
ZIP_DATE_TIME = (1980, 1, 1, 0, 0, 0)

_IMPORT = re.compile(r"""(?:\bfrom\s*|\bimport\s*\(\s*)["']\./([\w.-]+\.js)["']""")
_STATIC_IMPORT = re.compile(r"""\bfrom\s*["']\./([\w.-]+\.js)["']""")
# PyScript's plugin table in its core chunk: `name:()=>import("./name-HASH.js")`.
_PLUGIN = re.compile(r"""["']?([\w-]+)["']?:\(\)=>import\(["']\./([\w.-]+\.js)["']\)""")
# The end of the template of the page's Python start (web/page.html), before which the build
# adds the preload links: web/early.js puts them in the head once the first paint is on screen
# (so that no download of Python's start competes with the first paint), or at once in a page
# its service worker serves.
START_END = "  </template>\n  <!-- Before the first paint, one script"
# The scripts that run before the first paint, in this order, joined into one file that the
# page's head names (web/page.html): one render-blocking request instead of five, which
# Lighthouse's simulated first paint counts one round trip each. Each stays a file of its own in
# `web/`, with its one job; the site has only the joined file.
HEAD_SCRIPTS = ("guard.js", "storage.js", "lang.js", "early.js", "theme.js")
HEAD_BUNDLE = "head.js"
# The pages' one stylesheet, `web/style.css`, written by the build from these parts of
# `web/style/`, joined in this order as they are (the cascade is the order of the rules): one
# render-blocking request, as before the sources were split. Each part has one concern.
STYLE_PARTS = (
    "page.css",  # colours (light and dark), buttons, the bar, the table's grid
    "board.css",  # the board, its pieces, the marks of play, the result card
    "panels.css",  # under the board, the side panel, the dialogs, the moves and records
    "layout.css",  # a table that stays put, tap targets, one column and sideways phones
    "review.css",  # the game review, the evaluation bar, help, the guided first game
    "trois.css",  # Mixtour à trois's Blue pieces and their dark mode
    "last.css",  # less motion, the update notice, the languages' switch
)
STYLE = Path("web") / "style.css"
# PyScript's own Python package, `pyscript`, which PyScript imports before any script of a page
# runs: compiled to MicroPython's bytecode for the pages' main thread (`with_compiled_stdlib`).
PYSCRIPT_STDLIB = Path("node_modules/@pyscript/core/src/stdlib/pyscript")
STDLIB_BYTECODE = VENDOR / "pyscript" / "stdlib"
# What PyScript runs before a MicroPython script: its code that writes the package's sources
# into the file system (`"mpy"===t?CODE.replace(OPTIONAL,""):CODE`, the same as for Pyodide but
# for the parts Pyodide alone needs), then imports it. The build runs nothing there: the entry
# script imports the package compiled, a module at a time (`pyscript_stages`).
_MPY_PRELUDE = re.compile(r'"mpy"===(\w+)\?(\w+)\.replace\((\w+),""\):\2')
# The entry script yields to the browser once its imports have run this long: on a phone four
# times slower (Lighthouse's assumption) a slice, with the step that ends it, stays a short task.
# Its yields cost next to nothing (`window.mixtourYield`, web/early.js), so the slices are short.
START_SLICE_MS = 4


class BuildError(Exception):
    """The sources or node_modules are not what the build expects."""


class _PageScripts(HTMLParser):
    """What `index.html` tells PyScript: its scripts and its main-thread configs."""

    def __init__(self) -> None:
        super().__init__()
        self.sources: list[str] = []
        # Per script type: the main thread's script (not a worker's), by its `src`.
        self.main_scripts: dict[str, str] = {}
        # Per script type: the main-thread config's URL, or its inline TOML text.
        self.config_urls: dict[str, str] = {}
        self.inline_configs: dict[str, str] = {}
        self._inline_type: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        if tag == "script":
            src, config, kind = (
                attributes.get("src"),
                attributes.get("config"),
                attributes.get("type"),
            )
            if src:
                self.sources.append(src)
            if kind and src and "worker" not in attributes:
                self.main_scripts[kind] = src
            if kind and config and "worker" not in attributes:
                self.config_urls[kind] = config
        elif tag in ("py-config", "mpy-config"):
            kind = tag.removesuffix("-config")
            src = attributes.get("src")
            if src:
                self.config_urls[kind] = src
            else:
                self._inline_type = kind
                self.inline_configs[kind] = ""

    def handle_data(self, data: str) -> None:
        if self._inline_type:
            self.inline_configs[self._inline_type] += data

    def handle_endtag(self, tag: str) -> None:
        if tag in ("py-config", "mpy-config"):
            self._inline_type = None


def _page(index_html: str) -> _PageScripts:
    parser = _PageScripts()
    parser.feed(index_html)
    parser.close()
    return parser


def entry_scripts(index_html: str) -> list[str]:
    """The package's scripts that `index.html` runs directly, as repo-relative paths."""
    entries = []
    for src in _page(index_html).sources:
        if not src.endswith(".py"):
            continue
        if not src.startswith(f"./{PACKAGE}/"):
            raise BuildError(f"script src must be relative and inside {PACKAGE}/: {src!r}")
        entries.append(src.removeprefix("./"))
    return entries


def main_thread_entry(index_html: str) -> Path:
    """The MicroPython script `index.html` runs on the main thread, as a repo-relative path."""
    src = _page(index_html).main_scripts.get("mpy")
    if src is None:
        raise BuildError('index.html has no <script type="mpy" src=...> for the main thread')
    return Path(src.removeprefix("./"))


def write_main_thread(
    root: Path,
    entry: Path,
    out: Path,
    config_name: str = MAIN_CONFIG,
    language: str = "en",
    *,
    stdlib: tuple[Path, ...] = (),
) -> list[Path]:
    """The main thread's modules as bytecode, named in the site's `config_name` (the page's
    config, `pyscript.toml` for Mixtour's) or, in another language, its copy for that language
    (`pyscript.de.toml`), where the catalogue's name loads that language's joined catalogue
    (`tools/languages.py`); returns the `.mpy` files, relative to ``out``.

    The site's entry script imports the compiled entry module (PyScript runs a script's source,
    but an imported module loads from its `.mpy`): first the modules the entry imports, one at a
    time, in slices with a yield to the browser between them (`entry_script`), so that the start
    is several short tasks rather than one long one that holds the main thread (Lighthouse's
    Total Blocking Time). The config also lists ``stdlib``, PyScript's package compiled
    (`write_pyscript_stdlib`), at `./pyscript/`, where PyScript's code imports it from."""
    modules = imported_modules(root, entry)
    spoken = [_in_language(module, language) for module in modules]
    if language != "en":
        write_catalogue(root, language, out)  # before the modules: it is compiled from no file
    compiled = compile_modules(root, spoken, out)
    config = (root / config_name).read_text(encoding="utf-8")
    if "files" in tomllib.loads(config):
        raise BuildError(f"{config_name} must not have [files]: the build writes them")
    listing = "".join(
        f'"./{path.as_posix()}" = "./{module.with_suffix(".mpy").as_posix()}"\n'
        for path, module in zip(compiled, modules, strict=True)
    )
    listing += "".join(f'"./{path.as_posix()}" = "./pyscript/{path.name}"\n' for path in stdlib)
    (out / languages.file_in(config_name, language)).write_text(
        f"{config.rstrip()}\n\n# Written by tools/build_site.py.\n[files]\n{listing}",
        encoding="utf-8",
    )
    stages = pyscript_stages(root) + start_stages(root, entry)
    (out / entry).write_text(entry_script(stages), encoding="utf-8")
    return compiled


def write_catalogue(root: Path, language: str, out: Path) -> None:
    """Compile ``language``'s catalogue (`words/de/`) as the page runs it, its parts joined into
    one module, `words/de.mpy`, without the pages' static words, which the pages already hold
    (`page_words.run_time_source`)."""
    source = Path(*languages.catalogue_in(language).split(".")).with_suffix(".py")
    with tempfile.TemporaryDirectory(prefix="mixtour-words-") as folder:
        (Path(folder) / source).parent.mkdir(parents=True)
        (Path(folder) / source).write_text(run_time_source(root, language), encoding="utf-8")
        compile_module(Path(folder), source, out / source.with_suffix(".mpy"))


def _in_language(module: Path, language: str) -> Path:
    """The source of ``module`` in ``language``: for the catalogue (`table/catalogue.py`), the
    language's joined catalogue (`words/de.py`, which `write_catalogue` compiles); else itself."""
    if ".".join(module.with_suffix("").parts) != languages.CATALOGUE:
        return module
    return Path(*languages.catalogue_in(language).split(".")).with_suffix(".py")


def entry_script(stages: list[str]) -> str:
    """A script importing each of ``stages`` in turn, naming each step with a `performance.mark`
    (`mixtour:import NAME`) that profiles show (tools/trace_start.py lists the long tasks by
    them), and yielding to the browser first and then whenever a slice has run
    `START_SLICE_MS`. It yields by awaiting `window.mixtourYield()` (web/early.js: the
    browser's `scheduler.yield()`, which resumes in a task of its own at once), not
    MicroPython's `asyncio.sleep(0)`, a timer that the browser delays 4 ms once timers nest:
    that cost each yield 4 ms at least, idle, on any machine, and made the slices long (10 ms)
    to yield seldom (figures: docs/measurements.md).

    The steps are data, a tuple the script loops over, not a block of lines each: MicroPython
    compiles the script from its source at every start, in the task before the first step
    (an unrolled script of a hundred steps took 12-22 ms of CPU there).

    The last step, the page's own module, which starts the table and draws what the build did
    not, is the longest: it begins a slice of its own, not one that has run nearly
    `START_SLICE_MS` already.

    A module listed before its package (`start_stages`: the engine's modules, which its
    `__init__` imports) is imported under a stand-in for the package, which MicroPython's
    import reads only for its `__path__`, the package's folder; the package's `__init__`
    then finds its modules imported, and the package gets them as attributes from the stand-in
    (as an import inside its `__init__` would have given them), but for a name its `__init__`
    gave something else (`pyscript.workers` is the package's `workers` object, not the module
    `pyscript/workers.py`, as in CPython)."""
    steps: list[tuple[str, str, bool]] = []  # (module, package to stand in for, stood in for)
    done: set[str] = set()
    ahead: set[str] = set()  # the packages with modules imported before them
    for stage in stages:
        package = stage.rpartition(".")[0]
        stand_in = ""
        if package and package not in done | ahead and package in stages:
            ahead.add(package)
            stand_in = package
        steps.append((stage, stand_in, stage in ahead))
        done.add(stage)
    lines = [
        "import sys",
        "from js import window",
        "class Package:",
        "    def __init__(self, folder):",
        "        self.__path__ = folder",
        "    def give(self, package):",
        "        for name, module in self.__dict__.items():",
        '            if name != "__path__" and not hasattr(package, name):',
        "                setattr(package, name, module)",
        "STEPS = (",
        *(f"    {step!r}," for step in steps),
        ")",
        "await window.mixtourYield()",
        "sliced = window.performance.now()",
        "for stage, stand_in, stood_in_for in STEPS:",
        f"    if window.performance.now() - sliced > {START_SLICE_MS} or stage == {stages[-1]!r}:",
        "        await window.mixtourYield()",
        "        sliced = window.performance.now()",
        '    window.performance.mark("mixtour:import " + stage)',
        "    if stand_in:",
        '        sys.modules[stand_in] = Package(stand_in.replace(".", "/"))',
        "    if stood_in_for:",
        "        held = sys.modules.pop(stage)",
        "    __import__(stage)",
        "    if stood_in_for:",
        "        held.give(sys.modules[stage])",
    ]
    return "".join(f"{line}\n" for line in lines)


def early_chunks(dist: Path, disabled: set[str]) -> list[str]:
    """PyScript's chunks that the page imports before its main-thread script can run:
    `core.js`'s static imports, the TOML parser (the configs are TOML) and the plugins that
    are not turned off. The rest (zip, Pyodide's) load later, for the worker."""
    chunks = _STATIC_IMPORT.findall((dist / "core.js").read_text(encoding="utf-8"))
    for chunk in list(chunks):
        code = (dist / chunk).read_text(encoding="utf-8")
        chunks += [name for name in _IMPORT.findall(code) if name.startswith("toml-")]
        chunks += [name for plugin, name in _PLUGIN.findall(code) if plugin not in disabled]
    return sorted(set(chunks))


def preload_links(chunks: list[str], fetched: list[str]) -> str:
    """`<link>`s that start every download of the main thread's start at once, instead of one
    after another as each file names the next: PyScript's ``chunks`` and MicroPython's module
    as modules, and the ``fetched`` files (configs, WebAssembly, bytecode) as PyScript fetches
    them (same-origin `fetch()`, hence `crossorigin`, or the browser downloads them twice)."""
    modules = [f"./{VENDOR.as_posix()}/pyscript/{chunk}" for chunk in chunks]
    modules.append(f"./{VENDOR.as_posix()}/micropython/micropython.mjs")
    links = [f'<link rel="modulepreload" href="{url}">' for url in modules]
    links += [f'<link rel="preload" as="fetch" crossorigin href="./{url}">' for url in fetched]
    return "\n  ".join(links)


def with_preloads(index_html: str, links: str) -> str:
    """The page with ``links`` in its Python start's template, which web/early.js puts in the
    head once the first paint is on screen (so that no download of the start comes first), or
    at once in a page its service worker serves."""
    if index_html.count(START_END) != 1:
        raise BuildError(f"the page should have one {START_END!r}, the end of its Python start")
    return index_html.replace(START_END, f"  {links}\n{START_END}")


def write_pyscript_stdlib(root: Path, out: Path) -> tuple[Path, ...]:
    """PyScript's package `pyscript` compiled to MicroPython's bytecode in `STDLIB_BYTECODE`;
    returns the files, relative to ``out``."""
    sources = sorted((root / PYSCRIPT_STDLIB).glob("*.py"))
    if not sources:
        raise BuildError(f"missing {root / PYSCRIPT_STDLIB}; run `npm ci`")
    written = []
    for source in sources:
        target = STDLIB_BYTECODE / source.with_suffix(".mpy").name
        try:
            compile_module(root, source.relative_to(root), out / target)
        except BytecodeError as error:
            raise BuildError(str(error)) from error
        written.append(target)
    return tuple(written)


def with_compiled_stdlib(chunk: str) -> str:
    """PyScript's chunk without its code before a MicroPython script.

    That code wrote the package's 14 modules (30 KB of source, in string literals of that same
    code) into MicroPython's file system with `pathlib`, then imported them: MicroPython compiled
    both the code and the package in one task before the page's script began, the longest task
    of the start (≈ 0.1-0.5 s in Chromium slowed down 4x, docs/measurements.md). The pages'
    configs give the package compiled (`write_pyscript_stdlib`), and the page's script imports
    it in steps (`pyscript_stages`): imported at once, before the script, it was still the
    start's longest task (31-44 ms of CPU at full speed). Pyodide's code (the AI worker) is left
    as it was."""
    return _MPY_PRELUDE.sub(lambda found: f'"mpy"==={found[1]}?"":{found[2]}', chunk)


def pyscript_stages(root: Path) -> list[str]:
    """PyScript's package `pyscript` as the entry script's first steps: its modules one by one
    (none of them takes a name from the package as it is imported), then its `__init__`."""
    return start_stages(
        root / PYSCRIPT_STDLIB.parent,
        PYSCRIPT_STDLIB.relative_to(PYSCRIPT_STDLIB.parent) / "__init__.py",
        (PYSCRIPT_STDLIB.name,),
    )


def write_head_script(web: Path, target: Path) -> None:
    """`HEAD_SCRIPTS` of the folder ``web``, in their order, as one script ``target``, without
    their comment lines and blank lines (two fifths of their bytes, which the first paint and a
    redirect to the page in another language wait for). Each file's `"use strict"` stays: the
    first one makes the whole script strict, and each file's code is its own block or function,
    as it was in a file apart."""
    parts = []
    for name in HEAD_SCRIPTS:
        source = web / name
        if not source.is_file():
            raise BuildError(f"missing {source}")
        lines = source.read_text(encoding="utf-8").splitlines()
        if any(line.count("`") % 2 for line in lines):
            # Inside a template literal a line beginning with // is text, not a comment.
            raise BuildError(f"{source}: a template literal over several lines")
        code = [line for line in lines if line.strip() and not line.lstrip().startswith("//")]
        parts.append("".join(f"{line}\n" for line in [f"// ---- web/{name}", *code]))
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("".join(parts), encoding="utf-8")


def write_style(web: Path, target: Path) -> None:
    """`STYLE_PARTS` of the folder ``web``'s `style/`, in their order, as one stylesheet
    ``target``: their bytes joined, nothing added or taken away. A part missing from the list,
    or listed but missing, fails the build."""
    folder = web / "style"
    found = sorted(path.name for path in folder.glob("*.css"))
    if found != sorted(STYLE_PARTS):
        raise BuildError(f"{folder} has {found}, the build joins {sorted(STYLE_PARTS)}")
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(b"".join((folder / name).read_bytes() for name in STYLE_PARTS))


def _disabled_in(config_text: str) -> set[str]:
    plugins = tomllib.loads(config_text).get("plugins", [])
    return {p[1:] for p in plugins if isinstance(p, str) and p.startswith("!")}


def disabled_plugins(root: Path, index_html: str) -> set[str]:
    """The PyScript plugins that no script type loads.

    PyScript loads every plugin for each script type (`py`, `mpy`) unless that type's
    main-thread config turns it off with `"!name"`; a type without such a config loads all.
    """
    page = _page(index_html)
    disabled = None
    for kind in ("py", "mpy"):
        if kind in page.inline_configs:
            text = page.inline_configs[kind]
        elif kind in page.config_urls:
            text = (root / page.config_urls[kind]).read_text(encoding="utf-8")
        else:
            text = ""
        this_type = _disabled_in(text)
        disabled = this_type if disabled is None else disabled & this_type
    return disabled or set()


def _plugin_of(chunk: str, plugins: set[str]) -> bool:
    # Chunks are named `<name>-<hash>.js`, and codemirror's parts `codemirror_<part>-<hash>.js`.
    return any(chunk.startswith((f"{p}-", f"{p}_")) for p in plugins)


def pyscript_files(dist: Path, skipped_plugins: set[str]) -> list[str]:
    """`core.js` and every chunk it can import, except those only disabled plugins import."""
    needed: set[str] = set()
    pending = ["core.js"]
    while pending:
        name = pending.pop()
        if name in needed:
            continue
        path = dist / name
        if not path.is_file():
            raise BuildError(f"{path} is imported but missing; run `npm ci`")
        needed.add(name)
        for imported in _IMPORT.findall(path.read_text(encoding="utf-8")):
            if not _plugin_of(imported, skipped_plugins):
                pending.append(imported)
    return sorted(needed)


def package_modules(root: Path, excluded: set[str]) -> list[Path]:
    """The worker packages' `.py` files to zip, relative to `root`, in a stable order."""
    modules = []
    for path in sorted(p for package in WORKER_PACKAGES for p in (root / package).rglob("*.py")):
        relative = path.relative_to(root)
        if "__pycache__" in relative.parts or path.name in ZIP_EXCLUDED_NAMES:
            continue
        if relative.as_posix().startswith(ZIP_EXCLUDED_FOLDERS):
            continue
        if relative.as_posix() not in excluded:
            modules.append(relative)
    return modules


def write_zip(root: Path, modules: list[Path], target: Path) -> None:
    with zipfile.ZipFile(target, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for module in modules:
            info = zipfile.ZipInfo(module.as_posix(), date_time=ZIP_DATE_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, (root / module).read_bytes())


def stdlib_modules(names: list[str]) -> dict[str, str]:
    """The modules a standard-library zip holds, by dotted name, each with its file's name
    (source, `.py`, or bytecode, `.pyc`)."""
    modules = {}
    for name in names:
        if not name.endswith((".py", ".pyc")):
            continue
        parts = name.removesuffix(".pyc").removesuffix(".py").split("/")
        if parts[-1] == "__init__":
            parts.pop()
        modules[".".join(parts)] = name
    return modules


def write_trimmed_stdlib(full: Path, needed: list[str], target: Path) -> None:
    """A copy of the standard-library zip `full` with only the modules ``needed`` (and the
    folders that hold them, which Python's zip importer does not need but keeps the layout).
    Raises BuildError for a needed module the zip does not hold."""
    with zipfile.ZipFile(full) as source:
        files = stdlib_modules(source.namelist())
        missing = [name for name in needed if name not in files]
        if missing:
            raise BuildError(f"{full} has no module {missing[0]!r} (see {WORKER_STDLIB.name})")
        kept = {files[name] for name in needed}
        folders = {name for name in source.namelist() if name.endswith("/")}
        kept |= {folder for folder in folders if any(n.startswith(folder) for n in kept)}
        with zipfile.ZipFile(target, "w", compression=zipfile.ZIP_DEFLATED) as trimmed:
            for info in source.infolist():
                if info.filename in kept:
                    trimmed.writestr(info, source.read(info), compresslevel=9)


def write_worker_bytecode(root: Path, source: Path, target: Path) -> None:
    """``source``, a zip of Python modules, with each module compiled to bytecode by the
    site's own Pyodide (`tools/pyodide_bytecode.mjs`), written to ``target``."""
    done = subprocess.run(
        ["node", str(root / "tools" / "pyodide_bytecode.mjs"), str(source), str(target)],
        env={**os.environ, "CACHE": str(COMPRESSION_CACHE)},
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise BuildError(f"tools/pyodide_bytecode.mjs failed:\n{done.stderr[-2000:]}")


def write_lock_file(full: Path, target: Path) -> None:
    """Pyodide's lock file without its packages: it is fetched at every start, and its 350
    entries describe wheels this site neither ships nor loads (a load would fail offline)."""
    lock = json.loads(full.read_text(encoding="utf-8"))
    lock["packages"] = {}
    target.write_text(json.dumps(lock, separators=(",", ":")), encoding="utf-8")


def worker_stdlib() -> list[str]:
    """The module names of `WORKER_STDLIB`."""
    return WORKER_STDLIB.read_text(encoding="utf-8").split()


def _copy(source: Path, target: Path) -> None:
    if not source.is_file():
        raise BuildError(f"missing {source}; run `npm ci`")
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)


def precache_manifest(out: Path) -> dict[str, object]:
    """Every file of the built site but the service worker, with its SHA-256, and a version."""
    files = {
        path.relative_to(out).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(out.rglob("*"))
        if path.is_file()
        and path.relative_to(out).as_posix() != SERVICE_WORKER
        and path.suffix not in COMPRESSED_SUFFIXES
    }
    listing = "".join(f"{name} {digest}\n" for name, digest in files.items())
    version = hashlib.sha256(listing.encode()).hexdigest()[:16]
    return {"version": version, "files": files}


def write_service_worker(root: Path, out: Path) -> str:
    """Write `out/sw.js` from `root/sw.js` with the precache list of `out`; return the version.

    Run after every other file is in place (a test also runs it again after changing a file).
    """
    source = (root / SERVICE_WORKER).read_text(encoding="utf-8")
    manifest = precache_manifest(out)
    line = f"const PRECACHE = {json.dumps(manifest, indent=2)};"
    worker, count = PRECACHE_LINE.subn(lambda _: line, source)
    if count != 1:
        raise BuildError(f"{root / SERVICE_WORKER} has no line `{PRECACHE_LINE.pattern}`")
    (out / SERVICE_WORKER).write_text(worker, encoding="utf-8")
    return str(manifest["version"])


def prerendered(index_html: str, root: Path, game: str, language: str = "en") -> str:
    """A page with each `<!-- prerender:NAME -->` marker replaced by what `tools/prerender.py`
    draws for ``game`` in ``language`` with the page's own Python (run apart, so that the build
    imports nothing of the package it ships)."""
    drawn = subprocess.run(
        [sys.executable, str(root / "tools" / "prerender.py"), game, language],
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root)},
        capture_output=True,
        text=True,
        check=False,
    )
    if drawn.returncode != 0:
        raise BuildError(f"tools/prerender.py failed:\n{drawn.stderr}")
    fragments: dict[str, str] = json.loads(drawn.stdout)
    html = index_html
    for name, fragment in fragments.items():
        marker = f"<!-- prerender:{name} -->"
        if html.count(marker) != 1:
            raise BuildError(f"the {game} page should have one {marker}")
        html = html.replace(marker, fragment)
    if "<!-- prerender:" in html:
        raise BuildError(f"the {game} page has a marker that tools/prerender.py does not draw")
    return html


def write_page(
    root: Path,
    out: Path,
    name: str,
    html: str,
    *,
    chunks: list[str],
    language: str,
    stdlib: tuple[Path, ...] = (),
) -> None:
    """The page ``name`` (from its ``html``) in ``language``: its main thread's modules as
    bytecode in its config (the page's words in its language), and the page, prerendered in
    that language, with the preload links of its start (PyScript's chunks and MicroPython are
    the same files for every page, so one visit caches them for all)."""
    game, config = PAGE_GAMES[name]
    html = prerendered(html, root, game, language)
    entry = main_thread_entry(html)
    try:
        compiled = write_main_thread(root, entry, out, config, language, stdlib=stdlib)
    except BytecodeError as error:
        raise BuildError(str(error)) from error
    fetched = [languages.file_in(config, language)]
    fetched += [f"{VENDOR.as_posix()}/micropython/micropython.wasm"]
    fetched += [path.as_posix() for path in stdlib]
    fetched += [path.as_posix() for path in compiled] + [entry.as_posix()]
    page = with_preloads(html, preload_links(chunks, fetched))
    (out / languages.file_in(name, language)).write_text(page, "utf-8")


def build(root: Path, out: Path, *, trim_stdlib: bool = True) -> list[Path]:
    """Build the site from `root` into `out` (emptied first); return the files written.

    ``trim_stdlib=False`` ships Pyodide's whole standard library (to trace what is needed)."""
    for name in TOP_LEVEL_FILES:
        if not (root / name).is_file():
            raise BuildError(f"missing {root / name}")
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)

    for name in TOP_LEVEL_FILES:
        _copy(root / name, out / name)
    index_html = pages.page(root, "index.html")
    both = entry_scripts(index_html) + entry_scripts(pages.page(root, KITTY_PAGE))
    entries = sorted(set(both))
    for entry in entries:
        _copy(root / entry, out / entry)
    sources = out / (PACKAGE_ZIP + ".py")
    write_zip(root, package_modules(root, set(entries)), sources)
    write_worker_bytecode(root, sources, out / PACKAGE_ZIP)
    sources.unlink()

    web = root / "web"
    if web.is_dir():
        # Joined into one, or the pages' template and its words: no page loads them.
        left_out = {web / name for name in HEAD_SCRIPTS}
        left_out |= {web / "style" / name for name in STYLE_PARTS}
        left_out |= {root / pages.TEMPLATE, *web.glob("page.*.toml")}
        for path in sorted(web.rglob("*")):
            relative = path.relative_to(root)
            if path.is_file() and not relative.is_relative_to(VENDOR) and path not in left_out:
                _copy(path, out / relative)
        write_head_script(web, out / "web" / HEAD_BUNDLE)
        write_style(web, out / STYLE)

    skipped = disabled_plugins(root, index_html)
    preludes = 0
    for name in pyscript_files(root / PYSCRIPT_DIST, skipped):
        code = (root / PYSCRIPT_DIST / name).read_text(encoding="utf-8")
        preludes += len(_MPY_PRELUDE.findall(code))
        target = out / VENDOR / "pyscript" / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(with_compiled_stdlib(code), encoding="utf-8")
    if preludes != 1:
        raise BuildError(
            f"PyScript's code before a MicroPython script found {preludes} times, not once: "
            "check what it runs now, then update _MPY_PRELUDE (tools/build_site.py)"
        )
    stdlib = write_pyscript_stdlib(root, out)
    chunks = early_chunks(root / PYSCRIPT_DIST, skipped)
    for language in languages.LANGUAGES:
        words = None if language == "en" else Translation(catalogue(root, language))
        for name in PAGE_GAMES:
            html = pages.page(root, name, language, words)
            write_page(root, out, name, html, chunks=chunks, language=language, stdlib=stdlib)
        if words is not None:
            try:
                words.check(set(said_texts(root)))
            except PageWordsError as error:
                raise BuildError(f"the pages in {language!r}: {error}") from error
    for name in PYODIDE_FILES:
        target = out / VENDOR / "pyodide" / name
        if name == "python_stdlib.zip" and trim_stdlib:
            trimmed = out / "python_stdlib.py.zip"
            write_trimmed_stdlib(root / PYODIDE_DIR / name, worker_stdlib(), trimmed)
            write_worker_bytecode(root, trimmed, target)
            trimmed.unlink()
        elif name == "pyodide-lock.json":
            write_lock_file(root / PYODIDE_DIR / name, target)
        else:
            _copy(root / PYODIDE_DIR / name, target)
    for name in MICROPYTHON_FILES:
        _copy(root / MICROPYTHON_DIR / name, out / VENDOR / "micropython" / name)
    runtime = out / VENDOR / "micropython" / "micropython.mjs"
    runtime.write_text(with_plain_errno(runtime.read_text(encoding="utf-8")), "utf-8")

    write_service_worker(root, out)
    precompress(root, sorted(p for p in out.rglob("*") if p.suffix in COMPRESSIBLE))
    return sorted(p for p in out.rglob("*") if p.is_file())


# Emscripten's file-system error in MicroPython's runtime: an `Error` (so a stack trace, taken
# at each throw), with `strerror()` decoded for its message and its errno's name looked up.
HEAVY_ERRNO = (
    'ErrnoError:class extends Error{name="ErrnoError";constructor(errno){for(var key in '
    'super(runtimeInitialized?(errno=>UTF8ToString(_strerror(errno)))(errno):""),'
    "this.errno=errno,ERRNO_CODES)if(ERRNO_CODES[key]===errno){this.code=key;break}}}"
)
PLAIN_ERRNO = 'ErrnoError:class{name="ErrnoError";constructor(errno){this.errno=errno}}'


def with_plain_errno(runtime: str) -> str:
    """MicroPython's runtime with a plain object for Emscripten's file-system errors.

    MicroPython's `import` looks for each module under several names (`NAME/`, `NAME.py`,
    `NAME.mpy`) in each folder of `sys.path`, and every name that is not there throws an
    `ErrnoError` inside the runtime, which its system-call wrapper catches at once and turns into
    the errno MicroPython reads (by `name` and `errno`, nothing else). Built as an `Error`, each
    took a stack trace and decoded a message nobody reads: up to a tenth of the main thread's
    busy time before the page's own Python ran, in CPU profiles at 4x slowdown (blocking time
    before the board is playable 0.78x without it, tools/trace_start.py). The plain object
    keeps `name` and `errno`."""
    if runtime.count(HEAVY_ERRNO) != 1:
        raise BuildError(
            "micropython.mjs: Emscripten's ErrnoError is not as expected; check that its "
            "users still read only `name` and `errno`, then update HEAVY_ERRNO"
        )
    return runtime.replace(HEAVY_ERRNO, PLAIN_ERRNO)


def precompress(root: Path, files: list[Path]) -> None:
    """Write `FILE.br` and `FILE.gz` beside each of ``files`` (see `tools/compress.mjs`)."""
    done = subprocess.run(
        ["node", str(root / "tools" / "compress.mjs"), *map(str, files)],
        env={**os.environ, "CACHE": str(COMPRESSION_CACHE)},
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise BuildError(f"tools/compress.mjs failed:\n{done.stderr[-2000:]}")


def _size(path: Path, suffix: str) -> int:
    """The size of ``path`` as served with the encoding of ``suffix``, precompressed or not."""
    variant = path.with_name(path.name + suffix)
    return variant.stat().st_size if variant.is_file() else path.stat().st_size


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "_site", help="output folder")
    args = parser.parse_args(argv)
    try:
        files = build(ROOT, args.out)
    except BuildError as error:
        print(f"build_site: {error}", file=sys.stderr)
        return 1
    site = [p for p in files if p.suffix not in COMPRESSED_SUFFIXES]
    total = sum(p.stat().st_size for p in site)
    served = {
        suffix: sum(min(p.stat().st_size, _size(p, suffix)) for p in site)
        for suffix in COMPRESSED_SUFFIXES
    }
    print(
        f"built {args.out}: {len(site)} files, {total:,} bytes"
        f" ({served['.br']:,} brotli-served, {served['.gz']:,} gzip-served)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
