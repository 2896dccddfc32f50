/**
 * Picks the tenant for a host (spec §6 host variants): an exact domain match first, then the longest host
 * keyword contained in the host ('hosts containing zizhu'), else the 'default' tenant.
 */
export type TTenantHostRules = { code: string; domainNames: string[]; hostKeywords: string[] };

export const DEFAULT_TENANT_CODE = 'default';

/** Returns the tenant serving `host` (already normalized), or undefined when `tenants` is empty. */
export function matchTenant<T extends TTenantHostRules>(tenants: readonly T[], host: string): T | undefined {
  const exact = tenants.find((t) => t.domainNames.includes(host));
  if (exact) return exact;
  let best: { tenant: T; length: number } | undefined;
  for (const tenant of tenants) {
    for (const keyword of tenant.hostKeywords) {
      if (keyword && host.includes(keyword) && (!best || keyword.length > best.length)) {
        best = { tenant, length: keyword.length };
      }
    }
  }
  return best?.tenant ?? tenants.find((t) => t.code === DEFAULT_TENANT_CODE) ?? tenants[0];
}
