/**
 * Which query answers tell the offline history about tasks (decision 215). Every module's list and detail queries
 * go through TanStack Query, whose cache is persisted (query-client.ts) so an opened page shows offline; this map
 * turns the same answers into task summaries for the Dexie history table, so all history lists offline and the
 * worker polls every module's unfinished tasks — without each page writing to Dexie itself. One place to update
 * when a module changes its query keys (history-sources.test.ts pins each module's current keys and shapes).
 */
import {
  HISTORY_MODULES,
  HISTORY_STATUS_LABELS,
  historyPath,
  normalizeHistoryStatus,
  type THistoryItem,
  type THistoryModule,
} from '@common/api/history';
import type { THistorySummary, TReconcile } from './history-cache';

type TFields = {
  /** The query key's second element of list queries and of detail queries. */
  lists: readonly string[];
  details: readonly string[];
  /** Where list answers keep their rows. */
  rows: string;
  id: string;
  title: string;
};

/** Each module's query keys ([module, kind, ...]) and field names, as its api.ts / pages define them. */
const FIELDS: Record<THistoryModule, TFields> = {
  contract: { lists: ['tasks'], details: ['result'], rows: 'contract_infos', id: 'task_id', title: 'task_name' },
  research: { lists: ['list'], details: ['info'], rows: 'items', id: 'research_id', title: 'title' },
  document: { lists: ['history'], details: ['detail'], rows: 'items', id: 'task_id', title: 'title' },
  trace: { lists: ['list'], details: ['detail'], rows: 'items', id: 'task_id', title: 'name' },
  draft: { lists: ['history'], details: ['detail'], rows: 'items', id: 'task_id', title: 'title' },
  chat: { lists: ['history', 'recent'], details: ['detail'], rows: 'items', id: 'chat_id', title: 'title' },
  translation: { lists: ['list'], details: ['detail'], rows: 'items', id: 'task_id', title: 'task_name' },
};

type TRecord = Record<string, unknown>;
const isRecord = (v: unknown): v is TRecord => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** One module row (list item or detail) as a summary; null when it is not a task of the user (sample) or malformed. */
export function summarize(module: THistoryModule, raw: unknown, detail = false): THistorySummary | null {
  if (!isRecord(raw)) return null;
  const f = FIELDS[module];
  // The contract result nests its task; every other detail answer is the task itself.
  const row = module === 'contract' && detail && isRecord(raw.task) ? raw.task : raw;
  const id = str(row[f.id]);
  const title = str(row[f.title]);
  if (!id || title === undefined || row.is_sample === true) return null;
  const rawStatus = str(row.status) ?? 'FINISH';
  const status = normalizeHistoryStatus(rawStatus);
  // A detail answer's created_at is not when the task last changed: only updated_at counts.
  const updatedAt = str(row.updated_at);
  return {
    module,
    task_id: id,
    title,
    status,
    status_label: HISTORY_STATUS_LABELS[status],
    raw_status: rawStatus,
    ...(updatedAt ? { updated_at: updatedAt } : {}),
    path: historyPath(module, id),
  };
}

export type THistoryWrite = { summaries: THistorySummary[]; reconcile?: TReconcile };

/** The summaries a successful query answer carries, or null when the query is not a task list or detail. */
export function historyFromQuery(queryKey: readonly unknown[], data: unknown): THistoryWrite | null {
  const [head, kind, arg] = queryKey;
  if (head === 'history' && kind === 'all') return fromAllHistory(arg, data);
  if (typeof head !== 'string' || !(HISTORY_MODULES as readonly string[]).includes(head) || typeof kind !== 'string') return null;
  const module = head as THistoryModule;
  const f = FIELDS[module];
  if (f.lists.includes(kind) && isRecord(data) && Array.isArray(data[f.rows])) {
    const rows = data[f.rows] as unknown[];
    return { summaries: rows.map((r) => summarize(module, r)).filter((s): s is THistorySummary => s !== null) };
  }
  if (f.details.includes(kind) && typeof arg === 'string') {
    const one = summarize(module, data, true);
    return one ? { summaries: [one] } : null;
  }
  return null;
}

/** GET history/all: the items are summaries already; an unfiltered first page also tells what was deleted elsewhere. */
function fromAllHistory(query: unknown, data: unknown): THistoryWrite | null {
  if (!isRecord(data) || !Array.isArray(data.items)) return null;
  const items = (data.items as THistoryItem[]).filter((i) => isRecord(i) && typeof i.task_id === 'string');
  const q = isRecord(query) ? query : {};
  const firstPage = (q.page ?? 1) === 1 && !q.search;
  const reconcile: TReconcile | undefined = firstPage
    ? { module: q.module as THistoryModule | undefined, complete: Number(data.total_pages ?? 1) <= 1 }
    : undefined;
  return { summaries: items, reconcile };
}
