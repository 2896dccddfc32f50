/**
 * Adds a law-firm member's external user_id to the tenant's white list (spec §2 `?user_id=`):
 * `npm run white-list -- --tenant lawfirm --phone 13800138000 --user-id firm-0001`. DATABASE_URL selects
 * PostgreSQL; otherwise the app's PGlite in DATA_DIR/pglite (stop the app first). The database is migrated first.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { setWhiteListId } from './set-white-list-id';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { tenant: { type: 'string' }, phone: { type: 'string' }, 'user-id': { type: 'string' } } });
  if (!values.tenant || !values.phone || values['user-id'] === undefined) {
    console.error('用法: npm run white-list -- --tenant <租户代码> --phone <成员手机号> --user-id <合作方的用户ID>');
    process.exit(2);
  }
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    pgliteDir: process.env.DATABASE_URL ? undefined : path.resolve(process.env.DATA_DIR ?? './data', 'pglite'),
    poolMax: 2,
  });
  try {
    await migrateDatabase(handle);
    const r = await setWhiteListId(handle.db, { tenantCode: values.tenant, phone: values.phone, userId: values['user-id'] });
    console.log(`已加入白名单：${r.username} 可用 ?user_id=${r.userId} 登录`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

void main();
