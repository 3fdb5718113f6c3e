// Two screenshots compared as pictures: the same file is the same picture (nothing decoded); otherwise
// the pixels whose colours differ beyond `threshold` (pixelmatch's measure; antialiasing aside), with
// a picture of where. Shared by the tests that compare two draws of a page.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface Comparison {
  /** Pixels in the picture (a PNG's width and height are the first fields of its header, bytes 16 and 20). */
  pixels: number;
  /** Pixels that differ. */
  differing: number;
  /** Where they differ, when the files were not the same. */
  difference?: Buffer;
  /** Whether the two pictures have the same size. */
  sameSize: boolean;
}

export function comparePictures(a: Buffer, b: Buffer, threshold: number): Comparison {
  const pixels = a.readUInt32BE(16) * a.readUInt32BE(20);
  if (a.equals(b)) return { pixels, differing: 0, sameSize: true };
  const [first, second] = [PNG.sync.read(a), PNG.sync.read(b)];
  if (first.width !== second.width || first.height !== second.height) return { pixels, differing: pixels, sameSize: false };
  const difference = new PNG({ width: first.width, height: first.height });
  const differing = pixelmatch(first.data, second.data, difference.data, first.width, first.height, { threshold });
  return { pixels, differing, difference: PNG.sync.write(difference), sameSize: true };
}
