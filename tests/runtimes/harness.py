"""Runs one script as `__main__` the way `python script.py` would, under Pyodide or MicroPython.

The Node runners beside this file load it into the interpreter and call `run()` with a JSON
request; it returns the exit status. Written in the subset MicroPython shares with CPython.
"""

import json
import os
import sys


def _print_exception(error: BaseException) -> None:
    if hasattr(sys, "print_exception"):  # MicroPython
        sys.print_exception(error, sys.stderr)
    else:
        import traceback

        # From the script's frames on: `run` itself is not the script's business.
        tb = error.__traceback__
        traceback.print_exception(type(error), error, tb.tb_next if tb else None)


def _exit_status(error: SystemExit) -> int:
    code = error.args[0] if error.args else None
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)
    return 1


def run(request: str) -> int:
    """Run `request["script"]` with `argv`, `paths` prepended to `sys.path`, in `cwd`."""
    options = json.loads(request)
    script = options["script"]
    sys.argv[:] = options["argv"]
    for entry in reversed(options["paths"]):
        sys.path.insert(0, entry)
    os.chdir(options["cwd"])
    try:
        with open(script) as source:
            code = compile(source.read(), script, "exec")
        exec(code, {"__name__": "__main__", "__file__": script})
    except SystemExit as error:
        return _exit_status(error)
    except BaseException as error:  # reported as CPython reports it
        _print_exception(error)
        return 1
    finally:
        flush = getattr(sys.stdout, "flush", None)
        if flush:
            flush()
    return 0
