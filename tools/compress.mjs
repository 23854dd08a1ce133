// Precompress files for hosts that serve them: FILE.gz (gzip, level 9) and FILE.br (brotli,
// quality 11) beside each FILE named on the command line. tools/build_site.py runs this; Node's
// zlib has brotli, Python's standard library does not. A variant that would not save at least
// a tenth is not written. With CACHE set to a folder, results are kept there by the input's
// SHA-256, so the 9.6 MB WebAssembly binary is compressed once (brotli 11 takes ~40 s), not
// at every build.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const cache = process.env.CACHE;
if (cache) fs.mkdirSync(cache, { recursive: true });

const encoders = {
  gz: (data) => zlib.gzipSync(data, { level: 9 }),
  br: (data) =>
    zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
};

for (const file of process.argv.slice(2)) {
  const data = fs.readFileSync(file);
  const digest = crypto.createHash("sha256").update(data).digest("hex");
  for (const [suffix, encode] of Object.entries(encoders)) {
    const cached = cache && path.join(cache, `${digest}.${suffix}`);
    let packed;
    if (cached && fs.existsSync(cached)) packed = fs.readFileSync(cached);
    else {
      packed = encode(data);
      if (cached) fs.writeFileSync(cached, packed);
    }
    if (packed.length <= data.length * 0.9) fs.writeFileSync(`${file}.${suffix}`, packed);
  }
}
