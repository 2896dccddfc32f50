/**
 * The browser's SubtleCrypto encryption (src/features/contract/crypto) and the server's streamed verification
 * (server/crypto/ldx1.ts) must agree byte for byte; tampering of any kind must fail with one error.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { importFileKey, encryptLdx1, decryptLdx1, type ImportedFileKey } from '../../src/features/contract/crypto/ldx1-webcrypto';
import { verifyAndDecryptLdx1File, encryptLdx1Buffer, Ldx1Error, type Ldx1Keys } from '../../server/crypto/ldx1';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ldx1-'));
const keys: Ldx1Keys = { encKey: randomBytes(32), macKey: randomBytes(32) };
const otherKeys: Ldx1Keys = { encKey: randomBytes(32), macKey: randomBytes(32) };
const keyId = 'u42v1';
let browserKey: ImportedFileKey;

beforeAll(async () => {
  browserKey = await importFileKey({ key_id: keyId, enc_key: keys.encKey.toString('base64'), mac_key: keys.macKey.toString('base64') });
});

async function encryptToFile(plaintext: Buffer, name: string): Promise<string> {
  const encrypted = await encryptLdx1(plaintext.buffer.slice(plaintext.byteOffset, plaintext.byteOffset + plaintext.length) as ArrayBuffer, browserKey);
  const file = path.join(dir, name);
  writeFileSync(file, encrypted);
  return file;
}

describe('LDX1 browser -> server', () => {
  it('decrypts what the browser encrypted and reports the plaintext md5', async () => {
    const plaintext = randomBytes(1_000_003);
    const input = await encryptToFile(plaintext, 'ok.ldx');
    const output = path.join(dir, 'ok.out');
    const result = await verifyAndDecryptLdx1File(input, output, (id) => (id === keyId ? keys : null));
    expect(result.keyId).toBe(keyId);
    expect(result.bytes).toBe(plaintext.length);
    expect(result.md5).toBe(createHash('md5').update(plaintext).digest('hex'));
    expect(readFileSync(output).equals(plaintext)).toBe(true);
  });

  it('uses a fresh IV for every file', async () => {
    const plaintext = Buffer.from('同一份合同');
    const a = readFileSync(await encryptToFile(plaintext, 'a.ldx'));
    const b = readFileSync(await encryptToFile(plaintext, 'b.ldx'));
    expect(a.equals(b)).toBe(false);
  });

  it.each([
    ['a flipped ciphertext bit', (bytes: Buffer) => { bytes[40]! ^= 1; }],
    ['a flipped tag bit', (bytes: Buffer) => { bytes[bytes.length - 1]! ^= 1; }],
    ['a flipped IV bit', (bytes: Buffer) => { bytes[12]! ^= 1; }],
  ])('rejects %s before decrypting', async (_label, tamper) => {
    const input = await encryptToFile(randomBytes(4096), 'tamper.ldx');
    const bytes = readFileSync(input);
    tamper(bytes);
    writeFileSync(input, bytes);
    await expect(verifyAndDecryptLdx1File(input, path.join(dir, 't.out'), () => keys)).rejects.toBeInstanceOf(Ldx1Error);
  });

  it('rejects a truncated file and a file made with another key', async () => {
    const input = await encryptToFile(randomBytes(4096), 'trunc.ldx');
    writeFileSync(input, readFileSync(input).subarray(0, 100));
    await expect(verifyAndDecryptLdx1File(input, path.join(dir, 'x.out'), () => keys)).rejects.toBeInstanceOf(Ldx1Error);
    const other = await encryptToFile(randomBytes(4096), 'other.ldx');
    await expect(verifyAndDecryptLdx1File(other, path.join(dir, 'y.out'), () => otherKeys)).rejects.toBeInstanceOf(Ldx1Error);
    await expect(verifyAndDecryptLdx1File(other, path.join(dir, 'z.out'), () => null)).rejects.toBeInstanceOf(Ldx1Error);
  });

  it('rejects a plain .docx that was never encrypted', async () => {
    const input = path.join(dir, 'plain.docx');
    writeFileSync(input, Buffer.concat([Buffer.from('PK\x03\x04'), randomBytes(200)]));
    await expect(verifyAndDecryptLdx1File(input, path.join(dir, 'p.out'), () => keys)).rejects.toBeInstanceOf(Ldx1Error);
  });
});

describe('LDX1 server -> browser (downloads)', () => {
  it('the browser decrypts what the server encrypted', async () => {
    const plaintext = Buffer.from('审查意见书'.repeat(1000));
    const encrypted = encryptLdx1Buffer(plaintext, keyId, keys);
    const decrypted = Buffer.from(await decryptLdx1(encrypted.buffer.slice(encrypted.byteOffset, encrypted.byteOffset + encrypted.length) as ArrayBuffer, browserKey));
    expect(decrypted.equals(plaintext)).toBe(true);
    encrypted[encrypted.length - 5]! ^= 1;
    await expect(decryptLdx1(encrypted.buffer.slice(encrypted.byteOffset, encrypted.byteOffset + encrypted.length) as ArrayBuffer, browserKey)).rejects.toThrow('文件校验失败');
  });
});
