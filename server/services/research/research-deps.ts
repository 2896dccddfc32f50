/** Dependencies of the research services: db, stream hub, the process's model provider and the statute corpus. */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AiProvider } from '../../ai/index';
import type { Db } from '../../db/client';
import type { StreamHub } from '../../lib/stream/hub';
import type { LawCorpus } from '../../laws/corpus';
import { getLawCorpus } from '../../laws/corpus';
import { reviewProvider } from '../contract/ai-provider';

export type TResearchDeps = { db: Db; streams: StreamHub; provider: AiProvider; corpus: () => LawCorpus; log: FastifyBaseLogger };

/** The stream kind of research answers (server/lib/stream). */
export const RESEARCH_STREAM_KIND = 'research';

/** Research dependencies from the app's decorators. */
export function researchDeps(app: FastifyInstance, log: FastifyBaseLogger = app.log): TResearchDeps {
  return { db: app.db, streams: app.streams, provider: reviewProvider(app.env, log), corpus: () => getLawCorpus(), log };
}
