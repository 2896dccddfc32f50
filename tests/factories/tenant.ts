/** buildTenant: a tenant row with a unique code and host keyword (tests of host variants and login switches). */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { tenants, type TNewTenantRow, type TTenantRow } from '../../server/db/schema/index';

export async function buildTenant(
  app: FastifyInstance,
  overrides: Partial<TNewTenantRow> = {},
): Promise<TTenantRow> {
  const suffix = randomBytes(4).toString('hex');
  const [row] = await app.db
    .insert(tenants)
    .values({
      code: `t${suffix}`,
      name: `测试租户${suffix}`,
      hostKeywords: [`tenant${suffix}`],
      ...overrides,
    })
    .returning();
  app.tenants.invalidate();
  return row!;
}

/** A host that selects `tenant` (its first domain or keyword). */
export function hostOf(tenant: Pick<TTenantRow, 'domainNames' | 'hostKeywords'>): string {
  return tenant.domainNames[0] ?? `app.${tenant.hostKeywords[0]}.example.cn`;
}
