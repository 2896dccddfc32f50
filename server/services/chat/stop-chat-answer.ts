/** stopChatAnswer: stops an answer that is still streaming (its text so far is kept); false when it had ended. */
import type { TActor } from '../../lib/actor';
import type { TChatDeps } from './chat-deps';
import { findOwnChatMessage } from './find-own-chat';

/** Asks the stream to stop; 404 for anyone else's message. */
export async function stopChatAnswer(deps: TChatDeps, { actor, chatId, messageId }: { actor: TActor; chatId: string; messageId: string }): Promise<{ stopped: boolean }> {
  await findOwnChatMessage(deps.db, { actor, chatId, messageId });
  return { stopped: await deps.streams.stop(messageId, { tenantId: actor.tenantId, userId: actor.userId }) };
}
