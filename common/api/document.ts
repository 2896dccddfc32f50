/**
 * File Q&A (api.md "Files: Q&A and due diligence", /api/lawdesk/document/api/v1) and the upload and file-text calls
 * both file modules share. A quote is a span of a file's text: text === file_text.slice(start, end); verified is
 * false when the answer's words could not be found in the file (shown 未核验, never as a source).
 */
import { z } from 'zod';
import { TASK_NAME_MAX } from '../limits';
import { API_BASE } from './paths';

export const DOCUMENT_BASE = `${API_BASE}/document/api/v1`;
export const TRACE_BASE = `${API_BASE}/trace/api/v1`;

/** Extensions both file modules accept (issue 9). */
export const FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'png', 'jpg', 'jpeg', 'txt'] as const;
/** Files one question or one table may span. */
export const MAX_FILES_PER_TASK = 20;
export const QUESTION_MAX = 2000;

export const FILE_STATUSES = ['PROCESSING', 'OCR', 'READY', 'FAILED'] as const;
export const ZFileStatus = z.enum(FILE_STATUSES);
export type TFileStatus = z.infer<typeof ZFileStatus>;

export const ZQuote = z.object({
  file_id: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  page: z.number().int(),
  text: z.string(),
  verified: z.boolean(),
  /** The passage the quote comes from (P1, P2 … in a model's answer). */
  passage_id: z.string().optional(),
});
export type TQuote = z.infer<typeof ZQuote>;

export const ZUploadFileResponse = z.object({
  file_id: z.string(),
  file_name: z.string(),
  file_type: z.string(),
  /** Characters of the extracted text (0 while OCR runs). */
  file_count: z.number().int(),
  pages: z.number().int().nullable(),
  /** True when pages are being OCRed: the file is READY when status says so. */
  ocr: z.boolean(),
  status: ZFileStatus,
});
export type TUploadFileResponse = z.infer<typeof ZUploadFileResponse>;

export const ZFileInfo = z.object({
  file_id: z.string(),
  file_name: z.string(),
  file_type: z.string(),
  status: ZFileStatus,
  file_count: z.number().int(),
  pages: z.number().int().nullable(),
  ocr_done: z.number().int(),
  ocr_total: z.number().int(),
  failure_reason: z.string(),
  created_at: z.string(),
});
export type TFileInfo = z.infer<typeof ZFileInfo>;

export const ZFileQuery = z.object({ file_id: z.string().min(1).max(64) });
export const ZFileStatusRequest = z.object({ file_ids: z.array(z.string().max(64)).min(1).max(100) });
export const ZFileStatusResponse = z.object({ items: z.array(ZFileInfo) });

export const ZPageSpan = z.object({ page: z.number().int(), start: z.number().int(), end: z.number().int() });
export const ZFileTextResponse = z.object({ file_id: z.string(), file_name: z.string(), text: z.string(), pages: z.array(ZPageSpan) });
export type TFileTextResponse = z.infer<typeof ZFileTextResponse>;

const ZQuestion = z.string().trim().min(1, '问题不能为空').max(QUESTION_MAX, '超出最大字数限制， 建议您精简提问后使用');

export const ZCreateQaRequest = z.object({
  file_ids: z.array(z.string().max(64)).min(1).max(MAX_FILES_PER_TASK),
  question: ZQuestion,
});
export const ZCreateQaResponse = z.object({ task_id: z.string(), message_id: z.string() });
export const ZFollowUpRequest = z.object({ task_id: z.string().max(64), question: ZQuestion });
export const ZFollowUpResponse = z.object({ message_id: z.string() });
export const ZStreamQuery = z.object({ task_id: z.string().max(64), message_id: z.string().max(64) });
export const ZStopRequest = z.object({ task_id: z.string().max(64), message_id: z.string().max(64) });
export const ZRetryRequest = z.object({ task_id: z.string().max(64), message_id: z.string().max(64) });
export const ZTaskQuery = z.object({ task_id: z.string().max(64) });

export const ZQaMessage = z.object({
  message_id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  quotes: z.array(ZQuote),
  status: z.string(),
  created_at: z.string(),
});
export type TQaMessage = z.infer<typeof ZQaMessage>;

export const ZQaDetail = z.object({
  task_id: z.string(),
  title: z.string(),
  files: z.array(ZFileInfo),
  messages: z.array(ZQaMessage),
  is_sample: z.boolean(),
});
export type TQaDetail = z.infer<typeof ZQaDetail>;

export const ZQaListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().max(100).optional(),
});
export const ZQaListItem = z.object({ task_id: z.string(), title: z.string(), file_names: z.array(z.string()), updated_at: z.string() });
export type TQaListItem = z.infer<typeof ZQaListItem>;
export const ZQaListResponse = z.object({ items: z.array(ZQaListItem), total_count: z.number().int(), total_pages: z.number().int() });

export const ZRenameRequest = z.object({
  task_id: z.string().max(64),
  title: z.string().trim().min(1, '任务名称不能为空').max(TASK_NAME_MAX, '任务名称不能超过60个字'),
});
export const ZDeleteRequest = z.object({ task_id: z.string().max(64) });
export const ZSampleResponse = z.object({ task_id: z.string() });
