// Compile the Python modules in a zip to bytecode for the AI worker's Pyodide:
//   node tools/pyodide_bytecode.mjs IN.zip OUT.zip
// Every `NAME.py` in IN.zip becomes `NAME.pyc` in OUT.zip (other entries are copied): sourceless,
// unchecked hash-based `.pyc` files (PEP 552) that Python's zip importer loads without compiling.
// The worker would otherwise compile each standard-library module from source at every start,
// which is most of Pyodide's start-up. The compiling is done by the very Pyodide the site ships
// (node_modules/pyodide), so the bytecode's format is the one the worker reads. tools/build_site.py
// runs this; with CACHE set to a folder, the output is kept there by the input's SHA-256, so a
// build compiles once and every build of the same input ships the same bytes.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { loadPyodide } from "pyodide";

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error("usage: node tools/pyodide_bytecode.mjs IN.zip OUT.zip");
  process.exit(2);
}
const data = fs.readFileSync(input);
const digest = crypto.createHash("sha256").update(data).digest("hex");
const cache = process.env.CACHE;
const cached = cache && path.join(cache, `${digest}.pyc.zip`);
if (cached && fs.existsSync(cached)) {
  fs.copyFileSync(cached, output);
  process.exit(0);
}

const pyodide = await loadPyodide();
pyodide.FS.writeFile("/tmp/in.zip", data);
pyodide.runPython(`
import importlib.util
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

with zipfile.ZipFile("/tmp/in.zip") as source, zipfile.ZipFile("/tmp/out.zip", "w") as compiled:
    for info in source.infolist():
        data = source.read(info)
        if info.filename.endswith(".py"):
            code = compile(data, info.filename, "exec", dont_inherit=True)
            data = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False))
            entry = zipfile.ZipInfo(info.filename + "c", date_time=info.date_time)
            entry.external_attr = info.external_attr
        else:
            entry = info
        compiled.writestr(entry, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
`);
const result = pyodide.FS.readFile("/tmp/out.zip");
fs.writeFileSync(output, result);
if (cached) {
  fs.mkdirSync(cache, { recursive: true });
  fs.writeFileSync(cached, result);
}
