/**
 * uploadFile: an encrypted file from the browser (LDX1, like contracts) becomes a stored file with its text, for
 * file Q&A or due diligence (issue 9). The upload streams to a private temp file; its HMAC tag is checked with the
 * actor's own keys before anything is decrypted; the kind comes from the bytes (sniff-file.ts), never the name alone;
 * images are measured before anything decodes them; the text layer is read in a worker thread
 * (extract/run-extraction.ts). Pages without a usable text layer and images are OCRed by the document.ocr job: the
 * answer then says ocr: true and the file becomes READY when the job is done. Temp files are removed on every path.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import type { TUploadFileResponse } from '@common/api/document';
import { Code } from '@common/codes';
import { MAX_UPLOAD_BYTES, TXT_MAX_CHARS } from '@common/limits';
import { ConversionError, convertDocToDocx } from '../../convert/doc-to-docx';
import { Ldx1Error, verifyAndDecryptLdx1File } from '../../crypto/ldx1';
import { docFiles, type TDocFileRow } from '../../db/schema/index';
import { documentOcrJob } from '../../jobs/definitions/document-ocr';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { InputLimitError } from '../../lib/input-limits/input-limit-error';
import { decodeTextWithin } from '../../lib/input-limits/text-size';
import { DOC_CONVERSION_TIMEOUT_MS, keysForActor, sanitizeFileName } from '../contract/upload-contract';
import { deleteStoredFiles, putStoredFile } from '../contract/stored-files';
import { DocumentErrors, DocumentMessages } from './document-errors';
import type { TDocumentDeps } from './document-deps';
import { readDocxIsolated } from '../../review/docx/read-docx-isolated';
import { assembleText, tidyPageText, type TPageText } from './extract/assemble-text';
import { decodeTxt, normalizeNewlines } from './extract/decode-txt';
import type { TExtractedPage } from './extract/extract-protocol';
import { imageSizeAllowed, readImageSize } from './extract/image-size';
import { ExtractionError, extractPdfText } from './extract/run-extraction';
import { ACCEPTED_EXTENSIONS, extensionOf, sniffFile, type TFileKind } from './extract/sniff-file';
import { indexFiles } from './retrieval/file-index';

/** How long reading a text layer may take (a 500-page PDF: ~5 s) before the file is refused. */
export const TEXT_EXTRACTION_TIMEOUT_MS = 120_000;

export type TUploadFileInput = {
  actor: TActor;
  module: 'document' | 'trace';
  fileName: string;
  file: Readable;
  truncated: () => boolean;
};

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(8192);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The file's API shape after upload. */
export function presentUpload(row: TDocFileRow): TUploadFileResponse {
  return {
    file_id: row.id,
    file_name: row.fileName,
    file_type: row.fileType,
    file_count: row.charCount,
    pages: row.pageCount,
    ocr: row.status === 'OCR',
    status: row.status,
  };
}

async function readPlainPages(kind: 'docx' | 'txt', bytes: Uint8Array): Promise<{ pages: TExtractedPage[]; numPages: number }> {
  let text: string;
  if (kind === 'txt') {
    // A .txt is refused before decoding when it cannot fit the character limit (decision 187).
    try {
      text = normalizeNewlines(decodeTextWithin(bytes, TXT_MAX_CHARS, decodeTxt));
    } catch (err) {
      if (err instanceof InputLimitError) throw new AppError(422, Code.FILE_TOO_MANY_CHARS, `文件超过${TXT_MAX_CHARS / 10_000}万字，请拆分后上传`);
      throw err;
    }
  }
  else {
    try {
      const doc = await readDocxIsolated(bytes);
      text = doc.paragraphs.map((p) => p.text).join('\n');
    } catch (err) {
      throw new ExtractionError('damaged', err instanceof Error ? err.message : String(err));
    }
  }
  return { pages: [{ page: 1, text: tidyPageText(text), needsOcr: false, reason: 'ok' }], numPages: 1 };
}

function mapExtractionError(err: unknown): Error {
  if (err instanceof ExtractionError) return err.reason === 'encrypted' ? DocumentErrors.encrypted() : DocumentErrors.parseFailed();
  return err instanceof Error ? err : new Error(String(err));
}

/** Stores an uploaded file and its text; see the file comment. Throws 20021/20023/20027/20030/20031/3010x. */
export async function uploadFile(deps: TDocumentDeps, { actor, module, fileName, file, truncated }: TUploadFileInput): Promise<TUploadFileResponse> {
  const name = sanitizeFileName(fileName);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-file-'));
  try {
    const encrypted = path.join(dir, 'upload.ldx1');
    await pipeline(file, createWriteStream(encrypted, { mode: 0o600 }));
    if (truncated()) throw DocumentErrors.fileTooLarge();
    const plain = path.join(dir, 'plain');
    let decrypted;
    try {
      decrypted = await verifyAndDecryptLdx1File(encrypted, plain, keysForActor(deps.env.SECRET_KEY, actor));
    } catch (err) {
      if (err instanceof Ldx1Error) throw DocumentErrors.decryptFailed();
      throw err;
    }
    await rm(encrypted, { force: true });
    if (decrypted.bytes > MAX_UPLOAD_BYTES) throw DocumentErrors.fileTooLarge();
    // Empty first: a 0-byte .pdf is an empty file, not a file of the wrong type.
    if (decrypted.bytes === 0) throw DocumentErrors.noText(DocumentMessages.fileEmpty);
    const kind0 = sniffFile(await readHead(plain), name);
    if (!kind0) {
      const ext = extensionOf(name);
      throw DocumentErrors.typeUnsupported((ACCEPTED_EXTENSIONS as readonly string[]).includes(ext) ? DocumentMessages.typeMismatch(ext) : undefined);
    }
    let bytes: Uint8Array = await readFile(plain);
    await rm(plain, { force: true });

    let kind: TFileKind = kind0;
    if (kind === 'doc') {
      try {
        bytes = await convertDocToDocx(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { soffice: deps.env.SOFFICE_PATH, timeoutMs: DOC_CONVERSION_TIMEOUT_MS });
      } catch (err) {
        if (err instanceof ConversionError) {
          deps.log.warn({ reason: err.reason, detail: err.message }, 'doc conversion failed');
          throw DocumentErrors.convertFailed();
        }
        throw err;
      }
      kind = 'docx';
    }
    if (kind === 'png' || kind === 'jpeg') {
      const size = readImageSize(bytes);
      if (!size) throw DocumentErrors.parseFailed();
      if (!imageSizeAllowed(size)) throw DocumentErrors.imageTooLarge();
    }

    // Text first (refuses unreadable files before anything is stored).
    let pages: TPageText[] = [];
    let ocrPages: number[] = [];
    let pageCount: number | null = null;
    if (kind === 'pdf' || kind === 'docx' || kind === 'txt') {
      let extracted;
      try {
        // PDFs are parsed in the shared isolated parser (a reused worker thread with a heap cap); text is decoded
        // here; Word goes through the hardened reader (readDocxIsolated, below).
        extracted = kind === 'pdf' ? await extractPdfText(bytes, TEXT_EXTRACTION_TIMEOUT_MS) : await readPlainPages(kind, bytes);
      } catch (err) {
        deps.log.warn({ err }, 'file text extraction failed');
        throw mapExtractionError(err);
      }
      pages = extracted.pages.map((p) => ({ page: p.page, text: p.needsOcr ? '' : p.text, source: p.needsOcr ? 'ocr' : p.text ? 'text' : 'none' }));
      ocrPages = extracted.pages.filter((p) => p.needsOcr).map((p) => p.page);
      pageCount = kind === 'pdf' ? extracted.numPages : null;
      if (ocrPages.length === 0 && pages.every((p) => p.text.trim() === '')) throw DocumentErrors.noText();
    } else {
      pages = [{ page: 1, text: '', source: 'ocr' }];
      ocrPages = [1];
      pageCount = 1;
    }
    const assembled = assembleText(pages);

    const stored = await putStoredFile(deps.db, deps.fileStore, { owner: actor, kind: 'original', filename: name, bytes, taskId: null, committed: true });
    let row: TDocFileRow;
    try {
      [row] = (await deps.db
        .insert(docFiles)
        .values({
          tenantId: actor.tenantId,
          userId: actor.userId,
          module,
          storedFileId: stored.id,
          fileName: name,
          fileType: extensionOf(name),
          kind,
          byteSize: decrypted.bytes,
          md5: decrypted.md5,
          status: ocrPages.length > 0 ? 'OCR' : 'READY',
          pageCount,
          ocrPagesTotal: ocrPages.length,
          ocrPages,
          text: assembled.text,
          pages: assembled.pages,
          charCount: countChars(assembled.text),
        })
        .returning()) as [TDocFileRow];
    } catch (err) {
      await deleteStoredFiles(deps.db, deps.fileStore, [stored], deps.log);
      throw err;
    }
    if (ocrPages.length > 0) {
      try {
        await deps.queue.send(documentOcrJob, { fileId: row.id }, { singletonKey: `ocr:${row.id}` });
      } catch (err) {
        await deps.db.update(docFiles).set({ status: 'FAILED', failureReason: DocumentMessages.ocrFailed }).where(eq(docFiles.id, row.id));
        throw err;
      }
    }
    // The passage index of a READY file is built now, so the first question's first token does not wait for it.
    if (row.status === 'READY') setImmediate(() => warmIndex(row, deps));
    return presentUpload(row);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function warmIndex(row: TDocFileRow, deps: TDocumentDeps): void {
  try {
    indexFiles([row]);
  } catch (err) {
    deps.log.warn({ err }, 'passage index not warmed');
  }
}

/** Visible characters (whitespace excluded), as contracts count them. */
export function countChars(text: string): number {
  return text.replace(/\s/g, '').length;
}
