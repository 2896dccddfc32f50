/** Dependencies of the chat services: db, the stream hub (server/lib/stream), the model provider and the corpus. */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AiProvider } from '../../ai/index';
import type { Db } from '../../db/client';
import type { TEnv } from '../../env';
import { getLawCorpus, type LawCorpus } from '../../laws/corpus';
import type { StreamHub } from '../../lib/stream/hub';
import { reviewProvider } from '../contract/ai-provider';

export type TChatDeps = { db: Db; env: TEnv; log: FastifyBaseLogger; streams: StreamHub; provider: AiProvider; corpus: () => LawCorpus };

/** The stream kind of chat answers. */
export const CHAT_STREAM_KIND = 'chat';

/** Chat dependencies from the app's decorators. */
export function chatDeps(app: FastifyInstance, log: FastifyBaseLogger = app.log): TChatDeps {
  return { db: app.db, env: app.env, log, streams: app.streams, provider: reviewProvider(app.env, log), corpus: () => getLawCorpus() };
}
