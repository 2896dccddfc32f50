/**
 * The kind of an uploaded file from its first bytes and its name (issue 9: pdf, doc, docx, png, jpg/jpeg, txt).
 * The bytes decide: a .exe renamed .pdf is refused (20031), a PDF named .txt is still read as a PDF only when its
 * extension is one we accept. Text has no magic number, so .txt is accepted when the name says so and the bytes
 * hold no binary control characters.
 */
export type TFileKind = 'pdf' | 'docx' | 'doc' | 'png' | 'jpeg' | 'txt';

export const ACCEPTED_EXTENSIONS = ['pdf', 'doc', 'docx', 'png', 'jpg', 'jpeg', 'txt'] as const;

/** The lower-case extension of a file name without the dot ('' when none). */
export function extensionOf(name: string): string {
  const m = /\.([A-Za-z0-9]+)$/.exec(name.trim());
  return m ? m[1]!.toLowerCase() : '';
}

function startsWith(head: Uint8Array, bytes: readonly number[], at = 0): boolean {
  return head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
}

/** True when a leading sample looks like text: no NUL and few other C0 controls (tab, CR, LF, FF and ESC aside). */
export function looksLikeText(head: Uint8Array): boolean {
  if (head.length === 0) return true;
  // UTF-16 with a BOM is text even though half its bytes are NUL.
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return true;
  let controls = 0;
  for (const b of head) {
    if (b === 0) return false;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x1b) controls++;
  }
  return controls / head.length < 0.01;
}

/**
 * Detects the kind from the first bytes (at least 8 KB when the file has them) and the name's extension.
 * Returns null for anything we do not read (unsupported type).
 */
export function sniffFile(head: Uint8Array, fileName: string): TFileKind | null {
  const ext = extensionOf(fileName);
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(ext)) return null;
  // %PDF may follow a little junk (some producers); the spec allows it within the first 1024 bytes.
  const pdfAt = indexOfAscii(head.subarray(0, 1024), '%PDF-');
  if (pdfAt >= 0) return ext === 'pdf' ? 'pdf' : null;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return ext === 'png' ? 'png' : null;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return ext === 'jpg' || ext === 'jpeg' ? 'jpeg' : null;
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) {
    return ext === 'docx' || ext === 'doc' ? 'docx' : null;
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return ext === 'doc' || ext === 'docx' ? 'doc' : null;
  if (ext === 'txt' && looksLikeText(head)) return 'txt';
  return null;
}

function indexOfAscii(bytes: Uint8Array, needle: string): number {
  const n = Array.from(needle, (c) => c.charCodeAt(0));
  outer: for (let i = 0; i + n.length <= bytes.length; i++) {
    for (let j = 0; j < n.length; j++) if (bytes[i + j] !== n[j]) continue outer;
    return i;
  }
  return -1;
}
