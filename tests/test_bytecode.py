"""The page's main thread runs MicroPython bytecode: which modules get compiled, and that the
compiled engine runs in the MicroPython build that PyScript ships (the `.mpy` format matches)."""

from pathlib import Path

import pytest
from micropython_run import micropython_output

from tools.bytecode import compile_modules, imported_modules, start_stages

ROOT = Path(__file__).resolve().parent.parent


def write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")


def test_the_modules_an_entry_needs_include_lazy_imports_and_their_packages_not_type_hints(
    tmp_path: Path,
) -> None:
    # The site's layout in small: a page's entry (app/), the shared table, a game's spec.
    write(
        tmp_path,
        {
            "app/__init__.py": "",
            "app/kitty.py": "from app import dom\nfrom kitty.ui.spec import SPEC\n",
            "app/dom.py": (
                "import sys\nfrom table.controller import Controller\n\n"
                "def open_rules():\n    import table.diagrams\n"
                "TYPE_CHECKING = False\nif TYPE_CHECKING:\n    from table.port import Port\n"
                "else:\n    from table import board\n"
            ),
            "table/__init__.py": "",
            "table/controller.py": "import json\nfrom table import words\n",
            "table/board.py": "",
            "table/port.py": "from typing import Protocol\n",
            "table/words.py": "",
            "table/diagrams.py": "from table.words import SENTENCES\n",
            "kitty/__init__.py": "from kitty.game import Game\n",
            "kitty/game.py": "",
            "kitty/ui/__init__.py": "",
            "kitty/ui/spec.py": "from kitty import Game\n",
            "kitty/ai/__init__.py": "",
            "kitty/ai/search.py": "from kitty import Game\n",
            "mixtour/__init__.py": "",
        },
    )
    found = imported_modules(tmp_path, Path("app/kitty.py"))
    assert [p.as_posix() for p in found] == [
        "app/__init__.py",
        "app/dom.py",
        "app/kitty.py",
        "kitty/__init__.py",
        "kitty/game.py",
        "kitty/ui/__init__.py",
        "kitty/ui/spec.py",
        "table/__init__.py",
        "table/board.py",
        "table/controller.py",
        "table/diagrams.py",
        "table/words.py",
    ]


def test_the_start_imports_each_module_in_a_step_of_its_own_after_what_it_imports(
    tmp_path: Path,
) -> None:
    write(
        tmp_path,
        {
            "mixtour/__init__.py": "from mixtour.rules import play\n",
            "mixtour/rules.py": "from mixtour.errors import Illegal\nfrom mixtour import errors\n",
            "mixtour/errors.py": "",
            "mixtour/ui/__init__.py": "",
            "mixtour/ui/page.py": (
                "import json\nfrom mixtour.ui import board, words\nfrom mixtour import play\n\n"
                "def open_rules():\n    import mixtour.ui.diagrams\n"
                "TYPE_CHECKING = False\nif TYPE_CHECKING:\n    from mixtour.ui.port import Port\n"
                "class Page:\n    from mixtour.ui import keys\n"
            ),
            "mixtour/ui/board.py": "from mixtour.ui.words import SQUARE\n",
            "mixtour/ui/words.py": "from mixtour import play\n",
            "mixtour/ui/keys.py": "",
            "mixtour/ui/diagrams.py": "",
            "mixtour/ui/port.py": "",
        },
    )
    # The engine's modules, which its `__init__` imports, take nothing from the package but its
    # modules: each is a step of its own, ahead of the package's. What runs only later (a
    # function's import) or never (the type checker's) is not a step.
    assert start_stages(tmp_path, Path("mixtour/ui/page.py")) == [
        "mixtour.errors",
        "mixtour.rules",
        "mixtour",
        "mixtour.ui",
        "mixtour.ui.words",
        "mixtour.ui.board",
        "mixtour.ui.keys",
        "mixtour.ui.page",
    ]


@pytest.mark.parametrize(
    "taken",
    ["from mixtour import Illegal, errors\n", "import mixtour\n", "import mixtour as engine\n"],
)
def test_a_package_whose_modules_take_its_own_names_is_one_step_with_them(
    tmp_path: Path, taken: str
) -> None:
    # A name the `__init__` defines is not there before it runs: the package and the modules it
    # imports stay one step.
    write(
        tmp_path,
        {
            "mixtour/__init__.py": "Illegal = ValueError\nfrom mixtour.rules import play\n",
            "mixtour/rules.py": taken,
            "mixtour/errors.py": "",
            "app/__init__.py": "",
            "app/page.py": "from mixtour import play\n",
        },
    )
    assert start_stages(tmp_path, Path("app/page.py")) == ["app", "mixtour", "app.page"]


def test_a_name_of_the_package_taken_only_in_a_function_keeps_its_module_ahead(
    tmp_path: Path,
) -> None:
    # PyScript's `pyscript.util` takes the package's `config` inside a function, which runs once
    # the page calls it, after the start has imported the package: its module still goes ahead.
    # Taken as the module is imported, the name keeps the package one step.
    write(
        tmp_path,
        {
            "pyscript/__init__.py": "from pyscript.util import check\nconfig = {}\n",
            "pyscript/util.py": "def check():\n    from pyscript import config\n",
        },
    )
    stages = start_stages(tmp_path, Path("pyscript/__init__.py"), ("pyscript",))
    assert stages == ["pyscript.util", "pyscript"]
    (tmp_path / "pyscript/util.py").write_text(
        "from pyscript import config\ndef check():\n    pass\n"
    )
    assert start_stages(tmp_path, Path("pyscript/__init__.py"), ("pyscript",)) == ["pyscript"]


@pytest.mark.runtime
@pytest.mark.timeout(300)
def test_the_compiled_engine_passes_conformance_in_pyscripts_micropython(tmp_path: Path) -> None:
    modules = imported_modules(ROOT, Path("tests/conformance.py"))
    compiled = compile_modules(ROOT, [m for m in modules if m.parts[0] == "mixtour"], tmp_path)
    assert "mixtour/game.mpy" in {p.as_posix() for p in compiled}
    assert (tmp_path / "mixtour" / "game.mpy").read_bytes()[:2] == b"M\x06"
    # The runner leaves out the repository's mixtour/*.py: only the bytecode can be imported.
    output = micropython_output(
        "tests/conformance.py", env={"MICROPYTHON_BYTECODE": str(tmp_path)}, timeout=240
    )
    assert output.strip().splitlines()[-1].startswith("conformance ok: ")
