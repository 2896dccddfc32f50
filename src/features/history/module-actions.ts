/**
 * Open, rename and delete from all history through each module's own calls (issue 13 item 3): the same requests
 * the module's own pages send, so the module's rules (a running review cannot be deleted, name length …) apply.
 * Due diligence renames through PUT trace tasks (added beyond api.md, docs/api-extensions.md).
 */
import type { THistoryItem, THistoryModule } from '@common/api/history';
import { TRANSLATION_BASE } from '@common/api/paths';
import { apiData } from '@/lib/api-client';
import { deleteTask as deleteReview, renameTask as renameReview } from '@/features/contract/api';
import { deleteResearch, renameResearch } from '@/features/research/api';
import { deleteQaTask, renameQaTask } from '@/features/document/api';
import { deleteTrace, renameTrace } from '@/features/trace/api';
import { deleteDraft, renameDraft } from '@/features/draft/api';
import { deleteChat, renameChat } from '@/features/chat/api';

type TActions = { rename?: (id: string, title: string) => Promise<unknown>; remove: (id: string) => Promise<unknown> };

export const MODULE_ACTIONS: Record<THistoryModule, TActions> = {
  contract: { rename: (id, title) => renameReview({ task_id: id, task_name: title }), remove: (id) => deleteReview({ contract_id: id }) },
  research: { rename: renameResearch, remove: deleteResearch },
  document: { rename: renameQaTask, remove: deleteQaTask },
  trace: { rename: renameTrace, remove: deleteTrace },
  draft: { rename: renameDraft, remove: deleteDraft },
  chat: { rename: renameChat, remove: deleteChat },
  translation: {
    rename: (id, title) => apiData(`${TRANSLATION_BASE}/tasks`, { method: 'PUT', body: { task_id: id, task_name: title } }),
    remove: (id) => apiData(`${TRANSLATION_BASE}/tasks`, { method: 'DELETE', body: { task_id: id } }),
  },
};

/** Where an item opens: its module's page, or the guide layout's page for modules that have one (/guidHistory). */
export type TPathFor = (item: THistoryItem) => string;

export const assistantPath: TPathFor = (item) => item.path;

/** The guide layout has its own file Q&A and draft detail pages (spec §2); the rest open their usual page. */
export const guidePath: TPathFor = (item) => {
  const id = encodeURIComponent(item.task_id);
  if (item.module === 'document') return `/guidAssistantDetail?task_id=${id}`;
  if (item.module === 'draft') return `/guidDraftDetail?task_id=${id}`;
  return item.path;
};
