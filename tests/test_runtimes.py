"""The engine under the three Pythons that run it: CPython here, Pyodide in the AI worker and
MicroPython on the page's main thread, the latter two in Node from the npm packages the site ships.
"""

import subprocess
import sys
from pathlib import Path

import pytest

from tools.micropython import MICROPYTHON

ROOT = Path(__file__).resolve().parent.parent
RUNNERS = {
    "cpython": [sys.executable],
    "pyodide": ["node", str(ROOT / "tests" / "runtimes" / "run_pyodide.mjs")],
    "micropython": MICROPYTHON,
}
NODE_RUNNERS = ["pyodide", "micropython"]

pytestmark = [pytest.mark.runtime, pytest.mark.timeout(300)]


def run(runtime: str, script: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*RUNNERS[runtime], str(script), *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=240,
        check=False,
    )


@pytest.mark.parametrize("runtime", RUNNERS)
@pytest.mark.parametrize(
    ("script", "says"),
    [("conformance.py", "conformance ok: "), ("kitty_conformance.py", "kitty conformance ok: ")],
    ids=["mixtour", "kitty"],
)
def test_engine_conformance(runtime: str, script: str, says: str) -> None:
    result = run(runtime, ROOT / "tests" / script)
    assert result.returncode == 0, result.stdout + result.stderr
    last_line = result.stdout.strip().splitlines()[-1]
    assert last_line.startswith(says), result.stdout


SCRIPT = """\
import sys
import mixtour
print(sys.implementation.name, sys.argv[1:])
print("perft", mixtour.perft(mixtour.Game(), 2))
print("unterminated", end="")
if sys.argv[1] == "raise":
    raise ValueError("raised on purpose")
sys.exit(int(sys.argv[2]))
"""


@pytest.fixture(scope="module")
def script(tmp_path_factory: pytest.TempPathFactory) -> Path:
    # Outside the repository, as a benchmark or a scratch script would be.
    path = tmp_path_factory.mktemp("runner") / "script.py"
    path.write_text(SCRIPT)
    return path


@pytest.mark.parametrize("runtime", NODE_RUNNERS)
def test_runner_passes_arguments_prints_all_output_and_exits_with_the_scripts_status(
    runtime: str, script: Path
) -> None:
    result = run(runtime, script, "exit", "3", "two words")
    assert result.returncode == 3, result.stderr
    assert result.stdout == (
        f"{'cpython' if runtime == 'pyodide' else 'micropython'} ['exit', '3', 'two words']\n"
        "perft 600\n"
        "unterminated"
    )
    # sys.exit(0) is a SystemExit too, and must end as success (a script that simply ends does
    # in test_engine_conformance).
    assert run(runtime, script, "exit", "0").returncode == 0


@pytest.mark.parametrize("runtime", NODE_RUNNERS)
def test_runner_fails_with_the_traceback_when_the_script_raises(runtime: str, script: Path) -> None:
    result = run(runtime, script, "raise")
    assert result.returncode == 1
    assert "perft 600" in result.stdout
    assert f'File "{script}", line 7' in result.stderr
    assert result.stderr.rstrip().endswith("ValueError: raised on purpose")
