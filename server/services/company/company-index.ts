/**
 * The registry's searchable columns held in memory (decision 165). A LIKE '%…%' over name and brand cannot use the
 * trigram index for one- and two-character Chinese queries (上海, 王), so every such search was a sequential scan
 * with a CASE rank: p95 78 ms over 7,148 rows. Scanning four short strings per row in memory costs well under a
 * millisecond, and only the page's rows are read from the database.
 *
 * Freshness: the importer calls invalidateCompanyIndex in its process, and an index older than INDEX_MAX_AGE_MS is
 * rebuilt, so an import run by another process (worker, CLI) shows within a minute. A search does not count the
 * table each time: on PGlite that count alone cost 5 ms (median) under load.
 */
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/index';
import type { TIndexedCompany } from './rank-companies';

/** Above this many rows the index is not built (memory) and search runs in SQL. */
export const COMPANY_INDEX_MAX_ROWS = 300_000;
const INDEX_MAX_AGE_MS = 60_000;

type TIndex = { rows: number; builtAt: number; entries: TIndexedCompany[] | null };
/** generation: bumped by invalidateCompanyIndex, so a rebuild that started before an import is not kept. */
type TSlot = { index: TIndex | null; building: Promise<TIndex> | null; generation: number };

const slots = new WeakMap<Db, TSlot>();

function slotOf(db: Db): TSlot {
  let slot = slots.get(db);
  if (!slot) {
    slot = { index: null, building: null, generation: 0 };
    slots.set(db, slot);
  }
  return slot;
}

/** How many rows the registry has (0 means nothing imported). */
export async function countCompanies(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companies);
  return row?.n ?? 0;
}

async function build(db: Db): Promise<TIndex> {
  const rows = await countCompanies(db);
  if (rows > COMPANY_INDEX_MAX_ROWS) return { rows, builtAt: Date.now(), entries: null };
  const entries = await db
    .select({ id: companies.id, name: companies.name, brand: companies.brand, legalRep: companies.legalRep })
    .from(companies);
  return { rows: entries.length, builtAt: Date.now(), entries };
}

/**
 * The registry's size and its in-memory index (entries null when it is too large to hold: search in SQL). Built
 * on first use, after invalidateCompanyIndex and when older than a minute; an empty registry is not remembered.
 */
export async function companyIndex(db: Db): Promise<{ rows: number; entries: TIndexedCompany[] | null }> {
  const slot = slotOf(db);
  const current = slot.index;
  if (current && Date.now() - current.builtAt < INDEX_MAX_AGE_MS) return current;
  // Concurrent searches share one rebuild.
  if (!slot.building) {
    const generation = slot.generation;
    slot.building = build(db)
      .then((index) => {
        if (slot.generation === generation && index.rows > 0) slot.index = index;
        return index;
      })
      .finally(() => {
        slot.building = null;
      });
  }
  return slot.building;
}

/** Drops the index of `db` (after an import): the next search rebuilds it. */
export function invalidateCompanyIndex(db: Db): void {
  const slot = slots.get(db);
  if (!slot) return;
  slot.index = null;
  slot.generation++;
}
