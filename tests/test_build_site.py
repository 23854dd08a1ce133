"""The site build: it ships what each page loads (Mixtour's `index.html`, Kitty Stack Tower's
`kitty.html`), the AI worker's packages as one zip, and nothing else."""

import ast
import gzip
import json
import re
import socket
import struct
import subprocess
import time
import tomllib
import types
import urllib.parse
import urllib.request
import zipfile
from pathlib import Path

import pytest
from micropython_run import micropython_output

from kitty.ai.player import LEVELS as KITTY_LEVELS
from kitty.ai.player import RECORDS as KITTY_RECORDS
from mixtour.ai.levels import LEVELS as MIXTOUR_LEVELS
from mixtour.ai.levels import RECORDS as MIXTOUR_RECORDS
from tools.build_site import (
    COMPRESSED_SUFFIXES,
    MICROPYTHON_DIR,
    PLAIN_ERRNO,
    PYODIDE_DIR,
    ROOT,
    START_SLICE_MS,
    STYLE_PARTS,
    BuildError,
    build,
    disabled_plugins,
    entry_script,
    entry_scripts,
    precache_manifest,
    pyscript_stages,
    with_plain_errno,
    write_style,
)
from tools.bytecode import imported_modules, start_stages
from tools.pages import page
from tools.serve import serving

# The site's entries (app/): the AI worker's for both games, and each page's main thread's.
WORKER_ENTRY = "app/worker.py"
MAIN_ENTRY = "app/mixtour.py"
KITTY_ENTRY = "app/kitty.py"
ENTRY_SCRIPTS = sorted([WORKER_ENTRY, MAIN_ENTRY, KITTY_ENTRY])
# Each page, its main thread's config and entry, and the game of that page.
PAGES = [
    ("index.html", "pyscript.toml", MAIN_ENTRY, "mixtour"),
    ("kitty.html", "kitty.toml", KITTY_ENTRY, "kitty"),
]


@pytest.fixture(scope="module")
def site(built_site: Path) -> Path:
    return built_site


def names(folder: Path) -> set[str]:
    """The files of ``folder``, without the precompressed variants the build adds."""
    return {p.name for p in folder.iterdir() if p.suffix not in COMPRESSED_SUFFIXES}


def test_runtimes_are_only_the_files_the_page_loads(site: Path) -> None:
    vendor = site / "web" / "vendor"
    assert names(vendor) == {"micropython", "pyodide", "pyscript"}
    assert names(vendor / "micropython") == {"micropython.mjs", "micropython.wasm"}
    assert names(vendor / "pyodide") == {
        "pyodide.mjs",
        "pyodide.asm.mjs",
        "pyodide.asm.wasm",
        "python_stdlib.zip",
        "pyodide-lock.json",
    }
    pyscript = names(vendor / "pyscript")
    assert "core.js" in pyscript
    assert not [n for n in pyscript if n.endswith(".map")]
    # Editor and terminal plugins are turned off, so their heavy chunks stay out of the site.
    assert not [n for n in pyscript if re.match(r"(codemirror|xterm|py-editor|py-terminal)", n)]


def test_the_web_folder_ships_only_what_the_pages_load(site: Path) -> None:
    # Each file is named by a page, the manifest or another of them; the pages' template and
    # its word catalogues are the build's sources, loaded by no page.
    web = site / "web"
    shipped = [
        path
        for path in web.rglob("*")
        if path.is_file()
        and not path.relative_to(web).is_relative_to("vendor")
        and path.suffix not in COMPRESSED_SUFFIXES
    ]
    loaders = [site / f"{page}.html" for page in ("index", "kitty", "index.de", "kitty.de")]
    loaders += [site / "manifest.webmanifest"]
    loaders += [path for path in shipped if path.suffix in (".js", ".css")]
    texts = {path: path.read_text(encoding="utf-8") for path in loaders}
    unloaded = [
        path.relative_to(site).as_posix()
        for path in shipped
        if not any(path.name in text for loader, text in texts.items() if loader != path)
    ]
    assert unloaded == []
    assert (web / "style.css").is_file() and (web / "icons" / "icon-512.png").is_file()


def test_pyscript_chunks_are_complete(site: Path) -> None:
    # Every chunk a shipped chunk imports is shipped, unless a disabled plugin imports it.
    pyscript = site / "web" / "vendor" / "pyscript"
    for chunk in pyscript.glob("*.js"):
        for imported in re.findall(r"""from\s*["']\./([\w.-]+\.js)""", chunk.read_text()):
            assert (pyscript / imported).is_file(), f"{chunk.name} imports {imported}"


def test_worker_gets_the_package_as_one_zip_of_bytecode_without_entry_scripts(site: Path) -> None:
    with zipfile.ZipFile(site / "mixtour.zip") as zf:
        zipped = {name: zf.read(name) for name in zf.namelist()}
    expected = {
        p.relative_to(ROOT).as_posix()
        for package in ("mixtour", "kitty", "search")
        for p in (ROOT / package).rglob("*.py")
        if "__pycache__" not in p.parts
        and p.name != "__main__.py"
        and not p.relative_to(ROOT).as_posix().startswith(("mixtour/ui/", "kitty/ui/"))
    }
    assert set(zipped) == {name + "c" for name in expected}
    assert {"mixtour/__init__.pyc", "search/mcts.pyc", "kitty/ai/seats.pyc"} <= set(zipped)
    # The pages' table and DOM run on the main thread only; the worker's entry is a script.
    assert not [name for name in zipped if name.startswith(("table/", "app/", "mixtour/ui/"))]
    # Each a .pyc that Python loads as it is, never checked against a source (PEP 552 flags 0b01).
    assert {int.from_bytes(data[4:8], "little") for data in zipped.values()} == {1}
    assert (site / WORKER_ENTRY).read_bytes() == (ROOT / WORKER_ENTRY).read_bytes()
    assert tomllib.loads((site / "ai.toml").read_text())["files"] == {"./mixtour.zip": "./*"}


@pytest.mark.parametrize(("html", "config", "entry", "game"), PAGES)
def test_main_thread_runs_from_bytecode_alone(
    site: Path, html: str, config: str, entry: str, game: str
) -> None:
    listed = tomllib.loads((site / config).read_text())["files"]
    # PyScript's own package, compiled, is listed too (the test above): preloaded as well.
    files = {url: path for url, path in listed.items() if not path.startswith("./pyscript/")}
    # Each module the page's entry imports, compiled, at its own path; no source and no zip.
    assert set(files) == {
        f"./{module.with_suffix('.mpy').as_posix()}"
        for module in imported_modules(ROOT, Path(entry))
    }
    shared = {"./app/dom.mpy", "./table/controller.mpy", "./table/model.mpy"}
    assert shared | {f"./{game}/game.mpy", f"./{game}/ui/spec.mpy"} <= set(files)
    assert not [name for name in files if "/ai/" in name]  # the search stays in the worker
    other = "kitty" if game == "mixtour" else "mixtour"
    assert not [
        name for name in files if name.startswith(f"./{other}/")
    ]  # no game imports the other
    for url, path in files.items():
        assert url == path
        assert (site / url).read_bytes()[:2] == b"M\x06"  # MicroPython's .mpy, version 6
    # The page preloads every one of them, so that their downloads start at once.
    preloaded = re.findall(
        r'<link rel="preload" as="fetch" crossorigin href="([^"]+)">', (site / html).read_text()
    )
    assert set(listed) <= set(preloaded)
    # The script PyScript runs imports PyScript's package and the compiled page in steps,
    # yielding to the browser first and then whenever a slice has run START_SLICE_MS, so that no
    # one task holds the main thread for the whole start. Every module it imports is a step of
    # its own, after those it imports itself. The steps are a tuple the script loops over.
    script = (site / entry).read_text()
    listing = script[script.index("STEPS = (") + len("STEPS = ") : script.index("\n)\n") + 2]
    steps = ast.literal_eval(listing)
    assert script.split(listing)[1].splitlines()[1:8] == [
        "await window.mixtourYield()",
        "sliced = window.performance.now()",
        "for stage, stand_in, stood_in_for in STEPS:",
        f"    if window.performance.now() - sliced > {START_SLICE_MS}"
        f" or stage == {entry.removesuffix('.py').replace('/', '.')!r}:",
        "        await window.mixtourYield()",
        "        sliced = window.performance.now()",
        '    window.performance.mark("mixtour:import " + stage)',
    ]
    imported = [name for name, _, _ in steps]
    # PyScript's package comes first, its modules before its `__init__` (PyScript's own code
    # imported it whole, in one task before the script).
    assert imported[: imported.index("pyscript") + 1] == pyscript_stages(ROOT)
    assert imported.index("pyscript.context") < imported.index("pyscript")
    assert imported.index("pyscript") < imported.index("app.dom")
    assert imported[-1] == entry.removesuffix(".py").replace("/", ".")
    assert imported.index("table.words") < imported.index("table.controller")
    assert imported.index("table.controller") < imported.index("app.dom")
    assert imported.index(f"{game}.ui.words") < imported.index(f"{game}.ui.spec")
    assert imported.index(game) < imported.index(f"{game}.ui.spec")
    # The engine's modules, which its `__init__` imports, are steps of their own before it: its
    # rules (game.py) are not one step with the whole engine.
    assert imported.index(f"{game}.game") < imported.index(game)


# The entry script's page-only names, for MicroPython in Node: a window whose yields and marks
# do nothing, and the script's top-level awaits inside a coroutine, run to its end at once.
ENTRY_IN_NODE = """class Performance:
    def now(self):
        return 0.0
    def mark(self, name):
        pass
class Window:
    performance = Performance()
    async def mixtourYield(self):
        pass
window = Window()
async def start():
{body}
    import mixtour
    import sys
    print(mixtour.game is sys.modules["mixtour.game"], mixtour.Game is mixtour.game.Game)
    game = mixtour.Game()
    game.play("c3")
    print(game.position())
try:
    start().send(None)
except StopIteration:
    pass
"""


@pytest.mark.runtime
@pytest.mark.timeout(120)
def test_the_engines_modules_imported_ahead_of_it_make_the_same_package(tmp_path: Path) -> None:
    # MicroPython imports each of the engine's modules under a stand-in for the package, then the
    # package's `__init__`, which finds them imported: the package is whole, its modules its
    # attributes, as when its `__init__` imports them.
    stages = start_stages(ROOT, Path("mixtour/game.py"))
    assert stages.index("mixtour.moves") < stages.index("mixtour")
    lines = entry_script(stages).splitlines()
    lines.remove("from js import window")
    script = tmp_path / "entry.py"
    script.write_text(ENTRY_IN_NODE.format(body="\n".join(f"    {line}" for line in lines)))
    assert micropython_output(script).splitlines() == ["True True", "c3=w r 19/20 0/0 -"]


def test_a_package_keeps_what_its_init_bound_over_a_module_of_that_name() -> None:
    # `pyscript/__init__.py` binds `workers` to an object from its module `pyscript.workers`
    # (as CPython's import leaves it); the stand-in it is imported ahead of must not give the
    # package back the module under that name (the page's AI worker then failed to start).
    script = entry_script(["pyscript.workers", "pyscript.ffi", "pyscript"])
    namespace: dict[str, object] = {}
    exec(script[script.index("class Package:") : script.index("STEPS = (")], namespace)
    stand_in = namespace["Package"]("pyscript")  # type: ignore[operator]
    stand_in.workers = types.ModuleType("pyscript.workers")
    stand_in.ffi = types.ModuleType("pyscript.ffi")
    package = types.ModuleType("pyscript")
    package.workers = {"ai": "the worker"}  # type: ignore[attr-defined]
    stand_in.give(package)
    assert package.workers == {"ai": "the worker"}
    assert package.ffi is stand_in.ffi


def test_build_is_reproducible(site: Path, tmp_path: Path) -> None:
    again = tmp_path / "_site"
    build(ROOT, again)
    assert (again / "mixtour.zip").read_bytes() == (site / "mixtour.zip").read_bytes()
    assert sorted(p.relative_to(again) for p in again.rglob("*")) == sorted(
        p.relative_to(site) for p in site.rglob("*")
    )


def test_every_url_is_relative(site: Path) -> None:
    # Relative URLs let the site work under any sub-path, such as /mixtour/ on a static host.
    for page_name in ("index.html", "kitty.html"):
        html = (site / page_name).read_text()
        urls = re.findall(r'(?:src|href|config)="([^"]+)"', html)
        assert urls
        for url in urls:
            assert url.startswith(("./", "data:", "#")), f"{page_name}: {url}"
    for name in ("pyscript.toml", "kitty.toml", "ai.toml"):
        config = tomllib.loads((site / name).read_text())
        for url in [config["interpreter"], *config["files"]]:
            assert url.startswith("./"), f"{name}: {url}"
            assert (site / url).is_file(), f"{name}: {url} is not in the site"


def test_entry_scripts_are_read_from_the_pages() -> None:
    found = entry_scripts(page(ROOT, "index.html")) + entry_scripts(page(ROOT, "kitty.html"))
    assert sorted(set(found)) == ENTRY_SCRIPTS


def test_a_plugin_is_left_out_only_when_both_script_types_turn_it_off() -> None:
    html = """
        <py-config>plugins = ["!py-editor", "!py-terminal"]</py-config>
        <script type="mpy" src="./app/mixtour.py" config="./pyscript.toml"></script>
    """
    # pyscript.toml turns off py-editor, py-terminal and more.
    assert disabled_plugins(ROOT, html) == {"py-editor", "py-terminal"}
    assert disabled_plugins(ROOT, '<script type="mpy" config="./pyscript.toml"></script>') == set()


@pytest.mark.parametrize(
    ("name", "cell", "cells", "mode"),
    [
        ("index.html", "data-square", 25, "You (White) against the computer (strong)"),
        ("kitty.html", "data-cell", 61, "You (Red) against the computer (strong)"),
    ],
)
def test_the_page_of_a_new_game_is_drawn_into_each_page(
    site: Path, name: str, cell: str, cells: int, mode: str
) -> None:
    html = (site / name).read_text(encoding="utf-8")
    assert "<!-- prerender:" not in html
    assert html.count(f'{cell}="') == cells
    assert 'class="player' in html
    assert mode in html
    # The board's key (`table.view.board_key`): the page keeps that board when Python starts.
    assert re.search(
        r'<div id="board" class="board-box" data-drawn="English\|[^"]+\|person">', html
    )
    assert page(ROOT, name).count("<!-- prerender:") == 4  # the template keeps its markers


def test_pyodide_loads_no_package_list(site: Path) -> None:
    # Fetched at every start; the site ships no wheels, so the 114 kB list of them is dropped.
    lock = json.loads((site / "web" / "vendor" / "pyodide" / "pyodide-lock.json").read_text())
    full = json.loads((ROOT / PYODIDE_DIR / "pyodide-lock.json").read_text())
    assert lock == {"info": full["info"], "packages": {}}


def test_text_and_webassembly_come_precompressed_outside_the_precache(site: Path) -> None:
    wasm = site / "web" / "vendor" / "pyodide" / "pyodide.asm.wasm"
    for path in (site / "index.html", wasm, site / "web" / "style.css"):
        assert (
            gzip.decompress((path.parent / (path.name + ".gz")).read_bytes()) == path.read_bytes()
        )
        assert (path.parent / (path.name + ".br")).stat().st_size < path.stat().st_size * 0.9
    assert not (site / "mixtour.zip.br").exists()  # already compressed
    assert not (site / "web" / "icons" / "icon-192.png.gz").exists()
    listed = precache_manifest(site)["files"]
    assert isinstance(listed, dict)
    assert "index.html" in listed
    assert not [name for name in listed if name.endswith(COMPRESSED_SUFFIXES)]


def test_the_server_sends_a_precompressed_file_to_a_browser_that_accepts_it(site: Path) -> None:
    wasm = site / "web" / "vendor" / "pyodide" / "pyodide.asm.wasm"
    with serving(site) as url:
        for accept, encoding, body in (
            ("gzip, deflate, br, zstd", "br", wasm.with_name(wasm.name + ".br")),
            ("gzip", "gzip", wasm.with_name(wasm.name + ".gz")),
            ("identity", None, wasm),
        ):
            request = urllib.request.Request(
                url + "web/vendor/pyodide/pyodide.asm.wasm", headers={"Accept-Encoding": accept}
            )
            with urllib.request.urlopen(request) as response:
                assert response.headers["Content-Type"] == "application/wasm"
                assert response.headers["Content-Encoding"] == encoding
                assert response.read() == body.read_bytes()
        request = urllib.request.Request(url, headers={"Accept-Encoding": "br"})
        with urllib.request.urlopen(request) as response:  # the page itself, by its folder's URL
            assert response.headers["Content-Type"].startswith("text/html")
            assert response.headers["Content-Encoding"] == "br"


def test_a_browser_that_stops_reading_a_file_is_no_error_to_the_server(
    site: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    # A page closed or reloaded while its files came: each such request printed a traceback
    # (BrokenPipeError) into the test run's output and `make play`'s terminal.
    with serving(site) as url:
        host, port = urllib.parse.urlsplit(url).netloc.split(":")
        for _ in range(4):
            browser = socket.create_connection((host, int(port)))
            browser.sendall(b"GET /web/vendor/pyodide/pyodide.asm.wasm HTTP/1.1\r\nHost: x\r\n\r\n")
            assert browser.recv(64).startswith(b"HTTP/1.0 200")
            browser.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            browser.close()  # at once, with the file still coming
        time.sleep(1)  # the server's threads meet the closed connections
    assert "Traceback" not in capfd.readouterr().err


# Missing modules and files, as MicroPython's runtime reports them to Python.
MISSING_FILES = """
import json
try:
    import no_such_module
except ImportError as error:
    print("ImportError", error)
try:
    open("/no/such/file")
except OSError as error:
    print("OSError", error.errno)
print(json.dumps(["imports", "work"]))
"""


def run_micropython(runtime: Path, source: str) -> str:
    script = (
        f"import {{ loadMicroPython }} from {json.dumps(runtime.as_uri())};\n"
        "const mp = await loadMicroPython({ stdout: (line) => console.log(line) });\n"
        f"mp.runPython({json.dumps(source)});\n"
    )
    done = subprocess.run(
        ["node", "--input-type=module", "-e", script],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return done.stdout


@pytest.mark.runtime
def test_micropython_runtime_reports_missing_files_as_the_unpatched_one_does(site: Path) -> None:
    # The site's runtime has Emscripten's file-system errors as plain objects (cheap to throw:
    # MicroPython's imports throw one for each name they look for and do not find).
    runtime = site / "web" / "vendor" / "micropython" / "micropython.mjs"
    assert PLAIN_ERRNO in runtime.read_text()
    output = run_micropython(runtime, MISSING_FILES)
    assert output.splitlines() == [
        "ImportError no module named 'no_such_module'",
        "OSError 44",  # ENOENT in Emscripten's numbering
        '["imports", "work"]',
    ]
    assert output == run_micropython(ROOT / MICROPYTHON_DIR / "micropython.mjs", MISSING_FILES)


def test_a_changed_micropython_runtime_stops_the_build() -> None:
    with pytest.raises(BuildError, match="ErrnoError"):
        with_plain_errno("ErrnoError:class extends Error{constructor(errno){super()}}")


@pytest.mark.parametrize("name", ["index.html", "kitty.html"])
def test_the_first_paint_waits_for_the_whole_first_screen(site: Path, name: str) -> None:
    # Rendering is blocked until the element `rel=expect` names has been read; one that is not
    # there would block it until the whole page is read, one read too early would let the
    # guided game's offer (a phone's largest text) come in a later paint than the board, or
    # move when what is read after the paint comes above it (a phone's Undo row).
    html = (site / name).read_text()
    expected = re.findall(r'<link rel="expect" href="#([\w-]+)" blocking="render">', html)
    assert expected == ["new-game"]
    body = html[html.index("<body") :]
    first_screen = ['id="mode-line"', 'id="board"', 'id="tutorial-offer"', 'id="status"']
    first_screen += ['id="undo"', "</main>", "<footer", 'id="new-game"']
    assert [body.index(part) for part in first_screen] == sorted(
        body.index(part) for part in first_screen
    )


@pytest.mark.parametrize(
    "config", ["pyscript.toml", "kitty.toml", "pyscript.de.toml", "kitty.de.toml"]
)
def test_pyscripts_own_package_reaches_the_main_thread_compiled(site: Path, config: str) -> None:
    # PyScript imports its package `pyscript` before a page's script runs. MicroPython gets it as
    # bytecode, from every main-thread config, and PyScript's code before a MicroPython script
    # only imports it (it wrote 30 KB of source into the file system and compiled it at each
    # start); Pyodide's, for the AI worker, still writes the sources.
    files = tomllib.loads((site / config).read_text())["files"]
    package = {target: url for url, target in files.items() if target.startswith("./pyscript/")}
    assert {"./pyscript/__init__.mpy", "./pyscript/web.mpy", "./pyscript/ffi.mpy"} <= set(package)
    for url in package.values():
        assert (site / url).read_bytes()[:2] == b"M\x06"  # MicroPython's .mpy, version 6
    # PyScript's code before a MicroPython script is taken out: the page's script imports the
    # package itself, a module at a time.
    chunks = "".join(path.read_text() for path in (site / "web/vendor/pyscript").glob("*.js"))
    assert len(re.findall(r'"mpy"===\w+\?"":', chunks)) == 1
    assert "_path.write_text(" in chunks


@pytest.mark.parametrize("name", ["index.html", "kitty.html", "index.de.html", "kitty.de.html"])
def test_the_first_paint_waits_only_for_what_it_shows(site: Path, name: str) -> None:
    # Only the scripts the first paint needs (the frame guard, the page's language, the theme and
    # what it reads, the early tap and Python's start) block it, as one request: the build joins
    # them into web/head.js. Python's start, PyScript's module and the 60 preloads of its
    # downloads, is a template that web/early.js puts in the head once the paint is on screen
    # (or at once, in a page its service worker serves).
    whole_head = (site / name).read_text().split("</head>")[0]
    head, start = whole_head.split('<template id="python-start">')
    start, after = start.split("</template>")
    assert 'preload"' not in head + after and 'core.js"' not in head + after
    assert '<script type="module" src="./web/vendor/pyscript/core.js"></script>' in start
    assert start.count('<link rel="modulepreload"') > 3 and start.count('rel="preload"') > 20
    assert re.match(r'\n  <!--[^>]*-->\n  <script src="\./web/head\.js"></script>', after)
    tags = re.findall(r'<link rel="(stylesheet|modulepreload|preload)"|<script([^>]*)>', start)
    kinds = ["preload" if rel.endswith("preload") else "other" for rel, _ in tags]
    assert kinds == ["other"] + ["preload"] * (len(kinds) - 1)  # PyScript's module first
    head += after
    blocking = re.findall(r'<script src="\./web/([\w.]+)"></script>', head)
    assert blocking == ["head.js"]
    assert re.findall(r"^// ---- web/(\w+\.js)$", (site / "web" / "head.js").read_text(), re.M) == [
        "guard.js",
        "storage.js",
        "lang.js",
        "early.js",
        "theme.js",
    ]
    assert not (site / "web" / "early.js").exists()  # only the joined file is served
    deferred = re.findall(r'<script src="\./web/([\w.]+)" defer></script>', head)
    assert deferred == ["tabs.js", "sound.js", "offline.js"]


@pytest.mark.parametrize("name", ["index.html", "kitty.de.html"])
def test_the_style_s_parts_reach_the_page_as_one_stylesheet_in_their_order(
    site: Path, name: str
) -> None:
    # The sources are split by concern (web/style/), the page still waits for one stylesheet
    # besides its game's own: the parts' bytes joined in the order of the cascade.
    head = (site / name).read_text().split("</head>")[0]
    sheets = re.findall(r'<link rel="stylesheet" href="\./web/([\w.]+)">', head)
    assert sheets == (["style.css"] if name == "index.html" else ["style.css", "kitty.css"])
    parts = [ROOT / "web" / "style" / part for part in STYLE_PARTS]
    assert sorted(part.name for part in parts) == sorted(p.name for p in parts[0].parent.iterdir())
    joined = b"".join(part.read_bytes() for part in parts)
    assert (site / "web" / "style.css").read_bytes() == joined
    assert all(len(part.read_text().splitlines()) <= 900 for part in parts)
    assert not (site / "web" / "style").exists()  # only the joined file is served


def test_a_style_part_the_build_does_not_list_fails_it(tmp_path: Path) -> None:
    # A new part must take its place in the cascade's order, not be left out of the page.
    (tmp_path / "style").mkdir()
    for name in [*STYLE_PARTS, "new.css"]:
        (tmp_path / "style" / name).write_text(f"/* {name} */\n")
    with pytest.raises(BuildError, match=r"new\.css"):
        write_style(tmp_path, tmp_path / "style.css")
    (tmp_path / "style" / "new.css").unlink()
    write_style(tmp_path, tmp_path / "style.css")
    assert (tmp_path / "style.css").read_text() == "".join(f"/* {n} */\n" for n in STYLE_PARTS)


@pytest.mark.parametrize(("name", "levels"), [("index.html", "mixtour"), ("kitty.html", "kitty")])
def test_the_new_game_dialog_says_what_each_computer_level_does(name: str, levels: str) -> None:
    """Every level the worker plays, in order, with its AI's own description, time cap and what
    it wins."""
    played = MIXTOUR_LEVELS if levels == "mixtour" else KITTY_LEVELS
    records = MIXTOUR_RECORDS if levels == "mixtour" else KITTY_RECORDS
    html = page(ROOT, name)
    dialog = html[html.index('<dialog id="new-game"') : html.index("</dialog>")]
    notes = re.findall(
        r'<dt>(\w+)</dt><dd>([^<]+) <span class="record">([^<]+)</span></dd>', dialog
    )
    assert [level.lower() for level, _, _ in notes] == list(played)
    for (_, note, wins), level, record in zip(notes, played.values(), records, strict=True):
        assert note.lower().startswith(level.description.lower())
        assert f"at most {level.seconds:g} second" in note
        assert wins == record and wins.startswith("Wins ")
