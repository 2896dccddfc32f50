/**
 * Imports the local company registry from CSV files (the header of the sample registry files: 企业名称,
 * 统一社会信用代码, 注册日期, 企业类型, 法人代表, 注册资金, 经营范围, 所在省份, 地区, 注册地址). Rows whose code fails
 * the GB 32100 checksum are skipped; re-importing updates rows by credit code. Never shipped in the repository.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/index';
import { invalidateCompanyIndex } from './company-index';
import { isValidCreditCode } from './credit-code';
import { brandOf } from './brand-of';

/** Splits one CSV line (RFC 4180 quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { row.push(field); field = ''; }
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field); field = '';
      if (row.some((f) => f !== '')) rows.push(row);
      row = [];
    } else field += ch;
  }
  row.push(field);
  if (row.some((f) => f !== '')) rows.push(row);
  return rows;
}

const na = (v: string | undefined) => (v && v.trim() !== 'N/A' ? v.trim() : '');

/** Imports every .csv of `dir` (or one file); returns how many rows were imported and skipped. */
export async function importCompanies(db: Db, { source }: { source: string }): Promise<{ imported: number; skipped: number }> {
  const info = await stat(source);
  const files = info.isDirectory()
    ? (await readdir(source)).filter((f) => f.endsWith('.csv')).sort().map((f) => path.join(source, f))
    : [source];
  let imported = 0;
  let skipped = 0;
  const dataAsOf = info.mtime.toISOString().slice(0, 10);
  for (const file of files) {
    const rows = parseCsv((await readFile(file, 'utf8')).replace(/^\uFEFF/, ''));
    const header = rows.shift() ?? [];
    const col = (name: string) => header.indexOf(name);
    const c = { name: col('企业名称'), code: col('统一社会信用代码'), date: col('注册日期'), type: col('企业类型'), rep: col('法人代表'), cap: col('注册资金'), scope: col('经营范围'), prov: col('所在省份'), area: col('地区'), addr: col('注册地址'), src: col('source_file') };
    if (c.name < 0 || c.code < 0) continue;
    const values = [];
    for (const r of rows) {
      const code = (r[c.code] ?? '').trim().toUpperCase();
      const name = (r[c.name] ?? '').trim();
      if (!name || !isValidCreditCode(code)) { skipped++; continue; }
      values.push({
        creditCode: code,
        name,
        brand: brandOf(name),
        legalRep: na(r[c.rep]),
        status: '',
        companyType: na(r[c.type]),
        registeredCapital: na(r[c.cap]),
        establishedAt: na(r[c.date]),
        province: [na(r[c.prov]), na(r[c.area])].filter(Boolean).join(' '),
        address: na(r[c.addr]),
        businessScope: na(r[c.scope]),
        source: `本地企业库（${c.src >= 0 && r[c.src] ? r[c.src] : path.basename(file)}）`,
        dataAsOf,
      });
    }
    // Duplicate codes inside one batch would make ON CONFLICT fail: keep the last.
    const unique = [...new Map(values.map((v) => [v.creditCode, v])).values()];
    for (let i = 0; i < unique.length; i += 500) {
      const chunk = unique.slice(i, i + 500);
      await db.insert(companies).values(chunk).onConflictDoUpdate({
        target: companies.creditCode,
        set: {
          name: sql`excluded.name`, brand: sql`excluded.brand`, legalRep: sql`excluded.legal_rep`, companyType: sql`excluded.company_type`,
          registeredCapital: sql`excluded.registered_capital`, establishedAt: sql`excluded.established_at`, province: sql`excluded.province`,
          address: sql`excluded.address`, businessScope: sql`excluded.business_scope`, source: sql`excluded.source`, dataAsOf: sql`excluded.data_as_of`,
        },
      });
    }
    imported += unique.length;
  }
  invalidateCompanyIndex(db);
  return { imported, skipped };
}
