/**
 * Image decompression bombs (issue 15 item 1): a real PNG whose pixels (zeros) are deflated row block by row block,
 * so a 60,000 x 60,000 image (3.6 GB of grey pixels) is a ~3.5 MB file built in a few MB; a JPEG whose frame header
 * claims 65,000 x 65,000. Used by the parser-bomb test; not used by the app.
 */
import zlib from 'node:zlib';

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))) >>> 0);
  return Buffer.concat([head, data, crc]);
}

/** A complete 8-bit greyscale PNG of width x height zero pixels. */
export function pngBomb(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  const rowBytes = width + 1; // filter byte + pixels
  const rowsPer = Math.max(1, Math.floor((4 << 20) / rowBytes));
  const block = new Uint8Array(rowBytes * rowsPer);
  const parts: Buffer[] = [Buffer.from([0x78, 0xda])];
  let adler = 1;
  // Every full block deflates to the same bytes (each piece is sync-flushed on its own): deflate it once.
  const full = zlib.deflateRawSync(block, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  for (let left = height; left > 0; left -= rowsPer) {
    const rows = Math.min(left, rowsPer);
    adler = adler32Zeros(rowBytes * rows, adler);
    parts.push(rows === rowsPer ? full : zlib.deflateRawSync(block.subarray(0, rowBytes * rows), { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }));
  }
  parts.push(zlib.deflateRawSync(new Uint8Array(0)));
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(adler >>> 0);
  parts.push(tail);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', Buffer.concat(parts)), chunk('IEND', new Uint8Array(0))]));
}

/** Adler-32 after `n` more zero bytes (a stays, b grows by a per byte). */
function adler32Zeros(n: number, start: number): number {
  const a = start & 0xffff;
  const b = ((start >>> 16) + ((a * (n % 65521)) % 65521)) % 65521;
  return ((b << 16) | a) >>> 0;
}

/** A baseline JPEG start (SOI, SOF0) claiming width x height, 3 components, then EOI: what a bomb shows first. */
export function jpegBomb(width: number, height: number): Uint8Array {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  return new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xd8]), sof, Buffer.from([0xff, 0xd9])]));
}
