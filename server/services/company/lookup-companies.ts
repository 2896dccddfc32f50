/**
 * Company lookup as the routes serve it: the registry API (企查查/天眼查-style, registry-provider.ts) when one is
 * configured, the local registry otherwise, and the local registry again when the API fails (a paid service's
 * outage must not leave the home search tab empty). A credit code with a bad GB 32100 checksum is refused before any
 * paid call.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { TCompanyDetail, TCompanySearch } from '@common/api/accounts';
import type { Db } from '../../db/client';
import { AccountErrors } from '../accounts/account-errors';
import { isValidCreditCode, looksLikeCreditCode } from './credit-code';
import type { TRegistryProvider } from './registry-provider';
import { getCompany, searchCompanies } from './search-companies';

export type TLookupDeps = { db: Db; provider: TRegistryProvider | null; log: FastifyBaseLogger };

/** One page of companies matching q. */
export async function lookupCompanies(deps: TLookupDeps, { q, page, pageSize }: { q: string; page: number; pageSize: number }): Promise<TCompanySearch> {
  const query = q.trim();
  if (deps.provider && query) {
    const isCode = looksLikeCreditCode(query);
    if (isCode && !isValidCreditCode(query.toUpperCase())) throw AccountErrors.creditCodeInvalid();
    try {
      const found = await deps.provider.search(isCode ? query.toUpperCase() : query, page, pageSize);
      return {
        items: found.items,
        total_count: found.total_count,
        total_pages: Math.ceil(found.total_count / pageSize),
        registry_ready: true,
        credit_code_check: isCode && found.total_count === 0 ? 'unknown' : null,
      };
    } catch (err) {
      deps.log.warn({ err, provider: deps.provider.name }, 'registry API search failed; the local registry answers');
    }
  }
  return searchCompanies(deps.db, { q, page, pageSize });
}

/** One company by credit code (the registry API first when configured) or by local id. */
export async function lookupCompany(deps: TLookupDeps, { companyId, creditCode }: { companyId?: string; creditCode?: string }): Promise<TCompanyDetail | null> {
  if (creditCode && !isValidCreditCode(creditCode.toUpperCase())) throw AccountErrors.creditCodeInvalid();
  if (deps.provider && creditCode) {
    try {
      const found = await deps.provider.detail(creditCode.toUpperCase());
      if (found) return found;
    } catch (err) {
      deps.log.warn({ err, provider: deps.provider.name }, 'registry API detail failed; the local registry answers');
    }
  }
  return getCompany(deps.db, { companyId, creditCode: creditCode?.toUpperCase() });
}
