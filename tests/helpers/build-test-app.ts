/**
 * A fresh app per test file (style.md): in-memory PGlite by default, or, when TEST_DATABASE_URL is set, a new
 * PostgreSQL database lawdesk_t_<random> created from that URL and dropped afterwards. Each app has its own temp
 * DATA_DIR (sms outbox, files, secret). Tests use app.inject and never listen.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../server/app';
import { loadEnv, type TEnv, type TServiceName } from '../../server/env';
import { pgliteTemplate } from './pglite-template';
import { createScratchDatabase } from './scratch-database';

export const TEST_ADMIN = { phone: '13900000000', password: 'admin-password-123' } as const;

export type TTestApp = {
  app: FastifyInstance;
  env: TEnv;
  dataDir: string;
  /** 'pglite' or 'postgres', for tests that prove something on both. */
  databaseKind: 'pglite' | 'postgres';
  close(): Promise<void>;
};

export type TTestAppOptions = {
  /** Settings on top of the test defaults (same names as .env.example). */
  env?: Record<string, string>;
  services?: TServiceName[];
  /** Registers extra routes or hooks before the app is ready (e.g. a route that throws, to test the 500). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** Receives what the app prints once (the generated admin password). */
  print?: (line: string) => void;
};

/** Builds a ready app on a throwaway database and DATA_DIR. */
export async function buildTestApp(options: TTestAppOptions = {}): Promise<TTestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-test-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  const database = pgUrl ? await createScratchDatabase(pgUrl) : undefined;
  const cleanUp = async () => {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  let app: FastifyInstance | undefined;
  let env: TEnv;
  try {
    env = loadEnv({
      DATA_DIR: dataDir,
      PUBLIC_DIR: path.join(dataDir, 'public'),
      SECRET_KEY: randomBytes(32).toString('hex'),
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      ADMIN_PHONE: TEST_ADMIN.phone,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...options.env,
    });
    app = await buildApp({
      env,
      services: options.services ?? ['api', 'worker'],
      pgliteDir: database ? undefined : 'memory://',
      pgliteTemplate: database ? undefined : await pgliteTemplate(),
      print: options.print ?? (() => {}),
    });
    await options.extend?.(app);
    await app.ready();
    await app.queue.whenStarted();
  } catch (err) {
    // A failed build (bad migration, bad setting) must not leave a database or a temp directory behind.
    await app?.close().catch(() => {});
    await cleanUp();
    throw err;
  }
  return {
    app,
    env,
    dataDir,
    databaseKind: database ? 'postgres' : 'pglite',
    close: async () => {
      await app.close();
      await cleanUp();
    },
  };
}

/** beforeAll/afterAll wrapper: `const t = useTestApp();` then `t().app.inject(...)` inside tests. */
export function useTestApp(options: TTestAppOptions = {}): () => TTestApp {
  let testApp: TTestApp | undefined;
  beforeAll(async () => {
    testApp = await buildTestApp(options);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return () => {
    if (!testApp) throw new Error('useTestApp: the app is built in beforeAll');
    return testApp;
  };
}
