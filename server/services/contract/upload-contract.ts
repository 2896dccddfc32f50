/**
 * uploadContract: an encrypted Word file from the browser becomes a stored contract (architecture §3 step 2).
 * The upload streams to a private temp file (never held whole in memory while it arrives); its HMAC tag is checked
 * with the actor's own keys before anything is decrypted; the type is sniffed from the plaintext's bytes (.doc is
 * converted with LibreOffice); the .docx is read, its characters counted and refused above the limit before any
 * quota is spent; it is stored encrypted at rest. Temp files are removed on every path.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { TUploadResponse } from '@common/api/contract';
import { MAX_CONTRACT_CHARS, MAX_UPLOAD_BYTES } from '@common/limits';
import { ConversionError, convertDocToDocx } from '../../convert/doc-to-docx';
import { Ldx1Error, verifyAndDecryptLdx1File, type Ldx1Keys } from '../../crypto/ldx1';
import { contractUploads } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { deriveFileKeys, parseFileKeyId } from '../../lib/file-keys';
import { DocxError, sniffDocx } from '../../review/docx/index';
import { readDocxIsolated } from '../../review/docx/read-docx-isolated';
import type { TReadDocxSummary } from '../../review/docx/read-docx-worker';
import { isDamagedDocx, oleKind } from './classify-damaged-word';
import { ContractErrors } from './contract-errors';
import type { TContractDeps } from './contract-deps';
import { deleteStoredFiles, putStoredFile } from './stored-files';

/** How long one .doc conversion may take before it is killed (LibreOffice: ~1.5 s for 100k characters). */
export const DOC_CONVERSION_TIMEOUT_MS = 60_000;
const FILE_NAME_MAX = 200;

/** A file name fit for display and storage: no path, no control characters, at most 200 characters. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '').trim();
  const chars = Array.from(clean);
  return (chars.length > FILE_NAME_MAX ? chars.slice(chars.length - FILE_NAME_MAX) : chars).join('') || '合同.docx';
}

/** The actor's LDX1 keys for a key id of theirs (any key version); null for anyone else's id. */
export function keysForActor(secret: string, actor: Pick<TActor, 'userId'>): (keyId: string) => Ldx1Keys | null {
  return (keyId) => {
    const parsed = parseFileKeyId(keyId);
    if (!parsed || parsed.userId !== actor.userId) return null;
    const keys = deriveFileKeys(secret, keyId);
    return { encKey: keys.encKey, macKey: keys.macKey };
  };
}

/** Zip (a .docx) or OLE compound file (a .doc, or an Office-encrypted .docx): the only starts worth reading further. */
async function looksLikeWord(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(8);
    const { bytesRead } = await handle.read(head, 0, 8, 0);
    const zip = bytesRead >= 4 && head[0] === 0x50 && head[1] === 0x4b;
    const ole = bytesRead === 8 && head.equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
    return zip || ole;
  } finally {
    await handle.close();
  }
}

/** Text read beyond this stops the reader at once (20032); the exact count below decides for shorter files. */
const READ_CHARS_CAP = MAX_CONTRACT_CHARS * 3;

async function readHead(file: string, bytes: number): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(head, 0, bytes, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function readOrRefuse(bytes: Uint8Array, onError: () => Error): Promise<TReadDocxSummary> {
  try {
    // In a worker thread under the reading limits (decision 171): a crafted file is refused while it is inflated
    // and tokenized, and whatever still runs away kills that thread, not the API.
    return await readDocxIsolated(bytes, { maxTextChars: READ_CHARS_CAP });
  } catch (err) {
    if (err instanceof DocxError && err.reason === 'too-many-chars') throw ContractErrors.tooManyChars();
    // DocxError for every known way a file is unreadable; anything else on a hostile file is no better.
    throw onError();
  }
}

/** True when some paragraph holds a visible character (not only spaces or punctuation-free blanks). */
function hasText(doc: Pick<TReadDocxSummary, 'paragraphs'>): boolean {
  return doc.paragraphs.some((p) => /[\p{L}\p{N}]/u.test(p.text));
}

export type TUploadInput = {
  actor: TActor;
  fileName: string;
  /** The encrypted file as it arrives. */
  file: Readable;
  /** True when the multipart parser cut the file at its size limit. */
  truncated: () => boolean;
};

/** Stores an uploaded contract; see the file comment. Throws the spec's upload codes (2002x/2003x). */
export async function uploadContract(deps: TContractDeps, { actor, fileName, file, truncated }: TUploadInput): Promise<TUploadResponse> {
  const name = sanitizeFileName(fileName);
  // mkdtemp creates the folder with mode 0700: the plaintext is never readable by another local user.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-upload-'));
  try {
    const encrypted = path.join(dir, 'upload.ldx1');
    await pipeline(file, createWriteStream(encrypted, { mode: 0o600 }));
    if (truncated()) throw ContractErrors.fileTooLarge();

    const plain = path.join(dir, 'plain');
    let decrypted;
    try {
      decrypted = await verifyAndDecryptLdx1File(encrypted, plain, keysForActor(deps.env.SECRET_KEY, actor));
    } catch (err) {
      if (err instanceof Ldx1Error) throw ContractErrors.decryptFailed();
      throw err;
    }
    await rm(encrypted, { force: true });
    if (decrypted.bytes > MAX_UPLOAD_BYTES) throw ContractErrors.fileTooLarge();

    // A PDF or image renamed .docx is refused from its first bytes, without reading the whole file — unless its
    // first 64 KB name Word parts: a .docx whose signature was damaged is 20023, not "not a Word file".
    if (!(await looksLikeWord(plain))) throw isDamagedDocx(await readHead(plain, 64 * 1024)) ? ContractErrors.parseFailed() : ContractErrors.typeUnsupported();
    const bytes = await readFile(plain);
    await rm(plain, { force: true });
    const kind = sniffDocx(bytes);
    let docx: Uint8Array;
    let doc: TReadDocxSummary;
    // A .doc whose OLE directory names no WordDocument stream: an Excel file renamed, or junk behind an OLE header
    // (LibreOffice would "convert" the junk into pages of noise that then get reviewed and charged).
    const ole = kind === 'doc' ? oleKind(bytes) : null;
    if (ole === 'other') throw ContractErrors.typeUnsupported();
    if (ole === 'junk') throw ContractErrors.parseFailed();
    if (kind === 'docx') {
      docx = bytes;
      doc = await readOrRefuse(docx, ContractErrors.parseFailed);
    } else if (kind === 'doc') {
      try {
        docx = await convertDocToDocx(bytes, { soffice: deps.env.SOFFICE_PATH, timeoutMs: DOC_CONVERSION_TIMEOUT_MS });
      } catch (err) {
        if (err instanceof ConversionError) {
          deps.log.warn({ reason: err.reason, detail: err.message }, 'doc conversion failed');
          throw ContractErrors.convertFailed();
        }
        throw err;
      }
      doc = await readOrRefuse(docx, ContractErrors.convertFailed);
    } else if (kind === 'encrypted') {
      // A password-protected .docx: we cannot open it, and neither can the review.
      throw ContractErrors.parseFailed();
    } else if (bytes[0] === 0x50 && bytes[1] === 0x4b && isDamagedDocx(bytes)) {
      // A zip naming Word parts that does not open as a .docx (truncated, bytes flipped): damaged, not foreign.
      throw ContractErrors.parseFailed();
    } else {
      throw ContractErrors.typeUnsupported();
    }
    if (doc.charCount > MAX_CONTRACT_CHARS) throw ContractErrors.tooManyChars();
    // Nothing to review (a scanned contract, an empty document): refused here, before a task or any quota exists.
    if (doc.charCount === 0 || !hasText(doc)) throw ContractErrors.noText();

    const stored = await putStoredFile(deps.db, deps.fileStore, {
      owner: actor,
      kind: 'original',
      filename: name,
      bytes: docx,
      taskId: null,
      committed: true,
    });
    const timestamp = String(Date.now());
    try {
      await deps.db.insert(contractUploads).values({
        tenantId: actor.tenantId,
        userId: actor.userId,
        fileId: stored.id,
        md5: decrypted.md5,
        timestamp,
        fileName: name,
        originalType: kind,
        charCount: doc.charCount,
        byteSize: decrypted.bytes,
      });
    } catch (err) {
      await deleteStoredFiles(deps.db, deps.fileStore, [stored], deps.log);
      throw err;
    }
    return {
      md5_file: decrypted.md5,
      timestamp,
      file_name: name,
      file_count: doc.charCount,
      file_type: kind,
      file_compute: (decrypted.bytes / 1024).toFixed(2),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
