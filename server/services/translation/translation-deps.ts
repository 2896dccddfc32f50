/** What the translation services need; routes and the job build it from the app. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { TEnv } from '../../env';
import type { JobQueue } from '../../jobs/queue';
import type { FileStore } from '../../storage/file-store';

export type TTranslationDeps = { db: Db; fileStore: FileStore; env: TEnv; log: FastifyBaseLogger; queue: JobQueue };
