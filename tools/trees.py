"""This tree beside a base commit, for the benchmarks that compare them
(`tools/bench_kitty_engine.py`, `tools/bench_kitty_long.py`): the base tree built from
`git archive` with this tree's measuring files laid over it, and a command run in a tree."""

import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def base_tree(commit: str, folder: Path, measuring: "tuple[str, ...]") -> Path:
    """The tree of ``commit`` in ``folder``, with this tree's ``measuring`` files."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", commit], capture_output=True, check=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)
    for name in measuring:
        shutil.copyfile(ROOT / name, folder / name)
    (folder / "node_modules").symlink_to(ROOT / "node_modules")
    return folder


def run_in(tree: Path, command: "list[str]", what: str) -> "list[str]":
    """The lines ``command`` prints, run in ``tree`` with the tree on the Python path; a
    RuntimeError naming the tree and ``what`` if it fails."""
    result = subprocess.run(
        command,
        cwd=tree,
        env={**os.environ, "PYTHONPATH": str(tree)},
        capture_output=True,
        text=True,
        timeout=1200,
        check=False,
    )
    if result.returncode:
        raise RuntimeError(f"{tree}: {what}: {result.stderr or result.stdout}")
    return result.stdout.splitlines()
