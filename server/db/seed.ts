/** Idempotent start-up seed: the tenants of the spec's host variants. */
import type { Db } from './client';
import { tenants } from './schema/index';
import { SEED_TENANTS } from './seed-tenants';

/** Inserts missing seed tenants by code; existing rows are left as operators edited them. */
export async function seedTenants(db: Db): Promise<void> {
  await db.insert(tenants).values(SEED_TENANTS).onConflictDoNothing({ target: tenants.code });
}
