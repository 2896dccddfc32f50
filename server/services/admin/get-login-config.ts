import { eq } from 'drizzle-orm';
import { loginMethodsOf, type TLoginConfig } from '@common/api/admin';
import type { DbOrTx } from '../../db/client';
import { tenants } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';

/** The actor's tenant's login page settings (top text, logo URL, login methods) as /loginConfig edits them. */
export async function getLoginConfig(db: DbOrTx, { actor }: { actor: TActor }): Promise<TLoginConfig> {
  const [t] = await db.select().from(tenants).where(eq(tenants.id, actor.tenantId));
  if (!t) throw new Error(`tenant ${actor.tenantId} missing`);
  return {
    top_text: t.loginPage.top_text,
    logo: t.loginPage.logo,
    methods: loginMethodsOf(t.loginPage),
    product_title: t.productTitle,
    tenant_name: t.name,
  };
}
