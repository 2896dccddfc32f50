/**
 * What the contract services need from the app, passed explicitly (style.md: services know no Fastify).
 * `contractDeps(app)` builds it from any plugin context of the app.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { TEnv } from '../../env';
import { appEvents, type AppEvents } from '../../events/app-events';
import type { JobQueue } from '../../jobs/queue';
import type { FileStore } from '../../storage/file-store';

export type TContractDeps = {
  db: Db;
  fileStore: FileStore;
  env: TEnv;
  queue: JobQueue;
  log: FastifyBaseLogger;
  events: AppEvents;
};

/** The contract services' dependencies from the app's decorators. */
export function contractDeps(app: FastifyInstance, log: FastifyBaseLogger = app.log): TContractDeps {
  return { db: app.db, fileStore: app.fileStore, env: app.env, queue: app.queue, log, events: appEvents(app) };
}
