// Time calls into the page's Python the way the page makes them: each one entered from
// JavaScript, as a page's event is. MicroPython's webassembly port collects its garbage only
// there, at the top level, so each call's time includes what the live heap costs to collect,
// which a script run in one go (tests/runtimes/run_micropython.mjs) never pays.
//   node tools/micropython_calls.mjs SETUP CALL COUNT
// Runs the Python statements SETUP once (the repository on sys.path, as the page's own Python
// has it), then the statement CALL COUNT times, and prints the milliseconds of each call, one a
// line, then `heap BYTES`: the heap still in use after a collection. The milliseconds are the
// process's processor time (user and system), which a busy machine's other work does not add to
// as it does to the time on the clock.
import fs from "node:fs";
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";
import { REPO, copyRepository, lineWriter } from "../tests/runtimes/common.mjs";

const [setup, call, count] = process.argv.slice(2);
if (!setup || !call || !(Number(count) > 0)) {
  console.error("usage: node tools/micropython_calls.mjs SETUP CALL COUNT");
  process.exit(2);
}
const stdout = lineWriter(1);
const stderr = lineWriter(2);
const mp = await loadMicroPython({ linebuffer: false, stdout: stdout.write, stderr: stderr.write });
copyRepository(mp, null);
try {
  mp.runPython(`import gc, sys\nsys.path.insert(0, ${JSON.stringify(REPO)})\n${setup}`);
  for (let index = 0; index < Number(count); index++) {
    const started = process.cpuUsage();
    mp.runPython(call);
    const spent = process.cpuUsage(started);
    fs.writeSync(1, `${((spent.user + spent.system) / 1000).toFixed(3)}\n`);
  }
  mp.runPython("gc.collect()"); // asks for a collection: the port makes it on the next entry
  mp.runPython("print('heap', gc.mem_alloc())");
} finally {
  stdout.flush();
  stderr.flush();
}
