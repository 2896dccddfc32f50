/**
 * The browser database (Dexie, IndexedDB name 'lawdesk') — what is cached where:
 * - tasks:   every module's task-list rows, keyed [module+id]; `data` is the list item exactly as the server sent it
 *            (contract: TTask). Lists render from here first, online or not.
 * - results: results a user has opened (contract: findings + document model), keyed [module+id], so a detail page
 *            opened once works offline.
 * - outbox:  mutations made while offline (rename, delete, retry) with the Idempotency-Key each carries; the service
 *            worker replays them (workbox-background-sync) and removes them; the UI shows them as pending.
 * - meta:    owner (the user id the data belongs to) and lastSyncedAt:<module> (for the offline banner).
 * All of it belongs to one user: logout or another user's login wipes it (scopeToUser / clearOfflineData).
 * Shared by the pages and the service worker (no DOM use here).
 */
import Dexie, { type EntityTable } from 'dexie';

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
  return db;
}

let shared: LawdeskDb | null = null;

/** The app-wide instance (pages and service worker each open their own connection to the same database). */
export function getDb(): LawdeskDb {
  shared ??= openLawdeskDb();
  return shared;
}
