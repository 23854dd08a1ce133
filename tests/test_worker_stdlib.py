"""The AI worker's trimmed standard library: Pyodide's `python_stdlib.zip` in the site holds only
the modules `tools/worker_stdlib.txt` lists (traced in the page by
`tools/trace_worker_imports.py`), compiled to bytecode, and everything the worker does for the
page still runs with it.
"""

import os
import subprocess
import zipfile
from pathlib import Path

import pytest

from tools.build_site import (
    PYODIDE_DIR,
    ROOT,
    stdlib_modules,
    worker_stdlib,
    write_trimmed_stdlib,
    write_worker_bytecode,
)

pytestmark = [pytest.mark.runtime, pytest.mark.timeout(300)]

FULL_STDLIB = ROOT / PYODIDE_DIR / "python_stdlib.zip"
EXERCISE = ROOT / "tools" / "worker_exercise.py"


def run_worker_exercise(stdlib: Path) -> subprocess.CompletedProcess[str]:
    """`tools/worker_exercise.py` under Pyodide in Node, with ``stdlib`` as its library."""
    return subprocess.run(
        ["node", str(ROOT / "tests" / "runtimes" / "run_pyodide.mjs"), str(EXERCISE)],
        cwd=ROOT,
        env={**os.environ, "PYODIDE_STDLIB": str(stdlib)},
        capture_output=True,
        text=True,
        timeout=240,
        check=False,
    )


def test_the_worker_runs_everything_with_the_trimmed_compiled_library(tmp_path: Path) -> None:
    trimmed = tmp_path / "python_stdlib.py.zip"
    write_trimmed_stdlib(FULL_STDLIB, worker_stdlib(), trimmed)
    compiled = tmp_path / "python_stdlib.zip"
    write_worker_bytecode(ROOT, trimmed, compiled)
    with zipfile.ZipFile(compiled) as archive:
        names = archive.namelist()
    # Bytecode only: Python imports every module without compiling it, and without its source.
    assert not [name for name in names if name.endswith(".py")]
    assert sorted(stdlib_modules(names)) == sorted(worker_stdlib())
    result = run_worker_exercise(compiled)
    assert result.returncode == 0, (
        f"{result.stderr[-3000:]}\nThe worker needs a module the site's standard library leaves"
        " out: run tools/trace_worker_imports.py to trace the modules again."
    )
    assert "requests answered" in result.stdout
    assert compiled.stat().st_size < FULL_STDLIB.stat().st_size


def test_a_module_left_out_stops_the_worker(tmp_path: Path) -> None:
    # The check above can fail: without `random`, which the search draws moves with, it does.
    trimmed = tmp_path / "python_stdlib.zip"
    write_trimmed_stdlib(FULL_STDLIB, [m for m in worker_stdlib() if m != "random"], trimmed)
    result = run_worker_exercise(trimmed)
    assert result.returncode != 0
    assert "No module named 'random'" in result.stderr


def test_the_trimmed_library_holds_exactly_the_listed_modules(tmp_path: Path) -> None:
    trimmed = tmp_path / "python_stdlib.zip"
    write_trimmed_stdlib(FULL_STDLIB, worker_stdlib(), trimmed)
    with zipfile.ZipFile(trimmed) as archive:
        assert sorted(stdlib_modules(archive.namelist())) == sorted(worker_stdlib())
