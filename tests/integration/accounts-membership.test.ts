/**
 * The per-user account side (issue 12): the balance tells a personal user from an enterprise member (the VIP dialog
 * and /vip rely on it, decision 166) and a lapsed membership from none; company search sees a re-import at once
 * (the in-memory ranking is rebuilt, decision 165). PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@common/api/paths';
import { PAYMENT_BASE, type TBalance, type TCompanySearch } from '@common/api/accounts';
import { importCompanies } from '../../server/services/company/import-companies';
import { buildTenant, hostOf } from '../factories/tenant';
import { buildUser, sessionFor } from '../factories/user';
import { useTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';

const HEADER = '企业名称,统一社会信用代码,uscc_checksum_valid,注册日期,企业类型,法人代表,注册资金,经营范围,所在省份,地区,注册地址,source_file';
const tmp = mkdtempSync(path.join(os.tmpdir(), 'lawdesk-companies-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function registryCsv(rows: string[]): string {
  const file = path.join(tmp, `companies-${rows.length}-${Date.now()}.csv`);
  writeFileSync(file, [HEADER, ...rows].join('\n'));
  return file;
}

describe('account side', () => {
  // An empty sample folder: the first-start import of ../shared/data/companies must not race the imports below.
  const t = useTestApp({ env: { SAMPLE_DATA_DIR: tmp } });

  it('answers account_type person on the main host and team for an enterprise member', async () => {
    const app = t().app;
    const person = await buildUser(app, { quotas: { research: 2 } });
    const personal = new TestClient(app);
    personal.token = await sessionFor(app, person);
    const mine = await personal.get<TBalance>(`${PAYMENT_BASE}/account/balance`);
    expect(mine.body.data).toMatchObject({ account_type: 'person', is_member: true });

    const firm = await buildTenant(app);
    const member = await buildUser(app, { tenantId: firm.id });
    const firmClient = new TestClient(app, hostOf(firm));
    firmClient.token = await sessionFor(app, member);
    expect((await firmClient.get<TBalance>(`${PAYMENT_BASE}/account/balance`)).body.data.account_type).toBe('team');
  });

  it('keeps the date of a lapsed membership so the page can say when it ended', async () => {
    const app = t().app;
    const lapsed = await buildUser(app, { membershipDays: -3 });
    const client = new TestClient(app);
    client.token = await sessionFor(app, lapsed);
    const b = (await client.get<TBalance>(`${PAYMENT_BASE}/account/balance`)).body.data;
    expect(b.is_member).toBe(false);
    expect(b.validity_data).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(b.validity_data! < new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('finds a renamed company right after a re-import (the in-memory ranking is rebuilt)', async () => {
    const app = t().app;
    const user = await buildUser(app);
    const client = new TestClient(app);
    client.token = await sessionFor(app, user);
    const search = async (q: string) => (await client.get<TCompanySearch>(`${API_BASE}/fuxi/api/company/search`, { query: { q } })).body.data;

    await importCompanies(app.db, {
      source: registryCsv([
        '北京全企国际会计师事务所有限公司,9111010510173365XD,True,1995-01-01,N/A,刘建伟,100(万元人民币),会计师事务所业务,北京,朝阳,北京市朝阳区,a.csv',
        '北京国鼎房地产开发咨询服务有限责任公司,911101051017386531,True,1995-01-01,N/A,孙玉林,50(万元人民币),房地产信息咨询,北京,朝阳,北京市朝阳区,a.csv',
      ]),
    });
    expect((await search('全企')).items.map((c) => c.credit_code)).toEqual(['9111010510173365XD']);
    expect((await search('国鼎')).total_count).toBe(1);

    // Same credit code, new name: the old name is gone and the new one is found at once.
    await importCompanies(app.db, {
      source: registryCsv(['北京新名称会计师事务所有限公司,9111010510173365XD,True,1995-01-01,N/A,刘建伟,100(万元人民币),会计师事务所业务,北京,朝阳,北京市朝阳区,b.csv']),
    });
    expect((await search('全企')).total_count).toBe(0);
    const renamed = await search('新名称');
    expect(renamed.items[0]).toMatchObject({ credit_code: '9111010510173365XD', name: '北京新名称会计师事务所有限公司' });
    expect(renamed.items[0]!.highlight.name).toBe('北京<em>新名称</em>会计师事务所有限公司');
    expect((await search('刘建伟')).items.map((c) => c.credit_code)).toEqual(['9111010510173365XD']);
  });
});
