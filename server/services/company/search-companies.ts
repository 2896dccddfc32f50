/**
 * Company search over the local registry (api.md company search): by name, 统一社会信用代码, legal representative or
 * brand, ranked exact > prefix > contains, name and legal representative highlighted with <em>. A query shaped like
 * a credit code is checked first: a failed GB 32100 checksum is an error the user can act on; a valid code that is
 * not in the registry says so.
 */
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { TCompany, TCompanyDetail, TCompanySearch } from '@common/api/accounts';
import type { Db } from '../../db/client';
import { companies, type TCompanyRow } from '../../db/schema/index';
import { AccountErrors } from '../accounts/account-errors';
import { companyIndex, countCompanies } from './company-index';
import { isValidCreditCode, looksLikeCreditCode } from './credit-code';
import { rankCompanies, type TIndexedCompany } from './rank-companies';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Wraps every occurrence of `q` in <em> (the rest escaped). */
export function highlight(text: string, q: string): string {
  if (!q) return escapeHtml(text);
  const parts = text.split(q);
  return parts.map(escapeHtml).join(`<em>${escapeHtml(q)}</em>`);
}

/** A registry row as the API shows it. */
export function presentCompany(r: TCompanyRow, q = ''): TCompany {
  return {
    company_id: r.id,
    name: r.name,
    credit_code: r.creditCode,
    legal_rep: r.legalRep,
    status: r.status || '—',
    registered_capital: r.registeredCapital,
    established_at: r.establishedAt,
    address: r.address,
    source: r.source,
    data_as_of: r.dataAsOf,
    highlight: { name: highlight(r.name, q), legal_rep: highlight(r.legalRep, q) },
  };
}

/** Has anything been imported? */
export async function registryReady(db: Db): Promise<boolean> {
  return (await countCompanies(db)) > 0;
}

function likeEscape(q: string): string {
  return q.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The SQL ranking, for a registry too large to hold in memory (same order as rank-companies.ts). */
async function searchInSql(db: Db, query: string, page: number, pageSize: number): Promise<{ rows: TCompanyRow[]; total: number }> {
  const like = `%${likeEscape(query)}%`;
  const prefix = `${likeEscape(query)}%`;
  const rank = sql<number>`(case
    when ${companies.name} = ${query} then 100
    when ${companies.brand} = ${query} then 90
    when ${companies.legalRep} = ${query} then 80
    when ${companies.name} like ${prefix} then 70
    when ${companies.brand} like ${prefix} then 60
    when ${companies.name} like ${like} then 50
    when ${companies.brand} like ${like} then 40
    else 0 end)`;
  const match = sql`(${companies.name} like ${like} or ${companies.brand} like ${like} or ${companies.legalRep} = ${query})`;
  // One statement: the total rides along as a window count instead of a second scan.
  const found = await db
    .select({ c: companies, total: sql<number>`cast(count(*) over () as int)` })
    .from(companies)
    .where(match)
    .orderBy(sql`${rank} desc`, sql`length(${companies.name})`, companies.name)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = found[0]?.total ?? (page > 1 ? (await db.select({ n: count() }).from(companies).where(match))[0]?.n ?? 0 : 0);
  return { rows: found.map((f) => f.c), total };
}

/** Ranks in memory (decision 165) and reads only the page's rows. */
async function searchInMemory(db: Db, entries: TIndexedCompany[], query: string, page: number, pageSize: number): Promise<{ rows: TCompanyRow[]; total: number }> {
  const ranked = rankCompanies(entries, query);
  const ids = ranked.slice((page - 1) * pageSize, page * pageSize).map((c) => c.id);
  if (ids.length === 0) return { rows: [], total: ranked.length };
  const byId = new Map((await db.select().from(companies).where(inArray(companies.id, ids))).map((r) => [r.id, r]));
  // A row deleted since the index was built is simply left out of this page.
  const rows = ids.map((id) => byId.get(id)).filter((r): r is TCompanyRow => r !== undefined);
  return { rows, total: ranked.length };
}

/** One page of companies matching q (`engine: 'sql'` forces the SQL ranking; the bench compares both). */
export async function searchCompanies(
  db: Db,
  { q, page, pageSize, engine = 'auto' }: { q: string; page: number; pageSize: number; engine?: 'auto' | 'sql' },
): Promise<TCompanySearch> {
  const { rows: size, entries } = await companyIndex(db);
  const ready = size > 0;
  const query = q.trim();
  const empty = { items: [], total_count: 0, total_pages: 0, registry_ready: ready };
  if (looksLikeCreditCode(query)) {
    const code = query.toUpperCase();
    if (!isValidCreditCode(code)) throw AccountErrors.creditCodeInvalid();
    const rows = await db.select().from(companies).where(eq(companies.creditCode, code));
    if (rows.length === 0) return { ...empty, credit_code_check: 'unknown' };
    return { items: rows.map((r) => presentCompany(r, '')), total_count: 1, total_pages: 1, registry_ready: ready, credit_code_check: null };
  }
  if (!query || !ready) return { ...empty, credit_code_check: null };
  const { rows, total } = entries && engine !== 'sql' ? await searchInMemory(db, entries, query, page, pageSize) : await searchInSql(db, query, page, pageSize);
  return { items: rows.map((r) => presentCompany(r, query)), total_count: total, total_pages: Math.ceil(total / pageSize), registry_ready: ready, credit_code_check: null };
}

/** One company by id or credit code with the fields the source has (null when unknown). */
export async function getCompany(db: Db, { companyId, creditCode }: { companyId?: string; creditCode?: string }): Promise<TCompanyDetail | null> {
  if (creditCode && !isValidCreditCode(creditCode)) throw AccountErrors.creditCodeInvalid();
  const [r] = await db
    .select()
    .from(companies)
    .where(companyId ? eq(companies.id, companyId) : eq(companies.creditCode, creditCode!.toUpperCase()));
  if (!r) return null;
  return { ...presentCompany(r), business_scope: r.businessScope, company_type: r.companyType, province: r.province, shareholders: [], key_people: r.legalRep ? [`${r.legalRep}（法定代表人）`] : [], changes: [] };
}
