import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files worth compressing: text assets of at least 1 KB (the API's compression threshold too). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
export const PRECOMPRESS_THRESHOLD = 1024;

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* files(full);
    } else yield full;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each text asset of the build (best compression: done
 * once at build time), which the server sends as they are (@fastify/static `preCompressed`) to a
 * browser that accepts them. node:zlib only.
 */
/** @returns {import('vite').Plugin} */
export function precompress() {
  let outDir = '';
  return {
    name: 'procura-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const work = [];
      for await (const file of files(outDir)) {
        if (!COMPRESSIBLE.test(file) || (await stat(file)).size < PRECOMPRESS_THRESHOLD) continue;
        work.push(
          readFile(file).then(async (content) => {
            const [br, gzipped] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gz(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
          }),
        );
      }
      await Promise.all(work);
    },
  };
}
