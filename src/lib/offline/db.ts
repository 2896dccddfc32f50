/**
 * The browser database (Dexie, IndexedDB name 'lawdesk') — what is cached where:
 * - tasks:   every module's task-list rows, keyed [module+id]; `data` is the list item exactly as the server sent it
 *            (contract: TTask). Lists render from here first, online or not.
 * - results: results a user has opened (contract: findings + document model), keyed [module+id], so a detail page
 *            opened once works offline.
 * - outbox:  mutations made while offline (rename, delete, retry) with the Idempotency-Key each carries; the service
 *            worker replays them (workbox-background-sync) and removes them; the UI shows them as pending.
 * - history: one summary per task of every module (THistoryItem: module, id, title, status, updated_at, path), keyed
 *            [module+id] (decision 215). Written from every module's list and detail answers (history-sources.ts),
 *            read by /allHistory offline and by the worker's status poll for unfinished tasks of any module.
 * - meta:    owner (the user id the data belongs to) and lastSyncedAt:<module> (for the offline banner).
 * All of it belongs to one user: logout or another user's login wipes it (scopeToUser / clearOfflineData).
 * Shared by the pages and the service worker (no DOM use here).
 */
import Dexie, { type EntityTable } from 'dexie';
import type { THistoryItem, THistoryModule } from '@common/api/history';

export type TOfflineModule = 'contract' | 'translation' | 'research' | 'draft' | 'assistant' | 'traceability';

export interface CachedTask<T = unknown> {
  module: TOfflineModule;
  id: string;
  /** ISO time of the row's updated_at, for sorting offline like the server does. */
  updatedAt: string;
  status: string;
  data: T;
}

export interface CachedResult<T = unknown> {
  module: TOfflineModule;
  id: string;
  savedAt: number;
  data: T;
}

export interface CachedHistory {
  module: THistoryModule;
  id: string;
  /** ISO time, newest first like the server's list. */
  updatedAt: string;
  /** Normalized: PENDING, RUNNING, FINISH, FAILURE. */
  status: string;
  item: THistoryItem;
}

export type TMutationKind = 'rename' | 'delete' | 'retry';

export interface OutboxEntry {
  seq?: number;
  module: TOfflineModule;
  kind: TMutationKind;
  targetId: string;
  /** For rename: the new name. */
  payload: Record<string, unknown>;
  idempotencyKey: string;
  createdAt: number;
}

export interface MetaEntry {
  key: string;
  value: string | number;
}

export type LawdeskDb = Dexie & {
  tasks: EntityTable<CachedTask, 'id'>;
  results: EntityTable<CachedResult, 'id'>;
  outbox: EntityTable<OutboxEntry, 'seq'>;
  meta: EntityTable<MetaEntry, 'key'>;
  history: EntityTable<CachedHistory, 'id'>;
};

export const DB_NAME = 'lawdesk';

/** Opens (or creates/upgrades) the database. Versions only ever go up; each adds what it changes. */
export function openLawdeskDb(name: string = DB_NAME): LawdeskDb {
  const db = new Dexie(name) as LawdeskDb;
  db.version(1).stores({
    tasks: '[module+id], module, [module+updatedAt], status',
    results: '[module+id], savedAt',
    outbox: '++seq, [module+targetId], idempotencyKey',
    meta: 'key',
  });
  // v2 (decision 215): every module's task summaries for all history and the worker's poll.
  db.version(2).stores({ history: '[module+id], module, updatedAt, status' });
  return db;
}

let shared: LawdeskDb | null = null;

/** The app-wide instance (pages and service worker each open their own connection to the same database). */
export function getDb(): LawdeskDb {
  shared ??= openLawdeskDb();
  return shared;
}
