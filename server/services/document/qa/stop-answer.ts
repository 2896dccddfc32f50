/** stopAnswer: stops an answer that is still streaming (its text so far is kept); false when it had ended. */
import type { TActor } from '../../../lib/actor';
import { findOwnMessage } from './find-own-task';
import type { TQaDeps } from './qa-deps';

/** Asks the stream to stop; 404 for anyone else's message. */
export async function stopAnswer(deps: TQaDeps, { actor, taskId, messageId }: { actor: TActor; taskId: string; messageId: string }): Promise<{ stopped: boolean }> {
  await findOwnMessage(deps.db, { actor, taskId, messageId });
  const stopped = await deps.streams.stop(messageId, { tenantId: actor.tenantId, userId: actor.userId });
  return { stopped };
}
