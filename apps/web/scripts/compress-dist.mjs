// After `vite build`: a brotli (.br) and a gzip (.gz) copy of every text asset in dist of 1 KiB or
// more, made once at build time at the highest levels, which the server sends to browsers that accept
// them (@fastify/static preCompressed). Images, fonts and other compressed formats are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let plain = 0;
let brotli = 0;
for (const path of files(DIST)) {
  if (!TEXT.test(path)) continue;
  const content = readFileSync(path);
  if (content.length < MIN_BYTES) continue;
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  plain += content.length;
  brotli += br.length;
}
console.log(
  `compressed dist: ${(plain / 1024).toFixed(0)} KiB of text, ${(brotli / 1024).toFixed(0)} KiB as brotli`,
);
