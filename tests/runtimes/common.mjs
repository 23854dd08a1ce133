// What run_pyodide.mjs and run_micropython.mjs share: arguments, paths and the Python harness.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const REPO = path.resolve(HERE, "..", "..");
export const HARNESS = fs.readFileSync(path.join(HERE, "harness.py"), "utf8");

export function isInside(dir, file) {
  const relative = path.relative(dir, file);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

// The script to run and its arguments, from this process's command line.
export function parseCommandLine(runner) {
  const [script, ...args] = process.argv.slice(2);
  if (!script || script === "-h" || script === "--help") {
    console.error(`usage: node ${runner} SCRIPT.py [ARG...]`);
    console.error("Runs SCRIPT.py as __main__ with the repository on sys.path; exits with its status.");
    process.exit(2);
  }
  const file = path.resolve(script);
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
    console.error(`${runner}: no such script: ${script}`);
    process.exit(2);
  }
  return { file, argv: [script, ...args] };
}

// The harness's request: like `python SCRIPT`, sys.path starts with the script's folder; the
// repository follows it, and the working directory is kept when it is visible to the interpreter.
// `first` are folders to put before them all.
export function harnessRequest({ file, argv }, first = []) {
  const cwd = isInside(REPO, process.cwd()) ? process.cwd() : REPO;
  return JSON.stringify({ script: file, argv, paths: [...first, path.dirname(file), REPO], cwd });
}

// Collects output bytes and writes whole lines to a file descriptor (and the rest on flush).
export function lineWriter(fd) {
  let pending = [];
  const flush = () => {
    if (pending.length) fs.writeSync(fd, Uint8Array.from(pending));
    pending = [];
  };
  return {
    write(bytes) {
      for (const byte of bytes) {
        pending.push(byte);
        if (byte === 10) flush();
      }
    },
    flush,
  };
}

// Folders with no Python the scripts import (tools' caches, vendored runtimes, the built site).
const SKIPPED = new Set(["node_modules", "_site", "web", "__pycache__"]);

export function pythonFiles(dir, recursive) {
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

// Copy `file` into MicroPython's in-memory file system at its own path.
export function copyFile(mp, file) {
  mp.FS.mkdirTree(path.dirname(file));
  mp.FS.writeFile(file, fs.readFileSync(file));
}

// Copy the repository's .py files into MicroPython's file system at their own paths. With
// `bytecode` (a folder of compiled packages, `.mpy`, as the page's main thread has them), its
// files too, in place of the repository's sources of those packages.
export function copyRepository(mp, bytecode) {
  const compiled = bytecode ? new Set(fs.readdirSync(bytecode)) : new Set();
  const files = pythonFiles(REPO, true).filter(
    (file) => !compiled.has(path.relative(REPO, file).split(path.sep)[0]),
  );
  if (bytecode) files.push(...pythonFiles(bytecode, true));
  for (const file of files) copyFile(mp, file);
}
