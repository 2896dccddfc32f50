/**
 * A small zip reader/writer for .docx packages, on node:zlib.
 *
 * Why not JSZip: we need (1) limits enforced while inflating, not only from headers a zip bomb can fake
 * (inflateRawSync's maxOutputLength stops at the declared size, so a lying header fails instead of filling memory),
 * (2) untouched entries copied as their original compressed bytes (field notes: recompressing a 96 MB .docx made the
 * round trip 8x slower), and (3) lazy inflation of only the parts we read. All three are a few lines here.
 * Supported: stored and deflated entries, data descriptors, zip64 size fields. Encrypted entries are refused.
 */
import zlib from 'node:zlib';
import { parseError } from './errors';

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_EOCD = 0x06054b50;
const SIG_ZIP64_EOCD = 0x06064b50;
const SIG_ZIP64_LOCATOR = 0x07064b50;

export interface ZipEntry {
  name: string;
  nameBytes: Uint8Array;
  flags: number;
  method: number;
  modTime: number;
  modDate: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  versionNeeded: number;
  externalAttrs: number;
  /** Offset of the compressed data in the archive buffer. */
  dataOffset: number;
}

export interface ZipLimits {
  maxEntries: number;
  maxInflatedBytes: number;
}

function u16(b: Uint8Array, o: number): number {
  return b[o]! | (b[o + 1]! << 8);
}
function u32(b: Uint8Array, o: number): number {
  return (b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16) | (b[o + 3]! << 24)) >>> 0;
}
function u64(b: Uint8Array, o: number): number {
  const lo = u32(b, o);
  const hi = u32(b, o + 4);
  if (hi > 0x1fffff) throw parseError('corrupt-zip', 'zip64 value out of range');
  return hi * 0x100000000 + lo;
}

function findEocd(b: Uint8Array): number {
  const min = Math.max(0, b.length - 22 - 0xffff);
  for (let i = b.length - 22; i >= min; i--) {
    if (b[i] === 0x50 && b[i + 1] === 0x4b && b[i + 2] === 0x05 && b[i + 3] === 0x06) return i;
  }
  return -1;
}

const utf8 = new TextDecoder('utf-8');
const latin1 = new TextDecoder('latin1');

/** Reads the central directory. Throws DocxError('parse') for anything truncated, inconsistent or over the limits. */
export function readCentralDirectory(b: Uint8Array, limits: ZipLimits): ZipEntry[] {
  const eocd = findEocd(b);
  if (eocd < 0) throw parseError('corrupt-zip', 'no end of central directory (truncated?)');
  let count = u16(b, eocd + 10);
  let cdSize = u32(b, eocd + 12);
  let cdOffset = u32(b, eocd + 16);
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    const loc = eocd - 20;
    if (loc < 0 || u32(b, loc) !== SIG_ZIP64_LOCATOR) throw parseError('corrupt-zip', 'zip64 locator missing');
    const z = u64(b, loc + 8);
    if (z + 56 > b.length || u32(b, z) !== SIG_ZIP64_EOCD) throw parseError('corrupt-zip', 'zip64 record missing');
    count = u64(b, z + 32);
    cdSize = u64(b, z + 40);
    cdOffset = u64(b, z + 48);
  }
  if (count > limits.maxEntries) throw parseError('zip-bomb', `${count} entries (limit ${limits.maxEntries})`);
  if (cdOffset + cdSize > b.length) throw parseError('corrupt-zip', 'central directory beyond end of file');
  const entries: ZipEntry[] = [];
  let p = cdOffset;
  let declaredTotal = 0;
  const end = cdOffset + cdSize;
  while (p < end) {
    if (entries.length >= limits.maxEntries) throw parseError('zip-bomb', `more than ${limits.maxEntries} entries`);
    if (p + 46 > b.length || u32(b, p) !== SIG_CENTRAL) throw parseError('corrupt-zip', 'bad central directory record');
    const flags = u16(b, p + 8);
    const method = u16(b, p + 10);
    let compressedSize = u32(b, p + 20);
    let uncompressedSize = u32(b, p + 24);
    const nameLen = u16(b, p + 28);
    const extraLen = u16(b, p + 30);
    const commentLen = u16(b, p + 32);
    let localOffset = u32(b, p + 42);
    const nameStart = p + 46;
    if (nameStart + nameLen + extraLen + commentLen > b.length) throw parseError('corrupt-zip', 'truncated record');
    const nameBytes = b.subarray(nameStart, nameStart + nameLen);
    // Zip64 extended information: only the fields whose 32-bit value is saturated are present, in this order.
    if (uncompressedSize === 0xffffffff || compressedSize === 0xffffffff || localOffset === 0xffffffff) {
      let x = nameStart + nameLen;
      const xEnd = x + extraLen;
      while (x + 4 <= xEnd) {
        const id = u16(b, x);
        const size = u16(b, x + 2);
        if (id === 0x0001) {
          let q = x + 4;
          if (uncompressedSize === 0xffffffff) {
            uncompressedSize = u64(b, q);
            q += 8;
          }
          if (compressedSize === 0xffffffff) {
            compressedSize = u64(b, q);
            q += 8;
          }
          if (localOffset === 0xffffffff) localOffset = u64(b, q);
          break;
        }
        x += 4 + size;
      }
    }
    if (flags & 0x1) throw parseError('encrypted', 'zip entry is encrypted');
    if (method !== 0 && method !== 8) throw parseError('corrupt-zip', `unsupported compression method ${method}`);
    if (localOffset + 30 > b.length || u32(b, localOffset) !== SIG_LOCAL) {
      throw parseError('corrupt-zip', 'local header missing (truncated?)');
    }
    const dataOffset = localOffset + 30 + u16(b, localOffset + 26) + u16(b, localOffset + 28);
    if (dataOffset + compressedSize > b.length) throw parseError('corrupt-zip', 'entry data beyond end of file');
    if (method === 0 && compressedSize !== uncompressedSize) throw parseError('corrupt-zip', 'stored size mismatch');
    declaredTotal += uncompressedSize;
    if (declaredTotal > limits.maxInflatedBytes) {
      throw parseError('zip-bomb', `declared inflated size over ${limits.maxInflatedBytes} bytes`);
    }
    entries.push({
      name: (flags & 0x800 ? utf8 : latin1).decode(nameBytes),
      nameBytes,
      flags,
      method,
      modTime: u16(b, p + 12),
      modDate: u16(b, p + 14),
      crc32: u32(b, p + 16),
      compressedSize,
      uncompressedSize,
      versionNeeded: u16(b, p + 6),
      externalAttrs: u32(b, p + 38),
      dataOffset,
    });
    p = nameStart + nameLen + extraLen + commentLen;
  }
  return entries;
}

let crcTable: Uint32Array | null = null;
/** CRC-32 (zip polynomial); node:zlib.crc32 when the runtime has it. */
export function crc32(data: Uint8Array): number {
  const native = (zlib as unknown as { crc32?: (d: Uint8Array) => number }).crc32;
  if (native) return native(data) >>> 0;
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (let i = 0; i < data.length; i++) c = crcTable[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * Inflates one entry. The output is capped at the declared size while inflating (a lying header throws rather than
 * allocating), must equal it exactly, and must match the CRC; `budget` tracks the whole package's inflated bytes.
 */
export function inflateEntry(b: Uint8Array, e: ZipEntry, budget: { left: number }): Uint8Array {
  if (e.uncompressedSize > budget.left) throw parseError('zip-bomb', 'inflated size over the limit');
  const raw = b.subarray(e.dataOffset, e.dataOffset + e.compressedSize);
  let out: Uint8Array;
  if (e.method === 0) {
    out = raw;
  } else {
    try {
      out = zlib.inflateRawSync(raw, { maxOutputLength: Math.max(1, e.uncompressedSize) });
    } catch (err) {
      const tooBig = (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError;
      throw parseError(tooBig ? 'zip-bomb' : 'corrupt-zip', `${e.name}: ${tooBig ? 'inflates past its declared size' : 'bad deflate data'}`);
    }
  }
  if (out.length !== e.uncompressedSize) throw parseError('corrupt-zip', `${e.name}: size differs from its header`);
  if (crc32(out) !== e.crc32) throw parseError('corrupt-zip', `${e.name}: CRC mismatch`);
  budget.left -= out.length;
  return out;
}

/** What to write for one entry: the original (copied compressed) or new content. */
export type ZipOutEntry =
  | { kind: 'copy'; entry: ZipEntry; source: Uint8Array }
  | { kind: 'data'; name: string; data: Uint8Array; compress: boolean; like?: ZipEntry };

function dosNow(): { time: number; date: number } {
  const d = new Date();
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((Math.max(1980, d.getFullYear()) - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

const utf8Enc = new TextEncoder();

/** Writes a zip. Copied entries keep their compressed bytes, method and CRC; new data is deflated (or stored). */
export function writeZip(items: ZipOutEntry[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  const now = dosNow();
  for (const it of items) {
    let nameBytes: Uint8Array;
    let flags: number;
    let method: number;
    let crc: number;
    let csize: number;
    let usize: number;
    let time: number;
    let date: number;
    let data: Uint8Array;
    let versionNeeded = 20;
    let externalAttrs: number;
    if (it.kind === 'copy') {
      const e = it.entry;
      nameBytes = e.nameBytes;
      flags = e.flags & ~0x8; // sizes are written in the local header, so no data descriptor
      method = e.method;
      crc = e.crc32;
      csize = e.compressedSize;
      usize = e.uncompressedSize;
      time = e.modTime;
      date = e.modDate;
      versionNeeded = Math.min(e.versionNeeded, 20) || 20;
      externalAttrs = e.externalAttrs;
      data = it.source.subarray(e.dataOffset, e.dataOffset + e.compressedSize);
    } else {
      nameBytes = it.like ? it.like.nameBytes : utf8Enc.encode(it.name);
      const ascii = nameBytes.every((c) => c < 0x80);
      flags = it.like ? it.like.flags & ~0x8 & ~0x6 : ascii ? 0 : 0x800;
      method = it.compress ? 8 : 0;
      crc = crc32(it.data);
      usize = it.data.length;
      data = it.compress ? zlib.deflateRawSync(it.data, { level: 6 }) : it.data;
      csize = data.length;
      time = it.like ? it.like.modTime : now.time;
      date = it.like ? it.like.modDate : now.date;
      externalAttrs = it.like ? it.like.externalAttrs : 0;
    }
    if (csize > 0xfffffffe || usize > 0xfffffffe || offset > 0xfffffffe) {
      throw new Error('zip64 output is not supported (package over 4 GB)');
    }
    const local = new Uint8Array(30 + nameBytes.length);
    const dv = new DataView(local.buffer);
    dv.setUint32(0, SIG_LOCAL, true);
    dv.setUint16(4, versionNeeded, true);
    dv.setUint16(6, flags, true);
    dv.setUint16(8, method, true);
    dv.setUint16(10, time, true);
    dv.setUint16(12, date, true);
    dv.setUint32(14, crc, true);
    dv.setUint32(18, csize, true);
    dv.setUint32(22, usize, true);
    dv.setUint16(26, nameBytes.length, true);
    dv.setUint16(28, 0, true);
    local.set(nameBytes, 30);
    chunks.push(local, data);

    const cd = new Uint8Array(46 + nameBytes.length);
    const cv = new DataView(cd.buffer);
    cv.setUint32(0, SIG_CENTRAL, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, versionNeeded, true);
    cv.setUint16(8, flags, true);
    cv.setUint16(10, method, true);
    cv.setUint16(12, time, true);
    cv.setUint16(14, date, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, csize, true);
    cv.setUint32(24, usize, true);
    cv.setUint16(28, nameBytes.length, true);
    cv.setUint32(38, externalAttrs, true);
    cv.setUint32(42, offset, true);
    cd.set(nameBytes, 46);
    central.push(cd);
    offset += local.length + data.length;
  }
  const cdStart = offset;
  let cdLen = 0;
  for (const c of central) cdLen += c.length;
  const eocd = new Uint8Array(22);
  const ev = new DataView(eocd.buffer);
  ev.setUint32(0, SIG_EOCD, true);
  ev.setUint16(8, items.length, true);
  ev.setUint16(10, items.length, true);
  ev.setUint32(12, cdLen, true);
  ev.setUint32(16, cdStart, true);
  const total = offset + cdLen + 22;
  const out = new Uint8Array(total);
  let q = 0;
  for (const c of [...chunks, ...central]) {
    out.set(c, q);
    q += c.length;
  }
  out.set(eocd, q);
  return out;
}
