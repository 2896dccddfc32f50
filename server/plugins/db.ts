/**
 * Database plugin: opens PGlite or PostgreSQL, applies migrations, seeds the tenants and the first admin, and
 * decorates `app.db` (Drizzle) and `app.dbHandle` (raw client, for the queue). Closed last on shutdown.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle, type Db } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedTenants } from '../db/seed';
import type { TEnv } from '../env';
import fp from 'fastify-plugin';
import { ensureFirstAdmin } from '../services/auth/ensure-first-admin';
import { existsSync, readdirSync } from 'node:fs';
import { installedPgliteTemplate } from '../db/pglite-template';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbHandle: DatabaseHandle;
  }
}

export type TDbPluginOptions = {
  env: TEnv;
  /** Overrides DATA_DIR/pglite (tests pass 'memory://'). Ignored when DATABASE_URL is set. */
  pgliteDir?: string;
  /** PGlite dump to start from (tests). */
  pgliteTemplate?: Blob;
  /** Where the generated first-admin password is printed (once). */
  print: (line: string) => void;
};

/** True for a directory that does not exist yet or is empty (never a memory:// database). */
function isFreshDirectory(dir: string): boolean {
  if (dir.startsWith('memory://')) return false;
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

export default fp<TDbPluginOptions>(
  async (app: FastifyInstance, { env, pgliteDir, pgliteTemplate, print }) => {
    const dir = pgliteDir ?? path.join(env.DATA_DIR, 'pglite');
    // A fresh DATA_DIR starts from the template `npm install` built (initdb in WebAssembly takes ~8 s).
    const template =
      pgliteTemplate ??
      (env.DATABASE_URL || !isFreshDirectory(dir) ? undefined : await installedPgliteTemplate());
    const handle = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      pgliteDir: dir,
      pgliteTemplate: template,
    });
    app.decorate('dbHandle', { getter: () => handle });
    app.decorate('db', handle.db);
    app.addHook('onClose', async () => {
      await handle.close();
    });

    await migrateDatabase(handle);
    await seedTenants(handle.db);
    const admin = await ensureFirstAdmin(handle.db, { phone: env.ADMIN_PHONE, password: env.ADMIN_PASSWORD });
    if (admin.kind === 'generated') {
      // Printed once, to stdout rather than the log: it must not end up in log aggregation.
      print(
        `\n首个管理员账号已创建 (first admin created): 账号 ${admin.username}  密码 ${admin.password}\n` +
          '请登录后尽快修改密码；此密码不会再次显示。 Set ADMIN_PHONE/ADMIN_PASSWORD to choose your own.\n',
      );
    } else if (admin.kind === 'configured' && admin.created) {
      app.log.info({ phone: admin.phone }, 'first admin created from ADMIN_PHONE');
    }
  },
  { name: 'lawdesk-db', fastify: '5.x' },
);
