/**
 * Downloads (spec §7 downloadContract, §9 kinds): GET task/download for the file id of the kind, fetch the encrypted
 * bytes, check and decrypt them in the browser with the per-user key, and save a .docx named after the task.
 */
import { DOWNLOAD_KINDS, type TDownloadKind, type TTask } from '@common/api/contract';
import { Code, Messages } from '@common/codes';
import { getToken } from '@/lib/session';
import { requestDownload } from '../api';
import { getImportedFileKey } from '../crypto/file-key';
import { decryptLdx1 } from '../crypto/ldx1-webcrypto';

export const DOWNLOAD_OPTIONS: { kind: TDownloadKind; label: string; hint: string }[] = [
  { kind: 'base', label: '批注版', hint: '风险提示以批注形式标在原文上' },
  { kind: 'detail', label: '修订版', hint: '批注 + 修订痕迹，按您接受的建议生成' },
  { kind: 'pure', label: '清洁版', hint: '直接采纳已接受的修改，无痕迹' },
  { kind: 'book', label: '审查意见书', hint: '风险汇总、逐条意见与法律依据' },
  { kind: 'original', label: '原文', hint: '上传时的合同原件' },
];

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export class DownloadError extends Error {}

/** '<task name>-<kind>.docx', without characters Windows refuses in file names. */
export function downloadFileName(taskName: string, kind: TDownloadKind): string {
  const label = DOWNLOAD_OPTIONS.find((o) => o.kind === kind)?.label ?? '';
  const base = taskName.replace(/[\\/:*?"<>|\r\n\t]+/g, ' ').trim() || '合同审查';
  return `${base}-${label}.docx`;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser time to start the download before the bytes go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Fetches, decrypts and returns the file of one kind; throws DownloadError with a message a lawyer can act on. */
export async function fetchTaskFile(task: TTask, kind: TDownloadKind): Promise<{ blob: Blob; fileName: string }> {
  const fileId = task[DOWNLOAD_KINDS[kind]];
  if (!fileId) throw new DownloadError('该文件尚未生成，请稍后再试');
  const { download_url } = await requestDownload(fileId);
  const headers: Record<string, string> = { Domain: window.location.host };
  const token = getToken();
  if (token) headers.token = token;
  let res: Response;
  try {
    res = await fetch(download_url, { headers, credentials: 'include' });
  } catch {
    throw new DownloadError(Messages.networkError);
  }
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    const env = (await res.json().catch(() => null)) as { code?: number; message?: string } | null;
    throw new DownloadError(env?.code !== Code.OK && env?.message ? env.message : '下载失败，请重试');
  }
  const [encrypted, key] = await Promise.all([res.arrayBuffer(), getImportedFileKey()]);
  let plain: ArrayBuffer;
  try {
    plain = await decryptLdx1(encrypted, key);
  } catch {
    throw new DownloadError(Messages.fileDecryptFailed.replace('重新上传', '重新下载'));
  }
  return { blob: new Blob([plain], { type: DOCX_MIME }), fileName: downloadFileName(task.task_name, kind) };
}

export async function downloadTaskFile(task: TTask, kind: TDownloadKind): Promise<string> {
  const { blob, fileName } = await fetchTaskFile(task, kind);
  saveBlob(blob, fileName);
  return fileName;
}
