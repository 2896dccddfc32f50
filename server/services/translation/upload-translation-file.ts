/**
 * A document to translate (issue 11): .docx, .doc (converted with LibreOffice at upload) or .txt in GBK or UTF-8,
 * encrypted in the browser like contracts (LDX1). Refused before anything is stored when it has no text or too many
 * characters. The original is stored encrypted at rest: the translated .docx is written over its structure.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { TRANSLATION_LIMITS, TranslationMessages, type TTranslationUpload } from '@common/api/translation';
import { Code, Messages } from '@common/codes';
import { MAX_UPLOAD_BYTES } from '@common/limits';
import { ConversionError, convertDocToDocx } from '../../convert/doc-to-docx';
import { Ldx1Error, verifyAndDecryptLdx1File } from '../../crypto/ldx1';
import { translationFiles } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { DOC_CONVERSION_TIMEOUT_MS, keysForActor, sanitizeFileName } from '../contract/upload-contract';
import { deleteStoredFiles, putStoredFile } from '../contract/stored-files';
import { decodeTxt, normalizeNewlines } from '../document/extract/decode-txt';
import { readSegments, detectLang } from './segments';
import type { TTranslationDeps } from './translation-deps';
import { TranslationErrors } from './translation-errors';

const EXTENSIONS = ['.docx', '.doc', '.txt'];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, sig: number[]) => sig.every((b, i) => bytes[i] === b);

/** Stores an uploaded document; see the file comment. */
export async function uploadTranslationFile(
  deps: TTranslationDeps,
  input: { actor: TActor; fileName: string; file: Readable; truncated: () => boolean },
): Promise<TTranslationUpload> {
  const name = sanitizeFileName(input.fileName);
  const ext = path.extname(name).toLowerCase();
  if (!EXTENSIONS.includes(ext)) {
    input.file.resume();
    throw new AppError(415, Code.FILE_TYPE_UNSUPPORTED, TranslationMessages.typeUnsupported);
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-translation-'));
  try {
    const encrypted = path.join(dir, 'upload.ldx1');
    await pipeline(input.file, createWriteStream(encrypted, { mode: 0o600 }));
    if (input.truncated()) throw new AppError(413, Code.FILE_TOO_LARGE, Messages.fileTooLarge);
    const plain = path.join(dir, 'plain');
    try {
      await verifyAndDecryptLdx1File(encrypted, plain, keysForActor(deps.env.SECRET_KEY, input.actor));
    } catch (err) {
      if (err instanceof Ldx1Error) throw new AppError(400, Code.FILE_DECRYPT_FAILED, Messages.fileDecryptFailed);
      throw err;
    }
    let bytes: Uint8Array = await readFile(plain);
    if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError(413, Code.FILE_TOO_LARGE, Messages.fileTooLarge);
    let kind: 'docx' | 'txt';
    if (ext === '.txt') {
      if (startsWith(bytes, ZIP) || startsWith(bytes, OLE)) throw new AppError(415, Code.FILE_TYPE_UNSUPPORTED, TranslationMessages.typeUnsupported);
      // Over the limit for certain before decoding (a character is at most 4 bytes; whitespace is not counted, so
      // twice that), instead of decoding 100 MB into strings first (decision 187).
      if (bytes.length > TRANSLATION_LIMITS.maxChars * 8) throw new AppError(413, Code.FILE_TOO_MANY_CHARS, TranslationMessages.tooManyChars);
      bytes = Buffer.from(normalizeNewlines(decodeTxt(bytes)), 'utf8');
      kind = 'txt';
    } else if (startsWith(bytes, OLE)) {
      try {
        bytes = await convertDocToDocx(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { soffice: deps.env.SOFFICE_PATH, timeoutMs: DOC_CONVERSION_TIMEOUT_MS });
      } catch (err) {
        if (err instanceof ConversionError) throw new AppError(422, Code.FILE_CONVERT_FAILED, Messages.fileConvertFailed);
        throw err;
      }
      kind = 'docx';
    } else if (startsWith(bytes, ZIP)) {
      kind = 'docx';
    } else {
      throw new AppError(415, Code.FILE_TYPE_UNSUPPORTED, TranslationMessages.typeUnsupported);
    }
    // Reading the segments now refuses damaged files and empty documents before anything is stored.
    const segments = readSegments(kind, bytes);
    const chars = segments.reduce((n, s) => n + s.source.replace(/\s/g, '').length, 0);
    if (chars === 0) throw TranslationErrors.noText();
    if (chars > TRANSLATION_LIMITS.maxChars || segments.length > TRANSLATION_LIMITS.segmentMax) {
      throw new AppError(413, Code.FILE_TOO_MANY_CHARS, TranslationMessages.tooManyChars);
    }
    const stored = await putStoredFile(deps.db, deps.fileStore, { owner: input.actor, kind: 'original', filename: name, bytes, taskId: null, committed: true });
    try {
      const [row] = await deps.db
        .insert(translationFiles)
        .values({
          tenantId: input.actor.tenantId,
          userId: input.actor.userId,
          storedFileId: stored.id,
          fileName: name,
          kind,
          charCount: chars,
          detectedLang: detectLang(segments.map((s) => s.source).join('\n')),
        })
        .returning();
      return { file_id: row!.id, file_name: row!.fileName, file_type: ext.slice(1), file_count: chars, pages: null, detected_lang: row!.detectedLang === 'en' ? 'en' : 'zh' };
    } catch (err) {
      await deleteStoredFiles(deps.db, deps.fileStore, [stored], deps.log);
      throw err;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
