/** Client-side checks before a file is encrypted and uploaded (spec §5). */
import { MAX_UPLOAD_BYTES, WORD_EXTENSIONS } from '@common/limits';
import { Messages } from '@common/codes';

export type TFileCheck = { ok: true } | { ok: false; level: 'error' | 'warning'; message: string };

/**
 * .doc/.docx (case-insensitive) else 请上传word文件 (error); a .doc on a server that cannot convert it (no
 * LibreOffice, base config server_features) is refused before upload; over 100 MB: 文件过大，上传失败 (warning).
 */
export function checkContractFile(file: { name: string; size: number }, options: { docConversion?: boolean } = {}): TFileCheck {
  const name = file.name.toLowerCase();
  if (!WORD_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return { ok: false, level: 'error', message: Messages.fileTypeUnsupported };
  }
  if (options.docConversion === false && name.endsWith('.doc')) {
    return { ok: false, level: 'error', message: Messages.docConversionUnavailable };
  }
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, level: 'warning', message: Messages.fileTooLarge };
  return { ok: true };
}

/** Size shown on the file card: KB with 2 decimals (spec §2). */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(2)}KB`;
}
