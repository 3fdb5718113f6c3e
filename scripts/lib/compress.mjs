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
 * Brotli's quality for a file of a build (its path, relative to the build, with `/`): PAGE_QUALITY for
 * the pages, the source maps and the sitemap's files (tens of megabytes for thousands of funds, at
 * quality 11 a minute of a build), 11 for the rest: the assets and data a page loads.
 * @param {string} file
 */
export const qualityFor = (file) => (file.startsWith('pages/') || file.endsWith('.map') || /^sitemap(-\d+)?\.xml$/.test(file) ? PAGE_QUALITY : 11);

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
