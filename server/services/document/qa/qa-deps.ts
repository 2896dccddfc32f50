/** Dependencies of the Q&A services: the file deps plus the stream hub (server/lib/stream) and the model provider. */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AiProvider } from '../../../ai/index';
import type { StreamHub } from '../../../lib/stream/hub';
import { reviewProvider } from '../../contract/ai-provider';
import { documentDeps, type TDocumentDeps } from '../document-deps';

export type TQaDeps = TDocumentDeps & { streams: StreamHub; provider: AiProvider };

/** The stream kind of file Q&A answers. */
export const QA_STREAM_KIND = 'document';

/** Q&A dependencies from the app's decorators (the provider is the process's one for these settings). */
export function qaDeps(app: FastifyInstance, log: FastifyBaseLogger = app.log): TQaDeps {
  return { ...documentDeps(app, log), streams: app.streams, provider: reviewProvider(app.env, log) };
}
