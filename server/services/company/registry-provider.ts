/**
 * A registry API provider (企查查/天眼查-style) would answer company search and detail from a paid service. It is
 * configured by COMPANY_API_URL and COMPANY_API_KEY; without both it is disabled and the local registry answers.
 * No adapter for a specific vendor is shipped: none can be tested here without a contract and keys (decision 162).
 */
import type { TCompany, TCompanyDetail } from '@common/api/accounts';

export type TRegistryProvider = {
  name: string;
  search(q: string, page: number, pageSize: number): Promise<{ items: TCompany[]; total_count: number }>;
  detail(creditCode: string): Promise<TCompanyDetail | null>;
};

/** The configured registry API, or null (disabled) without keys. */
export function registryProviderFromEnv(env: Record<string, string | undefined>): TRegistryProvider | null {
  if (!env.COMPANY_API_URL || !env.COMPANY_API_KEY) return null;
  // A vendor adapter would be chosen here by COMPANY_API_VENDOR; none ships (see above).
  return null;
}
