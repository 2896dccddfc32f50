/**
 * The LDX1 encrypted file format (api.md "Encrypted file format", docs/decisions/052):
 * 'LDX1' | key_id length (1 byte) | key_id (UTF-8) | IV (16) | AES-256-CBC ciphertext (PKCS#7) | HMAC-SHA256 (32)
 * over everything before the tag. Pure byte helpers shared by the browser and the server.
 */

export const LDX1_MAGIC = new Uint8Array([0x4c, 0x44, 0x58, 0x31]); // 'LDX1'
export const LDX1_IV_BYTES = 16;
export const LDX1_TAG_BYTES = 32;
export const LDX1_MAX_KEY_ID_BYTES = 255;
/** Largest overhead LDX1 adds to a plaintext: header, IV, a full padding block, tag. */
export const LDX1_MAX_OVERHEAD = 4 + 1 + LDX1_MAX_KEY_ID_BYTES + LDX1_IV_BYTES + 16 + LDX1_TAG_BYTES;

/** Builds the header (magic, key id, IV) that precedes the ciphertext. */
export function buildLdx1Header(keyId: string, iv: Uint8Array): Uint8Array {
  const keyIdBytes = new TextEncoder().encode(keyId);
  if (keyIdBytes.length === 0 || keyIdBytes.length > LDX1_MAX_KEY_ID_BYTES) throw new Error('key id length out of range');
  if (iv.length !== LDX1_IV_BYTES) throw new Error('IV must be 16 bytes');
  const header = new Uint8Array(4 + 1 + keyIdBytes.length + LDX1_IV_BYTES);
  header.set(LDX1_MAGIC, 0);
  header[4] = keyIdBytes.length;
  header.set(keyIdBytes, 5);
  header.set(iv, 5 + keyIdBytes.length);
  return header;
}

export interface Ldx1Header {
  keyId: string;
  iv: Uint8Array;
  /** Offset of the first ciphertext byte. */
  ciphertextOffset: number;
}

/** Parses the header from the first bytes of a file; null when they are not LDX1. */
export function parseLdx1Header(bytes: Uint8Array): Ldx1Header | null {
  if (bytes.length < 5 || LDX1_MAGIC.some((byte, index) => bytes[index] !== byte)) return null;
  const keyIdLength = bytes[4]!;
  const ciphertextOffset = 5 + keyIdLength + LDX1_IV_BYTES;
  if (keyIdLength === 0 || bytes.length < ciphertextOffset) return null;
  let keyId: string;
  try {
    keyId = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(5, 5 + keyIdLength));
  } catch {
    return null;
  }
  return { keyId, iv: bytes.slice(5 + keyIdLength, ciphertextOffset), ciphertextOffset };
}

/** Smallest valid file: header with a 1-byte key id, one cipher block, the tag. */
export const LDX1_MIN_BYTES = 5 + 1 + LDX1_IV_BYTES + 16 + LDX1_TAG_BYTES;
