/**
 * Plain text uploads (issue 15 item 1, decision 187): a .txt has no compression, but decoding 100 MB of it into
 * strings (the decoded text, newline and tidy copies, the assembled text) took a process past 550 MB. A character
 * is at most 4 bytes in UTF-8 and GB18030, so a file longer than 4 x the character limit is over it for certain
 * and is refused before any decoding; the caller still counts the decoded characters exactly.
 */
import { InputLimitError } from './input-limit-error';

/** Most bytes one character takes in the encodings .txt uploads are read in (UTF-8, GB18030; UTF-16 takes 2 or 4). */
export const MAX_BYTES_PER_CHAR = 4;

/** Throws InputLimitError('too-many-chars') when `bytes` cannot hold `maxChars` characters or fewer. */
export function assertTextBytesWithin(byteLength: number, maxChars: number): void {
  if (byteLength > maxChars * MAX_BYTES_PER_CHAR) {
    throw new InputLimitError('too-many-chars', `${byteLength} bytes of text is over ${maxChars} characters`);
  }
}

/** The decoded text, or InputLimitError('too-many-chars') before or after decoding. */
export function decodeTextWithin(bytes: Uint8Array, maxChars: number, decode: (bytes: Uint8Array) => string): string {
  assertTextBytesWithin(bytes.length, maxChars);
  const text = decode(bytes);
  if (text.length > maxChars) throw new InputLimitError('too-many-chars', `${text.length} characters (limit ${maxChars})`);
  return text;
}
