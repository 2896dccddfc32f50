/**
 * A registry API provider (企查查/天眼查-style) answers company search and detail from a paid service; the routes use
 * it through lookup-companies.ts (local registry when it is absent or fails). It is configured by COMPANY_API_VENDOR,
 * COMPANY_API_URL and COMPANY_API_KEY; without URL and key it is disabled and the local registry answers.
 * No adapter for a specific vendor is shipped: none can be tested here without a contract and keys (decision 162).
 * A vendor adapter maps the vendor's answer to TCompany / TCompanyDetail (source = the vendor's name, data_as_of =
 * the date the vendor reports) and is added to ADAPTERS under its COMPANY_API_VENDOR name.
 */
import type { TCompany, TCompanyDetail } from '@common/api/accounts';

export type TRegistryProvider = {
  name: string;
  search(q: string, page: number, pageSize: number): Promise<{ items: TCompany[]; total_count: number }>;
  /** By 统一社会信用代码 (already checked against GB 32100); null when the vendor does not know it. */
  detail(creditCode: string): Promise<TCompanyDetail | null>;
};

export type TRegistryConfig = { url: string; key: string };

/** Vendor name -> adapter factory. Empty: see the note above. */
const ADAPTERS: Record<string, (config: TRegistryConfig) => TRegistryProvider> = {};

/** The configured registry API, or null (disabled) without keys or for a vendor no adapter exists for. */
export function registryProviderFromEnv(env: { COMPANY_API_VENDOR?: string; COMPANY_API_URL?: string; COMPANY_API_KEY?: string }): TRegistryProvider | null {
  if (!env.COMPANY_API_URL || !env.COMPANY_API_KEY) return null;
  const adapter = env.COMPANY_API_VENDOR ? ADAPTERS[env.COMPANY_API_VENDOR] : undefined;
  return adapter ? adapter({ url: env.COMPANY_API_URL, key: env.COMPANY_API_KEY }) : null;
}
