import type { DbOrTx } from '../../db/client';
import { refundOnce } from './refund-once';

/**
 * A streamed conversation (research, chat, file Q&A) is charged once, when it starts (reference = its id). Its use is
 * given back when every answer in it has failed (the model or the process failed: the lawyer received nothing); a
 * stopped answer was the lawyer's choice and a done one was delivered, so neither is refunded, and while another
 * answer is still streaming the outcome is not known yet (its own finisher decides). A later question, retry or
 * regenerate in a refunded conversation charges again through consumeOnce with the same reference (decision 168).
 */
export async function refundUnanswered(
  db: DbOrTx,
  { userId, model, reference, answerStatuses }: { userId: string; model: string; reference: string; answerStatuses: readonly string[] },
): Promise<{ refunded: boolean }> {
  if (answerStatuses.length === 0 || answerStatuses.some((s) => s !== 'failed')) return { refunded: false };
  return refundOnce(db, { actor: { userId }, model, reference });
}
