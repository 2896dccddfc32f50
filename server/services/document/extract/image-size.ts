/**
 * Width and height of a PNG or JPEG from its headers, without decoding a pixel: a 20,000 x 20,000 image would take
 * 1.6 GB as RGBA, so its size is checked before anything decodes it (issue 9, bad input).
 */
export type TImageSize = { width: number; height: number };

/** Largest image OCR decodes: ~40 megapixels (an A4 page at 600 dpi is 35 MP; a phone photo 12–50 MP). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Longest side accepted; very long strips are refused even when their area fits. */
export const MAX_IMAGE_SIDE = 12_000;

/** Reads the size of a PNG (IHDR) or JPEG (first SOFn marker); null when the headers cannot be read. */
export function readImageSize(bytes: Uint8Array): TImageSize | null {
  if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  return null;
}

function jpegSize(b: Uint8Array): TImageSize | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) {
      i++;
      continue;
    }
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    }
    // Standalone markers carry no length.
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const len = (b[i + 2]! << 8) | b[i + 3]!;
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) {
      const height = (b[i + 5]! << 8) | b[i + 6]!;
      const width = (b[i + 7]! << 8) | b[i + 8]!;
      return { width, height };
    }
    if (len < 2) return null;
    i += 2 + len;
  }
  return null;
}

/** True when OCR may decode an image of this size. */
export function imageSizeAllowed(size: TImageSize): boolean {
  return size.width > 0 && size.height > 0 && size.width <= MAX_IMAGE_SIDE && size.height <= MAX_IMAGE_SIDE && size.width * size.height <= MAX_IMAGE_PIXELS;
}
