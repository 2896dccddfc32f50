/** What the drafting services need from the app, passed explicitly (style.md: services know no Fastify). */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AiProvider } from '../../ai/index';
import type { Db } from '../../db/client';
import type { TEnv } from '../../env';
import { getLawCorpus, type LawCorpus } from '../../laws/corpus';
import { reviewProvider } from '../contract/ai-provider';

export type TDraftDeps = { db: Db; env: TEnv; log: FastifyBaseLogger; provider: AiProvider; corpus: () => LawCorpus };

/** The drafting dependencies from the app's decorators (the process's one provider for these settings). */
export function draftDeps(app: FastifyInstance, log: FastifyBaseLogger = app.log): TDraftDeps {
  return { db: app.db, env: app.env, log, provider: reviewProvider(app.env, log), corpus: () => getLawCorpus() };
}
