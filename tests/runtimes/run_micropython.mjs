// Run a Python script under MicroPython (PyScript's build) in Node, like `python SCRIPT.py ARG...`:
//   node tests/runtimes/run_micropython.mjs SCRIPT.py [ARG...]
// MicroPython's file system is in memory: the repository's .py files (and the script's folder's,
// if it lies outside) are copied in at their own paths. The heap starts at PyScript's default
// size (1 MiB) and grows as needed. The process exits with the script's status.
// MICROPYTHON_BYTECODE=DIR runs with DIR's compiled packages (`.mpy`, as the page's main thread
// does) first on sys.path, and without the repository's sources of those packages.
import path from "node:path";
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";
import {
  HARNESS,
  REPO,
  copyFile,
  copyRepository,
  harnessRequest,
  isInside,
  lineWriter,
  parseCommandLine,
  pythonFiles,
} from "./common.mjs";

const script = parseCommandLine("run_micropython.mjs");
const stdout = lineWriter(1);
const stderr = lineWriter(2);
const mp = await loadMicroPython({ linebuffer: false, stdout: stdout.write, stderr: stderr.write });

const bytecode = process.env.MICROPYTHON_BYTECODE && path.resolve(process.env.MICROPYTHON_BYTECODE);
copyRepository(mp, bytecode);
if (!isInside(REPO, script.file)) {
  for (const file of pythonFiles(path.dirname(script.file), false)) copyFile(mp, file);
}

try {
  mp.runPython(HARNESS);
  mp.globals.set("_request", harnessRequest(script, bytecode ? [bytecode] : []));
  mp.runPython("_status = run(_request)");
  process.exitCode = mp.globals.get("_status");
} finally {
  stdout.flush();
  stderr.flush();
}
