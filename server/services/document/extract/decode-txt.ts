/**
 * A .txt file's characters: UTF-8 (with or without BOM), UTF-16 with a BOM, else GB18030 (a superset of GBK and
 * GB2312: what Chinese Windows Notepad saved for years). Strict UTF-8 decoding decides; GBK text is almost never
 * valid UTF-8 beyond a few characters.
 */
export function decodeTxt(bytes: Uint8Array): string {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/** Line endings to \n and no other change: offsets into the text are what quotes point at. */
export function normalizeNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}
