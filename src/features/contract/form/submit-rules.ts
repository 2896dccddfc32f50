/**
 * When 立即审查 is enabled (spec §4 "Submit", §5): the upload succeeded with an md5, category, stance and reviewer are
 * filled, the server pre-check (contract/check) allowed it, and no creation is already running. The first reason
 * that blocks is returned so the button can say why; null means the review can start.
 */
import { Messages } from '@common/codes';
import { REVIEW_STATUS_PARTY_A_STRONG } from '@common/limits';
import type { TCreateTaskRequest, TUploadResponse } from '@common/api/contract';

export type TReviewForm = {
  categoryId: string;
  categoryLabel: string;
  stanceId: string;
  reviewer: string;
};

export const EMPTY_FORM: TReviewForm = { categoryId: '', categoryLabel: '', stanceId: '', reviewer: '' };

export type TSubmitInput = {
  uploaded: TUploadResponse | null;
  /** The last upload failed (danger state): the lawyer must upload again, not wait. */
  uploadFailed?: boolean;
  form: TReviewForm;
  /** contract/check: true = allowed, false = refused, undefined = not answered yet. */
  checkAllowed: boolean | undefined;
  checkMessage?: string;
  creating: boolean;
};

export function submitBlocker(s: TSubmitInput): string | null {
  if (s.creating) return '正在提交审查任务';
  if (!s.uploaded) return s.uploadFailed ? '请重新上传合同文件' : Messages.waitForUpload;
  if (!s.form.categoryId) return '请选择合同类型';
  if (!s.form.stanceId) return '请选择审查立场';
  if (!s.form.reviewer.trim()) return '请填写审查人';
  if (s.checkAllowed === undefined) return '正在校验审查权限';
  if (!s.checkAllowed) return s.checkMessage || Messages.limitReached;
  return null;
}

/** The file name without its extension: the task's default name. */
export function contractNameOf(fileName: string): string {
  return fileName.replace(/\.(docx?)$/i, '') || fileName;
}

/** The addContract payload of spec §3. */
export function buildCreatePayload(uploaded: TUploadResponse, form: TReviewForm): TCreateTaskRequest {
  return {
    review_stance: form.stanceId,
    contract_name: contractNameOf(uploaded.file_name),
    review_people: form.reviewer.trim(),
    timestamp: uploaded.timestamp,
    file_md5: uploaded.md5_file,
    word_count: uploaded.file_count,
    contract_type_id: form.categoryId,
    file_type_name: form.categoryLabel,
    review_status: REVIEW_STATUS_PARTY_A_STRONG,
    custom_require: '',
  };
}
