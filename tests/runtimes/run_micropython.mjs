// Run a Python script under MicroPython (PyScript's build) in Node, like `python SCRIPT.py ARG...`:
//   node tests/runtimes/run_micropython.mjs SCRIPT.py [ARG...]
// MicroPython's file system is in memory: the repository's .py files (and the script's folder's,
// if it lies outside) are copied in at their own paths. The heap starts at PyScript's default
// size (1 MiB) and grows as needed. The process exits with the script's status.
// MICROPYTHON_BYTECODE=DIR runs with DIR's compiled packages (`.mpy`, as the page's main thread
// does) first on sys.path, and without the repository's sources of those packages.
import fs from "node:fs";
import path from "node:path";
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";
import { HARNESS, REPO, harnessRequest, isInside, lineWriter, parseCommandLine } from "./common.mjs";

// Folders with no Python the scripts import (tools' caches, vendored runtimes, the built site).
const SKIPPED = new Set(["node_modules", "_site", "web", "__pycache__"]);

function pythonFiles(dir, recursive) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isFile() && /\.m?py$/.test(entry.name)) files.push(full);
    else if (recursive && entry.isDirectory() && !entry.name.startsWith(".") && !SKIPPED.has(entry.name)) {
      files.push(...pythonFiles(full, true));
    }
  }
  return files;
}

const script = parseCommandLine("run_micropython.mjs");
const stdout = lineWriter(1);
const stderr = lineWriter(2);
const mp = await loadMicroPython({ linebuffer: false, stdout: stdout.write, stderr: stderr.write });

const bytecode = process.env.MICROPYTHON_BYTECODE && path.resolve(process.env.MICROPYTHON_BYTECODE);
const compiled = bytecode ? new Set(fs.readdirSync(bytecode)) : new Set();
const files = pythonFiles(REPO, true).filter(
  (file) => !compiled.has(path.relative(REPO, file).split(path.sep)[0]),
);
if (!isInside(REPO, script.file)) files.push(...pythonFiles(path.dirname(script.file), false));
if (bytecode) files.push(...pythonFiles(bytecode, true));
for (const file of files) {
  mp.FS.mkdirTree(path.dirname(file));
  mp.FS.writeFile(file, fs.readFileSync(file));
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
