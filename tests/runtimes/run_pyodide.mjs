// Run a Python script under Pyodide in Node, like `python SCRIPT.py ARG...`:
//   node tests/runtimes/run_pyodide.mjs SCRIPT.py [ARG...]
// The repository is mounted at its own path (so files and tracebacks keep their real names) and
// is on sys.path; the process exits with the script's status. Pyodide comes from node_modules;
// PYODIDE_STDLIB=FILE.zip loads that standard library instead of the package's (the site's own,
// trimmed one, say).
import fs from "node:fs";
import path from "node:path";
import { loadPyodide } from "pyodide";
import { HARNESS, REPO, harnessRequest, isInside, parseCommandLine } from "./common.mjs";

const script = parseCommandLine("run_pyodide.mjs");
const write = (fd) => ({ write: (bytes) => fs.writeSync(fd, bytes) });

const stdLibURL = process.env.PYODIDE_STDLIB;
let pyodide;
try {
  pyodide = await loadPyodide(stdLibURL ? { stdLibURL: path.resolve(stdLibURL) } : {});
} catch (error) {
  // Python's own message (a start-up import that failed, say), not a megabyte of Pyodide's code.
  fs.writeSync(2, `run_pyodide.mjs: Pyodide did not start: ${error.message}\n`);
  process.exit(1);
}
pyodide.setStdout(write(1));
pyodide.setStderr(write(2));
pyodide.mountNodeFS(REPO, REPO);
if (!isInside(REPO, script.file)) {
  pyodide.mountNodeFS(path.dirname(script.file), path.dirname(script.file));
}
// Keep __pycache__ folders for Python 3.14 out of the host's checkout.
pyodide.runPython("import sys; sys.dont_write_bytecode = True");
pyodide.runPython(HARNESS);
process.exitCode = pyodide.globals.get("run")(harnessRequest(script));
