import { SAAS_BASE } from '@common/api/paths';

/** Where the login dialog loads a tenant's uploaded logo; `v` changes with the bytes so caches never show an old one. */
export function loginLogoUrl(tenantId: string, version: string): string {
  return `${SAAS_BASE}/login-logo/${tenantId}?v=${version}`;
}
