"""The site build: it ships what the page loads, the package as one zip, and nothing else."""

import re
import tomllib
import zipfile
from pathlib import Path

import pytest

from tools.build_site import ROOT, build, disabled_plugins, entry_scripts

ENTRY_SCRIPTS = ["mixtour/ai/worker.py", "mixtour/ui/page.py"]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("build") / "_site"
    build(ROOT, out)
    return out


def names(folder: Path) -> set[str]:
    return {p.name for p in folder.iterdir()}


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


def test_pyscript_chunks_are_complete(site: Path) -> None:
    # Every chunk a shipped chunk imports is shipped, unless a disabled plugin imports it.
    pyscript = site / "web" / "vendor" / "pyscript"
    for chunk in pyscript.iterdir():
        for imported in re.findall(r"""from\s*["']\./([\w.-]+\.js)""", chunk.read_text()):
            assert (pyscript / imported).is_file(), f"{chunk.name} imports {imported}"


def test_package_ships_as_one_zip_without_entry_scripts_or_caches(site: Path) -> None:
    with zipfile.ZipFile(site / "mixtour.zip") as zf:
        zipped = set(zf.namelist())
    expected = {
        p.relative_to(ROOT).as_posix()
        for p in (ROOT / "mixtour").rglob("*.py")
        if "__pycache__" not in p.parts and p.name != "__main__.py"
    } - set(ENTRY_SCRIPTS)
    assert zipped == expected
    assert "mixtour/__init__.py" in zipped
    for entry in ENTRY_SCRIPTS:
        assert (site / entry).read_bytes() == (ROOT / entry).read_bytes()


def test_build_is_reproducible(site: Path, tmp_path: Path) -> None:
    again = tmp_path / "_site"
    build(ROOT, again)
    assert (again / "mixtour.zip").read_bytes() == (site / "mixtour.zip").read_bytes()
    assert sorted(p.relative_to(again) for p in again.rglob("*")) == sorted(
        p.relative_to(site) for p in site.rglob("*")
    )


def test_every_url_is_relative(site: Path) -> None:
    # Relative URLs let the site work under any sub-path, such as /mixtour/ on a static host.
    html = (site / "index.html").read_text()
    urls = re.findall(r'(?:src|href|config)="([^"]+)"', html)
    assert urls
    for url in urls:
        assert url.startswith("./") or url.startswith("data:"), url
    for name in ("pyscript.toml", "ai.toml"):
        config = tomllib.loads((site / name).read_text())
        for url in [config["interpreter"], *config["files"]]:
            assert url.startswith("./"), f"{name}: {url}"
            assert (site / url).is_file(), f"{name}: {url} is not in the site"


def test_entry_scripts_are_read_from_the_page() -> None:
    html = (ROOT / "index.html").read_text()
    assert sorted(entry_scripts(html)) == ENTRY_SCRIPTS


def test_a_plugin_is_left_out_only_when_both_script_types_turn_it_off() -> None:
    html = """
        <py-config>plugins = ["!py-editor", "!py-terminal"]</py-config>
        <script type="mpy" src="./mixtour/ui/page.py" config="./pyscript.toml"></script>
    """
    # pyscript.toml turns off py-editor, py-terminal and more.
    assert disabled_plugins(ROOT, html) == {"py-editor", "py-terminal"}
    assert disabled_plugins(ROOT, '<script type="mpy" config="./pyscript.toml"></script>') == set()


def test_the_page_of_a_new_game_is_drawn_into_index_html(site: Path) -> None:
    page = (site / "index.html").read_text(encoding="utf-8")
    assert "<!-- prerender:" not in page
    assert page.count('data-square="') == 25
    assert 'class="player' in page
    assert "You (White) against the computer (strong)" in page
    source = (ROOT / "index.html").read_text(encoding="utf-8")
    assert source.count("<!-- prerender:") == 3  # the source keeps its markers
