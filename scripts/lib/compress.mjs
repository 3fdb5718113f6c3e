// The .br and .gz copies of a text file, for the server to negotiate (build.mjs).
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files that get compressed copies. */
export const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map|xml|webmanifest)$/;

/**
 * Brotli's quality for the prerendered pages: nearly two thousand of them, a few hundred bytes larger
 * each than at its best (11), the build many seconds shorter. Also the source maps': megabytes that
 * only a developer's tools fetch.
 */
export const PAGE_QUALITY = 5;

/**
 * Writes `name`.br (brotli at `quality`, 11 its best) and `name`.gz (gzip's best) of `data`.
 * @param {string} name
 * @param {Buffer} data
 * @param {number} [quality]
 */
export async function writeCompressed(name, data, quality = 11) {
  await Promise.all([
    brotli(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }).then((b) => writeFile(`${name}.br`, b)),
    gz(data, { level: 9 }).then((g) => writeFile(`${name}.gz`, g)),
  ]);
}
