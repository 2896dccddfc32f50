/**
 * What a file that starts like a Word file but does not open as one is (issue 16): a damaged Word file (20023
 * 文件解析失败) or something else that is not Word at all (20031 请上传word文件). Decided from names only stored
 * uncompressed: zip entry names (word/…, [Content_Types].xml) and OLE directory names (UTF-16LE WordDocument).
 */

const ZIP_WORD_MARKERS = ['word/', '[Content_Types].xml'].map((s) => Buffer.from(s, 'latin1'));
/** Zip record signatures (local file header, central directory entry): a zip damaged at its start still has later ones. */
const ZIP_RECORDS = [Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from([0x50, 0x4b, 0x01, 0x02])];
const utf16 = (s: string) => Buffer.from(s, 'utf16le');
const OLE_WORD_STREAM = utf16('WordDocument');
/** Streams of other Office formats (Excel, PowerPoint, Visio…): a real file, but not a Word document. */
const OLE_OTHER_STREAMS = ['Workbook', 'Book', 'PowerPoint Document', 'VisioDocument'].map(utf16);

/**
 * Bytes that name Word package parts (word/…, [Content_Types].xml) but could not be read as a .docx: a damaged
 * Word file (20023) rather than a foreign one (20031).
 */
export function isDamagedDocx(bytes: Uint8Array): boolean {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Both: a text file that merely mentions word/document.xml (a README about .docx files) is not a damaged .docx.
  return ZIP_WORD_MARKERS.some((m) => b.includes(m)) && ZIP_RECORDS.some((m) => b.includes(m));
}

/**
 * An OLE compound file judged by its directory: 'word' (a WordDocument stream), 'other' (an Excel/PowerPoint
 * file renamed .doc), or 'junk' (no readable directory: an OLE header followed by garbage, never worth converting).
 */
export function oleKind(bytes: Uint8Array): 'word' | 'other' | 'junk' {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.includes(OLE_WORD_STREAM)) return 'word';
  if (OLE_OTHER_STREAMS.some((m) => b.includes(m))) return 'other';
  return 'junk';
}
