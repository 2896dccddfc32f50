import { createHash } from 'node:crypto';
import { FUXI_SEARCH_MODEL } from '@common/api/search';
import type { Db } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { consumeOnce } from '../quota/consume-once';

/**
 * Charges one fuxi_search use for a search (decision 121): once per user, tab, query and day, so paging, filters
 * and reloads of the same search are free. No use left -> 10014. Blank queries are never charged.
 */
export async function chargeSearch(db: Db, { actor, tab, q, now = new Date() }: { actor: TActor; tab: 'law' | 'case'; q: string; now?: Date }): Promise<void> {
  const text = q.trim();
  if (text === '') return;
  const digest = createHash('sha256').update(`${tab}\n${text}`).digest('hex').slice(0, 24);
  await consumeOnce(db, { actor, model: FUXI_SEARCH_MODEL, reference: `fuxi:${now.toISOString().slice(0, 10)}:${digest}` });
}
