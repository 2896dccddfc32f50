/** stopAnswer (legal/stop, docs/api-extensions.md): stops an answer still streaming; its text so far is kept. */
import type { TActor } from '../../lib/actor';
import { findOwnResearchMessage } from './find-own-research';
import type { TResearchDeps } from './research-deps';

/** Asks the stream to stop; false when it had already ended; 404 for anyone else's message. */
export async function stopAnswer(
  deps: TResearchDeps,
  { actor, researchId, messageId }: { actor: TActor; researchId: string; messageId: string },
): Promise<{ stopped: boolean }> {
  await findOwnResearchMessage(deps.db, { actor, researchId, messageId });
  return { stopped: await deps.streams.stop(messageId, { tenantId: actor.tenantId, userId: actor.userId }) };
}
