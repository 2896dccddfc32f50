/** Calls of the research API for integration tests (api.md "Legal research"). */
import type { FastifyInstance } from 'fastify';
import { RESEARCH_BASE, type TResearchCreateResponse } from '@common/api/research';
import { idempotencyKey } from './contract-client';
import { parseSse, type TSseEvent } from './sse';
import type { TestClient } from './test-client';

/** /api/lawdesk/newresearch/api/v1/<p> */
export function researchPath(p: string): string {
  return `${RESEARCH_BASE}/${p}`;
}

/** POST legal/create with an Idempotency-Key. */
export async function createResearch(client: TestClient, question: string, researchId?: string) {
  return client.call<TResearchCreateResponse>('POST', researchPath('legal/create'), {
    body: researchId ? { question, research_id: researchId } : { question },
    headers: { 'idempotency-key': idempotencyKey() },
  });
}

/** GET legal/research to the end of the stream (app.inject waits for it); optional Last-Event-ID. */
export async function readResearchStream(app: FastifyInstance, client: TestClient, researchId: string, messageId: string, lastEventId?: number): Promise<{ status: number; events: TSseEvent[] }> {
  const res = await app.inject({
    method: 'GET',
    url: `${researchPath('legal/research')}?research_id=${researchId}&message_id=${messageId}`,
    headers: { token: client.token ?? '', ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}) },
  });
  return { status: res.statusCode, events: res.statusCode === 200 ? parseSse(res.body) : [] };
}
