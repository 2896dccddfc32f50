/** What the file modules accept before anything is encrypted (issue 9): the types and the 100 MB limit. */
import { FILE_EXTENSIONS } from '@common/api/document';
import { MAX_UPLOAD_BYTES } from '@common/limits';
import { Messages } from '@common/codes';

export const FILE_ACCEPT = FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** null when the file may be uploaded, else the message to show. */
export function fileProblem(file: { name: string; size: number }): string | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(FILE_EXTENSIONS as readonly string[]).includes(ext)) return Messages.fileTypeUnsupportedFiles;
  if (file.size > MAX_UPLOAD_BYTES) return Messages.fileTooLarge;
  // Said here, before encrypting and sending nothing (the server answers the same words).
  if (file.size === 0) return '文件为空，请重新选择';
  return null;
}

/** The icon kind of a file name (spec §3: pdf, doc/docx, png, jpg/jpeg, txt; doc by default). */
export function fileIconKind(name: string): 'pdf' | 'doc' | 'png' | 'jpg' | 'txt' {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  if (ext === 'pdf') return 'pdf';
  if (ext === 'png') return 'png';
  if (ext === 'jpg' || ext === 'jpeg') return 'jpg';
  if (ext === 'txt') return 'txt';
  return 'doc';
}
