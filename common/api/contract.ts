import { z } from 'zod';
import { zDateRange } from './safe-input';
import { MAX_CONTRACT_CHARS, TASK_NAME_MAX } from '../limits';
import { Messages } from '../codes';

/** Task status values (spec §4, api.md). */
export const TASK_STATUSES = ['PENDING', 'RUNNING', 'FINISH', 'FAILURE', 'QUERY_REVIEW', 'UNDER_REVIEW'] as const;
export const ZTaskStatus = z.enum(TASK_STATUSES);
export type TTaskStatus = z.infer<typeof ZTaskStatus>;
export const TASK_STATUS_LABELS: Record<TTaskStatus, string> = {
  PENDING: '排队中',
  RUNNING: '审查中',
  FINISH: '审查完成',
  FAILURE: '审查失败',
  QUERY_REVIEW: '获取审查清单中',
  UNDER_REVIEW: '待审查',
};
export const UNFINISHED_STATUSES: readonly TTaskStatus[] = ['PENDING', 'RUNNING', 'QUERY_REVIEW', 'UNDER_REVIEW'];

export const ZOrder = z.enum(['UPDATE_DESC', 'UPDATE_ASC']);

// ---------- upload ----------
export const ZUploadResponse = z.object({
  md5_file: z.string(),
  timestamp: z.string(),
  file_name: z.string(),
  /** Character count of the contract text (spec: word count). */
  file_count: z.number().int(),
  /** 'docx' or 'doc' (the original type; .doc is stored converted). */
  file_type: z.string(),
  /** Size in KB with 2 decimals, as a string (spec §3 file_compute). */
  file_compute: z.string(),
});
export type TUploadResponse = z.infer<typeof ZUploadResponse>;

// ---------- categories & stances ----------
export type TCategoryNode = { value: string; label: string; children: TCategoryNode[] };
export const ZCategoryNode: z.ZodType<TCategoryNode> = z.lazy(() =>
  z.object({ value: z.string(), label: z.string(), children: z.array(ZCategoryNode) }),
);
export const ZCategoriesResponse = z.object({ contract_sort: z.array(ZCategoryNode) });

export const ZAiTypeRequest = z.object({ timestamp: z.string(), file_md5: z.string() }).strict();
export const ZAiTypeResponse = z.object({
  file_type: z.object({ id: z.string(), name: z.string() }).nullable(),
  amount: z.number().nullable(),
});
export type TAiTypeResponse = z.infer<typeof ZAiTypeResponse>;

export const ZStanceOption = z.object({ stances: z.string(), prompt_id: z.string() });
export type TStanceOption = z.infer<typeof ZStanceOption>;
export const ZStanceRequest = z
  .object({
    contract_type_id: z.string(),
    timestamp: z.string().optional(),
    md5_file: z.string().optional(),
    contract_name: z.string().optional(),
  })
  .strict();
export const ZStanceResponse = z.object({ contract_stance: z.array(ZStanceOption) });

// ---------- create ----------
export const ZCreateTaskRequest = z
  .object({
    review_stance: z.string().min(1),
    contract_name: z.string().min(1).max(255),
    review_people: z.string().trim().min(1, '请填写审查人').max(30),
    timestamp: z.string().min(1),
    file_md5: z.string().regex(/^[a-f0-9]{32}$/, Messages.waitForUpload),
    word_count: z.number().int().min(0).max(MAX_CONTRACT_CHARS * 10),
    contract_type_id: z.string().min(1),
    file_type_name: z.string(),
    review_status: z.number().int(),
    custom_require: z.string().max(2000),
  })
  .strict();
export type TCreateTaskRequest = z.infer<typeof ZCreateTaskRequest>;
export const ZCreateTaskResponse = z.object({
  task_id: z.string(),
  contract_stance: z.string(),
  file_type: z.string(),
  amount: z.number().nullable(),
});

// ---------- tasks ----------
export const ZTask = z.object({
  task_id: z.string(),
  task_name: z.string(),
  file_name: z.string(),
  contract_id: z.string(),
  contract_type_id: z.string(),
  contract_type_name: z.string(),
  review_stance: z.string(),
  review_stance_name: z.string(),
  review_status: z.number().int(),
  review_people: z.string(),
  status: ZTaskStatus,
  /** Progress percent (0..100). */
  sec: z.number().int(),
  failure_reason: z.string(),
  word_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  is_new: z.boolean(),
  file_id: z.string(),
  original_file_url: z.string(),
  original_file_url_id: z.string(),
  annotated_file_url: z.string(),
  annotated_file_url_id: z.string(),
  detail_annotated_file_url_id: z.string(),
  pure_annotated_file_url_id: z.string(),
  complete_report_url_id: z.string(),
  simple_report_url: z.string(),
  finding_counts: z.object({ high: z.number().int(), medium: z.number().int(), low: z.number().int() }),
});
export type TTask = z.infer<typeof ZTask>;

/** GET upload/doc-queue: .doc conversions running and waiting on this server (issue 16, decision 185). */
export const ZDocQueueResponse = z.object({ running: z.number().int(), waiting: z.number().int(), concurrency: z.number().int() });
export type TDocQueue = z.infer<typeof ZDocQueueResponse>;

export const ZListTasksQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().max(100).optional(),
  order: ZOrder.default('UPDATE_DESC'),
  /** 'YYYY-MM-DD#YYYY-MM-DD' (spec §9: date range joined with #). */
  data_range: zDateRange().optional(),
  contract_type_ids: z.string().max(500).optional(),
  status: ZTaskStatus.optional(),
});
export type TListTasksQuery = z.infer<typeof ZListTasksQuery>;
export const ZListTasksResponse = z.object({
  contract_infos: z.array(ZTask),
  total_count: z.number().int(),
  total_pages: z.number().int(),
});
export type TListTasksResponse = z.infer<typeof ZListTasksResponse>;

export const ZTaskStatusRequest = z.object({ task_ids: z.array(z.string()).max(100) }).strict();
export const ZTaskStatusItem = z.object({
  task_id: z.string(),
  task_status: ZTaskStatus,
  sec: z.number().int(),
  updated_at: z.string(),
  failure_reason: z.string(),
  annotated_file_url: z.string(),
  annotated_file_url_id: z.string(),
  detail_annotated_file_url_id: z.string(),
  pure_annotated_file_url_id: z.string(),
  complete_report_url_id: z.string(),
  simple_report_url: z.string(),
});
export type TTaskStatusItem = z.infer<typeof ZTaskStatusItem>;
export const ZTaskStatusResponse = z.array(ZTaskStatusItem);

export const ZRenameTaskRequest = z
  .object({
    task_id: z.string().min(1),
    task_name: z.string().trim().min(1, Messages.taskNameEmpty).max(TASK_NAME_MAX, Messages.taskNameTooLong),
  })
  .strict();
export const ZDeleteTaskRequest = z.object({ contract_id: z.string().min(1) }).strict();
export const ZRetryTaskRequest = z.object({ task_id: z.string().min(1) }).strict();
export const ZDownloadQuery = z.object({ file_id: z.string().min(1) });
export const ZDownloadResponse = z.object({ download_url: z.string(), filename: z.string() });

// ---------- findings & result ----------
export const ZFindingLevel = z.enum(['high', 'medium', 'low']);
export type TFindingLevel = z.infer<typeof ZFindingLevel>;
export const FINDING_LEVEL_LABELS: Record<TFindingLevel, string> = { high: '高风险', medium: '中风险', low: '低风险' };

export const ZLegalBasis = z.object({
  law: z.string(),
  article: z.string(),
  /** Article text quoted from the statute corpus; '' when the corpus does not hold it. */
  text: z.string(),
  /** False when the citation could not be resolved against the corpus. */
  resolved: z.boolean(),
});
export type TLegalBasis = z.infer<typeof ZLegalBasis>;

/** Where a finding sits: paragraph ordinal in reading order and offsets in its visible text. */
export const ZAnchor = z.object({
  paragraph_index: z.number().int(),
  start: z.number().int(),
  end: z.number().int(),
  quote: z.string(),
});
export type TAnchor = z.infer<typeof ZAnchor>;

export const ZRevision = z.object({ op: z.enum(['insert', 'replace', 'delete']), text: z.string() });
export type TRevision = z.infer<typeof ZRevision>;

export const ZDecision = z.enum(['open', 'accepted', 'rejected']);
export type TDecision = z.infer<typeof ZDecision>;

export const ZFinding = z.object({
  id: z.string(),
  rule_id: z.string(),
  level: ZFindingLevel,
  title: z.string(),
  explanation: z.string(),
  suggestion: z.string(),
  legal_basis: z.array(ZLegalBasis),
  /** null when the finding is about something missing from the whole contract. */
  anchor: ZAnchor.nullable(),
  revision: ZRevision.nullable(),
  decision: ZDecision,
  source: z.enum(['rule', 'mechanical', 'model', 'playbook']),
});
export type TFinding = z.infer<typeof ZFinding>;

export const ZDocParagraph = z.object({
  index: z.number().int(),
  /** Rendered automatic number (第一条, 1.1, 一、) shown before the text; '' when none. */
  label: z.string(),
  text: z.string(),
  /** Where the paragraph lives, for display. */
  location: z.enum(['body', 'table', 'textbox', 'header', 'footer', 'footnote']),
  /** Heading/clause level when the paragraph starts a clause (0 = not a clause heading). */
  level: z.number().int(),
  /** Table coordinates when location is 'table': [table ordinal, row, cell]. */
  cell: z.tuple([z.number().int(), z.number().int(), z.number().int()]).nullable(),
});
export type TDocParagraph = z.infer<typeof ZDocParagraph>;
export const ZDocumentModel = z.object({ paragraphs: z.array(ZDocParagraph), char_count: z.number().int() });
export type TDocumentModel = z.infer<typeof ZDocumentModel>;

export const ZTaskResultQuery = z.object({ task_id: z.string().min(1) });
export const ZTaskResultResponse = z.object({
  task: ZTask,
  findings: z.array(ZFinding),
  document: ZDocumentModel,
  summary: z.string(),
});
export type TTaskResult = z.infer<typeof ZTaskResultResponse>;

export const ZReviewDecisionRequest = z
  .object({ task_id: z.string().min(1), finding_id: z.string().min(1), decision: ZDecision })
  .strict();
export const ZReviewDecisionResponse = z.object({ finding: ZFinding });

/** Download kinds (spec §9) -> the task field holding the file id. */
export const DOWNLOAD_KINDS = {
  base: 'annotated_file_url_id',
  detail: 'detail_annotated_file_url_id',
  revision: 'detail_annotated_file_url_id',
  pure: 'pure_annotated_file_url_id',
  book: 'complete_report_url_id',
  original: 'original_file_url_id',
} as const satisfies Record<string, keyof TTask>;
export type TDownloadKind = keyof typeof DOWNLOAD_KINDS;
