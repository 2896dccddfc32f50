/** Due diligence (api.md "Files: Q&A and due diligence", /api/lawdesk/trace/api/v1). Uploads: common/api/document.ts. */
import { z } from 'zod';
import { TASK_NAME_MAX } from '../limits';
import { MAX_FILES_PER_TASK, ZFileInfo, ZQuote } from './document';

export const MAX_TRACE_QUESTIONS = 40;

export const ZTraceTemplate = z.object({ template_id: z.string(), name: z.string(), questions: z.array(z.string()) });
export type TTraceTemplate = z.infer<typeof ZTraceTemplate>;
export const ZTemplatesResponse = z.object({ items: z.array(ZTraceTemplate) });

export const ZCreateTraceRequest = z
  .object({
    name: z.string().trim().min(1, '任务名称不能为空').max(TASK_NAME_MAX, '任务名称不能超过60个字'),
    file_ids: z.array(z.string().max(64)).min(1).max(MAX_FILES_PER_TASK),
    questions: z.array(z.string().trim().min(1).max(200)).max(MAX_TRACE_QUESTIONS).optional(),
    template_id: z.string().max(64).optional(),
  })
  .refine((v) => (v.questions && v.questions.length > 0) || v.template_id, { message: '请选择尽调清单或填写问题' });
export const ZCreateTraceResponse = z.object({ task_id: z.string() });

export const ZTraceEntity = z.object({
  kind: z.enum(['company', 'credit_code', 'amount', 'date', 'party']),
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  valid: z.boolean().optional(),
  company: z.string().optional(),
});
export type TTraceEntityApi = z.infer<typeof ZTraceEntity>;

export const ZTraceCell = z.object({
  question: z.string(),
  status: z.enum(['pending', 'found', 'not_found', 'failed']),
  answer: z.string(),
  quotes: z.array(ZQuote),
  searched: z.array(z.string()),
});
export type TTraceCellApi = z.infer<typeof ZTraceCell>;

export const ZTraceRow = z.object({ file_id: z.string(), file_name: z.string(), cells: z.array(ZTraceCell), entities: z.array(ZTraceEntity) });

export const ZTraceDetail = z.object({
  task_id: z.string(),
  name: z.string(),
  status: z.string(),
  progress: z.number().int(),
  cells_done: z.number().int(),
  cells_total: z.number().int(),
  questions: z.array(z.string()),
  files: z.array(ZFileInfo),
  rows: z.array(ZTraceRow),
  failure_reason: z.string(),
  updated_at: z.string(),
});
export type TTraceDetail = z.infer<typeof ZTraceDetail>;

export const ZTraceQuery = z.object({ task_id: z.string().max(64) });
export const ZTraceListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().max(100).optional(),
});
export const ZTraceListItem = z.object({ task_id: z.string(), name: z.string(), status: z.string(), progress: z.number().int(), file_count: z.number().int(), question_count: z.number().int(), updated_at: z.string() });
export type TTraceListItem = z.infer<typeof ZTraceListItem>;
export const ZTraceListResponse = z.object({ items: z.array(ZTraceListItem), total_count: z.number().int(), total_pages: z.number().int() });
export const ZTraceDownloadRequest = z.object({ task_id: z.string().max(64), format: z.enum(['xlsx', 'docx']) });
export const ZTraceDeleteRequest = z.object({ task_id: z.string().max(64) });
/** PUT trace tasks: a new name for one of the user's DD tables (beyond api.md; all history renames through it). */
export const ZTraceRenameRequest = z.object({
  task_id: z.string().max(64),
  name: z.string().trim().min(1, '任务名称不能为空').max(TASK_NAME_MAX, '任务名称不能超过60个字'),
});
export const ZTraceSampleResponse = z.object({ task_id: z.string() });
