/**
 * File type from bytes, never from the name: 'docx' (a zip holding a Word main document), 'doc' (an OLE compound
 * file), 'encrypted' (an OLE compound file holding EncryptionInfo/EncryptedPackage streams: how Office stores a
 * password-protected .docx), else 'unknown'. A truncated .docx is still 'docx' (its local headers name
 * word/document.xml), so the upload answers "could not be parsed" rather than "unsupported type".
 */
import { inflateEntry, readCentralDirectory, type ZipEntry } from './zip';

export type SniffResult = 'docx' | 'doc' | 'encrypted' | 'unknown';

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function u16(b: Uint8Array, o: number): number {
  return b[o]! | (b[o + 1]! << 8);
}
function u32(b: Uint8Array, o: number): number {
  return (b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16) | (b[o + 3]! << 24)) >>> 0;
}

/** Detects the type of an uploaded Word file from its bytes. */
export function sniffDocx(bytes: Uint8Array): SniffResult {
  if (bytes.length >= 8 && OLE_MAGIC.every((v, i) => bytes[i] === v)) {
    return oleStreamNames(bytes).some((n) => n === 'EncryptionInfo' || n === 'EncryptedPackage') ? 'encrypted' : 'doc';
  }
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5)) {
    return zipHasWordDocument(bytes) ? 'docx' : 'unknown';
  }
  return 'unknown';
}

function zipHasWordDocument(b: Uint8Array): boolean {
  let entries: ZipEntry[];
  try {
    entries = readCentralDirectory(b, { maxEntries: 1 << 20, maxInflatedBytes: Number.MAX_SAFE_INTEGER });
  } catch {
    return localHeaderNames(b).includes('word/document.xml');
  }
  if (entries.some((e) => e.name.toLowerCase() === 'word/document.xml')) return true;
  // A main part elsewhere (pandoc's alternate_document_path.docx): [Content_Types].xml declares it.
  const ct = entries.find((e) => e.name.toLowerCase() === '[content_types].xml');
  if (!ct || ct.uncompressedSize > 1 << 20) return false;
  try {
    const text = Buffer.from(inflateEntry(b, ct, { left: 1 << 20 })).toString('utf8');
    return text.includes('wordprocessingml.document.main+xml') || text.includes('wordprocessingml.template.main+xml');
  } catch {
    return false;
  }
}

/** Names from local file headers, walking forward: works on a zip whose central directory is cut off. */
function localHeaderNames(b: Uint8Array): string[] {
  const names: string[] = [];
  let p = 0;
  while (p + 30 <= b.length && u32(b, p) === 0x04034b50 && names.length < 100_000) {
    const flags = u16(b, p + 6);
    const csize = u32(b, p + 18);
    const nameLen = u16(b, p + 26);
    const extraLen = u16(b, p + 28);
    if (p + 30 + nameLen > b.length) break;
    names.push(Buffer.from(b.buffer, b.byteOffset + p + 30, nameLen).toString('utf8').toLowerCase());
    if (flags & 0x8) break; // size unknown until the data descriptor: stop walking, the names so far suffice
    p += 30 + nameLen + extraLen + csize;
  }
  return names;
}

/**
 * Stream and storage names of an OLE compound file (MS-CFB): the directory sectors are followed through the FAT,
 * with bounds and loop guards, so a damaged file yields what could be read instead of throwing.
 */
function oleStreamNames(b: Uint8Array): string[] {
  try {
    const sectorShift = u16(b, 0x1e);
    if (sectorShift < 7 || sectorShift > 16) return [];
    const sectorSize = 1 << sectorShift;
    const numFatSectors = u32(b, 0x2c);
    const firstDirSector = u32(b, 0x30);
    let difatSector = u32(b, 0x44);
    const numDifat = u32(b, 0x48);
    const sectorOffset = (s: number) => (s + 1) * sectorSize;
    const fatSectors: number[] = [];
    for (let i = 0; i < 109 && fatSectors.length < numFatSectors; i++) fatSectors.push(u32(b, 0x4c + i * 4));
    for (let d = 0; d < numDifat && difatSector < 0xfffffffa && fatSectors.length < numFatSectors; d++) {
      const off = sectorOffset(difatSector);
      if (off + sectorSize > b.length) break;
      for (let i = 0; i < sectorSize / 4 - 1 && fatSectors.length < numFatSectors; i++) fatSectors.push(u32(b, off + i * 4));
      difatSector = u32(b, off + sectorSize - 4);
    }
    const next = (s: number): number => {
      const perSector = sectorSize / 4;
      const fs = fatSectors[Math.floor(s / perSector)];
      if (fs === undefined) return 0xfffffffe;
      const off = sectorOffset(fs) + (s % perSector) * 4;
      return off + 4 <= b.length ? u32(b, off) : 0xfffffffe;
    };
    const names: string[] = [];
    const seen = new Set<number>();
    for (let s = firstDirSector; s < 0xfffffffa && !seen.has(s) && seen.size < 100_000; s = next(s)) {
      seen.add(s);
      const off = sectorOffset(s);
      if (off + sectorSize > b.length) break;
      for (let e = 0; e < sectorSize / 128; e++) {
        const eo = off + e * 128;
        const nameLen = u16(b, eo + 0x40);
        const type = b[eo + 0x42];
        if (type === 0 || nameLen < 2 || nameLen > 64) continue;
        names.push(Buffer.from(b.buffer, b.byteOffset + eo, nameLen - 2).toString('utf16le'));
      }
    }
    return names;
  } catch {
    return [];
  }
}
