import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { LOGIN_LOGO_MAX_BYTES, type TLoginConfig, type TLoginConfigInput } from '@common/api/admin';
import type { Db } from '../../db/client';
import { tenantProfiles, tenants } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { AdminErrors } from './admin-errors';
import { getLoginConfig } from './get-login-config';
import { loginLogoUrl } from './login-logo-url';

/** The image types a logo may be, told by their first bytes (the declared type of a data: URL is not trusted). */
function sniffImage(bytes: Buffer): string | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

/** Decodes `data:image/...;base64,...` into bytes of a PNG, JPEG or WebP no larger than the limit, else 30450. */
export function decodeLogo(dataUrl: string): { bytes: Buffer; type: string } {
  const m = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!m) throw AdminErrors.logoInvalid();
  const bytes = Buffer.from(m[2]!, 'base64');
  const type = sniffImage(bytes);
  if (!type || bytes.length === 0 || bytes.length > LOGIN_LOGO_MAX_BYTES) throw AdminErrors.logoInvalid();
  return { bytes, type };
}

/**
 * Saves the tenant's login page: top text, login methods (at least one), and the logo (new bytes, '' to remove,
 * absent to keep). base/config/info reads the same row, so the tenant's login dialog shows it on its next load.
 */
export async function updateLoginConfig(db: Db, { actor, input }: { actor: TActor; input: TLoginConfigInput }): Promise<TLoginConfig> {
  if (input.methods.length === 0) throw AdminErrors.loginMethodsEmpty();
  const logo = input.logo_data ? decodeLogo(input.logo_data) : null;
  return db.transaction(async (tx) => {
    const [t] = await tx.select({ loginPage: tenants.loginPage }).from(tenants).where(eq(tenants.id, actor.tenantId));
    let logoUrl = t?.loginPage.logo ?? '';
    if (logo) {
      const base64 = logo.bytes.toString('base64');
      await tx
        .insert(tenantProfiles)
        .values({ tenantId: actor.tenantId, logoBase64: base64, logoType: logo.type })
        .onConflictDoUpdate({ target: tenantProfiles.tenantId, set: { logoBase64: base64, logoType: logo.type, updatedAt: sql`now()` } });
      logoUrl = loginLogoUrl(actor.tenantId, createHash('sha256').update(logo.bytes).digest('hex').slice(0, 12));
    } else if (input.logo_data === '') {
      await tx.update(tenantProfiles).set({ logoBase64: null, logoType: null, updatedAt: sql`now()` }).where(eq(tenantProfiles.tenantId, actor.tenantId));
      logoUrl = '';
    }
    const methods = [...new Set(input.methods)];
    await tx.update(tenants).set({ loginPage: { top_text: input.top_text, logo: logoUrl, methods } }).where(eq(tenants.id, actor.tenantId));
    await recordAudit(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      action: 'login-config.update',
      details: { top_text: input.top_text, methods, logo: logo ? 'uploaded' : input.logo_data === '' ? 'removed' : 'kept' },
    });
    return getLoginConfig(tx, { actor });
  });
}
