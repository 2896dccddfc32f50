/**
 * Company lookup through a registry API (issue 12 item 3): with COMPANY_API_* set, search and detail come from the
 * provider (its source and data date shown), a credit code failing GB 32100 is refused before any paid call, and
 * when the provider fails the local registry answers. No vendor adapter ships (decision 162), so the provider here
 * is a test double put where a vendor adapter would be chosen.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BASE } from '@common/api/paths';
import type { TCompany, TCompanyDetail, TCompanySearch } from '@common/api/accounts';
import { Code } from '@common/codes';
import { importCompanies } from '../../server/services/company/import-companies';
import type { TRegistryProvider } from '../../server/services/company/registry-provider';
import { buildUser, sessionFor } from '../factories/user';
import { useTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';

// A valid 统一社会信用代码 known to the vendor only, and one in the local registry only.
const VENDOR_CODE = '91440300708461136T';
const LOCAL_CODE = '9111010510173365XD';
const calls: string[] = [];
let failing = false;

const vendorCompany: TCompanyDetail = {
  company_id: `vendor:${VENDOR_CODE}`,
  name: '深圳市腾讯计算机系统有限公司',
  credit_code: VENDOR_CODE,
  legal_rep: '马化腾',
  status: '存续',
  registered_capital: '6528.1633万元人民币',
  established_at: '1998-11-11',
  address: '深圳市南山区',
  source: '测试企业库',
  data_as_of: '2026-11-01',
  highlight: { name: '深圳市<em>腾讯</em>计算机系统有限公司', legal_rep: '马化腾' },
  business_scope: '计算机软、硬件的设计、技术开发',
  company_type: '有限责任公司',
  province: '广东',
  shareholders: ['马化腾', '张志东'],
  key_people: ['马化腾（法定代表人）'],
  changes: [],
};

const fake: TRegistryProvider = {
  name: '测试企业库',
  async search(q) {
    calls.push(`search:${q}`);
    if (failing) throw new Error('vendor down');
    const items: TCompany[] = q === '腾讯' || q === VENDOR_CODE ? [vendorCompany] : [];
    return { items, total_count: items.length };
  },
  async detail(code) {
    calls.push(`detail:${code}`);
    if (failing) throw new Error('vendor down');
    return code === VENDOR_CODE ? vendorCompany : null;
  },
};

vi.mock('../../server/services/company/registry-provider', () => ({
  registryProviderFromEnv: (env: { COMPANY_API_URL?: string; COMPANY_API_KEY?: string }) => (env.COMPANY_API_URL && env.COMPANY_API_KEY ? fake : null),
}));

const tmp = mkdtempSync(path.join(os.tmpdir(), 'lawdesk-registry-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const t = useTestApp({ env: { SAMPLE_DATA_DIR: tmp, COMPANY_API_VENDOR: 'test', COMPANY_API_URL: 'http://127.0.0.1:9/registry', COMPANY_API_KEY: 'k' } });
let client: TestClient;
const SEARCH = `${API_BASE}/fuxi/api/company/search`;
const DETAIL = `${API_BASE}/fuxi/api/company/detail`;

beforeAll(async () => {
  const csv = path.join(tmp, 'local.csv');
  writeFileSync(
    csv,
    [
      '企业名称,统一社会信用代码,uscc_checksum_valid,注册日期,企业类型,法人代表,注册资金,经营范围,所在省份,地区,注册地址,source_file',
      `北京全企国际会计师事务所有限公司,${LOCAL_CODE},True,1995-01-01,N/A,刘建伟,100(万元人民币),会计师事务所业务,北京,朝阳,北京市朝阳区,local.csv`,
    ].join('\n'),
  );
  await importCompanies(t().app.db, { source: csv });
  client = new TestClient(t().app);
  client.token = await sessionFor(t().app, await buildUser(t().app));
});

describe('company lookup through a registry API', () => {
  it('searches and opens a company at the provider, with its source and data date', async () => {
    failing = false;
    const found = await client.get<TCompanySearch>(SEARCH, { query: { q: '腾讯' } });
    expect(found.body.data.items.map((c) => [c.name, c.source, c.data_as_of])).toEqual([['深圳市腾讯计算机系统有限公司', '测试企业库', '2026-11-01']]);
    const detail = await client.get<TCompanyDetail>(DETAIL, { query: { credit_code: VENDOR_CODE } });
    expect(detail.body.data).toMatchObject({ legal_rep: '马化腾', shareholders: ['马化腾', '张志东'], source: '测试企业库' });
    // A valid code neither source knows: said plainly.
    const unknown = await client.get<TCompanySearch>(SEARCH, { query: { q: '91350100M000100Y43' } });
    expect(unknown.body.data.credit_code_check).toBe('unknown');
  });

  it('refuses a credit code that fails GB 32100 before asking the paid service', async () => {
    const before = calls.length;
    const bad = await client.get(SEARCH, { query: { q: '91440300708461136A' } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(Code.CREDIT_CODE_INVALID);
    expect((await client.get(DETAIL, { query: { credit_code: '91440300708461136A' } })).body.code).toBe(Code.CREDIT_CODE_INVALID);
    expect(calls.length).toBe(before);
  });

  it('falls back to the local registry when the provider fails', async () => {
    failing = true;
    const found = await client.get<TCompanySearch>(SEARCH, { query: { q: '全企国际' } });
    expect(found.body.code).toBe(200);
    expect(found.body.data.items.map((c) => c.credit_code)).toEqual([LOCAL_CODE]);
    const detail = await client.get<TCompanyDetail>(DETAIL, { query: { credit_code: LOCAL_CODE } });
    expect(detail.body.data.name).toBe('北京全企国际会计师事务所有限公司');
    expect(calls.at(-1)).toBe(`detail:${LOCAL_CODE}`);
    failing = false;
  });
});
