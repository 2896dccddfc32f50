/**
 * What the file services (Q&A and due diligence) need from the app, passed explicitly (style.md: services know no
 * Fastify). `documentDeps(app)` builds it from any plugin context of the app.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { TEnv } from '../../env';
import type { JobQueue } from '../../jobs/queue';
import type { FileStore } from '../../storage/file-store';

export type TDocumentDeps = {
  db: Db;
  fileStore: FileStore;
  env: TEnv;
  queue: JobQueue;
  log: FastifyBaseLogger;
};

/** The file services' dependencies from the app's decorators. */
export function documentDeps(app: FastifyInstance, log: FastifyBaseLogger = app.log): TDocumentDeps {
  return { db: app.db, fileStore: app.fileStore, env: app.env, queue: app.queue, log };
}
